"""Hermagor's pieces, tiles and map art, drawn with pygame and cached as small surfaces.

Every piece carries its owner's seat colour AND shape (theme.SEAT_SHAPES), so nothing depends
on colour alone; the 2-player neutral colour is a pale grey pentagon.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame
from scenes import gfx

from rules.hermagor import data as D
from scenes import theme
from scenes.table.palette import CREAM, GOLD, GOLD_DARK, INK, PARCHMENT  # noqa: F401
from scenes.theme import convert as _convert

NEUTRAL_RGB = (224, 222, 212)
NEUTRAL_SHAPE = "pentagon"

GOOD_RGB = {
    "corn": (214, 158, 24), "salt": (112, 128, 150), "amulet": (22, 150, 138),
    "book": (142, 82, 42), "weapon": (78, 88, 112), "blessing": (86, 110, 206),
    "dragon_egg": (204, 72, 42), "relic": (140, 74, 166),
}
SPECIAL_RGB = {D.SP_FLUCT: (96, 62, 140), D.SP_SIDEROAD: (118, 84, 46),
               D.SP_BLACKMARKET: (40, 40, 48), D.SP_GOODDEAL: (34, 120, 76)}
SPECIAL_ICON = {D.SP_FLUCT: "hermagor.special.price_fluctuation",
                D.SP_SIDEROAD: "hermagor.special.side_road",
                D.SP_BLACKMARKET: "hermagor.special.black_market",
                D.SP_GOODDEAL: "hermagor.special.good_deal"}
SPECIAL_SHORT = {D.SP_FLUCT: "Price ±", D.SP_SIDEROAD: "Side road",
                 D.SP_BLACKMARKET: "Black mkt", D.SP_GOODDEAL: "+5 coins"}


# ---- identities ----------------------------------------------------------------------------------
def ident(colours: list, colour: str) -> tuple:
    """(rgb, shape) for a rules colour id: the seat's theme colour and shape, or the neutral."""
    if colour in colours:
        seat = colours.index(colour)
        return theme.seat_color(seat), theme.seat_shape(seat)
    return NEUTRAL_RGB, NEUTRAL_SHAPE


def shape_poly(shape: str, center, r: float) -> list:
    pts = theme.shape_points(shape, center, r)
    if pts:
        return pts
    return [(center[0] + r * math.cos(a * math.tau / 24),
             center[1] + r * math.sin(a * math.tau / 24)) for a in range(24)]


# ---- tokens --------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def buyer(rgb: tuple, shape: str, r: int = 11) -> pygame.Surface:
    """A buyer: the seat's shape standing on a small shadow."""
    size = 2 * r + 8
    surf = gfx.Surface((size, size), pygame.SRCALPHA)
    c = (size / 2, size / 2 - 1)
    gfx.draw.ellipse(surf, (0, 0, 0, 90), (3, size / 2 + r * 0.35, size - 6, r * 0.9))
    theme.draw_shape(surf, shape, c, r, rgb, INK, 2)
    return _convert(surf)


@lru_cache(maxsize=256)
def post(rgb: tuple, shape: str, r: float = 7.5) -> pygame.Surface:
    """A trading post: a small house in the seat colour with the seat's shape on its wall."""
    w, h = int(r * 2.4) + 4, int(r * 2.6) + 4
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    cx = w / 2
    base_top = h * 0.42
    body = [(cx - r, base_top), (cx + r, base_top), (cx + r, h - 3), (cx - r, h - 3)]
    roof = [(cx - r - 2, base_top + 1), (cx, 2), (cx + r + 2, base_top + 1)]
    gfx.draw.polygon(surf, theme.shade(rgb, 0.8), body)
    gfx.draw.polygon(surf, rgb, roof)
    gfx.draw.polygon(surf, theme.shade(rgb, 1.35), [(cx - r + 1, base_top), (cx, 4),
                                                        (cx - 1, base_top)])
    gfx.draw.polygon(surf, INK, body, 1)
    gfx.draw.polygon(surf, INK, roof, 1)
    glyph = shape_poly(shape, (cx, (base_top + h - 3) / 2 + 0.5), r * 0.45)
    gfx.draw.polygon(surf, INK, glyph)
    return _convert(surf)


