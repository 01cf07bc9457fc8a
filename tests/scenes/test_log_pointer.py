"""The mouse on a log line points out on the board what its event names (scenes/table/board.py
`point_out_logged`, BoardAdapter.event_shapes / point_out): the log says what happened, the board
shows where."""
import pygame
import pytest

import rules
from rules.core import Event
from tests.scenes import kit


def played_on(game_id, decisions, seed=3):
    """A table where the person has taken `decisions` of `simple`'s choices (the bot its own)."""
    d, board, match = kit.open_board(game_id, 2, seed=seed)
    bot = rules.GAMES[game_id].bot("simple", 0, 1)
    for _ in range(decisions):
        if not kit.wait_for_human(d, board):
            break
        board.play(bot.choose(match.state.view(0), match.pending()).id)
        d.frames(2)
    kit.wait_for_human(d, board)          # the log stands still (no bot adds lines meanwhile)
    d.frames(2)
    return d, board, match


def hover(d, pos):
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    d.frame()


def shown_lines(board):
    """(rect, event) of the log lines on screen."""
    return [(rect, board.log.tags[i]) for rect, i in board.log.placed
            if isinstance(board.log.tags[i], Event)]


@pytest.mark.parametrize("game_id, kinds", [
    ("hotel_tycoon", {"buy", "build", "entrance", "move"}),
    ("kairo", {"place_main", "place_expansion", "customer_move"}),
    ("nauticus", {"action_chosen", "tile_placed"}),
    ("hermagor", {"merchant_moved", "post_placed", "tile_moved"}),
    ("dominion", {"buy"}),
    ("itchy_feet", {"steal", "trade", "offer", "declined"}),
])
def test_a_log_line_points_out_the_things_its_event_names(game_id, kinds):
    d, board, match = played_on(game_id, 12)
    try:
        lines = [(rect, e) for rect, e in shown_lines(board) if e.kind in kinds]
        assert lines, "the log shows such a move"
        rect, event = lines[-1]
        names = board.adapter.event_shapes(event, board.shown)
        assert names and all(n in board.adapter.named_shapes(board.shown) for n in names)
        hover(d, rect.center)
        assert board.log.tags[board.log.pointed] is event
        quiet = [(r, e) for r, e in shown_lines(board)
                 if not board.adapter.event_shapes(e, board.shown)]
        if quiet:                              # a line about nothing on the board: no mark
            hover(d, quiet[0][0].center)
            assert board.log.pointed is None
        hover(d, (10, 10))                     # off the log: nothing pointed out
        assert board.log.pointed is None
    finally:
        d.close()


def test_a_flight_points_out_its_landing_square():
    d, board, match = played_on("hotel_tycoon", 3)
    try:
        move = next(e for _r, e in shown_lines(board) if e.kind == "move")
        square = f"S{move.data['to']:02d}"
        assert square in board.adapter.event_shapes(move, board.shown)
    finally:
        d.close()


def test_the_mark_is_drawn_in_the_movers_colour_and_changes_the_board():
    d, board, match = played_on("kairo", 8)
    try:
        rect, event = next((r, e) for r, e in shown_lines(board)
                           if e.kind in ("place_main", "place_expansion"))
        shape = board.adapter.named_shapes(board.shown)[board.adapter.event_shapes(
            event, board.shown)[0]]
        surface = pygame.display.get_surface()          # 1600x900: design units are pixels
        before = surface.subsurface(shape.rect.inflate(12, 12)).copy()
        hover(d, rect.center)
        after = surface.subsurface(shape.rect.inflate(12, 12)).copy()
        assert pygame.image.tobytes(before, "RGB") != pygame.image.tobytes(after, "RGB")
    finally:
        d.close()


def test_the_replay_points_out_too_and_a_click_still_jumps():
    from tests.scenes.test_replay_timeline import open_replay
    d, replay, state = open_replay("kairo", 2)
    try:
        lines = [(rect, replay.log.tags[i]) for rect, i in replay.log.placed
                 if replay.adapter.event_shapes(replay.log.tags[i][1], replay.shown)
                 and replay.log.line_at(rect.center) == i]      # (not one cut at the edge)
        assert lines
        rect, (step, event) = lines[0]
        hover(d, rect.center)
        assert replay.log.tags[replay.log.pointed][1] is event
        d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1)])
        d.frames(2)
        assert replay.position == step
    finally:
        d.close()


def test_the_mouse_on_the_log_while_it_is_rebuilt_shorter_points_at_nothing():
    """An undo or a new language rebuilds the log; the lines drawn last frame are gone, and the
    mouse over where they were must not reach past the new list (an IndexError once: the
    monkey clicked Undo with the mouse on the log)."""
    d, board, match = played_on("hotel_tycoon", 3)
    try:
        rect, _event = shown_lines(board)[-1]
        hover(d, rect.center)
        assert board.log.line_at(rect.center) is not None
        board.log.clear()
        board.log.append(["one line"])
        assert board.log.line_at(rect.center) is None
        d.frame()                                       # drawn with the mouse still there
        assert board.log.pointed is None
    finally:
        d.close()
