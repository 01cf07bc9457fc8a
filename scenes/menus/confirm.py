"""A yes/no question over the screen beneath (delete this save?). Esc and the other button keep
things as they are."""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from ..base import BuiltScene
from ..i18n import _

BOX = pygame.Rect(450, 300, 700, 260)      # at 100 % with a short detail; it grows to fit


class ConfirmScene(BuiltScene):
    opaque = False
    name = "confirm"

    def __init__(self, question: str, on_yes, yes: str = "", detail: str = ""):
        super().__init__()
        self.question = question
        self.detail = detail
        self.yes_text = yes
        self.on_yes = on_yes

    def box(self) -> pygame.Rect:
        """BOX, wider and taller as the UI scale and the detail need (centred, on screen)."""
        width = min(1500, round(BOX.w * max(1.0, theme.ui_scale() * 0.8)))
        detail = theme.render(self.detail, 18, wrap=width - 60, ui=True).get_height() \
            if self.detail else 0
        height = max(BOX.h, 96 + detail + 24 + self.button_h() + 28)
        box = pygame.Rect(0, 0, width, min(height, 880))
        box.center = BOX.center
        return box.clamp(pygame.Rect((0, 0), theme.SCREEN))

    @staticmethod
    def button_h() -> int:
        return max(56, theme.font(20, ui=True).get_linesize() + 20)

    def build(self) -> None:
        box, h = self.box(), self.button_h()
        w = min(round(260 * max(1.0, theme.ui_scale() * 0.8)), (box.w - 160) // 2)
        self.no = self.button((box.x + 60, box.bottom - 28 - h, w, h), _("Keep it"))
        self.yes = self.button((box.right - 60 - w, box.bottom - 28 - h, w, h),
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
        box = self.box()
        theme.panel(surface, box, theme.PANEL)
        theme.text(surface, self.question, (box.centerx, box.y + 50), 24, theme.TEXT, "bold",
                   anchor="center", max_width=box.w - 40, ui=True)
        if self.detail:
            theme.text(surface, self.detail, (box.centerx, box.y + 96), 18, theme.TEXT_DIM,
                       anchor="midtop", wrap=box.w - 60, ui=True)
        super().draw(surface)
