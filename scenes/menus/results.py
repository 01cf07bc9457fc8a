"""The end of a game: ranking, the score explained per category, the tie-break, rematch."""
from __future__ import annotations

import pygame
from scenes import gfx

import saves

from .. import gui, theme
from ..base import BuiltScene
from ..i18n import N_, _, list_join, ngettext, tr
from .records_text import record_words
from ..table.chart import StandingChart
from ..table.match import open_match
from ..table.played import play_through

CHART_MIN_H = 150       # below this the chart waits behind its button
TEXT_BOTTOM = 808       # the texts above the buttons end here (the buttons stand at 820)
FIT_SCALES = (1.75, 1.5, 1.25, 1.0)   # the text scales a page too full for its own tries
PLACE_MAX_W = 190       # the widest place label ("2nd (tie)"); longer ones shrink to fit
BADGE_R = 13

PLACES = [N_("1st"), N_("2nd"), N_("3rd"), N_("4th"), N_("5th"), N_("6th")]


def played_through(match):
    """The finished game played once more: its standing round by round for the chart (None
    if the game has no `progress`), kept for the replay; None if it cannot be played again."""
    try:
        return play_through(match.setup, match.state.history)
    except Exception:           # a chart is a bonus: never let it stop the results screen
        return None


class ResultsScene(BuiltScene):
    name = "results"

    def __init__(self, match):
        super().__init__()
        self.match = match
        self.result = match.result()
        self.played = played_through(match)
        self.timeline = self.played.timeline if self.played is not None else None
        self.cells: list = []           # (rect, seat, column) of every number with a "why"
        self.row_boxes: list = []       # per row, (what, rect) of every text drawn in it
        self.chart = None
        self.chart_b = None
        self.show_chart = False
        self.mouse = (0, 0)
        self.records = self.people_records()
        self.text_scale = theme.ui_scale()    # the largest that fits (fit_text_scale)
        self.text_bottom = 0                  # where the texts above the chart ended
        self.crowded = False                  # a column header ran into the next one

    def build(self) -> None:
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
        # lay the page out now (also so that the buttons stand where they stay before the
        # first frame: whether the chart fits decides the chart button)
        self.fit_text_scale()

    def fit_text_scale(self) -> None:
        """The person's UI scale, or the largest of FIT_SCALES below it at which the table's
        headers keep apart and the texts end above the buttons (a five-column Kairo table in
        Hungarian at 200 % ran its notes under them)."""
        scratch = gfx.Surface((1600, 900))
        for scale in (theme.ui_scale(),) + tuple(s for s in FIT_SCALES if s < theme.ui_scale()):
            self.text_scale = scale
            self.draw(scratch)
            if self.text_bottom <= TEXT_BOTTOM and not self.crowded:
                return

    def on_button(self, element) -> None:
        if element is self.rematch_b:
            open_match(self.app, self.match.rematch_setup(), how="replace")
        elif element is self.replay_b:
            viewer = self.match.humans[0] if self.match.humans else 0
            self.app.go("replay", setup=self.match.setup, history=self.match.state.history,
                        viewer=viewer, played=self.played)
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

    def people_records(self) -> list:
        """(name, wins, games, wins with help) of each person at this table in this game, this
        game noted in the records (saves.note_result: once, however often its results are shown)."""
        found = saves.note_result(self.match.setup, self.match.state)
        names = self.match.names
        return [(names[seat], *found.get(names[seat], (0, 0, 0))) for seat in self.match.humans]

    def hints_line(self) -> str | None:
        """ "Hints taken: Anna 3, Bela 1." (None when nobody took one)."""
        setup, names = self.match.setup, self.match.names
        taken = [f"{names[seat]} {setup.hints_of(seat)}" for seat in range(len(names))
                 if setup.hints_of(seat)]
        # TRANSLATORS: on the results, who asked the strong bot for a hint, and how often
        return _("Hints taken: {people}.").format(people=", ".join(taken)) if taken else None

    def records_line(self) -> str | None:
        """ "Record in Kairo against Strong: Anna won 4 of 9", at tables of the same bots (None
        before a person's second game there: a record of one says nothing the table does not)."""
        if not self.records or all(games < 2 for _name, _wins, games, _h in self.records):
            return None
        game = self.match.game
        bots = saves.table_bots(self.match.setup)
        # TRANSLATORS: the records at tables of the same bots, or of people only
        words = _("Record in {game} against {bots}: {records}") if bots else \
            _("Record in {game} at tables of people: {records}")
        return words.format(game=_(game.title), bots=", ".join(_(game.bot_title(b)) for b in bots),
                            records=record_words(self.records))

    def words(self, text) -> str:
        """A rule text (a label, a tie-break) in words."""
        return tr(text, self.match.names, self.match.game) if isinstance(text, str) else str(text)

    def end_line(self) -> str | None:
        """Why the game ended, in words ("Game over: the Province pile is empty.")."""
        if not self.result.reason:
            return None
        return _("Game over: {reason}.").format(reason=self.words(self.result.reason).rstrip("."))

    def draw(self, surface) -> None:
        with theme.ui_scale_at_most(self.text_scale):
            self.draw_results(surface)

    def draw_results(self, surface) -> None:
        surface.blit(theme.backdrop(), (0, 0))
        names = self.match.names
        result = self.result
        winners = list_join([names[s] for s in result.ranking[0]])
        theme.blit_icon(surface, "ui.trophy", (800, 56), 60, theme.ACCENT)
        headline = (_("{names} wins!") if len(result.ranking[0]) == 1
                    else _("{names} share the win!")).format(names=winners)
        theme.text_shadowed(surface, headline, (800, 118), 40, theme.ACCENT,
                            anchor="center")
        y = theme.text(surface, _(self.match.game.title), (800, 140), 20, theme.TEXT_DIM,
                       anchor="midtop", max_width=1400, ui=True).bottom
        if self.end_line():
            y = theme.text(surface, self.end_line(), (800, max(168, y + 2)), 20, theme.TEXT,
                           anchor="midtop", max_width=1400, ui=True).bottom
        self.cells = []
        bottom = self.draw_table(surface, max(206, y + 10))
        y = bottom + 10
        notes = []
        if self.categories():
            notes.append(_("The columns are points; they add up to the total."))
        if result.explain:
            notes.append(_("Point at a number to see how it was counted."))
        if notes:
            y = theme.text(surface, "  ".join(notes), (800, y), 18, theme.TEXT_DIM,
                           anchor="midtop", wrap=1400, ui=True).bottom + 7
        record = self.records_line()
        if record:
            y = theme.text(surface, record, (800, y), 18, theme.TEXT, anchor="midtop",
                           wrap=1400, ui=True).bottom + 7
        assists = self.match.setup.assists
        if assists:
            y = theme.text(surface, ngettext(
                "An assisted game: {n} move was taken back past a draw, a die or a bot's move.",
                "An assisted game: {n} moves were taken back past a draw, a die or a bot's move.",
                assists).format(n=assists), (800, y), 18, theme.TEXT_DIM, anchor="midtop",
                wrap=1400, ui=True).bottom + 7
        hints = self.hints_line()
        if hints:
            y = theme.text(surface, hints, (800, y), 18, theme.TEXT_DIM, anchor="midtop",
                           wrap=1400, ui=True).bottom + 7
        if result.tiebreak:
            rect = theme.text(surface, _("Tie-break: {reason}").format(
                reason=self.words(result.tiebreak)), (800, y), 20, theme.TEXT,
                anchor="midtop", wrap=1200, ui=True)
            y = rect.bottom + 8
        self.text_bottom = y
        self.draw_standing(surface, y)
        super().draw(surface)
        self.draw_hover(surface)

    def draw_table(self, surface, top: int) -> int:
        """The ranking with every column; returns the table's bottom. Remembers each number's
        place (`self.cells`) for the hover texts and every row's text boxes (`self.row_boxes`)."""
        names = self.match.names
        result = self.result
        cats = self.categories()
        rows = self.rows()
        left, width = 100, 1400
        # the place column as wide as its longest label ("2nd (tie)", longer in Hungarian),
        # so a tie never runs under the seat badge
        # (and as its header: "Helyezés" is wider than "1.")
        place_w = min(PLACE_MAX_W, max([theme.render(place, 22, theme.TEXT, "bold", ui=True)
                                        .get_width() for place, _seat in rows]
                                       + [theme.font(18, "bold", ui=True).size(_("Place"))[0]]))
        badge_x = left + 24 + place_w + 12 + BADGE_R
        col_name = badge_x + BADGE_R + 10
        col_total = left + width - 170
        cat_x0, cat_x1 = max(left + 470, col_name + 220), col_total - 60
        step = (cat_x1 - cat_x0) / max(1, len(cats))
        detail_w = left + width - 16 - col_name
        heights = []
        line_h = max(36, theme.font(22, "bold", ui=True).get_linesize() + 10)   # a row's first line
        for _place, seat in rows:
            detail = self.details_text(seat)
            extra = theme.render(detail, 18, theme.TEXT_DIM, wrap=detail_w, ui=True).get_height() \
                + 4 if detail else 0
            heights.append(line_h + 12 + extra)
        # category headers wrap to their column; the header band grows with the tallest one
        head_w = max(60, int(step) - 8)
        labels = [self.words(result.label(cat)) for cat in cats]
        heads = [theme.render(label, theme.wrap_size(label, 18, "bold", head_w), theme.TEXT_DIM,
                              "bold", wrap=head_w) for label in labels]
        header_h = max([58] + [image.get_height() + 16 for image in heads])
        total_w = theme.font(18, "bold", ui=True).size(_("Total"))[0]
        self.crowded = any(image.get_width() > step - 4 for image in heads) or \
            total_w / 2 > col_total - cat_x1
        table = pygame.Rect(left, top, width, header_h + sum(heights) + 16)
        theme.panel(surface, table, theme.PANEL, band=False)
        y = table.y + 10
        theme.text(surface, _("Place"), (left + 24, y + 12), 18, theme.TEXT_DIM, "bold", ui=True)
        theme.text(surface, _("Player"), (col_name, y + 12), 18, theme.TEXT_DIM, "bold",
                   max_width=cat_x0 - col_name - 16, ui=True)
        for i, image in enumerate(heads):
            surface.blit(image, image.get_rect(midtop=(cat_x0 + step * i + step / 2, y)))
        theme.text(surface, _("Total"), (col_total, y + 12), 18, theme.ACCENT, "bold",
                   anchor="midtop", ui=True)
        highest = max([abs(v) for v in result.scores] + [1])
        ry = table.y + header_h + 4
        self.row_boxes = []
        for row, ((place, seat), h) in enumerate(zip(rows, heights)):
            if row % 2 == 0:
                gfx.draw.rect(surface, theme.PANEL_HI, (left + 8, ry - 6, width - 16, h - 4),
                              border_radius=8)
            boxes = [("place", theme.text(surface, place, (left + 24, ry + 4), 22, theme.TEXT,
                                          "bold", max_width=place_w, ui=True))]
            theme.draw_seat_badge(surface, seat, (badge_x, ry + 18), BADGE_R)
            boxes.append(("badge", pygame.Rect(badge_x - BADGE_R, ry + 18 - BADGE_R,
                                               2 * BADGE_R, 2 * BADGE_R)))
            bot = self.match.is_bot(seat)
            boxes.append(("name", theme.text(
                surface, (_("{name} (bot)").format(name=names[seat]) if bot else names[seat]),
                (col_name, ry + 4), 22, theme.seat_text_color(seat), "bold",
                max_width=cat_x0 - col_name - 16, ui=True)))
            entry = result.breakdown[seat] if seat < len(result.breakdown) else {}
            for i, cat in enumerate(cats):
                value = entry.get(cat, "")
                shown = f"{value:+d}" if isinstance(value, int) and value < 0 else str(value)
                rect = theme.text(surface, shown, (cat_x0 + step * i + step / 2, ry + 4), 22,
                                  theme.TEXT, anchor="midtop", max_width=max(30, int(step) - 8),
                                  ui=True)
                boxes.append((cat, rect))
                why = result.why(seat, cat)
                if why:
                    gfx.draw.line(surface, theme.TEXT_DIM, (rect.x, rect.bottom),
                                  (rect.right, rect.bottom), 1)
                    self.cells.append((rect.inflate(24, 8), seat, cat))
            score = result.scores[seat]
            total = theme.text(surface, str(score), (col_total, ry), 28, theme.ACCENT, "bold",
                               anchor="midtop", ui=True)
            boxes.append(("total", total))
            # the bar starts past the total, however many digits it has
            bar_x = max(col_total + 44, total.right + 10)
            bar_w = int(min(100, left + width - 16 - bar_x) * max(0, score) / highest)
            if bar_w > 0:
                bar = pygame.Rect(bar_x, ry + 10, bar_w, 18)
                gfx.draw.rect(surface, theme.seat_color(seat), bar, border_radius=4)
                boxes.append(("bar", bar))
            detail = self.details_text(seat)
            if detail:
                image = theme.render(detail, 18, theme.TEXT_DIM, wrap=detail_w, ui=True)
                surface.blit(image, (col_name, ry + line_h))
                boxes.append(("details", image.get_rect(topleft=(col_name, ry + line_h))))
            self.row_boxes.append(boxes)
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
            gui.move(button, (x, 820))
            x += 255

    def draw_hover(self, surface) -> None:
        tip = self.hover_text(self.mouse)
        if tip:
            theme.tip(surface, tip, self.mouse, min(theme.ui(460), 900))

    def hover_text(self, pos) -> str | None:
        """The arithmetic behind the number under `pos`, or the round under it on the chart."""
        for rect, seat, key in self.cells:
            if rect.collidepoint(pos):
                why = self.result.why(seat, key)
                return "{}: {}".format(self.match.names[seat], self.words(why)) if why else None
        if self.chart is not None:
            return self.chart.describe(pos, self.match.names)
        return None
