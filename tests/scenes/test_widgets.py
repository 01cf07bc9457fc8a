"""The small pieces of the scenes: the log panel, names in rule texts, tweens, text fitting."""
import pygame

from rules.core import with_names
from scenes import theme
from scenes.table.logpanel import LogPanel
from scenes.table.tween import AnimationQueue, Mover, Tween, easing
from tests.scenes.driver import Driver


def test_with_names_puts_names_where_the_rules_say_seat():
    assert with_names("Thief: choose a Treasure of {seat:1}", ["Anna", "Bela"]) == \
        "Thief: choose a Treasure of Bela"
    assert with_names("no marks", []) == "no marks"
    assert with_names("{seat:5} moves", ["Anna"]) == "player 6 moves"


def test_log_panel_renders_lines_once_and_scrolls(home):
    Driver()
    log = LogPanel(pygame.Rect(0, 0, 300, 200))
    log.set_names(["Anna", "Bela"])
    log.append([f"Anna bought card number {i} and Bela watched closely" for i in range(40)])
    assert log.lines == 40 and log.height > 200
    assert log.offset == 0 and log.max_offset > 0
    log.scroll(10_000)
    assert log.offset == log.max_offset
    log.scroll(-10_000)
    assert log.offset == 0
    tokens = log.tokens("Anna passed to Bela")
    assert tokens[0] == (theme.SHAPE_GLYPHS[theme.seat_shape(0)], theme.seat_text_color(0))
    assert ("Bela", theme.seat_text_color(1)) in tokens and ("passed", theme.TEXT) in tokens
    surface = pygame.Surface((400, 300))
    log.draw(surface)
    long_line = log.render_line("word " * 60)
    assert long_line.get_width() <= 300 and long_line.get_height() > theme.font(18).get_linesize()


def test_the_log_and_the_option_list_scroll_alike_by_wheel_and_bar(home):
    """One scrolling (scenes/table/scroll.py) for both panels: the log counts its offset up from
    the bottom, the option list down from the top; the wheel up shows what lies above in both,
    and the bar at the right edge drags."""
    from scenes.table.optionlist import OptionList
    Driver()
    log = LogPanel(pygame.Rect(0, 0, 300, 200))
    log.append([f"line {i} of a long and wordy game log" for i in range(60)])
    options = OptionList(pygame.Rect(400, 0, 300, 200))
    options.show([type("O", (), {"id": f"o{i}"})() for i in range(20)],
                 [f"option {i}" for i in range(20)])
    wheel_up = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)
    assert log.handle_scroll(wheel_up, log.rect.center) and log.offset == LogPanel.STEP
    assert options.handle(wheel_up, options.rect.center) is True and options.offset == 0
    wheel_down = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)
    assert options.handle(wheel_down, options.rect.center) is True
    assert options.offset == OptionList.STEP
    assert not options.handle(wheel_down, log.rect.center)      # not over the panel
    for panel in (log, options):
        bar_x = panel.rect.right - 3
        view = panel.scroll_view
        top = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(bar_x, view.top))
        assert panel.handle_scroll(top, top.pos) and panel.dragging
        # the top of the bar shows the oldest lines (log) or the first options (list)
        assert panel.offset == (panel.max_offset if panel is log else 0)
        move = pygame.event.Event(pygame.MOUSEMOTION, pos=(bar_x, view.bottom), rel=(0, 1),
                                  buttons=(1, 0, 0))
        assert panel.handle_scroll(move, move.pos)
        assert panel.offset == (0 if panel is log else panel.max_offset)
        up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=move.pos)
        assert panel.handle_scroll(up, up.pos) and not panel.dragging
        panel_surface = pygame.Surface((800, 300))
        panel.draw_bar(panel_surface)
        knob = panel_surface.get_at((panel.rect.right - 8, view.bottom - 3))
        assert tuple(knob)[:3] == theme.PANEL_EDGE[:3]      # the knob sits at the bottom now
    # a plain click on a row still picks it
    row = options.rows[-1]
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=row.rect.center)
    assert options.handle(click, click.pos) == "o19"


