"""Write `assets/maps/nauticus.tmx`: the Nauticus table as a Tiled map (run from the repo root).

    .venv/bin/python -m tools.maps.nauticus_map

Every object is named by a rules id (`rules/nauticus/README.md`, `data.board_object_ids`); the
scene's screen areas are map properties (`area_*`, `panel_<k>`, `ui_*`, `btn_done`), so the map
holds nothing the rules do not know. The spec's 1600 x 900 arrangement (§8.12) is fitted around
the generic board scene, which owns the prompt bar (y < 50) and the right column (x >= 1200:
options, log, Undo/Menu):

    x   8..304   the supply: 18 stacks in rows (hulls, masts, sails, goods) and the 6 ship rewards
    x 312..868   the board (square, 556 px): VP track round the edge, the ring of 8 action spaces
                 round the wheel, the round track (top left), anchor rest and start player (top
                 right), phase pips (bottom left), the ship-scoring reminder (bottom right)
    x 876..1192  three opponent panels (180 px each): counters, pass and extra tiles, shipyard,
                 a one-row warehouse and the delivered goods
    y 620..894   (x 8..1192) the home area of the seat at the screen: counters, pass and extra
                 tiles, warehouse (6 x 2 cells), delivered goods, shipyard with the Done button

Seats: the map is drawn for viewer = seat 0; `p0_*` objects are the home area and `p<k>_*`
(k = 1..3) the opponent panels in clockwise order after the viewer. The scene turns the table so
that whoever sits at the screen is always at home (seat s shows at place (s - viewer) mod n).

Ring geometry (spec §8.11 ids): centre (590, 334); space `Si` at screen angle -90 + 45 (i - 1);
`Si_blue` (wheel label, point r 14) at radius 50, `Si_bonus` (ellipse, r 19) at 96, the space
box `Si` (112 x 90: price strip `Si_price_1..4` on top, action tile `Si_tile` below) at 182
(straight) or 190 (diagonal). Wheel radius 70; `wheel_seg_j` at radius 50 where segment j faces
in round 1 (k = 1). VP track `vp_n`: 100 cells round the board, clockwise from the top left.
"""
from __future__ import annotations

import math
import pathlib

from rules.nauticus import data as D
from tools.maps.tiled import document, prop, write

ROOT = pathlib.Path(__file__).resolve().parents[2]
OUT = ROOT / "assets" / "maps" / "nauticus.tmx"

PROMPT_H = 50
BOARD = (312, 56, 556, 556)                 # x, y, w, h of the board square
CX, CY = BOARD[0] + BOARD[2] // 2, BOARD[1] + BOARD[3] // 2      # (590, 334)
TRACK = BOARD[2] / 26                       # VP track cell (25 cells a side plus the corner)
WHEEL_R = 70
BLUE_R = 50
BONUS_R = 96
BONUS_SIZE = 44
BOX_W, BOX_H, STRIP_H = 112, 90, 24
BOX_R_STRAIGHT, BOX_R_DIAGONAL = 182, 190

SUPPLY = (8, 56, 296, 556)
CELL_W, CELL_H, CELL_PITCH_X, CELL_PITCH_Y = 54, 78, 57, 84
SUPPLY_ROWS = [D.HULLS, D.MASTS + [D.CROWN_MAST], D.SAILS + [D.CROWN_SAIL], D.GOODS]
SUPPLY_TOP = 90
REWARD_W, REWARD_H = 140, 48
REWARDS_TOP = 456

PANEL_X, PANEL_W, PANEL_H, PANEL_STEP = 876, 316, 180, 188
HOME = (8, 620, 1184, 274)

UI = {
    "ui_prompt": (0, 0, 1600, PROMPT_H),
    "ui_board": (0, PROMPT_H, 1200, 900 - PROMPT_H),
    "ui_options": (1210, 90, 380, 332),
    "ui_log": (1210, 464, 380, 370),
    "ui_buttons": (1204, 842, 392, 52),
}


def space_center(i: int) -> tuple:
    angle = math.radians(-90 + 45 * (i - 1))
    r = BOX_R_STRAIGHT if i % 2 else BOX_R_DIAGONAL
    return CX + r * math.cos(angle), CY + r * math.sin(angle)


def polar(i: int, radius: float) -> tuple:
    angle = math.radians(-90 + 45 * (i - 1))
    return CX + radius * math.cos(angle), CY + radius * math.sin(angle)


def vp_cell(n: int) -> tuple:
    """Top-left corner of VP track cell n (25 a side, clockwise from the top-left corner)."""
    side, t = divmod(n, 25)
    bx, by, c = BOARD[0], BOARD[1], TRACK
    if side == 0:
        return bx + t * c, by
    if side == 1:
        return bx + 25 * c, by + t * c
    if side == 2:
        return bx + (25 - t) * c, by + 25 * c
    return bx, by + (25 - t) * c


