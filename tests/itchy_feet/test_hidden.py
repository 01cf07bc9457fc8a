"""What each seat may know (spec §4.16), and the determinization the search samples from."""
import json

from rules.core import Rng
from rules.itchy_feet import GAME
from rules.itchy_feet.determinize import determinize
from tests.itchy_feet.helpers import A, B, C, play, position

FULL = {"ext_forbidden": True, "ext_special": True, "ext_events": True,
        "ext_characters": True, "ext_postcards": True}


def test_hands_and_the_pile_order_are_private():
    state = GAME.new(3, 2, FULL)
    for seat in range(3):
        text = json.dumps(state.view(seat))
        for other in range(3):
            if other != seat:
                assert json.dumps(state.hands[other]) not in text
        assert "pile\"" not in text or json.dumps(state.pile) not in text
        assert state.view(seat)["hand"] == state.hands[seat]


def test_a_stolen_card_is_known_to_thief_and_victim_only():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU"], C: ["PP-ITA", "CAM-1"]},
                     rolls=[0], pile_fill=5)
    state.known[A][C] = ["CAM-1"]
    state.known[B][C] = ["CAM-1"]
    play(state, "steal", "victim:2", "pay:SUN-1")
    assert state.hands[A] == ["PP-EST", "CAM-1"]
    assert state.view(C)["known"][A] == ["CAM-1"]      # the victim knows where it went
    assert state.view(A)["known"][C] == []
    assert state.view(B)["known"][C] == []             # B no longer knows what C kept
    assert state.view(B)["known"][A] == []


def test_the_local_guide_cards_are_seen_by_the_user_only():
    state = position(hands={A: ["PP-EST", "SP-GUIDE"], B: ["PP-DEU"]}, n=2,
                     pile=["SUN-1", "SUN-2", "SUN-3"], pile_fill=2,
                     variants={"ext_special": True})
    events = play(state, "guide")
    look = next(e for e in events if e.kind == "guide_look")
    assert look.for_seat(B) is None and look.for_seat(A).data["cards"]   # B read the `guide` line
    assert next(e for e in events if e.kind == "guide").for_seat(B).data["count"] == 3
    assert state.view(B)["machine"]["frame"] is None
    assert state.view(A)["machine"]["frame"]["ctx"]["look"] == ["SUN-3", "SUN-2", "SUN-1"]


def test_mixup_choices_stay_secret_until_all_have_chosen():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1"]}, n=2,
                     pile=["BOO-1", "EV-MIXUP"], pile_fill=3, variants={"ext_events": True})
    play(state, "grab", "pass:SUN-1")
    view = state.view(B)
    assert view["machine"]["mixup"] is None and view["machine"]["mixup_chosen"] == [A]
    assert "SUN-1" not in json.dumps(view)


def sampled_agrees(state, seat, seed=1):
    view = state.view(seat)
    sample = determinize(view, seat, Rng(seed))
    assert sample.view(seat) == view
    assert not GAME.invariants(sample)
    return sample


def test_determinize_keeps_what_the_seat_knows():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1", "BOO-2"],
                            C: ["PP-ITA"]}, pile_fill=36)
    state.known[A][B] = ["CAM-1"]
    for seed in range(5):
        sample = sampled_agrees(state, A, seed)
        assert "CAM-1" in sample.hands[B] and len(sample.hands[B]) == 3


def test_determinize_mid_answer_and_mid_guide():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1"]}, n=2, pile_fill=36)
    play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:any", "done")
    sample = sampled_agrees(state, B)
    assert "SUN-1" in sample.hands[A]                  # the offered card is public
    play(state, "pick:CAM-1", "accept")
    guide = position(hands={A: ["PP-EST", "SP-GUIDE"], B: ["PP-DEU"]}, n=2, pile_fill=36,
                     pile=["SP-MOUSETRAP", "SP-CREDIT", "SP-TPOST", "SP-MAP"],
                     variants={"ext_special": True})
    play(guide, "guide")
    sample = sampled_agrees(guide, A)
    assert len(sample.pile) == len(guide.pile) == 36 + 4 - 3      # three looked at


def test_events_are_never_sampled_into_hands():
    for seed in range(4):
        state = GAME.new(4, seed, FULL)
        for s in range(4):
            sample = sampled_agrees(state, s, seed)
            assert not any(c.startswith("EV-") for h in sample.hands for c in h)
