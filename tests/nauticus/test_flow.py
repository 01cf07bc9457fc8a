"""Setup, rounds, phases, the wheel, the deal, bonuses and the start-player schedule."""
import pytest

from rules.core import IllegalMove, RandomBot, Rng
from rules.nauticus import GAME
from rules.nauticus.data import ACTIONS, SPACE_IDS, deal_spaces, list_price

from .helpers import at_phase, deal, finish_phase, kinds, new_game, play, setp, turn_of


def _first_player_seed(players, wanted):
    for seed in range(200):
        if GAME.new(players, seed).first_player == wanted:
            return seed
    raise AssertionError("no seed draws that first player")


def _play_to_end(state, seed=0):
    bots = [RandomBot(s, seed) for s in range(state.num_players)]
    choosers = []
    while (d := state.pending()) is not None:
        events = state.apply(bots[d.seat].choose(state.view(d.seat), d))
        choosers += [(e.data["round"], e.data["phase"], e.data["seat"])
                     for e in events if e.kind == "action_chosen"]
    return choosers


# ---- setup --------------------------------------------------------------------------------------
def test_tv08_start_resources_follow_position_after_the_start_player():
    seed = _first_player_seed(4, 2)
    state = GAME.new(4, seed)
    got = {s: (state.players[s]["taler"], state.players[s]["workers"]) for s in range(4)}
    assert got == {2: (15, 4), 3: (16, 4), 0: (16, 5), 1: (17, 6)}
    for p in state.players:
        assert p["vp"] == 10 and p["extra"] is True
        assert p["pass_tiles"] == {"3": "up", "2": "up", "1": "up"}
        assert p["warehouse"] == {} and p["ships"] == []
    three = new_game(3)
    assert [(p["taler"], p["workers"]) for p in three.players] == [(15, 4), (16, 4), (17, 5)]
    two = new_game(2)
    assert [(p["taler"], p["workers"]) for p in two.players] == [(15, 4), (16, 4)]


def test_setup_round_one_wheel_and_stock():
    state = new_game(3)
    assert (state.round, state.phase, state.wheel_offset, state.anchor_space) == (1, 1, 1, None)
    assert state.rounds == 5 and new_game(2).rounds == 4 and new_game(4).rounds == 5
    assert sorted(state.space_tiles.values()) == sorted(ACTIONS)
    assert all(state.face_up.values())
    assert state.pending().prompt == "nauticus.choose_action"
    assert state.pending().seat == 0
    assert state.pending().ids == [f"choose:{s}" for s in SPACE_IDS]


def test_randomness_protocol_first_player_draw_then_one_shuffle_per_round():
    for seed in (3, 17, 99):
        state = GAME.new(3, seed)
        rng = Rng(seed)
        assert state.first_player == rng.below(3)
        tiles = list(ACTIONS)
        rng.shuffle(tiles)
        assert state.space_tiles == dict(zip(deal_spaces(1), tiles))
        fixed = new_game(3, seed)
        rng = Rng(seed)
        tiles = list(ACTIONS)
        rng.shuffle(tiles)
        assert fixed.first_player == 0
        assert fixed.space_tiles == dict(zip(deal_spaces(1), tiles))


# ---- the start-player schedule (TV-09) ---------------------------------------------------------
@pytest.mark.parametrize("players,starts", [(3, [0, 1, 2, 0, 1]), (4, [0, 3, 2, 1, 0]),
                                            (2, [0, 1, 0, 1])])
def test_tv09_chooser_schedule(players, starts):
    state = new_game(players, seed=4)
    choosers = _play_to_end(state, seed=4)
    rounds = 4 if players == 2 else 5
    assert len(choosers) == 7 * rounds
    assert [seat for r, p, seat in choosers if p == 1] == starts
    for r, p, seat in choosers:
        assert seat == (7 * (r - 1) + (p - 1)) % players
    if players == 3:
        assert [seat for r, p, seat in choosers if r == 1] == [0, 1, 2, 0, 1, 2, 0]


