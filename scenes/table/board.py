"""The generic board scene: one class for every game, with a per-game adapter.

It keeps the board frozen on the `presented` view while a decision's animations play, then
redraws from the new view, so a missing or wrong animation can never leave the board out of
sync. Legal targets are highlighted and clickable (several options on one target open a small
menu); every pending option is also a button in the side panel. Bots are paced and think in a
worker thread; between two people in a game with secrets a curtain hides the table.
"""
from __future__ import annotations

import pygame
from scenes import gfx

import saves

from rules.core import Event, IllegalMove

from .. import theme
from ..applog import LOG
from ..base import Scene
from ..focus import Mode
from ..games import adapter_for
from ..i18n import N_, _, language, ngettext, pgettext, tr
from ..sound import cue_of, loudest
from .keyboard import Keyboard
from .logpanel import LogFeed, LogPanel
from .optionlist import OptionList
from .pacing import Pacing
from .reference_link import HOVER_DELAY, ReferenceLink
from .suggest import Suggestions
from .toured import wants_tour
from .tween import AnimationQueue
from .widgets import AmountStepper, DiceTray, OutOfTurnStrip, SeatStrip

SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.6}
BOT_PACE = {"quick": 0.15, "normal": 0.55, "relaxed": 1.1}
OUT_OF_TURN_GRACE = 2.5     # seconds a bot waits while people may take an out-of-turn option
NOTICE_SECONDS = 4.5        # an attack on the viewer stays announced this long
INFO, ERROR = "info", "error"    # the kinds of toast: news, or something refused or failed
UNDO_TIP = N_("Take back your last decision (Ctrl+Z)")
MENU_TIP = N_("Pause: save, load, settings, the tour, quit (Esc)")


