"""Dominion's table: the Supply, every player's public area, the viewer's hand, cards in flight.

The zones come from `assets/maps/dominion.tmx` (written by `tools/maps/dominion_map.py`); the
generic board scene owns the prompt bar (top), the option list, the log and Undo/Menu (right
column). Targets of the rules land here as follows:

  supply:<card>          the pile (`pile_<basic>` or `kingdom_<i>`, i = index in view["kingdom"])
  hand:<card>            the unpicked copies of that card in the viewer's hand
  picked:hand:<card>     the picked copies (an `unpick` option: the card has risen)
  trash:<card>           the Trash, or the card in the Thief overlay while gaining trashed cards
  picked:trash:<card>    a Thief-trashed card already chosen for gaining
  set_aside:<s>:<card>   a revealed card in the set-aside overlay
  draw_pile              the viewer's draw pile (Chancellor: and the primary table button)
  draft:<card>           a kingdom card in the draft grid
  btn_primary / btn_secondary   table buttons for options without a target (End actions, End
                         turn, Confirm, Play all Treasures, No, ...); they stay in the side
                         panel too

While a decision's animation plays (`anim.py`), the table is drawn from `self.stage.view`: a copy
of the view before the decision that each card in flight updates as it leaves and lands, so
nothing is ever shown twice; when the queue is idle the table's new view takes over.
"""
from __future__ import annotations

import math
from collections import Counter
from functools import lru_cache

import pygame
from scenes import gfx

from rules.dominion import cards as C
from rules.dominion import draw_pile_composition
from scenes import theme
from scenes.i18n import _, language, pgettext
from scenes.table.adapter import BoardAdapter, Shape
from scenes.table import layers
from scenes.table.tween import Effect
from scenes.table.widgets import Zoom

from . import cards as art
from .anim import Motion
from .areas import DIM, GOLD, LABEL_W, UNPICK, Areas, text
from .attacks import AttackWatch, answering

FELT_TOP = (30, 62, 56)
FELT_BOTTOM = (14, 34, 33)
ZONE_BG = (0, 0, 0, 46)

GROUP = {"Action": 0, "Reaction": 0, "Treasure": 1, "Victory": 2, "Curse": 3}
ZOOM = (280, 392)
DISPLAY_ONLY = ("counters", "own_info")   # map zones no target or event names: status panels


def sort_key(card: str):
    return (GROUP[art.main_type(card)], C.COST[card], C.NAME[card])


def names_counted(counts: dict) -> str:
    parts = [f"{n} {card_name(c)}" for c, n in sorted(counts.items(), key=lambda kv: C.ORDER[kv[0]])
             if n > 0]
    return _(", ").join(parts) if parts else _("nothing")


def card_name(card: str) -> str:
    """A card's name in the reader's language (the game's names table, translated)."""
    return pgettext("dominion", C.NAME[card])


def assign(kind: str, args, target):
    """(target id on this table, table button or None) for an option."""
    if kind in ("end_actions", "end_turn", "done"):
        return "btn_primary", "primary"
    if kind in ("play_all", "no", "decline"):
        return "btn_secondary", "secondary"
    if kind == "yes":
        return (target or "btn_primary"), "primary"
    if kind == "reveal":
        return (target or "btn_primary"), "primary"
    if kind == "keep" and args:                  # Library: keep the drawn Action
        return "btn_primary", "primary"
    if kind == "set_aside":                      # Library: set it aside
        return "btn_secondary", "secondary"
    if kind == "discard" and not args:           # Spy: discard the revealed card
        return "btn_primary", "primary"
    if kind == "keep":                           # Spy: put it back
        return "btn_secondary", "secondary"
    if kind == "unpick" and target:
        return f"picked:{target}", None
    if kind == "draft" and args:
        return f"draft:{args[0]}", None
    return target, None


class MultiShape(Shape):
    """Several rects that act as one target (all copies of a card; a card and its button)."""

    def __init__(self, rects, boxes=None, color=GOLD):
        rects = [pygame.Rect(r) for r in rects]
        self.color = color
        union = rects[0].unionall(rects[1:]) if len(rects) > 1 else rects[0].copy()
        super().__init__(union, "rect")
        self.rects = rects
        self.boxes = [pygame.Rect(b) for b in boxes] if boxes else [union]

    @property
    def center(self) -> tuple:
        return self.rects[-1].center

    def contains(self, pos) -> bool:
        return any(r.collidepoint(pos) for r in self.rects)

    def highlight(self, surface, t: float) -> None:
        for box in self.boxes:
            glow(surface, box, t, self.color)


_GLOW: dict = {}


