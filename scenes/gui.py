"""pygame-gui at the window's own resolution: its widgets are crisp at any window size.

Scenes place widgets in 1600x900 design units like everything else they draw; this module is
the one place that turns those into the physical pixels pygame-gui works in:

    Manager          a UIManager as large as the design area on the screen (1600x900 * k),
                     themed with font sizes = design size * k * theme.ui_scale(); `refit()`
                     follows a new scale in place: same widgets, same typed text and choices
    button, text_entry, drop_down, scrolling_container
                     widgets made from design rects (remembered, for the next refit); a
                     button's text gets smaller rather than cut when it outgrows its box
    move, set_scrollable_area   change a widget's design place / a container's area
    rect_of(element) where a widget is, in design units (what hit tests and the focus ring use)
    process(manager, event)     an event in design units handed over in physical pixels
    draw(manager, surface)      the widgets onto the scene's Canvas, pixel for pixel

A drop-down also works by keyboard (`drop_down_keys`): Enter opens it, the arrows choose,
Enter takes the choice, Esc closes it unchanged.
"""
from __future__ import annotations

import copy
import itertools
import json
from functools import lru_cache

import i18n as gui_i18n   # python-i18n, pygame-gui's own translation lookup
import pygame
import pygame_gui
from pygame_gui.core.surface_cache import SurfaceCache

from . import gfx, theme

THEME_FILE = theme.ASSETS / "ui" / "theme.json"
# theme "misc" lengths, in design units: scaled with the window (not with the UI scale)
_LENGTHS = ("shape_corner_radius", "border_width", "shadow_width", "padding",
            "text_horiz_alignment_padding", "text_vert_alignment_padding")
_order = itertools.count()       # creation order: containers are placed before what they hold


def font_px(size: float, k: float, ui: float) -> int:
    """A design font size in physical pixels, rounded down as gfx.Font does (text is never
    wider for its box than the measures say)."""
    return max(1, int(size * k * ui + 1e-6))


def _length_px(value: str, k: float) -> str:
    parts = [int(p) for p in str(value).split(",")]
    return ",".join(str(p if p <= 0 else max(1, round(p * k))) for p in parts)


@lru_cache(maxsize=1)
def _theme_data() -> dict:
    if not THEME_FILE.exists():
        return {}
    return json.loads(THEME_FILE.read_text(encoding="utf-8"))


def theme_data(k: float, ui: float) -> dict:
    """The app's pygame-gui theme for scale k and UI scale `ui`: fonts at size * k * ui,
    corners, borders, shadows and paddings at size * k."""
    data = copy.deepcopy(_theme_data())
    for block in data.values():
        fonts = block.get("font")
        for font in fonts if isinstance(fonts, list) else [fonts] if fonts else []:
            font["size"] = str(font_px(int(font["size"]), k, ui))
        misc = block.get("misc", {})
        for name in _LENGTHS:
            if name in misc:
                misc[name] = _length_px(misc[name], k)
        if "list_item_height" in misc:        # a line of text: grows with the text
            misc["list_item_height"] = _length_px(misc["list_item_height"], k * ui)
    return data


def physical_size(k: float) -> tuple:
    return gfx._physical_size(gfx.DESIGN, k)


def to_px(rect, k: float | None = None) -> pygame.Rect:
    """A design rect in the manager's physical pixels."""
    return gfx._px_rect(rect, gfx.scale() if k is None else k)


def rect_of(element) -> pygame.Rect:
    """Where a widget is on the screen, in design units."""
    k = getattr(element.ui_manager, "k", 1.0)
    r = element.rect
    if k == 1:
        return pygame.Rect(r)
    x, y = round(r.x / k), round(r.y / k)
    return pygame.Rect(x, y, round(r.right / k) - x, round(r.bottom / k) - y)


_themes: dict = {}         # (k, UI scale, font) -> the pygame-gui theme every manager shares


@lru_cache(maxsize=1)
def shared_shape_cache() -> SurfaceCache:
    """pygame-gui's cache of drawn widget backgrounds, one for every manager. Each theme makes
    its own, so each scene (a manager of its own) drew every rounded button again, and that was
    most of the time a menu took to open. A cached shape is named by everything it is drawn
    from (kind, pixel size, border, corners, colours), so managers can share them; the cache
    holds three 1024x1024 pages at most."""
    return SurfaceCache()


