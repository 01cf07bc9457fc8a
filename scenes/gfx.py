"""Drawing in design units on a window of any size: every scene draws on a 1600x900 design
area; a `Canvas` holds the physical pixels of such an area at a scale `k` (physical pixels per
design unit) and speaks design units to Python, so lines, shapes, text and icons are drawn at
the screen's own resolution instead of as an upscaled bitmap.

    Canvas              a pygame.Surface whose sizes, positions and rects are design units
    Surface(size)       a Canvas at the current scale (what `pygame.Surface(` becomes in scenes)
    draw.<fn>           pygame.draw with coordinates, radii and widths scaled on a Canvas
    transform.<fn>      pygame.transform keeping the Canvas and its scale
    Font                a font rendered at size * k that measures in design units
    Viewport            the window: k = min(W / 1600, H / 900), the design area centred
    scale(), mouse_pos(), to_design(pos)

With k == 1 everything is pygame's own call with the same arguments: frames are identical.
C code (pygame.draw, blits of a Canvas onto a plain surface) sees the physical pixels; only the
Python methods below translate.
"""
from __future__ import annotations

import math
import sys

import pygame

DESIGN = (1600, 900)

_k = 1.0                 # the current scale, set by the Viewport
_offset = (0, 0)         # where the design area starts in the window, physical pixels


def scale() -> float:
    """Physical pixels per design unit of what is drawn now."""
    return _k


def set_scale(k: float, offset=(0, 0)) -> None:
    global _k, _offset
    _k, _offset = float(k), (int(offset[0]), int(offset[1]))


def to_design(pos) -> tuple:
    """A window position (physical pixels) in design units."""
    if _k == 1 and _offset == (0, 0):
        return tuple(pos)
    return (math.floor((pos[0] - _offset[0]) / _k), math.floor((pos[1] - _offset[1]) / _k))


def canvas_pos(pos) -> tuple:
    """A window position (physical pixels) in physical pixels of the design area (pygame-gui
    works there: scenes/gui.py)."""
    return (pos[0] - _offset[0], pos[1] - _offset[1])


def mouse_pos() -> tuple:
    """pygame.mouse.get_pos() in design units."""
    return to_design(pygame.mouse.get_pos())


def clear_caches() -> None:
    """Drop every module-level cache of the scenes (fonts, text, icons, art made at the old
    scale): functools caches of any module under `scenes`."""
    for name, module in list(sys.modules.items()):
        if not (name == "scenes" or name.startswith("scenes.")) or module is None:
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                clear()


# ---- unit conversions ------------------------------------------------------------------------
def _k_of(surface) -> float:
    return getattr(surface, "k", 1.0)


def _px_rect(rect, k: float) -> pygame.Rect:
    """A design rect in physical pixels: both edges scaled and rounded, so rects that touch in
    design units touch on the screen (no seams, no overlaps)."""
    r = pygame.Rect(rect)
    x0, y0 = round(r.x * k), round(r.y * k)
    return pygame.Rect(x0, y0, round(r.right * k) - x0, round(r.bottom * k) - y0)


def _design_rect(rect, k: float) -> pygame.Rect:
    """A physical rect in design units: the smallest that covers it."""
    r = pygame.Rect(rect)
    x0, y0 = math.floor(r.x / k), math.floor(r.y / k)
    return pygame.Rect(x0, y0, math.ceil(r.right / k) - x0, math.ceil(r.bottom / k) - y0)


def _px_point(p, k: float) -> tuple:
    return (p[0] * k, p[1] * k)


def _px_len(v: float, k: float) -> int:
    """A length (width, radius) in physical pixels: never 0 when it was not."""
    if v <= 0:
        return v
    return max(1, round(v * k))


def _dest_point(dest) -> tuple:
    """The top-left of a blit destination: a point, a rect or a 4-tuple."""
    if hasattr(dest, "topleft"):
        return dest.x, dest.y
    if len(dest) == 2 and hasattr(dest[0], "__len__"):
        return dest[0][0], dest[0][1]
    return dest[0], dest[1]


def _physical_size(size, k: float) -> tuple:
    return tuple(0 if v <= 0 else max(1, round(v * k)) for v in size)


def _rescaled(image: pygame.Surface, ratio: float) -> pygame.Surface:
    """`image` resized by `ratio` (a plain surface on a scaled canvas, or an old scale)."""
    w, h = pygame.Surface.get_size(image)
    size = (max(1, round(w * ratio)), max(1, round(h * ratio)))
    if pygame.Surface.get_bitsize(image) >= 24:
        return pygame.transform.smoothscale(image, size)
    return pygame.transform.scale(image, size)


