"""`make soak`: thousands of random-bot games per registered game, checked after every decision.

    python -m tools.soak                         10,000 games per game across its player counts
    python -m tools.soak --games 300 --json      fewer games, one JSON object
    python -m tools.soak --game dominion --players 3 --seed 1234 --games 1 --trace
                                                 replay one game, printing every decision

For game number i of a game: players = its seat counts in turn (or --players), seed = --seed + i,
variants drawn at random from (seed, players) (--default-variants to keep the defaults). After every
decision: the decision is well formed (a seat in range, options, unique ids), the bot's answer is
legal, the game's own invariants hold (`GameDef.invariants`), and the game ends within its bound
(`GameDef.max_decisions`). At random steps (--save-rate per decision) and at the end the state goes
through a save: `to_dict` -> JSON -> `load` (play continues on the loaded copy) and the save file
format (`saves.format.build` -> bytes -> `parse`, which replays the log) must give the same state.
The global `random` module must be left untouched by the rules. Every failure is printed with its
seed and the one command that replays it. Exit status 1 when anything failed.
"""
from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import sys
import time
import traceback

from rules.core import Rng

from . import shelf

DEFAULT_GAMES = 10_000
DEFAULT_SAVE_RATE = 0.01


class SoakFailure(Exception):
    pass


def replay_command(game_id: str, players: int, seed: int, default_variants: bool = False) -> str:
    extra = " --default-variants" if default_variants else ""
    test = " --with-test-game" if game_id == "pebbles" else ""
    return (f'make soak ARGS="--game {game_id} --players {players} --seed {seed} --games 1'
            f'{extra}{test} --trace"')


def _check_decision(decision, players: int) -> None:
    if not 0 <= decision.seat < players:
        raise SoakFailure(f"decision {decision.prompt} is for seat {decision.seat}, "
                          f"not one of 0..{players - 1}")
    if not decision.options:
        raise SoakFailure(f"decision {decision.prompt} has no options")
    ids = [o.id for o in decision.options]
    if len(set(ids)) != len(ids):
        dupes = sorted({i for i in ids if ids.count(i) > 1})
        raise SoakFailure(f"decision {decision.prompt} repeats option ids {dupes}")


def _check_result(state, players: int) -> None:
    result = state.result()
    if result is None:
        raise SoakFailure("the game is over but has no result")
    if len(result.scores) != players:
        raise SoakFailure(f"the result has {len(result.scores)} scores for {players} players")
    seats = sorted(s for group in result.ranking for s in group)
    if seats != list(range(players)) or not all(result.ranking):
        raise SoakFailure(f"the ranking {result.ranking} is not a ranking of every seat")


def _round_trip(game, state, setup, check_save_file: bool):
    """Save the state both ways; returns the loaded copy that play continues on."""
    from saves import format as save_format
    data = state.to_dict()
    loaded = game.load(json.loads(json.dumps(data)))
    if loaded.to_dict() != data:
        raise SoakFailure("to_dict -> JSON -> load does not give the same state")
    if check_save_file:
        raw = json.dumps(save_format.build(state, setup, "soak")).encode("utf-8")
        try:
            _setup, parsed, _doc = save_format.parse(raw)
        except save_format.SaveError as exc:
            raise SoakFailure(f"a save of this position is refused: {exc}") from None
        if parsed.to_dict() != data:
            raise SoakFailure("the save file replays to a different state")
    return loaded


