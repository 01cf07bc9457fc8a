"""Where a saved game stands, in the reader's language: the load list's rows and the title's
Continue say it the same way."""
from __future__ import annotations

import rules

from ..i18n import _, tr


def assisted(info, words: str) -> str:
    """`words`, marked when the game was assisted (as the table's top bar marks it)."""
    assisted = info.assists or info.hints
    return _("{progress} · assisted").format(progress=words) if assisted else words


def progress(info) -> str:
    """Where the game stands (older saves, with no rule text of it: their English words)."""
    if info.over or not info.progress_text or info.game not in rules.GAMES:
        return info.progress
    words = tr(info.progress_text, [name for name, _bot in info.players], rules.GAMES[info.game])
    if info.to_move:
        words += ", " + _("{name} to move").format(name=info.to_move)
    return words
