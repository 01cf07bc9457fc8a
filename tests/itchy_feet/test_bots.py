"""The simple bot (spec §10.2) and the strong bot's pieces: sensible answers from the view."""
from rules.core.simulate import play as simulate_one
from rules.itchy_feet import GAME
from rules.itchy_feet.bots import SimpleBot, values
from tests.itchy_feet.helpers import A, B, C, play, position, prompt


def answer_with(bot, state):
    """Let `bot` answer the open offer to the end; the option ids it chose."""
    chosen = []
    while prompt(state) == "itchy.trade.answer":
        option = bot.choose(state.view(bot.seat), state.pending())
        chosen.append(option.id)
        state.apply(option.id)
    return chosen


def offered(b_hand, give, ask, b_home="NOR", a_home_done=False):
    state = position(hands={A: ["PP-EST", "SUN-1", "SUN-2", "CAM-1", "SP-CREDIT"], B: b_hand},
                     n=2, homes=["JPN", b_home], centre="THA",
                     home_done=[a_home_done, False], pile_fill=6,
                     variants={"ext_special": True})
    play(state, "trade", "partner:1", *[f"pick:{c}" for c in give], "done",
         *[f"pick:{k}" for k in ask], "done")
    return state


def test_simple_accepts_a_good_offer_with_its_cheapest_matching_card():
    state = offered(["PP-DEU", "ADP-1", "ADP-2", "BOO-1"], ["SP-CREDIT"], ["item:ADP"])
    chosen = answer_with(SimpleBot(B, 1), state)
    assert chosen[-1] == "accept"
    assert "SP-CREDIT" in state.hands[B] and state.hands[B].count("ADP-1") + \
        state.hands[B].count("ADP-2") == 1


def test_simple_declines_a_bad_offer():
    state = offered(["PP-DEU", "BOO-1", "COA-1", "UMB-1"], ["SUN-1"], ["item:BOO"])
    assert answer_with(SimpleBot(B, 1), state) == ["decline"]
    assert state.hands[B] == ["PP-DEU", "BOO-1", "COA-1", "UMB-1"]


def test_simple_never_gives_away_its_only_passport():
    state = offered(["PP-DEU", "ADP-1"], ["SP-CREDIT", "CAM-1"], ["passport"])
    assert answer_with(SimpleBot(B, 1), state) == ["decline"]


def test_simple_does_not_feed_a_home_done_player_the_centre():
    state = offered(["PP-DEU", "SWM-1", "ADP-1"], ["SP-CREDIT", "CAM-1"], ["item:SWM"],
                    a_home_done=True)
    assert answer_with(SimpleBot(B, 1), state) == ["decline"]


def test_simple_travels_whenever_it_can_and_pays_real_items_home():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "PHR-1", "SP-CREDIT"], B: ["PP-DEU"]},
                     n=2, homes=["KEN", "NOR"], pile_fill=5, variants={"ext_special": True})
    bot = SimpleBot(A, 1)
    while state.active == A and not state.home_done[A]:
        state.apply(bot.choose(state.view(A), state.pending()).id)
    assert state.home_done[A] and "SP-CREDIT" in state.hands[A]
    assert state.discard == ["MOS-1", "BOO-1", "PHR-1"]


def test_simple_recycles_a_passport_when_it_has_none():
    state = position(hands={A: ["SUN-1", "SUN-2", "CAM-1"], B: ["PP-DEU"]}, n=2,
                     discard=["PP-EST"], pile_fill=5)
    bot = SimpleBot(A, 1)
    assert bot.choose(state.view(A), state.pending()).id == "recycle"
    while state.active == A:
        state.apply(bot.choose(state.view(A), state.pending()).id)
    assert "PP-EST" in state.hands[A] and len(state.hands[A]) == 2


