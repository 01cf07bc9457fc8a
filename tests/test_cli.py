"""The headless commands of main.py, run as a user would run them."""
import json
import os
import subprocess
import sys

import pytest

import rules
from tests import toygame

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(*args, env_extra=None):
    env = dict(os.environ)
    env.update(env_extra or {})
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, env=env, timeout=120)


def test_help():
    done = run("--help")
    assert done.returncode == 0 and "simulate" in done.stdout and "list" in done.stdout


def test_list_names_every_shelf_game():
    done = run("list")
    assert done.returncode == 0
    if rules.SHELF:          # not rules.GAMES: other tests register test games in this process
        for game in (rules.GAMES[g] for g in rules.SHELF):
            assert game.id in done.stdout and game.title in done.stdout
    else:
        assert "no games yet" in done.stdout


def test_list_json_with_the_test_game():
    done = run("list", "--json", env_extra={"GAMESHELF_EXTRA_GAMES": "tests.toygame"})
    games = {g["id"]: g for g in json.loads(done.stdout)}
    assert games["pebbles"]["players"] == [2, 4]
    assert set(games["pebbles"]["bots"]) == {"random", "simple"}


def test_simulate_json_is_exactly_the_documented_shape():
    args = ("simulate", "pebbles", "--players", "3", "--seed", "5", "--games", "4",
            "--bots", "simple,random,random", "--json")
    toy = {"GAMESHELF_EXTRA_GAMES": "tests.toygame"}
    done = run(*args, env_extra=toy)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert list(out) == ["game", "players", "bots", "games", "seconds", "results"]
    assert out["game"] == "pebbles" and out["players"] == 3 and out["games"] == 4
    assert out["bots"] == ["simple", "random", "random"]
    assert [r["seed"] for r in out["results"]] == [5, 6, 7, 8]
    for r in out["results"]:
        assert list(r) == ["seed", "scores", "ranking", "decisions"]
        assert sorted(s for g in r["ranking"] for s in g) == [0, 1, 2]
        assert len(r["scores"]) == 3 and r["decisions"] > 0
    again = json.loads(run(*args, env_extra=toy).stdout)
    assert again["results"] == out["results"]


def test_simulate_budget_reaches_the_searching_bot():
    done = run("simulate", "gavel", "--players", "2", "--games", "1", "--bots", "strong,simple",
               "--budget-ms", "5", "--json",
               env_extra={"GAMESHELF_EXTRA_GAMES": "tests.toygame.gavel"})
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["bots"] == ["strong", "simple"] and out["results"][0]["decisions"] > 0


def test_simulate_readable_summary():
    done = run("simulate", "pebbles", "--players", "2", "--games", "10", "--bots", "simple,random",
               env_extra={"GAMESHELF_EXTRA_GAMES": "tests.toygame"})
    assert done.returncode == 0 and "wins" in done.stdout and "%" in done.stdout


@pytest.mark.parametrize("args,expect", [
    (("simulate", "chess", "--players", "2"), "unknown game"),
    (("simulate", "pebbles", "--players", "9"), "2-4 players"),
    (("simulate", "pebbles", "--players", "2", "--bots", "genius"), "no bot"),
    (("simulate", "pebbles", "--players", "3", "--bots", "simple,random"), "one per seat"),
])
def test_simulate_refuses_bad_input_clearly(args, expect):
    done = run(*args, env_extra={"GAMESHELF_EXTRA_GAMES": "tests.toygame"})
    assert done.returncode == 2
    assert expect in done.stderr and "Traceback" not in done.stderr


def test_gui_without_a_display_says_so():
    env = {"SDL_VIDEODRIVER": "x11", "DISPLAY": "", "WAYLAND_DISPLAY": ""}
    done = run(env_extra=env)
    assert done.returncode == 1
    assert "needs a display" in done.stderr and "Traceback" not in done.stderr


def test_missing_game_assets_are_named(monkeypatch):
    from scenes import games
    from scenes.app import check_assets
    monkeypatch.setitem(rules.GAMES, "pebbles", toygame.GAME)
    monkeypatch.delitem(games._CLASSES, "pebbles", raising=False)
    problems = check_assets()
    assert any("pebbles.tmx" in p and "missing" in p for p in problems)


def test_the_first_frame_comes_before_any_games_table_is_imported(tmp_path):
    """Finding each game's board map imports its table (some 0.2 s): the check of the maps runs
    once the title is up, not before it (the bench's start quits at the first frame)."""
    env = dict(os.environ, GAMESHELF_HOME=str(tmp_path), GAMESHELF_FIRST_FRAME_EXIT="1",
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("GAMESHELF_EXTRA_GAMES", None)
    done = subprocess.run([sys.executable, "-X", "importtime", "main.py"], cwd=ROOT,
                          capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0 and "first frame at" in done.stdout, done.stderr[-500:]
    imported = [line.split("|")[-1].strip() for line in done.stderr.splitlines()
                if line.startswith("import time:")]
    assert "scenes.app" in imported
    assert not [name for name in imported if name.startswith("scenes.games.") and
                name.endswith(".adapter")]


def test_a_missing_board_map_is_still_reported_once_the_title_is_up(monkeypatch, capsys):
    from scenes import app, games
    monkeypatch.setitem(rules.GAMES, "pebbles", toygame.GAME)
    monkeypatch.delitem(games._CLASSES, "pebbles", raising=False)
    app.report_assets()
    assert "pebbles.tmx" in capsys.readouterr().err
