"""The table's sound effects, synthesised: no sound files to ship, credit or lose.

Each cue is a short recipe of damped partials (a bell, a knock) and filtered noise (a card's
swish, a die's rattle), rendered once to 16-bit samples at the mixer's rate. Levels stay well
below full scale, so that several cues at once never clip. Deterministic: noise comes from a
generator seeded by the cue's name.
"""
from __future__ import annotations

import math
import random
from array import array

PEAK = 32767


class Track:
    """A mono buffer of floats at `rate` samples a second; recipes add sounds into it."""

    def __init__(self, seconds: float, rate: int, seed: str):
        self.rate = rate
        self.data = [0.0] * int(seconds * rate)
        self.rng = random.Random(seed)

    def span(self, at: float, seconds: float) -> range:
        start = int(at * self.rate)
        return range(start, min(len(self.data), start + int(seconds * self.rate)))

    def bell(self, at: float, freq: float, amp: float, decay: float,
             partials=((1.0, 1.0),), glide: float = 1.0, attack: float = 0.004) -> None:
        """Damped sine partials (ratio, weight) from `at`, falling to 1/e in `decay` seconds and
        cut (with a short fade) after five of those; `glide` is the pitch factor reached at the
        end (a knock drops in pitch)."""
        for ratio, weight in partials:
            if glide == 1.0:
                self._ring(at, freq * ratio, amp * weight, decay, attack)
            else:
                self._slide(at, freq * ratio, amp * weight, decay, attack, glide)

    def _ring(self, at, freq, amp, decay, attack) -> None:
        """A damped sine by its two-term recurrence (the slow path's exp and sin per sample
        made the long chimes take a second)."""
        data, rate = self.data, self.rate
        span = self.span(at, decay * 5)
        w = 2 * math.pi * freq / rate
        r = math.exp(-1.0 / (decay * rate))
        c, r2 = 2 * r * math.cos(w), r * r
        y1, y2 = math.sin(-w) / r, math.sin(-2 * w) / r2      # y[n] = r^n sin(n w)
        ramp, fade = max(1, int(attack * rate)), max(1, int(0.01 * rate))
        n = len(span)
        for k, i in enumerate(span):
            y = c * y1 - r2 * y2
            y2, y1 = y1, y
            if k < ramp:
                y *= k / ramp
            elif k > n - fade:
                y *= (n - k) / fade
            data[i] += amp * y

    def _slide(self, at, freq, amp, decay, attack, glide) -> None:
        rate, data = self.rate, self.data
        span = self.span(at, decay * 5)
        n = max(1, len(span))
        phase = 0.0
        for k, i in enumerate(span):
            t = k / rate
            phase += 2 * math.pi * freq * (1.0 + (glide - 1.0) * k / n) / rate
            data[i] += amp * math.exp(-t / decay) * min(1.0, t / attack) * math.sin(phase)

    def noise(self, at: float, seconds: float, amp: float, low: float, high: float,
              attack: float = 0.003) -> None:
        """A burst of noise between two one-pole filters (`low`..`high` Hz), with a soft attack
        and a quadratic fade to silence."""
        rate, data = self.rate, self.data
        a_high = 1 - math.exp(-2 * math.pi * high / rate)
        a_low = 1 - math.exp(-2 * math.pi * low / rate)
        fast = slow = 0.0
        rng = self.span(at, seconds)
        n = max(1, len(rng))
        for k, i in enumerate(rng):
            x = self.rng.uniform(-1.0, 1.0)
            fast += a_high * (x - fast)        # below `high`
            slow += a_low * (fast - slow)      # ... minus what is below `low`
            t = k / rate
            env = min(1.0, t / attack) * (1 - k / n) ** 2
            data[i] += amp * env * (fast - slow) * 3.0

    def samples(self, channels: int) -> bytes:
        """16-bit samples, each repeated for every channel (interleaved), without the tail
        below -60 dB (a recipe's length is a bound, not a measure)."""
        end = len(self.data)
        while end > 1 and abs(self.data[end - 1]) < 0.001:
            end -= 1
        mono = array("h", (int(max(-1.0, min(1.0, x)) * PEAK) for x in self.data[:end]))
        if channels == 1:
            return mono.tobytes()
        out = array("h", bytes(2 * channels * len(mono)))
        for c in range(channels):
            out[c::channels] = mono
        return out.tobytes()


