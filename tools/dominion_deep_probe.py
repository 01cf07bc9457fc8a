"""Where does a deep Dominion `strong` search (1 s) choose differently from a short one (100 ms),
and is the difference worth anything? (issue 15: the 1 s default must beat 100 ms.)

    python -m tools.dominion_deep_probe --games 20 --short 50 --deep 500 --judge 2000

Plays games of the strong bot's plan against itself (a mirror, as in the 1 s vs 100 ms match),
takes the buys of the greening stages ("middle", "late"), and lets a short search (`--short`
rounds) and a deep one (`--deep` rounds) choose. Where they differ, both choices are judged by
`--judge` paired playouts from states consistent with the chooser's view (the same samples and
generator seeds for both), both seats playing the plan: the mean gain of the deep choice in
wins, with its standard error. Prints one line a difference and a summary. `--deep-opponent
medium` makes the deep search imagine the other seat as Medium (as it did before the strong bot
modelled it by its plan at deep budgets).
"""
from __future__ import annotations

import argparse
import json

from rules.core import Rng
from rules.core.stats import mean_error
from rules.core.text import quiet_texts
from rules.dominion import GAME
from rules.dominion.bots import Ctx, MediumBot
from rules.dominion.counters import CounterBot
from rules.dominion.determinize import determinize
from rules.dominion.fastview import FastView
from rules.dominion.strong import StrongBot

# the deep search's model of the other seat: the plan (as the strong bot's own at 1 s) or Medium
OPPONENTS = {"counter": CounterBot, "medium": MediumBot}


def positions(games: int, seed: int, every: int = 2, building: bool = False,
              variants: dict | None = None):
    """(state, seat) at every `every`-th buy of the greening stages in plan-vs-plan games (of
    the building stage with `building`)."""
    for g in range(games):
        state = GAME.new(2, seed + g, variants).quiet()
        bots = [CounterBot(0, seed + g), CounterBot(1, seed + g + 99)]
        count = 0
        while (decision := state.pending()) is not None:
            seat = decision.seat
            view = FastView(state, seat)
            if decision.prompt == "dominion.buy" and (StrongBot.stage(Ctx(view)) == "building") == building:
                count += 1
                if count % every == 0:
                    yield state.copy(), seat
            state.apply(bots[seat].choose(view, decision))


def judge(state, seat: int, first: str, second: str, samples: int, seed: int):
    """Mean and standard error of `second`'s paired gain over `first` (wins, ties split)."""
    view = state.view(seat)
    rng = Rng(seed)
    diffs = []
    for _ in range(samples):
        sample = determinize(view, seat, Rng(rng.next64()))
        chance = rng.next64()
        values = []
        for option_id in (first, second):
            game = sample.copy().quiet()
            game.rng = Rng(chance)
            game.apply(option_id)
            bots = [CounterBot(s, 0) for s in range(2)]
            for s, bot in enumerate(bots):
                bot.rng = Rng(chance).fork(s + 1)
            views = [FastView(game, s) for s in range(2)]
            while (decision := game.pending()) is not None:
                game.apply(bots[decision.seat].choose(views[decision.seat], decision))
            top = game.result().ranking[0]
            values.append(1 / len(top) if seat in top else 0.0)
        diffs.append(values[1] - values[0])
    return mean_error(diffs)


def main(argv=None):
    p = argparse.ArgumentParser(prog="python -m tools.dominion_deep_probe")
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--short", type=int, default=50)
    p.add_argument("--deep", type=int, default=500)
    p.add_argument("--judge", type=int, default=2000)
    p.add_argument("--every", type=int, default=2)
    p.add_argument("--deep-opponent", choices=sorted(OPPONENTS), default="counter",
                   help="how the deep search's playouts play the other seat")
    p.add_argument("--building-z", type=float, default=None,
                   help="probe the building stage, the deep search deviating there at this "
                        "many standard errors (the short one never does)")
    p.add_argument("--deep-z", type=float, default=None,
                   help="the deep search's threshold in the greening stages (standard errors)")
    p.add_argument("--variants", default="{}",
                   help='the games\' variants as JSON, e.g. \'{"kingdom": "random"}\'')
    args = p.parse_args(argv)
    building = args.building_z is not None
    seen = differ = 0
    gains = []
    with quiet_texts():
        for n, (state, seat) in enumerate(positions(args.games, args.seed, args.every, building,
                                                 json.loads(args.variants))):
            view, decision = state.view(seat), state.pending()
            short = StrongBot(GAME, seat, n, iterations=args.short)
            deep = StrongBot(GAME, seat, n, iterations=args.deep)
            deep.DEEP_OPPONENT = OPPONENTS[args.deep_opponent]
            if args.deep_z is not None:
                deep.DEEP_Z = {**deep.DEEP_Z, "middle": args.deep_z, "late": args.deep_z}
            if building:
                deep.DEEP_Z = {**deep.DEEP_Z, "building": args.building_z}
            a, b = short.choose(view, decision).id, deep.choose(view, decision).id
            seen += 1
            if a == b:
                continue
            differ += 1
            mean, error = judge(state, seat, a, b, args.judge, 1000 + n)
            gains.append(mean)
            print(json.dumps({"turn": view["turns"][seat], "P": view["supply"]["province"], "coins": view["coins"],
                              "vp": view["vp"], "seat": seat, "short": a, "deep": b,
                              "gain": round(mean, 4), "se": round(error, 4)}), flush=True)
    total, total_se = mean_error(gains) if len(gains) > 1 else (sum(gains), 0.0)
    print(f"positions {seen}, differences {differ}, deep's mean gain per difference "
          f"{total:+.4f} +- {total_se:.4f}, per position {total * differ / max(seen, 1):+.4f}")


if __name__ == "__main__":
    main()
