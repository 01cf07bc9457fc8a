"""The UI scale (issue 16): 100 / 125 / 150 / 200 % in Settings makes the text of the table's
panels, buttons, tooltips and the menus larger on top of the window's fit, live; a label may
shrink to fit its widget but never below its 100 % size, and it is not cut.

Measured at 125 % in Hungarian (the longest language) on the smallest and a large window, and
in Estonian on the smallest: every game's table (its options, buttons, prompt, panels, hover
texts) and every menu: no label drawn with an ellipsis, no two texts over each other, every
option row's words inside their row; the menus again at 150 and 200 %.
"""
from __future__ import annotations

import json

import pygame
import pytest

import rules
import saves
from scenes import gfx, i18n, theme
from scenes.table import optionlist
from tests.scenes import kit
from tests.scenes.driver import Driver
from tests.scenes.test_label_fit import button_overflows, variant_help_lines

SIZES = [(1024, 600), (2560, 1440)]


@pytest.fixture(autouse=True)
def back_to_normal():
    theme.set_ui_scale(1.0)            # each test starts at 100 % (whatever the environment)
    yield
    theme.set_ui_scale(1.0)
    if pygame.display.get_surface() is not None:
        pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
    gfx.set_scale(1.0)
    gfx.clear_caches()


@pytest.fixture
def hungarian():
    i18n.set_language("hu")
    yield
    i18n.set_language("en")


def window(d, size) -> None:
    pygame.display.set_mode(size, pygame.RESIZABLE)
    d.frame([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])])


@pytest.fixture
def drawn(monkeypatch):
    """What a frame drew: texts theme.text had to cut (text, width), and every text drawn at the
    UI scale (text, rect), collected while `drawn.on` is True."""
    class Seen:
        on = False
        cuts: list = []
        texts: list = []
        every: list = []         # every text drawn, at the scale or not
    seen = Seen()
    ellipsize, text = theme.ellipsize, theme.text

    def recording_ellipsize(text_, size, weight, max_width):
        shown = ellipsize(text_, size, weight, max_width)
        if shown != text_:
            seen.cuts.append((text_, max_width))
        return shown

    def recording_text(surface, text_, pos, *args, **named):
        rect = text(surface, text_, pos, *args, **named)
        if seen.on and named.get("ui") and str(text_).strip():
            seen.texts.append((str(text_), rect))
        if seen.on:
            seen.every.append((str(text_), rect))
        return rect
    monkeypatch.setattr(theme, "ellipsize", recording_ellipsize)
    monkeypatch.setattr(theme, "text", recording_text)
    return seen


def overlapping(texts) -> list:
    """Pairs of texts whose boxes overlap (a line's leading may touch the next: 3 units)."""
    boxes = [(t, r.inflate(-2, -6)) for t, r in texts if r.w > 2 and r.h > 6]
    return [(a, b) for i, (a, ra) in enumerate(boxes) for b, rb in boxes[i + 1:]
            if ra.colliderect(rb)]


def one_frame(d, seen) -> None:
    seen.texts.clear()
    seen.every.clear()
    seen.on = True
    d.frame()
    seen.on = False


# ---- the rule of the scale ------------------------------------------------------------------------
def test_the_scale_comes_from_the_environment_over_the_settings(monkeypatch):
    monkeypatch.setenv("GAMESHELF_UI_SCALE", "1.25")
    assert theme.start_ui_scale({"ui_scale": 1.5}) == 1.25
    monkeypatch.delenv("GAMESHELF_UI_SCALE")
    assert theme.start_ui_scale({"ui_scale": 1.5}) == 1.5
    assert theme.start_ui_scale({"ui_scale": 3}) == 1.0        # not a scale Settings offers
    assert theme.start_ui_scale({}) == 1.0
    monkeypatch.setenv("GAMESHELF_UI_SCALE", "huge")
    assert theme.start_ui_scale({"ui_scale": 2.0}) == 1.0


