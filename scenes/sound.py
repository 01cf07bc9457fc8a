"""The app's sound: one `SoundBoard` a window (`SceneManager.sound`), playing the cues of
scenes/synth.py at the level chosen in Settings (`settings["sound"]`, a percentage; 0 is off).

The table asks for a cue when it shows an event (each game's scene package maps its event kinds
to cues: `BoardAdapter.sounds`), when a person's turn comes and when a move is refused. A machine
without an audio device plays silently: `start` reports why, and nothing else changes. The cues
are rendered (some 0.6 s of Python) in a background thread once the first frame is up
(`render_later`, from the app loop: started before it, the thread held the first frame back by
0.4 s); a cue asked for before it is ready is skipped.
"""
from __future__ import annotations

import collections
import contextlib
import os
import sys
import threading
import time

import pygame

from . import synth

LEVELS = (0, 25, 50, 75, 100)        # the Settings choices, in percent
DEFAULT_LEVEL = 50
RESTORE_LEVEL = "sound_before_mute"  # the settings key M restores the level from
MIN_GAP = 0.06                       # the same cue again within this many seconds is dropped
BURST = (3, 0.15)                    # at most this many cues start within this many seconds
PRIORITY = ("win", "dice", "shuffle", "coin", "place", "card", "step")   # one cue of a batch
# the events of rules/core (dice, auctions, elimination): their cues unless a game says otherwise
CORE_SOUNDS = {"dice": "dice", "bid": "coin", "bid_pass": None, "eliminated": None}


def level_of(settings: dict) -> int:
    value = settings.get("sound", DEFAULT_LEVEL)
    return value if value in LEVELS else DEFAULT_LEVEL


def cue_of(sounds: dict, kind: str) -> str | None:
    """The cue of an event kind: the game's word for it, else the shared one, else none."""
    return sounds[kind] if kind in sounds else CORE_SOUNDS.get(kind)


def loudest(cues) -> str | None:
    """The one cue to play for events shown together: the first of PRIORITY among them."""
    present = set(cues)
    return next((cue for cue in PRIORITY if cue in present), None)


@contextlib.contextmanager
def c_stderr_quiet():
    """The C libraries' own complaints (ALSA prints a dozen lines on a machine without a sound
    card) kept off the terminal while the mixer opens; SDL's error still reaches `problem`."""
    try:
        fd = sys.stderr.fileno()
        saved = os.dup(fd)
    except (AttributeError, OSError, ValueError):     # no real stderr: nothing to keep quiet
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), fd)
            yield
    finally:
        os.dup2(saved, fd)
        os.close(saved)


class SoundBoard:
    def __init__(self, settings: dict):
        self.settings = settings
        self.samples: dict[str, bytes] = {}       # cue -> rendered samples (filled by a thread)
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.ready = False                        # a mixer is open
        self.renderer: threading.Thread | None = None
        self.problem: str | None = None           # why there is no sound, when there is none
        self.recent: collections.deque = collections.deque(maxlen=32)   # (time, cue) asked
        self.started: list[float] = []            # when the last cues started (BURST)
        self.clock = time.monotonic

    # -- the device --
    def start(self, wait: bool = False) -> bool:
        """Open the mixer (and with `wait` render the cues now). False, with `problem` set, when
        the machine has no usable audio device."""
        try:
            if pygame.mixer.get_init() is None:
                pygame.mixer.pre_init(44100, -16, 2, 512)
                with c_stderr_quiet():
                    pygame.mixer.init()
            rate, size, channels = pygame.mixer.get_init()
        except pygame.error as exc:
            self.problem = str(exc)
            return False
        if size != -16 or channels not in (1, 2):
            self.problem = f"the mixer opened as {size} bits, {channels} channels"
            return False
        self.ready = True
        if wait:
            self._render()
        return True

    def render_later(self) -> None:
        """The cues rendered in a background thread (once; nothing without a mixer)."""
        if self.ready and self.renderer is None and not self.samples:
            self.renderer = threading.Thread(target=self._render, daemon=True)
            self.renderer.start()

    def _render(self) -> None:
        rate, _size, channels = pygame.mixer.get_init()
        for cue in synth.CUES:
            self.samples[cue] = synth.render(cue, rate, channels)

    # -- the level --
    @property
    def level(self) -> int:
        return level_of(self.settings)

    def set_level(self, percent: int) -> None:
        self.settings["sound"] = percent
        for sound in self.sounds.values():
            sound.set_volume(percent / 100)

    def toggle_mute(self) -> int:
        """M: off, or back to the level it had before (50 % if it was off from the start).
        Returns the new level."""
        if self.level:
            self.settings[RESTORE_LEVEL] = self.level
            self.set_level(0)
        else:
            before = self.settings.get(RESTORE_LEVEL, DEFAULT_LEVEL)
            self.set_level(before if before in LEVELS and before else DEFAULT_LEVEL)
        return self.level

    # -- playing --
    def play(self, cue: str | None) -> bool:
        """Start `cue` now; False when it is not played (no cue, sound off, no device, not
        rendered yet, the same cue just played, or too many at once)."""
        if cue is None or not self.level:
            return False
        now = self.clock()
        if any(c == cue and now - t < MIN_GAP for t, c in self.recent):
            return False
        self.started = [t for t in self.started if now - t < BURST[1]]
        if len(self.started) >= BURST[0]:
            return False
        self.recent.append((now, cue))
        sound = self._sound(cue)
        if sound is None:
            return False
        self.started.append(now)
        sound.set_volume(self.level / 100)
        sound.play()
        return True

    def _sound(self, cue: str):
        if not self.ready:
            return None
        if cue not in self.sounds and cue in self.samples:
            self.sounds[cue] = pygame.mixer.Sound(buffer=self.samples[cue])
        return self.sounds.get(cue)
