"""Playing by keyboard alone: a focus that Tab / Shift+Tab (and the arrow keys) walk over a
screen's focusable things, Enter or Space takes the focused one, and a ring shows which.

A screen lists what may take the focus with `Scene.focus_items()` (scenes/base.py): by default
its pygame-gui buttons and text entries in reading order; a screen adds what it draws by hand
(the board's legal targets and option rows, the picker's game cards, the setup's value boxes).
Each `Focusable` has a key that stays the same for the same thing from one frame to the next
(a widget, an option id), so the focus stays on a Copper while Coppers can still be played,
and falls on the thing at the same place when its thing is gone.

The ring appears once a focus key is pressed and goes when the mouse clicks: people who play
with the mouse never see it. It is never colour alone: a thick light outline with a dark halo
that breathes, and a marker (an arrowhead) beside the thing.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

import pygame
import pygame_gui

from scenes import gfx, gui

NEXT_KEYS = (pygame.K_DOWN, pygame.K_RIGHT)
PREVIOUS_KEYS = (pygame.K_UP, pygame.K_LEFT)
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

RING = (255, 255, 255)
HALO = (10, 12, 18)


class Mode:
    """Whether the person is using the keyboard: a focus key turns the ring on, a mouse click
    turns it off. Shared by every screen, so a menu opened by Enter shows its ring at once."""
    keyboard = False


@dataclass
class Focusable:
    key: object                                  # the same thing keeps the same key
    rect: pygame.Rect                            # where it is on the screen (where the ring goes)
    activate: Callable[[], object] | None = None     # Enter or Space on it
    entry: object = None                         # a pygame-gui text entry: typing goes there
    reveal: Callable[[], object] | None = None   # scroll it into view when it takes the focus


class Focus:
    """One screen's focus: which item has it (by key, else by place)."""

    def __init__(self):
        self.key = None
        self.index = 0

    def current(self, items: list) -> Focusable | None:
        if not Mode.keyboard or not items:
            return None
        for i, item in enumerate(items):
            if item.key == self.key:
                self.index = i
                return item
        # its thing is gone (played, rebuilt): the thing now at its place takes the focus
        self.index = min(self.index, len(items) - 1)
        self.key = items[self.index].key
        return items[self.index]

    def set(self, item: Focusable, ui=None) -> None:
        self.key = item.key
        if item.reveal is not None:
            item.reveal()
        if ui is not None:       # a text entry takes the typing; anything else leaves it
            ui.set_focus_set(item.entry)

    def move(self, items: list, step: int, ui=None) -> None:
        if not items:
            return
        now = self.current(items) if Mode.keyboard else self.typed_in(items, ui)
        if now is None:
            i = 0 if step > 0 else len(items) - 1
        else:
            i = (self.index + step) % len(items)
        self.index = i
        Mode.keyboard = True
        self.set(items[i], ui)

    def typed_in(self, items: list, ui) -> Focusable | None:
        """The text entry clicked and typed in, as a place to go on from by Tab."""
        held = (ui.get_focus_set() if ui is not None else None) or ()
        for i, item in enumerate(items):
            if item.entry is not None and item.entry in held:
                self.index, self.key = i, item.key
                return item
        return None

    def handle(self, event, items_of: Callable[[], list], ui=None, arrows: bool = True) -> bool:
        """Focus keys move or choose (True: the event was taken); a click leaves keyboard mode.
        Without `arrows` the arrow keys keep the screen's own meaning (the replay steps)."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            Mode.keyboard = False
            return False
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        moves = (*NEXT_KEYS, *PREVIOUS_KEYS) if arrows else ()
        if key not in (pygame.K_TAB, *moves, *CHOOSE_KEYS):
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        if key != pygame.K_TAB and typing(ui):
            return False             # arrows, Enter and Space belong to the text being typed
        items = items_of()
        now = self.current(items)
        if key == pygame.K_TAB:
            self.move(items, -1 if event.mod & pygame.KMOD_SHIFT else 1, ui)
            return bool(items)
        if key in moves:
            self.move(items, 1 if key in NEXT_KEYS else -1, ui)
            return bool(items)
        if now is None or now.activate is None:
            return False             # Enter and Space keep their other meanings (skip, continue)
        now.activate()
        return True

    def draw(self, surface, items_of: Callable[[], list], t: float) -> None:
        if not Mode.keyboard:
            return
        item = self.current(items_of())
        if item is not None:
            draw_ring(surface, item.rect, t)


def typing(ui) -> bool:
    """A text entry has the keyboard (reached by Tab or clicked)."""
    focused = ui.get_focus_set() if ui is not None else None
    return any(isinstance(element, pygame_gui.elements.UITextEntryLine)
               for element in focused or ())


def draw_ring(surface, rect, t: float) -> None:
    """A thick light outline with a dark halo that breathes, and an arrowhead at its left."""
    grow = 4 + 2 * math.sin(t * 5.0)
    ring = pygame.Rect(rect).inflate(2 * grow + 6, 2 * grow + 6)
    gfx.draw.rect(surface, HALO, ring.inflate(6, 6), 7, border_radius=12)
    gfx.draw.rect(surface, RING, ring, 4, border_radius=10)
    # the marker: a notched arrowhead pointing at the thing, bobbing towards it
    tip_x = ring.x - 4 - 3 * (1 + math.sin(t * 5.0))
    cy = ring.centery
    points = [(tip_x, cy), (tip_x - 20, cy - 13), (tip_x - 14, cy), (tip_x - 20, cy + 13)]
    if points[1][0] < 2:         # no room on the left: point at it from the right
        tip_x = ring.right + 4 + 3 * (1 + math.sin(t * 5.0))
        points = [(tip_x, cy), (tip_x + 20, cy - 13), (tip_x + 14, cy), (tip_x + 20, cy + 13)]
    gfx.draw.polygon(surface, RING, points)
    gfx.draw.polygon(surface, HALO, points, 2)


def widget_items(ui, on_button) -> list:
    """A screen's enabled, visible pygame-gui buttons, text entries and drop-downs in reading
    order (a button is pressed through `on_button`, a drop-down opens, its list then takes the
    arrows: gui.drop_down_keys; scroll bars and drop-down parts are left out). Rects are
    design units."""
    if ui is None:
        return []
    found = []
    for element in ui.get_sprite_group().sprites():
        if not getattr(element, "visible", 0) or not getattr(element, "is_enabled", False):
            continue
        if isinstance(element, pygame_gui.elements.UIDropDownMenu):
            rect = gui.cursor_rect(element) or gui.rect_of(element)
            found.append(Focusable(element, rect, lambda e=element: gui.open_drop_down(e)))
            continue
        ids = str(getattr(element, "most_specific_combined_id", ""))
        if "scroll_bar" in ids or "drop_down" in ids:
            continue
        if isinstance(element, pygame_gui.elements.UIButton):
            found.append(Focusable(element, gui.rect_of(element),
                                   lambda e=element: on_button(e)))
        elif isinstance(element, pygame_gui.elements.UITextEntryLine):
            found.append(Focusable(element, gui.rect_of(element), entry=element))
    found.sort(key=lambda item: (item.rect.y, item.rect.x))
    return found
