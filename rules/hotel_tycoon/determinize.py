"""A full Hotel Tycoon state from one seat's view, for the search of the `strong` bot.

Nothing is hidden in this game (spec §4.10): the view carries every field of the state and the
open auction's frame, so the sample is the position itself; only the future dice are unknown,
and the search gives each sample a fresh generator for them. The position is built once per
view and copied for every sample (a search asks hundreds of times with the same view).
"""
from __future__ import annotations

from rules.core.state import copy_data

from .state import FIELDS, HotelState

_last: list = [None, None]        # [the view last asked about, its position]


def determinize(view: dict, seat: int, rng) -> HotelState:
    if _last[0] is not view or _last[1].steps != view["steps"]:
        _last[0], _last[1] = view, _position(view, rng.below(2 ** 31))
    state = _last[1].copy()
    state.rng = rng.fork(1)                   # its own future dice
    return state


def _position(view: dict, seed: int) -> HotelState:
    state = HotelState.create(view["num_players"], seed, view["variants"])
    for name in FIELDS:
        setattr(state, name, copy_data(view[name]))
    state.eliminated = list(view["eliminated"])
    state.frames = copy_data(view["frames"])
    state.steps = view["steps"]
    state.touch()
    return state