def test_simple_asks_a_known_holder_for_a_missing_item():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "UMB-1"], B: ["PP-DEU", "SUN-1"],
                            C: ["PP-ITA", "PHR-2", "ADP-1"]},
                     homes=["KEN", "CHE", "NOR"], centre="THA", pile_fill=5)
    state.known[A][C] = ["PHR-2"]
    bot = SimpleBot(A, 1)
    assert bot.choose(state.view(A), state.pending()).id == "trade"
    state.apply("trade")
    assert bot.choose(state.view(A), state.pending()).id == "partner:2"


def test_simple_remembers_what_it_saw_in_a_travel_reveal():
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "PHR-1", "CAM-1"], B: ["PP-DEU"]},
                     n=2, homes=["KEN", "NOR"], pile_fill=5)
    play(state, "travel", "pick:MOS-1", "pick:BOO-1", "pick:PHR-1", "done")
    assert state.view(B)["known"][A] == ["PP-EST", "CAM-1"]
    assert state.view(A)["known"][B] == []


def test_card_values():
    view = position(hands={A: ["PP-EST", "PP-DEU", "MOS-1", "MOS-2", "FB-1", "SUN-1"]}, n=2,
                    homes=["KEN", "NOR"], centre="THA").view(A)
    v = values(view, A, view["hand"])
    assert v["PP-EST"] == 100 and v["PP-DEU"] == 5 and v["MOS-1"] == 60 and v["MOS-2"] == 0
    assert v["FB-1"] == -50 and v["SUN-1"] == 35


def test_simple_beats_random_in_two_player_games():
    wins = 0
    for seed in range(30):
        names = ["simple", "random"] if seed % 2 == 0 else ["random", "simple"]
        done = simulate_one(GAME, 2, 300 + seed, names)
        wins += names.index("simple") in done.state.result().ranking[0]
    assert wins >= 27, wins


def test_the_strong_bot_searches_the_action_and_answers_legally():
    state = GAME.new(2, 4, GAME.preset("full"))
    bot = GAME.bot("strong", state.active, 4, iterations=20)
    decision = state.pending()
    option = bot.choose(state.view(decision.seat), decision)
    # paired playouts: whole rounds of up to 4 candidates within the 20 playouts
    assert option in decision.options and 16 < bot.search.iterations <= 20


def test_the_strong_bot_plays_its_plan_without_searching_at_three_players_or_more():
    """At 3-4 players the search's choices measured as noise: strong plays the Planner."""
    from rules.itchy_feet.bots import Planner
    for players in (3, 4):
        state = GAME.new(players, 4, GAME.preset("full"))
        bot = GAME.bot("strong", state.active, 4, iterations=20)
        decision = state.pending()
        option = bot.choose(state.view(decision.seat), decision)
        assert bot.search.iterations == 0
        assert option == Planner(decision.seat, 4).choose(state.view(decision.seat), decision)


def test_the_plan_steals_instead_of_grabbing_at_two_players_when_a_worthless_card_pays():
    """`simple` would grab (offers used up, nothing to recycle, no known holder of a missing
    item); the Planner robs the one opponent, paying the spare Sunscreen. With nothing
    worthless to pay, or at 3 players (a steal helps the seat not robbed), it grabs as
    `simple` does."""
    from rules.itchy_feet.bots import Planner

    def choice(bot, a_hand, n=2):
        hands = {A: a_hand, B: ["PP-DEU", "CAM-1", "COA-1"]}
        if n == 3:
            hands[C] = ["PP-ITA", "BOO-1"]
        state = position(hands=hands, n=n, homes=["KEN", "CHE", "NOR"][:n], centre="THA",
                         pile_fill=5)
        state.declined = state.variants["max_offers_per_turn"]     # no more trade offers
        return bot.choose(state.view(A), state.pending()).id

    spare = ["PP-EST", "MOS-1", "SUN-1", "SUN-2"]      # KEN: MOS, BOO, PHR; THA: SUN, SWM, MOS
    assert choice(SimpleBot(A, 1), spare) == "grab"
    assert choice(Planner(A, 1), spare) == "steal"
    assert choice(Planner(A, 1), ["PP-EST", "MOS-1", "SUN-1"]) == "grab"
    assert choice(Planner(A, 1), spare, n=3) == "grab"


