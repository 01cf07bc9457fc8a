"""The Nauticus side of the rules contract: views, option ids and targets, events, log lines,
variants and invariants."""
import json
import re

import pytest

from rules.core import RandomBot, render
from rules.nauticus import GAME
from rules.nauticus.data import STOCK, board_object_ids

from .helpers import deal, ids, make_ship, new_game, play, setp, take_from_stock, turn_of

DYNAMIC = re.compile(r"^p[0-3]_(ship_new|ship\d+|ship\d+_(front|back|slot[0-3]))$")
PROMPTS = {"nauticus.choose_action", "nauticus.bonus_tile", "nauticus.turn_start",
           "nauticus.use", "nauticus.place", "nauticus.reward", "nauticus.reward_goods",
           "nauticus.allfour_bonus", "nauticus.turn_end"}
EVENT_KINDS = {"round_started", "action_chosen", "bonus_received", "tile_gained", "bonus_lost",
               "passed", "extra_used", "bought", "tile_placed", "ship_finished", "reward_taken",
               "money_taken", "delivered", "crowns_scored", "action_done", "phase_ended",
               "round_ended", "game_over"}
ZONE = re.compile(r"^(supply_[a-z_]+|p[0-3]_(warehouse|extra|taler|delivered_[a-z]+|ship\d+"
                  r"(_slot[0-3])?)|S[1-8]_bonus|rw_[a-z0-9_]+)$")


def _games(players, seeds, bots=("random",)):
    for seed in seeds:
        state = GAME.new(players, seed)
        players_bots = [GAME.bot(bots[s % len(bots)], s, seed) for s in range(players)]
        trace = []
        while (d := state.pending()) is not None:
            option = players_bots[d.seat].choose(state.view(d.seat), d)
            trace.append((d, option, state.apply(option)))
        yield state, trace


def test_prompts_option_targets_and_labels():
    seen = set()
    for players, seeds, bots in ((2, range(4), ("simple", "random")),
                                 (4, range(4), ("simple", "random")), (4, range(40), ("random",))):
        static = set(board_object_ids(players))
        for state, trace in _games(players, seeds, bots=bots):
            for decision, _, _ in trace:
                seen.add(decision.prompt)
                assert decision.prompt in PROMPTS
                assert decision.text and len(render(decision.text)) < 80
                for option in decision.options:
                    assert option.label
                    if option.kind in ("done", "end_turn"):
                        assert option.target is None
                        continue
                    assert option.target in static or DYNAMIC.match(option.target), \
                        (option.id, option.target)
    assert seen == PROMPTS


def test_events_are_known_described_and_carry_zone_ids():
    names = ["Ann", "Bob", "Cy", "Di"]
    seen = set()
    games = list(_games(4, range(6), bots=("simple", "random"))) + \
        list(_games(4, range(20), bots=("random",)))
    for state, trace in games:
        for _, _, events in trace:
            for event in events:
                seen.add(event.kind)
                assert event.kind in EVENT_KINDS
                assert event.visible_to is None            # no hidden information
                line = render(GAME.describe_event(event, names), names, GAME.entity)
                assert line and "{" not in line
                for key in ("from", "to"):
                    value = event.data.get(key)
                    for zone in value if isinstance(value, list) else [value]:
                        if zone is not None:
                            assert ZONE.match(zone), (event.kind, zone)
    assert seen == EVENT_KINDS


def test_view_is_the_whole_public_state_and_json_safe():
    state = new_game(3)
    play(state, "choose:S4")
    view = state.view(1)
    json.dumps(view)
    for key in ("round", "rounds", "phase", "chooser", "wheel_offset", "anchor_space", "spaces",
                "stock", "current", "acting", "frame", "players", "unlimited_tiles", "over"):
        assert key in view
    assert len(view["spaces"]) == 8 and view["spaces"][0]["id"] == "S1"
    assert view["players"][0]["vp"] == 12                  # other seats are fully visible
    for p in view["players"]:
        for key in ("taler", "workers", "warehouse", "warehouse_units", "warehouse_layout",
                    "ships", "delivered", "pass_tiles", "passes", "extra", "crowns", "crown_vp"):
            assert key in p
    assert view["current"]["space"] == "S4" and view["current"]["blue"] == 2
    # a view is a copy: changing it changes nothing in the game
    view["players"][0]["warehouse"]["hull_bow"] = 5
    view["stock"]["hull_bow"] = 0
    assert state.players[0]["warehouse"] == {} and state.stock["hull_bow"] == 18


