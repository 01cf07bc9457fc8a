"""Kairo's table driven like a person would: the map against the rules, clicks on highlighted
targets (and a refused click on an illegal one), the cells a permit allows, the customer's route
preview and its walk cell by cell, coins to the mover and the owner, a medal changing hands,
money behind a screen, and a whole game against two bots to the results screen."""
from __future__ import annotations

import pygame
import pytest

import rules
from rules.core import RandomBot, Rng
from rules.kairo import GAME
from rules.kairo import data as D
from rules.kairo.bots import SimpleBot
from scenes.games import adapter_class, map_path
from scenes.table.animator import PathWalker
from scenes.table.tmx import BoardMap
from tests.scenes.kit import (bind, click_button, click_target, first, has, point_inside,
                              wait_for_human, whole_game_by_clicks)

setup_for, open_board, find_position, board_at = bind("kairo", 3)
MAP = BoardMap(map_path(GAME))
UI_IDS = ({f"display:{k}" for k in range(4)} | {"deck", "discard", "crier_space"}
          | {f"{kind}:{c}" for c in D.COLOURS for kind in ("supply", "tray", "money")}
          | {f"medal:{c}:{k}" for c in D.COLOURS for k in ("gold", "silver")})


def hover(d, pos) -> None:
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def settle(d, board, limit: int = 400) -> None:
    for _ in range(limit):
        if board.settled:
            return
        d.frame(dt=0.05)
    raise AssertionError("the animation never ended")


# ---- the map -------------------------------------------------------------------------------------
def test_kairo_is_on_the_shelf_with_its_own_table():
    assert "kairo" in rules.GAMES and "kairo" not in rules.COMING
    assert adapter_class("kairo").__name__ == "KairoAdapter"


def test_the_map_holds_every_cell_with_the_rules_data_and_the_off_grid_objects():
    assert set(MAP.layers["cells"]) == {D.cell_id(i) for i in range(D.CELLS)}
    for i in range(D.CELLS):
        p = MAP.shapes[D.cell_id(i)].props
        start = D.START_SPACES.index(i) + 1 if i in D.START_SPACES else 0
        assert (p["col"], p["row"], p["parcel"], p["start"]) == (*D.xy(i), D.PARCEL[i], start)
        assert p["zone"] == ("market" if D.MARKET[i] else "eatery")
    assert set(MAP.layers["board_ui"]) == UI_IDS
    assert set(MAP.layers["labels"]) == {f"label:P{p}" for p in range(1, 10)}
    screen = pygame.Rect(0, 0, 1600, 900)
    right_column = pygame.Rect(1196, 56, 404, 844)
    for name, shape in MAP.shapes.items():
        assert screen.contains(shape.rect) and not shape.rect.colliderect(right_column), name


@pytest.mark.parametrize("n,setup", [(2, "variable"), (3, "predefined"), (4, "variable")])
def test_every_target_of_bot_games_has_a_shape_for_the_deciding_seat(n, setup):
    adapter = adapter_class("kairo")(GAME, setup_for(n))
    rng = Rng(n)
    bots = [(SimpleBot if s % 2 else RandomBot)(s, rng.below(1000)) for s in range(n)]
    state = GAME.new(n, 40 + n, {"setup": setup})
    kinds, missing = set(), set()
    while (decision := state.pending()) is not None:
        view = state.view(decision.seat)
        targets = {o.target for o in decision.options if o.target}
        if targets:
            shapes = adapter.target_shapes(view)
            missing |= {t for t in targets if t not in shapes}
            kinds |= {"cell" if t in MAP.layers["cells"] else t.split(":")[0] for t in targets}
        state.apply(bots[decision.seat].choose(view, decision).id)
    assert not missing
    assert {"cell", "card", "customer", "display", "deck", "crier_space", "money"} <= kinds


# ---- clicking ------------------------------------------------------------------------------------
def test_drawing_by_clicking_the_display_and_the_pile(home):
    d, board, match = open_board()
    assert wait_for_human(d, board)
    click_button(d, board, "draw")
    decision = match.pending()
    slot = first(decision, lambda o: o.kind == "display")
    card = match.state.display[int(slot.args[0])]
    click_target(d, board, slot)
    assert card in match.state.hands[0]
    click_target(d, board, first(match.pending(), lambda o: o.kind == "deck"))
    assert len(match.state.hands[0]) == 5
    decision = match.pending()          # over the hand limit: a card of the hand is clicked away
    assert decision.prompt == "kairo.discard"
    click_target(d, board, first(decision, lambda o: o.args[0] == card))
    assert card in match.state.discard and len(match.state.hands[0]) == 4
    assert match.pending().seat != 0