def test_playouts_recycle_a_missing_item_and_pay_with_the_least_useful_cards():
    from rules.core import Rng
    from rules.itchy_feet.bots import playout_policy
    state = position(hands={A: ["PP-EST", "PP-DEU", "SUN-1", "SUN-2"], B: ["PP-FIN", "CAM-1"]},
                     n=2, homes=["KEN", "NOR"], discard=["UMB-1", "MOS-1"], pile_fill=5)
    rng = Rng(3)
    chosen = []
    while state.active == A and state.pending().seat == A:
        option = playout_policy(state, state.pending(), rng)
        chosen.append(option.id)
        state.apply(option.id)
    assert chosen[:2] == ["recycle", "take:MOS-1"]
    assert "PP-EST" in state.hands[A] and "MOS-1" in state.hands[A]
    assert len(state.hands[A]) == 3                 # paid two cards worth nothing to it


def test_playouts_travel_whenever_they_can():
    from rules.core import Rng
    from rules.itchy_feet.bots import playout_policy
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "PHR-1"], B: ["PP-DEU"]},
                     n=2, homes=["KEN", "NOR"], discard=["MOS-2"], pile_fill=5)
    assert playout_policy(state, state.pending(), Rng(1)).id == "travel"


def test_the_search_tries_the_simple_bots_choice_first():
    from rules.itchy_feet.bots import simple_favourite
    state = position(hands={A: ["PP-EST", "PP-DEU", "SUN-1", "SUN-2"], B: ["PP-FIN", "CAM-1"]},
                     n=2, homes=["KEN", "NOR"], discard=["UMB-1", "MOS-1"], pile_fill=5)
    decision = state.pending()
    ranked = simple_favourite(SimpleBot(A, 0))(state, decision)
    assert ranked[0] == SimpleBot(A, 0).choose(state.view(A), decision)
    assert sorted(o.id for o in ranked) == sorted(decision.ids)


def test_the_strong_bot_plays_the_simple_bots_move_with_the_simple_bots_plan():
    """Recycling as the simple bot would, it takes the card the simple bot planned to take
    (PHR-1, needed at home and in the centre), not another card it merely values."""
    state = position(hands={A: ["PP-EST", "SUN-1", "SUN-2", "UMB-1"], B: ["PP-DEU", "CAM-1"]},
                     n=2, homes=["KEN", "NOR"], discard=["BOO-1", "PHR-1"], pile_fill=5)
    bot = GAME.bot("strong", A, 1, iterations=4)   # too few playouts to leave the favourite
    assert bot.choose(state.view(A), state.pending()).id == "recycle"
    state.apply("recycle")
    assert bot.choose(state.view(A), state.pending()).id == "take:PHR-1"



def test_the_strong_bot_plans_the_trade_it_chose_over_simples_choice():
    """When the search picks a trade that `simple` did not choose, the steps still follow a
    trade plan: the known holder of the missing item is asked."""
    state = position(hands={A: ["PP-EST", "MOS-1", "BOO-1", "UMB-1"], B: ["PP-DEU", "SUN-1"],
                            C: ["PP-ITA", "PHR-2", "ADP-1"]},
                     homes=["KEN", "CHE", "NOR"], centre="THA", pile_fill=5)
    state.known[A][C] = ["PHR-2"]
    simple = SimpleBot(A, 1)
    simple.plan = {"take": "UMB-1"}                 # a plan for another action
    simple.resume(state.view(A), "trade")
    state.apply("trade")
    assert simple.choose(state.view(A), state.pending()).id == "partner:2"
    simple.resume(state.view(A), "grab")
    assert simple.plan == {}