def test_a_label_grows_and_never_shrinks_below_its_100_percent_size():
    pygame.font.init()
    surface = pygame.Surface((800, 100))
    short, long_ = "Réz", "Megveszem: Kovácsműhely és még valami nagyon hosszú"
    width = theme.font(20).size(short)[0] + 40
    at_100 = theme.shown_size(short, 20, "regular", width, True)
    theme.set_ui_scale(1.25)
    assert theme.shown_size(short, 20, "regular", width, True) == 25 > at_100 == 20
    # shrinks to fit the box, but not below what 100 % shows
    snug = theme.font(22).size(short)[0]
    assert theme.shown_size(short, 20, "regular", snug, True) == 22
    assert theme.shown_size(short, 20, "regular", 10, True) == 18     # as 100 % in that box
    # a label 100 % had to shrink (to 18) shrinks the same way, no further
    assert theme.shown_size(long_, 20, "regular", 300, True) == 18
    rect = theme.text(surface, short, (0, 0), 20, max_width=width, ui=True)
    assert rect.w <= width and rect.h >= theme.font(25).get_height() - 1
    # text that does not say ui stays as it was
    assert theme.render(short, 20).get_height() == theme.font(20).get_height()


def test_stacked_lines_grow_together_as_far_as_the_panel_is_tall():
    pygame.font.init()
    lines = [(18, "bold"), (16, "regular"), (14, "regular")]
    assert theme.stack_sizes(lines, 1000) == [18, 16, 14]            # 100 %
    theme.set_ui_scale(2.0)
    assert theme.stack_sizes(lines, 1000) == [36, 32, 28]
    tight = theme.stack_sizes(lines, 90)
    assert tight != [18, 16, 14] and all(a <= b < c for a, b, c in
                                         zip([18, 16, 14], tight, [36, 32, 28]))
    assert sum(theme.font(s, w).get_linesize() for s, (_n, w) in zip(tight, lines)) <= 90
    assert theme.stack_sizes(lines, 10) == [18, 16, 14]              # never below 100 %


def glyph_height(image) -> int:
    return pygame.Surface.get_bounding_rect(image).h


def test_at_125_percent_a_typical_label_is_at_least_1_2_times_as_tall(hungarian):
    pygame.font.init()
    label = i18n._("Buy {card}").format(card="Réz") if i18n._("Buy {card}") != "Buy {card}" \
        else "Megveszem: Réz"
    at_100 = glyph_height(theme.render(label, optionlist.SIZE, ui=True))
    theme.set_ui_scale(1.25)
    at_125 = glyph_height(theme.render(label, optionlist.SIZE, ui=True))
    assert at_125 >= 1.2 * at_100
    gfx.set_scale(1.6)                      # and at a large window it is rendered, not zoomed
    big = theme.render(label, optionlist.SIZE, ui=True)
    assert isinstance(big, gfx.Canvas) and big.k == 1.6
    assert abs(pygame.Surface.get_height(big) - theme.font(optionlist.SIZE, ui=True)
               .get_height() * 1.6) <= 2


# ---- Settings: chosen, saved, applied live ------------------------------------------------------------
def test_settings_offer_the_four_scales_and_apply_one_live(home):
    d, board, _match = kit.open_board("dominion", 2)
    assert kit.wait_for_human(d, board)
    d.frames(2)
    rows_before = [row.h for row in board.options.rows]
    log_before = sum(image.get_height() for image in board.log.images)
    d.app.go("settings")
    d.frames(2)
    scene = d.top
    assert [value for value, _label, _help in scene.items("ui_scale")] == [1.0, 1.25, 1.5, 2.0]
    assert [label for _v, label, _h in scene.items("ui_scale")][1] == "125 %"
    scene.open_box("ui_scale")
    d.frames(2)
    choices = d.top
    d.click(choices.rows[3].center)                       # 200 %
    assert theme.ui_scale() == 2.0 and d.top is scene
    assert json.loads((saves.home() / "settings.json").read_text())["ui_scale"] == 2.0
    d.press("Done")
    d.frames(3)
    assert d.top is board
    assert all(after > before for after, before in
               zip([row.h for row in board.options.rows], rows_before))
    assert sum(image.get_height() for image in board.log.images) > log_before
    # the side panels' titles grew: the lists start lower
    assert board.options.rect.y > board.layout["options"].y


