"""Itchy Feet's events as animations (the table layer's animator kit): cards fly between the
piles and the seats (face up when the viewer may see them), a plane flies its arc to the country
on travel, an event card grows in the middle, a travel or a Security Check fans the shown hands,
floats say "declined" or "mousetrap!". Every flight is eased; nothing changes the board, which
redraws from the new view once the queue drains.
"""
from __future__ import annotations

import copy

from scenes import gfx
import pytweening

from scenes import theme
from scenes.i18n import _
from scenes.table.animator import Animator, float_draw, image_drawer
from scenes.table.palette import GAIN, GOLD, LOSS
from scenes.table.tween import at, wait
from scenes.table.zones import CardZones, Zone

from . import art
from .art import MID

# the card-zone model: a card leaves its zone when it lifts off and joins the next on landing
ZONES = CardZones({"hand": Zone(count="hand_sizes", cards="hand", own=True),
                   "discard": Zone(cards="discard", shared=True)})


class ItchyAnimator(Animator):
    def play(self, events: list, before: dict, after: dict, table) -> None:
        self.begin(table, before, after)
        self.steps: list = []
        for event in events:
            self.dispatch(event)
        if self.steps and table.anim_speed > 0:
            shown = copy.deepcopy(before)                  # what the table shows meanwhile:
            shown["decision"] = None                       # the choice is made (no dialog),
            shown["offer"] = copy.deepcopy(after.get("offer"))   # an answered offer is gone
            self.ad.stage.view = shown
        self.queue_steps(self.steps)

    def take(self, zone: str | None, card) -> None:
        view = self.ad.stage.view
        if view is None or zone is None:
            return
        if zone == "pile":
            view["pile_size"] = max(0, view["pile_size"] - 1)
        else:
            ZONES.take(view, zone, card)
        self.ad.version += 1

    def put(self, zone: str | None, card) -> None:
        view = self.ad.stage.view
        if view is None or zone is None:
            return
        if zone == "pile":
            view["pile_size"] += 1
        else:
            ZONES.put(view, zone, card)
        self.ad.version += 1

    # ---- helpers ---------------------------------------------------------------------------------
    @property
    def ad(self):
        return self.adapter

    def at_seat(self, seat: int) -> tuple:
        return self.ad.seat_point(seat, self.before)

    def at_zone(self, name: str) -> tuple:
        return self.ad.zone[name].center

    def image(self, card, size=MID):
        return self.ad.face(card, size) if card else art.back(size)

    def flight(self, card, src: str, dst: str, duration: float = 0.4, delay: float = 0.0,
               size=MID) -> list:
        """A card flying from zone `src` to zone `dst` ("pile", "discard", "hand:<seat>"):
        it leaves the shown view as it lifts off and joins it as it lands."""
        mover, tween = self.fly_tween(image_drawer(self.image(card, size), until_landed=True),
                                      self.point(src), self.point(dst), duration,
                                      "easeInOutCubic", delay, arc=40)
        tween.on_done = lambda: self.put(dst, card)
        return [at(delay, lambda: self.take(src, card)), tween]

    def point(self, zone: str) -> tuple:
        if zone.startswith("hand:"):
            return self.at_seat(int(zone[5:]))
        return self.at_zone({"pile": "draw_pile", "discard": "discard_pile"}[zone])

    def show(self, draw, duration: float, pause: float | None = None) -> None:
        """An effect; the queue waits `pause` seconds (default: the whole effect) for it."""
        self.steps.append([at(0.0, self.effect(draw, duration)),
                           wait(duration if pause is None else pause)])

    def float_words(self, words: str, pos, color=GOLD, duration: float = 1.1) -> None:
        image = theme.halo_text(words, 22, color)
        start = self.effect(float_draw(image, pos, 46), duration)
        self.steps.append([at(0.0, start), wait(0.35)])

    # ---- cards between places --------------------------------------------------------------------
    def on_draw(self, d) -> None:
        self.steps.append(self.flight(d.get("card"), "pile", f"hand:{d['seat']}", 0.35))

    def on_discard(self, d) -> None:
        step = []
        for i, card in enumerate(d["cards"]):
            step += self.flight(card, f"hand:{d['seat']}", "discard", 0.4, delay=0.08 * i)
        self.steps.append(step)

    def on_recycle(self, d) -> None:
        self.steps.append(self.flight(d["card"], "discard", f"hand:{d['seat']}", 0.45))

    def on_steal(self, d) -> None:
        self.steps.append(self.flight(d.get("card"), f"hand:{d['victim']}",
                                      f"hand:{d['seat']}", 0.6))
        self.float_words(_("stolen!"), self.at_seat(d["victim"]), LOSS)

    def on_trade(self, d) -> None:
        step = []
        for i, card in enumerate(d["gave"]):
            step += self.flight(card, f"hand:{d['seat']}", f"hand:{d['to']}", 0.6,
                                delay=0.08 * i)
        for i, card in enumerate(d["got"]):
            step += self.flight(card, f"hand:{d['to']}", f"hand:{d['seat']}", 0.6,
                                delay=0.08 * i)
        self.steps.append(step)
        self.float_words(_("deal!"), self.at_seat(d["to"]), GAIN)

    def on_smuggle(self, d) -> None:
        self.steps.append(self.flight(d["card"], f"hand:{d['seat']}", f"hand:{d['to']}", 0.5))

    def on_mixup_pass(self, d) -> None:
        self.steps.append(self.flight(d.get("card"), f"hand:{d['seat']}", f"hand:{d['to']}",
                                      0.4))

    def on_reshuffle(self, d) -> None:
        step = []
        for i in range(min(5, d["count"])):
            _mover, tween = self.fly_tween(image_drawer(art.back(MID), until_landed=True),
                                          self.point("discard"), self.point("pile"), 0.35,
                                          delay=0.06 * i, arc=40)
            step.append(tween)

        def swap():        # the whole discard pile becomes the new draw pile
            shown = self.ad.stage.view
            if shown is not None:
                shown["pile_size"] += len(shown["discard"])
                shown["discard"] = []
                self.ad.version += 1
        self.steps.append([at(0.0, swap)] + step)

    # ---- talk ------------------------------------------------------------------------------------
    def on_offer(self, d) -> None:
        self.float_words(_("an offer"), self.at_seat(d["to"]))

    def on_declined(self, d) -> None:
        self.float_words(_("declined"), self.at_seat(d["seat"]), LOSS)

    def on_mousetrap(self, d) -> None:
        self.float_words(_("the Mousetrap springs!"), self.at_seat(d["seat"]), LOSS)

    # ---- shown hands, events, travel -------------------------------------------------------------
    def fan(self, cards: list, center) -> callable:
        images = [self.ad.face(c, MID) for c in cards]

        def draw(surface, e):
            k = pytweening.easeOutBack(min(1.0, e.t * 4))
            width = (len(images) - 1) * 44 + MID[0]
            x = center[0] - width / 2
            for i, image in enumerate(images):
                pos = (x + i * 44 * k + MID[0] / 2, center[1])
                theme.blit_center(surface, image, pos)
        return draw

    def on_travel_reveal(self, d) -> None:
        rect = self.ad.seat_rect(d["seat"], self.before)
        self.show(self.fan(d["hand"], (rect.centerx, rect.y - 10 if rect.y > 400 else
                                       rect.bottom + 30)), 1.6, 1.0)

    def on_security(self, d) -> None:
        step = []
        for seat, hand in enumerate(d["hands"]):
            rect = self.ad.seat_rect(seat, self.before)
            y = rect.y - 10 if rect.y > 400 else rect.bottom + 30
            step.append(at(0.0, self.effect(self.fan(hand, (rect.centerx, y)), 1.8)))
        self.steps.append(step + [wait(1.4)])

    def on_event(self, d) -> None:
        card = d["card"]
        image = self.ad.face(card, (100, 140))
        name = theme.halo_text(self.ad.card_name(card), 24, GOLD)
        centre = self.ad.zone["world_map"].center

        def draw(surface, e):
            k = pytweening.easeOutBack(min(1.0, e.t * 3))
            size = (max(1, int(150 * k)), max(1, int(210 * k)))
            scaled = gfx.transform.smoothscale(image, size)
            theme.blit_center(surface, scaled, centre)
            if e.t > 0.3:
                theme.blit_center(surface, name, (centre[0], centre[1] + 124))
        self.show(draw, 1.4)

    def on_travel(self, d) -> None:
        start = self.at_seat(d["seat"])
        end = self.ad.map_point(d["country"])
        plane = art.plane(40, (255, 255, 255))
        shadow = art.plane(40, (0, 0, 0))
        points = art.arc_points(start, end, 90)

        def draw(surface, pos, mover):
            if mover.t >= 1:
                return
            if shadow is not None:
                shadow.set_alpha(90)
                theme.blit_center(surface, shadow, (pos[0] + 6, pos[1] + 10))
            if plane is not None:
                theme.blit_center(surface, plane, pos)
        _walker, tween = self.walk_tween(draw, points, 1.6, ease="easeInOutSine", hop=0.0)
        self.steps.append([tween])
        words = _("home!") if d["home"] else _("arrived: the winner!")
        self.float_words(words, end, GAIN, 1.4)
