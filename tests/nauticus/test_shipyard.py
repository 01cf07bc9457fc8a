"""Ship building legality (spec 4.7): hull shapes, crests, sails on masts, goods, finishing."""
import pytest

from rules.nauticus import ships as sy
from rules.nauticus.data import HULL_SHAPES_CLOSED, HULL_SHAPES_OPEN

from .helpers import deal, ids, make_ship, new_game, no_problems, play, setp, turn_of


def _hull_run(taler=60, workers=20):
    """Player 1's turn on the hull action at S4 (single 0, bow 1, middle 2, stern 3)."""
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_hull"})
    setp(state, 1, taler=taler, workers=workers)
    turn_of(state, 1, "S4", chooser=0)
    return state


def _shapes(state, seat=1):
    return [[s["hull"][5:] for s in ship["slots"]] for ship in state.players[seat]["ships"]]


# ---- hull shapes (TV-17) ------------------------------------------------------------------------
def test_tv17_hull_shapes_from_an_empty_shipyard():
    state = _hull_run()
    play(state, "buy:hull_bow")
    assert ids(state) == ["place:warehouse", "place:new"]
    play(state, "place:new", "buy:hull_stern")
    assert ids(state) == ["place:warehouse", "place:new", "place:ship1:back"]
    play(state, "place:new")
    assert _shapes(state) == [["bow"], ["stern"]]
    play(state, "buy:hull_middle")
    assert ids(state) == ["place:warehouse", "place:new", "place:ship1:back", "place:ship2:front"]
    play(state, "place:ship1:back", "buy:hull_middle", "place:ship1:back")
    assert _shapes(state) == [["bow", "middle", "middle"], ["stern"]]
    play(state, "buy:hull_middle")
    # a third middle cannot join ship 1; it may start a ship or go in front of ship 2
    assert ids(state) == ["place:warehouse", "place:new", "place:ship2:front"]
    play(state, "place:new", "buy:hull_stern")
    assert "place:ship1:back" in ids(state)
    play(state, "place:ship1:back")
    assert _shapes(state) == [["bow", "middle", "middle", "stern"], ["stern"], ["middle"]]
    assert sy.is_closed(state.players[1]["ships"][0])
    no_problems(state)


def test_tv17_a_single_hull_only_ever_starts_a_new_ship():
    state = _hull_run()
    play(state, "buy:hull_single")            # price 0: the warehouse, automatically
    play(state, "buy:hull_single")            # repeat at 4 T: may go into the shipyard
    assert ids(state) == ["place:warehouse", "place:new"]
    play(state, "place:new", "buy:hull_bow")
    assert ids(state) == ["place:warehouse", "place:new"]       # nothing joins a single


def test_tv17_a_bow_and_stern_ship_offers_no_attachment():
    state = _hull_run()
    play(state, "buy:hull_bow", "place:new", "buy:hull_stern", "place:ship1:back",
         "buy:hull_middle")
    assert ids(state) == ["place:warehouse", "place:new"]


def test_a_bow_and_a_stern_placed_apart_are_two_ships_that_never_merge():
    ships = [sy.new_ship("hull_bow"), sy.new_ship("hull_stern")]
    assert sy.placements(ships, "hull_stern") == [("new",), (0, "back")]
    assert sy.placements(ships, "hull_bow") == [("new",), (1, "front")]
    sy.place(ships, "hull_middle", (0, "back"))
    sy.place(ships, "hull_middle", (1, "front"))
    assert [sy.hulls(s) for s in ships] == [["hull_bow", "hull_middle"],
                                            ["hull_middle", "hull_stern"]]
    # each can close only by its own missing end; no option joins the two
    assert sy.placements(ships, "hull_stern") == [("new",), (0, "back")]
    assert sy.placements(ships, "hull_bow") == [("new",), (1, "front")]


