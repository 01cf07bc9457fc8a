"""The data tables of spec section 8, checked against the spec's own cross-checks."""
from collections import Counter

from rules.nauticus import data as D


def test_stock_counts_are_the_published_ones():
    assert D.STOCK["hull_single"] == D.STOCK["hull_bow"] == D.STOCK["hull_stern"] == 18
    assert D.STOCK["hull_middle"] == 9
    for crest in D.CRESTS:
        assert D.STOCK[f"mast_{crest}"] == 15
        assert D.STOCK[f"sail_{crest}"] == 15
    assert D.STOCK["mast_crown"] == D.STOCK["sail_crown"] == 12
    for good in D.GOODS:
        assert D.STOCK[good] == 12
    assert sum(D.STOCK.values()) == 18 * 3 + 9 + 60 + 12 + 60 + 12 + 48
    assert sorted(D.STOCK) == sorted(D.TILE_ORDER)
    assert len(D.TILE_ORDER) == 18          # 14 ship-tile stacks + 4 goods stacks


def test_warehouse_units_masts_take_two():
    assert D.WAREHOUSE_CAPACITY == 12
    for tile in D.TILE_ORDER:
        assert D.tile_units(tile) == (2 if tile.startswith("mast_") else 1)


def test_price_rows_are_permutations_and_each_column_holds_every_price_twice():
    rows = [D.SPACES[s]["price_row"] for s in D.SPACE_IDS]
    for row in rows:
        assert sorted(row) == [0, 1, 2, 3]
    for position in range(4):
        column = [row[position] for row in rows]
        assert Counter(column) == {0: 2, 1: 2, 2: 2, 3: 2}
    # the spec's printed column check (8.2)
    assert [row[0] for row in rows] == [3, 1, 2, 0, 1, 3, 0, 2]
    assert [row[1] for row in rows] == [2, 0, 3, 1, 2, 0, 1, 3]
    assert [row[2] for row in rows] == [1, 3, 0, 2, 0, 2, 3, 1]
    assert [row[3] for row in rows] == [0, 2, 1, 3, 3, 1, 2, 0]


def test_bonus_fields_follow_the_seed_order_clockwise_from_s1():
    assert [D.SPACES[s]["bonus"] for s in D.SPACE_IDS] == [
        "bonus_3w", "bonus_mast", "bonus_sail", "bonus_2vp", "bonus_2w", "bonus_1w_good",
        "bonus_1w_1vp", "bonus_4t"]
    assert D.BONUSES["bonus_3w"] == {"workers": 3}
    assert D.BONUSES["bonus_1w_good"] == {"workers": 1, "tile_choice": "good"}
    assert D.BONUSES["bonus_1w_1vp"] == {"workers": 1, "vp": 1}
    assert D.BONUSES["bonus_4t"] == {"taler": 4}
    assert D.BONUS_TILE_CHOICES["mast"] == D.MASTS and "mast_crown" not in D.MASTS
    assert D.BONUS_TILE_CHOICES["sail"] == D.SAILS and "sail_crown" not in D.SAILS


def test_seed_price_examples_occur_on_the_designed_rows():
    # hull example: single 0, bow 1, middle 2, stern 3 on S4
    assert [D.list_price("act_hull", "S4", t) for t in D.HULLS] == [0, 1, 2, 3]
    # goods example: coffee free, salt 3, fish 1, grain 2 on S5
    assert [D.list_price("act_goods", "S5", t) for t in D.GOODS] == [1, 2, 0, 3]
    # mast example: whale 0, anchor 1 on S4 and on S7
    for space in ("S4", "S7"):
        assert D.list_price("act_mast", space, "mast_whale") == 0
        assert D.list_price("act_mast", space, "mast_anchor") == 1


