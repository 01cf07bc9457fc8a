"""Write `assets/maps/hotel_tycoon.tmx`: the Hotel Tycoon airport as a Tiled map (run from the
repo root).

    .venv/bin/python -m tools.maps.hotel_tycoon_map

The rules own the track, the plots and the entrance slots (`rules/hotel_tycoon/data.py`); this
script places them on the 1600 x 900 window by the spec's coordinates (§8.4-§8.7), moved down
below the prompt bar. Layers (spec §8.7): `track` (S01..S31), `plots` (polygons named by plot
id, each touching exactly its bordering squares), `entrance_slots` (Sxx-PLOT points, the
entrance option targets), `landmarks` (START, HANGAR, TOWER, the two lines), `ui` (the action
corner with the dice and the main button, the auction panel, the seat panels).

    x    0..1190  the airport (board)
    x 1200..1592  one panel per seat, the bank's deeds, then the generic option list and log
"""
from __future__ import annotations

import math
import pathlib

from rules.hotel_tycoon import data as D

from .tmxwriter import Writer

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps" / "hotel_tycoon.tmx"

DY = 34                      # the spec's canvas moved down below the prompt bar
BOARD = (0, 56, 1190, 844)
NEAR = 27                    # a plot's edge: this far from the square centre toward it
SQUARE = 46
SLOT_R = 12

# the spec's square centres (§8.4) and slot points (§8.6)
SQUARE_XY = {1: (167, 440), 2: (130, 327), 3: (142, 236), 4: (194, 168), 5: (273, 130),
             6: (354, 134), 7: (425, 161), 8: (514, 172), 9: (592, 145), 10: (670, 152),
             11: (738, 218), 12: (817, 263), 13: (896, 285), 14: (980, 297), 15: (1062, 338),
             16: (1098, 420), 17: (1089, 511), 18: (1030, 579), 19: (946, 599), 20: (856, 576),
             21: (775, 549), 22: (693, 522), 23: (609, 508), 24: (537, 562), 25: (520, 644),
             26: (493, 732), 27: (394, 769), 28: (326, 698), 29: (316, 603), 30: (316, 516),
             31: (267, 448)}
START_XY = (75, 480)
HANGAR_XY = (505, 86)
TOWER_XY = (412, 706)

# how far an outer plot reaches beyond its near edge, and where it must stop
OUTER_DEPTH = {"REEF": 64, "UPTOWN": 112, "COCONUT": 104, "ZEBRA": 92}
CLAMP = {"COCONUT": (748, None, None, 770), "UPTOWN": (None, 1186, 64, None),
         "REEF": (None, None, 64, None), "ZEBRA": (None, None, None, 892)}
# Al Kalif's and Zebra Lodge's far sides are drawn by hand (spec coordinates, from the S26 end back to S22): the
# outward offsets of its bent run of squares would cross each other
FAR_EDGE = {"ALKALIF": [(546, 806), (640, 736), (708, 630), (716, 552)],
            "ZEBRA": [(196, 544), (164, 610), (150, 680), (176, 749), (272, 832), (370, 858),
                      (391, 858)]}
# inner plots close through the middle of the loop along these points (spec coordinates)
INNER_CLOSE = {"DRAGON": [(440, 232), (372, 300), (268, 360), (196, 368)], "ARTIKA": []}
LABEL_XY = {"REEF": (300, 58), "DRAGON": (292, 262), "REINE": (520, 380), "UPTOWN": (930, 180),
            "ARTIKA": (935, 440), "COCONUT": (950, 668), "ALKALIF": (616, 690),
            "ZEBRA": (220, 660)}
# Reef Resort's strip is too narrow for the name, the buildings and the stars one above the
# other: its name (and price or owner) stands on the grass beside it, its stars closer under
NAME_XY = {"REEF": (100, 56)}        # default: 36 above the label point
STARS_DY = {"REEF": 36}             # default: 44 below it

