"""Gardens: 1 VP per full 10 cards owned at game end; pile 8 / 12 / 12."""
from rules.dominion import GAME
from rules.dominion.state import vp_of
from tests.dominion.helpers import kingdom_with, position, run

K = kingdom_with("gardens")


def test_pile_sizes():
    for n, size in ((2, 8), (3, 12), (4, 12)):
        assert GAME.new(n, 0, {"kingdom": "custom", "custom_kingdom": K}).supply["gardens"] == size


def test_floor_of_cards_over_ten_per_gardens():
    assert vp_of({"gardens": 1, "copper": 8}) == 0
    assert vp_of({"gardens": 1, "copper": 9}) == 1
    assert vp_of({"gardens": 3, "copper": 26, "curse": 1}) == 3 * 3 - 1
    assert vp_of({"gardens": 2, "copper": 57, "estate": 1}) == 2 * 6 + 1


def test_counts_cards_in_every_zone():
    state = position(2, kingdom=K, hands={0: ["gardens", "copper"]},
                     decks={0: ["copper"] * 4}, discards={0: ["estate"] * 2},
                     play={0: ["copper"] * 2})
    assert state.scores()[0] == 1 + 2


def test_gardens_cannot_be_played():
    state = position(2, kingdom=K, hands={0: ["gardens", "copper"]})
    # a Victory card is no Action: with no Action in hand the Action phase ends by itself
    run(state)
    assert state.pending().prompt == "dominion.buy" and state.hands[0] == ["gardens"]
