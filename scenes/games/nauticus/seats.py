"""Nauticus's players' boards: the viewer's home area at the bottom and the other seats' panels
on the right, each with its name, counters, pass tiles and extra-action tile, warehouse,
delivered goods and shipyard; and the shipyards' layout and ship parts, which the adapter's
targets, ghosts and the animations use too.

`Seats` is the adapter's half that draws them (a mixin of NauticusAdapter, as `anim.py` holds
its animation), so that the adapter keeps the layout, the targets, the board and the per-frame
drawing. A seat is drawn as one cached part of the table layer (`NauticusAdapter.part`).
"""
from __future__ import annotations

import math

import pygame
from scenes import gfx

from rules.nauticus import data as D
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _, ngettext
from scenes.table.palette import PANEL_BG

from . import art as art

# beside a seat's name: where it stands in the current phase
SEAT_STATE_WORDS = {"acting": N_("now"), "choosing": N_("chooses"), "done": N_("done"),
                    "waiting": N_("next")}
HOME_BG = (34, 42, 58)
SHIPYARD_BG = (30, 62, 86)


class Seats:
    """The players' boards of NauticusAdapter (see the module docstring); it draws from the
    adapter's layout (`seat_area`, `prect`, `place_of`, `yard`, `warehouse_cells`) and hides
    what `stage.held` holds back while it flies."""

    def seat_state(self, view: dict, seat: int) -> str:
        """'choosing', 'acting', 'done', 'next' or '' for the panel headers."""
        if view.get("over"):
            return ""
        current = view.get("current")
        if current is None:
            return "choosing" if view["chooser"] == seat else ""
        order, idx = current["order"], current["idx"]
        pos = order.index(seat)
        if pos < idx:
            return "done"
        if pos == idx:
            return "acting"
        return "waiting"

    def draw_counter(self, s, rect, kind: str, value, big: bool) -> None:
        size = 22 if big else 16
        fs = 24 if big else 18
        if kind == "vp":
            image = art.laurel(size + 6, art.GOLD)
        elif kind == "taler":
            image = art.coin(size // 2 + 2)
        elif kind == "workers":
            image = art.worker(size + 2)
        else:
            image = art.crown_token(size)
        x = rect.x + (10 if big else 4)
        if image is not None:
            s.blit(image, image.get_rect(midleft=(x, rect.centery)))
        theme.text(s, str(value), (x + size + (16 if big else 8), rect.centery), fs, theme.TEXT,
                   "bold", anchor="midleft")

    def seat_frame(self, s, view: dict, seat: int, off, bg, active_bg, edge, radius: int,
                   stripe: tuple):
        """A seat's area: its panel, a stripe in the seat colour, a colour frame on its turn.
        Returns (area, colour, whether it is this seat's turn)."""
        area = self.seat_area(seat, view).move(*off)
        rgb = theme.seat_color(seat)
        active = (view.get("turn") or {}).get("seat") == seat
        theme.panel(s, area, active_bg if active else bg, radius=radius,
                    edge=rgb if active else edge, shadow=False)
        inset, width, round_ = stripe
        gfx.draw.rect(s, rgb, (area.x, area.y + inset, width, area.h - 2 * inset),
                      border_radius=round_)
        if active:
            gfx.draw.rect(s, rgb, area, 3, border_radius=radius)
        return area, rgb, active

    def draw_home(self, s, view: dict, seat: int, off) -> None:
        ox, oy = off
        p = view["players"][seat]
        area, rgb, mine = self.seat_frame(s, view, seat, off, HOME_BG, HOME_BG, (78, 90, 116),
                                          radius=12, stripe=(8, 6, 3))

        def R(name):
            return self.prect(seat, name, view).move(ox, oy)
        # name
        theme.draw_seat_badge(s, seat, (area.x + 24, area.y + 20), 10)
        name = self.seat_name(seat)
        theme.text(s, name, (area.x + 40, area.y + 20), 20, theme.seat_text_color(seat), "bold",
                   anchor="midleft", max_width=150, ui=True)
        if view["chooser"] == seat and "start" not in self.stage.held:
            x, y = self.start_figure_pos(view, seat)
            self.draw_start_figure(s, (x + ox, y + oy), seat)
        # counters
        for key, name_ in (("vp", "vp_badge"), ("taler", "taler"), ("workers", "workers")):
            r = R(name_)
            gfx.draw.rect(s, (26, 32, 46), r, border_radius=8)
            gfx.draw.rect(s, (70, 82, 106), r, 1, border_radius=8)
            self.draw_counter(s, r, key, p[key], True)
        cr = R("workers").move(R("taler").x - R("workers").x, 0)
        gfx.draw.rect(s, (26, 32, 46), cr, border_radius=8)
        gfx.draw.rect(s, (70, 82, 106), cr, 1, border_radius=8)
        self.draw_counter(s, cr, "crowns", p["crowns"], True)
        for v in D.PASS_TILES:
            r = R(f"pass_{v}")
            if ("pass", seat, v) in self.stage.held:
                gfx.draw.rect(s, (24, 28, 38), r, border_radius=6)
                continue
            s.blit(art.pass_tile(v, p["pass_tiles"][str(v)], r.w), r)
        r = R("extra")
        if ("extra", seat) not in self.stage.held:
            s.blit(art.extra_tile(r.w, r.h, p["extra"]), r)
        # the run's blue workers and the crown VP of this round
        acting = view.get("acting") or {}
        run = acting.get("run") or {}
        y = R("pass_3").bottom + 8
        if acting.get("seat") == seat and run:
            blue = run.get("blue", 0)
            label = (_("Extra action") if run.get("extra")
                     else _("Blue workers left: {n}").format(n=blue))
            theme.text(s, label, (area.x + 10, y), 18,
                       (150, 200, 255) if not run.get("extra") else (210, 190, 250), "bold",
                       max_width=220, ui=True)
        elif p["crown_vp"]["regular"] or p["crown_vp"]["extra"]:
            theme.text(s, _("Crown VP {n}/15").format(n=p["crown_vp"]["regular"]),
                       (area.x + 10, y), 18, (236, 214, 150), max_width=220, ui=True)
        # warehouse
        wa = R("warehouse")
        theme.text(s, _("Warehouse {n}/{max}").format(n=p["warehouse_units"],
                                                      max=D.WAREHOUSE_CAPACITY),
                   (wa.x + 6, wa.y + 2), 18, (220, 226, 236), "bold")
        self.draw_warehouse(s, view, seat, off, big=True)
        # delivered goods
        dr = R("delivered_fish")
        theme.text(s, _("Delivered"), (dr.x, dr.y - 26), 18, (220, 226, 236), "bold")
        for good in D.GOODS:
            r = R(f"delivered_{good.split('_')[1]}")
            self.draw_delivered(s, r, good, p["delivered"][good], True)
        # shipyard
        yr = R("shipyard")
        frame = view.get("frame") or {}
        if not (frame.get("seat") == seat and
                frame.get("frame") in ("nauticus.reward", "nauticus.reward_goods")):
            # (while a finished ship's rewards are chosen, its banner takes this row)
            theme.text(s, yard_caption(p), (yr.x + 4, yr.y - 30), 18, (220, 226, 236), "bold")
        self.draw_yard(s, view, seat, off)

    def draw_panel(self, s, view: dict, seat: int, off) -> None:
        ox, oy = off
        p = view["players"][seat]
        area, rgb, active = self.seat_frame(s, view, seat, off, PANEL_BG, (46, 56, 76),
                                            (70, 80, 102), radius=10, stripe=(6, 5, 2))

        def R(name):
            return self.prect(seat, name, view).move(ox, oy)
        theme.draw_seat_badge(s, seat, (area.x + 18, area.y + 18), 9)
        vp = R("vp_badge")
        state = self.seat_state(view, seat)
        name_w = vp.x - area.x - 40 - (58 if state else 0)
        nr = theme.text(s, self.seat_name(seat), (area.x + 32, area.y + 18), 18,
                        theme.seat_text_color(seat), "bold",
                        anchor="midleft", max_width=name_w, ui=True)
        if state:
            colours = {"acting": (250, 220, 120), "choosing": (250, 220, 120),
                       "done": (150, 200, 150), "waiting": (170, 178, 196)}
            label = _(SEAT_STATE_WORDS[state])
            if view["chooser"] == seat and state != "choosing":
                label = label
            theme.text(s, label, (nr.right + 8, area.y + 19), 15, colours[state], "italic",
                       anchor="midleft", max_width=max(40, vp.x - 6 - nr.right - 8), ui=True)
        gfx.draw.rect(s, (26, 32, 46), vp, border_radius=7)
        self.draw_counter(s, vp, "vp", p["vp"], False)
        if view["chooser"] == seat and "start" not in self.stage.held:
            x, y = self.start_figure_pos(view, seat)
            self.draw_start_figure(s, (x + ox, y + oy), seat, 0.7)
        for key, name_ in (("taler", "taler"), ("workers", "workers")):
            self.draw_counter(s, R(name_), key, p[key], False)
        wr = R("workers")
        cr = pygame.Rect(wr.right + 2, wr.y, 52, wr.h)
        self.draw_counter(s, cr, "crowns", p["crowns"], False)
        for v in D.PASS_TILES:
            r = R(f"pass_{v}")
            if ("pass", seat, v) in self.stage.held:
                continue
            s.blit(art.pass_tile(v, p["pass_tiles"][str(v)], r.w), r)
        r = R("extra")
        if ("extra", seat) not in self.stage.held:
            s.blit(art.extra_tile(r.w, r.h, p["extra"]), r)
        yr = R("shipyard")
        gfx.draw.rect(s, SHIPYARD_BG, yr, border_radius=6)
        self.draw_yard(s, view, seat, off)
        self.draw_warehouse(s, view, seat, off, big=False)
        for good in D.GOODS:
            r = R(f"delivered_{good.split('_')[1]}")
            self.draw_delivered(s, r, good, p["delivered"][good], False)

    def draw_warehouse(self, s, view: dict, seat: int, off, big: bool) -> None:
        ox, oy = off
        hide = tuple(h[2] for h in self.stage.held if isinstance(h, tuple) and h[0] == "wh"
                     and h[1] == seat)
        for tile, rect, _cell in self.warehouse_cells(view, seat, hide):
            r = rect.move(ox, oy)
            if tile is None:
                gfx.draw.rect(s, (24, 30, 42), r, border_radius=5 if big else 2)
                gfx.draw.rect(s, (60, 70, 92), r, 1, border_radius=5 if big else 2)
                continue
            inner = r.inflate(-2, -2) if big else r
            s.blit(art.tile_image(tile, inner.w, inner.h), inner)

    def draw_delivered(self, s, r, good: str, count: int, big: bool) -> None:
        if big:
            gfx.draw.rect(s, (26, 32, 46), r, border_radius=8)
            tile = art.tile_image(good, 40, 40)
            for k in range(min(count, 4) - 1, -1, -1):
                s.blit(tile, (r.centerx - 20 + 3 * k, r.y + 6 + 3 * k))
            if count == 0:
                faded = tile.copy()
                faded.set_alpha(60)
                s.blit(faded, (r.centerx - 20, r.y + 6))
            theme.text(s, str(count), (r.centerx, r.bottom - 30), 20, theme.TEXT, "bold",
                       anchor="center")
            vp = D.goods_group_vp(count)
            theme.text(s, _("{n} VP").format(n=vp), (r.centerx, r.bottom - 10), 15, (236, 214, 150),
                       anchor="center")
        else:
            image = art.tile_image(good, 18, 18)
            if count == 0:
                image = image.copy()
                image.set_alpha(80)
            s.blit(image, (r.x, r.centery - 9))
            theme.text(s, str(count), (r.x + 21, r.centery), 17,
                       theme.TEXT if count else theme.TEXT_DIM, "bold", anchor="midleft")

    def draw_yard(self, s, view: dict, seat: int, off) -> None:
        ox, oy = off
        yard = self.yard(view, seat)
        rect = self.prect(seat, "shipyard", view).move(ox, oy)
        home = self.place_of(seat, view) == 0
        if home:
            sea = self._yard_sea(rect.size)
            s.blit(sea, rect)
        clip = s.get_clip()
        s.set_clip(rect)
        hidden = {h[2] for h in self.stage.held if isinstance(h, tuple) and h[0] == "cargo"
                  and h[1] == seat}
        for i, geom in enumerate(yard["geoms"]):
            moved = art.ShipGeom(geom.ship, geom.rect.x + ox, geom.rect.y + oy, geom.W)
            image = art.ship_image(geom.ship, geom.W, i + 1 if geom.W >= 30 else 0,
                                   i in hidden)
            s.blit(image, (moved.rect.x - art.SHIP_PAD, moved.rect.y - art.SHIP_PAD))
            if geom.ship["finished"]:
                # finished ships carry their points, on the small panels too (no hover needed)
                vp = D.SHIP_VP[geom.n]
                tag = theme.halo_text(f"★{vp}", 16 if geom.W >= 30 else 14, art.GOLD, art.INK,
                                      "bold", 2)
                s.blit(tag, (moved.x0 - 0.2 * geom.W, moved.rect.y))
        if yard["new"] is not None and home:
            r = yard["new"].move(ox, oy)
            art.dashed_rect(s, pygame.Rect(r.x + 4, r.y + r.h * 0.55, r.w - 8, r.h * 0.2),
                            (140, 180, 200), 5)
            theme.text(s, _("new ship"), (r.centerx, r.y + r.h * 0.45), 15, (150, 190, 210),
                       "italic", anchor="center")
        if not yard["geoms"] and home:
            theme.text(s, _("No ships yet: buy hull parts to start one"), rect.center, 18,
                       (150, 190, 210), "italic", anchor="center")
        s.set_clip(clip)

    def _yard_sea(self, size) -> pygame.Surface:
        cache = getattr(self, "_sea_cache", {})
        self._sea_cache = cache
        if size not in cache:
            sea = art.sea_surface(size, 5)
            mask = gfx.Surface(size, pygame.SRCALPHA)
            gfx.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
            sea = _with_alpha(sea)
            sea.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
            cache[size] = sea
        return cache[size]


def yard_caption(p: dict) -> str:
    ships = p["ships"]
    done = sum(1 for sh in ships if sh["finished"])
    caption = ngettext("Shipyard: {n} ship", "Shipyard: {n} ships", len(ships)).format(
        n=len(ships))
    return caption + (_(", {n} finished").format(n=done) if ships else "")


def _with_alpha(surface: pygame.Surface) -> pygame.Surface:
    out = gfx.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def layout_yard(ships: list, rect: pygame.Rect, max_w: float, home: bool) -> dict:
    """Ships left to right in one or more rows, as large as fits (slot width W <= max_w)."""
    rect = pygame.Rect(rect)
    gap = 0.34
    new_units = 1.7 if home else 0.0
    units = [art.ship_units(s) for s in ships]
    best = None
    for rows in (1, 2, 3):
        row_h = rect.h / rows
        w_by_h = (row_h - 4) / art.SHIP_H
        # the widest row when ships are packed greedily at this row count
        lo, hi = 4.0, min(max_w, w_by_h)
        if hi < lo:
            continue

        def fits(W):
            x, row = 0.0, 0
            items = units + ([new_units] if new_units else [])
            for u in items:
                need = u * W
                if x > 0 and x + need > rect.w - 4:
                    row += 1
                    x = 0.0
                x += need + gap * W
                if row >= rows:
                    return False
            return True
        if not fits(lo):
            continue
        for _step in range(20):
            mid = (lo + hi) / 2
            if fits(mid):
                lo = mid
            else:
                hi = mid
        W = hi if fits(hi) else lo
        if best is None or W > best[0] + 0.5:
            best = (W, rows)
    if best is None:
        best = (4.0, 3)
    W, rows = best
    W = math.floor(W)
    row_h = rect.h / rows
    geoms = []
    x, row = 0.0, 0
    for u, ship in zip(units, ships):
        need = u * W
        if x > 0 and x + need > rect.w - 4:
            row += 1
            x = 0.0
        top = rect.y + row * row_h + (row_h - art.SHIP_H * W) / 2
        geoms.append(art.ShipGeom(ship, rect.x + 4 + x, top, W))
        x += need + gap * W
    # the berth of the next new ship (kept free at home; on a panel just where it would go)
    need = 1.7 * W
    if x > 0 and x + need > rect.w - 4:
        row += 1
        x = 0.0
    row = min(row, rows - 1)
    x = min(x, rect.w - 4 - need)
    top = rect.y + row * row_h + (row_h - art.SHIP_H * W) / 2
    new = pygame.Rect(round(rect.x + 4 + x), round(top + (art.PENNANT + 0.6) * W),
                      round(need), round((art.MAST + art.HULL_H - 0.6) * W))
    return {"geoms": geoms, "new": new, "W": W, "rows": rows}


def hull_piece(tile: str, W: float) -> pygame.Surface:
    """A hull part as it stands in a ship (a ghost or a landing part)."""
    w = int(W * 1.6)
    h = int(W * (art.HULL_H + 0.3))
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    art.draw_hull(surf, W * 0.3, W * 0.12, W, art.HULL_H * W, [tile], False, 0, seams=False)
    return surf


def part_surface(tile: str, W: float, mast_on_slot: str | None) -> pygame.Surface:
    kind = D.tile_kind(tile)
    if kind == "good":
        w, h = int(0.8 * W), int(art.CARGO * W)
        return art.tile_image(tile, w, h)
    w = int(W)
    h = int((art.PENNANT + art.MAST + 0.2) * W)
    surf = gfx.Surface((w, h), pygame.SRCALPHA)
    if kind == "mast":
        art.draw_mast(surf, W / 2, art.PENNANT * W, h - 2, W, D.crest_of(tile))
    elif kind == "sail":
        yard = art.PENNANT * W + 0.3 * W
        deck = (art.PENNANT + art.MAST) * W
        art.draw_sail(surf, pygame.Rect(round(W / 2 - 0.4 * W), round(yard + 1), round(0.8 * W),
                                        round(deck - yard - 0.3 * W)), D.crest_of(tile))
    return surf


def part_topleft(geom, j: int, kind: str) -> tuple:
    if kind == "good":
        r = geom.cargo_rect(j)
        return (r.x, r.y)
    return (geom.slot_x(j), geom.top)
