"""The bazaar's lanes (spec §4.2): the walkable cells of a board, analysed once per lane mask.

A customer's move changes who stands where but not one lane, so the boards before and after an
attraction share their lanes, and so do the many sampled states of one position: what depends
on the walkable cells alone (the region one cell reaches, the cells that split it, walking
distances) is worked out here, once, and shared through a bounded memo.
"""
from __future__ import annotations

from .data import CELLS, NEIGHBOURS

_SHARED: dict = {}
_SHARED_MAX = 256
_DISTANCES_MAX = 64             # distance questions kept per lane mask


def shared_lanes(walk: bytes, root: int | None) -> "Lanes":
    """The lanes of the walkable mask `walk` seen from `root` (a bounded memo; no root: no
    region)."""
    key = (walk, root)
    lanes = _SHARED.get(key)
    if lanes is None:
        if len(_SHARED) >= _SHARED_MAX:
            _SHARED.clear()
        lanes = _SHARED[key] = Lanes(walk, root)
    return lanes


class Lanes:
    """One depth-first walk from `root` over the walkable cells: `region` (a mask) holds the
    cells it reaches, as a flood would; `order` lists them in the walk's order; `cuts` maps
    each cell whose closing splits the region (an articulation point, Hopcroft-Tarjan) to the
    subtrees of the walk it would cut off, each as (first, end) positions in `order`."""

    def __init__(self, walk: bytes, root: int | None):
        self.walk = walk
        self._distances: dict = {}
        self.order, self.cuts = self._depth_first(root) if root is not None else ([], {})
        region = bytearray(CELLS)
        for v in self.order:
            region[v] = 1
        self.region = bytes(region)         # immutable: the boards share it

    def _depth_first(self, root: int) -> tuple[list, dict]:
        lanes = bytearray(self.walk)        # what the walk may enter: the lanes and the root
        lanes[root] = 1
        disc = [-1] * CELLS
        low = [0] * CELLS
        size = [1] * CELLS
        parent = [-1] * CELLS
        order = [root]
        disc[root] = 0
        cuts: dict[int, list] = {}
        stack = [(root, iter(NEIGHBOURS[root]))]
        while stack:
            v, todo = stack[-1]
            for n in todo:
                if not lanes[n]:
                    continue
                d = disc[n]
                if d < 0:
                    disc[n] = low[n] = len(order)
                    order.append(n)
                    parent[n] = v
                    stack.append((n, iter(NEIGHBOURS[n])))
                    break
                if d < low[v] and n != parent[v]:
                    low[v] = d
            else:
                stack.pop()
                p = parent[v]
                if p >= 0:
                    if low[v] < low[p]:
                        low[p] = low[v]
                    size[p] += size[v]
                    if low[v] >= disc[p]:
                        cuts.setdefault(p, []).append((disc[v], disc[v] + size[v]))
        return order, cuts

    def distances(self, start: int, goals) -> list[tuple[int, int]]:
        """(goal, distance) of the `goals` reachable from `start`, in the order a breadth-first
        walk (neighbours north, east, south, west) finds them; it stops once every goal is
        found. Kept per question: the same customers ask again on the next board."""
        key = (start, frozenset(goals))
        found = self._distances.get(key)
        if found is None:
            if len(self._distances) >= _DISTANCES_MAX:
                self._distances.clear()
            found = self._distances[key] = self._walk_to(start, set(key[1]))
        return list(found)

    def _walk_to(self, start: int, left: set) -> list[tuple[int, int]]:
        out = []
        if not left:
            return out
        if start in left:
            out.append((start, 0))
            left.discard(start)
        unseen = bytearray(self.walk)       # walkable and not reached yet
        unseen[start] = 0
        frontier, d = [start], 0
        while frontier and left:
            d += 1
            nxt = []
            for c in frontier:
                for n in NEIGHBOURS[c]:
                    if unseen[n]:
                        unseen[n] = 0
                        nxt.append(n)
                        if n in left:
                            left.discard(n)
                            out.append((n, d))
            frontier = nxt
        return out
