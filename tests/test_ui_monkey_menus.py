"""UI monkey on every scene around the games: title, game picker, settings, credits, load list
(with good and broken saves in it), pause, the hot-seat curtain, the option menu and the
custom-kingdom picker of every game that has a multi-choice variant; >= 20,000 random events
each, with a fixed seed per run. (The boards, setups and results of each game: test_ui_monkey.)"""
import json
import os

import pytest

import rules
import saves
from rules.core import ManyOf
from scenes.table.board import BoardScene
from scenes.menus.credits import CreditsScene
from scenes.menus.curtain import CurtainScene
from scenes.menus.loadlist import LoadScene
from scenes.menus.pause import PauseScene
from scenes.menus.picker import PickerScene
from scenes.table.popup import OptionMenu
from scenes.menus.settings import SettingsScene
from scenes.menus.many_of import ManyOfScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from tests.games import ALL
from tests.monkey import Run
from tests.scenes.driver import Driver, install_test_game
from tests.toygame import GAME as PEBBLES
from tools import shelf

EVENTS = int(os.environ.get("GAMESHELF_MONKEY_EVENTS", "20000"))
SEED = os.environ.get("GAMESHELF_MONKEY_SEED", "1")


_SAVE_FILES: dict = {}      # the saves folder's files (path in it -> bytes), made once


@pytest.fixture
def driver(home, monkeypatch):
    install_test_game(monkeypatch)
    for game in ALL:
        monkeypatch.setitem(rules.GAMES, game.id, game)
    folder = saves.saves_dir()
    if not _SAVE_FILES:
        # saves to list and open: one good save of every game, an autosave, and broken files
        for game in ALL:
            state, _ = shelf.play_to(game, game.min_players, 3, "random", fraction=0.5)
            setup = shelf.bot_setup(game, game.min_players, 3, state.variants, humans=1)
            saves.save_new(state, setup, f"good-{game.id}")
            saves.Session(setup).autosave(state)
        (folder / "broken.json").write_text('{"format": "gameshelf-save", "version": 2, "game"')
        (folder / "newer.json").write_text(json.dumps({"format": "gameshelf-save", "version": 9}))
        _SAVE_FILES.update({path.relative_to(folder): path.read_bytes()
                            for path in folder.rglob("*") if path.is_file()})
    else:       # the same files again: playing the games to make them is most of a set-up
        for name, data in _SAVE_FILES.items():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            (folder / name).write_bytes(data)
    d = Driver({"anim_speed": "fast", "bot_pace": "quick"})
    yield d
    d.close()


def over_title(*scenes):
    def build(run):
        run.d.app.reset(TitleScene())
        for scene in scenes:
            run.d.app.push(scene())
    return build


def uncover(app, board) -> None:
    """Close what stands over `board` (a pause menu the monkey opened, one a lost window focus
    opened), so that it plays on."""
    if app.top is board:
        return
    while app.top is not board:
        app.stack.pop().exit()
    app.top.resume()


def pebbles_board(run, humans=1, players=None):
    """The board on top if it is still in play (rebuilding costs more than the monkey's events),
    else a new one."""
    app = run.d.app
    boards = [s for s in app.stack if isinstance(s, BoardScene)]
    if boards and boards[-1].match.pending() is not None and \
            len(boards[-1].match.humans) == humans and run.builds % 8:
        uncover(app, boards[-1])
        return app.top
    board = BoardScene(run.match(PEBBLES, humans=humans, players=players))
    run.d.app.reset(board)
    run.d.frame()
    return board


