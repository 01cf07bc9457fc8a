"""Kairo's fixed data (spec §8): the grid, parcels, start spaces, cards, medals, setups.

A cell is an int `i = y * W + x`; its public id is `cXX_YY`.
"""
from __future__ import annotations

W, H = 15, 14
CELLS = W * H
COLOURS = ("red", "green", "blue", "yellow", "white", "purple")   # canonical order
PURPLE = "purple"
SYMBOLS = ("lamp", "camel", "palm", "vase")
NEUTRAL = -1                    # the owner of a 2-player neutral stall

EXPANSIONS_PER_COLOUR = 6
CRIER_CARDS = 7
DISPLAY_SLOTS = 4
START_HAND = 3
HAND_LIMIT = 4
JOKER_FEE = 1
MONEY_PER_VP = 3
SETUP_MAX_PER_PARCEL = 2
STALL_GUARD_TURNS = 100
GOLD, SILVER = 5, 3
MEDAL_VALUE = {"gold": GOLD, "silver": SILVER}


def cell(x: int, y: int) -> int:
    return y * W + x


def xy(i: int) -> tuple[int, int]:
    return i % W, i // W


def cell_id(i: int) -> str:
    return CELL_IDS[i]


def _cell_id(i: int) -> str:
    x, y = xy(i)
    return f"c{x:02d}_{y:02d}"


CELL_IDS = tuple(_cell_id(i) for i in range(CELLS))      # every option and event names cells


def parse_cell(text: str) -> int:
    x, y = text[1:].split("_")
    return cell(int(x), int(y))


def is_market(i: int) -> bool:
    x, y = xy(i)
    return 1 <= x <= 13 and 0 <= y <= 12


def _band(v: int) -> int:
    return 0 if v <= 3 else 1 if v <= 8 else 2


def _parcel(i: int) -> int:
    x, y = xy(i)
    if is_market(i):
        return 3 * _band(y) + _band(x - 1) + 1
    if x == 0:
        return 1 if y <= 3 else 4 if y <= 8 else 7
    if y == 13 and x <= 4:
        return 7
    if y == 13 and x <= 9:
        return 8
    if y == 13 or (x == 14 and y >= 9):
        return 9
    return 3 if y <= 3 else 6


MARKET = tuple(is_market(i) for i in range(CELLS))
MARKET_MASK = bytes(MARKET)             # the market as a mask, copied as a board's lanes
PARCEL = tuple(_parcel(i) for i in range(CELLS))


def _neighbours(i: int) -> tuple:
    x, y = xy(i)
    out = []
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):      # north, east, south, west
        nx, ny = x + dx, y + dy
        if 0 <= nx < W and 0 <= ny < H:
            out.append(cell(nx, ny))
    return tuple(out)


NEIGHBOURS = tuple(_neighbours(i) for i in range(CELLS))
MARKET_NEIGHBOURS = tuple(tuple(n for n in NEIGHBOURS[i] if MARKET[n]) for i in range(CELLS))
START_SPACES = (cell(1, 0), cell(13, 0), cell(7, 6), cell(1, 12), cell(13, 12))   # S1..S5
PARCELS = range(1, 10)
PARCEL_CELLS = {p: tuple(i for i in range(CELLS) if PARCEL[i] == p) for p in PARCELS}

STANDARD_CARDS = {f"P{p}-{k}": (p,) for p in range(1, 10) for k in "abc"}
JOKER_CARDS = {"J-N": (1, 2, 3), "J-M": (4, 5, 6), "J-S": (7, 8, 9),
               "J-W": (1, 4, 7), "J-C": (2, 5, 8), "J-E": (3, 6, 9)}
CARDS = {**STANDARD_CARDS, **JOKER_CARDS}
CARD_IDS = tuple(CARDS)


def is_joker(card: str) -> bool:
    return card in JOKER_CARDS


# predefined setups (§8.6): (turn position 1..4 or "neutral", colour, stall (x, y), entrance)
_A = [(1, "purple", (0, 5), (1, 5)), (1, "red", (3, 11), (2, 11)), (1, "green", (6, 2), (6, 3))]
_B = [(2, "purple", (14, 5), (13, 5)), (2, "blue", (11, 11), (12, 11)),
      (2, "yellow", (8, 2), (8, 3))]
PREDEFINED = {
    4: _A + _B + [(3, "white", (2, 2), (2, 3)), (3, "red", (6, 10), (6, 9)),
                  (3, "yellow", (11, 7), (11, 6)), (4, "white", (12, 2), (12, 3)),
                  (4, "blue", (8, 10), (8, 9)), (4, "green", (3, 7), (3, 6))],
    3: _A + _B + [(3, "white", (7, 10), (7, 9)), (3, "red", (11, 2), (11, 3)),
                  (3, "blue", (3, 2), (3, 3))],
    2: _A + _B + [("neutral", "purple", (7, 13), (7, 12)), ("neutral", "white", (7, 8), (7, 7)),
                  ("neutral", "red", (11, 2), (11, 3)), ("neutral", "blue", (3, 2), (3, 3)),
                  ("neutral", "green", (12, 7), (12, 6)),
                  ("neutral", "yellow", (2, 7), (2, 6))],
}
