"""Bots only ever return listed options, for every bot of every game; bots never see the state."""
import inspect

import pytest

from rules.core import RandomBot
from tests.games import ALL

CASES = [(g, name) for g in ALL for name in g.bots]
FEW = {"iterations": 3}        # searching bots: a few samples a decision keep whole games quick


def _searching(game, name) -> bool:
    return getattr(game.bots[name], "needs_game", False)


def _options(game, name):
    return FEW if _searching(game, name) else {}


@pytest.mark.parametrize("game,bot_name", CASES, ids=lambda c: getattr(c, "id", c))
def test_bot_answers_are_always_listed(game, bot_name):
    # a searching bot plays one game at each end of the seat range: three took 40 s in
    # Nauticus and Hermagor, and test_generic_search plays it from views at random points too
    seeds = range(1) if _searching(game, bot_name) else range(3)
    for players in sorted({game.min_players, game.max_players}):
        for seed in seeds:
            state = game.new(players, seed)
            bots = [game.bot(bot_name, s, seed, **_options(game, bot_name)) if s == 0
                    else RandomBot(s, seed) for s in range(players)]
            steps = 0
            while (d := state.pending()) is not None:
                option = bots[d.seat].choose(state.view(d.seat), d)
                assert option in d.options, f"{bot_name} chose {option} for {d.prompt}"
                state.apply(option)
                steps += 1
                assert steps <= game.max_decisions(players)


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_every_game_has_random_and_simple_bots(game):
    assert {"random", "simple"} <= set(game.bots)


@pytest.mark.parametrize("game,bot_name", CASES, ids=lambda c: getattr(c, "id", c))
def test_bots_take_a_view_not_a_state(game, bot_name):
    bot = game.bot(bot_name, 0, 1)
    params = list(inspect.signature(bot.choose).parameters)
    assert params[:2] == ["view", "decision"]
