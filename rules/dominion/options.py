"""What Dominion's state offers and names: the zones its events move cards between, and the
options of its decisions, built once and shared by every decision (immutable by convention:
decisions are the hot path of every search). Used by state.py and effects.py.
"""
from __future__ import annotations

from rules.core import Option, T

from .cards import COST, KINGDOM, NAME

# zone ids used in events, per seat (absolute seat numbers)
HAND_Z = tuple(f"hand:{s}" for s in range(4))
DECK_Z = tuple(f"deck:{s}" for s in range(4))
DISCARD_Z = tuple(f"discard:{s}" for s in range(4))
PLAY_Z = tuple(f"play:{s}" for s in range(4))
ASIDE_Z = tuple(f"set_aside:{s}" for s in range(4))


class CachedOption(Option):
    """An Option built once per module and shared by every decision (immutable by
    convention); `to_dict` hands out its prepared dict, immutable by the same convention
    (views are read, never edited: building 17 option dicts per view was a tenth of a game)."""

    __slots__ = ("_dict",)

    def __init__(self, kind: str, args=(), target: str | None = None, label: str = ""):
        super().__init__(kind, args, target, label)
        self._dict = Option.to_dict(self)

    def to_dict(self) -> dict:
        return self._dict


# ---- cached options (immutable by convention; shared by every decision) --------------------
def _card_options(kind: str, target: str, label) -> dict:
    return {c: CachedOption(kind, (c,), target.format(c=c), label(c)) for c in NAME}


BUY = _card_options("buy", "supply:{c}", lambda c: T("Buy {card} (${cost})", card=c,
                                                      cost=COST[c]))
PLAY = _card_options("play", "hand:{c}", lambda c: T("Play {card}", card=c))
GAIN = _card_options("gain", "supply:{c}", lambda c: T("Gain {card} (${cost})", card=c,
                                                        cost=COST[c]))
TRASH = _card_options("trash", "hand:{c}", lambda c: T("Trash {card}", card=c))
TOPDECK = _card_options("topdeck", "hand:{c}", lambda c: T("Put {card} onto your deck", card=c))
DRAFT = {c: CachedOption("draft", (c,), None, T("Pick {card}", card=c)) for c in KINGDOM}
END_ACTIONS = CachedOption("end_actions", (), None, T("End actions"))
END_TURN = CachedOption("end_turn", (), None, T("End turn"))
PLAY_ALL = CachedOption("play_all", (), None, T("Play all Treasures"))
DONE_TREASURES = CachedOption("done", (), None, T("Done playing Treasures"))


def distinct(cards, pool=None) -> list:
    """Distinct cards in first-appearance order (optionally only those in `pool`)."""
    seen = []
    for c in cards:
        if c not in seen and (pool is None or c in pool):
            seen.append(c)
    return seen
