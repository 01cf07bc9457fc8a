"""The win model of `playout.evaluate` fitted on 3- and 4-player games (a measuring script).

    .venv/bin/python -m tools.hotel_tycoon_fit PLAYERS GAMES [EVERY [FIRST_SEED]]

Plays GAMES games of `simple` in every seat (fastsim.py), records every EVERY-th decision's
position (each live seat's `playout.features`) and who won, and fits a conditional logit (a
softmax of the weighted features over the seats still in: what `evaluate` computes) by maximum
likelihood (Newton's method) on the first 3/4 of the games. Prints, on the held-out quarter,
the log loss and the share of winners called by: the two-player WEIGHTS, those WEIGHTS with a
fitted scale, and the refit; split by how many players are left.
"""
from __future__ import annotations

import math
import sys

from rules.hotel_tycoon import GAME, fastsim
from rules.hotel_tycoon import data
from rules.hotel_tycoon.bots import SIMPLE, _entrance_counts
from rules.hotel_tycoon.playout import FEATURES, WEIGHTS, _Fields, features

EXTRA = ("short", "threat")


def extra(state, seat: int) -> list:
    """Candidate terms beyond WEIGHTS', in $1000: how far the seat's cash falls short of the
    worst stay it can meet (six nights at the opponents' top rate over an entrance), and the
    opponents' rates summed over their entrances."""
    worst = threat = 0
    for plot, k in _entrance_counts(_Fields(state)).items():
        who = state.owner[plot]
        if who is not None and who != seat:
            r = data.rate(plot, state.level[plot])
            worst = max(worst, r)
            threat += r * k
    return [max(0, 6 * worst - state.cash[seat]) / 1000, threat / 1000]


def positions(players: int, games: int, every: int, first_seed: int) -> list:
    """[(game, alive, [features of each live seat], [win share of each live seat])]."""
    out = []
    for g in range(games):
        state = GAME.new(players, first_seed + g)
        seen = []

        def record(st, steps):
            if steps % every == 0 and not st.frames and st.debt is None:
                alive = [s for s in range(players) if s not in st.eliminated]
                seen.append((alive, [features(st, s) + extra(st, s) for s in alive]))
            return None
        fastsim.rollout(state, [SIMPLE] * players, record, None)
        top = state.result().ranking[0]
        for alive, feats in seen:
            wins = [(s in top) / len(top) for s in alive]
            out.append((g, len(alive), feats, wins))
    return out


def loss(rows, w) -> tuple:
    """(mean log loss of the winner, share of rows whose favourite won)."""
    total = called = 0.0
    for _, _, feats, wins in rows:
        z = [sum(wi * f for wi, f in zip(w, x)) for x in feats]
        top = max(z)
        lse = top + math.log(sum(math.exp(v - top) for v in z))
        total -= sum(p * (v - lse) for p, v in zip(wins, z))
        called += wins[z.index(top)]
    return total / len(rows), called / len(rows)


def fit(rows, start, iterations: int = 12, ridge: float = 1e-3) -> list:
    """Newton's method on the conditional logit's log likelihood."""
    w = list(start)
    k = len(w)
    for _ in range(iterations):
        grad = [0.0] * k
        hess = [[0.0] * k for _ in range(k)]
        for _, _, feats, wins in rows:
            z = [sum(wi * f for wi, f in zip(w, x)) for x in feats]
            top = max(z)
            e = [math.exp(v - top) for v in z]
            total = sum(e)
            p = [v / total for v in e]
            mean = [sum(pi * x[j] for pi, x in zip(p, feats)) for j in range(k)]
            for pi, yi, x in zip(p, wins, feats):
                for j in range(k):
                    grad[j] += (yi - pi) * x[j]
                    dj = x[j] - mean[j]
                    for m in range(k):
                        hess[j][m] += pi * dj * (x[m] - mean[m])
        for j in range(k):
            grad[j] -= ridge * len(rows) * w[j]
            hess[j][j] += ridge * len(rows)
        step = solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step)]
    return w


def solve(a, b) -> list:
    """a x = b by Gaussian elimination with partial pivoting."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        piv = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[piv] = m[piv], m[c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for j in range(c, n + 1):
                m[r][j] -= f * m[c][j]
    x = [0.0] * n
    for r in range(n - 1, -1, -1):
        x[r] = (m[r][n] - sum(m[r][j] * x[j] for j in range(r + 1, n))) / m[r][r]
    return x


def main(players: int, games: int, every: int, first_seed: int) -> None:
    rows = positions(players, games, every, first_seed)
    cut = games * 3 // 4
    train = [r for r in rows if r[0] < cut]
    test = [r for r in rows if r[0] >= cut]
    base = [WEIGHTS[f] for f in FEATURES] + [0.0] * len(EXTRA)
    scale = fit([(g, a, [[sum(b * v for b, v in zip(base, x))] for x in feats], wins)
                 for g, a, feats, wins in train], [1.0])[0]
    plain = fit([(g, a, [x[:len(FEATURES)] for x in feats], wins) for g, a, feats, wins in train],
                base[:len(FEATURES)]) + [0.0] * len(EXTRA)
    refit = fit(train, base)
    print(f"{players} players, {games} games ({len(train)} / {len(test)} positions)")
    print("scale", round(scale, 3))
    print("refit", {f: round(v, 4) for f, v in zip(FEATURES, plain)})
    print("with extra", {f: round(v, 4) for f, v in zip(FEATURES + EXTRA, refit)})
    for left in sorted({r[1] for r in test}) + [None]:
        part = [r for r in test if left is None or r[1] == left]
        line = [f"left {left or 'all'} ({len(part)}):"]
        for name, w in (("2p", base), ("scaled", [scale * b for b in base]), ("refit", plain),
                        ("extra", refit)):
            lo, called = loss(part, w)
            line.append(f"{name} {lo:.4f} {100 * called:.1f}%")
        print(" ".join(line), flush=True)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 10,
         int(sys.argv[4]) if len(sys.argv) > 4 else 700000)
