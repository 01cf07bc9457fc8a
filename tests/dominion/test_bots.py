"""The Dominion bots (§10): buy lists, the Medium lookup and endgame rules, and the default
answer to every decision (§10.5). Bots read only the view and the decision."""
import pytest

from rules.core.simulate import play
from rules.dominion import GAME
from rules.dominion.bots import (BMU, BMU_34, SMITHY_BM, STRATEGIES, Ctx, MediumBot,
                                 SimpleBot, medium_strategy, one_card)
from tests.dominion.helpers import do, kingdom_with, position, run

BOT_NAMES = ["simple", "medium", "big_money", "smithy_big_money", "bmu_one_card",
             "pyminion_smithy"]


def _answer(state, name="medium", seat=None):
    decision = state.pending()
    seat = decision.seat if seat is None else seat
    bot = GAME.bot(name, seat, 1)
    return bot.choose(state.view(decision.seat), decision)


def _buy(hand, supply=None, owned_extra=(), name="medium", n=2, **kw):
    discards = {0: list(owned_extra)}
    state = position(n, kingdom=kw.pop("kingdom", kingdom_with("smithy", "witch")),
                     hands={0: list(hand)}, supply=supply or {}, discards=discards,
                     phase="buy", **kw)
    run(state)
    assert state.pending().prompt == "dominion.buy"
    return _answer(state, name).id


@pytest.mark.parametrize("name", BOT_NAMES)
def test_every_bot_finishes_games_in_every_kingdom_mode(name):
    for mode in ("first_game", "big_money", "interaction", "size_distortion",
                 "village_square", "random"):
        for players in (2, 4):
            played = play(GAME, players, 7, [name] * players, {"kingdom": mode})
            assert played.state.result() is not None


def test_every_prompt_has_a_default_and_bots_are_deterministic():
    seen = set()
    for seed in range(12):
        for mode in ("interaction", "big_money", "size_distortion", "village_square"):
            a = play(GAME, 3, seed, ["medium", "simple", "medium"], {"kingdom": mode})
            b = play(GAME, 3, seed, ["medium", "simple", "medium"], {"kingdom": mode})
            assert a.state.history == b.state.history
            seen |= {opt.split(":")[0] for _, opt in a.state.history}
    assert {"buy", "play", "end_turn"} <= seen


def test_big_money_buys_province_gold_silver():
    assert _buy(["gold", "gold", "silver"], name="big_money") == "buy:province"
    assert _buy(["gold", "gold"], name="big_money") == "buy:gold"
    assert _buy(["silver", "copper"], name="big_money") == "buy:silver"
    assert _buy(["copper", "copper"], name="big_money") == "end_turn"


def test_simple_is_big_money_ultimate():
    # Province only with more than $18 of money in the deck; Gold otherwise
    assert _buy(["gold", "gold", "silver"], name="simple") == "buy:gold"
    rich = ["gold"] * 5
    assert _buy(["gold", "gold", "silver"], name="simple", owned_extra=rich) == "buy:province"
    assert _buy(["gold", "silver"], name="simple", supply={"province": 4}) == "buy:duchy"
    assert _buy(["silver"], name="simple", supply={"province": 2}) == "buy:estate"
    assert _buy(["gold", "silver"], name="simple", supply={"province": 6}) == "buy:duchy"
    assert _buy(["silver", "copper"], name="simple") == "buy:silver"


def test_smithy_big_money_buys_smithy_by_treasure_count():
    state = position(2, kingdom=kingdom_with("smithy"), hands={0: ["silver", "silver"]},
                     phase="buy")
    run(state)
    assert _answer(state, "smithy_big_money").id == "buy:smithy"   # 2 treasures / 11 > 0
    state = position(2, kingdom=kingdom_with("smithy"), hands={0: ["silver", "silver"]},
                     discards={0: ["smithy"]}, phase="buy")
    run(state)
    assert _answer(state, "smithy_big_money").id == "buy:silver"