def glow(surface, rect, t: float, color=GOLD) -> None:
    """A legal target: a pulsing gold halo, a bright edge and marching dashes (cached halo)."""
    rect = pygame.Rect(rect).inflate(6, 6)
    level = int(4 + 3 * math.sin(t * 4))
    key = (rect.size, level, color)
    halo = _GLOW.get(key)
    if halo is None:
        halo = gfx.Surface((rect.w + 16, rect.h + 16), pygame.SRCALPHA)
        alpha = 40 + 14 * level
        gfx.draw.rect(halo, (*color, alpha // 2), halo.get_rect(), 8, border_radius=14)
        gfx.draw.rect(halo, (*color, alpha), halo.get_rect().inflate(-6, -6), 4,
                      border_radius=12)
        if len(_GLOW) > 400:
            _GLOW.clear()
        _GLOW[key] = halo
    surface.blit(halo, (rect.x - 8, rect.y - 8))
    gfx.draw.rect(surface, color, rect, 3, border_radius=9)
    theme.dashed_outline(surface, theme.rect_corners(rect), (255, 255, 255), t=t)


def zoom_panel(card: str, where: str) -> pygame.Surface:
    """A zoomed card on a dark panel with its name in the other language (Hungarian, or the
    English one in Hungarian), its types in Hungarian and where it lies."""
    return _zoom_panel(card, where, language())


@lru_cache(maxsize=48)
def _zoom_panel(card: str, where: str, lang: str) -> pygame.Surface:
    zw, zh = ZOOM
    other = (_("English: {name}").format(name=C.NAME[card]) if lang == "hu"
             else _("Hungarian: {name}").format(name=C.HU[card]))
    lines = [(other, GOLD, "bold"),
             (" – ".join(art.TYPE_HU[t] for t in C.TYPES[card]), DIM, "regular")]
    if where:
        lines.append((where, theme.TEXT, "regular"))
    surf = gfx.Surface((zw + 20, zh + 24 + 24 * len(lines)), pygame.SRCALPHA)
    theme.panel(surf, surf.get_rect(), (22, 26, 34), radius=14, alpha=245, edge=GOLD,
                shadow=False)
    surf.blit(art.face(card, zw, zh, "zoom"), (10, 10))
    y = zh + 18
    for words, color, weight in lines:
        text(surf, words, (14, y), 18, color, weight, max_width=zw - 8)
        y += 24
    return surf.convert_alpha() if pygame.display.get_surface() else surf


@lru_cache(maxsize=16)
def banner(words: str, seat: int) -> pygame.Surface:
    """'Bela's turn': a dark pill with the seat's colour, badge and name (faded by the caller)."""
    color = theme.seat_color(seat)
    image = art.label(words, 30, theme.seat_text_color(seat), "bold")
    rect = image.get_rect().inflate(92, 22)
    surf = gfx.Surface(rect.size, pygame.SRCALPHA)
    gfx.draw.rect(surf, (10, 12, 18, 225), surf.get_rect(), border_radius=16)
    gfx.draw.rect(surf, color, surf.get_rect(), 2, border_radius=16)
    surf.blit(image, image.get_rect(center=(rect.w // 2 + 14, rect.h // 2)))
    theme.draw_seat_badge(surf, seat, (26, rect.h // 2), 11)
    return surf


# what the table sounds like as it shows each event (scenes/synth.py's cues; None: silent)
SOUNDS = {"bonus": "coin", "buy": "coin", "treasures": "coin", "shuffle": "shuffle",
          "cleanup": "card", "deck_to_discard": "card", "discard": "card", "draft_pick": "card",
          "draw": "card", "gain": "card", "moat": "card", "play": "card", "replay": "card",
          "reveal": "card", "reveal_hand": "card", "revealed": "card", "set_aside": "card",
          "take": "card", "topdeck": "card", "trash": "place", "game_over": "win",
          "first_player": None, "kingdom": None, "phase": None, "turn": None}


class DominionAdapter(Motion, Areas, BoardAdapter):
    sounds = SOUNDS

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.z = {name: shape.rect for name, shape in self.map.shapes.items()}
        props = {name: shape.props for name, shape in self.map.shapes.items()}
        self.hand_card = (int(props["hand"].get("card_w", 132)),
                          int(props["hand"].get("card_h", 185)))
        self.play_card = (int(props["play_area"].get("card_w", 104)),
                          int(props["play_area"].get("card_h", 145)))
        self.pile_size = (int(self.map.properties.get("pile_w", 116)),
                          int(self.map.properties.get("pile_h", 162)))
        self.version = 0
        self.pops: dict = {}
        self.zoom = Zoom((0, 56, 1190, 840), ZOOM[0])
        self.attacks = AttackWatch()
        self.picked_slots: list = []    # hand places clicked to pick: those copies rise
        self.spots: list = []
        self._shapes_key = None
        self._shapes: dict = {}
        self._hand_pos: dict = {}           # (card, nth copy) -> [x, y] where it is drawn now
        self._hand_targets: dict = {}       # (card, nth copy) -> (x, y) where it belongs
        self._hand_moving = False
        self._hand_viewer = None

    # ---- set-up --------------------------------------------------------------------------------
    def warm_caches(self) -> None:
        self.prewarm(self.table.presented or {})

    # ---- who and where --------------------------------------------------------------------------
    def players(self, view) -> int:
        return len(view.get("hand_sizes") or [0, 0])

    def opponents(self, view) -> list:
        n, me = self.players(view), self.viewer(view)
        return [(me + i) % n for i in range(1, n)]

    def opponent_rect(self, view, seat) -> pygame.Rect | None:
        order = self.opponents(view)
        if seat not in order:
            return None
        return self.z[f"opponent_{order.index(seat) + 1}"]

    def chip_rect(self, view, seat, which: str) -> pygame.Rect:
        r = self.opponent_rect(view, seat)
        if r is None:
            return pygame.Rect(self.z["hand"].center, (1, 1))
        x = {"hand": 14, "deck": 132, "discard": 246}[which]
        return pygame.Rect(r.x + x, r.y + 42, 30, 42)

    def name(self, seat: int) -> str:
        try:
            return self.seat_name(seat)
        except (IndexError, AttributeError):
            return f"P{seat + 1}"

    def turn_of(self, seat: int, mine: bool) -> str:
        return _("Your turn") if mine else _("{name}'s turn").format(name=self.name(seat))

    def revealed(self, seat: int, mine: bool) -> str:
        return _("You revealed") if mine else _("{name} revealed").format(name=self.name(seat))

    def is_bot(self, seat: int) -> bool:
        try:
            return self.setup.seats[seat].is_bot
        except (IndexError, AttributeError):
            return False

    def pile_rect(self, view, card: str) -> pygame.Rect | None:
        if card in C.BASIC_ZONES:
            return self.z[C.BASIC_ZONES[card]]
        kingdom = view.get("kingdom") or []
        if card in kingdom:
            return self.z[f"kingdom_{kingdom.index(card)}"]
        return None

    def zone_of(self, name: str, view) -> str | None:
        """The map object a rules target (`supply:smithy`, `hand:copper`, `set_aside:1:gold`,
        `draw_pile`, ...) or an event zone (`hand:2`, `deck:0`, `play:1`, `trash`, ...) lands
        on, as seen by the view's seat; None for an id this table does not know."""
        kind, _, rest = name.partition(":")
        if kind == "supply":
            if rest in C.BASIC_ZONES:
                return C.BASIC_ZONES[rest]
            kingdom = view.get("kingdom") or []
            return f"kingdom_{kingdom.index(rest)}" if rest in kingdom else None
        if kind in ("hand", "deck", "discard") and rest.isdigit():
            seat = int(rest)
            if seat != self.viewer(view):
                order = self.opponents(view)
                return f"opponent_{order.index(seat) + 1}" if seat in order else None
            return {"hand": "hand", "deck": "draw_pile", "discard": "discard"}[kind]
        if kind == "picked":
            return self.zone_of(rest, view)
        if kind == "hand" and rest in C.NAME:
            return "hand"
        if kind == "trash" and (not rest or rest in C.NAME):
            return "trash"
        if kind == "set_aside":
            return "set_aside"
        if kind == "play":
            return "play_area"
        if name in ("draw_pile", "btn_primary", "btn_secondary"):
            return name
        return None

    # ---- decisions -----------------------------------------------------------------------------
    @staticmethod
    def decision(view) -> dict | None:
        return view.get("decision")

    def picked(self, view, prompt_ok) -> list:
        d = self.decision(view)
        if not d or d.get("info", {}).get("frame") != "pick" or not prompt_ok(d["prompt"]):
            return []
        return list(d["info"].get("picked", []))

    def hand_picked(self, view) -> list:
        return self.picked(view, lambda p: p != "dominion.thief.gain")

    def thief_items(self, view) -> tuple[list, list] | None:
        d = self.decision(view)
        if d and d["prompt"] == "dominion.thief.gain":
            return list(d["info"].get("items", [])), list(d["info"].get("picked", []))
        return None

    def table_buttons(self, view) -> dict:
        """slot -> option dict for the viewer's decision (labels of the table buttons)."""
        d = self.decision(view)
        out = {}
        if not d:
            return out
        for o in d["options"]:
            _, slot = assign(o["kind"], o["args"], o["target"])
            if slot and slot not in out:
                out[slot] = o
        return out

    def target_of(self, option) -> str | None:
        return assign(option.kind, option.args, option.target)[0]

    def refusal(self, names: list, view: dict) -> str | None:
        """A pile not bought from (empty, too dear, no buy left, still the Action phase) or a
        hand card not played (not an Action, no Action left)."""
        prompt = (view.get("decision") or {}).get("prompt")
        for name in names:
            kind, _sep, card = name.partition(":")
            if kind == "supply" and card in C.COST:
                if not (view.get("supply") or {}).get(card):
                    return _("The {card} pile is empty.").format(card=card_name(card))
                if prompt == "dominion.action":
                    return _("Cards are bought after the Action phase: play an Action or end "
                             "the phase first.")
                if prompt in ("dominion.buy", "dominion.treasure"):
                    if view.get("buys", 0) < 1:
                        return _("You have no buy left this turn.")
                    if C.COST[card] > view.get("coins", 0):
                        words = _("{card} costs ${cost}; you have ${coins}.") \
                            if prompt == "dominion.buy" else \
                            _("{card} costs ${cost}; you have ${coins} so far: play your "
                              "Treasures first.")
                        return words.format(card=card_name(card), cost=C.COST[card],
                                            coins=view.get("coins", 0))
            if kind == "hand" and card in C.COST and prompt == "dominion.action":
                if card not in C.ACTIONS:
                    return _("{card} is not an Action card: it is not played now.").format(
                        card=card_name(card))
                if view.get("actions", 0) < 1:
                    return _("You have no Action left to play {card}.").format(
                        card=card_name(card))
        return None

    # ---- layouts (pure functions of a view) ------------------------------------------------------
    def hand_layout(self, view, extra: str | None = None) -> list:
        """[(card, rect, raised)] of the viewer's hand, sorted as shown (Actions, Treasures,
        Victory cards, Curses); the last copies of a picked card are raised."""
        hand = list(view.get("hand") or [])
        if extra is not None:
            hand.append(extra)
        hand.sort(key=sort_key)
        picked = Counter(self.hand_picked(view))
        w, h = self.hand_card
        zone = self.z["hand"]
        n = len(hand)
        step = w + 8 if n <= 1 else min(w + 8, (zone.w - w) / (n - 1))
        total = w + step * max(0, n - 1)
        x0 = zone.centerx - total / 2
        y = zone.bottom - h - 6
        up = self.raised_places(hand, picked)
        out = []
        for i, card in enumerate(hand):
            raised = i in up
            rect = pygame.Rect(round(x0 + i * step), y - (34 if raised else 0), w, h)
            out.append((card, rect, raised))
        return out

    def raised_places(self, hand: list, picked: Counter) -> set:
        """Which copies of a picked card rise: the ones clicked (a clicked card stays where it
        was), then the last copies (a pick made from the side panel or by undo)."""
        if not picked:
            self.picked_slots = []
        up = set()
        for card, k in picked.items():
            places = [i for i, c in enumerate(hand) if c == card]
            chosen = [i for i in self.picked_slots if i in places][:k]
            chosen += [i for i in reversed(places) if i not in chosen][:k - len(chosen)]
            up.update(chosen)
        return up

    def clicked(self, pos, target: str, view: dict) -> None:
        """Remember which copy in the hand was clicked, so that copy rises (or drops)."""
        if not target.startswith(("hand:", "picked:hand:")):
            return
        for i, (_card, rect, raised) in reversed(list(enumerate(self.hand_layout(view)))):
            if rect.collidepoint(pos):
                if i in self.picked_slots:
                    self.picked_slots.remove(i)
                if not raised:
                    self.picked_slots.append(i)
                return

    def _library(self, view) -> bool:
        cur = view.get("current", 0)
        return "library" in ((view.get("in_play") or [[]] * 4)[cur] if view.get("in_play")
                             else [])

    def overlay_active(self, view) -> bool:
        return any(view.get("set_aside") or []) or self.thief_items(view) is not None

    def play_layout(self, view, extra: str | None = None) -> list:
        cur = view.get("current", 0)
        cards = list((view.get("in_play") or [[]])[cur]) if view.get("in_play") else []
        if extra is not None:
            cards.append(extra)
        w, h = self.play_card
        zone = self.z["play_area"]
        right = self.z["set_aside"].x - 10 if self.overlay_active(view) else zone.right - 6
        avail = right - zone.x - 6
        n = len(cards)
        step = w + 8 if n <= 1 else min(w + 8, (avail - w) / (n - 1))
        y = zone.y + (zone.h - h) // 2
        return [(c, pygame.Rect(round(zone.x + 6 + i * step), y, w, h))
                for i, c in enumerate(cards)]

    def overlay_layout(self, view, extra=None) -> list:
        """[(group label, seat or None, [(card, rect, raised)])] of the set-aside overlay."""
        zone = self.z["set_aside"]
        groups = []
        thief = self.thief_items(view)
        if thief is not None:
            items, picked = thief
            groups.append((_("Trashed by your Thief: gain any?"), None, items, Counter(picked)))
        aside = view.get("set_aside") or []
        n = len(aside)
        cur = view.get("current", 0)
        for i in range(n):
            s = (cur + i) % n
            cards = list(aside[s])
            if extra is not None and extra[0] == s:
                cards.append(extra[1])
            if cards:
                mine = s == self.viewer(view)
                title = (_("Set aside (Library)") if mine and self._library(view)
                         else self.revealed(s, mine))
                groups.append((title, s, cards, Counter()))
        if extra is not None and not any(g[1] == extra[0] for g in groups):
            s = extra[0]
            groups.append((self.revealed(s, s == self.viewer(view)), s, [extra[1]], Counter()))
        out = []
        if not groups:
            return out
        cw, ch = 96, 134
        width = (zone.w - 12) / len(groups)
        for g, (title, seat, cards, picked) in enumerate(groups):
            gx = zone.x + 6 + g * width + LABEL_W
            avail = width - LABEL_W - 6
            m = len(cards)
            step = cw + 6 if m <= 1 else min(cw + 6, (avail - cw) / (m - 1))
            have = Counter(cards)
            seen = Counter()
            placed = []
            for i, card in enumerate(cards):
                seen[card] += 1
                raised = seen[card] > have[card] - min(picked[card], have[card])
                rect = pygame.Rect(round(gx + i * step), zone.y + (4 if raised else 10), cw, ch)
                placed.append((card, rect, raised))
            out.append((title, seat, placed))
        return out

    def draft_layout(self, view) -> list:
        cols = [self.z[f"pile_{c}"].x for c in ("province", "duchy", "estate", "curse")] + \
               [self.z[f"kingdom_{i}"].x for i in range(5)]
        rows = [self.z["pile_province"].y, self.z["pile_gold"].y,
                self.z["pile_gold"].y + (self.z["pile_gold"].y - self.z["pile_province"].y)]
        w, h = self.pile_size
        out = []
        for i, card in enumerate(C.display_order(C.KINGDOM)):
            r, c = divmod(i, 9)
            out.append((card, pygame.Rect(cols[c], rows[r], w, h)))
        return out

    # ---- targets --------------------------------------------------------------------------------
    def target_shapes(self, view: dict) -> dict:
        key = (id(view), view.get("steps"), self.version if self.stage.view is not None else -1)
        if key == self._shapes_key:
            return self._shapes
        shapes = dict(self.map.shapes)
        for card in view.get("supply") or {}:
            rect = self.pile_rect(view, card)
            if rect is not None:
                shapes[f"supply:{card}"] = Shape(rect.copy())
        # hand: unpicked and picked copies, each a contiguous group of visible card parts
        layout = self.hand_layout(view)
        groups: dict = {}
        for i, (card, rect, raised) in enumerate(layout):
            visible = rect.copy()
            if i + 1 < len(layout):
                nxt = layout[i + 1][1]
                visible.w = max(12, min(rect.w, nxt.x - rect.x))
            key2 = f"picked:hand:{card}" if raised else f"hand:{card}"
            groups.setdefault(key2, ([], []))
            groups[key2][0].append(visible)
            groups[key2][1].append(rect)
        for name, (visible, full) in groups.items():
            box = full[0].unionall(full[1:]) if len(full) > 1 else full[0]
            shapes[name] = MultiShape(visible, [box],
                                      UNPICK if name.startswith("picked:") else GOLD)
        # the set-aside overlay and the Thief's trashed cards
        for title, seat, placed in self.overlay_layout(view):
            for card, rect, raised in placed:
                if seat is None:
                    name = f"picked:trash:{card}" if raised else f"trash:{card}"
                else:
                    name = f"set_aside:{seat}:{card}"
                old = shapes.get(name)
                color = UNPICK if raised else GOLD
                if isinstance(old, MultiShape):
                    shapes[name] = MultiShape(old.rects + [rect], old.boxes + [rect], color)
                else:
                    shapes[name] = MultiShape([rect], None, color)
        if self.thief_items(view) is None:
            for card in set(view.get("trash") or []):
                shapes[f"trash:{card}"] = Shape(self.z["trash"].copy())
        if view.get("phase") == "draft":
            for card, rect in self.draft_layout(view):
                shapes[f"draft:{card}"] = Shape(rect)
        # an option bound to a card and a table button at once: both are clickable
        buttons = self.table_buttons(view)
        for slot, o in buttons.items():
            target = assign(o["kind"], o["args"], o["target"])[0]
            if target and not target.startswith("btn_") and target in shapes:
                card_shape = shapes[target]
                rects = getattr(card_shape, "rects", [card_shape.rect])
                button = self.z[f"btn_{slot}"]
                shapes[target] = MultiShape(list(rects) + [button],
                                            getattr(card_shape, "boxes", [card_shape.rect]) +
                                            [button])
        self._shapes_key = key
        self._shapes = shapes
        return shapes

    # ---- drawing --------------------------------------------------------------------------------
    def build_static(self) -> pygame.Surface:
        surf = gfx.Surface(theme.SCREEN)
        surf.blit(theme.backdrop(), (0, 0))
        board = self.layout()["board"]
        felt = theme.vertical_gradient(board.size, FELT_TOP, FELT_BOTTOM)
        # a faint weave so the felt does not look flat
        weave = gfx.Surface(board.size, pygame.SRCALPHA)
        for y in range(0, board.h, 4):
            gfx.draw.line(weave, (255, 255, 255, 6), (0, y), (board.w, y))
        for x in range(0, board.w, 6):
            gfx.draw.line(weave, (0, 0, 0, 8), (x, 0), (x, board.h))
        felt.blit(weave, (0, 0))
        surf.blit(felt, board.topleft)
        veil = gfx.Surface(theme.SCREEN, pygame.SRCALPHA)
        supply = self.z["pile_province"].unionall([self.z["trash"]]).inflate(14, 12)
        kingdom = self.z["kingdom_0"].unionall([self.z["kingdom_9"]]).inflate(14, 12)
        own = pygame.Rect(4, self.z["play_area"].y - 2, board.w - 8,
                          board.bottom - self.z["play_area"].y - 2)
        for rect in (supply, kingdom, own):
            gfx.draw.rect(veil, ZONE_BG, rect, border_radius=14)
        gfx.draw.line(veil, (255, 255, 255, 20), (14, self.z["hand"].y - 2),
                      (board.w - 14, self.z["hand"].y - 2), 1)
        surf.blit(veil, (0, 0))
        # the slot frames under the piles (seen when a pile runs out)
        for name in list(C.BASIC_ZONES.values()) + [f"kingdom_{i}" for i in range(10)] + \
                ["trash", "draw_pile", "discard"]:
            r = self.z[name]
            gfx.draw.rect(surf, (12, 26, 26), r, border_radius=9)
            gfx.draw.rect(surf, (70, 100, 96), r, 1, border_radius=9)
        return layers.opaque(surf)

    def draw_background(self, surface) -> None:
        if self.static is None:
            self.static = self.build_static()
        surface.blit(self.static, (0, 0))

    def draw_board(self, surface, view: dict) -> None:
        """The table is rendered into one cached layer whenever what it shows changes (a new
        view, or a card leaving or landing during an animation); a frame is one blit of it plus
        the live bits (a counter popping)."""
        v = self.stage.shown(view)
        self._hand_moving = self._track_hand(v)
        key = (id(v), v.get("steps"), self.version, self._hand_moving)
        surface.blit(self.pieces.get(key, lambda layer: self.render_table(layer, v)), (0, 0))
        if self._hand_moving:
            self.draw_hand(surface, v, self.hand_layout(v), live=True)
        if self.pops and v.get("phase") != "draft":
            self.draw_counters(surface, v, live=True)

    def render_table(self, surface, v: dict) -> None:
        self.spots = []
        self.draw_background(surface)
        if v.get("phase") == "draft":
            self.draw_draft(surface, v)
        else:
            self.draw_supply(surface, v)
            self.draw_counters(surface, v)
            self.draw_play(surface, v)
        self.draw_opponents(surface, v)
        self.draw_game_end(surface, v)
        self.draw_own(surface, v)
        if v.get("phase") != "draft":
            self.draw_overlay_zone(surface, v)
        self.draw_buttons(surface, v)

    def prewarm(self, view: dict) -> None:
        """Render the faces this game will show before the first animation needs them."""
        cards = list(C.BASIC_DISPLAY) + list(view.get("kingdom") or [])
        sizes = [self.pile_size, self.hand_card, self.play_card, (96, 134)]
        if view.get("phase") == "draft":
            cards += list(C.KINGDOM)
            sizes = [self.pile_size]
        for card in cards:
            for w, h in sizes:
                art.face(card, w, h)
            art.face(card, 30, 42, "mini")
        for w, h in ((self.z["draw_pile"].w, self.z["draw_pile"].h), (30, 42), (24, 34)):
            art.back(w, h)

    # ---- highlights, overlay, tooltips -----------------------------------------------------------
    def draw_highlights(self, surface, view: dict, targets, t: float) -> None:
        shapes = self.target_shapes(view)
        for target in targets:
            shape = shapes.get(target)
            if shape is None:
                continue
            if isinstance(shape, MultiShape):
                shape.highlight(surface, t)
            else:
                glow(surface, shape.rect, t)

    def draw_overlay(self, surface, view: dict) -> None:
        self.draw_effects(surface)
        table = self.table
        if table is None:
            return
        spot = self.zoom.shown(table, self.spot_at)
        if spot is not None:
            rect, card, where = spot
            self.draw_zoom(surface, card, rect, where)

    def spot_at(self, pos):
        for rect, card, where in reversed(self.spots):
            if rect.collidepoint(pos):
                return rect, card, where
        return None

    def draw_zoom(self, surface, card: str, near: pygame.Rect | None, where: str) -> None:
        """The card large, with its full text, Hungarian name and types, beside `near`; a
        card of the hand is shown above the hand, never over the cards being chosen."""
        hand = self.z["hand"]
        keep = hand if near is not None and hand.colliderect(near) else None
        self.zoom.draw(surface, zoom_panel(card, where), near, keep)

    # -- the moment (issue 11.16) --
    def notices(self, events: list, viewer: int) -> list:
        return self.attacks.notices(events, viewer)

    def moment(self, turn: dict, view: dict) -> str | None:
        return answering(turn, view)

    def reference_at(self, pos, view: dict) -> str | None:
        spot = self.spot_at(pos)             # a card shown large: its entry
        return spot[1] if spot is not None else super().reference_at(pos, view)

    def tooltip(self, pos, view: dict) -> str | None:
        v = view
        if self.spot_at(pos) is not None:
            return None                # the zoomed card says it all
        me = self.viewer(v)
        if v.get("phase") == "draft":
            return None
        if self.z["draw_pile"].collidepoint(pos):
            try:
                comp = draw_pile_composition(v)
            except (KeyError, TypeError):
                comp = {}
            known = (v.get("known_tops") or [[]] * (me + 1))[me]
            top = (" " + _("On top, known to all: {cards}.").format(
                cards=_(", ").join(card_name(c) for c in known)) if known else "")
            return _("Your draw pile: {n} cards, order unknown. In it: {cards}.").format(
                n=v["deck_sizes"][me], cards=names_counted(comp)) + top
        if self.z["discard"].collidepoint(pos):
            return _("Your discard pile: {n} cards: {cards}.").format(
                n=v["discard_sizes"][me], cards=names_counted(v.get("my_discard") or {}))
        if self.z["trash"].collidepoint(pos):
            trash = v.get("trash") or []
            return _("The Trash ({n}): {cards}.").format(n=len(trash),
                                                         cards=names_counted(Counter(trash)))
        for seat in self.opponents(v):
            if self.opponent_rect(v, seat).collidepoint(pos):
                owned = v["owned"][seat]
                vp = _("{n} VP.").format(n=v["vp"][seat]) + " " if v.get("vp") is not None else ""
                return f"{self.name(seat)}: {vp}" + _(
                    "Owns {n} cards: {cards}. Turns taken: {turns}.").format(
                    n=sum(owned.values()), cards=names_counted(owned), turns=v["turns"][seat])
        if self.z["own_info"].collidepoint(pos):
            owned = v["owned"][me]
            return _("You own {n} cards: {cards}.").format(n=sum(owned.values()),
                                                          cards=names_counted(owned))
        if self.z["counters"].collidepoint(pos):
            cur = v.get("current", 0)
            counts = dict(actions=v["actions"], buys=v["buys"], coins=v["coins"])
            if cur == me:
                return _("You have {actions} Action(s), {buys} Buy(s) and ${coins} to spend "
                         "this turn.").format(**counts)
            return _("{name} has {actions} Action(s), {buys} Buy(s) and ${coins} to spend "
                     "this turn.").format(name=self.name(cur), **counts)
        return None

    # ---- input and time --------------------------------------------------------------------------
    def handle(self, event, table) -> bool:
        return self.zoom.handle(event, self.spot_at)

    def update(self, dt: float, table) -> None:
        speed = table.anim_speed
        k = dt / speed if speed > 0 else 10.0
        glide = 1.0 - math.exp(-14.0 * k)          # hand cards ease out into their places
        for key, (x, y) in self._hand_targets.items():
            pos = self._hand_pos.get(key)
            if pos is not None:
                pos[0] += (x - pos[0]) * glide
                pos[1] += (y - pos[1]) * glide
                if abs(x - pos[0]) < 0.5 and abs(y - pos[1]) < 0.5:
                    pos[0], pos[1] = x, y
        for key in list(self.pops):
            self.pops[key] = max(0.0, self.pops[key] - k * 2.5)
            if self.pops[key] <= 0:
                del self.pops[key]
        super().update(dt, table)

    def on_settled(self) -> None:
        self.version += 1

    # ---- effects (banners, floating bonuses, flashes) --------------------------------------------
    def add_effect(self, kind: str, life: float, **data) -> None:
        if self.table is not None and self.table.anim_speed <= 0:
            return
        draw = getattr(self, f"_draw_{kind}")
        self.effects.append(Effect(lambda surface, effect: draw(surface, effect.t, data), life))

    @staticmethod
    def _fade(f: float) -> float:
        return min(1.0, f * 6, (1 - f) * 4)

    def _draw_float(self, surface, f: float, e: dict) -> None:
        fade = self._fade(f)
        x, y = e["pos"]
        image = art.label(e["text"], 22, e.get("color", GOLD), "bold")
        # the whole rise keeps clear of the counters and captions (scenes/table/overlay.py)
        start = image.get_rect(center=(x, y))
        path = start.union(start.move(0, -46))
        placed = self.placer.place(path.inflate(4, 4), key=id(e))
        x, y = x + placed.x + 2 - path.x, y + placed.y + 2 - path.y - 46 * f
        image = image.copy()
        image.set_alpha(int(255 * fade))
        shadow = art.label(e["text"], 22, (0, 0, 0), "bold").copy()
        shadow.set_alpha(int(200 * fade))
        surface.blit(shadow, shadow.get_rect(center=(x + 2, y + 2)))
        surface.blit(image, image.get_rect(center=(x, y)))

    def _draw_flash(self, surface, f: float, e: dict) -> None:
        fade = self._fade(f)
        cards = e["cards"]
        w, h = 96, 134
        total = len(cards) * (w + 6) - 6
        x0 = e["pos"][0] - total // 2
        y0 = e["pos"][1]
        back_rect = pygame.Rect(x0 - 12, y0 - 34, total + 24, h + 46)
        back_rect.clamp_ip(pygame.Rect(0, 52, 1190, 848))
        x0 = back_rect.x + 12
        y0 = back_rect.y + 34
        veil = art.dimmer(back_rect.w, back_rect.h, int(220 * fade) // 16 * 16, 12)
        surface.blit(veil, back_rect)
        title = art.label(e["title"], 18, GOLD, "bold", back_rect.w - 16)
        title = title.copy()
        title.set_alpha(int(255 * fade))
        surface.blit(title, (back_rect.x + 10, back_rect.y + 7))
        for i, card in enumerate(cards):
            image = art.face(card, w, h).copy()
            image.set_alpha(int(255 * fade))
            surface.blit(image, (x0 + i * (w + 6), y0))

    def _draw_banner(self, surface, f: float, e: dict) -> None:
        fade = self._fade(f)
        image = banner(e["text"], e["seat"]).copy()
        image.set_alpha(int(255 * fade))
        board = self.layout()["board"]
        wanted = image.get_rect(center=(board.centerx, self.z["play_area"].centery))
        surface.blit(image, self.placer.place(wanted, key=id(e)))

    def keep_clear(self, view: dict) -> list:
        """The numbers a player reads: the turn's counters, the seats' panels, and the
        play area's caption while nothing is in play."""
        rects = [self.z["counters"], self.z["own_info"]]
        rects += [r for s in self.opponents(view) if (r := self.opponent_rect(view, s))]
        for card in view.get("supply") or {}:        # each pile's count, cost and types
            pile = self.pile_rect(view, card)
            if pile is not None:
                rects.append(pygame.Rect(pile.right - 36, pile.y + 30, 34, 32))
                rects.append(pygame.Rect(pile.x, pile.bottom - 26, pile.w, 26))
        if not self.play_layout(view):
            zone = self.z["play_area"]
            rects.append(pygame.Rect(zone.x + 16, zone.centery - 12, min(zone.w - 32, 600), 24))
        return rects
