"""The dialogs Itchy Feet draws over its table: the trade builder (the cards given, one chip
per kind to ask with its count and a minus), the answer to an offer (the cards offered face up,
the kinds asked; the hand below stays clear for picking), the Local Guide's look and the
discard pile browser. A mixin of the adapter: the layouts (and so the targets) are the
adapter's, these only draw."""
from __future__ import annotations

import pygame
from scenes import gfx

from scenes import theme
from scenes.i18n import _, ngettext
from scenes.table.palette import GOLD

from . import art
from .art import MID

MODAL = {"itchy.trade.ask", "itchy.trade.answer", "itchy.guide.take", "itchy.recycle.take"}


class Dialogs:
    # ---- dialogs over the table -------------------------------------------------------------
    def draw_dialog(self, surface, view: dict) -> None:
        prompt = self.prompt(view)
        if prompt in MODAL or self.browsing:
            board = self.layout()["board"]       # the hand and the action bar stay clear
            veil = gfx.Surface((board.w, self.browser.bottom + 6 - board.y), pygame.SRCALPHA)
            veil.fill((8, 10, 16, 140))
            surface.blit(veil, board.topleft)
            theme.panel(surface, self.browser, (30, 36, 50), radius=14, edge=GOLD)
        if self.browser_open(view):
            self.draw_browser(surface, view)
        elif prompt == "itchy.trade.ask":
            self.draw_builder(surface, view)
        elif prompt == "itchy.trade.answer":
            self.draw_answer(surface, view)
        elif prompt == "itchy.guide.take":
            box = self.browser
            theme.text(surface, _("The Local Guide: take one of these cards, or nothing"),
                       (box.centerx, box.y + 20), 22, GOLD, "bold", anchor="midtop",
                       max_width=box.w - 40, ui=True)
            for card, rect in self.dialog_cards(view):
                surface.blit(self.face(card, (100, 140), view), rect)

    def draw_browser(self, surface, view: dict) -> None:
        box = self.browser
        n = len(view.get("discard", []))
        title = ngettext("The discard pile: {n} card, oldest first",
                         "The discard pile: {n} cards, oldest first", n).format(n=n)
        hint = _("Choose the card to take") if not self.browsing else _("Click to close")
        # the dialogs' words read at the UI scale; the title gives way to the hint
        hint_x = theme.text(surface, hint, (box.right - 20, box.y + 27), 18, theme.TEXT_DIM,
                            anchor="midright", max_width=box.w // 3, ui=True).x
        theme.text(surface, title, (box.x + 20, box.y + 27), 22, GOLD, "bold", anchor="midleft",
                   max_width=hint_x - 20 - box.x - 20, ui=True)
        for card, rect, _strip in self.browser_layout(view):
            surface.blit(self.face(card, MID, view), rect)

    def draw_builder(self, surface, view: dict) -> None:
        d = self.decision(view)
        ctx = d["info"].get("ctx", {})
        box = self.browser
        to = ctx.get("to")
        title = _("Your offer to {name}").format(name=self.names[to]) if to is not None \
            else _("Your offer")
        theme.text(surface, title, (box.x + 20, box.y + 14), 22, GOLD, "bold",
                   max_width=box.w - 40, ui=True)
        theme.text(surface, _("You give:"), (box.x + 20, box.y + 56), 18, theme.TEXT_DIM,
                   max_width=104, ui=True)
        x = box.x + 130
        for card in ctx.get("give", []):
            surface.blit(self.face(card, MID, view), (x, box.y + 50))
            x += MID[0] + 8
        picked = self.picked(view)
        asked = ", ".join(self.kind_name(k) for k in picked) or _("nothing yet")
        theme.text(surface, _("You ask for: {what}").format(what=asked),
                   (x + 20, box.y + 56), 18, theme.TEXT, wrap=box.right - x - 40, ui=True)
        most = d["info"].get("max")
        if most:
            theme.text(surface, _("at most {n} cards").format(n=most), (x + 20, box.y + 130),
                       16, theme.TEXT_DIM, max_width=box.right - x - 40, ui=True)
        for kind, chip, minus in self.chip_layout(view):
            count = picked.count(kind)
            theme.panel(surface, chip, (70, 58, 30) if count else (46, 54, 72), radius=8,
                        edge=GOLD if count else theme.PANEL_EDGE, shadow=False)
            role = self.kind_icon(kind)
            if role:
                theme.blit_icon(surface, role, (chip.x + 18, chip.centery), 22, GOLD)
            theme.text(surface, self.kind_name(kind), (chip.x + 36, chip.centery), 16,
                       theme.TEXT, anchor="midleft", max_width=chip.w - 90)
            if count:
                self.badge(surface, (minus.x - 16, chip.centery), f"×{count}")
                gfx.draw.rect(surface, (90, 40, 40), minus, border_radius=6)
                theme.text(surface, "−", minus.center, 22, theme.TEXT, "bold", anchor="center")

    @staticmethod
    def kind_icon(kind: str) -> str | None:
        if kind.startswith("item:"):
            return "itchy_feet.item." + art.ITEM_ICON[kind[5:]]
        if kind.startswith("special:"):
            return "itchy_feet.special." + art.SPECIAL_ICON[kind[8:]]
        return {"passport": "itchy_feet.passport", "forbidden": "itchy_feet.forbidden",
                "postcard": "itchy_feet.postcard", "any": "itchy_feet.grab"}.get(kind)

    def draw_answer(self, surface, view: dict) -> None:
        offer = view.get("offer") or {}
        box = self.browser
        who = self.names[offer.get("from", 0)]
        theme.text(surface, _("{name} offers you:").format(name=who), (box.x + 20, box.y + 14),
                   22, GOLD, "bold", max_width=box.w - 40, ui=True)
        x = box.x + 20
        for card in offer.get("give", []):
            surface.blit(self.face(card, (100, 140), view), (x, box.y + 50))
            x += 108
        theme.text(surface, _("and asks for:"), (box.x + 20, box.y + 206), 22, GOLD, "bold",
                   max_width=box.w - 40, ui=True)
        x = box.x + 20
        for kind in offer.get("ask", []):
            image = theme.render(self.kind_name(kind), 18, theme.TEXT, "bold")
            chip = pygame.Rect(x, box.y + 244, image.get_width() + 48, 40)
            theme.panel(surface, chip, (70, 58, 30), radius=8, edge=GOLD, shadow=False)
            role = self.kind_icon(kind)
            if role:
                theme.blit_icon(surface, role, (chip.x + 18, chip.centery), 22, GOLD)
            surface.blit(image, image.get_rect(midleft=(chip.x + 36, chip.centery)))
            x = chip.right + 10
        picked = self.picked(view)
        options = (self.decision(view) or {}).get("options", [])
        if not any(o["kind"] in ("pick", "unpick", "accept") for o in options):
            words = _("You hold no cards that match: decline the offer.")
            theme.text(surface, words, (box.x + 20, box.y + 310), 18, theme.TEXT,
                       max_width=box.w - 40, ui=True)
            return
        words = ngettext("Pick {n} matching card from your hand below to accept, or decline.",
                         "Pick {n} matching cards from your hand below to accept, or decline.",
                         len(offer.get("ask", []))).format(n=len(offer.get("ask", [])))
        theme.text(surface, words, (box.x + 20, box.y + 310), 18, theme.TEXT,
                   max_width=box.w - 40, ui=True)
        if picked:
            chosen = ", ".join(self.card_name(c) for c in picked)
            theme.text(surface, _("You give back: {cards}").format(cards=chosen),
                       (box.x + 20, box.y + 344), 18, GOLD, max_width=box.w - 40, ui=True)