@lru_cache(maxsize=256)
def disc(rgb: tuple, shape: str, r: int = 10) -> pygame.Surface:
    """A wooden production disc: rim, lit top, the seat's shape engraved."""
    surf, c = theme.disc_canvas(r, 6)
    gfx.draw.circle(surf, (0, 0, 0, 80), (c[0] + 1, c[1] + 2), r)
    gfx.draw.circle(surf, theme.shade(rgb, 0.72), (c[0], c[1] + 1.5), r)
    gfx.draw.circle(surf, rgb, (c[0], c[1] - 1), r - 1)
    gfx.draw.circle(surf, theme.shade(rgb, 1.3), (c[0] - r * 0.3, c[1] - r * 0.4), r * 0.35)
    gfx.draw.circle(surf, INK, (c[0], c[1]), r, 1)
    gfx.draw.polygon(surf, theme.shade(rgb, 0.45), shape_poly(shape, (c[0], c[1] - 1), r * 0.42))
    return _convert(surf)


@lru_cache(maxsize=64)
def merchant(rgb: tuple, shape: str, scale: float = 1.0) -> pygame.Surface:
    """A merchant pawn: base, body and head in the seat colour; the seat's shape on the body."""
    w, h = int(26 * scale), int(34 * scale)
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    cx = w / 2
    gfx.draw.ellipse(surf, (0, 0, 0, 100), (1, h - 9 * scale, w - 2, 8 * scale))
    base = pygame.Rect(0, 0, 20 * scale, 8 * scale)
    base.midbottom = (cx, h - 3 * scale)
    body = [(cx - 6 * scale, 13 * scale), (cx + 6 * scale, 13 * scale),
            (cx + 9 * scale, h - 7 * scale), (cx - 9 * scale, h - 7 * scale)]
    gfx.draw.ellipse(surf, theme.shade(rgb, 0.7), base)
    gfx.draw.ellipse(surf, INK, base, 1)
    gfx.draw.polygon(surf, rgb, body)
    gfx.draw.polygon(surf, INK, body, 1)
    head = (cx, 9 * scale)
    gfx.draw.circle(surf, rgb, head, 7 * scale)
    gfx.draw.circle(surf, theme.shade(rgb, 1.4), (head[0] - 2 * scale, head[1] - 2 * scale),
                    2.5 * scale)
    gfx.draw.circle(surf, INK, head, 7 * scale, 1)
    gfx.draw.polygon(surf, INK, shape_poly(shape, (cx, 21 * scale), 4.2 * scale))
    return _convert(surf)


@lru_cache(maxsize=128)
def good_token(good: str, r: int, ring: bool = True) -> pygame.Surface:
    """A good: a disc in the good's colour with its white icon."""
    surf, c = theme.disc_canvas(r, 4)
    rgb = GOOD_RGB[good]
    gfx.draw.circle(surf, rgb, c, r)
    gfx.draw.circle(surf, theme.shade(rgb, 1.18), (c[0], c[1] - r * 0.15), r * 0.8)
    gfx.draw.circle(surf, rgb, (c[0], c[1] + r * 0.1), r * 0.78)
    icon = theme.icon(f"good.{good}", max(8, int(r * 1.35)), (255, 255, 255))
    if icon is not None:
        surf.blit(icon, icon.get_rect(center=c))
    if ring:
        gfx.draw.circle(surf, INK, c, r, 1)
    return _convert(surf)


@lru_cache(maxsize=64)
def building_token(building: str, r: int) -> pygame.Surface:
    """A production building: its icon on a disc in the colour of its good's row."""
    good = D.GOOD_OF[building]
    surf, c = theme.disc_canvas(r, 4)
    rgb = GOOD_RGB[good]
    gfx.draw.circle(surf, theme.shade(rgb, 0.8), c, r)
    gfx.draw.circle(surf, rgb, (c[0], c[1] - 1), r - 2)
    icon = theme.icon(f"hermagor.building.{building}", int(r * 1.45), (255, 255, 255))
    if icon is not None:
        surf.blit(icon, icon.get_rect(center=(c[0], c[1] - 0.5)))
    gfx.draw.circle(surf, INK, c, r, 1)
    return _convert(surf)


