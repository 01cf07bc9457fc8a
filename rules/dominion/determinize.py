"""A full Dominion state that agrees with one seat's view, for the search of the `strong` bot.

What a seat knows: everything public (Supply, trash, cards in play and set aside, every
player's owned cards - gains are public - hand, deck and discard sizes, discard tops, the
known tops of decks, the machine's public to-do list), its own hand, and the make-up of its own
discard pile. What it does not: the order of any deck, the cards in other hands, the rest of
other discard piles. Those are sampled: each player's unknown cards are their owned cards minus
every card whose place is known, shuffled and dealt into hand, deck and discard to the sizes
the view shows. The search asks for the seat about to decide; the frames then open are all
its own (Dominion never stacks frames of two seats), which its view carries whole.
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.search import bare_state

from .state import DominionState


def _minus(counts: dict, cards) -> dict:
    left = dict(counts)
    for c in cards:
        left[c] = left.get(c, 0) - 1
    return left


def _pool(counts: dict) -> list:
    out = []
    for card, k in counts.items():
        if k < 0:
            raise ValueError(f"the view holds more {card} than its owner owns")
        out.extend([card] * k)
    return out


def determinize(view: dict, seat: int, rng: Rng) -> DominionState:
    n = view["num_players"]
    machine = view["machine"]
    if machine["frames"] is None:
        raise ValueError("another seat is in the middle of a choice: only the seat about to "
                         "decide can be sampled now")
    state = bare_state(DominionState, view, rng, [dict(f) for f in machine["frames"]])
    for key in ("phase", "current", "first", "actions", "buys", "coins", "turns",
                "end_reason"):
        setattr(state, key, view[key] if not isinstance(view[key], list) else list(view[key]))
    state.kingdom = list(view["kingdom"])
    state.supply = dict(view["supply"])
    state.trash = list(view["trash"])
    state.play = [list(p) for p in view["in_play"]]
    state.aside = [list(a) for a in view["set_aside"]]
    state.known = [list(k) for k in view["known_tops"]]
    state.owned = [dict(o) for o in view["owned"]]
    state.totals = dict(machine["totals"])
    for key in ("todo", "protected", "thief_trashed", "draft", "bought", "treasure_phase",
                "gains_now", "gains_prev"):
        value = machine[key]
        setattr(state, key, [list(v) if isinstance(v, list) else v for v in value]
                if isinstance(value, list) else value)
    state.hands, state.decks, state.discards = [], [], []
    for s in range(n):
        known_top = state.known[s]
        placed = state.play[s] + state.aside[s] + known_top
        if s == seat:
            hand = list(view["hand"])
            discard_counts = view["my_discard"]
            discard = _pool(discard_counts)
            rng.shuffle(discard)
            top = view["discard_tops"][s]
            if top is not None:                 # the visible top stays on top
                discard.remove(top)
                discard.append(top)
            unknown = _pool(_minus(state.owned[s], placed + hand + discard))
            rng.shuffle(unknown)
            deck = known_top + unknown
        else:
            top = view["discard_tops"][s]
            unknown = _pool(_minus(state.owned[s], placed + ([top] if top else [])))
            rng.shuffle(unknown)
            hand_size = view["hand_sizes"][s]
            deck_size = view["deck_sizes"][s] - len(known_top)
            hand, unknown = unknown[:hand_size], unknown[hand_size:]
            deck = known_top + unknown[:deck_size]
            discard = unknown[deck_size:] + ([top] if top else [])
        state.hands.append(hand)
        state.decks.append(deck)
        state.discards.append(discard)
    state.after_load()
    state.touch()
    return state