# ---- the canvas ------------------------------------------------------------------------------
class Canvas(pygame.Surface):
    """A surface of physical pixels whose Python API speaks design units (see the module doc).
    copy() and subsurface() of a Canvas are Canvases (pygame keeps the subclass) sharing `k`."""

    k = 1.0
    _design = None          # the size in design units; None: the physical size (k == 1)

    def __init__(self, size, flags=0, *rest, k: float | None = None):
        k = _k if k is None else float(k)
        design = (int(size[0]), int(size[1]))
        super().__init__(design if k == 1 else _physical_size(design, k), flags, *rest)
        self.k = k
        self._design = design

    @classmethod
    def adopt(cls, image: pygame.Surface, k: float, design=None) -> "Canvas":
        """A Canvas holding exactly the pixels of the plain surface `image` (physical)."""
        w, h = pygame.Surface.get_size(image)
        flags = pygame.SRCALPHA if image.get_flags() & pygame.SRCALPHA else 0
        canvas = cls.__new__(cls)
        pygame.Surface.__init__(canvas, (w, h), flags, image)
        pygame.Surface.blit(canvas, image, (0, 0), None, pygame.BLEND_RGBA_ADD if flags else 0)
        if image.get_colorkey() is not None:
            canvas.set_colorkey(image.get_colorkey())
        if image.get_alpha() not in (None, 255):
            canvas.set_alpha(image.get_alpha())
        canvas.k = k
        canvas._design = design or (round(w / k), round(h / k))
        return canvas

    def _rewrap(self, image, design=None):
        """A result of pygame (a plain or same-class surface) with this canvas's scale."""
        if isinstance(image, Canvas):
            image.k = self.k
            w, h = pygame.Surface.get_size(image)
            image._design = design or (round(w / self.k), round(h / self.k))
            return image
        return Canvas.adopt(image, self.k, design)

    # -- sizes --
    def get_size(self):
        return self._design if self._design is not None else super().get_size()

    def get_width(self):
        return self.get_size()[0]

    def get_height(self):
        return self.get_size()[1]

    def get_rect(self, **where):
        rect = pygame.Rect((0, 0), self.get_size())
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_frect(self, **where):
        rect = pygame.FRect((0, 0), self.get_size())
        for name, value in where.items():
            setattr(rect, name, value)
        return rect

    def get_bounding_rect(self, *args):
        box = super().get_bounding_rect(*args)
        return box if self.k == 1 else _design_rect(box, self.k)

    # -- pixels --
    def blit(self, source, dest, area=None, special_flags=0):
        ks = _k_of(source)
        if self.k == 1 and ks == 1:
            return super().blit(source, dest, area, special_flags)
        x, y = _dest_point(dest)
        if area is not None:
            source = pygame.Surface.subsurface(source, _px_rect(area, ks).clip(
                pygame.Rect((0, 0), pygame.Surface.get_size(source))))
        if ks != self.k:
            if 0 in pygame.Surface.get_size(source):
                return pygame.Rect(x, y, 0, 0)
            source = _rescaled(source, self.k / ks)
        done = super().blit(source, (round(x * self.k), round(y * self.k)), None, special_flags)
        return _design_rect(done, self.k)

    def blits(self, blit_sequence, doreturn=1):
        rects = [self.blit(*item) for item in blit_sequence]
        return rects if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for source, dest in blit_sequence:
            self.blit(source, dest, None, special_flags)

    def fill(self, color, rect=None, special_flags=0):
        if self.k == 1:
            return super().fill(color, rect, special_flags)
        done = super().fill(color, None if rect is None else _px_rect(rect, self.k),
                            special_flags)
        return _design_rect(done, self.k)

    def get_at(self, pos):
        if self.k == 1:
            return super().get_at(pos)
        return super().get_at((min(int(pos[0] * self.k), super().get_width() - 1),
                               min(int(pos[1] * self.k), super().get_height() - 1)))

    def set_at(self, pos, color):
        if self.k == 1:
            return super().set_at(pos, color)
        self.fill(color, (pos[0], pos[1], 1, 1))

    def scroll(self, dx=0, dy=0):
        if self.k == 1:
            return super().scroll(dx, dy)
        return super().scroll(round(dx * self.k), round(dy * self.k))

    # -- clip and views --
    def set_clip(self, rect=None):
        if self.k == 1 or rect is None:
            return super().set_clip(rect)
        return super().set_clip(_px_rect(rect, self.k))

    def get_clip(self):
        clip = super().get_clip()
        return clip if self.k == 1 else _design_rect(clip, self.k)

    def subsurface(self, rect):
        if self.k == 1:
            return super().subsurface(rect)
        rect = pygame.Rect(rect)
        return self._rewrap(super().subsurface(_px_rect(rect, self.k)), rect.size)

    def copy(self):
        return self._rewrap(super().copy(), self._design)

    def convert(self, *args):
        return self._rewrap(super().convert(*args), self._design)

    def convert_alpha(self, *args):
        return self._rewrap(super().convert_alpha(*args), self._design)