def test_every_player_takes_one_turn_per_phase_starting_with_the_chooser():
    state = new_game(4, seed=8)
    deal(state, {"S5": "act_money"})
    for seat in range(4):
        setp(state, seat, extra=False)
    events = play(state, "choose:S5")
    order = []
    while state.phase == 1:
        decision = state.pending()
        order.append(decision.seat)
        events = play(state, "pass")
    assert order == [0, 1, 2, 3]
    assert kinds(events)[-1] == "phase_ended"
    assert state.chooser == 1 and state.phase == 2


# ---- phases and rounds --------------------------------------------------------------------------
def test_chosen_tile_turns_face_down_and_cannot_be_chosen_again():
    state = new_game(3)
    for s in range(3):
        setp(state, s, extra=False)
    action = state.space_tiles["S2"]
    play(state, "choose:S2")
    finish_phase(state)
    assert state.face_up[action] is False
    assert "choose:S2" not in state.pending().ids
    with pytest.raises(IllegalMove):
        state.apply("choose:S2")
    assert state.anchor_space == "S2"


def test_only_the_first_phase_places_the_anchor_and_the_eighth_action_is_not_played():
    state = new_game(2, seed=2)
    for s in range(2):
        setp(state, s, extra=False)
    chosen = []
    for phase in range(1, 8):
        space = state.pending().options[0].args[0]
        chosen.append(space)
        play(state, f"choose:{space}")
        finish_phase(state)
        if phase < 7:
            assert state.anchor_space == chosen[0]
    assert state.round == 2
    assert state.wheel_offset == int(chosen[0][1:])
    unplayed = set(SPACE_IDS) - set(chosen)
    assert len(unplayed) == 1


def test_tv10_wheel_turn_after_first_action_on_s6():
    state = new_game(3, seed=5)
    for s in range(3):
        setp(state, s, extra=False)
    for phase in range(7):
        options = state.pending().ids
        space = "S6" if phase == 0 else options[0].split(":")[1]
        play(state, f"choose:{space}")
        finish_phase(state)
    assert state.round == 2 and state.wheel_offset == 6 and state.anchor_space is None
    assert [state.blue(s) for s in SPACE_IDS] == [2, 2, 1, 3, 2, 0, 1, 3]
    # the real deal is the canonical list shuffled a second time by the game generator
    rng = Rng(5)
    first = list(ACTIONS)
    rng.shuffle(first)
    second = list(ACTIONS)
    rng.shuffle(second)
    assert state.space_tiles == {s: second[deal_spaces(6).index(s)] for s in SPACE_IDS}
    # the spec's constructed shuffle result
    shuffled = ["act_crowns", "act_hull", "act_money", "act_goods", "act_sail", "act_deliver",
                "act_mast", "act_transport"]
    lie = dict(zip(deal_spaces(6), shuffled))
    assert lie == {"S6": "act_crowns", "S7": "act_hull", "S8": "act_money", "S1": "act_goods",
                   "S2": "act_sail", "S3": "act_deliver", "S4": "act_mast", "S5": "act_transport"}
    assert [list_price("act_hull", "S7", t) for t in
            ("hull_single", "hull_bow", "hull_middle", "hull_stern")] == [0, 1, 3, 2]
    assert state.blue("S7") == 1
    assert [list_price("act_goods", "S1", t) for t in
            ("good_fish", "good_grain", "good_coffee", "good_salt")] == [3, 2, 1, 0]
    assert state.blue("S1") == 2
    # in the dealt round the view shows the same prices and blue workers
    state.space_tiles = lie
    state.touch()
    view = state.view(0)
    s7 = next(sp for sp in view["spaces"] if sp["id"] == "S7")
    assert s7["prices"] == {"hull_single": 0, "hull_bow": 1, "hull_middle": 3, "hull_stern": 2}
    assert s7["blue"] == 1


def test_game_ends_after_the_last_round_and_result_appears():
    for players, rounds in ((2, 4), (3, 5), (4, 5)):
        state = new_game(players, seed=1)
        _play_to_end(state, seed=1)
        assert state.over and state.round == rounds and state.pending() is None
        assert state.result() is not None
        assert state.view(0)["result"]["scores"] == state.result().scores


