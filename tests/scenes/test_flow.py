"""A player's whole path through the app, clicked with synthetic events, headless."""
import pygame
import pytest

import saves
from scenes.table.board import BoardScene
from scenes.menus.curtain import CurtainScene
from scenes.menus.loadlist import LoadScene
from scenes.menus.pause import PauseScene
from scenes.menus.picker import PickerScene
from scenes.menus.results import ResultsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver, install_test_game


@pytest.fixture
def driver(home, monkeypatch):
    install_test_game(monkeypatch)
    d = Driver()
    d.app.push(TitleScene())
    d.frame()
    yield d
    d.app.reset(TitleScene())
    d.frame()


def play_one_human_decision(d):
    """Click the first legal option of the human's pending decision in the side panel."""
    board = d.top
    assert isinstance(board, BoardScene)
    d.run_until(lambda: board.option_buttons or not isinstance(d.top, BoardScene))
    if not isinstance(d.top, BoardScene):
        return None
    steps = board.match.state.steps
    ids = list(board.option_buttons.values())
    targeted = [o for o in board.match.pending().options if o.target in board.by_target
                and o.kind in ("place", "bonus")]
    if targeted:       # prefer clicking the board itself, as a player would
        option_id = targeted[-1].id
        d.click(board.adapter.shape_for(targeted[-1].target, board.presented).center)
    else:
        wanted = "done" if "done" in ids else ids[0]
        button = next(b for b, i in board.option_buttons.items() if i == wanted)
        option_id = wanted
        d.click(button.rect.center)
    assert board.match.state.steps > steps, f"clicking {option_id} did nothing"
    return option_id


def test_title_to_results_and_back(driver):
    d = driver
    assert isinstance(d.top, TitleScene)
    assert not d.find_button("Continue").is_enabled       # nothing saved yet
    d.press("New game")
    assert isinstance(d.top, PickerScene)
    rect, game, missing = next(c for c in d.top.cards if c[1].id == "pebbles")
    assert missing is None
    d.click(rect.center)
    assert isinstance(d.top, SetupScene)
    d.press("2")                                           # two players
    assert d.top.count == 2
    d.press("Start game")
    board = d.top
    assert isinstance(board, BoardScene)
    assert board.match.setup.seats[0].kind == "human"
    assert board.match.setup.seats[1].kind == "bot"
    # the first decision: the secret bonus spot, clicked on the board itself
    d.run_until(lambda: board.by_target)
    spot = board.adapter.map.shapes["spot:5"].center
    d.click(spot)
    assert board.match.state.history[0] == [0, "bonus:5"]
    # a few more decisions through the side panel, then pause and save
    for _ in range(2):
        play_one_human_decision(d)
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene)
    d.press("Save game")
    assert "Saved as" in d.top.note
    steps_saved = board.match.state.steps
    d.press("Quit to title")
    assert isinstance(d.top, TitleScene) and len(d.app.stack) == 1
    # load the manual save from the list
    d.press("Load game")
    assert isinstance(d.top, LoadScene)
    manual = [b for b, info in d.top.rows.items() if not info.autosave]
    assert manual, "the manual save is not listed"
    d.click(manual[0].rect.center)
    board = d.top
    assert isinstance(board, BoardScene)
    assert board.match.state.steps == steps_saved
    # play on to the end
    for _ in range(200):
        if not isinstance(d.top, BoardScene):
            break
        play_one_human_decision(d)
    d.run_until(lambda: isinstance(d.top, ResultsScene),
                message=lambda: f"{d.app.stack} {board.match.pending()} {board.match.state.steps}")
    results = d.top
    assert results.result.ranking
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)


def test_continue_resumes_the_newest_autosave(driver):
    d = driver
    d.press("New game")
    d.click(next(c for c in d.top.cards if c[1].id == "pebbles")[0].center)
    d.press("Start game")
    board = d.top
    play_one_human_decision(d)
    play_one_human_decision(d)
    steps = board.match.state.steps
    history = list(board.match.state.history)
    d.key(pygame.K_ESCAPE)
    d.press("Quit to title")
    assert d.find_button("Continue").is_enabled
    d.press("Continue")
    assert isinstance(d.top, BoardScene)
    assert d.top.match.state.history == history and d.top.match.state.steps == steps


