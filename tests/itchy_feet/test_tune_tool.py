"""tools/itchy_feet_tune.py: a plan bot in one seat against `simple`, without search."""
from rules.itchy_feet import bots
from tools import itchy_feet_tune as tune


def test_a_game_seats_the_bot_once_and_simple_elsewhere():
    seen = {}

    def record(state, decision, option):
        seen.setdefault(decision.seat, set()).add(decision.prompt)

    state = tune.play(bots.Planner, 3, 7, seat=1, record=record)
    assert state.result() is not None and set(seen) == {0, 1, 2}
    shares = [tune.share(state, s) for s in range(3)]
    assert abs(sum(shares) - 1) < 1e-9


def test_the_same_bot_on_the_same_seeds_plays_the_same_games(capsys):
    assert tune.shares(bots.SimpleBot, 3, 6) == tune.shares(bots.SimpleBot, 3, 6)
    assert tune.main(["compare", "SimpleBot", "SimpleBot", "2", "6"]) == 0
    out = capsys.readouterr().out
    assert "paired difference: +0.0 points" in out and "of 6 games at 2 players" in out


def test_a_bot_is_named_by_class_or_by_module_and_class():
    assert tune.bot_class("Planner") is bots.Planner
    assert tune.bot_class("rules.itchy_feet.bots:SimpleBot") is bots.SimpleBot
