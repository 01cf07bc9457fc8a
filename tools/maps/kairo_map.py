"""Write `assets/maps/kairo.tmx`: the Kairo bazaar as a Tiled map (run from the repo root).

    .venv/bin/python -m tools.maps.kairo_map

Object names are the rules' ids (`rules/kairo/README.md`): the 210 cells `cXX_YY` with their
column, row (`col`, `row`: Tiled reserves `x`, `y`), zone, parcel and start space from `rules.kairo.data` (a test compares both), the display slots
`display:0..3`, the `deck`, the `discard`, the `crier_space`, the six tent stacks
`supply:<colour>` with their medals `medal:<colour>:<gold|silver>`, the six money trays
`tray:<colour>` (the waiting customer stands on its tray), the viewer's own money
`money:<colour>` (what a payment option points at) and the parcel labels `label:P1..P9`.

Layout on the 1600 x 900 window, fitted around the generic board scene (prompt bar y < 56, the
right column x >= 1200 for options, log and Undo/Menu):

    x  14..794, y  66..794   the grid: 15 x 14 cells of 52 px
    x  14..794, y 804..894   the hand of the seat at the screen (`area_hand`)
    x 808..1188              trays (y 66), display (y 130), pile / discard / criers (y 222),
                             tent stacks (y 316) with their medals (y 370),
                             four player panels (y 412..894; place 0 = the viewer)
"""
from __future__ import annotations

import pathlib
from xml.sax.saxutils import quoteattr

from rules.kairo import data as D
from tools.maps.tiled import document, prop, write

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps" / "kairo.tmx"

CELL = 52
GRID = (14, 66)                              # top-left of cell (0, 0)
SIDE_X, SIDE_W = 808, 380
TRAY_Y, TRAY_W, TRAY_H, PITCH6 = 66, 58, 56, 64
DISPLAY_Y, CARD, PITCH4 = 130, 84, 92
PILES_Y = 222
SUPPLY_Y, STACK_H, MEDAL_Y, MEDAL = 316, 50, 370, 28
PANEL_Y, PANEL_H, PANEL_STEP = 412, 114, 121
HAND = (14, 804, 780, 90)
MONEY_X, MONEY_DY, MONEY_W, MONEY_H = 12, 44, 58, 30     # money chips inside a panel

UI = {
    "ui_prompt": (0, 0, 1600, 56),
    "ui_board": (0, 56, 1196, 844),
}


def cell_rect(i: int) -> tuple:
    x, y = D.xy(i)
    return (GRID[0] + x * CELL, GRID[1] + y * CELL, CELL, CELL)


def panel_rect(place: int) -> tuple:
    return (SIDE_X, PANEL_Y + PANEL_STEP * place, SIDE_W, PANEL_H)


def money_rect(place: int, k: int) -> tuple:
    px, py, _w, _h = panel_rect(place)
    return (px + MONEY_X + PITCH6 * k - 4 * k, py + MONEY_DY, MONEY_W - 4, MONEY_H)


def zone(i: int) -> str:
    return "market" if D.MARKET[i] else "eatery"


def objects() -> dict:
    """Layer name -> [(name, (x, y, w, h), properties)]."""
    cells = []
    for i in range(D.CELLS):
        x, y = D.xy(i)
        start = D.START_SPACES.index(i) + 1 if i in D.START_SPACES else 0
        cells.append((D.cell_id(i), cell_rect(i), {"col": x, "row": y, "zone": zone(i),
                                                  "parcel": D.PARCEL[i], "start": start}))
    ui = []
    for k, colour in enumerate(D.COLOURS):
        ui.append((f"tray:{colour}", (SIDE_X + PITCH6 * k, TRAY_Y, TRAY_W, TRAY_H),
                   {"colour": colour}))
    for slot in range(D.DISPLAY_SLOTS):
        ui.append((f"display:{slot}", (SIDE_X + PITCH4 * slot, DISPLAY_Y, CARD, CARD),
                   {"slot": slot}))
    ui.append(("deck", (SIDE_X, PILES_Y, CARD, CARD), {}))
    ui.append(("discard", (SIDE_X + PITCH4, PILES_Y, CARD, CARD), {}))
    ui.append(("crier_space", (SIDE_X + 2 * PITCH4, PILES_Y, CARD, CARD), {}))
    for k, colour in enumerate(D.COLOURS):
        x = SIDE_X + PITCH6 * k
        ui.append((f"supply:{colour}", (x, SUPPLY_Y, TRAY_W, STACK_H), {"colour": colour}))
        for j, kind in enumerate(("gold", "silver")):
            ui.append((f"medal:{colour}:{kind}", (x + j * (MEDAL + 2), MEDAL_Y, MEDAL, MEDAL),
                       {"colour": colour, "kind": kind, "value": D.MEDAL_VALUE[kind]}))
    for k, colour in enumerate(D.COLOURS):
        ui.append((f"money:{colour}", money_rect(0, k), {"colour": colour}))
    labels = []
    for p, members in D.PARCEL_CELLS.items():
        market = [i for i in members if D.MARKET[i]]
        xs = [D.xy(i)[0] for i in market]
        ys = [D.xy(i)[1] for i in market]
        cx = GRID[0] + (min(xs) + max(xs) + 1) * CELL / 2
        cy = GRID[1] + (min(ys) + max(ys) + 1) * CELL / 2
        labels.append((f"label:P{p}", (cx - 20, cy - 14, 40, 28), {"parcel": p}))
    return {"cells": cells, "board_ui": ui, "labels": labels}


def properties() -> dict:
    props = {"game": "kairo", "cell": CELL, "grid_x": GRID[0], "grid_y": GRID[1],
             "area_hand": HAND, "area_side": (SIDE_X, TRAY_Y, SIDE_W, 900 - TRAY_Y - 6)}
    for place in range(4):
        props[f"panel_{place}"] = panel_rect(place)
        for k, colour in enumerate(D.COLOURS):
            props[f"money_{place}_{colour}"] = money_rect(place, k)
    props.update(UI)
    return props


def tmx() -> str:
    lines, oid = [], 1
    layers = objects()
    for lid, (layer, objs) in enumerate(layers.items(), start=1):
        lines.append(f' <objectgroup id="{lid}" name="{layer}">')
        for name, (x, y, w, h), props in objs:
            inner = "".join(prop(k, v) for k, v in props.items())
            lines.append(f'  <object id="{oid}" name={quoteattr(name)} x="{x:g}" y="{y:g}" '
                         f'width="{w:g}" height="{h:g}"><properties>{inner}</properties>'
                         '</object>')
            oid += 1
        lines.append(" </objectgroup>")
    return document(lines, properties(), len(layers), oid)


def main() -> None:
    write(OUT, ROOT, tmx(), sum(len(v) for v in objects().values()))

if __name__ == "__main__":
    main()
