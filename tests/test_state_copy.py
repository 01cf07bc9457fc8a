"""`State.copy()` is independent of its original in every game: whatever happens to a copy (it
plays on to the end, or every list and dict in it is changed by hand), the original's views,
history and save stay exactly as they were, and the copy behaves as the original would."""
import json

import pytest

from rules.core import RandomBot
from tests.games import ALL

CASES = [(g.id, n) for g in ALL for n in sorted({g.min_players, g.max_players})]


def _game(gid):
    from tests.games import BY_ID
    return BY_ID[gid]


def _mid_game(game, players: int, seed: int = 4):
    """A state about half way through a random game (a position with history and open frames
    as a search copies it)."""
    full = game.new(players, seed)
    bots = [RandomBot(s, seed) for s in range(players)]
    while (decision := full.pending()) is not None:
        full.apply(bots[decision.seat].choose(full.view(decision.seat), decision))
    state = game.new(players, seed)
    for _seat, option_id in full.history[:len(full.history) // 2]:
        state.apply(option_id)
    return state


def _snapshot(state) -> str:
    """Everything a reader can get from a state: its save and every seat's view."""
    return json.dumps({"save": state.to_dict(), "history": state.history,
                       "views": [state.view(s) for s in range(state.num_players)]},
                      sort_keys=True)


def _vandalise(value) -> None:
    """Change every list and dict inside `value` in place (a shared one would show in the
    original)."""
    if isinstance(value, list):
        for item in value:
            _vandalise(item)
        value.append("vandal")
    elif isinstance(value, dict):
        for item in value.values():
            _vandalise(item)
        value["vandal"] = "vandal"


@pytest.mark.parametrize("gid,players", CASES)
def test_playing_a_copy_on_leaves_the_original_unchanged(gid, players):
    game = _game(gid)
    state = _mid_game(game, players)
    before = _snapshot(state)
    twin = state.copy()
    assert _snapshot(twin) == before          # a copy starts as the same position
    bots = [RandomBot(s, 9) for s in range(players)]
    played = 0
    while (decision := twin.pending()) is not None:
        twin.apply(bots[decision.seat].choose(twin.view(decision.seat), decision))
        played += 1
    assert played > 0
    assert _snapshot(state) == before
    # and the original still plays on exactly as the copy did (nothing it relies on moved)
    for _seat, option_id in twin.history[state.steps:]:
        state.apply(option_id)
    assert state.to_dict() == twin.to_dict()


@pytest.mark.parametrize("gid,players", CASES)
def test_changing_every_container_of_a_copy_leaves_the_original_unchanged(gid, players):
    game = _game(gid)
    state = _mid_game(game, players)
    before = _snapshot(state)
    twin = state.copy()
    for key, value in vars(twin).items():
        # the history's [seat, option] entries are shared on purpose (never changed once
        # appended): the list holding them is the copy's own
        if key == "history":
            value.append([0, "vandal"])
        elif not key.startswith("_"):
            _vandalise(value)
    twin.rng.next64()
    twin.steps += 1
    assert _snapshot(state) == before
