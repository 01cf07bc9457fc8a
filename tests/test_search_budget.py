"""`strong` never overruns its thinking budget by more than 10 % (issue 15): measured in work,
not wall time. A fake clock advances only when the rules do work (every `apply` and `copy` of a
state costs a millisecond), so the test is exact and independent of the machine's load."""
import pytest

from rules.core import RandomBot
from tests.games import ALL

STRONG = [g for g in ALL if "strong" in g.bots and g.determinize is not None]
BUDGET_MS = 60
MS_PER_STEP = 1.0


class WorkClock:
    def __init__(self):
        self.ms = 0.0

    def __call__(self) -> float:
        return self.ms / 1000


def charge_work(monkeypatch, cls, clock: WorkClock) -> None:
    """Every apply and copy of a `cls` state moves the clock on (the search's own work)."""
    for name in ("apply", "copy"):
        original = getattr(cls, name)

        def costly(self, *args, _original=original, **kwargs):
            clock.ms += MS_PER_STEP
            return _original(self, *args, **kwargs)
        monkeypatch.setattr(cls, name, costly)


@pytest.mark.parametrize("game", STRONG, ids=lambda g: g.id)
def test_strong_stops_within_ten_percent_of_its_budget(game, monkeypatch):
    players = game.min_players
    clock = WorkClock()
    asked = 0
    for seed in range(21, 31):               # a short game (Gavel) needs more than one
        state = game.new(players, seed)
        walker = RandomBot(0, seed)
        bots = [game.bot("strong", s, 5, budget_ms=BUDGET_MS, clock=clock)
                for s in range(players)]
        for step in range(400):
            decision = state.pending()
            if decision is None or asked == 8:
                break
            if step % 3 == 0 and len(decision.options) > 1:
                view = state.view(decision.seat)
                charge_work(monkeypatch, type(state), clock)
                start = clock.ms
                option = bots[decision.seat].choose(view, decision)
                spent = clock.ms - start
                monkeypatch.undo()
                assert option in decision.options
                assert spent <= 1.1 * BUDGET_MS, (seed, step, decision.prompt, spent)
                asked += 1
            state.apply(walker.choose(None, decision))
    assert asked == 8
