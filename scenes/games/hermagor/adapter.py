"""Hermagor's board scene: the map of the three duchies, the market, the price table, the players.

The static art (sea, land tinted per duchy, regions, rivers, roads with tolls, villages with their
good, the market plaza and the price-table grid) is drawn once, in `printed.py`; the pieces of a
presented view are drawn once per view onto a cached layer; each frame only blits that layer and
adds what follows the mouse (hovered region or duchy, the route preview) and the legal-move
highlights.
Animations are built in `anim.py` (on the table layer's animator kit).
"""
from __future__ import annotations

import math

import pygame
from scenes import gfx

from rules.hermagor import data as D
from rules.hermagor import layout as L
from rules.hermagor import routes
from rules.hermagor.texts import place as market_place
from rules.core.text import N_
from scenes import theme
from scenes.i18n import _, ngettext
from scenes.table.adapter import BoardAdapter, Shape, point_in_polygon
from scenes.table.palette import PANEL_BG
from scenes.table.tmx import rect_of
from scenes.table.widgets import TableButton

from . import art as art
from . import summary
from .printed import Printed, pill_rect, unit_vector
from .text import good_name, village_name

MARKET_STAGES = ("tax", "tax_start", "buyers", "round_start")
PASS_BUTTON = "button:pass"
# the options with no board object, and what the table button says for them
PASS_LABELS = {"pass_buyer": N_("Pass this buyer"), "pass": N_("Pass (post back)"),
               "skip_neutral": N_("No neutral piece"), "raise_price": N_("Keep the price"),
               "place_disc": N_("Keep the disc"), "tax_pass": N_("Keep it secret")}


def _points(text: str) -> list:
    return [tuple(float(v) for v in p.split(",")) for p in text.split()]


# what the table sounds like as it shows each event (scenes/synth.py's cues; None: silent)
SOUNDS = {"action_revealed": "card", "tax_revealed": "card", "merchant_moved": "step",
          "buyers_home": "step", "buyer_placed": "place", "disc_placed": "place",
          "neutral_returned": "place", "neutral_taken": "place", "nobility_placed": "place",
          "post_placed": "place", "post_returned": "place", "posts_taken": "place",
          "region_enclosed": "place", "tile_moved": "place", "compensation": "coin",
          "final_income": "coin", "market_income": "coin", "money": "coin",
          "price_raised": "coin", "rent": "coin", "sold": "coin", "tile_won": "coin",
          "game_over": "win", "buyer_passed": None, "disc_declined": None, "no_disc": None,
          "passed": None, "phase": None, "round_ended": None, "round_started": None,
          "side_road": None, "start_namer": None, "start_player": None, "tax_passed": None,
          "tile_stays": None}


