"""Hotel Tycoon's `strong` bot (rules/hotel_tycoon/strong.py): rollouts played as `simple`
plays and cut at `DEPTH` with the fitted win chance, a paired comparison that drops rivals
clearly no better, legal and reproducible choices within the budget."""
from rules.core import Rng
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.playout import evaluate
from rules.hotel_tycoon.strong import DEPTH, PruningSearch, StrongBot, structural_rivals


def _first_wide_decision(seed: int, width: int = 3):
    """A position of a simple-vs-simple game where the seat to move has `width` options."""
    state = GAME.new(2, seed)
    simple = [GAME.bot("simple", s, 0) for s in range(2)]
    while len((decision := state.pending()).options_for(decision.seat)) < width:
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    return state, decision


def test_a_rollout_plays_on_as_simple_and_is_judged_by_the_win_chance_at_the_cut():
    state, decision = _first_wide_decision(4)
    search = GAME.bot("strong", decision.seat, 1, iterations=8).search
    played = state.copy()
    value = search.playout(played, None, Rng(2))
    reference = state.copy()
    simple = [GAME.bot("simple", s, 0) for s in range(2)]
    for _ in range(DEPTH):
        if (step := reference.pending()) is None:
            break
        reference.apply(simple[step.seat].choose(reference.view(step.seat), step).id)
    assert played.history == reference.history          # simple's moves, the same dice
    assert value == evaluate(played)
    assert abs(sum(value) - 1) < 1e-9


class _Scripted(PruningSearch):
    """Playouts worth a fixed amount per option plus luck shared by the candidates of a
    round (the same chance seed gives every candidate the same luck, as in the real search)."""

    worth: dict = {}

    def playout(self, state, deadline, rng=None):
        luck = rng.below(21) / 100
        value = self.worth[state.history[-1]] + luck
        return [value, 1 - value]


class _Stub:
    """A stand-in sampled state: remembers the option applied to it."""

    def __init__(self):
        self.history = []
        self.rng = None

    def copy(self):
        return _Stub()

    def apply(self, option_id):
        self.history.append(option_id)


def _compare(worth: dict, iterations: int):
    from rules.core.contract import Option
    search = _Scripted(lambda view, seat, rng: _Stub(), 0, Rng(1),
                       options=lambda state, decision: [], z=1.5, min_rounds=4)
    search.worth = worth
    candidates = [Option(i) for i in worth]
    gains = search.compare({}, candidates, iterations, None)
    return search, gains


def test_rivals_clearly_worse_are_dropped_and_the_rest_of_the_budget_is_not_spent():
    search, gains = _compare({"fav": 0.5, "worse": 0.3, "much_worse": 0.1}, 300)
    assert len(gains[1]) == len(gains[2]) == 4               # dropped after the fourth round
    assert search.iterations == 12 < 300
    assert search.pick(gains) == 0                           # simple's choice stands


def test_a_rival_clearly_better_replaces_simples_choice():
    search, gains = _compare({"fav": 0.4, "same": 0.4, "better": 0.45}, 120)
    assert search.pick(gains) == 2
    assert len(gains[1]) == 4                                # a paired gain of zero: dropped
    assert len(gains[2]) > 4                                 # the rounds went to the better one


def test_the_strong_bot_is_legal_and_repeats_itself_from_its_seed():
    state, decision = _first_wide_decision(9)
    seat = decision.seat
    choices = set()
    for _ in range(2):
        bot = GAME.bot("strong", seat, 5, iterations=40)
        assert isinstance(bot, StrongBot) and isinstance(bot.search, PruningSearch)
        choice = bot.choose(state.view(seat), decision)
        assert decision.find(choice.id) is not None
        choices.add(choice.id)
    assert len(choices) == 1


def test_the_strong_bot_stops_within_its_budget():
    """A clock that moves a millisecond each time it is read: the search reads it at least
    once every few rollout steps and stops before the budget is spent."""
    state, decision = _first_wide_decision(9)
    now = [0.0]

    def clock():
        now[0] += 0.001
        return now[0]

    bot = GAME.bot("strong", decision.seat, 5, budget_ms=100, clock=clock)
    start = clock()
    choice = bot.choose(state.view(decision.seat), decision)
    assert decision.find(choice.id) is not None
    assert now[0] - start <= 0.100


