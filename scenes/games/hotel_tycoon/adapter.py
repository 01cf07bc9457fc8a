"""Hotel Tycoon's board scene: the airport track round the hotel plots, the hangar and the
control tower, the hotels rising with their stars, entrances, planes, one panel per seat, the
bank's deeds and the action corner (dice, the Roll/Pass/Done button, the auction).

The map is assets/maps/hotel_tycoon.tmx (tools/maps/hotel_tycoon_map.py). The static art is
drawn once; the pieces of a shown view are drawn once per view onto a cached layer; each frame
adds the corner, the highlights and the deed card under the mouse. Animations: anim.py.
"""
from __future__ import annotations

import pygame
from scenes import gfx

from rules.hotel_tycoon import data as D
from scenes import theme
from scenes.i18n import N_, _, ngettext
from scenes.table import layers
from scenes.table.adapter import BoardAdapter
from scenes.table.palette import CREAM, GOLD, INK, PANEL_BG
from scenes.table.widgets import TableButton, Zoom

from . import art, text
from .anim import Animator

BUTTON = "button:main"
PLANE_STACK = [(-18, -16), (18, -16), (-18, 18), (18, 18)]     # planes on the START apron


# what the table sounds like as it shows each event (scenes/synth.py's cues; None: silent).
# Every roll is the shared "dice" event (scenes/sound.CORE_SOUNDS), shown with the flight, the
# nights or the permit it decides, so those stay quiet themselves.
SOUNDS = {"move": "step", "buy": "coin", "buyout": "coin", "claimed": "coin", "income": "coin",
          "pay": "coin", "sold": "coin", "build": "place", "demolished": "place",
          "entrance": "place", "game_over": "win", "stay": None, "permit": None, "auction": None,
          "claim_open": None, "claims_lapsed": None, "first_player": None, "income_cut": None,
          "permit_cancelled": None, "tower": None, "turn": None}


