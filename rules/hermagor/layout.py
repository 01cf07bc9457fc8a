"""DRAWING HINTS ONLY (spec 8.6-8.8): suggested positions on a 1600 x 900 canvas, origin top-left.

No rule reads this module: adjacency, costs and every number of the game come from `data.py`.
The Tiled map `assets/maps/hermagor.tmx` should place its objects at these points, named by the
same ids (see README.md).
"""
from __future__ import annotations

from .data import GOODS

CANVAS = (1600, 900)

# Map nodes: Hermagor and the 32 villages (8.7.1).
NODE_XY = {
    "hermagor": (520, 450),
    "hollin": (520, 350), "brackwell": (442, 379), "ashcombe": (589, 223),
    "dunmere": (451, 223), "carrow": (333, 284), "fenwick": (264, 389),
    "aldermoor": (750, 108), "greywater": (520, 55), "kestrel": (290, 108),
    "mirefield": (122, 253), "westford": (410, 450), "larkby": (442, 521),
    "southbarrow": (520, 550), "ravensbridge": (264, 511), "thornwick": (333, 616),
    "pellham": (451, 677), "quarrow": (589, 677), "sealmouth": (60, 450),
    "oxmere": (122, 648), "tallowby": (290, 792), "underfell": (520, 845),
    "eastbrook": (630, 450), "kingsholm": (598, 379), "yewdale": (598, 521),
    "juniper": (776, 389), "nettlebed": (707, 284), "wyncombe": (707, 616),
    "ivybridge": (776, 511), "brightsea": (980, 450), "highcliff": (918, 253),
    "vellmouth": (750, 792), "zennor": (918, 648),
}
# Ring of each village (layout hint only): inner ring round Hermagor, middle ring, outer ring.
RING = {
    "hollin": "inner", "brackwell": "inner", "westford": "inner", "larkby": "inner",
    "southbarrow": "inner", "eastbrook": "inner", "kingsholm": "inner", "yewdale": "inner",
    "ashcombe": "middle", "dunmere": "middle", "carrow": "middle", "fenwick": "middle",
    "ravensbridge": "middle", "thornwick": "middle", "pellham": "middle", "quarrow": "middle",
    "juniper": "middle", "nettlebed": "middle", "wyncombe": "middle", "ivybridge": "middle",
    "aldermoor": "outer", "greywater": "outer", "kestrel": "outer", "mirefield": "outer",
    "sealmouth": "outer", "oxmere": "outer", "tallowby": "outer", "underfell": "outer",
    "brightsea": "outer", "highcliff": "outer", "vellmouth": "outer", "zennor": "outer",
}
# Region label points (8.7.5); a region's polygon is its boundary nodes' points in order.
REGION_LABEL_XY = {
    "R01": (567, 407), "R02": (567, 493), "R03": (473, 493), "R04": (473, 407),
    "R05": (573, 292), "R06": (678, 376), "R07": (697, 497), "R08": (604, 591),
    "R09": (467, 608), "R10": (362, 524), "R11": (343, 403), "R12": (436, 309),
    "R13": (697, 185), "R14": (800, 309), "R15": (862, 401), "R16": (826, 603),
    "R17": (551, 733), "R18": (358, 695), "R19": (252, 642), "R20": (166, 450),
    "R21": (292, 251), "R22": (462, 152),
}
# Rivers (8.7.4): decorative polylines; `crosses` lists the roads (as node pairs) they cut.
RIVERS = {
    "river_ne": {"points": [(520, 450), (559, 364), (648, 254), (834, 180), (830, 100)],
                 "separates": ("north", "east"),
                 "crosses": [("kingsholm", "hollin"), ("nettlebed", "ashcombe"),
                             ("highcliff", "aldermoor")]},
    "river_w": {"points": [(520, 450), (426, 414), (264, 450), (91, 352), (19, 340)],
                "separates": ("north", "southwest"),
                "crosses": [("brackwell", "westford"), ("fenwick", "ravensbridge"),
                            ("mirefield", "sealmouth")]},
    "river_se": {"points": [(520, 450), (559, 536), (648, 646), (635, 818), (650, 890)],
                 "separates": ("southwest", "east"),
                 "crosses": [("southbarrow", "yewdale"), ("quarrow", "wyncombe"),
                             ("underfell", "vellmouth")]},
}

