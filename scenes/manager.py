"""The scene stack and the app loop. Transitions asked for while an event is handled apply
before the next event; those asked for by update apply at the end of the frame.

Scenes draw in 1600x900 design units on `manager.surface`, a gfx.Canvas at the window's scale
(see gfx.Viewport); mouse positions are mapped to design units here, before any scene sees
them, and a resized window changes the scale (cached renders are then dropped)."""
from __future__ import annotations

import pygame

import weakref

from . import fullscreen, gfx, i18n, theme
from .sound import SoundBoard
from .table.thinker import WindowDrawing


def _relabel_listener(manager: "SceneManager"):
    """Tells every open scene of `manager` that the language changed (held weakly: a closed
    manager is simply forgotten)."""
    ref = weakref.ref(manager)

    def listener(_code: str) -> None:
        live = ref()
        if live is not None:
            for scene in list(live.stack):
                scene.relabel()
    return listener


class SceneManager:
    """`routes`: scene name -> factory(**arguments). Scenes never import each other: they ask
    for the next one by name (`app.go("pause", board=self)`); only `scenes/app.py` knows the
    concrete classes and hands them over here."""

    def __init__(self, surface, settings: dict | None = None, routes: dict | None = None):
        """`surface`: the window (or any surface standing for it); scenes draw on
        `self.surface`, the design area inside it."""
        self.viewport = gfx.Viewport(surface, theme.BG_DEEP)
        self.surface = self.viewport.canvas
        self._follows_display = surface is pygame.display.get_surface()
        self.settings = settings if settings is not None else {}
        self.sound = SoundBoard(self.settings)     # silent until `sound.start()` (the app's run)
        self.routes = dict(routes or {})
        self.stack: list = []
        self._pending: list = []
        self.running = True
        self.clock = None
        self.frame_ms: list[float] = []       # recent frame times, for the bench
        i18n.on_change(_relabel_listener(self))

    # -- transitions (deferred) --
    def push(self, scene) -> None:
        self._pending.append(("push", scene))

    def pop(self) -> None:
        self._pending.append(("pop", None))

    def replace(self, scene) -> None:
        self._pending.append(("replace", scene))

    def reset(self, scene) -> None:
        """Clear the whole stack and start over at `scene` (e.g. back to the title)."""
        self._pending.append(("reset", scene))

    def quit(self) -> None:
        self.running = False

    def go(self, route: str, /, how: str = "push", **arguments):
        """Open the scene registered as `route` with `arguments`: pushed over this one (how=
        "push"), in its place ("replace") or alone on a cleared stack ("reset"). The scene is
        built at once, so a scene that cannot open raises here, to the caller."""
        if route not in self.routes:
            raise KeyError(f"no scene is registered as {route!r}")
        if how not in ("push", "replace", "reset"):
            raise ValueError(f"go() cannot {how!r} a scene")
        scene = self.routes[route](**arguments)
        getattr(self, how)(scene)
        return scene

    @property
    def top(self):
        return self.stack[-1] if self.stack else None

    def _apply_transitions(self) -> None:
        while self._pending:
            kind, scene = self._pending.pop(0)
            if kind in ("pop", "replace", "reset"):
                while self.stack:
                    old = self.stack.pop()
                    old.exit()
                    if kind != "reset":
                        break
                if kind == "pop" and self.stack:
                    self.stack[-1].resume()
            if kind in ("push", "replace", "reset"):
                if self.stack and kind == "push":
                    self.stack[-1].pause()
                scene.app = self
                self.stack.append(scene)
                scene.enter()
        if not self.stack:
            self.running = False

    # -- the window --
    def apply_ui_scale(self, value: float) -> None:
        """A new UI scale, live (Settings): renders made at the old one are dropped and every
        open screen draws ahead and builds its widgets again, as for a new language."""
        theme.set_ui_scale(value)
        for scene in list(self.stack):
            scene.rescale()
            scene.relabel()

    def resize(self, window=None) -> None:
        """Follow the window's (new) size: the scale, the design area, and when the scale
        changed, every cached render and what scenes drew ahead (their `rescale`)."""
        if window is None:
            window = pygame.display.get_surface() if self._follows_display else None
        if window is None:
            return
        if self.viewport.fit(window):
            for scene in self.stack:
                scene.rescale()
        self.surface = self.viewport.canvas

    def _window_changed(self) -> bool:
        if not self._follows_display:
            return False
        display = pygame.display.get_surface()
        return display is not None and (display is not self.viewport.window
                                        or display.get_size() != self.viewport.window_size)

    def _to_design(self, event) -> None:
        """Mouse positions in design units, once, before any scene or widget sees them."""
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            event.canvas_pos = gfx.canvas_pos(event.pos)     # the exact pixel, for pygame-gui
            event.pos = gfx.to_design(event.pos)
            if event.type == pygame.MOUSEMOTION and self.viewport.k != 1:
                event.rel = (round(event.rel[0] / self.viewport.k),
                             round(event.rel[1] / self.viewport.k))

    # -- one frame --
    def step(self, dt: float, events) -> None:
        self._apply_transitions()
        if self._window_changed():
            self.resize()
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                self.resize()
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                fullscreen.toggle(self.settings)
                self.resize()
                continue
            self._to_design(event)
            for scene in reversed(self.stack):
                if scene.handle(event):
                    break
                if getattr(scene, "modal", True):
                    break
            if self._pending:
                # the next event of this frame goes to what is now on top (two quick Enters
                # on a curtain must not pop the board under it too)
                self._apply_transitions()
        for scene in self.stack[self._frozen_below():]:
            scene.update(dt)
        self.draw()
        self._apply_transitions()

    def _frozen_below(self) -> int:
        """Scenes under one that `freezes` (the rules reference) stand still: no clock, no
        animation, no bot, so closing it returns to the very same table."""
        for i in range(len(self.stack) - 1, -1, -1):
            if getattr(self.stack[i], "freezes", False):
                return i
        return 0

    def draw(self) -> None:
        start = 0
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                start = i
                break
        if not self.stack or not self.stack[start].opaque:
            self.surface.fill(theme.BG)
        for scene in self.stack[start:]:
            scene.draw(self.surface)
        self.viewport.present()

    def frame(self, dt: float, events, on_crash=None) -> None:
        """One whole frame as the window shows it (the app's loop and the bench both make their
        frames here): update, draw and flip, with the bot processes holding back meanwhile
        (`WindowDrawing`: the window first). A scene that raises goes to `on_crash`."""
        WindowDrawing.begin()
        try:
            try:
                self.step(dt, events)
            except Exception as exc:
                if on_crash is None:
                    raise
                self._pending.clear()
                on_crash(exc)
            pygame.display.flip()
        finally:
            WindowDrawing.end()

    def run(self, fps: int = 60, on_crash=None, first_frame=None) -> None:
        """The loop. A scene that raises does not take the app down: `on_crash(exc)` gets the
        error (it logs it and returns to the title); games are autosaved after every decision.
        `first_frame()` is called once, when the first frame is on the screen."""
        self.clock = pygame.time.Clock()
        self._apply_transitions()
        while self.running:
            dt = min(self.clock.tick(fps) / 1000.0, 0.1)
            self.frame(dt, pygame.event.get(), on_crash)
            self.sound.render_later()
            self.sound.keep_music()
            if first_frame is not None:
                first_frame()
                first_frame = None
