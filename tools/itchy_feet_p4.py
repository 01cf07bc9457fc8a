"""Itchy Feet at 4 players: variants of `bots.Planner` measured against the plan on the same
seeds (paired), a measuring script, not a test.

    .venv/bin/python -m tools.itchy_feet_p4 GAMES FIRST_SEED [Variant ...]

Each variant changes the plan at 4 players only (racing rather than denying, the keep value,
trading). At b6d5c42 (the plan then offered trades at 4 players), 1000 games from seed 30001:
the plan 33.3 %; `NoSteal` -0.4 points [-4.4 to +3.5], `NoTrade` +1.9 [-1.6 to +5.3],
`NoAnswer` -5.2 [-7.9 to -2.4], `Spare50` -0.2 [-1.1 to +0.8].
`NoTrade` kept (`Planner.OFFER_PLAYERS`); held out, 1000 games from seed 40001: the plan
without offers 35.7 %, `Trades` (the plan before) -2.4 [-5.8 to +1.1], `Answer1` the same games.
On the plan without offers at 95714f8, 1000 games from seed 30001 (35.1 %): `Spare10` -0.2
[-0.6 to +0.2], `NoSteal` -1.0 [-4.9 to +2.9].
"""
from __future__ import annotations

import sys

from rules.itchy_feet.bots import Planner
from tools.itchy_feet_tune import compare, shares, summary


class NoSteal(Planner):
    """Races: never robs but to deny a home opponent (`deny_victim`)."""

    def steal_target(self, view, miss, has_passport):
        return None


class NoTrade(Planner):
    """Never offers a trade."""

    def trade_plan(self, view, miss, v):
        return None


class NoAnswer(Planner):
    """Never accepts an offer (an accepted trade helps the offerer at least as much)."""

    def answer_set(self, view, offer):
        return None


class Spare50(Planner):
    SPARE = 50


class Spare10(Planner):
    SPARE = 10


class Deny60(Planner):
    DENY = 0.6


class Answer1(Planner):
    """Accepts an offer worth 1 or more to it (`simple`: 5)."""
    ANSWER_GAIN = 1


class Trades(Planner):
    """The plan before: offers trades at every player count."""
    OFFER_PLAYERS = (2, 3, 4, 5)


class TradesAnswer1(Answer1, Trades):
    pass


VARIANTS = [NoSteal, NoTrade, NoAnswer, Spare50, Spare10]


def main(argv: list) -> int:
    games, first = int(argv[0]), int(argv[1])
    chosen = [globals()[name] for name in argv[2:]] or VARIANTS
    base = shares(Planner, 4, games, first)
    print(summary("Planner", base, 4), flush=True)
    for cls in chosen:
        values = shares(cls, 4, games, first)
        print(summary(cls.__name__, values, 4), compare(values, base), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
