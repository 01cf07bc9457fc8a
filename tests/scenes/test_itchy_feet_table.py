"""Itchy Feet through the REAL board scene, clicked as a person would (SDL dummy driver): a whole
4-player game with every extension against three bots to the results screen, an illegal click
refused, the trade builder (cards to give, kinds to ask, send), the answer dialog for a hot-seat
person behind the curtain, a steal, a travel with the plane, the discard pile browser, the Local
Guide's look, and 2-6 seats fitting the table without overlap."""
from __future__ import annotations

import itertools

import pytest

import rules
from rules.core import RandomBot
from rules.itchy_feet import cards as C
from rules.itchy_feet.bots import SimpleBot
from scenes.menus.curtain import CurtainScene
from scenes.menus.results import ResultsScene
from scenes.table.animator import PathWalker
from scenes.games.itchy_feet.adapter import ItchyFeetAdapter
from tests.scenes import kit
from tools.maps import itchy_feet_map

GAME = rules.GAMES["itchy_feet"]
ALL = {e: True for e in ("ext_forbidden", "ext_special", "ext_events", "ext_characters",
                         "ext_postcards")}
setup_for, open_board, find_position, board_at = kit.bind("itchy_feet", 4)


def pending(board):
    return board.match.pending()


def option(board, pred):
    return kit.first(pending(board), pred)


def click(d, board, option_id: str) -> None:
    """Click the board object of a pending option (it must be highlighted)."""
    kit.click_target(d, board, pending(board).find(option_id))


def settle(d, board, seat: int = 0) -> None:
    assert kit.wait_for_human(d, board, seat)


# ---- a whole game --------------------------------------------------------------------------
def test_four_players_every_extension_person_against_three_bots_to_the_results(home):
    d, board, match = open_board(4, seed=11, variants=ALL)
    assert isinstance(board.adapter, ItchyFeetAdapter)
    done = kit.play_by_clicks(d, board, SimpleBot(0, 99), panel_every=3)
    d.run_until(lambda: isinstance(d.top, ResultsScene))
    result = match.result()
    assert match.pending() is None and result.ranking
    assert done["table"] > 20 and done["panel"] > 0
    assert {"grab"} <= done["kinds"]
    # every score line of the results is explained in words
    results = d.top
    for seat in range(4):
        text = results.details_text(seat)
        assert text and "{" not in text


def test_the_whole_game_starts_from_the_shelf_through_the_menus(home):
    _, board, _ = kit.whole_game_by_clicks("itchy_feet", 3, 7, SimpleBot(0, 7),   # a short game
                                           panel_every=2)                      # (170 decisions)
    assert isinstance(board.adapter, ItchyFeetAdapter)


# ---- clicks refused ------------------------------------------------------------------------
def test_an_illegal_click_is_refused_with_a_message_and_changes_nothing(home):
    d, board, match = board_at(want=kit.has("itchy.turn"), variants=ALL)
    steps, hand = match.state.steps, list(match.state.view(0)["hand"])
    other = board.adapter.seat_at(1, board.presented)
    assert f"seat:{other}" not in board.by_target          # choosing a seat is not legal now
    d.click(board.adapter.slot(1).center)
    assert match.state.steps == steps and match.state.view(0)["hand"] == hand
    assert {"trade", "steal"} <= {o.kind for o in match.pending().options}
    # a panel is chosen after the action that names its player: the refusal says so
    assert board.toast is not None
    assert board.toast[0] == "Choose Trade or Steal first, then the player."
    view = board.presented
    only_trade = {**view, "decision": {**view["decision"], "options": [
        o for o in view["decision"]["options"] if o["kind"] != "steal"]}}
    assert board.adapter.refusal([f"seat:{other}"], only_trade) == \
        "Choose Trade first, then the player."
    nothing = {**view, "decision": {**view["decision"], "options": [
        o for o in view["decision"]["options"] if o["kind"] not in ("trade", "steal")]}}
    assert board.adapter.refusal([f"seat:{other}"], nothing) is None


