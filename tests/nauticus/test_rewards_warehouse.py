"""Completion rewards, the warehouse (12 units, masts 2) and exhausted supplies."""
import pytest

from .helpers import (deal, ids, kinds, make_ship, new_game, no_problems, play, prompt, setp,
                      take_from_stock, turn_ended, turn_of)


def _finish_state(ship, warehouse=None, taler=30, workers=8):
    """Player 1 on the sail action at S4 (whale 0, anchor 1, helm 2, compass 3), blue 2."""
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_sail"})
    setp(state, 1, taler=taler, workers=workers, warehouse=warehouse or {}, ships=[ship])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    return state


def _four_ship():
    return make_ship("bow", "middle", "middle", "stern", masts=["mast_helm"] * 4,
                     sails=["sail_helm"] * 3)


def test_tv05_four_crowned_tiles_fill_six_units():
    state = _finish_state(_four_ship(), warehouse={"good_fish": 6})
    play(state, "buy:sail_helm", "place:ship1:slot3")
    assert prompt(state) == "nauticus.reward" and state.pending().info["left"] == 4
    play(state, "reward:rw_crown_mast", "reward:rw_crown_mast")
    assert "reward:rw_crown_mast" not in ids(state)            # at most twice per ship
    play(state, "reward:rw_crown_sail", "reward:rw_crown_sail")
    f = state.players[1]
    assert state.warehouse_units(f) == 12
    assert f["warehouse"] == {"good_fish": 6, "mast_crown": 2, "sail_crown": 2}
    # full warehouse and no free mast: nothing more to buy, `done` was applied automatically
    assert turn_ended(state, 1)
    no_problems(state)


def test_tv05_no_third_reward_of_a_kind():
    state = _finish_state(_four_ship(), warehouse={"good_fish": 6})
    play(state, "buy:sail_helm", "place:ship1:slot3", "reward:rw_7t", "reward:rw_7t")
    assert "reward:rw_7t" not in ids(state)
    assert ids(state) == ["reward:rw_crown_mast", "reward:rw_crown_sail", "reward:rw_3vp",
                          "reward:rw_3w", "reward:rw_2goods"]
    play(state, "reward:rw_3vp", "reward:rw_3w")
    f = state.players[1]
    assert f["taler"] == 30 - 2 + 14 and f["workers"] == 8 + 3
    assert f["vp"] == 10 + 3


def test_tv05_five_free_units_block_the_second_crowned_mast():
    state = _finish_state(_four_ship(), warehouse={"good_fish": 7})
    play(state, "buy:sail_helm", "place:ship1:slot3", "reward:rw_crown_mast",
         "reward:rw_crown_sail", "reward:rw_crown_sail")
    assert state.warehouse_units(state.players[1]) == 11
    assert "reward:rw_crown_mast" not in ids(state)
    assert "reward:rw_2goods" not in ids(state)
    assert ids(state) == ["reward:rw_3vp", "reward:rw_7t", "reward:rw_3w"]


def test_reward_two_goods_are_two_different_kinds_into_the_warehouse():
    ship = make_ship("single", masts=["mast_helm"])
    state = _finish_state(ship)
    play(state, "buy:sail_helm", "place:ship1:slot0", "reward:rw_2goods")
    assert prompt(state) == "nauticus.reward_goods"
    assert ids(state) == ["goods:good_fish+good_grain", "goods:good_fish+good_coffee",
                          "goods:good_fish+good_salt", "goods:good_grain+good_coffee",
                          "goods:good_grain+good_salt", "goods:good_coffee+good_salt"]
    events = play(state, "goods:good_grain+good_salt")
    assert state.players[1]["warehouse"] == {"good_grain": 1, "good_salt": 1}
    assert [e.data["reason"] for e in events if e.kind == "tile_gained"] == ["reward"] * 2


def test_tv19_two_goods_reward_needs_two_kinds_in_stock():
    ship = make_ship("single", masts=["mast_helm"])
    state = _finish_state(ship)
    for good in ("good_salt", "good_coffee", "good_fish"):
        state.stock[good] = 0
    play(state, "buy:sail_helm", "place:ship1:slot0")
    assert "reward:rw_2goods" not in ids(state)
    state.stock["good_salt"] = 1
    state.touch()
    assert "reward:rw_2goods" in ids(state)
    play(state, "reward:rw_2goods")          # grain + salt is the only pair: automatic
    assert state.players[1]["warehouse"] == {"good_grain": 1, "good_salt": 1}


