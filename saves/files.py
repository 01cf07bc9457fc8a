"""Reading an entry of the saves folder without trusting what it is.

A name ending in .json can be anything: a named pipe (opening it waits for a writer forever), a
link to an endless device, a huge file, a link to nothing. Only regular files are opened (a link
is followed only to one), without blocking, and never more than a given number of bytes is read.
"""
from __future__ import annotations

import os
import stat

from rules.core.text import N_, T, quoted

from .checks import SaveError, size_text

# O_NONBLOCK: should the entry turn into a pipe between the check and the open, the open returns
# at once instead of waiting for a writer. (Windows has neither pipes in folders nor the flag.)
_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0) | \
    getattr(os, "O_CLOEXEC", 0)

_KINDS = ((stat.S_ISDIR, N_("it is a folder, not a save file")),
          (stat.S_ISFIFO, N_("it is a named pipe, not a save file")),
          (stat.S_ISCHR, N_("it is a device, not a save file")),
          (stat.S_ISBLK, N_("it is a device, not a save file")),
          (stat.S_ISSOCK, N_("it is a socket, not a save file")))


def _regular(st: os.stat_result) -> None:
    if not stat.S_ISREG(st.st_mode):
        raise SaveError(next((text for test, text in _KINDS if test(st.st_mode)),
                             T("it is an unusual entry, not a save file")))


def _unreadable(exc: OSError) -> SaveError:
    # the system's own words for why (they come in the system's language, if any)
    return SaveError(T("the file cannot be read: {reason}",
                       reason=quoted(exc.strerror or exc, 120)))


def read_regular(path, limit: int, max_size: int) -> bytes:
    """At most `limit` + 1 bytes from the start of `path`, which must be (a link to) a regular
    file of at most `max_size` bytes; more than `limit` bytes back means the file goes on.

    SaveError with the reason for anything else; never blocks, never reads past `limit` + 1."""
    try:
        before = os.stat(path)
    except FileNotFoundError:
        gone = T("it is a link to a file that does not exist") if os.path.islink(path) else \
            T("the file is gone")
        raise SaveError(gone) from None
    except OSError as exc:
        raise _unreadable(exc) from None
    _regular(before)
    try:
        fd = os.open(path, _FLAGS)
    except OSError as exc:
        raise _unreadable(exc) from None
    with os.fdopen(fd, "rb") as handle:
        now = os.fstat(fd)
        if (now.st_dev, now.st_ino) != (before.st_dev, before.st_ino):
            raise SaveError(T("the file changed while it was being read"))
        _regular(now)
        if now.st_size > max_size:
            raise SaveError(T("the file is too large to be a save ({size})",
                              size=size_text(now.st_size)))
        try:
            return handle.read(limit + 1)
        except OSError as exc:
            raise _unreadable(exc) from None
