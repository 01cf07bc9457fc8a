"""Pick a game from the shelf: every registered game with its player range."""
from __future__ import annotations

import pygame
from scenes import gfx

import rules
import saves

from .. import theme
from ..base import Scene
from ..focus import Focusable
from ..i18n import _
from ..games import ICON_FOR, missing_assets
from .records_text import most_played, record_words, tables_words



class PickerScene(Scene):
    name = "picker"

    def __init__(self):
        super().__init__()
        self.games = list(rules.GAMES.values())
        self.cards: list[tuple[pygame.Rect, object, str | None]] = []
        self.hover = None
        # game id -> its most-played people's records in words, all of them first, then fewer
        self.records: dict = {}
        self.by_table: dict = {}      # game id -> those records at each kind of table, in words
        self.record_rects: dict = {}  # game id -> where its record line was drawn (for hover)
        self.mouse = (0, 0)

    def relabel(self) -> None:
        self.ui.clear_and_reset()
        self.back = self.button((40, 830, 180, 50), _("Back"))

    def enter(self) -> None:
        self.back = self.button((40, 830, 180, 50), _("Back"))
        cols = 3
        w, h, gap = 440, 280, 30      # (tall enough for the blurb and a line of records)
        x0 = (theme.SCREEN[0] - (cols * w + (cols - 1) * gap)) // 2
        for i, game in enumerate(self.games):
            r, c = divmod(i, cols)
            rect = pygame.Rect(x0 + c * (w + gap), 150 + r * (h + gap), w, h)
            self.cards.append((rect, game, missing_assets(game)))
            people = most_played(saves.records(game.id))
            if people:
                self.records[game.id] = [record_words(people[:n])
                                         for n in range(len(people), 0, -1)]
                self.by_table[game.id] = tables_words(game, saves.records_by_table(game.id))

    def on_button(self, element) -> None:
        if element is self.back:
            self.app.pop()

    def focus_items(self) -> list:
        cards = [Focusable(("game", game.id), rect,
                           lambda g=game: self.app.go("setup", game=g))
                 for rect, game, missing in self.cards if not missing]
        return cards + super().focus_items()

    def handle(self, event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((g for r, g, _ in self.cards if r.collidepoint(event.pos)), None)
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, game, missing in self.cards:
                if rect.collidepoint(event.pos) and not missing:
                    self.app.go("setup", game=game)
                    return True
        return False

    def draw(self, surface) -> None:
        self.draw_page(surface, _("Choose a game"), y=70)
        if not self.cards:
            theme.text(surface, _("The shelf has no games yet."), (800, 400), 24, theme.TEXT,
                       anchor="center")
        for i, (rect, game, missing) in enumerate(self.cards):
            color = theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)]
            lifted = rect.move(0, -4) if self.hover is game and not missing else rect
            theme.panel(surface, lifted, theme.PANEL_HI if self.hover is game else theme.PANEL)
            band = pygame.Rect(lifted.x, lifted.y, 10, lifted.h)
            gfx.draw.rect(surface, color, band, border_top_left_radius=10,
                          border_bottom_left_radius=10)
            emblem = pygame.Rect(lifted.x + 26, lifted.y + 26, 96, 96)
            gfx.draw.rect(surface, theme.shade(color, 0.45), emblem, border_radius=14)
            theme.blit_icon(surface, ICON_FOR.get(game.id, "deck"), emblem.center, 72,
                            theme.shade(color, 1.4))
            y = theme.text(surface, _(game.title), (lifted.x + 140, lifted.y + 30), 26,
                           theme.TEXT, "bold", max_width=lifted.w - 160, ui=True).bottom
            y = theme.text(surface, _("{low}–{high} players").format(low=game.min_players, high=game.max_players),
                           (lifted.x + 140, max(lifted.y + 70, y + 4)), 20,
                           theme.seat_text_color(i), max_width=lifted.w - 160, ui=True).bottom
            blurb = missing or _(game.blurb)
            top = max(lifted.y + 140, y + 8)
            bottom = lifted.bottom - 8
            lines = self.records.get(game.id)
            if lines:                    # the people's records, under the blurb if it fits
                font = theme.font(18, ui=True)
                # the most people whose line fits (else the first, ellipsised)
                record = next((line for line in lines if font.size(line)[0] <= lifted.w - 52),
                              lines[-1])
                room = lifted.bottom - 12 - font.get_linesize() - 4 - top
                if theme.render(blurb, 18, wrap=lifted.w - 52).get_height() <= room:
                    self.record_rects[game.id] = theme.text(
                        surface, record, (lifted.x + 26, lifted.bottom - 12), 18,
                        theme.seat_text_color(i), anchor="bottomleft", max_width=lifted.w - 52,
                        ui=True)
                    bottom = top + room
            size = theme.block_size(blurb, 18, "regular", lifted.w - 52, bottom - top)
            theme.text(surface, blurb, (lifted.x + 26, top), size,
                       theme.BAD if missing else theme.TEXT_DIM, wrap=lifted.w - 52)
        super().draw(surface)
        tip = self.hover_text(self.mouse)
        if tip:
            theme.tip(surface, tip, self.mouse, min(theme.ui(560), 1000))

    def hover_text(self, pos) -> str | None:
        """Over a card's record line: its people's records at each kind of table."""
        return next((self.by_table[gid] for gid, rect in self.record_rects.items()
                     if rect.collidepoint(pos) and gid in self.by_table), None)
