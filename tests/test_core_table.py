"""The core pieces for auction, dice and elimination games, on the test game Gavel: amounts,
the open auction, out-of-turn options, turn order past eliminated seats, dice, scripted rolls,
variants that depend on the table, presets."""
import pytest

from rules.core import IllegalMove, Rng, ScriptedRng, frames, turns
from rules.core.bots import random_option
from rules.core.text import quiet_texts
from tests.toygame import gavel
from tests.toygame.gavel import GAME


def new(players=3, script=None, **variants):
    state = GAME.new(players, 5, variants)
    if script is not None:
        state.rng = ScriptedRng(script)
        state.touch()
    return state


def kinds(events):
    return [e.kind for e in events]


# ---- amounts ------------------------------------------------------------------------------------
def test_amount_options_list_every_step_and_carry_the_hint():
    options = frames.amount_options("bid", 50, 200, 50, label="Bid {amount}")
    assert [o.id for o in options] == ["bid:50", "bid:100", "bid:150", "bid:200"]
    assert options[0].label == "Bid {amount:50}"
    assert frames.amount_hint("bid", 50, 200, 50) == {
        "amount": {"kind": "bid", "min": 50, "max": 200, "step": 50}}


def test_amount_options_are_kept_but_every_caller_gets_its_own_list():
    first = frames.amount_options("bid", 50, 200, 50, label="Bid {amount}")
    first.append("pass")                       # as an auction's decision adds its pass
    again = frames.amount_options("bid", 50, 200, 50, label="Bid {amount}")
    assert [o.id for o in again] == ["bid:50", "bid:100", "bid:150", "bid:200"]
    with quiet_texts():                        # a search's quiet labels are kept apart
        quiet = frames.amount_options("bid", 50, 200, 50, label="Bid {amount}")
    assert quiet[0].label == "Bid {amount}" and again[0].label == "Bid {amount:50}"
    assert [o.id for o in frames.amount_options("bid", 100, 150, 50, label="Bid {amount}")] \
        == ["bid:100", "bid:150"]
    assert [o.id for o in frames.amount_options("bid", 125, 300, 50, label="Bid {amount}")] \
        == ["bid:125", "bid:175", "bid:225", "bid:275"]
    assert frames.amount_options("bid", 300, 250, 50, label="Bid {amount}") == []
    assert [o.id for o in frames.amount_options("give", -2, 2, 2)] == ["give:-2", "give:0",
                                                                        "give:2"]


def test_sensible_amounts_stay_mostly_near_the_minimum():
    rng = Rng(3)
    hint = {"kind": "bid", "min": 50, "max": 12000, "step": 50}
    amounts = [frames.sensible_amount(rng, hint) for _ in range(2000)]
    assert all(50 <= a <= 12000 and a % 50 == 0 for a in amounts)
    assert sum(a == 50 for a in amounts) > 800            # about half: the minimum
    assert sum(a <= 250 for a in amounts) > 1600          # nine in ten: a small raise at most
    assert max(amounts) > 1000                            # but not never more


def test_the_random_bot_treats_a_range_of_amounts_as_one_choice():
    state = new(2, script=[4])
    state.apply("roll")
    decision = state.pending()
    assert decision.amount["kind"] == "bid"
    rng = Rng(1)
    picks = [random_option(rng, decision, decision.seat).id for _ in range(400)]
    assert 120 < picks.count("pass") < 280                # pass is one of two choices


# ---- the open auction ---------------------------------------------------------------------------
def test_auction_bidders_go_in_turn_from_the_left_and_the_last_bidder_wins():
    state = new(3, script=[4])             # seat 0 rolls 4: 6 - 1 + 2 = 7 coins
    lot = state.lots[-1]
    events = state.apply("roll")
    assert kinds(events) == ["dice"]
    assert events[0].data == {"seat": 0, "purpose": "income", "dice": [{"sides": 6, "value": 4}]}
    d = state.pending()
    assert (d.seat, d.prompt) == (1, "gavel.bid")
    assert d.ids[0] == "bid:1" and d.ids[-2] == "bid:6" and d.ids[-1] == "pass"
    state.apply("bid:2")
    d = state.pending()
    assert d.seat == 2 and d.ids[0] == "bid:3"
    assert state.view(0)["auction"]["high"] == {"seat": 1, "amount": 2}
    state.apply("pass")
    assert state.pending().seat == 0                      # the roller bids last
    state.apply("bid:5")
    assert state.pending().seat == 1 and state.pending().ids[0] == "bid:6"
    events = state.apply("pass")
    assert kinds(events) == ["bid_pass", "lot_won"]
    assert state.coins == [2, 6, 6] and state.points[0] == lot
    assert state.pending().seat == 1 and state.pending().prompt == "gavel.roll"


def test_auction_with_no_bid_discards_the_lot():
    state = new(2, script=[1])
    lot = state.lots[-1]
    state.apply("roll")
    state.apply("pass")
    events = state.apply("pass")
    assert kinds(events) == ["bid_pass", "lot_discarded"]
    assert lot not in state.lots and state.points == [0, 0]


def test_a_lone_bidder_still_gets_a_go_and_a_bidder_who_cannot_raise_drops_out():
    state = new(3, script=[1])
    state.coins = [6, 0, 6]                                # seat 1 cannot bid at all
    state.touch()
    events = state.apply("roll")
    assert kinds(events) == ["dice", "bid_pass"] and events[1].data["auto"] is True
    assert state.pending().seat == 2
    state.apply("pass")
    d = state.pending()
    assert d.seat == 0 and "bid:1" in d.ids              # alone, with no bid yet: still asked
    events = state.apply("bid:1")
    assert kinds(events) == ["bid", "lot_won"]


