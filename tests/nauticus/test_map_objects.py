"""The Tiled map of Nauticus against the rules: the map holds exactly the rules' board ids,
every target of many random playouts has a shape on the screen (fixed map objects and the
ships the scene lays out), the properties agree with the rule data, and the screen areas of
the board scene do not overlap."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from rules.core import RandomBot, Rng
from rules.nauticus import GAME
from rules.nauticus import data as D
from rules.nauticus.bots import SimpleBot
from saves import Seat, Setup
from scenes.table.tmx import BoardMap
from scenes.games import adapter_class, map_path
from scenes.games.nauticus.adapter import DONE

MAP = BoardMap(map_path(GAME))
DYNAMIC_KINDS = ("ship_new", "ship", "slot", "front", "back")


def adapter_for(n: int):
    setup = Setup("nauticus", [Seat(f"P{i}") for i in range(n)], 1, {})
    return adapter_class("nauticus")(GAME, setup)


def playout_targets(n: int, seed: int, variants: dict, check=None) -> set:
    """Every option target of a seeded playout (random and simple bots mixed)."""
    rng = Rng(seed)
    bots = [(SimpleBot if (s + seed) % 2 else RandomBot)(s, rng.below(10 ** 6))
            for s in range(n)]
    state = GAME.new(n, seed, variants)
    targets = set()
    while (decision := state.pending()) is not None:
        targets.update(o.target for o in decision.options if o.target)
        if check is not None:
            check(state, decision)
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    return targets


def kind_of(target: str) -> str:
    if target.startswith("p") and target[1].isdigit():
        rest = target.split("_", 1)[1]
        if rest == "ship_new":
            return "ship_new"
        if rest.startswith("ship"):
            parts = rest.split("_")
            return "ship" if len(parts) == 1 else parts[1].rstrip("0123456789")
        return rest.rstrip("0123456789").rstrip("_")
    if target.startswith(("S", "supply_", "rw_")):
        return target.split("_")[0] if target.startswith("rw_") else \
            ("tile" if target.startswith("S") else "supply")
    return target


def test_the_map_is_registered_and_loads():
    assert adapter_class("nauticus").__name__ == "NauticusAdapter"
    assert MAP.path.name == "nauticus.tmx"
    assert set(MAP.layers) == {"board", "spaces", "vp_track", "supply", "players"}
    assert MAP.tmx.width * MAP.tmx.tilewidth == 1600 and MAP.tmx.height * MAP.tmx.tileheight == 896


def test_the_map_holds_exactly_the_rules_board_ids():
    names = set(MAP.names())
    ids = set(D.board_object_ids(4))
    assert len(MAP.names()) == len(names), "a name is used twice"
    assert ids - names == set(), f"rules ids without a map object: {sorted(ids - names)}"
    assert names - ids == set(), f"map objects the rules do not know: {sorted(names - ids)}"


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_target_of_random_playouts_has_a_shape_on_the_screen(n):
    """Both directions: every static target is a map object, every dynamic one (ships, slots,
    open ends, the new-ship berth) is laid out by the scene for the deciding seat; and the
    playouts reach every kind of target."""
    adapter = adapter_for(n)
    names = set(MAP.names())
    kinds = set()
    missing = set()

    def check(state, decision):
        view = state.view(decision.seat)
        shapes = None
        for option in decision.options:
            target = adapter.target_of(option)
            if target is None:
                continue
            kinds.add(kind_of(target))
            dynamic = kind_of(target) in DYNAMIC_KINDS
            if target == DONE or dynamic:
                if shapes is None:
                    shapes = adapter.target_shapes(view)
                if target not in shapes:
                    missing.add(target)
            elif target not in names:
                missing.add(target)
    static = set()
    for k in range(3 if n == 3 else 2):
        variants = {"first_player": "random" if k % 2 else "seat0",
                    "component_limits": "unlimited_tiles" if k == 2 else "published"}
        static |= {t for t in playout_targets(n, 70 + 10 * n + k, variants, check)
                   if kind_of(t) not in DYNAMIC_KINDS}
    assert not missing, f"targets without a shape: {sorted(missing)[:20]}"
    assert static <= names
    wanted = {"tile", "supply", "rw", "pass", "extra", "taler", "vp_badge", "warehouse",
              "ship", "slot", "ship_new", "back", DONE}
    assert wanted <= kinds, f"kinds never reached: {sorted(wanted - kinds)}"


def test_front_attachments_are_reached_and_laid_out():
    """A middle part can go in front of a ship: the rarer target, found on purpose."""
    from tests.nauticus.test_scene_support import find_position
    _seed, state = find_position(3, lambda d, s: any(o.target and o.target.endswith("_front")
                                                    for o in d.options), bots="random")
    adapter = adapter_for(3)
    decision = state.pending()
    shapes = adapter.target_shapes(state.view(0))
    for option in decision.options:
        assert option.target in shapes, option.target


def test_space_and_stack_properties_agree_with_the_rules():
    shapes = MAP.shapes
    cx, cy = MAP.properties["ring_cx"], MAP.properties["ring_cy"]
    for i, sid in enumerate(D.SPACE_IDS, start=1):
        p = shapes[sid].props
        assert p["index"] == i and p["bonus"] == D.SPACES[sid]["bonus"]
        assert [int(v) for v in p["price_row"].split(",")] == D.SPACES[sid]["price_row"]
        assert p["angle_deg"] == -90 + 45 * (i - 1)
        # the space really lies at its angle round the ring, clockwise from the top
        x, y = shapes[sid].rect.center
        angle = math.degrees(math.atan2(y - cy, x - cx))
        assert abs((angle - p["angle_deg"] + 180) % 360 - 180) < 3, (sid, angle)
        for j in range(4):
            cell = shapes[f"{sid}_price_{j + 1}"]
            assert cell.props["price"] == D.SPACES[sid]["price_row"][j]
            assert shapes[sid].rect.contains(cell.rect)
        assert shapes[sid].rect.contains(shapes[f"{sid}_tile"].rect)
        assert shapes[f"{sid}_bonus"].kind == "circle"
        assert shapes[f"{sid}_blue"].kind == "circle"
    for j in range(8):
        assert shapes[f"wheel_seg_{j}"].props["blue"] == D.WHEEL[j]
    for tile in D.TILE_ORDER:
        p = shapes[f"supply_{tile}"].props
        assert p["tile"] == tile and p["stock"] == D.STOCK[tile]
    for n in range(100):
        assert shapes[f"vp_{n}"].props["vp"] == n
    for k in range(4):
        for c in range(D.WAREHOUSE_CAPACITY):
            assert shapes[f"p{k}_warehouse_{c}"].props["cell"] == c
            assert shapes[f"p{k}_warehouse"].rect.contains(shapes[f"p{k}_warehouse_{c}"].rect)


def test_the_screen_areas_do_not_overlap():
    adapter = adapter_for(4)
    a = adapter.area
    areas = {"supply": a["area_supply"], "board": MAP.shapes["board"].rect,
             "home": a["area_home"], "options": a["ui_options"].inflate(12, 38).move(0, -16),
             "log": a["ui_log"].inflate(12, 38).move(0, -16), "buttons": a["ui_buttons"],
             "prompt": a["ui_prompt"]}
    for k in (1, 2, 3):
        areas[f"panel_{k}"] = a[f"panel_{k}"]
    for (na, ra), (nb, rb) in itertools.combinations(areas.items(), 2):
        assert not ra.colliderect(rb), f"{na} {ra} overlaps {nb} {rb}"
    screen = pygame.Rect(0, 0, 1600, 900)
    for name, rect in areas.items():
        assert screen.contains(rect), name
    # every seat object lies inside its area (home or panel), the rewards inside the supply
    for name, shape in MAP.shapes.items():
        if name.startswith("p") and name[1].isdigit():
            k = int(name[1])
            area = a["area_home"] if k == 0 else a[f"panel_{k}"]
            assert area.contains(shape.rect), name
        if name.startswith(("supply_", "rw_")):
            assert a["area_supply"].contains(shape.rect), name
    # nothing of the ring leaves the board, and the spaces do not touch each other
    board = MAP.shapes["board"].rect
    ring = [MAP.shapes[s].rect for s in D.SPACE_IDS]
    for r in ring:
        assert board.contains(r)
    for ra, rb in itertools.combinations(ring, 2):
        assert not ra.colliderect(rb)
    assert a[DONE].colliderect(MAP.shapes["p0_shipyard"].rect) is False
