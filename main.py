"""gameshelf: the GUI by default, and headless commands for scripts, tests and benchmarks.

    python main.py                       open the game shelf
    python main.py list [--json]         the games, their player counts, variants and bots
    python main.py simulate GAME --players N --seed S [--games K] [--bots a,b] [--budget-ms MS] [--json]

GAMESHELF_EXTRA_GAMES=pkg.module[,..] adds test-only games (a module exporting GAME).
"""
from __future__ import annotations

import argparse
import importlib
import json
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def _register_extra_games(with_adapters: bool = False) -> None:
    """Test-only games named in GAMESHELF_EXTRA_GAMES (and their `<module>.adapter.ADAPTER`)."""
    import rules
    for name in filter(None, os.environ.get("GAMESHELF_EXTRA_GAMES", "").split(",")):
        game = importlib.import_module(name.strip()).GAME
        rules.GAMES.setdefault(game.id, game)
        if with_adapters:
            from scenes import games
            adapter = importlib.import_module(f"{name.strip()}.adapter").ADAPTER
            games.register(game.id, adapter)


def cmd_list(args) -> int:
    import rules
    games = list(rules.GAMES.values())
    if args.json:
        print(json.dumps([{
            "id": g.id, "title": g.title, "players": [g.min_players, g.max_players],
            "variants": {k: {"allowed": list(a), "default": d} for k, (a, d) in g.variants.items()},
            "bots": list(g.bots)} for g in games], indent=1))
        return 0
    if not games:
        print("The shelf has no games yet.")
        return 0
    for g in games:
        print(f"{g.id:<14} {g.title} ({g.min_players}-{g.max_players} players)")
        print(f"{'':<14} bots: {', '.join(g.bots)}")
        for name, (allowed, default) in g.variants.items():
            shown = ", ".join(map(str, allowed))
            if len(shown) > 70:
                shown = shown[:67] + "..."
            print(f"{'':<14} variant {name} = {default!r}  (allowed: {shown})")
    return 0


def cmd_simulate(args) -> int:
    import rules
    from rules.core.simulate import expand_bots, simulate, win_rates
    try:
        game = rules.get(args.game)
        bots = expand_bots(game, args.players, args.bots)
        variants = json.loads(args.variants) if args.variants else None
        game.new(args.players, args.seed, variants)  # refuses bad counts and variants early
    except (KeyError, ValueError) as exc:
        print(f"simulate: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2
    started = time.perf_counter()
    options = ({"budget_ms": args.budget_ms, "clock": time.perf_counter}
               if args.budget_ms is not None else None)
    summary = simulate(game, args.players, args.seed, args.games, bots, variants, options)
    seconds = time.perf_counter() - started
    out = {"game": summary["game"], "players": summary["players"], "bots": summary["bots"],
           "games": summary["games"], "seconds": round(seconds, 4),
           "results": summary["results"]}
    if args.json:
        print(json.dumps(out))
        return 0
    print(f"{game.title}: {args.games} games, {args.players} players, seeds "
          f"{args.seed}..{args.seed + args.games - 1}, {seconds:.2f} s "
          f"({args.games / max(seconds, 1e-9):.1f} games/s)")
    rates = win_rates(summary)
    decisions = sum(r["decisions"] for r in summary["results"])
    for seat, rate in enumerate(rates):
        mean = sum(r["scores"][seat] for r in summary["results"]) / max(1, args.games)
        print(f"  seat {seat + 1} ({bots[seat]:<10}) wins {rate * 100:5.1f} %   "
              f"mean score {mean:.1f}")
    print(f"  {decisions} decisions, {decisions / max(1, args.games):.0f} per game")
    return 0


def cmd_gui(args) -> int:
    try:
        from scenes.app import run
        _register_extra_games(with_adapters=True)
    except ImportError as exc:
        print(f"gameshelf cannot start its window: {exc}", file=sys.stderr)
        return 1
    return run(load=args.load)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="main.py", description="gameshelf: tabletop games with "
                                "their rules enforced, against bots or hot-seat.")
    p.add_argument("--load", metavar="FILE", help="open this save file straight away")
    sub = p.add_subparsers(dest="command")
    ls = sub.add_parser("list", help="the games on the shelf with their variants and bots")
    ls.add_argument("--json", action="store_true", help="machine-readable output")
    sim = sub.add_parser("simulate", help="bot-against-bot games with no window")
    sim.add_argument("game")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--bots", default="random",
                     help="one bot for every seat or one per seat, comma-separated")
    sim.add_argument("--variants", help='JSON object of variants, e.g. \'{"kingdom": "random"}\'')
    sim.add_argument("--budget-ms", type=int, metavar="MS",
                     help="thinking time per decision of the searching (strong) bots")
    sim.add_argument("--json", action="store_true", help="one JSON object as DESIGN.md gives")
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    _register_extra_games()
    if args.command == "list":
        return cmd_list(args)
    if args.command == "simulate":
        return cmd_simulate(args)
    return cmd_gui(args)


if __name__ == "__main__":
    sys.exit(main())
