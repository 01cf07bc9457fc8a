"""Scrolling shared by the side panels drawn by hand (the log, the option list).

A panel taller inside than its view scrolls by the wheel (or buttons 4/5 of older mice) and by
dragging the bar at its right edge; the bar's knob shows where the view is. The log grows at the
bottom and keeps its offset counted up from there; the option list counts down from the top.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme

TRACK = (44, 51, 70)


class Scrolling:
    """Mixed into a panel that has `rect` (the panel), `offset`, `height` (its content's pixels)
    and `dragging`, and names its visible content area `scroll_view`."""

    STEP = 40               # pixels a wheel notch moves
    FROM_BOTTOM = False     # offset counted up from the bottom (a log) instead of from the top
    GRAB = 16               # the bar's grab zone at the right edge, in pixels

    @property
    def scroll_view(self) -> pygame.Rect:
        return self.rect

    @property
    def max_offset(self) -> int:
        return max(0, self.height - self.scroll_view.h)

    def scroll(self, pixels: int) -> None:
        self.offset = max(0, min(self.max_offset, self.offset + pixels))

    def scroll_up(self, notches: int) -> None:
        """Show what lies above: `notches` wheel steps (negative: below)."""
        self.scroll(notches * self.STEP * (1 if self.FROM_BOTTOM else -1))

    def handle_scroll(self, event, mouse) -> bool:
        """Wheel, buttons 4/5 and the bar's drag; True when the event was taken."""
        if event.type == pygame.MOUSEWHEEL:
            if self.rect.collidepoint(mouse) or self.dragging:
                self.scroll_up(event.y)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button in (4, 5):
                self.scroll_up(1 if event.button == 4 else -1)
                return True
            if event.button == 1 and self.max_offset and event.pos[0] >= self.rect.right - self.GRAB:
                self.dragging = True
                self._drag_to(event.pos[1])
                return True
            return False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._drag_to(event.pos[1])
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return False

    def _drag_to(self, y: int) -> None:
        view = self.scroll_view
        share = max(0.0, min(1.0, (y - view.y) / max(1, view.h)))
        self.offset = int((1 - share if self.FROM_BOTTOM else share) * self.max_offset)

    def draw_bar(self, surface) -> None:
        """The track and its knob at the right edge, when there is anything to scroll."""
        if not self.max_offset:
            return
        view = self.scroll_view
        track = pygame.Rect(self.rect.right - 10, view.y, 6, view.h)
        gfx.draw.rect(surface, TRACK, track, border_radius=3)
        knob_h = max(24, int(track.h * view.h / self.height))
        share = self.offset / self.max_offset
        top = track.y + int((track.h - knob_h) * (1 - share if self.FROM_BOTTOM else share))
        gfx.draw.rect(surface, theme.PANEL_EDGE, (track.x, top, 6, knob_h), border_radius=3)
