"""The keyboard focus (scenes/focus.py, scenes/table/keyboard.py): what Tab walks and in which
order, Enter and Space on it, the ring only for keyboard users, the pointer following the focus,
the amount stepper and the out-of-turn strip by keys, the replay keeping its arrows."""
from __future__ import annotations

import pygame

import rules
import saves
from saves import Seat, Setup
from scenes import games
from scenes.focus import Mode
from scenes.menus.choices import ChoiceList
from scenes.menus.confirm import ConfirmScene
from scenes.menus.loadlist import LoadScene
from scenes.menus.picker import PickerScene
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from scenes.table.board import BoardScene
from scenes.table.match import Match
from scenes.table.replay import ReplayScene
from tests.scenes.driver import Driver, install_test_game
from tests.scenes.kit import find_position, has, open_board, wait_for_human
from tests.scenes.test_gavel_table import NAMES, VARIANTS, new_state, policy, seed_with_everything
from tests.scenes.test_keyboard_play import focused, keydown, press_on
from tests.scenes.test_replay_timeline import finished
from tests.test_saves import played
from tests.toygame.gavel import GAME as GAVEL
from tests.toygame.gavel_table import GavelAdapter


def title_driver():
    d = Driver()
    d.app.push(TitleScene())
    d.frame()
    return d


def test_menus_walk_by_tab_and_arrows_and_the_ring_is_only_for_the_keyboard(home):
    d = title_driver()
    title = d.top
    assert not Mode.keyboard and focused(title) is None        # a mouse user sees no ring
    d.key(pygame.K_TAB)
    assert Mode.keyboard
    assert focused(title).key is title.new_b      # Continue is disabled (nothing saved): skipped
    d.key(pygame.K_DOWN)
    assert focused(title).key is title.load_b
    d.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    d.key(pygame.K_UP)
    assert focused(title).key is title.quit_b     # around from the top to the bottom
    d.key(pygame.K_TAB)
    d.key(pygame.K_TAB)
    d.key(pygame.K_RETURN)
    assert isinstance(d.top, LoadScene)
    d.key(pygame.K_ESCAPE)
    assert d.top is title and focused(title).key is title.load_b     # back where it was
    d.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    d.key(pygame.K_SPACE)                         # Space takes the focused button too
    assert isinstance(d.top, PickerScene)
    picker = d.top
    # a screen opened by the keyboard shows its ring at once, on its first game
    assert focused(picker).key == ("game", list(rules.GAMES)[0])
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 5), button=1)])
    assert not Mode.keyboard and focused(picker) is None       # a click: back to the mouse


def test_a_drop_down_opens_on_its_value_and_the_arrows_choose(home):
    d = title_driver()
    d.app.push(SettingsScene())
    d.frame()
    settings = d.top
    press_on(d, ("box", "anim_speed"))
    menu = d.top
    assert isinstance(menu, ChoiceList)
    assert focused(menu).key == ("row", 0)        # "instant", the driver's speed
    d.frame([keydown(pygame.K_DOWN), keydown(pygame.K_DOWN), keydown(pygame.K_RETURN)])
    assert d.top is settings and d.app.settings["anim_speed"] == "normal"
    press_on(d, ("box", "bot_pace"))
    d.key(pygame.K_ESCAPE)                        # Esc closes the list and changes nothing
    assert d.top is settings and d.app.settings["bot_pace"] == "quick"


def test_tab_walks_the_targets_then_the_options_then_undo_and_menu(home, monkeypatch):
    install_test_game(monkeypatch)
    d, board, match = open_board("pebbles", 2)
    assert wait_for_human(d, board)
    items = board.focus_items()
    keys = [item.key for item in items]
    targets = [k for k in keys if isinstance(k, tuple) and k[0] == "target"]
    rows = [k for k in keys if isinstance(k, tuple) and k[0] == "row"]
    assert targets and rows
    assert [k[1] for k in targets] == list(board.by_target)           # the options' order
    assert keys[:len(targets)] == targets
    assert keys[len(targets):len(targets) + len(rows)] == rows
    assert keys[-1] is board.menu_button
    assert board.undo_button not in keys          # disabled: nothing to undo yet
    # the focus points as the mouse would: hover feedback follows it
    d.key(pygame.K_TAB)
    target = targets[0][1]
    assert focused(board).key == targets[0]
    assert board.mouse == board.spot(target)
    assert board.adapter.hovered_target(board.presented, board.by_target) == target
    # Enter takes the focused target exactly as a click would
    options = board.by_target[target]
    steps = match.state.steps
    d.key(pygame.K_RETURN)
    assert match.state.steps == steps + 1 and match.state.history[-1][1] == options[0].id
    # while the table animates nothing is focusable: Space skips the animation
    assert board.focus_items()[:1] != targets[:1] or not board.settled


