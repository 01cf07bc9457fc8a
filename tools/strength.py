"""How strong a bot is: a match of many games between two bots (or one bot at two thinking times),
seats alternating, on two worker processes, reported as a win share with its 95 % interval.

    python -m tools.strength dominion --bot strong --against simple --games 200 --budget-ms 100
    python -m tools.strength dominion --bot strong --against medium --variants '{"kingdom": "random"}'
    python -m tools.strength hermagor --players 3 --bot strong --against simple
    python -m tools.strength dominion --bot strong --against strong --budget-ms 1000 \\
        --against-budget-ms 100 --games 50          # does more thinking help?

With 3 or more players the bot sits in one seat (rotating) and the opponent fills the others;
"fair share" is 1/players, and the report gives the ratio to it. A shared first place counts as
1/k of a win. The clock is read here (tools), never in the rules: wall time by default, or with
`--clock cpu` the process's CPU time (time.process_time), so that on a machine shared with other
work a budget still buys the thinking it buys on an idle one (the figure then says "cpu").
"""
from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time

from . import shelf


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95 % score interval of a win share (fractional wins from ties are fine for a report)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (max(0.0, centre - half), min(1.0, centre + half))


CLOCKS = {"wall": time.perf_counter, "cpu": time.process_time}


def _one_game(job: tuple) -> float:
    """The bot's share of the win in one game (1, 1/k for a k-way tie, or 0)."""
    game_id, players, seed, seat, bot, against, budgets, variants, clock = job
    game = shelf.games(only=[game_id])[0]
    state = game.new(players, seed, variants)
    bots = []
    for s in range(players):
        name, budget = (bot, budgets[0]) if s == seat else (against, budgets[1])
        options = {"budget_ms": budget, "clock": CLOCKS[clock]} if budget else {}
        bots.append(game.bot(name, s, seed * 31 + s, **options))
    limit = game.max_decisions(players)
    for _ in range(limit):
        decision = state.pending()
        if decision is None:
            break
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision))
    result = state.result()
    if result is None:
        raise RuntimeError(f"{game_id} seed {seed}: no end after {limit} decisions")
    top = result.ranking[0]
    return 1 / len(top) if seat in top else 0.0


def _collect(shares, progress) -> list[float]:
    """The games' results in order; `progress(done, wins)` after each (a long match on a busy
    machine is worth reading before its end)."""
    out = []
    for share in shares:
        out.append(share)
        if progress is not None:
            progress(len(out), sum(out))
    return out


def match(game_id: str, bot: str, against: str, games: int, players: int = 2, seed: int = 1,
          budget_ms: int | None = 100, against_budget_ms: int | None = None,
          variants: dict | None = None, workers: int = 2, clock: str = "wall",
          progress=None) -> dict:
    budgets = (budget_ms, against_budget_ms if against_budget_ms is not None else budget_ms)
    jobs = [(game_id, players, seed + i, i % players, bot, against, budgets, variants, clock)
            for i in range(games)]
    started = time.perf_counter()
    if workers > 1:
        with multiprocessing.get_context("spawn").Pool(workers) as pool:
            shares = _collect(pool.imap(_one_game, jobs, chunksize=1), progress)
    else:
        shares = _collect(map(_one_game, jobs), progress)
    wins = sum(shares)
    low, high = wilson(wins, games)
    fair = 1 / players
    return {"game": game_id, "players": players, "bot": bot, "against": against,
            "budget_ms": budgets[0], "against_budget_ms": budgets[1], "variants": variants or {},
            "clock": clock,
            "games": games, "wins": round(wins, 2), "share": round(wins / games, 4),
            "interval95": [round(low, 4), round(high, 4)],
            "fair_share_ratio": round(wins / games / fair, 3),
            "seconds": round(time.perf_counter() - started, 1)}


def line(r: dict) -> str:
    unit = "ms cpu" if r.get("clock") == "cpu" else "ms"
    budgets = (f"{r['budget_ms']} {unit}" if r["budget_ms"] else "no budget")
    if r["against_budget_ms"] != r["budget_ms"]:
        budgets += f" vs {r['against_budget_ms']} {unit}"
    return (f"{r['game']} {r['players']}p {r['bot']} vs {r['against']} ({budgets}"
            f"{', ' + json.dumps(r['variants']) if r['variants'] else ''}): "
            f"{100 * r['share']:.1f} % [{100 * r['interval95'][0]:.1f}-"
            f"{100 * r['interval95'][1]:.1f}] of {r['games']} games, "
            f"{r['fair_share_ratio']:.2f}x fair share, {r['seconds']} s")


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m tools.strength", description=__doc__.split("\n")[0])
    p.add_argument("game")
    p.add_argument("--bot", default="strong")
    p.add_argument("--against", default="simple")
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--players", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--budget-ms", type=int, default=100)
    p.add_argument("--against-budget-ms", type=int)
    p.add_argument("--variants", help="JSON object of variants")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--clock", choices=sorted(CLOCKS), default="wall",
                   help="what a budget counts: wall time, or the process's CPU time")
    p.add_argument("--json", action="store_true")
    p.add_argument("--progress", action="store_true",
                   help="print the running win share (with its interval) after every game, on stderr")
    return p


def _print_progress(done: int, wins: float) -> None:
    low, high = wilson(wins, done)
    print(f"{done} games: {100 * wins / done:.1f} % [{100 * low:.1f}-{100 * high:.1f}]",
          file=sys.stderr, flush=True)


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    result = match(args.game, args.bot, args.against, args.games, args.players, args.seed,
                   args.budget_ms, args.against_budget_ms,
                   json.loads(args.variants) if args.variants else None, args.workers,
                   args.clock, _print_progress if args.progress else None)
    print(json.dumps(result) if args.json else line(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
