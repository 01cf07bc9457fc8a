"""Build Hotel Tycoon positions as the spec's worked examples describe them, and play them with
scripted dice."""
from __future__ import annotations

from rules.core import ScriptedRng
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.data import ENTRANCES_TOTAL, HOTELS


def table(n=3, cash=None, planes=None, owner=None, level=None, entrances=None, current=0,
          variants=None, turn_id=5, acquired=None, humans=None):
    """A state at the start of `current`'s turn (its roll decision) with exactly the given
    facts; seats are 0-based (P1 = 0). P1 moves first unless the variants say otherwise.
    Owned plots were acquired in an earlier turn unless `acquired` says otherwise;
    `entrances` maps a square id ("S04") to its plot."""
    chosen = {"first_player": "P1", **(variants or {})}
    chosen = GAME.check_variants(chosen, n, humans)
    state = GAME.state_cls.create(n, 1, chosen)
    if cash:
        for seat, amount in cash.items():
            state.cash[seat] = amount
    if planes:
        for seat, square in planes.items():
            state.planes[seat] = square
    for plot, seat in (owner or {}).items():
        state.owner[plot] = seat
        state.acquired[plot] = 0
    for plot, lvl in (level or {}).items():
        state.level[plot] = lvl
        if lvl >= HOTELS[plot]["buildings"]:
            state.completed[plot] = 0           # completed in an earlier turn
    state.entrances = dict(entrances or {})
    state.supply = ENTRANCES_TOTAL - len(state.entrances)
    state.acquired.update(acquired or {})
    state.turn_id = turn_id
    state.current = current
    state.phase = "roll"
    state.touch()
    assert not GAME.invariants(state), GAME.invariants(state)
    return state


def dice(state, *values):
    """The next die results, in the order the rules roll them (movement, permit, nights)."""
    state.rng = ScriptedRng(list(values))


def do(state, *option_ids):
    """Apply options in turn; return all the events."""
    events = []
    for option_id in option_ids:
        events += state.apply(option_id)
        problems = GAME.invariants(state)
        assert not problems, problems
    return events


def ids(state):
    return state.pending().ids


def prompt(state):
    return state.pending().prompt


def kinds(events):
    return [e.kind for e in events]
