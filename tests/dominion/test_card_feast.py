"""Feast: trash this card; gain a card costing up to $5."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("feast", "throne_room", "laboratory", "witch")


def test_trash_itself_and_gain_up_to_five():
    state = position(2, kingdom=K, hands={0: ["feast"]})
    events = do(state, "play:feast")
    assert state.trash == ["feast"] and state.play[0] == []
    assert "gain:laboratory" in ids(state) and "gain:gold" not in ids(state)
    trash = [e for e in events if e.kind == "trash"][0]
    assert trash.data["from"] == "play:0"
    do(state, "gain:witch")
    assert state.discards[0] == ["witch"] and "feast" not in state.owned[0]
    check(state)


def test_empty_pile_is_not_offered():
    state = position(2, kingdom=K, hands={0: ["feast"]}, supply={"laboratory": 0})
    do(state, "play:feast")
    assert "gain:laboratory" not in ids(state)


def test_feast_is_trashed_even_with_nothing_to_gain():
    supply = {c: 0 for c in position(2, kingdom=K).supply if c not in ("gold", "province")}
    supply["feast"] = 0
    state = position(2, kingdom=K, hands={0: ["feast"]}, supply=supply)
    do(state, "play:feast")
    assert state.trash == ["feast"] and state.discards[0] == []


def test_throne_room_second_play_gains_without_trashing():
    state = position(2, kingdom=K, hands={0: ["throne_room", "feast", "feast"]})
    do(state, "play:throne_room", "gain:duchy", "gain:duchy")   # one Action kind: no question
    assert state.trash == ["feast"]
    assert state.hands[0] == ["feast"]               # the other Feast stays in hand
    assert state.discards[0] == ["duchy", "duchy"]
