"""Watch a finished game again: step through its moves, animated, from any seat's point of view.

The game is rebuilt from its setup and its list of chosen options (the same way a save is
checked), so a replay shows exactly what happened. The board, the log and the animations are the
board scene's own; only the side panel changes: replay controls instead of options, and the
timeline - each player's standing round by round (the results chart) - as the scrubber: a click
or a drag on it goes there. The log holds the whole game, what is still to come dimmed; a click
on a line goes to the move that wrote it.
"""
from __future__ import annotations

import pygame

from rules.core.timeline import Timeline, option_ids

from .. import gui, theme
from ..i18n import _
from .board import BoardScene
from .chart import StandingChart
from .checkmoves import CHECK_TIP, CheckMoves
from .match import Match
from .played import Played, play_through

AUTO_PAUSE = 0.35          # seconds between moves while playing
CHART_MIN = 150            # the timeline's height the panel asks room for (it may get less)
LOG_MIN = 200              # what the log under the panel keeps when it gives the panel room


class ReplayScene(CheckMoves, BoardScene):
    name = "replay"
    live = False        # the viewer sets the pace: no holds; every seat's view is shown whole
    arrows_move_focus = False   # the arrows step through the game; Tab walks the controls
    turn_chime = False          # watching: nobody's turn comes

    def __init__(self, setup, history: list, viewer: int = 0, played: Played | None = None):
        match = Match(setup, autosave=False)
        match.bots = {}                     # nobody plays: the history does
        super().__init__(match)
        # the whole game played once (by the results screen, when it opened this): its events
        # by move, a checkpoint every played.CHECKPOINT moves (a jump anywhere is then quick)
        # and the standing round by round for the timeline
        self.history = option_ids(history)
        if played is None or played.history != self.history:
            played = play_through(setup, history)
        self.viewer = viewer
        self.playing = False
        self.wait = 0.0
        self.checkpoints = played.checkpoints     # read only: shared with the results
        self.step_events = played.events
        self.timeline = played.timeline
        if self.timeline is None:           # a bare line of moves for a game without `progress`
            n = len(self.match.names)
            self.timeline = Timeline("", [1, 1], [0, len(self.history)], [[0] * n, [0] * n])
        self.scrubbing = False
        self.layout = self.roomier(self.layout)
        self.under_chart: tuple | None = None  # (rect, words) of a cut line under the chart
        self.marked_lines = {}
        self.take_up_review()                 # this seat's check made earlier (checkmoves.py)

    @property
    def position(self) -> int:
        return self.match.state.steps

    # ---- the side panel: replay controls ------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.undo_button.hide()
        self.menu_button.hide()
        box = self.side_rect("options")     # under the panel's title, however tall
        b = self.layout["buttons"]
        half = (b.w - 8) // 2
        self.check_button = self.button((b.x, b.y, half, b.h), "", "#button",
                                        tooltip=_(CHECK_TIP))
        self.close_button = self.button((b.x + half + 8, b.y, b.w - half - 8, b.h),
                                        _("Close replay"), "#primary")
        if not self.match.offers_hints:       # a game without a strong bot: nothing to ask
            self.check_button.hide()
        labels = [("|◀", "start", _("Back to the first move (Home)")),
                  ("«", "round_back", _("To the start of this round, or the one before (Page Up)")),
                  ("◀", "back", _("One move back (←)")),
                  ("▶", "play", _("Play / pause (Space)")),
                  ("▶|", "step", _("One move forward (→)")),
                  ("»", "round_next", _("To the start of the next round (Page Down)")),
                  ("▶▶|", "end", _("To the last move (End)"))]
        gap = 4
        w = (box.w - (len(labels) - 1) * gap) // len(labels)
        y = box.y + 8
        self.controls = {}
        for i, (text, action, tip) in enumerate(labels):
            button = self.button((box.x + i * (w + gap), y, w, 44), text, "#control", tooltip=tip)
            self.controls[button] = action
        # below the move counter (as tall as its text at the UI scale): it opens over nothing
        # that reads
        counter_h, menu_h = self.row_heights()
        menu_y = y + 52 + counter_h
        self.viewer_menu = gui.drop_down(self.ui, self.viewer_names(),
                                         self.viewer_names()[self.viewer],
                                         (box.x, menu_y, box.w, menu_h))
        chart_top = menu_y + menu_h + 8
        # the hint under the chart: at the UI scale while the chart keeps 90 units
        wrap = box.w - 4
        hint = max((self.timeline_hint(), self.longest_status()),       # the taller of the two
                   key=lambda t: theme.render(t, 18, theme.TEXT, wrap=wrap).get_height())
        self.hint_size = theme.block_size(hint, 18, "regular", wrap,
                                          box.bottom - chart_top - 90 - 8)
        hint_h = theme.render(hint, self.hint_size, wrap=wrap).get_height()
        chart_h = max(90, box.bottom - max(50, hint_h + 8) - chart_top)
        title = (_("{what}, round by round").format(what=self.words(self.timeline.label))
                 if self.timeline.label else _("Moves"))
        self.chart = StandingChart((box.x, chart_top, box.w, chart_h), self.timeline, title)
        self.update_controls()          # (the board's enter has built the log already)

    def exit(self) -> None:
        self.put_review_away()
        super().exit()

    def rescale(self) -> None:
        """A new UI scale: the panel's room is weighed again."""
        self.layout = self.roomier(self.adapter.layout())
        super().rescale()

    @staticmethod
    def row_heights() -> tuple:
        """The move counter's and the seat menu's heights, as tall as their text."""
        return (max(32, theme.font(20, "bold", ui=True).get_linesize() + 6),
                max(40, theme.font(20, ui=True).get_linesize() + 12))

    def roomier(self, layout: dict) -> dict:
        """The replay's panel holds more than a game's options (the controls, the move counter,
        the seat menu, the timeline and two lines under it); where the log stands right under
        it, the log gives it the room it lacks, as far as it can spare (a large UI scale)."""
        panel, log = layout["options"], layout["log"]
        if log.x != panel.x or log.y < panel.bottom:
            return layout
        counter_h, menu_h = self.row_heights()
        need = (8 + 52 + counter_h + menu_h + 8 + CHART_MIN
                + 2 * theme.font(18, ui=True).get_linesize() + 8 + self.side_title_h() - 32)
        give = min(need - panel.h, log.h - LOG_MIN)
        if give <= 0:
            return layout
        return {**layout, "options": pygame.Rect(panel.x, panel.y, panel.w, panel.h + give),
                "log": pygame.Rect(log.x, log.y + give, log.w, log.h - give)}

    def viewer_names(self) -> list:
        return [_("View as {name}").format(name=n) for n in self.match.names]

    def _build_option_buttons(self, decision, pending) -> None:
        self._clear_option_buttons()        # a replay offers no options

    def refresh(self) -> None:
        super().refresh()
        self.by_target = {}

    def update_controls(self) -> None:
        """The buttons as the position and the check allow; the note of a moment at it."""
        self.update_check_button()
        self.note_moment()
        at_start, at_end = self.position == 0, self.position >= len(self.history)
        for button, action in self.controls.items():
            if action == "play":
                button.set_text("||" if self.playing else "▶")
            if action in ("start", "back", "round_back"):
                button.enable() if not at_start else button.disable()
            if action in ("step", "end", "play", "round_next"):
                button.enable() if not at_end else button.disable()

    # ---- the log: the whole game, the future dimmed ------------------------------------------------
    def _rebuild_log(self) -> None:
        if not hasattr(self, "step_events"):        # the board's enter, before ours ran
            return
        self.log.clear()
        lines, tags = [], []
        for step, event in self.step_events:
            seen = event.for_seat(self.viewer)
            if seen is not None:
                lines.append(self._line(seen))
                tags.append((step, seen))          # where a click jumps, what a hover points at
        self.log.append(lines, tags)
        self.mark_moments_in_log()
        self._follow_log()
        if self.dice is not None:
            self.dice.note([e for s, e in self.step_events if s <= self.position
                            and e.for_seat(self.viewer) is not None])

    def logged_event(self, tag):
        return tag[1] if tag is not None else None

    def _show_events(self, events, lines) -> None:
        """A move shown: its lines are in the log already (the whole game, from the start), so
        only the mark moves; the dice tray and the notices follow as at the table. (This was
        `_append_log`, left behind when the board's hook was renamed: a move whose animation
        the next step skipped appended its lines a second time.)"""
        self._note_events(events)
        self._follow_log()

    def _follow_log(self) -> None:
        upto = sum(1 for tag in self.log.tags if tag is not None and tag[0] <= self.position)
        self.log.upto = upto
        self.log.scroll_to_line(max(0, upto - 1))

    # ---- moving through the game ------------------------------------------------------------------
    def forward(self) -> bool:
        if self.position >= len(self.history) or not self.anims.idle:
            return False
        self.play(self.history[self.position])
        self.match.snapshots.clear()          # no undo in a replay: keep no snapshots
        self.update_controls()
        return True

    def jump(self, step: int) -> None:
        """Show the position after `step` moves, without animation."""
        step = max(0, min(step, len(self.history)))
        base = max(k for k in self.checkpoints if k <= step)
        state = self.match.game.load(self.checkpoints[base])
        for option_id in self.history[base:step]:
            state.apply(option_id)
        self.match.state = state
        self.match.events = [e for s, e in self.step_events if s <= step]
        self.anims.skip()
        self.movers.clear()
        self.adapter.forget_animations()
        self.decision_key = None
        self._follow_log()
        self.refresh()
        self.update_controls()

    def round_start_before(self) -> int:
        """The start of the round being watched; from there (or its first move), the one before."""
        starts = self.round_starts()
        earlier = [s for s in starts if s < self.position]
        return earlier[-1] if earlier else 0

    def round_start_after(self) -> int:
        later = [s for s in self.round_starts() if s > self.position]
        return later[0] if later else len(self.history)

    def round_starts(self) -> list:
        line = self.timeline
        return [s for i, s in enumerate(line.steps)
                if i == 0 or line.rounds[i] != line.rounds[i - 1]]

    def go(self, action: str) -> None:
        self.playing = False
        if action == "start":
            self.jump(0)
        elif action == "back":
            self.jump(self.position - 1)
        elif action == "step":
            self.anims.skip()
            self.forward()
        elif action == "end":
            self.jump(len(self.history))
        elif action == "round_back":
            self.jump(self.round_start_before())
        elif action == "round_next":
            self.jump(self.round_start_after())
        self.update_controls()

    def on_button(self, element) -> None:
        action = self.controls.get(element)
        if element is self.close_button:
            self.app.pop()
        elif element is self.check_button and self.checking:
            self.stop_review()
        elif element is self.check_button:
            self.start_review()
        elif action == "play":
            self.playing = not self.playing
            self.update_controls()
        elif action:
            self.go(action)

    def on_widget(self, event) -> None:
        if event.ui_element is self.viewer_menu:
            names = self.viewer_names()
            if event.text in names:
                if names.index(event.text) != self.viewer:
                    self.put_review_away()      # it checked the other seat's choices
                self.viewer = names.index(event.text)
                self.take_up_review()
                self.decision_key = None
                self._rebuild_log()             # (its marks too)
                self.refresh()
                self.update_controls()          # the check button, a moment's note

    KEYS = {pygame.K_RIGHT: "step", pygame.K_LEFT: "back", pygame.K_HOME: "start",
            pygame.K_END: "end", pygame.K_PAGEUP: "round_back", pygame.K_PAGEDOWN: "round_next"}

    def handle(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_time = 0.0
        if self.is_reference_key(event):
            self.open_reference()
            return True
        if self.handle_ui(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key == pygame.K_SPACE:
                self.playing = not self.playing
                self.update_controls()
            elif event.key in self.KEYS:
                self.go(self.KEYS[event.key])
            elif event.key == pygame.K_n and self.review is not None:
                self.go_to_moment(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            else:
                return False
            return True
        if self.scrub(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.log.line_at(event.pos)
            if index is not None and self.log.tags[index] is not None:
                self.playing = False
                # a marked choice's line goes to the choice (its note), others after their move
                self.jump(self.marked_lines.get(index, self.log.tags[index][0]))
                return True
        return self.log.handle(event) or self.adapter.handle(event, self)

    def scrub(self, event) -> bool:
        """A press or a drag on the timeline goes to the move under the pointer."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            step = self.chart.step_at(event.pos)
            if step is None:
                return False
            self.scrubbing = True
        elif event.type == pygame.MOUSEMOTION and self.scrubbing:
            step = self.chart.step_at((min(max(event.pos[0], self.chart.rect.x),
                                           self.chart.rect.right - 1), self.chart.rect.centery))
        elif event.type == pygame.MOUSEBUTTONUP and self.scrubbing:
            self.scrubbing = False
            return True
        else:
            return False
        self.playing = False
        if step is not None and step != self.position:
            self.jump(step)
        return True

    def update(self, dt: float) -> None:
        super(BoardScene, self).update(dt)          # widgets and the clock, nothing else
        if self.review is not None and self.review.poll():
            self.update_controls()
            self.mark_moments_in_log()
        self.hover_time += dt
        self.anims.update(dt)
        self.adapter.update(dt, self)
        if not self.anims.idle:
            return
        self.movers.clear()
        if self.dirty:
            self.refresh()
        if self.playing:
            self.wait += dt
            if self.wait >= AUTO_PAUSE:
                self.wait = 0.0
                if not self.forward():
                    self.playing = False
                    self.update_controls()

    def draw_tooltip(self, surface) -> None:
        """Over the timeline: the standing at that point; elsewhere the board's own."""
        tip = self.chart.describe(self.mouse, self.match.names) if self.timeline.label else None
        if self.under_chart is not None and self.under_chart[0].collidepoint(self.mouse):
            tip = self.under_chart[1]
        if tip is None or self.scrubbing:
            super().draw_tooltip(surface)
            return
        theme.tip(surface, tip, self.mouse, min(theme.ui(320), 640), above=True)

    def side_titles(self) -> dict:
        return {"options": _("Replay"), "log": _("Game log: click a line to go there")}

    def draw_side_frames(self, surface) -> None:
        """The panel's frames, then the status line and the timeline (under the widgets, so
        the open seat menu lies over them)."""
        super().draw_side_frames(surface)
        box = self.side_rect("options")     # under the panel's title, however tall
        total = len(self.history)
        round_number = self.timeline.round_at(self.position) if self.timeline.label else None
        status = (_("Round {round} · move {n} of {total}") if round_number is not None
                  else _("Move {n} of {total}")).format(round=round_number, n=self.position,
                                                        total=total)
        theme.text(surface, status, (box.centerx, box.y + 60), 20, theme.ACCENT, "bold",
                   anchor="midtop", max_width=box.w - 8, ui=True)
        self.chart.draw(surface, len(self.match.names), marker=self.position)
        if self.review is None:
            self.draw_under_chart(surface, self.timeline_hint(), theme.TEXT_DIM)
            return
        self.draw_moment_marks(surface)
        self.draw_under_chart(surface, self.review_status(), theme.TEXT)

    def draw_under_chart(self, surface, words: str, color) -> None:
        """The lines under the timeline; where the panel has no room for them (a large UI
        scale beside a tall seat list) one line, cut, whole on hover (`under_chart`)."""
        box, top = self.side_rect("options"), self.chart.rect.bottom + 4
        height = theme.render(words, self.hint_size, color, wrap=box.w - 4).get_height()
        if top + height <= box.bottom + 4:
            theme.text(surface, words, (box.centerx, top), self.hint_size, color,
                       anchor="midtop", wrap=box.w - 4)
            self.under_chart = None
            return
        rect = theme.text(surface, words, (box.centerx, top), 18, color, anchor="midtop",
                          max_width=box.w - 8)
        self.under_chart = (rect, words)

    def timeline_hint(self) -> str:
        return _("Click or drag the timeline. Page Up / Down: a round")