def test_space_skips_an_animation_even_in_keyboard_mode(home, monkeypatch):
    install_test_game(monkeypatch)
    seed, state = find_position("pebbles", 2, has(kind="place"))
    d, board, match = open_board("pebbles", 2, seed, state=state, speed="slow")
    assert wait_for_human(d, board)
    spot = next(t for t, options in board.by_target.items()
                if any(o.kind == "place" for o in options))      # a placed piece flies
    press_on(d, ("target", spot), choose=False)
    steps = match.state.steps
    d.frame([keydown(pygame.K_RETURN)], dt=0.01)
    assert match.state.steps == steps + 1
    assert not board.anims.idle, "the move should still be animating"
    assert board.focus_items() == []          # nothing to take while it animates
    d.frame([keydown(pygame.K_SPACE)], dt=0.01)
    assert match.state.steps == steps + 1             # Space chose nothing ...
    assert board.anims.idle or board.anims.gate is not None       # ... it skipped


def test_gavel_is_played_by_keys_stepper_and_out_of_turn_strip_included(monkeypatch):
    monkeypatch.setitem(rules.GAMES, GAVEL.id, GAVEL)
    monkeypatch.setitem(games._CLASSES, GAVEL.id, GavelAdapter)
    seed = seed_with_everything()
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    match = Match(Setup(GAVEL.id, [Seat(n) for n in NAMES], seed, dict(VARIANTS)),
                  state=new_state(seed), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    seen = {"stepper": 0, "strip": 0, "row": 0}
    for _ in range(400):
        d.run_until(lambda: match.pending() is None or (board.settled and d.top is board),
                    limit=400)
        decision = match.pending()
        if decision is None:
            break
        want = policy(decision)
        steps = match.state.steps
        option = decision.find(want)
        if option.by not in (None, decision.seat):
            press_on(d, ("by", want))
            seen["strip"] += 1
        elif want.startswith("bid:"):
            amount = int(want.split(":")[1])
            while board.stepper.value < amount:
                press_on(d, ("stepper", "+"))
            press_on(d, ("stepper", "ok"))
            seen["stepper"] += 1
        else:
            press_on(d, ("row", want, False))
            seen["row"] += 1
        assert match.state.steps == steps + 1 and match.state.history[-1][1] == want
    assert match.pending() is None
    assert all(seen.values()), seen


def test_the_replay_keeps_its_arrow_keys(home):
    setup, state = finished("hermagor", 3)
    d = Driver()
    replay = ReplayScene(setup, state.history, 0)
    d.app.reset(replay)
    d.frames(2)
    d.key(pygame.K_TAB)                   # the keyboard is in use: the controls have a focus
    assert Mode.keyboard and focused(replay) is not None
    position = replay.position
    d.key(pygame.K_RIGHT)
    assert replay.position == position + 1
    d.key(pygame.K_LEFT)
    assert replay.position == position


def test_the_load_list_by_keys_delete_asks_and_enter_opens(home, monkeypatch):
    install_test_game(monkeypatch)
    setup, state = played(6)
    first = saves.save_new(state, setup, "pebbles-a")
    saves.save_new(state, setup, "pebbles-b")
    d = Driver()
    d.app.go("load")
    d.frames(3)
    scene = d.top
    assert isinstance(scene, LoadScene)
    row = next(b for b, info in scene.rows.items() if info.path == first)
    delete = next(b for b, info in scene.deletes.items() if info.path == first)
    keys = [item.key for item in scene.focus_items()]
    assert keys.index(row) + 1 == keys.index(delete)      # each save, then its Delete
    press_on(d, delete)
    assert isinstance(d.top, ConfirmScene)
    d.key(pygame.K_ESCAPE)                                # kept
    assert d.top is scene and first.exists()
    press_on(d, row)
    assert isinstance(d.top, BoardScene)
    assert d.top.match.state.steps == state.steps


def test_a_clicked_name_box_keeps_its_arrow_keys(home):
    d = title_driver()
    d.app.go("setup", game=rules.get("dominion"))
    d.frames(2)
    setup = d.top
    entry = setup.entries[0]
    d.click(entry.rect.center)                    # typing in the first player's name
    d.key(pygame.K_LEFT)
    d.key(pygame.K_DOWN)
    assert not Mode.keyboard and setup.ui.get_focus_set() and entry.is_focused
    d.frame([pygame.event.Event(pygame.TEXTINPUT, text="x")])
    assert "x" in entry.get_text()
    d.key(pygame.K_TAB)                           # Tab leaves it for the next thing
    assert Mode.keyboard and focused(setup).key == ("seat", 0)
    assert not entry.is_focused
