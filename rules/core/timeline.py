"""A finished (or running) game's standing round by round: the results chart and the replay
timeline both draw it.

The game is played again from its first state along its history, and the game's
`progress(state)` hook is asked after every move; one point is kept per round (the standing
when the round began, plus the final standing). Pure: no pygame, no clock.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Timeline:
    """label: what the values are ("VP", "Money"), a rule text.
    rounds: the round of each point; steps: the move number where that point stands;
    values: per point, one standing per seat. The last point is the end of the history."""

    label: str
    rounds: list = field(default_factory=list)
    steps: list = field(default_factory=list)
    values: list = field(default_factory=list)

    def series(self, seat: int) -> list:
        return [v[seat] for v in self.values]

    def round_start(self, round_number: int) -> int | None:
        """The move number where `round_number` began, or None if the game never got there."""
        for r, step in zip(self.rounds, self.steps):
            if r == round_number:
                return step
        return None

    def round_at(self, step: int) -> int | None:
        """The round being played at move `step`."""
        found = None
        for r, s in zip(self.rounds, self.steps):
            if s <= step:
                found = r
        return found


class Recorder:
    """Builds a Timeline move by move, for a caller that plays the game itself (the table
    plays a finished game once for the results chart and the replay viewer: events,
    checkpoints and chart together): `note(state, step)` at the start and after every move,
    `end(state, steps)` once the history is done."""

    def __init__(self, game):
        self.game = game
        self.line = Timeline(game.progress_label)

    def note(self, state, step: int, final: bool = False) -> None:
        line = self.line
        same_round = self.game.progress_round
        if not final and same_round is not None and line.rounds and \
                same_round(state) == line.rounds[-1]:
            return                  # its standing was kept when the round began
        round_number, values = self.game.progress(state)
        if final and line.rounds and line.steps[-1] == step:
            line.values[-1] = list(values)
        elif final or not line.rounds or round_number != line.rounds[-1]:
            line.rounds.append(round_number)
            line.steps.append(step)
            line.values.append(list(values))

    def end(self, state, steps: int) -> Timeline:
        if self.line.steps[-1] != steps:      # the end, also in the middle of a round
            self.note(state, steps, final=True)
        return self.line


def option_ids(history) -> list:
    """A history's option ids: it is kept as (seat, id) pairs, or given as bare ids."""
    return [entry[1] if isinstance(entry, (list, tuple)) else entry for entry in history]


def timeline(game, start_state, history) -> Timeline | None:
    """The standing at the start of every round of `history` (option ids, or (seat, id) pairs)
    played from `start_state` (changed in place), and at its end, for a headless caller that
    wants the chart alone; None if the game has no
    `progress` hook. (At the end of a game the standing is the score for every game that
    counts its score as it goes; a game decided otherwise, Itchy Feet's race to the centre,
    shows the standing the race was run with.)"""
    if game.progress is None:
        return None
    recorder = Recorder(game)
    state = start_state
    recorder.note(state, 0)
    for step, option_id in enumerate(option_ids(history), start=1):
        state.apply(option_id)
        recorder.note(state, step)
    return recorder.end(state, len(history))
