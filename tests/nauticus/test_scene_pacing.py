"""Nauticus at the table (issue 11, point 18): the round change held until seen, options that say
whose workers they take, the price of the tile being placed, price badges only where a price is
paid, the Done tooltip gone with its button, four ships with the new berth in the shipyard, the
extra-action question answered once for the round, and a forced pass announced."""
from __future__ import annotations

import pygame

from scenes.games.nauticus.adapter import HOME_MAX_W, layout_yard
from scenes.games.nauticus.text import describe, forced_pass_text, worker_note
from scenes.table.board import BoardScene
from scenes.table.match import Match
from tests.nauticus.helpers import make_ship
from tests.scenes.driver import Driver
from tests.scenes.kit import board_at, find_position, has, setup_for, wait_for_human


def test_the_round_change_is_held_with_a_summary_of_the_round(home):
    d = Driver({"anim_speed": "instant", "bot_pace": "quick", "hold_until_seen": True})
    match = Match(setup_for("nauticus", 3, 4, humans=0), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.run_until(lambda: board.anims.gate is not None, limit=20000)
    d.frame()
    summary = board.anims.gate.summary
    assert summary.title == "Round 1 is over"
    assert [seat for seat, _ in summary.rows] == [0, 1, 2]
    assert "new action tiles are dealt" in summary.note
    # the table already shows round 2 (the new deal) while the summary is up
    assert board.presented["round"] == 2
    assert any("ship part" in text or "taler" in text for _, text in summary.rows)


def test_options_say_which_workers_they_take():
    seed, state = find_position("nauticus", 3, has("turn_start", "money",
                                                   pred=lambda o: o.args[0] >= 2))
    decision = state.pending()
    view = state.view(0)
    blue = decision.info["blue"]
    own = view["players"][0]["workers"]
    one = next(o for o in decision.options if o.id == "money:1")
    if blue:
        assert worker_note(view, one) == "a free blue worker"
    else:
        assert worker_note(view, one) == f"1 of your workers ({own} left)"
    many = next(o for o in decision.options if o.kind == "money" and o.args[0] == blue + 1)
    note = worker_note(view, many)
    assert f"1 of your workers ({own} left)" in note
    if blue:
        assert note.startswith(f"{blue} free blue worker")
    passing = next(o for o in decision.options if o.kind == "pass")
    assert worker_note(view, passing) == ""


def test_placing_a_bought_tile_names_its_price_in_the_prompt_and_by_the_counter(home):
    d, board, match = board_at("nauticus", 3, lambda dec, st: dec.prompt.endswith("place")
                               and dec.info["source"] == "buy" and dec.info["price"] > 0)
    decision = match.pending()
    price = decision.info["price"]
    assert board.words(decision.text).endswith(f"(pay {price} taler)")
    # drawn: a "-price" tag inside the taler counter
    surface = pygame.Surface((1600, 900))
    before = surface.copy()
    counter = board.adapter.prect(0, "taler", board.presented)
    board.adapter.draw_price_due(surface, board.presented)
    changed = [(x, y) for x in range(counter.x, counter.right, 3)
               for y in range(counter.y, counter.bottom, 3)
               if surface.get_at((x, y)) != before.get_at((x, y))]
    assert changed, "no price drawn in the taler counter"


def test_no_price_badges_on_free_choices_empty_stacks_or_after_the_action(home):
    d, board, match = board_at("nauticus", 3, has("turn_start", "buy"))
    adapter, view = board.adapter, board.presented
    prices = adapter.supply_prices(view)
    assert prices and all(view["stock"][t] > 0 for t in prices)
    emptied = dict(view, stock={**view["stock"], next(iter(prices)): 0})
    assert next(iter(prices)) not in adapter.supply_prices(emptied)
    free = dict(view, frame={"frame": "nauticus.bonus_tile", "seat": 0})
    assert adapter.supply_prices(free) == {}
    ended = dict(view, acting={**view["acting"], "part": "end"})
    assert adapter.supply_prices(ended) == {}


def test_the_done_tooltip_goes_with_its_button(home):
    d, board, match = board_at("nauticus", 3, has("use", "done"))
    spot = board.adapter.area["btn_done"].center
    assert "btn_done" in board.live_targets
    assert describe(board.adapter, board.presented, spot) == \
        "Finish this action (or end your turn)."
    board.play("done")
    assert describe(board.adapter, board.presented, spot) != \
        "Finish this action (or end your turn)."


def test_the_home_shipyard_fits_four_big_ships_and_the_new_berth():
    rect = pygame.Rect(574, 662, 612, 226)
    for sizes in ((4, 4, 4, 4), (4, 4, 3, 2), (1, 1, 1, 1), (3, 4, 4, 2)):
        ships = [make_ship(*(["bow"] + ["middle"] * (n - 2) + ["stern"]) if n > 1 else ["single"])
                 for n in sizes]
        yard = layout_yard(ships, rect, HOME_MAX_W, True)
        for geom in yard["geoms"]:
            assert rect.contains(geom.rect)
            assert not geom.rect.colliderect(yard["new"])
        assert rect.contains(yard["new"])
        for a, b in zip(yard["geoms"], yard["geoms"][1:]):
            assert not a.rect.colliderect(b.rect)


def test_the_extra_action_question_is_answered_once_for_the_round(home):
    d, board, match = board_at("nauticus", 3, has("turn_end"))
    round_ = board.presented["round"]
    standing = next(iter(board.standing_buttons))
    assert standing.text.startswith("Not this round")
    d.click(standing.rect.center)
    assert list(match.state.history[-1]) == [0, "end_turn"]
    helper = match.game.bot("simple", 0, 5)
    while wait_for_human(d, board) and match.state.view(0)["round"] == round_:
        decision = match.pending()
        assert decision.prompt != "nauticus.turn_end", "asked again in the same round"
        board.play(helper.choose(match.state.view(0), decision).id)
    # the remembered answer covers this round only, and only this seat
    memo = board.standing[0]
    adapter = board.adapter

    class Ask:
        prompt, seat = "nauticus.turn_end", 0
    assert adapter.standing_answer(memo, Ask, {"round": round_})[0] == "end_turn"
    assert adapter.standing_answer(memo, Ask, {"round": round_ + 1}) is None
    Ask.seat = 1
    assert adapter.standing_answer(memo, Ask, {"round": round_}) is None


def test_a_forced_pass_is_announced():
    seed, state = find_position("nauticus", 3, lambda dec, st: dec.prompt.endswith("turn_start")
                                and {o.kind for o in dec.options} <= {"pass", "extra"})
    text = forced_pass_text(state.view(0))
    assert text.startswith("Nothing to do with ") and "you must pass" in text
    seed, state = find_position("nauticus", 3, has("turn_start", "buy"))
    assert forced_pass_text(state.view(0)) == ""
