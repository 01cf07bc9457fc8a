"""What a save may hold, checked field by field before anything trusts it.

Every text in a save is judged like text a person types (printable, bounded): a save could
otherwise carry a name the screen cannot draw or the next autosave cannot write. Every number is
checked for its range and every list for its length, so the replay only ever sees sane input.
"""
from __future__ import annotations

import json

from rules.core.text import N_, T, TN, TextError, quoted


class SaveError(TextError):
    """A save that cannot be used; `text` is the reason a player reads (as a rule text)."""


MAX_NAME = 40          # a player's name
MAX_TEXT = 200         # any other text: a progress note, an option id, a variant name
SEED_LIMIT = 2 ** 63


def short(text, limit: int = 40) -> str:
    """`text` cut to `limit` characters for a message (exception texts can be anything)."""
    text = str(text)
    return text if len(text) <= limit else text[:limit] + "..."


def size_text(n: int) -> str:
    """A file's size as a rule text."""
    return T("{n} KB", n=n // 1024) if n < 10 * 1024 * 1024 else \
        T("{n} MB", n=n // (1024 * 1024))


def text_problem(value, limit: int = MAX_TEXT) -> str | None:
    """Why `value` is not acceptable text (None when it is), as a rule text about "it"."""
    if not isinstance(value, str):
        return T("it is not text")
    if len(value) > limit:
        return TN("it is longer than {n} character", "it is longer than {n} characters", limit)
    # isprintable() is False for control and format characters, lone surrogates (which cannot
    # be written as UTF-8 nor drawn), unassigned code points and separators other than space.
    if not value.isprintable():
        return T("it holds characters that are not printable text")
    return None


def _name_clause(name) -> str | None:
    if isinstance(name, str) and not name.strip():
        return T("it is empty")
    return text_problem(name, MAX_NAME)


def name_problem(name) -> str | None:
    """Why `name` cannot be a player's name, as a rule text; None when it can.

    The one rule for names, wherever they come from: typed at setup or read from a save."""
    problem = _name_clause(name)
    return None if problem is None else T("The name is not valid: {problem}.", problem=problem)


def _text(value, what: str, limit: int = MAX_TEXT) -> str:
    problem = text_problem(value, limit)
    if problem:
        raise SaveError(T("the save's {what} is not valid: {problem}", what=what,
                          problem=problem))
    return value


def check_stamp(doc: dict) -> None:
    """The small informational keys: which app wrote it and when."""
    if "app" in doc:
        _text(doc["app"], N_("app version"), 40)
    if doc.get("saved_at") is not None:
        # shown as it is; the file's own time is sorted on
        _text(doc["saved_at"], N_("time of saving"), 40)


def check_seats(raw, game) -> list[tuple[str, str, str | None]]:
    """(name, kind, level) of every seat of a save's setup."""
    if not isinstance(raw, list) or not game.min_players <= len(raw) <= game.max_players:
        raise SaveError(T("{game} is played by {low} to {high} players; the save's seats are "
                          "not that", game=game.title, low=game.min_players,
                          high=game.max_players))
    seats = []
    for i, seat in enumerate(raw, 1):
        if not isinstance(seat, dict) or seat.get("kind") not in ("human", "bot"):
            raise SaveError(T("seat {n} of the save is damaged", n=i))
        problem = _name_clause(seat.get("name"))
        if problem:
            raise SaveError(T("seat {n} of the save is damaged: its name is not valid: "
                              "{problem}", n=i, problem=problem))
        level = seat.get("level")
        if seat["kind"] == "bot" and not (isinstance(level, str) and level in game.bots):
            raise SaveError(T("seat {n} of the save names a bot that {game} does not have",
                              n=i, game=game.title))
        seats.append((seat["name"], seat["kind"], level if seat["kind"] == "bot" else None))
    return seats


def check_seed(seed) -> int:
    if type(seed) is not int or not 0 <= seed < SEED_LIMIT:
        raise SaveError(T("the save's seed is not a valid number"))
    return seed


def check_variants(variants, game, humans: list[bool]) -> dict:
    """The variants, as the setup screen would allow them at this table (seat count, humans)."""
    if not isinstance(variants, dict) or any(text_problem(k, 40) for k in variants):
        raise SaveError(T("the save's variants are damaged"))
    try:
        return game.check_variants(variants, len(humans), humans)
    except (ValueError, TypeError) as exc:
        raise SaveError(T("the save's variants are not valid: {reason}",
                          reason=quoted(exc, 120))) from None


def check_log(log, game, players: int) -> list:
    """The move list: at most the game's own bound, each move [seat or null, option id]."""
    if not isinstance(log, list):
        raise SaveError(T("the save has no move list"))
    if len(log) > game.max_decisions(players):
        raise SaveError(T("the save's move list is longer than any real game"))
    for step, entry in enumerate(log, 1):
        if not (isinstance(entry, list) and len(entry) == 2
                and (entry[0] is None or type(entry[0]) is int)):
            raise SaveError(T("move {step} of the save is damaged", step=step))
        if entry[0] is not None and not 0 <= entry[0] < players:
            raise SaveError(T("move {step} of the save was made by the wrong seat (no such "
                              "seat)", step=step))
        problem = text_problem(entry[1])
        if problem:
            raise SaveError(T("move {step} of the save is damaged: its option is not valid: "
                              "{problem}", step=step, problem=problem))
    return log


def check_summary(summary, players: int) -> None:
    """The few lines the load list shows: plain text, a yes/no and names."""
    if not isinstance(summary, dict):
        raise SaveError(T("the save's summary is damaged"))
    for key in ("progress", "progress_text"):
        if key in summary:
            _text(summary[key], N_("summary"))
    if summary.get("to_move") is not None:
        _text(summary["to_move"], N_("summary"), MAX_NAME)
    winners = summary.get("winners", [])
    if not isinstance(summary.get("over", False), bool) or not isinstance(winners, list) \
            or len(winners) > players:
        raise SaveError(T("the save's summary is damaged"))
    for name in winners:
        _text(name, N_("summary"), MAX_NAME)
    scores = summary.get("scores", [])
    if not isinstance(scores, list) or len(scores) > players or \
            any(type(v) is not int or abs(v) > 10 ** 9 for v in scores):
        raise SaveError(T("the save's summary is damaged"))


def check_writable(value) -> None:
    """The document a save was read into can be written again as UTF-8 (the autosave will)."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except (UnicodeEncodeError, ValueError, TypeError):
        raise SaveError(T("the save holds text that cannot be written back")) from None
