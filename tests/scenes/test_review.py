"""A finished game's moves checked in the replay (scenes/table/review.py): Check moves asks the
strong bot about each of the viewed seat's choices, in a bot process, and marks on the timeline
where it would clearly have played otherwise; N goes there and a note says what and why."""
import time

import pygame
import pytest

import rules
from rules.core.timeline import option_ids
from scenes.table import review as review_module
from scenes.table.checkmoves import MOMENT
from scenes.table.replay import ReplayScene
from scenes.table.review import Moment, choices_of
from scenes.table.suggest import quoted_lead
from scenes.table.thinker import Thinker, ThinkerError
from tests.scenes.driver import Driver
from tests.scenes.test_replay_timeline import finished

BUDGET_MS = 30


@pytest.fixture(autouse=True)
def no_kept_checks(monkeypatch):
    """Each test starts with no check kept from an earlier one (review.py keeps the last few)."""
    monkeypatch.setattr(review_module, "_kept", {})


@pytest.fixture
def replay():
    """(driver, replay) of a finished two-player Hotel Tycoon game, viewed as Anna."""
    setup, state = finished("hotel_tycoon", 2)
    d = Driver()
    scene = ReplayScene(setup, state.history, 0)
    d.app.reset(scene)
    d.frames(2)
    try:
        yield d, scene
    finally:
        scene.put_review_away()
        d.close()


def check(d, scene):
    """Press Check moves; the bot thinks BUDGET_MS a question (Settings' least is 500)."""
    d.click(d.find_button("Check moves").rect.center)
    assert scene.review is not None and scene.checking
    scene.review.match.budget_ms = BUDGET_MS


def until(d, condition, seconds=90.0):
    end = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < end, "the check did not get there"
        d.frame()
        time.sleep(0.002)
    d.frame()


def test_the_choices_are_the_seats_own_with_two_options_or_more():
    setup, state = finished("dominion", 2)
    steps = choices_of(setup, state.history, 0)
    replayed = setup.new_state()
    for step, option_id in enumerate(option_ids(state.history)):
        decision = replayed.pending()
        asked = decision.seat == 0 and len(decision.options_for(0)) > 1
        assert (step in steps) == asked
        replayed.apply(option_id)
    assert steps and steps == sorted(steps)


def test_check_moves_weighs_every_choice_of_the_viewed_seat(replay):
    d, scene = replay
    check(d, scene)
    review = scene.review
    assert review.total == len(choices_of(scene.match.setup, scene.history, 0)) > 0
    until(d, lambda: review.answer is not None)
    thinker = review.answer.process()           # the review's own bot process
    until(d, lambda: review.finished)
    assert review.failure is None and review.checked == review.total
    assert review.agreed + len(review.moments) <= review.total
    for moment in review.moments:       # only clear leads over the played move that matter
        assert moment.best.id != moment.played.id and moment.why["next"] == moment.played.id
        assert quoted_lead(moment.why) >= review_module.NOTABLE[moment.why["unit"]]
        assert moment.played.id == scene.history[moment.step]
    status = scene.review_status()
    assert status.startswith(f"Anna: {review.agreed} of {review.total} choices")
    button = d.find_button("Check moves")       # checked to the end: nothing more to ask
    assert button is not None and not button.is_enabled
    until(d, lambda: not thinker.alive, 10)     # and it is ended


def fake_moments(scene, steps):
    """Moments at `steps` as the review would find them: another legal move, clearly better."""
    review = scene.review
    state = scene.match.game.new(len(scene.match.names), scene.match.setup.seed)
    moments = []
    for step, option_id in enumerate(scene.history):
        decision = state.pending()
        if step in steps:
            played = decision.find(option_id)
            best = next(o for o in decision.options_for(review.seat) if o.id != option_id)
            moments.append(Moment(step, state.view(review.seat), played, best,
                                  {"moves": 2, "games": 40, "unit": "win", "next": option_id,
                                   "lead": 0.12, "sure": True}))
        state.apply(option_id)
    review.moments = moments
    scene.update_controls()
    scene.mark_moments_in_log()             # (as a judged answer does)
    return moments


