"""The bazaar's geometry (spec §4.2-4.4): who stands where, the open-lanes rule, legal spots
for stalls and tents, distances and walking routes. Pure functions of the stalls and customers,
shared by the state, its bots and the determinization.

A stall is a dict {"owner": seat or NEUTRAL, "colour", "entrance": cell, "tiles": [cells]}
whose first tile is the main stall. `customers` maps a colour to its cell (None: off board).
"""
from __future__ import annotations

from collections import deque

from .data import (CELLS, COLOURS, MARKET, MARKET_MASK, MARKET_NEIGHBOURS, NEIGHBOURS, PARCEL,
                   PARCEL_CELLS, PARCELS, PURPLE, SETUP_MAX_PER_PARCEL)
from .lanes import Lanes, shared_lanes


def zone_ok(colour: str, i: int) -> bool:
    """Purple only in the eateries, every other colour only in the market."""
    return (not MARKET[i]) if colour == PURPLE else MARKET[i]


_SHARED: dict = {}
_SHARED_MAX = 256


def shared_board(stalls: list, customers: dict, supply: dict) -> "Board":
    """The board of these stalls and customers, analysed once: the search samples many states
    of one position, and a playout meets the same board again and again. Everything a board
    holds is derived from the key (the supply is in it because the state keeps the legal builds,
    which depend on it, in the board's cache); a bounded memo of pure results."""
    key = (tuple((st["owner"], st["colour"], st["entrance"], tuple(st["tiles"]))
                 for st in stalls),
           tuple(customers.get(c) for c in COLOURS), tuple(supply.get(c) for c in COLOURS))
    board = _SHARED.get(key)
    if board is None:
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        board = _SHARED[key] = Board([dict(st, tiles=list(st["tiles"])) for st in stalls],
                                     dict(customers))
    return board


