"""Which adapter draws which game: the package `scenes/games/<id>/` exports `ADAPTER`, found by
the game's id from the registry. A game without a package gets the generic adapter."""
from __future__ import annotations

import importlib
import importlib.util

from .. import theme
from ..i18n import _
from ..table.adapter import BoardAdapter

_CLASSES: dict[str, type] = {}
# the emblem of each game on the title shelf, the picker and the load list
ICON_FOR = {"dominion": "dominion.province", "nauticus": "ship",
            "hermagor": "hermagor.market_stall", "hotel_tycoon": "hotel_tycoon.hotel",
            "kairo": "kairo.customer", "itchy_feet": "itchy_feet.passport"}


def register(game_id: str, cls: type) -> None:
    """Bind an adapter class directly (tests use it for their own games)."""
    _CLASSES[game_id] = cls


def adapter_class(game_id: str) -> type:
    if game_id in _CLASSES:
        return _CLASSES[game_id]
    if not game_id.isidentifier() or importlib.util.find_spec(f"{__name__}.{game_id}") is None:
        return BoardAdapter
    return importlib.import_module(f"{__name__}.{game_id}").ADAPTER


def adapter_for(game, setup) -> BoardAdapter:
    return adapter_class(game.id)(game, setup)


def map_path(game):
    cls = adapter_class(game.id)
    return cls.map_path or theme.ASSETS / "maps" / f"{game.id}.tmx"


def missing_assets(game) -> str | None:
    """A sentence naming what is missing for this game, or None when it can be played (the
    picker shows it on the game's card, in the reader's language)."""
    try:
        path = map_path(game)
    except Exception as exc:    # a broken install: the game's table does not even import
        return _("Cannot be played: its table could not be loaded ({reason}).").format(
            reason=f"{type(exc).__name__}: {exc}")
    if not path.exists():
        return _("Cannot be played: its board map {name} is missing from {folder}.").format(
            name=path.name, folder=path.parent)
    return None
