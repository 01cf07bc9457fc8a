"""Credits: the fonts and icons gameshelf ships, with their licences."""
from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from .. import theme
from ..base import Scene


class CreditsScene(Scene):
    name = "credits"

    def enter(self) -> None:
        path = theme.ASSETS / "CREDITS.md"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = "The credits file is missing."
        lines = []
        for line in text.splitlines():
            line = html.escape(line.replace("`", ""))
            line = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", line)       # markdown bold
            line = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", line)      # [text](link)
            if line.startswith("#"):
                line = f"<b>{line.lstrip('#').strip()}</b>"
            lines.append(line)
        pygame_gui.elements.UITextBox("<br>".join(lines), pygame.Rect(200, 110, 1200, 640),
                                      self.ui, object_id="#log")
        self.back = self.button((700, 790, 200, 54), "Back", "#primary")

    def on_button(self, element) -> None:
        if element is self.back:
            self.app.pop()

    def draw(self, surface) -> None:
        self.draw_page(surface, "Credits")
        super().draw(surface)