def test_view_shows_the_pending_tile_and_the_run():
    state = new_game(3)
    deal(state, {"S4": "act_hull"})
    play(state, "choose:S4", "buy:hull_bow")
    view = state.view(0)
    assert view["frame"]["frame"] == "nauticus.place" and view["frame"]["tile"] == "hull_bow"
    assert view["acting"]["seat"] == 0 and view["acting"]["run"]["action"] == "act_hull"
    assert view["acting"]["run"]["prices"]["hull_bow"] == 1
    play(state, "place:new")
    ship = state.view(2)["players"][0]["ships"][0]
    assert ship == {"id": "ship1", "slots": [{"hull": "hull_bow", "mast": None, "sail": None,
                                              "good": None}],
                    "size": 1, "closed": False, "finished": False, "crest": None}


def test_option_ids_follow_the_spec_forms():
    state = new_game(3)
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_hull"})
    setp(state, 1, taler=30, workers=9,
         ships=[make_ship("bow"), make_ship("single", masts=["mast_whale"])])
    take_from_stock(state, 1)
    turn_of(state, 1, "S4", chooser=0)
    assert ids(state) == ["buy:hull_single", "buy:hull_bow", "buy:hull_middle",
                          "buy:hull_stern", "pass"]
    play(state, "buy:hull_middle")
    decision = state.pending()
    assert [(o.id, o.target) for o in decision.options] == [
        ("place:warehouse", "p1_warehouse_0"), ("place:new", "p1_ship_new"),
        ("place:ship1:back", "p1_ship1_back")]


def test_variant_first_player_and_invalid_variants():
    assert GAME.variants["first_player"] == (("random", "seat0"), "random")
    assert GAME.variants["component_limits"] == (("published", "unlimited_tiles"), "published")
    firsts = {GAME.new(4, seed).first_player for seed in range(40)}
    assert firsts == {0, 1, 2, 3}
    assert {GAME.new(4, seed, {"first_player": "seat0"}).first_player
            for seed in range(10)} == {0}
    with pytest.raises(ValueError):
        GAME.new(3, 1, {"first_player": "oldest"})
    with pytest.raises(ValueError):
        GAME.new(3, 1, {"dummy": 1})
    with pytest.raises(ValueError):
        GAME.new(5, 1)


def test_variant_unlimited_tiles_never_empties_a_stack():
    state = new_game(3, component_limits="unlimited_tiles")
    for seat in range(3):
        setp(state, seat, extra=False)
    deal(state, {"S4": "act_hull"})
    state.stock["hull_bow"] = 0
    state.touch()
    setp(state, 1, taler=30, workers=5)
    turn_of(state, 1, "S4", chooser=0)
    assert "buy:hull_bow" in ids(state)
    play(state, "buy:hull_bow", "place:new")
    assert state.stock["hull_bow"] == 0
    assert state.view(0)["unlimited_tiles"] is True
    clone = GAME.load(json.loads(json.dumps(state.to_dict())))
    assert clone.in_stock("hull_bow")


def test_unlimited_tiles_random_games_finish():
    for seed in range(3):
        state = new_game(4, seed, component_limits="unlimited_tiles")
        bots = [RandomBot(s, seed) for s in range(4)]
        steps = 0
        while (d := state.pending()) is not None:
            state.apply(bots[d.seat].choose(state.view(d.seat), d))
            steps += 1
            assert not GAME.invariants(state)
        assert steps < GAME.max_decisions(4)


def test_invariants_catch_broken_states():
    state = new_game(3)
    assert GAME.invariants(state) == []
    state.players[0]["taler"] = -1
    state.players[1]["warehouse"] = {"mast_whale": 7}
    state.stock["hull_bow"] = 17
    state.players[2]["vp"] = 11
    problems = " | ".join(GAME.invariants(state))
    assert "taler" in problems and "14 units" in problems
    assert "hull_bow" in problems and "ledger" in problems


def test_no_hidden_information_and_progress_text():
    assert GAME.hidden_information is False
    state = new_game(3)
    assert GAME.secret_zones(state) == []
    assert render(state.progress()) == "round 1 of 5, phase 1 of 7"


def test_max_decisions_bound_holds_for_simple_bots_too():
    for players in (2, 3, 4):
        for state, trace in _games(players, range(2), bots=("simple",)):
            assert len(trace) < GAME.max_decisions(players)
            assert state.over


def test_stock_is_conserved_over_a_whole_game():
    for state, trace in _games(4, [7], bots=("simple", "random")):
        owned = {t: 0 for t in STOCK}
        for p in state.players:
            for t, c in p["warehouse"].items():
                owned[t] += c
            for ship in p["ships"]:
                for slot in ship["slots"]:
                    for key in ("hull", "mast", "sail", "good"):
                        if slot[key]:
                            owned[slot[key]] += 1
            for g, c in p["delivered"].items():
                owned[g] += c
        assert {t: owned[t] + state.stock[t] for t in STOCK} == STOCK
