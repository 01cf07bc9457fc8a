"""Nauticus hover texts: the full words for whatever is under the mouse (spaces, bonus fields,
the wheel, supply stacks, rewards, ships and their slots, warehouse tiles, pass and extra tiles,
counters, delivered goods, the VP and round tracks, the scoring reminder)."""
from __future__ import annotations

import math

from rules.core.text import N_
from rules.nauticus import data as D
from rules.nauticus.texts import TILE as TILE_WORDS

from ...i18n import _, ngettext, pgettext

ACTION_TEXT = {
    "act_hull": N_("Buy hull parts (single, bow, middle, stern) and build ships with them."),
    "act_mast": N_("Buy masts (whale, anchor, helm, compass); a ship's masts and sails share "
                   "one crest."),
    "act_sail": N_("Buy sails; a sail hangs on a mast of its crest (or on a crowned mast)."),
    "act_goods": N_("Buy goods (fish, grain, coffee, salt) and load them under the hulls."),
    "act_transport": N_("Move tiles from your warehouse into your shipyard: 1 worker each."),
    "act_money": N_("Take 2 taler per worker used."),
    "act_deliver": N_("Unload finished, fully loaded ships: 1 worker per good, all at once."),
    "act_crowns": N_("Score your crowns: crowns x workers in VP, at most 15 a round."),
}
BONUS_TEXT = {
    "bonus_3w": N_("3 workers"),
    "bonus_mast": N_("a mast of any crest (free, into the warehouse)"),
    "bonus_sail": N_("a sail of any crest (free, into the warehouse)"), "bonus_2vp": N_("2 VP"),
    "bonus_2w": N_("2 workers"),
    "bonus_1w_good": N_("1 worker and a good of any kind (free, into the warehouse)"),
    "bonus_1w_1vp": N_("1 worker and 1 VP"), "bonus_4t": N_("4 taler"),
}
CREST = {"whale": N_("whale"), "anchor": N_("anchor"), "helm": N_("helm"),
         "compass": N_("compass")}
TILE_TEXT = {
    "hull": {"hull_single": N_("a complete one-part hull: always starts a new ship"),
             "hull_bow": N_("the front end of a 2-4 part hull"),
             "hull_middle": N_("goes between bow and stern, at most 2 per hull"),
             "hull_stern": N_("the back end of a 2-4 part hull")},
    "mast": N_("stands on a hull part; a ship's masts and sails all show one crest"),
    "sail": N_("hangs on a mast of its crest (or on a crowned mast)"),
    "good": N_("is loaded under a hull part; delivered goods score per kind at the end"),
}
REWARD_TEXT = {
    "rw_crown_mast": N_("a crowned mast into the warehouse (fits any ship, 1 crown; 2 spaces)"),
    "rw_crown_sail": N_("a crowned sail into the warehouse (fits any mast, 1 crown)"),
    "rw_3vp": N_("3 VP at once"), "rw_7t": N_("7 taler"), "rw_3w": N_("3 workers"),
    "rw_2goods": N_("2 goods of two different kinds into the warehouse (2 spaces)"),
}


def tile_name(tile: str) -> str:
    """A tile as the log names it, in the reader's language."""
    return pgettext("nauticus", TILE_WORDS[tile])


def action_name(action: str) -> str:
    return pgettext("nauticus", D.ACTION_NAMES[action])


def workers(n: int) -> str:
    return ngettext("{n} worker", "{n} workers", n).format(n=n)


def signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def hull_words(ship: dict) -> str:
    return _(", ").join(tile_name(s["hull"]) for s in ship["slots"])


def ship_text(adapter, view: dict, seat: int, index: int) -> str:
    ship = view["players"][seat]["ships"][index]
    n = len(ship["slots"])
    lines = [_("{name}: ship {n} ({hulls})").format(name=adapter.seat_name(seat), n=index + 1,
                                                    hulls=hull_words(ship))]
    if ship["finished"]:
        lines.append(_("Finished: {n} VP at the end.").format(n=D.SHIP_VP[n]))
    elif ship["closed"]:
        need = sum(1 for s in ship["slots"] if s["mast"] is None or s["sail"] is None)
        lines.append(ngettext("Hull complete; {n} section still needs a mast and a sail.",
                              "Hull complete; {n} sections still need a mast and a sail.",
                              need).format(n=need))
    else:
        lines.append(_("Hull open: it can still grow at an open end (up to 4 parts)."))
    if ship["crest"]:
        lines.append(_("Crest: {crest}.").format(crest=_(CREST.get(ship["crest"],
                                                                    ship["crest"]))))
    cargo = [tile_name(s["good"]) if s["good"] else "–" for s in ship["slots"]]
    lines.append(_("Cargo: {goods}").format(goods=_(", ").join(cargo)))
    if ship["finished"] and all(s["good"] for s in ship["slots"]):
        lines.append(_("Fully loaded: delivering takes {workers}.").format(workers=workers(n)))
    return "\n".join(lines)


