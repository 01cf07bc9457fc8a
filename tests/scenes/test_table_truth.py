"""Issue 11, "the table tells the truth": the log follows what the table shows (11.6), the option
list starts at the top of every decision and wraps long texts (11.8), hover and click agree
(11.9), the top bar and the curtain say whose moment it is and why (11.16)."""
from __future__ import annotations

import pygame
import pytest

from tests.scenes.kit import board_at, has, open_board, wait_for_human


# ---- 11.6: log lines appear when their event is shown ---------------------------------------
def test_the_log_waits_for_the_table_then_shows_every_line(home):
    d, board, match = open_board("dominion", 2, seed=3, speed="normal")
    assert wait_for_human(d, board)
    shown = board.log.lines
    decision = match.pending()
    buy = next(o for o in decision.options if o.kind == "end" or o.id.startswith("buy:"))
    board.play(buy.id)
    produced = len([e for e in match.events if e.for_seat(0) is not None])
    assert produced - shown >= 3                     # buy, clean-up, draw, the next turn...
    assert board.log.lines == shown                  # nothing yet: the table has not shown it
    counts = []
    while not board.anims.idle:
        d.frame(dt=0.02)
        counts.append(board.log.lines)
    assert counts[-1] == produced                    # every line once the table shows it all
    assert any(shown < c < produced for c in counts)  # and some while it plays, not all at once


def test_space_shows_every_line_at_once(home):
    d, board, match = open_board("dominion", 2, seed=3, speed="normal")
    assert wait_for_human(d, board)
    decision = match.pending()
    board.play(next(o.id for o in decision.options if o.id.startswith("buy:")))
    board.anims.skip()
    assert board.log.lines == len([e for e in match.events if e.for_seat(0) is not None])


@pytest.mark.parametrize("game_id,players", [("hermagor", 3), ("nauticus", 3)])
def test_a_bot_turn_logs_as_the_table_plays_it(home, game_id, players):
    d, board, match = open_board(game_id, players, seed=5, speed="normal")
    assert wait_for_human(d, board)
    shown = board.log.lines
    board.play(match.pending().options[0].id)
    assert board.log.lines == shown                  # the table has shown nothing yet
    while True:       # through the bots' moves: never a line the table has not reached
        before = board.log.lines
        produced = len([e for e in match.events if e.for_seat(0) is not None])
        assert before <= produced
        if board.anims.idle and not board.dirty and match.pending().seat == 0:
            break
        d.frame(dt=0.05)
    assert board.log.lines == produced


# ---- 11.8: the option list starts at the top of every decision and wraps long texts -----------
def test_options_wrap_and_a_new_decision_starts_at_the_top(home):
    from scenes import theme
    from scenes.table.optionlist import MIN_H, PAD_X, SIZE
    d, board, match = board_at("hermagor", 3, has("hermagor.action"))
    options = board.options
    assert options.max_offset > 0, "want a list taller than the panel"
    long_rows = [row for row in options.rows
                 if theme.font(SIZE).size(row.text)[0] > options.row_w - 2 * PAD_X]
    assert long_rows, "want some option words wider than a row"
    decision = match.pending()
    for row in options.rows:            # the whole words, on as many lines as they need
        option = decision.find(row.option_id)
        assert row.text == board.words(board.adapter.option_label(option, board.presented))
        lines = theme.render(row.text, SIZE, theme.TEXT, wrap=options.row_w - 2 * PAD_X)
        assert lines.get_width() <= options.row_w - 2 * PAD_X
        assert row.h >= lines.get_height() and (row in long_rows) == (row.h > MIN_H)
    # scroll to the end with the wheel and take the last option
    board.mouse = options.rect.center
    for _ in range(100):
        d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    assert options.offset == options.max_offset
    last = options.rows[-1]
    assert options.rect.contains(last.rect)
    d.click(last.rect.center)
    assert match.state.history[-1][1] == last.option_id
    assert wait_for_human(d, board)
    assert options.offset == 0 and options.rows[0].rect.top == options.rect.top