WOOD = ((1.0, 1.0), (2.7, 0.35), (5.4, 0.1))
BELL = ((1.0, 1.0), (2.0, 0.3), (3.0, 0.12))


def card(t: Track, at: float = 0.0, amp: float = 0.32) -> None:
    """A card slid onto the table: a short swish."""
    t.noise(at, 0.12, amp, 900, 5200, attack=0.02)


def shuffle(t: Track) -> None:
    """A riffle: quick swishes, the last one the softest."""
    for k in range(6):
        card(t, 0.045 * k, 0.26 - 0.025 * k)


def dice(t: Track) -> None:
    """A die rolled on wood: knocks coming closer together and fainter."""
    for at, amp, freq in ((0.0, 0.34, 1450), (0.075, 0.28, 1700), (0.13, 0.2, 1550),
                          (0.17, 0.13, 1800), (0.2, 0.07, 1650)):
        t.noise(at, 0.012, amp * 0.8, 1500, 7000, attack=0.0005)
        t.bell(at, freq, amp * 0.5, 0.018, WOOD, attack=0.0005)


def coin(t: Track) -> None:
    """Coins: two bright clinks."""
    t.bell(0.0, 2350, 0.16, 0.09, ((1.0, 1.0), (1.51, 0.6), (2.63, 0.25)), attack=0.001)
    t.bell(0.07, 2780, 0.13, 0.12, ((1.0, 1.0), (1.48, 0.55), (2.7, 0.2)), attack=0.001)


def step(t: Track) -> None:
    """A piece set down a square further: a soft low tap."""
    t.bell(0.0, 210, 0.35, 0.035, WOOD, glide=0.7, attack=0.002)
    t.noise(0.0, 0.015, 0.08, 300, 2500, attack=0.001)


def place(t: Track) -> None:
    """A tile, a building or a token put on the board: a firmer wooden knock."""
    t.bell(0.0, 320, 0.4, 0.06, WOOD, glide=0.85, attack=0.002)
    t.noise(0.0, 0.02, 0.12, 400, 4000, attack=0.001)


def turn(t: Track) -> None:
    """Your turn: a gentle rising two-note chime."""
    t.bell(0.0, 659.3, 0.14, 0.28, BELL)
    t.bell(0.13, 880.0, 0.14, 0.35, BELL)


def win(t: Track) -> None:
    """The game is over: a bright arpeggio."""
    for k, freq in enumerate((523.3, 659.3, 784.0, 1046.5)):
        t.bell(0.11 * k, freq, 0.12, 0.45 if k == 3 else 0.25, BELL)


def error(t: Track) -> None:
    """Refused: two short low notes."""
    for at in (0.0, 0.11):
        t.bell(at, 196.0, 0.22, 0.05, ((1.0, 1.0), (3.0, 0.25), (5.0, 0.08)), attack=0.003)


RECIPES = {"card": (card, 0.16), "shuffle": (shuffle, 0.4), "dice": (dice, 0.32),
           "coin": (coin, 0.8), "step": (step, 0.22), "place": (place, 0.38),
           "turn": (turn, 1.9), "win": (win, 2.6), "error": (error, 0.45)}
CUES = tuple(RECIPES)


def render(cue: str, rate: int, channels: int) -> bytes:
    """The cue's 16-bit samples at `rate`, for `channels` channels."""
    recipe, seconds = RECIPES[cue]
    track = Track(seconds, rate, cue)
    recipe(track)
    return track.samples(channels)
