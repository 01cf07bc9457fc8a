"""Dominion's cards drawn with pygame from the rules' card data, cached as surfaces.

A face looks like a printed card: a dark border, a frame in the colour of its main type
(Action parchment, Treasure gold, Victory green, Curse purple, Reaction blue; Attacks keep the
Action frame with red art), a title banner, an art window with the card's icon
(`assets/icons`, roles `dominion.<card>`), a text box (bonuses in bold, then the effect; a
coin for Treasures, the VP for Victory cards), and a bottom bar with the cost coin and the
type line with every type ("Action – Attack"). Three levels of detail: "zoom" (full English
text), "card" (for the hand, the Supply and the play area: the whole text, smaller where it
must be and the art window shorter; where even that does not fit, the short summary under a
"more on hover" mark, never a part that reads as the whole), "mini" (no text).
"""
from __future__ import annotations

import re
from functools import lru_cache

import pygame
from scenes import gfx

from rules.dominion import cards as C
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _, language, ngettext, on_change, pgettext
from scenes.theme import convert as _convert

INK = (44, 32, 22)
PARCH = (248, 241, 222)
PARCH_EDGE = (196, 178, 138)
BORDER = (30, 24, 20)
COIN = (242, 196, 70)
COIN_HI = (255, 232, 150)
COIN_DARK = (138, 96, 18)
BACK = (92, 44, 30)
BACK_DARK = (52, 24, 18)

FRAME = {
    "Action": (216, 204, 172),
    "Treasure": (224, 178, 58),
    "Victory": (104, 162, 82),
    "Curse": (128, 80, 158),
    "Reaction": (86, 142, 200),
}
ART = {
    "Action": ((112, 150, 196), (46, 66, 100)),
    "Attack": ((196, 86, 70), (86, 28, 26)),
    "Reaction": ((84, 150, 214), (28, 62, 112)),
    "Treasure": ((214, 164, 52), (112, 72, 18)),
    "Victory": ((108, 176, 92), (36, 86, 40)),
    "Curse": ((140, 80, 170), (54, 26, 76)),
}
BONUS_PREFIX = re.compile(r"^(?:\+\$?\d+(?: [^\W\d_]+)?[,.]\s*)+")    # any language's letters
TYPE_HU = {"Action": "Akció", "Attack": "Támadás", "Reaction": "Reakció",
           "Treasure": "Kincs", "Victory": "Győzelmi pont", "Curse": "Átok"}

# Short rules text for cards too small for the full text (our words; the zoom shows C.TEXT).
SHORT = {
    "cellar": N_("Discard any number, then draw that many."),
    "chapel": N_("Trash up to 4 cards from your hand."),
    "moat": N_("When attacked, reveal this: unaffected."),
    "chancellor": N_("You may discard your whole deck."),
    "workshop": N_("Gain a card costing up to $4."),
    "bureaucrat": N_("Gain a Silver onto your deck. Others topdeck a Victory card."),
    "feast": N_("Trash this. Gain a card costing up to $5."),
    "gardens": N_("1 VP per 10 cards you own."),
    "militia": N_("Others discard down to 3 cards."),
    "moneylender": N_("Trash a Copper for +$3."),
    "remodel": N_("Trash a card, gain one costing up to $2 more."),
    "spy": N_("All reveal their top card: discard it or not."),
    "thief": N_("Others reveal 2: trash a Treasure; you may gain it."),
    "throne_room": N_("Play an Action from your hand twice."),
    "council_room": N_("Each other player draws a card."),
    "library": N_("Draw to 7 cards; you may skip Actions."),
    "mine": N_("Trash a Treasure, gain one up to $3 more, to hand."),
    "witch": N_("Each other player gains a Curse."),
    "adventurer": N_("Reveal until 2 Treasures; take them."),
}


def main_type(card: str) -> str:
    types = C.TYPES[card]
    for t in ("Curse", "Treasure", "Victory", "Reaction"):
        if t in types:
            return t
    return "Action"


def art_type(card: str) -> str:
    types = C.TYPES[card]
    if "Attack" in types:
        return "Attack"
    return main_type(card)


