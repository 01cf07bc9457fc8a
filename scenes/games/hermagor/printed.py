"""Hermagor's printed board: the map (sea, the duchies' land and regions, the coast, rivers, roads
with bridges and tolls), the regions' medallions, the villages, the city, and the frames of the
market and the price table, drawn once per scale (and language) into the static layer.

`Printed` is the adapter's half that draws it (a mixin of HermagorAdapter, as `Motion` is of
Dominion's), kept apart so the adapter holds what changes with a view: the pieces, the hover,
the highlights and the hit tests (which ask it where a medallion or a village's label stands).
"""
from __future__ import annotations

import math

import pygame
from scenes import gfx

from rules.hermagor import data as D
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _
from scenes.table import layers
from scenes.table.palette import SEA_BOTTOM, SEA_TOP

from . import art as art

DUCHY_RGB = {"north": (170, 182, 128), "southwest": (204, 180, 126), "east": (142, 178, 156)}
DUCHY_NAMES = {"north": N_("NORTH DUCHY"), "southwest": N_("SOUTHWEST DUCHY"), "east": N_("EAST DUCHY")}
ROAD_EDGE, ROAD_FILL = (98, 78, 54), (230, 214, 174)
MAIN_EDGE, MAIN_FILL = (74, 46, 20), (238, 196, 92)
RIVER_DARK, RIVER_LIGHT = (48, 100, 150), (104, 166, 214)
PLAZA = (58, 52, 47)
LANE = (86, 78, 68)
SLOT_GREEN = (44, 118, 72)
# a region pill's shifts off what it would cover, the nearest first (sideways before up or down)
_SHIFT_X, _SHIFT_Y = 60, 30
_SHIFTS = sorted(((dx, dy) for dx in range(-_SHIFT_X, _SHIFT_X + 1, 3)
                  for dy in range(-_SHIFT_Y, _SHIFT_Y + 1, 3)),
                 key=lambda s: abs(s[0]) + 2 * abs(s[1]))


def pill_rect(medallion: pygame.Rect, count: int) -> pygame.Rect:
    """The pill under a region's medallion that shows `count` enclosers' shapes."""
    pill = pygame.Rect(0, 0, 8 + 15 * count, 18)
    pill.midtop = (medallion.centerx, medallion.bottom - 3)
    return pill


_MEDALLIONS: dict = {}      # (map, scale, region) -> where its pill stands (medallion_rect)


