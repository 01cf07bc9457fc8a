"""The pause overlay over a game: resume, save, load, settings, the tour of the table, quit to
the title."""
from __future__ import annotations

import pygame
from scenes import gfx

import saves

from .. import theme
from ..base import BuiltScene
from ..i18n import _, tr


class PauseScene(BuiltScene):
    opaque = False
    name = "pause"

    def __init__(self, board):
        super().__init__()
        self.board = board
        self.note = ""

    def build(self) -> None:
        x, y, w = 650, 230, 300
        self.resume_b = self.button((x, y, w, 54), _("Resume"), "#primary")
        self.save_b = self.button((x, y + 66, w, 54), _("Save game"))
        self.load_b = self.button((x, y + 132, w, 54), _("Load game"))
        self.settings_b = self.button((x, y + 198, w, 54), _("Settings"))
        self.tour_b = self.button((x, y + 264, w, 54), _("Tour of the table"))
        self.quit_b = self.button((x, y + 330, w, 54), _("Quit to title"))
        self.note = self.note or tr(saves.location_problem())

    def on_button(self, element) -> None:
        if element is self.resume_b:
            self.app.pop()
        elif element is self.save_b:
            _saved, self.note = self.board.match.quick_save()
        elif element is self.load_b:
            self.app.go("load")
        elif element is self.settings_b:
            self.app.go("settings")
        elif element is self.tour_b:
            self.app.pop()
            self.app.go("tour", board=self.board)
        elif element is self.quit_b:
            self.app.go("title", how="reset")

    def handle(self, event) -> bool:
        super().handle(event)
        return True          # modal: nothing reaches the board while paused

    def draw(self, surface) -> None:
        dim = gfx.Surface(theme.SCREEN, pygame.SRCALPHA)
        dim.fill((8, 10, 16, 190))
        surface.blit(dim, (0, 0))
        theme.panel(surface, (610, 150, 380, 490), theme.PANEL)
        theme.text(surface, _("Paused"), (800, 190), 32, theme.ACCENT, "bold", anchor="center")
        if self.note:
            theme.text(surface, self.note, (800, 680), 20, theme.TEXT, anchor="center",
                       max_width=1400, ui=True)
        super().draw(surface)
