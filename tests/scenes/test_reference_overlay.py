"""The rules reference (F1) over every game's table, in every language: it opens at the section
about the pending decision (or at the entry of the hovered card or space), searches, scrolls,
and closes onto the very same table."""
from __future__ import annotations

import hashlib
import json

import pygame
import pytest

import rules
from scenes import i18n
from scenes import reference_text as R
from scenes.menus.reference import PAGE, SEARCH, ReferenceScene
from scenes.menus.title import TitleScene
from scenes.table.replay import ReplayScene
from tests.scenes.driver import Driver
from tests.scenes.kit import open_board, setup_for, wait_for_human

GAMES = sorted(rules.GAMES)
LANGS = ("en", "hu", "et")


def table(game_id: str, lang: str = "en", speed: str = "instant", seed: int = 3):
    """A board of `game_id` where the person (seat 0) is to decide, in `lang`."""
    i18n.set_language(lang)
    d, board, match = open_board(game_id, 3, seed=seed, speed=speed)
    assert wait_for_human(d, board)
    return d, board, match


def move_to(d, pos) -> None:
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def quiet_spot(board) -> tuple:
    """A point of the window where no card or space with an entry lies (the log panel)."""
    log = board.layout["log"]
    for pos in [log.center, (log.x + 10, log.y + 10), (log.right - 10, log.bottom - 10)]:
        board.mouse = pos
        if board.reference_component() is None:
            return pos
    raise AssertionError("no spot without a linked component")


def press_f1(d, board) -> ReferenceScene:
    move_to(d, quiet_spot(board))
    d.key(pygame.K_F1)
    assert isinstance(d.top, ReferenceScene), type(d.top).__name__
    return d.top


def digest(board) -> str:
    state = json.dumps(board.match.state.to_dict(), sort_keys=True)
    return hashlib.sha256(state.encode()).hexdigest()


def typed(d, text: str) -> None:
    for ch in text:
        d.frame([pygame.event.Event(pygame.TEXTINPUT, text=ch)])


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_f1_opens_the_section_of_the_pending_decision(home, game_id, lang):
    d, board, match = table(game_id, lang)
    prompt = board.presented["turn"]["prompt"]
    assert prompt == match.pending().prompt
    before = digest(board)
    scene = press_f1(d, board)
    expected = R.section_for(game_id, lang, prompt)
    assert scene.section.anchor == expected.anchor
    assert scene.section.lang == lang
    words = scene.page_words()
    assert expected.title in words
    assert len(words) > len(expected.title) + 40, "the page says next to nothing"
    if lang != "en":        # the words are the language's own, not the English ones
        english = R.find(game_id, "en", expected.anchor)
        assert expected.body != english.body
        assert english.body.split("\n")[0][:60] not in words
    # the contents name this decision's section first
    assert scene.pinned()[1][:2] == ("decision", expected.anchor)
    d.key(pygame.K_ESCAPE)
    assert d.top is board
    assert digest(board) == before
    assert match.pending().prompt == prompt


@pytest.mark.parametrize("game_id", GAMES)
def test_search_finds_a_term_and_enter_opens_it(home, game_id):
    d, board, _match = table(game_id)
    scene = press_f1(d, board)
    target = next(s for s in R.sections(game_id, "en") if s.level == 3)
    term = max(target.title.split(), key=len).strip("()").lower()
    typed(d, term)
    assert scene.query == term
    assert target.anchor in [s.anchor for s in scene.results]
    assert [row[0] for row in scene.rows()] == ["result"] * len(scene.results)
    while scene.results[scene.chosen].anchor != target.anchor:
        d.key(pygame.K_DOWN)
    d.key(pygame.K_RETURN)
    assert scene.section.anchor == target.anchor
    assert target.title in scene.page_words()
    for _ in term:                           # Backspace empties the box, then goes back
        d.key(pygame.K_BACKSPACE)
    assert scene.query == "" and scene.results == []
    d.key(pygame.K_BACKSPACE)
    assert scene.section.anchor == R.section_for(game_id, "en",
                                                 board.presented["turn"]["prompt"]).anchor


