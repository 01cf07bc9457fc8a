"""The simple bot ("Deckhand", spec 10.2): its decision rules and its strength against random."""
from rules.core.simulate import simulate, win_rates
from rules.nauticus import GAME

from .helpers import (action_on, at_phase, deal, make_ship, new_game, play, setp, take_from_stock,
                      turn_of)


def _choice(state):
    decision = state.pending()
    bot = GAME.bot("simple", decision.seat, 1)
    option = bot.choose(state.view(decision.seat), decision)
    assert option in decision.options
    return option.id


def test_buys_the_sail_that_finishes_a_ship_and_places_it_there():
    state = action_on("S4", "act_sail")                 # whale 0, anchor 1, helm 2, compass 3
    setp(state, 1, taler=10, workers=2,
         ships=[make_ship("bow", "stern", masts=["mast_helm"] * 2, sails=["sail_helm"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    assert _choice(state) == "buy:sail_helm"
    play(state, "buy:sail_helm")
    assert _choice(state) == "place:ship1:slot1"


def test_passes_on_an_action_that_gains_nothing():
    state = action_on("S1", "act_money")                # no blue workers, and taler are plenty
    setp(state, 1, workers=3, taler=30)
    turn_of(state, 1, "S1", chooser=0)
    assert "money:1" in state.pending().ids
    assert _choice(state) == "pass"


def test_delivers_a_loaded_finished_ship():
    state = action_on("S4", "act_deliver")              # blue 2
    setp(state, 1, workers=0, ships=[
        make_ship("bow", "stern", masts=["mast_whale"] * 2, sails=["sail_whale"] * 2,
                  goods=["good_fish", "good_fish"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    assert _choice(state) == "deliver:ship1"


def test_crowns_smallest_worker_count_reaching_the_cap():
    state = action_on("S3", "act_crowns")               # blue 3
    setp(state, 1, workers=4, warehouse={"sail_crown": 5})
    take_from_stock(state, 1)
    turn_of(state, 1, "S3", chooser=0)
    assert _choice(state) == "crowns:3"


def test_takes_three_vp_as_a_reward_in_the_last_round():
    state = action_on("S4", "act_sail")
    state.round = state.rounds
    setp(state, 1, taler=10, workers=2, ships=[make_ship("single", masts=["mast_helm"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:sail_helm", "place:ship1:slot0")
    assert state.pending().prompt == "nauticus.reward"
    assert _choice(state) == "reward:rw_3vp"


def test_takes_a_crowned_tile_as_an_early_reward():
    state = action_on("S4", "act_sail")
    setp(state, 1, taler=10, workers=2, ships=[make_ship("single", masts=["mast_helm"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    play(state, "buy:sail_helm", "place:ship1:slot0")
    assert _choice(state) in ("reward:rw_crown_sail", "reward:rw_crown_mast")


def test_never_wastes_the_extra_action_on_the_last_turn_of_the_game():
    state = new_game(2)
    state.round = state.rounds
    deal(state, {"S5": "act_money"})
    at_phase(state, 7, keep=("act_money",))
    setp(state, 0, extra=False)
    turn_of(state, 1, "S5", chooser=0)
    play(state, "money:1")
    assert state.pending().prompt == "nauticus.turn_end"
    assert _choice(state).startswith("extra:")


def test_keeps_the_extra_action_in_early_rounds_without_a_big_finish():
    state = new_game(2)
    deal(state, {"S5": "act_money"})
    turn_of(state, 1, "S5", chooser=0)
    play(state, "money:1")
    assert state.pending().prompt == "nauticus.turn_end"
    assert _choice(state) == "end_turn"


def test_simple_bot_is_deterministic():
    a = simulate(GAME, 3, 40, 2, ["simple"] * 3)
    b = simulate(GAME, 3, 40, 2, ["simple"] * 3)
    assert a == b


def test_simple_beats_random():
    for players in (2, 3, 4):
        summary = simulate(GAME, players, 500, 12, ["simple"] + ["random"] * (players - 1))
        assert win_rates(summary)[0] >= 0.75, (players, win_rates(summary))


def test_forces_a_pass_late_in_the_round_on_a_weak_action():
    state = action_on("S4", "act_money")                # blue 2: 4 T for free
    setp(state, 1, workers=3, taler=30)
    turn_of(state, 1, "S4", chooser=0)
    assert _choice(state).startswith("money:")     # early in the round: take the money
    at_phase(state, 7, keep=("act_money",))
    turn_of(state, 1, "S4", chooser=0)
    assert _choice(state) == "pass"                # never passed and the round ends: pass
    setp(state, 1, passes=2, pass_tiles={"3": "crown", "2": "crown", "1": "up"})
    assert _choice(state).startswith("money:")     # two passes already: the -1 is worth less
