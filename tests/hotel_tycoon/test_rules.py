"""Every square type, rent for every hotel and level, every permit outcome, auctions with 2-4
bidders, elimination order and ranking, claims, variants (seats 0-based: P1 is seat 0)."""
import pytest

from rules.core import IllegalMove
from rules.core.text import render
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon import data
from rules.hotel_tycoon.data import HOTELS, PLOTS
from tests.hotel_tycoon.helpers import dice, do, ids, kinds, prompt, table


# ---- square types ------------------------------------------------------------------------------
def test_blank_square_does_nothing():
    state = table(2, planes={0: 31, 1: 5}, owner={"REEF": 0})
    dice(state, 1)
    events = do(state, "roll")
    assert state.planes[0] == 1 and state.pending().seat == 1
    assert kinds(events) == ["dice", "move", "turn"]


def test_purchase_needs_the_cash_and_offers_nothing_for_own_or_built_plots():
    state = table(2, cash={0: 900}, planes={0: 2, 1: 20})
    dice(state, 1)
    do(state, "roll")                         # S03: DRAGON 1000 unaffordable, REEF 500 fine
    assert ids(state) == ["buy:REEF", "pass"]
    state = table(2, planes={0: 2, 1: 20}, owner={"DRAGON": 0, "REEF": 1},
                  level={"REEF": 1})
    dice(state, 1)
    do(state, "roll")
    assert state.pending().seat == 1          # nothing to acquire: no decision
    with pytest.raises(IllegalMove):
        state.apply("buy:DRAGON")


def test_land_bought_this_turn_cannot_be_built_on_this_turn_but_a_bonus_turn_may():
    state = table(2, planes={0: 30, 1: 20})
    dice(state, 6, 2)
    do(state, "roll")                         # a 6: S30 -> S05 (purchase)
    do(state, "buy:REEF")
    assert state.pending().seat == 0          # the bonus turn
    do(state, "roll")                         # S07: free entrance, REEF has no building
    state = table(2, planes={0: 3, 1: 20}, owner={"REEF": 0})
    state.acquired["REEF"] = 5                # bought this very turn (turn id 5 + 1 below)
    state.turn_id = 4
    state.touch()
    dice(state, 1)
    do(state, "roll")                         # S04, a permit square, turn 5
    assert state.turn_id == 5 and state.pending().seat == 1


def test_permit_square_without_property_or_money_offers_nothing():
    state = table(2, cash={0: 1000}, planes={0: 1, 1: 20}, owner={"REEF": 0})
    dice(state, 1)
    do(state, "roll")
    assert state.pending().seat == 1


def test_free_build_places_the_next_building_or_the_facility():
    state = table(2, planes={0: 10, 1: 20}, owner={"REINE": 0, "UPTOWN": 0},
                  level={"REINE": 2, "UPTOWN": 4})
    dice(state, 1)
    do(state, "roll")
    assert ids(state) == ["free_build:REINE", "free_build:UPTOWN", "pass"]
    do(state, "free_build:UPTOWN")
    assert state.level["UPTOWN"] == 5 and state.cash[0] == 12000


def test_free_entrance_is_mandatory_and_needs_a_built_hotel():
    state = table(2, planes={0: 6, 1: 20}, owner={"DRAGON": 0, "REEF": 0},
                  level={"DRAGON": 1})
    dice(state, 1)
    do(state, "roll")
    assert prompt(state) == "hotel_tycoon.free_entrance"
    assert ids(state) == [f"entrance:S0{n}-DRAGON" for n in range(2, 8)]
    do(state, "entrance:S07-DRAGON")
    assert state.entrances == {"S07": "DRAGON"} and state.cash[0] == 12000


def test_an_entrance_blocks_the_plot_across_the_track():
    state = table(2, planes={0: 6, 1: 20}, owner={"DRAGON": 0, "REEF": 1},
                  level={"DRAGON": 1, "REEF": 1}, entrances={"S04": "REEF"})
    dice(state, 1)
    do(state, "roll")
    assert "entrance:S04-DRAGON" not in ids(state)


def test_own_entrance_means_no_stay():
    state = table(2, planes={0: 3, 1: 20}, owner={"DRAGON": 0}, level={"DRAGON": 1},
                  entrances={"S04": "DRAGON"})
    dice(state, 1)
    events = do(state, "roll", "pass")
    assert "stay" not in kinds(events) and state.cash[0] == 12000


# ---- rent for every hotel and level --------------------------------------------------------------
RENT_CASES = [(plot, level) for plot in PLOTS for level in range(1, data.pieces(plot) + 1)]


