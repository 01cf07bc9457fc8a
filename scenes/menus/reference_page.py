"""The rules reference's page: a section laid out on paper, for scenes/menus/reference.py.

Its text grows with the UI scale (the page scrolls). `Layout(width, marks).section(...)` gives
(surface, links): the topic above an entry (a link
back), the title, paragraphs and lists with **bold** runs, the searched words marked, the
topic's entries as links, and the sections before and after it at the foot.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import reference_text as R
from .. import theme
from ..i18n import _
from ..table.palette import INK

MARGIN = 40                                    # the page's inner margin
BODY, HEADING = 20, 30
HEAD_INK = (112, 70, 14)                       # headings on the paper (contrast > 6:1)
DIM_INK = (92, 84, 74)
LINK_INK = (26, 84, 150)


class Page(gfx.Canvas):
    """The laid-out page: a surface (at the window's scale) that also knows its words."""
    words = ""


class Layout:
    """Lays a section out on paper `width` wide: the topic above an entry (a link back), the
    title, paragraphs and lists with **bold** runs (the words of a search marked), the topic's
    entries as links, and the sections before and after it."""

    def __init__(self, width: int, marks=()):
        self.width, self.text_w = width, width - 2 * MARGIN
        self.marks = [m for m in marks if m]
        self.draws: list = []           # (image or ("mark"/"rule", rect), (x, y))
        self.links: list = []           # (rect, anchor) in page coordinates
        self.words: list = []
        self.y = MARGIN - 8

    def put(self, image, x: int, y: int) -> None:
        self.draws.append((image, (x, y)))

    def link(self, text: str, anchor: str, x: int, color=LINK_INK, anchor_at: str = "topleft",
             size: int = BODY) -> pygame.Rect:
        image = theme.render(text, size, color, "bold", wrap=self.text_w - 30, ui=True)
        rect = image.get_rect(**{anchor_at: (x, self.y)})
        self.put(image, rect.x, rect.y)
        self.links.append((rect, anchor))
        self.words.append(text)
        return rect

    def section(self, section, parent: str, entries: list, before, after) -> tuple:
        if parent:
            rect = self.link("‹ " + parent.upper(), section.parent, MARGIN, DIM_INK, size=18)
            self.y = rect.bottom + 2
        title = theme.render(section.title, HEADING, HEAD_INK, "bold", wrap=self.text_w, ui=True)
        self.put(title, MARGIN, self.y)
        self.words.append(section.title)
        self.y += title.get_height() + 6
        self.draws.append((("rule", pygame.Rect(MARGIN, self.y, self.text_w, 2)), None))
        self.y += 18
        previous = "p"
        for kind, marker, runs in R.blocks(section.body):
            indent = 0 if kind == "p" else 34
            if kind == "p" and previous != "p":
                self.y += 6                  # a paragraph after a list stands apart
            if kind != "p":
                sign = theme.render("•" if kind == "bullet" else marker, BODY, HEAD_INK, "bold",
                                    ui=True)
                self.put(sign, MARGIN + indent - 8 - sign.get_width(), self.y)
            self.runs(runs, MARGIN + indent, self.text_w - indent)
            previous = kind
            self.words.append(" ".join(text for text, _bold in runs))
            self.y += 12 if kind == "p" else 6
        if entries:
            self.y += 10
            head = theme.render(_("In this section"), 22, HEAD_INK, "bold", ui=True)
            self.put(head, MARGIN, self.y)
            self.y += head.get_height() + 8
            for entry in entries:
                self.put(theme.render("›", BODY, LINK_INK, "bold", ui=True), MARGIN + 8, self.y)
                self.y = self.link(entry.title, entry.anchor, MARGIN + 30).bottom + 6
        self.neighbours(before, after)
        return self.finish()

    def neighbours(self, before, after) -> None:
        """The sections before and after this one, at the foot of the page."""
        self.y += 24
        self.draws.append((("rule", pygame.Rect(MARGIN, self.y, self.text_w, 1)), None))
        self.y += 12
        bottom, right = self.y, MARGIN
        if before is not None:
            rect = self.link("‹ " + before.title, before.anchor, MARGIN, DIM_INK, size=18)
            bottom, right = rect.bottom, rect.right
        if after is not None:
            label = after.title + " ›"
            if right + 24 + theme.font(18, "bold", ui=True).size(label)[0] > MARGIN + self.text_w:
                self.y = bottom + 8          # no room beside the one before: below it
            rect = self.link(label, after.anchor, MARGIN + self.text_w, DIM_INK,
                             anchor_at="topright", size=18)
            bottom = max(bottom, rect.bottom)
        self.y = bottom

    def runs(self, runs, x0: int, width: int) -> None:
        """[(text, bold)] as lines `width` wide from (x0, self.y); self.y ends below them."""
        regular, bold = theme.font(BODY, ui=True), theme.font(BODY, "bold", ui=True)
        line_h = regular.get_linesize() + 3
        x, line = x0, []            # (text, bold, x) pieces of the line being filled
        for text, strong in runs:
            f = bold if strong else regular
            for word in _words(text):
                w = f.size(word)[0]
                if x + w > x0 + width and x > x0 and word.strip():
                    self.line(line)
                    self.y += line_h
                    x, line = x0, []
                    word = word.lstrip()
                    w = f.size(word)[0]
                if not word:
                    continue
                if line and line[-1][1] == strong:       # one piece per style on a line
                    line[-1] = (line[-1][0] + word, strong, line[-1][2])
                else:
                    line.append((word, strong, x))
                x += w
        self.line(line)
        self.y += line_h

    def line(self, pieces) -> None:
        for text, strong, x in pieces:
            weight = "bold" if strong else "regular"
            for start, end in find_marks(text, self.marks):    # a searched word, marked
                f = theme.font(BODY, weight, ui=True)
                left = f.size(text[:start])[0]
                rect = pygame.Rect(x + left - 1, self.y, f.size(text[start:end])[0] + 2,
                                   f.get_height())
                self.draws.append((("mark", rect), None))
            self.put(theme.render(text, BODY, INK, weight, ui=True), x, self.y)

    def finish(self) -> tuple:
        surface = Page((self.width, self.y + MARGIN), pygame.SRCALPHA)
        for image, pos in self.draws:
            if isinstance(image, tuple):
                kind, rect = image
                color = MARK if kind == "mark" else (200, 180, 130)
                gfx.draw.rect(surface, color, rect, border_radius=3 if kind == "mark" else 0)
            else:
                surface.blit(image, pos)
        surface.words = "\n".join(self.words)
        return surface, self.links


MARK = (250, 214, 110)                  # a searched word's marker behind the ink


def find_marks(text: str, words) -> list:
    """(start, end) spans of `text` where a word of the search stands, ignoring case and
    accents (folded one character at a time, so the spans index the original text)."""
    folded, index = "", []
    for i, ch in enumerate(text):
        f = R.fold(ch)
        folded += f
        index += [i] * len(f)
    spans = []
    for word in words:
        at = folded.find(word)
        while at >= 0 and word:
            spans.append((index[at], index[at + len(word) - 1] + 1))
            at = folded.find(word, at + len(word))
    return spans


def _words(text: str) -> list:
    """Words with the spaces before them, so a line can break at any space."""
    out, current = [], ""
    for ch in text:
        if ch == " " and current.strip():
            out.append(current)
            current = ""
        current += ch
    if current:
        out.append(current)
    return out
