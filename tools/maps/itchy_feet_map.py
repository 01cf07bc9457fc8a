"""Write `assets/maps/itchy_feet.tmx`: the Itchy Feet table as a Tiled map (run from the repo root).

    .venv/bin/python -m tools.maps.itchy_feet_map

Itchy Feet has no board graph: the table is the set of zones of spec §8.10, fitted around the
generic board scene (prompt bar y < 56, right column x >= 1190 for options, log, Undo/Menu):

    y  66..196   opponent boxes on top (320 x 130, as many as the player count needs)
    y 206..461   the world map (pins at the home capitals, the centre country) with the
                 left/right opponent boxes beside it; the trade builder, the answer dialog,
                 the Local Guide's look and the discard pile browser are drawn over the
                 upper table (`area_browser`), leaving the hand and the action bar clear
    y 467..659   draw pile | centre country | discard pile, their captions, the event banner
    y 664..832   home country | character | the viewer's hand (fanned)
    y 842..892   the action bar: one button per action (object names = the rules' targets
                 `action:<name>`), and the confirm buttons of the pick frames
                 (`btn:primary`, `btn:secondary`) in the same strip

Opponent boxes are named `opponent_<N>_<k>`: the k-th other seat clockwise from the viewer at
a table of N players (spec §8.10's table, shifted to fit the 1190 px board).
"""
from __future__ import annotations

import pathlib

from tools.maps.tiled import write
from tools.maps.zones_tmx import zones_tmx

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps" / "itchy_feet.tmx"

CARD = (100, 140)
BOX = (320, 130)
ACTIONS = ("guide", "tpost", "smuggle", "grab", "recycle", "trade", "steal", "travel", "dump",
           "end")
LEFT, TOP_LEFT, TOP, TOP_RIGHT, RIGHT = (10, 250), (180, 66), (435, 66), (690, 66), (860, 250)
SLOTS = {
    2: [TOP],
    3: [TOP_LEFT, TOP_RIGHT],
    4: [LEFT, TOP, RIGHT],
    5: [LEFT, TOP_LEFT, TOP_RIGHT, RIGHT],
    6: [(10, 360), (20, 66), TOP, (850, 66), (860, 360)],
}


def zones() -> list:
    """(name, (x, y, w, h), properties) for every zone of the table."""
    out = [
        ("world_map", (340, 206, 510, 255), {"kind": "map"}),
        ("draw_pile", (380, 467, *CARD), {"kind": "pile", "face": "down"}),
        ("centre_country", (545, 467, *CARD), {"kind": "country", "face": "up"}),
        ("discard_pile", (710, 467, *CARD), {"kind": "pile", "face": "up"}),
        ("event_banner", (340, 631, 510, 28), {"kind": "text"}),
        ("me_country", (12, 680, *CARD), {"kind": "country", "seat_slot": 0}),
        ("me_character", (120, 680, *CARD), {"kind": "character", "seat_slot": 0}),
        ("me_hand", (232, 664, 950, 172), {"kind": "hand", "seat_slot": 0, "fan": "horizontal",
                                           "face": "up"}),
    ]
    for i, action in enumerate(ACTIONS):
        out.append((f"action:{action}", (10 + i * 117, 842, 111, 50),
                    {"kind": "button", "order": i}))
    out.append(("btn:secondary", (700, 842, 230, 50), {"kind": "button"}))
    out.append(("btn:primary", (944, 842, 236, 50), {"kind": "button"}))
    for n, slots in SLOTS.items():
        for k, (x, y) in enumerate(slots, start=1):
            out.append((f"opponent_{n}_{k}", (x, y, *BOX), {"kind": "opponent", "seat_slot": k}))
    return out


# the board scene's layout (scenes/table/tmx.py reads `ui_<part>`) and the adapter's areas
UI = {"prompt": "0,0,1600,56", "board": "0,56,1190,844", "options": "1202,98,388,300",
      "log": "1202,440,388,390", "buttons": "1198,842,394,50"}
AREAS = {"area_browser": "20,206,1150,440"}     # the dialogs and the discard pile browser


def tmx() -> str:
    properties = {"game": "itchy_feet", **{f"ui_{k}": v for k, v in UI.items()}, **AREAS}
    return zones_tmx(properties, zones())


def main() -> None:
    write(OUT, ROOT, tmx(), len(zones()))


if __name__ == "__main__":
    main()
