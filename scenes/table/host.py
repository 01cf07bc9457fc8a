"""What a game's adapter may ask of the board scene: the `Table` interface.

Adapters never reach into the scene's attributes; they get a `Table` in `attach`, `animate`,
`handle` and `update` and use only what is listed here. The board scene implements it (and the
replay viewer, which is a board scene); a test can hand an adapter any object that has these.

    now            the scene's clock in seconds (pulses, blinking highlights)
    mouse          the last mouse position on the window
    hover_time     seconds the mouse has rested where it is (tooltips wait for it)
    presented      the view the table shows (frozen on the old view while a decision animates)
    animating      True while a decision's tweens play (the stage shows an older view)
    anim_speed     the animation speed setting: 0 means "instant" (no tweens, no effects)
    covered        another scene (the pause menu, a popup) lies on top of the table
    settled        not animating and nothing waits to be redrawn: the board shows the live view
    live_targets   the targets a click would play now (empty while animating or redrawing)
    queue(*tweens) one step of tweens, played together after the steps queued before it
    add_mover(m)   a piece drawn above the board until it reports `finished`
    is_bot(seat)   whether a bot plays that seat
    hold(summary)  stop after what is queued until the person has seen a hold.Summary
"""
from __future__ import annotations

from typing import Collection, Protocol


class Table(Protocol):
    now: float
    mouse: tuple
    hover_time: float
    presented: dict

    @property
    def animating(self) -> bool: ...

    @property
    def anim_speed(self) -> float: ...

    @property
    def covered(self) -> bool: ...

    @property
    def settled(self) -> bool: ...

    @property
    def live_targets(self) -> Collection[str]: ...

    def queue(self, *tweens) -> None: ...

    def add_mover(self, mover) -> None: ...

    def is_bot(self, seat: int) -> bool: ...

    def hold(self, summary) -> None: ...


class StubTable:
    """A `Table` with no scene behind it: tests and tools drive an adapter with it."""

    def __init__(self, speed: float = 1.0, presented: dict | None = None):
        from .tween import AnimationQueue
        self.anims = AnimationQueue(speed)
        self.movers: list = []
        self.now = 0.0
        self.mouse = (0, 0)
        self.hover_time = 0.0
        self.presented = presented
        self.covered = False
        self.targets: dict = {}
        self.bots: set = set()
        self.holds: list = []

    animating = property(lambda self: not self.anims.idle)
    anim_speed = property(lambda self: self.anims.speed)
    settled = property(lambda self: self.anims.idle)
    live_targets = property(lambda self: self.targets if self.anims.idle else {})

    def queue(self, *tweens) -> None:
        self.anims.add(*tweens)

    def add_mover(self, mover) -> None:
        self.movers.append(mover)

    def is_bot(self, seat: int) -> bool:
        return seat in self.bots

    def hold(self, summary) -> None:
        self.holds.append(summary)