@pytest.mark.parametrize("plot,level", RENT_CASES)
def test_rent_for_every_hotel_and_level(plot, level):
    square = data.SLOTS[data.SLOTS_OF[plot][0]]["square"]
    start = square - 1 if square > 1 else 31
    nights = 1 + (level + len(plot)) % 6
    state = table(2, cash={0: 50000}, planes={0: start, 1: 20 if square != 20 else 21},
                  owner={plot: 1}, level={plot: level},
                  entrances={data.square_id(square): plot})
    dice(state, 1, nights)
    rate = HOTELS[plot]["pieces"][level - 1]["rate"]
    do(state, "roll")
    while state.pending().seat == 0:          # decline whatever the square offers
        do(state, "pass" if "pass" in ids(state) else "done")
    assert state.cash[1] == 12000 + rate * nights
    assert state.cash[0] == 50000 - rate * nights


def test_rent_table_examples():
    assert data.rate("UPTOWN", 5) * 6 == 6600
    assert data.rate("COCONUT", 2) * 5 == 1750
    assert data.rate("ALKALIF", 2) == 100 and data.rate("ALKALIF", 3) == 200
    assert data.rate("DRAGON", 4) == 400 and data.stars("DRAGON", 4) == 3


# ---- permit outcomes -------------------------------------------------------------------------
def _permit(face_value, cash=9000, variants=None):
    state = table(2, cash={0: cash}, planes={0: 5, 1: 20}, owner={"ZEBRA": 0, "REEF": 0},
                  variants=variants)
    dice(state, 1, face_value)
    do(state, "roll")
    return state


@pytest.mark.parametrize("value,face", [(1, "green"), (2, "green"), (3, "green"), (4, "red"),
                                        (5, "free"), (6, "double")])
def test_every_permit_die_face(value, face):
    state = _permit(value)
    events = do(state, "permit:ZEBRA:2")
    assert [e.data["face"] for e in events if e.kind == "permit"] == [face]
    dice_event = [e for e in events if e.kind == "dice"][-1]
    assert dice_event.data["purpose"] == "permit" and dice_event.data["dice"][0]["face"] == face
    expect = {"green": (2, 9000 - 3800), "red": (0, 9000), "free": (2, 9000),
              "double": (2, 9000 - 7600)}[face]
    assert (state.level["ZEBRA"], state.cash[0]) == expect


def test_a_permit_never_spans_two_plots_nor_the_facility():
    state = _permit(1)
    zebra = [i for i in ids(state) if i.startswith("permit:ZEBRA")]
    assert zebra == ["permit:ZEBRA:1", "permit:ZEBRA:2", "permit:ZEBRA:3"]   # 3 buildings
    assert "permit:REEF:1" in ids(state) and "permit:REEF:2" not in ids(state)


def _double_on_zebra(variants=None):
    state = table(3, cash={0: 4000}, planes={0: 5, 1: 20, 2: 21}, variants=variants,
                  owner={"ZEBRA": 0, "DRAGON": 0}, level={"DRAGON": 1})
    dice(state, 1, 6)
    do(state, "roll", "permit:ZEBRA:1")        # owes 5200
    return state


@pytest.mark.parametrize("site", ["last", "any"])
def test_double_that_cannot_be_paid_sells_other_lots_then_builds(site):
    state = _double_on_zebra({"permit_site": site})
    # the seed: the work must be paid for, so the site waits while another lot is left
    assert ids(state) == (["auction:DRAGON"] if site == "last" else
                          ["auction:DRAGON", "auction:ZEBRA"])
    do(state, "auction:DRAGON", "bid:1500", "pass")
    assert state.cash[0] == 300 and state.level["ZEBRA"] == 1 and state.owner["DRAGON"] == 1


def test_the_site_is_offered_once_it_is_the_last_lot_and_then_cancels_the_work():
    state = _double_on_zebra()
    do(state, "auction:DRAGON", "pass", "bid:50")        # P3 buys DRAGON for 50: still short
    assert state.cash[0] == 4050 and ids(state) == ["auction:ZEBRA"]
    events = do(state, "auction:ZEBRA", "pass", "pass")
    assert "permit_cancelled" in kinds(events) and state.debt is None
    assert state.cash[0] == 4050 and not state.owned(0) and 0 not in state.eliminated



def test_without_affordability_a_green_permit_is_a_debt():
    state = _permit(1, cash=500, variants={"permit_affordability": False})
    assert "permit:ZEBRA:3" in ids(state)      # declared though unaffordable
    do(state, "permit:ZEBRA:1")
    assert prompt(state) == "hotel_tycoon.sell" and state.debt["amount"] == 2600


