"""A tour of the table: at a person's first game of a kind, six short notes, each beside the part
of the screen it explains (whose turn it is, what may be clicked, the options, the log, Undo and
the menu), the rest of the table dimmed. Next or Enter goes on, Esc skips; either way that game
is marked as toured in the settings, and the pause menu shows the tour again.

It is a scene over the board (modal, like the pause menu), so the bots wait while it is read.
"""
from __future__ import annotations

import pygame

from scenes import gfx

from .. import theme
from ..base import BuiltScene
from ..i18n import N_, _
from .suggest import hints_offered
from .toured import mark_toured

WIDTH = 460              # the note's width in design units (at 100 %: it grows with the UI scale)
MIN_WIDTH = 320          # narrower where the room beside its anchor is, down to this
GAP = 18                 # between the note and what it points at
MARGIN = 12              # from the window's edge

# (the part of the table, its title, its words)
STEPS = (
    (None, N_("Welcome to {game}"),
     N_("{blurb}\n\nSix short notes show where things are at this table. Next or Enter goes on; "
        "Esc skips them. The menu shows them again.")),
    ("prompt", N_("Whose turn it is"),
     N_("This bar names who plays now, in their colour and with their sign, and says in one "
        "sentence what they must do.")),
    ("targets", N_("What you may click"),
     N_("Everything you may click now is marked with gold dashes. A click on anything else says "
        "why it is not a move. Hold the mouse on a thing to see what it is; F1 opens the "
        "rules.")),
    ("options", N_("Your options"),
     N_("Every move you may make now is also listed here in words. Hint (or H) asks the strong "
        "bot what it would play; nothing is played until you choose.")),
    ("log", N_("The game log"),
     N_("Every move is written here. Point at a line, and the board outlines what it names.")),
    ("buttons", N_("Undo and the menu"),
     N_("Undo (Ctrl+Z) takes back your own moves until something new is revealed. Menu (Esc) "
        "saves, loads, changes the settings and shows this tour again.")),
)


# the options note where no Hint is offered (hints turned off in Settings)
NO_HINT = N_("Every move you may make now is also listed here in words; nothing is played until "
             "you choose.")


