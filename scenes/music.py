"""The background music: one quiet loop, written out here as notes and synthesised with numpy.

No recording to ship or credit: a slow piece in D major (84 beats a minute, 24 bars, some 69
seconds), its form A B A' (the theme, a bridge, the theme an octave higher, whose last bar
leads back to the first). Three voices, all soft-edged:

- chords on a mellow electric piano (struck on beats 1 and 3, each of the two detuned copies
  in one ear, so the chords sound wide without being loud), in close position; where the root
  would sit a semitone from the major seventh it is left to the bass (a rootless voicing: a
  minor second low in the middle of a chord sounds muddy);
- a plucked bass on each chord's root, and its fifth on beat 3;
- the tune on a music box (a bell of few partials), with an echo a dotted eighth later in the
  other ear.

Rendered once, in the sound board's background thread, with numpy: its 681 notes are some
130 million samples of partials, which the sample-by-sample Python of synth.py would take many
seconds over. The loop is seamless: what rings on past the last bar is mixed back into the
first.
"""
from __future__ import annotations

import functools

import numpy as np

TEMPO = 84                    # beats a minute
BEAT = 60 / TEMPO
BAR = 4 * BEAT
PEAK = 0.5                    # of full scale, before the Settings level
ECHO = (0.75, 0.32, 0.1)      # the tune's echo: delay in beats, the two repeats' levels

# chord -> its tones (MIDI numbers; the bass plays the first, the root but in D/A)
CHORDS = {
    "Dmaj7": (50, 54, 57, 61), "Bm7": (47, 50, 54, 57), "Gmaj7": (43, 47, 50, 54),
    "A7sus4": (45, 50, 52, 55), "A7": (45, 49, 52, 55), "F#m7": (42, 45, 49, 52),
    "Em7": (40, 43, 47, 50), "A6": (45, 49, 52, 54), "Gm6": (43, 46, 50, 52),
    "D/A": (45, 50, 54, 57),
}
# a bar: its chords as (beat, chord); a tune's bar: its notes as (beat, MIDI, beats)
A_CHORDS = [[(0, "Dmaj7")], [(0, "Bm7")], [(0, "Gmaj7")], [(0, "A7sus4"), (2, "A7")],
            [(0, "Dmaj7")], [(0, "F#m7")], [(0, "Gmaj7")], [(0, "Em7"), (2, "A7")]]
B_CHORDS = [[(0, "Gmaj7")], [(0, "A6")], [(0, "F#m7")], [(0, "Bm7")],
            [(0, "Em7")], [(0, "Gm6")], [(0, "D/A")], [(0, "A7sus4"), (2, "A7")]]
A_TUNE = [
    [(0, 69, 1.5), (1.5, 66, 0.5), (2, 69, 1), (3, 74, 1)],
    [(0, 74, 1.5), (1.5, 73, 0.5), (2, 71, 2)],
    [(0, 71, 1), (1, 69, 1), (2, 74, 1.5), (3.5, 71, 0.5)],
    [(0, 74, 2), (2, 73, 2)],
    [(0, 69, 1.5), (1.5, 66, 0.5), (2, 69, 1), (3, 76, 1)],
    [(0, 73, 1.5), (1.5, 71, 0.5), (2, 69, 2)],
    [(0, 71, 1), (1, 74, 1), (2, 78, 1.5), (3.5, 76, 0.5)],
    [(0, 76, 1), (1, 74, 1), (2, 73, 1), (3, 69, 1)],
]
B_TUNE = [
    [(0, 71, 1), (1, 74, 1), (2, 78, 2)],
    [(0, 76, 1.5), (1.5, 78, 0.5), (2, 76, 2)],
    [(0, 73, 1), (1, 76, 1), (2, 81, 1.5), (3.5, 78, 0.5)],
    [(0, 78, 1), (1, 74, 1), (2, 71, 2)],
    [(0, 71, 1), (1, 74, 1), (2, 79, 1.5), (3.5, 76, 0.5)],
    [(0, 74, 1), (1, 70, 1), (2, 67, 2)],
    [(0, 66, 1), (1, 69, 1), (2, 74, 1.5), (3.5, 73, 0.5)],
    [(0, 76, 2), (2, 73, 1), (3, 76, 1)],
]
# A': the theme an octave up; its last bar walks down to the first bar's A
A2_TUNE = [[(b, m + 12, d) for b, m, d in bar] for bar in A_TUNE[:7]] + \
    [[(0, 88, 1), (1, 86, 1), (2, 85, 1), (3, 76, 1)]]
BARS = A_CHORDS + B_CHORDS + A_CHORDS
TUNE = A_TUNE + B_TUNE + A2_TUNE
SECONDS = len(BARS) * BAR
TAIL = 4.0                    # seconds a last note may ring on (mixed back into the start)

