"""Structural levers on `strong`'s base policy, without search (a measuring script).

    .venv/bin/python -m tools.hotel_tycoon_levers '{"push": 6}' \
        '{"reserve_base": 1500, "threat_weight": 1}' 4000 100000 [players]

(switches, Policy fields, games, first seed.) The policy with the switches plays one seat, `simple`
the others; game g is seed first + g // players with the policy in seat g % players, so every
seed is played with the policy in each seat (paired seeds: two settings measured from the same
first seed meet the same dice). Prints the win share with its Wilson 95 % interval.

Switches (each departs from `Brain` at one kind of decision; none is `simple`'s):
  fb: 1          free building where rate gain x entrances is largest
  ent_first: 1   tower entrances before facilities
  bid_min: X     bid the minimum whenever it is at most X (and payable)
  permit_roi: X  apply only for pieces adding X or more per night per entrance per $1000
  push: X        reserve x push_r (default 0.5) while every opponent's cash is under X times
                 the seat's top rate over its entrances (push a cash-poor opponent over)
  danger: [K, eps, base, mode]
                 reserve from the position: the least cash that leaves at most `eps` expected
                 unpayable stays over the next K moves (the opponents' entrances and rates as
                 they stand), plus `base`; mode "set", "floor" (max with R) or "cap" (min)
  cap: X         the reserve never above X
  behind: [p, fields]
                 the Policy fields replaced by `fields` while the fitted win chance
                 (playout.strength) is under p (gamble when behind)
"""
from __future__ import annotations

import dataclasses
import json
import math
import sys
from functools import lru_cache

from rules.core.text import quiet_texts
from rules.hotel_tycoon import GAME, data
from rules.hotel_tycoon.bots import SIMPLE, Brain, Policy, _entrances, _gain
from rules.hotel_tycoon.data import PLOTS
from rules.hotel_tycoon.playout import _Fields, strength
from tools.hotel_tycoon_tune import policy_move, report


class Lever(Brain):
    switches: dict = {}

    def __init__(self, v, seat, policy=SIMPLE):
        x = self.switches
        if "behind" in x and win_chance(v, seat) < x["behind"][0]:
            policy = dataclasses.replace(policy, **x["behind"][1])
        super().__init__(v, seat, policy)
        if "danger" in x:
            moves, eps, base, mode = x["danger"]
            r = danger_reserve(v, seat, moves, eps) + base
            self.R = {"set": r, "floor": max(self.R, r), "cap": min(self.R, r)}[mode]
        if "cap" in x:
            self.R = min(self.R, x["cap"])
        if "push" in x and self._opponents_poor(x["push"]):
            self.R *= x.get("push_r", 0.5)

    def _opponents_poor(self, times: float) -> bool:
        v = self.v
        top = max([data.rate(p, v["level"][p]) for p in self.mine if _entrances(v, p)] or [0])
        return bool(top) and all(v["cash"][o] < times * top for o in range(v["num_players"])
                                 if o != self.seat and o not in v["eliminated"])

    def free_build(self, ids):
        if not self.switches.get("fb"):
            return super().free_build(ids)
        plots = [p for p in self.mine if f"free_build:{p}" in ids]
        if not plots:
            return "pass"
        v = self.v
        return "free_build:" + max(plots, key=lambda p: (
            _gain(p, v["level"][p], 1) * max(1, _entrances(v, p)), -PLOTS.index(p)))

    def permit(self, ids):
        roi = self.switches.get("permit_roi")
        if roi:
            v = self.v

            def pays(p):
                level = v["level"][p]
                return level == 0 or (_gain(p, level, 1) * _entrances(v, p) * 1000
                                      / data.cost_of(p, level, 1) >= roi)
            ids = {i for i in ids if not i.startswith("permit:") or pays(i.split(":")[1])}
        return super().permit(ids)

    def extras(self, ids):
        if self.switches.get("ent_first"):
            choice = super().extras({i for i in ids if not i.startswith("facility:")})
            if choice != "done":
                return choice
        return super().extras(ids)

    def bid(self, hint):
        most = self.switches.get("bid_min")
        if most and hint is not None and self.v["auction"] is not None \
                and hint["min"] <= min(most, self.cash):
            return f"bid:{hint['min']}"
        return super().bid(hint)


class _Attributes:
    """A view read as the state `playout.strength` expects."""

    def __init__(self, v):
        self.v = v

    def __getattr__(self, key):
        return self.v[key]


def win_chance(v, seat: int) -> float:
    alive = [s for s in range(v["num_players"]) if s not in v["eliminated"]]
    scores = {s: strength(_Attributes(v), s) for s in alive}
    top = max(scores.values())
    weights = {s: math.exp(z - top) for s, z in scores.items()}
    return weights[seat] / sum(weights.values())


@lru_cache(maxsize=None)
def visits(start: int, moves: int) -> tuple:
    """Expected landings per square (index 1..31) over the next `moves` moves (no bumps)."""
    spread, out = {start: 1.0}, [0.0] * (data.TRACK_LENGTH + 1)
    for _ in range(moves):
        after: dict = {}
        for square, p in spread.items():
            for roll in range(1, 7):
                t = data.target(square, roll)
                after[t] = after.get(t, 0.0) + p / 6
        for t, p in after.items():
            out[t] += p
        spread = after
    return tuple(out)


def danger_reserve(v, seat: int, moves: int, eps: float) -> int:
    seen = visits(v["planes"][seat] or 0, moves)
    stays = []
    for square, plot in v["entrances"].items():
        if v["owner"][plot] not in (None, seat) and seen[int(square[1:])]:
            stays.append((seen[int(square[1:])], data.rate(plot, v["level"][plot])))
    if not stays:
        return 0
    for cash in sorted({m * r for _, r in stays for m in range(7)}):
        if sum(p * (6 - min(6, cash // r)) / 6 for p, r in stays) <= eps:
            return cash
    return 6 * max(r for _, r in stays)


def play(players: int, seed: int, seat: int, policy: Policy) -> float:
    state = GAME.new(players, seed)
    with quiet_texts():
        while (d := state.pending()) is not None:
            if d.seat == seat:
                own = d.options_for(seat)
                choice = own[0].id if len(own) == 1 else Lever(_Fields(state), seat, policy).choose(
                    d.prompt, {o.id for o in own if o.by is None}, d.amount)
                state.apply(choice if d.find(choice) is not None else own[0].id)
            else:
                state.apply(policy_move(state, d, SIMPLE))
    top = state.result().ranking[0]
    return (seat in top) / len(top)


if __name__ == "__main__":
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    Lever.switches = json.loads(sys.argv[1])
    policy = Policy(**json.loads(sys.argv[2]))
    games, first = int(sys.argv[3]), int(sys.argv[4])
    players = int(sys.argv[5]) if len(sys.argv) > 5 else 2
    share = sum(play(players, first + g // players, g % players, policy)
                for g in range(games)) / games
    report(f"{players} players {sys.argv[1]} {sys.argv[2]} ({share * players:.2f}x)", share, games)
