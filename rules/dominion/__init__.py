"""Dominion, base set, first edition (2-4 players): all 7 basic and 25 kingdom cards.

Spec: shared/rules/dominion.md. The board-scene contract is in README.md beside this file.
"""
from __future__ import annotations

from itertools import combinations

from rules.core import Event, GameDef, ManyOf, RandomBot

from .bots import BOTS
from .cards import (ACTIONS, BASIC, CARDS, KINGDOM, NAME, RECOMMENDED, TREASURES, TURN_CAP,
                    VICTORIES)
from .state import DominionState, draw_pile_composition, vp_of

KINGDOM_MODES = ("first_game", "big_money", "interaction", "size_distortion", "village_square",
                 "random", "draft", "custom")
# "none" = first player at random; otherwise the 1-based seats that won the previous game of a
# series (rematch rule, §6.2), e.g. "2" or "1,3"
PREVIOUS_WINNERS = ("none",) + tuple(",".join(map(str, c)) for k in range(1, 5)
                                     for c in combinations(range(1, 5), k))

VARIANTS = {
    "kingdom": (KINGDOM_MODES, "first_game"),
    "custom_kingdom": (ManyOf(KINGDOM, 10), list(RECOMMENDED["first_game"])),
    "previous_winners": (PREVIOUS_WINNERS, "none"),
    "auto_treasures": ((True, False), True),
    "vp_counter": ((True, False), True),
    "turn_cap": ((True, False), True),
    "second_edition": ((False, True), False),
}


def _secret_zones(state) -> list:
    zones = []
    for seat in range(state.num_players):
        zones.append((seat, ("hands", seat)))
        # the owner may see the composition of their own draw pile (never its order: tested
        # separately); nobody else sees anything of it but its size
        zones.append((seat, ("decks", seat)))
    return zones


def _invariants(state) -> list:
    problems = []
    n = state.num_players
    if not state.supply:                     # kingdom draft still running
        return problems
    counts = {}

    def add(cards):
        for c in cards:
            counts[c] = counts.get(c, 0) + 1

    for c, left in state.supply.items():
        if left < 0:
            problems.append(f"Supply pile {c} is negative ({left})")
        counts[c] = counts.get(c, 0) + left
    add(state.trash)
    for s in range(n):
        mine = {}
        for zone in (state.decks[s], state.hands[s], state.discards[s], state.play[s],
                     state.aside[s]):
            add(zone)
            for c in zone:
                mine[c] = mine.get(c, 0) + 1
        if mine != state.owned[s]:
            problems.append(f"P{s + 1} owns {mine} but the counter says {state.owned[s]}")
        known = state.known[s]
        if state.decks[s][:len(known)] != known:
            problems.append(f"P{s + 1}'s known deck top {known} is not the top of the deck")
        if any(c not in CARDS for c in state.decks[s] + state.hands[s]):
            problems.append(f"P{s + 1} holds an unknown card")
    if counts != state.totals:
        diff = {c: counts.get(c, 0) - state.totals.get(c, 0)
                for c in set(counts) | set(state.totals)
                if counts.get(c, 0) != state.totals.get(c, 0)}
        problems.append(f"cards not conserved: {diff}")
    if len(state.supply) != 17:
        problems.append(f"{len(state.supply)} Supply piles, not 17")
    if state.phase != "over":
        if min(state.actions, state.buys, state.coins) < 0:
            problems.append(f"negative counters: actions {state.actions}, buys {state.buys}, "
                            f"coins {state.coins}")
        if not state.frames and not state.todo and any(state.aside):
            problems.append("set-aside cards left over between decisions")
    for s in range(n):
        if not 0 <= state.turns[s] <= TURN_CAP:
            problems.append(f"P{s + 1} has taken {state.turns[s]} turns")
    first_turns = state.turns[state.first]
    if state.phase != "draft" and any(not first_turns - 1 <= t <= first_turns
                                      for t in state.turns):
        problems.append(f"turn counts out of step: {state.turns}")
    if state.phase == "over" and state.pending() is not None:
        problems.append("the game is over but a decision is pending")
    return problems


def _zone(zone: str, names: list) -> str:
    kind, _, rest = zone.partition(":")
    if kind == "supply":
        return "the Supply"
    if kind == "trash":
        return "the Trash"
    if rest.isdigit() and int(rest) < len(names):
        who = names[int(rest)]
        return {"hand": f"{who}'s hand", "deck": f"{who}'s deck",
                "discard": f"{who}'s discard pile", "play": f"{who}'s play area",
                "set_aside": f"{who}'s set-aside cards"}.get(kind, zone)
    return zone


def _cards(cards) -> str:
    return ", ".join(NAME.get(c, c) for c in cards)


