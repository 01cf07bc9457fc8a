"""Hotel Tycoon (2-4 players): planes round an airport track, hotels, permits, stays and auctions.

Spec: shared/rules/hotel_tycoon.md (the Hungarian rulebook is the seed). Nothing is hidden; the
only chance is dice. Its table: scenes/games/hotel_tycoon/.
"""
from __future__ import annotations

from operator import attrgetter

from rules.core import N_, T, TN, Event, GameDef, RandomBot

from . import data
from .bots import SimpleBot
from .data import HOTELS, PLOTS, SLOTS, square_id
from .determinize import determinize
from .playout import evaluate, policy
from .strong import strong
from .state import HotelState

SEAT_CHOICES = ("random", "P1", "P2", "P3", "P4")


def _first_player_choices(num_players, humans):
    return SEAT_CHOICES[:1 + (num_players or 4)]


def _claims_choices(num_players, humans):
    """Claims are clicked on the shared screen: only when every seat is human."""
    return (False, True) if humans is not None and all(humans) else (False,)


VARIANTS = {
    "first_player": (SEAT_CHOICES, "random"),
    "claims_required": ((False, True), False),
    "rent_timing": (("after_actions", "on_arrival"), "after_actions"),
    "two_player_cutoff": (("when_reduced", "always", "never"), "when_reduced"),
    "permit_affordability": ((True, False), True),
    # the site of a doubled permit the player cannot pay: auctioned only as their last lot (the
    # seed: a "2" must be built even if money must be raised), or at any time (G28, the
    # published English rules: selling the site cancels the work)
    "permit_site": (("last", "any"), "last"),
    "max_rounds": ((100, 250, 500, 1000), data.MAX_ROUNDS_DEFAULT),
}


def _invariants(state) -> list:
    problems = []
    n = state.num_players
    if any(c < 0 for c in state.cash):
        problems.append(f"negative cash {state.cash}")
    if state.supply + len(state.entrances) != data.ENTRANCES_TOTAL:
        problems.append(f"entrances not conserved: supply {state.supply}, "
                        f"board {len(state.entrances)}")
    for square, plot in state.entrances.items():
        if f"{square}-{plot}" not in SLOTS:
            problems.append(f"entrance of {plot} on {square}, which does not border it")
        if state.owner[plot] is None or state.level[plot] < 1:
            problems.append(f"entrance of {plot} on {square} but {plot} is unowned or bare")
    for plot in PLOTS:
        if not 0 <= state.level[plot] <= data.pieces(plot):
            problems.append(f"{plot} at level {state.level[plot]}")
        if state.owner[plot] is None and state.level[plot]:
            problems.append(f"unowned {plot} has buildings")
        if state.owner[plot] in state.eliminated:
            problems.append(f"{plot} belongs to an eliminated player")
    planes = [state.planes[s] for s in range(n) if s not in state.eliminated]
    on_track = [p for p in planes if p]
    if len(on_track) != len(set(on_track)):
        problems.append(f"two planes share a square: {state.planes}")
    for s in state.eliminated:
        if state.cash[s] or state.planes[s] is not None:
            problems.append(f"eliminated P{s + 1} still has cash or a plane")
    if state.finished is None and state.current in state.eliminated and state.phase != "roll":
        problems.append("an eliminated player is taking a turn")
    return problems


FACE_NAMES = {"green": N_("green: granted"), "red": N_("red: refused"),
              "free": N_("H: granted free"), "double": N_("2: granted at double price")}


