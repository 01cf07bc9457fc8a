"""Kairo's procedural art: paving and eatery awnings, stall tiles in their goods colour with the
owner's symbol, customers as pawns, building cards as 3 x 3 parcel miniatures, coins, medals.
Every image is cached by its arguments (the board redraws a whole layer per shown view)."""
from __future__ import annotations

from functools import lru_cache

import pygame
from scenes import gfx

from rules.kairo import data as D
from scenes import theme

GOODS = {"red": (200, 62, 52), "green": (70, 150, 74), "blue": (58, 104, 190),
         "yellow": (232, 190, 52), "white": (236, 232, 220), "purple": (128, 74, 160)}
INK = (34, 26, 20)
SAND = (214, 188, 140)
SAND_DARK = (190, 162, 114)
EATERY = (156, 96, 60)
EATERY_STRIPE = (196, 70, 52)
NEUTRAL_EDGE = (120, 112, 100)
GOLD = (240, 194, 64)
SILVER = (200, 206, 214)


def goods(colour: str) -> tuple:
    return GOODS[colour]


def symbol_role(seat: int) -> str | None:
    """The owner's symbol (lamp, camel, palm, vase); neutral stalls have none."""
    return f"kairo.symbol.{D.SYMBOLS[seat]}" if 0 <= seat < len(D.SYMBOLS) else None


def ink_on(rgb: tuple) -> tuple:
    return INK if sum(rgb) > 420 else (250, 246, 236)


@lru_cache(maxsize=64)
def paving(size: int, variant: int) -> pygame.Surface:
    """A market cell: sand slabs with a soft inner shade."""
    s = gfx.Surface((size, size))
    base = SAND if variant % 2 == 0 else (208, 182, 134)
    s.fill(base)
    half = size // 2
    for k, (x, y) in enumerate(((0, 0), (half, 0), (0, half), (half, half))):
        tone = theme.shade(base, 1.0 + (0.04 if (k + variant) % 3 == 0 else -0.03))
        gfx.draw.rect(s, tone, (x + 1, y + 1, half - 2, half - 2), border_radius=3)
    gfx.draw.rect(s, SAND_DARK, (0, 0, size, size), 1)
    return s


