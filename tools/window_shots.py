"""Screenshots of every menu and every game's table at other window sizes, offscreen.

    python -m tools.window_shots OUT_DIR [WxH ...] [--scale 1.25] [--lang hu] [--only NAME]
                                        [--late]
                                        (default: 1024x600 2560x1440, 100 %, English, all)

gui-shot's virtual screen is 1600x900; this renders with the dummy video driver at any size,
through the real scene manager, and saves the window's pixels as PNGs to look at. `--scale`
is the UI scale (Settings), `--lang` the language; the file names carry both. `--only` keeps
the shots whose name contains NAME (a game id, "settings", ...). `--late` adds each game's table
late in a game at its most players (the most crowded it gets: 80 % into a game of `simple` bots,
seat 0 to decide), where long names, big numbers and full boards show what the opening hides.
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


def late_state(game_id: str, seed: int = 3):
    """(players, state): 80 % into a game of `simple` bots at the game's most players, seat 0 to
    decide."""
    from tools import shelf
    game = rules.GAMES[game_id]
    n = game.max_players
    state, _total = shelf.play_to(game, n, seed, "simple", fraction=0.8)
    players = [game.bot("simple", s, 100 + s) for s in range(n)]
    while (decision := state.pending()) is not None and decision.seat != 0:
        state.apply(players[decision.seat].choose(state.view(decision.seat), decision).id)
    return n, state


def shoot(out: pathlib.Path, size, tag_extra: str = "", only: str = "",
          late: bool = False) -> None:
    tag = f"{size[0]}x{size[1]}{tag_extra}"
    some_saves()
    for game_id in sorted(rules.GAMES):
        if only and only not in game_id:
            continue
        if late:
            n, state = late_state(game_id)
            d, board, _match = kit.open_board(game_id, n, seed=3, state=state)
            resize(d, size)
            kit.wait_for_human(d, board)
            d.frames(3)
            pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{game_id}-late.png"))
            d.close()
        n = max(2, rules.GAMES[game_id].min_players)
        d, board, _match = kit.open_board(game_id, n, seed=3)
        resize(d, size)
        kit.wait_for_human(d, board)
        d.frames(3)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{game_id}.png"))
        d.app.go("pause", board=board)
        d.frames(2)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{game_id}-pause.png"))
    from rules.core import RandomBot
    from tests.scenes.driver import Driver
    d = Driver()
    resize(d, size)
    finished = kit.Match(kit.setup_for("kairo", 2, 3), autosave=False)
    bot = RandomBot(0, 1)
    kit.Match(kit.setup_for("hermagor", 3, 3), autosave=False).quick_save()  # the load list's
    while (decision := finished.pending()) is not None:
        finished.apply(bot.choose(finished.state.view(decision.seat), decision).id)
    finished.quick_save()
    menus = [("title", {}), ("picker", {}), ("settings", {}), ("load", {}), ("credits", {}),
             ("results", {"match": finished}),
             ("replay", {"setup": finished.setup, "history": finished.state.history}),
             ("curtain", {"name": "Anna", "seat": 0, "reason": "Choose a card to play"})]
    menus += [(f"setup-{game_id}", {"game": rules.GAMES[game_id]}) for game_id in sorted(rules.GAMES)]
    menus += [(f"reference-{game_id}", {"game": game_id}) for game_id in sorted(rules.GAMES)]
    for name, arguments in menus:
        if only and only not in name:
            continue
        d.app.go(name.split("-")[0], how="reset", **arguments)
        d.frames(3)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-{name}.png"))
    if not only or "choices" in only:        # the settings' drop-down open (the UI scale's)
        d.app.go("settings", how="reset")
        d.frames(2)
        d.top.open_box("ui_scale")
        d.frames(2)
        pygame.image.save(pygame.display.get_surface(), str(out / f"{tag}-choices.png"))


def main(argv=None) -> int:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m tools.window_shots", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", help="folder for the PNGs")
    parser.add_argument("sizes", nargs="*", default=["1024x600", "2560x1440"], help="WxH ...")
    parser.add_argument("--scale", type=float, default=1.0, help="UI scale, e.g. 1.25")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--only", default="", help="keep shots whose name contains this")
    parser.add_argument("--late", action="store_true", help="also each game late, at its most "
                        "players")
    args = parser.parse_args(argv)
    from scenes import i18n, theme
    theme.set_ui_scale(args.scale)
    i18n.set_language(args.lang)
    extra = f"-{args.lang}-{round(args.scale * 100)}"
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for spec in args.sizes:
        w, h = (int(v) for v in spec.split("x"))
        shoot(out, (w, h), extra, args.only, args.late)
    print(f"saved in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