@pytest.mark.parametrize("name,target,factory", [
    ("title", TitleScene, over_title()),
    ("picker", PickerScene, over_title(PickerScene)),
    ("settings", SettingsScene, over_title(SettingsScene)),
    ("credits", CreditsScene, over_title(CreditsScene)),
    ("load", LoadScene, over_title(LoadScene)),
], ids=lambda v: v if isinstance(v, str) else "")
def test_monkey_on_the_menus(name, target, factory, driver):
    run = Run(driver, target, factory, f"{name}-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


def test_monkey_on_the_pause_menu(driver):
    def build(run):
        board = pebbles_board(run)
        run.d.app.push(PauseScene(board))
    run = Run(driver, PauseScene, build, f"pause-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


def test_monkey_on_the_curtain(driver):
    def build(run):
        board = pebbles_board(run, humans=2, players=2)   # two people: the curtain comes up
        if not isinstance(run.d.app.top, CurtainScene):
            run.d.app.push(CurtainScene(board.match.names[board.viewer], board.viewer))
    run = Run(driver, CurtainScene, build, f"curtain-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


def test_monkey_on_the_option_menu(driver):
    def build(run):
        board = pebbles_board(run)
        for _ in range(400):                          # until the person is to choose
            decision = board.match.pending()
            if decision is None or board not in run.d.app.stack:
                break                                 # the game ended: the next build is anew
            if decision.seat == board.viewer and board.anims.idle:
                break
            uncover(run.d.app, board)                 # a covered table stops: nobody moves
            run.d.frame(dt=0.1)
        decision = board.match.pending()
        if decision is not None and decision.seat == board.viewer:
            run.d.app.push(OptionMenu(list(decision.options)[:6], (700, 400), board.play))
    run = Run(driver, OptionMenu, build, f"option-menu-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


def many_of_games():
    out = []
    for game in ALL:
        names = [n for n, (allowed, _) in game.variants.items() if isinstance(allowed, ManyOf)]
        _adapter, reason = shelf.board_status(game)
        if names:
            marks = [pytest.mark.skip(reason=f"{game.id}: {reason}")] if reason else []
            out.append(pytest.param(game, names[0], id=game.id, marks=marks))
    return out or [pytest.param(None, None, marks=pytest.mark.skip(
        reason="no game on the shelf has a multi-choice variant"))]


@pytest.mark.parametrize("game,variant", many_of_games())
def test_monkey_on_the_multi_choice_variant(game, variant, driver):
    def build(run):
        run.d.app.reset(TitleScene())
        run.d.app.push(PickerScene())
        setup = SetupScene(game)
        run.d.app.push(setup)
        run.d.frame()
        setup.scroll_to(variant)
        setup.open_variant(variant)
    run = Run(driver, ManyOfScene, build, f"many-of-{game.id}-{SEED}", EVENTS).go()
    assert run.on_target >= EVENTS
    print(run.summary())


# ---- the bugs the monkey found, pinned down --------------------------------------------------
def test_full_screen_where_the_display_cannot(driver):
    """Was: pygame.error out of the settings screen when the display cannot go full screen
    (the dummy driver here; some window systems too). The choice is kept for the next start."""
    d = driver
    d.app.reset(TitleScene())
    d.app.push(SettingsScene())
    d.frame()
    d.press("Full screen: off")
    assert isinstance(d.top, SettingsScene)
    assert d.app.settings["fullscreen"] is True
    assert saves.read_settings()["fullscreen"] is True


def test_opening_a_save_of_a_game_without_its_board_map(driver, monkeypatch, tmp_path):
    """Was: MapError out of the load list (and Continue) for a save of a game whose board map
    is missing, instead of a message."""
    from scenes import games as scene_games
    from scenes.table.match import open_save
    from tests.toygame.adapter import PebblesAdapter

    class NoMap(PebblesAdapter):
        map_path = tmp_path / "missing.tmx"

    monkeypatch.setitem(scene_games._CLASSES, "pebbles", NoMap)
    path = saves.saves_dir() / "good-pebbles.json"
    d = driver
    d.app.reset(TitleScene())
    d.frame()
    message = open_save(d.app, path)
    d.frame()
    assert message and "missing.tmx" in message and message.startswith("Cannot load")
    assert isinstance(d.top, TitleScene)


def test_two_keys_in_one_frame_close_only_the_curtain(driver):
    """Was: both Enter presses went to the curtain (transitions waited for the end of the
    frame), so it asked for two pops, the board went too and the app quit."""
    import pygame
    from saves import Seat, Setup
    from scenes.table.match import Match
    d = driver
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bela")], 3, {}))
    d.app.reset(BoardScene(match))
    d.frames(3)
    assert isinstance(d.top, CurtainScene)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                               scancode=0)
    d.frame([enter, enter])
    assert isinstance(d.top, BoardScene) and d.app.running
    assert [type(s) for s in d.app.stack] == [BoardScene]


def test_two_escapes_in_one_frame_open_one_pause_menu(driver):
    """Was: both went to the board, which pushed two pause menus."""
    import pygame
    from saves import Seat, Setup
    from scenes.table.match import Match
    d = driver
    d.app.reset(BoardScene(Match(Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")],
                                       3, {}))))
    d.frames(2)
    esc = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="\x1b",
                             scancode=0)
    d.frame([esc, esc])                      # the second one closes the menu the first opened
    assert [type(s) for s in d.app.stack] == [BoardScene]
