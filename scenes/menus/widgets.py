"""Drawing shared by the menu screens: the value box that opens a `choices` drop-down."""
from __future__ import annotations

from scenes import gfx

from .. import theme


def draw_box(surface, rect, label: str, hovered: bool, enabled: bool = True) -> None:
    """A value with a ▾ mark; gold edge under the pointer, dim when it cannot change."""
    fill = theme.PANEL_HI if hovered and enabled else (52, 61, 82) if enabled else theme.PANEL
    gfx.draw.rect(surface, fill, rect, border_radius=8)
    gfx.draw.rect(surface, theme.ACCENT if hovered and enabled else theme.PANEL_EDGE,
                  rect, 1, border_radius=8)
    color = theme.TEXT if enabled else theme.TEXT_DIM
    theme.text(surface, label, (rect.x + 12, rect.centery), 20, color, anchor="midleft",
               max_width=rect.w - (44 if enabled else 24), ui=True)
    if enabled:
        theme.text(surface, "▾", (rect.right - 14, rect.centery), 20, theme.ACCENT,
                   anchor="midright")
