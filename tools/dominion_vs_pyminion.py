"""Speed of the Dominion engine against pyminion, side by side in one run, on the same strategies.

    .venv/bin/python -m tools.dominion_vs_pyminion [--games N] [--seed S] [--clock cpu|wall]
                                                   [--logged] [--json]

Both engines play N full 2-player games of pyminion's own BigMoney against its BigMoneySmithy
(Province at $8+, Gold at $6+, Smithy at exactly $4, Silver at $3+; Smithy played when in hand):
  gameshelf  the bots `big_money` and `pyminion_smithy`, the exact mirrors of those two (seats
             alternate), as a simulation runs them: a quiet state (`DominionState.quiet`: no
             events built, nobody reads them), quiet texts (`rules.core.text.quiet_texts`) and
             bots reading a `FastView` (the view's values for the keys they read, without
             building the whole view). `--logged` plays as
             `main.py simulate` does instead: every event built, a full view per decision;
  pyminion   its own BigMoney and BigMoneySmithy bots on a base-set kingdom holding Smithy,
             played by a small driver script run with the python of a private virtualenv.

Time is each engine's own process CPU time by default (`--clock cpu`): on a machine shared with
other work, wall time measures the neighbours as much as the engine. `--clock wall` for an idle
machine. Both processes run on one and the same core (where the system lets a process choose):
the cores of this machine ran the same code at speeds 20-40 % apart, and with each engine on
whichever core the scheduler gave it, one run's ratio swung from 3.1 to 7.8 between chunks of
100 games; on one core, 4.9 to 5.4.

The games-per-second ratio (gameshelf / pyminion) only means something if both engines play the
same game, so it is reported only when the two Smithy win rates agree: their 95 % (Wilson)
intervals overlap. Otherwise the tool says they disagree and prints no ratio.

pyminion is never a project dependency: on first use this creates `.bench/pyminion-venv`
(gitignored) and installs pyminion there with pip; `--json` prints one JSON object instead.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.strength import wilson  # noqa: E402  (after the path fix, for direct runs)

VENV = os.path.join(ROOT, ".bench", "pyminion-venv")
PYMINION = "pyminion==0.4.0"

DRIVER = r'''
import json, random, sys, time
clock = time.process_time if sys.argv[1:] == ["cpu"] else time.perf_counter
from pyminion.bots.examples import BigMoney, BigMoneySmithy
from pyminion.expansions.base import base_set, smithy
from pyminion.game import Game

version = __import__("importlib.metadata").metadata.version("pyminion")
# one line per chunk on stdin: "<games> <seed>"; one JSON line back per chunk
for line in sys.stdin:
    games, seed = map(int, line.split())
    random.seed(seed)
    wins = {"big_money": 0.0, "big_money_smithy": 0.0}
    started = clock()
    for i in range(games):
        players = [BigMoney(), BigMoneySmithy()]
        game = Game(players=players, expansions=[base_set], kingdom_cards=[smithy],
                    log_stdout=False)
        result = game.play()
        for winner in result.winners:
            wins[winner.player_id] += 1 / len(result.winners)
    seconds = clock() - started
    print(json.dumps({"games": games, "seconds": seconds, "wins": wins, "version": version}),
          flush=True)
'''


def venv_python() -> str:
    return os.path.join(VENV, "bin", "python")


def ensure_pyminion(quiet: bool) -> str:
    """The private venv's python, creating the venv and installing pyminion on first use."""
    python = venv_python()
    check = [python, "-c", "import pyminion"]
    if os.path.exists(python) and subprocess.run(check, capture_output=True).returncode == 0:
        return python
    if not quiet:
        print(f"creating {os.path.relpath(VENV, ROOT)} and installing {PYMINION} ...",
              file=sys.stderr)
    os.makedirs(os.path.dirname(VENV), exist_ok=True)
    subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
    subprocess.run([python, "-m", "pip", "install", "--quiet", PYMINION], check=True)
    return python


class Pyminion:
    """The driver script running in the private venv, fed one chunk of games at a time."""

    def __init__(self, python: str, clock: str):
        driver = os.path.join(os.path.dirname(VENV), "pyminion_driver.py")
        with open(driver, "w", encoding="utf-8") as f:
            f.write(DRIVER)
        self.proc = subprocess.Popen([python, driver, clock], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)

    def run(self, games: int, seed: int) -> dict:
        self.proc.stdin.write(f"{games} {seed}\n")
        self.proc.stdin.flush()
        return json.loads(self.proc.stdout.readline())

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait()


CLOCKS = {"cpu": time.process_time, "wall": time.perf_counter}


def play_quiet(game, seed: int, bots: list):
    """One game as a simulation plays it: a quiet state, quiet texts (nobody reads a label or
    a result's explanation), bots on fast views. Returns (result, decisions)."""
    from rules.core.text import quiet_texts
    from rules.dominion.fastview import FastView

    with quiet_texts():
        state = game.new(2, seed).quiet()
        players = [game.bot(name, s, seed) for s, name in enumerate(bots)]
        views = [FastView(state, s) for s in range(2)]
        decisions = 0
        while (decision := state.pending()) is not None:
            state.apply(players[decision.seat].choose(views[decision.seat], decision))
            decisions += 1
        result = state.result()
    return result, decisions


