"""Final scoring (section 5) and the winner's tie-breaks (5.4)."""
from rules.hermagor import data as D
from rules.hermagor.scoring import (duchy_counts, duchy_income, final_breakdown,
                                    main_road_counts, main_road_results, production_income)

from .helpers import BLUE, GREEN, RED, WHITE, YELLOW, check, new, put_disc, put_post, selling


def test_example_9_3_final_production_income_reconstructed():
    rows = {"corn": [RED, None, None, None], "salt": [BLUE, None, None, None],
            "amulet": [RED, BLUE, GREEN, RED], "book": [RED, YELLOW, None, None],
            "weapon": [BLUE, GREEN, BLUE, GREEN], "blessing": [GREEN, RED, None, None],
            "dragon_egg": [YELLOW, None, None, None], "relic": [None, None, None, None]}
    prices = {"corn": 8, "salt": 5, "amulet": 10, "book": 7, "weapon": 9, "blessing": 8,
              "dragon_egg": 9, "relic": 7}
    totals = {c: sum(production_income(c, rows, prices).values())
              for c in (RED, BLUE, YELLOW, GREEN)}
    assert totals == {RED: 24, BLUE: 17, YELLOW: 11, GREEN: 23}
    assert production_income(RED, rows, prices)["amulet"] == 9   # two discs count once
    # The seed's rows list the green slot numbers still visible.
    visible = {g: " ".join(str(D.SLOT_VALUES[k]) for k in range(4)
                           if rows[g][k] is None and not D.slot_hidden(k, prices[g]))
               for g in D.GOODS}
    assert visible == {"corn": "3 1 0", "salt": "3", "amulet": "", "book": "1 0",
                       "weapon": "", "blessing": "1 0", "dragon_egg": "3 1 0",
                       "relic": "5 3 1 0"}
    assert [D.end_value(prices[g]) for g in D.GOODS[:7]] == [6, 0, 9, 3, 8, 6, 8]


def test_example_9_4_dukedoms():
    posts = {v: [] for v in D.VILLAGE_ORDER}
    north = [v for v in D.VILLAGE_ORDER if D.DUCHY[v] == "north"]
    south = [v for v in D.VILLAGE_ORDER if D.DUCHY[v] == "southwest"]
    east = [v for v in D.VILLAGE_ORDER if D.DUCHY[v] == "east"]
    for v in north[:9] + south[:5] + east[:2]:
        posts[v].append(RED)
    assert duchy_counts(RED, posts) == {"north": 9, "southwest": 5, "east": 2}
    assert duchy_income(RED, posts, 4) == 6
    assert duchy_income(RED, posts, 5) == 8
    assert duchy_income(RED, posts, 2) == 6            # G-44: x3 with 2 players
    for v in east[:2]:
        posts[v].remove(RED)
    assert duchy_income(RED, posts, 4) == 0


def test_example_9_5_main_road_with_five_players():
    assert main_road_results([6, 6, 4, 3, 3]) == [5, 5, 0, -5, -5]
    assert main_road_results([6, 6, 3, 3, 3]) == [5, 5, -5, -5, -5]


def test_example_9_22_main_road_with_two_players_ignores_neutral_posts():
    assert main_road_results([3, 3]) == [0, 0]
    assert main_road_results([4, 2]) == [5, -5]
    posts = {v: [] for v in D.VILLAGE_ORDER}
    for v in D.MAIN_ROAD_VILLAGES:
        posts[v].append(WHITE)
    for v in D.MAIN_ROAD_VILLAGES[:4]:
        posts[v].append(RED)
    for v in D.MAIN_ROAD_VILLAGES[4:6]:
        posts[v].append(BLUE)
    assert main_road_counts([RED, BLUE], posts) == [4, 2]
    table = final_breakdown([RED, BLUE], [10, 10], {g: [None] * 4 for g in D.GOODS},
                            {g: 5 for g in D.GOODS}, posts, 2)
    assert [t["main_road"] for t in table] == [5, -5]


