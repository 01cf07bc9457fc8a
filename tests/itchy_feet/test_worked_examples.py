"""Every worked example of the spec (§9, W1-W30) as a named test."""
import pytest

from rules.core import IllegalMove
from rules.itchy_feet.cards import country_distance
from tests.itchy_feet.helpers import A, B, C, D, ids, kinds, play, position, prompt

W1_A = ["PP-EST", "SUN-1", "SUN-2", "CAM-1", "UMB-1", "PHR-1"]
W1_B = ["PP-DEU", "MOS-1", "COA-1", "BOO-1", "ADP-1"]


def w1_position():
    return position(hands={A: W1_A, B: W1_B}, pile=["SWM-3"], pile_fill=19)


def offer(state, partner, give, ask):
    play(state, "trade", f"partner:{partner}", *[f"pick:{c}" for c in give], "done",
         *[f"pick:{k}" for k in ask], "done")


def test_w1_uneven_trade_three_for_two():
    state = w1_position()
    offer(state, B, ["SUN-2", "UMB-1", "PHR-1"], ["item:MOS", "item:COA"])
    assert prompt(state) == "itchy.trade.answer" and state.pending().seat == B
    events = play(state, "pick:MOS-1", "pick:COA-1", "accept")
    assert state.hands[A] == ["PP-EST", "SUN-1", "CAM-1", "MOS-1", "COA-1", "SWM-3"]
    assert state.hands[B] == ["PP-DEU", "BOO-1", "ADP-1", "SUN-2", "UMB-1", "PHR-1"]
    assert len(state.pile) == 19
    trade = next(e for e in events if e.kind == "trade")
    assert trade.visible_to is None           # all five traded cards are public
    assert trade.data["gave"] == ["SUN-2", "UMB-1", "PHR-1"]
    assert trade.data["got"] == ["MOS-1", "COA-1"]
    assert state.active == B and prompt(state) == "itchy.turn"


def test_w2_refused_offer_then_another_action():
    state = w1_position()
    offer(state, B, ["SUN-2"], ["item:MOS"])
    events = play(state, "decline")
    assert state.declined == 1 and state.active == A and prompt(state) == "itchy.turn"
    assert kinds(events) == ["declined"]
    play(state, "grab")
    assert len(state.hands[A]) == 7 and state.hands[A][-1] == "SWM-3"
    assert state.hands[B] == W1_B


def test_w3_setup_vector_first_player_by_distance():
    assert round(country_distance("CAN", "PER"), 1) == 6391.6
    assert round(country_distance("ISL", "PER"), 1) == 9649.4
    assert round(country_distance("KEN", "PER"), 1) == 12565.9
    state = position(homes=["CAN", "ISL", "KEN"], centre="PER")
    assert state.first_player() == A
    real = position().__class__  # a real deal: 4 cards each, 27 in the pile for 3 players
    from rules.itchy_feet import GAME
    dealt = GAME.new(3, 5)
    assert [len(h) for h in dealt.hands] == [4, 4, 4] and len(dealt.pile) == 27
    assert all(h[0].startswith("PP-") for h in dealt.hands) and real is type(dealt)


def test_w4_setup_vector_with_everything():
    for code, km in (("NOR", 8673.4), ("KEN", 7209.5), ("CAN", 13423.7), ("IND", 2916.0)):
        assert round(country_distance(code, "THA"), 1) == km
    state = position(n=4, homes=["NOR", "KEN", "CAN", "IND"], centre="THA")
    assert state.first_player() == D
    from rules.itchy_feet import GAME
    for seed in range(6):
        dealt = GAME.new(4, seed, GAME.presets["full"])
        flyer = "CH-FLYER" in dealt.characters
        assert len(dealt.pile) == 38 - flyer
        for s, hand in enumerate(dealt.hands):
            assert len(hand) == 4 + (dealt.characters[s] == "CH-FLYER")
            assert all(c[:3] not in ("FB-", "SP-", "EV-") for c in hand)


def test_w5_grab_at_the_limit():
    hand = ["PP-EST", "SUN-1", "SWM-1", "MOS-1", "BOO-1", "COA-1", "UMB-1"]
    state = position(hands={A: hand, B: ["PP-DEU"], C: ["PP-ITA"]}, homes=["CHE", "NOR", "KEN"],
                     centre="JPN", pile=["CAM-2"])
    play(state, "grab")
    assert len(state.hands[A]) == 8 and prompt(state) == "itchy.limit"
    play(state, "pick:SWM-1", "done")
    assert len(state.hands[A]) == 7 and state.discard == ["SWM-1"]
    assert state.active == B


