"""Phase 1 (filling, action tile, buyers) and the market part of phase 2 (income, awards)."""
import pytest

from rules.core import IllegalMove, Rng
from rules.hermagor import data as D
from rules.hermagor.market import award, lane_income, stall_counts

from .helpers import BLUE, RED, YELLOW, buying, check, ids, kinds, new, of_kind

# The seed's "green" player of the 3-player examples is seat 2, yellow in gameshelf's seat colours
# (red, blue, yellow, green, white); only the name differs.
GREEN = YELLOW
OTHER = "green"

# The seed's example (9.1): stalls A..L in reading order, with tiles chosen so that no winner
# gets a price decision (doubles and the two kept specials) and H, J (which stay) hold singles.
EXAMPLE_STALLS = {"S21": "G02", "S22": "G04", "S23": "G06", "S24": "G08",
                  "S31": "G10", "S32": "G12", "S33": "G14", "S34": "G01",
                  "S41": "G16", "S42": "G03", "S43": "SP_SIDEROAD", "S44": "SP_BLACKMARKET"}
EXAMPLE_BUYERS = {  # per seat, in the order placed
    0: ["space:x21", "space:x22", "space:x23", "space:h24"],      # red
    1: ["space:v33", "space:x33", "tile:S31", "tile:S43"],        # blue
    2: ["tile:S21", "space:v12", "space:h31", "tile:S41"],        # green
}


def _play_example_9_1():
    state = new(3, 7)
    buying(state, seat=0, stalls=EXAMPLE_STALLS)
    events = []
    for k in range(4):
        for seat in (0, 1, 2):
            assert state.pending().seat == seat
            events += state.apply(f"place_buyer:{EXAMPLE_BUYERS[seat][k]}")
    return state, events


def test_example_9_1_buyer_costs():
    state, events = _play_example_9_1()
    paid = {seat: -sum(e.data["delta"] for e in events
                       if e.kind == "money" and e.data["seat"] == seat and
                       e.data["reason"] == "buyer") for seat in range(3)}
    assert paid == {0: 15, 1: 10, 2: 8}


def test_example_9_1_market_income_13_4_2():
    state, events = _play_example_9_1()
    income = {e.data["seat"]: e.data for e in of_kind(events, "market_income")}
    assert income[0]["amount"] == 13 and income[0]["lanes"] == {"H2": 10, "V1": 1, "V2": 1,
                                                                "V3": 1}
    assert income[1]["amount"] == 4 and income[1]["lanes"] == {"H3": 1, "V3": 3}
    assert income[2]["amount"] == 2 and income[2]["lanes"] == {"H3": 1, "V1": 1}
    assert state.money == [20 - 15 + 13, 20 - 10 + 4, 20 - 8 + 2]


def test_example_9_1_counts_per_stall():
    _state, _events = _play_example_9_1()
    buyers = {}
    for seat, colour in ((0, RED), (1, BLUE), (2, GREEN)):
        for pos in EXAMPLE_BUYERS[seat]:
            buyers[pos.split(":")[1]] = colour
    assert stall_counts("S21", buyers) == {RED: [1, 0, 0], GREEN: [2, 1, 1]}
    assert stall_counts("S31", buyers) == {RED: [1, 0, 0], BLUE: [1, 1, 0], GREEN: [1, 0, 1]}
    assert stall_counts("S33", buyers) == {RED: [2, 0, 0], BLUE: [2, 0, 1]}
    assert stall_counts("S34", buyers) == {RED: [2, 0, 1], BLUE: [2, 0, 1]}
    assert stall_counts("S42", buyers) == {}


@pytest.mark.parametrize("stall,winner,reason", [
    ("S21", GREEN, "majority"),   # A
    ("S22", RED, "majority"),     # B
    ("S23", RED, "majority"),     # C
    ("S24", RED, "majority"),     # D
    ("S31", BLUE, "on_tile"),     # E: three-way tie, blue's buyer on the tile
    ("S32", RED, "majority"),     # F
    ("S33", BLUE, "sides"),       # G: blue 1 side buyer, red only corners
    ("S34", None, "tie"),         # H: complete tie, tile stays
    ("S41", GREEN, "majority"),   # I
    ("S42", None, "no_buyers"),   # J: nobody tried
    ("S43", BLUE, "majority"),    # K
    ("S44", BLUE, "majority"),    # L
])
def test_example_9_1_all_twelve_tile_outcomes(stall, winner, reason):
    state, events = _play_example_9_1()
    won = {e.data["stall"]: e.data for e in of_kind(events, "tile_won")}
    stays = {e.data["stall"]: e.data for e in of_kind(events, "tile_stays")}
    if winner is None:
        assert stays[stall]["reason"] == reason and stall not in won
        assert state.stalls[stall] == EXAMPLE_STALLS[stall]          # stays for next round
    else:
        assert won[stall]["colour"] == winner and won[stall]["reason"] == reason
        assert state.stalls[stall] is None
        assert EXAMPLE_STALLS[stall] in state.held[state.seat_of(winner)]


