"""Nauticus pieces drawn with pygame and cached: tiles (hull parts, masts, sails, goods), ships
built from their slots (hull parts joined into one hull with a bow and a stern, masts and sails
stacked with their crests and crowns, cargo under the hull), action tiles, bonus fields, the
wheel, counters and small tokens.

Crest colours follow the spec (G3): whale red, anchor light green, helm brown, compass blue,
crown gold; every crest also has its own icon, so nothing depends on colour alone.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame
from scenes import gfx

from rules.nauticus import data as D
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _, on_change
from scenes.table.palette import (CREAM, GOLD, GOLD_DARK, INK, PARCHMENT,  # noqa: F401
                                  PARCHMENT_DARK, SEA_BOTTOM, SEA_TOP)
from scenes.theme import blit_center, convert, halo_text

NAVY = (30, 52, 86)
BLUE_WORKER = (70, 150, 240)
WOOD_DARK, WOOD, WOOD_LIGHT = (84, 52, 30), (138, 88, 50), (184, 130, 82)
SAIL = (246, 238, 216)
SAIL_SHADE = (214, 200, 170)

CREST_RGB = {"whale": (214, 66, 58), "anchor": (120, 200, 104), "helm": (156, 104, 60),
             "compass": (60, 124, 220), "crown": (240, 194, 64)}
CREST_ICON = {"whale": "nauticus.crest.whale", "anchor": "nauticus.crest.anchor",
              "helm": "nauticus.crest.helm", "compass": "nauticus.crest.compass",
              "crown": "crown"}
GOOD_RGB = {"good_fish": (92, 156, 198), "good_grain": (226, 184, 74),
            "good_coffee": (126, 80, 46), "good_salt": (214, 218, 228)}
GOOD_ICON = {"good_fish": "good.fish", "good_grain": "good.grain",
             "good_coffee": "good.coffee", "good_salt": "good.salt"}
ACTION_ICON = {"act_hull": "nauticus.hull", "act_mast": "nauticus.mast",
               "act_sail": "nauticus.sail", "act_goods": "crate",
               "act_transport": "nauticus.transport", "act_money": "coins",
               "act_deliver": "nauticus.deliver", "act_crowns": "crown"}
ACTION_SHORT = {"act_hull": N_("Hulls"), "act_mast": N_("Masts"), "act_sail": N_("Sails"),
                "act_goods": N_("Goods"), "act_transport": N_("Transport"),
                "act_money": N_("Money"), "act_deliver": N_("Deliver"), "act_crowns": N_("Crowns")}
PAID_RGB = (34, 70, 128)
FREE_RGB = (232, 220, 186)


@lru_cache(maxsize=512)
def icon(role: str, size: int, rgb: tuple = (255, 255, 255)) -> pygame.Surface | None:
    size = max(6, int(size))
    return theme.icon(role, size, tuple(rgb))


def crest_of(tile: str | None) -> str | None:
    return None if tile is None else D.crest_of(tile)


# ---- tokens ----------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def coin(r: int) -> pygame.Surface:
    surf, c = theme.disc_canvas(r, 4)
    gfx.draw.circle(surf, (0, 0, 0, 90), (c[0] + 1, c[1] + 2), r)
    gfx.draw.circle(surf, GOLD_DARK, c, r)
    gfx.draw.circle(surf, GOLD, c, r - 2)
    gfx.draw.circle(surf, (255, 232, 150), (c[0] - r * 0.3, c[1] - r * 0.3), r * 0.35)
    gfx.draw.circle(surf, GOLD_DARK, c, r - 2, 1)
    if r >= 8:
        blit_center(surf, theme.render("T", max(9, int(r * 1.1)), GOLD_DARK, "bold"), c)
    return convert(surf)


@lru_cache(maxsize=64)
def worker(size: int, rgb: tuple = (238, 214, 170)) -> pygame.Surface:
    """A worker: a wooden meeple (beige for own workers, blue for the wheel's)."""
    surf = gfx.Surface((size + 4, size + 4), pygame.SRCALPHA)
    shadow = icon("worker", size, (0, 0, 0))
    body = icon("worker", size, rgb)
    if shadow is not None and body is not None:
        surf.blit(shadow, (3, 3))
        surf.blit(body, (2, 1))
    else:
        gfx.draw.circle(surf, rgb, (size / 2 + 2, size / 3 + 2), size / 5)
        gfx.draw.rect(surf, rgb, (size * 0.25 + 2, size * 0.45, size * 0.5, size * 0.5))
    return convert(surf)


@lru_cache(maxsize=64)
def crown_token(size: int) -> pygame.Surface:
    surf = gfx.Surface((size + 4, size + 4), pygame.SRCALPHA)
    c = ((size + 4) / 2, (size + 4) / 2)
    gfx.draw.circle(surf, GOLD_DARK, c, size / 2 + 1)
    gfx.draw.circle(surf, (255, 224, 120), c, size / 2 - 1)
    ic = icon("crown", int(size * 0.72), (120, 76, 10))
    if ic is not None:
        blit_center(surf, ic, c)
    return convert(surf)


@lru_cache(maxsize=64)
def laurel(size: int, rgb: tuple = GOLD) -> pygame.Surface | None:
    return icon("vp", size, rgb)


# ---- tiles ------------------------------------------------------------------------------------------
def _tile_base(w: int, h: int, fill: tuple, edge: tuple) -> pygame.Surface:
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, min(w, h) // 7)
    gfx.draw.rect(surf, fill, (0, 0, w, h), border_radius=radius)
    band = gfx.Surface((w, max(2, h // 3)), pygame.SRCALPHA)
    gfx.draw.rect(band, (255, 255, 255, 40), band.get_rect(), border_top_left_radius=radius,
                  border_top_right_radius=radius)
    surf.blit(band, (0, 0))
    gfx.draw.rect(surf, edge, (0, 0, w, h), 1 if min(w, h) < 30 else 2,
                  border_radius=radius)
    return surf


def tile_fill(tile: str) -> tuple:
    kind = D.tile_kind(tile)
    if kind == "hull":
        return (196, 222, 234)
    if kind == "good":
        return theme.shade(GOOD_RGB[tile], 1.55)
    if D.crest_of(tile) == "crown":
        return (252, 230, 160)
    return PARCHMENT


@lru_cache(maxsize=1024)
def tile_image(tile: str, w: int, h: int) -> pygame.Surface:
    """One cardboard tile (as in the supply, the warehouse, in hand or flying)."""
    w, h = max(6, int(w)), max(6, int(h))
    kind = D.tile_kind(tile)
    surf = _tile_base(w, h, tile_fill(tile), INK if min(w, h) >= 20 else (60, 54, 48))
    tiny = min(w, h) < 18
    if kind == "hull":
        if tiny:
            gfx.draw.rect(surf, WOOD, (w * 0.15, h * 0.35, w * 0.7, h * 0.4))
        else:
            left = w * (0.26 if tile in ("hull_bow", "hull_single") else 0.16)
            right = w * (0.8 if tile in ("hull_stern", "hull_single") else 0.84)
            if tile == "hull_middle":
                left, right = w * 0.16, w * 0.84
            draw_hull(surf, left, h * 0.42, right - left, h * 0.32, [tile], False, 0)
            for k in range(3):
                gfx.draw.arc(surf, (120, 170, 200), (w * (0.08 + 0.3 * k), h * 0.82, w * 0.22,
                                                       6), 0.2, 2.9, 1)
    elif kind == "mast":
        crest = D.crest_of(tile)
        if tiny:
            gfx.draw.rect(surf, WOOD, (w / 2 - 1.5, h * 0.2, 3, h * 0.72))
            gfx.draw.polygon(surf, CREST_RGB[crest], [(w / 2, h * 0.12), (w * 0.95, h * 0.25),
                                                         (w / 2, h * 0.38)])
        else:
            draw_mast(surf, w / 2, h * 0.1, h * 0.92, min(w, h * 0.5), crest)
    elif kind == "sail":
        crest = D.crest_of(tile)
        if tiny:
            gfx.draw.rect(surf, SAIL, (w * 0.18, h * 0.2, w * 0.64, h * 0.6))
            gfx.draw.rect(surf, CREST_RGB[crest], (w * 0.18, h * 0.2, w * 0.64, h * 0.6), 2)
        else:
            draw_sail(surf, pygame.Rect(w * 0.14, h * 0.14, w * 0.72, h * 0.72), crest)
    else:
        size = int(min(w, h) * 0.74)
        ic = icon(GOOD_ICON[tile], size, theme.shade(GOOD_RGB[tile], 0.45))
        if ic is not None and not tiny:
            blit_center(surf, ic, (w / 2, h / 2))
        else:
            gfx.draw.circle(surf, theme.shade(GOOD_RGB[tile], 0.6), (w / 2, h / 2),
                            min(w, h) * 0.28)
    return convert(surf)


@lru_cache(maxsize=256)
def stack_image(tile: str, w: int, h: int, count: int) -> pygame.Surface:
    """A supply stack: up to three offset tiles, or an empty dashed place."""
    surf = gfx.Surface((w + 6, h + 6), pygame.SRCALPHA)
    if count <= 0:
        rect = pygame.Rect(3, 3, w, h)
        for i in range(0, w + h, 8):
            pass
        gfx.draw.rect(surf, (255, 255, 255, 26), rect, border_radius=6)
        dashed_rect(surf, rect, (200, 200, 210), 6)
        return convert(surf)
    layers = 1 if count == 1 else 2 if count < 6 else 3
    face = tile_image(tile, w, h)
    for i in range(layers - 1, -1, -1):
        off = 3 * (layers - 1 - i)
        shadow = gfx.Surface((w, h), pygame.SRCALPHA)
        gfx.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect(), border_radius=6)
        surf.blit(shadow, (off + 2, off + 3))
        if i == 0:
            surf.blit(face, (off, off))
        else:
            edge = gfx.Surface((w, h), pygame.SRCALPHA)
            gfx.draw.rect(edge, theme.shade(tile_fill(tile), 0.8), edge.get_rect(),
                          border_radius=6)
            gfx.draw.rect(edge, INK, edge.get_rect(), 1, border_radius=6)
            surf.blit(edge, (off, off))
    return convert(surf)


def dashed_rect(surface, rect, rgb, dash: int = 6) -> None:
    theme.dashed_outline(surface, theme.rect_corners(rect), rgb, dash, width=1)


# ---- ships ------------------------------------------------------------------------------------------
def hull_outline(x: float, deck: float, width: float, height: float, hulls: list,
                 open_front: bool, open_back: bool) -> list:
    """The joined hull of a ship as one polygon: bow at the front (left), stern at the back."""
    n = len(hulls)
    W = width / max(1, n)
    left, right = x, x + width
    keel = deck + height
    pts = []
    front = hulls[0]
    back = hulls[-1]
    # the front end
    if front in ("hull_bow", "hull_single"):
        tip = (left - W * 0.2, deck - height * 0.22)
        pts.append(tip)
        for k in range(1, 6):                     # a curved stem down to the keel
            f = k / 5
            px = left - W * 0.2 + (W * 0.5) * (1 - math.cos(f * math.pi / 2)) + W * 0.02 * f
            py = deck - height * 0.22 + (height * 1.22) * math.sin(f * math.pi / 2)
            pts.append((px, py))
        bottom_left = (left + W * 0.32, keel)
    else:
        pts.append((left, deck))
        steps = 5
        for k in range(1, steps):
            pts.append((left + (W * 0.07 if k % 2 else -W * 0.03), deck + height * k / steps))
        bottom_left = (left, keel)
    pts.append(bottom_left)
    # the keel and the back end
    if back in ("hull_stern", "hull_single"):
        if back == "hull_single":
            pts.append((right - W * 0.28, keel))
            for k in range(1, 5):
                f = k / 4
                px = right - W * 0.28 + W * 0.4 * math.sin(f * math.pi / 2)
                py = keel - height * 1.15 * (1 - math.cos(f * math.pi / 2))
                pts.append((px, py))
            pts.append((right + W * 0.12, deck - height * 0.15))
        else:
            pts.append((right - W * 0.08, keel))
            pts.append((right + W * 0.1, deck - height * 0.18))
    else:
        pts.append((right, keel))
        steps = 5
        for k in range(steps - 1, 0, -1):
            pts.append((right + (W * 0.07 if k % 2 else -W * 0.03), deck + height * k / steps))
        pts.append((right, deck))
    # the deck line back to the front (a gentle sheer)
    last = pts[-1]
    if back in ("hull_stern", "hull_single") and last[1] < deck:
        pass
    return pts


def draw_hull(surface, x: float, deck: float, width: float, height: float, hulls: list,
              finished: bool, number: int, seams: bool = True) -> None:
    pts = hull_outline(x, deck, width, height, hulls, False, False)
    n = len(hulls)
    W = width / max(1, n)
    shadow = [(px + 2, py + 3) for px, py in pts]
    gfx.draw.polygon(surface, (0, 0, 0, 70) if surface.get_flags() & pygame.SRCALPHA
                     else (20, 30, 40), shadow)
    gfx.draw.polygon(surface, WOOD, pts)
    # planks: darker lines across the hull, clipped by drawing within the polygon's inner span
    clip = surface.get_clip()
    bounds = pygame.Rect(min(p[0] for p in pts), min(p[1] for p in pts),
                         max(p[0] for p in pts) - min(p[0] for p in pts) + 1,
                         max(p[1] for p in pts) - min(p[1] for p in pts) + 1)
    if height >= 10:
        mask = gfx.Surface(bounds.size, pygame.SRCALPHA)
        local = [(px - bounds.x, py - bounds.y) for px, py in pts]
        gfx.draw.polygon(mask, (255, 255, 255, 255), local)
        art = gfx.Surface(bounds.size, pygame.SRCALPHA)
        band_h = max(3, height * 0.24)
        band_y = deck - bounds.y
        gfx.draw.rect(art, (GOLD if finished else (46, 70, 110)) + (255,),
                      (0, band_y, bounds.w, band_h))
        gfx.draw.rect(art, (*WOOD_LIGHT, 255), (0, band_y - 2, bounds.w, 3))
        for k in range(1, 3):
            y = band_y + band_h + (height - band_h) * k / 3
            gfx.draw.line(art, (*WOOD_DARK, 200), (0, y), (bounds.w, y), 1)
        gfx.draw.rect(art, (*WOOD_DARK, 255), (0, bounds.h - max(2, height * 0.12), bounds.w,
                                                   max(2, height * 0.12)))
        if seams and n > 1:
            for j in range(1, n):
                sx = x + j * W - bounds.x
                gfx.draw.line(art, (*WOOD_DARK, 150), (sx, band_y + band_h), (sx, bounds.h), 1)
        art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        surface.blit(art, bounds.topleft)
    gfx.draw.polygon(surface, WOOD_DARK, pts, 2 if height >= 12 else 1)
    # a rudder behind a stern
    if hulls[-1] == "hull_stern" and height >= 10:
        r = x + width
        gfx.draw.rect(surface, WOOD_DARK, (r + W * 0.02, deck + height * 0.35, W * 0.12,
                                              height * 0.7), border_radius=2)
    if number and height >= 16:
        plate = theme.render(str(number), 15 if height < 26 else 16, INK, "bold")
        cx = x + W * 0.55
        cy = deck + height * 0.62
        gfx.draw.circle(surface, CREAM, (cx, cy), plate.get_height() * 0.55 + 1)
        gfx.draw.circle(surface, WOOD_DARK, (cx, cy), plate.get_height() * 0.55 + 1, 1)
        blit_center(surface, plate, (cx, cy + 0.5))
    surface.set_clip(clip)


def draw_open_end(surface, x: float, deck: float, height: float, W: float) -> None:
    """A faint ghost where an open hull can still grow (drawn under a ghost part if legal)."""
    rect = pygame.Rect(x, deck, W * 0.78, height)
    ghost = gfx.Surface(rect.size, pygame.SRCALPHA)
    gfx.draw.rect(ghost, (255, 255, 255, 22), ghost.get_rect(), border_radius=4)
    surface.blit(ghost, rect)
    dashed_rect(surface, rect, (150, 180, 200), 4)


def draw_mast(surface, cx: float, top: float, bottom: float, W: float, crest: str,
              with_yard: bool = True) -> None:
    pole_w = max(2, W * 0.09)
    gfx.draw.rect(surface, WOOD_DARK, (cx - pole_w / 2 - 1, top, pole_w + 2, bottom - top))
    gfx.draw.rect(surface, WOOD_LIGHT, (cx - pole_w / 2, top, pole_w, bottom - top))
    if with_yard:
        yard_y = top + W * 0.3
        gfx.draw.line(surface, WOOD_DARK, (cx - W * 0.38, yard_y), (cx + W * 0.38, yard_y),
                      max(2, int(W * 0.06)))
    # the pennant with the crest colour
    rgb = CREST_RGB[crest]
    flag = [(cx + pole_w / 2, top), (cx + pole_w / 2 + W * 0.42, top + W * 0.1),
            (cx + pole_w / 2, top + W * 0.2)]
    gfx.draw.polygon(surface, rgb, flag)
    gfx.draw.polygon(surface, theme.shade(rgb, 0.55), flag, 1)
    if crest == "crown":
        ic = icon("crown", max(8, int(W * 0.34)), GOLD_DARK)
        gfx.draw.circle(surface, GOLD, (cx, top - W * 0.02), W * 0.17)
        if ic is not None and W >= 30:
            blit_center(surface, ic, (cx, top - W * 0.02))
    else:
        gfx.draw.circle(surface, rgb, (cx, top), max(2, W * 0.07))


def sail_points(rect: pygame.Rect) -> list:
    x, y, w, h = rect
    pts = [(x + w * 0.06, y)]
    pts.append((x + w * 0.94, y))
    for k in range(1, 6):                         # the leech bulges with the wind
        f = k / 6
        pts.append((x + w * 0.94 + w * 0.08 * math.sin(f * math.pi), y + h * f))
    pts.append((x + w, y + h))
    pts.append((x, y + h))
    for k in range(5, 0, -1):
        f = k / 6
        pts.append((x + w * 0.06 - w * 0.04 * math.sin(f * math.pi), y + h * f))
    return pts


def draw_sail(surface, rect: pygame.Rect, crest: str) -> None:
    rect = pygame.Rect(rect)
    pts = sail_points(rect)
    gfx.draw.polygon(surface, SAIL_SHADE, [(px + 2, py + 2) for px, py in pts])
    gfx.draw.polygon(surface, SAIL, pts)
    if rect.w >= 14:
        for k in (1, 2):
            y = rect.y + rect.h * k / 3
            gfx.draw.line(surface, SAIL_SHADE, (rect.x + 2, y), (rect.right - 1, y), 1)
    rgb = CREST_RGB[crest]
    gfx.draw.polygon(surface, theme.shade(rgb, 0.6) if crest != "crown" else GOLD_DARK, pts,
                     2 if rect.w >= 20 else 1)
    size = int(min(rect.w, rect.h) * 0.64)
    if size >= 9:
        if crest == "crown":
            ic = icon("crown", size, GOLD_DARK)
        else:
            ic = icon(CREST_ICON[crest], size, theme.shade(rgb, 0.8))
        if ic is not None:
            blit_center(surface, ic, rect.center)
    else:
        gfx.draw.circle(surface, rgb, rect.center, max(2, rect.w * 0.22))


# Ship geometry, in units of the slot width W (front = left).
PENNANT = 0.28
MAST = 1.72
HULL_H = 0.6
CARGO_GAP = 0.1
CARGO = 0.62
SHIP_H = PENNANT + MAST + HULL_H + CARGO_GAP + CARGO          # 3.32
END_OPEN = 0.86           # room kept at an open end for the part that may come
END_CLOSED = 0.3          # the bow's and the stern's overhang


def ship_units(ship: dict) -> float:
    slots = ship["slots"]
    front, back = slots[0]["hull"], slots[-1]["hull"]
    closed = ship.get("closed", False)
    open_front = not closed and front not in ("hull_bow", "hull_single")
    open_back = not closed and back not in ("hull_stern", "hull_single")
    return ((END_OPEN if open_front else END_CLOSED) + len(slots)
            + (END_OPEN if open_back else END_CLOSED))


class ShipGeom:
    """Where one ship's parts are on screen (x, y = its top-left, W = slot width)."""

    def __init__(self, ship: dict, x: float, y: float, W: float):
        slots = ship["slots"]
        self.ship = ship
        self.W = W
        self.n = len(slots)
        front, back = slots[0]["hull"], slots[-1]["hull"]
        closed = ship.get("closed", False)
        self.open_front = not closed and front not in ("hull_bow", "hull_single")
        self.open_back = not closed and back not in ("hull_stern", "hull_single")
        self.x0 = x + (END_OPEN if self.open_front else END_CLOSED) * W
        self.top = y
        self.deck = y + (PENNANT + MAST) * W
        self.keel = self.deck + HULL_H * W
        self.cargo_top = self.keel + CARGO_GAP * W
        self.width = ship_units(ship) * W
        self.rect = pygame.Rect(round(x), round(y), round(self.width), round(SHIP_H * W))

    def slot_x(self, j: int) -> float:
        return self.x0 + j * self.W

    def mast_rect(self, j: int) -> pygame.Rect:
        """The column above slot j (the target for a mast or a sail)."""
        W = self.W
        return pygame.Rect(round(self.slot_x(j) + 0.06 * W), round(self.top),
                           round(0.88 * W), round(self.deck - self.top + 0.1 * W))

    def cargo_rect(self, j: int) -> pygame.Rect:
        W = self.W
        return pygame.Rect(round(self.slot_x(j) + 0.1 * W), round(self.cargo_top),
                           round(0.8 * W), round(CARGO * W))

    def hull_rect(self, j: int) -> pygame.Rect:
        return pygame.Rect(round(self.slot_x(j)), round(self.deck), round(self.W),
                           round(HULL_H * self.W))

    def slot_rect(self, j: int) -> pygame.Rect:
        return pygame.Rect(round(self.slot_x(j)), round(self.top), round(self.W),
                           round(SHIP_H * self.W))

    def end_rect(self, end: str) -> pygame.Rect:
        """The ghost place of a hull part attached at the front or the back."""
        W = self.W
        if end == "front":
            x = self.x0 - END_OPEN * W + 0.04 * W
        else:
            x = self.x0 + self.n * W + 0.04 * W
        return pygame.Rect(round(x), round(self.deck - 0.35 * W), round(0.78 * W),
                           round((HULL_H + 0.7) * W))

    def part_center(self, j: int, kind: str) -> tuple:
        """Where a tile of this kind sits on slot j (mover destinations)."""
        W = self.W
        cx = self.slot_x(j) + W / 2
        if kind == "hull":
            return (cx, self.deck + HULL_H * W / 2)
        if kind == "mast":
            return (cx, self.top + (PENNANT + MAST) * W / 2)
        if kind == "sail":
            return (cx, self.top + PENNANT * W + 0.3 * W + 0.55 * W)
        return (cx, self.cargo_top + CARGO * W / 2)

    def tile_size(self, kind: str) -> tuple:
        """The size a flying tile takes to land as this part."""
        W = self.W
        if kind == "mast":
            return (0.7 * W, (PENNANT + MAST) * W)
        if kind == "sail":
            return (0.84 * W, 1.1 * W)
        if kind == "hull":
            return (W, HULL_H * W * 1.5)
        return (0.8 * W, CARGO * W)


def draw_ship(surface, geom: ShipGeom, number: int, hide_cargo: bool = False,
              ghost_ends: bool = True) -> None:
    ship = geom.ship
    slots = ship["slots"]
    W = geom.W
    finished = ship.get("finished", False)
    # open ends: a faint place where the hull can grow
    if ghost_ends:
        if geom.open_front:
            draw_open_end(surface, geom.end_rect("front").x, geom.deck, HULL_H * W, W)
        if geom.open_back:
            draw_open_end(surface, geom.end_rect("back").x, geom.deck, HULL_H * W, W)
    # masts and sails
    for j, slot in enumerate(slots):
        if slot["mast"] is None:
            continue
        cx = geom.slot_x(j) + W / 2
        crest = D.crest_of(slot["mast"])
        draw_mast(surface, cx, geom.top + PENNANT * W, geom.deck + 2, W, crest)
    for j, slot in enumerate(slots):
        if slot["sail"] is None:
            continue
        cx = geom.slot_x(j) + W / 2
        yard = geom.top + PENNANT * W + 0.3 * W
        rect = pygame.Rect(round(cx - 0.4 * W), round(yard + 1), round(0.8 * W),
                           round(geom.deck - yard - 0.3 * W))
        draw_sail(surface, rect, D.crest_of(slot["sail"]))
    # the hull
    draw_hull(surface, geom.x0, geom.deck, geom.n * W, HULL_H * W,
              [s["hull"] for s in slots], finished, number if W >= 30 else 0)
    # cargo under the hull
    if not hide_cargo:
        for j, slot in enumerate(slots):
            if slot["good"] is not None:
                r = geom.cargo_rect(j)
                surface.blit(tile_image(slot["good"], r.w, r.h), r)
    # empty cargo places of a finished ship: small dots, so "fully loaded" can be read
    if finished:
        for j, slot in enumerate(slots):
            if slot["good"] is None:
                r = geom.cargo_rect(j).inflate(-6, -6)
                gfx.draw.rect(surface, (90, 130, 160), r, 1, border_radius=3)


_SHIPS: dict = {}
SHIP_PAD = 8


def ship_image(ship: dict, W: float, number: int, hide_cargo: bool = False) -> pygame.Surface:
    """A whole ship drawn once (its top-left sits SHIP_PAD px above-left of its rect)."""
    import json
    key = (json.dumps(ship, sort_keys=True), W, number, hide_cargo)
    image = _SHIPS.get(key)
    if image is None:
        if len(_SHIPS) > 400:
            _SHIPS.clear()
        geom = ShipGeom(ship, SHIP_PAD, SHIP_PAD, W)
        image = gfx.Surface((geom.rect.w + 2 * SHIP_PAD, geom.rect.h + 2 * SHIP_PAD),
                            pygame.SRCALPHA)
        draw_ship(image, geom, number, hide_cargo)
        image = convert(image)
        _SHIPS[key] = image
    return image


# ---- the board's pieces ------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def action_tile(action: str, w: int, h: int, face_up: bool = True) -> pygame.Surface:
    """An action tile: blue for the paid actions (their four items in a row, in price order),
    light for the free ones (one big icon); face down it shows the wooden back."""
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    if not face_up:
        gfx.draw.rect(surf, (70, 58, 48), rect, border_radius=8)
        for k in range(1, 5):
            y = h * k / 5
            gfx.draw.line(surf, (58, 46, 38), (6, y), (w - 6, y), 1)
        gfx.draw.rect(surf, (40, 32, 26), rect, 2, border_radius=8)
        label = theme.render(_(ACTION_SHORT[action]), 16, (150, 130, 112), "bold")
        blit_center(surf, label, (w / 2, h / 2))
        return convert(surf)
    paid = action in D.ACTION_ITEMS
    fill = PAID_RGB if paid else FREE_RGB
    gfx.draw.rect(surf, fill, rect, border_radius=8)
    top = pygame.Rect(0, 0, w, h // 3)
    gfx.draw.rect(surf, theme.shade(fill, 1.12), top, border_top_left_radius=8,
                  border_top_right_radius=8)
    gfx.draw.rect(surf, INK, rect, 2, border_radius=8)
    if paid:
        cell = w / 4
        for j, item in enumerate(D.ACTION_ITEMS[action]):
            cx = cell * j + cell / 2
            t = tile_image(item, int(cell - 5), int(h * 0.52))
            surf.blit(t, t.get_rect(center=(cx, h * 0.36)))
        label = theme.render(_(ACTION_SHORT[action]), 16, (232, 238, 250), "bold")
        blit_center(surf, label, (w / 2, h * 0.8))
    else:
        ic = icon(ACTION_ICON[action], int(h * 0.5), (70, 50, 30))
        if ic is not None:
            blit_center(surf, ic, (w / 2, h * 0.36))
        label = theme.render(_(ACTION_SHORT[action]), 16, (70, 50, 30), "bold")
        blit_center(surf, label, (w / 2, h * 0.8))
    return convert(surf)


BONUS_LOOK = {
    "bonus_3w": ("worker", "3"), "bonus_mast": ("mast", ""), "bonus_sail": ("sail", ""),
    "bonus_2vp": ("vp", "2"), "bonus_2w": ("worker", "2"), "bonus_1w_good": ("worker+good", "1"),
    "bonus_1w_1vp": ("worker+vp", "1"), "bonus_4t": ("coin", "4"),
}


def _any_crest_mast(surf, cx, top, bottom, W) -> None:
    """A mast of any crest (the bonus field): a pole with the four crest pennants."""
    gfx.draw.rect(surf, WOOD_DARK, (cx - 2, top, 4, bottom - top))
    gfx.draw.rect(surf, WOOD_LIGHT, (cx - 1, top, 2, bottom - top))
    for k, crest in enumerate(D.CRESTS):
        y = top + k * W * 0.13
        gfx.draw.polygon(surf, CREST_RGB[crest], [(cx + 2, y), (cx + 2 + W * 0.34, y + W * 0.06),
                                                     (cx + 2, y + W * 0.12)])


def _any_crest_sail(surf, rect) -> None:
    pts = sail_points(rect)
    gfx.draw.polygon(surf, SAIL, pts)
    band = rect.h / 4
    for k, crest in enumerate(D.CRESTS):
        gfx.draw.rect(surf, CREST_RGB[crest], (rect.x + 2, rect.y + k * band + band * 0.3,
                                                  rect.w - 3, band * 0.4))
    gfx.draw.polygon(surf, INK, pts, 1)


@lru_cache(maxsize=32)
def bonus_disc(bonus: str, size: int) -> pygame.Surface:
    """The bonus field printed on a space (inner ring): what the chooser gets."""
    surf = gfx.Surface((size + 4, size + 4), pygame.SRCALPHA)
    c = ((size + 4) / 2, (size + 4) / 2)
    r = size / 2
    gfx.draw.circle(surf, (0, 0, 0, 90), (c[0] + 1, c[1] + 2), r)
    gfx.draw.circle(surf, GOLD, c, r)
    gfx.draw.circle(surf, (28, 44, 72), c, r - 2)
    kind, number = BONUS_LOOK[bonus]
    light = (248, 240, 220)
    if kind == "worker":
        blit_center(surf, worker(int(size * 0.46)), (c[0] - size * 0.15, c[1]))
        blit_center(surf, theme.render(number, 18, light, "bold"), (c[0] + size * 0.2, c[1]))
    elif kind == "mast":
        _any_crest_mast(surf, c[0] - size * 0.08, c[1] - size * 0.3, c[1] + size * 0.32, size)
    elif kind == "sail":
        _any_crest_sail(surf, pygame.Rect(c[0] - size * 0.24, c[1] - size * 0.26, size * 0.48,
                                          size * 0.52))
    elif kind == "vp":
        ic = laurel(int(size * 0.74), GOLD)
        if ic is not None:
            blit_center(surf, ic, (c[0], c[1]))
        blit_center(surf, halo_text(number, 18, light, (28, 44, 72), "bold", 2), c)
    elif kind == "coin":
        blit_center(surf, coin(int(size * 0.2)), (c[0] - size * 0.16, c[1]))
        blit_center(surf, theme.render(number, 18, light, "bold"), (c[0] + size * 0.2, c[1]))
    elif kind == "worker+good":
        blit_center(surf, worker(int(size * 0.4)), (c[0] - size * 0.17, c[1]))
        blit_center(surf, tile_image("good_grain", int(size * 0.3), int(size * 0.3)),
                    (c[0] + size * 0.19, c[1]))
    elif kind == "worker+vp":
        blit_center(surf, worker(int(size * 0.4)), (c[0] - size * 0.17, c[1]))
        ic = laurel(int(size * 0.4), GOLD)
        if ic is not None:
            blit_center(surf, ic, (c[0] + size * 0.19, c[1]))
    return convert(surf)


@lru_cache(maxsize=16)
def wheel_disc(radius: int) -> pygame.Surface:
    """The turntable with its 8 segments, drawn for offset k = 1 (anchor segment up)."""
    surf, c = theme.disc_canvas(radius, 8)
    gfx.draw.circle(surf, (0, 0, 0, 110), (c[0] + 2, c[1] + 3), radius)
    gfx.draw.circle(surf, WOOD_DARK, c, radius)
    for j in range(8):
        a0 = math.radians(-90 + 45 * j - 22.5)
        a1 = math.radians(-90 + 45 * j + 22.5)
        pts = [c] + [(c[0] + (radius - 4) * math.cos(a0 + (a1 - a0) * f / 8),
                      c[1] + (radius - 4) * math.sin(a0 + (a1 - a0) * f / 8)) for f in range(9)]
        fill = (196, 150, 98) if j % 2 == 0 else (176, 128, 80)
        if j == 0:
            fill = (222, 196, 140)
        gfx.draw.polygon(surf, fill, pts)
        gfx.draw.polygon(surf, WOOD_DARK, pts, 1)
    gfx.draw.circle(surf, WOOD_DARK, c, radius, 3)
    gfx.draw.circle(surf, (120, 84, 52), c, radius * 0.34)
    gfx.draw.circle(surf, WOOD_DARK, c, radius * 0.34, 2)
    ic = icon("nauticus.wheel", int(radius * 0.56), (236, 214, 170))
    if ic is not None:
        blit_center(surf, ic, c)
    # the anchor on segment 0
    an = icon("anchor", int(radius * 0.26), (60, 44, 30))
    if an is not None:
        blit_center(surf, an, (c[0], c[1] - radius * 0.71))
    return convert(surf)


@lru_cache(maxsize=16)
def blue_label(n: int) -> pygame.Surface:
    """The blue workers a wheel segment shows: a blue meeple and the count."""
    if n == 0:
        return halo_text("", 16, CREAM)
    surf = gfx.Surface((38, 24), pygame.SRCALPHA)
    gfx.draw.rect(surf, (18, 40, 80, 220), surf.get_rect(), border_radius=11)
    gfx.draw.rect(surf, BLUE_WORKER, surf.get_rect(), 1, border_radius=11)
    surf.blit(worker(15, BLUE_WORKER), (3, 2))
    blit_center(surf, theme.render(str(n), 17, (235, 244, 255), "bold"), (28, 12))
    return convert(surf)


@lru_cache(maxsize=32)
def pass_tile(value: int, side: str, size: int) -> pygame.Surface:
    """A pass tile: the penalty side (-3/-2/-1, red) or the crown side (gold)."""
    surf = gfx.Surface((size, size), pygame.SRCALPHA)
    rect = surf.get_rect()
    radius = max(3, size // 6)
    if side == "crown":
        gfx.draw.rect(surf, (252, 226, 140), rect, border_radius=radius)
        gfx.draw.rect(surf, GOLD_DARK, rect, 2, border_radius=radius)
        ic = icon("crown", int(size * 0.68), (150, 96, 10))
        if ic is not None:
            blit_center(surf, ic, rect.center)
    else:
        gfx.draw.rect(surf, (176, 60, 52), rect, border_radius=radius)
        gfx.draw.rect(surf, (96, 24, 20), rect, 2, border_radius=radius)
        fs = 20 if size >= 40 else 16 if size >= 24 else 15
        blit_center(surf, theme.render(f"−{value}", fs, (255, 240, 230), "bold"), rect.center)
    return convert(surf)


@lru_cache(maxsize=16)
def extra_tile(w: int, h: int, available: bool) -> pygame.Surface:
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect()
    if available:
        gfx.draw.rect(surf, (96, 62, 150), rect, border_radius=6)
        gfx.draw.rect(surf, (230, 210, 255), rect, 2, border_radius=6)
        label = "+1" if h < 30 else _("EXTRA")
        fs = 15 if h < 30 else 15
        blit_center(surf, theme.render(label, fs, (248, 240, 255), "bold"),
                    (w / 2, h / 2 if h < 30 else h * 0.36))
        if h >= 30:
            blit_center(surf, theme.render(_("action"), 14, (220, 205, 245)), (w / 2, h * 0.7))
    else:
        gfx.draw.rect(surf, (255, 255, 255, 18), rect, border_radius=6)
        dashed_rect(surf, rect.inflate(-2, -2), (110, 110, 130), 4)
    return convert(surf)


REWARD_WORDS = {"rw_crown_mast": N_("Crown mast"), "rw_crown_sail": N_("Crown sail"),
                "rw_3vp": N_("3 VP"), "rw_7t": N_("7 taler"), "rw_3w": N_("3 workers"),
                "rw_2goods": N_("2 goods")}


@lru_cache(maxsize=16)
def reward_tile(reward: str, w: int, h: int) -> pygame.Surface:
    """A ship-completion reward: its picture on the left, what it gives on the right."""
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    rect = surf.get_rect().inflate(-3, -4).move(-1, -1)
    gfx.draw.rect(surf, (0, 0, 0, 80), rect.move(2, 3), border_radius=8)
    gfx.draw.rect(surf, (246, 232, 196), rect, border_radius=8)
    gfx.draw.rect(surf, GOLD_DARK, rect, 2, border_radius=8)
    s = int(rect.h * 0.8)
    art_c = (rect.x + 6 + s / 2, rect.centery)
    if reward == "rw_crown_mast":
        blit_center(surf, tile_image("mast_crown", int(s * 0.62), s),
                    (rect.x + 6 + s * 0.31, rect.centery))
    elif reward == "rw_crown_sail":
        blit_center(surf, tile_image("sail_crown", s, s), art_c)
    elif reward == "rw_3vp":
        ic = laurel(s, GOLD_DARK)
        if ic is not None:
            blit_center(surf, ic, art_c)
    elif reward == "rw_7t":
        blit_center(surf, coin(int(s * 0.42)), art_c)
    elif reward == "rw_3w":
        blit_center(surf, worker(int(s * 0.86)), art_c)
    else:
        blit_center(surf, tile_image("good_fish", int(s * 0.62), int(s * 0.62)),
                    (art_c[0] - 5, art_c[1] - 5))
        blit_center(surf, tile_image("good_grain", int(s * 0.62), int(s * 0.62)),
                    (art_c[0] + 5, art_c[1] + 5))
    art_w = {"rw_crown_mast": s * 0.62}.get(reward, s)
    x = rect.x + 12 + art_w
    words = _(REWARD_WORDS[reward])
    label = theme.render(words, 17, INK, "bold")
    if label.get_width() > rect.right - 4 - x:
        label = theme.render(words, 16, INK, "bold")
    room = rect.right - 4 - x
    size = 16
    while label.get_width() > room and " " not in words and size > 11:   # one long word
        size -= 1
        label = theme.render(words, size, INK, "bold")
    if label.get_width() <= room or " " not in words:
        surf.blit(label, label.get_rect(midleft=(x, rect.centery)))
    else:                                   # two lines: "Crown" / "mast"
        first, _space, rest = words.partition(" ")
        top = theme.render(first, 16, INK, "bold")
        low = theme.render(rest, 16, (70, 54, 36), "bold")
        surf.blit(top, top.get_rect(bottomleft=(x, rect.centery + 1)))
        surf.blit(low, low.get_rect(topleft=(x, rect.centery - 1)))
    return convert(surf)


def sea_surface(size: tuple, seed: int = 3) -> pygame.Surface:
    """A sea-chart water texture: a gradient with small wave strokes."""
    surf = theme.vertical_gradient(size, SEA_TOP, SEA_BOTTOM)
    w, h = size
    state = seed
    for _step in range(max(8, w * h // 2600)):
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        x = state % max(1, w)
        state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        y = state % max(1, h)
        ww = 8 + state % 14
        gfx.draw.arc(surf, (62, 112, 140), (x, y, ww, 6), 0.3, 2.8, 1)
    return surf


def glow_ship(surface, rect: pygame.Rect, t: float) -> None:
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    r = rect.inflate(10, 10)
    glow = gfx.Surface((r.w + 20, r.h + 20), pygame.SRCALPHA)
    for k in range(4):
        gfx.draw.rect(glow, (*GOLD, int((40 + 40 * pulse) / (k + 1))),
                      glow.get_rect().inflate(-k * 5, -k * 5), 4, border_radius=14)
    surface.blit(glow, (r.x - 10, r.y - 10))
    gfx.draw.rect(surface, GOLD, r, 2, border_radius=10)


def _forget_words(_code: str) -> None:
    """Tiles with words on them are drawn again in a newly chosen language."""
    for cached in (action_tile, extra_tile, reward_tile):
        cached.cache_clear()


on_change(_forget_words)
