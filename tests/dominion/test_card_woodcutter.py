"""Woodcutter: +1 Buy, +$2."""
from tests.dominion.helpers import do, kingdom_with, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")


def test_woodcutter_one_buy_two_coins():
    state = position(2, kingdom=K, hands={0: ["woodcutter"]})
    do(state, "play:woodcutter")
    assert state.buys == 2 and state.coins == 2 and state.phase == "buy"


def test_two_buys_share_the_coins():
    state = position(2, kingdom=K, hands={0: ["woodcutter", "silver", "copper"]},
                     decks={0: ["estate"] * 5})
    do(state, "play:woodcutter")
    assert state.coins == 5 and state.buys == 2
    do(state, "buy:smithy")
    assert state.coins == 1 and state.buys == 1 and state.pending().prompt == "dominion.buy"
    do(state, "buy:copper")
    assert state.current == 1 and state.discards[0][:2] == ["smithy", "copper"]
