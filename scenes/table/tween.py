"""Tweens with named easings (pytweening), movers along paths, and the animation queue.

A `Tween` moves numeric attributes of any object from their current values to targets. The
`AnimationQueue` plays steps in order; the tweens of one step play together. `skip()` jumps every
tween to its end (Space). Durations are scaled by the speed setting: 0 makes everything instant.
"""
from __future__ import annotations

import math

import pytweening


def easing(name: str):
    fn = getattr(pytweening, name, None)
    if fn is None or not callable(fn):
        known = [n for n in dir(pytweening) if n.startswith("ease") or n == "linear"]
        raise ValueError(f"unknown easing {name!r}; known: {', '.join(known)}")
    return fn


class Tween:
    def __init__(self, target, duration: float, ease: str = "easeInOutQuad", delay: float = 0.0,
                 on_done=None, **attrs):
        self.target = target
        self.duration = max(0.0, duration)
        self.delay = delay
        self.ease = easing(ease)
        self.on_done = on_done
        self.attrs = attrs
        self.start: dict | None = None
        self.elapsed = 0.0
        self.done = False

    def update(self, dt: float) -> bool:
        if self.done:
            return True
        self.elapsed += dt
        if self.elapsed < self.delay:
            return False
        if self.start is None:
            self.start = {k: getattr(self.target, k) for k in self.attrs}
        t = 1.0 if self.duration == 0 else min(1.0, (self.elapsed - self.delay) / self.duration)
        k = self.ease(t)
        for name, end in self.attrs.items():
            setattr(self.target, name, _lerp(self.start[name], end, k))
        if t >= 1.0:
            self._finish()
        return self.done

    def finish(self) -> None:
        if not self.done:
            for name, end in self.attrs.items():
                setattr(self.target, name, end)
            self._finish()

    def _finish(self) -> None:
        self.done = True
        if self.on_done:
            self.on_done()


def _lerp(a, b, k):
    if isinstance(a, (tuple, list)):
        return type(a)(x + (y - x) * k for x, y in zip(a, b))
    return a + (b - a) * k


class Mover:
    """Something drawn while it travels along a path (card, trader, ship part, coin).

    `draw(surface, pos, mover)` paints it at `pos`; `points` is the path (two or more points);
    `arc` lifts the middle of the path (pixels) for a throw; `scale` can be tweened too.
    """

    def __init__(self, draw, points, arc: float = 0.0, layer: int = 0, show: bool = True):
        self.draw_fn = draw
        self.show = show            # False: invisible until its tween starts (t > 0)
        self.points = [tuple(map(float, p)) for p in points]
        if len(self.points) == 1:
            self.points.append(self.points[0])
        self.arc = arc
        self.t = 0.0
        self.scale = 1.0
        self.alpha = 255
        self.layer = layer
        self._lengths = [math.dist(a, b) for a, b in zip(self.points, self.points[1:])]
        self._total = sum(self._lengths) or 1.0

    @property
    def pos(self) -> tuple:
        d = max(0.0, min(1.0, self.t)) * self._total
        last = len(self._lengths) - 1
        for i, length in enumerate(self._lengths):
            if d <= length or i == last:
                a, b = self.points[i], self.points[i + 1]
                f = 0.0 if length == 0 else min(1.0, d / length)
                x, y = a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f
                break
            d -= length
        y -= self.arc * math.sin(math.pi * self.t)
        return (x, y)

    def draw(self, surface) -> None:
        if self.show or self.t > 0:
            self.draw_fn(surface, self.pos, self)


class Effect:
    """Feedback on its own clock that does not hold the game up (a float, a ring, a banner, a
    flip): the adapter starts it when the queue reaches it, ages it by `dt` and draws it with
    `draw(surface, effect)` while `t` runs 0 -> 1. `hold` keeps the last frame until the queue
    is empty (a flipped tile stays flipped until the new view shows it); `tag` names it."""

    def __init__(self, draw, duration: float, layer: int = 0, hold: bool = False,
                 tag: str = ""):
        self.draw_fn = draw
        self.duration = duration
        self.age = 0.0
        self.layer = layer
        self.hold = hold
        self.tag = tag

    @property
    def t(self) -> float:
        return min(1.0, self.age / self.duration) if self.duration > 0 else 1.0

    @property
    def done(self) -> bool:
        return self.age >= self.duration

    def draw(self, surface) -> None:
        if not self.done or self.hold:
            self.draw_fn(surface, self)


def wait(seconds: float) -> Tween:
    """A tween that only takes time (a beat between two moves)."""
    return Tween(_Dummy(), seconds, "linear")


def at(delay: float, fn) -> Tween:
    """A tween that calls `fn` once `delay` seconds of its step have passed."""
    return Tween(_Dummy(), 0.0, "linear", delay=delay, on_done=fn)


class AnimationQueue:
    def __init__(self, speed: float = 1.0):
        self.steps: list[list[Tween]] = []
        self.speed = speed          # 0 = instant, 1 = normal, 2 = slow

    @property
    def idle(self) -> bool:
        return not self.steps

    def add(self, *tweens: Tween) -> None:
        """A new step: these tweens play together after everything queued so far."""
        if tweens:
            self.steps.append(list(tweens))

    def join(self, *tweens: Tween) -> None:
        """Play these with the last queued step (or as a new one)."""
        if self.steps:
            self.steps[-1].extend(tweens)
        else:
            self.add(*tweens)

    def call(self, fn) -> None:
        """A step that just runs `fn` when reached (e.g. a sound, a log line, a view swap)."""
        self.add(at(0.0, fn))

    def update(self, dt: float) -> None:
        while self.steps:
            step = self.steps[0]
            if self.speed <= 0:
                for tween in step:
                    tween.finish()
            else:
                scaled = dt / self.speed
                for tween in step:
                    tween.update(scaled)
            if all(t.done for t in step):
                self.steps.pop(0)
                dt = 0.0 if self.speed > 0 else dt
                continue
            break

    def skip(self) -> None:
        """Every tween to its end, up to a step that waits for a person (scenes/table/hold.py)."""
        while self.steps:
            step = self.steps[0]
            for tween in step:
                tween.finish()
            if not all(t.done for t in step):
                return
            self.steps.pop(0)

    @property
    def gate(self):
        """The hold the queue waits at now (scenes/table/hold.Gate), or None."""
        if self.steps:
            for tween in self.steps[0]:
                if getattr(tween, "waits", False) and not tween.done:
                    return tween
        return None


class _Dummy:
    pass
