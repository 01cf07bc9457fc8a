"""Nauticus' `strong` bot (rules/nauticus/strong.py): rollouts played on by `simple` to the next
round's start (to the end in the last round), judged by point margins; a rival replaces simple's
choice only when it gains at least MIN_GAIN; within its budget. Its legal and reproducible play
is checked with the other games' in tests/test_generic_search.py."""
from rules.core import Rng
from rules.nauticus import GAME, playout, strong
from rules.nauticus.bots import SimpleBot

from .helpers import positions


def test_a_margin_is_the_score_over_the_best_other_seat():
    assert strong.margins([30, 20, 25]) == [5.0, -10.0, -5.0]
    assert strong.margins([12, 12]) == [0.0, 0.0]


def _play_simple(state) -> None:
    bots = [SimpleBot(s, 0) for s in range(state.num_players)]
    while (decision := state.pending()) is not None:
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision))


def test_a_last_round_rollout_plays_on_as_simple_to_the_end_and_counts_the_final_margin():
    state = next(s for s in positions(2, seed=3) if s.round == s.rounds and s.phase == 2)
    search = GAME.bot("strong", state.pending().seat, 1).search
    played = state.copy()
    value = search.playout(played, None)
    assert played.pending() is None
    assert value == strong.margins(playout.estimated_scores(played))
    reference = state.copy()
    _play_simple(reference)
    assert played.history == reference.history
    assert played.result().scores == reference.result().scores


def test_an_earlier_rollout_stops_at_the_next_rounds_start():
    state = next(s for s in positions(2, seed=3) if s.round == 2 and s.phase == 3)
    search = GAME.bot("strong", state.pending().seat, 1, min_steps=0).search
    played = state.copy()
    value = search.playout(played, None)
    assert (played.round, played.phase, played.current) == (3, 1, None)
    assert value == strong.margins(playout.estimated_scores(played))


def test_a_rollout_is_the_same_whatever_the_sample_so_one_per_candidate_tells():
    state = next(s for s in positions(2, seed=4) if s.round == 1 and s.phase == 4)
    seat = state.pending().seat
    view = state.view(seat)
    search = GAME.bot("strong", seat, 1, min_steps=0).search
    values = set()
    for seed in range(3):
        sample = strong.determinize(view, seat, Rng(seed))
        values.add(tuple(search.playout(sample, None)))
    assert len(values) == 1


def test_a_short_rollout_plays_on_through_the_next_deal_and_is_then_sampled_again():
    state = next(s for s in positions(2, seed=3) if s.round == 2 and s.phase == 7
                 and s.pending().seat == 0 and len(s.pending().options) > 1)
    search = GAME.bot("strong", 0, 1, min_steps=40).search
    played = state.copy()
    search.dealt = False
    search.playout(played, None)
    assert search.dealt and played.round == 4 and strong.calm(played)
    decision = state.pending()
    candidates = decision.options[:2]
    values = search.compare(state.view(0), candidates, 12, None)
    assert [len(v) for v in values] == [6, 6]          # six samples, each with its own deal
    short = GAME.bot("strong", 0, 1, min_steps=0).search
    values = short.compare(state.view(0), candidates, 12, None)
    assert [len(v) for v in values] == [1, 1]          # no deal met: one rollout tells


def test_a_rival_must_beat_simples_choice_by_the_minimum_gain():
    search = GAME.bot("strong", 0, 1).search
    assert search.pick([[2.0], [2.5], []]) == 0
    assert search.pick([[2.0], [2.5], [2.0 + strong.MIN_GAIN]]) == 2
    assert search.pick([[2.0], [5.0], [4.0]]) == 1
    assert search.pick([[], [9.0]]) == 0          # simple's own rollout did not finish
    # gains are paired: over the samples both were played from
    assert search.pick([[0.0, 10.0], [3.0]]) == 1
    assert search.pick([[0.0, 10.0], [3.0, 8.0]]) == 0



def early_decisions(every: int, min_options: int):
    """(state, decision, seat) of a 2-player game of `simple` bots (seed 6, every `every`-th
    state) in its first two rounds, where the seat to act has at least `min_options` options."""
    for state in positions(2, seed=6, every=every):
        decision = state.pending()
        if len(decision.options_for(decision.seat)) >= min_options and state.round <= 2:
            yield state, decision, decision.seat

def test_the_chosen_option_is_simples_unless_a_rival_rolls_out_clearly_better():
    overridden = 0
    for state, decision, seat in early_decisions(every=5, min_options=2):
        bot = GAME.bot("strong", seat, 2, iterations=200, min_steps=0)
        view = state.view(seat)
        choice = bot.choose(view, decision)
        favourite = SimpleBot(seat, 0).choose(view, decision)
        if choice.id == favourite.id:
            continue
        overridden += 1
        worth = {}
        for option in (choice, favourite):
            played = state.copy()
            played.apply(option.id)
            worth[option.id] = bot.search.playout(played, None)[seat]
        assert worth[choice.id] >= worth[favourite.id] + strong.MIN_GAIN
    assert overridden > 0


