"""The four paid actions: prices, repeats, the golden rule, the all-four bonus, workers."""
from rules.nauticus.data import list_price

from .helpers import (deal, ids, kinds, make_ship, new_game, no_problems, play, prompt, setp,
                      take_from_stock, turn_of)


def _no_extra(state):
    for seat in range(state.num_players):
        setp(state, seat, extra=False)


def test_tv01_buying_hull_parts_three_players():
    state = new_game(3)
    deal(state, {"S4": "act_hull"})
    _no_extra(state)
    assert state.blue("S4") == 2
    events = play(state, "choose:S4")
    assert state.players[0]["vp"] == 12
    assert "buy:hull_single" in ids(state)
    events += play(state, "buy:hull_single")           # price 0: the warehouse, automatically
    assert prompt(state) == "nauticus.use"
    play(state, "buy:hull_bow", "place:new", "buy:hull_stern", "place:ship1:back",
         "buy:hull_middle", "place:new")
    assert prompt(state) == "nauticus.allfour_bonus"
    assert ids(state) == ["bonus:hull_single", "bonus:hull_bow", "bonus:hull_middle",
                          "bonus:hull_stern"]
    play(state, "bonus:hull_single", "done")
    a = state.players[0]
    assert (a["vp"], a["taler"], a["workers"]) == (12, 9, 2)
    assert a["warehouse"] == {"hull_single": 2} and state.warehouse_units(a) == 2
    assert [[s["hull"] for s in ship["slots"]] for ship in a["ships"]] == \
        [["hull_bow", "hull_stern"], ["hull_middle"]]
    # B
    assert state.pending().seat == 1
    play(state, "buy:hull_bow", "place:new", "buy:hull_stern", "place:ship1:back", "done")
    b = state.players[1]
    assert (b["vp"], b["taler"], b["workers"]) == (10, 12, 4)
    # C
    play(state, "buy:hull_single", "done")
    c = state.players[2]
    assert (c["vp"], c["taler"], c["workers"]) == (10, 17, 5)
    assert c["warehouse"] == {"hull_single": 1}
    assert {t: state.stock[t] for t in ("hull_single", "hull_bow", "hull_stern",
                                        "hull_middle")} == \
        {"hull_single": 15, "hull_bow": 16, "hull_stern": 16, "hull_middle": 8}
    assert state.face_up["act_hull"] is False and state.anchor_space == "S4"
    assert state.chooser == 1 and state.pending().prompt == "nauticus.choose_action"
    # the closed 2-hull of A can never take a middle
    assert state.players[0]["ships"][0]["slots"][0]["hull"] == "hull_bow"
    no_problems(state)


def test_tv02_masts_with_a_repeated_crest():
    state = new_game(3)
    _no_extra(state)
    state.round, state.wheel_offset = 2, 6
    deal(state, {"S7": "act_mast"})
    assert state.blue("S7") == 1
    assert [list_price("act_mast", "S7", t) for t in
            ("mast_whale", "mast_anchor", "mast_helm", "mast_compass")] == [0, 1, 3, 2]
    setp(state, 1, taler=10, workers=3, ships=[make_ship("bow", "middle", "stern")])
    take_from_stock(state, 1)
    turn_of(state, 1, "S7", chooser=0)
    events = play(state, "buy:mast_whale")
    assert [e.data["to"] for e in events if e.kind == "tile_placed"] == ["p1_warehouse"]
    play(state, "buy:mast_anchor", "place:ship1:slot0")
    assert state.pending().info["prices"]["mast_anchor"] == 4      # repeated crest
    play(state, "buy:mast_anchor", "place:ship1:slot1", "done")
    d = state.players[1]
    assert (d["taler"], d["workers"]) == (5, 1)
    assert d["warehouse"] == {"mast_whale": 1} and state.warehouse_units(d) == 2
    ship = d["ships"][0]
    assert ship["crest"] == "anchor"
    assert [s["mast"] for s in ship["slots"]] == ["mast_anchor", "mast_anchor", None]
    assert "allfour_bonus" not in str(kinds(events))
    no_problems(state)


def _tv03_state():
    state = new_game(3)
    _no_extra(state)
    state.wheel_offset = 5
    deal(state, {"S5": "act_goods"})
    setp(state, 1, taler=12, workers=4,
         ships=[make_ship("single"), make_ship("bow", "stern")])
    take_from_stock(state, 1)
    turn_of(state, 1, "S5", chooser=0)
    assert state.blue("S5") == 0
    assert state.pending().info["prices"] == {"good_fish": 1, "good_grain": 2, "good_coffee": 0,
                                              "good_salt": 3}
    return state


