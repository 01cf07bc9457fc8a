"""The bots: `simple` follows §10.1 in set positions and beats `random`; `random` bids with
sense; `strong` searches over the determinized position."""
from rules.core import RandomBot, Rng
from rules.core.simulate import play
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.bots import (TUNED, TUNED_MULTI, Brain, SimpleBot, TunedBot, lot_value,
                                     reserve, tuned)
from rules.hotel_tycoon.playout import evaluate
from rules.hotel_tycoon.strong import rollout_policy
from tests.hotel_tycoon.helpers import dice, do, table


def _choose(state, seat=None):
    decision = state.pending()
    seat = decision.seat if seat is None else seat
    return SimpleBot(seat, 1).choose(state.view(seat), decision).id


def test_reserve_follows_the_worst_opponent_rate_after_its_next_piece():
    state = table(2, owner={"UPTOWN": 1, "REEF": 1, "ZEBRA": 0},
                  level={"UPTOWN": 3, "REEF": 1}, entrances={"S03": "REEF"})
    view = state.view(0)
    assert reserve(view, 0) == 1000 + 6 * 800             # UPTOWN's building 4: 800 a night
    assert reserve(view, 1) == 1000                       # ZEBRA is bare land


def test_simple_buys_out_an_opponents_bare_plot():
    state = table(2, cash={0: 6000}, planes={0: 28, 1: 1}, owner={"ZEBRA": 1})
    dice(state, 1)
    do(state, "roll")
    assert _choose(state) == "buyout:ZEBRA"


def test_simple_keeps_the_money_for_a_double_permit():
    state = table(2, cash={0: 8000}, planes={0: 12, 1: 1}, owner={"ARTIKA": 0})
    dice(state, 1)
    do(state, "roll")
    assert _choose(state) == "permit:ARTIKA:1"            # 2 x 3600 <= 8000 - 500
    state = table(2, cash={0: 5000}, planes={0: 12, 1: 1}, owner={"ARTIKA": 0})
    dice(state, 1)
    do(state, "roll")
    assert _choose(state) == "pass"


def test_simple_free_build_prefers_a_facility():
    state = table(2, planes={0: 10, 1: 20}, owner={"REINE": 0, "DRAGON": 0},
                  level={"REINE": 1, "DRAGON": 3})
    dice(state, 1)
    do(state, "roll")
    assert _choose(state) == "free_build:DRAGON"


def test_simple_places_an_entrance_that_blocks_an_opponent():
    state = table(2, planes={0: 6, 1: 20}, owner={"DRAGON": 0, "REEF": 1},
                  level={"DRAGON": 1, "REEF": 1})
    dice(state, 1)
    do(state, "roll")
    assert _choose(state) in {f"entrance:S0{n}-DRAGON" for n in (3, 4, 5, 6)}


def test_simple_sells_the_cheapest_lot_and_keeps_its_best_hotel():
    state = table(3, cash={0: 100}, planes={0: 12, 1: 1, 2: 2},
                  owner={"ARTIKA": 1, "UPTOWN": 0, "REEF": 0},
                  level={"ARTIKA": 4, "UPTOWN": 4}, entrances={"S13": "ARTIKA",
                                                               "S10": "UPTOWN"})
    dice(state, 1, 6)
    do(state, "roll")
    if state.pending().prompt != "hotel_tycoon.sell":
        do(state, "pass")
    assert _choose(state) == "auction:REEF"


def test_simple_bids_the_minimum_up_to_the_lots_worth():
    state = table(3, cash={0: 100}, planes={0: 12, 1: 1, 2: 2},
                  owner={"ARTIKA": 1, "REEF": 0}, level={"ARTIKA": 4},
                  entrances={"S13": "ARTIKA"})
    dice(state, 1, 6)
    do(state, "roll", "auction:REEF")
    assert _choose(state) == "bid:50"
    assert lot_value(state.view(1), "REEF") == 250
    state.frames[-1]["high"] = [2, 250]
    state.touch()
    # the creditor may go beyond the lot's worth: the seller still owes it the difference
    assert _choose(state) == "bid:300"


