"""A finished game's moves checked: the `strong` bot weighs each choice one seat made, as it
would for a hint, and the replay marks where it would clearly have played otherwise.

Each question goes to a bot process of the review's own (`Match.hint_thinker` of a match that
walks the game along its history), from that seat's view at that point only, for the thinking
time of Settings; the window keeps drawing and the replay stays free to move meanwhile. A
choice counts as the bot's own when both moves read the same (two copies of one card are one
move). Otherwise the bot is asked to compare the move that was played too (`consider`), and
the choice is a moment to look at only where its move beat that one clearly and by enough to
matter: a lead a hint would quote (`suggest.quoted_lead`: clear of the imagined games' luck)
of at least `NOTABLE` (a hint quotes "1 more game in 100"; marking every such choice would
bury the few that count). Where the lead is smaller, or the played move was not compared (a
plan's decision, a step the bot does not search), it is a close call, not a moment.
"""
from __future__ import annotations

from dataclasses import dataclass

from rules.core.timeline import option_ids

from .match import HINT_LEVEL, Match, ThinkerAnswer
from .suggest import quoted_lead


# the least lead that makes a moment, as quoted: games in 100, or the game's points or coins (a
# Nauticus search, exact within a round, finds 1-point leads at a third of a game's choices)
NOTABLE = {"win": 3, "score": 3}


@dataclass
class Moment:
    """A choice the bot would clearly have made otherwise. `step`: the moves before it (the
    replay's position that shows the decision); `view`: the seat's view there, for the
    options' words; `why`: what the bot's comparison found (rules/core/reasoning.py), told
    against the played move (`against`)."""

    step: int
    view: dict
    played: object           # the Option the seat chose
    best: object             # the Option the bot would choose
    why: dict


def against(why, option_id: str) -> dict | None:
    """What the bot's comparison found, told against the move `option_id` (its lead over that
    move: reasoning.found's `others`), or None where that move was not compared."""
    others = why.get("others") if isinstance(why, dict) else None
    versus = others.get(option_id) if isinstance(others, dict) else None
    if not isinstance(versus, dict):
        return None
    return {**why, "next": option_id, "lead": versus.get("lead"), "sure": versus.get("sure")}


def notable(why) -> bool:
    """Whether a comparison found the bot's move better by a lead worth a person's look."""
    lead = quoted_lead(why)
    return lead > 0 and lead >= NOTABLE[why["unit"]]


def choices_of(setup, history: list, seat: int) -> list:
    """The moves (their index in `history`: option ids, or (seat, id) pairs) where `seat`
    decided among two or more options of its own."""
    state, steps = setup.new_state(), []
    for step, option_id in enumerate(option_ids(history)):
        decision = state.pending()
        if decision.seat == seat and len(decision.options_for(seat)) > 1:
            steps.append(step)
        state.apply(option_id)
    return steps


class Review:
    """One seat's choices checked one by one; `poll()` every frame moves it on. `same(a, b,
    view)`: whether two options read the same to a person (the table's words)."""

    def __init__(self, setup, history: list, seat: int, budget_ms: int, same):
        self.seat = seat
        self.history = option_ids(history)
        self.same = same
        self.steps = choices_of(setup, self.history, seat)
        self.match = Match(setup, autosave=False)
        self.match.bots = {}                   # the history plays; the bot only answers
        self.match.budget_ms = budget_ms
        self.at = 0                            # moves applied to the review's own state
        self.checked = 0
        self.agreed = 0
        self.moments: list[Moment] = []
        self.failure: str | None = None        # a rule text: why the check stopped
        self.stopped = False                   # closed: asks nothing more
        self.answer: ThinkerAnswer | None = None

    @property
    def total(self) -> int:
        return len(self.steps)

    @property
    def finished(self) -> bool:
        return self.stopped or self.failure is not None or self.checked >= self.total

    def poll(self) -> bool:
        """Read an answer that came and ask the next question; True when a choice was
        judged (or the check stopped)."""
        if self.finished:
            return False
        judged = False
        if self.answer is not None:
            if not self.answer.done():
                return False
            answer, self.answer = self.answer, None
            if answer.failure:
                # the quick bot answered instead: its move says nothing of the search's
                self.failure = answer.failure
                self.close()
                return True
            self._judge(answer)
            judged = True
        if self.finished:
            self.close()
            return judged
        while self.at < self.steps[self.checked]:
            self.match.state.apply(self.history[self.at])
            self.at += 1
        self.answer = ThinkerAnswer(self.match, self.seat, HINT_LEVEL, self.match.hint_thinker,
                                    consider=self.history[self.at])
        return judged

    def _judge(self, answer: ThinkerAnswer) -> None:
        decision, best, why = answer.decision, answer.result(), answer.why
        played = decision.find(self.history[self.at])
        view = self.match.state.view(self.seat)
        self.checked += 1
        if self.same(played, best, view):
            self.agreed += 1
            return
        versus = against(why, played.id)
        if notable(versus):
            self.moments.append(Moment(self.at, view, played, best, versus))

    def resume(self, budget_ms: int) -> None:
        """Go on from the choice where it stopped (a bot process is started at the next
        question); a failed check tries that choice again."""
        self.stopped = False
        self.failure = None
        self.match.budget_ms = budget_ms

    def moment_at(self, step: int) -> Moment | None:
        return next((m for m in self.moments if m.step == step), None)

    def close(self) -> None:
        """End the bot process (the check stops where it is)."""
        self.stopped = True
        self.answer = None
        self.match.close()


# The checks of the last few games, by (game_key, seat): a replay opened again, or another seat
# viewed and then this one again, shows what was found and goes on from there (thinking
# minutes are not thrown away by a click)
KEPT = 6
_kept: dict = {}


def kept(key: tuple) -> Review | None:
    return _kept.get(key)


def keep(key: tuple, review: Review) -> None:
    _kept.pop(key, None)
    _kept[key] = review                 # the newest last
    while len(_kept) > KEPT:
        _kept.pop(next(iter(_kept))).close()
