"""A person's hint (scenes/table/suggest.py): the Hint button or H asks the strong bot, in the
bot process and from that person's view only, what it would play; the move is marked in the
side panel and named, and nothing is played."""
import time
from contextlib import contextmanager

import pygame
import pytest

from scenes.table.thinker import Thinker
from tests.scenes import kit


@contextmanager
def hint_board(game_id="kairo", seed=3, want=None):
    """(driver, board, match) with the person to decide; the window closed after the test."""
    if want is None:
        d, board, match = kit.open_board(game_id, 2, seed=seed)
        assert kit.wait_for_human(d, board)
    else:
        d, board, match = kit.board_at(game_id, 2, want)
    match.budget_ms = 100
    try:
        yield d, board, match
    finally:
        d.close()


def until_answered(d, board, seconds=30.0):
    end = time.monotonic() + seconds
    while board.suggestion is not None:
        assert time.monotonic() < end, "no hint came"
        d.frame()
        time.sleep(0.005)
    d.frame()


def click(d, pos):
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
             pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])


def press_h(d):
    d.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h",
                                scancode=0)])


@pytest.mark.parametrize("game_id", ["kairo", "dominion"])
def test_the_hint_button_marks_a_legal_move_of_the_strong_bot_and_plays_nothing(game_id):
    with hint_board(game_id) as (d, board, match):
        decision, steps = match.pending(), match.state.steps
        rect = board.suggest_rect()
        assert rect is not None
        click(d, rect.center)
        assert board.suggestion is not None and board.suggest_label() == "Thinking…"
        until_answered(d, board)
        assert match._hint_thinker is not None and match._hint_thinker.last, "a bot process answered"
        assert match._thinker is None          # the bots' own process is not used
        marked = [row for row in board.options.rows if row.text == board.options.suggested]
        assert len(marked) == 1
        assert decision.find(marked[0].option_id) is not None
        assert board.toast[0] == f"Hint: {marked[0].text}" or \
            board.toast[0].startswith(f"Hint: {marked[0].text}. ")    # with its reason
        assert match.state.steps == steps and match.pending().seat == decision.seat
        d.frames(3)                              # drawn with the mark, the button back
        assert board.suggest_label() == "Hint"


def test_h_asks_and_puts_the_keyboard_focus_on_the_suggested_row():
    with hint_board() as (d, board, match):
        press_h(d)
        until_answered(d, board)
        focused = board.focus.current(board.focus_items())
        assert focused is not None and focused.key[0] == "row"
        row = next(r for r in board.options.rows if r.option_id == focused.key[1])
        assert row.text == board.options.suggested
        steps = match.state.steps
        d.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r",
                                    scancode=0)])
        assert match.state.steps == steps + 1 and match.state.history[-1][1] == row.option_id


def test_the_bot_is_asked_with_the_persons_own_view(monkeypatch):
    asked = []
    real = Thinker.ask

    def spy(self, seat, level, seed, view, decision, consider=None):
        asked.append((seat, level, view, consider))
        return real(self, seat, level, seed, view, decision, consider)

    monkeypatch.setattr(Thinker, "ask", spy)
    with hint_board("dominion") as (d, board, match):
        press_h(d)
        until_answered(d, board)
        assert asked == [(0, "strong", match.state.view(0), None)]      # (a hint weighs
                                                                         # no move of its own)
        assert asked[0][2] != match.state.view(1)        # the bot's hand stays its own


def test_no_hint_while_a_bot_decides_or_with_one_option_only():
    d, board, match = kit.open_board("hotel_tycoon", 2, seed=3)
    try:
        kit.wait_for_human(d, board)
        decision = match.pending()
        assert [o.id for o in decision.options] == ["roll"]
        assert board.suggest_rect() is None
        press_h(d)
        assert board.suggestion is None
        kit.click_button(d, board, "roll")
        while match.pending() is not None and match.is_bot(match.pending().seat):
            assert board.suggest_rect() is None
            d.frame()
    finally:
        d.close()


def test_a_move_made_meanwhile_forgets_the_hint():
    with hint_board() as (d, board, match):
        press_h(d)
        assert board.suggestion is not None
        row = board.options.rows[-1]
        kit.click_button(d, board, row.option_id)
        assert board.suggestion is None
        for _ in range(60):
            d.frame()
        assert board.options.suggested is None
        assert board.toast is None or not board.toast[0].startswith("Hint")