def test_n_goes_to_each_moment_and_its_note_says_what_and_why(replay):
    d, scene = replay
    check(d, scene)
    d.click(d.find_button("Stop checking").rect.center)
    assert scene.review.stopped and not scene.checking
    first, second = sorted(choices_of(scene.match.setup, scene.history, 0))[2:8:5]
    moments = fake_moments(scene, {first, second})
    d.key(pygame.K_n, unicode="n")
    assert scene.position == first
    note = scene.toast[0]
    best = scene.move_words(moments[0].best, moments[0].view)
    played = scene.move_words(moments[0].played, moments[0].view)
    assert note.startswith(f"Here Anna played {played}; the strong bot would play {best}.")
    assert f"This one won 12 more games in 100 than {played}." in note
    # the bot's move is outlined on the board, as a legal move is at the table
    target = scene.adapter.target_of(moments[0].best)
    assert scene.outlined_targets() == ({target: [moments[0].best]} if target else {})
    d.key(pygame.K_n, unicode="n")
    assert scene.position == second and scene.toast[0] != note
    d.key(pygame.K_n, unicode="n")                 # round the end, to the first again
    assert scene.position == first
    d.key(pygame.K_n, mod=pygame.KMOD_SHIFT, unicode="N")
    assert scene.position == second
    d.key(pygame.K_RIGHT)                          # off the moment: its note goes
    assert scene.position == second + 1 and scene.toast is None
    assert scene.outlined_targets() == {}
    # each moment is marked on the timeline, at the top of the plot
    chart = scene.chart
    x = round(chart.x_of_step(first))
    assert tuple(d.surface.get_at((x, chart.plot.y + 3)))[:3] == MOMENT
    assert "2 clear differences (N: the next)" in scene.review_status()
    # the log tints the first line of each marked move; a click on it goes to the choice
    tags = scene.log.tags
    assert sorted(scene.marked_lines.values()) == [first, second]
    for line, step in scene.marked_lines.items():       # the first line after the choice
        assert tags[line][0] > step and all(t is None or t[0] <= step for t in tags[:line])
    line = next(i for i, step in scene.marked_lines.items() if step == first)
    scene.log.scroll_to_line(line)
    d.frame()
    rect = next(r for r, i in scene.log.placed if i == line)
    d.click(rect.center)
    assert scene.position == first and scene.toast[0] == note


def view_as(scene, seat):
    scene.on_widget(pygame.event.Event(0, ui_element=scene.viewer_menu,
                                       text=scene.viewer_names()[seat]))


def test_another_viewer_puts_the_check_aside_and_leaving_ends_its_process(replay):
    d, scene = replay
    check(d, scene)
    until(d, lambda: scene.review.checked >= 1 and scene.review.answer is not None)
    annas, thinker = scene.review, scene.review.answer.process()
    view_as(scene, 1)
    assert scene.review is None and d.find_button("Check moves").is_enabled
    until(d, lambda: not thinker.alive, 10)
    assert annas.stopped and annas.checked >= 1
    check(d, scene)                         # Bot 2's choices now
    assert scene.review.seat == 1 and scene.review is not annas
    until(d, lambda: scene.review.answer is not None)
    thinker = scene.review.answer.process()
    view_as(scene, 0)                       # Anna's check again, as it was left
    assert scene.review is annas and not scene.checking
    assert scene.review_status().startswith(f"Anna: {annas.checked} of {annas.total} checked.")
    d.app.pop()                             # the replay closes
    until(d, lambda: not thinker.alive, 10)


