"""End of game (§5.1), scoring (§5.2), winner and tie-breaks (§5.3), the turn cap."""
import pytest

from rules.core import IllegalMove
from tests.dominion.helpers import do, kingdom_with, position, run
from rules.core import render

K = kingdom_with("village", "smithy")


def _buy_position(n=2, current=0, supply=None, hand=("gold", "gold", "gold"), **kw):
    return position(n, kingdom=K, current=current, hands={current: list(hand)},
                    decks={s: ["copper"] * 5 for s in range(n)}, supply=supply or {},
                    phase="buy", **kw)


def test_game_goes_on_after_a_pile_empties_until_clean_up():
    state = _buy_position(supply={"province": 1}, buys=2, hand=("gold",) * 5)
    run(state)
    do(state, "buy:province")
    assert state.phase == "buy" and state.pending().seat == 0   # keeps buying
    do(state, "buy:gold")
    assert state.phase == "over" and state.end_reason == "provinces"
    assert state.pending() is None


def test_any_three_empty_piles_end_the_game():
    state = _buy_position(supply={"copper": 0, "estate": 0, "village": 1})
    run(state)
    do(state, "buy:village")
    assert state.end_reason == "three piles"


def test_two_empty_piles_do_not():
    state = _buy_position(supply={"copper": 0, "estate": 0})
    run(state)
    do(state, "buy:village")
    assert state.phase != "over" and state.current == 1


def test_the_trash_is_not_a_pile():
    state = _buy_position(supply={"copper": 0, "estate": 0}, trash=["copper"])
    run(state)
    do(state, "end_turn")
    assert state.phase != "over"


def test_game_over_event_and_no_more_options():
    state = _buy_position(supply={"province": 1})
    run(state)
    events = do(state, "buy:province")
    over = [e for e in events if e.kind == "game_over"][0]
    assert over.data["reason"] == "provinces" and over.data["scores"] == state.scores()
    assert over.data["turns"] == state.turns
    with pytest.raises(IllegalMove):
        state.apply("end_turn")
    assert state.view(1)["result"] == state.result().to_dict()


def test_scores_count_every_zone_and_curses():
    state = position(2, kingdom=K, hands={0: ["estate", "curse"]}, decks={0: ["duchy"]},
                     discards={0: ["province", "curse"]}, play={0: ["estate"]})
    assert state.scores()[0] == 1 + 3 + 6 + 1 - 2


def test_three_player_ranking_groups_ties():
    state = position(3, kingdom=K, current=2, turns=[5, 5, 5],
                     discards={0: ["duchy"], 1: ["duchy"], 2: ["estate"]},
                     hands={2: ["gold"]}, decks={2: ["copper"] * 5}, supply={"province": 0},
                     phase="buy")
    run(state)
    do(state, "end_turn")
    result = state.result()
    assert result.ranking == [[0, 1], [2]] and render(result.tiebreak).startswith("Shared")
    assert result.breakdown[0]["duchies"] == 3
    assert "gardens" not in result.breakdown[0]          # no column that cannot score


def test_fewer_turns_break_the_tie_in_the_ranking():
    state = position(3, kingdom=K, current=0, turns=[6, 5, 5],
                     discards={0: ["duchy"], 1: ["duchy"], 2: ["duchy"]},
                     hands={0: ["gold"]}, decks={0: ["copper"] * 5}, supply={"province": 0},
                     phase="buy")
    run(state)
    do(state, "end_turn")
    result = state.result()
    assert result.ranking == [[1, 2], [0]] and render(result.tiebreak) == "Tied on VP: fewer turns wins"


def test_turn_cap_ends_the_game_after_the_hundredth_turn():
    state = _buy_position(turns=[100, 99])
    run(state)
    events = do(state, "end_turn")
    assert state.phase == "over" and state.end_reason == "turn cap"
    assert "game_over" in [e.kind for e in events]


def test_turn_cap_off_plays_on():
    state = _buy_position(turns=[100, 99], variants={"turn_cap": False})
    run(state)
    do(state, "end_turn")
    assert state.phase != "over" and state.current == 1 and state.turns == [100, 100]


def test_progress_text():
    state = _buy_position(turns=[7, 6])
    run(state)
    assert render(state.progress(), ["Ann", "Bob"]) == "Ann: turn 7"