def test_a_corrupt_save_is_listed_refused_and_left_alone(driver, home):
    d = driver
    folder = saves.saves_dir()
    bad = folder / "broken.json"
    bad.write_text('{"format": "gameshelf-save", "version": 2, "game": "pebbles", "setup": {')
    before = bad.read_bytes()
    d.press("Load game")
    rows = d.top.rows
    info = next(i for i in rows.values() if i.path == bad)
    assert info.error and "damaged" in info.error
    button = next(b for b, i in rows.items() if i.path == bad)
    assert not button.is_enabled
    from scenes.table.match import open_save
    message = open_save(d.app, bad)
    assert message and "damaged" in message
    assert bad.read_bytes() == before


def test_a_refused_save_and_an_unusable_saves_folder_are_said_in_the_readers_language(
        driver, home):
    """Was: the reason in English inside a translated frame ("Nem tölthető be: the file is
    damaged: ..."); now every word of it is in the reader's language."""
    from scenes import i18n
    from scenes.table.match import open_save
    folder = saves.saves_dir()
    bad = folder / "broken.json"
    bad.write_text('{"format": "gameshelf-save", "version": 2, "game": "pebbles", "setup": {')
    i18n.set_language("hu")
    try:
        driver.app.push(LoadScene())
        driver.frame()
        info = next(i for i in driver.top.rows.values() if i.path == bad)
        assert i18n.tr(info.error) == "a fájl sérült: nem érvényes JSON; túl korán ér véget, " \
            "talán csonka"
        assert open_save(driver.app, bad) == "broken.json nem tölthető be: a fájl sérült: " \
            "nem érvényes JSON; túl korán ér véget, talán csonka"
        (home / "saves").rename(home / "moved")
        (home / "saves").write_text("not a folder")
        driver.app.push(TitleScene())
        driver.frame()
        said = i18n.tr(driver.top.saving_off)
        assert said.startswith("Nincs mentés: ") and "egy fájl, nem mappa" in said
    finally:
        i18n.set_language("en")


def test_hot_seat_shows_the_curtain_between_two_people(driver, home):
    d = driver
    from saves import Seat, Setup
    from scenes.table.match import Match
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bela")], 3, {}))
    d.app.reset(BoardScene(match))
    d.frame()
    d.frames(2)
    assert isinstance(d.top, CurtainScene) and d.top.player == "Anna"
    d.press("I am Anna")
    board = d.top
    assert isinstance(board, BoardScene) and board.viewer == 0
    play_one_human_decision(d)          # Anna commits her bonus; now Bela decides
    d.frames(3)
    assert isinstance(d.top, CurtainScene) and d.top.player == "Bela"
    d.press("I am Bela")
    assert d.top.viewer == 1
    # Bela's view must not show Anna's committed choice nor her hand
    view = d.top.presented
    assert view["hand"] == match.state.hands[1]


def test_undo_takes_back_my_own_decision_only(driver, home):
    d = driver
    from saves import Seat, Setup
    from scenes.table.match import Match
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bela", "bot", "simple")], 3, {}))
    d.app.reset(BoardScene(match))
    d.frames(2)
    board = d.top
    assert not board.undo_button.is_enabled
    play_one_human_decision(d)       # Anna's bonus: then the bot commits
    d.run_until(lambda: match.pending().seat == 0 and board.anims.idle and not board.dirty)
    assert not match.can_undo(0)     # the bot decided after Anna: no undo across it
    # Anna places a pebble: she may take that back (no draw, no die)
    place = next(o for o in match.pending().options if o.kind == "place")
    board.play(place.id)
    d.frames(2)
    assert match.can_undo(0)
    steps = match.state.steps
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert match.state.steps == steps - 1
    assert match.state.spots[place.args[0]] is None


