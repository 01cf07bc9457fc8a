"""Hotel Tycoon's `strong` with other search settings against `simple` (a measuring script).

    .venv/bin/python -m tools.hotel_tycoon_search 3 60 '{"first_debt": 4}' [budget_ms [seed]]

The same games as `python -m tools.strength hotel_tycoon --players P --games N --budget-ms B
--clock cpu --workers 1` (game i: seed + i, the bot in seat i % players, simple in the others,
the same bot seeds), with the given keyword arguments for `strong.StrongBot` (z, depth,
min_rounds, drop, first_debt, width). Prints the running result after every game and the final
line. A budget of 0 ms plays a fixed number of playouts a decision instead of a clock (the
settings' "iterations"): a search as wide and long as wanted, however slow.

    .venv/bin/python -m tools.hotel_tycoon_search 2 60 '{"width": 12, "iterations": 1200,
        "drop": 1e9, "depth": 1000000, "z": 1.0}' 0 1
"""
from __future__ import annotations

import json
import sys
import time

from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.strong import StrongBot
from tools.hotel_tycoon_tune import report


def one_game(players: int, seed: int, seat: int, settings: dict, budget_ms: int) -> float:
    state = GAME.new(players, seed)
    host = {"budget_ms": budget_ms, "clock": time.process_time} if budget_ms else {}
    bots = [StrongBot(GAME, s, seed * 31 + s, **host, **settings) if s == seat
            else GAME.bot("simple", s, seed * 31 + s)
            for s in range(players)]
    while (decision := state.pending()) is not None:
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision))
    top = state.result().ranking[0]
    return 1 / len(top) if seat in top else 0.0


def main(players: int, games: int, settings: dict, budget_ms: int, seed: int) -> None:
    wins = 0.0
    for i in range(games):
        wins += one_game(players, seed + i, i % players, settings, budget_ms)
        print(f"{i + 1} {wins:g}", flush=True)
    budget = f"{budget_ms} ms cpu" if budget_ms else "fixed playouts"
    report(f"{players} players strong {json.dumps(settings)} {budget} "
           f"({wins / games * players:.2f}x)", wins / games, games)


if __name__ == "__main__":
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    main(int(sys.argv[1]), int(sys.argv[2]), json.loads(sys.argv[3]),
         int(sys.argv[4]) if len(sys.argv) > 4 else 100, int(sys.argv[5]) if len(sys.argv) > 5 else 1)
