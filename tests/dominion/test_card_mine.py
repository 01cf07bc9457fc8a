"""Mine: trash a Treasure from your hand; gain one costing up to $3 more into your hand."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("mine")


def test_choice_between_treasure_kinds():
    state = position(2, kingdom=K, hands={0: ["mine", "copper", "silver", "estate"]})
    do(state, "play:mine")
    assert ids(state) == ["trash:copper", "trash:silver"]
    do(state, "trash:silver")
    assert ids(state) == ["gain:gold", "gain:silver", "gain:copper"]
    do(state, "gain:gold")
    assert state.trash == ["silver"] and state.coins == 1 + 3
    check(state)


def test_same_or_cheaper_treasure_allowed():
    state = position(2, kingdom=K, hands={0: ["mine", "gold"]})
    do(state, "play:mine")
    assert ids(state) == ["gain:gold", "gain:silver", "gain:copper"]
    do(state, "gain:silver")
    assert state.coins == 2


def test_no_treasure_does_nothing():
    state = position(2, kingdom=K, hands={0: ["mine", "estate"]})
    do(state, "play:mine")
    assert state.trash == [] and state.pending().prompt == "dominion.buy"


def test_empty_treasure_piles_limit_the_gain():
    state = position(2, kingdom=K, hands={0: ["mine", "silver"]}, supply={"gold": 0})
    do(state, "play:mine")
    assert ids(state) == ["gain:silver", "gain:copper"]


def test_nothing_to_gain_still_trashes():
    state = position(2, kingdom=K, hands={0: ["mine", "copper"]},
                     supply={"copper": 0, "silver": 0})
    do(state, "play:mine")
    assert state.trash == ["copper"] and state.hands[0] == []


def test_second_edition_may_decline():
    state = position(2, kingdom=K, hands={0: ["mine", "copper"]},
                     variants={"second_edition": True})
    do(state, "play:mine")
    assert ids(state) == ["trash:copper", "decline"]
    do(state, "decline")
    assert state.trash == [] and state.coins == 1
