"""What a game brings to the generic board scene: its map, its drawing and its animations.

The `.tmx` map is read by scenes/table/tmx.py (shapes by object name, properties, layout).

A game's adapter subclasses `BoardAdapter` and overrides what it needs:
  layout            where the prompt bar, option list, log and buttons go: the map's `ui_*`
                    rectangles over the defaults (a right column)
  draw_board        the board and every piece, from the presented view
  target_shapes     clickable shapes for targets that are not fixed map objects (cards in a hand)
  animate           turn one decision's events into tweens and movers on the scene's queue
  tooltip           the full text of whatever is under the mouse (tooltip_anchor: where)
  reference_at      the card or space under the mouse whose rules entry F1 opens
  option_label      the words on an option's button, if the rules' label is too terse
  target_of         bind an option to a board object although the rules gave it none (a "Done"
                    button drawn on the table); every option stays in the side panel as well
  handle / update   extra input (right-click zoom, wheel) and per-frame work of the adapter
  round_end, round_summary, final_summary, hold_anchor
                    what is held until seen at a round's end and after the last move (hold.py)
  secrets, conceal  how a shared screen keeps the game's secrets: "hands" (a curtain) or
                    "small" (hidden until the seat holds P)
  standing_offers / standing_answer
                    an answer given once that stands for a while ("not this round")
"""
from __future__ import annotations

import pathlib

import pygame
from scenes import gfx

from .. import theme
from ..i18n import N_, tr
from .layers import Layer
from .overlay import Placer
from .stage import Stage
from .tmx import BoardMap, MapError, Shape, layout_of, point_in_polygon, shape_of  # noqa: F401


DEFAULT_LAYOUT = {
    "prompt": pygame.Rect(0, 0, 1600, 56),
    "board": pygame.Rect(0, 56, 1190, 844),
    "options": pygame.Rect(1200, 98, 390, 336),
    "log": pygame.Rect(1200, 478, 390, 348),
    "buttons": pygame.Rect(1198, 838, 394, 54),
}


