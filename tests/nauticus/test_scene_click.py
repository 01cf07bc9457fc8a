"""Clicking Nauticus's table: every kind of highlighted target applies its option (action
tiles, supply stacks, reward tiles, pass and extra tiles, the taler and VP badges, warehouse
tiles, ships, their slots and open ends, the new-ship berth, the Done button), several options
on one object open a menu, and the multi-step choices (buy then place, move then place, the
rewards of a finished ship one by one, two goods) are made by clicking."""
from __future__ import annotations

import pygame

from rules.nauticus import data as D
from scenes.table.board import BoardScene
from scenes.table.popup import OptionMenu
from tests.nauticus.test_scene_support import (board_at, button_visible, click_button,
                                               click_target, first, has, open_board, ready)


def test_an_action_is_chosen_by_clicking_its_tile_and_the_labels_say_what_it_gives():
    d, board, match = board_at(3, has("choose_action"))
    decision = match.pending()
    option = decision.options[-1]
    assert option.target == f"{option.args[0]}_tile"
    label = board.words(board.adapter.option_label(option, board.presented))
    action = D.ACTION_NAMES[match.state.space_tiles[option.args[0]]]
    bonus = D.BONUS_NAMES[D.SPACES[option.args[0]]["bonus"]]
    assert label.startswith(action) and bonus in label and "blue" in label
    assert option.args[0] not in label          # the space's id is not what the board shows
    click_target(d, board, option)
    assert match.state.current["space"] == option.args[0]


def test_a_bonus_tile_is_taken_by_clicking_its_stack():
    d, board, match = board_at(3, has("bonus_tile"))
    option = match.pending().options[-1]
    assert option.target.startswith("supply_")
    before = match.state.players[0]["warehouse"].get(option.args[0], 0)
    click_target(d, board, option)
    assert match.state.players[0]["warehouse"].get(option.args[0], 0) == before + 1


def test_buying_a_part_then_clicking_a_highlighted_slot_places_it():
    """The purchase open: the bought part is in hand, the legal slots are highlighted, a
    click on one puts it there."""
    d, board, match = board_at(3, has("turn_start", "buy", lambda o: o.args[0].startswith(
        ("mast_", "sail_", "good_"))))
    decision = match.pending()
    candidates = [o for o in decision.options if o.kind == "buy"]
    for buy in candidates:
        state = match.state.clone()
        state.apply(buy.id)
        nxt = state.pending()
        if nxt.prompt == "nauticus.place" and any(o.args[0].startswith("ship")
                                                   for o in nxt.options):
            break
    else:
        raise AssertionError("no purchase with a ship placement here")
    click_target(d, board, buy)
    d.run_until(lambda: ready(board))
    place = match.pending()
    assert place.prompt == "nauticus.place"
    assert board.presented["frame"]["tile"] == buy.args[0]
    assert board.adapter.hand_tile(board.presented) is not None
    slot = first(place, lambda o: o.args[0].startswith("ship"))
    assert slot.target in board.by_target
    click_target(d, board, slot)
    ship = match.state.players[0]["ships"][int(slot.args[0][4:]) - 1]
    j = int(slot.args[1][4:])
    kind = D.tile_kind(buy.args[0])
    assert ship["slots"][j][kind] == buy.args[0]


def test_a_paid_part_can_go_into_the_warehouse_by_clicking_it():
    d, board, match = board_at(3, has("place", "place", lambda o: o.args[0] == "warehouse"))
    option = first(match.pending(), lambda o: o.args[0] == "warehouse")
    tile = match.pending().info["tile"]
    before = match.state.players[0]["warehouse"].get(tile, 0)
    click_target(d, board, option)
    assert match.state.players[0]["warehouse"].get(tile, 0) == before + 1


