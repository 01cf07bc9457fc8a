"""Hermagor's events become motion: buyers and tiles fly, merchants walk their route village by
village, posts drop onto villages, coins fly to their owners, arrows slide, regions light up.

One decision's events are grouped into steps of the table's AnimationQueue (what belongs
together plays together, with small staggers); a piece that leaves its place is hidden on the
board layer and drawn by its mover from the first frame, so nothing is ever shown twice.
"""
from __future__ import annotations

import math

import pygame
from scenes import gfx
import pytweening

from rules.hermagor import data as D
from rules.hermagor.texts import NO_DISC, signed
from scenes import theme
from scenes.i18n import _
from scenes.table import animator as kit
from scenes.table.palette import GAIN, LOSS
from scenes.table.tween import Mover, Tween, at, wait

from . import art as art

GROUP = {
    "buyer_placed": "market", "buyer_passed": "market", "tax_revealed": "market",
    "tax_passed": "market",
    "phase": "phase", "market_income": "phase",
    "tile_won": "awards", "tile_stays": "awards", "price_raised": "awards",
    "buyers_home": "home", "compensation": "home",
    "start_namer": "start", "start_player": "start",
    "side_road": "walk", "merchant_moved": "walk",
    "sold": "sell", "rent": "sell", "post_placed": "sell", "post_returned": "sell",
    "passed": "sell",
    "region_enclosed": "region", "disc_placed": "region", "nobility_placed": "region",
    "no_disc": "region", "disc_declined": "region",
    "round_ended": "end", "neutral_returned": "end",
    "round_started": "round", "action_revealed": "round", "posts_taken": "round",
    "neutral_taken": "round",
    "final_income": "final", "game_over": "over",
}
SCREEN = pygame.Rect(0, 0, *theme.SCREEN)