def test_crowned_rewards_need_stock():
    ship = make_ship("bow", "stern", masts=["mast_helm"] * 2, sails=["sail_helm"])
    state = _finish_state(ship)
    state.stock["mast_crown"] = 0
    state.stock["sail_crown"] = 1
    play(state, "buy:sail_helm", "place:ship1:slot1")
    assert "reward:rw_crown_mast" not in ids(state)
    play(state, "reward:rw_crown_sail")
    assert "reward:rw_crown_sail" not in ids(state)


def test_rewards_are_usable_at_once_in_the_same_run():
    ship = make_ship("single", masts=["mast_helm"])
    state = _finish_state(ship, taler=2, workers=0)
    play(state, "buy:sail_helm", "place:ship1:slot0")   # blue worker, 2 T: now 0 T
    assert state.players[1]["taler"] == 0
    play(state, "reward:rw_7t")
    assert state.players[1]["taler"] == 7
    assert "buy:sail_compass" in ids(state)             # 3 T, paid with the reward


# ---- warehouse ------------------------------------------------------------------------------------
def test_tv18_full_warehouse_and_bonus_tiles():
    state = new_game(3)
    setp(state, 0, warehouse={"good_fish": 11})
    take_from_stock(state, 0)
    events = play(state, "choose:S2")                   # bonus: a mast (2 units): nothing fits
    assert "bonus_lost" in kinds(events)
    assert prompt(state) == "nauticus.turn_start" and state.pending().seat == 0
    assert state.players[0]["warehouse"] == {"good_fish": 11}
    other = new_game(3)
    setp(other, 0, warehouse={"good_fish": 11})
    take_from_stock(other, 0)
    play(other, "choose:S3")                            # bonus: a sail (1 unit)
    assert prompt(other) == "nauticus.bonus_tile"
    assert ids(other) == ["bonus:sail_whale", "bonus:sail_anchor", "bonus:sail_helm",
                          "bonus:sail_compass"]        # no decline option


def test_good_bonus_worker_comes_even_when_the_good_is_lost():
    state = new_game(3)
    setp(state, 0, warehouse={"good_fish": 12})
    take_from_stock(state, 0)
    workers = state.players[0]["workers"]
    events = play(state, "choose:S6")
    assert state.players[0]["workers"] == workers + 1
    assert "bonus_lost" in kinds(events)


def test_bonus_lost_when_every_stack_is_empty():
    state = new_game(3)
    for sail in ("sail_whale", "sail_anchor", "sail_helm", "sail_compass"):
        state.stock[sail] = 0
    events = play(state, "choose:S3")
    assert "bonus_lost" in kinds(events)
    state2 = new_game(3)
    for sail in ("sail_whale", "sail_anchor", "sail_helm"):
        state2.stock[sail] = 0
    events = play(state2, "choose:S3")                  # one legal choice: automatic
    assert state2.players[0]["warehouse"] == {"sail_compass": 1}


@pytest.mark.parametrize("used,tile,fits", [(10, "mast_whale", True), (11, "mast_whale", False),
                                            (11, "sail_whale", True), (12, "good_fish", False)])
def test_warehouse_capacity_in_units(used, tile, fits):
    state = new_game(3)
    player = state.players[1]
    player["warehouse"] = {"good_fish": used}
    assert state.fits(player, tile) is fits


def test_masts_use_two_units_and_the_view_reports_units():
    state = new_game(3)
    setp(state, 1, warehouse={"mast_whale": 2, "sail_whale": 1, "hull_bow": 1, "good_fish": 1})
    assert state.warehouse_units(state.players[1]) == 7
    assert state.view(0)["players"][1]["warehouse_units"] == 7


def test_warehouse_overflow_free_tile_from_a_purchase_is_not_offered():
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_goods"})                    # fish is free here
    setp(state, 1, taler=20, workers=5, warehouse={"good_grain": 12})
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    # no shipyard and no room: nothing can be bought (a free fish could only go inside)
    assert ids(state) == ["pass"]


# ---- supply ----------------------------------------------------------------------------------------
def test_supply_exhaustion_across_players():
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_hull"})
    state.stock["hull_bow"] = 1
    setp(state, 1, taler=20, workers=5)
    setp(state, 2, taler=20, workers=5)
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:hull_bow", "place:new")
    assert "buy:hull_bow" not in ids(state)
    play(state, "done")
    assert state.pending().seat == 2
    assert "buy:hull_bow" not in ids(state)
    assert state.stock["hull_bow"] == 0