def describe(adapter, view: dict, pos) -> str | None:
    a = adapter
    shapes = a.target_shapes(view)
    # ships first (their slots, then the whole ship)
    for seat in range(a.n):
        yard = a.yard(view, seat)
        for i, geom in enumerate(yard["geoms"]):
            if geom.rect.collidepoint(pos):
                text = ship_text(a, view, seat, i)
                for j in range(geom.n):
                    if geom.slot_rect(j).collidepoint(pos):
                        slot = geom.ship["slots"][j]
                        parts = [tile_name(slot[k]) for k in ("hull", "mast", "sail", "good")
                                 if slot[k]]
                        text += "\n" + _("Section {n}: {parts}").format(
                            n=j + 1, parts=_(", ").join(parts))
                return text
        if yard["new"] is not None and yard["new"].collidepoint(pos):
            return _("A new ship starts here (any hull part can start one).")
    for seat in range(a.n):
        for tile, rect, _cell in a.warehouse_cells(view, seat):
            if rect.collidepoint(pos):
                p = view["players"][seat]
                head = _("{name}'s warehouse: {n}/12 spaces used").format(
                    name=a.seat_name(seat), n=p["warehouse_units"])
                if tile is None:
                    return head + "\n" + _("An empty space. Free tiles (price 0, bonuses, "
                                           "rewards) always come here; Transport moves tiles "
                                           "on to the ships.")
                listing = _(", ").join(f"{c} × {tile_name(t)}" for t, c in
                                       sorted(p["warehouse"].items(),
                                              key=lambda kv: D.TILE_ORDER.index(kv[0])))
                name = tile_name(tile).capitalize()
                if D.tile_units(tile) == 2:
                    name = _("{tile} (a mast takes 2 spaces)").format(tile=name)
                return f"{name}\n{head}\n" + _("Holds: {tiles}").format(tiles=listing)
    name = None
    for key, shape in shapes.items():
        if shape.contains(pos):
            name = key if name is None or _smaller(shape, shapes[name]) else name
    if name is None:
        for key in ("area_overview", "area_phase", "area_round_track"):
            if a.area[key].collidepoint(pos):
                name = key
    if name is None:
        cx, cy = a.center
        if math.dist(pos, (cx, cy)) <= a.wheel_r:
            name = "wheel"
    if name is None:
        return None
    return text_for(a, view, name)


def _smaller(shape, other) -> bool:
    return shape.rect.w * shape.rect.h < other.rect.w * other.rect.h


def space_of(view: dict, sid: str) -> dict:
    return next(s for s in view["spaces"] if s["id"] == sid)


