"""Smithy: +3 Cards."""
from tests.dominion.helpers import do, kingdom_with, kinds, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")
DECK = ["estate", "duchy", "province", "estate", "duchy", "province"]


def test_smithy_three_cards():
    state = position(2, kingdom=K, hands={0: ["smithy"]}, decks={0: list(DECK)})
    do(state, "play:smithy")
    assert state.hands[0] == ["estate", "duchy", "province"] and state.actions == 0


def test_smithy_draws_what_is_left_then_shuffles():
    state = position(2, kingdom=K, hands={0: ["smithy"]}, decks={0: ["estate"]},
                     discards={0: ["duchy", "province"]})
    events = do(state, "play:smithy")
    assert kinds(events)[:4] == ["play", "draw", "shuffle", "draw"]
    assert events[1].data["count"] == 1 and events[3].data["count"] == 2
    assert sorted(state.hands[0]) == ["duchy", "estate", "province"]


def test_smithy_with_empty_draw_and_discard_piles_draws_nothing():
    state = position(2, kingdom=K, hands={0: ["smithy", "estate"]})
    events = do(state, "play:smithy")
    assert "draw" not in kinds(events) and state.hands[0] == ["estate"]
