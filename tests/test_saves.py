"""Saves: round trips, atomic writes, migrations, and every way a file can be bad."""
import json
import os

import pytest

import rules
import saves
from rules.core import RandomBot
from saves import SaveError, Seat, Setup, format as save_format
from tests import toygame


@pytest.fixture(autouse=True)
def pebbles_on_shelf(monkeypatch, home):
    monkeypatch.setitem(rules.GAMES, "pebbles", toygame.GAME)


def played(steps=12, seed=3):
    setup = Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "random")], seed, {})
    state = setup.new_state()
    bot = RandomBot(0, seed)
    for _ in range(steps):
        d = state.pending()
        if d is None:
            break
        state.apply(bot.choose(state.view(d.seat), d))
    return setup, state


def test_save_and_load_round_trip():
    setup, state = played()
    path = saves.save_new(state, setup)
    loaded_setup, loaded, session = saves.load_path(path)
    assert loaded.to_dict() == state.to_dict()
    assert loaded_setup.seats[1].level == "random" and loaded_setup.seed == setup.seed
    assert session.path != path           # a manual save continues in a new autosave


def test_manual_saves_never_overwrite_each_other():
    setup, state = played()
    a = saves.save_new(state, setup, "same-name")
    b = saves.save_new(state, setup, "same-name")
    assert a != b and a.exists() and b.exists()


def test_autosave_rewrites_only_its_own_file_and_continue_finds_it():
    setup, state = played(4)
    session = saves.Session(setup)
    session.autosave(state)
    first = session.path.read_bytes()
    setup2, state2 = played(8)
    session.autosave(state2)
    assert session.path.read_bytes() != first
    info = saves.newest_autosave()
    assert info is not None and info.path == session.path
    assert "Anna" in info.seats and info.title == toygame.GAME.title


def test_interrupted_write_keeps_the_previous_save(monkeypatch):
    setup, state = played(4)
    path = saves.save_new(state, setup, "keep")
    before = path.read_bytes()
    _, later = played(10)

    def killed(src, dst):
        raise OSError("killed between writing the temporary file and the rename")
    with monkeypatch.context() as patch:
        patch.setattr(os, "replace", killed)
        with pytest.raises(OSError):
            saves.store.atomic_write(path, json.dumps(save_format.build(later, setup, "now")))
    assert path.read_bytes() == before
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []
    assert saves.load_path(path)[1].to_dict() == state.to_dict()


def good_doc():
    setup, state = played()
    return save_format.build(state, setup, "2026-11-21T20:00:00")


def refused(doc_or_bytes, expect: str, home):
    raw = doc_or_bytes if isinstance(doc_or_bytes, bytes) else json.dumps(doc_or_bytes).encode()
    path = home / "saves" / "bad.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    with pytest.raises(SaveError) as err:
        saves.load_path(path)
    assert expect in str(err.value)
    assert path.read_bytes() == raw           # never overwritten or deleted
    return str(err.value)


def test_truncated_file(home):
    raw = json.dumps(good_doc()).encode()
    refused(raw[: len(raw) // 2], "damaged", home)


def test_not_json_not_text_empty(home):
    refused(b"this is not json", "damaged", home)
    refused(b"\xff\xfe\x00binary", "not text", home)
    refused(b"   ", "empty", home)
    refused(json.dumps([1, 2]).encode(), "not a gameshelf save", home)


def test_deep_nesting_and_huge_numbers(home):
    refused(b"[" * 100000 + b"]" * 100000, "damaged", home)
    refused(b'{"format": "gameshelf-save", "version": ' + b"9" * 5000 + b"}", "damaged", home)


def test_newer_version(home):
    doc = good_doc()
    doc["version"] = save_format.FORMAT_VERSION + 1
    assert "newer gameshelf" in refused(doc, "newer", home)


def test_unknown_game(home):
    doc = good_doc()
    doc["game"] = "chess"
    refused(doc, "does not have", home)


def test_illegal_option_in_the_log(home):
    doc = good_doc()
    doc["log"][3][1] = "teleport:everywhere"
    refused(doc, "not a legal move", home)


def test_wrong_seat_in_the_log(home):
    doc = good_doc()
    doc["log"][0][0] = 1 - doc["log"][0][0]
    refused(doc, "wrong seat", home)


def test_state_that_contradicts_its_log(home):
    doc = good_doc()
    doc["state"]["data"]["points"][0] += 50
    refused(doc, "contradicts", home)


def test_wrong_types_and_missing_keys(home):
    for mutate, expect in [
        (lambda d: d.pop("setup"), "no setup"),
        (lambda d: d["setup"].update(seats="two"), "seats"),
        (lambda d: d["setup"].update(seed="abc"), "seed"),
        (lambda d: d["setup"]["seats"][1].update(level="grandmaster"), "bot"),
        (lambda d: d.update(log={"a": 1}), "move list"),
        (lambda d: d["log"].__setitem__(0, "bonus:1"), "damaged"),
        (lambda d: d.pop("state"), "no position"),
        (lambda d: d.update(version="2"), "format version"),
        (lambda d: d.update(game=7), "which game"),
        (lambda d: d["setup"].update(variants={"speed": "ludicrous"}), "variants"),
    ]:
        doc = good_doc()
        mutate(doc)
        refused(doc, expect, home)


def test_log_beyond_the_end_of_the_game(home):
    setup, state = played(10_000)
    assert state.pending() is None
    doc = save_format.build(state, setup, "now")
    doc["log"].append(doc["log"][-1])
    doc["state"] = None
    refused(doc, "after the game ended", home)


def test_version_1_saves_are_upgraded(home):
    """The draft format of the design notes: log of {kind, args}, "variant", "bot"."""
    setup, state = played(9)
    doc = {
        "format": "gameshelf-save", "version": 1, "app": "0.0.1", "game": "pebbles",
        "saved_at": "2026-11-01T10:00:00",
        "setup": {"seats": [{"name": "Anna", "kind": "human"},
                            {"name": "Bot", "kind": "bot", "bot": "random"}],
                  "seed": setup.seed, "variant": {}},
        "log": [{"kind": oid.split(":")[0], "args": oid.split(":")[1:]}
                for _, oid in state.history],
        "state": {"whatever": "the draft kept"},
    }
    path = home / "saves" / "old.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc))
    loaded_setup, loaded, _ = saves.load_path(path)
    assert loaded.to_dict() == state.to_dict()
    assert loaded_setup.seats[1].level == "random"


def test_listing_shows_good_and_bad_files(home):
    setup, state = played()
    good = saves.save_new(state, setup, "good")
    bad = saves.saves_dir() / "bad.json"
    bad.write_text("{not json")
    infos = {i.path.name: i for i in saves.list_saves()}
    assert infos[good.name].error is None and infos[good.name].title == toygame.GAME.title
    assert "Anna" in infos[good.name].seats and infos[good.name].progress
    assert infos["bad.json"].error and "damaged" in infos["bad.json"].error
    assert bad.read_text() == "{not json"


def test_gameshelf_home_overrides_the_folder(home):
    assert saves.home() == home
    assert saves.saves_dir() == home / "saves"


def test_settings_round_trip_and_corrupt_settings(home):
    saves.write_settings({"anim_speed": "fast"})
    assert saves.read_settings() == {"anim_speed": "fast"}
    (home / "settings.json").write_text("[[[")
    assert saves.read_settings() == {}
