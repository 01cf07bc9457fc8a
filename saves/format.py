"""The save document: building it from a game, and checking every byte of one before trusting it."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

import rules
from rules.core import IllegalMove, with_names

from .migrate import upgrade

FORMAT = "gameshelf-save"
FORMAT_VERSION = 2
APP_VERSION = "0.1.0"
MAX_BYTES = 64 * 1024 * 1024
MAX_NAME = 40


class SaveError(Exception):
    """A save that cannot be used, with a message a player can read."""


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

    def to_dict(self) -> dict:
        return {"seats": [s.to_dict() for s in self.seats], "seed": self.seed,
                "variants": self.variants}

    def new_state(self):
        return rules.get(self.game).new(len(self.seats), self.seed, self.variants)


def summary(state, setup: Setup) -> dict:
    decision = state.pending()
    names = [s.name for s in setup.seats]
    out = {"progress": with_names(state.progress(), names), "over": decision is None,
           "to_move": None if decision is None else setup.seats[decision.seat].name}
    if decision is None:
        result = state.result()
        out["winners"] = [setup.seats[s].name for s in result.winners]
    return out


def build(state, setup: Setup, saved_at: str) -> dict:
    return {
        "format": FORMAT, "version": FORMAT_VERSION, "app": APP_VERSION,
        "game": setup.game, "saved_at": saved_at, "setup": setup.to_dict(),
        "summary": summary(state, setup),
        "log": [list(entry) for entry in state.history],
        "state": state.to_dict(),
    }


def decode(raw: bytes) -> dict:
    """Bytes to a JSON object, or SaveError saying plainly what is wrong."""
    if len(raw) > MAX_BYTES:
        raise SaveError(f"the file is too large to be a save ({len(raw) // 1024} KB)")
    if not raw.strip():
        raise SaveError("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError("the file is not text: it is not a gameshelf save") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        where = "it ends too early (truncated?)" if exc.pos >= len(text) - 1 else \
            f"line {exc.lineno}, column {exc.colno}"
        raise SaveError(f"the file is damaged: not valid JSON ({where})") from None
    except RecursionError:
        raise SaveError("the file is damaged: its data is nested far too deeply") from None
    except ValueError as exc:          # e.g. an integer with thousands of digits
        raise SaveError(f"the file is damaged: {exc}") from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError("this is not a gameshelf save")
    return doc


def parse(raw: bytes):
    """Check a save completely and rebuild its game. Returns (setup, state, doc)."""
    doc = decode(raw)
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise SaveError("the save has no valid format version")
    if version > FORMAT_VERSION:
        shown = version if version < 10 ** 6 else "number far beyond this version's"
        raise SaveError(f"this save was made by a newer gameshelf (format {shown}); this "
                        f"version reads formats up to {FORMAT_VERSION}")
    try:
        doc = upgrade(doc, FORMAT_VERSION)
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveError(f"the old save could not be upgraded: {exc}") from None
    game_id = doc.get("game")
    if not isinstance(game_id, str):
        raise SaveError("the save does not say which game it is")
    if game_id not in rules.GAMES:
        shown = game_id if len(game_id) <= 40 else game_id[:40] + "..."
        raise SaveError(f"the save is for a game this shelf does not have: {shown!r}")
    game = rules.GAMES[game_id]
    setup = _setup(doc, game)
    state = _replay(doc, game, setup)
    return setup, state, doc


def _setup(doc: dict, game) -> Setup:
    raw = doc.get("setup")
    if not isinstance(raw, dict):
        raise SaveError("the save has no setup")
    seats_raw, seed, variants = raw.get("seats"), raw.get("seed"), raw.get("variants", {})
    if not isinstance(seats_raw, list) or not game.min_players <= len(seats_raw) <= \
            game.max_players:
        raise SaveError(f"{game.title} needs {game.min_players}-{game.max_players} seats; "
                        f"the save's seats are not that")
    seats = []
    for i, s in enumerate(seats_raw):
        if not isinstance(s, dict) or not isinstance(s.get("name"), str) \
                or s.get("kind") not in ("human", "bot"):
            raise SaveError(f"seat {i + 1} of the save is damaged")
        level = s.get("level")
        if s["kind"] == "bot" and not (isinstance(level, str) and level in game.bots):
            raise SaveError(f"seat {i + 1} names a bot {game.title} does not have")
        seats.append(Seat(s["name"][:MAX_NAME], s["kind"], level if s["kind"] == "bot" else None))
    if type(seed) is not int or not 0 <= seed < 2 ** 63:
        raise SaveError("the save's seed is not a valid number")
    if not isinstance(variants, dict):
        raise SaveError("the save's variants are damaged")
    try:
        variants = game.check_variants(variants)
    except (ValueError, TypeError) as exc:
        raise SaveError(f"the save's variants are not valid: {exc}") from None
    return Setup(game.id, seats, seed, variants)


def _replay(doc: dict, game, setup: Setup):
    log = doc.get("log")
    if not isinstance(log, list):
        raise SaveError("the save has no move list")
    if len(log) > game.max_decisions(len(setup.seats)):
        raise SaveError("the save's move list is longer than any real game")
    try:
        state = setup.new_state()
    except Exception as exc:  # a setup the rules refuse
        raise SaveError(f"the game could not be set up from the save: {exc}") from None
    for step, entry in enumerate(log, 1):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], str)
                and (entry[0] is None or type(entry[0]) is int)):
            raise SaveError(f"move {step} of the save is damaged")
        decision = state.pending()
        if decision is None:
            raise SaveError(f"the save's moves go on after the game ended (move {step})")
        if entry[0] is not None and entry[0] != decision.seat:
            raise SaveError(f"move {step} of the save was made by the wrong seat")
        try:
            state.apply(entry[1])
        except IllegalMove:
            shown = entry[1] if len(entry[1]) <= 40 else entry[1][:40] + "..."
            raise SaveError(f"move {step} of the save ({shown!r}) is not a legal move") from None
        except Exception as exc:  # the rules choked on it: refuse rather than crash
            raise SaveError(f"move {step} of the save could not be replayed: {exc}") from None
    if "state" not in doc:
        raise SaveError("the save has no position")
    if doc["state"] is not None and doc["state"] != state.to_dict():
        raise SaveError("the save's position contradicts its own move list")
    return state
