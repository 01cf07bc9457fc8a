"""The stage: what the table shows while a decision's animation plays.

The board scene keeps its `presented` view frozen until the queue drains. An adapter that wants
to show more than that (cards landing one by one, a later view while the last effects fade) puts
that view on the stage, and holds back the pieces that movers are carrying right now so they are
not drawn twice. When the animation is over the stage settles: the live view shows again.

    stage.view          the view to draw instead of the live one, or None
    stage.shown(live)   what to draw: the stage's view, else the live one
    stage.hold(key)     a piece (any hashable key the adapter chooses) is in flight
    key in stage        is it held back?
    stage.settle()      back to the live view, nothing held (True if anything changed)
"""
from __future__ import annotations


class Stage:
    def __init__(self):
        self.view: dict | None = None
        self.held: set = set()

    def shown(self, live: dict) -> dict:
        return self.view if self.view is not None else live

    def hold(self, *keys) -> None:
        self.held.update(keys)

    def release(self, *keys) -> None:
        self.held.difference_update(keys)

    def __contains__(self, key) -> bool:
        return key in self.held

    def settle(self) -> bool:
        changed = self.view is not None or bool(self.held)
        self.view = None
        self.held.clear()
        return changed
