"""Throne Room: choose an Action card in your hand; play it twice (§4.8)."""
import pytest

from rules.dominion import GAME
from rules.dominion.cards import ACTIONS
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


ACTION_CARDS = sorted(ACTIONS - {"throne_room"})


@pytest.mark.parametrize("card", ACTION_CARDS)
def test_throne_room_plays_every_action_card_twice(card):
    k = kingdom_with("throne_room", card)
    deck = ["copper", "estate", "silver", "village", "estate", "gold", "duchy", "copper"] * 2
    state = position(3, kingdom=k, hands={0: ["throne_room", card, "copper", "estate"],
                                          1: ["copper", "estate", "silver", "duchy", "gold"],
                                          2: ["estate", "copper", "copper", "copper", "moat"]},
                     decks={0: list(deck), 1: list(deck), 2: list(deck)})
    events = do(state, "play:throne_room")
    bots = {s: GAME.bot("medium", s, 1) for s in range(3)}
    while state.frames:                      # answer every question the two plays ask
        decision = state.pending()
        events += do(state, bots[decision.seat].choose(state.view(decision.seat), decision).id)
    replays = [e for e in events if e.kind == "replay"]
    assert [e.data["card"] for e in replays] == [card]
    if card == "feast":
        assert state.trash.count("feast") == 1
    else:
        assert card in state.play[0]
    check(state)