def test_the_setting_is_used_at_the_next_start(home, monkeypatch):
    monkeypatch.delenv("GAMESHELF_UI_SCALE", raising=False)
    saves.write_settings({"ui_scale": 1.5})
    assert theme.start_ui_scale(saves.read_settings()) == 1.5


# ---- every table and every menu at 125 % in Hungarian ------------------------------------------------
@pytest.mark.parametrize("lang, size", [("hu", SIZES[0]), ("hu", SIZES[1]), ("et", SIZES[0])])
@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_every_table_at_125_percent_in_hungarian(drawn, game_id, lang, size):
    i18n.set_language(lang)
    theme.set_ui_scale(1.25)
    players = max(3, rules.GAMES[game_id].min_players)
    d, board, _match = kit.open_board(game_id, players, seed=3)
    window(d, size)
    assert kit.wait_for_human(d, board)
    d.frames(2)
    drawn.cuts.clear()
    one_frame(d, drawn)
    assert not drawn.cuts
    assert drawn.texts                       # the prompt, the panels' titles at least
    assert not overlapping(drawn.texts)
    rows = board.options.rows
    assert rows
    wrap = board.options.row_w - 2 * optionlist.PAD_X
    font = theme.font(optionlist.SIZE, ui=True)
    for row in rows:
        assert max(font.size(word)[0] for word in row.text.split() or [""]) <= wrap, row.text
        image = theme.render(row.text, optionlist.SIZE, wrap=wrap, ui=True)
        assert image.get_height() + 2 * optionlist.PAD_Y <= row.h, row.text
    # hover texts wrap wider for the larger text: no word is broken, the box fits the screen
    view = board.presented
    tips = {board.adapter.tooltip(shape.rect.center, view)
            for shape in list(board.adapter.map.shapes.values()) +
            list(board.adapter.target_shapes(view).values())} - {None, ""}
    tip_font, tip_w = theme.font(18, ui=True), board.tooltip_wrap()
    assert not [tip for tip in tips
                if max(tip_font.size(word)[0] for word in tip.split()) > tip_w
                or theme.render(tip, 18, wrap=tip_w, ui=True).get_height() + 14 > 900]
    # the rows lie one under the other, the list scrolls to each
    assert all(a.y + a.h <= b.y for a, b in zip(rows, rows[1:]))
    if board.options.height > board.options.rect.h:
        assert board.options.max_offset > 0


def menus(d):
    """Every menu, opened as the app opens it: (name, route, arguments)."""
    from rules.core import RandomBot
    finished = kit.Match(kit.setup_for("kairo", 2, 3), autosave=False)
    bot = RandomBot(0, 1)
    while (decision := finished.pending()) is not None:
        finished.apply(bot.choose(finished.state.view(decision.seat), decision).id)
    finished.quick_save()                    # the load list shows a row
    out = [("title", "title", {}), ("picker", "picker", {}), ("settings", "settings", {}),
           ("load", "load", {}), ("credits", "credits", {}),
           ("results", "results", {"match": finished}),
           ("replay", "replay", {"setup": finished.setup, "history": finished.state.history}),
           ("curtain", "curtain", {"name": "Anna", "seat": 0, "reason": "Vásárolj egy lapot"})]
    out += [(f"setup {g}", "setup", {"game": rules.GAMES[g]}) for g in sorted(rules.GAMES)]
    out += [(f"reference {g}", "reference", {"game": g}) for g in sorted(rules.GAMES)]
    return out


def menu_problems(seen, scale: float, size, buttons: bool) -> list:
    """Every menu at `scale` in a window of `size`: labels cut, texts over each other, and
    with `buttons` pygame-gui buttons whose text is wider than they are."""
    theme.set_ui_scale(scale)
    d = Driver()
    window(d, size)
    allowed = variant_help_lines()
    problems = []
    for name, route, arguments in menus(d):
        d.app.go(route, how="reset", **arguments)
        d.frames(2)
        seen.cuts.clear()
        one_frame(d, seen)
        problems += [(name, "cut", text) for text, _w in seen.cuts if text not in allowed]
        problems += [(name, "over", pair) for pair in overlapping(seen.texts)]
        if buttons:
            problems += [(name, "button", text) for text in button_overflows(d)]
    return problems