def test_tv03a_goods_with_a_repeated_coffee():
    state = _tv03_state()
    play(state, "buy:good_fish", "place:warehouse", "buy:good_grain", "place:ship2:slot0",
         "buy:good_coffee")
    assert prompt(state) == "nauticus.use"        # the free coffee went to the warehouse
    play(state, "buy:good_coffee", "place:ship1:slot0")
    # no worker is left, so `done` is the only option and is applied automatically
    assert state.pending().seat == 2
    e = state.players[1]
    assert (e["taler"], e["workers"]) == (5, 0)
    assert e["warehouse"] == {"good_fish": 1, "good_coffee": 1}
    assert e["ships"][0]["slots"][0]["good"] == "good_coffee"
    assert [s["good"] for s in e["ships"][1]["slots"]] == ["good_grain", None]
    no_problems(state)


def test_tv03b_the_cheaper_all_four_alternative():
    state = _tv03_state()
    play(state, "buy:good_fish", "place:warehouse", "buy:good_grain", "place:ship2:slot0",
         "buy:good_coffee", "buy:good_salt", "place:ship1:slot0")
    assert prompt(state) == "nauticus.allfour_bonus"
    play(state, "bonus:good_coffee")                    # then `done` is automatic (no worker)
    assert state.pending().seat == 2
    e = state.players[1]
    assert (e["taler"], e["workers"]) == (6, 0)
    assert e["warehouse"] == {"good_fish": 1, "good_coffee": 2}
    assert e["ships"][0]["slots"][0]["good"] == "good_salt"
    assert e["ships"][1]["slots"][0]["good"] == "good_grain"
    goods = sum(e["warehouse"].values()) + 2
    assert goods == 5
    no_problems(state)


def test_tv11_repeated_type_when_the_list_price_is_zero():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S1": "act_hull"})
    setp(state, 1, taler=6, workers=2, ships=[make_ship("bow", "middle")])
    take_from_stock(state, 1)
    turn_of(state, 1, "S1", chooser=0)
    assert state.blue("S1") == 0
    events = play(state, "buy:hull_stern")
    placed = [e.data for e in events if e.kind == "tile_placed"]
    assert [p["to"] for p in placed] == ["p1_warehouse"]   # the free stern was never placeable
    play(state, "buy:hull_stern")
    assert state.pending().info["price"] == 4
    assert "place:ship1:back" in ids(state)
    play(state, "place:ship1:back")
    assert state.pending().seat == 2            # no worker left: `done` was automatic
    L = state.players[1]
    assert (L["taler"], L["workers"]) == (2, 0)
    assert L["warehouse"] == {"hull_stern": 1}
    assert [s["hull"] for s in L["ships"][0]["slots"]] == ["hull_bow", "hull_middle", "hull_stern"]
    no_problems(state)


