"""The app's sound: one `SoundBoard` a window (`SceneManager.sound`), playing the cues of
scenes/synth.py at the level chosen in Settings (`settings["sound"]`, a percentage; 0 is off)
and the music of scenes/music.py, its pieces one after the other on a channel of their own,
at its own level (`settings["music"]`). M turns both off and back on.

The table asks for a cue when it shows an event (each game's scene package maps its event kinds
to cues: `BoardAdapter.sounds`), when a person's turn comes and when a move is refused. A machine
without an audio device plays silently: `start` reports why, and nothing else changes. The cues
are rendered (some 0.6 s of Python) in a background thread once the first frame is up
(`render_later`, from the app loop: started before it, the thread held the first frame back by
0.4 s); a cue asked for before it is ready is skipped. The music is rendered last (numpy, about
1 s) and fades in once it is ready (`keep_music`, also from the app loop, which starts the
next piece when one has ended).
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
DEFAULT_MUSIC = 25                   # background: under the table's own sounds
RESTORE_LEVEL = "sound_before_mute"  # the settings keys M restores the levels from
RESTORE_MUSIC = "music_before_mute"
MUSIC_FADE = 2.5                     # seconds the music takes to fade in
MIN_GAP = 0.06                       # the same cue again within this many seconds is dropped
BURST = (3, 0.15)                    # at most this many cues start within this many seconds
PRIORITY = ("win", "dice", "shuffle", "coin", "place", "card", "step")   # one cue of a batch
# the events of rules/core (dice, auctions, elimination): their cues unless a game says otherwise
CORE_SOUNDS = {"dice": "dice", "bid": "coin", "bid_pass": None, "eliminated": None}


def level_of(settings: dict, key: str = "sound") -> int:
    default = DEFAULT_MUSIC if key == "music" else DEFAULT_LEVEL
    value = settings.get(key, default)
    return value if value in LEVELS else default


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
        self.music_samples: list | None = None    # the pieces, rendered (the same thread) and
                                                  # not yet handed to the mixer
        self.music: pygame.mixer.Channel | None = None     # its channel, once it plays
        self.pieces: list[pygame.mixer.Sound] = []
        self.next_piece = 0
        self.music_since = 0.0                    # when it started (its fade-in)
        self.fading = False                       # still fading in
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
        pygame.mixer.set_reserved(1)              # channel 0: the music, never a cue
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
        from . import music     # numpy: imported here, after the first frame, not at start
        self.music_samples = [music.render(piece, rate, channels) for piece in music.PIECES]

    # -- the level --
    @property
    def level(self) -> int:
        return level_of(self.settings)

    def set_level(self, percent: int) -> None:
        self.settings["sound"] = percent
        for sound in self.sounds.values():
            sound.set_volume(percent / 100)

    @property
    def music_level(self) -> int:
        return level_of(self.settings, "music")

    def set_music_level(self, percent: int) -> None:
        self.settings["music"] = percent
        if self.music is not None:
            if percent:
                self._music_volume()
            else:
                self.music.fadeout(400)
                self.music = None

    def _music_volume(self) -> None:
        """The music channel at its level, times its fade-in so far (done here, frame by
        frame: SDL's own fade would overrule a level chosen while it runs)."""
        faded = min(1.0, (self.clock() - self.music_since) / MUSIC_FADE)
        self.music.set_volume(self.music_level / 100 * faded)
        self.fading = faded < 1.0

    def toggle_mute(self) -> bool:
        """M: the table's sounds and the music off, or both back at the levels they had
        before (the sounds at 50 % if both were off from the start). True when it is now on."""
        if self.level or self.music_level:
            self.settings[RESTORE_LEVEL] = self.level
            self.settings[RESTORE_MUSIC] = self.music_level
            self.set_level(0)
            self.set_music_level(0)
        else:
            effects = self.settings.get(RESTORE_LEVEL, DEFAULT_LEVEL)
            tune = self.settings.get(RESTORE_MUSIC, DEFAULT_MUSIC)
            effects = effects if effects in LEVELS else DEFAULT_LEVEL
            tune = tune if tune in LEVELS else DEFAULT_MUSIC
            if not effects and not tune:        # off from the start: M is asked for sound
                effects, tune = DEFAULT_LEVEL, DEFAULT_MUSIC
            self.set_level(effects)
            self.set_music_level(tune)
        return bool(self.level or self.music_level)

    # -- the music --
    def keep_music(self) -> bool:
        """Start the music once it is rendered, while its level is not off, and fade it in;
        start the next piece when one has ended (a frame's gap after a piece's own second of
        silence: no queue, which SDL would start even when the music is stopped). Called every
        frame; True when a piece starts now."""
        if not self.music_level or (not self.pieces and self.music_samples is None):
            return False
        if not self.pieces:              # the mixer keeps its own copies: 25 MB less to hold
            self.pieces = [pygame.mixer.Sound(buffer=b) for b in self.music_samples]
            self.music_samples = None
        if self.music is None:
            self.music = pygame.mixer.Channel(0)
            self.music.stop()            # what was still fading out: it starts again
            self.music_since = self.clock()
            self.next_piece = 0
            self.fading = True
        if self.fading:                  # once faded in, a frame leaves the volume alone
            self._music_volume()
        if self.music.get_busy():
            return False
        self.music.play(self.pieces[self.next_piece])
        self.next_piece = (self.next_piece + 1) % len(self.pieces)
        return True

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
