"""The background music: two quiet pieces, written out here as notes and synthesised with numpy,
played one after the other.

No recording to ship or credit. Each piece is a `Piece`: its chords bar by bar, its tune, and a
pattern of accompaniment (where in a bar the piano strikes the chord and the bass plays):

- `SHELF`: a slow piece in D major, 4/4 at 84 beats a minute, A B A' and a last chord (the
  theme, a bridge, the theme an octave higher), some 72 seconds; chords on a mellow electric
  piano on beats 1 and 3, a plucked bass, the tune on a music box with an echo a dotted eighth
  later in the other ear;
- `WALTZ`: a waltz in A minor, 3/4 at 84, A A' B A'' (32 bars), some 69 seconds; the bass on
  the downbeat and short chords on beats 2 and 3, the tune on a soft flute with a slight
  vibrato and an echo a beat later.

Every voice is soft-edged: a few harmonic partials, a short attack, a quick fade when a note
is let go. The piano plays close chords between E3 and D#4; where a root would sit a semitone
from the major seventh it is left to the bass (a minor second low in a close chord sounds
muddy). Higher tune notes are played a little softer, as they sound louder.

Rendered once, in the sound board's background thread, with numpy (about 1 s of CPU): the two
pieces' 1,286 notes are some 210 million samples of partials, which the sample-by-sample Python
of synth.py would take many seconds over. A piece ends in a second of silence, the breath before the next.
"""
from __future__ import annotations

import functools
from dataclasses import dataclass

import numpy as np

PEAK = 0.5                    # of full scale, before the Settings level
REST = 1.0                    # seconds of silence after a piece
TAIL = 4.0                    # at most this long a last note (and its echo) may ring on

# (partials as (ratio, weight, decay in seconds), attack in seconds, vibrato depth)
VOICES = {
    "piano": (((1.0, 1.0, 2.2), (2.0, 0.22, 0.6), (3.0, 0.06, 0.25)), 0.006, 0.0),
    "bass": (((1.0, 1.0, 1.3), (2.0, 0.3, 0.4)), 0.008, 0.0),
    "box": (((1.0, 1.0, 1.1), (2.0, 0.2, 0.45), (4.0, 0.06, 0.15)), 0.003, 0.0),
    "flute": (((1.0, 1.0, 30.0), (2.0, 0.12, 30.0), (3.0, 0.04, 30.0)), 0.06, 0.004),
}
VIBRATO_HZ = 5.0


