"""Itchy Feet: The Travel Game (2-6 players), classic mode with every extension as an option.

Spec: shared/rules/itchy_feet.md (the seed is the Estonian rulebook). The Bucket List rule set
(§6 item 5, optional and low priority in the spec) is not built.
"""
from __future__ import annotations

from operator import attrgetter

from rules.core import N_, T, TN, Event, GameDef, RandomBot

from .bots import SimpleBot, playout_policy
from .cards import (CARD_NAME, CHARACTER_NAME, COUNTRY_NAME, EVENTS, FORBIDDEN, KIND_NAME,
                    PASSPORTS, POSTCARDS, SPECIAL, WHITE, deck_extras)
from .determinize import determinize, evaluate
from .state import ItchyFeetState
from .strong import strong

VARIANTS = {
    "ext_forbidden": ((False, True), False),
    "ext_special": ((False, True), False),
    "ext_events": ((False, True), False),
    "ext_characters": ((False, True), False),
    "ext_postcards": ((False, True), False),
    "max_offers_per_turn": ((1, 2, 3, 4, 5), 3),
    "travel_is_free_move": ((False, True), False),
    "safety_cap_rounds": ((0, 25, 50, 100), 100),      # 0: no limit (all-human tables)
    "show_indices": ((False, True), False),
}
EXTENSIONS = ["ext_forbidden", "ext_special", "ext_events", "ext_characters", "ext_postcards"]


def _cap_choices(num_players, humans):
    """No round limit only where every seat is human: bots alone might never finish."""
    limited = (25, 50, 100)
    return (0,) + limited if humans is not None and all(humans) else limited


def _secret_zones(state) -> list:
    zones = [(None, ("pile",))]
    for s in range(state.num_players):
        zones.append((s, ("hands", s)))
        zones.append((s, ("known", s)))
    for key in state.mixup:
        zones.append((int(key), ("mixup", key)))
    return zones


def _cards_in_game(state) -> list:
    """Every card id in this game (each is one physical card)."""
    return WHITE + list(state.passports) + deck_extras(state.variants)


def _invariants(state) -> list:
    problems = []
    where = list(state.pile) + list(state.discard)
    for hand in state.hands:
        where += hand
        if any(c.startswith("EV-") for c in hand):
            problems.append(f"an Event is held in a hand: {hand}")
    if state.unrest is not None:
        where.append("EV-UNREST")
    for f in state.frames:
        if f.get("purpose") == "guide":
            where += f["ctx"]["look"]
    where += [t[1] for t in state.tasks if t[0] == "event_end"]      # events being resolved
    every = _cards_in_game(state)
    if len(where) != len(every) or set(where) != set(every):
        problems.append(f"cards are lost or doubled: {sorted(set(where) ^ set(every))}, "
                        f"{len(where)} placed of {len(every)}")
    for o in range(state.num_players):
        for t in range(state.num_players):
            if not set(state.known[o][t]) <= set(state.hands[t]):
                problems.append(f"seat {o} 'knows' {state.known[o][t]} in hand {t}: untrue")
    return problems


REASONS = {"limit": N_("to the hand limit"), "steal": N_("to pay for a steal"),
           "recycle": N_("to pay for recycling"), "travel": N_("to pay for travel"),
           "dump": N_("to dump it"), "tpost": N_("to the Trading Post"),
           "used": N_("after using it"), "guide": N_("after using it"),
           "backpacker": N_("as the Backpacker"), "lost": N_("to Lost Luggage"),
           "overweight": N_("to Overweight Baggage"), "security": N_("at the Security Check"),
           "mousetrap": N_("as the Mousetrap springs")}


