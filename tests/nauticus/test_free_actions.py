"""Transport, money, delivery and crown scoring (spec 4.10)."""
from rules.nauticus.data import ACTIONS

from .helpers import (action_on, at_phase, deal, ids, kinds, make_ship, new_game, no_problems,
                      play, prompt, setp, take_from_stock, turn_ended, turn_of)

FINISHED_3 = dict(masts=["mast_helm"] * 3, sails=["sail_helm"] * 3)


# ---- transport ------------------------------------------------------------------------------------
def test_tv24_transport_chain_through_rewards():
    state = action_on("S2", "act_transport")            # blue 1 in round 1
    assert state.blue("S2") == 1
    setp(state, 1, workers=1, warehouse={"sail_whale": 1}, ships=[
        make_ship("single", masts=["mast_whale"]),
        make_ship("bow", "stern", masts=["mast_whale", "mast_whale"], sails=["sail_whale"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S2", chooser=0)
    assert ids(state)[:1] == ["move:sail_whale"]
    play(state, "move:sail_whale")
    assert ids(state) == ["place:ship1:slot0", "place:ship2:slot1"]   # never the warehouse
    events = play(state, "place:ship1:slot0")
    assert "ship_finished" in kinds(events) and prompt(state) == "nauticus.reward"
    play(state, "reward:rw_crown_sail")
    assert state.players[1]["workers"] == 1           # the blue worker paid the first move
    events = play(state, "move:sail_crown")          # its only place (ship 2 slot 1) is automatic
    assert [e.data["to"] for e in events if e.kind == "tile_placed"] == ["p1_ship2_slot1"]
    assert prompt(state) == "nauticus.reward" and state.pending().info["left"] == 2
    play(state, "reward:rw_3w", "reward:rw_crown_mast")
    v = state.players[1]
    # the crowned mast has no free slot anywhere: no move is offered, `done` was automatic
    assert turn_ended(state, 1)
    assert v["workers"] == 3 and v["warehouse"] == {"mast_crown": 1}
    assert state.warehouse_units(v) == 2
    assert [s["finished"] for s in v["ships"]] == [True, True]
    assert state.crowns(v) == 2
    no_problems(state)


def test_transport_costs_a_worker_per_tile_and_places_legally():
    state = action_on("S1", "act_transport")            # blue 0
    setp(state, 1, workers=2, warehouse={"hull_bow": 1, "hull_stern": 1, "good_fish": 1,
                                         "mast_whale": 1})
    take_from_stock(state, 1)
    turn_of(state, 1, "S1", chooser=0)
    # only hulls can be placed in an empty shipyard
    assert [i for i in ids(state) if i.startswith("move:")] == ["move:hull_bow",
                                                                 "move:hull_stern"]
    play(state, "move:hull_bow")                     # only `new` exists: automatic
    assert state.players[1]["workers"] == 1
    assert [i for i in ids(state) if i.startswith("move:")] == \
        ["move:hull_stern", "move:mast_whale", "move:good_fish"]
    play(state, "move:hull_stern", "place:ship1:back")
    assert state.players[1]["workers"] == 0
    assert state.players[1]["warehouse"] == {"good_fish": 1, "mast_whale": 1}
    assert turn_ended(state, 1)
    no_problems(state)


def test_move_targets_name_the_warehouse_cell_of_the_tile():
    state = action_on("S1", "act_transport")
    setp(state, 1, workers=2, warehouse={"hull_bow": 1, "mast_whale": 1, "good_fish": 1},
         ships=[make_ship("bow")])
    take_from_stock(state, 1)
    turn_of(state, 1, "S1", chooser=0)
    targets = {o.id: o.target for o in state.pending().options if o.kind == "move"}
    assert targets == {"move:hull_bow": "p1_warehouse_0", "move:mast_whale": "p1_warehouse_1",
                       "move:good_fish": "p1_warehouse_3"}
    layout = state.view(0)["players"][1]["warehouse_layout"]
    assert layout == [{"tile": "hull_bow", "cells": [0]}, {"tile": "mast_whale", "cells": [1, 2]},
                      {"tile": "good_fish", "cells": [3]}]


# ---- money -----------------------------------------------------------------------------------------
def test_money_gives_two_taler_per_worker_and_ends_the_use_list():
    state = action_on("S4", "act_money")                # blue 2
    setp(state, 1, workers=3, taler=1)
    turn_of(state, 1, "S4", chooser=0)
    assert [i for i in ids(state) if i.startswith("money:")] == [f"money:{w}" for w in range(1, 6)]
    events = play(state, "money:4")
    money = next(e.data for e in events if e.kind == "money_taken")
    assert (money["blue"], money["own"], money["taler"]) == (2, 2, 8)
    assert state.players[1]["taler"] == 9 and state.players[1]["workers"] == 1
    assert state.pending().seat == 2


def test_money_is_offered_with_a_worker_even_for_no_blue():
    state = action_on("S1", "act_money")                # blue 0
    setp(state, 1, workers=1)
    turn_of(state, 1, "S1", chooser=0)
    assert ids(state) == ["money:1", "pass"]
    setp(state, 1, workers=0)
    assert ids(state) == ["pass"]


# ---- deliver (TV-15) -----------------------------------------------------------------------------
def _tv15(own):
    state = action_on("S4", "act_deliver")              # blue 2
    setp(state, 1, workers=own, ships=[
        make_ship("bow", "middle", "stern", goods=["good_fish", "good_fish", "good_salt"],
                  **FINISHED_3),
        make_ship("single", masts=["mast_anchor"], sails=["sail_anchor"], goods=["good_coffee"]),
        make_ship("bow", "stern", masts=["mast_whale"] * 2, sails=["sail_whale"] * 2,
                  goods=["good_grain"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    return state


def test_tv15_without_own_workers_only_the_small_ship():
    state = _tv15(0)
    assert ids(state) == ["deliver:ship2", "pass"]
    play(state, "deliver:ship2")                     # 1 blue left: nothing more, `done` automatic
    assert turn_ended(state, 1)
    assert state.players[1]["delivered"] == {"good_fish": 0, "good_grain": 0, "good_coffee": 1,
                                             "good_salt": 0}


def test_tv15_one_own_worker_big_ship_first():
    state = _tv15(1)
    assert ids(state) == ["deliver:ship1", "deliver:ship2", "pass"]
    events = play(state, "deliver:ship1")
    data = next(e.data for e in events if e.kind == "delivered")
    assert data["goods"] == ["good_fish", "good_fish", "good_salt"]
    assert (data["blue"], data["own"]) == (2, 1)
    q = state.players[1]
    assert q["delivered"] == {"good_fish": 2, "good_grain": 0, "good_coffee": 0, "good_salt": 1}
    assert turn_ended(state, 1)                      # nothing left for ship 2
    ship = q["ships"][0]
    assert ship["finished"] and all(s["good"] is None for s in ship["slots"])
    no_problems(state)


def test_tv15_one_own_worker_small_ship_first():
    state = _tv15(1)
    play(state, "deliver:ship2")
    # 1 blue + 1 own = 2 < 3 goods: ship 1 is not offered, so `done` alone was applied
    assert turn_ended(state, 1)
    assert state.players[1]["ships"][0]["slots"][0]["good"] == "good_fish"


def test_a_delivered_ship_may_be_loaded_again_and_does_not_finish_twice():
    state = _tv15(1)
    play(state, "deliver:ship1")
    state.phase = 2
    deal(state, {"S4": "act_goods"})                 # fish 0, grain 1, coffee 2, salt 3
    turn_of(state, 1, "S4", chooser=0)
    setp(state, 1, taler=10, workers=3)
    events = play(state, "buy:good_grain")
    assert "place:ship1:slot0" in ids(state)
    events += play(state, "place:ship1:slot0")
    assert "ship_finished" not in kinds(events)


def test_several_deliveries_in_one_turn():
    state = action_on("S3", "act_deliver")              # blue 3
    setp(state, 1, workers=0, ships=[
        make_ship("single", masts=["mast_anchor"], sails=["sail_anchor"], goods=["good_fish"]),
        make_ship("bow", "stern", masts=["mast_whale"] * 2, sails=["sail_whale"] * 2,
                  goods=["good_fish", "good_fish"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S3", chooser=0)
    play(state, "deliver:ship2", "deliver:ship1")
    assert state.players[1]["delivered"]["good_fish"] == 3


def test_deliver_needs_a_finished_and_fully_loaded_ship():
    state = action_on("S3", "act_deliver")
    setp(state, 1, workers=5, ships=[
        make_ship("bow", "stern", masts=["mast_whale"] * 2, sails=["sail_whale"],
                  goods=["good_fish", "good_fish"]),
        make_ship("bow", "stern", masts=["mast_whale"] * 2, sails=["sail_whale"] * 2,
                  goods=["good_fish"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S3", chooser=0)
    assert ids(state) == ["pass"]


# ---- crowns (TV-04, TV-14) -------------------------------------------------------------------
def _tv04():
    state = action_on("S4", "act_crowns")               # blue 2
    setp(state, 1, workers=4, warehouse={"sail_crown": 1},
         ships=[make_ship("single", masts=["mast_crown"])], passes=1,
         pass_tiles={"3": "crown", "2": "up", "1": "up"})
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    return state


def test_tv04_crown_scoring_seed_example():
    state = _tv04()
    assert state.crowns(state.players[1]) == 3
    assert [i for i in ids(state) if i.startswith("crowns:")] == [f"crowns:{w}"
                                                                  for w in range(1, 6)]
    vp = state.players[1]["vp"]
    events = play(state, "crowns:3")
    data = next(e.data for e in events if e.kind == "crowns_scored")
    assert (data["vp"], data["blue"], data["own"], data["capped"]) == (9, 2, 1, False)
    assert state.players[1]["vp"] == vp + 9 and state.players[1]["workers"] == 3


def test_tv04_five_workers_reach_the_cap_exactly():
    state = _tv04()
    vp = state.players[1]["vp"]
    play(state, "crowns:5")
    assert state.players[1]["vp"] == vp + 15 and state.players[1]["workers"] == 1
    assert state.players[1]["crown_vp"]["regular"] == 15


def test_crown_action_needs_a_crown_and_remaining_cap():
    state = action_on("S4", "act_crowns")
    turn_of(state, 1, "S4", chooser=0)
    assert ids(state) == ["pass"]                    # no crown at all
    setp(state, 1, warehouse={"sail_crown": 1},
         crown_vp={"regular": 15, "extra": 0})
    assert ids(state) == ["pass"]                    # cap reached this round
    setp(state, 1, crown_vp={"regular": 14, "extra": 0})
    assert ids(state) == ["crowns:1", "pass"]


def test_tv14_two_crown_caps_in_one_round():
    state = new_game(3)
    deal(state, {"S4": "act_crowns", "S5": "act_hull"})
    at_phase(state, 3, keep=("act_crowns", "act_hull"))
    setp(state, 1, workers=3, warehouse={"mast_crown": 2, "sail_crown": 1}, passes=2,
         pass_tiles={"3": "crown", "2": "crown", "1": "up"})
    take_from_stock(state, 1)
    o = state.players[1]
    assert state.crowns(o) == 5
    turn_of(state, 1, "S4", chooser=0)
    assert [i for i in ids(state) if i.startswith("crowns:")] == ["crowns:1", "crowns:2",
                                                                  "crowns:3"]
    vp = o["vp"]
    play(state, "crowns:3")
    assert o["vp"] == vp + 15 and o["workers"] == 2
    assert state.pending().prompt == "nauticus.turn_end"
    play(state, "end_turn")
    # phase 6 of the same round: a third pass, then the extra action scores crowns again
    at_phase(state, 6, keep=("act_hull",))
    turn_of(state, 1, "S5", chooser=0)
    play(state, "pass")
    assert state.crowns(o) == 6 and state.pending().prompt == "nauticus.turn_end"
    play(state, "extra:act_crowns")
    assert o["workers"] == 4
    assert [i for i in ids(state) if i.startswith("crowns:")] == ["crowns:1", "crowns:2",
                                                                  "crowns:3"]
    assert "done" in ids(state)
    events = play(state, "crowns:3")
    data = next(e.data for e in events if e.kind == "crowns_scored")
    assert (data["vp"], data["capped"], data["extra"]) == (15, True, True)
    assert o["vp"] == vp + 30 and o["workers"] == 1
    assert o["crown_vp"] == {"regular": 15, "extra": 15}
    assert o["pass_tiles"] == {"3": "crown", "2": "crown", "1": "crown"}   # penalty 0
    no_problems(state)


# ---- the extra action --------------------------------------------------------------------------
def test_extra_action_before_or_after_and_only_once():
    state = new_game(3)
    deal(state, {"S5": "act_money"})                  # blue 2
    turn_of(state, 1, "S5", chooser=0)
    assert ids(state)[-8:] == [f"extra:{a}" for a in ACTIONS]
    assert all(o.target == "p1_extra" for o in state.pending().options if o.kind == "extra")
    workers = state.players[1]["workers"]
    play(state, "extra:act_transport")                # nothing to move: only `done`, automatic
    assert state.players[1]["workers"] == workers + 2
    assert prompt(state) == "nauticus.turn_start" and state.pending().seat == 1
    assert not any(i.startswith("extra:") for i in ids(state))
    play(state, "money:2")
    assert state.pending().seat == 2                  # no turn_end: the tile is gone
    assert prompt(state) == "nauticus.turn_start"
    # seat 2 keeps its tile: after the phase action comes turn_end
    play(state, "money:1")
    assert prompt(state) == "nauticus.turn_end" and state.pending().seat == 2
    assert ids(state) == [f"extra:{a}" for a in ACTIONS] + ["end_turn"]


def test_extra_action_may_use_a_face_down_or_the_current_action():
    state = new_game(3)
    deal(state, {"S5": "act_money", "S2": "act_hull"})
    state.face_up["act_hull"] = False
    turn_of(state, 1, "S5", chooser=0)
    play(state, "extra:act_hull")
    assert prompt(state) == "nauticus.use"
    info = state.pending().info
    assert info["extra"] is True and info["blue"] == 0
    assert info["prices"] == {"hull_single": 2, "hull_bow": 2, "hull_middle": 2, "hull_stern": 2}
    play(state, "buy:hull_bow", "place:new", "done")
    assert prompt(state) == "nauticus.turn_start"
    other = new_game(3)
    deal(other, {"S5": "act_money"})
    turn_of(other, 1, "S5", chooser=0)
    play(other, "extra:act_money")
    assert ids(other)[0] == "money:1" and "done" in ids(other)
    assert [i for i in ids(other) if i.startswith("money:")][-1] == \
        f"money:{other.players[1]['workers']}"     # no blue workers in the extra action


def test_an_unused_extra_action_keeps_its_two_workers():
    state = new_game(3)
    deal(state, {"S5": "act_money"})
    turn_of(state, 1, "S5", chooser=0)
    workers = state.players[1]["workers"]
    play(state, "extra:act_money", "done")
    assert state.players[1]["workers"] == workers + 2 and not state.players[1]["extra"]