def _before_first_unpaid_debt(seed: int, players: int, back: int):
    """A simple game's position `back` decisions before the first debt a player cannot pay
    from cash, with the debtor and the simple game's own continuation from there."""
    from rules.hotel_tycoon.playout import unpaid_debtor
    state = GAME.new(players, seed)
    simple = [GAME.bot("simple", s, 0) for s in range(players)]
    positions = []
    while unpaid_debtor(state) is None:
        positions.append(state.copy())
        decision = state.pending()
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    return positions[-back], unpaid_debtor(state), state


def test_a_first_debt_rollout_ends_at_the_first_unpaid_debt_with_the_debtor_scored_lost():
    from rules.hotel_tycoon.strong import simple_policy
    for players in (2, 3):
        start, debtor, reached = _before_first_unpaid_debt(3, players, back=6)
        search = PruningSearch(GAME.determinize, 0, Rng(1), options=lambda s, d: [],
                               policy=simple_policy, evaluate=evaluate, depth=60,
                               first_debt=4)
        played = start.copy()
        value = search.playout(played, None, Rng(2))
        assert played.history == reached.history      # simple's moves on the same dice
        assert value[debtor] == 0.0
        assert abs(sum(value) - 1) < 1e-9
        assert value == evaluate(reached, debtor)
        plain = PruningSearch(GAME.determinize, 0, Rng(1), options=lambda s, d: [],
                              policy=simple_policy, evaluate=evaluate, depth=60,
                              first_debt=players - 1)                 # more players left: off
        went_on = start.copy()
        plain.playout(went_on, None, Rng(2))
        assert len(went_on.history) > len(reached.history)   # without the cut it plays on


def test_a_debt_open_when_the_rollout_starts_is_not_the_first():
    from rules.hotel_tycoon.strong import simple_policy
    _, debtor, in_debt = _before_first_unpaid_debt(3, 3, back=1)
    search = PruningSearch(GAME.determinize, 0, Rng(1), options=lambda s, d: [],
                           policy=simple_policy, evaluate=evaluate, depth=10, first_debt=4)
    played = in_debt.copy()
    search.playout(played, None, Rng(2))
    assert len(played.history) > len(in_debt.history)


def test_first_debt_strong_is_legal_and_repeats_itself_at_three_players():
    state = GAME.new(3, 11)
    simple = [GAME.bot("simple", s, 0) for s in range(3)]
    while len((decision := state.pending()).options_for(decision.seat)) < 3:
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    picks = {StrongBot(GAME, decision.seat, 5, iterations=40, first_debt=4)
             .choose(state.view(decision.seat), decision).id for _ in range(2)}
    assert len(picks) == 1 and decision.find(picks.pop()) is not None


def _positions(seed: int, count: int):
    """(state, decision) at every decision with a choice of a simple-vs-simple game."""
    state = GAME.new(2, seed)
    simple = [GAME.bot("simple", s, 0) for s in range(2)]
    out = []
    while (decision := state.pending()) is not None and len(out) < count:
        if len(decision.options_for(decision.seat)) > 1:
            out.append((state.copy(), decision))
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    return out


def test_structural_rivals_put_the_tuned_choice_first_then_its_opposite_in_kind():
    from rules.hotel_tycoon.bots import TunedBot
    from rules.hotel_tycoon.strong import QUIET, structural_rivals
    checked = {"quiet first": 0, "spend first": 0}
    for state, decision in _positions(3, 400):
        ranked = structural_rivals(state, decision)
        ids = [o.id for o in ranked]
        legal = {o.id for o in decision.options_for(decision.seat)}
        assert set(ids) <= legal and len(ids) == len(set(ids))
        assert ranked[0].id == TunedBot(decision.seat, 0).choose(
            state.view(decision.seat), decision).id
        assert ids == [o.id for o in structural_rivals(state, decision)]   # deterministic
        quiet = [i for i in ids if i in QUIET]
        if len(ids) > 1 and quiet:
            if ids[0] in QUIET:
                checked["quiet first"] += 1      # the rival spends: it is not another quiet
                assert ids[1] not in QUIET
            else:
                checked["spend first"] += 1      # the tuned choice spends: keeping is next
                assert ids[1] in QUIET
    assert checked["quiet first"] > 5 and checked["spend first"] > 5