class _Clock:
    """A fake clock that advances a millisecond (or `tick` seconds) each time it is read: a
    budget without timing."""

    def __init__(self, tick: float = 0.001):
        self.now = 0.0
        self.tick = tick

    def __call__(self) -> float:
        self.now += self.tick
        return self.now


def test_strong_stops_within_its_budget():
    state = GAME.new(2, 21)
    clock = _Clock()
    bot = GAME.bot("strong", 0, 3, budget_ms=30, clock=clock)
    for _ in range(30):
        decision = state.pending()
        if decision.seat == 0 and len(decision.options) > 1:
            start = clock.now
            option = bot.choose(state.view(0), decision)
            assert clock.now - start <= 0.030 + 0.001
        else:
            option = SimpleBot(decision.seat, 0).choose(state.view(decision.seat), decision)
        assert option in decision.options
        state.apply(option)


# ---- a deep budget (issue 15: more thinking must help) ----------------------------------------
def test_only_a_long_budget_searches_deep_so_100_ms_is_unchanged():
    clock = _Clock()
    assert type(GAME.bot("strong", 0, 1, budget_ms=100, clock=clock).search) is \
        strong.RolloutSearch
    deep = GAME.bot("strong", 0, 1, budget_ms=strong.DEEP_MS, clock=clock).search
    assert isinstance(deep, strong.DeepSearch) and deep.min_steps == 0
    assert type(GAME.bot("strong", 0, 1, iterations=50).search) is strong.RolloutSearch


def test_a_deep_rollout_is_judged_at_the_second_round_start_it_reaches():
    state = next(s for s in positions(2, seed=3) if s.round == 1 and s.phase == 3)
    search = GAME.bot("strong", state.pending().seat, 1, deep=True).search
    short, deep = state.copy(), state.copy()
    assert search.playout(short, None) == strong.margins(playout.estimated_scores(short))
    assert (short.round, short.phase, short.current) == (2, 1, None)
    search.ahead = strong.DEEP_ROUNDS_AHEAD
    value = search.playout(deep, None)
    assert (deep.round, deep.phase, deep.current) == (3, 1, None)
    assert value == strong.margins(playout.estimated_scores(deep))
    last = next(s for s in positions(2, seed=3) if s.round == s.rounds and s.phase == 2)
    search.playout(played := last.copy(), None)
    assert played.pending() is None                         # in the last round: to the end


def test_a_deep_rival_overrules_the_short_pick_only_by_min_gain_and_clearly():
    choice = strong.DeepSearch.deep_choice
    gain = strong.MIN_GAIN
    assert choice([[], [3 * gain, 3 * gain]]) == 0                  # too few rounds
    assert choice([[], [3 * gain] * 3]) == 1
    assert choice([[], [0.5 * gain] * 5, [2 * gain] * 5]) == 2       # the best clear gain
    assert choice([[], [0.9 * gain] * 5]) == 0                      # under the minimum gain
    assert choice([[], [20 * gain, -15 * gain, -2 * gain]]) == 0     # not clear of the noise
    assert strong.clearly_worse([-3.0, -2.0, -4.0]) and not strong.clearly_worse([9, -8, 2])


def test_a_deep_search_plays_the_short_pick_simples_choice_and_the_best_rivals_deeper():
    checked = 0
    for state, decision, seat in early_decisions(every=7, min_options=3):
        bot = GAME.bot("strong", seat, 2, deep=True)
        played = []
        deeper = bot.search.deeper

        def spy(view, candidates, deadline):
            played.append([c.id for c in candidates])
            return deeper(view, candidates, deadline)
        bot.search.deeper = spy
        short = GAME.bot("strong", seat, 2, min_steps=0, iterations=200)
        expected = short.choose(state.view(seat), decision)
        choice = bot.choose(state.view(seat), decision)
        assert choice in decision.options
        assert played and played[0][0] == expected.id and len(played[0]) <= strong.DEEP_WIDTH
        favourite = SimpleBot(seat, 0).choose(state.view(seat), decision)
        assert favourite.id in played[0]
        checked += 1
        if checked == 3:
            break
    assert checked == 3


def test_a_deep_search_is_reproducible_legal_and_within_its_budget():
    state = next(s for s in positions(2, seed=8, every=5)
                 if s.round == 2 and len(s.pending().options_for(s.pending().seat)) > 2)
    decision = state.pending()
    seat = decision.seat
    picks = {GAME.bot("strong", seat, 4, deep=True).choose(state.view(seat), decision).id
             for _ in range(2)}
    assert len(picks) == 1 and decision.find(picks.pop()) is not None
    clock = _Clock(tick=0.01)
    bot = GAME.bot("strong", seat, 4, budget_ms=1000, clock=clock)
    start = clock.now
    assert bot.choose(state.view(seat), decision) in decision.options
    assert clock.now - start <= 1.0 + 0.01
