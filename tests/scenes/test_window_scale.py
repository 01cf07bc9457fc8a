"""The window fits any screen (scenes/gfx.py): scenes draw in 1600x900 design units on a Canvas
of scale k (physical pixels per unit); at k == 1 it is pygame itself, pixel for pixel."""
from __future__ import annotations

import pygame
import pytest

from scenes import gfx, gui, theme


def shapes(surface, draw, make_surface) -> None:
    """A bit of everything a scene draws, through `draw` (pygame.draw or gfx.draw)."""
    surface.fill((10, 20, 30))
    surface.fill((200, 10, 10), (5, 5, 40, 20))
    draw.rect(surface, (0, 200, 0), (50, 10, 60, 30), 3, border_radius=6)
    draw.rect(surface, (0, 0, 200), pygame.Rect(120, 10, 30, 30), border_top_left_radius=9)
    draw.line(surface, (255, 255, 0), (10.5, 60), (150, 90.2), 4)
    draw.lines(surface, (255, 0, 255), True, [(20, 100), (60, 140), (10, 150)], 2)
    draw.aaline(surface, (0, 255, 255), (100, 100), (190, 150))
    draw.aalines(surface, (250, 250, 250), False, [(5, 160), (50, 170), (90, 190)])
    draw.circle(surface, (255, 128, 0), (160.4, 60.6), 17.3)
    draw.circle(surface, (128, 255, 0), (160, 150), 20, 3)
    draw.ellipse(surface, (10, 128, 255), (100, 150, 50, 30), 2)
    draw.arc(surface, (200, 200, 200), (20, 40, 60, 40), 0.3, 2.5, 3)
    draw.polygon(surface, (90, 40, 200), [(120, 40), (180, 45), (150, 95)])
    draw.polygon(surface, (40, 200, 90), [(10, 110), (40, 115), (30, 135)], 2)
    glass = make_surface((40, 40), pygame.SRCALPHA)
    draw.circle(glass, (255, 255, 255, 120), (20, 20), 18)
    surface.blit(glass, (140, 120))
    surface.blit(glass, pygame.Rect(0, 0, 9, 9), (5, 5, 20, 20))
    surface.set_clip((0, 0, 100, 100))
    draw.rect(surface, (1, 2, 3), (90, 90, 40, 40))
    surface.set_clip(None)
    surface.scroll(3, 2)


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_at_scale_one_gfx_is_pygame_pixel_for_pixel():
    plain = pygame.Surface((200, 200))
    shapes(plain, pygame.draw, pygame.Surface)
    canvas = gfx.Canvas((200, 200), k=1)
    shapes(canvas, gfx.draw, lambda size, flags: gfx.Canvas(size, flags, k=1))
    assert pixels(canvas) == pixels(plain)
    # a plain surface stays pygame's whatever the current scale
    gfx.set_scale(2.0)
    try:
        again = pygame.Surface((200, 200))
        shapes(again, gfx.draw, pygame.Surface)
        assert pixels(again) == pixels(plain)
    finally:
        gfx.set_scale(1.0)


def test_a_canvas_speaks_design_units_and_holds_physical_pixels():
    canvas = gfx.Canvas((100, 50), pygame.SRCALPHA, k=2)
    assert canvas.get_size() == (100, 50) and canvas.get_rect(center=(0, 0)).w == 100
    assert pygame.Surface.get_size(canvas) == (200, 100)
    assert canvas.k == 2
    canvas.fill((255, 0, 0, 255), (10, 10, 5, 5))
    assert canvas.get_at((12, 12))[:3] == (255, 0, 0)
    assert pygame.Surface.get_at(canvas, (29, 29))[:3] == (255, 0, 0)
    assert pygame.Surface.get_at(canvas, (30, 30))[3] == 0
    assert canvas.get_bounding_rect() == pygame.Rect(10, 10, 5, 5)
    # copies, views and conversions keep the scale
    for other in (canvas.copy(), canvas.subsurface((10, 10, 20, 20))):
        assert isinstance(other, gfx.Canvas) and other.k == 2
    assert canvas.subsurface((10, 10, 20, 20)).get_size() == (20, 20)
    rotated = gfx.transform.rotate(canvas, 90)
    assert rotated.k == 2 and rotated.get_size() == (50, 100)
    zoomed = gfx.transform.smoothscale(canvas, (30, 20))
    assert zoomed.get_size() == (30, 20) and pygame.Surface.get_size(zoomed) == (60, 40)


