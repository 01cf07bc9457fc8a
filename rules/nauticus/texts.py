"""Nauticus' words: the names table the scenes fill rule texts with, and the log lines.

Every text is an English template (`rules.core.text`) naming things by id in fields: {tile:...}
is the bare name ("anchor sail"), {a_tile:...} the name with its article ("an anchor sail"), so
no template glues "a" to a name; counts go through `TN` (plural forms); players are {seat:N}.
"""
from __future__ import annotations

from rules.core import N_, T, TN, Event, join, listing

from .data import ACTION_NAMES, BONUS_NAMES, EXTRA_WORKERS, REWARD_NAMES, TILE_NAMES

A_TILE = {
    "hull_single": N_("a single hull"), "hull_bow": N_("a bow"),
    "hull_middle": N_("a middle section"),
    "hull_stern": N_("a stern"), "mast_whale": N_("a whale mast"),
    "mast_anchor": N_("an anchor mast"), "mast_helm": N_("a helm mast"),
    "mast_compass": N_("a compass mast"), "mast_crown": N_("a crowned mast"),
    "sail_whale": N_("a whale sail"), "sail_anchor": N_("an anchor sail"),
    "sail_helm": N_("a helm sail"), "sail_compass": N_("a compass sail"),
    "sail_crown": N_("a crowned sail"), "good_fish": N_("a fish tile"),
    "good_grain": N_("a grain tile"),
    "good_coffee": N_("a coffee tile"), "good_salt": N_("a salt tile"),
}
TILE = {**TILE_NAMES, "hull_middle": N_("middle section")}
NAMES = {"tile": TILE, "tiles": TILE, "goods": TILE,
         "a_tile": A_TILE, "action": dict(ACTION_NAMES), "bonus": dict(BONUS_NAMES),
         "reward": dict(REWARD_NAMES)}

FREE_CHOICE = {"mast": T("Choose your free mast"), "sail": T("Choose your free sail"),
               "good": T("Choose your free good")}
GAINED_WHY = {"bonus": T("bonus"), "allfour": T("all-four bonus"), "reward": T("reward")}


def ship_number(ship: str) -> int:
    """"ship2" -> 2, as the shipyard counts its ships."""
    return int(ship[4:])


def taler(n: int) -> str:
    return TN("{n} taler", "{n} taler", n)


def workers(n: int) -> str:
    return TN("{n} worker", "{n} workers", n)


def buy_label(tile: str, price: int) -> str:
    if price == 0:
        return T("Buy {a_tile} for free", a_tile=tile)
    return T("Buy {a_tile} for {price}", a_tile=tile, price=taler(price))


def place_prompt(tile: str, source: str, price: int) -> str:
    """The placing decision's text, with the price the placement pays."""
    if source == "buy" and price > 0:
        return T("Place the {tile} (pay {price})", tile=tile, price=taler(price))
    if source == "buy":
        return T("Place the {tile} (free)", tile=tile)
    return T("Place the {tile}", tile=tile)


def crowns_text(crowns: int, used: int, vp: int) -> str:
    """"3 VP (1 crown × 3 workers)"."""
    return TN("{n} VP ({crowns} × {workers})", "{n} VP ({crowns} × {workers})", vp,
              crowns=TN("{n} crown", "{n} crowns", crowns), workers=workers(used))


def describe(event: Event, names: list) -> str | None:
    d = event.data
    seat = d.get("seat")
    k = event.kind
    if k == "round_started":
        return T("Round {n} of {rounds}: the action tiles are dealt", n=d["round"],
                 rounds=d["rounds"])
    if k == "action_chosen":
        return TN("{seat} chooses {action} ({n} blue worker)",
                  "{seat} chooses {action} ({n} blue workers)", d["blue"], seat=seat,
                  action=d["action"])
    if k == "bonus_received":
        return T("{seat} takes the bonus: {bonus}", seat=seat, bonus=d["bonus"])
    if k == "tile_gained":
        return T("{seat} puts {a_tile} into the warehouse for free ({why})", seat=seat,
                 a_tile=d["tile"], why=GAINED_WHY.get(d["reason"], T("bonus")))
    if k == "bonus_lost":
        return T("{seat} cannot take the free tile (no stock or no warehouse room)", seat=seat)
    if k == "passed":
        if d["tile"]:
            return T("{seat} passes and turns a pass tile", seat=seat)
        return T("{seat} passes", seat=seat)
    if k == "extra_used":
        return T("{seat} uses the extra action: {action} (+{workers})", seat=seat,
                 action=d["action"], workers=workers(d.get("workers", EXTRA_WORKERS)))
    if k == "bought":
        if d["price"] == 0:
            return T("{seat} buys {a_tile} for free", seat=seat, a_tile=d["tile"])
        return T("{seat} buys {a_tile} for {price}", seat=seat, a_tile=d["tile"],
                 price=taler(d["price"]))
    if k == "tile_placed":
        if d["ship"] is None:
            return T("{seat} puts the {tile} into the warehouse", seat=seat, tile=d["tile"])
        return T("{seat} places the {tile} on ship {ship}", seat=seat, tile=d["tile"],
                 ship=ship_number(d["ship"]))
    if k == "ship_finished":
        return TN("{seat} finishes ship {ship} (size {size}): {n} reward",
                  "{seat} finishes ship {ship} (size {size}): {n} rewards", d["rewards"],
                  seat=seat, ship=ship_number(d["ship"]), size=d["size"])
    if k == "reward_taken":
        return T("{seat} takes {reward}", seat=seat, reward=d["reward"])
    if k == "money_taken":
        return T("{seat} uses {workers} for {price}", seat=seat, workers=workers(d["workers"]),
                 price=taler(d["taler"]))
    if k == "delivered":
        return T("{seat} delivers {goods} from ship {ship}", seat=seat, goods=d["goods"],
                 ship=ship_number(d["ship"]))
    if k == "crowns_scored":
        scored = crowns_text(d["crowns"], d["workers"], d["vp"])
        if d["capped"]:
            return T("{seat} scores {what}, capped at 15", seat=seat, what=scored)
        return T("{seat} scores {what}", seat=seat, what=scored)
    if k == "action_done":
        action = d["action"]
        if not d["uses"]:
            if d["extra"]:
                return T("{seat} ends the extra action {action} unused", seat=seat,
                         action=action)
            return T("{seat} ends {action} unused", seat=seat, action=action)
        if d["extra"]:
            return TN("{seat} is done with the extra action {action} ({n} use)",
                      "{seat} is done with the extra action {action} ({n} uses)", d["uses"],
                      seat=seat, action=action)
        return TN("{seat} is done with {action} ({n} use)",
                  "{seat} is done with {action} ({n} uses)", d["uses"], seat=seat,
                  action=action)
    if k == "phase_ended":
        return T("Phase {n} ends; {seat} chooses next", n=d["phase"], seat=d["next_chooser"])
    if k == "round_ended":
        paid = [T("{seat} -{n} VP", seat=s, n=p) for s, p in enumerate(d["penalties"]) if p]
        if not paid:
            return T("Round {n} ends; nobody pays a pass-tile penalty", n=d["round"])
        return T("Round {n} ends; pass-tile penalties: {penalties}", n=d["round"],
                 penalties=listing(*paid))
    if k == "game_over":
        return join(T("The game is over:"),
                    listing(*(T("{seat} {n} VP", seat=s, n=v)
                              for s, v in enumerate(d["scores"]))))
    return None


__all__ = ["NAMES", "describe", "buy_label", "crowns_text", "taler", "workers", "ship_number",
           "FREE_CHOICE"]
