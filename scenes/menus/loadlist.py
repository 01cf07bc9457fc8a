"""The load list: every save with its game's emblem, the players in their colours, how far it
got (for a finished game the winner and the scores) and when it was saved; filtered by game;
deleted after a question (never the autosave of the game being played). Broken files are
explained, and each save is checked completely in the background, a few per frame: one whose
moves do not lead to its position is marked and cannot be opened."""
from __future__ import annotations

import pygame
from scenes import gfx

import rules
import saves
from rules.core.text import T

from .. import gui, theme
from ..base import BuiltScene
from ..focus import Focusable
from ..games import ICON_FOR
from ..i18n import _, list_join, tr
from ..table.match import open_save
from .save_words import assisted, progress as progress_words

BOX = pygame.Rect(120, 180, 1360, 620)
FILTER_Y = 120                # the row of game filters, over the list
ROW_H, ROW_W = 84, 1210


def game_color(game_id) -> tuple:
    games = list(rules.GAMES)
    i = games.index(game_id) if game_id in games else 0
    return theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)]


class LoadScene(BuiltScene):
    name = "load"

    def __init__(self):
        super().__init__()
        self.message = ""
        self.rows: dict = {}          # row button -> SaveInfo
        self.deletes: dict = {}       # delete button -> SaveInfo
        self.filters: dict = {}       # filter button -> game id or None
        self.only = None              # the game shown, None for all
        self.infos: list = []
        self.unchecked: list = []     # saves still to verify completely

    # -- what is in play (its autosave is never offered for deletion) --
    def in_play(self) -> list:
        paths = []
        for scene in self.app.stack if self.app else []:
            session = getattr(getattr(scene, "match", None), "session", None)
            if getattr(session, "path", None) is not None:
                paths.append(session.path)
        return paths

    def enter(self) -> None:
        self.infos = saves.list_saves()
        self.unchecked = [i for i in self.infos if i.error is None]
        super().enter()

    def build(self) -> None:
        self.back = self.button((40, 830, 180, 50), _("Back"))
        self.filters = {}
        present = [g for g in rules.GAMES if any(i.game == g for i in self.infos)]
        x = BOX.x
        for game_id in [None] + present:
            title = _("All games") if game_id is None else _(rules.GAMES[game_id].title)
            w = theme.font(20, ui=True).size(title)[0] + 40
            b = self.button((x, FILTER_Y, w, 44), title, "#toggle")
            b.select() if game_id == self.only else b.unselect()
            self.filters[b] = game_id
            x += w + 10
        self.box = gui.scrolling_container(self.ui, BOX)
        self.fill()

    def shown(self) -> list:
        return [i for i in self.infos if self.only is None or i.game == self.only]

    @staticmethod
    def second_line_y() -> int:
        """Where a save row's second line (the players) starts, under the title line."""
        return max(44, 14 + theme.font(20, "bold", ui=True).get_linesize())

    @classmethod
    def row_h(cls) -> int:
        """A save's row: ROW_H, taller for a larger UI scale's two lines."""
        return max(ROW_H, cls.second_line_y() + theme.font(18, ui=True).get_linesize() + 20)

    def fill(self) -> None:
        for element in list(self.rows) + list(self.deletes):
            element.kill()
        self.rows, self.deletes = {}, {}
        protected = self.in_play()
        y, row_h = 0, self.row_h()
        for info in self.shown():
            b = gui.button(self.ui, (0, y, ROW_W, row_h - 6), "", "#saverow", str(info.path),
                           container=self.box)
            if info.error:
                b.disable()
            self.rows[b] = info
            if info.error is None and info.path not in protected:
                d = gui.button(self.ui, (ROW_W + 12, y + (row_h - 52) // 2, 110, 44), _("Delete"),
                               tooltip=_("Delete this save"), container=self.box)
                self.deletes[d] = info
            y += row_h
        gui.set_scrollable_area(self.box, (BOX.w - 20, max(y, 10)))
        if not self.infos:
            self.message = tr(saves.location_problem()) or _("No saved games yet.")

    # -- the keyboard: filters, then each save (open, delete), then Back --
    def focus_items(self) -> list:
        widgets = {item.key: item for item in super().focus_items()}
        order = [widgets.get(b) for b in self.filters]
        shown = self.shown()
        for button, info in self.rows.items():
            place = shown.index(info) if info in shown else 0
            for element in (button, *(d for d, i in self.deletes.items() if i is info)):
                if element in widgets:
                    order.append(Focusable(element, gui.rect_of(element),
                                           widgets[element].activate,
                                           reveal=lambda p=place: self.scroll_to(p)))
        order.append(widgets.get(self.back))
        return [item for item in order if item is not None]

    def scroll_to(self, place: int) -> None:
        """The save at `place` in the list comes into view."""
        bar = self.box.vert_scroll_bar
        total = max(1, len(self.shown()) * self.row_h())
        if bar is None:
            return
        top = bar.start_percentage * total
        y = place * self.row_h()
        if y < top or y + self.row_h() > top + BOX.h:
            bar.set_scroll_from_start_percentage(min(y / total, max(0.0, 1 - BOX.h / total)))

    # -- reacting --
    def on_button(self, element) -> None:
        if element is self.back:
            self.app.pop()
        elif element in self.filters:
            self.only = self.filters[element]
            for b, game_id in self.filters.items():
                b.select() if game_id == self.only else b.unselect()
            self.fill()
        elif element in self.deletes:
            info = self.deletes[element]
            self.app.go("confirm", question=_("Delete this save?"),
                        detail=f"{self.describe(info)}  ·  {info.path.name}",
                        yes=_("Delete"), on_yes=lambda i=info: self.delete(i))
        elif element in self.rows:
            error = open_save(self.app, self.rows[element].path)
            if error:
                self.message = error

    def delete(self, info) -> None:
        problem = saves.delete(info.path, protected=self.in_play())
        if problem:
            self.message = _("Could not delete {name}: {reason}").format(name=info.path.name,
                                                                      reason=tr(problem))
            return
        self.infos = [i for i in self.infos if i.path != info.path]
        self.message = _("Deleted {name}.").format(name=info.path.name)
        self.fill()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.unchecked:       # one complete check per frame keeps the list responsive
            info = self.unchecked.pop(0)
            problem = saves.verify(info.path)
            if problem:
                info.error = T("fails verification: {reason}", reason=problem)
                self.mark_failed(info)

    def mark_failed(self, info) -> None:
        """Disable the save's row where it is: rebuilding the list would swallow a click that
        is under way on another row."""
        for button, row in self.rows.items():
            if row is info:
                button.disable()
        for button, row in list(self.deletes.items()):
            if row is info:
                button.kill()
                del self.deletes[button]

    # -- drawing --
    def describe(self, info) -> str:
        progress = assisted(info, progress_words(info))
        return f"{_(info.title)} — {progress}" if progress else _(info.title)

    def status(self, info) -> str:
        if info.over:
            winners = list_join(info.winners)
            return assisted(info, (_("Finished: {names} won") if len(info.winners) == 1 else
                                        _("Finished: {names} shared the win")).format(
                                            names=winners))
        return assisted(info, progress_words(info))

    def draw(self, surface) -> None:
        self.draw_page(surface, _("Load a game"),
                       _("Saves folder: {path}").format(path=saves.saves_dir()), until=FILTER_Y)
        if self.message:
            theme.text(surface, self.message, (820, 855), 20, theme.BAD, anchor="center",
                       max_width=1000, ui=True)
        super().draw(surface)
        box = gui.rect_of(self.box)
        surface.set_clip(box)
        for button, info in self.rows.items():
            row = gui.rect_of(button)
            if row.colliderect(box):
                self.draw_row(surface, row, info)
        surface.set_clip(None)

    def draw_row(self, surface, rect, info) -> None:
        if info.error:
            theme.text(surface, f"⚠ {info.path.name}", (rect.x + 20, rect.y + 10), 20,
                       theme.BAD, "bold", max_width=rect.w - 40, ui=True)
            theme.text(surface, _("Cannot be loaded: {reason}").format(reason=tr(info.error)),
                       (rect.x + 20, rect.y + self.second_line_y() - 2), 18, theme.TEXT_DIM,
                       max_width=rect.w - 40, ui=True)
            return
        color = game_color(info.game)
        emblem = pygame.Rect(rect.x + 10, rect.y + 7, 64, 64)
        gfx.draw.rect(surface, theme.shade(color, 0.45), emblem, border_radius=10)
        theme.blit_icon(surface, ICON_FOR.get(info.game, "deck"), emblem.center, 48,
                        theme.shade(color, 1.4))
        x = emblem.right + 16
        title = theme.text(surface, _(info.title), (x, rect.y + 8), 20, theme.TEXT, "bold",
                           max_width=300, ui=True)
        kind = _("Autosave") if info.autosave else _("Saved")
        when = theme.text(surface, f"{kind} {info.when}", (rect.right - 16, rect.y + 10), 18,
                          theme.TEXT_DIM, anchor="topright", max_width=rect.w // 3, ui=True)
        theme.text(surface, self.status(info), (title.right + 24, rect.y + 10), 18,
                   theme.ACCENT if info.over else theme.TEXT,
                   max_width=when.x - title.right - 40, ui=True)
        px = x
        for seat, (name, is_bot) in enumerate(info.players):
            line_y = rect.y + self.second_line_y()
            theme.draw_seat_badge(surface, seat, (px + 9, line_y + 10), 8)
            words = _("{name} (bot)").format(name=name) if is_bot else name
            if info.over and seat < len(info.scores):
                words += f": {info.scores[seat]}"
            drawn = theme.text(surface, words, (px + 22, line_y), 18,
                               theme.seat_text_color(seat), max_width=rect.right - px - 40, ui=True)
            px = drawn.right + 22
            if px > rect.right - 60:
                break
