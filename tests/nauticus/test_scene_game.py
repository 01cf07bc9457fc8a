"""A whole game of Nauticus, one person against two bots, played with the mouse alone: from the
title screen through the picker and the setup to the results screen, every decision made by
clicking a highlighted table object or a visible side-panel button."""
from __future__ import annotations

from rules.nauticus.bots import SimpleBot
from scenes.menus.title import TitleScene
from tests.scenes.kit import whole_game_by_clicks


def test_three_players_human_against_two_bots_to_the_results_by_clicks_only(home):
    d, board, done = whole_game_by_clicks("nauticus", 3, 1234, SimpleBot(0, 99), panel_every=7)
    assert done["table"] > 40 and done["table"] + done["panel"] > 60
    assert {"choose", "buy", "place"} <= done["kinds"]
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
