"""What `strong`'s base (the tuned policy) leaves on the table, measured by many rollouts (a
measuring script, 2 players: the tuned policy against `simple`, seats alternating).

    .venv/bin/python -m tools.hotel_tycoon_replay debts 1000
    .venv/bin/python -m tools.hotel_tycoon_replay lost 40 200 5,15,30
    .venv/bin/python -m tools.hotel_tycoon_replay headroom 9 150 3

A rollout plays on with the tuned policy for the seat and `simple` for the other and ends at
the first debt a player cannot pay from cash (that player loses: 398 of 400 games), so it is
the game's result, reached early.

`debts` (games; seeds from 100000): how the first debt a player cannot pay comes about: its
reason, and whether what the debtor spent in its last 12 turns would have covered it (a
spending spike) or not (its cash drained by stays).

`lost` (games, rollouts, k,...): the games the tuned policy loses (seeds from 300000); at its
k-th decision with a choice before that first debt, every option is scored on the same dice;
prints each position and the summed gain of the best option over the tuned one per kind of
change (the best of several noisy scores: biased upwards, and lost games are positions where
the seat is behind: read it for what kind of choice might have saved a game).

`headroom` (games, rollouts, every): every `every`-th decision with a choice of the tuned seat
(seeds from 400000); every option scored on one set of dice, the best re-measured against the
tuned choice on a second set, so the printed gain is not inflated by the pick. Prints each
position, and per kind of change (positions, summed gain) after every game.
"""
from __future__ import annotations

import collections
import sys

from rules.core import Rng
from rules.core.text import quiet_texts
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.bots import SIMPLE, TUNED, reserve
from rules.hotel_tycoon.playout import _Fields, unpaid_debtor
from tools.hotel_tycoon_tune import policy_move


def rollout(state, seat: int, option_id: str, seed: int) -> float:
    """1 if `seat` wins after `option_id` (the other seat is the first unable to pay)."""
    s = state.copy()
    s.rng = Rng(seed)
    s.apply(option_id)
    policies = [TUNED if x == seat else SIMPLE for x in range(2)]
    settled = s.debt is None                  # a debt open at the start is not the first
    while (d := s.pending()) is not None:
        if settled and (debtor := unpaid_debtor(s)) is not None:
            return float(debtor != seat)
        settled = settled or s.debt is None
        s.apply(policy_move(s, d, policies[d.seat]))
    return float(seat in s.result().ranking[0])


def score(state, seat: int, option_id: str, seeds: range) -> float:
    return sum(rollout(state, seat, option_id, seed) for seed in seeds) / len(seeds)


def choices(state, seat: int):
    d = state.pending()
    own = [o.id for o in d.options_for(seat) if o.by is None]
    return d, own, policy_move(state, d, TUNED)


def kind_of(d, favourite: str, best: str) -> tuple:
    return d.prompt.split(".")[1], favourite.split(":")[0], best.split(":")[0]


def debts(games: int) -> None:
    counts: dict = collections.Counter()
    with quiet_texts():
        for g in range(games):
            seat = g % 2
            s = GAME.new(2, 100000 + g)
            policies = [TUNED, SIMPLE] if seat == 0 else [SIMPLE, TUNED]
            spent: list = [[], []]             # (turn id, cash paid) per seat
            first = None
            while (d := s.pending()) is not None:
                if first is None and (debtor := unpaid_debtor(s)) is not None:
                    recent = sum(paid for turn, paid in spent[debtor] if turn > s.turn_id - 12)
                    first = ("tuned" if debtor == seat else "simple", s.debt["reason"],
                             s.cash[debtor] + recent >= s.debt["amount"])
                before, turn = s.cash[d.seat], s.turn_id
                choice = policy_move(s, d, policies[d.seat])
                s.apply(choice)
                if choice.split(":")[0] in ("buy", "buyout", "permit", "facility", "entrance"):
                    spent[d.seat].append((turn, before - s.cash[d.seat]))
            won = seat in s.result().ranking[0]
            counts["tuned won" if won else "tuned lost"] += 1
            if first is None:
                counts["no unpaid debt"] += 1
            else:
                who, reason, spike = first
                counts[f"first unpaid debt: {who}, {reason}"] += 1
                counts[f"{who}: spending of the last 12 turns would have paid it"] += spike
                counts[f"{who}: first debtor and still won"] += (who == "tuned") == won
    for key, n in sorted(counts.items()):
        print(f"{key}: {n}")