@lru_cache(maxsize=8)
def crown_token(r: int) -> pygame.Surface:
    surf, c = theme.disc_canvas(r, 4)
    gfx.draw.circle(surf, (112, 58, 132), c, r)
    gfx.draw.circle(surf, (140, 80, 160), (c[0], c[1] - 1), r - 2)
    icon = theme.icon("hermagor.nobility", int(r * 1.4), GOLD)
    if icon is not None:
        surf.blit(icon, icon.get_rect(center=c))
    gfx.draw.circle(surf, INK, c, r, 1)
    return _convert(surf)


@lru_cache(maxsize=128)
def icon_tinted(role: str, size: int, rgb: tuple) -> pygame.Surface | None:
    return theme.icon(role, size, rgb)


# ---- tiles ---------------------------------------------------------------------------------------
def _tile_canvas(w: int, h: int, radius: int) -> tuple:
    """A transparent surface with room for a tile's drop shadow, the shadow drawn; its body."""
    surf = gfx.Surface((w + 3, h + 3), pygame.SRCALPHA)
    body = pygame.Rect(0, 0, w, h)
    gfx.draw.rect(surf, (0, 0, 0, 90), body.move(2, 3), border_radius=radius)
    return surf, body


@lru_cache(maxsize=256)
def tile(tile_id: str, w: int, h: int) -> pygame.Surface:
    """A goods tile (cream, its goods, number; an up-arrow when single) or a special tile."""
    surf, body = _tile_canvas(w, h, 6)
    if tile_id in D.SPECIAL_NAMES:
        rgb = SPECIAL_RGB[tile_id]
        gfx.draw.rect(surf, rgb, body, border_radius=6)
        gfx.draw.rect(surf, GOLD, body.inflate(-4, -4), 1, border_radius=5)
        size = int(h * 0.62)
        icon = theme.icon(SPECIAL_ICON[tile_id], size, (250, 240, 210))
        if icon is not None:
            surf.blit(icon, icon.get_rect(center=body.center))
        gfx.draw.rect(surf, INK, body, 1, border_radius=6)
        return _convert(surf)
    gfx.draw.rect(surf, CREAM, body, border_radius=6)
    gfx.draw.rect(surf, PARCHMENT, body.inflate(-6, -6), border_radius=4)
    goods = D.tile_goods(tile_id)
    r = max(7, int(min(h * 0.34, w / (2.6 * len(goods) + 0.4))))
    n = len(goods)
    gap = 2 * r + 3
    x0 = body.centerx + 5 - gap * (n - 1) / 2
    cy = body.centery + (3 if h >= 30 else 2)
    for i, good in enumerate(goods):
        token = good_token(good, r)
        surf.blit(token, token.get_rect(center=(x0 + gap * i, cy)))
    number = theme.render(str(D.tile_number(tile_id)), 14 if h < 40 else 15, INK, "bold")
    surf.blit(number, (4, 1))
    if D.is_single(tile_id):
        ax, ay = w - 9, 9
        gfx.draw.circle(surf, (46, 140, 70), (ax, ay), 7)
        arrow = [(ax, ay - 5), (ax + 4, ay + 1), (ax + 1.5, ay + 1), (ax + 1.5, ay + 4),
                 (ax - 1.5, ay + 4), (ax - 1.5, ay + 1), (ax - 4, ay + 1)]
        gfx.draw.polygon(surf, (255, 255, 255), arrow)
    gfx.draw.rect(surf, (120, 96, 64), body, 1, border_radius=6)
    return _convert(surf)


@lru_cache(maxsize=8)
def tile_back(w: int, h: int) -> pygame.Surface:
    surf, body = _tile_canvas(w, h, 6)
    gfx.draw.rect(surf, (92, 70, 52), body, border_radius=6)
    gfx.draw.rect(surf, (120, 94, 66), body.inflate(-6, -6), 1, border_radius=4)
    gfx.draw.rect(surf, INK, body, 1, border_radius=6)
    return _convert(surf)


