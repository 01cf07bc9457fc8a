"""The turn (§4.1-4.6): phases, buying, Treasures, Clean-up, reshuffles."""
from rules.dominion import GAME
from rules.dominion.cards import COST
from tests.dominion.helpers import check, do, ids, kingdom_with, kinds, position, run

K = kingdom_with("village", "smithy", "moat", "market")


def test_turn_start_resets_counters_and_counts_turns():
    state = position(2, kingdom=K, hands={0: ["copper"] * 5, 1: ["village", "estate"]},
                     decks={0: ["estate"] * 5}, turns=[3, 2])
    run(state)
    events = do(state, "end_turn")
    assert state.current == 1 and state.turns == [3, 3]
    assert (state.actions, state.buys, state.coins) == (1, 1, 0)
    assert ("turn", {"seat": 1, "turn": 3}) in [(e.kind, e.data) for e in events]


def test_action_phase_may_end_with_actions_left():
    state = position(2, kingdom=K, hands={0: ["village", "smithy", "copper"]},
                     decks={0: ["estate"] * 5})
    do(state, "play:village")
    assert state.actions == 2 and "end_actions" in ids(state)
    do(state, "end_actions")
    assert state.phase == "buy" and state.hands[0] == ["smithy", "estate"]


def test_action_options_one_per_distinct_card_with_targets():
    state = position(2, kingdom=K, hands={0: ["smithy", "village", "smithy", "copper"]})
    decision = state.pending()
    assert decision.ids == ["play:smithy", "play:village", "end_actions"]
    assert [o.target for o in decision.options] == ["hand:smithy", "hand:village", None]


def test_no_actions_left_ends_the_action_phase():
    state = position(2, kingdom=K, hands={0: ["smithy", "smithy"]}, decks={0: ["estate"] * 3})
    do(state, "play:smithy")
    assert state.phase == "buy" and state.hands[0].count("smithy") == 1


def test_buy_options_are_affordable_non_empty_piles_in_display_order():
    state = position(2, kingdom=K, hands={0: ["silver", "silver"]}, supply={"moat": 0},
                     phase="buy")
    run(state)
    assert state.coins == 4
    expected = [c for c, left in state.supply.items() if left and COST[c] <= 4]
    assert "moat" not in expected and "smithy" in expected and "market" not in expected
    assert ids(state) == [f"buy:{c}" for c in expected] + ["end_turn"]
    assert state.pending().options[0].target == f"supply:{expected[0]}"


def test_buying_is_never_compulsory():
    state = position(2, kingdom=K, hands={0: ["gold"]}, decks={0: ["estate"] * 5}, phase="buy")
    run(state)
    do(state, "end_turn")
    assert state.current == 1 and state.discards[0] == ["gold"]


def test_clean_up_discards_play_then_hand_and_draws_five():
    state = position(2, kingdom=K, hands={0: ["village", "estate", "copper", "duchy"]},
                     decks={0: ["smithy"] + ["estate"] * 5})
    do(state, "play:village", "end_actions")
    events = do(state, "end_turn")
    assert state.discards[0] == ["village", "copper", "estate", "duchy", "smithy"]
    assert len(state.hands[0]) == 5 and state.play[0] == []
    cleanup = [e for e in events if e.kind == "cleanup"][0]
    assert cleanup.for_seat(0).data["hand"] == ["estate", "duchy", "smithy"]
    assert cleanup.for_seat(1).data == {"seat": 0, "played": ["village", "copper"],
                                        "hand_count": 3,
                                        "top": "smithy", "from": ["play:0", "hand:0"],
                                        "to": "discard:0"}


def test_reshuffle_only_when_a_draw_needs_it():
    state = position(2, kingdom=K, hands={0: ["copper"]}, decks={0: ["estate", "estate"]},
                     discards={0: ["gold"] * 6})
    run(state)
    events = do(state, "end_turn")
    # draws the 2 left, then shuffles (the Copper just discarded is included), then 3 more
    assert kinds(events).count("shuffle") == 1
    draws = [e.data["count"] for e in events if e.kind == "draw"]
    assert draws == [2, 3]
    shuffle = [e for e in events if e.kind == "shuffle"][0]
    assert shuffle.data["count"] == 7


def test_shuffle_sorts_first_so_discard_order_does_not_matter():
    a = position(2, kingdom=K, hands={0: ["smithy"]}, discards={0: ["gold", "estate", "copper"]},
                 seed=5)
    b = position(2, kingdom=K, hands={0: ["smithy"]}, discards={0: ["copper", "gold", "estate"]},
                 seed=5)
    b.rng.state = a.rng.state
    do(a, "play:smithy")
    do(b, "play:smithy")
    assert a.hands[0] + a.play[0] == b.hands[0] + b.play[0]


def test_manual_treasures_before_the_first_buy_only():
    state = position(2, kingdom=K, hands={0: ["copper", "silver", "estate", "copper"]},
                     phase="buy", variants={"auto_treasures": False})
    run(state)
    decision = state.pending()
    assert decision.prompt == "dominion.treasure"
    assert decision.ids == ["play:copper", "play:silver", "play_all", "done"]
    do(state, "play:silver")
    assert state.coins == 2 and state.hands[0] == ["copper", "estate", "copper"]
    do(state, "done")
    assert state.pending().prompt == "dominion.buy" and state.coins == 2
    assert "buy:silver" not in ids(state)      # $2: the Coppers were never played
    assert state.hands[0] == ["copper", "estate", "copper"]
    state2 = position(2, kingdom=K, hands={0: ["copper", "silver"]}, phase="buy",
                      variants={"auto_treasures": False})
    run(state2)
    do(state2, "play_all")
    assert state2.coins == 3 and state2.pending().prompt == "dominion.buy"


def test_auto_play_treasures_in_hand_order():
    state = position(2, kingdom=K, hands={0: ["gold", "estate", "copper", "silver"]},
                     phase="buy")
    events = run(state)
    played = [e for e in events if e.kind == "phase"][0]
    assert played.data["phase"] == "buy"
    assert played.data["treasures"] == ["gold", "copper", "silver"] and played.data["coins"] == 6
    assert state.play[0] == ["gold", "copper", "silver"]


def test_bought_cards_cannot_be_used_this_turn():
    state = position(2, kingdom=K, hands={0: ["gold", "gold"]}, phase="buy", buys=2)
    run(state)
    do(state, "buy:smithy")
    assert state.discards[0] == ["smithy"] and state.pending().prompt == "dominion.buy"


def test_a_whole_default_game_keeps_the_invariants():
    state = GAME.new(2, 3)
    from rules.core import RandomBot
    bots = [RandomBot(s, 3) for s in range(2)]
    while (d := state.pending()) is not None:
        check(state)
        state.apply(bots[d.seat].choose(state.view(d.seat), d))
    assert state.phase == "over"
