"""Which games' tours of the table a person has seen (or skipped): kept in the settings, read by
the board (whether to open the tour) and written by the tour (scenes/table/tour.py)."""
from __future__ import annotations

import saves


def toured(settings: dict, game_id: str) -> bool:
    """Whether the person has seen (or skipped) the tour of this game's table."""
    value = settings.get("toured")
    return isinstance(value, list) and game_id in value


def mark_toured(settings: dict, game_id: str) -> None:
    value = settings.get("toured")
    seen = [g for g in value if isinstance(g, str)] if isinstance(value, list) else []
    settings["toured"] = sorted(set(seen) | {game_id})
    saves.keep_settings(settings)


def wants_tour(settings: dict, game_id: str) -> bool:
    """A first game of this kind, and tours not switched off (the tests' driver does)."""
    return settings.get("tour", True) is not False and not toured(settings, game_id)
