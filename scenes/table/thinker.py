"""Bots that think for a while do it in a process of their own, so the window never stutters.

A search bot holding the GIL for a second would drag every frame of the window; in a separate
process it costs the frame loop nothing. One `Thinker` serves one match: its process is spawned
when the match opens (a fresh interpreter that imports only `rules`, never pygame), receives a
seat's view and pending decision as JSON, and sends back an option id. Closing the match ends
the process. If the process dies or a bot raises, the question fails with `ThinkerError` and
the match falls back to its quick bot: the game goes on.

The window first: while the window makes a frame (`SceneManager.frame`) a shared flag is up and
a thinking bot process is nudged; the bots' clock and the nudge's handler wait until the frame
is done (`WindowDrawing`, `WindowFirstClock`), so the search never computes beside a frame.

The process end of it (`serve`) is at the bottom; it imports nothing from the scenes.
"""
from __future__ import annotations

import itertools
import json
import multiprocessing
import os
import signal
import time
import weakref

from rules.core.text import T, TextError, quoted

SPAWN = multiprocessing.get_context("spawn")
NICENESS = 10               # the bot process's scheduling priority, below the window's
# The window first: while the window makes a frame the bot process's clock waits (see
# `WindowFirstClock`) in naps of WAIT_NAP_S, at most WAIT_CAP_S a call and never more than
# WAIT_SHARE of the budget a call (the wait counts as thinking time: the bot never overruns).
WAIT_NAP_S = 0.0002
WAIT_CAP_S = 0.030
WAIT_SHARE = 0.03
# ... and at the start of each frame the window nudges a thinking bot process with this signal,
# whose handler waits the same way: the search gives way at once, not at its next deadline check
# (a step of a playout can take milliseconds, as long as the frame). None where there is none.
NUDGE = getattr(signal, "SIGUSR1", None)


class WindowDrawing:
    """A flag shared with every bot process, up while the window makes a frame.

    The two cores of a small machine share hardware (hyperthreads, a hypervisor's slices):
    measured, a fixed piece of Python on the window's core takes up to 1.7x longer at p99 while
    the other core computes, so no priority or pinning keeps frames as quick while a bot
    searches. Not computing while the window draws does: the bot's clock, and the handler of
    the nudge each frame sends a thinking bot process, wait while the flag is up. The flag is
    made with the first bot process; before that it costs nothing.

    Measured on a quiet machine (`tools.bench --only thinking`, 1500 frames of each kind, the
    same session): Kairo's p99 ratio 1.27 without it, 0.92 and 1.01 with it. The bot gives
    10-14 % of its thinking time to the frames. (Hermagor's window CPU p99 was higher in
    frames while strong thought, with or without it: that bench asked again whenever strong
    answered early, and 2.7 % of those frames built a 0.6 ms view for a question, above the
    1 % a p99 sees; profiled frame by frame with one question a decision, as the app asks,
    the window does the same work in both kinds but for the nudge and the poll.)"""
    shared = None                # a shared byte (multiprocessing RawValue), made on first use
    thinkers: weakref.WeakSet = weakref.WeakSet()       # the open bot processes, to nudge

    @classmethod
    def flag(cls):
        if cls.shared is None:
            cls.shared = SPAWN.RawValue("b", 0)
        return cls.shared

    @classmethod
    def begin(cls) -> None:
        if cls.shared is not None:
            cls.shared.value = 1
            for thinker in list(cls.thinkers):
                thinker.nudge()

    @classmethod
    def end(cls) -> None:
        if cls.shared is not None:
            cls.shared.value = 0
            for thinker in list(cls.thinkers):
                thinker.flush()

    @classmethod
    def up(cls) -> bool:
        return cls.shared is not None and bool(cls.shared.value)