def test_an_illegal_cell_is_refused_with_a_message_and_changes_nothing(home):
    d, board, match = board_at(3, has("kairo.stall"))
    legal = set(board.by_target)
    occupied = D.cell_id(match.state.stalls[0]["tiles"][0])
    assert occupied not in legal
    steps, view = match.state.steps, match.state.view(0)
    d.click(board.adapter.cell_rect(D.parse_cell(occupied)).center)
    assert match.state.steps == steps and match.state.view(0) == view
    assert board.toast and "not a move you can make" in board.toast[0]


def test_playing_a_card_lights_the_cells_it_allows(home):
    d, board, match = board_at(3, has("kairo.permit", "card"))
    adapter, state = board.adapter, match.state
    option = first(match.pending(), lambda o: o.kind == "card")
    card = option.args[0]
    hover(d, point_inside(board, option.target))
    d.frames(2)
    lit = {b[2] for b in adapter.lit_builds(board.presented)}
    assert lit == {b[2] for b in state.permitted(0, card)} and lit
    assert {D.PARCEL[i] for i in lit} <= set(D.CARDS[card])
    click_target(d, board, option)
    while match.pending().prompt in ("kairo.build_kind", "kairo.colour"):
        lit_now = {b[2] for b in adapter.lit_builds(board.presented)}
        assert lit_now and lit_now <= lit
        click_button(d, board, match.pending().options[0].id)
        d.frames(2)
    decision = match.pending()
    assert decision.prompt in ("kairo.stall", "kairo.cell")
    cells = {D.parse_cell(o.target) for o in decision.options}
    assert cells == {b[2] for b in adapter.lit_builds(board.presented)}
    click_target(d, board, decision.options[0])


def test_a_customer_previews_its_route_then_walks_it_cell_by_cell_and_pays(home):
    d, board, match = board_at(3, has("kairo.action", "attract"))
    click_button(d, board, "attract")
    decision = match.pending()
    assert decision.prompt == "kairo.customer"
    option = decision.options[0]
    colour = option.args[0]
    board.adapter.table.anims.speed = 1.0           # watch this one move
    hover(d, point_inside(board, option.target))
    d.frames(2)
    previewed, ends, strong = board.adapter.route_preview(board.presented)
    tier = match.state.board.tiers(colour)[0]
    assert previewed == colour and strong
    assert [k for _door, k, _dist in ends] == [k for k, _ in tier]
    start = match.state.customers[colour]
    before_money = [dict(m) for m in match.state.money]
    d.click(point_inside(board, option.target))
    while match.pending().seat == 0 and match.pending().prompt in ("kairo.criers", "kairo.target"):
        choice = match.pending().options[0]            # no crier, the first entrance of the tier
        if choice.target:
            click_target(d, board, choice)
        else:
            click_button(d, board, choice.id)
    move = next(e for e in match.events if e.kind == "customer_move")
    walkers = [m for m in board.movers if isinstance(m, PathWalker)]
    assert walkers and board.animating
    centres = [tuple(map(float, board.adapter.cell_center(c))) for c in move.data["path"]]
    assert walkers[0].points == centres and move.data["path"][0] == D.cell_id(start)
    assert ("customer", colour) in board.adapter.stage
    d.frame(dt=0.2)
    mid = walkers[0].pos
    assert walkers[0].t < 1 and mid != centres[0]
    settle(d, board)
    target = D.parse_cell(move.data["target"])
    st = next(s for s in match.state.stalls if s["entrance"] == target)
    paid = {e.data["seat"]: e.data["units"] for e in match.events if e.kind == "payment"}
    mover_gain = match.state.money[0][colour] - before_money[0][colour]
    if st["owner"] == 0:
        assert mover_gain == len(st["tiles"]) == paid[0]
    else:
        assert mover_gain == 1 == paid[0]
        if st["owner"] >= 0:
            assert paid[st["owner"]] == len(st["tiles"])
    assert match.state.customers[colour] is None and board.presented["customers"][colour] is None


