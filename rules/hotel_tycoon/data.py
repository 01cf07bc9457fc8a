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


# The deeds (§8.2), one row a hotel: number, name, land price, buyout price, entrance price,
# buildings; then its pieces in build order, the leisure facility last, each as
# (cost, stars, per-night rate).
_DEEDS = {
    "ARTIKA": (1, N_("Artika"), 2500, 1250, 200, 4,
               ((3600, 1, 150), (2600, 2, 300), (1800, 2, 300), (1800, 3, 450), (3000, 4, 600))),
    "REINE": (2, N_("Reine"), 3000, 1500, 250, 5,
              ((3300, 1, 150), (2200, 2, 300), (1800, 2, 300), (1800, 2, 300), (1800, 3, 450),
               (4000, 4, 750))),
    "DRAGON": (3, N_("Dragon Gate"), 1000, 500, 100, 3,
               ((2200, 1, 100), (1400, 1, 100), (1400, 2, 200), (500, 3, 400))),
    "ZEBRA": (4, N_("Zebra Lodge"), 2000, 1000, 150, 3,
              ((2600, 1, 100), (1200, 1, 100), (1200, 2, 250), (2000, 3, 500))),
    "REEF": (5, N_("Reef Resort"), 500, 250, 100, 1,
             ((1800, 1, 400), (250, 2, 600))),
    "UPTOWN": (6, N_("Uptown Towers"), 3500, 1750, 250, 4,
               ((5000, 1, 200), (3000, 2, 400), (2250, 3, 600), (1750, 4, 800), (5000, 5, 1100))),
    "COCONUT": (7, N_("Coconut Beach Club"), 2500, 1250, 200, 5,
                ((3500, 1, 200), (2500, 2, 350), (2500, 3, 500), (1750, 3, 500), (1750, 4, 650),
                 (2500, 5, 1000))),
    "ALKALIF": (8, N_("Al Kalif"), 1500, 750, 100, 3,
                ((2400, 1, 100), (1000, 1, 100), (500, 2, 200), (1000, 3, 300))),
}

# id -> deed; "pieces" are the buildings in build order, then the leisure facility (last)
HOTELS = {
    plot: {"number": number, "name": name, "land": land, "buyout": buyout, "entrance": entrance,
           "buildings": buildings,
           "pieces": [{"cost": cost, "stars": stars, "rate": rate} for cost, stars, rate in pieces]}
    for plot, (number, name, land, buyout, entrance, buildings, pieces) in _DEEDS.items()
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
