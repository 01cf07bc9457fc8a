"""The Tiled map of Hermagor against the rules: every id the rules use has its object, nothing
unknown is on the map, the properties agree with the rule data, and the screen areas of the
board scene do not overlap."""
from __future__ import annotations

import itertools
import pathlib

import pygame
import pytest

from rules.core import RandomBot, Rng
from rules.hermagor import GAME
from rules.hermagor import data as D
from rules.hermagor import layout as L
from rules.hermagor.bots import SimpleBot
from saves import Seat, Setup
from scenes.table.tmx import BoardMap
from scenes.games import adapter_class, map_path

MAP = BoardMap(map_path(GAME))
DECORATION = set(L.RIVERS) | {f"duchy:{d}" for d in D.DUCHIES}
TABLE_BUTTONS = {"button:pass"}       # bound by the adapter to the option without a target


def collected_targets() -> set:
    """Every option target met in seeded playouts: all player counts, every variant on and
    off, random and simple bots."""
    targets = set()
    rng = Rng(2024)
    for n in range(2, 6):
        for k in range(3):
            variants = {"tax_official": k == 1, "six_actions": k == 2,
                        "start_money_10": k == 2, "hide_money": k != 1}
            state = GAME.new(n, 500 + 10 * n + k, variants)
            bots = [(SimpleBot if (s + k) % 2 else RandomBot)(s, rng.below(10 ** 6))
                    for s in range(n)]
            while (decision := state.pending()) is not None:
                targets.update(o.target for o in decision.options if o.target)
                state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    return targets


def test_the_map_is_registered_and_loads():
    assert adapter_class("hermagor").__name__ == "HermagorAdapter"
    assert MAP.path.name == "hermagor.tmx"
    assert {"villages", "roads", "regions", "market", "price_table", "panels"} <= set(MAP.layers)


def test_every_target_of_many_playouts_has_an_object_and_the_map_names_are_all_known():
    targets = collected_targets()
    names = set(MAP.names())
    missing = targets - names
    assert not missing, f"targets without a map object: {sorted(missing)}"
    # the playouts reach every kind of clickable object
    kinds = {t.split(":")[0] if ":" in t else ("stall" if t in D.STALLS else
                                                   "space" if t in D.SPACES else "village")
             for t in targets}
    assert kinds == {"stall", "space", "village", "arrow", "slot", "panel"}
    # and the other way round: every object is a rules id, a river or duchy drawn from the spec,
    # or the table button the adapter binds the target-less option to
    known = set(D.board_object_ids(5)) | DECORATION | TABLE_BUTTONS
    unknown = names - known
    assert not unknown, f"map objects the rules do not know: {sorted(unknown)}"
    assert set(D.board_object_ids(5)) <= names


def test_village_road_and_region_properties_agree_with_the_rules():
    shapes = MAP.shapes
    for key, (vid, name, duchy, good, main) in D.VILLAGES.items():
        p = shapes[key].props
        assert (p["ref"], p["title"], p["duchy"], p["sells"], p["main_road"]) == \
            (vid, name, duchy, good, main)
        assert shapes[key].kind == "circle"
    for rid, (a, b, cost, main) in D.ROADS.items():
        p = shapes[rid].props
        assert (p["a"], p["b"], p["cost"], p["main_road"]) == (a, b, cost, main)
        ends = shapes[rid].points
        assert len(ends) == 2
        for end, node in zip(ends, (a, b)):
            centre = shapes[node].rect.center
            assert abs(end[0] - centre[0]) <= 1.5 and abs(end[1] - centre[1]) <= 1.5, (rid, node)
    for rid, (boundary, buildings, nobility) in D.REGIONS.items():
        p = shapes[rid].props
        assert (p["buildings"] or "") == ",".join(buildings)
        assert p["nobility"] == nobility
        assert shapes[rid].kind == "polygon" and len(shapes[rid].points) == len(boundary)


def test_positions_keep_the_spec_layout():
    """The map is the spec's map (layout.NODE_XY) under one scale and shift per axis."""
    shapes = MAP.shapes
    pts = {k: shapes[k].rect.center for k in D.NODES}
    a, b = "sealmouth", "brightsea"
    c, e = "greywater", "underfell"
    sx = (pts[b][0] - pts[a][0]) / (L.NODE_XY[b][0] - L.NODE_XY[a][0])
    sy = (pts[e][1] - pts[c][1]) / (L.NODE_XY[e][1] - L.NODE_XY[c][1])
    for k in D.NODES:
        x = pts[a][0] + sx * (L.NODE_XY[k][0] - L.NODE_XY[a][0])
        y = pts[c][1] + sy * (L.NODE_XY[k][1] - L.NODE_XY[c][1])
        assert abs(x - pts[k][0]) <= 1.5 and abs(y - pts[k][1]) <= 1.5, k


def test_market_and_price_table_properties():
    shapes = MAP.shapes
    for n in range(2, 6):
        usable = set(D.usable_spaces(n))
        on_map = {s for s in D.SPACE_ORDER if shapes[s].props["min_players"] <= n}
        assert on_map == usable, n
    for sid, sp in D.SPACES.items():
        p = shapes[sid].props
        assert (p["kind"], p["cost"], p["lanes"], p["stalls"]) == \
            (sp["kind"], sp["cost"], ",".join(sp["lanes"]), ",".join(sp["stalls"]))
        assert shapes[sid].kind == "circle"
    for stall in D.STALLS:
        p = shapes[stall].props
        assert (p["row"], p["col"]) == (int(stall[1]), int(stall[2]))
    for good in D.GOODS:
        for k in range(4):
            assert shapes[D.slot_id(good, k)].props["value"] == D.SLOT_VALUES[k]
        for price in D.PRICES:
            assert shapes[D.price_cell_id(good, price)].props["end_value"] == D.end_value(price)
    for k, value in enumerate(D.NOBILITY_VALUES):
        assert shapes[D.nobility_id(k)].props["value"] == value


