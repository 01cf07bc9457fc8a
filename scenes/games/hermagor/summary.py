"""Hermagor's round summary (held until seen) and its small secret for hot-seat play.

A round is read back from its public events: what each player earned and paid, the trading
posts built, the tiles won, the regions enclosed and the discs placed. The only secret of the
game is each player's money, so a shared screen needs no curtain: the money is hidden until the
seat to move holds the peek key (scenes/table/pacing.py, `secrets = "small"`).
"""
from __future__ import annotations

import copy

from scenes.i18n import _, ngettext
from scenes.table import hold


def _money(d):
    delta = d.get("delta", 0)
    return [(d.get("seat"), "earned" if delta > 0 else "paid", abs(delta))]


COUNTERS = {
    "money": _money,
    "post_placed": lambda d: [(d.get("seat"), "posts", 1)],
    "tile_won": lambda d: [(d.get("seat"), "tiles", 1)],
    "region_enclosed": lambda d: [(d.get("seat"), "regions", 1)],
    "disc_placed": lambda d: [(d.get("seat"), "discs", 1)],
    "nobility_placed": lambda d: [(d.get("seat"), "discs", 1)],
}
PHRASES = [
    ("earned", lambda n: ngettext("earned {n} coin", "earned {n} coins", n)),
    ("paid", lambda n: _("paid {n}")),
    ("tiles", lambda n: ngettext("won {n} tile", "won {n} tiles", n)),
    ("posts", lambda n: ngettext("built {n} trading post", "built {n} trading posts", n)),
    ("regions", lambda n: ngettext("enclosed {n} region", "enclosed {n} regions", n)),
    ("discs", lambda n: ngettext("placed {n} disc", "placed {n} discs", n)),
]


def round_summary(events: list, view: dict, seats: int):
    return hold.round_summary(events, view, seats, COUNTERS, PHRASES,
                              _("Round {n} begins: the new market is laid out."))


def conceal(view: dict) -> dict:
    """The view with the viewer's money hidden like everybody else's (a shared screen)."""
    if not view.get("hide_money", True):
        return view
    me = view.get("me")
    players = view.get("players") or []
    if me is None or me >= len(players) or players[me].get("money") is None:
        return view
    out = dict(view)
    out["players"] = [copy.copy(p) for p in players]
    out["players"][me]["money"] = None
    return out