def test_without_affordability_an_unsold_only_plot_with_no_cash_eliminates():
    state = table(2, cash={0: 0}, planes={0: 5, 1: 20}, owner={"ZEBRA": 0},
                  variants={"permit_affordability": False})
    dice(state, 1, 1)
    do(state, "roll", "permit:ZEBRA:1", "auction:ZEBRA")
    events = do(state, "pass")
    assert "eliminated" in kinds(events) and state.result().ranking == [[1], [0]]


# ---- auctions --------------------------------------------------------------------------------
def _in_debt(n, debtor=0, cash=100):
    """`debtor` lands on S13 and owes 450 x 6 = 2700 to the ARTIKA owner; owns REEF."""
    host = (debtor + 1) % n
    planes = {s: 20 + s for s in range(n)}
    planes[debtor] = 12
    state = table(n, cash={debtor: cash}, planes=planes, current=debtor,
                  owner={"ARTIKA": host, "REEF": debtor}, level={"ARTIKA": 4, "REEF": 1},
                  entrances={"S13": "ARTIKA", "S04": "REEF"})
    dice(state, 1, 6)
    do(state, "roll")
    if prompt(state) == "hotel_tycoon.permit":
        do(state, "pass")
    if prompt(state) == "hotel_tycoon.extras":
        do(state, "done")
    return state, host


@pytest.mark.parametrize("n", [2, 3, 4])
def test_auction_bidders_go_clockwise_from_the_sellers_left(n):
    state, host = _in_debt(n, debtor=1)
    do(state, "auction:REEF")
    order = []
    while state.frames:
        order.append(state.pending().seat)
        do(state, "pass")
    assert order == [(1 + k) % n for k in range(1, n)]
    assert state.owner["REEF"] is None      # nobody bid: demolished
    assert "S04" not in state.entrances and state.supply == 29


@pytest.mark.parametrize("n", [2, 3, 4])
def test_auction_sold_to_the_highest_bidder(n):
    state, host = _in_debt(n, debtor=0)
    do(state, "auction:REEF")
    decision = state.pending()
    assert decision.amount == {"kind": "bid", "min": 50, "max": 12000, "step": 50}
    assert decision.ids[0] == "bid:50" and decision.ids[-1] == "pass"
    last = n - 1
    for seat in range(1, n):
        do(state, f"bid:{100 * seat}")
    # everyone but the last bidder drops out
    while state.frames:
        do(state, "pass")
    assert state.owner["REEF"] == last and state.entrances == {"S13": "ARTIKA", "S04": "REEF"}
    # the debtor still cannot cover 2700: pays the host all it has and is out
    paid = 100 + 100 * last
    assert state.cash[last] == 12000 - 100 * last + (paid if last == host else 0)
    assert state.eliminated == [0] and state.cash[host] >= 12000


def test_a_bidder_who_cannot_raise_drops_out_automatically():
    state, host = _in_debt(3, debtor=0)
    state.cash[2] = 40
    do(state, "auction:REEF")
    events = do(state, "bid:100")             # seat 1 bids; seat 2 cannot bid 150
    assert [e.data for e in events if e.kind == "bid_pass"] == \
        [{"seat": 2, "lot": "REEF", "auto": True}]
    assert state.owner["REEF"] == 1


def test_the_seller_never_bids():
    state, host = _in_debt(4, debtor=2)
    do(state, "auction:REEF")
    seats = set()
    while state.frames:
        seats.add(state.pending().seat)
        do(state, "pass")
    assert 2 not in seats


# ---- elimination, ranking, rounds ------------------------------------------------------------
def test_elimination_order_and_ranking_the_last_out_ranks_higher():
    state = table(3, cash={0: 100, 1: 100}, planes={0: 12, 1: 30, 2: 25}, owner={"ARTIKA": 2},
                  level={"ARTIKA": 4}, entrances={"S13": "ARTIKA", "S14": "ARTIKA"})
    dice(state, 1, 1, 2, 1)
    events = do(state, "roll")                # P1 to S13: cannot pay 450, out
    assert state.eliminated == [0] and "eliminated" in kinds(events)
    assert state.pending().seat == 1
    state.planes[1] = 12
    events = do(state, "roll")                # P2 to S14 (S13 free again), out: game over
    assert state.eliminated == [0, 1] and state.pending() is None
    result = state.result()
    assert result.ranking == [[2], [1], [0]]
    assert result.scores[0] == result.scores[1] == 0 and result.scores[2] > 0
    assert "game_over" in kinds(events)


def test_round_limit_ties_go_to_cash_then_the_earlier_seat():
    state = table(3, cash={0: 5000, 1: 5000, 2: 5000}, planes={0: 1, 1: 9, 2: 31},
                  variants={"max_rounds": 100}, current=2)
    state.round = 100
    dice(state, 1)
    do(state, "roll")
    result = state.result()
    assert result.ranking == [[0], [1], [2]] and result.tiebreak


