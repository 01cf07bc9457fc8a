"""How the search imagines the rest of a game: a quick money-first policy for every seat.

Uniformly random play almost never ends a Dominion game (it buys Curses and Coppers until the
turn cap), so its playouts would say nothing. This policy plays like a casual Big Money player
who likes kingdom cards: non-terminal Actions first, all Treasures, Province at $8, Gold at $6-7
(Duchy once the Provinces run low), a kingdom card or Silver in between, with a little chance in
every choice so that playouts differ. It reads the (sampled) state directly: it only ever runs
inside the search's own imagined games.
"""
from __future__ import annotations

from rules.core.bots import random_option

from .cards import ACTIONS, COST, PLUS

# cards that give +Actions: play them before terminal Actions
NON_TERMINAL = frozenset(c for c in ACTIONS if PLUS.get(c) and PLUS[c][0] > 0)


def policy(state, decision, rng):
    prompt = decision.prompt
    if prompt == "dominion.action":
        plays = [o for o in decision.options if o.kind == "play"]
        if not plays:
            return decision.options[-1]
        chaining = [o for o in plays if o.args[0] in NON_TERMINAL]
        pool = chaining or plays
        return pool[rng.below(len(pool))]
    if prompt == "dominion.treasure":
        return decision.find("play_all") or decision.options[-1]
    if prompt == "dominion.buy":
        return decision.find(_buy(state, decision, rng)) or decision.options[-1]
    return random_option(rng, decision, decision.seat)


def _buy(state, decision, rng) -> str:
    coins = decision.info["coins"]
    supply = state.supply
    late = supply["province"] <= 4
    if coins >= 8 and supply["province"]:
        return "buy:province"
    if coins >= 6:
        if late and supply["duchy"] and rng.below(2):
            return "buy:duchy"
        if supply["gold"]:
            return "buy:gold"
    if late and coins >= 5 and supply["duchy"]:
        return "buy:duchy"
    if coins >= 3 and rng.below(3) == 0:
        kingdom = [o for o in decision.options if o.kind == "buy" and o.args[0] in ACTIONS
                   and COST[o.args[0]] >= coins - 1]
        if kingdom:
            return kingdom[rng.below(len(kingdom))].id
    if coins >= 3 and supply["silver"]:
        return "buy:silver"
    if late and coins >= 2 and supply["estate"]:
        return "buy:estate"
    return "end_turn"
