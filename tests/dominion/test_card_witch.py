"""Witch: +2 Cards; each other player gains a Curse while any remain."""
from tests.dominion.helpers import check, do, kingdom_with, position

K = kingdom_with("witch", "moat")


def test_two_cards_and_a_curse_each():
    state = position(4, kingdom=K, hands={0: ["witch"]}, decks={0: ["estate", "duchy"]})
    events = do(state, "play:witch")
    assert state.hands[0] == ["estate", "duchy"]
    assert [state.owned[s].get("curse") for s in (1, 2, 3)] == [1, 1, 1]
    assert state.supply["curse"] == 27
    gains = [e.data["seat"] for e in events if e.kind == "gain"]
    assert gains == [1, 2, 3]
    assert all(state.discards[s] == ["curse"] for s in (1, 2, 3))
    check(state)


def test_curses_run_out_part_way_in_turn_order():
    state = position(4, kingdom=K, current=2, hands={2: ["witch"]}, supply={"curse": 2})
    do(state, "play:witch")
    assert state.owned[3].get("curse") == 1 and state.owned[0].get("curse") == 1
    assert "curse" not in state.owned[1]


def test_witch_still_draws_with_no_curses():
    state = position(2, kingdom=K, hands={0: ["witch"]}, decks={0: ["estate", "duchy"]},
                     supply={"curse": 0})
    do(state, "play:witch")
    assert state.hands[0] == ["estate", "duchy"] and "curse" not in state.owned[1]
