"""Results explain every point: each game's columns add up with their reasons, the game names
why it ended, and the standing round by round ends at the final scores (issue 11, point 10)."""
import pytest

import rules
from rules.core.timeline import timeline
from scenes.i18n import tr

EXPLAINED = ["dominion", "hermagor", "nauticus", "hotel_tycoon", "kairo", "itchy_feet"]
# Itchy Feet is a race: its standing (how close to the centre) is not its score (who won)
SCORED_STANDING = ["dominion", "hermagor", "nauticus", "hotel_tycoon", "kairo"]
NAMES = ["Anna", "Bela", "Csilla", "Dora", "Emil"]


def finished(game_id: str, players: int, seed: int):
    game = rules.get(game_id)
    state = game.new(players, seed)
    bots = [game.bot("simple", s, 100 + s) for s in range(players)]
    while (decision := state.pending()) is not None:
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
    return game, state


@pytest.mark.parametrize("game_id", EXPLAINED)
@pytest.mark.parametrize("players", [2, 3])
def test_every_column_adds_up_and_has_its_reason(game_id, players):
    game, state = finished(game_id, players, 7)
    result = state.result()
    assert result.reason, "the results name why the game ended"
    assert tr(result.reason, NAMES, game).strip()
    assert len(result.explain) == players
    for seat in range(players):
        entry = result.breakdown[seat]
        assert sum(entry.values()) == result.scores[seat]
        for key, value in entry.items():
            why = tr(result.why(seat, key), NAMES, game)
            assert why and "{" not in why, f"{game_id} seat {seat}: no reason for {key}"
            # the reason states the number (or the counts it comes from) in words
            assert any(ch.isdigit() for ch in why), why


def test_dominion_arithmetic_matches_the_cards():
    game, state = finished("dominion", 2, 3)
    result = state.result()
    for seat in range(2):
        owned = state.owned[seat]
        assert tr(result.why(seat, "duchies"), NAMES, game).startswith(
            f"{owned.get('duchy', 0)} Duch")
        assert result.breakdown[seat]["duchies"] == 3 * owned.get("duchy", 0)


def test_dominion_leaves_out_gardens_without_gardens():
    game, state = finished("dominion", 2, 3)
    assert "gardens" not in state.supply
    assert all("gardens" not in entry for entry in state.result().breakdown)


def test_hermagor_names_the_rows_that_paid_and_the_counts():
    from rules.hermagor.scoring import duchy_counts, main_road_counts, production_income
    game, state = finished("hermagor", 3, 5)
    result = state.result()
    road = main_road_counts(state.colours, state.posts)
    for seat, colour in enumerate(state.colours):
        details = result.details[seat]
        paid = production_income(colour, state.rows, state.prices)
        rows_text = tr(details["production_rows"], NAMES, game)
        for value in paid.values():
            assert str(value) in rows_text
        assert sum(paid.values()) == result.breakdown[seat]["production"]
        assert details["main_road_posts"] == road[seat]
        counts = duchy_counts(colour, state.posts)
        assert tr(details["duchy_posts"], NAMES, game).count(" ") >= len(counts)
        assert f"= {result.breakdown[seat]['dukedoms']}" in tr(result.why(seat, "dukedoms"),
                                                                NAMES, game)


def test_hermagor_money_is_shown_to_everybody_once_the_game_is_over():
    game, state = finished("hermagor", 3, 5)
    for seat in range(3):
        assert all(p["money"] is not None for p in state.view(seat)["players"])


@pytest.mark.parametrize("game_id", SCORED_STANDING)
def test_the_standing_round_by_round_ends_at_the_scores(game_id):
    game, state = finished(game_id, 3, 5)
    line = timeline(game, game.new(3, 5), state.history)
    assert line.values[-1] == state.result().scores
    assert line.steps[0] == 0 and line.steps[-1] == len(state.history)
    assert line.steps == sorted(line.steps)
    rounds = [r for i, r in enumerate(line.rounds) if i == 0 or r != line.rounds[i - 1]]
    assert rounds == sorted(rounds) and len(rounds) >= 2
    for number in rounds:                  # a round's start is where the game says it began
        step = line.round_start(number)
        again = game.new(3, 5)
        for _seat, option_id in state.history[:step]:
            again.apply(option_id)
        assert game.progress(again)[0] == number