def test_adjacent_rects_keep_no_seam_at_a_fractional_scale():
    canvas = gfx.Canvas((30, 10), k=1.37)
    canvas.fill((0, 0, 0))
    for x in range(0, 30, 3):
        gfx.draw.rect(canvas, (255, 255, 255), (x, 0, 3, 10))
    width, height = pygame.Surface.get_size(canvas)
    assert all(pygame.Surface.get_at(canvas, (x, height // 2))[:3] == (255, 255, 255)
               for x in range(width))


def test_widths_scale_and_stay_at_least_one_pixel():
    canvas = gfx.Canvas((50, 50), k=0.64)
    canvas.fill((0, 0, 0))
    gfx.draw.line(canvas, (255, 255, 255), (0, 25), (50, 25), 1)
    column = [pygame.Surface.get_at(canvas, (10, y))[0] for y in range(pygame.Surface.get_height(canvas))]
    assert max(column) == 255
    big = gfx.Canvas((50, 50), k=2)
    big.fill((0, 0, 0))
    gfx.draw.line(big, (255, 255, 255), (0, 25), (50, 25), 3)
    column = [pygame.Surface.get_at(big, (10, y))[0] for y in range(100)]
    assert column.count(255) == 6


def test_a_plain_image_on_a_scaled_canvas_is_scaled_to_it():
    image = pygame.Surface((10, 10))
    image.fill((0, 255, 0))
    canvas = gfx.Canvas((40, 40), k=2)
    canvas.fill((0, 0, 0))
    done = canvas.blit(image, (5, 5))
    assert done == pygame.Rect(5, 5, 10, 10)
    assert pygame.Surface.get_bounding_rect(canvas) == pygame.Rect(0, 0, 80, 80)
    assert pygame.Surface.get_at(canvas, (10, 10))[:3] == (0, 255, 0)
    assert pygame.Surface.get_at(canvas, (29, 29))[:3] == (0, 255, 0)
    assert pygame.Surface.get_at(canvas, (30, 30))[:3] == (0, 0, 0)


@pytest.mark.parametrize("k", [0.667, 1.6])
def test_text_is_rendered_at_the_physical_size(k):
    pygame.font.init()
    gfx.set_scale(1.0)
    at_one = theme.render("Hg", 24)
    gfx.set_scale(k)
    try:
        scaled = theme.render("Hg", 24)
        assert isinstance(scaled, gfx.Canvas) and scaled.k == k
        glyph = pygame.Surface.get_size(scaled)[1]
        assert abs(glyph - at_one.get_height() * k) <= 2          # physical: crisp
        assert abs(scaled.get_height() - at_one.get_height()) <= 2  # measured in design units
        w, h = theme.font(24).size("Hg")
        assert abs(w - at_one.get_width()) <= 2 and abs(h - at_one.get_height()) <= 2
    finally:
        gfx.set_scale(1.0)


# ---- the app at other window sizes ---------------------------------------------------------------
import rules  # noqa: E402
from tests.scenes import kit  # noqa: E402
from tests.scenes.driver import Driver, install_test_game  # noqa: E402

SIZES = [(1024, 600), (2560, 1440)]


def window(d, size) -> None:
    """Resize the (dummy) window as a person would and let the app follow it."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    d.frame([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


@pytest.fixture
def back_to_normal():
    yield
    pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    gfx.set_scale(1.0)
    gfx.clear_caches()


def on_screen(d, design_pos) -> tuple:
    """Where a design position is on the window (what a person clicks)."""
    view = d.app.viewport
    return (view.offset[0] + round(design_pos[0] * view.k),
            view.offset[1] + round(design_pos[1] * view.k))


def test_a_resize_changes_the_scale_and_the_design_area_is_centred(home, back_to_normal):
    from scenes.menus.title import TitleScene
    d = Driver()
    d.app.reset(TitleScene())
    d.frame()
    assert d.app.viewport.k == 1 and d.app.surface.get_size() == (1600, 900)
    window(d, (2560, 1440))
    assert d.app.viewport.k == pytest.approx(1.6) and gfx.scale() == pytest.approx(1.6)
    assert d.app.surface.get_size() == (1600, 900)
    assert pygame.Surface.get_size(d.app.surface) == (2560, 1440)
    window(d, (1200, 600))                        # wider than 16:9: bars left and right
    k = 600 / 900
    assert d.app.viewport.k == pytest.approx(k)
    assert d.app.viewport.offset == ((1200 - round(1600 * k)) // 2, 0)
    bar = pygame.display.get_surface().get_at((2, 300))[:3]
    assert bar == theme.BG_DEEP
    # text drawn now is at the new resolution: its glyphs are k times as tall
    assert pygame.Surface.get_height(theme.render("Hg", 30)) == pytest.approx(
        theme.font(30).get_height() * k, abs=2)


@pytest.mark.parametrize("size", SIZES)
def test_clicks_land_on_the_button_drawn_under_them(home, back_to_normal, size):
    from scenes.menus.picker import PickerScene
    from scenes.menus.title import TitleScene
    d = Driver()
    d.app.reset(TitleScene())
    d.frame()
    window(d, size)
    button = d.find_button("New game")
    d.click(on_screen(d, gui.rect_of(button).center))
    assert isinstance(d.top, PickerScene)
    # hover follows the mapped mouse too (pygame-gui asks the mouse itself)
    pygame.mouse.set_pos(on_screen(d, (800, 450)))
    assert gfx.mouse_pos() == gfx.to_design(pygame.mouse.get_pos())


def _menus(d, monkeypatch):
    """Every menu scene, opened the way the app opens it."""
    install_test_game(monkeypatch)
    from rules.core import RandomBot
    finished = kit.Match(kit.setup_for("pebbles", 2, 3), autosave=False)
    bot = RandomBot(0, 1)
    while (decision := finished.pending()) is not None:
        finished.apply(bot.choose(finished.state.view(decision.seat), decision).id)
    board = kit.BoardScene(kit.Match(kit.setup_for("pebbles", 2, 4), autosave=False))
    return [("title", {}), ("picker", {}), ("setup", {"game": rules.GAMES["dominion"]}),
            ("load", {}), ("settings", {}), ("credits", {}), ("board", {"match": board.match}),
            ("pause", {"board": board}), ("curtain", {"name": "Anna", "seat": 0}),
            ("results", {"match": finished})]


@pytest.mark.parametrize("size", SIZES)
def test_every_menu_renders_at_the_small_and_the_large_window(home, back_to_normal,
                                                             monkeypatch, size):
    d = Driver()
    window(d, size)
    for route, arguments in _menus(d, monkeypatch):
        d.app.go(route, how="reset", **arguments)
        d.frames(3)
        assert d.top is not None and d.app.viewport.window.get_size() == size, route
        assert gfx.scale() == d.app.viewport.k == min(size[0] / 1600, size[1] / 900)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_every_games_table_renders_at_the_small_and_the_large_window(back_to_normal, game_id,
                                                                    size):
    d, board, match = kit.open_board(game_id, 2 if rules.GAMES[game_id].min_players <= 2 else 3)
    window(d, size)
    d.frames(5)
    k = d.app.viewport.k
    static = board.adapter.static
    if static is not None:           # the cached board art was drawn again at the new scale
        assert getattr(static, "k", 1) == k
    canvas = d.app.surface
    assert pygame.Surface.get_size(canvas) == (round(1600 * k), round(900 * k))
    # something was drawn across the design area (not a blank or a corner of it)
    probes = {canvas.get_at((x, y))[:3] for x in range(100, 1600, 300) for y in (100, 450, 800)}
    assert len(probes) > 3


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_at_scale_one_a_table_is_drawn_as_on_a_plain_surface(back_to_normal, game_id):
    """The gfx path at k == 1 is pygame's own drawing, pixel for pixel: a window taller
    than 1600x900 (the design area on a Canvas, blitted in the middle) shows the very
    pixels that drawing straight on a plain surface gives (a window of exactly 1600x900 is
    drawn on directly)."""
    d, board, match = kit.open_board(game_id, 2 if rules.GAMES[game_id].min_players <= 2 else 3)
    pygame.display.set_mode((1600, 1000), pygame.RESIZABLE)
    d.frames(3)
    assert d.app.viewport.k == 1 and isinstance(d.app.surface, gfx.Canvas)
    d.app.draw()
    window = pygame.display.get_surface().subsurface((0, 50, 1600, 900))
    plain = pygame.Surface((1600, 900))
    plain.fill(theme.BG)
    board.draw(plain)
    assert pixels(window) == pixels(plain)


@pytest.mark.parametrize("k", [1.0, 1.5, 0.75])
def test_a_gradient_shades_every_physical_row_from_top_to_bottom(k):
    gfx.set_scale(k)
    try:
        top, bottom = (10, 200, 30), (250, 0, 99)
        surface = theme.vertical_gradient((40, 90), top, bottom)
        w, h = pygame.Surface.get_size(surface)
        assert surface.get_size() == (40, 90) and (w, h) == (round(40 * k), round(90 * k))
        rows = [tuple(pygame.Surface.get_at(surface, (x, y)))[:3]
                for y in range(h) for x in (0, w - 1)]
        assert rows[0] == top and rows[-1] == bottom
        for y in range(h):              # each row one colour, the straight line between the ends
            want = tuple(int(a + (b - a) * (y / (h - 1))) for a, b in zip(top, bottom))
            assert rows[2 * y] == rows[2 * y + 1] == want
    finally:
        gfx.set_scale(1.0)


def test_scenes_share_a_theme_per_scale_and_a_resize_moves_every_widget_to_the_new_one(
        home, back_to_normal):
    """Managers made at one scale share one parsed theme; a resize gives the refitted scene's
    widgets the new scale's theme and leaves the old one as it was (a scene below, not yet
    refitted, still reads its own sizes)."""
    from scenes.menus.settings import SettingsScene
    from scenes.menus.title import TitleScene
    d = Driver()
    d.app.reset(TitleScene())
    d.app.push(SettingsScene())
    d.frame()
    title, settings = d.app.stack[-2], d.app.stack[-1]
    old = settings.ui.get_theme()
    assert title.ui.get_theme() is old
    old_size = old.get_font_info(["button"])["size"]
    window(d, (2560, 1440))
    new = settings.ui.get_theme()
    assert new is not old and old.get_font_info(["button"])["size"] == old_size
    assert int(new.get_font_info(["button"])["size"]) > int(old_size)
    widgets = [e for e in settings.ui.get_sprite_group().sprites() if hasattr(e, "ui_theme")]
    assert widgets and all(e.ui_theme is new for e in widgets)
    d.app.push(SettingsScene())         # a scene opened now shares the new scale's theme
    d.frame()
    assert d.app.top.ui.get_theme() is new
