"""Dominion's table, clicked: every kind of highlighted target applies its option.

Positions are built with tests/dominion/helpers.py, opened in the real board scene and driven
with synthetic pygame events (tests/scenes/driver.py), animations instant.
"""
import pygame
import pytest

from saves import Seat, Setup
from scenes.table.board import BoardScene
from scenes.menus.curtain import CurtainScene
from scenes.table.match import Match
from scenes.menus.title import TitleScene
from tests.dominion.helpers import position, run
from tests.scenes.driver import Driver

K = ["cellar", "chapel", "moat", "chancellor", "militia", "thief", "spy", "library",
     "throne_room", "witch"]
K2 = ["remodel", "mine", "workshop", "bureaucrat", "moneylender", "market", "smithy", "village",
      "throne_room", "festival"]
NAMES = ["Anna", "Bela", "Cili", "Dora"]
C5 = ["copper"] * 5


@pytest.fixture
def d(home):
    driver = Driver()
    yield driver
    driver.app.reset(TitleScene())
    driver.frame()


def buy_position(n=2, **kw):
    """A position at the start of seat 0's Buy phase (Treasures played unless manual)."""
    state = position(n, phase="buy", **kw)
    run(state)
    return state


def open_board(d, state, humans=(0,), pre=(), kingdom=K, variants=None):
    """The position in a board scene; `pre` options are applied before it opens."""
    chosen = {"kingdom": "custom", "custom_kingdom": list(kingdom), **(variants or {})}
    seats = [Seat(NAMES[i]) if i in humans else Seat(NAMES[i], "bot", "simple")
             for i in range(state.num_players)]
    match = Match(Setup("dominion", seats, 1, chosen), state=state, autosave=False)
    for option_id in pre:
        match.apply(option_id)
    board = BoardScene(match)
    d.app.reset(board)
    d.frames(2)
    settle(d, board)
    return board


def settle(d, board):
    """Frames until a human may click: curtain lifted, animations over, targets built."""
    def ready():
        if isinstance(d.top, CurtainScene):
            d.press("I am")
            return False
        decision = board.match.pending()
        if decision is None or d.top is not board:
            return decision is None
        return not board.match.is_bot(decision.seat) and board.anims.idle and \
            not board.dirty and bool(board.by_target)
    d.run_until(ready, message=lambda: f"{board.match.pending()} {d.top}")


def shape(board, target):
    assert target in board.by_target, f"{target} is not highlighted; have {sorted(board.by_target)}"
    return board.adapter.shape_for(target, board.presented)


def click(d, board, target, part=0):
    """Click the `part`-th rect of a target's shape (0: the card itself, -1: its button)."""
    sh = shape(board, target)
    rects = getattr(sh, "rects", [sh.rect])
    state = board.match.state
    steps = state.steps
    d.click(rects[part].center)
    assert state.steps > steps, f"clicking {target} did nothing"
    applied = state.history[steps][1]
    settle(d, board)
    return applied


def test_play_an_action_from_the_hand_then_end_actions_on_the_table(d):
    state = position(2, kingdom=K, hands={0: ["village", "chapel", "copper", "copper", "estate"],
                                          1: C5},
                     decks={0: ["silver", "gold", "copper"], 1: C5})
    board = open_board(d, state)
    assert set(board.by_target) == {"hand:village", "hand:chapel", "btn_primary"}
    assert click(d, board, "hand:village") == "play:village"
    assert state.actions == 2
    assert "silver" in state.hands[0]
    assert click(d, board, "btn_primary") == "end_actions"
    assert board.match.pending().prompt == "dominion.buy"


def test_buy_from_a_kingdom_pile_and_a_basic_pile_then_end_turn(d):
    state = buy_position(2, kingdom=K2, buys=2, hands={0: C5 + ["silver"], 1: C5},
                         decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2)
    assert state.coins == 7
    # piles too dear are not targets; affordable ones are
    assert "supply:province" not in board.by_target and "supply:gold" in board.by_target
    # a kingdom slot
    assert click(d, board, "supply:market") == "buy:market"
    # a basic pile
    assert click(d, board, "supply:copper") == "buy:copper"
    assert state.owned[0]["market"] == 1


def test_end_turn_on_the_primary_table_button(d):
    state = buy_position(2, kingdom=K2, hands={0: ["estate"] * 5, 1: C5},
                         decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2)
    assert click(d, board, "btn_primary") == "end_turn"


