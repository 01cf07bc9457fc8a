"""The window first: while the window makes a frame the bot process's clock waits, so the
search does not compute beside the frame (on a small machine the two cores share hardware)."""
import pytest

from scenes import manager as manager_module
from scenes.app import make_manager, open_window
from scenes.table import thinker as thinker_module
from scenes.table.thinker import Thinker, WindowDrawing, WindowFirstClock, wait_cap
from tests.test_thinker import EXTRA, auction, wait  # noqa: F401  (the fixture)


class Recorder:
    """A scene that notes whether the flag was up while it was updated and drawn."""
    opaque = True
    app = None

    def __init__(self, fail=False):
        self.seen, self.fail = [], fail

    def enter(self):
        pass

    def exit(self):
        pass

    def pause(self):
        pass

    def resume(self):
        pass

    def handle(self, event):
        return False

    def relabel(self):
        pass

    def rescale(self):
        pass

    def update(self, dt):
        self.seen.append(("update", WindowDrawing.up()))
        if self.fail:
            raise RuntimeError("a scene that raises")

    def draw(self, surface):
        self.seen.append(("draw", WindowDrawing.up()))


@pytest.fixture
def app():
    WindowDrawing.flag()                      # as once a match has a bot process
    return make_manager(open_window())


def test_the_flag_is_up_during_a_frame_and_down_after(app):
    scene = Recorder()
    app.push(scene)
    app.frame(1 / 60, [])
    assert scene.seen == [("update", True), ("draw", True)]
    assert not WindowDrawing.up()


def test_a_frame_that_raises_still_lowers_the_flag(app):
    crashes = []
    app.push(Recorder(fail=True))
    app.frame(1 / 60, [], on_crash=crashes.append)
    assert len(crashes) == 1 and not WindowDrawing.up()
    app.push(Recorder(fail=True))
    with pytest.raises(RuntimeError):
        app.frame(1 / 60, [])                 # no crash handler: it raises, the flag is down
    assert not WindowDrawing.up()


def test_the_app_loop_makes_its_frames_with_the_shared_frame_function(app, monkeypatch):
    made = []

    def frame(self, dt, events, on_crash=None):
        made.append(on_crash)
        self.quit()
    monkeypatch.setattr(manager_module.SceneManager, "frame", frame)
    app.push(Recorder())
    handler = object()
    app.run(on_crash=handler)
    assert made == [handler]


def test_the_bench_measures_the_apps_frame(monkeypatch):
    """bench_frames (and bench_thinking_frames, the same call) make their frames with the app's
    frame function: the flag is up while the board draws."""
    from tools import bench, shelf
    made = []
    real = manager_module.SceneManager.frame

    def frame(self, dt, events, on_crash=None):
        made.append(dt)
        real(self, dt, events, on_crash)
    monkeypatch.setattr(manager_module.SceneManager, "frame", frame)
    game = next(g for g in shelf.games(with_test_game=True) if g.id == "pebbles")
    out = bench.bench_frames(game, 6, 4, 1, 0.005, 1)
    assert len(made) >= out["frames"] + 4 and not WindowDrawing.up()


class Flag:
    """A window flag that is up for the first `up_reads` reads."""

    def __init__(self, up_reads):
        self.reads, self.up_reads = 0, up_reads

    @property
    def value(self):
        self.reads += 1
        return 1 if self.reads <= self.up_reads else 0


class FakeTime:
    """A clock that moves a millisecond at each reading."""

    def __init__(self):
        self.t = 0.0

    def __call__(self):
        self.t += 0.001
        return self.t


def test_the_clock_waits_while_the_window_draws():
    now = FakeTime()
    clock = WindowFirstClock(Flag(up_reads=5), cap_s=1.0, nap_s=0, now=now)
    reading = clock()
    assert clock.flag.reads == 6              # it read the flag until the frame was done
    assert reading == pytest.approx(now.t)    # and gives the time after waiting
    assert clock.waited == pytest.approx(0.004)
    again = clock()
    assert clock.flag.reads == 7 and clock.waited == pytest.approx(0.004)   # no frame: no wait
    assert again > reading


def test_the_clock_waits_no_longer_than_its_cap():
    now = FakeTime()
    clock = WindowFirstClock(Flag(up_reads=10 ** 9), cap_s=0.010, nap_s=0, now=now)
    first = clock()
    assert first == pytest.approx(0.011) and clock.waited == pytest.approx(0.010)
    clock()
    assert clock.waited == pytest.approx(0.020)    # each call waits at most its cap


