"""The rules reference (F1): a game's rules as a page over the dimmed table.

It opens at the section about the pending decision (or at the entry of the card or space under
the mouse), with the contents on the left, a search box above them (typing filters, Enter or a
click opens a result; the searched words are marked on the page) and the section on a paper
page that scrolls by wheel, drag, Page Up/Down, Up/Down, Home and End; Left/Right and the links
at its foot turn to the section before or after, Backspace goes back. F1 or Esc closes it; the
table beneath is frozen meanwhile (`freezes`: the scene manager does not update the scenes under
it), so nothing is played and no animation is lost. The texts and their lookup are
`scenes/reference_text.py`; the page's layout is `reference_page.py`.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from .. import reference_text as R
from .. import theme
from ..base import Scene
from ..i18n import _, language, ngettext
from ..table.palette import CREAM
from .reference_page import LINK_INK, Layout

FRAME = pygame.Rect(60, 36, 1480, 828)
SIDE = pygame.Rect(84, 112, 392, 728)          # search box and contents
PAGE = pygame.Rect(496, 112, 1020, 728)        # the paper page
SEARCH = pygame.Rect(SIDE.x, SIDE.y, SIDE.w, 46)
LIST = pygame.Rect(SIDE.x, SEARCH.bottom + 12, SIDE.w, SIDE.bottom - SEARCH.bottom - 12)
WHEEL_STEP, KEY_STEP = 72, 40


class ReferenceScene(Scene):
    opaque = False
    freezes = True          # the table beneath stands still until the reference closes
    name = "reference"

    def __init__(self, game: str, prompt: str | None = None, component: str | None = None):
        super().__init__()
        self.game = getattr(game, "id", game)
        self.prompt = prompt
        self.query = ""
        self.results: list = []
        self.chosen = 0                     # the highlighted search result
        self.history: list = []             # anchors opened before (Backspace goes back)
        self.scroll = 0
        self.list_scroll = 0
        self.drag: tuple | None = None      # (mouse y, scroll) where a drag on the page began
        self.mouse = (0, 0)
        self._page = None                   # (key, surface, links) of the laid-out page
        entry = R.entry_for(self.game, language(), component) if component else None
        self.section = entry or R.section_for(self.game, language(), prompt)

    # ---- what is shown ----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        return language()

    def decision_section(self):
        return R.section_for(self.game, self.lang, self.prompt) if self.prompt else None

    def open(self, anchor: str, remember: bool = True) -> None:
        found = R.find(self.game, self.lang, anchor)
        if found is None:
            return
        if remember and found.anchor != self.section.anchor:
            self.history.append(self.section.anchor)
        self.section, self.scroll = found, 0
        self.reveal_in_list()

    def back(self) -> None:
        if self.history:
            self.open(self.history.pop(), remember=False)

    def set_query(self, query: str) -> None:
        self.query = query
        self.results = R.search(self.game, self.lang, query) if query.strip() else []
        self.chosen, self.list_scroll = 0, 0

    def relabel(self) -> None:
        """The language changed: the same section and search in the new words."""
        self.open(self.section.anchor, remember=False)
        self.set_query(self.query)

    def enter(self) -> None:
        self.reveal_in_list()

    # ---- the contents list --------------------------------------------------------------------------
    def pinned(self):
        """(rect, row) of this decision's section, kept in sight above the contents (not while
        a search shows its results), or None."""
        here = self.decision_section()
        if here is None or self.query.strip():
            return None
        row = ("decision", here.anchor, here.title, _("This decision"))
        return pygame.Rect(LIST.x, LIST.y, LIST.w, self.row_height(row) - 4), row

    def list_rect(self) -> pygame.Rect:
        """Where the contents (or the results) scroll: below the pinned row."""
        pinned = self.pinned()
        if pinned is None:
            return LIST
        top = pinned[0].bottom + 8
        return pygame.Rect(LIST.x, top, LIST.w, LIST.bottom - top)

    def rows(self) -> list:
        """(kind, anchor, title, note) per row of the scrolling list: search results while a
        query is typed, else the topics with the open topic's entries."""
        if self.query.strip():
            return [("result", s.anchor, s.title, self.parent_title(s)) for s in self.results]
        rows = []
        open_topic = self.section.parent or self.section.anchor
        for s in R.sections(self.game, self.lang):
            if s.level == 2:
                rows.append(("topic", s.anchor, s.title, ""))
            elif s.parent == open_topic:
                rows.append(("entry", s.anchor, s.title, ""))
        return rows

    @staticmethod
    def row_title(row):
        """A row's title, wrapped to the list's width (long Hungarian titles take two lines)."""
        kind, _anchor, title, _note = row
        indent = 34 if kind == "entry" else 14
        weight = "bold" if kind in ("topic", "decision", "result") else "regular"
        color = theme.ACCENT if kind == "decision" else theme.TEXT
        return theme.render(title, 18, color, weight, wrap=LIST.w - indent - 16, ui=True), indent

    def row_height(self, row) -> int:
        """Padding, the note above the title (search results, this decision), the title."""
        return 15 + (self.note_h() if row[3] else 0) + self.row_title(row)[0].get_height()

    @staticmethod
    def note_h() -> int:
        """The line of a row's note (a result's topic) and of the found count above results."""
        return max(22, theme.font(18, ui=True).get_linesize() + 1)

    def row_rects(self) -> list:
        """[(rect on screen, row)] at the current list scroll."""
        area = self.list_rect()
        out, y = [], area.y + (self.note_h() + 4 if self.query.strip() else 0) - self.list_scroll
        for row in self.rows():
            h = self.row_height(row)
            out.append((pygame.Rect(area.x, y, area.w, h - 4), row))
            y += h
        return out

    def list_height(self) -> int:
        return sum(self.row_height(r) for r in self.rows()) + \
            (self.note_h() + 4 if self.query.strip() else 0)

    def clamp_list(self) -> None:
        self.list_scroll = max(0, min(self.list_scroll, self.list_height() - self.list_rect().h))

    def reveal_in_list(self) -> None:
        """Scroll the contents so the open section's row is in sight, a third down, the top
        row whole."""
        area = self.list_rect()
        tops = [rect.y + self.list_scroll - area.y for rect, _row in self.row_rects()]
        for top, (rect, row) in zip(tops, self.row_rects()):
            if row[1] == self.section.anchor:
                if top < self.list_scroll or top + rect.h > self.list_scroll + area.h:
                    self.list_scroll = max([t for t in tops if t <= top - area.h // 3] or [0])
                break
        self.clamp_list()

    def parent_title(self, section) -> str:
        if section.parent is None:
            return ""
        parent = R.find(self.game, self.lang, section.parent)
        return parent.title if parent is not None else ""

    # ---- the page -----------------------------------------------------------------------------------
    def page(self):
        """(surface, links) of the open section laid out on paper, cached per section and
        language; links are [(rect in page coordinates, anchor)]."""
        marks = tuple(R.fold(self.query).split())
        key = (self.game, self.section.lang, self.section.anchor, self.lang, marks, gfx.scale(),
               theme.ui_scale())
        if self._page is None or self._page[0] != key:
            before, after = self.neighbours()
            self._page = (key, *Layout(PAGE.w, marks).section(
                self.section, self.parent_title(self.section), self.entries_of(self.section),
                before, after))
        return self._page[1], self._page[2]

    def neighbours(self) -> tuple:
        """The sections before and after the open one in the document (None at the ends)."""
        order = R.sections(self.game, self.lang)
        anchors = [s.anchor for s in order]
        if self.section.anchor not in anchors:
            return None, None
        at = anchors.index(self.section.anchor)
        return (order[at - 1] if at > 0 else None,
                order[at + 1] if at + 1 < len(order) else None)

    def entries_of(self, section) -> list:
        if section.level != 2:
            return []
        return [s for s in R.sections(self.game, self.lang) if s.parent == section.anchor]

    def page_words(self) -> str:
        """The words laid out on the open page (for tests and screen readers to come)."""
        self.page()
        return self._page[1].words

    @property
    def max_scroll(self) -> int:
        surface, _links = self.page()
        return max(0, surface.get_height() - PAGE.h)

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    # ---- input --------------------------------------------------------------------------------------
    def close(self) -> None:
        self.app.pop()

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.scroll = self.drag[1] + (self.drag[0] - event.pos[1])
                self.scroll_by(0)
                self.drag = (*self.drag[:2], True) if abs(self.drag[0] - event.pos[1]) > 4 \
                    else self.drag
        elif event.type == pygame.KEYDOWN:
            self.key(event)
        elif event.type == pygame.TEXTINPUT:
            if event.text.isprintable():
                self.set_query((self.query + event.text)[:60])
        elif event.type == pygame.MOUSEWHEEL:
            if self.list_rect().collidepoint(self.mouse):
                self.list_scroll -= event.y * WHEEL_STEP
                self.clamp_list()
            else:
                self.scroll_by(-event.y * WHEEL_STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.drag is not None and len(self.drag) == 2:      # a click, not a drag
                self.click_page(event.pos)
            self.drag = None
        return True             # modal: nothing reaches the table while the reference is open

    def key(self, event) -> None:
        k = event.key
        if k in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
        elif k == pygame.K_BACKSPACE:
            if self.query:
                self.set_query("" if event.mod & pygame.KMOD_CTRL else self.query[:-1])
            else:
                self.back()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.results:
            self.open(self.results[self.chosen].anchor)
        elif k in (pygame.K_UP, pygame.K_DOWN) and self.results:
            self.chosen = (self.chosen + (1 if k == pygame.K_DOWN else -1)) % len(self.results)
        elif k in (pygame.K_UP, pygame.K_DOWN):
            self.scroll_by(KEY_STEP if k == pygame.K_DOWN else -KEY_STEP)
        elif k in (pygame.K_LEFT, pygame.K_RIGHT):
            near = self.neighbours()[k == pygame.K_RIGHT]
            if near is not None:
                self.open(near.anchor)
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_by((PAGE.h - 80) * (1 if k == pygame.K_PAGEDOWN else -1))
        elif k == pygame.K_HOME:
            self.scroll = 0
        elif k == pygame.K_END:
            self.scroll = self.max_scroll

    def press(self, pos) -> None:
        if self.close_rect().collidepoint(pos):
            self.close()
        elif self.clear_rect().collidepoint(pos) and self.query:
            self.set_query("")
        elif LIST.collidepoint(pos):
            pinned = [self.pinned()] if self.pinned() else []
            visible = [(r, row) for r, row in self.row_rects()
                       if self.list_rect().collidepoint(pos)]
            for rect, (_kind, anchor, _t, _n) in pinned + visible:
                if rect.collidepoint(pos):
                    self.open(anchor)
                    return
        elif PAGE.collidepoint(pos):
            self.drag = (pos[1], self.scroll)

    def click_page(self, pos) -> None:
        _surface, links = self.page()
        at = (pos[0] - PAGE.x, pos[1] - PAGE.y + self.scroll)
        for rect, anchor in links:
            if rect.collidepoint(at):
                self.open(anchor)
                return

    # ---- drawing ------------------------------------------------------------------------------------
    def close_rect(self) -> pygame.Rect:
        return pygame.Rect(FRAME.right - 64, FRAME.y + 14, 44, 44)

    def clear_rect(self) -> pygame.Rect:
        return pygame.Rect(SEARCH.right - 40, SEARCH.y + 7, 32, 32)

    def draw(self, surface) -> None:
        dim = gfx.Surface(theme.SCREEN, pygame.SRCALPHA)
        dim.fill((8, 10, 16, 200))
        surface.blit(dim, (0, 0))
        theme.panel(surface, FRAME, theme.PANEL, radius=14)
        self.draw_header(surface)
        self.draw_search(surface)
        self.draw_list(surface)
        self.draw_page(surface)

    def draw_header(self, surface) -> None:
        title = R.document(self.game, self.lang)[0]
        theme.blit_icon(surface, "open-book", (FRAME.x + 44, FRAME.y + 38), 36, theme.ACCENT)
        theme.text(surface, title, (FRAME.x + 76, FRAME.y + 38), 28, theme.ACCENT, "bold",
                   anchor="midleft", max_width=FRAME.w - 520, ui=True)
        hint = _("F1 or Esc: back to the table")
        close = self.close_rect()
        theme.text(surface, hint, (close.x - 16, close.centery), 18, theme.TEXT_DIM,
                   anchor="midright", max_width=380, ui=True)
        hot = close.collidepoint(self.mouse)
        theme.panel(surface, close, theme.PANEL_HI if hot else theme.BG_DEEP, radius=8,
                    shadow=False, band=False)
        c = close.center
        for sign in (1, -1):
            gfx.draw.line(surface, theme.TEXT, (c[0] - 9, c[1] - 9 * sign),
                          (c[0] + 9, c[1] + 9 * sign), 3)

    def draw_search(self, surface) -> None:
        theme.panel(surface, SEARCH, theme.BG_DEEP, radius=10, shadow=False, band=False,
                    edge=theme.ACCENT if self.query else theme.PANEL_EDGE)
        cx, cy = SEARCH.x + 24, SEARCH.centery - 2
        gfx.draw.circle(surface, theme.TEXT_DIM, (cx, cy), 8, 2)
        gfx.draw.line(surface, theme.TEXT_DIM, (cx + 6, cy + 6), (cx + 12, cy + 12), 3)
        x = SEARCH.x + 46
        if self.query:
            r = theme.text(surface, self.query, (x, SEARCH.centery), 20, theme.TEXT,
                           anchor="midleft", max_width=SEARCH.w - 100, ui=True)
            if int(self.t * 2) % 2 == 0:        # the caret blinks
                gfx.draw.line(surface, theme.ACCENT, (r.right + 2, r.y + 2),
                              (r.right + 2, r.bottom - 2), 2)
            clear = self.clear_rect()
            theme.text(surface, "✕", clear.center, 18,
                       theme.TEXT if clear.collidepoint(self.mouse) else theme.TEXT_DIM,
                       anchor="center")
        else:
            theme.text(surface, _("Type to search the rules"), (x, SEARCH.centery), 18,
                       theme.TEXT_DIM, anchor="midleft", max_width=SEARCH.w - 60, ui=True)

    def draw_list(self, surface) -> None:
        pinned = self.pinned()
        if pinned is not None:
            self.draw_row(surface, *pinned, chosen=False)
        area = self.list_rect()
        clip = surface.get_clip()
        surface.set_clip(area)
        if self.query.strip():
            n = len(self.results)
            note = ngettext("{n} section found", "{n} sections found", n).format(n=n) if n \
                else _("Nothing found")
            theme.text(surface, note, (area.x + 6, area.y - self.list_scroll), 18,
                       theme.TEXT_DIM, max_width=area.w - 12, ui=True)
        for i, (rect, row) in enumerate(self.row_rects()):
            if rect.bottom >= area.y and rect.y <= area.bottom:
                self.draw_row(surface, rect, row, chosen=row[0] == "result" and i == self.chosen)
        surface.set_clip(clip)
        if self.list_height() > area.h:
            draw_scrollbar(surface, area, self.list_scroll, self.list_height(), theme.PANEL_EDGE)

    def draw_row(self, surface, rect, row, chosen: bool) -> None:
        kind, anchor, _title, note = row
        current = anchor == self.section.anchor and kind != "decision"
        hot = rect.collidepoint(self.mouse)
        if current or chosen or hot or kind == "decision":
            color = theme.PANEL_HI if (current or chosen or hot) else theme.BG_DEEP
            gfx.draw.rect(surface, color, rect, border_radius=8)
        if current or chosen:
            gfx.draw.rect(surface, theme.ACCENT, (rect.x, rect.y + 6, 4, rect.h - 12),
                          border_radius=2)
        image, indent = self.row_title(row)
        y = rect.y + 6
        if note:
            theme.text(surface, note, (rect.x + indent, y), 18, theme.TEXT_DIM,
                       max_width=rect.w - indent - 10, ui=True)
            y += self.note_h()
        surface.blit(image, (rect.x + indent, y))

    def draw_page(self, surface) -> None:
        theme.panel(surface, PAGE, CREAM, radius=10, edge=(190, 176, 140), band=False)
        page, links = self.page()
        self.scroll_by(0)
        inner = PAGE.inflate(-4, -4)
        clip = surface.get_clip()
        surface.set_clip(inner)
        surface.blit(page, PAGE.topleft, pygame.Rect(0, self.scroll, PAGE.w, PAGE.h))
        at = (self.mouse[0] - PAGE.x, self.mouse[1] - PAGE.y + self.scroll)
        for rect, _anchor in links:
            if rect.collidepoint(at) and PAGE.collidepoint(self.mouse):
                r = rect.move(PAGE.x, PAGE.y - self.scroll)
                gfx.draw.line(surface, LINK_INK, r.bottomleft, r.bottomright, 2)
        surface.set_clip(clip)
        if page.get_height() > PAGE.h:
            draw_scrollbar(surface, PAGE.inflate(-8, -16), self.scroll, page.get_height(),
                           (180, 164, 128))


def draw_scrollbar(surface, rect, offset: int, total: int, color) -> None:
    """A thin thumb at the right edge of `rect` for content `total` high scrolled by `offset`."""
    track = pygame.Rect(rect.right - 6, rect.y, 5, rect.h)
    h = max(30, track.h * rect.h // max(1, total))
    y = track.y + (track.h - h) * offset // max(1, total - rect.h)
    gfx.draw.rect(surface, color, (track.x, y, track.w, h), border_radius=3)
