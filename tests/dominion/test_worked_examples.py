"""The worked examples T1..T31 of the spec (§9), one named test each."""
import json

import pytest

from rules.core import RandomBot
from rules.dominion import GAME
from rules.dominion.cards import KINGDOM, STARTING_DECK
from tests.dominion.helpers import check, do, ids, kinds, kingdom_with, position, run
from rules.core import render

MONEY_KINGDOM = ["cellar", "market", "militia", "mine", "moat", "remodel", "smithy", "village",
                 "woodcutter", "witch"]


def test_T1_supply_sizes():
    expect = {2: (46, 8, 10, 8), 3: (39, 12, 20, 12), 4: (32, 12, 30, 12)}
    for n, (copper, victory, curse, gardens) in expect.items():
        state = GAME.new(n, 1, {"kingdom": "size_distortion"})
        s = state.supply
        assert (s["copper"], s["silver"], s["gold"]) == (copper, 40, 30)
        assert s["estate"] == s["duchy"] == s["province"] == victory
        assert s["curse"] == curse
        assert s["gardens"] == gardens
        assert all(s[c] == 10 for c in state.kingdom if c != "gardens")
        assert len(s) == 17
        for seat in range(n):
            cards = sorted(state.hands[seat] + state.decks[seat] + state.play[seat]
                           + state.discards[seat])
            assert cards == sorted(STARTING_DECK)
    # what goes back to the box: 24 Estates in all, 12 Duchies, 12 Provinces, 30 Curses
    two = GAME.new(2, 1).supply
    assert 24 - two["estate"] - 2 * 3 == 10
    assert 12 - two["duchy"] == 4 and 12 - two["province"] == 4 and 30 - two["curse"] == 20
    four = GAME.new(4, 1).supply
    assert four["estate"] + 4 * 3 == 24


def test_T2_first_two_turns_use_the_ten_starting_cards():
    for seed in range(40):
        state = GAME.new(2, seed)
        first = state.first
        # the first player's two opening hands are the 10 starting cards
        hand1 = state.play[first] + state.hands[first]
        hand2 = state.decks[first][:5]
        assert sorted(hand1 + hand2) == sorted(STARTING_DECK)
        coins1 = hand1.count("copper")
        coins2 = hand2.count("copper")
        assert coins1 + coins2 == 7
        assert {coins1, coins2} in ({5, 2}, {4, 3})
        # no Action can be played: the first decision is already a Buy
        assert state.pending().prompt == "dominion.buy"
        assert state.coins == coins1


def test_T2_the_setup_example_position():
    p2_pile = ["copper", "copper", "estate", "copper", "estate", "estate", "copper", "copper",
               "copper", "copper"]
    p1_pile = ["copper", "estate", "estate", "copper", "estate", "copper", "copper", "copper",
               "copper", "copper"]
    state = position(2, current=1, hands={1: p2_pile[:5], 0: p1_pile[:5]},
                     decks={1: p2_pile[5:], 0: p1_pile[5:]})
    run(state)
    assert state.coins == 3                     # P2: C C E C E
    do(state, "end_turn")
    assert state.current == 0 and state.coins == 2  # P1: C E E C E
    do(state, "end_turn")
    assert state.current == 1 and state.coins == 4  # P2: E C C C C
    do(state, "end_turn")
    assert state.current == 0 and state.coins == 5  # P1: five Coppers


def test_T3_multiple_buys_with_tibi():
    def tibi():
        state = position(2, kingdom=MONEY_KINGDOM, hands={0: ["gold", "gold"]}, phase="buy",
                         buys=2, decks={0: ["copper"] * 5})
        run(state)
        assert state.coins == 6 and state.buys == 2
        return state

    state = tibi()
    do(state, "buy:cellar")
    assert (state.coins, state.buys) == (4, 1)
    assert "buy:witch" not in ids(state)         # Cellar + Witch would cost $7 > $6
    assert "buy:smithy" in ids(state)
    events = do(state, "buy:smithy")
    assert "buy" in kinds(events)
    assert [e.data["card"] for e in events if e.kind == "buy"] == ["smithy"]
    # both bought cards went to the discard pile before Clean-up put the Golds on them
    assert state.discards[0][:2] == ["cellar", "smithy"]

    state = tibi()
    do(state, "buy:gold")
    assert (state.coins, state.buys) == (0, 1)
    assert "buy:copper" in ids(state)
    do(state, "buy:copper")
    assert state.discards[0][:2] == ["gold", "copper"]

    state = tibi()
    do(state, "buy:gold", "end_turn")           # stopping without a second buy is legal
    assert state.current == 1


