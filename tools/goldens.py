"""Golden images: the screens a person sees first, kept as PNGs in tests/golden/ and compared
by tests/scenes/test_golden.py, so that a change which moves, hides or overlaps something on
them is seen in review instead of by a player.

    python -m tools.goldens update [NAME ...]   # render and store (all, or the named ones)
    python -m tools.goldens check [NAME ...]    # compare; the changed ones' images to look at

Each screen is rendered offscreen (dummy video driver) in a 1280x720 window, in English at
100 %, from a fixed seed, with a fresh data folder: the same pixels on every run. It is stored
at half size (640x360, enough to see what changed) and compared coarser still: both images are
averaged down to 320x180 (4x4 pixel blocks of the window), and a block counts as changed when a
colour channel moved by more than BLOCK_TOLERANCE. A screen differs when more than
CHANGED_SHARE of its blocks changed: pixel noise (a glyph's antialiasing) or a button nudged
by a pixel passes; a label, a panel or a piece that moved further or went missing does not. (The
same pygame-ce wheel and bundled fonts draw the same pixels, so a clean run changes none.)
"""
from __future__ import annotations

import os
import pathlib
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parent.parent
GOLDEN_DIR = ROOT / "tests" / "golden"
WINDOW = (1280, 720)
STORED = (640, 360)
COMPARED = (320, 180)
BLOCK_TOLERANCE = 48          # of 255, in any channel of a 4x4 block's average
CHANGED_SHARE = 0.0005        # of the blocks (0.05 %: 28 of 57,600; a button's label is 48)

# name -> (what to show, players); boards at seed 3 wait for seat 0's first decision
BOARDS = {"dominion": 2, "hermagor": 3, "hotel_tycoon": 2, "itchy_feet": 2, "kairo": 2,
          "nauticus": 2}
MENUS = ("title", "settings", "results-kairo")
NAMES = MENUS + tuple(f"board-{g}" for g in BOARDS)


def _driver():
    from tests.scenes.driver import Driver
    from tools.window_shots import resize
    d = Driver()
    resize(d, WINDOW)
    return d


def render(name: str) -> pygame.Surface:
    """The window's pixels for screen `name` (a copy)."""
    from scenes import i18n, theme
    from tests.scenes import kit
    i18n.set_language("en")
    theme.set_ui_scale(1.0)
    home = tempfile.mkdtemp(prefix="gameshelf-golden-")
    old_home = os.environ.get("GAMESHELF_HOME")
    os.environ["GAMESHELF_HOME"] = home            # no saves, no settings: the first run's look
    try:
        if name.startswith("board-"):
            game_id = name[len("board-"):]
            d, board, _match = kit.open_board(game_id, BOARDS[game_id], seed=3)
            from tools.window_shots import resize
            resize(d, WINDOW)
            assert kit.wait_for_human(d, board)
            d.frames(3)
        else:
            d = _driver()
            arguments = {}
            if name.startswith("results-"):
                from tests.scenes.test_results_scene import finished_match
                arguments = {"match": finished_match(name.split("-", 1)[1], 3)}
            d.app.go(name.split("-")[0], how="reset", **arguments)
            d.frames(3)
        shot = pygame.display.get_surface().copy()
        d.close()
        return shot
    finally:
        if old_home is None:
            os.environ.pop("GAMESHELF_HOME", None)
        else:
            os.environ["GAMESHELF_HOME"] = old_home


def stored(surface: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(surface, STORED)


def blocks(surface: pygame.Surface) -> pygame.Surface:
    """`surface` (stored size or larger) averaged down to COMPARED."""
    if surface.get_size() != STORED:
        surface = stored(surface)
    return pygame.transform.smoothscale(surface, COMPARED)


def changed_blocks(actual: pygame.Surface, golden: pygame.Surface) -> list[tuple[int, int]]:
    """The COMPARED-size blocks whose colour moved by more than BLOCK_TOLERANCE."""
    a, g = blocks(actual), blocks(golden)
    width, height = COMPARED
    out = []
    for y in range(height):
        for x in range(width):
            ca, cg = a.get_at((x, y)), g.get_at((x, y))
            if max(abs(ca[i] - cg[i]) for i in range(3)) > BLOCK_TOLERANCE:
                out.append((x, y))
    return out


def path_of(name: str) -> pathlib.Path:
    return GOLDEN_DIR / f"{name}.png"


def compare(name: str, actual: pygame.Surface | None = None) -> tuple[float, list]:
    """(the share of changed blocks, the blocks) for screen `name` against its golden."""
    actual = actual if actual is not None else render(name)
    golden = pygame.image.load(str(path_of(name)))
    changed = changed_blocks(actual, golden)
    return len(changed) / (COMPARED[0] * COMPARED[1]), changed


def marked(actual: pygame.Surface, changed: list) -> pygame.Surface:
    """The actual screen at stored size with the changed blocks outlined in magenta."""
    image = stored(actual)
    k = STORED[0] // COMPARED[0]
    for x, y in changed:
        pygame.draw.rect(image, (255, 0, 255), (x * k, y * k, k, k), 1)
    return image


def save_failure(name: str, actual: pygame.Surface, changed: list,
                 folder: pathlib.Path) -> pathlib.Path:
    folder.mkdir(parents=True, exist_ok=True)
    pygame.image.save(stored(actual), str(folder / f"{name}-actual.png"))
    out = folder / f"{name}-changed.png"
    pygame.image.save(marked(actual, changed), str(out))
    return out


def main(argv=None) -> int:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m tools.goldens", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=("update", "check"))
    parser.add_argument("names", nargs="*", help=f"some of: {' '.join(NAMES)}")
    args = parser.parse_args(argv)
    unknown = [n for n in args.names if n not in NAMES]
    if unknown:
        parser.error(f"no golden screen {', '.join(unknown)}; there are: {' '.join(NAMES)}")
    sys.path.insert(0, str(ROOT))
    os.environ.setdefault("GAMESHELF_HOME", tempfile.mkdtemp(prefix="gameshelf-golden-"))
    failed = 0
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    report = pathlib.Path(tempfile.mkdtemp(prefix="goldens-"))
    for name in args.names or NAMES:
        actual = render(name)
        if args.command == "update":
            pygame.image.save(stored(actual), str(path_of(name)))
            print(f"stored {path_of(name).relative_to(ROOT)}")
            continue
        share, changed = compare(name, actual)
        if share > CHANGED_SHARE:
            failed += 1
            print(f"{name}: {share:.2%} of the blocks changed: see "
                  f"{save_failure(name, actual, changed, report)}")
        else:
            print(f"{name}: the same ({share:.2%} of the blocks changed)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
