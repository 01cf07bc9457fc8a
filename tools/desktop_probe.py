"""The real app (`main.py`'s GUI), telling an outside checker what it shows: after every frame
whose facts changed, a JSON file (path in GAMESHELF_PROBE) gets the top scene, the window's
size, full screen or not, the design area's scale and place, and where a few buttons are in
design units. tools/desktop_check.py starts this under a window manager and compares it with
what X says; nothing here changes how the app behaves.

    GAMESHELF_PROBE=/tmp/probe.json python -m tools.desktop_probe [--load FILE]
"""
from __future__ import annotations

import json
import os
import sys

import pygame

from scenes import gui
from scenes.manager import SceneManager

# buttons a checker may click, per scene: (scene name, attribute) -> what it is called
TARGETS = {("board", "menu_button"): "menu", ("title", "settings_b"): "settings",
           ("pause", "settings_b"): "settings", ("settings", "full"): "fullscreen",
           ("settings", "back"): "done"}


def facts(manager: SceneManager) -> dict:
    top = manager.top
    window = pygame.display.get_surface()
    targets = {}
    for scene in manager.stack:
        for (name, attribute), label in TARGETS.items():
            element = getattr(scene, attribute, None)
            if scene is top and scene.name == name and element is not None:
                targets[label] = list(gui.rect_of(element))
    return {"scene": getattr(top, "name", None),
            "stack": [scene.name for scene in manager.stack],
            "window": list(window.get_size()) if window is not None else None,
            "fullscreen": bool(pygame.display.is_fullscreen()),
            "k": round(manager.viewport.k, 4),
            "offset": list(manager.viewport.offset),
            "targets": targets}


def install(path: str) -> None:
    """Wrap SceneManager.step: after each frame, write the facts when they changed."""
    step = SceneManager.step
    last: list = [None]

    def step_and_tell(self, dt, events):
        step(self, dt, events)
        now = facts(self)
        if now != last[0]:
            last[0] = now
            with open(path + ".tmp", "w", encoding="utf-8") as out:
                json.dump(now, out)
            os.replace(path + ".tmp", path)
    SceneManager.step = step_and_tell


def main(argv=None) -> int:
    path = os.environ.get("GAMESHELF_PROBE")
    if not path:
        print("desktop_probe: set GAMESHELF_PROBE to the file to write", file=sys.stderr)
        return 2
    install(path)
    import main as app_main
    return app_main.main(list(sys.argv[1:] if argv is None else argv))


if __name__ == "__main__":
    sys.exit(main())
