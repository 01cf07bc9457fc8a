"""A whole game of Hermagor, one person against three bots, played with the mouse alone: from
the title screen through the picker and the setup to the results screen, every decision made
by clicking a highlighted board object or a visible side-panel button."""
from __future__ import annotations

from rules.hermagor.bots import SimpleBot
from scenes.menus.results import ResultsScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver
from tests.scenes.kit import play_by_clicks, start_through_menus


def test_four_players_human_against_three_bots_to_the_results_by_clicks_only(home):
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    board = start_through_menus(d, "hermagor", 4, 2718)
    done = play_by_clicks(d, board, SimpleBot(0, 99), panel_every=2)
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    assert board.match.pending() is None and board.match.result().ranking
    assert done["table"] > 30 and done["panel"] > 0
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
