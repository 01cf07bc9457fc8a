"""A person's hint: what the `strong` bot would play now. A mixin of `BoardScene`.

A small "Hint" button stands at the right of the options panel's title while a person has a
choice to make (H does the same). The bot thinks in a bot process of its own
(`Match.hint_thinker`: a bot's move never waits behind a hint), from that person's view only
(no secret of another seat reaches it), for the thinking time of Settings; the window keeps
drawing meanwhile. Its choice is marked in the side panel (a gold bar on the row; an amount is
set on the stepper) and named in a note on the board; nothing is played: the choice stays the
person's. A new decision, an undo or a move forgets a hint asked before it.

Where the bot compared moves by imagined games (rules/core/reasoning.py), the note also says
how many and how the suggested move fared against the best other one: "3 moves were compared,
each in 60 imagined games. This one won 5 more games in 100 than Buy Duchy." Where it followed
a plan instead, the note names the plan (Dominion's buy list for the kingdom).
"""
from __future__ import annotations

import pygame

from rules.core.reasoning import UNITS

from .. import theme
from ..focus import Focusable, Mode
from ..i18n import N_, _, ngettext, number

SUGGEST_TIP = N_("What the strong bot would play here (H). Nothing is played: the choice "
                 "stays yours, and the game counts as assisted.")
SUGGEST_SECONDS = 6.0      # the note naming the suggested move stays this long
EXPLAINED_SECONDS = 10.0   # and this long when it also says why


def well_formed(why) -> bool:
    """Whether a bot process's `why` has the fields `why_words` reads (else it is not told)."""
    return isinstance(why, dict) and why.get("unit") in UNITS and all(
        isinstance(why.get(k), (int, float)) and not isinstance(why.get(k), bool)
        for k in ("moves", "games", "lead")) and why["games"] >= 1 and abs(why["lead"]) < 1e9


def quoted_lead(why) -> int:
    """The lead a note quotes (rounded: games in 100 for "win", the game's points or coins
    for "score"), 0 where there is none to quote: not clear of the imagined games' luck (not
    `sure`: noise), or too small to show."""
    if not well_formed(why) or why.get("sure") is not True:
        return 0
    return max(0, round(why["lead"] * 100 if why["unit"] == "win" else why["lead"]))


def why_words(why: dict | None, other: str | None) -> str:
    """The reason of a hint in words: `why` is what the bot's comparison found
    (reasoning.found), `other` the words of the best other move; "" where there is no reason
    to tell."""
    if other is None or not well_formed(why):
        return ""
    games = why["games"]
    compared = ngettext("{moves} moves were compared, each in {games} imagined game.",
                        "{moves} moves were compared, each in {games} imagined games.",
                        games).format(moves=number(why["moves"]), games=number(games))
    n = quoted_lead(why)
    if n and why["unit"] == "win":
        found = ngettext("This one won {n} more game in 100 than {other}.",
                         "This one won {n} more games in 100 than {other}.", n)
        return f"{compared} {found.format(n=number(n), other=other)}"
    if n:
        found = _("This one scored {amount} more than {other}.") if games == 1 else \
            _("This one scored {amount} more on average than {other}.")     # (one game: exact)
        return f"{compared} {found.format(amount=number(n), other=other)}"
    found = _("No other move did clearly better.")
    return f"{compared} {found}"


def hints_on(settings: dict) -> bool:
    """Settings' Hints switch (on unless turned off): off, no Hint button and no H."""
    return settings.get("hints", True) is not False


def hints_offered(match, settings: dict) -> bool:
    """A hint may be asked at this table: its game has a strong bot and hints are on."""
    return match.offers_hints and hints_on(settings)


