"""What another player's Attack did to the person at the screen, for the table's notice and the
top bar (issue 11.16): "Bot 2's Witch: you gain a Curse", also when Space skipped the cards'
flight. Rule texts (templates), so the board translates and names them like a log line."""
from __future__ import annotations

from rules.core.text import T
from rules.dominion import cards as C

# decisions a seat answers in another seat's turn, with the card that asks
ANSWERS = {"dominion.militia": "militia", "dominion.bureaucrat": "bureaucrat",
           "dominion.moat": None}


def is_attack(card: str) -> bool:
    return "Attack" in C.TYPES.get(card, ())


class AttackWatch:
    """Follows the shown events: an Attack played by someone else, then what it did to `viewer`."""

    def __init__(self):
        self.attack: tuple | None = None       # (attacker seat, card) being resolved

    def notices(self, events, viewer: int) -> list:
        out = []
        for event in events:
            d, kind = event.data, event.kind
            if kind == "play" and is_attack(d.get("card", "")):
                self.attack = (d["seat"], d["card"]) if d["seat"] != viewer else None
            elif kind == "turn":
                self.attack = None
            elif self.attack is not None and d.get("seat") == viewer:
                text = self.effect(kind, d)
                if text is not None:
                    out.append((text, self.attack[0]))
        return out

    def effect(self, kind: str, d: dict) -> str | None:
        seat, card = self.attack
        if kind == "moat":
            return T("You reveal a Moat: {seat}'s {card} does not touch you", seat=seat, card=card)
        if kind == "gain" and d.get("card") == "curse":
            return T("{seat}'s {card}: you gain a Curse", seat=seat, card=card)
        if kind == "discard" and d.get("cards"):
            return T("{seat}'s {card}: you discard {cards}", seat=seat, card=card,
                     cards=d["cards"])
        if kind == "topdeck":
            return T("{seat}'s {card}: you put {card2} back on your deck", seat=seat, card=card,
                     card2=d["card"])
        if kind == "trash" and d.get("cards"):
            return T("{seat}'s {card}: your {cards} goes to the Trash", seat=seat, card=card,
                     cards=d["cards"])
        return None


def answering(turn: dict, view: dict) -> str | None:
    """The bar's words while another seat answers an Attack ("answers your Militia")."""
    prompt = turn.get("prompt")
    if prompt not in ANSWERS:
        return None
    owner = view.get("current")
    card = ANSWERS[prompt]
    if card is None:            # a Moat: the attack is in the decision's context, not the prompt
        return T("decides whether to reveal a Moat")
    if owner == view.get("seat"):
        return T("answers your {card}", card=card)
    return T("answers {seat}'s {card}", seat=owner, card=card)