def _example_9_20():
    state = new(3, 20)
    red, blue, green = state.colours        # the seed's green is seat 2
    state.action_stack = []
    selling(state, 0, hand=[1, 0, 0])
    state.prices.update({"corn": 8, "relic": 10, "salt": 5, "book": 7})
    put_disc(state, red, "corn", 0)
    put_disc(state, blue, "corn", 1)
    put_disc(state, red, "relic", 0)
    put_disc(state, blue, "relic", 1)
    put_disc(state, red, "relic", 2)
    put_disc(state, green, "salt", 0)
    put_disc(state, green, "book", 0)
    put_post(state, red, "aldermoor", "hollin", "brackwell", "ashcombe", "dunmere", "carrow",
             "westford", "ravensbridge", "larkby", "southbarrow", "thornwick",
             "eastbrook", "kingsholm", "yewdale", "nettlebed")
    put_post(state, blue, "hollin", "brackwell", "ashcombe",
             "sealmouth", "oxmere", "larkby", "southbarrow", "thornwick", "pellham", "quarrow",
             "kingsholm", "yewdale", "nettlebed", "wyncombe", "ivybridge")
    put_post(state, green, "hollin", "brackwell", "ashcombe", "dunmere", "carrow",
             "larkby", "southbarrow", "thornwick", "pellham", "quarrow",
             "juniper", "highcliff", "kingsholm", "yewdale", "nettlebed")
    state.money = [80, 85, 90]
    state.touch()
    return state


def test_example_9_20_complete_final_scoring():
    state = _example_9_20()
    red, blue, green = state.colours
    assert [duchy_counts(c, state.posts) for c in state.colours] == [
        {"north": 6, "southwest": 5, "east": 4}, {"north": 3, "southwest": 7, "east": 5},
        {"north": 5, "southwest": 5, "east": 5}]
    assert main_road_counts(state.colours, state.posts) == [4, 2, 2]
    state.apply("pass")                                   # the last action of the game
    result = state.result()
    assert result.scores == [112, 104, 103]
    assert result.ranking == [[0], [1], [2]] and result.tiebreak is None
    assert [(b["production"], b["dukedoms"], b["main_road"]) for b in result.breakdown] == [
        (15, 12, 5), (15, 9, -5), (3, 15, -5)]
    assert result.scores == [112, 104, 103]
    assert [sum(b.values()) for b in result.breakdown] == [112, 104, 103]


def _tie_state(p_discs, p_nob, q_discs, q_nob):
    """Seats 0 (P) and 1 (Q) both end with 100 coins; seat 2 far behind."""
    state = new(3, 21)
    goods = {0: list(D.GOODS), 1: list(reversed(D.GOODS))}
    for seat, discs, nob in ((0, p_discs, p_nob), (1, q_discs, q_nob)):
        for k in range(discs):
            put_disc(state, state.colours[seat], goods[seat][k], 0)
        if nob is not None:
            put_disc(state, state.colours[seat], None, nob)
    for k in range(max([n for n in (p_nob, q_nob) if n is not None], default=-1)):
        if state.nobility[k] is None:                     # the track fills from the left
            put_disc(state, state.colours[2], None, k)
    state.money = [100, 100, 10]
    state.final = None
    state.stage = "over"
    state.touch()
    check(state)
    return state.result()


def test_example_9_21_equal_discs_then_any_nobility_disc_wins():
    result = _tie_state(3, 2, 4, None)
    assert result.ranking[0] == [0] and result.tiebreak == "nobility disc furthest right"
    assert result.details[0]["discs"] == result.details[1]["discs"] == 4


def test_example_9_21_nobility_disc_further_right_wins():
    result = _tie_state(3, 2, 3, 5)
    assert result.ranking[0] == [1] and result.tiebreak == "nobility disc furthest right"
    # counted from 1, as the log and the board count the nobility spaces
    assert [d["nobility_space"] for d in result.details[:2]] == [3, 6]


def test_example_9_21_more_discs_wins_first():
    result = _tie_state(3, 2, 4, 5)
    assert result.ranking[0] == [1] and result.tiebreak == "more discs on the price table"


def test_example_9_21_shared_victory():
    result = _tie_state(4, None, 4, None)
    assert result.ranking == [[0, 1], [2]]
    assert result.tiebreak.startswith("shared victory")


def test_final_money_may_be_negative():
    state = new(3, 22)
    state.action_stack = []
    selling(state, 0, hand=[1, 0, 0])
    put_post(state, state.colours[1], "westford")
    put_post(state, state.colours[2], "eastbrook")
    state.money = [2, 50, 50]
    state.touch()
    state.apply("pass")
    assert state.result().scores[0] == 2 - 5
    assert state.result().ranking[-1] == [0]