def test_several_options_on_one_target_open_a_menu(driver, home):
    """Picking from a pick frame: the same card can be chosen again or put back."""
    d = driver
    from saves import Seat, Setup
    from scenes.table.match import Match
    from scenes.table.popup import OptionMenu
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bela", "bot", "simple")], 3, {}))
    state = match.state
    state.hands[0] = [4, 4, 2]
    state.touch()
    d.app.reset(BoardScene(match))
    d.frames(2)
    board = d.top
    play_one_human_decision(d)                                     # bonus
    d.run_until(lambda: match.pending().seat == 0 and board.anims.idle and not board.dirty)
    board.play("place:0")
    d.run_until(lambda: match.pending().prompt == "pebbles.boost" and board.anims.idle
                and not board.dirty)
    board.play("pick:4")
    d.run_until(lambda: board.anims.idle and not board.dirty and board.by_target)
    assert {o.id for o in board.by_target["hand:4"]} == {"pick:4", "unpick:4"}
    d.click(board.adapter.shape_for("hand:4", board.presented).center)
    menu = d.top
    assert isinstance(menu, OptionMenu)
    assert {b.text for b in menu.buttons} == {"Choose card 4", "Put back card 4"}
    d.press("Put back card 4")
    assert match.pending().info["picked"] == []


def results_of_a_finished_game(d):
    """Anna and Bela's Pebbles game (seed 8) played to its end; its results on screen."""
    from rules.core import RandomBot
    from saves import Seat, Setup
    from scenes.table.match import Match
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bela", "bot", "simple")], 8, {}))
    bot = RandomBot(0, 1)
    while (dec := match.pending()) is not None:
        match.apply(bot.choose(match.state.view(dec.seat), dec).id)
    d.app.reset(ResultsScene(match))
    d.frames(2)
    return match


def test_rematch_starts_a_new_game_with_the_same_seats(driver, home):
    d = driver
    results_of_a_finished_game(d)
    assert isinstance(d.top, ResultsScene)
    assert sorted(seat for _, seat in d.top.rows()) == [0, 1]
    d.press("Rematch")
    board = d.top
    assert isinstance(board, BoardScene)
    assert board.match.setup.seed == 9 and board.match.names == ["Anna", "Bela"]


def test_a_crashing_scene_returns_to_the_title_with_a_message(home, monkeypatch):
    install_test_game(monkeypatch)
    d = Driver()
    from scenes.applog import crash_report as write_crash_report

    class Broken(TitleScene):
        def update(self, dt):
            raise RuntimeError("boom")
    d.app.push(Broken())
    calls = []

    def recover(exc):
        calls.append(write_crash_report(exc))
        d.app.reset(TitleScene("recovered"))
        d.app.running = False
    d.app.run(on_crash=recover)
    assert calls and "crash-" in calls[0]
    d.frame()
    assert isinstance(d.top, TitleScene) and d.top.message == "recovered"


def test_a_finished_game_can_be_replayed_move_by_move(driver, home):
    d = driver
    from scenes.table.replay import ReplayScene
    match = results_of_a_finished_game(d)
    d.press("Watch replay")
    replay = d.top
    assert isinstance(replay, ReplayScene) and replay.position == 0
    assert not replay.by_target and not replay.option_buttons
    d.press("▶|")                                   # one move forward
    d.run_until(lambda: replay.anims.idle)
    assert replay.position == 1
    assert replay.match.state.history[0] == match.state.history[0]
    d.press("▶▶|")
    assert replay.position == len(match.state.history)
    assert replay.match.state.to_dict() == match.state.to_dict()
    d.press("◀")
    assert replay.position == len(match.state.history) - 1
    d.press("|◀")
    assert replay.position == 0
    d.key(pygame.K_SPACE)                            # play on its own
    d.run_until(lambda: replay.position >= 3)
    d.key(pygame.K_SPACE)
    # the other seat's point of view: its hand, not Anna's
    replay.jump(len(match.state.history))
    view_menu = replay.viewer_menu
    replay.on_widget(type("E", (), {"ui_element": view_menu, "text": "View as Bela"})())
    assert replay.viewer == 1 and replay.presented["hand"] == match.state.hands[1]
    d.press("Close replay")
    assert isinstance(d.top, ResultsScene)


def test_a_new_game_can_be_continued_before_its_first_move(driver, home):
    d = driver
    d.press("New game")
    d.click(next(c for c in d.top.cards if c[1].id == "pebbles")[0].center)
    d.press("Start game")
    assert isinstance(d.top, BoardScene) and d.top.match.state.steps == 0
    d.key(pygame.K_ESCAPE)
    d.press("Quit to title")
    assert d.find_button("Continue").is_enabled
    d.press("Continue")
    assert isinstance(d.top, BoardScene) and d.top.match.state.steps == 0