def _c_home_with_two_centre_items():
    """B holds more cards, but C is home and holds two of the centre's three kinds (THA: SUN,
    SWM, MOS here): C is the seat closest to winning."""
    from rules.itchy_feet.cards import needs
    sun, swm = needs("THA")[:2]
    state = position(hands={A: ["PP-EST", "UMB-1", "COA-1"],
                            B: ["PP-DEU", "BOO-1", "BOO-2", "CAM-1", "CAM-2"],
                            C: ["PP-ITA", f"{sun}-1", f"{swm}-1"]},
                     homes=["KEN", "CHE", "NOR"], centre="THA", home_done=[False, False, True],
                     pile_fill=5)
    return state, [f"{sun}-1", f"{swm}-1"]


def test_playouts_rob_the_seat_closest_to_winning():
    """The playouts' steal takes from C (see `_c_home_with_two_centre_items`)."""
    from rules.core import Rng
    from rules.itchy_feet.bots import playout_policy
    state, _items = _c_home_with_two_centre_items()
    state.apply("steal")
    assert {playout_policy(state, state.pending(), Rng(k)).id for k in range(12)} == {"victim:2"}


def test_a_steal_the_search_chose_robs_the_opponent_known_to_be_closest():
    """Resuming a steal it did not plan, the simple plan takes the victim the viewer knows to be
    closest to winning (C, home and known to hold two centre items), not the largest hand."""
    state, items = _c_home_with_two_centre_items()
    state.known[A][C] = items
    simple = SimpleBot(A, 1)
    simple.resume(state.view(A), "steal")
    state.apply("steal")
    assert simple.choose(state.view(A), state.pending()).id == "victim:2"


def test_the_strong_plan_keeps_a_spare_centre_item_once_somebody_is_home():
    """Paying for a steal, `simple` gives a worthless card by its order (the spare Sunscreen);
    the strong bot's planner keeps the spare centre item (THA wants SUN) and pays the Umbrella.
    Nobody home: it pays like `simple`."""
    from rules.itchy_feet.bots import Planner

    def paid(bot, home_done):
        state = position(hands={A: ["PP-EST", "SUN-1", "SUN-2", "UMB-1"], B: ["PP-DEU", "CAM-1"],
                                C: ["PP-ITA", "BOO-1"]},
                         homes=["KEN", "CHE", "NOR"], centre="THA", home_done=home_done,
                         pile_fill=5)
        play(state, "steal", "victim:1")
        return bot.choose(state.view(A), state.pending()).id

    assert paid(SimpleBot(A, 1), [False, True, False]) == "pay:SUN-2"
    assert paid(Planner(A, 1), [False, True, False]) == "pay:UMB-1"
    assert paid(Planner(A, 1), [False, False, False]) == "pay:SUN-2"


def test_the_threat_of_a_home_opponent_comes_from_its_offers_and_its_known_cards():
    """One centre kind asked for on its last turn means two held; two known centre kinds are
    certain; with no clue, a hand of unknown cards is a guess (`KNOWN_THREAT`)."""
    from rules.itchy_feet.bots import ASKED_THREAT, Planner, centre_threat
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU", "CAM-1", "BOO-1", "COA-1"],
                            C: ["PP-ITA", "SUN-1"]},
                     centre="THA", home_done=[False, True, True], pile_fill=5)
    view = state.view(A)
    assert centre_threat(view, B) == 0.59                   # 0 known, 4 unknown cards
    view["asked"][B] = ["item:SWM"]                         # THA: SUN, SWM, MOS
    assert centre_threat(view, B) == ASKED_THREAT[1] > Planner.DENY
    view["asked"][B] = ["item:SWM", "item:MOS", "any"]
    assert centre_threat(view, B) == ASKED_THREAT[2] < Planner.DENY
    view["known"][C] = ["SUN-1"]
    assert centre_threat(view, C) == 0.38                   # one kind known, one card unknown
    view["known"][C] = ["SUN-1", "PP-ITA"]
    assert centre_threat(view, C) == 0.0                    # the whole hand known
    view["known"][B] = ["SUN-3", "MOS-3"]
    assert centre_threat(view, B) == 1.0


