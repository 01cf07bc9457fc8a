"""The worked examples WE-0..WE-25 of the spec (§9), one named test each (seats are 0-based:
P1 is seat 0)."""
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.data import SLOTS, plots_of_square, rate, square_id
from tests.hotel_tycoon.helpers import dice, do, ids, kinds, prompt, table


def test_WE0_starting_money():
    for n in (2, 3, 4):
        state = GAME.new(n, 7)
        assert state.cash == [12000] * n
        assert 1 * 5000 + 5 * 1000 + 3 * 500 + 4 * 100 + 2 * 50 == 12000


def test_WE1_first_moves_bump_and_purchase():
    state = table(3, planes={0: 0, 1: 0, 2: 0}, turn_id=0)
    dice(state, 4, 4)
    do(state, "roll")
    assert state.planes[0] == 4                       # S04, a permit square: P1 owns nothing
    assert state.pending().seat == 1 and prompt(state) == "hotel_tycoon.roll"
    events = do(state, "roll")
    assert state.planes[1] == 5                       # S04 taken: bumped on to S05
    assert [e for e in events if e.kind == "move"][0].data["path"] == [1, 2, 3, 4, 5]
    assert ids(state) == ["buy:DRAGON", "buy:REEF", "pass"]
    do(state, "buy:DRAGON")
    assert state.cash[1] == 11000 and state.owner["DRAGON"] == 1
    assert state.acquired["DRAGON"] == state.turn_id == 2
    assert state.pending().seat == 2 and prompt(state) == "hotel_tycoon.roll"   # no REEF too


def test_WE2_hangar_line_with_a_bump():
    state = table(3, planes={0: 5, 1: 20, 2: 8})
    dice(state, 3)
    events = do(state, "roll")
    assert state.planes[0] == 9 and state.cash[0] == 14000
    assert "income" in kinds(events)
    assert ids(state) == ["buy:REINE", "pass"]
    # counter-case: landing on S07 pays nothing, entering S08 next turn does
    state = table(2, planes={0: 6, 1: 20})
    dice(state, 1, 5, 1)
    do(state, "roll")
    assert state.planes[0] == 7 and state.cash[0] == 12000
    do(state, "roll")                                 # P2
    do(state, "roll")
    assert state.planes[0] == 8 and state.cash[0] == 14000


def test_WE3_wrap_around():
    state = table(2, planes={0: 29, 1: 10})
    dice(state, 5)
    events = do(state, "roll")
    move = [e for e in events if e.kind == "move"][0]
    assert move.data["path"] == [30, 31, 1, 2, 3] and state.planes[0] == 3
    assert "income" not in kinds(events) and "tower" not in kinds(events)


def test_WE4_forced_buy_out():
    state = table(2, cash={0: 6000}, planes={0: 28, 1: 1}, owner={"ZEBRA": 1})
    dice(state, 1)
    do(state, "roll")
    assert ids(state) == ["buy:REINE", "buyout:ZEBRA", "pass"]
    do(state, "buyout:ZEBRA")
    assert state.cash == [5000, 13000] and state.owner["ZEBRA"] == 0
    # with a main building the buy-out is illegal
    state = table(2, cash={0: 6000}, planes={0: 28, 1: 1}, owner={"ZEBRA": 1},
                  level={"ZEBRA": 1})
    dice(state, 1)
    do(state, "roll")
    assert ids(state) == ["buy:REINE", "pass"]


def test_WE5_permit_green_two_buildings():
    state = table(2, cash={0: 9000}, planes={0: 12, 1: 1}, owner={"ARTIKA": 0})
    dice(state, 1, 2)
    do(state, "roll")
    assert ids(state) == ["permit:ARTIKA:1", "permit:ARTIKA:2", "permit:ARTIKA:3", "pass"]
    do(state, "permit:ARTIKA:2")
    assert state.cash[0] == 2800 and state.level["ARTIKA"] == 2
    assert rate("ARTIKA", 2) == 300


def _we6(variants=None):
    state = table(3, cash={0: 7000}, planes={0: 12, 1: 1, 2: 2}, variants=variants,
                  owner={"ARTIKA": 0, "REEF": 0}, level={"REEF": 1}, entrances={"S04": "REEF"})
    dice(state, 1, 6)
    do(state, "roll", "permit:ARTIKA:2")
    assert state.debt["amount"] == 12400
    assert prompt(state) == "hotel_tycoon.sell"
    return state


