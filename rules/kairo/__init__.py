"""Kairo (Kimmo Sorsamo, Queen Games 2011): stalls, tents and walking customers in the bazaar,
2-4 players. Spec: shared/rules/kairo.md; the Hungarian rulebook is the seed 002.
"""
from __future__ import annotations

from rules.core import N_, T, TN, Event, GameDef, RandomBot

from .bots import SimpleBot
from .data import CARDS, COLOURS, NEUTRAL, JOKER_CARDS
from .determinize import determinize
from .playout import evaluate, playout_policy
from .strong import strong
from .state import KairoState

COLOUR_NAMES = {"red": N_("red"), "green": N_("green"), "blue": N_("blue"),
                "yellow": N_("yellow"), "white": N_("white"), "purple": N_("purple")}
JOKER_NAMES = {"J-N": N_("north-row joker"), "J-M": N_("middle-row joker"),
               "J-S": N_("south-row joker"), "J-W": N_("west-column joker"),
               "J-C": N_("centre-column joker"), "J-E": N_("east-column joker")}
PARCEL_NAMES = [N_("parcel 1"), N_("parcel 2"), N_("parcel 3"), N_("parcel 4"), N_("parcel 5"),
                N_("parcel 6"), N_("parcel 7"), N_("parcel 8"), N_("parcel 9")]
CARD_NAMES = {c: JOKER_NAMES[c] if c in JOKER_CARDS else PARCEL_NAMES[p[0] - 1]
              for c, p in CARDS.items()}
REASONS = {"size": N_("stall size"), "medal": N_("medal")}
MEDAL_NAMES = {"gold": N_("gold"), "silver": N_("silver")}


def _secret_zones(state) -> list:
    zones = [(None, ("deck",)), (None, ("neutral_bag",))]
    for seat in range(state.num_players):
        zones.append((seat, ("hands", seat)))
        if not state.variants.get("open_money"):
            zones.append((seat, ("money", seat)))
    return zones


ALL_CARDS = sorted(CARDS)       # the soak checks every card after every decision


def _invariants(state) -> list:
    problems = []
    cards = state.deck + state.discard + [c for c in state.display if c] + \
        [c for h in state.hands for c in h]
    if sorted(cards) != ALL_CARDS:
        problems.append(f"the building cards are not all there exactly once: {len(cards)}")
    if state.crier_space + sum(state.criers) != 7:
        problems.append("crier cards went missing")
    on_board = [c for c, at in state.customers.items() if at is not None]
    if len(on_board) != 5:
        problems.append(f"{len(on_board)} customers on the board")
    board = state.board
    if not board.lanes_hold():
        problems.append("a customer or an entrance is cut off")
    for c in COLOURS:
        tents = sum(len(st["tiles"]) - 1 for st in state.stalls if st["colour"] == c)
        if tents + state.supply[c] != 6:
            problems.append(f"{c} tents: {tents} built + {state.supply[c]} in supply")
        medals = state.medals[c]
        if medals["silver"] is not None and medals["gold"] is None:
            problems.append(f"silver {c} is held while gold is in the supply")
        biggest = max((len(st["tiles"]) for st in state.stalls if st["colour"] == c), default=0)
        for kind, holder in medals.items():
            if holder is None:
                continue
            k = state.stall_of(holder, c)
            if k is None or len(state.stalls[k]["tiles"]) != biggest:
                problems.append(f"{kind} {c} is with a player whose stall is not the largest")
    for s, purse in enumerate(state.money):
        if any(v < 0 for v in purse.values()):
            problems.append(f"seat {s} owes money")
        if len(state.hands[s]) > 4 and not state.frames:
            problems.append(f"seat {s} holds {len(state.hands[s])} cards")
    return problems


def _owner(seat: int) -> dict:
    return {"seat": seat} if seat != NEUTRAL else {}


