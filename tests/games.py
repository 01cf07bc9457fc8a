"""The games the generic suites run over: every shelf game, the games still coming to it
(rules.COMING), plus the test-only Pebbles and Gavel."""
import rules
from tests import toygame
from tests.toygame import gavel

ALL = list(rules.GAMES.values()) + rules.coming() + [toygame.GAME, gavel.GAME]
BY_ID = {g.id: g for g in ALL}


def seat_counts(game):
    return list(range(game.min_players, game.max_players + 1))


def simple_positions(game, players: int, seed: int, every: int, bot: str = "simple",
                     **variants):
    """States met along a game of `simple` bots (or `bot`; seeded `seed`), every `every`
    decisions: the same state object, played on after each yield (copy what you keep)."""
    state = game.new(players, seed, variants or None)
    bots = [game.bot(bot, s, seed) for s in range(players)]
    step = 0
    while (decision := state.pending()) is not None:
        if step % every == 0:
            yield state
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision))
        step += 1


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
