"""Builders for hand-made Hermagor positions (the worked examples of spec section 9)."""
from __future__ import annotations

from rules.hermagor import GAME
from rules.hermagor import data as D
from tests.games import simple_positions

RED, BLUE, YELLOW, GREEN, WHITE = D.COLOURS


def new(n: int, seed: int = 0, **variants):
    return GAME.new(n, seed, variants or None)


def positions(players=2, seed=1, every=5, **variants):
    """States met along a game of `simple` bots, every `every` decisions."""
    return simple_positions(GAME, players, seed, every, **variants)


def round_two_market(evaluate, seed: int = 8):
    """The start of round 2's market in a 2-player game of `simple` bots; on the way there
    `evaluate` (a playout judge) must wait: None at every action step."""
    for state in positions(2, seed=seed, every=1):
        if state.stage == "actions":
            assert evaluate(state) is None
        if state.stage == "buyers" and state.cursor == 0 and state.round == 2:
            return state
    raise AssertionError("no round start met")


def check(state) -> None:
    problems = GAME.invariants(state)
    assert not problems, problems


def place_tiles(state, stalls: dict | None = None, held: dict | None = None) -> None:
    """Put exactly these tiles on stalls / in hands; every other tile in play goes to the bag."""
    stalls = stalls or {}
    held = held or {}
    for s in D.STALLS:
        state.stalls[s] = None
    for s, t in stalls.items():
        state.stalls[s] = t
    state.held = [list(held.get(seat, [])) for seat in range(state.num_players)]
    used = set(stalls.values())
    for tiles in held.values():
        used.update(tiles)
    state.bag = [t for t in D.tiles_in_play(state.num_players) if t not in used]
    state.touch()


def put_post(state, colour: str, *villages: str) -> None:
    """Posts straight from a colour's supply onto villages (no sale, no region check)."""
    for v in villages:
        assert colour not in state.posts[v]
        state.posts[v].append(colour)
        if colour == state.neutral:
            state.neutral_supply -= 1
        else:
            state.supply[state.seat_of(colour)] -= 1
    state.touch()


def put_disc(state, colour: str, good: str | None, slot: int) -> None:
    """A disc straight onto a production slot (good) or the nobility track (good None)."""
    if good is None:
        state.nobility[slot] = colour
    else:
        state.rows[good][slot] = colour
    if colour == state.neutral:
        state.neutral_discs -= 1
    else:
        state.discs[state.seat_of(colour)] -= 1
    state.touch()


def selling(state, seat: int, hand: int | list = 3, held: dict | None = None,
            merchant: dict | None = None, money: dict | None = None) -> None:
    """Put the game in phase 3 with `seat` to act; hands refilled from the supplies."""
    n = state.num_players
    hands = hand if isinstance(hand, list) else [hand] * n
    for s in range(n):
        state.supply[s] += state.hand[s] - hands[s]
        state.hand[s] = hands[s]
    state.buyers = {}
    state.buyers_left = [0] * n
    state.neutral_buyers = [0] * n
    state.frames = []
    state.enclosures = []
    state.stage = "actions"
    state.turn = seat
    state.own_done = state.neutral_done = False
    if held is not None:
        wanted = {t for tiles in held.values() for t in tiles}
        place_tiles(state, {s: t for s, t in state.stalls.items()
                            if t is not None and t not in wanted}, held)
    for s, loc in (merchant or {}).items():
        state.merchant[s] = loc
    for s, m in (money or {}).items():
        state.money[s] = m
    state.touch()


def buying(state, seat: int | None = None, stalls: dict | None = None) -> None:
    """Phase 1 of the current round, first buyer decision (of `seat`, default start player)."""
    n = state.num_players
    if seat is not None:
        state.start = seat
    state.buyers = {}
    state.buyers_left = [4] * n
    state.frames = []
    state.stage = "buyers"
    state.cursor = 0
    state.own_done = state.neutral_done = False
    if stalls is not None:
        place_tiles(state, stalls, {s: t for s, t in enumerate(state.held)})
    state.touch()


def ids(state) -> list:
    return [o.id for o in state.pending().options]


def option(state, option_id: str):
    found = state.pending().find(option_id)
    assert found is not None, f"{option_id} not in {ids(state)}"
    return found


def kinds(events) -> list:
    return [e.kind for e in events]


def of_kind(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def money_deltas(events, seat: int) -> list:
    return [e.data["delta"] for e in events if e.kind == "money" and e.data["seat"] == seat]


def red_closes_the_temple_region(seed: int):
    """A 3-player game where red (seat 0) sells G12 (blessing + corn) at Southbarrow with posts
    at Westford and Larkby: corn closes R03 (temple). Returns (state, the sale's events)."""
    state = new(3, seed)
    selling(state, 0, held={0: ["G12"]}, merchant={0: "larkby"})
    put_post(state, state.colours[0], "westford", "larkby")
    return state, state.apply("move_sell:southbarrow")
