"""The data tables of spec section 8 and the map checks (8.1-8.7)."""
from collections import Counter

import pytest

from rules.hermagor import data as D
from rules.hermagor import layout as L


# ---- goods, villages, duchies ----------------------------------------------------------------
def test_goods_and_buildings_table_8_1():
    assert D.GOODS == ("corn", "salt", "amulet", "book", "weapon", "blessing", "dragon_egg",
                       "relic")
    selling = {
        "corn": {"aldermoor", "mirefield", "southbarrow", "kingsholm"},
        "salt": {"ashcombe", "fenwick", "pellham", "eastbrook"},
        "amulet": {"brackwell", "larkby", "tallowby", "juniper"},
        "book": {"hollin", "ravensbridge", "yewdale", "vellmouth"},
        "weapon": {"carrow", "oxmere", "nettlebed", "wyncombe"},
        "blessing": {"greywater", "westford", "underfell", "brightsea"},
        "dragon_egg": {"dunmere", "quarrow", "sealmouth", "ivybridge"},
        "relic": {"kestrel", "thornwick", "highcliff", "zennor"},
    }
    for good, villages in selling.items():
        assert set(D.VILLAGES_SELLING[good]) == villages
    assert D.BUILDING_OF["relic"] == "cemetery" and D.BUILDING_OF["amulet"] == "seer_tent"
    assert len(set(D.BUILDING_OF.values())) == 8


def test_32_villages_with_ids_v01_to_v32_and_duchy_sizes():
    assert len(D.VILLAGES) == 32
    assert [D.VILLAGES[v][0] for v in D.VILLAGE_ORDER] == [f"V{i:02d}" for i in range(1, 33)]
    sizes = Counter(D.DUCHY.values())
    assert sizes == {"north": 10, "southwest": 11, "east": 11}
    for duchy in D.DUCHIES:
        assert {D.SELLS[v] for v in D.VILLAGE_ORDER if D.DUCHY[v] == duchy} == set(D.GOODS)


def test_no_two_neighbouring_villages_sell_the_same_good():
    for a, b, _cost, _main in D.ROADS.values():
        if D.CITY not in (a, b):
            assert D.SELLS[a] != D.SELLS[b], (a, b)


# ---- roads ---------------------------------------------------------------------------------------
def test_54_roads_costing_2_to_5_between_known_nodes():
    assert list(D.ROADS) == [f"E{i:02d}" for i in range(1, 55)]
    for a, b, cost, _main in D.ROADS.values():
        assert a in D.NODES and b in D.NODES and a != b
        assert 2 <= cost <= 5
    pairs = [frozenset((a, b)) for a, b, _c, _m in D.ROADS.values()]
    assert len(set(pairs)) == 54


def test_degrees_hermagor_4_villages_2_to_4_and_every_node_on_a_road():
    degree = Counter()
    for a, b, _c, _m in D.ROADS.values():
        degree[a] += 1
        degree[b] += 1
    assert degree[D.CITY] == 4
    for v in D.VILLAGE_ORDER:
        assert 2 <= degree[v] <= 4, v


def test_main_road_is_a_chain_of_8_main_roads_through_8_villages_and_hermagor():
    main_roads = {frozenset((a, b)) for a, b, _c, m in D.ROADS.values() if m}
    assert len(main_roads) == 8
    chain = {frozenset(p) for p in zip(D.MAIN_ROAD, D.MAIN_ROAD[1:])}
    assert chain == main_roads
    assert set(D.MAIN_ROAD) - {D.CITY} == set(D.MAIN_ROAD_VILLAGES)
    assert len(D.MAIN_ROAD_VILLAGES) == 8
    assert {D.SELLS[v] for v in D.MAIN_ROAD_VILLAGES} == set(D.GOODS)


def test_rivers_cross_exactly_the_roads_between_duchies():
    crossing = {rid for rid, (a, b, _c, _m) in D.ROADS.items()
                if D.CITY not in (a, b) and D.DUCHY[a] != D.DUCHY[b]}
    assert crossing == {"E06", "E14", "E26", "E08", "E18", "E30", "E11", "E22", "E34"}
    crossed = {frozenset(p) for river in L.RIVERS.values() for p in river["crosses"]}
    assert crossed == {frozenset(D.ROADS[r][:2]) for r in crossing}


