"""New-game setup: player count, each seat human or bot (with a level), every variant, a seed."""
from __future__ import annotations

import time

import pygame
import pygame_gui

from rules.core import ManyOf
from saves import Seat, Setup

from .. import theme
from ..base import Scene
from ..match import open_match

HUMAN = "Human"


def bot_label(level: str) -> str:
    return f"Bot: {level}"


def summary(game, name: str, value) -> str:
    """What a variant's button or drop-down shows."""
    if isinstance(value, list):
        return f"{len(value)} chosen"
    return game.value_label(name, value)


class SetupScene(Scene):
    name = "setup"

    def __init__(self, game):
        super().__init__()
        self.game = game
        self.count = min(max(game.min_players, 3 if game.max_players >= 3 else 2),
                         game.max_players)
        self.kinds = [HUMAN] + [bot_label("simple" if "simple" in game.bots else
                                          next(iter(game.bots)))] * (game.max_players - 1)
        self.names = [f"Player {i + 1}" if i == 0 else f"Bot {i + 1}"
                      for i in range(game.max_players)]
        self.variants = game.default_variants()
        self.seat_widgets: list = []
        self.variant_widgets: dict = {}
        self.count_buttons: dict = {}
        self.error = ""

    # -- building the form --
    def enter(self) -> None:
        for n in range(self.game.min_players, self.game.max_players + 1):
            i = n - self.game.min_players
            self.count_buttons[self.button((140 + i * 72, 200, 62, 48), str(n), "#count")] = n
        self.seed = pygame_gui.elements.UITextEntryLine(pygame.Rect(1220, 660, 240, 48), self.ui,
                                                        placeholder_text="random")
        self.seed.set_allowed_characters("numbers")
        self.seed.set_text_length_limit(18)
        self.back = self.button((40, 830, 180, 50), "Back")
        self.start = self.button((1290, 820, 270, 60), "Start game", "#primary")
        self.build_seats()
        self.build_variants()

    def build_seats(self) -> None:
        for entry, drop in self.seat_widgets:
            entry.kill()
            drop.kill()
        self.seat_widgets = []
        choices = [HUMAN] + [bot_label(level) for level in self.game.bots]
        for seat in range(self.count):
            y = 290 + seat * 62
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(180, y, 300, 48), self.ui)
            entry.set_text_length_limit(24)
            entry.set_text(self.names[seat])
            drop = pygame_gui.elements.UIDropDownMenu(choices, self.kinds[seat],
                                                      pygame.Rect(500, y, 240, 48), self.ui)
            self.seat_widgets.append((entry, drop))
        for button, n in self.count_buttons.items():
            button.select() if n == self.count else button.unselect()

    def build_variants(self) -> None:
        y = 200
        for name, (allowed, default) in self.game.variants.items():
            rect = pygame.Rect(1100, y, 380, 48)
            value = self.variants[name]
            if isinstance(allowed, ManyOf):
                widget = self.button(rect, f"Choose ({summary(self.game, name, value)})…",
                                     tooltip=self.game.value_label(name, value))
            else:
                options = [self.game.value_label(name, v) for v in allowed]
                widget = pygame_gui.elements.UIDropDownMenu(
                    options, self.game.value_label(name, value), rect, self.ui)
            self.variant_widgets[widget] = name
            y += 62

    # -- reacting --
    def on_button(self, element) -> None:
        if element in self.count_buttons:
            self.read_seats()
            self.count = self.count_buttons[element]
            self.build_seats()
        elif element is self.back:
            self.app.pop()
        elif element is self.start:
            self.launch()
        elif element in self.variant_widgets:
            name = self.variant_widgets[element]
            allowed = self.game.variants[name][0]
            self.app.push(ManyOfScene(self.game, name, allowed, self.variants[name],
                                      lambda value, n=name, b=element: self.set_many(n, b, value)))

    def set_many(self, name, button, value) -> None:
        self.variants[name] = value
        button.set_text(f"Choose ({summary(self.game, name, value)})…")
        button.set_tooltip(self.game.value_label(name, value))

    def on_widget(self, event) -> None:
        name = self.variant_widgets.get(event.ui_element)
        if name is not None:
            allowed = self.game.variants[name][0]
            for value in allowed:
                if self.game.value_label(name, value) == event.text:
                    self.variants[name] = value
        for seat, (entry, drop) in enumerate(self.seat_widgets):
            if event.ui_element is drop:
                was_default = self.names[seat] in (f"Player {seat + 1}", f"Bot {seat + 1}")
                self.kinds[seat] = event.text
                if was_default:
                    self.names[seat] = (f"Player {seat + 1}" if event.text == HUMAN
                                        else f"Bot {seat + 1}")
                    entry.set_text(self.names[seat])

    def read_seats(self) -> None:
        for seat, (entry, drop) in enumerate(self.seat_widgets):
            self.names[seat] = entry.get_text().strip() or f"Player {seat + 1}"
            self.kinds[seat] = drop.selected_option[0] if isinstance(drop.selected_option, tuple) \
                else drop.selected_option

    def make_setup(self) -> Setup:
        self.read_seats()
        seats = []
        for seat in range(self.count):
            kind = self.kinds[seat]
            if kind == HUMAN:
                seats.append(Seat(self.names[seat], "human"))
            else:
                seats.append(Seat(self.names[seat], "bot", kind.split(": ", 1)[1]))
        text = self.seed.get_text().strip()
        seed = int(text) % (2 ** 63) if text else time.time_ns() % (2 ** 31)
        return Setup(self.game.id, seats, seed, dict(self.variants))

    def launch(self) -> None:
        setup = self.make_setup()
        names = [s.name for s in setup.seats]
        if len(set(names)) != len(names):
            self.error = "Give every player a different name."
            return
        try:
            open_match(self.app, setup)
        except (ValueError, OSError) as exc:
            self.error = str(exc)

    def draw(self, surface) -> None:
        self.draw_page(surface, self.game.title, "New game")
        theme.panel(surface, (100, 150, 700, 580), theme.PANEL)
        theme.panel(surface, (840, 150, 680, 580), theme.PANEL)
        theme.text(surface, "Players", (140, 164), 22, theme.TEXT, "bold")
        for seat in range(self.count):
            y = 290 + seat * 62 + 24
            theme.draw_seat_badge(surface, seat, (150, y), 14)
        theme.text(surface, "Options", (880, 164), 22, theme.TEXT, "bold")
        y = 224
        for name in self.game.variants:
            theme.text(surface, self.game.variant_title(name), (1080, y), 20, theme.TEXT,
                       anchor="midright", max_width=200)
            y += 62
        if not self.game.variants:
            theme.text(surface, "This game has no variants.", (880, 210), 20, theme.TEXT_DIM)
        theme.text(surface, "Seed (blank: a new shuffle)", (1200, 684), 20, theme.TEXT,
                   anchor="midright")
        if self.error:
            theme.text(surface, self.error, (800, 860), 20, theme.BAD, anchor="center")
        super().draw(surface)


