"""Every worked example of the spec (§9, W1-W26) and the setup test vectors of §8.6."""
from rules.kairo.board import Board
from rules.kairo.data import COLOURS, PARCEL, cell, cell_id
from tests.kairo.helpers import (A, B, C, D, add_tent, c, give, ids, money, play, prompt,
                                 start, turn)


def first_tier(state, colour):
    return [(cell_id(state.stalls[k]["entrance"]), d) for k, d in state.board.tiers(colour)[0]]


def all_tiers(state, colour):
    return [[(cell_id(state.stalls[k]["entrance"]), d) for k, d in tier]
            for tier in state.board.tiers(colour)]


def build(state, seat, *steps):
    """Play a build through the listed option ids; a step the engine filled in by itself (one
    possible answer) is passed over."""
    turn(state, seat)
    events = play(state, "build")
    for option_id in steps:
        if option_id.split(":")[0] in ("entrance", "own") and (
                not state.frames or option_id not in ids(state)):
            continue
        events += state.apply(option_id)
    return events


def has_build(state, seat, kind, colour, at, door=None):
    return any(b[:3] == (kind, colour, cell(*at)) and (door is None or b[3] == cell(*door))
               for b in state.builds(seat))


def test_setup_vectors_4p_distances_and_parcels():
    state = start()
    per_parcel = {}
    for st in state.stalls:
        p = PARCEL[st["tiles"][0]]
        per_parcel[p] = per_parcel.get(p, 0) + 1
    assert per_parcel == {2: 2, 4: 2, 6: 2, 8: 2, 1: 1, 3: 1, 7: 1, 9: 1}
    assert all_tiers(state, "red") == [[(c(2, 11), 12)], [(c(6, 9), 14)]]
    assert all_tiers(state, "green") == [[(c(6, 3), 10)], [(c(3, 6), 16)]]
    assert all_tiers(state, "blue") == [[(c(8, 9), 4)], [(c(12, 11), 10)]]
    assert all_tiers(state, "yellow") == [[(c(8, 3), 16), (c(11, 6), 16)]]
    assert all_tiers(state, "white") == [[(c(12, 3), 10)], [(c(2, 3), 20)]]
    assert state.board.tiers("purple") == []          # purple waits off the board


def test_w1_customer_to_the_movers_own_stall():
    state = start()
    add_tent(state, A, "green", 5, 2)
    assert all_tiers(state, "green") == [[(c(6, 3), 10)], [(c(3, 6), 16)]]
    turn(state, A)
    play(state, "attract", "customer:green")
    assert state.customers["green"] is None and state.customers["purple"] == cell(6, 3)
    assert state.money[A]["green"] == 3
    assert state.vp == [0, 0, 0, 0]
    assert all(k != state.stall_of(A, "green") for tier in state.board.tiers("green")
               for k, _ in tier)


def test_w2_customer_to_another_players_stall():
    state = start()
    add_tent(state, A, "green", 5, 2)
    turn(state, C)
    play(state, "attract", "customer:green")
    assert state.money[A]["green"] == 3 and state.money[C]["green"] == 2
    assert state.customers["purple"] == cell(6, 3)


def test_w3_expansion_cost_and_payment_splits():
    state = start()
    add_tent(state, A, "purple", 0, 4)
    money(state, A, purple=3, red=4)
    give(state, A, "P4-a")
    build(state, A, "card:P4-a", "expand", "colour:purple", "cell:" + c(0, 6))
    assert prompt(state) == "kairo.own"
    assert ids(state) == ["own:3", "own:2", "own:1"]          # never 0 purple
    play(state, "own:1")                                        # the 4 red follow by themselves
    assert state.money[A]["purple"] == 2 and state.money[A]["red"] == 0
    assert state.size_vp[A] == 3 and state.medal_vp[A] == 8    # first purple tent: both medals


def test_w4_a_stall_of_four_scores_four():
    state = start()
    for x, y in ((6, 1), (5, 1)):
        add_tent(state, A, "green", x, y)
    money(state, A, green=4)
    give(state, A, "P2-a")
    build(state, A, "card:P2-a", "expand", "colour:green", "cell:" + c(7, 1))
    assert state.size_vp[A] == 4


def test_w5_one_main_stall_per_colour_per_parcel():
    state = start()
    assert not any(b[:3] == ("main", "red", cell(3, 9)) for b in state.builds(D))
    assert has_build(state, D, "main", "red", (4, 8), (4, 9))
    assert PARCEL[cell(4, 9)] == 7                               # entrance in another parcel
    assert has_build(state, C, "expand", "red", (5, 10))        # other players' red in P7 ok


