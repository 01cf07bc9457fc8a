"""Itchy Feet's refused clicks say why (ItchyFeetAdapter.refusal): a hand card while Travel is
not possible (the items still missing, no passport, a Forbidden Item held), a Forbidden Item
where a card is paid, an item the country travelled to does not need, a kind asked for beyond
the partner's hand; the generic words where there is nothing more precise."""
from rules.itchy_feet import cards as C
from scenes.i18n import list_join
from tests.scenes import kit
from tests.scenes.test_refusals import click_shape, toast

GAME = "itchy_feet"
ALL = {e: True for e in ("ext_forbidden", "ext_special", "ext_events", "ext_characters")}


def at_turn_without_travel(pred):
    """Seat 0 chooses its action, Travel is not among them, and its view passes `pred`."""
    def want(decision, state):
        return decision.prompt == "itchy.turn" and pred(state.view(0)) and \
            not any(o.kind == "travel" for o in decision.options)
    return want


def unchanged(match, prompt, steps):
    """Nothing was played: seat 0 still faces the same decision."""
    decision = match.pending()
    return decision.seat == 0 and decision.prompt == prompt and match.state.steps == steps


def test_a_card_clicked_before_travel_is_possible_names_the_items_still_missing():
    def ready_but_short(view):
        hand = view["hand"]
        return any(C.is_passport(c) for c in hand) and \
            not any(C.is_forbidden(c) or c in ("SP-CREDIT", "SP-MAP") for c in hand)
    with kit.opened_at(GAME, 2, at_turn_without_travel(ready_but_short)) as (d, board, match):
        view, steps = match.state.view(0), match.state.steps
        home = view["homes"][0]
        missing = [k for k in C.needs(home) if all(C.item_of(c) != k for c in view["hand"])]
        card = next(c for c in view["hand"] if C.item_of(c))
        click_shape(d, board, f"card:{card}")
        items = list_join([C.ITEM_NAME[k] for k in missing])      # "A, B and C"
        assert toast(board) == f"To travel to {C.COUNTRY_NAME[home]} you still need {items}."
        assert unchanged(match, "itchy.turn", steps)


def test_without_a_passport_a_card_clicked_says_a_passport_is_needed():
    def no_passport(view):
        hand = view["hand"]
        return hand and not any(C.is_passport(c) or C.is_forbidden(c) for c in hand)
    with kit.opened_at(GAME, 2, at_turn_without_travel(no_passport)) as (d, board, match):
        steps = match.state.steps
        click_shape(d, board, f"card:{match.state.view(0)['hand'][0]}")
        assert toast(board) == "You need a passport to travel."
        assert unchanged(match, "itchy.turn", steps)


def test_a_forbidden_item_held_is_named_as_what_stops_the_travel():
    def holds_forbidden(view):
        return any(C.is_forbidden(c) for c in view["hand"])
    with kit.opened_at(GAME, 2, at_turn_without_travel(holds_forbidden),
                                   variants=ALL) as (d, board, match):
        steps, hand = match.state.steps, C.by_ord(match.state.view(0)["hand"])
        forbidden = next(c for c in hand if C.is_forbidden(c))
        click_shape(d, board, f"card:{hand[-1]}")
        assert toast(board) == f"You cannot travel while you hold {C.CARD_NAME[forbidden]}."
        assert unchanged(match, "itchy.turn", steps)


def test_a_forbidden_item_cannot_be_paid():
    from scenes.games.itchy_feet.adapter import PAY_PROMPTS

    def pays_holding_forbidden(decision, state):
        return decision.prompt in PAY_PROMPTS and \
            any(C.is_forbidden(c) for c in state.view(0)["hand"])
    with kit.opened_at(GAME, 2, pays_holding_forbidden, variants=ALL) as (d, board, match):
        prompt, steps = match.pending().prompt, match.state.steps
        forbidden = next(c for c in match.state.view(0)["hand"] if C.is_forbidden(c))
        click_shape(d, board, f"card:{forbidden}")
        assert toast(board) == (f"{C.CARD_NAME[forbidden]} is a Forbidden Item: it cannot be "
                                "paid or discarded this way.")
        assert unchanged(match, prompt, steps)


def test_paying_for_a_trip_with_an_item_the_country_does_not_need_says_so():
    def travels_with_a_spare_item(decision, state):
        if decision.prompt != "itchy.travel.pay":
            return False
        country = decision.info["ctx"]["country"]
        return any(C.item_of(c) and C.item_of(c) not in C.needs(country)
                   for c in state.view(0)["hand"])
    with kit.opened_at(GAME, 2, travels_with_a_spare_item) as (d, board, match):
        steps = match.state.steps
        country = match.pending().info["ctx"]["country"]
        spare = next(c for c in match.state.view(0)["hand"]
                     if C.item_of(c) and C.item_of(c) not in C.needs(country))
        click_shape(d, board, f"card:{spare}")
        assert toast(board) == f"{C.COUNTRY_NAME[country]} does not need {C.CARD_NAME[spare]}."
        assert unchanged(match, "itchy.travel.pay", steps)


def test_a_trade_asks_for_no_more_cards_than_the_partner_holds():
    with kit.opened_at(GAME, 2, kit.has("itchy.trade.ask", "pick")) as (d, board, match):
        ctx = match.pending().info["ctx"]
        for _ in range(ctx["size"]):                     # ask for as many as they hold
            kit.click_target(d, board, match.pending().find("pick:item:SUN"))
            assert kit.wait_for_human(d, board)
        steps = match.state.steps
        click_shape(d, board, "ask:item:UMB")
        n, name = ctx["size"], board.adapter.names[ctx["to"]]
        words = "card" if n == 1 else "cards"
        assert toast(board) == f"{name} holds {n} {words}: you cannot ask for more."
        assert unchanged(match, "itchy.trade.ask", steps)


def test_without_a_precise_reason_the_table_says_it_is_not_a_move():
    def can_travel(decision, state):
        return decision.prompt == "itchy.turn" and \
            any(o.kind == "travel" for o in decision.options)
    with kit.opened_at(GAME, 2, can_travel) as (d, board, match):
        view = board.presented
        card = view["hand"][0]
        assert board.adapter.refusal([f"card:{card}"], view) is None     # Travel is right there
        assert board.adapter.refusal(["seat:1"], {**view, "decision": None}) is None
        assert board.adapter.refusal([f"card:{card}"], {**view, "decision": None}) is None
        click_shape(d, board, f"card:{card}")
        assert toast(board).startswith("That is not a move you can make now.")
