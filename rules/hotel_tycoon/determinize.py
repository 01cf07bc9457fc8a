"""A full Hotel Tycoon state from one seat's view, for the search of the `strong` bot.

Nothing is hidden in this game (spec §4.10): the view carries every field of the state and the
open auction's frame, so the sample is the position itself; only the future dice are unknown,
and the search gives each sample a fresh generator for them.
"""
from __future__ import annotations

from rules.core.state import copy_data

from .state import FIELDS, HotelState


def determinize(view: dict, seat: int, rng) -> HotelState:
    state = HotelState.create(view["num_players"], rng.below(2 ** 31), view["variants"])
    for name in FIELDS:
        setattr(state, name, copy_data(view[name]))
    state.eliminated = list(view["eliminated"])
    state.frames = copy_data(view["frames"])
    state.steps = view["steps"]
    state.touch()
    return state
