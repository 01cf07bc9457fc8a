"""Clicking Hermagor's board: every kind of highlighted target applies its option, several
options on one village open a menu that says what each does and costs, the multi-step choices
(neutral pieces, production discs) are made by clicking, and the route is previewed on hover."""
from __future__ import annotations

import pygame
import pytest

from rules.hermagor import data as D
from rules.hermagor.texts import GOOD, signed
from scenes.table.popup import OptionMenu
from tests.hermagor.test_scene_support import (board_at, button_visible, click_button,
                                               click_target, first, has)


# ---- phase 1: buyers on tiles and lane spaces ----------------------------------------------------
@pytest.mark.parametrize("where", ["tile", "space"])
def test_a_buyer_goes_where_it_is_clicked(home, where):
    d, board, match = board_at(4, has("hermagor.buyer"))
    decision = match.pending()
    option = first(decision, lambda o: o.kind == "place_buyer" and o.args[0] == where)
    assert option.target in board.by_target
    click_target(d, board, option)
    assert match.state.buyers[option.target] == "red"


@pytest.mark.parametrize("prompt,kind", [("hermagor.buyer", "pass_buyer"),
                                         ("hermagor.action", "pass"),
                                         ("hermagor.raise_price", "raise_price")])
def test_the_option_without_a_board_object_is_a_table_button_too(home, prompt, kind):
    """No scrolling to the end of a long option list to pass: a button below the map."""
    d, board, match = board_at(4, has(prompt))
    option = first(match.pending(), lambda o: o.kind == kind and o.target is None)
    assert "button:pass" in board.by_target
    assert [o.id for o in board.by_target["button:pass"]] == [option.id]
    steps = match.state.steps
    d.click(board.adapter.shape_for("button:pass", board.presented).center)
    assert match.state.steps == steps + 1 and match.state.history[-1][1] == option.id


def test_two_players_place_a_neutral_buyer_after_their_own_by_clicking(home):
    d, board, match = board_at(2, has("hermagor.buyer", "place_buyer"))
    decision = match.pending()
    own = first(decision, lambda o: o.kind == "place_buyer" and o.args[0] == "space")
    click_target(d, board, own)                 # own and neutral share the spot: the menu
    assert match.pending().prompt == "hermagor.neutral_buyer"
    d.run_until(lambda: board.by_target and board.anims.idle and not board.dirty)
    neutral = first(match.pending(), lambda o: o.kind == "place_neutral_buyer")
    click_target(d, board, neutral)
    assert match.state.buyers[neutral.target] == "white"
    assert match.state.buyers[own.target] == "red"


def test_the_menu_on_a_market_spot_names_the_cost(home):
    d, board, match = board_at(2, has("hermagor.buyer", "place_neutral_buyer"))
    option = first(match.pending(), lambda o: o.kind == "place_buyer")
    d.click(board.adapter.shape_for(option.target, board.presented).center)
    menu = d.top
    assert isinstance(menu, OptionMenu)
    cost = D.SPACES[option.target]["cost"] if option.target in D.SPACES else D.TILE_COST
    on_spot = [o for o in match.pending().options if o.target == option.target]
    texts = {b.text for b in menu.buttons}
    assert texts == {board.words(o.label) for o in on_spot} and len(texts) == 2
    assert any(f"pay {cost}" in t for t in texts) and any("eutral" in t for t in texts)
    d.key(pygame.K_ESCAPE)
    assert d.top is board


# ---- phase 2: prices, the start player -----------------------------------------------------------
def test_a_price_rise_is_clicked_on_its_arrow_and_keeping_it_is_a_button(home):
    d, board, match = board_at(4, has("hermagor.raise_price"))
    decision = match.pending()
    raise_it = first(decision, lambda o: o.args[0] != "none")
    good = raise_it.args[0]
    before = match.state.prices[good]
    click_target(d, board, raise_it)
    assert match.state.prices[good] == before + 1
    # the other choice is a side-panel button, visible without scrolling
    d2, board2, match2 = board_at(4, has("hermagor.raise_price"))
    assert button_visible(board2, "raise_price:none")
    click_button(d2, board2, "raise_price:none")


def test_price_fluctuation_is_clicked_on_any_arrow(home):
    d, board, match = board_at(4, has("hermagor.fluctuate"))
    option = match.pending().options[-1]
    good = option.args[0]
    before = match.state.prices[good]
    click_target(d, board, option)
    assert match.state.prices[good] == before + 1