class Manager(pygame_gui.UIManager):
    """pygame-gui over the design area at its physical size. Events and the mouse reach it in
    physical pixels of the design area (`process`, `_update_mouse_position`)."""

    def __init__(self):
        self.k = gfx.scale()
        self.ui = theme.ui_scale()
        super().__init__(physical_size(self.k), enable_live_theme_updates=False)
        # Every text reaches a widget already translated (gettext, scenes/i18n.py). pygame-gui
        # would look each one up again in its own files, listing folders for any text with a
        # dot, once per manager ever made (it appends its folder to a global list each time):
        # lists that grew with every scene opened slowed every new button. No folders.
        gui_i18n.load_path.clear()

    def create_new_theme(self, theme_path=None):
        """The theme for the current scales, shared by every manager made at them: a theme
        parsed for each scene was two thirds of the time a menu took to open (Settings: 20 ms,
        7 ms without). A theme holds only what its data says (fonts, colours, shapes), so
        managers can share it."""
        k, ui = gfx.scale(), theme.ui_scale()
        key = (k, ui, str(theme.font_path("regular")))
        found = _themes.get(key)
        if found is None:
            if len(_themes) >= 8:           # a few scales in a session at most
                _themes.clear()
            found = _themes[key] = super().create_new_theme(None)
            found.shape_cache = shared_shape_cache()
            found.get_font_dictionary().add_font_path(
                "dejavu", str(theme.font_path("regular")), str(theme.font_path("bold")),
                str(theme.font_path("italic")), str(theme.font_path("bold")))
            found.load_theme(theme_data(k, ui))
        return found

    def stale(self) -> bool:
        return self.k != gfx.scale() or self.ui != theme.ui_scale()

    def refit(self) -> None:
        """Follow the window's scale and the UI scale: the same widgets (typed text, choices,
        focus kept) at their design places in the new pixels, their text at the new size."""
        self.k, self.ui = gfx.scale(), theme.ui_scale()
        self.set_window_resolution(physical_size(self.k))
        new = self.create_new_theme()           # the widgets take the new scales' theme
        for element in self.get_sprite_group().sprites():
            if hasattr(element, "ui_theme"):
                element.ui_theme = new
        self.ui_theme = new
        placed = [e for e in self.get_sprite_group().sprites() if hasattr(e, "_design_rect")]
        for element in sorted(placed, key=lambda e: e._design_order):
            if isinstance(element, pygame_gui.elements.UIDropDownMenu):
                close_drop_down(element)
            bar = getattr(element, "vert_scroll_bar", None)
            kept = bar.start_percentage if bar is not None else None
            px = to_px(element._design_rect, self.k)
            element.set_dimensions(px.size)
            element.set_relative_position(px.topleft)
            area = getattr(element, "_design_area", None)
            if area is not None:
                element.set_scrollable_area_dimensions(to_px((0, 0, *area), self.k).size)
                bar = element.vert_scroll_bar
                if bar is not None and kept is not None:
                    bar.set_scroll_from_start_percentage(kept)
        self.rebuild_all_from_changed_theme_data()
        drop_tooltips(self)                 # made at the old size: the next hover makes one

    covered = False       # a scene lies over this one's: its widgets must not see the pointer

    def _update_mouse_position(self):
        self.mouse_position = (-10 ** 6, -10 ** 6) if self.covered else \
            gfx.canvas_pos(pygame.mouse.get_pos())


def drop_tooltips(manager) -> None:
    """Take down every hover text a widget shows (the next hover makes one again)."""
    for element in manager.get_sprite_group().sprites():
        if getattr(element, "tool_tip", None) is not None:
            element.tool_tip.kill()
            element.tool_tip = None


def make_manager() -> Manager:
    return Manager()


# ---- widgets from design rects ---------------------------------------------------------------------
def _placed(element, rect):
    element._design_rect = pygame.Rect(rect)
    element._design_order = next(_order)
    return element


