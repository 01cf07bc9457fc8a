"""Widgets drawn on the table (not pygame-gui): each draws itself into a rectangle and turns a
click into an option id (or None). The board scene owns the generic ones; adapters use
`TableButton` for an option that has no board object (Pass, Done).

    TableButton     a button on the board for untargeted options of some kinds
    AmountStepper   [-] amount [+] and a confirm button for a decision with an `amount` hint
    OutOfTurnStrip  buttons for options a seat other than the deciding one may take (`Option.by`)
    DiceTray        the last dice rolled and who rolled them
    SeatStrip       every seat: name, whose turn, who is out of the game
    Zoom            a thing shown large (a card): on hover after a moment, or pinned
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from ..i18n import _


class TableButton:
    """A button drawn on the board for the untargeted options of `labels` (kind -> words):
    `target_of` binds such an option to `target`, so a click on the button plays it."""

    def __init__(self, target: str, labels: dict, fill=(56, 46, 26), hover=(80, 64, 30),
                 edge=theme.ACCENT, radius: int = 9):
        self.target, self.labels = target, labels
        self.fill, self.hover, self.edge, self.radius = fill, hover, edge, radius

    def target_of(self, option) -> str | None:
        return self.target if option.target is None and option.kind in self.labels else None

    def option(self, view: dict) -> dict | None:
        """The view's pending option this button stands for, or None."""
        for o in (view.get("decision") or {}).get("options", ()):
            if o.get("target") is None and o["kind"] in self.labels:
                return o
        return None

    def draw(self, surface, rect, label: str, mouse) -> None:
        hover = rect.collidepoint(mouse)
        theme.panel(surface, rect, self.hover if hover else self.fill, radius=self.radius,
                    edge=self.edge, shadow=True)
        theme.label_in(surface, label, rect, 19, self.edge, pad=12, ui=True)


def _button(surface, rect, label, mouse, enabled=True, size=20) -> None:
    fill = theme.PANEL_HI if enabled and rect.collidepoint(mouse) else theme.PANEL
    theme.panel(surface, rect, fill, radius=8, shadow=False)
    theme.label_in(surface, label, rect, size, theme.TEXT if enabled else theme.TEXT_DIM,
                   ui=True)


class AmountStepper:
    """One amount out of a range {kind, min, max, step}: minus, the amount, plus, confirm.
    The decision's `kind:<amount>` options stay legal; the stepper picks one of them."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.hint: dict | None = None
        self.value = 0
        h = self.rect.h
        self.minus = pygame.Rect(self.rect.x, self.rect.y, h, h)
        self.shown = pygame.Rect(self.minus.right + 6, self.rect.y, 90, h)
        self.plus = pygame.Rect(self.shown.right + 6, self.rect.y, h, h)
        self.confirm = pygame.Rect(self.plus.right + 10, self.rect.y,
                                   self.rect.right - self.plus.right - 10, h)

    def show(self, hint: dict | None) -> None:
        if hint != self.hint:
            self.hint = dict(hint) if hint else None
            self.value = hint["min"] if hint else 0

    @property
    def option_id(self) -> str:
        return f"{self.hint['kind']}:{self.value}"

    def nudge(self, steps: int) -> None:
        h = self.hint
        self.value = max(h["min"], min(h["max"], self.value + steps * h["step"]))

    def click(self, pos) -> str | None:
        if self.hint is None:
            return None
        if self.minus.collidepoint(pos):
            self.nudge(-1)
        elif self.plus.collidepoint(pos):
            self.nudge(1)
        elif self.confirm.collidepoint(pos):
            return self.option_id
        return None

    def contains(self, pos) -> bool:
        return self.hint is not None and self.rect.collidepoint(pos)

    def draw(self, surface, mouse, label: str) -> None:
        if self.hint is None:
            return
        h = self.hint
        _button(surface, self.minus, "−", mouse, self.value > h["min"], 26)
        theme.panel(surface, self.shown, theme.BG_DEEP, radius=8, shadow=False)
        theme.text(surface, str(self.value), self.shown.center, 26, theme.ACCENT, "bold",
                   anchor="center", max_width=self.shown.w - 8, ui=True)
        _button(surface, self.plus, "+", mouse, self.value < h["max"], 26)
        _button(surface, self.confirm, label, mouse)


class OutOfTurnStrip:
    """The options people other than the deciding seat may take now (`Option.by`), one
    button each, labelled with who takes it; only seats played by a person are offered."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.buttons: list = []          # (rect, option id, label)

    def show(self, options, labels: list) -> None:
        self.buttons = []
        x = self.rect.x
        for option, label in zip(options, labels):
            # as wide as the words in the button's bold type (a guess per letter cut them)
            w = min(theme.ui(320), max(160, theme.font(18, "bold", ui=True).size(label)[0] + 24))
            self.buttons.append((pygame.Rect(x, self.rect.y, w, self.rect.h), option.id, label))
            x += w + 8

    def click(self, pos) -> str | None:
        for rect, option_id, _label in self.buttons:
            if rect.collidepoint(pos):
                return option_id
        return None

    def contains(self, pos) -> bool:
        return any(rect.collidepoint(pos) for rect, _o, _l in self.buttons)

    def draw(self, surface, mouse) -> None:
        for rect, _option, label in self.buttons:
            _button(surface, rect, label, mouse, size=18)
            gfx.draw.rect(surface, theme.ACCENT, rect, 2, border_radius=8)