def test_tv12_a_ship_finished_mid_run_pays_for_the_rest():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S1": "act_sail"})
    setp(state, 1, taler=2, workers=3, ships=[
        make_ship("single", masts=["mast_anchor"]),
        make_ship("bow", "stern", masts=["mast_helm", "mast_helm"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S1", chooser=0)
    m = state.players[1]
    play(state, "buy:sail_anchor")
    assert ids(state) == ["place:warehouse", "place:ship1:slot0"]
    events = play(state, "place:ship1:slot0")
    assert "ship_finished" in kinds(events)
    assert prompt(state) == "nauticus.reward"
    play(state, "reward:rw_7t")
    assert (m["taler"], m["workers"]) == (7, 2)
    play(state, "buy:sail_helm", "place:ship2:slot0")
    assert (m["taler"], m["workers"]) == (6, 1)
    play(state, "buy:sail_helm", "place:ship2:slot1")
    assert prompt(state) == "nauticus.reward"
    play(state, "reward:rw_3w", "reward:rw_7t")
    assert (m["taler"], m["workers"]) == (9, 3)
    play(state, "buy:sail_compass")
    assert (m["taler"], m["workers"]) == (9, 2)
    events = play(state, "buy:sail_whale")                 # no mast for it: auto warehouse
    assert (m["taler"], m["workers"]) == (6, 1)
    assert prompt(state) == "nauticus.allfour_bonus"
    play(state, "bonus:sail_anchor", "done")
    assert (m["taler"], m["workers"]) == (6, 1)
    assert m["warehouse"] == {"sail_compass": 1, "sail_whale": 1, "sail_anchor": 1}
    assert state.warehouse_units(m) == 3
    assert [s["finished"] for s in m["ships"]] == [True, True]
    no_problems(state)


def test_tv13_extra_action_buying_all_four():
    state = new_game(4)
    state.round = 5
    deal(state, {"S3": "act_money"})
    setp(state, 2, taler=10, workers=2, ships=[make_ship("single") for _ in range(4)])
    take_from_stock(state, 2)
    turn_of(state, 2, "S3", chooser=0)
    assert state.blue("S3") == 3
    play(state, "extra:act_mast")
    n = state.players[2]
    assert n["workers"] == 4 and n["extra"] is False
    assert state.pending().info["prices"] == {"mast_whale": 2, "mast_anchor": 2, "mast_helm": 2,
                                              "mast_compass": 2}
    assert "done" in ids(state)
    play(state, "buy:mast_whale", "place:ship1:slot0", "buy:mast_anchor", "place:ship2:slot0",
         "buy:mast_helm", "place:ship3:slot0", "buy:mast_compass", "place:ship4:slot0")
    assert prompt(state) == "nauticus.allfour_bonus"
    play(state, "bonus:mast_anchor")
    # no worker left: the extra action's `done` was the only option, applied automatically
    assert prompt(state) == "nauticus.turn_start" and state.pending().seat == 2
    assert not any(i.startswith("extra:") for i in ids(state))
    play(state, "money:3")
    assert (n["taler"], n["workers"]) == (8, 0)
    assert n["warehouse"] == {"mast_anchor": 1}
    assert [s["slots"][0]["mast"] for s in n["ships"]] == \
        ["mast_whale", "mast_anchor", "mast_helm", "mast_compass"]
    assert state.pending().seat == 3
    no_problems(state)


def test_tv13_with_seven_taler_no_fourth_type():
    state = new_game(4)
    deal(state, {"S3": "act_money"})
    setp(state, 2, taler=7, workers=2, ships=[make_ship("single") for _ in range(4)])
    take_from_stock(state, 2)
    turn_of(state, 2, "S3", chooser=0)
    play(state, "extra:act_mast", "buy:mast_whale", "place:ship1:slot0", "buy:mast_anchor",
         "place:ship2:slot0", "buy:mast_helm", "place:ship3:slot0")
    # 1 T left: no fourth type (2 T) and no repeat (4 T); `done` alone was applied at once
    assert prompt(state) == "nauticus.turn_start"
    assert state.players[2]["taler"] == 1 and state.players[2]["warehouse"] == {}


def test_tv19_exhausted_stack_is_not_offered_and_all_four_cannot_trigger():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S4": "act_hull"})
    state.stock["hull_middle"] = 0
    setp(state, 1, taler=30, workers=9)
    turn_of(state, 1, "S4", chooser=0)
    assert [i for i in ids(state) if i.startswith("buy:")] == \
        ["buy:hull_single", "buy:hull_bow", "buy:hull_stern"]
    play(state, "buy:hull_single", "buy:hull_bow", "place:new", "buy:hull_stern",
         "place:ship1:back", "buy:hull_single", "place:new")
    assert prompt(state) == "nauticus.use"
    assert "buy:hull_middle" not in ids(state)


def test_taler_limit_and_worker_limit_for_purchases():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S1": "act_hull"})     # single 3, bow 2, middle 1, stern 0; blue 0
    setp(state, 1, taler=1, workers=1)
    turn_of(state, 1, "S1", chooser=0)
    assert [i for i in ids(state) if i.startswith("buy:")] == ["buy:hull_middle",
                                                                "buy:hull_stern"]
    play(state, "buy:hull_middle", "place:new")
    # no worker left: the run can only end (auto) and the turn passes on
    assert state.pending().seat == 2
    assert state.players[1]["taler"] == 0 and state.players[1]["workers"] == 0
    setp(state, 2, workers=0, taler=20)
    turn_of(state, 2, "S1", chooser=0)
    # seat 2 has no worker and the space no blue: only the pass remains
    assert ids(state) == ["pass"]


def test_blue_workers_are_used_before_own_and_unused_ones_are_lost():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S4": "act_hull"})     # blue 2
    setp(state, 1, taler=20, workers=3)
    turn_of(state, 1, "S4", chooser=0)
    events = play(state, "buy:hull_single")
    bought = [e.data for e in events if e.kind == "bought"][0]
    assert (bought["blue"], bought["own"]) == (1, 0)
    assert state.players[1]["workers"] == 3
    play(state, "buy:hull_bow", "place:new")
    assert state.players[1]["workers"] == 3
    events = play(state, "buy:hull_stern", "place:ship1:back")
    bought = [e.data for e in events if e.kind == "bought"][0]
    assert (bought["blue"], bought["own"]) == (0, 1)
    assert state.players[1]["workers"] == 2
    # next player: the 2 blue workers are fresh again
    play(state, "done")
    assert state.pending().seat == 2
    assert state.pending().info["blue"] == 2


def test_one_blue_used_the_other_lost():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S4": "act_hull"})
    turn_of(state, 2, "S4", chooser=0)
    workers = state.players[2]["workers"]
    play(state, "buy:hull_single", "done")
    assert state.players[2]["workers"] == workers
    assert state.turn is None or state.turn["seat"] != 2


def test_golden_rule_paid_tiles_may_also_wait_in_the_warehouse():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S4": "act_hull"})
    setp(state, 1, ships=[make_ship("bow")])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:hull_stern")
    assert ids(state) == ["place:warehouse", "place:new", "place:ship1:back"]
    play(state, "place:warehouse")
    assert state.players[1]["warehouse"] == {"hull_stern": 1}


def test_a_paid_tile_with_no_destination_cannot_be_bought():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S1": "act_mast"})     # whale 3, anchor 2, helm 1, compass 0
    full = {"good_fish": 6, "good_grain": 5}
    setp(state, 1, taler=20, workers=5, warehouse=full,
         ships=[make_ship("single", masts=["mast_helm"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S1", chooser=0)
    # 11 units used: no mast fits the warehouse; the only ship has its mast already
    assert not any(i.startswith("buy:") for i in ids(state))
    setp(state, 1, ships=[make_ship("single", masts=["mast_helm"]), make_ship("bow")])
    state.stock["hull_bow"] -= 1
    turn_of(state, 1, "S1", chooser=0)
    # a paid mast can go onto the new bow; the free compass mast cannot go anywhere
    assert [i for i in ids(state) if i.startswith("buy:")] == \
        ["buy:mast_whale", "buy:mast_anchor", "buy:mast_helm"]


def test_the_all_four_bonus_comes_after_the_rewards_of_the_ship_it_finished():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S4": "act_sail"})     # whale 0, anchor 1, helm 2, compass 3
    setp(state, 1, taler=20, workers=6, ships=[make_ship("single", masts=["mast_compass"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    # whale is free, anchor and helm fit no mast: all three go to the warehouse automatically
    play(state, "buy:sail_whale", "buy:sail_anchor", "buy:sail_helm", "buy:sail_compass")
    events = play(state, "place:ship1:slot0")
    assert "ship_finished" in kinds(events)
    assert prompt(state) == "nauticus.reward"
    play(state, "reward:rw_crown_sail")
    assert prompt(state) == "nauticus.allfour_bonus"
    play(state, "bonus:sail_helm")
    assert prompt(state) == "nauticus.use"
    wh = state.players[1]["warehouse"]
    assert wh == {"sail_whale": 1, "sail_anchor": 1, "sail_helm": 2, "sail_crown": 1}
    # at most one all-four bonus per run
    play(state, "buy:sail_whale", "buy:sail_anchor")
    assert prompt(state) == "nauticus.use"
    no_problems(state)


def test_all_four_bonus_is_lost_when_nothing_fits():
    state = new_game(3)
    _no_extra(state)
    deal(state, {"S4": "act_goods"})    # fish 0, grain 1, coffee 2, salt 3
    setp(state, 1, taler=20, workers=6, warehouse={"good_fish": 4, "good_grain": 4},
         ships=[make_ship("bow", "middle", "stern")])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:good_fish", "buy:good_grain", "place:warehouse", "buy:good_coffee",
         "place:warehouse", "buy:good_salt", "place:warehouse")
    assert state.warehouse_units(state.players[1]) == 12
    assert prompt(state) == "nauticus.use"
    # the set was completed, the free tile had no room: nothing received, recorded as lost
    assert state.players[1]["warehouse"] == {"good_fish": 5, "good_grain": 5, "good_coffee": 1,
                                             "good_salt": 1}


def test_the_extra_action_counts_its_purchases_apart_from_the_phase_action():
    state = new_game(3)
    deal(state, {"S4": "act_hull"})     # single 0, bow 1, middle 2, stern 3
    setp(state, 1, taler=30, workers=6)
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:hull_bow", "place:new", "done")
    assert prompt(state) == "nauticus.turn_end"
    play(state, "extra:act_hull")
    # the bow bought in the phase action does not make this bow a repeat
    assert state.pending().info["prices"]["hull_bow"] == 2
    play(state, "buy:hull_bow", "place:new")
    assert state.pending().info["prices"]["hull_bow"] == 4
