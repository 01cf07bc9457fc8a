"""The saves folder as a hostile user leaves it (issue 10): every entry of the table gets a listed
reason or is skipped, quickly and in little memory, loading it is refused, nothing is changed,
and a normal save beside them still lists, loads and continues."""
import hashlib
import json
import os
import stat
import threading
import time
import tracemalloc

import pytest

import rules
import saves
from rules.core.text import render
from saves import SaveError, format as save_format
from saves.listing import HEADER_BYTES, SMALL
from tests import toygame
from tests.test_saves import played

HANG_GUARD = 10.0          # seconds: only there to turn a hang into a failure
LIST_MEMORY = 8 * 2 ** 20  # the listing reads at most a few prefixes of 16 KB at a time


@pytest.fixture(autouse=True)
def pebbles_on_shelf(monkeypatch, home):
    monkeypatch.setitem(rules.GAMES, "pebbles", toygame.GAME)


@pytest.fixture(autouse=True)
def no_big_files_left(tmp_path):
    """pytest keeps the last runs' folders: not the tens of MB these tests write."""
    yield
    for path in tmp_path.rglob("*"):
        if not path.is_symlink() and path.is_file() and path.stat().st_size > 2 ** 20:
            path.unlink()


def bounded(fn, *args):
    """fn(*args) in a thread: (result or exception, seconds, peak bytes allocated)."""
    out = {}

    def run():
        started = time.perf_counter()
        try:
            out["value"] = fn(*args)
        except BaseException as exc:     # handed back to the test
            out["value"] = exc
        out["seconds"] = time.perf_counter() - started

    tracemalloc.start()
    try:
        worker = threading.Thread(target=run, daemon=True)
        worker.start()
        worker.join(HANG_GUARD)
        assert not worker.is_alive(), f"{fn.__name__} did not return in {HANG_GUARD} s"
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    return out["value"], out["seconds"], peak


def good_doc(**changes):
    setup, state = played()
    doc = save_format.build(state, setup, "2026-11-21T20:00:00")
    doc.update(changes)
    return doc


def write_log_of(path, count: int, entry: bytes = b"[]") -> None:
    """A real save's header, then a log of `count` copies of `entry`, written in big chunks."""
    head = json.dumps(good_doc()).split('"log":')[0].encode()
    chunk = 1_000_000
    with open(path, "wb") as out:
        out.write(head + b'"log": [')
        for start in range(0, count, chunk):
            n = min(chunk, count - start)
            out.write(b",".join([entry] * n) + (b"," if start + n < count else b""))
        out.write(b'], "state": null}')


# ---- the rows of the table: (name, how to make it, the words its reason holds) -----------------
def make_fifo(folder, tmp):
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes here")
    os.mkfifo(folder / "x.json")


def make_zero(folder, tmp):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero here")
    (folder / "x.json").symlink_to("/dev/zero")


def make_sparse(folder, tmp):
    big = tmp / "big.bin"
    big.touch()
    os.truncate(big, 2 * 2 ** 30)       # 2 GB that take no disk space
    (folder / "x.json").symlink_to(big)


def make_dangling(folder, tmp):
    (folder / "x.json").symlink_to(tmp / "nothing-here")


def make_folder(folder, tmp):
    (folder / "x.json").mkdir()


def make_63mb(folder, tmp):
    write_log_of(folder / "x.json", 22_000_000)       # "[]," is 3 bytes: 63 MiB
    assert 62 * 2 ** 20 < (folder / "x.json").stat().st_size < 64 * 2 ** 20


def make_ten_million(folder, tmp):
    write_log_of(folder / "x.json", 10_000_000)


def make_surrogate(folder, tmp):
    doc = good_doc()
    doc["setup"]["seats"][0]["name"] = "\ud800"            # json writes it as \ud800
    (folder / "x.json").write_text(json.dumps(doc))


def make_unreadable(folder, tmp):
    if os.geteuid() == 0:
        pytest.skip("permissions do not bind root")
    (folder / "x.json").write_text(json.dumps(good_doc()))
    os.chmod(folder / "x.json", 0)


ROWS = {
    "fifo": (make_fifo, "named pipe"),
    "link to /dev/zero": (make_zero, "device"),
    "link to a 2 GB file": (make_sparse, "too large"),
    "dangling link": (make_dangling, "does not exist"),
    "folder named x.json": (make_folder, "folder"),
    "63 MB log of empty lists": (make_63mb, "too large"),
    "10 million log entries": (make_ten_million, "too large"),
    "lone surrogate in a name": (make_surrogate, "not printable"),
    "unreadable file": (make_unreadable, "cannot be read"),
}


