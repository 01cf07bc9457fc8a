"""Dominion's events become motion: cards fly between the hand, the deck, the discard pile,
the play area, the set-aside overlay, the trash and the Supply (face up, face down, or flipping
on the way), the counters follow as each beat starts or ends, and banners, floating bonuses and
flashes mark a turn, a bonus and a reveal.

`Motion` is the adapter's half that does it (a mixin of DominionAdapter): a decision's events
become beats, each beat a few card flights with a callback at its start and its end, played
within BUDGET seconds at normal speed on a copy of the view before the decision (the display
model), which the flights change as cards leave and land.
"""
from __future__ import annotations

import copy
import math

import pygame

from rules.dominion import vp_of
from scenes.i18n import _, ngettext
from scenes.table import zones
from scenes.table.tween import Tween, at, wait

from . import cards as art

BUDGET = 0.8            # seconds of animation per decision at normal speed
FLIGHT = 0.34           # one card's flight
STAGGER = 0.07          # between the cards of one move
# where the cards are in a view (scenes/table/zones.py), as the rules' events name the zones
ZONES = zones.CardZones({
    "hand": zones.Zone(count="hand_sizes", cards="hand", own=True),
    "deck": zones.Zone(count="deck_sizes", known="known_tops"),
    "discard": zones.Zone(count="discard_sizes", top="discard_tops"),
    "play": zones.Zone(cards="in_play"),
    "set_aside": zones.Zone(cards="set_aside"),
    "trash": zones.Zone(cards="trash", shared=True),
    "supply": zones.Zone(piles="supply"),
})


