"""`make bench` keeps working: every section runs on the test game with the smallest counts and
gives the figures the table prints (no timing is asserted: speed is the bench's business)."""
import dataclasses
import json
import os
import pathlib
import subprocess
import sys

import pytest

from tools import bench, shelf

ROOT = pathlib.Path(__file__).resolve().parents[1]


def test_every_section_on_the_test_game(home):
    args = bench.parser().parse_args(["--game", "pebbles", "--runs", "1", "--games", "2",
                                      "--only", "engine,bots,frames,saves", "--quick"])
    out = bench.run(args)
    entry = out["games"]["pebbles"]
    rows = {(r["players"], r["bots"]) for r in entry["engine"]}
    assert rows == {(n, b) for n in (2, 3, 4) for b in ("random", "simple")}
    for row in entry["engine"]:
        assert row["games_per_s"]["min"] <= row["games_per_s"]["median"] <= row["games_per_s"]["max"]
        assert row["decisions_per_s"] > 0
    assert {(r["players"], r["bots"]) for r in entry["split"]} == rows
    simple = entry["bots"]["simple"]
    assert simple["all"]["n"] > 0 and simple["all"]["p50"] <= simple["all"]["p95"] \
        <= simple["all"]["max"]
    frames = entry["frames"]
    assert frames["frames"] > 0 and frames["all"]["n"] == frames["frames"]
    assert frames["bot_thinking_cpu"]["decisions"] > 0
    assert [r["bots"] for r in entry["saves"]] == ["simple", "random"]
    assert all(r["size_kb"] > 0 for r in entry["saves"])
    text = bench.table(out)
    for heading in ("ENGINE", "BOTS", "FRAMES", "SAVES", "targets missed"):
        assert heading in text
    json.dumps(out)


def test_a_game_without_a_board_map_is_reported_not_measured(monkeypatch, tmp_path):
    from scenes import games as scene_games
    from tests import toygame
    from tests.toygame.adapter import PebblesAdapter

    class NoMap(PebblesAdapter):
        map_path = tmp_path / "nothing.tmx"

    game = dataclasses.replace(toygame.GAME, id="pebbles_nomap")
    monkeypatch.setitem(scene_games._CLASSES, game.id, NoMap)
    out = bench.bench_frames(game, 10, 10, 1, 0.01, 1)
    assert out == {"skipped": out["skipped"]} and out["skipped"].startswith(shelf.NO_MAP)


