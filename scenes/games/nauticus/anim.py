"""Nauticus's events become motion: bought parts fly from their stack to their slot, free tiles
drop into warehouses, coins and workers fly to the counters, pass tiles flip, the chosen action
tile lifts, finished ships glow and sparkle, deliveries sail the cargo off to the delivered
piles, crowns fly to the VP badge, the wheel turns between rounds and the new tiles are dealt.

One decision's events become steps of the table's AnimationQueue (a bot's whole turn of passes
plays as one staggered step). A piece that moves is drawn by its mover from its first frame and
hidden on the board layer meanwhile; a mover stays where it landed until the queue is empty,
then the table shows the new view, so nothing is ever shown twice or missing. Floating numbers,
rings and sparkles are effects on their own clock and never hold the game up.
"""
from __future__ import annotations

import math

import pygame
from scenes import gfx
import pytweening

from rules.nauticus import data as D
from scenes import theme
from scenes.i18n import _, ngettext
from scenes.table import animator as kit
from scenes.table.palette import GAIN, LOSS
from scenes.table.tween import Mover, Tween, at, wait

from . import art as art

FLY = 0.5
LATER_NEWS = {"passed", "phase_ended", "round_ended", "round_started", "action_chosen",
              "bonus_received", "money_taken", "delivered", "crowns_scored", "extra_used",
              "game_over", "bought", "tile_placed"}
BLUE = (150, 200, 255)


def _lerp(a, b, k):
    return a + (b - a) * k