def test_w6_forbidden_items_cannot_be_discarded_at_the_limit():
    hand = ["PP-EST", "FB-1", "FB-2", "SUN-1", "SWM-1", "MOS-1", "BOO-1"]
    state = position(hands={A: hand, B: ["PP-DEU"]}, pile=["COA-1"],
                     variants={"ext_forbidden": True})
    play(state, "grab")
    picks = [i for i in ids(state) if i.startswith("pick:")]
    assert sorted(picks) == sorted(f"pick:{c}" for c in
                                   ["PP-EST", "SUN-1", "SWM-1", "MOS-1", "BOO-1", "COA-1"])
    play(state, "pick:SUN-1", "done")
    assert len(state.hands[A]) == 7 and {"FB-1", "FB-2"} <= set(state.hands[A])


def test_w7_recycle():
    state = position(hands={A: ["PP-EST", "SUN-1", "SUN-2", "SWM-1", "MOS-1"], B: ["PP-DEU"]},
                     discard=["CAM-2", "FB-3", "EV-LOST"], pile_fill=5,
                     variants={"ext_forbidden": True, "ext_events": True})
    pile = list(state.pile)
    play(state, "recycle")
    assert ids(state) == ["take:CAM-2", "take:FB-3"]
    play(state, "take:CAM-2", "pay:SUN-2", "pay:SWM-1")
    assert state.hands[A] == ["PP-EST", "SUN-1", "MOS-1", "CAM-2"]
    assert state.discard == ["FB-3", "EV-LOST", "SUN-2", "SWM-1"]
    assert state.pile == pile


def test_w8_recycle_illegal_and_the_hippie():
    state = position(hands={A: ["PP-EST", "SUN-1", "SUN-2"], B: ["PP-DEU"]},
                     discard=["EV-LOST"], variants={"ext_events": True})
    assert "recycle" not in ids(state)
    state = position(hands={A: ["PP-EST", "FB-1"], B: ["PP-DEU"]}, discard=["CAM-2"],
                     variants={"ext_forbidden": True})
    assert "recycle" not in ids(state)
    state = position(hands={A: ["PP-EST", "FB-1"], B: ["PP-DEU"]}, discard=["CAM-2"],
                     characters=["CH-HIPPIE", None, None],
                     variants={"ext_forbidden": True, "ext_characters": True})
    assert "recycle" in ids(state)
    play(state, "recycle", "take:CAM-2", "pay:PP-EST")
    assert state.hands[A] == ["FB-1", "CAM-2"] and state.discard == ["PP-EST"]


def w3_position(rolls=None):
    return position(hands={A: ["PP-USA", "ADP-2", "SWM-1", "BOO-2"],
                           B: ["PP-DEU", "PHR-2", "MOS-2", "COA-2"],
                           C: ["PP-ITA", "SWM-3", "CAM-4", "ADP-4"]},
                    homes=["CAN", "ISL", "KEN"], centre="PER", pile_fill=27, rolls=rolls)


def test_w9_steal_vector():
    state = w3_position(rolls=[2])
    events = play(state, "steal", "victim:1", "pay:ADP-2")
    assert state.hands[A] == ["PP-USA", "SWM-1", "BOO-2", "PHR-2"]
    assert state.hands[B] == ["PP-DEU", "MOS-2", "COA-2"]
    assert state.discard == ["ADP-2"] and len(state.pile) == 27
    steal = next(e for e in events if e.kind == "steal")
    assert steal.visible_to == [A, B]
    assert "card" not in steal.for_seat(C).data and steal.for_seat(B).data["card"] == "PHR-2"


def test_w10_mousetrap():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "SP-MOUSETRAP", "CAM-1"]},
                     variants={"ext_special": True}, rolls=[])
    before = state.rng.state
    events = play(state, "steal", "victim:1", "pay:SUN-1")
    assert state.discard == ["SUN-1", "SP-MOUSETRAP"]
    assert state.hands[B] == ["PP-DEU", "CAM-1"] and state.hands[A] == ["PP-EST"]
    assert state.rng.state == before and "mousetrap" in kinds(events)
    assert state.active == B
    pick = position(hands={A: ["PP-EST"], B: ["PP-DEU", "SP-MOUSETRAP", "CAM-1"]},
                    characters=["CH-PICKPOCKET", None, None], rolls=[],
                    variants={"ext_special": True, "ext_characters": True})
    play(pick, "steal", "victim:1")
    assert pick.hands[A] == ["PP-EST"] and pick.discard == ["SP-MOUSETRAP"]


