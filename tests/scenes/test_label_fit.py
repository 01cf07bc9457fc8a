"""Every translatable label that is drawn into a fixed box fits it in Hungarian and Estonian, the
longest languages (issue 16). Measured with the bundled font against the widget's own numbers:

- setup: every seat-kind label and every variant value label of every game in its value box
  (shared `menus.widgets.draw_box` rule: the text may shrink to theme.MIN_TEXT, no further);
  every variant's help, wrapped, within the description strip under the options;
- settings: every value label in its value box;
- menu screens (title, picker, settings, load, pause, every game's setup): no label drawn with
  theme.text(max_width=...) is cut with an ellipsis, except the one-line help under a variant's
  name (its whole text is in the description strip), and every pygame_gui button's text fits it;
- Hotel Tycoon's deed card: the column headers and every piece name fit their measured columns
  and the columns do not overlap.
"""
import pygame
import pytest

import rules
from scenes import i18n, theme
from scenes.menus.settings import BOX_W, SettingsScene
from scenes.menus.setup import DESCRIPTION, SEAT_BOX_W, VALUE_W, SetupScene
from tests.scenes.driver import Driver
from tests.scenes.kit import open_board

LANGS = ["hu", "et"]
BOX_PAD = 44           # draw_box leaves this much of an enabled box for the ▾ and the margins