def test_structural_rivals_try_the_same_permit_with_one_piece_more_or_fewer():
    from rules.hotel_tycoon.strong import structural_rivals
    seen = 0
    for seed in range(3, 8):
        for state, decision in _positions(seed, 400):
            ids = [o.id for o in structural_rivals(state, decision)]
            if not ids[0].startswith("permit:"):
                continue
            _, plot, k = ids[0].split(":")
            legal = {o.id for o in decision.options_for(decision.seat)}
            nearby = [f"permit:{plot}:{int(k) + d}" for d in (1, -1)]
            expected = ["pass"] + [i for i in nearby if i in legal]
            assert ids[1:1 + len(expected)] == expected
            seen += 1
    assert seen > 0


def test_the_structural_search_is_reproducible_and_legal():
    state, decision = _first_wide_decision(4)
    choices = []
    for _ in range(2):
        bot = StrongBot(GAME, decision.seat, 5, iterations=30, structural=2)
        choices.append(bot.choose(state.view(decision.seat), decision).id)
        assert bot.search.options is structural_rivals and bot.search.width == 3
    assert choices[0] == choices[1]
    assert decision.find(choices[0]) is not None


def test_with_more_than_two_players_left_the_rivals_are_drawn_at_random_as_before():
    state = GAME.new(3, 4)
    simple = [GAME.bot("simple", s, 0) for s in range(3)]
    while len((decision := state.pending()).options_for(decision.seat)) < 3:
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    bot = StrongBot(GAME, decision.seat, 5, iterations=30, structural=2)
    choice = bot.choose(state.view(decision.seat), decision)
    assert decision.find(choice.id) is not None
    assert bot.search.options is bot.search.drawn and bot.search.width == 4


def test_a_wider_search_compares_every_option_up_to_its_width_with_none_dropped():
    state, decision = _first_wide_decision(6)
    own = [o for o in decision.options_for(decision.seat) if o.by is None]
    bot = StrongBot(GAME, decision.seat, 5, iterations=6 * len(own), width=12, drop=1e9)
    assert decision.find(bot.choose(state.view(decision.seat), decision).id) is not None
    assert bot.search.width == 12
    assert bot.search.iterations == 6 * len(own)    # six rounds of every option, none dropped


def test_the_module_constant_switches_structural_rivals_for_the_benchmarks(monkeypatch):
    import importlib
    module = importlib.import_module("rules.hotel_tycoon.strong")   # the package's `strong`
    state, decision = _first_wide_decision(4)                       # is the bot factory
    bot = StrongBot(GAME, decision.seat, 5, iterations=30)
    bot.choose(state.view(decision.seat), decision)
    assert bot.search.options is bot.search.drawn and bot.search.width == 4   # off by default
    monkeypatch.setattr(module, "STRUCTURAL", 2)
    bot = StrongBot(GAME, decision.seat, 5, iterations=30)
    bot.choose(state.view(decision.seat), decision)
    assert bot.search.options is structural_rivals and bot.search.width == 3


def test_the_search_constants_are_read_when_a_bot_is_made(monkeypatch):
    """tools/hotel_tycoon_decisions sets them on the module: they must reach the next bot (they
    did not while they were default arguments, frozen when the module loaded)."""
    import importlib
    module = importlib.import_module("rules.hotel_tycoon.strong")
    bot = StrongBot(GAME, 0, 5, iterations=30)
    assert (bot.search.depth, bot.search.z, bot.search.min_rounds, bot.search.drop,
            bot.search.first_debt) == (module.DEPTH, module.Z, module.MIN_ROUNDS, module.DROP,
                                       module.FIRST_DEBT)
    for name, value in {"DEPTH": 17, "Z": 2.5, "MIN_ROUNDS": 7, "DROP": 0.5,
                        "FIRST_DEBT": 3}.items():
        monkeypatch.setattr(module, name, value)
    bot = StrongBot(GAME, 0, 5, iterations=30)
    assert (bot.search.depth, bot.search.z, bot.search.min_rounds, bot.search.drop,
            bot.search.first_debt) == (17, 2.5, 7, 0.5, 3)
    bot = StrongBot(GAME, 0, 5, iterations=30, depth=9)             # an option still wins
    assert bot.search.depth == 9


