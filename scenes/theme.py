"""Look and feel shared by every scene: palette, fonts, seat identities and drawing helpers.

Seat colours are the Okabe-Ito colour-blind-safe set, each paired with a shape so that nothing
depends on colour alone. Text is DejaVu Sans (covers Hungarian and Estonian), never below 18 px
for reading text.
"""
from __future__ import annotations

import contextlib
import math
import os
import pathlib
from functools import lru_cache

import pygame

from . import gfx

ROOT = pathlib.Path(__file__).resolve().parents[1]
ASSETS = ROOT / "assets"
FONTS = ASSETS / "fonts"
ICONS = ASSETS / "icons"

SCREEN = (1600, 900)

# ---- colours -------------------------------------------------------------------------------------
BG = (24, 29, 40)
BG_DEEP = (16, 19, 27)
PANEL = (38, 45, 61)
PANEL_HI = (52, 61, 82)
PANEL_EDGE = (82, 94, 122)
TEXT = (238, 240, 245)
TEXT_DIM = (170, 178, 196)
ACCENT = (244, 197, 66)           # gold: the one accent colour
GOOD = (92, 200, 120)
BAD = (255, 135, 120)         # light enough to read on every panel (>= 4.5:1)
HIGHLIGHT = (255, 255, 255)
SHADOW = (0, 0, 0, 110)

