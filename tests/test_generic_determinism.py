"""Same seed + same option ids = same states and events, whatever else happens around it."""
import json
import random

import pytest

from rules.core import IllegalMove, RandomBot
from tests.games import ALL


def _play(game, players, seed, disturb):
    state = game.new(players, seed)
    bots = [RandomBot(s, seed + 11) for s in range(players)]
    trace = []
    while (d := state.pending()) is not None and len(trace) < game.max_decisions(players):
        if disturb:
            random.seed(len(trace) * 7919)
            random.random(), random.shuffle(list(range(10)))
        option = bots[d.seat].choose(state.view(d.seat), d)
        events = state.apply(option)
        trace.append((option.id, json.dumps([e.to_dict() for e in events], sort_keys=True)))
    return state, trace


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_same_seed_same_game_even_with_global_random_calls(game):
    for seed in (1, 2, 3):
        a, trace_a = _play(game, game.min_players, seed, disturb=False)
        b, trace_b = _play(game, game.min_players, seed, disturb=True)
        assert trace_a == trace_b
        assert a.to_dict() == b.to_dict()


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_replaying_the_history_rebuilds_the_state(game):
    played, _ = _play(game, game.max_players, 5, disturb=False)
    again = game.new(game.max_players, 5)
    for _seat, option_id in played.history:
        again.apply(option_id)
    assert again.to_dict() == played.to_dict()


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_an_illegal_option_changes_nothing(game):
    state = game.new(game.min_players, 9)
    before = state.to_dict()
    with pytest.raises(IllegalMove):
        state.apply("no-such-option:42")
    assert state.to_dict() == before
    finished, _ = _play(game, game.min_players, 9, disturb=False)
    with pytest.raises(IllegalMove):
        finished.apply(finished.history[-1][1])


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_different_seeds_give_different_games(game):
    # Not a law of nature, but a shelf game with no chance at all would be suspicious.
    dumps = {json.dumps(game.new(game.min_players, seed).to_dict()["data"], sort_keys=True)
             for seed in range(6)}
    assert len(dumps) > 1
