"""Information-set Monte Carlo tree search: the thinking of every game's `strong` bot.

The bot sees only its view and the decision, as every bot does. Each iteration samples a full
state consistent with that view (`GameDef.determinize(view, seat, rng)`), with a fresh
generator so that chance (shuffles, dice, bags) comes out differently each time, and walks one
tree shared by all samples (single-observer ISMCTS, Cowling, Powley & Whitehouse 2012):

- tree edges are option ids, so a node stands for "these choices were made", whatever the
  hidden cards were; a child is a candidate only in samples where its option is legal, and UCB
  counts how often it was available (the `avail` counts), not how often its parent was visited;
- rewards are one number per seat (2-6 players): at each node the seat to move picks by its
  own reward;
- a playout runs to the end of the game with a fast policy (uniform by default, amounts drawn
  with sense), or is cut after `depth` decisions and scored by `GameDef.evaluate(state)` (at
  the first position after that which `evaluate` judges: it answers None where a value would
  mislead, e.g. in the middle of a round whose spending has not paid back yet);
- a game whose decisions are wide names the few options worth searching, best first
  (`GameDef.search_options`); they are then tried in that order, and the first of them (the
  game's heuristic favourite) is kept unless another option's mean reward beats it by `margin`
  plus the noise of the samples behind both;
- multi-step frames do not blow up the tree: in a pick frame only `done` and picks that keep the
  picked items in the frame's own order are searched (every set is still reachable, each one
  way only; `unpick` never), and a range of amounts is searched at a handful of points.

Rules know no clock: the caller passes `deadline()` (True once time is up) or a fixed number of
iterations (tests, reproducible matches). Everything random comes from the bot's own generator.
"""
from __future__ import annotations

import math
from typing import Callable

from .bots import random_option
from . import reasoning
from .contract import Decision, Option
from .rng import Rng
from .stats import mean_error
from .text import quiet_texts



def forced_or_checked(decision: Decision, iterations, deadline) -> list:
    """The deciding seat's options; with more than one, a search needs a limit to stop at."""
    own = decision.options_for(decision.seat)
    if len(own) > 1 and iterations is None and deadline is None:
        raise ValueError("a search needs a number of iterations or a deadline")
    return own

class Node:
    __slots__ = ("visits", "totals", "children", "avail", "order")

    def __init__(self, seats: int):
        self.visits = 0
        self.totals = [0.0] * seats
        self.children: dict[str, Node] = {}
        self.avail: dict[str, int] = {}
        self.order: list[str] | None = None    # the game's searched option ids, best first


# ---- helpers for a game's determinize, evaluate and search_options ----------------------------
def bare_state(cls, view: dict, rng: Rng, frames: list):
    """A state of `cls` with the core's fields taken from a view (the game fills in the rest):
    no history, its own generator, the open frames given."""
    state = object.__new__(cls)
    state.num_players = view["num_players"]
    state.seed = 0
    state.variants = dict(view["variants"])
    state.rng = rng.fork(1)
    state.frames = frames
    state.history = []
    state.steps = view["steps"]
    state.barrier_step = view["steps"]
    return state


def win_shares(scores: list, scale: float) -> list[float]:
    """Estimated scores to values in [0, 1] that add up to 1 (a softmax): a lead of `scale`
    points is worth about e:1 odds of winning."""
    top = max(scores)
    weights = [math.exp((s - top) / scale) for s in scores]
    total = sum(weights)
    return [w / total for w in weights]


def margins(values: list) -> list[float]:
    """Per seat: its value minus the best other seat's (positive only for the leader). The
    value of a rollout where the score is what matters, not the bare win: paired differences
    of two saturated win shares are all zero (Hermagor's and Nauticus' strong bots)."""
    out = []
    for seat, mine in enumerate(values):
        others = values[:seat] + values[seat + 1:]
        out.append(float(mine - max(others)))
    return out


def upper_bound(values: list, z: float) -> float:
    mean, error = mean_error(values)
    return mean + z * error


_HEURISTICS: dict = {}


def heuristic(factory, seat: int):
    """One bot per (factory, seat), kept: a game's search_options asks its heuristic bot for
    its choice at every tree node (bots that keep no state between decisions only)."""
    key = (factory, seat)
    if key not in _HEURISTICS:
        _HEURISTICS[key] = factory(seat, 0)
    return _HEURISTICS[key]


