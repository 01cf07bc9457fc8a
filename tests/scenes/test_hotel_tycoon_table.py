"""Hotel Tycoon's table driven as a person would, through the real board scene (dummy video):
the map against the rules, the Roll button, a refused click, a plot bought by a click, the
permit die, the auction with the amount stepper (a person, and hot-seat with two people), a
bankruptcy with the seat greyed, and a whole game with the mouse alone to the results."""
from __future__ import annotations

import pygame

import rules
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon import data as D
from rules.hotel_tycoon.bots import SimpleBot
from scenes.games import adapter_class, map_path
from scenes.games.hotel_tycoon import art
from scenes.menus.curtain import CurtainScene
from scenes.table.popup import OptionMenu
from scenes.table.tmx import BoardMap
from tests.scenes.kit import (board_at, click_target, has, open_board, point_inside, ready,
                              wait_for_human, whole_game_by_clicks)

BUTTON = "button:main"


# ---- the map ------------------------------------------------------------------------------------
def test_the_map_has_every_rules_id_and_nothing_unknown():
    assert "hotel_tycoon" in rules.SHELF and "hotel_tycoon" not in rules.COMING
    assert adapter_class("hotel_tycoon").__name__ == "HotelAdapter"
    board_map = BoardMap(map_path(GAME))
    layers = board_map.layers
    assert sorted(layers["track"]) == [D.square_id(n) for n in D.SQUARES]
    assert sorted(layers["plots"]) == sorted(D.PLOTS)
    assert sorted(layers["entrance_slots"]) == sorted(D.SLOTS)
    assert set(layers["landmarks"]) == {"START", "HANGAR", "TOWER", "HANGAR_LINE", "TOWER_LINE"}
    shapes = board_map.shapes
    for n, (kind, inner, outer) in D.SQUARES.items():
        props = shapes[D.square_id(n)].props
        assert (props["index"], props["square_type"]) == (n, kind)
        assert (props["inner_plot"] or None, props["outer_plot"] or None) == (inner, outer)
    for slot, info in D.SLOTS.items():
        props = shapes[slot].props
        assert props["plot"] == info["plot"] and props["square"] == D.square_id(info["square"])
        # the entrance marker lies on its own plot, on no other
        inside = [p for p in D.PLOTS if shapes[p].contains(shapes[slot].center)]
        assert inside in ([info["plot"]], []), (slot, inside)
    for plot in D.PLOTS:
        label = (shapes[plot].props["label_x"], shapes[plot].props["label_y"])
        assert [p for p in D.PLOTS if shapes[p].contains(label)] == [plot]
        # no square lies on a plot
        assert not any(shapes[plot].contains(shapes[D.square_id(n)].center) for n in D.SQUARES)


def test_every_hotel_shows_its_name_price_buildings_and_stars_clear_of_the_track(home):
    """Drawn alone on a clear layer, a plot's name, price, whole hotel and all its stars cover
    no track square (Reef Resort's strip once put its stars on square 5 and its name across its
    own border)."""
    _d, board, _match = open_board("hotel_tycoon", 2, seed=1)
    adapter = board.adapter
    shapes = adapter.map.shapes
    squares = [pygame.Rect(shapes[D.square_id(n)].rect) for n in D.SQUARES]
    for plot in D.PLOTS:
        layer = pygame.Surface((1600, 900), pygame.SRCALPHA)
        view = {"owner": {p: None for p in D.PLOTS}, "level": {p: 0 for p in D.PLOTS}}
        view["level"][plot] = D.pieces(plot)
        adapter.draw_hotel(layer, view, plot)
        adapter.draw_name(layer, plot)
        drawn = pygame.mask.from_surface(layer, 0)
        assert drawn.count() > 0
        for rect in squares:
            square = pygame.mask.Mask(rect.size, fill=True)
            assert not drawn.overlap(square, rect.topleft), (plot, rect)