def test_pyminion_smithy_buys_smithy_at_exactly_four_like_pyminion():
    # pyminion's BigMoneySmithy: Province $8+, Gold $6+, Smithy at exactly $4, Silver $3+
    many = ["smithy"] * 4
    for hand, owned, wanted in ((["silver", "silver"], many, "buy:smithy"),
                                (["silver", "copper", "copper", "copper"], (), "buy:silver"),
                                (["silver", "copper"], (), "buy:silver"),
                                (["gold", "silver", "copper"], (), "buy:gold"),
                                (["gold", "gold", "silver"], (), "buy:province")):
        state = position(2, kingdom=kingdom_with("smithy"), hands={0: hand},
                         discards={0: list(owned)}, phase="buy")
        run(state)
        assert _answer(state, "pyminion_smithy").id == wanted, hand


def test_medium_lookup():
    assert medium_strategy(["witch", "smithy"], 2) == "double_witch"
    assert medium_strategy(["smithy", "militia"], 2) == "smithy_bm"
    assert medium_strategy(["militia", "moat"], 2) == "militia_bm"
    assert medium_strategy(["chapel", "cellar"], 2) == "bmu"
    assert medium_strategy(["witch", "moat"], 3) == "witch_moat_34"
    assert medium_strategy(["witch"], 4) == "witch_34"
    assert medium_strategy(["moat", "chapel"], 3) == "double_moat_34"
    assert medium_strategy(["chapel"], 3) == "bmu_34"
    assert medium_strategy(["adventurer", "chancellor"], 2) == "adventurer_bm"
    assert one_card(["chapel", "smithy", "witch"]) == "witch"
    assert set(STRATEGIES) >= {"big_money", "bmu", "smithy_bm", "double_witch"}


def test_simple_uses_the_three_four_player_list():
    bot = SimpleBot(0, 1)
    assert bot.make_rules({"turns": [1, 1]}) is BMU
    assert bot.make_rules({"turns": [1, 1, 1]}) is BMU_34
    assert MediumBot(0, 1).make_rules({"turns": [1, 1], "kingdom": ["smithy"]}) is SMITHY_BM


def test_gains_to_end():
    view = position(2, kingdom=kingdom_with("smithy"), supply={"curse": 1, "smithy": 2,
                                                              "estate": 3}).view(0)
    assert Ctx(view).gte == 6
    view = position(2, kingdom=kingdom_with("smithy"), supply={"province": 2}).view(0)
    assert Ctx(view).gte == 2


def test_medium_ends_the_game_when_that_wins():
    # last Province: ahead after buying it -> buy it even though the list says Gold first
    ans = _buy(["gold", "gold", "silver"], supply={"province": 1}, owned_extra=["duchy"])
    assert ans == "buy:province"


def test_medium_does_not_end_the_game_to_lose():
    state = position(2, kingdom=kingdom_with("smithy", "witch"), hands={0: ["gold"] * 3},
                     supply={"province": 1}, discards={1: ["province"] * 3}, phase="buy")
    run(state)
    assert _answer(state).id != "buy:province"


def test_medium_penultimate_province_rule():
    # opponent ahead and rich: taking the second-last Province would let them win
    state = position(2, kingdom=kingdom_with("smithy", "witch"), hands={0: ["gold"] * 3},
                     supply={"province": 2},
                     discards={0: ["gold"] * 4, 1: ["province"] * 2 + ["gold"] * 8},
                     phase="buy")
    run(state)
    assert _answer(state).id == "buy:duchy"


def test_default_militia_discards():
    state = position(2, kingdom=kingdom_with("militia", "smithy", "village"),
                     hands={0: ["militia"], 1: ["copper", "estate", "smithy", "smithy",
                                                "gold", "curse"]})
    do(state, "play:militia")
    while state.pending().seat == 1:
        do(state, _answer(state).id)
    assert sorted(state.discards[1]) == ["curse", "estate", "smithy"]


