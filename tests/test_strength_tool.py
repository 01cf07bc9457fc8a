"""tools/strength: seats alternate, ties share a win, the interval brackets the share."""
from tools import strength


def test_wilson_interval_brackets_the_share():
    low, high = strength.wilson(70, 100)
    assert low < 0.70 < high and 0.59 < low < 0.61 and 0.78 < high < 0.79
    assert strength.wilson(0, 0) == (0.0, 1.0)


def test_a_small_match_on_the_test_game_adds_up():
    r = strength.match("gavel", "simple", "random", games=6, players=2, budget_ms=None,
                       workers=1)
    assert r["games"] == 6 and 0 <= r["wins"] <= 6
    assert r["interval95"][0] <= r["share"] <= r["interval95"][1]
    assert "gavel 2p simple vs random" in strength.line(r)



def test_a_cpu_clock_budget_reaches_the_searching_bot_and_the_report():
    r = strength.match("gavel", "strong", "random", games=2, players=2, budget_ms=5,
                       workers=1, clock="cpu")
    assert r["clock"] == "cpu" and r["games"] == 2
    assert "(5 ms cpu)" in strength.line(r)


def test_progress_is_reported_after_every_game():
    seen = []
    r = strength.match("gavel", "simple", "random", games=3, players=2, budget_ms=None,
                       workers=1, progress=lambda done, wins: seen.append((done, wins)))
    assert [d for d, _ in seen] == [1, 2, 3] and seen[-1][1] == r["wins"]
