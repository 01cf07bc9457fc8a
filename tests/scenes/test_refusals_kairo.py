"""Kairo's refused clicks say why (KairoAdapter.refusal): a customer with no free entrance, the
final stage, an action to choose first, a permit card that allows nothing or a tent too dear, a
cell outside the permit's parcels; the generic words where there is nothing more precise."""
from rules.kairo import data as D
from rules.kairo.state import expansion_payable
from scenes.games.kairo.adapter import view_board
from tests.scenes import kit
from tests.scenes.test_refusals import click_shape, toast


def refused(d, board, match, name) -> str:
    """Click shape `name`; nothing may be played: the same decision is still seat 0's."""
    steps, prompt = match.state.steps, match.pending().prompt
    click_shape(d, board, name)
    assert match.state.steps == steps and match.pending().seat == 0
    assert match.pending().prompt == prompt
    return toast(board)


def stuck_customer(state) -> str | None:
    """A customer on the board with no free entrance of its colour."""
    view = state.view(0)
    board = view_board(view)
    return next((c for c, at in view["customers"].items()
                 if at is not None and not board.tiers(c)), None)


def test_a_customer_with_no_free_entrance_cannot_be_attracted():
    with kit.opened_at(
        "kairo", 3, lambda dec, st: kit.has("kairo.action", "attract")(dec, st)
        and stuck_customer(st) is not None) as (d, board, match):
        colour = stuck_customer(match.state)
        assert refused(d, board, match, f"customer:{colour}") == \
            f"The {colour} customer has no free {colour} entrance: it cannot be attracted."


def test_an_action_is_chosen_before_its_customer_card_or_pile():
    def want(decision, state):
        kinds = {o.kind for o in decision.options}
        return decision.prompt == "kairo.action" and kinds >= {"build", "attract", "draw"} \
            and state.view(0)["display"][0] is not None
    with kit.opened_at("kairo", 3, want) as (d, board, match):
        view = match.state.view(0)
        tiers = view_board(view).tiers
        colour = next(c for c, at in view["customers"].items() if at is not None and tiers(c))
        assert refused(d, board, match, f"customer:{colour}") == \
            "Choose Attract first, then the customer."
        assert refused(d, board, match, f"card:{view['hand'][0]}") == \
            "Choose Build first, then the card to build with."
        assert refused(d, board, match, "display:0") == \
            "Choose Draw 2 first, then where to draw from."
        assert refused(d, board, match, "deck") == "Choose Draw 2 first, then where to draw from."


def unfit_card(state) -> str | None:
    """A standard card of seat 0's hand whose parcel holds no build of seat 0's at all."""
    parcels = {D.PARCEL[b[2]] for b in state.builds(0)}
    return next((c for c in state.hands[0]
                 if not D.is_joker(c) and D.CARDS[c][0] not in parcels), None)


def test_a_card_whose_parcel_holds_nothing_of_yours_says_so():
    with kit.opened_at(
        "kairo", 3, lambda dec, st: dec.prompt == "kairo.permit" and unfit_card(st) is not None) as (d, board, match):
        card = unfit_card(match.state)
        assert refused(d, board, match, f"card:{card}") == \
            f"Nothing of yours can be built in parcel {D.CARDS[card][0]} now."


def dear_tent(state):
    """(card, colour, cost) for a standard card of seat 0's hand whose parcel holds only
    tents, none of which seat 0 can pay for."""
    for card in state.hands[0]:
        builds = [b for b in state.builds(0) if D.PARCEL[b[2]] in D.CARDS[card]]
        if D.is_joker(card) or not builds or any(b[0] != "expand" for b in builds):
            continue
        _kind, colour, _at, _door, cost = min(builds, key=lambda b: b[4])
        if not expansion_payable(state.money[0], colour, cost):
            return card, colour, cost
    return None


def test_a_tent_too_dear_names_its_cost_against_the_purse():
    with kit.opened_at(
        "kairo", 2, lambda dec, st: dec.prompt == "kairo.permit" and dear_tent(st) is not None) as (d, board, match):
        card, colour, cost = dear_tent(match.state)
        money = match.state.money[0]
        others = sum(v for c, v in money.items() if c != colour)
        assert refused(d, board, match, f"card:{card}") == (
            f"A {colour} tent costs {cost} with at least 1 {colour} (other colours count half); "
            f"you have {money[colour]} {colour} and {others} in other colours.")


def outside_cell(state) -> str | None:
    """A cell outside the chosen standard permit's parcel with no stall tile on it."""
    permit = state.frames[-1].get("permit") if state.frames else None
    if permit not in D.CARDS or D.is_joker(permit):
        return None
    tiles = {t for st in state.stalls for t in st["tiles"]}
    return next(D.cell_id(i) for i in range(D.CELLS)
                if i not in tiles and D.PARCEL[i] not in D.CARDS[permit])


def test_a_cell_outside_the_permits_parcel_names_the_parcel():
    with kit.opened_at(
        "kairo", 3, lambda dec, st: dec.prompt in ("kairo.stall", "kairo.cell")
        and outside_cell(st) is not None) as (d, board, match):
        parcel = D.CARDS[match.state.frames[-1]["permit"]][0]
        assert refused(d, board, match, outside_cell(match.state)) == \
            f"This permit allows building in parcel {parcel} only."


def test_the_final_stage_refuses_customers_and_cards_to_draw():
    with kit.opened_at("kairo", 3, kit.has("kairo.final_action")) as (d, board, match):
        colour = next(c for c, at in match.state.customers.items() if at is not None)
        assert refused(d, board, match, f"customer:{colour}") == \
            "In the final stage you can only build or pass."
        assert refused(d, board, match, "deck") == "In the final stage you can only build or pass."


def test_nothing_more_precise_gives_the_generic_words():
    with kit.opened_at("kairo", 3, kit.has("kairo.action", "draw")) as (d, board, match):
        view = match.state.view(0)
        adapter = board.adapter
        assert adapter.refusal(["tray:red"], view) is None                 # never a move
        assert adapter.refusal(["supply:red", "medal:red:gold"], view) is None
        other = match.state.view(1)                                        # not its turn
        customer = next(c for c, at in other["customers"].items() if at is not None)
        assert other["decision"] is None
        assert adapter.refusal([f"customer:{customer}"], other) is None
        assert refused(d, board, match, "tray:red").startswith(
            "That is not a move you can make now. ")
