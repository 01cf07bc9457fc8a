"""Settings: language, UI scale, animation speed, bot pace, bot thinking time, sound effects and
music, full screen, round summaries, hints. Saved to settings.json at once; a new language or UI
scale shows at once on every open screen, a new thinking time from the next question a searching
bot is asked (the match reads the settings live), a new sound level with a sample of it, a new
music level on the music itself."""
from __future__ import annotations

import pygame

import saves

from .. import fullscreen, i18n, sound, theme
from ..base import BuiltScene
from ..focus import Focusable
from ..i18n import N_, _, tr
from ..table.match import THINK_TIMES_MS, think_ms
from ..table.suggest import hints_on
from .widgets import draw_box

SPEED_LABELS = {"instant": N_("Instant"), "fast": N_("Fast"), "normal": N_("Normal"),
                "slow": N_("Slow")}
PACE_LABELS = {"quick": N_("Quick"), "normal": N_("Normal"), "relaxed": N_("Relaxed")}
THINK_LABELS = dict(zip(THINK_TIMES_MS, (N_("Half a second"), N_("1 second"), N_("2 seconds"),
                                         N_("5 seconds"))))
BOX_X, BOX_W = 820, 300
ROWS = {"language": 180, "ui_scale": 242, "anim_speed": 304, "bot_pace": 366, "think_ms": 428,
        "sound": 490, "music": 490}
# the Sound row holds two boxes, the effects' and the music's level, each named in its box
HALF_W, HALF_GAP = 250, 16         # at least this wide; wider for larger text, up to the edge
LEVEL_WORDS = {"sound": N_("Effects: {level}"), "music": N_("Music: {level}")}
DISPLAY_Y = 552
PACING_Y = 614
HELP_Y = 676
DONE_Y = 806


