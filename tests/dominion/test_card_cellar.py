"""Cellar: +1 Action; discard any number of cards, then draw that many."""
from tests.dominion.helpers import do, ids, kingdom_with, position

K = kingdom_with("cellar", "smithy")


def test_plus_action_and_one_pick_option_per_distinct_card():
    state = position(2, kingdom=K, hands={0: ["cellar", "estate", "estate", "copper", "smithy"]},
                     decks={0: ["gold"] * 5})
    do(state, "play:cellar")
    assert state.actions == 1
    assert ids(state) == ["pick:estate", "pick:copper", "pick:smithy", "done"]
    assert state.pending().info["min"] == 0 and state.pending().info["max"] == 4


def test_cellar_cannot_discard_itself():
    state = position(2, kingdom=K, hands={0: ["cellar", "cellar", "estate"]},
                     decks={0: ["gold"] * 5})
    do(state, "play:cellar")
    assert state.pending().info["items"] == ["cellar", "estate"]


def test_discard_then_draw_the_same_number_in_hand_order():
    state = position(2, kingdom=K,
                     hands={0: ["cellar", "estate", "copper", "duchy", "smithy"]},
                     decks={0: ["gold", "silver", "village"]})
    do(state, "play:cellar", "pick:duchy", "pick:estate", "done")
    assert state.discards[0] == ["estate", "duchy"]          # hand order, not pick order
    assert state.hands[0] == ["copper", "smithy", "gold", "silver"]


def test_unpick_puts_a_card_back():
    state = position(2, kingdom=K, hands={0: ["cellar", "estate", "copper", "smithy"]},
                     decks={0: ["gold"] * 3})
    do(state, "play:cellar", "pick:estate", "pick:copper")
    assert "unpick:copper" in ids(state)
    do(state, "unpick:copper", "done")
    assert state.discards[0] == ["estate"] and state.hands[0] == ["copper", "smithy", "gold"]


def test_discarding_nothing_draws_nothing():
    state = position(2, kingdom=K, hands={0: ["cellar", "estate", "smithy"]},
                     decks={0: ["gold"]})
    events = do(state, "play:cellar", "done")
    assert "draw" not in [e.kind for e in events]
    assert state.hands[0] == ["estate", "smithy"] and state.decks[0] == ["gold"]


def test_empty_hand_asks_nothing():
    state = position(2, kingdom=K, hands={0: ["cellar"]}, decks={0: ["gold"]})
    do(state, "play:cellar")
    assert state.pending().prompt == "dominion.buy" and state.actions == 1


def test_discarded_cards_can_come_back_when_the_deck_runs_out():
    state = position(2, kingdom=K, hands={0: ["cellar", "estate", "estate", "smithy"]})
    do(state, "play:cellar", "pick:estate", "pick:estate", "done")
    assert sorted(state.hands[0]) == ["estate", "estate", "smithy"]
    assert state.discards[0] == [] and state.decks[0] == []


def test_discard_event_shows_only_count_and_top_to_others():
    state = position(2, kingdom=K, hands={0: ["cellar", "estate", "duchy", "smithy"]},
                     decks={0: ["gold"] * 3})
    events = do(state, "play:cellar", "pick:estate", "pick:duchy", "done")
    discard = [e for e in events if e.kind == "discard"][0]
    assert discard.for_seat(0).data["cards"] == ["estate", "duchy"]
    public = discard.for_seat(1).data
    assert public["count"] == 2 and public["top"] == "duchy" and "cards" not in public


def test_throne_room_on_cellar_gives_two_rounds():
    state = position(2, kingdom=kingdom_with("cellar", "throne_room"),
                     hands={0: ["throne_room", "cellar", "estate", "duchy"]},
                     decks={0: ["gold", "silver", "copper"]})
    do(state, "play:throne_room")
    assert state.pending().prompt == "dominion.cellar"
    do(state, "pick:estate", "done")
    assert state.hands[0] == ["duchy", "gold"]
    assert state.pending().prompt == "dominion.cellar"
    do(state, "pick:duchy", "done")
    assert state.actions == 2
    # hand [Gold, Silver]; no Action left, so the Buy phase auto-played both
    assert state.hands[0] == [] and state.play[0][2:] == ["gold", "silver"]
