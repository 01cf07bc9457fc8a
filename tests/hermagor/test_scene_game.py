"""A whole game of Hermagor, one person against three bots, played with the mouse alone: from
the title screen through the picker and the setup to the results screen, every decision made
by clicking a highlighted board object or a visible side-panel button."""
from __future__ import annotations

from rules.hermagor.bots import SimpleBot
from scenes.menus.title import TitleScene
from tests.scenes.kit import whole_game_by_clicks


def test_four_players_human_against_three_bots_to_the_results_by_clicks_only(home):
    d, board, done = whole_game_by_clicks("hermagor", 4, 2718, SimpleBot(0, 99), panel_every=2)
    assert done["table"] > 30 and done["panel"] > 0
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
