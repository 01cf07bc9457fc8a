"""The game log: a scrolling panel that renders each line once, when it is first seen.

pygame-gui's text box lays out its whole HTML again on every append (5-8 ms per line once a
game is a few hundred lines long), which breaks the frame budget; a log only ever grows at the
bottom, so here every line is rendered to a surface once and the panel just blits the visible ones.
A line is only measured (word-wrapped) when it arrives and rendered when it first scrolls into
view: a replay's log holds the whole game, most of which is never looked at.
Player names are drawn in their seat colour after their seat's shape.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import theme
from .scroll import Scrolling

LINE_GAP = 4
SIZE = 18
WRAPPED_MAX = 20000
_wrapped: dict = {}     # (font, width, names) -> {text: (rows, row height)}


MARKED = (84, 46, 46)       # the tint under a marked line


class LogPanel(Scrolling):
    FROM_BOTTOM = True          # a log grows at the bottom: the offset counts up from there

    def __init__(self, rect: pygame.Rect):
        self.rect = pygame.Rect(rect)
        self.inner = self.rect.inflate(-16, -12)
        self.texts: list[str] = []  # what each line says (drawn again at a new window scale)
        self.heights: list[int] = []    # each line's height, word-wrapped to the panel
        self.drawn: list = []       # each line's image, once it has been in view (else None)
        self.height = 0
        self.offset = 0             # pixels scrolled up from the bottom
        self.dragging = False
        self.names: list[str] = []
        self.tags: list = []        # per line: what it stands for (the replay: its move)
        self.upto: int | None = None    # lines from here on are the future (drawn dimmed)
        self.placed: list = []      # (rect, index) of the lines drawn last frame
        self.pointed: int | None = None  # the line whose event the board points out
        self.marked: set = set()    # lines drawn on a tint (the replay's checked choices)

    # -- content --
    def set_names(self, names: list[str]) -> None:
        self.names = list(names)

    def clear(self) -> None:
        self.texts, self.heights, self.drawn, self.tags = [], [], [], []
        self.height, self.offset, self.upto = 0, 0, None
        self.marked = set()
        self.placed = []            # the lines drawn last frame are gone (an undo, a new language)

    def append(self, lines, tags=None) -> None:
        lines = list(lines)
        tags = list(tags) if tags is not None else [None] * len(lines)
        for line, tag in zip(lines, tags):
            height = self.line_height(line)
            self.texts.append(line)
            self.heights.append(height)
            self.drawn.append(None)
            self.tags.append(tag)
            self.height += height + LINE_GAP
        if len(self.texts) > 2000 and self.upto is None:    # bound memory in very long games
            self.height -= sum(h + LINE_GAP for h in self.heights[:500])
            for part in (self.texts, self.heights, self.drawn, self.tags):
                del part[:500]
            self.placed = []        # their indices moved

    def image(self, index: int) -> pygame.Surface:
        """Line `index` rendered (once)."""
        if self.drawn[index] is None:
            self.drawn[index] = self.render_line(self.texts[index])
        return self.drawn[index]

    @property
    def images(self) -> list[pygame.Surface]:
        """Every line rendered."""
        return [self.image(i) for i in range(len(self.texts))]

    def line_at(self, pos) -> int | None:
        """The index of the line drawn under `pos` (last frame), or None."""
        if not self.inner.collidepoint(pos):
            return None
        for rect, index in self.placed:
            if rect.top - LINE_GAP // 2 <= pos[1] < rect.bottom + LINE_GAP - LINE_GAP // 2:
                return index if index < len(self.texts) else None
        return None

    def scroll_to_line(self, index: int) -> None:
        """Scroll so line `index` sits in the middle (the replay shows its move with what came
        just before and what comes next)."""
        if not self.texts:
            return
        index = max(0, min(index, len(self.texts) - 1))
        below = sum(h + LINE_GAP for h in self.heights[index + 1:])
        own = self.heights[index] + LINE_GAP
        self.offset = int(below + own / 2 - self.inner.h / 2)
        self.offset = max(0, min(self.max_offset, self.offset))

    @property
    def lines(self) -> int:
        return len(self.texts)

    def place(self, rect) -> None:
        """A new rect (the title above it grew with the UI scale), lines drawn again."""
        self.rect = pygame.Rect(rect)
        self.inner = self.rect.inflate(-16, -12)
        self.rescale()

    def rescale(self) -> None:
        """The window's or the UI scale changed: every line measured again, drawn when seen."""
        self.heights = [self.line_height(text) for text in self.texts]
        self.drawn = [None] * len(self.texts)
        self.height = sum(h + LINE_GAP for h in self.heights)

    def line_height(self, text: str) -> int:
        rows, line_h = self.wrap(text)
        return line_h * len(rows)

    def render_line(self, text: str) -> pygame.Surface:
        """`text` word-wrapped to the panel width; seat names coloured, with their shape glyph."""
        rows, line_h = self.wrap(text)
        image = gfx.Surface((self.inner.w - 12, line_h * len(rows)), pygame.SRCALPHA)
        for r, row in enumerate(rows):
            for x, word, color in row:
                image.blit(theme.render(word, SIZE, color, ui=True), (x, r * line_h))
        return image

    def wrap(self, text: str) -> tuple[list, int]:
        """The rows of (x, word, colour) `text` takes at the panel width, and the row height.
        Kept per font, width and names: a log says the same lines again and again, and a
        replay, an undo or a resumed game measures a whole game's lines at once."""
        f = theme.font(SIZE, ui=True)
        width = self.inner.w - 12
        key = (f, width, tuple(self.names))
        cache = _wrapped.get(key)
        if cache is None:
            if len(_wrapped) >= 8:          # a few tables at a few sizes at most
                _wrapped.clear()
            cache = _wrapped[key] = {}
        wrapped = cache.get(text)
        if wrapped is None:
            if len(cache) >= WRAPPED_MAX:
                cache.clear()
            wrapped = cache[text] = self._wrap(text, f, width)
        return wrapped

    def _wrap(self, text: str, f, width: int) -> tuple[list, int]:
        space = f.size(" ")[0]
        rows: list[list] = [[]]
        x = 0
        for word, color in self.tokens(text):
            w = f.size(word)[0]
            if x and x + w > width:
                rows.append([])
                x = 0
            rows[-1].append((x, word, color))
            x += w + space
        return rows, f.get_linesize()

    def tokens(self, text: str) -> list:
        """(word, colour) pairs; a seat's name becomes its glyph and name in the seat colour."""
        marks = []
        for seat, name in enumerate(self.names):
            if not name:
                continue
            start = text.find(name)
            while start >= 0:
                marks.append((start, start + len(name), seat))
                start = text.find(name, start + len(name))
        marks.sort()
        out, pos = [], 0

        def plain(segment: str) -> None:
            words = segment.split()
            if words and out and not segment[0].isspace():   # "Anna:" stays one word
                word, color = out.pop()
                out.append((word + words.pop(0), color))
            out.extend((w, theme.TEXT) for w in words)

        for start, end, seat in marks:
            if start < pos:
                continue
            plain(text[pos:start])
            color = theme.seat_text_color(seat)
            out.append((theme.SHAPE_GLYPHS[theme.seat_shape(seat)], color))
            out += [(w, color) for w in text[start:end].split()]
            pos = end
        plain(text[pos:])
        return out

    # -- scrolling (scroll.Scrolling: wheel, buttons 4/5, the bar) --
    @property
    def scroll_view(self) -> pygame.Rect:
        return self.inner

    def handle(self, event) -> bool:
        if self.handle_scroll(event, gfx.mouse_pos()):
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.rect.collidepoint(event.pos)

    # -- drawing --
    def draw(self, surface) -> None:
        gfx.draw.rect(surface, (28, 33, 48), self.rect, border_radius=8)
        gfx.draw.rect(surface, (59, 69, 96), self.rect, 1, border_radius=8)
        clip = surface.get_clip()
        surface.set_clip(self.inner)
        y = self.inner.bottom + self.offset
        self.placed = []
        for index in range(len(self.texts) - 1, -1, -1):
            height = self.heights[index]
            y -= height + LINE_GAP
            if y > self.inner.bottom:
                continue
            if y + height < self.inner.y:
                break
            image = self.image(index)
            if index in self.marked:
                gfx.draw.rect(surface, MARKED,
                              (self.inner.x - 4, y - 2, self.inner.w, image.get_height() + 4),
                              border_radius=4)
            if self.upto is not None and index >= self.upto:      # not happened yet
                image = image.copy()
                image.set_alpha(90)
            elif index == self.pointed or (self.upto is not None and index == self.upto - 1):
                gfx.draw.rect(surface, (52, 60, 84),     # the latest move, or the one pointed out
                              (self.inner.x - 4, y - 2, self.inner.w, image.get_height() + 4),
                              border_radius=4)
            surface.blit(image, (self.inner.x, y))
            self.placed.append((pygame.Rect(self.inner.x, y, self.inner.w - 12,
                                            image.get_height()), index))
        surface.set_clip(clip)
        self.draw_bar(surface)


class LogFeed:
    """Log lines held back until the table shows their event (issue 11.6).

    The rules return a decision's events at once, but the table shows them one after another;
    `hold` keeps the lines, the animation `reveal`s each event as its step starts (every line up
    to it appears), and `flush` shows whatever is left once the decision's animation is over
    (events no animation shows, the "instant" speed, Space)."""

    def __init__(self, show):
        self.show = show                   # show(events, lines): put them in the log now
        self.waiting: list = []            # (event, line) in order

    def hold(self, events, lines) -> None:
        self.waiting.extend(zip(events, lines))

    def reveal(self, event) -> None:
        for i, (held, _line) in enumerate(self.waiting):
            if held is event:
                self._release(i + 1)
                return

    def flush(self) -> None:
        self._release(len(self.waiting))

    def clear(self) -> None:
        self.waiting = []

    def _release(self, n: int) -> None:
        if n:
            out, self.waiting = self.waiting[:n], self.waiting[n:]
            self.show([e for e, _l in out], [line for _e, line in out])
