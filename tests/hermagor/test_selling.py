"""Phase 3: the four actions, trips, selling, rents, credit, Side Road, Black Market, turn order."""
import pytest

from rules.core import IllegalMove
from rules.hermagor import data as D

from .helpers import (check, ids, kinds, money_deltas, new, of_kind, put_disc, put_post,
                      selling)


def example_9_2(nobility_taken: int):
    """Seed example (4 players): red moves from fenwick to brackwell and sells amulet."""
    state = new(4, 3)
    red, blue, yellow, green = state.colours
    selling(state, 0, held={0: ["G05"]}, merchant={0: "fenwick"}, money={0: 10})
    put_post(state, red, "hollin", "westford", "dunmere", "carrow", "fenwick")
    put_post(state, blue, "brackwell")
    put_post(state, green, "brackwell")
    state.prices.update({"amulet": 7, "weapon": 5, "corn": 6, "relic": 6})
    put_disc(state, blue, "weapon", 0)
    put_disc(state, green, "weapon", 1)
    put_disc(state, yellow, "corn", 0)
    put_disc(state, blue, "corn", 1)
    put_disc(state, green, "relic", 0)
    owners = [blue, yellow, green, blue, yellow, green, blue, yellow]
    for k in range(nobility_taken):
        put_disc(state, owners[k], None, k)
    return state


def test_example_9_2_move_sell_and_two_enclosures_as_in_the_seed():
    # The seed's red disc lands on the nobility space worth 4: with the seed's values (most
    # valuable space first, 9..2 left to right) five spaces are already taken.
    state = example_9_2(nobility_taken=5)
    money_before = list(state.money)
    assert "move_sell:brackwell" in ids(state)
    events = state.apply("move_sell:brackwell")
    moved = of_kind(events, "merchant_moved")[0].data
    assert moved["path"] == ["fenwick", "carrow", "brackwell"] and moved["cost"] == 8
    assert moved["roads"] == ["E17", "E40"]
    assert of_kind(events, "sold")[0].data == {"seat": 0, "village": "brackwell",
                                               "good": "amulet", "price": 7}
    assert money_deltas(events, 1) == [1] and money_deltas(events, 3) == [1]
    assert [e.data["region"] for e in of_kind(events, "region_enclosed")] == ["R04", "R12"]
    assert of_kind(events, "nobility_placed")[0].data["index"] == 5
    assert of_kind(events, "nobility_placed")[0].data["value"] == 4
    # R12: weaponsmith blocked (slot "1" hidden at price 5), cornfield "1", cemetery "3".
    decision = state.pending()
    assert decision.prompt == "hermagor.place_disc" and decision.seat == 0
    assert ids(state) == ["place_disc:R12:cemetery", "place_disc:R12:cornfield",
                          "place_disc:R12:decline"]
    assert [o.target for o in decision.options] == ["slot:relic:1", "slot:corn:2", None]
    state.apply("place_disc:R12:cemetery")
    assert state.money[0] == 10 + 7 - 8 + 4 + 3 == 16
    assert state.money[1] == money_before[1] + 1 and state.money[3] == money_before[3] + 1
    assert state.merchant[0] == "brackwell" and state.rows["relic"][1] == state.colours[0]
    assert state.discs[0] == 7 and state.hand[0] == 2
    check(state)


def test_example_9_2_with_two_nobility_spaces_taken_pays_the_third_most_valuable():
    state = example_9_2(nobility_taken=2)
    events = state.apply("move_sell:brackwell")
    placed = of_kind(events, "nobility_placed")[0].data
    assert (placed["index"], placed["value"]) == (2, 7)
    state.apply("place_disc:R12:cornfield")
    assert state.money[0] == 10 + 7 - 8 + 7 + 1


def test_example_9_2_the_alternative_route_costs_the_same():
    state = example_9_2(nobility_taken=5)
    info = state.pending().info["destinations"]["brackwell"]
    assert info == {"path": ["fenwick", "carrow", "brackwell"], "cost": 8, "half": 4,
                    "sells": "amulet", "price": 7}


def test_example_9_13_move_without_selling():
    state = new(3, 4)
    selling(state, 0, held={0: ["G09"]}, money={0: 5})
    put_post(state, state.colours[1], "carrow")
    blue_money = state.money[1]
    hand, supply = state.hand[0], state.supply[0]
    events = state.apply("move:carrow")
    assert state.money[0] == 2 and state.merchant[0] == "carrow"
    assert state.hand[0] == hand - 1 and state.supply[0] == supply + 1
    assert state.money[1] == blue_money
    assert "region_enclosed" not in kinds(events) and "post_placed" not in kinds(events)
    assert of_kind(events, "merchant_moved")[0].data["path"] == ["hermagor", "westford",
                                                                 "brackwell", "carrow"]
    # Later red may sell weapon at carrow without paying any trip.
    state.apply("pass")
    state.apply("pass")
    assert state.pending().seat == 0 and "sell" in ids(state)
    events = state.apply("sell")
    assert state.money[0] == 2 + 5 and money_deltas(events, 1) == [1]
    check(state)


