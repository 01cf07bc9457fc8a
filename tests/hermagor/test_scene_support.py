"""Shared helpers of the Hermagor board-scene tests (this module holds no tests itself).

Seat 0 is the person at the screen ("Anna"); the other seats are bots driven by the scene.
Positions for rare decisions are found by playing seeded bot games until seat 0 faces them.
"""
from __future__ import annotations

import pygame

from rules.hermagor import GAME
from rules.hermagor.bots import SimpleBot
from rules.core import RandomBot
from saves import Seat, Setup
from scenes.board import BoardScene
from scenes.match import Match
from scenes.popup import OptionMenu
from tests.scenes.driver import Driver


def setup_for(n: int, seed: int, variants: dict | None = None) -> Setup:
    seats = [Seat("Anna")] + [Seat(f"Bot {i + 1}", "bot", "simple") for i in range(1, n)]
    return Setup("hermagor", seats, seed, dict(variants or {}))


def open_board(n: int = 4, seed: int = 1, variants: dict | None = None, state=None,
               speed: str = "instant"):
    """A driver showing a BoardScene of Hermagor (seat 0 human, bots elsewhere)."""
    d = Driver({"anim_speed": speed, "bot_pace": "quick"})
    match = Match(setup_for(n, seed, variants), state=state, autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    return d, board, match


def ready(board) -> bool:
    """Seat 0 may click now: its decision is pending, animations are over, targets are built."""
    decision = board.match.pending()
    return (decision is not None and decision.seat == 0 and board.anims.idle
            and not board.dirty and board.option_buttons)


def wait_for_human(d, board, limit: int = 3000) -> bool:
    """Run frames until seat 0 must decide (True) or the game is over (False)."""
    for _ in range(limit):
        if board.match.pending() is None:
            return False
        if ready(board) and d.top is board:
            return True
        d.frame()
    raise AssertionError(f"seat 0 never got to decide: {board.match.pending()}")


def find_position(n: int, want, seeds=range(1, 400), variants: dict | None = None,
                  bots: str = "simple"):
    """The first (seed, state) of a bot game where seat 0 faces a decision with want(decision)."""
    for seed in seeds:
        state = GAME.new(n, seed, variants or None)
        players = [SimpleBot(s, 100 + s) if bots == "simple" else RandomBot(s, 100 + s)
                   for s in range(n)]
        while (decision := state.pending()) is not None:
            if decision.seat == 0 and want(decision, state):
                return seed, GAME.load(state.to_dict())
            option = players[decision.seat].choose(state.view(decision.seat), decision)
            state.apply(option.id)
    raise AssertionError("no game reached the wanted position")


def click_target(d, board, option) -> None:
    """Click an option's board object; answer the small menu if several options share it."""
    target = board.adapter.target_of(option)
    shape = board.adapter.shape_for(target, board.presented)
    assert shape is not None, f"no map object for {target}"
    steps = board.match.state.steps
    d.click(point_inside(shape))
    if isinstance(d.top, OptionMenu):
        menu = d.top
        button = next(b for b, oid in menu.buttons.items() if oid == option.id)
        d.click(button.rect.center)
    assert board.match.state.steps == steps + 1, f"clicking {target} did not apply {option.id}"
    assert board.match.state.history[-1][1] == option.id


def point_inside(shape) -> tuple:
    """A point of the shape that no later (drawn on top) object covers: its centre."""
    return shape.center


def click_button(d, board, option_id: str) -> None:
    button = next(b for b, oid in board.option_buttons.items() if oid == option_id)
    assert button_visible(board, option_id), f"{option_id} is scrolled out of view"
    steps = board.match.state.steps
    d.click(button.rect.center)
    assert board.match.state.steps == steps + 1, f"the button {option_id} did nothing"


def button_visible(board, option_id: str) -> bool:
    button = next((b for b, oid in board.option_buttons.items() if oid == option_id), None)
    if button is None:
        return False
    return pygame.Rect(board.layout["options"]).contains(button.rect)
