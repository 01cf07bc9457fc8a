"""The `simple` bot (spec 10.2): sensible single decisions, determinism, strength against random."""
import pytest

from rules.core.simulate import play, simulate, win_rates
from rules.hermagor import GAME
from rules.hermagor import data as D

from .helpers import buying, new, place_tiles, put_disc, put_post, selling


def _choose(state, seat=None, seed=0):
    decision = state.pending()
    bot = GAME.bot("simple", decision.seat if seat is None else seat, seed)
    return bot.choose(state.view(decision.seat), decision)


def test_simple_bot_takes_the_sale_that_encloses_a_region():
    state = new(3, 1)
    red = state.colours[0]
    selling(state, 0, held={0: ["G06"]}, merchant={0: "hermagor"})
    put_post(state, red, "hollin", "brackwell")
    # westford (blessing, trip 2) closes the nobility region R04; other sales close nothing.
    assert _choose(state).id == "move_sell:westford"


def test_simple_bot_passes_when_it_cannot_sell():
    state = new(3, 2)
    selling(state, 0, held={0: []}, money={0: 20})
    assert _choose(state).id == "pass"


def test_simple_bot_sells_where_it_stands_when_that_is_free():
    state = new(3, 3)
    selling(state, 1, held={1: ["G08"]}, merchant={1: "vellmouth"})
    assert _choose(state).id == "sell"


def test_simple_bot_puts_its_disc_on_the_most_valuable_row():
    state = new(4, 4)
    red, blue = state.colours[:2]
    put_disc(state, blue, "relic", 0)                 # cemetery next pays 3
    state.prices.update({"corn": 9, "weapon": 5})     # cornfield pays 5 + end value 8..9
    selling(state, 0, held={0: ["G05"]}, merchant={0: "hollin"})
    put_post(state, red, "hollin", "dunmere", "carrow")
    state.apply("move_sell:brackwell")                 # closes R12
    assert state.pending().prompt == "hermagor.place_disc"
    assert _choose(state).id == "place_disc:R12:cornfield"


def test_simple_bot_raises_only_a_price_it_profits_from_more_than_others():
    from .test_phase2 import to_awards
    state = new(3, 5)
    buying(state, seat=0, stalls={"S21": "G01", "S22": "G12"})
    to_awards(state, {"S21": state.colours[0]})
    assert state.pending().prompt == "hermagor.raise_price" and state.pending().seat == 0
    assert _choose(state).id == "raise_price:corn"    # only red holds corn
    state = new(3, 5)
    buying(state, seat=0, stalls={"S21": "G12", "S22": "G02", "S23": "G01"})
    to_awards(state, {"S21": state.colours[1], "S22": state.colours[2], "S23": state.colours[0]})
    assert state.pending().seat == 0 and state.held[1:] == [["G12"], ["G02"]]
    assert _choose(state).id == "raise_price:none"    # both rivals already hold corn


def test_simple_bot_passes_a_buyer_when_it_cannot_afford_one():
    state = new(3, 6)
    buying(state, seat=0)
    state.money[0] = 1
    state.touch()
    assert _choose(state).id == "pass_buyer"


def test_simple_bot_places_a_buyer_that_wins_a_tile():
    state = new(3, 7)
    buying(state, seat=0, stalls={s: t for s, t in zip(D.used_stalls(3),
                                                        ["G02", "G04", "G06", "G08", "G10",
                                                         "G12", "G14", "G16", "SP_GOODDEAL",
                                                         "G01", "G03", "G05"])})
    option = _choose(state)
    assert option.kind == "place_buyer"
    state.apply(option)
    leaders = state.view(0)["stall_leaders"]
    assert any(lead["winner"] == state.colours[0] for lead in leaders.values())


def test_simple_bot_neutral_post_doubles_its_own_rent_and_never_helps_the_rival():
    state = new(2, 8)
    red, blue = state.colours
    selling(state, 0, held={0: ["G02"]}, merchant={0: "zennor"})
    put_post(state, red, "yewdale")
    put_post(state, blue, "hollin")
    state.apply("pass")
    decision = state.pending()
    assert decision.prompt == "hermagor.neutral_post"
    assert _choose(state).id == "place_neutral_post:yewdale"
    state2 = new(2, 8)
    selling(state2, 0, held={0: ["G07"]}, merchant={0: "zennor"})
    put_post(state2, blue, "hollin")
    state2.apply("pass")
    assert _choose(state2).id == "skip_neutral"


def test_simple_bot_is_deterministic():
    a = play(GAME, 3, 11, ["simple", "simple", "random"])
    b = play(GAME, 3, 11, ["simple", "simple", "random"])
    assert a.state.history == b.state.history


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_simple_beats_random(players):
    summary = simulate(GAME, players, 500, 6, ["simple"] + ["random"] * (players - 1))
    assert win_rates(summary)[0] >= 5 / 6


def test_simple_bot_start_player_choice():
    state = new(3, 9)
    place_tiles(state, {}, {0: ["G02"], 1: ["G04", "G06"], 2: ["G09"]})   # red: corn + book
    state.stage, state.namer = "start", 0
    state.touch()
    assert _choose(state).id == "choose_start:2"          # the rival with fewest goods tiles
    place_tiles(state, {}, {0: ["G02"], 1: ["G04", "G06"], 2: ["G09", "G12"]})
    assert _choose(state).id == "choose_start:0"          # G12 sells corn too: contested
    place_tiles(state, {}, {0: ["G02"], 1: ["G04", "G06"], 2: ["G09"]})
    state.action_stack = []                               # last round: keep the start
    state.touch()
    assert _choose(state).id == "choose_start:0"
