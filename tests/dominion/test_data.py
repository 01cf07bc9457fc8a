"""The data tables (§2, §3.1, §8.1-8.4)."""
from rules.dominion import GAME, VARIANTS
from rules.dominion.cards import (ACTIONS, ATTACKS, BASIC, BASIC_ZONES, CARDS, COST, HU,
                                  KINGDOM, NAME, ORDER, PLUS, RECOMMENDED, REACTIONS, TEXT,
                                  TREASURES, VALUE, VICTORIES, VP, card_info, display_order,
                                  pile_size, supply_for)


def test_thirty_two_cards_with_the_spec_ids():
    assert len(CARDS) == 32 and len(KINGDOM) == 25 and len(BASIC) == 7
    assert [ORDER[c] for c in BASIC] == list(range(7))
    assert [ORDER[c] for c in KINGDOM] == list(range(10, 35))
    assert KINGDOM == tuple(sorted(KINGDOM, key=ORDER.get))
    assert set(TEXT) == set(CARDS) == set(HU) == set(NAME)


def test_costs():
    expect = {"copper": 0, "silver": 3, "gold": 6, "estate": 2, "duchy": 5, "province": 8,
              "curse": 0, "cellar": 2, "chapel": 2, "moat": 2, "chancellor": 3, "village": 3,
              "woodcutter": 3, "workshop": 3, "bureaucrat": 4, "feast": 4, "gardens": 4,
              "militia": 4, "moneylender": 4, "remodel": 4, "smithy": 4, "spy": 4, "thief": 4,
              "throne_room": 4, "council_room": 5, "festival": 5, "laboratory": 5,
              "library": 5, "market": 5, "mine": 5, "witch": 5, "adventurer": 6}
    assert COST == expect


def test_types_values_and_points():
    assert TREASURES == {"copper", "silver", "gold"}
    assert VALUE == {"copper": 1, "silver": 2, "gold": 3}
    assert VICTORIES == {"estate", "duchy", "province", "gardens"}
    assert VP == {"estate": 1, "duchy": 3, "province": 6, "curse": -1}
    assert ATTACKS == {"bureaucrat", "militia", "spy", "thief", "witch"}
    assert REACTIONS == {"moat"}
    assert ACTIONS == set(KINGDOM) - {"gardens"}


def test_vanilla_bonuses_cards_actions_buys_coins():
    assert PLUS == {"cellar": (0, 1, 0, 0), "moat": (2, 0, 0, 0), "chancellor": (0, 0, 0, 2),
                    "village": (1, 2, 0, 0), "woodcutter": (0, 0, 1, 2),
                    "militia": (0, 0, 0, 2), "smithy": (3, 0, 0, 0), "spy": (1, 1, 0, 0),
                    "council_room": (4, 0, 1, 0), "festival": (0, 2, 1, 2),
                    "laboratory": (2, 1, 0, 0), "market": (1, 1, 1, 1), "witch": (2, 0, 0, 0)}


def test_pile_sizes_per_player_count():
    for n in (2, 3, 4):
        assert pile_size("copper", n) == 60 - 7 * n
        assert pile_size("silver", n) == 40 and pile_size("gold", n) == 30
        assert pile_size("curse", n) == {2: 10, 3: 20, 4: 30}[n]
        for v in ("estate", "duchy", "province", "gardens"):
            assert pile_size(v, n) == (8 if n == 2 else 12)
        assert all(pile_size(c, n) == 10 for c in KINGDOM if c != "gardens")


def test_recommended_kingdoms():
    assert set(RECOMMENDED) == {"first_game", "big_money", "interaction", "size_distortion",
                                "village_square"}
    for cards in RECOMMENDED.values():
        assert len(set(cards)) == 10 and set(cards) <= set(KINGDOM)
    assert RECOMMENDED["first_game"] == ["cellar", "market", "militia", "mine", "moat",
                                         "remodel", "smithy", "village", "woodcutter",
                                         "workshop"]


def test_supply_display_order():
    supply = supply_for(RECOMMENDED["first_game"], 2)
    assert list(supply)[:7] == ["province", "duchy", "estate", "curse", "gold", "silver",
                                "copper"]
    assert list(supply)[7:] == ["cellar", "moat", "village", "woodcutter", "workshop",
                                "militia", "remodel", "smithy", "market", "mine"]
    assert display_order(["witch", "adventurer", "chapel"]) == ["chapel", "witch", "adventurer"]
    assert BASIC_ZONES["province"] == "pile_province"


def test_card_info_is_json_ready():
    info = card_info("gardens")
    assert info["name"] == "Gardens" and info["hu"] == "Park" and info["cost"] == 4
    assert card_info("moat")["types"] == ["Action", "Reaction"]


def test_variants_listed_with_defaults():
    defaults = GAME.default_variants()
    assert defaults["kingdom"] == "first_game"
    assert defaults["auto_treasures"] is True and defaults["vp_counter"] is True
    assert defaults["turn_cap"] is True and defaults["second_edition"] is False
    assert defaults["previous_winners"] == "none"
    assert set(VARIANTS["kingdom"][0]) == {"first_game", "big_money", "interaction",
                                           "size_distortion", "village_square", "random",
                                           "draft", "custom"}
