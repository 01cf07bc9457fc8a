"""The size budget of a save (saves.MAX_BYTES) against what every registered game really writes.

Long random games of every game on the shelf and every one coming, at every player count with random variants: the
largest finished save must stay under an eighth of the limit, and a game that ran all the way to
its own `max_decisions` bound (extrapolated from the longest log entry) must still fit. A game
registered later is measured the day it is added. Measured when the limit (2 MB) was set, 150
seeds per player count: Dominion 37 KB, Hermagor 13 KB, Nauticus 19 KB; at their decision bounds
about 550, 60 and 210 KB."""
import json

import pytest

import rules
from rules.core.simulate import play
from saves import MAX_BYTES, format as save_format
from tools import shelf

SEEDS = 10


def largest_save(game):
    """(bytes, decisions, longest log entry in bytes, players) of the game's largest save."""
    best = (0, 0, 0, game.min_players)
    for players in shelf.seat_counts(game):
        for seed in range(SEEDS):
            variants, _refused = shelf.variants_for(game, players, seed)
            full = play(game, players, seed, ["random"] * players, variants)
            setup = shelf.bot_setup(game, players, seed, full.state.variants)
            doc = save_format.build(full.state, setup, "2026-11-21T20:00:00")
            size = len(json.dumps(doc).encode())
            entry = max((len(json.dumps(e)) for e in doc["log"]), default=0)
            if size > best[0]:
                best = (size, full.decisions, entry, players)
            best = best[:2] + (max(best[2], entry),) + best[3:]
    return best


GAMES = {g.id: g for g in [*rules.GAMES.values(), *rules.coming()]}


@pytest.mark.parametrize("gid", list(GAMES))
def test_real_saves_fit_the_budget_with_room_to_spare(gid):
    game = GAMES[gid]
    size, decisions, entry, players = largest_save(game)
    print(f"{gid}: largest save {size / 1024:.0f} KB after {decisions} decisions")
    assert size < MAX_BYTES / 8, f"{gid}: {size} bytes; raise MAX_BYTES with a new measurement"
    # the log and the state's history each hold every decision: a game at its bound still loads
    bound = max(game.max_decisions(n) for n in shelf.seat_counts(game))
    at_bound = size + 2 * (entry + 2) * max(0, bound - decisions)
    assert at_bound < MAX_BYTES, f"{gid}: a game of {bound} decisions would need {at_bound} bytes"
