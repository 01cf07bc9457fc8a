"""Hermagor's round summary (held until seen) and its small secret for hot-seat play.

A round is read back from its public events: what each player earned and paid, the trading
posts built, the tiles won, the regions enclosed and the discs placed. The only secret of the
game is each player's money, so a shared screen needs no curtain: the money is hidden until the
seat to move holds the peek key (scenes/table/board.py, `secrets = "small"`).
"""
from __future__ import annotations

import copy

from scenes.i18n import _, list_join, ngettext
from scenes.table.hold import Summary, tally


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


def _phrases(totals: dict) -> list:
    out = []
    if totals.get("earned"):
        n = totals["earned"]
        out.append(ngettext("earned {n} coin", "earned {n} coins", n).format(n=n))
    if totals.get("paid"):
        out.append(_("paid {n}").format(n=totals["paid"]))
    if totals.get("tiles"):
        n = totals["tiles"]
        out.append(ngettext("won {n} tile", "won {n} tiles", n).format(n=n))
    if totals.get("posts"):
        n = totals["posts"]
        out.append(ngettext("built {n} trading post", "built {n} trading posts", n).format(n=n))
    if totals.get("regions"):
        n = totals["regions"]
        out.append(ngettext("enclosed {n} region", "enclosed {n} regions", n).format(n=n))
    if totals.get("discs"):
        n = totals["discs"]
        out.append(ngettext("placed {n} disc", "placed {n} discs", n).format(n=n))
    return out


def round_summary(events: list, view: dict, seats: int) -> Summary:
    ended = next((e.data["round"] for e in reversed(events) if e.kind == "round_ended"),
                 view.get("round", 1))
    totals = tally(events, COUNTERS)
    rows = []
    for seat in range(seats):
        phrases = _phrases(totals.get(seat, {}))
        rows.append((seat, list_join(phrases) if phrases else _("nothing this round")))
    title = _("Round {n} is over").format(n=ended)
    following = view.get("round")
    note = _("Round {n} begins: the new market is laid out.").format(n=following) \
        if following and following != ended else ""
    return Summary(title, rows, note)


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