def test_hull_parts_start_new_ships_and_attach_at_the_open_ends():
    d, board, match = board_at(3, has("place", "place", lambda o: o.args[0] == "new"))
    option = first(match.pending(), lambda o: o.args[0] == "new")
    ships = len(match.state.players[0]["ships"])
    click_target(d, board, option)
    assert len(match.state.players[0]["ships"]) == ships + 1
    for end in ("back", "front"):
        d, board, match = board_at(3, has("place", "place", lambda o, e=end: o.args[-1] == e),
                                   bots="random")
        option = first(match.pending(), lambda o, e=end: o.args[-1] == e)
        i = int(option.args[0][4:]) - 1
        size = len(match.state.players[0]["ships"][i]["slots"])
        click_target(d, board, option)
        assert len(match.state.players[0]["ships"][i]["slots"]) == size + 1


def test_passing_is_a_click_on_the_pass_tile_it_turns():
    d, board, match = board_at(3, has("turn_start", "pass"))
    option = first(match.pending(), lambda o: o.kind == "pass")
    assert option.target.startswith("p0_pass_")
    passes = match.state.players[0]["passes"]
    click_target(d, board, option)
    assert match.state.players[0]["passes"] == passes + 1


def test_the_extra_tile_opens_a_menu_of_the_eight_actions():
    d, board, match = board_at(3, has("turn_start", "extra"))
    decision = match.pending()
    extras = [o for o in decision.options if o.kind == "extra"]
    assert len(extras) == 8 and {o.target for o in extras} == {"p0_extra"}
    shape = board.adapter.shape_for("p0_extra", board.presented)
    d.click(shape.center)
    menu = d.top
    assert isinstance(menu, OptionMenu)
    assert len(menu.buttons) == 8
    assert all(b.text.startswith("Extra action: ") for b in menu.buttons)
    d.key(pygame.K_ESCAPE)
    assert d.top is board
    option = first(decision, lambda o: o.kind == "extra" and o.args[0] == "act_money")
    click_target(d, board, option)
    assert match.state.players[0]["extra"] is False


def test_money_is_taken_on_the_taler_badge_and_crowns_on_the_vp_badge():
    d, board, match = board_at(3, has("turn_start", "money"))
    options = [o for o in match.pending().options if o.kind == "money"]
    assert {o.target for o in options} == {"p0_taler"}
    taler = match.state.players[0]["taler"]
    click_target(d, board, options[-1])
    assert match.state.players[0]["taler"] == taler + 2 * int(options[-1].args[0])
    d, board, match = board_at(3, has(None, "crowns"))
    option = first(match.pending(), lambda o: o.kind == "crowns")
    assert option.target == "p0_vp_badge"
    vp = match.state.players[0]["vp"]
    click_target(d, board, option)
    assert match.state.players[0]["vp"] > vp


def test_a_ship_is_delivered_by_clicking_it():
    d, board, match = board_at(3, has(None, "deliver"))
    option = first(match.pending(), lambda o: o.kind == "deliver")
    assert option.target == f"p0_{option.args[0]}"
    delivered = sum(match.state.players[0]["delivered"].values())
    click_target(d, board, option)
    assert sum(match.state.players[0]["delivered"].values()) > delivered


def test_transport_moves_a_warehouse_tile_then_a_click_places_it():
    d, board, match = board_at(3, has(None, "move"))
    move = first(match.pending(), lambda o: o.kind == "move")
    assert move.target.startswith("p0_warehouse_")
    # the target is drawn where that tile is in the warehouse
    shape = board.adapter.shape_for(move.target, board.presented)
    tile = move.args[0]
    drawn = [r for t, r, _ in board.adapter.warehouse_cells(board.presented, 0) if t == tile]
    assert shape.rect == drawn[0]
    count = match.state.players[0]["warehouse"].get(tile, 0)
    kind = D.tile_kind(tile)

    def aboard():
        return sum(1 for ship in match.state.players[0]["ships"] for slot in ship["slots"]
                   if slot[kind] == tile)
    ships_before = aboard()
    click_target(d, board, move)
    if match.pending().seat == 0 and match.pending().prompt == "nauticus.place":
        d.run_until(lambda: ready(board))
        assert board.adapter.hand_tile(board.presented)[0] == tile
        place = match.pending().options[0]
        click_target(d, board, place)
    assert match.state.players[0]["warehouse"].get(tile, 0) == count - 1
    assert aboard() == ships_before + 1


