"""Chapel: trash up to 4 cards from your hand."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("chapel")


def test_trash_up_to_four_in_hand_order():
    state = position(2, kingdom=K, hands={0: ["chapel", "estate", "copper", "copper", "curse",
                                              "copper", "silver"]})
    do(state, "play:chapel", "pick:curse", "pick:copper", "pick:estate", "pick:copper")
    assert ids(state) == ["unpick:curse", "unpick:copper", "unpick:estate", "done"]  # 4 max
    do(state, "done")
    assert state.trash == ["estate", "copper", "copper", "curse"]
    assert state.owned[0] == {"chapel": 1, "copper": 1, "silver": 1}
    check(state)


def test_trashing_nothing_is_allowed():
    state = position(2, kingdom=K, hands={0: ["chapel", "estate"]})
    do(state, "play:chapel", "done")
    assert state.trash == [] and state.hands[0] == ["estate"]


def test_nothing_to_trash_asks_nothing():
    state = position(2, kingdom=K, hands={0: ["chapel"]})
    do(state, "play:chapel")
    assert state.trash == [] and state.pending().prompt == "dominion.buy"


def test_chapel_cannot_trash_itself():
    state = position(2, kingdom=K, hands={0: ["chapel", "copper"]})
    do(state, "play:chapel")
    assert state.pending().info["items"] == ["copper"]
    assert state.pending().info["max"] == 1
