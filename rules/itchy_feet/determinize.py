"""A full Itchy Feet state that agrees with one seat's view, for the search of the `strong` bot.

What a seat knows: the public table (countries, characters, the discard pile, hand and pile
sizes, the Civil Unrest marker, the open offer, the machine's to-do list), its own hand, its
own open frame, its own Baggage Mix-up choice, and its memory of the others' hands
(`known`, which the rules keep truthful). The unknown cards - the other hands beyond what is
known and the draw pile - are sampled: every card in the game whose place the seat does not
know is shuffled, the others' hands are filled from the non-Event ones (Events are never held)
and the rest, with the Events, is the draw pile in a random order. Which of the six passports
are in the game is sampled too (hidden ones are indistinguishable).
"""
from __future__ import annotations

from collections import Counter

from rules.core import Rng
from rules.core.search import bare_state
from rules.core.state import copy_data

from .cards import PASSPORTS, WHITE, deck_extras, is_event, is_forbidden, is_passport
from .state import ItchyFeetState

_COPIED = ("homes", "centre", "home_done", "characters", "discard", "unrest", "first",
           "active", "round", "stage", "declined", "smuggled", "travelled", "offer", "winner",
           "end", "asked")


def determinize(view: dict, seat: int, rng: Rng) -> ItchyFeetState:
    n = view["num_players"]
    machine = view["machine"]
    if machine["frames_open"] and machine["frame"] is None:
        raise ValueError("another seat is in the middle of a choice: only the seat about to "
                         "decide can be sampled now")
    state = bare_state(ItchyFeetState, view, rng,
                       [copy_data(machine["frame"])] if machine["frame"] is not None else [])
    for key in _COPIED:
        setattr(state, key, copy_data(view[key]))
    state.tasks = copy_data(machine["tasks"])
    known_row = copy_data(view["known"])
    state.known = [[[] for _ in range(n)] for _ in range(n)]
    state.known[seat] = known_row

    hand = list(view["hand"])
    placed = Counter(hand) + Counter(view["discard"])
    if view["unrest"] is not None:
        placed["EV-UNREST"] += 1
    for t in range(n):
        placed += Counter(known_row[t])
    for f in state.frames:
        if f.get("purpose") == "guide":
            placed += Counter(f["ctx"]["look"])
    placed += Counter(t[1] for t in state.tasks if t[0] == "event_end")   # being resolved
    seen_passports = [p for p in PASSPORTS if placed[p]]
    hidden_passports = [p for p in PASSPORTS if not placed[p]]
    rng.shuffle(hidden_passports)
    in_game = seen_passports + hidden_passports[:n - len(seen_passports)]
    state.passports = sorted(in_game, key=PASSPORTS.index)
    unknown = list((Counter(WHITE + in_game + deck_extras(state.variants)) - placed).elements())
    rng.shuffle(unknown)
    holdable = [c for c in unknown if not is_event(c)]
    events = [c for c in unknown if is_event(c)]
    state.hands = []
    for t in range(n):
        if t == seat:
            state.hands.append(hand)
            continue
        extra = view["hand_sizes"][t] - len(known_row[t])
        state.hands.append(list(known_row[t]) + holdable[:extra])
        holdable = holdable[extra:]
    state.pile = holdable + events
    rng.shuffle(state.pile)
    state.mixup = {}
    if machine["mixup"] is not None:
        state.mixup[str(seat)] = machine["mixup"]
    for other in machine["mixup_chosen"]:
        if other != seat:
            state.mixup[str(other)] = state.hands[other][rng.below(len(state.hands[other]))]
    state.after_load()
    state.touch()
    return state


def evaluate(state) -> list:
    """Per seat in 0..1 for a cut playout (§10.3): home, covered requirements, a passport, no
    Forbidden Item, against the best opponent."""
    scores = []
    for s in range(state.num_players):
        hand = state.hands[s]
        scores.append(1000 * state.home_done[s] + 300 * state.coverage(s)
                      + 150 * any(is_passport(c) for c in hand)
                      - 200 * sum(is_forbidden(c) for c in hand))
    out = []
    for s, mine in enumerate(scores):
        best = max(v for t, v in enumerate(scores) if t != s)
        out.append(min(1.0, max(0.0, 0.5 + (mine - best) / 5000)))
    return out

