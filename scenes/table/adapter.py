"""What a game brings to the generic board scene: its map, its drawing and its animations.

The `.tmx` map (Tiled) is loaded in two steps, as pytmx requires: the data (objects, names,
properties) with `pytmx.TiledMap` at once, the images only after the display exists. Map objects
are matched by NAME (the rules' target ids) and custom properties, never by Tiled's type/class.
Shapes: a rectangle by default; the property `shape=ellipse` makes it round; a polygon is a
polygon; a point object is a circle of radius property `r` (default 18).

A game's adapter subclasses `BoardAdapter` and overrides what it needs:
  layout            where the prompt bar, option list, log and buttons go (defaults: right column)
  draw_board        the board and every piece, from the presented view
  target_shapes     clickable shapes for targets that are not fixed map objects (cards in a hand)
  animate           turn one decision's events into tweens and movers on the scene's queue
  tooltip           the full text of whatever is under the mouse (tooltip_anchor: where)
  option_label      the words on an option's button, if the rules' label is too terse
  target_of         bind an option to a board object although the rules gave it none (a "Done"
                    button drawn on the table); every option stays in the side panel as well
  handle / update   extra input (right-click zoom, wheel) and per-frame work of the adapter
"""
from __future__ import annotations

import math
import pathlib
from dataclasses import dataclass, field

import pygame

from .. import theme


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
                pygame.draw.circle(surface, theme.ACCENT, self.rect.center,
                                   self.rect.w / 2 + 1 + pulse, 2)
            elif self.kind == "polygon":
                pygame.draw.polygon(surface, theme.ACCENT, self.points, 2)
            else:
                pygame.draw.rect(surface, theme.ACCENT, self.rect.inflate(4, 4), 2,
                                 border_radius=7)
        elif self.kind == "circle":
            theme.highlight_circle(surface, self.rect.center, self.rect.w / 2, t)
        elif self.kind == "polygon":
            theme.highlight_polygon(surface, self.points, t)
        else:
            theme.highlight_rect(surface, self.rect, t, radius=6)


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


class MapError(Exception):
    """The board map is missing or unreadable: shown to the player as a clear message."""


class BoardMap:
    """The data of a `.tmx` map: named shapes and layer membership. No images, no display."""

    def __init__(self, path: pathlib.Path):
        import pytmx
        self.path = pathlib.Path(path)
        if not self.path.exists():
            raise MapError(f"the board map {self.path.name} is missing from {self.path.parent}")
        try:
            self.tmx = pytmx.TiledMap(str(self.path))
        except Exception as exc:   # pytmx raises assorted errors on a broken file
            raise MapError(f"the board map {self.path.name} cannot be read: {exc}") from None
        self.shapes: dict[str, Shape] = {}
        self.layers: dict[str, list[str]] = {}
        for group in self.tmx.objectgroups:
            names = self.layers.setdefault(group.name, [])
            for obj in group:
                if not obj.name:
                    continue
                names.append(obj.name)
                self.shapes[obj.name] = shape_of(obj)
        self.properties = dict(self.tmx.properties)
        self.background: pygame.Surface | None = None

    def load_images(self) -> None:
        """Render the tile layers once to a background (only after the display exists)."""
        if not any(True for _ in self.tmx.visible_tile_layers):
            return
        from pytmx.util_pygame import load_pygame
        tmx = load_pygame(str(self.path))
        size = (tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight)
        surface = pygame.Surface(size, pygame.SRCALPHA)
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


DEFAULT_LAYOUT = {
    "prompt": pygame.Rect(0, 0, 1600, 56),
    "board": pygame.Rect(0, 56, 1190, 844),
    "options": pygame.Rect(1200, 98, 390, 336),
    "log": pygame.Rect(1200, 478, 390, 348),
    "buttons": pygame.Rect(1198, 838, 394, 54),
}


class BoardAdapter:
    """The default adapter draws the map's shapes with their names: enough for a test game."""

    map_path: pathlib.Path | None = None

    def __init__(self, game, setup):
        self.game = game
        self.setup = setup
        path = self.map_path or theme.ASSETS / "maps" / f"{game.id}.tmx"
        self.map = BoardMap(path)
        self.scene = None
        self.effects: list = []       # feedback on its own clock (scenes.tween.Effect)

    # -- set-up --
    def attach(self, scene) -> None:
        """Called by the board scene once the display exists: load images, fonts, icons."""
        self.scene = scene
        self.map.load_images()

    def layout(self) -> dict:
        return dict(DEFAULT_LAYOUT)

    # -- targets --
    def target_of(self, option) -> str | None:
        return option.target

    def target_shapes(self, view: dict) -> dict[str, Shape]:
        """Every clickable object: fixed map objects plus whatever the view adds."""
        return self.map.shapes

    def shape_for(self, target: str, view: dict) -> Shape | None:
        return self.target_shapes(view).get(target)

    def target_at(self, pos, view: dict, targets) -> str | None:
        """The legal target under `pos`; later (drawn on top) shapes win."""
        shapes = self.target_shapes(view)
        hit = None
        for target in targets:
            shape = shapes.get(target)
            if shape is not None and shape.contains(pos):
                hit = target
        return hit

    # -- drawing --
    def seat_name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def draw_background(self, surface) -> None:
        board = self.layout()["board"]
        surface.blit(theme.backdrop(), (0, 0))
        if self.map.background is not None:
            surface.blit(self.map.background, board.topleft)

    def draw_board(self, surface, view: dict) -> None:
        self.draw_background(surface)
        for name, shape in self.map.shapes.items():
            if shape.kind == "circle":
                pygame.draw.circle(surface, theme.PANEL_HI, shape.center, shape.rect.w / 2)
                pygame.draw.circle(surface, theme.PANEL_EDGE, shape.center, shape.rect.w / 2, 2)
            elif shape.kind == "polygon":
                pygame.draw.polygon(surface, theme.PANEL_HI, shape.points)
            elif shape.kind == "rect":
                theme.panel(surface, shape.rect, theme.PANEL_HI, shadow=False)
            label = shape.props.get("label", name)
            theme.text(surface, str(label), shape.center, 18, theme.TEXT_DIM, anchor="center")

    def draw_highlights(self, surface, view: dict, targets, t: float) -> None:
        shapes = self.target_shapes(view)
        for target in targets:
            shape = shapes.get(target)
            if shape is not None:
                shape.highlight(surface, t)

    # -- animation --
    def animate(self, events: list, before: dict, after: dict, scene) -> None:
        """Queue tweens for one decision's events (already redacted for the viewer)."""

    def animate_opening(self, events: list, view: dict, table) -> None:
        """A new game's opening events (the deal), already redacted for the viewer."""
        self.animate(events, view, view, table)

    def forget_animations(self) -> None:
        """Drop effects still running: the table jumped to another position (undo, replay)."""
        self.effects = []

    # -- input and time --
    def handle(self, event, scene) -> bool:
        """Input the generic scene does not know (return True to consume it)."""
        return False

    def update(self, dt: float, scene) -> None:
        pass

    # -- help --
    def option_label(self, option, view: dict) -> str:
        """The words on an option's button (side panel and menus); the rules' label by default."""
        return option.label or option.id

    def tooltip(self, pos, view: dict) -> str | None:
        return None

    def tooltip_anchor(self, pos, view: dict):
        """Where the tooltip's top-left goes (None: just below-right of the mouse)."""
        return None

    def draw_overlay(self, surface, view: dict) -> None:
        """Drawn above pieces and highlights, below movers (e.g. a zoomed card)."""
