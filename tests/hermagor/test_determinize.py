"""Hermagor's determinization and the pieces of its `strong` bot (rules/hermagor/determinize.py,
playout.py): a sample agrees with the view, what is hidden (the action stack's order, the other
players' money) varies with the generator and nothing else does, a sample plays to the end, and
the search's pieces keep few, legal options (strong's legal play: tests/test_generic_search.py)."""
from rules.core import Rng
from rules.hermagor import GAME
from rules.hermagor import playout
from rules.hermagor.determinize import MONEY_SPREAD

from .helpers import positions, round_two_market
from tests.games import sample_plays_to_the_end


def test_a_sample_agrees_with_every_seats_view_at_every_stage():
    stages = set()
    for players, variants in ((2, {}), (3, {"tax_official": True}), (5, {"hide_money": False})):
        for state in positions(players, seed=players, **variants):
            for seat in range(players):
                view = state.view(seat)
                sample = GAME.determinize(view, seat, Rng(seat + 7))
                assert sample.view(seat) == view
                assert sample.pending().ids == state.pending().ids or \
                    state.pending().seat != seat
            stages.add(state.stage)
    assert {"buyers", "actions", "tax"} <= stages


def test_the_open_choice_frames_are_carried_over():
    for state in positions(2, seed=4, every=1):
        if state.frames:
            seat = state.pending().seat
            sample = GAME.determinize(state.view(seat), seat, Rng(1))
            assert sample.frames == state.frames
            assert sample.pending().ids == state.pending().ids
            return
    raise AssertionError("no position with an open frame")


def test_only_the_hidden_parts_vary_with_the_generator():
    state = next(s for s in positions(3, seed=2) if s.round == 2 and s.stage == "actions")
    view = state.view(0)
    samples = [GAME.determinize(view, 0, Rng(k)) for k in range(12)]
    stacks = {tuple(s.action_stack) for s in samples}
    assert len(stacks) > 1
    assert all(sorted(stack) == sorted(state.action_stack) for stack in stacks)
    assert len({s.money[1] for s in samples}) > 1          # hidden money is guessed
    for s in samples:
        assert s.money[0] == state.money[0]                 # its own money is known
        assert s.bag == state.bag and s.stalls == state.stalls and s.held == state.held
        assert s.posts == state.posts and s.rows == state.rows and s.prices == state.prices
        assert s.merchant == state.merchant and s.hand == state.hand


def test_open_money_is_copied_exactly():
    state = next(s for s in positions(3, seed=5, hide_money=False) if s.round == 2)
    for k in range(5):
        assert GAME.determinize(state.view(1), 1, Rng(k)).money == state.money


def test_money_shown_to_the_tax_official_anchors_the_guess():
    for state in positions(3, seed=3, every=1, tax_official=True):
        shown = [(s, m) for s, m in state.tax_reveals if m is not None and s != 0]
        if shown and state.stage in ("tax", "tax_start"):
            seat, money = shown[0]
            for k in range(8):
                guess = GAME.determinize(state.view(0), 0, Rng(k)).money[seat]
                assert abs(guess - money) <= MONEY_SPREAD
            return
    raise AssertionError("nobody revealed money to the Tax Official")


def test_a_sample_plays_on_to_the_end():
    states = [s.copy() for s in positions(4, seed=6, every=40)][1:4]
    sample_plays_to_the_end(GAME, states, 4)


def test_evaluate_waits_for_the_next_market_and_favours_the_richer():
    state = round_two_market(playout.evaluate)
    values = playout.evaluate(state)
    assert abs(sum(values) - 1) < 1e-9 and all(0 <= v <= 1 for v in values)
    richer = state.copy()
    richer.money[1] += 30
    assert playout.evaluate(richer)[1] > values[1]


def test_the_searched_options_are_few_legal_and_start_with_the_heuristics_choice():
    widths = []
    for state in positions(2, seed=9, every=3):
        decision = state.pending()
        if decision.prompt not in ("hermagor.buyer", "hermagor.action"):
            continue
        kept = playout.search_options(state, decision)
        simple = GAME.bot("simple", decision.seat, 0).choose(state.view(decision.seat), decision)
        assert kept[0] == simple
        assert all(o in decision.options for o in kept) and len(set(kept)) == len(kept)
        assert decision.find("pass_buyer" if decision.prompt == "hermagor.buyer" else "pass") \
            in kept
        widths.append((len(kept), len(decision.options)))
    assert widths and all(k <= playout.KEEP + 3 for k, _ in widths)
    assert any(n > 20 for _, n in widths)


def test_lean_decisions_keep_every_option_the_playout_policy_chooses_in_order():
    """The playout policy marks its imagined state `_lean`: decisions then drop labels and the
    bare `move` options (never chosen by the policy), and nothing else."""
    seen = set()
    for players in (2, 3):
        for state in positions(players, seed=players + 10, every=1):
            full = state.pending()
            lean_state = state.copy()
            lean_state._lean = True
            lean = lean_state.pending()
            assert lean.seat == full.seat and lean.prompt == full.prompt
            kept = [o.id for o in full.options if o.kind != "move"]
            assert lean.ids == kept
            assert all(not o.label for o in lean.options if o.kind in ("move_sell", "place_buyer"))
            seen.add(full.prompt)
    assert {"hermagor.buyer", "hermagor.action"} <= seen


def test_a_playout_plays_the_same_with_lean_decisions():
    state = next(s for s in positions(2, seed=6) if s.round == 2 and s.stage == "buyers")
    ends = []
    for lean in (False, True):
        copy = state.copy()
        rng = Rng(99)
        while (decision := copy.pending()) is not None:
            option = playout.policy(copy, decision, rng)
            copy._lean = lean                 # the policy set it; undo it for the full run
            copy.apply(option.id)
        ends.append((copy.money, copy.posts, copy.history))
    assert ends[0] == ends[1]
