"""Hermagor says why a click is not a move (HermagorAdapter.refusal): a market place taken or
too dear, a village clicked during the market, the market clicked during the journey, a village
holding the seat's post already, a trip the money cannot pay. Positions come from seeded 3-player
bot games (the seeds range starts where the first such position is, so the search is short)."""
from rules.hermagor import data as D
from rules.hermagor import routes
from rules.hermagor.texts import place
from scenes.games.hermagor.text import good_name, village_name
from tests.scenes import kit
from tests.scenes.test_refusals import click_shape, toast

N = 3


def buyer_with(pred):
    """want(): seat 0 places a buyer, and pred(seat 0's view)."""
    return lambda decision, state: decision.prompt == "hermagor.buyer" and pred(state.view(0))


def action_with(pred):
    """want(): seat 0 takes a phase-3 action, and pred(decision, seat 0's view)."""
    return lambda decision, state: decision.prompt == "hermagor.action" and \
        pred(decision, state.view(0))


def too_dear(view) -> list:
    money = view["players"][0]["money"]
    return [s for s in view["usable_spaces"] if s not in view["buyers"] and
            D.market_cost(s) > money]


def own_posts(decision, view) -> list:
    return [v for v, colours in view["posts"].items() if view["colour"] in colours]


def unpaid_trips(decision, view, held: bool) -> list:
    """Villages seat 0 may not even move to (no post of its there, its merchant elsewhere)
    that sell a good of its tiles (held) or not."""
    me = view["players"][0]
    goods = {g for t in me["held"] for g in D.tile_goods(t)}
    targets = {o.target for o in decision.options}
    return [v for v in D.VILLAGE_ORDER if v not in targets and v != me["merchant"]
            and view["colour"] not in view["posts"].get(v, ()) and (D.SELLS[v] in goods) == held]


def where(board, view, spot) -> str:
    return board.adapter.words(place(spot, view["stalls"]))


def unchanged(match, decision) -> bool:
    """Nothing was played: the same decision still waits for seat 0."""
    now = match.pending()
    return now.seat == 0 and now.prompt == decision.prompt and \
        [o.id for o in now.options] == [o.id for o in decision.options]


def test_a_market_place_too_dear_names_its_price_and_the_money():
    with kit.opened_at("hermagor", N, buyer_with(too_dear), seeds=range(24, 400)) as (d, board, match):
        view, decision = match.state.view(0), match.pending()
        space = too_dear(view)[0]
        click_shape(d, board, space)
        assert toast(board) == (f"A buyer on {where(board, view, space)} costs "
                                f"{D.market_cost(space)}; you have "
                                f"{view['players'][0]['money']}.")
        assert unchanged(match, decision)


def test_a_taken_market_place_says_whose_buyer_stands_there():
    def both(view):
        colours = set(view["buyers"].values())
        return view["colour"] in colours and len(colours) > 1
    with kit.opened_at("hermagor", N, buyer_with(both)) as (d, board, match):
        view, decision = match.state.view(0), match.pending()
        mine = next(p for p, c in view["buyers"].items() if c == view["colour"])
        other, colour = next((p, c) for p, c in view["buyers"].items() if c != view["colour"])
        click_shape(d, board, mine)
        assert toast(board) == f"You have a buyer on {where(board, view, mine)} already."
        click_shape(d, board, other)
        name = match.setup.seats[view["colours"].index(colour)].name
        assert toast(board) == (f"{name} has a buyer on {where(board, view, other)} already: "
                                "one buyer per tile or space.")
        assert unchanged(match, decision)


def test_a_village_during_the_market_says_merchants_travel_in_phase_3():
    with kit.opened_at("hermagor", N, kit.has("buyer")) as (d, board, match):
        decision = match.pending()
        click_shape(d, board, "westford")
        assert toast(board) == ("Merchants travel and sell in phase 3, after the market: now "
                                "the buyers are placed.")
        assert unchanged(match, decision)


def test_the_market_during_the_journey_says_it_is_over_for_the_round():
    with kit.opened_at("hermagor", N, kit.has("action")) as (d, board, match):
        decision = match.pending()
        for spot in ("S22", "x21"):
            click_shape(d, board, spot)
            assert toast(board) == ("The market is over for this round: now move and sell in "
                                    "the villages.")
        click_shape(d, board, "hermagor")
        assert toast(board) == "No trip ends in Hermagor: merchants only pass through the city."
        assert unchanged(match, decision)


def test_a_village_with_an_own_post_says_a_trip_ends_where_there_is_none():
    with kit.opened_at("hermagor", N, action_with(own_posts)) as (d, board, match):
        view, decision = match.state.view(0), match.pending()
        village = own_posts(decision, view)[0]
        click_shape(d, board, village)
        assert toast(board) == (f"You already have a post in {village_name(village)}; a trip "
                                "must end in a village without one.")
        assert unchanged(match, decision)


def test_a_trip_the_money_cannot_pay_names_its_cost():
    def both(decision, view):
        return unpaid_trips(decision, view, True) and unpaid_trips(decision, view, False)
    with kit.opened_at("hermagor", N, action_with(both), seeds=range(107, 400)) as (d, board, match):
        view, decision = match.state.view(0), match.pending()
        me = view["players"][0]
        money, here = me["money"], me["merchant"]
        sold = unpaid_trips(decision, view, True)[0]
        good = D.SELLS[sold]
        click_shape(d, board, sold)
        assert toast(board) == (
            f"The trip to {village_name(sold)} costs {routes.trip_cost(here, sold)}; you have "
            f"{money}, and selling {good_name(good)} there pays {view['prices'][good]}.")
        moved = unpaid_trips(decision, view, False)[0]
        click_shape(d, board, moved)
        assert toast(board) == (
            f"You hold no tile with {good_name(D.SELLS[moved])}, and only moving to "
            f"{village_name(moved)} costs {routes.trip_cost(here, moved) // 2} (half the trip); "
            f"you have {money}.")
        assert unchanged(match, decision)


def test_without_a_precise_reason_the_table_says_what_is_asked():
    with kit.opened_at("hermagor", N, kit.has("buyer")) as (d, board, match):
        adapter, view = board.adapter, board.presented
        assert adapter.refusal(["bag"], view) is None              # never a move
        assert adapter.refusal(["duchy:north", "R01"], view) is None
        assert adapter.refusal(["hermagor"], view) is None         # the market: another phase
        other = {**view, "decision": {**view["decision"], "seat": 1}}
        assert adapter.refusal(["westford"], other) is None        # not this seat's decision
        decision = match.pending()
        click_shape(d, board, "bag")
        assert toast(board).startswith("That is not a move you can make now. Place buyer")
        assert unchanged(match, decision)
