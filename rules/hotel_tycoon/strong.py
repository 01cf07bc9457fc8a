"""Hotel Tycoon's `strong` bot: `simple`'s choice checked against a few rivals by paired
rollouts (rules/core/search.py PairedSearch), played on by `simple` itself and judged by a
margin in dollars (Hermagor's recipe, rules/hermagor/strong.py).

- Rollouts: every seat plays on exactly as `simple` does (the opponent is `simple`, and this
  bot plays like it afterwards), for `DEPTH` decisions and then to the next calm point (the
  start of a turn, no debt, no auction open), or to the end of the game.
- Values: a seat's equity in dollars (`equity`: the fitted model of playout.WEIGHTS read in
  dollars of cash: land, buildings and, above all, the income its entrances draw) minus the
  best opponent's. A win share saturates where one side leads clearly (paired differences of
  two saturated values are all zero), a margin keeps counting.
- A rival replaces `simple`'s choice only when its mean paired gain is at least `MIN_GAIN`
  dollars and clearly positive (`Z` standard errors); rivals clearly no better are dropped,
  and once none is left the rest of the budget is not spent.
"""
from __future__ import annotations

import math

from rules.core import Rng
from rules.core.search import PairedSearch, SearchBot, simple_first

from . import data
from .bots import Brain, SimpleBot
from .data import HOTELS, PLOTS
from .playout import WEIGHTS, _Fields, strength

DEPTH = 40               # decisions before a rollout is cut (about eight turns)
Z = 1.5                  # standard errors a rival's paired gain must clear to replace simple's
MIN_ROUNDS = 4
MIN_GAIN = 100.0         # dollars: a rival must gain at least this much on average
DROP = 1.0               # a rival whose mean gain + DROP standard errors is <= 0 is dropped


def simple_policy(state, decision, rng):
    """`simple` exactly, read straight from the state (no view copied)."""
    own = decision.options_for(decision.seat)
    if len(own) == 1:
        return own[0]
    picked = decision.find(Brain(_Fields(state), decision.seat).choose(
        decision.prompt, {o.id for o in own if o.by is None}, decision.amount))
    return picked if picked is not None else own[0]


RENT_TURNS = 10          # opponent turns of expected rent counted on top of net worth
EQUITY = "worth"
PER_TURN = 3.5 / data.TRACK_LENGTH    # nights expected x the chance to land on a given square


def equity(state, seat: int) -> float:
    """The seat's standing in dollars (0 once eliminated): its net worth (the game's score)
    plus the rent its entrances should draw over the next `RENT_TURNS` turns of each
    opponent."""
    if seat in state.eliminated:
        return 0.0
    if EQUITY == "fitted":
        return strength(state, seat) * 1000 / WEIGHTS["cash"]
    worth = state.cash[seat]
    owner, level = state.owner, state.level
    count = {}
    for plot in state.entrances.values():
        count[plot] = count.get(plot, 0) + 1
    income = 0
    for p in PLOTS:
        if owner[p] == seat:
            k = count.get(p, 0)
            worth += HOTELS[p]["land"] + data.built_value(p, level[p]) + HOTELS[p]["entrance"] * k
            income += data.rate(p, level[p]) * k
    opponents = state.num_players - len(state.eliminated) - 1
    return worth + RENT_TURNS * opponents * PER_TURN * income


def margins(state) -> list[float]:
    """Per seat: its equity minus the best other seat's (positive only for the leader)."""
    values = [equity(state, s) for s in range(state.num_players)]
    return [v - max(values[:s] + values[s + 1:]) for s, v in enumerate(values)]


def calm(state) -> bool:
    return state.phase == "roll" and state.debt is None and not state.frames


def evaluate(state) -> list[float] | None:
    """Margins at a calm point (None elsewhere: a half-paid debt or an open auction misleads)."""
    if state.pending() is None or calm(state):
        return margins(state)
    return None


def _mean_error(values: list) -> tuple:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return mean, math.sqrt(var / n)


def _upper(values: list, z: float) -> float:
    mean, error = _mean_error(values)
    return mean + z * error


class MarginSearch(PairedSearch):
    """PairedSearch that drops rivals once they are clearly no better, and picks a rival only
    for a real gain in dollars."""

    def compare(self, view, candidates, iterations, deadline) -> list[list[float]]:
        gains: list[list[float]] = [[] for _ in candidates]
        alive = list(range(1, len(candidates)))
        seat = self.seat
        done = 0
        while alive and (iterations is None or done + len(alive) + 1 <= iterations):
            if deadline is not None and deadline():
                break
            sample_seed, chance_seed = self.rng.next64(), self.rng.next64()
            sample = self.determinize(view, seat, Rng(sample_seed))
            row = []
            for i in [0] + alive:
                state = sample.copy()
                state.rng = Rng(chance_seed)
                state.apply(candidates[i].id)
                value = self.playout(state, deadline, Rng(chance_seed).fork(5))
                if value is None:
                    break
                row.append(value[seat])
                done += 1
            if len(row) < len(alive) + 1:
                break
            for i, value in zip(alive, row[1:]):
                gains[i].append(value - row[0])
            gains[0].append(0.0)
            if len(gains[0]) >= self.min_rounds:
                alive = [i for i in alive if _upper(gains[i], DROP) > 0]
        self.iterations = done
        return gains

    def pick(self, gains: list[list[float]]) -> int:
        """The rival with the largest mean gain over the favourite, if clearly positive."""
        best, best_gain = 0, 0.0
        for i in range(1, len(gains)):
            if len(gains[i]) < self.min_rounds:
                continue
            mean, error = _mean_error(gains[i])
            if mean > best_gain and mean > max(self.z * error, MIN_GAIN):
                best, best_gain = i, mean
        return best


class StrongBot(SearchBot):
    """SearchBot with Hotel Tycoon's margin search (the host's budget, clock and iterations as
    for every `strong`)."""

    def __init__(self, game, seat: int, seed: int, *, z: float = Z, depth: int = DEPTH,
                 min_rounds: int = MIN_ROUNDS, **host):
        super().__init__(game, seat, seed, **host)
        self.search = MarginSearch(game.determinize, seat, self.rng,
                                   options=simple_first(SimpleBot), policy=simple_policy,
                                   evaluate=evaluate, depth=depth, z=z, min_rounds=min_rounds)


def strong(game, seat: int, seed: int, **options) -> StrongBot:
    """The `strong` entry of Hotel Tycoon's bots (given the game and the host's budget and
    clock)."""
    return StrongBot(game, seat, seed, **options)


strong.needs_game = True