class TourScene(BuiltScene):
    opaque = False
    name = "tour"

    def __init__(self, board, step: int = 0):
        super().__init__()
        self.board = board
        self.step = step

    # ---- what each note points at -----------------------------------------------------------
    def lit(self, key: str | None) -> list[pygame.Rect]:
        """The parts left bright: what the note is about (every legal target for "targets")."""
        if key != "targets":
            anchor = self.anchor(key)
            return [anchor] if anchor is not None else []
        board = self.board
        shapes = board.adapter.target_shapes(board.presented)
        area = board.layout["board"]
        rects = [pygame.Rect(shapes[name].rect).inflate(8, 8).clip(area)
                 for name in board.by_target if name in shapes]
        return [r for r in rects if r.w and r.h] or [pygame.Rect(area)]

    def anchor(self, key: str | None) -> pygame.Rect | None:
        """What the note stands beside (for "targets": the first legal target)."""
        board = self.board
        if key is None:
            return None
        if key == "targets":
            return self.lit(key)[0]
        if key in ("options", "log"):
            return board.side_frame(key)
        return pygame.Rect(board.layout[key])

    def words(self) -> tuple[str, str]:
        key, title, text = STEPS[self.step]
        game = self.board.match.game
        if key == "options" and not hints_offered(self.board.match, self.board.app.settings):
            text = NO_HINT
        return (_(title).format(game=_(game.title)),
                _(text).format(blurb=_(game.blurb) if game.blurb else ""))

    def note_height(self, width: int) -> int:
        _title, text = self.words()
        body = theme.render(text, 19, theme.TEXT, wrap=width - 40, ui=True).get_height()
        return 22 + theme.font(24, "bold", ui=True).get_linesize() + 10 + body + 20 \
            + self.button_h() + 20

    def note_rect(self) -> pygame.Rect:
        """The note: inside the window, off its anchor, and covering as little as it can of
        what is lit (the other legal targets); beside the anchor where that covers nothing
        (right, left, below or above, narrower where the room beside it is), else in a corner
        of the window; centred when it points at nothing."""
        key = STEPS[self.step][0]
        lit = self.lit(key)

        def covered(note):
            return sum(r.clip(note).w * r.clip(note).h for r in lit)
        return min(self.places(key) or [self.centred()], key=covered)   # first of the least

    def centred(self) -> pygame.Rect:
        widest = round(WIDTH * max(1.0, theme.ui_scale()))
        note = pygame.Rect(0, 0, widest, self.note_height(widest))
        note.center = pygame.Rect((0, 0), theme.SCREEN).center
        return note

    def places(self, key) -> list[pygame.Rect]:
        """Where the note may go, best first: beside the anchor, then the window's corners;
        each inside the window and off the anchor."""
        scale = max(1.0, theme.ui_scale())
        widest, narrowest = round(WIDTH * scale), round(MIN_WIDTH * scale)
        screen = pygame.Rect((0, 0), theme.SCREEN).inflate(-2 * MARGIN, -2 * MARGIN)
        anchor = self.anchor(key)
        if anchor is None:
            return [self.centred()]
        found = []
        beside = ((screen.right - anchor.right - GAP, "right"), (anchor.x - GAP - screen.x, "left"),
                  (widest, "below"), (widest, "above"))
        for room, side in beside:
            width = min(widest, room)
            if width < narrowest:
                continue
            height = self.note_height(width)
            note = pygame.Rect(0, 0, width, height)
            note.center = anchor.center
            if side == "right":
                note.x = anchor.right + GAP
            elif side == "left":
                note.right = anchor.x - GAP
            elif side == "below":
                note.y = anchor.bottom + GAP
            else:
                note.bottom = anchor.y - GAP
            note.clamp_ip(screen)
            if not note.colliderect(anchor):
                found.append(note)
        corner = pygame.Rect(0, 0, widest, self.note_height(widest))
        for spot in ("bottomleft", "topleft", "bottomright", "topright"):
            note = corner.copy()
            setattr(note, spot, getattr(screen, spot))
            if not note.colliderect(anchor):
                found.append(note)
        return found

    @staticmethod
    def button_h() -> int:
        return max(44, theme.font(18, ui=True).get_linesize() + 18)

    # ---- widgets and input ------------------------------------------------------------------
    def build(self) -> None:
        # placed once a step: the table stands still under the tour
        self.lit_rects = self.lit(STEPS[self.step][0])
        self.note = note = self.note_rect()
        h = self.button_h()
        y = note.bottom - 20 - h
        last = self.step == len(STEPS) - 1
        w = min(round(200 * max(1.0, theme.ui_scale())), (note.w - 40 - 12) // 2)
        self.next_b = self.button((note.right - 20 - w, y, w, h),
                                  _("Start playing") if last else _("Next"), "#primary")
        self.skip_b = None if last else self.button((note.x + 20, y, w, h), _("Skip tour"))

    def go_to(self, step: int) -> None:
        if step >= len(STEPS):
            self.finish()
            return
        self.step = max(0, step)
        self.ui.clear_and_reset()
        self.build()

    def finish(self) -> None:
        mark_toured(self.app.settings, self.board.match.game.id)
        self.app.pop()

    def on_button(self, element) -> None:
        if element is self.next_b:
            self.go_to(self.step + 1)
        elif element is self.skip_b:
            self.finish()

    def handle(self, event) -> bool:
        # the arrows page through the notes (not the focus ring); Enter and Space press the
        # focused button when there is one, else go on
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_LEFT,
                                                          pygame.K_BACKSPACE, pygame.K_ESCAPE):
            if event.key == pygame.K_ESCAPE:
                self.finish()
            else:
                self.go_to(self.step + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        if self.handle_ui(event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.go_to(self.step + 1)
        return True          # modal: the table waits while the note is read

    def rescale(self) -> None:
        self.relabel()

    # ---- drawing ----------------------------------------------------------------------------
    def draw(self, surface) -> None:
        veil = gfx.Surface(theme.SCREEN, pygame.SRCALPHA)
        veil.fill((8, 10, 16, 150))
        for rect in self.lit_rects:
            veil.fill((0, 0, 0, 0), rect)                # what the note is about stays bright
        surface.blit(veil, (0, 0))
        for rect in self.lit_rects:
            gfx.draw.rect(surface, theme.ACCENT, rect.inflate(6, 6), 3, border_radius=8)
        note = self.note
        theme.panel(surface, note, theme.PANEL, edge=theme.ACCENT)
        title, text = self.words()
        y = theme.text(surface, title, (note.x + 20, note.y + 22), 24, theme.ACCENT, "bold",
                       max_width=note.w - 110, ui=True).bottom + 10
        theme.text(surface, f"{self.step + 1} / {len(STEPS)}", (note.right - 20, note.y + 26),
                   18, theme.TEXT_DIM, anchor="topright", ui=True)
        theme.text(surface, text, (note.x + 20, y), 19, theme.TEXT, wrap=note.w - 40, ui=True)
        super().draw(surface)
