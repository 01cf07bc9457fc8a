"""How fast a search can sample each game: state copies and playouts per second of CPU time.

    python -m tools.playouts                 every shelf game
    python -m tools.playouts kairo hermagor  some of them

From a position half way through a 2-player game of `simple` bots: copies per second
(`State.copy`, what a search does per sample), and playouts per second (a copy played to the
end by the game's playout policy, or uniformly at random where it has none), each counted in
CPU time so that other processes on the machine do not change the figures much.
"""
from __future__ import annotations

import argparse
import time

import rules
from rules.core.rng import Rng
from rules.core.search import random_policy
from rules.core.text import quiet_texts

from .shelf import play_to


def rate(step, seconds: float) -> float:
    """Calls of `step` per CPU second, over about `seconds`."""
    count, start = 0, time.process_time()
    while (spent := time.process_time() - start) < seconds:
        step()
        count += 1
    return count / spent


def measure(game, seconds: float = 1.0, seed: int = 11) -> dict:
    state, _ = play_to(game, 2, seed, "simple", None, 0.5)
    policy = game.playout_policy or random_policy
    rng = Rng(seed)

    def playout():
        sample = state.copy()
        sample.rng = Rng(rng.next64())
        while (decision := sample.pending()) is not None:
            sample.apply(policy(sample, decision, rng).id)

    with quiet_texts():
        return {"steps": state.steps, "copies_per_s": round(rate(state.copy, seconds / 3)),
                "playouts_per_s": round(rate(playout, seconds), 1)}


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("games", nargs="*", help="game ids (default: every shelf game)")
    p.add_argument("--seconds", type=float, default=1.5, help="CPU seconds per game")
    args = p.parse_args(argv)
    for gid in args.games or list(rules.GAMES):
        m = measure(rules.get(gid), args.seconds)
        print(f"{gid:<14} at decision {m['steps']:>4}: {m['copies_per_s']:>8} copies/s "
              f"{m['playouts_per_s']:>8} playouts/s", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
