"""A whole game of Nauticus, one person against two bots, played with the mouse alone: from the
title screen through the picker and the setup to the results screen, every decision made by
clicking a highlighted table object or a visible side-panel button."""
from __future__ import annotations

from rules.nauticus.bots import SimpleBot
from scenes.menus.results import ResultsScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver
from tests.scenes.kit import play_by_clicks, start_through_menus


def test_three_players_human_against_two_bots_to_the_results_by_clicks_only(home):
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    board = start_through_menus(d, "nauticus", 3, 1234)
    done = play_by_clicks(d, board, SimpleBot(0, 99), panel_every=7)
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    assert board.match.pending() is None and board.match.result().ranking
    assert done["table"] > 40 and done["table"] + done["panel"] > 60
    assert {"choose", "buy", "place"} <= done["kinds"]
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
