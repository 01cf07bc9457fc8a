"""Nauticus's animations say what happened, where it happened: a bought part flies from its
stack to the slot that was clicked, a free tile drops into the warehouse, a finished ship
celebrates (and shows finished at once), a delivery's cargo sails to the delivered piles, the
wheel turns to the anchor's space between rounds and the new tiles are dealt from its hub."""
from __future__ import annotations

from rules.nauticus.data import deal_spaces
from scenes.table.tween import Mover
from tests.nauticus.test_scene_support import board_at, first, has, open_board


def normal_speed(board) -> None:
    board.anims.speed = 1.0


def pieces(board) -> list:
    return [m for m in board.movers if isinstance(m, Mover)]


def run_until_idle(d, board, limit: int = 600) -> int:
    frames = 0
    while not board.anims.idle and frames < limit:
        d.frame(dt=1 / 30)
        frames += 1
    assert board.anims.idle
    return frames


def test_a_bought_part_flies_from_its_stack_to_the_clicked_slot():
    d, board, match = board_at(3, has("place", "place", lambda o: o.args[0].startswith("ship")
                                      and o.args[1].startswith("slot")))
    decision = match.pending()
    tile = decision.info["tile"]
    option = first(decision, lambda o: o.args[0].startswith("ship") and
                   o.args[1].startswith("slot"))
    slot = board.adapter.shape_for(option.target, board.presented).rect
    stack = board.adapter.map.shapes[f"supply_{tile}"].rect
    normal_speed(board)
    board.play(option.id)
    flying = [m for m in pieces(board) if stack.inflate(10, 20).collidepoint(m.points[0])]
    assert flying, "nothing leaves the stack"
    assert any(slot.inflate(8, 8).collidepoint(m.points[-1]) for m in flying)
    frames = run_until_idle(d, board)
    assert 8 <= frames <= 60                  # 0.3 s to 2 s at 30 frames a second


def test_a_free_tile_drops_into_the_warehouse():
    d, board, match = board_at(3, has("bonus_tile"))
    option = match.pending().options[0]
    tile = option.args[0]
    normal_speed(board)
    board.play(option.id)
    after = match.state.view(0)
    dest = board.adapter.warehouse_rect_of(after, 0, tile, last=True)
    assert any(dest.collidepoint(m.points[-1]) for m in pieces(board))
    run_until_idle(d, board)


def test_a_finished_ship_celebrates_and_shows_finished_during_it():
    def finishing(decision, state):
        if decision.prompt != "nauticus.place":
            return False
        from rules.nauticus import GAME
        for o in decision.options:
            again = GAME.load(state.to_dict())
            if any(e.kind == "ship_finished" for e in again.apply(o.id)):
                return True
        return False
    d, board, match = board_at(3, finishing)
    from rules.nauticus import GAME
    option = next(o for o in match.pending().options
                  if any(e.kind == "ship_finished"
                         for e in GAME.load(match.state.to_dict()).apply(o.id)))
    normal_speed(board)
    board.play(option.id)
    seen_glow = seen_finished = False
    for _ in range(120):
        d.frame(dt=1 / 30)
        if board.anims.idle:
            break
        if board.adapter.effects:
            seen_glow = True
            shown = board.adapter.shown_view(board.presented)
            ships = shown["players"][0]["ships"]
            seen_finished |= any(s["finished"] for s in ships) and shown is not board.presented
    assert seen_glow and seen_finished
    assert match.pending().prompt == "nauticus.reward"


def test_a_delivery_sails_its_cargo_to_the_delivered_piles():
    d, board, match = board_at(3, has(None, "deliver"))
    option = first(match.pending(), lambda o: o.kind == "deliver")
    ship = match.state.players[0]["ships"][int(option.args[0][4:]) - 1]
    goods = [s["good"] for s in ship["slots"]]
    normal_speed(board)
    board.play(option.id)
    piles = [board.adapter.prect(0, f"delivered_{g.split('_')[1]}", board.presented)
             for g in goods]
    ends = [m.points[-1] for m in pieces(board)]
    for pile in piles:
        assert any(pile.collidepoint(end) for end in ends)
    # the cargo leaves the ship: hidden on the table while it sails
    d.frame(dt=1 / 30)
    assert ("cargo", 0, int(option.args[0][4:]) - 1) in board.adapter.stage
    run_until_idle(d, board)


def test_the_wheel_turns_to_the_anchor_space_and_the_tiles_are_dealt_from_its_hub(home):
    """Round 2 after round 1's first action was taken on S6 (spec TV-10): the wheel's anchor
    turns from S1 to S6 (the short way, 135 degrees back), the eight tiles fly out of the hub
    to their spaces in the dealing order."""
    from rules.core import Event
    d, board, _match = open_board(3, 1, {"first_player": "seat0"})
    adapter = board.adapter
    d.run_until(lambda: board.anims.idle)
    before = board.presented
    tiles = dict(zip(deal_spaces(6), ["act_crowns", "act_hull", "act_money", "act_goods",
                                      "act_sail", "act_deliver", "act_mast", "act_transport"]))
    after = dict(before, wheel_offset=6, round=2)
    event = Event("round_started", {"round": 2, "rounds": 5, "wheel_offset": 6, "tiles": tiles,
                                    "blue": {}, "chooser": 1})
    board.anims.speed = 1.0
    adapter.animate([event], before, after, board)
    hub = (float(adapter.center[0]), float(adapter.center[1]))
    dealt = [m for m in pieces(board) if m.points[0] == hub]
    assert len(dealt) == 8
    ends = {tuple(map(round, m.points[-1])) for m in dealt}
    assert ends == {adapter.map.shapes[f"{s}_tile"].rect.center for s in tiles}
    angles = []
    for _ in range(200):
        d.frame(dt=1 / 30)
        if adapter.wheel_angle is not None:
            angles.append(adapter.wheel_angle)
        if board.anims.idle:
            break
    assert board.anims.idle
    assert len({round(a) for a in angles}) > 5, "the wheel did not turn"
    assert round(angles[-1]) == round(adapter.offset_angle(1) - 3 * 45)     # back 135 degrees
    assert round(angles[-1] - adapter.offset_angle(6)) % 360 == 0
    assert min(angles) >= -135 - 1 and max(angles) <= 1