def test_example_9_1_then_lowest_tile_holder_names_start_player():
    state, events = _play_example_9_1()
    # Awards come in reading order, then the buyers go home.
    order = [e.data["stall"] for e in events if e.kind in ("tile_won", "tile_stays")]
    assert order == list(EXAMPLE_STALLS)
    assert "buyers_home" in kinds(events) and state.buyers == {}
    assert state.held == [["G04", "G06", "G08", "G12"],
                          ["G10", "G14", "SP_SIDEROAD", "SP_BLACKMARKET"], ["G02", "G16"]]
    assert not of_kind(events, "compensation")          # everybody holds a goods tile
    decision = state.pending()
    assert decision.prompt == "hermagor.choose_start" and decision.seat == 2   # G02: green
    state.apply("choose_start:1")
    assert state.start == 1 and state.stage == "actions" and state.pending().seat == 1
    check(state)


def test_example_9_7_market_income_with_two_crossings():
    buyers = {"x22": RED, "x32": RED, "h22": RED, "S21": RED}
    total, lanes = lane_income(buyers, RED)
    assert lanes == {"H2": 3, "H3": 1, "V2": 3} and total == 7
    state = new(3, 1)
    buying(state, seat=0)
    spent = 0
    for pos in ("space:x22", "space:x32", "space:h22", "tile:S21"):
        before = state.money[0]
        state.apply(f"place_buyer:{pos}")
        spent += before - state.money[0]
        state.apply("pass_buyer")
        state.apply("pass_buyer")
    assert spent == 5 + 5 + 3 + 2 == 15


def test_example_9_8_tile_buyer_only_breaks_ties_among_leaders():
    buyers = {"S32": YELLOW, "x21": RED, "x22": RED}
    assert award("S32", buyers)[:2] == (RED, "majority")
    buyers.update({"h22": BLUE, "v23": BLUE})
    winner, reason, tied = award("S32", buyers)
    assert (winner, reason, tied) == (BLUE, "sides", [BLUE, RED])


def test_three_way_tie_on_side_count_means_nobody_wins():
    buyers = {"x21": RED, "h22": RED, "x22": BLUE, "v13": BLUE, "x31": OTHER, "h32": OTHER}
    assert award("S32", buyers)[:2] == (None, "tie")
    # Two of three tied colours share the largest side count: still nobody.
    buyers = {"h22": RED, "v13": RED, "h32": BLUE, "v23": BLUE, "x21": OTHER, "x22": OTHER}
    assert award("S32", buyers)[:2] == (None, "tie")
    # One colour alone has the most side buyers among three tied: it wins.
    buyers = {"h22": RED, "v13": RED, "h32": BLUE, "x31": BLUE, "x21": OTHER, "x22": OTHER}
    assert award("S32", buyers)[:2] == (RED, "sides")


def test_example_9_9_unusable_spaces_are_not_offered():
    state = new(4, 2)
    buying(state, seat=0)
    offered = {o.args[1] for o in state.pending().options if o.kind == "place_buyer"}
    assert not offered & {"h11", "x11", "v11", "x13"}
    assert {"h41", "x42", "v35"} <= offered
    assert not any(s.startswith("S1") for s in offered)         # row 1 unused with 4 players
    with pytest.raises(IllegalMove):
        state.apply("place_buyer:space:h11")
    three = new(3, 2)
    buying(three, seat=0)
    offered = {o.args[1] for o in three.pending().options if o.kind == "place_buyer"}
    assert not offered & {"h41", "v15", "x41", "S51"}
    assert len([o for o in offered if o in D.SPACES]) == 23