def test_w6_blocked_nearest_entrance_and_the_exchange_chain():
    state = start()
    turn(state, D)
    play(state, "attract", "customer:blue")
    assert state.money[D]["blue"] == 2 and state.customers["purple"] == cell(8, 9)
    turn(state, A)
    play(state, "attract", "customer:red")
    assert state.money[A]["red"] == 2 and state.customers["blue"] == cell(2, 11)
    assert all_tiers(state, "blue") == [[(c(12, 11), 12)]]
    assert all_tiers(state, "purple") == [[(c(13, 5), 9)], [(c(1, 5), 11)]]
    turn(state, C)
    play(state, "attract", "customer:blue")
    assert state.money[C]["blue"] == 2 and state.money[B]["blue"] == 2
    assert state.customers["red"] == cell(12, 11) and state.customers["blue"] is None


def test_w7_purple_stall_blocks_a_green_stall_which_moves():
    state = start()
    state.stalls = [{"owner": B, "colour": "green", "entrance": cell(1, 9), "tiles": [cell(1, 8)]},
                    {"owner": C, "colour": "red", "entrance": cell(2, 8), "tiles": [cell(3, 8)]}]
    state.changed()
    state.touch()
    k = state.stall_of(B, "green")
    assert state.board.expansion_cells(k) == [cell(1, 7)]
    give(state, A, "P4-a")
    build(state, A, "card:P4-a", "main", "colour:purple", "stall:" + c(0, 7),
          "entrance:" + c(1, 7))
    assert state.stalls[-1] == {"owner": A, "colour": "purple", "entrance": cell(1, 7),
                                "tiles": [cell(0, 7)]}
    assert state.board.blocked(state.stall_of(B, "green"))
    give(state, B, "P5-a")
    before = list(state.vp), dict(state.money[B])
    build(state, B, "card:P5-a", "relocate", "colour:green", "stall:" + c(7, 8),
          "entrance:" + c(8, 8))
    green = state.stalls[state.stall_of(B, "green")]
    assert green["tiles"] == [cell(7, 8)] and green["entrance"] == cell(8, 8)
    assert (list(state.vp), dict(state.money[B])) == before


def test_w8_cut_off_cells():
    state = start()
    money(state, D, white=10)
    give(state, D, "P3-a", "P3-b", "P3-c")
    build(state, D, "card:P3-a", "expand", "colour:white", "cell:" + c(12, 1))
    assert state.vp[D] == 10 and state.money[D]["white"] == 8
    build(state, D, "card:P3-b", "expand", "colour:white", "cell:" + c(12, 0))
    assert state.vp[D] == 13 and state.money[D]["white"] == 5
    assert not has_build(state, D, "expand", "white", (13, 1))     # would enclose green
    # variant: the green customer has left S2 (13,0) earlier
    state.customers["green"], state.customers["purple"] = None, cell(7, 0)
    state.changed()
    state.touch()
    assert has_build(state, D, "expand", "white", (13, 1))
    build(state, D, "card:P3-c", "expand", "colour:white", "cell:" + c(13, 1))
    assert state.vp[D] == 17 and state.money[D]["white"] == 1
    for seat in range(4):
        assert not any(b[0] == "main" and b[2] == cell(13, 0) for b in state.builds(seat))
    assert has_build(state, D, "expand", "white", (13, 0))          # only a white tent of D


def test_w9_final_scoring():
    state = start()
    state.size_vp[A], state.medal_vp[A], state.vp[A] = 21, 20, 41
    for colour in ("purple", "red", "blue"):
        state.medals[colour]["gold"] = A
    money(state, A, red=2, blue=3, green=2)
    result = state.compute_result()
    assert result.breakdown[A] == {"size_vp": 21, "medal_vp_in_play": 20, "medal_vp_final": 15,
                                   "money_vp": 2}
    assert result.scores[A] == 58


