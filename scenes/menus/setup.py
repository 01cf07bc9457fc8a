"""New-game setup: 2-6 seats (a person or a bot level each), the game's variants in groups that
scroll, presets, a seed; the last choices per game are remembered in the settings file.

The values a variant may take follow the table live (player count, who is human); every list
is a `choices` drop-down whose rows are hit exactly where they are drawn."""
from __future__ import annotations

import time
from functools import lru_cache

import pygame
from scenes import gfx

import saves
from rules.core import ManyOf
from rules.core.text import TextError
from saves import Seat, Setup

from .. import gui, theme
from ..base import Scene
from ..focus import Focusable
from ..i18n import N_, _, ngettext, tr
from ..table.match import open_match
from .widgets import draw_box

HUMAN = "human"
# the words GameDef.value_label gives yes/no variants, translated where they are shown
BOOL_WORDS = (N_("on"), N_("off"))
LEFT = pygame.Rect(60, 130, 720, 660)
RIGHT = pygame.Rect(820, 130, 720, 660)
SEAT_Y, SEAT_STEP = 250, 74
GROUP_H, ROW_H, LINE_H = 44, 72, 22
VALUE_X, VALUE_W = 372, 290            # the value box inside a variant row
SEAT_BOX_W = 310
DESCRIPTION = pygame.Rect(RIGHT.x + 24, RIGHT.bottom - 84, RIGHT.w - 48, 72)   # the hover help


def default_name(kind: str, seat: int) -> str:
    return (_("Player {n}") if kind == HUMAN else _("Bot {n}")).format(n=seat + 1)


def is_default_name(name: str, seat: int) -> bool:
    n = seat + 1
    return name in (f"Player {n}", f"Bot {n}", default_name(HUMAN, seat),
                    default_name("bot", seat))


