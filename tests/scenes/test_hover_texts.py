"""Issue 11.3 and 11.14 for hover texts: what the mouse explains names things as the board shows
them (no stall, space, lane or ship-slot ids) and writes counts and signs right."""
from __future__ import annotations

import re

import pytest

from tests.scenes.kit import bind, has
from tests.test_rule_texts import INTERNAL_ID, SHOWN_IDS, WORDS_WRONG

TABLES = {"hermagor": (4, has("hermagor.action")), "nauticus": (3, has("use")),
          "kairo": (3, has("kairo.action"))}


@pytest.mark.parametrize("game_id", sorted(TABLES))
def test_every_hover_text_of_a_table_in_play_reads_right(home, game_id):
    players, want = TABLES[game_id]
    board_at = bind(game_id, players)[3]
    d, board, match = board_at(players, want)
    view = board.presented
    tips = set()
    for shape in list(board.adapter.map.shapes.values()) + \
            list(board.adapter.target_shapes(view).values()):
        tip = board.adapter.tooltip(shape.rect.center, view)
        if tip:
            tips.add(tip)
    assert len(tips) > 20
    problems = []
    shown = SHOWN_IDS.get(game_id)
    for tip in sorted(tips):
        checked = shown.sub("", tip) if shown else tip
        checked = re.sub(r"\b(Tile|Round|Phase|Space|Section|track|ship) \d+", "", checked)
        for pattern in INTERNAL_ID:
            if pattern.search(checked):
                problems.append(f"{tip!r}: id {pattern.search(checked).group(0)!r}")
        for pattern, what in WORDS_WRONG[:6]:        # articles, plurals, signs
            if pattern.search(tip):
                problems.append(f"{tip!r}: {what} ({pattern.search(tip).group(0)!r})")
    assert not problems, "\n".join(problems[:20])