# Okabe & Ito (2008); order chosen so that seats 1-4 are the most distinct.
SEAT_COLORS = [(230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (204, 121, 167),
               (213, 94, 0)]
# the same seats as words on the panels: green, purple and vermillion lightened to >= 4.5:1
# on PANEL_HI (tests/test_palette_access.py), each still nearest its own seat colour
SEAT_TEXT_COLORS = [(230, 159, 0), (86, 180, 233), (0, 197, 143), (240, 228, 66),
                    (234, 139, 192), (255, 134, 100)]
SEAT_COLOR_NAMES = ["orange", "sky blue", "green", "yellow", "purple", "vermillion"]
SEAT_SHAPES = ["circle", "triangle", "square", "diamond", "star", "pentagon"]
SHAPE_GLYPHS = {"circle": "●", "triangle": "▲", "square": "■", "diamond": "◆", "star": "★",
                "pentagon": "⬟"}


def seat_color(seat: int) -> tuple:
    return SEAT_COLORS[seat % len(SEAT_COLORS)]


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def readable_on(color) -> tuple:
    """Black or white, whichever reads better on `color` (WCAG relative luminance)."""
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = color[:3]
    lum = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    return (20, 20, 24) if lum > 0.33 else (250, 250, 250)


def seat_text_color(seat: int) -> tuple:
    """A seat's colour for its name and words: legible on the panels (the shape goes with it)."""
    return SEAT_TEXT_COLORS[seat % len(SEAT_TEXT_COLORS)]


def shade(color, factor: float) -> tuple:
    """Darker (factor < 1) or lighter (factor > 1) version of a colour."""
    if factor < 1:
        return tuple(max(0, int(c * factor)) for c in color[:3])
    return tuple(min(255, int(c + (255 - c) * (factor - 1))) for c in color[:3])


# ---- fonts -------------------------------------------------------------------------------------
FONT_FILES = {"regular": "DejaVuSans.ttf", "bold": "DejaVuSans-Bold.ttf",
              "italic": "DejaVuSans-Oblique.ttf", "mono": "DejaVuSansMono.ttf"}


def font_path(weight: str = "regular") -> pathlib.Path:
    path = FONTS / FONT_FILES.get(weight, FONT_FILES["regular"])
    if not path.exists() and weight != "regular":
        return font_path("regular")
    return path


# The person's UI scale (Settings: 100/125/150/200 %). The window already fits the 1600x900
# design area to any screen; the UI scale makes text and the controls holding it larger on top.
UI_SCALES = (1.0, 1.25, 1.5, 2.0)


def env_ui_scale() -> float:
    """GAMESHELF_UI_SCALE=1.25 (tools, tests): the scale to start at, over the settings."""
    try:
        value = float(os.environ.get("GAMESHELF_UI_SCALE", "") or 1.0)
    except ValueError:
        return 1.0
    return value if value in UI_SCALES else 1.0


_ui_scale = env_ui_scale()


def ui_scale() -> float:
    """The person's UI scale, 1.0 at 100 %."""
    return _ui_scale


@contextlib.contextmanager
def ui_scale_at_most(cap: float):
    """Texts drawn inside are no larger than at `cap` (a dense page that does not fit at the
    person's own scale: the results table of a long-named game at 200 %)."""
    global _ui_scale
    saved = _ui_scale
    _ui_scale = min(saved, cap)
    try:
        yield
    finally:
        _ui_scale = saved


def set_ui_scale(value: float) -> None:
    """Change the UI scale and drop every render cached at the old one."""
    global _ui_scale
    _ui_scale = float(value)
    gfx.clear_caches()


def start_ui_scale(settings: dict) -> float:
    """At start: GAMESHELF_UI_SCALE if set, else the saved setting (an odd value: 100 %)."""
    value = env_ui_scale() if os.environ.get("GAMESHELF_UI_SCALE") else \
        settings.get("ui_scale", 1.0)
    set_ui_scale(value if value in UI_SCALES else 1.0)
    return ui_scale()


def ui(size: float) -> int:
    """A 100 % text size (or a length that holds text) at the person's UI scale."""
    return int(size) if _ui_scale == 1 else max(1, round(size * _ui_scale))


def font(size: int = 18, weight: str = "regular", ui: bool = False) -> pygame.font.Font:
    """The font of `size` design units at the window's scale (rendered at size * k, measured
    in design units; see gfx.Font); `ui`: text that grows with the UI scale (size * scale)."""
    return _font(_ui_size(size, ui), weight, gfx.scale())


def _ui_size(size: int, scaled: bool) -> int:
    return ui(size) if scaled else size


@lru_cache(maxsize=64)
def _font(size: int, weight: str, k: float) -> pygame.font.Font:
    path = font_path(weight)
    if not path.exists():
        raise FileNotFoundError(f"the font {path} is missing: reinstall gameshelf's assets")
    return gfx.Font(str(path), size, k)


@lru_cache(maxsize=2048)
def _render(text_: str, size: int, weight: str, color: tuple, wrap: int,
            k: float) -> pygame.Surface:
    f = font(size, weight)
    try:
        if wrap:
            return f.render(text_, True, color, None, wrap)
        return f.render(text_, True, color)
    except pygame.error:     # only zero-width characters (a name typed that way): nothing to see
        return gfx.Surface((1, f.get_height()), pygame.SRCALPHA)


def render(text_: str, size: int = 18, color=TEXT, weight: str = "regular",
           wrap: int = 0, ui: bool = False) -> pygame.Surface:
    """Text at the window's scale: a Canvas of physical pixels, sized in design units; `ui`:
    at the UI scale (`wrap` is then the width it wraps at, as given)."""
    return _render(str(text_), _ui_size(size, ui), weight, tuple(color), wrap, gfx.scale())


MIN_TEXT = 18


def fit_size(text_: str, size: int, weight: str, width: int, floor: int) -> int:
    """The largest size from `size` down to `floor` at which `text_` is at most `width` wide
    (`floor` when none is)."""
    while size > floor and font(size, weight).size(text_)[0] > width:
        size -= 1
    return size


def shown_size(text_: str, size: int, weight: str, width: int, scaled: bool) -> int:
    """The size a label of 100 % size `size` is drawn at in a box `width` wide: at 100 % it
    may shrink down to MIN_TEXT; at a larger UI scale it starts at size * scale and shrinks
    no further than what 100 % shows (a larger scale never shows smaller text)."""
    return _shown_size(text_, size, weight, width, scaled, _ui_scale, gfx.scale())


@lru_cache(maxsize=4096)       # labels are drawn every frame: measured once
def _shown_size(text_: str, size: int, weight: str, width: int, scaled: bool, _scale: float,
                _k: float) -> int:
    base = fit_size(text_, size, weight, width, min(size, MIN_TEXT))
    if not scaled or _ui_scale == 1:
        return base
    return fit_size(text_, ui(size), weight, width, base)


def wrap_size(text_: str, size: int, weight: str, width: int) -> int:
    """The size a wrapped text of 100 % size `size` is drawn at in a column `width` wide: its
    UI-scaled size, smaller (down to `size`) while its longest word is wider than the column
    (a wrap would break the word)."""
    longest = max(text_.split() or [""], key=lambda word: font(size, weight).size(word)[0])
    return fit_size(longest, ui(size), weight, width, size)


def stack_sizes(lines, height: int) -> list:
    """Sizes for lines drawn one under the other in a panel `height` tall: `lines` gives each
    line's 100 % (size, weight); all grow by one factor, the UI scale or less, as far as they
    fit (never below their 100 % sizes)."""
    scale = _ui_scale
    while True:
        sizes = [max(size, round(size * scale)) for size, _weight in lines]
        tall = sum(font(s, weight).get_linesize() for s, (_size, weight) in zip(sizes, lines))
        if tall <= height or scale <= 1:
            return sizes
        scale = max(1.0, scale - 0.05)


def block_size(text_: str, size: int, weight: str, width: int, height: int) -> int:
    """The size a block of text of 100 % size `size`, wrapped `width` wide, is drawn at in a
    box `height` tall: its UI-scaled size, smaller (down to `size`) while it is too tall."""
    scaled = ui(size)
    while scaled > size and render(text_, scaled, TEXT, weight, width).get_height() > height:
        scaled -= 1
    return scaled


def text(surface, text_: str, pos, size: int = 18, color=TEXT, weight: str = "regular",
         anchor: str = "topleft", wrap: int = 0, max_width: int = 0,
         ui: bool = False) -> pygame.Rect:
    """Draw text; `anchor` is a Rect attribute name. With `max_width` the font shrinks to fit,
    but never below 18 px: what still does not fit ends in an ellipsis. `ui`: text that grows
    with the UI scale (and shrinks to fit no further than its 100 % size)."""
    text_ = str(text_)
    if max_width and not wrap:
        size = shown_size(text_, size, weight, max_width, ui)
    else:
        size = _ui_size(size, ui)
    image = render(text_, size, color, weight, wrap)
    while max_width and wrap and image.get_width() > max_width and size > MIN_TEXT:
        size -= 1
        image = render(text_, size, color, weight, wrap)
    if max_width and image.get_width() > max_width and not wrap:
        image = render(ellipsize(text_, size, weight, max_width), size, color, weight)
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def label_in(surface, text_: str, rect, size: int = 20, color=TEXT, weight: str = "bold",
             pad: int = 8, ui: bool = False) -> None:
    """A label centred in a fixed box (a button): one line, shrinking down to MIN_TEXT (`ui`:
    from size * scale down to its 100 % size); if it still does not fit, two centred lines when
    the box is tall enough; only then an ellipsis."""
    rect = pygame.Rect(rect)
    width = rect.w - pad
    one = shown_size(text_, size, weight, width, ui)
    if font(one, weight).size(text_)[0] > width:
        small = min(size, MIN_TEXT)
        for two in range(max(one, small), small - 1, -1):      # the largest two lines that fit
            lines = wrap_words(text_, two, weight, width)
            step = font(two, weight).get_linesize()
            if len(lines) == 2 and step * 2 <= rect.h - 4:
                for k, line in enumerate(lines):
                    image = render(line, two, color, weight)
                    surface.blit(image, image.get_rect(center=(rect.centerx,
                                                               rect.centery + (k - 0.5) * step)))
                return
    text(surface, text_, rect.center, one, color, weight, anchor="center", max_width=width)


def wrap_words(text_: str, size: int, weight: str, width: int) -> list:
    """Greedy lines at spaces; a word wider than `width` stays whole on its own line."""
    f = font(size, weight)
    lines: list = []
    for word in text_.split():
        if lines and f.size(lines[-1] + " " + word)[0] <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    if any(f.size(line)[0] > width for line in lines):
        return [text_]
    return lines or [""]


def ellipsize(text_: str, size: int, weight: str, max_width: int) -> str:
    f = font(size, weight)
    if f.size(text_)[0] <= max_width:
        return text_
    while text_ and f.size(text_ + "…")[0] > max_width:
        text_ = text_[:-1]
    return text_.rstrip() + "…"


def convert(surface: pygame.Surface) -> pygame.Surface:
    """The display's pixel format (fast blits) once a window exists; as it is before that."""
    return surface.convert_alpha() if pygame.display.get_surface() else surface


def disc_canvas(radius: float, margin: int = 4) -> tuple:
    """(surface, centre) for drawing a round token of `radius` with `margin` pixels to spare
    (a shadow, an outline): a transparent square of side 2 * radius + margin."""
    size = 2 * radius + margin
    return gfx.Surface((size, size), pygame.SRCALPHA), (size / 2, size / 2)


def blit_center(surface, image, center) -> pygame.Rect:
    rect = image.get_rect(center=(round(center[0]), round(center[1])))
    surface.blit(image, rect)
    return rect


@lru_cache(maxsize=1024)
def halo_text(text_: str, size: int, rgb: tuple, halo: tuple = (34, 28, 22),
              weight: str = "bold", width: int = 2) -> pygame.Surface:
    """Text with a dark outline, readable on any part of a board."""
    core = render(text_, size, rgb, weight)
    back = render(text_, size, halo, weight)
    surf = gfx.Surface((core.get_width() + 2 * width, core.get_height() + 2 * width),
                       pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if (dx or dy) and dx * dx + dy * dy <= width * width + 1:
                surf.blit(back, (width + dx, width + dy))
    surf.blit(core, (width, width))
    return convert(surf)


def text_shadowed(surface, text_: str, pos, size=18, color=TEXT, weight="bold",
                  anchor="topleft") -> pygame.Rect:
    text(surface, text_, (pos[0] + 1, pos[1] + 2), size, (0, 0, 0), weight, anchor)
    return text(surface, text_, pos, size, color, weight, anchor)


# ---- shapes and panels -----------------------------------------------------------------------------
def shape_points(shape: str, center, radius: float) -> list:
    cx, cy = center
    if shape == "triangle":
        return [(cx + radius * math.cos(math.radians(a)), cy + radius * math.sin(math.radians(a)))
                for a in (-90, 30, 150)]
    if shape == "square":
        r = radius * 0.85
        return [(cx - r, cy - r), (cx + r, cy - r), (cx + r, cy + r), (cx - r, cy + r)]
    if shape == "diamond":
        return [(cx, cy - radius), (cx + radius, cy), (cx, cy + radius), (cx - radius, cy)]
    if shape == "star":
        pts = []
        for i in range(10):
            r = radius if i % 2 == 0 else radius * 0.45
            a = math.radians(-90 + 36 * i)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return pts
    if shape == "pentagon":
        return [(cx + radius * math.cos(math.radians(-90 + 72 * i)),
                 cy + radius * math.sin(math.radians(-90 + 72 * i))) for i in range(5)]
    return []


def draw_shape(surface, shape: str, center, radius: float, color, outline=(20, 20, 24),
               width: int = 2) -> None:
    """A seat token: the seat's shape in its colour, with a dark outline and a soft highlight."""
    if shape == "circle":
        gfx.draw.circle(surface, color, center, radius)
        gfx.draw.circle(surface, shade(color, 1.35),
                        (center[0] - radius * 0.3, center[1] - radius * 0.3), radius * 0.35)
        if outline:
            gfx.draw.circle(surface, outline, center, radius, width)
        return
    pts = shape_points(shape, center, radius)
    gfx.draw.polygon(surface, color, pts)
    inner = shape_points(shape, (center[0] - radius * 0.12, center[1] - radius * 0.12),
                         radius * 0.45)
    gfx.draw.polygon(surface, shade(color, 1.3), inner)
    if outline:
        gfx.draw.polygon(surface, outline, pts, width)


def draw_seat_badge(surface, seat: int, center, radius: float = 11) -> None:
    draw_shape(surface, seat_shape(seat), center, radius, seat_color(seat))


def panel(surface, rect, color=PANEL, radius: int = 10, edge=PANEL_EDGE, shadow: bool = True,
          alpha: int = 255, band: bool = True) -> None:
    """A raised panel: soft drop shadow, body, a lighter top band and a thin edge."""
    rect = pygame.Rect(rect)
    if shadow:
        sh = gfx.Surface((rect.w + 12, rect.h + 12), pygame.SRCALPHA)
        for i, a in enumerate((26, 20, 14, 8)):
            gfx.draw.rect(sh, (0, 0, 0, a), sh.get_rect().inflate(-i * 3, -i * 3),
                          border_radius=radius + 6 - i)
        surface.blit(sh, (rect.x - 4, rect.y))
    if alpha < 255:
        body = gfx.Surface(rect.size, pygame.SRCALPHA)
        gfx.draw.rect(body, (*color[:3], alpha), body.get_rect(), border_radius=radius)
        surface.blit(body, rect)
    else:
        gfx.draw.rect(surface, color, rect, border_radius=radius)
        if band:
            top = rect.copy()
            top.h = max(4, min(rect.h // 3, 30))
            gfx.draw.rect(surface, shade(color, 1.08), top, border_top_left_radius=radius,
                          border_top_right_radius=radius)
    if edge:
        gfx.draw.rect(surface, edge, rect, 1, border_radius=radius)



TIP = (30, 34, 46)          # a hover text's box


def tip(surface, text_: str, mouse, wrap: int, above: bool = False) -> pygame.Rect:
    """A hover text in its box beside the mouse: below and right of it, or `above` and left
    (where the mouse is over something the text must not hide), kept inside the screen."""
    image = render(text_, 18, TEXT, wrap=wrap, ui=True)
    if above:
        rect = image.get_rect(bottomright=(mouse[0] - 12, mouse[1] - 12)).inflate(20, 14)
    else:
        rect = image.get_rect(topleft=(mouse[0] + 18, mouse[1] + 18)).inflate(20, 14)
    rect.clamp_ip(pygame.Rect(0, 0, *SCREEN))
    panel(surface, rect, TIP, alpha=245)
    surface.blit(image, image.get_rect(center=rect.center))
    return rect

def highlight_rect(surface, rect, t: float, color=HIGHLIGHT, radius: int = 8,
                   width: int = 3) -> None:
    """A legal target: a bright outline plus marching dashes (a pattern, not colour alone)."""
    rect = pygame.Rect(rect).inflate(6, 6)
    glow = gfx.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
    pulse = 70 + int(50 * (0.5 + 0.5 * math.sin(t * 4)))
    gfx.draw.rect(glow, (*ACCENT, pulse), glow.get_rect(), 6, border_radius=radius + 6)
    surface.blit(glow, (rect.x - 8, rect.y - 8))
    gfx.draw.rect(surface, ACCENT, rect, width, border_radius=radius)
    _dashes(surface, [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft], t, color)


def highlight_polygon(surface, points, t: float, color=HIGHLIGHT) -> None:
    gfx.draw.polygon(surface, ACCENT, points, 3)
    _dashes(surface, list(points), t, color)


def highlight_circle(surface, center, radius: float, t: float, color=HIGHLIGHT) -> None:
    pulse = 0.5 + 0.5 * math.sin(t * 4)
    gfx.draw.circle(surface, ACCENT, center, radius + 4 + 2 * pulse, 3)
    steps = 16
    for i in range(steps):
        if i % 2:
            continue
        a0 = (i / steps) * math.tau + t * 1.5
        a1 = ((i + 1) / steps) * math.tau + t * 1.5
        p0 = (center[0] + (radius + 8) * math.cos(a0), center[1] + (radius + 8) * math.sin(a0))
        p1 = (center[0] + (radius + 8) * math.cos(a1), center[1] + (radius + 8) * math.sin(a1))
        gfx.draw.line(surface, color, p0, p1, 2)


def dashed_line(surface, a, b, color, dash: float, gap: float | None = None,
                offset: float = 0.0, width: int = 1) -> None:
    """A dashed segment from a to b; `offset` shifts the pattern along it (marching dashes)."""
    length = math.dist(a, b)
    if length == 0:
        return
    gap = dash if gap is None else gap
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    d = -offset
    while d < length:
        s, e = max(0.0, d), min(length, d + dash)
        if e > s:
            gfx.draw.line(surface, color, (a[0] + ux * s, a[1] + uy * s),
                          (a[0] + ux * e, a[1] + uy * e), width)
        d += dash + gap


def dashed_outline(surface, corners, color, dash: float = 10.0, t: float | None = None,
                   width: int = 2) -> None:
    """Dashes round a closed outline (a rect's corners, a polygon); with a clock `t` they march
    (a highlighted target shows a pattern, not colour alone)."""
    offset = 0.0 if t is None else (t * 30) % (2 * dash)
    pts = list(corners) + [corners[0]]
    for a, b in zip(pts, pts[1:]):
        dashed_line(surface, a, b, color, dash, dash, offset, width)


def rect_corners(rect) -> list:
    rect = pygame.Rect(rect)
    return [rect.topleft, rect.topright, rect.bottomright, rect.bottomleft]


def _dashes(surface, corners, t: float, color, dash: float = 10.0) -> None:
    dashed_outline(surface, corners, color, dash, t)


def vertical_gradient(size, top, bottom) -> pygame.Surface:
    """A new opaque surface of `size` shading from `top` to `bottom`, one colour per row of
    physical pixels. The column is made as bytes and stretched in C: a row at a time in
    Python cost a call per row, and the cards, tables and menus ask for many of these."""
    surf = gfx.Surface(size)
    w, h = pygame.Surface.get_size(surf)
    if not w or not h:
        return surf
    span = max(1, h - 1)
    pairs = list(zip(top[:3], bottom[:3]))
    column = bytes(int(a + (b - a) * f) for f in (y / span for y in range(h)) for a, b in pairs)
    pygame.Surface.blit(surf, pygame.transform.scale(
        pygame.image.frombuffer(column, (1, h), "RGB"), (w, h)), (0, 0))
    return surf


@lru_cache(maxsize=8)
def backdrop(size=SCREEN) -> pygame.Surface:
    """The felt-like background behind menus: a dark gradient with a soft vignette."""
    surf = vertical_gradient(size, (34, 41, 58), BG_DEEP)
    vignette = gfx.Surface(size, pygame.SRCALPHA)
    w, h = size
    for i in range(24):
        gfx.draw.rect(vignette, (0, 0, 0, 6), (i * 6, i * 4, w - i * 12, h - i * 8), 8,
                      border_radius=40)
    surf.blit(vignette, (0, 0))
    return surf.convert() if pygame.display.get_surface() else surf


# ---- icons -------------------------------------------------------------------------------------
def _icon_index() -> dict:
    import json
    path = ICONS / "index.json"
    try:
        return json.loads(path.read_text(encoding="utf-8")).get("icons", {})
    except (OSError, ValueError):
        return {}


_INDEX: dict | None = None


def icon(role: str, size: int, color=(255, 255, 255)) -> pygame.Surface | None:
    """An icon from assets/icons (game-icons.net, white SVG) tinted and sized (`size` design
    units, rendered at size * k pixels); None if absent."""
    return _icon(role, size, tuple(color), gfx.scale())


@lru_cache(maxsize=512)
def _icon(role: str, size: int, color, k: float) -> pygame.Surface | None:
    global _INDEX
    if _INDEX is None:
        _INDEX = _icon_index()
    entry = _INDEX.get(role)
    path = ICONS / (entry["file"] if entry else f"{role}.svg")
    if not path.exists():
        return None
    try:
        pixels = max(1, round(size * k))
        image = gfx.canvas_of(pygame.image.load_sized_svg(str(path), (pixels, pixels)), k)
    except (pygame.error, FileNotFoundError):
        return None
    image = image.convert_alpha() if pygame.display.get_surface() else image
    if tuple(color[:3]) != (255, 255, 255):
        image = image.copy()
        image.fill((*color[:3], 255), special_flags=pygame.BLEND_RGBA_MULT)
    return image


def blit_icon(surface, role: str, center, size: int, color=(255, 255, 255)) -> bool:
    image = icon(role, size, tuple(color))
    if image is None:
        return False
    surface.blit(image, image.get_rect(center=center))
    return True
