"""The bazaar's geometry (spec §4.2-4.4): who stands where, the open-lanes rule, legal spots
for stalls and tents, distances and walking routes. Pure functions of the stalls and customers,
shared by the state, its bots and the determinization.

A stall is a dict {"owner": seat or NEUTRAL, "colour", "entrance": cell, "tiles": [cells]}
whose first tile is the main stall. `customers` maps a colour to its cell (None: off board).
"""
from __future__ import annotations

from collections import deque

from .data import CELLS, COLOURS, MARKET, NEIGHBOURS, PARCEL, PURPLE, SETUP_MAX_PER_PARCEL


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
        for k, st in enumerate(stalls):
            for t in st["tiles"]:
                self.tile[t] = k
            self.door[st["entrance"]] = k
        for colour, at in customers.items():
            if at is not None:
                self.guest[at] = colour
        self.walk = [MARKET[i] and self.tile[i] < 0 for i in range(CELLS)]
        self._walk_mask = bytes(self.walk)
        self.terminals = [st["entrance"] for st in stalls] + \
            [at for at in customers.values() if at is not None]
        self._region = None
        self._holds: bool | None = None
        self._expansions: dict[int, list[int]] = {}     # stall -> its expansion cells
        self._cuts: dict[int, bytearray | None] = {}
        self._split: dict | None = None
        self._order: list = []
        self.cache: dict = {}           # what the state derives from this board (builds)

    # ---- cells ---------------------------------------------------------------------------
    def walkable(self, i: int) -> bool:
        return self.walk[i]

    def free(self, i: int) -> bool:
        return self.tile[i] < 0 and self.door[i] < 0 and self.guest[i] is None

    def touches_tile(self, i: int) -> bool:
        return any(self.tile[n] >= 0 for n in NEIGHBOURS[i])

    # ---- the open-lanes rule -----------------------------------------------------------------
    def flood(self, blocked: int = -1) -> bytearray:
        """Walkable cells reached from the first terminal (with `blocked` closed), as a mask
        over the cells (a bytearray: the hottest loop of the search, sets cost twice as much)."""
        seen = bytearray(CELLS)
        start = next((t for t in self.terminals if t != blocked), None)
        if start is None:
            return seen
        walk = bytearray(self._walk_mask)
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

    def region_mask(self) -> bytearray:
        if self._region is None:
            self._region = self.flood()
        return self._region

    def region(self) -> set:
        """The walkable cells joined to the terminals (for the table's shading)."""
        mask = self.region_mask()
        return {i for i in range(CELLS) if mask[i]}

    def lanes_hold(self) -> bool:
        if self._holds is None:         # asked for every cell a build might close
            region = self.region_mask()
            self._holds = all(region[t] for t in self.terminals)
        return self._holds

    def _cut_cells(self) -> dict:
        """The cells whose closing splits the lanes, found in one depth-first walk from the
        first terminal (articulation points, Hopcroft-Tarjan): cell -> the walk's subtrees it
        would cut off, each as (first, end) positions in `self._order` and its terminal count.
        One walk per board instead of a flood per candidate cell."""
        if self._split is not None:
            return self._split
        root = self.terminals[0]
        walk = self.walk
        terminal = bytearray(CELLS)
        for t in self.terminals:
            terminal[t] = 1
        disc = [-1] * CELLS
        low = [0] * CELLS
        size = [1] * CELLS
        terms = [0] * CELLS
        parent = [-1] * CELLS
        order = [root]
        disc[root] = 0
        split: dict[int, list] = {}
        stack = [(root, iter(NEIGHBOURS[root]))]
        while stack:
            v, todo = stack[-1]
            for n in todo:
                if not walk[n] and n != root:
                    continue
                if disc[n] < 0:
                    disc[n] = low[n] = len(order)
                    order.append(n)
                    parent[n] = v
                    stack.append((n, iter(NEIGHBOURS[n])))
                    break
                if n != parent[v] and disc[n] < low[v]:
                    low[v] = disc[n]
            else:
                stack.pop()
                terms[v] += terminal[v]
                p = parent[v]
                if p >= 0:
                    if low[v] < low[p]:
                        low[p] = low[v]
                    size[p] += size[v]
                    terms[p] += terms[v]
                    if low[v] >= disc[p]:
                        split.setdefault(p, []).append((disc[v], disc[v] + size[v], terms[v]))
        self._order = order
        self._split = split
        return split

    def region_closing(self, i: int) -> bytearray | None:
        """The walkable region (a mask) holding every terminal once cell i is closed (i must be
        free; the mask may still hold i itself), or None when closing i would cut a customer or
        an entrance off."""
        if i in self._cuts:
            return self._cuts[i]
        base = self.region_mask()
        if MARKET[i] and base[i] and not self.lanes_hold():      # a broken board: flood it
            reached = self.flood(blocked=i)
            result = reached if all(reached[t] for t in self.terminals) else None
            self._cuts[i] = result
            return result
        cut = self._cut_cells().get(i) if MARKET[i] and base[i] else None
        if cut is None:
            result = base
        elif any(terms for _, _, terms in cut):
            result = None
        else:                       # only empty pockets are cut off: the region loses them
            result = bytearray(base)
            result[i] = 0
            order = self._order
            for first, end, _ in cut:
                for k in range(first, end):
                    result[order[k]] = 0
        self._cuts[i] = result
        return result

    # ---- building spots ------------------------------------------------------------------------
    def open_spots(self) -> list[tuple[int, list[int]]]:
        """Every free stall cell touching no stall tile, with the entrances it could have:
        (cell, [entrance cells]) - the colour-blind part of §4.3.2, once per board."""
        cached = self.cache.get("spots")
        if cached is not None:
            return cached
        out = []
        for s in range(CELLS):
            if not self.free(s) or self.touches_tile(s):
                continue
            doors = [e for e in NEIGHBOURS[s] if MARKET[e] and self.free(e)]
            if not doors:
                continue
            region = self.region_closing(s)
            if region is None:
                continue
            doors = [e for e in doors if region[e]]
            if doors:
                out.append((s, doors))
        self.cache["spots"] = out
        return out

    def main_spots(self, colour: str, setup: bool = False) -> list[tuple[int, int]]:
        """Every (stall cell, entrance cell) where a main stall of `colour` may stand (§4.3.2;
        `setup`: no more than 2 main stalls per parcel, §3.3)."""
        taken_parcels = {PARCEL[st["tiles"][0]] for st in self.stalls if st["colour"] == colour}
        if setup:
            per_parcel: dict[int, int] = {}
            for st in self.stalls:
                p = PARCEL[st["tiles"][0]]
                per_parcel[p] = per_parcel.get(p, 0) + 1
            taken_parcels |= {p for p, k in per_parcel.items() if k >= SETUP_MAX_PER_PARCEL}
        purple = colour == PURPLE
        return [(s, e) for s, doors in self.open_spots()
                if MARKET[s] != purple and PARCEL[s] not in taken_parcels for e in doors]

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
    def routes_from(self, start: int) -> tuple[dict, dict]:
        """Breadth-first over walkable cells, neighbours north, east, south, west: distance and
        predecessor of every reached cell (§8.7)."""
        dist = {start: 0}
        prev = {start: None}
        todo = deque([start])
        walk = self.walk
        while todo:
            c = todo.popleft()
            for n in NEIGHBOURS[c]:
                if walk[n] and n not in dist:
                    dist[n] = dist[c] + 1
                    prev[n] = c
                    todo.append(n)
        return dist, prev

    def distances(self, start: int, goals) -> list[tuple[int, int]]:
        """(goal, distance) of the `goals` reachable from `start`, walking as `routes_from`
        does but stopping once every goal is found (the search asks this of every board)."""
        left = set(goals)
        out = []
        if not left:
            return out
        if start in left:
            out.append((start, 0))
            left.discard(start)
        seen = bytearray(CELLS)
        seen[start] = 1
        walk = self.walk
        frontier, d = [start], 0
        while frontier and left:
            d += 1
            nxt = []
            for c in frontier:
                for n in NEIGHBOURS[c]:
                    if walk[n] and not seen[n]:
                        seen[n] = 1
                        nxt.append(n)
                        if n in left:
                            left.discard(n)
                            out.append((n, d))
            frontier = nxt
        return out

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
        _, prev = self.routes_from(start)
        path = [goal]
        while prev[path[-1]] is not None:
            path.append(prev[path[-1]])
        return path[::-1]
