"""Random full games through every registered game: the contract holds at every step."""
import json
import os
import random

import pytest

from rules.core import Decision, RandomBot
from tests.games import ALL, seat_counts

SEEDS = int(os.environ.get("GAMESHELF_SEEDS", "20"))
# A random game of Itchy Feet takes about 3,300 decisions (the mean over its seat counts; Kairo's
# 480, the others' 150-310), and it has five seat counts: 20 seeds each took two thirds of this
# file's time (200 of 296 s). Six seeds each still check about 100,000 decisions, three times
# as many as any other game's 20.
# GAMESHELF_SEEDS=N plays N seeds of every game.
LONG_GAME_SEEDS = {} if "GAMESHELF_SEEDS" in os.environ else {"itchy_feet": 6}
CASES = [(g.id, n, seed) for g in ALL for n in seat_counts(g)
         for seed in range(LONG_GAME_SEEDS.get(g.id, SEEDS))]


def _game(gid):
    from tests.games import BY_ID
    return BY_ID[gid]


_ENCODE = json.JSONEncoder(allow_nan=False).encode     # made once: it is asked a million times


def _json_safe(value, where):
    try:
        text = _ENCODE(value)
    except (TypeError, ValueError) as exc:
        pytest.fail(f"{where} is not JSON-safe: {exc}")
    assert json.loads(text) == value, f"{where} changes through JSON (tuples or int keys?)"


@pytest.mark.parametrize("gid,players,seed", CASES)
def test_random_game_keeps_the_contract(gid, players, seed):
    game = _game(gid)
    state = game.new(players, seed)
    bots = [RandomBot(seat, seed) for seat in range(players)]
    limit = game.max_decisions(players)
    twin = None
    next_check = 1
    for step in range(limit + 1):
        decision = state.pending()
        if decision is None:
            break
        assert step < limit, f"{gid} with {players} players, seed {seed}: no end in {limit}"
        assert isinstance(decision, Decision)
        assert 0 <= decision.seat < players
        assert decision.options, f"empty decision {decision.prompt}"
        ids = [o.id for o in decision.options]
        assert len(ids) == len(set(ids)), f"duplicate option ids in {decision.prompt}: {ids}"
        _json_safe([o.to_dict() for o in decision.options], "options")
        _json_safe(decision.info, "decision info")
        if step == next_check:
            # to_dict -> JSON text -> load; both copies then continue in lock-step.
            twin = game.load(json.loads(json.dumps(state.to_dict())))
            assert twin.to_dict() == state.to_dict()
            next_check *= 2
        views = [state.view(seat) for seat in range(players)]
        for seat, view in enumerate(views):
            _json_safe(view, f"view({seat})")
        assert state.result() is None, "result() before the game is over"
        problems = game.invariants(state)
        assert not problems, problems
        option = bots[decision.seat].choose(views[decision.seat], decision)
        assert option in decision.options
        random.random()  # the rules must not notice the global generator
        events = state.apply(option.id)
        if twin is not None:
            twin_events = twin.apply(option.id)
            assert [e.to_dict() for e in twin_events] == [e.to_dict() for e in events]
        for event in events:
            _json_safe(event.to_dict(), f"event {event.kind}")
            for seat in range(players):
                seen = event.for_seat(seat)
                if seen is not None:
                    _json_safe(seen.to_dict(), f"event {event.kind} for seat {seat}")
    if twin is not None:
        assert twin.to_dict() == state.to_dict()
    result = state.result()
    assert result is not None
    assert len(result.scores) == players
    ranked = sorted(s for group in result.ranking for s in group)
    assert ranked == list(range(players)), f"ranking {result.ranking} is not a full ranking"
    assert all(group for group in result.ranking)
    if result.breakdown:       # the categories explain the score: they add up to it
        assert len(result.breakdown) == players
        for seat, entry in enumerate(result.breakdown):
            assert all(isinstance(v, (int, float)) and not isinstance(v, bool)
                       for v in entry.values()), f"breakdown of seat {seat} holds non-points"
            assert sum(entry.values()) == result.scores[seat], \
                f"seat {seat}: {entry} does not add up to {result.scores[seat]}"
    if result.details:
        assert len(result.details) == players
        for entry in result.details:
            assert all(isinstance(v, (int, float, str)) for v in entry.values())
    _json_safe(result.to_dict(), "result")
    assert state.view(0)["result"] == result.to_dict()
