"""The Hermagor board draws every decision of random full games, animations included."""
from __future__ import annotations

import pygame
import pytest

from rules.core import Rng
from rules.hermagor import data as D
from rules.hermagor.bots import SimpleBot
from rules.core import RandomBot
from tests.hermagor.test_scene_support import open_board, ready

VARIANTS = [
    {},
    {"hide_money": False, "six_actions": True},
    {"tax_official": True},
    {"start_money_10": True, "tax_official": True, "hide_money": False},
]


def wander(d, board, rng) -> None:
    """Move the mouse somewhere: a village, a region, a market spot, a panel (hover texts)."""
    adapter = board.adapter
    pick = rng.below(4)
    if pick == 0:
        pos = adapter.xy[D.NODES[rng.below(len(D.NODES))]]
    elif pick == 1:
        rid = D.REGION_ORDER[rng.below(len(D.REGION_ORDER))]
        pos = adapter.medallion_rect(rid).center
    else:
        pos = (rng.below(1600), rng.below(900))
    pos = (int(pos[0]), int(pos[1]))
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_every_decision_of_a_full_game_is_drawn(home, n):
    """Random bots everywhere (seat 0 answered here); every 6th decision animates at normal
    speed frame by frame; the mouse wanders so hover texts, region glows and routes are drawn."""
    seed = 40 + n
    d, board, match = open_board(n, seed, VARIANTS[n - 2])
    rng = Rng(seed)
    me = RandomBot(0, seed) if n % 2 else SimpleBot(0, seed)
    decisions = 0
    tooltips = set()
    for _ in range(20000):
        decision = match.pending()
        if decision is None and board.anims.idle:
            break
        board.anims.speed = 1.0 if decisions % 6 == 0 else 0.0
        if decision is not None and decision.seat == 0 and ready(board):
            if decision.prompt == "hermagor.action" and decision.info["destinations"]:
                village = sorted(decision.info["destinations"])[rng.below(
                    len(decision.info["destinations"]))]
                pos = tuple(int(v) for v in board.adapter.xy[village])
                d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                            buttons=(0, 0, 0))])
                d.frames(10)                 # the route preview and the tooltip are drawn
                tooltips.add(board.adapter.tooltip(pos, board.presented).split("\n")[0])
            option = me.choose(match.state.view(0), decision)
            board.play(option.id)
        decisions = match.state.steps
        if rng.below(5) == 0:
            wander(d, board, rng)
            tip = board.adapter.tooltip(board.mouse, board.presented)
            if tip:
                tooltips.add(tip.split("\n")[0])
        d.frame(dt=1 / 30)
    assert match.pending() is None, "the game did not end"
    d.run_until(lambda: type(d.top).__name__ == "ResultsScene")
    assert len(tooltips) > 10
