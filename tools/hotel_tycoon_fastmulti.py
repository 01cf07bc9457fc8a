"""A `Policy` in one seat against `simple` in the others, played by fastsim.py (a measuring
script: some 150 three-player games a second).

    .venv/bin/python -m tools.hotel_tycoon_fastmulti PLAYERS SEEDS FIRST_SEED '{"reserve_base": 1500}' ...

Every seed is played with the policy in each seat in turn (SEEDS x PLAYERS games); every
settings argument (Policy fields over TUNED's) is measured on the same seeds, each against the
first one paired by game (the mean difference in win share with its 95 % interval).
"""
from __future__ import annotations

import dataclasses
import json
import sys

from rules.core.stats import mean_error
from rules.hotel_tycoon import GAME, fastsim
from rules.hotel_tycoon.bots import SIMPLE, TUNED
from tools.hotel_tycoon_tune import report


def shares(policy, players: int, seeds: int, first_seed: int) -> list[float]:
    out = []
    for g in range(seeds):
        for seat in range(players):
            policies = [SIMPLE] * players
            policies[seat] = policy
            state = GAME.new(players, first_seed + g)
            fastsim.rollout(state, policies, lambda st, k: None, None)
            top = state.result().ranking[0]
            out.append((seat in top) / len(top))
    return out


def main(players: int, seeds: int, first_seed: int, settings: list[dict]) -> None:
    first = None
    for s in settings:
        got = shares(dataclasses.replace(TUNED, **s), players, seeds, first_seed)
        p = sum(got) / len(got)
        report(f"{players}p {json.dumps(s)} ({p * players:.2f}x)", p, len(got))
        if first is None:
            first = got
            continue
        mean, se = mean_error([a - b for a, b in zip(got, first)])
        print(f"   vs first: {100 * mean:+.2f} [{100 * (mean - 1.96 * se):+.2f} "
              f"{100 * (mean + 1.96 * se):+.2f}] points", flush=True)


if __name__ == "__main__":
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]),
         [json.loads(a) for a in sys.argv[4:]])