def test_the_start_player_is_named_by_clicking_a_panel(home):
    d, board, match = board_at(4, has("hermagor.choose_start"))
    option = first(match.pending(), lambda o: o.args[0] == 2)
    assert option.target == "panel:2"
    click_target(d, board, option)
    assert match.state.start == 2


def test_the_tax_official_reveal_is_a_click_on_ones_own_panel(home):
    d, board, match = board_at(4, has("hermagor.tax"), variants={"tax_official": True})
    click_target(d, board, first(match.pending(), lambda o: o.kind == "tax_reveal"))
    assert match.state.tax_reveals[-1] == [0, match.state.money[0]]


# ---- phase 3: travelling and selling -------------------------------------------------------------
def test_a_village_with_several_options_opens_a_menu_that_says_what_each_costs(home):
    d, board, match = board_at(4, lambda dec, s: dec.prompt == "hermagor.action" and any(
        o.kind == "move" and any(p.kind == "move_sell" and p.args[0] == o.args[0]
                                 for p in dec.options) for o in dec.options))
    decision = match.pending()
    move = first(decision, lambda o: o.kind == "move" and any(
        p.kind == "move_sell" and p.args == o.args for p in decision.options))
    village = move.args[0]
    cost = decision.info["destinations"][village]["cost"]
    price = match.state.prices[D.SELLS[village]]
    d.click(board.adapter.shape_for(village, board.presented).center)
    menu = d.top
    assert isinstance(menu, OptionMenu)
    labels = {oid: b.text for b, oid in menu.buttons.items()}
    place = D.VILLAGE_NAMES[village]
    assert labels[f"move_sell:{village}"] == (
        f"{place}: move and sell {GOOD[D.SELLS[village]]} +{price}, "
        f"trip {cost} (net {signed(price - cost)})")
    assert labels[f"move:{village}"] == (f"{place}: only move, pay {cost // 2} (half the trip), "
                                         f"no sale")
    button = next(b for b, oid in menu.buttons.items() if oid == f"move:{village}")
    d.click(button.rect.center)
    assert match.state.history[-1][1] == f"move:{village}"
    assert match.state.merchant[0] == village


def test_move_and_sell_by_clicking_a_village(home):
    d, board, match = board_at(4, has("hermagor.action", "move_sell"))
    option = first(match.pending(), lambda o: o.kind == "move_sell")
    posts = list(match.state.posts[option.args[0]])
    click_target(d, board, option)
    assert match.state.posts[option.args[0]] == posts + ["red"]
    assert match.state.merchant[0] == option.args[0]


def test_the_side_road_is_offered_in_the_village_menu(home):
    d, board, match = board_at(4, lambda dec, s: any(o.kind == "move_sell" and len(o.args) > 1
                                                    for o in dec.options))
    option = first(match.pending(), lambda o: o.kind == "move_sell" and len(o.args) > 1)
    click_target(d, board, option)
    assert D.SP_SIDEROAD not in match.state.held[0]


def test_selling_where_the_merchant_stands_is_a_click_on_that_village(home):
    def park(state):
        goods = state.goods_held(0)
        village = next(v for v in D.VILLAGE_ORDER if D.SELLS[v] in goods
                       and "red" not in state.posts[v] and v != state.merchant[0])
        state.merchant[0] = village
    d, board, match = board_at(4, has("hermagor.action", "move_sell"), edit=park)
    option = first(match.pending(), lambda o: o.kind == "sell")
    assert option.target == match.state.merchant[0]
    click_target(d, board, option)
    assert "red" in match.state.posts[option.target]


def test_a_production_disc_is_clicked_onto_its_slot(home):
    d, board, match = board_at(4, has("hermagor.place_disc"))
    option = first(match.pending(), lambda o: o.args[1] != "decline")
    good = D.GOOD_OF[option.args[1]]
    click_target(d, board, option)
    assert "red" in match.state.rows[good]


def test_two_players_neutral_posts_and_the_neutral_disc_by_clicking(home):
    d, board, match = board_at(2, has("hermagor.neutral_post"))
    option = first(match.pending(), lambda o: o.kind == "place_neutral_post")
    click_target(d, board, option)
    assert "white" in match.state.posts[option.target]
    d, board, match = board_at(2, has("hermagor.neutral_disc"))
    option = match.pending().options[0]
    good = D.GOOD_OF[option.args[1]]
    click_target(d, board, option)
    assert "white" in match.state.rows[good]