class SetupScene(Scene):
    name = "setup"

    def __init__(self, game):
        super().__init__()
        self.game = game
        self.count = min(max(game.min_players, 3 if game.max_players >= 3 else 2),
                         game.max_players)
        level = "simple" if "simple" in game.bots else game.bot_levels()[0]
        self.kinds = [HUMAN] + [level] * (game.max_players - 1)
        self.names = [default_name(k, i) for i, k in enumerate(self.kinds)]
        self.variants = game.default_variants(self.count, self.humans())
        self.scroll = 0
        self.hover = None            # what the pointer is over: ("variant", name), ("seat", i)
        self.pointer = (0, 0)
        self.error = ""
        self.entries: list = []
        self.count_buttons: dict = {}
        self.preset_buttons: dict = {}
        self.seed_text = ""

    # -- the table --
    def humans(self) -> list[bool]:
        return [kind == HUMAN for kind in self.kinds[:self.count]]

    def allowed(self, name: str):
        return self.game.allowed_values(name, self.count, self.humans())

    def refit_variants(self) -> None:
        """Keep every variant within what this table allows (player count, people)."""
        defaults = self.game.default_variants(self.count, self.humans())
        for name in self.game.variants:
            allowed = self.allowed(name)
            if self.variants.get(name) not in allowed:
                self.variants[name] = defaults[name]

    # -- remembered choices --
    def remember(self) -> None:
        memory = self.app.settings.setdefault("setup", {})
        memory[self.game.id] = {"count": self.count, "kinds": list(self.kinds),
                                "names": list(self.names), "variants": dict(self.variants)}
        saves.keep_settings(self.app.settings)

    def recall(self) -> None:
        """The choices of the last game started from here; anything no longer valid is left
        at its default."""
        memory = (self.app.settings.get("setup") or {}).get(self.game.id)
        if not isinstance(memory, dict):
            return
        count = memory.get("count")
        if isinstance(count, int) and self.game.min_players <= count <= self.game.max_players:
            self.count = count
        for seat, kind in enumerate(memory.get("kinds", [])[:self.game.max_players]):
            if kind == HUMAN or kind in self.game.bots:
                self.kinds[seat] = kind
        for seat, name in enumerate(memory.get("names", [])[:self.game.max_players]):
            if isinstance(name, str) and name.strip() and not saves.name_problem(name):
                self.names[seat] = name
        for name, value in (memory.get("variants") or {}).items():
            if name in self.game.variants:
                try:
                    self.game.check_variants({name: value}, self.count, self.humans())
                except (ValueError, TypeError):
                    continue
                self.variants[name] = value
        self.refit_variants()

    # -- widgets --
    def enter(self) -> None:
        self.recall()
        self.build()

    def relabel(self) -> None:
        self.read_seats()
        self.ui.clear_and_reset()
        self.build()

    def build(self) -> None:
        self.count_buttons = {}
        for i, n in enumerate(range(self.game.min_players, self.game.max_players + 1)):
            self.count_buttons[self.button((LEFT.x + 220 + i * 66, LEFT.y + 50, 56, 46), str(n),
                                           "#count")] = n
        self.preset_buttons = {}
        # the buttons after the "Presets:" label, however long it is in this language
        x = max(RIGHT.x + 150, RIGHT.x + 46 + theme.font(20, ui=True).size(_("Presets:"))[0])
        for preset in self.game.presets:
            title = _(self.game.preset_titles.get(preset, preset))
            w = theme.font(20, ui=True).size(title)[0] + 36
            self.preset_buttons[self.button((x, RIGHT.y + 52, w, 42), title, "#toggle")] = preset
            x += w + 10
        self.seed = gui.text_entry(self.ui, (LEFT.x + 420, LEFT.bottom - 70, 270, 48))
        self.seed.set_allowed_characters("numbers")
        self.seed.set_text_length_limit(18)
        self.seed.set_text(self.seed_text)
        self.back = self.button((40, 830, 180, 50), _("Back"))
        self.start = self.button((1290, 820, 270, 60), _("Start game"), "#primary")
        self.build_seats()
        self.mark_presets()

    def build_seats(self) -> None:
        for entry in self.entries:
            entry.kill()
        self.entries = []
        for seat in range(self.count):
            entry = gui.text_entry(self.ui, (LEFT.x + 70, self.seat_y(seat), 290, 48))
            entry.set_text_length_limit(24)
            entry.set_text(self.names[seat])
            self.entries.append(entry)
        for button, n in self.count_buttons.items():
            button.select() if n == self.count else button.unselect()

    def mark_presets(self) -> None:
        for button, preset in self.preset_buttons.items():
            values = self.game.presets[preset]
            same = all(self.variants.get(k) == v for k, v in values.items())
            button.select() if same else button.unselect()

    # -- geometry (hit boxes are the drawn boxes) --
    def kind_box(self, seat: int) -> pygame.Rect:
        return pygame.Rect(LEFT.x + 380, self.seat_y(seat), SEAT_BOX_W, 48)

    def seat_y(self, seat: int) -> int:
        return SEAT_Y + seat * self.seat_rows()[0]

    def seat_rows(self) -> tuple:
        """(the step from seat to seat, the size of the help line under a seat): the help line
        grows with the UI scale as far as every seat's row and help still fit above the seed
        (never smaller than at 100 %)."""
        return _seat_rows(self.count, theme.ui(18), gfx.scale())

    @property
    def viewport(self) -> pygame.Rect:
        top = RIGHT.y + 112 if self.game.presets else RIGHT.y + 60
        bottom = self.description_rect().y - 12
        return pygame.Rect(RIGHT.x + 16, top, RIGHT.w - 32, bottom - top)

    @staticmethod
    def description_rect() -> pygame.Rect:
        """The hover help's strip: DESCRIPTION (three lines), taller for larger text."""
        extra = max(0, 3 * theme.font(18, ui=True).get_linesize() - DESCRIPTION.h)
        return DESCRIPTION.inflate(0, extra).move(0, -extra // 2)

    @staticmethod
    def row_h() -> int:
        """A variant's row: ROW_H, taller for a larger UI scale's title and help lines."""
        return max(ROW_H, SetupScene.help_y() + theme.font(18, ui=True).get_linesize() + 12)

    @staticmethod
    def help_y() -> int:
        """Where a variant's one-line help starts, under its title."""
        return max(38, 14 + theme.font(20, "bold", ui=True).get_linesize())

    @staticmethod
    def group_h() -> int:
        return max(GROUP_H, theme.font(20, "bold", ui=True).get_linesize() + 20)

    def rows(self) -> list:
        """(kind, name or title, rect in content coordinates) for every group and variant."""
        out, y = [], 0
        groups = self.game.variant_groups or [("", list(self.game.variants))]
        seen = set()
        for title, names in groups:
            if title:
                out.append(("group", title, pygame.Rect(0, y, self.viewport.w, self.group_h())))
                y += self.group_h()
            for name in names:
                seen.add(name)
                h = self.row_h()
                if isinstance(self.variants[name], list):
                    h += theme.render(self.many_text(name), 18, wrap=self.viewport.w - 40,
                                      ui=True).get_height() + 4
                out.append(("variant", name, pygame.Rect(0, y, self.viewport.w, h)))
                y += h
        for name in self.game.variants:          # variants no group lists still show
            if name not in seen:
                out.append(("variant", name, pygame.Rect(0, y, self.viewport.w, self.row_h())))
                y += self.row_h()
        return out

    def many_text(self, name: str) -> str:
        return ", ".join(_(self.game.value_label(name, v)) for v in self.variants[name])

    def content_height(self) -> int:
        rows = self.rows()
        return rows[-1][2].bottom if rows else 0

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.viewport.h)

    def on_screen(self, rect: pygame.Rect) -> pygame.Rect:
        return rect.move(self.viewport.x, self.viewport.y - self.scroll)

    def value_box(self, name: str) -> pygame.Rect | None:
        """Where variant `name`'s value box is on the screen (None when scrolled out of view)."""
        for kind, key, rect in self.rows():
            if kind == "variant" and key == name:
                box = self.on_screen(pygame.Rect(VALUE_X, rect.y + 10, VALUE_W, 48))
                return box if self.viewport.contains(box) else None
        return None

    def drawn_box(self, name: str) -> pygame.Rect:
        """Where variant `name`'s value box is drawn now, cut by the viewport's edge or not."""
        rect = next(r for kind, key, r in self.rows() if kind == "variant" and key == name)
        return self.on_screen(pygame.Rect(VALUE_X, rect.y + 10, VALUE_W, 48))

    def scroll_to(self, name: str) -> None:
        for kind, key, rect in self.rows():
            if kind == "variant" and key == name:
                if rect.y < self.scroll:
                    self.scroll = rect.y
                elif rect.bottom > self.scroll + self.viewport.h:
                    self.scroll = rect.bottom - self.viewport.h
        self.scroll = max(0, min(self.scroll, self.max_scroll()))

    def variant_at(self, pos) -> str | None:
        if not self.viewport.collidepoint(pos):
            return None
        for kind, key, rect in self.rows():
            if kind == "variant" and self.on_screen(rect).collidepoint(pos):
                return key
        return None

    # -- what the boxes offer --
    def seat_items(self) -> list:
        items = [(HUMAN, _("Person"), _("Plays at this screen"))]
        for level in self.game.bot_levels():
            help_ = self.game.bot_help.get(level, "")
            items.append((level, _("Bot: {level}").format(level=_(self.game.bot_title(level))),
                          _(help_) if help_ else ""))
        return items

    def kind_label(self, kind: str) -> str:
        return next(name for value, name, _h in self.seat_items() if value == kind)

    def kind_help(self, kind: str) -> str:
        return next(help_ for value, _n, help_ in self.seat_items() if value == kind)

    def value_items(self, name: str) -> list:
        helps = self.game.value_help.get(name, {})
        return [(v, _(self.game.value_label(name, v)), _(helps[str(v)]) if str(v) in helps
                 else "") for v in self.allowed(name)]

    def value_text(self, name: str) -> str:
        value = self.variants[name]
        if isinstance(value, list):
            return ngettext("Choose… ({n} chosen)", "Choose… ({n} chosen)",
                            len(value)).format(n=len(value))
        return _(self.game.value_label(name, value))

    def fixed(self, name: str) -> bool:
        """Only one value is possible at this table: the box cannot open."""
        allowed = self.allowed(name)
        return not isinstance(allowed, ManyOf) and len(tuple(allowed)) <= 1

    # -- reacting --
    def on_button(self, element) -> None:
        if element in self.count_buttons:
            self.read_seats()
            self.count = self.count_buttons[element]
            self.refit_variants()
            self.build_seats()
            self.mark_presets()
        elif element in self.preset_buttons:
            self.apply_preset(self.preset_buttons[element])
        elif element is self.back:
            self.app.pop()
        elif element is self.start:
            self.launch()

    def apply_preset(self, preset: str) -> None:
        self.variants = {**self.game.default_variants(self.count, self.humans()),
                         **self.game.presets[preset]}
        self.refit_variants()
        self.mark_presets()

    def set_kind(self, seat: int, kind: str) -> None:
        self.read_seats()
        if is_default_name(self.names[seat], seat):
            self.names[seat] = default_name(kind, seat)
            self.entries[seat].set_text(self.names[seat])
        self.kinds[seat] = kind
        self.refit_variants()
        self.mark_presets()

    def set_variant(self, name: str, value) -> None:
        self.variants[name] = value
        self.refit_variants()
        self.mark_presets()

    def open_variant(self, name: str) -> None:
        allowed = self.game.variants[name][0]
        if isinstance(allowed, ManyOf):
            self.app.go("many_of", game=self.game, name=name, allowed=allowed,
                        value=self.variants[name],
                        on_done=lambda value, n=name: self.set_variant(n, value))
        elif not self.fixed(name):
            self.app.go("choices", anchor=self.value_box(name) or self.drawn_box(name),
                        items=self.value_items(name),
                        current=self.variants[name],
                        on_pick=lambda value, n=name: self.set_variant(n, value))

    def open_kind(self, seat: int) -> None:
        self.app.go("choices", anchor=self.kind_box(seat), items=self.seat_items(),
                    current=self.kinds[seat], on_pick=lambda kind, s=seat: self.set_kind(s, kind))

    def focus_items(self) -> list:
        """Tab order: how many, each seat (name, kind), the seed, presets, variants, Start, Back."""
        widgets = {item.key: item for item in super().focus_items()}
        order = [widgets.get(b) for b in self.count_buttons]
        for seat, entry in enumerate(self.entries):
            order.append(widgets.get(entry))
            order.append(Focusable(("seat", seat), self.kind_box(seat),
                                   lambda s=seat: self.open_kind(s),
                                   reveal=lambda s=seat: setattr(self, "hover", ("seat", s))))
        order.append(widgets.get(self.seed))
        order += [widgets.get(b) for b in self.preset_buttons]
        for kind, name, _rect in self.rows():
            if kind == "variant":
                order.append(Focusable(("variant", name), self.drawn_box(name),
                                       lambda n=name: self.open_variant(n),
                                       reveal=lambda n=name: self.show_variant(n)))
        order += [widgets.get(self.start), widgets.get(self.back)]
        return [item for item in order if item is not None]

    def show_variant(self, name: str) -> None:
        """A variant reached by Tab comes into view with its description."""
        self.scroll_to(name)
        self.hover = ("variant", name)

    def handle(self, event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            self.hover = self.hovered(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            if self.viewport.collidepoint(self.pointer):
                self.scroll = max(0, min(self.scroll - 48 * event.y, self.max_scroll()))
                return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            step = -48 if event.button == 4 else 48
            self.scroll = max(0, min(self.scroll + step, self.max_scroll()))
            return True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for seat in range(self.count):
                if self.kind_box(seat).collidepoint(event.pos):
                    self.open_kind(seat)
                    return True
            name = self.variant_at(event.pos)
            if name and self.drawn_box(name).collidepoint(event.pos):
                self.scroll_to(name)          # a box cut by the edge comes into view first
                self.open_variant(name)
                return True
        return False

    def hovered(self, pos):
        for seat in range(self.count):
            if self.kind_box(seat).collidepoint(pos):
                return ("seat", seat)
        name = self.variant_at(pos)
        return ("variant", name) if name else None

    def read_seats(self) -> None:
        for seat, entry in enumerate(self.entries):
            self.names[seat] = entry.get_text().strip() or default_name(self.kinds[seat], seat)
        if self._ui is not None and getattr(self, "seed", None) is not None:
            self.seed_text = self.seed.get_text().strip()

    def make_setup(self) -> Setup:
        self.read_seats()
        seats = [Seat(self.names[s], "human") if self.kinds[s] == HUMAN
                 else Seat(self.names[s], "bot", self.kinds[s]) for s in range(self.count)]
        seed = int(self.seed_text) % (2 ** 63) if self.seed_text else time.time_ns() % (2 ** 31)
        return Setup(self.game.id, seats, seed, dict(self.variants))

    def launch(self) -> None:
        setup = self.make_setup()
        names = [s.name for s in setup.seats]
        if len(set(names)) != len(names):
            self.error = _("Give every player a different name.")
            return
        self.remember()
        try:
            open_match(self.app, setup)
        except TextError as exc:         # e.g. a board map that cannot be read
            self.error = _("Cannot start the game: {reason}").format(reason=tr(exc.text))
        except (ValueError, OSError) as exc:
            self.error = str(exc)

    # -- drawing --
    def draw(self, surface) -> None:
        self.draw_page(surface, _(self.game.title), _("New game"), until=LEFT.y)
        theme.panel(surface, LEFT, theme.PANEL)
        theme.panel(surface, RIGHT, theme.PANEL)
        self.draw_seats(surface)
        self.draw_options(surface)
        if self.error:
            theme.text(surface, self.error, (755, 855), 20, theme.BAD, anchor="center",
                       max_width=1000, ui=True)
        super().draw(surface)

    def draw_seats(self, surface) -> None:
        # the panels' headings keep their size: the rows under them hold the scale's room
        theme.text(surface, _("Players"), (LEFT.x + 30, LEFT.y + 16), 22, theme.TEXT, "bold",
                   max_width=LEFT.w - 60)
        theme.text(surface, _("How many:"), (LEFT.x + 30, LEFT.y + 73), 20, theme.TEXT_DIM,
                   anchor="midleft", max_width=180, ui=True)
        for seat in range(self.count):
            y = self.seat_y(seat)
            theme.draw_seat_badge(surface, seat, (LEFT.x + 38, y + 24), 14)
            box = self.kind_box(seat)
            draw_box(surface, box, self.kind_label(self.kinds[seat]),
                          self.hover == ("seat", seat))
            help_ = self.kind_help(self.kinds[seat])
            if help_:      # its size is already the UI scale's (seat_rows)
                theme.text(surface, help_, (LEFT.x + 70, y + 50), self.seat_rows()[1],
                           theme.TEXT_DIM, max_width=LEFT.w - 100)
        theme.text(surface, _("Seed (blank: a new shuffle)"), (LEFT.x + 400, LEFT.bottom - 46),
                   20, theme.TEXT, anchor="midright", max_width=360, ui=True)

    def draw_options(self, surface) -> None:
        theme.text(surface, _("Options"), (RIGHT.x + 30, RIGHT.y + 16), 22, theme.TEXT, "bold",
                   max_width=RIGHT.w - 60)
        if self.game.presets:
            theme.text(surface, _("Presets:"), (RIGHT.x + 30, RIGHT.y + 73), 20, theme.TEXT_DIM,
                       anchor="midleft", ui=True)
        if not self.game.variants:
            theme.text(surface, _("This game has no options."), (RIGHT.x + 30, RIGHT.y + 70), 20,
                       theme.TEXT_DIM, wrap=RIGHT.w - 60, ui=True)
            return
        view = self.viewport
        surface.set_clip(view)
        for kind, key, rect in self.rows():
            r = self.on_screen(rect)
            if not r.colliderect(view):
                continue
            if kind == "group":
                theme.text(surface, _(key), (r.x + 4, r.y + 12), 20, theme.ACCENT, "bold",
                           max_width=r.w - 28, ui=True)
                gfx.draw.line(surface, theme.PANEL_EDGE, (r.x, r.bottom - 4),
                              (r.right - 20, r.bottom - 4))
                continue
            hovered = self.hover == ("variant", key)
            if hovered:
                gfx.draw.rect(surface, theme.PANEL_HI, r.inflate(-4, -4), border_radius=8)
            theme.text(surface, _(self.game.variant_title(key)), (r.x + 14, r.y + 10), 20,
                       theme.TEXT, "bold", max_width=VALUE_X - 30, ui=True)
            help_ = self.game.variant_help.get(key)
            if help_:
                theme.text(surface, _(help_), (r.x + 14, r.y + self.help_y()), 18,
                           theme.TEXT_DIM, max_width=VALUE_X - 30, ui=True)
            box = pygame.Rect(r.x + VALUE_X, r.y + 10, VALUE_W, 48)
            draw_box(surface, box, self.value_text(key), hovered, not self.fixed(key))
            if isinstance(self.variants[key], list):
                theme.text(surface, self.many_text(key), (r.x + 14, r.y + self.row_h() - 4), 18,
                           theme.TEXT, wrap=view.w - 40, ui=True)
        surface.set_clip(None)
        if self.max_scroll():
            track = pygame.Rect(view.right - 8, view.y, 6, view.h)
            gfx.draw.rect(surface, theme.BG_DEEP, track, border_radius=3)
            knob_h = max(30, view.h * view.h // self.content_height())
            knob_y = view.y + (view.h - knob_h) * self.scroll // self.max_scroll()
            gfx.draw.rect(surface, theme.ACCENT, (track.x, knob_y, 6, knob_h),
                          border_radius=3)
        self.draw_description(surface)

    def draw_description(self, surface) -> None:
        """The whole help of what the pointer is over, in its own strip under the options."""
        strip = self.description_rect()
        gfx.draw.line(surface, theme.PANEL_EDGE, (strip.x, strip.y - 6),
                      (strip.right, strip.y - 6))
        words = self.description()
        size = theme.block_size(words, 18, "regular", strip.w, strip.h)
        image = theme.render(words, size, theme.TEXT, wrap=strip.w)
        surface.blit(image, strip.topleft, pygame.Rect(0, 0, strip.w, strip.h))

    def description(self) -> str:
        words = _("Point at an option to see what it does.")
        if self.hover and self.hover[0] == "variant":
            name = self.hover[1]
            words = _(self.game.variant_help.get(name, "")) or _(self.game.variant_title(name))
            if self.fixed(name):
                words += " " + _("At this table it can only be: {value}.").format(
                    value=self.value_text(name))
        elif self.hover and self.hover[0] == "seat":
            words = self.kind_help(self.kinds[self.hover[1]]) or words
        return words


@lru_cache(maxsize=64)
def _seat_rows(count: int, largest: int, _k: float) -> tuple:
    bottom = LEFT.bottom - 70           # the seed's row
    for size in range(largest, 17, -1):
        line = theme.font(size).get_linesize()
        step = max(SEAT_STEP, 52 + line)
        if SEAT_Y + (count - 1) * step + 52 + line <= bottom:
            return step, size
    return SEAT_STEP, 18
