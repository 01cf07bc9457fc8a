"""Undo survives a restart: a game saved and loaded again can take back the last own decision
within the same barriers, exactly as before the restart (issue 11, point 19)."""
import saves
from saves import Seat, Setup
from scenes.table.match import Match
from tests.scenes.driver import install_test_game


def test_undo_after_a_save_and_load_restores_the_same_position(home, monkeypatch):
    install_test_game(monkeypatch)
    setup = Setup("pebbles", [Seat("Anna"), Seat("Bela")], 5, {})
    match = Match(setup)
    for _ in range(60):                      # play until Anna can take something back
        decision = match.pending()
        if decision.seat == 0 and match.can_undo(0):
            break
        place = [o for o in decision.options if o.kind == "place"]   # no draw, no die
        match.apply((place or decision.options)[0].id)
    assert match.can_undo(0)
    path = saves.save_new(match.state, setup)
    _setup, state, session = saves.load_path(path)
    again = Match(_setup, state, session)
    assert again.can_undo(0) and again.undo_target(0)[0] == match.undo_target(0)[0]
    assert match.undo(0) and again.undo(0)
    assert again.state.to_dict() == match.state.to_dict()
    assert again.events == match.events
    match.close(), again.close()


def test_no_undo_across_a_barrier_after_a_restart(home, monkeypatch):
    install_test_game(monkeypatch)
    setup = Setup("pebbles", [Seat("Anna"), Seat("Bela")], 5, {})
    match = Match(setup)
    loaded = Match(setup, match.state.copy(), autosave=False)
    # nothing decided yet: nothing to take back, before or after the restart
    assert not match.can_undo(0) and not loaded.can_undo(0)
    match.close(), loaded.close()


def test_a_loaded_game_builds_its_log_once_whatever_is_asked_first(home, monkeypatch):
    """A loaded match replays its log when first asked (a results screen never asks): a move
    made before anything asked joins the log once, after the replayed moves."""
    import rules
    from rules.core import RandomBot
    game = rules.get("hermagor")
    setup = Setup("hermagor", [Seat("Anna"), Seat("Bot 2", "bot", "simple")], 7, {})
    played = Match(setup, autosave=False)
    bot = RandomBot(0, 7)
    for step in range(200):             # to a bot's turn: its move asks for no snapshot
        decision = played.pending()
        if step >= 40 and decision.seat == 1:
            break
        played.apply(bot.choose(None, decision).id)
    assert played.pending().seat == 1
    saved = game.load(played.state.to_dict())
    for first in ("apply", "events", "snapshots"):
        again = Match(setup, game.load(saved.to_dict()), autosave=False)
        if first == "events":
            assert again.events == played.events
        elif first == "snapshots":
            assert [s[:2] for s in again.snapshots] == [s[:2] for s in played.snapshots]
        move = bot.choose(None, again.pending()).id
        expected = Match(setup, game.load(saved.to_dict()), autosave=False)
        expected_events = list(expected.events)
        new = again.apply(move)
        assert again.events == expected_events + new, first
