"""Where Itchy Feet's end race is won: a measuring script, not a test.

    .venv/bin/python -m tools.itchy_feet_race race BOT PLAYERS GAMES [first_seed]
    .venv/bin/python -m tools.itchy_feet_race threat BOT PLAYERS GAMES [first_seed]
    .venv/bin/python -m tools.itchy_feet_race belief BOT PLAYERS GAMES [first_seed]
    .venv/bin/python -m tools.itchy_feet_race oracle - PLAYERS GAMES [first_seed]

Plays BOT in seat g % PLAYERS against `simple` (as `tools.itchy_feet_tune`). `race` prints, over
the games BOT lost after coming home and over the games it won: how the winner's winning centre
cards came into its hand (the action that brought each one), the actions each side took once
home, and how many rounds the race lasted. `threat` checks the clues of `bots.centre_threat`:
at each of BOT's turns, for each home opponent, the clue BOT's view gives (what its last offers
asked for, else what is known of its hand) against the truth (it holds two or more of the
centre's kinds): how often each clue was right (the source of `ASKED_THREAT`/`KNOWN_THREAT`);
with `AskMemory` it also reads the last ask of an opponent whose last turn asked nothing.
`belief` checks `bots.kind_beliefs` and `bots.travel_chance` against the true hands.
`oracle` prints what the denial could gain with perfect knowledge: `SeeingDenier`, which sees
every hand, against the plan on the same seeds.
"""
from __future__ import annotations

import sys
from collections import Counter

from rules.itchy_feet import bots
from rules.itchy_feet.cards import item_of, needs
from tools.itchy_feet_tune import bot_class, compare, play, share, shares, summary


class Tracer:
    """Follows every hand through a game: the action that brought each card in."""

    def __init__(self, players: int):
        self.source = [dict() for _ in range(players)]     # seat -> card -> how it came
        self.after_home = [Counter() for _ in range(players)]
        self.home_round = [None] * players
        self.action = None
        self.hands = None

    def record(self, state, decision, option):
        self.note(state)
        if decision.prompt == "itchy.turn":
            self.action = (state.active, option.kind)
            if state.home_done[state.active]:
                self.after_home[state.active][option.kind] += 1
        for s in range(state.num_players):
            if state.home_done[s] and self.home_round[s] is None:
                self.home_round[s] = state.round

    def note(self, state):
        """Cards that appeared in a hand since the last look, credited to the current action."""
        if self.hands is not None and self.action is not None:
            actor, kind = self.action
            for s, hand in enumerate(state.hands):
                for c in set(hand) - set(self.hands[s]):
                    self.source[s][c] = kind if s == actor else f"{kind} by other"
        self.hands = [list(h) for h in state.hands]


def race(cls, players: int, games: int, first: int = 1) -> None:
    how_won = {"lost home": Counter(), "won": Counter()}
    actions = {"lost home": Counter(), "won": Counter(), "bot lost home": Counter()}
    rounds = {"lost home": [], "won": []}
    for g in range(games):
        seat = g % players
        tracer = Tracer(players)
        state = play(cls, players, first + g, seat, tracer.record)
        tracer.note(state)
        winner = state.winner
        if winner is None:
            continue
        if share(state, seat) > 0:
            key = "won"
        elif state.home_done[seat]:
            key = "lost home"
        else:
            continue
        centre = set(needs(state.centre))
        paid = [c for c in state.discard[-3:] if item_of(c) in centre]
        for c in paid:
            how_won[key][tracer.source[winner].get(c, "start")] += 1
        actions[key] += tracer.after_home[winner]
        if key == "lost home":
            actions["bot lost home"] += tracer.after_home[seat]
        rounds[key].append(state.round - (tracer.home_round[winner] or state.round))
    for key in how_won:
        print(f"{key}: {len(rounds[key])} games, winner home -> win "
              f"{sum(rounds[key]) / max(1, len(rounds[key])):.1f} rounds")
        print("  winning centre cards came by:", dict(how_won[key].most_common()))
        print("  winner's actions once home:", dict(actions[key].most_common()))
    print("bot's actions once home in games it lost:",
          dict(actions["bot lost home"].most_common()))


def threat(cls, players: int, games: int, first: int = 1) -> None:
    seen, right = Counter(), Counter()

    def record(state, decision, option):
        if decision.seat != watched[0]:
            return
        view = state.view(decision.seat)
        memory[0].observe(view)
        if decision.prompt != "itchy.turn" or state.declined:
            return
        for s in range(players):
            if s != decision.seat and state.home_done[s] and state.hands[s]:
                key = memory[0].clue(view, s)
                seen[key] += 1
                right[key] += state.coverage(s) >= 2

    watched, memory = [0], [None]
    for g in range(games):
        watched[0], memory[0] = g % players, AskMemory()
        play(cls, players, first + g, watched[0], record)
    for key in sorted(seen):
        print(f"{str(key):22s} {seen[key]:6d} turns, two centre kinds held in "
              f"{100 * right[key] / seen[key]:.0f} %")


