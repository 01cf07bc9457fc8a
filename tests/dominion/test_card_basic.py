"""The basic cards: Copper, Silver, Gold, Estate, Duchy, Province, Curse."""
from rules.dominion.state import vp_of
from tests.dominion.helpers import do, ids, kingdom_with, position, run

K = kingdom_with("smithy")


def test_treasure_values():
    for card, value in (("copper", 1), ("silver", 2), ("gold", 3)):
        state = position(2, kingdom=K, hands={0: [card]}, phase="buy")
        run(state)
        assert state.coins == value


def test_victory_and_curse_points():
    assert vp_of({"estate": 1}) == 1 and vp_of({"duchy": 1}) == 3
    assert vp_of({"province": 1}) == 6 and vp_of({"curse": 1}) == -1
    assert vp_of({"copper": 7, "silver": 3, "gold": 2}) == 0


def test_victory_cards_and_curses_cannot_be_played():
    state = position(2, kingdom=K, hands={0: ["estate", "duchy", "province", "curse"]},
                     phase="buy")
    run(state)
    assert state.pending().prompt == "dominion.buy" and len(state.hands[0]) == 4


def test_costs_paid_when_buying():
    state = position(2, kingdom=K, hands={0: ["gold"] * 3}, phase="buy", buys=3,
                     decks={0: ["estate"] * 5})
    run(state)
    do(state, "buy:duchy")
    assert state.coins == 4 and "buy:duchy" not in ids(state) and "buy:smithy" in ids(state)
    do(state, "buy:estate", "buy:copper")
    assert state.discards[0][:3] == ["duchy", "estate", "copper"]


def test_copper_and_curse_cost_nothing_but_use_a_buy():
    state = position(2, kingdom=K, hands={0: ["estate"]}, phase="buy", buys=2,
                     decks={0: ["estate"] * 5})
    run(state)
    do(state, "buy:copper")
    assert state.buys == 1 and "buy:curse" in ids(state)
    do(state, "buy:curse")
    assert state.current == 1
