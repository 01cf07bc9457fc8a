"""What a searching bot found at a decision (rules/core/reasoning.py), the "why" of a hint: the
summary of a paired comparison, and every game's strong bot giving one where it compared moves."""
import json

import pytest

from rules.core import reasoning
from tools import shelf


def test_the_favourite_standing_is_compared_with_the_best_rival():
    gains = [[0, 0, 0], [-0.1, 0.0, -0.2], [0.1, 0.0, 0.05]]
    why = reasoning.found(["buy:gold", "buy:silver", "buy:duchy"], gains, 0)
    assert why == {"moves": 3, "games": 3, "unit": "win", "next": "buy:duchy", "lead": -0.05,
                   "sure": False,
                   "others": {"buy:silver": {"lead": 0.1, "sure": False},
                              "buy:duchy": {"lead": -0.05, "sure": False}}}


def test_a_rival_picked_is_compared_with_the_best_other_move_the_favourite_included():
    gains = [[0, 0], [0.3, 0.5], [-0.2, -0.4]]
    why = reasoning.found(["a", "b", "c"], gains, 1, "score")
    assert why["next"] == "a" and why["lead"] == 0.4 and why["unit"] == "score"
    assert not why["sure"]                    # two games: too few to be sure


def test_a_lead_is_sure_when_it_clears_the_noise_of_enough_games():
    clear = [[0] * 6, [0.1, 0.2, 0.1, 0.2, 0.1, 0.2]]
    assert reasoning.found(["a", "b"], clear, 1)["sure"]
    noisy = [[0] * 6, [1, -1, 1, -1, 1, -0.5]]
    assert not reasoning.found(["a", "b"], noisy, 1)["sure"]
    one = [[0], [0.5]]                        # one imagined game: a coin flip
    assert not reasoning.found(["a", "b"], one, 1)["sure"]
    assert reasoning.found(["a", "b"], one, 1, exact=True)["sure"]   # nothing left to chance
    assert not reasoning.found(["a", "b"], [[0], [0.0]], 0, exact=True)["sure"]   # a tie


def test_rivals_dropped_early_count_their_own_rounds_and_unplayed_ones_are_left_out():
    gains = [[0] * 10, [-1.0, -1.0], [], [0.5] * 10]
    why = reasoning.found(["a", "b", "c", "d"], gains, 3, "score")
    assert why["moves"] == 3 and why["games"] == 10 and why["next"] == "a"
    assert why["lead"] == 0.5 and why["sure"]          # no spread at all over ten games


def test_candidates_of_one_move_are_one_move():
    """Kairo compares plans: two builds are one move of the decision (build), so the pick is
    compared with the best plan of another move."""
    gains = [[0, 0], [0.2, 0.2], [-0.1, -0.3]]
    why = reasoning.found(["build", "build", "draw"], gains, 1)
    assert why["moves"] == 2 and why["next"] == "draw" and why["lead"] == 0.4
    assert why["others"] == {"draw": {"lead": 0.4, "sure": False}}
    assert reasoning.found(["build", "build"], gains[:2], 0) is None


def test_the_lead_over_every_other_move_is_told_too():
    """A checked game asks how the bot's move fared against the one that was played, which
    need not be the best other move (scenes/table/review.py)."""
    gains = [[0] * 6, [0.1, 0.2, 0.1, 0.2, 0.1, 0.2], [-0.5] * 6, [0.0, 0.1, 0.0, 0.1, 0.0, 0.1]]
    why = reasoning.found(["a", "b", "c", "d"], gains, 1)
    assert why["next"] == "d" and why["others"]["d"] == {"lead": why["lead"], "sure": why["sure"]}
    assert why["others"]["c"] == {"lead": 0.65, "sure": True}
    assert why["others"]["a"]["lead"] == 0.15 and set(why["others"]) == {"a", "c", "d"}


@pytest.mark.parametrize("gains", [[[], []], [[0.0], []], [[]]])
def test_nothing_compared_is_no_reason(gains):
    assert reasoning.found(["a", "b"][:len(gains)], gains, 0) is None


def test_an_unknown_unit_is_refused():
    with pytest.raises(ValueError):
        reasoning.found(["a", "b"], [[0], [1]], 0, "goals")


def positions(game):
    """(state, decision, seed, choice, reasoning) of the strong bot at points of 2-player games
    of `simple` bots where it has a choice."""
    for seed in range(1, 20):
        for fraction in (0.35, 0.6, 0.85):
            state, _total = shelf.play_to(game, 2, seed, "simple", fraction=fraction)
            decision = state.pending()
            if decision is None or len(decision.options_for(decision.seat)) < 2:
                continue
            bot = game.bot("strong", decision.seat, seed, iterations=30)
            choice = bot.choose(state.view(decision.seat), decision)
            yield state, decision, seed, choice, bot.reasoning


def reasons(game, tries=12):
    """(decision, choice, reasoning) at `positions` until one comes with a reasoning (or
    `tries` are used)."""
    seen = []
    for _state, decision, _seed, choice, why in positions(game):
        seen.append((decision, choice, why))
        if (why or {}).get("moves") or len(seen) >= tries:
            break
    return seen


