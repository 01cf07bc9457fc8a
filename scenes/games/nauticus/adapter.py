"""Nauticus's board scene: the ring of action spaces round the wheel, the supply, the players'
warehouses, shipyards and delivered goods.

The table is turned so that the seat at the screen (the viewer) always sits at the bottom (the
map's `p0_*` objects); the other seats follow clockwise in the panels on the right (`p1_*`..).
Ships are drawn from their slots (`art.ShipGeom`); their ids (`p<s>_ship<n>`,
`..._slot<j>`, `..._front`/`_back`, `p<s>_ship_new`) are targets laid out here, from the view.

Drawing: a static layer (backdrop, board, panel frames) is made once; the pieces of a presented
view are drawn onto a cached layer, part by part (board, supply, each seat), each part redrawn
only when its own data change; a frame blits that layer and adds the wheel, the Done button,
the tile in hand, the highlights with a ghost of the part under the mouse, and the effects.
Animations are built in `anim.py` (on the table layer's animator kit); the seats (the home
area and the panels, with their warehouses, deliveries and shipyards) are drawn by the
`Seats` mixin in `seats.py`.
"""
from __future__ import annotations

import json
import math
import re

import pygame
from scenes import gfx

from rules.nauticus import data as D
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _, ngettext
from scenes.table.adapter import BoardAdapter, Shape
from scenes.table import layers
from scenes.table.tmx import rects_of
from scenes.table.widgets import TableButton

from . import art as art
from . import summary
from .seats import Seats, hull_piece, layout_yard, part_surface, part_topleft
from .text import CREST, action_name, tile_name

DONE = "btn_done"
DONE_KINDS = {"done": N_("Done"), "end_turn": N_("End turn")}
HOME_MAX_W = 56
PANEL_MAX_W = 26
SHIP_NAME = re.compile(r"p(\d+)_ship(\d+)(?:_slot(\d+))?$")     # p0_ship2, p0_ship2_slot1


def short(tile: str) -> str:
    return D.TILE_NAMES.get(tile, tile)


# what the table sounds like as it shows each event (scenes/synth.py's cues; None: silent)
SOUNDS = {"action_chosen": "place", "bought": "coin", "money_taken": "coin",
          "reward_taken": "coin", "bonus_received": "coin", "crowns_scored": "coin",
          "delivered": "place", "ship_finished": "place", "tile_gained": "place",
          "tile_placed": "place", "game_over": "win", "action_done": None, "bonus_lost": None,
          "extra_used": None, "passed": None, "phase_ended": None, "round_ended": None,
          "round_started": None}


