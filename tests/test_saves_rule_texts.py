"""Saves made before the rule texts became templates (format 2, made on main at 1916a34) still
load: their positions' stored prompts and labels were in the old words, so the format-3 upgrade
lets the log rebuild such a position, and keeps checking every position without stored texts."""
from __future__ import annotations

import json
import pathlib

import pytest

import rules
import saves
from rules.core import render
from saves import SaveError, format as save_format

FIXTURES = pathlib.Path(__file__).resolve().parent / "fixtures" / "saves"


def _copy(home, name: str, doc: dict | None = None) -> pathlib.Path:
    path = home / "saves" / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(doc) if doc is not None else (FIXTURES / name).read_text())
    return path


@pytest.mark.parametrize("name", ["hermagor_v2_raise_price.json", "hermagor_v2_finished.json",
                                  "nauticus_v2_mid_game.json"])
def test_format_2_saves_of_the_games_load_and_replay(home, name):
    doc = json.loads((FIXTURES / name).read_text())
    assert doc["version"] == 2
    setup, state, _ = saves.load_path(_copy(home, name))
    replayed = setup.new_state()
    for _, option_id in doc["log"]:
        replayed.apply(option_id)
    assert state.to_dict() == replayed.to_dict()
    decision = state.pending()
    if decision is not None:       # the open choice now speaks in the new words
        game = rules.GAMES[setup.game]
        words = [render(t, [s.name for s in setup.seats], game.entity)
                 for t in [decision.text] + [o.label for o in decision.options]]
        assert all("{" not in w for w in words)


def test_the_open_frame_of_an_old_save_held_the_old_words():
    """Why the upgrade exists: the stored position differs from its replay only in texts."""
    doc = json.loads((FIXTURES / "hermagor_v2_raise_price.json").read_text())
    frame = doc["state"]["frames"][-1]
    assert frame["frame"] == "choose" and "{" not in frame["text"]
    setup = save_format.Setup("hermagor", [save_format.Seat(**s) for s in doc["setup"]["seats"]],
                              doc["setup"]["seed"], doc["setup"]["variants"])
    state = setup.new_state()
    for _, option_id in doc["log"]:
        state.apply(option_id)
    new = state.to_dict()
    assert new != doc["state"]
    assert new["frames"][-1]["text"] != frame["text"]
    assert {**new, "frames": None} == {**doc["state"], "frames": None}


def test_a_format_2_position_without_texts_is_still_checked(home):
    doc = json.loads((FIXTURES / "hermagor_v2_finished.json").read_text())
    assert not doc["state"]["frames"]
    doc["state"]["data"]["money"][0] += 7          # tampered: the upgrade must not hide it
    with pytest.raises(SaveError, match="contradicts"):
        saves.load_path(_copy(home, "tampered.json", doc))


def test_a_new_save_with_an_open_frame_keeps_its_position_check(home):
    doc = json.loads((FIXTURES / "hermagor_v2_raise_price.json").read_text())
    setup, state, _ = saves.load_path(_copy(home, "old.json", doc))
    fresh = save_format.build(state, setup, "now")
    assert fresh["version"] == save_format.FORMAT_VERSION == 4
    assert fresh["state"]["frames"] and fresh["log"] == doc["log"]
    fresh["state"]["frames"][-1]["text"] = "Something else"
    with pytest.raises(SaveError, match="contradicts"):
        saves.load_path(_copy(home, "new.json", fresh))


def test_a_cut_short_save_is_explained_with_balanced_brackets(home):
    """Issue 11.14: "not valid JSON (it ends too early (truncated?))" doubled its brackets."""
    text = (FIXTURES / "nauticus_v2_mid_game.json").read_text()
    for raw, says in ((text[: len(text) // 2], "cut short"), (text.replace(",", ";", 1), "line 1")):
        with pytest.raises(SaveError) as err:
            saves.load_path(_write(home, raw))
        message = str(err.value)
        assert says in message and message.count("(") == message.count(")"), message


def _write(home, raw: str) -> pathlib.Path:
    path = home / "saves" / "cut.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(raw)
    return path


def test_a_format_3_hotel_tycoon_save_keeps_the_permit_site_rule_it_was_played_with(home):
    """Format 4 made the seed's rule the default (a doubled permit's site is auctioned only as
    the last lot): a game saved before it sold such a site first (step 101 of this one, a
    random bot with two other lots), and loads with the rule it was played under."""
    name = "hotel_tycoon_v3_permit_site.json"
    doc = json.loads((FIXTURES / name).read_text())
    assert doc["version"] == 3 and "permit_site" not in doc["setup"]["variants"]
    setup, state, _ = saves.load_path(_copy(home, name))
    assert setup.variants["permit_site"] == "any" == state.variants["permit_site"]
    assert state.steps == len(doc["log"])
    fresh = save_format.build(state, setup, "now")
    assert fresh["version"] == 4 and fresh["setup"]["variants"]["permit_site"] == "any"
    # under today's default its moves are not legal: the upgrade is what keeps it loading
    doc["version"], doc["state"] = 4, None
    with pytest.raises(SaveError):
        saves.load_path(_copy(home, "as-if-new.json", doc))