def rewards(state) -> list[float]:
    """Per seat: a share of the win (ties split), plus a little for a better place."""
    result = state.result()
    n = state.num_players
    out = [0.0] * n
    winners = result.ranking[0] if result.ranking else []
    place = 0
    for group in result.ranking:
        value = 0.1 * (1 - (place + (len(group) - 1) / 2) / max(1, n - 1))
        for seat in group:
            out[seat] = value
        place += len(group)
    for seat in winners:
        out[seat] += 0.9 / len(winners)
    return out


def searched_options(decision: Decision) -> list[Option]:
    """The deciding seat's options the tree explores (see the module docstring)."""
    options = decision.options_for(decision.seat)
    info = decision.info
    if info.get("frame") == "pick":
        order = {}
        for item in info.get("items", ()):
            order.setdefault(str(item), len(order))
        picked = info.get("picked") or []
        last = max((order.get(str(p), -1) for p in picked), default=-1)
        return [o for o in options if o.kind == "done"
                or (o.kind == "pick" and order.get(str(o.args[0]), 0) >= last)] or options
    hint = decision.amount
    if hint is not None:
        keep = set(amount_points(hint))
        return [o for o in options
                if o.kind != hint["kind"] or int(o.args[0]) in keep] or options
    return options


def amount_points(hint: dict) -> list[int]:
    """The amounts a search tries: the minimum, small raises, then doubling steps, the maximum."""
    lo, hi, step = hint["min"], hint["max"], hint["step"]
    points, k = [lo], 1
    while lo + k * step < hi:
        points.append(lo + k * step)
        k *= 2
    points.append(hi)
    return points


def simple_first(factory) -> Callable:
    """`search_options` for a game whose heuristic bot is the favourite: its choice first, then
    the other options (unranked: the paired search draws its rivals from them at random). A
    fresh bot answers each time (some bots plan across decisions); the paired search asks only
    once per decision. A game's strong factory passes it as `options=`."""
    def options(state, decision: Decision) -> list[Option]:
        own = searched_options(decision)
        choice = factory(decision.seat, 0).choose(state.view(decision.seat), decision)
        return [choice] + [o for o in own if o.id != choice.id]
    options.ranked = False
    options.paired = True
    return options


def heuristic_policy(factory) -> Callable:
    """A playout policy that plays like the game's heuristic bot (kept per seat: bots that keep
    no state between decisions only): a playout that models the opponents as they are."""
    def policy(state, decision: Decision, rng: Rng) -> Option:
        seat = decision.seat
        return heuristic(factory, seat).choose(state.view(seat), decision)
    return policy


def random_policy(state, decision: Decision, rng: Rng) -> Option:
    return random_option(rng, decision, decision.seat)


