"""The save document: building it from a game, and checking every byte of one before trusting it."""
from __future__ import annotations

import codecs
import json
import re
from dataclasses import dataclass, field

import rules
from rules.core import IllegalMove, with_names
from rules.core.text import T, quoted

from .checks import (SaveError, check_log, check_seats, check_seed, check_stamp, check_summary,
                     check_variants, check_writable, size_text)
from .migrate import upgrade

FORMAT = "gameshelf-save"
FORMAT_VERSION = 4
APP_VERSION = "0.1.0"
# The largest late-game save of any game is under 40 KB (tests/test_save_budget.py measures every
# registered game and fails when one passes MAX_BYTES / 8): a file beyond this is not a save, and
# reading or parsing one this size stays quick whatever it holds.
MAX_BYTES = 2 * 1024 * 1024
# The small keys the load list needs, written first so that a listing reads them from the start
# of the file and stops before the log and the state.
HEADER = ("format", "version", "app", "game", "saved_at", "setup", "summary")
BODY = ("log", "state")


@dataclass
class Seat:
    name: str
    kind: str = "human"          # "human" or "bot"
    level: str | None = None     # the bot's name for bots

    @property
    def is_bot(self) -> bool:
        return self.kind == "bot"

    def to_dict(self) -> dict:
        out = {"name": self.name, "kind": self.kind}
        if self.is_bot:
            out["level"] = self.level
        return out


@dataclass
class Setup:
    game: str
    seats: list
    seed: int
    variants: dict = field(default_factory=dict)
    # moves taken back past hidden information (a draw, a die, a bot's move): an assisted game
    assists: int = 0
    # hints shown to each seat (the strong bot's move, asked for at the table): empty for none
    hints: list = field(default_factory=list)

    def to_dict(self) -> dict:
        out = {"seats": [s.to_dict() for s in self.seats], "seed": self.seed,
               "variants": self.variants}
        if self.assists:
            out["assists"] = self.assists
        if any(self.hints):
            out["hints"] = list(self.hints)
        return out

    def hints_of(self, seat: int) -> int:
        return self.hints[seat] if seat < len(self.hints) else 0

    def took_hint(self, seat: int) -> None:
        self.hints = [self.hints_of(s) + (s == seat) for s in range(len(self.seats))]

    def helped(self, seat: int) -> bool:
        """Whether `seat` had help in this game: a hint, or a move taken back past hidden
        information (which only one person against bots may take)."""
        return bool(self.assists or self.hints_of(seat))

    @property
    def assisted(self) -> bool:
        """The game was assisted: a move taken back past hidden information, or a hint."""
        return bool(self.assists or any(self.hints))

    @property
    def humans(self) -> list[bool]:
        return [not s.is_bot for s in self.seats]

    def new_state(self):
        """The game at its start, built as the setup screen did (variants that depend on who is
        human are judged against these seats), so load, undo and replay recreate the same."""
        return rules.get(self.game).new(len(self.seats), self.seed, self.variants, self.humans)


def summary(state, setup: Setup) -> dict:
    decision = state.pending()
    names = [s.name for s in setup.seats]
    # "progress" in English words; "progress_text" the rule text, for a list in another language
    out = {"progress": with_names(state.progress(), names), "progress_text": state.progress(),
           "over": decision is None,
           "to_move": None if decision is None else setup.seats[decision.seat].name}
    if decision is None:
        result = state.result()
        out["winners"] = [setup.seats[s].name for s in result.winners]
        out["scores"] = [int(score) for score in result.scores]
    return out


def build(state, setup: Setup, saved_at: str) -> dict:
    """The document, HEADER keys first (dicts keep their order, and so does json.dumps)."""
    return {
        "format": FORMAT, "version": FORMAT_VERSION, "app": APP_VERSION,
        "game": setup.game, "saved_at": saved_at, "setup": setup.to_dict(),
        "summary": summary(state, setup),
        "log": [list(entry) for entry in state.history],
        "state": state.to_dict(),
    }


NOT_TEXT = T("the file is not text: it is not a gameshelf save")


def decode(raw: bytes) -> dict:
    """Bytes to a JSON object, or SaveError saying plainly what is wrong."""
    if len(raw) > MAX_BYTES:
        raise SaveError(T("the file is too large to be a save ({size})",
                          size=size_text(len(raw))))
    if not raw.strip():
        raise SaveError(T("the file is empty"))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(NOT_TEXT) from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text) - 1:
            raise SaveError(T("the file is damaged: not valid JSON; it ends too early, so it may "
                              "be cut short")) from None
        raise SaveError(T("the file is damaged: not valid JSON at line {line}, column {column}",
                          line=exc.lineno, column=exc.colno)) from None
    except RecursionError:
        raise SaveError(T("the file is damaged: its data is nested far too deeply")) from None
    except ValueError as exc:          # e.g. an integer with thousands of digits
        raise SaveError(T("the file is damaged: {reason}", reason=quoted(exc, 120))) from None
    return _ours(doc)


def _ours(doc) -> dict:
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(T("this is not a gameshelf save"))
    return doc


_DECODER = json.JSONDecoder()
_SPACE = re.compile(r"[ \t\n\r]*")       # JSON's whitespace


