"""Decision benchmark for Hotel Tycoon's `strong` at 2-4 players (a measuring script): search
settings compared on the same positions, paired.

    .venv/bin/python -m tools.hotel_tycoon_seat_decisions PLAYERS GAMES EVERY ROLLOUTS SEED '{}' '{"depth": 120}' ...

Walks GAMES games (seed SEED + g) with strong's base policy (bots.tuned) in seat g % PLAYERS and
`simple` in the others. At every EVERY-th decision of that seat with a choice, `strong` with each
settings argument (StrongBot keyword arguments) searches with 100 ms of CPU (the same bot seed
for all); where it overrides the base policy's choice, both options are scored by ROLLOUTS
full-game rollouts played by fastsim.py (the base policy in the seat, `simple` in the others;
rollout r on the same dice for every option). Prints per settings the mean win share gained per
decision (95 % interval), and its paired difference from the first settings' on the same
positions. Truths are cached in runs/seat_truth.json across runs.
"""
from __future__ import annotations

import json
import os
import sys
import time

from rules.core import Rng
from rules.core.stats import mean_error
from rules.core.text import quiet_texts
from rules.hotel_tycoon import GAME, fastsim
from rules.hotel_tycoon.bots import SIMPLE, tuned
from rules.hotel_tycoon.strong import StrongBot, simple_policy

TRUTH = "runs/seat_truth.json"


def positions(players: int, games: int, every: int, first_seed: int):
    """(key, state, decision, favourite id) at every `every`-th choice of the base's seat."""
    base = tuned(players)
    for g in range(games):
        state = GAME.new(players, first_seed + g)
        seat, k = g % players, 0
        while (d := state.pending()) is not None:
            favourite = simple_policy(state, d, None, base if d.seat == seat else SIMPLE).id
            if d.seat == seat and len(d.options_for(seat)) > 1:
                k += 1
                if k % every == 0:
                    yield f"{players}:{first_seed + g}:{state.steps}", state, d, favourite
            state.apply(favourite)


def win_share(state, seat: int, option_id: str, rollouts: int, policies=None) -> float:
    """The seat's mean win share after `option_id` over full-game fastsim rollouts (rollout r:
    dice of Rng(10007 r + 1)), played by `policies` (None: the base in `seat`, simple in the
    others)."""
    players = state.num_players
    policies = policies or [tuned(state.initial_players) if s == seat else SIMPLE
                            for s in range(players)]
    total = 0.0
    with quiet_texts():
        for r in range(rollouts):
            s = state.copy()
            s.rng = Rng(10007 * r + 1)
            s.apply(option_id)
            fastsim.rollout(s, policies, lambda st, k: None, None)
            top = s.result().ranking[0]
            total += (seat in top) / len(top)
    return total / rollouts


def main(players: int, games: int, every: int, rollouts: int, seed: int,
         settings: list[dict]) -> None:
    truth = json.load(open(TRUTH)) if os.path.exists(TRUTH) else {}

    def value(key, state, seat, option_id):
        k = f"{key}:{option_id}:{rollouts}"
        if k not in truth:
            truth[k] = win_share(state, seat, option_id, rollouts)
        return truth[k]

    gains = [[] for _ in settings]
    kinds = [{} for _ in settings]            # per settings: override kind -> [count, gain]
    start, game = time.process_time(), None
    for key, state, d, favourite in positions(players, games, every, seed):
        if key.split(":")[1] != game:           # progress, once a game
            game = key.split(":")[1]
            print(game, len(gains[0]), " ".join(f"{sum(g):+.3f}" for g in gains), flush=True)
        view = state.view(d.seat)
        for i, s in enumerate(settings):
            bot = StrongBot(GAME, d.seat, state.steps * 7919 + seed, budget_ms=100,
                            clock=time.process_time, **s)
            choice = bot.choose(view, d).id
            gain = 0.0
            if choice != favourite:
                gain = (value(key, state, d.seat, choice)
                        - value(key, state, d.seat, favourite))
                kind = (f"{d.prompt.split('.')[1]}:{favourite.split(':')[0]}->"
                        f"{choice.split(':')[0]}")
                entry = kinds[i].setdefault(kind, [0, 0.0])
                entry[0] += 1
                entry[1] += gain
            gains[i].append(gain)
    os.makedirs(os.path.dirname(TRUTH), exist_ok=True)
    json.dump(truth, open(TRUTH, "w"))
    print(f"{players} players, games {seed}+{games}, every {every}, {rollouts} rollouts: "
          f"{len(gains[0])} positions, cpu {time.process_time() - start:.0f}s")
    for i, s in enumerate(settings):
        mean, se = mean_error(gains[i])
        overrides = sum(k for k, _ in kinds[i].values())
        line = (f"{json.dumps(s)} overrides {overrides} gain/decision {mean:+.4f} "
                f"[{mean - 1.96 * se:+.4f} {mean + 1.96 * se:+.4f}]")
        if i:
            mean, se = mean_error([a - b for a, b in zip(gains[i], gains[0])])
            line += f" vs first {mean:+.4f} [{mean - 1.96 * se:+.4f} {mean + 1.96 * se:+.4f}]"
        print(line, flush=True)
        top = sorted(kinds[i].items(), key=lambda x: -x[1][0])[:6]
        print("   ", "  ".join(f"{kind} {k} {total:+.3f}" for kind, (k, total) in top))


if __name__ == "__main__":
    if len(sys.argv) < 7:
        sys.exit(__doc__)
    main(*map(int, sys.argv[1:6]), [json.loads(a) for a in sys.argv[6:]])
