"""Start the window: resizable, any size from 1024x600 up; scenes draw in 1600x900 design units
that scenes/gfx.py scales to it (crisp: text and shapes are drawn at the window's resolution)."""
from __future__ import annotations

import os
import sys
import time

import pygame

import rules
import saves

from . import applog, fullscreen, i18n, theme
from .i18n import _
from .table.board import BoardScene
from .menus.credits import CreditsScene
from .menus.curtain import CurtainScene
from .games import missing_assets
from .menus.loadlist import LoadScene
from .manager import SceneManager
from .table.match import open_save
from .menus.pause import PauseScene
from .menus.reference import ReferenceScene
from .menus.picker import PickerScene
from .table.popup import OptionMenu
from .table.replay import ReplayScene
from .menus.results import ResultsScene
from .menus.settings import SettingsScene
from .menus.choices import ChoiceList
from .menus.confirm import ConfirmScene
from .menus.many_of import ManyOfScene
from .menus.setup import SetupScene
from .menus.title import TitleScene
from .table.tour import TourScene


# Every scene by name: the only place that imports concrete scenes (scenes ask for the next
# one with `app.go(name, **arguments)`).
ROUTES = {
    "title": TitleScene, "picker": PickerScene, "setup": SetupScene, "many_of": ManyOfScene,
    "choices": ChoiceList, "confirm": ConfirmScene,
    "load": LoadScene, "settings": SettingsScene, "credits": CreditsScene,
    "pause": PauseScene, "curtain": CurtainScene, "option_menu": OptionMenu,
    "board": BoardScene, "results": ResultsScene, "replay": ReplayScene,
    "reference": ReferenceScene, "tour": TourScene,
}


def make_manager(surface, settings: dict | None = None) -> SceneManager:
    return SceneManager(surface, settings, ROUTES)


MIN_WINDOW = (1024, 600)


def open_window() -> pygame.Surface:
    """The window, or a clear error: resizable (never below MIN_WINDOW), sized to fit the
    screen; scenes draw in 1600x900 design units scaled to it (gfx.Viewport)."""
    pygame.display.init()
    pygame.font.init()
    existing = pygame.display.get_surface()
    if existing is not None and existing.get_size() == theme.SCREEN:
        return existing
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        surface = pygame.display.set_mode(window_size(), pygame.RESIZABLE)
    pygame.display.set_caption("gameshelf")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
    except (pygame.error, AttributeError):
        pass
    icon = theme.icon("dominion.province", 64, theme.ACCENT)
    if icon is not None:
        pygame.display.set_icon(icon)
    return surface


def window_size() -> tuple:
    """GAMESHELF_WINDOW=WxH when given; else 1600x900, shrunk to fit a smaller screen (with
    room for the title bar and the task bar), never below MIN_WINDOW."""
    wanted = os.environ.get("GAMESHELF_WINDOW", "")
    try:
        w, h = (int(v) for v in wanted.lower().split("x"))
        return max(MIN_WINDOW[0], w), max(MIN_WINDOW[1], h)
    except ValueError:
        pass
    if pygame.display.get_driver() == "dummy":
        return theme.SCREEN
    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return theme.SCREEN
    fit = min(1.0, (desktop[0] - 40) / theme.SCREEN[0], (desktop[1] - 80) / theme.SCREEN[1])
    return (max(MIN_WINDOW[0], int(theme.SCREEN[0] * fit)),
            max(MIN_WINDOW[1], int(theme.SCREEN[1] * fit)))


def check_assets() -> list[str]:
    problems = []
    if not theme.font_path("regular").exists():
        problems.append(f"the font {theme.font_path('regular')} is missing")
    for game in rules.GAMES.values():
        missing = missing_assets(game)
        if missing:
            problems.append(f"{game.title}: {missing}")
    return problems


def run(load: str | None = None) -> int:
    applog.start()
    try:
        return _run(load)
    finally:
        applog.LOG.info("gameshelf closed")
        applog.stop()


def report_assets() -> None:
    for problem in check_assets():
        print(f"gameshelf: {problem}", file=sys.stderr)
        applog.LOG.error("missing asset: %s", problem)


def _run(load: str | None) -> int:
    if not theme.font_path("regular").exists():     # nothing can be drawn: say so and stop
        report_assets()
        return 1
    try:
        surface = open_window()
    except pygame.error as exc:
        print("gameshelf needs a display to open its window and could not find one "
              f"({exc}).\nOn a machine without a screen use the headless commands: "
              "'python main.py list' or 'python main.py simulate ...'.", file=sys.stderr)
        applog.LOG.error("no display: %s", exc)
        return 1
    settings = saves.read_settings()
    i18n.set_language(settings.get("language") or i18n.system_language())
    theme.start_ui_scale(settings)
    applog.LOG.info("gameshelf started: %s; window %dx%d, language %s, data in %s",
                    applog.versions(), *surface.get_size(), i18n.language(), saves.home())
    app = make_manager(surface, settings)
    if not app.sound.start():      # without an audio device the app plays silently
        print(f"gameshelf: no sound ({app.sound.problem})", file=sys.stderr)
        applog.LOG.info("no sound: %s", app.sound.problem)
    if settings.get("fullscreen"):
        fullscreen.apply(True)
    title = app.go("title")
    if load:
        app.step(0, [])
        error = open_save(app, load)
        if error:
            title.message = error
            print(f"gameshelf: {error}", file=sys.stderr)

    def recover(exc: Exception) -> None:
        path = applog.crash_report(exc)
        app.go("title", how="reset", message=_(
            "Something went wrong ({error}); the game was autosaved. Details: {path}").format(
                error=type(exc).__name__, path=path))
    def first_frame():
        if os.environ.get("GAMESHELF_FIRST_FRAME_EXIT"):
            # for `make bench`: say when the first frame is up, then quit
            print(f"first frame at {time.time():.6f}", flush=True)
            app.quit()
            return
        # once the title is up: finding each game's board map imports its table, some 0.2 s
        # that held the first frame back
        report_assets()
    try:
        app.run(on_crash=recover, first_frame=first_frame)
    finally:
        pygame.quit()
    return 0