@lru_cache(maxsize=16)
def action_tile(value: int, size: int) -> pygame.Surface:
    surf, body = _tile_canvas(size, size, 5)
    gfx.draw.rect(surf, (58, 92, 140), body, border_radius=5)
    gfx.draw.rect(surf, (230, 236, 250), body.inflate(-4, -4), 1, border_radius=4)
    number = theme.render(str(value), int(size * 0.62), (255, 255, 255), "bold")
    surf.blit(number, number.get_rect(center=body.center))
    return _convert(surf)


# ---- text ----------------------------------------------------------------------------------------
# ---- geometry helpers ----------------------------------------------------------------------------
def catmull_rom(points: list, steps: int = 10) -> list:
    """A smooth curve through every point (rivers pass exactly through their road crossings)."""
    if len(points) < 3:
        return list(points)
    pts = [points[0]] + list(points) + [points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for s in range(steps):
            t = s / steps
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[k]) + (-p0[k] + p2[k]) * t
                                    + (2 * p0[k] - 5 * p1[k] + 4 * p2[k] - p3[k]) * t2
                                    + (-p0[k] + 3 * p1[k] - 3 * p2[k] + p3[k]) * t3)
                             for k in range(2)))
    out.append(points[-1])
    return out


def chaikin(points: list, rounds: int = 2, closed: bool = True) -> list:
    pts = list(points)
    for _ in range(rounds):
        out = []
        n = len(pts)
        for i in range(n if closed else n - 1):
            a, b = pts[i], pts[(i + 1) % n]
            out.append((0.75 * a[0] + 0.25 * b[0], 0.75 * a[1] + 0.25 * b[1]))
            out.append((0.25 * a[0] + 0.75 * b[0], 0.25 * a[1] + 0.75 * b[1]))
        pts = out if closed else [pts[0]] + out + [pts[-1]]
    return pts


def seg_intersection(a, b, c, d):
    """The crossing point of segments ab and cd, or None."""
    (x1, y1), (x2, y2), (x3, y3), (x4, y4) = a, b, c, d
    den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
    if abs(den) < 1e-9:
        return None
    t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
    u = -((x1 - x2) * (y1 - y3) - (y1 - y2) * (x1 - x3)) / den
    if 0 <= t <= 1 and 0 <= u <= 1:
        return (x1 + t * (x2 - x1), y1 + t * (y2 - y1)), t
    return None


def dist_to_segment(p, a, b) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    if length2 == 0:
        return math.dist(p, a)
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.dist(p, (ax + t * dx, ay + t * dy))


def polygon_surface(points: list, rgba: tuple, outline: tuple | None = None,
                    width: int = 0) -> tuple:
    """A polygon on its own small alpha surface: (surface, topleft)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs)) - 4, int(min(ys)) - 4
    w, h = int(max(xs)) - x0 + 6, int(max(ys)) - y0 + 6
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    local = [(x - x0, y - y0) for x, y in points]
    gfx.draw.polygon(surf, rgba, local)
    if outline is not None:
        gfx.draw.polygon(surf, outline, local, width or 3)
    return _convert(surf), (x0, y0)


def hatch_surface(points: list, colours: list, alpha: int = 70, step: int = 11) -> tuple:
    """Diagonal stripes clipped to a polygon, alternating the given colours (an enclosed region)."""
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    x0, y0 = int(min(xs)), int(min(ys))
    w, h = int(max(xs)) - x0 + 2, int(max(ys)) - y0 + 2
    stripes = gfx.Surface((w, h), pygame.SRCALPHA)
    for i, k in enumerate(range(-h, w + h, step)):
        rgb = colours[i % len(colours)]
        gfx.draw.line(stripes, (*rgb, alpha), (k, 0), (k + h, h), 3)
    mask = gfx.Surface((w, h), pygame.SRCALPHA)
    gfx.draw.polygon(mask, (255, 255, 255, 255), [(x - x0, y - y0) for x, y in points])
    stripes.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return _convert(stripes), (x0, y0)
