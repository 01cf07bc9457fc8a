"""The end of a game: ranking, the score explained per category, the tie-break, rematch."""
from __future__ import annotations

import pygame

from .. import theme
from ..base import Scene
from ..i18n import N_, _, list_join, tr
from ..table.chart import StandingChart
from ..table.match import open_match
from rules.core.timeline import timeline

CHART_MIN_H = 150       # below this the chart waits behind its button

PLACES = [N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th")]


def standing(match):
    """The finished game's standing round by round (None if the game has no `progress`)."""
    try:
        return timeline(match.game, match.setup.new_state(), match.state.history)
    except Exception:           # a chart is a bonus: never let it stop the results screen
        return None


class ResultsScene(Scene):
    name = "results"

    def __init__(self, match):
        super().__init__()
        self.match = match
        self.result = match.result()
        self.timeline = standing(match)
        self.cells: list = []           # (rect, seat, column) of every number with a "why"
        self.chart = None
        self.chart_b = None
        self.show_chart = False
        self.mouse = (0, 0)

    def relabel(self) -> None:
        self.ui.clear_and_reset()
        self.enter()

    def enter(self) -> None:
        self.rematch_b = self.button((430, 820, 230, 56), _("Rematch"), "#primary",
                                     tooltip=_("Same players and options, a new shuffle"))
        self.replay_b = self.button((685, 820, 230, 56), _("Watch replay"),
                                    tooltip=_("Step through this game again, from any seat"))
        self.title_b = self.button((940, 820, 230, 56), _("Back to title"))
        self.chart_b = None
        if self.timeline is not None:
            self.chart_b = self.button((1195, 820, 230, 56), _("Show the chart"),
                                       tooltip=_("Each player's standing, round by round"))
            self.chart_b.hide()
            # lay the page out once now, so the buttons stand where they stay before the
            # first frame (whether the chart fits decides the chart button)
            self.draw(pygame.Surface((1600, 900)))

    def on_button(self, element) -> None:
        if element is self.rematch_b:
            open_match(self.app, self.match.rematch_setup(), how="replace")
        elif element is self.replay_b:
            viewer = self.match.humans[0] if self.match.humans else 0
            self.app.go("replay", setup=self.match.setup, history=self.match.state.history,
                        viewer=viewer)
        elif element is self.title_b:
            self.app.go("title", how="reset")
        elif element is self.chart_b:
            self.show_chart = not self.show_chart
            self.chart_b.set_text(_("Show the table") if self.show_chart else _("Show the chart"))

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        return super().handle(event)

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
        theme.blit_icon(surface, "ui.trophy", (800, 56), 60, theme.ACCENT)
        headline = (_("{names} wins!") if len(result.ranking[0]) == 1
                    else _("{names} share the win!")).format(names=winners)
        theme.text_shadowed(surface, headline, (800, 118), 40, theme.ACCENT,
                            anchor="center")
        theme.text(surface, _(self.match.game.title), (800, 152), 20, theme.TEXT_DIM,
                   anchor="center")
        if result.reason:
            theme.text(surface, _("Game over: {reason}.").format(
                reason=self.words(result.reason).rstrip(".")), (800, 180), 20, theme.TEXT,
                anchor="center", max_width=1400)
        self.cells = []
        bottom = self.draw_table(surface, 206)
        y = bottom + 10
        notes = []
        if self.categories():
            notes.append(_("The columns are points; they add up to the total."))
        if result.explain:
            notes.append(_("Point at a number to see how it was counted."))
        if notes:
            theme.text(surface, "  ".join(notes), (800, y), 18, theme.TEXT_DIM, anchor="midtop")
            y += 28
        if result.tiebreak:
            rect = theme.text(surface, _("Tie-break: {reason}").format(
                reason=self.words(result.tiebreak)), (800, y), 20, theme.TEXT,
                anchor="midtop", wrap=1200)
            y = rect.bottom + 8
        self.draw_standing(surface, y)
        super().draw(surface)
        self.draw_hover(surface)

    def draw_table(self, surface, top: int) -> int:
        """The ranking with every column; returns the table's bottom. Remembers each number's
        place (`self.cells`) for the hover texts."""
        names = self.match.names
        result = self.result
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
            extra = theme.render(detail, 18, theme.TEXT_DIM, wrap=detail_w).get_height() + 4 \
                if detail else 0
            heights.append(48 + extra)
        header_h = 58
        table = pygame.Rect(left, top, width, header_h + sum(heights) + 16)
        theme.panel(surface, table, theme.PANEL, band=False)
        y = table.y + 10
        theme.text(surface, _("Place"), (left + 24, y + 12), 18, theme.TEXT_DIM, "bold")
        theme.text(surface, _("Player"), (col_name, y + 12), 18, theme.TEXT_DIM, "bold")
        for i, cat in enumerate(cats):
            image = theme.render(self.words(result.label(cat)), 18, theme.TEXT_DIM, "bold",
                                 wrap=max(60, int(step) - 8))
            surface.blit(image, image.get_rect(midtop=(cat_x0 + step * i + step / 2, y)))
        theme.text(surface, _("Total"), (col_total, y + 12), 18, theme.ACCENT, "bold",
                   anchor="midtop")
        highest = max([abs(v) for v in result.scores] + [1])
        ry = table.y + header_h + 4
        for row, ((place, seat), h) in enumerate(zip(rows, heights)):
            if row % 2 == 0:
                pygame.draw.rect(surface, theme.PANEL_HI, (left + 8, ry - 6, width - 16, h - 4),
                                 border_radius=8)
            theme.text(surface, place, (left + 24, ry + 4), 22, theme.TEXT, "bold")
            theme.draw_seat_badge(surface, seat, (col_name - 22, ry + 18), 13)
            bot = self.match.is_bot(seat)
            theme.text(surface, (_("{name} (bot)").format(name=names[seat]) if bot
                                 else names[seat]), (col_name, ry + 4), 22,
                       theme.seat_color(seat), "bold", max_width=cat_x0 - col_name - 16)
            entry = result.breakdown[seat] if seat < len(result.breakdown) else {}
            for i, cat in enumerate(cats):
                value = entry.get(cat, "")
                shown = f"{value:+d}" if isinstance(value, int) and value < 0 else str(value)
                rect = theme.text(surface, shown, (cat_x0 + step * i + step / 2, ry + 4), 22,
                                  theme.TEXT, anchor="midtop")
                why = result.why(seat, cat)
                if why:
                    pygame.draw.line(surface, theme.TEXT_DIM, (rect.x, rect.bottom),
                                     (rect.right, rect.bottom), 1)
                    self.cells.append((rect.inflate(24, 8), seat, cat))
            score = result.scores[seat]
            theme.text(surface, str(score), (col_total, ry), 28, theme.ACCENT, "bold",
                       anchor="midtop")
            bar_w = int(100 * max(0, score) / highest)
            pygame.draw.rect(surface, theme.seat_color(seat),
                             (col_total + 44, ry + 10, bar_w, 18), border_radius=4)
            detail = self.details_text(seat)
            if detail:
                image = theme.render(detail, 18, theme.TEXT_DIM, wrap=detail_w)
                surface.blit(image, (col_name, ry + 36))
            ry += h
        return table.bottom

    # ---- the standing round by round ------------------------------------------------------------------
    def draw_standing(self, surface, top: int) -> None:
        """The chart below the table when there is room for it; else (a table of five or six
        players fills the screen) over the table while its button says so."""
        self.chart = None
        if self.timeline is None:
            return
        fits = 800 - top >= CHART_MIN_H
        if self.chart_b is not None and self.chart_b.visible == fits:
            self.chart_b.hide() if fits else self.chart_b.show()
            self.center_buttons()
        if fits:
            rect = pygame.Rect(100, top, 1400, 800 - top)
        elif self.show_chart:
            rect = pygame.Rect(100, 206, 1400, 580)
        else:
            return
        title = _("{what}, round by round").format(what=self.words(self.timeline.label))
        self.chart = StandingChart(rect, self.timeline, title, self.match.names)
        self.chart.draw(surface, len(self.match.names))

    def center_buttons(self) -> None:
        """The buttons shown, side by side in the middle of the bottom row."""
        shown = [b for b in (self.rematch_b, self.replay_b, self.title_b, self.chart_b)
                 if b is not None and b.visible]
        x = 800 - (len(shown) * 230 + (len(shown) - 1) * 25) // 2
        for button in shown:
            button.set_position((x, 820))
            x += 255

    def draw_hover(self, surface) -> None:
        tip = self.hover_text(self.mouse)
        if not tip:
            return
        image = theme.render(tip, 18, theme.TEXT, wrap=460)
        rect = image.get_rect(topleft=(self.mouse[0] + 18, self.mouse[1] + 18)).inflate(20, 14)
        rect.clamp_ip(pygame.Rect(0, 0, 1600, 900))
        theme.panel(surface, rect, (30, 34, 46), alpha=245)
        surface.blit(image, image.get_rect(center=rect.center))

    def hover_text(self, pos) -> str | None:
        """The arithmetic behind the number under `pos`, or the round under it on the chart."""
        for rect, seat, key in self.cells:
            if rect.collidepoint(pos):
                why = self.result.why(seat, key)
                return "{}: {}".format(self.match.names[seat], self.words(why)) if why else None
        if self.chart is not None and self.chart.plot.collidepoint(pos):
            step = self.chart.step_at(pos)
            line = self.timeline
            index = max(i for i, s in enumerate(line.steps) if s <= step)
            values = ", ".join(f"{n}: {v}" for n, v in zip(self.match.names, line.values[index]))
            if line.steps[index] == line.steps[-1]:
                return _("At the end: {values}").format(values=values)
            return _("Start of round {n}: {values}").format(n=line.rounds[index], values=values)
        return None
