"""Write `assets/maps/dominion.tmx`: the Dominion table as a Tiled map (run from the repo root).

    .venv/bin/python -m tools.maps.dominion_map

Dominion has no board graph: the table is a set of rectangular zones (spec §8.5), one object
each in the object layer `zones`, named by the spec's zone ids, with the spec's custom
properties (`kind`, `card`, `slot`, `order`, `overlay`; the spec's button `id` is called
`button` here, since pytmx reserves `id`) plus the card sizes drawn there (`card_w`,
`card_h`). The spec's 1600 x 900 arrangement is fitted around the generic board scene, which
owns the top prompt bar (y < 52) and the right column (x >= 1190: options, log, Undo/Menu):

    y  58..150   opponent_1..3      one panel per other player, in turn order after the viewer
    y 158..490   the Supply         basic piles (2 rows of 4, the Trash last) | kingdom_0..9
    y 496..646   counters | play_area (set_aside overlays its right part while cards are revealed)
    y 650..896   draw_pile | hand | discard | btn_primary, btn_secondary, own_info

How rules targets land on these zones: `supply:<basic>` -> `pile_<basic>`, `supply:<kingdom>`
-> `kingdom_<i>` (i = index in the view's kingdom), `hand:<card>` -> `hand`, `trash:<card>` ->
`trash`, `set_aside:<seat>:<card>` -> `set_aside`, `draw_pile` -> `draw_pile`; options without
a target are bound to `btn_primary` / `btn_secondary` by the adapter.
"""
from __future__ import annotations

import pathlib

from tools.maps.tiled import write
from tools.maps.zones_tmx import zones_tmx

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps" / "dominion.tmx"

PILE_W, PILE_H = 116, 162          # a Supply pile (card face; the count badge sits on it)
STEP = 124                         # column pitch of the Supply
BASIC_X, KINGDOM_X = 20, 544
ROW_Y = (158, 328)
HAND_CARD = (132, 185)
PLAY_CARD = (104, 145)

BASIC_ROWS = (("province", "duchy", "estate", "curse"), ("gold", "silver", "copper", "trash"))


def zones() -> list:
    """(name, (x, y, w, h), properties) for every zone of the table."""
    out = []
    for order in (1, 2, 3):
        out.append((f"opponent_{order}", (8 + (order - 1) * 394, 58, 388, 92),
                    {"kind": "opponent", "order": order}))
    for r, row in enumerate(BASIC_ROWS):
        for c, card in enumerate(row):
            rect = (BASIC_X + c * STEP, ROW_Y[r], PILE_W, PILE_H)
            if card == "trash":
                out.append(("trash", rect, {"kind": "trash"}))
            else:
                out.append((f"pile_{card}", rect, {"kind": "supply", "card": card}))
    for slot in range(10):
        r, c = divmod(slot, 5)
        out.append((f"kingdom_{slot}", (KINGDOM_X + c * STEP, ROW_Y[r], PILE_W, PILE_H),
                    {"kind": "supply", "slot": slot}))
    out += [
        ("counters", (8, 496, 196, 150), {"kind": "status"}),
        ("play_area", (212, 496, 972, 150),
         {"kind": "play_area", "card_w": PLAY_CARD[0], "card_h": PLAY_CARD[1]}),
        ("set_aside", (632, 496, 552, 150),
         {"kind": "set_aside", "overlay": True, "card_w": PLAY_CARD[0],
          "card_h": PLAY_CARD[1]}),
        ("draw_pile", (12, 690, 108, 150), {"kind": "draw_pile"}),
        ("hand", (132, 652, 744, 244),
         {"kind": "hand", "card_w": HAND_CARD[0], "card_h": HAND_CARD[1]}),
        ("discard", (888, 690, 108, 150), {"kind": "discard"}),
        ("btn_primary", (1008, 682, 176, 62), {"kind": "button", "button": "primary"}),
        ("btn_secondary", (1008, 752, 176, 62), {"kind": "button", "button": "secondary"}),
        ("own_info", (1008, 824, 176, 68), {"kind": "player"}),
    ]
    return out


def tmx() -> str:
    properties = {"game": "dominion", "pile_w": PILE_W, "pile_h": PILE_H,
                  **{f"ui_{k}": v for k, v in UI.items()}}
    return zones_tmx(properties, zones())


# the board scene's layout (scenes/table/tmx.py reads `ui_<part>`)
UI = {"prompt": "0,0,1600,52", "board": "0,52,1190,848", "options": "1202,90,388,300",
      "log": "1202,434,388,396", "buttons": "1198,842,394,50"}


def main() -> None:
    write(OUT, ROOT, tmx(), len(zones()))


if __name__ == "__main__":
    main()
