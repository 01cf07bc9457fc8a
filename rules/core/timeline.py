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


def timeline(game, start_state, history) -> Timeline | None:
    """The standing at the start of every round of `history` (option ids, or (seat, id) pairs)
    played from `start_state` (changed in place), and at its end; None if the game has no
    `progress` hook. (At the end of a game the standing is the score for every game that
    counts its score as it goes; a game decided otherwise, Itchy Feet's race to the centre,
    shows the standing the race was run with.)"""
    if game.progress is None:
        return None
    line = Timeline(game.progress_label)
    state = start_state

    def note(step: int, final: bool = False) -> None:
        round_number, values = game.progress(state)
        if final and line.rounds and line.steps[-1] == step:
            line.values[-1] = list(values)
        elif final or not line.rounds or round_number != line.rounds[-1]:
            line.rounds.append(round_number)
            line.steps.append(step)
            line.values.append(list(values))

    note(0)
    for step, entry in enumerate(history, start=1):
        option_id = entry[1] if isinstance(entry, (list, tuple)) else entry
        state.apply(option_id)
        note(step)
    if line.steps[-1] != len(history):       # the end, also in the middle of a round
        note(len(history), final=True)
    return line
