"""The shelf: every game by id. Pure rules: no pygame, no files, no clock, no `random`."""
from __future__ import annotations

import importlib

from .core import GameDef

# The order is the order of the shelf in the game picker.
SHELF = ("dominion", "hermagor", "nauticus", "hotel_tycoon", "kairo", "itchy_feet")
# Games whose rules are complete but whose table is not built yet: the rules' generic suites
# cover them (tests/games.py), the shelf, the picker and saves do not offer them.
COMING = ()

GAMES: dict[str, GameDef] = {}
for _name in SHELF:
    _game = importlib.import_module(f"{__name__}.{_name}").GAME
    GAMES[_game.id] = _game


def coming() -> list[GameDef]:
    return [importlib.import_module(f"{__name__}.{name}").GAME for name in COMING]


def get(game_id: str, include_coming: bool = False) -> GameDef:
    """A shelf game by id; with include_coming, also a game whose table is not built yet
    (headless use: `main.py simulate`)."""
    try:
        return GAMES[game_id]
    except KeyError:
        if include_coming and game_id in COMING:
            return importlib.import_module(f"{__name__}.{game_id}").GAME
        known = ", ".join(GAMES) or "none yet"
        raise KeyError(f"unknown game {game_id!r}; the shelf has: {known}") from None