def test_default_cellar_chapel_and_throne_room():
    k = kingdom_with("cellar", "chapel", "throne_room", "smithy")
    state = position(2, kingdom=k, hands={0: ["cellar", "estate", "duchy", "copper", "smithy"]},
                     decks={0: ["gold"] * 5})
    assert _answer(state).id == "play:cellar"
    do(state, "play:cellar")
    while state.pending().prompt == "dominion.cellar":
        do(state, _answer(state).id)
    assert sorted(state.discards[0]) == ["duchy", "estate"]
    state = position(2, kingdom=k, hands={0: ["chapel", "curse", "estate", "copper"]},
                     discards={0: ["gold"] * 3})
    do(state, "play:chapel")
    while state.pending().prompt == "dominion.chapel":
        do(state, _answer(state).id)
    assert sorted(state.trash) == ["copper", "curse", "estate"]
    state = position(2, kingdom=k, hands={0: ["throne_room", "smithy", "chapel"]},
                     decks={0: ["estate"] * 8})
    assert _answer(state).id == "play:throne_room"
    do(state, "play:throne_room")
    assert _answer(state).id == "play:smithy"


def test_default_library_spy_thief_moat_bureaucrat():
    k = kingdom_with("library", "spy", "thief", "moat", "bureaucrat", "smithy")
    state = position(2, kingdom=k, hands={0: ["library"]}, decks={0: ["smithy"] + ["estate"] * 8})
    do(state, "play:library")
    assert _answer(state).id == "set_aside:smithy"          # no Actions left to play it
    state = position(2, kingdom=k, hands={0: ["spy"]},
                     decks={0: ["estate", "copper", "gold"], 1: ["gold", "estate"]})
    do(state, "play:spy")
    assert _answer(state).id == "discard"                    # own Copper
    do(state, "discard")
    assert _answer(state).id == "discard"                    # opponent's Gold
    state = position(2, kingdom=k, hands={0: ["thief"]}, decks={1: ["copper", "gold"]})
    do(state, "play:thief")
    assert _answer(state).id == "trash:gold"
    do(state, "trash:gold")
    assert _answer(state).id == "pick:gold"
    state = position(2, kingdom=k, hands={0: ["thief"], 1: ["moat"]})
    do(state, "play:thief")
    assert _answer(state).id == "reveal"
    state = position(2, kingdom=k, hands={0: ["bureaucrat"], 1: ["province", "estate"]})
    do(state, "play:bureaucrat")
    assert _answer(state).id == "topdeck:estate"


def test_default_gains_remodel_mine_chancellor_feast():
    k = kingdom_with("remodel", "mine", "chancellor", "feast", "workshop", "smithy")
    state = position(2, kingdom=k, hands={0: ["remodel", "curse", "gold", "copper"]})
    do(state, "play:remodel")
    assert _answer(state).id == "trash:curse"
    state = position(2, kingdom=k, hands={0: ["mine", "copper", "silver"]})
    do(state, "play:mine")
    assert _answer(state).id == "trash:silver"
    do(state, "trash:silver")
    assert _answer(state).id == "gain:gold"
    state = position(2, kingdom=k, hands={0: ["feast"]})
    do(state, "play:feast")
    assert _answer(state).id in ("gain:duchy", "gain:smithy", "gain:silver")
    state = position(2, kingdom=k, hands={0: ["workshop"]})
    do(state, "play:workshop")
    assert _answer(state).id == "gain:silver"
    state = position(2, kingdom=k, hands={0: ["chancellor"]},
                     decks={0: ["estate", "estate", "copper"]}, discards={0: ["gold"]})
    do(state, "play:chancellor")
    assert _answer(state).id == "yes"                        # the deck is junk-heavy


def test_draft_bot_takes_the_ranked_cards():
    state = GAME.new(2, 3, {"kingdom": "draft"})
    picks = []
    while state.phase == "draft":
        option = _answer(state)
        picks.append(option.args[0])
        state.apply(option)
    assert picks[:3] == ["witch", "smithy", "militia"]
    assert len(picks) == 10


def test_bots_see_only_the_view():
    state = GAME.new(2, 4)
    view = state.view(state.pending().seat)
    assert "decks" not in view and "hands" not in view
    assert _answer(state).id.startswith(("buy:", "end_turn"))