def test_w10_two_player_neutral_stall():
    state = start(players=2)
    assert all_tiers(state, "white") == [[(c(7, 7), 11)]]
    assert all_tiers(state, "green") == [[(c(12, 6), 7)], [(c(6, 3), 10)]]
    assert all_tiers(state, "yellow") == [[(c(2, 6), 7)], [(c(8, 3), 16)]]
    assert all_tiers(state, "red") == [[(c(2, 11), 12)], [(c(11, 3), 13)]]
    assert all_tiers(state, "blue") == [[(c(3, 3), 7)], [(c(12, 11), 10)]]
    turn(state, A)
    play(state, "attract", "customer:white")
    assert state.money[A]["white"] == 2 and state.money[B]["white"] == 1
    assert state.customers["white"] is None and state.customers["purple"] == cell(7, 7)
    for seat in (A, B):                         # neutral stalls never grow or move
        assert all(state.stalls[state.stall_of(seat, b[1])]["owner"] == seat
                   for b in state.builds(seat) if b[0] != "main")


def test_w11_medal_race_in_red():
    state = start()
    money(state, A, red=10)
    money(state, C, red=10)
    give(state, A, "P7-a", "P7-b", "P7-c")
    give(state, C, "P8-a", "P8-b", "P8-c")
    build(state, A, "card:P7-a", "expand", "colour:red", "cell:" + c(4, 11))
    assert state.vp[A] == 10 and state.medals["red"] == {"gold": A, "silver": A}
    assert state.money[A]["red"] == 8
    build(state, C, "card:P8-a", "expand", "colour:red", "cell:" + c(7, 10))
    assert state.vp[C] == 5 and state.medals["red"] == {"gold": A, "silver": C}
    assert has_build(state, C, "expand", "red", (5, 10))
    build(state, C, "card:P8-b", "expand", "colour:red", "cell:" + c(6, 11))
    assert state.vp[C] == 13 and state.medals["red"] == {"gold": C, "silver": C}
    assert not has_build(state, A, "expand", "red", (5, 11))     # touches C's red tent
    build(state, A, "card:P7-b", "expand", "colour:red", "cell:" + c(3, 10))
    assert state.vp[A] == 16 and state.medals["red"] == {"gold": C, "silver": A}
    build(state, A, "card:P7-c", "expand", "colour:red", "cell:" + c(4, 12))
    assert state.vp[A] == 25 and state.medals["red"] == {"gold": A, "silver": A}
    assert state.vp[C] == 13 and state.supply["red"] == 1
    assert state.stage == "main"
    assert state.compute_result().breakdown[A]["medal_vp_final"] == 8


def test_w12_three_way_tie_on_silver():
    state = start()
    state.stalls.append({"owner": B, "colour": "red", "entrance": cell(10, 4),
                         "tiles": [cell(10, 5)]})
    state.changed()
    for seat in (A, B, C):
        money(state, seat, red=10)
    give(state, A, "P7-a")
    give(state, B, "P6-a", "P6-b")
    give(state, C, "P8-a")
    build(state, A, "card:P7-a", "expand", "colour:red", "cell:" + c(4, 11))
    assert state.vp[A] == 10
    build(state, B, "card:P6-a", "expand", "colour:red", "cell:" + c(11, 5))
    assert state.vp[B] == 5 and state.medals["red"] == {"gold": A, "silver": B}
    build(state, C, "card:P8-a", "expand", "colour:red", "cell:" + c(5, 10))
    assert state.vp[C] == 5 and state.medals["red"] == {"gold": A, "silver": C}
    build(state, B, "card:P6-b", "expand", "colour:red", "cell:" + c(12, 5))
    assert state.vp[B] == 16 and state.medals["red"] == {"gold": B, "silver": B}
    assert state.vp[A] == 10 and state.vp[C] == 5


def test_w13_crier_tiers_and_equal_distances():
    state = start()
    state.criers[C], state.crier_space = 2, 5
    turn(state, C)
    play(state, "attract", "customer:red")
    assert ids(state) == ["criers:0", "criers:1"]             # no tier 3 for 2 criers
    play(state, "criers:1")
    assert state.money[C]["red"] == 2 and state.money[A]["red"] == 1
    assert state.criers[C] == 1 and state.crier_space == 6
    state = start()
    state.criers[C], state.crier_space = 1, 6
    turn(state, C)
    play(state, "attract", "customer:yellow")
    assert prompt(state) == "kairo.target"                    # no crier step: only tier 1
    assert ids(state) == ["entrance:" + c(8, 3), "entrance:" + c(11, 6)]
    play(state, "entrance:" + c(11, 6))
    assert state.money[C]["yellow"] == 2 and state.criers[C] == 1


def test_w13_without_a_crier_the_nearest_stall_takes_the_customer():
    state = start()
    turn(state, C)
    play(state, "attract", "customer:red")
    assert state.money[C]["red"] == 2 and state.money[A]["red"] == 2


