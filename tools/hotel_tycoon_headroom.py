"""Headroom over `simple` per kind of decision (a measuring script). Walks simple-vs-simple
games (seeds from 900); at every `every`-th decision with a choice, every option is scored by
`rollouts` full-game rollouts (simple for both seats, the same dice for every option); the
best option on one set of dice is re-measured against simple's choice on a second set, so the
printed gain is not inflated by picking the luckiest option. Prints, per kind, (positions,
positions where another option looked best, summed gain in win share) after every game.

    .venv/bin/python -m tools.hotel_tycoon_headroom 12 40 3

(games, rollouts per option and set, every n-th decision)
"""
import sys

from rules.core import Rng
from rules.core.text import quiet_texts
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.strong import simple_policy


def value(state, seat: int, option_id: str, seeds: list) -> float:
    """The seat's mean win share after `option_id`, one full game per seed of the dice."""
    total = 0.0
    for seed in seeds:
        s = state.copy()
        s.rng = Rng(seed)
        s.apply(option_id)
        while (d := s.pending()) is not None:
            s.apply(simple_policy(s, d, None).id)
        winners = s.result().ranking[0]
        total += (seat in winners) / len(winners)
    return total / len(seeds)


def main(games: int, rollouts: int, every: int) -> None:
    first = [7919 * r + 13 for r in range(rollouts)]
    second = [7919 * r + 5 for r in range(rollouts, 2 * rollouts)]
    stats: dict = {}
    with quiet_texts():
        for g in range(games):
            state, n = GAME.new(2, 900 + g), 0
            while (d := state.pending()) is not None:
                own = [o for o in d.options_for(d.seat) if o.by is None]
                favourite = simple_policy(state, d, None).id
                if len(own) > 1 and d.prompt != "hotel_tycoon.roll":
                    n += 1
                    if n % every == 0:
                        scores = {o.id: value(state, d.seat, o.id, first) for o in own}
                        best = max(scores, key=scores.get)
                        gain = 0.0
                        if best != favourite:
                            gain = (value(state, d.seat, best, second)
                                    - value(state, d.seat, favourite, second))
                        entry = stats.setdefault(d.prompt.split(".")[1], [0, 0, 0.0])
                        entry[0] += 1
                        entry[1] += best != favourite
                        entry[2] += gain
                state.apply(favourite)
            print(g, {k: (a, b, round(c, 3)) for k, (a, b, c) in stats.items()}, flush=True)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
