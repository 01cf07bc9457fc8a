"""Chancellor: +$2; you may put your whole draw pile into your discard pile."""
from tests.dominion.helpers import do, ids, kingdom_with, position

K = kingdom_with("chancellor", "throne_room")


def test_no_keeps_the_draw_pile():
    state = position(2, kingdom=K, hands={0: ["chancellor", "moat"]},
                     decks={0: ["gold", "estate"]}, discards={0: ["copper"]})
    do(state, "play:chancellor", "no")
    assert state.decks[0] == ["gold", "estate"] and state.discards[0] == ["copper"]
    assert state.coins == 2


def test_yes_turns_the_pile_over_onto_the_discard_pile():
    state = position(2, kingdom=K, hands={0: ["chancellor", "moat"]},
                     decks={0: ["gold", "estate", "silver"]}, discards={0: ["copper"]})
    events = do(state, "play:chancellor", "yes")
    assert state.discards[0] == ["copper", "gold", "estate", "silver"]
    assert state.decks[0] == []
    moved = [e for e in events if e.kind == "deck_to_discard"][0]
    assert moved.data["count"] == 3 and moved.data["top"] == "silver" and moved.reveal


def test_empty_draw_pile_asks_nothing():
    state = position(2, kingdom=K, hands={0: ["chancellor"]}, discards={0: ["copper"]})
    do(state, "play:chancellor")
    assert state.pending().prompt == "dominion.buy" and state.coins == 2


def test_yes_target_is_the_draw_pile():
    state = position(2, kingdom=K, hands={0: ["chancellor"]}, decks={0: ["gold"]})
    do(state, "play:chancellor")
    assert ids(state) == ["yes", "no"]
    assert state.pending().options[0].target == "draw_pile"


def test_throne_room_second_question_skipped_when_the_pile_is_empty():
    state = position(2, kingdom=K, hands={0: ["throne_room", "chancellor"]},
                     decks={0: ["gold"]})
    do(state, "play:throne_room", "yes")
    assert state.pending().prompt == "dominion.buy" and state.coins == 4


def test_known_top_cards_are_forgotten():
    state = position(2, kingdom=K, hands={0: ["chancellor"]}, decks={0: ["gold"]})
    state.known[0] = ["gold"]
    do(state, "play:chancellor", "yes")
    assert state.known[0] == []