class AskMemory:
    """What one seat remembers of each opponent's offers (its own history of views): the last
    turn an opponent asked for some of the centre's kinds - how many, the round, its hand size
    then. `view["asked"]` holds an opponent's last turn only; a traveller that asked for one
    centre kind and has not traded since still holds the other two."""

    def __init__(self):
        self.last = {}          # seat -> (centre kinds asked, round, hand size then)

    def observe(self, view) -> None:
        for s in range(view["num_players"]):
            kinds = bots.asked_centre_kinds(view, s)
            if kinds and view["home_done"][s]:
                self.last[s] = (len(kinds), view["round"], view["hand_sizes"][s])

    def clue(self, view, seat):
        """`bots.threat_clue`, or when the last turn's offers say nothing, ("remembered", kinds
        asked, rounds since (up to 3), whether the hand shrank since)."""
        clue = bots.threat_clue(view, seat)
        memory = self.last.get(seat)
        if clue[0] == "asked" or memory is None or clue[1] >= 2:
            return clue
        kinds, round_, size = memory
        return ("remembered", kinds, min(3, view["round"] - round_),
                view["hand_sizes"][seat] < size)


class ThreatOnly(bots.Planner):
    """The plan before `travel_chance`: it robs by `centre_threat` alone (a reference to compare
    the plan with, `tools.itchy_feet_tune compare Planner tools.itchy_feet_race:ThreatOnly`)."""
    TRAVEL_PLAYERS = ()


class SeeingDenier(bots.Planner):
    """A measuring oracle, not a bot: the plan, but it sees the whole game (`play` hands it the
    state) and robs the next opponent able to travel to the centre."""
    sees_everything = True
    game = None

    def deny_victim(self, view):
        for s in self.others(view):
            if self.game.home_done[s] and self.game.hands[s] and self.game.can_travel(s):
                return s
        return None


def belief(cls, players: int, games: int, first: int = 1) -> None:
    """How right `bots.kind_beliefs` and `bots.travel_chance` are: at each of BOT's turns, for
    each home opponent, each centre kind's belief against whether it holds one, and the chance
    of all three against whether it can travel."""
    kinds, chances = Counter(), Counter()

    def record(state, decision, option):
        if decision.prompt != "itchy.turn" or decision.seat != watched[0] or state.declined:
            return
        view = state.view(decision.seat)
        for s in range(players):
            if s != decision.seat and state.home_done[s] and state.hands[s]:
                held = {item_of(c) for c in state.hands[s]}
                for kind, p in bots.kind_beliefs(view, s).items():
                    kinds[(round(p, 2), "n")] += 1
                    kinds[(round(p, 2), "held")] += kind in held
                band = min(5, int(bots.travel_chance(view, s) * 20))     # 5 % bands, 25 % +
                chances[(band, "n")] += 1
                chances[(band, "ready")] += state.can_travel(s)

    watched = [0]
    for g in range(games):
        watched[0] = g % players
        play(cls, players, first + g, watched[0], record)
    for p in sorted({p for p, _ in kinds}):
        print(f"kind belief {p:.2f}: {kinds[(p, 'n')]:6d} cases, held in "
              f"{100 * kinds[(p, 'held')] / kinds[(p, 'n')]:.1f} %")
    for band in sorted({b for b, _ in chances}):
        n = chances[(band, "n")]
        print(f"travel chance {5 * band:2d}-{5 * band + 5:3d} %: {n:6d} cases, able to travel "
              f"in {100 * chances[(band, 'ready')] / n:.1f} %")


def oracle(_bot, players: int, games: int, first: int = 1) -> None:
    seeing = shares(SeeingDenier, players, games, first)
    plan = shares(bots.Planner, players, games, first)
    print(summary("SeeingDenier", seeing, players))
    print(summary("Planner", plan, players))
    print(compare(seeing, plan))


COMMANDS = {"race": race, "threat": threat, "belief": belief, "oracle": oracle}


def main(argv: list) -> int:
    if len(argv) < 4 or argv[0] not in COMMANDS:
        print(__doc__)
        return 2
    bot = None if argv[0] == "oracle" else bot_class(argv[1])
    COMMANDS[argv[0]](bot, int(argv[2]), int(argv[3]), int(argv[4]) if len(argv) > 4 else 1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