@lru_cache(maxsize=8)
def eatery(size: int) -> pygame.Surface:
    """An eatery cell: a striped awning over a table."""
    s = gfx.Surface((size, size))
    s.fill(EATERY)
    stripe = size // 6
    for k in range(0, size, 2 * stripe):
        gfx.draw.rect(s, EATERY_STRIPE, (k, 0, stripe, size // 3))
        gfx.draw.rect(s, (236, 220, 190), (k + stripe, 0, stripe, size // 3))
    for k in range(0, size, stripe):
        gfx.draw.circle(s, EATERY_STRIPE if (k // stripe) % 2 == 0 else (236, 220, 190),
                        (k + stripe // 2, size // 3), stripe // 2)
    gfx.draw.ellipse(s, (110, 66, 40), (size // 4, size // 2, size // 2, size // 3))
    gfx.draw.rect(s, (96, 58, 36), (0, 0, size, size), 1)
    return s


@lru_cache(maxsize=256)
def stall_tile(colour: str, owner: int, size: int, main: bool, edge: tuple | None) -> pygame.Surface:
    """A stall tile: goods colour, bevelled, the owner's symbol; a main stall has a roof band,
    a tent a peaked canvas; `edge` is the owner's seat colour (None for neutral)."""
    s = gfx.Surface((size, size), pygame.SRCALPHA)
    rgb = GOODS[colour]
    r = pygame.Rect(2, 2, size - 4, size - 4)
    gfx.draw.rect(s, (0, 0, 0, 70), r.move(2, 3), border_radius=7)
    gfx.draw.rect(s, theme.shade(rgb, 0.72), r, border_radius=7)
    gfx.draw.rect(s, rgb, r.inflate(-6, -6), border_radius=5)
    hi = gfx.Surface((r.w - 6, (r.h - 6) // 2), pygame.SRCALPHA)
    hi.fill((255, 255, 255, 40))
    s.blit(hi, (r.x + 3, r.y + 3))
    if main:
        band = pygame.Rect(r.x + 3, r.y + 3, r.w - 6, 9)
        for k in range(0, band.w, 8):
            gfx.draw.rect(s, theme.shade(rgb, 0.6) if (k // 8) % 2 else (246, 238, 220),
                          (band.x + k, band.y, min(8, band.w - k), band.h))
    else:
        tip = (size // 2, r.y + 4)
        gfx.draw.polygon(s, theme.shade(rgb, 0.85), [tip, (r.x + 5, r.y + 16),
                                                         (r.right - 5, r.y + 16)])
        gfx.draw.line(s, theme.shade(rgb, 0.55), tip, (size // 2, r.y + 16), 2)
    role = symbol_role(owner)
    if role:
        icon = theme.icon(role, int(size * 0.5), ink_on(rgb))
        if icon is not None:
            s.blit(icon, icon.get_rect(center=(size // 2, size // 2 + 5)))
    gfx.draw.rect(s, edge or NEUTRAL_EDGE, r, 3 if edge else 2, border_radius=7)
    if edge and owner >= 0:
        _owner_pattern(s, r, owner, edge)
    return s


def _owner_pattern(s, r, owner: int, edge) -> None:
    """A second cue besides the seat colour: 1-4 dots in the bottom-right corner."""
    for k in range(owner + 1):
        gfx.draw.circle(s, INK, (r.right - 7 - 7 * k, r.bottom - 7), 3)
        gfx.draw.circle(s, edge, (r.right - 7 - 7 * k, r.bottom - 7), 2)


@lru_cache(maxsize=32)
def pawn(colour: str, height: int = 34) -> pygame.Surface:
    """A customer: a shaded wooden pawn in its colour."""
    w = int(height * 0.7)
    s = gfx.Surface((w + 4, height + 4), pygame.SRCALPHA)
    rgb = GOODS[colour]
    cx = w // 2 + 2
    gfx.draw.ellipse(s, (0, 0, 0, 80), (3, height - 6, w - 2, 9))
    body = [(cx - w // 2 + 2, height - 2), (cx - w // 5, height // 2), (cx + w // 5, height // 2),
            (cx + w // 2 - 2, height - 2)]
    gfx.draw.polygon(s, theme.shade(rgb, 0.65), [(x + 1, y) for x, y in body])
    gfx.draw.polygon(s, rgb, body)
    head_r = height // 5
    gfx.draw.circle(s, theme.shade(rgb, 0.65), (cx + 1, head_r + 4), head_r + 1)
    gfx.draw.circle(s, rgb, (cx, head_r + 3), head_r)
    gfx.draw.circle(s, theme.shade(rgb, 1.35), (cx - head_r // 3, head_r + 1), head_r // 3)
    gfx.draw.polygon(s, INK, body, 2)
    gfx.draw.circle(s, INK, (cx, head_r + 3), head_r, 2)
    return s


@lru_cache(maxsize=128)
def card(card_id: str, size: int, lit: bool = False) -> pygame.Surface:
    """A building card: a 3 x 3 map of the parcels with the allowed ones lit (a joker three)."""
    s = gfx.Surface((size, size), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size, size)
    joker = D.is_joker(card_id)
    paper = (250, 240, 214) if not joker else (236, 222, 246)
    gfx.draw.rect(s, (0, 0, 0, 80), r.move(2, 3).inflate(-2, -2), border_radius=8)
    gfx.draw.rect(s, paper, r.inflate(-2, -2), border_radius=8)
    gfx.draw.rect(s, GOLD if lit else (120, 96, 64), r.inflate(-2, -2), 3 if lit else 2,
                  border_radius=8)
    parcels = D.CARDS[card_id]
    pad = max(6, size // 9)
    cell = (size - 2 * pad) // 3
    for p in range(1, 10):
        row, col = divmod(p - 1, 3)
        box = pygame.Rect(pad + col * cell, pad + row * cell, cell - 2, cell - 2)
        on = p in parcels
        gfx.draw.rect(s, (196, 110, 48) if on else (226, 212, 182), box, border_radius=3)
        if on:
            theme.text(s, str(p), box.center, max(12, cell // 2), (255, 248, 232), "bold",
                       anchor="center")
    if joker:
        theme.blit_icon(s, "kairo.joker", (size - pad - 4, pad + 4), max(12, size // 6),
                        (110, 60, 140))
    return s


@lru_cache(maxsize=8)
def card_back(size: int) -> pygame.Surface:
    s = gfx.Surface((size, size), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size, size)
    gfx.draw.rect(s, (0, 0, 0, 80), r.move(2, 3).inflate(-2, -2), border_radius=8)
    gfx.draw.rect(s, (120, 60, 40), r.inflate(-2, -2), border_radius=8)
    gfx.draw.rect(s, (230, 190, 110), r.inflate(-10, -10), 2, border_radius=6)
    theme.blit_icon(s, "kairo.stall", r.center, size // 2, (240, 210, 150))
    return s


@lru_cache(maxsize=32)
def coin(colour: str, radius: int = 10) -> pygame.Surface:
    s = gfx.Surface((2 * radius + 4, 2 * radius + 4), pygame.SRCALPHA)
    rgb = GOODS[colour]
    c = (radius + 2, radius + 2)
    gfx.draw.circle(s, (0, 0, 0, 90), (c[0] + 1, c[1] + 2), radius)
    gfx.draw.circle(s, theme.shade(rgb, 0.7), c, radius)
    gfx.draw.circle(s, rgb, c, radius - 2)
    gfx.draw.circle(s, theme.shade(rgb, 1.3), (c[0] - radius // 3, c[1] - radius // 3),
                    max(2, radius // 3))
    gfx.draw.circle(s, INK, c, radius, 1)
    return s


@lru_cache(maxsize=32)
def medal(kind: str, colour: str, size: int = 26) -> pygame.Surface:
    """A medal: a gold or silver disc with a ribbon in the goods colour."""
    s = gfx.Surface((size, size), pygame.SRCALPHA)
    metal = GOLD if kind == "gold" else SILVER
    rgb = GOODS[colour]
    gfx.draw.polygon(s, rgb, [(size * 0.25, 0), (size * 0.45, size * 0.45),
                                 (size * 0.55, size * 0.45), (size * 0.75, 0)])
    c = (size // 2, int(size * 0.62))
    r = int(size * 0.36)
    gfx.draw.circle(s, theme.shade(metal, 0.65), c, r)
    gfx.draw.circle(s, metal, c, r - 2)
    theme.text(s, str(D.MEDAL_VALUE[kind]), c, max(12, size // 2), INK, "bold", anchor="center")
    return s