class Animator(kit.Animator):
    def __init__(self, adapter):
        super().__init__(adapter)
        self.a = adapter

    # ---- entry points ------------------------------------------------------------------------------
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.begin(table, before, after)
        self.a.stage.view = None
        if table.anim_speed <= 0:
            return
        self.steps: list[list] = []
        self.pending_passes: list = []
        self.events = events
        for index, event in enumerate(events):
            self.index = index
            if event.kind != "passed" and self.pending_passes:
                self.flush_passes()
            self.dispatch(event)
        self.flush_passes()
        self.counter_pops()
        self.queue_steps(self.steps)

    def opening(self, events: list, view: dict, table) -> None:
        """The round-1 deal when a new game opens (the viewer's redacted opening events)."""
        self.begin(table, view, view)
        self.steps = []
        for event in events:
            if event.kind == "round_started":
                self.deal(event.data, first=True)
        self.queue_steps(self.steps)

    # ---- helpers -----------------------------------------------------------------------------------
    def call(self, fn, join: bool = False):
        tween = at(0.0, fn)
        if join:
            self.join(tween)
        else:
            self.step(tween)
        return tween

    def wait(self, seconds: float) -> Tween:
        return wait(seconds)

    def clear_spaces(self) -> None:
        """The deal: the old tiles (and their flips) leave the board."""
        self.a.stage.hold("spaces")
        self.a.effects = [e for e in self.a.effects if e.tag != "space"]

    hide = kit.Animator.hold_back

    def fly(self, draw, start, end, duration=FLY, arc=40.0, ease="easeInOutCubic", delay=0.0,
            layer=3, show=False) -> Tween:
        return self.fly_tween(draw, start, end, duration, ease, delay, arc, layer, show)[1]

    def rect(self, view: dict, seat: int, name: str) -> pygame.Rect:
        return self.a.prect(seat, name, view)

    def counter(self, view: dict, seat: int, kind: str) -> tuple:
        name = {"vp": "vp_badge", "taler": "taler", "workers": "workers"}[kind]
        return self.rect(view, seat, name).center

    # ---- drawing functions ---------------------------------------------------------------------------
    def tile_drawer(self, tile: str, size_a: tuple, size_b: tuple, end_image=None):
        base = art.tile_image(tile, max(8, int(size_a[0])), max(8, int(size_a[1])))

        def draw(surface, pos, m):
            k = pytweening.easeInOutQuad(max(0.0, min(1.0, m.t)))
            w = max(4, int(_lerp(size_a[0], size_b[0], k)))
            h = max(4, int(_lerp(size_a[1], size_b[1], k)))
            lift = m.arc * math.sin(math.pi * max(0.0, min(1.0, m.t)))
            if lift > 2:
                shadow = gfx.Surface((w, max(4, h // 3)), pygame.SRCALPHA)
                gfx.draw.ellipse(shadow, (0, 0, 0, 70), shadow.get_rect())
                surface.blit(shadow, shadow.get_rect(center=(pos[0] + 4, pos[1] + lift + h / 2)))
            fade = 0.0 if end_image is None else max(0.0, (m.t - 0.55) / 0.45)
            if fade < 1.0:
                image = gfx.transform.smoothscale(base, (w, h))
                if fade > 0:
                    image.set_alpha(int(255 * (1 - fade)))
                surface.blit(image, image.get_rect(center=(round(pos[0]), round(pos[1]))))
            if fade > 0 and end_image is not None:
                img, center, left, top = end_image
                img = img.copy()
                img.set_alpha(int(255 * fade))
                surface.blit(img, (left + pos[0] - center[0], top + pos[1] - center[1]))
        return draw

    image_drawer = staticmethod(kit.image_drawer)

    def float_text(self, text: str, pos, rgb, size: int = 20, rise: float = 34,
                   duration: float = 1.0):
        image = theme.halo_text(text, size, rgb, art.INK, "bold", 2)
        if pos[0] > self.a.area["panel_1"].x:     # the panels are tight: a short rise
            rise = min(rise, 16)

        # below the prompt bar
        return self.effect(kit.float_draw(image, pos, rise, top=64.0, placer=self.a.placer),
                           duration, layer=8)

    def ring(self, rect, rgb=art.GOLD, duration: float = 0.6):
        rect = pygame.Rect(rect)

        def draw(surface, e):
            t = pytweening.easeOutCubic(e.t)
            r = rect.inflate(6 + 16 * t, 6 + 16 * t)
            glow = gfx.Surface(r.size, pygame.SRCALPHA)
            gfx.draw.rect(glow, (*rgb, int(230 * (1 - e.t))), glow.get_rect(), 3,
                          border_radius=10)
            surface.blit(glow, r)
        return self.effect(draw, duration, layer=6)

    def flip(self, rect, image_a, image_b, duration: float = 0.32, hold: bool = True,
             tag: str = ""):
        rect = pygame.Rect(rect)

        def draw(surface, e):
            t = e.t
            image = image_a if t < 0.5 else image_b
            scale = abs(math.cos(math.pi * t))
            w = max(1, int(rect.w * scale))
            img = gfx.transform.smoothscale(image, (w, rect.h))
            lift = 6 * math.sin(math.pi * t)
            surface.blit(img, (rect.centerx - w // 2, rect.y - lift))
        return self.effect(draw, duration, layer=4, hold=hold, tag=tag)

    def sparkles(self, rect, duration: float = 1.2, count: int = 26):
        """Confetti and sparks bursting out of a finished ship."""
        rect = pygame.Rect(rect)
        parts = []
        state = (rect.x * 7919 + rect.y * 104729) & 0xFFFF or 1
        colours = [art.GOLD, (255, 250, 220), (255, 170, 90), (150, 220, 255), (240, 110, 120)]
        for k in range(count):
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            ang = -math.pi / 2 + ((state % 2000) / 1000 - 1) * 1.25
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            speed = 90 + state % 160
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
            spin = (state % 628) / 100
            parts.append((ang, speed, colours[k % len(colours)], 2 + k % 3, spin, k % 3 == 0))
        origin = (rect.centerx, rect.y + rect.h * 0.4)

        def draw(surface, e):
            t = e.age
            a = max(0.0, 1 - e.t)
            if a <= 0:
                return
            for ang, speed, rgb, size, spin, confetti in parts:
                x = origin[0] + math.cos(ang) * speed * t
                y = origin[1] + math.sin(ang) * speed * t + 160 * t * t
                if confetti:
                    w = size * 2.2 * abs(math.cos(spin + t * 9))
                    gfx.draw.rect(surface, rgb, (x - w / 2, y - size, max(1, w), size * 2))
                else:
                    r = size * (0.7 + 0.5 * a)
                    gfx.draw.circle(surface, rgb, (x, y), r)
                    if size > 2:
                        gfx.draw.line(surface, (255, 255, 240), (x - r * 2, y), (x + r * 2, y))
                        gfx.draw.line(surface, (255, 255, 240), (x, y - r * 2), (x, y + r * 2))
        return self.effect(draw, duration, layer=7)

    def banner(self, title: str, sub: str, center, duration: float = 1.4):
        head = theme.halo_text(title, 28, art.GOLD, art.INK, "bold", 3)
        tail = theme.halo_text(sub, 18, (236, 240, 246), art.INK, "bold", 2) if sub else None

        def draw(surface, e):
            t = e.t
            alpha = min(1.0, t / 0.15, (1 - t) / 0.25) if t < 1 else 0
            w = max(head.get_width(), tail.get_width() if tail else 0) + 40
            h = head.get_height() + (tail.get_height() if tail else 0) + 18
            box = gfx.Surface((w, h), pygame.SRCALPHA)
            gfx.draw.rect(box, (20, 26, 38, int(220 * alpha)), box.get_rect(), border_radius=12)
            gfx.draw.rect(box, (*art.GOLD, int(255 * alpha)), box.get_rect(), 2,
                          border_radius=12)
            hh = head.copy()
            hh.set_alpha(int(255 * alpha))
            box.blit(hh, hh.get_rect(midtop=(w / 2, 8)))
            if tail:
                tt = tail.copy()
                tt.set_alpha(int(255 * alpha))
                box.blit(tt, tt.get_rect(midtop=(w / 2, 8 + head.get_height())))
            rise = 8 * (1 - min(1.0, t / 0.15))
            spot = self.a.placer.place(box.get_rect(center=center), key=id(e))
            surface.blit(box, spot.move(0, rise))
        return self.effect(draw, duration, layer=9)

    def glow(self, rect, duration: float = 1.4):
        rect = pygame.Rect(rect)

        def draw(surface, e):
            fade = 1.0 if e.t < 0.7 else 1 - (e.t - 0.7) / 0.3
            if fade > 0.05:
                art.glow_ship(surface, rect, e.age * 1.6)
        return self.effect(draw, duration, layer=5)

    # ---- shared motions ------------------------------------------------------------------------------
    def coins_to(self, start, end, count: int, delay: float = 0.0) -> list:
        tweens = []
        image = art.coin(9)
        for k in range(min(count, 5)):
            tweens.append(self.fly(self.image_drawer(image), start, end, 0.42, arc=34,
                                   ease="easeInOutQuad", delay=delay + 0.06 * k, layer=6))
        return tweens

    def icons_to(self, image, start, end, count: int, delay: float = 0.0,
                 duration: float = 0.42) -> list:
        return [self.fly(self.image_drawer(image), start, end, duration, arc=30,
                         ease="easeInOutQuad", delay=delay + 0.07 * k, layer=6)
                for k in range(min(count, 5))]

    def seat_ring(self, view, seat, kind):
        name = {"vp": "vp_badge", "taler": "taler", "workers": "workers"}[kind]
        return self.ring(self.rect(view, seat, name))

    # ---- events ------------------------------------------------------------------------------------------
    def on_round_started(self, d: dict) -> None:
        self.deal(d, first=False)

    def deal(self, d: dict, first: bool) -> None:
        a = self.a
        old = self.before.get("wheel_offset", d["wheel_offset"])
        new = d["wheel_offset"]
        tweens = []
        turns = ((new - old + 4) % 8 - 4) if not first else 0     # the short way round
        sub = (_("The wheel turns its anchor to S{n}; the tiles are dealt").format(n=new) if turns
               else _("The action tiles are dealt"))
        # the banner first (the round's news) above the wheel; then the wheel turns and the
        # new tiles fly out of its hub while the banner fades
        board = a.map.shapes["board"].rect
        self.step(self.call_tween(self.banner(_("Round {n} of {rounds}").format(n=d["round"], rounds=d["rounds"]), sub,
                                              (a.center[0], board.y + 112), 1.2)),
                  self.call_tween(self.clear_spaces), self.wait(0.25))
        if turns:
            start = a.offset_angle(old)
            end = start + 45.0 * turns
            a.wheel_angle = start
            self.step(Tween(a, 0.6, "easeInOutCubic", wheel_angle=end))
        hub = a.center
        order = D.deal_spaces(new)
        for k, sid in enumerate(order):
            action = d["tiles"][sid]
            slot = a.map.shapes[f"{sid}_tile"].rect
            image = art.action_tile(action, slot.w, slot.h, True)

            def draw(surface, pos, m, image=image):
                s = 0.35 + 0.65 * pytweening.easeOutQuad(max(0.0, min(1.0, m.t)))
                img = gfx.transform.smoothscale(image, (max(2, int(image.get_width() * s)),
                                                           max(2, int(image.get_height() * s))))
                theme.blit_center(surface, img, pos)
            tweens.append(self.fly(draw, hub, slot.center, 0.38, arc=0, ease="easeOutCubic",
                                   delay=(0.3 if turns else 0.0) + 0.04 * k, layer=4))
        if turns:
            self.join(*tweens)          # while the wheel turns
        else:
            self.step(*tweens)

    def on_action_chosen(self, d: dict) -> None:
        a = self.a
        sid = d["space"]
        slot = a.map.shapes[f"{sid}_tile"].rect
        box = a.map.shapes[sid].rect
        image = art.action_tile(d["action"], slot.w, slot.h, True)

        def draw(surface, pos, m):
            s = 1 + 0.12 * math.sin(math.pi * max(0.0, min(1.0, m.t)))
            img = gfx.transform.smoothscale(image, (int(slot.w * s), int(slot.h * s)))
            theme.blit_center(surface, img, pos)
        self.step(self.call_tween(self.ring(box, art.GOLD, 0.7)),
                  self.fly(draw, slot.center, slot.center, 0.36, arc=0, ease="linear",
                           layer=4))

    def call_tween(self, fn) -> Tween:
        return at(0.0, fn)

    def on_bonus_received(self, d: dict) -> None:
        a = self.a
        seat = d["seat"]
        src = a.map.shapes[d["from"]].center
        tweens = []
        view = self.before
        if d["workers"]:
            tweens += self.icons_to(art.worker(22), src, self.counter(view, seat, "workers"),
                                    d["workers"])
            tweens.append(self.call_tween(self.float_text(
                f"+{d['workers']} W", self.counter(view, seat, "workers"), GAIN)))
        if d["taler"]:
            tweens += self.coins_to(src, self.counter(view, seat, "taler"), d["taler"])
            tweens.append(self.call_tween(self.float_text(
                f"+{d['taler']} T", self.counter(view, seat, "taler"), GAIN)))
        if d["vp"]:
            image = art.laurel(24, art.GOLD)
            if image is not None:
                tweens += self.icons_to(image, src, self.counter(view, seat, "vp"), 1)
            tweens.append(self.call_tween(self.float_text(
                _("+{n} VP").format(n=d["vp"]), self.counter(view, seat, "vp"), GAIN)))
        if tweens:
            self.step(*tweens)

    def warehouse_dest(self, seat: int, tile: str) -> pygame.Rect:
        rect = self.a.warehouse_rect_of(self.after, seat, tile, last=True)
        if rect is None:
            rect = self.a.prect(seat, "warehouse", self.after)
        return rect

    def on_tile_gained(self, d: dict) -> None:
        seat, tile = d["seat"], d["tile"]
        src = self.a.map.shapes[d["from"]].rect
        dest = self.warehouse_dest(seat, tile)
        draw = self.tile_drawer(tile, (src.w - 4, src.h - 22), dest.size)
        src_c = (src.centerx - 2, src.y + (src.h - 22) / 2)
        self.step(self.fly(draw, src_c, dest.center, 0.5, arc=60))

    def on_bonus_lost(self, d: dict) -> None:
        seat = d["seat"]
        r = self.a.prect(seat, "warehouse", self.before)
        self.step(self.call_tween(self.float_text(_("No room: the free tile is lost"), r.center,
                                                  LOSS, 18, 24, 1.4)), self.wait(0.3))

    def on_passed(self, d: dict) -> None:
        self.pending_passes.append(d)

    def flush_passes(self) -> None:
        if not self.pending_passes:
            return
        tweens = []
        for k, d in enumerate(self.pending_passes):
            seat = d["seat"]
            name = d["tile"]
            if name is None:
                area = self.a.seat_area(seat, self.before)
                tweens.append(at(0.1 * k, self.float_text(_("passes"), (area.centerx, area.y + 20),
                                                            (220, 220, 230), 18)))
                continue
            v = int(name.rsplit("_", 1)[1])
            r = self.a.prect(seat, f"pass_{v}", self.before)
            a_img = art.pass_tile(v, "up", r.w)
            b_img = art.pass_tile(v, "crown", r.w)
            tweens.append(at(0.12 * k, self._both(self.hide(("pass", seat, v)),
                                                   self.flip(r, a_img, b_img, 0.34))))
            tweens.append(at(0.12 * k, self.float_text(_("pass"), (r.centerx, r.y - 6),
                                                        (236, 214, 150), 18, 26, 0.9)))
        tweens.append(self.wait(0.36 + 0.12 * (len(self.pending_passes) - 1)))
        self.step(*tweens)
        self.pending_passes = []

    @staticmethod
    def _both(*fns):
        def run():
            for fn in fns:
                fn()
        return run

    def on_extra_used(self, d: dict) -> None:
        seat = d["seat"]
        r = self.a.prect(seat, "extra", self.before)
        image = art.extra_tile(r.w, r.h, True)
        target = self.a.map.shapes["board"].rect.center
        for sp in self.before["spaces"]:
            if sp["tile"] == d["action"]:
                target = self.a.map.shapes[f"{sp['id']}_tile"].rect.center

        def draw(surface, pos, m):
            img = image.copy()
            img.set_alpha(int(255 * (1 - 0.6 * max(0.0, m.t - 0.5) * 2)))
            theme.blit_center(surface, img, pos)
        self.step(self.call_tween(self.hide(("extra", seat))),
                  self.fly(draw, r.center, target, 0.5, arc=50, layer=6),
                  self.call_tween(self.float_text("+2 W", self.counter(self.before, seat,
                                                                       "workers"), GAIN)))
        box = None
        for sp in self.before["spaces"]:
            if sp["tile"] == d["action"]:
                box = self.a.map.shapes[sp["id"]].rect
        if box is not None:
            self.call(self.ring(box, (200, 170, 255), 0.8), join=True)

    def on_bought(self, d: dict) -> None:
        self.last_bought = d

    def on_tile_placed(self, d: dict) -> None:
        a = self.a
        seat, tile = d["seat"], d["tile"]
        before = self.before
        kind = D.tile_kind(tile)
        tweens = []
        # where it comes from
        if d["from"].startswith("supply_"):
            r = a.map.shapes[d["from"]].rect
            src = pygame.Rect(r.x, r.y, r.w - 4, r.h - 22)
            frame = before.get("frame") or {}
            hand = frame.get("frame") == "nauticus.place" and frame.get("tile") == tile
            if hand:
                src = src.move(-2, -8)
        else:
            src = a.warehouse_rect_of(before, seat, tile) or a.prect(seat, "warehouse", before)
            tweens.append(self.call_tween(self.hide(("wh", seat, tile))))
        bought = getattr(self, "last_bought", None)
        if bought and bought["tile"] == tile and bought["seat"] == seat:
            if bought["price"]:
                taler = self.counter(before, seat, "taler")
                tweens += self.coins_to(taler, src.center, min(bought["price"], 4))
                tweens.append(self.call_tween(self.float_text(f"−{bought['price']} T", taler,
                                                              LOSS)))
            if bought["own"]:
                tweens.append(self.call_tween(self.float_text(
                    f"−{bought['own']} W", self.counter(before, seat, "workers"), LOSS, 18)))
            self.last_bought = None
        # where it goes
        end_image = None
        if d["ship"] is None:
            dest = self.warehouse_dest(seat, tile)
            size_b = dest.size
            center = dest.center
        else:
            target = self.slot_target(d)
            got = a.part_image(before, seat, target, tile) if target else None
            if got is None:
                got = a.part_image(self.after, seat, d["to"], tile)
            if got is None:
                dest = a.prect(seat, "shipyard", before)
                center, size_b = dest.center, (20, 20)
            else:
                image, topleft = got
                w, h = image.get_size()
                center = (topleft[0] + w / 2, topleft[1] + h / 2)
                size_b = (w * 0.8, h * 0.8) if kind in ("mast", "sail") else (w * 0.7, h)
                if kind == "good":
                    size_b = (w, h)
                end_image = (image, center, topleft[0], topleft[1])
        draw = self.tile_drawer(tile, src.size, size_b, end_image)
        tweens.append(self.fly(draw, src.center, center, FLY + 0.05, arc=56, layer=5))
        self.step(*tweens)

    def slot_target(self, d: dict) -> str | None:
        """The placement's target id in the BEFORE layout (where its ghost was shown)."""
        seat = d["seat"]
        if d["new_ship"]:
            return f"p{seat}_ship_new"
        ship = d["ship"]
        if d["end"] == "front":
            return f"p{seat}_{ship}_front"
        if d["end"] == "back":
            index = int(ship[4:]) - 1
            return f"p{seat}_{ship}_back" if self.a.ship_geom(self.before, seat, index) else None
        return f"p{seat}_{ship}_slot{d['slot']}"

    def on_ship_finished(self, d: dict) -> None:
        a = self.a
        seat = d["seat"]
        index = int(d["ship"][4:]) - 1
        geom = a.ship_geom(self.after, seat, index)
        if geom is None:
            return
        rect = geom.rect
        vp = D.SHIP_VP.get(d["size"], 0)
        home = a.place_of(seat, self.after) == 0
        title = (_("Your ship {n} is finished!").format(n=index + 1)
                 if home and not self.table.is_bot(seat) else
                 _("{name}'s ship {n} is finished!").format(name=a.seat_name(seat), n=index + 1))
        center = (rect.centerx, rect.y - 30) if home else (a.center[0], a.center[1] - 120)
        later = {e.kind for e in self.events[self.index + 1:]}
        if not later & LATER_NEWS:
            # nothing else happens on the table in this decision: show the finished ship now
            self.step(self.call_tween(self.show_after))
        self.step(self.call_tween(self.glow(rect, 1.6)),
                  self.call_tween(self.sparkles(rect, 1.5, 48 if home else 24)),
                  self.call_tween(self.banner(title,
                                              ngettext("{vp} VP at the end · {n} reward",
                                                       "{vp} VP at the end · {n} rewards",
                                                       d["rewards"]).format(vp=vp, n=d["rewards"]),
                                              center if home else center, 1.8)),
                  self.wait(0.7))

    def show_after(self) -> None:
        self.a.stage.view = self.after
        self.a.stage.held.clear()

    def on_reward_taken(self, d: dict) -> None:
        a = self.a
        seat = d["seat"]
        rw = d["reward"]
        src = a.map.shapes[d["from"]].rect
        before = self.before
        kind = {"rw_3vp": "vp", "rw_7t": "taler", "rw_3w": "workers"}.get(rw)
        image = art.reward_tile(rw, src.w, src.h)
        tweens = [self.call_tween(self.ring(src, art.GOLD, 0.5))]
        if kind:
            dest = self.counter(before, seat, kind)

            def draw(surface, pos, m):
                s = 1 - 0.5 * max(0.0, min(1.0, m.t))
                img = gfx.transform.smoothscale(image, (int(src.w * s), int(src.h * s)))
                theme.blit_center(surface, img, pos)
            tweens.append(self.fly(draw, src.center, dest, 0.45, arc=40, layer=6))
            text = {"vp": _("+3 VP"), "taler": _("+7 T"), "workers": _("+3 W")}[kind]
            tweens.append(at(0.4, self.float_text(text, dest, GAIN)))
        else:
            tweens.append(self.wait(0.25))
        self.step(*tweens)

    def on_money_taken(self, d: dict) -> None:
        a = self.a
        seat = d["seat"]
        before = self.before
        current = before.get("current") or {}
        src = a.center                      # the bank (an extra action ignores the board)
        run = (before.get("acting") or {}).get("run") or {}
        if current.get("space") and not run.get("extra"):
            src = a.map.shapes[f"{current['space']}_tile"].rect.center
        dest = self.counter(before, seat, "taler")
        tweens = self.coins_to(src, dest, max(1, d["taler"] // 2))
        tweens.append(at(0.35, self.float_text(f"+{d['taler']} T", dest, GAIN)))
        if d["own"]:
            tweens.append(self.call_tween(self.float_text(
                f"−{d['own']} W", self.counter(before, seat, "workers"), LOSS, 18)))
        self.step(*tweens)

    def on_delivered(self, d: dict) -> None:
        a = self.a
        seat = d["seat"]
        index = int(d["ship"][4:]) - 1
        geom = a.ship_geom(self.before, seat, index)
        if geom is None:
            return
        tweens = [self.call_tween(self.hide(("cargo", seat, index)))]
        for j, (good, to) in enumerate(zip(d["goods"], d["to"])):
            r = geom.cargo_rect(j)
            dest = a.map.shapes[f"p{a.place_of(seat, self.before)}_{to.split('_', 1)[1]}"].rect
            size_b = (40, 40) if a.place_of(seat, self.before) == 0 else (18, 18)
            draw = self.tile_drawer(good, r.size, size_b)
            # the cargo sails off along the water below the ships, bobbing on the waves, to
            # the quay (the delivered piles lie left of the shipyard), then goes ashore
            yard = a.prect(seat, "shipyard", self.before)
            water = min(yard.bottom - r.h * 0.3, r.bottom + r.h * 0.5)
            path = [r.center, (r.centerx - 6, water), (yard.x + r.w * 0.6, water),
                    dest.center]
            piece = SailingMover(draw, path, layer=6, show=True)
            self.table.add_mover(piece)
            tweens.append(Tween(piece, 0.85, "easeInOutSine", delay=0.08 * j, t=1.0))
        tweens.append(at(0.2, self.sway(geom.rect)))
        for to in sorted(set(d["to"])):
            pile = a.prect(seat, to.split("_", 1)[1], self.before)
            tweens.append(at(0.8, self.ring(pile, (130, 236, 150), 0.6)))
        last = a.prect(seat, d["to"][-1].split("_", 1)[1], self.before)
        tweens.append(at(0.75, self.float_text(
            _("+{n} delivered").format(n=len(d["goods"])), (last.centerx, last.y), GAIN, 18)))
        self.step(*tweens)

    def sway(self, rect):
        """A little wake behind a ship that has just been unloaded."""
        rect = pygame.Rect(rect)

        def draw(surface, e):
            t = e.t
            for k in range(3):
                x = rect.x - 10 - 26 * t * (k + 1)
                y = rect.bottom - rect.h * 0.36 + 3 * k
                alpha = int(180 * (1 - t))
                wake = gfx.Surface((30, 8), pygame.SRCALPHA)
                gfx.draw.arc(wake, (220, 240, 255, alpha), wake.get_rect(), 0.3, 2.8, 2)
                surface.blit(wake, (x, y))
        return self.effect(draw, 0.8, layer=4)

    def on_crowns_scored(self, d: dict) -> None:
        seat = d["seat"]
        before = self.before
        area = self.a.seat_area(seat, before)
        src = (area.centerx, area.centery)
        if self.a.place_of(seat, before) == 0:
            r = self.a.prect(seat, "workers", before)
            src = (self.a.prect(seat, "taler", before).centerx, r.centery)
        dest = self.counter(before, seat, "vp")
        tweens = self.icons_to(art.crown_token(20), src, dest, max(1, min(d["crowns"], 5)))
        text = (_("+{n} VP (cap 15)") if d["capped"] else _("+{n} VP")).format(n=d["vp"])
        tweens.append(at(0.4, self.float_text(text, dest, GAIN)))
        if d["own"]:
            tweens.append(self.call_tween(self.float_text(
                f"−{d['own']} W", self.counter(before, seat, "workers"), LOSS, 18)))
        self.step(*tweens)

    def on_phase_ended(self, d: dict) -> None:
        a = self.a
        sid = d["space"]
        slot = a.map.shapes[f"{sid}_tile"].rect
        up = art.action_tile(d["action"], slot.w, slot.h, True)
        down = art.action_tile(d["action"], slot.w, slot.h, False)
        tweens = [self.call_tween(self._both(self.hide(("space", sid)),
                                             self.flip(slot, up, down, 0.36, tag="space"))),
                  self.wait(0.38)]
        if d["anchor"]:
            rest = a.map.shapes["anchor_tile"].rect.center
            end = (slot.right - 20, slot.y + 14)

            def draw(surface, pos, m):
                s = 1 - 0.4 * max(0.0, min(1.0, m.t))
                big = gfx.transform.smoothscale(self._anchor_image(), (int(52 * s),
                                                                          int(34 * s)))
                surface.blit(big, big.get_rect(center=(round(pos[0]), round(pos[1]))))
            tweens.append(self.call_tween(self.hide("anchor")))
            tweens.append(self.fly(draw, rest, end, 0.45, arc=40, delay=0.2, layer=6))
        old = self.before["chooser"]
        new = d["next_chooser"]
        if old != new:
            def draw_fig(surface, pos, m, new=new):
                a.draw_start_figure(surface, pos, new, 0.8)
            tweens.append(self.call_tween(self.hide("start")))
            tweens.append(self.fly(draw_fig, a.start_figure_pos(self.before, old),
                                   a.start_figure_pos(self.before, new), 0.5, arc=40, delay=0.1,
                                   layer=6, show=True))
        self.step(*tweens)

    def _anchor_image(self) -> pygame.Surface:
        img = getattr(self, "_anchor_cache", None)
        if img is None:
            img = gfx.Surface((52, 34), pygame.SRCALPHA)
            self.a.draw_anchor_tile(img, (26, 17), big=True)
            self._anchor_cache = img
        return img

    def on_round_ended(self, d: dict) -> None:
        a = self.a
        before = self.before
        tweens = []
        for seat, penalty in enumerate(d["penalties"]):
            pos = self.counter(before, seat, "vp")
            if penalty:
                tweens.append(self.call_tween(self.float_text(_("−{n} VP").format(n=penalty), pos, LOSS, 20,
                                                              30, 1.3)))
            p = before["players"][seat]
            for v in D.PASS_TILES:
                if p["pass_tiles"][str(v)] == "crown" or (
                        self._passed_now(seat, v)):
                    r = a.prect(seat, f"pass_{v}", before)
                    tweens.append(self.call_tween(self._both(
                        self.hide(("pass", seat, v)),
                        self.flip(r, art.pass_tile(v, "crown", r.w), art.pass_tile(v, "up", r.w),
                                  0.34))))
        tweens.append(self.wait(0.45))
        self.join(*tweens)              # together with the last tile turning face down

    def _passed_now(self, seat: int, v: int) -> bool:
        return any(h == ("pass", seat, v) for h in self.a.stage.held)

    def on_game_over(self, d: dict) -> None:
        a = self.a
        self.step(self.call_tween(self.banner(_("The last round is over"),
                                              _("Final scoring: ships, goods and leftovers"),
                                              (a.center[0], a.center[1] - 60), 1.6)),
                  self.wait(1.1))

    # ---- counters that changed pop when the new view shows -------------------------------------------
    def counter_pops(self) -> None:
        before, after = self.before, self.after
        rings = []
        for seat in range(self.a.n):
            p0, p1 = before["players"][seat], after["players"][seat]
            for kind in ("vp", "taler", "workers"):
                if p0[kind] != p1[kind]:
                    rings.append(self.seat_ring(after, seat, kind))
        if rings:
            def start():
                for fn in rings:
                    fn()
            self.steps.append([at(0.0, start)])


class SailingMover(Mover):
    """A piece of cargo sailing off: eased along its path with a bob on the waves."""

    @property
    def pos(self) -> tuple:
        base = Mover.pos.fget(self)
        t = max(0.0, min(1.0, self.t))
        bob = 3 * math.sin(t * math.pi * 8) * (1 - t)
        return (base[0], base[1] + bob)