def test_an_action_that_encloses_a_region_then_asks_for_the_disc_by_clicking(home):
    """Two steps: the village, then the slot of the row chosen for the production disc."""
    def encloses(decision, state):
        if decision.prompt != "hermagor.action":
            return False
        for o in decision.options:
            if o.kind != "move_sell" or len(o.args) > 1:
                continue
            v = o.args[0]
            for rid in D.VILLAGE_REGIONS[v]:
                others = [x for x in D.REGION_VILLAGES[rid] if x != v]
                if D.REGION_BUILDINGS[rid] and all("red" in state.posts[x] for x in others) \
                        and any(state.row_next_slot(D.GOOD_OF[b]) is not None
                                for b in D.REGION_BUILDINGS[rid]):
                    return True
        return False
    d, board, match = board_at(4, encloses)
    decision = match.pending()
    option = next(o for o in decision.options if o.kind == "move_sell" and len(o.args) == 1
                  and any(D.REGION_BUILDINGS[r] and all("red" in match.state.posts[x]
                                                         for x in D.REGION_VILLAGES[r]
                                                         if x != o.args[0])
                          for r in D.VILLAGE_REGIONS[o.args[0]]))
    click_target(d, board, option)
    d.run_until(lambda: board.anims.idle and not board.dirty and board.by_target)
    assert match.pending().prompt == "hermagor.place_disc"
    disc = first(match.pending(), lambda o: o.args[1] != "decline")
    assert board.adapter.shape_for(disc.target, board.presented).kind == "rect"
    click_target(d, board, disc)
    assert "red" in match.state.rows[D.GOOD_OF[disc.args[1]]]


# ---- hovering ------------------------------------------------------------------------------------
def test_hovering_a_destination_previews_the_cheapest_route_and_its_cost(home):
    d, board, match = board_at(4, has("hermagor.action", "move_sell"))
    decision = match.pending()
    village = max(decision.info["destinations"],
                  key=lambda v: len(decision.info["destinations"][v]["path"]))
    entry = decision.info["destinations"][village]
    adapter = board.adapter
    a, b = (adapter.xy[n] for n in entry["path"][:2])
    probe = (round(a[0] + 0.3 * (b[0] - a[0])), round(a[1] + 0.3 * (b[1] - a[1])))
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 890), rel=(0, 0), buttons=(0, 0, 0))])
    plain = d.surface.get_at(probe)
    pos = tuple(round(v) for v in adapter.xy[village])
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    d.frames(2)
    lit = d.surface.get_at(probe)
    assert lit != plain, "the first road of the route is not drawn over"
    lines = adapter.route_lines(board.presented, village, entry["cost"], entry["path"],
                                board.presented["decision"])
    assert lines[0].startswith(f"{D.VILLAGE_NAMES[village]}: trip {entry['cost']}")
    price = match.state.prices[D.SELLS[village]]
    if f"move_sell:{village}" in {o.id for o in decision.options}:
        assert any(f"+{price}, pay {entry['cost']}" in line for line in lines)
    tip = adapter.tooltip(pos, board.presented)
    assert D.VILLAGE_NAMES[village] in tip and f"trip {entry['cost']}" in tip


def test_hovering_regions_and_duchies_lights_them_up(home):
    d, board, match = board_at(4, has("hermagor.buyer"))
    adapter = board.adapter
    north = adapter.map.shapes["duchy:north"].props
    for kind, key, pos in (("region", "R05", adapter.medallion_rect("R05").center),
                           ("duchy", "north", (int(north["label_x"]), int(north["label_y"])))):
        assert adapter.hover(pos, board.presented) == (kind, key)
        d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
        d.frames(12)
        tip = adapter.tooltip(pos, board.presented)
        assert (key in tip) if kind == "region" else ("North duchy" in tip)


def test_money_is_hidden_from_the_others_by_default(home):
    d, board, match = board_at(4, has("hermagor.buyer"))
    adapter = board.adapter
    mine = adapter.tooltip(adapter.panel_rect(0).midleft, board.presented)
    theirs = adapter.tooltip(adapter.panel_rect(1).midleft, board.presented)
    assert f"{match.state.money[0]} coins" in mine
    assert "some coins" in theirs and str(match.state.money[1]) + " coins" not in theirs
    assert board.presented["players"][1]["money"] is None