def test_the_plan_robs_the_home_opponent_one_card_from_the_centre():
    """At 3 players `simple` (and the Planner with no threat in sight) grabs; when B, home,
    asked only for Swimsuit on its last turn (so it holds the centre's other two kinds), the
    Planner robs B instead, even before it is home itself; C, not home, is never the target."""
    from rules.itchy_feet.bots import Planner

    def choice(bot, asked):
        state = position(hands={A: ["PP-EST", "MOS-1", "SUN-2"], B: ["PP-DEU", "BOO-1", "COA-1"],
                                C: ["PP-ITA", "BOO-2"]},
                         homes=["KEN", "CHE", "NOR"], centre="THA",
                         home_done=[False, True, False], pile_fill=5)
        state.asked[B] = asked
        state.declined = state.variants["max_offers_per_turn"]     # no more trade offers
        bot.choose(state.view(A), state.pending())
        option = bot.choose(state.view(A), state.pending())
        return option.id, bot.plan.get("victim")

    assert choice(SimpleBot(A, 1), ["item:SWM"])[0] == "grab"
    assert choice(Planner(A, 1), ["item:SWM", "item:MOS"])[0] == "grab"
    assert choice(Planner(A, 1), ["item:SWM"]) == ("steal", B)


def test_the_belief_of_a_home_opponents_centre_kinds_comes_from_its_view():
    """Known cards are certain; a traveller's last offers asked for what it lacks, so it holds
    the centre kinds it did not ask for; else a share by the cards the viewer does not know.
    `travel_chance` is the chance of all three."""
    from rules.itchy_feet.bots import (ASKED_HELD, BESIDE_ASK_HELD, UNKNOWN_HELD, kind_beliefs,
                                       travel_chance)
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU", "CAM-1", "BOO-1", "COA-1"],
                            C: ["PP-ITA", "SUN-1"]},
                     centre="THA", home_done=[False, True, True], pile_fill=5)
    view = state.view(A)                                    # THA: SUN, SWM, MOS
    assert kind_beliefs(view, B) == {k: UNKNOWN_HELD[4] for k in ("SUN", "SWM", "MOS")}
    assert abs(travel_chance(view, B) - 0.7 ** 3) < 1e-9
    view["asked"][B] = ["item:SWM", "any"]
    assert kind_beliefs(view, B) == {"SUN": BESIDE_ASK_HELD, "SWM": ASKED_HELD,
                                     "MOS": BESIDE_ASK_HELD}
    view["known"][B] = ["SUN-3"]
    assert kind_beliefs(view, B)["SUN"] == 1.0
    view["known"][C] = ["SUN-1"]                            # one card of C's unknown
    assert kind_beliefs(view, C) == {"SUN": 1.0, "SWM": UNKNOWN_HELD[1], "MOS": UNKNOWN_HELD[1]}
    view["known"][C] = ["SUN-1", "PP-ITA"]
    assert travel_chance(view, C) == 0.0                    # the whole hand known


def test_at_three_players_the_plan_robs_a_home_opponent_likely_able_to_travel():
    """B, home, holds three cards A knows nothing of: one card from the centre is not likely
    enough (`centre_threat` 0.59), but all three of the centre's kinds may be there
    (`travel_chance` 0.125): at 3 players the Planner robs B; at 4 players (where that rule
    measured no gain) it grabs, as `simple` does."""
    from rules.itchy_feet.bots import Planner, centre_threat, travel_chance

    def choice(bot, n):
        hands = {A: ["PP-EST", "MOS-1", "SUN-2"], B: ["PP-DEU", "BOO-1", "COA-1"],
                 C: ["PP-ITA", "BOO-2"], 3: ["PP-FRA", "BOO-3"]}
        state = position(n=n, hands={s: h for s, h in hands.items() if s < n},
                         homes=["KEN", "CHE", "NOR", "JPN"][:n], centre="THA",
                         home_done=[False, True] + [False] * (n - 2), pile_fill=5)
        state.declined = state.variants["max_offers_per_turn"]     # no more trade offers
        view = state.view(A)
        assert centre_threat(view, B) < Planner.DENY <= 1
        assert travel_chance(view, B) >= Planner.TRAVEL
        return bot.choose(view, state.pending()).id, bot.plan.get("victim")

    assert choice(SimpleBot(A, 1), 3)[0] == "grab"
    assert choice(Planner(A, 1), 3) == ("steal", B)
    assert choice(Planner(A, 1), 4)[0] == "grab"


