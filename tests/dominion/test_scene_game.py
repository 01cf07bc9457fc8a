"""A whole game of Dominion, a person against two bots, played with the mouse alone.

From the title screen through the game picker and the setup form to the results screen; every
decision of the person is a click, mostly on the table (hand cards, piles, table buttons) and
now and then on the side panel's option buttons, exactly as a player could do it.
"""
from rules.dominion import GAME
from scenes.board import BoardScene
from scenes.picker import PickerScene
from scenes.results import ResultsScene
from scenes.setup import SetupScene
from scenes.title import TitleScene
from tests.dominion.test_scene_clicks import settle
from tests.scenes.driver import Driver


def test_a_person_beats_or_loses_to_two_bots_with_clicks_only(home):
    d = Driver()
    d.app.push(TitleScene())
    d.frame()
    d.press("New game")
    assert isinstance(d.top, PickerScene)
    rect, game, missing = next(c for c in d.top.cards if c[1].id == "dominion")
    assert missing is None
    d.click(rect.center)
    assert isinstance(d.top, SetupScene)
    d.press("3")
    d.top.seed.set_text("20240")
    d.press("Start game")
    board = d.top
    assert isinstance(board, BoardScene)
    match = board.match
    assert [s.kind for s in match.setup.seats] == ["human", "bot", "bot"]
    me = match.humans[0]
    helper = GAME.bot("medium", me, 99)      # decides what the person wants; the mouse does it
    on_table = on_panel = 0
    kinds = set()
    for _ in range(600):
        if not isinstance(d.top, BoardScene):
            break
        settle(d, board)
        decision = match.pending()
        if decision is None:
            break
        assert decision.seat == me
        wanted = helper.choose(match.state.view(me), decision)
        steps = match.state.steps
        button = next((b for b, i in board.option_buttons.items() if i == wanted.id), None)
        panel = board.layout["options"]
        if steps % 5 == 0 and button is not None and panel.contains(button.rect):
            d.click(button.rect.center)
            on_panel += 1
        else:
            target = board.adapter.target_of(wanted)
            assert board.by_target.get(target) == [wanted], (target, wanted)
            shape = board.adapter.shape_for(target, board.presented)
            d.click(getattr(shape, "rects", [shape.rect])[0].center)
            on_table += 1
        assert match.state.steps > steps, f"clicking {wanted.id} did nothing"
        assert match.state.history[steps] == [me, wanted.id]
        kinds.add(wanted.kind)
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    results = d.top
    assert sorted(seat for _, seat in results.rows()) == [0, 1, 2]
    assert match.state.result().ranking
    assert match.state.end_reason in ("provinces", "three piles")
    assert on_table >= 10 and on_panel >= 2, (on_table, on_panel)
    assert {"buy", "play"} <= kinds, kinds
    d.frames(2)
    d.press("Back to title")
    assert isinstance(d.top, TitleScene)
