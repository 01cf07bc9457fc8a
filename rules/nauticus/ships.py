"""The shipyard model (spec 4.7): pure functions over plain ship dicts.

A ship is {"slots": [slot, ...], "finished": bool, "crest": str | None}; slots run front (bow
side) to back (stern side) and each is {"hull": tile id, "mast": tile id | None,
"sail": tile id | None, "good": tile id | None}. `crest` is the crest fixed by the first normal
mast or sail ("whale", ...), None while only crowned tiles (or nothing) stand on the ship.
"""
from __future__ import annotations

from .data import crest_of, tile_kind

BOW, MIDDLE, STERN, SINGLE = "hull_bow", "hull_middle", "hull_stern", "hull_single"


def new_ship(hull: str) -> dict:
    return {"slots": [new_slot(hull)], "finished": False, "crest": None}


def new_slot(hull: str) -> dict:
    return {"hull": hull, "mast": None, "sail": None, "good": None}


def hulls(ship: dict) -> list[str]:
    return [slot["hull"] for slot in ship["slots"]]


def is_closed(ship: dict) -> bool:
    """The hull is complete: a single, or a bow in front and a stern at the back."""
    slots = ship["slots"]
    if slots[0]["hull"] == SINGLE:
        return True
    return slots[0]["hull"] == BOW and slots[-1]["hull"] == STERN


def hull_attachments(ship: dict, hull: str) -> list[str]:
    """Where a hull tile may be attached to this ship: a sublist of ["front", "back"]."""
    slots = ship["slots"]
    if hull == SINGLE or slots[0]["hull"] == SINGLE or is_closed(ship):
        return []
    front, back = slots[0]["hull"], slots[-1]["hull"]
    ends = []
    if hull == BOW:
        if front != BOW:
            ends.append("front")
    elif hull == STERN:
        if back != STERN:
            ends.append("back")
    elif hull == MIDDLE:
        if sum(1 for s in slots if s["hull"] == MIDDLE) < 2:
            if front != BOW:
                ends.append("front")
            if back != STERN:
                ends.append("back")
    return ends


def mast_slots(ship: dict, mast: str) -> list[int]:
    """Slots where this mast may stand: no mast yet, and crest-legal."""
    crest = crest_of(mast)
    if crest != "crown" and ship["crest"] not in (None, crest):
        return []
    return [j for j, slot in enumerate(ship["slots"]) if slot["mast"] is None]


def sail_slots(ship: dict, sail: str) -> list[int]:
    """Slots whose mast has no sail and may carry this sail."""
    crest = crest_of(sail)
    out = []
    for j, slot in enumerate(ship["slots"]):
        if slot["mast"] is None or slot["sail"] is not None:
            continue
        if crest != "crown":
            if ship["crest"] not in (None, crest):
                continue
            mast_crest = crest_of(slot["mast"])
            if mast_crest not in ("crown", crest):
                continue
        out.append(j)
    return out


def good_slots(ship: dict) -> list[int]:
    return [j for j, slot in enumerate(ship["slots"]) if slot["good"] is None]


def placements(ships: list, tile: str) -> list[tuple]:
    """Every legal shipyard placement of `tile` in this shipyard, in option order.

    Items: ("new",) or (ship index, "front"|"back") or (ship index, slot index).
    """
    kind = tile_kind(tile)
    out: list[tuple] = []
    if kind == "hull":
        out.append(("new",))
        for i, ship in enumerate(ships):
            for end in hull_attachments(ship, tile):
                out.append((i, end))
        return out
    for i, ship in enumerate(ships):
        if kind == "mast":
            slots = mast_slots(ship, tile)
        elif kind == "sail":
            slots = sail_slots(ship, tile)
        else:
            slots = good_slots(ship)
        out.extend((i, j) for j in slots)
    return out


def has_placement(ships: list, tile: str) -> bool:
    kind = tile_kind(tile)
    if kind == "hull":
        return True
    for ship in ships:
        if kind == "mast":
            if mast_slots(ship, tile):
                return True
        elif kind == "sail":
            if sail_slots(ship, tile):
                return True
        elif good_slots(ship):
            return True
    return False


def compute_finished(ship: dict) -> bool:
    return is_closed(ship) and all(s["mast"] is not None and s["sail"] is not None
                                   for s in ship["slots"])


def compute_crest(ship: dict) -> str | None:
    for slot in ship["slots"]:
        for key in ("mast", "sail"):
            if slot[key] is not None and crest_of(slot[key]) != "crown":
                return crest_of(slot[key])
    return None


def place(ships: list, tile: str, where: tuple) -> tuple[int, int]:
    """Put `tile` into the shipyard at a legal `where` (see `placements`).

    Returns (ship index, slot index) of the tile after placing. Updates crest; the caller checks
    whether the ship just finished (`compute_finished` and the stored flag).
    """
    kind = tile_kind(tile)
    if where[0] == "new":
        ships.append(new_ship(tile))
        return len(ships) - 1, 0
    i, pos = where
    ship = ships[i]
    if kind == "hull":
        if pos == "front":
            ship["slots"].insert(0, new_slot(tile))
            return i, 0
        ship["slots"].append(new_slot(tile))
        return i, len(ship["slots"]) - 1
    ship["slots"][pos][kind] = tile
    if kind in ("mast", "sail") and ship["crest"] is None and crest_of(tile) != "crown":
        ship["crest"] = crest_of(tile)
    return i, pos


def problems(ship: dict) -> list[str]:
    """Broken shipyard rules of one ship, in words (empty when legal)."""
    from .data import HULL_SHAPES_CLOSED, HULL_SHAPES_OPEN
    out = []
    shape = hulls(ship)
    if shape not in HULL_SHAPES_OPEN and shape not in HULL_SHAPES_CLOSED:
        out.append(f"illegal hull shape {shape}")
    crests = {crest_of(s[k]) for s in ship["slots"] for k in ("mast", "sail")
              if s[k] is not None} - {"crown"}
    if len(crests) > 1:
        out.append(f"mixed crests {sorted(crests)}")
    if compute_crest(ship) != ship["crest"]:
        out.append(f"stored crest {ship['crest']} but tiles show {compute_crest(ship)}")
    for j, slot in enumerate(ship["slots"]):
        if slot["sail"] is not None and slot["mast"] is None:
            out.append(f"sail without mast on slot {j}")
        if slot["sail"] is not None and slot["mast"] is not None:
            ms, ss = crest_of(slot["mast"]), crest_of(slot["sail"])
            if ms != "crown" and ss != "crown" and ms != ss:
                out.append(f"{slot['sail']} on {slot['mast']}")
        for key in ("hull", "mast", "sail", "good"):
            value = slot[key]
            if value is not None and tile_kind(value) != key:
                out.append(f"{value} in the {key} place of slot {j}")
    if ship["finished"] != compute_finished(ship):
        out.append(f"finished flag {ship['finished']} is wrong")
    return out
