"""The results screen explains: hover a number for its arithmetic, the game's end named, a
chart of each player's standing round by round (issue 11, point 10)."""
import pygame
import pytest

import rules
from scenes.menus.results import ResultsScene
from scenes.table.match import Match
from tests.scenes.driver import Driver
from tests.scenes.kit import setup_for


def finished_match(game_id, n, seed=5):
    game = rules.get(game_id)
    state = game.new(n, seed)
    bots = [game.bot("simple", s, 100 + s) for s in range(n)]
    while (d := state.pending()) is not None:
        state.apply(bots[d.seat].choose(state.view(d.seat), d).id)
    return Match(setup_for(game_id, n, seed), state=state, autosave=False)


def show(match):
    d = Driver()
    scene = ResultsScene(match)
    d.app.reset(scene)
    d.frame()
    return d, scene


@pytest.mark.parametrize("game_id", ["dominion", "hermagor", "nauticus"])
def test_hovering_a_number_shows_its_arithmetic(game_id):
    match = finished_match(game_id, 3)
    d, scene = show(match)
    result = match.result()
    cells = list(scene.cells)
    assert len(cells) == sum(len(entry) for entry in result.breakdown)
    rect, seat, key = cells[0]
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0),
                                buttons=(0, 0, 0))])
    tip = scene.hover_text(rect.center)
    assert tip.startswith(match.names[seat]) and scene.words(result.why(seat, key)) in tip


@pytest.mark.parametrize("game_id", ["dominion", "hermagor", "nauticus"])
def test_the_chart_shows_every_round_and_ends_at_the_scores(game_id):
    match = finished_match(game_id, 3)
    d, scene = show(match)
    assert scene.chart is not None
    line = scene.chart.line
    assert line.values[-1] == match.result().scores
    end = scene.chart.plot.midright
    assert "At the end" in scene.hover_text((end[0] - 1, end[1]))
    start = scene.chart.plot.midleft
    assert "round 1" in scene.hover_text((start[0] + 1, start[1])).lower()


def test_a_full_table_keeps_the_chart_behind_a_button():
    match = finished_match("hermagor", 5)
    d, scene = show(match)
    if scene.chart is None:            # no room below five rows: the button shows it
        d.press("Show the chart")
        d.frame()
        assert scene.chart is not None and scene.show_chart
        d.press("Show the table")
        d.frame()
        assert scene.chart is None
    assert scene.chart is None or scene.chart.rect.bottom <= 800
