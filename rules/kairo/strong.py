"""Kairo's `strong` bot: `simple`'s planning, checked by paired playouts of whole actions.

A Kairo turn is one action spread over up to ten small decisions (permit, kind, colour, cell,
entrance, payment ...). Searching every one of them would spend the budget ten times a turn on
choices `simple` already gets right, so this bot searches once per turn, over complete actions:

- `simple` values every complete action one ply deep; the best few (five at 2 players, three
  at 3-4, where playouts cost more) and the best of each other kind of action (so a misjudged
  draw or attract still gets its chance) are the candidates;
- every round samples a state consistent with the view (`determinize`), plays each candidate
  from it with the same chance and the same policy (common random numbers: the luck of the
  round cancels out of the differences), the playout continuing like `simple` would until
  the seat's next turn is over (two rounds at 2 players) and then judged by `evaluate`;
- `simple`'s favourite stands unless a rival's mean paired gain is clearly positive;
- with a long budget (500 ms and more, the app's default 1 s) the rival that wins there must
  also win a confirmation: fresh samples, the favourite and that rival only, played three
  times as far (six rounds at 2 players), by at least `CONFIRM_MIN_GAIN`. Without it, more
  samples let the short playouts prove small gains (likely the winner's curse of many noisy
  rivals, and the bias of judging after two rounds): the 1 s search lost its first 4 games
  to the 100 ms one. Below 500 ms, and without a clock, nothing changes.

The following steps of the chosen action are not searched: they follow the plan, at once.
"""
from __future__ import annotations

from rules.core import Rng, reasoning
from rules.core.search import PairedSearch, rewards
from rules.core.stats import mean_error
from rules.core.text import quiet_texts

from .bots import SimpleBot
from .determinize import determinize
from .playout import TOP_PROMPTS, evaluate, playout_policy, set_plan

WIDTH = 5                   # candidate actions compared per turn at 2 players
NARROW = 3                  # at 3-4 players (each playout costs more: more turns to play)
HORIZON = 4                 # turns a playout plays at least (two rounds at 2 players)
Z = 1.0                     # standard errors a rival must beat the favourite by
MIN_ROUNDS = 4
MARGIN = 0.06               # of the budget, kept for answering
LONG_BUDGET_MS = 500        # from here on the search's pick is confirmed
CONFIRM_SHARE = 0.5         # of a long budget, kept for the confirmation
CONFIRM_MIN_ROUNDS = 6      # paired playouts the rival must have won over
CONFIRM_Z = 1.0             # standard errors its mean gain must clear there
CONFIRM_MIN_GAIN = 0.02     # of `evaluate`: about half a point of lead in an even game
CONFIRM_REACH = 3           # times `turns_ahead` a confirming playout plays (a game to the
                            # end is 150 turns at 2 players: 5-8 rounds of them, too few)