def test_w11_steal_illegal_without_a_payable_card():
    state = position(hands={A: ["FB-2"], B: ["PP-DEU"]}, variants={"ext_forbidden": True})
    assert ids(state) == ["grab", "trade"]
    state = position(hands={A: ["FB-2"]}, variants={"ext_forbidden": True})
    assert ids(state) == ["grab"]


def test_w12_travel_home_with_the_credit_card():
    hand = ["PP-EST", "BOO-1", "COA-3", "SP-CREDIT", "SUN-1", "CAM-2"]
    state = position(hands={A: hand, B: ["PP-DEU"]}, homes=["NOR", "KEN", "CAN"],
                     centre="THA", pile=["PHR-4"], pile_fill=3, variants={"ext_special": True})
    events = play(state, "travel")
    reveal = next(e for e in events if e.kind == "travel_reveal")
    assert reveal.data["hand"] == hand and reveal.visible_to is None
    play(state, "pick:BOO-1", "pick:COA-3", "pick:SP-CREDIT", "done")
    assert state.hands[A] == ["PP-EST", "SUN-1", "CAM-2", "PHR-4"]
    assert state.discard == ["BOO-1", "COA-3", "SP-CREDIT"]
    assert state.home_done[A] and state.destination(A) == "THA"


def test_w13_the_map_home_yes_centre_no():
    state = position(hands={A: ["PP-ITA", "PHR-1", "SP-MAP"], B: ["PP-DEU"]},
                     homes=["KEN", "NOR", "CAN"], centre="JPN", pile_fill=3,
                     variants={"ext_special": True})
    play(state, "travel", "pick:PHR-1", "pick:SP-MAP", "done")
    assert state.discard == ["PHR-1", "SP-MAP"] and len(state.hands[A]) == 2
    assert state.hands[A][0] == "PP-ITA"
    centre = position(hands={A: ["PP-ITA", "SUN-1", "COA-2", "SP-MAP"], B: ["PP-DEU"]},
                      homes=["KEN", "NOR", "CAN"], centre="CHE", home_done=[True, False, False],
                      variants={"ext_special": True})
    assert "travel" not in ids(centre)
    credit = position(hands={A: ["PP-ITA", "SUN-1", "COA-2", "SP-CREDIT"], B: ["PP-DEU"]},
                      homes=["KEN", "NOR", "CAN"], centre="CHE",
                      home_done=[True, False, False], variants={"ext_special": True})
    play(credit, "travel", "pick:SUN-1", "pick:COA-2", "pick:SP-CREDIT", "done")
    assert credit.is_over() and credit.result().ranking[0] == [A]


def test_w14_forbidden_item_blocks_travel_and_dump():
    hand = ["PP-EST", "CAM-1", "PHR-2", "ADP-3", "FB-1", "UMB-4"]
    state = position(hands={A: hand, B: ["PP-DEU"], C: ["PP-ITA"]},
                     homes=["JPN", "NOR", "CAN"], centre="THA", variants={"ext_forbidden": True},
                     pile_fill=4)
    assert "travel" not in ids(state) and "dump" in ids(state)
    play(state, "dump")
    assert ids(state) == ["dump:FB-1"]
    play(state, "dump:FB-1")
    assert "pay:FB-1" not in ids(state)
    play(state, "pay:UMB-4")
    assert state.hands[A] == ["PP-EST", "CAM-1", "PHR-2", "ADP-3"]
    assert state.discard == ["FB-1", "UMB-4"]
    play(state, "grab", "grab")         # B and C
    assert "travel" in ids(state)
    two = position(hands={A: ["PP-EST", "FB-1", "FB-2"]}, variants={"ext_forbidden": True})
    play(two, "dump", "dump:FB-1")
    assert ids(two) == ["pay:PP-EST"]


