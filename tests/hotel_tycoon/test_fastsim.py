"""The fast rollout (rules/hotel_tycoon/fastsim.py) against the engine's: from many positions
of many games, with the same dice, both rollouts must end in the same state and value."""
import pytest

from rules.core import Rng
from rules.core.search import PairedSearch
from rules.core.text import quiet_texts
from rules.hotel_tycoon import GAME, fastsim
from rules.hotel_tycoon.playout import evaluate
from rules.hotel_tycoon.strong import PruningSearch, rollout_policy


def _positions(players: int, seed: int, every: int):
    """Every `every`-th position of a game of simple and random bots (random ones buy, bid
    and sell oddly: auctions, demolitions and eliminations come up)."""
    state = GAME.new(players, seed)
    bots = [GAME.bot("random" if (seed + s) % 3 == 0 else "simple", s, seed * 7 + s)
            for s in range(players)]
    while (decision := state.pending()) is not None:
        if state.steps % every == 0:
            yield state.copy()
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)


def _saved(state) -> dict:
    whole = state.to_dict()
    whole.pop("barrier_step")          # the engine's undo bookkeeping; a rollout has no undo
    return whole


def _both(start, seat: int, depth, first_debt: int):
    search = PruningSearch(GAME.determinize, seat, Rng(1), options=lambda s, d: [],
                           policy=rollout_policy(seat), evaluate=evaluate, depth=depth,
                           first_debt=first_debt)
    engine, fast = start.copy(), start.copy()
    with quiet_texts():
        slow_value = PairedSearch.playout(search, engine, None, Rng(3))
        fast_value = search.playout(fast, None, Rng(3))
    return engine, slow_value, fast, fast_value


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_fast_rollout_ends_where_the_engine_does_on_the_same_dice(players):
    checked = auctions = 0
    for seed in range(4):
        for start in _positions(players, 100 + seed, 31):
            for depth, first_debt in ((None, 0), (60, 2), (17, 4)):
                for seat in range(players):
                    start.rng = Rng(seed * 1000 + checked)        # the rollout's own dice
                    engine, slow, fast, quick = _both(start, seat, depth, first_debt)
                    assert quick == slow
                    assert _saved(fast) == _saved(engine)
                    assert fast.pending() is None or \
                        fast.pending().ids == engine.pending().ids
                    auctions += any(kind.startswith("bid") for _, kind in
                                    engine.history[start.steps:])
                    checked += 1
    assert checked > 60 and auctions > 5


def test_other_table_rules_take_the_engines_rollout():
    state = GAME.new(2, 1, {**GAME.default_variants(2), "rent_timing": "on_arrival"})
    assert not fastsim.supports(state)
    assert fastsim.supports(GAME.new(2, 1))


@pytest.mark.parametrize("players", [2, 3])
def test_strong_chooses_the_same_with_fast_and_engine_rollouts(players):
    """With a fixed number of rollouts (no clock) the whole search is the same either way."""
    from rules.hotel_tycoon.strong import StrongBot
    searched = 0
    for start in _positions(players, 40 + players, 3):
        decision = start.pending()
        if len(decision.options_for(decision.seat)) < 2:
            continue
        view = start.view(decision.seat)
        picks = []
        for fast in (True, False):
            bot = StrongBot(GAME, decision.seat, 11, iterations=24, fast=fast)
            picks.append((bot.choose(view, decision).id, bot.search.iterations))
        assert picks[0] == picks[1]
        searched += 1
    assert searched > 5
