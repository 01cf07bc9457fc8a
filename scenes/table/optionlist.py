"""The side panel's list of options, drawn by hand (issue 11.8).

Every option of the decision is a row; a long text wraps onto more lines instead of being cut
(its text grows with the UI scale, and so does the row),
and a new decision starts at the top of the list (a short list after a long one never looks
empty because it kept the old scroll). With nothing to choose it shows one line of why ("Bot 2
is thinking…"). The wheel or the bar on the right scrolls a list taller than the panel.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from .scroll import Scrolling

SIZE = 18
GAP = 6
PAD_X, PAD_Y = 14, 11
MIN_H = 44
BAR = 10          # the scroll bar's width at the right edge


class OptionRow:
    """One option's row: its words, its option id, and where it lies in the list."""

    def __init__(self, owner: "OptionList", text: str, option_id: str, y: int, h: int,
                 memo=None):
        self.owner, self.text, self.option_id, self.y, self.h = owner, text, option_id, y, h
        self.memo = memo       # a standing answer's memo (it answers again for a while)

    is_enabled = True      # read like a pygame-gui button by the test driver

    @property
    def rect(self) -> pygame.Rect:
        """Where the row is on the screen now (scrolled)."""
        box = self.owner.rect
        return pygame.Rect(box.x, box.y + self.y - self.owner.offset, self.owner.row_w, self.h)


class OptionList(Scrolling):
    STEP = 48
    GRAB = BAR

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.rows: list[OptionRow] = []
        self.message: str | None = None
        self.offset = 0
        self.height = 0
        self.dragging = False
        self.picked_row: OptionRow | None = None     # the row clicked last
        self.suggested: str | None = None    # the words of the row a hint suggests (marked)

    @property
    def row_w(self) -> int:
        return self.rect.w - BAR - 4

    # -- content --
    def show(self, options, labels, standing=()) -> None:
        """A new decision's options: rows from the top, each as tall as its wrapped words;
        `standing` (label, option id, memo) rows come first: answers that stand for a while."""
        self.rows, self.message, self.offset, self.suggested = [], None, 0, None
        wrap = self.row_w - 2 * PAD_X
        entries = [*standing, *((label, option.id, None) for option, label in zip(options, labels))]
        y = 0
        for label, option_id, memo in entries:
            h = max(MIN_H, theme.render(label, SIZE, theme.TEXT, wrap=wrap, ui=True).get_height()
                    + 2 * PAD_Y)
            self.rows.append(OptionRow(self, label, option_id, y, h, memo))
            y += h + GAP
        self.height = max(0, y - GAP)

    def wait(self, text: str) -> None:
        self.rows, self.message, self.offset, self.height = [], text, 0, 0
        self.suggested = None

    def clear(self) -> None:
        self.rows, self.message, self.offset, self.height = [], None, 0, 0
        self.suggested = None

    # -- scrolling (scroll.Scrolling: wheel, buttons 4/5, the bar) and input --
    def scroll_into_view(self, row: OptionRow) -> None:
        """Scroll so that `row` is wholly in the panel (the keyboard reached it)."""
        if row.y < self.offset:
            self.scroll(row.y - self.offset)
        elif row.y + row.h > self.offset + self.rect.h:
            self.scroll(row.y + row.h - self.offset - self.rect.h)

    def row_at(self, pos) -> OptionRow | None:
        if not self.rect.collidepoint(pos):
            return None
        return next((row for row in self.rows if row.rect.collidepoint(pos)), None)

    def handle(self, event, mouse) -> str | bool:
        """An option id when a row was clicked; True for other input it took; else False."""
        if self.handle_scroll(event, mouse):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos):
            if event.button == 1:
                row = self.row_at(event.pos)
                self.picked_row = row
                return row.option_id if row is not None else True
            return True
        return False

    # -- drawing --
    def draw(self, surface, mouse, enabled: bool = True) -> None:
        if self.message:
            image = theme.render(self.message, SIZE, theme.TEXT_DIM, wrap=self.row_w - 2 * PAD_X,
                                 ui=True)
            surface.blit(image, (self.rect.x + PAD_X, self.rect.y + PAD_Y))
            return
        clip = surface.get_clip()
        surface.set_clip(self.rect)
        wrap = self.row_w - 2 * PAD_X
        for row in self.rows:
            rect = row.rect
            if rect.bottom < self.rect.y or rect.y > self.rect.bottom:
                continue
            hover = enabled and rect.collidepoint(mouse) and self.rect.collidepoint(mouse)
            marked = row.text == self.suggested
            theme.panel(surface, rect, theme.PANEL_HI if hover or marked else theme.PANEL,
                        radius=8, edge=theme.ACCENT if hover or marked else theme.PANEL_EDGE,
                        shadow=False)
            if marked:      # a hint's choice: a gold bar down its left edge
                gfx.draw.rect(surface, theme.ACCENT, (rect.x + 3, rect.y + 6, 5, rect.h - 12),
                              border_radius=2)
            image = theme.render(row.text, SIZE, theme.TEXT if enabled else theme.TEXT_DIM,
                                 wrap=wrap, ui=True)
            surface.blit(image, image.get_rect(midleft=(rect.x + PAD_X, rect.centery)))
        surface.set_clip(clip)
        self.draw_bar(surface)