def test_the_committed_map_is_what_the_generator_writes(tmp_path):
    from tools.maps import hermagor_map
    out = hermagor_map.main(tmp_path / "hermagor.tmx")
    assert out.read_text() == pathlib.Path(MAP.path).read_text(), \
        "assets/maps/hermagor.tmx is stale: run python -m tools.maps.hermagor_map"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_nothing_on_the_screen_overlaps(n):
    pygame.font.init()
    cls = adapter_class("hermagor")
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "bot", "simple") for i in range(1, n)]
    adapter = cls(GAME, Setup("hermagor", seats, 1, {}))
    lay = adapter.layout()
    # the generic scene draws a 32-px title band above the option list and the log
    framed = {key: pygame.Rect(r.x - 6, r.y - 32, r.w + 12, r.h + 38) if key in ("options", "log")
              else pygame.Rect(r) for key, r in lay.items() if key != "board"}
    areas = {"map": adapter.map_area, "market": adapter.market_area,
             "price_table": adapter.price_area,
             **{f"panel:{s}": adapter.panel_rect(s) for s in range(n)}, **framed}
    screen = pygame.Rect(0, 0, 1600, 900)
    for name, rect in areas.items():
        assert screen.contains(rect), name
    for (a, ra), (b, rb) in itertools.combinations(areas.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb}"
    assert lay["options"].h >= 200
    # every village marker, name and region medallion lies inside the map area
    for key in D.VILLAGE_ORDER:
        assert adapter.map_area.contains(adapter.label_rect(key)), key
    for rid in D.REGION_ORDER:
        assert adapter.map_area.contains(adapter.medallion_rect(rid)), rid


def test_no_trading_post_stands_on_a_region_medallions_name():
    """A village's posts (1 to 5 of them) leave every region medallion's name
    ("R11") readable: Fenwick's covered R11's and Eastbrook's R07's (tools/maps/hermagor_map.py
    turns such an arc, clear of the village names too). Icon-only medallions have no name.
    One place has no room: at crowded Yewdale a fourth post touches R07's "R"."""
    from scenes import theme
    pygame.font.init()
    seats = [Seat("Anna"), Seat("Bot 1", "bot", "simple")]
    adapter = adapter_class("hermagor")(GAME, Setup("hermagor", seats, 1, {}))
    adapter.layout()
    bold = theme.font(14, "bold")
    on_names = set()
    for village in D.VILLAGE_ORDER:
        for count in (1, 2, 3, 4, 5):
            for x, y in adapter.post_positions(village, count):
                post = pygame.Rect(round(x) - 8, round(y) - 8, 16, 16)
                for rid in D.REGION_ORDER:
                    if MAP.shapes[rid].props.get("compact"):
                        continue
                    plate = adapter.medallion_rect(rid)
                    name = pygame.Rect(plate.x + 5, plate.y, bold.size(rid)[0] + 4, plate.h)
                    if post.colliderect(name) and (village, rid) != ("yewdale", "R07"):
                        on_names.add((village, count, rid))
    assert not on_names


def test_trading_posts_leave_village_names_and_road_lengths_readable():
    """A village's posts (1 to 5 of them) touch no village name by more than a corner (8 x 8 px
    of its letters) and keep off the digit of every road's length badge: Juniper's,
    Nettlebed's and Kingsholm's posts stood on their own names, Dunmere's on Ashcombe's,
    Fenwick's on a road's length (tools/maps/hermagor_map.py now places each village's arc and
    name together, clear of each other and of what is drawn before them). A fourth and fifth
    post (4-5 players) went on along the arc and covered 12 villages' names; they now stand in
    a second row (layout.post_offsets) that the map keeps clear too. One place has no room:
    at crowded Yewdale a fifth post stands on the first letter of its name."""
    import math
    pygame.font.init()
    seats = [Seat("Anna"), Seat("Bot 1", "bot", "simple")]
    adapter = adapter_class("hermagor")(GAME, Setup("hermagor", seats, 1, {}))
    adapter.layout()
    letters = {v: adapter.label_rect(v).inflate(-4, -4) for v in D.VILLAGE_ORDER}   # no halo
    badges = {rid: (MAP.shapes[rid].props["toll_x"], MAP.shapes[rid].props["toll_y"])
              for rid in D.ROADS}
    on_names, on_badges = [], []
    for village in D.VILLAGE_ORDER:
        for count in (1, 2, 3, 4, 5):
            for x, y in adapter.post_positions(village, count):
                post = pygame.Rect(round(x) - 9, round(y) - 9, 18, 18)    # roof to floor
                for other, rect in letters.items():
                    hit = post.clip(rect)
                    if hit.w * hit.h > 64 and (village, count, other) != ("yewdale", 5, "yewdale"):
                        on_names.append((village, count, other, hit.w * hit.h))
                for rid, (bx, by) in badges.items():
                    near = (min(max(bx, post.left), post.right),
                            min(max(by, post.top), post.bottom))
                    if math.dist(near, (bx, by)) < 3:
                        on_badges.append((village, count, rid))
    assert not on_names
    assert not on_badges