def _leading_members(text: str) -> dict:
    """The members of the JSON object `text` starts with, one by one, until a BODY key or the
    object's end; ValueError (JSONDecodeError) when the text breaks or runs out before that."""
    out, pos = {}, _SPACE.match(text).end()
    if not text.startswith("{", pos):
        raise ValueError("not an object")
    pos = _SPACE.match(text, pos + 1).end()
    if text.startswith("}", pos):
        return out
    while True:
        key, pos = _DECODER.raw_decode(text, pos)
        pos = _SPACE.match(text, pos).end()
        if not isinstance(key, str) or not text.startswith(":", pos):
            raise ValueError("not an object member")
        if key in BODY:
            return out
        out[key], pos = _DECODER.raw_decode(text, _SPACE.match(text, pos + 1).end())
        pos = _SPACE.match(text, pos).end()
        if text.startswith("}", pos):
            return out
        if not text.startswith(",", pos):
            raise ValueError("expected ',' or '}'")
        pos = _SPACE.match(text, pos + 1).end()


def header(prefix: bytes, whole: bool) -> dict | None:
    """The HEADER keys of a save from the first bytes of its file (all of them if `whole`).

    None when the start of the file does not hold them all: a document written in another key
    order, or a header longer than the prefix. SaveError when the file is plainly not a save."""
    if whole:
        return decode(prefix)
    try:
        # not final: a character cut in two by the prefix's end is simply left out
        text = codecs.getincrementaldecoder("utf-8")().decode(prefix)
    except UnicodeDecodeError:
        raise SaveError(NOT_TEXT) from None
    try:
        doc = _leading_members(text)
    except (ValueError, RecursionError):
        return None
    return _ours(doc) if {"format", "version", "game", "setup"} <= doc.keys() else None


def head(doc: dict):
    """Check everything but the log and the state: (game, setup, upgraded document)."""
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(T("the save has no valid format version"))
    if version > FORMAT_VERSION:
        if version >= 10 ** 6:
            raise SaveError(T("this save was made by a newer gameshelf (its format number is far "
                              "beyond this version's); this version reads formats up to "
                              "{latest}", latest=FORMAT_VERSION))
        raise SaveError(T("this save was made by a newer gameshelf (format {format}); this "
                          "version reads formats up to {latest}", format=version,
                          latest=FORMAT_VERSION))
    try:
        doc = upgrade(doc, FORMAT_VERSION)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveError(T("the old save could not be upgraded: {reason}",
                          reason=quoted(exc, 120))) from None
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise SaveError(T("the save does not say which game it is"))
    if game_id not in rules.GAMES:
        raise SaveError(T("the save is for a game this shelf does not have: '{id}'",
                          id=quoted(game_id)))
    game = rules.GAMES[game_id]
    check_stamp(doc)
    raw = doc.get("setup")
    if not isinstance(raw, dict):
        raise SaveError(T("the save has no setup"))
    seats = [Seat(*seat) for seat in check_seats(raw.get("seats"), game)]
    assists = raw.get("assists", 0)
    if type(assists) is not int or not 0 <= assists < 10 ** 6:
        raise SaveError(T("the save's count of assisted undos is damaged"))
    hints = raw.get("hints", [])
    if not isinstance(hints, list) or len(hints) not in (0, len(seats)) or any(
            type(n) is not int or not 0 <= n < 10 ** 6 for n in hints):
        raise SaveError(T("the save's count of hints is damaged"))
    setup = Setup(game.id, seats, check_seed(raw.get("seed")),
                  check_variants(raw.get("variants", {}), game, [not s.is_bot for s in seats]),
                  assists, hints)
    check_writable(setup.to_dict())
    check_summary(doc.get("summary", {}), len(seats))
    return game, setup, doc


def parse(raw: bytes, watch=None):
    """Check a save completely and rebuild its game. Returns (setup, state, doc).

    `watch` sees the replay as it goes: `start(setup, first state)`, then `before(state,
    decision)` and `after(state, events)` around every move (the table rebuilds its log and
    undo points from them instead of playing the game a second time). A save refused halfway
    leaves it half-filled: use it only when parse returns."""
    game, setup, doc = head(decode(raw))
    log = check_log(doc.get("log"), game, len(setup.seats))
    if "state" not in doc:
        raise SaveError(T("the save has no position"))
    if doc["state"] is not None and not isinstance(doc["state"], dict):
        raise SaveError(T("the save's position is damaged"))
    state = _replay(log, setup, watch)
    if doc["state"] is not None and doc["state"] != state.to_dict():
        raise SaveError(T("the save's position contradicts its own move list"))
    return setup, state, doc


def _replay(log: list, setup: Setup, watch=None):
    try:
        state = setup.new_state()
    except Exception as exc:  # a setup the rules refuse
        raise SaveError(T("the game could not be set up from the save: {reason}",
                          reason=quoted(exc, 120))) from None
    if watch is not None:
        watch.start(setup, state)
    for step, (seat, option_id) in enumerate(log, 1):
        decision = state.pending()
        if decision is None:
            raise SaveError(T("the save's moves go on after the game ended (move {step})",
                              step=step))
        if seat is not None and seat != decision.seat:
            raise SaveError(T("move {step} of the save was made by the wrong seat", step=step))
        if watch is not None:
            watch.before(state, decision)
        try:
            events = state.apply(option_id)
        except IllegalMove:
            raise SaveError(T("move {step} of the save ('{option}') is not a legal move",
                              step=step, option=quoted(option_id))) from None
        except Exception as exc:  # the rules choked on it: refuse rather than crash
            raise SaveError(T("move {step} of the save could not be replayed: {reason}",
                              step=step, reason=quoted(exc, 120))) from None
        if watch is not None:
            watch.after(state, events)
    return state
