"""The Nauticus board draws every decision of random full games (2, 3 and 4 players),
animations included: a sample of decisions plays at normal speed frame by frame (every mover
stays on the screen and lands inside the table), the rest instantly; the mouse wanders so the
hover texts and ghosts are drawn; the game reaches the results screen."""
from __future__ import annotations

import pygame
import pytest

from rules.core import RandomBot, Rng
from rules.nauticus.bots import SimpleBot
from scenes.table.tween import Mover
from tests.nauticus.test_scene_support import open_board, ready

SCREEN = pygame.Rect(0, 0, 1600, 900)


def wander(d, board, rng) -> str | None:
    """Move the mouse somewhere on the table and return the hover text there."""
    adapter = board.adapter
    view = board.presented
    pick = rng.below(3)
    if pick == 0:
        names = sorted(adapter.target_shapes(view))
        pos = adapter.target_shapes(view)[names[rng.below(len(names))]].center
    else:
        pos = (rng.below(1200), 50 + rng.below(850))
    pos = (int(pos[0]), int(pos[1]))
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    return adapter.tooltip(pos, view)


@pytest.mark.parametrize("n", [2, 3, 4])
def test_every_decision_of_a_full_game_is_drawn(home, monkeypatch, n):
    from scenes.table.board import BoardScene
    monkeypatch.setattr(BoardScene, "_show_events", lambda self, events, lines: None)
    seed = 60 + n
    d, board, match = open_board(n, seed, {"first_player": "random"})
    rng = Rng(seed)
    me = RandomBot(0, seed) if n == 3 else SimpleBot(0, seed)
    tips = set()
    animated = 0
    for _ in range(60000):
        decision = match.pending()
        if decision is None and board.anims.idle:
            break
        if board.anims.idle:        # the next decision plays at normal speed, 1 in 7
            board.anims.speed = 1.0 if match.state.steps % 7 == 0 else 0.0
        if decision is not None and decision.seat == 0 and ready(board):
            option = me.choose(match.state.view(0), decision)
            board.play(option.id)
        if not board.anims.idle and board.anims.speed > 0:
            animated += 1
            for mover in board.movers:
                end = mover.points[-1]
                assert SCREEN.collidepoint(end), (mover, end)
                if isinstance(mover, Mover) and mover.t > 0:
                    x, y = mover.pos
                    assert -60 < x < 1660 and -120 < y < 960
        if rng.below(6) == 0:
            tip = wander(d, board, rng)
            if tip:
                tips.add(tip.split("\n")[0][:24])
        d.frame(dt=1 / 20)
    assert match.pending() is None, "the game did not end"
    d.run_until(lambda: type(d.top).__name__ == "ResultsScene")
    assert animated > 50
    assert len(tips) > 15
