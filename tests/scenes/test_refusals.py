"""A click on something that is not a move now says why (BoardAdapter.refusal): the price
against the money, the phase it belongs to; the generic words (not a move now, and the prompt)
where the game has nothing more precise to say."""

from rules.dominion import cards as C
from rules.hotel_tycoon import data as D
from tests.scenes import kit


def click_shape(d, board, name):
    """A click inside shape `name`, where no legal target is hit."""
    shape = board.adapter.target_shapes(board.presented)[name]
    rects = getattr(shape, "rects", None) or [shape.rect]
    for r in rects:
        for fx in (0.5, 0.3, 0.7):
            for fy in (0.5, 0.3, 0.7):
                pos = (int(r.x + r.w * fx), int(r.y + r.h * fy))
                if board.adapter.target_at(pos, board.presented, board.by_target) is None \
                        and shape.contains(pos):
                    d.click(pos)
                    return
    raise AssertionError(f"no free point inside {name}")


def toast(board) -> str:
    assert board.toast is not None and board.toast[2] == "error"
    return board.toast[0]


def test_dominion_names_the_price_of_a_pile_too_dear():
    want = kit.has("buy", "buy", None)
    with kit.opened_at(
        "dominion", 2, lambda dec, st: want(dec, st) and st.view(0)["coins"] < 8) as (d, board, match):
        coins = match.state.view(0)["coins"]
        click_shape(d, board, "supply:province")
        assert toast(board) == f"Province costs $8; you have ${coins}."
        assert match.pending().seat == 0                  # nothing was played


def test_dominion_says_that_cards_are_bought_after_the_action_phase():
    def want(decision, state):
        return decision.prompt == "dominion.action" and \
            any(c not in C.ACTIONS for c in state.view(0)["hand"])
    with kit.opened_at("dominion", 2, want, bots="medium") as (d, board, match):  # buys Actions
        click_shape(d, board, "supply:silver")
        assert toast(board).startswith("Cards are bought after the Action phase")
        plain = next(c for c in match.state.view(0)["hand"] if c not in C.ACTIONS)
        click_shape(d, board, f"hand:{plain}")
        assert toast(board).endswith("is not an Action card: it is not played now.")


def test_hotel_tycoon_says_where_a_plot_is_bought():
    with kit.opened_at("hotel_tycoon", 2, kit.has("roll")) as (d, board, match):
        free = next(p for p in D.PLOTS if match.state.view(0)["owner"][p] is None)
        click_shape(d, board, free)
        assert "is bought from a purchase square" in toast(board)


def test_hotel_tycoon_names_the_square_landed_on_and_the_price():
    with kit.opened_at("hotel_tycoon", 2, kit.has("purchase")) as (d, board, match):
        view = match.state.view(0)
        square = view["this_turn"]["square"]
        far = next(p for p in D.PLOTS if p not in D.plots_of_square(square))
        click_shape(d, board, far)
        assert toast(board) == f"Only a plot beside square {square} can be bought now."


def test_without_a_precise_reason_the_table_says_it_is_not_a_move_and_what_is_asked():
    def want(decision, state):
        return kit.has("roll")(decision, state) and \
            any(owner is not None for owner in state.view(0)["owner"].values())
    with kit.opened_at("hotel_tycoon", 2, want) as (d, board, match):
        view = match.state.view(0)
        owned = next(p for p in D.PLOTS if view["owner"][p] is not None)
        assert board.adapter.refusal([owned], view) is None
        click_shape(d, board, owned)
        assert toast(board) == "That is not a move you can make now. Anna: roll the die to fly"


def test_dominion_before_the_treasures_are_played_says_to_play_them():
    def want(decision, state):
        return decision.prompt == "dominion.treasure" and state.view(0)["coins"] < 8
    with kit.opened_at("dominion", 2, want, variants={"auto_treasures": False}) as (d, board, match):
        coins = match.state.view(0)["coins"]
        click_shape(d, board, "supply:province")
        assert toast(board) == (f"Province costs $8; you have ${coins} so far: play your "
                                "Treasures first.")
