"""Each person's record in a game, on the results screen: the finished games of that game in the
saves folder and the one just ended (saves.records, ResultsScene.records_line)."""
from contextlib import contextmanager

import rules
import saves
from saves import Seat, Setup
from scenes.table.match import Match
from tests.scenes.test_results_scene import finished_match, finished_state, show


@contextmanager
def results_of(match):
    """The results screen of `match`, its window closed afterwards."""
    d, scene = show(match)
    try:
        yield scene
    finally:
        d.close()


def saved(game_id, seed, seats, state=None):
    """A save of a game between `seats` (finished unless `state` is given) in the saves folder."""
    state = state if state is not None else finished_state(game_id, len(seats), seed)
    match = Match(Setup(game_id, seats, seed, {}), state=state)
    match.autosave()
    match.flush()
    assert match.save_error is None
    return match


ANNA_BOT = [Seat("Anna"), Seat("Bot 2", "bot", "simple")]


def test_records_count_the_finished_games_of_one_game_per_person(home):
    wins = 0
    for seed in (1, 2, 3):
        state = finished_state("kairo", 2, seed)
        wins += 0 in state.result().ranking[0]
        saved("kairo", seed, ANNA_BOT, state)
    saved("hotel_tycoon", 4, ANNA_BOT)                             # another game
    unfinished = rules.get("kairo").new(2, 9)
    saved("kairo", 9, ANNA_BOT, unfinished)                        # not over: not counted
    found = saves.records("kairo")
    assert found == {"Anna": (wins, 3)}                            # and no bot
    assert saves.records("nauticus") == {}


def test_the_results_screen_shows_the_record_with_this_game_and_its_own_file_left_out(home):
    for seed in (1, 2):
        saved("kairo", seed, ANNA_BOT)
    before = saves.records("kairo")["Anna"]
    match = saved("kairo", 5, ANNA_BOT)                  # this game, already on disk itself
    with results_of(match) as scene:
        won = 0 in match.result().ranking[0]
        assert scene.records == [("Anna", before[0] + won, 3)]
        assert scene.records_line() == f"Record in Kairo: Anna won {before[0] + won} of 3"


def test_a_first_game_shows_no_record(home):
    match = finished_match("kairo", 2)
    with results_of(match) as scene:
        assert scene.records == [("Anna", int(0 in match.result().ranking[0]), 1)]
        assert scene.records_line() is None


def test_every_person_at_a_hot_seat_table_has_a_record(home):
    people = [Seat("Anna"), Seat("Bela")]
    saved("kairo", 1, people)
    match = saved("kairo", 2, people)
    with results_of(match) as scene:
        assert [name for name, _w, games in scene.records] == ["Anna", "Bela"]
        assert all(games == 2 for _n, _w, games in scene.records)
        line = scene.records_line()
        assert line.startswith("Record in Kairo: Anna won ") and ", Bela " in line