# ---- the trade builder ---------------------------------------------------------------------
def test_the_trade_builder_gives_cards_asks_kinds_and_sends_the_offer(home):
    d, board, match = board_at(want=kit.has("itchy.turn", "trade"), variants=ALL)
    click(d, board, "trade")
    settle(d, board)
    partner = option(board, lambda o: o.kind == "partner")
    kit.click_target(d, board, partner)
    settle(d, board)
    assert pending(board).prompt == "itchy.trade.give"
    give = option(board, lambda o: o.kind == "pick")
    card = give.id.split(":", 1)[1]
    kit.click_target(d, board, give)
    settle(d, board)
    # the picked card rises in the hand; clicking it again puts it back
    assert card in board.adapter.picked(board.presented)
    click(d, board, f"unpick:{card}")
    settle(d, board)
    click(d, board, f"pick:{card}")
    settle(d, board)
    click(d, board, "done")                               # "Next: what to ask for"
    settle(d, board)
    assert pending(board).prompt == "itchy.trade.ask"
    assert "ask:item:SUN" in board.by_target and "ask:any" in board.by_target
    click(d, board, "pick:item:SUN")
    settle(d, board)
    click(d, board, "pick:item:SUN")                      # two of a kind
    settle(d, board)
    assert board.adapter.picked(board.presented) == ["item:SUN", "item:SUN"]
    click(d, board, "unpick:item:SUN")                    # the chip's minus
    settle(d, board)
    click(d, board, "pick:passport")
    settle(d, board)
    click(d, board, "done")                               # "Send the offer"
    offers = [e for e in match.events if e.kind == "offer"]
    assert offers[-1].data == {"from": 0, "to": int(partner.args[0]), "give": [card],
                               "ask": ["item:SUN", "passport"]}


def test_the_answer_dialog_works_for_a_hot_seat_person_behind_the_curtain(home):
    seed, state = find_position(want=kit.has("itchy.trade.answer", "pick"), variants=ALL)
    d, board, match = open_board(seed=seed, variants=ALL, state=state, humans=2)
    assert match.hot_seat
    for _ in range(5):
        d.frame()
        if isinstance(d.top, CurtainScene):
            break
    assert isinstance(d.top, CurtainScene)             # nobody sees Anna's hand before she sits
    settle(d, board)
    assert board.viewer == 0
    offer = board.presented["offer"]
    assert offer["to"] == 0 and board.adapter.prompt(board.presented) == "itchy.trade.answer"
    assert "btn:secondary" in board.by_target              # Decline on the table
    assert "btn:primary" not in board.by_target            # Accept only once the cards match
    while not pending(board).find("accept"):
        kit.click_target(d, board, option(board, lambda o: o.kind == "pick"))
        settle(d, board)
    assert "btn:primary" in board.by_target
    hand_before = len(match.state.hands[0])
    click(d, board, "accept")
    trade = [e for e in match.events if e.kind == "trade"][-1]
    assert trade.data["to"] == 0 and trade.data["got"]
    assert len(match.state.hands[0]) == hand_before - len(trade.data["got"]) + \
        len(trade.data["gave"])


# ---- a steal, a travel ---------------------------------------------------------------------
def test_a_steal_by_clicks_takes_a_card_from_the_victims_box(home):
    d, board, match = board_at(want=kit.has("itchy.turn", "steal"), variants=ALL)
    click(d, board, "steal")
    settle(d, board)
    victim = option(board, lambda o: o.kind == "victim")
    v = int(victim.args[0])
    size = match.state.view(0)["hand_sizes"][v]
    kit.click_target(d, board, victim)
    while match.pending() is not None and match.pending().seat == 0 and \
            match.pending().prompt == "itchy.steal.pay":
        settle(d, board)
        kit.click_target(d, board, option(board, lambda o: o.kind == "pay"))
    steals = [e for e in match.events if e.kind in ("steal", "mousetrap")]
    assert steals and steals[-1].data["seat"] == 0 and steals[-1].data["victim"] == v
    if steals[-1].kind == "steal":
        assert match.state.view(0)["hand_sizes"][v] <= size - 1 or v == 0


def test_a_travel_by_clicks_flies_the_plane_to_the_country(home):
    d, board, match = board_at(want=kit.has("itchy.turn", "travel"), variants=ALL)
    board.anims.speed = 1.0                               # see the plane
    click(d, board, "travel")
    for _ in range(400):
        if kit.ready(board) or match.pending() is None or match.pending().seat != 0:
            break
        d.frame()
    flew = False
    while match.pending() is not None and match.pending().prompt == "itchy.travel.pay":
        settle(d, board)
        decision = pending(board)
        chosen = decision.find("done") or option(board, lambda o: o.kind == "pick")
        kit.click_target(d, board, chosen)
        flew = flew or any(isinstance(m, PathWalker) for m in board.movers)
    assert [e for e in match.events if e.kind == "travel"][-1].data["seat"] == 0
    assert flew, "no plane took off"
    assert match.state.home_done[0] or match.state.end == "centre"


