"""Council Room: +4 Cards, +1 Buy; each other player draws a card."""
from tests.dominion.helpers import do, kingdom_with, position

K = kingdom_with("council_room", "throne_room")


def test_four_cards_one_buy_others_draw_one_in_turn_order():
    state = position(4, kingdom=K, hands={0: ["council_room"]},
                     decks={0: ["estate"] * 4, 1: ["gold"], 2: [], 3: ["silver"]},
                     discards={2: ["duchy"]})
    events = do(state, "play:council_room")
    assert state.hands[0] == ["estate"] * 4 and state.buys == 2
    assert state.hands[1] == ["gold"] and state.hands[2] == ["duchy"] and state.hands[3] == [
        "silver"]
    draws = [e.data["seat"] for e in events if e.kind == "draw"]
    assert draws == [0, 1, 2, 3]


def test_other_player_with_nothing_to_draw():
    state = position(2, kingdom=K, hands={0: ["council_room"]}, decks={0: ["estate"] * 4})
    do(state, "play:council_room")
    assert state.hands[1] == []


def test_throne_room_eight_cards_two_buys_others_draw_two():
    state = position(2, kingdom=K, hands={0: ["throne_room", "council_room"]},
                     decks={0: ["estate"] * 8, 1: ["gold", "silver", "copper"]})
    do(state, "play:throne_room")
    assert len(state.hands[0]) == 8 and state.buys == 3
    assert state.hands[1] == ["gold", "silver"]
