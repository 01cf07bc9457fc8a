"""The load list's extra facts and actions: a finished game's winners and scores, the time
written inside the save, full verification, and deleting one save and nothing else."""
import json
import os

import pytest

import rules
import saves
from tests import toygame
from tests.test_saves import played
from tests.test_saves_folder import snapshot


@pytest.fixture(autouse=True)
def pebbles_on_shelf(monkeypatch, home):
    monkeypatch.setitem(rules.GAMES, "pebbles", toygame.GAME)


def finished():
    setup, state = played(400)
    assert state.pending() is None
    return setup, state


def test_a_finished_save_lists_its_winners_and_scores(home):
    setup, state = finished()
    saves.save_new(state, setup, "done")
    info = next(i for i in saves.list_saves() if i.path.stem == "done")
    result = state.result()
    assert info.over and info.scores == list(result.scores)
    assert info.winners == [setup.seats[s].name for s in result.winners]
    assert info.players == [("Anna", False), ("Bot", True)]


def test_the_list_shows_the_time_inside_the_save(home):
    setup, state = played(4)
    path = saves.save_new(state, setup, "timed")
    doc = json.loads(path.read_text())
    doc["saved_at"] = "2024-02-03T04:05:06"
    path.write_text(json.dumps(doc))
    info = next(i for i in saves.list_saves() if i.path == path)
    assert info.when == "2024-02-03 04:05"


def test_damaged_scores_in_the_summary_are_refused(home):
    setup, state = finished()
    path = saves.save_new(state, setup, "odd")
    doc = json.loads(path.read_text())
    doc["summary"]["scores"] = ["lots"]
    path.write_text(json.dumps(doc))
    info = next(i for i in saves.list_saves() if i.path == path)
    assert info.error and "summary" in info.error


def test_verification_finds_a_position_that_contradicts_its_moves(home):
    setup, state = played(8)
    good = saves.save_new(state, setup, "good")
    bad = saves.save_new(state, setup, "bad")
    doc = json.loads(bad.read_text())
    doc["state"]["data"]["points"][0] += 5            # the header still reads well
    bad.write_text(json.dumps(doc))
    listed = {i.path: i for i in saves.list_saves()}
    assert listed[bad].error is None            # the quick listing cannot see it
    assert saves.verify(good) is None
    assert "contradicts" in saves.verify(bad)


def test_delete_removes_that_save_and_touches_nothing_else(home, tmp_path):
    setup, state = played(6)
    keep = saves.save_new(state, setup, "keep")
    gone = saves.save_new(state, setup, "gone")
    before = snapshot(keep)
    assert saves.delete(gone) is None
    assert not gone.exists() and snapshot(keep) == before


def test_delete_refuses_the_game_in_play_links_and_strangers(home, tmp_path):
    setup, state = played(6)
    session = saves.Session(setup)
    session.autosave(state)
    assert "being played" in saves.delete(session.path, protected=[session.path])
    assert session.path.exists()
    outside = tmp_path / "elsewhere.json"
    outside.write_text(session.path.read_text())
    link = saves.saves_dir() / "link.json"
    os.symlink(outside, link)
    assert saves.delete(link) and link.exists() and outside.exists()
    assert saves.delete(outside) and outside.exists()
    junk = saves.saves_dir() / "notes.json"
    junk.write_text('{"shopping": ["milk"]}')
    assert saves.delete(junk) and junk.exists()