def test_four_bidders_raise_until_one_is_left():
    state = new(4, script=[2])
    state.apply("roll")
    for seat, option in [(1, "bid:1"), (2, "bid:2"), (3, "bid:3"), (0, "pass"), (1, "bid:4"),
                         (2, "pass"), (3, "pass")]:
        assert state.pending().seat == seat
        state.apply(option)
    assert state.points[1] > 0 and state.coins[1] == 2


def test_an_auction_bid_beyond_the_budget_is_illegal_and_changes_nothing():
    state = new(2, script=[3])
    state.apply("roll")
    before = state.to_dict()
    with pytest.raises(IllegalMove):
        state.apply("bid:99")
    assert state.to_dict() == before


# ---- out-of-turn options ------------------------------------------------------------------------
def test_claims_are_only_allowed_when_every_seat_is_human():
    assert GAME.allowed_values("claims", 3, [True, True, True]) == (False, True)
    assert GAME.allowed_values("claims", 3, [True, False, True]) == (False,)
    assert GAME.allowed_values("claims", 3, None) == (False,)
    with pytest.raises(ValueError, match="at this table"):
        GAME.check_variants({"claims": True}, 3, [True, False, True])
    assert GAME.check_variants({"claims": True}, 3, [True, True, True])["claims"] is True


def test_out_of_turn_options_belong_to_their_seat_and_lapse_at_the_next_roll():
    state = GAME.state_cls.create(3, 5, {"claims": True, "start_coins": 6})
    state.rng = ScriptedRng([6, 2])
    state.apply("roll")                                    # seat 0 rolls a 6
    state.apply("pass"), state.apply("pass"), state.apply("pass")
    d = state.pending()
    assert d.seat == 1
    assert [(o.id, o.by) for o in d.options] == [("roll", None), ("claim:1", 1), ("claim:2", 2)]
    assert [o.id for o in d.options_for(2)] == ["claim:2"]
    assert [o.id for o in d.options_for(1)] == ["roll", "claim:1"]
    assert state.view(2)["out_of_turn"][0]["id"] == "claim:2"
    assert state.view(0)["out_of_turn"] == []
    coins = list(state.coins)
    state.apply("claim:2")                                 # seat 2 calls across the table
    assert state.history[-1] == [2, "claim:2"]
    assert state.coins[2] == coins[2] + 1
    assert state.pending().seat == 1 and state.pending().ids == ["roll", "claim:1"]
    events = state.apply("roll")
    assert "claims_lapsed" in kinds(events) and state.claims == []


# ---- elimination and turn order -----------------------------------------------------------------
def test_turn_order_skips_eliminated_seats():
    assert turns.next_seat(1, 4, [2]) == 3
    assert turns.next_seat(3, 4, [0, 1]) == 2
    assert turns.seats_from(2, 4, [3]) == [2, 0, 1]
    assert turns.seats_from(2, 4, [3], include_first=False) == [0, 1]
    assert turns.elimination_ranking([[1], [0]], [3, 2]) == [[1], [0], [2], [3]]
    with pytest.raises(ValueError):
        turns.next_seat(0, 2, [0, 1])


def test_a_seat_without_a_coin_for_upkeep_is_out_and_listed_in_every_view():
    state = new(3)
    state.coins = [0, 6, 6]
    state.touch()
    events = state.apply("roll")
    assert kinds(events) == ["eliminated"] and events[0].data == {"seat": 0, "place": 3}
    assert state.eliminated == [0]
    assert state.view(1)["eliminated"] == [0] and state.view(0)["eliminated"] == [0]
    assert state.pending().seat == 1


def test_the_last_seat_standing_wins_and_the_eliminated_rank_last_first_out_lowest():
    state = new(3)
    state.coins = [0, 0, 6]
    state.turn = 0
    state.touch()
    state.apply("roll")
    state.apply("roll")
    assert state.pending() is None
    assert state.result().ranking == [[2], [1], [0]]


# ---- dice ---------------------------------------------------------------------------------------
def test_scripted_rolls_play_back_in_order_and_refuse_to_run_out():
    rng = ScriptedRng([3, 6])
    assert rng.die() == 3 and rng.die() == 6
    with pytest.raises(ValueError, match="ran out"):
        rng.die()
    with pytest.raises(ValueError, match="not in 1..6"):
        ScriptedRng([7]).die()


def test_a_roll_is_an_undo_barrier():
    state = new(2, script=[5])
    state.apply("roll")
    assert state.barrier_step == state.steps


def test_special_die_faces_are_reported():
    from rules.core import dice
    state = new(2, script=[5])
    out = []
    assert dice.roll(state, 1, out, purpose="permit",
                     faces=("green", "green", "green", "red", "free", "double")) == ["free"]
    assert out[0].data["dice"] == [{"sides": 6, "value": 5, "face": "free"}]
    assert GAME.describe_event(out[0], ["A", "B"]) == "{seat:1} rolls {roll:free}"


# ---- presets and groups -------------------------------------------------------------------------
def test_presets_apply_over_the_defaults():
    assert GAME.preset("short") == {"claims": False, "start_coins": 2}
    with pytest.raises(ValueError, match="no preset"):
        GAME.preset("nope")
    grouped = [name for _, names in GAME.variant_groups for name in names]
    assert sorted(grouped) == sorted(GAME.variants)


def test_variants_are_checked_against_the_player_count_when_a_game_is_created():
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"start_coins": 7})
    assert gavel.GAME.new(2, 1, {"start_coins": 10}).coins == [10, 10]
