"""The Scene lifecycle, and the pygame-gui manager every scene owns for its widgets."""
from __future__ import annotations

import json
import pathlib

import pygame
import pygame_gui

from . import gui, theme
from .focus import Focus, widget_items


def make_ui_manager() -> pygame_gui.UIManager:
    """A widget manager themed for gameshelf at the window's scale (scenes/gui.py)."""
    return gui.make_manager()


class Scene:
    """One screen. The manager calls, each frame: handle(event) for input (top scene first; a
    True return consumes the event), update(dt) for every scene in the stack, draw(surface) from
    the lowest opaque scene up. enter/exit when pushed/popped; pause/resume when covered/uncovered.
    """

    opaque = True           # overlays set False so the scene beneath is drawn first
    name = "scene"

    def __init__(self):
        self.app = None     # the SceneManager, set on push
        self._ui = None
        self.t = 0.0        # seconds since enter: drives pulses and marching dashes
        self.focus = Focus()    # what Tab has reached (scenes/focus.py)

    # -- widgets --
    @property
    def ui(self) -> pygame_gui.UIManager:
        if self._ui is None:
            self._ui = make_ui_manager()
        return self._live_ui()

    def _live_ui(self):
        """The widget manager, refitted first when the window's scale or the UI scale changed
        since it last drew (the same widgets, in the new pixels)."""
        if self._ui is not None and self._ui.stale():
            self._ui.refit()
        return self._ui

    def focus_items(self) -> list:
        """What Tab walks on this screen, in order (scenes/focus.py): its pygame-gui buttons
        and text entries; a screen adds what it draws by hand."""
        return widget_items(self._ui, self.on_button)

    arrows_move_focus = True    # False: the arrow keys mean something else here (the replay)

    def handle_focus(self, event) -> bool:
        return self.focus.handle(event, self.focus_items, self._ui, self.arrows_move_focus)

    def handle_ui(self, event) -> bool:
        """An open drop-down's keys, focus keys, then pygame-gui; returns True when any
        consumed the event."""
        self._live_ui()
        if gui.drop_down_keys(self._ui, event):
            return True
        if self.handle_focus(event):
            return True
        if self._ui is None:
            return False
        if event.type == pygame.TEXTINPUT and not event.text.isprintable():
            return True      # control and zero-width characters: pygame-gui cannot lay them out
        consumed = gui.process(self._ui, event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            self.on_button(event.ui_element)
            return True
        if event.type in (pygame_gui.UI_DROP_DOWN_MENU_CHANGED,
                          pygame_gui.UI_HORIZONTAL_SLIDER_MOVED,
                          pygame_gui.UI_TEXT_ENTRY_CHANGED, pygame_gui.UI_CHECK_BOX_CHECKED,
                          pygame_gui.UI_CHECK_BOX_UNCHECKED):
            self.on_widget(event)
            return True
        return bool(consumed)

    def on_button(self, element) -> None:
        """A pygame-gui button of this scene was pressed."""

    def on_widget(self, event) -> None:
        """A drop-down, slider, text entry or check box of this scene changed."""

    # -- lifecycle --
    def enter(self) -> None:
        pass

    def exit(self) -> None:
        if self._ui is not None:
            self._ui.clear_and_reset()

    def pause(self) -> None:
        """A scene opened over this one: its widgets stop seeing the pointer (no hover, no
        hover text over what lies on top), and a hover text shown now goes."""
        if self._ui is not None:
            self._ui.covered = True
            gui.drop_tooltips(self._ui)

    def relabel(self) -> None:
        """The language changed: build the widgets again in the new words (text drawn each
        frame through `_` follows by itself). Scenes with widgets override it."""

    def resume(self) -> None:
        if self._ui is not None:
            self._ui.covered = False

    def rescale(self) -> None:
        """The window's scale changed (caches of rendered art are already dropped): redraw
        what the scene keeps drawn ahead."""

    def handle(self, event) -> bool:
        """Widgets first; Esc leaves the screen (see on_escape). True consumes the event."""
        if self.handle_ui(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return True
        return False

    def on_escape(self) -> None:
        """Esc: back to the screen beneath."""
        self.app.pop()

    def update(self, dt: float) -> None:
        self.t += dt
        if self._live_ui() is not None:
            self._ui.update(dt)

    def draw(self, surface) -> None:
        if self._live_ui() is not None:
            gui.draw(self._ui, surface)
        self.focus.draw(surface, self.focus_items, self.t)

    # -- helpers --
    def draw_page(self, surface, title: str, subtitle: str = "", y: int = 60,
                  until: int | None = None) -> None:
        """The common backdrop of a menu screen with its title (and a line under it, ending
        above `until`, where the page's content starts)."""
        surface.blit(theme.backdrop(), (0, 0))
        top = theme.text_shadowed(surface, title, (800, y), 40, theme.ACCENT,
                                  anchor="center").bottom
        if subtitle:       # under the title, however tall the UI scale makes it
            at, size = max(y + 32, top + 2), theme.ui(20)
            # at a large UI scale it shrinks (to no less than MIN_TEXT) to end above the content
            while until is not None and size > theme.MIN_TEXT and \
                    at + theme.font(size).get_linesize() > until - 2:
                size -= 1
            theme.text(surface, subtitle, (800, at), size, theme.TEXT_DIM, anchor="midtop",
                       max_width=1400)

    def button(self, rect, label: str, object_id: str = "#button", tooltip: str | None = None,
               enabled: bool = True) -> pygame_gui.elements.UIButton:
        b = gui.button(self.ui, rect, label, object_id, tooltip)
        if not enabled:
            b.disable()
        return b


class BuiltScene(Scene):
    """A scene whose widgets `build()` makes: built on entering, and built anew in the new
    words when the language changes."""

    def enter(self) -> None:
        self.build()

    def relabel(self) -> None:
        self.ui.clear_and_reset()
        self.build()

    def build(self) -> None:
        raise NotImplementedError


def load_json(path: pathlib.Path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))