class Search:
    """One decision's search. `determinize(view, seat, rng) -> State`."""

    def __init__(self, determinize: Callable, seat: int, rng: Rng, *,
                 policy: Callable | None = None, evaluate: Callable | None = None,
                 depth: int | None = None, exploration: float = 0.7,
                 options: Callable | None = None, margin: float = 0.05):
        self.determinize = determinize
        self.options = options or (lambda state, decision: searched_options(decision))
        self.ordered = options is not None     # a game's own options come best first
        self.margin = margin                   # by how much another option must beat them
        self.seat = seat
        self.rng = rng
        self.policy = policy or random_policy
        self.evaluate = evaluate
        self.depth = depth
        self.c = exploration
        self.iterations = 0

    def choose(self, view: dict, decision: Decision, *, iterations: int | None = None,
               deadline: Callable[[], bool] | None = None) -> Option:
        own = forced_or_checked(decision, iterations, deadline)
        if len(own) == 1:
            return own[0]
        root = Node(view["num_players"])
        done = 0
        with quiet_texts():                 # nobody reads the imagined games' labels
            while (iterations is None or done < iterations) and not (deadline and deadline()):
                if not self.iterate(root, view, deadline):
                    break
                done += 1
        self.iterations = done
        candidates = [o for o in own if o.id in root.children]
        if not candidates:
            return searched_options(decision)[self.rng.below(len(searched_options(decision)))]
        seat = decision.seat
        best = max(candidates, key=lambda o: (root.children[o.id].visits,
                                              root.children[o.id].totals[seat]))
        if self.ordered:
            # the game's favourite (tried first) stands unless the search clearly found better
            # (by more than the noise of so few samples: about two standard errors)
            favourite = next(iter(root.children))
            fav, top = root.children[favourite], root.children[best.id]
            if best.id != favourite:
                fewest = min(fav.visits, top.visits)
                if fewest == 0 or (top.totals[seat] / top.visits - fav.totals[seat] / fav.visits
                                   < self.margin + 1 / math.sqrt(fewest)):
                    return decision.find(favourite)
        return best

    def iterate(self, root: Node, view: dict, deadline) -> bool:
        """One sample, one walk down the tree, one playout; False if time ran out midway."""
        state = self.determinize(view, self.seat, self.rng.fork(self.rng.next64()))
        state.rng = Rng(self.rng.next64())         # chance differs in every sample
        path = [root]
        node = root
        expanded = False
        while (decision := state.pending()) is not None:
            options = self.node_options(node, state, decision)
            for o in options:
                node.avail[o.id] = node.avail.get(o.id, 0) + 1
            fresh = [o for o in options if o.id not in node.children]
            if fresh:
                option = fresh[0] if self.ordered else fresh[self.rng.below(len(fresh))]
                child = node.children[option.id] = Node(len(node.totals))
                expanded = True
            else:
                option = self.select(node, options, decision.seat)
                child = node.children[option.id]
            state.apply(option.id)
            path.append(child)
            node = child
            if expanded:
                break
        outcome = self.playout(state, deadline)
        if outcome is None:
            return False
        for n in path:
            n.visits += 1
            totals = n.totals
            for seat, value in enumerate(outcome):
                totals[seat] += value
        return True

    def node_options(self, node: Node, state, decision: Decision) -> list:
        """The options searched at `node`. A game's own choice of options (its heuristic bot's
        favourite first) is asked once per node and kept: asking it again in every sample
        cost half the search's time, and the samples of one node differ only in what its seat
        cannot see. Of the kept ones, those legal in this sample; asked anew if none is."""
        if not self.ordered:
            return self.options(state, decision)
        if node.order is not None:
            kept = [o for o in map(decision.find, node.order) if o is not None]
            if kept:
                return kept
        options = self.options(state, decision)
        node.order = [o.id for o in options]
        return options

    def select(self, node: Node, options: list, mover: int) -> Option:
        best, best_value = None, -1.0
        c = self.c
        for o in options:
            child = node.children[o.id]
            value = child.totals[mover] / child.visits + \
                c * math.sqrt(math.log(node.avail[o.id]) / child.visits)
            if value > best_value:
                best, best_value = o, value
        return best

    def playout(self, state, deadline, rng: Rng | None = None) -> list[float] | None:
        """Play on with the policy (its chances from `rng`, else the search's own); cut after
        `depth` decisions where `evaluate` judges; None if the deadline came first."""
        rng = rng or self.rng
        cut = self.cut(state)
        steps = 0
        while (decision := state.pending()) is not None:
            value = cut(state, steps)
            if value is not None:
                return value
            # every step: the clock is also where the bot process gives way to the window's
            # frames (scenes/table/thinker.py), and a read costs under a microsecond
            if deadline is not None and deadline():
                return None
            state.apply(self.policy(state, decision, rng).id)
            steps += 1
        return rewards(state)

    def cut(self, start) -> Callable:
        """The judge of one playout from `start`: called before each step with (state, steps),
        it returns the per-seat values to end the playout with, or None to play on. Here: after
        `depth` decisions, `evaluate` (which may return None: no calm point to judge yet). A
        game's search overrides it to end playouts where its own rules say the game is decided."""
        def at_depth(state, steps):
            if self.depth is not None and steps >= self.depth and self.evaluate is not None:
                return self.evaluate(state)
            return None
        return at_depth


def considered(candidates: list, decision: Decision, option_id: str | None) -> list:
    """`candidates` with the option `option_id` added last where it is a legal move of the
    decider's own and not among them: a checked game asks how the move that was played
    compares (scenes/table/review.py)."""
    extra = decision.find(option_id) if option_id else None
    if extra is None or extra.by is not None or any(c.id == extra.id for c in candidates):
        return candidates
    return [*candidates, extra]