class CardMover:
    """A card in flight from one rect to another (face, back, or flipping on the way)."""

    layer = 1

    def __init__(self, card, src, dst, flip=False, arc=26.0, face_up=True):
        self.card = card
        self.src = pygame.Rect(src)
        self.dst = pygame.Rect(dst)
        self.flip = flip
        self.face_up = face_up
        self.arc = arc
        self.t = 0.0
        self.visible = False
        self.finished = False

    def draw(self, surface) -> None:
        if not self.visible or self.finished:
            return
        k = max(0.0, min(1.0, self.t))
        cx = self.src.centerx + (self.dst.centerx - self.src.centerx) * k
        cy = self.src.centery + (self.dst.centery - self.src.centery) * k
        cy -= self.arc * math.sin(math.pi * k)
        w = self.src.w + (self.dst.w - self.src.w) * k
        h = self.src.h + (self.dst.h - self.src.h) * k
        showing = self.card if self.face_up else None
        if self.flip:
            squeeze = abs(math.cos(math.pi * k))
            showing = self.card if k >= 0.5 else None
            w = max(4.0, w * squeeze)
        q = lambda v: max(8, int(v) // 8 * 8)   # noqa: E731 - a few cached sizes only
        image = art.scaled(showing, q(w), q(h))
        rect = image.get_rect(center=(cx, cy))
        shadow = art.dimmer(rect.w, rect.h, 90, 8)
        surface.blit(shadow, rect.move(5, 7))
        surface.blit(image, rect)


class Motion:
    """The animation of DominionAdapter (see the module docstring)."""

    def animate_opening(self, events: list, view: dict, table) -> None:
        """The first hands are dealt before the table opens: nothing flies."""

    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.stage.view = copy.deepcopy(before)
        self.stage.view["decision"] = None
        self.version += 1
        self.zoom.unpin()
        self._after = after
        beats = []
        for i, event in enumerate(events):
            if event.kind == "kingdom":
                # the draft is over: the Supply and the deal appear at once (not animated)
                beats.append(self._sync_beat(events[i:]))
                break
            beats.extend(_revealing(self._beats(event), table, event))
        if not beats:
            return
        beats = _merge_calls(beats)
        total = sum(b["dur"] for b in beats)
        scale = max(0.25, min(1.0, BUDGET / total)) if total > 0 else 1.0
        for beat in beats:
            tweens = []
            if beat.get("start"):
                tweens.append(at(0.0, beat["start"]))
            flights = beat.get("flights", [])
            # the cards of one move leave one after another, all landing within the beat
            gap = STAGGER if len(flights) < 2 else \
                max(0.0, min(STAGGER, (beat["dur"] - FLIGHT) / (len(flights) - 1)))
            for i, flight in enumerate(flights):
                tweens.extend(self._flight_tweens(table, flight, i * gap * scale,
                                                  FLIGHT * scale))
            if beat.get("end"):
                tweens.append(at(beat["dur"] * scale, beat["end"]))
            if not tweens:
                continue
            hold = beat["dur"] * scale
            tweens.append(wait(hold))
            table.queue(*tweens)

    def _flight_tweens(self, table, flight: dict, delay: float, duration: float) -> list:
        mover = CardMover(flight["card"], (0, 0, 1, 1), (0, 0, 1, 1), flip=flight.get("flip"),
                          face_up=flight.get("face_up", True), arc=flight.get("arc", 26.0))

        def launch():
            src = self._anchor(flight["src"], flight["card"], arriving=False)
            self._take(flight["src"], flight["card"], flight.get("take", 1))
            dst = self._anchor(flight["dst"], flight["card"], arriving=True)
            mover.src, mover.dst = src, dst
            mover.visible = True
            table.add_mover(mover)

        def land():
            self._put(flight["dst"], flight["card"], flight.get("put", 1), flight.get("top"))
            mover.finished = True

        return [at(delay, launch),
                Tween(mover, duration, "easeInOutCubic", delay=delay, on_done=land, t=1.0)]

    # -- the display model: cards leave and land --
    def _take(self, zone: str, card, n: int = 1) -> None:
        if self.stage.view is None or n <= 0:
            return
        ZONES.take(self.stage.view, zone, card, n)
        self.version += 1

    def _put(self, zone: str, card, n: int = 1, top=None) -> None:
        if self.stage.view is None or n <= 0:
            return
        ZONES.put(self.stage.view, zone, card, n, top)
        self.version += 1

    def _anchor(self, zone: str, card, arriving: bool) -> pygame.Rect:
        """Where a card sits in `zone` of the display (or will sit once it lands)."""
        d = self.stage.view if self.stage.view is not None else {}
        kind, s, rest = zones.parse(zone)
        me = d.get("seat", 0)
        if kind == "hand":
            if s != me:
                return self.chip_rect(d, s, "hand")
            layout = self.hand_layout(d, card if arriving and card is not None else None)
            for c, rect, _faced in reversed(layout):
                if c == card:
                    return rect
            w, h = self.hand_card
            return pygame.Rect(self.z["hand"].centerx - w // 2, self.z["hand"].bottom - h - 6,
                               w, h)
        if kind == "deck":
            return self.z["draw_pile"] if s == me else self.chip_rect(d, s, "deck")
        if kind == "discard":
            return self.z["discard"] if s == me else self.chip_rect(d, s, "discard")
        if kind == "play":
            layout = self.play_layout(d, card if arriving else None)
            for c, rect in reversed(layout):
                if c == card:
                    return rect
            w, h = self.play_card
            return pygame.Rect(self.z["play_area"].x + 6, self.z["play_area"].y + 2, w, h)
        if kind == "set_aside":
            groups = self.overlay_layout(d, (s, card) if arriving else None)
            for title, seat, placed in groups:
                if seat == s:
                    for c, rect, _faced in reversed(placed):
                        if c == card:
                            return rect
            return self.z["set_aside"].inflate(-400, -20)
        if kind == "trash":
            return self.z["trash"]
        if kind == "supply":
            return self.pile_rect(d, rest) or self.z["trash"]
        return pygame.Rect(self.z["hand"].center, (60, 84))

    # -- events to beats --
    def _beats(self, e) -> list:
        d = e.data
        k = e.kind
        s = d.get("seat")
        me = self.stage.view["seat"]

        def move(cards, src, dst, flip=False, top=None):
            return [{"card": c, "src": src, "dst": dst, "flip": flip, "top": top}
                    for c in cards]

        if k == "turn":
            def start(seat=s):
                disp = self.stage.view
                disp["current"] = seat
                disp["actions"], disp["buys"], disp["coins"] = 1, 1, 0
                disp["phase"] = "action"
                self.version += 1
                greeting = self.turn_of(seat, seat == me)
                self.add_effect("banner", 1.3, text=greeting, seat=seat)
            return [{"start": start, "dur": 0.12}]
        if k in ("phase", "treasures"):
            cards = d.get("treasures") if k == "phase" else d.get("cards")
            cards = list(cards or [])
            coins = d.get("coins", 0)

            def end(coins=coins):
                self.stage.view["coins"] = coins
                self.stage.view["phase"] = "buy"
                self.pops["coins"] = 1.0
                self.version += 1
            if not cards:
                return [{"start": end, "dur": 0.05}]
            return [{"flights": move(cards, f"hand:{s}", f"play:{s}"), "end": end,
                     "dur": FLIGHT + STAGGER * (len(cards) - 1)}]
        if k == "play":
            card = d["card"]

            def start(via=d.get("via")):
                if not via:                      # playing from the hand uses up an Action
                    self.stage.view["actions"] = max(0, self.stage.view["actions"] - 1)
                    self.pops["actions"] = 1.0
                    self.version += 1
            return [{"start": start, "flights": move([card], f"hand:{s}", f"play:{s}"),
                     "dur": FLIGHT}]
        if k == "replay":
            def start(card=d["card"]):
                self.add_effect("float", 1.0, text=_("Again!"), pos=self._play_pos(card))
            return [{"start": start, "dur": 0.25}]
        if k == "bonus":
            now = d.get("now", {})

            def start(data=d, now=now):
                disp = self.stage.view
                parts = []
                for key, (one, many) in (("actions", ("+{n} Action", "+{n} Actions")),
                                         ("buys", ("+{n} Buy", "+{n} Buys"))):
                    if data.get(key):
                        parts.append(ngettext(one, many, data[key]).format(n=data[key]))
                        self.pops[key] = 1.0
                if data.get("coins"):
                    parts.append(f"+${data['coins']}")
                    self.pops["coins"] = 1.0
                for key in ("actions", "buys", "coins"):
                    if key in now:
                        disp[key] = now[key]
                self.version += 1
                if parts:
                    self.add_effect("float", 1.1, text=", ".join(parts),
                                    pos=self._play_pos(data.get("card")))
            return [{"start": start, "dur": 0.18}]
        if k == "draw":
            count = d.get("count", 0)
            cards = d.get("cards")
            if s == me and cards:
                return [{"flights": move(cards, f"deck:{s}", f"hand:{s}", flip=True),
                         "dur": FLIGHT + STAGGER * (len(cards) - 1)}]
            return [{"flights": move([None] * count, f"deck:{s}", f"hand:{s}"),
                     "dur": FLIGHT + STAGGER * (count - 1)}]
        if k in ("shuffle", "deck_to_discard"):
            count = d.get("count", 0)
            if not count:
                return []
            shown = min(count, 4)
            src, dst = d["from"], d["to"]
            flights = []
            for i in range(shown):
                flights.append({"card": None, "src": src, "dst": dst, "face_up": False,
                                "take": count if i == 0 else 0,
                                "put": count if i == shown - 1 else 0,
                                "top": d.get("top")})
            return [{"flights": flights, "dur": FLIGHT + STAGGER * (shown - 1)}]
        if k == "discard":
            cards = d.get("cards")
            count = d.get("count", 0)
            src = d["from"]
            top = d.get("top")
            if cards:
                return [{"flights": move(cards, src, f"discard:{s}", top=top),
                         "dur": FLIGHT + STAGGER * (len(cards) - 1)}]
            flights = move([None] * count, src, f"discard:{s}", top=top)
            return [{"flights": flights, "dur": FLIGHT + STAGGER * (count - 1)}]
        if k == "cleanup":
            played = list(d.get("played") or [])
            hand = d.get("hand")
            flights = move(played, f"play:{s}", f"discard:{s}", top=d.get("top"))
            if hand is not None and s == me:
                flights += move(hand, f"hand:{s}", f"discard:{s}", top=d.get("top"))
            else:
                flights += move([None] * d.get("hand_count", 0), f"hand:{s}", f"discard:{s}",
                                top=d.get("top"))
            if not flights:
                return []
            return [{"flights": flights,
                     "dur": FLIGHT + STAGGER * min(6, len(flights) - 1)}]
        if k == "trash":
            cards = d.get("cards") or []

            def end(seat=s, cards=cards):
                for card in cards:
                    self._own(seat, card, -1)
            return [{"flights": move(cards, d["from"], "trash"), "end": end,
                     "dur": FLIGHT + STAGGER * (len(cards) - 1)}]
        if k in ("gain", "buy"):
            card = d["card"]
            beats = []
            if k == "buy":
                def start(data=d):
                    self.stage.view["coins"] = data.get("coins", 0)
                    self.stage.view["buys"] = data.get("buys", 0)
                    self.pops["coins"] = 1.0
                    self.pops["buys"] = 1.0
                    self.version += 1
                beats.append({"start": start, "dur": 0.0})
            beats.append({"flights": move([card], d["from"], d["to"]), "dur": FLIGHT,
                          "end": lambda seat=s, card=card: self._own(seat, card, +1)})
            return beats
        if k == "reveal":
            cards = d.get("cards") or []
            return [{"flights": move(cards, d["from"], d["to"], flip=True),
                     "dur": FLIGHT + STAGGER * (len(cards) - 1)}]
        if k == "topdeck":
            return [{"flights": move([d["card"]], d["from"], d["to"]), "dur": FLIGHT}]
        if k == "set_aside":
            return [{"flights": move([d["card"]], d["from"], d["to"]), "dur": FLIGHT}]
        if k == "take":
            cards = d.get("cards") or []
            return [{"flights": move(cards, d["from"], d["to"]),
                     "dur": FLIGHT + STAGGER * (len(cards) - 1)}]
        if k in ("reveal_hand", "moat"):
            cards = d.get("cards") if k == "reveal_hand" else ["moat"]
            if k == "reveal_hand":
                title = (_("You revealed a hand with no Victory card") if s == me else
                         _("{name} revealed a hand with no Victory card").format(name=self.name(s)))
            else:
                title = (_("You revealed a Moat: unaffected") if s == me else
                         _("{name} revealed a Moat: unaffected").format(name=self.name(s)))

            def start(cards=list(cards or []), title=title, seat=s):
                if cards:
                    self.add_effect("flash", 1.6, cards=cards, title=title,
                                    pos=self._seat_pos(seat))
            return [{"start": start, "dur": 0.45}]
        if k == "draft_pick":
            def start(card=d["card"]):
                draft = self.stage.view.setdefault("draft", {"picked": [], "available": []})
                draft.setdefault("picked", []).append(card)
                self.version += 1
            return [{"start": start, "dur": 0.25}]
        return []

    def _sync_beat(self, rest: list) -> dict:
        """Show the view after the decision at once (and greet the first turn)."""
        turn = next((e.data["seat"] for e in rest if e.kind == "turn"), None)

        def start():
            self.stage.view = copy.deepcopy(self._after)
            self.stage.view["decision"] = None
            self.version += 1
            self.prewarm(self.stage.view)
            if turn is not None:
                me = self.stage.view["seat"]
                greeting = self.turn_of(turn, turn == me)
                self.add_effect("banner", 1.3, text=greeting, seat=turn)
        return {"start": start, "dur": 0.3}

    def _own(self, seat: int, card: str, delta: int) -> None:
        """A card gained (+1) or trashed (-1): the owner's card count and VP follow."""
        d = self.stage.view
        if d is None or not d.get("owned") or seat is None:
            return
        owned = d["owned"][seat]
        owned[card] = owned.get(card, 0) + delta
        if owned[card] <= 0:
            del owned[card]
        if d.get("vp") is not None:
            d["vp"][seat] = vp_of(owned)
        self.version += 1

    def _play_pos(self, card) -> tuple:
        layout = self.play_layout(self.stage.view or {})
        for c, rect in reversed(layout):
            if c == card:
                return (rect.centerx, rect.centery - 10)
        return self.z["counters"].center

    def _seat_pos(self, seat) -> tuple:
        d = self.stage.view or {}
        if seat == d.get("seat"):
            return (self.z["hand"].centerx, self.z["hand"].y + 10)
        r = self.opponent_rect(d, seat)
        return (r.centerx, r.bottom + 40) if r else self.z["hand"].center


def _revealing(beats: list, table, event) -> list:
    """The event's log line appears as its first beat starts (the table's `reveal`)."""
    reveal = getattr(table, "reveal", None)
    if beats and reveal is not None:
        first = beats[0]
        start = first.get("start")
        beats[0] = dict(first, start=lambda: (reveal(event), start and start()))
    return beats


def _merge_calls(beats: list) -> list:
    """Fold a beat that only runs a callback (a new turn, coins spent) into the next beat's
    start, so it costs no frame of its own."""
    out, pending = [], []
    for beat in beats:
        if not beat.get("flights") and not beat.get("end") and beat["dur"] <= 0.15 and \
                beat is not beats[-1]:
            pending.append(beat["start"])
            continue
        if pending:
            calls = pending + ([beat["start"]] if beat.get("start") else [])
            beat = dict(beat, start=lambda calls=calls: [c() for c in calls])
            pending = []
        out.append(beat)
    return out