@pytest.mark.parametrize("size", SIZES)
def test_every_menu_at_125_percent_in_hungarian(home, hungarian, drawn, size):
    assert not menu_problems(drawn, 1.25, size, buttons=True)


def test_every_menu_at_125_percent_in_estonian(home, drawn):
    i18n.set_language("et")
    try:
        assert not menu_problems(drawn, 1.25, SIZES[0], buttons=True)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_the_menus_hold_their_words_at_150_and_200_percent(home, hungarian, drawn, scale):
    assert not menu_problems(drawn, scale, SIZES[0], buttons=False)


def test_a_pages_line_under_its_title_ends_above_the_page_at_200_percent(home, drawn):
    """The line under a page's title shrinks (not below 18) to end above what the page shows
    under it: at 200 % the load list's saves folder ran under its game filters, and the setup
    page's "New game" under its panels."""
    from scenes.menus import credits, loadlist, setup
    finished = kit.Match(kit.setup_for("kairo", 2, 3), autosave=False)
    finished.quick_save()                    # the load list has a filter row
    theme.set_ui_scale(2.0)
    i18n.set_language("et")
    try:
        d = Driver()
        pages = [("load", {}, i18n._("Saves folder: {path}").split("{")[0], loadlist.FILTER_Y),
                 ("setup", {"game": rules.GAMES["hotel_tycoon"]}, i18n._("New game"),
                  setup.LEFT.y),
                 ("credits", {}, i18n._("The games on this shelf and the people who made them"),
                  credits.CARDS_Y)]
        for route, arguments, words, content in pages:
            d.app.go(route, how="reset", **arguments)
            d.frames(2)
            one_frame(d, drawn)
            line = [rect for text, rect in drawn.every if text.startswith(words)]
            assert line and line[0].bottom <= content, (route, line)
    finally:
        i18n.set_language("en")


# ---- the texts that stayed at 100 %: the replay's counter and hint, the seat help, Settings' switches
def finished_kairo():
    from rules.core import RandomBot
    finished = kit.Match(kit.setup_for("kairo", 2, 3), autosave=False)
    bot = RandomBot(0, 1)
    while (decision := finished.pending()) is not None:
        finished.apply(bot.choose(finished.state.view(decision.seat), decision).id)
    return finished


def replay_texts(seen, scale: float, finished) -> dict:
    """The replay's move counter and timeline hint as drawn at `scale`: text -> rect."""
    theme.set_ui_scale(scale)
    d = Driver()
    window(d, SIZES[0])
    scene = d.app.go("replay", how="reset", setup=finished.setup,
                     history=finished.state.history)
    d.frames(2)
    one_frame(d, seen)
    hint = scene.timeline_hint()
    status = next(t for t, _r in seen.texts if t.startswith("Round") or t.startswith("Move"))
    shown = dict(seen.every)
    return {"status": shown[status], "hint": shown[hint], "chart": scene.chart.rect,
            "menu": gui_rect(scene.viewer_menu), "box": scene.side_rect("options")}


def gui_rect(element):
    from scenes import gui
    return gui.rect_of(element)


def test_the_replay_counter_and_timeline_hint_follow_the_scale(home, drawn):
    finished = finished_kairo()
    at_100 = replay_texts(drawn, 1.0, finished)
    at_125 = replay_texts(drawn, 1.25, finished)
    assert at_125["status"].h > at_100["status"].h
    assert at_125["hint"].h > at_100["hint"].h or at_125["hint"].w > at_100["hint"].w
    at_200 = replay_texts(drawn, 2.0, finished)      # the hint keeps the chart's room
    assert at_200["hint"].h >= at_100["hint"].h and at_200["chart"].h >= 90
    for shown in (at_100, at_125, at_200):
        # the counter sits above the viewer's menu, the hint under the chart inside the panel
        assert shown["status"].bottom <= shown["menu"].y
        assert shown["hint"].y >= shown["chart"].bottom
        assert shown["hint"].bottom <= shown["box"].bottom


