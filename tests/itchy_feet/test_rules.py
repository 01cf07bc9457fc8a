"""Each action's legality and cost, every character, Special Item, Event and Postcard rule, the
house option, the checkpoint, the turn order and the safety cap, 2-6 players."""
import pytest

from rules.itchy_feet import GAME
from rules.itchy_feet.cards import (COUNTRIES, COUNTRY_ORDER, ITEMS, ORD, WHITE, deck_extras,
                                    trade_kinds)
from rules.itchy_feet.state import answer_ok, payment_ok
from tests.itchy_feet.helpers import A, B, C, ids, kinds, play, position, prompt

EVERYTHING = {"ext_forbidden": True, "ext_special": True, "ext_events": True,
              "ext_characters": True, "ext_postcards": True}


# ---- data (§8) ---------------------------------------------------------------------------------
def test_the_countries_form_the_affine_plane_of_order_three():
    needs = [set(COUNTRIES[c][0]) for c in COUNTRY_ORDER]
    assert len(needs) == 12 and all(len(n) == 3 for n in needs)
    for item in ITEMS:
        assert sum(item in n for n in needs) == 4
    for i, a in enumerate(needs):
        for b in needs[i + 1:]:
            assert len(a & b) <= 1
    pairs = {frozenset(p) for n in needs for p in [(x, y) for x in n for y in n if x < y]}
    assert len(pairs) == 36


def test_ords_are_canonical():
    assert ORD["SUN-1"] == 1 and ORD["ADP-4"] == 36 and ORD["FB-1"] == 37
    assert ORD["SP-MAP"] == 44 and ORD["EV-OVERWEIGHT"] == 50 and ORD["PC-4"] == 54
    assert ORD["PP-EST"] == 61 and ORD["PP-MEX"] == 66


def test_deck_extras_and_trade_kinds_follow_the_options():
    assert deck_extras({}) == []
    full = deck_extras(EVERYTHING)
    assert len(full) == 3 + 5 + 6 + 4
    no_fb = deck_extras({**EVERYTHING, "ext_forbidden": False})
    assert "EV-SECURITY" not in no_fb and len(no_fb) == 5 + 5 + 4
    assert trade_kinds({})[-2:] == ["passport", "any"]
    assert len(trade_kinds(EVERYTHING)) == 9 + 1 + 1 + 5 + 1 + 1


@pytest.mark.parametrize("players", range(2, 7))
def test_setup_for_every_player_count(players):
    for seed in range(4):
        state = GAME.new(players, seed)
        assert [len(h) for h in state.hands] == [4] * players
        assert len(state.pile) == 36 - 3 * players
        assert len(set(state.homes + [state.centre])) == players + 1
        assert state.discard == [] and state.active == state.first_player()
        full = GAME.new(players, seed, GAME.preset("full"))
        flyers = sum(c == "CH-FLYER" for c in full.characters)
        assert len(full.pile) == 36 - 3 * players + 14 - flyers
        assert len(set(full.characters)) == players and "CH-SMUGGLER" in \
            [c for c in full.characters] + ["CH-SMUGGLER"]


def test_without_forbidden_items_no_smuggler_is_dealt():
    for seed in range(30):
        state = GAME.new(6, seed, {"ext_characters": True})
        assert "CH-SMUGGLER" not in state.characters


# ---- the Travel payment (§4.18) -----------------------------------------------------------------
def test_valid_payments():
    kenya = COUNTRIES["KEN"][0]          # MOS, BOO, PHR
    assert payment_ok(["MOS-1", "BOO-1", "PHR-1"], True, kenya, False)
    assert not payment_ok(["MOS-1", "MOS-2", "PHR-1"], True, kenya, False)
    assert payment_ok(["MOS-1", "BOO-1", "SP-CREDIT"], False, kenya, False)
    assert not payment_ok(["MOS-1", "BOO-1", "PHR-1", "SP-CREDIT"], True, kenya, False)
    assert payment_ok(["MOS-1", "SP-MAP"], True, kenya, False)
    assert payment_ok(["MOS-1", "BOO-1", "SP-MAP"], True, kenya, False)
    assert not payment_ok(["MOS-1", "SP-MAP"], False, kenya, False)
    assert payment_ok(["SP-CREDIT", "SP-MAP"], True, kenya, False)
    assert not payment_ok(["SP-CREDIT", "MOS-1"], True, kenya, False)
    assert payment_ok(["MOS-1", "BOO-1", "PHR-1", "PC-1"], True, kenya, True)
    assert not payment_ok(["MOS-1", "BOO-1", "PHR-1", "PC-1"], True, kenya, False)
    assert not payment_ok(["MOS-1", "BOO-1", "PHR-1", "PC-1"], False, kenya, True)
    assert not payment_ok(["MOS-1", "BOO-1", "PHR-1", "PP-EST"], True, kenya, False)