def test_WE6_double_forced_auction_and_permit_site_cancellation():
    """The seed's rule (variant `permit_site` "last", the default): a "2" must be built even if
    money must be raised, so the site is offered only once REEF is gone; the spec's path."""
    state = _we6()
    assert ids(state) == ["auction:REEF"]
    do(state, "auction:REEF")
    assert state.pending().seat == 1 and prompt(state) == "hotel_tycoon.bid"
    do(state, "bid:1500", "bid:2000", "bid:2500", "pass")
    assert state.owner["REEF"] == 1 and state.level["REEF"] == 1
    assert state.entrances == {"S04": "REEF"}          # the entrance went with the hotel
    assert state.cash[0] == 9500 and state.cash[1] == 9500
    assert ids(state) == ["auction:ARTIKA"]
    events = do(state, "auction:ARTIKA", "pass", "bid:1300")
    assert "permit_cancelled" in kinds(events)
    assert state.cash[0] == 10800 and state.owner["ARTIKA"] == 2
    assert state.level["ARTIKA"] == 0 and state.cash[2] == 10700
    assert not state.owned(0) and 0 not in state.eliminated
    assert state.debt is None and state.pending().seat == 1     # P2's turn


def test_WE6_the_published_rule_sells_the_site_first_and_keeps_REEF():
    """G28 (variant `permit_site` "any"): "had P1 auctioned ARTIKA first, the debt would have
    vanished at once and P1 would have kept REEF"."""
    state = _we6({"permit_site": "any"})
    assert ids(state) == ["auction:ARTIKA", "auction:REEF"]
    events = do(state, "auction:ARTIKA", "pass", "bid:1300")
    assert "permit_cancelled" in kinds(events)
    assert state.owner["REEF"] == 0 and state.owner["ARTIKA"] == 2 and state.cash[0] == 8300
    assert state.debt is None


def test_WE7_permit_free():
    state = table(2, cash={0: 10500}, planes={0: 14, 1: 1}, owner={"UPTOWN": 0})
    dice(state, 1, 5)
    do(state, "roll", "permit:UPTOWN:3")
    assert state.cash[0] == 10500 and state.level["UPTOWN"] == 3
    assert rate("UPTOWN", 3) == 600


def test_WE8_stay_after_the_square_action():
    state = table(2, cash={1: 6000}, planes={0: 1, 1: 18}, current=1,
                  owner={"COCONUT": 0, "UPTOWN": 1}, level={"COCONUT": 3, "UPTOWN": 1},
                  entrances={"S19": "COCONUT"})
    dice(state, 1, 4)
    do(state, "roll")
    assert prompt(state) == "hotel_tycoon.free_entrance"
    assert "pass" not in ids(state) and "entrance:S13-UPTOWN" in ids(state)
    events = do(state, "entrance:S13-UPTOWN")
    assert state.entrances["S13"] == "UPTOWN" and state.supply == 28
    assert kinds(events).index("entrance") < kinds(events).index("stay")
    assert state.cash == [14000, 4000]


def test_WE9_bankruptcy_through_a_stay_and_the_two_player_cutoff():
    state = table(3, cash={1: 700}, planes={0: 10, 1: 3, 2: 20}, current=1,
                  owner={"DRAGON": 0, "REEF": 1}, level={"DRAGON": 4},
                  entrances={"S04": "DRAGON"})
    dice(state, 1, 3)
    do(state, "roll")                       # no permit: REEF's building costs 1800 > 700
    assert prompt(state) == "hotel_tycoon.sell" and ids(state) == ["auction:REEF"]
    do(state, "auction:REEF")
    assert state.pending().seat == 2        # the seller's left: P3, then P1
    events = do(state, "bid:250", "bid:300", "pass")
    assert state.owner["REEF"] == 0
    assert state.cash[0] == 12000 - 300 + 1000 and state.cash[1] == 0
    assert state.eliminated == [1] and state.planes[1] is None
    assert "eliminated" in kinds(events) and "income_cut" in kinds(events)
    assert state.bank_income is False
    assert state.pending().seat == 2        # P3 moves next
    # from now on the hangar pays nothing
    state.planes[2] = 7
    dice(state, 1)
    do(state, "roll")
    assert state.planes[2] == 8 and state.cash[2] == 12000


