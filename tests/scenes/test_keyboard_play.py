"""Every shelf game from the title to the results screen by KEY EVENTS ONLY (issue 16.4).

Through the real scenes under the dummy video driver: Tab to "New game", Enter; Tab to the
game's card, Enter; in the setup Tab to "2" players, a short variant chosen in its drop-down with
the arrows, the seed typed, Tab to "Start game", Enter. On the table a simple bot says what the
person wants; the test presses Tab (or Shift+Tab, whichever is fewer) until the focus reaches it,
on the board or in the side panel, and Enter (a small menu, the amount stepper and held round
summaries by the keyboard too). No mouse event is ever sent.
"""
from __future__ import annotations

import pygame
import pytest

import rules
from scenes.focus import Mode
from scenes.menus.choices import ChoiceList
from scenes.menus.picker import PickerScene
from scenes.menus.results import ResultsScene
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from scenes.table.board import BoardScene
from scenes.table.popup import OptionMenu
from tests.scenes.driver import Driver

# game -> (seed, {variant: value chosen in the setup by the keyboard}): short games
GAMES = {
    "dominion": (3, {}),
    "nauticus": (2, {}),
    "hermagor": (1, {}),
    "hotel_tycoon": (1, {"max_rounds": 100}),
    "kairo": (1, {}),
    "itchy_feet": (1, {"safety_cap_rounds": 25}),
}


def keydown(key, mod=0, unicode=""):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0)


def focused(scene):
    return scene.focus.current(scene.focus_items())


def tabs_to(scene, key) -> list:
    """The fewest Tab or Shift+Tab presses that bring the focus of `scene` to `key`."""
    items = scene.focus_items()
    keys = [item.key for item in items]
    assert key in keys, f"{key!r} cannot take the focus; have {keys}"
    now = focused(scene)
    here = keys.index(now.key) if now is not None else -1
    there = keys.index(key)
    forward = (there - here) % len(keys) if here >= 0 else there + 1
    backward = (here - there) % len(keys) if here >= 0 else len(keys) - there
    if forward <= backward:
        return [keydown(pygame.K_TAB)] * forward
    return [keydown(pygame.K_TAB, pygame.KMOD_SHIFT)] * backward


def press_on(d, key, choose=True) -> None:
    """Tab to `key` on the top scene (checking the focus got there), then Enter."""
    scene = d.top
    d.frame(tabs_to(scene, key))
    assert focused(scene).key == key
    if choose:
        d.frame([keydown(pygame.K_RETURN)])



def choose_in_list(d, value) -> None:
    """An open drop-down: the arrows to the row of `value`, Enter."""
    menu = d.top
    assert isinstance(menu, ChoiceList)
    row = next(i for i, item in enumerate(menu.items) if item[0] == value)
    now = focused(menu)
    here = now.key[1] if now is not None else 0
    arrow = pygame.K_DOWN if row >= here else pygame.K_UP
    d.frame([keydown(arrow)] * abs(row - here) + [keydown(pygame.K_RETURN)])
    assert not isinstance(d.top, ChoiceList)


def start_by_keys(d, game_id: str, seed: int, variants: dict) -> BoardScene:
    title = d.top
    assert isinstance(title, TitleScene)
    press_on(d, title.new_b)
    assert isinstance(d.top, PickerScene)
    press_on(d, ("game", game_id))
    setup = d.top
    assert isinstance(setup, SetupScene)
    two = next(b for b, n in setup.count_buttons.items() if n == 2)
    press_on(d, two)
    assert setup.count == 2
    for name, value in variants.items():
        press_on(d, ("variant", name))
        choose_in_list(d, value)
        assert setup.variants[name] == value
    press_on(d, setup.seed, choose=False)
    d.frame([pygame.event.Event(pygame.TEXTINPUT, text=digit) for digit in str(seed)])
    press_on(d, setup.start)
    board = d.top
    assert isinstance(board, BoardScene), f"the setup did not start: {setup.error}"
    assert board.match.setup.seed == seed
    assert [s.kind for s in board.match.setup.seats] == ["human", "bot"]
    assert board.match.setup.variants == {**board.match.setup.variants, **variants}
    return board


def ready(board) -> bool:
    decision = board.match.pending()
    return (decision is not None and decision.seat == 0 and board.settled
            and bool(board.focus_items()))


def key_for(board, option, turn: int):
    """The focus key that plays `option`: its board target (most turns) or its panel row."""
    target = board.adapter.target_of(option)
    row = ("row", option.id, False)
    keys = [item.key for item in board.focus_items()]
    on_board = ("target", target) if target in board.by_target else None
    if on_board and (row not in keys or turn % 3):
        return on_board
    if row in keys:
        return row
    return on_board


def play_by_keys(d, board, limit: int = 20000) -> dict:
    match = board.match
    helper = match.game.bot("simple", 0, 7)
    done = {"board": 0, "panel": 0, "menu": 0, "stepper": 0, "held": 0}
    for _ in range(limit):
        top = d.top
        if isinstance(top, ResultsScene):
            return done
        if board.anims.gate is not None:        # a round summary held until seen
            d.frame([keydown(pygame.K_RETURN)])
            done["held"] += 1
            continue
        if top is not board or not ready(board):
            d.frame(dt=0.2)
            continue
        decision = match.pending()
        wanted = helper.choose(match.state.view(0), decision)
        steps = match.state.steps
        if board.stepper.hint is not None and wanted.kind == board.stepper.hint["kind"]:
            amount = int(wanted.args[0])
            hint = board.stepper.hint
            while board.stepper.value != amount:
                press_on(d, ("stepper", "+" if board.stepper.value < amount else "-"))
            assert board.stepper.option_id == wanted.id
            press_on(d, ("stepper", "ok"))
            assert hint
            done["stepper"] += 1
        else:
            key = key_for(board, wanted, steps)
            assert key is not None, f"{wanted.id} cannot be reached by the keyboard"
            press_on(d, key)
            if isinstance(d.top, OptionMenu):
                menu = d.top
                button = next(b for b, oid in menu.buttons.items() if oid == wanted.id)
                press_on(d, button)
                done["menu"] += 1
            done["board" if key[0] == "target" else "panel"] += 1
        assert match.state.steps > steps and match.state.history[steps][1] == wanted.id, \
            f"the keys did not play {wanted.id}"
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game_id", list(rules.GAMES))
def test_a_game_is_played_from_the_title_to_the_results_by_keys_alone(game_id, home,
                                                                      monkeypatch):
    assert game_id in GAMES, f"{game_id}: add a short seed and variants to GAMES"
    seed, variants = GAMES[game_id]
    d = Driver({"anim_speed": "instant", "bot_pace": "quick", "hold_until_seen": True})
    mouse = []
    monkeypatch.setattr(Driver, "click", lambda self, *a, **k: mouse.append(a))
    d.app.push(TitleScene())
    d.frame()
    board = start_by_keys(d, game_id, seed, variants)
    done = play_by_keys(d, board)
    assert isinstance(d.top, ResultsScene)
    assert board.match.state.result() is not None
    assert done["board"] > 0 and done["panel"] > 0, done
    assert Mode.keyboard and not mouse
    # and from the results back to the title, by the keyboard too
    press_on(d, d.top.title_b)
    d.frame()
    assert isinstance(d.top, TitleScene)
