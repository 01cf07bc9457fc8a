"""Full screen and resizing on a real window manager: a check to run by hand (not in `make test`,
which has no X server).

    python -m tools.desktop_check [OUT_DIR] [--game dominion] [--scale 1.25]

Starts Xvfb (a 2560x1440 screen) with the openbox window manager, runs the app
(tools/desktop_probe.py: main.py's GUI that reports what it shows) on a saved game's table,
and drives it with xdotool as a person would:
  - the window opens managed (decorated) at the size that fits the screen;
  - `xdotool windowsize` to 1024x600, 1366x768, 2560x1440 and back to 1600x900: the app
    follows each size (the scale k = min(W/1600, H/900), the design area centred), the
    window is fully painted, and a click on the table's Menu button opens the pause menu;
  - a resize below the minimum (800x480) leaves the window at least 1024x600;
  - F11 goes full screen (the screen's size) and F11 again comes back to the same size;
    the Settings' full-screen button does the same;
and prints every check with PASS/FAIL. Screenshots of each step go to OUT_DIR (default
runs/desktop) to look at. Needs Debian's xvfb, openbox, xdotool, x11-utils and imagemagick.
Exit status 1 when a check failed.
"""
from __future__ import annotations

import json
import os
import pathlib
import random
import shutil
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent.parent
SCREEN = (2560, 1440)
SIZES = [(1024, 600), (1366, 768), (2560, 1440), (1600, 900)]
MINIMUM = (1024, 600)
NEEDS = ["Xvfb", "openbox", "xdotool", "xwininfo", "import"]