def test_a_passport_is_needed_to_travel():
    state = position(hands={A: ["MOS-1", "BOO-1", "PHR-1"], B: ["PP-DEU"]},
                     homes=["KEN", "NOR", "CAN"])
    assert "travel" not in ids(state)
    state.hands[A].append("PP-MEX")
    state.touch()
    assert "travel" in ids(state)


def test_travel_offers_only_cards_that_can_be_part_of_a_payment():
    hand = ["PP-EST", "MOS-1", "MOS-2", "BOO-1", "PHR-1", "SUN-1", "SP-CREDIT", "SP-MAP"]
    state = position(hands={A: hand, B: ["PP-DEU"]}, homes=["KEN", "NOR", "CAN"],
                     variants={"ext_special": True}, pile_fill=4)
    play(state, "travel")
    assert prompt(state) == "itchy.travel.pay"
    picks = [i for i in ids(state) if i.startswith("pick:")]
    assert "pick:SUN-1" not in picks and "pick:PP-EST" not in picks
    play(state, "pick:SP-CREDIT", "pick:SP-MAP")
    assert "done" in ids(state)        # the Map covers two, the Credit Card one
    # ... or the Map one, the Credit Card one and a real item the third
    assert [i for i in ids(state) if i.startswith("pick:")] == \
        ["pick:MOS-1", "pick:MOS-2", "pick:BOO-1", "pick:PHR-1"]
    play(state, "done")
    assert state.home_done[A] and state.discard == ["SP-CREDIT", "SP-MAP"]


# ---- Grab, Steal, Recycle, Dump costs -----------------------------------------------------------
def test_grab_is_always_legal_and_draws_one():
    state = position(hands={A: []}, pile_fill=5)
    assert ids(state)[0] == "grab"


def test_steal_takes_a_random_card_by_ord_and_costs_one():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "ADP-1", "CAM-3"]},
                     rolls=[1])
    play(state, "steal")
    assert ids(state) == ["victim:1"]
    play(state, "victim:1")
    assert ids(state) == ["pay:SUN-1", "pay:PP-EST"]
    play(state, "pay:SUN-1")
    assert state.hands[A] == ["PP-EST", "ADP-1"]      # sorted: CAM-3, ADP-1, PP-DEU


def test_the_limit_checkpoint_runs_for_every_player_from_the_active_one():
    big = ["SUN-1", "SUN-2", "SUN-3", "SUN-4", "SWM-1", "SWM-2", "SWM-3"]
    state = position(hands={A: ["PP-EST", "BOO-1", "BOO-2", "BOO-3", "BOO-4", "COA-1", "COA-2"],
                            B: ["PP-DEU"] + big, C: ["PP-ITA"]}, pile=["CAM-1"], pile_fill=2)
    play(state, "grab")
    assert prompt(state) == "itchy.limit" and state.pending().seat == A
    play(state, "pick:BOO-4", "done")
    assert state.pending().seat == B
    play(state, "pick:SUN-1", "done")
    assert state.active == B and [len(h) for h in state.hands] == [7, 7, 1]


# ---- characters (§4.13) -----------------------------------------------------------------------
CHARS = {"ext_characters": True, "ext_forbidden": True}


def test_backpacker_grabs_two_and_discards_one():
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU"]}, pile=["SUN-1", "CAM-1"],
                     pile_fill=2, characters=["CH-BACKPACKER", None], n=2, variants=CHARS)
    play(state, "grab")
    assert prompt(state) == "itchy.backpacker.discard"
    assert ids(state) == ["discard:SUN-1", "discard:CAM-1", "discard:PP-EST"]
    play(state, "discard:SUN-1")
    assert state.hands[A] == ["PP-EST", "CAM-1"] and state.discard == ["SUN-1"]


def test_diplomat_draws_two_after_a_trade():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1"]}, n=2,
                     pile=["MOS-1", "BOO-1"], pile_fill=2, characters=["CH-DIPLOMAT", None],
                     variants=CHARS)
    play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:item:CAM", "done",
         "pick:CAM-1", "accept")
    assert state.hands[A] == ["PP-EST", "CAM-1", "BOO-1", "MOS-1"]


