"""Variants (section 6): Tax Official, six-action tile, 10 starting coins, hidden money."""
import pytest

from rules.hermagor import GAME
from rules.hermagor import data as D

from .helpers import check, ids, kinds, new, of_kind, place_tiles, put_post, selling
from .test_phase2 import to_awards


def test_variant_table():
    assert GAME.default_variants() == {"tax_official": False, "six_actions": False,
                                       "start_money_10": False, "hide_money": True}
    with pytest.raises(ValueError):
        GAME.new(3, 1, {"tax_collector": True})


def test_example_9_23_six_action_variant_running_short_of_posts():
    state = new(3, 1, six_actions=True)
    assert sorted(state.actions_revealed + state.action_stack) == ["A3", "A4b", "A5a", "A5b",
                                                                   "A6"]
    red, blue, yellow = state.colours      # the seed's "green" is seat 2 here
    state.action_stack = ["A6"]            # rounds 1-4 used 3, 4, 5, 5
    selling(state, 0, hand=[1, 0, 0])
    put_post(state, yellow, *D.VILLAGE_ORDER[:17])     # sold with every action: 4 left
    put_post(state, blue, *D.VILLAGE_ORDER[:15])       # passed twice: 6 left
    put_post(state, red, *D.VILLAGE_ORDER[:10])
    events = state.apply("pass")
    assert of_kind(events, "action_revealed")[0].data == {"tile": "A6", "actions": 6}
    assert state.hand == [6, 6, 4] and state.supply == [21 - 10 - 6 - 0, 0, 0]
    check(state)
    # Phase 3 of round 5: yellow is skipped once its 4 posts are used.
    selling(state, 0, hand=[6, 6, 4])
    seats = []
    while state.pending() is not None:
        seats.append(state.pending().seat)
        state.apply("pass")
    assert seats == [0, 1, 2] * 4 + [0, 1] * 2


def test_example_9_24_tax_official_smallest_reveal_earliest_wins():
    state = new(4, 2, tax_official=True)
    assert state.stage == "tax"
    state.start = 1
    state.cursor = 0
    state.money = [9, 14, 30, 9]
    state.touch()
    assert state.pending().seat == 1 and ids(state) == ["tax_reveal", "tax_pass"]
    events = state.apply("tax_reveal")
    assert events[0].kind == "tax_revealed" and events[0].reveal
    assert events[0].data == {"seat": 1, "money": 14} and events[0].visible_to is None
    state.apply("tax_pass")
    state.apply("tax_reveal")
    state.apply("tax_reveal")
    assert state.tax_reveals == [[1, 14], [2, None], [3, 9], [0, 9]]
    decision = state.pending()
    assert decision.prompt == "hermagor.choose_start" and decision.seat == 3   # green
    state.apply("choose_start:0")
    assert state.stage == "buyers" and state.start == 0 and state.pending().seat == 0


def test_example_9_24_if_everybody_passes_the_start_player_names():
    state = new(4, 2, tax_official=True)
    state.start = 1
    state.touch()
    for _ in range(4):
        state.apply("tax_pass")
    assert state.pending().seat == 1 and state.pending().prompt == "hermagor.choose_start"


def test_tax_official_skips_the_phase_2_start_player_choice():
    state = new(3, 3, tax_official=True)
    for _ in range(3):
        state.apply("tax_pass")
    state.apply(f"choose_start:{state.start}")
    place_tiles(state, {"S21": "G02"})
    events = to_awards(state, {"S21": state.colours[0]}, start=state.start)
    assert "start_namer" not in kinds(events)
    assert state.stage == "actions" and state.pending().prompt == "hermagor.action"


def test_start_money_10_variant():
    assert new(4, 4, start_money_10=True).money == [10, 10, 10, 10]
    assert new(4, 4).money == [20, 20, 20, 20]


def test_hidden_money_by_default_and_public_with_the_option_off():
    state = new(3, 5)
    view = state.view(1)
    assert view["hide_money"] is True
    assert [p["money"] for p in view["players"]] == [None, 20, None]
    assert [p["money_known"] for p in view["players"]] == [False, True, False]
    assert state.pending().prompt == "hermagor.buyer"
    seat = state.pending().seat
    opts = [o for o in state.pending().options if o.kind == "place_buyer"]
    events = state.apply(opts[0])
    money = of_kind(events, "money")[0]
    assert money.visible_to == (seat,) and money.secret == ("total",)
    other = money.for_seat((seat + 1) % 3)
    assert "total" not in other.data and other.data["delta"] < 0
    open_state = new(3, 5, hide_money=False)
    assert [p["money"] for p in open_state.view(1)["players"]] == [20, 20, 20]
    opts = [o for o in open_state.pending().options if o.kind == "place_buyer"]
    events = open_state.apply(opts[0])
    assert of_kind(events, "money")[0].visible_to is None
    assert GAME.secret_zones(open_state) == [(None, ("action_stack",)), (None, ("bag",))]
    assert (0, ("money", 0)) in GAME.secret_zones(state)