def test_start_time_and_json_from_the_command_line(home):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy")
    done = subprocess.run([sys.executable, "-m", "tools.bench", "--only", "start,pyminion",
                           "--quick", "--json", "--game", "pebbles"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    start = out["start"]
    assert "error" not in start, start
    assert start["runs"] == 3 and start["min_s"] <= start["median_s"] <= start["max_s"]
    assert "pyminion" not in out          # only measured when Dominion is benched


@pytest.mark.parametrize("data,ratio", [({"ratio": 2.3}, 2.3),
                                        ({"a": {"speed_ratio": 1.5}}, 1.5), ({"x": 1}, None)])
def test_the_pyminion_ratio_is_found_where_the_tool_puts_it(data, ratio):
    assert bench.find_ratio(data) == ratio


def test_percentiles():
    assert shelf.percentile([], 99) == 0.0
    assert shelf.percentile([5], 50) == 5
    assert shelf.percentile([1, 2, 3, 4], 50) == 2.5
    assert shelf.percentile(list(range(101)), 99) == 99


def test_frames_while_strong_thinks_compares_both_kinds_of_frame_in_one_run(home):
    import rules
    game = rules.get("dominion")
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    out = bench.bench_thinking_frames(game, want=4, budget_ms=100, seed=3)
    assert out["strong_decisions"] >= 1 and out["budget_ms"] == 100 and out["matches"] == 1
    assert out["idle"]["n"] >= 4 and out["thinking"]["n"] >= 4
    # one question a decision, as the app asks (every seat strong: one a move played, and one
    # more when the run stops with a move in flight), each answered but the one in flight;
    # none asked in a frame counted as thinking
    assert out["strong_decisions"] in (out["moves"], out["moves"] + 1)
    assert out["answers"] in (out["strong_decisions"], out["strong_decisions"] - 1)
    assert out["asks_in_thinking_frames"] == 0
    assert out["thought_ms"]["n"] == out["answers"]
    assert "edges" in out and out["edges_cpu"]["n"] == out["edges"]["n"]
    assert out["ratio"] == round(out["thinking"]["p99"] / out["idle"]["p99"], 3)
    assert 1 <= len(out["part_ratios"]) <= 3
    # the window thread's own work per frame, beside the wall times, for the same frames
    assert out["idle_cpu"]["n"] == out["idle"]["n"]
    assert out["thinking_cpu"]["n"] == out["thinking"]["n"]
    assert 0 < out["thinking_cpu"]["p50"] <= out["thinking"]["p99"] + 1
    # the share of strong's thinking it gave way to the frames (none where it answered at once)
    assert 0 <= out["waited_share"] <= 1
    entry = {"games": {"dominion": {"thinking": out}}, "environment": bench.environment(),
             "quick": True, "settings": {"runs": 1, "games_per_run": 1, "seed": 3},
             "seconds": 1.0, "missed": bench.missed_targets({"games": {"dominion":
                                                                         {"thinking": out}}})}
    assert "FRAMES WHILE STRONG THINKS" in bench.table(entry)
    assert "cpu p99 nothing/strong" in bench.table(entry)
    assert f"({out['thinking']['n']})" in bench.table(entry)      # the frame count is printed
    # four frames of each kind: a p99 of them is shown, never judged (nor listed as missed)
    assert out["ok"] is None and entry["missed"] == []
    assert "shown" in bench.table(entry).split("FRAMES WHILE STRONG THINKS")[1]
    toy = bench.shelf.games(with_test_game=True, only=["pebbles"])[0]
    assert bench.bench_thinking_frames(toy, 4, 100, 3) == {"skipped": "no strong bot"}
    floor = bench.bench_core_floor(40)
    if "skipped" not in floor:      # the machine's own floor, printed under the table
        assert floor["idle"]["n"] == floor["busy"]["n"] == 40
        assert floor["ratio"] == round(floor["busy"]["p99"] / floor["idle"]["p99"], 3)
        assert "machine floor" in bench.table({**entry, "core_floor": floor})
        assert os.sched_getaffinity(0) == cores             # the bench's cores given back


def test_the_machine_floor_is_skipped_without_two_cores(monkeypatch):
    monkeypatch.setattr(bench.os, "sched_getaffinity", lambda pid: {0}, raising=False)
    assert bench.bench_core_floor(5) == {"skipped": "needs two cores and an affinity API"}


def test_a_frame_is_thinking_only_while_the_bot_process_holds_the_question_all_along():
    assert bench.frame_kind(True, True) == "thinking"
    assert bench.frame_kind(False, False) == "nothing"
    assert bench.frame_kind(False, True) == "edge"        # the frame that asks
    assert bench.frame_kind(True, False) == "edge"        # the frame that reads the answer
    # a simple bot thinking in its thread of the window's process: not "nothing thinking"
    assert bench.frame_kind(False, False, quick_bot=True) == "quick"


def test_the_thinking_split_keeps_the_edges_out_of_both_p99s():
    frames = [(2.0, 1.0, "nothing", 0)] * 10 + [(3.0, 1.5, "thinking", 0)] * 10 \
        + [(50.0, 9.0, "edge", 1)] * 2
    out = bench.thinking_split(frames)
    assert out["idle"]["n"] == out["thinking"]["n"] == 10 and out["edges"]["n"] == 2
    assert out["ratio"] == 1.5 and out["edges"]["p99"] == 50.0


def test_the_scene_a_bench_leaves_behind_takes_a_language_switch(home):
    """A bench's manager can outlive the bench (garbage collection decides when); a later
    language switch then reaches its leftover scene (an AttributeError in the suite once)."""
    import pygame

    from scenes import i18n
    from scenes.app import make_manager
    pygame.display.init()
    app = make_manager(pygame.Surface((1600, 900)), {})
    app.reset(bench._Blank())
    app.step(0, [])
    try:
        i18n.set_language("hu")
        assert i18n.language() == "hu"
    finally:
        i18n.set_language("en")
    assert app.stack and isinstance(app.stack[0], bench._Blank)


def test_the_window_first_sections_on_the_test_auction_game():
    """gaps: strong's clock calls are timed; botcost: its playouts alone and beside a stand-in
    window that draws (and nudges it), on the same decisions."""
    from tests.toygame import gavel
    gaps = bench.bench_clock_gaps(gavel.GAME, 2, 40, 1, every=1)
    assert gaps["decisions"] == 2 and gaps["calls"] > 2
    assert 0 <= gaps["p50"] <= gaps["p99"] <= gaps["max"]
    cost = bench.bench_bot_cost(gavel.GAME, 2, 60, 3.0, 1)
    if "skipped" in cost:
        pytest.skip(cost["skipped"])
    assert cost["alone"]["decisions"] == cost["drawing"]["decisions"] == 2
    assert cost["alone"]["playouts"] > 0 and cost["drawing"]["playouts"] > 0
    assert cost["alone"]["waited_share"] == 0 and cost["drawing"]["waited_share"] > 0
    out = {"games": {"gavel": {"gaps": gaps, "botcost": cost}}, "missed": [], "seconds": 1,
           "environment": bench.environment(), "quick": True,
           "settings": {"runs": 1, "games_per_run": 1, "seed": 1}}
    assert "THE WINDOW FIRST" in bench.table(out)