def test_the_seat_help_line_grows_and_every_seat_still_fits(home, drawn):
    from scenes.menus import setup
    d = Driver()
    sizes = {}
    for scale in (1.0, 1.25, 2.0):
        theme.set_ui_scale(scale)
        for game in rules.GAMES.values():
            scene = d.app.go("setup", how="reset", game=game)
            d.frames(1)
            for count in range(game.min_players, game.max_players + 1):
                scene.count = count
                step, size = scene.seat_rows()
                line = theme.font(size).get_linesize()
                assert step >= setup.SEAT_STEP and size >= 18
                # the last seat's row and its help stay above the seed's row
                assert scene.seat_y(count - 1) + 52 + line <= setup.LEFT.bottom - 70
                assert scene.kind_box(count - 1).y == scene.seat_y(count - 1)
                sizes[scale, game.id, count] = size
    assert sizes[1.0, "dominion", 4] == 18
    assert sizes[1.25, "dominion", 4] > 18
    assert sizes[2.0, "dominion", 2] > sizes[1.25, "dominion", 2]


def test_the_seat_help_line_is_drawn_at_that_size(home, drawn, monkeypatch):
    theme.set_ui_scale(1.25)
    d = Driver()
    scene = d.app.go("setup", how="reset", game=rules.GAMES["hermagor"])
    d.frames(1)
    sizes = []
    text = theme.text

    def noting(surface, text_, pos, size=18, *args, **named):
        if text_ == scene.kind_help(scene.kinds[0]):
            sizes.append(size)
        return text(surface, text_, pos, size, *args, **named)
    monkeypatch.setattr(theme, "text", noting)
    d.frame()
    assert sizes and sizes[0] == scene.seat_rows()[1] > 18


@pytest.mark.parametrize("scale", [1.25, 2.0])
def test_the_settings_switches_are_as_wide_as_their_labels(home, hungarian, scale):
    theme.set_ui_scale(scale)
    d = Driver()
    window(d, SIZES[0])
    scene = d.app.go("settings", how="reset")
    d.frames(2)
    assert not button_overflows(d)
    for button in (scene.full, scene.holds):
        assert gui_rect(button).w >= 300
        assert abs(gui_rect(button).h - scene.box("language").h) <= 2     # whole pixels at k 0.64
    # larger text, wider buttons
    theme.set_ui_scale(1.0)
    d.app.go("settings", how="reset")
    d.frames(2)
    assert gui_rect(d.top.holds).w <= gui_rect(scene.holds).w


# ---- board panels that hold reading text ------------------------------------------------------
def test_hotel_tycoon_deed_grows_with_the_scale_and_its_columns_still_fit(hungarian):
    from rules.hotel_tycoon import data as D
    from scenes.games.hotel_tycoon import art
    pygame.font.init()
    plot = next(iter(D.HOTELS))
    at_100 = art.deed_card(plot, 1, "Anna", 0, 2)
    for scale in (1.25, 2.0):
        theme.set_ui_scale(scale)
        u = art.deed_scale()
        card = art.deed_card(plot, 1, "Anna", 0, 2)
        assert card.get_width() == round(art.DEED_W * u) > at_100.get_width()
        assert card.get_height() > at_100.get_height() and card.get_width() <= 760
        body = pygame.Rect(2, 2, card.get_width() - 4, 300)
        cols = art.deed_columns(body, u)
        head = theme.font(round(art.DEED_HEAD * u), "bold")
        for key, label in (("cost", i18n._("Cost")), ("stars", i18n._("Stars")),
                           ("rate", i18n._("Per night"))):
            assert head.size(label)[0] <= cols[key].w, (key, label)
        order = [cols["name"], cols["cost"], cols["stars"], cols["rate"]]
        assert all(a.right < b.x for a, b in zip(order, order[1:]))
        names = {art.piece_name(p, i) for p, hotel in D.HOTELS.items()
                 for i in range(len(hotel["pieces"]))}
        name_font = theme.font(round(17 * u))
        assert all(name_font.size(name)[0] <= cols["name"].w for name in names)


