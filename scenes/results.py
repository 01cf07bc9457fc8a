"""The end of a game: ranking, the score explained per category, the tie-break, rematch."""
from __future__ import annotations

import pygame

from . import theme
from .base import Scene

PLACES = ["1st", "2nd", "3rd", "4th", "5th", "6th"]


class ResultsScene(Scene):
    name = "results"

    def __init__(self, match):
        super().__init__()
        self.match = match
        self.result = match.result()

    def enter(self) -> None:
        self.rematch_b = self.button((560, 820, 230, 56), "Rematch", "#primary",
                                     tooltip="Same players and options, a new shuffle")
        self.title_b = self.button((810, 820, 230, 56), "Back to title")

    def on_button(self, element) -> None:
        if element is self.rematch_b:
            from .board import BoardScene
            from .match import Match
            self.app.replace(BoardScene(Match(self.match.rematch_setup())))
        elif element is self.title_b:
            from .title import TitleScene
            self.app.reset(TitleScene())

    def handle(self, event) -> bool:
        if self.handle_ui(event):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .title import TitleScene
            self.app.reset(TitleScene())
            return True
        return False

    def rows(self) -> list:
        """(place label, seat) in ranking order; tied seats share a place."""
        out, place = [], 0
        for group in self.result.ranking:
            for seat in group:
                out.append((PLACES[place] + (" (tie)" if len(group) > 1 else ""), seat))
            place += len(group)
        return out

    def categories(self) -> list:
        cats = []
        for entry in self.result.breakdown:
            for key in entry:
                if key not in cats:
                    cats.append(key)
        return cats

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop(), (0, 0))
        names = self.match.names
        winners = " and ".join(names[s] for s in self.result.ranking[0])
        theme.blit_icon(surface, "ui.trophy", (800, 70), 72, theme.ACCENT)
        theme.text_shadowed(surface, f"{winners} win{'s' if len(self.result.ranking[0]) == 1 else ''}!",
                            (800, 140), 40, theme.ACCENT, anchor="center")
        theme.text(surface, self.match.game.title, (800, 182), 20, theme.TEXT_DIM,
                   anchor="center")
        cats = self.categories()
        table = pygame.Rect(140, 220, 1320, 90 + 62 * len(self.result.scores))
        theme.panel(surface, table, theme.PANEL)
        col_name, col_score = table.x + 150, table.right - 150
        cat_x0, cat_x1 = table.x + 480, col_score - 120
        step = (cat_x1 - cat_x0) / max(1, len(cats))
        y = table.y + 24
        theme.text(surface, "Place", (table.x + 24, y), 18, theme.TEXT_DIM, "bold")
        theme.text(surface, "Player", (col_name, y), 18, theme.TEXT_DIM, "bold")
        for i, cat in enumerate(cats):
            theme.text(surface, str(cat), (cat_x0 + step * i + step / 2, y + 10), 18,
                       theme.TEXT_DIM, "bold", anchor="center", max_width=int(step) - 6)
        theme.text(surface, "Total", (col_score, y), 18, theme.TEXT_DIM, "bold", anchor="midtop")
        top = max([abs(s) for s in self.result.scores] + [1])
        for row, (place, seat) in enumerate(self.rows()):
            ry = table.y + 70 + 62 * row
            if row % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_HI, (table.x + 8, ry - 8, table.w - 16, 56),
                                 border_radius=8)
            theme.text(surface, place, (table.x + 24, ry + 6), 22, theme.TEXT, "bold")
            theme.draw_seat_badge(surface, seat, (col_name - 24, ry + 20), 13)
            bot = self.match.is_bot(seat)
            theme.text(surface, names[seat] + (" (bot)" if bot else ""), (col_name, ry + 6), 22,
                       theme.seat_color(seat), "bold", max_width=300)
            entry = self.result.breakdown[seat] if seat < len(self.result.breakdown) else {}
            for i, cat in enumerate(cats):
                value = entry.get(cat, "")
                theme.text(surface, str(value), (cat_x0 + step * i + step / 2, ry + 6), 22,
                           theme.TEXT, anchor="midtop")
            score = self.result.scores[seat]
            theme.text(surface, str(score), (col_score, ry + 4), 26, theme.ACCENT, "bold",
                       anchor="midtop")
            bar_w = int(90 * max(0, score) / top)
            pygame.draw.rect(surface, theme.seat_color(seat),
                             (col_score + 40, ry + 12, bar_w, 18), border_radius=4)
        y = table.bottom + 24
        if self.result.tiebreak:
            theme.text(surface, f"Tie-break: {self.result.tiebreak}", (800, y), 22, theme.TEXT,
                       anchor="midtop", wrap=1200)
        super().draw(surface)
