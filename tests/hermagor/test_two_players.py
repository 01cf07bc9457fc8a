"""The 2-player neutral colour (4.9): buyers, tiles, posts, double rent, enclosures, scoring."""
from rules.hermagor import data as D

from .helpers import (BLUE, RED, WHITE, buying, check, ids, new, of_kind, put_disc, put_post,
                      selling)
from .test_phase2 import to_awards


def test_two_players_get_the_neutral_colour_with_two_buyers_and_two_posts_each():
    state = new(2, 1)
    assert state.colours == [RED, BLUE] and state.neutral == WHITE
    assert state.neutral_buyers == [2, 2] and state.neutral_posts == [2, 2]
    assert state.neutral_supply == 21 - 4 and state.neutral_discs == 9
    assert new(3, 1).neutral is None


def test_neutral_buyer_before_the_own_placement_is_free():
    state = new(2, 2)
    buying(state, seat=0, stalls={"S21": "G02", "S22": "G04"})
    options = ids(state)
    assert "place_neutral_buyer:tile:S21" in options and "place_neutral_buyer:space:x22" in options
    assert "skip_neutral" not in options
    money = list(state.money)
    state.apply("place_neutral_buyer:space:x22")
    assert state.money == money and state.buyers["x22"] == WHITE
    assert state.pending().seat == 0 and state.pending().prompt == "hermagor.buyer"
    assert not [i for i in ids(state) if i.startswith("place_neutral")]   # one per decision
    state.apply("place_buyer:tile:S21")
    assert state.pending().seat == 1 and state.neutral_buyers == [1, 2]
    check(state)


def test_neutral_buyer_after_the_own_placement_or_pass_is_a_follow_up_decision():
    state = new(2, 3)
    buying(state, seat=1, stalls={"S21": "G02"})
    state.apply("pass_buyer")
    decision = state.pending()
    assert decision.seat == 1 and decision.prompt == "hermagor.neutral_buyer"
    assert ids(state)[-1] == "skip_neutral"
    assert all(i.startswith("place_neutral_buyer") for i in ids(state)[:-1])
    state.apply("place_neutral_buyer:tile:S21")
    assert state.pending().seat == 0
    state.apply("place_buyer:space:h21")
    state.apply("skip_neutral")
    assert state.pending().seat == 1 and state.neutral_buyers == [2, 1]
    # Once both neutral buyers are placed, no neutral option is left for that player.
    state.apply("place_neutral_buyer:space:h22")
    state.apply("pass_buyer")
    assert state.neutral_buyers[1] == 0 and state.pending().seat == 0
    state.apply("pass_buyer")
    assert state.pending().prompt == "hermagor.neutral_buyer"      # seat 0 still holds one


def test_example_9_11_neutral_wins_a_single_tile_price_rises_and_tile_returns():
    state = new(2, 4)
    buying(state, seat=0, stalls={"S21": "G05", "S22": "SP_GOODDEAL", "S23": "G06"})
    state.prices["amulet"] = 7
    money = list(state.money)
    events = to_awards(state, {"S21": WHITE, "S22": WHITE, "S23": RED})
    assert state.prices["amulet"] == 8
    assert "G05" in state.bag and "SP_GOODDEAL" in state.bag
    assert state.money == money                       # a neutral Good Deal pays nobody
    won = {e.data["stall"]: e.data for e in of_kind(events, "tile_won")}
    assert won["S21"]["colour"] == WHITE and won["S21"]["seat"] is None
    assert of_kind(events, "price_raised")[0].data["reason"] == "neutral"
    check(state)


def test_neutral_buyers_take_part_in_awards_and_earn_no_income():
    state = new(2, 5)
    buying(state, seat=0, stalls={"S22": "G02", "S23": "G04"})
    events = to_awards(state, {"x22": WHITE, "h22": WHITE, "v22": RED, "x12": RED,
                               "h23": BLUE})
    won = {e.data["stall"]: e.data["colour"] for e in of_kind(events, "tile_won")}
    # S22: white 2 (1 side), red 2 (1 side) -> tie, nobody; S23: white 1, red 2 -> red.
    assert "S22" not in won and won["S23"] == RED
    assert {e.data["seat"] for e in of_kind(events, "market_income")} <= {0, 1}


def test_neutral_post_before_the_own_action():
    state = new(2, 6)
    selling(state, 0, held={0: ["G02"]}, merchant={0: "zennor"})
    options = ids(state)
    neutral = [i for i in options if i.startswith("place_neutral_post")]
    assert neutral == [f"place_neutral_post:{v}" for v in D.VILLAGE_ORDER
                       if D.SELLS[v] in ("corn", "book")]
    money = list(state.money)
    events = state.apply("place_neutral_post:hollin")
    assert state.money == money and WHITE in state.posts["hollin"]
    assert of_kind(events, "post_placed")[0].data == {"colour": WHITE, "seat": None,
                                                      "village": "hollin", "by": 0}
    assert state.pending().seat == 0 and state.pending().prompt == "hermagor.action"
    assert not [i for i in ids(state) if i.startswith("place_neutral")]
    state.apply("pass")
    assert state.pending().seat == 1                  # no follow-up: neutral already placed
    check(state)


def test_neutral_post_after_the_own_action_and_skipping():
    state = new(2, 7)
    selling(state, 0, held={0: ["G02"], 1: ["G11"]}, merchant={0: "hermagor"})
    put_post(state, WHITE, "hollin")
    state.apply("move_sell:hollin")
    decision = state.pending()
    assert decision.prompt == "hermagor.neutral_post" and decision.seat == 0
    assert "place_neutral_post:hollin" not in ids(state)      # already holds a neutral post
    assert ids(state)[-1] == "skip_neutral"
    state.apply("skip_neutral")
    assert state.pending().seat == 1
    state.apply("pass")
    assert state.pending().prompt == "hermagor.neutral_post" and state.pending().seat == 1
    state.apply("place_neutral_post:westford")
    assert state.neutral_posts == [2, 1] and state.pending().seat == 0


