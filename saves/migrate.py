"""The upgrade chain: one small function per old format version, applied in order.

To change the format: bump `FORMAT_VERSION` in format.py and add `MIGRATIONS[old] = fn` turning a
version-`old` document into a version-`old + 1` one; keep a fixture of every old version in tests.
"""
from __future__ import annotations


def _v1_to_v2(doc: dict) -> dict:
    """Version 1 is the draft of the design notes: the log held {"kind", "args"} dicts, the setup
    said "variant", seats said "bot" for the level and there was no summary. The deciding seat of
    each log entry is recovered when the log is replayed."""
    doc = dict(doc)
    log = []
    for entry in doc.get("log", []):
        if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
            raise ValueError("a log entry of the version-1 save is not {kind, args}")
        args = entry.get("args", [])
        if not isinstance(args, list):
            raise ValueError("a log entry's args must be a list")
        log.append([None, ":".join([entry["kind"], *map(str, args)])])
    doc["log"] = log
    setup = dict(doc.get("setup", {}))
    if "variant" in setup:
        setup["variants"] = setup.pop("variant")
    setup["seats"] = [_seat_v2(s) for s in setup.get("seats", [])]
    doc["setup"] = setup
    doc.setdefault("summary", {})
    doc["state"] = None   # the draft's state layout is not ours: the replayed log is the truth
    doc["version"] = 2
    return doc


def _seat_v2(seat) -> dict:
    if not isinstance(seat, dict):
        raise ValueError("a seat of the version-1 save is not an object")
    seat = dict(seat)
    if seat.get("kind") == "bot":
        seat["level"] = seat.pop("bot", seat.get("level", "simple"))
    return seat


def _v2_to_v3(doc: dict) -> dict:
    """Version 3 came with the games' rule texts as templates (issue 11): a version-2 position
    may hold an open frame whose prompt and option labels are stored in the old words, so it
    no longer equals the position its log replays to. The log is the truth: such a position is
    dropped and rebuilt by the replay; a position without stored texts is kept and checked."""
    doc = dict(doc)
    if _holds_texts(doc.get("state")):
        doc["state"] = None
    doc["version"] = 3
    return doc


def _holds_texts(state) -> bool:
    """Whether a stored position keeps rule texts: frames with a text or option labels."""
    frames = state.get("frames") if isinstance(state, dict) else None
    return isinstance(frames, list) and any(
        isinstance(f, dict) and ("text" in f or "options" in f or "labels" in f) for f in frames)


MIGRATIONS = {1: _v1_to_v2, 2: _v2_to_v3}


def upgrade(doc: dict, target: int) -> dict:
    version = doc.get("version")
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise ValueError(f"no upgrade from save format {version}")
        doc = step(doc)
        version = doc["version"]
    return doc
