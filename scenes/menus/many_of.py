"""Tick exactly `count` items of a list (Dominion's custom kingdom): each item with its one-line
help (a card's cost, types and text), the full text on hover, and a plain reason when no more
can be added."""
from __future__ import annotations

import pygame

from rules.core import ManyOf

from .. import theme
from ..base import BuiltScene
from ..focus import Focusable
from ..i18n import _, ngettext

AREA = pygame.Rect(80, 150, 1440, 610)
GAP = 12


class ManyOfScene(BuiltScene):
    name = "many-of"

    def __init__(self, game, name, allowed: ManyOf, value, on_done):
        super().__init__()
        self.game = game
        self.variant = name
        self.allowed = allowed
        self.chosen = list(value) if isinstance(value, list) else []
        self.on_done = on_done
        self.message = ""
        self.hover = None
        self.cells = self.layout()

    def help(self, item) -> str:
        text = self.game.value_help.get(self.variant, {}).get(str(item), "")
        return _(text) if text else ""

    def label(self, item) -> str:
        return _(self.game.value_label(self.variant, item))

    def layout(self) -> list:
        items = list(self.allowed.choices)
        cell_h = 116 if any(self.help(i) for i in items) else 56
        rows = max(1, (AREA.h + GAP) // (cell_h + GAP))
        cols = max(1, -(-len(items) // rows))
        rows = -(-len(items) // cols)
        w = (AREA.w - (cols - 1) * GAP) // cols
        return [(pygame.Rect(AREA.x + (i // rows) * (w + GAP), AREA.y + (i % rows) * (cell_h + GAP),
                             w, cell_h), item) for i, item in enumerate(items)]

    def build(self) -> None:
        self.ok = self.button((1290, 820, 270, 60), _("Use these"), "#primary")
        self.cancel = self.button((40, 830, 180, 50), _("Cancel"))

    def toggle(self, item) -> None:
        if item in self.chosen:
            self.chosen.remove(item)
            self.message = ""
        elif len(self.chosen) < self.allowed.count:
            self.chosen.append(item)
            self.message = ""
        else:
            self.message = _("{item} cannot be added: exactly {n} are chosen, so remove one "
                             "first.").format(item=self.label(item), n=self.allowed.count)

    def on_button(self, element) -> None:
        if element is self.ok:
            if len(self.chosen) == self.allowed.count:
                self.on_done(list(self.chosen))
                self.app.pop()
            else:
                missing = self.allowed.count - len(self.chosen)
                self.message = ngettext("Choose {n} more.", "Choose {n} more.",
                                        missing).format(n=missing)
        elif element is self.cancel:
            self.app.pop()

    def focus_items(self) -> list:
        cells = [Focusable(("item", item), rect, lambda i=item: self.toggle(i))
                 for rect, item in self.cells]
        return cells + super().focus_items()

    def handle(self, event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((item for rect, item in self.cells if rect.collidepoint(event.pos)),
                              None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, item in self.cells:
                if rect.collidepoint(event.pos):
                    self.toggle(item)
                    return True
        return False

    def draw(self, surface) -> None:
        self.draw_page(surface, f"{_(self.game.title)}: {_(self.game.variant_title(self.variant))}",
                       _("Choose {n}: {k} chosen").format(n=self.allowed.count,
                                                          k=len(self.chosen)), until=AREA.y)
        for rect, item in self.cells:
            chosen = item in self.chosen
            theme.panel(surface, rect, theme.PANEL_HI if item == self.hover else theme.PANEL,
                        radius=8, edge=theme.ACCENT if chosen else theme.PANEL_EDGE,
                        shadow=False)
            name_color = theme.ACCENT if chosen else theme.TEXT
            mark = "✓ " if chosen else ""
            theme.text(surface, mark + self.label(item), (rect.x + 10, rect.y + 8), 20,
                       name_color, "bold", max_width=rect.w - 20, ui=True)
            help_ = self.help(item)
            if help_:
                image = theme.render(help_, 18, theme.TEXT_DIM, wrap=rect.w - 20)
                area = pygame.Rect(0, 0, rect.w - 20, rect.h - 44)
                surface.blit(image, (rect.x + 10, rect.y + 38), area)
        if self.hover is not None and self.help(self.hover):
            theme.text(surface, f"{self.label(self.hover)}: {self.help(self.hover)}", (800, 772),
                       18, theme.TEXT, anchor="midtop", wrap=1400, ui=True)
        if self.message:
            theme.text(surface, self.message, (760, 845), 20, theme.BAD, anchor="center",
                       max_width=980, ui=True)
        super().draw(surface)