def test_w15_winning_duplicates_stay():
    hand = ["PP-AUS", "PP-MEX", "SUN-3", "SWM-2", "MOS-4", "MOS-1"]
    state = position(hands={A: hand, B: ["PP-DEU"]}, centre="THA",
                     home_done=[True, False, False])
    play(state, "travel")
    assert "pick:MOS-1" in ids(state) and "pick:MOS-4" in ids(state)
    play(state, "pick:SUN-3", "pick:SWM-2", "pick:MOS-4")
    assert "pick:MOS-1" not in ids(state)        # only one Mosquito Repellent can be paid
    events = play(state, "done")
    assert state.hands[A] == ["PP-AUS", "PP-MEX", "MOS-1"]
    assert state.is_over() and state.result().scores == [1, 0, 0]
    assert state.result().ranking == [[A], [B, C]]
    assert "draw" not in kinds(events) and "game_over" in kinds(events)


def test_w16_must_go_home_first():
    state = position(hands={A: ["PP-EST", "SWM-1", "COA-1", "PHR-1"], B: ["PP-DEU"]},
                     homes=["PER", "NOR", "CAN"], centre="ISL")
    assert "travel" not in ids(state)


def test_w17_draw_pile_exhaustion():
    discard = ["SUN-1", "SUN-2", "SUN-3", "SWM-1", "SWM-2", "SWM-3", "MOS-1", "MOS-2", "MOS-3"]
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU"]}, pile=["UMB-2"], discard=discard)
    events = play(state, "grab")
    assert state.hands[A] == ["PP-EST", "UMB-2"]
    assert sorted(state.pile) == sorted(discard) and state.discard == []
    assert "reshuffle" in kinds(events)
    assert "recycle" not in ids(state)


def test_w18_both_piles_empty():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU"], C: ["PP-ITA"]})
    events = play(state, "grab")
    assert "draw_nothing" in kinds(events) and state.active == B
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1", "BOO-1"],
                            C: ["PP-ITA"]}, rolls=[0])
    events = play(state, "steal", "victim:1", "pay:SUN-1")
    assert state.discard == ["SUN-1"] and "reshuffle" not in kinds(events)
    assert "recycle" in ids(state) and "grab" in ids(state)
    play(state, "grab")
    assert state.hands[B] == ["PP-DEU", "CAM-1", "SUN-1"] and state.discard == []


def test_w19_empty_hand_draws_three():
    state = position(hands={A: ["PP-EST"], B: []}, pile=["SUN-4", "COA-2", "CAM-1", "BOO-3"],
                     pile_fill=2)
    events = play(state, "grab")
    assert "refill" in kinds(events)
    assert state.hands[B] == ["CAM-1", "COA-2", "SUN-4"] and prompt(state) == "itchy.turn"
    play(state, "grab")
    assert len(state.hands[B]) == 4


def test_w20_overweight_baggage_on_a_grab():
    state = position(hands={A: ["PP-EST", "SUN-1", "SUN-2", "SWM-1", "SWM-2", "MOS-1"],
                            B: ["PP-DEU", "BOO-1", "BOO-2", "COA-1", "COA-2", "UMB-1", "UMB-2"],
                            C: ["PP-ITA", "CAM-1", "CAM-2", "PHR-1"]},
                     pile=["ADP-1", "EV-OVERWEIGHT"], pile_fill=2, variants={"ext_events": True})
    events = play(state, "grab")
    assert next(e for e in events if e.kind == "event").visible_to is None
    assert prompt(state) == "itchy.event.overweight" and state.pending().seat == A
    play(state, "pick:SUN-1", "done")
    assert state.pending().seat == B
    play(state, "pick:UMB-1", "pick:UMB-2", "done")
    assert [len(h) for h in state.hands] == [6, 5, 4]     # A got the replacement
    assert state.hands[A][-1] == "ADP-1"
    assert state.discard == ["SUN-1", "UMB-1", "UMB-2", "EV-OVERWEIGHT"]
    assert state.active == B and prompt(state) == "itchy.turn"


def test_w21_civil_unrest_timing():
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU", "SUN-1", "SWM-1", "MOS-1"],
                            C: ["PP-ITA", "PHR-1", "CAM-1", "ADP-1"]},
                     homes=["NOR", "KEN", "JPN"], centre="THA",
                     home_done=[True, True, False], pile=["SUN-2", "SWM-2", "EV-UNREST"],
                     variants={"ext_events": True})
    play(state, "grab")
    assert state.unrest == A and state.hands[A] == ["PP-EST", "SWM-2"]
    assert "travel" not in ids(state)          # B may not travel to the centre
    play(state, "grab")
    assert "travel" in ids(state)              # C may still travel home
    play(state, "grab")
    assert state.unrest is None and state.discard == ["EV-UNREST"]
    assert state.active == A