def Surface(size, flags=0, *rest) -> Canvas:
    """A Canvas at the current scale: what scenes make where they made a pygame.Surface."""
    return Canvas(size, flags, *rest)


def canvas_of(image: pygame.Surface, k: float | None = None) -> pygame.Surface:
    """A surface rendered at physical resolution (text, an icon) as a Canvas of scale k; the
    surface itself when k == 1."""
    k = _k if k is None else k
    return image if k == 1 else Canvas.adopt(image, k)


# ---- pygame.draw in design units ---------------------------------------------------------------
def _drawn(fn, surface, args: tuple, scaled, named=None, scaled_named=None):
    """pygame.draw's `fn` on `surface`: with `args` (and `named`) as given on a surface of
    scale 1, so frames are pygame's own; on a Canvas of scale k with `scaled(k)`, the same
    arguments with their design units made physical, and the rect it returns in design units."""
    k = _k_of(surface)
    if k == 1:
        return fn(surface, *args, **(named or {}))
    return _design_rect(fn(surface, *scaled(k), **(scaled_named or {})), k)


def _px_points(points, k: float) -> list:
    return [_px_point(p, k) for p in points]


class draw:
    """pygame.draw; on a Canvas with k != 1 everything given in design units is scaled."""

    @staticmethod
    def rect(surface, color, rect, width=0, border_radius=0, border_top_left_radius=-1,
             border_top_right_radius=-1, border_bottom_left_radius=-1,
             border_bottom_right_radius=-1):
        corners = (border_top_left_radius, border_top_right_radius, border_bottom_left_radius,
                   border_bottom_right_radius)
        return _drawn(pygame.draw.rect, surface, (color, rect, width, border_radius, *corners),
                      lambda k: (color, _px_rect(rect, k), _px_len(width, k),
                                 round(border_radius * k),
                                 *[c if c < 0 else round(c * k) for c in corners]))

    @staticmethod
    def line(surface, color, start_pos, end_pos, width=1):
        return _drawn(pygame.draw.line, surface, (color, start_pos, end_pos, width),
                      lambda k: (color, _px_point(start_pos, k), _px_point(end_pos, k),
                                 _px_len(width, k)))

    @staticmethod
    def lines(surface, color, closed, points, width=1):
        return _drawn(pygame.draw.lines, surface, (color, closed, points, width),
                      lambda k: (color, closed, _px_points(points, k), _px_len(width, k)))

    # the antialiased lines take pygame's further arguments only at scale 1 (as they always have)
    @staticmethod
    def aaline(surface, color, start_pos, end_pos, *rest, **named):
        return _drawn(pygame.draw.aaline, surface, (color, start_pos, end_pos, *rest),
                      lambda k: (color, _px_point(start_pos, k), _px_point(end_pos, k)), named)

    @staticmethod
    def aalines(surface, color, closed, points, *rest, **named):
        return _drawn(pygame.draw.aalines, surface, (color, closed, points, *rest),
                      lambda k: (color, closed, _px_points(points, k)), named)

    @staticmethod
    def circle(surface, color, center, radius, width=0, *quadrants, **named):
        return _drawn(pygame.draw.circle, surface, (color, center, radius, width, *quadrants),
                      lambda k: (color, _px_point(center, k), radius * k, _px_len(width, k),
                                 *quadrants), named, named)

    @staticmethod
    def ellipse(surface, color, rect, width=0):
        return _drawn(pygame.draw.ellipse, surface, (color, rect, width),
                      lambda k: (color, _px_rect(rect, k), _px_len(width, k)))

    @staticmethod
    def arc(surface, color, rect, start_angle, stop_angle, width=1):
        return _drawn(pygame.draw.arc, surface, (color, rect, start_angle, stop_angle, width),
                      lambda k: (color, _px_rect(rect, k), start_angle, stop_angle,
                                 _px_len(width, k)))

    @staticmethod
    def polygon(surface, color, points, width=0):
        return _drawn(pygame.draw.polygon, surface, (color, points, width),
                      lambda k: (color, _px_points(points, k), _px_len(width, k)))