def test_random_bids_mostly_small_raises():
    state = table(3, cash={0: 100}, planes={0: 12, 1: 1, 2: 2},
                  owner={"ARTIKA": 1, "REEF": 0}, level={"ARTIKA": 4},
                  entrances={"S13": "ARTIKA"})
    dice(state, 1, 6)
    do(state, "roll", "auction:REEF")
    decision = state.pending()
    bot = RandomBot(1, 5)
    amounts = [int(o.args[0]) for o in (bot.choose(None, decision) for _ in range(200))
               if o.kind == "bid"]
    assert amounts and sum(a <= 250 for a in amounts) / len(amounts) > 0.8


def test_simple_beats_random_in_two_player_games():
    wins = 0.0
    games = 40
    for g in range(games):
        names = ["simple", "random"] if g % 2 == 0 else ["random", "simple"]
        top = play(GAME, 2, 300 + g, names).state.result().ranking[0]
        wins += (names.index("simple") in top) / len(top)
    assert wins / games >= 0.8, wins / games       # 90 % over 1000 games


def test_simple_plays_full_games_for_two_to_four_players():
    for n in (2, 3, 4):
        result = play(GAME, n, 11, ["simple"] * n).state.result()
        assert sorted(s for group in result.ranking for s in group) == list(range(n))


def test_evaluate_is_a_chance_to_win_that_weighs_income_over_cash():
    state = table(2, cash={0: 6000, 1: 2000})
    richer = evaluate(state)
    assert richer[0] > 0.5 > richer[1] and abs(sum(richer) - 1) < 1e-9
    # the poorer seat owns a built hotel with two entrances: 2 x 600 a night beats 4000 cash
    state = table(2, cash={0: 6000, 1: 2000}, owner={"UPTOWN": 1}, level={"UPTOWN": 3},
                  entrances={"S10": "UPTOWN", "S11": "UPTOWN"})
    assert evaluate(state)[1] > 0.5
    # bare land is a burden: the same cash spent on land scores below the cash
    state = table(2, cash={0: 12000 - 3000}, owner={"ZEBRA": 0})
    assert evaluate(state)[0] < 0.5
    # three seats share the chances; an eliminated seat has none
    state = table(3, cash={0: 0, 1: 5000, 2: 5000})
    state.eliminated = [0]
    state.planes[0] = None
    assert evaluate(state) == [0.0, 0.5, 0.5]


def test_the_strong_bot_answers_from_a_set_position():
    state = table(2, cash={0: 6000, 1: 2000})
    dice(state, 1)
    state.rng = Rng(3)
    bot = GAME.bot("strong", 0, 3, iterations=8)
    decision = state.pending()
    assert bot.choose(state.view(0), decision) in decision.options


def test_the_strong_bot_weighs_rivals_at_its_own_threshold_and_repeats_itself():
    """Its search lets a rival beat simple's choice at `Z` standard errors (measured: looser
    thresholds lost matches), and the same seed gives the same choice from the same position."""
    from rules.hotel_tycoon.strong import PruningSearch, Z
    state = GAME.new(2, 7)
    simple = [GAME.bot("simple", s, 0) for s in range(2)]
    while len((decision := state.pending()).options_for(decision.seat)) < 3:
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    seat = decision.seat
    choices = set()
    for _ in range(2):
        bot = GAME.bot("strong", seat, 11, iterations=60)
        assert isinstance(bot.search, PruningSearch) and bot.search.z == Z == 1.5
        choices.add(bot.choose(state.view(seat), decision).id)
    assert len(choices) == 1 and decision.find(choices.pop()) is not None