class DiceTray:
    """The last roll: each die's face and who rolled (a `dice` event: {seat, dice, purpose})."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)
        self.last: dict | None = None

    def note(self, events) -> None:
        for event in events:
            if event.kind == "dice":
                self.last = event.data

    def draw(self, surface, names: list) -> None:
        theme.panel(surface, self.rect, theme.PANEL, radius=10, shadow=False)
        if self.last is None:
            theme.text(surface, _("No roll yet"), self.rect.center, 18, theme.TEXT_DIM,
                       anchor="center", max_width=self.rect.w - 12, ui=True)
            return
        seat = self.last.get("seat")
        who = names[seat] if seat is not None and seat < len(names) else ""
        theme.text(surface, who, (self.rect.x + 10, self.rect.y + 6), 18, theme.TEXT_DIM,
                   max_width=self.rect.w - 20, ui=True)
        size = min(54, self.rect.h - 36)
        x = self.rect.x + 10
        for die in self.last["dice"]:
            face = pygame.Rect(x, self.rect.bottom - size - 8, size, size)
            theme.panel(surface, face, (240, 236, 220), radius=8, shadow=False)
            theme.text(surface, str(die.get("face", die["value"])), face.center, 28,
                       (30, 30, 30), "bold", anchor="center")
            x += size + 8


class Zoom:
    """A thing shown large beside where it lies: while the mouse rests on it, or pinned by a
    right click (a right click elsewhere or on it again, or a left click, unpins). The adapter
    says what lies where with `spot_at(pos) -> (rect, key, where) or None`."""

    def __init__(self, bounds, width: int, hover_delay: float = 0.55, split: int = 700):
        self.bounds = pygame.Rect(bounds)
        self.width, self.hover_delay, self.split = width, hover_delay, split
        self.pinned: tuple | None = None          # (rect, key)
        self.drawn: pygame.Rect | None = None     # where it showed this frame (the F1 tab's place)

    @property
    def pinned_key(self):
        return self.pinned[1] if self.pinned else None

    def unpin(self) -> None:
        self.pinned = None

    def handle(self, event, spot_at) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            spot = spot_at(event.pos)
            if spot is None or self.pinned == (spot[0], spot[1]):
                self.pinned = None
            else:
                self.pinned = (spot[0], spot[1])
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.pinned:
            self.pinned = None
        return False

    def shown(self, table, spot_at):
        """(rect, key, where) to show large now, or None."""
        self.drawn = None
        if self.pinned is not None:
            return (*self.pinned, "")
        if table.animating or table.covered or table.hover_time < self.hover_delay:
            return None
        return spot_at(table.mouse)

    def draw(self, surface, image, near, keep_clear=None) -> pygame.Rect:
        """Beside `near`; never over `keep_clear` (the row of cards being chosen): above it."""
        near = near or pygame.Rect(600, 400, 1, 1)
        x = near.right + 8 if near.centerx < self.split else near.x - 28 - self.width
        rect = image.get_rect(topleft=(x, near.centery - image.get_height() // 2))
        rect.clamp_ip(self.bounds)
        if keep_clear is not None and rect.colliderect(keep_clear):
            rect.bottom = keep_clear.top - 6
            rect.top = max(rect.top, self.bounds.top)
        surface.blit(image, rect)
        self.drawn = rect
        return rect


class SeatStrip:
    """Every seat in a row: badge, name, whose turn it is, and who is out of the game."""

    def __init__(self, rect):
        self.rect = pygame.Rect(rect)

    def draw(self, surface, names: list, view: dict) -> None:
        n = len(names)
        out = set(view.get("eliminated", ()))
        turn = (view.get("turn") or {}).get("seat")
        w = (self.rect.w - 8 * (n - 1)) // max(1, n)
        for seat, name in enumerate(names):
            cell = pygame.Rect(self.rect.x + seat * (w + 8), self.rect.y, w, self.rect.h)
            theme.panel(surface, cell, theme.PANEL_HI if seat == turn else theme.PANEL,
                        radius=8, shadow=False)
            if seat == turn:
                gfx.draw.rect(surface, theme.seat_color(seat), cell, 3, border_radius=8)
            theme.draw_seat_badge(surface, seat, (cell.x + 18, cell.centery), 10)
            label = name
            if seat in out:
                label = _("{name} (out)").format(name=label)
            theme.text(surface, label, (cell.x + 34, cell.centery), 18,
                       theme.TEXT_DIM if seat in out else theme.TEXT, anchor="midleft",
                       max_width=cell.w - 40, ui=True)
