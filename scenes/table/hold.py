"""Hold until seen: a pause in the animation queue that waits for the person at the table.

A game asks for one from its events (the end of a round, the last move of the game): the board
queues a `Gate` after the decision's animations, shows a `Summary` card over the table and goes
on (the next bot's move, the hot-seat curtain, the results screen) only once the person has
dismissed it with a click, Enter or Space. With nobody at the table it goes on by itself.

    Summary(title, rows, note, button)   rows: (seat or None, text) - one line per player
    Gate(summary)                        a queue step that is done once released
    SummaryCard                          draws a Summary and says whether a click dismisses it
    tally(events, counters)              per-seat numbers from a round's events
    round_summary(events, view, ...)     "Round 2 is over" with one line of those numbers per seat
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame
from scenes import gfx

from .. import theme
from ..i18n import _, list_join

AUTO_CONTINUE = 3.0     # seconds a hold shows when no person sits at the table


@dataclass
class Summary:
    title: str
    rows: list = field(default_factory=list)     # (seat or None, text)
    note: str = ""
    button: str = ""                            # "" = "Continue"


class Gate:
    """A step of the animation queue that only a person ends (skipping animations stops here)."""

    waits = True

    def __init__(self, summary: Summary):
        self.summary = summary
        self.done = False
        self.age = 0.0          # seconds shown (the board counts them, at any speed)

    def update(self, dt: float) -> bool:
        return self.done

    def finish(self) -> None:
        """Skipping (Space, "instant" speed) never skips a gate: only `release` ends it."""

    def release(self) -> None:
        self.done = True


class SummaryCard:
    """The card of a held summary: drawn centred on `anchor` (its bottom middle)."""

    WIDTH = 640

    def __init__(self):
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.button_rect = pygame.Rect(0, 0, 0, 0)

    def draw(self, surface, summary: Summary, names: list, anchor, mouse) -> None:
        width = min(theme.ui(self.WIDTH), 1100)      # larger text: a wider card
        pad = 18
        title = theme.render(summary.title, 24, theme.ACCENT, "bold", wrap=width - 2 * pad,
                             ui=True)
        lines = []
        for seat, text in summary.rows:
            who = names[seat] if seat is not None and seat < len(names) else ""
            color = theme.seat_text_color(seat) if seat is not None else theme.TEXT
            name = theme.render(who, 19, color, "bold", ui=True) if who else None
            indent = 36 + (name.get_width() + 10 if name else 0)
            body = theme.render(text, 19, theme.TEXT, wrap=width - 2 * pad - indent, ui=True)
            lines.append((seat, name, body, indent))
        note = theme.render(summary.note, 17, theme.TEXT_DIM, wrap=width - 2 * pad, ui=True) \
            if summary.note else None
        label = summary.button or _("Continue")
        button_img = theme.render(f"{label}  ⏎", 20, (30, 24, 10), "bold", ui=True)
        height = pad + title.get_height() + 10
        height += sum(max(body.get_height(), 26) + 6 for _s, _n, body, _i in lines)
        height += (note.get_height() + 8 if note else 0) + 12 + button_img.get_height() + 16 + pad
        rect = pygame.Rect(0, 0, width, height)
        rect.midbottom = anchor
        rect.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN))
        self.rect = rect
        theme.panel(surface, rect, (34, 40, 56), radius=12, edge=theme.ACCENT, alpha=245)
        y = rect.y + pad
        surface.blit(title, (rect.x + pad, y))
        y += title.get_height() + 10
        for seat, name, body, indent in lines:
            x = rect.x + pad
            if seat is not None:
                theme.draw_seat_badge(surface, seat, (x + 12, y + 12), 10)
            if name is not None:
                surface.blit(name, (x + 36, y))
            surface.blit(body, (x + indent, y + 1))
            y += max(body.get_height(), 26) + 6
        if note is not None:
            surface.blit(note, (rect.x + pad, y))
            y += note.get_height() + 8
        button = button_img.get_rect().inflate(36, 16)
        button.bottomright = (rect.right - pad, rect.bottom - pad)
        self.button_rect = button
        hot = button.collidepoint(mouse)
        gfx.draw.rect(surface, (240, 200, 90) if hot else theme.ACCENT, button,
                      border_radius=8)
        surface.blit(button_img, button_img.get_rect(center=button.center))

    def hit(self, pos) -> bool:
        """A click on the card (the button or anywhere on it) dismisses it."""
        return self.rect.collidepoint(pos)


def tally(events, counters: dict) -> dict:
    """{seat: {name: total}} from events: counters map an event kind to fn(data) -> list of
    (seat, name, amount); zero totals are left out."""
    out: dict = {}
    for event in events:
        fn = counters.get(event.kind)
        if fn is None:
            continue
        for seat, name, amount in fn(event.data):
            if seat is None or not amount:
                continue
            seat_totals = out.setdefault(seat, {})
            seat_totals[name] = seat_totals.get(name, 0) + amount
    return out


def since_last(events, kind: str, include_last: bool = True) -> list:
    """The events after the previous `kind` event up to (and with) the last one: one round."""
    marks = [i for i, e in enumerate(events) if e.kind == kind]
    if not marks:
        return list(events)
    end = marks[-1] + 1 if include_last else marks[-1]
    start = marks[-2] + 1 if len(marks) > 1 else 0
    return list(events[start:end])


def round_summary(events, view: dict, seats: int, counters: dict, phrases: list,
                  next_note: str = "", end_kind: str = "round_ended") -> Summary:
    """The summary of the round that `events` played: per seat the phrases (name, fn(n) ->
    words with {n}) of its nonzero totals; `next_note` (with {n}) names the round now begun."""
    ended = next((e.data["round"] for e in reversed(events) if e.kind == end_kind),
                 view.get("round", 1))
    totals = tally(events, counters)
    rows = []
    for seat in range(seats):
        mine = totals.get(seat, {})
        words = [fn(mine[name]).format(n=mine[name]) for name, fn in phrases if mine.get(name)]
        rows.append((seat, list_join(words) if words else _("nothing this round")))
    following = view.get("round")
    note = next_note.format(n=following) if next_note and following and following != ended \
        else ""
    return Summary(_("Round {n} is over").format(n=ended), rows, note)