def split_cores() -> tuple[int | None, set | None]:
    """(the bot process's core, the window's cores) while a match has a bot process, or
    (None, None) where the system cannot pin or has one core.

    Each keeps to its own cores: on a 2-core machine a frame that wakes on the core where the
    search runs waited for it (the scheduler lets a running task finish its slice), which made
    frame p99 while strong thinks 1.3-1.45x that with nothing thinking although each frame's
    CPU time was the same; pinned, 1.1-1.16x on a machine busy with six other processes."""
    try:
        cores = sorted(_WindowCores.saved or os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return None, None
    if len(cores) < 2:
        return None, None
    return cores[-1], set(cores[:-1])


class _WindowCores:
    """The window keeps off the bot's core while any bot process lives, then gets its cores
    back. `saved` is the window's own choice of cores from before."""
    open = 0
    saved: set | None = None

    @classmethod
    def enter(cls) -> None:
        cls.open += 1
        _bot, window = split_cores()
        if cls.open == 1 and window:
            try:
                cls.saved = os.sched_getaffinity(0)
                os.sched_setaffinity(0, window)
            except OSError:
                cls.saved = None

    @classmethod
    def leave(cls) -> None:
        cls.open = max(0, cls.open - 1)
        if cls.open == 0 and cls.saved is not None:
            try:
                os.sched_setaffinity(0, cls.saved)
            except OSError:
                pass            # a core went away meanwhile: keep what the window has
            cls.saved = None


def answer_ready(connection):
    """A check, asked every frame while a bot thinks, whether `connection` has something to
    read or was closed: one poll(2) on a poller made once (a Connection's own `poll` builds a
    selector each call, some 10 us), or that `poll` where there is no poll(2)."""
    try:
        import select
        poller = select.poll()
        poller.register(connection.fileno(), select.POLLIN)
    except (AttributeError, OSError, ImportError):
        return connection.poll
    return lambda: bool(poller.poll(0))


class ThinkerError(TextError):
    """The bot process failed (crashed, raised or answered nonsense): fall back. `text`: why,
    as a rule text (the table tells it once); `trace`: the bot process's traceback, when it
    raised (for the log)."""

    def __init__(self, text: str, trace: str = ""):
        super().__init__(text)
        self.trace = trace


class Thinker:
    """A worker process for the time-budgeted bots of one match."""

    def __init__(self, game_id: str, budget_ms: int, extra_modules: tuple = ()):
        self.game_id = game_id
        self.budget_ms = budget_ms
        self._ours, theirs = SPAWN.Pipe()
        self._ready = answer_ready(self._ours)
        # the bot process sets `listening` once it handles the nudge (before, the signal would
        # end it)
        self._listening = SPAWN.RawValue("b", 0)
        self._process = SPAWN.Process(target=serve, args=(theirs, game_id, tuple(extra_modules),
                                                          WindowDrawing.flag(), self._listening),
                                      daemon=True, name=f"gameshelf-bot-{game_id}")
        bot_core, _window = split_cores()
        self._process.start()
        theirs.close()
        if bot_core is not None:
            try:
                os.sched_setaffinity(self._process.pid, {bot_core})
            except OSError:
                pass                    # not allowed here: it shares the cores, as before
        _WindowCores.enter()
        self._closed = False
        self._ids = itertools.count(1)
        self._waiting: int | None = None
        self._asked = self._answered = 0     # ids: the process computes while they differ
        self._outbox: str | None = None      # a question asked during a frame, not yet sent
        self._failed: ThinkerError | None = None
        # the last answer's thought_ms and waited_ms (for the bench) and, where the bot
        # compared moves, what it found ("why": rules/core/reasoning.py, for a hint)
        self.last: dict = {}
        WindowDrawing.thinkers.add(self)

    @property
    def alive(self) -> bool:
        return self._process.is_alive()

    @property
    def computing(self) -> bool:
        """Whether the bot process holds a question (sent, its answer not read yet): it computes,
        or gives way to a frame, or its answer waits in the pipe."""
        return self._answered != self._asked and self._outbox is None

    def ask(self, seat: int, level: str, seed: int, view: dict, decision,
            consider: str | None = None) -> None:
        """Send a question; the answer comes through `poll`. One question at a time.
        `consider`: a move for the bot to compare too, where it compares moves (a checked
        game's move: scenes/table/review.py)."""
        if self._waiting is not None:
            raise ThinkerError("a question is still being thought about")   # a bug, not told
        ask_id = next(self._ids)
        message = {"id": ask_id, "seat": seat, "level": level, "seed": seed,
                   "budget_ms": self.budget_ms, "view": view, "decision": decision.to_dict(),
                   "consider": consider}
        text = json.dumps(message)
        self._waiting = self._asked = ask_id
        if WindowDrawing.up():
            self._outbox = text      # asked during a frame: sent when it is done (`flush`)
        else:
            self._send(text)

    def _send(self, text: str) -> None:
        try:
            self._ours.send(text)
        except (OSError, ValueError) as exc:
            self._waiting = None
            raise ThinkerError(T("the bot process is gone ({reason})",
                                 reason=quoted(exc, 120))) from None

    def flush(self) -> None:
        """The window's frame is done: send the question asked during it, so that the bot
        process reads it and starts its search only now. A failure is told by `poll`."""
        text, self._outbox = self._outbox, None
        if text is not None:
            try:
                self._send(text)
            except ThinkerError as exc:
                self._failed = exc

    def poll(self) -> str | None:
        """The option id once the answer is in, None while the bot still thinks."""
        if self._waiting is None:
            raise ThinkerError("no question was asked")   # a bug, not told
        if self._failed is not None:
            failed, self._failed = self._failed, None
            raise failed
        try:
            # (a process that ended closed its end of the pipe: it reads as ready, then EOF)
            if not self._ready():
                return None
            answer = json.loads(self._ours.recv())
            self._answered = answer.get("id", self._answered)
        except (EOFError, OSError) as exc:
            self._waiting = None
            self._process.join(timeout=0.5)
            raise ThinkerError(T("the bot process stopped (exit code {code}; {reason})",
                                 code=self._process.exitcode,
                                 reason=quoted(f"{type(exc).__name__} {exc}".strip(), 120))) \
                from None
        if answer.get("id") != self._waiting:
            return None                      # a stale answer to a question given up on
        self._waiting = None
        if "error" in answer:
            # the bot's own exception, in Python's words
            raise ThinkerError(quoted(answer["error"], 200), answer.get("trace", ""))
        self.last = {k: answer[k] for k in ("thought_ms", "waited_ms", "why") if k in answer}
        return answer["option"]

    def holds(self, module: str) -> bool:
        """Whether the bot process has imported `module` (it must never hold pygame)."""
        self._ours.send(json.dumps({"loaded": module}))
        return json.loads(self._ours.recv())["loaded"]

    def forget(self) -> None:
        """Give up on the question in flight (undo, the table jumped): its answer is dropped
        (one not sent yet is never sent)."""
        self._waiting = None
        if self._outbox is not None:
            self._outbox = None
            self._answered = self._asked

    def nudge(self) -> None:
        """A frame begins: a bot process that is thinking waits for it (see NUDGE), also on a
        question given up on. (`exitcode` reaps a process that ended: its id is never reused
        while we may signal it.)"""
        if NUDGE is not None and self._answered != self._asked and self._listening.value \
                and self._process.exitcode is None:
            try:
                os.kill(self._process.pid, NUDGE)
            except OSError:
                pass                    # it is gone: `poll` reports that

    def close(self) -> None:
        WindowDrawing.thinkers.discard(self)
        if not self._closed:
            self._closed = True
            _WindowCores.leave()
        try:
            self._ours.send(json.dumps({"quit": True}))
        except (OSError, ValueError):
            pass
        self._ours.close()
        self._process.join(timeout=0.5)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(timeout=0.5)


# ---- the process side: imports only rules ---------------------------------------------------
def decision_from(data: dict):
    from rules.core import Decision, Option
    options = [Option(o["kind"], o["args"], o["target"], o["label"], o.get("by"))
               for o in data["options"]]
    return Decision(data["seat"], data["prompt"], data["text"], options, data["info"])


def below_the_window() -> None:
    """Put this process below the window in the scheduler: on a busy machine the frames come
    first, and the search only loses a few samples (it stops at its clock, not its count).
    (The window has also put this process on a core of its own: `split_cores`.)

    A lower priority (nice), and on Linux the batch class, whose wake-ups never preempt a
    running task: under `nice` alone the frame that asks a question (its pipe write wakes this
    process, often onto the window's own core) measured 10-20 ms of wall time for 2 ms of work
    on a loaded machine, which made the frame p99 while strong thinks 1.2-1.9x that of frames
    with nothing thinking. (The idle class did as well for the frames, but a busy machine
    starved it for tens of seconds: the bot overran its budget by far.)"""
    try:
        os.nice(NICENESS)
    except (AttributeError, OSError):
        pass                                 # no nice on this system: same priority
    try:
        os.sched_setscheduler(0, os.SCHED_BATCH, os.sched_param(0))
    except (AttributeError, OSError):
        pass                                 # not Linux: the lower priority will do


class WindowFirstClock:
    """The bots' clock in the bot process (seconds, as time.perf_counter): a call made while the
    window draws a frame waits until the frame is done, in short naps, for at most `cap_s`, so
    a window that hangs or died never blocks the bot for long. The bots read the clock at their
    deadline checks, so the search pauses there, and the time waited counts toward the budget.
    `gaps`, when a list, gets the seconds between calls (to measure how late a bot notices a
    frame)."""

    def __init__(self, flag, cap_s: float = WAIT_CAP_S, nap_s: float = WAIT_NAP_S,
                 now=time.perf_counter, gaps: list | None = None):
        self.flag, self.cap_s, self.nap_s, self.now = flag, cap_s, nap_s, now
        self.gaps = gaps
        self.waited = 0.0                     # seconds spent waiting for the window, in all
        self._last = None

    def __call__(self) -> float:
        if self.gaps is not None:
            now = self.now()
            if self._last is not None:
                self.gaps.append(now - self._last)
        self._last = now = self.wait()
        return now

    _in_wait = False

    def wait(self) -> float:
        """Wait while the window draws (at most `cap_s`); the time after. Also called by the
        nudge's signal handler, which may come during a wait: that one then simply goes on."""
        now = self.now()
        if self.flag.value and not self._in_wait:
            self._in_wait = True
            start = now
            while self.flag.value and now - start < self.cap_s:
                time.sleep(self.nap_s)
                now = self.now()
            self.waited += now - start
            self._in_wait = False
        return now


def wait_cap(budget_ms: int) -> float:
    """The longest one clock call waits for the window: WAIT_CAP_S, and for short budgets a
    small share of the budget (its margin for answering is about twice that)."""
    return min(WAIT_CAP_S, budget_ms / 1000 * WAIT_SHARE)


def listen_for_nudges(listening, thinking: list) -> None:
    """A nudge (a frame begins) makes the bot thinking now (`thinking[0]`'s clock) wait for the
    window wherever its search is; then `listening` tells the window it may nudge."""
    if NUDGE is None or listening is None:
        return

    def give_way(_signum, _frame):
        if thinking[0] is not None:
            thinking[0].wait()
    signal.signal(NUDGE, give_way)
    listening.value = 1


def serve(pipe, game_id: str, extra_modules: tuple, window_drawing=None,
          listening=None) -> None:
    """The bot process: answer questions until told to quit or the match end closes the pipe."""
    import importlib
    below_the_window()
    thinking: list = [None]                  # the clock of the bot thinking now, if it waits
    listen_for_nudges(listening, thinking)
    import rules
    for name in extra_modules:
        module = importlib.import_module(name)
        rules.GAMES.setdefault(module.GAME.id, module.GAME)
    game = rules.get(game_id)
    bots: dict = {}
    while True:
        try:
            message = json.loads(pipe.recv())
        except (EOFError, OSError):
            return
        if message.get("quit"):
            return
        if "loaded" in message:          # which modules this process holds (tests)
            import sys
            pipe.send(json.dumps({"loaded": message["loaded"] in sys.modules}))
            continue
        try:
            key = (message["seat"], message["level"])
            if key not in bots:
                clock = (WindowFirstClock(window_drawing, wait_cap(message["budget_ms"]))
                         if window_drawing is not None else time.perf_counter)
                bots[key] = clock, game.bot(message["level"], message["seat"], message["seed"],
                                            clock=clock, budget_ms=message["budget_ms"])
            clock, bot = bots[key]
            if hasattr(bot, "consider"):     # a move to compare too (a checked game's), or none
                bot.consider = message.get("consider")
            decision = decision_from(message["decision"])
            waited = getattr(clock, "waited", 0.0)
            started = time.perf_counter()
            thinking[0] = clock if isinstance(clock, WindowFirstClock) else None
            try:
                option = bot.choose(message["view"], decision)
            finally:
                thinking[0] = None
            if decision.find(option.id) is None:
                raise ValueError(f"the bot chose {option.id!r}, which is not legal")
            # how long it thought, and how much of that it waited for the window's frames
            reply = {"id": message["id"], "option": option.id,
                     "thought_ms": (time.perf_counter() - started) * 1000,
                     "waited_ms": (getattr(clock, "waited", 0.0) - waited) * 1000,
                     "why": getattr(bot, "reasoning", None)}
        except Exception as exc:   # report it: the match falls back to a quick bot
            import traceback
            reply = {"id": message["id"], "error": f"{type(exc).__name__}: {exc}",
                     "trace": traceback.format_exc()}
        try:
            pipe.send(json.dumps(reply))
        except (OSError, ValueError):
            return
