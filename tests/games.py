"""The games the generic suites run over: every shelf game, the games still coming to it
(rules.COMING), plus the test-only Pebbles and Gavel."""
import rules
from tests import toygame
from tests.toygame import gavel

ALL = list(rules.GAMES.values()) + rules.coming() + [toygame.GAME, gavel.GAME]
BY_ID = {g.id: g for g in ALL}


def seat_counts(game):
    return list(range(game.min_players, game.max_players + 1))
