"""Rollouts a decision of Hotel Tycoon's `strong` at a CPU budget, with the fast rollout
(fastsim.py) and with the engine's, on the same positions in the same run (a measuring
script).

    .venv/bin/python -m tools.hotel_tycoon_rollouts [games [budget_ms [players [every [settings]]]]]

Takes every `every`-th decision with a choice of `games` simple games (seeds 1..games), has
strong search each once with the engine's rollouts and once with the fast ones, and prints
the median and mean rollouts a decision of each, and the median ratio. `settings` (JSON, the
keyword arguments of `strong.StrongBot`) default to '{"drop": 1e9}': rivals are never dropped,
every search spends its whole budget, and the figure is how many rollouts the budget buys
(with dropping on, many searches stop early by design: pass '{}' for the bot as it plays).
"""
from __future__ import annotations

import json
import statistics
import sys
import time

from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.strong import StrongBot


def positions(games: int, players: int, every: int):
    for seed in range(1, games + 1):
        state = GAME.new(players, seed)
        simple = [GAME.bot("simple", s, seed) for s in range(players)]
        wide = 0
        while (decision := state.pending()) is not None:
            if len(decision.options_for(decision.seat)) > 1:
                wide += 1
                if wide % every == 0:
                    yield state.copy(), decision
            state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)


def main(games: int, budget_ms: int, players: int, every: int, settings: dict) -> None:
    counts = {False: [], True: []}
    for state, decision in positions(games, players, every):
        view = state.view(decision.seat)
        for fast in (False, True):
            bot = StrongBot(GAME, decision.seat, 7, budget_ms=budget_ms,
                            clock=time.process_time, fast=fast, **settings)
            bot.choose(view, decision)
            counts[fast].append(bot.search.iterations)
    ratios = [f / e for e, f in zip(counts[False], counts[True]) if e]
    for fast in (False, True):
        c = counts[fast]
        print(f"{'fast' if fast else 'engine'}: median {statistics.median(c):g}, mean "
              f"{statistics.mean(c):.1f} rollouts a decision", flush=True)
    print(f"{len(ratios)} positions ({players} players, {budget_ms} ms cpu, every {every}th "
          f"decision of {games} simple games, {json.dumps(settings)}): median ratio "
          f"fast/engine {statistics.median(ratios):.2f}")


if __name__ == "__main__":
    numbers = [int(a) for a in sys.argv[1:5]]
    main(*(numbers + [3, 100, 2, 4][len(numbers):]),
         json.loads(sys.argv[5]) if len(sys.argv) > 5 else {"drop": 1e9})