def at_the_cap(a_hand, c_hand, discard=()):
    """3 players at the round cap, A's turn the last of the game (B plays first): A and C home,
    C's hand known to A (its travel reveal), B not home; the centre THA needs SUN, SWM, MOS."""
    state = position(hands={A: a_hand, B: ["PP-DEU", "BOO-2", "COA-2"], C: c_hand},
                     homes=["KEN", "CHE", "NOR"], centre="THA",
                     home_done=[True, False, True], discard=list(discard), pile_fill=12)
    state.round = state.variants["safety_cap_rounds"]
    state.first = B
    state.known[A][C] = list(c_hand)
    state.declined = state.variants["max_offers_per_turn"]     # no more trade offers
    state.touch()
    return state


def test_the_cap_ranking_share_of_an_ended_game():
    from rules.itchy_feet.endgame import cap_share
    state = at_the_cap(["PP-EST", "SUN-1"], ["PP-ITA", "SUN-2"])
    state.end = "cap"
    assert [cap_share(state, s) for s in range(3)] == [0.5, 0.0, 0.5]     # 12, 3, 12
    state.hands[C].remove("SUN-2")
    assert [cap_share(state, s) for s in range(3)] == [1.0, 0.0, 0.0]
    state.end, state.winner = "centre", B
    assert [cap_share(state, s) for s in range(3)] == [0.0, 1.0, 0.0]


def test_the_endgame_candidates_start_with_the_plans_choice():
    """Only what can change the cap's ranking: robbing C (home; B is not), recycling a
    missing centre kind (the latest copy); not a second passport, not a Camera."""
    from rules.itchy_feet.endgame import candidates
    state = at_the_cap(["PP-EST", "SUN-1", "BOO-1", "COA-1"], ["PP-ITA", "SUN-2", "CAM-1"],
                       discard=["MOS-1", "CAM-2", "MOS-2", "PP-FRA", "SWM-3"])
    view, decision = state.view(A), state.pending()
    assert candidates(view, decision, A, ("grab", {})) == [
        ("grab", {}), ("steal", {"victim": C}), ("recycle", {"take": "MOS-2"}),
        ("recycle", {"take": "SWM-3"})]
    state.hands[A].remove("PP-EST")
    state.touch()
    assert ("recycle", {"take": "PP-FRA"}) in candidates(state.view(A), decision, A,
                                                         ("grab", {}))


def test_in_its_last_turn_at_the_cap_the_endgame_robs_the_rival_it_ties_with():
    """A and C both hold a passport and one centre kind (12 points each at the cap). The plan
    grabs (nothing to deny, nothing to recycle): a tie unless the draw is a centre kind. Robbing
    C takes its passport or its Sunscreen two times in three: A alone first."""
    from rules.itchy_feet.bots import Planner
    from rules.itchy_feet.endgame import EndgamePlanner
    state = at_the_cap(["PP-EST", "SUN-1", "BOO-1", "COA-1"], ["PP-ITA", "SUN-2", "CAM-1"])
    view, decision = state.view(A), state.pending()
    assert Planner(A, 1).choose(view, decision).id == "grab"
    bot = EndgamePlanner(A, 1)
    assert bot.choose(view, decision).id == "steal" and bot.plan == {"victim": C}
    play(state, "steal")
    assert bot.choose(state.view(A), state.pending()).id == f"victim:{C}"