def _describe(event: Event, names: list) -> str | None:
    from .state import where
    from .data import parse_cell
    d = event.data
    k = event.kind
    if k == "place_main":
        at = where(parse_cell(d["stall"]))
        if d["seat"] == NEUTRAL:
            return T("The neutral {colour} stall opens at {where}", colour=d["colour"], where=at)
        if d["relocated"]:
            return T("{seat} moves the {colour} stall to {where}", seat=d["seat"],
                     colour=d["colour"], where=at)
        return T("{seat} opens a {colour} stall at {where}", seat=d["seat"], colour=d["colour"],
                 where=at)
    if k == "place_expansion":
        return T("{seat} adds a {colour} tent at {where}: the stall has {n} tiles",
                 seat=d["seat"], colour=d["colour"], where=where(parse_cell(d["cell"])),
                 n=d["size"])
    if k == "score":
        return TN("{seat} scores {n} point for the {reason}",
                  "{seat} scores {n} points for the {reason}", n=d["points"], seat=d["seat"],
                  reason=d["reason"])
    if k == "medal":
        return T("{seat} takes the {medal} {colour} medal", seat=d["to"], medal=d["kind"],
                 colour=d["colour"])
    if k == "customer_move":
        return TN("{seat} calls the {colour} customer: it walks {n} step",
                  "{seat} calls the {colour} customer: it walks {n} steps",
                  n=len(d["path"]) - 1, seat=d["seat"], colour=d["colour"])
    if k == "customer_swap":
        return T("The {colour} customer takes its place at the entrance", colour=d["placed"])
    if k == "payment":
        if d["units"] < 0:
            return T("{seat} pays 1 {colour} for the joker", seat=d["seat"], colour=d["colour"])
        return TN("{seat} receives {n} {colour}", "{seat} receives {n} {colour}",
                  n=d["units"], seat=d["seat"], colour=d["colour"])
    if k == "crier_played":
        return TN("{seat} plays {n} crier card", "{seat} plays {n} crier cards", n=d["count"],
                  seat=d["seat"])
    if k == "draw":
        if d["source"] == "crier":
            return T("{seat} takes a crier card", seat=d["seat"])
        if d["source"] == "display":
            return T("{seat} takes {card} from the display", seat=d["seat"], card=d["card"])
        if d.get("card"):
            return T("{seat} draws {card} from the pile", seat=d["seat"], card=d["card"])
        return T("{seat} draws a card from the pile", seat=d["seat"])
    if k == "discard":
        return T("{seat} discards {card}", seat=d["seat"], card=d["card"])
    if k == "permit":
        if d["wildcard"]:
            return T("{seat} discards {cards} to build anywhere", seat=d["seat"],
                     cards=d["cards"])
        return T("{seat} plays {card}", seat=d["seat"], card=d["cards"][0])
    if k == "reshuffle":
        return T("The discard pile is shuffled into a new draw pile")
    if k == "refill":
        return T("{card} is laid out in the display", card=d["card"])
    if k == "final_stage_started":
        return T("The final stage begins: from now on only building")
    if k == "pass":
        if d["final"]:
            return T("{seat} passes and is out of the final stage", seat=d["seat"])
        return T("{seat} can do nothing and passes", seat=d["seat"])
    if k == "neutral_drawn":
        return T("{seat} draws the neutral {colour} stall", seat=d["seat"], colour=d["colour"])
    if k == "setup_skipped":
        return T("A starting stall has no legal place and is left out")
    if k == "customers":
        return T("The customers take their places; the {colour} one waits off the board",
                 colour=d["waiting"])
    if k == "start_player":
        return T("{seat} starts", seat=d["seat"])
    if k == "game_over":
        return T("The game is over")
    if k == "remove_main":
        return T("{seat} takes the {colour} stall down to move it", seat=d["seat"],
                 colour=d["colour"])
    return None


def _round(state) -> int:
    """The round: every player's turn once."""
    return state.turns_taken // state.num_players + 1


def _progress(state) -> tuple:
    """The round and each player's score if the game ended now."""
    # (asked as each round begins in a replay: the sums alone, not the whole explained result)
    return _round(state), [sum(state.score_entry(s).values()) for s in range(state.num_players)]


GAME = GameDef(
    progress=_progress, progress_round=_round, progress_label=N_("Score so far"),
    id="kairo", title=N_("Kairo"), min_players=2, max_players=4, state_cls=KairoState,
    variants={"setup": (("predefined", "variable"), "predefined"),
              "open_money": ((False, True), False)},
    variant_titles={"setup": N_("Starting stalls"), "open_money": N_("Open money")},
    value_labels={"setup": {"predefined": N_("Predefined"), "variable": N_("Players place them")}},
    presets={"first_game": {"setup": "predefined", "open_money": True}},
    preset_titles={"first_game": N_("First game")},
    variant_groups=[(N_("Setup"), ["setup"]), (N_("Teaching"), ["open_money"])],
    variant_help={"setup": N_("Predefined starting stalls, or each player places three"),
                  "open_money": N_("Everybody's money is shown (a teaching aid)")},
    names={"colour": COLOUR_NAMES, "card": CARD_NAMES, "cards": CARD_NAMES, "reason": REASONS,
           "medal": MEDAL_NAMES},
    bots={"random": RandomBot, "simple": SimpleBot, "strong": strong},
    max_decisions=lambda n: 12_000,
    secret_zones=_secret_zones, invariants=_invariants, describe=_describe,
    determinize=determinize, evaluate=evaluate, playout_policy=playout_policy,
    designers=("Kimmo Sorsamo",), publisher="Queen Games", year=2011,
    blurb=N_("Open stalls in the Cairo bazaar, grow them with tents and lure the customers "
             "along the lanes."),
)