def lost(games: int, rollouts: int, ks: list) -> None:
    gains: dict = collections.Counter()
    with quiet_texts():
        for g in range(games):
            seat, seed = g % 2, 300000 + g
            s = GAME.new(2, seed)
            policies = [TUNED, SIMPLE] if seat == 0 else [SIMPLE, TUNED]
            before, debtor = [], None
            while (d := s.pending()) is not None:
                if (debtor := unpaid_debtor(s)) is not None:
                    break
                if d.seat == seat and len([o for o in d.options_for(seat) if o.by is None]) > 1:
                    before.append(s.copy())
                s.apply(policy_move(s, d, policies[d.seat]))
            if debtor != seat:
                continue
            for k in ks:
                if len(before) < k:
                    continue
                st = before[-k]
                d, own, favourite = choices(st, seat)
                scores = {o: score(st, seat, o, range(1000, 1000 + rollouts)) for o in own}
                best = max(scores, key=scores.get)
                gains[kind_of(d, favourite, best)] += scores[best] - scores[favourite]
                print(seed, k, d.prompt.split(".")[1], "cash", st.cash, "tuned", favourite,
                      round(scores[favourite], 3), "best", best, round(scores[best], 3), flush=True)
    print(sorted(gains.items(), key=lambda x: -x[1]))


def headroom(games: int, rollouts: int, every: int) -> None:
    kinds: dict = collections.defaultdict(lambda: [0, 0.0])
    total = squares = 0.0
    n = 0
    with quiet_texts():
        for g in range(games):
            seat = g % 2
            s = GAME.new(2, 400000 + g)
            policies = [TUNED, SIMPLE] if seat == 0 else [SIMPLE, TUNED]
            mine = 0
            while (d := s.pending()) is not None:
                own = [o.id for o in d.options_for(d.seat) if o.by is None]
                if d.seat == seat and len(own) > 1 and d.prompt != "hotel_tycoon.roll":
                    mine += 1
                    if mine % every == 0:
                        _, _, favourite = choices(s, seat)
                        first = {o: score(s, seat, o, range(7000, 7000 + rollouts)) for o in own}
                        best = max(first, key=first.get)
                        gain = 0.0
                        if best != favourite:
                            second = range(90000, 90000 + rollouts)
                            gain = score(s, seat, best, second) - score(s, seat, favourite, second)
                        entry = kinds[kind_of(d, favourite, best)]
                        entry[0] += 1
                        entry[1] += gain
                        n, total, squares = n + 1, total + gain, squares + gain * gain
                        print(g, d.prompt.split(".")[1], "cash", s.cash[seat], "other",
                              s.cash[1 - seat], "R", int(reserve(_Fields(s), seat, TUNED)),
                              "tuned", favourite, round(first[favourite], 3), "best", best,
                              round(first[best], 3), "gain", round(gain, 3), flush=True)
                s.apply(policy_move(s, d, policies[d.seat]))
            error = (squares - total * total / n) ** 0.5 if n else 0.0
            print(f"after game {g}: {n} positions, summed gain {total:.3f} (+-{error:.3f})",
                  {" ".join(k): (c, round(v, 3)) for k, (c, v) in
                   sorted(kinds.items(), key=lambda x: -x[1][1]) if v}, flush=True)


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "debts":
        debts(int(sys.argv[2]))
    elif len(sys.argv) != 5 or sys.argv[1] not in ("lost", "headroom"):
        sys.exit(__doc__)
    elif sys.argv[1] == "lost":
        lost(int(sys.argv[2]), int(sys.argv[3]), [int(k) for k in sys.argv[4].split(",")])
    else:
        headroom(int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]))
