"""The soak in small (a few hundred random-bot games through `make test`), its replay command and
its failure report, and the layering of rules/ checked while games are played."""
import dataclasses
import json
import os
import pathlib
import subprocess
import sys

import pytest

import rules
from tests.games import ALL
from tools import soak

ROOT = pathlib.Path(__file__).resolve().parents[1]
GAMES = int(os.environ.get("GAMESHELF_SOAK_GAMES", "100"))
# a random-bot game's usual length in decisions, where it is far from 400 (measured)
DECISIONS_PER_GAME = {"itchy_feet": 1900, "kairo": 500, "pebbles": 35, "gavel": 24}
# Itchy Feet's random games are the longest by far: half as many still play at least 95,000
# decisions, twice any other game's hundred; Kairo's 60 play some 30,000, as Dominion's hundred
# do (Kairo's hundred took 34 s, a third of this file). GAMESHELF_SOAK_GAMES=N plays N of each.
LONG_GAMES = {} if "GAMESHELF_SOAK_GAMES" in os.environ else {"itchy_feet": GAMES // 2,
                                                               "kairo": GAMES * 6 // 10}


@pytest.mark.parametrize("gid", [g.id for g in ALL])
def test_soak_in_small(gid, monkeypatch):
    game = next(g for g in ALL if g.id == gid)
    monkeypatch.setitem(rules.GAMES, gid, game)
    # a save round trip replays the game from its start (saves/format.py), so mid-game ones
    # cost more than the game itself: about two per game here, every game's last one always
    # (`make soak` keeps its own rate)
    save_rate = 2 / DECISIONS_PER_GAME.get(gid, 400)
    games = LONG_GAMES.get(gid, GAMES)
    out = soak.run(games, ids=[gid], seed=20_000, jobs=1, save_rate=save_rate,
                   with_test_game=gid == "pebbles")
    entry = out["per_game"][gid]
    assert entry["games"] == games
    assert set(entry["players"]) == {str(n) for n in range(game.min_players,
                                                           game.max_players + 1)}
    assert entry["round_trips"] > games           # the one at the end of each game, and more
    assert out["failures"] == [], soak.format_totals(out)


def test_a_failure_is_reported_with_the_command_that_replays_it(monkeypatch):
    pebbles = next(g for g in ALL if g.id == "pebbles")

    def broken(state):
        return ["the pebble count went wrong"] if state.steps == 7 and state.seed % 3 == 0 \
            else []

    monkeypatch.setitem(rules.GAMES, "pebbles", dataclasses.replace(pebbles, invariants=broken))
    out = soak.run(12, ids=["pebbles"], seed=300, jobs=1)
    failed = sorted(f["seed"] for f in out["failures"])
    assert failed and all(seed % 3 == 0 for seed in failed)
    first = out["failures"][0]
    assert "after" in first["failure"] and "pebble count" in first["failure"]
    assert first["failure"].startswith("at decision 7")
    assert first["replay"] == (f'make soak ARGS="--game pebbles --players {first["players"]} '
                               f'--seed {first["seed"]} --games 1 --with-test-game --trace"')
    text = soak.format_totals(out)
    assert f"failures {len(failed)}" in text and first["replay"] in text


def test_the_replay_command_replays_one_game():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "tools.soak", "--game", "pebbles", "--players",
                           "3", "--seed", "41", "--games", "1", "--with-test-game", "--trace"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert "seat" in lines[0] and "->" in lines[0]
    assert lines[-1].startswith("pebbles, 3 players, seed 41") and lines[-1].endswith("passed")
    again = subprocess.run([sys.executable, "-m", "tools.soak", "--game", "pebbles", "--players",
                            "3", "--seed", "41", "--games", "1", "--with-test-game", "--trace"],
                           cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert again.stdout == done.stdout


def test_soak_json_totals():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "tools.soak", "--game", "pebbles", "--games",
                           "30", "--with-test-game", "--json", "--jobs", "2"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["games_played"] == 30 and out["failures"] == []
    assert out["decisions"] == out["per_game"]["pebbles"]["decisions"] > 0


# ---- layering, while playing --------------------------------------------------------------------
PLAY_EVERY_GAME = """
import importlib, json, pkgutil, sys
for name in ("pygame", "pytmx", "platformdirs", "scenes", "saves", "random"):
    sys.modules.pop(name, None)
import rules
for m in pkgutil.walk_packages(rules.__path__, "rules."):
    importlib.import_module(m.name)
from rules.core.simulate import play
for game in rules.GAMES.values():
    for n in range(game.min_players, game.max_players + 1):
        for bots in ("random", "simple"):
            play(game, n, 7, [bots] * n)
loaded = sorted({k.split(".")[0] for k in sys.modules} &
                {"pygame", "pytmx", "platformdirs", "scenes", "saves", "random"})
print(json.dumps({"games": sorted(rules.GAMES), "loaded": loaded}))
"""


def test_rules_never_load_pygame_scenes_saves_or_random_while_playing():
    """Static imports are checked in test_layering; this catches a lazy or dynamic import too:
    after importing every rules module and playing every game with every player count and both
    bots, none of these modules has been loaded at all."""
    done = subprocess.run([sys.executable, "-c", PLAY_EVERY_GAME], cwd=ROOT, capture_output=True,
                          text=True, timeout=600, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout.splitlines()[-1])
    assert set(out["games"]) == set(rules.SHELF)
    assert out["loaded"] == [], f"rules/ loaded {out['loaded']} while playing"
