"""Bureaucrat: gain a Silver onto your deck; others put a Victory card from hand on theirs."""
from tests.dominion.helpers import check, do, ids, kingdom_with, position

K = kingdom_with("bureaucrat", "gardens", "moat")


def test_silver_onto_an_empty_draw_pile_becomes_its_only_card():
    state = position(2, kingdom=K, hands={0: ["bureaucrat"], 1: ["copper"]})
    events = do(state, "play:bureaucrat")
    assert state.decks[0] == ["silver"] and state.known[0] == ["silver"]
    gain = [e for e in events if e.kind == "gain"][0]
    assert gain.data["to"] == "deck:0"


def test_silver_goes_on_top_of_the_existing_pile():
    state = position(2, kingdom=K, hands={0: ["bureaucrat"]}, decks={0: ["estate", "gold"]})
    do(state, "play:bureaucrat")
    assert state.decks[0] == ["silver", "estate", "gold"]


def test_single_victory_kind_is_put_back_without_asking():
    state = position(2, kingdom=K, hands={0: ["bureaucrat"], 1: ["estate", "copper", "estate"]},
                     decks={1: ["gold"]})
    events = do(state, "play:bureaucrat")
    assert state.decks[1] == ["estate", "gold"] and state.hands[1] == ["copper", "estate"]
    top = [e for e in events if e.kind == "topdeck"][0]
    assert top.visible_to is None and top.reveal and top.data["card"] == "estate"


def test_gardens_is_a_victory_card_curse_is_not():
    state = position(2, kingdom=K, hands={0: ["bureaucrat"], 1: ["curse", "gardens", "duchy"]})
    do(state, "play:bureaucrat")
    assert set(ids(state)) == {"topdeck:gardens", "topdeck:duchy"}
    do(state, "topdeck:duchy")
    assert state.decks[1] == ["duchy"]
    state = position(2, kingdom=K, hands={0: ["bureaucrat"], 1: ["curse", "copper"]})
    events = do(state, "play:bureaucrat")
    shown = [e for e in events if e.kind == "reveal_hand"][0]
    assert shown.data["cards"] == ["curse", "copper"] and shown.for_seat(0) is shown


def test_every_opponent_in_turn_order_with_four_players():
    hands = {0: ["bureaucrat"], 1: ["estate", "duchy"], 2: ["copper"], 3: ["province"]}
    state = position(4, kingdom=K, hands=hands)
    events = do(state, "play:bureaucrat")
    assert state.pending().seat == 1
    events += do(state, "topdeck:duchy")
    assert [e.data["seat"] for e in events if e.kind in ("topdeck", "reveal_hand")] == [1, 2, 3]
    assert state.decks[1] == ["duchy"] and state.decks[3] == ["province"]
    check(state)


def test_moat_protected_player_is_skipped():
    state = position(3, kingdom=K, hands={0: ["bureaucrat"], 1: ["moat", "estate"],
                                          2: ["estate"]})
    do(state, "play:bureaucrat", "reveal")
    assert state.hands[1] == ["moat", "estate"] and state.decks[2] == ["estate"]