def _describe(event: Event, names: list) -> str | None:
    d = event.data
    who = names[d["seat"]] if isinstance(d.get("seat"), int) and d["seat"] < len(names) else ""
    k = event.kind
    card = NAME.get(d.get("card"), d.get("card"))
    if k == "turn":
        return f"{who} begins turn {d['turn']}"
    if k == "phase":
        played = d.get("treasures")
        if played:
            return f"{who}: Buy phase, plays {_cards(played)} (${d['coins']})"
        return f"{who}: {d['phase']} phase"
    if k == "cleanup":
        hand = d.get("hand")
        kept = _cards(hand) if hand is not None else f"{d['hand_count']} card(s)"
        return (f"{who} cleans up: discards {_cards(d['played']) or 'no played cards'} "
                f"and {kept or 'an empty hand'} from hand")
    if k == "play":
        return f"{who} plays {card}" + (" (Throne Room)" if d.get("via") else "")
    if k == "replay":
        return f"{who} plays {card} again (Throne Room)"
    if k == "treasures":
        return f"{who} plays {_cards(d['cards'])} (${d['coins']})"
    if k == "buy":
        return f"{who} buys {card} for ${d['cost']}"
    if k == "gain":
        return f"{who} gains {card} from {_zone(d['from'], names)} to {_zone(d['to'], names)}"
    if k == "draw":
        cards = d.get("cards")
        return f"{who} draws {_cards(cards) if cards else str(d['count']) + ' card(s)'}"
    if k == "shuffle":
        return f"{who} shuffles {d['count']} cards into a new deck"
    if k == "discard":
        cards = d.get("cards")
        what = _cards(cards) if cards else f"{d['count']} card(s)"
        return f"{who} discards {what} from {_zone(d['from'], names)}"
    if k == "trash":
        return f"{who} trashes {_cards(d['cards'])}"
    if k == "reveal":
        return f"{who} reveals {_cards(d['cards'])}"
    if k == "reveal_hand":
        return f"{who} reveals a hand with no Victory card: {_cards(d['cards']) or 'nothing'}"
    if k == "topdeck":
        return f"{who} puts {card} on top of their deck"
    if k == "set_aside":
        return f"{who} sets aside {card}"
    if k == "take":
        return f"{who} puts {_cards(d['cards'])} into their hand"
    if k == "moat":
        return f"{who} reveals Moat and is unaffected"
    if k == "bonus":
        parts = [f"+{d[key]} {label}" for key, label in (("actions", "Action(s)"),
                                                          ("buys", "Buy(s)")) if d[key]]
        if d["coins"]:
            parts.append(f"+${d['coins']}")
        return f"{who} gets {', '.join(parts)} from {card}"
    if k == "deck_to_discard":
        return f"{who} puts their deck ({d['count']} cards) into the discard pile"
    if k == "first_player":
        return f"{who} is the first player"
    if k == "draft_pick":
        return f"{who} picks {card} for the kingdom"
    if k == "kingdom":
        return f"Kingdom: {_cards(d['cards'])}"
    if k == "game_over":
        why = {"provinces": "the Provinces ran out", "three piles": "three Supply piles are empty",
               "turn cap": f"the {TURN_CAP}-turn cap was reached"}.get(d["reason"], d["reason"])
        scores = ", ".join(f"{names[s] if s < len(names) else s}: {v} VP"
                           for s, v in enumerate(d["scores"]))
        return f"Game over: {why}. {scores}"
    return None


GAME = GameDef(
    id="dominion",
    title="Dominion",
    min_players=2,
    max_players=4,
    state_cls=DominionState,
    variants=VARIANTS,
    bots={"random": RandomBot, **BOTS},
    # the safety cap ends a game after 100 turns per player; 25 decisions a turn is generous
    max_decisions=lambda n: 25 * TURN_CAP * n,
    secret_zones=_secret_zones,
    invariants=_invariants,
    describe=_describe,
    blurb="Build a deck of treasure, victory and kingdom cards; the most VP wins.",
    variant_titles={"kingdom": "Kingdom", "custom_kingdom": "Custom kingdom",
                    "previous_winners": "Previous winners", "auto_treasures": "Auto Treasures",
                    "vp_counter": "VP counter", "turn_cap": "Turn limit",
                    "second_edition": "2nd-edition texts"},
    value_labels={
        "kingdom": {"first_game": "First Game", "big_money": "Big Money",
                    "interaction": "Interaction", "size_distortion": "Size Distortion",
                    "village_square": "Village Square", "random": "Random 10",
                    "draft": "Draft at the table", "custom": "Custom (below)"},
        "custom_kingdom": {card: NAME[card] for card in KINGDOM},
        "previous_winners": {"none": "none (random first player)",
                             **{v: ("seats " if "," in v else "seat ") + v.replace(",", " & ") for v in PREVIOUS_WINNERS
                                if v != "none"}},
    },
)

__all__ = ["GAME", "DominionState", "vp_of", "draw_pile_composition", "VARIANTS",
           "KINGDOM_MODES", "BASIC", "KINGDOM", "ACTIONS", "TREASURES", "VICTORIES"]