def test_a_check_stopped_or_left_goes_on_where_it_stopped(replay):
    d, scene = replay
    check(d, scene)
    until(d, lambda: scene.review.checked >= 2)
    d.click(d.find_button("Stop checking").rect.center)
    review, checked = scene.review, scene.review.checked
    setup, history = scene.match.setup, scene.history
    d.app.pop()                             # closed, and opened again from the results
    again = ReplayScene(setup, history, 0)
    d.app.reset(again)
    d.frames(2)
    try:
        assert again.review is review and review.checked == checked
        d.click(d.find_button("Check moves").rect.center)
        assert again.checking
        review.match.budget_ms = BUDGET_MS
        until(d, lambda: review.checked > checked)
        assert review.checked <= review.total and review.at >= review.steps[review.checked - 1]
    finally:
        again.put_review_away()


def test_a_failed_bot_process_stops_the_check_and_says_why(replay, monkeypatch):
    d, scene = replay

    def broken(self, *args, **kwargs):
        raise ThinkerError("the bot process is gone (a test)")
    monkeypatch.setattr(Thinker, "ask", broken)
    check(d, scene)
    until(d, lambda: scene.review.finished)
    assert scene.review.failure and scene.review.checked == 0
    assert scene.review_status().startswith("The check stopped: the bot process is gone")
    assert d.find_button("Check moves").is_enabled      # it may be tried again


def test_a_move_that_reads_as_the_bots_counts_as_its_own(monkeypatch):
    """Two copies of one card are one move to a person: no difference to mark."""
    setup, state = finished("dominion", 2)
    seen = []

    class Same(review_module.Review):
        def _judge(self, answer):
            seen.append((answer.result().id, self.history[self.at]))       # (ids only)
            super()._judge(answer)
    review = Same(setup, state.history, 0, BUDGET_MS, lambda a, b, view: True)
    try:
        end = time.monotonic() + 60
        while review.checked < 3:
            assert time.monotonic() < end
            review.poll()
            time.sleep(0.002)
    finally:
        review.close()
    assert review.agreed == review.checked and not review.moments and len(seen) >= 3


def test_a_game_without_a_strong_bot_offers_no_check(monkeypatch):
    from tests.scenes.driver import install_test_game
    from tests.scenes.kit import setup_for
    install_test_game(monkeypatch)
    setup = setup_for("pebbles", 2, 1)
    state = setup.new_state()
    bots = [rules.get("pebbles").bot("simple", s, s) for s in range(2)]
    while (decision := state.pending()) is not None:
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    d = Driver()
    scene = ReplayScene(setup, state.history, 0)
    d.app.reset(scene)
    d.frames(2)
    try:
        shown = [b.text for b in d.buttons()]
        assert "Close replay" in shown and "Check moves" not in shown
    finally:
        d.close()


def test_a_seat_without_a_choice_is_told_so(replay):
    d, scene = replay
    review = review_module.Review(scene.match.setup, [], 0, BUDGET_MS, scene.same_move)
    scene.review = review
    assert review.finished and scene.review_status() == "Anna had no choice to make."


@pytest.mark.parametrize("why, marked", [
    (None, False), ({"plan": "Big Money"}, False),
    ({"moves": 3, "games": 90, "unit": "win", "next": "a", "lead": 0.012, "sure": True}, False),
    ({"moves": 3, "games": 90, "unit": "win", "next": "a", "lead": 0.03, "sure": True}, True),
    ({"moves": 3, "games": 90, "unit": "win", "next": "a", "lead": 0.3, "sure": False}, False),
    ({"moves": 2, "games": 40, "unit": "score", "next": "a", "lead": 3.2, "sure": True}, True),
    ({"moves": 2, "games": 40, "unit": "score", "next": "a", "lead": 1.2, "sure": True}, False),
])
def test_a_moment_is_a_clear_lead_big_enough_to_matter(why, marked):
    """A hint quotes any clear lead ("1 more game in 100"); the check marks 3 in 100 or 3
    points, so that the choices that count are not buried."""
    assert review_module.notable(why) is marked
