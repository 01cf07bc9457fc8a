"""A game being played in the window: the state, the seats, the bots, undo and autosave.

No drawing here, so it is easy to test. The board scene asks it what is pending, hands it the
options people click and the answers bots give, and shows the events it returns.
"""
from __future__ import annotations

import sys
from concurrent.futures import ThreadPoolExecutor

import rules
import saves
from rules.core import Decision, IllegalMove, T
from rules.core.text import quoted, render
from saves import SaveError, Session, Setup

from ..applog import LOG
from ..i18n import _, tr
from .record import Record, may_assist
from .thinker import Thinker, ThinkerError

DEFAULT_BUDGET_MS = 1000      # the thinking time of a searching bot (a Settings choice)
THINK_TIMES_MS = (500, 1000, 2000, 5000)
HINT_LEVEL = "strong"         # the bot a person's hint asks


def think_ms(settings: dict | None) -> int:
    """The thinking time chosen in Settings; the default for a missing or odd value (the
    settings file is read like a save: anything may be in it)."""
    value = (settings or {}).get("think_ms")
    return value if value in THINK_TIMES_MS and isinstance(value, int) else DEFAULT_BUDGET_MS


class ThinkerAnswer:
    """A searching bot's answer from the match's bot process, read like a Future: `done()`
    polls the process; if it fails, the match's quick bot answers instead (the game goes on).
    `level`: the seat's own bot, or another (a person's hint asks `strong`); `process`: which
    of the match's bot processes thinks (`Match.thinker` or `Match.hint_thinker`); `consider`:
    a move for the bot to compare too (a checked game's)."""

    def __init__(self, match: "Match", seat: int, level: str | None = None, process=None,
                 consider: str | None = None):
        self.match, self.seat = match, seat
        self.process = process or match.thinker
        self.decision = match.state.pending()
        self._option = None
        self.failure: str | None = None
        self.why: dict | None = None    # what the bot's comparison found (reasoning.found)
        try:
            self.process().ask(seat, level or match.setup.seats[seat].level,
                               match.bot_seed(seat), match.state.view(seat), self.decision,
                               consider=consider)
        except ThinkerError as exc:
            self._fall_back(exc)

    def _fall_back(self, exc) -> None:
        self.failure = exc.text       # a rule text: the table tells it once
        level = self.match.setup.seats[self.seat].level
        LOG.warning("seat %d's %s bot failed in %s (%s); its quick bot answered%s", self.seat,
                    level, self.match.game.id, exc,
                    "\n" + exc.trace.rstrip() if getattr(exc, "trace", "") else "")
        self._option = self.match.quick_bot(self.seat).choose(
            self.match.state.view(self.seat), self.decision)

    def done(self) -> bool:
        if self._option is None:
            try:
                answer = self.process().poll()
            except ThinkerError as exc:
                self._fall_back(exc)
                return True
            if answer is not None:
                self._option = self.decision.find(answer)
                self.why = self.process().last.get("why")
                if self._option is None:
                    self._fall_back(ThinkerError(T("the bot chose '{option}', not a legal option",
                                                   option=quoted(answer))))
        return self._option is not None

    def result(self):
        return self._option