class Animator(kit.Animator):

    # ---- the entry point -------------------------------------------------------------------------
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.begin(table, before, after)
        self.steps: list[list] = []
        self.current: list = []
        self.group = None
        self.item = 0
        self.award_count = sum(1 for e in events if e.kind in ("tile_won", "tile_stays"))
        self.stagger = min(0.12, 0.8 / max(1, self.award_count))
        self.chips = {s: len(p["held"]) for s, p in enumerate(before["players"])}
        self.village_posts = {v: len(c) for v, c in before.get("posts", {}).items()}
        self.arrows: dict = {}
        self.stall_of_last_win = None
        self.deal_stall = None
        self.round_tiles = 0
        self.end_tiles = 0
        self.final_rows = {}
        self.panel_floats = {}
        for event in events:
            group = GROUP.get(event.kind, self.group)
            if event.kind == "tile_moved":
                group = self._tile_group(event.data)
            if group != self.group:
                self.new_step()
                self.group = group
            self.dispatch(event)
        self.new_step()
        self.queue_steps(self.steps)

    def _tile_group(self, d: dict) -> str:
        src, dst = d["from"], d["to"]
        if src in D.STALLS:
            return "awards"
        if src == "bag" and dst in D.STALLS:
            return "round"
        if src == "bag":
            return "home"
        if self.group in ("walk", "sell"):          # the Side Road goes back when used
            return self.group
        return "end"

    # ---- building blocks -------------------------------------------------------------------------
    def new_step(self) -> None:
        if self.current:
            self.steps.append(self.current)
        self.current = []
        self.item = 0

    def add(self, piece: Mover, duration: float, ease: str = "easeInOutQuad",
            delay: float = 0.0) -> Tween:
        self.table.add_mover(piece)
        tween = Tween(piece, duration, ease, delay, t=1.0)
        self.current.append(tween)
        return tween

    def hide(self, *key) -> None:
        self.adapter.stage.hold(key)

    def fly(self, draw, start, end, duration=0.45, ease="easeOutCubic", delay=0.0, arc=30.0,
            layer=3, show=False) -> Mover:
        piece = Mover(draw, [start, end], arc, layer, show)
        self.add(piece, duration, ease, delay)
        return piece

    def hold(self, seconds: float) -> None:
        """Keep the current step going (so its effects are seen before what follows)."""
        self.current.append(wait(seconds))

    def effect(self, draw, duration: float, delay: float = 0.0, layer: int = 0) -> None:
        """Start an Effect `delay` seconds into the current step (the step waits only for that
        moment, not for the effect to end)."""
        self.current.append(at(delay, super().effect(draw, duration, layer)))

    def float_text(self, text: str, pos, rgb, delay: float = 0.0, size: int = 20,
                   duration: float = 0.9, rise: float = 28.0) -> None:
        image = theme.halo_text(text, size, rgb, (16, 12, 8), "bold", 2)
        self.effect(kit.float_draw(image, pos, rise, "easeOutQuad", clamp=SCREEN,
                                   placer=self.adapter.placer), duration, delay, 6)

    def coin(self, start, end, delay: float = 0.0, duration: float = 0.5) -> None:
        image = art.icon_tinted("coin", 22, art.GOLD)
        self.fly(kit.image_drawer(image, until_landed=True), start, end, duration,
                 "easeInOutQuad", delay, 26.0, 5)

    def banner(self, text: str, duration: float = 0.9, sub: str | None = None) -> None:
        title = theme.render(text, 30, art.GOLD, "bold")
        lines = [title] + ([theme.render(sub, 20, theme.TEXT)] if sub else [])
        w = max(i.get_width() for i in lines) + 56
        h = sum(i.get_height() for i in lines) + 26
        image = gfx.Surface((w, h), pygame.SRCALPHA)
        theme.panel(image, image.get_rect(), (26, 22, 18), radius=14, edge=art.GOLD, alpha=230,
                    shadow=False)
        y = 13
        for line in lines:
            image.blit(line, line.get_rect(midtop=(w // 2, y)))
            y += line.get_height()
        area = self.adapter.map_area
        center = (area.centerx, area.y + 110)

        def draw(surface, e):
            t = e.t
            alpha = int(255 * min(1.0, t / 0.15, max(0.0, (1 - t) / 0.2)))
            if alpha <= 0:
                return
            image.set_alpha(alpha)
            surface.blit(image, self.adapter.placer.place(image.get_rect(center=center), id(e)))
        self.effect(draw, duration, 0.0, 7)

    def ring(self, center, rgb, delay: float = 0.0, radius: float = 30.0) -> None:
        def draw(surface, e):
            k = pytweening.easeOutQuad(e.t)
            gfx.draw.circle(surface, rgb, center, 8 + radius * k, max(1, int(5 * (1 - k)) + 1))
        self.effect(draw, 0.5, delay, 4)

    # positions
    def panel_pos(self, seat) -> tuple:
        return self.adapter.panel_money_pos(seat)

    def panel_float(self, seat, text: str, rgb, delay: float = 0.0) -> None:
        """A money change beside the panel's money; several in one decision stand side by side."""
        k = self.panel_floats.get(seat, 0)
        self.panel_floats[seat] = k + 1
        x, y = self.panel_pos(seat)
        self.float_text(text, (x - 90 - 46 * k, y + 36), rgb, delay, 20, 0.9, 16.0)

    def chip_pos(self, seat: int) -> tuple:
        index = self.chips.get(seat, 0)
        self.chips[seat] = index + 1
        rects = self.adapter.chip_rects(seat, index + 1)
        return rects[index].topleft

    def village_post_pos(self, village: str) -> tuple:
        index = self.village_posts.get(village, 0)
        self.village_posts[village] = index + 1
        return self.adapter.post_positions(village, index + 1)[index]

    def colour_seat(self, colour):
        colours = self.before["colours"]
        return colours.index(colour) if colour in colours else None

    # ---- phase 1 ---------------------------------------------------------------------------------
    def on_buyer_placed(self, d: dict) -> None:
        seat = d["seat"] if d["seat"] is not None else d.get("by", 0)
        rgb, shape = art.ident(self.before["colours"], d["colour"])
        image = art.buyer(rgb, shape)
        start = self.adapter.panel_buyers_pos(seat)
        end = self.adapter.market_pos(d["to"])
        self.fly(lambda s, p, m: theme.blit_center(s, image, p), start, end, 0.45,
                 "easeOutCubic", 0.0, 34.0, 3)
        self.ring(end, (255, 236, 170), delay=0.4, radius=16)

    def on_buyer_passed(self, d: dict) -> None:
        self.panel_float(d["seat"], _("passes"), theme.TEXT_DIM)

    def on_tax_revealed(self, d: dict) -> None:
        self.panel_float(d["seat"], _("reveals {money}").format(money=d["money"]), art.GOLD)

    def on_tax_passed(self, d: dict) -> None:
        self.panel_float(d["seat"], _("keeps it secret"), theme.TEXT_DIM)

    # ---- phase 2 ---------------------------------------------------------------------------------
    def on_phase(self, d: dict) -> None:
        if d["phase"] == 2:
            self.banner(_("The market closes"), 0.8, _("lane income, then the stalls are awarded"))
        else:
            self.banner(_("Travel and sell"), 0.8,
                        _("round {n}: every post is one action").format(n=d["round"]))

    def on_market_income(self, d: dict) -> None:
        end = self.panel_pos(d["seat"])
        for i, lane in enumerate(d["lanes"]):
            self.coin(self.adapter.lane_center(lane), end, 0.1 + 0.05 * i)

    def on_tile_won(self, d: dict) -> None:
        delay = self.item * self.stagger
        self.item += 1
        self.stall_of_last_win = d["stall"]
        rgb, _shape = art.ident(self.before["colours"], d["colour"])
        self.ring(self.adapter.stall_center(d["stall"]), rgb, delay, 34)
        self.award_delay = delay

    def on_tile_stays(self, d: dict) -> None:
        delay = self.item * self.stagger
        self.item += 1
        text = _("tie: stays") if d["reason"] == "tie" else _("stays")
        self.float_text(text, self.adapter.stall_center(d["stall"]), (236, 226, 204), delay, 18)

    def on_tile_moved(self, d: dict) -> None:
        tile, src, dst = d["tile"], d["from"], d["to"]
        rect = None
        if src in D.STALLS:
            stall = self.adapter.map.shapes[src].rect
            rect = pygame.Rect(stall.x + 4, stall.y + 8, stall.w - 8, stall.h - 11)
            self.hide("stall", src)
            delay = getattr(self, "award_delay", 0.0) + 0.15
            show = True
        elif src.startswith("panel:"):
            seat = int(src.split(":")[1])
            held = self.before["players"][seat]["held"]
            rects = self.adapter.chip_rects(seat, len(held))
            rect = rects[held.index(tile)] if tile in held else pygame.Rect(
                self.adapter.panel_money_pos(seat), (44, 32))
            self.hide("held", seat, tile)
            delay = 0.02 * self.end_tiles
            self.end_tiles += 1
            show = True
        else:                                      # from the bag
            bag = self.adapter.map.shapes["bag"].rect
            rect = pygame.Rect(bag.x + 4, bag.y, 40, 28)
            if dst in D.STALLS:
                delay = 0.2 + 0.06 * self.round_tiles
                self.round_tiles += 1
            else:
                delay = 0.25
            show = False
        if dst in D.STALLS:
            stall = self.adapter.map.shapes[dst].rect
            end_rect = pygame.Rect(stall.x + 4, stall.y + 8, stall.w - 8, stall.h - 11)
        elif dst.startswith("panel:"):
            seat = int(dst.split(":")[1])
            end_rect = pygame.Rect(self.chip_pos(seat), (44, 32))
        else:
            bag = self.adapter.map.shapes["bag"].rect
            end_rect = pygame.Rect(bag.x + 2, bag.y + 2, 26, 20)
        start_size, end_size = rect.size, end_rect.size
        start_c, end_c = rect.center, end_rect.center
        to_bag = dst == "bag"

        def draw(surface, p, m, tile=tile):
            k = max(0.0, min(1.0, m.t))
            if to_bag and k >= 1:
                return
            w = round(start_size[0] + (end_size[0] - start_size[0]) * k)
            h = round(start_size[1] + (end_size[1] - start_size[1]) * k)
            image = art.tile(tile, max(20, w), max(16, h))
            theme.blit_center(surface, image, p)
        self.fly(draw, start_c, end_c, 0.45, "easeInOutCubic", delay, 8.0 if to_bag else 24.0, 3,
                 show)
        if tile == D.SP_GOODDEAL and src in D.STALLS:
            self.deal_stall = src

    def on_price_raised(self, d: dict) -> None:
        good = d["good"]
        delay = getattr(self, "award_delay", 0.0) + 0.3 if self.group == "awards" else 0.0
        piece = self.arrows.get(good)
        if piece is None:
            self.hide("arrow", good)
            piece = Mover(lambda s, p, m, good=good: self.adapter.draw_arrow(s, good, m.price),
                          [(0, 0), (0, 0)], 0.0, 1, show=True)
            piece.price = float(d["from"])
            self.table.add_mover(piece)
            self.arrows[good] = piece
        self.current.append(Tween(piece, 0.45, "easeInOutBack", delay, price=float(d["to"])))
        self.ring(self.adapter.price_center(good, d["to"]), art.GOOD_RGB[good], delay + 0.35, 18)

    def on_buyers_home(self, d: dict) -> None:
        self.hide("buyers")
        for pos, colour in d["buyers"].items():
            rgb, shape = art.ident(self.before["colours"], colour)
            image = art.buyer(rgb, shape)
            seat = self.colour_seat(colour)
            start = self.adapter.market_pos(pos)
            if seat is None:
                end = (start[0], start[1] - 30)

                def draw(surface, p, m, image=image):
                    if m.t < 1:
                        image.set_alpha(int(255 * (1 - m.t)))
                        theme.blit_center(surface, image, p)
                        image.set_alpha(255)
            else:
                end = self.adapter.panel_buyers_pos(seat)

                def draw(surface, p, m, image=image):
                    if m.t < 1:
                        theme.blit_center(surface, image, p)
            self.fly(draw, start, end, 0.5, "easeInOutQuad", 0.0, 20.0, 3, show=True)

    def on_compensation(self, d: dict) -> None:
        if d["tile"] is None:
            self.panel_float(d["seat"], _("no goods tile left"), theme.TEXT_DIM)

    def on_start_namer(self, d: dict) -> None:
        self.panel_float(d["seat"], _("tile {n}: names the start player").format(
                             n=D.tile_number(d["tile"])),
                         (236, 226, 204))

    def on_start_player(self, d: dict) -> None:
        old, new = d["before"], d["seat"]
        flag = art.icon_tinted("hermagor.start_player", 22, (250, 236, 200))
        a = self.panel_pos(old)
        b = self.panel_pos(new)
        a = (a[0] - 52, a[1])
        b = (b[0] - 52, b[1])
        self.hide("flag", old)

        def draw(surface, p, m):
            gfx.draw.circle(surface, (120, 40, 40), p, 13)
            if flag is not None:
                theme.blit_center(surface, flag, p)
        self.fly(draw, a, b, 0.55, "easeInOutCubic", 0.0, 40.0 if old != new else 0.0, 4,
                 show=True)

    # ---- phase 3 ---------------------------------------------------------------------------------
    def on_side_road(self, d: dict) -> None:
        seat = d["seat"]
        start = self.before["players"][seat]["merchant"]
        self.float_text(_("Side Road: pays {paid} instead of {full}").format(paid=d["paid"],
                                                                           full=d["full"]),
                        self.adapter.xy[start], art.GOLD, size=18, duration=1.0)

    def on_merchant_moved(self, d: dict) -> None:
        seat = d["seat"]
        rgb, shape = self.adapter.seat_ident(seat)
        image = art.merchant(rgb, shape)
        layout_before = self.adapter.merchant_layout(self.before)
        layout_after = self.adapter.merchant_layout(self.after)
        start = layout_before.get(seat, self.adapter.xy[d["from"]])
        end = layout_after.get(seat, self.adapter.xy[d["to"]])
        points = [start] + [(self.adapter.xy[n][0] + 20, self.adapter.xy[n][1] - 5)
                            for n in d["path"][1:-1]] + [end]
        self.hide("merchant", seat)
        trail, topleft = self.trail([self.adapter.xy[n] for n in d["path"]], rgb)

        def draw(surface, p, m):
            if m.t < 1:
                trail.set_alpha(int(230 * min(1.0, 4 * (1 - m.t))))
                surface.blit(trail, topleft)
            surface.blit(image, image.get_rect(midbottom=(p[0], p[1] + 14)))
        walker = kit.PathWalker(draw, points)
        segments = len(points) - 1
        self.add(walker, min(0.9, 0.14 + 0.17 * segments), "linear")
        self.walk_end = end

    def trail(self, pts: list, rgb) -> tuple:
        """The route being walked: a band in the walker's colour from marker to marker."""
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        x0, y0 = int(min(xs)) - 10, int(min(ys)) - 10
        surf = gfx.Surface((int(max(xs)) - x0 + 12, int(max(ys)) - y0 + 12), pygame.SRCALPHA)
        local = [(x - x0, y - y0) for x, y in pts]
        for a, b in zip(local, local[1:]):
            length = math.dist(a, b) or 1.0
            u = ((b[0] - a[0]) / length, (b[1] - a[1]) / length)
            a2 = (a[0] + u[0] * 17, a[1] + u[1] * 17)
            b2 = (b[0] - u[0] * 17, b[1] - u[1] * 17)
            gfx.draw.line(surf, (20, 14, 8), a2, b2, 11)
            gfx.draw.line(surf, rgb, a2, b2, 7)
        return surf, (x0, y0)

    def on_sold(self, d: dict) -> None:
        pos = self.adapter.xy[d["village"]]
        self.float_text(f"+{d['price']}", (pos[0], pos[1] - 24), GAIN, 0.05, 22)

    def on_rent(self, d: dict) -> None:
        if d["amount"] == 0 and d.get("black_market"):
            pos = self.adapter.xy[d["village"]]
            self.float_text(_("Black Market: no rent"), (pos[0], pos[1] + 20), (220, 200, 255),
                            0.1, 18)

    def on_post_placed(self, d: dict) -> None:
        village = d["village"]
        rgb, shape = art.ident(self.before["colours"], d["colour"])
        image = art.post(rgb, shape)
        end = self.village_post_pos(village)
        start = (end[0], end[1] - 46)

        def draw(surface, p, m):
            theme.blit_center(surface, image, p)
        self.fly(draw, start, end, 0.45, "easeOutBounce", 0.12, 0.0, 4)
        self.ring(self.adapter.xy[village], rgb, 0.5, 22)

    def on_post_returned(self, d: dict) -> None:
        seat = d["seat"]
        rgb, shape = self.adapter.seat_ident(seat)
        image = art.post(rgb, shape, 8).copy()
        pos = self.adapter.panel_posts_pos(seat)

        def draw(surface, p, m):
            if m.t < 1:
                image.set_alpha(int(255 * (1 - m.t)))
                theme.blit_center(surface, image, p)
        self.fly(draw, pos, (pos[0], pos[1] + 16), 0.5, "easeInQuad", 0.1, 0.0, 4)
        self.float_text(_("post back to supply"), (pos[0] + 80, pos[1]), theme.TEXT_DIM, 0.05, 18)

    def on_passed(self, d: dict) -> None:
        self.panel_float(d["seat"], _("passes"), theme.TEXT_DIM)

    def on_region_enclosed(self, d: dict) -> None:
        rid = d["region"]
        rgb, shape = art.ident(self.before["colours"], d["colour"])
        pts = self.adapter.map.shapes[rid].points
        image, topleft = art.polygon_surface(pts, (*rgb, 255), (255, 255, 255, 255), 4)
        image = image.copy()

        def draw(surface, e):
            image.set_alpha(int(210 * math.sin(math.pi * min(1.0, e.t * 1.15))))
            surface.blit(image, topleft)
        self.effect(draw, 1.1, 0.0, 0)
        rect = self.adapter.medallion_rect(rid)
        self.ring(rect.center, rgb, 0.2, 46)
        self.float_text(_("{region} enclosed!").format(region=rid), (rect.centerx, rect.y - 18), art.GOLD, 0.15, 20, 1.0)

    def on_disc_placed(self, d: dict) -> None:
        rgb, shape = art.ident(self.before["colours"], d["colour"])
        image = art.disc(rgb, shape, 10)
        seat = d["seat"]
        start = self.adapter.panel_disc_pos(seat) if seat is not None else \
            self.adapter.medallion_rect(d["region"]).center
        end = self.adapter.slot_center(d["good"], d["slot"])
        self.hide("slot", d["good"], d["slot"])
        self.fly(lambda s, p, m: theme.blit_center(s, image, p), start, end, 0.5, "easeInOutCubic",
                 0.3, 40.0, 4)
        self.ring(end, (255, 255, 255), 0.75, 16)

    def on_nobility_placed(self, d: dict) -> None:
        rgb, shape = art.ident(self.before["colours"], d["colour"])
        image = art.disc(rgb, shape, 10)
        seat = d["seat"]
        start = self.adapter.panel_disc_pos(seat) if seat is not None else \
            self.adapter.medallion_rect(d["region"]).center
        end = self.adapter.map.shapes[d["to"]].rect.center
        self.hide("nobility", d["index"])
        self.fly(lambda s, p, m: theme.blit_center(s, image, p), start, end, 0.5, "easeInOutCubic",
                 0.3, 40.0, 4)
        self.ring(end, (255, 255, 255), 0.75, 16)

    def on_no_disc(self, d: dict) -> None:
        rect = self.adapter.medallion_rect(d["region"])
        why = self.adapter.words(NO_DISC.get(d["why"], d["why"]))
        self.float_text(_("no disc: {why}").format(why=why), (rect.centerx, rect.bottom + 12), (236, 226, 204),
                        0.3, 18, 1.0)

    def on_disc_declined(self, d: dict) -> None:
        if d.get("seat") is not None:
            self.panel_float(d["seat"], _("keeps the disc"), theme.TEXT_DIM)

    # ---- round changes and the end ---------------------------------------------------------------
    def on_round_started(self, d: dict) -> None:
        self.banner(_("Round {n} of {rounds}").format(n=d["round"], rounds=d["rounds"]), 1.0,
                    _("the market opens"))

    def on_action_revealed(self, d: dict) -> None:
        rect = self.adapter.map.shapes["action_stack"].rect
        image = art.action_tile(d["actions"], 26)
        start = (rect.x + 13, rect.y - 30)

        def draw(surface, p, m):
            theme.blit_center(surface, image, p)
        self.fly(draw, start, (rect.x + 14, rect.y + 14), 0.5, "easeOutBack", 0.1, 0.0, 4)

    def on_posts_taken(self, d: dict) -> None:
        x, y = self.adapter.panel_posts_pos(d["seat"])
        self.float_text(f"+{d['count']}", (x + 30, y - 4), GAIN, 0.5, 18, 0.9)

    def on_neutral_taken(self, d: dict) -> None:
        self.panel_float(d["seat"], _("neutral: {posts} posts, {buyers} buyers").format(
                             posts=d["posts"], buyers=d["buyers"]),
                         (224, 222, 212), 0.6)

    def on_final_income(self, d: dict) -> None:
        """Final scoring on each panel: a badge with the three incomes over the panel's second
        line, held on screen before the results."""
        seat = d["seat"]
        rect = self.adapter.panel_rect(seat)
        lines = [theme.render(_("Final income: production {n}").format(n=signed(d["production"])), 18,
                              art.GOLD, "bold"),
                 theme.render(_("duchies {dukedoms}, main road {road}").format(
                     dukedoms=signed(d["dukedoms"]), road=signed(d["main_road"])), 18, art.GOLD)]
        image = gfx.Surface((rect.w - 12, 48), pygame.SRCALPHA)
        theme.panel(image, image.get_rect(), (26, 22, 18), radius=8, edge=art.GOLD, alpha=240,
                    shadow=False)
        for i, line in enumerate(lines):
            image.blit(line, line.get_rect(midtop=(image.get_width() // 2, 2 + 22 * i)))
        center = (rect.centerx, rect.y + 55)

        def draw(surface, e, image=image):
            image.set_alpha(int(255 * min(1.0, e.t / 0.1, max(0.0, (1 - e.t) / 0.1))))
            theme.blit_center(surface, image, center)
        self.effect(draw, 1.8, 0.15 * seat, 7)
        if seat == 0:
            self.hold(1.8)

    def on_game_over(self, d: dict) -> None:
        self.banner(_("Game over"), 1.2, _("final scoring"))
        self.hold(1.2)

    # ---- money -----------------------------------------------------------------------------------
    def on_money(self, d: dict) -> None:
        seat, delta, reason = d["seat"], d["delta"], d["reason"]
        panel = self.panel_pos(seat)
        text = f"{delta:+d}"
        rgb = GAIN if delta > 0 else LOSS
        if reason == "sale":
            village = d.get("village")
            if village:
                self.coin(self.adapter.xy[village], panel, 0.15)
            self.panel_float(seat, text, rgb, 0.5)
        elif reason == "rent":
            village = d.get("village")
            if village:
                self.coin(self.adapter.xy[village], panel, 0.2)
            self.panel_float(seat, text, rgb, 0.55)
        elif reason == "good_deal":
            stall = self.deal_stall or self.stall_of_last_win
            delay = getattr(self, "award_delay", 0.0)
            if stall:
                self.coin(self.adapter.stall_center(stall), panel, delay)
            self.panel_float(seat, text, rgb, delay + 0.3)
        elif reason == "market":
            self.panel_float(seat, text, rgb, 0.45)
        elif reason in ("production", "nobility"):
            self.panel_float(seat, text, rgb, 0.6)
        elif reason.startswith("final"):
            return
        elif reason == "trip":
            self.panel_float(seat, text, rgb, 0.3 if self.group != "walk" else 0.0)
        else:
            self.panel_float(seat, text, rgb, 0.0)