def test_WE10_no_bid_demolition():
    state = table(4, cash={3: 2500}, planes={0: 1, 1: 2, 2: 3, 3: 12}, current=3,
                  owner={"ARTIKA": 0, "ZEBRA": 3, "REEF": 3}, level={"ARTIKA": 4, "ZEBRA": 1},
                  entrances={"S13": "ARTIKA", "S27": "ZEBRA", "S28": "ZEBRA"})
    dice(state, 1, 6)
    do(state, "roll", "pass")               # S13: declines the permit; 6 nights at 450
    assert state.debt["amount"] == 2700
    do(state, "auction:ZEBRA")
    assert [state.pending().seat] == [0]
    events = do(state, "pass", "pass", "pass")
    assert "demolished" in kinds(events)
    assert state.owner["ZEBRA"] is None and state.level["ZEBRA"] == 0
    assert "S27" not in state.entrances and "S28" not in state.entrances
    assert state.supply == 29 and state.cash[3] == 2500
    do(state, "auction:REEF", "pass", "bid:400", "pass")
    assert state.cash[3] == 200 and not state.owned(3) and 3 not in state.eliminated
    assert state.cash[0] == 14700 and state.cash[1] == 11600


def test_WE11_tower_entrances_one_per_hotel_per_turn_and_blocking():
    state = table(2, cash={0: 5000}, planes={0: 24, 1: 1},
                  owner={"ARTIKA": 0, "ZEBRA": 0, "REEF": 0},
                  level={"ARTIKA": 2, "ZEBRA": 1})
    dice(state, 4)
    events = do(state, "roll")
    assert state.planes[0] == 28 and "tower" in kinds(events)
    do(state, "pass")                       # declines the permit
    assert prompt(state) == "hotel_tycoon.extras"
    assert "entrance:S29-ZEBRA" in ids(state) and "entrance:S29-REINE" not in ids(state)
    assert not any(i.endswith("-REEF") for i in ids(state))
    do(state, "entrance:S29-ZEBRA")
    assert state.cash[0] == 4850 and state.entrances["S29"] == "ZEBRA"
    assert not any(i.endswith("-ZEBRA") for i in ids(state))
    do(state, "entrance:S19-ARTIKA")
    assert state.cash[0] == 4650
    assert state.pending().seat == 1        # nothing more to buy; S28 has no entrance


def test_WE12_facility_timing_and_free_build():
    state = table(2, cash={0: 9000}, planes={0: 12, 1: 1}, owner={"COCONUT": 0},
                  level={"COCONUT": 4})
    dice(state, 1, 1, 1, 2)
    do(state, "roll", "permit:COCONUT:1")
    assert state.level["COCONUT"] == 5 and state.completed["COCONUT"] == state.turn_id
    assert state.pending().seat == 1        # turn T: the facility is not offered
    do(state, "roll", "roll")               # P2, then P1 lands on S15
    assert ids(state) == ["facility:COCONUT", "done"]
    do(state, "facility:COCONUT")
    assert state.level["COCONUT"] == 6 and rate("COCONUT", 6) == 1000
    assert state.cash[0] == 9000 - 1750 - 2500
    # alternative: T+1 on S11, the free-building square, places the facility free
    state = table(2, cash={0: 9000}, planes={0: 12, 1: 1}, owner={"COCONUT": 0},
                  level={"COCONUT": 4})
    dice(state, 1, 1, 1)
    do(state, "roll", "permit:COCONUT:1", "roll")
    state.planes[0] = 9
    dice(state, 2)
    do(state, "roll")
    assert ids(state) == ["free_build:COCONUT", "pass"]
    do(state, "free_build:COCONUT")
    assert state.level["COCONUT"] == 6 and state.cash[0] == 9000 - 1750


def test_WE13_declaration_affordability():
    state = table(2, cash={0: 3000}, planes={0: 22, 1: 1}, owner={"ARTIKA": 0, "REEF": 0})
    dice(state, 1, 4)
    do(state, "roll")
    assert ids(state) == ["permit:REEF:1", "pass"]
    events = do(state, "permit:REEF:1")
    assert [e.data["face"] for e in events if e.kind == "permit"] == ["red"]
    assert state.level["REEF"] == 0 and state.cash[0] == 3000
    assert state.pending().seat == 1        # no second attempt


def test_WE14_a_six_a_stay_then_the_bonus_turn():
    state = table(3, planes={0: 15, 1: 1, 2: 2}, owner={"COCONUT": 1, "ARTIKA": 2},
                  level={"COCONUT": 2, "ARTIKA": 1}, entrances={"S21": "COCONUT"})
    dice(state, 6, 5, 2)
    events = do(state, "roll")
    assert state.planes[0] == 21 and state.cash[:2] == [10250, 13750]
    assert [e.data["bonus"] for e in events if e.kind == "turn"] == [True]
    assert state.pending().seat == 0 and prompt(state) == "hotel_tycoon.roll"
    do(state, "roll")
    assert state.planes[0] == 23 and state.pending().seat == 1


