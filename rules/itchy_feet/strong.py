"""Itchy Feet's `strong` bot: `simple`'s action of the turn, checked by paired playouts.

The search (rules/core/search.py, `PairedSearch`) compares `simple`'s choice of action with a
few rivals, each played on from the same sampled states with the same chance by the game's
rough playout policy (`bots.playout_policy`), cut after `DEPTH` decisions and judged by
`evaluate`; `simple`'s choice stands unless a rival is clearly better. The steps inside an
action follow `simple`'s plan (`bots.StrongBot`).

At 3 players it wins little more than its fair share against `simple` (1.2x over 30 games at
100 ms), and it is not short of samples there (13-17 rounds of paired playouts a searched
decision; a rival replaced `simple`'s choice in 17-27 % of them). Two changes were measured on
the same 30 games and did not help, so they are not here: playouts that play every seat as
`simple` does, trades included (1.10x), and playouts twice as deep (60 decisions: 0.90x).
"""
from __future__ import annotations

from rules.core import search

from .bots import Planner, StrongBot, simple_favourite

DEPTH = 40                  # decisions a playout plays before `evaluate` judges it


def strong(game, seat: int, seed: int, **options):
    """The search bot for the turn's main decision (the game and the host's budget and clock
    given by `GameDef.bot`)."""
    options.setdefault("depth", DEPTH)
    options.setdefault("iterations", 100)
    simple = Planner(seat, seed)
    options.setdefault("options", simple_favourite(simple))
    return StrongBot(search.strong(game, seat, seed, **options), simple)


strong.needs_game = True
