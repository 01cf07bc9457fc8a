"""A finished game played once more from its setup along its history, for what is shown after
it: the results chart (its standing round by round) and the replay viewer (every event by move,
and saved positions to jump from). The results screen plays it once and hands it on, so that
"Watch replay" does not play the whole game again.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import rules
from rules.core.timeline import Recorder, Timeline, option_ids

CHECKPOINT = 25            # a saved position every this many moves makes stepping back quick


@dataclass
class Played:
    """events: (move number, event) for every event (the opening at 0); checkpoints: move
    number -> state.to_dict(); timeline: the standing round by round, None for a game without
    `progress` (or whose `progress` failed: a chart is a bonus)."""

    history: list
    events: list = field(default_factory=list)
    checkpoints: dict = field(default_factory=dict)
    timeline: Timeline | None = None


def play_through(setup, history: list) -> Played:
    """`history` (option ids, or (seat, id) pairs) played from `setup`'s first state. The last
    few are kept (read only, as the replay already shares them): a finished game's results shown
    again (its save opened from the load list) ask for the same one."""
    ids = option_ids(history)
    key = game_key(setup, ids)
    played = _kept.pop(key, None)
    if played is None:
        played = _play_through(setup, ids)
    _kept[key] = played                 # the newest last
    while len(_kept) > KEPT:
        _kept.pop(next(iter(_kept)))
    return played


KEPT = 3
_kept: dict = {}        # (setup, moves) -> Played, the most recent last


def game_key(setup, ids: list) -> tuple:
    """One finished game, as a key: its setup and its moves (option ids)."""
    return (setup.game, len(setup.seats), setup.seed, json.dumps(setup.variants, sort_keys=True),
            tuple(setup.humans), tuple(ids))


def _play_through(setup, ids: list) -> Played:
    game = rules.get(setup.game)
    state = setup.new_state()
    played = Played(ids, [(0, e) for e in state.opening_events()], {0: state.to_dict()})
    standing = Recorder(game) if game.progress is not None else None

    def note(step: int) -> None:
        nonlocal standing
        try:
            if standing is not None:
                standing.note(state, step)
        except Exception:       # the scrubber must work even where the chart cannot
            standing = None

    note(0)
    for step, option_id in enumerate(ids, start=1):
        played.events += [(step, e) for e in state.apply(option_id)]
        if step % CHECKPOINT == 0:
            played.checkpoints[step] = state.to_dict()
        note(step)
    try:
        played.timeline = standing.end(state, len(ids)) if standing is not None else None
    except Exception:
        played.timeline = None
    return played
