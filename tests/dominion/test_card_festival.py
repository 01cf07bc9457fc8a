"""Festival: +2 Actions, +1 Buy, +$2."""
from tests.dominion.helpers import do, ids, kingdom_with, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")


def test_festival_two_actions_one_buy_two_coins():
    state = position(2, kingdom=K, hands={0: ["festival", "moat"]})
    do(state, "play:festival")
    assert (state.actions, state.buys, state.coins) == (2, 2, 2)


def test_bonus_event_carries_deltas_and_totals():
    state = position(2, kingdom=K, hands={0: ["festival", "moat"]})
    events = do(state, "play:festival")
    bonus = [e for e in events if e.kind == "bonus"][0]
    assert bonus.data["actions"] == 2 and bonus.data["buys"] == 1 and bonus.data["coins"] == 2
    assert bonus.data["now"] == {"actions": 2, "buys": 2, "coins": 2}
    assert "play:moat" in ids(state)
