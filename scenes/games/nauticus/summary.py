"""Nauticus' round summary, held until seen (scenes/table/hold.py): what each player earned and
built in the round, read back from its events, shown over the table with the new deal laid out."""
from __future__ import annotations

from scenes.i18n import _, ngettext
from scenes.table import hold


def _round_end(d):
    return [(seat, "penalty", n) for seat, n in enumerate(d.get("penalties") or [])]


COUNTERS = {
    "bought": lambda d: [(d["seat"], "spent", d.get("price", 0))],
    "tile_placed": lambda d: [(d["seat"], "parts", 1 if d.get("ship") else 0)],
    "ship_finished": lambda d: [(d["seat"], "ships", 1)],
    "delivered": lambda d: [(d["seat"], "goods", len(d.get("goods") or []))],
    "money_taken": lambda d: [(d["seat"], "taler", d.get("taler", 0))],
    "crowns_scored": lambda d: [(d["seat"], "vp", d.get("vp", 0))],
    "bonus_received": lambda d: [(d["seat"], "taler", d.get("taler", 0)),
                                 (d["seat"], "vp", d.get("vp", 0))],
    "round_ended": _round_end,
}
PHRASES = [
    ("parts", lambda n: ngettext("built {n} ship part", "built {n} ship parts", n)),
    ("ships", lambda n: ngettext("finished {n} ship", "finished {n} ships", n)),
    ("goods", lambda n: ngettext("delivered {n} good", "delivered {n} goods", n)),
    ("vp", lambda n: _("scored {n} VP")),
    ("taler", lambda n: _("took {n} taler")),
    ("spent", lambda n: _("spent {n} taler")),
    ("penalty", lambda n: _("lost {n} VP for passing")),
]


def round_summary(events: list, view: dict, seats: int):
    return hold.round_summary(
        events, view, seats, COUNTERS, PHRASES,
        _("Round {n}: the wheel has turned and the new action tiles are dealt."))