class SettingsScene(BuiltScene):
    name = "settings"

    def __init__(self):
        super().__init__()
        self.hover = None

    def enter(self) -> None:
        self.saving_off = saves.location_problem()
        super().enter()

    def build(self) -> None:
        s = self.app.settings
        self.full = self.button(self.switch_rect(DISPLAY_Y),
                                _("Full screen: on") if s.get("fullscreen") else
                                _("Full screen: off"))
        self.holds = self.button(self.switch_rect(PACING_Y), self.holds_text())
        self.hints = self.button(self.switch_rect(HELP_Y), self.hints_text())
        self.back = self.button((700, DONE_Y, 200, 54), _("Done"), "#primary")

    def switch_rect(self, y: int) -> pygame.Rect:
        """The on/off buttons: as wide as the longest of their labels at the UI scale (the
        value boxes' width at least), as tall as a value box."""
        labels = [_("Full screen: on"), _("Full screen: off"), _("Round summaries: on"),
                  _("Round summaries: off"), _("Hints: on"), _("Hints: off")]
        w = max([BOX_W] + [theme.font(20, ui=True).size(label)[0] + 48
                           for label in labels])
        box = self.box("language")
        return pygame.Rect(BOX_X, y + (48 - box.h) // 2, min(w, 1560 - BOX_X), box.h)

    def holds_text(self) -> str:
        """Round ends and the last move wait for a click (scenes/table/hold.py)."""
        on = self.app.settings.get("hold_until_seen", True)
        return _("Round summaries: on") if on else _("Round summaries: off")

    def hints_text(self) -> str:
        """The Hint button at the table (scenes/table/suggest.py); a hint marks the game as
        assisted, so a person may take the temptation away."""
        return _("Hints: on") if hints_on(self.app.settings) else _("Hints: off")

    # -- the four choices --
    def items(self, key: str) -> list:
        if key == "language":
            return [(code, name, "") for code, name in i18n.LANGUAGES.items()]
        if key == "think_ms":
            return [(ms, _(label), "") for ms, label in THINK_LABELS.items()]
        if key == "ui_scale":
            return [(scale, _("{percent} %").format(percent=round(scale * 100)), "")
                    for scale in theme.UI_SCALES]
        if key in LEVEL_WORDS:
            return [(level, _("{percent} %").format(percent=level) if level else _("Off"), "")
                    for level in sound.LEVELS]
        labels = SPEED_LABELS if key == "anim_speed" else PACE_LABELS
        return [(value, _(label), "") for value, label in labels.items()]

    def current(self, key: str):
        if key == "language":
            return i18n.language()
        if key == "think_ms":
            return think_ms(self.app.settings)
        if key == "ui_scale":
            return theme.ui_scale()
        if key == "sound":
            return self.app.sound.level
        if key == "music":
            return self.app.sound.music_level
        return self.app.settings.get(key, "normal")

    def label(self, key: str) -> str:
        return next((name for value, name, _h in self.items(key) if value == self.current(key)),
                    self.current(key))

    def box_text(self, key: str) -> str:
        if key in LEVEL_WORDS:
            return _(LEVEL_WORDS[key]).format(level=self.label(key))
        return self.label(key)

    def box(self, key: str) -> pygame.Rect:
        """A value box: 48 tall, taller for larger text (within its row's 62)."""
        h = max(48, min(60, theme.font(20, ui=True).get_linesize() + 12))
        if key in LEVEL_WORDS:
            w = self.half_width()
            x = BOX_X if key == "sound" else BOX_X + w + HALF_GAP
            return pygame.Rect(x, ROWS[key] + (48 - h) // 2, w, h)
        return pygame.Rect(BOX_X, ROWS[key] + (48 - h) // 2, BOX_W, h)

    def half_width(self) -> int:
        """The two level boxes share a width: their longest text's (and the mark's), so
        that both read at one size, within the page."""
        font = theme.font(20, ui=True)
        longest = max(font.size(_(words).format(level=label))[0]
                      for words in LEVEL_WORDS.values() for _v, label, _h in self.items("sound"))
        return max(HALF_W, min(longest + 56, (1560 - BOX_X - HALF_GAP) // 2))

    def choose(self, key: str, value: str) -> None:
        if key == "language":
            value = i18n.set_language(value)      # every open screen relabels itself
        self.app.settings[key] = value
        if key == "ui_scale":
            self.app.apply_ui_scale(value)        # every open screen draws itself again
        if key == "sound":
            self.app.sound.set_level(value)
            self.app.sound.play("coin")           # how loud that is
        if key == "music":
            self.app.sound.set_music_level(value)     # heard at once (it starts if it was off)
        self.persist()

    def open_box(self, key: str) -> None:
        self.app.go("choices", anchor=self.box(key), items=self.items(key),
                    current=self.current(key), on_pick=lambda value, k=key: self.choose(k, value))

    def focus_items(self) -> list:
        boxes = [Focusable(("box", key), self.box(key), lambda k=key: self.open_box(k))
                 for key in ROWS]
        return boxes + super().focus_items()

    def handle(self, event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover = next((k for k in ROWS if self.box(k).collidepoint(event.pos)), None)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for key in ROWS:
                if self.box(key).collidepoint(event.pos):
                    self.open_box(key)
                    return True
        return False

    def on_button(self, element) -> None:
        if element is self.full:
            on = not self.app.settings.get("fullscreen", False)
            if not fullscreen.set_fullscreen(self.app.settings, on):
                self.app.settings["fullscreen"] = on     # remembered for a display that can
                self.persist()
            self.full.set_text(_("Full screen: on") if on else _("Full screen: off"))
        elif element is self.holds:
            self.app.settings["hold_until_seen"] = \
                not self.app.settings.get("hold_until_seen", True)
            self.persist()
            self.holds.set_text(self.holds_text())
        elif element is self.hints:
            self.app.settings["hints"] = not hints_on(self.app.settings)
            self.persist()
            self.hints.set_text(self.hints_text())
        elif element is self.back:
            self.app.pop()

    def persist(self) -> None:
        saves.keep_settings(self.app.settings)

    def draw(self, surface) -> None:
        self.draw_page(surface, _("Settings"), y=120)
        titles = {"language": _("Language"), "ui_scale": _("UI scale"),
                  "anim_speed": _("Animation speed"), "bot_pace": _("Bot pace"),
                  "think_ms": _("Strong bot thinks"), "sound": _("Sound")}
        if self.app.sound.problem:         # news, not an alarm (the reason went to stderr)
            titles["sound"] = _("Sound (no audio device)")
        titles |= {"display": _("Display"), "pacing": _("Pacing"), "help": _("Help")}
        rows = {**ROWS, "display": DISPLAY_Y, "pacing": PACING_Y, "help": HELP_Y}
        for key, y in rows.items():
            if key in titles:
                theme.text(surface, titles[key], (780, y + 24), 22, theme.TEXT,
                           anchor="midright", max_width=700, ui=True)
            if key in ROWS:
                draw_box(surface, self.box(key), self.box_text(key), self.hover == key)
        keys = " ".join((_("Space skips an animation; Ctrl+Z undoes; Ctrl+S saves; Esc "
                           "pauses; F1 opens the rules; F11 toggles full screen; M turns "
                           "the sound off and on."),
                         _("Tab, Shift+Tab or the arrows move the focus; Enter or Space takes "
                           "it.")))
        # at a large UI scale the keys shrink (to no less than 18) to stay above Done
        size, room = theme.ui(18), DONE_Y - 8 - (HELP_Y + 62)
        while size > theme.MIN_TEXT and theme.render(keys, size, wrap=1400).get_height() > room:
            size -= 1
        y = theme.text(surface, keys, (800, HELP_Y + 62), size, theme.TEXT_DIM, anchor="midtop",
                       wrap=1400).bottom
        if self.saving_off:
            theme.text(surface, tr(self.saving_off), (800, y + 8), 20, theme.BAD, anchor="midtop",
                       wrap=1400, ui=True)
        super().draw(surface)
