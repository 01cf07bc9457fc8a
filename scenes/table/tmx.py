"""The `.tmx` map (Tiled) of a table: named shapes, layer membership, map properties, and the
layout rectangles of the table.

The map is loaded in two steps, as pytmx requires: the data (objects, names, properties) with
`pytmx.TiledMap` at once, the images only after the display exists. Map objects are matched by
NAME (the rules' target ids) and custom properties, never by Tiled's type/class. Shapes: a
rectangle by default; the property `shape=ellipse` makes it round; a polygon is a polygon; a point
object is a circle of radius property `r` (default 18).

Rectangles are map properties written "x,y,w,h". The board scene's layout comes from the map's
`ui_<part>` properties (`ui_prompt`, `ui_board`, `ui_options`, `ui_log`, `ui_buttons`, and for
the widgets `ui_amount`, `ui_out_of_turn`, `ui_dice`, `ui_seats`).
"""
from __future__ import annotations

import math
import pathlib
from dataclasses import dataclass, field

import pygame
from rules.core.text import T, TextError, quoted
from scenes import gfx

from .. import theme


def rect_of(text) -> pygame.Rect:
    """A rectangle from a map property "x,y,w,h" (or a tuple)."""
    if isinstance(text, (tuple, list)):
        return pygame.Rect(*text)
    return pygame.Rect(*[int(float(v)) for v in str(text).split(",")])


def rects_of(properties: dict, prefixes: tuple, names: tuple = ()) -> dict:
    """Every rectangle property whose name starts with one of `prefixes` (or is in `names`)."""
    return {k: rect_of(v) for k, v in properties.items() if k.startswith(prefixes) or k in names}


def layout_of(properties: dict) -> dict:
    """The board scene's layout parts given by the map (`ui_<part>` -> part)."""
    return {k[3:]: rect for k, rect in rects_of(properties, ("ui_",)).items()}


@dataclass
class Shape:
    """A clickable area: a rect, a circle (center + r) or a polygon."""

    rect: pygame.Rect
    kind: str = "rect"                 # rect | circle | polygon
    points: list = field(default_factory=list)
    props: dict = field(default_factory=dict)

    @property
    def center(self) -> tuple:
        return self.rect.center

    def contains(self, pos) -> bool:
        if self.kind == "circle":
            r = self.rect.w / 2
            return math.dist(pos, self.rect.center) <= r
        if self.kind == "polygon":
            return point_in_polygon(pos, self.points)
        return self.rect.collidepoint(pos)

    def highlight(self, surface, t: float, strong: bool = True) -> None:
        """A legal target: the full highlight, or (strong=False, for boards with many targets
        at once) a quiet pulsing gold ring that the hovered one outshines."""
        if not strong:
            pulse = 0.5 + 0.5 * math.sin(t * 4)
            if self.kind == "circle":
                gfx.draw.circle(surface, theme.ACCENT, self.rect.center,
                                self.rect.w / 2 + 1 + pulse, 2)
            elif self.kind == "polygon":
                gfx.draw.polygon(surface, theme.ACCENT, self.points, 2)
            else:
                gfx.draw.rect(surface, theme.ACCENT, self.rect.inflate(4, 4), 2,
                              border_radius=7)
        elif self.kind == "circle":
            theme.highlight_circle(surface, self.rect.center, self.rect.w / 2, t)
        elif self.kind == "polygon":
            theme.highlight_polygon(surface, self.points, t)
        else:
            theme.highlight_rect(surface, self.rect, t, radius=6)


    def point_out(self, surface, color) -> None:
        """What a hovered log line is about: a veil and a double outline, the seat's colour
        round a white line (not the legal moves' gold and marching dashes: this is a pointer,
        not an offer; and the white keeps it apart from an owner's own outline)."""
        box = self.rect.inflate(12, 12)
        veil = gfx.Surface(box.size, pygame.SRCALPHA)
        local = [(x - box.x, y - box.y) for x, y in self.points]
        if self.kind == "circle":
            gfx.draw.circle(veil, (*color, 80), (box.w / 2, box.h / 2), self.rect.w / 2)
        elif self.kind == "polygon":
            gfx.draw.polygon(veil, (*color, 80), local)
        else:
            gfx.draw.rect(veil, (*color, 80), veil.get_rect().inflate(-12, -12), border_radius=6)
        surface.blit(veil, box.topleft)
        for grow, ink, width in ((5, color, 5), (0, theme.HIGHLIGHT, 2)):
            if self.kind == "circle":
                gfx.draw.circle(surface, ink, self.rect.center, self.rect.w / 2 + grow, width)
            elif self.kind == "polygon":
                gfx.draw.polygon(surface, ink, self.points, width)
            else:
                gfx.draw.rect(surface, ink, self.rect.inflate(2 * grow, 2 * grow), width,
                              border_radius=7)