def run_gameshelf(games: int, seed: int, clock: str = "cpu", logged: bool = False) -> dict:
    from rules.core.simulate import play
    from rules.dominion import GAME

    wins = {"big_money": 0.0, "pyminion_smithy": 0.0}
    decisions = 0
    now = CLOCKS[clock]
    started = now()
    for i in range(games):
        bots = ["big_money", "pyminion_smithy"] if i % 2 == 0 else \
            ["pyminion_smithy", "big_money"]
        if logged:
            played = play(GAME, 2, seed + i, bots)
            result, count = played.state.result(), played.decisions
        else:
            result, count = play_quiet(GAME, seed + i, bots)
        decisions += count
        top = result.ranking[0]
        for s in top:
            wins[bots[s]] += 1 / len(top)
    seconds = now() - started
    return {"games": games, "seconds": seconds, "wins": wins, "decisions": decisions}


def one_core() -> tuple:
    """Keep this process on one core of those it may use: (that core, the cores it had), or
    (None, None) where the system does not let a process choose."""
    if not hasattr(os, "sched_setaffinity"):
        return None, None
    cores = os.sched_getaffinity(0)
    core = min(cores)
    os.sched_setaffinity(0, {core})
    return core, cores


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rounds", type=int, default=10,
                        help="alternate the engines in this many chunks of games")
    parser.add_argument("--clock", choices=sorted(CLOCKS), default="cpu",
                        help="each engine's process CPU time (default) or wall time")
    parser.add_argument("--logged", action="store_true",
                        help="gameshelf builds every event and a full view per decision")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)

    python = ensure_pyminion(quiet=args.json)
    # Interleave chunks of both engines, so that a busy machine slows both alike.
    core, cores = one_core()
    driver = Pyminion(python, args.clock)
    if core is not None:
        os.sched_setaffinity(driver.proc.pid, {core})      # the same core as this process
    ours = {"games": 0, "seconds": 0.0, "decisions": 0,
            "wins": {"big_money": 0.0, "pyminion_smithy": 0.0}}
    theirs = {"games": 0, "seconds": 0.0, "wins": {"big_money": 0.0, "big_money_smithy": 0.0}}
    chunk = max(1, args.games // args.rounds)
    done = 0
    try:
        while done < args.games:
            size = min(chunk, args.games - done)
            mine = run_gameshelf(size, args.seed + done, args.clock, args.logged)
            for total, part in ((ours, mine),
                                (theirs, driver.run(size, args.seed + done))):
                total["games"] += part["games"]
                total["seconds"] += part["seconds"]
                total["decisions"] = total.get("decisions", 0) + part.get("decisions", 0)
                for name, w in part["wins"].items():
                    total["wins"][name] += w
                total["version"] = part.get("version")
            done += size
    finally:
        driver.close()
        if cores is not None:
            os.sched_setaffinity(0, cores)
    ours_gps = ours["games"] / ours["seconds"]
    theirs_gps = theirs["games"] / theirs["seconds"]
    our_wins = ours["wins"]["pyminion_smithy"]
    their_wins = theirs["wins"]["big_money_smithy"]
    our_interval = wilson(our_wins, args.games)
    their_interval = wilson(their_wins, args.games)
    agree = our_interval[0] <= their_interval[1] and their_interval[0] <= our_interval[1]
    out = {
        "games": args.games,
        "gameshelf": {"games_per_second": round(ours_gps, 1),
                      "seconds": round(ours["seconds"], 3),
                      "smithy_win_rate": round(our_wins / args.games, 3),
                      "interval95": [round(v, 3) for v in our_interval],
                      "decisions_per_game": round(ours["decisions"] / args.games, 1)},
        "pyminion": {"games_per_second": round(theirs_gps, 1),
                     "seconds": round(theirs["seconds"], 3),
                     "smithy_win_rate": round(their_wins / args.games, 3),
                     "interval95": [round(v, 3) for v in their_interval],
                     "version": theirs.get("version")},
        "rounds": args.rounds,
        "clock": args.clock,
        "core": core,
        "gameshelf_mode": "logged" if args.logged else "quiet",
        "win_rates_agree": agree,
        "ratio": round(ours_gps / theirs_gps, 2) if agree else None,
    }
    if args.json:
        print(json.dumps(out))
        return 0

    def rate(engine):
        low, high = out[engine]["interval95"]
        return (f"{out[engine]['smithy_win_rate'] * 100:.1f} % "
                f"[{low * 100:.1f}-{high * 100:.1f}]")

    print(f"pyminion's BigMoney vs BigMoneySmithy, {args.games} two-player games each "
          f"({args.clock} time; gameshelf {out['gameshelf_mode']}; "
          + ("both on one core)" if core is not None else "cores as the system gives them)"))
    print(f"  gameshelf  {ours_gps:8.1f} games/s  (Smithy wins {rate('gameshelf')})")
    print(f"  pyminion   {theirs_gps:8.1f} games/s  (Smithy wins {rate('pyminion')}, "
          f"pyminion {out['pyminion']['version']})")
    if agree:
        print(f"  ratio      {out['ratio']:.2f}x  (the win rates agree within their 95 % "
              f"intervals)")
    else:
        print("  ratio      not reported: the win rates disagree, so the engines did not play "
              "the same game")
    return 0


if __name__ == "__main__":
    sys.exit(main())
