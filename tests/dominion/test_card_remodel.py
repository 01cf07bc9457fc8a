"""Remodel: trash a card from your hand; gain a card costing up to $2 more than it."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("remodel", "gardens", "laboratory", "throne_room")


def test_one_option_per_distinct_hand_card_remodel_excluded():
    state = position(2, kingdom=K, hands={0: ["remodel", "estate", "copper", "estate",
                                              "remodel"]})
    do(state, "play:remodel")
    assert ids(state) == ["trash:estate", "trash:copper", "trash:remodel"]
    assert state.pending().options[0].target == "hand:estate"


def test_gain_up_to_cost_plus_two_cheaper_allowed():
    state = position(2, kingdom=K, hands={0: ["remodel", "estate", "copper"]})
    do(state, "play:remodel", "trash:estate")
    offered = {o.args[0] for o in state.pending().options}
    assert "gardens" in offered and "silver" in offered and "copper" in offered
    assert "laboratory" not in offered and "duchy" not in offered
    do(state, "gain:silver")
    assert state.trash == ["estate"] and state.discards[0] == ["silver"]
    check(state)


def test_gold_to_gold_is_allowed():
    state = position(2, kingdom=K, hands={0: ["remodel", "gold"]})
    do(state, "play:remodel")                      # only one card: trashed without asking
    assert state.trash == ["gold"]
    do(state, "gain:gold")
    assert state.discards[0] == ["gold"]


def test_trash_happens_even_when_nothing_can_be_gained():
    supply = {c: 0 for c in position(2, kingdom=K).supply if c not in ("gold", "province",
                                                                       "laboratory")}
    state = position(2, kingdom=K, hands={0: ["remodel", "curse"]}, supply=supply)
    do(state, "play:remodel")
    assert state.trash == ["curse"] and state.discards[0] == []


def test_empty_hand_does_nothing():
    state = position(2, kingdom=K, hands={0: ["remodel"]})
    do(state, "play:remodel")
    assert state.trash == [] and state.pending().prompt == "dominion.buy"


def test_throne_room_remodels_twice():
    state = position(2, kingdom=K, hands={0: ["throne_room", "remodel", "estate", "copper"]})
    do(state, "play:throne_room", "trash:estate", "gain:silver")
    assert state.trash == ["estate", "copper"]      # second play: only the Copper is left
    do(state, "gain:estate")
    assert state.trash == ["estate", "copper"] and state.discards[0] == ["silver", "estate"]
