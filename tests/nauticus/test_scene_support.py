"""Shared helpers of the Nauticus board-scene tests (this module holds no tests itself).

Seat 0 is the person at the screen ("Anna"); the other seats are bots driven by the scene.
Positions for rare decisions are found by playing seeded bot games until seat 0 faces them.
"""
from __future__ import annotations

import pygame

from rules.core import RandomBot
from rules.nauticus import GAME
from rules.nauticus.bots import SimpleBot
from saves import Seat, Setup
from scenes.board import BoardScene
from scenes.match import Match
from scenes.popup import OptionMenu
from tests.scenes.driver import Driver


def setup_for(n: int, seed: int, variants: dict | None = None, humans: int = 1) -> Setup:
    seats = [Seat("Anna")] + [Seat(f"Bot {i}", "bot", "simple") for i in range(1, n)]
    for i in range(1, humans):
        seats[i] = Seat(["Anna", "Bela", "Csilla", "Dora"][i])
    return Setup("nauticus", seats, seed, dict(variants or {}))


def open_board(n: int = 3, seed: int = 1, variants: dict | None = None, state=None,
               speed: str = "instant", humans: int = 1):
    """A driver showing a BoardScene of Nauticus (seat 0 human, bots elsewhere)."""
    d = Driver({"anim_speed": speed, "bot_pace": "quick"})
    match = Match(setup_for(n, seed, variants, humans), state=state, autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    return d, board, match


def ready(board, seat: int = 0) -> bool:
    """`seat` may click now: its decision is pending, animations are over, targets are built."""
    decision = board.match.pending()
    return (decision is not None and decision.seat == seat and board.anims.idle
            and not board.dirty and bool(board.option_buttons))


def wait_for_human(d, board, seat: int = 0, limit: int = 3000) -> bool:
    for _ in range(limit):
        if board.match.pending() is None:
            return False
        if ready(board, seat) and d.top is board:
            return True
        d.frame()
    raise AssertionError(f"seat {seat} never got to decide: {board.match.pending()}")


def find_position(n: int, want, seeds=range(1, 300), variants: dict | None = None,
                  bots: str = "simple"):
    """The first (seed, state) of a bot game where seat 0 faces a decision with
    want(decision, state)."""
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


def board_at(n, want, variants=None, edit=None, bots="simple", seeds=range(1, 300)):
    seed, state = find_position(n, want, variants=variants, bots=bots, seeds=seeds)
    if edit is not None:
        edit(state)
        state.touch()
    d, board, match = open_board(n, seed, variants, state=state)
    assert wait_for_human(d, board)
    return d, board, match


def click_target(d, board, option) -> None:
    """Click an option's board object; answer the small menu if several options share it."""
    target = board.adapter.target_of(option)
    shape = board.adapter.shape_for(target, board.presented)
    assert shape is not None, f"no shape for {target}"
    assert target in board.by_target, f"{target} is not highlighted"
    steps = board.match.state.steps
    d.click(point_inside(board, target, shape))
    if isinstance(d.top, OptionMenu):
        menu = d.top
        button = next(b for b, oid in menu.buttons.items() if oid == option.id)
        d.click(button.rect.center)
    assert board.match.state.steps == steps + 1, \
        f"clicking {target} did not apply {option.id}"
    assert board.match.state.history[-1][1] == option.id


def point_inside(board, target, shape) -> tuple:
    """A point of the shape where this target (and no other legal one) is hit."""
    adapter = board.adapter
    view = board.presented
    cx, cy = shape.center
    candidates = [(cx, cy)]
    r = shape.rect
    for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
            candidates.append((int(r.x + r.w * fx), int(r.y + r.h * fy)))
    for pos in candidates:
        if adapter.target_at(pos, view, board.by_target) == target:
            return pos
    raise AssertionError(f"no point of {target} picks it")


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


def first(decision, pred):
    return next(o for o in decision.options if pred(o))


def has(prompt=None, kind=None, pred=None):
    def want(decision, state):
        if prompt and decision.prompt != f"nauticus.{prompt}":
            return False
        if kind is not None and not any(o.kind == kind and (pred is None or pred(o))
                                        for o in decision.options):
            return False
        return True
    return want
