"""Itchy Feet's board scene: the world map with the home countries and the centre, the draw and
discard piles, the viewer's hand fanned along the bottom, the opponents' boxes (backs with a
count, the cards this seat knows face up), the action bar, and the dialogs drawn over the table
(the trade builder, the answer to an offer, the Local Guide's look, the discard pile browser).

Targets: the rules' `action:<name>` are map objects (the action bar); `card:<id>` are hand
cards (or the cards of a dialog), `seat:<n>` the opponents' boxes, `discard:<id>` the cards of
the browser; the trade ask frame's kinds become chips (`ask:<kind>`, `less:<kind>`), and the
pick frames' untargeted options the action bar's `btn:primary` / `btn:secondary`.
The map: assets/maps/itchy_feet.tmx (tools/maps/itchy_feet_map.py).
"""
from __future__ import annotations

import pygame
from scenes import gfx

from rules.itchy_feet import cards as C
from scenes import reference_text, theme
from scenes.i18n import N_, _, language, list_join, ngettext, tr
from scenes.table.adapter import BoardAdapter, Shape, strings_in
from scenes.table.palette import GOLD, INK, PANEL_BG
from scenes.table.tmx import rect_of

from . import art
from .art import MID, SMALL
from .anim import ItchyAnimator
from .dialogs import MODAL, Dialogs

ACTION_ICON = {"grab": "itchy_feet.grab", "recycle": "itchy_feet.recycle", "trade": "trade",
               "steal": "itchy_feet.steal", "travel": "itchy_feet.travel",
               "dump": "itchy_feet.forbidden", "guide": "itchy_feet.special.local_guide",
               "tpost": "itchy_feet.special.trading_post",
               "smuggle": "itchy_feet.character.smuggler", "end": "ui.next"}
ACTION_WORDS = {"grab": N_("Grab"), "recycle": N_("Recycle"), "trade": N_("Trade"),
                "steal": N_("Steal"), "travel": N_("Travel"), "dump": N_("Dump"),
                "guide": N_("Local Guide"), "tpost": N_("Trading Post"),
                "smuggle": N_("Smuggle"), "end": N_("End turn")}
PRIMARY = {"done", "accept"}           # confirm a pick frame / accept an offer
SECONDARY = {"decline", "none"}        # decline an offer / the Guide: take nothing
# the frames that pay or discard cards: a Forbidden Item is never one of their choices
PAY_PROMPTS = {"itchy.limit", "itchy.tpost.pay", "itchy.recycle.pay", "itchy.steal.pay",
               "itchy.backpacker.discard", "itchy.event.lost", "itchy.event.overweight",
               "itchy.event.security"}


def kind_arg(option) -> str:
    return option.id.split(":", 1)[1] if ":" in option.id else ""


def is_kind(arg: str) -> bool:
    """A trade kind (item:SUN, passport, any ...) rather than a card id (SUN-1)."""
    return ":" in arg or arg in ("passport", "forbidden", "postcard", "any")


class CardShape(Shape):
    """A card in a fan: clicked on its visible strip, highlighted on the whole card."""

    def __init__(self, strip, card_rect):
        super().__init__(pygame.Rect(strip))
        self.card_rect = pygame.Rect(card_rect)

    def highlight(self, surface, t: float, strong: bool = True) -> None:
        if strong:
            theme.highlight_rect(surface, self.card_rect, t, radius=7)
        else:
            gfx.draw.rect(surface, theme.ACCENT, self.card_rect.inflate(4, 4), 2,
                          border_radius=7)


# what the table sounds like as it shows each event (scenes/synth.py's cues; None: silent)
SOUNDS = {"discard": "card", "draw": "card", "event": "card", "grab": "card", "guide": "card",
          "guide_look": "card", "mixup_chosen": "card", "mousetrap": "card", "offer": "card",
          "recycle": "card", "refill": "card", "security": "card", "smuggle": "card",
          "steal": "card", "trade": "card", "travel_reveal": "card", "unrest": "card",
          "reshuffle": "shuffle", "travel": "place", "game_over": "win", "declined": None,
          "draw_nothing": None, "event_done": None, "first_player": None, "guide_done": None,
          "mixup_pass": None, "setup": None, "turn": None, "unrest_ends": None}


