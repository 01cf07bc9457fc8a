"""Dominion's table, its areas drawn from a view: the Supply and its counters, the play area,
the overlays (set-aside cards, the Thief's trash, the kingdom draft), the other players' areas,
the viewer's own area and hand, and the table buttons. A mixin of `DominionAdapter`, which
lays the areas out and owns the decisions, highlights, tooltips and motion (adapter.py, anim.py).
"""
from __future__ import annotations

from collections import Counter

import pygame

from scenes import gfx, theme
from scenes.i18n import _, ngettext

from . import cards as art

GOLD = theme.ACCENT
UNPICK = (120, 200, 255)   # a picked card: click to put it back
DIM = theme.TEXT_DIM
BUY_PROMPTS = ("dominion.buy", "dominion.workshop", "dominion.feast", "dominion.remodel.gain",
               "dominion.mine.gain")
LABEL_W = 108          # the title column of a group in the set-aside overlay


def text(surface, words: str, pos, size: int = 18, color=theme.TEXT, weight: str = "regular",
         anchor: str = "topleft", wrap: int = 0, max_width: int = 0,
         ui: bool = False) -> pygame.Rect:
    """theme.text, but text that does not fit `max_width` is cut with an ellipsis instead of
    shrinking below the reading size; `ui`: reading text of a panel, at the UI scale (it
    shrinks to fit no further than its 100 % size)."""
    if ui:
        return theme.text(surface, words, pos, size, color, weight, anchor, wrap,
                          max_width=max_width, ui=True)
    if max_width:
        words = theme.ellipsize(words, size, weight, max_width)
    return theme.text(surface, words, pos, size, color, weight, anchor, wrap)


_SHADOWS: dict = {}


def shadow(size) -> pygame.Surface:
    """theme.panel's soft drop shadow, cached per size."""
    image = _SHADOWS.get(tuple(size))
    if image is None:
        w, h = size
        image = gfx.Surface((w + 12, h + 12), pygame.SRCALPHA)
        for i, a in enumerate((26, 20, 14, 8)):
            gfx.draw.rect(image, (0, 0, 0, a), image.get_rect().inflate(-i * 3, -i * 3),
                          border_radius=16 - i)
        _SHADOWS[tuple(size)] = image
    return image


