"""Nauticus' determinization and the pieces of its `strong` bot (rules/nauticus/determinize.py,
playout.py): nothing that exists is hidden, so a sample is the true state whole; only the deals
of later rounds differ between samples; a sample plays to the end, and the search's pieces
answer legally (strong's legal play: tests/test_generic_search.py)."""
from rules.core import Rng
from rules.nauticus import GAME
from rules.nauticus import playout
from tests.games import sample_plays_to_the_end

from .helpers import positions


def public(state) -> dict:
    data = state.to_dict()
    for key in ("rng", "history", "seed", "barrier_step"):
        data.pop(key)
    return data


def test_a_sample_is_the_true_state_whole_for_every_seat():
    prompts = set()
    for players in (2, 3, 4):
        for state in positions(players, seed=players):
            for seat in range(players):
                view = state.view(seat)
                sample = GAME.determinize(view, seat, Rng(seat))
                assert sample.view(seat) == view
                assert public(sample) == public(state)
            prompts.add(state.pending().prompt)
    assert {"nauticus.place", "nauticus.use", "nauticus.turn_start"} <= prompts


def test_only_the_deals_of_later_rounds_differ_between_samples():
    state = next(s for s in positions(2, seed=5, every=1) if s.round == 1 and s.phase == 7)
    seat = state.pending().seat
    deals = set()
    for k in range(6):
        sample = GAME.determinize(state.view(seat), seat, Rng(k))
        assert sample.space_tiles == state.space_tiles          # this round's deal is known
        bots = [GAME.bot("simple", s, 1) for s in range(2)]
        while sample.round == 1:
            decision = sample.pending()
            sample.apply(bots[decision.seat].choose(sample.view(decision.seat), decision))
        deals.add(tuple(sample.space_tiles.values()))
    assert len(deals) > 1


def test_a_sample_plays_on_to_the_end():
    states = [s.copy() for s in positions(3, seed=6, every=50)][1:4]
    sample_plays_to_the_end(GAME, states, 3)


def test_evaluate_judges_only_at_a_rounds_start_and_favours_the_leader():
    for state in positions(2, seed=8, every=1):
        if state.phase > 1:
            assert playout.evaluate(state) is None
        if state.round == 2 and state.phase == 1 and state.current is None:
            values = playout.evaluate(state)
            assert abs(sum(values) - 1) < 1e-9 and all(0 <= v <= 1 for v in values)
            ahead = state.copy()
            ahead.players[1]["vp"] += 10
            assert playout.evaluate(ahead)[1] > values[1]
            return
    raise AssertionError("no round start met")


def test_the_searched_options_start_with_the_heuristics_choice_and_skip_spare_extras():
    seen = 0
    for state in positions(2, seed=9, every=1):
        decision = state.pending()
        kept = playout.search_options(state, decision)
        simple = GAME.bot("simple", decision.seat, 0).choose(state.view(decision.seat), decision)
        assert kept[0] == simple
        assert all(o in decision.options for o in kept) and len(set(kept)) == len(kept)
        assert all(o.kind != "extra" for o in kept[1:])
        if any(o.kind == "extra" for o in decision.options) and kept[0].kind != "extra":
            seen += 1
            assert len(kept) < len(decision.options)
    assert seen


def test_the_playout_policy_keeps_the_extra_action_and_answers_legally():
    rng = Rng(2)
    state = GAME.new(3, 4)
    used_extra = False
    while (decision := state.pending()) is not None:
        option = playout.policy(state, decision, rng)
        assert option in decision.options
        used_extra |= option.kind == "extra"
        state.apply(option)
    assert not used_extra