def test_overpacker_holds_nine():
    hand = ["PP-EST", "SUN-1", "SUN-2", "SUN-3", "SWM-1", "SWM-2", "SWM-3", "MOS-1"]
    state = position(hands={A: hand, B: ["PP-DEU"]}, n=2, pile=["MOS-2"], pile_fill=2,
                     characters=["CH-OVERPACKER", None], variants=CHARS)
    play(state, "grab")
    assert len(state.hands[A]) == 9 and state.active == B


def test_frequent_flyer_draws_one_more_after_travelling_home():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "PHR-1"], B: ["PP-DEU"]}, n=2,
                     homes=["KEN", "NOR"], pile_fill=4, characters=["CH-FLYER", None],
                     variants=CHARS)
    play(state, "travel", "pick:MOS-1", "pick:BOO-1", "pick:PHR-1", "done")
    assert len(state.hands[A]) == 3


def test_smuggler_needs_a_forbidden_item_and_gives_once_a_turn():
    state = position(hands={A: ["PP-EST", "FB-1", "FB-2"], B: ["PP-DEU"]}, n=2,
                     characters=["CH-SMUGGLER", None], variants=CHARS, pile_fill=3)
    play(state, "smuggle")
    assert ids(state) == ["give:FB-1", "give:FB-2"]
    play(state, "give:FB-2", "to:1")
    assert "smuggle" not in ids(state) and state.hands[B] == ["PP-DEU", "FB-2"]
    play(state, "grab", "grab")
    assert "smuggle" in ids(state)


# ---- Special Items (§4.11) ---------------------------------------------------------------------
def test_local_guide_reshuffles_an_empty_pile_and_events_cannot_be_taken():
    state = position(hands={A: ["PP-EST", "SP-GUIDE"], B: ["PP-DEU"]}, n=2,
                     discard=["EV-LOST"], variants={"ext_special": True, "ext_events": True})
    play(state, "guide")
    assert ids(state) == ["none"]
    play(state, "none")
    assert state.pile == ["EV-LOST"] and state.discard == ["SP-GUIDE"]
    assert "guide" not in ids(state)


def test_trading_post_draws_as_many_as_paid():
    state = position(hands={A: ["PP-EST", "SP-TPOST", "SUN-1", "SUN-2"], B: ["PP-DEU"]}, n=2,
                     pile=["CAM-1", "CAM-2"], pile_fill=2, variants={"ext_special": True})
    play(state, "tpost", "pick:SUN-1", "pick:SUN-2")
    assert [i for i in ids(state) if i.startswith("pick")] == []
    play(state, "done")
    assert state.hands[A] == ["PP-EST", "CAM-2", "CAM-1"]
    assert state.discard == ["SUN-1", "SUN-2", "SP-TPOST"]


def test_a_stolen_mousetrap_holder_loses_only_the_trap():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["SP-MOUSETRAP"]}, n=2, rolls=[],
                     variants={"ext_special": True}, pile_fill=6)
    events = play(state, "steal", "victim:1", "pay:SUN-1")
    assert state.discard == ["SUN-1", "SP-MOUSETRAP"] and state.hands[A] == ["PP-EST"]
    assert "refill" in kinds(events)       # B's hand was the trap alone: B starts empty


# ---- Events (§4.12) ---------------------------------------------------------------------------
def test_lost_luggage_skips_players_with_only_forbidden_items():
    state = position(hands={A: ["PP-EST"], B: ["FB-1"], C: ["PP-ITA", "SUN-1"]},
                     pile=["CAM-1", "EV-LOST"], pile_fill=2,
                     variants={"ext_events": True, "ext_forbidden": True})
    play(state, "grab")
    assert state.pending().seat == A
    play(state, "discard:PP-EST")
    assert state.pending().seat == C       # B holds only a Forbidden Item: skipped
    play(state, "discard:SUN-1")
    assert state.hands[A] == ["CAM-1"] and state.hands[B] == ["FB-1"]


def test_an_event_during_a_trade_bonus_resolves_before_the_turn_ends():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1"]}, n=2,
                     pile=["MOS-1", "EV-LOST"], pile_fill=2, variants={"ext_events": True})
    play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:item:CAM", "done",
         "pick:CAM-1", "accept")
    assert prompt(state) == "itchy.event.lost" and state.pending().seat == A
    play(state, "discard:CAM-1", "discard:SUN-1")
    assert state.hands[A] == ["PP-EST", "MOS-1"] and state.active == B