def test_the_tuned_base_bids_with_no_reserve_at_three_players_only():
    # seat 1 may bid 50 for REEF (worth 250), but 700 in cash is under half its 1500 reserve
    state = table(3, cash={0: 100, 1: 700}, planes={0: 12, 1: 1, 2: 2},
                  owner={"ARTIKA": 1, "REEF": 0}, level={"ARTIKA": 4},
                  entrances={"S13": "ARTIKA"})
    dice(state, 1, 6)
    do(state, "roll", "auction:REEF")
    decision = state.pending()
    view = state.view(1)
    ids = {o.id for o in decision.options_for(1)}
    assert Brain(view, 1, TUNED).choose(decision.prompt, ids, decision.amount) == "pass"
    assert tuned(3) is TUNED_MULTI and tuned(2) is TUNED
    assert TunedBot(1, 1).choose(view, decision).id == "bid:50"
    assert rollout_policy(1)(state, decision, Rng(1)).id == "bid:50"   # strong's rollouts too


def test_the_tuned_base_holds_two_plots_at_most_at_three_players_but_still_buys_out():
    # seat 0 lands on S12 (Artika or Uptown for sale) holding two built hotels and plenty of cash
    def landing(uptown_owner=None):
        owner = {"DRAGON": 0, "REEF": 0}
        if uptown_owner is not None:
            owner["UPTOWN"] = uptown_owner          # bare: a buyout at half price
        state = table(3, cash={0: 30000}, planes={0: 9, 1: 1, 2: 2}, owner=owner,
                      level={"DRAGON": 2, "REEF": 1})
        dice(state, 3)
        do(state, "roll")
        decision = state.pending()
        assert decision.prompt == "hotel_tycoon.purchase"
        return state.view(0), decision, {o.id for o in decision.options_for(0)}

    view, decision, ids = landing()
    assert Brain(view, 0, TUNED).choose(decision.prompt, ids, decision.amount) == "buy:ARTIKA"
    assert Brain(view, 0, TUNED_MULTI).choose(decision.prompt, ids, decision.amount) == "pass"
    assert TunedBot(0, 1).choose(view, decision).id == "pass"
    view, decision, ids = landing(uptown_owner=1)
    assert Brain(view, 0, TUNED_MULTI).choose(decision.prompt, ids,
                                              decision.amount) == "buyout:UPTOWN"


def test_the_multi_player_base_counts_every_opponents_entrances_and_buys_entrances_to_zero():
    # seat 0 against two opponents: Uptown (600 a night, 800 after its next piece) with one
    # entrance, Reef (400 a night) with two
    owner, level = {"UPTOWN": 1, "REEF": 2, "DRAGON": 0}, {"UPTOWN": 3, "REEF": 1, "DRAGON": 1}
    entrances = {"S12": "UPTOWN", "S04": "REEF", "S05": "REEF"}
    view = table(3, owner=owner, level=level, entrances=entrances).view(0)
    worst, threat = 800, 600 * 1 + 400 * 2
    assert reserve(view, 0, TUNED_MULTI) == 1500 + 6 * worst + 0.6 * threat
    assert reserve(view, 0, TUNED) == 1500 + 6 * worst      # TUNED counts it in a duel only
    # with Reef's owner out, one opponent is left: the duel's full weight
    duel = table(3, owner={"UPTOWN": 1, "DRAGON": 0}, level={"UPTOWN": 3, "DRAGON": 1},
                 entrances={"S12": "UPTOWN"})
    duel.cash[2] = 0
    duel.eliminated.append(2)
    assert reserve(duel.view(0), 0, TUNED_MULTI) == 1500 + 6 * worst + 1 * 600
    # an entrance for Dragon Gate (100) with 200 in hand: within no reserve, not within 0.3 R
    view["cash"][0] = 200
    ids = {"entrance:S03-DRAGON", "done"}
    assert Brain(view, 0, TUNED_MULTI).extras(ids) == "entrance:S03-DRAGON"
    assert Brain(view, 0, TUNED).extras(ids) == "done"