class ItchyFeetAdapter(Dialogs, BoardAdapter):
    sounds = SOUNDS
    many_targets = 6

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.n = len(setup.seats)
        self.names = [s.name for s in setup.seats]
        props = self.map.properties
        self.browser = rect_of(props["area_browser"])
        self.zone = {name: shape.rect for name, shape in self.map.shapes.items()}
        self.buttons = {k: v for k, v in self.map.shapes.items()
                        if k.startswith(("action:", "btn:"))}
        self.browsing = False            # the discard pile opened by a click on it
        self.banner: str | None = None   # the last thing that happened worth a line
        self.version = 0                 # bumped when the stage's view changes in place
        self.animator = ItchyAnimator(self)
        self._shapes_key = None
        self._shapes: dict = {}

    # ---- words ------------------------------------------------------------------------------
    def words(self, text) -> str:
        return tr(text, self.names, self.game)

    def card_name(self, card: str) -> str:
        return self.words("{card:%s}" % card)

    def kind_name(self, kind: str) -> str:
        return self.words("{kind:%s}" % kind)

    def country_name(self, code: str) -> str:
        return self.words("{country:%s}" % code)

    def face(self, card: str, size=(100, 140), view: dict | None = None):
        corner = ""
        if view and view.get("variants", {}).get("show_indices") and size[0] >= 70:
            corner = C.INDEX.get(card, "")
            corner = "" if len(corner) > 3 else corner
        name = self.card_name(card) if size[0] >= 60 else ""
        if card.startswith("CH-"):
            name = self.words("{character:%s}" % card)
        return art.face(card, name, tuple(size), corner)

    # ---- places -----------------------------------------------------------------------------
    def slot(self, place: int) -> pygame.Rect:
        return self.zone[f"opponent_{self.n}_{place}"]

    def seat_rect(self, seat: int, view: dict) -> pygame.Rect:
        place = self.place_of(seat, view)
        return self.zone["me_hand"] if place == 0 else self.slot(place)

    def seat_point(self, seat: int, view: dict) -> tuple:
        return self.seat_rect(seat, view).center

    def map_point(self, code: str) -> tuple:
        _items, lat, lon = C.COUNTRIES[code]
        return art.project(self.zone["world_map"], lat, lon)

    # ---- the decision as the viewer sees it -------------------------------------------------
    @staticmethod
    def decision(view: dict) -> dict | None:
        d = view.get("decision")
        return d if d and d.get("seat") == view.get("seat") else None

    def prompt(self, view: dict) -> str | None:
        d = self.decision(view)
        return d["prompt"] if d else None

    def picked(self, view: dict) -> list:
        d = self.decision(view)
        return list((d or {}).get("info", {}).get("picked", []) or [])

    def browser_open(self, view: dict) -> bool:
        return self.prompt(view) == "itchy.recycle.take" or self.browsing

    # ---- targets ----------------------------------------------------------------------------
    def target_of(self, option) -> str | None:
        if option.target is not None:
            return option.target
        arg = kind_arg(option)
        if option.kind == "pick" and is_kind(arg):
            return f"ask:{arg}"
        if option.kind == "unpick":
            return f"less:{arg}" if is_kind(arg) else f"card:{arg}"
        if option.kind in PRIMARY:
            return "btn:primary"
        if option.kind in SECONDARY:
            return "btn:secondary"
        return None

    def panel_options(self, options: list) -> list:
        """The same action on two copies of one item (Umbrella UMB-1 and UMB-4: choose, pay,
        take, put back) is one move: one "Choose Umbrella" button, not two."""
        kept, seen = [], set()
        for option in options:
            item = C.item_of(kind_arg(option))
            key = option.id if item is None else (option.kind, item)
            if key not in seen:
                seen.add(key)
                kept.append(option)
        return kept

    def hand_cards(self, view: dict) -> list:
        return C.by_ord(view.get("hand", []))

    def hand_layout(self, view: dict) -> list:
        """(card, card rect, strip rect) of the viewer's hand, left to right; picked cards rise."""
        cards = self.hand_cards(view)
        area = self.zone["me_hand"]
        if not cards:
            return []
        w, h = 100, 140
        step = min(108, (area.w - w) / max(1, len(cards) - 1)) if len(cards) > 1 else 0
        total = w + step * (len(cards) - 1)
        x0 = area.x + (area.w - total) / 2
        picked = self.picked(view)
        out = []
        for i, card in enumerate(cards):
            x = round(x0 + i * step)
            lift = 22 if card in picked else 0
            rect = pygame.Rect(x, area.bottom - h - 6 - lift, w, h)
            strip = rect.copy()
            if i < len(cards) - 1:
                strip.w = max(8, round(step))
            out.append((card, rect, strip))
        return out

    def dialog_cards(self, view: dict) -> list:
        """(card, rect) of the cards a dialog shows as targets (the Local Guide's look)."""
        d = self.decision(view)
        if not d or d["prompt"] != "itchy.guide.take":
            return []
        look = d["info"].get("ctx", {}).get("look", [])
        box = self.dialog_rect(view)
        x = box.centerx - (len(look) * 112 - 12) // 2
        return [(card, pygame.Rect(x + i * 112, box.y + 64, 100, 140))
                for i, card in enumerate(look)]

    def browser_layout(self, view: dict) -> list:
        """(card, rect, strip) of the discard pile in the browser, oldest first."""
        cards = list(view.get("discard", []))
        box = self.browser.inflate(-24, -70)
        box.y += 40
        per_row = 16
        rows = max(1, -(-len(cards) // per_row))
        w, h = MID
        step_y = min(h + 8, (box.h - h) / max(1, rows - 1)) if rows > 1 else 0
        out = []
        for i, card in enumerate(cards):
            r, c = divmod(i, per_row)
            rect = pygame.Rect(box.x + c * (w + 1), round(box.y + r * step_y), w, h)
            strip = rect.copy()
            if r < rows - 1 and step_y < h:
                strip.h = max(8, round(step_y))
            out.append((card, rect, strip))
        return out

    def chip_layout(self, view: dict) -> list:
        """(kind, chip rect, minus rect) of the trade ask frame's kinds."""
        d = self.decision(view)
        if not d or d["prompt"] != "itchy.trade.ask":
            return []
        box = self.dialog_rect(view)
        kinds = d["info"].get("items", [])
        cols = 4
        w = (box.w - 40 - (cols - 1) * 10) // cols
        out = []
        for i, kind in enumerate(kinds):
            r, c = divmod(i, cols)
            chip = pygame.Rect(box.x + 20 + c * (w + 10), box.y + 172 + r * 46, w, 40)
            minus = pygame.Rect(chip.right - 40, chip.y + 4, 34, 32)
            out.append((kind, chip, minus))
        return out

    def dialog_rect(self, view: dict) -> pygame.Rect:
        return self.browser

    def event_shapes(self, event, view: dict) -> list[str]:
        """The players an event names (their panels: a steal's victim, a trade's partner) and
        the cards of the viewer's hand it names (the events name seats by number and cards by
        code, which are not the panels' and cards' shape names)."""
        data = event.data if isinstance(event.data, dict) else {}
        seats = [data[key] for key in ("seat", "victim", "to", "from", "by")
                 if isinstance(data.get(key), int) and not isinstance(data.get(key), bool)]
        shapes = self.named_shapes(view)
        named = [f"seat:{s}" for s in seats] + [f"card:{c}" for c in dict.fromkeys(strings_in(data))]
        return super().event_shapes(event, view) + [n for n in named if n in shapes]

    def target_shapes(self, view: dict) -> dict:
        key = (view, self.browsing)
        if self._shapes_key is not None and self._shapes_key[0] is view and \
                self._shapes_key[1] == self.browsing:
            return self._shapes
        shapes = {t: self.buttons[t] for t in self.bar_options(view)}   # only buttons shown
        shapes.update(self.bar_shapes(view))
        for place in range(1, self.n):
            seat = self.seat_at(place, view)
            shapes[f"seat:{seat}"] = Shape(self.slot(place))
        for card, rect, strip in self.hand_layout(view):
            shapes[f"card:{card}"] = CardShape(strip, rect)
        for card, rect in self.dialog_cards(view):
            shapes[f"card:{card}"] = Shape(rect)
        if self.browser_open(view):
            for card, rect, strip in self.browser_layout(view):
                shapes[f"discard:{card}"] = CardShape(strip, rect)
        for kind, chip, minus in self.chip_layout(view):
            shapes[f"ask:{kind}"] = Shape(chip)
            shapes[f"less:{kind}"] = Shape(minus)
        self._shapes_key, self._shapes = key, shapes
        return shapes

    def target_at(self, pos, view: dict, targets) -> str | None:
        """The minus of a chip wins over the chip; otherwise the first shape hit."""
        shapes = self.target_shapes(view)
        hits = [t for t in targets if shapes.get(t) is not None and shapes[t].contains(pos)]
        less = [t for t in hits if t.startswith("less:")]
        return (less or hits or [None])[0]

    # ---- a click that is not a move: why (BoardAdapter.refusal) ------------------------------
    def refusal(self, names: list, view: dict) -> str | None:
        """A hand card at the choice of action while Travel is not possible (a Forbidden Item
        held, no passport, the items still missing), a Forbidden Item where a card is paid or
        discarded, an item the country travelled to does not need, a kind asked for beyond
        the partner's hand, a player's panel clicked before Trade or Steal is chosen."""
        d = self.decision(view)
        if d is None:
            return None
        prompt, info = d["prompt"], d.get("info") or {}
        if prompt == "itchy.trade.ask" and any(n.startswith(("ask:", "less:")) for n in names):
            ctx = info.get("ctx") or {}
            size = ctx.get("size", 0)
            if len(info.get("picked") or []) < size:
                return None
            return ngettext("{name} holds {n} card: you cannot ask for more.",
                            "{name} holds {n} cards: you cannot ask for more.", size).format(
                name=self.names[ctx["to"]], n=size)
        if prompt == "itchy.turn" and any(n.startswith("seat:") for n in names):
            offered = [k for k in ("trade", "steal") if any(o["kind"] == k for o in d["options"])]
            if len(offered) == 2:     # a player is chosen after the action that names one
                return _("Choose Trade or Steal first, then the player.")
            if offered:
                return _("Choose {action} first, then the player.").format(
                    action=_(ACTION_WORDS[offered[0]]))
        card = next((n.split(":", 1)[1] for n in names if n.startswith("card:")), None)
        if card is None:
            return None
        if prompt == "itchy.turn" and not any(o["kind"] == "travel" for o in d["options"]):
            return self.travel_blocked(view)
        if prompt in PAY_PROMPTS and C.is_forbidden(card):
            return _("{card} is a Forbidden Item: it cannot be paid or discarded this way.") \
                .format(card=self.card_name(card))
        country = (info.get("ctx") or {}).get("country")
        if prompt == "itchy.travel.pay" and C.item_of(card) and \
                C.item_of(card) not in C.needs(country):
            return _("{country} does not need {card}.").format(
                country=self.country_name(country), card=self.card_name(card))
        return None

    def travel_blocked(self, view: dict) -> str | None:
        """Why the viewer cannot travel now, from its own hand; None when a substitute card
        (Mom's Credit Card, the Map) leaves open which items are missing, or when every item
        is held (Civil Unrest on the centre country)."""
        seat, hand = view["seat"], view["hand"]
        forbidden = [c for c in C.by_ord(hand) if C.is_forbidden(c)]
        if forbidden:
            return _("You cannot travel while you hold {card}.").format(
                card=self.card_name(forbidden[0]))
        if not any(C.is_passport(c) for c in hand):
            return _("You need a passport to travel.")
        home = not view["home_done"][seat]
        if "SP-CREDIT" in hand or (home and "SP-MAP" in hand):
            return None
        country = view["homes"][seat] if home else view["centre"]
        held = {C.item_of(c) for c in hand}
        missing = [k for k in C.needs(country) if k not in held]
        if not missing:
            return None
        return _("To travel to {country} you still need {items}.").format(
            country=self.country_name(country),
            items=list_join([self.kind_name("item:" + k) for k in missing]))

    # ---- drawing ----------------------------------------------------------------------------
    def build_static(self):
        from scenes.table import layers
        surface = layers.screen_surface()
        surface.blit(theme.backdrop(), (0, 0))
        board = self.layout()["board"]
        felt = theme.vertical_gradient(board.size, (34, 62, 58), (22, 40, 40))
        surface.blit(felt, board.topleft)
        world = self.zone["world_map"]
        surface.blit(art.world_map(world), world.topleft)
        bar = pygame.Rect(4, 836, board.w - 8, 62)
        theme.panel(surface, bar, (26, 30, 40), radius=10, shadow=False)
        return layers.opaque(surface)

    def draw_background(self, surface) -> None:
        surface.blit(self.static, (0, 0))

    def draw_board(self, surface, view: dict) -> None:
        shown = self.stage.shown(view)
        key = (shown, self.version, self.browser_open(shown), language())
        surface.blit(self.pieces.get(key, lambda s: self.draw_pieces(s, shown)), (0, 0))
        self.draw_effects(surface)

    def draw_pieces(self, surface, view: dict) -> None:
        self.draw_background(surface)
        self.draw_pins(surface, view)
        self.draw_piles(surface, view)
        for place in range(1, self.n):
            self.draw_opponent(surface, view, self.seat_at(place, view), self.slot(place))
        self.draw_own(surface, view)
        self.draw_actions(surface, view)
        self.draw_offer(surface, view)
        self.draw_dialog(surface, view)

    def draw_pins(self, surface, view: dict) -> None:
        for seat, home in enumerate(view["homes"]):
            pos = self.map_point(home)
            art.pin(surface, pos, theme.seat_color(seat), top=self.zone["world_map"].y)
        centre = view["centre"]
        pos = self.map_point(centre)
        art.pin(surface, pos, GOLD, big=True)
        world = self.zone["world_map"]
        label = theme.halo_text(self.country_name(centre), 16, (255, 255, 255))
        rect = label.get_rect(midleft=(pos[0] + 14, pos[1]))
        if rect.right > world.right - 6:             # near the east edge: left of the star
            rect.midright = (pos[0] - 14, pos[1])
        surface.blit(label, rect.clamp(world.inflate(-8, -8)))

    def draw_piles(self, surface, view: dict) -> None:
        draw = self.zone["draw_pile"]
        count = view["pile_size"]
        for i in range(min(4, max(1, count // 8))):
            if count:
                surface.blit(art.back(), draw.move(-2 * i, -2 * i))
        if not count:
            gfx.draw.rect(surface, theme.PANEL_EDGE, draw, 2, border_radius=8)
        self.badge(surface, (draw.right - 8, draw.top + 8), str(count))
        theme.text(surface, _("Draw"), (draw.centerx, draw.bottom + 4), 16, theme.TEXT_DIM,
                   anchor="midtop", max_width=draw.w + 30, ui=True)
        centre = self.zone["centre_country"]
        surface.blit(art.country_card(view["centre"], self.country_name(view["centre"])),
                     centre)
        theme.text(surface, _("Centre"), (centre.centerx, centre.bottom + 4), 16, GOLD, "bold",
                   anchor="midtop", max_width=centre.w + 30, ui=True)
        if view.get("unrest") is not None:
            surface.blit(self.face("EV-UNREST", MID), centre.move(40, 40))
        pile = self.zone["discard_pile"]
        discard = view.get("discard", [])
        if discard:
            surface.blit(self.face(discard[-1], (100, 140), view), pile)
        else:
            gfx.draw.rect(surface, theme.PANEL_EDGE, pile, 2, border_radius=8)
        # the count on the band, top right: at the foot it covered the top card's name
        self.badge(surface, (pile.right - 8, pile.top + 8), str(len(discard)))
        theme.text(surface, _("Discard"), (pile.centerx, pile.bottom + 4), 16, theme.TEXT_DIM,
                   anchor="midtop", max_width=pile.w + 30, ui=True)

    def badge(self, surface, center, words: str) -> None:
        image = theme.render(words, 16, INK, "bold")
        rect = image.get_rect(center=center).inflate(12, 4)
        gfx.draw.rect(surface, GOLD, rect, border_radius=9)
        gfx.draw.rect(surface, INK, rect, 1, border_radius=9)
        surface.blit(image, image.get_rect(center=rect.center))

    def turn_seat(self, view: dict):
        return (view.get("turn") or {}).get("seat")

    def draw_opponent(self, surface, view: dict, seat: int, box: pygame.Rect) -> None:
        active = view.get("active") == seat and view.get("winner") is None
        deciding = self.turn_seat(view) == seat
        color = theme.seat_color(seat)
        theme.panel(surface, box, PANEL_BG, radius=10, edge=color if active else theme.PANEL_EDGE)
        if active:
            gfx.draw.rect(surface, color, box.inflate(4, 4), 3, border_radius=12)
        theme.draw_seat_badge(surface, seat, (box.x + 16, box.y + 18), 9)
        name = self.names[seat]
        # the box's words at the UI scale (the name gives way to its tag)
        right = box.right - 88
        if deciding:
            right = theme.text(surface, _("to play") if active else _("answers"),
                               (box.right - 10, box.y + 18), 16, GOLD, "bold",
                               anchor="midright", max_width=120, ui=True).x - 10
        theme.text(surface, name, (box.x + 32, box.y + 18), 18, theme.seat_text_color(seat),
                   "bold", anchor="midleft", max_width=min(right, box.right - 88) - box.x - 32,
                   ui=True)
        home = view["homes"][seat]
        done = view["home_done"][seat]
        small = (60, 84)
        surface.blit(art.country_card(home, self.country_name(home), small, done, _("home")),
                     (box.x + 8, box.y + 38))
        char = (view.get("characters") or [None] * self.n)[seat]
        if char:
            surface.blit(self.face(char, small), (box.x + 72, box.y + 38))
        fan_x = box.x + (140 if char else 76)
        size = view["hand_sizes"][seat]
        known = list((view.get("known") or [[]] * self.n)[seat] or [])
        shown = min(size, 7)
        step = min(22, (box.right - 10 - fan_x - SMALL[0]) / max(1, shown - 1)) if shown > 1 else 0
        for i in range(shown):
            card = known[i] if i < len(known) else None
            image = self.face(card, SMALL) if card else art.back(SMALL)
            surface.blit(image, (round(fan_x + i * step), box.y + 40))
        words = ngettext("{n} card", "{n} cards", size).format(n=size)
        theme.text(surface, words, (fan_x, box.bottom - 5), 16, theme.TEXT_DIM,
                   anchor="bottomleft", max_width=box.right - 10 - fan_x, ui=True)

    def draw_own(self, surface, view: dict) -> None:
        seat = self.viewer(view)
        color = theme.seat_color(seat)
        me = self.zone["me_country"]
        theme.draw_seat_badge(surface, seat, (me.x + 10, me.y - 16), 8)
        active = view.get("active") == seat and view.get("winner") is None
        label = _("{name} (you)").format(name=self.names[seat])
        theme.text(surface, label, (me.x + 24, me.y - 16), 18, theme.seat_text_color(seat), "bold",
                   anchor="midleft", max_width=190, ui=True)
        home = view["homes"][seat]
        surface.blit(art.country_card(home, self.country_name(home), (100, 140),
                                      view["home_done"][seat], _("home")), me)
        char = (view.get("characters") or [None] * self.n)[seat]
        slot = self.zone["me_character"]
        if char:
            surface.blit(self.face(char), slot)
        if active:
            gfx.draw.rect(surface, color, self.zone["me_hand"].inflate(6, 6), 3,
                          border_radius=12)
        for card, rect, _strip in self.hand_layout(view):
            if ("hand", card) not in self.stage:
                surface.blit(self.face(card, (100, 140), view), rect)

    def keep_clear(self, view: dict) -> list:
        """The person's own hand and the action bar's buttons: notes and hints move off them."""
        rects = [pygame.Rect(rect) for _card, rect, _strip in self.hand_layout(view)]
        packed = self.bar_shapes(view)
        return rects + [pygame.Rect((packed.get(t) or self.buttons[t]).rect)
                        for t in self.bar_options(view)]

    def bar_options(self, view: dict) -> dict:
        """target -> option (as a dict) of the action bar, from the viewer's decision."""
        d = self.decision(view)
        out = {}
        for o in (d or {}).get("options", []):
            target = o.get("target")
            if target is None and o["kind"] in PRIMARY:
                target = "btn:primary"
            elif target is None and o["kind"] in SECONDARY:
                target = "btn:secondary"
            if target in self.buttons:
                out[target] = o
        return out

    def bar_shapes(self, view: dict) -> dict:
        """The legal action buttons packed side by side, centred in the action bar (the map's
        objects give their order and the bar's strip)."""
        shown = [t for t in self.bar_options(view) if t.startswith("action:")]
        shown.sort(key=lambda t: self.buttons[t].props.get("order", 0))
        if not shown:
            return {}
        # as wide as the longest word needs (Hungarian "Újrahasznosítás"), within the board
        gap, board = 10, self.layout()["board"]
        words = max(theme.font(18, "bold", ui=True).size(_(ACTION_WORDS[t.split(":", 1)[1]]))[0]
                    for t in shown)
        room = (board.w - 20 - gap * (len(shown) - 1)) // len(shown)
        width = min(room, max(150, words + 46))
        left = board.centerx - (len(shown) * (width + gap) - gap) // 2
        y, h = self.buttons[shown[0]].rect.y, self.buttons[shown[0]].rect.h
        return {t: Shape(pygame.Rect(left + i * (width + gap), y, width, h))
                for i, t in enumerate(shown)}

    def draw_actions(self, surface, view: dict) -> None:
        packed = self.bar_shapes(view)
        for target, option in self.bar_options(view).items():
            rect = (packed.get(target) or self.buttons[target]).rect
            primary = target == "btn:primary"
            theme.panel(surface, rect, (70, 56, 26) if primary else (48, 56, 74), radius=9,
                        edge=GOLD if primary else theme.PANEL_EDGE)
            if target.startswith("action:"):
                name = target.split(":", 1)[1]
                theme.blit_icon(surface, ACTION_ICON[name], (rect.x + 19, rect.centery), 26, GOLD)
                theme.text(surface, _(ACTION_WORDS[name]), (rect.x + 36, rect.centery), 18,
                           theme.TEXT, "bold", anchor="midleft", max_width=rect.w - 42, ui=True)
            else:
                words = self.words(option.get("label") or option["id"])
                theme.text(surface, words, rect.center, 18, GOLD if primary else theme.TEXT,
                           "bold", anchor="center", max_width=rect.w - 12, ui=True)

    def draw_offer(self, surface, view: dict) -> None:
        """The open offer, public: who offers whom what for what (over the event banner)."""
        offer = view.get("offer")
        if not offer or self.prompt(view) in MODAL:
            return
        rect = self.zone["event_banner"]
        words = f"{self.names[offer['from']]} → {self.names[offer['to']]}"
        theme.panel(surface, rect, (60, 50, 28), radius=8, edge=GOLD)
        x = theme.text(surface, words, (rect.x + 10, rect.centery), 16, GOLD, "bold",
                       anchor="midleft", max_width=220).right + 10
        for card in offer["give"][:6]:
            surface.blit(self.face(card, (18, 25)), (x, rect.y + 2))
            x += 20
        ask = ", ".join(self.kind_name(k) for k in offer["ask"])
        theme.text(surface, _("for {what}").format(what=ask), (x + 6, rect.centery), 16,
                   theme.TEXT, anchor="midleft", max_width=rect.right - x - 12)

    # ---- live drawing: the banner, hover ----------------------------------------------------
    def draw_overlay(self, surface, view: dict) -> None:
        if self.banner and not view.get("offer"):
            rect = self.zone["event_banner"]
            lines = theme.wrap_words(self.banner, 16, "regular", rect.w - 16)[:2]
            if len(lines) == 2:            # a long trade (Hungarian): the banner grows upwards
                step = theme.font(16).get_linesize()
                rect = rect.inflate(0, step).move(0, -step // 2)
                rect.bottom = self.zone["event_banner"].bottom
            theme.panel(surface, rect, (26, 30, 40), radius=8, alpha=230)
            theme.label_in(surface, self.banner, rect, 16, theme.TEXT, "regular", pad=16)

    def tooltip(self, pos, view: dict) -> str | None:
        if self.browsing:
            return None
        for card, _rect, strip in reversed(self.hand_layout(view)):
            if strip.collidepoint(pos):
                return self.card_help(card)
        if self.zone["discard_pile"].collidepoint(pos):
            return _("The discard pile: click to see every card in it")
        for place in range(1, self.n):
            if self.slot(place).collidepoint(pos):
                return self.seat_help(self.seat_at(place, view), view)
        if self.zone["centre_country"].collidepoint(pos):
            code = view["centre"]
            return _("The centre country {name}: whoever travels here after reaching home "
                     "wins. It needs {items}.").format(name=self.country_name(code),
                                                      items=self.needs_words(code))
        char = (view.get("characters") or [None] * self.n)[self.viewer(view)]
        if char and self.zone["me_character"].collidepoint(pos):
            return self.card_help(char)
        if self.zone["me_country"].collidepoint(pos):
            code = view["homes"][self.viewer(view)]
            return _("Your home country {name}: travel here first. It needs {items}.").format(
                name=self.country_name(code), items=self.needs_words(code))
        if self.zone["draw_pile"].collidepoint(pos):
            return ngettext("The draw pile: {n} card", "The draw pile: {n} cards",
                            view["pile_size"]).format(n=view["pile_size"])
        return None

    def reference_at(self, pos, view: dict) -> str | None:
        """The countries by their codes and the own character card by its id; else the card
        or zone under the mouse."""
        if self.browsing:
            return None
        me = self.viewer(view)
        char = (view.get("characters") or [None] * self.n)[me]
        if char and self.zone["me_character"].collidepoint(pos):
            return char
        if self.zone["me_country"].collidepoint(pos):
            return view["homes"][me]
        if self.zone["centre_country"].collidepoint(pos):
            return view["centre"]
        return super().reference_at(pos, view)

    def seat_help(self, seat: int, view: dict) -> str:
        code = view["homes"][seat]
        size = view["hand_sizes"][seat]
        lines = [ngettext("{name}: {n} card in hand", "{name}: {n} cards in hand", size).format(
            name=self.names[seat], n=size)]
        if view["home_done"][seat]:
            lines.append(_("Has travelled home to {country}; next: the centre country").format(
                country=self.country_name(code)))
        else:
            lines.append(_("Home country {country}, which needs {items}").format(
                country=self.country_name(code), items=self.needs_words(code)))
        char = (view.get("characters") or [None] * self.n)[seat]
        if char:
            lines.append(self.card_help(char))
        known = (view.get("known") or [[]] * self.n)[seat]
        if known:
            lines.append(_("You know they hold: {cards}").format(
                cards=", ".join(self.card_name(c) for c in known)))
        return "\n".join(lines)

    def needs_words(self, code: str) -> str:
        return ", ".join(self.kind_name("item:" + i) for i in C.needs(code))

    def card_help(self, card: str) -> str:
        """A card's name and what it does (the rules reference's entry), or for an item the
        countries that need it."""
        item = C.item_of(card)
        if item:
            where = [self.country_name(c) for c in C.COUNTRIES if item in C.needs(c)]
            return _("{name}: needed in {countries}").format(name=self.card_name(card),
                                                            countries=", ".join(where))
        name = self.words("{character:%s}" % card) if card.startswith("CH-") \
            else self.card_name(card)
        entry = reference_text.entry_for(self.game.id, language(), card)
        return f"{name}\n{entry.body}" if entry is not None and entry.body else name

    # ---- input ------------------------------------------------------------------------------
    def handle(self, event, table) -> bool:
        """A click on the discard pile opens the browser; any click closes it again."""
        if event.type != pygame.MOUSEBUTTONDOWN or event.button != 1 or table.animating:
            return False
        if self.browsing:
            self.browsing = False
            self.pieces.reset()
            return True
        view = table.presented
        if self.zone["discard_pile"].collidepoint(event.pos) and view.get("discard") and \
                self.prompt(view) not in MODAL:
            self.browsing = True
            self.pieces.reset()
            return True
        return False

    # ---- animation --------------------------------------------------------------------------
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        self.browsing = False
        for event in events:
            if event.kind in BANNER_KINDS:
                self.banner = self.words(self.game.describe_event(event, self.names))
        self.animator.play(events, before, after, table)


BANNER_KINDS = {"event", "unrest", "unrest_ends", "trade", "declined", "steal", "mousetrap",
                "travel", "smuggle", "reshuffle", "guide", "recycle", "game_over"}
