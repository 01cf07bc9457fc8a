"""Hotel Tycoon's events become motion: dice tumble in the corner, planes fly their path square
by square (the shared PathWalker), banknotes fly from payer to payee with floating sums, deeds
change hands, hotels ring as they rise, bids count up in the auction panel, and banners say the
big news (a bonus turn, a permit's verdict, an auction, a demolition, a bankruptcy).

The board shows the view from before the decision until the queue drains, then the new one; a
piece that moves (a plane, a deed) is held back on the stage while its mover draws it."""
from __future__ import annotations

import math

import pygame
from scenes import gfx
import pytweening

from rules.hotel_tycoon import data as D
from scenes import theme
from scenes.i18n import N_, _, ngettext
from scenes.table import animator as kit
from scenes.table.palette import CREAM, GAIN, INK, LOSS
from scenes.table.tween import at, wait

from . import art

LEG = 0.2            # seconds a plane takes per square
FLY = 0.55           # a banknote or a deed crossing the table
ROLL = 0.55          # a die tumbling
BANNER = 1.5
FACE_WORDS = {"green": N_("Permit granted: pay the price"), "red": N_("Permit refused"),
              "free": N_("Permit granted free (H)"),
              "double": N_("Permit granted at double price")}


class Animator(kit.Animator):
    def __init__(self, adapter):
        super().__init__(adapter)
        self.a = adapter

    def forget(self) -> None:
        self.steps = []

    # ---- the entry point ------------------------------------------------------------------------
    def prepare(self, events: list) -> None:
        self.landed: dict = {}            # seat -> the square its plane flew to just now

    # ---- building blocks ------------------------------------------------------------------------
    def float_text(self, words: str, pos, rgb, size: int = 18, duration: float = 1.3):
        image = theme.halo_text(words, size, rgb, INK, "bold", 2)
        return at(0.0, self.effect(kit.float_draw(image, pos, 30, top=62.0), duration, layer=8))

    def banner(self, words: str, rgb=CREAM, edge=art.GOLD) -> None:
        """A ribbon across the airport for the big news; the queue waits a beat for it."""
        board = self.a.layout()["board"]
        image = theme.render(words, 26, rgb, "bold")

        def draw(surface, e):
            alpha = min(1.0, e.t / 0.12, (1 - e.t) / 0.2)
            rect = image.get_rect(center=(board.centerx, board.y + 70)).inflate(48, 22)
            rect.y -= round(12 * (1 - pytweening.easeOutBack(min(1.0, e.t / 0.25))))
            ribbon = gfx.Surface(rect.size, pygame.SRCALPHA)
            gfx.draw.rect(ribbon, (24, 28, 38, int(235 * alpha)), ribbon.get_rect(),
                          border_radius=12)
            gfx.draw.rect(ribbon, (*edge, int(255 * alpha)), ribbon.get_rect(), 3,
                          border_radius=12)
            words_img = image.copy()
            words_img.set_alpha(int(255 * alpha))
            ribbon.blit(words_img, words_img.get_rect(center=ribbon.get_rect().center))
            surface.blit(ribbon, rect)
        self.step(at(0.0, self.effect(draw, BANNER, layer=9)), wait(0.7))

    def ring(self, center, rgb=art.GOLD, radius: float = 40, duration: float = 0.8):
        def draw(surface, e):
            t = pytweening.easeOutCubic(e.t)
            r = radius * (0.6 + 0.8 * t)
            glow = gfx.Surface((2 * r + 8, 2 * r + 8), pygame.SRCALPHA)
            gfx.draw.circle(glow, (*rgb, int(230 * (1 - e.t))), (r + 4, r + 4), r, 4)
            surface.blit(glow, (center[0] - r - 4, center[1] - r - 4))
        return at(0.0, self.effect(draw, duration, layer=6))

    def note_flight(self, amount: int, start, end):
        """A banknote flying from payer to payee."""
        image = art.money_note(amount)
        return self.fly_tween(kit.image_drawer(image, until_landed=True), start, end, FLY,
                              arc=40.0, layer=7)[1]

    def money(self, payer, payee, amount: int) -> None:
        """Money changes hands: the note flies, the sums float at both ends (None: the bank)."""
        if amount <= 0:
            return
        start, end = self.a.money_pos(payer), self.a.money_pos(payee)
        tweens = [self.note_flight(amount, start, end)]
        if payer is not None:
            tweens.append(self.float_text(f"-{art.money(amount)}", start, LOSS))
        if payee is not None:
            tweens.append(self.float_text(f"+{art.money(amount)}", end, GAIN))
        self.step(*tweens)

    def deed_flight(self, plot: str, start_seat, end_seat) -> None:
        """A deed chip moves from one panel (None: the bank) to another."""
        def where(seat, view):
            plots = [p for p in D.PLOTS if view["owner"][p] == seat]
            if plot not in plots:
                plots.append(plot)
            return dict(self.a.chip_rects(seat, plots))[plot].center
        start = where(start_seat, self.before)
        end = where(end_seat, self.after)
        image = art.deed_chip(plot)
        tween = self.fly_tween(kit.image_drawer(image), start, end, FLY, arc=30.0, layer=7)[1]
        self.step(at(0.0, self.hold_back(f"deed:{plot}")), tween)

    def label_pos(self, plot: str) -> tuple:
        return self.a.label_xy[plot]

    # ---- dice -----------------------------------------------------------------------------------
    def on_dice(self, d) -> None:
        die = d["dice"][0]
        purpose = d["purpose"]
        rect = self.a.die_rect(purpose)

        def show():
            self.a.dice[purpose] = die

        def tumble(surface, e):
            if e.t >= 1:
                return
            k = int(e.age * 18)
            value = (die["value"] + k) % 6 + 1
            face = D.PERMIT_FACES[value - 1] if purpose == "permit" else None
            jump = 10 * abs(math.sin(e.t * math.pi * 2.5)) * (1 - e.t)
            art.draw_die(surface, rect.move(0, -round(jump)), value, face, tilt=(1 - e.t) * 40
                         * math.sin(k))
        self.step(at(0.0, show), at(0.0, self.effect(tumble, ROLL, layer=6)), wait(ROLL))

    # ---- the turn -------------------------------------------------------------------------------
    def on_turn(self, d) -> None:
        seat = d["seat"]
        if d["bonus"]:
            self.banner(_("{name} rolled a 6: another turn").format(name=self.a.seat_name(seat)))
        else:
            self.step(self.ring(self.a.panel_rect(seat).midleft, theme.seat_color(seat), 26, 0.6))

    def on_move(self, d) -> None:
        seat = d["seat"]
        self.landed[seat] = d["to"]
        points = [self.a.plane_pos(seat, d["from"])] + [self.a.square_xy[n] for n in d["path"]]
        image = art.plane(seat)
        walker, tween = self.walk_tween(kit.image_drawer(image), points,
                                        LEG * len(d["path"]) + 0.1, layer=4, hop=10.0)
        self.step(at(0.0, self.hold_back(f"plane:{seat}")), tween)
        if d["bumped"]:
            self.join(self.float_text(_("occupied: flies on"), points[-1], CREAM, 16))

    def on_income(self, d) -> None:
        hangar = self.a.map.shapes["HANGAR"].rect.center
        seat, amount = d["seat"], d["amount"]
        end = self.a.money_pos(seat)
        self.step(self.note_flight(amount, hangar, end),
                  self.float_text(f"+{art.money(amount)}", end, GAIN),
                  self.float_text(_("Hangar: {amount}").format(amount=art.money(amount)),
                                  hangar, GAIN))

    def on_tower(self, d) -> None:
        tower = self.a.map.shapes["TOWER"].rect.center
        self.step(self.ring(tower, (246, 214, 96), 34),
                  self.float_text(_("Entrances on sale this turn"), tower, CREAM, 16))

    def on_buy(self, d) -> None:
        self.money(d["seat"], None, d["amount"])
        self.join(self.ring(self.label_pos(d["plot"]), theme.seat_color(d["seat"]), 60))
        self.deed_flight(d["plot"], None, d["seat"])

    def on_buyout(self, d) -> None:
        self.money(d["seat"], d["from"], d["amount"])
        self.join(self.ring(self.label_pos(d["plot"]), theme.seat_color(d["seat"]), 60))
        self.deed_flight(d["plot"], d["from"], d["seat"])

    def on_permit(self, d) -> None:
        face = d["face"]
        words = _(FACE_WORDS[face])
        self.banner(_("{hotel}: {verdict}").format(hotel=art.hotel_name(d["plot"]),
                                                   verdict=words),
                    edge=art.FACE_RGB[face] if face != "free" else art.GOLD)

    def on_build(self, d) -> None:
        plot = d["plot"]
        pos = self.label_pos(plot)
        words = ngettext("+{n} building", "+{n} buildings", d["pieces"]).format(n=d["pieces"])
        if d["level"] == D.pieces(plot):
            words = _("Leisure facility opens")
        stars = D.stars(plot, d["level"])
        first = d["level"] - d["pieces"]
        centre = (pos[0], pos[1] + 8)             # where the adapter draws the hotel

        def rise(surface, e):
            k = pytweening.easeOutBack(min(1.0, e.t / 0.7))
            for i in range(first, d["level"]):
                art.draw_piece(surface, centre, plot, i, art.HOTEL_RGB[plot], rise=k)
        self.step(at(0.0, self.effect(rise, 1.0, layer=5, hold=True)),
                  self.ring(pos, art.GOLD, 70, 1.0),
                  self.float_text(words, (pos[0], pos[1] - 20), CREAM),
                  self.float_text("★" * stars, (pos[0], pos[1] + 30), art.GOLD, 20),
                  wait(0.5))

    def on_entrance(self, d) -> None:
        seat, plot, slot = d["seat"], d["plot"], d["slot"]
        start = self.a.panel_rect(seat).midleft
        end = self.a.slot_xy[slot]

        def draw(surface, pos, mover):
            art.draw_entrance(surface, pos, seat, art.HOTEL_RGB[plot])
        tween = self.fly_tween(draw, start, end, FLY, arc=50.0, layer=7)[1]
        self.step(tween)
        if d["amount"]:
            self.join(self.float_text(f"-{art.money(d['amount'])}", self.a.money_pos(seat),
                                      LOSS))

    def on_stay(self, d) -> None:
        seat = d["seat"]
        pos = self.a.plane_pos(seat, self.landed.get(seat, self.before["planes"][seat]))
        words = ngettext("{n} night at {hotel}: {amount}", "{n} nights at {hotel}: {amount}",
                         d["nights"]).format(n=d["nights"], hotel=art.hotel_name(d["plot"]),
                                             amount=art.money(d["amount"]))
        self.step(self.float_text(words, (pos[0], pos[1] - 24), CREAM, 18, 1.8), wait(0.5))

    def on_pay(self, d) -> None:
        self.money(d["seat"], d["to"], d["amount"])

    # ---- auctions and the end -------------------------------------------------------------------
    def on_auction(self, d) -> None:
        self.banner(_("{name} auctions {hotel}").format(name=self.a.seat_name(d["seat"]),
                                                       hotel=art.hotel_name(d["plot"])))

    def on_bid(self, d) -> None:
        """The bid counts up in the auction panel from the last bid to its amount."""
        seat, amount = d["seat"], d["amount"]
        auction = self.before.get("auction") or {}
        low = auction.get("minimum", amount)
        name = self.a.seat_name(seat)
        corner = self.a.corner

        def draw(surface, e):
            k = pytweening.easeOutCubic(min(1.0, e.t / 0.7))
            shown = low + round((amount - low) * k / D.MONEY_UNIT) * D.MONEY_UNIT
            words = _("{name} bids {amount}").format(name=name, amount=art.money(shown))
            title = theme.font(self.a.auction_sizes()[0], "bold").get_height()
            theme.text(surface, words, (corner.x + 12, max(corner.y + 34, corner.y + 8 + title + 2)),
                       self.a.auction_sizes()[1], art.GOLD, "bold", max_width=corner.w - 24)
        self.step(at(0.0, self.effect(draw, 0.9, layer=6, tag="bid")),
                  self.float_text(_("bids {amount}").format(amount=art.money(amount)),
                                  self.a.money_pos(seat), CREAM, 16), wait(0.6))

    def on_bid_pass(self, d) -> None:
        self.step(self.float_text(_("passes"), self.a.money_pos(d["seat"]), theme.TEXT_DIM, 16),
                  wait(0.25))

    def draw_bid_count(self, surface) -> bool:
        """True while a bid counts up (its effect draws the line in the auction panel)."""
        return any(e.tag == "bid" and not e.done for e in self.a.effects)

    def on_sold(self, d) -> None:
        self.money(d["buyer"], d["seat"], d["amount"])
        self.deed_flight(d["plot"], d["seat"], d["buyer"])

    def on_demolished(self, d) -> None:
        pos = self.label_pos(d["plot"])
        self.step(self.ring(pos, LOSS, 80, 1.0))
        self.banner(_("Nobody bids: {hotel} is demolished").format(
            hotel=art.hotel_name(d["plot"])), edge=LOSS)

    def on_permit_cancelled(self, d) -> None:
        self.banner(_("The permit site is sold: the building work is cancelled"), edge=LOSS)

    def on_eliminated(self, d) -> None:
        seat = d["seat"]
        self.step(self.ring(self.a.panel_rect(seat).center, LOSS, 60, 1.0))
        self.banner(_("{name} is bankrupt and leaves the game").format(
            name=self.a.seat_name(seat)), edge=LOSS)

    def on_income_cut(self, d) -> None:
        self.banner(_("Only two players left: the hangar pays nothing from now on"))

    def on_claim_open(self, d) -> None:
        self.step(self.float_text(_("{name} may claim {amount}").format(
            name=self.a.seat_name(d["seat"]), amount=art.money(d["amount"])),
            self.a.money_pos(d["seat"]), CREAM, 16))

    def on_claimed(self, d) -> None:
        self.step(self.float_text(_("claimed {amount}").format(amount=art.money(d["amount"])),
                                  self.a.money_pos(d["seat"]), GAIN, 16))

    def on_game_over(self, d) -> None:
        self.banner(_("Game over"))
