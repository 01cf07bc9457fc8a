"""The opening deal of round 1 reaches the scene: `setup()` returns its events (the core keeps
them as `opening_events()`, the match logs them and the board animates the deal)."""
from __future__ import annotations

from rules.nauticus import GAME
from rules.nauticus.data import ACTIONS, SPACE_IDS


def test_setup_returns_the_round_one_deal_as_opening_events():
    state = GAME.new(3, 11)
    events = state.opening_events()
    assert [e.kind for e in events] == ["round_started"]
    data = events[0].data
    assert data["round"] == 1 and data["wheel_offset"] == 1
    assert data["tiles"] == state.space_tiles
    assert sorted(data["tiles"]) == sorted(SPACE_IDS)
    assert sorted(data["tiles"].values()) == sorted(ACTIONS)
    assert data["chooser"] == state.chooser


def test_a_loaded_state_has_no_opening_events():
    state = GAME.new(2, 5)
    again = GAME.load(state.to_dict())
    assert again.opening_events() == []
