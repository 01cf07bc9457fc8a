"""Views, targets, event descriptions, the README contract, variants played out, save/load."""
import json
import pathlib
import re

import pytest

from rules.core import RandomBot, render
from rules.hermagor import GAME
from rules.hermagor import data as D
from rules.hermagor.market import award

from .helpers import check, new, selling

README = pathlib.Path(__file__).resolve().parents[2] / "rules" / "hermagor" / "README.md"
VARIANT_CASES = [{}, {"tax_official": True}, {"six_actions": True}, {"start_money_10": True},
                 {"hide_money": False}]


def _random_game(players, seed, variants=None, on_step=None):
    state = GAME.new(players, seed, variants)
    bots = [RandomBot(s, seed) for s in range(players)]
    events = []
    steps = 0
    while (d := state.pending()) is not None:
        if on_step:
            on_step(state, d)
        events += state.apply(bots[d.seat].choose(state.view(d.seat), d))
        steps += 1
        assert steps <= GAME.max_decisions(players)
    return state, events


@pytest.mark.parametrize("variants", VARIANT_CASES, ids=lambda v: ",".join(v) or "default")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_variant_games_play_out_keeping_every_invariant(players, variants):
    def on_step(state, decision):
        check(state)
    state, _events = _random_game(players, 31, variants, on_step)
    result = state.result()
    assert sorted(sum(result.ranking, [])) == list(range(players))
    assert state.round == state.total_rounds() == len(D.action_set(players))


def test_every_target_is_a_board_object_and_every_option_has_a_label():
    known = set(D.board_object_ids(5))
    prompts = set()

    def on_step(state, decision):
        prompts.add(decision.prompt)
        for option in decision.options:
            assert option.label
            assert option.target is None or option.target in known, option
    for players, variants in ((2, None), (3, {"tax_official": True}), (5, None)):
        for seed in range(3):
            _random_game(players, seed, variants, on_step)
    assert {"hermagor.buyer", "hermagor.neutral_buyer", "hermagor.action",
            "hermagor.neutral_post", "hermagor.choose_start", "hermagor.tax",
            "hermagor.raise_price"} <= prompts


def test_every_event_has_a_log_line_and_the_readme_documents_the_contract():
    text = README.read_text()
    seen = set()
    names = ["Ann", "Bob", "Cid", "Dee", "Eve"]
    for players, variants in ((2, None), (3, {"tax_official": True}), (4, None), (5, None)):
        for seed in range(3):
            _state, events = _random_game(players, seed, variants)
            for event in events:
                seen.add(event.kind)
                line = GAME.describe(event, names[:players])
                assert isinstance(line, str) and line
    documented = set(re.findall(r"`([a-z_]+)`", text))
    assert seen <= documented, sorted(seen - documented)
    for prompt in ("buyer", "neutral_buyer", "raise_price", "fluctuate", "choose_start", "tax",
                   "action", "neutral_post", "place_disc", "neutral_disc"):
        assert f"hermagor.{prompt}" in text
    for kind in ("place_buyer", "pass_buyer", "place_neutral_buyer", "skip_neutral",
                 "raise_price", "fluctuate", "choose_start", "tax_reveal", "tax_pass",
                 "move_sell", "sell", "move", "pass", "place_neutral_post", "place_disc"):
        assert f"`{kind}" in text


def test_view_shows_the_board_and_hides_what_it_must():
    state = new(4, 7)
    view = state.view(2)
    assert view["me"] == 2 and view["colour"] == "yellow" and view["neutral"] is None
    assert set(view["stalls"]) == set(D.used_stalls(4))
    assert view["usable_spaces"] == D.usable_spaces(4)
    assert view["bag"] == state.bag                          # derivable, so shown
    assert view["actions_left"] == sorted(D.ACTION_TILES[t] for t in state.action_stack)
    assert "action_stack" not in json.dumps(view)
    assert view["decision"] is None or view["decision"]["seat"] == 2
    # The order of the remaining action tiles never shows.
    other = state.clone()
    other.action_stack = list(reversed(other.action_stack))
    other.touch()
    for seat in range(4):
        assert json.dumps(other.view(seat)) == json.dumps(state.view(seat))


def test_stall_leaders_preview_matches_the_award_rules():
    state = new(3, 8)
    bots = [RandomBot(s, 8) for s in range(3)]
    for _ in range(8):
        d = state.pending()
        state.apply(bots[d.seat].choose(state.view(d.seat), d))
    view = state.view(0)
    for stall, lead in view["stall_leaders"].items():
        winner, reason, tied = award(stall, state.buyers)
        assert lead == {"winner": winner, "reason": reason, "tied": tied}


def test_action_decision_previews_every_destination_route_and_cost():
    state = new(3, 9)
    selling(state, 1, held={1: ["G10", "SP_SIDEROAD"]}, merchant={1: "ivybridge"})
    view = state.view(1)
    info = view["decision"]["info"]
    assert info["location"] == "ivybridge" and info["side_road"] is True
    dest = info["destinations"]
    assert dest["highcliff"]["path"] == ["ivybridge", "juniper", "highcliff"]
    assert dest["highcliff"]["cost"] == 5 and dest["highcliff"]["half"] == 2
    assert state.view(0)["decision"] is None                 # not shown to other seats


def test_save_and_load_in_the_middle_of_a_disc_choice_continues_identically():
    from .helpers import red_closes_the_temple_region
    state, _ = red_closes_the_temple_region(10)
    assert state.pending().prompt == "hermagor.place_disc"
    copy = GAME.load(json.loads(json.dumps(state.to_dict())))
    assert [o.id for o in copy.pending().options] == [o.id for o in state.pending().options]
    a = state.apply("place_disc:R03:temple")
    b = copy.apply("place_disc:R03:temple")
    assert [e.to_dict() for e in a] == [e.to_dict() for e in b]
    assert copy.to_dict() == state.to_dict()


def test_progress_names_the_round_and_phase():
    state = new(3, 11)
    assert render(state.progress()) == "round 1 of 5, market"
    selling(state, 0)
    assert render(state.progress()) == "round 1 of 5, selling"
