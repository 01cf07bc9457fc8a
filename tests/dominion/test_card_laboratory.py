"""Laboratory: +2 Cards, +1 Action."""
from tests.dominion.helpers import do, kingdom_with, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")
DECK = ["estate", "duchy", "province", "estate", "duchy", "province"]


def test_laboratory_two_cards_one_action():
    state = position(2, kingdom=K, hands={0: ["laboratory", "moat"]}, decks={0: list(DECK)})
    do(state, "play:laboratory")
    assert state.actions == 1 and state.hands[0] == ["moat", "estate", "duchy"]


def test_laboratories_chain():
    state = position(2, kingdom=K, hands={0: ["laboratory", "laboratory", "moat"]},
                     decks={0: list(DECK)})
    do(state, "play:laboratory", "play:laboratory")
    assert state.actions == 1 and len(state.hands[0]) == 1 + 4


def test_laboratory_draws_what_it_can():
    state = position(2, kingdom=K, hands={0: ["laboratory", "moat"]}, decks={0: ["gold"]})
    do(state, "play:laboratory")
    assert state.hands[0] == ["moat", "gold"] and state.actions == 1