@pytest.mark.parametrize("shape,tile,ends", [
    (["hull_bow"], "hull_bow", []),                       # one bow only, and only in front
    (["hull_bow"], "hull_stern", ["back"]),
    (["hull_bow"], "hull_middle", ["back"]),
    (["hull_stern"], "hull_stern", []),                   # one stern only, and only at the back
    (["hull_stern"], "hull_bow", ["front"]),
    (["hull_stern"], "hull_middle", ["front"]),
    (["hull_middle"], "hull_middle", ["front", "back"]),
    (["hull_middle", "hull_middle"], "hull_middle", []),  # at most two middles
    (["hull_bow", "hull_middle", "hull_middle"], "hull_middle", []),
    (["hull_bow", "hull_stern"], "hull_middle", []),      # no insertion between bow and stern
    (["hull_bow", "hull_middle", "hull_stern"], "hull_middle", []),   # closed
    (["hull_single"], "hull_middle", []),
    (["hull_single"], "hull_bow", []),
    (["hull_middle", "hull_stern"], "hull_bow", ["front"]),
    (["hull_middle", "hull_middle", "hull_stern"], "hull_bow", ["front"]),
])
def test_hull_attachment_rules(shape, tile, ends):
    ship = {"slots": [sy.new_slot(h) for h in shape], "finished": False, "crest": None}
    assert sy.hull_attachments(ship, tile) == ends
    assert sy.hull_attachments(ship, "hull_single") == []


def test_every_reachable_hull_is_a_listed_shape_and_every_listed_shape_is_reachable():
    seen = set()
    frontier = [[h] for h in ("hull_bow", "hull_middle", "hull_stern", "hull_single")]
    while frontier:
        shape = frontier.pop()
        if tuple(shape) in seen:
            continue
        seen.add(tuple(shape))
        ship = {"slots": [sy.new_slot(h) for h in shape], "finished": False, "crest": None}
        for tile in ("hull_bow", "hull_middle", "hull_stern", "hull_single"):
            for end in sy.hull_attachments(ship, tile):
                frontier.append([tile] + shape if end == "front" else shape + [tile])
    listed = {tuple(s) for s in HULL_SHAPES_OPEN + HULL_SHAPES_CLOSED}
    assert seen == listed
    closed = {tuple(s) for s in HULL_SHAPES_CLOSED}
    for shape in seen:
        ship = {"slots": [sy.new_slot(h) for h in shape], "finished": False, "crest": None}
        assert sy.is_closed(ship) == (shape in closed)


def test_front_attachment_renumbers_slots():
    state = _hull_run()
    play(state, "buy:hull_stern", "place:new", "buy:hull_middle", "place:ship1:front")
    assert _shapes(state) == [["middle", "stern"]]
    play(state, "buy:hull_bow")
    assert "place:ship1:front" in ids(state)
    events = play(state, "place:ship1:front")
    placed = [e.data for e in events if e.kind == "tile_placed"][0]
    assert (placed["to"], placed["slot"], placed["end"]) == ("p1_ship1_slot0", 0, "front")


# ---- crests (TV-16) -----------------------------------------------------------------------------
def _tv16_ship():
    return make_ship("bow", "middle", "stern", masts=["mast_anchor", "mast_crown"],
                     sails=["sail_anchor"])


def test_tv16_crest_legality():
    ship = _tv16_ship()
    assert ship["crest"] == "anchor"
    assert sy.sail_slots(ship, "sail_anchor") == [1]
    assert sy.sail_slots(ship, "sail_crown") == [1]
    assert sy.sail_slots(ship, "sail_helm") == []          # ship crest is anchor
    assert sy.mast_slots(ship, "mast_anchor") == [2]
    assert sy.mast_slots(ship, "mast_crown") == [2]
    assert sy.mast_slots(ship, "mast_whale") == []
    other = make_ship("single", masts=["mast_crown"])
    assert other["crest"] is None
    assert sy.sail_slots(other, "sail_helm") == [0]
    sy.place([other], "sail_helm", (0, 0))
    assert other["crest"] == "helm"


def test_tv16_through_the_engine_place_options():
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_sail"})           # whale 0, anchor 1, helm 2, compass 3
    setp(state, 1, taler=30, workers=8, ships=[
        _tv16_ship(), make_ship("single", masts=["mast_crown"])])
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:sail_helm")
    assert ids(state) == ["place:warehouse", "place:ship2:slot0"]
    play(state, "place:warehouse", "buy:sail_anchor")
    assert ids(state) == ["place:warehouse", "place:ship1:slot1", "place:ship2:slot0"]


def test_one_crest_per_ship_for_masts_and_sails():
    ship = make_ship("bow", "stern", masts=["mast_whale"])
    assert sy.mast_slots(ship, "mast_anchor") == []
    assert sy.mast_slots(ship, "mast_whale") == [1]
    assert sy.sail_slots(ship, "sail_anchor") == []
    assert sy.sail_slots(ship, "sail_whale") == [0]


