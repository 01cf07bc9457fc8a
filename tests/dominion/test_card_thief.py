"""Thief: others reveal 2; you trash a revealed Treasure of each; you may gain them."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("thief", "throne_room", "moat", "gardens")


def test_two_different_treasures_ask_the_thief():
    state = position(2, kingdom=K, hands={0: ["thief"]}, decks={1: ["copper", "silver"]})
    do(state, "play:thief")
    decision = state.pending()
    assert decision.seat == 0 and decision.prompt == "dominion.thief.trash"
    assert [o.target for o in decision.options] == ["set_aside:1:copper", "set_aside:1:silver"]
    do(state, "trash:copper")                   # mandatory, even a Copper
    assert state.trash == ["copper"] and state.discards[1] == ["silver"]


def test_no_treasure_discards_both():
    state = position(2, kingdom=K, hands={0: ["thief"]}, decks={1: ["estate", "smithy", "gold"]})
    do(state, "play:thief")
    assert state.discards[1] == ["estate", "smithy"] and state.decks[1] == ["gold"]
    assert state.pending().prompt == "dominion.buy"


def test_two_of_the_same_treasure():
    state = position(2, kingdom=K, hands={0: ["thief"]}, decks={1: ["silver", "silver"]})
    do(state, "play:thief")
    assert state.trash == ["silver"] and state.discards[1] == ["silver"]
    assert ids(state) == ["pick:silver", "done"]


def test_only_cards_trashed_by_this_play_can_be_gained():
    state = position(3, kingdom=K, hands={0: ["thief"]}, trash=["gold"],
                     decks={1: ["gold", "estate"], 2: ["copper", "silver"]})
    do(state, "play:thief", "trash:silver")
    assert state.pending().info["items"] == ["gold", "silver"]
    assert [o.target for o in state.pending().options if o.kind == "pick"] == [
        "trash:gold", "trash:silver"]
    do(state, "pick:gold", "pick:silver", "done")
    assert state.trash == ["gold"]      # only the Gold trashed earlier stays
    assert sorted(state.discards[0]) == ["gold", "silver"]
    assert state.owned[0] == {"thief": 1, "gold": 1, "silver": 1}
    check(state)


def test_gaining_any_subset_including_none():
    state = position(2, kingdom=K, hands={0: ["thief"]}, decks={1: ["gold", "gold"]})
    do(state, "play:thief", "done")
    assert state.trash == ["gold"] and "gold" not in state.owned[0]


def test_moat_protected_victim_reveals_nothing():
    state = position(2, kingdom=K, hands={0: ["thief"], 1: ["moat"]}, decks={1: ["gold"]})
    do(state, "play:thief", "reveal")
    assert state.decks[1] == ["gold"] and state.pending().prompt == "dominion.buy"


def test_victim_with_nothing_to_reveal():
    state = position(2, kingdom=K, hands={0: ["thief"]})
    do(state, "play:thief")
    assert state.pending().prompt == "dominion.buy" and state.trash == []


def test_throne_room_two_complete_resolutions():
    state = position(2, kingdom=K, hands={0: ["throne_room", "thief"]},
                     decks={1: ["gold", "estate", "silver", "estate"]})
    do(state, "play:throne_room")
    assert state.trash == ["gold"] and state.pending().info["items"] == ["gold"]
    do(state, "pick:gold", "done")
    assert state.trash == ["silver"] and state.pending().info["items"] == ["silver"]
    do(state, "done")
    assert state.discards[0] == ["gold"] and state.trash == ["silver"]
