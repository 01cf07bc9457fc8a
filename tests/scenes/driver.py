"""Drive the real app loop with synthetic pygame events, headless (SDL dummy driver)."""
from __future__ import annotations

from concurrent import futures

import pygame
import pygame_gui

import rules
from scenes import games, gui
from scenes.app import make_manager, open_window
from scenes.focus import Mode
from tests import toygame
from tests.toygame.adapter import PebblesAdapter


def install_test_game(monkeypatch) -> None:
    monkeypatch.setitem(rules.GAMES, toygame.GAME.id, toygame.GAME)
    monkeypatch.setitem(games._CLASSES, toygame.GAME.id, PebblesAdapter)


class Driver:
    def __init__(self, settings=None):
        self.surface = open_window()
        Mode.keyboard = False       # each test starts as a person with a mouse
        pygame.event.clear()
        if settings is None:
            settings = {"anim_speed": "instant", "bot_pace": "quick"}
        # holds at round ends wait for a person; a test that wants them says so
        settings.setdefault("hold_until_seen", False)
        settings.setdefault("tour", False)      # no first-game tour over the table (test_tour)
        self.app = make_manager(self.surface, settings)

    @property
    def top(self):
        return self.app.top

    def close(self) -> None:
        """End of a test: every board's match closed (its bot process stopped), the title on
        screen."""
        from scenes.menus.title import TitleScene
        from scenes.table.board import BoardScene
        for scene in list(self.app.stack):
            if isinstance(scene, BoardScene):
                scene.match.close()
        self.app.reset(TitleScene())
        self.frame()

    def frame(self, events=(), dt: float = 0.05) -> None:
        for scene in self.app.stack:
            self.await_bot(scene)
        queued = pygame.event.get()
        self.app.step(dt, list(events) + queued)

    def frames(self, n: int, dt: float = 0.05) -> None:
        for _ in range(n):
            self.frame(dt=dt)

    def click(self, pos, button: int = 1) -> None:
        self.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)])
        self.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)])
        self.frame()

    def key(self, key, mod: int = 0, unicode: str = "") -> None:
        self.frame([pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode,
                                       scancode=0)])
        self.frame([pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode,
                                       scancode=0)])

    def buttons(self, scene=None) -> list:
        scene = scene or self.top
        rows = list(getattr(scene, "option_buttons", {}))    # the board's hand-drawn options
        if scene._ui is None:
            return rows
        return [e for e in scene.ui.get_sprite_group().sprites()
                if isinstance(e, pygame_gui.elements.UIButton) and e.visible] + rows

    def find_button(self, text: str, scene=None):
        for b in self.buttons(scene):
            if b.text == text or b.text.startswith(text):
                return b
        raise AssertionError(f"no button {text!r} on {type(self.top).__name__}; have: "
                             f"{[b.text for b in self.buttons(scene)]}")

    def press(self, text: str) -> None:
        button = self.find_button(text)
        assert button.is_enabled, f"button {text!r} is disabled"
        rect = gui.rect_of(button) if hasattr(button, "ui_manager") else button.rect
        self.click(rect.center)

    def await_bot(self, scene=None) -> None:
        """Wait for the move of a bot thinking in its thread, if one is. The app's loop sleeps
        between frames, which gives the thread its time; frames spun back to back here starve it
        (the GIL: hundreds to thousands of frames for a move of a millisecond, as many as the
        machine's timing makes), so every frame waits for it first (`frame`)."""
        future = getattr(scene or self.top, "bot_future", None)
        if isinstance(future, futures.Future):
            futures.wait([future], timeout=5)

    def run_until(self, predicate, limit: int = 2000, dt: float = 0.05, message=None) -> None:
        """Frames until `predicate` holds (a bot's move counted as one frame, however long it
        thinks), at most `limit`."""
        for _ in range(limit):
            if predicate():
                return
            self.frame(dt=dt)
        raise AssertionError("the condition never came true" +
                             (f": {message()}" if message else ""))
