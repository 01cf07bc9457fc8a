"""Each person's record in a game, on the results screen (saves/ledger.py, ResultsScene.
records_line): the finished games noted in the data folder's records.json, each once however
often its results are shown, kept when the saves are pruned or deleted; a damaged file is moved
aside, never overwritten; a folder that cannot be written still counts the game on screen."""
import json
import os
from contextlib import contextmanager

import pygame

import saves
from saves import Seat, Setup
from scenes.table.match import Match
from tests.scenes.test_results_scene import finished_state, show


@contextmanager
def results_of(match):
    """The results screen of `match`, its window closed afterwards."""
    d, scene = show(match)
    try:
        yield scene
    finally:
        d.close()


ANNA_BOT = [Seat("Anna"), Seat("Bot 2", "bot", "simple")]


def finished(game_id, seed, seats=ANNA_BOT):
    return Match(Setup(game_id, seats, seed, {}),
                 state=finished_state(game_id, len(seats), seed), autosave=False)


def anna_won(match) -> int:
    return int(0 in match.result().ranking[0])


def test_each_finished_game_counts_once_per_person_and_per_game(home):
    wins = 0
    for seed in (1, 2, 3):
        match = finished("kairo", seed)
        wins += anna_won(match)
        with results_of(match) as scene:
            assert scene.records == [("Anna", wins, seed, 0)]
    with results_of(finished("kairo", 3)):              # the same game's results again
        pass
    with results_of(finished("hotel_tycoon", 4)):        # another game
        pass
    assert saves.records("kairo") == {"Anna": (wins, 3, 0)}                # and no bot
    assert list(saves.records("hotel_tycoon")) == ["Anna"]
    assert saves.records("nauticus") == {}


def test_an_unfinished_game_is_not_noted(home):
    import rules
    setup = Setup("kairo", ANNA_BOT, 9, {})
    assert saves.note_result(setup, rules.get("kairo").new(2, 9)) == {}
    assert not (home / "records.json").exists()


def test_the_record_outlives_the_saves(home):
    for seed in (1, 2):
        match = Match(Setup("kairo", ANNA_BOT, seed, {}),
                      state=finished_state("kairo", 2, seed))
        match.flush()
        with results_of(match):
            pass
    for info in saves.list_saves():                      # pruned, or deleted by the player
        os.remove(info.path)
    assert saves.records("kairo")["Anna"][1] == 2


def test_the_results_screen_shows_the_record_from_the_second_game(home):
    first, second = finished("kairo", 1), finished("kairo", 2)
    with results_of(first) as scene:
        assert scene.records == [("Anna", anna_won(first), 1, 0)]
        assert scene.records_line() is None              # a record of one says nothing
    with results_of(second) as scene:
        wins = anna_won(first) + anna_won(second)
        assert scene.records_line() == f"Record in Kairo against Simple: Anna won {wins} of 2"


def test_every_person_at_a_hot_seat_table_has_a_record(home):
    people = [Seat("Anna"), Seat("Bela")]
    with results_of(finished("kairo", 1, people)):
        pass
    with results_of(finished("kairo", 2, people)) as scene:
        assert [name for name, _w, games, _h in scene.records] == ["Anna", "Bela"]
        assert all(games == 2 for _n, _w, games, _h in scene.records)
        line = scene.records_line()
        assert line.startswith("Record in Kairo at tables of people: Anna won ") and \
            ", Bela " in line