def test_cellar_picked_cards_rise_and_are_put_back_by_clicking_then_confirm(d):
    state = position(2, kingdom=K, hands={0: ["cellar", "estate", "estate", "copper", "duchy"],
                                          1: C5},
                     decks={0: ["gold", "gold", "gold"], 1: C5})
    board = open_board(d, state)
    click(d, board, "hand:cellar")
    assert board.match.pending().prompt == "dominion.cellar"
    click(d, board, "hand:estate")
    click(d, board, "hand:duchy")
    layout = board.adapter.hand_layout(board.presented)
    raised = sorted(c for c, _, up in layout if up)
    assert raised == ["duchy", "estate"]
    estates = [rect for c, rect, _ in layout if c == "estate"]
    assert estates[0].y < estates[1].y      # the clicked (first) copy rose where it was
    assert board.by_target.keys() >= {"picked:hand:estate", "picked:hand:duchy", "hand:estate"}
    # the second estate rises too, in its place; the first one clicked again drops back
    click(d, board, "hand:estate")
    layout = board.adapter.hand_layout(board.presented)
    assert [up for c, _, up in layout if c == "estate"] == [True, True]
    first = next(rect for c, rect, _ in layout if c == "estate")
    steps = state.steps
    d.click((first.x + 5, first.y + 5))
    assert state.history[steps][1] == "unpick:estate"
    settle(d, board)
    layout = board.adapter.hand_layout(board.presented)
    assert [up for c, _, up in layout if c == "estate"] == [False, True]
    # put back
    assert click(d, board, "picked:hand:duchy") == "unpick:duchy"
    # Confirm
    assert click(d, board, "btn_primary") == "done"
    assert state.discards[0] == ["estate"]
    assert (state.hands[0] + state.play[0]).count("gold") == 1      # drawn (maybe played)


def test_militia_victim_picks_exactly_the_cards_to_discard(d):
    state = position(3, kingdom=K, current=1,
                     hands={0: ["copper", "silver", "estate", "gold", "estate"],
                            1: ["militia"] + C5[:4], 2: ["copper"] * 3},
                     decks={0: C5, 1: C5, 2: C5})
    board = open_board(d, state, pre=["play:militia"])
    decision = board.match.pending()
    assert decision.prompt == "dominion.militia" and decision.seat == 0
    assert "btn_primary" not in board.by_target             # Confirm needs 2 cards first
    steps = state.steps
    d.click(board.adapter.z["btn_primary"].center)
    assert state.steps == steps
    click(d, board, "hand:estate")
    assert "btn_primary" not in board.by_target
    click(d, board, "hand:estate")
    assert click(d, board, "btn_primary") == "done"
    assert state.discards[0] == ["estate", "estate"]


