"""Dominion's table draws every decision of random full games (2, 3 and 4 players).

A small stage stands in for the board scene (its animation queue, movers and mouse), so whole
games run fast: a sample of decisions animates at normal speed frame by frame, the rest are
instant. After each decision's animation the table's own running model (cards leaving and
landing one by one) must agree with the rules' view after the decision, and every option of a
decision must be clickable on the table, each on its own target.
"""
import random

import pygame
import pytest

import rules
from rules.core import RandomBot
from saves import Seat, Setup
from scenes.app import open_window
from scenes.games.dominion.adapter import DominionAdapter, MultiShape
from scenes.table.host import StubTable

GAME = rules.GAMES["dominion"]
COMPARED = ("hand_sizes", "deck_sizes", "discard_sizes", "discard_tops", "in_play", "set_aside",
            "trash", "supply", "current", "owned", "vp")


def seats(n):
    return Setup("dominion", [Seat(f"P{i + 1}", "bot", "random") for i in range(n)], 1, {})


def check_model(ad, after, where):
    shown = ad.stage.view
    assert shown is not None, where
    for key in COMPARED:
        assert shown[key] == after[key], f"{where}: {key} shows {shown[key]}, is {after[key]}"
    assert sorted(shown["hand"]) == sorted(after["hand"]), where
    if after["phase"] not in ("over", "draft"):
        for key in ("actions", "buys", "coins"):
            assert shown[key] == after[key], f"{where}: {key} {shown[key]} != {after[key]}"


def play(n, seed, variants, animated_share, hot_seat):
    surface = open_window()
    rng = random.Random(seed)
    state = GAME.new(n, seed, variants)
    ad = DominionAdapter(GAME, seats(n))
    stage = StubTable(1.0)
    viewer = state.pending().seat if hot_seat else 0
    stage.presented = state.view(viewer)
    ad.attach(stage)
    bots = [RandomBot(s, seed * 11 + s) for s in range(n)]
    decisions = 0
    while (decision := state.pending()) is not None:
        decisions += 1
        if hot_seat:
            viewer = decision.seat
        before = state.view(viewer)
        where = f"{n}p seed {seed} decision {decisions} ({decision.prompt})"
        if decision.seat == viewer:
            shapes = ad.target_shapes(before)
            targets = [ad.target_of(o) for o in decision.options]
            assert all(t in shapes for t in targets), (where, targets)
            assert len(set(targets)) == len(targets), (where, targets)
            by_target = {t: [o] for t, o in zip(targets, decision.options)}
            ad.draw_board(surface, before)
            ad.draw_highlights(surface, before, by_target, decisions * 0.1)
            # a click at the centre of each target's own first rect finds that target
            for t in targets:
                shape = shapes[t]
                point = (shape.rects[0] if isinstance(shape, MultiShape) else shape.rect).center
                assert ad.target_at(point, before, by_target) == t, (where, t)
        option = bots[decision.seat].choose(state.view(decision.seat), decision)
        events = state.apply(option.id)
        visible = [seen for e in events if (seen := e.for_seat(viewer)) is not None]
        after = state.view(viewer)
        animated = rng.random() < animated_share
        stage.anims.speed = 1.0 if animated else 0.0
        ad.animate(visible, before, after, stage)
        frames = 0
        while not stage.anims.idle:
            stage.anims.update(1 / 30)
            frames += 1
            assert frames < 400, f"{where}: the animation never ends"
            if stage.anims.idle:
                break
            if animated:
                stage.mouse = (rng.randrange(0, 1190), rng.randrange(60, 900))
                stage.hover_time = 1.0 if frames % 5 == 0 else 0.0
                ad.update(1 / 30, stage)
                ad.draw_board(surface, before)
                for mover in stage.movers:
                    mover.draw(surface)
                ad.draw_overlay(surface, before)
        if visible:
            check_model(ad, after, where)
        if animated and decisions % 3 == 0:
            assert frames * (1 / 30) <= 3.0, f"{where}: {frames} frames"
        stage.movers.clear()
        ad.update(1 / 30, stage)
        assert ad.stage.view is None
        stage.presented = after
        ad.draw_board(surface, after)
        ad.draw_overlay(surface, after)
        if decisions % 25 == 0:
            ad.tooltip((rng.randrange(0, 1190), rng.randrange(60, 900)), after)
    assert state.result() is not None
    return decisions


@pytest.mark.parametrize("n,seed,variants,share,hot", [
    (2, 11, {"kingdom": "random"}, 0.25, False),
    (3, 12, {"kingdom": "interaction", "second_edition": True}, 0.2, True),
    (4, 13, {"kingdom": "custom", "auto_treasures": False,
             "custom_kingdom": ["thief", "spy", "bureaucrat", "militia", "moat", "library",
                                "chancellor", "feast", "adventurer", "throne_room"]}, 0.15, True),
    (2, 14, {"kingdom": "draft"}, 0.1, True),
    (3, 15, {"kingdom": "size_distortion"}, 0.0, False),
    (4, 16, {"kingdom": "big_money", "second_edition": True}, 0.0, False),
    (2, 17, {"kingdom": "village_square", "auto_treasures": False}, 0.0, True),
])
def test_every_decision_of_a_random_game_draws_and_animates(home, n, seed, variants, share, hot):
    assert play(n, seed, variants, share, hot) > 20


def test_a_decision_animates_within_the_budget_at_normal_speed(home):
    """One bot turn's decisions each stay short (the speed setting scales them)."""
    surface = open_window()
    state = GAME.new(3, 5, {"kingdom": "first_game"})
    ad = DominionAdapter(GAME, seats(3))
    stage = StubTable(1.0)
    stage.presented = state.view(0)
    ad.attach(stage)
    bot = GAME.bot("simple", 0, 1)
    longest = 0.0
    for _ in range(30):
        decision = state.pending()
        before = state.view(0)
        events = state.apply(bot.choose(state.view(decision.seat), decision).id)
        visible = [seen for e in events if (seen := e.for_seat(0)) is not None]
        ad.animate(visible, before, state.view(0), stage)
        t = 0.0
        while not stage.anims.idle:
            stage.anims.update(1 / 60)
            t += 1 / 60
            ad.draw_board(surface, before)
        ad.update(1 / 60, stage)
        longest = max(longest, t)
    assert 0.25 <= longest <= 1.0
    pygame.event.pump()