def test_civil_unrest_drawn_at_the_start_lasts_a_round():
    state = position(hands={A: [], B: ["PP-DEU"]}, n=2,
                     pile=["SUN-1", "SUN-2", "EV-UNREST", "SUN-3"], pile_fill=2,
                     variants={"ext_events": True}, active=B)
    play(state, "grab")                         # B grabs SUN-3; A refills and draws Unrest
    assert state.unrest == A and state.active == A
    assert state.hands[A] == ["SUN-2", "SUN-1", state.hands[A][2]]


# ---- Postcards (§4.14) -------------------------------------------------------------------------
def test_a_postcard_paid_at_home_draws_two_more():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "PHR-1", "PC-2"], B: ["PP-DEU"]},
                     n=2, homes=["KEN", "NOR"], pile_fill=5, variants={"ext_postcards": True})
    play(state, "travel", "pick:MOS-1", "pick:BOO-1", "pick:PHR-1")
    assert "pick:PC-2" in ids(state) and "done" in ids(state)
    play(state, "pick:PC-2", "done")
    assert len(state.hands[A]) == 4 and state.discard[-1] == "PC-2"


def test_postcards_do_nothing_at_the_centre():
    state = position(hands={A: ["PP-EST", "SUN-1", "SWM-1", "MOS-1", "PC-2"], B: ["PP-DEU"]},
                     n=2, centre="THA", home_done=[True, False], variants={"ext_postcards": True})
    play(state, "travel")
    assert "pick:PC-2" not in ids(state)


# ---- the house option (§6 item 4) ----------------------------------------------------------------
def test_travel_as_a_free_move_keeps_the_action():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "PHR-1"], B: ["PP-DEU"]}, n=2,
                     homes=["KEN", "NOR"], pile_fill=4, variants={"travel_is_free_move": True})
    play(state, "travel", "pick:MOS-1", "pick:BOO-1", "pick:PHR-1", "done")
    assert state.active == A and prompt(state) == "itchy.turn" and "travel" not in ids(state)
    play(state, "grab")
    assert state.active == B


def test_travel_after_the_action_with_the_house_option():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1"], B: ["PP-DEU"]}, n=2,
                     homes=["KEN", "NOR"], pile=["PHR-1"], pile_fill=4,
                     variants={"travel_is_free_move": True})
    play(state, "grab")
    assert prompt(state) == "itchy.after_action" and ids(state) == ["travel", "end"]
    play(state, "travel", "pick:MOS-1", "pick:BOO-1", "pick:PHR-1", "done")
    assert state.home_done[A] and state.active == B
    other = position(hands={A: ["PP-EST", "MOS-1", "BOO-1"], B: ["PP-DEU"]}, n=2,
                     homes=["KEN", "NOR"], pile=["PHR-1"], pile_fill=4,
                     variants={"travel_is_free_move": True})
    play(other, "grab", "end")
    assert other.active == B and not other.home_done[A]


# ---- trades (§4.6.2) -----------------------------------------------------------------------------
def test_answer_matching():
    assert answer_ok(["SUN-1", "SUN-2"], ["item:SUN", "any"])
    assert not answer_ok(["SUN-1", "SUN-2"], ["item:SUN", "item:CAM"])
    assert answer_ok(["PP-DEU"], ["passport"]) and not answer_ok([], ["any"])


def test_the_answer_offers_only_picks_that_can_complete_a_match():
    state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1", "BOO-1"]}, n=2)
    play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:item:CAM", "pick:any",
         "done")
    assert ids(state) == ["decline", "pick:BOO-1", "pick:CAM-1", "pick:PP-DEU"]
    play(state, "pick:BOO-1")
    assert ids(state) == ["decline", "pick:CAM-1", "unpick:BOO-1"]
    play(state, "pick:CAM-1")
    assert ids(state)[-1] == "accept"