# ---- 11.9: whatever hovering explains, clicking takes -----------------------------------------
HOVER_TABLES = {"dominion": (2, has("buy")), "hermagor": (3, has("hermagor.action")),
                "nauticus": (3, has("use"))}


def clicks_recorded(d, board) -> tuple:
    """Clicks go the whole way through the scene but play nothing: (played ids, menus)."""
    played, menus = [], []
    board.play = lambda option_id: played.append(option_id) or True
    go = board.app.go

    def record_menu(name, **kw):
        if name == "option_menu":
            menus.append([o.id for o in kw["options"]])
        else:
            go(name, **kw)
    board.app.go = record_menu
    return played, menus


@pytest.mark.parametrize("game_id", sorted(HOVER_TABLES))
def test_the_click_takes_the_target_the_hover_lights(home, game_id):
    from tests.scenes.kit import point_inside
    players, want = HOVER_TABLES[game_id]
    d, board, match = board_at(game_id, players, want)
    played, menus = clicks_recorded(d, board)
    targets = dict(board.by_target)
    assert len(targets) >= 2
    for target, options in targets.items():
        pos = point_inside(board, target)
        d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        d.frame(dt=1.0)                         # the hover settles: highlight, tooltip, zoom
        assert board.adapter.hovered_target(board.presented, board.by_target) == target
        d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])
        d.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        ids = [o.id for o in options]
        taken = played[-1:] if len(ids) == 1 else (menus[-1] if menus else None)
        assert taken == ids, f"hovering {target} lights {ids}, the click took {taken}"
        played.clear()
        menus.clear()


def test_a_village_is_taken_by_its_name_as_its_hover_explains(home):
    d, board, match = board_at("hermagor", 3, has("hermagor.action"))
    adapter, view = board.adapter, board.presented
    played, menus = clicks_recorded(d, board)
    # the whole map: wherever the hover names something, the click takes exactly that
    area = adapter.map_area
    for x in range(area.x, area.right, 9):
        for y in range(area.y, area.bottom, 9):
            named = adapter.explained_target((x, y), view)
            if named is not None:
                assert adapter.target_at((x, y), view, board.by_target) == \
                    (named if named in board.by_target else None), (x, y, named)
    # a legal village clicked on its name label, outside its circle
    village = next(t for t in board.by_target if t in adapter.xy and
                   not adapter.map.shapes[t].contains(adapter.label_rect(t).center))
    pos = adapter.label_rect(village).center
    assert adapter.hover(pos, view) == ("village", village)
    d.click(pos)
    ids = [o.id for o in board.by_target[village]]
    assert (played[-1:] if len(ids) == 1 else menus[-1]) == ids


# ---- 11.16: the table tells the truth about whose moment it is --------------------------------
def militia_in_hand(decision, state):
    return decision.prompt == "dominion.action" and decision.find("play:militia") is not None \
        and len(state.hands[1]) > 3 and "moat" not in state.hands[1]


def test_the_bar_names_the_shown_move_then_the_bot_answering_your_militia(home):
    from tests.scenes.kit import find_position
    seed, state = find_position("dominion", 2, militia_in_hand, bots="random")
    d, board, match = open_board("dominion", 2, seed, state=state, speed="normal")
    assert wait_for_human(d, board)
    option = match.pending().find("play:militia")
    words = board.words(board.adapter.option_label(option, board.presented))
    board.play(option.id)
    assert not board.settled and board.bar() == (0, words)   # the move the table shows
    seen = set()
    for _ in range(400):
        d.frame(dt=0.02)
        decision = match.pending()
        if board.settled and decision.prompt == "dominion.militia":
            seen.add(board.bar())
        if decision.seat == 0 and decision.prompt != "dominion.militia" and board.settled:
            break
    assert (1, "answers your Militia") in seen


def test_an_attack_on_you_is_announced_also_when_space_skips(home):
    from tests.scenes.kit import find_position

    def hit(decision, state):
        return decision.prompt == "dominion.militia" and decision.seat == 0
    seed, state = find_position("dominion", 2, hit, bots="random")
    d, board, match = open_board("dominion", 2, seed, state=state, speed="normal")
    assert wait_for_human(d, board)
    while match.pending().prompt == "dominion.militia":
        decision = match.pending()
        option = decision.find("done") or next(o for o in decision.options
                                               if o.id.startswith("pick:"))
        board.play(option.id)
        board.anims.skip()                 # Space: the cards' flight is skipped
        d.frame()
    text, seat, _until = board.notice
    assert seat == 1 and "Militia" in text and "you discard" in text, text
    d.frames(3)
    assert board.notice is not None                # it stays a while after the skip