def test_a_click_on_a_hotels_name_is_a_click_on_its_plot_even_beside_the_strip(home):
    d, board, match = board_at("hotel_tycoon", 2, has("purchase", "buy",
                                                      lambda o: o.args == ("REEF",)))
    adapter = board.adapter
    name = adapter.name_xy["REEF"]
    assert not adapter.map.shapes["REEF"].contains(name)      # beside it, on the grass
    assert adapter.spot_at(name, board.presented)[1:] == ("REEF", "plot")   # its deed card
    shapes = adapter.map.shapes     # a name never takes a point of a plot, square or slot
    for plot in D.PLOTS:
        box = adapter.name_rect(plot)
        for pos in ((x, y) for x in range(box.left, box.right, 3)
                    for y in range(box.top, box.bottom, 3)):
            if any(shapes[s].contains(pos) for s in adapter.on_board):
                assert adapter.name_beside(pos) is None, (plot, pos)
    d.click((round(name[0]), round(name[1])))
    assert match.state.history[-1][1] == "buy:REEF"


# ---- clicks on the board ---------------------------------------------------------------------------
def test_the_roll_button_flies_the_plane(home):
    d, board, match = open_board("hotel_tycoon", 3, seed=5, variants={"first_player": "P1"})
    assert wait_for_human(d, board)
    assert match.pending().prompt == "hotel_tycoon.roll"
    assert list(board.by_target) == [BUTTON]
    steps = match.state.steps
    d.click(point_inside(board, BUTTON))
    assert match.state.steps == steps + 1
    assert match.state.planes[0] in D.SQUARES
    d.run_until(lambda: board.settled)
    rolled = next(e.data["dice"][0] for e in reversed(match.events)
                  if e.kind == "dice" and e.data["purpose"] == "move")
    assert board.adapter.dice["move"] == rolled             # the flight die lies in the corner


def test_an_illegal_click_is_refused_with_a_message_and_a_legal_one_buys(home):
    d, board, match = board_at("hotel_tycoon", 3, has("purchase", "buy"))
    decision = match.pending()
    legal = {o.target for o in decision.options if o.target}
    other = next(p for p in D.PLOTS if p not in legal)
    before = match.state.to_dict()
    d.click(board.adapter.label_xy[other])
    reason = board.adapter.refusal([other], board.presented)     # why, not only "not now"
    assert reason and board.toast is not None and board.toast[0] == reason
    assert match.state.to_dict() == before
    assert board.adapter.zoom.pinned_key == other           # ... and its deed card opens
    buy = next(o for o in decision.options if o.kind == "buy")
    cash = match.state.cash[0]
    click_target(d, board, buy)
    assert match.state.owner[buy.args[0]] == 0
    assert match.state.cash[0] == cash - D.HOTELS[buy.args[0]]["land"]


def test_the_permit_die_is_rolled_on_screen(home):
    d, board, match = board_at("hotel_tycoon", 3, has("permit", "permit"))
    option = next(o for o in match.pending().options if o.kind == "permit")
    click_target(d, board, option)
    d.run_until(lambda: board.settled)
    face = next(e.data["dice"][0]["face"] for e in reversed(match.events)
                if e.kind == "dice" and e.data["purpose"] == "permit")
    assert board.adapter.dice["permit"]["face"] == face in D.PERMIT_FACES
    permit = next(e for e in reversed(match.events) if e.kind == "permit")
    assert permit.data["face"] == face and permit.data["plot"] == option.args[0]


def test_several_permits_on_one_plot_open_the_small_menu(home):
    two = has("permit", "permit", lambda o: int(o.args[1]) == 2)
    d, board, match = board_at("hotel_tycoon", 3, two)
    option = next(o for o in match.pending().options if o.kind == "permit" and o.args[1] == 2)
    d.click(point_inside(board, option.target))
    assert isinstance(d.top, OptionMenu)
    assert option.id in d.top.buttons.values()
    d.click(next(b for b, oid in d.top.buttons.items() if oid == option.id).rect.center)
    assert match.state.history[-1][1] == option.id