class PairedSearch:
    """One decision's search by paired playouts: the game's favourite against a few rivals.

    Chosen by a game whose `search_options` function carries `paired = True` (see
    `simple_first`). It is only as good as the game's playouts: where they misjudge (a random
    policy that never builds), a "clearly better" rival is a worse move (Nauticus once measured
    37.5 % against `simple` with it; its strong bot now runs rollouts of its own), so a game opts
    in after measuring.

    A tree search of a hundred samples spread over a dozen options learns nothing it can trust
    (each option gets a handful of noisy playouts), so where a game names the options worth
    searching, best first (`search_options`), this compares only the first `width` of them, and
    compares them fairly: every round samples one state consistent with the view and plays
    every candidate from it with the same chance and the same policy seeds (common random
    numbers), so the luck of the round is mostly the same for all and cancels out of the
    differences. A rival replaces the favourite only when its mean paired gain is clearly
    positive (`z` standard errors, after at least `min_rounds` rounds).
    """

    def __init__(self, determinize: Callable, seat: int, rng: Rng, *, options: Callable,
                 policy: Callable | None = None, evaluate: Callable | None = None,
                 depth: int | None = None, width: int = 4, z: float = 1.5,
                 min_rounds: int = 6, drop: float | None = None, min_gain: float = 0.0,
                 **_tree_only):
        self.determinize = determinize
        self.options = options
        self.seat = seat
        self.rng = rng
        self.policy = policy or random_policy
        self.evaluate = evaluate
        self.depth = depth
        self.width = width
        self.z = z
        self.min_rounds = min_rounds
        self.drop = drop
        self.min_gain = min_gain
        self.iterations = 0                  # playouts made for the last decision
        self.saturated = False               # the last compare stopped on repeating rounds
        self.reasoning: dict | None = None   # what the last decision's comparison found

    def candidates(self, view: dict, decision: Decision) -> list[Option]:
        sample = self.determinize(view, self.seat, self.rng.fork(self.rng.next64()))
        ranked = self.options(sample, sample.pending())
        out = []
        for o in ranked:
            real = decision.find(o.id)
            if real is not None and real not in out:
                out.append(real)
        if not getattr(self.options, "ranked", True):     # rivals drawn at random
            rivals = out[1:]
            self.rng.shuffle(rivals)
            out = out[:1] + rivals
        return considered(out[:self.width], decision, self.consider)

    unit = "win"                 # what a playout's value counts (reasoning.UNITS)
    consider: str | None = None  # an option id compared too, if legal (a checked game's move)

    def choose(self, view: dict, decision: Decision, *, iterations: int | None = None,
               deadline: Callable[[], bool] | None = None) -> Option:
        self.reasoning = None
        own = forced_or_checked(decision, iterations, deadline)
        if len(own) == 1:
            return own[0]
        with quiet_texts():                 # nobody reads the imagined games' labels
            candidates = self.candidates(view, decision)
            if len(candidates) < 2:
                self.iterations = 0
                return candidates[0] if candidates else own[0]
            gains = self.compare(view, candidates, iterations, deadline)
        pick = self.pick(gains)
        self.reasoning = self.found(candidates, gains, pick)
        return candidates[pick]

    def found(self, candidates: list, compared: list, pick: int) -> dict | None:
        """The comparison summed up for a person's hint (`reasoning.found`); `compared` is
        what `compare` returned (paired gains over the favourite)."""
        return reasoning.found([c.id for c in candidates], compared, pick, self.unit,
                               exact=self.exact())

    def exact(self) -> bool:
        """Whether the last comparison's playouts left nothing to chance: its rounds came out
        the same every time (`saturated`)."""
        return self.saturated

    stop_when_repeated = False   # a game whose rollouts can come out the same every round

    def compare(self, view, candidates, iterations, deadline) -> list[list[float]]:
        """Per candidate, its paired gains over the favourite, one per complete round.

        With `drop`, a rival whose mean gain plus `drop` standard errors is not positive
        (after `min_rounds`) is dropped: the rounds go to the rivals still in question, and
        once none is left the favourite stands and the rest of the budget is not spent. With
        `stop_when_repeated`, a round that repeats the one before for every rival still in
        question ends the comparison (`saturated`): more of them would tell nothing new."""
        gains: list[list[float]] = [[] for _ in candidates]
        alive = list(range(1, len(candidates)))
        seat = self.seat
        done = 0
        self.saturated = False
        while alive and (iterations is None or done + len(alive) + 1 <= iterations):
            if deadline is not None and deadline():
                break
            sample_seed, chance_seed = self.rng.next64(), self.rng.next64()
            sample = self.determinize(view, seat, Rng(sample_seed))
            row = []
            for i in [0] + alive:
                if deadline is not None and deadline():
                    break
                state = sample.copy()
                state.rng = Rng(chance_seed)
                state.apply(candidates[i].id)
                value = self.playout(state, deadline, Rng(chance_seed).fork(5))
                if value is None:
                    break
                row.append(value[seat])
                done += 1
            if len(row) < len(alive) + 1:
                break
            for i, value in zip(alive, row[1:]):
                gains[i].append(value - row[0])
            gains[0].append(0.0)
            if self.stop_when_repeated and len(gains[0]) >= 2 and \
                    all(gains[i][-1] == gains[i][-2] for i in alive):
                self.saturated = True
                break
            if self.drop is not None and len(gains[0]) >= self.min_rounds:
                alive = [i for i in alive if upper_bound(gains[i], self.drop) > 0]
        self.iterations = done
        return gains

    def pick(self, gains: list[list[float]]) -> int:
        """The rival with the largest mean gain over the favourite, if clearly positive: more
        than `z` standard errors and at least `min_gain`, after `min_rounds` rounds."""
        best, best_gain = 0, 0.0
        for i in range(1, len(gains)):
            n = len(gains[i])
            if n == 0 or n < self.min_rounds:
                continue
            mean, error = mean_error(gains[i])
            if mean > best_gain and mean > max(self.z * error, self.min_gain):
                best, best_gain = i, mean
        return best

    playout = Search.playout
    cut = Search.cut


