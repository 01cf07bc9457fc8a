"""The vanilla kingdom cards: Village, Woodcutter, Smithy, Festival, Laboratory, Market."""
from tests.dominion.helpers import do, ids, kingdom_with, kinds, position

K = kingdom_with("village", "woodcutter", "smithy", "festival", "laboratory", "market",
                 "moat")
DECK = ["estate", "duchy", "province", "estate", "duchy", "province"]


def test_village_one_card_two_actions():
    state = position(2, kingdom=K, hands={0: ["village", "moat"]}, decks={0: list(DECK)})
    do(state, "play:village")
    assert state.actions == 2 and state.hands[0] == ["moat", "estate"]


def test_woodcutter_one_buy_two_coins():
    state = position(2, kingdom=K, hands={0: ["woodcutter"]})
    do(state, "play:woodcutter")
    assert state.buys == 2 and state.coins == 2 and state.phase == "buy"


def test_smithy_three_cards():
    state = position(2, kingdom=K, hands={0: ["smithy"]}, decks={0: list(DECK)})
    do(state, "play:smithy")
    assert state.hands[0] == ["estate", "duchy", "province"] and state.actions == 0


def test_smithy_draws_what_is_left_then_shuffles():
    state = position(2, kingdom=K, hands={0: ["smithy"]}, decks={0: ["estate"]},
                     discards={0: ["duchy", "province"]})
    events = do(state, "play:smithy")
    assert kinds(events)[:4] == ["play", "draw", "shuffle", "draw"]
    assert events[1].data["count"] == 1 and events[3].data["count"] == 2
    assert sorted(state.hands[0]) == ["duchy", "estate", "province"]


def test_smithy_with_empty_draw_and_discard_piles_draws_nothing():
    state = position(2, kingdom=K, hands={0: ["smithy", "estate"]})
    events = do(state, "play:smithy")
    assert "draw" not in kinds(events) and state.hands[0] == ["estate"]


def test_festival_two_actions_one_buy_two_coins():
    state = position(2, kingdom=K, hands={0: ["festival", "moat"]})
    do(state, "play:festival")
    assert (state.actions, state.buys, state.coins) == (2, 2, 2)


def test_laboratory_two_cards_one_action():
    state = position(2, kingdom=K, hands={0: ["laboratory", "moat"]}, decks={0: list(DECK)})
    do(state, "play:laboratory")
    assert state.actions == 1 and state.hands[0] == ["moat", "estate", "duchy"]


def test_market_card_action_buy_coin():
    state = position(2, kingdom=K, hands={0: ["market", "moat"]}, decks={0: list(DECK)})
    do(state, "play:market")
    assert (state.actions, state.buys, state.coins) == (1, 2, 1)
    assert state.hands[0] == ["moat", "estate"]


def test_throne_room_on_market_and_village():
    k = kingdom_with("throne_room", "market", "village")
    state = position(2, kingdom=k, hands={0: ["throne_room", "market", "moat"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room", "play:market")
    assert (state.actions, state.buys, state.coins) == (2, 3, 2)
    assert len(state.hands[0]) == 3
    state = position(2, kingdom=k, hands={0: ["throne_room", "village", "moat"]},
                     decks={0: list(DECK)})
    do(state, "play:throne_room", "play:village")
    assert state.actions == 4 and len(state.hands[0]) == 3


def test_bonus_event_carries_deltas_and_totals():
    state = position(2, kingdom=K, hands={0: ["festival", "moat"]})
    events = do(state, "play:festival")
    bonus = [e for e in events if e.kind == "bonus"][0]
    assert bonus.data["actions"] == 2 and bonus.data["buys"] == 1 and bonus.data["coins"] == 2
    assert bonus.data["now"] == {"actions": 2, "buys": 2, "coins": 2}
    assert "play:moat" in ids(state)