def test_T4_coin_values():
    state = position(2, hands={0: ["copper", "copper", "silver", "gold", "estate"]},
                     phase="action")
    run(state)
    assert state.coins == 7
    assert state.hands[0] == ["estate"]
    assert "buy:gold" in ids(state) and "buy:duchy" in ids(state)
    assert "buy:province" not in ids(state)


def test_T5_clean_up_reshuffle_after_turn_two():
    start = list(STARTING_DECK)                 # turn 2: five Coppers in hand, draw pile empty
    state = position(2, kingdom=MONEY_KINGDOM, hands={0: start[:5]},
                     discards={0: start[5:] + ["silver"]}, phase="buy", turns=[2, 1])
    run(state)
    events = do(state, "buy:smithy")            # the only Buy: the turn ends, Clean-up follows
    shuffle = [e for e in events if e.kind == "shuffle"][0]
    assert shuffle.data["count"] == 12          # 10 starting cards + Silver + Smithy
    assert state.current == 1
    assert len(state.hands[0]) == 5 and len(state.decks[0]) == 7 and state.discards[0] == []


def _vp_position(current, turns, p1_provinces, p2_provinces, provinces_left):
    return position(2, current=current, turns=turns,
                    hands={current: ["gold", "gold", "silver"]},
                    discards={0: ["province"] * p1_provinces, 1: ["province"] * p2_provinces},
                    supply={"province": provinces_left}, phase="buy")


def test_T6_end_of_game_fewer_turns_wins():
    state = _vp_position(0, [18, 17], 4, 5, 1)
    run(state)
    do(state, "buy:province")
    assert state.pending() is None             # P1 finished the turn; P2 gets no turn
    result = state.result()
    assert result.scores == [30, 30]
    assert result.ranking == [[1], [0]]
    assert render(result.tiebreak) == "Tied on VP: fewer turns wins"


def test_T6_variant_equal_turns_share_the_win():
    state = _vp_position(1, [18, 18], 5, 4, 1)
    run(state)
    do(state, "buy:province")
    result = state.result()
    assert result.scores == [30, 30]
    assert result.ranking == [[0, 1]]
    assert render(result.tiebreak).startswith("Shared")


def test_T7_buying_a_curse_with_no_coins():
    state = position(2, hands={0: ["estate"]}, phase="buy")
    run(state)
    before = state.scores()[0]
    assert state.coins == 0 and "buy:curse" in ids(state)
    do(state, "buy:curse")
    assert state.supply["curse"] == 9
    assert state.owned[0]["curse"] == 1
    assert GAME.load(state.to_dict()).scores()[0] == before - 1


def test_T8_three_piles_including_curses():
    kingdom = MONEY_KINGDOM
    state = position(2, kingdom=kingdom, current=1, hands={1: ["silver", "copper"]},
                     supply={"curse": 0, "witch": 0, "village": 1, "province": 3},
                     phase="buy")
    run(state)
    do(state, "buy:village")
    assert state.phase == "over" and state.end_reason == "three piles"
    state = position(2, kingdom=kingdom, current=1, hands={1: ["gold"] * 3 + ["silver"]},
                     supply={"curse": 0, "witch": 0, "village": 1, "province": 3},
                     phase="buy", buys=2)
    run(state)
    do(state, "buy:village")
    assert state.current == 1 and state.pending().prompt == "dominion.buy"   # turn goes on
    do(state, "buy:province")
    assert state.supply["province"] == 2
    assert state.phase == "over" and state.end_reason == "three piles"


