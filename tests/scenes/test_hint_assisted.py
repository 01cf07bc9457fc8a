"""A hint counts the game as assisted, as an assisted undo does (saves.Setup.hints): per seat in
the save, on the top bar, the load list and the results ("Hints taken: Anna 2."), and in the
records, which tell the wins that had help. Settings' Help row turns hints off: no Hint button
and no H."""
import json

import pytest

import saves
from saves import SaveError, Seat, Setup
from scenes.menus.records_text import record_words
from scenes.menus.save_words import assisted
from scenes.menus.settings import SettingsScene
from scenes.table.board import BoardScene
from scenes.table.match import Match
from tests.scenes import kit
from tests.scenes.driver import Driver
from tests.scenes.test_hint import click, hint_board, press_h, until_answered
from tests.scenes.test_records import ANNA_BOT, anna_won, finished, results_of


def test_a_shown_hint_marks_the_game_and_its_save(home):
    with hint_board() as (d, board, match):
        assert not match.setup.assisted and "assisted" not in board.progress_words()
        click(d, board.suggest_rect().center)
        until_answered(d, board)
        assert board.options.suggested is not None
        assert match.setup.hints == [1, 0] and match.setup.helped(0) and not match.setup.helped(1)
        assert board.progress_words().endswith(" · assisted")
        path = saves.save_new(match.state, match.setup)
        loaded, _state, _doc = saves.load_path(path)
        assert loaded.hints == [1, 0] and loaded.assisted
        info = next(i for i in saves.list_saves() if i.path == path)
        assert info.hints == 1 and info.assists == 0
        assert assisted(info, "round 3") == "round 3 · assisted"      # its load-list row


def test_a_hint_given_up_before_it_came_does_not_count():
    with hint_board() as (d, board, match):
        press_h(d)
        assert board.suggestion is not None
        board.drop_suggestion()                 # a move, an undo or a new decision came first
        d.frames(3)
        assert match.setup.hints == [] and not match.setup.assisted


def test_a_game_without_hints_saves_as_before(home):
    setup = Setup("kairo", ANNA_BOT, 3, {})
    assert "hints" not in setup.to_dict()
    setup.took_hint(0)
    setup.took_hint(0)
    assert setup.to_dict()["hints"] == [2, 0] and setup.hints_of(1) == 0


@pytest.mark.parametrize("bad", [-1, "2", [1], [1, "2"], [True, 0], [0, 10 ** 7], {"0": 1}])
def test_a_damaged_hint_count_is_refused(home, bad):
    setup = Setup("kairo", ANNA_BOT, 3, {})
    path = saves.save_new(setup.new_state(), setup)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"]["hints"] = bad
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match="count of hints"):
        saves.load_path(path)
    assert next(i for i in saves.list_saves() if i.path == path).error   # listed, not loaded


def test_the_results_name_who_took_hints_and_the_record_counts_the_wins_with_help(home):
    people = [Seat("Anna"), Seat("Bela")]
    match = finished("kairo", 1, people)
    match.setup.hints = [2, 0]
    with results_of(match) as scene:
        assert scene.hints_line() == "Hints taken: Anna 2."
    entry = next(iter(json.loads((home / "records.json").read_text("utf-8"))["games"].values()))
    assert entry["helped"] == ["Anna"]
    won, bela_won = anna_won(match), int(1 in match.result().ranking[0])
    assert saves.records("kairo") == {"Anna": (won, 1, won), "Bela": (bela_won, 1, 0)}
    plain = finished("kairo", 2, people)
    with results_of(plain) as scene:
        assert scene.hints_line() is None
        wins = won + anna_won(plain)
        assert scene.records[0] == ("Anna", wins, 2, won)
        assert scene.records_line().startswith(
            f"Record in Kairo at tables of people: Anna won {wins} of 2" +
            (" (1 assisted)" if won else ""))


def test_an_assisted_undo_counts_as_help_for_the_record(home):
    match = finished("kairo", 3)
    match.setup.assists = 1
    with results_of(match):
        pass
    won = anna_won(match)
    assert saves.records("kairo") == {"Anna": (won, 1, won)}


def test_record_words_tell_the_wins_with_help():
    assert record_words([("Anna", 4, 9, 1), ("Bela", 1, 2, 0)]) == \
        "Anna won 4 of 9 (1 assisted), Bela 1 of 2"
    assert record_words([("Anna", 4, 9, 0), ("Bela", 1, 2, 1)]) == \
        "Anna won 4 of 9, Bela 1 of 2 (1 assisted)"


def test_a_records_file_with_a_damaged_helped_list_drops_only_that_game(home):
    games = {"a": {"game": "kairo", "people": [["Anna", True]], "helped": "Anna"},
             "b": {"game": "kairo", "people": [["Anna", True]], "helped": ["Anna"]},
             "c": {"game": "kairo", "people": [["Anna", False]]}}          # an older file's
    (home / "records.json").write_text(json.dumps({"version": 1, "games": games}), "utf-8")
    assert saves.records("kairo") == {"Anna": (1, 2, 1)}


def test_hints_turned_off_in_settings_hide_the_button_and_h(home):
    d = Driver({"hints": False, "anim_speed": "instant", "bot_pace": "quick"})
    match = Match(kit.setup_for("kairo", 2, 3), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    assert kit.wait_for_human(d, board)
    assert board.suggest_rect() is None and not board.can_suggest()
    press_h(d)
    assert board.suggestion is None and match._hint_thinker is None
    d.app.settings["hints"] = True                  # on again: the button is back
    d.frame()
    assert board.suggest_rect() is not None
    d.close()


def test_the_settings_switch_turns_hints_off_and_on_and_keeps_it(home):
    d = Driver()
    d.app.reset(SettingsScene())
    d.frame()
    d.press("Hints: on")
    assert d.app.settings["hints"] is False and saves.read_settings()["hints"] is False
    d.frame()
    d.press("Hints: off")
    assert d.app.settings["hints"] is True and saves.read_settings()["hints"] is True
    d.close()



@pytest.mark.parametrize("on", [True, False])
def test_the_tour_mentions_the_hint_only_where_there_is_one(home, on):
    from scenes.table.tour import STEPS, TourScene
    d, board, _match = kit.open_board("kairo", 2, seed=3)
    d.app.settings["hints"] = on
    tour = TourScene(board, step=[key for key, _t, _w in STEPS].index("options"))
    d.app.push(tour)
    assert ("Hint (or H)" in tour.words()[1]) is on
    d.close()
