"""The board-test kit of tests/scenes/kit.py bound to Nauticus (this module holds no tests)."""
from __future__ import annotations

from tests.scenes import kit
from tests.scenes.kit import (button_visible, click_button, click_target, first,  # noqa: F401
                              ready, wait_for_human)

GAME_ID = "nauticus"


def setup_for(n: int, seed: int, variants: dict | None = None, humans: int = 1):
    return kit.setup_for(GAME_ID, n, seed, variants, humans)


def open_board(n: int = 3, seed: int = 1, variants: dict | None = None, state=None,
               speed: str = "instant", humans: int = 1):
    return kit.open_board(GAME_ID, n, seed, variants, state, speed, humans)


def find_position(n: int, want, seeds=range(1, 400), variants: dict | None = None,
                  bots: str = "simple"):
    return kit.find_position(GAME_ID, n, want, seeds, variants, bots)


def board_at(n: int, want, variants=None, edit=None, bots="simple", seeds=range(1, 400)):
    return kit.board_at(GAME_ID, n, want, variants, edit, bots, seeds)


def has(prompt=None, kind=None, pred=None):
    return kit.has(prompt, kind, pred)