class Desktop:
    """Xvfb + openbox + the probed app, and the ways to look at them."""

    def __init__(self, out: pathlib.Path, game: str, scale: str = ""):
        self.out = out
        self.home = pathlib.Path(tempfile.mkdtemp(prefix="gameshelf-desktop-"))
        self.probe = self.home / "probe.json"
        self.display = f":{random.randint(200, 299)}"
        self.game = game
        self.scale = scale           # the UI scale the app starts at ("" : its settings')
        self.procs: list = []
        self.failed = 0
        self.window = None

    # -- starting and stopping --
    def start(self) -> None:
        env = dict(os.environ, DISPLAY=self.display)
        self.env = env
        self.procs.append(subprocess.Popen(
            ["Xvfb", self.display, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-nolisten",
             "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(1.0)
        self.procs.append(subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                           stderr=subprocess.DEVNULL))
        time.sleep(1.0)
        save = self.make_save()
        app_env = dict(env, GAMESHELF_HOME=str(self.home), GAMESHELF_PROBE=str(self.probe),
                       SDL_AUDIODRIVER="dummy")
        for key in ("SDL_VIDEODRIVER", "GAMESHELF_WINDOW", "GAMESHELF_UI_SCALE"):
            app_env.pop(key, None)
        if self.scale:
            app_env["GAMESHELF_UI_SCALE"] = self.scale
        self.log = open(self.out / "app.log", "w")
        self.procs.append(subprocess.Popen(
            [sys.executable, "-m", "tools.desktop_probe", "--load", str(save)], cwd=HERE,
            env=app_env, stdout=self.log, stderr=subprocess.STDOUT))
        self.window = self.wait_for_window()

    def stop(self) -> None:
        for proc in reversed(self.procs):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
        if getattr(self, "log", None):
            self.log.close()

    def make_save(self) -> pathlib.Path:
        """A saved game (a person against the simple bot) for the app to open at its table."""
        code = ("import saves; from saves import Seat, Setup; "
                f"s = Setup({self.game!r}, [Seat('Anna'), Seat('Bot', 'bot', 'simple')], 7); "
                "print(saves.save_new(s.new_state(), s, 'desktop-check'))")
        done = subprocess.run([sys.executable, "-c", code], cwd=HERE, capture_output=True,
                              text=True, env=dict(os.environ, GAMESHELF_HOME=str(self.home)),
                              check=True)
        return pathlib.Path(done.stdout.strip().splitlines()[-1])

    # -- X --
    def x(self, *args: str) -> str:
        return subprocess.run(list(args), env=self.env, capture_output=True, text=True,
                              timeout=20).stdout

    def wait_for_window(self) -> str:
        for _ in range(120):
            ids = self.x("xdotool", "search", "--pid", str(self.procs[-1].pid)).split()
            if ids and self.facts().get("scene") == "board":
                return ids[-1]
            time.sleep(0.25)
        raise RuntimeError("the app's window did not appear; see app.log")

    def geometry(self) -> dict:
        """The client area's place and size (xwininfo), and whether a frame surrounds it."""
        info = self.x("xwininfo", "-id", self.window)
        values = {}
        for line in info.splitlines():
            if ":" in line:
                key, _, value = line.strip().partition(":")
                values[key.strip()] = value.strip()
        return {"x": int(values["Absolute upper-left X"]), "y": int(values["Absolute upper-left Y"]),
                "w": int(values["Width"]), "h": int(values["Height"])}

    def frame_extents(self) -> str:
        return self.x("xprop", "-id", self.window, "_NET_FRAME_EXTENTS").strip()

    def shot(self, name: str) -> pathlib.Path:
        path = self.out / f"{name}.png"
        self.x("import", "-window", "root", str(path))
        return path

    def painted(self) -> float:
        """The share of the window's pixels that are pure black (never painted)."""
        g = self.geometry()
        crop = f"{g['w']}x{g['h']}+{g['x']}+{g['y']}"
        raw = subprocess.run(["import", "-window", "root", "-crop", crop, "-depth", "8",
                              "gray:-"], env=self.env, capture_output=True, timeout=30).stdout
        return raw.count(0) / max(1, len(raw))

    # -- the app --
    def facts(self) -> dict:
        try:
            return json.loads(self.probe.read_text())
        except (OSError, ValueError):
            return {}

    def wait(self, test, seconds: float = 8.0) -> dict:
        """The app's facts once `test(facts)` holds, or the last ones after `seconds`."""
        end = time.monotonic() + seconds
        while True:
            now = self.facts()
            if test(now) or time.monotonic() > end:
                return now
            time.sleep(0.1)

    def click_design(self, rect) -> None:
        """A click on the centre of a design-unit rect, in screen pixels of the window now."""
        now, g = self.facts(), self.geometry()
        k, (ox, oy) = now["k"], now["offset"]
        cx, cy = rect[0] + rect[2] / 2, rect[1] + rect[3] / 2
        x, y = g["x"] + ox + round(cx * k), g["y"] + oy + round(cy * k)
        self.x("xdotool", "mousemove", str(x), str(y))
        time.sleep(0.2)
        self.x("xdotool", "click", "1")

    def key(self, name: str) -> None:
        self.x("xdotool", "windowactivate", "--sync", self.window)
        self.x("xdotool", "key", "--window", self.window, name)

    # -- reporting --
    def check(self, ok: bool, what: str, detail: str = "") -> bool:
        print(f"{'PASS' if ok else 'FAIL'}  {what}" + (f"  ({detail})" if detail else ""))
        self.failed += not ok
        return ok


def expected_k(size) -> float:
    return round(min(size[0] / 1600, size[1] / 900), 4)


def check_size(d: Desktop, size, tag: str) -> None:
    """The app follows a window of `size`: its scale, a painted window, a click that lands."""
    g = d.geometry()
    now = d.wait(lambda f: f.get("window") == [g["w"], g["h"]] and f.get("scene") == "board")
    d.check(now.get("window") == [g["w"], g["h"]], f"{tag}: the app draws at the window's size",
            f"X says {g['w']}x{g['h']}, the app {now.get('window')}")
    d.check(abs(now.get("k", 0) - expected_k((g["w"], g["h"]))) < 0.002,
            f"{tag}: scale k = min(W/1600, H/900)", f"k {now.get('k')}, offset {now.get('offset')}")
    time.sleep(0.5)
    black = d.painted()
    d.check(black < 0.01, f"{tag}: the whole window is painted", f"{black:.1%} unpainted")
    d.shot(tag)
    menu = now.get("targets", {}).get("menu")
    if not d.check(menu is not None, f"{tag}: the table's Menu button is known"):
        return
    d.click_design(menu)
    opened = d.wait(lambda f: f.get("scene") == "pause", 5)
    d.check(opened.get("scene") == "pause", f"{tag}: a click on Menu opens the pause menu",
            f"top scene {opened.get('scene')}")
    d.shot(f"{tag}-pause")
    d.key("Escape")
    back = d.wait(lambda f: f.get("scene") == "board", 5)
    d.check(back.get("scene") == "board", f"{tag}: Esc goes back to the table")


def resize(d: Desktop, size) -> dict:
    d.x("xdotool", "windowsize", "--sync", d.window, str(size[0]), str(size[1]))
    time.sleep(1.0)
    return d.geometry()


def run(out: pathlib.Path, game: str, scale: str = "") -> int:
    missing = [name for name in NEEDS if shutil.which(name) is None]
    if missing:
        print(f"desktop_check needs {', '.join(missing)} (apt-get install xvfb openbox xdotool "
              "x11-utils imagemagick)", file=sys.stderr)
        return 2
    out.mkdir(parents=True, exist_ok=True)
    d = Desktop(out, game, scale)
    try:
        d.start()
        g = d.geometry()
        d.check(bool(d.frame_extents()) and "not found" not in d.frame_extents(),
                "the window is managed (openbox framed it)", d.frame_extents())
        d.check((g["w"], g["h"]) == (1600, 900),
                "it opens at the size that fits the 2560x1440 screen", f"{g['w']}x{g['h']}")
        check_size(d, (g["w"], g["h"]), f"open-{g['w']}x{g['h']}")
        for size in SIZES:
            g = resize(d, size)
            d.check((g["w"], g["h"]) == size, f"xdotool windowsize {size[0]}x{size[1]}",
                    f"now {g['w']}x{g['h']}")
            check_size(d, size, f"resized-{size[0]}x{size[1]}")
        g = resize(d, (800, 480))
        d.check(g["w"] >= MINIMUM[0] and g["h"] >= MINIMUM[1],
                "a resize to 800x480 keeps the minimum 1024x600", f"now {g['w']}x{g['h']}")
        check_size(d, (g["w"], g["h"]), "below-minimum")
        g = resize(d, (1366, 768))
        before = (g["w"], g["h"])
        # F11: full screen and back
        d.key("F11")
        now = d.wait(lambda f: f.get("fullscreen") and f.get("window") == list(SCREEN))
        g = d.geometry()
        d.check(now.get("fullscreen") and (g["w"], g["h"]) == SCREEN,
                "F11 goes full screen", f"X {g['w']}x{g['h']} at {g['x']},{g['y']}, app {now}")
        check_size(d, SCREEN, "fullscreen")
        d.key("F11")
        now = d.wait(lambda f: not f.get("fullscreen") and f.get("window") == list(before))
        time.sleep(0.5)
        g = d.geometry()
        d.check(not now.get("fullscreen") and (g["w"], g["h"]) == before,
                "F11 again comes back to the window", f"X {g['w']}x{g['h']}, app {now}")
        check_size(d, before, "windowed-again")
        check_settings_button(d, before)
    except Exception as exc:      # report what was reached, then stop everything
        d.check(False, "the check ran to its end", f"{type(exc).__name__}: {exc}")
    finally:
        d.stop()
    print(f"{'all checks passed' if not d.failed else f'{d.failed} checks FAILED'}; "
          f"screenshots in {out}")
    return 1 if d.failed else 0


def check_settings_button(d: Desktop, before) -> None:
    """Settings (the pause menu's button): its full-screen button switches full screen on
    and off as F11 does, and the clicks land on the full screen too."""
    d.key("Escape")
    pause = d.wait(lambda f: f.get("scene") == "pause", 5)
    if not d.check("settings" in pause.get("targets", {}), "Esc on the table opens the pause menu"):
        return
    d.click_design(pause["targets"]["settings"])
    now = d.wait(lambda f: f.get("scene") == "settings", 5)
    if not d.check("fullscreen" in now.get("targets", {}), "its Settings button opens Settings"):
        return
    d.click_design(now["targets"]["fullscreen"])
    now = d.wait(lambda f: f.get("fullscreen") and f.get("window") == list(SCREEN))
    d.check(now.get("fullscreen") and now.get("window") == list(SCREEN),
            "Settings' \"Full screen\" button goes full screen", f"app {now.get('window')}")
    time.sleep(0.5)
    d.shot("settings-fullscreen")
    d.click_design(now["targets"]["fullscreen"])
    now = d.wait(lambda f: not f.get("fullscreen") and f.get("window") == list(before))
    d.check(not now.get("fullscreen") and now.get("window") == list(before),
            "pressed again, it comes back to the window", f"app {now.get('window')}")
    time.sleep(0.5)
    now = d.facts()
    d.check(abs(now.get("k", 0) - expected_k(before)) < 0.002, "Settings follows the window's scale",
            f"k {now.get('k')}")
    d.shot("settings-windowed")
    d.click_design(now["targets"]["done"])
    now = d.wait(lambda f: f.get("scene") == "pause", 5)
    d.check(now.get("scene") == "pause", "Done goes back to the pause menu")
    d.key("Escape")
    now = d.wait(lambda f: f.get("scene") == "board", 5)
    d.check(now.get("scene") == "board", "Esc goes back to the table")


def main(argv=None) -> int:
    import argparse
    parser = argparse.ArgumentParser(prog="python -m tools.desktop_check", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out", nargs="?", default=HERE / "runs" / "desktop",
                        help="folder for the screenshots")
    parser.add_argument("--game", default="dominion")
    parser.add_argument("--scale", default="", help="the UI scale the app starts at, e.g. 1.25")
    args = parser.parse_args(argv)
    return run(pathlib.Path(args.out), args.game, args.scale)


if __name__ == "__main__":
    sys.exit(main())
