"""pygame-gui widgets are drawn at the window's own resolution (scenes/gui.py): their text is
rendered k times as tall on a k times larger window (never an upscaled bitmap), clicks land
at any size, a resize keeps what was typed and chosen, and the UI scale makes their text larger;
the replay's drop-down works by keyboard."""
from __future__ import annotations

import pygame
import pytest

from scenes import gfx, gui, theme
from scenes.focus import Mode
from tests.scenes.driver import Driver
from tests.scenes.test_replay_timeline import open_replay
from tests.scenes.test_window_scale import on_screen, window

import rules

BIG, SMALL = (2560, 1440), (1024, 600)


@pytest.fixture(autouse=True)
def back_to_normal():
    yield
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    theme.set_ui_scale(1.0)
    gfx.set_scale(1.0)
    gfx.clear_caches()


def glyph_rows(button) -> int:
    """How many pixel rows of the button's own image hold its (light) text: the glyphs'
    physical height."""
    image = button.image
    w, h = image.get_size()
    rows = [y for y in range(h)
            if any(_is_text(image.get_at((x, y))) for x in range(w // 5, 4 * w // 5))]
    return max(rows) - min(rows) + 1 if rows else 0


def _is_text(colour) -> bool:
    return colour[0] > 200 and colour[2] > 200 and colour[3] > 0   # #eef0f5, not the gold edge


def title_button(d, text="New game"):
    from scenes.menus.title import TitleScene
    if not isinstance(d.top, TitleScene):
        d.app.reset(TitleScene())
    d.frames(2)
    return d.find_button(text)


def test_a_button_text_is_k_times_as_tall_on_a_k_times_larger_window(home):
    d = Driver()
    at_one = glyph_rows(title_button(d))
    window(d, BIG)
    button = title_button(d)
    k = d.app.viewport.k
    assert k == pytest.approx(1.6)
    assert button.ui_manager.window_resolution == (2560, 1440)
    assert glyph_rows(button) == pytest.approx(at_one * k, abs=2)
    # the same place in design units, k times the pixels
    assert gui.rect_of(button) == button._design_rect
    assert button.rect.w == pytest.approx(button._design_rect.w * k, abs=1)
    window(d, SMALL)
    button = title_button(d)
    assert glyph_rows(button) == pytest.approx(at_one * d.app.viewport.k, abs=2)


def test_the_widgets_are_drawn_into_the_window_pixel_for_pixel(home):
    """What the window shows inside a button is the button's own image (no resampling)."""
    d = Driver()
    window(d, BIG)
    button = title_button(d)
    d.app.draw()
    shown = pygame.Surface.subsurface(d.app.surface, button.rect)
    text_rows = {y for y in range(button.rect.h)
                 if any(_is_text(shown.get_at((x, y))) for x in range(button.rect.w // 5,
                                                                     4 * button.rect.w // 5))}
    assert max(text_rows) - min(text_rows) + 1 == glyph_rows(button)


@pytest.mark.parametrize("size", [SMALL, BIG])
def test_a_click_on_a_text_entry_and_a_save_row_lands_at_any_size(home, size):
    d = Driver()
    window(d, size)
    d.app.go("setup", how="reset", game=rules.GAMES["dominion"])
    d.frames(2)
    setup = d.top
    entry = setup.entries[1]
    d.click(on_screen(d, gui.rect_of(entry).center))
    assert entry.is_focused
    d.frame([pygame.event.Event(pygame.TEXTINPUT, text="x")])
    assert entry.get_text().endswith("x")


def test_a_resize_keeps_typed_text_and_the_drop_down_choice(home):
    d = Driver()
    d.app.go("setup", how="reset", game=rules.GAMES["dominion"])
    d.frames(2)
    setup = d.top
    entry = setup.entries[0]
    entry.set_text("Zsófi")
    setup.seed.set_text("4242")
    placed = gui.rect_of(entry)
    window(d, BIG)
    d.frames(2)
    assert setup.entries[0] is entry and entry.get_text() == "Zsófi"
    assert setup.seed.get_text() == "4242"
    assert gui.rect_of(entry) == placed                      # the same design place
    assert entry.rect.h == pytest.approx(placed.h * 1.6, abs=1)
    assert entry.font.get_point_size() == gui.font_px(20, 1.6, 1.0)
    window(d, SMALL)
    d.frames(2)
    assert entry.get_text() == "Zsófi" and gui.rect_of(entry) == placed

    d, replay, _state = open_replay("dominion", 3)
    menu = replay.viewer_menu
    names = replay.viewer_names()
    menu.selected_option = (names[2], names[2])
    replay.viewer = 2
    window(d, BIG)
    d.frames(2)
    assert replay.viewer_menu is menu and menu.selected_option[0] == names[2]
    assert menu.rect.w == pytest.approx(gui.rect_of(menu).w * 1.6, abs=2)


def test_a_resize_keeps_the_scrolled_load_list_and_its_rows_open_by_click(home):
    import saves
    from saves import Seat, Setup
    from scenes.table.board import BoardScene
    for i in range(12):
        setup = Setup("dominion", [Seat(f"Anna {i}"), Seat("Bot 2", "bot", "simple")], 5 + i)
        saves.save_new(setup.new_state(), setup, f"dominion-{i}")
    d = Driver()
    d.app.go("load")
    d.frames(3)
    scene = d.top
    scene.scroll_to(10)
    d.frames(2)
    scrolled = scene.box.vert_scroll_bar.start_percentage
    before = {info.path: gui.rect_of(row) for row, info in scene.rows.items()}
    window(d, BIG)
    d.frames(3)
    assert scene.box.vert_scroll_bar.start_percentage == pytest.approx(scrolled, abs=0.01)
    for row, info in scene.rows.items():       # each row where it was, in design units
        assert gui.rect_of(row).topleft == pytest.approx(before[info.path].topleft, abs=2)
    box = gui.rect_of(scene.box)
    row, info = next((b, i) for b, i in scene.rows.items() if box.contains(gui.rect_of(b)))
    d.click(on_screen(d, gui.rect_of(row).center))
    assert isinstance(d.top, BoardScene) and d.top.match.names[0] == info.players[0][0]


def test_the_ui_scale_makes_widget_text_larger(home):
    d = Driver()
    normal = glyph_rows(title_button(d))
    theme.set_ui_scale(1.25)
    d.frames(2)                        # the manager follows the new scale by itself
    button = title_button(d)
    assert button.ui_manager.ui == 1.25
    assert glyph_rows(button) == pytest.approx(normal * 1.25, abs=2)
    assert gui.rect_of(button) == button._design_rect     # the box stays where it was put
    theme.set_ui_scale(1.0)
    d.frames(2)
    assert glyph_rows(title_button(d)) == normal


def test_a_label_too_long_for_its_box_gets_smaller_instead_of_cut(home):
    from scenes import i18n
    from tests.scenes.test_label_fit import button_overflows
    i18n.set_language("hu")
    try:
        theme.set_ui_scale(1.5)
        d = Driver()
        credits = title_button(d, i18n._("Credits"))
        new_game = title_button(d, i18n._("New game"))
        margin = gui.text_margin(credits.ui_manager)
        assert credits.font.size(credits.text)[0] <= credits.rect.w - margin
        assert new_game.font.get_point_size() == gui.font_px(20, 1.0, 1.5)  # it fits as it is
        for route, arguments in (("settings", {}), ("load", {}),
                                 ("setup", {"game": rules.GAMES["dominion"]})):
            d.app.go(route, **arguments)
            d.frames(2)
            assert button_overflows(d) == [], route
        # a new text too long for the box is fitted as well (the board's Undo after a language
        # change): smaller, never cut (the title's buttons are as wide as their labels today)
        credits.set_text(credits.text + " " + credits.text)
        assert credits.font.get_point_size() < gui.font_px(20, 1.0, 1.5)   # it had to shrink
        assert credits.font.size(credits.text)[0] <= credits.rect.w - margin or \
            credits.font.get_point_size() <= int(gui.font_px(20, 1.0, 1.0) * gui.FIT_FLOOR)
    finally:
        i18n.set_language("en")


# ---- the replay's drop-down by keyboard ------------------------------------------------------------
def key(d, k):
    d.key(k)
    d.frames(1)


def test_the_replay_viewer_drop_down_is_reached_and_used_by_keyboard():
    d, replay, _state = open_replay("dominion", 3)
    menu = replay.viewer_menu
    names = replay.viewer_names()
    assert replay.viewer == 0
    for _ in range(30):                       # Tab walks to it
        key(d, pygame.K_TAB)
        if replay.focus.key is menu:
            break
    assert replay.focus.key is menu and Mode.keyboard
    key(d, pygame.K_RETURN)                   # Enter opens it
    assert gui.is_open(menu)
    ring = replay.focus.current(replay.focus_items()).rect
    assert ring == gui.cursor_rect(menu)      # the ring shows the option under the cursor
    assert gui.rect_of(gui._items(menu)[0]["button_element"]).contains(ring)
    key(d, pygame.K_DOWN)
    key(d, pygame.K_DOWN)
    assert replay.position == 0               # the arrows chose, they did not step the replay
    key(d, pygame.K_RETURN)                   # Enter takes it and closes the list
    d.frames(2)
    assert not gui.is_open(menu)
    assert replay.viewer == 2 and menu.selected_option[0] == names[2]
    # Esc closes it unchanged, and the replay stays open
    key(d, pygame.K_RETURN)
    assert gui.is_open(menu)
    key(d, pygame.K_UP)
    key(d, pygame.K_ESCAPE)
    d.frames(2)
    assert not gui.is_open(menu) and replay.viewer == 2 and d.top is replay


def test_the_focus_ring_goes_around_a_widget_at_any_window_size(home):
    d = Driver()
    window(d, BIG)
    title_button(d)
    scene = d.top
    d.key(pygame.K_TAB)
    item = scene.focus.current(scene.focus_items())
    assert item is not None and item.rect == gui.rect_of(item.key)     # design units
    assert item.rect.w == item.key._design_rect.w
