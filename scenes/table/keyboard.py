"""The board by keyboard alone: what Tab walks on the table, and taking it. A mixin of
`BoardScene` (scenes/table/board.py); the focus itself is scenes/focus.py.

Tab / Shift+Tab (or the arrows) go over the legal targets on the board (the adapter's
highlighted cells, cards and spaces, in the order of the decision's options), the amount
stepper, the out-of-turn buttons, the side panel's option rows, then Undo and Menu; Enter or
Space takes the focused one exactly as a click would (several options on one target open the
small menu, which the keyboard walks too). While the table animates or another seat decides
nothing is focusable, so Space still skips the animation.

The focus points where the mouse would: the scene's pointer moves to the focused target (a
point of it that picks it) or row, so every hover feedback of every game follows the keyboard
(the strong highlight and ghost, tooltips, a card's zoom, a route's preview) until the mouse
moves again.
"""
from __future__ import annotations

from ..focus import Focusable


class Keyboard:
    """Mixed into BoardScene: uses its adapter, presented, by_target, options, stepper, strip."""

    def focus_items(self) -> list:
        if not self.live:          # the replay: only its controls
            return super().focus_items()
        items = []
        if self.settled:
            view = self.presented
            for target in self.by_target:
                shape = self.adapter.shape_for(target, view)
                if shape is not None:
                    items.append(Focusable(("target", target), shape.rect,
                                           lambda t=target: self.take_target(t),
                                           reveal=lambda t=target: self.point_at(self.spot(t))))
            items += self._widget_items()
            for row in self.options.rows:
                items.append(Focusable(("row", row.option_id, row.memo is not None), row.rect,
                                       lambda r=row: self.take_row(r),
                                       reveal=lambda r=row: self.reveal_row(r)))
            items += self.suggest_focus_items()
        # Undo and Menu only beside a decision: while a bot plays or the table animates nothing
        # has the focus, so Space skips and Enter cannot open the menu by surprise (Ctrl+Z, Esc)
        return items + super().focus_items() if items else []

    def _widget_items(self) -> list:
        items = []
        stepper = self.stepper
        if stepper.hint is not None:
            items += [Focusable(("stepper", "-"), stepper.minus, lambda: stepper.nudge(-1)),
                      Focusable(("stepper", "+"), stepper.plus, lambda: stepper.nudge(1)),
                      Focusable(("stepper", "ok"), stepper.confirm,
                                lambda: self.play(stepper.option_id))]
        for rect, option_id, _label in self.strip.buttons:
            items.append(Focusable(("by", option_id), rect,
                                   lambda o=option_id: self.take_out_of_turn(o)))
        return items

    def point_at(self, pos) -> None:
        self.mouse = pos
        self.hover_time = 0.0          # its tooltip comes after the usual moment

    def reveal_row(self, row) -> None:
        self.options.scroll_into_view(row)
        self.point_at(row.rect.center)

    def spot(self, target: str) -> tuple:
        """A point of `target` where it (and no other legal target) is hit: its middle if that
        picks it, else the first of a few points across its shape."""
        view = self.presented
        shape = self.adapter.shape_for(target, view)
        spots = [shape.center]
        for r in getattr(shape, "rects", None) or [shape.rect]:
            spots += [(int(r.x + r.w * fx), int(r.y + r.h * fy))
                      for fx in (0.5, 0.3, 0.7, 0.15, 0.85) for fy in (0.5, 0.3, 0.7, 0.15, 0.85)]
        return next((p for p in spots if self.adapter.target_at(p, view, self.by_target) == target),
                    shape.center)

    def take_target(self, target: str, pos=None) -> None:
        """A legal target taken by a click at `pos` or by the keyboard."""
        options = self.by_target[target]
        if pos is None:
            pos = self.spot(target)
        self.adapter.clicked(pos, target, self.presented)
        if len(options) == 1:
            self.play(options[0].id)
        else:
            labels = [self.words(self.adapter.option_label(o, self.presented))
                      for o in options]
            self.app.go("option_menu", options=options, pos=pos, on_pick=self.play, labels=labels)

    def take_row(self, row) -> None:
        """A side-panel row: a standing answer is remembered for a while, then played."""
        if not self.settled:
            return
        if row.memo is not None:
            self.standing.append(row.memo)
        self.play(row.option_id)

    def take_out_of_turn(self, option_id: str) -> None:
        self.bot_future, self.bot_wait = None, 0.0      # the bot decides again afterwards
        self.play(option_id)