def test_T9_provinces_run_out_with_a_buy_left():
    state = position(2, hands={0: ["gold"] * 4 + ["copper"]}, supply={"province": 1},
                     phase="buy", buys=2)
    run(state)
    assert state.coins == 13
    do(state, "buy:province")
    assert state.supply["province"] == 0 and state.coins == 5
    assert state.pending().prompt == "dominion.buy"
    do(state, "buy:duchy")
    assert state.coins == 0
    assert state.phase == "over" and state.end_reason == "provinces"


def test_T10_gardens():
    other = ["copper"] * 32
    cards = ["gardens"] * 2 + ["estate"] * 3 + ["duchy"] + ["curse"] + other
    state = position(2, kingdom=["gardens"] + MONEY_KINGDOM[:9], discards={0: cards})
    assert len(cards) == 39 and state.scores()[0] == 11
    state = position(2, kingdom=["gardens"] + MONEY_KINGDOM[:9], discards={0: cards + ["copper"]})
    assert state.scores()[0] == 13


def _witch_3p(moat_seat, curses):
    hands = {0: ["witch", "copper"], 1: ["copper"] * 4, 2: ["copper"] * 4}
    hands[moat_seat] = ["moat"] + hands[moat_seat][1:]
    return position(3, kingdom=MONEY_KINGDOM, hands=hands,
                    decks={0: ["estate", "duchy", "gold"]}, supply={"curse": curses})


def test_T11_witch_with_a_curse_shortage_and_a_moat():
    state = _witch_3p(2, 1)
    do(state, "play:witch")
    assert state.pending().seat == 2 and state.pending().prompt == "dominion.moat"
    do(state, "reveal")
    assert state.hands[0] == ["estate", "duchy"]            # P1 drew 2 (Copper auto-played)
    assert state.supply["curse"] == 0
    assert state.owned[1].get("curse") == 1 and "curse" not in state.owned[2]
    check(state)


def test_T11_variant_a_moat_with_the_first_victim():
    state = _witch_3p(1, 1)
    do(state, "play:witch")
    assert state.pending().seat == 1
    do(state, "reveal")
    assert state.owned[2].get("curse") == 1 and "curse" not in state.owned[1]


def test_T11_variant_b_no_curses_left():
    state = _witch_3p(2, 0)
    do(state, "play:witch", "decline")
    assert state.hands[0] == ["estate", "duchy"]
    assert "curse" not in state.owned[1] and "curse" not in state.owned[2]


def test_T12_festival_council_room_militia():
    hands = {0: ["festival", "council_room", "militia", "copper", "copper"],
             1: ["moat", "copper", "estate", "silver", "estate"],
             2: ["copper", "estate", "silver", "gold", "duchy"],
             3: ["copper", "estate", "silver", "gold", "curse"]}
    decks = {s: ["copper", "silver", "gold", "estate", "copper"] for s in range(4)}
    kingdom = ["festival", "council_room", "militia", "moat", "village", "smithy", "market",
               "mine", "cellar", "remodel"]
    state = position(4, kingdom=kingdom, hands=hands, decks=decks)
    do(state, "play:festival")
    assert (state.actions, state.buys, state.coins) == (2, 2, 2)
    do(state, "play:council_room")
    assert (state.actions, state.buys) == (1, 3)
    assert [len(h) for h in state.hands[1:]] == [6, 6, 6]
    events = do(state, "play:militia")
    assert state.pending().prompt == "dominion.moat" and state.pending().seat == 1
    events += do(state, "reveal")
    assert (state.actions, state.coins) == (0, 4)
    assert state.pending().seat == 2 and state.pending().prompt == "dominion.militia"
    for seat in (2, 3):
        while state.pending().seat == seat:
            option = state.pending().find("done") or next(
                o for o in state.pending().options if o.kind == "pick")
            events += do(state, option.id)
    assert [len(h) for h in state.hands[1:]] == [6, 3, 3]
    discard = [e for e in events if e.kind == "discard" and e.data["seat"] == 2][0]
    seen = discard.for_seat(0)
    assert seen.data["count"] == 3 and "cards" not in seen.data
    assert seen.data["top"] == state.discards[2][-1]
    check(state)