def test_a_damaged_records_file_is_kept_aside_and_a_new_one_started(home):
    (home / "records.json").write_text("{ not json", encoding="utf-8")
    with results_of(finished("kairo", 1)) as scene:
        assert scene.records[0][2] == 1
    kept = [p for p in home.iterdir() if p.name.startswith("records.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
    assert json.loads((home / "records.json").read_text(encoding="utf-8"))["games"]


def test_a_folder_that_cannot_be_written_still_counts_the_game_on_screen(tmp_path, monkeypatch):
    blocker = tmp_path / "home"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("GAMESHELF_HOME", str(blocker))
    match = finished("kairo", 1)
    with results_of(match) as scene:
        assert scene.records == [("Anna", anna_won(match), 1, 0)]


def test_the_game_picker_shows_each_game_s_records(home, monkeypatch):
    from scenes import theme
    from scenes.menus.picker import PickerScene
    from tests.scenes.driver import Driver
    people = [Seat("Anna"), Seat("Bela")]
    wins = {"Anna": 0, "Bela": 0}
    for seed, seats in ((1, people), (2, ANNA_BOT), (3, ANNA_BOT)):
        match = finished("kairo", seed, seats)
        for seat in match.result().ranking[0]:
            if not seats[seat].is_bot:
                wins[seats[seat].name] += 1
        with results_of(match):
            pass
    d = Driver()
    drawn = []
    original = theme.text
    monkeypatch.setattr(theme, "text",
                        lambda s, t, *a, **k: drawn.append(t) or original(s, t, *a, **k))
    d.app.reset(PickerScene())
    d.frame()
    picker = d.top
    line = f"Anna won {wins['Anna']} of 3, Bela {wins['Bela']} of 1"   # the most played first
    assert picker.records == {"kairo": [line, f"Anna won {wins['Anna']} of 3"]}
    assert line in drawn
    d.close()


def test_a_record_is_kept_by_the_bots_at_the_table(home):
    strong = [Seat("Anna"), Seat("Bot 2", "bot", "strong")]
    mixed = [Seat("Anna"), Seat("Bot 2", "bot", "strong"), Seat("Bot 3", "bot", "random")]
    results = []
    for seed, seats in ((1, ANNA_BOT), (2, strong), (3, ANNA_BOT), (4, strong), (5, mixed)):
        match = finished("kairo", seed, seats)
        results.append(anna_won(match))
        with results_of(match) as scene:
            line = scene.records_line()
            shown = scene.records
    assert line is None and shown[0][2] == 1                # the first game against these two
    entries = json.loads((home / "records.json").read_text("utf-8"))["games"].values()
    assert sorted(tuple(e["bots"]) for e in entries) == [
        ("random", "strong"), ("simple",), ("simple",), ("strong",), ("strong",)]
    assert saves.records("kairo", ["strong"]) == {"Anna": (results[1] + results[3], 2, 0)}
    assert saves.records("kairo", ["simple"]) == {"Anna": (results[0] + results[2], 2, 0)}
    assert saves.records("kairo")["Anna"][:2] == (sum(results), 5)       # the picker's: all
    with results_of(finished("kairo", 4, strong)) as scene:                # shown again
        assert scene.records_line() == \
            f"Record in Kairo against Strong: Anna won {results[1] + results[3]} of 2"
    with results_of(finished("kairo", 5, mixed)) as scene:
        scene.records = [("Anna", 1, 2, 0)]                     # as a second such game shows it
        assert scene.records_line() == "Record in Kairo against Random, Strong: Anna won 1 of 2"


def test_a_game_noted_before_the_bots_were_kept_counts_only_in_all(home):
    games = {"old": {"game": "kairo", "people": [["Anna", True]]},
             "bad": {"game": "kairo", "people": [["Anna", True]], "bots": "simple"}}
    (home / "records.json").write_text(json.dumps({"version": 1, "games": games}), "utf-8")
    assert saves.records("kairo") == {"Anna": (1, 1, 0)}          # the damaged entry dropped
    assert saves.records("kairo", ["simple"]) == {}


def test_the_game_picker_tells_each_persons_record_at_each_kind_of_table(home):
    from scenes.menus.picker import PickerScene
    from tests.scenes.driver import Driver
    strong = [Seat("Anna"), Seat("Bot 2", "bot", "strong")]
    won = {}
    for seed, seats in ((1, ANNA_BOT), (2, strong), (3, strong), (4, [Seat("Anna"), Seat("Bela")])):
        match = finished("kairo", seed, seats)
        key = tuple(saves.table_bots(match.setup))
        wins, games, _h = won.get(key, (0, 0, 0))
        won[key] = (wins + anna_won(match), games + 1, 0)
        with results_of(match):
            pass
    games = json.loads((home / "records.json").read_text("utf-8"))
    games["games"]["old"] = {"game": "kairo", "people": [["Anna", True]]}      # noted before
    (home / "records.json").write_text(json.dumps(games), "utf-8")
    assert saves.records_by_table("kairo")["Anna"] == {**won, None: (1, 1, 0)}
    d = Driver()
    d.app.reset(PickerScene())
    d.frame()
    picker = d.top
    rect = picker.record_rects["kairo"]
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1),
                                buttons=(0, 0, 0))])
    lines = picker.hover_text(rect.center).split("\n")
    s, w = won[("strong",)], won[("simple",)]
    assert lines[:5] == ["Anna", f"    against Strong {s[0]} of 2",
                         f"    against Simple {w[0]} of 1",
                         f"    at tables of people {won[()][0]} of 1", "    earlier games 1 of 1"]
    assert lines[5] == "Bela" and lines[6].startswith("    at tables of people ")
    assert picker.hover_text((5, 5)) is None
    d.close()
