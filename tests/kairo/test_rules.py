"""Kairo's rules one by one (spec §3-§8): board data, every placement rule with a legal and an
illegal case, customers and routes, drawing, the end, scoring, the variants and the views."""
import pytest

from rules.core import IllegalMove
from rules.kairo import GAME
from rules.kairo.board import Board
from rules.kairo.data import (CARDS, CELLS, COLOURS, MARKET, NEUTRAL, PARCEL, PARCEL_CELLS,
                              PREDEFINED, START_SPACES, cell, cell_id)
from rules.kairo.determinize import determinize
from rules.core import Rng
from tests.kairo.helpers import A, B, C, D, add_tent, c, give, ids, money, play, start, turn


def has_build(state, seat, kind, colour, at, door=None):
    return any(b[:3] == (kind, colour, cell(*at)) and (door is None or b[3] == cell(*door))
               for b in state.builds(seat))


# ---- data (§8) ---------------------------------------------------------------------------------
def test_the_grid_has_169_market_and_41_eatery_cells():
    assert sum(MARKET) == 169 and CELLS - sum(MARKET) == 41
    market = {p: sum(1 for i in PARCEL_CELLS[p] if MARKET[i]) for p in range(1, 10)}
    assert market == {1: 16, 2: 20, 3: 16, 4: 20, 5: 25, 6: 20, 7: 16, 8: 20, 9: 16}
    eatery = {p: sum(1 for i in PARCEL_CELLS[p] if not MARKET[i]) for p in range(1, 10)}
    assert eatery == {1: 4, 2: 0, 3: 4, 4: 5, 5: 0, 6: 5, 7: 9, 8: 5, 9: 9}
    assert [cell_id(s) for s in START_SPACES] == ["c01_00", "c13_00", "c07_06", "c01_12",
                                                  "c13_12"]
    assert PARCEL[cell(0, 13)] == 7 and PARCEL[cell(14, 13)] == 9 and PARCEL[cell(14, 9)] == 9


def test_the_33_building_cards():
    assert len(CARDS) == 33
    assert sum(1 for ps in CARDS.values() if len(ps) == 1) == 27
    assert CARDS["J-C"] == (2, 5, 8) and CARDS["J-E"] == (3, 6, 9)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_predefined_setup_is_legal_in_its_listed_order(players):
    customers = {colour: space for colour, space in zip(COLOURS, START_SPACES)}
    customers["purple"] = None
    stalls = []
    for pos, colour, (sx, sy), (ex, ey) in PREDEFINED[players]:
        board = Board(stalls, customers)
        assert (cell(sx, sy), cell(ex, ey)) in board.main_spots(colour, setup=True), \
            (pos, colour)
        stalls.append({"owner": NEUTRAL if pos == "neutral" else pos - 1, "colour": colour,
                       "entrance": cell(ex, ey), "tiles": [cell(sx, sy)]})
    assert Board(stalls, customers).lanes_hold()


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_new_game_deals_the_start(players):
    state = GAME.new(players, 7)
    assert all(len(h) == 3 for h in state.hands) and len(state.deck) == 33 - 4 - 3 * players
    assert sum(at is not None for at in state.customers.values()) == 5
    assert sorted(at for at in state.customers.values() if at is not None) == \
        sorted(START_SPACES)
    assert all(m == {colour: 1 for colour in COLOURS} for m in state.money)
    mine = [sum(st["owner"] == s for st in state.stalls) for s in range(players)]
    assert mine == [3] * players
    assert sum(st["owner"] == NEUTRAL for st in state.stalls) == (6 if players == 2 else 0)
    assert state.turn == state.start


# ---- main stalls (§4.3.2) -------------------------------------------------------------------------
def test_main_stall_cell_must_be_free():
    state = start()
    assert not has_build(state, D, "main", "yellow", (1, 0))         # a customer stands there
    assert not has_build(state, D, "main", "yellow", (2, 3))         # C's entrance
    assert has_build(state, D, "main", "yellow", (2, 0))