class HermagorAdapter(Printed, BoardAdapter):
    """See the module docstring. The map: assets/maps/hermagor.tmx (tools/maps/hermagor_map.py)."""

    sounds = SOUNDS

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.pass_button = TableButton(PASS_BUTTON, PASS_LABELS, fill=(44, 36, 24),
                                       hover=(70, 56, 30), edge=art.GOLD, radius=10)
        self.n = len(setup.seats)
        props = self.map.properties
        self.map_area = rect_of(props["area_map"])
        self.market_area = rect_of(props["area_market"])
        self.price_area = rect_of(props["area_price_table"])
        self.log_rect = rect_of(props["log"])
        self.panel_step = int(props["panel_step"])
        self.price_head_y = int(props["price_head_y"])
        self.token_x = int(props["token_x"])
        self.coast = art.chaikin(_points(props["coast"]), 2)
        shapes = self.map.shapes
        self.xy = {k: tuple(map(float, shapes[k].rect.center)) for k in D.NODES}
        for k in D.NODES:
            r = shapes[k].rect
            self.xy[k] = (r.x + r.w / 2, r.y + r.h / 2)
        self.used_stalls = D.used_stalls(self.n)
        self.usable = set(D.usable_spaces(self.n))
        self.slots = D.slots_for(self.n)
        self.static: pygame.Surface | None = None
        self._hover_cache = (None, None)
        self._region_glow: dict = {}
        self._duchy_glow: dict = {}
        self._hatch: dict = {}
        from .anim import Animator
        self.animator = Animator(self)

    # ---- layout ----------------------------------------------------------------------------------
    def layout(self) -> dict:
        lay = super().layout()                 # the map's ui_* rectangles
        options = lay["options"]               # starts below the seat panels
        top = options.y + self.panel_step * self.n + 36
        lay["options"] = pygame.Rect(options.x, top, options.w, options.bottom - top)
        return lay

    def panel_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.map.shapes[D.panel_id(seat)].rect)

    # positions used by drawing and animation
    def stall_center(self, stall: str) -> tuple:
        return self.map.shapes[stall].rect.center

    def space_center(self, sid: str) -> tuple:
        r = self.map.shapes[sid].rect
        return (r.x + r.w / 2, r.y + r.h / 2)

    def market_pos(self, pos: str) -> tuple:
        """Where a buyer stands: on a space, or on the lower right of a stall's tile."""
        if pos in D.SPACES:
            return self.space_center(pos)
        r = self.map.shapes[pos].rect
        return (r.right - 13, r.bottom - 11)

    def panel_money_pos(self, seat: int) -> tuple:
        r = self.panel_rect(seat)
        return (r.right - 44, r.y + 20)

    def panel_posts_pos(self, seat: int) -> tuple:
        r = self.panel_rect(seat)
        return (r.x + 20, r.y + 57)

    def panel_disc_pos(self, seat: int) -> tuple:
        r = self.panel_rect(seat)
        return (r.x + 82, r.y + 57)

    def panel_buyers_pos(self, seat: int) -> tuple:
        r = self.panel_rect(seat)
        return (r.x + 126, r.y + 57)

    def chip_rects(self, seat: int, count: int) -> list:
        r = self.panel_rect(seat)
        x0, x1 = r.x + 160, r.right - 8
        w, h = 44, 32
        if count <= 0:
            return []
        step = 48 if count * 48 - 4 <= x1 - x0 else (x1 - x0 - w) / max(1, count - 1)
        return [pygame.Rect(round(x0 + i * step), r.y + 42, w, h) for i in range(count)]

    def post_positions(self, village: str, count: int) -> list:
        """Posts stand in an arc beside the village marker, where the map puts it (a
        crowded village's a little farther out), a fourth and fifth in a row behind it
        (layout.post_offsets)."""
        cx, cy = self.xy[village]
        props = self.map.shapes[village].props
        base = props["posts_angle"]
        radius = props.get("posts_radius", 27)
        out = []
        for degrees, farther in L.post_offsets(count):
            a, r = math.radians(base + degrees), radius + farther
            out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        return out

    def merchant_pos(self, node: str, index: int, count: int) -> tuple:
        cx, cy = self.xy[node]
        props = self.map.shapes[node].props
        spread = 10 if count > 2 else 12
        return (cx + props["merchant_dx"] + spread * (index - (count - 1) / 2) + 8,
                cy + props["merchant_dy"] + 2 * index)

    def slot_center(self, good: str, k: int) -> tuple:
        return self.map.shapes[D.slot_id(good, k)].rect.center

    def price_center(self, good: str, p: float) -> tuple:
        lo = self.map.shapes[D.price_cell_id(good, 5)].rect
        hi = self.map.shapes[D.price_cell_id(good, 10)].rect
        f = (p - 5) / 5
        return (lo.centerx + (hi.centerx - lo.centerx) * f, lo.centery)

    def lane_center(self, lane: str) -> tuple:
        spaces = [s for s in self.usable if lane in D.SPACES[s]["lanes"]] or \
                 [s for s in D.SPACES if lane in D.SPACES[s]["lanes"]]
        xs = [self.space_center(s)[0] for s in spaces]
        ys = [self.space_center(s)[1] for s in spaces]
        return (sum(xs) / len(xs), sum(ys) / len(ys))

    def zone_pos(self, zone: str, view: dict | None = None) -> tuple:
        """The screen point of an event zone id: stall, bag, panel:<seat>, village, slot..."""
        if zone.startswith("panel:"):
            return self.panel_money_pos(int(zone.split(":")[1]))
        if zone in self.xy:
            return self.xy[zone]
        if zone in D.STALLS:
            return self.stall_center(zone)
        if zone in D.SPACES:
            return self.space_center(zone)
        shape = self.map.shapes.get(zone)
        if shape is not None:
            return shape.rect.center
        return self.map_area.center

    # ---- identities ------------------------------------------------------------------------------
    # ---- pacing and hot-seat (scenes/table/hold.py; the board's peek) ------------------------
    round_end = "round_ended"
    @property
    def secrets(self) -> str:
        """Only money is secret (no curtain; the seat holds P to see it), and only with the
        hidden-money variant (the default)."""
        return "small" if self.setup.variants.get("hide_money", True) else "none"

    peek_label = N_("Hold P: your coins")

    def round_summary(self, events: list, view: dict):
        return summary.round_summary(events, view, self.n)

    def hold_anchor(self, board) -> tuple:
        return (self.map_area.centerx, self.map_area.bottom - 16)

    def conceal(self, view: dict) -> dict:
        return summary.conceal(view)

    def ident(self, view: dict, colour: str) -> tuple:
        return art.ident(view["colours"], colour)

    def seat_ident(self, seat: int) -> tuple:
        return theme.seat_color(seat), theme.seat_shape(seat)

    def colour_name(self, view: dict, colour: str) -> str:
        if colour in view["colours"]:
            return self.seat_name(view["colours"].index(colour))
        return _("Neutral")

    def rescale(self) -> None:
        for cache in (self._region_glow, self._duchy_glow, self._hatch):
            cache.clear()
        super().rescale()

    # ---- caches (the static layer itself is drawn in printed.py) ---------------------------------
    def warm_caches(self) -> None:
        """Render once, at the start, what frames would otherwise render on first use."""
        stall = self.map.shapes["S21"].rect
        for tile in D.tiles_in_play(self.n):
            art.tile(tile, stall.w - 8, stall.h - 11)
            art.tile(tile, 44, 32)
        identities = [self.seat_ident(s) for s in range(self.n)] + [(art.NEUTRAL_RGB,
                                                                    art.NEUTRAL_SHAPE)]
        for rgb, shape in identities:
            art.buyer(rgb, shape)
            art.buyer(rgb, shape, 6)
            art.post(rgb, shape)
            art.post(rgb, shape, 8)
            art.disc(rgb, shape, 10)
            art.disc(rgb, shape, 9)
            art.merchant(rgb, shape)
        for rid in D.REGION_ORDER:
            self.region_glow(rid)
        for duchy in D.DUCHIES:
            self.duchy_glow(duchy)
        for key in D.VILLAGE_ORDER:
            self.label_rect(key)

    # ---- the pieces of a view (cached per presented view and hidden set) -------------------------
    def draw_board(self, surface, view: dict) -> None:
        if self.static is None:
            self.static = self.build_static()
        def draw(layer):
            layer.blit(self.static, (0, 0))
            self.draw_pieces(layer, view)
        surface.blit(self.pieces.get((view, frozenset(self.stage.held)), draw), (0, 0))
        self.draw_hover(surface, view)
        self.draw_pass_button(surface, view)

    def draw_pieces(self, surface, view: dict) -> None:
        self._draw_enclosures(surface, view)
        self._draw_posts(surface, view)
        self._draw_merchants(surface, view)
        self._draw_market(surface, view)
        self._draw_prices(surface, view)
        for seat in range(self.n):
            self.draw_panel(surface, view, seat)

    def enclosures(self, view: dict) -> dict:
        """region -> colours whose posts stand on every one of its villages."""
        posts = view.get("posts", {})
        out = {}
        for rid in D.REGION_ORDER:
            sets = [set(posts.get(v, ())) for v in D.REGION_VILLAGES[rid]]
            common = set.intersection(*sets) if sets else set()
            if common:
                neutral = [view["neutral"]["colour"]] if view.get("neutral") else []
                colours = view["colours"] + neutral
                out[rid] = [c for c in colours if c in common]
        return out

    def _draw_enclosures(self, surface, view: dict) -> None:
        """An enclosed region: light stripes in its enclosers' colours, their shapes on a pill
        under its medallion."""
        for rid, colours in self.enclosures(view).items():
            if ("region", rid) in self.stage.held:
                continue
            idents = [self.ident(view, c) for c in colours]
            key = (rid, tuple(rgb for rgb, _ in idents))
            if key not in self._hatch:
                self._hatch[key] = art.hatch_surface(self.map.shapes[rid].points,
                                                     [rgb for rgb, _ in idents], 70, 11)
            image, pos = self._hatch[key]
            surface.blit(image, pos)
            pill = pill_rect(self.medallion_rect(rid), len(idents))
            gfx.draw.rect(surface, (24, 20, 16), pill, border_radius=9)
            gfx.draw.rect(surface, art.GOLD, pill, 1, border_radius=9)
            for i, (rgb, shape) in enumerate(idents):
                theme.draw_shape(surface, shape, (pill.x + 11 + 15 * i, pill.centery), 6, rgb,
                                 art.INK, 1)

    def _draw_posts(self, surface, view: dict) -> None:
        for village, colours in view.get("posts", {}).items():
            for colour, pos in zip(colours, self.post_positions(village, len(colours))):
                if ("post", village, colour) in self.stage.held:
                    continue
                rgb, shape = self.ident(view, colour)
                theme.blit_center(surface, art.post(rgb, shape), pos)

    def merchant_layout(self, view: dict) -> dict:
        at: dict = {}
        for p in view["players"]:
            at.setdefault(p["merchant"], []).append(p["seat"])
        out = {}
        for node, seats in at.items():
            for i, seat in enumerate(seats):
                out[seat] = self.merchant_pos(node, i, len(seats))
        return out

    def _draw_merchants(self, surface, view: dict) -> None:
        for seat, pos in sorted(self.merchant_layout(view).items()):
            if ("merchant", seat) in self.stage.held:
                continue
            rgb, shape = self.seat_ident(seat)
            image = art.merchant(rgb, shape)
            surface.blit(image, image.get_rect(midbottom=(pos[0], pos[1] + 14)))

    def _draw_market(self, surface, view: dict) -> None:
        area = self.market_area
        # header: round, the action tile of the round, the bag
        rounds = view.get("rounds", 0)
        text = _("Round {n} of {rounds}").format(n=view.get("round", 0), rounds=rounds)
        ar = self.map.shapes["action_stack"].rect
        theme.text(surface, text, (area.x + 10, area.y + 18), 19, (246, 232, 196), "bold",
                   anchor="midleft", max_width=max(60, ar.x - 10 - area.x - 10), ui=True)
        revealed = view.get("action_tiles_revealed", [])
        if revealed:
            surface.blit(art.action_tile(D.ACTION_TILES[revealed[-1]], 26), (ar.x, ar.y + 1))
        left = view.get("actions_left", [])
        for i in range(len(left)):
            surface.blit(art.tile_back(20, 20), (ar.x + 32 + 9 * i, ar.y + 4))
        br = self.map.shapes["bag"].rect
        icon = art.icon_tinted("bag", 26, (214, 184, 130))
        if icon is not None:
            surface.blit(icon, (br.x + 4, br.y + 2))
        theme.text(surface, f"{len(view.get('bag', []))}", (br.x + 34, br.centery), 18,
                   (236, 226, 204), "bold", anchor="midleft")
        # tiles on the stalls
        for stall, tile in view.get("stalls", {}).items():
            if tile is None or ("stall", stall) in self.stage.held:
                continue
            rect = self.map.shapes[stall].rect
            image = art.tile(tile, rect.w - 8, rect.h - 11)
            surface.blit(image, (rect.x + 4, rect.y + 8))
        # who would win each stall now (phase 1)
        leaders = view.get("stall_leaders", {})
        if ("buyers",) not in self.stage.held:
            for stall, lead in leaders.items():
                if lead.get("reason") == "no_buyers":
                    continue
                rect = self.map.shapes[stall].rect
                c = (rect.centerx, rect.y + 3)
                if lead.get("winner"):
                    rgb, shape = self.ident(view, lead["winner"])
                    gfx.draw.circle(surface, (20, 16, 12), c, 9)
                    gfx.draw.circle(surface, art.GOLD, c, 9, 2)
                    theme.draw_shape(surface, shape, c, 5.5, rgb, None)
                else:
                    gfx.draw.circle(surface, (20, 16, 12), c, 9)
                    gfx.draw.circle(surface, (200, 190, 170), c, 9, 1)
                    theme.blit_center(surface, theme.render("=", 15, (236, 226, 204), "bold"), c)
            for pos, colour in view.get("buyers", {}).items():
                if ("buyer", pos) in self.stage.held:
                    continue
                rgb, shape = self.ident(view, colour)
                theme.blit_center(surface, art.buyer(rgb, shape), self.market_pos(pos))

    def draw_arrow(self, surface, good: str, price: float) -> None:
        """The price arrow: head on the price cell, tail over the green slots it hides."""
        rgb = art.GOOD_RGB[good]
        head = self.price_center(good, price)
        cell = self.map.shapes[D.price_cell_id(good, 5)].rect
        hidden_x = None
        for k in self.slots:
            if D.slot_hidden(k, math.floor(price + 1e-6)):
                hidden_x = self.map.shapes[D.slot_id(good, k)].rect.x - 1
                break
        tail = hidden_x if hidden_x is not None else cell.x - 4
        y = head[1]
        body = pygame.Rect(tail, y - 5, head[0] - tail, 10)
        gfx.draw.rect(surface, (20, 16, 12), body.move(1, 2), border_radius=4)
        gfx.draw.rect(surface, theme.shade(rgb, 0.85), body, border_radius=4)
        tip = [(head[0] - 4, y - 12), (head[0] + 14, y), (head[0] - 4, y + 12)]
        gfx.draw.polygon(surface, (20, 16, 12), [(x + 1, yy + 2) for x, yy in tip])
        gfx.draw.polygon(surface, rgb, tip)
        gfx.draw.polygon(surface, art.INK, tip, 1)
        gfx.draw.rect(surface, art.INK, body, 1, border_radius=4)
        label = theme.render(str(int(round(price))), 15, (255, 255, 255), "bold")
        theme.blit_center(surface, label, (head[0] + 1, y))

    def _draw_prices(self, surface, view: dict) -> None:
        for good in D.GOODS:
            if ("arrow", good) not in self.stage.held:
                self.draw_arrow(surface, good, view["prices"][good])
            for k, colour in enumerate(view["rows"][good]):
                if colour is None or ("slot", good, k) in self.stage.held:
                    continue
                rgb, shape = self.ident(view, colour)
                theme.blit_center(surface, art.disc(rgb, shape, 10), self.slot_center(good, k))
        for k, colour in enumerate(view.get("nobility", [])):
            if colour is None or ("nobility", k) in self.stage.held:
                continue
            rgb, shape = self.ident(view, colour)
            theme.blit_center(surface, art.disc(rgb, shape, 10),
                            self.map.shapes[D.nobility_id(k)].rect.center)

    def draw_panel(self, surface, view: dict, seat: int) -> None:
        rect = self.panel_rect(seat)
        p = view["players"][seat]
        rgb, shape = self.seat_ident(seat)
        turn = view.get("turn") or {}
        active = turn.get("seat") == seat
        me = view.get("me") == seat
        theme.panel(surface, rect, (48, 56, 74) if active else PANEL_BG, radius=10,
                    edge=rgb if active else (70, 80, 102), shadow=False)
        gfx.draw.rect(surface, rgb, (rect.x, rect.y + 6, 5, rect.h - 12), border_radius=2)
        if active:
            gfx.draw.rect(surface, rgb, rect, 3, border_radius=10)
        theme.draw_shape(surface, shape, (rect.x + 20, rect.y + 20), 10, rgb)
        name = _("{name} (you)").format(name=self.seat_name(seat)) if me else self.seat_name(seat)
        theme.text(surface, name, (rect.x + 36, rect.y + 20), 19,
                   theme.seat_text_color(seat) if active else theme.TEXT,
                   "bold", anchor="midleft", max_width=rect.w - 170, ui=True)
        # money (hidden for others when the variant is on)
        mx, my = self.panel_money_pos(seat)
        icon = art.icon_tinted("coin", 22, art.GOLD)
        if icon is not None:
            surface.blit(icon, icon.get_rect(midright=(mx - 6, my)))
        money = p.get("money")
        text = "?" if money is None else str(money)
        theme.text(surface, text, (mx, my), 21, art.GOLD if money is not None else theme.TEXT_DIM,
                   "bold", anchor="midleft")
        if p.get("start_player") and ("flag", seat) not in self.stage.held:
            flag = art.icon_tinted("hermagor.start_player", 22, (250, 236, 200))
            gfx.draw.circle(surface, (120, 40, 40), (mx - 52, my), 13)
            if flag is not None:
                theme.blit_center(surface, flag, (mx - 52, my))
        # posts (in hand / in supply), discs left, buyers left (and the 2-player neutral pieces)
        px, py = self.panel_posts_pos(seat)
        theme.blit_center(surface, art.post(rgb, shape, 8), (px, py))
        hand = theme.text(surface, str(p["posts_in_hand"]), (px + 12, py), 19, theme.TEXT, "bold",
                          anchor="midleft")
        theme.text(surface, f"/{p['posts_in_supply']}", (hand.right, py + 2), 15, theme.TEXT_DIM,
                   anchor="midleft")
        dx, dy = self.panel_disc_pos(seat)
        theme.blit_center(surface, art.disc(rgb, shape, 9), (dx, dy))
        theme.text(surface, str(p["discs_left"]), (dx + 13, dy), 19, theme.TEXT, "bold",
                   anchor="midleft")
        market = view.get("stage") in MARKET_STAGES
        bx, by = self.panel_buyers_pos(seat)
        if market:
            for i in range(p.get("buyers_left", 0)):
                theme.blit_center(surface, art.buyer(rgb, shape, 6), (bx + 7 * i, by))
        neutral = p.get("neutral_buyers", 0) if market else p.get("neutral_posts", 0)
        if view.get("neutral") and neutral:
            image = (art.buyer(art.NEUTRAL_RGB, art.NEUTRAL_SHAPE, 6) if market
                     else art.post(art.NEUTRAL_RGB, art.NEUTRAL_SHAPE, 6))
            nx = bx + (7 * p.get("buyers_left", 0) + 8 if market else 0)
            theme.blit_center(surface, image, (nx, by))
            theme.text(surface, f"×{neutral}", (nx + 8, by), 15, theme.TEXT_DIM, anchor="midleft")
        # the Tax Official variant: what each player revealed this round
        if view.get("stage") in ("tax", "tax_start"):
            for who, amount in view.get("tax_reveals", []):
                if who == seat:
                    text = (_("tax: passed") if amount is None
                            else _("tax: revealed {amount}").format(amount=amount))
                    theme.text(surface, text, (rect.right - 10, rect.y + 57), 18, art.GOLD,
                               "bold", anchor="midright", max_width=rect.w - 20, ui=True)
        # held tiles
        held = [t for t in p.get("held", []) if ("held", seat, t) not in self.stage.held
                and ("held", seat) not in self.stage.held]
        for tile, chip in zip(held, self.chip_rects(seat, len(held))):
            surface.blit(art.tile(tile, chip.w, chip.h), chip.topleft)

    # ---- what follows the mouse ------------------------------------------------------------------
    def hover(self, pos, view: dict):
        """What the mouse is over: (kind, id) or None."""
        cached = self._hover_cache
        if len(cached) == 3 and cached[0] == pos and cached[2] is view:
            return cached[1]
        found = self._find_hover(pos, view)
        self._hover_cache = (pos, found, view)
        return found

    def _find_hover(self, pos, view: dict):
        shapes = self.map.shapes
        if shapes[PASS_BUTTON].rect.collidepoint(pos) and self.pass_option(view):
            return ("button", PASS_BUTTON)
        for seat in range(self.n):
            if self.panel_rect(seat).collidepoint(pos):
                chips = self.chip_rects(seat, len(view["players"][seat]["held"]))
                for tile, chip in reversed(list(zip(view["players"][seat]["held"], chips))):
                    if chip.collidepoint(pos):
                        return ("tile", tile)
                return ("panel", seat)
        if self.market_area.collidepoint(pos):
            for sid in D.SPACE_ORDER:
                if shapes[sid].contains(pos):
                    return ("space", sid)
            for stall in D.STALLS:
                if shapes[stall].rect.collidepoint(pos):
                    return ("stall", stall)
            if shapes["bag"].rect.collidepoint(pos):
                return ("bag", "bag")
            if shapes["action_stack"].rect.collidepoint(pos):
                return ("action_stack", "action_stack")
            return None
        if self.price_area.collidepoint(pos):
            for k in range(len(D.NOBILITY_VALUES)):
                if shapes[D.nobility_id(k)].rect.collidepoint(pos):
                    return ("nobility", k)
            for good in D.GOODS:
                row = shapes[D.slot_id(good, 0)].rect
                if row.top - 2 <= pos[1] <= row.bottom + 2:
                    return ("good", good)
            if pos[1] > shapes[D.nobility_id(0)].rect.top - 2:
                return ("nobility", None)
            return None
        if not self.map_area.collidepoint(pos):
            return None
        for key in D.NODES:
            if math.dist(pos, self.xy[key]) <= (27 if key == D.CITY else 19):
                return ("village", key)
        for key in D.VILLAGE_ORDER:
            if self.label_rect(key).collidepoint(pos):
                return ("village", key)
        for rid, (a, b, _c, _m) in D.ROADS.items():
            if math.dist(pos, self.toll_xy[rid]) <= 11:
                return ("road", rid)
        for rid in D.REGION_ORDER:
            if self.medallion_rect(rid).inflate(4, 16).collidepoint(pos):
                return ("region", rid)
        for rid, (a, b, _c, _m) in D.ROADS.items():
            if art.dist_to_segment(pos, self.xy[a], self.xy[b]) <= 5:
                return ("road", rid)
        for rid in D.REGION_ORDER:
            if point_in_polygon(pos, shapes[rid].points):
                return ("region", rid)
        for duchy in D.DUCHIES:
            shape = shapes[f"duchy:{duchy}"]
            props = shape.props
            label = pygame.Rect(0, 0, 190, 30)
            label.center = (props["label_x"], props["label_y"])
            if label.collidepoint(pos):
                return ("duchy", duchy)
        if point_in_polygon(pos, self.coast):
            for duchy in D.DUCHIES:
                if point_in_polygon(pos, shapes[f"duchy:{duchy}"].points):
                    return ("duchy", duchy)
        return None

    def region_glow(self, rid: str):
        if rid not in self._region_glow:
            self._region_glow[rid] = art.polygon_surface(self.map.shapes[rid].points,
                                                         (255, 248, 210, 100), (255, 222, 110, 255),
                                                         4)
        return self._region_glow[rid]

    def duchy_glow(self, duchy: str):
        """The duchy's land (its sector cut to the coast), lit: an alpha surface and its place."""
        if duchy not in self._duchy_glow:
            pts = self.map.shapes[f"duchy:{duchy}"].points
            # drawn on the duchy's box within the map, not the whole map: three whole-map
            # surfaces a duchy were most of opening the board
            area = pygame.Rect(math.floor(min(x for x, _y in pts)),
                               math.floor(min(y for _x, y in pts)), 0, 0)
            area.size = (math.ceil(max(x for x, _y in pts)) - area.x + 1,
                         math.ceil(max(y for _x, y in pts)) - area.y + 1)
            area = area.inflate(4, 4).clip(self.map_area)    # the edge line stands out 1-2 px
            surf = gfx.Surface(area.size, pygame.SRCALPHA)
            local = [(x - area.x, y - area.y) for x, y in pts]
            gfx.draw.polygon(surf, (255, 250, 225, 80), local)
            mask = gfx.Surface(area.size, pygame.SRCALPHA)
            gfx.draw.polygon(mask, (255, 255, 255, 255),
                             [(x - area.x, y - area.y) for x, y in self.coast])
            surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            edge = gfx.outline(surf, 10, 2)
            if len(edge) > 2:
                gfx.draw.lines(surf, (255, 226, 130, 255), True, edge, 3)
            box = surf.get_bounding_rect()
            crop = surf.subsurface(box).copy()
            crop = crop.convert_alpha() if pygame.display.get_surface() else crop
            self._duchy_glow[duchy] = (crop, (area.x + box.x, area.y + box.y))
        return self._duchy_glow[duchy]

    def draw_hover(self, surface, view: dict) -> None:
        if self.table is None or self.table.animating:
            return
        thing = self.hover(self.table.mouse, view)
        if thing is None:
            return
        kind, key = thing
        if kind == "region":
            image, pos = self.region_glow(key)
            surface.blit(image, pos)
            for v in D.REGION_VILLAGES[key]:
                gfx.draw.circle(surface, (255, 244, 190), self.xy[v], 21, 3)
        elif kind == "duchy":
            image, pos = self.duchy_glow(key)
            surface.blit(image, pos)
            for v in D.VILLAGE_ORDER:
                if D.DUCHY[v] == key:
                    gfx.draw.circle(surface, (255, 244, 190), self.xy[v], 20, 2)
        elif kind == "village" and key != D.CITY:
            for rid in D.VILLAGE_REGIONS[key]:
                image, pos = self.region_glow(rid)
                surface.blit(image, pos)
        elif kind == "road":
            a, b = D.ROADS[key][0], D.ROADS[key][1]
            gfx.draw.line(surface, (255, 244, 190), self.xy[a], self.xy[b], 5)

    # ---- legal moves -----------------------------------------------------------------------------
    # Every legal target gets a quiet gold ring (in phase 1 nearly the whole market is legal);
    # the one under the mouse gets the full marching-dash highlight and a ghost of the piece
    # that would go there.
    many_targets = 8

    def highlight(self, surface, view: dict, target: str, options, shape, t: float,
                  strong: bool, hovered: bool) -> None:
        pulse = 0.5 + 0.5 * math.sin(t * 4)
        if target.startswith("arrow:"):
            good = target.split(":")[1]
            theme.highlight_rect(surface, shape.rect.inflate(4, 2), t, radius=6)
            price = view["prices"][good]
            if price < D.MAX_PRICE:
                ghost = gfx.Surface((70, 30), pygame.SRCALPHA)
                c = self.price_center(good, price + 1)
                gfx.draw.polygon(ghost, (255, 255, 255, 90 + int(80 * pulse)),
                                 [(22, 3), (44, 15), (22, 27)])
                surface.blit(ghost, (c[0] - 26, c[1] - 15))
        elif target in self.xy:
            kinds = {o.kind for o in options}
            c = self.xy[target]
            if strong:
                theme.highlight_circle(surface, c, 17, t)
            elif kinds & {"move_sell", "sell", "place_neutral_post"}:
                gfx.draw.circle(surface, theme.ACCENT, c, 19 + pulse, 3)
            else:
                gfx.draw.circle(surface, (236, 236, 236), c, 19 + pulse, 2)
        else:
            shape.highlight(surface, t, strong)

    def ghost(self, surface, view: dict, target: str, options) -> None:
        """A see-through piece where the hovered option would put it."""
        kinds = [o.kind for o in options]
        target = options[0].target
        if "place_buyer" in kinds or "place_neutral_buyer" in kinds:
            colour = view["colour"] if "place_buyer" in kinds else art.NEUTRAL_RGB
            rgb, shape = (self.ident(view, colour) if colour != art.NEUTRAL_RGB
                          else (art.NEUTRAL_RGB, art.NEUTRAL_SHAPE))
            image = art.buyer(rgb, shape).copy()
            image.set_alpha(170)
            theme.blit_center(surface, image, self.market_pos(target))
        elif any(k == "place_disc" for k in kinds) and target in self.map.shapes:
            option = next(o for o in options if o.kind == "place_disc")
            colour = view["colour"] if (view.get("decision") or {}).get("prompt") == \
                "hermagor.place_disc" else (view.get("neutral") or {}).get("colour", view["colour"])
            rgb, shape = self.ident(view, colour)
            image = art.disc(rgb, shape, 10).copy()
            image.set_alpha(170)
            theme.blit_center(surface, image, self.map.shapes[option.target].rect.center)

    # ---- the route preview -----------------------------------------------------------------------
    def draw_overlay(self, surface, view: dict) -> None:
        self.draw_effects(surface)
        if self.table is None or self.table.animating:
            return
        thing = self.hover(self.table.mouse, view)
        if not thing or thing[0] != "village" or thing[1] == D.CITY:
            return
        dest = thing[1]
        decision = view.get("decision") or {}
        info = decision.get("info") or {}
        mine = decision.get("prompt") == "hermagor.action" and dest in info.get("destinations", {})
        me = view["players"][view["me"]]
        if mine:
            entry = info["destinations"][dest]
            path, cost = entry["path"], entry["cost"]
        else:
            start = me["merchant"]
            if start == dest:
                return
            path, cost = routes.route(start, dest), routes.trip_cost(start, dest)
        self.draw_route(surface, path, self.table.now, strong=mine)
        lines = self.route_lines(view, dest, cost, path, decision if mine else None)
        self._route_badge(surface, dest, lines, strong=mine)

    def draw_route(self, surface, path: list, t: float, strong: bool = True) -> None:
        """The route road by road, stopping short of each marker so the villages stay readable."""
        pts = [self.xy[n] for n in path]
        for a, b, n0, n1 in zip(pts, pts[1:], path, path[1:]):
            u = unit_vector(a, b)
            ra = 26 if n0 == D.CITY else 18
            rb = 26 if n1 == D.CITY else 18
            a2 = (a[0] + u[0] * ra, a[1] + u[1] * ra)
            b2 = (b[0] - u[0] * rb, b[1] - u[1] * rb)
            if strong:
                gfx.draw.line(surface, (40, 24, 6), a2, b2, 11)
                gfx.draw.line(surface, (255, 214, 90), a2, b2, 7)
                theme.dashed_line(surface, a2, b2, (255, 255, 255), 8, 8, offset=(t * 40) % 16, width=2)
            else:
                theme.dashed_line(surface, a2, b2, (255, 255, 255), 6, 6, width=3)
        for n in path[1:-1]:
            gfx.draw.circle(surface, (255, 214, 90) if strong else (255, 255, 255),
                            self.xy[n], 19, 3)

    def route_lines(self, view: dict, dest: str, cost: int, path: list,
                    decision: dict | None) -> list:
        good = D.SELLS[dest]
        price = view["prices"][good]
        roads = len(path) - 1
        lines = [ngettext("{village}: trip {cost} ({n} road)", "{village}: trip {cost} ({n} roads)",
                          roads).format(village=village_name(dest), cost=cost, n=roads)]
        if decision is None:
            lines.append(_("from your merchant at {village}").format(village=village_name(path[0])))
            return lines
        ids = {o["id"] for o in decision["options"] if o.get("target") == dest}
        name = good_name(good)
        if f"move_sell:{dest}" in ids:
            lines.append(_("sell {good} +{price}, pay {cost}: net {net}").format(
                good=name, price=price, cost=cost, net=f"{price - cost:+d}"))
        if f"move_sell:{dest}:sideroad" in ids:
            lines.append(_("side road: pay {cost}: net {net}").format(
                cost=cost // 2, net=f"{price - cost // 2:+d}"))
        if f"move:{dest}" in ids:
            lines.append(_("move only: pay {cost}, no sale").format(cost=cost // 2))
        if f"place_neutral_post:{dest}" in ids:
            lines.append(_("neutral post here: free"))
        return lines

    def _route_badge(self, surface, dest: str, lines: list, strong: bool) -> None:
        images = [theme.render(line, 18, (255, 236, 170) if i == 0 and strong else theme.TEXT,
                               "bold" if i == 0 else "regular") for i, line in enumerate(lines)]
        w = max(i.get_width() for i in images) + 20
        h = sum(i.get_height() for i in images) + 12
        cx, cy = self.xy[dest]
        rect = pygame.Rect(0, 0, w, h)
        rect.bottomright = (cx - 14, cy - 22)        # the hover text opens below right
        if rect.top < self.map_area.top + 4:
            rect.topright = (cx - 14, cy + 22)
        rect.clamp_ip(self.map_area.inflate(-6, -6))
        theme.panel(surface, rect, (30, 26, 22), radius=8, edge=(255, 214, 90) if strong else
                    (140, 130, 110), alpha=235, shadow=False)
        y = rect.y + 6
        for image in images:
            surface.blit(image, (rect.x + 10, y))
            y += image.get_height()

    # ---- the table button for the option without a board object ----------------------------------
    def target_of(self, option) -> str | None:
        return self.pass_button.target_of(option) or option.target

    def pass_option(self, view: dict):
        return self.pass_button.option(view)

    def draw_pass_button(self, surface, view: dict) -> None:
        option = self.pass_option(view)
        if option is None or self.table is None or not self.table.live_targets:
            return
        self.pass_button.draw(surface, self.map.shapes[PASS_BUTTON].rect,
                              _(PASS_LABELS[option["kind"]]), self.table.mouse)

    # ---- a click that is not a move: why (BoardAdapter.refusal) ----------------------------------
    def refusal(self, names: list, view: dict) -> str | None:
        """In the market: a tile or lane space taken already, or dearer than the seat's money; a
        village, whose turn comes in phase 3. In phase 3: the market, whose turn is over; a
        village holding the seat's post already; the city (never a trip's end); a trip the money
        (with the sale there) cannot pay. Anything else, or another seat's turn: None."""
        decision = view.get("decision") or {}
        if decision.get("seat") != view.get("me"):
            return None
        prompt = decision.get("prompt")
        spot = next((n for n in names if n in D.SPACES or n in D.STALLS), None)
        village = next((n for n in names if n in D.SELLS), None)
        me = view["players"][view["me"]]
        money = me["money"]
        if prompt in ("hermagor.buyer", "hermagor.neutral_buyer"):
            if village is not None:
                return _("Merchants travel and sell in phase 3, after the market: now the "
                         "buyers are placed.")
            if spot not in self.usable and spot not in self.used_stalls:
                return None                 # a veiled row: the board says it is not used
            where = self.words(market_place(spot, view.get("stalls", {})))
            owner = view.get("buyers", {}).get(spot)
            if owner == view["colour"]:
                return _("You have a buyer on {place} already.").format(place=where)
            if owner is not None:
                return _("{name} has a buyer on {place} already: one buyer per tile or "
                         "space.").format(name=self.colour_name(view, owner), place=where)
            cost = D.market_cost(spot)
            if prompt == "hermagor.buyer" and money is not None and cost > money and \
                    (spot in D.SPACES or view["stalls"].get(spot)):
                return _("A buyer on {place} costs {cost}; you have {money}.").format(
                    place=where, cost=cost, money=money)
            return None
        if prompt != "hermagor.action":
            return None
        if spot is not None:
            return _("The market is over for this round: now move and sell in the villages.")
        if "hermagor" in names:
            return _("No trip ends in Hermagor: merchants only pass through the city.")
        if village is None or money is None:
            return None
        if view["colour"] in view.get("posts", {}).get(village, ()):
            return _("You already have a post in {village}; a trip must end in a village "
                     "without one.").format(village=village_name(village))
        if village == me["merchant"]:
            return None
        good, cost = D.SELLS[village], routes.trip_cost(me["merchant"], village)
        if money >= cost // 2:
            return None                     # moving there is a move: not a matter of money
        if any(good in D.tile_goods(t) for t in me["held"]):
            price = view["prices"][good]
            pays = cost // 2 if D.SP_SIDEROAD in me["held"] else cost
            if money + price < pays:
                return _("The trip to {village} costs {cost}; you have {money}, and selling "
                         "{good} there pays {price}.").format(
                    village=village_name(village), cost=cost, money=money,
                    good=good_name(good), price=price)
            return None
        return _("You hold no tile with {good}, and only moving to {village} costs {half} "
                 "(half the trip); you have {money}.").format(
            good=good_name(good), village=village_name(village), half=cost // 2, money=money)

    # ---- passing texts keep clear of the panels' figures (scenes/table/overlay.py) ---------------
    def keep_clear(self, view: dict) -> list:
        """Each seat's money, posts and discs: floats and banners move off them."""
        rects = []
        for seat in range(self.n):
            mx, my = self.panel_money_pos(seat)
            rects.append(pygame.Rect(mx - 30, my - 13, 72, 26))
            px, py = self.panel_posts_pos(seat)
            rects.append(pygame.Rect(px - 10, py - 12, 74, 24))
            dx, dy = self.panel_disc_pos(seat)
            rects.append(pygame.Rect(dx - 10, dy - 12, 44, 24))
        return rects

    # ---- tooltips --------------------------------------------------------------------------------
    def explained_target(self, pos, view: dict) -> str | None:
        """What the hover explains is what a click takes: a village by its circle or its name,
        a market space or stall, a seat's panel, the Pass button; roads, regions and duchies
        are never targets. Anything else: the shapes decide."""
        thing = self.hover(pos, view)
        if thing is None:
            return None
        kind, key = thing
        if kind in ("village", "space", "stall", "button"):
            return key
        if kind == "panel":
            return f"panel:{key}"
        if kind in ("road", "region", "duchy"):
            return ""
        return None

    def reference_at(self, pos, view: dict) -> str | None:
        """What the hover explains, by the id its rules entry knows (a tile, a village, a
        space, a road, a good's price row); a seat's panel and the Pass button have none."""
        thing = self.hover(pos, view)
        if thing is None or thing[0] in ("panel", "button"):
            return None
        kind, key = thing
        return "nobility:" if kind == "nobility" else str(key)

    def tooltip(self, pos, view: dict) -> str | None:
        thing = self.hover(pos, view)
        if thing is None:
            return None
        from .text import describe
        return describe(self, view, thing)

    # ---- animation -------------------------------------------------------------------------------
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.animator.animate(events, before, after, table)

    def shape_for(self, target: str, view: dict) -> Shape | None:
        return self.map.shapes.get(target)
