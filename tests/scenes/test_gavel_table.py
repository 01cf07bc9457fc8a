"""The test game Gavel played through the REAL board scene, clicked as a person would: the amount
stepper (minus, plus, confirm), the open auction, the out-of-turn strip (a claim by a seat that
is not deciding), elimination in the seat strip, and the dice tray.

Every seat is a person (claims are allowed only then); nobody needs a curtain (no secrets), so
the board hands the screen to whoever decides. The clicks follow one fixed policy; a seed where
that policy meets a claim and an elimination is found first with the rules alone.
"""
from __future__ import annotations

import pytest

import rules
from saves import Seat, Setup
from scenes import games
from scenes.table.board import BoardScene
from scenes.table.match import Match
from tests.scenes.driver import Driver
from tests.toygame.gavel import GAME
from tests.toygame.gavel_table import GavelAdapter

VARIANTS = {"claims": True, "start_coins": 2}
NAMES = ["Anna", "Bela", "Csilla"]


@pytest.fixture
def gavel(monkeypatch):
    monkeypatch.setitem(rules.GAMES, GAME.id, GAME)
    monkeypatch.setitem(games._CLASSES, GAME.id, GavelAdapter)


def policy(decision):
    """What our players do: claim any coin on offer, roll, raise the minimum bid once if the
    purse allows, else bid the minimum; pass when no bid is possible."""
    claims = sorted((o for o in decision.options if o.by is not None),
                    key=lambda o: o.by == decision.seat)      # out of turn first
    if claims:
        return claims[0].id
    if decision.prompt == "gavel.roll":
        return "roll"
    hint = decision.amount
    if hint is None:
        return "pass"
    return f"bid:{min(hint['max'], hint['min'] + hint['step'])}"


def new_state(seed: int):
    """A table of three people: claims are allowed (they are only when every seat is human)."""
    return GAME.state_cls.create(3, seed, GAME.check_variants(VARIANTS, 3, [True] * 3))


def seed_with_everything() -> int:
    for seed in range(1, 300):
        state = new_state(seed)
        kinds = set()
        while (decision := state.pending()) is not None:
            want = policy(decision)
            if decision.find(want).by not in (None, decision.seat):
                kinds.add("out of turn")
            kinds.update(e.kind for e in state.apply(want))
        if {"out of turn", "eliminated", "dice", "lot_won"} <= kinds:
            return seed
    raise AssertionError("no seed where the policy meets a claim and an elimination")


def ready(board) -> bool:
    return board.match.pending() is not None and board.settled and board.app.top is board


def test_gavel_is_played_with_the_mouse_through_the_board_scene(gavel):
    seed = seed_with_everything()
    d = Driver({"anim_speed": "fast", "bot_pace": "quick"})
    setup = Setup(GAME.id, [Seat(n) for n in NAMES], seed, dict(VARIANTS))
    match = Match(setup, state=new_state(seed), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    assert isinstance(board.adapter, GavelAdapter)
    assert board.seats is not None and board.dice is not None      # placed by gavel.tmx
    seen = {"stepper": 0, "minus": 0, "auction": 0, "claim": 0}
    kinds = set()
    for _ in range(400):
        d.run_until(lambda: ready(board) or match.pending() is None, limit=400)
        decision = match.pending()
        if decision is None:
            break
        assert board.viewer == decision.seat
        want = policy(decision)
        before = len(match.events)
        if decision.prompt == "gavel.bid":
            assert board.presented["auction"] is not None       # the open auction's frame
            seen["auction"] += 1
        if want.startswith("claim:") and decision.find(want).by == decision.seat:
            # the decider's own claim is in its side panel, with its roll
            d.press(NAMES[decision.seat] + " claims a coin")
            seen["own claim"] = True
        elif want.startswith("claim:"):
            # the strip offers a claim to the person whose coin it is, not to the decider
            claimer = decision.find(want).by
            assert all(not label.startswith(NAMES[decision.seat])
                       for _r, _o, label in board.strip.buttons)
            rect, option_id, label = next(b for b in board.strip.buttons if b[1] == want)
            assert label == f"{NAMES[claimer]} claims a coin"
            assert not any(button.text.startswith(NAMES[claimer])
                           for button in board.option_buttons)
            d.click(rect.center)
            seen["claim"] += 1
        elif want.startswith("bid:"):
            hint = decision.amount
            stepper = board.stepper
            assert stepper.hint == hint and stepper.value == hint["min"]
            # a stepper, not one button per amount
            assert not any(board.option_buttons[b].startswith("bid:") for b in board.option_buttons)
            if hint["max"] >= hint["min"] + 2 * hint["step"]:
                d.click(stepper.plus.center)
                d.click(stepper.plus.center)     # past what we want, then back down
                assert stepper.value == hint["min"] + 2 * hint["step"]
                d.click(stepper.minus.center)
                seen["minus"] += 1
            elif hint["max"] > hint["min"]:
                d.click(stepper.plus.center)
                d.click(stepper.plus.center)     # the stepper stops at the purse
                assert stepper.value == hint["max"]
            assert stepper.option_id == want
            d.click(stepper.confirm.center)
            seen["stepper"] += 1
        else:
            d.press("Roll the die" if want == "roll" else "Pass")
        new = match.events[before:]
        assert new, f"the click did not play {want!r}"
        assert match.state.history[-1][1] == want
        kinds.update(e.kind for e in new)
        if "dice" in {e.kind for e in new}:
            rolled = [e for e in new if e.kind == "dice"][-1]
            d.run_until(lambda: board.settled)
            assert board.dice.last == rolled.data                 # the tray shows this roll
        if "eliminated" in {e.kind for e in new}:
            gone = [e for e in new if e.kind == "eliminated"][0].data["seat"]
            d.run_until(lambda: board.settled)
            assert gone in board.presented["eliminated"]
    assert match.pending() is None
    assert {"claimed", "eliminated", "dice", "lot_won"} <= kinds
    assert seen["stepper"] and seen["minus"] and seen["auction"] and seen["claim"]
    d.run_until(lambda: d.top is not board)                      # the results come up


def test_a_bot_waits_while_a_person_may_take_an_out_of_turn_option(gavel):
    """Bela (a bot) is to roll while Csilla may still claim her coin: the strip offers it to
    Csilla and the bot holds back long enough for her to click it."""
    for seed in range(1, 300):
        state = new_state(seed)
        while (decision := state.pending()) is not None:
            if decision.seat == 1 and any(o.by == 2 for o in decision.options):
                break
            state.apply(policy(decision))
        if decision is not None:
            break
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    match = Match(Setup(GAME.id, [Seat(n) for n in NAMES], seed, dict(VARIANTS)),
                  state=new_state(seed), autosave=False)
    for _seat, option_id in state.history:          # the same moves, through the match
        match.apply(option_id)
    # Gavel offers claims only at an all-human table; here Bela's seat is handed to a bot
    # afterwards, as a game whose out-of-turn options allow bots would have it
    match.bots[1] = GAME.bot("simple", 1, 7)
    match.humans.remove(1)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    steps = state.steps
    (rect, option_id, label), = [b for b in board.strip.buttons if b[2].startswith("Csilla")]
    d.frames(30)                                     # 1.5 s: more than the bot's quick pace
    assert match.state.steps == steps, "the bot moved before Csilla could claim"
    d.click(rect.center)
    assert list(match.state.history[-1]) == [2, option_id]
    d.run_until(lambda: match.state.steps > steps + 1)   # then the bot rolls
    assert any(e.kind == "dice" and e.data["seat"] == 1 for e in match.events)
