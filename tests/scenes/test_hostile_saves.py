"""The app among a hostile saves folder (issue 10), clicked headless: the title opens with every
odd entry present at once, the load list explains them, the good save still continues; and a
saves location that cannot hold saves is said on the title, in Settings and over the board,
while the game plays on without saving."""
import faulthandler
import os

import pygame
import pytest

import saves
from rules.core.text import render
from scenes.table.board import BoardScene
from scenes.menus.loadlist import LoadScene
from scenes.menus.pause import PauseScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver, install_test_game
from tests.scenes.test_flow import play_one_human_decision
from tests.test_saves import played
from tests.test_saves_folder import hostile_folder, no_big_files_left, snapshot  # noqa: F401


@pytest.fixture
def driver(home, monkeypatch):
    install_test_game(monkeypatch)
    faulthandler.dump_traceback_later(120, exit=True)   # a hang fails the run, with a trace
    d = Driver()
    yield d
    faulthandler.cancel_dump_traceback_later()
    d.close()


def test_the_title_opens_among_every_hostile_entry_and_the_good_save_continues(driver, tmp_path):
    d = driver
    hostile = hostile_folder(tmp_path)
    setup, state = played(6)
    session = saves.Session(setup)
    session.autosave(state)
    os.utime(session.path, (1, 1))          # the oldest: every odd entry is looked at first
    before = {p.name: snapshot(p) for p in hostile}
    d.app.push(TitleScene())
    d.frame()
    assert isinstance(d.top, TitleScene) and d.top.continue_info.path == session.path
    d.press("Load game")
    assert isinstance(d.top, LoadScene)
    rows = {info.path: (button, info) for button, info in d.top.rows.items()}
    for path in hostile:
        button, info = rows[path]
        assert info.error and not button.is_enabled, path.name
    d.frames(3)                              # drawn, rows and all
    d.press("Back")
    d.press("Continue")
    board = d.top
    assert isinstance(board, BoardScene)
    assert board.match.state.history == state.history
    play_one_human_decision(d)
    board.match.flush()
    assert board.match.save_error is None
    assert {p.name: snapshot(p) for p in hostile} == before


def test_a_saves_location_that_is_a_file_is_said_and_the_game_plays_without_saving(driver,
                                                                                    home):
    d = driver
    (home / "saves").write_text("not a folder")
    d.app.push(TitleScene())
    d.frame()
    title = d.top
    assert "is a file, not a folder" in title.saving_off
    assert not d.find_button("Continue").is_enabled
    d.press("Settings")
    assert isinstance(d.top, SettingsScene) and d.top.saving_off == title.saving_off
    d.frame()
    d.press("Done")
    d.press("Load game")
    assert d.top.message == render(title.saving_off)
    d.press("Back")
    d.press("New game")
    d.click(next(c for c in d.top.cards if c[1].id == "pebbles")[0].center)
    d.press("Start game")
    board = d.top
    assert isinstance(board, BoardScene)
    assert board.match.save_error.startswith("Not saving")
    assert board.toast and board.toast[0].startswith("Not saving")
    play_one_human_decision(d)
    play_one_human_decision(d)
    board.match.flush()
    assert board.match.save_error.startswith("Not saving")
    d.key(pygame.K_ESCAPE)
    assert isinstance(d.top, PauseScene) and d.top.note.startswith("Not saving")
    d.press("Save game")
    assert d.top.note.startswith("Could not save")
    d.press("Resume")
    play_one_human_decision(d)
    assert (home / "saves").read_text() == "not a folder"


def test_a_read_only_saves_folder_is_said(driver, home, monkeypatch):
    saves.saves_dir()

    def read_only(*args, **kwargs):          # what a read-only mount answers (root ignores modes)
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(saves.location.tempfile, "TemporaryFile", read_only)
    d = driver
    d.app.push(TitleScene())
    d.frame()
    assert "is read-only" in d.top.saving_off
