"""A full Kairo state that agrees with one seat's view, for the search of the `strong` bot.

Unknown to a seat: the cards in other hands, the order of the draw pile, the order of the
neutral-stall bag and (unless `open_money`) other players' money. Cards are dealt from the unseen
ones (all cards minus the seat's hand, the display and the discard pile) to the hand sizes the
view shows; other players' money is guessed (2 units of every colour): the search only needs
a plausible purse, and the payments that would pin it down are in the log, not the view.
"""
from __future__ import annotations

from rules.core import Rng
from rules.core.search import bare_state

from rules.core.state import copy_data

from .data import CARD_IDS, COLOURS
from .state import KairoState

BASE_PROMPTS = ("kairo.action", "kairo.final_action", "kairo.setup_colour",
                "kairo.setup_neutral")


def _guess_money(view: dict, seat: int) -> dict:
    """A plausible purse: 2 units per colour (players hold a few units of most colours)."""
    return {c: 2 for c in COLOURS}


def determinize(view: dict, seat: int, rng: Rng) -> KairoState:
    n = view["num_players"]
    turn = view["turn"]
    if view["action"] is None and turn is not None and turn["prompt"] not in BASE_PROMPTS:
        raise ValueError("another seat is in the middle of an action: only the seat about to "
                         "decide can be sampled now")
    state = bare_state(KairoState, view, rng,
                       [copy_data(view["action"])] if view["action"] is not None else [])
    state.stalls = [dict(st, tiles=list(st["tiles"])) for st in view["stalls"]]
    state.customers = dict(view["customers"])
    state.supply = dict(view["supply"])
    state.medals = {c: dict(m) for c, m in view["medals"].items()}
    for key in ("vp", "size_vp", "medal_vp", "criers", "passed"):
        setattr(state, key, list(view[key]))
    for key in ("crier_space", "start", "stage", "idle", "main_passes", "turns_taken",
                "end_reason"):
        setattr(state, key, view[key])
    state.turn = view["turn_seat"]
    state.display = list(view["display"])
    state.discard = list(view["discard"])
    state.queue = [list(q) for q in view["queue"]]
    placed = {st["colour"] for st in state.stalls if st["owner"] == -1}
    drawn = {q[2] for q in state.queue if q[2] is not None}
    bag = [c for c in COLOURS if c not in placed and c not in drawn]
    rng.shuffle(bag)
    state.neutral_bag = bag[:view["neutral_bag_size"]]
    state.money = [dict(m) if m is not None else _guess_money(view, s)
                   for s, m in enumerate(view["money"])]
    known = set(view["hand"]) | {c for c in view["display"] if c} | set(view["discard"])
    unseen = [c for c in CARD_IDS if c not in known]
    rng.shuffle(unseen)
    state.hands = []
    for s in range(n):
        if s == seat:
            state.hands.append(list(view["hand"]))
        else:
            size = view["hand_sizes"][s]
            state.hands.append(unseen[:size])
            unseen = unseen[size:]
    state.deck = unseen
    state.after_load()
    state.touch()
    return state
