"""Hotel Tycoon's data (spec §8): the track, the eight hotels and their deeds, the entrance slots.

Plain tables, no logic beyond lookups built from them. Hotel numbers are the seed's order.
"""
from __future__ import annotations

from functools import lru_cache

from rules.core import N_

STARTING_CASH = 12000
BANK_INCOME = 2000
TRACK_LENGTH = 31
ENTRANCES_TOTAL = 30
MONEY_UNIT = 50
HANGAR_SQUARE = 8          # entering S08 crosses the red hangar line
TOWER_SQUARE = 27          # entering S27 crosses the yellow control-tower line
MAX_ROUNDS_DEFAULT = 250

# permit die: randint(1, 6) -> face (§4.11)
PERMIT_FACES = ("green", "green", "green", "red", "free", "double")


def _piece(cost: int, stars: int, rate: int) -> dict:
    return {"cost": cost, "stars": stars, "rate": rate}


# id -> deed; "pieces" are the buildings in build order, then the leisure facility (last)
HOTELS = {
    "ARTIKA": {"number": 1, "name": N_("Artika"), "land": 2500, "buyout": 1250,
               "entrance": 200, "buildings": 4,
               "pieces": [_piece(3600, 1, 150), _piece(2600, 2, 300), _piece(1800, 2, 300),
                          _piece(1800, 3, 450), _piece(3000, 4, 600)]},
    "REINE": {"number": 2, "name": N_("Reine"), "land": 3000, "buyout": 1500,
              "entrance": 250, "buildings": 5,
              "pieces": [_piece(3300, 1, 150), _piece(2200, 2, 300), _piece(1800, 2, 300),
                         _piece(1800, 2, 300), _piece(1800, 3, 450), _piece(4000, 4, 750)]},
    "DRAGON": {"number": 3, "name": N_("Dragon Gate"), "land": 1000, "buyout": 500,
               "entrance": 100, "buildings": 3,
               "pieces": [_piece(2200, 1, 100), _piece(1400, 1, 100), _piece(1400, 2, 200),
                          _piece(500, 3, 400)]},
    "ZEBRA": {"number": 4, "name": N_("Zebra Lodge"), "land": 2000, "buyout": 1000,
              "entrance": 150, "buildings": 3,
              "pieces": [_piece(2600, 1, 100), _piece(1200, 1, 100), _piece(1200, 2, 250),
                         _piece(2000, 3, 500)]},
    "REEF": {"number": 5, "name": N_("Reef Resort"), "land": 500, "buyout": 250,
             "entrance": 100, "buildings": 1,
             "pieces": [_piece(1800, 1, 400), _piece(250, 2, 600)]},
    "UPTOWN": {"number": 6, "name": N_("Uptown Towers"), "land": 3500, "buyout": 1750,
               "entrance": 250, "buildings": 4,
               "pieces": [_piece(5000, 1, 200), _piece(3000, 2, 400), _piece(2250, 3, 600),
                          _piece(1750, 4, 800), _piece(5000, 5, 1100)]},
    "COCONUT": {"number": 7, "name": N_("Coconut Beach Club"), "land": 2500, "buyout": 1250,
                "entrance": 200, "buildings": 5,
                "pieces": [_piece(3500, 1, 200), _piece(2500, 2, 350), _piece(2500, 3, 500),
                           _piece(1750, 3, 500), _piece(1750, 4, 650), _piece(2500, 5, 1000)]},
    "ALKALIF": {"number": 8, "name": N_("Al Kalif"), "land": 1500, "buyout": 750,
                "entrance": 100, "buildings": 3,
                "pieces": [_piece(2400, 1, 100), _piece(1000, 1, 100), _piece(500, 2, 200),
                           _piece(1000, 3, 300)]},
}
PLOTS = tuple(HOTELS)                       # in hotel-number order (the order of options)