def test_example_9_14_travelling_on_credit():
    state = new(3, 5)
    selling(state, 0, held={0: ["G15"]}, money={0: 1})
    state.prices["relic"] = 7
    state.touch()
    assert "move_sell:highcliff" in ids(state)
    state.apply("move_sell:highcliff")
    assert state.money[0] == 0


def test_example_9_14_credit_refused_when_the_sale_does_not_cover_the_trip():
    state = new(3, 5)
    selling(state, 0, held={0: ["G15"]}, money={0: 1})
    state.prices["relic"] = 6
    state.touch()
    assert "move_sell:highcliff" not in ids(state)
    with pytest.raises(IllegalMove):
        state.apply("move_sell:highcliff")


def test_example_9_14_side_road_halves_the_trip_and_returns_to_the_bag():
    state = new(3, 5)
    selling(state, 0, held={0: ["G15", "SP_SIDEROAD"]}, money={0: 1})
    state.prices["relic"] = 7
    state.touch()
    events = state.apply("move_sell:highcliff:sideroad")
    assert state.money[0] == 1 + 7 - 4 == 4
    assert "SP_SIDEROAD" in state.bag and state.held[0] == ["G15"]
    assert of_kind(events, "side_road")[0].data == {"seat": 0, "full": 8, "paid": 4}
    check(state)


def test_side_road_is_only_for_move_and_sell_and_can_make_a_trip_affordable():
    state = new(3, 5)
    selling(state, 0, held={0: ["G15", "SP_SIDEROAD"]}, money={0: 1})
    state.prices["relic"] = 6
    state.touch()
    options = ids(state)
    assert "move_sell:highcliff" not in options and "move_sell:highcliff:sideroad" in options
    assert not [i for i in options if i.startswith("move:") and i.endswith("sideroad")]
    assert "sideroad" not in " ".join(i for i in options if i == "sell")


def test_example_9_15_sell_without_moving():
    state = new(3, 6)
    red, blue, yellow = state.colours
    selling(state, 0, held={0: ["G07"]}, merchant={0: "ravensbridge"})
    put_post(state, yellow, "ravensbridge")
    state.prices["book"] = 6
    before = list(state.money)
    events = state.apply("sell")
    assert state.money[0] == before[0] + 6 and state.money[2] == before[2] + 1
    assert red in state.posts["ravensbridge"] and state.merchant[0] == "ravensbridge"
    assert "merchant_moved" not in kinds(events) and "region_enclosed" not in kinds(events)


def test_example_9_16_black_market_with_more_players():
    state = new(3, 7)
    red, blue, yellow = state.colours
    selling(state, 0, held={0: ["G05", "SP_BLACKMARKET"]}, merchant={0: "eastbrook"})
    put_post(state, blue, "juniper")
    put_post(state, yellow, "juniper")
    state.prices["amulet"] = 6
    before = list(state.money)
    events = state.apply("move_sell:juniper")
    assert state.money == [before[0] + 3, before[1], before[2]]
    assert [e.data["amount"] for e in of_kind(events, "rent")] == [0, 0]


def test_example_9_25_illegal_moves():
    state = new(3, 8)
    red = state.colours[0]
    selling(state, 0, held={0: ["G06", "G02"]}, merchant={0: "westford"})
    put_post(state, red, "westford", "brackwell")
    options = ids(state)
    assert "sell" not in options                               # own post here
    assert not [i for i in options if i.split(":")[1:2] == ["westford"]]
    assert not [i for i in options if "hermagor" in i]          # never end in Hermagor
    assert not [i for i in options if i.split(":")[1:2] == ["brackwell"]]
    # A trip may pass through brackwell (own post) to hollin (sells book): 2 + 2 = 4.
    assert state.pending().info["destinations"]["hollin"]["path"] == ["westford", "brackwell",
                                                                       "hollin"]
    for bad in ("sell", "move:westford", "move_sell:westford", "move:hermagor"):
        with pytest.raises(IllegalMove):
            state.apply(bad)


