"""Brain's constants as a Policy: the defaults are `simple` choice for choice; another policy
plays legal, reproducible games; strong's rollouts play its own seat by the tuned policy and
the opponents by simple."""
import hashlib

import pytest

from rules.core.text import quiet_texts
from rules.hotel_tycoon import GAME
from rules.hotel_tycoon.bots import SIMPLE, TUNED, Brain, Policy, TunedBot
from rules.hotel_tycoon.playout import _Fields
from rules.hotel_tycoon.strong import rollout_policy
from tools.hotel_tycoon_tune import match

CAUTIOUS = Policy(reserve_base=1500, reserve_rate=10)


def _game(policies: list, seed: int, check=None) -> list[str]:
    """Every choice of a game where seat s plays Brain with policies[s]; each must be legal."""
    state = GAME.new(len(policies), seed)
    moves = []
    with quiet_texts():
        while (d := state.pending()) is not None:
            own = d.options_for(d.seat)
            choice = Brain(_Fields(state), d.seat, policies[d.seat]).choose(
                d.prompt, {o.id for o in own if o.by is None}, d.amount)
            if len(own) > 1:
                assert d.find(choice) is not None, (d.prompt, choice)
            else:
                choice = own[0].id
            if check:
                check(state, d, choice)
            moves.append(choice)
            state.apply(choice)
    assert state.result() is not None
    return moves


def test_the_default_policy_is_simple_choice_for_choice():
    # digest of every choice simple made (before its constants became a Policy) in six games
    # of 2, 3 and 4 players, seeds 0-5
    digest = hashlib.sha256()
    count = 0
    for seed in range(6):
        for move in _game([Policy()] * (2 + seed % 3), seed):
            digest.update(move.encode())
            count += 1
    assert Policy() == SIMPLE and TunedBot.policy == TUNED
    assert (count, digest.hexdigest()[:16]) == (1453, "9f25c49fdba18c4a")


def test_another_policy_plays_legal_reproducible_games_and_changes_choices():
    changed = False
    for seed in range(4):
        seats = [CAUTIOUS, SIMPLE] if seed % 2 == 0 else [SIMPLE, CAUTIOUS, SIMPLE]
        first = _game(seats, seed)
        assert _game(seats, seed) == first
        changed |= first != _game([SIMPLE] * len(seats), seed)
    assert changed
    assert match(CAUTIOUS, 4, 7) == match(CAUTIOUS, 4, 7)


def test_strongs_rollouts_play_its_seat_by_the_tuned_policy_and_the_opponent_by_simple():
    play = rollout_policy(1, CAUTIOUS)

    def check(state, decision, choice):
        assert play(state, decision, None).id == choice

    _game([SIMPLE, CAUTIOUS], 3, check)
    _game([SIMPLE, CAUTIOUS, SIMPLE], 4, check)


def test_the_threat_term_widens_the_reserve_by_the_opponents_rates_over_their_entrances():
    from rules.hotel_tycoon.bots import reserve
    from tests.hotel_tycoon.helpers import table
    state = table(2, owner={"UPTOWN": 1, "REEF": 1, "ZEBRA": 0},
                  level={"UPTOWN": 3, "REEF": 1},
                  entrances={"S03": "REEF", "S04": "REEF", "S13": "UPTOWN"})
    view = state.view(0)
    base = 1500 + 6 * 800                                 # UPTOWN's building 4: 800 a night
    assert reserve(view, 0, TUNED) == base + 2 * 400 + 600  # REEF 400 x 2, UPTOWN 600 x 1
    assert reserve(view, 0, SIMPLE) == 1000 + 6 * 800       # simple has no threat term
    assert reserve(view, 1, TUNED) == 1500                  # ZEBRA is bare: no threat


def test_the_tuned_policy_plays_legal_reproducible_games_unlike_simple():
    for seed in range(3):
        seats = [TUNED, SIMPLE] if seed % 2 == 0 else [SIMPLE, SIMPLE, TUNED]
        first = _game(seats, seed)
        assert _game(seats, seed) == first
    assert _game([TUNED, SIMPLE], 0) != _game([SIMPLE, SIMPLE], 0)


def test_the_first_player_who_cannot_pay_loses_simple_against_simple():
    from tools.hotel_tycoon_tune import first_failure
    assert first_failure(20) == (19, 0)       # 19 games with an unpaid debt: its debtor lost


def test_the_threat_term_counts_only_with_one_opponent_left():
    from rules.hotel_tycoon.bots import reserve
    from tests.hotel_tycoon.helpers import table
    state = table(3, owner={"REEF": 1}, level={"REEF": 1}, entrances={"S03": "REEF"})
    assert reserve(state.view(0), 0, TUNED) == 1500 + 6 * 600     # REEF's facility next


def test_multi_plays_every_seed_with_the_policy_in_each_seat():
    """simple against itself takes exactly the fair share (one winner a seed, counted once in
    each seat); another policy on the same seeds does not."""
    from tools.hotel_tycoon_tune import first_failure, multi
    assert multi(SIMPLE, 3, 4, 100) == 1 / 3
    assert multi(SIMPLE, 4, 2, 100) == 1 / 4
    assert multi(TUNED, 3, 4, 100) == 3 / 12       # other choices, other winners
    failed, won = first_failure(6, 0, players=3)
    assert failed == 6 and won == 0          # at three players, too, the first debtor lost


def test_the_fastmulti_tool_pairs_settings_on_the_same_games(capsys):
    from tools import hotel_tycoon_fastmulti as fastmulti
    got = fastmulti.shares(TUNED, 3, 2, 5)
    assert len(got) == 6 and all(0 <= g <= 1 for g in got)
    assert got == fastmulti.shares(TUNED, 3, 2, 5)          # the same seeds, the same games
    fastmulti.main(3, 2, 5, [{}, {}])
    assert "vs first: +0.00 [+0.00 +0.00] points" in capsys.readouterr().out


def test_the_fit_tool_recovers_the_weights_a_softmax_was_drawn_from():
    import math

    from tools import hotel_tycoon_fit as fit_tool
    assert fit_tool.solve([[2.0, 1.0], [1.0, 3.0]], [3.0, 5.0]) == pytest.approx([0.8, 1.4])
    true = [0.5, -1.2]
    rows = []
    for g in range(40):
        feats = [[(g * 7 + s * 3) % 5 - 2.0, (g * 5 + s * 11) % 7 / 3] for s in range(3)]
        e = [math.exp(sum(w * f for w, f in zip(true, x))) for x in feats]
        rows.append((g, 3, feats, [v / sum(e) for v in e]))
    assert fit_tool.fit(rows, [0.0, 0.0], ridge=0) == pytest.approx(true, abs=1e-6)
    played = fit_tool.positions(3, 1, 40, 5)
    assert played and all(len(x) == 8 for _, _, feats, _ in played for x in feats)
    assert all(sum(wins) == pytest.approx(1) for _, _, _, wins in played)
