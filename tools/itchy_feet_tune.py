"""Itchy Feet's plan bots measured without search: a measuring script, not a test.

    .venv/bin/python -m tools.itchy_feet_tune match BOT PLAYERS GAMES [first_seed]
    .venv/bin/python -m tools.itchy_feet_tune compare BOT_A BOT_B PLAYERS GAMES [first_seed]
    .venv/bin/python -m tools.itchy_feet_tune lost BOT PLAYERS GAMES [first_seed]
    .venv/bin/python -m tools.itchy_feet_tune late BOT_A BOT_B PLAYERS GAMES [first_seed] [round]
    ... [--budget-ms MS]

BOT names a class of `rules.itchy_feet.bots` (`SimpleBot`, `Planner`, ...) or `module:Class`. Game g (seed
first_seed + g) puts BOT in seat g % PLAYERS and `simple` in the others, as `tools.strength`
seats `strong`. `match` prints BOT's win share with the Wilson 95 % interval and its ratio to the
fair share 1/PLAYERS; `compare` plays A and B on the same seeds and seats (paired) and prints
both and the paired difference with its 95 % interval; `lost` summarises the games BOT lost:
who won, whether BOT was home by then, how many of the centre's kinds it held. `late` is
`compare` for a BOT_A that plays as BOT_B until `round` (default 92; the endgame of
`rules.itchy_feet.endgame:EndgamePlanner` against `Planner`): A plays only the games B's game
reached that round, the other games being the same. `--budget-ms` gives a bot that takes a
`deadline` (the EndgamePlanner) that much CPU time a decision, as `tools.strength --clock cpu`.
"""
from __future__ import annotations

import importlib
import inspect
import math
import sys
import time
from collections import Counter

from rules.core.text import quiet_texts
from rules.itchy_feet import GAME, bots
from rules.itchy_feet.cards import item_of, needs
from rules.itchy_feet.strong import deadlines
from tools.strength import wilson


def bot_class(name: str):
    """A class of `rules.itchy_feet.bots` by name, or any class as `module:Class`."""
    if ":" in name:
        module, _, cls = name.partition(":")
        return getattr(importlib.import_module(module), cls)
    return getattr(bots, name)


BUDGET_MS = None           # `--budget-ms`: CPU time a decision for a bot that takes a deadline


def make(cls, seat: int, seed: int):
    if BUDGET_MS and "deadline" in inspect.signature(cls).parameters:
        return cls(seat, seed, deadline=deadlines(time.process_time, BUDGET_MS))
    return cls(seat, seed)


def play(cls, players: int, seed: int, seat: int, record=None):
    """One game: `cls` in `seat`, `simple` elsewhere; the state at the end."""
    seats = [make(cls, s, seed * 10 + s) if s == seat else bots.SimpleBot(s, seed * 10 + s)
             for s in range(players)]
    state = GAME.new(players, seed)
    for bot in seats:
        if getattr(bot, "sees_everything", False):     # a measuring oracle (itchy_feet_race)
            bot.game = state
    with quiet_texts():
        while (d := state.pending()) is not None:
            option = seats[d.seat].choose(state.view(d.seat), d)
            if record is not None:
                record(state, d, option)
            state.apply(option)
    return state


def share(state, seat: int) -> float:
    top = state.result().ranking[0]
    return 1 / len(top) if seat in top else 0.0


def shares(cls, players: int, games: int, first_seed: int = 1) -> list:
    out = []
    for g in range(games):
        seat = g % players
        out.append(share(play(cls, players, first_seed + g, seat), seat))
    return out


def summary(name: str, values: list, players: int) -> str:
    n = len(values)
    p = sum(values) / n
    lo, hi = wilson(sum(values), n)
    return (f"{name}: {100 * p:.1f} % [{100 * lo:.1f}-{100 * hi:.1f}] of {n} games at "
            f"{players} players, {p * players:.2f}x the fair share")


def compare(a: list, b: list) -> str:
    diffs = [x - y for x, y in zip(a, b)]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return f"paired difference: {100 * mean:+.1f} points [{100 * (mean - half):+.1f} to " \
           f"{100 * (mean + half):+.1f}]"


def lost(cls, players: int, games: int, first_seed: int = 1) -> None:
    """Where BOT's lost games were lost: was it home when the winner won, how close it was."""
    tally = Counter()
    for g in range(games):
        seat = g % players
        state = play(cls, players, first_seed + g, seat)
        if share(state, seat) > 0:
            tally["won"] += 1
            continue
        centre = set(needs(state.centre))
        held = len({item_of(c) for c in state.hands[seat]} & centre)
        where = "home" if state.home_done[seat] else "not home"
        tally[f"lost, {where}, {held} centre kinds held"] += 1
        tally[f"lost ({state.end})"] += 1
    for key, count in sorted(tally.items()):
        print(f"{count:6d}  {key}")


def late(a, b, players: int, games: int, first: int = 1, cut: int = 92):
    """Both bots' shares, A played only where B's game reached round `cut`."""
    sa, sb = [], []
    for g in range(games):
        seat = g % players
        state = play(b, players, first + g, seat)
        sb.append(share(state, seat))
        sa.append(share(play(a, players, first + g, seat), seat) if state.round >= cut
                  else sb[-1])
    return sa, sb


def main(argv: list) -> int:
    global BUDGET_MS
    if "--budget-ms" in argv:
        i = argv.index("--budget-ms")
        BUDGET_MS = int(argv[i + 1])
        argv = argv[:i] + argv[i + 2:]
    if len(argv) < 4:
        print(__doc__)
        return 2
    command = argv[0]
    if command == "late":
        a, b = bot_class(argv[1]), bot_class(argv[2])
        sa, sb = late(a, b, *map(int, argv[3:7]))
        players = int(argv[3])
        print(summary(argv[1], sa, players))
        print(summary(argv[2], sb, players))
        print(compare(sa, sb))
        return 0
    if command == "compare":
        a, b = bot_class(argv[1]), bot_class(argv[2])
        players, games = int(argv[3]), int(argv[4])
        first = int(argv[5]) if len(argv) > 5 else 1
        sa, sb = shares(a, players, games, first), shares(b, players, games, first)
        print(summary(argv[1], sa, players))
        print(summary(argv[2], sb, players))
        print(compare(sa, sb))
        return 0
    bot = bot_class(argv[1])
    players, games = int(argv[2]), int(argv[3])
    first = int(argv[4]) if len(argv) > 4 else 1
    if command == "match":
        print(summary(argv[1], shares(bot, players, games, first), players))
    elif command == "lost":
        lost(bot, players, games, first)
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
