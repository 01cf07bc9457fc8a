"""Enclosing regions (4.5): production discs, blocked rows, the nobility track."""
from rules.hermagor import data as D

from .helpers import (check, ids, kinds, new, of_kind, put_disc, put_post,
                      red_closes_the_temple_region, selling)


def _enclose_r01(state, seat, corn_price):
    """`seat` holds book; posts on eastbrook and kingsholm; sells at hollin to close R01."""
    colour = state.colours[seat]
    selling(state, seat, held={seat: ["G07"]}, merchant={seat: "hermagor"})
    put_post(state, colour, "eastbrook", "kingsholm")
    state.prices["corn"] = corn_price
    state.touch()
    return state.apply("move_sell:hollin")


def test_example_9_17_corn_row_blocked_by_the_arrow_at_price_5():
    state = new(4, 1)
    red, blue, yellow, green = state.colours
    put_disc(state, red, "corn", 0)
    put_disc(state, blue, "corn", 1)
    before = state.money[2]
    events = _enclose_r01(state, 2, corn_price=5)
    assert of_kind(events, "region_enclosed")[0].data["region"] == "R01"
    assert of_kind(events, "no_disc")[0].data["why"] == "no open production slot"
    assert state.pending().prompt == "hermagor.action" and state.pending().seat == 3
    assert state.discs[2] == 9 and state.money[2] == before + 5 - 3
    check(state)


def test_example_9_17_corn_row_at_price_6_opens_slot_1_then_0_needs_price_7():
    state = new(4, 1)
    red, blue, yellow, green = state.colours
    put_disc(state, red, "corn", 0)
    put_disc(state, blue, "corn", 1)
    _enclose_r01(state, 2, corn_price=6)
    assert ids(state) == ["place_disc:R01:cornfield", "place_disc:R01:decline"]
    before = state.money[2]
    state.apply("place_disc:R01:cornfield")
    assert state.rows["corn"] == [red, blue, yellow, None] and state.money[2] == before + 1
    assert state.row_next_slot("corn") is None            # "0" hidden at price 6
    state.prices["corn"] = 7
    assert state.row_next_slot("corn") == 3 and D.SLOT_VALUES[3] == 0


def test_example_9_17_two_players_relic_row():
    state = new(2, 2)
    red, blue = state.colours
    put_disc(state, blue, "relic", 0)
    selling(state, 0, held={0: ["G10"]}, merchant={0: "eastbrook"})
    put_post(state, red, "yewdale", "southbarrow", "quarrow")    # R08 (cemetery) but wyncombe
    state.prices["relic"] = 5
    state.touch()
    events = state.apply("move_sell:wyncombe")           # weapon
    assert of_kind(events, "no_disc")[0].data["region"] == "R08"
    # At relic 6 the second (last) 2-player slot "1" opens and pays 1; then the row is full.
    state.prices["relic"] = 6
    assert state.row_next_slot("relic") == 2
    state.rows["relic"][2] = blue
    assert state.row_next_slot("relic") is None


def test_example_9_18_full_nobility_track_or_no_disc_gives_nothing():
    state = new(4, 3)
    red, blue, yellow, green = state.colours
    owners = [red, blue, yellow, red, blue, yellow, red, blue]
    for k, owner in enumerate(owners):
        put_disc(state, owner, None, k)
    selling(state, 3, held={3: ["G15"]}, merchant={3: "juniper"})
    put_post(state, green, "nettlebed", "juniper")
    before = state.money[3]
    events = state.apply("move_sell:highcliff")          # closes R14 (nobility)
    assert [e.data["region"] for e in of_kind(events, "region_enclosed")] == ["R14"]
    assert of_kind(events, "no_disc")[0].data["why"] == "nobility track full"
    assert state.money[3] == before + 5 - 3 and state.discs[3] == 9
    # Blue with no disc left encloses R22 (dunmere, ashcombe, greywater, kestrel).
    state2 = new(4, 4)
    for good in D.GOODS:
        put_disc(state2, state2.colours[1], good, 0)
    put_disc(state2, state2.colours[1], None, 0)
    assert state2.discs[1] == 0
    selling(state2, 1, held={1: ["G15"]}, merchant={1: "greywater"})
    put_post(state2, state2.colours[1], "dunmere", "ashcombe", "greywater")
    events = state2.apply("move_sell:kestrel")
    assert [e.data["region"] for e in of_kind(events, "region_enclosed")] == ["R22"]
    assert of_kind(events, "no_disc")[0].data["why"] == "no discs left"
    assert state2.nobility[1] is None
    check(state2)