class Match:
    def __init__(self, setup: Setup, state=None, session: Session | None = None,
                 autosave: bool = True, settings: dict | None = None,
                 record: Record | None = None):
        """`state` None: a new game from `setup`; else a loaded one, with the `record` its
        save's replay made (`open_save`), or one rebuilt when first asked for."""
        self.setup = setup
        self.game = rules.get(setup.game)
        self.state = state if state is not None else setup.new_state()
        self.session = session if session is not None else (Session(setup) if autosave else None)
        self.bots = {seat: self.game.bot(s.level, seat, self.bot_seed(seat))
                     for seat, s in enumerate(setup.seats) if s.is_bot}
        self.settings = settings           # the app's, read live: a change applies at the next move
        self._budget_ms: int | None = None
        self._thinker: Thinker | None = None
        self._hint_thinker: Thinker | None = None
        self.humans = [seat for seat, s in enumerate(setup.seats) if not s.is_bot]
        # the log and undo points (record.py); a loaded game without one rebuilds it when first
        # asked for (a results screen never asks)
        self._record = record
        self.save_error = self.session.error if self.session is not None else None
        self.fallback_told = False      # the table said once that a searching bot failed
        self._pool: ThreadPoolExecutor | None = None
        if state is None or (record is None and not self.state.steps):
            self._record = Record().start(setup, self.state)
        if state is None:
            self.autosave()      # a new game can be continued before its first move

    @property
    def record(self) -> Record:
        if self._record is None:
            self._replay()
        return self._record

    @property
    def events(self) -> list:
        """Every event so far, unredacted (the log)."""
        return self.record.events

    @events.setter
    def events(self, value: list) -> None:
        self.record.events = value

    @property
    def snapshots(self) -> list:
        """(seat, step, state or None) before each person's decision (record.py)."""
        return self.record.snapshots

    # -- who is who --
    @property
    def names(self) -> list[str]:
        return [s.name for s in self.setup.seats]

    def pending(self) -> Decision | None:
        return self.state.pending()

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    @property
    def hot_seat(self) -> bool:
        """Two or more people share the screen in a game with secrets: a curtain is needed."""
        return len(self.humans) >= 2 and self.game.hidden_information

    # -- playing --
    def apply(self, option_id: str) -> list:
        """Apply a human's or a bot's choice; returns the events. IllegalMove changes nothing."""
        decision = self.state.pending()
        if decision is None:
            raise IllegalMove(T("The game is over: no option can be chosen."))
        if decision.find(option_id) is None:
            raise IllegalMove(T("That is not a legal option now. {asked}", asked=decision.text),
                              f"{option_id!r} for {decision.prompt}")
        record = self.record        # the log up to here, before this move joins it
        record.before(self.state, decision)
        events = self.state.apply(option_id)
        record.after(self.state, events)
        self.autosave()
        return events

    def autosave(self) -> None:
        """Written in the background (see saves.Session); a failure shows from the next call."""
        if self.session is None:
            return
        self.session.autosave_later(self.state)
        self._note_save_error()     # a full disk must not stop the game

    def quick_save(self) -> tuple[bool, str]:
        """A manual save (Ctrl+S, the pause menu): always a new file. (saved, what happened)."""
        try:
            path = saves.save_new(self.state, self.setup)
        except OSError as exc:
            LOG.warning("save failed: %s", exc)
            return False, _("Could not save: {reason}").format(reason=exc.strerror or exc)
        return True, _("Saved as {name}").format(name=path.name)

    def flush(self) -> None:
        """Wait for the autosave to be on disk."""
        if self.session is not None:
            self.session.flush()
            self._note_save_error()

    def _note_save_error(self) -> None:
        """The autosave's latest failure (the board shows it); logged when it first appears."""
        error = self.session.error
        if error and error != self.save_error:
            LOG.warning("autosave failed: %s", render(error))
        self.save_error = error

    def bot_choose(self, seat: int):
        decision = self.state.pending()
        return self.bots[seat].choose(self.state.view(seat), decision)

    def bot_seed(self, seat: int) -> int:
        return self.setup.seed + 7919 * (seat + 1)

    def searches(self, seat: int) -> bool:
        """A time-budgeted (searching) bot: it thinks in the match's bot process."""
        factory = self.game.bots.get(self.setup.seats[seat].level)
        return seat in self.bots and getattr(factory, "needs_game", False)

    def quick_bot(self, seat: int):
        """What answers when the bot process fails: the game's simple bot."""
        level = "simple" if "simple" in self.game.bots else "random"
        return self.game.bot(level, seat, self.bot_seed(seat))

    @property
    def budget_ms(self) -> int:
        """A searching bot's thinking time per decision: the Settings choice (set directly by
        tests and tools)."""
        return self._budget_ms if self._budget_ms is not None else think_ms(self.settings)

    @budget_ms.setter
    def budget_ms(self, ms: int) -> None:
        self._budget_ms = ms

    def thinker(self) -> Thinker:
        """The bot process of the match's searching bots (started at the first question)."""
        if self._thinker is None:
            self._thinker = self._start_thinker()
        self._thinker.budget_ms = self.budget_ms
        return self._thinker

    def hint_thinker(self) -> Thinker:
        """A bot process of its own for people's hints: a hint given up on (its person moved
        on) may still be thought about, and a bot's move must never wait behind it."""
        if self._hint_thinker is None:
            self._hint_thinker = self._start_thinker()
        self._hint_thinker.budget_ms = self.budget_ms
        return self._hint_thinker

    def _start_thinker(self) -> Thinker:
        module = next((name for name, m in list(sys.modules.items())
                       if getattr(m, "GAME", None) is self.game), "rules")
        extra = () if module.startswith("rules") else (module,)
        return Thinker(self.game.id, self.budget_ms, extra)

    def bot_choose_async(self, seat: int):
        """Ask the bot without freezing the window: a searching bot in the bot process (the
        GIL would drag every frame), a quick one in a worker thread."""
        if self.searches(seat):
            if self._thinker is not None:
                self._thinker.forget()       # an answer to an abandoned question is dropped
            return ThinkerAnswer(self, seat)
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        view, decision = self.state.view(seat), self.state.pending()
        return self._pool.submit(self.bots[seat].choose, view, decision)

    @property
    def offers_hints(self) -> bool:
        """A person may ask what the searching bot would play (the game has one)."""
        return getattr(self.game.bots.get(HINT_LEVEL), "needs_game", False)

    def hint_async(self, seat: int) -> ThinkerAnswer:
        """What `strong` would play for `seat` (a person) now, from that seat's view only,
        thought out in a bot process like a bot's move; nothing is played."""
        self.forget_hint()
        return ThinkerAnswer(self, seat, HINT_LEVEL, self.hint_thinker)

    def took_hint(self, seat: int) -> None:
        """A hint was shown to `seat`: the game is assisted from now on (saves.Setup.hints)."""
        self.setup.took_hint(seat)
        self.autosave()

    def forget_hint(self) -> None:
        """Give up on the hint in flight: its answer is dropped."""
        if self._hint_thinker is not None:
            self._hint_thinker.forget()

    def close(self) -> None:
        for thinker in (self._thinker, self._hint_thinker):
            if thinker is not None:
                thinker.close()
        self._thinker = self._hint_thinker = None
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self.flush()

    # -- undo --
    @property
    def may_assist(self) -> bool:
        """Undo may go past hidden information (record.may_assist: one person against bots)."""
        return may_assist(self.setup)

    def undo_target(self, seat: int, assisted: bool = False):
        """(step, state data) undo would restore for `seat` (data None: replayed to the step),
        or None when undo is not allowed; `assisted`: past hidden information too."""
        if not self.snapshots:
            return None
        snap_seat, step, data = self.snapshots[-1]
        if snap_seat == seat and (self.state.can_undo_to(step, seat) or
                                  (assisted and self.may_assist)):
            return step, data
        return None

    def can_undo(self, seat: int) -> bool:
        return self.undo_target(seat) is not None

    def undo(self, seat: int, assisted: bool = False) -> bool:
        """Take back `seat`'s last decision (the state before it, its generator included: the
        same choice meets the same dice again); an undo past hidden information counts."""
        target = self.undo_target(seat, assisted)
        if target is None:
            return False
        step, data = target
        if not self.state.can_undo_to(step, seat):
            self.setup.assists += 1
        if data is not None:
            self.state = data.copy()
            self.record.back_to(step, self.state)
        else:           # behind a barrier: replayed to the step, the log and undo points with it
            self.state = self._replay(step)
        self.autosave()
        return True

    def _replay(self, steps: int | None = None):
        """The game replayed from its setup, the first `steps` moves of its history (all of
        them: a loaded game opened without its save's record; undo survives a restart), with
        its log and undo points rebuilt on the way. Returns the state it reached."""
        again = self.setup.new_state()
        record = Record().start(self.setup, again)
        for _seat, option_id in self.state.history[:steps]:
            record.before(again, again.pending())
            record.after(again, again.apply(option_id))
        self._record = record
        return again

    # -- the end --
    def result(self):
        return self.state.result()

    def rematch_setup(self) -> Setup:
        return Setup(self.setup.game, list(self.setup.seats), (self.setup.seed + 1) % (2 ** 63),
                     dict(self.setup.variants))


def open_match(app, setup: Setup, state=None, session: Session | None = None,
               record: Record | None = None, how: str = "reset") -> None:
    """Start playing: the one way a game reaches the table (new, rematch, load, continue).
    Raises what the game cannot survive (a missing board map, a set-up the rules refuse)."""
    app.go("board", how=how, match=Match(setup, state, session, settings=app.settings,
                                         record=record))


def open_save(app, path) -> str | None:
    """Load a save and play it; a sentence instead when it cannot be used (never a crash)."""
    from .tmx import MapError
    name = getattr(path, "name", str(path))
    try:
        record = Record()           # the log and undo points, made by the save's own replay
        setup, state, session = saves.load_path(path, watch=record)
        open_match(app, setup, state, session, record)
    except (SaveError, MapError) as exc:
        LOG.warning("cannot load %s: %s", path, exc)
        return _("Cannot load {name}: {reason}").format(name=name, reason=tr(exc.text))
    except Exception as exc:  # anything else the file provokes: refuse it, keep running
        LOG.exception("cannot load %s", path)
        return _("Cannot load {name}: unexpected problem ({reason})").format(name=name,
                                                                          reason=exc)
    return None