def _describe(event: Event, names: list) -> str | None:
    d, k = event.data, event.kind
    who = d.get("seat")
    if k == "setup":
        return T("The centre country is {country}", country=d["centre"])
    if k == "first_player":
        return T("{seat} lives closest to the centre country and starts", seat=who)
    if k == "turn":
        return T("Round {n}: {seat}'s turn", n=d["round"], seat=who)
    if k == "refill":
        return T("{seat} has an empty hand and draws 3 cards", seat=who)
    if k == "draw":
        if "card" in d:
            return T("{seat} draws {card}", seat=who, card=d["card"])
        return T("{seat} draws a card", seat=who)
    if k == "draw_nothing":
        return T("{seat} draws nothing: both piles are empty", seat=who)
    if k == "reshuffle":
        return TN("The discard pile ({n} card) is shuffled into a new draw pile",
                  "The discard pile ({n} cards) is shuffled into a new draw pile", d["count"])
    if k == "discard":
        return T("{seat} discards {cards} {why}", seat=who, cards=d["cards"],
                 why=REASONS.get(d["why"], d["why"]))
    if k == "grab":
        return T("{seat} grabs", seat=who)
    if k == "recycle":
        return T("{seat} recycles {card} from the discard pile", seat=who, card=d["card"])
    if k == "offer":
        return T("{seat} offers {seat2} {cards} for {kinds}", seat=d["from"], seat2=d["to"],
                 cards=d["give"], kinds=d["ask"])
    if k == "declined":
        return T("{seat} declined", seat=who)
    if k == "trade":
        return T("{seat} trades {cards} to {seat2} for {cards2}", seat=who, seat2=d["to"],
                 cards=d["gave"], cards2=d["got"])
    if k == "steal":
        if "card" in d:
            return T("{seat} steals {card} from {seat2}", seat=who, seat2=d["victim"],
                     card=d["card"])
        return T("{seat} steals a card from {seat2}", seat=who, seat2=d["victim"])
    if k == "mousetrap":
        return T("The Mousetrap of {seat2} springs: {seat} gets nothing", seat=who,
                 seat2=d["victim"])
    if k == "travel_reveal":
        return T("{seat} shows the hand to travel to {country}: {cards}", seat=who,
                 country=d["country"], cards=d["hand"])
    if k == "travel":
        if d["home"]:
            return T("{seat} travels home to {country}", seat=who, country=d["country"])
        return T("{seat} travels to {country} and wins", seat=who, country=d["country"])
    if k == "guide":
        return TN("{seat} plays The Local Guide and looks at {n} card",
                  "{seat} plays The Local Guide and looks at {n} cards", d["count"], seat=who)
    if k == "guide_look":
        return T("{seat} sees {cards}", seat=who, cards=d["cards"])
    if k == "guide_done":
        if d.get("card"):
            return T("{seat} takes {card}", seat=who, card=d["card"])
        if d["took"]:
            return T("{seat} takes a card", seat=who)
        return T("{seat} takes nothing", seat=who)
    if k == "smuggle":
        return T("{seat} smuggles {card} to {seat2}", seat=who, seat2=d["to"], card=d["card"])
    if k == "event":
        return T("{seat} draws the event {card}", seat=who, card=d["card"])
    if k == "event_done":
        return T("{card} is over", card=d["card"])
    if k == "unrest":
        return T("Civil Unrest closes the centre country until {seat}'s next turn", seat=who)
    if k == "unrest_ends":
        return T("The Civil Unrest is over")
    if k == "mixup_chosen":
        return T("{seat} has chosen a card to pass", seat=who)
    if k == "mixup_pass":
        if "card" in d:
            return T("{seat} passes {card} to {seat2}", seat=who, seat2=d["to"], card=d["card"])
        return T("{seat} passes a card to {seat2}", seat=who, seat2=d["to"])
    if k == "security":
        return T("Security Check: every hand is shown")
    if k == "game_over":
        if d["reason"] == "cap":
            return T("The safety limit is reached after round {n}", n=d["round"])
        return T("{seat} wins", seat=who)
    return None


CENTRE_POINTS = 20     # on the chart, the trip to the centre: above any standing on the way


