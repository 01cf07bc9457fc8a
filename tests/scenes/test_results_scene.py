"""The results screen explains: hover a number for its arithmetic, the game's end named, a
chart of each player's standing round by round (issue 11, point 10)."""
import pygame
import pytest

import rules
from scenes.menus.results import ResultsScene
from scenes.table.match import Match
from tests.scenes.driver import Driver
from tests.scenes.kit import setup_for


def finished_state(game_id, n, seed=5):
    """The end of a game of `simple` bots."""
    game = rules.get(game_id)
    state = game.new(n, seed)
    bots = [game.bot("simple", s, 100 + s) for s in range(n)]
    while (d := state.pending()) is not None:
        state.apply(bots[d.seat].choose(state.view(d.seat), d).id)
    return state


def finished_match(game_id, n, seed=5):
    return Match(setup_for(game_id, n, seed), state=finished_state(game_id, n, seed),
                 autosave=False)


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


SIX_GAMES = ["dominion", "hermagor", "nauticus", "hotel_tycoon", "kairo", "itchy_feet"]


def with_ties(match):
    """The same game, its ranking regrouped so that every place is shared (two tied groups)."""
    from dataclasses import replace
    result = match.result()
    seats = [s for group in result.ranking for s in group]
    half = max(1, len(seats) // 2)
    tied = replace(result, ranking=[seats[:half], seats[half:]] if len(seats) > 2 else [seats])
    match.result = lambda: tied
    return match


@pytest.mark.parametrize("language", ["en", "hu"])      # Hungarian: "2. (holtverseny)"
@pytest.mark.parametrize("game_id", SIX_GAMES)
def test_no_two_texts_of_a_row_overlap_ties_included(game_id, language):
    from scenes import i18n
    game = rules.get(game_id)
    i18n.set_language(language)
    try:
        match = with_ties(finished_match(game_id, min(game.max_players, 6)))
        d, scene = show(match)
    finally:
        i18n.set_language("en")
    assert len(scene.row_boxes) == len(match.names)
    assert all("(" in place for place, _seat in scene.rows())      # "1st (tie)" everywhere
    for row in scene.row_boxes:
        boxes = dict(row)
        assert boxes["place"].right < boxes["badge"].left, "the place runs under the badge"
        assert boxes["badge"].right < boxes["name"].left
        for i, (what, rect) in enumerate(row):
            for other, rect2 in row[i + 1:]:
                assert not rect.colliderect(rect2), f"{game_id}: {what} overlaps {other}"


@pytest.mark.parametrize("game_id", SIX_GAMES)
def test_every_game_says_why_it_ended(game_id):
    from scenes.i18n import tr
    match = finished_match(game_id, 2)
    d, scene = show(match)
    reason = tr(match.result().reason, match.names, match.game).rstrip(".")
    assert reason and "{" not in reason
    assert reason in scene.end_line()


@pytest.mark.parametrize("game_id,n", [("kairo", 2), ("hermagor", 3)])
def test_the_rounds_along_the_bottom_count_in_even_steps_and_never_touch(game_id, n):
    """A long game's rounds are labelled 1, 5, 10, ... (once 34 36 37 40: rounds are as wide as
    their moves, and labels thinned one by one came out uneven); a short one's every round."""
    from scenes.table.chart import LABEL_GAP, STRIDES
    match = finished_match(game_id, n)
    d, scene = show(match)
    chart = scene.chart
    labels = chart.round_labels()
    numbers = [number for number, _x in labels]
    rounds = [number for number, _x in chart.round_starts()]
    assert numbers[0] == rounds[0]
    stride = max(s for s in STRIDES if all(k % s == 0 for k in numbers[1:]))
    assert numbers == [rounds[0]] + [k for k in rounds[1:] if k % stride == 0]
    if len(rounds) <= 6:
        assert stride == 1
    else:
        assert stride > 1 and len(numbers) >= 5, numbers
    xs = [x for _number, x in labels]
    assert all(b - a >= LABEL_GAP for a, b in zip(xs, xs[1:]))


@pytest.mark.parametrize("game_id", SIX_GAMES)
@pytest.mark.parametrize("seed", [5, 11])
def test_the_chart_ends_with_the_winner_on_top(game_id, seed):
    """The chart tells the same story as the table: at its end nobody stands above the
    winner (Itchy Feet's winner once ended lowest, at 11 against 14: the trip to the centre
    spends the items that count as progress on the way)."""
    match = finished_match(game_id, 4, seed)
    d, scene = show(match)
    final = scene.timeline.values[-1]
    winners = match.result().ranking[0]
    assert all(final[w] >= max(final) for w in winners), (final, winners)


@pytest.mark.parametrize("game_id", SIX_GAMES)
def test_at_200_percent_in_hungarian_the_page_fits_above_its_buttons(game_id):
    """A dense page draws its texts at the largest scale at which they fit (a 3-player Kairo
    table in Hungarian at 200 % ran its notes under the buttons and its headers together)."""
    from scenes import i18n, theme
    from scenes.menus import results
    i18n.set_language("hu")
    theme.set_ui_scale(2.0)
    try:
        match = finished_match(game_id, 3)
        d, scene = show(match)
        assert scene.text_bottom <= results.TEXT_BOTTOM and not scene.crowded
        assert 1.0 <= scene.text_scale <= 2.0
        assert theme.ui_scale() == 2.0              # the person's own scale is untouched
        buttons = [b.rect for b in (scene.rematch_b, scene.replay_b, scene.title_b)]
        assert all(r.top > scene.text_bottom for r in buttons)
    finally:
        i18n.set_language("en")
        theme.set_ui_scale(1.0)