def test_main_stall_zones():
    state = start()
    assert not has_build(state, D, "main", "purple", (5, 5))         # purple only in eateries
    assert not any(b[0] == "main" and b[1] != "purple" and not MARKET[b[2]]
                   for b in state.builds(D))
    assert not any(not MARKET[b[3]] for b in state.builds(D) if b[0] == "main")
    assert has_build(state, D, "main", "purple", (0, 1), (1, 1))


def test_corner_eateries_take_no_main_stall():
    state = start()
    for seat in range(4):
        assert not any(b[0] == "main" and b[2] in (cell(0, 13), cell(14, 13))
                       for b in state.builds(seat))


def test_main_stall_may_not_touch_any_stall_tile():
    state = start()
    assert not has_build(state, D, "main", "red", (7, 2))             # between G1 and Y2
    assert not has_build(state, D, "main", "red", (5, 2))             # beside A's green
    assert has_build(state, D, "main", "red", (5, 1))                 # diagonal is fine


def test_entrance_must_be_a_free_market_cell():
    state = start()
    assert not any(b[0] == "main" and b[3] == cell(1, 0) for b in state.builds(D))  # customer
    assert not any(b[0] == "main" and b[3] == cell(6, 3) for b in state.builds(D))  # entrance


def test_one_main_stall_of_a_colour_per_parcel_counts_only_stall_cells():
    state = start()
    # P2 holds A's green main stall: no green main stall there for D
    state.stalls = [st for st in state.stalls if not (st["owner"] == D and st["colour"] == "green")]
    state.changed()
    state.touch()
    assert not any(b[:2] == ("main", "green") and PARCEL[b[2]] == 2 for b in state.builds(D))
    assert any(b[:2] == ("main", "green") and PARCEL[b[2]] == 5 for b in state.builds(D))
    # a green entrance inside P2 does not block a green stall there: only stall cells count
    assert any(b[:2] == ("main", "green") and PARCEL[b[3]] == 2 for b in state.builds(D))


def test_a_main_stall_may_not_cut_a_customer_off():
    state = start()
    # a pocket at the north-west corner: the red customer on (1,0)
    state.stalls.append({"owner": B, "colour": "white", "entrance": cell(3, 0),
                         "tiles": [cell(2, 0)]})
    state.changed()
    state.touch()
    assert not has_build(state, D, "main", "yellow", (1, 1))          # would enclose (1,0)
    state.customers["red"], state.customers["purple"] = None, cell(7, 0)
    state.changed()
    state.touch()
    assert has_build(state, D, "main", "yellow", (1, 1))


def test_a_seat_places_each_colour_only_once():
    state = start()
    assert not any(b[0] == "main" and b[1] in ("purple", "red", "green") for b in state.builds(A))


# ---- tents (§4.3.3) ---------------------------------------------------------------------------------
def test_tent_must_touch_the_own_stall():
    state = start()
    assert has_build(state, A, "expand", "red", (4, 11))
    assert not has_build(state, A, "expand", "red", (5, 11))


def test_tents_join_other_colours_but_not_the_same_colour():
    state = start()
    assert has_build(state, C, "expand", "red", (7, 10))                 # touches D's blue
    add_tent(state, A, "red", 4, 11)
    assert not has_build(state, C, "expand", "red", (5, 11))             # touches A's red tent


def test_tent_zones():
    state = start()
    assert has_build(state, A, "expand", "purple", (0, 4))
    assert not any(b[:2] == ("expand", "purple") and MARKET[b[2]] for b in state.builds(A))
    assert not any(b[0] == "expand" and b[1] != "purple" and not MARKET[b[2]]
                   for s in range(4) for b in state.builds(s))


def test_no_tents_for_a_colour_whose_supply_is_empty():
    state = start()
    state.supply["red"] = 0
    state.changed()
    state.touch()
    assert not any(b[:2] == ("expand", "red") for b in state.builds(A))