# the right column: seat panels, the bank's deeds, options, log, buttons
PANEL_X, PANEL_Y, PANEL_W, PANEL_H, PANEL_STEP = 1200, 62, 392, 64, 68
CORNER = (752, 782, 434, 112)          # the action corner: dice and the main button
UI = {"prompt": "0,0,1600,56", "board": "0,56,1190,844", "options": "1206,420,382,164",
      "log": "1206,624,382,202", "buttons": "1198,838,394,54",
      "amount": f"{CORNER[0] + 10},{CORNER[1] + 58},300,46",
      "out_of_turn": "560,62,620,44"}         # claims: along the top edge, clear of the names


def xy(n: int) -> tuple:
    x, y = SQUARE_XY[n]
    return (x, y + DY)


def shift(p) -> tuple:
    return (p[0], p[1] + DY)


def unit(v) -> tuple:
    length = math.hypot(*v) or 1.0
    return (v[0] / length, v[1] / length)


def tangent(n: int) -> tuple:
    """The direction of travel at square n (S01 comes from the START apron)."""
    prev = shift(START_XY) if n == 1 else xy(n - 1)
    nxt = xy(n % D.TRACK_LENGTH + 1)
    return unit((nxt[0] - prev[0], nxt[1] - prev[1]))


def normal(n: int, side: str) -> tuple:
    """Unit vector from square n toward its inner (right of travel) or outer side."""
    tx, ty = tangent(n)
    right = (-ty, tx)
    return right if side == "inner" else (-right[0], -right[1])


def side_of(plot: str, n: int) -> str:
    _, inner, _outer = D.SQUARES[n]
    return "inner" if inner == plot else "outer"


def runs(plot: str) -> list:
    """The plot's bordering squares as runs of consecutive track squares."""
    squares = [n for n in D.SQUARES if plot in D.plots_of_square(n)]
    out = [[squares[0]]]
    for n in squares[1:]:
        if n == out[-1][-1] + 1:
            out[-1].append(n)
        else:
            out.append([n])
    return out


def near_edge(plot: str, squares: list, depth: float = NEAR) -> list:
    """Points along the plot's side of a run of squares, in travel order."""
    pts = []
    for i, n in enumerate(squares):
        c, nv, t = xy(n), normal(n, side_of(plot, n)), tangent(n)
        half = SQUARE / 2 - 2
        if i == 0:
            pts.append((c[0] - t[0] * half + nv[0] * depth, c[1] - t[1] * half + nv[1] * depth))
        pts.append((c[0] + nv[0] * depth, c[1] + nv[1] * depth))
        if i == len(squares) - 1:
            pts.append((c[0] + t[0] * half + nv[0] * depth, c[1] + t[1] * half + nv[1] * depth))
        else:
            m = xy(squares[i + 1])
            nm = unit((nv[0] + normal(squares[i + 1], side_of(plot, squares[i + 1]))[0],
                       nv[1] + normal(squares[i + 1], side_of(plot, squares[i + 1]))[1]))
            pts.append(((c[0] + m[0]) / 2 + nm[0] * depth, (c[1] + m[1]) / 2 + nm[1] * depth))
    return pts


def clamp(plot: str, p) -> tuple:
    lo_x, hi_x, lo_y, hi_y = CLAMP.get(plot, (None, None, None, None))
    x, y = p
    x = max(x, lo_x) if lo_x is not None else x
    x = min(x, hi_x) if hi_x is not None else x
    y = max(y, lo_y) if lo_y is not None else y
    y = min(y, hi_y) if hi_y is not None else y
    return (max(6, min(1186, x)), max(62, min(894, y)))


