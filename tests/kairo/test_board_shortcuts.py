"""The board's shortcuts against plain, from-scratch answers on many boards of random games:
lanes shared between boards (rules/kairo/lanes.py), their remembered walking distances, open
spots found parcel by parcel, and the yes/no questions the base decision asks instead of listing
every build, attraction or draw."""
from collections import deque

import pytest

from rules.kairo import GAME
from rules.kairo.board import Board
from rules.kairo.data import (CARDS, CELLS, COLOURS, MARKET, NEIGHBOURS, PARCEL, PARCELS,
                              PURPLE, cell, is_joker)
from rules.kairo.lanes import Lanes
from tests.games import simple_positions


def all_positions():
    """States met in games of random bots (variable setup on odd seeds, so boards of the
    set-up are met too)."""
    for players in (2, 3, 4):
        for seed in range(2):
            yield from simple_positions(GAME, players, seed, 25, bot="random",
                                        setup="variable" if seed % 2 else "predefined")


def walk_distances(board: Board, start: int) -> dict:
    """Every walkable cell's distance from `start`, the plain way."""
    dist = {start: 0}
    todo = deque([start])
    while todo:
        c = todo.popleft()
        for n in NEIGHBOURS[c]:
            if board.walkable(n) and n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def spots_by_flooding(board: Board) -> list:
    """§4.3.2's colour-blind stall spots with a full flood per candidate cell (of a board whose
    lanes hold, as every board in play)."""
    assert board.lanes_hold()
    out = []
    for s in range(CELLS):
        if not board.free(s) or any(board.tile[n] >= 0 for n in NEIGHBOURS[s]):
            continue
        reached = board.flood(blocked=s) if MARKET[s] else board.flood()
        if not all(reached[t] for t in board.terminals):
            continue
        doors = [e for e in NEIGHBOURS[s] if MARKET[e] and board.free(e) and reached[e]]
        if doors:
            out.append((s, doors))
    return out


@pytest.fixture(scope="module")
def states():
    return [state.copy() for state in all_positions()]


def test_shared_lanes_agree_with_a_flood_of_each_board(states):
    for state in states:
        board = Board(state.stalls, state.customers)
        assert bytes(board.region_mask()) == bytes(board.flood())
        assert isinstance(board.region_mask(), bytes)      # shared: it cannot be changed
        assert board.lanes() is Board(state.stalls, state.customers).lanes()


def test_a_moved_customer_keeps_the_lanes_and_the_answers_follow_the_customers(states):
    """Boards that differ only by customers share one lane analysis; what depends on the
    customers (terminals cut off, distances) is still each board's own."""
    checked = 0
    for state in states[::3]:
        board = Board(state.stalls, state.customers)
        for colour, at in state.customers.items():
            if at is None:
                continue
            free = [i for i in range(CELLS) if board.region_mask()[i] and board.free(i)]
            moved = dict(state.customers, **{colour: free[len(free) // 2]})
            other = Board(state.stalls, moved)
            if other.terminals[0] != board.terminals[0]:
                continue
            assert other.lanes() is board.lanes()
            for i in range(CELLS):
                if not MARKET[i] or not other.free(i):
                    continue
                reached = other.flood(blocked=i)
                quick = other.region_closing(i)
                assert (quick is not None) == all(reached[t] for t in other.terminals)
                checked += 1
            break
    assert checked > 1000


def test_remembered_distances_are_those_of_a_plain_walk(states):
    for state in states:
        board = Board(state.stalls, state.customers)
        doors = [st["entrance"] for st in state.stalls]
        for colour, at in state.customers.items():
            if at is None:
                continue
            dist = walk_distances(board, at)
            expected = sorted((e, dist[e]) for e in doors if e in dist)
            for _ in range(2):                      # worked out, then remembered
                found = board.distances(at, doors)
                assert sorted(found) == expected
                found.append((-1, -1))              # a caller's list is its own


def test_a_fresh_lanes_walk_finds_the_same_cut_cells(states):
    for state in states[::4]:
        board = Board(state.stalls, state.customers)
        fresh = Lanes(board.walk, board.terminals[0])
        assert (fresh.order, fresh.cuts, fresh.region) == \
            (board.lanes().order, board.lanes().cuts, board.lanes().region)


def test_open_spots_parcel_by_parcel_are_those_of_a_flood_per_cell(states):
    for state in states:
        board = Board(state.stalls, state.customers)
        for p in (5, 1, 9):                         # asked before the whole list
            assert board.spots_in(p) == [s for s in spots_by_flooding(board) if PARCEL[s[0]] == p]
        assert board.open_spots() == spots_by_flooding(board)


def test_main_builds_per_parcel_and_the_yes_no_question_agree_with_the_spots(states):
    for state in states:
        board = Board(state.stalls, state.customers)
        for colour in COLOURS:
            fresh = Board(state.stalls, state.customers)   # the short question first
            spots = board.main_spots(colour)
            assert fresh.has_main_spot(colour) == bool(spots)
            assert board.main_builds(colour) == [("main", colour, s, e, 1) for s, e in spots]
            for p in PARCELS:
                assert board.main_builds(colour, p) == \
                    [("main", colour, s, e, 1) for s, e in spots if PARCEL[s] == p]
            if colour == PURPLE:
                assert all(not MARKET[s] for s, _ in spots)


def test_the_base_decisions_yes_no_questions_agree_with_the_full_lists(states):
    for state in states:
        board = state.board
        for colour in COLOURS:
            assert board.can_attract(colour) == bool(board.tiers(colour))
        assert state.can_draw() == bool(state.draw_sources(state.turn, []))
        for seat in range(state.num_players):
            assert state.can_build_anywhere(seat) == bool(state.permitted(seat, ["a", "b", "c"]))
            builds = state.builds(seat)
            for card in ("P1-a", "P5-b", "P9-c", "J-N", "J-E"):
                allowed = [b for p in CARDS[card] for b in builds       # parcel by parcel
                           if PARCEL[b[2]] == p and state.payable(seat, b, is_joker(card))]
                assert state.permitted(seat, card) == allowed, (seat, card)


def test_a_broken_board_still_answers_by_walking():
    """With a customer walled in (never in play, but the table may ask), can_attract walks."""
    stalls = [{"owner": 0, "colour": "red", "entrance": cell(2, 1), "tiles": [cell(1, 1)]},
              {"owner": 1, "colour": "blue", "entrance": cell(5, 5), "tiles": [cell(6, 5)]}]
    walls = [{"owner": 2, "colour": c, "entrance": cell(9, 9), "tiles": [cell(x, y)]}
             for c, (x, y) in zip(("green", "yellow"), ((1, 2), (2, 0)))]
    customers = {c: None for c in COLOURS}
    customers["red"] = cell(1, 0)                    # a corner, walled in by two tiles
    customers["blue"] = cell(7, 7)
    board = Board(stalls + walls, customers)
    assert not board.lanes_hold()
    for colour in COLOURS:
        assert board.can_attract(colour) == bool(board.tiers(colour))
    assert not board.can_attract("red") and board.can_attract("blue")
