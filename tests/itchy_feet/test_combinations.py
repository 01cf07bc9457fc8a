"""Every combination of the five extensions (with the table rules varied alongside): random and
simple games keep the invariants, round-trip through saves, and never show a seat a card it
may not know."""
import json
from itertools import product

import pytest

from rules.core import RandomBot, Rng
from rules.core.simulate import play as simulate_one
from rules.itchy_feet import EXTENSIONS, GAME
from rules.itchy_feet.cards import ORD

COMBOS = [dict(zip(EXTENSIONS, bits)) for bits in product((False, True), repeat=5)]


def variants_for(index):
    combo = COMBOS[index]
    return {**combo, "travel_is_free_move": index % 2 == 1,
            "max_offers_per_turn": 1 + index % 5, "safety_cap_rounds": 25}


def cards_in(value, found):
    if isinstance(value, dict):
        for v in value.values():
            cards_in(v, found)
    elif isinstance(value, list):
        for v in value:
            cards_in(v, found)
    elif isinstance(value, str) and value in ORD:
        found.add(value)
    return found


def allowed_cards(state, seat):
    """Cards `seat` may see named: its hand, the public piles, what it knows, the open offer,
    the Civil Unrest card, the Guide's look of its own frame, events still to resolve."""
    ok = set(state.hands[seat]) | set(state.discard) | {"EV-UNREST"}
    for row in state.known[seat]:
        ok |= set(row)
    if state.offer:
        ok |= set(state.offer["give"])
    if state.frames and state.frames[-1].get("seat") == seat:
        ok |= set(state.frames[-1].get("ctx", {}).get("look", []))
    ok |= {t[1] for t in state.tasks if t[0] == "event_end"}
    if str(seat) in state.mixup:
        ok.add(state.mixup[str(seat)])
    return ok


@pytest.mark.parametrize("index", range(len(COMBOS)))
def test_random_game_with_every_extension_combination(index):
    players = 2 + index % 5
    state = GAME.new(players, index, variants_for(index))
    bots = [RandomBot(s, index) for s in range(players)]
    step = 0
    while (decision := state.pending()) is not None:
        assert not GAME.invariants(state), GAME.invariants(state)
        if step % 41 == 0:
            again = GAME.load(json.loads(json.dumps(state.to_dict())))
            assert again.to_dict() == state.to_dict()
            for seat in range(players):
                seen = cards_in(state.view(seat), set())
                assert seen <= allowed_cards(state, seat), (seat, seen - allowed_cards(state, seat))
            view = state.view(decision.seat)
            sample = GAME.determinize(view, decision.seat, Rng(step))
            assert sample.view(decision.seat) == view
            assert not GAME.invariants(sample), GAME.invariants(sample)
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
        step += 1
        assert step < GAME.max_decisions(players)
    assert state.result() is not None


@pytest.mark.parametrize("index", range(0, len(COMBOS), 3))
def test_simple_bots_finish_with_every_extension_combination(index):
    players = 2 + index % 5
    done = simulate_one(GAME, players, 50 + index, ["simple"] * players, variants_for(index))
    assert not GAME.invariants(done.state)
    assert done.state.result().ranking