def test_the_picker_says_in_the_readers_language_why_a_game_cannot_be_played(
        driver, monkeypatch):
    """A missing board map, and a game's table that does not even import (a broken install),
    are named on the game's card; neither can be started, and nothing crashes."""
    import dataclasses

    import rules
    from scenes import games, i18n
    from tests import toygame
    from tests.toygame.adapter import PebblesAdapter

    class NoMap(PebblesAdapter):
        map_path = PebblesAdapter.map_path.with_name("gone.tmx")
    monkeypatch.setitem(games._CLASSES, "pebbles", NoMap)
    monkeypatch.setitem(rules.GAMES, "broken_table",
                        dataclasses.replace(toygame.GAME, id="broken_table"))
    real = games.map_path

    def map_path(game):          # its table's module fails to import
        if game.id == "broken_table":
            raise ImportError("No module named 'scenes.games.broken_table.art'")
        return real(game)
    monkeypatch.setattr(games, "map_path", map_path)
    i18n.set_language("hu")
    try:
        driver.app.push(PickerScene())
        driver.frame()
        said = {game.id: missing for _rect, game, missing in driver.top.cards}
        assert said["pebbles"] == i18n._(
            "Cannot be played: its board map {name} is missing from {folder}.").format(
            name="gone.tmx", folder=NoMap.map_path.parent)
        assert said["pebbles"].startswith("Nem játszható")
        assert said["broken_table"].startswith("Nem játszható") and "ImportError" in \
            said["broken_table"]
        card = next(rect for rect, game, _m in driver.top.cards if game.id == "pebbles")
        driver.click(card.center)
        assert isinstance(driver.top, PickerScene)     # no set-up opens for it
    finally:
        i18n.set_language("en")


def test_the_titles_continue_says_where_the_game_stands_in_the_readers_language(driver):
    """Was: the title's Continue line in English ("Kairo — round 1 of ..., Anna to move") in a
    Hungarian window; it now says it as the load list does."""
    import rules
    from rules.core import RandomBot
    from scenes import i18n
    from scenes.menus.save_words import progress
    setup = saves.Setup("kairo", [saves.Seat("Anna"), saves.Seat("Bot", "bot", "simple")], 5, {})
    state = setup.new_state()
    while state.pending().seat != 0 or state.steps < 6:
        decision = state.pending()
        state.apply(RandomBot(decision.seat, 1).choose(state.view(decision.seat), decision))
    session = saves.Session(setup)
    session.autosave(state)
    i18n.set_language("hu")
    try:
        driver.app.reset(TitleScene())
        driver.frame()
        title = driver.top
        info = title.continue_info
        assert info is not None and info.path == session.path
        words = title.continue_words()
        assert words == progress(info) and words != info.progress
        assert words == i18n.tr(state.progress(), ["Anna", "Bot"], rules.GAMES["kairo"]) + \
            ", Anna következik", words
    finally:
        i18n.set_language("en")


def test_a_board_map_that_cannot_be_read_is_said_at_the_setup_and_nothing_starts(
        driver, monkeypatch, tmp_path):
    """Was: a damaged board map (the file there, but not a map) raised out of Start game."""
    from scenes import games, i18n
    from tests.toygame.adapter import PebblesAdapter

    broken = tmp_path / "pebbles.tmx"
    broken.write_text("<map version='1.10'><layer")

    class BrokenMap(PebblesAdapter):
        map_path = broken
    monkeypatch.setitem(games._CLASSES, "pebbles", BrokenMap)
    i18n.set_language("hu")
    try:
        driver.app.push(PickerScene())
        driver.frame()
        driver.click(next(c for c in driver.top.cards if c[1].id == "pebbles")[0].center)
        setup = driver.top
        assert isinstance(setup, SetupScene)
        setup.launch()
        driver.frame()
        assert driver.top is setup
        assert setup.error.startswith("A játék nem indítható: a táblatérkép (pebbles.tmx) nem "
                                      "olvasható: "), setup.error
    finally:
        i18n.set_language("en")
