"""What the search of the `strong` bot plays and scores with: the simple bot's heuristics as
the playout policy (read straight from the state, nothing copied), and a net-worth evaluation
for playouts cut short (a game can run for hundreds of turns)."""
from __future__ import annotations

from rules.core import frames, search

from .bots import Brain
from .state import FIELDS


def _fields(state) -> dict:
    v = {name: getattr(state, name) for name in FIELDS}
    v["num_players"] = state.num_players
    v["eliminated"] = state.eliminated
    v["auction"] = frames.auction_view(state) if state.frames else None
    return v


def policy(state, decision, rng):
    own = decision.options_for(decision.seat)
    if len(own) == 1:
        return own[0]
    # the simple bot's choice nine times in ten, a random one now and then
    if decision.prompt == "hotel_tycoon.free_entrance" or rng.below(10) > 0:
        picked = decision.find(Brain(_fields(state), decision.seat).choose(
            decision.prompt, {o.id for o in own if o.by is None}, decision.amount))
        if picked is not None:
            return picked
    return own[rng.below(len(own))]


def evaluate(state) -> list:
    """Per seat in 0..1: the share of the table's net worth, the eliminated at 0."""
    n = state.num_players
    if state.pending() is None:
        return search.rewards(state)
    worth = [0.0 if s in state.eliminated else float(sum(state.net_worth(s).values()))
             for s in range(n)]
    total = sum(worth) or 1.0
    return [w / total for w in worth]


def strong(game, seat: int, seed: int, **options):
    """The search bot with playouts cut after `DEPTH` decisions and scored by `evaluate`:
    a whole game is too long to play out at every iteration."""
    return search.strong(game, seat, seed, **{"depth": DEPTH, **options})


strong.needs_game = True
DEPTH = 24
