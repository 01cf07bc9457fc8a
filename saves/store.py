"""Where saves live and how they are written: the platformdirs folder, atomic replaces, listing.

Nothing here ever overwrites or deletes a file it could not read: a manual save always gets a new
file, an autosave only rewrites its own session's file.
"""
from __future__ import annotations

import json
import os
import pathlib
import secrets
import threading
import time
from dataclasses import dataclass

import platformdirs

import rules

from .format import SaveError, Setup, build, decode, parse, summary

AUTOSAVE_PREFIX = "autosave-"
KEEP_AUTOSAVES = 12


def home() -> pathlib.Path:
    """The data root: $GAMESHELF_HOME, else the platform's user data folder."""
    override = os.environ.get("GAMESHELF_HOME")
    if override:
        return pathlib.Path(override)
    return pathlib.Path(platformdirs.user_data_dir("gameshelf", appauthor=False))


def saves_dir() -> pathlib.Path:
    path = home() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def _now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime())


def atomic_write(path: pathlib.Path, text: str) -> None:
    """Write to a temporary file beside `path`, flush it to disk, then rename over `path`."""
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{secrets.token_hex(4)}.tmp")
    try:
        with open(tmp, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    finally:
        if tmp.exists():
            tmp.unlink()


def _unique(folder: pathlib.Path, stem: str) -> pathlib.Path:
    path = folder / f"{stem}.json"
    n = 2
    while path.exists():
        path = folder / f"{stem}-{n}.json"
        n += 1
    return path


def save_new(state, setup: Setup, label: str | None = None) -> pathlib.Path:
    """A manual save: always a new file, never over another one."""
    stem = label or f"{setup.game}-{time.strftime('%Y%m%d-%H%M%S')}"
    path = _unique(saves_dir(), stem)
    atomic_write(path, json.dumps(build(state, setup, _now())))
    return path


class Session:
    """One game being played: owns one autosave file, rewritten after every decision.

    `autosave` writes at once. `autosave_later` builds the document at once (the state may change
    right after) and leaves the write, with its fsync, to a background thread, so that a slow disk
    never stalls a frame: the newest waiting document wins, writes never overlap, and `flush`
    waits for the last one. `error` holds the last write's failure (None after a good write).
    """

    def __init__(self, setup: Setup, autosave_path: pathlib.Path | None = None):
        self.setup = setup
        self.path = autosave_path or _unique(
            saves_dir(), f"{AUTOSAVE_PREFIX}{setup.game}-{time.strftime('%Y%m%d-%H%M%S')}")
        self._pruned = False
        self.error: str | None = None
        self._lock = threading.Lock()
        self._waiting: str | None = None
        self._writer: threading.Thread | None = None
        self._idle = threading.Event()
        self._idle.set()

    def render(self, state) -> str:
        return json.dumps(build(state, self.setup, _now()))

    def write(self, text: str) -> pathlib.Path:
        atomic_write(self.path, text)
        if not self._pruned:
            self._pruned = True
            _prune_autosaves(keep=self.path)
        return self.path

    def autosave(self, state) -> pathlib.Path:
        return self.write(self.render(state))

    def autosave_later(self, state) -> None:
        text = self.render(state)
        with self._lock:
            self._waiting = text
            self._idle.clear()
            if self._writer is None:
                self._writer = threading.Thread(target=self._write_waiting, name="autosave")
                self._writer.start()

    def _write_waiting(self) -> None:
        while True:
            with self._lock:
                text, self._waiting = self._waiting, None
                if text is None:
                    self._writer = None
                    self._idle.set()
                    return
            try:
                self.write(text)
                self.error = None
            except Exception as exc:    # the thread must live on to say so, whatever it was
                self.error = f"Autosave failed: {getattr(exc, 'strerror', None) or exc}"

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every autosave asked for is written (or failed); False on a timeout."""
        return self._idle.wait(timeout)


def _prune_autosaves(keep: pathlib.Path) -> None:
    """Keep the newest KEEP_AUTOSAVES autosaves that load; delete older ones that load.

    A file that cannot be loaded (damaged, from a newer version, for a game this shelf lacks) is
    never deleted and does not count: a newer gameshelf, or the player, may still want it."""
    autos = sorted(saves_dir().glob(f"{AUTOSAVE_PREFIX}*.json"),
                   key=lambda p: p.stat().st_mtime, reverse=True)
    good = 0
    for path in autos:
        if path == keep:
            good += 1
            continue
        try:
            parse(path.read_bytes())
        except (SaveError, OSError):
            continue
        good += 1
        if good > KEEP_AUTOSAVES:
            path.unlink(missing_ok=True)


@dataclass
class SaveInfo:
    path: pathlib.Path
    modified: float
    autosave: bool
    game: str | None = None
    title: str = "?"
    seats: str = ""
    progress: str = ""
    saved_at: str = ""
    over: bool = False
    error: str | None = None     # why it cannot be loaded (listed, never touched)

    @property
    def when(self) -> str:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.modified))


def _short(value, limit: int = 60) -> str:
    """A listing field from an untrusted file: plain text or a number, cut short; else ''."""
    if isinstance(value, bool) or not isinstance(value, (str, int, float)):
        return ""
    text = value if isinstance(value, str) else str(value)
    return text if len(text) <= limit else text[:limit] + "..."


def _info(path: pathlib.Path) -> SaveInfo:
    """What the load list shows of a file; never raises for what the file holds."""
    stat = path.stat()
    info = SaveInfo(path, stat.st_mtime, path.name.startswith(AUTOSAVE_PREFIX))
    try:
        doc = decode(path.read_bytes())
        game_id = doc.get("game")
        if not isinstance(game_id, str):
            raise SaveError("the save does not say which game it is")
        if game_id not in rules.GAMES:
            raise SaveError(f"the save is for a game this shelf does not have: "
                            f"{_short(game_id, 40)!r}")
        info.game, info.title = game_id, rules.GAMES[game_id].title
        setup = doc.get("setup")
        seats = setup.get("seats") if isinstance(setup, dict) else None
        info.seats = ", ".join(
            f"{_short(s.get('name'), 40) or '?'}{' (bot)' if s.get('kind') == 'bot' else ''}"
            for s in (seats if isinstance(seats, list) else []) if isinstance(s, dict))
        summ = doc.get("summary") if isinstance(doc.get("summary"), dict) else {}
        info.progress = _short(summ.get("progress"))
        if summ.get("over") is True:
            info.over = True
            info.progress = "finished"
        elif _short(summ.get("to_move"), 40):
            info.progress += f", {_short(summ.get('to_move'), 40)} to move"
        info.saved_at = _short(doc.get("saved_at"), 40)
    except (SaveError, OSError) as exc:
        info.error = str(exc)
    return info


def list_saves() -> list[SaveInfo]:
    """Every save file, newest first, unreadable ones included with their reason."""
    paths = [p for p in saves_dir().glob("*.json") if not p.name.startswith(".")]
    infos = [_info(p) for p in paths]
    return sorted(infos, key=lambda i: i.modified, reverse=True)


def newest_autosave(unfinished: bool = True) -> SaveInfo | None:
    for info in list_saves():
        if info.autosave and info.error is None and not (unfinished and info.over):
            return info
    return None


def load_path(path) -> tuple:
    """(setup, state, session) from a save file; SaveError with a readable reason otherwise.

    Continuing an autosave keeps writing to it; a manual save continues in a new autosave.
    """
    path = pathlib.Path(path)
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(f"the file cannot be read: {exc.strerror or exc}") from None
    setup, state, _doc = parse(raw)
    autosave = path if path.name.startswith(AUTOSAVE_PREFIX) else None
    return setup, state, Session(setup, autosave)


def read_settings() -> dict:
    path = home() / "settings.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return data if isinstance(data, dict) else {}
    except (OSError, ValueError, RecursionError):
        return {}


def write_settings(settings: dict) -> None:
    home().mkdir(parents=True, exist_ok=True)
    atomic_write(home() / "settings.json", json.dumps(settings, indent=1, sort_keys=True))


__all__ = ["home", "saves_dir", "atomic_write", "save_new", "Session", "SaveInfo", "list_saves",
           "newest_autosave", "load_path", "read_settings", "write_settings", "summary"]
