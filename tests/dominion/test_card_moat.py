"""Moat: +2 Cards; revealed from hand against each play of an Attack (§4.7)."""
from tests.dominion.helpers import check, do, ids, kingdom_with, kinds, position

K = kingdom_with("moat", "bureaucrat", "militia", "spy", "thief", "witch", "throne_room",
                 "council_room")


def test_moat_as_an_action_draws_two():
    state = position(2, kingdom=K, hands={0: ["moat"]}, decks={0: ["estate", "duchy", "gold"]})
    do(state, "play:moat")
    assert state.hands[0] == ["estate", "duchy"]


def _attack(card, victim_hand, **kw):
    return position(2, kingdom=K, hands={0: [card], 1: victim_hand},
                    decks={0: ["estate"] * 4, 1: kw.get("victim_deck", ["gold", "silver"])},
                    supply=kw.get("supply"))


def test_window_comes_before_the_attackers_own_bonuses():
    state = _attack("witch", ["moat", "copper"])
    do(state, "play:witch")
    decision = state.pending()
    assert decision.seat == 1 and decision.prompt == "dominion.moat"
    assert ids(state) == ["reveal", "decline"]
    assert decision.options[0].target == "hand:moat"
    assert state.hands[0] == []                  # Witch has not drawn yet


def test_moat_against_witch():
    state = _attack("witch", ["moat", "copper"])
    events = do(state, "play:witch", "reveal")
    assert "curse" not in state.owned[1] and state.supply["curse"] == 10
    assert state.hands[0] == ["estate", "estate"]   # the attacker still draws 2
    moat = [e for e in events if e.kind == "moat"][0]
    assert moat.visible_to is None and moat.reveal


def test_declining_the_moat_lets_the_attack_hit():
    state = _attack("witch", ["moat", "copper"])
    do(state, "play:witch", "decline")
    assert state.owned[1]["curse"] == 1


def test_moat_against_militia():
    state = _attack("militia", ["moat", "copper", "estate", "silver", "gold"])
    do(state, "play:militia", "reveal")
    assert len(state.hands[1]) == 5 and state.coins == 2 + 0


def test_moat_against_bureaucrat():
    state = _attack("bureaucrat", ["moat", "estate", "duchy"])
    events = do(state, "play:bureaucrat", "reveal")
    assert state.decks[0][0] == "silver"
    assert state.hands[1] == ["moat", "estate", "duchy"]
    assert "reveal_hand" not in kinds(events)


def test_moat_against_spy_keeps_the_top_card_unseen():
    state = _attack("spy", ["moat"])
    do(state, "play:spy", "reveal")
    assert state.pending().info["ctx"]["victim"] == 0   # the attacker's own card
    do(state, "keep")
    assert state.pending().prompt == "dominion.buy"
    assert state.decks[1] == ["gold", "silver"]


def test_moat_against_thief():
    state = _attack("thief", ["moat"])
    do(state, "play:thief", "reveal")
    assert state.decks[1] == ["gold", "silver"] and state.trash == []


def test_revealing_is_allowed_when_the_attack_would_not_harm():
    state = _attack("militia", ["moat", "copper"])
    events = do(state, "play:militia", "reveal")
    assert "moat" in kinds(events)


def test_two_moats_give_one_decision():
    state = _attack("witch", ["moat", "moat"])
    do(state, "play:witch", "reveal")
    assert state.pending().prompt == "dominion.buy"


def test_each_play_of_a_doubled_attack_opens_its_own_window():
    state = position(2, kingdom=K, hands={0: ["throne_room", "militia"],
                                          1: ["moat", "copper", "estate", "silver", "gold"]})
    do(state, "play:throne_room")
    assert state.pending().prompt == "dominion.moat"
    do(state, "reveal")
    assert state.pending().prompt == "dominion.moat"
    do(state, "decline")
    assert state.pending().prompt == "dominion.militia"
    do(state, "pick:estate", "pick:copper", "done")
    assert state.hands[1] == ["moat", "silver", "gold"] and state.coins == 4


def test_moat_is_no_defence_against_council_room():
    state = position(2, kingdom=K, hands={0: ["council_room"], 1: ["moat"]},
                     decks={0: ["estate"] * 4, 1: ["gold"]})
    do(state, "play:council_room")
    assert state.hands[1] == ["moat", "gold"]


def test_windows_in_turn_order_with_three_players():
    state = position(3, kingdom=K, current=1,
                     hands={1: ["witch"], 2: ["moat"], 0: ["moat"]},
                     decks={1: ["estate", "estate"]})
    do(state, "play:witch")
    assert state.pending().seat == 2           # left of the attacker first
    do(state, "decline")
    assert state.pending().seat == 0
    do(state, "reveal")
    assert state.owned[2]["curse"] == 1 and "curse" not in state.owned[0]
    check(state)
