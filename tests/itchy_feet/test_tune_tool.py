"""tools/itchy_feet_tune.py: a plan bot in one seat against `simple`, without search."""
from rules.itchy_feet import bots
from tools import itchy_feet_tune as tune


def test_a_game_seats_the_bot_once_and_simple_elsewhere():
    seen = {}

    def record(state, decision, option):
        seen.setdefault(decision.seat, set()).add(decision.prompt)

    state = tune.play(bots.Planner, 3, 7, seat=1, record=record)
    assert state.result() is not None and set(seen) == {0, 1, 2}
    shares = [tune.share(state, s) for s in range(3)]
    assert abs(sum(shares) - 1) < 1e-9


def test_the_same_bot_on_the_same_seeds_plays_the_same_games(capsys):
    assert tune.shares(bots.SimpleBot, 3, 6) == tune.shares(bots.SimpleBot, 3, 6)
    assert tune.main(["compare", "SimpleBot", "SimpleBot", "2", "6"]) == 0
    out = capsys.readouterr().out
    assert "paired difference: +0.0 points" in out and "of 6 games at 2 players" in out


def test_a_bot_is_named_by_class_or_by_module_and_class():
    assert tune.bot_class("Planner") is bots.Planner
    assert tune.bot_class("rules.itchy_feet.bots:SimpleBot") is bots.SimpleBot


def test_the_race_tool_reads_the_clues_a_seat_has_and_its_oracle_sees_every_hand(capsys):
    """The clues `centre_threat` reads; the oracle robs an opponent able to travel."""
    from tests.itchy_feet.helpers import A, B, C, position
    from tools import itchy_feet_race as race
    state = position(hands={A: ["PP-EST", "SUN-2"], B: ["PP-DEU", "SUN-1", "SWM-1", "MOS-1"],
                            C: ["PP-ITA", "SUN-3"]},
                     centre="THA", home_done=[False, True, True], pile_fill=5)
    state.asked[C] = ["item:SWM", "any"]
    view = state.view(A)
    assert bots.threat_clue(view, B) == ("known", 0, 3)
    assert bots.threat_clue(view, C) == ("asked", 1)
    oracle = race.SeeingDenier(A, 1)
    oracle.game = state
    assert oracle.deny_victim(view) == B
    state.hands[B].remove("MOS-1")
    assert oracle.deny_victim(view) is None
    assert race.main(["threat", "Planner", "3", "3"]) == 0
    assert race.main(["race", "Planner", "3", "3"]) == 0
    out = capsys.readouterr().out
    assert "turns, two centre kinds held in" in out and "winner home -> win" in out


def test_the_race_tool_remembers_an_opponents_last_ask_after_its_turn_asked_nothing():
    from tests.itchy_feet.helpers import A, B, position
    from tools import itchy_feet_race as race
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU", "SUN-1", "SWM-1", "MOS-1"]},
                     centre="THA", home_done=[False, True, False], pile_fill=5)
    memory = race.AskMemory()
    state.asked[B] = ["item:MOS"]
    memory.observe(state.view(A))
    assert memory.clue(state.view(A), B) == ("asked", 1)
    state.asked[B] = []
    state.round = 3
    assert memory.clue(state.view(A), B) == ("remembered", 1, 2, False)
    state.hands[B].pop()
    assert memory.clue(state.view(A), B) == ("remembered", 1, 2, True)


def test_the_belief_check_runs_and_prints_its_bands(capsys):
    from tools import itchy_feet_race as race
    assert race.main(["belief", "Planner", "3", "2", "5"]) == 0
    out = capsys.readouterr().out
    assert "kind belief 1.00: " in out and "travel chance  0-  5 %: " in out


def test_the_reference_plan_robs_by_centre_threat_alone():
    """`ThreatOnly` (the plan before `travel_chance`) leaves a home opponent of three unknown
    cards alone at 3 players; the plan robs it."""
    from tests.itchy_feet.helpers import A, B, position
    from tools import itchy_feet_race as race
    state = position(hands={A: ["PP-EST"], B: ["PP-DEU", "BOO-1", "COA-1"]},
                     centre="THA", home_done=[False, True, False], pile_fill=5)
    view = state.view(A)
    assert bots.Planner(A, 1).deny_victim(view) == B
    assert race.ThreatOnly(A, 1).deny_victim(view) is None


def test_late_plays_the_endgame_bot_only_where_the_plan_reached_the_round(monkeypatch):
    """`late`: A is played only on the seeds where B's game reached the round; elsewhere the
    games are the same (A plays as B until then), so A's share there is B's."""
    played = []
    real = tune.play

    def spy(cls, players, seed, seat, record=None):
        played.append((cls, seed))
        return real(cls, players, seed, seat, record)

    monkeypatch.setattr(tune, "play", spy)
    sa, sb = tune.late(bots.SimpleBot, bots.Planner, 3, 4, 1, cut=50)
    again = [seed for cls, seed in played if cls is bots.SimpleBot]
    reached = [seed for seed in range(1, 5)
               if real(bots.Planner, 3, seed, (seed - 1) % 3).round >= 50]
    assert again == reached and 0 < len(reached) < 4
    assert all(a == b for a, b, seed in zip(sa, sb, range(1, 5)) if seed not in reached)


