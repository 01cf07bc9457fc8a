"""The load list: every save with its game, seats, progress and time; broken files explained."""
from __future__ import annotations

import pygame
import pygame_gui

import saves

from .. import theme
from ..base import Scene
from ..match import open_save


class LoadScene(Scene):
    name = "load"

    def __init__(self):
        super().__init__()
        self.message = ""
        self.rows: dict = {}

    def enter(self) -> None:
        self.back = self.button((40, 830, 180, 50), "Back")
        self.box = pygame_gui.elements.UIScrollingContainer(
            pygame.Rect(160, 130, 1280, 660), self.ui, allow_scroll_x=False)
        infos = saves.list_saves()
        y = 0
        for info in infos:
            if info.error:
                label = f"⚠ {info.path.name} — cannot be loaded: {info.error}"
            else:
                kind = "Autosave" if info.autosave else "Saved"
                label = f"{info.title}  ·  {info.seats}  ·  {info.progress}  ·  {kind} {info.when}"
            b = pygame_gui.elements.UIButton(pygame.Rect(0, y, 1250, 50), label, self.ui,
                                             container=self.box, object_id="#saverow",
                                             tool_tip_text=str(info.path))
            if info.error:
                b.disable()
            self.rows[b] = info
            y += 56
        self.box.set_scrollable_area_dimensions((1250, max(y, 10)))
        if not infos:
            self.message = saves.location_problem() or "No saved games yet."

    def on_button(self, element) -> None:
        if element is self.back:
            self.app.pop()
        elif element in self.rows:
            error = open_save(self.app, self.rows[element].path)
            if error:
                self.message = error

    def draw(self, surface) -> None:
        self.draw_page(surface, "Load a game", f"Saves folder: {saves.saves_dir()}")
        if self.message:
            theme.text(surface, self.message, (800, 810), 20, theme.BAD, anchor="center",
                       max_width=1200, wrap=0)
        super().draw(surface)


