"""`python -m tools.playouts` measures copies and playouts of a half-played game (no timing is
asserted: only that it plays real games and reports both rates)."""
from tests.toygame import gavel
from tools import playouts


def test_it_reports_copies_and_playouts_from_half_way():
    out = playouts.measure(gavel.GAME, seconds=0.06)
    assert out["steps"] > 0
    assert out["copies_per_s"] > 0 and out["playouts_per_s"] > 0


def test_the_command_line_names_every_game_asked(capsys):
    import rules
    gid = next(iter(rules.GAMES))
    assert playouts.main([gid, "--seconds", "0.06"]) == 0
    line = capsys.readouterr().out.strip()
    assert line.startswith(gid) and "copies/s" in line and "playouts/s" in line
