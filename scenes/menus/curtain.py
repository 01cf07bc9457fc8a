"""The privacy curtain between two people at one screen in a game with secrets."""
from __future__ import annotations

import pygame

from .. import theme
from ..base import BuiltScene
from ..i18n import _


class CurtainScene(BuiltScene):
    opaque = True
    name = "curtain"

    def __init__(self, name: str, seat: int, reason: str = "", after: str = ""):
        super().__init__()
        self.player = name
        self.seat = seat
        self.after = after          # why it falls: the move just shown ("Alice: Play Militia")
        self.reason = reason        # and what the next player is asked (public words)

    def build(self) -> None:
        self.ready = self.button((540, 560, 520, 60),
                                 _("I am {name}: show my table").format(name=self.player),
                                 "#primary")

    def on_button(self, element) -> None:
        if element is self.ready:
            self.app.pop()

    def handle(self, event) -> bool:
        if self.handle_ui(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.app.pop()
        return True   # nothing reaches the board while the curtain is down (Esc included)

    def draw(self, surface) -> None:
        surface.blit(theme.backdrop(), (0, 0))
        color = theme.seat_text_color(self.seat)
        theme.blit_icon(surface, "ui.eye_closed", (800, 260), 120, theme.TEXT_DIM)
        theme.draw_seat_badge(surface, self.seat, (800, 380), 26)
        theme.text_shadowed(surface, _("Pass the mouse to {name}").format(name=self.player), (800, 440), 40, color,
                            anchor="center")
        theme.text(surface, _("Only {name} should look at the screen now.").format(name=self.player), (800, 500),
                   22, theme.TEXT, anchor="center", max_width=1400, ui=True)
        y = 650
        if self.after:
            y = theme.text(surface, self.after, (800, y), 22, theme.TEXT_DIM, anchor="midtop",
                           wrap=1000, ui=True).bottom + 8
        if self.reason:
            theme.text(surface, _("Now for you: {what}").format(what=self.reason), (800, y), 22,
                       theme.ACCENT, anchor="midtop", wrap=1000, ui=True)
        super().draw(surface)
