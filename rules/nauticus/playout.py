"""How the search imagines and values the rest of a Nauticus game.

`search_options`: the `simple` bot's choice first (the tree tries it first), then the other
options, leaving out the eight ways of spending the one-off extra action unless the heuristic
wants it now: they double the width of every turn for a tile used once a game.

`policy`: a quick random trader for the playouts that neither wastes the extra action nor
passes more than now and then; it reads the (sampled) state directly.

`evaluate`: at the start of a round (mid-round, tiles bought have not been built into ships
yet, so a playout goes on to its round's end) each seat's final score if the game ended now
(spec 5), plus a share of the ship VP that unfinished ships are on their way to, turned into win
shares by a softmax: a lead of SCALE points is worth about e:1 odds.
"""
from __future__ import annotations

from rules.core.search import heuristic, win_shares

from .bots import SimpleBot
from .data import SHIP_VP, TALER_PER_VP
from .scoring import player_score

DEPTH = 1                  # a playout is scored at the start of the next round
SCALE = 4.0


def search_options(state, decision) -> list:
    own = decision.options_for(decision.seat)
    if len(own) == 1:
        return own
    choice = heuristic(SimpleBot, decision.seat).choose(state.view(decision.seat), decision)
    return [choice] + [o for o in own if o.kind != "extra" and o != choice]


def policy(state, decision, rng):
    options = decision.options
    if decision.prompt == "nauticus.turn_end":
        return decision.find("end_turn") or options[-1]
    plain = [o for o in options if o.kind != "extra"] or list(options)
    if decision.prompt == "nauticus.turn_start" and len(plain) > 1 and rng.below(4):
        plain = [o for o in plain if o.kind != "pass"]
    return plain[rng.below(len(plain))]


def ship_hopes(player: dict, rounds_left: int) -> float:
    """VP an unfinished ship is worth already: its size's VP times how complete it is (hull,
    masts and sails), squared (a ship half built is far from paying), while time is left."""
    if rounds_left <= 0:
        return 0.0
    hopes = 0.0
    for ship in player["ships"]:
        if ship["finished"]:
            continue
        slots = ship["slots"]
        parts = sum(1 + (s["mast"] is not None) + (s["sail"] is not None) for s in slots)
        size = min(4, max(len(slots), 1))
        done = parts / (3 * size)
        hopes += 0.6 * done * done * SHIP_VP[size]
    return hopes


def estimated_scores(state) -> list[float]:
    """Each seat's final score if the game ended now, its unconverted taler as a fraction of a
    point, plus the hopes of its unfinished ships while rounds are left."""
    rounds_left = 0 if state.over else state.rounds - state.round + 1
    scores = []
    for player in state.players:
        row = player_score(player)
        scores.append(row["final"] + row["remainder"] / TALER_PER_VP
                      + ship_hopes(player, rounds_left))
    return scores


def evaluate(state) -> list[float] | None:
    if state.phase != 1 or state.current is not None:
        return None
    return win_shares(estimated_scores(state), SCALE)