def test_WE15_rent_timing_option():
    facts = dict(cash={0: 2000}, planes={0: 21, 1: 1, 2: 2}, owner={"REINE": 2, "ALKALIF": 1},
                 level={"ALKALIF": 3}, entrances={"S22": "ALKALIF"})
    state = table(3, **facts)
    dice(state, 1, 5)
    do(state, "roll")
    assert ids(state) == ["buyout:REINE", "pass"]
    do(state, "buyout:REINE")
    assert state.cash[0] == 500 and state.cash[2] == 13500
    assert ids(state) == ["auction:REINE"]
    do(state, "auction:REINE", "pass", "bid:800")
    assert state.cash[0] == 300 and not state.owned(0) and state.cash[1] == 13000
    state = table(3, variants={"rent_timing": "on_arrival"}, **facts)
    dice(state, 1, 5)
    do(state, "roll")
    assert state.cash[0] == 1000 and state.pending().seat == 1   # the buy-out is unaffordable


def test_WE16_claims_mode():
    facts = dict(planes={0: 23, 1: 1, 2: 2}, owner={"ALKALIF": 2}, level={"ALKALIF": 2},
                 entrances={"S24": "ALKALIF"})
    state = table(3, variants={"claims_required": True}, humans=[True] * 3, **facts)
    dice(state, 1, 6, 3)
    do(state, "roll", "pass")               # S24: declines to buy REINE
    assert state.claims == [{"number": 1, "kind": "stay", "seat": 2, "debtor": 0,
                             "amount": 600}]
    decision = state.pending()
    assert decision.seat == 1 and decision.ids == ["roll", "claim:1"]
    assert decision.find("claim:1").by == 2
    events = do(state, "roll")
    assert "claims_lapsed" in kinds(events) and state.claims == []
    assert state.cash[0] == 12000 and state.cash[2] == 12000
    # had P3 claimed first, P1 would have paid and P2's roll would have come back
    state = table(3, variants={"claims_required": True}, humans=[True] * 3, **facts)
    dice(state, 1, 6)
    do(state, "roll", "pass", "claim:1")
    assert state.cash[0] == 11400 and state.cash[2] == 12600
    assert state.pending().seat == 1 and state.pending().ids == ["roll"]


def test_WE16_an_unclaimed_hangar_payment_lapses():
    state = table(2, variants={"claims_required": True}, humans=[True] * 2,
                  planes={0: 5, 1: 20})
    dice(state, 3, 1)
    do(state, "roll")
    assert state.claims[0]["kind"] == "hangar" and state.cash[0] == 12000
    do(state, "roll")
    assert state.cash[0] == 12000 and state.claims == []


def test_WE17_no_free_slot_left():
    squares = sorted({slot["square"] for slot in SLOTS.values()})
    assert len(squares) == 29
    # an entrance on every square that can carry one: ZEBRA's (P1) where it borders, else the
    # first bordering plot's (P2)
    entrances = {}
    for number in squares:
        plots = plots_of_square(number)
        entrances[square_id(number)] = "ZEBRA" if "ZEBRA" in plots else plots[0]
    owner = {p: (0 if p == "ZEBRA" else 1) for p in set(entrances.values())}
    state = table(2, planes={0: 26, 1: 1}, owner=owner, level={p: 1 for p in owner},
                  entrances=entrances)
    assert state.supply == 1
    dice(state, 4)
    events = do(state, "roll")
    assert state.planes[0] == 30 and "tower" in kinds(events)
    # no free_entrance decision, no extras; S30 carries P1's own entrance: no stay
    assert state.pending().seat == 1 and state.cash[0] == 12000
    # a no-bid demolition frees the squares again, for either plot they border
    state.finish_lot({"lot": "ZEBRA", "seller": 0, "winner": None, "price": None}, [])
    assert state.supply == 6 and "S29" not in state.entrances