def snapshot(path):
    """What must not change: the entry, what it links to, and the bytes of a file of sane size."""
    out = []
    for st in (os.lstat(path), os.stat(path) if os.path.exists(path) else None):
        if st is not None:
            out.append((st.st_mode, st.st_size, st.st_mtime_ns, st.st_ino))
    if stat.S_ISREG(os.lstat(path).st_mode) and out[0][1] < 2 ** 20:
        out.append(hashlib.sha256(path.read_bytes()).hexdigest())
    return out


@pytest.mark.parametrize("row", list(ROWS))
def test_each_hostile_entry_is_listed_with_a_reason_and_refused(row, home, tmp_path):
    make, words = ROWS[row]
    folder = saves.saves_dir()
    setup, state = played()
    good = saves.save_new(state, setup, "good")
    make(folder, tmp_path)
    entry = folder / "x.json"
    before = snapshot(entry)

    infos, seconds, peak = bounded(saves.list_saves)
    rows = {i.path.name: i for i in infos}
    assert rows[good.name].error is None and rows[good.name].title == toygame.GAME.title
    assert words in rows["x.json"].error, rows["x.json"].error
    assert peak < LIST_MEMORY, f"listing took {peak / 2 ** 20:.1f} MB"

    refused, seconds, peak = bounded(saves.load_path, entry)
    assert isinstance(refused, SaveError) and words in str(refused), refused
    assert peak < LIST_MEMORY, f"refusing took {peak / 2 ** 20:.1f} MB"
    assert snapshot(entry) == before
    assert saves.load_path(good)[1].to_dict() == state.to_dict()


def hostile_folder(tmp_path) -> list:
    """Every row of the table in the saves folder at once, named as autosaves so that Continue
    and the pruning of autosaves look at them too."""
    folder = saves.saves_dir()
    made = []
    for name, (make, _words) in ROWS.items():
        inner = tmp_path / name.replace(" ", "-").replace("/", "")
        inner.mkdir()
        try:
            make(inner, tmp_path)
        except pytest.skip.Exception:
            continue
        made.append(folder / f"autosave-{inner.name}.json")
        os.rename(inner / "x.json", made[-1])
    return made


def test_all_of_them_at_once_beside_a_good_autosave(home, tmp_path):
    folder = saves.saves_dir()
    hostile_folder(tmp_path)
    setup, state = played()
    session = saves.Session(setup)
    session.autosave(state)
    os.utime(session.path, (1, 1))        # the oldest of all: everything else is looked at first
    before = {p.name: snapshot(p) for p in folder.iterdir()}

    infos, seconds, _peak = bounded(saves.list_saves)
    assert {i.path.name for i in infos} == set(before)
    assert [i.path for i in infos if i.error is None] == [session.path]
    newest, _s, _p = bounded(saves.newest_autosave)
    assert newest.path == session.path
    assert saves.load_path(newest.path)[1].to_dict() == state.to_dict()
    # a new game prunes autosaves: it must neither hang on them nor delete one
    other = saves.Session(setup)
    _value, _s, _p = bounded(other.autosave, state)
    assert {p.name: snapshot(p) for p in folder.iterdir() if p != other.path} == before


def test_a_log_beyond_the_games_bound_is_refused_before_any_replay(home, monkeypatch):
    def no_replay(*args):
        raise AssertionError("the replay started")
    monkeypatch.setattr(save_format, "_replay", no_replay)
    for game in [*rules.GAMES.values()]:
        players = game.min_players
        doc = json.loads(json.dumps(good_doc()))
        doc["game"] = game.id
        doc["setup"] = {"seats": [{"name": f"P{i}", "kind": "human"} for i in range(players)],
                        "seed": 1, "variants": {}}
        doc["log"] = [[0, "x"]] * (game.max_decisions(players) + 1)
        with pytest.raises(SaveError, match="longer than any real game"):
            save_format.parse(json.dumps(doc).encode())


