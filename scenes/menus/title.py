"""The title screen: Continue, New game, Load, Settings, Credits, Quit."""
from __future__ import annotations

import pygame
from scenes import gfx

import rules
import saves
from saves import SaveError

from .. import theme
from ..base import BuiltScene
from ..i18n import _, tr
from ..games import ICON_FOR
from ..table.match import open_save
from .save_words import assisted, progress



class TitleScene(BuiltScene):
    name = "title"

    def __init__(self, message: str = ""):
        super().__init__()
        self.message = message

    def build(self) -> None:
        self.continue_info = saves.newest_autosave()
        self.saving_off = saves.location_problem()
        labels = [_("Continue"), _("New game"), _("Load game"), _("Settings"), _("Credits"),
                  _("Quit")]
        # as wide as the longest label at the UI scale (a long word in Hungarian at 200 %)
        w = min(600, max([300] + [theme.font(20, "bold", ui=True).size(label)[0] + 48
                                  for label in labels]))
        x, y, h, gap = 800 - w // 2, 360, 56, 68
        tip = None
        if self.continue_info:
            tip = (f"{_(self.continue_info.title)}: {self.continue_words()} "
                   f"({self.continue_info.when})")
        rects = [(x, y + i * gap, w, h) for i in range(len(labels))]
        self.continue_b = self.button(rects[0], labels[0], "#primary", tooltip=tip,
                                      enabled=self.continue_info is not None)
        self.new_b, self.load_b, self.settings_b, self.credits_b, self.quit_b = [
            self.button(rect, label) for rect, label in zip(rects[1:], labels[1:])]

    def continue_words(self) -> str:
        """Where the game Continue resumes stands, as the load list says it."""
        return assisted(self.continue_info, progress(self.continue_info))

    def on_button(self, element) -> None:
        if element is self.continue_b and self.continue_info:
            self.open_save(self.continue_info.path)
        elif element is self.new_b:
            self.app.go("picker")
        elif element is self.load_b:
            self.app.go("load")
        elif element is self.settings_b:
            self.app.go("settings")
        elif element is self.credits_b:
            self.app.go("credits")
        elif element is self.quit_b:
            self.app.quit()

    def open_save(self, path) -> None:
        error = open_save(self.app, path)
        if error:
            self.message = error

    def on_escape(self) -> None:
        self.app.quit()

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop(), (0, 0))
        # a shelf: a wooden plank with the six games' emblems standing on it
        plank = pygame.Rect(420, 250, 760, 18)
        gfx.draw.rect(surface, (120, 84, 52), plank, border_radius=4)
        gfx.draw.rect(surface, (150, 108, 70), plank.inflate(0, -12).move(0, -3),
                      border_radius=3)
        games = list(rules.GAMES)
        for i, game_id in enumerate(games):
            role = ICON_FOR.get(game_id, "deck")
            cx = 800 + (i - (len(games) - 1) / 2) * 128
            color = theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)]
            book = pygame.Rect(cx - 44, 150, 88, 100)
            gfx.draw.rect(surface, theme.shade(color, 0.55), book, border_radius=8)
            gfx.draw.rect(surface, theme.shade(color, 0.8), book.inflate(-8, -8),
                          border_radius=6)
            theme.blit_icon(surface, role, book.center, 64, theme.shade(color, 1.5))
        theme.text_shadowed(surface, "gameshelf", (800, 70), 64, theme.ACCENT, anchor="center")
        theme.text(surface, _("Tabletop games with their rules enforced: against bots or hot-seat"),
                   (800, 122), 20, theme.TEXT_DIM, anchor="center", max_width=1400, ui=True)
        if self.continue_info:
            theme.text(surface, f"{_(self.continue_info.title)} — {self.continue_words()}",
                       (800, 300), 20, theme.TEXT, anchor="center", max_width=900, ui=True)
        if self.message:
            theme.text(surface, self.message, (800, 335), 20, theme.BAD, anchor="center",
                       max_width=1200, ui=True)
        if self.saving_off:
            theme.text(surface, tr(self.saving_off), (800, 800), 20, theme.BAD, anchor="center",
                       max_width=1400, ui=True)
        super().draw(surface)


__all__ = ["TitleScene", "SaveError"]
