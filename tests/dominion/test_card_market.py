"""Market: +1 Card, +1 Action, +1 Buy, +$1."""
from tests.dominion.helpers import do, kingdom_with, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")
DECK = ["estate", "duchy", "province", "estate", "duchy", "province"]


def test_market_card_action_buy_coin():
    state = position(2, kingdom=K, hands={0: ["market", "moat"]}, decks={0: list(DECK)})
    do(state, "play:market")
    assert (state.actions, state.buys, state.coins) == (1, 2, 1)
    assert state.hands[0] == ["moat", "estate"]


def test_throne_room_on_market_and_village():
    k = kingdom_with("throne_room", "market", "village")
    state = position(2, kingdom=k, hands={0: ["throne_room", "market", "moat"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room", "play:market")
    assert (state.actions, state.buys, state.coins) == (2, 3, 2)
    assert len(state.hands[0]) == 3
    state = position(2, kingdom=k, hands={0: ["throne_room", "village", "moat"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room", "play:village")
    assert state.actions == 4 and len(state.hands[0]) == 3
