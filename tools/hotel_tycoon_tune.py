"""Tuning `Brain`'s constants (bots.Policy) against `simple`: a measuring script, not a test.

    .venv/bin/python -m tools.hotel_tycoon_tune match '{"max_bare": 2}' 2000 [first_seed]
    .venv/bin/python -m tools.hotel_tycoon_tune sweep 2000 [first_seed [start_policy [players]]]
    .venv/bin/python -m tools.hotel_tycoon_tune first_failure 400 [first_seed [players]]
    .venv/bin/python -m tools.hotel_tycoon_tune multi 3 '{"reserve_base": 1500}' 1000 [first_seed]

`match` plays the given policy (fields over `simple`'s) against `simple`, two players, seats
alternating (game g: the tuned policy in seat g % 2), no search; prints its win share with the
Wilson 95 % interval. `sweep` tries each field of CANDIDATES one at a time over the current best
(coordinate search) and keeps a change only when it wins by at least MARGIN over the best so far
on the same seeds. `first_failure` plays simple against itself and counts the games where the
first player who could not pay (the first `sell` decision) still won. `multi` plays the policy in
one seat against `simple` in the others (3 or 4 players; every seed is played once with the
policy in each seat, so two policies measured from the same first seed meet the same dice); the
fair share is 1 / players.
"""
from __future__ import annotations

import dataclasses
import json
import math
import sys
import time

from rules.core.text import quiet_texts

from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.bots import SIMPLE, Brain, Policy
from rules.hotel_tycoon.playout import _Fields

MARGIN = 0.015     # a change is kept when it wins this much more than the best so far

CANDIDATES = {
    "reserve_base": [600, 800, 1200, 1500],
    "reserve_rate": [3.5, 4.5, 8, 10],
    "max_bare": [0, 2],
    "buy_builds": [1, 1.5, 3],
    "buy_reserve": [0.25, 0.75, 1],
    "buyout_reserve": [0.5, 0.75, 1.5],
    "permit_reserve": [0.5, 0.75, 1.5],
    "permit_double": [1, 1.5, 3],
    "permit_low": [0.25, 0.75, 1],
    "entrance_reserve": [0, 0.15, 0.5, 0.75],
    "facility_reserve": [0.5, 0.75, 1.5],
    "bid_reserve": [0.25, 0.75, 1],
    "bid_worth": [0.8, 1.2, 1.5],
}


def policy_move(state, decision, policy: Policy):
    """The option `Brain` with `policy` picks, read straight from the state."""
    own = decision.options_for(decision.seat)
    if len(own) == 1:
        return own[0].id
    choice = Brain(_Fields(state), decision.seat, policy).choose(
        decision.prompt, {o.id for o in own if o.by is None}, decision.amount)
    return choice if decision.find(choice) is not None else own[0].id


def play(policies: list, seed: int) -> list[float]:
    """One game with a policy per seat; each seat's win share."""
    state = GAME.new(len(policies), seed)
    with quiet_texts():
        while (d := state.pending()) is not None:
            state.apply(policy_move(state, d, policies[d.seat]))
    winners = state.result().ranking[0]
    return [(s in winners) / len(winners) for s in range(len(policies))]


def match(policy: Policy, games: int, first_seed: int = 0) -> float:
    """`policy`'s mean win share against `simple`, seats alternating."""
    total = 0.0
    for g in range(games):
        seat = g % 2
        seats = [policy, SIMPLE] if seat == 0 else [SIMPLE, policy]
        total += play(seats, first_seed + g)[seat]
    return total / games


def multi(policy: Policy, players: int, seeds: int, first_seed: int = 0) -> float:
    """`policy`'s mean win share in one seat against `simple` in the others, every seed played
    with the policy in each seat in turn (seeds x players games)."""
    total = 0.0
    for g in range(seeds):
        for seat in range(players):
            seats = [SIMPLE] * players
            seats[seat] = policy
            total += play(seats, first_seed + g)[seat]
    return total / (seeds * players)


def wilson(p: float, n: int, z: float = 1.96) -> tuple:
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(label: str, p: float, n: int) -> None:
    low, high = wilson(p, n)
    print(f"{label} {100 * p:.1f} % [{100 * low:.1f}-{100 * high:.1f}] of {n} games", flush=True)


def sweep(games: int, first_seed: int, start: Policy = SIMPLE, players: int = 2) -> Policy:
    """With `players` > 2, every trial is `multi` over `games` seeds (games x players games)."""
    def measure(policy):
        if players == 2:
            return match(policy, games, first_seed)
        return multi(policy, players, games, first_seed)

    best = start
    best_score = measure(best)
    report("start " + json.dumps(changes(best)), best_score, games)
    for field, values in CANDIDATES.items():
        for value in values:
            if getattr(best, field) == value:
                continue
            trial = dataclasses.replace(best, **{field: value})
            t = time.process_time()
            score = measure(trial)
            kept = score >= best_score + MARGIN
            report(f"{field}={value} {'KEPT' if kept else ''} ({time.process_time() - t:.0f}s)",
                   score, games)
            if kept:
                best, best_score = trial, score
    report("final " + json.dumps(changes(best)), best_score, games)
    return best


def first_failure(games: int, first_seed: int = 0, players: int = 2) -> tuple:
    """(games with a player unable to pay, how many of those that player still won)."""
    failed = won = 0
    for g in range(games):
        state = GAME.new(players, first_seed + g)
        first = None
        with quiet_texts():
            while (d := state.pending()) is not None:
                if d.prompt == "hotel_tycoon.sell" and first is None:
                    first = d.seat
                state.apply(policy_move(state, d, SIMPLE))
        if first is not None:
            failed += 1
            won += first in state.result().ranking[0]
    return failed, won


def changes(policy: Policy) -> dict:
    return {f.name: getattr(policy, f.name) for f in dataclasses.fields(policy)
            if getattr(policy, f.name) != getattr(SIMPLE, f.name)}


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "first_failure":
        print("games with an unpaid debt, won by its debtor: %d, %d" % first_failure(
            int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0,
            int(sys.argv[4]) if len(sys.argv) > 4 else 2))
        sys.exit()
    if len(sys.argv) >= 5 and sys.argv[1] == "multi":
        players, n = int(sys.argv[2]), int(sys.argv[4])
        share = multi(Policy(**json.loads(sys.argv[3])), players, n,
                      int(sys.argv[5]) if len(sys.argv) > 5 else 0)
        report(f"{players} players {sys.argv[3]} ({share * players:.2f}x)", share, n * players)
        sys.exit()
    if len(sys.argv) < 3 or sys.argv[1] not in ("match", "sweep") or \
            (sys.argv[1] == "match" and len(sys.argv) < 4):
        sys.exit(__doc__)
    if sys.argv[1] == "match":
        fields = json.loads(sys.argv[2])
        n = int(sys.argv[3])
        report(sys.argv[2], match(Policy(**fields), n, int(sys.argv[4]) if len(sys.argv) > 4
                                  else 0), n)
    else:
        start = Policy(**json.loads(sys.argv[4])) if len(sys.argv) > 4 else SIMPLE
        sweep(int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 0, start,
              int(sys.argv[5]) if len(sys.argv) > 5 else 2)
