"""Kairo's `strong` bot: it plans like `simple` and checks the plan by paired playouts once per
turn; the steps of an action follow the plan at once; the playout policy is `simple` read from
the state; more thinking wins games against `simple`."""
from rules.core import Rng
from rules.core.simulate import play
from rules.kairo import GAME
from rules.kairo.bots import SimpleBot
from rules.kairo.playout import TOP_PROMPTS, evaluate, playout_policy
from rules.kairo.strong import StrongBot


def simple_game_positions(seed, limit=400):
    """(state, decision) along a game of two `simple` bots."""
    state = GAME.new(2, seed)
    bots = [SimpleBot(s, seed) for s in range(2)]
    for _ in range(limit):
        decision = state.pending()
        if decision is None:
            return
        yield state, decision
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision))


def test_the_playout_policy_plays_what_simple_plays_from_the_view():
    bots = [SimpleBot(s, 0) for s in range(2)]
    checked = 0
    for seed in (3, 4):
        for state, decision in simple_game_positions(seed, limit=250):
            mine = playout_policy(state, decision, Rng(1))
            theirs = bots[decision.seat].choose(state.view(decision.seat), decision)
            assert mine.id == theirs.id, (seed, state.steps, decision.prompt)
            checked += 1
    assert checked >= 400


def test_evaluate_favours_the_seat_ahead_and_stays_between_0_and_1():
    state = GAME.new(2, 5)
    assert evaluate(state) == [0.5, 0.5]
    state.vp[0] += 6
    ahead, behind = evaluate(state)
    assert 0.5 < ahead < 1 and 0 < behind < 0.5 and abs(ahead + behind - 1) < 1e-9


def test_only_the_top_of_a_turn_is_searched_the_steps_follow_the_plan():
    readings = []

    def clock():
        readings.append(None)
        return len(readings) / 1000               # a millisecond a reading

    bot = StrongBot(GAME, 0, 9, budget_ms=20, clock=clock)
    state = GAME.new(2, 11)
    searched = followed = 0
    for _ in range(120):
        decision = state.pending()
        if decision is None:
            break
        if decision.seat == 0:
            before = len(readings)
            option = bot.choose(state.view(0), decision)
            if decision.prompt in TOP_PROMPTS:
                searched += 1
            else:
                assert len(readings) == before, decision.prompt     # no clock, no search
                followed += 1
        else:
            option = SimpleBot(1, 0).choose(state.view(1), decision)
        state.apply(option.id)
    assert searched > 5 and followed > 5


def test_with_too_few_samples_to_judge_strong_keeps_simples_choice():
    for state, decision in simple_game_positions(6, limit=200):
        if decision.prompt not in TOP_PROMPTS or decision.seat != 0:
            continue
        view = state.view(0)
        strong = StrongBot(GAME, 0, 1, iterations=12)       # fewer than 4 rounds of candidates
        assert strong.choose(view, decision).id == SimpleBot(0, 1).choose(view, decision).id
        assert strong.plan["action"] == decision.find(strong.plan["action"]).id


def test_the_search_is_reproducible_with_a_fixed_number_of_playouts():
    positions = [(s.copy(), d) for s, d in simple_game_positions(8, limit=60)
                 if d.prompt in TOP_PROMPTS][::4]
    for state, _ in positions:
        seat = state.pending().seat
        picks = {StrongBot(GAME, seat, 2, iterations=40).choose(state.view(seat),
                                                              state.pending()).id
                 for _ in range(2)}
        assert len(picks) == 1


def test_strong_beats_simple_with_a_few_dozen_playouts_a_turn():
    wins = 0.0
    for g in range(4):
        names = ["strong", "simple"] if g % 2 == 0 else ["simple", "strong"]
        result = play(GAME, 2, 500 + g, names, bot_options={"iterations": 30}).state.result()
        top = result.ranking[0]
        wins += (names.index("strong") in top) / len(top)
    assert wins >= 3, wins                # 6 of 6 at seeds 500-505 when written


def test_a_copy_is_whole_and_independent_of_the_original():
    state = next(s for s, _ in simple_game_positions(2, limit=200) if s.steps == 150)
    twin = state.copy()
    assert twin.to_dict() == state.to_dict() and twin.history is not state.history
    twin.apply(twin.pending().options[0].id)
    assert len(twin.history) == len(state.history) + 1 and state.steps == 150
    assert twin.to_dict() != state.to_dict()


def test_a_playout_is_judged_once_the_seats_next_turn_is_over(monkeypatch):
    """Two rounds at 2 players; at 4 players the seat's turn, the three others' and its next
    one (two rounds there cost so much that 100 ms bought too few playouts to judge by)."""
    import sys
    strong_module = sys.modules["rules.kairo.strong"]
    judged = []

    def spy(state):
        judged.append(state.turns_taken)
        return [0.5] * state.num_players
    monkeypatch.setattr(strong_module, "evaluate", spy)
    for players, turns in ((2, 4), (3, 4), (4, 5)):
        state = GAME.new(players, 3)
        bots = [SimpleBot(s, 0) for s in range(players)]
        while state.pending().prompt not in TOP_PROMPTS:
            d = state.pending()
            state.apply(bots[d.seat].choose(state.view(d.seat), d))
        seat, before = state.pending().seat, state.turns_taken
        bot = StrongBot(GAME, seat, 1, iterations=10)
        plan = bot.plans(state, state.pending())[0]
        judged.clear()
        bot.playout(state.copy(), plan, 7, None)
        assert judged == [before + turns], players