def test_the_bid_stepper_is_set_to_a_suggested_amount():
    want = kit.has("hotel_tycoon.bid", "bid")
    with hint_board("hotel_tycoon", want=want) as (d, board, match):
        assert board.stepper.hint is not None
        press_h(d)
        until_answered(d, board)
        words = board.options.suggested
        decision = match.pending()
        chosen = [o for o in decision.options
                  if board.words(board.adapter.option_label(o, board.presented)) == words]
        assert len(chosen) == 1
        assert board.toast[0].startswith(f"Hint: {words}")
        if chosen[0].kind == "bid":
            assert board.stepper.option_id == chosen[0].id


def test_a_strong_bot_after_a_hint_given_up_thinks_in_its_own_process():
    """A person who asks and moves before the answer leaves the hint thinking: the strong bot's
    move must not wait behind it (its budget is never overrun), so hints have a process."""
    from saves import Seat, Setup
    from scenes.table.board import BoardScene
    from scenes.table.match import Match
    from tests.scenes.driver import Driver
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    match = Match(Setup("kairo", [Seat("Anna"), Seat("Bot 2", "bot", "strong")], 3, {}),
                  autosave=False)
    match.budget_ms = 300
    board = BoardScene(match)
    d.app.reset(board)
    try:
        assert kit.wait_for_human(d, board)
        press_h(d)
        kit.click_button(d, board, board.options.rows[-1].option_id)
        for _ in range(3000):          # the person's move plays, then the bot is asked
            if board.bot_future is not None:
                break
            if kit.ready(board):       # more to decide for the person first
                kit.click_button(d, board, board.options.rows[0].option_id)
            d.frame()
        assert board.bot_future is not None
        assert board.bot_future.process == match.thinker
        assert match._hint_thinker is not None and match._thinker is not match._hint_thinker
    finally:
        d.close()


def test_the_hint_button_answers_a_click_anywhere_in_its_strip():
    """The pill is 24 units tall; a click just above or below it (still in the options'
    title strip, not on the first option) asks too."""
    with hint_board("kairo") as (d, board, match):
        pill, hit = board.suggest_rect(), board.suggest_hit_rect()
        assert hit.contains(pill) and hit.h == board.side_title_h() > pill.h
        assert hit.bottom <= board.side_rect("options").y       # the options keep their room
        click(d, (pill.centerx, hit.y + 1))
        assert board.suggestion is not None
        until_answered(d, board)


def test_a_hint_says_how_the_move_fared_in_the_bots_imagined_games():
    """At a building permit the bot compares the permits and passing by paired playouts: the
    note names the move, how many were compared in how many imagined games, and how the move
    fared against the best other one, in that move's own words."""
    with hint_board("hotel_tycoon", want=kit.has("hotel_tycoon.permit", "permit")) as \
            (d, board, match):
        match.budget_ms = 500          # rounds to compare even on a busy machine
        press_h(d)
        until_answered(d, board)
        why = match._hint_thinker.last["why"]
        assert why is not None and why["unit"] == "win" and why["games"] >= 1
        other = match.pending().find(why["next"])
        other_words = board.words(board.adapter.option_label(other, board.presented))
        text = board.toast[0]
        assert text.startswith(f"Hint: {board.options.suggested}. {why['moves']} moves were "
                               f"compared, each in {why['games']} imagined game")
        assert text.endswith(f"than {other_words}.") or \
            text.endswith("No other move did clearly better.")


def test_the_reason_in_words():
    from scenes.table.suggest import why_words
    why = {"moves": 3, "games": 60, "unit": "win", "next": "buy:duchy", "lead": 0.0487,
           "sure": True}
    assert why_words(why, "Buy Duchy") == ("3 moves were compared, each in 60 imagined games. "
                                           "This one won 5 more games in 100 than Buy Duchy.")
    for unsure in (dict(why, sure=False), {k: v for k, v in why.items() if k != "sure"}):
        assert why_words(unsure, "Buy Duchy").endswith("No other move did clearly better.")
    assert why_words(dict(why, lead=0.012, games=1), "Buy Duchy") == (
        "3 moves were compared, each in 1 imagined game. This one won 1 more game in 100 "
        "than Buy Duchy.")
    assert why_words(dict(why, unit="score", lead=20.4, games=29), "Sell at Larkby") == (
        "3 moves were compared, each in 29 imagined games. This one scored 20 more on average "
        "than Sell at Larkby.")
    assert why_words(dict(why, unit="score", lead=14, games=1), "Take a stern") == (   # exact
        "3 moves were compared, each in 1 imagined game. This one scored 14 more than Take a "
        "stern.")
    for lead in (0.004, 0.0, -0.2):          # not clearly ahead: said so, no number
        assert why_words(dict(why, lead=lead), "Buy Duchy").endswith(
            "No other move did clearly better.")
    assert why_words(dict(why, unit="score", lead=0.4), "x").endswith("did clearly better.")


