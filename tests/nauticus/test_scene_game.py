"""A whole game of Nauticus, one person against two bots, played with the mouse alone: from the
title screen through the picker and the setup to the results screen, every decision made by
clicking a highlighted table object or a visible side-panel button."""
from __future__ import annotations

import pygame

from rules.nauticus.bots import SimpleBot
from scenes.board import BoardScene
from scenes.picker import PickerScene
from scenes.results import ResultsScene
from scenes.setup import SetupScene
from scenes.title import TitleScene
from tests.nauticus.test_scene_support import (button_visible, click_button, click_target,
                                               ready)
from tests.scenes.driver import Driver


def choose_clickable(board, decision, wanted):
    """The bot's choice when it can be clicked; else the first option that can."""
    def clickable(option):
        return board.adapter.target_of(option) in board.by_target or \
            button_visible(board, option.id)
    if clickable(wanted):
        return wanted
    return next(o for o in decision.options if clickable(o))


def test_three_players_human_against_two_bots_to_the_results_by_clicks_only(home):
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    d.app.push(TitleScene())
    d.frame()
    d.press("New game")
    assert isinstance(d.top, PickerScene)
    rect, _game, missing = next(c for c in d.top.cards if c[1].id == "nauticus")
    assert missing is None
    d.click(rect.center)
    assert isinstance(d.top, SetupScene)
    d.press("3")
    d.click(d.top.seed.rect.center)
    d.frame([pygame.event.Event(pygame.TEXTINPUT, text="1234")])
    d.press("Start game")
    board = d.top
    assert isinstance(board, BoardScene)
    match = board.match
    assert match.setup.seed == 1234
    assert [s.kind for s in match.setup.seats] == ["human", "bot", "bot"]
    me = SimpleBot(0, 99)
    clicks = buttons = 0
    kinds = set()
    for _ in range(30000):
        if not isinstance(d.top, BoardScene):
            break
        decision = match.pending()
        if decision is not None and decision.seat == 0 and ready(board):
            option = choose_clickable(board, decision, me.choose(match.state.view(0), decision))
            kinds.add(option.kind)
            if board.adapter.target_of(option) in board.by_target:
                click_target(d, board, option)
                clicks += 1
            else:
                click_button(d, board, option.id)
                buttons += 1
            continue
        d.frame()
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    assert match.pending() is None and match.result().ranking
    assert clicks > 40 and clicks + buttons > 60
    assert {"choose", "buy", "place"} <= kinds
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