def test_crowned_tiles_are_wild_and_never_fix_the_crest():
    ship = make_ship("bow", "stern", masts=["mast_crown"], sails=["sail_crown"])
    assert ship["crest"] is None
    for crest in ("whale", "anchor", "helm", "compass"):
        assert sy.mast_slots(ship, f"mast_{crest}") == [1]
    ship = make_ship("bow", "stern", masts=["mast_whale", "mast_crown"])
    assert sy.sail_slots(ship, "sail_crown") == [0, 1]
    assert sy.sail_slots(ship, "sail_whale") == [0, 1]
    assert sy.sail_slots(ship, "sail_helm") == []


def test_sails_only_on_masts_without_sail_and_of_the_mast_crest():
    ship = make_ship("bow", "middle", "stern", masts=["mast_helm", None, "mast_helm"],
                     sails=["sail_helm"])
    assert sy.sail_slots(ship, "sail_helm") == [2]        # slot 1 has no mast, slot 0 a sail
    assert sy.sail_slots(ship, "sail_crown") == [2]
    bare = make_ship("single")
    assert sy.sail_slots(bare, "sail_crown") == []
    assert sy.placements([bare], "sail_whale") == []


def test_masts_on_open_hulls_and_one_mast_per_slot():
    ship = make_ship("bow")
    assert sy.mast_slots(ship, "mast_whale") == [0]
    sy.place([ship], "mast_whale", (0, 0))
    assert sy.mast_slots(ship, "mast_whale") == []
    assert sy.mast_slots(ship, "mast_crown") == []


def test_goods_one_under_each_hull_part_finished_or_not():
    ship = make_ship("bow", "middle", goods=["good_fish"])
    assert sy.good_slots(ship) == [1]
    assert sy.placements([ship], "good_salt") == [(0, 1)]
    sy.place([ship], "good_salt", (0, 1))
    assert sy.placements([ship], "good_salt") == []


def test_a_ship_is_finished_only_with_closed_hull_and_a_sail_on_every_mast():
    assert make_ship("single", masts=["mast_whale"], sails=["sail_whale"])["finished"]
    assert not make_ship("single", masts=["mast_whale"])["finished"]
    assert not make_ship("bow", masts=["mast_whale"], sails=["sail_whale"])["finished"]
    assert not make_ship("bow", "stern", masts=["mast_whale", "mast_whale"],
                         sails=["sail_whale"])["finished"]
    assert make_ship("bow", "stern", masts=["mast_whale", "mast_crown"],
                     sails=["sail_crown", "sail_whale"])["finished"]
    # goods play no part
    assert make_ship("single", masts=["mast_whale"], sails=["sail_whale"],
                     goods=["good_fish"])["finished"]


def test_finishing_happens_once_and_rewards_equal_the_masts():
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_sail"})
    setp(state, 1, taler=30, workers=8, ships=[
        make_ship("bow", "middle", "stern", masts=["mast_helm"] * 3,
                  sails=["sail_helm", "sail_helm"])])
    turn_of(state, 1, "S4", chooser=0)
    events = play(state, "buy:sail_helm", "place:ship1:slot2")
    assert [e.kind for e in events].count("ship_finished") == 1
    finished = next(e for e in events if e.kind == "ship_finished")
    assert finished.data["rewards"] == 3 and finished.data["size"] == 3
    assert state.pending().info["left"] == 3


def test_ship_problem_report_catches_broken_ships():
    good = _tv16_ship()
    assert sy.problems(good) == []
    mixed = _tv16_ship()
    mixed["slots"][1]["sail"] = "sail_helm"
    assert any("mixed crests" in p for p in sy.problems(mixed))
    gap = make_ship("bow", "stern")
    gap["slots"].insert(1, sy.new_slot("hull_single"))
    assert any("hull shape" in p for p in sy.problems(gap))
    loose = make_ship("single")
    loose["slots"][0]["sail"] = "sail_whale"
    assert any("sail without mast" in p for p in sy.problems(loose))
    flag = make_ship("single", masts=["mast_whale"], sails=["sail_whale"])
    flag["finished"] = False
    assert any("finished flag" in p for p in sy.problems(flag))