TYPE_NAMES = {"Action": N_("Action"), "Attack": N_("Attack"), "Reaction": N_("Reaction"),
              "Treasure": N_("Treasure"), "Victory": N_("Victory"), "Curse": N_("Curse")}


def type_name(kind: str) -> str:
    return _(TYPE_NAMES.get(kind, kind))


def type_line(card: str) -> str:
    return " – ".join(type_name(t) for t in C.TYPES[card])


def bonus_lines(card: str) -> list:
    plus = C.PLUS.get(card)
    if not plus:
        return []
    cards, actions, buys, coins = plus
    out = []
    if cards:
        out.append(ngettext("+{n} Card", "+{n} Cards", cards).format(n=cards))
    if actions:
        out.append(ngettext("+{n} Action", "+{n} Actions", actions).format(n=actions))
    if buys:
        out.append(ngettext("+{n} Buy", "+{n} Buys", buys).format(n=buys))
    if coins:
        out.append(f"+${coins}")
    return out


# ---- fonts and text ------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def font(size: int, weight: str = "regular", align: int = 0) -> pygame.font.Font:
    """A private font object (alignment is per object in pygame-ce, so theme.font is left alone)."""
    f = gfx.Font(str(theme.font_path(weight)), size)
    f.align = align
    return f


@lru_cache(maxsize=1024)
def label(text: str, size: int, color: tuple, weight: str = "bold", max_w: int = 0,
          min_size: int = 14) -> pygame.Surface:
    """One line that fits `max_w`: smaller sizes down to `min_size`, then squeezed to fit."""
    s = size
    image = font(s, weight).render(text, True, color)
    while max_w and image.get_width() > max_w and s > min_size:
        s -= 1
        image = font(s, weight).render(text, True, color)
    if max_w and image.get_width() > max_w:        # narrower, never cut
        image = gfx.transform.smoothscale(image, (max_w, image.get_height()))
    return image


@lru_cache(maxsize=1024)
def paragraph(text: str, size: int, color: tuple, width: int, weight: str = "regular"):
    f = font(size, weight, pygame.FONT_CENTER)
    return f.render(text, True, color, None, width)


# ---- drawing helpers -----------------------------------------------------------------------------
def rounded(surface, rect, color, radius, width=0) -> None:
    gfx.draw.rect(surface, color, rect, width, border_radius=max(0, int(radius)))


def coin(surface, center, r: float, text_: str, size: int) -> None:
    """A gold coin with a number (the cost on a card, or a Treasure's value)."""
    cx, cy = center
    gfx.draw.circle(surface, COIN_DARK, (cx, cy + max(1, r * 0.08)), r)
    gfx.draw.circle(surface, COIN, (cx, cy), r)
    gfx.draw.circle(surface, COIN_HI, (cx - r * 0.28, cy - r * 0.3), r * 0.42)
    gfx.draw.circle(surface, COIN, (cx, cy), r * 0.78)
    gfx.draw.circle(surface, COIN_DARK, (cx, cy), r, max(1, int(r * 0.1)))
    image = label(text_, size, INK, "bold")
    surface.blit(image, image.get_rect(center=(cx, cy + 1)))


def vp_shield(surface, center, r: float, text_: str, size: int, color) -> None:
    cx, cy = center
    pts = [(cx - r, cy - r * 0.9), (cx + r, cy - r * 0.9), (cx + r, cy + r * 0.1),
           (cx, cy + r * 1.05), (cx - r, cy + r * 0.1)]
    gfx.draw.polygon(surface, theme.shade(color, 0.55), [(x, y + 2) for x, y in pts])
    gfx.draw.polygon(surface, color, pts)
    gfx.draw.polygon(surface, INK, pts, max(1, int(r * 0.08)))
    image = label(text_, size, (255, 255, 255), "bold")
    surface.blit(image, image.get_rect(center=(cx, cy - r * 0.1)))


# ---- faces ---------------------------------------------------------------------------------------
def face(card: str, w: int, h: int, detail: str = "card") -> pygame.Surface:
    """The face of `card` at w x h. detail: "zoom" | "card" | "mini"."""
    return _face(card, w, h, detail, language())


