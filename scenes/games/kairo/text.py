"""Kairo's hover texts: what a cell, a card, a tray, a tent stack, a medal or a panel is."""
from __future__ import annotations

from rules.kairo import data as D
from scenes.i18n import _, list_join, ngettext

def colour_name(colour: str) -> str:
    return _(colour)


def card_text(card: str) -> str:
    parcels = ", ".join(str(p) for p in D.CARDS[card])
    if D.is_joker(card):
        return _("Joker: build in parcel {parcels} (pay 1 coin of any colour)").format(
            parcels=parcels)
    return _("Building permit for parcel {parcel}").format(parcel=parcels)


def cell_text(adapter, view: dict, i: int) -> str:
    x, y = D.xy(i)
    zone = _("market") if D.MARKET[i] else _("eatery (purple stalls only)")
    lines = [_("Cell ({x}, {y}), parcel {p}, {zone}").format(x=x, y=y, p=D.PARCEL[i], zone=zone)]
    for st in view["stalls"]:
        owner = adapter.seat_name(st["owner"]) if st["owner"] >= 0 else _("neutral")
        if i in st["tiles"]:
            size = len(st["tiles"])
            lines.append(ngettext("{owner}'s {colour} stall, {n} tile",
                                  "{owner}'s {colour} stall, {n} tiles", size).format(
                owner=owner, colour=colour_name(st["colour"]), n=size)
                if st["owner"] >= 0 else
                _("Neutral {colour} stall").format(colour=colour_name(st["colour"])))
        if st["entrance"] == i:
            lines.append(_("Entrance of {owner}'s {colour} stall").format(
                owner=owner, colour=colour_name(st["colour"])))
    for colour, at in view["customers"].items():
        if at == i:
            lines.append(_("The {colour} customer stands here").format(colour=colour_name(colour)))
    if i in D.START_SPACES:
        lines.append(_("Customer start space {k} of 5").format(k=D.START_SPACES.index(i) + 1))
    return "\n".join(lines)


def panel_text(adapter, view: dict, seat: int) -> str:
    lines = [adapter.seat_name(seat),
             _("{n} points (stall sizes {a}, medals {b})").format(
                 n=view["vp"][seat], a=view["size_vp"][seat], b=view["medal_vp"][seat]),
             ngettext("{n} building card", "{n} building cards", view["hand_sizes"][seat]).format(
                 n=view["hand_sizes"][seat]),
             ngettext("{n} crier card", "{n} crier cards", view["criers"][seat]).format(
                 n=view["criers"][seat])]
    held = [f"{_(kind)} {colour_name(c)}" for c in D.COLOURS for kind, h in
            view["medals"][c].items() if h == seat]
    if held:
        lines.append(_("Medals: {list}").format(list=list_join(held)))
    if view["money"][seat] is None:
        lines.append(_("Money is kept behind a screen"))
    placed = {st["colour"] for st in view["stalls"] if st["owner"] == seat}
    unplaced = [colour_name(c) for c in D.COLOURS if c not in placed]
    if unplaced:
        lines.append(_("Main stalls not yet opened: {list}").format(list=list_join(unplaced)))
    return "\n".join(lines)


def describe(adapter, view: dict, pos) -> str | None:
    i = adapter.cell_at(pos)
    if i is not None:
        return cell_text(adapter, view, i)
    for card, r in adapter.hand_rects(view).items():
        if r.collidepoint(pos):
            return card_text(card)
    for seat in range(adapter.n):
        if adapter.panel_of(seat, view).collidepoint(pos):
            return panel_text(adapter, view, seat)
    shapes = adapter.map.shapes
    for name, shape in shapes.items():
        if not shape.rect.collidepoint(pos) or name.startswith(("c", "label:", "money:")):
            continue
        kind, _sep, rest = name.partition(":")
        if kind == "display":
            card = view["display"][int(rest)]
            return card_text(card) if card else _("An empty display slot")
        if kind == "deck":
            return ngettext("Draw pile: {n} card", "Draw pile: {n} cards",
                            view["deck_size"]).format(n=view["deck_size"])
        if kind == "discard":
            n = len(view["discard"])
            return ngettext("Discard pile (face up): {n} card", "Discard pile (face up): {n} cards",
                            n).format(n=n)
        if kind == "crier_space":
            return _("Crier cards to take: {n}. Each one played sends a customer one distance "
                     "further").format(n=view["crier_space"])
        if kind == "tray":
            waiting = view["customers"].get(rest, 0) is None
            text = _("The {colour} bank tray").format(colour=colour_name(rest))
            if waiting:
                text += "\n" + _("The {colour} customer waits here to take the next entrance a "
                                 "customer leaves").format(colour=colour_name(rest))
            return text
        if kind == "supply":
            return _("{colour} market tents left: {n}").format(colour=colour_name(rest),
                                                                n=view["supply"][rest])
        if kind == "medal":
            colour, medal = rest.split(":")
            return _("The {medal} {colour} medal: {n} points, for the largest {colour} "
                     "stall").format(medal=_(medal), colour=colour_name(colour),
                                     n=D.MEDAL_VALUE[medal])
    return None
