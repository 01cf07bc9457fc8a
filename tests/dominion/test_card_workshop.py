"""Workshop: gain a card costing up to $4."""
from tests.dominion.helpers import do, ids, kingdom_with, position

K = kingdom_with("workshop", "gardens", "smithy", "laboratory")


def test_offers_every_non_empty_pile_up_to_four():
    state = position(2, kingdom=K, hands={0: ["workshop", "gold", "gold"]},
                     supply={"cellar": 0})
    do(state, "play:workshop")
    offered = {o.args[0] for o in state.pending().options}
    expected = {c for c, left in state.supply.items()
                if left and c in ("copper", "silver", "estate", "curse", "gardens", "smithy",
                                  "cellar", "moat", "village", "woodcutter", "workshop",
                                  "militia", "remodel")}
    assert offered == expected
    assert "gain:cellar" not in ids(state)               # empty pile
    assert "gain:laboratory" not in ids(state)           # $5; the Golds never raise the limit
    assert all(o.target == f"supply:{o.args[0]}" for o in state.pending().options)


def test_gain_goes_to_the_discard_pile():
    state = position(2, kingdom=K, hands={0: ["workshop"]})
    events = do(state, "play:workshop", "gain:gardens")
    assert state.discards[0] == ["gardens"] and state.supply["gardens"] == 7
    gain = [e for e in events if e.kind == "gain"][0]
    assert gain.data == {"seat": 0, "card": "gardens", "from": "supply:gardens",
                         "to": "discard:0"}


def test_single_legal_target_is_taken_without_asking():
    cheap = [c for c, left in position(2, kingdom=K).supply.items()]
    supply = {c: 0 for c in cheap if c not in ("copper", "gold", "province", "duchy",
                                               "laboratory")}
    state = position(2, kingdom=K, hands={0: ["workshop"]}, supply=supply)
    do(state, "play:workshop")
    assert state.discards[0] == ["copper"]
    assert state.pending().prompt == "dominion.buy"


def test_nothing_to_gain():
    supply = {c: 0 for c in position(2, kingdom=K).supply
              if c not in ("gold", "province", "duchy", "laboratory")}
    supply["workshop"] = 0
    state = position(2, kingdom=K, hands={0: ["workshop"]}, supply=supply)
    do(state, "play:workshop")
    assert state.discards[0] == [] and state.phase == "over"   # many empty piles: game ends
