"""What searches play and score with: the simple bot's heuristics as the game's playout policy
(read straight from the state, nothing copied; a random option one time in ten), and a fitted
estimate of each seat's chance to win for playouts cut short (a game can run for hundreds of
turns). The `strong` bot (strong.py) plays its rollouts with `simple` exactly and judges them
with `evaluate`."""
from __future__ import annotations

import math

from rules.core import frames, search

from . import data
from .bots import Brain
from .data import HOTELS, PLOTS


class _Fields:
    """The state read as the view `Brain` expects (its public fields), nothing copied."""

    __slots__ = ("state",)

    def __init__(self, state):
        self.state = state

    def __getitem__(self, key: str):
        if key == "auction":
            return frames.auction_view(self.state) if self.state.frames else None
        return getattr(self.state, key)


NOISE = 10      # one playout decision in NOISE is a random one (the rest are simple's)


def unpaid_debtor(state) -> int | None:
    """The seat that owes more than its cash (it must auction a lot), if any: the first player
    in that spot loses nearly every game (399 of 400 two-player simple games, 397 of 400 at 3
    and at 4 players: `python -m tools.hotel_tycoon_tune first_failure 400 0 3`)."""
    debt = state.debt
    if debt is not None and state.cash[debt["debtor"]] < debt["amount"]:
        return debt["debtor"]
    return None


def policy(state, decision, rng):
    own = decision.options_for(decision.seat)
    if len(own) == 1:
        return own[0]
    if decision.prompt == "hotel_tycoon.free_entrance" or rng.below(NOISE) > 0:
        picked = decision.find(Brain(_Fields(state), decision.seat).choose(
            decision.prompt, {o.id for o in own if o.by is None}, decision.amount))
        if picked is not None:
            return picked
    return own[rng.below(len(own))]


# Each seat's strength, in the units of a logistic model of who wins: weights per $1000 of
# cash, land, buildings and entrances at their price, of "income" (the nightly rates of the
# seat's hotels summed over their entrances: what a stay costs a guest per night) and of
# "growth" (what the next piece of each hotel adds to that rate, per entrance, at least one).
# Fitted by maximum likelihood on 15 540 positions (every third turn) of 600 two-player games
# of the playout policy against itself: held-out log loss 0.541, 71 % of winners called
# (net worth alone: 0.575, 68 %). Income is worth eight times its price in cash.
# Land: fitted -0.056 (players who hold bare land tend to lose: they lack the cash to build),
# but read by the search as "buying land loses", its playouts too short to see the hotel the
# land leads to, so the search passed on one purchase in seven. Counted instead at +0.035
# (about half its price in cash: what a buyout or an auction gets back), strong against
# simple (100 ms, seats alternating) went from 14 wins in 27 games to 17 in 23.
WEIGHTS = {"cash": 0.075, "land": 0.035, "buildings": 0.061, "entrances": -0.015,
           "income": 0.606, "growth": 0.351}


FEATURES = tuple(WEIGHTS)


def features(state, seat: int) -> list:
    """The seat's WEIGHTS terms, in $1000 (FEATURES' order): what the win model weighs."""
    count = {}
    for plot in state.entrances.values():
        count[plot] = count.get(plot, 0) + 1
    land = buildings = entrances = income = growth = 0
    owner, level = state.owner, state.level
    for p in PLOTS:
        if owner[p] != seat:
            continue
        lvl, k = level[p], count.get(p, 0)
        rate = data.rate(p, lvl)
        land += HOTELS[p]["land"]
        buildings += data.built_value(p, lvl)
        entrances += HOTELS[p]["entrance"] * k
        income += rate * k
        if lvl < data.pieces(p):
            growth += (data.rate(p, lvl + 1) - rate) * max(1, k)
    return [state.cash[seat] / 1000, land / 1000, buildings / 1000, entrances / 1000,
            income / 1000, growth / 1000]


def strength(state, seat: int, weights: dict = WEIGHTS) -> float:
    """The seat's score on the fitted model's scale (see WEIGHTS)."""
    return sum(weights[f] * x for f, x in zip(FEATURES, features(state, seat)))


def evaluate(state, loser: int | None = None, weights: dict = WEIGHTS) -> list:
    """Per seat in 0..1: its estimated chance to win (a softmax of `strength` over the seats
    still in; in two-player games the fitted logistic model itself), the eliminated at 0, and
    so is `loser` (a seat counted as out: the first that cannot pay a debt)."""
    if state.pending() is None:
        return search.rewards(state)
    alive = [s for s in range(state.num_players) if s not in state.eliminated and s != loser]
    scores = {s: strength(state, s, weights) for s in alive}
    if not scores:
        return [0.0] * state.num_players
    top = max(scores.values())
    weights = {s: math.exp(z - top) for s, z in scores.items()}
    total = sum(weights.values())
    return [weights[s] / total if s in weights else 0.0 for s in range(state.num_players)]