def test_the_cap_is_a_small_share_of_short_budgets():
    assert wait_cap(1000) == thinker_module.WAIT_CAP_S
    assert wait_cap(100) == pytest.approx(0.003)
    assert wait_cap(100) < 100 * 0.06 / 1000       # well inside the search's margin


def test_gaps_between_clock_calls_are_measured():
    gaps = []
    clock = WindowFirstClock(Flag(up_reads=0), now=FakeTime(), gaps=gaps)
    clock(), clock(), clock()
    assert gaps == pytest.approx([0.001, 0.001])


def test_a_window_that_never_lowers_the_flag_does_not_stall_the_bot(auction):  # noqa: F811
    """The window asks, then hangs in its next frame: the bot still answers, having waited for
    the window most of that time. (Its waits count toward the budget, each capped: the clock
    tests above show that exactly; a wall-time bound here would depend on the machine's load.)"""
    thinker = Thinker("gavel", budget_ms=300, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")
        seat = auction.pending().seat
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        WindowDrawing.begin()                        # a frame that never ends
        assert auction.pending().find(wait(thinker)) is not None
        assert thinker.last["waited_ms"] > 0.5 * thinker.last["thought_ms"]
    finally:
        WindowDrawing.end()
        thinker.close()


def test_a_bot_with_the_window_idle_does_not_wait(auction):  # noqa: F811
    thinker = Thinker("gavel", budget_ms=100, extra_modules=EXTRA)
    try:
        WindowDrawing.end()
        seat = auction.pending().seat
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        assert auction.pending().find(wait(thinker)) is not None
        assert thinker.last["waited_ms"] == 0
    finally:
        thinker.close()


@pytest.mark.skipif(thinker_module.NUDGE is None, reason="no user signal here")
def test_a_nudge_makes_the_thinking_bot_wait_wherever_it_is(monkeypatch):
    """The signal handler of the bot process waits on the thinking bot's clock (between two
    deadline checks too); with nobody thinking it does nothing."""
    import os
    import signal
    from multiprocessing import RawValue
    listening = RawValue("b", 0)
    before = signal.getsignal(thinker_module.NUDGE)
    try:
        clock = WindowFirstClock(Flag(up_reads=3), cap_s=1.0, nap_s=0, now=FakeTime())
        thinking = [None]
        thinker_module.listen_for_nudges(listening, thinking)
        assert listening.value == 1
        os.kill(os.getpid(), thinker_module.NUDGE)
        assert clock.flag.reads == 0                 # nobody thinks: no wait
        thinking[0] = clock
        os.kill(os.getpid(), thinker_module.NUDGE)
        assert clock.flag.reads == 4 and clock.waited == pytest.approx(0.002)
    finally:
        signal.signal(thinker_module.NUDGE, before)


def test_frames_beside_a_thinking_bot_make_it_wait_within_its_budget(auction):  # noqa: F811
    """Frames (the flag up a few ms, then down) while strong thinks: it waits for them and
    still answers (no wall-time bound: see the test above)."""
    import time
    thinker = Thinker("gavel", budget_ms=300, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")
        seat = auction.pending().seat
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        answer = None
        while answer is None:
            WindowDrawing.begin()
            time.sleep(0.004)
            WindowDrawing.end()
            time.sleep(0.004)
            answer = thinker.poll()
        assert auction.pending().find(answer) is not None
        assert thinker.last["waited_ms"] > 0
    finally:
        WindowDrawing.end()
        thinker.close()


def test_a_question_asked_during_a_frame_is_sent_when_the_frame_is_done(auction):  # noqa: F811
    """The bot process reads it (and starts computing) only after the frame."""
    thinker = Thinker("gavel", budget_ms=60, extra_modules=EXTRA)
    try:
        assert thinker.holds("rules")
        seat = auction.pending().seat
        assert not thinker.computing
        WindowDrawing.begin()
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        assert thinker._outbox is not None and thinker.poll() is None
        assert not thinker.computing              # not sent yet: the process is idle
        WindowDrawing.end()
        assert thinker._outbox is None and thinker.computing
        assert auction.pending().find(wait(thinker)) is not None
        assert not thinker.computing              # its answer is read
        # given up on before the frame was done: never sent, never nudged for
        WindowDrawing.begin()
        thinker.ask(seat, "strong", 3, auction.view(seat), auction.pending())
        thinker.forget()
        WindowDrawing.end()
        assert thinker._outbox is None and thinker._asked == thinker._answered
    finally:
        WindowDrawing.end()
        thinker.close()