# ---- the auction ----------------------------------------------------------------------------------
def test_a_person_bids_with_the_amount_stepper(home):
    d, board, match = board_at("hotel_tycoon", 3, has("bid", "bid",
                                                       lambda o: int(o.args[0]) >= 200))
    hint = match.pending().amount
    stepper = board.stepper
    assert stepper.hint == hint and stepper.value == hint["min"]
    d.click(stepper.plus.center)
    d.click(stepper.plus.center)
    d.click(stepper.minus.center)
    assert stepper.value == hint["min"] + hint["step"]
    assert match.pending().seat == 0                       # nothing played yet
    d.click(stepper.confirm.center)
    assert tuple(match.state.history[-1]) == (0, f"bid:{hint['min'] + hint['step']}")
    bid = next(e for e in reversed(match.events) if e.kind == "bid")
    assert bid.data == {"seat": 0, "amount": hint["min"] + hint["step"],
                        "lot": bid.data["lot"]}


def test_a_person_passes_an_auction_with_the_table_button(home):
    d, board, match = board_at("hotel_tycoon", 3, has("bid", "bid"))
    assert BUTTON in board.by_target                       # Pass, drawn in the auction corner
    d.click(point_inside(board, BUTTON))
    assert tuple(match.state.history[-1]) == (0, "pass")


def auction_for_second_person():
    """A bot game until seat 1 must bid (so a table of two people and a bot can take over)."""
    for seed in range(1, 200):
        state = GAME.new(3, seed)
        bots = [SimpleBot(s, 7 + s) for s in range(3)]
        while (decision := state.pending()) is not None:
            if decision.seat == 1 and decision.prompt == "hotel_tycoon.bid" \
                    and decision.amount["max"] > decision.amount["min"]:
                return seed, GAME.load(state.to_dict())
            state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    raise AssertionError("no auction for seat 1")


def test_hot_seat_the_second_person_bids_on_the_same_screen_without_a_curtain(home):
    seed, state = auction_for_second_person()
    d, board, match = open_board("hotel_tycoon", 3, seed, state=state, humans=2)
    assert not match.hot_seat                              # nothing is hidden in this game
    d.run_until(lambda: ready(board, 1), message=lambda: match.pending())
    assert not isinstance(d.top, CurtainScene)
    assert board.viewer == 1 and board.stepper.hint == match.pending().amount
    d.click(board.stepper.plus.center)
    want = board.stepper.option_id
    d.click(board.stepper.confirm.center)
    assert tuple(match.state.history[-1]) == (1, want)


def test_a_bot_bid_counts_up_in_the_auction_panel(home):
    """The board animates a bot's bid: the bid effect runs while the panel shows the auction."""
    seed, state = auction_for_second_person()
    d, board, match = open_board("hotel_tycoon", 3, seed, state=state, humans=0,
                                 speed="normal")
    seen = []
    for _ in range(2000):
        d.frame()
        if any(e.tag == "bid" and not e.done for e in board.adapter.effects):
            seen.append(board.presented["auction"])
            break
    assert seen and seen[0] is not None                   # shown with the auction still open


# ---- bankruptcy -----------------------------------------------------------------------------------
def before_an_elimination():
    for seed in range(1, 100):
        state = GAME.new(3, seed)
        bots = [SimpleBot(s, 11 + s) for s in range(3)]
        while (decision := state.pending()) is not None:
            saved = state.to_dict()
            events = state.apply(bots[decision.seat].choose(state.view(decision.seat),
                                                              decision).id)
            out = [e.data["seat"] for e in events if e.kind == "eliminated"]
            if out and state.pending() is not None:
                return seed, GAME.load(saved), out[0]
    raise AssertionError("no elimination")