def test_example_9_10_passing_and_poverty():
    state = new(3, 3)
    buying(state, seat=0)
    state.money[0] = 3
    state.touch()
    blue_plan = ["place_buyer:tile:S22", "pass_buyer", "place_buyer:tile:S23",
                 "place_buyer:tile:S24"]
    state.apply("place_buyer:tile:S21")             # red, decision 1: 3 - 2 = 1 coin
    assert state.money[0] == 1
    for k in range(4):
        if k:
            assert ids(state) == ["pass_buyer"]    # red cannot pay for anything: must pass
            state.apply("pass_buyer")
        state.apply(blue_plan[k])                  # blue's pass on decision 2 forfeits 1 buyer
        state.apply("pass_buyer")                  # green
    assert state.money[0] == 1
    assert sorted(p for p, c in state.buyers.items() if c == BLUE) == ["S22", "S23", "S24"]
    assert state.buyers_left == [0, 0, 0]


def test_a_tile_or_space_holds_one_buyer_and_costs_are_affordable():
    state = new(5, 4)
    buying(state, seat=2)
    state.apply("place_buyer:space:x22")
    assert "place_buyer:space:x22" not in ids(state)
    state.apply("place_buyer:tile:S22")
    assert "place_buyer:tile:S22" not in ids(state)
    state.money[4] = 4
    state.touch()
    costs = {o.args[1]: (D.SPACES[o.args[1]]["cost"] if o.args[1] in D.SPACES else 2)
             for o in state.pending().options if o.kind == "place_buyer"}
    assert max(costs.values()) == 4 and "x32" not in costs       # the 5-cost crossing
    check(state)


def test_buyer_decisions_go_round_four_times_from_the_start_player():
    state = new(4, 5)
    buying(state, seat=2)
    seats = []
    while state.stage == "buyers":
        seats.append(state.pending().seat)
        state.apply("pass_buyer")
    assert seats == [2, 3, 0, 1] * 4


def test_setup_follows_the_canonical_randomness_protocol():
    for n in (2, 3, 4, 5):
        for seed in (0, 17, 123456789):
            state = new(n, seed)
            rng = Rng(seed)
            start = rng.below(n)
            stack = D.action_set(n)
            rng.shuffle(stack)
            bag = D.tiles_in_play(n)
            stalls = {}
            for stall in D.used_stalls(n):
                stalls[stall] = bag.pop(rng.below(len(bag)))
            assert state.start == start
            assert state.actions_revealed == stack[:1] and state.action_stack == stack[1:]
            assert {s: t for s, t in state.stalls.items() if t} == stalls
            assert state.bag == bag and state.rng.state == rng.state
            assert state.money == [20] * n and state.merchant == ["hermagor"] * n
            assert state.hand == [D.ACTION_TILES[stack[0]]] * n
            assert state.pending().seat == start


def test_refill_keeps_leftovers_and_draws_only_for_empty_stalls_in_reading_order():
    from .helpers import place_tiles, selling
    state = new(3, 11)
    place_tiles(state, {"S22": "G05", "S41": "G09"}, {0: ["G01"], 2: ["SP_FLUCT"]})
    selling(state, 0, hand=[1, 0, 0])
    rng = Rng.from_dict(state.rng.to_dict())
    bag = sorted(state.bag + ["G01", "SP_FLUCT"])           # held tiles return first
    expected = {"S22": "G05", "S41": "G09"}
    for stall in D.used_stalls(3):
        if stall not in expected:
            expected[stall] = bag.pop(rng.below(len(bag)))
    events = state.apply("pass")
    assert state.round == 2
    assert {s: t for s, t in state.stalls.items() if t} == expected
    drawn = [e.data["to"] for e in events if e.kind == "tile_moved" and e.data["from"] == "bag"]
    assert drawn == [s for s in D.used_stalls(3) if s not in ("S22", "S41")]
    assert state.bag == bag
    check(state)


def test_action_tile_reveal_hands_out_min_of_n_and_supply():
    from .helpers import put_post, selling
    state = new(4, 8)
    selling(state, 0, hand=[1, 0, 0, 0])
    put_post(state, BLUE, *D.VILLAGE_ORDER[:19])          # blue keeps only 2 posts in supply
    assert state.supply[1] == 2
    events = state.apply("pass")
    taken = {e.data["seat"]: e.data["count"] for e in of_kind(events, "posts_taken")}
    revealed = of_kind(events, "action_revealed")[0].data["actions"]
    assert revealed in (4, 5)
    assert taken == {0: revealed, 1: 2, 2: revealed, 3: revealed}
    assert state.hand == [revealed, 2, revealed, revealed] and state.supply[1] == 0
    check(state)