# Trading posts at a village (gameshelf's drawing, not the spec's): up to three stand in an arc
# POST_SPREAD degrees apart round the direction the map gives the village (its `posts_angle`); a
# fourth and a fifth (4-5 players) stand in a second row POST_ROW px farther out, between the
# first three, so that all five keep to the room the map clears for the arc.
POST_SPREAD = 34
POST_ROW = 16


def post_offsets(count: int) -> list:
    """(degrees off the arc's direction, px beyond its radius) of each of `count` posts, in the
    order they are built: a post keeps its place when the next one arrives, once there are three."""
    inner = min(count, 3)
    out = [((i - (inner - 1) / 2) * POST_SPREAD, 0) for i in range(inner)]
    return out + [(side * POST_SPREAD / 2, POST_ROW) for side in (-1, 1)][:max(0, count - 3)]


# Screen areas (8.8): (x0, y0, x1, y1).
AREAS = {"map": (0, 0, 1000, 900), "market": (1040, 30, 1560, 455),
         "price_table": (1040, 470, 1580, 862), "log": (850, 730, 1030, 890)}
PLAYER_PANELS = [(10, 10, 180, 90), (10, 95, 180, 175), (10, 720, 180, 800),
                 (10, 805, 180, 885), (850, 10, 1030, 175)]

# Market (8.6): stalls are 100 x 56 rectangles (x, y, w, h); spaces are circles of radius 13.
STALL_SIZE = (100, 56)
STALL_RECTS = {f"S{r}{c}": (1060 + 130 * (c - 1), 40 + 86 * (r - 1), 100, 56)
               for r in range(1, 6) for c in range(1, 5)}
SPACE_RADIUS = 13
_H_Y = {1: 111, 2: 197, 3: 283, 4: 369}
_V_X = {1: 1175, 2: 1305, 3: 1435}
_COL_X = {1: 1110, 2: 1240, 3: 1370, 4: 1500}
_ROW_Y = {1: 68, 2: 154, 3: 240, 4: 326, 5: 412}
SPACE_XY = {}
for _k in range(1, 5):
    for _c in range(1, 5):
        SPACE_XY[f"h{_k}{_c}"] = (_COL_X[_c], _H_Y[_k])
for _j in range(1, 4):
    for _r in range(1, 6):
        SPACE_XY[f"v{_j}{_r}"] = (_V_X[_j], _ROW_Y[_r])
for _k in range(1, 5):
    for _j in range(1, 4):
        SPACE_XY[f"x{_k}{_j}"] = (_V_X[_j], _H_Y[_k])
LANE_LINES = {**{f"H{k}": ((1060, y), (1550, y)) for k, y in _H_Y.items()},
              **{f"V{j}": ((x, 40), (x, 452)) for j, x in _V_X.items()}}

# Price table (8.8): row i = 0..7 goods in data.GOODS order, row 8 = nobility.
PRICE_ROW_TOP = 470
PRICE_ROW_STEP = 44
PRICE_ROW_HEIGHT = 40
ROW_LABEL_X = (1040, 1130)


def _row_top(good_index: int) -> int:
    return PRICE_ROW_TOP + PRICE_ROW_STEP * good_index


def _good_index(good: str) -> int:
    return GOODS.index(good)


def slot_rect(good: str, slot: int) -> tuple:
    """Green production slot `slot` (0..3 = "5", "3", "1", "0"): 32 x 32 box."""
    return (1140 + 36 * slot, _row_top(_good_index(good)), 32, 32)


def price_rect(good: str, price: int) -> tuple:
    """Price cell 5..10 with the red end value printed small under it: 44 x 32 box."""
    return (1290 + 48 * (price - 5), _row_top(_good_index(good)), 44, 32)


def nobility_rect(index: int) -> tuple:
    """Nobility space 0..7 in row 8: 48 x 32 box."""
    return (1140 + 54 * index, _row_top(8), 48, 32)
