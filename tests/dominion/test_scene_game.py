"""A whole game of Dominion, a person against two bots, played with the mouse alone.

From the title screen through the game picker and the setup form to the results screen; every
decision of the person is a click, mostly on the table (hand cards, piles, table buttons) and
now and then on the side panel's option buttons, exactly as a player could do it.
"""
from rules.dominion import GAME
from scenes.menus.results import ResultsScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver
from tests.scenes.kit import play_by_clicks, start_through_menus


def test_a_person_beats_or_loses_to_two_bots_with_clicks_only(home):
    d = Driver()
    board = start_through_menus(d, "dominion", 3, 20240)
    match = board.match
    # the medium bot decides what the person wants; the mouse does it
    done = play_by_clicks(d, board, GAME.bot("medium", 0, 99), panel_every=5)
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    results = d.top
    assert sorted(seat for _, seat in results.rows()) == [0, 1, 2]
    assert match.state.result().ranking
    assert match.state.end_reason in ("provinces", "three piles")
    assert done["table"] >= 10 and done["panel"] >= 2, done
    assert {"buy", "play"} <= done["kinds"], done["kinds"]
    d.frames(2)
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