def test_search_ignores_accents_and_reports_nothing_found(home):
    d, board, _match = table("dominion", "hu")
    scene = press_f1(d, board)
    typed(d, "vararok")
    assert scene.results and scene.results[0].anchor == "moat"
    typed(d, "xyzzy")
    assert scene.results == []
    d.frames(1)                              # "Nothing found" is drawn, nothing breaks
    d.click(scene.clear_rect().center)
    assert scene.query == ""


def test_a_click_in_the_contents_and_on_a_link_opens_that_section(home):
    d, board, _match = table("dominion")
    scene = press_f1(d, board)
    rect, row = next((r, row) for r, row in scene.row_rects() if row[1] == "cards")
    d.click(rect.center)
    assert scene.section.anchor == "cards"
    assert any(kind == "entry" for kind, *_rest in scene.rows())    # its entries listed
    _surface, links = scene.page()
    link, anchor = links[0]
    at = (PAGE.x + link.centerx, PAGE.y + link.centery - scene.scroll)
    if not PAGE.collidepoint(at):
        scene.scroll = link.y
        at = (PAGE.x + link.centerx, PAGE.y + link.centery - scene.scroll)
    d.click(at)
    assert scene.section.anchor == anchor
    rect, row = scene.pinned()                  # this decision's section stays in reach
    d.click(rect.center)
    assert scene.section.anchor == row[1] == "buy"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_page_scrolls_by_keys_wheel_and_drag(home, game_id):
    d, board, _match = table(game_id)
    scene = press_f1(d, board)
    heights = {}
    for section in R.sections(game_id, "en"):
        scene.open(section.anchor)
        heights[section.anchor] = scene.page()[0].get_height()
    longest = R.find(game_id, "en", max(heights, key=heights.get))
    scene.open(longest.anchor)
    if scene.max_scroll == 0:                # every section fits on the page: keys do nothing
        assert heights[longest.anchor] <= PAGE.h
        d.key(pygame.K_PAGEDOWN)
        assert scene.scroll == 0
        return
    d.key(pygame.K_PAGEDOWN)
    assert scene.scroll > 0
    d.key(pygame.K_HOME)
    assert scene.scroll == 0
    d.key(pygame.K_DOWN)
    assert scene.scroll > 0
    d.key(pygame.K_END)
    assert scene.scroll == scene.max_scroll
    d.key(pygame.K_PAGEUP)
    assert 0 <= scene.scroll < scene.max_scroll
    move_to(d, PAGE.center)
    top = scene.scroll
    d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert scene.scroll > top or scene.scroll == scene.max_scroll
    d.key(pygame.K_HOME)
    start = PAGE.center
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)])
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0], start[1] - 150),
                                rel=(0, -150), buttons=(1, 0, 0))])
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(start[0], start[1] - 150), button=1)])
    assert scene.scroll == min(150, scene.max_scroll)
    assert scene.section.anchor == longest.anchor     # a drag is not a click on a link


def test_the_contents_scroll_by_wheel(home):
    d, board, _match = table("dominion")
    scene = press_f1(d, board)
    scene.open("cards")                     # 25 kingdom cards and more: taller than the list
    scene.list_scroll = 0
    assert scene.list_height() > scene.list_rect().h
    move_to(d, scene.list_rect().center)
    d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False)])
    assert scene.list_scroll > 0


def test_the_table_stands_still_beneath_and_esc_returns_to_it(home):
    """A move animating when F1 is pressed waits for the reference to close: nothing is
    played, no step of the animation is lost, and the state is the same."""
    d, board, match = table("dominion", speed="slow")
    decision = match.pending()
    board.play(decision.options[0].id)
    d.frame()
    assert not board.anims.idle
    before = (digest(board), board.t, [[t.elapsed for t in step] for step in board.anims.steps],
              board.presented)
    d.key(pygame.K_F1)
    assert isinstance(d.top, ReferenceScene)
    d.frames(60, dt=0.1)                     # six seconds with the reference open
    now = (digest(board), board.t, [[t.elapsed for t in step] for step in board.anims.steps],
           board.presented)
    assert now == before
    d.key(pygame.K_F1)                       # F1 closes as well as Esc
    assert d.top is board
    assert (digest(board), board.presented) == (before[0], before[3])
    d.frames(3)
    assert board.t > before[1]               # and the table goes on


