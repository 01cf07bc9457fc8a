"""Variants that depend on who sits at the table (Gavel's claims need every seat human) start from
the setup's seats, and a save recreates the game the same way on load."""
import pytest

import rules
import saves
from saves import Seat, Setup
from tests.toygame import gavel
from tests.toygame.gavel import GAME


def test_new_accepts_a_variant_allowed_only_when_every_seat_is_human():
    state = GAME.new(3, 1, {"claims": True}, humans=[True, True, True])
    assert state.variants["claims"] is True
    with pytest.raises(ValueError, match="cannot be True"):
        GAME.new(3, 1, {"claims": True}, humans=[True, False, True])
    with pytest.raises(ValueError, match="cannot be True"):
        GAME.new(3, 1, {"claims": True})          # who is human unknown: the narrow choice
    with pytest.raises(ValueError, match="3 players but 2 seats"):
        GAME.new(3, 1, {}, humans=[True, True])


def test_setup_passes_its_humans_to_the_rules(monkeypatch):
    monkeypatch.setitem(rules.GAMES, "gavel", gavel.GAME)
    people = Setup("gavel", [Seat("Anna"), Seat("Bela")], 4, {"claims": True})
    assert people.humans == [True, True]
    assert people.new_state().variants["claims"] is True
    mixed = Setup("gavel", [Seat("Anna"), Seat("Bot", "bot", "simple")], 4, {"claims": True})
    with pytest.raises(ValueError):
        mixed.new_state()


def test_a_saved_all_human_game_loads_again_with_its_claims(home, monkeypatch):
    monkeypatch.setitem(rules.GAMES, "gavel", gavel.GAME)
    setup = Setup("gavel", [Seat("Anna"), Seat("Bela")], 6, {"claims": True})
    state = setup.new_state()
    for _ in range(6):
        state.apply(state.pending().options[0].id)
    path = saves.save_new(state, setup)
    loaded_setup, loaded, _session = saves.load_path(path)
    assert loaded_setup.variants["claims"] is True
    assert loaded.to_dict() == state.to_dict()