def test_w14_payment_limits():
    state = start()
    add_tent(state, A, "green", 5, 2)
    add_tent(state, A, "green", 7, 2)
    money(state, A, green=1, red=2, blue=3, white=1)
    give(state, A, "P2-a")
    build(state, A, "card:P2-a", "expand", "colour:green", "cell:" + c(6, 1))
    assert state.money[A] == {colour: 0 for colour in COLOURS}
    assert state.size_vp[A] == 4
    state = start()
    add_tent(state, A, "green", 5, 2)
    add_tent(state, A, "green", 7, 2)
    money(state, A, green=0, red=20, blue=20)
    assert not any(b[0] == "expand" and b[1] == "green" and state.payable(A, b, False)
                   for b in state.builds(A))


def test_w15_the_joker_fee_must_leave_the_build_payable():
    state = start()
    money(state, A, red=2, green=1)
    give(state, A, "J-S")
    build(state, A, "card:J-S", "expand", "colour:red", "cell:" + c(4, 11))
    assert prompt(state) == "kairo.fee" and ids(state) == ["pay:green"]
    play(state, "pay:green")
    assert state.money[A]["red"] == 0 and state.money[A]["green"] == 0
    assert state.size_vp[A] == 2


def test_w16_wildcard_build_with_a_joker_inside_costs_nothing():
    state = start()
    give(state, A, "J-N", "P5-a", "P5-b")
    before = dict(state.money[A])
    build(state, A, "wildcard", "discard:J-N", "discard:P5-a", "discard:P5-b", "main",
          "colour:white", "stall:" + c(7, 12), "entrance:" + c(7, 11))
    assert state.stalls[-1] == {"owner": A, "colour": "white", "entrance": cell(7, 11),
                                "tiles": [cell(7, 12)]}
    assert state.money[A] == before and state.hands[A] == []
    assert sorted(state.discard) == ["J-N", "P5-a", "P5-b"]


def test_w17_purple_placement_rules():
    state = start()
    give(state, C, "P8-a")
    build(state, C, "card:P8-a", "main", "colour:purple", "stall:" + c(5, 13),
          "entrance:" + c(5, 12))
    assert not has_build(state, D, "main", "purple", (9, 13))
    assert not has_build(state, D, "main", "purple", (6, 13))
    assert has_build(state, D, "main", "purple", (10, 13), (10, 12))
    for seat in range(4):
        for kind, colour, at, door, _ in state.builds(seat):
            if colour == "purple":
                assert PARCEL[at] not in (2, 5) and at % 15 in (0, 14) or at // 15 == 13
            else:
                assert 1 <= at % 15 <= 13 and at // 15 <= 12


def test_w18_main_stall_adjacency_and_entrances():
    state = start()
    assert not has_build(state, D, "main", "red", (4, 11))
    assert not any(b[0] == "main" and b[3] == cell(2, 11) for b in state.builds(D))
    assert has_build(state, D, "main", "yellow", (2, 0))          # beside a customer
    assert has_build(state, D, "main", "yellow", (2, 4))          # beside C's entrance (2,3)


def test_w19_drawing_the_hand_limit_and_the_refill():
    state = start()
    give(state, A, "P1-a", "P3-b", "J-W", "P9-c")
    state.deck.remove("P6-a")
    state.deck.append("P6-a")
    top_after = state.deck[-2]
    turn(state, A)
    play(state, "draw", "display:3", "deck")
    assert sorted(state.hands[A]) == sorted(["P1-a", "P3-b", "J-W", "P9-c", "J-E", "P6-a"])
    assert prompt(state) == "kairo.discard"
    play(state, "discard:P3-b")
    assert prompt(state) == "kairo.discard"
    play(state, "discard:P9-c")
    assert len(state.hands[A]) == 4 and state.discard == ["P3-b", "P9-c"]
    assert state.display[3] == top_after and state.turn == B


def test_w19_variant_a_crier_does_not_count_toward_the_limit():
    state = start()
    give(state, A, "P1-a", "P3-b", "J-W", "P9-c")
    turn(state, A)
    play(state, "draw", "crier", "display:1")
    assert state.criers[A] == 1 and len(state.hands[A]) == 5
    play(state, "discard:P1-a")
    assert len(state.hands[A]) == 4 and state.turn == B