def _describe(event: Event, names: list) -> str | None:
    d = event.data
    k = event.kind
    who = d.get("seat")
    if k == "first_player":
        return T("{seat} goes first", seat=who)
    if k == "turn":
        if d["bonus"]:
            return T("{seat} rolled a 6 and takes another turn", seat=who)
        return T("Round {n}: {seat}'s turn", n=d["round"], seat=who)
    if k == "move":
        if d["bumped"]:
            return T("{seat} flies to {square}, past occupied squares", seat=who,
                     square=square_id(d["to"]))
        return T("{seat} flies to {square}", seat=who, square=square_id(d["to"]))
    if k == "income":
        return T("{seat} passes the hangar and receives ${amount}", seat=who, amount=d["amount"])
    if k == "tower":
        return T("{seat} passes the control tower and may buy entrances", seat=who)
    if k == "buy":
        return T("{seat} buys {plot} for ${amount}", seat=who, plot=d["plot"], amount=d["amount"])
    if k == "buyout":
        return T("{seat} buys {plot} out from {seat2} for ${amount}", seat=who, plot=d["plot"],
                 seat2=d["from"], amount=d["amount"])
    if k == "permit":
        return T("{seat} applies to build on {plot}: {face}", seat=who, plot=d["plot"],
                 face=d["face"])
    if k == "build":
        if d["free"]:
            return T("{seat} builds on {plot} free: level {n}", seat=who, plot=d["plot"],
                     n=d["level"])
        return T("{seat} builds on {plot}: level {n}", seat=who, plot=d["plot"], n=d["level"])
    if k == "entrance":
        if d["amount"]:
            return T("{seat} buys an entrance for {plot} on {square} for ${amount}", seat=who,
                     plot=d["plot"], square=d["square"], amount=d["amount"])
        return T("{seat} places a free entrance for {plot} on {square}", seat=who,
                 plot=d["plot"], square=d["square"])
    if k == "stay":
        return TN("{seat} stays {n} night at {plot}: ${amount} for {seat2}",
                  "{seat} stays {n} nights at {plot}: ${amount} for {seat2}", d["nights"],
                  seat=who, plot=d["plot"], amount=d["amount"], seat2=d["host"])
    if k == "pay":
        if d["to"] is None:
            return T("{seat} pays ${amount} to the bank", seat=who, amount=d["amount"])
        if d["amount"] < d["owed"]:
            return T("{seat} can pay only ${amount} of ${owed} to {seat2}", seat=who,
                     amount=d["amount"], owed=d["owed"], seat2=d["to"])
        return T("{seat} pays ${amount} to {seat2}", seat=who, amount=d["amount"], seat2=d["to"])
    if k == "auction":
        return T("{seat} puts {plot} up for auction", seat=who, plot=d["plot"])
    if k == "sold":
        return T("{seat2} buys {plot} at auction for ${amount}", seat2=d["buyer"], plot=d["plot"],
                 amount=d["amount"])
    if k == "demolished":
        return T("Nobody bids: {plot} is demolished", plot=d["plot"])
    if k == "permit_cancelled":
        return T("{seat} sold the permit site {plot}: the building work is cancelled", seat=who,
                 plot=d["plot"])
    if k == "income_cut":
        return T("Only two players are left: the hangar pays nothing from now on")
    if k == "claim_open":
        return T("{seat} may claim ${amount}", seat=who, amount=d["amount"])
    if k == "claimed":
        return T("{seat} claims ${amount}", seat=who, amount=d["amount"])
    if k == "claims_lapsed":
        return T("Unclaimed money lapses")
    if k == "game_over":
        if d["reason"] == "last_player":
            return T("Game over: only one player is left")
        return T("Game over: the round limit is reached")
    return None


def _progress(state) -> tuple:
    """The round and each player's net worth (the score at the end)."""
    return state.round, [sum(state.net_worth(s).values()) for s in range(state.num_players)]


GAME = GameDef(
    progress=_progress, progress_round=attrgetter("round"), progress_label=N_("Net worth"),
    id="hotel_tycoon",
    title=N_("Hotel Tycoon"),
    min_players=2,
    max_players=4,
    state_cls=HotelState,
    variants=VARIANTS,
    variant_choices={"first_player": _first_player_choices, "claims_required": _claims_choices},
    bots={"random": RandomBot, "simple": SimpleBot, "strong": strong},
    # bot games end in about 30 rounds; the round limit caps every game (a few decisions a turn)
    max_decisions=lambda n: 6000 + 1500 * n,
    invariants=_invariants,
    describe=_describe,
    hidden_information=False,
    # spec §1: credited to Denys Fisher (Hotel, 1974); this edition is Asmodee's (2013/2014)
    designers=("Denys Fisher",), publisher="Asmodee", year=2014,
    determinize=determinize,
    evaluate=evaluate,
    playout_policy=policy,
    blurb=N_("Fly round the airport, build hotels and make your guests pay; the last player "
             "not bankrupt wins."),
    variant_titles={"first_player": N_("First player"), "claims_required": N_("Claims"),
                    "rent_timing": N_("Rent timing"), "two_player_cutoff": N_("Hangar income"),
                    "permit_affordability": N_("Affordable permits only"),
                    "permit_site": N_("Doubled permit"),
                    "max_rounds": N_("Round limit")},
    value_labels={
        "first_player": {"random": N_("random"), "P1": N_("Player 1"), "P2": N_("Player 2"),
                         "P3": N_("Player 3"), "P4": N_("Player 4")},
        "rent_timing": {"after_actions": N_("after the square"),
                        "on_arrival": N_("on arrival")},
        "two_player_cutoff": {"when_reduced": N_("stops when two are left"),
                              "always": N_("never with two players"),
                              "never": N_("always paid")},
        "permit_site": {"last": N_("must be built"), "any": N_("site may be sold")},
    },
    variant_help={
        "first_player": N_("Who takes the first turn"),
        "claims_required": N_("Stays and hangar money must be claimed before the next roll "
                              "(all-human tables only)"),
        "rent_timing": N_("Pay a stay after the square's action (rulebook) or on arrival"),
        "two_player_cutoff": N_("When the hangar stops paying in a game of two"),
        "permit_affordability": N_("A permit may only be declared with the cash to pay for it"),
        "permit_site": N_("A doubled permit is paid by auctioning other lots first, its own site "
                          "last (rulebook); or selling the site at once cancels the work"),
        "max_rounds": N_("After this many rounds the richest player wins"),
    },
    variant_groups=[(N_("Table"), ["first_player", "claims_required"]),
                    (N_("Rules"), ["rent_timing", "two_player_cutoff", "permit_affordability",
                                   "permit_site", "max_rounds"])],
    names={"plot": {p: h["name"] for p, h in HOTELS.items()},
           "face": FACE_NAMES,
           "square_type": data.SQUARE_TYPES,
           # the board prints each square's number: "square 22" (one catalog entry each)
           "square": {data.square_id(n): f"square {n}" for n in data.SQUARES}},
)

__all__ = ["GAME", "HotelState", "data"]
