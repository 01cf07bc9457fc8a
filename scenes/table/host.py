"""What a game's adapter may ask of the board scene: the `Table` interface.

Adapters never reach into the scene's attributes; they get a `Table` in `attach`, `animate`,
`handle` and `update` and use only what is listed here. The board scene implements it (and the
replay viewer, which is a board scene); a test can hand an adapter any object that has these.

    now            the scene's clock in seconds (pulses, blinking highlights)
    mouse          the last mouse position on the window
    hover_time     seconds the mouse has rested where it is (tooltips wait for it)
    animating      True while a decision's tweens play (the stage shows an older view)
    anim_speed     the animation speed setting: 0 means "instant" (no tweens, no effects)
    covered        another scene (the pause menu, a popup) lies on top of the table
    live_targets   the targets a click would play now (empty while animating or redrawing)
    queue(*tweens) one step of tweens, played together after the steps queued before it
    add_mover(m)   a piece drawn above the board until it reports `finished`
    is_bot(seat)   whether a bot plays that seat
"""
from __future__ import annotations

from typing import Collection, Protocol


class Table(Protocol):
    now: float
    mouse: tuple
    hover_time: float

    @property
    def animating(self) -> bool: ...

    @property
    def anim_speed(self) -> float: ...

    @property
    def covered(self) -> bool: ...

    @property
    def live_targets(self) -> Collection[str]: ...

    def queue(self, *tweens) -> None: ...

    def add_mover(self, mover) -> None: ...

    def is_bot(self, seat: int) -> bool: ...
