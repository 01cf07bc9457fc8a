"""Throne Room: choose an Action card in your hand; play it twice (§4.8)."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("throne_room", "smithy", "village", "library", "mine", "moat", "witch")
DECK = ["estate"] * 12


def test_no_action_in_hand_does_nothing():
    state = position(2, kingdom=K, hands={0: ["throne_room", "copper"]})
    do(state, "play:throne_room")
    assert state.pending().prompt == "dominion.buy" and state.play[0][0] == "throne_room"


def test_choice_is_mandatory_in_the_first_edition():
    state = position(2, kingdom=K, hands={0: ["throne_room", "smithy", "village"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room")
    assert ids(state) == ["play:smithy", "play:village"]
    assert state.pending().options[0].target == "hand:smithy"


def test_second_edition_may_decline():
    state = position(2, kingdom=K, hands={0: ["throne_room", "smithy"]},
                     decks={0: list(DECK)}, variants={"second_edition": True})
    do(state, "play:throne_room")
    assert ids(state) == ["play:smithy", "decline"]
    do(state, "decline")
    assert state.hands[0] == ["smithy"] and state.actions == 0


def test_smithy_twice_is_six_cards_and_costs_no_action():
    state = position(2, kingdom=K, hands={0: ["throne_room", "smithy", "village"]},
                     decks={0: list(DECK)})
    events = do(state, "play:throne_room", "play:smithy")
    assert len(state.hands[0]) == 1 + 6 and state.actions == 0
    assert [e.kind for e in events].count("replay") == 1
    assert state.play[0] == ["throne_room", "smithy"]


def test_throne_room_on_throne_room_with_nothing_left_for_the_second_play():
    state = position(2, kingdom=K, hands={0: ["throne_room", "throne_room", "smithy"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room", "play:throne_room")
    # B's first play took the Smithy (the only Action); its second play finds none
    assert len(state.hands[0]) == 6 and state.pending().prompt == "dominion.buy"
    assert state.play[0] == ["throne_room", "throne_room", "smithy"]


def test_no_card_is_played_four_times():
    state = position(2, kingdom=K,
                     hands={0: ["throne_room", "throne_room", "village", "village", "moat"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room", "play:throne_room", "play:village", "play:village")
    assert state.actions == 8 and state.play[0].count("village") == 2


def test_throne_room_on_mine_upgrades_twice():
    state = position(2, kingdom=K, hands={0: ["throne_room", "mine", "copper"]})
    do(state, "play:throne_room", "gain:silver")
    assert state.hands[0] == []                  # the Silver was trashed by the second play
    do(state, "gain:gold")
    assert state.trash == ["copper", "silver"] and state.coins == 3
    check(state)


def test_throne_room_on_library_draws_to_seven_once():
    state = position(2, kingdom=K, hands={0: ["throne_room", "library"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room")
    assert len(state.hands[0]) == 7 and len(state.decks[0]) == 5


def test_throne_room_on_moat_draws_four():
    state = position(2, kingdom=K, hands={0: ["throne_room", "moat"]}, decks={0: list(DECK)})
    do(state, "play:throne_room")
    assert len(state.hands[0]) == 4


def test_throne_room_on_witch_two_curses():
    state = position(3, kingdom=K, hands={0: ["throne_room", "witch"]}, decks={0: list(DECK)})
    do(state, "play:throne_room")
    assert state.owned[1]["curse"] == 2 and state.owned[2]["curse"] == 2
    assert len(state.hands[0]) == 4