def plot_polygon(plot: str) -> list:
    parts = runs(plot)
    if plot == "REINE":
        # three runs of squares, joined above the control tower and beside Dragon Gate
        pts = (near_edge(plot, parts[0]) + near_edge(plot, parts[1])
               + [shift((466, 672)), shift((356, 640))] + near_edge(plot, parts[2])
               + [shift((400, 420)), shift((520, 236))])
        return [clamp(plot, p) for p in pts]
    run = parts[0]
    near = near_edge(plot, run)
    if plot in FAR_EDGE:
        return [clamp(plot, p) for p in near + [shift(p) for p in FAR_EDGE[plot]]]
    if plot in OUTER_DEPTH:
        far = near_edge(plot, run, NEAR + OUTER_DEPTH[plot])
        return [clamp(plot, p) for p in near + list(reversed(far))]
    return [clamp(plot, p) for p in near + [shift(p) for p in INNER_CLOSE[plot]]]


# ---- the map ---------------------------------------------------------------------------------
def build() -> Writer:
    w = Writer()
    w.layer("plots")
    for plot in D.PLOTS:
        hotel = D.HOTELS[plot]
        side = "inner" if plot in ("DRAGON", "REINE", "ARTIKA") else "outer"
        lx, ly = shift(LABEL_XY[plot])
        nx, ny = shift(NAME_XY[plot]) if plot in NAME_XY else (lx, ly - 36)
        w.poly(plot, "plot", plot_polygon(plot), True,
               {"number": hotel["number"], "title": hotel["name"], "side": side,
                "label_x": float(lx), "label_y": float(ly), "name_x": float(nx),
                "name_y": float(ny), "stars_dy": float(STARS_DY.get(plot, 44))})
    w.layer("track")
    for n, (kind, inner, outer) in D.SQUARES.items():
        x, y = xy(n)
        t = tangent(n)
        w.rect(D.square_id(n), "square", (x - SQUARE / 2, y - SQUARE / 2, SQUARE, SQUARE),
               {"index": n, "square_type": kind, "inner_plot": inner or "", "outer_plot": outer or "",
                "angle": round(math.degrees(math.atan2(t[1], t[0])), 1)})
    w.layer("entrance_slots")
    for slot, info in D.SLOTS.items():
        n, plot = info["square"], info["plot"]
        c, nv = xy(n), normal(n, side_of(plot, n))
        w.point(slot, "slot", (c[0] + nv[0] * 30, c[1] + nv[1] * 30), SLOT_R,
                {"square": D.square_id(n), "plot": plot,
                 "entrance_allowed": info["entrance_allowed"]})
    w.layer("landmarks")
    w.point("START", "landmark", shift(START_XY), 30, {"kind": "start"})
    w.point("HANGAR", "landmark", shift(HANGAR_XY), 30, {"kind": "hangar"})
    w.point("TOWER", "landmark", shift(TOWER_XY), 26, {"kind": "tower"})
    for name, (a, b) in (("HANGAR_LINE", (7, 8)), ("TOWER_LINE", (26, 27))):
        pa, pb = xy(a), xy(b)
        mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
        t = unit((pb[0] - pa[0], pb[1] - pa[1]))
        nrm = (-t[1], t[0])
        w.poly(name, "line", [(mid[0] - nrm[0] * 26, mid[1] - nrm[1] * 26),
                      (mid[0] + nrm[0] * 26, mid[1] + nrm[1] * 26)], False,
               {"kind": "hangar_line" if name == "HANGAR_LINE" else "tower_line"})
    w.layer("ui")
    w.rect("DICE_AREA", "ui", CORNER, {"kind": "corner"})
    w.rect("button:main", "ui", (CORNER[0] + CORNER[2] - 124, CORNER[1] + 58, 114, 46),
           {"kind": "button"})
    for seat in range(4):
        w.rect(f"panel:{seat}", "ui", (PANEL_X, PANEL_Y + PANEL_STEP * seat, PANEL_W, PANEL_H),
               {"kind": "panel", "seat": seat})
    return w


def main() -> None:
    props = {"game": "hotel_tycoon", **{f"ui_{k}": v for k, v in UI.items()}}
    OUT.parent.mkdir(parents=True, exist_ok=True)
    build().write(OUT, props)
    print(f"wrote {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
