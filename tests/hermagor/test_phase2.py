"""Phase 2: price decisions on won tiles, specials, compensation draws, the new start player."""
from rules.core import Rng
from rules.hermagor import data as D

from .helpers import buying, check, ids, kinds, new, of_kind, place_tiles


def to_awards(state, buyers: dict, start: int = 0):
    """Set the market buyers by hand and let the last buyer decision pass: phase 2 runs."""
    n = state.num_players
    state.start = start
    state.buyers = dict(buyers)
    state.stage = "buyers"
    state.cursor = 4 * n - 1
    state.neutral_buyers = [0] * n
    state.own_done = state.neutral_done = False
    state.touch()
    assert state.pending().seat == (start + n - 1) % n
    return state.apply("pass_buyer")


def _colour(state, seat):
    return state.colours[seat]


def test_example_9_11_single_tile_raise_to_the_cap_then_double_changes_nothing():
    state = new(3, 1)
    place_tiles(state, {"S21": "G01", "S22": "G12", "S23": "G03"})
    state.prices["corn"] = 9
    events = to_awards(state, {"S21": _colour(state, 2), "S22": _colour(state, 2),
                               "S23": _colour(state, 0)})
    decision = state.pending()
    assert decision.prompt == "hermagor.raise_price" and decision.seat == 2
    assert ids(state) == ["raise_price:corn", "raise_price:none"]
    assert decision.options[0].target == "arrow:corn"
    events = state.apply("raise_price:corn")
    assert state.prices["corn"] == 10
    assert of_kind(events, "price_raised")[0].data == {"good": "corn", "from": 9, "to": 10,
                                                        "seat": 2, "reason": "single_tile"}
    # G12 (blessing + corn) is a double: no decision; next comes red's G03 (salt).
    assert state.held[2] == ["G01", "G12"]
    assert state.pending().prompt == "hermagor.raise_price" and state.pending().seat == 0
    state.apply("raise_price:none")
    assert state.prices["salt"] == 5 and state.prices["corn"] == 10
    assert state.pending().prompt == "hermagor.choose_start"
    check(state)


def test_example_9_11_no_raise_decision_at_price_10():
    state = new(3, 2)
    place_tiles(state, {"S21": "G13", "S22": "G07"})
    state.prices["dragon_egg"] = 10
    to_awards(state, {"S21": _colour(state, 0), "S22": _colour(state, 1)})
    # red's G13 asks nothing; the first decision is blue's for G07 (book).
    assert state.pending().seat == 1 and ids(state) == ["raise_price:book", "raise_price:none"]
    assert state.prices["dragon_egg"] == 10 and "G13" in state.held[0]


def test_example_9_11_price_fluctuation_raises_any_good_below_10_and_returns_at_once():
    state = new(3, 3)
    place_tiles(state, {"S21": "SP_FLUCT", "S22": "G04"})
    state.prices.update({"salt": 6, "relic": 10})
    to_awards(state, {"S21": _colour(state, 1), "S22": _colour(state, 1)})
    decision = state.pending()
    assert decision.prompt == "hermagor.fluctuate" and decision.seat == 1
    assert [o.args[0] for o in decision.options] == [g for g in D.GOODS if g != "relic"]
    assert "SP_FLUCT" in state.bag and "SP_FLUCT" not in state.held[1]
    state.apply("fluctuate:salt")
    assert state.prices["salt"] == 7
    check(state)


def test_price_fluctuation_is_lost_when_every_good_is_at_10():
    state = new(3, 3)
    place_tiles(state, {"S21": "SP_FLUCT", "S22": "G04"})
    for g in D.GOODS:
        state.prices[g] = 10
    events = to_awards(state, {"S21": _colour(state, 1), "S22": _colour(state, 1)})
    assert "price_raised" not in kinds(events)
    assert state.pending().prompt == "hermagor.choose_start"


def test_good_deal_pays_5_and_returns_to_the_bag_side_road_and_black_market_are_kept():
    state = new(3, 4)
    place_tiles(state, {"S21": "SP_GOODDEAL", "S22": "SP_SIDEROAD", "S23": "SP_BLACKMARKET",
                        "S24": "G02"})
    before = list(state.money)
    colour = _colour(state, 0)
    events = to_awards(state, {"S21": colour, "S22": colour, "S23": colour, "S24": colour})
    assert state.money[0] == before[0] + 5
    assert "SP_GOODDEAL" in state.bag
    assert state.held[0] == ["SP_SIDEROAD", "SP_BLACKMARKET", "G02"]
    assert any(e.kind == "money" and e.data["reason"] == "good_deal" for e in events)