# ---- regions ---------------------------------------------------------------------------------------
def test_22_regions_are_closed_polygons_of_roads():
    assert list(D.REGIONS) == [f"R{i:02d}" for i in range(1, 23)]
    for rid, (boundary, _b, _n) in D.REGIONS.items():
        for a, b in zip(boundary, boundary[1:] + boundary[:1]):
            assert D.road_between(a, b), f"{rid}: no road {a}-{b}"
        assert 3 <= len(D.REGION_VILLAGES[rid]) <= 6
        assert len(set(boundary)) == len(boundary)


def test_the_four_central_regions_need_hermagor_plus_three_villages():
    central = [r for r, (b, _x, _n) in D.REGIONS.items() if D.CITY in b]
    assert central == ["R01", "R02", "R03", "R04"]
    for r in central:
        assert len(D.REGION_VILLAGES[r]) == 3


def test_every_road_borders_one_or_two_regions_and_euler_holds():
    borders = Counter()
    for boundary, _b, _n in D.REGIONS.values():
        for a, b in zip(boundary, boundary[1:] + boundary[:1]):
            borders[D.road_between(a, b)] += 1
    assert set(borders) == set(D.ROADS)                  # every road id is used
    assert all(1 <= k <= 2 for k in borders.values())
    outer = {r for r, k in borders.items() if k == 1}
    assert outer == {f"E{i}" for i in range(25, 37)}     # the coastal ring
    assert len(D.NODES) - len(D.ROADS) + (len(D.REGIONS) + 1) == 2


def test_every_village_borders_a_region_and_the_table_of_8_7_5():
    table = {
        "hollin": "R01 R04 R05 R12", "brackwell": "R04 R11 R12", "ashcombe": "R05 R13 R22",
        "dunmere": "R05 R12 R21 R22", "carrow": "R11 R12 R21", "fenwick": "R11 R20 R21",
        "aldermoor": "R13", "greywater": "R13 R22", "kestrel": "R21 R22",
        "mirefield": "R20 R21", "westford": "R03 R04 R10 R11", "larkby": "R03 R09 R10",
        "southbarrow": "R02 R03 R08 R09", "ravensbridge": "R10 R11 R19 R20",
        "thornwick": "R09 R10 R18 R19", "pellham": "R09 R17 R18", "quarrow": "R08 R09 R17",
        "sealmouth": "R20", "oxmere": "R19 R20", "tallowby": "R17 R18 R19",
        "underfell": "R17", "eastbrook": "R01 R02 R06 R07", "kingsholm": "R01 R05 R06",
        "yewdale": "R02 R07 R08", "juniper": "R06 R07 R14 R15",
        "nettlebed": "R05 R06 R13 R14", "wyncombe": "R07 R08 R16 R17",
        "ivybridge": "R07 R15 R16", "brightsea": "R15 R16", "highcliff": "R13 R14 R15",
        "vellmouth": "R16 R17", "zennor": "R16",
    }
    assert {v: " ".join(rs) for v, rs in D.VILLAGE_REGIONS.items()} == table


def test_region_buildings_and_nobility_summary():
    assert [r for r in D.REGIONS if D.REGION_NOBILITY[r]] == ["R02", "R04", "R14", "R18", "R22"]
    for r in D.REGIONS:
        assert bool(D.REGION_BUILDINGS[r]) != D.REGION_NOBILITY[r]   # never both on this map
    sizes = Counter(len(D.REGION_BUILDINGS[r]) for r in D.REGIONS if D.REGION_BUILDINGS[r])
    assert sizes == {1: 6, 2: 7, 3: 4}
    where = {b: sorted(r for r in D.REGIONS if b in D.REGION_BUILDINGS[r])
             for b in D.BUILDING_OF.values()}
    assert where == {
        "cornfield": ["R01", "R12", "R13", "R17"], "salt_mine": ["R06", "R09", "R16", "R21"],
        "seer_tent": ["R09", "R11", "R16", "R19"], "library": ["R05", "R07", "R11", "R21"],
        "weaponsmith": ["R07", "R10", "R12", "R20"], "temple": ["R03", "R16", "R17", "R21"],
        "dragon_valley": ["R05", "R15", "R17", "R20"], "cemetery": ["R06", "R08", "R12", "R13"],
    }


