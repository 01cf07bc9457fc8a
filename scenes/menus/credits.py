"""Credits as a page for players: the games and the people who made them first, then what this
program is, then the fonts and icons it ships with their licences and makers."""
from __future__ import annotations

import re

import pygame
from scenes import gfx

import rules

from .. import theme
from ..base import BuiltScene
from ..games import ICON_FOR
from ..i18n import _, list_join, ngettext

CARD_W, CARD_H, GAP = 440, 128, 20
CARDS_Y = 150
CARD_LINE_W = CARD_W - 16 - 72 - 16 - 12      # a card's lines, beside its emblem


def icon_makers() -> list[tuple[str, int]]:
    """(author, number of icons) from the credits file's list of icon makers, most first."""
    try:
        text = (theme.ASSETS / "CREDITS.md").read_text(encoding="utf-8")
    except OSError:
        return []
    found = re.findall(r"^- \*\*(.+?)\*\* \((\d+)\):", text, flags=re.MULTILINE)
    return sorted(((name, int(n)) for name, n in found), key=lambda x: -x[1])


class CreditsScene(BuiltScene):
    name = "credits"
    shown_size = 18           # the text size the page was last drawn at (as large as fits)

    def build(self) -> None:
        self.back = self.button((700, 830, 200, 54), _("Back"), "#primary")

    def on_button(self, element) -> None:
        if element is self.back:
            self.app.pop()

    def game_cards(self, size: int = 18) -> list:
        """(rect, index, game) of the cards, as tall as their lines at text size `size`."""
        games = [g for g in rules.GAMES.values()]
        cols = min(3, max(1, len(games)))
        x0 = (theme.SCREEN[0] - (cols * CARD_W + (cols - 1) * GAP)) // 2
        title = theme.font(size + 6, "bold").get_linesize()
        h = max([CARD_H] + [self.card_text_h(g, size) + title + 16 + 4 + 16 for g in games])
        return [(pygame.Rect(x0 + (i % cols) * (CARD_W + GAP), CARDS_Y + (i // cols) * (h + GAP),
                             CARD_W, h), i, g) for i, g in enumerate(games)]

    def card_text_h(self, game, size: int) -> int:
        """The height of a card's lines (designers, publisher) wrapped beside its emblem."""
        return sum(theme.render(line, size, wrap=CARD_LINE_W).get_height() + 2
                   for line in self.game_lines(game))

    def game_lines(self, game) -> list[str]:
        lines = []
        if game.designers:
            lines.append(_("Designed by {names}").format(names=list_join(list(game.designers))))
        if game.publisher:
            lines.append(_("Published by {publisher}, {year}").format(
                publisher=game.publisher, year=game.year) if game.year else
                _("Published by {publisher}").format(publisher=game.publisher))
        return lines

    def paragraphs(self) -> list:
        """(heading, body) of the words under the cards."""
        paragraphs = [
            (_("About gameshelf"),
             _("gameshelf lets you play these board games at one screen, against bots or with "
               "friends taking turns. The rules were written from the published rulebooks; "
               "this is an unofficial program, not made or endorsed by the designers or "
               "publishers. Buy the boxes: they are better at a table.")),
            (_("Letters"),
             _("DejaVu fonts (Bitstream Vera licence; DejaVu changes in the public domain).")),
            (_("Music and sounds"),
             _("Written for gameshelf and synthesised as it starts: no recordings.")),
        ]
        makers = icon_makers()
        if makers:
            named = list_join([ngettext("{name} ({n} icon)", "{name} ({n} icons)", n).format(
                name=name, n=n) for name, n in makers])
            paragraphs.append((_("Pictures"),
                               _("Icons from game-icons.net under CC BY 3.0, made by {makers}.")
                               .format(makers=named)))
        return paragraphs

    def draw(self, surface) -> None:
        self.draw_page(surface, _("Credits"), _("The games on this shelf and the people who made "
                                                "them"), until=CARDS_Y)
        paragraphs = self.paragraphs()
        # the text as large as the UI scale asks while the page fits above the button, never
        # smaller than at 100 %
        for size in range(theme.ui(18), 17, -1):
            cards = self.game_cards(size)
            heads = [theme.render(heading, size + 4, theme.ACCENT, "bold")
                     for heading, _body in paragraphs]
            bodies = [theme.render(body, size, theme.TEXT, wrap=1240) for _h, body in paragraphs]
            below = sum(i.get_height() + 5 for i in heads) + sum(i.get_height() + 18
                                                                  for i in bodies)
            if cards[-1][0].bottom + 30 + below <= 828:
                break
        self.shown_size = size
        for rect, i, game in cards:
            color = theme.SEAT_COLORS[i % len(theme.SEAT_COLORS)]
            theme.panel(surface, rect, theme.PANEL)
            emblem = pygame.Rect(rect.x + 16, rect.y + 16, 72, 72)
            gfx.draw.rect(surface, theme.shade(color, 0.45), emblem, border_radius=12)
            theme.blit_icon(surface, ICON_FOR.get(game.id, "deck"), emblem.center, 56,
                            theme.shade(color, 1.4))
            x = emblem.right + 16
            # the title grows and shrinks with the page's text; the lines start under it
            y = theme.text(surface, _(game.title), (x, rect.y + 16), size + 6, theme.TEXT,
                           "bold", max_width=rect.right - x - 12).bottom + 4
            for line in self.game_lines(game):
                y = theme.text(surface, line, (x, y), size, color, wrap=CARD_LINE_W).bottom + 2
        y = max([CARDS_Y] + [rect.bottom for rect, _i, _g in cards]) + 30
        for head, body in zip(heads, bodies):
            surface.blit(head, (180, y))
            y += head.get_height() + 5
            surface.blit(body, (180, y), pygame.Rect(0, 0, 1240, max(0, 810 - y)))
            y += body.get_height() + 18
        super().draw(surface)
