"""The search every `strong` bot uses, and the determinization it rests on, for every game that
has one: a sampled state agrees with the seat's view and plays on legally to the end; the search
answers legally within its budget, sees only the view, and beats random play."""
import pytest

from rules.core import RandomBot, Rng
from rules.core.search import Search, SearchBot, amount_points, searched_options
from rules.core.simulate import play
from rules.core.text import quiet_texts
from tests.games import ALL, BY_ID
from tests.toygame import gavel

SEARCHABLE = [g for g in ALL if g.determinize is not None]


def positions(game, players, seed, every=7, limit=300):
    """States met along a random game, every `every` decisions."""
    state = game.new(players, seed)
    bot = RandomBot(0, seed)
    for step in range(limit):
        decision = state.pending()
        if decision is None:
            return
        if step % every == 0:
            yield state
        state.apply(bot.choose(None, decision))


@pytest.mark.parametrize("game", SEARCHABLE, ids=lambda g: g.id)
def test_a_sampled_state_agrees_with_the_view_and_plays_on_to_the_end(game):
    rng = Rng(11)
    checked = 0
    for players in range(game.min_players, game.max_players + 1):
        for seed in (1, 2):
            for index, state in enumerate(positions(game, players, seed)):
                # the seat about to decide always; the others where nobody is mid-choice
                seats = range(players) if not state.frames else [state.pending().seat]
                for seat in seats:
                    view = state.view(seat)
                    sample = game.determinize(view, seat, rng.fork(checked))
                    assert sample.view(seat) == view, (players, seed, state.steps, seat)
                    checked += 1
                # played on from every other position: the random playouts are nearly all of
                # this test's time (Itchy Feet's take thousands of decisions)
                if index % 2:
                    continue
                sample.rng = Rng(checked)
                bot = RandomBot(1, checked)
                with quiet_texts():         # played on as the search plays its samples
                    for _ in range(game.max_decisions(players)):
                        decision = sample.pending()
                        if decision is None:
                            break
                        sample.apply(bot.choose(None, decision))
                assert sample.pending() is None and sample.result() is not None
    assert checked > 20


@pytest.mark.parametrize("game", SEARCHABLE, ids=lambda g: g.id)
def test_the_strong_bot_answers_legally_from_the_view_alone(game):
    for players in (game.min_players, game.max_players):
        names = ["strong"] + ["random"] * (players - 1)
        state = game.new(players, 3)
        bots = [game.bot(n, s, 3, iterations=12) for s, n in enumerate(names)]
        for _ in range(60):
            decision = state.pending()
            if decision is None:
                break
            option = bots[decision.seat].choose(state.view(decision.seat), decision)
            assert option in decision.options
            state.apply(option.id)


# Each game's own positions for the check below: (game id, players, game seed, bot seed,
# strong's iterations, decisions played); `simple` plays the other seats.
STRONG_REPLAYS = [("hermagor", 2, 12, 9, 4, 40), ("hermagor", 3, 11, 5, 4, 40),
                  ("nauticus", 2, 13, 5, 6, 60), ("nauticus", 3, 11, 5, 4, 40)]


@pytest.mark.parametrize("game_id,players,seed,bot_seed,iterations,steps", STRONG_REPLAYS,
                         ids=[f"{c[0]}-{c[1]}p" for c in STRONG_REPLAYS])
def test_the_strong_bot_is_legal_and_reproducible_from_its_seed(game_id, players, seed, bot_seed,
                                                               iterations, steps):
    game = BY_ID[game_id]

    def run():
        state = game.new(players, seed)
        bots = [game.bot("strong", 0, bot_seed, iterations=iterations)] + \
            [game.bot("simple", s, bot_seed) for s in range(1, players)]
        chosen = []
        for _ in range(steps):
            decision = state.pending()
            option = bots[decision.seat].choose(state.view(decision.seat), decision)
            assert option in decision.options
            chosen.append(option.id)
            state.apply(option)
        return chosen
    assert run() == run()


def test_a_deadline_stops_the_search():
    state = gavel.GAME.new(2, 5)
    state.apply("roll")
    calls = []

    def clock():
        calls.append(1)
        return len(calls) * 0.01          # 10 ms a call

    bot = SearchBot(gavel.GAME, state.pending().seat, 1, budget_ms=100, clock=clock)
    option = bot.choose(state.view(state.pending().seat), state.pending())
    assert option in state.pending().options
    assert bot.search.iterations <= 10 and len(calls) < 40


def test_the_strong_bot_beats_random_play():
    wins = 0.0
    for g in range(20, 40):
        names = ["strong", "random"] if g % 2 == 0 else ["random", "strong"]
        game = play(gavel.GAME, 2, 50 + g, names)
        top = game.state.result().ranking[0]
        wins += (names.index("strong") in top) / len(top)
    assert wins >= 15, wins          # 92 % over 40 games at 200 iterations


def test_pick_frames_are_searched_one_way_per_set_and_amounts_at_a_few_points():
    from rules.core import Decision, Option
    info = {"frame": "pick", "items": ["a", "b", "c"], "picked": ["b"]}
    options = [Option("pick", ("a",)), Option("pick", ("b",)), Option("pick", ("c",)),
               Option("unpick", ("b",)), Option("done")]
    kept = [o.id for o in searched_options(Decision(0, "p", "t", options, info))]
    assert kept == ["pick:b", "pick:c", "done"]
    assert amount_points({"min": 50, "max": 1000, "step": 50}) == [50, 100, 150, 250, 450, 850,
                                                                  1000]


def test_search_is_reproducible_with_a_fixed_number_of_iterations():
    state = gavel.GAME.new(3, 8)
    state.apply("roll")
    seat = state.pending().seat
    picks = {Search(gavel.GAME.determinize, seat, Rng(4)).choose(
        state.view(seat), state.pending(), iterations=40).id for _ in range(3)}
    assert len(picks) == 1


def test_simulate_hands_the_budget_and_clock_to_the_searching_bot_only():
    from rules.core.simulate import play
    from tests.toygame import gavel
    ticks = []

    def clock():                      # a fake clock: every reading is 1 ms later
        ticks.append(None)
        return len(ticks) / 1000.0

    played = play(gavel.GAME, 2, 3, ["strong", "simple"],
                  bot_options={"budget_ms": 4, "clock": clock})
    assert played.state.result() is not None and ticks   # the search read the given clock