def test_no_region_repeats_a_good_among_its_villages():
    for r in D.REGIONS:
        goods = [D.SELLS[v] for v in D.REGION_VILLAGES[r]]
        assert len(goods) == len(set(goods)), r


# ---- tiles -----------------------------------------------------------------------------------------
def test_goods_tiles_table_8_2():
    assert list(D.GOODS_TILES) == [f"G{i:02d}" for i in range(1, 21)]
    singles = [t for t in D.GOODS_TILES if D.is_single(t)]
    assert singles == [f"G{i:02d}" for i in range(1, 16, 2)]
    assert sorted(D.tile_goods(t)[0] for t in singles) == sorted(D.GOODS)
    for t in D.GOODS_TILES:
        assert D.tile_number(t) == int(t[1:])
        assert len(D.tile_goods(t)) == (1 if D.is_single(t) else 2)
    small = Counter(g for t in D.tiles_in_play(3) for g in D.tile_goods(t))
    large = Counter(g for t in D.tiles_in_play(4) for g in D.tile_goods(t))
    assert set(small.values()) == {3} and set(large.values()) == {4}
    assert D.tile_goods("G14") == ("dragon_egg", "salt")


@pytest.mark.parametrize("players,count", [(2, 20), (3, 20), (4, 24), (5, 24)])
def test_bag_holds_24_or_20_tiles_sorted_goods_before_specials(players, count):
    bag = D.tiles_in_play(players)
    assert len(bag) == count
    assert bag == sorted(bag)
    assert bag[-4:] == ["SP_BLACKMARKET", "SP_FLUCT", "SP_GOODDEAL", "SP_SIDEROAD"]
    assert ("G17" in bag) == (players >= 4)


def test_action_sets_8_3():
    assert [D.ACTION_TILES[t] for t in D.action_set(2)] == [3, 4, 4, 5, 5]
    assert [D.ACTION_TILES[t] for t in D.action_set(3)] == [3, 4, 4, 5, 5]
    assert [D.ACTION_TILES[t] for t in D.action_set(4)] == [4, 4, 5, 5]
    assert [D.ACTION_TILES[t] for t in D.action_set(5)] == [3, 4, 5, 5]
    assert sorted(D.ACTION_TILES.values()) == [3, 4, 4, 5, 5, 6]
    # Variant 6.2: A4a becomes A6.
    assert D.action_set(3, True) == ["A3", "A4b", "A5a", "A5b", "A6"]
    assert D.action_set(4, True) == ["A4b", "A5a", "A5b", "A6"]
    assert D.action_set(5, True) == ["A3", "A5a", "A5b", "A6"]


def test_example_9_6_action_totals():
    totals = {n: sum(D.ACTION_TILES[t] for t in D.action_set(n)) for n in (2, 3, 4, 5)}
    assert totals == {2: 21, 3: 21, 4: 18, 5: 17}
    assert all(t <= D.POSTS_PER_COLOUR for t in totals.values())
    assert sum(D.ACTION_TILES[t] for t in D.action_set(3, True)) == 23   # > 21 posts


# ---- market ----------------------------------------------------------------------------------------
def test_43_spaces_and_their_cost_counts_8_6():
    assert len(D.SPACES) == 43
    counts = Counter((sp["kind"], sp["cost"]) for sp in D.SPACES.values())
    assert counts == {("side", 2): 24, ("side", 3): 7, ("crossing", 3): 4,
                      ("crossing", 4): 6, ("crossing", 5): 2}
    assert D.SPACES["x22"] == {"kind": "crossing", "lanes": ["H2", "V2"], "cost": 5,
                               "stalls": ["S22", "S23", "S32", "S33"]}
    assert D.SPACES["v12"]["stalls"] == ["S21", "S22"] and D.SPACES["h31"]["lanes"] == ["H3"]


@pytest.mark.parametrize("players,spaces,stalls", [(5, 43, 20), (4, 33, 16), (3, 23, 12),
                                                   (2, 23, 12)])
