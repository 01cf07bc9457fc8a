"""The card-zone model: where a game's cards are in a view, and how a staged view changes while
cards fly between zones (a card leaves its zone when it lifts off and joins the next when it
lands, so the table never shows it twice or nowhere).

A zone is named "kind:seat" ("hand:1", "discard:0") or "kind:name" ("supply:smithy"), as the
rules' events name them. A game declares, per kind, which view keys hold it:

    Zone(count="hand_sizes", cards="hand", own=True)   counts per seat; the viewer's cards listed
    Zone(count="deck_sizes", known="known_tops")        a pile with its known top cards
    Zone(count="discard_sizes", top="discard_tops")     a pile showing its top card
    Zone(cards="in_play")                               a list of cards per seat
    Zone(cards="trash", shared=True)                    one list for the whole table
    Zone(piles="supply")                                named piles with counts

`CardZones(spec).take(view, zone, card, n)` and `.put(view, zone, card, n, top)` change a staged
view in place. Dominion's table uses it; Itchy Feet's hands, decks and discards will.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Zone:
    count: str | None = None     # view key: a count per seat
    cards: str | None = None     # view key: the cards (per seat, or one list if shared)
    own: bool = False            # `cards` lists only the viewer's cards (a hand)
    shared: bool = False         # one zone for the table, not one per seat
    known: str | None = None     # view key: the known top cards of a face-down pile, per seat
    top: str | None = None       # view key: the face-up top card, per seat
    piles: str | None = None     # view key: {name: count} of named piles


def parse(zone: str) -> tuple:
    """("hand", 1, "1") for "hand:1"; ("supply", None, "smithy") for "supply:smithy"."""
    kind, _, rest = zone.partition(":")
    return kind, int(rest) if rest.isdigit() else None, rest


def remove_last(cards: list, card) -> None:
    """Take the last copy of `card` (the last card when None) out of `cards`."""
    if card is None:
        if cards:
            cards.pop()
        return
    for i in range(len(cards) - 1, -1, -1):
        if cards[i] == card:
            del cards[i]
            return


class CardZones:
    def __init__(self, spec: dict):
        self.spec = spec

    def _find(self, zone: str) -> tuple:
        kind, seat, rest = parse(zone)
        return self.spec.get(kind), seat, rest

    @staticmethod
    def _pile(view: dict, z: Zone, name: str, delta: int) -> bool:
        """A named pile takes or gives one card (True: the zone is a set of piles)."""
        if z.piles is None:
            return False
        if name in view.get(z.piles, {}):
            view[z.piles][name] = max(0, view[z.piles][name] + delta)
        return True

    def _cards(self, view: dict, z: Zone, seat):
        return view[z.cards] if z.shared else view[z.cards][seat]

    def take(self, view: dict, zone: str, card, n: int = 1) -> bool:
        """Cards leave `zone` (True if the zone is known)."""
        z, seat, rest = self._find(zone)
        if z is None or self._pile(view, z, rest, -1):
            return z is not None
        if z.count is not None:
            view[z.count][seat] = max(0, view[z.count][seat] - n)
        if z.cards is not None:
            if z.own:
                if seat == view["seat"] and card in view[z.cards]:
                    view[z.cards].remove(card)
            else:
                remove_last(self._cards(view, z, seat), card)
        if z.known is not None and view.get(z.known) and view[z.known][seat]:
            del view[z.known][seat][:n]
        if z.top is not None and view[z.count][seat] == 0:
            view[z.top][seat] = None
        return True

    def put(self, view: dict, zone: str, card, n: int = 1, top=None) -> bool:
        """Cards land in `zone` (`top`: the face-up card a pile shows now)."""
        z, seat, rest = self._find(zone)
        if z is None or self._pile(view, z, rest, 1):
            return z is not None
        if z.count is not None:
            view[z.count][seat] += n
        if z.cards is not None:
            if z.own:
                if seat == view["seat"] and card is not None:
                    view[z.cards].append(card)
            elif card is not None:
                self._cards(view, z, seat).append(card)
        if z.top is not None and (top is not None or card is not None):
            view[z.top][seat] = top if top is not None else card
        return True
