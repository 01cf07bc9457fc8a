"""Itchy Feet's pieces drawn with pygame and cached: card faces (an item picture on cream paper
under a coloured band, the name below), card backs, country and character cards, the world map
(continents on an equirectangular sea with a graticule) and the plane.

Every card kind has its own band colour AND its own icon, so nothing depends on colour alone.
"""
from __future__ import annotations

import math
import re
from functools import lru_cache

import pygame
import pyphen

from rules.itchy_feet import cards as C
from scenes import gfx, i18n, theme
from scenes.table.palette import CREAM, GOLD, GOLD_DARK, INK, PARCHMENT, PARCHMENT_DARK

ITEM_RGB = {"SUN": (236, 150, 52), "SWM": (54, 150, 206), "MOS": (120, 160, 60),
            "BOO": (134, 94, 60), "COA": (90, 110, 160), "UMB": (170, 70, 130),
            "CAM": (70, 70, 80), "PHR": (200, 70, 64), "ADP": (96, 146, 140)}
ITEM_ICON = {"SUN": "sunscreen", "SWM": "swimsuit", "MOS": "mosquito_repellent",
             "BOO": "boots", "COA": "coat", "UMB": "umbrella", "CAM": "camera",
             "PHR": "phrasebook", "ADP": "adapter"}
SPECIAL_ICON = {"MOUSETRAP": "mousetrap", "CREDIT": "credit_card", "GUIDE": "local_guide",
                "TPOST": "trading_post", "MAP": "map"}
CHARACTER_ICON = {"CH-BACKPACKER": "backpacker", "CH-HIPPIE": "hippie",
                  "CH-PICKPOCKET": "pickpocket", "CH-DIPLOMAT": "diplomat",
                  "CH-OVERPACKER": "overpacker", "CH-FLYER": "frequent_flyer",
                  "CH-SMUGGLER": "smuggler"}
PASSPORT_RGB = (120, 34, 44)
FORBIDDEN_RGB = (40, 36, 36)
SPECIAL_RGB = (108, 72, 160)
EVENT_RGB = (214, 112, 34)
POSTCARD_RGB = (60, 120, 190)
COUNTRY_RGB = (34, 110, 90)
CHARACTER_RGB = (150, 110, 40)
BACK_RGB, BACK_EDGE = (44, 92, 132), (220, 200, 150)
FULL, MID, SMALL = (100, 140), (70, 98), (46, 64)     # card sizes: hand, dialogs, boxes
TINY = 70       # narrower cards show their name only whole (a player box's character card)
SEA, SEA_DEEP, LAND, LAND_EDGE = (52, 112, 150), (36, 84, 120), (206, 190, 140), (150, 128, 84)


def icon_of(card: str) -> str:
    """The icon role of a card (assets/icons/index.json)."""
    item = C.item_of(card)
    if item:
        return "itchy_feet.item." + ITEM_ICON[item]
    if card.startswith("SP-"):
        return "itchy_feet.special." + SPECIAL_ICON[card[3:]]
    if card.startswith("CH-"):
        return "itchy_feet.character." + CHARACTER_ICON[card]
    return {"PP": "itchy_feet.passport", "FB": "itchy_feet.forbidden", "EV": "itchy_feet.event",
            "PC": "itchy_feet.postcard"}.get(card[:2], "itchy_feet.country")


def band_of(card: str) -> tuple:
    item = C.item_of(card)
    if item:
        return ITEM_RGB[item]
    return {"PP": PASSPORT_RGB, "FB": FORBIDDEN_RGB, "SP": SPECIAL_RGB, "EV": EVENT_RGB,
            "PC": POSTCARD_RGB, "CH": CHARACTER_RGB}.get(card[:2], COUNTRY_RGB)


