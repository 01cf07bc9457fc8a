"""A full Nauticus state that agrees with one seat's view, for the search of the `strong` bot.

Nauticus hides nothing that exists yet (spec 4.15): every holding, stack and the current deal
are public, so the state is rebuilt from the view whole (the machinery of the turn - the open
frames and the acting seat's turn - is the view key `machine`). The only unknown is the deal of
later rounds, which the state's generator makes when a round starts; the search gives every
sample a generator of its own, so each sample meets other deals.
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.search import bare_state
from rules.core.state import copy_data

from .state import NauticusState

PLAYER_KEYS = ("vp", "taler", "workers", "warehouse", "delivered", "pass_tiles", "passes",
               "extra", "crown_vp", "vp_by")


def _player(seen: dict) -> dict:
    player = {k: copy_data(seen[k]) for k in PLAYER_KEYS}
    player["ships"] = [{"slots": [dict(slot) for slot in ship["slots"]],
                        "finished": ship["finished"], "crest": ship["crest"]}
                       for ship in seen["ships"]]
    return player


def determinize(view: dict, seat: int, rng: Rng) -> NauticusState:
    machine = view["machine"]
    state = bare_state(NauticusState, view, rng, copy_data(machine["frames"]))
    for key in ("first_player", "rounds", "round", "phase", "chooser", "wheel_offset",
                "anchor_space", "over"):
        setattr(state, key, view[key])
    state.space_tiles = {space["id"]: space["tile"] for space in view["spaces"]}
    state.face_up = {space["tile"]: space["face_up"] for space in view["spaces"]}
    state.stock = dict(view["stock"])
    state.players = [_player(p) for p in view["players"]]
    current = view["current"]
    state.current = None if current is None else {
        "space": current["space"], "action": current["action"],
        "order": list(current["order"]), "idx": current["idx"]}
    state.turn = None if machine["turn"] is None else dict(machine["turn"])
    state.after_load()
    state.touch()
    return state
