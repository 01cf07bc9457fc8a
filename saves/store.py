"""How saves are written and read back: atomic replaces, autosave sessions, settings.

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

from rules.core.text import T, quoted

from .checks import SaveError
from .files import read_regular
from .format import MAX_BYTES, Setup, build, parse, summary
from .listing import AUTOSAVE_PREFIX, SaveInfo, list_saves, newest_autosave
from .location import home, location_problem, saves_dir

KEEP_AUTOSAVES = 12


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
    while os.path.lexists(path):      # any entry, even a link to nothing, keeps its name
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
        # a place that cannot hold saves is known before the first write fails
        self.error: str | None = location_problem()
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
                self.error = location_problem() or T(
                    "Autosave failed: {reason}",
                    reason=quoted(getattr(exc, "strerror", None) or exc, 120))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every autosave asked for is written (or failed); False on a timeout."""
        return self._idle.wait(timeout)


def _prune_autosaves(keep: pathlib.Path) -> None:
    """Keep the newest KEEP_AUTOSAVES autosaves that load; delete older ones that load.

    A file that cannot be loaded (damaged, from a newer version, for a game this shelf lacks) is
    never deleted and does not count: a newer gameshelf, or the player, may still want it."""
    good = 0
    for info in list_saves():       # newest first; only regular files get past the listing
        if not info.autosave or info.error is not None:
            continue
        if info.path == keep:
            good += 1
            continue
        try:
            parse(read_regular(info.path, MAX_BYTES, MAX_BYTES))
        except SaveError:
            continue
        good += 1
        if good > KEEP_AUTOSAVES:
            try:
                info.path.unlink()
            except OSError:
                pass                # still there: the next game prunes it


def load_path(path, watch=None) -> tuple:
    """(setup, state, session) from a save file; SaveError with a readable reason otherwise.
    `watch` sees the replay (see `parse`).

    Continuing an autosave keeps writing to it; a manual save continues in a new autosave.
    """
    path = pathlib.Path(path)
    setup, state, _doc = parse(read_regular(path, MAX_BYTES, MAX_BYTES), watch)
    autosave = path if path.name.startswith(AUTOSAVE_PREFIX) else None
    return setup, state, Session(setup, autosave)


SETTINGS_BYTES = 64 * 1024


def read_settings() -> dict:
    """The settings, or {} when the file is missing, odd or damaged (read like a save: safely)."""
    try:
        raw = read_regular(home() / "settings.json", SETTINGS_BYTES, SETTINGS_BYTES)
        data = json.loads(raw.decode("utf-8"))
        return data if isinstance(data, dict) else {}
    except (SaveError, ValueError, RecursionError):
        return {}


def write_settings(settings: dict) -> None:
    home().mkdir(parents=True, exist_ok=True)
    atomic_write(home() / "settings.json", json.dumps(settings, indent=1, sort_keys=True))


def keep_settings(settings: dict) -> bool:
    """Write the settings if the folder lets us; False when it does not (they still apply for
    this run: a read-only home must not stop a switch from working)."""
    try:
        write_settings(settings)
        return True
    except OSError:
        return False


__all__ = ["home", "saves_dir", "location_problem", "atomic_write", "save_new", "Session",
           "SaveInfo", "list_saves", "newest_autosave", "load_path", "read_settings",
           "write_settings", "keep_settings", "summary", "AUTOSAVE_PREFIX"]
