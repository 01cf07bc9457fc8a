"""The README speaks for the whole shelf: every game on it is in the table of games and its
designers in the credits (the README once credited only the first three games)."""
from pathlib import Path

import rules

README = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
CREDITS = README.split("## Credits", 1)[1]


def test_every_shelf_game_is_in_the_table_of_games():
    rows = [line for line in README.splitlines() if line.startswith("| ")]
    for game in rules.GAMES.values():
        assert any(line.startswith(f"| {game.title} ") for line in rows), game.title


def test_every_shelf_game_names_its_designers_in_the_credits():
    flat = " ".join(CREDITS.split())          # the credits wrap lines anywhere
    for game in rules.GAMES.values():
        assert game.designers, game.id
        for name in game.designers:
            assert name in flat, (game.id, name)
        assert game.title in flat, game.id
