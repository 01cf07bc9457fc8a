"""Cheapest trips on the Hermagor map (4.4.2), computed once at import.

A trip may pass through any village and through Hermagor. Among routes of equal cost the engine
picks one canonical route: fewest roads, then the alphabetically first sequence of node ids, so
events and previews always show the same path.
"""
from __future__ import annotations

import heapq

from .data import ADJACENT, NODES


def _from(source: str) -> dict:
    """Dijkstra with labels (cost, roads, path): the order is kept by extending a path."""
    best: dict = {}
    heap = [(0, 0, (source,))]
    while heap:
        cost, hops, path = heapq.heappop(heap)
        node = path[-1]
        if node in best:
            continue
        best[node] = (cost, path)
        for other, step, _road in ADJACENT[node]:
            if other not in best:
                heapq.heappush(heap, (cost + step, hops + 1, path + (other,)))
    return best


_ALL = {n: _from(n) for n in NODES}
DIST = {a: {b: _ALL[a][b][0] for b in NODES} for a in NODES}
PATH = {a: {b: _ALL[a][b][1] for b in NODES} for a in NODES}


def trip_cost(a: str, b: str) -> int:
    return DIST[a][b]


def route(a: str, b: str) -> list:
    """The canonical cheapest route from a to b, both ends included."""
    return list(PATH[a][b])