@pytest.mark.parametrize("why", [None, {}, {"moves": 3}, "3 moves",
                                 {"moves": 3, "games": 0, "unit": "win", "lead": 0.1},
                                 {"moves": 3, "games": 5, "unit": "goals", "lead": 0.1},
                                 {"moves": True, "games": 5, "unit": "win", "lead": 0.1},
                                 {"moves": 3, "games": 5, "unit": "win", "lead": "much"},
                                 {"moves": 3, "games": 5, "unit": "win", "lead": float("nan")}])
def test_a_reason_the_window_cannot_read_is_not_told(why):
    from scenes.table.suggest import why_words
    assert why_words(why, "Buy Duchy") == ""


def test_the_reason_is_told_in_the_persons_language():
    from scenes import i18n
    from scenes.table.suggest import why_words
    why = {"moves": 3, "games": 60, "unit": "win", "next": "buy:duchy", "lead": 0.05,
           "sure": True}
    try:
        for code in ("hu", "et"):
            i18n.set_language(code)
            words = why_words(why, "X")
            assert "60" in words and "5" in words and "X" in words
            assert "imagined" not in words and "compared" not in words
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("game_id", ["hotel_tycoon", "kairo", "itchy_feet"])
def test_a_long_note_keeps_off_what_the_person_is_choosing_from(game_id):
    """A hint with its reason runs to two lines for ten seconds: it must not cover the dice
    and auction corner (Hotel Tycoon), the hand (Kairo) or the hand and the action buttons
    (Itchy Feet)."""
    with hint_board(game_id) as (d, board, match):
        why = {"moves": 4, "games": 89, "unit": "win", "next": "x", "lead": 0.03}
        from scenes.table.suggest import why_words
        board.show_toast("Hint: a move with a long name. " + why_words(why, "another move"), 10)
        d.frame()
        placer = board.adapter.placer
        assert placer.keep_clear and placer.boxes and not placer.crowded
        for box in placer.boxes:
            assert box.collidelist(placer.keep_clear) < 0, (box, placer.keep_clear)


def test_a_hint_from_dominions_plan_names_the_plan():
    """In the opening the strong bot buys by its plan for the kingdom, not by comparing buys:
    the note says so, with the kingdom cards of its buy list by their names."""
    with hint_board("dominion", want=kit.has("dominion.buy", "buy")) as (d, board, match):
        press_h(d)
        until_answered(d, board)
        assert set(match._hint_thinker.last["why"]) == {"plan"}     # an opening buy
        assert board.toast[0].startswith(f"Hint: {board.options.suggested}. It follows its "
                                         "plan for this kingdom: Big Money")
        assert "{" not in board.toast[0]       # the card ids became their names


def test_the_marked_row_tells_the_hint_again_on_hover_until_the_move_is_made():
    with hint_board("hotel_tycoon", want=kit.has("hotel_tycoon.permit", "permit")) as \
            (d, board, match):
        match.budget_ms = 500
        press_h(d)
        until_answered(d, board)
        note = board.toast[0]
        row = next(r for r in board.options.rows if r.text == board.options.suggested)
        d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=row.rect.center, rel=(0, 0),
                                    buttons=(0, 0, 0))])
        assert board.suggest_tooltip() is None   # the note is still there: not twice
        board.toast = None                       # the note has passed
        assert board.suggest_tooltip() == note
        other = next(r for r in board.options.rows if r is not row)
        board.mouse = other.rect.center
        assert board.suggest_tooltip() is None
        kit.click_button(d, board, row.option_id)
        assert board.suggested_words is None and board.suggest_tooltip() is None


def test_the_note_goes_with_the_decision_it_spoke_of():
    with hint_board("hotel_tycoon", want=kit.has("hotel_tycoon.permit", "permit")) as \
            (d, board, match):
        press_h(d)
        until_answered(d, board)
        assert board.toast[0].startswith("Hint: ")
        row = next(r for r in board.options.rows if r.text == board.options.suggested)
        kit.click_button(d, board, row.option_id)         # the marked row: in view
        assert board.toast is None or not board.toast[0].startswith("Hint")
