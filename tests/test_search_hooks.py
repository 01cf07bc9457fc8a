"""The search's game hooks: `playout_depth` with an `evaluate` that may wait for a calm
position, and `search_options` (a game's few options, best first, its favourite kept unless the
search clearly finds better)."""
from dataclasses import replace

from rules.core import Rng
from rules.core.search import PairedSearch, Search, SearchBot
from tests.toygame import gavel


def bidding_position():
    state = gavel.GAME.new(2, 5)
    state.apply("roll")
    return state


def test_an_evaluate_that_answers_none_lets_the_playout_go_on():
    state = bidding_position()
    seat = state.pending().seat
    calls, judged = [], []

    def evaluate(s):
        calls.append(s.steps)
        if len(s.lots) % 2:                  # only between two lots is a position calm
            return None
        judged.append(s.steps)
        return [0.5] * s.num_players

    search = Search(gavel.GAME.determinize, seat, Rng(1), evaluate=evaluate, depth=1)
    search.choose(state.view(seat), state.pending(), iterations=10)
    assert judged and len(calls) > len(judged)


def test_the_games_favourite_is_kept_when_the_samples_are_few():
    state = bidding_position()
    decision = state.pending()
    seat = decision.seat
    ids = [o.id for o in decision.options]
    favourite = ids[-1]

    def options(s, d):
        own = list(d.options_for(d.seat))
        return sorted(own, key=lambda o: o.id != favourite)

    for seed in range(5):
        search = Search(gavel.GAME.determinize, seat, Rng(seed), options=options)
        assert search.choose(state.view(seat), decision, iterations=4).id == favourite


def test_a_clearly_better_option_overrides_the_favourite():
    state = bidding_position()              # 6 coins, a lot worth 3 for sale
    decision = state.pending()
    seat = decision.seat
    worst = "bid:6"                         # all one's coins for a small lot
    options = lambda s, d: sorted(d.options_for(d.seat), key=lambda o: o.id != worst)
    search = Search(gavel.GAME.determinize, seat, Rng(3), options=options)
    assert search.choose(state.view(seat), decision, iterations=600).id != worst


def test_the_game_definition_hands_depth_and_options_to_the_bot():
    options = lambda s, d: list(d.options_for(d.seat))
    game = replace(gavel.GAME, playout_depth=3, search_options=options,
                   evaluate=lambda s: [0.5] * s.num_players)
    bot = SearchBot(game, 0, 1)
    assert isinstance(bot.search, Search)                # named options: the tree, ordered
    assert bot.search.depth == 3 and bot.search.options is options and bot.search.ordered
    plain = SearchBot(gavel.GAME, 0, 1).search
    assert isinstance(plain, Search) and plain.depth is None and not plain.ordered
    options.paired = True                                # a game that opts in: paired
    assert isinstance(SearchBot(game, 0, 1).search, PairedSearch)


def test_paired_playouts_keep_the_favourite_when_the_rounds_are_few():
    state = bidding_position()
    decision = state.pending()
    seat = decision.seat
    favourite = "bid:6"
    options = lambda s, d: sorted(d.options_for(d.seat), key=lambda o: o.id != favourite)
    for seed in range(3):
        search = PairedSearch(gavel.GAME.determinize, seat, Rng(seed), options=options)
        assert search.choose(state.view(seat), decision, iterations=12).id == favourite
        assert search.iterations == 12                  # 3 rounds of 4 candidates


def test_paired_playouts_replace_a_clearly_bad_favourite():
    state = bidding_position()              # 6 coins, a lot for sale
    decision = state.pending()
    seat = decision.seat
    worst = "pass"                          # letting the lot go (worth 0.13 of a win less)
    options = lambda s, d: sorted(d.options_for(d.seat), key=lambda o: o.id != worst)
    search = PairedSearch(gavel.GAME.determinize, seat, Rng(3), options=options, width=7)
    chosen = search.choose(state.view(seat), decision, iterations=700)
    assert chosen.id != worst and chosen in decision.options
    assert search.iterations == 700
