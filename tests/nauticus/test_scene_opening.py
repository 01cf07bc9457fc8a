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


def test_the_board_animates_the_deal_from_the_viewers_redacted_events(monkeypatch):
    """The opening animation never reads the full state: the board hands the adapter the events
    redacted for the viewer (a leak path for hidden information otherwise)."""
    from rules.core.state import State
    from scenes.games.nauticus.anim import Animator
    from scenes.table.board import BoardScene
    from scenes.table.match import Match
    from tests.scenes.driver import Driver
    from tests.scenes.kit import setup_for

    seen = []
    real = Animator.opening

    def spy(self, events, view, table):
        seen.append(list(events))
        return real(self, events, view, table)

    def forbidden(self):
        raise AssertionError("the scene read the full state's opening events")

    monkeypatch.setattr(Animator, "opening", spy)
    d = Driver({"anim_speed": "normal", "bot_pace": "quick"})
    match = Match(setup_for("nauticus", 3, 11), autosave=False)   # the match logs the opening
    monkeypatch.setattr(State, "opening_events", forbidden)         # the scene may not look
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    assert len(seen) == 1
    expected = [e.for_seat(board.viewer) for e in match.events]
    assert [(e.kind, e.data) for e in seen[0]] == [(e.kind, e.data) for e in expected if e]
    assert board.animating            # the deal is being played
    for _ in range(5):
        d.frame()


def test_a_loaded_game_opens_without_the_deal():
    from tests.scenes.kit import open_board
    state = GAME.load(GAME.new(3, 11).to_dict())
    d, board, match = open_board("nauticus", 3, seed=11, state=state, speed="normal")
    assert not board.animating
