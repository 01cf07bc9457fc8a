"""What every game's board-scene tests need: open a board, reach a position, click like a person.

Seat 0 is the person at the screen ("Anna"); the other seats are bots driven by the scene.
Positions for rare decisions are found by playing seeded bot games until seat 0 faces them.
"""
from __future__ import annotations

import contextlib

import pygame

import rules
from saves import Seat, Setup
from scenes.table.board import BoardScene
from scenes.menus.curtain import CurtainScene
from scenes.table.match import Match
from scenes.menus.picker import PickerScene
from scenes.table.popup import OptionMenu
from scenes.menus.setup import SetupScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver

PEOPLE = ["Anna", "Bela", "Csilla", "Dora", "Emil", "Fanni"]


def setup_for(game_id: str, n: int, seed: int, variants: dict | None = None,
              humans: int = 1) -> Setup:
    seats = [Seat(PEOPLE[i]) if i < humans else Seat(f"Bot {i + 1}", "bot", "simple")
             for i in range(n)]
    return Setup(game_id, seats, seed, dict(variants or {}))


def open_board(game_id: str, n: int, seed: int = 1, variants: dict | None = None, state=None,
               speed: str = "instant", humans: int = 1):
    """A driver showing the game's BoardScene: (driver, board, match)."""
    d = Driver({"anim_speed": speed, "bot_pace": "quick"})
    match = Match(setup_for(game_id, n, seed, variants, humans), state=state, autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    return d, board, match


def ready(board, seat: int = 0) -> bool:
    """`seat` may click now: its decision is pending, animations are over, targets are built."""
    decision = board.match.pending()
    return (decision is not None and decision.seat == seat and board.anims.idle
            and not board.dirty and bool(board.option_buttons))


def wait_for_human(d, board, seat: int = 0, limit: int = 3000) -> bool:
    """Frames until `seat` must decide (True) or the game is over (False); lifts curtains."""
    for _ in range(limit):
        if isinstance(d.top, CurtainScene):
            d.press("I am")
            continue
        if board.match.pending() is None:
            return False
        if ready(board, seat) and d.top is board:
            return True
        d.frame()
    raise AssertionError(f"seat {seat} never got to decide: {board.match.pending()}")


def find_position(game_id: str, n: int, want, seeds=range(1, 400),
                  variants: dict | None = None, bots: str = "simple"):
    """The first (seed, state) of a bot game where seat 0 faces a decision with
    want(decision, state)."""
    game = rules.get(game_id)
    for seed in seeds:
        state = game.new(n, seed, variants or None)
        players = [game.bot(bots, s, 100 + s) for s in range(n)]
        while (decision := state.pending()) is not None:
            if decision.seat == 0 and want(decision, state):
                return seed, game.load(state.to_dict())
            state.apply(players[decision.seat].choose(state.view(decision.seat), decision).id)
    raise AssertionError("no game reached the wanted position")


def board_at(game_id: str, n: int, want, variants=None, edit=None, bots="simple",
             seeds=range(1, 400)):
    """A board where seat 0 faces a decision with want(decision, state), ready to click."""
    seed, state = find_position(game_id, n, want, seeds=seeds, variants=variants, bots=bots)
    if edit is not None:
        edit(state)
        state.touch()
    d, board, match = open_board(game_id, n, seed, variants, state=state)
    assert wait_for_human(d, board)
    return d, board, match


@contextlib.contextmanager
def opened_at(game_id: str, n: int, want, **options):
    """`board_at` as a context: (driver, board, match), closed (its bot processes stopped)
    when the block ends."""
    d, board, match = board_at(game_id, n, want, **options)
    try:
        yield d, board, match
    finally:
        d.close()


def first(decision, pred):
    return next(o for o in decision.options if pred(o))


def has(prompt: str | None = None, kind: str | None = None, pred=None):
    """want(decision, state): the prompt (full key or its last part) and an option of `kind`."""
    def want(decision, state):
        if prompt and decision.prompt != prompt and not decision.prompt.endswith("." + prompt):
            return False
        return kind is None or any(o.kind == kind and (pred is None or pred(o))
                                   for o in decision.options)
    return want


# ---- clicking ------------------------------------------------------------------------------------
def point_inside(board, target: str) -> tuple:
    """A point of the target's shape where this target (and no other legal one) is hit."""
    adapter, view = board.adapter, board.presented
    shape = adapter.shape_for(target, view)
    assert shape is not None, f"no shape for {target}"
    rects = getattr(shape, "rects", None) or [shape.rect]
    candidates = [shape.center]
    for r in rects:
        candidates += [(int(r.x + r.w * fx), int(r.y + r.h * fy))
                       for fx in (0.5, 0.3, 0.7, 0.15, 0.85) for fy in (0.5, 0.3, 0.7, 0.15, 0.85)]
    for pos in candidates:
        if adapter.target_at(pos, view, board.by_target) == target:
            return pos
    raise AssertionError(f"no point of {target} picks it")


def click_target(d, board, option) -> None:
    """Click an option's board object; answer the small menu if several options share it."""
    target = board.adapter.target_of(option)
    assert target in board.by_target, f"{target} is not highlighted"
    steps = board.match.state.steps
    d.click(point_inside(board, target))
    if isinstance(d.top, OptionMenu):
        menu = d.top
        button = next(b for b, oid in menu.buttons.items() if oid == option.id)
        d.click(button.rect.center)
    assert board.match.state.steps == steps + 1, f"clicking {target} did not apply {option.id}"
    assert board.match.state.history[-1][1] == option.id


def button_visible(board, option_id: str) -> bool:
    button = next((b for b, oid in board.option_buttons.items() if oid == option_id), None)
    return button is not None and pygame.Rect(board.layout["options"]).contains(button.rect)


def click_button(d, board, option_id: str) -> None:
    button = next(b for b, oid in board.option_buttons.items() if oid == option_id)
    assert button_visible(board, option_id), f"{option_id} is scrolled out of view"
    steps = board.match.state.steps
    d.click(button.rect.center)
    assert board.match.state.steps == steps + 1, f"the button {option_id} did nothing"


def clickable(board, option) -> bool:
    return board.adapter.target_of(option) in board.by_target or button_visible(board, option.id)


# ---- a whole game ----------------------------------------------------------------------------------
def start_through_menus(d, game_id: str, players: int, seed: int) -> BoardScene:
    """Title -> New game -> the game's card in the picker -> setup (count, seed) -> Start."""
    d.app.push(TitleScene())
    d.frame()
    d.press("New game")
    assert isinstance(d.top, PickerScene)
    rect, _game, missing = next(c for c in d.top.cards if c[1].id == game_id)
    assert missing is None
    d.click(rect.center)
    assert isinstance(d.top, SetupScene)
    d.press(str(players))
    d.click(d.top.seed.rect.center)
    d.frame([pygame.event.Event(pygame.TEXTINPUT, text=str(seed))])
    d.press("Start game")
    board = d.top
    assert isinstance(board, BoardScene)
    assert board.match.setup.seed == seed
    assert [s.kind for s in board.match.setup.seats] == ["human"] + ["bot"] * (players - 1)
    return board


def play_by_clicks(d, board, helper, panel_every: int = 3, limit: int = 30000) -> dict:
    """Seat 0 plays to the end by clicks only: `helper` (a bot) says what the person wants; the
    mouse does it on the table, or now and then on the side panel. Returns what was clicked."""
    match = board.match
    done = {"table": 0, "panel": 0, "kinds": set()}
    for _ in range(limit):
        if not isinstance(d.top, BoardScene):
            break
        decision = match.pending()
        if decision is None or not (decision.seat == 0 and ready(board)):
            d.frame()
            continue
        wanted = helper.choose(match.state.view(0), decision)
        option = wanted if clickable(board, wanted) else \
            next(o for o in decision.options if clickable(board, o))
        done["kinds"].add(option.kind)
        on_table = board.adapter.target_of(option) in board.by_target
        turn = done["table"] + done["panel"]
        if on_table and not (button_visible(board, option.id) and turn % panel_every == 0):
            click_target(d, board, option)
            done["table"] += 1
        else:
            click_button(d, board, option.id)
            done["panel"] += 1
    return done


def whole_game_by_clicks(game_id: str, players: int, seed: int, helper, panel_every: int,
                         limit: int = 30000):
    """Seat 0 against bots, from the title screen through the menus to the results screen, by
    clicks only (`play_by_clicks`); the game is over with a ranking. (driver, board, clicks)."""
    from scenes.menus.results import ResultsScene
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    board = start_through_menus(d, game_id, players, seed)
    done = play_by_clicks(d, board, helper, panel_every=panel_every, limit=limit)
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    assert board.match.pending() is None and board.match.result().ranking
    return d, board, done


def bind(game_id: str, players: int):
    """(setup_for, open_board, find_position, board_at) for one game, `players` by default."""
    def bound_setup(n: int = players, seed: int = 1, variants=None, humans: int = 1):
        return setup_for(game_id, n, seed, variants, humans)

    def bound_open(n: int = players, seed: int = 1, variants=None, state=None,
                   speed: str = "instant", humans: int = 1):
        return open_board(game_id, n, seed, variants, state, speed, humans)

    def bound_find(n: int = players, want=None, seeds=range(1, 400), variants=None,
                   bots: str = "simple"):
        return find_position(game_id, n, want, seeds, variants, bots)

    def bound_board_at(n: int = players, want=None, variants=None, edit=None, bots="simple",
                       seeds=range(1, 400)):
        return board_at(game_id, n, want, variants, edit, bots, seeds)

    return bound_setup, bound_open, bound_find, bound_board_at
