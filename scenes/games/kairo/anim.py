"""Kairo's events become motion: a customer walks its route cell by cell (the shared path
walker), the arrived customer goes to its tray while the waiting one takes the entrance, coins fly
between the bank trays and the players, stalls and tents drop in, medals change hands, cards fly
between the display, the pile, the hands and the discards, points float up.

Each event adds to the current step; `beat()` closes a step so what follows waits for it. Pieces
that move are held back on the stage (the cached board does not draw them) and drawn by movers.
"""
from __future__ import annotations

import pygame
from scenes import gfx
import pytweening

from rules.kairo import data as D
from scenes import theme
from scenes.i18n import _
from scenes.table import animator as kit
from scenes.table.palette import GAIN, LOSS
from scenes.table.tween import Mover, Tween, at, wait

from . import art

SCREEN = pygame.Rect(0, 0, *theme.SCREEN)


class Animator(kit.Animator):

    def prepare(self, events: list) -> None:
        self.current: list = []
        self.floats: dict = {}

    def finish(self) -> None:
        self.beat()

    # ---- building blocks ------------------------------------------------------------------------
    def beat(self) -> None:
        if self.current:
            self.steps.append(self.current)
        self.current = []

    def move(self, piece: Mover, duration: float, ease: str = "easeInOutQuad",
             delay: float = 0.0) -> None:
        self.table.add_mover(piece)
        self.current.append(Tween(piece, duration, ease, delay, t=1.0))

    def fly(self, image, start, end, duration: float = 0.5, delay: float = 0.0,
            arc: float = 30.0, keep: bool = False) -> None:
        """`image` flies from start to end (and stays there until the board redraws if `keep`)."""
        self.move(Mover(kit.image_drawer(image, until_landed=not keep), [start, end], arc, 4,
                        False), duration, "easeInOutCubic", delay)

    def float_text(self, text: str, pos, rgb, delay: float = 0.0, size: int = 20) -> None:
        image = theme.halo_text(text, size, rgb, (16, 12, 8), "bold", 2)
        draw = kit.float_draw(image, pos, 26.0, "easeOutQuad", clamp=SCREEN)
        self.current.append(at(delay, self.effect(draw, 1.0, 6)))

    def banner(self, text: str) -> None:
        image = theme.halo_text(text, 30, art.GOLD, (26, 20, 14), "bold", 2)
        center = self.adapter.grid_rect().center

        def draw(surface, e):
            alpha = int(255 * min(1.0, e.t / 0.15, max(0.0, (1 - e.t) / 0.25)))
            if alpha > 0:
                box = image.get_rect(center=center).inflate(40, 24)
                theme.panel(surface, box, (26, 22, 18), radius=12, edge=art.GOLD, alpha=alpha,
                            shadow=False)
                img = image.copy()
                img.set_alpha(alpha)
                theme.blit_center(surface, img, center)
        self.current.append(at(0.0, self.effect(draw, 1.6, 7)))
        self.current.append(wait(1.0))

    def panel_point(self, seat: int) -> tuple:
        r = self.adapter.panel_of(seat, self.before)
        return r.centerx, r.y + 60

    def panel_float(self, seat: int, text: str, rgb, delay: float = 0.0) -> None:
        """A change at a seat's score; several in one decision rise one after the other."""
        k = self.floats.get(seat, 0)
        self.floats[seat] = k + 1
        r = self.adapter.panel_of(seat, self.before)
        self.float_text(text, (r.right - 60, r.y + 22), rgb, delay + 0.4 * k)

    def money_float(self, seat: int, colour: str, units: int, delay: float = 0.0) -> None:
        """A money change over the chip of that colour in the seat's panel."""
        r = self.adapter.money_rect(seat, colour, self.before)
        self.float_text(f"+{units}" if units > 0 else f"{units}", (r.centerx, r.y - 4),
                        GAIN if units > 0 else LOSS, delay)

    def cell(self, cell_id: str) -> tuple:
        return self.adapter.cell_center(cell_id)

    def tray(self, colour: str) -> tuple:
        return self.adapter.rect(f"tray:{colour}").center

    def hand_point(self, seat: int, card: str | None = None) -> tuple:
        """Where a card of `seat` is: its place in the hand at the screen, else its panel."""
        if seat == self.adapter.viewer(self.before) and not self.table.is_bot(seat):
            rects = self.adapter.hand_rects(self.before)
            if card in rects:
                return rects[card].center
            return self.adapter.hand_area.center
        return self.panel_point(seat)

    # ---- customers --------------------------------------------------------------------------------
    def on_crier_played(self, d: dict) -> None:
        self.fly(theme.icon("kairo.crier", 30, art.GOLD), self.panel_point(d["seat"]),
                 self.adapter.rect("crier_space").center, 0.5)
        self.beat()

    def on_customer_move(self, d: dict) -> None:
        colour = d["colour"]
        points = [self.cell(c) for c in d["path"]]
        self.adapter.stage.hold(("customer", colour))
        image = art.pawn(colour)
        trail = points

        def draw(surface, pos, mover):
            if mover.t < 1 and len(trail) > 1:
                done = int(mover.t * (len(trail) - 1)) + 1
                gfx.draw.lines(surface, art.goods(colour), False, trail[:done] + [pos], 4)
            theme.blit_center(surface, image, pos)
        walker = kit.PathWalker(draw, points, layer=3)
        steps = max(1, len(points) - 1)
        self.move(walker, min(3.2, 0.25 + 0.18 * steps), "linear")
        self.beat()

    def on_customer_swap(self, d: dict) -> None:
        arrived, waiting, door = d["to_tray"], d["placed"], d["cell"]
        self.adapter.stage.hold(("customer", arrived), ("customer", waiting))
        self.fly(art.pawn(arrived, 40), self.cell(door), self.tray(arrived), 0.6, keep=True)
        self.fly(art.pawn(waiting), self.tray(waiting), self.cell(door), 0.6, 0.15, keep=True)
        self.beat()

    def on_payment(self, d: dict) -> None:
        seat, colour, units = d["seat"], d["colour"], d["units"]
        coin = art.coin(colour, 11)
        panel = self.adapter.money_rect(seat, colour, self.before).center
        for k in range(min(abs(units), 5)):
            start, end = (self.tray(colour), panel) if units > 0 else (panel, self.tray(colour))
            self.fly(coin, start, end, 0.5, 0.08 * k, 40.0)
        self.money_float(seat, colour, units, 0.4)

    # ---- building --------------------------------------------------------------------------------
    def on_permit(self, d: dict) -> None:
        for k, card in enumerate(d["cards"]):
            self.adapter.stage.hold(("card", card))
            self.fly(art.card(card, 64), self.hand_point(d["seat"], card),
                     self.adapter.rect("discard").center, 0.45, 0.08 * k)
        self.beat()

    def on_remove_main(self, d: dict) -> None:
        self.adapter.stage.hold(("stall", D.parse_cell(d["stall"])))

    def on_place_main(self, d: dict) -> None:
        at_ = self.cell(d["stall"])
        image = art.stall_tile(d["colour"], d["seat"], self.adapter.cell, True,
                               self.adapter.seat_colour(d["seat"]))
        start = (at_[0], at_[1] - 70)
        self.move(Mover(_drop(image, self.adapter, d), [start, at_], 0, 4, False), 0.5,
                  "easeOutBounce")
        self.beat()

    def on_place_expansion(self, d: dict) -> None:
        seat, colour = d["seat"], d["colour"]
        for k, (paid, units) in enumerate(d["paid"].items()):
            panel = self.adapter.money_rect(seat, paid, self.before).center
            for j in range(min(units, 4)):
                self.fly(art.coin(paid, 11), panel, self.tray(paid), 0.45, 0.06 * (k + j), 30.0)
            self.money_float(seat, paid, -units, 0.2)
        self.beat()
        at_ = self.cell(d["cell"])
        image = art.stall_tile(colour, seat, self.adapter.cell, False,
                               self.adapter.seat_colour(seat))
        supply = self.adapter.rect(f"supply:{colour}").center
        self.move(Mover(kit.image_drawer(image), [supply, at_], 60, 4, False), 0.7,
                  "easeInOutCubic")
        self.beat()

    def on_score(self, d: dict) -> None:
        self.panel_float(d["seat"], f"+{d['points']} ★", theme.ACCENT, 0.1)

    def on_medal(self, d: dict) -> None:
        colour, kind, giver, taker = d["colour"], d["kind"], d["from"], d["to"]
        if giver is None:
            start = self.adapter.rect(f"medal:{colour}:{kind}").center
        else:
            x, y = self.adapter.medal_spots(giver, self.before)[(colour, kind)]
            start = (x + 12, y + 12)
        image = art.medal(kind, colour, 40)
        self.current.append(at(0.0, self.hold_back(("medal", colour, kind))))
        self.move(Mover(_glowing(image), [start, self.panel_point(taker)], 70, 5, False), 1.0,
                  "easeInOutCubic")
        self.beat()

    # ---- cards ------------------------------------------------------------------------------------
    def on_draw(self, d: dict) -> None:
        seat, source = d["seat"], d["source"]
        end = self.hand_point(seat)
        if source == "crier":
            self.fly(theme.icon("kairo.crier", 36, art.GOLD), self.adapter.rect("crier_space").center,
                     end, 0.5)
        elif source == "display":
            self.adapter.stage.hold(("display", d["slot"]))
            self.fly(art.card(d["card"], 72), self.adapter.rect(f"display:{d['slot']}").center,
                     end, 0.5)
        else:
            image = art.card(d["card"], 72) if d.get("card") else art.card_back(72)
            self.fly(image, self.adapter.rect("deck").center, end, 0.5)
        self.beat()

    def on_discard(self, d: dict) -> None:
        self.adapter.stage.hold(("card", d["card"]))
        self.fly(art.card(d["card"], 64), self.hand_point(d["seat"], d["card"]),
                 self.adapter.rect("discard").center, 0.4)

    def on_refill(self, d: dict) -> None:
        self.fly(art.card(d["card"], 72), self.adapter.rect("deck").center,
                 self.adapter.rect(f"display:{d['slot']}").center, 0.45, keep=True)

    def on_final_stage_started(self, d: dict) -> None:
        self.beat()
        self.banner(_("The final stage begins: only building from now on"))
        self.beat()

    def on_game_over(self, d: dict) -> None:
        self.beat()
        self.banner(_("The game is over"))
        self.beat()


def _drop(image, adapter, d: dict):
    """A main stall falling into place with its entrance appearing under it."""
    def draw(surface, pos, mover):
        if mover.t >= 0.6:
            adapter.draw_entrance(surface, D.parse_cell(d["entrance"]), D.parse_cell(d["stall"]),
                                  d["colour"])
        theme.blit_center(surface, image, pos)
    return draw


def _glowing(image):
    """A medal in flight, with a soft gold halo that swells in the middle of the flight."""
    def draw(surface, pos, mover):
        k = pytweening.easeInOutSine(min(1.0, mover.t))
        r = int(22 + 10 * (1 - abs(2 * k - 1)))
        halo = gfx.Surface((2 * r, 2 * r), pygame.SRCALPHA)
        gfx.draw.circle(halo, (*art.GOLD, 90), (r, r), r)
        surface.blit(halo, (pos[0] - r, pos[1] - r))
        theme.blit_center(surface, image, pos)
    return draw