class SearchBot:
    """The `strong` bot of a game: ISMCTS over the game's `determinize`.

    budget_ms: thinking time per decision when a `clock` (seconds, e.g. time.perf_counter) is
    given; without a clock, `iterations` per decision (reproducible, for tests and matches).
    The search stops at the budget and keeps a margin for answering, so it never overruns it.
    """

    name = "strong"
    MARGIN = 0.06              # of the budget, kept for building the answer

    def __init__(self, game, seat: int, seed: int, *, budget_ms: int = 1000, clock=None,
                 iterations: int = 200, **search):
        if game.determinize is None:
            raise ValueError(f"{game.title} has no determinize: no strong bot")
        self.game = game
        self.seat = seat
        self.rng = Rng(seed).fork(7000 + seat)
        self.budget_ms = budget_ms
        self.clock = clock
        self.iterations = iterations
        options = {"evaluate": game.evaluate, "policy": game.playout_policy,
                   "depth": game.playout_depth, "options": game.search_options, **search}
        if options["options"] is None:
            options.pop("options")
        # paired playouts where the game asks for them (its options marked `paired`): they
        # only help where the playouts judge well (measured per game), else the tree
        kind = PairedSearch if getattr(options.get("options"), "paired", False) else Search
        self.search = kind(game.determinize, seat, self.rng, **options)

    @property
    def reasoning(self) -> dict | None:
        """What the last decision's comparison found (`reasoning.found`), for a hint; None
        where nothing was compared (or the search is a tree)."""
        return getattr(self.search, "reasoning", None)

    @property
    def consider(self) -> str | None:
        return getattr(self.search, "consider", None)

    @consider.setter
    def consider(self, option_id: str | None) -> None:
        """A move to compare too at the next decision (a paired search only)."""
        if isinstance(self.search, PairedSearch):
            self.search.consider = option_id

    def choose(self, view: dict, decision: Decision) -> Option:
        if self.clock is None:
            return self.search.choose(view, decision, iterations=self.iterations)
        clock = self.clock
        stop = clock() + self.budget_ms * (1 - self.MARGIN) / 1000
        return self.search.choose(view, decision, deadline=lambda: clock() >= stop)


def strong(game, seat: int, seed: int, **options) -> SearchBot:
    """The "strong" entry of a game's bots: `GameDef.bot` hands it the game and the host's
    options (`clock` and `budget_ms` from the app's bot process or `main.py simulate
    --budget-ms`; `iterations` for reproducible runs)."""
    return SearchBot(game, seat, seed, **options)


strong.needs_game = True