class HotelAdapter(BoardAdapter):
    """See the module docstring."""

    sounds = SOUNDS
    many_targets = 12          # entrance decisions offer many slots: quiet rings until hovered

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.n = len(setup.seats)
        self.button = TableButton(BUTTON, {"roll": N_("Roll"), "pass": N_("Pass"),
                                           "done": N_("Done")})
        shapes = self.map.shapes
        self.square_xy = {n: shapes[D.square_id(n)].rect.center for n in D.SQUARES}
        self.slot_xy = {s: shapes[s].rect.center for s in D.SLOTS}
        self.label_xy = {p: (shapes[p].props["label_x"], shapes[p].props["label_y"])
                         for p in D.PLOTS}
        # the name (with the price or the owner under it) and how far under the buildings
        # the stars stand: most plots stack all three, a narrow one names itself beside it
        self.name_xy = {p: (shapes[p].props["name_x"], shapes[p].props["name_y"])
                        for p in D.PLOTS}
        self.stars_dy = {p: shapes[p].props["stars_dy"] for p in D.PLOTS}
        self.on_board = [*D.PLOTS, *(D.square_id(n) for n in D.SQUARES), *D.SLOTS]
        self.corner = pygame.Rect(shapes["DICE_AREA"].rect)
        board = self.layout()["board"]
        self.zoom = Zoom(board, art.DEED_W, split=board.centerx)
        self.dice: dict = {}               # purpose -> the last die rolled for it
        self.clickable = set(D.PLOTS) | set(D.SLOTS) | {BUTTON}
        self.animator = Animator(self)

    # ---- layout ----------------------------------------------------------------------------------
    def layout(self) -> dict:
        lay = super().layout()
        options = lay["options"]
        top = self.bank_rect().bottom + 44          # below the seat panels and the bank
        lay["options"] = pygame.Rect(options.x, top, options.w, options.bottom - top)
        return lay

    def panel_rect(self, seat: int) -> pygame.Rect:
        return pygame.Rect(self.map.shapes[f"panel:{seat}"].rect)

    def bank_rect(self) -> pygame.Rect:
        last = self.panel_rect(self.n - 1)
        return pygame.Rect(last.x, last.bottom + 6, last.w, 40)

    def chip_rects(self, seat: int | None, plots: list) -> list:
        """Where each deed chip lies: in the seat's panel (second row), or in the bank."""
        if seat is None:
            r = self.bank_rect()
            x0, y = r.x + 66, r.y + 7
        else:
            r = self.panel_rect(seat)
            x0, y = r.x + 40, r.y + 33
        return [(p, pygame.Rect(x0 + 40 * i, y, 36, 26)) for i, p in enumerate(plots)]

    def money_pos(self, seat: int | None) -> tuple:
        """Where a seat's cash is shown (None: the bank, in the corner)."""
        if seat is None:
            return (self.corner.x + 60, self.corner.y + 30)
        r = self.panel_rect(seat)
        return (r.x + r.w * 0.5, r.y + 40)

    def plane_pos(self, seat: int, square) -> tuple:
        if square is None:
            return self.panel_rect(seat).midleft
        if square == 0:
            c = self.map.shapes["START"].rect.center
            dx, dy = PLANE_STACK[seat % 4]
            return (c[0] + dx, c[1] + dy)
        return self.square_xy[square]

    # ---- targets ----------------------------------------------------------------------------------
    def target_of(self, option) -> str | None:
        return self.button.target_of(option) or option.target

    def target_shapes(self, view: dict) -> dict:
        shapes = self.map.shapes
        return {k: shapes[k] for k in self.clickable}

    def highlight(self, surface, view, target, options, shape, t, strong, hovered) -> None:
        if target == BUTTON:
            return                                 # the button shows itself (draw_overlay)
        if target in D.SLOTS and not hovered:
            gfx.draw.circle(surface, GOLD, shape.rect.center, 13, 3)
            return
        super().highlight(surface, view, target, options, shape, t, strong, hovered)

    # ---- the static layer -------------------------------------------------------------------------
    def build_static(self) -> pygame.Surface:
        surface = gfx.Surface(theme.SCREEN)
        surface.blit(theme.backdrop(), (0, 0))
        board = self.layout()["board"]
        ground = theme.vertical_gradient(board.size, art.GRASS_TOP, art.GRASS_BOTTOM)
        surface.blit(ground, board.topleft)
        for plot in D.PLOTS:
            art.draw_plot(surface, self.map.shapes[plot].points, art.HOTEL_RGB[plot])
        start = self.map.shapes["START"].rect.center
        art.draw_runway(surface, start, [self.square_xy[n] for n in D.SQUARES], _("START"))
        for n, (kind, _inner, _outer) in D.SQUARES.items():
            angle = self.map.shapes[D.square_id(n)].props.get("angle", 0.0)
            theme.blit_center(surface, art.square_tile(kind, n, float(angle)), self.square_xy[n])
        art.draw_line_mark(surface, self.map.shapes["HANGAR_LINE"].points, (220, 50, 44))
        art.draw_line_mark(surface, self.map.shapes["TOWER_LINE"].points, (246, 214, 60))
        art.draw_landmark(surface, self.map.shapes["HANGAR"].rect.center,
                          "hotel_tycoon.hangar", (226, 110, 96), _("Hangar"))
        art.draw_landmark(surface, self.map.shapes["TOWER"].rect.center,
                          "hotel_tycoon.control_tower", (246, 214, 96), _("Control tower"), 26)
        for plot in D.PLOTS:
            self.draw_name(surface, plot)
        # the right column: the bank's caption
        bank = self.bank_rect()
        theme.panel(surface, bank, PANEL_BG, radius=8, shadow=False)
        theme.text(surface, _("Bank"), (bank.x + 10, bank.centery), 18, theme.TEXT_DIM, "bold",
                   anchor="midleft", max_width=52, ui=True)
        return layers.opaque(surface)

    def warm_caches(self) -> None:
        for seat in range(self.n):
            art.plane(seat)
        for plot in D.PLOTS:
            art.deed_chip(plot)

    # ---- pieces -----------------------------------------------------------------------------------
    def draw_board(self, surface, view: dict) -> None:
        shown = self.stage.shown(view)
        key = (shown, tuple(sorted(map(str, self.stage.held))))
        surface.blit(self.pieces.get(key, lambda s: self.draw_pieces(s, shown)), (0, 0))

    def draw_pieces(self, surface, view: dict) -> None:
        surface.blit(self.static, (0, 0))
        for plot in D.PLOTS:
            self.draw_hotel(surface, view, plot)
        for square, plot in view["entrances"].items():
            owner = view["owner"][plot]
            slot = f"{square}-{plot}"
            if owner is not None and f"entrance:{slot}" not in self.stage:
                art.draw_entrance(surface, self.slot_xy[slot], owner, art.HOTEL_RGB[plot])
        for seat, square in enumerate(view["planes"]):
            if square is not None and f"plane:{seat}" not in self.stage:
                theme.blit_center(surface, art.plane(seat), self.plane_pos(seat, square))
        for seat in range(self.n):
            self.draw_panel(surface, view, seat)
        self.draw_bank(surface, view)

    def draw_name(self, surface, plot: str) -> None:
        name = theme.halo_text(art.hotel_name(plot), 16, CREAM, INK, "bold", 2)
        theme.blit_center(surface, name, self.name_xy[plot])

    def draw_hotel(self, surface, view: dict, plot: str) -> None:
        x, y = self.label_xy[plot]
        nx, ny = self.name_xy[plot]
        owner, level = view["owner"][plot], view["level"][plot]
        if owner is None:
            tag = theme.halo_text(art.money(D.HOTELS[plot]["land"]), 15, (250, 236, 170), INK,
                                  "bold", 2)
            theme.blit_center(surface, tag, (nx, ny + 20))
        else:
            gfx.draw.polygon(surface, theme.seat_color(owner), self.map.shapes[plot].points, 4)
            theme.draw_seat_badge(surface, owner, (nx, ny + 22), 9)
        art.draw_stars(surface, (x, y + self.stars_dy[plot]), D.stars(plot, level))
        art.draw_hotel(surface, (x, y + 8), plot, level, art.HOTEL_RGB[plot])

    def draw_panel(self, surface, view: dict, seat: int) -> None:
        r = self.panel_rect(seat)
        out = seat in view.get("eliminated", ())
        turn = (view.get("turn") or {}).get("seat")
        colour = theme.seat_color(seat)
        theme.panel(surface, r, theme.PANEL_HI if seat == turn else PANEL_BG, radius=8,
                    shadow=False)
        gfx.draw.rect(surface, colour if not out else (90, 90, 96),
                      (r.x, r.y, 7, r.h), border_top_left_radius=8,
                      border_bottom_left_radius=8)
        if seat == turn:
            gfx.draw.rect(surface, colour, r, 3, border_radius=8)
        if not out:
            theme.blit_center(surface, gfx.transform.smoothscale(art.plane(seat), (30, 30)),
                              (r.x + 24, r.y + 18))
        name = self.seat_name(seat)
        if self.table is not None and self.table.is_bot(seat):
            name = _("{name} (bot)").format(name=name)
        size, = theme.stack_sizes([(18, "bold")], 28)     # above the deed chips' row
        theme.text(surface, name, (r.x + 44, r.y + 6), size,
                   theme.TEXT_DIM if out else theme.TEXT, "bold", max_width=r.w - 170)
        cash = view["cash"][seat]
        theme.text(surface, art.money(cash), (r.right - 12, r.y + 5), 20,
                   theme.TEXT_DIM if out else GOLD, "bold", anchor="topright")
        if out:
            theme.text(surface, _("bankrupt: out of the game"), (r.x + 44, r.y + 36), 18,
                       theme.BAD)
            shade = gfx.Surface(r.size, pygame.SRCALPHA)
            shade.fill((20, 20, 24, 120))
            surface.blit(shade, r)
            return
        plots = [p for p in D.PLOTS if view["owner"][p] == seat]
        for plot, rect in self.chip_rects(seat, plots):
            if f"deed:{plot}" not in self.stage:
                surface.blit(art.deed_chip(plot), rect)
        worth = _("worth {amount}").format(amount=art.money(view["net_worth"][seat]))
        theme.text(surface, worth, (r.right - 12, r.bottom - 6), 14, theme.TEXT_DIM,
                   anchor="bottomright")

    def draw_bank(self, surface, view: dict) -> None:
        plots = [p for p in D.PLOTS if view["owner"][p] is None]
        for plot, rect in self.chip_rects(None, plots):
            if f"deed:{plot}" not in self.stage:
                surface.blit(art.deed_chip(plot), rect)

    # ---- live drawing: the corner, the button, the deed under the mouse ----------------------------
    def draw_overlay(self, surface, view: dict) -> None:
        self.draw_corner(surface, view)
        live = self.table.live_targets if self.table is not None else {}
        option = self.button.option(view)
        if option is not None and BUTTON in live:
            rect = self.map.shapes[BUTTON].rect
            self.button.draw(surface, rect, _(self.button.labels[option["kind"]]),
                             self.table.mouse)
        self.draw_effects(surface)
        if self.table is not None and not self.table.covered:
            shown = self.zoom.shown(self.table, lambda pos: self.spot_at(pos, view))
            if shown is not None:
                rect, plot, _where = shown
                owner = view["owner"][plot]
                card = art.deed_card(plot, view["level"][plot],
                                     None if owner is None else self.seat_name(owner), owner,
                                     sum(1 for p in view["entrances"].values() if p == plot))
                self.zoom.width = card.get_width()       # wider at a larger UI scale
                self.zoom.draw(surface, card, rect)

    def keep_clear(self, view: dict) -> list:
        """The corner (the dice and what they decided, or the auction and its bids): notes
        and hints move off it."""
        return [pygame.Rect(self.corner)]

    def draw_corner(self, surface, view: dict) -> None:
        r = self.corner
        theme.panel(surface, r, (34, 40, 52), radius=12, alpha=236)
        auction = view.get("auction")
        if auction is not None:
            self.draw_auction(surface, view, auction)
            return
        theme.text(surface, _("Dice"), (r.x + 12, r.y + 6), 16, theme.TEXT_DIM, "bold",
                   max_width=180, ui=True)
        captions = (("move", _("flight")), ("nights", _("nights")), ("permit", _("permit")))
        # the dice are 64 apart: the captions grow together within 62 each (or as wide as
        # 100 % draws one)
        rooms = {c: max(62, theme.font(14).size(c)[0] + 1) for _p, c in captions}
        size = min(theme.shown_size(c, 14, "regular", rooms[c], True) for _p, c in captions)
        for purpose, caption in captions:
            rect = self.die_rect(purpose)
            die = self.dice.get(purpose) or self.die_from_view(view, purpose)
            if die is None:
                theme.dashed_outline(surface, theme.rect_corners(rect), theme.PANEL_EDGE, 6)
            else:
                art.draw_die(surface, rect, die["value"], die.get("face"))
            theme.text(surface, caption, (rect.centerx, rect.bottom + 2), size, theme.TEXT_DIM,
                       anchor="midtop", max_width=rooms[caption])
        info = text.corner_text(self, view)
        if info:        # at the UI scale as far as the corner is tall
            size = theme.block_size(info, 16, "regular", r.w - 340, r.h - 16)
            theme.text(surface, info, (r.x + 206, r.y + 10), size, theme.TEXT, wrap=r.w - 340)

    @staticmethod
    def die_from_view(view: dict, purpose: str) -> dict | None:
        """A game just opened from a save: the flight die of the turn under way."""
        roll = (view.get("this_turn") or {}).get("roll")
        return {"sides": 6, "value": roll} if purpose == "move" and roll else None

    def die_rect(self, purpose: str) -> pygame.Rect:
        """Where the last die of each purpose lies in the corner."""
        index = {"move": 0, "nights": 1, "permit": 2}[purpose]
        return pygame.Rect(self.corner.x + 14 + 64 * index, self.corner.y + 32, 50, 50)

    def draw_auction(self, surface, view: dict, auction: dict) -> None:
        r = self.corner
        plot = auction["lot"]
        theme.blit_icon(surface, "hotel_tycoon.auction", (r.x + 22, r.y + 20), 26, GOLD)
        title = _("Auction: {hotel}").format(hotel=art.hotel_name(plot))
        seller = _("sold by {name}").format(name=self.seat_name(auction["seller"]))
        # three rows at the UI scale, each under the one before, as far as the corner is tall
        top, middle, bottom = self.auction_sizes()
        right = theme.text(surface, seller, (r.right - 56, r.y + 10), 16, theme.TEXT_DIM,
                           anchor="topright", max_width=150)
        below = theme.text(surface, title, (r.x + 42, r.y + 8), top, theme.TEXT, "bold",
                           max_width=right.x - r.x - 50).bottom
        surface.blit(art.deed_chip(plot), (r.right - 48, r.y + 6))
        high = auction["high"]
        if high is None:
            line = _("No bid yet: the first bid is at least {amount}").format(
                amount=art.money(auction["minimum"]))
        else:
            line = _("Highest bid: {amount} by {name}").format(
                amount=art.money(high["amount"]), name=self.seat_name(high["seat"]))
        line_y = max(r.y + 34, below + 2)
        if not self.animator.draw_bid_count(surface):      # a bid counting up is shown instead
            below = theme.text(surface, line, (r.x + 12, line_y), middle, GOLD,
                               max_width=r.w - 24).bottom
        else:
            below = line_y + theme.font(middle).get_linesize()
        bidder = auction["bidder"]
        if bidder is not None and not (self.table and self.table.live_targets):
            waiting = _("{name} to bid").format(name=self.seat_name(bidder))
            rect = theme.text(surface, waiting, (r.x + 40, max(r.y + 72, below + 4)), bottom,
                              theme.TEXT, max_width=r.w - 52)
            theme.draw_seat_badge(surface, bidder, (r.x + 22, rect.centery), 10)

    def auction_sizes(self) -> list:
        """The auction corner's three rows (title, bid, who bids next) at the UI scale as far as
        they fit the corner; while the person bids, the amount stepper takes the third row's
        place and the first two stay above it (49 units)."""
        if self.table is not None and self.table.live_targets:
            return theme.stack_sizes([(18, "bold"), (18, "regular")], 49) + [18]
        return theme.stack_sizes([(18, "bold"), (18, "regular"), (18, "regular")],
                                 self.corner.h - 24)

    # ---- hover: the deed card, the tooltips -------------------------------------------------------
    def spot_at(self, pos, view: dict):
        """(rect, plot, where) of the deed under the mouse: a chip, or a plot on the board."""
        for seat in [*range(self.n), None]:
            if seat is not None and seat in view.get("eliminated", ()):
                continue
            plots = [p for p in D.PLOTS if view["owner"][p] == seat]
            for plot, rect in self.chip_rects(seat, plots):
                if rect.collidepoint(pos):
                    return (rect, plot, "chip")
        for plot in D.PLOTS:
            shape = self.map.shapes[plot]
            if shape.contains(pos) and not any(self.map.shapes[s].contains(pos)
                                               for s in D.SLOTS_OF[plot]):
                return (self.deed_anchor(plot), plot, "plot")
        plot = self.name_beside(pos)
        return (self.deed_anchor(plot), plot, "plot") if plot is not None else None

    def name_beside(self, pos) -> str | None:
        """The plot whose name (with the price or badge under it) stands at `pos` on the grass,
        off every plot, square and entrance slot (Reef Resort's, beside its narrow strip):
        pointing at it is pointing at the plot, for the deed card and for a click."""
        plot = next((p for p in D.PLOTS if self.name_rect(p).collidepoint(pos)), None)
        if plot is None or any(self.map.shapes[name].contains(pos) for name in self.on_board):
            return None
        return plot

    def event_shapes(self, event, view: dict) -> list[str]:
        """A flight's landing square too (the rules number the squares)."""
        names = super().event_shapes(event, view)
        if event.kind == "move":
            names.append(D.square_id(event.data["to"]))
        return names

    def refusal(self, names: list, view: dict) -> str | None:
        """A plot clicked that cannot be bought now: why (not beside the square landed on,
        already the person's, built on, too dear, or not a purchase square at all)."""
        plot = next((name for name in names if name in D.HOTELS), None)
        if plot is None:
            return None
        seat, hotel = view.get("seat"), art.hotel_name(plot)
        owner = view["owner"][plot]
        if (view.get("decision") or {}).get("prompt") != "hotel_tycoon.purchase":
            if owner is None:
                return _("{hotel} is bought from a purchase square (the money case) beside "
                         "it.").format(hotel=hotel)
            return None
        square = view["this_turn"]["square"]
        if plot not in D.plots_of_square(square):
            return _("Only a plot beside square {n} can be bought now.").format(n=square)
        if owner == seat:
            return _("{hotel} is yours already.").format(hotel=hotel)
        if owner is not None and view["level"][plot] > 0:
            return _("{hotel} has buildings: its owner cannot be made to sell.").format(
                hotel=hotel)
        price = D.HOTELS[plot]["land" if owner is None else "buyout"]
        cash = view["cash"][seat]
        if price > cash:
            return _("{hotel} costs {price}; you have {cash}.").format(
                hotel=hotel, price=art.money(price), cash=art.money(cash))
        return None

    def explained_target(self, pos, view: dict) -> str | None:
        return self.name_beside(pos)

    def deed_anchor(self, plot: str) -> pygame.Rect:
        """Where a plot's deed card opens from (its buildings)."""
        x, y = self.label_xy[plot]
        return pygame.Rect(x - 60, y - 40, 120, 80)

    def name_rect(self, plot: str) -> pygame.Rect:
        """The plot's name with the price or the owner's badge under it (draw_name, draw_hotel)."""
        w, h = theme.font(16, "bold").size(art.hotel_name(plot))
        rect = pygame.Rect(0, 0, w + 4, h + 26)
        rect.midtop = (round(self.name_xy[plot][0]), round(self.name_xy[plot][1] - h / 2 - 2))
        return rect

    def handle(self, event, table) -> bool:
        if event.type != pygame.MOUSEBUTTONDOWN or event.button not in (1, 3):
            return False
        view = table.presented
        spot = self.spot_at(event.pos, view)
        if event.button == 3:
            return self.zoom.handle(event, lambda pos: spot)
        if self.zoom.pinned is not None:
            self.zoom.unpin()
        if spot is None:
            return False
        rect, plot, where = spot
        if where == "chip":                         # a deed chip opens its card
            self.zoom.pinned = (rect, plot)
            return True
        if plot not in table.live_targets:          # not a move: the card opens, the board says why
            self.zoom.pinned = (rect, plot)
        return False

    def reference_at(self, pos, view: dict) -> str | None:
        spot = self.spot_at(pos, view)       # a deed shown large: its hotel's entry
        return spot[1] if spot is not None else super().reference_at(pos, view)

    def tooltip(self, pos, view: dict) -> str | None:
        if self.spot_at(pos, view) is not None:
            return None                             # the deed card shows
        return text.describe(self, view, pos)

    def option_label(self, option, view: dict) -> str:
        if option.kind == "permit":          # short enough for the side panel
            plot, k = option.args[0], int(option.args[1])
            cost = D.cost_of(plot, view["level"][plot], k)
            return ngettext("{n} building on {hotel}: {amount}",
                            "{n} buildings on {hotel}: {amount}", k).format(
                n=k, hotel=art.hotel_name(plot), amount=art.money(cost))
        return option.label or option.id

    # ---- animation --------------------------------------------------------------------------------
    def animate(self, events, before, after, table) -> None:
        self.animator.animate(events, before, after, table)

    def forget_animations(self) -> None:
        super().forget_animations()
        self.animator.forget()