def point_in_polygon(pos, points) -> bool:
    x, y = pos
    inside = False
    n = len(points)
    for i in range(n):
        x0, y0 = points[i]
        x1, y1 = points[(i + 1) % n]
        if (y0 > y) != (y1 > y):
            xc = x0 + (y - y0) * (x1 - x0) / (y1 - y0)
            if x < xc:
                inside = not inside
    return inside


class MapError(TextError):
    """The board map is missing or unreadable: `text` is the reason the player reads."""


_PARSED: dict = {}      # (path, mtime, size) -> (TiledMap, shapes, layers)


def _parsed(path: pathlib.Path) -> tuple:
    """The map file read once while it stays the same file: a rematch, a replay or a resumed
    game opens the same board again (reading Hermagor's took about 40 ms each time)."""
    import pytmx
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _PARSED:
        try:
            tmx = pytmx.TiledMap(str(path))
        except Exception as exc:   # pytmx raises assorted errors on a broken file
            raise MapError(T("the board map {name} cannot be read: {reason}",
                             name=quoted(path.name), reason=quoted(exc, 120))) from None
        shapes: dict[str, Shape] = {}
        layers: dict[str, list[str]] = {}
        for group in tmx.objectgroups:
            names = layers.setdefault(group.name, [])
            for obj in group:
                if not obj.name:
                    continue
                names.append(obj.name)
                shapes[obj.name] = shape_of(obj)
        if len(_PARSED) >= 16:
            _PARSED.clear()
        _PARSED[key] = (tmx, shapes, layers)
    return _PARSED[key]


class BoardMap:
    """The data of a `.tmx` map: named shapes and layer membership. No images, no display."""

    def __init__(self, path: pathlib.Path):
        self.path = pathlib.Path(path)
        if not self.path.exists():
            raise MapError(T("the board map {name} is missing from {folder}",
                             name=quoted(self.path.name), folder=quoted(self.path.parent, None)))
        self.tmx, shapes, layers = _parsed(self.path)
        self.shapes: dict[str, Shape] = dict(shapes)
        self.layers: dict[str, list[str]] = {k: list(v) for k, v in layers.items()}
        self.properties = dict(self.tmx.properties)
        self.background: pygame.Surface | None = None

    def load_images(self) -> None:
        """Render the tile layers once to a background (only after the display exists)."""
        if not any(True for _ in self.tmx.visible_tile_layers):
            return
        from pytmx.util_pygame import load_pygame
        tmx = load_pygame(str(self.path))
        size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        surface = gfx.Surface(size, pygame.SRCALPHA)
        for layer in tmx.visible_tile_layers:
            for x, y, image in tmx.layers[layer].tiles():
                surface.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
        self.background = surface

    def names(self, layer: str | None = None) -> list[str]:
        return list(self.layers.get(layer, [])) if layer else list(self.shapes)


def shape_of(obj) -> Shape:
    props = dict(obj.properties)
    points = getattr(obj, "points", None)
    if points and not props.get("polyline"):
        pts = [(p.x, p.y) for p in points]
        if getattr(obj, "closed", True):
            xs, ys = [p[0] for p in pts], [p[1] for p in pts]
            rect = pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
            return Shape(rect, "polygon", pts, props)
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        rect = pygame.Rect(min(xs), min(ys), max(1, max(xs) - min(xs)), max(1, max(ys) - min(ys)))
        return Shape(rect, "polyline", pts, props)
    w, h = obj.width or 0, obj.height or 0
    if w == 0 and h == 0:
        r = float(props.get("r", 18))
        return Shape(pygame.Rect(obj.x - r, obj.y - r, 2 * r, 2 * r), "circle", [], props)
    rect = pygame.Rect(round(obj.x), round(obj.y), round(w), round(h))
    kind = "circle" if props.get("shape") in ("ellipse", "circle") else "rect"
    return Shape(rect, kind, [], props)


