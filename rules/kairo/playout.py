"""What the search of Kairo's `strong` bot needs beyond `determinize` (spec §10.2): a quick
playout policy that builds whenever it can (tents run the game to its end), an evaluation for
playouts cut short, and the bot entry that cuts them."""
from __future__ import annotations

import math

from rules.core import search

from .data import MONEY_PER_VP

PLAYOUT_DEPTH = 12          # decisions before a playout is cut and evaluated
ITERATIONS = 8              # per decision when the host gives no clock (tests, matches)


def standing(state, seat: int) -> float:
    """Points as they would stand if the game ended now."""
    units = sum(state.money[seat].values())
    return state.vp[seat] + state.medals_held(seat) + units / MONEY_PER_VP


def evaluate(state) -> list[float]:
    """Per seat in 0..1: how far ahead of the best other player, squashed."""
    points = [standing(state, s) for s in range(state.num_players)]
    out = []
    for s, mine in enumerate(points):
        best_other = max(p for o, p in enumerate(points) if o != s)
        out.append(1 / (1 + math.exp(-(mine - best_other) / 8)))
    return out


def playout_policy(state, decision, rng):
    """Build when possible, else attract (money), else the first option; inside an action a
    random option, so playouts differ."""
    options = decision.options_for(decision.seat)
    if decision.prompt in ("kairo.action", "kairo.final_action"):
        for kind in ("build", "attract"):
            found = decision.find(kind)
            if found is not None and rng.below(4) != 0:
                return found
    return options[rng.below(len(options))]


def strong(game, seat: int, seed: int, **options):
    """The search bot with playouts cut after PLAYOUT_DEPTH decisions (a Kairo decision costs
    milliseconds: every one lists complete legal builds)."""
    from .bots import SimpleBot
    options.setdefault("depth", PLAYOUT_DEPTH)
    options.setdefault("iterations", ITERATIONS)
    options.setdefault("options", search.simple_first(SimpleBot))    # paired playouts
    return search.SearchBot(game, seat, seed, **options)


strong.needs_game = True
