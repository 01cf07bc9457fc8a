"""Village: +1 Card, +2 Actions."""
from tests.dominion.helpers import do, kingdom_with, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")
DECK = ["estate", "duchy", "province", "estate", "duchy", "province"]


def test_village_one_card_two_actions():
    state = position(2, kingdom=K, hands={0: ["village", "moat"]}, decks={0: list(DECK)})
    do(state, "play:village")
    assert state.actions == 2 and state.hands[0] == ["moat", "estate"]


def test_village_with_empty_piles_still_gives_actions():
    state = position(2, kingdom=K, hands={0: ["village", "moat"]})
    do(state, "play:village")
    assert state.actions == 2 and state.hands[0] == ["moat"]


def test_villages_chain_into_terminals():
    state = position(2, kingdom=K, hands={0: ["village", "smithy", "smithy"]},
                     decks={0: list(DECK) * 2})
    do(state, "play:village", "play:smithy", "play:smithy")
    assert state.actions == 0 and len(state.hands[0]) == 1 + 6
