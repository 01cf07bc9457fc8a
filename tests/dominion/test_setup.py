"""Setup (§3.2) and the kingdom / first-player variants (§6.1, §6.2)."""
import pytest

from rules.core import Rng
from rules.dominion import GAME
from rules.dominion.cards import KINGDOM, RECOMMENDED, STARTING_DECK, display_order
from tests.dominion.helpers import do, ids


def test_rng_protocol_for_the_first_game():
    state = GAME.new(3, 77)
    rng = Rng(77)
    first = rng.below(3)
    assert state.first == first
    for i in range(3):
        seat = (first + i) % 3
        deck = list(STARTING_DECK)
        rng.shuffle(deck)
        # element 0 is the top: the first five are the hand (the first player's hand is
        # already in its Buy phase, its Coppers auto-played), the rest the draw pile
        if seat == first:
            assert sorted(state.hands[seat] + state.play[seat]) == sorted(deck[:5])
        else:
            assert state.hands[seat] == deck[:5]
        assert state.decks[seat] == deck[5:]
    assert state.rng.state == rng.state


def test_random_kingdom_shuffles_the_ids_then_takes_ten():
    state = GAME.new(2, 5, {"kingdom": "random"})
    rng = Rng(5)
    ids_ = list(KINGDOM)
    rng.shuffle(ids_)
    assert state.kingdom == display_order(ids_[:10])
    assert state.first == rng.below(2)


@pytest.mark.parametrize("mode", sorted(RECOMMENDED))
def test_recommended_sets(mode):
    state = GAME.new(2, 1, {"kingdom": mode})
    assert sorted(state.kingdom) == sorted(RECOMMENDED[mode])
    assert list(state.supply)[7:] == state.kingdom


def test_custom_kingdom():
    cards = ["witch", "chapel", "gardens", "thief", "spy", "feast", "library", "mine",
             "adventurer", "festival"]
    state = GAME.new(4, 1, {"kingdom": "custom", "custom_kingdom": cards})
    assert sorted(state.kingdom) == sorted(cards) and state.supply["gardens"] == 12
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"kingdom": "custom", "custom_kingdom": cards[:9]})
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"custom_kingdom": cards[:9] + ["copper"]})


def test_unknown_variant_values_are_refused():
    with pytest.raises(ValueError):
        GAME.new(2, 1, {"kingdom": "nonsense"})
    with pytest.raises(ValueError):
        GAME.new(5, 1)


def test_draft_first_player_picks_first_then_turn_order():
    state = GAME.new(3, 4, {"kingdom": "draft"})
    first = Rng(4).below(3)
    assert state.first == first and state.phase == "draft"
    assert state.supply == {} and state.view(0)["draft"]["available"] == list(KINGDOM)
    picks = ["witch", "chapel", "moat", "village", "smithy", "market", "militia", "cellar",
             "mine", "festival"]
    for i, card in enumerate(picks):
        decision = state.pending()
        assert decision.prompt == "dominion.draft" and decision.seat == (first + i) % 3
        assert f"draft:{card}" in decision.ids
        events = do(state, f"draft:{card}")
        assert f"draft:{card}" not in ids(state)
    assert sorted(state.kingdom) == sorted(picks)
    assert "kingdom" in [e.kind for e in events]
    assert state.current == first and state.turns[first] == 1
    assert len(state.supply) == 17 and not GAME.invariants(state)


def test_draft_uses_no_generator_draws():
    a = GAME.new(2, 9, {"kingdom": "draft"})
    before = a.rng.state
    for card in RECOMMENDED["first_game"]:
        do(a, f"draft:{card}")
    # only the deals used the generator: same piles as a preset kingdom from that point on
    rng = Rng(0)
    rng.state = before
    for i in range(2):
        deck = list(STARTING_DECK)
        rng.shuffle(deck)
        seat = (a.first + i) % 2
        assert a.decks[seat] == deck[5:]


def test_rematch_left_of_the_winner_starts():
    for n in (2, 3, 4):
        for winner in range(1, n + 1):
            state = GAME.new(n, 3, {"previous_winners": str(winner)})
            assert state.first == winner % n          # seat after the winner (0-based)


def test_rematch_after_a_shared_win_picks_among_the_others():
    state = GAME.new(4, 8, {"previous_winners": "1,3"})
    assert state.first == [1, 3][Rng(8).below(2)]
    state = GAME.new(2, 8, {"previous_winners": "1,2"})
    assert state.first == Rng(8).below(2)
    with pytest.raises(ValueError):
        GAME.new(2, 8, {"previous_winners": "3"})


def test_same_seed_same_game_different_seeds_differ():
    assert GAME.new(2, 1).to_dict() == GAME.new(2, 1).to_dict()
    assert len({str(GAME.new(2, s).to_dict()["data"]["decks"]) for s in range(10)}) > 1


def test_opening_events():
    state = GAME.new(3, 12)
    events = state.opening_events()
    kinds = [e.kind for e in events]
    assert kinds[:5] == ["first_player", "kingdom", "draw", "draw", "draw"]
    assert events[0].data == {"seat": state.first}
    assert events[1].data["cards"] == state.kingdom
    deals = events[2:5]
    assert [e.data["seat"] for e in deals] == [(state.first + i) % 3 for i in range(3)]
    for e in deals:
        assert e.visible_to == (e.data["seat"],) and "cards" not in e.for_seat(
            (e.data["seat"] + 1) % 3).data
    assert kinds[5] == "turn"
    draft = GAME.new(2, 12, {"kingdom": "draft"})
    assert [e.kind for e in draft.opening_events()] == ["first_player"]
