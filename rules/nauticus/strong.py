"""Nauticus' `strong` bot: `simple`'s choice checked against rivals by rollouts played on by
`simple` itself and judged by a margin of points (the recipe of rules/hermagor/strong.py).

- Rollouts: every seat plays on as `simple` does (the opponent is `simple`, and this bot plays
  like it afterwards) to the start of the next round, where `playout.estimated_scores` counts each seat's final
  score if the game ended now plus what its unfinished ships are on their way to; in the last
  round to the end of the game.
- Nothing in a round is left to chance (the only chance is the deal of the action tiles when a
  round starts, and the value at the next round's start does not read it; `simple` draws
  nothing), so one rollout per candidate tells what it leads to: no repeated samples, the budget
  goes to trying more rivals.
- Values: an outcome is the seat's points minus the best opponent's (a win share saturates
  where one side leads clearly, and its differences then say nothing).
- A rival replaces `simple`'s choice only when it gains at least `MIN_GAIN` points over it.
"""
from __future__ import annotations

from rules.core.search import PairedSearch, SearchBot, heuristic

from . import playout
from .bots import SimpleBot
from .determinize import determinize

MIN_GAIN = 1.0           # points a rival must gain over simple's choice to replace it


def margins(values: list) -> list[float]:
    """Per seat: its value minus the best other seat's (positive only for the leader)."""
    out = []
    for seat, mine in enumerate(values):
        others = values[:seat] + values[seat + 1:]
        out.append(float(mine - max(others)))
    return out


def calm(state) -> bool:
    """A point to judge: the game is over, or a round starts (nobody has chosen yet)."""
    return state.over or (state.phase == 1 and state.current is None)


class RolloutSearch(PairedSearch):
    """PairedSearch with one deterministic rollout per candidate (see the module docstring):
    simple's choice first, then the rivals in random order until the budget ends."""

    def compare(self, view, candidates, iterations, deadline) -> list[float | None]:
        """Per candidate, its margin at the end of its rollout (None: not tried in time)."""
        sample = self.determinize(view, self.seat, self.rng.fork(self.rng.next64()))
        values: list[float | None] = [None] * len(candidates)
        done = 0
        for i, option in enumerate(candidates):
            if iterations is not None and done >= iterations:
                break
            if deadline is not None and deadline():
                break
            state = sample.copy()
            state.apply(option.id)
            value = self.playout(state, deadline)
            if value is None:
                break
            values[i] = value[self.seat]
            done += 1
        self.iterations = done
        return values

    def pick(self, values: list) -> int:
        """The rival with the best margin, if it beats simple's choice by MIN_GAIN."""
        if values[0] is None:
            return 0
        best, best_value = 0, values[0] + MIN_GAIN
        for i, value in enumerate(values[1:], 1):
            if value is not None and value >= best_value:
                best, best_value = i, value
        return best

    def playout(self, state, deadline, rng=None) -> list[float] | None:
        """Play on as `simple` to the next calm point; the margins there (None: out of time)."""
        steps = 0
        while not (steps and calm(state)) and (decision := state.pending()) is not None:
            if deadline is not None and steps % 4 == 3 and deadline():
                return None
            seat = decision.seat
            state.apply(heuristic(SimpleBot, seat).choose(state.view(seat), decision).id)
            steps += 1
        return margins(playout.estimated_scores(state))


def rival_options(state, decision) -> list:
    return playout.search_options(state, decision)


rival_options.ranked = False      # rivals in random order (the budget may not reach them all)


class StrongBot(SearchBot):
    """SearchBot with the rollout search above (the host's budget, clock and iterations as for
    every `strong`)."""

    def __init__(self, game, seat: int, seed: int, **host):
        super().__init__(game, seat, seed, **host)
        self.search = RolloutSearch(determinize, seat, self.rng, options=rival_options,
                                    width=100)


def strong(game, seat: int, seed: int, **options) -> StrongBot:
    """The `strong` entry of Nauticus' bots (given the game and the host's budget and clock)."""
    return StrongBot(game, seat, seed, **options)


strong.needs_game = True
