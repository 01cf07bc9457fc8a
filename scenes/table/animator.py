"""The animator kit: what every game's animation is built from.

A game's animator subclasses `Animator` and writes one `on_<kind>(data)` handler per event kind
it shows; `dispatch` calls them in order. Handlers build *steps* (lists of tweens that play
together; the table plays the steps one after another) from the pieces below:

    fly(draw, start, end, ...)   a Mover from start to end along an arc, registered on the table
    walk(draw, points, ...)      a PathWalker: node by node along a path, each leg eased on its own
    effect(draw, duration, ...)  a callback that starts a tween.Effect when its step is reached
    image_drawer / float_draw    the drawing of a flying image and of a rising, fading text
    hold_back(*keys)             a callback that holds pieces back on the stage (they are flying)

Effects and movers never start at "instant" speed: the table then shows the new view at once.
"""
from __future__ import annotations

import math

import pygame
import pytweening

from .. import theme
from .tween import Effect, Mover, Tween, at


class PathWalker(Mover):
    """A piece walking a path node by node (a merchant on its roads, a customer through the
    bazaar, a plane along its route): each leg is eased on its own, with an optional hop."""

    def __init__(self, draw, points, layer: int = 2, ease: str = "easeInOutSine",
                 hop: float = 7.0):
        super().__init__(draw, points, 0.0, layer, show=True)
        self.segments = max(1, len(self.points) - 1)
        self.ease = getattr(pytweening, ease)
        self.hop = hop

    @property
    def pos(self) -> tuple:
        t = max(0.0, min(1.0, self.t))
        f = t * self.segments
        i = min(self.segments - 1, int(f))
        local = self.ease(f - i)
        a, b = self.points[i], self.points[min(i + 1, len(self.points) - 1)]
        hop = self.hop * math.sin(math.pi * local) if t < 1 else 0
        return (a[0] + (b[0] - a[0]) * local, a[1] + (b[1] - a[1]) * local - hop)


class Animator:
    """One decision's events into steps of tweens on the table (see the module's text)."""

    def __init__(self, adapter):
        self.adapter = adapter
        self.table = None
        self.before: dict = {}
        self.after: dict = {}
        self.steps: list[list] = []     # what an `animate` builds, then hands to queue_steps

    def begin(self, table, before: dict, after: dict) -> None:
        self.table, self.before, self.after = table, before, after
        self.marks: list = []          # (index of the step its handler starts, event)

    def animate(self, events: list, before: dict, after: dict, table) -> None:
        """The usual entry point: every event to its `on_<kind>` handler, then the steps they
        built queued. `prepare` sets up an animator's own fields, `finish` closes its last step;
        an animator that groups events otherwise writes its own."""
        self.begin(table, before, after)
        self.steps = []
        self.prepare(events)
        for event in events:
            self.dispatch(event)
        self.finish()
        self.queue_steps(self.steps)

    def prepare(self, events: list) -> None:
        pass

    def finish(self) -> None:
        pass

    def dispatch(self, event) -> None:
        self.marks.append((len(getattr(self, "steps", ())), event))
        handler = getattr(self, f"on_{event.kind}", None)
        if handler is not None:
            handler(event.data)

    def step(self, *tweens) -> None:
        """A new step: these tweens play together, after the steps built before."""
        self.steps.append(list(tweens))

    def join(self, *tweens) -> None:
        """These tweens play with the last step built (or make the first one)."""
        if self.steps:
            self.steps[-1].extend(tweens)
        else:
            self.step(*tweens)

    def queue_steps(self, steps) -> None:
        """Queue the steps; each dispatched event's log line appears as its first step starts
        (the table's `reveal`; lines of events without a step appear at the end)."""
        steps = [list(step) for step in steps]
        reveal = getattr(self.table, "reveal", None)
        if reveal is not None:
            for index, event in getattr(self, "marks", ()):
                if index < len(steps):
                    steps[index].insert(0, at(0.0, lambda e=event: reveal(e)))
        self.marks = []
        for step in steps:
            if step:
                self.table.queue(*step)

    # ---- pieces -----------------------------------------------------------------------------
    def fly_tween(self, draw, start, end, duration: float, ease: str = "easeInOutCubic",
                  delay: float = 0.0, arc: float = 30.0, layer: int = 3,
                  show: bool = False) -> tuple:
        """(mover, tween): a piece flying from start to end, on the table from now on."""
        piece = Mover(draw, [start, end], arc=arc, layer=layer, show=show)
        self.table.add_mover(piece)
        return piece, Tween(piece, duration, ease, delay=delay, t=1.0)

    def walk_tween(self, draw, points, duration: float, delay: float = 0.0,
                   layer: int = 2, ease: str = "linear", hop: float = 7.0) -> tuple:
        """(walker, tween): a piece walking `points` node by node."""
        piece = PathWalker(draw, points, layer, hop=hop)
        self.table.add_mover(piece)
        return piece, Tween(piece, duration, ease, delay=delay, t=1.0)

    def effect(self, draw, duration: float, layer: int = 5, hold: bool = False, tag: str = ""):
        """A callback that starts an effect (call it when its step is reached)."""
        def start():
            if self.table.anim_speed > 0:
                self.adapter.effects.append(Effect(draw, duration, layer, hold, tag))
        return start

    def hold_back(self, *keys):
        """A callback that holds these pieces back on the stage (movers draw them now)."""
        def hold():
            self.adapter.stage.hold(*keys)
        return hold


def image_drawer(image, until_landed: bool = False):
    """Draw for a Mover: `image` centred on the piece (gone once landed, if `until_landed`)."""
    def draw(surface, pos, mover):
        if image is not None and not (until_landed and mover.t >= 1):
            theme.blit_center(surface, image, pos)
    return draw


def float_draw(image: pygame.Surface, pos, rise: float, ease: str = "easeOutCubic",
               top: float | None = None, clamp: pygame.Rect | None = None, placer=None):
    """Draw for an Effect: `image` rises by `rise` from `pos` and fades over its last 40 %.
    With a `placer` (overlay.py) the whole rise keeps clear of a panel's numbers and of the
    other passing texts: it moves as one piece to the nearest free place."""
    easing = getattr(pytweening, ease)

    def draw(surface, e):
        t = e.t
        img = image
        if t > 0.6:
            img = image.copy()
            img.set_alpha(int(255 * max(0.0, 1 - (t - 0.6) / 0.4)))
        y = pos[1] - rise * easing(t)
        if top is not None:
            y = max(top, y)
        rect = img.get_rect(center=(round(pos[0]), round(y)))
        if clamp is not None:
            rect = rect.clamp(clamp)
        if placer is not None:
            start = image.get_rect(center=(round(pos[0]), round(pos[1])))
            path = start.union(start.move(0, -round(rise)))
            placed = placer.place(path, key=id(e))
            rect = rect.move(placed.x - path.x, placed.y - path.y)
        surface.blit(img, rect)
    return draw