def test_T13_throne_room_on_militia():
    state = position(2, kingdom=MONEY_KINGDOM[:9] + ["throne_room"],
                     hands={0: ["throne_room", "militia"],
                            1: ["copper", "estate", "silver", "gold", "duchy"]})
    do(state, "play:throne_room")              # Militia is the only Action: chosen at once
    assert state.pending().seat == 1 and state.pending().info["max"] == 2
    do(state, "pick:estate", "pick:duchy", "done")
    assert len(state.hands[1]) == 3
    assert state.coins == 4 and state.phase == "buy"
    assert state.discards[1] == ["estate", "duchy"]


def test_T14_throne_room_on_feast():
    kingdom = kingdom_with("throne_room", "feast", "laboratory")
    state = position(2, kingdom=kingdom,
                     hands={0: ["throne_room", "feast", "copper", "copper", "copper"]})
    do(state, "play:throne_room")
    assert state.pending().prompt == "dominion.feast"
    do(state, "gain:duchy")
    assert state.supply["duchy"] == 7
    assert state.pending().prompt == "dominion.feast"
    do(state, "gain:laboratory")
    assert state.supply["laboratory"] == 9
    assert state.play[0][0] == "throne_room" and "feast" not in state.play[0]
    assert state.trash == ["feast"]
    assert state.discards[0][-2:] == ["duchy", "laboratory"]
    assert state.phase == "buy" and state.coins == 3


def test_T15_throne_room_on_throne_room():
    kingdom = kingdom_with("throne_room", "village", "smithy")
    deck = ["silver", "estate", "gold", "copper", "copper", "silver", "estate", "copper",
            "duchy", "duchy"]
    state = position(2, kingdom=kingdom,
                     hands={0: ["throne_room", "throne_room", "village", "smithy", "copper"]},
                     decks={0: deck})
    do(state, "play:throne_room")
    assert set(ids(state)) == {"play:throne_room", "play:village", "play:smithy"}
    do(state, "play:throne_room")
    assert set(ids(state)) == {"play:village", "play:smithy"}
    do(state, "play:village")                  # B's second play must take the Smithy itself
    assert state.actions == 4
    hand = ["copper", "silver", "estate", "gold", "copper", "copper", "silver", "estate",
            "copper"]
    # no Action left in hand: the Buy phase began and auto-played the Treasures in hand order
    assert state.play[0][:4] == ["throne_room", "throne_room", "village", "smithy"]
    assert state.play[0][4:] == [c for c in hand if c != "estate"]
    assert state.hands[0] == ["estate", "estate"]
    assert state.pending().prompt == "dominion.buy" and state.coins == 11


def _library_position():
    kingdom = kingdom_with("library", "village", "smithy")
    return position(2, kingdom=kingdom, hands={0: ["library", "copper", "copper", "estate"]},
                    decks={0: ["village", "silver"]},
                    discards={0: ["gold", "smithy", "copper"]})


def test_T16_library_case_a_smithy_kept():
    state = _library_position()
    do(state, "play:library")
    assert state.actions == 0 and state.pending().prompt == "dominion.library"
    do(state, "set_aside:village")
    # Village is set aside, so the shuffle takes Gold, Smithy and Copper only
    while state.pending().prompt == "dominion.library":
        do(state, "keep:smithy")
    hand = state.hands[0] + state.play[0][1:]          # Treasures auto-played after Library
    assert sorted(hand) == sorted(["copper", "copper", "estate", "silver", "gold", "smithy",
                                   "copper"])
    assert state.discards[0] == ["village"] and state.decks[0] == []


