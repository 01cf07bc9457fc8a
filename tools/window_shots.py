"""Screenshots of every menu and every game's table at other window sizes, offscreen.

    python -m tools.window_shots OUT_DIR [WxH ...]      (default: 1024x600 2560x1440)

gui-shot's virtual screen is 1600x900; this renders with the dummy video driver at any size,
through the real scene manager, and saves the window's pixels as PNGs to look at.
"""
from __future__ import annotations

import os
import pathlib
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("GAMESHELF_HOME", tempfile.mkdtemp(prefix="gameshelf-shots-"))

import pygame  # noqa: E402

import rules  # noqa: E402
from tests.scenes import kit  # noqa: E402


def resize(d, size) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    d.frame([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


def some_saves() -> None:
    """A few saves in the (temporary) saves folder, so the load list has rows to show."""
    import saves
    from saves import Seat, Setup
    if saves.list_saves():
        return
    for game_id in sorted(rules.GAMES)[:3]:
        setup = Setup(game_id, [Seat("Anna"), Seat("Bot 2", "bot", "simple")], 5)
        saves.save_new(setup.new_state(), setup, f"{game_id}-start")


def shoot(out: pathlib.Path, size) -> None:
    tag = f"{size[0]}x{size[1]}"
    some_saves()
    for game_id in sorted(rules.GAMES):
        n = max(2, rules.GAMES[game_id].min_players)
        d, board, _match = kit.open_board(game_id, n, seed=3)
        resize(d, size)
        kit.wait_for_human(d, board)
        d.frames(3)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{game_id}.png"))
        d.app.go("pause", board=board)
        d.frames(2)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{game_id}-pause.png"))
    for route, arguments in (("title", {}), ("picker", {}), ("settings", {}), ("load", {}),
                             ("credits", {}), ("setup", {"game": rules.GAMES["hermagor"]})):
        d.app.go(route, how="reset", **arguments)
        d.frames(3)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{route}.png"))


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv:
        print(__doc__)
        return 2
    out = pathlib.Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for spec in argv[1:] or ["1024x600", "2560x1440"]:
        w, h = (int(v) for v in spec.split("x"))
        shoot(out, (w, h))
    print(f"saved in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