def test_crown_counter_resets_each_round_and_pass_tiles_reset():
    state = new_game(2, seed=2)
    for s in range(2):
        setp(state, s, extra=False)
    state.players[0]["crown_vp"] = {"regular": 15, "extra": 6}
    for _ in range(7):
        play(state, state.pending().ids[0])
        finish_phase(state)
    assert state.round == 2
    for p in state.players:
        assert p["crown_vp"] == {"regular": 0, "extra": 0}
        assert p["pass_tiles"] == {"3": "up", "2": "up", "1": "up"} and p["passes"] == 0


# ---- bonuses ------------------------------------------------------------------------------------
@pytest.mark.parametrize("space,workers,taler,vp", [
    ("S1", 3, 0, 0), ("S4", 0, 0, 2), ("S5", 2, 0, 0), ("S7", 1, 0, 1), ("S8", 0, 4, 0)])
def test_resource_bonuses_go_to_the_chooser_only(space, workers, taler, vp):
    state = new_game(3)
    before = [(p["workers"], p["taler"], p["vp"]) for p in state.players]
    events = play(state, f"choose:{space}")
    after = [(p["workers"], p["taler"], p["vp"]) for p in state.players]
    assert after[0] == (before[0][0] + workers, before[0][1] + taler, before[0][2] + vp)
    assert after[1:] == before[1:]
    bonus = next(e for e in events if e.kind == "bonus_received")
    assert bonus.data["seat"] == 0 and bonus.data["space"] == space


@pytest.mark.parametrize("space,choices", [
    ("S2", ["mast_whale", "mast_anchor", "mast_helm", "mast_compass"]),
    ("S3", ["sail_whale", "sail_anchor", "sail_helm", "sail_compass"]),
    ("S6", ["good_fish", "good_grain", "good_coffee", "good_salt"])])
def test_tile_bonuses_are_chosen_and_go_to_the_warehouse(space, choices):
    state = new_game(3)
    workers = state.players[0]["workers"]
    play(state, f"choose:{space}")
    decision = state.pending()
    assert decision.prompt == "nauticus.bonus_tile" and decision.seat == 0
    assert decision.ids == [f"bonus:{t}" for t in choices]
    assert all(o.target == f"supply_{o.args[0]}" for o in decision.options)
    stock = state.stock[choices[1]]
    events = play(state, f"bonus:{choices[1]}")
    assert state.players[0]["warehouse"] == {choices[1]: 1}
    assert state.stock[choices[1]] == stock - 1
    assert any(e.kind == "tile_gained" and e.data["reason"] == "bonus" for e in events)
    assert state.players[0]["workers"] == workers + (1 if space == "S6" else 0)
    assert state.pending().prompt == "nauticus.turn_start"


def test_tv23_chooser_who_passes_keeps_the_bonus():
    state = new_game(3)
    deal(state, {"S1": "act_deliver"})
    setp(state, 0, extra=False)
    events = play(state, "choose:S1")
    p0 = state.players[0]
    assert p0["workers"] == 7
    assert "passed" in kinds(events)
    assert p0["pass_tiles"]["3"] == "crown"
    assert state.pending().seat == 1 and state.pending().prompt == "nauticus.turn_start"
    # with the extra tile still owned nothing is automatic
    other = new_game(3)
    deal(other, {"S1": "act_deliver"})
    play(other, "choose:S1")
    assert other.pending().seat == 0
    assert other.pending().ids == ["pass"] + [f"extra:{a}" for a in ACTIONS]


def test_tv26_blue_workers_are_per_player():
    state = new_game(4)
    deal(state, {"S3": "act_money"})
    for s in range(4):
        setp(state, s, extra=False)
    assert state.blue("S3") == 3
    play(state, "choose:S3")          # bonus: a sail
    play(state, "bonus:sail_whale")
    for seat in range(4):
        decision = state.pending()
        assert decision.seat == seat
        own = state.players[seat]["workers"]
        assert [o.id for o in decision.options if o.kind == "money"] == \
            [f"money:{w}" for w in range(1, 3 + own + 1)]
        taler = state.players[seat]["taler"]
        play(state, "money:2")
        assert state.players[seat]["taler"] == taler + 4
        assert state.players[seat]["workers"] == own


