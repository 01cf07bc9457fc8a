"""Bots: they see only what their seat sees (the view) and the decision, never the state."""
from __future__ import annotations

from .contract import Decision, Option
from .frames import sensible_amount
from .rng import Rng


class Bot:
    """Base bot. `choose` must return one of `decision.options`."""

    name = "bot"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng(seed).fork(seat + 1)

    def choose(self, view: dict, decision: Decision) -> Option:
        raise NotImplementedError(f"{type(self).__name__} must choose")


def random_option(rng, decision: Decision, seat: int) -> Option:
    """A uniform choice among what `seat` may choose, except that a range of amounts counts as
    one choice and its amount is drawn with sense (mostly the minimum or a small raise)."""
    options = decision.options_for(seat)
    hint = decision.amount
    if hint is None:
        return options[rng.below(len(options))]
    others = [o for o in options if o.kind != hint["kind"]]
    if others and rng.below(len(others) + 1) < len(others):
        return others[rng.below(len(others))]
    picked = decision.find(f"{hint['kind']}:{sensible_amount(rng, hint)}")
    return picked if picked is not None else options[rng.below(len(options))]


class RandomBot(Bot):
    """Uniform over its own options (amounts drawn with sense): the playout policy of the
    generic suites."""

    name = "random"

    def choose(self, view: dict, decision: Decision) -> Option:
        return random_option(self.rng, decision, decision.seat)


class PriorityBot(Bot):
    """Dominiate-style: a handler per decision prompt returning an option (or None to fall back
    to a uniform choice), so every prompt has a sensible default.

    Subclasses fill `handlers`: prompt (or a prompt prefix ending in '.') -> method name.
    """

    handlers: dict = {}

    def choose(self, view: dict, decision: Decision) -> Option:
        handler = self.handlers.get(decision.prompt)
        if handler is None:
            for key, name in self.handlers.items():
                if key.endswith(".") and decision.prompt.startswith(key):
                    handler = name
                    break
        if handler is not None:
            picked = getattr(self, handler)(view, decision)
            if picked is not None:
                if isinstance(picked, str):
                    picked = decision.find(picked)
                if picked is not None and picked in decision.options:
                    return picked
        return self.fallback(view, decision)

    def fallback(self, view: dict, decision: Decision) -> Option:
        return random_option(self.rng, decision, decision.seat)