# ---- pygame.transform keeping the scale ----------------------------------------------------------
class transform:
    """pygame.transform; a Canvas comes back a Canvas of the same scale. Sizes are design units:
    a plain image scaled to a size becomes a Canvas at the current scale (resampled once, at
    the screen's resolution)."""

    @staticmethod
    def _keep(image, result):
        if isinstance(image, Canvas) and image.k != 1:
            return image._rewrap(result)
        return result

    @staticmethod
    def rotate(surface, angle):
        return transform._keep(surface, pygame.transform.rotate(surface, angle))

    @staticmethod
    def rotozoom(surface, angle, scale_):
        return transform._keep(surface, pygame.transform.rotozoom(surface, angle, scale_))

    @staticmethod
    def flip(surface, flip_x, flip_y):
        return transform._keep(surface, pygame.transform.flip(surface, flip_x, flip_y))

    @staticmethod
    def _resize(fn, surface, size):
        k = _k_of(surface) if isinstance(surface, Canvas) else _k
        if k == 1:
            return fn(surface, size)
        design = (int(size[0]), int(size[1]))
        return Canvas.adopt(fn(surface, _physical_size(design, k)), k, design)

    @staticmethod
    def smoothscale(surface, size):
        return transform._resize(pygame.transform.smoothscale, surface, size)

    @staticmethod
    def scale(surface, size):
        return transform._resize(pygame.transform.scale, surface, size)


def outline(surface, threshold: int = 127, every: int = 1) -> list:
    """pygame.mask.from_surface(surface, threshold).outline(every), in design units."""
    points = pygame.mask.from_surface(surface, threshold).outline(every)
    k = _k_of(surface)
    return points if k == 1 else [(x / k, y / k) for x, y in points]


# ---- fonts ---------------------------------------------------------------------------------------
class Font(pygame.font.Font):
    """A font of `size` design units rendered at round(size * k) physical pixels: text is crisp
    at any scale; measures (size, heights) are design units and render gives a Canvas."""

    def __init__(self, path, size: int, k: float | None = None):
        self.k = _k if k is None else float(k)
        # rounded down: text is never wider for its box than at k == 1 (no new ellipses)
        super().__init__(path, size if self.k == 1 else max(1, int(size * self.k + 1e-6)))

    def _d(self, v):
        return v if self.k == 1 else round(v / self.k)

    def size(self, text):
        w, h = super().size(text)
        return (self._d(w), self._d(h))

    def get_height(self):
        return self._d(super().get_height())

    def get_linesize(self):
        return self._d(super().get_linesize())

    def get_ascent(self):
        return self._d(super().get_ascent())

    def get_descent(self):
        return self._d(super().get_descent())

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):
        if self.k == 1:
            return super().render(text, antialias, color, bgcolor, wraplength)
        image = super().render(text, antialias, color, bgcolor, round(wraplength * self.k))
        return Canvas.adopt(image, self.k)


# ---- the window ----------------------------------------------------------------------------------
class Viewport:
    """The window and the design area inside it: k = min(W / 1600, H / 900), the area centred,
    bars of `bar_color` around it. Scenes draw on `canvas`; `present()` puts it on the window."""

    def __init__(self, window: pygame.Surface, bar_color=(16, 19, 27)):
        self.bar_color = bar_color
        self.window = None
        self.canvas = None
        self.fit(window)

    def fit(self, window: pygame.Surface) -> bool:
        """Follow the window's size; True when the scale changed (caches are then stale)."""
        size = window.get_size()
        old = (self.window_size if self.window is not None else None,
               _k_of(self.canvas) if self.canvas is not None else None)
        same_window = window is self.window
        self.window, self.window_size = window, size
        k = min(size[0] / DESIGN[0], size[1] / DESIGN[1])
        if abs(k - 1) < 1e-9:
            k = 1.0
        phys = _physical_size(DESIGN, k)
        self.offset = ((size[0] - phys[0]) // 2, (size[1] - phys[1]) // 2)
        if k != _k:
            clear_caches()       # art cached at another scale (another window, a resize)
        set_scale(k, self.offset)
        if old == (size, k) and same_window:
            return False
        changed = self.canvas is None or _k_of(self.canvas) != k
        if size == DESIGN:
            self.canvas = window          # the design size itself: draw on the window directly
        else:
            self.canvas = Canvas(DESIGN, 0, window, k=k)
        return changed

    @property
    def k(self) -> float:
        return _k_of(self.canvas)

    def present(self) -> None:
        """The design area onto the window, and the bars around it."""
        if self.canvas is self.window:
            return
        w, h = self.window.get_size()
        cw, ch = pygame.Surface.get_size(self.canvas)
        ox, oy = self.offset
        for bar in ((0, 0, w, oy), (0, oy + ch, w, h - oy - ch), (0, oy, ox, ch),
                    (ox + cw, oy, w - ox - cw, ch)):
            if bar[2] > 0 and bar[3] > 0:
                self.window.fill(self.bar_color, bar)
        pygame.Surface.blit(self.window, self.canvas, self.offset)