class Areas:
    """The drawing of the table's areas (module docstring)."""

    # -- the Supply --
    def draw_supply(self, surface, v) -> None:
        supply = v.get("supply") or {}
        d = self.decision(v)
        dim_others = bool(d) and d["prompt"] in BUY_PROMPTS and self.stage.view is None
        legal = set()
        if dim_others:
            legal = {o["target"] for o in d["options"] if o.get("target")}
        w, h = self.pile_size
        for card, left in supply.items():
            rect = self.pile_rect(v, card)
            if rect is None:
                continue
            if left <= 0:
                ghost = art.face(card, w, h).copy()
                ghost.set_alpha(60)
                surface.blit(ghost, rect)
                text(surface, _("Empty"), rect.center, 20, (255, 255, 255), "bold",
                     anchor="center")
            else:
                if left > 1:
                    gfx.draw.rect(surface, (8, 10, 12), rect.move(3, 3), border_radius=9)
                surface.blit(art.face(card, w, h), rect)
                if dim_others and f"supply:{card}" not in legal:
                    surface.blit(art.dimmer(w, h, 135), rect)
            # on the art window, which the face keeps clear of text
            badge_y = rect.y + art.layout(card, w, h).art.centery
            self.count_badge(surface, (rect.right - 18, badge_y), left, low=left <= 2)
            self.spots.append((rect, card, ngettext("{n} left in the Supply",
                                                    "{n} left in the Supply", left).format(n=left)))
        # the Trash
        trash = v.get("trash") or []
        r = self.z["trash"]
        if trash:
            top = trash[-1]
            surface.blit(art.face(top, w, h), r)
            surface.blit(art.dimmer(w, h, 60), r)
            ribbon = pygame.Rect(r.x, r.bottom - 34, r.w, 34)
            surface.blit(art.dimmer(ribbon.w, ribbon.h, 215, 8), ribbon)
            theme.blit_icon(surface, "dominion.trash", (ribbon.x + 20, ribbon.centery), 22,
                            (236, 236, 236))
            text(surface, _("Trash"), (ribbon.x + 36, ribbon.centery), 18, (255, 255, 255),
                 "bold", anchor="midleft")
            self.count_badge(surface, (r.right - 20, r.y + 46), len(trash))
            self.spots.append((r, top, ngettext("On top of the Trash ({n} card)",
                                                "On top of the Trash ({n} cards)",
                                                len(trash)).format(n=len(trash))))
        else:
            theme.blit_icon(surface, "dominion.trash", r.center, 48, (120, 150, 146))
            text(surface, _("Trash"), (r.centerx, r.bottom - 22), 18, (150, 176, 172), "bold",
                 anchor="center")

    def count_badge(self, surface, center, n: int, low: bool = False) -> None:
        color = (190, 60, 50) if low else (26, 30, 38)
        r = 13
        gfx.draw.circle(surface, (0, 0, 0), (center[0] + 1, center[1] + 2), r)
        gfx.draw.circle(surface, color, center, r)
        gfx.draw.circle(surface, (236, 226, 200), center, r, 2)
        image = art.label(str(n), 16, (255, 255, 255), "bold", 2 * r - 4)
        surface.blit(image, image.get_rect(center=center))

    # -- the active player's counters and play area --
    def draw_counters(self, surface, v, live: bool = False) -> None:
        """The active player's Actions, Buys and coins; `live` adds the pop of a change (the
        cached layer always holds the plain numbers)."""
        r = self.z["counters"]
        cur = v.get("current", 0)
        color = theme.seat_color(cur)
        theme.panel(surface, r, (26, 34, 44), radius=10, shadow=False, band=False)
        gfx.draw.rect(surface, color, (r.x, r.y + 8, 5, r.h - 16), border_radius=3)
        mine = cur == self.viewer(v)
        who, words = self.turn_of(cur, mine), theme.seat_text_color(cur)
        if v.get("phase") == "over":
            who, words = _("Game over"), GOLD
        theme.draw_seat_badge(surface, cur, (r.x + 22, r.y + 20), 10)
        # the words grow with the UI scale (the numbers are large already): each label
        # keeps clear of its number
        text(surface, who, (r.x + 38, r.y + 20), 20, words, "bold", anchor="midleft",
             max_width=r.w - 46, ui=True)
        rows = (("actions", _("Actions"), "dominion.action"), ("buys", _("Buys"), "dominion.buy"),
                ("coins", _("Coins"), "dominion.treasure"))
        for i, (key, label, icon) in enumerate(rows):
            y = r.y + 56 + i * 32
            theme.blit_icon(surface, icon, (r.x + 26, y), 24, (236, 226, 200))
            value = v.get(key, 0)
            shown = f"${value}" if key == "coins" else str(value)
            pop = self.pops.get(key, 0.0) if live else 0.0
            size = int(24 + 10 * pop)
            text(surface, shown, (r.right - 16, y), size,
                 GOLD if key == "coins" else (255, 255, 255), "bold", anchor="midright")
            number_x = r.right - 16 - theme.font(24, "bold").size(shown)[0]   # not popping
            text(surface, label, (r.x + 46, y), 18, theme.TEXT, anchor="midleft",
                 max_width=number_x - 8 - (r.x + 46), ui=True)

    def draw_play(self, surface, v) -> None:
        zone = self.z["play_area"]
        layout = self.play_layout(v)
        if not layout:
            cur = v.get("current", 0)
            words = (_("In play: nothing yet (you played no card this turn)")
                     if cur == self.viewer(v) else
                     _("In play: nothing yet ({name} played no card this turn)").format(
                         name=self.name(cur)))
            text(surface, words,
                 (zone.x + 16, zone.centery), 18, (150, 176, 172), anchor="midleft")
            return
        w, h = self.play_card
        for card, rect in layout:
            gfx.draw.rect(surface, (6, 10, 10), rect.move(2, 3), border_radius=8)
            surface.blit(art.face(card, w, h), rect)
        for card, rect in self._visible_parts(layout):
            self.spots.append((rect, card, _("In play")))

    @staticmethod
    def _visible_parts(layout) -> list:
        out = []
        for i, (card, rect, *_rest) in enumerate(layout):
            visible = rect.copy()
            if i + 1 < len(layout):
                visible.w = max(10, min(rect.w, layout[i + 1][1].x - rect.x))
            out.append((card, visible))
        return out

    # -- the set-aside / revealed overlay --
    def draw_overlay_zone(self, surface, v) -> None:
        groups = self.overlay_layout(v)
        if not groups:
            return
        zone = self.z["set_aside"]
        theme.panel(surface, zone, (40, 36, 30), radius=12, alpha=240, edge=(150, 126, 80))
        width = (zone.w - 12) / len(groups)
        for g, (title, seat, placed) in enumerate(groups):
            gx = zone.x + 10 + g * width
            if seat is not None:
                theme.draw_seat_badge(surface, seat, (gx + 10, zone.y + 20), 9)
            words = theme.seat_text_color(seat) if seat is not None else GOLD
            image = art.paragraph(title, 18, words, LABEL_W - 14, "bold")
            surface.blit(image, image.get_rect(midtop=(gx + (LABEL_W - 8) / 2,
                                                       zone.y + (34 if seat is not None
                                                                 else 14))))
            for card, rect, raised in placed:
                gfx.draw.rect(surface, (6, 8, 10), rect.move(2, 3), border_radius=8)
                surface.blit(art.face(card, rect.w, rect.h), rect)
                if raised:
                    gfx.draw.rect(surface, GOLD, rect.inflate(4, 4), 3, border_radius=9)
                    theme.blit_icon(surface, "ui.check", (rect.right - 14, rect.y + 14), 22,
                                    GOLD)
            for card, rect in self._visible_parts(placed):
                self.spots.append((rect, card, title))

    # -- the draft --
    def draw_draft(self, surface, v) -> None:
        draft = v.get("draft") or {}
        picked = draft.get("picked", [])
        n = self.players(v)
        first = v.get("first", 0)
        w, h = self.pile_size
        for card, rect in self.draft_layout(v):
            surface.blit(art.face(card, w, h), rect)
            if card in picked:
                surface.blit(art.dimmer(w, h, 150), rect)
                seat = (first + picked.index(card)) % n
                theme.draw_seat_badge(surface, seat, (rect.centerx, rect.centery), 18)
                text(surface, _("picked"), (rect.centerx, rect.centery + 30), 18,
                     (255, 255, 255), "bold", anchor="center")
            self.spots.append((rect, card, _("Kingdom draft")))
        zone = self.z["hand"]
        y = self.z["draw_pile"].y + 10
        text(surface, _("Kingdom draft: {n} of 10 cards chosen").format(n=len(picked)),
             (zone.centerx, y),
             24, GOLD, "bold", anchor="center")
        text(surface, _("Each player in turn picks one card for this game's Supply. "
                        "Hover a card to read it; click a highlighted card to pick it."),
             (zone.centerx, y + 40), 18, theme.TEXT, anchor="midtop", wrap=zone.w - 40)

    # -- the other players --
    def draw_opponents(self, surface, v) -> None:
        cur = v.get("current", 0)
        vps = v.get("vp")
        for seat in self.opponents(v):
            r = self.opponent_rect(v, seat)
            color = theme.seat_color(seat)
            active = seat == cur and v.get("phase") != "over"
            surface.blit(shadow(r.size), (r.x - 4, r.y))
            theme.panel(surface, r, (34, 42, 56) if not active else (44, 54, 70), radius=10,
                        edge=color if active else theme.PANEL_EDGE, shadow=False)
            if active:
                gfx.draw.rect(surface, color, r.inflate(4, 4), 3, border_radius=12)
            gfx.draw.rect(surface, color, (r.x, r.y + 6, 6, r.h - 12), border_radius=3)
            theme.draw_seat_badge(surface, seat, (r.x + 24, r.y + 20), 10)
            name = (_("{name} (bot)").format(name=self.name(seat)) if self.is_bot(seat)
                    else self.name(seat))
            right = r.right - 12
            if vps is not None:
                vr = text(surface, _("{n} VP").format(n=vps[seat]), (right, r.y + 20), 20, GOLD,
                          "bold", anchor="midright")
                theme.blit_icon(surface, "dominion.victory", (vr.x - 16, r.y + 20), 22, GOLD)
                right = vr.x - 34
            if active:
                tag = text(surface, _("playing"), (right, r.y + 20), 18,
                           theme.seat_text_color(seat), "bold",
                           anchor="midright")
                right = tag.x - 10
            text(surface, name, (r.x + 40, r.y + 20), 20, theme.TEXT, "bold",
                 anchor="midleft", max_width=right - r.x - 46, ui=True)
            hand = v["hand_sizes"][seat]
            deck = v["deck_sizes"][seat]
            disc = v["discard_sizes"][seat]
            top = v["discard_tops"][seat]
            known = v["known_tops"][seat] if v.get("known_tops") else []
            hr = self.chip_rect(v, seat, "hand")
            for k in range(min(3, hand)):
                surface.blit(art.back(24, 34), (hr.x + k * 5, hr.y + 5 + (k % 2)))
            self.chip_text(surface, hr, hand, _("hand"))
            dr = self.chip_rect(v, seat, "deck")
            if deck:
                surface.blit(art.face(known[0], 30, 42, "mini") if known else art.back(30, 42),
                             dr)
                if known:
                    self.spots.append((dr, known[0], _("On top of {name}'s deck").format(
                        name=self.name(seat))))
            else:
                gfx.draw.rect(surface, (70, 84, 100), dr, 1, border_radius=5)
            self.chip_text(surface, dr, deck, _("deck"))
            sr = self.chip_rect(v, seat, "discard")
            if top and disc:
                surface.blit(art.face(top, 30, 42, "mini"), sr)
                self.spots.append((sr, top, _("{name}'s discard pile").format(name=self.name(seat))))
            else:
                gfx.draw.rect(surface, (70, 84, 100), sr, 1, border_radius=5)
            self.chip_text(surface, sr, disc, _("discard"))

    def draw_game_end(self, surface, v) -> None:
        """In the first opponent slot left free: how near the end of the game is."""
        k = len(self.opponents(v))
        if k >= 3 or v.get("phase") == "draft" or not v.get("supply"):
            return
        r = self.z[f"opponent_{k + 1}"]
        surface.blit(shadow(r.size), (r.x - 4, r.y))
        theme.panel(surface, r, (30, 38, 50), radius=10, shadow=False)
        theme.blit_icon(surface, "ui.hourglass", (r.x + 22, r.y + 20), 22, DIM)
        text(surface, _("Ends at 0 Provinces or 3 empty piles"),
             (r.x + 40, r.y + 20), 18, DIM, anchor="midleft", max_width=r.w - 50)
        left = v["supply"].get("province", 0)
        empty = v.get("empty_piles", 0)
        mini = pygame.Rect(r.x + 14, r.y + 42, 30, 42)
        surface.blit(art.face("province", 30, 42, "mini"), mini)
        color = theme.BAD if left <= 3 else theme.TEXT
        x = text(surface, f"{left}", (mini.right + 6, mini.centery), 20, color, "bold",
                 anchor="midleft").right
        x = text(surface, _("Provinces left"), (x + 5, mini.centery + 1), 18, DIM,
                 anchor="midleft").right
        color = theme.BAD if empty >= 2 else theme.TEXT
        # the gap shrinks before the last words would run past the panel (long in Hungarian)
        rest = (theme.font(20, "bold").size(f"{empty}/3")[0] + 5
                + theme.font(18).size(_("piles empty"))[0])
        gap = max(10, min(22, r.right - 12 - x - rest))
        x = text(surface, f"{empty}/3", (x + gap, mini.centery), 20, color, "bold",
                 anchor="midleft").right
        text(surface, _("piles empty"), (x + 5, mini.centery + 1), 18, DIM, anchor="midleft",
             max_width=r.right - 12 - x - 5)

    def chip_text(self, surface, rect, n: int, word: str) -> None:
        r = text(surface, str(n), (rect.right + 6, rect.centery), 20, theme.TEXT, "bold",
                 anchor="midleft")
        text(surface, word, (r.right + 5, rect.centery + 1), 18, DIM, anchor="midleft")

    # -- the viewer's own area --
    def draw_own(self, surface, v) -> None:
        me = self.viewer(v)
        if v.get("phase") == "draft":
            self.draw_own_info(surface, v)
            return
        # draw pile
        r = self.z["draw_pile"]
        deck = v["deck_sizes"][me] if v.get("deck_sizes") else 0
        known = (v.get("known_tops") or [[]] * 4)[me] if v.get("known_tops") else []
        for k in range(min(3, (deck + 4) // 5)):
            surface.blit(art.back(r.w, r.h), r.move(-2 * (2 - k), -2 * (2 - k)))
        if deck and known:
            surface.blit(art.face(known[0], r.w, r.h), r)
        if not deck:
            text(surface, _("empty"), r.center, 18, (150, 176, 172), anchor="center")
        text(surface, _("Deck {n}").format(n=deck), (r.centerx, r.bottom + 14), 18, theme.TEXT,
             "bold", anchor="center", max_width=r.w + 40, ui=True)
        # discard pile
        r = self.z["discard"]
        disc = v["discard_sizes"][me] if v.get("discard_sizes") else 0
        top = v["discard_tops"][me] if v.get("discard_tops") else None
        if disc and top:
            if disc > 1:
                gfx.draw.rect(surface, (8, 10, 12), r.move(3, 3), border_radius=9)
            surface.blit(art.face(top, r.w, r.h), r)
        else:
            text(surface, _("empty"), r.center, 18, (150, 176, 172), anchor="center")
        text(surface, _("Discard {n}").format(n=disc), (r.centerx, r.bottom + 14), 18, theme.TEXT,
             "bold", anchor="center", max_width=self.pile_label_room(r), ui=True)
        # hand (drawn live, not in the cached layer, while its cards glide into place)
        layout = self.hand_layout(v)
        if not self._hand_moving:
            self.draw_hand(surface, v, layout)
        for card, rect in self._visible_parts(layout):
            self.spots.append((rect, card, _("In your hand")))
        if not layout:
            zone = self.z["hand"]
            text(surface, _("Your hand is empty"), zone.center, 20, (150, 176, 172),
                 anchor="center")
        self.draw_own_info(surface, v)

    def draw_hand(self, surface, v, layout, live: bool = False) -> None:
        w, h = self.hand_card
        seen = Counter()
        for card, rect, raised in layout:
            seen[card] += 1
            if live:
                x, y = self._hand_pos.get((card, seen[card]), rect.topleft)
                rect = pygame.Rect(round(x), round(y), w, h)
            gfx.draw.rect(surface, (4, 8, 8), rect.move(3, 5), border_radius=10)
            surface.blit(art.face(card, w, h), rect)
            if raised:
                gfx.draw.rect(surface, GOLD, rect.inflate(4, 4), 3, border_radius=10)
                theme.blit_icon(surface, "ui.check", (rect.right - 16, rect.y + 44), 26, GOLD)
        d = self.decision(v)
        if d and d["prompt"] == "dominion.library" and d["options"][0]["args"]:
            drawn = d["options"][0]["args"][0]
            for card, rect, raised in reversed(layout):
                if card == drawn:
                    gfx.draw.rect(surface, UNPICK, rect.inflate(6, 6), 3, border_radius=11)
                    tag = art.label(_("just drawn"), 18, (14, 22, 30), "bold")
                    pill = tag.get_rect(midbottom=(rect.centerx, rect.y - 4)).inflate(14, 4)
                    gfx.draw.rect(surface, UNPICK, pill, border_radius=10)
                    surface.blit(tag, tag.get_rect(center=pill.center))
                    break

    def _track_hand(self, v) -> bool:
        """Update where each card of the hand should be; True while some card still glides."""
        layout = self.hand_layout(v)
        if v.get("seat") != self._hand_viewer:      # another person took the seat: no glide
            self._hand_viewer = v.get("seat")
            self._hand_pos = {}
        seen = Counter()
        targets = {}
        for card, rect, _picked in layout:
            seen[card] += 1
            targets[(card, seen[card])] = rect.topleft
        for key in list(self._hand_pos):
            if key not in targets:
                del self._hand_pos[key]
        for key, pos in targets.items():
            if key not in self._hand_pos:
                self._hand_pos[key] = list(pos)
        self._hand_targets = targets
        return any(abs(self._hand_pos[k][0] - x) > 0.5 or abs(self._hand_pos[k][1] - y) > 0.5
                   for k, (x, y) in targets.items())

    def pile_label_room(self, r) -> int:
        """How wide the label under pile `r` may be: a little wider than the pile, and clear of
        the seat's own panel where that stands beside the label's line (at 150 % in Estonian,
        "Visatud: 0" ran under it)."""
        room = r.w + 40
        own = self.z["own_info"]
        if own.left > r.centerx and own.top < r.bottom + 28 and own.bottom > r.bottom:
            room = min(room, 2 * (own.left - 6 - r.centerx))
        return room

    def draw_own_info(self, surface, v) -> None:
        me = self.viewer(v)
        r = self.z["own_info"]
        color = theme.seat_color(me)
        theme.panel(surface, r, (26, 34, 44), radius=10, shadow=False, band=False,
                    edge=color if v.get("current") == me else theme.PANEL_EDGE)
        theme.draw_seat_badge(surface, me, (r.x + 18, r.y + 20), 10)
        text(surface, self.name(me), (r.x + 34, r.y + 20), 20, theme.seat_text_color(me), "bold",
             anchor="midleft", max_width=r.w - 42, ui=True)
        vps = v.get("vp")
        owned = sum((v.get("owned") or [{}] * 4)[me].values()) if v.get("owned") else 0
        line = ((_("{n} VP").format(n=vps[me]) + " · " if vps is not None else "")
                + ngettext("{n} card", "{n} cards", owned).format(n=owned))
        text(surface, line, (r.x + 12, r.y + 48), 18, theme.TEXT, anchor="midleft",
             max_width=r.w - 20, ui=True)

    # -- the table buttons --
    def draw_buttons(self, surface, v) -> None:
        if self.stage.view is not None:
            return
        buttons = self.table_buttons(v)
        d = self.decision(v)
        if d and d.get("info", {}).get("frame") == "pick" and "primary" not in buttons:
            info = d["info"]
            need = info["min"] - len(info["picked"])
            label = (_("Choose {n} more").format(n=need) if need > 0 else
                     _("Too many ({n} of {max})").format(n=len(info["picked"]), max=info["max"]))
            self.table_button(surface, "primary", label, enabled=False)
        for slot, o in buttons.items():
            label = self.words(o["label"])
            if d and d.get("info", {}).get("frame") == "pick" and o["kind"] == "done":
                label = f"{label} ({len(d['info']['picked'])})"
            self.table_button(surface, slot, label, enabled=True)

    def table_button(self, surface, slot: str, label: str, enabled: bool) -> None:
        r = self.z[f"btn_{slot}"]
        primary = slot == "primary"
        if not enabled:
            body, text_color = (44, 50, 60), (150, 156, 170)
        elif primary:
            body, text_color = (208, 156, 42), (24, 20, 12)
        else:
            body, text_color = (64, 76, 100), (245, 245, 250)
        gfx.draw.rect(surface, (0, 0, 0), r.move(2, 4), border_radius=12)
        surface.blit(theme.vertical_gradient(r.size, theme.shade(body, 1.15),
                                             theme.shade(body, 0.85)), r.topleft)
        gfx.draw.rect(surface, theme.shade(body, 0.6), r, 2, border_radius=12)
        # round the gradient's corners against the felt
        for size in sorted({theme.ui(18), 18}, reverse=True):    # the UI scale's size first
            image = art.paragraph(label, size, text_color, r.w - 16, "bold")
            words_fit = all(theme.font(size, "bold").size(word)[0] <= r.w - 16
                            for word in label.split())       # no word broken in two
            if image.get_height() <= r.h - 6 and (words_fit or size == 18):
                break
        else:
            image = art.label(label, 18, text_color, "bold", r.w - 12)
        surface.blit(image, image.get_rect(center=r.center))
