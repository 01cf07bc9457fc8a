"""The table of the test game Gavel: the lot under the hammer, the auction, every purse.

All it draws comes from the view; the seat strip, dice tray, amount stepper and out-of-turn
strip are the table layer's own widgets, placed by the `ui_*` rectangles of gavel.tmx.
"""
import pathlib

from scenes import theme
from scenes.table import animator as kit
from scenes.table.adapter import BoardAdapter

HERE = pathlib.Path(__file__).parent


class GavelAnimator(kit.Animator):
    def on_lot_won(self, d):
        purse = self.adapter.map.shapes["purse"].rect
        lot = self.adapter.map.shapes["lot"].center
        x = purse.x + purse.w * (d["seat"] + 0.5) / len(self.after["coins"])
        self.steps.append([self.fly_tween(
            lambda s, p, m, lot=d["lot"]: theme.text(s, str(lot), p, 40, theme.ACCENT, "bold",
                                                     anchor="center"),
            lot, (x, purse.centery), 0.4)[1]])


class GavelAdapter(BoardAdapter):
    map_path = HERE / "gavel.tmx"

    def __init__(self, game, setup):
        super().__init__(game, setup)
        self.animator = GavelAnimator(self)

    def animate(self, events, before, after, table):
        self.animator.animate(events, before, after, table)

    def draw_board(self, surface, view):
        self.draw_background(surface)
        lot = self.map.shapes["lot"].rect
        theme.panel(surface, lot, theme.PANEL_HI)
        auction = view.get("auction")
        title = f"Lot {view['next_lot']}" if view.get("next_lot") is not None else "No lots"
        theme.text(surface, title, (lot.centerx, lot.y + 40), 34, theme.ACCENT, "bold",
                   anchor="center")
        theme.text(surface, f"{view['lots_left']} left", (lot.centerx, lot.y + 90), 20,
                   theme.TEXT_DIM, anchor="center")
        if auction is not None:
            high = auction["high"]
            text = "no bid yet" if high is None else \
                f"{self.seat_name(high['seat'])} bids {high['amount']}"
            theme.text(surface, text, (lot.centerx, lot.y + 150), 22, theme.TEXT,
                       anchor="center")
        purse = self.map.shapes["purse"].rect
        n = len(view["coins"])
        for seat in range(n):
            x = purse.x + purse.w * (seat + 0.5) / n
            theme.draw_seat_badge(surface, seat, (x, purse.y + 20), 12)
            theme.text(surface, f"{view['coins'][seat]} coins · {view['points'][seat]} pts",
                       (x, purse.y + 60), 20, theme.TEXT, anchor="center")