def test_the_win_model_can_take_other_weights_by_the_players_still_in(monkeypatch):
    """judged_by: the weights named for the number of players still in, the duels' fit at
    any other count; a bot made with `weights` judges its rollouts by them."""
    import importlib
    module = importlib.import_module("rules.hotel_tycoon.strong")
    state = GAME.new(4, 3)
    simple = [GAME.bot("simple", s, 0) for s in range(4)]
    for _ in range(150):
        decision = state.pending()
        state.apply(simple[decision.seat].choose(state.view(decision.seat), decision).id)
    assert not state.eliminated
    cash_only = {"cash": 1.0, "land": 0, "buildings": 0, "entrances": 0, "income": 0,
                 "growth": 0}
    assert module.judged_by() is evaluate                       # nothing named: unchanged
    value = module.judged_by({"4": cash_only})(state)
    assert value == evaluate(state, weights=cash_only) != evaluate(state)
    assert module.judged_by({3: cash_only})(state) == evaluate(state)
    bot = StrongBot(GAME, 0, 5, iterations=30, weights={4: cash_only})
    assert bot.search.evaluate(state) == value
    monkeypatch.setattr(module, "WEIGHTS_BY_LEFT", {4: cash_only})
    assert StrongBot(GAME, 0, 5, iterations=30).search.evaluate(state) == value


def test_the_seat_decision_benchmark_samples_the_base_seat_and_scores_options_paired(
        monkeypatch, tmp_path, capsys):
    from tools import hotel_tycoon_seat_decisions as tool
    seen = [(key, d.seat, d.prompt, favourite) for key, state, d, favourite
            in tool.positions(3, 2, 7, 11)]
    assert seen and {key.split(":")[1] for key, *_ in seen} == {"11", "12"}
    assert all(seat == int(key.split(":")[1]) - 11 for key, seat, *_ in seen)   # g % players
    assert all(prompt != "hotel_tycoon.roll" for _, _, prompt, _ in seen)
    key, state, d, favourite = next(tool.positions(3, 1, 7, 11))
    share = tool.win_share(state, d.seat, favourite, 6)
    assert 0 <= share <= 1 and share == tool.win_share(state, d.seat, favourite, 6)
    monkeypatch.setattr(tool, "TRUTH", str(tmp_path / "truth.json"))
    tool.main(3, 1, 25, 4, 11, [{}, {"depth": 20}])
    out = capsys.readouterr().out
    assert "3 players, games 11+1" in out and 'vs first' in out


def test_at_three_and_four_players_rollouts_are_cut_later_and_overrides_held_stricter():
    """DEPTH_MULTI and Z_MULTI at 3-4 player tables, DEPTH and Z in duels; given ones hold at
    every table (the measuring tools pass them)."""
    import importlib
    module = importlib.import_module("rules.hotel_tycoon.strong")
    for players, expected in ((2, (module.DEPTH, module.Z)),
                              (3, (module.DEPTH_MULTI, module.Z_MULTI)),
                              (4, (module.DEPTH_MULTI, module.Z_MULTI))):
        state = GAME.new(players, 8)
        bot = StrongBot(GAME, 0, 5, iterations=12)
        decision = state.pending()
        bot.choose(state.view(decision.seat), decision)
        assert (bot.search.depth, bot.search.z) == expected
        given = StrongBot(GAME, 0, 5, iterations=12, depth=33, z=0.5)
        given.choose(state.view(decision.seat), decision)
        assert (given.search.depth, given.search.z) == (33, 0.5)
    assert (module.DEPTH_MULTI, module.Z_MULTI) != (module.DEPTH, module.Z)
