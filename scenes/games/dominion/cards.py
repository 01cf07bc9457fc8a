"""Dominion's cards drawn with pygame from the rules' card data, cached as surfaces.

A face looks like a printed card: a dark border, a frame in the colour of its main type
(Action parchment, Treasure gold, Victory green, Curse purple, Reaction blue; Attacks keep the
Action frame with red art), a title banner, an art window with the card's icon
(`assets/icons`, roles `dominion.<card>`), a text box (bonuses in bold, then the effect; a
coin for Treasures, the VP for Victory cards), and a bottom bar with the cost coin and the
type line. Three levels of detail: "zoom" (full English text), "card" (short text, for the
hand, the Supply and the play area; the zoom repeats it in full), "mini" (no text).
"""
from __future__ import annotations

import re
from functools import lru_cache

import pygame

from rules.dominion import cards as C
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _, language, ngettext, pgettext
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
    f = pygame.font.Font(str(theme.font_path(weight)), size)
    f.align = align
    return f


@lru_cache(maxsize=1024)
def label(text: str, size: int, color: tuple, weight: str = "bold", max_w: int = 0,
          min_size: int = 14) -> pygame.Surface:
    """One line that fits `max_w`: smaller sizes down to `min_size`, then squeezed (>= 84 %)."""
    s = size
    image = font(s, weight).render(text, True, color)
    while max_w and image.get_width() > max_w and s > min_size:
        s -= 1
        image = font(s, weight).render(text, True, color)
    if max_w and image.get_width() > max_w:
        w = max(max_w, int(image.get_width() * 0.84))
        image = pygame.transform.smoothscale(image, (w, image.get_height()))
    return image


@lru_cache(maxsize=1024)
def paragraph(text: str, size: int, color: tuple, width: int, weight: str = "regular"):
    f = font(size, weight, pygame.FONT_CENTER)
    return f.render(text, True, color, None, width)


# ---- drawing helpers -----------------------------------------------------------------------------
def gradient(size, top, bottom) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface((1, max(1, h)))
    for y in range(max(1, h)):
        f = y / max(1, h - 1)
        surf.set_at((0, y), [int(a + (b - a) * f) for a, b in zip(top, bottom)])
    return pygame.transform.smoothscale(surf, (max(1, w), max(1, h)))


def rounded(surface, rect, color, radius, width=0) -> None:
    pygame.draw.rect(surface, color, rect, width, border_radius=max(0, int(radius)))


def coin(surface, center, r: float, text_: str, size: int) -> None:
    """A gold coin with a number (the cost on a card, or a Treasure's value)."""
    cx, cy = center
    pygame.draw.circle(surface, COIN_DARK, (cx, cy + max(1, r * 0.08)), r)
    pygame.draw.circle(surface, COIN, (cx, cy), r)
    pygame.draw.circle(surface, COIN_HI, (cx - r * 0.28, cy - r * 0.3), r * 0.42)
    pygame.draw.circle(surface, COIN, (cx, cy), r * 0.78)
    pygame.draw.circle(surface, COIN_DARK, (cx, cy), r, max(1, int(r * 0.1)))
    image = label(text_, size, INK, "bold")
    surface.blit(image, image.get_rect(center=(cx, cy + 1)))


