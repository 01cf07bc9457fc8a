"""Adventurer: reveal until 2 Treasures; put them into hand, discard the rest."""
from tests.dominion.helpers import do, kingdom_with, kinds, position

K = kingdom_with("adventurer", "moat")


def test_stops_after_two_treasures():
    state = position(2, kingdom=K, hands={0: ["adventurer", "moat"]},
                     decks={0: ["estate", "silver", "duchy", "gold", "copper"]})
    events = do(state, "play:adventurer")
    # Silver and Gold went to the hand, then the Buy phase auto-played them
    assert state.hands[0] == ["moat"] and state.play[0] == ["adventurer", "silver", "gold"]
    assert state.discards[0] == ["estate", "duchy"] and state.decks[0] == ["copper"]
    reveals = [e for e in events if e.kind == "reveal"]
    assert len(reveals) == 4 and all(e.visible_to is None for e in reveals)


def test_no_treasure_anywhere_discards_everything_revealed():
    state = position(2, kingdom=K, hands={0: ["adventurer"]},
                     decks={0: ["estate", "duchy"]}, discards={0: ["moat"]})
    events = do(state, "play:adventurer")
    assert "shuffle" in kinds(events)
    assert state.discards[0][0:2] == ["estate", "duchy"] and len(state.discards[0]) == 3
    assert state.coins == 0


def test_revealed_cards_are_not_in_the_mid_reveal_shuffle():
    state = position(2, kingdom=K, hands={0: ["adventurer"]}, decks={0: ["estate"]},
                     discards={0: ["copper"]})
    do(state, "play:adventurer")
    # Estate revealed, then the shuffle took only the Copper: Estate could not come back
    assert state.discards[0] == ["estate"] and state.coins == 1


def test_empty_piles_reveal_nothing():
    state = position(2, kingdom=K, hands={0: ["adventurer"]})
    events = do(state, "play:adventurer")
    assert "reveal" not in kinds(events) and state.pending().prompt == "dominion.buy"