class NauticusAdapter(Seats, BoardAdapter):
    """See the module docstring. The map: assets/maps/nauticus.tmx (tools/maps/nauticus_map.py)."""

    sounds = SOUNDS

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.n = len(setup.seats)
        props = self.map.properties
        self.done_button = TableButton(DONE, DONE_KINDS, edge=art.GOLD)
        self.area = rects_of(props, ("area_", "panel_", "ui_"), (DONE,))
        self.center = (int(props["ring_cx"]), int(props["ring_cy"]))
        self.wheel_r = int(props["wheel_r"])
        self.track = float(self.map.shapes["board"].props["track_cell"])
        self.static: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self._parts: dict = {}
        self._shapes_cache = (None, None)
        self._yards: dict = {}
        self.wheel_angle: float | None = None
        from .anim import Animator
        self.animator = Animator(self)

    # ---- the round change, held until seen (scenes/table/hold.py) -----------------------------------
    round_end = "round_ended"

    def round_summary(self, events: list, view: dict):
        return summary.round_summary(events, view, self.n)

    # ---- "not this round": the end-of-turn extra-action question answered once ------------------
    def standing_offers(self, decision, view: dict) -> list:
        if decision is None or decision.prompt != "nauticus.turn_end":
            return []
        return [(_("Not this round: end turn"), "end_turn",
                 ("keep_extra", decision.seat, view.get("round")))]

    def standing_answer(self, memo, decision, view: dict):
        kind, seat, round_ = memo
        if kind == "keep_extra" and decision.prompt == "nauticus.turn_end" \
                and decision.seat == seat and view.get("round") == round_:
            return "end_turn", _("Turn ended: you keep the extra action this round.")
        return None

    # ---- option words: which workers an option takes --------------------------------------------------
    def option_label(self, option, view: dict) -> str:
        from scenes.i18n import tr
        from .text import worker_note
        label = option.label or option.id
        note = worker_note(view, option) if view.get("decision") else ""
        if not note:
            return label
        names = [s.name for s in self.setup.seats]
        return f"{tr(label, names, self.game)} · {note}"

    # ---- layout ------------------------------------------------------------------------------------
    def pshape(self, seat: int, name: str, view: dict) -> Shape:
        """The map object `p<s>_<name>` of a seat where it sits now (the table is turned)."""
        return self.map.shapes[f"p{self.place_of(seat, view)}_{name}"]

    def prect(self, seat: int, name: str, view: dict) -> pygame.Rect:
        return pygame.Rect(self.pshape(seat, name, view).rect)

    def seat_area(self, seat: int, view: dict) -> pygame.Rect:
        place = self.place_of(seat, view)
        return pygame.Rect(self.area["area_home"] if place == 0 else self.area[f"panel_{place}"])

    # ---- shipyards -----------------------------------------------------------------------------------
    def yard(self, view: dict, seat: int) -> dict:
        """Where the ships of a seat are: {"geoms": [ShipGeom], "new": Rect|None, "W": float}."""
        key = (id(view), view.get("steps"), view.get("seat"), seat)
        cached = self._yards.get(key)
        if cached is not None:
            return cached
        if len(self._yards) > 24:
            self._yards.clear()
        home = self.place_of(seat, view) == 0
        rect = self.prect(seat, "shipyard", view)
        ships = view["players"][seat]["ships"]
        out = layout_yard(ships, rect, HOME_MAX_W if home else PANEL_MAX_W, home)
        self._yards[key] = out
        return out

    def ship_geom(self, view: dict, seat: int, index: int):
        geoms = self.yard(view, seat)["geoms"]
        return geoms[index] if 0 <= index < len(geoms) else None

    # ---- warehouses ------------------------------------------------------------------------------------
    def warehouse_cells(self, view: dict, seat: int, hide: tuple = ()) -> list:
        """[(tile, rect, first canonical cell)] as drawn, then [(None, rect, cell)] free cells."""
        counts = dict(view["players"][seat]["warehouse"])
        for tile in hide:
            if counts.get(tile):
                counts[tile] -= 1
        canonical = []                      # (tile, first cell) in the rules' canonical order
        cell = 0
        for tile in D.TILE_ORDER:
            for _copy in range(counts.get(tile, 0)):
                canonical.append((tile, cell))
                cell += D.tile_units(tile)
        used = cell
        place = self.place_of(seat, view)
        out = []
        if place != 0:                      # a panel: one row, canonical cells
            for tile, c in canonical:
                first = self.map.shapes[f"p{place}_warehouse_{c}"].rect
                if D.tile_units(tile) == 2:
                    second = self.map.shapes[f"p{place}_warehouse_{c + 1}"].rect
                    out.append((tile, first.union(second), c))
                else:
                    out.append((tile, pygame.Rect(first), c))
            for c in range(used, D.WAREHOUSE_CAPACITY):
                out.append((None, pygame.Rect(self.map.shapes[f"p{place}_warehouse_{c}"].rect),
                            c))
            return out
        # home: a 6 x 2 grid; single tiles fill the left columns row by row, masts stand
        # upright in the right-hand columns (so a mast never breaks across a row)
        grid = [[self.map.shapes[f"p0_warehouse_{r * 6 + c}"].rect for c in range(6)]
                for r in range(2)]
        masts = [(t, c) for t, c in canonical if D.tile_units(t) == 2]
        singles = [(t, c) for t, c in canonical if D.tile_units(t) == 1]
        cols = 6 - len(masts)
        for k, (tile, c) in enumerate(masts):
            col = 5 - k
            out.append((tile, grid[0][col].union(grid[1][col]), c))
        cells = [(r, c) for r in range(2) for c in range(cols)]
        for (tile, c), (r, col) in zip(singles, cells):
            out.append((tile, pygame.Rect(grid[r][col]), c))
        free_cells = cells[len(singles):]
        for k, (r, col) in enumerate(free_cells):
            out.append((None, pygame.Rect(grid[r][col]), used + k))
        return out

    def next_mast_column(self, view: dict, seat: int):
        masts = sum(c for t, c in view["players"][seat]["warehouse"].items()
                    if D.tile_units(t) == 2)
        col = 5 - masts
        if col < 0:
            return None
        top = self.map.shapes[f"p0_warehouse_{col}"].rect
        return top.union(self.map.shapes[f"p0_warehouse_{6 + col}"].rect)

    def warehouse_rect_of(self, view: dict, seat: int, tile: str, last: bool = False):
        rects = [rect for t, rect, _ in self.warehouse_cells(view, seat) if t == tile]
        if not rects:
            return None
        return rects[-1] if last else rects[0]

    # ---- targets -------------------------------------------------------------------------------------
    def target_of(self, option) -> str | None:
        return self.done_button.target_of(option) or option.target

    def target_shapes(self, view: dict) -> dict:
        key = (id(view), view.get("steps"), view.get("seat"))
        if self._shapes_cache[0] == key:
            return self._shapes_cache[1]
        shapes = {}
        for name, shape in self.map.shapes.items():
            if not (name[0] == "p" and name[1].isdigit()):
                shapes[name] = shape
        for seat in range(self.n):
            place = self.place_of(seat, view)
            prefix = f"p{place}_"
            for name, shape in self.map.shapes.items():
                if name.startswith(prefix):
                    shapes[f"p{seat}_{name[len(prefix):]}"] = shape
            # the warehouse cells as drawn: a tile's first cell is where the tile is
            for _tile, rect, cell in self.warehouse_cells(view, seat):
                shapes[f"p{seat}_warehouse_{cell}"] = Shape(rect)
            kind = self._placing_kind(view, seat)
            if kind == "mast" and place == 0:
                # a mast into the warehouse stands upright in the next free column on the right
                units = view["players"][seat]["warehouse_units"]
                col = self.next_mast_column(view, seat)
                if col is not None:
                    shapes[f"p{seat}_warehouse_{min(units, 11)}"] = Shape(col)
            yard = self.yard(view, seat)
            kind = self._placing_kind(view, seat)
            for i, geom in enumerate(yard["geoms"]):
                sid = f"p{seat}_ship{i + 1}"
                shapes[sid] = Shape(pygame.Rect(geom.rect))
                for j in range(geom.n):
                    rect = geom.cargo_rect(j).inflate(6, 6) if kind == "good" else \
                        geom.mast_rect(j)
                    shapes[f"{sid}_slot{j}"] = Shape(rect)
                if geom.open_front:
                    shapes[f"{sid}_front"] = Shape(geom.end_rect("front"))
                if geom.open_back:
                    shapes[f"{sid}_back"] = Shape(geom.end_rect("back"))
            if yard["new"] is not None:
                shapes[f"p{seat}_ship_new"] = Shape(pygame.Rect(yard["new"]))
        shapes[DONE] = Shape(pygame.Rect(self.area[DONE]))
        self._shapes_cache = (key, shapes)
        return shapes

    def _placing_kind(self, view: dict, seat: int) -> str | None:
        frame = view.get("frame") or {}
        if frame.get("frame") == "nauticus.place" and frame.get("seat") == seat:
            return D.tile_kind(frame["tile"])
        return None

    # ---- why a click is not a move (scenes/table/board.py) ------------------------------------------
    def refusal(self, names: list, view: dict) -> str | None:
        """An action tile already played this round; a stack the action now does not sell, a
        crowned tile (only a ship reward) or a tile too dear; one's own ship that cannot deliver
        (not finished, not fully loaded); a mast or sail held over a section of one's ship where
        it cannot go (no mast for the sail, the ship shows another crest)."""
        decision = view.get("decision") or {}
        prompt = decision.get("prompt", "").rpartition(".")[2]
        info = decision.get("info") or {}
        for name in names:
            if name.startswith("supply_") and prompt in ("turn_start", "use"):
                return self._stack_refusal(name[len("supply_"):], info, view)
            if prompt == "choose_action" and name[:2] in D.SPACES:
                space = next(s for s in view["spaces"] if s["id"] == name[:2])
                if not space["face_up"]:
                    return _("{action} was already played this round.").format(
                        action=action_name(space["tile"]))
            ship = SHIP_NAME.match(name)
            if ship is None or int(ship[1]) != view.get("seat"):
                continue
            index, slot = int(ship[2]) - 1, ship[3]
            if prompt == "place" and slot is not None:
                return self._slot_refusal(info["tile"], index, int(slot), view)
            if prompt in ("turn_start", "use") and info.get("action") == "act_deliver":
                return self._delivery_refusal(index, view)
        return None

    def _stack_refusal(self, tile: str, info: dict, view: dict) -> str | None:
        if tile in (D.CROWN_MAST, D.CROWN_SAIL):
            return _("The {tile} is never bought: it only comes as a reward for a finished "
                     "ship.").format(tile=tile_name(tile))
        seller = next(a for a, items in D.ACTION_ITEMS.items() if tile in items)
        if info.get("action") != seller:
            return _("The action now is {action}: the {tile} is bought with {seller}.").format(
                action=action_name(info.get("action")), tile=tile_name(tile),
                seller=action_name(seller))
        price = (info.get("prices") or {}).get(tile, 0)
        taler = view["players"][view["seat"]]["taler"]
        if price > taler and (view["stock"][tile] or view.get("unlimited_tiles")):
            words = _("Another {tile} in this purchase costs {price} T; you have {taler} T.") \
                if (info.get("bought") or {}).get(tile) else \
                _("The {tile} costs {price} T; you have {taler} T.")
            return words.format(tile=tile_name(tile), price=price, taler=taler)
        return None

    def _delivery_refusal(self, index: int, view: dict) -> str | None:
        ship = view["players"][view["seat"]]["ships"][index]
        if not ship["finished"]:
            return _("Ship {ship} is not finished: only a finished ship delivers its "
                     "goods.").format(ship=index + 1)
        if not all(slot["good"] for slot in ship["slots"]):
            return _("Ship {ship} is not fully loaded: every section needs a good before it "
                     "delivers.").format(ship=index + 1)
        return None

    def _slot_refusal(self, tile: str, index: int, j: int, view: dict) -> str | None:
        ship = view["players"][view["seat"]]["ships"][index]
        kind, crest = D.tile_kind(tile), D.crest_of(tile)
        if kind == "sail" and ship["slots"][j]["mast"] is None:
            return _("A sail hangs on a mast: section {n} of ship {ship} has none.").format(
                n=j + 1, ship=index + 1)
        if kind in ("mast", "sail") and not ship["slots"][j][kind] and crest != "crown" \
                and ship["crest"] not in (None, crest):
            return _("Ship {ship} shows the {crest} crest: the {tile} does not fit on "
                     "it.").format(ship=index + 1, crest=_(CREST[ship["crest"]]),
                                   tile=tile_name(tile))
        return None

    # ---- the static layer ------------------------------------------------------------------------------
    def attach(self, table) -> None:
        self._layer = None
        self._parts.clear()
        super().attach(table)

    def rescale(self) -> None:
        self._layer = None
        self._parts.clear()
        self._wheel_cache = {}
        super().rescale()

    def animate_opening(self, events: list, view: dict, table) -> None:
        self.animator.opening(events, view, table)

    def warm_caches(self) -> None:
        for tile in D.TILE_ORDER:
            art.tile_image(tile, 54, 58)
            art.tile_image(tile, 50, 50)
        for action in D.ACTIONS:
            for up in (True, False):
                art.action_tile(action, 112, 66, up)
        for j in range(0, 360, 45):
            self.wheel_image(float(j))

    def build_static(self) -> pygame.Surface:
        surface = gfx.Surface(theme.SCREEN)
        surface.blit(theme.backdrop(), (0, 0))
        self._draw_board_static(surface)
        self._draw_supply_static(surface)
        return layers.opaque(surface)

    def _draw_board_static(self, surface) -> None:
        board = pygame.Rect(self.map.shapes["board"].rect)
        board.size = (round(self.track * 26), round(self.track * 26))
        gfx.draw.rect(surface, (0, 0, 0), board.move(3, 5), border_radius=6)
        sea = art.sea_surface(board.size, 11)
        surface.blit(sea, board.topleft)
        cx, cy = self.center
        # rhumb lines of a sea chart, from the centre and two compass roses' worth of rays
        chart = gfx.Surface(board.size, pygame.SRCALPHA)
        lc = (cx - board.x, cy - board.y)
        for k in range(32):
            a = math.radians(k * 360 / 32)
            gfx.draw.line(chart, (140, 190, 210, 34 if k % 4 else 60), lc,
                          (lc[0] + 420 * math.cos(a), lc[1] + 420 * math.sin(a)), 1)
        gfx.draw.circle(chart, (170, 210, 230, 50), lc, 246, 1)
        gfx.draw.circle(chart, (170, 210, 230, 40), lc, 128, 1)
        surface.blit(chart, board.topleft)
        # the VP track
        for n in range(100):
            r = self.vp_rect(n)
            fill = (236, 224, 194) if (n // 5) % 2 == 0 else (218, 204, 168)
            if n % 10 == 0:
                fill = (246, 214, 140)
            gfx.draw.rect(surface, fill, r)
            gfx.draw.rect(surface, (120, 100, 70), r, 1)
            if n % 5 == 0:
                label = theme.render(str(n), 14 if n < 10 else 13, art.INK,
                                     "bold" if n % 10 == 0 else "regular")
                theme.blit_center(surface, label, r.center)
        gfx.draw.rect(surface, (90, 70, 44), board, 2)
        inner = board.inflate(-2 * round(self.track), -2 * round(self.track))
        gfx.draw.rect(surface, (90, 70, 44), inner, 2)
        # bonus fields and price strips (printed on the board)
        for i in range(1, 9):
            sid = f"S{i}"
            bonus = self.map.shapes[f"{sid}_bonus"]
            theme.blit_center(surface, art.bonus_disc(D.SPACES[sid]["bonus"], bonus.rect.w),
                            bonus.center)
            box = self.map.shapes[sid].rect
            gfx.draw.rect(surface, (0, 0, 0), box.move(2, 4), border_radius=9)
            gfx.draw.rect(surface, (92, 70, 46), box.inflate(4, 4), border_radius=10)
            for j in range(4):
                cell = self.map.shapes[f"{sid}_price_{j + 1}"].rect
                gfx.draw.rect(surface, art.PARCHMENT if j % 2 == 0 else (226, 212, 178),
                              cell)
            gfx.draw.line(surface, (92, 70, 46), (box.x, box.y + 24), (box.right, box.y + 24), 2)

            slot = self.map.shapes[f"{sid}_tile"].rect
            gfx.draw.rect(surface, (54, 44, 36), slot, border_bottom_left_radius=8,
                          border_bottom_right_radius=8)
        # the round track and the corners
        rt = self.area["area_round_track"]
        theme.text(surface, _("Round"), (rt.x + 6, rt.y - 2), 16, (220, 232, 240), "bold")
        for r in range(1, 6):
            cell = self.map.shapes[f"round_{r}"].rect
            gfx.draw.rect(surface, (0, 0, 0), cell.move(1, 2), border_radius=6)
            gfx.draw.rect(surface, art.PARCHMENT, cell, border_radius=6)
            gfx.draw.rect(surface, (92, 70, 46), cell, 2, border_radius=6)
        ph = self.area["area_phase"]
        theme.text(surface, _("Phase"), (ph.x + 4, ph.y), 16, (220, 232, 240), "bold")
        ov = self.area["area_overview"]
        theme.panel(surface, ov, (30, 52, 74), radius=8, edge=(110, 150, 170), shadow=False,
                    band=False)
        theme.text(surface, _("Ships score"), (ov.x + 8, ov.y + 4), 16, (220, 232, 240), "bold")
        for k, size in enumerate((1, 2, 3, 4)):
            x = ov.x + 8 + 44 * k
            theme.text(surface, f"{size}", (x + 2, ov.y + 28), 15, (180, 200, 214))
            theme.text(surface, f"{D.SHIP_VP[size]}", (x + 2, ov.y + 46), 19, art.GOLD, "bold")
            gfx.draw.rect(surface, (70, 100, 120), (x - 2, ov.y + 30, 1, 36))

    def _draw_scoring_card(self, surface) -> None:
        """Where no opponent sits (2 or 3 players): the scoring reminder, in full."""
        free = [self.area[f"panel_{k}"] for k in range(self.n, 4)]
        if not free:
            return
        rect = free[0].unionall(free[1:])
        theme.panel(surface, rect, (32, 40, 56), radius=10, edge=(70, 80, 102), shadow=False)
        rows = [(_("Finished ships"), _("2 · 8 · 20 · 35 VP by size (1-4)")),
                (_("Delivered goods"), _("per kind 2 · 5 · 9 · 14 · 20 (+5 each)")),
                (_("Leftovers"), _("every 3 taler (or things) 1 VP")),
                (_("Pass tiles"), _("at round end −6 / −3 / −1 / 0"))]
        step = 36 if rect.h < 250 else 52
        count = sum(1 for k in range(len(rows)) if rect.y + 38 + k * step + 40 <= rect.bottom)
        # as many rows as 100 % shows, their words as large as the UI scale lets them be there
        sizes = self._scoring_sizes(rect, count, step)
        x, y = rect.x + 12, rect.y + 8
        for (head, text), (top, hint) in zip(rows[:count], self._scoring_rows(rect, count, step,
                                                                              sizes)):
            theme.text(surface, head, (x, top), sizes[1], (220, 226, 236), "bold",
                       max_width=rect.w - 24)
            theme.text(surface, text, (x, hint), sizes[2], theme.TEXT_DIM, max_width=rect.w - 24)
        theme.text(surface, _("Final scoring"), (x, y), sizes[0], (236, 214, 150), "bold",
                   max_width=rect.w - 24)

    @staticmethod
    def _scoring_rows(rect, count: int, step: int, sizes) -> list:
        """(head y, text y) of each row of the scoring card at `sizes` (title, head, text)."""
        title, head, text = sizes
        y = rect.y + 8 + max(30, theme.font(title, "bold").get_height() + 4)
        out = []
        for _k in range(count):
            hint = max(y + 18, y + theme.font(head, "bold").get_height())
            out.append((y, hint))
            y = max(y + step, hint + theme.font(text).get_height() + 6)
        return out

    def _scoring_sizes(self, rect, count: int, step: int) -> tuple:
        """The largest of the UI scale's sizes (down to 100 %) at which `count` rows fit."""
        scale = theme.ui_scale()
        while True:
            sizes = tuple(max(n, round(n * scale)) for n in (19, 16, 15))
            rows = self._scoring_rows(rect, count, step, sizes)
            last = rows[-1][1] + theme.font(sizes[2]).get_height() if rows else rect.y
            if last <= rect.bottom - 4 or scale <= 1:
                return sizes
            scale = max(1.0, scale - 0.05)

    def _draw_supply_static(self, surface) -> None:
        self._draw_scoring_card(surface)
        sup = self.area["area_supply"]
        theme.panel(surface, sup, (40, 48, 64), radius=10, edge=(78, 90, 116), shadow=True)
        theme.text(surface, _("Supply"), (sup.x + 10, sup.y + 4), 19, (230, 232, 240), "bold")
        rw = self.area["area_rewards"]
        gfx.draw.line(surface, (78, 90, 116), (rw.x + 8, rw.y - 2), (rw.right - 8, rw.y - 2), 1)
        theme.text(surface, _("Ship rewards"), (rw.x + 10, rw.y + 2), 18, (236, 214, 150), "bold")
        for rwid in D.REWARDS:
            r = self.map.shapes[rwid].rect
            surface.blit(art.reward_tile(rwid, r.w, r.h), r)

    # ---- the wheel ---------------------------------------------------------------------------------
    def wheel_image(self, angle: float) -> pygame.Surface:
        key = round(angle * 2) / 2 % 360
        cache = self._wheel_cache = getattr(self, "_wheel_cache", {})
        image = cache.get(key)
        if image is None:
            if len(cache) > 200:
                cache.clear()
            image = gfx.transform.rotozoom(art.wheel_disc(self.wheel_r), -key, 1.0)
            cache[key] = image
        return image

    @staticmethod
    def offset_angle(offset: int) -> float:
        return 45.0 * (offset - 1)

    def draw_wheel(self, surface, view: dict) -> None:
        angle = self.wheel_angle if self.wheel_angle is not None else \
            self.offset_angle(view["wheel_offset"])
        theme.blit_center(surface, self.wheel_image(angle), self.center)
        cx, cy = self.center
        for j in range(8):
            a = math.radians(-90 + 45 * j + angle)
            pos = (cx + 50 * math.cos(a), cy + 50 * math.sin(a))
            if D.WHEEL[j]:
                theme.blit_center(surface, art.blue_label(D.WHEEL[j]), pos)

    # ---- the pieces --------------------------------------------------------------------------------------
    def shown_view(self, view: dict) -> dict:
        if self.table is not None and not self.table.animating:
            self.stage.settle()
            self.wheel_angle = None
            self.effects = [e for e in self.effects if not e.hold]
        staged = self.stage.view
        if staged is not None and staged.get("steps", 0) >= view.get("steps", 0):
            return staged
        return view

    def draw_board(self, surface, view: dict) -> None:
        if self.static is None:
            self.static = self.build_static()
        shown = self.shown_view(view)
        if self._layer is None:
            self._layer = layers.screen_surface()
            self._layer_key = None
        memo = (id(shown), shown.get("steps"), shown.get("seat"), frozenset(self.stage.held))
        if getattr(self, "_keys_memo", (None,))[0] != memo:
            self._keys_memo = (memo, self.part_keys(shown))
        parts = self._keys_memo[1]
        drawn = self._layer_key if isinstance(self._layer_key, dict) else {}
        if set(drawn) != set(parts):
            self._layer.blit(self.static, (0, 0))
            drawn = {}
        changed = [name for name, pkey in parts.items() if drawn.get(name, (None,))[0] != pkey]
        if changed:
            # redraw only the regions whose data changed: the static art under them, then
            # the part (the regions never overlap)
            fresh = {}
            for name in changed:
                image, pos = self.part(name, parts[name], shown)
                fresh[name] = (parts[name], pygame.Rect(pos, image.get_size()), image)
            for name in changed:
                for rect in (drawn.get(name, (None, None))[1], fresh[name][1]):
                    if rect is not None:
                        self._layer.blit(self.static, rect.topleft, rect)
            for name, (_pkey, rect, image) in fresh.items():
                self._layer.blit(image, rect)
            for name in changed:
                drawn[name] = fresh[name][:2]
            self._layer_key = drawn
        surface.blit(self._layer, (0, 0))
        self.draw_wheel(surface, shown)

    def part_keys(self, view: dict) -> dict:
        """Each part of the table and the data it is drawn from (its cache key)."""
        hide = tuple(sorted(map(str, self.stage.held)))
        turn = view.get("turn") or {}
        acting = view.get("acting") or {}
        run = acting.get("run") or {}
        current = view.get("current") or {}
        frame = view.get("frame") or {}
        keys = {
            "board": json.dumps([view["spaces"], view["round"], view["phase"],
                                 view.get("anchor_space"), current.get("space"),
                                 [p["vp"] for p in view["players"]], view["chooser"],
                                 view.get("seat"), view.get("over"), hide], sort_keys=True),
            "supply": json.dumps([view["stock"], self.supply_prices(view), hide,
                                  frame.get("frame")], sort_keys=True),
        }
        for seat in range(self.n):
            p = view["players"][seat]
            mine = [h for h in self.stage.held if isinstance(h, tuple) and len(h) > 1 and h[1] == seat]
            keys[f"seat{seat}"] = json.dumps([
                p, self.place_of(seat, view), turn.get("seat") == seat,
                view["chooser"] == seat, view.get("over"),
                [run.get("blue"), run.get("extra")] if acting.get("seat") == seat else None,
                sorted(map(str, mine)), frame if frame.get("seat") == seat else None,
                current.get("order"), current.get("idx")], sort_keys=True)
        return keys

    def part(self, name: str, key: str, view: dict):
        cached = self._parts.get(name)
        if cached is not None and cached[0] == key:
            return cached[1], cached[2]
        if name == "board":
            rect = pygame.Rect(self.map.shapes["board"].rect).inflate(8, 8)
            image = gfx.Surface(rect.size, pygame.SRCALPHA)
            self.draw_board_pieces(image, view, (-rect.x, -rect.y))
        elif name == "supply":
            rect = pygame.Rect(self.area["area_supply"])
            image = gfx.Surface(rect.size, pygame.SRCALPHA)
            self.draw_supply(image, view, (-rect.x, -rect.y))
        else:
            seat = int(name[4:])
            rect = self.seat_area(seat, view).inflate(8, 8)
            image = gfx.Surface(rect.size, pygame.SRCALPHA)
            if self.place_of(seat, view) == 0:
                self.draw_home(image, view, seat, (-rect.x, -rect.y))
            else:
                self.draw_panel(image, view, seat, (-rect.x, -rect.y))
        image = theme.convert(image)
        self._parts[name] = (key, image, rect.topleft)
        return image, rect.topleft

    # -- board --
    def vp_rect(self, n: int) -> pygame.Rect:
        side, t = divmod(n % 100, 25)
        b = self.map.shapes["board"].rect
        c = self.track
        x, y = {0: (b.x + t * c, b.y), 1: (b.x + 25 * c, b.y + t * c),
                2: (b.x + (25 - t) * c, b.y + 25 * c), 3: (b.x, b.y + (25 - t) * c)}[side]
        return pygame.Rect(round(x), round(y), round(x + c) - round(x), round(y + c) - round(y))

    def vp_marker_pos(self, view: dict, seat: int) -> tuple:
        vp = view["players"][seat]["vp"]
        cell = max(0, vp) % 100
        same = [s for s in range(self.n) if max(0, view["players"][s]["vp"]) % 100 == cell]
        k = same.index(seat)
        r = self.vp_rect(cell)
        # markers on one cell stand in a small fan towards the board's inside
        side = cell // 25
        d = 7 * k
        dx, dy = {0: (0, d), 1: (-d, 0), 2: (0, -d), 3: (d, 0)}[side]
        return (r.centerx + dx, r.centery + dy)

    def draw_board_pieces(self, s, view: dict, off) -> None:
        ox, oy = off
        current = view.get("current") or {}
        for sp in view["spaces"]:
            sid = sp["id"]
            box = self.map.shapes[sid].rect.move(ox, oy)
            slot = self.map.shapes[f"{sid}_tile"].rect.move(ox, oy)
            paid = sp["prices"] is not None
            for j in range(4):
                cell = self.map.shapes[f"{sid}_price_{j + 1}"].rect.move(ox, oy)
                price = sp["price_row"][j]
                rgb = art.INK if paid and sp["face_up"] else (150, 136, 110)
                theme.blit_center(s, theme.render(str(price), 17, rgb, "bold"), cell.center)
            if "spaces" in self.stage.held or ("space", sid) in self.stage.held:
                self.draw_space_tab(s, box, sid, False)
                continue
            s.blit(art.action_tile(sp["tile"], slot.w, slot.h, sp["face_up"]), slot)
            if current.get("space") == sid:
                gfx.draw.rect(s, art.GOLD, box.inflate(8, 8), 3, border_radius=11)
            self.draw_space_tab(s, box, sid, current.get("space") == sid)
            if view.get("anchor_space") == sid and "anchor" not in self.stage.held:
                self.draw_anchor_tile(s, (slot.right - 20, slot.y + 14))
        if view.get("anchor_space") is None and "anchor" not in self.stage.held:
            r = self.map.shapes["anchor_tile"].rect.move(ox, oy)
            self.draw_anchor_tile(s, r.center, big=True)
        # the round marker
        for r in range(1, 6):
            cell = self.map.shapes[f"round_{r}"].rect.move(ox, oy)
            if r > view["rounds"]:
                veil = gfx.Surface(cell.size, pygame.SRCALPHA)
                veil.fill((20, 30, 40, 150))
                s.blit(veil, cell)
                continue
            rgb = art.INK if r >= view["round"] else (140, 126, 100)
            theme.blit_center(s, theme.render(str(r), 18, rgb, "bold"), cell.center)
            if r == view["round"]:
                gfx.draw.circle(s, (200, 50, 40), cell.center, 14, 3)
        # phase pips
        ph = self.area["area_phase"].move(ox, oy)
        for k in range(D.PHASES):
            c = (ph.x + 14 + 25 * k, ph.y + 40)
            done = k + 1 < view["phase"] or view.get("over")
            now = k + 1 == view["phase"] and not view.get("over")
            gfx.draw.circle(s, (0, 0, 0), (c[0] + 1, c[1] + 2), 10)
            gfx.draw.circle(s, art.GOLD if now else (70, 92, 110) if done else (210, 222, 230),
                            c, 10)
            gfx.draw.circle(s, art.INK, c, 10, 1)
            theme.blit_center(s, theme.render(str(k + 1), 14, art.INK, "bold"), c)
        # the start player (the chooser)
        sp_pos = self.map.shapes["start_player"].rect.move(ox, oy).center
        if "start" not in self.stage.held:
            self.draw_start_figure(s, sp_pos, view["chooser"])
        theme.text(s, _("Chooser"), (sp_pos[0], sp_pos[1] - 30), 15, (220, 232, 240), "bold",
                   anchor="midtop")
        # VP markers
        for seat in range(self.n):
            if ("vp", seat) in self.stage.held:
                continue
            x, y = self.vp_marker_pos(view, seat)
            theme.draw_shape(s, theme.seat_shape(seat), (x + ox, y + oy), 7,
                             theme.seat_color(seat), art.INK, 1)

    @staticmethod
    def draw_space_tab(s, box, sid: str, current: bool) -> None:
        """The space's name on a small tab (the log and the option labels use it)."""
        tab = theme.render(sid, 14, art.INK if current else (236, 224, 194), "bold")
        tr = tab.get_rect(bottomleft=(box.x + 6, box.y - 1)).inflate(8, 2)
        gfx.draw.rect(s, art.GOLD if current else (92, 70, 46), tr,
                      border_top_left_radius=5, border_top_right_radius=5)
        s.blit(tab, tab.get_rect(center=tr.center))

    def draw_anchor_tile(self, s, center, big: bool = False) -> None:
        w, h = (52, 34) if big else (30, 24)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (round(center[0]), round(center[1]))
        gfx.draw.rect(s, (0, 0, 0), rect.move(1, 2), border_radius=6)
        gfx.draw.rect(s, (226, 204, 150), rect, border_radius=6)
        gfx.draw.rect(s, art.GOLD_DARK, rect, 2, border_radius=6)
        ic = art.icon("anchor", h - 8, (60, 44, 30))
        if ic is not None:
            theme.blit_center(s, ic, rect.center)

    def start_figure_pos(self, view: dict, seat: int) -> tuple:
        area = self.seat_area(seat, view)
        if self.place_of(seat, view) == 0:
            return (area.x + 214, area.y + 22)
        return (self.prect(seat, "vp_badge", view).x - 16, area.y + 17)

    def draw_start_figure(self, s, center, seat: int, k: float = 1.0) -> None:
        """The start-player figure: a captain's flag in the chooser's colour and shape."""
        x, y = center
        gfx.draw.rect(s, art.WOOD_DARK, (x - 2 * k, y - 18 * k, 4 * k, 30 * k))
        flag = [(x + 2 * k, y - 18 * k), (x + 24 * k, y - 11 * k), (x + 2 * k, y - 4 * k)]
        gfx.draw.polygon(s, theme.seat_color(seat), flag)
        gfx.draw.polygon(s, art.INK, flag, 1)
        theme.draw_shape(s, theme.seat_shape(seat), (x - k, y + 12 * k), 8 * k,
                         theme.seat_color(seat), art.INK, 1)

    # -- supply --
    FREE_FRAMES = ("nauticus.bonus_tile", "nauticus.allfour", "nauticus.reward",
                   "nauticus.reward_goods")

    def supply_prices(self, view: dict) -> dict:
        """What each buyable stack costs the player acting now (the run's prices), if any:
        none while a free tile is chosen, none on an empty stack."""
        if (view.get("frame") or {}).get("frame") in self.FREE_FRAMES \
                or (view.get("acting") or {}).get("part") == "end":
            return {}       # a free choice, or the turn's action is over: nothing is paid
        return {tile: price for tile, price in self._run_prices(view).items()
                if view["stock"].get(tile, 0) > 0 or view.get("unlimited_tiles")}

    def _run_prices(self, view: dict) -> dict:
        acting = view.get("acting") or {}
        run = acting.get("run") or {}
        if run.get("prices"):
            return dict(run["prices"])
        current = view.get("current") or {}
        if current.get("space"):
            sp = next(s for s in view["spaces"] if s["id"] == current["space"])
            if sp["prices"]:
                return dict(sp["prices"])
        return {}

    def draw_supply(self, s, view: dict, off) -> None:
        ox, oy = off
        prices = self.supply_prices(view)
        for tile in D.TILE_ORDER:
            r = self.map.shapes[f"supply_{tile}"].rect.move(ox, oy)
            count = view["stock"][tile]
            if view.get("unlimited_tiles"):
                count = max(count, 9)
            stack = art.stack_image(tile, r.w - 4, r.h - 22, min(count, 9) if count > 0 else 0)
            s.blit(stack, (r.x, r.y))
            # the count under the stack
            text = "∞" if view.get("unlimited_tiles") else f"{view['stock'][tile]}"
            rgb = (236, 238, 244) if view["stock"][tile] > 0 else (220, 110, 100)
            theme.text(s, text, (r.centerx, r.bottom - 10), 17, rgb, "bold", anchor="center")
            if tile in prices:
                price = prices[tile]
                c = (r.x + 14, r.y + 14)      # inside its own stack, clear of the neighbours
                gfx.draw.circle(s, (0, 0, 0), (c[0] + 1, c[1] + 2), 12)
                gfx.draw.circle(s, art.GOLD if price < 4 else (236, 140, 60), c, 12)
                gfx.draw.circle(s, art.GOLD_DARK, c, 12, 2)
                theme.blit_center(s, theme.render(str(price), 17, art.INK, "bold"), c)

    # ---- per frame: Done button, the tile in hand, highlights, effects --------------------------------
    def done_option(self, view: dict):
        return self.done_button.option(view)

    def draw_done(self, surface, view: dict) -> None:
        rect = self.area[DONE]
        option = self.done_option(view)
        live = option is not None and self.table is not None and DONE in self.table.live_targets
        if not live:
            return
        label = _(DONE_KINDS[option["kind"]])
        acting = view.get("acting") or {}
        if option["kind"] == "done" and (acting.get("run") or {}).get("extra"):
            label = _("End extra")
        self.done_button.draw(surface, rect, label, self.table.mouse)

    def hand_tile(self, view: dict):
        """(tile, rect) of a bought or moved tile waiting to be placed, lifted off its origin."""
        frame = view.get("frame") or {}
        if frame.get("frame") != "nauticus.place":
            return None
        tile, seat = frame["tile"], frame["seat"]
        if frame.get("source") == "move":
            rect = self.warehouse_rect_of(view, seat, tile)
            if rect is None:
                return None
            return tile, rect
        r = self.map.shapes[f"supply_{tile}"].rect
        return tile, pygame.Rect(r.x, r.y, r.w - 4, r.h - 22)

    def draw_hand(self, surface, view: dict) -> None:
        held = self.hand_tile(view)
        if held is None:
            return
        tile, rect = held
        t = self.table.now if self.table is not None else 0.0
        lift = 8 + 3 * math.sin(t * 3)
        shadow = gfx.Surface(rect.size, pygame.SRCALPHA)
        gfx.draw.rect(shadow, (0, 0, 0, 90), shadow.get_rect(), border_radius=6)
        surface.blit(shadow, rect.move(4, 6))
        lifted = rect.move(-2, -lift)
        surface.blit(art.tile_image(tile, rect.w, rect.h), lifted)
        gfx.draw.rect(surface, art.GOLD, lifted.inflate(4, 4), 3, border_radius=7)

    many_targets = 10

    def highlight(self, surface, view: dict, target: str, options, shape, t: float,
                  strong: bool, hovered: bool) -> None:
        """A placement shows a ghost of the part on every legal spot, solid on the hovered."""
        if target == DONE:
            return
        frame = view.get("frame") or {}
        if frame.get("frame") == "nauticus.place" and ("_ship" in target or "_warehouse_" in target):
            pulse = 0.5 + 0.5 * math.sin(t * 4)
            self._ghost(surface, view, target, frame["tile"],
                        255 if hovered else 50 + int(50 * pulse))
        shape.highlight(surface, t, strong)

    def _ghost(self, surface, view: dict, target: str, tile: str, alpha: int) -> None:
        """A see-through part where this placement would put it."""
        seat = view["seat"]
        shapes = self.target_shapes(view)
        rect = shapes[target].rect
        if "_warehouse_" in target:
            image = art.tile_image(tile, rect.w - 4, rect.h - 4).copy()
            image.set_alpha(alpha)
            surface.blit(image, (rect.x + 2, rect.y + 2))
            return
        image = self.part_image(view, seat, target, tile)
        if image is None:
            return
        image, pos = image
        image = image.copy()
        image.set_alpha(alpha)
        surface.blit(image, pos)

    def part_image(self, view: dict, seat: int, target: str, tile: str):
        """(surface, topleft) of a part drawn as it would stand on a ship (ghosts, landings)."""
        yard = self.yard(view, seat)
        kind = D.tile_kind(tile)
        W = yard["W"]
        if target.endswith("_ship_new"):
            r = yard["new"]
            return hull_piece(tile, W), (r.x + (r.w - W * 1.6) / 2, r.y + r.h * 0.52
                                         - W * 0.1)
        name = target.split("_", 1)[1]              # ship<n>_slot<j> / ship<n>_front|back
        ship_part, _, where = name.partition("_")
        index = int(ship_part[4:]) - 1
        geom = self.ship_geom(view, seat, index)
        if geom is None:
            return None
        if where in ("front", "back"):
            r = geom.end_rect(where)
            return hull_piece(tile, W), (r.x - W * 0.3, geom.deck - W * 0.12)
        j = int(where[4:])
        return part_surface(tile, W, geom.ship["slots"][j]["mast"]), \
            part_topleft(geom, j, kind)

    def draw_overlay(self, surface, view: dict) -> None:
        shown = self.shown_view(view)
        self.draw_reward_banner(surface, shown)
        if self.table is not None and self.table.settled:
            self.draw_hand(surface, view)
            self.draw_price_due(surface, view)
            self.draw_forced_pass(surface, view)
            self.draw_done(surface, view)
        self.draw_effects(surface)

    def draw_forced_pass(self, surface, view: dict) -> None:
        """The viewer's turn offers nothing but passing (or the extra action): say so and why."""
        from .text import forced_pass_text
        text = forced_pass_text(view)
        if not text:
            return
        board = self.map.shapes["board"].rect      # low on the ring board, over the phase row
        image = theme.render(text, 18, (255, 226, 180), "bold", wrap=board.w - 70)
        rect = image.get_rect(midbottom=(board.centerx, board.bottom - 22)).inflate(24, 12)
        theme.panel(surface, rect, (72, 44, 28), radius=10, edge=art.GOLD, alpha=240)
        surface.blit(image, image.get_rect(center=rect.center))

    def draw_price_due(self, surface, view: dict) -> None:
        """While a bought tile waits to be placed, its price stands by the taler counter: it is
        paid when the tile is placed."""
        frame = view.get("frame") or {}
        if frame.get("frame") != "nauticus.place" or frame.get("source") != "buy" \
                or not frame.get("price"):
            return
        seat = frame["seat"]
        counter = self.prect(seat, "taler", view)
        big = self.place_of(seat, view) == 0
        label = theme.render(f"−{frame['price']}", 18 if big else 14, (255, 190, 170), "bold")
        pill = label.get_rect(midright=(counter.right - 5, counter.centery)).inflate(10, 4)
        gfx.draw.rect(surface, (120, 40, 36), pill, border_radius=7)
        gfx.draw.rect(surface, (220, 120, 100), pill, 1, border_radius=7)
        surface.blit(label, label.get_rect(center=pill.center))

    def draw_reward_banner(self, surface, view: dict) -> None:
        """While a finished ship's rewards are chosen: the ship glows and says how many."""
        frame = view.get("frame") or {}
        if frame.get("frame") not in ("nauticus.reward", "nauticus.reward_goods"):
            return
        seat = frame["seat"]
        geom = self.ship_geom(view, seat, frame["ship"])
        if geom is None:
            return
        t = self.table.now if self.table is not None else 0.0
        art.glow_ship(surface, geom.rect, t)
        if frame["frame"] == "nauticus.reward":
            text = ngettext("Ship {ship} finished: choose {n} reward",
                            "Ship {ship} finished: choose {n} rewards", frame["left"]).format(
                ship=frame["ship"] + 1, n=frame["left"])
        else:
            text = _("Choose two different goods")
        label = theme.halo_text(text, 18, art.GOLD, art.INK, "bold", 2)
        if self.place_of(seat, view) == 0:
            yard = self.prect(seat, "shipyard", view)
            # in the shipyard's caption row (the caption steps aside meanwhile)
            row = pygame.Rect(yard.x, yard.y - 35, yard.w, 33)
            r = label.get_rect(center=(geom.rect.centerx, yard.y - 19)).inflate(16, 4)
            r.clamp_ip(row)
            pill = gfx.Surface(r.size, pygame.SRCALPHA)
            gfx.draw.rect(pill, (16, 24, 36, 215), pill.get_rect(), border_radius=10)
            gfx.draw.rect(pill, art.GOLD, pill.get_rect(), 1, border_radius=10)
            surface.blit(pill, r)
            surface.blit(label, label.get_rect(center=r.center))

    # ---- passing texts keep clear of the counters (scenes/table/overlay.py) ------------------------
    def keep_clear(self, view: dict) -> list:
        """Every seat's VP, taler and worker counters: a float about one stands beside it."""
        if not view.get("players"):
            return []
        return [self.prect(seat, name, view) for seat in range(self.n)
                for name in ("vp_badge", "taler", "workers")]

    # ---- tooltips ----------------------------------------------------------------------------------
    def tooltip(self, pos, view: dict) -> str | None:
        key = (tuple(pos), id(view), view.get("steps"), view.get("seat"))
        cached = getattr(self, "_tip_cache", None)
        if cached is not None and cached[0] == key:
            return cached[1]
        from .text import describe
        text = describe(self, view, pos)
        self._tip_cache = (key, text)
        return text

    def tooltip_anchor(self, pos, view: dict):
        """Hover texts never cover what is hovered: above the home area, left of the panels,
        beside the supply, beside the ring's space."""
        tip = self.tooltip(pos, view)
        if not tip:
            return None
        image = theme.render(tip, 18, theme.TEXT, wrap=380)
        w, h = image.get_width() + 20, image.get_height() + 14
        home = self.area["area_home"]
        x = min(max(8, pos[0] - w // 2), 1592 - w)
        if home.collidepoint(pos):
            return (x + 10, home.y - h - 6 + 7)
        for k in (1, 2, 3):
            if self.area[f"panel_{k}"].collidepoint(pos):
                panel = self.area[f"panel_{k}"]
                return (panel.x - w - 6 + 10, min(max(56, pos[1] - h // 2), 890 - h) + 7)
        if self.area["area_supply"].collidepoint(pos):
            supply = self.area["area_supply"]
            return (supply.right + 8 + 10, min(max(56, pos[1] - h // 2), 890 - h) + 7)
        return None

    # ---- animation ----------------------------------------------------------------------------------
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.animator.animate(events, before, after, table)

    # ---- clicks with several options: explicit labels ------------------------------------------------
    def handle(self, event, table) -> bool:
        return False