def test_unplaced_neutral_posts_go_back_at_the_end_of_the_phase():
    state = new(2, 8)
    selling(state, 0, hand=[1, 0], held={0: ["G02"]})
    state.apply("pass")
    state.apply("skip_neutral")
    assert state.round == 2 and state.neutral_posts == [2, 2]
    assert state.neutral_supply == 21 - 4
    check(state)


def test_example_9_16_double_rent_and_black_market():
    state = new(2, 9)
    selling(state, 0, held={0: ["G05"]}, merchant={0: "eastbrook"})
    put_post(state, BLUE, "juniper")
    put_post(state, WHITE, "juniper")
    state.prices["amulet"] = 6
    before = list(state.money)
    events = state.apply("move_sell:juniper")
    assert state.money == [before[0] + 3, before[1] + 2]
    assert of_kind(events, "rent")[0].data == {"seat": 1, "village": "juniper", "amount": 2,
                                              "black_market": False}

    state = new(2, 9)
    selling(state, 0, held={0: ["G05", "SP_BLACKMARKET"]}, merchant={0: "eastbrook"})
    put_post(state, BLUE, "juniper")
    put_post(state, WHITE, "juniper")
    state.prices["amulet"] = 6
    before = list(state.money)
    state.apply("move_sell:juniper")
    assert state.money == [before[0] + 3, before[1]]


def test_example_9_16_a_neutral_post_alone_pays_nobody():
    state = new(2, 9)
    selling(state, 0, held={0: ["G05"]}, merchant={0: "eastbrook"})
    put_post(state, WHITE, "juniper")
    state.prices["amulet"] = 6
    before = list(state.money)
    events = state.apply("move_sell:juniper")
    assert state.money == [before[0] + 3, before[1]] and not of_kind(events, "rent")


def test_example_9_19_neutral_enclosure_pays_nobody_and_blocks_the_corn_row():
    state = new(2, 10)
    selling(state, 0, held={0: ["G02"], 1: ["G07"]}, merchant={0: "zennor", 1: "hermagor"})
    put_post(state, WHITE, "eastbrook", "kingsholm")
    money = list(state.money)
    events = state.apply("place_neutral_post:hollin")      # merchant far away: allowed
    assert [e.data["region"] for e in of_kind(events, "region_enclosed")] == ["R01"]
    placed = of_kind(events, "disc_placed")[0].data
    assert (placed["colour"], placed["good"], placed["slot"], placed["value"]) == (
        WHITE, "corn", 0, 0)
    assert state.rows["corn"][0] == WHITE and state.neutral_discs == 8
    assert state.money == money
    # Later blue encloses R01 with own posts while corn is still 5: slot "1" hidden.
    state.apply("pass")
    put_post(state, BLUE, "eastbrook", "kingsholm")
    assert state.pending().seat == 1
    events = state.apply("move_sell:hollin")
    assert of_kind(events, "no_disc")[0].data["why"] == "no open production slot"
    assert state.rows["corn"] == [WHITE, None, None, None]
    check(state)


def test_neutral_disc_row_chosen_by_the_placer_without_decline():
    state = new(2, 11)
    selling(state, 1, held={1: ["G09"]}, merchant={1: "hermagor"})
    put_post(state, WHITE, "brackwell", "hollin", "dunmere")
    state.apply("place_neutral_post:carrow")                 # weapon: R12 and nothing else
    decision = state.pending()
    assert decision.prompt == "hermagor.neutral_disc" and decision.seat == 1
    assert ids(state) == ["place_disc:R12:cemetery", "place_disc:R12:weaponsmith",
                          "place_disc:R12:cornfield"]
    state.apply("place_disc:R12:weaponsmith")
    assert state.rows["weapon"][0] == WHITE
    assert state.pending().prompt == "hermagor.action" and state.pending().seat == 1
    check(state)


def test_neutral_nobility_is_automatic_and_pays_nobody():
    state = new(2, 12)
    selling(state, 0, held={0: ["G06"]}, merchant={0: "zennor"})
    put_post(state, WHITE, "hollin", "brackwell")
    money = list(state.money)
    events = state.apply("place_neutral_post:westford")        # blessing closes R04
    assert state.nobility[0] == WHITE and state.money == money
    assert of_kind(events, "nobility_placed")[0].data["value"] == 0


def test_two_player_rows_use_only_the_5_and_1_slots():
    state = new(2, 13)
    assert state.row_next_slot("corn") == 0
    put_disc(state, BLUE, "corn", 0)
    assert state.row_next_slot("corn") is None            # slot "1" hidden at price 5
    state.prices["corn"] = 6
    assert state.row_next_slot("corn") == 2               # "3" does not exist with 2 players
    put_disc(state, RED, "corn", 2)
    state.prices["corn"] = 10
    assert state.row_next_slot("corn") is None            # row full after two discs


def test_neutral_colour_is_ignored_in_final_scoring():
    state = new(2, 14)
    state.action_stack = []
    selling(state, 0, hand=[1, 0])
    put_post(state, WHITE, *D.MAIN_ROAD_VILLAGES)
    put_post(state, RED, "westford")
    put_disc(state, WHITE, "corn", 0)
    state.prices["corn"] = 10
    state.money = [30, 30]
    state.touch()
    state.apply("pass")
    assert state.pending() is None
    result = state.result()
    assert len(result.scores) == 2
    assert [b["main_road"] for b in result.breakdown] == [5, -5]
    assert [b["production"] for b in result.breakdown] == [0, 0]