def test_w20_reshuffle():
    state = start()
    others = [x for x in state.deck]
    state.deck = [others[0]]
    state.discard = others[1:10]
    state.hands[B] = others[10:]
    turn(state, A)
    events = play(state, "draw", "deck", "deck")
    assert [e.kind for e in events].count("reshuffle") == 1
    assert others[0] in state.hands[A] and len(state.hands[A]) == 2
    assert len(state.deck) == 8 and state.discard == []


def test_w21_end_trigger_two_colours_at_one():
    state = start()
    state.supply["red"], state.supply["yellow"] = 1, 3
    add_tent(state, B, "yellow", 8, 1)
    money(state, B, yellow=10)
    give(state, B, "P2-a")
    build(state, B, "card:P2-a", "expand", "colour:yellow", "cell:" + c(9, 2))
    assert state.supply["yellow"] == 1 and state.stage == "final" and state.turn == C
    assert prompt(state) == "kairo.final_action"


def test_w21_taking_the_last_tile_of_a_colour_triggers():
    state = start()
    state.supply["green"] = 1
    money(state, A, green=10)
    give(state, A, "P2-a")
    build(state, A, "card:P2-a", "expand", "colour:green", "cell:" + c(5, 2))
    assert state.supply["green"] == 0 and state.stage == "final"


def test_w21_no_trigger_with_one_colour_at_one():
    state = start()
    state.supply["red"] = 2
    money(state, A, red=10)
    give(state, A, "P7-a")
    build(state, A, "card:P7-a", "expand", "colour:red", "cell:" + c(4, 11))
    assert state.supply["red"] == 1 and state.stage == "main"


def finish_a_build(state):
    """Take the first option at every step of a build until the turn passes."""
    seat = state.turn
    play(state, "build")
    while state.frames:
        play(state, ids(state)[0])
    return seat


def test_w22_final_stage():
    state = start(players=3)
    give(state, A, "P7-a", "P1-a", "P3-a", "P4-a", "P9-a", "P8-a")
    give(state, C, "P1-b", "P3-b", "P4-b", "P6-a", "P8-b", "P9-b")
    for seat in (A, C):
        money(state, seat, **{colour: 5 for colour in COLOURS})
    state.supply["red"] = 1
    build(state, A, "card:P7-a", "expand", "colour:red", "cell:" + c(4, 11), "own:2")
    assert state.stage == "final" and state.turn == B
    assert "attract" not in ids(state) and "draw" not in ids(state)
    play(state, "pass")
    assert state.turn == C
    finish_a_build(state)
    assert state.turn == A
    finish_a_build(state)
    assert state.turn == C
    play(state, "pass")
    assert state.turn == A
    finish_a_build(state)
    assert state.turn == A                  # the last one left builds again and again
    finish_a_build(state)
    play(state, "pass")
    assert state.pending() is None and state.result() is not None


def test_w23_tied_players_share_the_win():
    state = start(players=3)
    for seat, vp in ((A, 58), (B, 58), (C, 51)):
        state.size_vp[seat] = vp
        money(state, seat)
    result = state.compute_result()
    assert result.scores == [58, 58, 51] and result.ranking == [[0, 1], [2]]


def test_w24_a_customer_with_no_free_entrance_cannot_be_attracted():
    state = start(players=2)
    state.customers["blue"] = cell(7, 7)          # stands on the neutral white entrance
    state.changed()
    state.touch()
    turn(state, A)
    play(state, "attract")
    assert "customer:white" not in ids(state)
    assert "customer:blue" in ids(state)


def test_w25_crier_supply_exhausted():
    state = start()
    state.criers[A], state.criers[C], state.crier_space = 4, 3, 0
    turn(state, B)
    play(state, "draw")
    assert "crier" not in ids(state) and "deck" in ids(state)
    state = start()
    state.criers[A], state.criers[C], state.crier_space = 4, 3, 0
    turn(state, C)
    play(state, "attract", "customer:red", "criers:1")
    assert state.crier_space == 1 and state.criers[C] == 2


def test_w26_a_vacated_start_space_is_an_ordinary_cell():
    state = start()
    assert not has_build(state, D, "main", "yellow", (2, 0), (1, 0))
    turn(state, D)
    play(state, "attract", "customer:blue")
    turn(state, A)
    play(state, "attract", "customer:red")
    assert state.customers["red"] is None
    assert has_build(state, D, "main", "yellow", (2, 0), (1, 0))
    give(state, D, "P1-a")
    build(state, D, "card:P1-a", "main", "colour:yellow", "stall:" + c(2, 0),
          "entrance:" + c(1, 0))
    assert state.stalls[-1]["entrance"] == cell(1, 0)