class Printed:
    """The static layer of HermagorAdapter (see the module docstring). It reads what the adapter
    found on the map (`xy`, `coast`, the areas, `space_center`, `post_positions`) and leaves
    `river_curves` and `toll_xy` for it."""

    def build_static(self) -> pygame.Surface:
        surface = gfx.Surface(theme.SCREEN)
        surface.blit(theme.backdrop(), (0, 0))
        self._draw_map(surface)
        self._draw_market_frame(surface)
        self._draw_price_frame(surface)
        return layers.opaque(surface)

    def _draw_map(self, surface) -> None:
        area = self.map_area
        sea = theme.vertical_gradient(area.size, SEA_TOP, SEA_BOTTOM)
        rng = _Lcg(7)
        for _wave in range(90):
            x, y = rng.below(area.w), rng.below(area.h)
            w = 10 + rng.below(16)
            gfx.draw.arc(sea, (70, 118, 146), (x, y, w, 6), 0.3, 2.8, 1)
        surface.blit(sea, area.topleft)
        # land: the three duchies, cut to the coast
        land = gfx.Surface(area.size, pygame.SRCALPHA)
        off = (-area.x, -area.y)

        def local(points):
            return [(x + off[0], y + off[1]) for x, y in points]
        for duchy in D.DUCHIES:
            gfx.draw.polygon(land, (*DUCHY_RGB[duchy], 255),
                             local(self.map.shapes[f"duchy:{duchy}"].points))
        # regions: alternate light and shade so neighbouring fields read apart
        shades = [(255, 255, 255, 30), (0, 0, 0, 16), (255, 255, 255, 12), (0, 0, 0, 30)]
        for rid, k in self._region_colouring().items():
            # each shade on a surface of its region's size (a whole-map one each cost more
            # than the rest of the map)
            land.blit(*art.polygon_surface(local(self.map.shapes[rid].points), shades[k]))
        mask = gfx.Surface(area.size, pygame.SRCALPHA)
        gfx.draw.polygon(mask, (255, 255, 255, 255), local(self.coast))
        land.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        # the beach and the coastline
        gfx.draw.polygon(surface, (226, 208, 160), self.coast, 0)
        gfx.draw.polygon(surface, (60, 98, 120), self.coast, 9)
        surface.blit(land, area.topleft)
        gfx.draw.lines(surface, (222, 204, 152), True, self.coast, 3)
        gfx.draw.lines(surface, (70, 60, 44), True, self.coast, 1)
        # duchy captions in the sea
        for duchy in D.DUCHIES:
            props = self.map.shapes[f"duchy:{duchy}"].props
            label = theme.halo_text(_(DUCHY_NAMES[duchy]), 18,
                                  theme.shade(DUCHY_RGB[duchy], 1.25), (22, 40, 56))
            spot = label.get_rect(center=(round(props["label_x"]), round(props["label_y"])))
            surface.blit(label, spot.clamp(area.inflate(-8, -8)))   # a longer name stays in view
        # rivers
        self.river_curves = {}
        for rid in ("river_ne", "river_w", "river_se"):
            curve = art.catmull_rom(self.map.shapes[rid].points, 12)
            self.river_curves[rid] = curve
            gfx.draw.lines(surface, RIVER_DARK, False, curve, 10)
            gfx.draw.lines(surface, RIVER_LIGHT, False, curve, 5)
            for p in curve[::4]:
                gfx.draw.circle(surface, RIVER_DARK, p, 4)
            gfx.draw.lines(surface, RIVER_LIGHT, False, curve, 5)
        # roads: normal ones, then the main road on top; bridges where rivers cross
        self.toll_xy = {}
        for main in (False, True):
            for rid, (a, b, _cost, is_main) in D.ROADS.items():
                if is_main != main:
                    continue
                props = self.map.shapes[rid].props
                pa, pb = self.xy[a], self.xy[b]
                if "bridge_x" in props:
                    p = (props["bridge_x"], props["bridge_y"])
                    d = unit_vector(pa, pb)
                    q0 = (p[0] - d[0] * 12, p[1] - d[1] * 12)
                    q1 = (p[0] + d[0] * 12, p[1] + d[1] * 12)
                    gfx.draw.line(surface, (60, 52, 46), q0, q1, 19 if main else 15)
                    gfx.draw.line(surface, (158, 148, 134), q0, q1, 15 if main else 11)
                if main:
                    gfx.draw.line(surface, MAIN_EDGE, pa, pb, 12)
                    gfx.draw.line(surface, MAIN_FILL, pa, pb, 8)
                    theme.dashed_line(surface, pa, pb, (255, 244, 210), 6, 6)
                else:
                    gfx.draw.line(surface, ROAD_EDGE, pa, pb, 7)
                    gfx.draw.line(surface, ROAD_FILL, pa, pb, 3)
        # region medallions (buildings or the nobility crown) under the road costs: a pill
        # never hides a cost (issue 11.5); where it can it moves off them (_clear_of_marks)
        for rid in D.REGION_ORDER:
            self._draw_medallion(surface, rid)
        for rid, (a, b, cost, main) in D.ROADS.items():
            props = self.map.shapes[rid].props
            c = (props["toll_x"], props["toll_y"])
            self.toll_xy[rid] = c
            fill = (252, 226, 140) if main else (250, 244, 228)
            gfx.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 1.5), 10)
            gfx.draw.circle(surface, fill, c, 10)
            gfx.draw.circle(surface, art.INK, c, 10, 1)
            theme.blit_center(surface, theme.render(str(cost), 15, art.INK, "bold"),
                            (c[0], c[1] + 0.5))
        # villages and the city
        for key in D.VILLAGE_ORDER:
            self._draw_village(surface, key)
        self._draw_city(surface)

    def _region_colouring(self) -> dict:
        edges = {}
        for rid in D.REGION_ORDER:
            b = D.REGIONS[rid][0]
            for i in range(len(b)):
                edges.setdefault(frozenset((b[i], b[(i + 1) % len(b)])), []).append(rid)
        neighbours = {r: set() for r in D.REGION_ORDER}
        for regions in edges.values():
            for r in regions:
                neighbours[r].update(x for x in regions if x != r)
        colour = {}
        for rid in D.REGION_ORDER:
            used = {colour[n] for n in neighbours[rid] if n in colour}
            colour[rid] = next(k for k in range(4) if k not in used)
        return colour

    def medallion_rect(self, rid: str) -> pygame.Rect:
        """Where a region's pill stands: found once per map and scale (the static layer and every
        frame ask; each table used to search ~900 shifts a region again)."""
        key = (str(self.map.path), gfx.scale(), rid)
        cached = _MEDALLIONS
        if key not in cached:
            props = self.map.shapes[rid].props
            count = max(1, len(D.REGION_BUILDINGS[rid]))
            w = 26 if props.get("compact") else \
                theme.font(14, "bold").size(rid)[0] + 14 + 24 * count
            rect = pygame.Rect(0, 0, w, 26)
            rect.center = (round(props["label_x"]), round(props["label_y"]))
            cached[key] = self._clear_of_marks(rect)
        return pygame.Rect(cached[key])

    def _clear_of_marks(self, rect: pygame.Rect) -> pygame.Rect:
        """A region's pill nudged off the road costs and villages it would cover (issue 11.5):
        the nearest shift, sideways first, that leaves every cost and village readable, with
        the enclosers' pill under it (room for three) off them and off all five trading posts."""
        marks = [(self.map.shapes[r].props["toll_x"], self.map.shapes[r].props["toll_y"], 11)
                 for r in D.ROADS]
        marks += [(x, y, 17) for x, y in self.xy.values()]
        marks += [(x, y, 9) for v in D.VILLAGE_ORDER for x, y in self.post_positions(v, 5)]

        labels = [self.label_rect(key) for key in D.VILLAGE_ORDER]
        # only what some shift could reach is checked (each of ~900 shifts tried in turn)
        reach = rect.union(pill_rect(rect, 3)).inflate(2 * (_SHIFT_X + 17), 2 * (_SHIFT_Y + 17))
        marks = [(x, y, m) for x, y, m in marks if reach.collidepoint(x, y)]
        labels = [r for r in labels if reach.colliderect(r)]

        def clear(r):
            pill = pill_rect(r, 3)
            return all(not r.inflate(2 * m, 2 * m).collidepoint(x, y)
                       and not pill.inflate(2 * m, 2 * m).collidepoint(x, y)
                       for x, y, m in marks) \
                and r.collidelist(labels) < 0 and pill.collidelist(labels) < 0
        return next((rect.move(s) for s in _SHIFTS if clear(rect.move(s))), rect)

    def _draw_medallion(self, surface, rid: str) -> None:
        rect = self.medallion_rect(rid)
        plate = gfx.Surface(rect.size, pygame.SRCALPHA)
        gfx.draw.rect(plate, (34, 28, 22, 165), plate.get_rect(), border_radius=13)
        surface.blit(plate, rect)
        if self.map.shapes[rid].props.get("compact"):
            b = D.REGION_BUILDINGS[rid]
            token = art.building_token(b[0], 11) if b else art.crown_token(11)
            theme.blit_center(surface, token, rect.center)
            return
        label = theme.render(rid, 14, (246, 236, 210), "bold")
        surface.blit(label, label.get_rect(midleft=(rect.x + 7, rect.centery)))
        x = rect.x + 7 + label.get_width() + 4
        buildings = D.REGION_BUILDINGS[rid]
        for i, b in enumerate(buildings or [None]):
            token = art.building_token(b, 11) if b else art.crown_token(11)
            theme.blit_center(surface, token, (x + 12 + 24 * i, rect.centery))

    def _draw_village(self, surface, key: str) -> None:
        cx, cy = self.xy[key]
        props = self.map.shapes[key].props
        good = D.SELLS[key]
        if props.get("main_road"):
            gfx.draw.circle(surface, MAIN_EDGE, (cx, cy), 19)
            gfx.draw.circle(surface, art.GOLD, (cx, cy), 17)
        gfx.draw.circle(surface, (0, 0, 0), (cx + 1, cy + 2), 15)
        gfx.draw.circle(surface, art.CREAM, (cx, cy), 15)
        gfx.draw.circle(surface, art.INK, (cx, cy), 15, 2)
        icon = art.icon_tinted(f"good.{good}", 21, art.GOOD_RGB[good])
        if icon is not None:
            theme.blit_center(surface, icon, (cx, cy))
        label = theme.halo_text(D.VILLAGE_NAMES[key], 15, (252, 248, 236), (30, 26, 20), "bold", 2)
        theme.blit_center(surface, label, (cx + props["label_dx"], cy + props["label_dy"]))

    def label_rect(self, key: str) -> pygame.Rect:
        cx, cy = self.xy[key]
        label = theme.halo_text(D.VILLAGE_NAMES[key], 15, (252, 248, 236), (30, 26, 20), "bold", 2)
        rect = label.get_rect()
        props = self.map.shapes[key].props
        rect.center = (round(cx + props["label_dx"]), round(cy + props["label_dy"]))
        return rect

    def _draw_city(self, surface) -> None:
        cx, cy = self.xy[D.CITY]
        gfx.draw.circle(surface, (0, 0, 0), (cx + 2, cy + 3), 25)
        gfx.draw.circle(surface, MAIN_EDGE, (cx, cy), 26)
        gfx.draw.circle(surface, art.GOLD, (cx, cy), 24)
        gfx.draw.circle(surface, (96, 86, 78), (cx, cy), 21)
        icon = art.icon_tinted("hermagor.city", 30, (250, 236, 200))
        if icon is not None:
            theme.blit_center(surface, icon, (cx, cy - 1))

    def _draw_market_frame(self, surface) -> None:
        area = self.market_area
        theme.panel(surface, area, PLAZA, radius=10, edge=(96, 86, 74))
        # lanes between the stalls
        for k in range(1, 5):
            y = self.space_center(f"h{k}1")[1]
            gfx.draw.rect(surface, LANE, (area.x + 4, y - 10, area.w - 8, 20), border_radius=8)
        for j in range(1, 4):
            x = self.space_center(f"v{j}1")[0]
            top = self.map.shapes["S11"].rect.y - 4
            bottom = self.map.shapes["S51"].rect.bottom + 4
            gfx.draw.rect(surface, LANE, (x - 10, top, 20, bottom - top), border_radius=8)
        for stall in D.STALLS:
            rect = self.map.shapes[stall].rect
            used = stall in self.used_stalls
            base = (128, 100, 72) if used else (72, 64, 58)
            gfx.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=6)
            gfx.draw.rect(surface, base, rect, border_radius=6)
            awning = pygame.Rect(rect.x, rect.y, rect.w, 7)
            stripes = [(176, 60, 52), (236, 226, 200)] if used else [(90, 70, 66), (110, 104, 96)]
            for i in range(0, rect.w, 10):
                gfx.draw.rect(surface, stripes[(i // 10) % 2],
                              (rect.x + i, rect.y, min(10, rect.w - i), 7),
                              border_top_left_radius=6 if i == 0 else 0,
                              border_top_right_radius=6 if i + 10 >= rect.w else 0)
            gfx.draw.rect(surface, (40, 30, 22), rect, 1, border_radius=6)
            del awning
        for sid in D.SPACE_ORDER:
            c = self.space_center(sid)
            cost = D.SPACES[sid]["cost"]
            if sid in self.usable:
                fill = {2: (238, 230, 206), 3: (246, 214, 140), 4: (240, 170, 90),
                        5: (226, 120, 70)}[cost]
                gfx.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), 12)
                gfx.draw.circle(surface, fill, c, 12)
                edge = art.INK if D.SPACES[sid]["kind"] == "side" else (110, 40, 20)
                gfx.draw.circle(surface, edge, c, 12,
                                2 if D.SPACES[sid]["kind"] != "side" else 1)
                theme.blit_center(surface, theme.render(str(cost), 16, art.INK, "bold"),
                                (c[0], c[1] + 0.5))
            else:
                gfx.draw.circle(surface, (70, 64, 58), c, 9)
                gfx.draw.circle(surface, (50, 44, 40), c, 9, 1)
        # rows not used with this player count
        unused_rows = sorted({int(s[1]) for s in D.STALLS if s not in self.used_stalls})
        for row in unused_rows:
            first = self.map.shapes[f"S{row}1"].rect
            last = self.map.shapes[f"S{row}4"].rect
            band = pygame.Rect(first.x - 2, first.y - 2, last.right - first.x + 4, first.h + 4)
            veil = gfx.Surface(band.size, pygame.SRCALPHA)
            veil.fill((20, 18, 16, 150))
            surface.blit(veil, band)
            theme.text(surface, _("row {row}: not used with {n} players").format(row=row, n=self.n),
                       band.center, 16, (190, 180, 166), "italic", anchor="center",
                       max_width=band.w - 8, ui=True)

    def _draw_price_frame(self, surface) -> None:
        area = self.price_area
        theme.panel(surface, area, (48, 44, 40), radius=10, edge=(96, 86, 74))
        head = self.price_head_y
        slots_x = (self.map.shapes["slot:corn:0"].rect.x
                   + self.map.shapes["slot:corn:3"].rect.right) / 2
        # the two captions at the UI scale, within the slots' columns (the prices beside them)
        slots_w = (self.map.shapes["slot:corn:3"].rect.right
                   - self.map.shapes["slot:corn:0"].rect.x)
        theme.text(surface, _("production"), (slots_x, head + 9), 18, (150, 210, 160), "italic",
                   anchor="center", max_width=slots_w, ui=True)
        for p in D.PRICES:
            r = self.map.shapes[D.price_cell_id("corn", p)].rect
            theme.blit_center(surface, theme.render(str(p), 18, (246, 236, 210), "bold"),
                            (r.centerx, head + 9))
            theme.blit_center(surface, theme.render(str(D.end_value(p)), 18, (240, 110, 96), "bold"),
                            (r.centerx, head + 29))
        theme.text(surface, _("end value"), (slots_x, head + 29), 18, (240, 110, 96), "italic",
                   anchor="center", max_width=slots_w, ui=True)
        for i, good in enumerate(D.GOODS):
            row = self.map.shapes[D.slot_id(good, 0)].rect
            band = pygame.Rect(area.x + 4, row.y - 1, area.w - 8, row.h + 2)
            gfx.draw.rect(surface, (58, 54, 50) if i % 2 == 0 else (52, 48, 44), band,
                          border_radius=5)
            theme.blit_center(surface, art.good_token(good, 11), (self.token_x + 17, row.centery))
            for k in range(4):
                r = self.map.shapes[D.slot_id(good, k)].rect
                if k in self.slots:
                    gfx.draw.rect(surface, SLOT_GREEN, r, border_radius=5)
                    gfx.draw.rect(surface, (20, 60, 34), r, 1, border_radius=5)
                    theme.blit_center(surface, theme.render(str(D.SLOT_VALUES[k]), 15,
                                                          (220, 250, 226), "bold"), r.center)
                else:
                    gfx.draw.rect(surface, (40, 38, 36), r, border_radius=5)
                    gfx.draw.line(surface, (70, 66, 60), r.topleft, r.bottomright, 1)
            for p in D.PRICES:
                r = self.map.shapes[D.price_cell_id(good, p)].rect
                gfx.draw.rect(surface, (72, 66, 60), r, border_radius=4)
                gfx.draw.rect(surface, (90, 84, 76), r, 1, border_radius=4)
        # the nobility row
        first = self.map.shapes[D.nobility_id(0)].rect
        band = pygame.Rect(area.x + 4, first.y - 1, area.w - 8, first.h + 2)
        gfx.draw.rect(surface, (60, 44, 70), band, border_radius=5)
        theme.blit_center(surface, art.crown_token(11), (self.token_x + 17, first.centery))
        for k, value in enumerate(D.NOBILITY_VALUES):
            r = self.map.shapes[D.nobility_id(k)].rect
            gfx.draw.rect(surface, (112, 70, 132), r, border_radius=5)
            gfx.draw.rect(surface, (40, 20, 50), r, 1, border_radius=5)
            theme.blit_center(surface, theme.render(f"+{value}", 15, (244, 226, 250), "bold"),
                            r.center)


# ---- small helpers -------------------------------------------------------------------------------
class _Lcg:
    def __init__(self, seed: int):
        self.state = seed

    def below(self, n: int) -> int:
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % n


def unit_vector(a, b) -> tuple:
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    return (dx / length, dy / length)