def test_f1_over_a_held_round_summary(home):
    """The reference opens although a summary holds the table (the summary eats other keys)."""
    d, board, _match = table("dominion")
    from scenes.table.hold import Summary
    board.pauses = True
    board.hold(Summary("Round 1", [], "", "Continue"))
    d.frame()
    assert board.anims.gate is not None
    d.key(pygame.K_F1)
    assert isinstance(d.top, ReferenceScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is board and board.anims.gate is not None


def linked_spot(board):
    """(point, component id) of something on the table with a rules entry."""
    view = board.shown
    shapes = {**board.adapter.map.shapes, **board.adapter.target_shapes(view)}
    for shape in shapes.values():
        for pos in (shape.center, shape.rect.center):
            pos = (int(pos[0]), int(pos[1]))
            board.mouse = pos
            name = board.reference_component()
            if name is not None:
                return pos, name
    raise AssertionError("nothing on the table links to the reference")


@pytest.mark.parametrize("game_id", GAMES)
def test_hover_and_f1_open_the_entry(home, game_id, monkeypatch):
    lang = "hu" if game_id in ("dominion", "hermagor", "kairo") else "et"
    d, board, _match = table(game_id, lang)
    pos, name = linked_spot(board)
    hints = []
    original = board.draw_reference_hint
    monkeypatch.setattr(board, "draw_reference_hint",
                        lambda surface, near, inside=False: (hints.append(near),
                                                             original(surface, near, inside)))
    move_to(d, pos)
    d.frames(12)                             # the hover delay: the "F1: rules" tab shows
    assert hints, "no F1 hint beside the hover text"
    d.key(pygame.K_F1)
    scene = d.top
    assert isinstance(scene, ReferenceScene)
    entry = R.entry_for(game_id, lang, name)
    assert scene.section.anchor == entry.anchor and scene.section.lang == lang
    assert entry.title in scene.page_words()
    d.key(pygame.K_ESCAPE)
    assert d.top is board


def test_a_zoomed_card_links_to_its_entry(home):
    d, board, _match = table("dominion")
    spot = board.adapter.spots[-1]
    rect, card, _where = spot
    move_to(d, rect.center)
    assert board.reference_component() == card
    d.key(pygame.K_F1)                       # at once: no hover text yet, the decision's page
    assert d.top.section.anchor == R.section_for("dominion", "en", "dominion.buy").anchor
    d.key(pygame.K_ESCAPE)
    d.frames(12)                             # the card shows large: now its entry
    d.key(pygame.K_F1)
    assert d.top.section.anchor == R.entry_for("dominion", "en", card).anchor


@pytest.mark.parametrize("game_id", ["dominion", "hotel_tycoon"])
def test_the_f1_tab_of_a_zoomed_card_sits_on_its_top_edge(home, game_id, monkeypatch):
    """A zoomed card (Dominion's card, Hotel Tycoon's deed) carries the "F1: rules" tab on its
    top edge instead of by the mouse, where the card may lie under it."""
    d, board, _match = table(game_id)
    hints = []
    original = board.draw_reference_hint
    monkeypatch.setattr(board, "draw_reference_hint",
                        lambda surface, near, inside=False: (hints.append(near),
                                                             original(surface, near, inside)))
    zoom, view = board.adapter.zoom, board.shown
    if game_id == "dominion":
        pos = board.adapter.spots[-1][0].center
    else:
        pos = next(center for shape in board.adapter.map.shapes.values()
                   for center in [tuple(map(int, shape.rect.center))]
                   if board.adapter.spot_at(center, view) is not None)
    move_to(d, pos)
    d.frames(12)
    assert board.reference_component() is not None
    assert zoom.drawn is not None
    assert hints and hints[-1] == zoom.drawn


def test_the_language_switches_while_open(home):
    d, board, _match = table("dominion", "en")
    scene = press_f1(d, board)
    anchor = scene.section.anchor
    i18n.set_language("et")
    d.frame()
    assert scene.section.anchor == anchor and scene.section.lang == "et"
    assert scene.section.title in scene.page_words()


def test_f1_in_the_replay(home):
    game = rules.get("hermagor")
    state = game.new(3, 5)
    bots = [game.bot("simple", s, 100 + s) for s in range(3)]
    for _ in range(12):
        decision = state.pending()
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    d = Driver()
    replay = ReplayScene(setup_for("hermagor", 3, 5), state.history, 0)
    d.app.reset(replay)
    d.frames(2)
    d.key(pygame.K_END)
    position = replay.position
    prompt = replay.presented["turn"]["prompt"]
    move_to(d, replay.layout["log"].center)
    d.key(pygame.K_F1)
    assert isinstance(d.top, ReferenceScene)
    assert d.top.section.anchor == R.section_for("hermagor", "en", prompt).anchor
    d.key(pygame.K_ESCAPE)
    assert d.top is replay and replay.position == position


def test_f1_on_a_menu_does_nothing(home):
    d = Driver()
    d.app.push(TitleScene())
    d.frame()
    d.key(pygame.K_F1)
    assert isinstance(d.top, TitleScene)


def test_the_search_box_takes_only_printable_text(home):
    d, board, _match = table("kairo")
    scene = press_f1(d, board)
    d.frame([pygame.event.Event(pygame.TEXTINPUT, text="\u200b")])
    assert scene.query == ""
    d.click((SEARCH.right - 24, SEARCH.centery))     # the clear cross is not there: no query
    assert scene.query == "" and isinstance(d.top, ReferenceScene)


def test_searched_words_are_marked_ignoring_case_and_accents():
    from scenes.menus.reference_page import find_marks
    assert find_marks("A Várárok védelmet ad", ["vararok"]) == [(2, 9)]
    assert find_marks("Moat, moat", ["moat"]) == [(0, 4), (6, 10)]
    assert find_marks("nothing here", ["moat"]) == []


def test_the_page_marks_the_search_and_turns_to_its_neighbours(home):
    d, board, _match = table("dominion", "hu")
    scene = press_f1(d, board)
    typed(d, "vararok")
    d.key(pygame.K_RETURN)
    assert scene.section.anchor == "moat"
    marked = sum(1 for image, _pos in scene_layout(scene).draws
                 if isinstance(image, tuple) and image[0] == "mark")
    assert marked >= 1
    order = [s.anchor for s in R.sections("dominion", "hu")]
    at = order.index("moat")
    d.key(pygame.K_RIGHT)
    assert scene.section.anchor == order[at + 1]
    d.key(pygame.K_LEFT)
    d.key(pygame.K_LEFT)
    assert scene.section.anchor == order[at - 1]
    _surface, links = scene.page()               # the topic above an entry links back to it
    assert links[0][1] == scene.section.parent == "cards"


def scene_layout(scene):
    """The layout of the open page again, to look at what it drew."""
    from scenes.menus.reference_page import Layout
    before, after = scene.neighbours()
    layout = Layout(PAGE.w, tuple(R.fold(scene.query).split()))
    layout.section(scene.section, scene.parent_title(scene.section),
                   scene.entries_of(scene.section), before, after)
    return layout


def test_a_game_without_a_reference_says_so(home, monkeypatch):
    from tests.scenes.driver import install_test_game
    from tests import toygame
    install_test_game(monkeypatch)
    d, board, _match = open_board(toygame.GAME.id, 2)
    move_to(d, (600, 400))
    d.frames(12)                             # hover texts show without an F1 line
    d.key(pygame.K_F1)
    assert d.top is board
    assert board.toast is not None and "reference" in board.toast[0]


def test_closing_the_reference_hovers_again_where_the_pointer_is(home):
    """The mouse moved while the reference was open (its moves went to the reference): back at
    the table, hover and hover texts follow the pointer where it is now, not where it was."""
    d, board, _match = table("dominion")
    pos, _name = linked_spot(board)
    move_to(d, pos)
    d.frames(12)
    assert board.reference_component() is not None      # hovering a card with an entry
    d.key(pygame.K_F1)
    assert isinstance(d.top, ReferenceScene)
    elsewhere = quiet_spot(board)
    board.mouse = pos                                    # (quiet_spot tried places on it)
    pygame.mouse.set_pos(elsewhere)                      # the person moves the mouse meanwhile
    move_to(d, elsewhere)                                # ... which the reference receives
    assert board.mouse == pos
    d.key(pygame.K_ESCAPE)
    assert d.top is board
    assert board.mouse == elsewhere and board.hover_time < 0.5
    d.frames(12)
    assert board.reference_component() is None          # no hover text of the card left behind
