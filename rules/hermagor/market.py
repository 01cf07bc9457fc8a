"""Market arithmetic shared by the state, the view and the bots (4.3.1, 4.3.2).

`buyers` maps a market position to a colour: a stall id (a buyer on that stall's tile) or a space
id (a buyer on a lane space).
"""
from __future__ import annotations

from .data import LANE_INCOME, LANES, SPACES, STALL_SPACES


def stall_counts(stall: str, buyers: dict) -> dict:
    """colour -> [total, on the tile (0/1), on side spaces] for the buyers counting for a stall."""
    counts: dict = {}
    colour = buyers.get(stall)
    if colour is not None:
        counts[colour] = [1, 1, 0]
    neighbours = STALL_SPACES[stall]
    for sid in neighbours["sides"]:
        colour = buyers.get(sid)
        if colour is not None:
            entry = counts.setdefault(colour, [0, 0, 0])
            entry[0] += 1
            entry[2] += 1
    for sid in neighbours["corners"]:
        colour = buyers.get(sid)
        if colour is not None:
            counts.setdefault(colour, [0, 0, 0])[0] += 1
    return counts


def award(stall: str, buyers: dict) -> tuple:
    """(winning colour or None, reason, tied colours).

    reason: "no_buyers", "majority", "on_tile", "sides" or "tie" (nobody wins).
    """
    counts = stall_counts(stall, buyers)
    if not counts:
        return None, "no_buyers", []
    top = max(c[0] for c in counts.values())
    tied = sorted(col for col, c in counts.items() if c[0] == top)
    if len(tied) == 1:
        return tied[0], "majority", tied
    on_tile = [col for col in tied if counts[col][1]]
    if len(on_tile) == 1:
        return on_tile[0], "on_tile", tied
    most_sides = max(counts[col][2] for col in tied)
    with_most = [col for col in tied if counts[col][2] == most_sides]
    if len(with_most) == 1:
        return with_most[0], "sides", tied
    return None, "tie", tied


def lane_counts(buyers: dict, colour: str) -> dict:
    """lane -> number of this colour's buyers on spaces of that lane (crossings count twice)."""
    counts = {lane: 0 for lane in LANES}
    for pos, col in buyers.items():
        if col == colour and pos in SPACES:
            for lane in SPACES[pos]["lanes"]:
                counts[lane] += 1
    return counts


def lane_income(buyers: dict, colour: str) -> tuple:
    """(total coins, lane -> coins) of market income for one colour."""
    per_lane = {}
    for lane, n in lane_counts(buyers, colour).items():
        if n:
            per_lane[lane] = LANE_INCOME[min(n, len(LANE_INCOME) - 1)]
    return sum(per_lane.values()), per_lane