def test_fewer_of_simples_plans_are_compared_with_more_players():
    """Five best plans at 2 players, three at 4 (each playout costs more there), always with
    the best plan of every other kind of action."""
    for players, width in ((2, 5), (4, 3)):
        state = GAME.new(players, 12)
        bots = [SimpleBot(s, 0) for s in range(players)]
        for _ in range(60 * players):
            d = state.pending()
            state.apply(bots[d.seat].choose(state.view(d.seat), d))
        while state.pending().prompt not in TOP_PROMPTS:
            d = state.pending()
            state.apply(bots[d.seat].choose(state.view(d.seat), d))
        decision = state.pending()
        bot = StrongBot(GAME, decision.seat, 1, iterations=10)
        ranked = sorted(bot.plans(state, decision), key=lambda p: -p["value"])
        chosen = bot.candidates(state, decision)
        assert chosen[:width] == ranked[:width] and len(ranked) > width
        rest = chosen[width:]
        assert len({p["action"] for p in rest}) == len(rest)
        assert all(p["action"] not in {q["action"] for q in ranked[:width]} for p in rest)


# ---- long budgets: the search's pick is confirmed (issue 15) ----------------------------------

def ticking_clock():
    """A clock that moves a millisecond each time it is read (no real time in tests)."""
    readings = []

    def clock():
        readings.append(None)
        return len(readings) / 1000
    return clock, readings


def top_positions(seed, every=6, limit=240):
    return [(s.copy(), d) for s, d in simple_game_positions(seed, limit=limit)
            if d.prompt in TOP_PROMPTS][::every]


def test_below_500_ms_the_search_is_the_one_100_ms_always_ran(monkeypatch):
    """No confirmation, and the whole budget (less the margin) goes to the one search."""
    def never(*_args):
        raise AssertionError("a short budget confirmed")
    monkeypatch.setattr(StrongBot, "confirm", never)
    for budget in (100, 499):
        for state, decision in top_positions(21, every=10):
            clock, readings = ticking_clock()
            bot = StrongBot(GAME, decision.seat, 3, budget_ms=budget, clock=clock)
            assert not bot.confirms
            bot.choose(state.view(decision.seat), decision)
            assert bot.confirmed is None
            if bot.playouts:
                assert budget * 0.9 < len(readings) <= budget, (budget, len(readings))


def test_a_long_budget_replaces_simples_choice_only_by_a_confirmed_rival():
    confirmed = refused = 0
    for state, decision in top_positions(22):
        seat = decision.seat
        view = state.view(seat)
        clock, readings = ticking_clock()
        bot = StrongBot(GAME, seat, 4, budget_ms=1000, clock=clock)
        assert bot.confirms
        choice = bot.choose(view, decision).id
        assert len(readings) <= 1000                                  # within the budget
        simple = SimpleBot(seat, 4).choose(view, decision).id
        if choice != simple:                    # (a confirmed rival may share its first step)
            assert bot.confirmed is True
        confirmed += bot.confirmed is True
        refused += bot.confirmed is False
    assert confirmed >= 1 and refused >= 1, (confirmed, refused)


def test_a_refused_confirmation_keeps_simples_choice(monkeypatch):
    asked = []

    def refuse(self, view, favourite, rival):
        asked.append(rival)
        return False
    monkeypatch.setattr(StrongBot, "confirm", refuse)
    for state, decision in top_positions(22):
        seat = decision.seat
        view = state.view(seat)
        bot = StrongBot(GAME, seat, 4, budget_ms=1000, clock=ticking_clock()[0])
        assert bot.choose(view, decision).id == SimpleBot(seat, 4).choose(view, decision).id
    assert asked


def test_a_long_search_is_reproducible_with_the_same_clock():
    for state, decision in top_positions(23, every=12):
        seat = decision.seat
        picks = set()
        for _ in range(2):
            bot = StrongBot(GAME, seat, 5, budget_ms=800, clock=ticking_clock()[0])
            picks.add((bot.choose(state.view(seat), decision).id, bot.playouts, bot.confirmed))
        assert len(picks) == 1


def test_the_confirmation_plays_further_and_asks_for_a_real_gain(monkeypatch):
    state, decision = top_positions(24)[1]
    seat = decision.seat
    bot = StrongBot(GAME, seat, 6, budget_ms=1000, clock=ticking_clock()[0])
    favourite, rival = bot.candidates(state, decision)[:2]
    horizons = []

    def fixed(gains):
        def compare(view, candidates, deadline, horizon=None):
            horizons.append(horizon)
            return [[0.0] * len(gains), gains]
        return compare
    view = state.view(seat)
    for gains, passes in (([0.05, 0.06, 0.04, 0.05, 0.05, 0.06], True),
                          ([0.05, 0.06, 0.04, 0.05, 0.05], False),         # too few rounds
                          ([0.01, 0.012, 0.01, 0.011, 0.01, 0.01], False),  # too small a gain
                          ([0.5, -0.4, 0.3, -0.2, 0.1, 0.0], False)):      # within the noise
        monkeypatch.setattr(bot, "compare", fixed(gains))
        assert bot.confirm(view, favourite, rival) is passes, gains
    assert set(horizons) == {3 * bot.turns_ahead(2)}