def test_T16_library_case_b_smithy_set_aside():
    state = _library_position()
    do(state, "play:library", "set_aside:village")
    while state.pending().prompt == "dominion.library":
        do(state, "set_aside:smithy")
    hand = state.hands[0] + state.play[0][1:]
    assert sorted(hand) == sorted(["copper", "copper", "estate", "silver", "gold", "copper"])
    assert state.discards[0] == ["village", "smithy"] and state.decks[0] == []


def test_T17_adventurer_with_a_reshuffle():
    kingdom = ["adventurer"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, hands={0: ["adventurer"]},
                     decks={0: ["estate", "copper"]}, discards={0: ["silver"]})
    events = do(state, "play:adventurer")
    assert "shuffle" in kinds(events)
    assert state.hands[0] == [] and state.play[0][-2:] == ["copper", "silver"]  # auto-played
    assert state.discards[0] == ["estate"] and state.decks[0] == []


def test_T17_adventurer_finding_one_treasure():
    kingdom = ["adventurer"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, hands={0: ["adventurer", "estate"]},
                     decks={0: ["estate", "copper"]}, discards={0: ["estate", "village"]})
    do(state, "play:adventurer")
    assert state.coins == 1                                   # only the Copper
    assert state.discards[0][0] == "estate" and len(state.discards[0]) == 3
    assert sorted(state.discards[0][1:]) == ["estate", "village"]
    assert state.decks[0] == []


def _thief(p2_deck, p2_discard=()):
    kingdom = ["thief"] + MONEY_KINGDOM[:9]
    return position(2, kingdom=kingdom, hands={0: ["thief"]}, decks={1: list(p2_deck)},
                    discards={1: list(p2_discard)})


def test_T18_thief_steals_gold():
    state = _thief(["gold", "silver", "estate"])
    do(state, "play:thief")
    assert set(ids(state)) == {"trash:gold", "trash:silver"}
    do(state, "trash:gold")
    assert state.discards[1] == ["silver"]
    do(state, "pick:gold", "done")
    assert state.discards[0] == ["gold"] and state.trash == []
    assert state.decks[1] == ["estate"]
    assert state.owned[0]["gold"] == 1 and "gold" not in state.owned[1]
    check(state)


def test_T18_thief_with_a_reshuffle_and_a_declined_copper():
    state = _thief(["copper"], ["estate", "estate"])
    events = do(state, "play:thief")
    assert "shuffle" in kinds(events)
    assert state.trash == ["copper"]          # the only Treasure: trashed without asking
    assert state.discards[1] == ["estate"] and state.decks[1] == ["estate"]
    assert ids(state) == ["pick:copper", "done"]
    do(state, "done")
    assert state.trash == ["copper"] and "copper" not in state.owned[0]


def _bureaucrat(silver):
    kingdom = ["bureaucrat"] + MONEY_KINGDOM[:9]
    return position(3, kingdom=kingdom,
                    hands={0: ["bureaucrat"],
                           1: ["copper", "copper", "copper", "silver", "smithy"],
                           2: ["estate", "province", "copper", "copper", "gold"]},
                    supply={"silver": silver})


def test_T19_bureaucrat():
    state = _bureaucrat(40)
    events = do(state, "play:bureaucrat")
    assert state.supply["silver"] == 39 and state.decks[0] == ["silver"]
    reveal = [e for e in events if e.kind == "reveal_hand"][0]
    assert reveal.data["seat"] == 1 and reveal.visible_to is None
    assert len(state.hands[1]) == 5
    assert state.pending().seat == 2
    assert set(ids(state)) == {"topdeck:estate", "topdeck:province"}
    do(state, "topdeck:estate")
    assert state.decks[2] == ["estate"] and len(state.hands[2]) == 4
    assert state.known[2] == ["estate"] and state.known[0] == ["silver"]


def test_T19_bureaucrat_with_no_silver_left():
    state = _bureaucrat(0)
    do(state, "play:bureaucrat")
    assert state.decks[0] == [] and state.supply["silver"] == 0
    assert state.pending().seat == 2           # the attack still happens


