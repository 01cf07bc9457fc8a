"""Hidden information (§4.12): each view shows what its seat may know and nothing more."""
import json

from rules.core import RandomBot
from rules.dominion import GAME
from rules.dominion.state import draw_pile_composition
from tests.dominion.helpers import do, kingdom_with, position

K = kingdom_with("library", "spy", "bureaucrat", "moat")


def _mid_game(seed=2, players=3):
    state = GAME.new(players, seed, {"kingdom": "random"})
    bots = [RandomBot(s, seed) for s in range(players)]
    for _ in range(120):
        d = state.pending()
        if d is None:
            break
        state.apply(bots[d.seat].choose(state.view(d.seat), d))
    return state


def _two(p2_hand, p2_discard):
    return position(2, kingdom=K, hands={0: ["gold", "moat"], 1: p2_hand},
                    decks={0: ["estate", "copper"], 1: ["duchy"]},
                    discards={0: ["silver"], 1: p2_discard})


def test_own_hand_and_counts_only():
    state = _two(["province", "spy"], ["curse", "village"])
    view = state.view(0)
    assert view["hand"] == ["gold", "moat"]
    assert view["hand_sizes"] == [2, 2] and view["deck_sizes"] == [2, 1]
    assert view["discard_sizes"] == [1, 2] and view["discard_tops"] == ["silver", "village"]
    assert draw_pile_composition(view) == {"copper": 1, "estate": 1}   # sorted by card id
    assert view["my_discard"] == {"silver": 1}
    # another hand of the same size, another discard pile under the same top: same view
    other = _two(["estate", "copper"], ["gold", "village"])
    seen = other.view(0)
    for shown in (view, seen):        # public card counts differ by construction
        for key in ("owned", "vp"):
            shown.pop(key)
        shown["machine"].pop("totals")
    assert json.dumps(view, sort_keys=True) == json.dumps(seen, sort_keys=True)


def test_no_deck_order_even_for_the_owner():
    for seat in range(3):
        state = _mid_game()
        if len(state.decks[seat]) < 2:
            continue
        before = [json.dumps(state.view(s), sort_keys=True) for s in range(3)]
        state.decks[seat].reverse()
        state.known[seat] = []
        state.touch()
        after = [json.dumps(state.view(s), sort_keys=True) for s in range(3)]
        assert before == after


def test_other_discard_piles_show_only_the_top_card():
    checked = 0
    for seed in range(4, 12):
        state = _mid_game(seed=seed)
        for victim in (1, 2):
            pile = state.discards[victim]
            if len(set(pile[:-1])) < 2:
                continue
            before = json.dumps(state.view(0), sort_keys=True)
            pile[:-1] = pile[-2::-1]          # reorder everything under the top card
            state.touch()
            assert json.dumps(state.view(0), sort_keys=True) == before
            checked += 1
    assert checked > 0


def test_known_top_cards_are_public():
    state = position(2, kingdom=K, hands={0: ["bureaucrat"], 1: ["estate"]})
    do(state, "play:bureaucrat")
    for seat in (0, 1):
        assert state.view(seat)["known_tops"] == [["silver"], ["estate"]]


def test_draw_events_are_private_to_the_drawer():
    state = position(2, kingdom=K, hands={0: ["library"]},
                     decks={0: ["gold", "spy"] + ["estate"] * 6})
    events = do(state, "play:library")
    draws = [e for e in events if e.kind == "draw"]
    assert draws and all(e.visible_to == (0,) for e in draws)
    assert all("cards" not in e.for_seat(1).data and e.for_seat(1).data["count"] == 1
               for e in draws)
    # the Library decision about the drawn Spy: its text is public, its options are not
    view1 = state.view(1)
    assert view1["decision"] is None and "Spy" not in view1["turn"]["text"]
    assert state.view(0)["decision"]["options"][0]["id"] == "keep:spy"


def test_vp_counter_option():
    state = position(2, kingdom=K, hands={0: ["estate"]}, variants={"vp_counter": False})
    assert state.view(0)["vp"] is None
    state = position(2, kingdom=K, hands={0: ["estate"]})
    assert state.view(1)["vp"] == [1, 0]


def test_views_are_json_and_never_hold_other_hands():
    state = _mid_game(seed=6, players=4)
    for seat in range(4):
        view = state.view(seat)
        assert json.loads(json.dumps(view)) == view
        assert view["hand"] == state.hands[seat]
        assert "hands" not in view and "decks" not in view


def test_every_event_kind_has_a_log_line_that_keeps_secrets():
    names = ["Ann", "Bob", "Cy"]
    kinds_seen = set()
    for seed in range(6):
        for mode in ("interaction", "big_money", "size_distortion", "village_square"):
            state = GAME.new(3, seed, {"kingdom": mode})
            bots = [RandomBot(s, seed) for s in range(3)]
            while (d := state.pending()) is not None:
                for event in state.apply(bots[d.seat].choose(state.view(d.seat), d)):
                    kinds_seen.add(event.kind)
                    assert GAME.describe(event, names), event.kind
                    for seat in range(3):
                        seen = event.for_seat(seat)
                        if seen is not None:
                            assert GAME.describe(seen, names)
                            if seen is not event:
                                assert not set(event.secret) & set(seen.data)
    assert {"turn", "phase", "buy", "cleanup", "draw", "shuffle", "play", "gain",
            "trash", "game_over"} <= kinds_seen