def test_chapel_trashes_the_picked_cards(d):
    state = position(2, kingdom=K, hands={0: ["chapel", "estate", "copper", "copper", "curse"],
                                          1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state)
    click(d, board, "hand:chapel")
    for target in ("hand:estate", "hand:curse", "hand:copper"):
        click(d, board, target)
    click(d, board, "btn_primary")
    assert sorted(state.trash) == ["copper", "curse", "estate"]


def test_thief_trash_a_revealed_card_then_gain_it_from_the_trash(d):
    state = position(2, kingdom=K, hands={0: ["thief", "copper", "estate", "copper", "copper"],
                                          1: C5},
                     decks={0: C5, 1: ["gold", "silver", "copper"]})
    board = open_board(d, state)
    click(d, board, "hand:thief")
    assert board.match.pending().prompt == "dominion.thief.trash"
    assert {"set_aside:1:gold", "set_aside:1:silver"} <= set(board.by_target)
    click(d, board, "set_aside:1:gold")
    assert board.match.pending().prompt == "dominion.thief.gain"
    click(d, board, "trash:gold")
    # changed my mind
    assert click(d, board, "picked:trash:gold") == "unpick:gold"
    click(d, board, "trash:gold")
    click(d, board, "btn_primary")
    assert state.owned[0].get("gold") == 1 and state.trash == []


def test_spy_discard_and_put_back_are_table_buttons(d):
    state = position(2, kingdom=K, hands={0: ["spy", "copper", "estate", "copper", "copper"],
                                          1: C5},
                     decks={0: ["market", "copper"], 1: ["gold", "silver"]})
    board = open_board(d, state)
    click(d, board, "hand:spy")
    assert board.match.pending().prompt == "dominion.spy"
    # my Copper: put it back
    assert click(d, board, "btn_secondary") == "keep"
    # Bela's Gold: discard it
    assert click(d, board, "btn_primary") == "discard"
    assert state.discards[1] == ["gold"] and state.decks[0][0] == "copper"


def test_library_keep_or_set_aside_on_the_table_buttons(d):
    state = position(2, kingdom=K, hands={0: ["library", "copper", "copper"], 1: C5},
                     decks={0: ["smithy", "moat", "copper", "copper", "copper", "copper"],
                            1: C5})
    board = open_board(d, state)
    click(d, board, "hand:library")
    assert board.match.pending().prompt == "dominion.library"
    # set Smithy aside
    assert click(d, board, "btn_secondary") == "set_aside:smithy"
    # keep Moat
    assert click(d, board, "btn_primary") == "keep:moat"
    assert "moat" in state.hands[0] and "smithy" in state.discards[0]


def test_chancellor_yes_on_the_draw_pile_no_on_the_button(d):
    state = position(2, kingdom=K, hands={0: ["chancellor", "copper", "copper"], 1: C5},
                     decks={0: ["gold", "estate"], 1: C5})
    board = open_board(d, state)
    click(d, board, "hand:chancellor")
    assert board.match.pending().prompt == "dominion.chancellor"
    assert "btn_secondary" in board.by_target
    # the draw pile itself
    assert click(d, board, "draw_pile", part=0) == "yes"
    assert state.decks[0] == []


def test_chancellor_no_on_the_secondary_button(d):
    state = position(2, kingdom=K, hands={0: ["chancellor", "copper"], 1: C5},
                     decks={0: ["gold", "estate"], 1: C5})
    board = open_board(d, state)
    click(d, board, "hand:chancellor")
    assert click(d, board, "btn_secondary") == "no"
    assert state.decks[0] == ["gold", "estate"]


def test_moat_revealed_by_clicking_the_card(d):
    state = position(2, kingdom=K, current=1,
                     hands={0: ["moat", "copper", "estate", "copper", "copper"],
                            1: ["witch"] + C5[:4]},
                     decks={0: C5, 1: ["gold", "silver", "copper"]})
    board = open_board(d, state, pre=["play:witch"])
    assert board.match.pending().prompt == "dominion.moat"
    assert click(d, board, "hand:moat", part=0) == "reveal"
    assert "curse" not in state.owned[0]


def test_moat_declined_on_the_secondary_button(d):
    state = position(2, kingdom=K, current=1,
                     hands={0: ["moat", "copper", "estate", "copper", "copper"],
                            1: ["witch"] + C5[:4]},
                     decks={0: C5, 1: ["gold", "silver", "copper"]})
    board = open_board(d, state, pre=["play:witch"])
    assert click(d, board, "btn_secondary") == "decline"


def test_remodel_trashes_a_hand_card_and_gains_from_a_pile(d):
    state = position(2, kingdom=K2, hands={0: ["remodel", "estate", "copper", "gold"], 1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2)
    click(d, board, "hand:remodel")
    assert board.match.pending().prompt == "dominion.remodel"
    click(d, board, "hand:gold")
    assert board.match.pending().prompt == "dominion.remodel.gain"
    assert "supply:province" in board.by_target and "supply:market" in board.by_target
    click(d, board, "supply:province")
    assert state.trash == ["gold"] and state.owned[0]["province"] == 1


def test_mine_gains_a_treasure_into_the_hand(d):
    state = position(2, kingdom=K2, hands={0: ["mine", "copper", "estate"], 1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2)
    click(d, board, "hand:mine")                            # one Treasure: trashed at once
    assert board.match.pending().prompt == "dominion.mine.gain"
    assert set(board.by_target) == {"supply:copper", "supply:silver"}
    assert click(d, board, "supply:silver") == "gain:silver"
    assert state.owned[0]["silver"] == 1 and state.trash == ["copper"]


def test_throne_room_chooses_the_card_to_play_twice(d):
    state = position(2, kingdom=K2, hands={0: ["throne_room", "village", "smithy"], 1: C5},
                     decks={0: ["copper"] * 8, 1: C5})
    board = open_board(d, state, kingdom=K2)
    click(d, board, "hand:throne_room")
    assert board.match.pending().prompt == "dominion.throne_room"
    click(d, board, "hand:village")
    assert state.actions == 4


def test_bureaucrat_victim_topdecks_by_clicking_a_victory_card(d):
    state = position(2, kingdom=K2, current=1, hands={0: ["estate", "duchy", "copper"],
                                                      1: ["bureaucrat"] + C5[:4]},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2, pre=["play:bureaucrat"])
    assert board.match.pending().prompt == "dominion.bureaucrat"
    click(d, board, "hand:duchy")
    assert state.decks[0][0] == "duchy"


def test_workshop_gain_from_a_pile(d):
    state = position(2, kingdom=K2, hands={0: ["workshop", "copper"], 1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2)
    click(d, board, "hand:workshop")
    assert "supply:gold" not in board.by_target
    click(d, board, "supply:smithy")
    assert state.owned[0]["smithy"] == 1


def test_manual_treasures_one_by_one_and_all_at_once(d):
    variants = {"auto_treasures": False}
    state = buy_position(2, kingdom=K2, variants=variants,
                     hands={0: ["silver", "copper", "copper", "estate"], 1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2, variants=variants)
    assert board.match.pending().prompt == "dominion.treasure"
    click(d, board, "hand:silver")
    assert state.coins == 2
    # Play all Treasures
    assert click(d, board, "btn_secondary") == "play_all"
    assert state.coins == 4
    assert board.match.pending().prompt == "dominion.buy"


def test_second_edition_decline_and_moneylender_choice(d):
    variants = {"second_edition": True}
    state = position(2, kingdom=K2, variants=variants,
                     hands={0: ["moneylender", "throne_room", "copper", "estate"], 1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2, variants=variants)
    click(d, board, "hand:moneylender")
    assert board.match.pending().prompt == "dominion.moneylender"
    # yes: trash a Copper
    assert click(d, board, "hand:copper", part=0) == "yes"
    assert state.coins == 3


def test_draft_picks_are_clicked_in_the_card_grid(d):
    from rules.dominion import GAME
    state = GAME.new(2, 3, {"kingdom": "draft", "previous_winners": "2"})
    assert state.pending().seat == 0
    board = open_board(d, state, variants={"kingdom": "draft", "previous_winners": "2"})
    assert len([t for t in board.by_target if t.startswith("draft:")]) == 25
    click(d, board, "draft:witch")
    assert state.draft[0] == "witch"


def test_a_click_beside_the_targets_changes_nothing(d):
    state = buy_position(2, kingdom=K2, hands={0: ["copper"] * 3, 1: C5},
                     decks={0: C5, 1: C5})
    board = open_board(d, state, kingdom=K2)
    steps = state.steps
    d.click(board.adapter.z["pile_province"].center)        # too dear: not a target
    d.click((600, 880))                                     # empty felt
    assert state.steps == steps
    assert board.toast and "not a move" in board.toast[0]


def test_right_click_pins_a_zoomed_card_and_hover_explains_the_piles(d):
    state = position(2, kingdom=K2, hands={0: ["smithy", "copper", "estate"], 1: C5},
                     decks={0: ["gold", "silver"], 1: C5}, discards={0: ["duchy"]})
    board = open_board(d, state, kingdom=K2)
    ad = board.adapter
    card_rect = next(r for c, r, _ in ad.hand_layout(board.presented) if c == "smithy")
    d.click(card_rect.center, button=3)
    assert ad.zoom.pinned_key == "smithy"
    d.frames(2)                                             # the zoom draws
    d.click(card_rect.center, button=3)
    assert ad.zoom.pinned_key is None
    tip = ad.tooltip(ad.z["draw_pile"].center, board.presented)
    assert "2 cards" in tip and "Gold" in tip and "Silver" in tip
    tip = ad.tooltip(ad.z["discard"].center, board.presented)
    assert "1 Duchy" in tip
    # hovering a card long enough shows its zoom (drawn, not a text tooltip)
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=card_rect.center, rel=(0, 0),
                                buttons=(0, 0, 0))])
    d.frames(15)
    assert ad.spot_at(card_rect.center)[1] == "smithy"
    assert ad.tooltip(card_rect.center, board.presented) is None


def test_hot_seat_curtain_then_the_next_person_sees_only_their_own_hand(d):
    state = buy_position(2, kingdom=K2, hands={0: ["estate"] * 5, 1: ["gold", "duchy", "moat"]},
                         decks={0: ["province"] * 5, 1: C5})
    board = open_board(d, state, humans=(0, 1), kingdom=K2)
    assert board.viewer == 0
    steps = state.steps
    d.click(shape(board, "btn_primary").rect.center)         # Anna ends her turn
    assert state.steps == steps + 1
    d.run_until(lambda: isinstance(d.top, CurtainScene))
    assert d.top.player == "Bela"
    d.press("I am Bela")
    settle(d, board)
    assert board.viewer == 1
    shown = [card for card, _, _ in board.adapter.hand_layout(board.presented)]
    assert sorted(shown) == sorted(state.hands[1])
    assert "province" not in shown                              # Anna's new hand stays hidden
