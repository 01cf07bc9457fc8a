"""The replay's Check moves (a mixin of `ReplayScene`): the strong bot weighs each choice of the
viewed seat (review.py), the clear differences are marked on the timeline (a red mark at the
top of the plot) and in the log (the first line each led to, tinted), N and Shift+N go to them,
and at one a note says what was played, what the bot would play and why, with the bot's move
outlined on the board as a legal move is at the table.

A check is kept per seat (review.py keeps the last few): viewing another seat or closing the
replay puts it aside, and Check moves goes on where it stopped.
"""
from __future__ import annotations

from scenes import gfx

from ..i18n import N_, _, ngettext, number
from .match import think_ms
from .played import game_key
from .review import Moment, Review, keep, kept
from .suggest import why_words

CHECK_TIP = N_("The strong bot weighs each of this player's choices, as for a hint, for the "
               "thinking time of Settings, and marks on the timeline where it would clearly "
               "have played otherwise. N goes to the next mark, Shift+N to the one before.")
MOMENT = (236, 112, 92)    # a moment's mark on the timeline


class CheckMoves:
    """Uses the replay's match, history, viewer, position, chart, log, toast, check_button,
    adapter, words, jump and update_controls."""

    review: Review | None = None       # the viewer's choices checked
    moment_note: str | None = None     # the note of the moment the replay stands at
    marked_lines: dict                 # log line -> the marked choice it tells of

    @property
    def checking(self) -> bool:
        return self.review is not None and not self.review.finished

    def start_review(self) -> None:
        """Check the viewer's choices, or go on where the check stopped."""
        budget = think_ms(self.app.settings if self.app else {})
        if self.review is not None:
            self.review.resume(budget)
        else:
            self.review = Review(self.match.setup, self.history, self.viewer, budget,
                                 self.same_move)
            keep(self.review_key(), self.review)
        self.update_controls()

    def review_key(self) -> tuple:
        return game_key(self.match.setup, self.history) + (self.viewer,)

    def take_up_review(self) -> None:
        """The viewer's check made earlier in this game (kept by review.py), if any."""
        self.review = kept(self.review_key())
        if self.review is not None:
            self.review.same = self.same_move         # read with this table's words

    def stop_review(self) -> None:
        """Stop checking; what was found so far stays marked."""
        if self.checking:
            self.review.close()
        self.update_controls()

    def put_review_away(self) -> None:
        """Stop checking and put the check aside (another seat is viewed, or the replay
        closes): review.py keeps it for when this seat is viewed again."""
        if self.review is not None:
            self.review.close()
            self.review = None

    def same_move(self, a, b, view: dict) -> bool:
        return a.id == b.id or self.move_words(a, view) == self.move_words(b, view)

    def move_words(self, option, view: dict) -> str:
        return self.words(self.adapter.option_label(option, view))

    def update_check_button(self) -> None:
        self.check_button.set_text(_("Stop checking") if self.checking else _("Check moves"))
        review = self.review
        if review is not None and not self.checking and review.checked >= review.total:
            self.check_button.disable()       # checked to the end: nothing more to find
        else:
            self.check_button.enable()

    def review_status(self) -> str:
        review = self.review
        return self.status_words(self.match.names[review.seat], review.checked, review.total,
                                 review.agreed, len(review.moments), review.failure)

    def status_words(self, name: str, checked: int, total: int, agreed: int, found: int,
                     failure: str | None) -> str:
        if not total:
            return _("{name} had no choice to make.").format(name=name)
        if self.checking:
            done = _("Checking {name}: {checked} of {total}.")
        elif failure:
            done = _("The check stopped: {reason}").format(reason=self.words(failure))
        elif checked < total:
            done = _("{name}: {checked} of {total} checked.")
        else:
            done = _("{name}: {agreed} of {total} choices as the bot's.")
        done = done.format(name=name, checked=number(checked), total=number(total),
                           agreed=number(agreed))
        if not found:
            return done if self.checking or checked < total else \
                f"{done} " + _("None clearly worse.")
        return f"{done} " + ngettext("{n} clear difference (N).",
                                     "{n} clear differences (N: the next).",
                                     found).format(n=number(found))

    def longest_status(self) -> str:
        """A status as long as the check's can be (its room under the chart is kept from the
        start, so that the chart does not jump)."""
        return self.status_words(max(self.match.names, key=len), 888, 888, 888, 88, None)

    def go_to_moment(self, direction: int) -> None:
        """To the next moment after the position (or the one before), round the game's end."""
        steps = [m.step for m in self.review.moments]
        if not steps:
            return
        later = [s for s in steps if s > self.position] if direction > 0 else \
            [s for s in steps if s < self.position]
        target = (min(later) if later else min(steps)) if direction > 0 else \
            (max(later) if later else max(steps))
        self.playing = False
        self.jump(target)

    def note_moment(self) -> None:
        """At a moment the note says what was played and what the bot would play, and stays
        while the replay stands there."""
        moment = self.review.moment_at(self.position) if self.review is not None else None
        words = self.moment_words(moment) if moment is not None else None
        showing = self.toast[0] if self.toast is not None else None
        if showing is not None and showing == self.moment_note and showing != words:
            self.toast = None                 # the replay has moved off that moment
        if words is not None and showing != words:
            self.show_toast(words, 1e9)
        self.moment_note = words

    def mark_moments_in_log(self) -> None:
        """The first log line each marked choice led to is tinted (`marked_lines`: line ->
        the choice's step). A line's tag counts moves made, so history[step] writes at step + 1
        or, where the choice is one part of a move written at its end, later."""
        moments = sorted(m.step for m in self.review.moments) if self.review is not None else []
        self.marked_lines = {}
        tags = [(tag[0], index) for index, tag in enumerate(self.log.tags) if tag is not None]
        for step in moments:
            line = next((index for moved, index in tags if moved > step), None)
            if line is not None and line not in self.marked_lines:
                self.marked_lines[line] = step
        self.log.marked = set(self.marked_lines)

    def draw_moment_marks(self, surface) -> None:
        """A mark at the plot's top where each marked choice lies on the timeline."""
        plot = self.chart.plot
        for moment in self.review.moments:
            x = self.chart.x_of_step(moment.step)
            points = [(x - 6, plot.y), (x + 6, plot.y), (x, plot.y + 10)]
            gfx.draw.polygon(surface, MOMENT, points)
            gfx.draw.polygon(surface, (40, 30, 30), points, 1)

    def outlined_targets(self) -> dict:
        """At a marked choice, the strong bot's move is outlined as a legal move is at the
        table (a hover shows it, where the game shows a move before it is made)."""
        moment = self.review.moment_at(self.position) if self.review is not None else None
        target = self.adapter.target_of(moment.best) if moment is not None else None
        return {target: [moment.best]} if target else {}

    def moment_words(self, moment: Moment) -> str:
        name = self.match.names[self.review.seat]
        said = _("Here {name} played {played}; the strong bot would play {best}.").format(
            name=name, played=self.move_words(moment.played, moment.view),
            best=self.move_words(moment.best, moment.view))
        played = self.move_words(moment.played, moment.view)     # what the lead is over
        return f"{said} {why_words(moment.why, played)}".strip()
