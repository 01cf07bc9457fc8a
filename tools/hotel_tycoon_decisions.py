"""Decision benchmark for Hotel Tycoon's `strong` bot (a measuring script). Walks simple-vs-simple games; at every decision with a choice the
`strong` bot searches with 100 ms of CPU, and where it overrides simple both options are scored
by full-game rollouts (simple for both seats, the same dice for both options). Prints the mean
win share gained per decision, and per kind of override. Truth values are cached in
runs/truth.json across runs.

    .venv/bin/python -m tools.hotel_tycoon_decisions '{"DEPTH": 60}' 6 150

(module constants of rules/hotel_tycoon/strong.py to set, games, rollouts per option)
"""
import importlib
import json
import os
import sys
import time

from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.bots import SIMPLE, SimpleBot
from tools.hotel_tycoon_seat_decisions import win_share

S = importlib.import_module("rules.hotel_tycoon.strong")
TRUTH = "runs/truth.json"


def main(cfg: dict, games: int, rollouts: int) -> None:
    for name, value in cfg.items():
        setattr(S, name, value)
    truth = json.load(open(TRUTH)) if os.path.exists(TRUTH) else {}

    def true_value(state, seat, option_id, key):
        k = f"{key}:{option_id}:{rollouts}"
        if k not in truth:        # simple in both seats (fastsim: the engine's moves and dice)
            truth[k] = win_share(state, seat, option_id, rollouts, [SIMPLE, SIMPLE])
        return truth[k]

    gain, n, kinds, start = 0.0, 0, {}, time.process_time()
    for g in range(games):
        state = GAME.new(2, 500 + g)
        simple = [SimpleBot(s, 0) for s in range(2)]
        while (d := state.pending()) is not None:
            seat, view = d.seat, state.view(d.seat)
            favourite = simple[seat].choose(view, d)
            if len(d.options_for(seat)) > 1 and d.prompt != "hotel_tycoon.roll":
                n += 1
                bot = GAME.bot("strong", seat, 1000 * g + state.steps, budget_ms=100,
                               clock=time.process_time)
                choice = bot.choose(view, d)
                if choice.id != favourite.id:
                    key = f"{500 + g}:{state.steps}"
                    dv = (true_value(state, seat, choice.id, key)
                          - true_value(state, seat, favourite.id, key))
                    gain += dv
                    kind = (d.prompt.split(".")[1] + ":" + favourite.id.split(":")[0] + "->"
                            + choice.id.split(":")[0])
                    entry = kinds.setdefault(kind, [0, 0.0])
                    entry[0] += 1
                    entry[1] += dv
            state.apply(favourite.id)
    os.makedirs(os.path.dirname(TRUTH), exist_ok=True)
    json.dump(truth, open(TRUTH, "w"))
    overrides = sum(k for k, _ in kinds.values())
    print(json.dumps(cfg), f"positions {n} overrides {overrides} gain/decision {gain / n:.4f}"
          f" cpu {time.process_time() - start:.0f}s")
    for kind, (k, total) in sorted(kinds.items(), key=lambda x: -x[1][0]):
        print(f"  {kind} {k} {total:+.3f}")


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    main(json.loads(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]))