@pytest.mark.parametrize("game_id", [g for g in EXPLAINED if g != "hermagor"])   # (money:
def test_the_round_alone_is_the_rounds_progress_and_changes_no_timeline(game_id):  # cheap)
    """`progress_round` (asked after every move, `progress` only as a round begins) names the
    round `progress` names, and the timeline is the one `progress` alone draws."""
    import dataclasses
    game, state = finished(game_id, 3, 7)
    again = game.new(3, 7)
    for _seat, option_id in state.history:
        assert game.progress_round(again) == game.progress(again)[0]
        again.apply(option_id)
    plain = dataclasses.replace(game, progress_round=None)
    assert timeline(game, game.new(3, 7), state.history) == \
        timeline(plain, game.new(3, 7), state.history)


def test_a_game_without_progress_has_no_timeline():
    from tests.toygame import gavel
    state = gavel.GAME.new(2, 1)
    assert gavel.GAME.progress is None
    assert timeline(gavel.GAME, state, []) is None


def test_hermagor_counts_nobility_spaces_the_way_the_log_does():
    game = rules.get("hermagor")
    for seed in range(1, 30):
        state = game.new(3, seed)
        bots = [game.bot("simple", s, 100 + s) for s in range(3)]
        best = {}
        while (decision := state.pending()) is not None:
            for event in state.apply(bots[decision.seat].choose(
                    state.view(decision.seat), decision).id):
                if event.kind == "nobility_placed" and event.data.get("seat") is not None:
                    line = tr(game.describe_event(event, NAMES), NAMES, game)
                    space = int(line.split("on space ")[1].split(":")[0])
                    best[event.data["seat"]] = max(best.get(event.data["seat"], 0), space)
        if best:
            break
    result = state.result()
    for seat in range(3):
        shown = result.details[seat]["nobility_space"]
        assert shown == best[seat] if seat in best else tr(shown, NAMES, game) == "none"


@pytest.mark.parametrize("game", __import__("tests.games", fromlist=["ALL"]).ALL,
                         ids=lambda g: g.id)
def test_a_game_that_explains_explains_every_column(game):
    """The shared contract for the games still coming: `explain`, where a game gives it, has
    the arithmetic of every column of every seat; `progress`, where given, is one value per
    seat."""
    players = game.min_players
    state = game.new(players, 3)
    bots = [game.bot("simple" if "simple" in game.bots else "random", s, 10 + s)
            for s in range(players)]
    while (decision := state.pending()) is not None:
        state.apply(bots[decision.seat].choose(state.view(decision.seat), decision).id)
        if game.progress is not None and state.steps % 50 == 0:
            round_number, values = game.progress(state)
            assert isinstance(round_number, int) and len(values) == players
    result = state.result()
    if result.explain:
        assert len(result.explain) == players
        for seat, entry in enumerate(result.breakdown):
            assert set(entry) <= set(result.explain[seat]), f"seat {seat}: a column lacks why"


def test_hotel_tycoon_names_each_hotel_and_its_price():
    from rules.hotel_tycoon.data import HOTELS
    game, state = finished("hotel_tycoon", 2, 7)
    result = state.result()
    for seat in range(2):
        if seat in state.eliminated:
            assert "bankrupt" in tr(result.why(seat, "land"), NAMES, game)
            continue
        land = tr(result.why(seat, "land"), NAMES, game)
        for plot in state.owned(seat):
            # numbers of four or more digits are grouped in a person's language (English: 2,500)
            assert f"{tr(HOTELS[plot]['name'], NAMES, game)} {HOTELS[plot]['land']:,}" in land
        assert land.endswith(f"= {result.breakdown[seat]['land']:,}")


def test_kairo_counts_stall_sizes_medals_and_money():
    from rules.kairo.data import MONEY_PER_VP
    game, state = finished("kairo", 3, 7)
    result = state.result()
    for seat in range(3):
        sizes = sum(sum(range(2, len(st["tiles"]) + 1)) for st in state.stalls
                    if st["owner"] == seat)
        assert sizes == result.breakdown[seat]["size_vp"]     # the text's arithmetic is the rule's
        assert tr(result.why(seat, "size_vp"), NAMES, game).endswith(str(sizes))
        units = sum(state.money[seat].values())
        assert tr(result.why(seat, "money_vp"), NAMES, game).startswith(
            f"{units} units of money ÷ {MONEY_PER_VP} = {units // MONEY_PER_VP}")


def test_itchy_feet_explains_the_safety_limit_scores():
    game, state = finished("itchy_feet", 3, 7)
    for seat in range(3):
        why = state.explain_points(seat)
        progress = tr(why["progress"], NAMES, game)
        assert progress.startswith(f"{state.coverage(seat)} of the next trip")
        assert progress.endswith(f"= {state.progress_points(seat)}")
        home = tr(why["home_points"], NAMES, game)
        assert home.endswith("= 10" if state.home_done[seat] else ": 0")