def hz(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


@dataclass(frozen=True)
class Piece:
    name: str
    tempo: int                # beats a minute
    meter: int                # beats a bar
    key: frozenset            # the pitch classes of its scale
    chords: dict              # chord -> its tones (MIDI; the bass plays the first)
    bars: list                # a bar's chords: [(beat, chord)]
    tune: list                # a bar's tune: [(beat, MIDI, beats)]
    strong: tuple             # the beats of a bar on which the tune keeps to the chord
    accompaniment: tuple      # a bar's pattern: (beat, "chord" or "bass", beats held, level)
    tune_voice: str
    tune_level: float         # at E5; higher notes softer, lower ones louder
    echo: tuple               # the tune's echo: delay in beats, then each repeat's level

    @property
    def beat(self) -> float:
        return 60 / self.tempo

    @property
    def bar(self) -> float:
        return self.meter * self.beat

    @property
    def seconds(self) -> float:
        return len(self.bars) * self.bar

    def chord_spans(self) -> list:
        """(start s, end s, chord) of every chord, in order."""
        starts = [(bar * self.bar + beat * self.beat, chord)
                  for bar, chords in enumerate(self.bars) for beat, chord in chords]
        ends = [s for s, _c in starts[1:]] + [self.seconds]
        return [(s, e, c) for (s, c), e in zip(starts, ends)]

    def chord_at(self, at: float) -> str:
        return next(c for s, e, c in self.chord_spans() if s <= at + 1e-6 < e)

    def voicing(self, chord: str) -> list:
        """The piano's notes of a chord: close position between E3 and D#4, without the root
        where it would sit a semitone from another note."""
        tones = self.chords[chord]
        voiced = sorted({52 + (t - 52) % 12 for t in tones})
        root = 52 + (tones[0] - 52) % 12
        if any(abs(root - v) == 1 for v in voiced):
            voiced.remove(root)
        return voiced

    def notes(self) -> list:
        """Every note: (voice, start s, MIDI, held s, level, pan). Pan: 0 left, 1 right; a
        piano note is played twice, a few cents apart, once in each ear. The bass plays the
        root where the chord changes and the fifth where it stays."""
        out = []
        last_bass_chord = None
        for bar in range(len(self.bars)):
            for beat, part, beats, level in self.accompaniment:
                at = bar * self.bar + beat * self.beat
                chord = self.chord_at(at)
                held = beats * self.beat
                if part == "chord":
                    for midi in self.voicing(chord):
                        out.append(("piano", at, midi - 0.03, held, level, 0.15))
                        out.append(("piano", at, midi + 0.03, held, level, 0.85))
                else:
                    root = 36 + (self.chords[chord][0] - 36) % 12      # C2 to B2
                    out.append(("bass", at, root if chord != last_bass_chord else root + 7,
                                held, level, 0.5))
                    last_bass_chord = chord
        delay, *repeats = self.echo
        for bar, tune in enumerate(self.tune):
            for beat, midi, beats in tune:
                at = bar * self.bar + beat * self.beat
                level = self.tune_level * (hz(76) / hz(midi)) ** 0.3
                out.append((self.tune_voice, at, midi, beats * self.beat, level, 0.4))
                for k, repeat in enumerate(repeats, 1):
                    out.append((self.tune_voice, at + k * delay * self.beat, midi,
                                beats * self.beat, level * repeat, 0.9 if k % 2 else 0.1))
        return out


SHELF_CHORDS = {
    "Dmaj7": (50, 54, 57, 61), "Bm7": (47, 50, 54, 57), "Gmaj7": (43, 47, 50, 54),
    "A7sus4": (45, 50, 52, 55), "A7": (45, 49, 52, 55), "F#m7": (42, 45, 49, 52),
    "Em7": (40, 43, 47, 50), "A6": (45, 49, 52, 54), "Gm6": (43, 46, 50, 52),
    "D/A": (45, 50, 54, 57),
}
SHELF_A = [[(0, "Dmaj7")], [(0, "Bm7")], [(0, "Gmaj7")], [(0, "A7sus4"), (2, "A7")],
           [(0, "Dmaj7")], [(0, "F#m7")], [(0, "Gmaj7")], [(0, "Em7"), (2, "A7")]]
SHELF_B = [[(0, "Gmaj7")], [(0, "A6")], [(0, "F#m7")], [(0, "Bm7")],
           [(0, "Em7")], [(0, "Gm6")], [(0, "D/A")], [(0, "A7sus4"), (2, "A7")]]
SHELF_THEME = [
    [(0, 69, 1.5), (1.5, 66, 0.5), (2, 69, 1), (3, 74, 1)],
    [(0, 74, 1.5), (1.5, 73, 0.5), (2, 71, 2)],
    [(0, 71, 1), (1, 69, 1), (2, 74, 1.5), (3.5, 71, 0.5)],
    [(0, 74, 2), (2, 73, 2)],
    [(0, 69, 1.5), (1.5, 66, 0.5), (2, 69, 1), (3, 76, 1)],
    [(0, 73, 1.5), (1.5, 71, 0.5), (2, 69, 2)],
    [(0, 71, 1), (1, 74, 1), (2, 78, 1.5), (3.5, 76, 0.5)],
    [(0, 76, 1), (1, 74, 1), (2, 73, 1), (3, 69, 1)],
]
SHELF_BRIDGE = [
    [(0, 71, 1), (1, 74, 1), (2, 78, 2)],
    [(0, 76, 1.5), (1.5, 78, 0.5), (2, 76, 2)],
    [(0, 73, 1), (1, 76, 1), (2, 81, 1.5), (3.5, 78, 0.5)],
    [(0, 78, 1), (1, 74, 1), (2, 71, 2)],
    [(0, 71, 1), (1, 74, 1), (2, 79, 1.5), (3.5, 76, 0.5)],
    [(0, 74, 1), (1, 70, 1), (2, 67, 2)],
    [(0, 66, 1), (1, 69, 1), (2, 74, 1.5), (3.5, 73, 0.5)],
    [(0, 76, 2), (2, 73, 1), (3, 76, 1)],
]
SHELF = Piece(
    name="shelf", tempo=84, meter=4, key=frozenset({2, 4, 6, 7, 9, 11, 1}),
    chords=SHELF_CHORDS, bars=SHELF_A + SHELF_B + SHELF_A + [[(0, "Dmaj7")]],
    # the theme an octave up the third time; its last bar walks down to the closing D
    tune=SHELF_THEME + SHELF_BRIDGE
    + [[(b, m + 12, d) for b, m, d in bar] for bar in SHELF_THEME[:7]]
    + [[(0, 88, 1), (1, 86, 1), (2, 85, 1), (3, 81, 1)], [(0, 86, 4)]],
    strong=(0, 2),
    accompaniment=((0, "chord", 2, 0.045), (2, "chord", 2, 0.032),
                   (0, "bass", 1.8, 0.14), (2, "bass", 1.8, 0.14)),
    tune_voice="box", tune_level=0.12, echo=(0.75, 0.32, 0.1))

WALTZ_CHORDS = {"Am": (45, 48, 52), "Dm": (50, 53, 57), "G": (43, 47, 50), "C": (48, 52, 55),
                "E7": (40, 44, 47, 50), "F": (41, 45, 48)}


def _bars(*names: str) -> list:
    return [[(0, name)] for name in names]


WALTZ = Piece(
    name="waltz", tempo=84, meter=3, key=frozenset({9, 11, 0, 2, 4, 5, 7}),
    chords=WALTZ_CHORDS,
    bars=_bars("Am", "Am", "Dm", "Dm", "G", "G", "C", "E7",
               "Am", "Am", "Dm", "Dm", "G", "E7", "Am", "Am",
               "F", "F", "C", "C", "Dm", "Dm", "E7", "E7",
               "Am", "Am", "Dm", "Dm", "F", "E7", "Am", "Am"),
    tune=[
        [(0, 76, 2), (2, 72, 1)], [(0, 69, 3)], [(0, 77, 2), (2, 74, 1)], [(0, 69, 3)],
        [(0, 74, 1), (1, 71, 1), (2, 74, 1)], [(0, 79, 2), (2, 77, 1)],
        [(0, 76, 2), (2, 74, 1)], [(0, 68, 2), (2, 71, 1)],
        [(0, 76, 2), (2, 72, 1)], [(0, 69, 1.5), (1.5, 71, 0.5), (2, 72, 1)],
        [(0, 74, 2), (2, 77, 1)], [(0, 81, 3)], [(0, 79, 2), (2, 77, 1)],
        [(0, 76, 2), (2, 74, 1)], [(0, 72, 2), (2, 71, 1)], [(0, 69, 3)],
        [(0, 69, 1), (1, 72, 1), (2, 77, 1)], [(0, 77, 2), (2, 76, 1)],
        [(0, 76, 1), (1, 79, 1), (2, 76, 1)], [(0, 72, 2), (2, 74, 1)],
        [(0, 77, 2), (2, 76, 1)], [(0, 74, 1), (1, 69, 1), (2, 74, 1)],
        [(0, 71, 1), (1, 74, 1), (2, 80, 1)], [(0, 76, 3)],
        [(0, 76, 2), (2, 72, 1)], [(0, 69, 3)], [(0, 77, 2), (2, 74, 1)], [(0, 81, 3)],
        [(0, 81, 1), (1, 79, 1), (2, 77, 1)], [(0, 76, 1), (1, 74, 1), (2, 71, 1)],
        [(0, 72, 2), (2, 71, 1)], [(0, 69, 3)],
    ],
    strong=(0,),
    accompaniment=((0, "bass", 2.7, 0.14), (1, "chord", 0.8, 0.034),
                   (2, "chord", 0.8, 0.027)),
    tune_voice="flute", tune_level=0.09, echo=(1.0, 0.25, 0.08))

PIECES = (SHELF, WALTZ)


@functools.lru_cache(maxsize=None)
def _note(rate: int, voice: str, midi: float, held: float) -> np.ndarray:
    """One note's samples: damped partials (with a vibrato, if the voice has one), a short
    attack, and a fade of 0.25 s once it is let go (or earlier, once its partials have died
    away). Kept while the pieces are rendered: most of their notes are repeats (float32: half
    the time of float64, and enough here)."""
    partials, attack, vibrato = VOICES[voice]
    ring = max(p[2] for p in partials) * 5
    length = min(held + 0.25, ring)
    t = np.arange(int(length * rate), dtype=np.float32) / np.float32(rate)
    freq = hz(midi)
    # the phase of a frequency that swings by `vibrato` of itself, VIBRATO_HZ times a second
    wobble = np.float32(vibrato / VIBRATO_HZ) * np.sin(t * np.float32(2 * np.pi * VIBRATO_HZ)) \
        if vibrato else 0.0
    wave = np.zeros_like(t)
    for ratio, weight, decay in partials:
        f = freq * ratio
        if f < rate / 2.2:                             # nothing near the Nyquist frequency
            wave += np.float32(weight) * np.exp(t * np.float32(-1 / decay)) * \
                np.sin(np.float32(2 * np.pi * f) * t + np.float32(f) * wobble)
    envelope = np.minimum(1.0, t / attack)
    release = t > held
    envelope[release] *= np.clip(1 - (t[release] - held) / 0.25, 0.0, 1.0)
    return wave * envelope


def render(piece: Piece, rate: int, channels: int) -> bytes:
    """The piece's 16-bit samples at `rate`, interleaved for `channels` (1 or 2): its bars,
    what rings on after them, and REST seconds of silence."""
    mix = np.zeros((2, int((piece.seconds + TAIL) * rate)))
    for voice, at, midi, held, level, pan in piece.notes():
        wave = _note(rate, voice, midi, round(held, 4)) * level
        start = int(at * rate)
        end = min(mix.shape[1], start + len(wave))
        wave = wave[:end - start]
        mix[0, start:end] += wave * np.sqrt(1 - pan)      # equal-power pan
        mix[1, start:end] += wave * np.sqrt(pan)
    mix *= PEAK / max(1e-9, np.abs(mix).max())
    sounding = np.nonzero(np.abs(mix).max(axis=0) > 1e-4)[0]
    mix = mix[:, :sounding[-1] + 1 + int(REST * rate)]
    if channels == 1:
        mix = mix.mean(axis=0, keepdims=True)
    out = np.round(mix.T * 32767).astype("<i2")      # frames of interleaved channels
    _note.cache_clear()
    return out.tobytes()
