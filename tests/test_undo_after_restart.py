"""Undo survives a restart: a game saved and loaded again can take back the last own decision
within the same barriers, exactly as before the restart (issue 11, point 19)."""
import saves
from saves import Seat, Setup
from scenes.match import Match
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