# ---- the discard pile, the Local Guide -----------------------------------------------------
def test_the_discard_pile_opens_in_a_browser_and_closes_again(home):
    d, board, match = board_at(want=lambda dec, st: dec.prompt == "itchy.turn" and
                               len(st.discard) >= 3, variants=ALL)
    adapter = board.adapter
    steps = match.state.steps
    d.click(adapter.zone["discard_pile"].center)
    assert adapter.browsing
    shapes = adapter.target_shapes(board.presented)
    shown = [t for t in shapes if t.startswith("discard:")]
    assert sorted(shown) == sorted(f"discard:{c}" for c in board.presented["discard"])
    d.frame()
    d.click((600, 300))
    assert not adapter.browsing and match.state.steps == steps


def test_recycle_takes_the_clicked_card_from_the_open_browser(home):
    d, board, match = board_at(want=kit.has("itchy.turn", "recycle"), variants=ALL)
    click(d, board, "recycle")
    settle(d, board)
    assert board.adapter.browser_open(board.presented)
    take = option(board, lambda o: o.kind == "take")
    kit.click_target(d, board, take)
    assert match.state.history[-1][1] == take.id


def test_the_local_guide_shows_its_look_as_clickable_cards(home):
    d, board, match = board_at(want=kit.has("itchy.guide.take"), variants=ALL)
    look = [card for card, _rect in board.adapter.dialog_cards(board.presented)]
    takes = [o for o in pending(board).options if o.kind == "take"]
    assert look and takes and all(o.args[0] in look for o in takes)
    assert all(f"card:{o.args[0]}" in board.by_target for o in takes)
    assert "btn:secondary" in board.by_target              # take nothing
    kit.click_target(d, board, takes[0])
    assert takes[0].args[0] in match.state.hands[0]


# ---- the table for 2 to 6 seats ------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_every_seat_count_fits_the_table_without_overlap(home, n):
    d, board, match = open_board(n, seed=3, variants=ALL)
    adapter = board.adapter
    lay = adapter.layout()
    boxes = [adapter.slot(k) for k in range(1, n)]
    fixed = [adapter.zone[z] for z in ("world_map", "draw_pile", "centre_country",
                                       "discard_pile", "me_hand", "me_country", "me_character",
                                       "event_banner")]
    for a, b in itertools.combinations(boxes + fixed, 2):
        if a in boxes or b in boxes:
            assert not a.colliderect(b), (n, a, b)
    for box in boxes + fixed:
        assert lay["board"].contains(box), box
    seats = {adapter.seat_at(k, board.presented) for k in range(1, n)}
    assert seats == set(range(n)) - {board.viewer}
    d.frame()
    assert d.surface.get_at(boxes[-1].center) != d.surface.get_at((5, 800))   # boxes drawn


def test_the_map_is_generated_and_names_the_rules_targets():
    assert itchy_feet_map.OUT.read_text(encoding="utf-8") == itchy_feet_map.tmx(), \
        "assets/maps/itchy_feet.tmx is stale: run python -m tools.maps.itchy_feet_map"
    from saves import Seat, Setup
    adapter = ItchyFeetAdapter(GAME, Setup("itchy_feet", [Seat("A"), Seat("B")], 1, {}))
    names = set(adapter.map.shapes)
    seen = set()
    for n, seed in ((2, 1), (4, 2), (6, 3)):
        state = GAME.new(n, seed, ALL)
        bots = [RandomBot(s, seed + s) for s in range(n)]
        while (decision := state.pending()) is not None:
            for o in decision.options:
                target = adapter.target_of(o)
                assert target is not None, f"{o.id} has no place on the table"
                seen.add(target.split(":", 1)[0] if not target.startswith(("action:", "btn:"))
                         else target)
            state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    actions = {t for t in seen if t.startswith(("action:", "btn:"))}
    assert actions <= names
    assert {"card", "seat", "discard", "ask", "less"} <= seen
    assert {t for t in names if t.startswith(("action:", "btn:"))} - actions <= {"action:end"}


