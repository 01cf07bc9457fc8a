"""The board scene's pacing and hot-seat: holds until seen, the peek at small secrets, standing
answers. A mixin of `BoardScene` (scenes/table/board.py), kept apart so the board stays readable.

    hold(summary)      stop the table after what is queued until the person has seen it
                       (scenes/table/hold.py); `_hold_after` asks the adapter at a round's end
                       (`round_end`, `round_summary`) and after the last move (`final_summary`)
    peek_mode          people share the screen and the game's secrets are small (adapter
                       `secrets = "small"`): no curtain, the seat to move holds P (or the eye
                       button) to see them; `shown` is the view drawn, concealed otherwise
    curtains           whole hands are private: the curtain falls between people
    standing answers   an adapter's `standing_offers` answer now and stand for a while
                       (`standing_answer`), e.g. Nauticus' "not this round"
"""
from __future__ import annotations

import pygame

from .. import theme
from ..i18n import _
from .hold import AUTO_CONTINUE, Gate, SummaryCard, since_last

PEEK_KEY = pygame.K_p      # held to see the own small secrets (Tab walks the legal targets)


class Pacing:
    """Mixed into BoardScene: uses its match, adapter, anims, layout, viewer, presented."""

    live = True         # a game in play (the replay viewer is not: no holds, no peek)

    def init_pacing(self) -> None:
        self.pauses = True              # the setting hold_until_seen (read in _apply_settings)
        self.final_held = False
        self.card = SummaryCard()       # the held summary's card
        self.peeking = False            # small secrets shown while the person holds the peek key
        self._concealed = (None, None)
        self.standing: list = []        # answers given once for a while ("not this round")
        self.standing_buttons: dict = {}

    def age_gate(self, dt: float) -> None:
        """Per frame: a hold just reached shows the live view; with nobody at the table it
        goes on by itself after a moment."""
        gate = self.anims.gate
        if gate is None:
            return
        if gate.age == 0.0:
            self._show_live_view()
        gate.age += dt
        if not self.match.humans and gate.age > AUTO_CONTINUE:
            gate.release()

    # ---- hot-seat: a curtain where whole hands are private, a peek where secrets are small ----
    @property
    def peek_mode(self) -> bool:
        """People share the screen and the game's secrets are small (Hermagor's money): no
        curtain; the seat to move holds P (the peek key) to see its own secrets."""
        return self.live and self.match.hot_seat and self.adapter.secrets == "small"

    @property
    def curtains(self) -> bool:
        return self.match.hot_seat and self.adapter.secrets == "hands"

    @property
    def shown(self) -> dict:
        """The view drawn: with small secrets at a shared screen, concealed unless peeking."""
        view = self.presented
        if not self.peek_mode or self.peeking:
            return view
        if self._concealed[0] is not view:
            self._concealed = (view, self.adapter.conceal(view))
        return self._concealed[1]

    def peek_rect(self) -> pygame.Rect:
        opts = self.side_rect("options")
        h = max(26, self.side_title_h() - 6)
        return pygame.Rect(opts.right - 206, opts.y - h - 5, 206, h)

    # ---- hold until seen (scenes/table/hold.py) ----
    def hold(self, summary) -> None:
        """Stop the table after what is queued until the person has seen `summary`."""
        if self.live and self.pauses and summary is not None:
            self.anims.add(Gate(summary))

    def _hold_after(self, events, after) -> None:
        """A round that ended in these events, or the game's end: held until seen."""
        adapter = self.adapter
        if self.match.pending() is None:
            if not self.final_held:        # the last move stays on the table until seen
                self.final_held = True
                last = self._line(events[0]) if events else ""
                self.hold(adapter.final_summary(self.match.state.result(), self.match.names,
                                                after, last))
        elif adapter.round_end and any(e.kind == adapter.round_end for e in events):
            self.hold(adapter.round_summary(self._round_events(), after))

    def _round_events(self) -> list:
        seat = None if self.peek_mode else self.viewer
        seen = [s for e in self.match.events if (s := e.for_seat(seat)) is not None]
        return since_last(seen, self.adapter.round_end)

    def _show_live_view(self) -> None:
        """Everything before a hold has played: the table shows where the game stands now
        (the new round's header and market), not the view of the decision that led here."""
        self.presented = self.match.state.view(self.viewer)
        if self.adapter.stage.settle():
            self.adapter.on_settled()

    def _handle_gate(self, gate, event) -> bool:
        """While a summary is held only its dismissal (and the pause menu) reaches the table."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.card.hit(event.pos):
                gate.release()
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                gate.release()
                return True
            return event.key != pygame.K_ESCAPE
        return False

    def _handle_peek(self, event) -> bool:
        """P held down, or the mouse held on the peek button, shows the own secrets."""
        if event.type == pygame.KEYDOWN and event.key == PEEK_KEY:
            self.peeking = True
        elif event.type == pygame.KEYUP and event.key == PEEK_KEY:
            self.peeking = False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.peek_rect().collidepoint(event.pos):
            self.peeking = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.peeking:
            self.peeking = False
        else:
            return False
        return True

    def _answer_standing(self, decision) -> bool:
        """A person's decision that an answer given earlier still covers is played for them."""
        for memo in self.standing:
            answer = self.adapter.standing_answer(memo, decision, self.presented)
            if answer is not None and decision.find(answer[0]) is not None:
                self.play(answer[0])
                self.show_toast(answer[1])
                return True
        return False

    def draw_hold(self, surface) -> None:
        gate = self.anims.gate
        if gate is None:
            return
        anchor = self.adapter.hold_anchor(self.layout["board"])
        self.card.draw(surface, gate.summary, self.match.names, anchor, self.mouse)

    def draw_peek(self, surface) -> None:
        if not self.peek_mode:
            return
        rect = self.peek_rect()
        hot = self.peeking or rect.collidepoint(self.mouse)
        theme.panel(surface, rect, theme.PANEL_HI if hot else theme.BG_DEEP, radius=8,
                    shadow=False, band=False)
        theme.blit_icon(surface, "semi-closed-eye", (rect.x + 16, rect.centery), 20, theme.TEXT)
        label = _(self.adapter.peek_label) if not self.peeking else _("Shown while held")
        theme.text(surface, label, (rect.x + 30, rect.centery), 16, theme.TEXT,
                   anchor="midleft", max_width=rect.w - 36, ui=True)