class Suggestions:
    """Uses the board scene's match, viewer, options, adapter, presented, decision_key, focus."""

    suggestion = None          # the pending answer (a ThinkerAnswer) while the bot thinks
    suggested_words = None     # the last hint's note: the marked row's hover text after it
    suggested_for = None       # the decision_key it was asked at
    suggest_by_key = False     # asked with H: the keyboard focus goes to the suggested row

    def can_suggest(self) -> bool:
        """The viewer, a person, has a choice to make now, in a game with a strong bot."""
        decision = self.match.pending()
        return (self.live and hints_offered(self.match, self.app.settings)
                and decision is not None
                and decision.seat == self.viewer and not self.match.is_bot(decision.seat)
                and len(decision.options_for(self.viewer)) > 1 and self.settled)

    def suggest_rect(self) -> pygame.Rect | None:
        """The button at the right of the options panel's title strip, or None when hidden."""
        if not self.can_suggest():
            return None
        inner, title_h = self.side_rect("options"), self.side_title_h()
        label = self.suggest_label()
        w = theme.font(16, "bold", ui=True).size(label)[0] + 22
        return pygame.Rect(inner.right + 2 - w, inner.y - title_h + 4, w, title_h - 8)

    def suggest_hit_rect(self) -> pygame.Rect | None:
        """Where a click asks for a hint: the pill and the title strip's height around it (a
        24-unit pill alone is a small target)."""
        rect = self.suggest_rect()
        if rect is None:
            return None
        return pygame.Rect(rect.x - 6, self.side_frame("options").y, rect.w + 12,
                           self.side_title_h())

    def suggest_label(self) -> str:
        return _("Thinking…") if self.suggestion is not None else _("Hint")

    def ask_suggestion(self, by_key: bool = False) -> None:
        if not self.can_suggest() or self.suggestion is not None:
            return
        self.options.suggested = None
        self.suggestion = self.match.hint_async(self.viewer)
        self.suggested_for = self.decision_key
        self.suggest_by_key = by_key

    def drop_suggestion(self) -> None:
        """Forget a hint (a new decision, an undo, a move): its answer is never shown."""
        if self.suggestion is not None:
            self.match.forget_hint()
        if self.toast is not None and self.toast[0] == self.suggested_words:
            self.toast = None               # its note speaks of a decision now gone
        self.suggestion = None
        self.options.suggested = None
        self.suggested_words = None

    def poll_suggestion(self) -> None:
        if self.suggestion is None or not self.suggestion.done():
            return
        answer, self.suggestion = self.suggestion, None
        option = answer.result()
        if self.suggested_for != self.decision_key or option is None:
            return
        self.match.took_hint(self.viewer)
        label = self.words(self.adapter.option_label(option, self.presented))
        stepper = self.stepper
        if stepper.hint is not None and option.kind == stepper.hint["kind"]:
            stepper.value = int(option.args[0])     # an amount: the stepper is set to it
        # rows are marked by their words: two copies of one card are one row (panel_options)
        self.options.suggested = label
        words = _("Hint: {move}") if not answer.failure else \
            _("Hint (the quick bot's: the search failed): {move}")
        why = None if answer.failure else answer.why
        if isinstance(why, dict) and isinstance(why.get("plan"), str):
            reason = self.words(why["plan"])          # decided by its plan, in the game's words
        else:
            other = self.match.pending().find(str(why.get("next"))) \
                if isinstance(why, dict) else None
            reason = why_words(why, other and self.words(self.adapter.option_label(
                other, self.presented)))
        if reason:
            self.suggested_words = _("Hint: {move}. {why}").format(move=label, why=reason)
            self.show_toast(self.suggested_words, EXPLAINED_SECONDS)
        else:
            self.suggested_words = words.format(move=label)
            self.show_toast(self.suggested_words, SUGGEST_SECONDS)
        row = next((r for r in self.options.rows if r.text == label), None)
        if row is not None:
            self.options.scroll_into_view(row)
            if self.suggest_by_key:
                item = next((i for i in self.focus_items() if i.key[:2] == ("row", row.option_id)),
                            None)
                if item is not None:
                    Mode.keyboard = True
                    self.focus.set(item, self.ui)

    def handle_suggest(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            if self.can_suggest():
                self.ask_suggestion(by_key=True)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            rect = self.suggest_hit_rect()
            if rect is not None and rect.collidepoint(event.pos):
                self.ask_suggestion()
                return True
        return False

    def suggest_focus_items(self) -> list:
        rect = self.suggest_rect()
        if rect is None or self.suggestion is not None:
            return []
        return [Focusable(("hint",), rect, lambda: self.ask_suggestion(by_key=True))]

    def draw_suggest_button(self, surface) -> None:
        rect = self.suggest_rect()
        if rect is None:
            return
        thinking = self.suggestion is not None
        hover = not thinking and self.suggest_hit_rect().collidepoint(self.mouse)
        theme.panel(surface, rect, theme.PANEL_HI if hover else theme.PANEL, radius=rect.h // 2,
                    edge=theme.ACCENT if hover or not thinking else theme.PANEL_EDGE,
                    shadow=False)
        theme.text(surface, self.suggest_label(), rect.center, 16,
                   theme.TEXT_DIM if thinking else theme.ACCENT, "bold", anchor="center", ui=True)

    def suggest_tooltip(self) -> str | None:
        """Over the Hint button, what it does; over the row a hint marked, the hint's note
        again once the note itself has passed."""
        rect = self.suggest_hit_rect()
        if rect is not None and rect.collidepoint(self.mouse):
            return _(SUGGEST_TIP)
        showing = self.toast is not None and self.toast[0] == self.suggested_words
        row = self.options.row_at(self.mouse) if self.suggested_words and not showing else None
        if row is not None and row.text == self.options.suggested:
            return self.suggested_words
        return None
