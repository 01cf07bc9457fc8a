"""Writes that are interrupted: a process killed (SIGKILL) at each point of an atomic save, and the
game's autosave, which is written in the background so that a slow disk never stalls a frame."""
import json
import os
import pathlib
import signal
import subprocess
import sys
import textwrap
import threading

import pytest

import rules
import saves
from rules.core import RandomBot
from saves import Seat, Setup, format as save_format
from tests import toygame
from tests.games import ALL

ROOT = pathlib.Path(__file__).resolve().parents[1]

# A child process: save the position after `early` decisions, then overwrite that save with the
# position after `late` decisions and get killed at KILL_AT.
CHILD = textwrap.dedent("""
    import json, os, signal, sys
    sys.path.insert(0, {root!r})
    import rules, saves
    from saves.store import atomic_write
    from tools import shelf
    game = shelf.games(with_test_game=True, only=[{gid!r}])[0]
    shelf.register(game)
    players = game.min_players
    state, total = shelf.play_to(game, players, 5, "random", fraction=0.9)
    steps = state.steps
    early = game.new(players, 5)
    for _seat, option_id in state.history[: steps // 2]:
        early.apply(option_id)
    setup = shelf.bot_setup(game, players, 5, humans=1)
    session = saves.Session(setup, saves.saves_dir() / "autosave-{gid}-kill.json")
    session.autosave(early)
    manual = saves.save_new(early, setup, "manual-{gid}")
    print(json.dumps({{"early": early.steps, "late": state.steps, "manual": str(manual),
                       "auto": str(session.path)}}), flush=True)
    kill_at = {kill_at!r}
    def die(*args, **kwargs):
        os.kill(os.getpid(), signal.SIGKILL)
    if kill_at == "fsync":            # the temporary file is written but not yet on disk
        os.fsync = die
    elif kill_at == "replace":        # the temporary file is complete; the rename never happens
        os.replace = die
    elif kill_at == "after-replace":  # the rename happened; the clean-up never runs
        real = os.replace
        def replace_then_die(src, dst):
            real(src, dst)
            die()
        os.replace = replace_then_die
    target = {target!r}
    if target == "autosave":
        session.autosave(state)
    else:
        atomic_write(manual, json.dumps(saves.build(state, setup, "now")))
    print("not killed", flush=True)
""")


def run_child(home, gid, kill_at, target):
    code = CHILD.format(root=str(ROOT), gid=gid, kill_at=kill_at, target=target)
    env = dict(os.environ, GAMESHELF_HOME=str(home))
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True,
                          timeout=120, cwd=ROOT)
    assert done.returncode == -signal.SIGKILL, (done.returncode, done.stdout, done.stderr)
    assert "not killed" not in done.stdout
    return json.loads(done.stdout.splitlines()[0])


@pytest.mark.parametrize("target", ["autosave", "manual"])
@pytest.mark.parametrize("kill_at", ["fsync", "replace", "after-replace"])
# games still coming have no saves in the app (the subprocess knows only the shelf)
@pytest.mark.parametrize("gid", [g.id for g in ALL if g.id not in rules.COMING])
def test_a_killed_save_leaves_a_loadable_file(home, monkeypatch, gid, kill_at, target):
    game = next(g for g in ALL if g.id == gid)
    monkeypatch.setitem(rules.GAMES, gid, game)
    info = run_child(home, gid, kill_at, target)
    path = pathlib.Path(info["auto" if target == "autosave" else "manual"])
    other = pathlib.Path(info["manual" if target == "autosave" else "auto"])
    _setup, loaded, _session = saves.load_path(path)
    if kill_at == "after-replace":
        assert loaded.steps == info["late"]        # the new save is whole
    else:
        assert loaded.steps == info["early"]       # the previous save is intact
    assert saves.load_path(other)[1].steps == info["early"]
    leftovers = [p for p in path.parent.iterdir() if p.name.endswith(".tmp")]
    if kill_at == "after-replace":
        assert leftovers == []
    else:
        assert len(leftovers) == 1 and leftovers[0].name.startswith(f".{path.name}.")
    # the listing ignores the temporary file and reads both saves
    infos = saves.list_saves()
    assert sorted(i.path.name for i in infos) == sorted([path.name, other.name])
    assert all(i.error is None for i in infos)
    # and the next save goes through
    setup, state, session = saves.load_path(path)
    session.autosave(state)
    assert saves.load_path(path)[1].to_dict() == state.to_dict()


# ---- the game's autosave runs in the background ---------------------------------------------
def pebbles_match(home, monkeypatch):
    from scenes.match import Match
    monkeypatch.setitem(rules.GAMES, "pebbles", toygame.GAME)
    return Match(Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "random")], 11, {}))


def first_option(match):
    return match.pending().options[0].id


def test_autosave_does_not_block_a_decision(home, monkeypatch):
    match = pebbles_match(home, monkeypatch)
    gate = threading.Event()
    entered = threading.Event()
    real = saves.store.atomic_write

    def slow_disk(path, text):
        entered.set()
        assert gate.wait(30), "the test never opened the gate"
        real(path, text)

    monkeypatch.setattr(saves.store, "atomic_write", slow_disk)
    match.apply(first_option(match))           # returns although the disk is stuck
    assert entered.wait(30)
    match.apply(first_option(match))           # and so does the next decision
    assert not match.session.path.exists()
    gate.set()
    match.close()                              # closing waits for the last write
    loaded = saves.load_path(match.session.path)[1]
    assert loaded.to_dict() == match.state.to_dict()


def test_a_failed_autosave_is_reported_and_the_game_goes_on(home, monkeypatch):
    match = pebbles_match(home, monkeypatch)
    real = saves.store.atomic_write
    match.apply(first_option(match))
    match.session.flush()
    good = match.session.path.read_bytes()

    def full_disk(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves.store, "atomic_write", full_disk)
    match.apply(first_option(match))
    match.session.flush()
    match.apply(first_option(match))           # the failure shows at the next decision
    assert match.save_error and "No space left" in match.save_error
    assert match.session.path.read_bytes() == good
    monkeypatch.setattr(saves.store, "atomic_write", real)
    match.apply(first_option(match))
    match.close()
    assert match.save_error is None
    assert saves.load_path(match.session.path)[1].to_dict() == match.state.to_dict()


def test_autosaves_keep_their_order(home, monkeypatch):
    """Many quick decisions: whatever the writer skips, the file ends with the newest state."""
    match = pebbles_match(home, monkeypatch)
    bot = RandomBot(0, 4)
    while (decision := match.pending()) is not None:
        match.apply(bot.choose(match.state.view(decision.seat), decision).id)
    match.close()
    doc = json.loads(match.session.path.read_text())
    assert doc["summary"]["over"] is True
    assert doc["log"] == [list(h) for h in match.state.history]
    assert save_format.parse(match.session.path.read_bytes())[1].to_dict() == \
        match.state.to_dict()
