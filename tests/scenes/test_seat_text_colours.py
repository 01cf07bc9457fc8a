"""Seat words are written in the seat's text colour (theme.seat_text_color, >= 4.5:1 on the
panels: tests/test_palette_access.py), never in the raw seat colour, which is for stripes,
badges and pieces (issue 16.4).

The raw colours are swapped for marker colours while every game's table is opened, played to
the person's turn and drawn; any text rendered in a marker colour took the raw seat colour."""
from __future__ import annotations

import pytest

import rules
from scenes import gfx, theme
from tests.scenes import kit


def marker(seat: int) -> tuple:
    return (1, 2, 40 + seat)


@pytest.fixture
def written(monkeypatch):
    """(text, colour) of every text rendered, with seat_color giving marker colours."""
    seen = []
    original = gfx.Font.render

    def recording(self, text, antialias, color, *rest, **named):
        seen.append((text, tuple(color)[:3]))
        return original(self, text, antialias, color, *rest, **named)

    monkeypatch.setattr(gfx.Font, "render", recording)
    monkeypatch.setattr(theme, "seat_color", marker)
    gfx.clear_caches()
    yield seen
    gfx.clear_caches()


def in_raw_colour(seen) -> list:
    markers = {marker(seat) for seat in range(len(theme.SEAT_COLORS))}
    return sorted({text for text, colour in seen
                   if colour in markers and any(ch.isalnum() for ch in text)})


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_no_table_writes_words_in_a_raw_seat_colour(game_id, written):
    game = rules.GAMES[game_id]
    d, board, _match = kit.open_board(game_id, min(game.max_players, 4), seed=2)
    kit.wait_for_human(d, board)
    d.frames(3)
    board.draw(d.app.surface)
    assert written, "nothing was rendered: the check saw nothing"
    assert in_raw_colour(written) == []


def test_the_check_sees_a_word_in_a_raw_seat_colour(written):
    theme.render("Anna", 20, theme.seat_color(2))
    theme.render("●", 20, theme.seat_color(2))       # a shape glyph is not a word
    assert in_raw_colour(written) == ["Anna"]