def test_nobility_discs_fill_from_the_left_on_the_most_valuable_space():
    state = new(3, 5)
    red, blue, yellow = state.colours
    selling(state, 0, held={0: ["G06"]}, merchant={0: "hollin"})
    put_post(state, red, "hollin", "brackwell")
    before = state.money[0]
    events = state.apply("move_sell:westford")           # blessing closes R04 (nobility)
    placed = of_kind(events, "nobility_placed")[0].data
    assert (placed["index"], placed["value"], placed["to"]) == (0, 9, "nobility:0")
    assert state.nobility[0] == red and state.money[0] == before + 5 - 4 + 9
    assert state.pending().prompt == "hermagor.action"   # nobility is never optional


def test_central_region_needs_only_three_posts_and_hermagor_none():
    state, events = red_closes_the_temple_region(6)
    assert [e.data["region"] for e in of_kind(events, "region_enclosed")] == ["R03"]
    assert ids(state) == ["place_disc:R03:temple", "place_disc:R03:decline"]


def test_production_disc_is_optional_and_declining_keeps_the_disc():
    state, _ = red_closes_the_temple_region(6)
    events = state.apply("place_disc:R03:decline")
    assert "disc_declined" in kinds(events) and state.discs[0] == 9
    assert state.rows["blessing"] == [None] * 4
    check(state)


def test_several_colours_each_enclose_the_same_region_with_their_own_posts():
    state = new(3, 7)
    red, blue, yellow = state.colours
    selling(state, 0, hand=[2, 2, 2], held={0: ["G06"], 1: ["G11"]},
            merchant={0: "hollin", 1: "hollin"})
    put_post(state, red, "hollin", "brackwell")
    put_post(state, blue, "hollin", "brackwell")
    state.apply("move_sell:westford")
    state.apply("move_sell:westford")
    assert state.nobility[:2] == [red, blue]
    check(state)


def test_a_region_with_buildings_and_a_flag_resolves_production_then_nobility(monkeypatch):
    monkeypatch.setitem(D.REGION_NOBILITY, "R01", True)     # no such region on this map
    state = new(3, 8)
    red = state.colours[0]
    selling(state, 0, held={0: ["G07"]})
    put_post(state, red, "eastbrook", "kingsholm")
    events = state.apply("move_sell:hollin")
    assert "nobility_placed" not in kinds(events)
    assert ids(state) == ["place_disc:R01:cornfield", "place_disc:R01:decline"]
    events = state.apply("place_disc:R01:cornfield")
    assert kinds(events).index("disc_placed") < kinds(events).index("nobility_placed")
    assert state.discs[0] == 7


def test_one_post_closing_three_regions_resolves_them_in_ascending_order():
    state = new(3, 9)
    red = state.colours[0]
    # westford closes R03 (temple), R04 (nobility) and R10 (weaponsmith) at once.
    selling(state, 0, held={0: ["G06"]}, merchant={0: "hermagor"})
    put_post(state, red, "larkby", "southbarrow", "hollin", "brackwell", "ravensbridge",
             "thornwick")
    events = state.apply("move_sell:westford")
    assert state.pending().prompt == "hermagor.place_disc"
    events += state.apply("place_disc:R03:temple")
    assert state.pending().prompt == "hermagor.place_disc"
    events += state.apply("place_disc:R10:weaponsmith")
    assert [e.data["region"] for e in of_kind(events, "region_enclosed")] == ["R03", "R04",
                                                                             "R10"]
    resolved = [e.data["region"] for e in events if e.kind in ("disc_placed",
                                                                "nobility_placed")]
    assert resolved == ["R03", "R04", "R10"]
    assert state.nobility[0] == red and state.rows["weapon"][0] == red
    assert state.rows["blessing"][0] == red and state.discs[0] == 6
    check(state)
