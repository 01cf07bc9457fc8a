"""Credits read as a page: every game with its designers and publisher first, then the program,
then the fonts and the icon makers (named, not a file dump)."""
import rules
from scenes.menus.credits import CreditsScene, icon_makers
from tests.scenes.driver import Driver


def test_the_games_and_their_designers_come_first():
    d = Driver()
    d.app.go("credits")
    d.frames(2)
    page = d.top
    assert isinstance(page, CreditsScene)
    cards = page.game_cards()
    assert {game.id for _r, _i, game in cards} == set(rules.GAMES)
    nauticus = page.game_lines(rules.get("nauticus"))
    assert nauticus[0] == "Designed by Wolfgang Kramer and Michael Kiesling"
    assert nauticus[1] == "Published by KOSMOS, 2013"
    for game in rules.GAMES.values():
        assert game.designers and game.publisher, game.id
    assert all(rect.bottom < 500 for rect, _i, _g in cards)


def test_icon_makers_are_named_with_their_counts():
    makers = dict(icon_makers())
    assert makers["Delapouite"] > 10 and "Lorc" in makers