@lru_cache(maxsize=384)
def _face(card: str, w: int, h: int, detail: str, lang: str) -> pygame.Surface:
    """A face in one language (the cache keeps each language's faces apart)."""
    s = w / 132.0
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, int(8 * s))
    rounded(surf, surf.get_rect(), BORDER, radius)
    b = max(2, int(round(3 * s)))
    inner = surf.get_rect().inflate(-2 * b, -2 * b)
    frame = FRAME[main_type(card)]
    surf.blit(theme.vertical_gradient(inner.size, theme.shade(frame, 1.18),
                                      theme.shade(frame, 0.86)), inner.topleft)
    if card == "moat":   # Action - Reaction: parchment above, blue below (as printed)
        lower = pygame.Rect(inner.x, inner.y + inner.h // 2, inner.w, inner.h - inner.h // 2)
        reaction = FRAME["Reaction"]
        surf.blit(theme.vertical_gradient(lower.size, reaction, theme.shade(reaction, 0.8)),
                  lower.topleft)
    # restore the rounded corners the gradient covered
    corner = gfx.Surface((w, h), pygame.SRCALPHA)
    rounded(corner, corner.get_rect(), (255, 255, 255, 255), radius)
    surf.blit(corner, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    gfx.draw.rect(surf, BORDER, surf.get_rect(), max(1, b - 1), border_radius=radius)
    if detail == "mini":
        _mini(surf, card, inner)
        return _convert(surf)
    g = layout(card, w, h, detail)
    banner, bar, art, box, fit = g.banner, g.bar, g.art, g.box, g.fit
    rounded(surf, banner.move(0, 1), theme.shade(PARCH_EDGE, 0.7), 5 * s)
    rounded(surf, banner, PARCH, 5 * s)
    rounded(surf, banner, PARCH_EDGE, 5 * s, 1)
    surf.blit(g.title, g.title.get_rect(center=banner.center))
    # bottom bar: cost coin and type line
    rounded(surf, bar, theme.shade(frame, 0.72), 4 * s)
    coin(surf, (bar.x + g.coin_r + 1, bar.centery), g.coin_r, str(C.COST[card]),
         max(14, int(g.coin_r * 1.15)))
    surf.blit(g.type_line, g.type_line.get_rect(center=g.type_center))
    images, needed = fit.images, fit.height
    top, bottom = ART[art_type(card)]
    surf.blit(theme.vertical_gradient(art.size, top, bottom), art.topleft)
    gfx.draw.rect(surf, theme.shade(frame, 0.5), art, 1)
    icon_size = int(min(art.h - 6, art.w * 0.62))
    shadow = theme.icon(f"dominion.{card}", icon_size, (0, 0, 0))
    if shadow is not None:
        shadow = shadow.copy()
        shadow.set_alpha(110)
        surf.blit(shadow, shadow.get_rect(center=(art.centerx + 2, art.centery + 3)))
    theme.blit_icon(surf, f"dominion.{card}", art.center, icon_size, (255, 250, 236))
    rounded(surf, box, PARCH, 4 * s)
    if needed is None:
        _emblem(surf, card, box)
    else:
        if fit.complete:
            _blit_lines(surf, images, box)
        else:
            _blit_lines(surf, images, pygame.Rect(box.x, box.y, box.w, box.h - MARK_H + 2))
            more_mark(surf, box)
    return _convert(surf)


class Layout:
    """Where a face's parts go (the face draws it; the tests check nothing is cut)."""

    def __init__(self, card: str, w: int, h: int, detail: str):
        s = w / 132.0
        zoom = detail == "zoom"
        pad = max(4, int(round(6 * s)))
        title_h = max(20, int(round((24 if not zoom else 21) * s)))
        self.banner = pygame.Rect(pad, pad, w - 2 * pad, title_h)
        title_size = 28 if zoom else max(14, min(17, int(round(16 * s))))
        self.title = label(pgettext("dominion", C.NAME[card]), title_size, INK, "bold",
                           self.banner.w - 6,
                           min_size=14 if not zoom else 20)
        bar_h = max(20, int(round(24 * s))) if not zoom else int(round(22 * s))
        self.bar = bar = pygame.Rect(pad, h - pad - bar_h, w - 2 * pad, bar_h)
        self.coin_r = coin_r = bar_h * 0.62
        self.type_room = bar.w - int(2 * coin_r) - 8
        self.type_line = type_label(card, 20 if zoom else 14, self.type_room, zoom)
        self.type_center = (bar.x + 2 * coin_r + (bar.w - 2 * coin_r) / 2 + 1, bar.centery)
        # the text first: its height decides the art window's
        gap = max(2, int(3 * s))
        room = bar.y - gap - (self.banner.bottom + gap)          # art + gap + text box
        self.text_width = w - 2 * pad - 6
        self.fit = fit = fit_text(card, self.text_width, room - gap, zoom)
        if fit.height is None:                                    # a coin or a VP shield
            box_h = int(room * 0.5)
        elif zoom:
            box_h = min(room - gap - 48, max(fit.height + 12, int(room * 0.4)))
        else:
            box_h = min(room - gap - min_art(room), max(fit.height + 4, int(room * 0.4)))
        self.art = pygame.Rect(pad + 1, self.banner.bottom + gap, w - 2 * pad - 2,
                               room - gap - box_h)
        self.box = pygame.Rect(pad + 1, self.art.bottom + gap, w - 2 * pad - 2, box_h)


@lru_cache(maxsize=512)
def layout(card: str, w: int, h: int, detail: str = "card") -> Layout:
    return Layout(card, w, h, detail)


class TextFit:
    """What a face's text box shows: the lines as images, their height (None for a coin or a
    VP shield), and whether they are the card's whole text (else the face carries the
    "more on hover" mark and the zoom shows the rest)."""

    def __init__(self, images: list, complete: bool):
        self.images = images
        self.complete = complete
        self.height = None
        if images or not complete:           # the mark gets a line of its own
            self.height = _height(images) + (0 if complete else MARK_H)


MIN_TEXT = 11          # the smallest text a face uses before it shortens the text instead
MIN_ART = 26           # the art window (and the pile's count badge on it) keeps this height
MARK_H = 14            # the "more on hover" mark's line under the text


def min_art(room: int) -> int:
    return max(MIN_ART, room // 5)


def full_text(card: str) -> str:
    """The card's whole text without the bonuses (they are drawn in bold above it)."""
    return BONUS_PREFIX.sub("", _(C.TEXT[card]), count=1).strip()


@lru_cache(maxsize=512)
def fit_text(card: str, width: int, room: int, zoom: bool = False) -> TextFit:
    """The largest text that fits the room left beside the art: the whole text, at a smaller
    size if need be; else the short summary, marked; else the bonuses only, marked."""
    kind = main_type(card)
    if kind in ("Treasure", "Curse") or (kind == "Victory" and card != "gardens"):
        return TextFit([], True)
    lines = bonus_lines(card)
    if zoom:
        images = [label(line, 24, INK, "bold", width) for line in lines]
        rest = full_text(card)
        if rest:
            images.append(paragraph(rest, 19, INK, width))
        return TextFit(images, True)
    limit = room - min_art(room) - 4
    candidates = [(full_text(card), True)]
    if SHORT.get(card):
        candidates.append((_(SHORT[card]), False))
    for rest, complete in candidates:
        for size in range(14, MIN_TEXT - 1, -1):
            images = [label(line, size + 1, INK, "bold", width) for line in lines]
            if rest:
                images.append(paragraph(rest, size, INK, width))
            if _height(images) + (0 if complete else MARK_H) <= limit:
                return TextFit(images, complete)
    images = [label(line, MIN_TEXT + 1, INK, "bold", width) for line in lines]
    while images and _height(images) + MARK_H > limit:
        images.pop()
    return TextFit(images, False)


def more_mark(surf, box: pygame.Rect) -> None:
    """The "more on hover" mark: a dark tab with three dots at the text box's corner."""
    tab = pygame.Rect(0, 0, 24, MARK_H - 3)
    tab.midbottom = (box.centerx, box.bottom - 2)
    rounded(surf, tab, INK, 6)
    for i in (-6, 0, 6):
        gfx.draw.circle(surf, PARCH, (tab.centerx + i, tab.centery), 2)


@lru_cache(maxsize=256)
def type_label(card: str, size: int, room_w: int, zoom: bool = False) -> pygame.Surface:
    """The type line with every type ("Action – Attack"), as small and narrow as it must be."""
    words = type_line(card)
    weight = "bold" if zoom or len(C.TYPES[card]) == 1 else "regular"
    return label(words, size, (255, 252, 240), weight, room_w, min_size=9)


def _height(images: list) -> int:
    return sum(i.get_height() for i in images) + 2 * (len(images) - 1)


def _blit_lines(surf, images: list, box: pygame.Rect) -> None:
    total = _height(images)
    y = box.y + max(1, (box.h - total) // 2)
    clip = surf.get_clip()
    surf.set_clip(box)
    for image in images:
        surf.blit(image, image.get_rect(midtop=(box.centerx, y)))
        y += image.get_height() + 2
    surf.set_clip(clip)


def _emblem(surf, card: str, box: pygame.Rect) -> None:
    if main_type(card) == "Treasure":
        r = min(box.h, box.w) * 0.42
        coin(surf, box.center, r, str(C.VALUE[card]), max(16, int(r * 1.1)))
        return
    r = min(box.h * 0.46, box.w * 0.3)
    vp = C.VP[card]
    color = (70, 130, 60) if vp > 0 else (110, 60, 140)
    vp_shield(surf, box.center, r, f"{vp}", max(16, int(r * 1.0)), color)


def _mini(surf, card: str, inner: pygame.Rect) -> None:
    top, bottom = ART[art_type(card)]
    art = inner.inflate(-4, -4)
    surf.blit(theme.vertical_gradient(art.size, top, bottom), art.topleft)
    size = int(min(art.w, art.h) * 0.8)
    theme.blit_icon(surf, f"dominion.{card}", art.center, size, (255, 250, 236))


@lru_cache(maxsize=32)
def back(w: int, h: int) -> pygame.Surface:
    """The common card back: deep red-brown, a gold double frame and a crown."""
    s = w / 132.0
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, int(8 * s))
    rounded(surf, surf.get_rect(), BORDER, radius)
    inner = surf.get_rect().inflate(-max(2, int(4 * s)) * 2, -max(2, int(4 * s)) * 2)
    grad = theme.vertical_gradient(inner.size, theme.shade(BACK, 1.15), BACK_DARK)
    mask = gfx.Surface(inner.size, pygame.SRCALPHA)
    rounded(mask, mask.get_rect(), (255, 255, 255, 255), max(2, radius - 2))
    grad = grad.convert_alpha() if pygame.display.get_surface() else grad.convert_alpha(mask)
    grad.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(grad, inner.topleft)
    gold = (214, 170, 72)
    if w >= 40:
        rounded(surf, inner.inflate(-int(8 * s), -int(8 * s)), gold, max(2, radius - 3),
                max(1, int(2 * s)))
        rounded(surf, inner.inflate(-int(16 * s), -int(16 * s)), theme.shade(gold, 0.7),
                max(2, radius - 4), 1)
    theme.blit_icon(surf, "crown", surf.get_rect().center, int(min(w, h) * 0.5), gold)
    return _convert(surf)


@lru_cache(maxsize=64)
def dimmer(w: int, h: int, alpha: int = 150, radius: int = 8) -> pygame.Surface:
    """A dark veil over a card (an unaffordable pile, a picked card elsewhere)."""
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    rounded(surf, surf.get_rect(), (10, 12, 18, alpha), radius)
    return surf


def scaled(card: str | None, w: int, h: int) -> pygame.Surface:
    """A face (or the back, card None) at an arbitrary size, for cards in flight."""
    return _scaled(card, w, h, language())


@lru_cache(maxsize=256)
def _scaled(card: str | None, w: int, h: int, lang: str) -> pygame.Surface:
    if card is None:
        return back(max(8, w), max(8, h))
    base = face(card, 132, 185) if w > 60 else face(card, 44, 62, "mini")
    return gfx.transform.smoothscale(base, (max(8, w), max(8, h)))


def _forget_words(_code: str) -> None:
    """Layouts hold the words of one language: a newly chosen one lays the faces out again."""
    for cached in (layout, fit_text, type_label):
        cached.cache_clear()


on_change(_forget_words)
