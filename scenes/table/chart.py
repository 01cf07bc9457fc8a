"""The standing chart: each seat's score or money round by round, a line in the seat's colour
with its shape at every point (`rules.core.timeline`). The results screen shows it; the replay
uses it as its timeline (a click picks a move, a marker shows where the replay stands)."""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from ..i18n import _

PAD_LEFT, PAD_RIGHT, PAD_TOP, PAD_BOTTOM = 50, 22, 42, 26
LABEL_GAP = 28          # px between the round numbers along the bottom
MIN_ROUND_W = 8         # px a round needs, on average, for a line at each round's start
STRIDES = (1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000)


class StandingChart:
    def __init__(self, rect, line, title: str = "", names=()):
        self.rect = pygame.Rect(rect)
        self.line = line                       # a Timeline (or None: nothing to draw)
        self.title = title
        self.names = list(names)               # for the legend (none: no legend)
        self._title_key = None
        self._title_lines: list = []

    @property
    def plot(self) -> pygame.Rect:
        r = self.rect
        top = PAD_TOP if self.names else 32         # the legend needs a little more room
        extra = len(self.title_lines()) - 1
        # a wrapped title: its last line keeps clear of the top value's label too
        top += extra * theme.font(18, "bold").get_linesize() + (8 if extra else 0)
        return pygame.Rect(r.x + PAD_LEFT, r.y + top, r.w - PAD_LEFT - PAD_RIGHT,
                           r.h - top - PAD_BOTTOM)

    def title_lines(self) -> list:
        """The title on as many lines as it takes beside no legend (a narrow replay panel in
        Hungarian), on one line beside the legend."""
        if not self.title or self.names:
            return [self.title] if self.title else [""]
        # kept while nothing it depends on changes: every point of the chart asks (via plot)
        key = (self.title, self.rect.w, theme.font(18, "bold"))
        if self._title_key != key:
            self._title_key = key
            self._title_lines = theme.wrap_words(self.title, 18, "bold", self.rect.w - 28)
        return self._title_lines

    def _span(self) -> tuple:
        values = [v for point in self.line.values for v in point] or [0]
        low, high = min(0, min(values)), max(values)
        return low, max(high, low + 1)

    def x_of_step(self, step: int) -> float:
        """Where move `step` lies on the x axis (points are spaced by moves, so a long round
        is wide and the replay's marker moves smoothly)."""
        plot, steps = self.plot, self.line.steps
        last = max(1, steps[-1])
        return plot.x + plot.w * min(max(step, 0), last) / last

    def point(self, index: int, seat: int) -> tuple:
        plot = self.plot
        low, high = self._span()
        value = self.line.values[index][seat]
        y = plot.bottom - plot.h * (value - low) / (high - low)
        # equal standings side by side: each seat a little apart, so no line hides another
        y += (seat - (len(self.line.values[index]) - 1) / 2) * 3
        return self.x_of_step(self.line.steps[index]), y

    def step_at(self, pos) -> int | None:
        """The move under a click, or None outside the plot."""
        if self.line is None or not self.rect.collidepoint(pos):
            return None
        plot = self.plot
        f = (pos[0] - plot.x) / max(1, plot.w)
        return int(round(max(0.0, min(1.0, f)) * self.line.steps[-1]))

    def describe(self, pos, names) -> str | None:
        """The standing at the point under `pos` in words (a hover text), or None."""
        if self.line is None or not self.plot.collidepoint(pos):
            return None
        line = self.line               # the point nearest the pointer
        index = min(range(len(line.steps)),
                    key=lambda i: abs(self.x_of_step(line.steps[i]) - pos[0]))
        values = ", ".join(f"{n}: {v}" for n, v in zip(names, line.values[index]))
        if line.steps[index] == line.steps[-1]:
            return _("At the end: {values}").format(values=values)
        return _("Start of round {n}: {values}").format(n=line.rounds[index], values=values)

    def round_at(self, pos) -> int | None:
        """The round whose part of the chart is under `pos` (for a hover text)."""
        step = self.step_at(pos)
        return None if step is None else self.line.round_at(step)

    def draw(self, surface, seats: int, marker: int | None = None) -> None:
        if self.line is None or not self.line.values:
            return
        theme.panel(surface, self.rect, theme.PANEL, band=False)
        step = theme.font(18, "bold").get_linesize()
        for i, line in enumerate(self.title_lines()):
            theme.text(surface, line, (self.rect.x + 14, self.rect.y + 6 + i * step), 18,
                       theme.TEXT_DIM, "bold", max_width=self.rect.w - 28)
        plot = self.plot
        low, high = self._span()
        for value in sorted({low, high, 0}):
            y = plot.bottom - plot.h * (value - low) / (high - low)
            gfx.draw.line(surface, theme.PANEL_EDGE, (plot.x, y), (plot.right, y), 1)
            theme.text(surface, str(value), (plot.x - 6, y), 18, theme.TEXT_DIM,
                       anchor="midright")
        # a line at every round's start (at the labelled ones only where rounds are too
        # narrow for a line each: a narrow replay panel turned grey), a label at every round
        # of an even stride
        starts, labels = self.round_starts(), self.round_labels()
        lines = starts if plot.w / len(starts) >= MIN_ROUND_W else labels
        for _number, x in lines:
            gfx.draw.line(surface, theme.PANEL_EDGE, (x, plot.y), (x, plot.bottom), 1)
        for number, x in labels:
            theme.text(surface, str(number), (x, plot.bottom + 3), 18, theme.TEXT_DIM,
                       anchor="midtop")
        last_x = labels[-1][1] if labels else -1e9
        end_x = self.x_of_step(self.line.steps[-1])
        end_w = theme.font(18).size(_("End"))[0]
        end_x = min(end_x, self.rect.right - 6 - end_w / 2)      # inside the panel's edge
        if end_x - last_x >= 20 + end_w:
            theme.text(surface, _("End"), (end_x, plot.bottom + 3), 18, theme.TEXT_DIM,
                       anchor="midtop")
        self.draw_legend(surface)
        many = plot.w / max(1, len(self.line.values)) < 22      # marks would crowd
        for seat in range(seats):
            points = [self.point(i, seat) for i in range(len(self.line.values))]
            color = theme.seat_color(seat)
            if len(points) > 1:
                gfx.draw.lines(surface, color, False, points, 3)
            for i, p in enumerate(points):
                if not many or i == len(points) - 1:
                    theme.draw_shape(surface, theme.seat_shape(seat), p, 7, color, width=1)
        if marker is not None:
            x = self.x_of_step(marker)
            gfx.draw.line(surface, theme.ACCENT, (x, plot.y - 6), (x, plot.bottom + 2), 2)

    def round_starts(self) -> list:
        """(round number, x) where each round begins."""
        rounds, steps = self.line.rounds, self.line.steps
        return [(number, self.x_of_step(steps[i])) for i, number in enumerate(rounds)
                if i == 0 or number != rounds[i - 1]]

    def round_labels(self) -> list:
        """The round starts that get a number: the first round and every multiple of the
        smallest even stride (1, 2, 5, 10, 20, 25, 50, ...) whose labels all keep `LABEL_GAP`
        apart. Rounds are as wide as their moves, so labels thinned one by one read 34 36 37
        40; a stride reads 30 35 40."""
        starts = self.round_starts()
        for stride in STRIDES:
            wanted = [(n, x) for i, (n, x) in enumerate(starts) if i == 0 or n % stride == 0]
            kept, last_x = [], -1e9
            for number, x in wanted:
                if x - last_x >= LABEL_GAP:
                    kept.append((number, x))
                    last_x = x
            if kept == wanted:
                return kept
        return kept

    def draw_legend(self, surface) -> None:
        """Each seat's shape and name in its colour, right-aligned on the title line."""
        x = self.rect.right - 14
        for seat in reversed(range(len(self.names))):
            color = theme.seat_text_color(seat)
            rect = theme.text(surface, self.names[seat], (x, self.rect.y + 6), 18, color,
                              "bold", anchor="topright")
            theme.draw_shape(surface, theme.seat_shape(seat), (rect.x - 12, rect.centery), 7,
                             color, width=1)
            x = rect.x - 34