def test_a_flying_card_leaves_its_hand_at_lift_off_and_joins_the_other_on_landing(home):
    from rules.core import Event
    from scenes.table.host import StubTable
    d, board, match = open_board(4, seed=2, variants=ALL)
    adapter = board.adapter
    before = match.state.view(0)
    victim = adapter.seat_at(1, before)
    table = StubTable(speed=1.0, presented=before)
    adapter.animate([Event("steal", {"seat": 0, "victim": victim, "card": "SUN-9"})],
                    before, before, table)
    sizes = list(before["hand_sizes"])
    assert adapter.stage.view is not None and adapter.stage.view["hand_sizes"] == sizes
    table.anims.update(0.05)                               # lift-off
    assert adapter.stage.view["hand_sizes"][victim] == sizes[victim] - 1
    assert "SUN-9" not in adapter.stage.view["hand"]
    while not table.anims.idle:
        table.anims.update(0.05)
    assert adapter.stage.view["hand_sizes"][0] == sizes[0] + 1
    assert "SUN-9" in adapter.stage.view["hand"]           # the thief sees what was stolen
    adapter.update(0.05, table)                            # the queue drained: live view again
    assert adapter.stage.view is None


def test_every_event_of_a_game_animates_and_draws_at_normal_speed(home):
    """Each decision's events of a whole 4-player game with every extension, redacted for
    seat 0, go through the animator at normal speed; every frame of the queue is drawn."""
    from scenes.table.host import StubTable
    d, board, match = open_board(4, seed=5, variants=ALL)
    adapter = board.adapter
    state = GAME.new(4, 5, ALL)
    bots = [SimpleBot(s, 50 + s) for s in range(4)]
    kinds = set()
    frames = 0
    wanted = {"draw", "discard", "steal", "travel", "travel_reveal", "event", "offer"}
    while (decision := state.pending()) is not None and not wanted <= kinds:
        before = state.view(0)
        events = state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
        seen = [e for ev in events if (e := ev.for_seat(0)) is not None]
        after = state.view(0)
        table = StubTable(speed=1.0, presented=before)
        adapter.animate(seen, before, after, table)
        while not table.anims.idle and frames < 200000:
            table.anims.update(0.3)
            adapter.update(0.3, table)
            adapter.draw_board(d.surface, before)
            for mover in table.movers:
                mover.draw(d.surface)
            adapter.draw_overlay(d.surface, before)
            frames += 1
        adapter.update(0.3, table)
        kinds.update(e.kind for e in seen)
    assert wanted <= kinds and frames > 100