class ManyOfScene(Scene):
    """Tick exactly `count` items (a custom kingdom, say)."""

    name = "many-of"

    def __init__(self, game, name, allowed: ManyOf, value, on_done):
        super().__init__()
        self.game = game
        self.title = game.title
        self.variant = name
        self.allowed = allowed
        self.chosen = list(value) if isinstance(value, list) else []
        self.on_done = on_done
        self.boxes: dict = {}

    def enter(self) -> None:
        cols = 4
        for i, item in enumerate(self.allowed.choices):
            r, c = divmod(i, cols)
            b = self.button((160 + c * 330, 160 + r * 56, 310, 48),
                            self.game.value_label(self.variant, item), "#toggle")
            if item in self.chosen:
                b.select()
            self.boxes[b] = item
        self.ok = self.button((1290, 820, 270, 60), "Use these", "#primary")
        self.cancel = self.button((40, 830, 180, 50), "Cancel")

    def on_button(self, element) -> None:
        if element in self.boxes:
            item = self.boxes[element]
            if item in self.chosen:
                self.chosen.remove(item)
                element.unselect()
            elif len(self.chosen) < self.allowed.count:
                self.chosen.append(item)
                element.select()
        elif element is self.ok and len(self.chosen) == self.allowed.count:
            self.on_done(list(self.chosen))
            self.app.pop()
        elif element is self.cancel:
            self.app.pop()

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop(), (0, 0))
        theme.text_shadowed(surface, f"{self.title}: {self.game.variant_title(self.variant)}",
                            (800, 60), 36, theme.ACCENT, anchor="center")
        theme.text(surface, f"Choose {self.allowed.count}: {len(self.chosen)} chosen", (800, 110),
                   22, theme.TEXT, anchor="center")
        super().draw(surface)
