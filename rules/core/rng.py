"""The project's own seeded generator (SplitMix64).

Python's `random` module promises nothing about `randrange`/`shuffle` staying the same across
versions; saves and replays must, so every chance event in `rules/` comes from here. The whole
state is one 64-bit integer, so it serialises as a plain number.
"""
from __future__ import annotations

_M64 = (1 << 64) - 1
_TWO64 = 1 << 64
_GOLDEN = 0x9E3779B97F4A7C15
_LIMITS = [0] + [_TWO64 - (_TWO64 % n) for n in range(1, 512)]   # rejection bounds of below(n)


def _mix(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
    return z ^ (z >> 31)


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int = 0):
        self.state = int(seed) & _M64

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _M64
        return _mix(self.state)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def index(self, seq) -> int:
        """A uniform index into a non-empty sequence."""
        return self.below(len(seq))

    def choice(self, seq):
        return seq[self.below(len(seq))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place: for i from len-1 down to 1 swap items i and below(i+1).

        Exactly `below` and `next64`, inlined: shuffles are the hot path of card games.
        """
        st = self.state
        golden, m64, limits = _GOLDEN, _M64, _LIMITS      # locals: read at every card
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n < 512 else _TWO64 - (_TWO64 % n)
            while True:
                st = (st + golden) & m64
                z = ((st ^ (st >> 30)) * 0xBF58476D1CE4E5B9) & m64
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & m64
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = st

    def die(self, sides: int = 6) -> int:
        return 1 + self.below(sides)

    def fork(self, salt: int) -> "Rng":
        """An independent stream derived from this one; does not advance this generator."""
        return Rng(_mix((self.state ^ ((salt * 0xD1B54A32D192ED03) & _M64)) & _M64))

    def to_dict(self) -> dict:
        return {"state": self.state}

    @classmethod
    def from_dict(cls, data: dict) -> "Rng":
        return cls(data["state"])


class ScriptedRng(Rng):
    """A generator that plays back chosen outcomes, for worked examples: `die(sides)` returns
    the next scripted value (1..sides) and `below(n)` the next one (0..n-1). Each draw still
    moves `state`, so undo barriers behave as in a real game. Running out is an error, never
    a silent fall back to chance. Shuffles use the seeded generator (set decks by hand)."""

    __slots__ = ("script",)

    def __init__(self, values, seed: int = 0):
        super().__init__(seed)
        self.script = list(values)

    def _next(self, lo: int, hi: int) -> int:
        if not self.script:
            raise ValueError("the scripted generator ran out of values")
        value = self.script.pop(0)
        if not lo <= value <= hi:
            raise ValueError(f"scripted value {value} is not in {lo}..{hi}")
        self.state = (self.state + 1) & _M64
        return value

    def die(self, sides: int = 6) -> int:
        return self._next(1, sides)

    def below(self, n: int) -> int:
        return self._next(0, n - 1)
