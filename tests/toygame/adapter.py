"""The board of the test game Pebbles: spots in a ring, the deck, the viewer's hand."""
import pathlib

import pygame

from scenes import theme
from scenes.table.adapter import BoardAdapter, Shape
from scenes.table.tween import Mover, Tween

HERE = pathlib.Path(__file__).parent


class PebblesAdapter(BoardAdapter):
    map_path = HERE / "pebbles.tmx"

    def hand_shapes(self, view):
        shapes = {}
        for i, card in enumerate(view.get("hand", [])):
            shapes.setdefault(f"hand:{card}", Shape(pygame.Rect(60 + 90 * i, 760, 76, 110)))
        return shapes

    def target_shapes(self, view):
        shapes = dict(self.map.shapes)
        shapes.update(self.hand_shapes(view))
        return shapes

    def draw_board(self, surface, view):
        self.draw_background(surface)
        for i in range(6):
            shape = self.map.shapes[f"spot:{i}"]
            pygame.draw.circle(surface, theme.PANEL_HI, shape.center, 50)
            pygame.draw.circle(surface, theme.PANEL_EDGE, shape.center, 50, 2)
            theme.text(surface, str(i + 1), shape.center, 28, theme.TEXT_DIM, "bold",
                       anchor="center")
            owner = view["spots"][i]
            if owner is not None:
                theme.draw_seat_badge(surface, owner, shape.center, 26)
        deck = self.map.shapes["deck"]
        theme.panel(surface, deck.rect, (70, 60, 110))
        theme.text(surface, f"{view['deck_size']}", deck.center, 26, theme.TEXT, "bold",
                   anchor="center")
        picked = list((view.get("decision") or {}).get("info", {}).get("picked", []))
        for target, shape in self.hand_shapes(view).items():
            value = int(target.split(":")[1])
            rect = shape.rect.move(0, -20) if value in picked else shape.rect
            theme.panel(surface, rect, (240, 236, 220))
            theme.text(surface, str(value), rect.center, 30, (30, 30, 30), "bold",
                       anchor="center")
        for seat, points in enumerate(view["points"]):
            theme.draw_seat_badge(surface, seat, (40, 90 + 40 * seat), 12)
            theme.text(surface, f"{self.seat_name(seat)}: {points}", (60, 78 + 40 * seat), 20)

    def animate(self, events, before, after, table):
        for event in events:
            if event.kind == "placed":
                end = self.map.shapes[f"spot:{event.data['spot']}"].center
                seat = event.data["seat"]
                mover = Mover(lambda s, p, m, seat=seat: theme.draw_seat_badge(s, seat, p, 26),
                              [(40, 90 + 40 * seat), end], arc=80)
                table.add_mover(mover)
                table.queue(Tween(mover, 0.5, "easeOutCubic", t=1.0))

    def tooltip(self, pos, view):
        for i in range(6):
            if self.map.shapes[f"spot:{i}"].contains(pos):
                return f"Spot {i + 1}: worth {i + 1} points (double on your bonus spot)"
        return None
ADAPTER = PebblesAdapter
