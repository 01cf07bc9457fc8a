"""Settings: animation speed, bot pace, full screen. Saved to settings.json at once."""
from __future__ import annotations

import pygame
import pygame_gui

import saves

from .. import fullscreen, theme
from ..base import Scene

SPEED_LABELS = {"instant": "Instant", "fast": "Fast", "normal": "Normal", "slow": "Slow"}
PACE_LABELS = {"quick": "Quick", "normal": "Normal", "relaxed": "Relaxed"}


def _reverse(labels: dict, text: str, default: str) -> str:
    for key, value in labels.items():
        if value == text:
            return key
    return default


class SettingsScene(Scene):
    name = "settings"

    def enter(self) -> None:
        s = self.app.settings
        self.speed = pygame_gui.elements.UIDropDownMenu(
            list(SPEED_LABELS.values()), SPEED_LABELS.get(s.get("anim_speed", "normal"), "Normal"),
            pygame.Rect(820, 250, 260, 48), self.ui)
        self.pace = pygame_gui.elements.UIDropDownMenu(
            list(PACE_LABELS.values()), PACE_LABELS.get(s.get("bot_pace", "normal"), "Normal"),
            pygame.Rect(820, 330, 260, 48), self.ui)
        self.full = self.button((820, 410, 260, 48), "Full screen: " +
                                ("on" if s.get("fullscreen") else "off"))
        self.back = self.button((700, 760, 200, 54), "Done", "#primary")
        self.saving_off = saves.location_problem()

    def on_widget(self, event) -> None:
        if event.ui_element is self.speed:
            self.app.settings["anim_speed"] = _reverse(SPEED_LABELS, event.text, "normal")
        elif event.ui_element is self.pace:
            self.app.settings["bot_pace"] = _reverse(PACE_LABELS, event.text, "normal")
        self.persist()

    def on_button(self, element) -> None:
        if element is self.full:
            on = not self.app.settings.get("fullscreen", False)
            if not fullscreen.set_fullscreen(self.app.settings, on):
                self.app.settings["fullscreen"] = on     # remembered for a display that can
                self.persist()
            self.full.set_text("Full screen: " + ("on" if on else "off"))
        elif element is self.back:
            self.app.pop()

    def persist(self) -> None:
        try:
            saves.write_settings(self.app.settings)
        except OSError:
            pass   # settings still apply for this run

    def draw(self, surface) -> None:
        self.draw_page(surface, "Settings", y=120)
        for y, label in ((274, "Animation speed"), (354, "Bot pace"), (434, "Display")):
            theme.text(surface, label, (780, y), 22, theme.TEXT, anchor="midright")
        theme.text(surface, "Space skips an animation; Ctrl+Z undoes; Ctrl+S saves; Esc pauses; "
                   "F11 toggles full screen.", (800, 560), 18, theme.TEXT_DIM, anchor="center")
        if self.saving_off:
            theme.text(surface, self.saving_off, (800, 620), 20, theme.BAD, anchor="center",
                       max_width=1400)
        super().draw(surface)
