"""Hermagor's `strong` bot (rules/hermagor/strong.py): money margins as values, lean sampled
states, paired comparison that drops rivals clearly no better. Its legal and reproducible
play is checked with the other games' in tests/test_generic_search.py."""
from rules.core import Rng
from rules.hermagor import GAME, strong
from rules.hermagor.determinize import determinize

from .helpers import positions, round_two_market


def test_a_margin_is_the_money_over_the_best_other_seat():
    assert strong.margins([30, 20, 25]) == [5.0, -10.0, -5.0]
    assert strong.margins([12, 12]) == [0.0, 0.0]


def test_evaluate_waits_for_the_next_market_and_counts_final_income_as_a_margin():
    state = round_two_market(strong.evaluate)
    values = strong.evaluate(state)
    finals = strong.estimated_finals(state)
    assert values == [finals[0] - finals[1], finals[1] - finals[0]]
    richer = state.copy()
    richer.money[1] += 30
    assert strong.evaluate(richer)[1] == values[1] + 30


def test_a_rollout_plays_on_as_simple_and_is_worth_the_final_margin_in_the_last_round():
    state = next(s for s in positions(2, seed=3) if s.round == 5 and s.stage == "actions")
    search = GAME.bot("strong", state.pending().seat, 1, iterations=8).search
    played = state.copy()
    value = search.playout(played, None, Rng(2))
    assert played.pending() is None
    assert value == strong.margins(played.result().scores)     # the margin, not the bare win
    reference = state.copy()
    simple = [GAME.bot("simple", s, 0) for s in range(2)]
    while (decision := reference.pending()) is not None:
        reference.apply(simple[decision.seat].choose(reference.view(decision.seat), decision))
    assert played.history == reference.history


def test_an_earlier_rollout_stops_at_the_next_market():
    state = next(s for s in positions(2, seed=3) if s.round == 2 and s.stage == "actions")
    search = GAME.bot("strong", state.pending().seat, 1, iterations=8).search
    played = state.copy()
    value = search.playout(played, None, Rng(2))
    assert played.round == 3 and strong.playout.calm(played)
    assert value == strong.evaluate(played)


def test_a_lean_sample_stays_lean_in_its_copies_and_agrees_with_the_view():
    state = next(s for s in positions(2, seed=5) if s.stage == "actions")
    seat = state.pending().seat
    view = state.view(seat)
    sample = strong.lean_determinize(view, seat, Rng(4))
    full = determinize(view, seat, Rng(4))
    copy = sample.copy()
    assert isinstance(copy, strong.ImaginedState) and copy._lean
    assert copy.pending().ids == [i for i in full.pending().ids if not i.startswith("move:")]
    assert not any(o.label for o in copy.pending().options)
    assert full.view(seat) == view


class _Scripted(strong.MarginSearch):
    """Playouts worth a fixed amount per candidate plus shared luck (the same chance seed gives
    every candidate the same luck, as in the real search)."""

    worth: dict = {}

    def playout(self, state, deadline, rng=None):
        luck = rng.below(21) - 10
        value = self.worth[state.chosen] + luck
        return [value, -value]


class _Stub:
    """A stand-in sampled state: remembers which candidate was applied."""

    def __init__(self):
        self.rng = None
        self.chosen = None

    def copy(self):
        return _Stub()

    def apply(self, option_id):
        self.chosen = option_id


def _compare(worth: dict, iterations: int):
    search = _Scripted(lambda view, seat, rng: _Stub(), 0, Rng(3),
                       options=lambda s, d: [], min_rounds=6)
    search.worth = worth
    from rules.core import Option
    candidates = [Option(k) for k in worth]
    gains = search.compare({}, candidates, iterations, None)
    return search, gains


def test_rivals_clearly_no_better_are_dropped_and_the_budget_is_not_spent():
    search, gains = _compare({"fav": 5, "worse": 0, "same": 5}, iterations=400)
    assert search.iterations < 400 // 3           # stopped once no rival was in question
    assert search.pick(gains) == 0                # the favourite stands
    assert all(g == 0 for g in gains[2])          # the luck cancels out of paired gains


def test_a_clearly_better_rival_replaces_the_favourite():
    search, gains = _compare({"fav": 0, "worse": -3, "better": 2}, iterations=120)
    assert search.pick(gains) == 2
    assert len(gains[2]) == len(gains[0]) > len(gains[1])    # the worse one was dropped early


def test_a_rival_must_gain_at_least_a_coin():
    search, gains = _compare({"fav": 0, "slightly": 0.5}, iterations=60)
    assert all(g == 0.5 for g in gains[1])
    assert search.pick(gains) == 0


def test_the_strong_bot_is_the_margin_searching_one():
    # its legal and reproducible play: tests/test_generic_search.py
    assert isinstance(GAME.bot("strong", 1, 0), strong.StrongBot)


class _Horizons(_Scripted):
    """Short rollouts always say the same (no luck before the next market); rollouts to the
    end of the game say something else, with luck."""

    short: dict = {}

    def playout(self, state, deadline, rng=None):
        if self.depth is None:
            return super().playout(state, deadline, rng)
        value = self.short[state.chosen]
        return [value, -value]


def _deep_compare(deep: bool, whole: int = -5):
    search = _Horizons(lambda view, seat, rng: _Stub(), 0, Rng(3),
                       options=lambda s, d: [], min_rounds=1, depth=1)
    search.deep = deep
    search.short = {"fav": 0, "rival": 12}          # a short horizon's verdict
    search.worth = {"fav": 0, "rival": whole}       # what the whole game says
    from rules.core import Option
    gains = search.compare({}, [Option("fav"), Option("rival")], 400, None)
    return search, gains


def test_a_short_budget_trusts_the_short_rollouts():
    search, gains = _deep_compare(deep=False)
    assert set(gains[1]) == {12} and search.pick(gains) == 1
    assert search.confirmed is None and search.depth == 1


def test_a_deep_budget_checks_the_short_pick_by_whole_games_once_short_rollouts_repeat():
    search, gains = _deep_compare(deep=True)
    assert search.confirmed is False and search.pick(gains) == 0      # overruled
    assert search.depth == 1 and search.min_rounds == 1               # restored
    search, gains = _deep_compare(deep=True, whole=3)
    assert search.confirmed is True and search.pick(gains) == 1       # confirmed
    host = GAME.bot("strong", 0, 1, budget_ms=1000, clock=lambda: 0.0)
    assert host.search.deep and not GAME.bot("strong", 0, 1, budget_ms=100,
                                             clock=lambda: 0.0).search.deep
