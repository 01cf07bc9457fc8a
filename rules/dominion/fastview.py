"""A view that the Dominion bots can read at almost no cost, for simulations and playouts.

`state.view(seat)` builds some thirty keys; a buy list reads five of them. `FastView` answers
the keys the bots read most straight from the state (the same values the view holds, not
copies: a bot only reads them) and builds the real view, once per step, for any other key.
It shows exactly what `view(seat)` shows (tested key by key), so a bot reading it sees nothing
more than its seat may know; it is for bots run in-process by the rules' own tools (the strong
bot's playouts, engine benchmarks), never for a scene.
"""
from __future__ import annotations


class FastView:
    __slots__ = ("state", "seat", "_full", "_step")

    def __init__(self, state, seat: int):
        self.state = state
        self.seat = seat
        self._full = None
        self._step = -1

    def __getitem__(self, key):
        state = self.state
        if key == "supply":
            return state.supply
        if key == "owned":
            return state.owned
        if key == "coins":
            return state.coins
        if key == "seat":
            return self.seat
        if key == "turns":
            return state.turns
        if key == "hand":
            return state.hands[self.seat]
        if key == "actions":
            return state.actions
        if key == "kingdom":
            return state.kingdom
        if self._full is None or self._step != state.steps:
            self._full = state.view(self.seat)
            self._step = state.steps
        return self._full[key]

    def get(self, key, default=None):
        try:
            return self[key]
        except KeyError:
            return default