def test_the_worst_file_under_the_size_limit_is_refused_quickly_and_in_bounded_memory(home):
    path = saves.saves_dir() / "x.json"
    write_log_of(path, (save_format.MAX_BYTES - 2000) // 3)
    assert path.stat().st_size <= save_format.MAX_BYTES
    refused, _seconds, peak = bounded(saves.load_path, path)
    assert isinstance(refused, SaveError) and "longer than any real game" in str(refused)
    assert peak < 64 * 2 ** 20, f"{peak / 2 ** 20:.0f} MB"
    (info,), _seconds, peak = bounded(saves.list_saves)
    assert info.error is None and peak < LIST_MEMORY     # its header is fine: loading says no


def test_the_listing_never_parses_the_log(home):
    """Header first, as gameshelf writes: the row comes from the first 16 KB, whatever follows."""
    head = json.dumps(good_doc()).split('"log":')[0]
    path = saves.saves_dir() / "x.json"
    path.write_text(head + '"log": ' + "[" * (HEADER_BYTES * 4))
    (info,) = saves.list_saves()
    assert info.error is None and "Anna" in info.seats
    with pytest.raises(SaveError, match="damaged"):
        saves.load_path(path)


def test_keys_in_another_order_still_list_when_the_file_is_of_a_saves_size(home):
    doc = good_doc()
    doc["padding"] = "x" * (HEADER_BYTES * 2)     # past the prefix, as a long log would be
    path = saves.saves_dir() / "sorted.json"
    path.write_text(json.dumps(doc, sort_keys=True))     # "log" before "setup"
    (info,) = saves.list_saves()
    assert info.error is None and "Anna" in info.seats and info.progress
    doc["padding"] = "x" * SMALL
    path.write_text(json.dumps(doc, sort_keys=True))
    (info,) = saves.list_saves()
    assert "does not start the way" in info.error


@pytest.mark.parametrize("name, words", [
    ("\ud800", "not printable"), ("", "empty"), ("   ", "empty"), ("a\nb", "not printable"),
    ("n" * 41, "longer than 40"), (7, "not text"), ("\u200b", "not printable"),
])
def test_names_are_checked_like_typed_input(name, words, home):
    assert words in render(saves.name_problem(name))
    doc = good_doc()
    doc["setup"]["seats"][1]["name"] = name
    with pytest.raises(SaveError, match="seat 2") as err:
        save_format.parse(json.dumps(doc).encode())
    assert words in str(err.value)


@pytest.mark.parametrize("name", ["Anna", "Zoë", "Łukasz Nowak", "山田", "n" * 40, "A-1 (2)"])
def test_ordinary_names_pass(name):
    assert saves.name_problem(name) is None


@pytest.mark.parametrize("mutate, words", [
    (lambda d: d.update(saved_at="\ud800"), "time"),
    (lambda d: d.update(saved_at=["2026"]), "time"),
    (lambda d: d.update(app="x" * 500), "app version"),
    (lambda d: d["summary"].update(progress="\x1b[2J"), "summary"),
    (lambda d: d["summary"].update(to_move="\udfff"), "summary"),
    (lambda d: d["summary"].update(over="yes"), "summary"),
    (lambda d: d["summary"].update(winners=["a"] * 9), "summary"),
    (lambda d: d.update(summary=[]), "summary"),
    (lambda d: d["setup"].update(variants={"x" * 500: 1}), "variants"),
    (lambda d: d["log"].__setitem__(0, [9, d["log"][0][1]]), "wrong seat"),
    (lambda d: d["log"].__setitem__(0, [True, d["log"][0][1]]), "damaged"),
    (lambda d: d["log"].__setitem__(0, [0, "buy:\ud800"]), "not printable"),
    (lambda d: d.update(state=[1, 2]), "position"),
])
def test_every_field_is_checked_before_replay(mutate, words, home, monkeypatch):
    doc = json.loads(json.dumps(good_doc()))
    mutate(doc)

    def no_replay(*args):
        raise AssertionError("the replay started")
    monkeypatch.setattr(save_format, "_replay", no_replay)
    with pytest.raises(SaveError) as err:
        save_format.parse(json.dumps(doc).encode())
    assert words in str(err.value)
    path = saves.saves_dir() / "odd.json"
    path.write_text(json.dumps(doc))
    (info,) = saves.list_saves()          # the row never carries text the screen cannot draw
    assert all(text.isprintable() for text in (info.seats, info.progress, info.saved_at))


def test_a_normal_save_lists_loads_and_continues_as_before(home):
    setup, state = played(6)
    session = saves.Session(setup)
    session.autosave(state)
    info = saves.newest_autosave()
    assert info.path == session.path and info.error is None
    assert info.seats == "Anna, Bot (bot)" and info.title == toygame.GAME.title
    assert "to move" in info.progress and info.saved_at
    loaded_setup, loaded, continued = saves.load_path(info.path)
    assert loaded.to_dict() == state.to_dict() and continued.path == session.path
    assert continued.error is None


def test_the_list_shows_the_time_stored_inside_the_save(home):
    """Issue 11 point 19: a copied or touched file keeps the time it was saved at."""
    from saves.listing import SaveInfo
    info = SaveInfo(home / "a.json", modified=0.0, autosave=False,
                    saved_at="2026-03-04T05:06:07")
    assert info.when == "2026-03-04 05:06"
    # the file's own time (the epoch here) only without a readable stored time
    assert SaveInfo(home / "b.json", 0.0, False, saved_at="yesterday").when.startswith("19")