def vp_shield(surface, center, r: float, text_: str, size: int, color) -> None:
    cx, cy = center
    pts = [(cx - r, cy - r * 0.9), (cx + r, cy - r * 0.9), (cx + r, cy + r * 0.1),
           (cx, cy + r * 1.05), (cx - r, cy + r * 0.1)]
    pygame.draw.polygon(surface, theme.shade(color, 0.55), [(x, y + 2) for x, y in pts])
    pygame.draw.polygon(surface, color, pts)
    pygame.draw.polygon(surface, INK, pts, max(1, int(r * 0.08)))
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
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, int(8 * s))
    rounded(surf, surf.get_rect(), BORDER, radius)
    b = max(2, int(round(3 * s)))
    inner = surf.get_rect().inflate(-2 * b, -2 * b)
    frame = FRAME[main_type(card)]
    surf.blit(gradient(inner.size, theme.shade(frame, 1.18), theme.shade(frame, 0.86)),
              inner.topleft)
    if card == "moat":   # Action - Reaction: parchment above, blue below (as printed)
        lower = pygame.Rect(inner.x, inner.y + inner.h // 2, inner.w, inner.h - inner.h // 2)
        surf.blit(gradient(lower.size, FRAME["Reaction"], theme.shade(FRAME["Reaction"], 0.8)),
                  lower.topleft)
    # restore the rounded corners the gradient covered
    corner = pygame.Surface((w, h), pygame.SRCALPHA)
    rounded(corner, corner.get_rect(), (255, 255, 255, 255), radius)
    surf.blit(corner, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.rect(surf, BORDER, surf.get_rect(), max(1, b - 1), border_radius=radius)
    if detail == "mini":
        _mini(surf, card, inner)
        return _convert(surf)
    pad = max(4, int(round(6 * s)))
    zoom = detail == "zoom"
    # title banner
    title_h = max(20, int(round((24 if not zoom else 21) * s)))
    banner = pygame.Rect(pad, pad, w - 2 * pad, title_h)
    rounded(surf, banner.move(0, 1), theme.shade(PARCH_EDGE, 0.7), 5 * s)
    rounded(surf, banner, PARCH, 5 * s)
    rounded(surf, banner, PARCH_EDGE, 5 * s, 1)
    title_size = 28 if zoom else max(14, min(17, int(round(16 * s))))
    image = label(pgettext("dominion", C.NAME[card]), title_size, INK, "bold", banner.w - 6,
                  min_size=14 if not zoom else 20)
    surf.blit(image, image.get_rect(center=banner.center))
    # bottom bar: cost coin and type line
    bar_h = max(20, int(round(24 * s))) if not zoom else int(round(22 * s))
    bar = pygame.Rect(pad, h - pad - bar_h, w - 2 * pad, bar_h)
    rounded(surf, bar, theme.shade(frame, 0.72), 4 * s)
    coin_r = bar_h * 0.62
    coin(surf, (bar.x + coin_r + 1, bar.centery), coin_r, str(C.COST[card]),
         max(14, int(coin_r * 1.15)))
    type_size = 20 if zoom else 14
    room_w = bar.w - int(2 * coin_r) - 8
    words = type_line(card) if zoom else "–".join(type_name(t) for t in C.TYPES[card])
    weight = "bold" if zoom or len(C.TYPES[card]) == 1 else "regular"
    if not zoom and font(type_size, weight).size(words)[0] * 0.84 > room_w:
        words, weight = type_name(C.TYPES[card][-1]), "bold"   # "Attack": the frame says Action
    tl = label(words, type_size, (255, 252, 240), weight, room_w, min_size=type_size)
    surf.blit(tl, tl.get_rect(center=(bar.x + 2 * coin_r + (bar.w - 2 * coin_r) / 2 + 1,
                                      bar.centery)))
    # text first (its height decides the art window's)
    gap = max(2, int(3 * s))
    room = bar.y - gap - (banner.bottom + gap)          # art + gap + text box
    width = w - 2 * pad - 10
    images, needed = _text_images(card, width, zoom)
    if needed is None:                                    # a coin or a VP shield
        box_h = int(room * 0.5)
    elif zoom:
        box_h = min(room - gap - 48, max(needed + 12, int(room * 0.4)))
    else:
        nice = room - gap - int(room * 0.42)
        if needed + 8 > nice and SHORT.get(card):
            if len(images) > 1:
                images = images[:-1]       # the bonuses only; the zoom shows the whole text
            else:
                images = [_fitted_paragraph(images[0], card, width,
                                            room - gap - max(26, room // 4))]
            needed = _height(images)
        box_h = min(room - gap - 26, max(needed + 8, int(room * 0.4)))
    art = pygame.Rect(pad + 1, banner.bottom + gap, w - 2 * pad - 2, room - gap - box_h)
    top, bottom = ART[art_type(card)]
    surf.blit(gradient(art.size, top, bottom), art.topleft)
    pygame.draw.rect(surf, theme.shade(frame, 0.5), art, 1)
    icon_size = int(min(art.h - 6, art.w * 0.62))
    shadow = theme.icon(f"dominion.{card}", icon_size, (0, 0, 0))
    if shadow is not None:
        shadow = shadow.copy()
        shadow.set_alpha(110)
        surf.blit(shadow, shadow.get_rect(center=(art.centerx + 2, art.centery + 3)))
    theme.blit_icon(surf, f"dominion.{card}", art.center, icon_size, (255, 250, 236))
    box = pygame.Rect(pad + 1, art.bottom + gap, w - 2 * pad - 2, box_h)
    rounded(surf, box, PARCH, 4 * s)
    if needed is None:
        _emblem(surf, card, box)
    else:
        _blit_lines(surf, images, box)
    return _convert(surf)


def _text_images(card: str, width: int, zoom: bool):
    """The text box's lines as images and their height (None for a coin / VP emblem)."""
    kind = main_type(card)
    if kind in ("Treasure", "Curse") or (kind == "Victory" and card != "gardens"):
        return [], None
    lines = bonus_lines(card)
    rest = _(C.TEXT[card]) if zoom else _(SHORT.get(card, ""))
    if zoom:   # the full text repeats the bonuses first: they are shown once, in bold
        rest = BONUS_PREFIX.sub("", rest, count=1).strip()
    bold_size = 24 if zoom else 15
    text_size = 19 if zoom else 14
    images = [label(line, bold_size, INK, "bold", width) for line in lines]
    if rest:
        images.append(paragraph(rest, text_size, INK, width))
    return images, _height(images)


def _height(images: list) -> int:
    return sum(i.get_height() for i in images) + 2 * (len(images) - 1)


def _fitted_paragraph(image, card: str, width: int, max_h: int):
    """The short text, cut at a word with an ellipsis until it fits `max_h`."""
    words = _(SHORT.get(card, "")).split()
    while image.get_height() > max_h - 8 and len(words) > 2:
        words = words[:-1]
        image = paragraph(" ".join(words).rstrip(",.;:") + "…", 14, INK, width)
    return image


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
    surf.blit(gradient(art.size, top, bottom), art.topleft)
    size = int(min(art.w, art.h) * 0.8)
    theme.blit_icon(surf, f"dominion.{card}", art.center, size, (255, 250, 236))


@lru_cache(maxsize=32)
def back(w: int, h: int) -> pygame.Surface:
    """The common card back: deep red-brown, a gold double frame and a crown."""
    s = w / 132.0
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, int(8 * s))
    rounded(surf, surf.get_rect(), BORDER, radius)
    inner = surf.get_rect().inflate(-max(2, int(4 * s)) * 2, -max(2, int(4 * s)) * 2)
    grad = gradient(inner.size, theme.shade(BACK, 1.15), BACK_DARK)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
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
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
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
    return pygame.transform.smoothscale(base, (max(8, w), max(8, h)))