def test_T20_chancellor():
    kingdom = ["chancellor"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, hands={0: ["chancellor"]},
                     decks={0: ["gold", "estate", "copper", "copper", "silver", "smithy"]},
                     discards={0: ["copper", "estate", "copper", "copper"]})
    do(state, "play:chancellor")
    assert state.coins == 2 and ids(state) == ["yes", "no"]
    do(state, "yes")
    assert len(state.discards[0]) == 10 and state.discards[0][-1] == "smithy"
    assert state.decks[0] == []


def _spy(p2_deck, p2_discard=()):
    kingdom = ["spy"] + MONEY_KINGDOM[:9]
    return position(2, kingdom=kingdom, hands={0: ["spy"]},
                    decks={0: ["copper", "gold", "estate"], 1: list(p2_deck)},
                    discards={1: list(p2_discard)})


def test_T21_spy():
    state = _spy(["gold", "estate"])
    do(state, "play:spy")
    assert state.hands[0] == ["copper"] and state.actions == 1
    decision = state.pending()
    assert decision.info["ctx"] == {"victim": 0, "card": "gold"}
    do(state, "keep")
    assert state.decks[0][0] == "gold" and state.known[0] == ["gold"]
    assert state.pending().info["ctx"] == {"victim": 1, "card": "gold"}
    do(state, "discard")
    assert state.discards[1] == ["gold"] and state.decks[1] == ["estate"]


def test_T21_spy_variant_empty_piles():
    state = _spy([])
    do(state, "play:spy", "keep")
    assert state.pending().prompt != "dominion.spy"   # P2 reveals nothing
    assert state.aside[1] == []


def test_T22_cellar_with_a_reshuffle():
    kingdom = MONEY_KINGDOM
    state = position(2, kingdom=kingdom, hands={0: ["cellar", "estate", "estate", "copper",
                                                    "duchy"]},
                     decks={0: ["gold"]}, discards={0: ["silver", "silver"]})
    do(state, "play:cellar")
    assert state.actions == 1
    events = do(state, "pick:estate", "pick:estate", "pick:duchy", "done")
    assert [e.kind for e in events][:4] == ["discard", "draw", "shuffle", "draw"]
    assert events[1].data["cards"] == ["gold"]
    drawn_after = events[3].data["cards"]
    assert len(drawn_after) == 2
    # the hand was Copper, Gold + 2 of the 5 (then the Buy phase auto-played the Treasures)
    assert sorted(state.hands[0] + state.play[0][1:]) == sorted(["copper", "gold"] + drawn_after)
    assert len(state.decks[0]) == 3 and state.discards[0] == []
    assert sorted(drawn_after + state.decks[0]) == sorted(["silver", "silver", "estate",
                                                           "estate", "duchy"])


def test_T23_mine_into_hand():
    state = position(2, kingdom=MONEY_KINGDOM,
                     hands={0: ["mine", "copper", "copper", "estate", "estate"]})
    do(state, "play:mine")                     # the only Treasure kind is trashed at once
    assert state.trash == ["copper"]
    assert set(ids(state)) == {"gain:copper", "gain:silver"}
    do(state, "gain:silver")
    assert state.supply["silver"] == 39
    assert state.phase == "buy" and state.coins == 3


def test_T24_remodel_takes_the_last_province():
    state = position(2, kingdom=MONEY_KINGDOM, supply={"province": 1},
                     hands={0: ["remodel", "gold", "copper", "copper", "estate"]})
    do(state, "play:remodel", "trash:gold")
    assert "gain:province" in ids(state) and "gain:gold" in ids(state)
    do(state, "gain:province")
    assert state.supply["province"] == 0
    assert state.phase == "buy" and state.coins == 2 and "buy:estate" in ids(state)
    do(state, "buy:estate")
    assert state.phase == "over" and state.end_reason == "provinces"


