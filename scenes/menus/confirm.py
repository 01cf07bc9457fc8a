"""A yes/no question over the screen beneath (delete this save?). Esc and the other button keep
things as they are."""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from ..base import BuiltScene
from ..i18n import _

BOX = pygame.Rect(450, 300, 700, 260)


class ConfirmScene(BuiltScene):
    opaque = False
    name = "confirm"

    def __init__(self, question: str, on_yes, yes: str = "", detail: str = ""):
        super().__init__()
        self.question = question
        self.detail = detail
        self.yes_text = yes
        self.on_yes = on_yes

    def build(self) -> None:
        self.no = self.button((BOX.x + 60, BOX.bottom - 84, 260, 56), _("Keep it"))
        self.yes = self.button((BOX.right - 320, BOX.bottom - 84, 260, 56),
                               self.yes_text or _("Yes"), "#primary")

    def on_button(self, element) -> None:
        self.app.pop()
        if element is self.yes:
            self.on_yes()

    def handle(self, event) -> bool:
        super().handle(event)
        return True              # modal

    def draw(self, surface) -> None:
        dim = gfx.Surface(theme.SCREEN, pygame.SRCALPHA)
        dim.fill((8, 10, 16, 170))
        surface.blit(dim, (0, 0))
        theme.panel(surface, BOX, theme.PANEL)
        theme.text(surface, self.question, (BOX.centerx, BOX.y + 50), 24, theme.TEXT, "bold",
                   anchor="center", max_width=BOX.w - 40, ui=True)
        if self.detail:
            theme.text(surface, self.detail, (BOX.centerx, BOX.y + 96), 18, theme.TEXT_DIM,
                       anchor="midtop", wrap=BOX.w - 60, ui=True)
        super().draw(surface)
