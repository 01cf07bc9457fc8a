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
    step = replay.log.tags[index]
    assert step is not None and step > replay.position
    press(d, rect.center)
    release(d, rect.center)
    assert replay.position == step
    # the log holds the whole game; what is still to come is marked as such
    assert replay.log.upto == sum(1 for t in replay.log.tags if t <= step)
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
