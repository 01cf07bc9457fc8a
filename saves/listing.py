"""The load list: every entry of the saves folder judged from the start of its file.

Whatever an entry is (a pipe, a link to a device or to nothing, a folder, a huge or damaged
file), it gets a row with the reason it cannot be loaded, or is skipped; it is never changed, and
one entry never stops the others. The cost is bounded: at most MAX_LISTED entries, each read
for at most HEADER_BYTES (SMALL when an old writer put the header keys elsewhere).
"""
from __future__ import annotations

import os
import pathlib
import stat
import time
from dataclasses import dataclass, field

from rules.core.text import T, quoted

from .checks import SaveError, short
from .files import read_regular
from .format import MAX_BYTES, decode, head, header, parse
from .location import saves_dir

AUTOSAVE_PREFIX = "autosave-"
HEADER_BYTES = 16 * 1024       # a real header (setup and summary) is under 2 KB
SMALL = MAX_BYTES // 8         # above any real save (tests/test_save_budget.py)
MAX_LISTED = 500               # the newest ones; a load list longer than this is unusable anyway


@dataclass
class SaveInfo:
    path: pathlib.Path
    modified: float
    autosave: bool
    game: str | None = None
    title: str = "?"
    seats: str = ""
    progress: str = ""           # English words
    progress_text: str = ""      # the rule text, for the list in another language ("" if none)
    to_move: str = ""            # the name of the player to move
    saved_at: str = ""
    over: bool = False
    error: str | None = None     # why it cannot be loaded, a rule text (listed, never touched)
    players: list = field(default_factory=list)     # [(name, is_bot)] in seat order
    winners: list = field(default_factory=list)     # names, for a finished game
    scores: list = field(default_factory=list)      # per seat, for a finished game
    assists: int = 0             # moves taken back past hidden information (an assisted game)
    hints: int = 0               # hints shown at the table, all seats together (assisted too)

    @property
    def when(self) -> str:
        """The time written inside the save (the file's own time when it has none)."""
        try:
            return time.strftime("%Y-%m-%d %H:%M", time.strptime(self.saved_at[:19],
                                                                 "%Y-%m-%dT%H:%M:%S"))
        except (TypeError, ValueError):
            return time.strftime("%Y-%m-%d %H:%M", time.localtime(self.modified))


def read_head(path) -> tuple:
    """(game, setup, document without its log and state) from the start of a file."""
    prefix = read_regular(path, HEADER_BYTES, MAX_BYTES)
    doc = header(prefix, whole=len(prefix) <= HEADER_BYTES)
    if doc is None:        # keys in another order: only a file of a save's size is read whole
        prefix = read_regular(path, SMALL, MAX_BYTES)
        if len(prefix) > SMALL:
            raise SaveError(T("the file does not start the way a gameshelf save does"))
        doc = decode(prefix)
    return head(doc)


def _info(path: pathlib.Path, modified: float) -> SaveInfo:
    """What the load list shows of a file; never raises for what the file is or holds."""
    info = SaveInfo(path, modified, path.name.startswith(AUTOSAVE_PREFIX))
    try:
        game, setup, doc = read_head(path)
    except SaveError as exc:
        info.error = exc.text
        return info
    except Exception as exc:   # a check that missed a case must not cost the whole list
        info.error = unchecked(exc)
        return info
    info.game, info.title = game.id, game.title
    info.seats = ", ".join(f"{s.name}{' (bot)' if s.is_bot else ''}" for s in setup.seats)
    info.players = [(s.name, s.is_bot) for s in setup.seats]
    info.assists, info.hints = setup.assists, sum(setup.hints)
    summary = doc.get("summary", {})
    info.progress = short(summary.get("progress", ""), 60)
    info.progress_text = summary.get("progress_text") or ""
    if summary.get("over") is True:
        info.over, info.progress = True, "finished"
        info.winners = list(summary.get("winners", []))
        info.scores = list(summary.get("scores", []))
    elif summary.get("to_move"):
        info.to_move = summary["to_move"]
        info.progress += f", {summary['to_move']} to move"
    info.saved_at = doc.get("saved_at") or ""
    return info


def _entries(folder: pathlib.Path) -> list[tuple[float, pathlib.Path]]:
    """(modified, path) of the folder's *.json entries, without opening any."""
    found = []
    try:
        with os.scandir(folder) as scan:
            for entry in scan:
                name = entry.name
                # hidden files are temporary writes; a name that is not text cannot be shown
                if not name.endswith(".json") or name.startswith(".") or not name.isprintable():
                    continue
                try:
                    modified = entry.stat().st_mtime
                except OSError:      # a link to nothing: its own time
                    try:
                        modified = entry.stat(follow_symlinks=False).st_mtime
                    except OSError:
                        continue     # gone since the folder was read
                found.append((modified, pathlib.Path(entry.path)))
    except OSError:
        return []                    # location_problem() tells the player
    return found


def list_saves() -> list[SaveInfo]:
    """The newest MAX_LISTED save files, newest first, unusable ones included with their reason."""
    entries = sorted(_entries(saves_dir()), key=lambda e: e[0], reverse=True)[:MAX_LISTED]
    return [_info(path, modified) for modified, path in entries]


def unchecked(exc: Exception) -> str:
    """The reason for a file whose check itself failed."""
    return T("the file could not be checked ({error})", error=quoted(type(exc).__name__))


def verify(path) -> str | None:
    """Check a save completely (its moves replayed against its position): None when it
    loads, else the reason (a rule text). Reads only a regular file, at most MAX_BYTES. The
    answer is kept while the file is unchanged (its size, time and inode): the load list
    checks every save each time it opens, and a replay is most of what opening it costs."""
    try:
        st = os.stat(path)
        key = (str(path), st.st_size, st.st_mtime_ns, st.st_ino)
    except OSError:
        key = None
    if key is not None and key in _verified:
        return _verified[key]
    try:
        parse(read_regular(path, MAX_BYTES, MAX_BYTES))
        problem = None
    except SaveError as exc:
        problem = exc.text
    except Exception as exc:   # whatever the file provokes is a reason, never a crash
        problem = unchecked(exc)
    if key is not None:
        if len(_verified) >= 256:
            _verified.clear()
        _verified[key] = problem
    return problem


_verified: dict = {}        # (path, size, mtime, inode) -> verify's answer


def delete(path, protected=()) -> str | None:
    """Remove one save from the saves folder: None when done, else why not. Only a regular
    file (not a link) directly in the saves folder whose start reads as a gameshelf save is
    removed; never one of `protected` (the autosave of a game being played). The reason is a
    rule text."""
    path = pathlib.Path(path)
    if any(path == pathlib.Path(p) for p in protected):
        return T("this is the autosave of the game being played")
    if path.parent.resolve() != saves_dir().resolve() or not path.name.endswith(".json"):
        return T("it is not in the saves folder")
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return T("it is not a save file")
        read_head(path)
        os.unlink(path)
    except SaveError as exc:
        return exc.text
    except OSError as exc:
        return quoted(exc.strerror or exc, 120)   # the system's own words
    return None


def newest_autosave(unfinished: bool = True) -> SaveInfo | None:
    for info in list_saves():
        if info.autosave and info.error is None and not (unfinished and info.over):
            return info
    return None
