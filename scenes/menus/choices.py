"""A drop-down list drawn by hand: each row a name and an optional one-line description, tall
enough for descenders, and clicked exactly where it is drawn (the row rectangles drawn are the
rectangles hit-tested)."""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from ..base import Scene
from ..focus import Focusable

NAME_SIZE, HELP_SIZE = 20, 18
PAD = 10


class ChoiceList(Scene):
    """items: [(value, name, help or "")]; on_pick(value) when a row is clicked. Opens below
    `anchor` (a rect), above it when there is no room, in columns when the screen is short."""

    opaque = False
    name = "choices"

    def __init__(self, anchor, items, on_pick, current=None):
        super().__init__()
        self.anchor = pygame.Rect(anchor)
        self.items = list(items)
        self.on_pick = on_pick
        self.current = current
        self.hover = None
        self.rows: list[pygame.Rect] = []
        self.layout()
        self.focus.key = next((("row", i) for i, (value, _n, _h) in enumerate(self.items)
                               if value == current), None)

    def row_height(self) -> int:
        with_help = any(help_ for _v, _n, help_ in self.items)
        return 2 * PAD + theme.font(NAME_SIZE, ui=True).get_linesize() + \
            (theme.font(HELP_SIZE, ui=True).get_linesize() + 2 if with_help else 0)

    def layout(self) -> None:
        h = self.row_height()
        width = max([self.anchor.w] + [theme.font(NAME_SIZE, "bold", ui=True).size(name)[0]
                                       + 3 * PAD for _v, name, _h in self.items]
                    + [theme.font(HELP_SIZE, ui=True).size(help_)[0] + 3 * PAD
                       for _v, _n, help_ in self.items])
        width = min(width, theme.ui(760))
        per_column = max(1, (theme.SCREEN[1] - 40) // h)
        columns = -(-len(self.items) // per_column)
        rows = -(-len(self.items) // columns)
        width = min(width, (theme.SCREEN[0] - 20) // columns)
        box = pygame.Rect(self.anchor.x, self.anchor.bottom + 4, columns * width, rows * h)
        if box.bottom > theme.SCREEN[1] - 10:
            box.bottom = self.anchor.y - 4
        box.clamp_ip(pygame.Rect(10, 10, theme.SCREEN[0] - 20, theme.SCREEN[1] - 20))
        self.box = box
        self.rows = []
        for i in range(len(self.items)):
            col, row = divmod(i, rows)
            self.rows.append(pygame.Rect(box.x + col * width, box.y + row * h, width, h))

    def row_at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.rows) if r.collidepoint(pos)), None)

    def focus_items(self) -> list:
        return [Focusable(("row", i), rect, lambda i=i: self.pick(i))
                for i, rect in enumerate(self.rows)]

    def pick(self, i: int) -> None:
        self.app.pop()
        self.on_pick(self.items[i][0])

    def handle(self, event) -> bool:
        if self.handle_focus(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.row_at(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self.row_at(event.pos)
            self.app.pop()
            if i is not None:
                self.on_pick(self.items[i][0])
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
        return True          # modal: the screen beneath waits

    def draw(self, surface) -> None:
        theme.panel(surface, self.box.inflate(8, 8), theme.PANEL, radius=8)
        for i, (rect, (value, name, help_)) in enumerate(zip(self.rows, self.items)):
            if i == self.hover:
                gfx.draw.rect(surface, theme.PANEL_HI, rect, border_radius=6)
            chosen = value == self.current
            color = theme.ACCENT if chosen else theme.TEXT
            y = theme.text(surface, name, (rect.x + PAD, rect.y + PAD), NAME_SIZE, color, "bold",
                           max_width=rect.w - 2 * PAD, ui=True).bottom
            if help_:
                theme.text(surface, help_, (rect.x + PAD, y + 2), HELP_SIZE, theme.TEXT_DIM,
                           max_width=rect.w - 2 * PAD, ui=True)
            if i + 1 < len(self.rows) and self.rows[i + 1].x == rect.x:
                gfx.draw.line(surface, theme.PANEL_EDGE, (rect.x + 6, rect.bottom - 1),
                              (rect.right - 6, rect.bottom - 1))
        super().draw(surface)