def test_trade_options_built_once_keep_labels_written_outside_the_searchs_quiet_texts(
        monkeypatch):
    """The trade's options are built once and shared; those met inside `quiet_texts()` (bare
    templates, for the search) are kept apart from the ones a person reads."""
    from rules.core.text import quiet_texts
    from rules.itchy_feet import state as itchy_state
    for memo in ("_LABELS", "_OPTIONS", "_ASK_PICKS"):      # as in a fresh bot process
        monkeypatch.setattr(itchy_state, memo, {})

    def asked():
        state = position(hands={A: ["PP-EST", "SUN-1"], B: ["PP-DEU", "CAM-1"]}, n=2)
        play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:item:CAM")
        return {o.id: o.label for o in state.pending().options}
    with quiet_texts():
        bare = asked()
    written = asked()
    assert bare["pick:item:CAM"] == "Ask for {kind}" and bare["done"] == "Send the offer"
    assert written["pick:item:CAM"] == "Ask for {kind:item:CAM}"
    assert written["unpick:item:CAM"] == "Ask for one {kind:item:CAM} less"
    assert asked() == written and written.keys() == bare.keys()


def test_a_decline_looks_the_same_whether_or_not_the_partner_could_accept():
    def third_party(b_hand):
        state = position(hands={A: ["PP-EST", "SUN-1"], B: b_hand, C: ["PP-ITA"]})
        events = play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:item:CAM",
                      "done")
        shown = state.view(C)["turn"]
        events += play(state, "decline")
        return shown, [e.for_seat(C).to_dict() for e in events if e.for_seat(C)]
    assert third_party(["PP-DEU", "CAM-1"]) == third_party(["PP-DEU", "BOO-1"])



def test_every_seat_sees_what_the_offers_of_a_turn_asked_for_until_that_seat_plays_again():
    """The offers are public (§4.6.2): the view keeps what each seat asked for in its last
    turn, declined or not, and forgets it when that seat's next turn starts."""
    state = position(hands={A: ["PP-EST", "SUN-1", "SWM-1"], B: ["PP-DEU", "BOO-1"],
                            C: ["PP-ITA"]}, pile_fill=6)
    play(state, "trade", "partner:1", "pick:SUN-1", "done", "pick:item:CAM", "done", "decline",
         "trade", "partner:2", "pick:SWM-1", "done", "pick:any", "done", "decline", "grab")
    assert state.view(C)["asked"] == [["item:CAM", "any"], [], []]
    assert state.view(A)["asked"] == state.view(B)["asked"]
    play(state, "grab", "grab")                   # B and C play; A's next turn starts
    assert state.view(B)["asked"] == [[], [], []]
    old = state.to_dict()                         # a save from before the field still loads
    del old["data"]["asked"]
    assert type(state).from_dict(old).view(B)["asked"] == [[], [], []]

# ---- turn order and the cap (§4.2, §5.2) --------------------------------------------------------
@pytest.mark.parametrize("players", range(2, 7))
def test_turns_go_clockwise_and_rounds_count_from_the_first_player(players):
    state = position(n=players, hands={s: ["PP-EST"] for s in range(players)}, active=1,
                     pile_fill=20)
    seen = []
    for _ in range(players + 1):
        seen.append((state.active, state.round))
        play(state, "grab")
    assert [s for s, _ in seen] == [(1 + k) % players for k in range(players + 1)]
    assert seen[-1][1] == 2 and seen[-2][1] == 1


def test_a_cap_of_zero_never_ends_the_game():
    assert 0 in GAME.allowed_values("safety_cap_rounds", 2, [True, True])
    assert 0 not in GAME.allowed_values("safety_cap_rounds", 2, [True, False])
    assert 0 not in GAME.allowed_values("safety_cap_rounds", 2)     # bots might never finish
    state = position(n=2, hands={A: ["PP-EST"], B: ["PP-DEU"]}, pile_fill=30)
    state.variants["safety_cap_rounds"] = 0          # as an all-human table may choose
    state.round = 500
    play(state, "grab", "grab")
    assert not state.is_over() and state.round == 501


@pytest.mark.parametrize("players", range(2, 7))
def test_every_player_count_plays_to_an_end_with_simple_bots(players):
    from rules.core.simulate import play as simulate_one
    for seed in range(2):
        done = simulate_one(GAME, players, seed, ["simple"] * players, EVERYTHING)
        result = done.state.result()
        assert sorted(s for g in result.ranking for s in g) == list(range(players))
        assert not GAME.invariants(done.state)


def test_options_presets_and_groups():
    grouped = [v for _, names in GAME.variant_groups for v in names]
    assert sorted(grouped) == sorted(GAME.variants)
    assert set(GAME.variant_help) == set(GAME.variants)
    full = GAME.preset("full")
    assert full["ext_events"] and not full["ext_postcards"]
    assert not any(GAME.preset("first_game")[e] for e in EVERYTHING)
    assert sum(1 for c in WHITE) == 36