def text_for(a, view: dict, name: str) -> str | None:
    if name.startswith("S") and name[1:2].isdigit():
        sid = name.split("_")[0]
        sp = space_of(view, sid)
        if name.endswith("_bonus"):
            return (_("Bonus of this space: {bonus}.").format(bonus=_(BONUS_TEXT[sp["bonus"]]))
                    + "\n" + _("Only the player who chooses the action lying here gets it."))
        if name.endswith("_blue") or name == "wheel":
            return wheel_text(view)
        action = sp["tile"]
        current = (view.get("current") or {}).get("space") == sid
        state = (_("being played now") if current else
                 _("face up") if sp["face_up"] else _("already played this round"))
        lines = [f"{action_name(action)} ({state})",
                 _(ACTION_TEXT[action]),
                 _("Bonus for choosing it: {bonus}.").format(bonus=_(BONUS_TEXT[sp["bonus"]])),
                 _("Blue workers here this round: {n} (each player may use them).").format(
                     n=sp["blue"])]
        if sp["prices"]:
            prices = _(", ").join(f"{tile_name(t)} {p} T" for t, p in sp["prices"].items())
            lines.append(_("Prices here: {prices}; a second tile of a type costs 4 T.").format(
                prices=prices))
        else:
            lines.append(_("The printed prices mean nothing while a free action lies here."))
        return "\n".join(lines)
    if name.startswith("supply_"):
        tile = name[len("supply_"):]
        left = view["stock"][tile]
        stock = (_("unlimited") if view.get("unlimited_tiles")
                 else ngettext("{n} left", "{n} left", left).format(n=left))
        kind = D.tile_kind(tile)
        role = TILE_TEXT[kind][tile] if kind == "hull" else TILE_TEXT[kind]
        role = _(role)
        lines = [f"{tile_name(tile).capitalize()}: {stock}",
                 _("It {role}.").format(role=role) if kind != "hull"
                 else f"{role[0].upper()}{role[1:]}."]
        prices = a.supply_prices(view)
        if tile in prices:
            lines.append(_("Price for the player acting now: {n} T (price 0: straight into the "
                           "warehouse).").format(n=prices[tile]))
        if D.tile_units(tile) == 2:
            lines.append(_("Takes 2 warehouse spaces."))
        if tile in (D.CROWN_MAST, D.CROWN_SAIL):
            lines.append(_("Only as a ship reward; wild crest, worth 1 crown."))
        return "\n".join(lines)
    if name in D.REWARDS:
        return (_("Ship reward: {reward}.").format(reward=_(REWARD_TEXT[name])) + "\n"
                + _("A finished ship gives one reward per mast; each reward at most twice per "
                    "ship."))
    if name.startswith("vp_"):
        n = int(name[3:])
        here = [a.seat_name(s) for s, p in enumerate(view["players"])
                if max(0, p["vp"]) % 100 == n]
        track = _("VP track {n}").format(n=n)
        return track + (f": {_(', ').join(here)}" if here else "")
    if name.startswith("round_") or name == "area_round_track":
        return _("Round {n} of {rounds} (4 rounds with 2 players, else 5).").format(
            n=view["round"], rounds=view["rounds"])
    if name == "area_phase":
        return _("Phase {n} of 7: each phase one action is chosen and everyone performs it or "
                 "passes; one tile stays unplayed each round.").format(n=view["phase"])
    if name == "area_overview":
        return _("Final scoring: finished ships 2 / 8 / 20 / 35 VP (size 1-4); delivered goods "
                 "per kind 2, 5, 9, 14, 20, then +5 each; every 3 leftover taler 1 VP.")
    if name in ("anchor_tile", "round_marker"):
        return _("The anchor tile marks the first action of the round; next round the wheel "
                 "turns so that its anchor faces that space.")
    if name == "start_player":
        return _("Chooser now: {name} (moves clockwise every phase).").format(
            name=a.seat_name(view["chooser"]))
    if name == "board":
        return None
    if name == "btn_done":
        # only while the button is on the table: its place is empty (over the log) otherwise
        shown = a.done_option(view) is not None and a.table is not None \
            and "btn_done" in a.table.live_targets
        return _("Finish this action (or end your turn).") if shown else None
    if name.startswith("p") and "_" in name:
        seat = int(name[1:name.index("_")])
        return seat_text(a, view, seat, name[name.index("_") + 1:])
    return None


def wheel_text(view: dict) -> str:
    anchor = action_name(space_of(view, f"S{view['wheel_offset']}")["tile"])
    return _("The wheel: the blue workers facing each space may be used by every player, for "
             "that space's action only, this round. It turns between rounds so that its anchor "
             "faces the space of the last round's first action (now {action}).").format(
        action=anchor)