class StrongBot(SimpleBot):
    name = "strong"

    def __init__(self, game, seat: int, seed: int, *, budget_ms: int = 1000, clock=None,
                 iterations: int | None = None, width: int | None = None,
                 horizon: int | None = None,
                 z: float = Z, **_other):
        super().__init__(seat, seed)
        self.rng = Rng(seed).fork(7000 + seat)
        self.budget_ms = budget_ms
        self.clock = clock
        self.iterations = 200 if iterations is None and clock is None else iterations
        self.width = width
        self.horizon = horizon
        self.z = z
        self.min_rounds = MIN_ROUNDS
        self.min_gain = 0.0             # PairedSearch.pick: any clearly positive gain
        self.playouts = 0               # made for the last searched decision
        # only against a clock: without one, `iterations` alone says how much work is done
        self.confirms = clock is not None and budget_ms >= LONG_BUDGET_MS
        self.confirmed: bool | None = None     # the last decision's confirmation, if any
        self.reasoning: dict | None = None     # what the last decision's comparison found

    def choose(self, view: dict, decision):
        self.reasoning = None                  # set where a top decision compares plans
        return super().choose(view, decision)

    # ---- the top decision -------------------------------------------------------------------
    def best_plan(self, view: dict, decision) -> dict:
        base = determinize(view, self.seat, Rng(0))
        with quiet_texts():             # nobody reads the imagined games' labels
            candidates = self.candidates(base, decision)
            if len(candidates) < 2:
                self.playouts = 0
                return candidates[0]
            share = 1 - CONFIRM_SHARE if self.confirms else 1.0
            gains = self.compare(view, candidates, self.deadline(share))
            choice = self.pick(gains)
            self.confirmed = None
            if choice and self.confirms:
                self.confirmed = self.confirm(view, candidates[0], candidates[choice])
                if not self.confirmed:
                    choice = 0
        # the move of the decision is the plan's action: plans of the same action are one move
        self.reasoning = reasoning.found([p["action"] for p in candidates], gains, choice)
        return candidates[choice]

    def candidates(self, state, decision) -> list[dict]:
        """`simple`'s best plans, its favourite first, plus the best plan of every other kind
        of action (draw, attract, build, pass)."""
        ranked = sorted(self.plans(state, decision), key=lambda p: -p["value"])
        width = self.candidate_width(state.num_players)
        out = ranked[:width]
        kinds = {p["action"] for p in out}
        for p in ranked[width:]:
            if p["action"] not in kinds:
                kinds.add(p["action"])
                out.append(p)
        return out

    def deadline(self, share: float = 1.0):
        """A test that `share` of the budget (less the margin) is spent; None without a clock."""
        if self.clock is None:
            return None
        clock = self.clock
        stop = clock() + self.budget_ms * (1 - MARGIN) * share / 1000
        return lambda: clock() >= stop

    def compare(self, view: dict, candidates: list, deadline,
                horizon: int | None = None) -> list[list[float]]:
        """Per candidate, its paired gains over the favourite, one per complete round.
        `horizon`: turns a playout plays (None: `turns_ahead`)."""
        gains: list[list[float]] = [[] for _ in candidates]
        limit = self.iterations
        done = 0
        while limit is None or done + len(candidates) <= limit:
            if deadline is not None and deadline():
                break
            sample_seed, chance_seed = self.rng.next64(), self.rng.next64()
            sample = determinize(view, self.seat, Rng(sample_seed))
            row = []
            for plan in candidates:
                value = self.playout(sample.copy(), plan, chance_seed, deadline, horizon)
                if value is None:
                    break
                row.append(value)
                done += 1
            if len(row) < len(candidates):
                break
            for i, value in enumerate(row):
                gains[i].append(value - row[0])
        self.playouts = done
        return gains

    def candidate_width(self, players: int) -> int:
        """How many of `simple`'s best plans are compared. Fewer with more players, where a
        playout costs more: at 4 players and 100 ms, five (plus the other kinds) left about 4
        rounds of paired playouts a decision and won 1.13x the fair share over 30 games; three
        left about 6 rounds and won 2.0x over the same 30 games."""
        if self.width is not None:
            return self.width
        return WIDTH if players == 2 else NARROW

    def turns_ahead(self, players: int) -> int:
        """How many turns a playout plays before it is judged: the seat's turn, every other
        player's, and the seat's next one (two rounds at 2 players). Not two rounds at 4
        players: those playouts cost so much that 100 ms bought under 2 rounds of paired
        playouts, too few ever to leave `simple`'s favourite."""
        if self.horizon is not None:
            return self.horizon
        return max(HORIZON, players + 1)

    def confirm(self, view: dict, favourite: dict, rival: dict) -> bool:
        """Does `rival` beat `favourite` on fresh samples, both played further than the search?
        (With the rest of the clock's budget.)"""
        searched = self.playouts
        reach = CONFIRM_REACH * self.turns_ahead(view["num_players"])
        gains = self.compare(view, [favourite, rival], self.deadline(CONFIRM_SHARE),
                             horizon=reach)[1]
        self.playouts += searched
        if len(gains) < CONFIRM_MIN_ROUNDS:
            return False
        mean, error = mean_error(gains)
        return mean > max(CONFIRM_Z * error, CONFIRM_MIN_GAIN)

    def playout(self, state, plan: dict, chance_seed: int, deadline,
                horizon: int | None = None) -> float | None:
        """Take `plan`, then play on like `simple` for `horizon` turns (`turns_ahead`); the
        seat's value. None if the deadline came first."""
        state.rng = Rng(chance_seed)
        policy_rng = Rng(chance_seed).fork(5)
        seat = self.seat
        set_plan(state, seat, plan)
        state.apply(plan["action"])
        if horizon is None:
            horizon = self.turns_ahead(state.num_players)
        stop = state.turns_taken + horizon
        while (decision := state.pending()) is not None:
            if state.turns_taken >= stop and decision.prompt in TOP_PROMPTS:
                return evaluate(state)[seat]
            if deadline is not None and deadline():
                return None
            state.apply(playout_policy(state, decision, policy_rng).id)
        return rewards(state)[seat]

    pick = PairedSearch.pick            # the rival clearly better than the favourite, else 0


def strong(game, seat: int, seed: int, **options) -> StrongBot:
    """The `strong` entry of Kairo's bots (given the game and the host's budget and clock)."""
    return StrongBot(game, seat, seed, **options)


strong.needs_game = True