def test_tv20_scores_may_go_below_zero():
    state = new_game(2)
    for s in range(2):
        setp(state, s, extra=False)
    setp(state, 0, vp=2)
    at_phase(state, 7)
    deal(state, {"S5": "act_money"})
    turn_of(state, 1, "S5", chooser=0)
    events = play(state, "money:1")
    assert "round_ended" in kinds(events)
    assert state.players[0]["vp"] == -4
    state.players[0]["vp_by"]["crowns"] += 3
    state.players[0]["vp"] += 3
    assert state.players[0]["vp"] == -1


def test_tv06_pass_penalties():
    state = new_game(4)
    for s in range(4):
        setp(state, s, extra=False, vp=20)
    # seats 0..2 passed 0, 1 and 2 times earlier this round; seat 3 passed three times and
    # passes a fourth time in phase 7
    setp(state, 1, passes=1, pass_tiles={"3": "crown", "2": "up", "1": "up"})
    setp(state, 2, passes=2, pass_tiles={"3": "crown", "2": "crown", "1": "up"})
    setp(state, 3, passes=3, pass_tiles={"3": "crown", "2": "crown", "1": "crown"})
    at_phase(state, 7)
    deal(state, {"S5": "act_money"})
    turn_of(state, 3, "S5", chooser=0)
    events = play(state, "pass")
    ended = next(e for e in events if e.kind == "round_ended")
    assert ended.data["penalties"] == [6, 3, 1, 0]
    assert [p["vp"] for p in state.players] == [14, 17, 19, 20]
    assert all(p["pass_tiles"] == {"3": "up", "2": "up", "1": "up"} for p in state.players)
    assert all(state.crowns(p) == 0 for p in state.players)
    # three passes (J) cost nothing either
    other = new_game(2)
    for s in range(2):
        setp(other, s, extra=False, vp=20)
    setp(other, 0, passes=2, pass_tiles={"3": "crown", "2": "crown", "1": "up"})
    at_phase(other, 7)
    deal(other, {"S5": "act_money"})
    turn_of(other, 0, "S5", chooser=1)
    events = play(other, "pass")
    assert next(e for e in events if e.kind == "passed").data["tile"] == "p0_pass_1"
    assert next(e for e in events if e.kind == "round_ended").data["penalties"][0] == 0
    assert other.round == 2
    assert other.players[0]["vp"] == 20


def test_pass_turns_the_largest_penalty_first_and_adds_a_crown():
    state = new_game(2)
    for s in range(2):
        setp(state, s, extra=False)
    events = []
    for _ in range(4):
        space = state.pending().options[0].args[0]
        events += play(state, f"choose:{space}")
        while state.current is not None:
            decision = state.pending()
            if decision.prompt == "nauticus.turn_start":
                assert decision.find("pass").target == \
                    f"p{decision.seat}_pass_{[3, 2, 1, 1][state.players[decision.seat]['passes']]}"
                events += play(state, "pass")
            else:
                events += play(state, decision.ids[0])
    passes = [e.data for e in events if e.kind == "passed" and e.data["seat"] == 0]
    assert [d["tile"] for d in passes] == ["p0_pass_3", "p0_pass_2", "p0_pass_1", None]
    assert [d["crowns"] for d in passes] == [1, 2, 3, 3]
    assert [d["passes"] for d in passes] == [1, 2, 3, 4]
    p0 = state.players[0]
    assert p0["pass_tiles"] == {"3": "crown", "2": "crown", "1": "crown"}


def test_face_down_actions_are_ignored_by_choose_but_the_round_has_seven_choices():
    state = new_game(3, seed=11)
    choosers = _play_to_end(state, seed=11)
    per_round = {}
    for r, p, seat in choosers:
        per_round.setdefault(r, []).append(p)
    assert all(phases == [1, 2, 3, 4, 5, 6, 7] for phases in per_round.values())
