"""Moneylender: trash a Copper from your hand; if you do, +$3 (optional in 2nd edition)."""
from tests.dominion.helpers import do, ids, kingdom_with, position

K = kingdom_with("moneylender", "throne_room")


def test_trashes_one_copper_for_three_coins():
    state = position(2, kingdom=K, hands={0: ["moneylender", "copper", "copper", "estate"]})
    do(state, "play:moneylender")
    assert state.trash == ["copper"] and state.coins == 3 + 1
    assert state.owned[0]["copper"] == 1


def test_no_copper_does_nothing():
    state = position(2, kingdom=K, hands={0: ["moneylender", "silver"]})
    do(state, "play:moneylender")
    assert state.trash == [] and state.coins == 2


def test_second_edition_may_decline():
    state = position(2, kingdom=K, hands={0: ["moneylender", "copper"]},
                     variants={"second_edition": True})
    do(state, "play:moneylender")
    assert ids(state) == ["yes", "no"]
    do(state, "no")
    assert state.trash == [] and state.coins == 1
    state = position(2, kingdom=K, hands={0: ["moneylender", "copper"]},
                     variants={"second_edition": True})
    do(state, "play:moneylender", "yes")
    assert state.trash == ["copper"] and state.coins == 3


def test_throne_room_with_one_copper_trashes_it_once():
    state = position(2, kingdom=K, hands={0: ["throne_room", "moneylender", "copper"]})
    do(state, "play:throne_room")
    assert state.trash == ["copper"] and state.coins == 3