def home_objects(out: list) -> None:
    """The seat at the screen (p0 in the map)."""
    p = "p0"
    x0, y0 = HOME[0], HOME[1]
    out.append((f"{p}_vp_badge", "rect", (x0 + 8, y0 + 40, 106, 54), {"seat_place": 0}))
    out.append((f"{p}_taler", "rect", (x0 + 118, y0 + 40, 106, 54), {"seat_place": 0}))
    out.append((f"{p}_workers", "rect", (x0 + 8, y0 + 100, 106, 54), {"seat_place": 0}))
    for k, v in enumerate(D.PASS_TILES):
        out.append((f"{p}_pass_{v}", "rect", (x0 + 8 + 54 * k, y0 + 166, 48, 48),
                    {"seat_place": 0, "penalty": v}))
    out.append((f"{p}_extra", "rect", (x0 + 170, y0 + 166, 54, 48), {"seat_place": 0}))
    wx, wy = x0 + 240, y0 + 6
    out.append((f"{p}_warehouse", "rect", (wx, wy, 318, 140), {"seat_place": 0,
                                                                "cols": 6, "rows": 2}))
    for c in range(D.WAREHOUSE_CAPACITY):
        r, col = divmod(c, 6)
        out.append((f"{p}_warehouse_{c}", "rect", (wx + 6 + 52 * col, wy + 32 + 52 * r, 50, 50),
                    {"seat_place": 0, "cell": c}))
    for k, good in enumerate(D.GOODS):
        out.append((f"{p}_delivered_{good.split('_')[1]}", "rect",
                    (wx + 6 + 78 * k, y0 + 178, 74, 90), {"seat_place": 0, "good": good}))
    out.append((f"{p}_shipyard", "rect", (x0 + 566, y0 + 42, 612, 226), {"seat_place": 0}))


def panel_objects(out: list, k: int) -> None:
    """Opponent panel k (1..3): the k-th seat clockwise after the viewer."""
    p = f"p{k}"
    x0, y0 = PANEL_X, BOARD[1] + PANEL_STEP * (k - 1)
    out.append((f"{p}_vp_badge", "rect", (x0 + 232, y0 + 4, 78, 28), {"seat_place": k}))
    out.append((f"{p}_taler", "rect", (x0 + 6, y0 + 36, 64, 26), {"seat_place": k}))
    out.append((f"{p}_workers", "rect", (x0 + 72, y0 + 36, 56, 26), {"seat_place": k}))
    for j, v in enumerate(D.PASS_TILES):
        out.append((f"{p}_pass_{v}", "rect", (x0 + 186 + 25 * j, y0 + 38, 22, 22),
                    {"seat_place": k, "penalty": v}))
    out.append((f"{p}_extra", "rect", (x0 + 262, y0 + 38, 48, 22), {"seat_place": k}))
    out.append((f"{p}_shipyard", "rect", (x0 + 6, y0 + 66, 304, 84), {"seat_place": k}))
    out.append((f"{p}_warehouse", "rect", (x0 + 6, y0 + 152, 158, 24), {"seat_place": k,
                                                                       "cols": 12, "rows": 1}))
    for c in range(D.WAREHOUSE_CAPACITY):
        out.append((f"{p}_warehouse_{c}", "rect", (x0 + 8 + 13 * c, y0 + 154, 12, 20),
                    {"seat_place": k, "cell": c}))
    for j, good in enumerate(D.GOODS):
        out.append((f"{p}_delivered_{good.split('_')[1]}", "rect",
                    (x0 + 168 + 36 * j, y0 + 152, 34, 24), {"seat_place": k, "good": good}))


