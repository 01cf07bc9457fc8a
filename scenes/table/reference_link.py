"""The table's link to the rules reference (F1): a mixin of `BoardScene` (and so of the replay).

F1 opens the reference (scenes/menus/reference.py) at the section about the decision the table
shows, or, while the mouse is on a card, tile or space that has an entry (the adapter names it:
`BoardAdapter.reference_at`), at that entry. Hover texts and zoomed cards with an entry carry a
small "F1: rules" tab so a person finds the link.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import reference_text, theme
from ..i18n import _, language

HOVER_DELAY = 0.45       # seconds the mouse rests before a hover text shows (board.py)


class ReferenceLink:
    """Uses the board scene's app, adapter, match, mouse, shown, presented and covered."""

    _reference_cache: tuple = ()

    def reference_component(self) -> str | None:
        """The component under the mouse whose entry F1 would open, or None."""
        if not self.has_reference:
            return None
        view = self.shown
        cached = self._reference_cache
        if cached and cached[0] is view and cached[1] == (self.mouse, language()):
            return cached[2]            # asked every frame while a hover text shows
        name = self.adapter.reference_at(self.mouse, view)
        if name is not None and \
                reference_text.entry_for(self.match.game.id, language(), name) is None:
            name = None
        self._reference_cache = (view, (self.mouse, language()), name)
        return name

    def open_reference(self) -> None:
        """The entry of what the hover text (and its "F1: rules" line) explains, if one shows;
        else the section about the decision the table shows."""
        if not self.has_reference:
            self.show_toast(_("This game has no rules reference."))
            return
        turn = self.presented.get("turn") or {}
        hovering = self.hover_time >= HOVER_DELAY and self.anims.idle
        self.app.go("reference", game=self.match.game.id, prompt=turn.get("prompt"),
                    component=self.reference_component() if hovering else None)

    @property
    def has_reference(self) -> bool:
        """A game on the shelf has its rules reference; a test game may have none."""
        return reference_text.path_for(self.match.game.id, reference_text.FALLBACK_LANG).exists()

    def is_reference_key(self, event) -> bool:
        return event.type == pygame.KEYDOWN and event.key == pygame.K_F1

    @property
    def HINT_H(self) -> int:
        """The height of the "F1: rules" line inside a hover text (its text grows with the UI
        scale)."""
        return max(26, theme.font(18, "bold", ui=True).get_linesize() + 5)

    def draw_reference_hint(self, surface, near: pygame.Rect | None, inside: bool = False) -> None:
        """ "F1: rules": the last line of a hover text's panel `near` (inside, the panel made
        HINT_H taller for it), a tab on its top edge (a panel the adapter placed), or by the
        mouse where a zoomed card shows instead of a hover text."""
        image = theme.render(_("F1: rules"), 18, theme.ACCENT, "bold", ui=True)
        if inside:
            y = near.bottom - self.HINT_H - 2
            gfx.draw.line(surface, theme.PANEL_EDGE, (near.x + 10, y), (near.right - 10, y))
            surface.blit(image, image.get_rect(bottomright=(near.right - 10, near.bottom - 5)))
            return
        rect = image.get_rect().inflate(16, 6)
        if near is not None:
            rect.bottomright = (near.right - 10, near.y + 1)
            if rect.y < 0:
                rect.topright = (near.right - 10, near.bottom - 1)
        else:
            rect.topleft = (self.mouse[0] + 16, self.mouse[1] + 20)
        rect.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN))
        gfx.draw.rect(surface, theme.BG_DEEP, rect, border_radius=6)
        gfx.draw.rect(surface, theme.ACCENT, rect, 1, border_radius=6)
        surface.blit(image, image.get_rect(center=rect.center))