def example_9_12_awards():
    """Spec 9.12: the market of 3 players just before the tile awards."""
    state = new(3, 5)
    place_tiles(state, {"S21": "G01", "S22": "G02", "S23": "G03", "S24": "G04", "S31": "G06",
                        "S32": "G07", "S33": "G08", "S34": "G11", "S41": "G12", "S42": "G13",
                        "S43": "G14", "S44": "SP_BLACKMARKET"})
    red, blue, green = state.colours
    to_awards(state, {"S32": red, "S41": red, "S23": green, "S44": blue})
    return state


def test_example_9_12_compensation_draw_and_new_start_player():
    state = example_9_12_awards()
    assert state.pending().seat == 2 and state.pending().prompt == "hermagor.raise_price"
    state.apply("raise_price:none")                  # green's G03
    assert state.pending().seat == 0
    assert sorted(state.bag) == ["G05", "G09", "G10", "G15", "G16", "SP_FLUCT", "SP_GOODDEAL",
                                 "SP_SIDEROAD"]
    rng = Rng.from_dict(state.rng.to_dict())
    expected = ["G05", "G09", "G10", "G15", "G16"][rng.below(5)]
    events = state.apply("raise_price:none")         # red's G07
    comp = of_kind(events, "compensation")
    assert [e.data for e in comp] == [{"seat": 1, "tile": expected}]   # only blue draws
    assert state.held[1] == ["SP_BLACKMARKET", expected]
    assert "price_raised" not in kinds(events)        # a compensation single raises nothing
    # Lowest goods tile held: G03 (green); G01 and G02 lie on the market, not in a hand.
    assert of_kind(events, "start_namer")[0].data == {"seat": 2, "tile": "G03"}
    assert state.pending().seat == 2 and state.pending().prompt == "hermagor.choose_start"
    assert ids(state) == ["choose_start:0", "choose_start:1", "choose_start:2"]
    state.apply("choose_start:2")                     # green names itself
    assert state.start == 2 and state.pending().seat == 2
    check(state)


def test_example_9_12_when_the_draw_is_g05_blue_may_not_raise_amulet():
    state = example_9_12_awards()
    state.apply("raise_price:none")
    seed = next(s for s in range(1000) if Rng(s).below(5) == 0)
    state.rng = Rng(seed)
    state.apply("raise_price:none")
    assert state.held[1] == ["SP_BLACKMARKET", "G05"] and state.prices["amulet"] == 5
    assert state.pending().prompt == "hermagor.choose_start"


def test_compensation_gets_nothing_when_the_bag_holds_no_goods_tile():
    state = new(5, 6)
    stalls = {s: f"G{i + 1:02d}" for i, s in enumerate(D.used_stalls(5))}   # all 20 goods
    place_tiles(state, stalls)
    c = state.colours
    rng_before = state.rng.state
    # Seats 0-3 win the doubles G02, G04, G06, G08; seat 4 wins nothing.
    events = to_awards(state, {"S12": c[0], "S14": c[1], "S22": c[2], "S24": c[3]})
    comp = of_kind(events, "compensation")
    assert [e.data for e in comp] == [{"seat": 4, "tile": None}]
    assert state.rng.state == rng_before                  # no generator call without goods
    assert state.held[4] == [] and [t for t in state.bag if D.is_goods_tile(t)] == []


def test_start_player_unchanged_when_nobody_holds_a_goods_tile():
    state = new(5, 7)
    stalls = {s: f"G{i + 1:02d}" for i, s in enumerate(D.used_stalls(5))}
    place_tiles(state, stalls)
    events = to_awards(state, {}, start=3)
    assert all(e.data["tile"] is None for e in of_kind(events, "compensation"))
    assert "start_namer" not in kinds(events)
    assert state.start == 3 and state.stage == "actions" and state.pending().seat == 3
    # With no goods tile nobody can sell: only moves and passes are offered.
    assert {o.kind for o in state.pending().options} <= {"move", "pass"}


def test_compensation_draws_go_in_turn_order_from_the_start_player():
    state = new(4, 9)
    stalls = {"S21": "G02", "S22": "G04"}
    place_tiles(state, stalls)
    events = to_awards(state, {"S21": state.colours[2]}, start=3)
    assert [e.data["seat"] for e in of_kind(events, "compensation")] == [3, 0, 1]
    assert "G02" in state.held[2]


def test_market_income_ignores_tile_buyers_and_buyers_go_home():
    state = new(3, 10)
    buying(state, seat=0, stalls={"S21": "G02", "S22": "G04"})
    colour = state.colours[0]
    events = to_awards(state, {"S21": colour, "S22": colour, "h21": colour})
    income = of_kind(events, "market_income")
    assert [e.data for e in income] == [{"seat": 0, "lanes": {"H2": 1}, "amount": 1}]
    assert state.buyers == {} and of_kind(events, "buyers_home")