def test_w22_baggage_mixup_passes_a_forbidden_item():
    state = position(hands={A: ["PP-EST", "FB-2", "SUN-1"], B: ["PP-DEU"], C: []},
                     pile=["CAM-1", "EV-MIXUP"],
                     variants={"ext_events": True, "ext_forbidden": True})
    play(state, "grab")
    assert prompt(state) == "itchy.event.mixup" and state.pending().seat == A
    play(state, "pass:FB-2")
    assert state.pending().seat == B and state.hands[A] == ["PP-EST", "FB-2", "SUN-1"]
    events = play(state, "pass:PP-DEU")
    assert state.hands[A][:2] == ["PP-EST", "SUN-1"] and state.hands[A][2] == "CAM-1"
    assert state.hands[B] == ["FB-2"] and state.hands[C] == ["PP-DEU"]
    passes = [e for e in events if e.kind == "mixup_pass"]
    assert [p.visible_to for p in passes] == [[A, B], [B, C]]
    assert "card" not in passes[0].for_seat(C).data


def test_w23_tourist_season_chain():
    # draw pile top first: EV-TOURIST, SUN-2 (A), EV-LOST (B), CAM-3 (B's replacement),
    # BOO-4 (C), then A's replacement for the Tourist Season card
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "SWM-1"],
                            C: ["PP-ITA", "MOS-1"]},
                     pile=["ADP-1", "BOO-4", "CAM-3", "EV-LOST", "SUN-2", "EV-TOURIST"],
                     pile_fill=2, variants={"ext_events": True})
    play(state, "grab")
    assert prompt(state) == "itchy.event.lost" and state.pending().seat == B
    play(state, "discard:SWM-1")
    assert state.pending().seat == C
    play(state, "discard:MOS-1")
    assert state.pending().seat == A
    play(state, "discard:SUN-1")
    assert state.hands[A] == ["PP-EST", "SUN-2", "ADP-1"]
    assert state.hands[B] == ["PP-DEU", "CAM-3"]
    assert state.hands[C] == ["PP-ITA", "BOO-4"]
    assert state.discard == ["SWM-1", "MOS-1", "SUN-1", "EV-LOST", "EV-TOURIST"]


def test_w24_over_the_limit_after_receiving_a_trade():
    b_hand = ["PP-DEU", "PHR-4", "BOO-1", "BOO-2", "COA-1", "COA-2", "UMB-1"]
    state = position(hands={A: ["PP-EST", "SUN-1", "SWM-2", "MOS-3"], B: b_hand},
                     pile=["CAM-1"])
    offer(state, B, ["SUN-1", "SWM-2", "MOS-3"], ["any"])
    play(state, "pick:PHR-4", "accept")
    assert len(state.hands[B]) == 9 and state.hands[A][-1] == "CAM-1"
    assert prompt(state) == "itchy.limit" and state.pending().seat == B
    play(state, "pick:BOO-1", "pick:BOO-2", "done")
    assert len(state.hands[B]) == 7 and state.active == B


def test_w25_local_guide_ordering():
    state = position(hands={A: ["PP-EST", "SP-GUIDE"], B: ["PP-DEU"]},
                     pile=["SUN-1", "SUN-2", "SUN-3", "SUN-4", "SWM-1"],   # a b c d e
                     variants={"ext_special": True})
    events = play(state, "guide")
    look = next(e for e in events if e.kind == "guide_look")
    assert look.data["cards"] == ["SWM-1", "SUN-4", "SUN-3"] and look.visible_to == [A]
    play(state, "take:SUN-4")
    assert state.pile == ["SUN-3", "SWM-1", "SUN-1", "SUN-2"]
    assert state.hands[A] == ["PP-EST", "SUN-4"] and state.discard == ["SP-GUIDE"]
    assert prompt(state) == "itchy.turn" and state.active == A