def test_a_finished_ships_rewards_are_clicked_one_by_one():
    d, board, match = board_at(3, has("reward"))
    decision = match.pending()
    left = decision.info["left"]
    taken = 0
    while match.pending() is not None and match.pending().prompt == "nauticus.reward":
        decision = match.pending()
        assert board.presented["frame"]["frame"] == "nauticus.reward"
        option = first(decision, lambda o: o.args[0] in ("rw_3vp", "rw_7t", "rw_3w"))
        assert option.target == option.args[0]
        click_target(d, board, option)
        taken += 1
        if taken < left:
            d.run_until(lambda: ready(board))
    assert taken == left


def test_two_goods_as_a_reward_are_picked_on_a_goods_stack_menu():
    def want(decision, state):
        return decision.prompt == "nauticus.reward" and any(
            o.args[0] == "rw_2goods" for o in decision.options)
    d, board, match = board_at(3, want)
    click_target(d, board, first(match.pending(), lambda o: o.args[0] == "rw_2goods"))
    d.run_until(lambda: ready(board))
    decision = match.pending()
    assert decision.prompt == "nauticus.reward_goods"
    option = first(decision, lambda o: o.args[0] == "good_fish+good_salt")
    assert option.target == "supply_good_fish"
    d.click(board.adapter.shape_for("supply_good_fish", board.presented).center)
    menu = d.top
    assert isinstance(menu, OptionMenu) and len(menu.buttons) == 3
    button = next(b for b, oid in menu.buttons.items() if oid == option.id)
    d.click(button.rect.center)
    wh = match.state.players[0]["warehouse"]
    assert wh.get("good_fish", 0) >= 1 and wh.get("good_salt", 0) >= 1


def test_the_all_four_bonus_is_a_click_on_a_stack():
    d, board, match = board_at(3, has("allfour_bonus"), bots="random")
    option = match.pending().options[-1]
    assert option.target == f"supply_{option.args[0]}"
    click_target(d, board, option)


def test_done_and_end_turn_are_buttons_on_the_table_and_in_the_panel():
    d, board, match = board_at(3, has("use"))
    decision = match.pending()
    done = first(decision, lambda o: o.kind == "done")
    assert board.adapter.target_of(done) == "btn_done"
    assert button_visible(board, "done")
    click_target(d, board, done)
    d2, board2, match2 = board_at(3, has("turn_end"))
    end = first(match2.pending(), lambda o: o.kind == "end_turn")
    assert "btn_done" in board2.by_target
    click_target(d2, board2, end)


def test_a_click_on_a_target_that_is_not_legal_now_does_nothing():
    d, board, match = board_at(3, has("choose_action"))
    steps = match.state.steps
    spot = board.adapter.shape_for("p0_extra", board.presented).center
    d.click(spot)
    assert match.state.steps == steps
    assert board.toast is not None and "not a move" in board.toast[0]


def test_two_people_at_one_screen_each_see_their_own_area_at_home():
    """Hot-seat without secrets: no curtain; whoever decides sits at the bottom of the table."""
    d, board, match = open_board(3, 4, {"first_player": "seat0"}, humans=2)
    d.frames(3)
    assert isinstance(d.top, BoardScene)
    seen = set()
    for _ in range(4000):
        decision = match.pending()
        if decision is None or len(seen) == 2:
            break
        if decision.seat in (0, 1) and ready(board, decision.seat):
            seen.add(decision.seat)
            assert board.viewer == decision.seat
            # the deciding seat's objects are the home area's
            home = board.adapter.area["area_home"]
            shape = board.adapter.shape_for(f"p{decision.seat}_taler", board.presented)
            assert home.contains(shape.rect)
            option = decision.options[0]
            if option.target:
                click_target(d, board, option)
            else:
                click_button(d, board, option.id)
            continue
        d.frame()
    assert seen == {0, 1}
