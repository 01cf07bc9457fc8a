"""The setup screen, clicked as a person would: seats, bot levels, grouped scrolling variants,
presets, values that follow the table, remembered choices, the kingdom picker."""
import dataclasses

import pygame
import pytest

import rules
from scenes.menus.choices import ChoiceList
from scenes.menus.many_of import ManyOfScene
from scenes.menus.setup import SetupScene
from tests.scenes.driver import Driver
from tests.toygame import gavel


def wide_game():
    """Gavel with a dozen options in four groups, 2-6 seats: the size of Itchy Feet's setup."""
    extra = {f"house_rule_{i}": ((False, True), False) for i in range(1, 9)}
    extra["pace"] = (("calm", "brisk", "frantic"), "calm")
    variants = {**gavel.GAME.variants, **extra,
                "first_bidder": (("roller", "left", "right"), "roller")}
    return dataclasses.replace(
        gavel.GAME, id="gavel_wide", max_players=6, variants=variants,
        variant_groups=[("Table talk", ["claims"]), ("Economy", ["start_coins", "pace"]),
                        ("House rules", [f"house_rule_{i}" for i in range(1, 9)]),
                        ("Auction", ["first_bidder"])],
        variant_help={**gavel.GAME.variant_help, "pace": "How quickly lots come up",
                      **{f"house_rule_{i}": f"House rule number {i}" for i in range(1, 9)}},
        # the first bidder can be 'right' only with more than two players
        variant_choices={**gavel.GAME.variant_choices,
                         "first_bidder": lambda n, humans: ("roller", "left") if n == 2
                         else ("roller", "left", "right")})


@pytest.fixture
def wide(monkeypatch):
    game = wide_game()
    monkeypatch.setitem(rules.GAMES, game.id, game)
    monkeypatch.setitem(rules.GAMES, "gavel", gavel.GAME)
    return game


def open_setup(game, settings=None):
    d = Driver(settings)
    d.app.go("setup", game=game)
    d.frames(2)
    assert isinstance(d.top, SetupScene)
    return d, d.top


def move(d, pos):
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def pick(d, name_or_index):
    """Click a row of the open drop-down, in the lower half of the row (where a misplaced hit
    box picks the row below)."""
    menu = d.top
    assert isinstance(menu, ChoiceList)
    if isinstance(name_or_index, int):
        i = name_or_index
    else:
        i = next(i for i, item in enumerate(menu.items) if item[1] == name_or_index)
    rect = menu.rows[i]
    d.click((rect.centerx, rect.bottom - 3))


def text_boxes_apart(boxes):
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.colliderect(b), f"{a} overlaps {b}"


def test_a_dozen_options_scroll_in_groups_and_never_cover_the_seed_or_start(wide):
    d, setup = open_setup(wide)
    assert len(wide.variants) == 12 and setup.max_scroll() > 0
    view = setup.viewport
    start, seed = d.find_button("Start game").rect, setup.seed.rect
    assert not view.colliderect(start) and not view.colliderect(seed)
    last = "first_bidder"
    assert setup.value_box(last) is None           # below the fold
    for _ in range(20):
        move(d, view.center)
        d.frame([pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                    precise_x=0.0, precise_y=-1.0)])
    box = setup.value_box(last)
    assert box is not None and view.contains(box)
    d.click((box.centerx, box.centery))
    pick(d, "right")
    assert setup.variants["first_bidder"] == "right"
    groups = [key for kind, key, _ in setup.rows() if kind == "group"]
    assert groups == ["Table talk", "Economy", "House rules", "Auction"]


def test_hovering_an_option_shows_its_description(wide):
    d, setup = open_setup(wide)
    box = setup.value_box("start_coins")
    move(d, (box.x - 100, box.centery))
    assert setup.hover == ("variant", "start_coins")
    assert setup.description() == "Coins each player starts with"
    move(d, (setup.value_box("claims").x - 100, setup.value_box("claims").centery))
    assert setup.description().startswith("After a 6 the others must claim")
    assert "can only be: off" in setup.description()       # a bot sits at the table
    move(d, setup.kind_box(0).center)
    assert setup.hover == ("seat", 0) and setup.description() == "Plays at this screen"


def test_allowed_values_follow_the_count_and_the_people(wide):
    d, setup = open_setup(wide)
    d.press("6")
    assert setup.count == 6 and len(setup.entries) == 6
    setup.scroll_to("first_bidder")
    d.click(setup.value_box("first_bidder").center)
    pick(d, "right")
    d.press("2")
    assert setup.variants["first_bidder"] == "roller"       # 'right' needs three seats
    # claims only when every seat is a person: it is fixed to "off" while a bot sits
    assert setup.fixed("claims")
    d.click(setup.kind_box(1).center)
    pick(d, "Person")
    assert setup.kinds[1] == "human" and not setup.fixed("claims")
    setup.scroll_to("claims")
    d.click(setup.value_box("claims").center)
    pick(d, "on")
    assert setup.variants["claims"] is True
    d.click(setup.kind_box(1).center)
    pick(d, 1)                                               # back to a bot: claims go
    assert setup.variants["claims"] is False