class Board:
    def __init__(self, stalls: list, customers: dict):
        self.stalls = stalls
        self.customers = customers
        self.tile = [-1] * CELLS            # stall index of the tile on the cell
        self.door = [-1] * CELLS            # stall index of the entrance on the cell
        self.guest = [None] * CELLS         # colour of the customer on the cell
        self.occupied = bytearray(CELLS)    # a tile, an entrance or a customer: not free
        walk = bytearray(MARKET_MASK)       # market cells without a tile
        for k, st in enumerate(stalls):
            for t in st["tiles"]:
                self.tile[t] = k
                self.occupied[t] = 1
                walk[t] = 0
            self.door[st["entrance"]] = k
            self.occupied[st["entrance"]] = 1
        for colour, at in customers.items():
            if at is not None:
                self.guest[at] = colour
                self.occupied[at] = 1
        self.walk = bytes(walk)
        self.terminals = [st["entrance"] for st in stalls] + \
            [at for at in customers.values() if at is not None]
        self._lanes: Lanes | None = None
        self._holds: bool | None = None
        self._terminals_before: list[int] | None = None
        self._expansions: dict[int, list[int]] = {}     # stall -> its expansion cells
        self._cuts: dict[int, bytearray | None] = {}
        self.cache: dict = {}           # what the state derives from this board (builds)

    # ---- cells ---------------------------------------------------------------------------
    def walkable(self, i: int) -> bool:
        return bool(self.walk[i])

    def free(self, i: int) -> bool:
        return not self.occupied[i]

    # ---- the open-lanes rule -----------------------------------------------------------------
    def flood(self, blocked: int = -1) -> bytearray:
        """Walkable cells reached from the first terminal (with `blocked` closed), as a mask
        over the cells (a bytearray: the hottest loop of the search, sets cost twice as much)."""
        seen = bytearray(CELLS)
        start = next((t for t in self.terminals if t != blocked), None)
        if start is None:
            return seen
        walk = bytearray(self.walk)
        if blocked >= 0:
            walk[blocked] = 0
        walk[start] = 0
        seen[start] = 1
        todo = [start]
        pop, push = todo.pop, todo.append
        while todo:
            for n in NEIGHBOURS[pop()]:
                if walk[n]:
                    walk[n] = 0
                    seen[n] = 1
                    push(n)
        return seen

    def lanes(self) -> Lanes:
        """The lanes seen from the first terminal (shared by the boards with the same lanes)."""
        if self._lanes is None:
            self._lanes = shared_lanes(self.walk, self.terminals[0] if self.terminals else None)
        return self._lanes

    def region_mask(self) -> bytes:
        """The walkable cells joined to the first terminal: the flood's mask, immutable (the
        boards with the same lanes share it)."""
        return self.lanes().region

    def region(self) -> set:
        """The walkable cells joined to the terminals (for the table's shading)."""
        mask = self.region_mask()
        return {i for i in range(CELLS) if mask[i]}

    def lanes_hold(self) -> bool:
        if self._holds is None:         # asked for every cell a build might close
            region = self.region_mask()
            self._holds = all(region[t] for t in self.terminals)
        return self._holds

    def region_closing(self, i: int) -> bytes | bytearray | None:
        """The walkable region (a mask; do not change it) holding every terminal once cell i
        is closed (i must be free; the mask may still hold i itself), or None when closing i
        would cut a customer or an entrance off."""
        lanes = self.lanes()
        base = lanes.region
        if not (MARKET[i] and base[i]) or (i not in lanes.cuts and self.lanes_hold()):
            return base                 # closing i splits nothing: asked of most cells
        if i not in self._cuts:
            self._cuts[i] = self._closed_region(i)
        return self._cuts[i]

    def _closed_region(self, i: int) -> bytearray | None:
        """`region_closing` for a lane cell that splits the region or of a broken board."""
        if not self.lanes_hold():       # a broken board: flood it
            reached = self.flood(blocked=i)
            return reached if all(reached[t] for t in self.terminals) else None
        lanes = self.lanes()
        cut = lanes.cuts[i]
        before = self._terminals_in_order()
        if any(before[end] > before[first] for first, end in cut):
            return None
        result = bytearray(lanes.region)    # only empty pockets are cut off: they go
        result[i] = 0
        for first, end in cut:
            for k in range(first, end):
                result[lanes.order[k]] = 0
        return result

    def _terminals_in_order(self) -> list[int]:
        """How many terminals come before each position of the lanes' walk order: a subtree
        of the walk, (first, end), holds terminals when the counts at its ends differ."""
        if self._terminals_before is None:
            terminal = bytearray(CELLS)
            for t in self.terminals:
                terminal[t] = 1
            count, counts = 0, [0]
            for v in self.lanes().order:
                count += terminal[v]
                counts.append(count)
            self._terminals_before = counts
        return self._terminals_before

    # ---- building spots ------------------------------------------------------------------------
    def open_spots(self) -> list[tuple[int, list[int]]]:
        """Every free stall cell touching no stall tile, with the entrances it could have:
        (cell, [entrance cells]) in cell order - the colour-blind part of §4.3.2, once per
        board."""
        found = self.cache.get("spots")
        if found is None:
            found = self.cache["spots"] = sorted(
                (spot for p in PARCELS for spot in self.spots_in(p)), key=lambda spot: spot[0])
        return found

    def spots_in(self, parcel: int) -> list[tuple[int, list[int]]]:
        """`open_spots` in one parcel, in cell order: a card's permit asks only of its parcels
        (kept per board: do not change the list)."""
        key = ("spots", parcel)
        found = self.cache.get(key)
        if found is not None:
            return found
        occupied, unfit = self.occupied, self._unfit()
        found = self.cache[key] = []
        for s in PARCEL_CELLS[parcel]:
            if unfit[s]:
                continue
            doors = [e for e in MARKET_NEIGHBOURS[s] if not occupied[e]]
            if not doors:
                continue
            region = self.region_closing(s)
            if region is None:
                continue
            doors = [e for e in doors if region[e]]
            if doors:
                found.append((s, doors))
        return found

    def _unfit(self) -> bytearray:
        """The cells where no stall may stand: taken, or touching a stall tile."""
        unfit = self.cache.get("unfit")
        if unfit is None:
            unfit = self.cache["unfit"] = bytearray(self.occupied)
            for st in self.stalls:
                for t in st["tiles"]:
                    for n in NEIGHBOURS[t]:
                        unfit[n] = 1
        return unfit

    def _taken_parcels(self, colour: str, setup: bool) -> set[int]:
        """The parcels where no main stall of `colour` may go: one of that colour stands
        there, or (`setup`) two main stalls already do (§3.3)."""
        taken = {PARCEL[st["tiles"][0]] for st in self.stalls if st["colour"] == colour}
        if setup:
            per_parcel: dict[int, int] = {}
            for st in self.stalls:
                p = PARCEL[st["tiles"][0]]
                per_parcel[p] = per_parcel.get(p, 0) + 1
            taken |= {p for p, k in per_parcel.items() if k >= SETUP_MAX_PER_PARCEL}
        return taken

    def main_spots(self, colour: str, setup: bool = False) -> list[tuple[int, int]]:
        """Every (stall cell, entrance cell) where a main stall of `colour` may stand (§4.3.2;
        `setup`: no more than 2 main stalls per parcel, §3.3)."""
        taken = self._taken_parcels(colour, setup)
        purple = colour == PURPLE
        return [(s, e) for s, doors in self.open_spots()
                if MARKET[s] != purple and PARCEL[s] not in taken for e in doors]

    def has_main_spot(self, colour: str) -> bool:
        """Whether `main_spots(colour)` is not empty (without listing the spots)."""
        taken = self._taken_parcels(colour, False)
        purple = colour == PURPLE
        return any(MARKET[s] != purple for p in PARCELS if p not in taken
                   for s, _ in self.spots_in(p))

    def main_builds(self, colour: str, parcel: int | None = None) -> list[tuple]:
        """The builds of a new main stall of `colour`, ("main", colour, cell, entrance, 1), in
        cell order, only those in `parcel` if given: the same for every seat, so kept per board
        (do not change the list)."""
        key = ("main", colour, parcel)
        found = self.cache.get(key)
        if found is None:
            if parcel is None:
                found = [("main", colour, s, e, 1) for s, e in self.main_spots(colour)]
            elif parcel in self._taken_parcels(colour, False):
                found = []
            else:
                purple = colour == PURPLE
                found = [("main", colour, s, e, 1) for s, doors in self.spots_in(parcel)
                         if MARKET[s] != purple for e in doors]
            self.cache[key] = found
        return found

    def expansion_cells(self, k: int) -> list[int]:
        """Cells where stall k may take a tent (§4.3.3 conditions 2-5 and 8); kept per board
        (do not change the list)."""
        found = self._expansions.get(k)
        if found is not None:
            return found
        stalls, tile = self.stalls, self.tile
        colour = stalls[k]["colour"]
        out = set()
        for t in stalls[k]["tiles"]:
            for x in NEIGHBOURS[t]:
                if x in out or not self.free(x) or not zone_ok(colour, x):
                    continue
                if any(tile[n] >= 0 and tile[n] != k and stalls[tile[n]]["colour"] == colour
                       for n in NEIGHBOURS[x]):
                    continue
                if self.region_closing(x) is None:
                    continue
                out.add(x)
        found = self._expansions[k] = sorted(out)
        return found

    def blocked(self, k: int) -> bool:
        return not self.expansion_cells(k)

    def without(self, k: int) -> "Board":
        """The board with stall k taken away (for a relocation)."""
        return Board([st for j, st in enumerate(self.stalls) if j != k], self.customers)

    # ---- customers ---------------------------------------------------------------------------
    def distances(self, start: int, goals) -> list[tuple[int, int]]:
        """(goal, distance) of the `goals` reachable from `start`, walking as `route` does but
        stopping once every goal is found (the search asks this of every board)."""
        return self.lanes().distances(start, goals)

    def can_attract(self, colour: str) -> bool:
        """Whether `tiers(colour)` is not empty. While the lanes hold, every customer reaches
        every free entrance, so no walk is needed to know."""
        if self.customers.get(colour) is None:
            return False
        if not self.lanes_hold():
            return bool(self.tiers(colour))
        return colour in self._free_door_colours()

    def _free_door_colours(self) -> set[str]:
        """The colours of the stalls whose entrance no customer stands on."""
        found = self.cache.get("free_doors")
        if found is None:
            found = self.cache["free_doors"] = {st["colour"] for st in self.stalls
                                                if self.guest[st["entrance"]] is None}
        return found

    def tiers(self, colour: str) -> list[list[tuple[int, int]]]:
        """The free entrances of `colour` reachable by its customer, grouped by distinct
        distance, nearest first: [[(stall index, distance), ...], ...] (§4.4.2)."""
        cached = self.cache.get(("tiers", colour))
        if cached is not None:
            return cached
        at = self.customers.get(colour)
        if at is None:
            return []
        doors = {st["entrance"]: k for k, st in enumerate(self.stalls)
                 if st["colour"] == colour and self.guest[st["entrance"]] is None}
        found = [(d, doors[e]) for e, d in self.distances(at, doors)]
        found.sort()
        tiers: list[list[tuple[int, int]]] = []
        for d, k in found:
            if tiers and tiers[-1][0][1] == d:
                tiers[-1].append((k, d))
            else:
                tiers.append([(k, d)])
        self.cache[("tiers", colour)] = tiers
        return tiers

    def route(self, start: int, goal: int) -> list[int]:
        """The walk from `start` to `goal`, both included: breadth-first over walkable cells,
        neighbours north, east, south, west, the first route found (§8.7)."""
        prev = {start: None}
        todo = deque([start])
        walk = self.walk
        while goal not in prev:
            c = todo.popleft()
            for n in NEIGHBOURS[c]:
                if walk[n] and n not in prev:
                    prev[n] = c
                    todo.append(n)
        path = [goal]
        while prev[path[-1]] is not None:
            path.append(prev[path[-1]])
        return path[::-1]
