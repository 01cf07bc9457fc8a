"""Itchy Feet's `strong` bot: `simple`'s action of the turn, checked by paired playouts.

The search (rules/core/search.py, `PairedSearch`) compares `simple`'s choice of action with a
few rivals, each played on from the same sampled states with the same chance, cut after
`DEPTH` decisions and judged by `evaluate`; `simple`'s choice stands unless a rival is clearly
better. The steps inside an action follow `simple`'s plan (`bots.StrongBot`).

The playouts play every seat as `simple` plays (`simple_playout`), trades and all: the
opponents of a real match are `simple` bots, and with more of them the rough playout policy's
world (nobody trades, steals at random) drifted too far from theirs for its judgement to help.
"""
from __future__ import annotations

from rules.core import search

from .bots import SimpleBot, StrongBot, simple_favourite

DEPTH = 40                  # decisions a playout plays before `evaluate` judges it


def simple_playout(state, decision, rng):
    """Every seat as the `simple` bot would play it, from its own view. The bots live on the
    imagined state (a private cache: copies start without), so each playout starts with fresh
    ones and a plan made in it is followed in it."""
    seat = decision.seat
    view = state.view(seat)
    bots = state.__dict__.get("_bots")
    if bots is None:
        bots = state._bots = [SimpleBot(s, 0) for s in range(state.num_players)]
        if decision.prompt.startswith("itchy.trade.") and decision.prompt != "itchy.trade.answer":
            bots[seat].resume(view, "trade")      # the search began this trade
    return bots[seat].choose(view, decision)


def strong(game, seat: int, seed: int, **options):
    """The search bot for the turn's main decision (the game and the host's budget and clock
    given by `GameDef.bot`)."""
    options.setdefault("depth", DEPTH)
    options.setdefault("iterations", 100)
    options.setdefault("policy", simple_playout)
    simple = SimpleBot(seat, seed)
    options.setdefault("options", simple_favourite(simple))
    return StrongBot(search.strong(game, seat, seed, **options), simple)


strong.needs_game = True