def test_a_bankrupt_seat_is_greyed_out_and_its_plane_is_gone(home):
    seed, state, seat = before_an_elimination()
    d, board, match = open_board("hotel_tycoon", 3, seed, state=state, humans=0, speed="fast")
    d.run_until(lambda: seat in board.presented["eliminated"] and board.settled, limit=4000)
    view = board.presented
    assert view["planes"][seat] is None and view["cash"][seat] == 0
    surface = pygame.display.get_surface()
    d.frame()
    panel = board.adapter.panel_rect(seat)
    strip = surface.get_at((panel.x + 3, panel.centery))[:3]
    live = next(s for s in range(3) if s not in view["eliminated"])
    live_strip = surface.get_at((board.adapter.panel_rect(live).x + 3,
                                 board.adapter.panel_rect(live).centery))[:3]
    assert max(strip) - min(strip) < 16                   # grey, no seat colour
    assert max(live_strip) - min(live_strip) > 60          # a live seat keeps its colour
    assert "bankrupt" in board.adapter.tooltip(panel.center, view)


# ---- a whole game -----------------------------------------------------------------------------------
def test_three_players_a_person_against_two_bots_to_the_results_by_clicks_only(home):
    d, board, done = whole_game_by_clicks("hotel_tycoon", 3, 17, SimpleBot(0, 99),   # a short
                                          panel_every=3, limit=60000)    # game (140 decisions)
    result = board.match.result()
    assert done["table"] > 10 and done["panel"] > 0
    assert {"roll"} <= done["kinds"]
    # the results explain every score: cash, land, buildings and entrances add up
    for seat, parts in enumerate(result.breakdown):
        assert set(parts) == {"cash", "land", "buildings", "entrances"}
        assert sum(parts.values()) == result.scores[seat]
    assert result.reason


# ---- claims (all people at the table) ------------------------------------------------------------
def claim_on_offer():
    for seed in range(1, 200):
        variants = GAME.check_variants({"claims_required": True}, 3, [True] * 3)
        state = GAME.state_cls.create(3, seed, variants)
        bots = [SimpleBot(s, 3 + s) for s in range(3)]
        while (decision := state.pending()) is not None:
            if any(o.by not in (None, decision.seat) for o in decision.options):
                return seed, GAME.load(state.to_dict())
            # the players forget to claim: only the deciding seat's own options
            mine = [o for o in decision.options if o.by in (None, decision.seat)]
            choice = bots[decision.seat].choose(state.view(decision.seat), decision)
            state.apply(choice.id if choice in mine else mine[0].id)
    raise AssertionError("no claim on offer")


def test_a_claim_is_taken_out_of_turn_from_the_strip(home):
    seed, state = claim_on_offer()
    d, board, match = open_board("hotel_tycoon", 3, seed, variants={"claims_required": True},
                                 state=state, humans=3)
    decision = match.pending()
    claim = next(o for o in decision.options if o.by not in (None, decision.seat))
    d.run_until(lambda: board.settled and board.strip.buttons)
    rect = next(r for r, oid, _label in board.strip.buttons if oid == claim.id)
    d.click(rect.center)
    assert tuple(match.state.history[-1]) == (claim.by, claim.id)
    assert any(e.kind == "claimed" for e in match.events[-5:])


# ---- the deeds ----------------------------------------------------------------------------------
def test_hovering_a_hotel_opens_its_deed_with_the_current_row_highlighted(home):
    rolling = has("roll")
    d, board, match = board_at("hotel_tycoon", 3, lambda dec, st: rolling(dec, st)
                               and any(st.level[p] >= 2 for p in D.PLOTS))
    view = board.presented
    plot = next(p for p in D.PLOTS if view["level"][p] >= 2)
    pos = board.adapter.label_xy[plot]
    d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])
    d.frames(20)
    shown = board.adapter.zoom.shown(board, lambda p: board.adapter.spot_at(p, view))
    assert shown is not None and shown[1] == plot
    level = view["level"][plot]
    card = art.deed_card(plot, level, "Anna", 0, 0)
    row_y = 124 + 26 * (level - 1) + 12                  # the rows start below the headings
    assert card.get_at((14, row_y))[:3] == art.GOLD        # the level reached, in gold
    assert card.get_at((14, row_y + 26))[:3] != art.GOLD   # the next one is not
