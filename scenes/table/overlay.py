"""Where the table's passing texts go: floats, banners, notices, toasts (issue 11.5).

They are drawn over everything else, so each asks the frame's `Placer` for a place: the one it
wanted if that is free, else the nearest free one a few pixels up or down (then sideways). Free
means: over none of the table's keep-clear rectangles (the numbers on a panel a player reads,
the cards being chosen: the adapter's `keep_clear(view)`) and over no other passing text of the
same frame. A text that moves (a float rising) asks with a `key` and keeps its shift while it
stays free, so it does not jump. The placed boxes of the last frame stay readable (`boxes`),
which is what the overlap test checks.
"""
from __future__ import annotations

import pygame

STEP = 6
REACH = 220          # how far up or down a text may move before it tries sideways


def _candidates():
    yield 0, 0
    for d in range(STEP, REACH + 1, STEP):
        yield 0, -d
        yield 0, d
    for d in range(STEP * 4, 2 * REACH + 1, STEP * 4):
        yield -d, 0
        yield d, 0


class Placer:
    def __init__(self, bounds):
        self.bounds = pygame.Rect(bounds)
        self.keep_clear: list[pygame.Rect] = []
        self.boxes: list[pygame.Rect] = []        # placed this frame
        self.crowded: list[pygame.Rect] = []      # placed this frame where no place was free
        self.shifts: dict = {}

    def begin(self, keep_clear) -> None:
        """A new frame: these rectangles must stay readable."""
        self.keep_clear = [pygame.Rect(r) for r in keep_clear]
        self.boxes, self.crowded = [], []

    def free(self, rect: pygame.Rect, avoid=()) -> bool:
        return rect.collidelist(self.keep_clear) < 0 and rect.collidelist(self.boxes) < 0 \
            and rect.collidelist(avoid) < 0

    def place(self, rect, key=None, avoid=()) -> pygame.Rect:
        """The free rectangle nearest to `rect` (same size), taken for this frame; `avoid`:
        more rectangles this text should not cover: of the free places, the nearest that covers
        the fewest of them."""
        rect = pygame.Rect(rect)
        inside = rect.clamp(self.bounds)
        shift = self.shifts.get(key) if key is not None else None
        spot = inside.move(shift) if shift is not None else None
        if spot is None or not self.free(spot, avoid):
            spots = [c for c in (inside.move(dx, dy) for dx, dy in _candidates())
                     if self.bounds.contains(c) and self.free(c)]
            # the nearest that covers the fewest of `avoid` (none, where one is free)
            spot = min(spots, key=lambda c: len(c.collidelistall(avoid)), default=None)
            if spot is None:                       # nowhere free: stay, and say so
                spot = inside
                self.crowded.append(spot)
            if key is not None:
                self.shifts[key] = (spot.x - inside.x, spot.y - inside.y)
        self.boxes.append(spot)
        return spot

    def forget(self) -> None:
        self.shifts.clear()
