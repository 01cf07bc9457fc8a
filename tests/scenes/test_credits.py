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


def test_at_200_percent_the_cards_hold_their_titles_and_lines_apart(monkeypatch):
    """A game's title grows with the page's text and its lines start under it (at 200 % the
    title once ran over the designers' line)."""
    from scenes import i18n, theme
    drawn = []
    text = theme.text

    def recording(surface, text_, pos, *args, **named):
        rect = text(surface, text_, pos, *args, **named)
        drawn.append((str(text_), rect))
        return rect
    theme.set_ui_scale(2.0)
    i18n.set_language("et")
    try:
        d = Driver()
        d.app.go("credits")
        d.frames(2)
        monkeypatch.setattr(theme, "text", recording)
        d.frame()
        for rect, _i, game in d.top.game_cards(d.top.shown_size):
            inside = [r for _t, r in drawn if rect.contains(r)]
            assert len(inside) >= 1 + len(d.top.game_lines(game)), game.id
            boxes = [r.inflate(-2, -6) for r in inside]
            assert not any(a.colliderect(b) for k, a in enumerate(boxes) for b in boxes[k + 1:])
    finally:
        i18n.set_language("en")
        theme.set_ui_scale(1.0)
