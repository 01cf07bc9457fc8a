"""Small gaps of the language switch closed: the board's painted captions follow a live switch,
a toast says by its kind (not by its words) that it is an error, money is written as each
language writes it, and the rules' refusals reach the person translated."""
from __future__ import annotations

import pygame
import pytest

import rules
from rules.core import IllegalMove
from scenes import i18n, theme
from scenes.table import board as board_module
from tests.scenes.kit import open_board, wait_for_human


def pixels(surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def test_hermagor_captions_follow_a_live_language_switch(home):
    d, board, match = open_board("hermagor", 3)
    english = pixels(board.adapter.static)
    i18n.set_language("hu")                 # what Settings does over the open table
    hungarian = pixels(board.adapter.static)
    assert hungarian != english, "the duchy captions are painted in the static layer"
    assert hungarian == pixels(board.adapter.build_static())   # drawn as a new table would be
    assert board.menu_button.text == "Menü"
    d.frame()
    i18n.set_language("en")
    assert pixels(board.adapter.static) == english
    assert board.menu_button.text == "Menu"


def test_the_log_and_the_options_follow_a_live_language_switch(home):
    d, board, match = open_board("hotel_tycoon", 2)
    assert wait_for_human(d, board)
    board.play(match.pending().options[0].id)      # a move: lines in the log
    assert wait_for_human(d, board)
    english_rows = [row.text for row in board.options.rows]
    english_log = [pixels(line) for line in board.log.images]
    assert english_rows and english_log
    i18n.set_language("hu")
    d.frame()
    hungarian_rows = [row.text for row in board.options.rows]
    assert len(hungarian_rows) == len(english_rows) and hungarian_rows != english_rows
    decision = match.pending()
    assert hungarian_rows[-1] == board.words(
        board.adapter.option_label(decision.options[-1], board.presented))
    hungarian_log = [pixels(line) for line in board.log.images]
    assert len(hungarian_log) == len(english_log) and hungarian_log != english_log


def drawn_toast_colour(board, monkeypatch):
    colours = []
    real = theme.panel

    def spy(surface, rect, colour, *args, **kwargs):
        colours.append(colour)
        return real(surface, rect, colour, *args, **kwargs)
    monkeypatch.setattr(theme, "panel", spy)
    board.draw_toast(pygame.Surface(theme.SCREEN))
    return colours[-1]


def test_a_toast_is_an_error_by_its_kind_not_by_its_words(home, monkeypatch):
    d, board, match = open_board("hotel_tycoon", 2)
    board.show_toast("Nothing wrong: the game is not over yet")     # news, with "not" in it
    info = drawn_toast_colour(board, monkeypatch)
    assert info == theme.PANEL_HI
    board.show_toast("Saved", kind=board_module.ERROR)
    assert drawn_toast_colour(board, monkeypatch) != info
    # a refused move is an error in any language
    i18n.set_language("hu")
    assert not board.play("no-such-option")
    text, _until, kind = board.toast
    assert kind == board_module.ERROR
    assert text.startswith(i18n._("That is not a legal option now. {asked}").split("{")[0])
    assert text != "That is not a legal option now."


@pytest.mark.parametrize("code, words", [("en", "$12,000"), ("hu", "12\u00a0000 $"),
                                         ("et", "12\u00a0000 $")])
def test_money_is_written_as_each_language_writes_it(code, words):
    i18n.set_language(code)
    assert i18n.money(12000) == words
    assert i18n.money(50) == ("$50" if code == "en" else "50 $")
    # the rules' money fields take the language's digit groups too
    game = rules.get("hotel_tycoon")
    text = rules.core.T("{seat} pays ${amount} to the bank", seat=0, amount=12000)
    said = i18n.tr(text, ["Anna", "Bela"], game)
    assert words in said and said.startswith("Anna")


def test_rule_refusals_are_rule_texts_that_translate():
    game = rules.get("hotel_tycoon")
    state = game.new(2, 1)
    with pytest.raises(IllegalMove) as caught:
        state.apply("no-such-option")
    error = caught.value
    assert "not a legal option" in str(error) and "no-such-option" in str(error)   # developers
    assert "no-such-option" not in error.text                                   # people
    english = i18n.tr(error.text, ["Anna", "Bela"], game)
    assert english.startswith("That is not a legal option now. ")
    assert english.endswith(i18n.tr(state.pending().text, ["Anna", "Bela"], game))
    i18n.set_language("hu")
    hungarian = i18n.tr(error.text, ["Anna", "Bela"], game)
    assert hungarian != english
    assert hungarian.endswith(i18n.tr(state.pending().text, ["Anna", "Bela"], game))
    over = IllegalMove(rules.core.T("The game is over: no option can be chosen."))
    assert i18n.tr(over.text) != over.text
    # a refusal crosses the bot worker's process line whole
    import pickle
    again = pickle.loads(pickle.dumps(error))
    assert again.text == error.text and str(again) == str(error)
