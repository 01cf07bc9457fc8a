"""What the table keeps of a game's moves: every event (the log) and where undo can go back to.

One `Record` follows a game move by move: live, as the match applies each move, and once when a
game is loaded, by the save's own replay (`saves.parse(watch=...)`): the save is checked and the
log and undo points are rebuilt in the same pass, instead of the game being played twice.

An undo point is (seat, step, state) before each person's decision. The state is kept only
since the last barrier (a draw, a die, a reveal: `State.barrier_step`); behind it, only the
step, and only where undo may assist (one person against bots): an assisted undo replays the
moves to it. A state a decision would make long games slow to load and play.
"""
from __future__ import annotations


def may_assist(setup) -> bool:
    """One person against bots: undo may also go past hidden information (a draw, a die, a
    bot's move; the game is then counted as assisted). Never at a table of people, where it
    would take back another's move or show one person what another has seen."""
    return sum(1 for s in setup.seats if not s.is_bot) == 1


class Record:
    """Made empty and started at a game's first position (`start`): a save's replay knows the
    setup only once it has read the file."""

    def start(self, setup, state) -> "Record":
        """Start from `state`, a game's first position (its opening events begin the log)."""
        self.people = {seat for seat, s in enumerate(setup.seats) if not s.is_bot}
        self.may_assist = may_assist(setup)
        self.events: list = state.opening_events()
        self.snapshots: list = []     # (seat, step, state or None) before a person's decision
        self.marks: dict = {}         # step -> the log's length before it, for each snapshot
        self._open = 0                # snapshots from here on hold states (none behind a barrier)
        return self

    # the save's replay calls these (saves.parse's `watch`); so does Match.apply
    def before(self, state, decision) -> None:
        """`decision`, pending in `state`, is about to be answered."""
        if decision.seat in self.people:
            self.marks[state.steps] = len(self.events)
            self.snapshots.append((decision.seat, state.steps, state.copy()))

    def after(self, state, events: list) -> None:
        """The move was applied: `events` join the log."""
        self.events.extend(events)
        if state.barrier_step == state.steps:       # this move drew or revealed
            self._behind_barrier()

    def _behind_barrier(self) -> None:
        if not self.may_assist:
            self.snapshots.clear()
            self.marks.clear()
        for k in range(self._open, len(self.snapshots)):
            seat, step, _state = self.snapshots[k]
            self.snapshots[k] = (seat, step, None)
        self._open = len(self.snapshots)

    def back_to(self, step: int, state) -> None:
        """Undo restored `state`, the position before move `step` (a kept one: since the last
        barrier, so every point before it stays as it was): forget what came after."""
        del self.events[self.marks[step]:]
        self.snapshots = [s for s in self.snapshots if s[1] < step]
        self.marks = {k: v for k, v in self.marks.items() if k < step}
        self._open = next((k for k, s in enumerate(self.snapshots)
                           if s[1] >= state.barrier_step), len(self.snapshots))

