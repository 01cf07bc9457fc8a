"""Issue 11, "the table tells the truth": the log follows what the table shows (11.6), the option
list starts at the top of every decision and wraps long texts (11.8), hover and click agree
(11.9), the top bar and the curtain say whose moment it is and why (11.16)."""
from __future__ import annotations

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