class Button(pygame_gui.elements.UIButton):
    """A button whose text gets smaller when it would not fit its box (a larger UI scale, a
    long translation): from the theme's size down to FIT_FLOOR of the size at 100 %, the way
    theme.label_in fits drawn labels. The box keeps its place and size."""

    def rebuild_from_changed_theme_data(self):
        super().rebuild_from_changed_theme_data()
        self.fit_text()

    def set_text(self, text: str, *, text_kwargs=None):
        super().set_text(text, text_kwargs=text_kwargs)
        self.fit_text()

    def fit_text(self) -> None:
        if self.font is None:
            return
        themed = self.ui_theme.get_font(self.combined_element_ids)
        font = fitted_font(self.ui_manager, self.ui_theme.get_font_info(self.combined_element_ids),
                           themed, self.text, self.rect.width - text_margin(self.ui_manager))
        if font is not self.font:
            self.font = font
            self.rebuild()


FIT_FLOOR = 0.85        # of the text's size at 100 % UI scale: smaller stops being easy to read


def text_margin(manager) -> int:
    """Room a button's text leaves at its sides together, in physical pixels."""
    return max(8, round(20 * getattr(manager, "k", 1.0)))


def fitted_font(manager, info, themed, text: str, room: int):
    """`themed`, or the largest smaller size of the same face whose `text` is `room` wide."""
    if not text or room <= 0 or themed.size(text)[0] <= room:
        return themed
    fonts = manager.get_theme().get_font_dictionary()
    floor = max(1, int(info["size"] / getattr(manager, "ui", 1.0) * FIT_FLOOR))
    for size in range(info["size"] - 1, floor - 1, -1):
        key = fonts.create_font_id(size, info["name"], info["bold"], info["italic"])
        if not fonts.check_font_preloaded(key):
            fonts.preload_font(size, info["name"], info["bold"], info["italic"],
                               force_immediate_load=True)
        font = fonts.find_font(size, info["name"], info["bold"], info["italic"])
        if font.size(text)[0] <= room:
            return font
    return font


def button(manager, rect, text: str, object_id: str | None = None, tooltip: str | None = None,
           container=None) -> pygame_gui.elements.UIButton:
    return _placed(Button(to_px(rect, manager.k), text, manager, container=container,
                          tool_tip_text=tooltip, object_id=object_id), rect)


def text_entry(manager, rect) -> pygame_gui.elements.UITextEntryLine:
    return _placed(pygame_gui.elements.UITextEntryLine(to_px(rect, manager.k), manager), rect)


def drop_down(manager, options: list, chosen: str, rect) -> pygame_gui.elements.UIDropDownMenu:
    return _placed(pygame_gui.elements.UIDropDownMenu(options, chosen, to_px(rect, manager.k),
                                                      manager), rect)


def scrolling_container(manager, rect) -> pygame_gui.elements.UIScrollingContainer:
    return _placed(pygame_gui.elements.UIScrollingContainer(to_px(rect, manager.k), manager,
                                                            allow_scroll_x=False), rect)


def set_scrollable_area(container, size) -> None:
    container._design_area = (int(size[0]), int(size[1]))
    container.set_scrollable_area_dimensions(
        to_px((0, 0, *size), container.ui_manager.k).size)


def move(element, pos) -> None:
    """Put a widget at a design position."""
    element._design_rect = pygame.Rect(pos, element._design_rect.size)
    element.set_position(to_px(element._design_rect, element.ui_manager.k).topleft)