def test_wheel_table_of_the_spec():
    table = {
        1: [0, 1, 3, 2, 2, 1, 3, 2], 2: [2, 0, 1, 3, 2, 2, 1, 3], 3: [3, 2, 0, 1, 3, 2, 2, 1],
        4: [1, 3, 2, 0, 1, 3, 2, 2], 5: [2, 1, 3, 2, 0, 1, 3, 2], 6: [2, 2, 1, 3, 2, 0, 1, 3],
        7: [3, 2, 2, 1, 3, 2, 0, 1], 8: [1, 3, 2, 2, 1, 3, 2, 0],
    }
    for k, row in table.items():
        assert [D.blue_at(s, k) for s in D.SPACE_IDS] == row
    assert sum(D.WHEEL) == 14 and Counter(D.WHEEL) == {0: 1, 1: 2, 2: 3, 3: 2}
    assert D.START_OFFSET == 1


def test_deal_order_starts_at_the_anchor_space_and_runs_clockwise():
    assert D.deal_spaces(1) == D.SPACE_IDS
    assert D.deal_spaces(6) == ["S6", "S7", "S8", "S1", "S2", "S3", "S4", "S5"]


def test_action_tiles_and_item_order():
    assert D.ACTIONS == ["act_hull", "act_mast", "act_sail", "act_goods", "act_transport",
                         "act_money", "act_deliver", "act_crowns"]
    assert D.ACTION_ITEMS["act_hull"] == ["hull_single", "hull_bow", "hull_middle", "hull_stern"]
    assert D.ACTION_ITEMS["act_mast"] == ["mast_whale", "mast_anchor", "mast_helm", "mast_compass"]
    assert D.ACTION_ITEMS["act_sail"] == ["sail_whale", "sail_anchor", "sail_helm", "sail_compass"]
    assert D.ACTION_ITEMS["act_goods"] == ["good_fish", "good_grain", "good_coffee", "good_salt"]
    assert (D.REPEAT_PRICE, D.EXTRA_PRICE, D.EXTRA_WORKERS) == (4, 2, 2)


def test_start_resources_rounds_and_counts():
    assert D.START_RESOURCES == {2: [[15, 4], [16, 4]], 3: [[15, 4], [16, 4], [17, 5]],
                                 4: [[15, 4], [16, 4], [16, 5], [17, 6]]}
    assert D.ROUNDS == {2: 4, 3: 5, 4: 5}
    assert D.PHASES == 7 and D.VP_START == 10 and D.PASS_TILES == [3, 2, 1]


def test_scoring_tables():
    assert [D.goods_group_vp(n) for n in range(10)] == [0, 2, 5, 9, 14, 20, 25, 30, 35, 40]
    assert D.SHIP_VP == {1: 2, 2: 8, 3: 20, 4: 35}
    assert D.TALER_PER_VP == 3 and D.CROWN_CAP == 15 and D.MAX_SAME_REWARD == 2
    assert D.REWARDS == ["rw_crown_mast", "rw_crown_sail", "rw_3vp", "rw_7t", "rw_3w",
                         "rw_2goods"]


def test_hull_shapes_table():
    assert len(D.HULL_SHAPES_OPEN) == 8 and len(D.HULL_SHAPES_CLOSED) == 4
    for shape in D.HULL_SHAPES_OPEN + D.HULL_SHAPES_CLOSED:
        assert shape.count("hull_middle") <= 2
        assert "hull_bow" not in shape[1:] and "hull_stern" not in shape[:-1]


def test_board_object_ids_are_unique_and_cover_the_spec_layout():
    for players in (2, 3, 4):
        ids = D.board_object_ids(players)
        assert len(ids) == len(set(ids))
        for must in ("S1_tile", "S8_bonus", "S3_price_4", "S5_blue", "wheel_seg_7", "round_5",
                     "vp_99", "supply_hull_middle", "supply_sail_crown", "rw_2goods",
                     f"p{players - 1}_warehouse_11", f"p{players - 1}_pass_3",
                     f"p{players - 1}_extra", f"p{players - 1}_delivered_salt",
                     f"p{players - 1}_shipyard", f"p{players - 1}_vp_badge"):
            assert must in ids
        assert f"p{players}_extra" not in ids