def soak_one(game, players: int, seed: int, save_rate: float = DEFAULT_SAVE_RATE,
             random_variants: bool = True, trace=None) -> dict:
    """One random-bot game with every check; returns its record (failure None when it passed)."""
    record = {"game": game.id, "players": players, "seed": seed, "decisions": 0,
              "round_trips": 0, "refused_variants": 0, "variants": None, "failure": None}
    variants, record["refused_variants"] = shelf.variants_for(game, players, seed,
                                                              random_variants)
    record["variants"] = variants
    chance = Rng(seed).fork(7 + players)      # when to round-trip: fixed by the seed
    random_state = random.getstate()
    step = 0
    try:
        state = game.new(players, seed, variants)
        setup = shelf.bot_setup(game, players, seed, variants)
        bots = [game.bot("random", seat, seed) for seat in range(players)]
        limit = game.max_decisions(players)
        problems = game.invariants(state)
        if problems:
            raise SoakFailure(f"invariants broken after set-up: {'; '.join(problems)}")
        while (decision := state.pending()) is not None:
            if step >= limit:
                raise SoakFailure(f"no end within the bound of {limit} decisions")
            _check_decision(decision, players)
            option = bots[decision.seat].choose(state.view(decision.seat), decision)
            if option not in decision.options:
                raise SoakFailure(f"the random bot answered {option!r}, not an option of "
                                  f"{decision.prompt}")
            if trace:
                trace(f"{step:5d}  seat {decision.seat}  {decision.prompt:<32} -> {option.id}")
            state.apply(option)
            step += 1
            problems = game.invariants(state)
            if problems:
                raise SoakFailure(f"after {option.id!r} ({decision.prompt}): "
                                  + "; ".join(map(str, problems)))
            if save_rate > 0 and chance.below(1_000_000) < save_rate * 1_000_000:
                state = _round_trip(game, state, setup, check_save_file=True)
                record["round_trips"] += 1
        _check_result(state, players)
        _round_trip(game, state, setup, check_save_file=True)
        record["round_trips"] += 1
        if random.getstate() != random_state:
            raise SoakFailure("the global random module was used during the game")
    except Exception as exc:    # every failure is recorded with its seed, never raised
        where = f"at decision {step}"
        if isinstance(exc, SoakFailure):
            message = str(exc)
        else:
            tb = traceback.extract_tb(exc.__traceback__)
            last = tb[-1] if tb else None
            place = f" ({os.path.relpath(last.filename)}:{last.lineno})" if last else ""
            message = f"{type(exc).__name__}: {exc}{place}"
            if trace:
                trace("".join(traceback.format_exception(exc)))
        record["failure"] = f"{where}: {message}"
    record["decisions"] = step
    return record


# ---- running many ----------------------------------------------------------------------------
_WORKER = {}


def _init_worker(with_test_game: bool, ids: list) -> None:
    games = shelf.games(with_test_game=with_test_game, only=ids)
    for game in games:
        shelf.register(game)
    _WORKER["games"] = {g.id: g for g in games}


def _run_task(task) -> dict:
    game_id, players, seed, save_rate, random_variants = task
    started = time.perf_counter()
    record = soak_one(_WORKER["games"][game_id], players, seed, save_rate, random_variants)
    record["seconds"] = time.perf_counter() - started
    return record


def tasks_for(game, count: int, base_seed: int, players: int | None, save_rate: float,
              random_variants: bool) -> list:
    counts = [players] if players else shelf.seat_counts(game)
    return [(game.id, counts[i % len(counts)], base_seed + i, save_rate, random_variants)
            for i in range(count)]


