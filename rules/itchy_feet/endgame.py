"""The last rounds before the round cap (§5.2), for the strong bot at 3 players or more.

A game that reaches the cap is ranked by 10 for home plus the progress points (covered
requirements, +1 for a passport), ties sharing first place. With the plan in one seat against
`simple`, 33 % of the games at 3 players end there (197 of 600 from seed 10001; the plan's
share of them 29 %) and 17 % at 4 players (100 of 600; share 28 %). Near the cap the rest of
the game is short, so the turn's action is chosen by playing it out to the end: each candidate
(the plan's own choice, grab, a steal from each home opponent, a recycle of each missing kind
in the discard pile) is tried on the same sampled states (`determinize`) with the same chance,
everybody then playing their plan (`simple` for the others, as at the table; a `Planner` for
this seat), and the one with the best mean share of the win is played (the plan's choice
stands unless another does better).

Measured (`python -m tools.itchy_feet_tune late rules.itchy_feet.endgame:EndgamePlanner
Planner P N 20001 --budget-ms 100`, CPU time, paired over the games that reach round 92):
from 2 rounds before the cap, 3 players +2.8 points [+1.4 to +4.2] of 1500 games (51.8 %
against 49.0 %), 4 players +1.4 [+0.3 to +2.5] of 1200 (34.7 % against 33.2 %; +0.5 with
every steal and recycle as candidates, fewer samples); from 1 round before, 4 players +0.9
[+0.1 to +1.8]; the last round only, 3 players +1.5 [+0.6 to +2.4]; from 4 rounds before the cap too few samples fit in 100 ms (300 games: 3
players +3.4 [+0.3 to +6.6], 4 players -1.2 [-3.5 to +1.1]).
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.stats import mean_error
from rules.core.text import quiet_texts

from .bots import Planner, SimpleBot, missing
from .cards import is_passport, item_of, kind_of
from .determinize import determinize


def cap_share(state, seat: int) -> float:
    """`seat`'s share of the win at the end of a game (a centre win, or first place at the
    cap, shared on a tie)."""
    if state.end == "centre":
        return float(state.winner == seat)
    scores = [10 * state.home_done[s] + state.progress_points(s)
              for s in range(state.num_players)]
    best = max(scores)
    return 1 / scores.count(best) if scores[seat] == best else 0.0


def candidates(view, decision, seat: int, choice: tuple) -> list:
    """The actions worth comparing: (main option id, the plan that carries it out), the plan's
    own `choice` first (it stands on a tie). Only what can move the cap's ranking: steals from
    home opponents (from any while nobody is home), recycles of a missing requirement or of a
    passport the seat lacks."""
    out = [choice]
    legal = {o.id for o in decision.options}
    if "grab" in legal:
        out.append(("grab", {}))
    if "steal" in legal:
        n = view["num_players"]
        others = [(seat + k) % n for k in range(1, n) if view["hand_sizes"][(seat + k) % n]]
        home = [s for s in others if view["home_done"][s]]
        out += [("steal", {"victim": s}) for s in home or others]
    if "recycle" in legal:
        lacking = set(missing(view, seat))
        passport = any(is_passport(c) for c in view["hand"])
        takes = {}
        for card in view["discard"]:
            if item_of(card) in lacking or (is_passport(card) and not passport):
                takes[kind_of(card)] = card          # the latest card of each kind
        out += [("recycle", {"take": card}) for card in takes.values()]
    unique = []
    for candidate in out:
        if candidate not in unique:
            unique.append(candidate)
    return unique


class Endgame:
    """Chooses the turn's action by playouts to the game's end once the round is `ROUNDS` or
    fewer from the cap. `deadline()` (from the host's clock) stops the sampling; without it,
    `SAMPLES` sampled states."""

    ROUNDS = 2              # from the cap's round minus this (0: its last round only)
    SAMPLES = 32
    Z = 0.0                 # standard errors a rival must win by to replace the plan's choice
    MAX_STEPS = 2000        # a playout's decisions, a guard only

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng(seed).fork(9100 + seat)

    def near(self, view) -> bool:
        cap = view["variants"]["safety_cap_rounds"]
        return bool(cap) and view["round"] >= cap - self.ROUNDS

    def choose(self, view, decision, planner, deadline=None):
        """(main option id, plan) of the best candidate; `planner` has just chosen its own
        action (its `plan`) for this decision."""
        options = candidates(view, decision, self.seat, (planner.choice, dict(planner.plan)))
        if len(options) == 1:
            return options[0]
        gains = [[] for _ in options]       # per sample, each candidate's share minus the plan's
        for sample in range(self.SAMPLES if deadline is None else 10 ** 6):
            if deadline is not None and sample and deadline():
                break
            state = determinize(view, self.seat, self.rng)
            values = []
            for option_id, plan in options:
                if sample and deadline is not None and deadline():
                    break                   # a sample cut short is dropped: all or none
                with quiet_texts():         # nobody reads the imagined games' labels
                    values.append(self.playout(state.copy(), option_id, plan, planner.tried))
            if len(values) < len(options):
                break
            for i, value in enumerate(values):
                gains[i].append(value - values[0])
        return options[self.pick(gains)]

    def pick(self, gains) -> int:
        """The candidate with the largest mean gain over the plan's choice, if that gain is more
        than `Z` standard errors (the plan's choice stands against noise)."""
        best, best_gain = 0, 0.0
        for i in range(1, len(gains)):
            if len(gains[i]) < 2:
                continue
            mean, error = mean_error(gains[i])
            if mean > best_gain and mean > self.Z * error:
                best, best_gain = i, mean
        return best

    def playout(self, state, option_id, plan, tried) -> float:
        seats = [SimpleBot(s, 0) for s in range(state.num_players)]
        me = seats[self.seat] = Planner(self.seat, 0)
        me.tried = set(tried)
        state.apply(state.pending().find(option_id))
        me.plan = dict(plan)
        for _ in range(self.MAX_STEPS):
            d = state.pending()
            if d is None:
                break
            state.apply(seats[d.seat].choose(state.view(d.seat), d))
        return cap_share(state, self.seat)


class EndgamePlanner(Planner):
    """The plan, but near the round cap (at 3 players or more) the turn's action is chosen by
    playing the rest of the game out (`endgame.Endgame`). `deadline`, given by the host, makes a
    fresh "time is up" test for each decision; without it a fixed number of samples."""

    MIN_PLAYERS = 3

    def __init__(self, seat, seed, deadline=None):
        super().__init__(seat, seed)
        self.endgame = Endgame(seat, seed)
        self.deadline = deadline
        self.choice = None

    def turn(self, view, decision):
        choice = super().turn(view, decision)
        if choice in (None, "travel") or view["num_players"] < self.MIN_PLAYERS \
                or not self.endgame.near(view):
            return choice
        self.choice = choice.id if hasattr(choice, "id") else choice
        deadline = self.deadline() if self.deadline is not None else None
        option_id, self.plan = self.endgame.choose(view, decision, self, deadline)
        return option_id