def test_usable_spaces_and_used_stalls_per_player_count(players, spaces, stalls):
    assert len(D.usable_spaces(players)) == spaces
    assert len(D.used_stalls(players)) == stalls


def test_stall_neighbour_table_8_6():
    assert D.STALL_SPACES["S11"] == {"sides": ["h11", "v11"], "corners": ["x11"]}
    assert D.STALL_SPACES["S22"] == {"sides": ["h12", "h22", "v12", "v22"],
                                     "corners": ["x11", "x12", "x21", "x22"]}
    assert D.STALL_SPACES["S34"] == {"sides": ["h24", "h34", "v33"], "corners": ["x23", "x33"]}
    assert D.STALL_SPACES["S54"] == {"sides": ["h44", "v35"], "corners": ["x43"]}
    for stall, near in D.STALL_SPACES.items():
        assert len(near["sides"]) <= 4 and len(near["corners"]) <= 4


def test_example_9_9_which_spaces_exist_with_4_and_3_players():
    four = set(D.usable_spaces(4))
    row1 = {"h11", "h12", "h13", "h14", "v11", "v21", "v31", "x11", "x12", "x13"}
    assert not row1 & four
    assert {"h41", "h42", "h43", "h44", "v15", "v25", "v35", "x41", "x42", "x43"} <= four
    three = set(D.usable_spaces(3))
    assert not {s for s in D.SPACES if s[0] == "h" and s[1] == "4"} & three
    assert not {"v15", "v25", "v35", "x41", "x42", "x43"} & three


# ---- price table --------------------------------------------------------------------------------------
def test_price_table_end_values_and_hidden_slots_8_4():
    assert [D.end_value(p) for p in D.PRICES] == [0, 1, 3, 6, 8, 9]
    assert D.SLOT_VALUES == (5, 3, 1, 0)
    hidden = {p: [k for k in range(4) if D.slot_hidden(k, p)] for p in D.PRICES}
    assert hidden == {5: [2, 3], 6: [3], 7: [], 8: [], 9: [], 10: []}
    assert D.slots_for(2) == (0, 2) and D.slots_for(3) == (0, 1, 2, 3)


def test_nobility_track_values_follow_the_seed():
    # Seed: a nobility disc goes "on the most valuable empty space (i.e. left to right)".
    assert len(D.NOBILITY_VALUES) == 8
    assert sorted(D.NOBILITY_VALUES) == [2, 3, 4, 5, 6, 7, 8, 9]
    assert list(D.NOBILITY_VALUES) == sorted(D.NOBILITY_VALUES, reverse=True)


# ---- ids and layout -----------------------------------------------------------------------------------
def test_board_object_ids_are_unique_and_cover_every_target_family():
    ids = D.board_object_ids(5)
    assert len(ids) == len(set(ids))
    for expected in ("hermagor", "hollin", "E01", "R22", "S11", "x43", "slot:corn:0",
                     "price:relic:10", "arrow:salt", "nobility:7", "panel:4"):
        assert expected in ids


def test_layout_positions_cover_every_map_and_market_id():
    assert set(L.NODE_XY) == set(D.NODES)
    assert set(L.STALL_RECTS) == set(D.STALLS)
    assert set(L.SPACE_XY) == set(D.SPACES)
    assert set(L.REGION_LABEL_XY) == set(D.REGIONS)
    assert L.NODE_XY["hermagor"] == (520, 450) and L.NODE_XY["zennor"] == (918, 648)
    assert L.SPACE_XY["x22"] == (1305, 197) and L.STALL_RECTS["S11"] == (1060, 40, 100, 56)
    assert L.slot_rect("corn", 0) == (1140, 470, 32, 32)
    assert L.price_rect("relic", 10) == (1290 + 48 * 5, 470 + 44 * 7, 44, 32)
    assert L.nobility_rect(7) == (1140 + 54 * 7, 470 + 44 * 8, 48, 32)
    # Every river stays at least 30 units away from every village (8.7.4).
    for river in L.RIVERS.values():
        for x, y in river["points"][1:]:
            for v in D.VILLAGE_ORDER:
                vx, vy = L.NODE_XY[v]
                assert (vx - x) ** 2 + (vy - y) ** 2 >= 30 ** 2
