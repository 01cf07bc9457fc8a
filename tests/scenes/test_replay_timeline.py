"""The replay: a timeline to click or drag, jumps by round, a click on a log line goes to its
move, and at the end everybody's money is shown (issue 11, point 13)."""
import pygame
import pytest

import rules
from scenes.table.replay import ReplayScene
from tests.scenes.driver import Driver
from tests.scenes.kit import setup_for


def finished(game_id, n=3, seed=5):
    game = rules.get(game_id)
    state = game.new(n, seed)
    bots = [game.bot("simple", s, 100 + s) for s in range(n)]
    while (d := state.pending()) is not None:
        state.apply(bots[d.seat].choose(state.view(d.seat), d).id)
    return setup_for(game_id, n, seed), state


def open_replay(game_id, n=3):
    setup, state = finished(game_id, n)
    d = Driver()
    replay = ReplayScene(setup, state.history, 0)
    d.app.reset(replay)
    d.frames(2)
    return d, replay, state


def press(d, pos):
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)])


def release(d, pos):
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


@pytest.mark.parametrize("game_id", ["dominion", "hermagor", "nauticus"])
def test_a_click_on_the_timeline_goes_to_that_move(game_id):
    d, replay, state = open_replay(game_id)
    plot = replay.chart.plot
    pos = (plot.x + plot.w // 2, plot.centery)
    press(d, pos)
    release(d, pos)
    assert replay.position == replay.chart.step_at(pos) > 0
    assert replay.match.state.steps == replay.position
    # dragging follows the pointer, also past the end of the line
    press(d, pos)
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(plot.right + 80, plot.centery),
                                rel=(0, 0), buttons=(1, 0, 0))])
    release(d, (plot.right + 80, plot.centery))
    assert replay.position == len(state.history)


@pytest.mark.parametrize("game_id", ["dominion", "hermagor", "nauticus"])
def test_page_down_and_up_jump_by_round(game_id):
    d, replay, state = open_replay(game_id)
    game = rules.get(game_id)
    seen = [game.progress(replay.match.state)[0]]
    for _ in range(3):
        d.key(pygame.K_PAGEDOWN)
        seen.append(game.progress(replay.match.state)[0])
    assert seen == sorted(seen) and len(set(seen)) == 4, seen
    start = replay.position
    assert start in replay.round_starts()
    d.key(pygame.K_PAGEUP)
    assert replay.position < start
    assert game.progress(replay.match.state)[0] == seen[-2]


def test_a_click_on_a_log_line_goes_to_its_move():
    d, replay, state = open_replay("hermagor")
    replay.jump(len(state.history) // 2)
    d.frames(2)
    inside = [(r, i) for r, i in replay.log.placed if replay.log.inner.contains(r)]
    rect, index = inside[0]                      # the lowest line shown: still to come
    step = replay.log.tags[index][0]          # (step, event)
    assert step is not None and step > replay.position
    press(d, rect.center)
    release(d, rect.center)
    assert replay.position == step
    # the log holds the whole game; what is still to come is marked as such
    assert replay.log.upto == sum(1 for t in replay.log.tags if t[0] <= step)
    assert replay.log.lines > replay.log.upto


def test_at_the_end_everybody_sees_everybodys_money():
    d, replay, state = open_replay("hermagor")
    assert state.variants.get("hide_money", True)
    d.key(pygame.K_END)
    assert replay.position == len(state.history)
    money = [p["money"] for p in replay.presented["players"]]
    assert money == list(state.money)
    replay.jump(len(state.history) // 2)
    d.frames(2)
    hidden = [p["money"] for p in replay.presented["players"]]
    assert hidden[0] is not None and hidden[1] is None      # during the game: still secret


def test_pointing_at_the_timeline_tells_the_standing_there():
    d, replay, state = open_replay("hermagor")
    plot = replay.chart.plot
    end = (plot.right - 1, plot.centery)
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(0, 0, 0))])
    tip = replay.chart.describe(replay.mouse, replay.match.names)
    assert tip.startswith("At the end") and all(str(m) in tip for m in state.money)
    d.frames(12)                          # drawn without trouble after the hover delay


def test_watch_replay_shows_the_game_the_results_screen_played_through(monkeypatch):
    """The results screen plays the game once for its chart; "Watch replay" opens on that same
    playing (its events, positions and timeline), not a second one."""
    from scenes.menus.results import ResultsScene
    from scenes.table import played as played_module
    from scenes.table.match import Match
    setup, state = finished("hermagor")
    d = Driver()
    match = Match(setup, state, autosave=False)
    d.app.reset(ResultsScene(match))
    d.frames(2)
    results = d.top
    assert results.played is not None and results.timeline is results.played.timeline
    calls = []
    from scenes.table import replay as replay_module
    for module in (played_module, replay_module):
        monkeypatch.setattr(module, "play_through", lambda *a: calls.append(a))
    d.press("Watch replay")
    replay = d.top
    assert isinstance(replay, ReplayScene) and calls == []
    assert replay.step_events is results.played.events
    assert replay.timeline is results.played.timeline
    # and it is the whole game: the end of the replay is the finished game
    replay.jump(len(state.history))
    assert replay.match.state.to_dict() == state.to_dict()


def test_a_replay_opened_with_another_games_playing_plays_its_own():
    from scenes.table.played import play_through
    setup, state = finished("hermagor")
    other_setup, other = finished("hermagor", seed=6)
    replay = ReplayScene(setup, state.history, 0, play_through(other_setup, other.history))
    assert replay.step_events == play_through(setup, state.history).events


def test_stepping_on_quickly_adds_no_lines_to_the_log_it_already_holds():
    """The replay's log is the whole game from the start: a move shown (its animation skipped
    by the next step, or played out) moves the mark; it must not append its lines again."""
    d, replay, state = open_replay("hermagor")
    try:
        replay.app.settings["anim_speed"] = "normal"
        replay._apply_settings()
        whole = replay.log.lines
        for _ in range(6):
            replay.go("step")           # each step skips the last one's animation
        d.frames(80)
        assert replay.log.lines == whole
        assert all(isinstance(tag, tuple) for tag in replay.log.tags)
    finally:
        d.close()
