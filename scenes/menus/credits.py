"""Credits as a page for players: the games and the people who made them first, then what this
program is, then the fonts and icons it ships with their licences and makers."""
from __future__ import annotations

import re

import pygame
from scenes import gfx

import rules

from .. import theme
from ..base import Scene
from ..games import ICON_FOR
from ..i18n import _, list_join, ngettext

CARD_W, CARD_H, GAP = 440, 128, 20


def icon_makers() -> list[tuple[str, int]]:
    """(author, number of icons) from the credits file's list of icon makers, most first."""
    try:
        text = (theme.ASSETS / "CREDITS.md").read_text(encoding="utf-8")
    except OSError:
        return []
    found = re.findall(r"^- \*\*(.+?)\*\* \((\d+)\):", text, flags=re.MULTILINE)
    return sorted(((name, int(n)) for name, n in found), key=lambda x: -x[1])


class CreditsScene(Scene):
    name = "credits"

    def enter(self) -> None:
        self.build()

    def relabel(self) -> None:
        self.ui.clear_and_reset()
        self.build()

    def build(self) -> None:
        self.back = self.button((700, 830, 200, 54), _("Back"), "#primary")

    def on_button(self, element) -> None:
        if element is self.back:
            self.app.pop()

    def game_cards(self) -> list:
        games = [g for g in rules.GAMES.values()]
        cols = min(3, max(1, len(games)))
        x0 = (theme.SCREEN[0] - (cols * CARD_W + (cols - 1) * GAP)) // 2
        return [(pygame.Rect(x0 + (i % cols) * (CARD_W + GAP), 150 + (i // cols) * (CARD_H + GAP),
                             CARD_W, CARD_H), i, g) for i, g in enumerate(games)]

    def game_lines(self, game) -> list[str]:
        lines = []
        if game.designers:
            lines.append(_("Designed by {names}").format(names=list_join(list(game.designers))))
        if game.publisher:
            lines.append(_("Published by {publisher}, {year}").format(
                publisher=game.publisher, year=game.year) if game.year else
                _("Published by {publisher}").format(publisher=game.publisher))
        return lines

    def draw(self, surface) -> None:
        self.draw_page(surface, _("Credits"), _("The games on this shelf and the people who made "
                                                "them"))
        bottom = 150
        for rect, i, game in self.game_cards():
            color = theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)]
            theme.panel(surface, rect, theme.PANEL)
            emblem = pygame.Rect(rect.x + 16, rect.y + 16, 72, 72)
            gfx.draw.rect(surface, theme.shade(color, 0.45), emblem, border_radius=12)
            theme.blit_icon(surface, ICON_FOR.get(game.id, "deck"), emblem.center, 56,
                            theme.shade(color, 1.4))
            x = emblem.right + 16
            theme.text(surface, _(game.title), (x, rect.y + 16), 24, theme.TEXT, "bold",
                       max_width=rect.right - x - 12)
            y = rect.y + 52
            for line in self.game_lines(game):
                y = theme.text(surface, line, (x, y), 18, color,
                               wrap=rect.right - x - 12).bottom + 2
            bottom = max(bottom, rect.bottom)
        y = bottom + 30
        paragraphs = [
            (_("About gameshelf"),
             _("gameshelf lets you play these board games at one screen, against bots or with "
               "friends taking turns. The rules were written from the published rulebooks; "
               "this is an unofficial program, not made or endorsed by the designers or "
               "publishers. Buy the boxes: they are better at a table.")),
            (_("Letters"),
             _("DejaVu fonts (Bitstream Vera licence; DejaVu changes in the public domain).")),
        ]
        makers = icon_makers()
        if makers:
            named = list_join([ngettext("{name} ({n} icon)", "{name} ({n} icons)", n).format(
                name=name, n=n) for name, n in makers])
            paragraphs.append((_("Pictures"),
                               _("Icons from game-icons.net under CC BY 3.0, made by {makers}.")
                               .format(makers=named)))
        for heading, body in paragraphs:
            theme.text(surface, heading, (180, y), 22, theme.ACCENT, "bold")
            y += 32
            image = theme.render(body, 18, theme.TEXT, wrap=1240)
            surface.blit(image, (180, y), pygame.Rect(0, 0, 1240, max(0, 810 - y)))
            y += image.get_height() + 18
        super().draw(surface)
