"""Each person's record in each game: the results of finished games, kept in the data folder's
`records.json`, apart from the saves (autosaves are pruned to the newest few, and a record
must outlive them).

A game is noted when its results are shown, once however often they are shown again: its key is
its game, seed, variants and moves. Only people are counted, not bots. A person who had help
(a hint, or a move taken back past hidden information) is named in the game's "helped", so a
record can tell the wins with help apart. Its "bots" names the bot levels at the table (none at a
table of people), so that a record against the strong bot is not one against the random one.
The file is read like a save (bounded, any content survived); one that is damaged is moved
aside, never overwritten, and a new one is started. Where nothing can be written the record
still counts the game on screen.
"""
from __future__ import annotations

import hashlib
import json
import os
import time

from .checks import SaveError
from .files import read_regular
from .location import home
from .store import atomic_write

FILE = "records.json"
MAX_BYTES = 4 * 1024 * 1024
MAX_GAMES = 5000                 # the oldest results go first beyond this (some 1 MB)


def game_key(setup, history) -> str:
    """The same finished game gives the same key: its game, seed, variants and moves."""
    text = json.dumps([setup.game, setup.seed, setup.variants, [list(h) for h in history]],
                      sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:24]


def _path():
    return home() / FILE


def _read() -> dict | None:
    """{"games": {key: {"game", "people": [[name, won], ...], "helped": [name, ...],
    "bots": [level, ...]}}} ("helped" and "bots" optional: older files have none); {} when there
    is no file yet,
    None when the file is there but cannot be used (damaged, too large, not a file)."""
    if not os.path.lexists(_path()):
        return {}
    try:
        raw = read_regular(_path(), MAX_BYTES, MAX_BYTES)
    except SaveError:
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, RecursionError):
        return None
    games = data.get("games") if isinstance(data, dict) else None
    if not isinstance(games, dict):
        return None
    return {"games": {key: entry for key, entry in games.items() if _valid(entry)}}


def _valid(entry) -> bool:
    return isinstance(entry, dict) and isinstance(entry.get("game"), str) and \
        isinstance(entry.get("people"), list) and all(
            isinstance(p, list) and len(p) == 2 and isinstance(p[0], str) and
            isinstance(p[1], bool) for p in entry["people"]) and \
        _names(entry.get("helped", [])) and _names(entry.get("bots", []))


def _names(value) -> bool:
    return isinstance(value, list) and all(isinstance(name, str) for name in value)


def table_bots(setup) -> list:
    """The bot levels at a table, each once, sorted: [] for a table of people."""
    return sorted({seat.level for seat in setup.seats if seat.is_bot})


def note(setup, state) -> dict:
    """Note the finished game `state` of `setup` (once) and return the records of its game at
    tables of the same bots: {name: (wins, games, wins with help)}, this game counted even where
    the file cannot be written."""
    data = _read()
    if data is None:                        # keep the damaged file for its owner; start anew
        try:
            os.replace(_path(), _path().with_name(f"{FILE}.damaged-{time.strftime('%Y%m%d-%H%M%S')}"))
            data = {"games": {}}
        except OSError:
            data = None
    games = dict((data or {}).get("games", {}))
    key = game_key(setup, state.history)
    if key not in games and state.pending() is None:
        winners = set(state.result().ranking[0])
        games[key] = {"game": setup.game, "at": time.strftime("%Y-%m-%dT%H:%M:%S"),
                      "people": [[seat.name, n in winners] for n, seat in enumerate(setup.seats)
                                 if not seat.is_bot],
                      "bots": table_bots(setup)}
        helped = [seat.name for n, seat in enumerate(setup.seats)
                  if not seat.is_bot and setup.helped(n)]
        if helped:
            games[key]["helped"] = helped
        if len(games) > MAX_GAMES:
            games = dict(list(games.items())[-MAX_GAMES:])     # insertion order: oldest first
        if data is not None:
            try:
                home().mkdir(parents=True, exist_ok=True)
                atomic_write(_path(), json.dumps({"version": 1, "games": games}))
            except OSError:
                pass                        # a read-only folder: this game still counts below
    return _count(games, setup.game, table_bots(setup))


def records(game_id: str, bots: list | None = None) -> dict:
    """{name: (wins, games, wins with help)} of the people in the noted games of `game_id`: all
    of them, or those at tables of these bots (`table_bots`; a game noted before the levels
    were kept counts only in all)."""
    return _count((_read() or {}).get("games", {}), game_id, bots)


def by_table(game_id: str) -> dict:
    """{name: {bots: (wins, games, wins with help)}}: each person's record in `game_id` at each
    kind of table, `bots` a tuple of levels (() for people only; None for the games noted
    before the levels were kept)."""
    tables: dict = {}
    for entry in (_read() or {}).get("games", {}).values():
        if entry["game"] == game_id:
            kind = tuple(entry["bots"]) if "bots" in entry else None
            tables.setdefault(kind, []).append(entry)
    out: dict = {}
    for kind, entries in tables.items():
        for name, counts in _tally(entries).items():
            out.setdefault(name, {})[kind] = counts
    return out


def _count(games: dict, game_id: str, bots: list | None = None) -> dict:
    return _tally(e for e in games.values()
                  if e["game"] == game_id and (bots is None or e.get("bots") == bots))


def _tally(entries) -> dict:
    """{name: (wins, games, wins with help)} over noted games."""
    out: dict = {}
    for entry in entries:
        helped = entry.get("helped", ())
        for name, won in entry["people"]:
            wins, played, with_help = out.get(name, (0, 0, 0))
            out[name] = (wins + won, played + 1, with_help + (won and name in helped))
    return out
