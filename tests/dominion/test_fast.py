"""The fast paths of the engine (quiet states, the bots' fast view) change nothing but speed."""
import pytest

from rules.dominion import GAME
from rules.dominion.fastview import FastView

FAST_KEYS = ("supply", "owned", "coins", "seat", "turns", "hand", "actions", "kingdom")

# (players, kingdom variant, bot): attacks, reactions, trashing and gaining all appear
CASES = [(2, "first_game", "medium"), (2, "interaction", "medium"),
         (3, "size_distortion", "medium"), (4, "village_square", "random"),
         (2, "random", "random"), (3, "random", "medium")]


@pytest.mark.parametrize("players,kingdom,bot", CASES)
def test_a_quiet_game_moves_exactly_as_a_logged_one(players, kingdom, bot):
    for seed in range(3):
        loud = GAME.new(players, seed, {"kingdom": kingdom})
        quiet = GAME.new(players, seed, {"kingdom": kingdom}).quiet()
        bots = [GAME.bot(bot, s, seed) for s in range(players)]
        steps = 0
        while (decision := loud.pending()) is not None and steps < 3000:
            option = bots[decision.seat].choose(loud.view(decision.seat), decision)
            events = loud.apply(option)
            quiet_events = quiet.apply(option.id)
            # the same state, the undo barrier and the generator included
            assert quiet.to_dict() == loud.to_dict(), (seed, steps, option.id)
            # a quiet state still returns the rare events, and never more than a logged one
            assert len(quiet_events) <= len(events)
            steps += 1
        assert quiet.pending() is None and quiet.result().scores == loud.result().scores


def test_a_quiet_draw_still_sets_the_undo_barrier():
    state = GAME.new(2, 5).quiet()
    seat = state.pending().seat
    while state.pending().seat == seat:           # play until the turn's clean-up draws
        state.apply(state.pending().options[-1])
    assert state.barrier_step == state.steps
    assert not state.can_undo_to(state.steps - 1, seat)


def test_copies_and_loads_of_a_quiet_state_log_again():
    state = GAME.new(2, 3).quiet()
    assert GAME.load(state.to_dict())._log and state.copy()._log
    events = state.copy().apply(state.pending().options[-1])
    assert any(e.kind == "draw" for e in events)


@pytest.mark.parametrize("players,kingdom,bot", CASES[:4])
def test_the_fast_view_reads_what_the_view_shows_all_game(players, kingdom, bot):
    state = GAME.new(players, 11, {"kingdom": kingdom})
    bots = [GAME.bot(bot, s, 11) for s in range(players)]
    fast = [FastView(state, s) for s in range(players)]
    while (decision := state.pending()) is not None:
        seat = decision.seat
        view = state.view(seat)
        for key in FAST_KEYS:
            assert fast[seat][key] == view[key], key
        assert fast[seat]["my_discard"] == view["my_discard"]        # built on demand
        assert fast[seat].get("no such key", 7) == 7
        state.apply(bots[seat].choose(view, decision))


@pytest.mark.parametrize("bot", ["big_money", "pyminion_smithy", "simple", "medium"])
def test_bots_answer_the_same_on_the_fast_view(bot):
    for seed in range(4):
        state = GAME.new(2, seed, {"kingdom": "random"})
        slow = [GAME.bot(bot, s, seed) for s in range(2)]
        quick = [GAME.bot(bot, s, seed) for s in range(2)]
        fast = [FastView(state, s) for s in range(2)]
        while (decision := state.pending()) is not None:
            seat = decision.seat
            option = slow[seat].choose(state.view(seat), decision)
            assert quick[seat].choose(fast[seat], decision) == option
            state.apply(option)
