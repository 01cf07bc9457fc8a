"""The app's log (scenes/applog.py): it rotates, a crash leaves its traceback in it and in a
report of its own (the newest kept), a data folder that cannot hold it costs nothing, and what
a player is told went wrong (a bot that failed, a save that would not load) is logged with the
details a maintainer needs."""
import time

import pytest

import rules
from saves import Seat, Setup
from scenes import applog
from scenes.table.match import Match, open_save


@pytest.fixture
def log(home):
    path = applog.start()
    yield path
    applog.stop()


def log_text(home) -> str:
    return "".join(p.read_text(encoding="utf-8")
                   for p in sorted((home / "logs").glob(applog.LOG_NAME + "*")))


def test_the_log_lives_beside_the_saves_and_takes_the_app_s_records(home, log):
    assert log == home / "logs" / "gameshelf.log"
    applog.LOG.info("hello %s", "there")
    assert "INFO hello there" in log.read_text(encoding="utf-8")


def test_it_rotates_keeping_a_few_older_files(home, monkeypatch):
    monkeypatch.setattr(applog, "LOG_BYTES", 4000)
    applog.start()
    try:
        for i in range(400):
            applog.LOG.info("line %04d %s", i, "x" * 60)
    finally:
        applog.stop()
    files = sorted((home / "logs").glob("gameshelf.log*"))
    assert len(files) == applog.LOG_BACKUPS + 1
    assert all(f.stat().st_size <= 4000 for f in files)
    assert "line 0399" in (home / "logs" / "gameshelf.log").read_text(encoding="utf-8")
    assert "line 0000" not in log_text(home)           # the oldest rotated away


def test_before_start_records_go_nowhere(capsys):
    applog.stop()
    applog.LOG.warning("not for the terminal")
    captured = capsys.readouterr()
    assert "not for the terminal" not in captured.err + captured.out


def test_a_data_folder_that_cannot_hold_a_log_costs_nothing(tmp_path, monkeypatch):
    blocker = tmp_path / "home"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("GAMESHELF_HOME", str(blocker))
    assert applog.start() is None
    applog.LOG.warning("still fine")
    assert applog.crash_report(RuntimeError("boom")) == "the terminal"


def test_a_crash_is_logged_and_reported_keeping_the_newest_reports(home, log, monkeypatch):
    monkeypatch.setattr(applog, "KEEP_CRASHES", 3)
    paths = []
    for i in range(5):
        try:
            raise RuntimeError(f"boom {i}")
        except RuntimeError as exc:
            paths.append(applog.crash_report(exc))
        time.sleep(0.01)
    kept = sorted(p.read_text(encoding="utf-8").splitlines()[-1]
                  for p in (home / "logs").glob("crash-*.txt"))
    assert kept == ["RuntimeError: boom 2", "RuntimeError: boom 3", "RuntimeError: boom 4"]
    assert "RuntimeError: boom 4" in open(paths[-1], encoding="utf-8").read()
    text = log.read_text(encoding="utf-8")
    assert "ERROR crash: Traceback" in text and "RuntimeError: boom 0" in text


def test_a_bot_that_raises_in_the_bot_process_is_logged_with_its_traceback(home, log,
                                                                          monkeypatch):
    from tests.toygame import gavel_broken
    monkeypatch.setitem(rules.GAMES, "gavel_broken", gavel_broken.GAME)
    match = Match(Setup("gavel_broken", [Seat("Bot A", "bot", "strong"),
                                         Seat("Bot B", "bot", "simple")], 4, {}), autosave=False)
    match.budget_ms = 50
    try:
        decision = match.pending()
        assert decision.seat == 0
        future = match.bot_choose_async(0)
        end = time.monotonic() + 30
        while not future.done():
            assert time.monotonic() < end
            time.sleep(0.005)
        assert future.result() in decision.options
        assert future.failure == "ValueError: the plan has no move"
    finally:
        match.close()
    text = log.read_text(encoding="utf-8")
    assert "seat 0's strong bot failed in gavel_broken (ValueError: the plan has no move)" in text
    assert "in plan_the_move" in text                  # the bot process's own traceback


def test_a_save_that_will_not_load_is_logged(home, log):
    bad = home / "broken.json"
    bad.write_text("{ not json", encoding="utf-8")

    class App:
        settings = {}

        def go(self, *a, **k):
            raise AssertionError("nothing opens")
    error = open_save(App(), bad)
    assert error and error.startswith("Cannot load broken.json")
    assert f"WARNING cannot load {bad}" in log.read_text(encoding="utf-8")


def test_the_table_says_once_that_a_searching_bot_failed(home, log, monkeypatch):
    from scenes import games
    from scenes.table.board import BoardScene
    from tests.scenes.driver import Driver
    from tests.toygame import gavel_broken
    from tests.toygame.gavel_table import GavelAdapter
    monkeypatch.setitem(rules.GAMES, "gavel_broken", gavel_broken.GAME)
    monkeypatch.setitem(games._CLASSES, "gavel_broken", GavelAdapter)
    d = Driver()
    match = Match(Setup("gavel_broken", [Seat("Bot A", "bot", "strong"),
                                         Seat("Bot B", "bot", "simple")], 4, {}), autosave=False)
    match.budget_ms = 50
    board = BoardScene(match)
    d.app.reset(board)
    try:
        end = time.monotonic() + 60
        while match.state.steps < 1:
            assert time.monotonic() < end
            d.frame()
        assert board.toast is not None and board.toast[2] == "error"
        assert board.toast[0] == ("Bot A's bot could not think (ValueError: the plan has no "
                                  "move); it played a quick move instead.")
        board.toast = None
        while match.state.steps < 6 and match.pending() is not None:
            assert time.monotonic() < end
            d.frame()
        assert board.toast is None or "could not think" not in board.toast[0]   # said once
    finally:
        d.close()
    assert log.read_text(encoding="utf-8").count("seat 0's strong bot failed") >= 2
