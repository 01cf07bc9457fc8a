"""Nauticus says why a click is not a move (NauticusAdapter.refusal): an action tile already
played, a stack the action now does not sell, a crowned tile, a tile too dear, one's own ship
that cannot deliver, a mast or sail held over a section where it cannot go."""
from rules.nauticus import data as D
from rules.nauticus.texts import TILE
from tests.scenes import kit
from tests.scenes.test_refusals import click_shape, toast

PLAYERS = 2


def refused(d, board, match, shape: str) -> str:
    """Click `shape`; nothing is played (seat 0 still faces the same decision): the toast."""
    steps, prompt = match.state.steps, match.pending().prompt
    click_shape(d, board, shape)
    assert match.state.steps == steps
    assert match.pending().seat == 0 and match.pending().prompt == prompt
    return toast(board)


def own_ship(state, pred):
    """(ship index, slot index) of seat 0's first section with pred(ship, slot), or None."""
    for i, ship in enumerate(state.players[0]["ships"]):
        for j, slot in enumerate(ship["slots"]):
            if pred(ship, slot):
                return i, j
    return None


def test_an_action_tile_already_played_this_round_says_so():
    def want(decision, state):
        return decision.prompt == "nauticus.choose_action" and not all(state.face_up.values())
    with kit.opened_at("nauticus", PLAYERS, want) as (d, board, match):
        space = next(s for s, a in match.state.space_tiles.items() if not match.state.face_up[a])
        action = D.ACTION_NAMES[match.state.space_tiles[space]]
        assert refused(d, board, match, f"{space}_tile") == \
            f"{action} was already played this round."


def masts_bought():
    return kit.opened_at("nauticus", PLAYERS, kit.has("turn_start", "buy",
                                                      lambda o: o.args[0].startswith("mast_")))


def test_a_crowned_mast_is_never_bought():
    with masts_bought() as (d, board, match):
        assert refused(d, board, match, "supply_mast_crown") == \
            "The crowned mast is never bought: it only comes as a reward for a finished ship."


def test_a_stack_of_another_action_names_the_action_that_sells_it():
    with masts_bought() as (d, board, match):
        assert refused(d, board, match, "supply_hull_bow") == \
            "The action now is Buy masts: the bow is bought with Buy hulls."


def test_a_tile_too_dear_names_its_price_and_the_money():
    def dear(decision, state):
        """The first tile of its type in this purchase that seat 0 cannot pay, or None."""
        bought = decision.info.get("bought") or {}
        return next((t for t, price in (decision.info.get("prices") or {}).items()
                     if price > state.players[0]["taler"] and state.in_stock(t)
                     and not bought.get(t)), None)

    def want(decision, state):
        return decision.prompt in ("nauticus.turn_start", "nauticus.use") and \
            dear(decision, state) is not None
    with kit.opened_at("nauticus", PLAYERS, want) as (d, board, match):
        tile, taler = dear(match.pending(), match.state), match.state.players[0]["taler"]
        price = match.pending().info["prices"][tile]
        assert refused(d, board, match, f"supply_{tile}") == \
            f"The {TILE[tile]} costs {price} T; you have {taler} T."


def test_a_second_tile_of_a_type_too_dear_says_it_costs_four():
    def want(decision, state):
        return decision.prompt == "nauticus.use" and any(
            decision.info["prices"][t] > state.players[0]["taler"] and state.in_stock(t)
            for t in decision.info["bought"])
    with kit.opened_at("nauticus", PLAYERS, want) as (d, board, match):
        taler = match.state.players[0]["taler"]
        tile = next(t for t in match.pending().info["bought"] if match.state.in_stock(t))
        assert refused(d, board, match, f"supply_{tile}") == \
            f"Another {TILE[tile]} in this purchase costs 4 T; you have {taler} T."


def test_an_unfinished_ship_cannot_deliver():
    def want(decision, state):
        return decision.prompt == "nauticus.turn_start" and \
            decision.info["action"] == "act_deliver" and \
            own_ship(state, lambda ship, slot: not ship["finished"]) is not None
    with kit.opened_at("nauticus", PLAYERS, want) as (d, board, match):
        i, _j = own_ship(match.state, lambda ship, slot: not ship["finished"])
        assert refused(d, board, match, f"p0_ship{i + 1}") == \
            f"Ship {i + 1} is not finished: only a finished ship delivers its goods."


def test_a_finished_ship_not_fully_loaded_cannot_deliver():
    def unloaded(ship, slot):
        return ship["finished"] and slot["good"] is None

    def want(decision, state):
        return decision.prompt == "nauticus.turn_start" and \
            decision.info["action"] == "act_deliver" and own_ship(state, unloaded) is not None
    with kit.opened_at("nauticus", PLAYERS, want) as (d, board, match):
        i, _j = own_ship(match.state, unloaded)
        assert refused(d, board, match, f"p0_ship{i + 1}") == \
            f"Ship {i + 1} is not fully loaded: every section needs a good before it delivers."


def placing(prefix: str, pred):
    """Seat 0 places a bought `prefix` tile (mast_/sail_) and has a section with
    pred(tile, ship, slot)."""
    def want(decision, state):
        tile = decision.info.get("tile", "")
        return decision.prompt == "nauticus.place" and tile.startswith(prefix) and \
            own_ship(state, lambda ship, slot: pred(tile, ship, slot)) is not None
    d, board, match = kit.board_at("nauticus", PLAYERS, want)
    tile = match.pending().info["tile"]
    return d, board, match, tile, own_ship(match.state, lambda ship, slot: pred(tile, ship, slot))


def test_a_sail_over_a_section_without_a_mast_says_it_needs_one():
    d, board, match, _tile, (i, j) = placing("sail_", lambda t, ship, slot: slot["mast"] is None)
    try:
        assert refused(d, board, match, f"p0_ship{i + 1}_slot{j}") == \
            f"A sail hangs on a mast: section {j + 1} of ship {i + 1} has none."
    finally:
        d.close()


def test_a_mast_of_another_crest_than_the_ships_does_not_fit():
    def other_crest(tile, ship, slot):
        return slot["mast"] is None and ship["crest"] not in (None, D.crest_of(tile))
    d, board, match, tile, (i, j) = placing("mast_", other_crest)
    try:
        crest = match.state.players[0]["ships"][i]["crest"]
        assert refused(d, board, match, f"p0_ship{i + 1}_slot{j}") == \
            f"Ship {i + 1} shows the {crest} crest: the {TILE[tile]} does not fit on it."
    finally:
        d.close()


def test_nothing_more_precise_leaves_the_generic_words():
    with kit.opened_at("nauticus", PLAYERS, kit.has("choose_action")) as (d, board, match):
        adapter, view = board.adapter, match.state.view(0)
        assert adapter.refusal(["p0_extra"], view) is None           # never a move here
        assert adapter.refusal(["supply_mast_crown"], view) is None  # no purchase is asked
        assert adapter.refusal(["p1_ship1"], view) is None           # another seat's ship
        other = match.state.view(1)                                  # not seat 1's turn
        assert adapter.refusal(["supply_mast_crown"], other) is None
        assert adapter.refusal([f"{s}_tile" for s in D.SPACE_IDS], other) is None
        assert refused(d, board, match, "p0_extra") == \
            f"That is not a move you can make now. Choose the action of phase {view['phase']}"