def test_progress_names_the_round_limit_only_when_it_is_near():
    state = GAME.new(2, 1, {"max_rounds": 100})
    assert render(state.progress()) == "round 1"
    state.round = 90
    assert render(state.progress()) == "round 90"
    state.round = 91
    assert render(state.progress()) == "round 91 of 100"


def test_first_player_random_uses_one_draw_and_chosen_seats_are_limited_to_the_table():
    firsts = {GAME.new(3, seed).first for seed in range(30)}
    assert firsts == {0, 1, 2}
    assert GAME.new(4, 1, {"first_player": "P4"}).first == 3
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"first_player": "P3"})


def test_two_player_cutoff_always_and_never():
    assert GAME.new(2, 1, {"two_player_cutoff": "always"}).bank_income is False
    assert GAME.new(2, 1).bank_income is True
    state = table(3, cash={1: 100}, planes={0: 1, 1: 12, 2: 25}, current=1,
                  owner={"ARTIKA": 0}, level={"ARTIKA": 4}, entrances={"S13": "ARTIKA"},
                  variants={"two_player_cutoff": "never"})
    dice(state, 1, 1)
    do(state, "roll")
    assert state.eliminated == [1] and state.bank_income is True


# ---- claims ----------------------------------------------------------------------------------
def test_claims_are_offered_only_when_every_seat_is_human():
    assert GAME.allowed_values("claims_required", 3, [True, True, True]) == (False, True)
    assert GAME.allowed_values("claims_required", 3, [True, False, True]) == (False,)
    with pytest.raises(ValueError):
        GAME.new(3, 1, {"claims_required": True})


def test_a_hangar_claim_pays_when_claimed_during_the_movers_turn():
    state = table(2, variants={"claims_required": True}, humans=[True, True],
                  planes={0: 7, 1: 20})
    dice(state, 1)
    do(state, "roll")                          # S08: permit, P1 owns nothing
    decision = state.pending()
    assert decision.seat == 1 and decision.ids == ["roll", "claim:1"]
    assert decision.options_for(0) == [decision.find("claim:1")]
    do(state, "claim:1")
    assert state.cash[0] == 14000 and state.pending().ids == ["roll"]


def test_claims_lapse_at_a_bonus_turn_roll_too():
    state = table(2, variants={"claims_required": True}, humans=[True, True],
                  planes={0: 2, 1: 20})
    dice(state, 6, 1)
    do(state, "roll")                          # S02 -> S08 with a 6
    assert state.pending().seat == 0 and "claim:1" in ids(state)
    do(state, "roll")
    assert state.claims == [] and state.cash[0] == 12000


def test_a_late_stay_claim_that_bankrupts_the_bonus_taker_cancels_the_bonus_turn():
    state = table(3, variants={"claims_required": True}, humans=[True] * 3,
                  cash={0: 100}, planes={0: 15, 1: 1, 2: 2}, owner={"ARTIKA": 1},
                  level={"ARTIKA": 4}, entrances={"S21": "ARTIKA"})
    dice(state, 6, 6)
    do(state, "roll")                          # a 6 to S21: 6 nights, a claim of 2700
    assert state.claims[0]["amount"] == 2700
    assert state.pending().seat == 0 and ids(state) == ["roll", "claim:1"]   # the bonus turn
    do(state, "claim:1")
    assert state.eliminated == [0] and state.cash[1] == 12100
    assert state.pending().seat == 1 and prompt(state) == "hotel_tycoon.roll"


# ---- views and log lines ------------------------------------------------------------------------
def test_views_show_everything_but_the_future_dice():
    import json
    state = GAME.new(3, 21)
    for seat in range(3):
        view = state.view(seat)
        assert str(state.rng.state) not in json.dumps(view)
        assert view["cash"] == state.cash and view["owner"] == state.owner


def test_every_event_has_a_log_line():
    from rules.core import RandomBot, render
    seen = set()
    for seed in range(6):
        for variants in ({}, {"rent_timing": "on_arrival", "permit_affordability": False}):
            state = GAME.new(3, seed, variants)
            bots = [RandomBot(s, seed) for s in range(3)]
            while (d := state.pending()) is not None:
                for event in state.apply(bots[d.seat].choose(state.view(d.seat), d)):
                    text = GAME.describe_event(event, ["A", "B", "C"])
                    words = render(text, ["A", "B", "C"], GAME.entity)
                    assert not words.startswith(event.kind.replace("_", " ") + ":"), words
                    assert "{" not in words, words
                    seen.add(event.kind)
    assert {"move", "buy", "permit", "build", "entrance", "stay", "pay", "auction",
            "eliminated", "game_over"} <= seen
