"""Kairo's board scene: the bazaar grid, the stalls and tents, the walking customers, the bank
trays, the card display, the tent stacks with their medals, the players' panels and the hand.

The static art (paving, eateries, parcel outlines, start spaces, frames) is drawn once; the
pieces of a shown view are drawn onto a cached layer; each frame adds only what follows the mouse:
the legal-move highlights, the cells a building permit allows, a customer's route and payout.
Animations are in `anim.py`. The map: assets/maps/kairo.tmx (tools/maps/kairo_map.py).
"""
from __future__ import annotations

import pygame
from scenes import gfx

from rules.core import Rng
from rules.kairo import data as D
from rules.kairo.board import Board
from scenes import theme
from scenes.i18n import N_, _, list_join, ngettext
from scenes.table import layers
from scenes.table.adapter import BoardAdapter, Shape
from scenes.table.palette import PANEL_BG
from scenes.table.tmx import rect_of
from scenes.table.widgets import TableButton

from . import art

HAND_CARD = 80
ACTION_LABELS = {"build": N_("Build"), "attract": N_("Attract"), "draw": N_("Draw 2"),
                 "pass": N_("Pass")}
CELL_NAMES = frozenset(D.cell_id(i) for i in range(D.CELLS))
BUILD_PROMPTS = ("kairo.build_kind", "kairo.colour", "kairo.stall", "kairo.cell",
                 "kairo.entrance", "kairo.wildcard")


def view_board(view: dict) -> Board:
    """The rules' geometry of the shown stalls and customers (routes, tiers, open lanes)."""
    customers = {c: (None if at is None else int(at)) for c, at in view["customers"].items()}
    return Board([dict(st, tiles=list(st["tiles"])) for st in view["stalls"]], customers)


def parcel_list(card: str) -> str:
    """A building card's parcels as its face shows them: "5", "1, 2 and 3"."""
    return list_join([str(p) for p in D.CARDS[card]])


# what the table sounds like as it shows each event (scenes/synth.py's cues; None: silent)
SOUNDS = {"customer_move": "step", "customer_swap": "step", "customers": "step",
          "crier_played": "card", "discard": "card", "draw": "card", "neutral_drawn": "card",
          "permit": "card", "refill": "card", "reshuffle": "shuffle", "medal": "coin",
          "payment": "coin", "score": "coin", "place_expansion": "place", "place_main": "place",
          "remove_main": "place", "game_over": "win", "final_stage_started": None, "pass": None,
          "setup_skipped": None, "start_player": None}