def test_WE18_round_limit_and_net_worth():
    state = table(2, cash={0: 4000, 1: 9000}, planes={0: 10, 1: 31},
                  owner={"ZEBRA": 0, "REEF": 1}, level={"ZEBRA": 4, "REEF": 1},
                  entrances={"S27": "ZEBRA", "S28": "ZEBRA", "S03": "REEF"},
                  variants={"max_rounds": 100}, current=1)
    state.round = 100
    dice(state, 1)
    events = do(state, "roll", "done")      # P2 skips REEF's facility; the turn ends round 100
    assert "game_over" in kinds(events) and state.pending() is None
    result = state.result()
    assert result.scores == [13300, 11400] and result.ranking == [[0], [1]]
    assert result.breakdown[0] == {"cash": 4000, "land": 2000, "buildings": 7000,
                                   "entrances": 300}


def test_WE19_red_result_and_the_next_chance():
    state = table(2, planes={0: 1, 1: 25}, owner={"DRAGON": 0}, level={"DRAGON": 1})
    dice(state, 1, 4, 1, 6, 1)
    do(state, "roll")
    assert "permit:DRAGON:1" in ids(state)
    do(state, "permit:DRAGON:1")
    assert state.level["DRAGON"] == 1 and state.pending().seat == 1
    do(state, "roll")                       # P2
    events = do(state, "roll")              # P1 rolls 6: S02 -> S08, +2000
    assert state.planes[0] == 8 and "income" in kinds(events)
    assert ids(state)[0] == "permit:DRAGON:1"
    do(state, "permit:DRAGON:1")            # die 1: green
    assert state.level["DRAGON"] == 2
    assert state.pending().seat == 0 and prompt(state) == "hotel_tycoon.roll"   # bonus turn


def test_WE20_maximum_stay():
    state = table(2, planes={0: 9, 1: 20}, owner={"UPTOWN": 1}, level={"UPTOWN": 5},
                  entrances={"S10": "UPTOWN"})
    dice(state, 1, 6)
    do(state, "roll", "pass")               # S10: declines to buy REINE
    assert state.cash == [12000 - 6600, 12000 + 6600]


def test_WE21_free_build_on_an_empty_plot():
    state = table(2, planes={0: 24, 1: 1}, owner={"ALKALIF": 0})
    dice(state, 1)
    do(state, "roll")
    assert ids(state) == ["free_build:ALKALIF", "pass"]
    do(state, "free_build:ALKALIF")
    assert state.level["ALKALIF"] == 1 and rate("ALKALIF", 1) == 100
    assert state.cash[0] == 12000


def test_WE22_eliminated_seat_and_rounds():
    state = table(4, planes={0: 1, 1: 2, 2: 6, 3: 25})
    state.eliminated = [1]
    state.planes[1] = None
    state.cash[1] = 0
    state.round = 7
    state.current = 0
    state.touch()
    dice(state, 1, 1, 1, 1)
    do(state, "roll")
    assert state.current == 2 and state.round == 7
    do(state, "roll", "roll")               # P3, P4: then play wraps to P1
    assert state.current == 0 and state.round == 8
    # variant: P3 moved first - rounds end when play passes to P3
    state = table(4, planes={0: 5, 1: 6, 2: 7, 3: 9}, variants={"first_player": "P3"},
                  current=0)
    state.eliminated = [1]
    state.planes[1] = None
    state.cash[1] = 0
    state.touch()
    dice(state, 1)
    do(state, "roll")
    assert state.current == 2 and state.round == 2


def test_WE23_double_bump():
    state = table(4, planes={0: 10, 1: 13, 2: 14, 3: 1})
    dice(state, 3)
    events = do(state, "roll")
    assert state.planes[0] == 15
    assert "income" not in kinds(events) and "tower" not in kinds(events)


def test_WE24_main_building_and_tower_entrance_in_the_same_turn():
    state = table(2, cash={0: 8000}, planes={0: 23, 1: 1}, owner={"ZEBRA": 0})
    dice(state, 4, 1)
    do(state, "roll")
    assert state.planes[0] == 27 and state.this_turn["tower"]
    do(state, "permit:ZEBRA:1")
    assert state.cash[0] == 5400 and state.level["ZEBRA"] == 1
    assert "entrance:S28-ZEBRA" in ids(state)
    do(state, "entrance:S28-ZEBRA")
    assert state.cash[0] == 5250


def test_WE25_double_with_enough_cash():
    state = table(2, cash={0: 9000}, planes={0: 5, 1: 1}, owner={"REEF": 0})
    dice(state, 1, 6)
    do(state, "roll", "permit:REEF:1")
    assert state.cash[0] == 5400 and state.level["REEF"] == 1 and rate("REEF", 1) == 400