# (ratio, weight, decay in seconds) of each voice's partials
PIANO = ((1.0, 1.0, 2.2), (2.0, 0.22, 0.6), (3.0, 0.06, 0.25))
BASS = ((1.0, 1.0, 1.3), (2.0, 0.3, 0.4))
MUSIC_BOX = ((1.0, 1.0, 1.1), (2.0, 0.2, 0.45), (4.0, 0.06, 0.15))


def hz(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)


def chord_spans() -> list:
    """(start s, end s, chord) of every chord, in order."""
    starts = [(bar * BAR + beat * BEAT, chord)
              for bar, chords in enumerate(BARS) for beat, chord in chords]
    ends = [s for s, _c in starts[1:]] + [SECONDS]
    return [(s, e, c) for (s, c), e in zip(starts, ends)]


def voicing(chord: str) -> list:
    """The piano's notes of a chord: close position between E3 and D#4, without the root
    where it would sit a semitone from another note."""
    tones = CHORDS[chord]
    voiced = sorted({52 + (t - 52) % 12 for t in tones})
    root = 52 + (tones[0] - 52) % 12
    if any(abs(root - v) == 1 for v in voiced):
        voiced.remove(root)
    return voiced


def notes() -> list:
    """Every note of the loop: (voice, start s, MIDI, held s, level, pan). Pan: 0 left, 1 right;
    a piano note is played twice, a few cents apart, once in each ear."""
    out = []
    for start, end, chord in chord_spans():
        tones = CHORDS[chord]
        strikes = np.arange(start, end - 0.01, 2 * BEAT)
        for k, at in enumerate(strikes):
            until = strikes[k + 1] if k + 1 < len(strikes) else end
            level = 0.045 if k == 0 else 0.032         # beat 3 struck softer
            for midi in voicing(chord):
                out.append(("piano", at, midi - 0.03, until - at, level, 0.15))
                out.append(("piano", at, midi + 0.03, until - at, level, 0.85))
            bass = 36 + (tones[0] - 36) % 12                # C2 to B2
            out.append(("bass", at, bass if k == 0 else bass + 7, (until - at) * 0.9,
                        0.14, 0.5))
    for bar, tune in enumerate(TUNE):
        for beat, midi, beats in tune:
            at = bar * BAR + beat * BEAT
            level = 0.12 if bar < 16 else 0.09               # the octave up sounds louder
            out.append(("box", at, midi, beats * BEAT, level, 0.4))
            for k, repeat in enumerate(ECHO[1:], 1):
                out.append(("box", at + k * ECHO[0] * BEAT, midi, beats * BEAT,
                            level * repeat, 0.9 if k % 2 else 0.1))
    return out


VOICES = {"piano": (PIANO, 0.006), "bass": (BASS, 0.008), "box": (MUSIC_BOX, 0.003)}


@functools.lru_cache(maxsize=None)
def _note(rate: int, voice: str, midi: float, held: float) -> np.ndarray:
    """One note's samples: damped partials, a short attack, and a fade of 0.25 s once it is
    let go (or earlier, once its partials have died away). Kept while a loop is rendered: its
    681 notes are 69 different ones (float32: half the time of float64, and enough here)."""
    partials, attack = VOICES[voice]
    ring = max(p[2] for p in partials) * 5
    length = min(held + 0.25, ring)
    t = np.arange(int(length * rate), dtype=np.float32) / np.float32(rate)
    freq = hz(midi)
    wave = np.zeros_like(t)
    for ratio, weight, decay in partials:
        if freq * ratio < rate / 2.2:                 # nothing near the Nyquist frequency
            wave += np.float32(weight) * np.exp(t * np.float32(-1 / decay)) * \
                np.sin(t * np.float32(2 * np.pi * freq * ratio))
    envelope = np.minimum(1.0, t / attack)
    release = t > held
    envelope[release] *= np.clip(1 - (t[release] - held) / 0.25, 0.0, 1.0)
    return wave * envelope


def render(rate: int, channels: int) -> bytes:
    """The loop's 16-bit samples at `rate`, interleaved for `channels` (1 or 2)."""
    total = int(SECONDS * rate)
    mix = np.zeros((2, total + int(TAIL * rate)))
    for voice, at, midi, held, level, pan in notes():
        wave = _note(rate, voice, midi, round(held, 4)) * level
        start = int(at * rate)
        end = min(mix.shape[1], start + len(wave))
        wave = wave[:end - start]
        mix[0, start:end] += wave * np.sqrt(1 - pan)      # equal-power pan
        mix[1, start:end] += wave * np.sqrt(pan)
    loop = mix[:, :total]
    tail = mix[:, total:]
    loop[:, :tail.shape[1]] += tail                    # rings on into the next time round
    loop *= PEAK / max(1e-9, np.abs(loop).max())
    if channels == 1:
        loop = loop.mean(axis=0, keepdims=True)
    out = np.round(loop.T * 32767).astype("<i2")     # frames of interleaved channels
    _note.cache_clear()
    return out.tobytes()
