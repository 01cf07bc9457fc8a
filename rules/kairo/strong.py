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
- `simple`'s favourite stands unless a rival's mean paired gain is clearly positive.

The following steps of the chosen action are not searched: they follow the plan, at once.
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.search import PairedSearch, rewards
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

    # ---- the top decision -------------------------------------------------------------------
    def best_plan(self, view: dict, decision) -> dict:
        base = determinize(view, self.seat, Rng(0))
        with quiet_texts():             # nobody reads the imagined games' labels
            candidates = self.candidates(base, decision)
            if len(candidates) < 2:
                self.playouts = 0
                return candidates[0]
            gains = self.compare(view, candidates)
        return candidates[self.pick(gains)]

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

    def deadline(self):
        if self.clock is None:
            return None
        clock = self.clock
        stop = clock() + self.budget_ms * (1 - MARGIN) / 1000
        return lambda: clock() >= stop

    def compare(self, view: dict, candidates: list) -> list[list[float]]:
        """Per candidate, its paired gains over the favourite, one per complete round."""
        gains: list[list[float]] = [[] for _ in candidates]
        deadline = self.deadline()
        limit = self.iterations
        done = 0
        while limit is None or done + len(candidates) <= limit:
            if deadline is not None and deadline():
                break
            sample_seed, chance_seed = self.rng.next64(), self.rng.next64()
            sample = determinize(view, self.seat, Rng(sample_seed))
            row = []
            for plan in candidates:
                value = self.playout(sample.copy(), plan, chance_seed, deadline)
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

    def playout(self, state, plan: dict, chance_seed: int, deadline) -> float | None:
        """Take `plan`, then play on like `simple` for `turns_ahead` turns; the seat's value.
        None if the deadline came first."""
        state.rng = Rng(chance_seed)
        policy_rng = Rng(chance_seed).fork(5)
        seat = self.seat
        set_plan(state, seat, plan)
        state.apply(plan["action"])
        stop = state.turns_taken + self.turns_ahead(state.num_players)
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