def test_a_card_name_on_two_lines_is_centred_line_by_line():
    """A card prints its name centred: each line of a two-line name (The Diplomat) stands in
    the middle of the label, as a one-line name does, not against its left edge."""
    import pygame
    from scenes.games.itchy_feet import art

    pygame.font.init()
    label = art._label("The Diplomat", 14, 92, 42)
    mask = pygame.mask.from_surface(label)
    rows = [[x for x in range(mask.get_size()[0]) if mask.get_at((x, y))]
            for y in range(mask.get_size()[1])]
    inked = [y for y, xs in enumerate(rows) if xs]
    gaps = [y for y in range(inked[0], inked[-1]) if not rows[y]]
    assert gaps, "the name stands on two lines"
    split = gaps[len(gaps) // 2]
    for lines in (rows[:split], rows[split:]):
        left = min(xs[0] for xs in lines if xs)
        right = max(xs[-1] for xs in lines if xs)
        assert abs(left - (mask.get_size()[0] - 1 - right)) <= 2, (left, right)


def card_names() -> dict:
    from rules.itchy_feet import cards as C
    return {**{card: C.ITEM_NAME[C.item_of(card)] for card in C.WHITE}, **C.CARD_NAME,
            **C.CHARACTER_NAME}


@pytest.mark.parametrize("lang", ["en", "hu", "et"])
def test_every_card_name_stands_within_its_card_at_every_size(lang, monkeypatch):
    """At the hand's 100 px, the dialogs' 70 px and a player box's 60 px, a card's name stands
    inside the paper (its border and shadow: 4 px at the sides, 5 at the bottom): not past the
    bottom edge (Estonian "Halvasti joonistatud kaart" on three lines reached it) nor the sides
    (a word no break could fit in stood out of both). A 60 px card whose name would be cut
    shows no name rather than "The B…"; wider ones never cut a name short (at 70 px "The
    Poorly Drawn Map", "Biztonsági ellenőrzés" and "Halvasti joonistatud kaart" ended in "…":
    they now get four lines under a small picture)."""
    import pygame
    from scenes import i18n, theme
    from scenes.games.itchy_feet import art

    pygame.font.init()
    i18n.set_language(lang)
    cut = []
    real = theme.ellipsize

    def ellipsize(text, *args, **kwargs):
        cut.append(text)
        return real(text, *args, **kwargs)
    monkeypatch.setattr(theme, "ellipsize", ellipsize)
    try:
        outside, unnamed = [], []
        for name in {i18n._(n) for n in card_names().values()}:
            for w, h in (art.FULL, art.MID, (60, 84)):
                label, pic, cy, top = art.face_layout(name, (w, h))
                if label is None:
                    unnamed.append((w, name))
                    assert w < art.TINY
                    continue
                if label.get_width() > w - 8 or top + label.get_height() > h - 5:
                    outside.append((w, name, label.get_size(), top))
                assert cy + pic // 2 + 8 <= top         # the picture stays above the name
        assert not outside
        assert not cut
        if lang == "en":    # each English character name is too long for 60 px: no "The B…"
            assert sum(1 for w, _name in unnamed if w == 60) >= 7
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang,name,width,lines", [
    ("en", "Sunscreen", 52, ["Sun-", "screen"]),
    ("en", "Phrasebook", 52, ["Phrase-", "book"]),
    ("en", "Backpacker", 62, ["Back-", "packer"]),
    ("hu", "Konnektoradapter", 92, ["Konnektor-", "adapter"]),
    ("et", "Seljakotirändur", 62, ["Seljako-", "tirändur"]),
])
def test_a_long_word_breaks_where_its_language_hyphenates_it(lang, name, width, lines):
    """A word too wide for its card breaks at a hyphenation point of the language shown (pyphen's
    patterns), into the most even halves that fit: "Sun-screen", not "Suns-creen"."""
    import pygame
    from scenes import i18n
    from scenes.games.itchy_feet import art

    pygame.font.init()
    i18n.set_language(lang)
    try:
        assert art.hyphenated_lines(name, 11, width) == lines
    finally:
        i18n.set_language("en")


def test_a_word_too_long_for_two_pieces_is_hyphenated_into_more():
    """No single break of "Konnektoradapter" fits a 62 px line at 11 px: it takes three lines,
    each within the width, rather than one line wider than the card."""
    import pygame
    from scenes import i18n, theme
    from scenes.games.itchy_feet import art

    pygame.font.init()
    i18n.set_language("hu")
    try:
        lines = art.hyphenated_lines("Konnektoradapter", 11, 62)
    finally:
        i18n.set_language("en")
    assert len(lines) == 3 and "".join(lines).replace("-", "") == "Konnektoradapter"
    assert all(theme.font(11, "bold").size(line)[0] <= 62 for line in lines)


# ---- two copies of one item ----------------------------------------------------------------
def _two_copies(decision, state) -> bool:
    items = [C.item_of(o.id.split(":", 1)[1]) for o in decision.options
             if o.kind in ("pick", "pay", "take") and ":" in o.id]
    items = [i for i in items if i is not None]
    return len(items) != len(set(items))


def test_two_copies_of_an_item_are_one_button_in_the_panel_and_both_cards_stay_clickable(home):
    """"Choose Phrasebook" stood twice in the side panel for two Phrasebooks in hand: the same
    words on two buttons that did the same. Now one button; each copy on the table is still
    highlighted and takes the move."""
    d, board, match = board_at(want=_two_copies)
    decision = pending(board)
    words = [row.text for row in board.options.rows]
    assert len(words) == len(set(words)), words
    copies = {}
    for o in decision.options_for(0):
        item = C.item_of(o.id.split(":", 1)[1]) if ":" in o.id else None
        if item is not None:
            copies.setdefault((o.kind, item), []).append(o)
    doubled = [group for group in copies.values() if len(group) > 1]
    assert doubled
    for group in doubled:
        shown = [o for o in group if o.id in board.option_buttons.values()]
        assert len(shown) == 1                      # one button for the copies
        for o in group:                             # every copy highlighted on the table
            assert o.target is None or o.target in board.by_target
    # the one button plays its move
    row = next(r for r, oid in board.option_buttons.items() if oid == doubled[0][0].id)
    steps = match.state.steps
    d.click(row.rect.center)
    assert match.state.steps > steps