class BoardScene(ReferenceLink, Suggestions, Keyboard, Pacing, Scene):
    name = "board"
    turn_chime = True      # a person's turn is announced (not while a replay steps through)
    offers_tour = True     # a first game of a kind begins with a tour of the table (tour.py)

    def __init__(self, match, adapter=None):
        super().__init__()
        self.match = match
        self.adapter = adapter if adapter is not None else adapter_for(match.game, match.setup)
        decision = match.pending()
        humans = match.humans
        if decision is not None and decision.seat in humans:
            self.viewer = decision.seat
        else:
            self.viewer = humans[0] if humans else 0
        self.presented = match.state.view(self.viewer)
        self.anims = AnimationQueue()
        self.movers: list = []
        self.by_target: dict[str, list] = {}
        self.decision_key = None
        self.asked_seat = None            # the person the table last asked to decide, and
        self.others_moved = False         # whether another seat has decided since (turn chime)
        self.dirty = True
        self.bot_wait = 0.0
        self.bot_future = None
        self.toast: tuple[str, float] | None = None
        self.mouse = (0, 0)
        self.hover_time = 0.0
        self.pointer_when_covered = None   # the real pointer when a scene opened over the table
        self.layout = self.adapter.layout()
        self.log_count = 0
        self.needs_curtain = False
        self.finished = False
        self.showing: tuple | None = None      # (seat, words) of the move the table animates
        self.notice: tuple | None = None       # (words, seat, until): an attack on the viewer...
        self.toured = False                    # the tour was considered at this table
        self.init_pacing()

    # ---- lifecycle -------------------------------------------------------------------------------
    def rescale(self) -> None:
        """A new window or UI scale: art, log lines and option rows made again."""
        self.adapter.rescale()
        if getattr(self, "log", None) is not None:
            self.options.rect = self.side_rect("options")
            self.log.place(self.side_rect("log"))
            self.decision_key = None       # the option rows measured again
            self.dirty = True

    def enter(self) -> None:
        self.adapter.attach(self)
        lay = self.layout
        self.options = OptionList(self.side_rect("options"))
        self.log = LogPanel(self.side_rect("log"))
        self.feed = LogFeed(self._events_shown)
        board = lay["board"]
        self.stepper = AmountStepper(lay.get("amount") or (board.x + 20, board.bottom - 76, 460, 56))
        self.strip = OutOfTurnStrip(lay.get("out_of_turn") or (board.x + 20, board.y + 12,
                                                                board.w - 40, 44))
        self.dice = DiceTray(lay["dice"]) if "dice" in lay else None
        self.seats = SeatStrip(lay["seats"]) if "seats" in lay else None
        self.log.set_names(self.match.names)
        b = lay["buttons"]
        half = (b.w - 8) // 2
        self.undo_button = self.button((b.x, b.y, half, b.h), "↶ " + _("Undo"), "#undo",
                                       tooltip=_(UNDO_TIP))
        self.menu_button = self.button((b.x + half + 8, b.y, half, b.h), _("Menu"), "#menu",
                                       tooltip=_(MENU_TIP))
        self._apply_settings()
        self._animate_opening()
        self._rebuild_log()
        self.refresh()
        if self.curtains and self.match.pending() is not None:
            self.needs_curtain = True
        if self.match.save_error:
            self.show_toast(tr(self.match.save_error), 8.0, ERROR)

    def exit(self) -> None:
        self.match.close()
        super().exit()

    def relabel(self) -> None:
        """The language changed (in Settings, over this table): the board's captions, the
        buttons, and, between moves, the log and the options in the new words."""
        self.adapter.relabel()
        self.undo_button.set_text("↶ " + _("Undo"))
        self.undo_button.tool_tip_text = _(UNDO_TIP)
        self.menu_button.set_text(_("Menu"))
        self.menu_button.tool_tip_text = _(MENU_TIP)
        if self.anims.idle:           # mid-animation the log holds lines back: leave it be
            self._rebuild_log()
            self.decision_key = None
            self.dirty = True

    def pause(self) -> None:
        super().pause()
        self.pointer_when_covered = gfx.mouse_pos()

    def resume(self) -> None:
        super().resume()
        self._apply_settings()
        self.dirty = True
        self.rehover()

    def rehover(self) -> None:
        """What lay over the table (the rules reference, the pause menu) took the mouse's moves:
        when the pointer moved meanwhile, hover again where it is now (the keyboard's pointer
        stays where the focus put it)."""
        moved = gfx.mouse_pos() != self.pointer_when_covered
        if moved and not Mode.keyboard:
            self.mouse = gfx.mouse_pos()
            self.hover_time = 0.0

    def _apply_settings(self) -> None:
        settings = self.app.settings if self.app else {}
        self.anims.speed = SPEEDS.get(settings.get("anim_speed", "normal"), 1.0)
        self.bot_delay = BOT_PACE.get(settings.get("bot_pace", "normal"), 0.55)
        self.pauses = settings.get("hold_until_seen", True)

    # ---- the Table interface (scenes/table/host.py): all an adapter may ask of the scene ----
    @property
    def now(self) -> float:
        return self.t

    @property
    def animating(self) -> bool:
        return not self.anims.idle

    @property
    def anim_speed(self) -> float:
        return self.anims.speed

    @property
    def covered(self) -> bool:
        return self.app is not None and self.app.top is not self

    @property
    def settled(self) -> bool:
        return self.anims.idle and not self.dirty

    @property
    def live_targets(self):
        return self.by_target if self.settled else {}

    def queue(self, *tweens) -> None:
        self.anims.add(*tweens)

    def add_mover(self, mover) -> None:
        self.movers.append(mover)

    def is_bot(self, seat: int) -> bool:
        return self.match.is_bot(seat)

    def _animate_opening(self) -> None:
        """A new game's opening events, redacted for the viewer like any others."""
        if self.match.state.steps or self.anims.speed <= 0:
            return
        visible = [seen for e in self.match.events if (seen := e.for_seat(self.viewer)) is not None]
        if visible:
            self.adapter.animate_opening(visible, self.presented, self)

    # ---- the model side ----------------------------------------------------------------------------
    def refresh(self) -> None:
        """Redraw from the current view; rebuild targets and option buttons when they change."""
        state = self.match.state
        decision = state.pending()
        self.presented = state.view(self.viewer)
        key = (state.steps, self.viewer, decision is not None and decision.seat)
        if key != self.decision_key:
            self.decision_key = key
            self.drop_suggestion()
            self.by_target = {}
            mine = decision is not None and decision.seat == self.viewer \
                and not self.match.is_bot(decision.seat)
            if decision is not None and decision.seat != self.asked_seat:
                self.others_moved = True
            if mine:
                if self.others_moved and self.turn_chime:
                    self.sound("turn")    # a person's turn after someone else's
                self.asked_seat, self.others_moved = decision.seat, False
            listed = decision.options_for(self.viewer) if mine else []
            hint = decision.amount if mine else None
            self.stepper.show(hint)
            if hint:       # the range of amounts is the stepper, not a wall of buttons
                listed = [o for o in listed if o.kind != hint["kind"]]
            for option in listed:
                target = self.adapter.target_of(option)
                if target:
                    self.by_target.setdefault(target, []).append(option)
            self._build_option_buttons(listed if mine else None, decision)
            self._offer_out_of_turn(decision)
        undoable = self.match.undo_target(self.viewer, assisted=True) is not None   # or assisted
        self.undo_button.enable() if undoable else self.undo_button.disable()
        self.dirty = False

    @property
    def option_buttons(self) -> dict:
        """The side panel's rows (each with its words and screen rect) -> option id."""
        return {row: row.option_id for row in self.options.rows}

    def _clear_option_buttons(self) -> None:
        self.options.clear()
        self.standing_buttons = {}

    def _offer_out_of_turn(self, decision) -> None:
        """Options another seat than the deciding one may take, for every person at the table."""
        others = [] if decision is None else \
            [o for o in decision.options if o.by is not None and o.by != decision.seat
             and not self.match.is_bot(o.by)]
        names = self.match.names
        labels = [self.words(self.adapter.option_label(o, self.presented)) for o in others]
        # say who takes it, unless the words already do
        self.strip.show(others, [label if label.startswith(names[o.by]) else
                                 f"{names[o.by]}: {label}" for o, label in zip(others, labels)])

    def _build_option_buttons(self, options, pending) -> None:
        if options is None:
            if pending is None:
                text = _("The game is over.")
            else:
                who = self.match.names[pending.seat]
                text = (_("{name} is thinking…") if self.match.is_bot(pending.seat)
                        else _("Waiting for {name}.")).format(name=who)
            self.options.wait(text)
            return
        options = self.adapter.panel_options(options)
        # first, answers that also stand for a while (the adapter's standing offers)
        standing = self.adapter.standing_offers(pending, self.presented)
        self.options.show(options, [self.words(self.adapter.option_label(o, self.presented))
                                    for o in options], standing=standing)
        self.standing_buttons = {row: row.memo for row in self.options.rows
                                 if row.memo is not None}

    def play(self, option_id: str) -> bool:
        """Apply an option for whoever is to move, then queue its animations."""
        if self.finished:
            return False
        self.drop_suggestion()
        before = self.presented
        decision = self.match.pending()
        option = decision.find(option_id) if decision is not None else None
        try:
            events = self.match.apply(option_id)
        except IllegalMove as exc:
            self.show_toast(self.words(exc.text), kind=ERROR)
            return False
        visible = [seen for e in events if (seen := e.for_seat(self.viewer)) is not None]
        after = self.match.state.view(self.viewer)
        # the log and the dice tray follow the table: each line appears as its event is shown
        # (a shared screen with small secrets logs what everybody may see)
        logged = visible if not self.peek_mode else \
            [seen for e in events if (seen := e.for_seat(None)) is not None]
        self.feed.hold(logged, [self._line(e) for e in logged])
        self.adapter.animate(visible, before, after, self)
        self.anims.call(self.feed.flush)
        self._hold_after(visible, after)
        # while it plays, the bar names this move; after a person's move tooltips wait until
        # the mouse moves again (the hand reflows under a resting cursor: the next card must
        # not hide under a zoom)
        seat = option.by if option.by is not None else decision.seat
        self.showing = (seat, self.words(self.adapter.option_label(option, before)))
        if not self.match.is_bot(seat):
            self.hover_time = -1e9
        self.by_target = {}
        self._clear_option_buttons()
        self.stepper.show(None)
        self.strip.show([], [])
        self.dirty = True
        if self.match.save_error:
            self.show_toast(tr(self.match.save_error), kind=ERROR)
        return True

    def undo(self) -> None:
        if not self.anims.idle:
            return
        if self.match.undo(self.viewer):
            self._undone(_("Undone."))
        elif self.match.undo_target(self.viewer, assisted=True) is not None:
            # one person against bots may go back further, and the game says so (see results)
            self.app.go("confirm", question=_("Take back past hidden information?"),
                        detail=_("A draw, a die or a bot's move came after your last decision. "
                                 "Taking it back counts this game as assisted: its results "
                                 "will say so."),
                        yes=_("Take back"), on_yes=self.assisted_undo)
        else:
            self.show_toast(_("Nothing to undo: a draw, a die or another player's move came after."),
                            kind=ERROR)

    def assisted_undo(self) -> None:
        if self.match.undo(self.viewer, assisted=True):
            self._undone(ngettext("Undone (assisted: {n} move taken back past hidden information).",
                                  "Undone (assisted: {n} moves taken back past hidden "
                                  "information).", self.match.setup.assists).format(
                                      n=self.match.setup.assists))

    def _undone(self, words: str) -> None:
        self.standing.clear()       # what was answered for a while is asked again
        self.movers.clear()
        self.adapter.forget_animations()
        self._rebuild_log()
        self.decision_key = None
        self.refresh()
        self.show_toast(words)

    # ---- the log ------------------------------------------------------------------------------------
    def _line(self, event) -> str:
        return self.words(self.match.game.describe_event(event, self.match.names))

    def words(self, text) -> str:
        """A rule text in words: translated, players named, things named as the board shows."""
        return tr(text, self.match.names, self.match.game)

    _progress_words = (None, None, "")

    def progress_words(self) -> str:
        """The view's progress line in words, translated again only when it or the language
        changes (the prompt draws it every frame)."""
        text, lang = self.presented.get("progress", ""), language()
        if self._progress_words[:2] != (text, lang):
            self._progress_words = (text, lang, self.words(text))
        if self.match.setup.assisted:      # an assisted game says so wherever it is seen
            # TRANSLATORS: the top bar's progress, marked: moves were taken back past a draw,
            # or hints were shown
            return _("{progress} · assisted").format(progress=self._progress_words[2])
        return self._progress_words[2]

    def _rebuild_log(self) -> None:
        self.log.clear()
        self.feed.clear()
        # a shared screen with small secrets logs what everybody may see (no money totals)
        seat = None if self.peek_mode else self.viewer
        seen = [s for e in self.match.events if (s := e.for_seat(seat)) is not None]
        self._show_events(seen, [self._line(e) for e in seen])

    def _show_events(self, events, lines) -> None:
        self.log.append(lines, events)            # each line knows its event (point_out_logged)
        self._note_events(events)

    def _note_events(self, events) -> None:
        """The dice tray and the notice follow what the table shows."""
        if self.dice is not None:
            self.dice.note(events)
        for text, seat in self.adapter.notices(events, self.viewer):
            self.notice = (self.words(text), seat, self.t + NOTICE_SECONDS)

    def _events_shown(self, events, lines) -> None:
        """Events the table now shows (not a log rebuilt): their lines, and one sound."""
        self._show_events(events, lines)
        self.sound(loudest(cue_of(self.adapter.sounds, e.kind) for e in events))

    def sound(self, cue: str | None) -> None:
        speaker = getattr(self.app, "sound", None)      # a SoundBoard (none without an app)
        if speaker is not None:
            speaker.play(cue)

    def toggle_sound(self) -> None:
        """M: the sound and the music off, or back on at their levels."""
        speaker = self.app.sound
        on = speaker.toggle_mute()
        saves.keep_settings(self.app.settings)

        def words(level: int) -> str:
            return _("{percent} %").format(percent=level) if level else _("off")
        self.show_toast(_("Sound on (effects {effects}, music {music}). M turns it off.").format(
            effects=words(speaker.level), music=words(speaker.music_level))
            if on else _("Sound off. M turns it on again."))

    def reveal(self, event) -> None:
        """The table now shows `event`: its log line (and every one before it) appears."""
        self.feed.reveal(event)

    def show_toast(self, text: str, seconds: float = 3.0, kind: str = INFO) -> None:
        """A passing note at the foot of the board; kind ERROR (something refused or failed)
        shows on red."""
        self.toast = (text, self.t + seconds, kind)
        if kind == ERROR:
            self.sound("error")

    # ---- input ------------------------------------------------------------------------------------
    def on_button(self, element) -> None:
        if element is self.undo_button:
            self.undo()
        elif element is self.menu_button:
            self.open_pause()

    def open_pause(self) -> None:
        self.app.go("pause", board=self)

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_time = 0.0
        if self.is_reference_key(event):      # F1: the rules reference, even over a summary
            self.open_reference()
            return True
        gate = self.anims.gate
        if gate is not None and self._handle_gate(gate, event):
            return True
        if self.peek_mode and self._handle_peek(event):
            return True
        if self.handle_ui(event):
            return True
        if self.handle_suggest(event):
            return True
        if self.log.handle(event):
            return True
        picked = self.options.handle(event, self.mouse)
        if isinstance(picked, str):
            self.take_row(self.options.picked_row)
            return True
        if picked:
            return True
        if self.adapter.handle(event, self):
            return True
        if event.type == pygame.KEYDOWN:
            ctrl = event.mod & pygame.KMOD_CTRL
            if event.key == pygame.K_ESCAPE:
                self.open_pause()
            elif event.key == pygame.K_z and ctrl:
                self.undo()
            elif event.key == pygame.K_s and ctrl:
                saved, text = self.match.quick_save()
                self.show_toast(text, kind=INFO if saved else ERROR)
            elif event.key == pygame.K_SPACE:
                self.anims.skip()
            elif event.key == pygame.K_m and not ctrl:
                self.toggle_sound()
            else:
                return False
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if not self.anims.idle:
                self.anims.skip()
                return True
            if self.click_widgets(event.pos):
                return True
            self.click(event.pos)
            return True
        return False

    def click_widgets(self, pos) -> bool:
        """The amount stepper and the out-of-turn strip (True when the click was theirs)."""
        if self.dirty:
            return False
        option_id = self.strip.click(pos)
        if option_id is not None:
            self.take_out_of_turn(option_id)
            return True
        if self.stepper.contains(pos):
            option_id = self.stepper.click(pos)
            if option_id is not None:
                self.play(option_id)
            return True
        return False

    def click(self, pos) -> None:
        if self.dirty or not self.by_target:
            return
        target = self.adapter.target_at(pos, self.presented, self.by_target)
        if target is None:
            under = [name for name, shape in self.adapter.target_shapes(self.presented).items()
                     if shape.contains(pos)]
            if under:
                turn = self.presented.get("turn")
                text = self.words(turn["text"]) if turn else ""
                reason = self.adapter.refusal(under, self.presented) or \
                    _("That is not a move you can make now. {text}").format(text=text).strip()
                self.show_toast(reason, kind=ERROR)
            return
        self.take_target(target, pos)

    # ---- the frame --------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.hover_time += dt
        self.anims.update(dt)
        self.poll_suggestion()
        self.age_gate(dt)
        self.adapter.update(dt, self)
        self.movers = [m for m in self.movers if not getattr(m, "finished", False)]
        if not self.anims.idle:
            return
        self.movers.clear()
        if self.dirty:
            self.refresh()
        decision = self.match.pending()
        if decision is None:
            if not self.finished:
                self.finished = True
                self.app.go("results", how="replace", match=self.match)
            return
        if self.match.is_bot(decision.seat):
            if not self.covered:     # the pause menu stops the table: a save is of what it shows
                self._drive_bot(dt, decision)
            return
        if decision.seat != self.viewer:
            self.viewer = decision.seat
            self.needs_curtain = self.curtains
            self.peeking = False
            self.decision_key = None
            self._rebuild_log()
            self.refresh()
        if self._answer_standing(decision):
            return
        if self.needs_curtain and not self.adapter.effects_running():
            # the curtain falls once what the table shows has finished (its effects included)
            self.needs_curtain = False
            after = ""
            if self.showing is not None and self.showing[0] != self.viewer:
                after = f"{self.match.names[self.showing[0]]}: {self.showing[1]}"
            self.app.go("curtain", name=self.match.names[self.viewer], seat=self.viewer,
                        reason=self.words(decision.text), after=after)
            return
        if self.offers_tour and not self.toured and not self.covered and self.settled \
                and self.option_buttons:
            self.toured = True      # once a table: a person's first game of a kind
            if wants_tour(self.app.settings, self.match.game.id):
                self.app.go("tour", board=self)

    def _drive_bot(self, dt: float, decision) -> None:
        if self.bot_future is None:
            self.bot_wait += dt
            # people offered an out-of-turn option get time to take it before the bot moves on
            delay = max(self.bot_delay, OUT_OF_TURN_GRACE) if self.strip.buttons else self.bot_delay
            if self.bot_wait < delay:
                return
            self.bot_wait = 0.0
            self.bot_future = self.match.bot_choose_async(decision.seat)
            return
        if not self.bot_future.done():
            return
        future, self.bot_future = self.bot_future, None
        try:
            option = future.result()
            self.tell_fallback(decision.seat, getattr(future, "failure", None))
        except Exception as exc:   # a bot bug must not end the game: fall back to a legal move
            LOG.exception("seat %d's bot failed in %s", decision.seat, self.match.game.id)
            self.show_toast(_("The bot failed ({error}); it takes the first legal option.").format(
                error=exc), kind=ERROR)
            option = decision.options[0]
        if option not in decision.options:
            self.show_toast(_("The bot chose an illegal option; it takes the first legal one."),
                            kind=ERROR)
            option = decision.options[0]
        self.play(option.id)

    def tell_fallback(self, seat: int, failure: str | None) -> None:
        """Once a match: a searching bot failed and its quick bot moved instead (the log has
        the details of every failure)."""
        if failure and not self.match.fallback_told:
            self.match.fallback_told = True
            self.show_toast(_("{name}'s bot could not think ({error}); it played a quick move "
                              "instead.").format(name=self.match.names[seat], error=tr(failure)),
                            kind=ERROR)

    def outlined_targets(self) -> dict:
        """What the board outlines (target -> options): the legal moves."""
        return self.by_target

    def draw(self, surface) -> None:
        view = self.shown
        self.adapter.placer.begin(self.adapter.keep_clear(self.adapter.stage.view or view))
        self.adapter.draw_board(surface, view)
        outlined = self.outlined_targets()
        if self.anims.idle and not self.dirty and outlined:
            self.adapter.draw_highlights(surface, view, outlined, self.t)
        self.adapter.draw_overlay(surface, view)
        self.point_out_logged(surface, view)
        self.draw_widgets(surface, view)
        for mover in sorted(self.movers, key=lambda m: m.layer):
            mover.draw(surface)
        self.draw_prompt(surface)
        self.draw_side_frames(surface)
        self.draw_suggest_button(surface)
        self.options.draw(surface, self.mouse, self.settled)
        self.log.draw(surface)
        super().draw(surface)
        self.draw_notice(surface)
        self.draw_peek(surface)
        self.draw_hold(surface)
        self.draw_toast(surface)
        self.draw_tooltip(surface)

    def point_out_logged(self, surface, view) -> None:
        """The mouse on a log line: what its event names is pointed out on the board, and the
        line is marked (the log says what happened; the board shows where)."""
        index = self.log.line_at(self.mouse)
        event = self.logged_event(self.log.tags[index]) if index is not None else None
        pointed = isinstance(event, Event) and self.adapter.point_out(surface, view, event)
        self.log.pointed = index if pointed else None

    def logged_event(self, tag):
        """The event of a log line's tag (here the tag is the event; the replay's is a pair)."""
        return tag

    def draw_widgets(self, surface, view) -> None:
        names = self.match.names
        if self.seats is not None:
            self.seats.draw(surface, names, view)
        if self.dice is not None:
            self.dice.draw(surface, names)
        if not self.settled:
            return
        if self.stepper.hint is not None:
            decision = self.match.pending()
            option = decision.find(self.stepper.option_id) if decision else None
            label = self.adapter.option_label(option, view) if option else self.stepper.option_id
            self.stepper.draw(surface, self.mouse, self.words(label))
        self.strip.draw(surface, self.mouse)

    def side_titles(self) -> dict:
        return {"options": _("Your options") if self.option_buttons else pgettext("table", "Options"),
                "log": _("Game log")}

    @staticmethod
    def side_title_h() -> int:
        """The strip above a side panel for its title: 32, taller at a larger UI scale."""
        return max(32, theme.font(18, "bold", ui=True).get_linesize() + 10)

    def side_rect(self, key: str) -> pygame.Rect:
        """A side panel's content (the options, the log): the layout's rect under a title
        strip that grew with the UI scale."""
        rect = pygame.Rect(self.layout[key])
        extra = self.side_title_h() - 32
        return pygame.Rect(rect.x, rect.y + extra, rect.w, rect.h - extra)

    def side_frame(self, key: str) -> pygame.Rect:
        """A side panel's whole frame: its title strip and its content."""
        inner, title_h = self.side_rect(key), self.side_title_h()
        return pygame.Rect(inner.x - 6, inner.y - title_h, inner.w + 12, inner.h + title_h + 6)

    def draw_side_frames(self, surface) -> None:
        hint = self.suggest_rect()
        for key, title in self.side_titles().items():
            rect = self.side_frame(key)
            theme.panel(surface, rect, theme.PANEL, radius=10, shadow=False, band=False)
            right = hint.x - 8 if key == "options" and hint is not None else rect.right - 4
            theme.text(surface, title, (rect.x + 10, rect.y + 4), 18, theme.TEXT_DIM, "bold",
                       max_width=right - rect.x - 10, ui=True)

    def bar(self) -> tuple | None:
        """(seat, words) for the top bar: the move the table is showing while it animates, else
        who decides now and what (a seat answering another's card says so); None: game over."""
        turn = self.presented.get("turn")        # what the table shows, not what comes next
        if turn is None:
            return None
        if self.showing is not None and not self.settled:
            return self.showing
        seat = turn["seat"]
        bot = self.match.is_bot(seat)
        moment = self.adapter.moment(turn, self.presented)
        if seat == self.viewer and not bot:
            return seat, self.words(turn["text"])
        if moment:
            return seat, self.words(moment)
        if bot:
            return seat, (_("is thinking…") if self.bot_future is not None
                          else _("is taking a turn"))
        return seat, _("to play: {text}").format(text=self.words(turn["text"]))

    def draw_prompt(self, surface) -> None:
        rect = self.layout["prompt"]
        theme.panel(surface, rect, theme.BG_DEEP, radius=0, shadow=False, edge=None)
        gfx.draw.line(surface, theme.PANEL_EDGE, rect.bottomleft, rect.bottomright, 2)
        x = rect.x + 18
        cy = rect.centery
        bar = self.bar()
        if bar is None:
            theme.text(surface, _("Game over"), (x, cy), 24, theme.ACCENT, "bold",
                       anchor="midleft", ui=True)
            return
        seat, ask = bar
        color = theme.seat_color(seat)
        gfx.draw.rect(surface, color, (rect.x, rect.y, 8, rect.h))
        theme.draw_seat_badge(surface, seat, (x + 14, cy), 14)
        name = self.match.names[seat]
        who = _("{name} (bot)").format(name=name) if self.match.is_bot(seat) else name
        r = theme.text(surface, who, (x + 36, cy), 24, theme.seat_text_color(seat), "bold",
                       anchor="midleft", max_width=rect.w // 3, ui=True)
        progress = self.progress_words()
        right = theme.text(surface, progress, (rect.right - 18, cy), 18, theme.TEXT_DIM,
                           anchor="midright", max_width=rect.w // 4, ui=True) if progress \
            else pygame.Rect(rect.right, 0, 0, 0)
        theme.text(surface, "— " + ask, (r.right + 12, cy), 22, theme.TEXT, anchor="midleft",
                   max_width=right.x - r.right - 40, ui=True)

    def draw_notice(self, surface) -> None:
        """What happened to the viewer out of their turn (an attack), at the top of the board,
        until its time is up (it also comes when Space skipped the animation)."""
        if self.notice is None:
            return
        text, seat, until = self.notice
        if self.t > until or self.covered:
            self.notice = None if self.t > until else self.notice
            return
        board = self.layout["board"]
        image = theme.render(text, 22, theme.TEXT, "bold", wrap=min(theme.ui(760), board.w - 120),
                             ui=True)
        rect = image.get_rect().inflate(64, 22)
        rect.midtop = (board.centerx, board.y + 10)
        rect = self.adapter.placer.place(rect, key="notice")
        color = theme.seat_color(seat) if seat is not None else theme.ACCENT
        theme.panel(surface, rect, (28, 22, 30), alpha=240, edge=None, shadow=True)
        gfx.draw.rect(surface, color, rect, 3, border_radius=10)
        if seat is not None:
            theme.draw_seat_badge(surface, seat, (rect.x + 22, rect.centery), 10)
        surface.blit(image, image.get_rect(midleft=(rect.x + 40, rect.centery)))

    def draw_toast(self, surface) -> None:
        if self.toast is None:
            return
        text, until, kind = self.toast
        if self.t > until:
            self.toast = None
            return
        board = self.layout["board"]
        image = theme.render(text, 20, theme.TEXT, wrap=min(theme.ui(900), board.w - 80), ui=True)
        rect = image.get_rect(midbottom=(board.centerx, board.bottom - 24)).inflate(28, 18)
        # a note stays for seconds: where it can, off the moves the person may click
        shapes = self.adapter.target_shapes(self.presented)
        moves = [shapes[t].rect for t in self.live_targets if t in shapes]
        rect = self.adapter.placer.place(rect, key="toast", avoid=moves)
        theme.panel(surface, rect, (60, 40, 40) if kind == ERROR else theme.PANEL_HI,
                    alpha=235)
        surface.blit(image, image.get_rect(center=rect.center))

    def _tooltip_beside_mouse(self, rect: pygame.Rect) -> pygame.Rect:
        """Below-right of the mouse, unless another corner around it covers fewer of the other
        targets a click could take next (issue 11.5)."""
        x, y = self.mouse
        screen = pygame.Rect(0, 0, *theme.SCREEN)
        shapes = self.adapter.target_shapes(self.presented)
        hovered = self.adapter.target_at(self.mouse, self.presented, self.live_targets)
        others = [shapes[t].rect for t in self.live_targets if t != hovered and t in shapes]
        corners = [dict(topleft=(x + 18, y + 18)), dict(bottomleft=(x + 18, y - 12)),
                   dict(topright=(x - 12, y + 18)), dict(bottomright=(x - 12, y - 12))]
        spots = [rect.move(0, 0) for _ in corners]
        for spot, corner in zip(spots, corners):
            setattr(spot, *next(iter(corner.items())))
            spot.clamp_ip(screen)
        return min(spots, key=lambda spot: len(spot.collidelistall(others)))

    @staticmethod
    def tooltip_wrap() -> int:
        """The width a hover text wraps at: 380, wider for larger text (as many words a line)."""
        return min(theme.ui(380), 760)

    def draw_tooltip(self, surface) -> None:
        if self.hover_time < HOVER_DELAY or not self.anims.idle or self.covered:
            return
        tip = self.suggest_tooltip() or self.adapter.tooltip(self.mouse, self.shown)
        linked = self.reference_component() is not None
        if not tip:
            if linked:      # a tab on the zoomed card's top edge, else by the mouse
                zoom = getattr(self.adapter, "zoom", None)
                self.draw_reference_hint(surface, getattr(zoom, "drawn", None))
            return
        image = theme.render(tip, 18, theme.TEXT, wrap=self.tooltip_wrap(), ui=True)
        anchor = self.adapter.tooltip_anchor(self.mouse, self.shown)
        below = self.HINT_H if linked and anchor is None else 0     # the "F1: rules" line
        if anchor is None:
            rect = self._tooltip_beside_mouse(image.get_rect().inflate(20, 14 + below))
        else:
            rect = image.get_rect(topleft=anchor).inflate(20, 14)
        rect.clamp_ip(pygame.Rect(0, 0, *theme.SCREEN))
        theme.panel(surface, rect, theme.TIP, alpha=245)
        surface.blit(image, image.get_rect(midtop=(rect.centerx, rect.y + 7)))
        if linked:
            self.draw_reference_hint(surface, rect, inside=bool(below))
