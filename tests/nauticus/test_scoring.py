"""Final scoring (spec 5): goods groups, ships, leftovers, conversion and the tie-breaks."""
from types import SimpleNamespace

from rules.nauticus.scoring import player_score, result

from .helpers import at_phase, deal, make_ship, new_game, no_problems, play, setp, \
    take_from_stock, turn_of

FIN = dict(masts=["mast_whale"], sails=["sail_whale"])


def _player(**fields):
    base = {"vp": 10, "taler": 0, "workers": 0, "warehouse": {}, "ships": [],
            "delivered": {"good_fish": 0, "good_grain": 0, "good_coffee": 0, "good_salt": 0}}
    base.update(fields)
    return base


def _tv07_player():
    return _player(
        vp=41, taler=8, workers=2,
        delivered={"good_fish": 3, "good_grain": 2, "good_coffee": 6, "good_salt": 0},
        warehouse={"hull_bow": 1, "sail_anchor": 1, "mast_helm": 1},
        ships=[make_ship("single", **FIN), make_ship("single", **FIN),
               make_ship("single", **FIN),
               make_ship("bow", "stern", masts=["mast_helm"] * 2, sails=["sail_helm"] * 2),
               make_ship("bow", "middle", "stern", masts=["mast_anchor"] * 3,
                         sails=["sail_anchor"] * 3),
               make_ship("bow", "middle", "stern", masts=["mast_anchor"], sails=["sail_anchor"],
                         goods=["good_fish", "good_grain", "good_salt"])])


def test_tv07_seed_final_scoring_39_34_7():
    row = player_score(_tv07_player())
    assert (row["goods_grain"], row["goods_fish"], row["goods_coffee"], row["goods_salt"]) == \
        (5, 9, 25, 0)
    assert row["goods"] == 39
    assert row["ship_list"] == [2, 2, 2, 8, 20] and row["ships"] == 34
    assert row["leftover_workers"] + row["leftover_warehouse"] == 5
    assert row["leftover_unfinished_parts"] == 5
    assert row["leftover_goods_aboard"] == 3
    assert row["total_taler"] == 21 and row["conversion"] == 7 and row["remainder"] == 0
    assert row["final"] == 41 + 39 + 34 + 7 == 121


def test_tv07_through_the_end_of_a_real_game():
    state = new_game(3)
    state.round = state.rounds
    deal(state, {"S5": "act_money"})
    at_phase(state, 7, keep=("act_money",))
    p = _tv07_player()
    for seat in range(3):
        setp(state, seat, extra=False, passes=3,
             pass_tiles={"3": "crown", "2": "crown", "1": "crown"})
    setp(state, 0, **{k: v for k, v in p.items()})
    take_from_stock(state, 0)
    turn_of(state, 2, "S5", chooser=0)          # the last turn of the game
    play(state, "pass")
    assert state.over and state.pending() is None
    res = state.result()
    assert res.scores[0] == 121
    assert res.breakdown[0]["goods"] == 39 and res.breakdown[0]["ships"] == 34
    assert res.breakdown[0]["conversion"] == 7
    assert sum(res.breakdown[0].values()) == 121
    assert res.ranking[0] == [0]
    no_problems(state)


def test_tv22_goods_groups():
    row = player_score(_player(delivered={"good_salt": 7, "good_fish": 1, "good_grain": 0,
                                          "good_coffee": 5}))
    assert (row["goods_salt"], row["goods_fish"], row["goods_grain"], row["goods_coffee"]) == \
        (30, 2, 0, 20)
    assert row["goods"] == 52


def test_tv25_leftovers_with_goods_on_a_finished_ship():
    ship = make_ship("bow", "stern", masts=["mast_whale"] * 2, sails=["sail_whale"] * 2,
                     goods=["good_fish", "good_salt"])
    row = player_score(_player(vp=0, taler=4, ships=[ship]))
    assert row["ships"] == 8
    assert row["leftover_goods_aboard"] == 2 and row["leftover_unfinished_parts"] == 0
    assert row["total_taler"] == 6 and row["conversion"] == 2 and row["remainder"] == 0
    assert row["final"] == 10


def test_unfinished_ship_parts_count_one_taler_each_and_finished_parts_nothing():
    unfinished = make_ship("bow", "stern", masts=["mast_whale", "mast_crown"],
                           sails=["sail_crown"])
    row = player_score(_player(ships=[unfinished, make_ship("single", **FIN)]))
    assert row["leftover_unfinished_parts"] == 5 and row["ships"] == 2


def _tie_state(rows):
    return SimpleNamespace(players=[_player(**r) for r in rows])


def test_tv21_remainder_beats_total_taler():
    # T: 20 T -> 6 VP, remainder 2; U: 24 T -> 8 VP, remainder 0; both end on 100
    res = result(_tie_state([{"vp": 94, "taler": 20}, {"vp": 92, "taler": 24}]))
    assert res.scores == [100, 100]
    assert res.ranking == [[0], [1]]
    assert "unconverted" in res.tiebreak


def test_tv21_equal_remainder_then_more_taler_in_total():
    res = result(_tie_state([{"vp": 93, "taler": 22}, {"vp": 94, "taler": 19}]))
    assert res.scores == [100, 100]
    assert res.ranking == [[0], [1]]
    assert "in total" in res.tiebreak


def test_tv21_full_tie_is_shared():
    res = result(_tie_state([{"vp": 93, "taler": 22}, {"vp": 93, "taler": 22},
                             {"vp": 50}]))
    assert res.ranking == [[0, 1], [2]]
    assert "shared" in res.tiebreak


def test_no_tiebreak_note_without_a_tie():
    res = result(_tie_state([{"vp": 50}, {"vp": 40}]))
    assert res.tiebreak is None and res.ranking == [[0], [1]]


def test_the_unused_extra_tile_is_worth_nothing():
    a = player_score(_player(extra=True, taler=3))
    b = player_score(_player(extra=False, taler=3))
    assert a == b