def test_T25_moneylender():
    kingdom = ["moneylender", "throne_room"] + MONEY_KINGDOM[:8]
    state = position(2, kingdom=kingdom,
                     hands={0: ["moneylender", "silver", "estate", "estate", "estate"]})
    do(state, "play:moneylender")
    assert state.trash == [] and state.coins == 2
    state = position(2, kingdom=kingdom,
                     hands={0: ["throne_room", "moneylender", "copper", "copper", "estate"]})
    do(state, "play:throne_room")
    assert state.trash == ["copper", "copper"] and state.coins == 6
    assert "buy:gold" in ids(state)


def test_T26_council_room_gives_the_next_player_six_cards():
    kingdom = ["council_room"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, hands={0: ["council_room"], 1: ["copper"] * 5},
                     decks={0: ["copper"] * 6, 1: []}, discards={1: ["estate", "silver"]})
    events = do(state, "play:council_room")
    assert len(state.hands[0]) == 0 and state.buys == 2    # 4 drawn, then auto-played
    assert len(state.hands[1]) == 6
    assert "shuffle" in kinds(events)                      # P2 shuffled to draw
    do(state, "end_turn")
    # P2's turn: the 6 cards are still there (its Coppers are auto-played in the Buy phase)
    assert state.current == 1 and len(state.hands[1]) + len(state.play[1]) == 6


def test_T27_throne_room_on_witch_with_one_curse_left():
    kingdom = ["throne_room"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, supply={"curse": 1},
                     hands={0: ["throne_room", "witch"], 1: ["moat", "copper"]},
                     decks={0: ["copper"] * 4})
    do(state, "play:throne_room")
    assert state.pending().prompt == "dominion.moat"
    do(state, "decline")
    assert state.owned[1]["curse"] == 1 and state.supply["curse"] == 0
    assert state.pending().prompt == "dominion.moat"   # a new window for the second play
    do(state, "reveal")
    assert state.phase == "buy" and state.coins == 4   # 4 Coppers drawn in total


def test_T28_moat_is_no_defence_against_council_room():
    kingdom = ["council_room"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, hands={0: ["council_room"], 1: ["moat"]},
                     decks={0: ["copper"] * 4, 1: ["estate"]})
    do(state, "play:council_room")
    assert state.hands[1] == ["moat", "estate"]
    assert state.pending().prompt == "dominion.buy"


def test_T29_empty_hand_and_empty_piles():
    kingdom = ["library"] + MONEY_KINGDOM[:9]
    state = position(2, kingdom=kingdom, hands={0: ["remodel"]})
    events = do(state, "play:remodel")
    assert "trash" not in kinds(events) and state.phase == "buy"
    state = position(2, kingdom=kingdom, hands={0: ["smithy"]})
    events = do(state, "play:smithy")
    assert "draw" not in kinds(events) and state.hands[0] == []
    state = position(2, kingdom=kingdom, hands={0: ["library"]})
    events = do(state, "play:library")
    assert "draw" not in kinds(events) and state.aside[0] == [] and state.phase == "buy"


def test_T30_random_kingdom():
    kingdoms = set()
    for seed in range(100):
        state = GAME.new(2, seed, {"kingdom": "random"})
        again = GAME.new(2, seed, {"kingdom": "random"})
        assert len(set(state.kingdom)) == 10 and set(state.kingdom) <= set(KINGDOM)
        assert state.kingdom == again.kingdom
        assert state.to_dict() == again.to_dict()      # first player and shuffles follow
        kingdoms.add(tuple(sorted(state.kingdom)))
    assert len(kingdoms) >= 90


@pytest.mark.parametrize("players", [2, 3, 4])
def test_T31_conservation_after_every_step(players):
    for seed in range(3):
        state = GAME.new(players, seed, {"kingdom": "random"})
        bots = [RandomBot(s, seed) for s in range(players)]
        totals = dict(state.totals)
        if players == 2:
            assert totals["copper"] == 60 and totals["estate"] == 14 and totals["curse"] == 10
        while (decision := state.pending()) is not None:
            check(state)
            state.apply(bots[decision.seat].choose(state.view(decision.seat), decision))
        check(state)
        assert state.totals == totals
        assert json.loads(json.dumps(state.to_dict()))["data"]["totals"] == totals