def test_w26_trading_post():
    state = position(hands={A: ["PP-EST", "SP-TPOST", "SUN-1", "SUN-2", "FB-1"], B: ["PP-DEU"]},
                     pile=["CAM-1"], pile_fill=2,
                     variants={"ext_special": True, "ext_forbidden": True})
    play(state, "tpost")
    assert sorted(i for i in ids(state) if i.startswith("pick")) == \
        ["pick:PP-EST", "pick:SUN-1", "pick:SUN-2"]
    play(state, "pick:SUN-2", "done")
    assert state.hands[A] == ["PP-EST", "SUN-1", "FB-1", "CAM-1"]
    assert state.discard == ["SUN-2", "SP-TPOST"]
    assert prompt(state) == "itchy.turn" and state.active == A


def test_w27_smuggler():
    state = position(hands={A: ["PP-EST", "FB-1", "FB-3", "CAM-1"], B: ["PP-DEU"],
                            C: ["PP-ITA"]},
                     characters=["CH-SMUGGLER", None, None],
                     variants={"ext_forbidden": True, "ext_characters": True})
    events = play(state, "smuggle", "give:FB-1", "to:2")
    assert state.hands[C] == ["PP-ITA", "FB-1"]
    assert next(e for e in events if e.kind == "smuggle").visible_to is None
    assert "smuggle" not in ids(state)
    play(state, "dump", "dump:FB-3", "pay:CAM-1")
    assert state.hands[A] == ["PP-EST"]


def test_w28_security_check():
    state = position(hands={A: ["PP-EST", "FB-1", "SUN-1"], B: ["PP-DEU", "FB-2", "FB-3", "CAM-1"],
                            C: ["PP-ITA"]},
                     pile=["MOS-1", "EV-SECURITY"], pile_fill=4,
                     variants={"ext_forbidden": True, "ext_events": True})
    events = play(state, "grab")
    sec = next(e for e in events if e.kind == "security")
    assert sec.visible_to is None and sec.data["hands"][B] == ["PP-DEU", "FB-2", "FB-3", "CAM-1"]
    assert prompt(state) == "itchy.event.security" and state.pending().seat == A
    assert state.discard == ["FB-1"]
    play(state, "pick:SUN-1", "done")
    assert state.pending().seat == B and sorted(ids(state)) == ["pick:CAM-1", "pick:PP-DEU"]
    events = play(state, "pick:PP-DEU", "pick:CAM-1", "done")
    assert state.hands[C] == ["PP-ITA"]
    # B's hand was emptied; B's own turn then starts with the empty-hand refill
    assert kinds(events).index("refill") > kinds(events).index("event_done")
    assert len(state.hands[B]) == 3 and state.active == B
    assert state.discard == ["FB-1", "SUN-1", "FB-2", "FB-3", "PP-DEU", "CAM-1", "EV-SECURITY"]
    assert state.hands[A] == ["PP-EST", "MOS-1"]


def test_w29_safety_cap_ranking():
    state = position(hands={A: ["PP-EST", "SUN-1", "SWM-2"], B: ["SUN-2", "SWM-3", "MOS-1"],
                            C: ["PP-ITA", "CAM-1"]},
                     homes=["NOR", "KEN", "JPN"], centre="THA", home_done=[True, True, False],
                     variants={"safety_cap_rounds": 25}, pile_fill=9, active=C)
    state.first = A
    state.round = 25
    state.touch()
    play(state, "grab")
    assert state.is_over()
    result = state.result()
    assert result.ranking == [[A, B], [C]]
    assert result.scores[A] == result.scores[B] == 13
    assert result.details[A]["progress"] == 3 and result.details[B]["progress"] == 3


def test_w30_trade_constraints():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1", "BOO-1", "COA-1"]})
    play(state, "trade", "partner:1")
    assert "done" not in ids(state)            # nothing picked: the offer cannot be empty
    play(state, "pick:SUN-1", "done")
    for _ in range(4):
        play(state, "pick:item:CAM")
    assert "pick:any" not in ids(state) and "pick:item:CAM" not in ids(state)
    play(state, "unpick:item:CAM", "unpick:item:CAM", "done")
    assert ids(state) == ["decline"]           # B cannot give two Cameras
    events = play(state, "decline")
    assert [e.kind for e in events] == ["declined"]
    nobody = position(hands={A: ["PP-EST"], B: []})
    assert "trade" not in ids(nobody) and "steal" not in ids(nobody)
    three = w1_position()
    for _ in range(3):
        offer(three, B, ["SUN-2"], ["item:MOS"])
        play(three, "decline")
    assert "trade" not in ids(three)
    with pytest.raises(IllegalMove):
        three.apply("trade")
