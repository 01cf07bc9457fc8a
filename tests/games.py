"""The games the generic suites run over: every shelf game, the games still coming to it
(rules.COMING), plus the test-only Pebbles and Gavel."""
import rules
from tests import toygame
from tests.toygame import gavel

ALL = list(rules.GAMES.values()) + rules.coming() + [toygame.GAME, gavel.GAME]
BY_ID = {g.id: g for g in ALL}


def seat_counts(game):
    return list(range(game.min_players, game.max_players + 1))


def sample_plays_to_the_end(game, states, players: int) -> None:
    """A state determinized from the deciding seat's view plays on with `simple` bots to a
    result that keeps the game's invariants (the per-game determinize suites share this)."""
    from rules.core import Rng
    for state in states:
        seat = state.pending().seat
        sample = game.determinize(state.view(seat), seat, Rng(3))
        bots = [game.bot("simple", s, 1) for s in range(players)]
        while (decision := sample.pending()) is not None:
            sample.apply(bots[decision.seat].choose(sample.view(decision.seat), decision))
        assert sample.result() is not None
        assert not game.invariants(sample)
