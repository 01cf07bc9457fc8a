"""A small menu beside the click when several options share one board object."""
from __future__ import annotations

import pygame

from . import theme
from .base import Scene


class OptionMenu(Scene):
    opaque = False
    name = "option-menu"

    def __init__(self, options, pos, on_pick, labels=None):
        super().__init__()
        self.options = options
        self.labels = labels or [o.label or o.id for o in options]
        self.pos = pos
        self.on_pick = on_pick
        self.buttons = {}

    def enter(self) -> None:
        width = max(240, max(theme.render(label, 18).get_width() for label in self.labels) + 40)
        height = 48 * len(self.options) + 8
        rect = pygame.Rect(self.pos[0] + 12, self.pos[1] - 12, width + 16, height + 8)
        rect.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN))
        self.rect = rect
        for i, (option, label) in enumerate(zip(self.options, self.labels)):
            b = self.button((rect.x + 8, rect.y + 8 + 48 * i, width, 44), label, "#option")
            self.buttons[b] = option.id

    def on_button(self, element) -> None:
        option_id = self.buttons.get(element)
        self.app.pop()
        if option_id is not None:
            self.on_pick(option_id)

    def handle(self, event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and not self.rect.collidepoint(event.pos):
            self.app.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def draw(self, surface) -> None:
        theme.panel(surface, self.rect, theme.PANEL, radius=10)
        super().draw(surface)
