"""The data tables of spec §8: counts, deeds, rents, slots."""
import pytest

from rules.hotel_tycoon import data
from rules.hotel_tycoon.data import HOTELS, PLOTS, SLOTS, SQUARES


def test_track_square_types_and_counts():
    kinds = [SQUARES[n][0] for n in range(1, 32)]
    assert kinds.count("purchase") == 12 and kinds.count("permit") == 13
    assert kinds.count("free_build") == 2 and kinds.count("free_entrance") == 3
    assert kinds.count("blank") == 1 and SQUARES[1][0] == "blank"
    assert [n for n in SQUARES if SQUARES[n][0] == "free_entrance"] == [7, 19, 30]
    assert [n for n in SQUARES if SQUARES[n][0] == "free_build"] == [11, 25]


def test_hotels_in_seed_order_with_the_seed_building_counts():
    assert PLOTS == ("ARTIKA", "REINE", "DRAGON", "ZEBRA", "REEF", "UPTOWN", "COCONUT",
                     "ALKALIF")
    assert [HOTELS[p]["number"] for p in PLOTS] == list(range(1, 9))
    assert [HOTELS[p]["buildings"] for p in PLOTS] == [4, 5, 3, 3, 1, 4, 5, 3]
    assert sum(HOTELS[p]["buildings"] for p in PLOTS) == 28


@pytest.mark.parametrize("plot,invest", [("ARTIKA", 15300), ("REINE", 17900), ("DRAGON", 6500),
                                         ("ZEBRA", 9000), ("REEF", 2550), ("UPTOWN", 20500),
                                         ("COCONUT", 17000), ("ALKALIF", 6400)])
def test_deeds_buy_out_at_half_price_and_full_investment(plot, invest):
    deed = HOTELS[plot]
    assert deed["buyout"] * 2 == deed["land"]
    assert deed["land"] + data.built_value(plot, data.pieces(plot)) == invest
    assert len(deed["pieces"]) == deed["buildings"] + 1
    for piece in deed["pieces"]:
        assert piece["cost"] % 50 == 0 and piece["rate"] % 50 == 0


def test_equal_stars_within_a_hotel_carry_equal_rates():
    for plot in PLOTS:
        by_stars = {}
        for piece in HOTELS[plot]["pieces"]:
            by_stars.setdefault(piece["stars"], set()).add(piece["rate"])
        assert all(len(rates) == 1 for rates in by_stars.values()), plot


def test_entrance_slots_match_the_plot_borders():
    assert len(SLOTS) == 51
    for slot_id, slot in SLOTS.items():
        assert slot["plot"] in data.plots_of_square(slot["square"]), slot_id
        assert slot["entrance_allowed"]
    for number in range(1, 32):
        for plot in data.plots_of_square(number):
            assert data.slot_id(number, plot) in SLOTS
    carrying = {slot["square"] for slot in SLOTS.values()}
    assert len(carrying) == 29 and 1 not in carrying and 8 not in carrying
    counts = {p: len(data.SLOTS_OF[p]) for p in PLOTS}
    assert counts == {"ARTIKA": 10, "REINE": 9, "DRAGON": 6, "ZEBRA": 5, "REEF": 4,
                      "UPTOWN": 7, "COCONUT": 5, "ALKALIF": 5}


def test_purchase_reach():
    reach = {p: [n for n in SQUARES if SQUARES[n][0] == "purchase"
                 and p in data.plots_of_square(n)] for p in PLOTS}
    assert reach == {"REEF": [3, 5], "DRAGON": [3, 5], "REINE": [9, 10, 22, 24, 29],
                     "UPTOWN": [10, 12, 14, 16], "ARTIKA": [12, 14, 16, 18, 21],
                     "COCONUT": [18, 21], "ALKALIF": [22, 24], "ZEBRA": [29]}


def test_movement_targets():
    assert data.target(0, 4) == 4
    assert data.target(29, 5) == 3
    assert data.target(31, 1) == 1