def test_tweens_ease_and_the_queue_plays_steps_in_order():
    class Box:
        x = 0.0
    a, b = Box(), Box()
    queue = AnimationQueue()
    queue.add(Tween(a, 1.0, "easeInOutQuad", x=10.0))
    queue.add(Tween(b, 1.0, "linear", x=4.0))
    queue.update(0.5)
    assert 0 < a.x < 10 and b.x == 0
    queue.update(0.6)
    queue.update(0.5)
    assert a.x == 10 and 0 < b.x < 4
    queue.skip()
    assert b.x == 4 and queue.idle
    queue.speed = 0
    queue.add(Tween(a, 5.0, x=0.0))
    queue.update(0.001)
    assert a.x == 0 and queue.idle
    try:
        easing("easeSideways")
    except ValueError as exc:
        assert "unknown easing" in str(exc)
    else:
        raise AssertionError("a misspelt easing must be refused")


def test_mover_follows_its_path_with_an_arc():
    m = Mover(lambda s, p, m: None, [(0, 0), (100, 0), (100, 100)], arc=0)
    m.t = 0.25
    assert m.pos == (50.0, 0.0)
    m.t = 0.75
    assert m.pos == (100.0, 50.0)
    high = Mover(lambda s, p, m: None, [(0, 0), (100, 0)], arc=30)
    high.t = 0.5
    assert high.pos[1] == -30


def test_text_never_shrinks_below_18_px_and_ellipsizes(home):
    Driver()
    surface = pygame.Surface((400, 100))
    rect = theme.text(surface, "A very long line that cannot possibly fit in the space", (0, 0),
                      24, max_width=200)
    assert rect.w <= 200
    assert rect.h >= theme.font(18).get_height() - 2


def test_a_menu_of_many_options_fits_on_the_screen(home, monkeypatch):
    from rules.core import Option
    from scenes.app import make_manager
    from scenes.table.popup import OptionMenu
    d = Driver()
    app = make_manager(d.surface, {})
    options = [Option("money", (i,), "taler", f"Take {i} taler") for i in range(40)]
    picked = []
    app.push(OptionMenu(options, (1500, 850), picked.append))
    app.step(0.016, [])
    menu = app.top
    screen = pygame.Rect(0, 0, *theme.SCREEN)
    assert screen.contains(menu.rect)
    assert all(screen.contains(b.rect) for b in menu.buttons)
    assert len({b.rect.x for b in menu.buttons}) > 1        # in columns


def test_f11_toggles_full_screen_where_the_display_can(home, monkeypatch):
    from scenes import fullscreen
    from scenes.menus.title import TitleScene
    d = Driver()
    d.app.push(TitleScene())
    d.frame()
    calls = []
    monkeypatch.setattr(fullscreen, "apply", lambda on: calls.append(on) or True)
    d.key(pygame.K_F11)
    assert calls == [True] and d.app.settings["fullscreen"] is True
    d.key(pygame.K_F11)
    assert calls == [True, False] and d.app.settings["fullscreen"] is False
    monkeypatch.setattr(fullscreen, "apply", lambda on: False)
    d.key(pygame.K_F11)                       # the display cannot: nothing changes, no crash
    assert d.app.settings["fullscreen"] is False


def test_widget_texts_are_shown_as_given_without_a_second_lookup(home):
    """Texts come translated by gettext; pygame-gui's own lookup (which listed folders for any
    text with a dot, once per manager ever made) stays out of the way."""
    import i18n as gui_i18n
    import pygame_gui
    from scenes.base import make_ui_manager
    Driver()
    for _ in range(5):
        manager = make_ui_manager()
    assert gui_i18n.load_path == []
    button = pygame_gui.elements.UIButton(pygame.Rect(0, 0, 300, 30),
                                          "save-1.json · $2 · 3.5", manager=manager)
    assert button.drawable_shape.theming["text"] == "save-1.json · $2 · 3.5"


def test_a_text_of_zero_width_characters_draws_as_nothing(home):
    Driver()
    image = theme.render("\u200b\u200d", 18)
    assert image.get_width() <= 1 and image.get_height() > 0