def test_selling_keeps_the_tile_and_each_village_is_sold_once_per_colour():
    state = new(3, 9)
    selling(state, 0, hand=[3, 1, 1], held={0: ["G02"]}, money={0: 30})
    state.apply("move_sell:hollin")                      # book
    state.apply("pass")
    state.apply("pass")
    options = ids(state)
    assert "move_sell:hollin" not in options and "move:hollin" not in options
    assert "move_sell:southbarrow" in options           # corn from the same tile
    state.apply("move_sell:southbarrow")
    assert state.held[0] == ["G02"]
    assert state.colours[0] in state.posts["hollin"] and state.colours[0] in state.posts[
        "southbarrow"]


def test_rent_goes_to_every_other_colour_already_there_not_to_the_seller():
    state = new(4, 10)
    red, blue, yellow, green = state.colours
    selling(state, 0, held={0: ["G01"]}, merchant={0: "eastbrook"})
    put_post(state, blue, "kingsholm")
    put_post(state, green, "kingsholm")
    before = list(state.money)
    events = state.apply("move_sell:kingsholm")
    assert [e.data["seat"] for e in of_kind(events, "rent")] == [1, 3]
    assert state.money[1] == before[1] + 1 and state.money[3] == before[3] + 1
    assert state.money[2] == before[2]
    assert state.money[0] == before[0] + 5 - 2
    # Order: sale, rents, trip, post, region check.
    order = [k for k in kinds(events) if k in ("sold", "rent", "post_placed")]
    assert order == ["sold", "rent", "rent", "post_placed"]
    trip = [e for e in events if e.kind == "money" and e.data["reason"] == "trip"]
    assert trip[0].data["delta"] == -2 and events.index(trip[0]) < events.index(
        of_kind(events, "post_placed")[0])


def test_affordability_boundaries():
    state = new(3, 11)
    selling(state, 0, held={0: ["G11"]}, money={0: 0})
    # 0 coins: only a blessing sale paying for its own trip (westford, trip 2 <= price 5).
    assert [i for i in ids(state) if i.startswith("move")] == ["move_sell:westford"]
    state.money[0] = 1
    state.touch()
    moves = sorted(o.args[0] for o in state.pending().options if o.kind == "move")
    assert moves == ["eastbrook", "hollin", "southbarrow", "westford"]   # half trip <= 1
    state.prices["blessing"] = 10
    state.touch()
    sells = sorted(o.args[0] for o in state.pending().options if o.kind == "move_sell")
    assert sells == ["westford"]                          # greywater 14, brightsea 13 > 11


def test_turn_order_skips_empty_hands_and_the_round_ends_when_all_posts_are_used():
    state = new(3, 12)
    selling(state, 2, hand=[2, 0, 1])
    seats = []
    while state.stage == "actions" and state.round == 1:
        seats.append(state.pending().seat)
        state.apply("pass")
    assert seats == [2, 0, 0]
    assert state.round == 2 and state.stage == "buyers"


def test_end_of_round_returns_tiles_and_merchants_stay():
    state = new(3, 13)
    selling(state, 0, hand=[1, 0, 0], held={0: ["G02", "SP_BLACKMARKET"], 2: ["G05"]},
            merchant={0: "zennor", 1: "hollin"})
    leftover = {s: t for s, t in state.stalls.items() if t is not None}
    events = state.apply("pass")
    assert state.held == [[], [], []]
    assert {"G02", "SP_BLACKMARKET", "G05"} <= set(state.bag) | set(state.stalls.values())
    assert state.merchant[:2] == ["zennor", "hollin"]
    for stall, tile in leftover.items():
        assert state.stalls[stall] == tile
    assert "round_ended" in kinds(events) and "round_started" in kinds(events)
    check(state)


def test_last_round_ends_in_final_scoring_and_the_game_is_over():
    state = new(3, 14)
    state.action_stack = []
    selling(state, 0, hand=[1, 0, 0])
    events = state.apply("pass")
    assert state.pending() is None and state.stage == "over"
    assert len(of_kind(events, "final_income")) == 3 and "game_over" in kinds(events)
    result = state.result()
    assert result is not None and sorted(sum(result.ranking, [])) == [0, 1, 2]


def test_move_sell_options_have_village_targets_and_routes_in_the_decision_info():
    state = new(5, 15)
    selling(state, 2, held={2: ["G04"]}, merchant={2: "juniper"})
    decision = state.pending()
    for option in decision.options:
        if option.kind in ("move_sell", "move", "sell"):
            assert option.target in D.VILLAGE_ORDER and option.label
    info = decision.info["destinations"]
    assert set(info) == {o.args[0] for o in decision.options if o.kind in ("move", "move_sell")}
    for v, entry in info.items():
        assert entry["path"][0] == "juniper" and entry["path"][-1] == v
        assert entry["sells"] == D.SELLS[v]