def strings_in(data):
    """Every string in an event's data, nested lists and dicts included."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for value in data.values():
            yield from strings_in(value)
    elif isinstance(data, (list, tuple)):
        for value in data:
            yield from strings_in(value)


class BoardAdapter:
    """The default adapter draws the map's shapes with their names: enough for a test game."""

    map_path: pathlib.Path | None = None
    sounds: dict = {}     # event kind -> the cue the table plays when it shows it (scenes/synth.py), or None

    def __init__(self, game, setup):
        self.game = game
        self.setup = setup
        path = self.map_path or theme.ASSETS / "maps" / f"{game.id}.tmx"
        self.map = BoardMap(path)
        self.table = None             # the board scene, seen through scenes/table/host.Table
        self.effects: list = []       # feedback on its own clock (scenes.table.tween.Effect)
        self.stage = Stage()          # the shown view and the pieces held back while they fly
        self.static = None            # drawn once in attach (build_static), see layers.py
        self.pieces = Layer()         # redrawn only when its key changes
        self.placer = Placer((0, 0, *theme.SCREEN))   # where passing texts go (overlay.py)

    # -- set-up --
    def attach(self, table) -> None:
        """Called by the board scene once the display exists: load images, fonts, icons."""
        self.table = table
        below_bar = self.layout()["prompt"].bottom        # passing texts stay off the top bar
        self.placer = Placer((0, below_bar, theme.SCREEN[0], theme.SCREEN[1] - below_bar))
        self.map.load_images()
        self.static = self.build_static()
        self.pieces.reset()
        self.warm_caches()

    def rescale(self) -> None:
        """The window's scale changed: draw the cached layers again at the new one."""
        self.static = self.build_static()
        self.pieces.reset()

    def build_static(self):
        """The layer drawn once: backdrop, map, frames (None: nothing to cache)."""
        return None

    def relabel(self) -> None:
        """The language changed: the static layer's captions and the pieces' words are drawn
        again in the new one (the board scene calls this; nothing waits for a reopened table)."""
        if self.table is not None:
            self.static = self.build_static()
            self.pieces.reset()

    def warm_caches(self) -> None:
        """Render once, at the start, what the first frames would otherwise render on first use
        (the first animation must not stutter)."""

    def layout(self) -> dict:
        return {**DEFAULT_LAYOUT, **layout_of(self.map.properties)}

    # -- targets --
    def target_of(self, option) -> str | None:
        return option.target

    def target_shapes(self, view: dict) -> dict[str, Shape]:
        """Every clickable object: fixed map objects plus whatever the view adds."""
        return self.map.shapes

    def clicked(self, pos, target: str, view: dict) -> None:
        """A click at `pos` takes `target` (before its option is played): a table that shows
        several copies of one thing remembers which was clicked."""

    def shape_for(self, target: str, view: dict) -> Shape | None:
        return self.target_shapes(view).get(target)

    def explained_target(self, pos, view: dict) -> str | None:
        """The target id of what the hover text at `pos` explains (a village's name label as
        well as its circle), "" when it explains something no option ever targets (a road),
        None when the adapter has no opinion (the shapes decide)."""
        return None

    def target_at(self, pos, view: dict, targets) -> str | None:
        """The legal target under `pos`: the one hovering explains there, else the shape under
        it, later (drawn on top) shapes winning. Hover, highlight and click all ask this, so
        whatever hovering explains, a click takes (issue 11.9)."""
        named = self.explained_target(pos, view)
        if named is not None:
            return named if named in targets else None
        shapes = self.target_shapes(view)
        hit = None
        for target in targets:
            shape = shapes.get(target)
            if shape is not None and shape.contains(pos):
                hit = target
        return hit

    # -- seat rotation: the viewer sits at place 0, the others follow clockwise --
    def viewer(self, view: dict) -> int:
        return int(view.get("seat", 0))

    def place_of(self, seat: int, view: dict) -> int:
        return (seat - self.viewer(view)) % len(self.setup.seats)

    def seat_at(self, place: int, view: dict) -> int:
        return (self.viewer(view) + place) % len(self.setup.seats)

    def others(self, view: dict) -> list:
        """The other seats in table order from the viewer's left."""
        return [self.seat_at(place, view) for place in range(1, len(self.setup.seats))]

    # -- drawing --
    def seat_name(self, seat: int) -> str:
        return self.setup.seats[seat].name

    def words(self, text) -> str:
        """A rule text (an option's label, a prompt) in the reader's language."""
        return tr(text, [seat.name for seat in self.setup.seats], self.game)

    def draw_background(self, surface) -> None:
        board = self.layout()["board"]
        surface.blit(theme.backdrop(), (0, 0))
        if self.map.background is not None:
            surface.blit(self.map.background, board.topleft)

    def draw_board(self, surface, view: dict) -> None:
        self.draw_background(surface)
        for name, shape in self.map.shapes.items():
            if shape.kind == "circle":
                gfx.draw.circle(surface, theme.PANEL_HI, shape.center, shape.rect.w / 2)
                gfx.draw.circle(surface, theme.PANEL_EDGE, shape.center, shape.rect.w / 2, 2)
            elif shape.kind == "polygon":
                gfx.draw.polygon(surface, theme.PANEL_HI, shape.points)
            elif shape.kind == "rect":
                theme.panel(surface, shape.rect, theme.PANEL_HI, shadow=False)
            label = shape.props.get("label", name)
            theme.text(surface, str(label), shape.center, 18, theme.TEXT_DIM, anchor="center")

    # -- legal targets: highlight, hover, ghost --
    many_targets: int | None = None   # more legal targets than this: quiet rings, the hovered shines

    def hovered_target(self, view: dict, targets) -> str | None:
        mouse = self.table.mouse if self.table is not None else (-1, -1)
        return self.target_at(mouse, view, targets)

    def draw_highlights(self, surface, view: dict, targets, t: float) -> None:
        shapes = self.target_shapes(view)
        hovered = self.hovered_target(view, targets)
        quiet = self.many_targets is not None and len(targets) > self.many_targets
        for target, options in targets.items():
            shape = shapes.get(target)
            if shape is not None:
                self.highlight(surface, view, target, options, shape, t,
                               strong=target == hovered or not quiet, hovered=target == hovered)
        if hovered is not None:
            self.ghost(surface, view, hovered, targets[hovered])

    def highlight(self, surface, view: dict, target: str, options, shape, t: float,
                  strong: bool, hovered: bool) -> None:
        """One legal target (strong: the full highlight, else a quiet ring)."""
        shape.highlight(surface, t, strong)

    def ghost(self, surface, view: dict, target: str, options) -> None:
        """A see-through preview of what a click on the hovered target would put there."""

    def refusal(self, names: list, view: dict) -> str | None:
        """Why a click on these shapes (all under the mouse, none a legal move now) does
        nothing, in the reader's words (the thing's price against the cash, the phase it
        belongs to); None: the table says that it is not a move now, and what the prompt asks."""
        return None

    # -- what a log line is about --
    def event_shapes(self, event, view: dict) -> list[str]:
        """The board's shapes an event names (hovering its log line points them out): every
        string in its data that is a shape's name (a plot, a space, a cell, a village). A game
        whose events name things otherwise (a card for its pile, a square by its number) adds
        them."""
        shapes = self.named_shapes(view)
        return [name for name in dict.fromkeys(strings_in(event.data)) if name in shapes]

    def named_shapes(self, view: dict) -> dict:
        """The map's shapes and the view's own (a card pile where the view puts it)."""
        return {**self.map.shapes, **self.target_shapes(view)}

    def point_out(self, surface, view: dict, event) -> bool:
        """Point out on the board what `event` names, in its seat's colour; False if nothing.
        (A game's `event_shapes` may add a name no shape has: it is skipped.)"""
        shapes = self.named_shapes(view)
        found = [shapes[name] for name in self.event_shapes(event, view) if name in shapes]
        seat = event.data.get("seat") if isinstance(event.data, dict) else None
        color = theme.seat_color(seat) if isinstance(seat, int) else theme.HIGHLIGHT
        for shape in found:
            shape.point_out(surface, color)
        return bool(found)

    # -- animation --
    def animate(self, events: list, before: dict, after: dict, table) -> None:
        """Queue tweens for one decision's events (already redacted for the viewer)."""

    def animate_opening(self, events: list, view: dict, table) -> None:
        """A new game's opening events (the deal), already redacted for the viewer."""
        self.animate(events, view, view, table)

    def forget_animations(self) -> None:
        """Drop effects still running: the table jumped to another position (undo, replay)."""
        self.effects = []
        self.stage.settle()

    # -- input and time --
    def handle(self, event, table) -> bool:
        """Input the generic scene does not know (return True to consume it)."""
        return False

    def update(self, dt: float, table) -> None:
        """Per frame: effects age; once the animation is over the stage settles."""
        self.age_effects(dt, table)
        if not table.animating and self.stage.settle():
            self.on_settled()

    def on_settled(self) -> None:
        """The animation is over: the table shows the live view again."""

    def age_effects(self, dt: float, table) -> None:
        """Effects age on the animation clock (at "instant" they end at once); one that holds
        its last frame stays while the queue still plays."""
        if self.effects:
            speed = table.anim_speed
            for effect in self.effects:
                effect.age += dt / speed if speed > 0 else effect.duration
            self.effects = [e for e in self.effects if not e.done or
                            (e.hold and table.animating)]
        if not self.effects:
            self.placer.forget()

    def draw_effects(self, surface) -> None:
        for effect in sorted(self.effects, key=lambda e: e.layer):
            effect.draw(surface)

    # -- help --
    def keep_clear(self, view: dict) -> list:
        """Rectangles passing texts (floats, banners, notices) must not cover: the numbers
        on the panels, captions a player reads (see overlay.py)."""
        return []

    def option_label(self, option, view: dict) -> str:
        """The words on an option's button (side panel and menus); the rules' label by default."""
        return option.label or option.id

    def panel_options(self, options: list) -> list:
        """The options that get a button in the side panel: all of them, unless a game drops
        those doing the same as one kept (two copies of one card: one button, not two with
        the same words). The board still highlights every copy."""
        return options

    def tooltip(self, pos, view: dict) -> str | None:
        return None

    def reference_at(self, pos, view: dict) -> str | None:
        """The id of the card, tile or space under `pos` whose entry in the rules reference F1
        opens (`reference_text.entry_for` maps ids of a family to their shared entry). By
        default the smallest shape under the mouse, where the table shows a hover text; a table
        that zooms a card without a hover text (Dominion, Hotel Tycoon) names that card."""
        if not self.tooltip(pos, view):
            return None
        hit = None
        for name, shape in {**self.map.shapes, **self.target_shapes(view)}.items():
            if shape.contains(pos) and (hit is None or shape.rect.w * shape.rect.h < hit[1]):
                hit = (name, shape.rect.w * shape.rect.h)
        return hit[0] if hit else None

    # -- the moment: what the top bar and the notices say (issue 11.16) --
    def moment(self, turn: dict, view: dict) -> str | None:
        """The bar's words for a seat deciding out of its turn, seen by someone else ("answers
        your Militia"), as a rule text; None: the generic "is taking a turn"."""
        return None

    def notices(self, events: list, viewer: int) -> list:
        """[(rule text, seat or None)] to announce to the viewer as these events are shown:
        what another seat's move did to them (an attack), which a person must not miss."""
        return []

    def tooltip_anchor(self, pos, view: dict):
        """Where the tooltip's top-left goes (None: just below-right of the mouse)."""
        return None

    def draw_overlay(self, surface, view: dict) -> None:
        """Drawn above pieces and highlights, below movers (e.g. a zoomed card)."""

    # -- hold until seen (scenes/table/hold.py) --
    round_end: str | None = None      # the event kind that ends a round: its summary is held

    def round_summary(self, events: list, view: dict):
        """A hold.Summary of the round that `events` (seen by this table) played, or None."""
        return None

    def final_summary(self, result, names: list, view: dict, last_move: str = ""):
        """Shown over the table after the last move (`last_move`: its first log line), before
        the results screen."""
        from ..i18n import _, list_join, ngettext
        from .hold import Summary
        winners = list_join([names[s] for s in result.ranking[0]]) if result else ""
        title = _("Game over: {names} won").format(names=winners) if winners else _("Game over")
        rows = []
        for group in (result.ranking if result else []):
            for seat in group:
                score = result.scores[seat]
                shown = int(score) if float(score).is_integer() else score
                rows.append((seat, ngettext("{n} point", "{n} points", int(shown)).format(n=shown)))
        note = _("Last move: {move}").format(move=last_move) if last_move else ""
        return Summary(title, rows, note, _("See the results"))

    def hold_anchor(self, board) -> tuple:
        """Where a held summary stands (its bottom middle): low over the board by default."""
        return (board.centerx, board.bottom - 20)

    def effects_running(self) -> bool:
        """Effects still playing that the next person should see before a curtain falls."""
        return any(not e.done and e.duration <= 5 for e in self.effects)

    # -- answers that stand for a while ("not this round") --
    def standing_offers(self, decision, view: dict) -> list:
        """Extra side-panel choices [(label, option id, memo)]: the option is played now and
        the memo remembered, so `standing_answer` can answer the same question again."""
        return []

    def standing_answer(self, memo, decision, view: dict):
        """(option id, what to tell the person) for a decision a remembered memo answers, or
        None (the memo does not cover it, e.g. its round is over)."""
        return None

    # -- hot-seat secrets --
    secrets = "hands"     # "hands": whole hands are private, a curtain between people;
                          # "small": a few numbers (money), hidden until the seat holds P;
                          # "none": nothing a seat may not show the others (no curtain)
    peek_label = N_("Hold P: see your secrets")

    def conceal(self, view: dict) -> dict:
        """The view with the viewer's small secrets hidden ("small" secrets only)."""
        return view
