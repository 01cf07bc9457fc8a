"""Where saves live, and a sentence for the player when that place cannot hold them.

Nothing here raises: a saves folder that is a file, cannot be created or is read-only means the
app plays without saving and says so (title screen, Settings, the board), never a crash.
"""
from __future__ import annotations

import os
import pathlib
import tempfile

import platformdirs
from rules.core.text import T, quoted


def home() -> pathlib.Path:
    """The data root: $GAMESHELF_HOME, else the platform's user data folder."""
    override = os.environ.get("GAMESHELF_HOME")
    if override:
        return pathlib.Path(override)
    return pathlib.Path(platformdirs.user_data_dir("gameshelf", appauthor=False))


def saves_dir() -> pathlib.Path:
    """The saves folder, created if it can be; `location_problem` says why when it cannot."""
    path = home() / "saves"
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError:
        pass    # writes there fail and report it; the listing shows nothing
    return path


def shown(path) -> str:
    """A path as the screen can draw it (an odd byte in a file name is not text)."""
    text = os.fsencode(path).decode("utf-8", "replace")
    return "".join(ch if ch.isprintable() else "?" for ch in text)


def location_problem() -> str | None:
    """Why games cannot be saved where saves live, as a rule text; None when they can."""
    folder = home() / "saves"
    path = quoted(shown(folder), None)
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:       # the name is taken by a file (or a link to one)
        return T("Not saving: {path} is a file, not a folder. Move it away to save games.",
                 path=path)
    except OSError as exc:
        return T("Not saving: the saves folder {path} cannot be created ({reason}).",
                 path=path, reason=quoted(exc.strerror or exc, 120))
    try:
        with os.scandir(folder):
            pass
    except OSError as exc:
        return T("Not saving: the saves folder {path} cannot be read ({reason}).",
                 path=path, reason=quoted(exc.strerror or exc, 120))
    try:
        # the one true test of "can a save be written here" (permissions lie for root and on
        # read-only mounts); the file has no name or a hidden one, and is gone at once
        with tempfile.TemporaryFile(dir=folder, prefix=".gameshelf-probe-"):
            pass
    except OSError as exc:
        return T("Not saving: the saves folder {path} is read-only ({reason}).",
                 path=path, reason=quoted(exc.strerror or exc, 120))
    return None