def test_the_curtain_says_why_it_falls(home):
    d, board, match = open_board("dominion", 2, seed=4, humans=2)
    from scenes.menus.curtain import CurtainScene
    for _ in range(200):
        if isinstance(d.top, CurtainScene):
            if match.state.history:
                break
            d.press("I am")              # the game's first seat takes the chair
        decision = match.pending()
        if board.settled and decision is not None:
            board.play(next(o.id for o in decision.options if o.kind in ("end_turn", "buy")))
        d.frame()
    assert isinstance(d.top, CurtainScene)
    decision = match.pending()
    assert d.top.seat == decision.seat and d.top.reason == board.words(decision.text)
    last_seat, last_option = match.state.history[-1]
    assert last_seat != decision.seat and d.top.after.startswith(match.names[last_seat] + ": ")
    assert board.adapter.zoom.shown(board, lambda pos: (pygame.Rect(0, 0, 9, 9), "copper", ""))\
        is None                                       # no zoom over a fallen curtain


def test_after_a_click_the_zoom_waits_for_the_mouse_to_move(home):
    d, board, match = open_board("dominion", 2, seed=3)
    assert wait_for_human(d, board)
    spot = lambda pos: (pygame.Rect(pos[0], pos[1], 9, 9), "copper", "")   # noqa: E731
    zoom = board.adapter.zoom
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(300, 700), rel=(0, 0),
                                buttons=(0, 0, 0))])
    d.frame(dt=1.0)
    assert zoom.shown(board, spot) is not None
    board.play(match.pending().options[0].id)
    assert wait_for_human(d, board)
    d.frame(dt=2.0)
    assert zoom.shown(board, spot) is None            # the hand reflowed under a resting cursor
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(310, 700), rel=(0, 0),
                                buttons=(0, 0, 0))])
    d.frame(dt=1.0)
    assert zoom.shown(board, spot) is not None


# ---- 11.5: passing texts never over a panel's numbers nor over each other ---------------------
@pytest.mark.parametrize("game_id,players,decisions", [("dominion", 3, 100), ("hermagor", 3, 80),
                                                       ("nauticus", 3, 80)])
def test_passing_texts_keep_clear_through_a_long_game(home, game_id, players, decisions):
    d, board, match = open_board(game_id, players, seed=11, speed="normal", humans=0)
    placer = board.adapter.placer
    placed = 0
    while match.state.steps < decisions and match.pending() is not None:
        d.frame(dt=0.05)
        boxes = placer.boxes
        placed += len(boxes)
        assert not placer.crowded, f"no free place for {placer.crowded}"
        for i, box in enumerate(boxes):
            assert box.collidelist(placer.keep_clear) < 0, (box, placer.keep_clear)
            assert box.collidelist(boxes[i + 1:]) < 0, boxes
    assert placed > 20                     # floats and banners were shown and checked


def test_a_tooltip_covers_as_few_next_targets_as_a_corner_allows(home):
    d, board, match = board_at("hermagor", 3, has("hermagor.action"))
    shapes = board.adapter.target_shapes(board.presented)
    box = pygame.Rect(0, 0, 300, 110)
    covered_before = covered_now = 0
    for target in board.by_target:
        board.mouse = shapes[target].center
        others = [shapes[t].rect for t in board.by_target if t != target]
        below_right = box.move(board.mouse[0] + 18, board.mouse[1] + 18)   # where it was
        spot = board._tooltip_beside_mouse(box)
        assert spot.size == box.size
        covered_before += len(below_right.collidelistall(others))
        covered_now += len(spot.collidelistall(others))
        assert len(spot.collidelistall(others)) <= len(below_right.collidelistall(others))
    assert covered_now < covered_before * 0.7, (covered_now, covered_before)
