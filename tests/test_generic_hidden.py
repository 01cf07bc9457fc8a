"""A seat's view never carries another seat's secret (each game declares its secret zones).

Sentinels are planted in every secret zone of a mid-game state; no other seat's view, and no
event redacted for another seat, may contain them.
"""
import json

import pytest

from rules.core import RandomBot
from tests.games import ALL

SENTINEL_STR = "zz-secret-{}"
SENTINEL_INT = 987_650_000


def _plant(value, counter):
    if isinstance(value, list):
        return [_plant(v, counter) for v in value]
    if isinstance(value, dict):
        return {k: _plant(v, counter) for k, v in value.items()}
    counter[0] += 1
    if isinstance(value, bool) or value is None:
        return value
    if isinstance(value, int):
        return SENTINEL_INT + counter[0]
    return SENTINEL_STR.format(counter[0])


def _resolve(state, path):
    obj = getattr(state, path[0])
    for key in path[1:-1]:
        obj = obj[key]
    return obj


def _mid_game_states(game, players, seed, count=6):
    state = game.new(players, seed)
    bots = [RandomBot(s, seed) for s in range(players)]
    out, step = [], 0
    while (d := state.pending()) is not None:
        if step in (0, 1, 3, 7, 15, 31, 63, 127, 255):
            out.append(state.clone())
        state.apply(bots[d.seat].choose(state.view(d.seat), d))
        step += 1
    return out[:count]


def _contains_sentinel(text, planted):
    return any(token in text for token in planted)


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_views_carry_no_other_seats_secret(game):
    for players in (game.min_players, game.max_players):
        for state in _mid_game_states(game, players, seed=3):
            for owner, path in game.secret_zones(state):
                probe = state.clone()
                if len(path) == 1:
                    container, key = probe, path[0]
                    original = getattr(probe, key)
                else:
                    container, key = _resolve(probe, path), path[-1]
                    original = container[key]
                counter = [0]
                planted_value = _plant(original, counter)
                if counter[0] == 0:
                    continue
                if len(path) == 1:
                    setattr(probe, key, planted_value)
                else:
                    container[key] = planted_value
                tokens = {SENTINEL_STR.format(i) for i in range(1, counter[0] + 1)}
                tokens |= {str(SENTINEL_INT + i) for i in range(1, counter[0] + 1)}
                for seat in range(players):
                    if seat == owner:
                        continue
                    text = json.dumps(probe.view(seat))
                    assert not _contains_sentinel(text, tokens), (
                        f"{game.id}: view({seat}) shows {path} of seat {owner}")


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_events_for_other_seats_are_redacted(game):
    """An event limited to some seats is either hidden or stripped of its secret keys."""
    players = game.max_players
    state = game.new(players, 4)
    bots = [RandomBot(s, 4) for s in range(players)]
    while (d := state.pending()) is not None:
        for event in state.apply(bots[d.seat].choose(state.view(d.seat), d)):
            if event.visible_to is None:
                continue
            for seat in range(players):
                seen = event.for_seat(seat)
                if seat in event.visible_to:
                    assert seen is event
                elif seen is not None:
                    assert not set(event.secret) & set(seen.data)
