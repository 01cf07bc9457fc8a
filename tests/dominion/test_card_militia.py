"""Militia: +$2; each other player discards down to 3 cards in hand."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("militia", "moat", "council_room")


def test_victim_discards_exactly_down_to_three():
    state = position(2, kingdom=K, hands={0: ["militia"],
                                          1: ["copper", "estate", "silver", "estate", "gold"]})
    do(state, "play:militia")
    assert state.coins == 2
    decision = state.pending()
    assert decision.seat == 1 and decision.prompt == "dominion.militia"
    assert decision.info["min"] == decision.info["max"] == 2
    assert ids(state) == ["pick:copper", "pick:estate", "pick:silver", "pick:gold"]
    do(state, "pick:estate")
    assert "done" not in ids(state)                 # exactly 2, not fewer
    do(state, "pick:estate", "done")
    assert state.hands[1] == ["copper", "silver", "gold"]
    assert state.discards[1] == ["estate", "estate"]


def test_three_cards_or_fewer_do_nothing():
    state = position(2, kingdom=K, hands={0: ["militia"], 1: ["copper", "estate", "gold"]})
    do(state, "play:militia")
    assert state.pending().prompt == "dominion.buy" and len(state.hands[1]) == 3


def test_identical_cards_are_discarded_without_asking():
    state = position(2, kingdom=K, hands={0: ["militia"], 1: ["copper"] * 5})
    events = do(state, "play:militia")
    assert state.hands[1] == ["copper"] * 3 and state.pending().prompt == "dominion.buy"
    discard = [e for e in events if e.kind == "discard"][0]
    assert "cards" not in discard.for_seat(0).data and discard.for_seat(0).data["count"] == 2


def test_victims_in_turn_order_each_finishing_first():
    state = position(3, kingdom=K, current=1,
                     hands={1: ["militia"], 2: ["copper", "estate", "silver", "gold"],
                            0: ["copper", "estate", "silver", "gold"]})
    do(state, "play:militia")
    assert state.pending().seat == 2
    do(state, "pick:estate", "done")
    assert state.pending().seat == 0
    do(state, "pick:copper", "done")
    assert state.hands[0] == ["estate", "silver", "gold"]
    check(state)


def test_moat_protects_and_attacker_still_gets_two_coins():
    state = position(2, kingdom=K, hands={0: ["militia"],
                                          1: ["moat", "copper", "estate", "gold", "silver"]})
    do(state, "play:militia", "reveal")
    assert len(state.hands[1]) == 5 and state.coins == 2


def test_pick_targets_are_hand_cards():
    state = position(2, kingdom=K, hands={0: ["militia"],
                                          1: ["copper", "estate", "silver", "gold"]})
    do(state, "play:militia")
    assert [o.target for o in state.pending().options] == ["hand:copper", "hand:estate",
                                                           "hand:silver", "hand:gold"]
