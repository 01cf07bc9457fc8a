"""The app's log: what a maintainer needs when a player reports a problem, in the data folder's
`logs/` beside the saves (never next to the program).

- `gameshelf.log` holds the start (versions, window, language), what the player was told went
  wrong (no sound, a save that would not load or write, a bot that failed and how), and every
  crash's traceback. The standard library's RotatingFileHandler rotates it at LOG_BYTES, keeping
  LOG_BACKUPS older files, so it never grows without bound.
- A crash also gets its own `crash-*.txt` (one file a player can attach); the newest
  KEEP_CRASHES are kept.

Nothing here raises: a data folder that cannot hold a log means no log, never a failed start.
Before `start` (tests, the headless commands) records go nowhere, not to the terminal.
"""
from __future__ import annotations

import logging
import logging.handlers
import pathlib
import sys
import time
import traceback

import saves

LOG = logging.getLogger("gameshelf")
LOG.addHandler(logging.NullHandler())      # no handler yet: stay quiet (not Python's stderr)
LOG.propagate = False

LOG_NAME = "gameshelf.log"
LOG_BYTES = 256 * 1024
LOG_BACKUPS = 3
KEEP_CRASHES = 10

_handler: logging.Handler | None = None


def folder() -> pathlib.Path:
    return saves.home() / "logs"


def start() -> pathlib.Path | None:
    """Log to `logs/gameshelf.log` from now on; its path, or None when the folder cannot hold
    it (the app runs on without a log)."""
    global _handler
    stop()
    path = folder() / LOG_NAME
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS, encoding="utf-8")
    except OSError:
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(message)s",
                                           "%Y-%m-%d %H:%M:%S"))
    handler.handleError = lambda record: None     # a full disk loses a line, not the game
    LOG.addHandler(handler)
    LOG.setLevel(logging.INFO)
    _handler = handler
    return path


def stop() -> None:
    global _handler
    if _handler is not None:
        LOG.removeHandler(_handler)
        _handler.close()
        _handler = None


def versions() -> str:
    import platform

    import pygame
    return (f"Python {platform.python_version()}, pygame-ce {pygame.version.ver} "
            f"(SDL {'.'.join(map(str, pygame.get_sdl_version()))}), "
            f"{platform.system()} {platform.release()} {platform.machine()}")   # (not platform():
            # it reads the Python binary for its libc, 8 ms of the start)


def crash_report(exc: BaseException) -> str:
    """The crash's traceback in the log and in a `crash-*.txt` of its own (older ones pruned to
    KEEP_CRASHES); that file's path, or "the terminal" when nothing could be written."""
    text = "".join(traceback.format_exception(exc))
    LOG.error("crash: %s", text.rstrip())
    try:
        folder().mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = folder() / f"crash-{stamp}.txt"
        n = 1
        while path.exists():              # two crashes in one second keep both
            n += 1
            path = folder() / f"crash-{stamp}-{n}.txt"
        path.write_text(text, encoding="utf-8")
    except OSError:
        print(text, file=sys.stderr)
        return "the terminal"
    print(f"gameshelf: {type(exc).__name__}: {exc} (details in {path})", file=sys.stderr)
    prune_crashes()
    return str(path)


def prune_crashes() -> None:
    """Keep the newest KEEP_CRASHES crash reports."""
    try:
        reports = sorted(folder().glob("crash-*.txt"), key=lambda p: (p.stat().st_mtime, p.name))
        for old in reports[:-KEEP_CRASHES]:
            old.unlink()
    except OSError:
        pass                                # the next crash tries again
