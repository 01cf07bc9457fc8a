"""Full screen on and off (F11 anywhere, and the Settings button), remembered in the settings."""
from __future__ import annotations

import pygame

import saves


def apply(on: bool) -> bool:
    """Switch full screen on or off; False when the display cannot (the setting stays)."""
    if pygame.display.get_surface() is None:
        return False
    if bool(pygame.display.is_fullscreen()) != on:
        try:
            window = _window()
            if window is None:
                pygame.display.toggle_fullscreen()
            elif on:
                window.set_fullscreen(desktop=True)    # the screen's own size, no mode change
            else:
                window.set_windowed()
        except pygame.error:       # e.g. "That operation is not supported"
            return False
    return True


def _window():
    """The window as a pygame.Window (pygame-ce), or None."""
    import warnings
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (pygame.error, AttributeError):
        return None


def set_fullscreen(settings: dict, on: bool) -> bool:
    """Apply and remember; False (and nothing remembered) when the display cannot."""
    if not apply(on):
        return False
    settings["fullscreen"] = on
    saves.keep_settings(settings)
    return True


def toggle(settings: dict) -> bool:
    return set_fullscreen(settings, not settings.get("fullscreen", False))