def test_far_from_the_cap_the_endgame_plan_is_the_plan():
    from rules.itchy_feet.bots import Planner
    from rules.itchy_feet.endgame import EndgamePlanner
    state = at_the_cap(["PP-EST", "SUN-1", "BOO-1", "COA-1"], ["PP-ITA", "SUN-2", "CAM-1"])
    state.round = 10
    state.touch()
    view, decision = state.view(A), state.pending()
    bot = EndgamePlanner(A, 1)
    assert bot.choose(view, decision) == Planner(A, 1).choose(view, decision)
    assert bot.choice is None                       # no search


def test_the_strong_bot_plays_the_endgame_within_the_hosts_budget():
    """`strong` at 3 players is the EndgamePlanner; with a clock it samples until the budget
    is spent (a fake clock ticking 1 ms a reading: about 94 readings in 100 ms)."""
    ticks = [0]

    def clock():
        ticks[0] += 1
        return ticks[0] / 1000

    state = at_the_cap(["PP-EST", "SUN-1", "BOO-1", "COA-1"], ["PP-ITA", "SUN-2", "CAM-1"])
    bot = GAME.bot("strong", A, 1, budget_ms=100, clock=clock)
    assert bot.choose(state.view(A), state.pending()).id == "steal"
    assert bot.simple.plan == {"victim": C}
    assert 90 <= ticks[0] <= 100


def test_at_four_players_the_plan_offers_no_trade():
    """A misses Phrasebook and knows C holds one: `simple` (and the plan at 3 players) offers
    C a trade; at 4 players the plan makes no offer (it robs C of it, `simple`'s next rule)."""
    from rules.itchy_feet.bots import Planner

    def choice(bot, n):
        hands = {A: ["PP-EST", "MOS-1", "BOO-1", "UMB-1"], B: ["PP-DEU", "SUN-1"],
                 C: ["PP-ITA", "PHR-2", "ADP-1"], 3: ["PP-FRA", "BOO-3"]}
        state = position(n=n, hands={s: h for s, h in hands.items() if s < n},
                         homes=["KEN", "CHE", "NOR", "JPN"][:n], centre="THA", pile_fill=5)
        state.known[A][C] = ["PHR-2"]
        return bot.choose(state.view(A), state.pending()).id

    assert choice(SimpleBot(A, 1), 4) == "trade"
    assert choice(Planner(A, 1), 3) == "trade"
    assert choice(Planner(A, 1), 4) == "steal"


def test_once_home_at_three_or_four_players_the_plan_grabs_rather_than_recycle_a_centre_item():
    """A lacks Mosquito Repellent (the centre's, and its home Kenya's), which lies in the
    discard pile, and holds two cheap cards: `simple` (and the plan at 2 players, or not home
    yet) recycles it; home at 3-4 players the plan grabs (a recycled card is shown to robbers)."""
    from rules.itchy_feet.bots import Planner

    def choice(bot, n, home=True):
        hands = {A: ["PP-EST", "SUN-2", "SWM-2", "BOO-1", "COA-1", "CAM-2"], B: ["PP-DEU", "CAM-1"],
                 C: ["PP-ITA", "ADP-1"], 3: ["PP-USA", "UMB-3"]}
        state = position(n=n, hands={s: h for s, h in hands.items() if s < n},
                         discard=["MOS-3"], homes=["KEN", "CHE", "NOR", "JPN"][:n],
                         centre="THA", home_done=[home] + [False] * (n - 1), pile_fill=5)
        return bot.choose(state.view(A), state.pending()).id

    assert choice(SimpleBot(A, 1), 4) == choice(SimpleBot(A, 1), 3) == "recycle"
    assert choice(Planner(A, 1), 2) == "recycle"
    assert choice(Planner(A, 1), 3) == choice(Planner(A, 1), 4) == "grab"
    assert choice(Planner(A, 1), 4, home=False) == "recycle"