def seat_text(a, view: dict, seat: int, part: str) -> str | None:
    p = view["players"][seat]
    who = a.seat_name(seat)
    if part == "vp_badge":
        by = p["vp_by"]
        return _("{name}: {n} VP on the track (started at 10)\nbonuses {bonus}, rewards "
                 "{reward}, crowns {crowns}, pass penalties {penalties}\nShips, goods and "
                 "leftovers score at the end.").format(
            name=who, n=p["vp"], bonus=signed(by["bonus"]), reward=signed(by["reward"]),
            crowns=signed(by["crowns"]), penalties=signed(by["pass_penalty"]))
    if part == "taler":
        return _("{name}: {n} taler (every 3 left at the end: 1 VP)").format(name=who,
                                                                             n=p["taler"])
    if part == "workers":
        return _("{name}: {workers} of their own (each use of an action costs one)").format(
            name=who, workers=workers(p["workers"]))
    if part.startswith("pass_"):
        v = part.split("_")[1]
        side = p["pass_tiles"][v]
        head = (_("Pass tile −{n}: turned to its crown side (1 crown this round).")
                if side == "crown" else _("Pass tile −{n}: penalty side up.")).format(n=v)
        return head + "\n" + _("Passing turns the largest penalty first; at the round's end "
                               "the tiles still showing a penalty cost VP, then all turn back.")
    if part == "extra":
        return (_("Extra action (once per game): +2 workers, then any action, before or after "
                  "your part; no bonus, no blue workers; first tile of a type 2 T, repeats 4 T.")
                + ("" if p["extra"] else "\n" + _("Already used.")))
    if part.startswith("delivered_"):
        good = "good_" + part.split("_")[1]
        n = p["delivered"][good]
        return _("{name} delivered {n} {good}: {vp} VP (one more: {more})").format(
            name=who, n=n, good=tile_name(good), vp=D.goods_group_vp(n),
            more=D.goods_group_vp(n + 1))
    if part in ("warehouse", "shipyard"):
        ships = ngettext("{n} ship", "{n} ships", len(p["ships"])).format(n=len(p["ships"]))
        crowns = ngettext("{n} crown", "{n} crowns", p["crowns"]).format(n=p["crowns"])
        return _("{name}: {ships}, {n}/12 warehouse spaces, {crowns}").format(
            name=who, ships=ships, n=p["warehouse_units"], crowns=crowns)
    return None


def workers_used(view: dict, option) -> int:
    """How many workers an option of an action uses (0: it uses none)."""
    kind = option.kind
    if kind in ("buy", "move"):
        return 1
    if kind in ("money", "crowns"):
        return int(option.args[0])
    if kind == "deliver":
        seat = view["seat"]
        index = int(str(option.args[0])[4:]) - 1
        ships = view["players"][seat]["ships"]
        if 0 <= index < len(ships):
            return sum(1 for slot in ships[index]["slots"] if slot.get("good"))
    return 0


def worker_note(view: dict, option) -> str:
    """Which workers an option takes: the free blue ones of the space first, then your own."""
    decision = view.get("decision") or {}
    info = decision.get("info") or {}
    if "blue" not in info or "action" not in info:
        return ""
    used = workers_used(view, option)
    if not used:
        return ""
    blue = min(used, int(info.get("blue", 0)))
    own = used - blue
    left = view["players"][view["seat"]]["workers"]
    if own == 0:
        return ngettext("a free blue worker", "{n} free blue workers", blue).format(n=blue)
    mine = ngettext("{n} of your workers ({left} left)", "{n} of your workers ({left} left)",
                    own).format(n=own, left=left)
    if blue == 0:
        return mine
    return ngettext("{n} free blue worker + {own}", "{n} free blue workers + {own}",
                    blue).format(n=blue, own=mine)


WHY_NOTHING = {
    "act_hull": N_("no hull part you can pay for and place"),
    "act_mast": N_("no mast you can pay for and place"),
    "act_sail": N_("no sail you can pay for and place"),
    "act_goods": N_("no good you can pay for and place"),
    "act_transport": N_("nothing in your warehouse fits a ship"),
    "act_deliver": N_("no finished ship carries goods"),
    "act_money": N_("no worker to use"),
    "act_crowns": N_("no crowns, or no worker to use"),
}


def forced_pass_text(view: dict) -> str:
    """"Nothing to do with Deliver goods (...): you must pass" when the viewer's turn offers
    only the pass (and the extra action); "" otherwise."""
    decision = view.get("decision") or {}
    if decision.get("prompt") != "nauticus.turn_start":
        return ""
    kinds = {o["kind"] for o in decision.get("options", ())}
    if not kinds <= {"pass", "extra"}:
        return ""
    action = (decision.get("info") or {}).get("action", "")
    name = D.ACTION_NAMES.get(action, action)
    why = WHY_NOTHING.get(action, "nothing you can do")
    text = _("Nothing to do with {action} now ({why}): you must pass").format(
        action=name, why=_(why))
    if "extra" in kinds:
        text += _(", or use your extra action first")
    return text + "."
