"""The shared table machinery on its own: stage, layers, card zones, the path walker, the map's
layout rectangles, the table button and the amount stepper."""
from __future__ import annotations

import pathlib

import pygame
import pytest

from rules.core import Option
from scenes.table import zones
from scenes.table.animator import Animator, PathWalker
from scenes.table.host import StubTable
from scenes.table.layers import Layer
from scenes.table.stage import Stage
from scenes.table.tmx import BoardMap, MapError, layout_of, rect_of
from scenes.table.widgets import AmountStepper, TableButton


def test_the_stage_shows_its_view_until_it_settles():
    stage = Stage()
    live = {"steps": 3}
    assert stage.shown(live) is live and not stage.settle()
    stage.view = {"steps": 2}
    stage.hold(("merchant", 1), "spaces")
    assert stage.shown(live) == {"steps": 2}
    assert ("merchant", 1) in stage and "spaces" in stage and ("merchant", 0) not in stage
    assert stage.settle()
    assert stage.shown(live) is live and "spaces" not in stage


def test_a_layer_redraws_only_when_its_key_changes():
    pygame.display.init()
    calls = []
    layer = Layer()
    view = {"a": 1}
    for key in [(view, 1), (view, 1), ({"a": 1}, 1), (view, 2)]:
        layer.get(key, calls.append)
    assert len(calls) == 2          # an equal view is the same picture
    layer.reset()
    layer.get((view, 2), calls.append)
    assert len(calls) == 3


SPEC = zones.CardZones({
    "hand": zones.Zone(count="hand_sizes", cards="hand", own=True),
    "deck": zones.Zone(count="deck_sizes", known="known_tops"),
    "discard": zones.Zone(count="discard_sizes", top="discard_tops"),
    "play": zones.Zone(cards="in_play"),
    "trash": zones.Zone(cards="trash", shared=True),
    "supply": zones.Zone(piles="supply"),
})


def test_cards_leave_and_land_in_zones_of_a_staged_view():
    view = {"seat": 0, "hand": ["copper", "estate"], "hand_sizes": [2, 5], "deck_sizes": [3, 4],
            "known_tops": [["gold"], []], "discard_sizes": [1, 0], "discard_tops": ["curse", None],
            "in_play": [[], []], "trash": [], "supply": {"silver": 40}}
    SPEC.take(view, "hand:0", "copper")
    SPEC.put(view, "play:0", "copper")
    assert view["hand"] == ["estate"] and view["hand_sizes"] == [1, 5]
    assert view["in_play"] == [["copper"], []]
    SPEC.take(view, "deck:0", None)
    assert view["deck_sizes"][0] == 2 and view["known_tops"][0] == []
    SPEC.take(view, "discard:0", "curse")
    assert view["discard_tops"][0] is None          # an empty pile shows no top card
    SPEC.take(view, "supply:silver", "silver")
    SPEC.put(view, "discard:1", "silver")
    assert view["supply"]["silver"] == 39 and view["discard_tops"][1] == "silver"
    SPEC.put(view, "hand:1", "gold")                # another seat's hand: only its size
    assert view["hand_sizes"][1] == 6 and "gold" not in view["hand"]
    SPEC.take(view, "play:0", "copper")
    SPEC.put(view, "trash:", "copper")
    assert view["in_play"][0] == [] and view["trash"] == ["copper"]
    assert not SPEC.take(view, "exile:0", "copper")  # a zone the game does not have
    assert zones.parse("supply:smithy") == ("supply", None, "smithy")


def test_the_path_walker_passes_every_node_in_order():
    points = [(0, 0), (100, 0), (100, 100), (0, 100)]
    walker = PathWalker(lambda *a: None, points, hop=0)
    seen = []
    for k in range(4):
        walker.t = k / 3
        seen.append(tuple(round(v) for v in walker.pos))
    assert seen == points
    walker.t = 0.5                    # half way: the middle of the middle leg
    assert tuple(round(v) for v in walker.pos) == (100, 50)


