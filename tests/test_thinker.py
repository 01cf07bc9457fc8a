"""The bot process: strong bots think outside the window's process and answer by option id."""
import os
import signal
import time

import pytest

from scenes.table.thinker import Thinker, ThinkerError
from tests.toygame import gavel

EXTRA = ("tests.toygame.gavel",)


def wait(thinker, seconds=20.0):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        answer = thinker.poll()
        if answer is not None:
            return answer
        time.sleep(0.005)
    raise AssertionError("no answer in time")


@pytest.fixture
def auction():
    state = gavel.GAME.new(2, 5)
    state.apply("roll")
    return state


def test_a_strong_bot_answers_legally_from_its_own_process(auction):
    thinker = Thinker("gavel", budget_ms=60, extra_modules=EXTRA)
    try:
        seat = auction.pending().seat
        started = time.monotonic()
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        assert thinker.poll() is None or True       # it never blocks
        option = wait(thinker)
        assert auction.pending().find(option) is not None
        assert not thinker.holds("pygame") and thinker.holds("rules")
        # a second question, after the first, within its budget plus the start-up
        auction.apply(option)
        seat = auction.pending().seat
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        assert auction.pending().find(wait(thinker)) is not None
        assert time.monotonic() - started < 15
    finally:
        thinker.close()
    assert not thinker.alive


def test_a_bot_that_fails_is_reported_not_fatal(auction):
    thinker = Thinker("gavel", budget_ms=30, extra_modules=EXTRA)
    try:
        seat = auction.pending().seat
        thinker.ask(seat, "no_such_level", 1, auction.view(seat), auction.pending())
        with pytest.raises(ThinkerError, match="no bot"):
            wait(thinker)
        thinker.ask(seat, "strong", 1, auction.view(seat), auction.pending())
        assert wait(thinker)                      # the process lives on
    finally:
        thinker.close()


def test_a_crashed_process_is_reported(auction):
    thinker = Thinker("gavel", budget_ms=30, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")
        os.kill(thinker._process.pid, signal.SIGKILL)
        thinker._process.join(timeout=5)
        seat = auction.pending().seat
        with pytest.raises(ThinkerError):
            thinker.ask(seat, "strong", 1, auction.view(seat), auction.pending())
            wait(thinker)
    finally:
        thinker.close()


@pytest.mark.skipif(not hasattr(os, "sched_getscheduler"), reason="no scheduling classes here")
def test_the_bot_process_thinks_below_the_window():
    """The bot process takes a lower priority and the batch class (its wake-ups never preempt
    the window's frames); the window's own process keeps its place."""
    thinker = Thinker("gavel", budget_ms=30, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")             # started and set up
        pid = thinker._process.pid
        assert os.sched_getscheduler(pid) == os.SCHED_BATCH
        assert os.getpriority(os.PRIO_PROCESS, pid) == os.getpriority(os.PRIO_PROCESS, 0) + 10 \
            or os.getpriority(os.PRIO_PROCESS, pid) == 19
        assert os.sched_getscheduler(0) != os.SCHED_BATCH
    finally:
        thinker.close()


@pytest.mark.skipif(not hasattr(os, "sched_getaffinity") or len(os.sched_getaffinity(0)) < 2,
                    reason="one core or no affinity here")
def test_the_bot_and_the_window_keep_to_their_own_cores():
    """While a bot process lives it runs on the last core and the window on the others (a frame
    never waits behind the search's slice); closing the match gives the window its cores back."""
    before = os.sched_getaffinity(0)
    thinker = Thinker("gavel", budget_ms=30, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")
        bot = os.sched_getaffinity(thinker._process.pid)
        window = os.sched_getaffinity(0)
        assert bot == {max(before)}
        assert window == before - bot and window
        second = Thinker("gavel", budget_ms=30, extra_modules=EXTRA)   # two matches at once
        assert second.holds("rules")
        assert os.sched_getaffinity(second._process.pid) == bot
        second.close()
        assert os.sched_getaffinity(0) == window     # the first still thinks: still apart
    finally:
        thinker.close()
    assert os.sched_getaffinity(0) == before
    thinker.close()                                  # closing twice changes nothing
    assert os.sched_getaffinity(0) == before


def test_a_process_that_dies_while_thinking_is_reported_by_poll(auction):
    """The ended process's pipe reads as ready, then ends: poll tells, with the exit code."""
    thinker = Thinker("gavel", budget_ms=20_000, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")
        seat = auction.pending().seat
        thinker.ask(seat, "strong", 1, auction.view(seat), auction.pending())
        assert thinker.computing
        os.kill(thinker._process.pid, signal.SIGKILL)
        with pytest.raises(ThinkerError, match="exit code -9"):
            wait(thinker)
    finally:
        thinker.close()


def test_the_bot_weighs_a_move_it_is_asked_to_consider():
    """A checked game asks how the move that was played compares (scenes/table/review.py):
    the question carries it to the bot process, and the answer's reasoning tells its lead."""
    import rules
    from tests.test_reasoning import compared_position
    game = rules.get("hotel_tycoon")
    state, decision, seed, why = compared_position(game)
    seat = decision.seat
    unweighed = [o.id for o in decision.options_for(seat)
                 if o.by is None and o.id not in why["others"] and o.id != why["next"]]
    assert unweighed
    thinker = Thinker(game.id, budget_ms=300)
    try:
        thinker.ask(seat, "strong", seed, state.view(seat), decision, consider=unweighed[-1])
        option = wait(thinker)
        assert option == unweighed[-1] or unweighed[-1] in thinker.last["why"]["others"]
    finally:
        thinker.close()
