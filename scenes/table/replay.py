"""Watch a finished game again: step through its moves, animated, from any seat's point of view.

The game is rebuilt from its setup and its list of chosen options (the same way a save is
checked), so a replay shows exactly what happened. The board, the log and the animations are the
board scene's own; only the side panel changes: replay controls instead of options.
"""
from __future__ import annotations

import pygame
import pygame_gui

from .. import theme
from ..i18n import _
from .board import BoardScene
from .match import Match

CHECKPOINT = 25            # a saved position every this many moves makes stepping back quick
AUTO_PAUSE = 0.35          # seconds between moves while playing


class ReplayScene(BoardScene):
    name = "replay"

    def __init__(self, setup, history: list, viewer: int = 0):
        match = Match(setup, autosave=False)
        match.bots = {}                     # nobody plays: the history does
        super().__init__(match)
        self.history = [option_id for _seat, option_id in history]
        self.viewer = viewer
        self.playing = False
        self.wait = 0.0
        self.checkpoints = {0: match.state.to_dict()}

    @property
    def position(self) -> int:
        return self.match.state.steps

    # ---- the side panel: replay controls ------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        self.undo_button.hide()
        self.menu_button.hide()
        box = self.layout["options"]
        b = self.layout["buttons"]
        self.close_button = self.button(b, _("Close replay"), "#primary")
        w = (box.w - 4 * 6) // 5
        y = box.y + 8
        labels = [("|◀", "start", _("Back to the first move")), ("◀", "back", _("One move back")),
                  ("▶", "play", _("Play / pause (Space)")), ("▶|", "step", _("One move forward")),
                  ("▶▶|", "end", _("To the last move"))]
        self.controls = {}
        for i, (text, action, tip) in enumerate(labels):
            button = self.button((box.x + i * (w + 6), y, w, 48), text, "#control", tooltip=tip)
            self.controls[button] = action
        names = self.match.names
        self.viewer_menu = pygame_gui.elements.UIDropDownMenu(
            [_("View as {name}").format(name=n) for n in names],
            _("View as {name}").format(name=names[self.viewer]),
            pygame.Rect(box.x, y + 64, box.w, 48), self.ui)
        self.options_box.hide()
        self.update_controls()

    def _build_option_buttons(self, decision, pending) -> None:
        self._clear_option_buttons()        # a replay offers no options

    def refresh(self) -> None:
        super().refresh()
        self.by_target = {}

    def update_controls(self) -> None:
        for button, action in self.controls.items():
            if action == "play":
                button.set_text("||" if self.playing else "▶")
            at_start, at_end = self.position == 0, self.position >= len(self.history)
            if action in ("start", "back"):
                button.enable() if not at_start else button.disable()
            if action in ("step", "end", "play"):
                button.enable() if not at_end else button.disable()

    # ---- moving through the game ------------------------------------------------------------------
    def forward(self) -> bool:
        if self.position >= len(self.history) or not self.anims.idle:
            return False
        self.play(self.history[self.position])
        self.match.snapshots.clear()          # no undo in a replay: keep no snapshots
        if self.position % CHECKPOINT == 0:
            self.checkpoints.setdefault(self.position, self.match.state.to_dict())
        self.update_controls()
        return True

    def jump(self, step: int) -> None:
        """Show the position after `step` moves, without animation."""
        step = max(0, min(step, len(self.history)))
        base = max(k for k in self.checkpoints if k <= step)
        state = self.match.game.load(self.checkpoints[base])
        for option_id in self.history[base:step]:
            state.apply(option_id)
        self.match.state = state
        self.match.events = self.match._replay_events()
        self.anims.skip()
        self.movers.clear()
        self.adapter.forget_animations()
        self.decision_key = None
        self._rebuild_log()
        self.refresh()
        self.update_controls()

    def on_button(self, element) -> None:
        action = self.controls.get(element)
        if element is self.close_button:
            self.app.pop()
        elif action == "start":
            self.playing = False
            self.jump(0)
        elif action == "back":
            self.playing = False
            self.jump(self.position - 1)
        elif action == "step":
            self.playing = False
            self.anims.skip()
            self.forward()
        elif action == "end":
            self.playing = False
            self.jump(len(self.history))
        elif action == "play":
            self.playing = not self.playing
        self.update_controls()

    def on_widget(self, event) -> None:
        if event.ui_element is self.viewer_menu:
            names = [_("View as {name}").format(name=n) for n in self.match.names]
            if event.text in names:
                self.viewer = names.index(event.text)
                self.decision_key = None
                self._rebuild_log()
                self.refresh()

    def handle(self, event) -> bool:
        if self.handle_ui(event):
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.app.pop()
            elif event.key == pygame.K_SPACE:
                self.playing = not self.playing
                self.update_controls()
            elif event.key == pygame.K_RIGHT:
                self.anims.skip()
                self.forward()
            elif event.key == pygame.K_LEFT:
                self.jump(self.position - 1)
            else:
                return False
            return True
        if self.log.handle(event) or self.adapter.handle(event, self):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_time = 0.0
        return False

    def update(self, dt: float) -> None:
        super(BoardScene, self).update(dt)          # widgets and the clock, nothing else
        self.hover_time += dt
        self.anims.update(dt)
        self.adapter.update(dt, self)
        if not self.anims.idle:
            return
        self.movers.clear()
        if self.dirty:
            self.refresh()
        if self.playing:
            self.wait += dt
            if self.wait >= AUTO_PAUSE:
                self.wait = 0.0
                if not self.forward():
                    self.playing = False
                    self.update_controls()

    def side_titles(self) -> dict:
        return {"options": _("Replay"), "log": _("Game log")}

    def draw(self, surface) -> None:
        super().draw(surface)
        box = self.layout["options"]
        theme.text(surface, _("Move {n} of {total}").format(n=self.position, total=len(self.history)),
                   (box.centerx, box.y + 140), 22, theme.ACCENT, "bold", anchor="midtop")
        theme.text(surface, _("Space: play or pause  ·  ← →: step"),
                   (box.centerx, box.y + 176), 18, theme.TEXT_DIM, anchor="midtop",
                   max_width=box.w - 10)