def test_neutral_stalls_never_grow():
    state = start(players=2)
    for seat in (A, B):
        for b in state.builds(seat):
            if b[0] == "expand":
                k = state.stall_of(seat, b[1])
                assert k is not None and state.stalls[k]["owner"] == seat


def test_a_tent_needs_its_permit():
    state = start()
    money(state, A, red=5)
    give(state, A, "P8-a")
    turn(state, A)
    play(state, "build", "card:P8-a")
    assert "expand" not in ids(state) or "colour:red" not in ids(state)


def test_an_unaffordable_tent_is_not_offered():
    state = start()
    money(state, A, red=1)                # size 2 costs 2: 1 red + 2 others, none held
    give(state, A, "P7-a")
    assert not any(b[:2] == ("expand", "red") and state.payable(A, b, False)
                   for b in state.builds(A))
    money(state, A, red=1, blue=2)
    assert any(b[:2] == ("expand", "red") and state.payable(A, b, False)
               for b in state.builds(A))


def test_permit_options_only_for_usable_cards_and_no_wildcard_under_three_cards():
    state = start()
    money(state, A)
    give(state, A, "P5-a", "J-N")
    turn(state, A)
    play(state, "build")
    # P5: main stalls are possible; J-N needs a coin, and A has none
    assert ids(state) == ["card:P5-a"]


# ---- relocation (§4.3.4) -------------------------------------------------------------------------
def test_only_a_blocked_unexpanded_stall_may_move():
    state = start()
    assert not any(b[0] == "relocate" for s in range(4) for b in state.builds(s))


def test_relocation_needs_a_new_place():
    state = start()
    state.stalls = [{"owner": B, "colour": "green", "entrance": cell(1, 9), "tiles": [cell(1, 8)]},
                    {"owner": C, "colour": "red", "entrance": cell(2, 8), "tiles": [cell(3, 8)]},
                    {"owner": A, "colour": "purple", "entrance": cell(1, 7),
                     "tiles": [cell(0, 7)]}]
    state.changed()
    state.touch()
    moves = [b for b in state.builds(B) if b[0] == "relocate"]
    assert moves and (cell(1, 8), cell(1, 9)) not in [(b[2], b[3]) for b in moves]


# ---- customers (§4.4) ---------------------------------------------------------------------------
def test_the_route_is_breadth_first_north_east_south_west():
    state = start()
    path = state.board.route(cell(7, 6), cell(8, 9))
    assert [cell_id(i) for i in path] == ["c07_06", "c08_06", "c08_07", "c08_08", "c08_09"]
    assert len(state.board.route(cell(1, 0), cell(2, 11))) - 1 == 12


def test_the_move_event_carries_the_route_and_the_swap():
    state = start()
    turn(state, D)
    events = play(state, "attract", "customer:blue")
    move = next(e for e in events if e.kind == "customer_move")
    assert move.data["path"][0] == "c07_06" and move.data["target"] == "c08_09"
    swap = next(e for e in events if e.kind == "customer_swap")
    assert swap.data == {"placed": "purple", "cell": "c08_09", "to_tray": "blue"}


def test_a_larger_stall_pays_its_owner_more():
    state = start()
    add_tent(state, B, "blue", 11, 10)
    add_tent(state, B, "blue", 10, 11)
    state.customers["blue"] = cell(12, 12)
    state.customers["white"] = cell(13, 11)
    state.changed()
    state.touch()
    turn(state, A)
    play(state, "attract", "customer:blue")
    assert state.money[B]["blue"] == 4 and state.money[A]["blue"] == 2


