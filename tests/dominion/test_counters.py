"""The strong bot's plan: the list that beats Medium's in the kingdom, measured head to head."""
from rules.dominion.bots import STRATEGIES, MediumBot
from rules.dominion.cards import RECOMMENDED
from rules.dominion.counters import (CANTRIP, WIN, X_CARD, CounterBot, counter_rules,
                                     counter_strategy, measure, win_rate, with_cantrip)
from rules.dominion.strong import StrongBot
from rules.dominion import GAME
from tests.dominion.helpers import position, run

FIRST_GAME = RECOMMENDED["first_game"]
NO_LIST_CARD = ["cellar", "chapel", "village", "woodcutter", "workshop", "gardens", "feast",
                "spy", "thief", "remodel"]           # no list buys these


def kingdom_with(*cards):
    return list(cards) + NO_LIST_CARD[:10 - len(cards)]


def test_the_table_has_every_pair_once_and_reads_both_ways():
    lists = list(X_CARD)
    assert len(WIN) == len(lists) * (len(lists) - 1) // 2
    for a in lists:
        assert win_rate(a, a) == 0.5
        for b in lists:
            assert abs(win_rate(a, b) + win_rate(b, a) - 1) < 1e-9
    assert set(CANTRIP) <= set(X_CARD) and set(X_CARD) <= set(STRATEGIES)


def test_it_plays_the_list_that_beats_mediums():
    # Medium plays Militia-BM with Militia and no Smithy or Witch; Library-BM beats it 76 %
    assert counter_strategy(kingdom_with("militia", "library")) == "library_bm"
    assert counter_strategy(kingdom_with("militia", "council_room")) == "council_room_bm"
    # nothing beats Double Witch or Smithy-BM by the margin: Medium's own list
    assert counter_strategy(kingdom_with("witch", "smithy", "militia")) == "double_witch"
    assert counter_strategy(FIRST_GAME) == "smithy_bm"
    # with three players: Medium's list
    assert counter_strategy(kingdom_with("militia", "library"), 3) == "militia_bm"


def test_a_market_or_laboratory_instead_of_a_silver_or_one_moat_or_chapel_against_witches():
    fg = counter_rules(FIRST_GAME)
    cards = [c for c, _ in fg]
    assert cards[-2:] == ["market", "silver"] and fg[:-2] == STRATEGIES["smithy_bm"][:-1]
    witch = [c for c, _ in counter_rules(kingdom_with("witch", "moat", "market"))]
    assert witch.count("moat") == 1 and "market" not in witch
    chapel = [c for c, _ in counter_rules(kingdom_with("witch", "moat", "chapel"))]
    assert chapel.count("moat") == 1 and "chapel" not in chapel       # the two lose together
    chapel = [c for c, _ in counter_rules(kingdom_with("witch", "chapel"))]
    assert chapel[-2:] == ["chapel", "silver"]
    lab = [c for c, _ in counter_rules(kingdom_with("chancellor", "laboratory", "market"))]
    assert lab[-2:] == ["laboratory", "silver"]          # 61.3 % with it, 60.9 % with Market
    assert counter_rules(["witch"] + NO_LIST_CARD[2:] + ["market"]) == STRATEGIES["double_witch"]
    one_moat = with_cantrip(STRATEGIES["double_witch"], "moat", most=1)
    assert [c for c, _ in one_moat][-2:] == ["moat", "silver"]


def test_the_plan_buys_a_market_with_five_where_medium_buys_a_silver():
    deck = ["copper"] * 7 + ["estate"] * 3 + ["smithy"]
    state = position(2, kingdom=FIRST_GAME, hands={0: ["silver", "silver", "copper"]},
                     decks={0: list(deck), 1: list(deck)}, phase="buy")
    run(state)
    view, decision = state.view(0), state.pending()
    assert decision.prompt == "dominion.buy" and view["coins"] == 5
    assert MediumBot(0, 1).choose(view, decision).id == "buy:silver"
    assert CounterBot(0, 1).choose(view, decision).id == "buy:market"
    strong = StrongBot(GAME, 0, 1, iterations=4)
    assert strong.choose(view, decision).id == "buy:market"      # the opening: the plan's buy
    players = strong.players(2)                                  # its playouts: plan vs Medium
    assert type(players[0]) is CounterBot and type(players[1]) is MediumBot


def test_measure_plays_two_lists_reproducibly():
    assert measure("double_witch", "bmu", 40) > 0.8
    assert measure("smithy_bm", "militia_bm", 30) == measure("smithy_bm", "militia_bm", 30)