def objects() -> dict:
    """Layer name -> [(name, kind, (x, y, w, h) or (cx, cy, r), properties)]."""
    layers: dict[str, list] = {}
    board = layers.setdefault("board", [])
    board.append(("board", "rect", BOARD, {"track_cell": round(TRACK, 3)}))
    board.append(("wheel", "ellipse", (CX - WHEEL_R, CY - WHEEL_R, 2 * WHEEL_R, 2 * WHEEL_R),
                  {"radius": WHEEL_R, "start_offset": D.START_OFFSET}))
    for j in range(8):
        x, y = polar(j + 1, BLUE_R)
        board.append((f"wheel_seg_{j}", "point", (x, y, 16), {"segment": j, "blue": D.WHEEL[j]}))
    bx, by = BOARD[0], BOARD[1]
    for r in range(1, 6):
        board.append((f"round_{r}", "rect", (bx + 30 + 38 * (r - 1), by + 52, 34, 34),
                      {"round": r}))
    board.append(("round_marker", "point", (bx + 47, by + 69, 15), {}))
    board.append(("anchor_tile", "rect", (bx + 392, by + 50, 58, 40), {}))
    board.append(("start_player", "point", (bx + 490, by + 70, 18), {}))
    spaces = layers.setdefault("spaces", [])
    for i in range(1, 9):
        sid = f"S{i}"
        spec = D.SPACES[sid]
        cx, cy = space_center(i)
        left, top = round(cx - BOX_W / 2), round(cy - BOX_H / 2)
        props = {"index": i, "bonus": spec["bonus"],
                 "price_row": ",".join(map(str, spec["price_row"])),
                 "angle_deg": -90 + 45 * (i - 1)}
        spaces.append((sid, "rect", (left, top, BOX_W, BOX_H), props))
        spaces.append((f"{sid}_tile", "rect", (left, top + STRIP_H, BOX_W, BOX_H - STRIP_H),
                       {"space": sid}))
        for j in range(4):
            spaces.append((f"{sid}_price_{j + 1}", "rect",
                           (left + 28 * j, top, 28, STRIP_H),
                           {"space": sid, "position": j + 1, "price": spec["price_row"][j]}))
        x, y = polar(i, BONUS_R)
        spaces.append((f"{sid}_bonus", "ellipse",
                       (round(x - BONUS_SIZE / 2), round(y - BONUS_SIZE / 2), BONUS_SIZE,
                        BONUS_SIZE), {"space": sid, "bonus": spec["bonus"]}))
        x, y = polar(i, BLUE_R)
        spaces.append((f"{sid}_blue", "point", (x, y, 14), {"space": sid}))
    track = layers.setdefault("vp_track", [])
    for n in range(100):
        x, y = vp_cell(n)
        track.append((f"vp_{n}", "rect", (x, y, TRACK, TRACK), {"vp": n}))
    supply = layers.setdefault("supply", [])
    for r, row in enumerate(SUPPLY_ROWS):
        for c, tile in enumerate(row):
            supply.append((f"supply_{tile}", "rect",
                           (SUPPLY[0] + 6 + CELL_PITCH_X * c, SUPPLY_TOP + CELL_PITCH_Y * r,
                            CELL_W, CELL_H), {"tile": tile, "kind": D.tile_kind(tile),
                                              "stock": D.STOCK[tile]}))
    for k, rw in enumerate(D.REWARDS):
        r, c = divmod(k, 2)
        supply.append((rw, "rect", (SUPPLY[0] + 6 + 146 * c, REWARDS_TOP + 52 * r, REWARD_W,
                                    REWARD_H), {"reward": rw}))
    players = layers.setdefault("players", [])
    home_objects(players)
    for k in (1, 2, 3):
        panel_objects(players, k)
    return layers


def properties() -> dict:
    props = {
        "game": "nauticus",
        "ring_cx": CX, "ring_cy": CY, "wheel_r": WHEEL_R,
        "area_board": BOARD, "area_supply": SUPPLY, "area_home": HOME,
        "area_rewards": (SUPPLY[0], REWARDS_TOP - 28, SUPPLY[2], 3 * 52 + 28),
        "area_round_track": (BOARD[0] + 24, BOARD[1] + 24, 200, 70),
        "area_phase": (BOARD[0] + 26, BOARD[1] + BOARD[3] - 98, 186, 72),
        "area_overview": (BOARD[0] + BOARD[2] - 212, BOARD[1] + BOARD[3] - 100, 186, 76),
        "btn_done": (HOME[0] + HOME[2] - 150, HOME[1] + 6, 142, 34),
    }
    for k in (1, 2, 3):
        props[f"panel_{k}"] = (PANEL_X, BOARD[1] + PANEL_STEP * (k - 1), PANEL_W, PANEL_H)
    props.update(UI)
    return props


def _num(v: float) -> str:
    return f"{v:.2f}".rstrip("0").rstrip(".")


def tmx() -> str:
    lines = []
    oid = 1
    for lid, (layer, objs) in enumerate(objects().items(), start=1):
        lines.append(f' <objectgroup id="{lid}" name="{layer}">')
        for name, kind, geo, props in objs:
            props = dict(props)
            if kind == "point":
                x, y, r = geo
                props["r"] = r
                inner = "".join(prop(k, v) for k, v in props.items())
                lines.append(f'  <object id="{oid}" name="{name}" x="{_num(x)}" y="{_num(y)}">'
                             f'<properties>{inner}</properties><point/></object>')
            else:
                x, y, w, h = geo
                if kind == "ellipse":
                    props["shape"] = "ellipse"
                inner = "".join(prop(k, v) for k, v in props.items())
                lines.append(f'  <object id="{oid}" name="{name}" x="{_num(x)}" y="{_num(y)}" '
                             f'width="{_num(w)}" height="{_num(h)}">'
                             f'<properties>{inner}</properties>'
                             f'{"<ellipse/>" if kind == "ellipse" else ""}</object>')
            oid += 1
        lines.append(" </objectgroup>")
        last_layer = lid
    return document(lines, properties(), last_layer, oid)


def main() -> None:
    write(OUT, ROOT, tmx(), sum(len(v) for v in objects().values()))

if __name__ == "__main__":
    main()
