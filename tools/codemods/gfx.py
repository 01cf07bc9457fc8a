"""Codemod: make scene code draw through scenes/gfx.py (design units at any window scale).

    python -m tools.codemods.gfx [PATH ...]        (default: scenes/)

Rewrites, in every .py file under the paths (scenes/gfx.py itself excepted):
    pygame.draw.<rect|line|lines|aaline|aalines|circle|ellipse|arc|polygon>  -> gfx.draw.<same>
    pygame.Surface(                                                          -> gfx.Surface(
    pygame.transform.<rotate|rotozoom|smoothscale|scale|flip>                -> gfx.transform.<same>
    pygame.font.Font(                                                        -> gfx.Font(
    pygame.mouse.get_pos()                                                   -> gfx.mouse_pos()
and adds `from scenes import gfx` after `import pygame` where a file now needs it.
Idempotent: a second run changes nothing (other branches are merged, then it is run again).
Calls it does not know (another pygame.transform function, say) are left alone and listed.
"""
from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
# gfx.py is the shim itself; gui.py speaks physical pixels to pygame-gui on purpose.
SKIP = {ROOT / "scenes" / "gfx.py", ROOT / "scenes" / "gui.py"}
IMPORT = "from scenes import gfx"

RULES = [
    (re.compile(r"\bpygame\.draw\.(rect|lines|line|aalines|aaline|circle|ellipse|arc|polygon)\("),
     r"gfx.draw.\1("),
    (re.compile(r"\bpygame\.Surface\("), "gfx.Surface("),
    (re.compile(r"\bpygame\.transform\.(rotozoom|rotate|smoothscale|scale|flip)\("),
     r"gfx.transform.\1("),
    (re.compile(r"\bpygame\.font\.Font\("), "gfx.Font("),
    (re.compile(r"\bpygame\.mouse\.get_pos\(\)"), "gfx.mouse_pos()"),
]
LEFT_ALONE = re.compile(r"\bpygame\.(draw|transform)\.\w+\(")
HAS_IMPORT = re.compile(r"^\s*(from scenes import gfx|from \.+ import (.*\b)?gfx\b)", re.M)


def rewrite(source: str) -> str:
    lines = source.split("\n")
    out = []
    hang = None          # (column, shift): continuation lines aligned under a shortened call
    depth = 0
    for line in lines:
        if hang is not None:
            column, shift = hang
            if len(line) - len(line.lstrip(" ")) == column and line.strip():
                line = line[shift:]
            depth += _balance(line)
            if depth <= 0:
                hang = None
            out.append(line)
            continue
        new, opened = _rewrite_line(line)
        if opened is not None:
            hang, depth = opened
        out.append(new)
    text = "\n".join(out)
    if "gfx." in text and not HAS_IMPORT.search(text):
        text = _add_import(text)
    return text


def _rewrite_line(line: str):
    """The line rewritten, and for a call left open at its end the (column its arguments
    were aligned to, how much shorter it got) with the open depth."""
    opened = None
    for pattern, replacement in RULES:
        while (match := pattern.search(line)) is not None:
            new_call = match.expand(replacement)
            line = line[:match.start()] + new_call + line[match.end():]
            shift = (match.end() - match.start()) - len(new_call)
            rest = _balance(line[match.start() + len(new_call) - 1:])
            if rest > 0 and shift:
                opened = ((match.end(), shift), rest)
    return line, opened


def _balance(text: str) -> int:
    """Opened minus closed brackets (strings and comments are not told apart: good enough for
    the calls rewritten here)."""
    return sum(text.count(c) for c in "([{") - sum(text.count(c) for c in ")]}")


def _add_import(text: str) -> str:
    lines = text.split("\n")
    for i, line in enumerate(lines):
        if line == "import pygame":
            lines.insert(i + 1, IMPORT)
            return "\n".join(lines)
    # no plain `import pygame`: after the last top-level import of the first import block
    last = None
    for i, line in enumerate(lines):
        if line.startswith(("import ", "from ")):
            last = i
        elif last is not None and line and not line.startswith((" ", ")", "#")):
            break
    lines.insert(0 if last is None else last + 1, IMPORT)
    return "\n".join(lines)


def files(paths) -> list[pathlib.Path]:
    out = []
    for path in paths:
        path = pathlib.Path(path).resolve()
        out += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    return [p for p in out if p not in SKIP]


def main(argv=None) -> int:
    paths = (argv if argv is not None else sys.argv[1:]) or [str(ROOT / "scenes")]
    changed = 0
    for path in files(paths):
        source = path.read_text(encoding="utf-8")
        text = rewrite(source)
        if text != source:
            path.write_text(text, encoding="utf-8")
            changed += 1
        for number, line in enumerate(text.split("\n"), 1):
            if LEFT_ALONE.search(line):
                print(f"{path.relative_to(ROOT)}:{number}: left alone: {line.strip()}")
    print(f"{changed} file(s) rewritten")
    return 0


if __name__ == "__main__":
    sys.exit(main())
