"""Bots: they see only what their seat sees (the view) and the decision, never the state."""
from __future__ import annotations

from .contract import Decision, Option
from .rng import Rng


class Bot:
    """Base bot. `choose` must return one of `decision.options`."""

    name = "bot"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = Rng(seed).fork(seat + 1)

    def choose(self, view: dict, decision: Decision) -> Option:
        raise NotImplementedError(f"{type(self).__name__} must choose")


class RandomBot(Bot):
    """Uniform over the listed options: the playout policy of the generic suites."""

    name = "random"

    def choose(self, view: dict, decision: Decision) -> Option:
        return decision.options[self.rng.below(len(decision.options))]


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
        return decision.options[self.rng.below(len(decision.options))]