def _paper(size, band, radius) -> pygame.Surface:
    """A card blank: soft shadow, cream body with a paper gradient, a coloured band on top."""
    w, h = size
    card = gfx.Surface((w, h), pygame.SRCALPHA)
    gfx.draw.rect(card, (0, 0, 0, 70), (2, 3, w - 2, h - 3), border_radius=radius)
    body = pygame.Rect(0, 0, w - 2, h - 3)
    gfx.draw.rect(card, CREAM, body, border_radius=radius)
    lower = body.copy()
    lower.y, lower.h = body.h // 2, body.h - body.h // 2
    gfx.draw.rect(card, PARCHMENT, lower, border_bottom_left_radius=radius,
                  border_bottom_right_radius=radius)
    top = pygame.Rect(0, 0, body.w, max(10, h // 6))
    gfx.draw.rect(card, band, top, border_top_left_radius=radius,
                  border_top_right_radius=radius)
    gfx.draw.rect(card, theme.shade(band, 0.7), body, 2, border_radius=radius)
    return card


@lru_cache(maxsize=256)
def face(card: str, name: str, size: tuple = (100, 140), corner: str = "") -> pygame.Surface:
    """A card face: band, picture, name (already in words), the corner index if asked."""
    w, h = size
    band = band_of(card)
    surface = _paper(size, band, max(5, w // 12))
    label, pic, cy, top = face_layout(name, size)
    gfx.draw.circle(surface, theme.shade(band, 1.25), (w // 2 - 1, cy), pic // 2 + 8)
    gfx.draw.circle(surface, theme.shade(band, 0.8), (w // 2 - 1, cy), pic // 2 + 8, 2)
    theme.blit_icon(surface, icon_of(card), (w // 2 - 1, cy), pic, (255, 255, 255))
    if card.startswith("FB-"):     # a forbidden item: a red strike over the picture
        gfx.draw.line(surface, (200, 40, 40), (w // 2 - pic // 2, cy + pic // 2),
                      (w // 2 + pic // 2, cy - pic // 2), 4)
    if label is not None:
        surface.blit(label, label.get_rect(midtop=(w // 2 - 1, top)))
    if corner:
        tag = theme.render(corner, 12, (255, 255, 255), "bold")
        surface.blit(tag, (5, 1))
    return surface


def face_layout(name: str, size: tuple) -> tuple:
    """(the name's label or None, the picture's size, its centre's y, the label's top) on a
    card face of `size`. The name stands under the picture within the paper's edge; a long
    one gets a smaller picture and more lines; a card narrower than TINY whose name would be
    cut shows none ("The B…" says nothing) and a larger picture: pointing at it names it."""
    w, h = size
    small = w < 90
    points = 13 if small else 14
    bottom = h - 5          # the paper's edge: its shadow and border
    pic, cy, top = int(w * (0.46 if small else 0.5)), int(h * 0.42), int(h * 0.68)
    label = _label(name, points, w - 8, bottom - top, cut=False, most=2)
    if label is None:
        pic, cy, top = int(w * 0.34), int(h * 0.35), int(h * 0.56)
        label = _label(name, points, w - 8, bottom - top, cut=False)
    if label is None and w >= TINY:     # a small picture before a name cut short
        pic, cy, top = int(w * 0.24), int(h * 0.22), int(h * 0.40)
        label = _label(name, points, w - 8, bottom - top)
    if label is None:
        pic, cy = int(w * 0.6), int(h * 0.56)
    return label, pic, cy, top


def _label(name: str, size: int, width: int, height: int, cut: bool = True,
           most: int | None = None):
    """A card's name in as many lines as `height` holds (and `most` if given), broken between
    words: smaller if it must, then with its long words hyphenated. If it does not fit even
    so: cut short with an ellipsis, or None when not `cut`."""
    def fits(lines, s):
        bold = theme.font(s, "bold")
        # wrap_words hands back the whole name when one of its words is wider than a line
        return all(bold.size(line)[0] <= width for line in lines) \
            and len(lines) <= (most or len(lines)) and len(lines) * bold.get_linesize() <= height

    for s in range(size, 10, -1):
        lines = theme.wrap_words(name, s, "bold", width)
        if fits(lines, s):
            return stacked(lines, s, INK)
    lines = hyphenated_lines(name, 11, width)   # a long word ("Konnektoradapter"): split it
    if fits(lines, 11):
        return stacked(lines, 11, INK)
    if not cut:
        return None
    return theme.render(theme.ellipsize(name, 11, "bold", width), 11, INK, "bold")


@lru_cache(maxsize=4)
def _hyphenator(language: str) -> pyphen.Pyphen:
    return pyphen.Pyphen(lang=language)     # English, Hungarian and Estonian patterns ship with it


def word_breaks(word: str) -> list:
    """Where `word` may break, as (first part, second part) without the hyphen: the current
    language's hyphenation points (pyphen: "Sun-screen", "Konnektor-adapter", "asz-szony" with
    Hungarian's changed letters), else anywhere from its third letter to its third from last."""
    breaks = list(_hyphenator(i18n.language()).iterate(word))
    return breaks or [(word[:i], word[i:]) for i in range(3, len(word) - 2)]


def split_word(word: str, font, width: int) -> list:
    """`word` in pieces no wider than `width`, each but the last ending in a hyphen: in two at
    the break with the most even halves if one fits ("Back-packer", not "Backpack-er"), else
    the longest first piece that fits and the rest split again. As it is if nothing fits."""
    if font.size(word)[0] <= width:
        return [word]
    breaks = [(a, b) for a, b in word_breaks(word) if font.size(a + "-")[0] <= width]
    halves = [(a, b) for a, b in breaks if font.size(b)[0] <= width]
    if halves:
        a, b = min(halves, key=lambda ab: abs(len(ab[0]) - len(ab[1])))
        return [a + "-", b]
    if not breaks:
        return [word]
    a, b = max(breaks, key=lambda ab: len(ab[0]))
    return [a + "-"] + split_word(b, font, width)


def hyphenated_lines(name: str, size: int, width: int) -> list:
    """`name` wrapped to `width` (bold): at spaces and after hyphens, and a word too wide for a
    line hyphenated (`split_word`: "Sun-screen" reads better than "Sunscr…")."""
    font = theme.font(size, "bold")
    tokens = []                         # (text, joins the previous token without a space)
    for word in name.split():
        for k, part in enumerate(re.split(r"(?<=-)", word)):
            pieces = split_word(part, font, width)
            tokens += [(piece, k > 0 or i > 0) for i, piece in enumerate(pieces)]
    lines = []
    for text_, glued in tokens:
        joined = lines[-1] + ("" if glued else " ") + text_ if lines else text_
        if lines and font.size(joined)[0] <= width:
            lines[-1] = joined
        else:
            lines.append(text_)
    return lines or [""]


def stacked(lines: list, size: int, color) -> pygame.Surface:
    """Lines of bold text one under the other, each centred (as a card prints its name)."""
    images = [theme.render(line, size, color, "bold") for line in lines]
    step = theme.font(size, "bold").get_linesize()
    width = max(i.get_width() for i in images)
    out = gfx.Surface((width, step * len(images)), pygame.SRCALPHA)
    for k, image in enumerate(images):
        out.blit(image, ((width - image.get_width()) // 2, k * step))
    return out


@lru_cache(maxsize=16)
def back(size: tuple = (100, 140)) -> pygame.Surface:
    """The common back of the deck: blue with a gold frame and a globe."""
    w, h = size
    surface = gfx.Surface((w, h), pygame.SRCALPHA)
    gfx.draw.rect(surface, (0, 0, 0, 70), (2, 3, w - 2, h - 3), border_radius=7)
    body = pygame.Rect(0, 0, w - 2, h - 3)
    gfx.draw.rect(surface, BACK_RGB, body, border_radius=7)
    for i in range(0, w + h, 10):      # a fine diagonal weave
        gfx.draw.line(surface, theme.shade(BACK_RGB, 1.12), (i, 0), (i - h, h), 1)
    gfx.draw.rect(surface, BACK_EDGE, body.inflate(-8, -8), 2, border_radius=5)
    gfx.draw.rect(surface, theme.shade(BACK_RGB, 0.6), body, 2, border_radius=7)
    theme.blit_icon(surface, "itchy_feet.country", body.center, int(w * 0.5), BACK_EDGE)
    return surface


@lru_cache(maxsize=64)
def country_card(code: str, name: str, size: tuple = (100, 140), done: bool = False,
                 stamp: str = "") -> pygame.Surface:
    """A country: its name, a globe, the three items it needs; stamped once reached."""
    w, h = size
    surface = _paper(size, COUNTRY_RGB, max(5, w // 12))
    # the name on one line in the band: smaller down to 10 px, then on two lines (the band
    # grows), and only then cut
    for size in range(13, 9, -1):
        title = theme.render(name, size, (255, 255, 255), "bold", wrap=w - 8)
        if title.get_height() <= h // 6 + 4:
            break
    else:
        lines = hyphenated_lines(name, 10, w - 6)
        if len(lines) <= 2 and all(theme.font(10, "bold").size(x)[0] <= w - 6 for x in lines):
            title = stacked(lines, 10, (255, 255, 255))
        else:
            title = theme.render(theme.ellipsize(name, 10, "bold", w - 8), 10, (255, 255, 255),
                                 "bold")
    band_h = max(10, h // 6)
    gfx.draw.rect(surface, COUNTRY_RGB, (0, 0, w - 2, max(band_h, title.get_height() + 4)),
                  border_top_left_radius=8, border_top_right_radius=8)
    surface.blit(title, title.get_rect(midtop=(w // 2 - 1, 2)))
    theme.blit_icon(surface, "itchy_feet.country", (w // 2 - 1, int(h * 0.4)), int(w * 0.42),
                    theme.shade(COUNTRY_RGB, 0.9))
    needs = C.needs(code)
    step = (w - 12) // 3
    for i, item in enumerate(needs):
        cx = 6 + step * i + step // 2
        cy = int(h * 0.8)
        gfx.draw.circle(surface, ITEM_RGB[item], (cx, cy), step // 2 - 1)
        theme.blit_icon(surface, "itchy_feet.item." + ITEM_ICON[item], (cx, cy),
                        max(10, step - 10), (255, 255, 255))
    if done:
        shade = gfx.Surface((w - 2, h - 3), pygame.SRCALPHA)
        shade.fill((70, 70, 70, 120))
        surface.blit(shade, (0, 0), special_flags=0)
        _stamp(surface, stamp, (w // 2, h // 2), w)
    return surface


def _stamp(surface, words: str, center, width: int) -> None:
    """A red rubber stamp, slightly turned."""
    image = theme.render(words, 16 if width >= 90 else 13, (200, 40, 40), "bold")
    box = gfx.Surface((image.get_width() + 14, image.get_height() + 8), pygame.SRCALPHA)
    gfx.draw.rect(box, (200, 40, 40), box.get_rect(), 3, border_radius=6)
    box.blit(image, (7, 4))
    box = gfx.transform.rotate(box, 14)
    surface.blit(box, box.get_rect(center=center))


@lru_cache(maxsize=32)
def character_card(char: str, name: str, size: tuple = (100, 140)) -> pygame.Surface:
    return face(char, name, size)


# ---- the world map ------------------------------------------------------------------------------
# rough continent outlines as (lon, lat): enough to recognise the world at 510 x 255 px
CONTINENTS = [
    # North America
    [(-168, 66), (-160, 71), (-140, 70), (-120, 72), (-95, 72), (-80, 73), (-62, 66), (-60, 55),
     (-53, 47), (-66, 44), (-70, 41), (-76, 35), (-81, 31), (-80, 25), (-82, 29), (-90, 30),
     (-97, 26), (-97, 20), (-88, 21), (-87, 15), (-83, 9), (-78, 8), (-85, 13), (-92, 15),
     (-105, 20), (-110, 24), (-115, 31), (-118, 34), (-124, 40), (-124, 48), (-132, 55),
     (-150, 60), (-165, 60)],
    # Greenland
    [(-55, 82), (-30, 83), (-20, 75), (-22, 70), (-42, 60), (-52, 64), (-58, 76)],
    # South America
    [(-78, 8), (-72, 12), (-62, 10), (-50, 2), (-35, -6), (-38, -13), (-41, -22), (-48, -26),
     (-53, -34), (-58, -38), (-65, -42), (-66, -55), (-72, -52), (-74, -42), (-72, -30),
     (-71, -18), (-76, -14), (-81, -5), (-80, 1)],
    # Europe and Asia
    [(-9, 43), (-9, 39), (-6, 36), (3, 43), (12, 44), (16, 38), (18, 40), (26, 40), (28, 36),
     (36, 36), (35, 32), (44, 12), (52, 16), (58, 22), (57, 26), (66, 25), (72, 20), (77, 8),
     (80, 15), (88, 22), (92, 21), (98, 16), (100, 8), (104, 1), (103, 10), (109, 12),
     (106, 20), (110, 21), (120, 27), (122, 31), (119, 38), (126, 38), (129, 35), (130, 43),
     (140, 48), (142, 54), (135, 56), (156, 60), (162, 58), (160, 62), (180, 66), (180, 70),
     (150, 72), (110, 77), (70, 73), (58, 70), (40, 67), (32, 70), (25, 71), (15, 68),
     (5, 62), (10, 58), (12, 56), (8, 57), (8, 54), (2, 51), (-1, 46), (-2, 44)],
    # Great Britain
    [(-5, 50), (1, 51), (0, 53), (-2, 56), (-5, 58), (-6, 55), (-3, 54)],
    # Iceland
    [(-24, 65), (-18, 66.5), (-13, 65), (-18, 63.5)],
    # Africa
    [(-17, 21), (-10, 30), (-5, 36), (10, 37), (20, 32), (32, 31), (35, 28), (43, 12),
     (51, 12), (42, -2), (40, -10), (35, -24), (27, -34), (18, -34), (12, -17), (13, -6),
     (9, 4), (-4, 5), (-13, 8), (-17, 15)],
    # Madagascar
    [(44, -25), (47, -25), (50, -15), (49, -12), (44, -17)],
    # Arabia is part of Asia above; Japan
    [(130, 31), (135, 34), (140, 35), (142, 40), (141, 45), (139, 42), (136, 36), (131, 34)],
    # Australia
    [(114, -22), (122, -18), (130, -12), (137, -12), (142, -11), (146, -19), (153, -26),
     (150, -37), (141, -38), (131, -31), (115, -34)],
    # New Zealand
    [(172, -34), (178, -38), (174, -41), (171, -44), (167, -46), (170, -42)],
    # Indonesia and New Guinea (a few islands)
    [(95, 5), (106, -6), (102, -4)], [(106, -6), (115, -8), (106, -8)],
    [(131, -1), (141, -3), (150, -10), (141, -9), (135, -4)],
    [(109, 1), (117, 7), (119, 1), (116, -4), (110, -3)],
    # Antarctica's edge
    [(-180, -66), (180, -66), (180, -72), (-180, -72)],
]
LAT_TOP, LAT_BOTTOM = 82.0, -70.0


def project(rect: pygame.Rect, lat: float, lon: float) -> tuple:
    """(x, y) of a point on the map drawn in `rect` (equirectangular, cropped at the poles)."""
    x = rect.x + (lon + 180.0) / 360.0 * rect.w
    y = rect.y + (LAT_TOP - lat) / (LAT_TOP - LAT_BOTTOM) * rect.h
    return (x, y)


def world_map(rect: pygame.Rect) -> pygame.Surface:
    """The sea with a graticule, the continents with a shaded coast, a frame."""
    surface = gfx.Surface(rect.size, pygame.SRCALPHA)
    local = pygame.Rect(0, 0, rect.w, rect.h)
    sea = theme.vertical_gradient(rect.size, SEA, SEA_DEEP)
    surface.blit(sea, (0, 0))
    for lon in range(-150, 180, 30):
        x, _y = project(local, 0, lon)
        gfx.draw.line(surface, theme.shade(SEA, 1.12), (x, 0), (x, rect.h), 1)
    for lat in range(-60, 90, 30):
        _x, y = project(local, lat, 0)
        gfx.draw.line(surface, theme.shade(SEA, 1.12), (0, y), (rect.w, y), 1)
    for outline in CONTINENTS:
        points = [project(local, lat, lon) for lon, lat in outline]
        if len(points) < 3:
            continue
        shadow = [(x + 2, y + 3) for x, y in points]
        gfx.draw.polygon(surface, theme.shade(SEA_DEEP, 0.8), shadow)
        gfx.draw.polygon(surface, LAND, points)
        gfx.draw.polygon(surface, LAND_EDGE, points, 1)
    gfx.draw.rect(surface, GOLD_DARK, local, 3, border_radius=6)
    gfx.draw.rect(surface, PARCHMENT_DARK, local.inflate(-6, -6), 1, border_radius=4)
    mask = gfx.Surface(rect.size, pygame.SRCALPHA)
    gfx.draw.rect(mask, (255, 255, 255, 255), local, border_radius=8)
    surface.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return surface


def pin(surface, pos, color, label: str = "", big: bool = False, top: int = 0) -> None:
    """A map pin in a seat's colour (a star for the centre country)."""
    x, y = int(pos[0]), int(pos[1])
    if big:
        theme.draw_shape(surface, "star", (x, y), 12, GOLD)
    else:
        head = 16 if y >= top + 26 else -16      # near the top edge the pin hangs down
        gfx.draw.line(surface, INK, (x, y), (x, y - head + (2 if head > 0 else -2)), 2)
        gfx.draw.circle(surface, INK, (x, y - head), 7)
        gfx.draw.circle(surface, color, (x, y - head), 6)
    if label:
        theme.text(surface, label, (x + 9, y - (2 if big else 22)), 15, (255, 255, 255), "bold")


@lru_cache(maxsize=8)
def plane(size: int, rgb: tuple = (255, 255, 255)) -> pygame.Surface | None:
    return theme.icon("itchy_feet.travel", size, rgb)


def arc_points(a, b, lift: float, n: int = 12) -> list:
    """Points of a flight arc from a to b, lifted in the middle (for the plane's walk)."""
    out = []
    for i in range(n + 1):
        t = i / n
        lifted = lift * math.sin(math.pi * t)
        out.append((a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - lifted))
    return out


__all__ = ["face", "back", "country_card", "character_card", "world_map", "project", "pin",
           "plane", "arc_points", "GOLD", "INK", "CREAM"]
