"""A small menu beside the click when several options share one board object."""
from __future__ import annotations

import pygame

from .. import theme
from ..base import Scene


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
        width = max(240, max(theme.render(label, 18, ui=True).get_width()
                             for label in self.labels) + 40)
        width = min(width, theme.ui(560))
        step = theme.ui(48)      # a row: taller for larger text (the UI scale)
        per_column = max(1, (theme.SCREEN[1] - 40) // step)     # many options: more columns
        columns = -(-len(self.options) // per_column)
        rows = -(-len(self.options) // columns)
        width = min(width, (theme.SCREEN[0] - 8) // columns - 8)
        rect = pygame.Rect(self.pos[0] + 12, self.pos[1] - 12, columns * (width + 8) + 8,
                           step * rows + 16)
        rect.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN))
        self.rect = rect
        for i, (option, label) in enumerate(zip(self.options, self.labels)):
            col, row = divmod(i, rows)
            b = self.button((rect.x + 8 + col * (width + 8), rect.y + 8 + step * row, width,
                             step - 4),
                            label, "#option", tooltip=label if len(label) > 50 else None)
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