def test_a_seat_switched_to_a_person_is_called_player_n_and_the_seed_starts_empty(wide):
    d, setup = open_setup(wide)
    assert setup.seed.get_text() == ""
    assert setup.entries[1].get_text() == "Bot 2"
    d.click(setup.kind_box(1).center)
    pick(d, "Person")
    assert setup.entries[1].get_text() == "Player 2"


def test_bot_levels_are_named_and_explained_weakest_first():
    game = rules.get("dominion")
    d, setup = open_setup(game)
    d.click(setup.kind_box(1).center)
    menu = d.top
    values = [v for v, _, _ in menu.items]
    assert values[0] == "human" and values[1:] == game.bot_levels()
    assert values.index("random") < values.index("simple") < values.index("medium") \
        < values.index("strong")
    for value, name, help_ in menu.items:
        assert name and help_ and "_" not in name, (value, name)
    # rows fit their text (descenders included) and lie one under the other, no gaps or overlap
    for a, b in zip(menu.rows, menu.rows[1:]):
        assert a.bottom == b.top
        assert a.h >= 2 * 10 + 24
    pick(d, "Bot: Medium")
    assert setup.kinds[1] == "medium"


@pytest.mark.parametrize("row", range(4))
def test_the_lower_half_of_a_drop_down_row_picks_that_row(row):
    game = rules.get("dominion")
    d, setup = open_setup(game)
    d.click(setup.value_box("kingdom").center)
    menu = d.top
    wanted = menu.items[row][0]
    pick(d, row)
    assert setup.variants["kingdom"] == wanted


def test_presets_set_their_values(wide):
    d, setup = open_setup(wide)
    d.press("Rich players")
    assert setup.variants["start_coins"] == 10
    assert d.find_button("Rich players").is_selected
    d.press("Short game")
    assert setup.variants["start_coins"] == 2
    assert not d.find_button("Rich players").is_selected


def test_the_last_choices_per_game_are_remembered(wide, home, monkeypatch):
    settings = {"anim_speed": "instant", "bot_pace": "quick"}
    d, setup = open_setup(wide, settings)
    d.press("4")
    d.click(setup.kind_box(2).center)
    pick(d, "Bot: Random")
    d.press("Rich players")
    started = []
    monkeypatch.setattr("scenes.menus.setup.open_match",
                        lambda app, setup_: started.append(setup_))
    d.press("Start game")
    assert started and len(started[0].seats) == 4
    assert settings["setup"]["gavel_wide"]["variants"]["start_coins"] == 10
    d2, again = open_setup(wide, settings)
    assert again.count == 4 and again.kinds[2] == "random"
    assert again.variants["start_coins"] == 10


def test_claims_start_from_setup_when_every_seat_is_a_person(wide, monkeypatch):
    d, setup = open_setup(gavel.GAME)
    d.press("2")
    d.click(setup.kind_box(1).center)
    pick(d, "Person")
    d.click(setup.value_box("claims").center)
    pick(d, "on")
    built = setup.make_setup()
    assert built.humans == [True, True]
    assert built.new_state().variants["claims"] is True


def test_the_custom_kingdom_is_listed_and_its_picker_explains_cards_and_the_limit():
    game = rules.get("dominion")
    d, setup = open_setup(game)
    chosen = setup.variants["custom_kingdom"]
    listed = setup.many_text("custom_kingdom")
    assert all(game.value_label("custom_kingdom", card) in listed for card in chosen)
    setup.scroll_to("custom_kingdom")
    d.click(setup.value_box("custom_kingdom").center)
    picker = d.top
    assert isinstance(picker, ManyOfScene)
    assert picker.help("witch").startswith("$5")
    assert "Curse" in picker.help("witch")
    extra = next(rect for rect, item in picker.cells if item not in picker.chosen)
    d.click(extra.center)
    assert len(picker.chosen) == 10
    assert "cannot be added" in picker.message and "remove one" in picker.message
    # swap one card and use the kingdom
    first = next(rect for rect, item in picker.cells if item in picker.chosen)
    d.click(first.center)
    d.click(extra.center)
    d.press("Use these")
    assert setup.variants["custom_kingdom"] == picker.chosen
    text_boxes_apart([rect for rect, _ in picker.cells])


def test_a_value_box_cut_by_the_edge_scrolls_into_view_when_clicked(wide):
    d, setup = open_setup(wide)
    view = setup.viewport
    name = next(key for kind, key, rect in setup.rows()
                if kind == "variant" and setup.on_screen(rect).y < view.bottom
                < setup.drawn_box(key).bottom)
    cut = setup.drawn_box(name).clip(view)
    d.click((cut.centerx, cut.centery))
    assert isinstance(d.top, ChoiceList)
    assert view.contains(setup.value_box(name))
