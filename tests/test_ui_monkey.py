"""UI monkey on every game's scenes: its board (seat 1 a person, bots in the other seats), its
new-game setup, its results screen and its replay viewer; >= 20,000 random events each, a fixed
seed per run.

A game whose board map does not exist yet cannot be opened by a player (the picker says so), so
its three scenes are skipped with that reason; the test game's board proves the machinery."""
import os

import pytest

from scenes.table.board import BoardScene
from scenes.menus.picker import PickerScene
from scenes.table.replay import ReplayScene
from scenes.menus.results import ResultsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from tests.games import ALL
from tests.monkey import Run, finished_match
from tests.scenes.driver import Driver, install_test_game
from tools import shelf

EVENTS = int(os.environ.get("GAMESHELF_MONKEY_EVENTS", "20000"))
SEED = os.environ.get("GAMESHELF_MONKEY_SEED", "1")


def games_with_reason():
    out = []
    for game in ALL:
        _adapter, reason = shelf.board_status(game)
        marks = [pytest.mark.skip(reason=f"{game.id}: {reason}")] if reason else []
        out.append(pytest.param(game, id=game.id, marks=marks))
    return out


@pytest.fixture
def driver(home, monkeypatch):
    install_test_game(monkeypatch)
    # the shortest thinking time: a monkey's H and Hint clicks ask the strong bot often
    d = Driver({"anim_speed": "fast", "bot_pace": "quick", "think_ms": 500})
    yield d
    d.close()


def board_factory(game):
    def build(run):
        # the first game from its start, then games well on, so that some reach their end
        run.d.app.reset(BoardScene(run.match(game, late=0.0 if run.builds == 1 else 1.0)))
    return build


def setup_factory(game):
    def build(run):
        run.d.app.reset(TitleScene())
        run.d.app.push(PickerScene())
        run.d.app.push(SetupScene(game))
    return build


def results_factory(game):
    def build(run):
        run.d.app.reset(ResultsScene(finished_match(game, run.next_seed())))
    return build


def replay_factory(game):
    def build(run):
        match = finished_match(game, run.next_seed())
        results = ResultsScene(match)
        run.d.app.reset(results)
        # as "Watch replay" opens it: with the game the results screen played through
        run.d.app.push(ReplayScene(match.setup, match.state.history,
                                   run.rng.randrange(len(match.setup.seats)), results.played))
    return build


@pytest.mark.parametrize("game", games_with_reason())
def test_monkey_on_the_board(game, driver):
    run = Run(driver, BoardScene, board_factory(game), f"board-{game.id}-{SEED}", EVENTS,
              rebuild_every=60).go()
    assert run.on_target >= EVENTS
    assert run.games_seen >= 3 and run.decisions > 0
    print(run.summary())


@pytest.mark.parametrize("game", games_with_reason())
def test_monkey_on_the_setup(game, driver):
    run = Run(driver, SetupScene, setup_factory(game), f"setup-{game.id}-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


@pytest.mark.parametrize("game", games_with_reason())
def test_monkey_on_the_results(game, driver):
    run = Run(driver, ResultsScene, results_factory(game), f"results-{game.id}-{SEED}",
              EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


@pytest.mark.parametrize("game", games_with_reason())
def test_monkey_on_the_replay(game, driver):
    run = Run(driver, ReplayScene, replay_factory(game), f"replay-{game.id}-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())