def test_a_budget_gives_the_endgame_bot_a_cpu_deadline(monkeypatch):
    from rules.itchy_feet.endgame import EndgamePlanner
    monkeypatch.setattr(tune, "BUDGET_MS", 50)
    assert tune.make(EndgamePlanner, 0, 1).deadline is not None
    assert isinstance(tune.make(bots.Planner, 0, 1), bots.Planner)
    monkeypatch.setattr(tune, "BUDGET_MS", None)
    assert tune.make(EndgamePlanner, 0, 1).deadline is None


def test_the_four_player_variants_play_paired_games_and_keep_what_opponents_need(capsys):
    """`tools.itchy_feet_p4`: A pays for a steal with Coat (B's and D's trips need it) or
    Camera (only C's), both worth nothing to it: the plan pays the first by `ORD` (Coat),
    `KeepUseful` the one fewer opponents could recycle (Camera); `StealSure` robs C, who
    shows A's missing Phrasebook in a hand of three, but not at five cards (odds 1/5)."""
    from tests.itchy_feet.helpers import A, B, C, D, play, position
    from tools import itchy_feet_p4 as p4
    hands = {A: ["PP-EST", "MOS-1", "COA-1", "CAM-1"], B: ["PP-DEU", "SUN-1"],
             C: ["PP-ITA", "PHR-2", "ADP-1"], D: ["PP-USA", "BOO-3"]}
    state = position(n=4, hands=hands, homes=["KEN", "NOR", "JPN", "CHE"], centre="THA",
                     pile_fill=5)
    state.known[A][C] = ["PHR-2"]
    view = state.view(A)
    assert p4.StealSure(A, 1).steal_target(view, ["BOO", "PHR"], True) == C
    view["hand_sizes"][C] = 5
    assert p4.StealSure(A, 1).steal_target(view, ["BOO", "PHR"], True) is None
    play(state, "steal", "victim:1")
    view, decision = state.view(A), state.pending()
    assert bots.Planner(A, 1).choose(view, decision).id == "pay:COA-1"
    assert p4.KeepUseful(A, 1).choose(view, decision).id == "pay:CAM-1"
    assert p4.main(["4", "30001", "KeepUseful"]) == 0
    assert "KeepUseful: " in capsys.readouterr().out


def test_ready_odds_count_the_unseen_copies_of_a_home_opponents_missing_kind():
    """`tools.itchy_feet_p4.ready_odds`: B (home) shows Sunscreen and Swimsuit and holds one
    unknown card; with all four Mosquito Repellents seen it cannot travel (`Floor02` leaves it
    alone, the plan robs it); with one unseen of 9 unseen cards its odds are 1/9."""
    from tests.itchy_feet.helpers import A, B, C, D, position
    from tools import itchy_feet_p4 as p4
    hands = {A: ["PP-EST", "MOS-1", "MOS-2"], B: ["PP-DEU", "SUN-1", "SWM-1", "BOO-1"],
             C: ["PP-ITA", "MOS-4"], D: ["PP-USA"]}
    state = position(n=4, hands=hands, discard=["MOS-3"], centre="THA",
                     home_done=[False, True, False, False], pile_fill=5)
    state.known[A][B] = ["PP-DEU", "SUN-1", "SWM-1"]
    state.known[A][C] = ["MOS-4"]
    view = state.view(A)
    assert p4.ready_odds(view, A, B) == 0.0
    assert bots.Planner(A, 1).deny_victim(view) == B
    assert p4.Floor02(A, 1).deny_victim(view) is None
    state.known[A][C] = []
    assert abs(p4.ready_odds(state.view(A), A, B) - 1 / 9) < 1e-9
    assert p4.Floor02(A, 1).deny_victim(state.view(A)) == B


def test_the_ready_odds_calibration_prints_its_bands(capsys):
    from tools import itchy_feet_p4 as p4
    assert p4.main(["--odds", "4", "30001"]) == 0
    assert "ready_odds 0.0-0.1: " in capsys.readouterr().out


def test_keep_recycle_takes_the_kind_a_home_opponent_asked_for_rather_than_rob_it():
    """At 4 players A (home) lacks Mosquito Repellent, which lies in the discard pile and B
    (home, showing the centre's other two kinds) asked for: the plan robs B, `KeepRecycle`
    recycles it."""
    from tests.itchy_feet.helpers import A, B, C, D, position
    from tools import itchy_feet_p4 as p4
    hands = {A: ["PP-EST", "SUN-2", "BOO-1", "COA-1"], B: ["PP-DEU", "SUN-1", "SWM-1", "CAM-1"],
             C: ["PP-ITA"], D: ["PP-USA"]}
    state = position(n=4, hands=hands, discard=["MOS-3"], centre="THA",
                     home_done=[True, True, False, False], pile_fill=5)
    state.known[A][B] = ["SUN-1", "SWM-1"]
    state.asked[B] = ["item:MOS"]
    view, decision = state.view(A), state.pending()
    assert bots.Planner(A, 1).choose(view, decision).id == "steal"
    assert p4.KeepRecycleAsked(A, 1).choose(view, decision).id == "recycle"