# square number -> (type, inner plot, outer plot)
SQUARES = {
    1: ("blank", None, None),
    2: ("permit", "DRAGON", None),
    3: ("purchase", "DRAGON", "REEF"),
    4: ("permit", "DRAGON", "REEF"),
    5: ("purchase", "DRAGON", "REEF"),
    6: ("permit", "DRAGON", "REEF"),
    7: ("free_entrance", "DRAGON", None),
    8: ("permit", None, None),
    9: ("purchase", "REINE", None),
    10: ("purchase", "REINE", "UPTOWN"),
    11: ("free_build", "REINE", "UPTOWN"),
    12: ("purchase", "ARTIKA", "UPTOWN"),
    13: ("permit", "ARTIKA", "UPTOWN"),
    14: ("purchase", "ARTIKA", "UPTOWN"),
    15: ("permit", "ARTIKA", "UPTOWN"),
    16: ("purchase", "ARTIKA", "UPTOWN"),
    17: ("permit", "ARTIKA", "COCONUT"),
    18: ("purchase", "ARTIKA", "COCONUT"),
    19: ("free_entrance", "ARTIKA", "COCONUT"),
    20: ("permit", "ARTIKA", "COCONUT"),
    21: ("purchase", "ARTIKA", "COCONUT"),
    22: ("purchase", "REINE", "ALKALIF"),
    23: ("permit", "REINE", "ALKALIF"),
    24: ("purchase", "REINE", "ALKALIF"),
    25: ("free_build", "REINE", "ALKALIF"),
    26: ("permit", None, "ALKALIF"),
    27: ("permit", None, "ZEBRA"),
    28: ("permit", None, "ZEBRA"),
    29: ("purchase", "REINE", "ZEBRA"),
    30: ("free_entrance", "REINE", "ZEBRA"),
    31: ("permit", None, "ZEBRA"),
}

SQUARE_TYPES = {"blank": N_("blank"), "purchase": N_("purchase"), "permit": N_("building permit"),
                "free_build": N_("free building"), "free_entrance": N_("free entrance")}


def square_id(number: int) -> str:
    return f"S{number:02d}"


def slot_id(square: int, plot: str) -> str:
    return f"{square_id(square)}-{plot}"


# §8.6 row order: the order of slot options. Every border allows an entrance (G6); a flag per
# slot lets a future correction switch single borders off without code changes.
_SLOT_ROWS = ([(s, "REEF") for s in (3, 4, 5, 6)] + [(s, "DRAGON") for s in range(2, 8)]
              + [(s, "REINE") for s in (9, 10, 11, 22, 23, 24, 25, 29, 30)]
              + [(s, "UPTOWN") for s in range(10, 17)] + [(s, "ARTIKA") for s in range(12, 22)]
              + [(s, "COCONUT") for s in range(17, 22)] + [(s, "ALKALIF") for s in range(22, 27)]
              + [(s, "ZEBRA") for s in range(27, 32)])
SLOTS = {slot_id(s, p): {"square": s, "plot": p, "entrance_allowed": True} for s, p in _SLOT_ROWS}
SLOT_ORDER = tuple(SLOTS)
SLOTS_OF = {p: tuple(k for k, v in SLOTS.items() if v["plot"] == p) for p in PLOTS}


@lru_cache(maxsize=None)
def plots_of_square(number: int) -> tuple:
    """The plots a square borders (inner first)."""
    _, inner, outer = SQUARES[number]
    return tuple(p for p in (inner, outer) if p)


def pieces(plot: str) -> int:
    """How many pieces a plot can hold: its buildings and the facility."""
    return HOTELS[plot]["buildings"] + 1


def rate(plot: str, level: int) -> int:
    """The per-night price at a level (0 for bare land, which has no entrance anyway)."""
    return 0 if level == 0 else HOTELS[plot]["pieces"][level - 1]["rate"]


def stars(plot: str, level: int) -> int:
    return 0 if level == 0 else HOTELS[plot]["pieces"][level - 1]["stars"]


@lru_cache(maxsize=None)
def cost_of(plot: str, level: int, k: int) -> int:
    """Normal cost of the next k pieces on a plot at `level`."""
    return sum(p["cost"] for p in HOTELS[plot]["pieces"][level:level + k])


def built_value(plot: str, level: int) -> int:
    """Normal cost of every piece placed on a plot at `level`."""
    return cost_of(plot, 0, level)


def target(number: int, roll: int) -> int:
    """The square a roll aims at from `number` (0 = the START apron)."""
    return roll if number == 0 else (number - 1 + roll) % TRACK_LENGTH + 1
