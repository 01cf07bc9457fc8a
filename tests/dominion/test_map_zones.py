"""The Dominion table map (assets/maps/dominion.tmx) against what the rules can name.

Random playouts (2-4 players, random / drafted / attack-heavy kingdoms, both editions, manual
Treasures) collect every option target and every event zone; each must land on a map object,
and every map object must be reached by one of them (or be one of the two status panels).
"""
import itertools
from functools import lru_cache

import pygame
import pytest

import rules
from rules.core import RandomBot
from saves import Seat, Setup
from scenes.table.adapter import DEFAULT_LAYOUT
from scenes.games import adapter_class
from scenes.games.dominion.adapter import DISPLAY_ONLY, DominionAdapter
from tools.maps import dominion_map

GAME = rules.GAMES["dominion"]
ATTACKS = ["thief", "spy", "bureaucrat", "militia", "moat", "library", "chancellor", "feast",
           "mine", "throne_room"]
BUILDERS = ["remodel", "workshop", "cellar", "chapel", "moneylender", "witch", "adventurer",
            "council_room", "gardens", "festival"]


def adapter(n=3):
    setup = Setup("dominion", [Seat(f"P{i + 1}") for i in range(n)], 1, {})
    return DominionAdapter(GAME, setup)


def light_view(state, seat):
    """What zone_of needs of a view: the seat, the player count and the kingdom."""
    return {"seat": seat, "hand_sizes": [0] * state.num_players, "kingdom": list(state.kingdom)}


def games():
    """(players, seed, variants) of the sample."""
    out = []
    seed = 100
    for n, mode, second, auto in itertools.product(
            (2, 3, 4), ("random", "attacks", "builders", "draft"), (False, True), (True, False)):
        seed += 1
        variants = {"second_edition": second, "auto_treasures": auto}
        if mode in ("attacks", "builders"):
            variants.update(kingdom="custom",
                            custom_kingdom=ATTACKS if mode == "attacks" else BUILDERS)
        else:
            variants["kingdom"] = mode
        out.append((n, seed, variants))
    return out


@lru_cache(maxsize=1)
def playouts():
    """Every (rules target, map object) and (event zone, map object) seen, per viewer."""
    ad = adapter()
    targets, zones, bad_targets, bad_zones = {}, {}, [], []
    for n, seed, variants in games():
        state = GAME.new(n, seed, variants)
        bots = [RandomBot(s, seed * 7 + s) for s in range(n)]
        events = list(state.opening_events())
        while True:
            for e in events:
                for key in ("from", "to"):
                    value = e.data.get(key)
                    for zone in (value if isinstance(value, list) else [value]):
                        if not isinstance(zone, str):
                            continue
                        for viewer in range(n):
                            obj = ad.zone_of(zone, light_view(state, viewer))
                            zones.setdefault(zone.split(":")[0], set()).add(obj)
                            if obj is None:
                                bad_zones.append((e.kind, zone, viewer))
            decision = state.pending()
            if decision is None:
                break
            view = light_view(state, decision.seat)
            for option in decision.options:
                if option.target is None:
                    continue
                obj = ad.zone_of(option.target, view)
                targets.setdefault(option.target.split(":")[0], set()).add(obj)
                if obj is None:
                    bad_targets.append((decision.prompt, option.target, decision.seat))
            choice = bots[decision.seat].choose(state.view(decision.seat), decision)
            events = state.apply(choice.id)
    return targets, zones, bad_targets, bad_zones


def test_the_map_loads_with_one_zone_layer_and_a_kind_on_every_object():
    ad = adapter()
    assert list(ad.map.layers) == ["zones"]
    for name, shape in ad.map.shapes.items():
        assert shape.kind == "rect", name
        assert shape.props.get("kind"), f"{name} has no kind property"
    assert adapter_class("dominion") is DominionAdapter


def test_every_rules_target_lands_on_a_map_object():
    targets, _, bad, _ = playouts()
    assert not bad, bad[:10]
    # every kind of target the README lists turned up in the sample
    assert set(targets) == {"supply", "hand", "trash", "set_aside", "draw_pile"}
    names = set(adapter().map.shapes)
    for kind, objects in targets.items():
        assert objects <= names, (kind, objects - names)


def test_every_event_zone_lands_on_a_map_object():
    _, zones, _, bad = playouts()
    assert not bad, bad[:10]
    assert set(zones) == {"hand", "deck", "discard", "play", "set_aside", "trash", "supply"}
    names = set(adapter().map.shapes)
    for kind, objects in zones.items():
        assert objects <= names, (kind, objects - names)


def test_every_map_object_is_reached_and_nothing_is_unknown():
    targets, zones, _, _ = playouts()
    reached = set().union(*targets.values(), *zones.values()) | {"btn_primary", "btn_secondary"}
    names = set(adapter().map.shapes)
    assert reached <= names
    assert names - reached == set(DISPLAY_ONLY)


def test_a_card_key_never_passes_for_a_seat_and_unknown_ids_are_refused():
    ad = adapter()
    view = {"seat": 0, "hand_sizes": [0, 0, 0], "kingdom": ["smithy"] + ["cellar"] * 9}
    assert ad.zone_of("hand:0", view) == "hand"
    assert ad.zone_of("hand:2", view) == "opponent_2"
    assert ad.zone_of("deck:1", view) == "opponent_1"
    assert ad.zone_of("hand:smithy", view) == "hand"
    assert ad.zone_of("supply:smithy", view) == "kingdom_0"
    assert ad.zone_of("supply:province", view) == "pile_province"
    assert ad.zone_of("supply:witch", view) is None          # not in this kingdom
    assert ad.zone_of("hand:dragon", view) is None
    assert ad.zone_of("moon:1", view) is None


def test_zones_stay_inside_the_table_and_clear_of_the_generic_panels():
    ad = adapter()
    lay = ad.layout()
    board = lay["board"]
    for name, shape in ad.map.shapes.items():
        assert board.contains(shape.rect), f"{name} {shape.rect} leaves the board {board}"
        for key in ("prompt", "options", "log", "buttons"):
            frame = lay[key].inflate(12, 0) if key in ("options", "log") else lay[key]
            if key in ("options", "log"):      # the scene draws a titled frame around both
                frame = pygame.Rect(frame.x, frame.y - 32, frame.w, frame.h + 38)
            assert not shape.rect.colliderect(frame), f"{name} overlaps the {key} panel"
    # zones overlap only where the layout says so (the set-aside overlay over the play area)
    allowed = {frozenset(("set_aside", "play_area"))}
    for (a, sa), (b, sb) in itertools.combinations(ad.map.shapes.items(), 2):
        if frozenset((a, b)) not in allowed:
            assert not sa.rect.colliderect(sb.rect), f"{a} overlaps {b}"
    # the side column keeps the generic default's x so every game's panels line up
    assert lay["options"].x >= DEFAULT_LAYOUT["options"].x


def test_the_committed_map_is_what_the_generator_writes():
    assert dominion_map.OUT.read_text(encoding="utf-8") == dominion_map.tmx()


@pytest.mark.parametrize("n", [2, 3, 4])
def test_opponent_panels_follow_turn_order_after_the_viewer(n):
    ad = adapter(n)
    for me in range(n):
        view = {"seat": me, "hand_sizes": [0] * n, "kingdom": []}
        order = [ad.zone_of(f"hand:{(me + k) % n}", view) for k in range(1, n)]
        assert order == [f"opponent_{k}" for k in range(1, n)]
