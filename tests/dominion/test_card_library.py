"""Library: draw until 7 cards in hand; Action cards drawn may be set aside, then discarded."""
from tests.dominion.helpers import do, ids, kingdom_with, position

K = kingdom_with("library", "smithy", "village", "throne_room")


def test_draws_to_seven():
    state = position(2, kingdom=K, hands={0: ["library", "estate"]},
                     decks={0: ["estate"] * 9})
    do(state, "play:library")
    assert len(state.hands[0]) == 7 and len(state.decks[0]) == 3


def test_hand_already_seven_does_nothing():
    state = position(2, kingdom=K, hands={0: ["library"] + ["estate"] * 7},
                     decks={0: ["estate"] * 3})
    do(state, "play:library")
    assert len(state.hands[0]) == 7 and len(state.decks[0]) == 3


def test_keep_an_action_card():
    state = position(2, kingdom=K, hands={0: ["library", "estate"]},
                     decks={0: ["smithy"] + ["estate"] * 8})
    do(state, "play:library")
    decision = state.pending()
    assert decision.prompt == "dominion.library"
    assert ids(state) == ["keep:smithy", "set_aside:smithy"]
    assert "Smithy" not in decision.text                 # the drawn card stays private
    do(state, "keep:smithy")
    assert len(state.hands[0]) == 7 and state.hands[0][1] == "smithy"


def test_set_aside_cards_are_discarded_at_the_end_in_order():
    state = position(2, kingdom=K, hands={0: ["library"]},
                     decks={0: ["smithy", "village", "estate", "estate", "estate", "estate",
                                "estate", "estate", "estate", "gold"]})
    events = do(state, "play:library", "set_aside:smithy", "set_aside:village")
    assert state.hands[0] == ["estate"] * 7
    assert state.discards[0] == ["smithy", "village"] and state.aside[0] == []
    shown = [e for e in events if e.kind == "set_aside"]
    assert [e.data["card"] for e in shown] == ["smithy", "village"]
    assert all(e.visible_to is None for e in shown)


def test_actions_already_in_hand_are_never_offered():
    state = position(2, kingdom=K, hands={0: ["library", "smithy"]},
                     decks={0: ["estate"] * 6})
    events = do(state, "play:library")
    assert "set_aside" not in [e.kind for e in events]      # the Smithy was not asked about
    assert state.hands[0] == ["smithy"] + ["estate"] * 6


def test_draw_and_discard_piles_empty_stops_early():
    state = position(2, kingdom=K, hands={0: ["library"]}, decks={0: ["estate", "gold"]})
    do(state, "play:library")
    assert state.hands[0] == ["estate"] and state.play[0] == ["library", "gold"]
