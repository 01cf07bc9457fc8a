"""Spy: +1 Card, +1 Action; each player (you first) reveals the top card; you decide."""
from tests.dominion.helpers import check, do, ids, kingdom_with, kinds, position

K = kingdom_with("spy", "throne_room", "moat")


def _spy(n=2, **kw):
    decks = {0: ["estate", "gold", "copper", "silver"], 1: ["silver", "duchy"],
             2: ["province", "copper"]}
    return position(n, kingdom=K, hands={0: ["spy"], **kw.get("hands", {})},
                    decks={s: decks[s] for s in range(n)}, discards=kw.get("discards"))


def test_you_first_then_others_in_turn_order():
    state = _spy(3)
    events = do(state, "play:spy")
    assert state.hands[0] == ["estate"] and state.actions == 1
    assert state.pending().info["ctx"] == {"victim": 0, "card": "gold"}
    assert state.pending().seat == 0
    events += do(state, "discard")
    assert state.discards[0] == ["gold"]
    assert state.pending().info["ctx"] == {"victim": 1, "card": "silver"}
    events += do(state, "keep")
    assert state.decks[1] == ["silver", "duchy"] and state.known[1] == ["silver"]
    assert state.pending().info["ctx"] == {"victim": 2, "card": "province"}
    events += do(state, "discard")
    assert state.discards[2] == ["province"]
    reveals = [e for e in events if e.kind == "reveal"]
    assert [e.data["seat"] for e in reveals] == [0, 1, 2]
    assert all(e.visible_to is None and e.reveal for e in reveals)
    check(state)


def test_options_target_the_revealed_card():
    state = _spy()
    do(state, "play:spy")
    assert ids(state) == ["discard", "keep"]
    assert {o.target for o in state.pending().options} == {"set_aside:0:gold"}


def test_victim_with_empty_piles_reveals_nothing():
    state = position(2, kingdom=K, hands={0: ["spy"]}, decks={0: ["estate", "gold"]})
    do(state, "play:spy", "keep")
    assert state.pending().prompt == "dominion.buy"


def test_reveal_shuffles_an_empty_draw_pile_first():
    state = position(2, kingdom=K, hands={0: ["spy"]}, decks={0: ["estate", "gold"]},
                     discards={1: ["duchy"]})
    events = do(state, "play:spy", "keep")
    assert "shuffle" in kinds(events)
    assert state.pending().info["ctx"] == {"victim": 1, "card": "duchy"}


def test_moat_protected_victim_is_skipped():
    state = _spy(hands={1: ["moat"]})
    do(state, "play:spy", "reveal", "keep")
    assert state.pending().prompt == "dominion.buy"
    assert state.decks[1] == ["silver", "duchy"]


def test_throne_room_on_spy_reveals_again():
    state = position(2, kingdom=K, hands={0: ["throne_room", "spy"]},
                     decks={0: ["estate", "gold", "copper", "silver"], 1: ["silver", "duchy"]})
    do(state, "play:throne_room")
    do(state, "keep")                        # own Gold stays on top
    do(state, "keep")                        # P2's Silver stays on top
    assert state.hands[0] == ["estate", "gold"]   # the second +1 Card draws the Gold
    assert state.pending().info["ctx"] == {"victim": 0, "card": "copper"}
    do(state, "keep")
    assert state.pending().info["ctx"] == {"victim": 1, "card": "silver"}
    do(state, "discard")
    assert state.actions == 2 and state.discards[1] == ["silver"]
