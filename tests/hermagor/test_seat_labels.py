"""Issue 11.1: a label that names a player names them as the table shows them.

The rules name a player only as {seat:N}; the scene renders the player's name, and every
colour and shape of that player on the table (log, panels, pieces) comes from the theme's one
seat identity. "Seat 3 (yellow)" for the green square seat cannot come back: no label names a
colour, and the colour the name is drawn in is the colour of that seat's pieces.
"""
from __future__ import annotations

import re

import pytest

from rules.hermagor import data as D
from scenes import theme
from tests.hermagor.test_scene_support import board_at, has

COLOUR_WORDS = re.compile(r"\b(" + "|".join(sorted(set(D.COLOURS) | set(
    w for name in theme.SEAT_COLOR_NAMES for w in name.split()))) + r")\b", re.I)


@pytest.mark.parametrize("players", [2, 4])
def test_the_new_start_player_buttons_name_players_in_their_table_colour(home, players):
    d, board, match = board_at(players, has("hermagor.choose_start"))
    decision = match.pending()
    view = board.presented
    assert decision.seat == 0 and len(decision.options) == players
    for option in decision.options:
        seat = option.args[0]
        label = board.words(board.adapter.option_label(option, view))
        assert not COLOUR_WORDS.search(label), label
        if seat == decision.seat:
            assert label == "Myself"
            continue
        assert label == match.names[seat]
        # the name is drawn in the seat's colour (its shade for words) after its shape, as in
        # the log ...
        tokens = board.log.tokens(label)
        glyph = theme.SHAPE_GLYPHS[theme.seat_shape(seat)]
        assert tokens[0] == (glyph, theme.seat_text_color(seat))
        assert all(color == theme.seat_text_color(seat) for _, color in tokens)
        # ... which is the colour and shape of that seat's pieces and panel on the board
        assert board.adapter.ident(view, view["colours"][seat]) == \
            (theme.seat_color(seat), theme.seat_shape(seat))
        assert board.adapter.seat_ident(seat) == (theme.seat_color(seat), theme.seat_shape(seat))
        assert option.target == D.panel_id(seat)
