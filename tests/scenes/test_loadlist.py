"""The load list, clicked: emblem rows with players, a finished game's winner and scores,
filtering by game, deleting after a question (never the game in play), and a save that fails
the complete check marked."""
import json

import pytest

import saves
from saves import Seat, Setup
from scenes.table.match import Match
from scenes.menus.confirm import ConfirmScene
from scenes.menus.loadlist import LoadScene
from tests.scenes.driver import Driver, install_test_game
from tests.test_saves import played
from tests.test_saves_folder import snapshot


@pytest.fixture
def folder(home, monkeypatch):
    install_test_game(monkeypatch)
    setup, state = played(6)
    unfinished = saves.save_new(state, setup, "pebbles-half")
    setup, done = played(400)
    finished = saves.save_new(done, setup, "pebbles-done")
    dominion = Setup("dominion", [Seat("Anna"), Seat("Bot 2", "bot", "simple")], 5)
    saves.save_new(dominion.new_state(), dominion, "dominion-start")
    return {"unfinished": unfinished, "finished": finished, "result": done.result()}


def open_list(d=None):
    d = d or Driver()
    d.app.go("load")
    d.frames(3)
    assert isinstance(d.top, LoadScene)
    return d, d.top


def row_of(scene, path):
    return next((b, i) for b, i in scene.rows.items() if i.path == path)


def delete_button(scene, path):
    return next((b for b, i in scene.deletes.items() if i.path == path), None)


def test_rows_show_players_and_a_finished_games_winner_and_scores(folder):
    d, scene = open_list()
    _button, info = row_of(scene, folder["finished"])
    result = folder["result"]
    assert info.over and info.scores == list(result.scores)
    winner = info.players[result.winners[0]][0]
    assert winner in scene.status(info) and "Finished" in scene.status(info)
    assert [name for name, _bot in info.players] == ["Anna", "Bot"]
    d.frames(2)                       # drawn with emblems, badges and all


def test_filtering_by_game(folder):
    d, scene = open_list()
    assert {i.game for i in scene.rows.values()} == {"pebbles", "dominion"}
    d.press("Dominion")
    assert {i.game for i in scene.rows.values()} == {"dominion"}
    d.press("All games")
    assert len(scene.rows) == 3


def test_delete_asks_first_and_removes_only_that_save(folder):
    d, scene = open_list()
    keep = snapshot(folder["finished"])
    d.click(delete_button(scene, folder["unfinished"]).rect.center)
    assert isinstance(d.top, ConfirmScene)
    d.press("Keep it")
    assert d.top is scene and folder["unfinished"].exists()
    d.click(delete_button(scene, folder["unfinished"]).rect.center)
    d.press("Delete")
    assert d.top is scene and not folder["unfinished"].exists()
    assert snapshot(folder["finished"]) == keep
    assert all(i.path != folder["unfinished"] for i in scene.rows.values())


def test_the_autosave_of_the_game_in_play_cannot_be_deleted(folder):
    d = Driver()
    setup = Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3)
    match = Match(setup)
    match.flush()
    d.app.go("board", match=match)
    d.frame()
    d.app.go("pause", board=d.top)
    d.frame()
    d.press("Load game")
    scene = d.top
    assert isinstance(scene, LoadScene)
    button, info = row_of(scene, match.session.path)
    assert info.error is None and delete_button(scene, match.session.path) is None
    assert delete_button(scene, folder["finished"]) is not None
    match.close()


def test_a_save_that_fails_the_complete_check_is_marked(folder):
    doc = json.loads(folder["unfinished"].read_text())
    doc["state"]["data"]["points"][0] += 5
    folder["unfinished"].write_text(json.dumps(doc))
    d, scene = open_list()
    d.run_until(lambda: not scene.unchecked)
    button, info = row_of(scene, folder["unfinished"])
    assert "fails verification" in info.error and not button.is_enabled
    assert delete_button(scene, folder["unfinished"]) is None


def test_a_row_tells_where_the_game_stands_in_the_chosen_language(folder):
    from scenes import i18n
    d, scene = open_list()
    info = next(i for i in scene.rows.values() if i.game == "dominion")
    assert scene.status(info) == "Anna: turn 1, Anna to move"
    old_words = info.progress
    try:
        i18n.set_language("hu")
        assert scene.status(info) == "Anna: 1. kör, Anna következik"
        info.progress_text = "Turn {n:1} of {seat:0}"    # saved before the rewording
        assert scene.status(info) == "Anna: 1. kör, Anna következik"
        i18n.set_language("en")
        assert scene.status(info) == "Anna: turn 1, Anna to move"
        i18n.set_language("hu")
        info.progress_text = ""          # a save written before the rule text was kept
        assert scene.status(info) == old_words
    finally:
        i18n.set_language("en")


def test_an_assisted_game_is_marked_in_its_row(folder):
    setup, state = played(6)
    setup.assists = 2
    assisted = saves.save_new(state, setup, "pebbles-assisted")
    d, scene = open_list()
    _button, info = row_of(scene, assisted)
    assert info.assists == 2 and scene.status(info).endswith(" · assisted")
    assert scene.describe(info).endswith(" · assisted")
    _button, plain = row_of(scene, folder["unfinished"])
    assert "assisted" not in scene.status(plain)
