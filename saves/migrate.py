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


def _v3_to_v4(doc: dict) -> dict:
    """Version 4 came with Hotel Tycoon's `permit_site` variant, whose default follows the seed
    (a doubled permit's site is auctioned only as the last lot). A game saved before it was
    played with the site sellable at any time: it keeps that rule, in its setup and in its
    stored position, so that its moves replay as they were made."""
    doc = dict(doc)
    if doc.get("game") == "hotel_tycoon":
        setup = dict(doc.get("setup") or {})
        setup["variants"] = _with_old_site(setup.get("variants", {}))
        doc["setup"] = setup
        state = doc.get("state")
        if isinstance(state, dict) and "variants" in state:
            doc["state"] = {**state, "variants": _with_old_site(state["variants"])}
    doc["version"] = 4
    return doc


def _with_old_site(variants):
    if not isinstance(variants, dict):
        return variants             # (refused by the checks that follow)
    return {**variants, "permit_site": variants.get("permit_site", "any")}


MIGRATIONS = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


def upgrade(doc: dict, target: int) -> dict:
    version = doc.get("version")
    while version < target:
        step = MIGRATIONS.get(version)
        if step is None:
            raise ValueError(f"no upgrade from save format {version}")
        doc = step(doc)
        version = doc["version"]
    return doc