def _medal_steal(decision, state) -> bool:
    """A tent here takes a medal from another player (tried on a copy)."""
    if decision.prompt != "kairo.cell":
        return False
    for option in decision.options:
        trial = state.copy()
        events = trial.apply(option.id)
        while (p := trial.pending()) is not None and p.seat == 0 and \
                p.prompt in ("kairo.own", "kairo.other", "kairo.fee"):
            events += trial.apply(p.options[0].id)
        if any(e.kind == "medal" and e.data["from"] not in (None, 0) for e in events):
            return True
    return False


def test_a_medal_changes_hands_and_flies_between_the_panels(home):
    seed, state = find_position(3, _medal_steal, seeds=range(1, 200))
    d, board, match = open_board(3, seed, state=state, speed="normal")
    assert wait_for_human(d, board)
    for option in match.pending().options:
        trial = match.state.copy()
        events = trial.apply(option.id)
        while (p := trial.pending()) is not None and p.seat == 0 and \
                p.prompt in ("kairo.own", "kairo.other", "kairo.fee"):
            events += trial.apply(p.options[0].id)
        steal = next((e for e in events if e.kind == "medal" and e.data["from"] not in (None, 0)),
                     None)
        if steal:
            break
    click_target(d, board, option)
    while match.pending().seat == 0 and match.pending().prompt in ("kairo.own", "kairo.other",
                                                                   "kairo.fee"):
        wait_for_human(d, board)
        click_button(d, board, match.pending().options[0].id)
    colour, kind, giver = steal.data["colour"], steal.data["kind"], steal.data["from"]
    assert board.animating
    spot = board.adapter.medal_spots(giver, board.presented)[(colour, kind)]
    for _ in range(200):                 # the tent lands, the points rise, then the medal flies
        if ("medal", colour, kind) in board.adapter.stage:
            break
        d.frame(dt=0.05)
    assert ("medal", colour, kind) in board.adapter.stage and board.animating
    flying = [m for m in board.movers if m.points[0] == (spot[0] + 12.0, spot[1] + 12.0)]
    taker = board.adapter.panel_of(0, board.presented)
    assert flying and taker.collidepoint(flying[0].points[-1])
    settle(d, board)
    assert match.state.medals[colour][kind] == 0
    assert board.presented["medals"][colour][kind] == 0
    assert giver != 0 and any(e.kind == "medal" and e.data["from"] == giver
                              for e in match.events)


def test_money_is_behind_a_screen_unless_the_table_plays_open(home):
    from scenes.games.kairo.text import panel_text
    d, board, match = open_board()
    view = board.presented
    assert view["money"][0] is not None and view["money"][1] is None
    assert "behind a screen" in panel_text(board.adapter, view, 1)
    assert "behind a screen" not in panel_text(board.adapter, view, 0)
    d, board, match = open_board(variants={"open_money": True})
    assert all(m is not None for m in board.presented["money"])


# ---- a whole game --------------------------------------------------------------------------------
def test_three_players_a_person_against_two_bots_to_the_results_by_clicks_only(home):
    d, board, done = whole_game_by_clicks("kairo", 3, 4242, SimpleBot(0, 7), panel_every=3)
    result = board.match.result()
    assert done["table"] > 10 and done["panel"] > 10
    assert {"card", "build"} <= done["kinds"]
    for seat, entry in enumerate(result.breakdown):
        assert sum(entry.values()) == result.scores[seat]
        assert all(result.label(k) for k in entry)


def test_two_people_at_one_screen_pass_it_behind_a_curtain_and_see_only_their_own_hand(home):
    from scenes.menus.curtain import CurtainScene
    d, board, match = open_board(2, seed=3, humans=2)
    if isinstance(d.top, CurtainScene):
        d.press("I am")
    first_seat = match.pending().seat
    assert wait_for_human(d, board, first_seat)
    assert set(board.adapter.hand_rects(board.presented)) == set(match.state.hands[first_seat])
    click_button(d, board, "draw")
    while match.pending().seat == first_seat:
        d.click(point_inside(board, match.pending().options[0].target))
    d.frames(3)
    assert isinstance(d.top, CurtainScene)          # the next person takes the seat first
    d.press("I am")
    other = 1 - first_seat
    assert board.presented["seat"] == other and board.presented["money"][first_seat] is None
    assert set(board.adapter.hand_rects(board.presented)) == set(match.state.hands[other])