def test_dominion_turn_box_and_kairo_boards_read_larger(drawn):
    """The panels' words are drawn at the UI scale and sit inside their panels."""
    theme.set_ui_scale(1.25)
    for game_id, panel in (
            ("dominion", lambda a, v, s: (a.draw_counters(s, v), a.z["counters"],
                                          [i18n._("Actions"), i18n._("Buys")], "regular")),
            ("kairo", lambda a, v, s: (a._draw_hand(s, v), a.hand_area, [i18n._("Your hand")],
                                       "bold"))):
        d, board, _match = kit.open_board(game_id, 2, seed=3)
        assert kit.wait_for_human(d, board)
        d.frames(2)
        drawn.every.clear()
        drawn.on = True
        _none, zone, words, weight = panel(board.adapter, board.presented, d.app.surface)
        drawn.on = False
        shown = dict(drawn.every)
        for word in words:
            assert word in shown, word
            assert zone.contains(shown[word]), (word, shown[word], zone)
            assert shown[word].h > theme.font(18, weight).get_height(), word


@pytest.mark.parametrize("scale", [1.25, 2.0])
def test_hotel_tycoon_auction_rows_stay_above_the_stepper(home, hungarian, drawn, scale):
    from tests.scenes.test_hotel_tycoon_table import board_at, has
    theme.set_ui_scale(scale)
    d, board, match = board_at("hotel_tycoon", 3, has("bid", "bid"))
    d.frames(2)
    corner, stepper = board.adapter.corner, board.stepper.rect
    auction = board.shown["auction"]
    drawn.every.clear()
    drawn.on = True
    board.adapter.draw_auction(d.app.surface, board.shown, auction)
    drawn.on = False
    rows = [rect for text, rect in drawn.every if rect.x < stepper.right and text.strip()]
    assert len(rows) >= 2
    assert all(corner.contains(rect) for rect in rows)
    assert all(rect.bottom <= stepper.y + 1 for rect in rows)
    assert not overlapping(drawn.every)
    from scenes.games.hotel_tycoon import art
    title = i18n._("Auction: {hotel}").format(hotel=art.hotel_name(auction["lot"]))
    assert dict(drawn.every)[title].h > theme.font(18, "bold").get_height()   # larger, as it fits


@pytest.mark.parametrize("players", [2, 3])
def test_nauticus_scoring_card_keeps_its_rows_and_grows_where_it_can(drawn, players):
    heads = {i18n._(w) for w in ("Finished ships", "Delivered goods", "Leftovers", "Pass tiles")}
    shown = {}
    for scale in (1.0, 1.25):
        theme.set_ui_scale(scale)
        d, board, _match = kit.open_board("nauticus", players, seed=3)
        adapter = board.adapter
        free = [adapter.area[f"panel_{k}"] for k in range(players, 4)]
        card = free[0].unionall(free[1:])
        drawn.every.clear()
        drawn.on = True
        adapter._draw_scoring_card(d.app.surface)
        drawn.on = False
        assert all(card.contains(rect) for _t, rect in drawn.every)
        assert not overlapping(drawn.every)
        shown[scale] = {t: r for t, r in drawn.every}
    assert {t for t in shown[1.0] if t in heads} == {t for t in shown[1.25] if t in heads}
    title = i18n._("Final scoring")
    assert shown[1.25][title].h >= shown[1.0][title].h
    if players == 2:                     # room enough: it grows
        assert shown[1.25][title].h > shown[1.0][title].h


@pytest.mark.parametrize("scale", [1.5, 2.0])
def test_dominion_pile_labels_stay_clear_of_the_seats_own_panel(drawn, scale):
    """At 150 % in Estonian "Visatud: 0" (Discard 0) ran under the seat's own panel."""
    i18n.set_language("et")
    theme.set_ui_scale(scale)
    d, board, _match = kit.open_board("dominion", 2, seed=3)
    assert kit.wait_for_human(d, board)
    d.frames(2)
    drawn.texts.clear()
    drawn.on = True
    board.adapter.draw_own(d.app.surface, board.presented)     # a cached layer: drawn here
    drawn.on = False
    own = board.adapter.z["own_info"]
    labels = [(t, r) for t, r in drawn.texts
              if t.startswith((i18n._("Discard {n}").split("{")[0],
                               i18n._("Deck {n}").split("{")[0]))]
    assert len(labels) == 2, drawn.texts
    assert not [(t, r) for t, r in labels if r.colliderect(own)], (labels, own)