@pytest.fixture(params=LANGS)
def lang(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def fits(label: str, size: int, width: int, weight: str = "regular") -> bool:
    """theme.text(max_width=width) shows `label` whole: it may shrink down to MIN_TEXT."""
    return theme.font(min(size, theme.MIN_TEXT), weight).size(label)[0] <= width


def test_every_setup_value_fits_its_box(lang, home):
    d = Driver()
    too_long = []
    for game in rules.GAMES.values():
        scene = SetupScene(game)
        d.app.reset(scene)
        for _value, label, _help in scene.seat_items():
            if not fits(label, 20, SEAT_BOX_W - BOX_PAD):
                too_long.append((game.id, "seat", label))
        for name in game.variants:
            for _value, label, _help in scene.value_items(name):
                if not fits(label, 20, VALUE_W - BOX_PAD):
                    too_long.append((game.id, name, label))
    assert not too_long


def test_every_variant_help_wraps_within_the_description_strip(lang, home):
    d = Driver()
    too_tall = []
    for game in rules.GAMES.values():
        scene = SetupScene(game)
        d.app.reset(scene)
        for name in game.variants:
            scene.hover = ("variant", name)
            words = scene.description()
            height = theme.render(words, 18, theme.TEXT, wrap=DESCRIPTION.w).get_height()
            if height > DESCRIPTION.h:
                too_tall.append((game.id, name, words))
    assert not too_tall


def test_every_settings_value_fits_its_box(lang, home):
    d = Driver()
    d.app.go("settings")
    d.frame()
    scene = d.top
    assert isinstance(scene, SettingsScene)
    too_long = [label for key in ("language", "anim_speed", "bot_pace", "think_ms")
                for _value, label, _help in scene.items(key)
                if not fits(label, 20, BOX_W - BOX_PAD)]
    assert not too_long


@pytest.fixture
def cuts(monkeypatch):
    """Every label theme.text had to cut with an ellipsis: (text, width)."""
    seen = []
    original = theme.ellipsize

    def recording(text_, size, weight, max_width):
        shown = original(text_, size, weight, max_width)
        if shown != text_:
            seen.append((text_, max_width))
        return shown
    monkeypatch.setattr(theme, "ellipsize", recording)
    return seen


def button_overflows(d) -> list:
    """pygame_gui buttons whose text is wider than the button."""
    out = []
    for button in d.buttons():
        font = getattr(button, "font", None)
        if font is None or len(getattr(button, "text", "")) < 2:     # ▲ ▼: scroll arrows
            continue
        if font.size(button.text)[0] > button.rect.w - 8:
            out.append(button.text)
    return out


def variant_help_lines() -> set:
    """The one-line helps under variant names: cut on purpose, shown whole on hover."""
    return {i18n._(help_) for game in rules.GAMES.values()
            for help_ in game.variant_help.values()}


def test_menu_screens_cut_no_label(lang, home, cuts):
    d = Driver()
    problems = []
    screens = [("title", {}), ("picker", {}), ("settings", {}), ("load", {})]
    screens += [("setup", {"game": game}) for game in rules.GAMES.values()]
    for route, arguments in screens:
        d.app.go(route, **arguments)
        d.frames(2)
        problems += [(route, text) for text in button_overflows(d)]
    d, board, _match = open_board("dominion", 2)
    d.app.go("pause", board=board)
    d.frames(2)
    problems += [("pause", text) for text in button_overflows(d)]
    allowed = variant_help_lines()
    problems += [("cut", text, width) for text, width in cuts if text not in allowed]
    assert not problems


def test_hotel_tycoon_deed_columns_fit_their_headers(lang):
    from rules.hotel_tycoon import data as D
    from scenes.games.hotel_tycoon import art
    pygame.font.init()          # also when this test runs alone

    body = pygame.Rect(2, 2, art.DEED_W - 4, 300)
    cols = art.deed_columns(body)
    head = theme.font(art.DEED_HEAD, "bold")
    for key, label in (("cost", i18n._("Cost")), ("stars", i18n._("Stars")),
                       ("rate", i18n._("Per night"))):
        assert head.size(label)[0] <= cols[key].w, (key, label)
    order = [cols["name"], cols["cost"], cols["stars"], cols["rate"]]
    assert all(a.right < b.x for a, b in zip(order, order[1:]))
    assert order[-1].right <= body.right
    names = {art.piece_name(plot, i) for plot, hotel in D.HOTELS.items()
             for i in range(len(hotel["pieces"]))}
    assert all(theme.font(17).size(name)[0] <= cols["name"].w for name in names), names
    card = art.deed_card(next(iter(D.HOTELS)), 1, "Anna", 0, 2)
    assert card.get_width() == art.DEED_W


def test_itchy_feet_card_names_are_never_cut(lang, cuts):
    """Full-size card faces (hand, discard pile, offer dialogs: items, forbidden, special,
    event, character cards) and country cards full size and in a player's box: a long word is
    split, a name shrinks or takes two lines, but no name ends in an ellipsis. (The 70 px cards
    of the trade dialogs may still cut a three-word name: the option rows beside them give the
    whole name.)"""
    from rules.itchy_feet import cards as C
    from scenes.games.itchy_feet import art

    pygame.font.init()
    for cached in (art.face, art.country_card):      # render afresh: the cuts are seen on render
        getattr(cached, "cache_clear", lambda: None)()
    names = {**{card: C.ITEM_NAME[C.item_of(card)] for card in C.WHITE}, **C.CARD_NAME,
             **C.CHARACTER_NAME}
    for card, name in names.items():
        art.face(card, i18n._(name), art.FULL)
    for code, name in C.COUNTRY_NAME.items():
        for size in (art.FULL, (60, 84)):
            art.country_card(code, i18n._(name), size)
    assert not cuts


def test_hotel_tycoon_dice_captions_do_not_touch(lang):
    """The captions under the three dice (flight, nights, permit) leave a gap (4 px) between them and
    end before the turn's text beside the dice."""
    d, board, _match = open_board("hotel_tycoon", 2)
    adapter = board.adapter
    font = theme.font(14)
    spans = []
    for purpose, caption in (("move", "flight"), ("nights", "nights"), ("permit", "permit")):
        rect = adapter.die_rect(purpose)
        w = font.size(i18n._(caption))[0]
        spans.append((rect.centerx - w / 2, rect.centerx + w / 2))
    assert all(a[1] + 4 <= b[0] for a, b in zip(spans, spans[1:])), spans
    assert spans[-1][1] <= adapter.corner.x + 204


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_hover_texts_and_option_rows_at_the_start_fit(lang, home, game_id):
    """The tooltip wraps at 380 px (BoardScene.draw_tooltip): no word is wider than that (the
    wrap would break it anywhere) and the box fits on the screen. Each row of the options list
    is as tall as its wrapped words: no word is wider than the row either."""
    d, board, _match = open_board(game_id, 3)
    view = board.presented
    font = theme.font(18)
    tips = {board.adapter.tooltip(shape.rect.center, view)
            for shape in list(board.adapter.map.shapes.values()) +
            list(board.adapter.target_shapes(view).values())} - {None, ""}
    assert tips
    problems = [tip for tip in tips
                if max(font.size(word)[0] for word in tip.split()) > 380
                or theme.render(tip, 18, theme.TEXT, wrap=380).get_height() + 14 > theme.SCREEN[1]]
    assert not problems
    from scenes.table import optionlist
    rows = board.options.rows
    wrap = board.options.row_w - 2 * optionlist.PAD_X
    row_font = theme.font(optionlist.SIZE)
    assert not [row.text for row in rows
                if max(row_font.size(word)[0] for word in row.text.split() or [""]) > wrap]


def test_a_button_label_takes_two_lines_before_it_is_cut(cuts):
    """theme.label_in, the shared rule of table buttons and the amount stepper's confirm."""
    pygame.font.init()
    surface = pygame.Surface((400, 200))
    theme.label_in(surface, "Licit: 10000", pygame.Rect(0, 0, 90, 56), 20)
    assert not cuts
    theme.label_in(surface, "Licit: 10000", pygame.Rect(0, 0, 90, 30), 20)
    assert cuts == [("Licit: 10000", 82)]


def test_the_auction_stepper_shows_its_whole_bid(lang, home, cuts):
    """Hotel Tycoon's auction: the stepper at its highest amount, the confirm label whole."""
    from tests.scenes.kit import bind, has

    d, board, _match = bind("hotel_tycoon", 3)[3](3, has("hotel_tycoon.bid"))
    stepper = board.stepper
    assert stepper.hint is not None
    stepper.value = stepper.hint["max"]
    board.dirty = True
    d.frames(2)
    assert not cuts


def test_itchy_feet_banner_takes_a_long_trade_on_two_lines(lang, home, cuts):
    """The event banner over the table: a trade between two long card names is shown whole."""
    from tests.scenes.kit import wait_for_human

    d, board, _match = open_board("itchy_feet", 3, seed=2)
    assert wait_for_human(d, board)
    assert not board.presented.get("offer")
    board.adapter.banner = i18n._("{seat} trades {cards} to {seat2} for {cards2}").format(
        seat="Anna", seat2="Bot 3", cards=i18n._("Plug Adapter"), cards2=i18n._("Camera"))
    cuts.clear()
    board.dirty = True
    d.frames(2)
    assert not cuts


def test_the_replays_check_and_close_buttons_fit_their_words(lang, home, monkeypatch):
    """Check moves and Close replay share the bottom row; Stop checking takes the first's place
    while the strong bot checks."""
    from scenes.table import review
    from scenes.table.replay import ReplayScene
    from tests.scenes.test_replay_timeline import finished
    monkeypatch.setattr(review, "_kept", {})
    setup, state = finished("dominion", 2)
    d = Driver()
    scene = ReplayScene(setup, state.history, 0)
    d.app.reset(scene)
    d.frame()
    problems = button_overflows(d)
    scene.start_review()
    d.frame()
    problems += button_overflows(d)
    scene.put_review_away()
    assert not problems
