"""Nauticus' round summary, held until seen (scenes/table/hold.py): what each player earned and
built in the round, read back from its events, shown over the table with the new deal laid out."""
from __future__ import annotations

from scenes.i18n import _, list_join, ngettext
from scenes.table.hold import Summary, tally


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


def _phrases(t: dict) -> list:
    out = []
    if t.get("parts"):
        out.append(ngettext("built {n} ship part", "built {n} ship parts", t["parts"])
                   .format(n=t["parts"]))
    if t.get("ships"):
        out.append(ngettext("finished {n} ship", "finished {n} ships", t["ships"])
                   .format(n=t["ships"]))
    if t.get("goods"):
        out.append(ngettext("delivered {n} good", "delivered {n} goods", t["goods"])
                   .format(n=t["goods"]))
    if t.get("vp"):
        out.append(_("scored {n} VP").format(n=t["vp"]))
    if t.get("taler"):
        out.append(_("took {n} taler").format(n=t["taler"]))
    if t.get("spent"):
        out.append(_("spent {n} taler").format(n=t["spent"]))
    if t.get("penalty"):
        out.append(_("lost {n} VP for passing").format(n=t["penalty"]))
    return out


def round_summary(events: list, view: dict, seats: int) -> Summary:
    ended = next((e.data["round"] for e in reversed(events) if e.kind == "round_ended"),
                 view.get("round", 1))
    totals = tally(events, COUNTERS)
    rows = []
    for seat in range(seats):
        phrases = _phrases(totals.get(seat, {}))
        rows.append((seat, list_join(phrases) if phrases else _("nothing this round")))
    following = view.get("round")
    note = _("Round {n}: the wheel has turned and the new action tiles are dealt.").format(
        n=following) if following and following != ended else ""
    return Summary(_("Round {n} is over").format(n=ended), rows, note)
