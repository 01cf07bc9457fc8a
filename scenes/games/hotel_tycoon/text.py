"""Hotel Tycoon's words on the table: the hover texts of squares, slots, landmarks and seat
panels, and the line in the action corner. All through gettext."""
from __future__ import annotations

from rules.hotel_tycoon import data as D
from scenes.i18n import N_, _, pgettext

from . import art

SQUARE_HELP = {
    "purchase": N_("Purchase: buy one free plot next to this square, or buy an unbuilt one "
                   "out from its owner at half price."),
    "permit": N_("Building permit: declare buildings on one of your plots and roll the permit "
                 "die (green: pay, red: refused, H: free, 2: double price)."),
    "free_build": N_("Free building: place the next piece of one of your hotels free."),
    "free_entrance": N_("Free entrance: place one entrance of one of your built hotels free."),
    "blank": N_("Runway: nothing happens here."),
}


def square_words(n: int) -> str:
    kind = D.SQUARES[n][0]
    plots = [art.hotel_name(p) for p in D.plots_of_square(n)]
    lines = [_("Square {n}").format(n=n), _(SQUARE_HELP[kind])]
    if plots:
        lines.append(_("Borders: {hotels}").format(hotels=", ".join(plots)))
    if n == D.HANGAR_SQUARE:
        lines.append(_("Flying onto or past this square crosses the hangar line: "
                       "the bank pays {amount}.").format(amount=art.money(D.BANK_INCOME)))
    if n == D.TOWER_SQUARE:
        lines.append(_("Flying onto or past this square crosses the control-tower line: "
                       "you may buy entrances this turn."))
    return "\n".join(lines)


def slot_words(adapter, view: dict, slot: str) -> str:
    info = D.SLOTS[slot]
    plot, n = info["plot"], info["square"]
    taken = view["entrances"].get(D.square_id(n))
    head = _("Entrance place of {hotel} on square {n}").format(hotel=art.hotel_name(plot), n=n)
    if taken == plot:
        owner = view["owner"][plot]
        return head + "\n" + _("An entrance of {owner} stands here: a plane landing here "
                               "stays at {hotel}.").format(owner=adapter.seat_name(owner),
                                                           hotel=art.hotel_name(plot))
    if taken is not None:
        return head + "\n" + _("Closed: the square has an entrance of {hotel}.").format(
            hotel=art.hotel_name(taken))
    return head + "\n" + _("Free. An entrance costs {amount} at the control tower.").format(
        amount=art.money(D.HOTELS[plot]["entrance"]))


def panel_words(adapter, view: dict, seat: int) -> str:
    name = adapter.seat_name(seat)
    if seat in view.get("eliminated", ()):
        return _("{name} is bankrupt and out of the game.").format(name=name)
    square = view["planes"][seat]
    where = _("on the START apron") if square == 0 else _("on square {n}").format(n=square)
    hotels = [art.hotel_name(p) for p in D.PLOTS if view["owner"][p] == seat]
    lines = [_("{name}: {cash} in cash, net worth {worth}").format(
        name=name, cash=art.money(view["cash"][seat]), worth=art.money(view["net_worth"][seat])),
        _("Plane {where}").format(where=where)]
    lines.append(_("Hotels: {hotels}").format(hotels=", ".join(hotels)) if hotels
                 else _("No hotels yet"))
    return "\n".join(lines)


def describe(adapter, view: dict, pos) -> str | None:
    shapes = adapter.map.shapes
    for seat in range(adapter.n):
        if adapter.panel_rect(seat).collidepoint(pos):
            return panel_words(adapter, view, seat)
    for slot in D.SLOTS:
        if shapes[slot].contains(pos):
            return slot_words(adapter, view, slot)
    for n in D.SQUARES:
        if shapes[D.square_id(n)].contains(pos):
            return square_words(n)
    if shapes["START"].contains(pos):
        return _("START: every plane begins here; a roll of r flies to square r.")
    if shapes["HANGAR"].contains(pos):
        return _("Hangar: crossing the red line onto square 8 earns {amount} from the bank "
                 "(not when only two players are left of three or four).").format(
            amount=art.money(D.BANK_INCOME))
    if shapes["TOWER"].contains(pos):
        return _("Control tower: crossing the yellow line onto square 27 lets you buy one "
                 "entrance for each of your built hotels this turn.")
    if adapter.bank_rect().collidepoint(pos):
        return _("The bank's deeds: the hotels nobody owns yet (hover one for its deed).")
    return None


def corner_text(adapter, view: dict) -> str:
    """What the corner says beside the dice: the last roll, in words."""
    this_turn = view.get("this_turn") or {}
    seat = (view.get("turn") or {}).get("seat")
    if not this_turn or seat is None or "roll" not in this_turn:
        return ""
    square = this_turn["square"]
    kind = pgettext(art.GAME_ID, D.SQUARE_TYPES[D.SQUARES[square][0]])
    return _("{name}: square {n}, {kind}").format(name=adapter.seat_name(view["current"]),
                                                  n=square, kind=kind)