def test_the_animator_kit_dispatches_events_and_queues_steps():
    class Toy(Animator):
        def on_walked(self, d):
            self.steps.append([self.walk_tween(lambda *a: None, d["path"], 0.5)[1]])

    class Adapter:
        effects: list = []
        stage = Stage()

    from rules.core import Event
    table = StubTable(1.0)
    Toy(Adapter()).animate([Event("walked", {"path": [(0, 0), (9, 9)]}), Event("other", {})],
                           {}, {}, table)
    assert len(table.movers) == 1 and isinstance(table.movers[0], PathWalker)
    assert table.animating
    for _ in range(20):
        table.anims.update(0.05)
    assert not table.animating and table.movers[0].t == 1.0


def test_layout_rectangles_come_from_the_map():
    here = pathlib.Path(__file__).resolve().parents[1] / "toygame" / "gavel.tmx"
    board = BoardMap(here)
    lay = layout_of(board.properties)
    assert lay["board"] == pygame.Rect(0, 56, 1190, 844)
    assert lay["amount"] == rect_of("20,740,520,60")
    assert set(lay) >= {"prompt", "board", "options", "log", "buttons", "seats", "dice"}


def test_the_table_button_binds_untargeted_options_of_its_kinds():
    button = TableButton("pass_button", {"pass": "Pass"})
    assert button.target_of(Option("pass", (), None, "Pass")) == "pass_button"
    assert button.target_of(Option("pass", (), "v3", "Pass")) is None
    assert button.target_of(Option("buy", ("x",), None, "Buy")) is None
    view = {"decision": {"options": [{"kind": "buy", "target": None},
                                     {"kind": "pass", "target": None, "id": "pass"}]}}
    assert button.option(view)["id"] == "pass"


@pytest.mark.parametrize("hint,clicks,expected", [
    ({"kind": "bid", "min": 50, "max": 300, "step": 50}, ["plus", "plus", "minus"], "bid:100"),
    ({"kind": "bid", "min": 1, "max": 2, "step": 1}, ["plus", "plus", "plus"], "bid:2"),
    ({"kind": "bid", "min": 3, "max": 9, "step": 3}, ["minus"], "bid:3"),
])
def test_the_amount_stepper_stays_in_its_range(hint, clicks, expected):
    stepper = AmountStepper((0, 0, 400, 50))
    stepper.show(hint)
    for which in clicks:
        assert stepper.click(getattr(stepper, which).center) is None
    assert stepper.click(stepper.confirm.center) == expected
    stepper.show(None)
    assert stepper.click(stepper.confirm.center) is None


def test_game_adapters_use_only_the_table_interface():
    """The game packages reach the board scene only through scenes/table/host.Table."""
    import re
    root = pathlib.Path(__file__).resolve().parents[2] / "scenes" / "games"
    allowed = {"now", "mouse", "hover_time", "presented", "animating", "anim_speed", "covered",
               "settled", "live_targets", "queue", "add_mover", "is_bot"}
    used = {}
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\.scene\b", text), f"{path.name} reaches the scene"
        for name in re.findall(r"(?:\bself\.|(?<![\w.]))table\.([A-Za-z_]+)", text):
            used.setdefault(name, path.name)
    assert used and set(used) <= allowed, {n: f for n, f in used.items() if n not in allowed}


def test_a_board_map_changed_on_disk_is_read_again_and_a_broken_one_refused_each_time(tmp_path):
    """The parsed map is kept while the file stays the same (a rematch or a replay opens the
    same board again); a file written since is read again, and a broken one is never kept."""
    here = pathlib.Path(__file__).resolve().parents[1] / "toygame" / "gavel.tmx"
    path = tmp_path / "gavel.tmx"
    text = here.read_text()
    path.write_text(text)
    first = BoardMap(path)
    again = BoardMap(path)
    assert again.shapes == first.shapes and again.shapes is not first.shapes
    name = next(iter(first.shapes))
    path.write_text(text.replace(f'name="{name}"', 'name="renamed-by-the-test"', 1))
    changed = BoardMap(path)
    assert "renamed-by-the-test" in changed.shapes and name not in changed.shapes
    path.write_text(text[: len(text) // 2])
    for _ in range(2):
        with pytest.raises(MapError, match="cannot be read"):
            BoardMap(path)