# ---- drawing (§4.5) -------------------------------------------------------------------------------
def test_one_card_only_when_only_one_can_be_drawn():
    state = start()
    state.hands[B] = state.deck + [x for x in state.display if x]
    state.deck, state.display = [], [None, None, None, None]
    state.crier_space, state.criers[C] = 0, 6
    state.criers[B] = 1
    state.hands[C] = [state.hands[B].pop()]
    state.touch()
    turn(state, C)
    assert "draw" not in ids(state)
    state.discard = [state.hands[B].pop()]
    state.touch()
    assert "draw" in ids(state)
    play(state, "draw", "deck")
    assert len(state.hands[C]) == 2 and state.turn == D


def test_the_display_is_refilled_lowest_slot_first_at_the_end_of_the_turn():
    state = start()
    turn(state, A)
    play(state, "draw", "display:2")
    assert state.display[2] is None                     # not before the second draw
    top = state.deck[-1]
    play(state, "display:0")
    assert state.display[0] == top and state.display[2] is not None


# ---- end and final stage (§4.6, §4.7, §5) -----------------------------------------------------------
def test_the_stall_guard_starts_the_final_stage():
    state = start()
    state.idle = 99
    turn(state, A)
    play(state, "draw", "deck", "deck")
    assert state.stage == "final" and state.end_reason == "stall_guard"


def test_a_main_stall_resets_the_stall_guard_but_a_relocation_does_not():
    state = start()
    state.idle = 50
    give(state, D, "P5-a")
    turn(state, D)
    play(state, "build", "card:P5-a", "main", "colour:yellow", "stall:" + c(5, 5),
         "entrance:" + c(5, 4))
    assert state.idle == 0


def test_a_final_stage_pass_is_permanent_and_a_player_who_cannot_build_must_pass():
    state = start(players=2)
    state.stage = "final"
    state.touch()
    turn(state, A)
    assert ids(state) == ["pass"]                      # no cards in hand
    play(state, "pass")
    assert state.turn == B and ids(state) == ["pass"]
    play(state, "pass")
    assert state.pending() is None


def test_all_passing_in_the_main_stage_ends_the_game():
    state = start(players=2)
    state.deck, state.discard, state.display = [], [], [None] * 4
    state.hands = [[], []]
    state.crier_space, state.criers = 0, [7, 0]
    state.stalls = [{"owner": A, "colour": "red", "entrance": cell(2, 11),
                     "tiles": [cell(3, 11)]},
                    {"owner": B, "colour": "blue", "entrance": cell(12, 11),
                     "tiles": [cell(11, 11)]}]
    state.customers.update({"red": cell(12, 11), "blue": cell(2, 11), "purple": None,
                            "green": cell(5, 5), "yellow": cell(6, 6), "white": cell(7, 7)})
    state.changed()
    state.touch()
    turn(state, A)
    # no card, nothing to draw, red and blue block each other's only entrance: nobody can act
    assert ids(state) == ["pass"]
    play(state, "pass", "pass")
    assert state.pending() is None and state.end_reason == "stuck"


def test_final_money_counts_by_value_pooled():
    state = start(players=2)
    money(state, A, red=4, blue=4)           # 8 units: 2 points
    money(state, B, white=2)
    result = state.compute_result()
    assert result.breakdown[A]["money_vp"] == 2 and result.breakdown[B]["money_vp"] == 0


# ---- variable setup (§3.3, §3.4) ------------------------------------------------------------------
def test_variable_setup_three_rounds_in_turn_order():
    state = GAME.new(3, 5, {"setup": "variable"})
    order = []
    while state.stage == "setup":
        d = state.pending()
        order.append(d.seat)
        play(state, d.ids[0])
        while state.frames:
            play(state, ids(state)[0])
    s = state.start
    assert order == [s, (s + 1) % 3, (s + 2) % 3] * 3
    assert all(sum(st["owner"] == p for st in state.stalls) == 3 for p in range(3))
    assert state.turn == state.start and state.pending().prompt == "kairo.action"