def run(games_per_game: int = DEFAULT_GAMES, ids: list | None = None, players: int | None = None,
        seed: int = 1, jobs: int | None = None, save_rate: float = DEFAULT_SAVE_RATE,
        random_variants: bool = True, with_test_game: bool = False, progress=None) -> dict:
    """Soak every selected game; returns the totals (see `main` for the printed form)."""
    games = shelf.games(with_test_game=with_test_game, only=ids)
    for game in games:
        shelf.register(game)
        if players and not game.min_players <= players <= game.max_players:
            raise SystemExit(f"{game.title} is for {game.min_players}-{game.max_players} "
                             f"players, not {players}")
    jobs = jobs or os.cpu_count() or 1
    started = time.perf_counter()
    per_game: dict = {}
    failures: list = []
    pool = None
    if jobs > 1 and games_per_game > 1:
        ctx = multiprocessing.get_context("fork" if sys.platform != "win32" else "spawn")
        pool = ctx.Pool(jobs, initializer=_init_worker,
                        initargs=(with_test_game, [g.id for g in games]))
    else:
        _init_worker(with_test_game, [g.id for g in games])
    try:
        for game in games:
            tasks = tasks_for(game, games_per_game, seed, players, save_rate, random_variants)
            t0 = time.perf_counter()
            if pool is not None:
                records = list(pool.imap_unordered(_run_task, tasks,
                                                   chunksize=max(1, len(tasks) // (jobs * 16))))
            else:
                records = [_run_task(t) for t in tasks]
            entry = summarise(game, records, time.perf_counter() - t0)
            per_game[game.id] = entry
            for r in sorted((r for r in records if r["failure"]),
                            key=lambda r: (r["players"], r["seed"])):
                failures.append({
                    "game": r["game"], "players": r["players"], "seed": r["seed"],
                    "variants": r["variants"], "failure": r["failure"],
                    "replay": replay_command(r["game"], r["players"], r["seed"],
                                             not random_variants)})
            if progress:
                progress(format_game(entry))
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    return {
        "games_played": sum(e["games"] for e in per_game.values()),
        "decisions": sum(e["decisions"] for e in per_game.values()),
        "round_trips": sum(e["round_trips"] for e in per_game.values()),
        "failures": failures, "per_game": per_game,
        "seconds": round(time.perf_counter() - started, 2), "jobs": jobs,
        "settings": {"games_per_game": games_per_game, "seed": seed, "players": players,
                     "save_rate": save_rate, "random_variants": random_variants},
    }


def summarise(game, records: list, seconds: float) -> dict:
    by_count = {}
    for n in sorted({r["players"] for r in records}):
        mine = [r for r in records if r["players"] == n]
        decisions = [r["decisions"] for r in mine]
        by_count[str(n)] = {
            "games": len(mine), "decisions": sum(decisions),
            "mean_decisions": round(sum(decisions) / len(mine), 1),
            "max_decisions": max(decisions), "bound": game.max_decisions(n),
            "round_trips": sum(r["round_trips"] for r in mine),
            "failures": sum(1 for r in mine if r["failure"]),
        }
    return {"game": game.id, "title": game.title, "games": len(records),
            "decisions": sum(r["decisions"] for r in records),
            "round_trips": sum(r["round_trips"] for r in records),
            "failures": sum(1 for r in records if r["failure"]),
            "refused_variant_draws": sum(r["refused_variants"] for r in records),
            "seconds": round(seconds, 2), "players": by_count}


HEADER = (f"{'game':<12} {'players':>7} {'games':>7} {'decisions':>10} {'mean':>7} {'max':>6} "
          f"{'bound':>7} {'round trips':>11} {'failures':>8}")


def format_game(entry: dict) -> str:
    lines = []
    for n, row in entry["players"].items():
        lines.append(f"{entry['game']:<12} {n:>7} {row['games']:>7} {row['decisions']:>10} "
                     f"{row['mean_decisions']:>7.0f} {row['max_decisions']:>6} {row['bound']:>7} "
                     f"{row['round_trips']:>11} {row['failures']:>8}")
    lines.append(f"{'':<12} {'all':>7} {entry['games']:>7} {entry['decisions']:>10} "
                 f"{'':>7} {'':>6} {'':>7} {entry['round_trips']:>11} {entry['failures']:>8}"
                 f"   ({entry['seconds']:.1f} s)")
    return "\n".join(lines)


def format_totals(out: dict) -> str:
    lines = [f"games played {out['games_played']}, decisions {out['decisions']}, save round "
             f"trips {out['round_trips']}, failures {len(out['failures'])} "
             f"({out['seconds']:.1f} s on {out['jobs']} worker{'s' if out['jobs'] > 1 else ''})"]
    for f in out["failures"]:
        lines.append(f"FAIL {f['game']} {f['players']} players seed {f['seed']} "
                     f"variants {json.dumps(f['variants'])}\n     {f['failure']}\n"
                     f"     replay: {f['replay']}")
    return "\n".join(lines)


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m tools.soak", description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=DEFAULT_GAMES,
                   help=f"games per game, spread over its player counts (default {DEFAULT_GAMES})")
    p.add_argument("--game", action="append", dest="ids", metavar="ID",
                   help="only this game (repeatable); 'pebbles' is the test game")
    p.add_argument("--players", type=int, help="only this player count")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--jobs", type=int, help="worker processes (default: every core)")
    p.add_argument("--save-rate", type=float, default=DEFAULT_SAVE_RATE,
                   help="chance per decision of a save/load round trip (default 0.01)")
    p.add_argument("--default-variants", action="store_true",
                   help="keep every variant at its default instead of drawing them at random")
    p.add_argument("--with-test-game", action="store_true", help="add the test game Pebbles")
    p.add_argument("--trace", action="store_true",
                   help="print every decision (meant for replaying one game)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    return p


def main(argv=None) -> int:
    args = parser().parse_args(argv)
    if args.trace:
        if args.games != 1 or not args.ids or len(args.ids) != 1 or not args.players:
            print("--trace replays one game: give --game, --players, --seed and --games 1",
                  file=sys.stderr)
            return 2
        game = shelf.games(with_test_game=args.with_test_game, only=args.ids)[0]
        shelf.register(game)
        record = soak_one(game, args.players, args.seed, args.save_rate,
                          not args.default_variants, trace=print)
        print(f"{game.id}, {args.players} players, seed {args.seed}, variants "
              f"{json.dumps(record['variants'])}: {record['decisions']} decisions, "
              f"{record['round_trips']} save round trips: "
              + (f"FAILED {record['failure']}" if record["failure"] else "passed"))
        return 1 if record["failure"] else 0
    if not args.json:
        variants = "default variants" if args.default_variants else "random variants"
        print(f"soak: {args.games} random-bot games per game, seeds from {args.seed}, "
              f"{variants}, save round trips at {args.save_rate:.3g} per decision and at the end")
        print(HEADER)
    out = run(args.games, args.ids, args.players, args.seed, args.jobs, args.save_rate,
              not args.default_variants, args.with_test_game,
              progress=None if args.json else print)
    if args.json:
        print(json.dumps(out))
    else:
        print(format_totals(out))
    return 1 if out["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