@pytest.mark.parametrize("game", [g for g in shelf.games() if "strong" in g.bots],
                         ids=lambda g: g.id)
def test_every_strong_bot_tells_what_its_comparison_found(game):
    seen = reasons(game)
    told = [(d, c, why) for d, c, why in seen if why is not None and "plan" not in why]
    assert told, f"{game.id}: no comparison told at {len(seen)} decisions"
    for _d, _c, why in seen:
        assert why is None or "plan" not in why or (set(why) == {"plan"} and
                                                    isinstance(why["plan"], str))
    for decision, choice, why in told:
        assert json.loads(json.dumps(why)) == why            # it crosses the process pipe
        assert set(why) == {"moves", "games", "unit", "next", "lead", "sure", "others"}
        assert why["others"][why["next"]] == {"lead": why["lead"], "sure": why["sure"]}
        assert all(decision.find(move) is not None and move != choice.id
                   for move in why["others"])
        assert why["unit"] in reasoning.UNITS and why["moves"] >= 2 and why["games"] >= 1
        other = decision.find(why["next"])
        assert other is not None and other.id != choice.id


def test_a_decision_not_compared_forgets_the_last_reasoning():
    """A hint must never show the reason of an earlier decision: Dominion's strong bot
    searches late buys, not the opening's (it plays its plan there, and says so)."""
    game = next(g for g in shelf.games() if g.id == "dominion")
    late = next((d, why) for d, _c, why in reasons(game) if why and "moves" in why)
    assert late[0].prompt == "dominion.buy"
    state = game.new(2, 1, {"kingdom": "first_game"})
    while state.pending().prompt != "dominion.buy":
        state.apply(state.pending().options[-1])
    bot = game.bot("strong", state.pending().seat, 1, iterations=30)
    bot.reasoning = late[1]
    bot.choose(state.view(state.pending().seat), state.pending())
    assert set(bot.reasoning) == {"plan"}
    medium = [game.bot("medium", s, 1) for s in range(2)]
    while state.pending().prompt != "dominion.action":       # a Smithy to play, later on
        seat = state.pending().seat
        state.apply(medium[seat].choose(state.view(seat), state.pending()))
    bot = game.bot("strong", state.pending().seat, 1, iterations=30)
    bot.reasoning = late[1]
    bot.choose(state.view(state.pending().seat), state.pending())
    assert bot.reasoning is None                      # not a buy: no plan told either


def test_dominions_plan_names_the_kingdom_cards_of_its_buy_list():
    from rules.core.text import render
    game = next(g for g in shelf.games() if g.id == "dominion")
    state = game.new(2, 5, {"kingdom": "first_game"})
    while state.pending().prompt != "dominion.buy":
        state.apply(state.pending().options[-1])
    bot = game.bot("strong", state.pending().seat, 5, iterations=30)
    bot.choose(state.view(state.pending().seat), state.pending())
    words = render(bot.reasoning["plan"])
    assert words.startswith("It follows its plan for this kingdom: Big Money")
    assert all(card.replace("_", " ") in words.lower() for card in bot.plan.x_cards)


def compared_position(game):
    """(state, decision, seed, reasoning) where the strong bot compares moves."""
    for state, decision, seed, _choice, why in positions(game):
        if (why or {}).get("moves"):
            return state, decision, seed, why
    raise AssertionError(f"{game.id}: no comparison")


@pytest.mark.parametrize("game", [g for g in shelf.games() if "strong" in g.bots],
                         ids=lambda g: g.id)
def test_a_move_to_consider_is_compared_too(game):
    """A checked game asks the bot to weigh the move that was played (`consider`): where the
    bot compares moves, that one is among them, and its lead over it is told."""
    state, decision, seed, why = compared_position(game)
    seat = decision.seat
    unweighed = [o.id for o in decision.options_for(seat)
                 if o.by is None and o.id not in why["others"] and o.id != why["next"]
                 # (Hermagor's lean samples offer no bare move: its search never weighs one)
                 and not (game.id == "hermagor" and o.kind == "move")]
    bot = game.bot("strong", seat, seed, iterations=30)
    if not unweighed or not hasattr(bot, "consider"):
        pytest.skip(f"{game.id}: every move is compared already")
    bot.consider = unweighed[-1]
    choice = bot.choose(state.view(seat), decision)
    assert choice.id == unweighed[-1] or unweighed[-1] in bot.reasoning["others"]


def test_only_a_legal_move_of_the_deciders_own_is_added():
    from rules.core.contract import Decision, Option
    from rules.core.search import considered
    a, b, c = Option("a"), Option("b"), Option("c", by=1)
    decision = Decision(0, "test", "", [a, b, c])
    assert considered([a], decision, "b") == [a, b]
    assert considered([a, b], decision, "b") == [a, b]
    assert considered([a], decision, "c") == [a]           # another seat's out-of-turn move
    assert considered([a], decision, "zzz") == [a] and considered([a], decision, None) == [a]