class KairoAdapter(BoardAdapter):
    """See the module docstring."""

    sounds = SOUNDS
    many_targets = 10

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.n = len(setup.seats)
        props = self.map.properties
        self.cell = int(props["cell"])
        self.origin = (int(props["grid_x"]), int(props["grid_y"]))
        self.hand_area = rect_of(props["area_hand"])
        self.side = rect_of(props["area_side"])
        self.panels = [rect_of(props[f"panel_{k}"]) for k in range(4)]
        self.money_rects = {(k, c): rect_of(props[f"money_{k}_{c}"])
                            for k in range(4) for c in D.COLOURS}
        self._permit_cache: dict = {}
        self._view_state: tuple = (None, None)   # ((steps, seat), the state made from its view)
        self.tier_of: dict = {}             # stall index -> crier cards needed to reach it
        self._board: tuple = (None, None)   # (view, its Board): routes are asked every frame
        self.action_buttons = {kind: TableButton(f"button:{kind}", {kind: label})
                               for kind, label in ACTION_LABELS.items()}
        from .anim import Animator
        self.animator = Animator(self)

    # ---- geometry ---------------------------------------------------------------------------
    def cell_rect(self, i: int) -> pygame.Rect:
        x, y = D.xy(int(i))
        return pygame.Rect(self.origin[0] + x * self.cell, self.origin[1] + y * self.cell,
                           self.cell, self.cell)

    def cell_center(self, i) -> tuple:
        if isinstance(i, str):
            i = D.parse_cell(i)
        return self.cell_rect(i).center

    def grid_rect(self) -> pygame.Rect:
        return pygame.Rect(self.origin, (D.W * self.cell, D.H * self.cell))

    def rect(self, name: str) -> pygame.Rect:
        return self.map.shapes[name].rect

    def panel_of(self, seat: int, view: dict) -> pygame.Rect:
        return self.panels[self.place_of(seat, view)]

    def money_rect(self, seat: int, colour: str, view: dict) -> pygame.Rect:
        return self.money_rects[(self.place_of(seat, view), colour)]

    def hand_rects(self, view: dict) -> dict:
        """Card id -> its rectangle in the hand strip of the seat at the screen."""
        area = self.hand_area
        x0 = area.x + 132
        gap = min(HAND_CARD + 8, (area.right - x0 - HAND_CARD) // max(1, len(view["hand"]) - 1))
        top = area.y + (area.h - HAND_CARD) // 2
        return {c: pygame.Rect(x0 + k * gap, top, HAND_CARD, HAND_CARD)
                for k, c in enumerate(view["hand"])}

    def target_shapes(self, view: dict) -> dict:
        """The map objects plus the customers where they stand and the cards in the hand."""
        shapes = dict(self.map.shapes)
        for colour, at in view["customers"].items():
            if at is not None:
                shapes[f"customer:{colour}"] = Shape(self.cell_rect(at).inflate(-6, -2))
        for c, r in self.hand_rects(view).items():
            shapes[f"card:{c}"] = Shape(r)
        for kind, r in self.action_rects(view).items():
            shapes[f"button:{kind}"] = Shape(r)
        return shapes

    def keep_clear(self, view: dict) -> list:
        """The hand, the cards a build is chosen from: notes and hints move off it."""
        return [pygame.Rect(self.hand_area)]

    def action_rects(self, view: dict) -> dict:
        """The turn's actions (build, attract, draw, pass) as buttons beside the crier space."""
        criers = self.rect("crier_space")
        kinds = [o["kind"] for o in (view.get("decision") or {}).get("options", ())
                 if o.get("target") is None and o["kind"] in ACTION_LABELS]
        x, w = criers.right + 8, self.side.right - criers.right - 8
        h = (criers.h - 6) // 3
        return {kind: pygame.Rect(x, criers.y + k * (h + 3), w, h) for k, kind in enumerate(kinds)}

    def target_of(self, option) -> str | None:
        button = self.action_buttons.get(option.kind)
        return (button.target_of(option) if button else None) or option.target

    def draw_action_buttons(self, surface, view: dict) -> None:
        if self.table is None or not self.table.live_targets:
            return
        for kind, r in self.action_rects(view).items():
            self.action_buttons[kind].draw(surface, r, _(ACTION_LABELS[kind]), self.table.mouse)

    def shape_for(self, target: str, view: dict) -> Shape | None:
        return self.target_shapes(view).get(target)

    def board_of(self, view: dict) -> Board:
        if self._board[0] is not view:
            self._board = (view, view_board(view))
        return self._board[1]

    def seat_colour(self, seat: int) -> tuple | None:
        return theme.seat_color(seat) if seat >= 0 else None

    # ---- static layer ---------------------------------------------------------------------------
    def warm_caches(self) -> None:
        for colour in D.COLOURS:
            art.pawn(colour)
            art.coin(colour)
            for seat in range(-1, self.n):
                for main in (True, False):
                    art.stall_tile(colour, seat, self.cell, main, self.seat_colour(seat))
        for card in D.CARD_IDS:
            art.card(card, HAND_CARD)

    def build_static(self) -> pygame.Surface:
        surface = gfx.Surface(theme.SCREEN)
        surface.blit(theme.backdrop(), (0, 0))
        self._draw_grid(surface)
        self._draw_side_frames(surface)
        return layers.opaque(surface)

    def _draw_grid(self, surface) -> None:
        grid = self.grid_rect()
        theme.panel(surface, grid.inflate(16, 16), (70, 52, 36), radius=8, edge=(40, 28, 18))
        for i in range(D.CELLS):
            r = self.cell_rect(i)
            x, y = D.xy(i)
            tile = art.paving(self.cell, (x * 7 + y * 3) % 4) if D.MARKET[i] else \
                art.eatery(self.cell)
            surface.blit(tile, r)
        for p, lab in ((p, self.rect(f"label:P{p}")) for p in range(1, 10)):
            image = theme.halo_text(str(p), 40, (236, 214, 170), (200, 174, 128), "bold", 1)
            image = image.copy()
            image.set_alpha(110)
            theme.blit_center(surface, image, lab.center)
        ox, oy, c = self.origin[0], self.origin[1], self.cell
        edge = (92, 62, 34)
        for x in (1, 5, 10, 14):          # parcel borders: thick lines between x 4|5, 9|10
            gfx.draw.line(surface, edge, (ox + x * c, oy), (ox + x * c, oy + 13 * c), 4)
        for y in (0, 4, 9, 13):            # ... and y 3|4, 8|9
            gfx.draw.line(surface, edge, (ox + c, oy + y * c), (ox + 14 * c, oy + y * c), 4)
        for x in (5, 10):                  # the eatery strip is cut into segments too
            gfx.draw.line(surface, edge, (ox + x * c, oy + 13 * c), (ox + x * c, oy + 14 * c), 4)
        for y in (4, 9):
            gfx.draw.line(surface, edge, (ox, oy + y * c), (ox + c, oy + y * c), 4)
            gfx.draw.line(surface, edge, (ox + 14 * c, oy + y * c), (ox + 15 * c, oy + y * c), 4)
        gfx.draw.rect(surface, (40, 28, 18), grid, 3)
        for k, i in enumerate(D.START_SPACES, start=1):
            r = self.cell_rect(i)
            gfx.draw.circle(surface, (150, 110, 60), r.center, c // 2 - 5, 3)
            theme.text(surface, f"S{k}", (r.x + 4, r.y + 1), 14, (110, 76, 40), "bold")

    def _draw_side_frames(self, surface) -> None:
        for colour in D.COLOURS:
            r = self.rect(f"tray:{colour}")
            theme.panel(surface, r, theme.shade(art.goods(colour), 0.45), radius=8,
                        edge=art.goods(colour), shadow=False)
        for slot in range(D.DISPLAY_SLOTS):
            gfx.draw.rect(surface, (60, 66, 84), self.rect(f"display:{slot}"), 2,
                          border_radius=8)
        for name in ("deck", "discard", "crier_space"):
            gfx.draw.rect(surface, (60, 66, 84), self.rect(name), 2, border_radius=8)
        theme.panel(surface, self.hand_area, PANEL_BG, radius=10, shadow=False)

    # ---- pieces -------------------------------------------------------------------------------------
    def draw_board(self, surface, view: dict) -> None:
        if self.static is None:
            self.static = self.build_static()
        shown = self.stage.shown(view)

        def draw(layer):
            layer.blit(self.static, (0, 0))
            self.draw_pieces(layer, shown)
        surface.blit(self.pieces.get((shown, frozenset(self.stage.held)), draw), (0, 0))
        self.draw_permit_cells(surface, view)
        self.draw_action_buttons(surface, view)

    def draw_pieces(self, surface, view: dict) -> None:
        self._draw_cut_off(surface, view)
        self._draw_stalls(surface, view)
        self._draw_customers(surface, view)
        self._draw_trays(surface, view)
        self._draw_cards(surface, view)
        self._draw_supply(surface, view)
        for seat in range(self.n):
            self.draw_panel(surface, view, seat)
        self._draw_hand(surface, view)

    def _draw_cut_off(self, surface, view: dict) -> None:
        """Market cells no customer can reach any more: shaded (a help the spec suggests)."""
        board = self.board_of(view)
        region = board.region()
        shade = gfx.Surface((self.cell, self.cell), pygame.SRCALPHA)
        shade.fill((40, 24, 10, 110))
        for i in range(D.CELLS):
            if board.walkable(i) and i not in region and board.free(i):
                surface.blit(shade, self.cell_rect(i))

    def _draw_stalls(self, surface, view: dict) -> None:
        for st in view["stalls"]:
            if ("stall", st["tiles"][0]) in self.stage:
                continue
            edge = self.seat_colour(st["owner"])
            self.draw_entrance(surface, st["entrance"], st["tiles"][0], st["colour"])
            for k, t in enumerate(st["tiles"]):
                if ("tile", t) in self.stage:
                    continue
                surface.blit(art.stall_tile(st["colour"], st["owner"], self.cell, k == 0, edge),
                             self.cell_rect(t))
            self.draw_awning(surface, st["entrance"], st["tiles"][0], st["colour"])

    def draw_entrance(self, surface, door: int, main: int, colour: str, alpha: int = 255) -> None:
        """A doorway on the entrance cell: a rug in the stall's colour with a dark arch."""
        d = self.cell_rect(door)
        rgb = art.goods(colour)
        layer = gfx.Surface(theme.SCREEN, pygame.SRCALPHA) if alpha < 255 else surface
        rug = d.inflate(-22, -22)
        gfx.draw.rect(layer, theme.shade(rgb, 0.55), rug.move(0, 2), border_radius=5)
        gfx.draw.rect(layer, rgb, rug, border_radius=5)
        gfx.draw.rect(layer, art.INK, rug, 2, border_radius=5)
        arch = pygame.Rect(0, 0, 10, 12)
        arch.midbottom = (rug.centerx, rug.bottom - 4)
        gfx.draw.rect(layer, art.INK, arch, border_top_left_radius=5, border_top_right_radius=5)
        self.draw_awning(layer, door, main, colour)
        if layer is not surface:
            layer.set_alpha(alpha)
            surface.blit(layer, (0, 0))

    def draw_awning(self, surface, door: int, main: int, colour: str) -> None:
        """A striped awning on the main tile's side that faces its entrance."""
        d, m = self.cell_rect(door), self.cell_rect(main)
        dx, dy = (d.x - m.x) // self.cell, (d.y - m.y) // self.cell
        rgb = art.goods(colour)
        long, short = self.cell - 12, 9
        strip = pygame.Rect(0, 0, short, long) if dx else pygame.Rect(0, 0, long, short)
        strip.center = ((m.centerx + d.centerx) // 2 + 2 * dx, (m.centery + d.centery) // 2 + 2 * dy)
        gfx.draw.rect(surface, (246, 238, 220), strip, border_radius=3)
        step = 6
        for k in range(0, strip.h if dx else strip.w, 2 * step):
            part = (strip.x, strip.y + k, strip.w, min(step, strip.h - k)) if dx else \
                (strip.x + k, strip.y, min(step, strip.w - k), strip.h)
            gfx.draw.rect(surface, rgb, part)
        gfx.draw.rect(surface, art.INK, strip, 1, border_radius=3)

    def _draw_customers(self, surface, view: dict) -> None:
        for colour, at in view["customers"].items():
            if at is None or ("customer", colour) in self.stage:
                continue
            theme.blit_center(surface, art.pawn(colour), self.cell_rect(at).center)

    def _draw_trays(self, surface, view: dict) -> None:
        for colour in D.COLOURS:
            r = self.rect(f"tray:{colour}")
            surface.blit(art.coin(colour, 9), (r.x + 4, r.y + 4))
            waiting = view["customers"].get(colour, 0) is None
            if waiting and ("customer", colour) not in self.stage:
                theme.blit_center(surface, art.pawn(colour, 40), (r.centerx + 6, r.centery + 2))

    def _draw_cards(self, surface, view: dict) -> None:
        for slot, card in enumerate(view["display"]):
            if card is not None and ("display", slot) not in self.stage:
                surface.blit(art.card(card, self.rect(f"display:{slot}").w),
                             self.rect(f"display:{slot}"))
        deck = self.rect("deck")
        if view["deck_size"]:
            surface.blit(art.card_back(deck.w), deck)
        self._badge(surface, str(view["deck_size"]), deck.bottomright)
        pile = self.rect("discard")
        if view["discard"]:
            surface.blit(art.card(view["discard"][-1], pile.w), pile)
        else:
            theme.text(surface, _("discards"), pile.center, 14, theme.TEXT_DIM, anchor="center")
        self._badge(surface, str(len(view["discard"])), pile.bottomright)
        criers = self.rect("crier_space")
        theme.panel(surface, criers.inflate(-4, -4), (92, 60, 36), radius=8, shadow=False)
        theme.blit_icon(surface, "kairo.crier", (criers.centerx, criers.centery + 4), 44,
                        (250, 226, 170))
        # the word on top, clear of the count badge in the corner (long in Hungarian)
        theme.text(surface, _("criers"), (criers.centerx, criers.y + 14), 14,
                   (250, 226, 170), anchor="center")
        self._badge(surface, str(view["crier_space"]), criers.bottomright)

    def _badge(self, surface, text: str, corner) -> None:
        image = theme.render(text, 16, art.INK, "bold")
        r = image.get_rect(bottomright=(corner[0] - 4, corner[1] - 4)).inflate(10, 4)
        gfx.draw.rect(surface, (250, 236, 200), r, border_radius=9)
        gfx.draw.rect(surface, art.INK, r, 1, border_radius=9)
        surface.blit(image, image.get_rect(center=r.center))

    def _draw_supply(self, surface, view: dict) -> None:
        for colour in D.COLOURS:
            r = self.rect(f"supply:{colour}")
            left = view["supply"][colour]
            theme.panel(surface, r, (54, 44, 34), radius=6, edge=art.goods(colour), shadow=False)
            theme.blit_icon(surface, "kairo.tent", (r.x + 20, r.centery), 30,
                            art.goods(colour) if left else (90, 80, 70))
            theme.text(surface, f"{left}", (r.right - 6, r.centery), 20,
                       theme.TEXT if left > 1 else theme.BAD, "bold", anchor="midright")
            for kind in ("gold", "silver"):
                spot = self.rect(f"medal:{colour}:{kind}")
                if view["medals"][colour][kind] is None and ("medal", colour, kind) not in self.stage:
                    surface.blit(art.medal(kind, colour, spot.w), spot)
                else:
                    gfx.draw.circle(surface, (70, 70, 80), spot.center, spot.w // 2 - 3, 1)

    def draw_panel(self, surface, view: dict, seat: int) -> None:
        r = self.panel_of(seat, view)
        turn = (view.get("turn") or {}).get("seat")
        out = seat in view["passed"]
        theme.panel(surface, r, (44, 52, 70) if turn == seat else PANEL_BG, radius=10,
                    edge=theme.ACCENT if turn == seat else theme.PANEL_EDGE, shadow=False)
        rgb = theme.seat_color(seat)
        gfx.draw.rect(surface, rgb, (r.x, r.y + 6, 6, r.h - 12), border_radius=3)
        theme.blit_icon(surface, art.symbol_role(seat), (r.x + 26, r.y + 21), 28, rgb)
        name = self.seat_name(seat) + (_(" (you)") if seat == self.viewer(view) and
                                       self.table is not None and
                                       not self.table.is_bot(seat) else "")
        vp_rect = theme.text(surface, "★ " + str(view["vp"][seat]), (r.right - 10, r.y + 21),
                             24, theme.ACCENT, "bold", anchor="midright")
        # the name and its tag grow with the UI scale; the name gives way to the tag
        right = vp_rect.x - 10
        if turn == seat:
            right = theme.text(surface, _("to play"), (right, r.y + 21), 16, theme.ACCENT,
                               "bold", anchor="midright", max_width=120, ui=True).x - 10
        elif out:
            right = theme.text(surface, _("passed"), (right, r.y + 21), 16, theme.TEXT_DIM,
                               anchor="midright", max_width=120, ui=True).x - 10
        theme.text(surface, name, (r.x + 46, r.y + 21), 20, theme.seat_text_color(seat), "bold",
                   anchor="midleft", max_width=min(right, vp_rect.x - 84) - r.x - 46, ui=True)
        self._draw_money(surface, view, seat)
        y = r.y + 92
        x = r.x + 12
        cards = view["hand_sizes"][seat]
        x = self._counter(surface, "kairo.stall",
                          ngettext("{n} card", "{n} cards", cards).format(n=cards), (x, y)) + 10
        self._counter(surface, "kairo.crier", str(view["criers"][seat]), (x, y))
        for (colour, kind), spot in self.medal_spots(seat, view).items():
            if ("medal", colour, kind) not in self.stage:
                surface.blit(art.medal(kind, colour, 24), spot)
        placed = {st["colour"] for st in view["stalls"] if st["owner"] == seat}
        unplaced = [c for c in D.COLOURS if c not in placed]
        ux = r.right - 10 - 16 * len(unplaced)
        for k, colour in enumerate(unplaced):     # main stalls still to be opened
            box = pygame.Rect(ux + 16 * k, y - 7, 13, 13)
            gfx.draw.rect(surface, art.goods(colour), box, border_radius=3)
            gfx.draw.rect(surface, art.INK, box, 1, border_radius=3)

    def medal_spots(self, seat: int, view: dict) -> dict:
        """(colour, kind) -> top-left of each medal the seat holds, in its panel's bottom row."""
        r = self.panel_of(seat, view)
        held = [(c, k) for c in D.COLOURS for k in ("gold", "silver")
                if view["medals"][c][k] == seat]
        return {m: (r.x + 150 + 24 * j, r.y + 80) for j, m in enumerate(held)}

    def _counter(self, surface, role: str, label: str, pos) -> int:
        theme.blit_icon(surface, role, (pos[0] + 10, pos[1]), 20, theme.TEXT_DIM)
        return theme.text(surface, label, (pos[0] + 24, pos[1]), 16, theme.TEXT,
                          anchor="midleft").right

    def _draw_money(self, surface, view: dict, seat: int) -> None:
        money = view["money"][seat]
        if money is None:                  # behind the screen
            first = self.money_rect(seat, D.COLOURS[0], view)
            last = self.money_rect(seat, D.COLOURS[-1], view)
            screen = first.union(last)
            theme.panel(surface, screen, (96, 70, 44), radius=6, edge=(150, 112, 70),
                        shadow=False)
            for k in range(0, screen.w, 24):
                gfx.draw.line(surface, (110, 82, 52), (screen.x + k, screen.y + 3),
                              (screen.x + k, screen.bottom - 4), 1)
            theme.text(surface, _("money behind the screen"), screen.center, 16,
                       (250, 230, 190), anchor="center", max_width=screen.w - 8, ui=True)
            return
        for colour in D.COLOURS:
            r = self.money_rect(seat, colour, view)
            gfx.draw.rect(surface, (30, 34, 44), r, border_radius=6)
            gfx.draw.rect(surface, art.goods(colour), r, 1, border_radius=6)
            surface.blit(art.coin(colour, 9), (r.x + 3, r.y + 5))
            theme.text(surface, str(money[colour]), (r.right - 6, r.centery), 18, theme.TEXT,
                       "bold", anchor="midright")

    def _draw_hand(self, surface, view: dict) -> None:
        area = self.hand_area
        seat = self.viewer(view)
        # three lines left of the cards, at the UI scale as far as the strip is tall
        big, name, small = theme.stack_sizes([(18, "bold"), (16, "regular"), (14, "regular")],
                                             area.h - 14)
        y = theme.text(surface, _("Your hand"), (area.x + 12, area.y + 8), big, theme.TEXT,
                       "bold", max_width=116).bottom
        y = theme.text(surface, self.seat_name(seat), (area.x + 12, max(area.y + 34, y)), name,
                       theme.seat_text_color(seat), max_width=112).bottom
        theme.text(surface, _("limit {n}").format(n=D.HAND_LIMIT), (area.x + 12, max(area.y + 58, y)),
                   small, theme.TEXT_DIM, max_width=116)
        if not view["hand"]:
            theme.text(surface, _("no building cards"), (area.x + 140, area.centery), 18,
                       theme.TEXT_DIM, anchor="midleft")
        for card, r in self.hand_rects(view).items():
            if ("card", card) not in self.stage:
                surface.blit(art.card(card, r.w), r)

    # ---- what a building permit allows -------------------------------------------------------
    def permit_builds(self, view: dict, permit) -> list:
        """The complete builds a permit (a card id, or a list for three discarded cards) allows
        the seat at the screen, from the rules themselves (its own hand and money are known)."""
        key = (view["steps"], str(permit))
        if key not in self._permit_cache:
            state = self.state_of(view)
            self._permit_cache = {key: state.permitted(self.viewer(view), permit)
                                  if state is not None else []}
        return self._permit_cache[key]

    def state_of(self, view: dict):
        """A whole state consistent with the view (the seat's own hand and money, the public
        board): what the rules say the person may build; None if the view cannot make one."""
        key = (view["steps"], self.viewer(view))
        if self._view_state[0] != key:
            try:
                state = self.game.determinize(view, key[1], Rng(0))
            except (ValueError, KeyError):
                state = None
            self._view_state = (key, state)
        return self._view_state[1]

    def lit_builds(self, view: dict) -> list:
        """The builds to light up now: the hovered card while choosing a permit, the chosen
        permit's builds (narrowed by the answers so far) while the build is being set up."""
        decision = view.get("decision") or {}
        prompt = decision.get("prompt")
        if prompt == "kairo.permit" and self.table is not None:
            hovered = self.hovered_target(view, self.table.live_targets)
            if hovered and hovered.startswith("card:"):
                return self.permit_builds(view, hovered[5:])
            return []
        f = view.get("action")
        if prompt not in BUILD_PROMPTS or not f or f.get("kind") != "build" or not f["permit"]:
            return []
        permit = f["cards"] if f["permit"] == "wildcard" else f["permit"]
        if f["permit"] == "wildcard" and len(f["cards"]) < 3:
            return []
        builds = self.permit_builds(view, permit)
        for k, field in ((0, "build"), (1, "colour")):
            if f[field] is not None:
                builds = [b for b in builds if b[k] == f[field]]
        return builds

    def draw_permit_cells(self, surface, view: dict) -> None:
        if self.table is None or not self.table.settled:
            return
        builds = self.lit_builds(view)
        if not builds:
            return
        cells: dict = {}                    # cell -> (kinds, colours) of the builds there
        for kind, colour, at, _door, _size in builds:
            kinds, colours = cells.setdefault(at, (set(), set()))
            kinds.add(kind)
            colours.add(colour)
        glow = gfx.Surface((self.cell, self.cell), pygame.SRCALPHA)
        for at, (kinds, colours) in cells.items():
            # one colour: that goods colour; several possible stalls: the neutral gold
            rgb = art.goods(next(iter(colours))) if len(colours) == 1 else art.GOLD
            glow.fill((*rgb, 90))
            r = self.cell_rect(at)
            surface.blit(glow, r)
            gfx.draw.rect(surface, rgb, r.inflate(-4, -4), 3, border_radius=6)
            if kinds == {"expand"}:
                theme.blit_icon(surface, "kairo.tent", r.center, 22, art.ink_on(rgb))

    # ---- highlights, ghosts, the route preview ------------------------------------------------------
    def highlight(self, surface, view: dict, target: str, options, shape, t: float,
                  strong: bool, hovered: bool) -> None:
        if target.startswith("button:"):
            return                          # a table button is its own highlight
        if target.startswith("customer:"):
            c = shape.rect.center
            if strong:
                theme.highlight_circle(surface, c, self.cell // 2, t)
            else:
                gfx.draw.circle(surface, theme.ACCENT, c, self.cell // 2, 3)
            return
        shape.highlight(surface, t, strong)

    def building_colour(self, view: dict) -> str | None:
        f = view.get("action") or {}
        if f.get("colour"):
            return f["colour"]
        queue = view.get("queue") or []
        return queue[0][2] if queue and queue[0][2] else None

    def ghost(self, surface, view: dict, target: str, options) -> None:
        """A see-through stall, tent or entrance where the hovered option would put it."""
        kinds = {o.kind for o in options}
        colour = self.building_colour(view)
        if colour is None or not target.startswith("c") or target.startswith("card"):
            return
        i = D.parse_cell(target)
        f = view.get("action") or {}
        seat = f.get("owner", self.viewer(view)) if f.get("kind") == "setup" else self.viewer(view)
        if kinds & {"stall", "cell"}:
            image = art.stall_tile(colour, seat, self.cell, "stall" in kinds,
                                   self.seat_colour(seat)).copy()
            image.set_alpha(170)
            surface.blit(image, self.cell_rect(i))
        elif "entrance" in kinds and f.get("stall") is not None and f.get("kind") != "attract":
            self.draw_entrance(surface, i, f["stall"], colour, alpha=170)

    def draw_overlay(self, surface, view: dict) -> None:
        self.draw_effects(surface)
        if self.table is None or not self.table.settled or self.table.covered:
            return
        preview = self.route_preview(view)
        if preview:
            self.draw_routes(surface, view, *preview)

    def hovered_customer(self, view: dict) -> str | None:
        mouse = self.table.mouse
        for colour, at in view["customers"].items():
            if at is not None and self.cell_rect(at).collidepoint(mouse):
                return colour
        return None

    def route_preview(self, view: dict):
        """(colour, [(entrance, stall index, distance)], strong) for the customer to preview:
        the chosen one while its target is picked, else the hovered one (its nearest tier)."""
        decision = view.get("decision") or {}
        f = view.get("action") or {}
        board = self.board_of(view)
        if f.get("kind") == "attract" and f.get("customer"):
            colour = f["customer"]
            tiers = board.tiers(colour)
            if decision.get("prompt") == "kairo.target" and f.get("criers") is not None:
                k = f["criers"]
                hovered = self.hovered_target(view, self.table.live_targets)
                ends = [(self.stalls_entrance(view, s), s, d) for s, d in tiers[k]
                        if hovered is None or D.cell_id(self.stalls_entrance(view, s)) == hovered]
                return colour, ends, True
            self.tier_of = {s: k for k, tier in enumerate(tiers) for s, _d in tier}
            ends = [(self.stalls_entrance(view, s), s, d) for tier in tiers for s, d in tier]
            return colour, ends, True
        colour = self.hovered_customer(view)
        if colour is None:
            return None
        tiers = board.tiers(colour)
        if not tiers:
            return colour, [], False
        strong = decision.get("prompt") == "kairo.customer"
        return colour, [(self.stalls_entrance(view, s), s, d) for s, d in tiers[0]], strong

    @staticmethod
    def stalls_entrance(view: dict, k: int) -> int:
        return view["stalls"][k]["entrance"]

    def payout_lines(self, view: dict, colour: str, k: int) -> list:
        """Who gets what if the viewer sends this customer to stall k."""
        st = view["stalls"][k]
        me = self.viewer(view)
        size, owner = len(st["tiles"]), st["owner"]
        cname = _(colour)
        if owner == me:
            return [_("you +{n} {colour}").format(n=size, colour=cname)]
        lines = [_("you +1 {colour}").format(colour=cname)]
        if owner >= 0:
            lines.append(_("{name} +{n} {colour}").format(name=self.seat_name(owner), n=size,
                                                          colour=cname))
        else:
            lines.append(_("neutral stall: nobody else is paid"))
        return lines

    def draw_routes(self, surface, view: dict, colour: str, ends: list, strong: bool) -> None:
        board = self.board_of(view)
        start = view["customers"][colour]
        rgb = art.goods(colour)
        if not ends:
            self._route_badge(surface, self.cell_rect(start).midtop,
                              [_("No free {colour} entrance: this customer cannot be "
                                 "attracted").format(colour=_(colour))], rgb)
            return
        t = self.table.now
        home = self.cell_rect(start)
        gfx.draw.circle(surface, (30, 20, 10), home.center, self.cell // 2, 6)
        gfx.draw.circle(surface, rgb, home.center, self.cell // 2, 3)
        decision_prompt = (view.get("decision") or {}).get("prompt")
        for door, k, dist in ends:
            path = board.route(start, door)
            pts = [self.cell_rect(i).center for i in path]
            if len(pts) > 1:
                gfx.draw.lines(surface, (30, 20, 10), False, pts, 9)
                gfx.draw.lines(surface, rgb, False, pts, 5)
                for a, b in zip(pts, pts[1:]):
                    theme.dashed_line(surface, a, b, (255, 255, 255), 6, 6,
                                      offset=(t * 30) % 12, width=2)
            end = self.cell_rect(door)
            gfx.draw.rect(surface, rgb, end.inflate(-2, -2), 4, border_radius=8)
            lines = [ngettext("{n} step", "{n} steps", dist).format(n=dist)]
            criers = self.tier_of.get(k, 0) if decision_prompt == "kairo.criers" else 0
            if criers:
                lines.append(ngettext("with {n} crier card", "with {n} crier cards",
                                      criers).format(n=criers))
            if strong:
                lines += self.payout_lines(view, colour, k)
            self._route_badge(surface, end.midtop, lines, rgb)

    def _route_badge(self, surface, anchor, lines: list, rgb) -> None:
        images = [theme.render(line, 16, theme.TEXT, "bold" if i == 0 else "regular")
                  for i, line in enumerate(lines)]
        w = max(i.get_width() for i in images) + 16
        h = sum(i.get_height() for i in images) + 10
        rect = pygame.Rect(0, 0, w, h)
        rect.midbottom = (anchor[0], anchor[1] - 4)
        if rect.top < self.grid_rect().top:
            rect.top = anchor[1] + self.cell + 4
        rect.clamp_ip(self.grid_rect())
        theme.panel(surface, rect, (30, 26, 22), radius=7, edge=rgb, alpha=235, shadow=False)
        y = rect.y + 5
        for image in images:
            surface.blit(image, (rect.x + 8, y))
            y += image.get_height()

    # ---- refused clicks -------------------------------------------------------------------------------
    def refusal(self, names: list, view: dict) -> str | None:
        """On the person's own turn: a customer with no free entrance of its colour; attracting
        or drawing in the final stage; a customer, a hand card or a card source clicked before
        its action (Attract, Build, Draw 2) is chosen; a permit card that allows nothing (see
        `permit_refusal`); a free cell outside the chosen permit's parcels."""
        decision = view.get("decision") or {}
        prompt = decision.get("prompt")
        if prompt is None or view["stage"] not in ("main", "final"):
            return None
        kinds = {o["kind"] for o in decision["options"]}
        for name in reversed(names):        # what is drawn on top first: a pawn over its cell
            kind, _sep, what = name.partition(":")
            source = name in ("deck", "crier_space") or kind == "display"
            if (kind == "customer" or source) and view["stage"] == "final":
                return _("In the final stage you can only build or pass.")
            if kind == "customer" and prompt in ("kairo.action", "kairo.customer"):
                if not self.board_of(view).tiers(what):
                    return _("The {colour} customer has no free {colour} entrance: it cannot "
                             "be attracted.").format(colour=_(what))
                if "attract" in kinds:
                    return _("Choose Attract first, then the customer.")
            if prompt == "kairo.action":
                if kind == "card" and "build" in kinds:
                    return _("Choose Build first, then the card to build with.")
                if source and "draw" in kinds:
                    return _("Choose Draw 2 first, then where to draw from.")
            if kind == "card" and prompt == "kairo.permit":
                return self.permit_refusal(view, what)
            if name in CELL_NAMES and prompt in ("kairo.stall", "kairo.cell"):
                permit = (view.get("action") or {}).get("permit")
                i = D.parse_cell(name)
                taken = any(i in st["tiles"] for st in view["stalls"])
                if permit in D.CARDS and not taken and D.PARCEL[i] not in D.CARDS[permit]:
                    return ngettext("This permit allows building in parcel {parcels} only.",
                                    "This permit allows building in parcels {parcels} only.",
                                    len(D.CARDS[permit])).format(parcels=parcel_list(permit))
        return None

    def permit_refusal(self, view: dict, card: str) -> str | None:
        """Why a hand card is no permit now: nothing of the person's fits in its parcels, or
        (a standard card) only tents fit there and the purse cannot pay for one."""
        seat, state = self.viewer(view), self.state_of(view)
        if state is None:
            return None
        builds = [b for b in state.builds(seat) if D.PARCEL[b[2]] in D.CARDS[card]]
        if not builds:
            return ngettext("Nothing of yours can be built in parcel {parcels} now.",
                            "Nothing of yours can be built in parcels {parcels} now.",
                            len(D.CARDS[card])).format(parcels=parcel_list(card))
        if D.is_joker(card) or any(b[0] != "expand" for b in builds):
            return None                     # the joker's coin: the generic words
        _kind, colour, _at, _door, cost = min(builds, key=lambda b: b[4])
        money = view["money"][seat]
        return _("A {colour} tent costs {cost} with at least 1 {colour} (other colours count "
                 "half); you have {own} {colour} and {others} in other colours.").format(
            colour=_(colour), cost=cost, own=money[colour],
            others=sum(v for c, v in money.items() if c != colour))

    # ---- tooltips -------------------------------------------------------------------------------------
    def reference_at(self, pos, view: dict) -> str | None:
        """A card on display opens its own entry, not the display's."""
        name = super().reference_at(pos, view)
        if name is not None and name.startswith("display:"):
            return view["display"][int(name.split(":")[1])] or name
        return name

    def tooltip(self, pos, view: dict) -> str | None:
        from .text import describe
        if self.table is not None and self.hovered_customer(view) is not None:
            return None                     # the route preview says it better
        return describe(self, view, pos)

    # ---- animation ------------------------------------------------------------------------------------
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.animator.animate(events, before, after, table)

    def cell_at(self, pos) -> int | None:
        grid = self.grid_rect()
        if not grid.collidepoint(pos):
            return None
        return D.cell((pos[0] - grid.x) // self.cell, (pos[1] - grid.y) // self.cell)