# ---- events and drawing --------------------------------------------------------------------------
_POSITIONED = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def physical_event(event, k: float):
    """The event as pygame-gui must see it: positions in physical pixels of the design area
    (the exact pixel the scene manager mapped, when it kept it)."""
    if event.type not in _POSITIONED:
        return event
    pos = getattr(event, "canvas_pos", None)
    if pos is None or (int(pos[0] // k), int(pos[1] // k)) != tuple(event.pos):
        if k == 1:
            return event
        pos = (event.pos[0] * k, event.pos[1] * k)     # made by a scene or a test: its pos
    data = dict(event.dict, pos=(int(pos[0]), int(pos[1])))
    if event.type == pygame.MOUSEMOTION:
        data["rel"] = (round(event.rel[0] * k), round(event.rel[1] * k))
    return pygame.event.Event(event.type, data)


def process(manager, event) -> bool:
    # No pygame-gui widget reads a mouse motion (hovering is found in update, from the
    # pointer's position), yet each would be offered every one: most of a long list's events.
    if event.type == pygame.MOUSEMOTION:
        return False
    return manager.process_events(physical_event(event, getattr(manager, "k", 1.0)))


def draw(manager, surface) -> None:
    """The widgets onto a scene's surface: on a scaled Canvas, straight into its pixels."""
    if getattr(surface, "k", 1) != 1:
        surface = pygame.Surface.subsurface(surface, pygame.Surface.get_rect(surface))
        if isinstance(surface, gfx.Canvas):     # pygame keeps the class: a plain view of it
            surface.k, surface._design = 1.0, None
    manager.draw_ui(surface)


# ---- a drop-down by keyboard -------------------------------------------------------------------------
def is_open(menu) -> bool:
    return menu.current_state is menu.menu_states["expanded"]


def _switch(menu, state: str) -> None:
    menu.current_state.finish()
    menu.current_state = menu.menu_states[state]
    menu.current_state.selected_option = menu.selected_option
    menu.current_state.start()


def open_drop_down(menu) -> None:
    """Open the list, the current choice under the keyboard's cursor."""
    if not is_open(menu):
        _switch(menu, "expanded")
    _cursor(menu)
    _show_cursor(menu)


def _cursor(menu) -> int:
    """The keyboard's place in the open list: the current choice each time the list opens
    (by Enter or by a click)."""
    listing = menu.current_state.options_selection_list
    if getattr(menu, "_cursor_list", None) is not listing:
        names = [option[0] for option in menu.options_list]
        chosen = menu.selected_option[0]
        menu._cursor = names.index(chosen) if chosen in names else 0
        menu._cursor_list = listing
    return menu._cursor


def close_drop_down(menu) -> None:
    if is_open(menu):
        _switch(menu, "closed")


def _items(menu) -> list:
    listing = menu.current_state.options_selection_list
    return listing.item_list if listing is not None else []


def _show_cursor(menu) -> None:
    """The option under the cursor is drawn selected (the list's own highlight)."""
    for i, item in enumerate(_items(menu)):
        item["selected"] = i == menu._cursor
        button_ = item.get("button_element")
        if button_ is not None:
            button_.select() if i == menu._cursor else button_.unselect()


def cursor_rect(menu) -> pygame.Rect | None:
    """Where the option under the keyboard's cursor is drawn (design units)."""
    if not is_open(menu) or not _items(menu):
        return None
    items = _items(menu)
    button_ = items[min(_cursor(menu), len(items) - 1)].get("button_element")
    if button_ is None:
        return None
    # the ring is drawn around what it is given: inside the option, clear of its neighbours
    return rect_of(button_).inflate(-24, -24)


def open_menu(manager):
    """The drop-down of this manager that is open, if any."""
    for element in manager.get_sprite_group().sprites() if manager is not None else ():
        if isinstance(element, pygame_gui.elements.UIDropDownMenu) and is_open(element):
            return element
    return None


def drop_down_keys(manager, event) -> bool:
    """Keys for an open drop-down: Up/Down move the cursor, Enter (or Space) takes the option
    (the same change event a click gives), Esc or Tab closes it. True: the key was taken."""
    menu = open_menu(manager)
    if menu is None or event.type != pygame.KEYDOWN:
        return False
    count = len(menu.options_list)
    if event.key in (pygame.K_DOWN, pygame.K_RIGHT, pygame.K_UP, pygame.K_LEFT):
        step = 1 if event.key in (pygame.K_DOWN, pygame.K_RIGHT) else -1
        menu._cursor = (_cursor(menu) + step) % count
        _show_cursor(menu)
        return True
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        text, option_id = menu.options_list[_cursor(menu)]
        changed = (text, option_id) != tuple(menu.selected_option)
        menu.selected_option = (text, option_id)
        close_drop_down(menu)
        if changed:
            pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {
                "text": text, "selected_option_id": option_id, "ui_element": menu,
                "ui_object_id": menu.most_specific_combined_id}))
        return True
    if event.key in (pygame.K_ESCAPE, pygame.K_TAB):
        close_drop_down(menu)
        return True
    return True          # any other key waits until the list is closed
