"""Cached full-screen layers: what a table draws once, and what it redraws only on a change.

A table is drawn as a *static* layer (backdrop, map, frames: built once in `attach`, after the
display exists, by the adapter's `build_static`) and a *pieces* layer redrawn only when its key
changes (the shown view, the pieces held back on the stage). A frame is then one blit plus
whatever is live (highlights, hover, effects, movers).

    screen_surface()          an opaque full-screen surface in the display's pixel format
    Layer.get(key, draw)      the layer's surface, redrawn by draw(surface) when key changed
    Layer.reset()             redraw at the next get (the table changed under it)

Keys compare with ==; a key that holds the view itself compares by identity first (a tuple
compares its items that way), so an unchanged view costs nothing.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme

_STALE = object()


def screen_surface() -> pygame.Surface:
    surface = gfx.Surface(theme.SCREEN)
    return surface.convert() if pygame.display.get_surface() else surface


def opaque(surface: pygame.Surface) -> pygame.Surface:
    """A finished static surface in the display's format (once a window exists)."""
    return surface.convert() if pygame.display.get_surface() else surface


class Layer:
    def __init__(self):
        self.surface: pygame.Surface | None = None
        self.key = _STALE

    def get(self, key, draw) -> pygame.Surface:
        if self.surface is None or getattr(self.surface, "k", 1.0) != gfx.scale():
            self.surface = screen_surface()      # first use, or the window's scale changed
            self.key = _STALE
        if self.key is _STALE or key != self.key:
            self.key = key
            draw(self.surface)
        return self.surface

    def reset(self) -> None:
        self.key = _STALE