def test_variable_setup_allows_at_most_two_main_stalls_per_parcel():
    board = Board([{"owner": 0, "colour": "red", "entrance": cell(2, 3), "tiles": [cell(2, 2)]},
                   {"owner": 1, "colour": "blue", "entrance": cell(5, 3),
                    "tiles": [cell(4, 2)]}], {"red": cell(1, 0)})
    assert not any(PARCEL[s] == 1 for s, _ in board.main_spots("green", setup=True))
    assert any(PARCEL[s] == 1 for s, _ in board.main_spots("green", setup=False))


def test_two_player_variable_setup_places_six_neutral_stalls():
    state = GAME.new(2, 3, {"setup": "variable"})
    choosers = []
    while state.stage == "setup":
        d = state.pending()
        if d.prompt == "kairo.setup_neutral":
            choosers.append(d.seat)
        play(state, d.ids[0])
        while state.frames:
            play(state, ids(state)[0])
    s = state.start
    assert choosers == [s, 1 - s] * 3
    assert sorted(st["colour"] for st in state.stalls if st["owner"] == NEUTRAL) == \
        sorted(COLOURS)


# ---- views and variants (§4.9, §6) -------------------------------------------------------------------
def test_money_is_hidden_unless_open_money():
    state = GAME.new(3, 1)
    assert state.view(0)["money"][1] is None and state.view(0)["money"][0] is not None
    state = GAME.new(3, 1, {"open_money": True})
    assert state.view(0)["money"][1] == state.money[1]


def test_a_pile_draw_is_seen_whole_only_by_the_drawer():
    state = start()
    turn(state, A)
    events = play(state, "draw", "deck")
    draw = next(e for e in events if e.kind == "draw")
    assert draw.for_seat(A).data["card"] and "card" not in draw.for_seat(B).data


def test_determinize_keeps_the_own_hand_and_money():
    state = GAME.new(3, 9)
    seat = state.pending().seat
    sample = determinize(state.view(seat), seat, Rng(3))
    assert sample.hands[seat] == state.hands[seat] and sample.money[seat] == state.money[seat]
    assert sample.view(seat) == state.view(seat)


def test_an_option_outside_the_decision_is_refused():
    state = start()
    turn(state, A)
    with pytest.raises(IllegalMove):
        play(state, "build")                             # A holds no card


def test_the_quick_lane_test_agrees_with_a_full_flood_fill():
    """The cut-cell walk of `region_closing` never differs from flooding the whole board."""
    from rules.core import RandomBot
    from rules.kairo.board import Board as FreshBoard
    checked = 0
    for seed in range(3):
        state = GAME.new(4, seed)
        bots = [RandomBot(s, seed) for s in range(4)]
        for step in range(400):
            d = state.pending()
            if d is None:
                break
            if step % 40 == 0:
                board = FreshBoard(state.stalls, state.customers)
                for i in range(CELLS):
                    if not MARKET[i] or not board.free(i):
                        continue
                    reached = board.flood(blocked=i)
                    brute = all(reached[t] for t in board.terminals)   # a mask of cells
                    quick = board.region_closing(i)
                    assert (quick is not None) == brute, (seed, step, i)
                    if quick is not None:       # the same cells, give or take i itself
                        assert [quick[c] for c in range(CELLS) if c != i] == \
                            [reached[c] for c in range(CELLS) if c != i], (seed, step, i)
                    checked += 1
            state.apply(bots[d.seat].choose(state.view(d.seat), d))
    assert checked > 500


def test_the_open_region_is_a_set_of_cells_holding_every_terminal():
    """The table shades cells `not in board.region()`: a set of cell numbers, whatever the
    search keeps inside (a mask)."""
    from rules.kairo.board import Board as FreshBoard
    state = GAME.new(2, 4)
    board = FreshBoard(state.stalls, state.customers)
    region = board.region()
    assert isinstance(region, set) and all(t in region for t in board.terminals)
    assert region == {i for i in range(CELLS) if board.region_mask()[i]}
    assert all(board.walkable(i) for i in region)
