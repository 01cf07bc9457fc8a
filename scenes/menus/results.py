"""The end of a game: ranking, the score explained per category, the tie-break, rematch."""
from __future__ import annotations

import pygame

from .. import theme
from ..base import Scene
from ..i18n import N_, _, list_join, tr
from ..table.match import open_match

PLACES = [N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th")]


class ResultsScene(Scene):
    name = "results"

    def __init__(self, match):
        super().__init__()
        self.match = match
        self.result = match.result()

    def relabel(self) -> None:
        self.ui.clear_and_reset()
        self.enter()

    def enter(self) -> None:
        self.rematch_b = self.button((430, 820, 230, 56), _("Rematch"), "#primary",
                                     tooltip=_("Same players and options, a new shuffle"))
        self.replay_b = self.button((685, 820, 230, 56), _("Watch replay"),
                                    tooltip=_("Step through this game again, from any seat"))
        self.title_b = self.button((940, 820, 230, 56), _("Back to title"))

    def on_button(self, element) -> None:
        if element is self.rematch_b:
            open_match(self.app, self.match.rematch_setup(), how="replace")
        elif element is self.replay_b:
            viewer = self.match.humans[0] if self.match.humans else 0
            self.app.go("replay", setup=self.match.setup, history=self.match.state.history,
                        viewer=viewer)
        elif element is self.title_b:
            self.app.go("title", how="reset")

    def on_escape(self) -> None:
        self.app.go("title", how="reset")

    def rows(self) -> list:
        """(place label, seat) in ranking order; tied seats share a place."""
        out, place = [], 0
        for group in self.result.ranking:
            for seat in group:
                label = _(PLACES[place])
                out.append((_("{place} (tie)").format(place=label) if len(group) > 1
                            else label, seat))
            place += len(group)
        return out

    def categories(self) -> list:
        cats = []
        for entry in self.result.breakdown:
            for key in entry:
                if key not in cats:
                    cats.append(key)
        return cats

    def details_text(self, seat: int) -> str:
        details = self.result.details[seat] if seat < len(self.result.details) else {}
        return "   ·   ".join(f"{self.words(self.result.label(k))}: {self.words(v)}"
                               for k, v in details.items())

    def words(self, text) -> str:
        """A rule text (a label, a tie-break) in words."""
        return tr(text, self.match.names, self.match.game) if isinstance(text, str) else str(text)

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop(), (0, 0))
        names = self.match.names
        result = self.result
        winners = list_join([names[s] for s in result.ranking[0]])
        theme.blit_icon(surface, "ui.trophy", (800, 62), 64, theme.ACCENT)
        headline = (_("{names} wins!") if len(result.ranking[0]) == 1
                    else _("{names} share the win!")).format(names=winners)
        theme.text_shadowed(surface, headline, (800, 128), 40, theme.ACCENT,
                            anchor="center")
        theme.text(surface, _(self.match.game.title), (800, 168), 20, theme.TEXT_DIM,
                   anchor="center")
        cats = self.categories()
        rows = self.rows()
        left, width = 100, 1400
        col_name, col_total = left + 130, left + width - 170
        cat_x0, cat_x1 = left + 470, col_total - 60
        step = (cat_x1 - cat_x0) / max(1, len(cats))
        detail_w = width - 170
        heights = []
        for _place, seat in rows:
            detail = self.details_text(seat)
            extra = theme.render(detail, 18, theme.TEXT_DIM, wrap=detail_w).get_height() + 6 \
                if detail else 0
            heights.append(56 + extra)
        header_h = 64
        table = pygame.Rect(left, 200, width, header_h + sum(heights) + 24)
        theme.panel(surface, table, theme.PANEL, band=False)
        y = table.y + 14
        theme.text(surface, _("Place"), (left + 24, y + 12), 18, theme.TEXT_DIM, "bold")
        theme.text(surface, _("Player"), (col_name, y + 12), 18, theme.TEXT_DIM, "bold")
        for i, cat in enumerate(cats):
            image = theme.render(self.words(result.label(cat)), 18, theme.TEXT_DIM, "bold",
                                 wrap=max(60, int(step) - 8))
            surface.blit(image, image.get_rect(midtop=(cat_x0 + step * i + step / 2, y)))
        theme.text(surface, _("Total"), (col_total, y + 12), 18, theme.ACCENT, "bold",
                   anchor="midtop")
        top = max([abs(v) for v in result.scores] + [1])
        ry = table.y + header_h + 8
        for row, ((place, seat), h) in enumerate(zip(rows, heights)):
            if row % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_HI, (left + 8, ry - 6, width - 16, h - 4),
                                 border_radius=8)
            theme.text(surface, place, (left + 24, ry + 6), 22, theme.TEXT, "bold")
            theme.draw_seat_badge(surface, seat, (col_name - 22, ry + 20), 13)
            bot = self.match.is_bot(seat)
            theme.text(surface, (_("{name} (bot)").format(name=names[seat]) if bot else names[seat]), (col_name, ry + 6), 22,
                       theme.seat_color(seat), "bold", max_width=cat_x0 - col_name - 16)
            entry = result.breakdown[seat] if seat < len(result.breakdown) else {}
            for i, cat in enumerate(cats):
                value = entry.get(cat, "")
                shown = f"{value:+d}" if isinstance(value, int) and value < 0 else str(value)
                theme.text(surface, shown, (cat_x0 + step * i + step / 2, ry + 6), 22,
                           theme.TEXT, anchor="midtop")
            score = result.scores[seat]
            theme.text(surface, str(score), (col_total, ry + 2), 28, theme.ACCENT, "bold",
                       anchor="midtop")
            bar_w = int(100 * max(0, score) / top)
            pygame.draw.rect(surface, theme.seat_color(seat),
                             (col_total + 44, ry + 12, bar_w, 18), border_radius=4)
            detail = self.details_text(seat)
            if detail:
                image = theme.render(detail, 18, theme.TEXT_DIM, wrap=detail_w)
                surface.blit(image, (col_name, ry + 40))
            ry += h
        y = table.bottom + 18
        if cats:
            theme.text(surface, _("The columns are points; they add up to the total."), (800, y),
                       18, theme.TEXT_DIM, anchor="midtop")
            y += 30
        if result.tiebreak:
            theme.text(surface, _("Tie-break: {reason}").format(reason=self.words(result.tiebreak)),
                       (800, y), 22, theme.TEXT, anchor="midtop", wrap=1200)
        super().draw(surface)