def _progress(state) -> tuple:
    """The round and each player's points on the way: 10 for the home country plus the
    progress (the safety limit's ranking, at most 14), and 20 for the player who reached the
    centre (the winner's line ended lowest: the trip spent the items that count as progress)."""
    return state.round, [CENTRE_POINTS if state.end == "centre" and state.winner == s
                         else 10 * int(state.home_done[s]) + state.progress_points(s)
                         for s in range(state.num_players)]


GAME = GameDef(
    progress=_progress, progress_round=attrgetter("round"),
    progress_label=N_("Journey points (home 10, centre 20)"),
    id="itchy_feet",
    title=N_("Itchy Feet"),
    min_players=2,
    max_players=6,
    state_cls=ItchyFeetState,
    variants=VARIANTS,
    bots={"random": RandomBot, "simple": SimpleBot, "strong": strong},
    # the cap ends a game after at most 200 rounds; random play takes about 10 decisions a
    # turn (the trade builder's picks), so 25 is generous
    max_decisions=lambda n: 100 * n * 25,
    variant_choices={"safety_cap_rounds": _cap_choices},
    secret_zones=_secret_zones,
    invariants=_invariants,
    describe=_describe,
    determinize=determinize,
    evaluate=evaluate,
    playout_policy=playout_policy,
    designers=("Malachi Ray Rempen", "Maxime Rioux"),
    publisher="Itchy Feet", year=2017,      # self-published under the comic's brand
    blurb=N_("Grab, recycle, trade and steal the items for your trip home, then race to the "
             "country in the middle."),
    variant_titles={"ext_forbidden": N_("Forbidden Items"), "ext_special": N_("Special Items"),
                    "ext_events": N_("Events"), "ext_characters": N_("Characters"),
                    "ext_postcards": N_("Postcards"),
                    "max_offers_per_turn": N_("Declined offers a turn"),
                    "travel_is_free_move": N_("Travel is a free move"),
                    "safety_cap_rounds": N_("Round limit"),
                    "show_indices": N_("Playing-card corners")},
    value_labels={"safety_cap_rounds": {"0": N_("none")}},
    variant_help={
        "ext_forbidden": N_("Three Forbidden Items in the deck: nobody holding one may travel; "
                            "adds the Dump action"),
        "ext_special": N_("Five Special Items in the deck: Mousetrap, Mom's Credit Card, "
                          "Local Guide, Trading Post and the Poorly Drawn Map"),
        "ext_events": N_("Events in the deck, resolved at once when drawn"),
        "ext_characters": N_("Every player gets a character with a special ability"),
        "ext_postcards": N_("Postcards: pay one when travelling home to draw 2 more cards"),
        "max_offers_per_turn": N_("How many trade offers may be declined in one turn"),
        "travel_is_free_move": N_("House rule: travelling does not use your action"),
        "safety_cap_rounds": N_("End a game with no winner after this many rounds"),
        "show_indices": N_("Show the playing-card corner of each card (looks only)"),
    },
    variant_groups=[(N_("Extensions"), EXTENSIONS),
                    (N_("Table rules"), ["max_offers_per_turn", "travel_is_free_move",
                                         "safety_cap_rounds", "show_indices"])],
    presets={"first_game": {e: False for e in EXTENSIONS},
             "full": {**{e: True for e in EXTENSIONS}, "ext_postcards": False}},
    preset_titles={"first_game": N_("First game"), "full": N_("Full game")},
    names={"card": CARD_NAME, "cards": CARD_NAME, "country": COUNTRY_NAME,
           "character": CHARACTER_NAME, "kind": KIND_NAME,
           "kinds": KIND_NAME},
)

__all__ = ["GAME", "ItchyFeetState", "VARIANTS", "EXTENSIONS", "EVENTS", "FORBIDDEN",
           "PASSPORTS", "POSTCARDS", "SPECIAL", "WHITE"]
