"""Build Itchy Feet positions directly (as the spec's worked examples do) and play them."""
from __future__ import annotations

from rules.core import ScriptedRng
from rules.itchy_feet import GAME, PASSPORTS, WHITE
from rules.itchy_feet.cards import COUNTRY_ORDER

A, B, C, D = 0, 1, 2, 3


def position(n=3, hands=None, pile=None, discard=None, homes=None, centre="JPN",
             home_done=None, characters=None, variants=None, active=0, rolls=None, seed=0,
             pile_fill=0):
    """A state with exactly the given zones; it is `active`'s main decision (the first player).

    `pile` lists the draw pile bottom to top; `pile_fill` puts that many other white items
    (not in any given zone) under it. `rolls` scripts the generator's `below` draws."""
    state = GAME.new(n, seed, variants)
    hands = hands or {}
    state.hands = [list(hands.get(s, [])) for s in range(n)]
    state.discard = list(discard or [])
    used = set(state.discard).union(*map(set, state.hands), pile or [])
    filler = [c for c in WHITE if c not in used][:pile_fill]
    state.pile = filler + list(pile or [])
    if homes is None:
        homes = [c for c in COUNTRY_ORDER if c != centre][:n]
    state.homes = list(homes)
    state.centre = centre
    state.home_done = list(home_done or [False] * n)
    state.characters = list(characters or [None] * n)
    everywhere = state.pile + state.discard + [c for h in state.hands for c in h]
    state.passports = [p for p in PASSPORTS if p in everywhere]
    state.first = active
    state._reset(active)
    state.round = 1
    state.tasks = []
    state.frames = []
    state.unrest = None
    state.mixup = {}
    state.known = [[[] for _ in range(n)] for _ in range(n)]
    if rolls is not None:
        state.rng = ScriptedRng(rolls)
    state.touch()
    return state


def ids(state) -> list:
    return state.pending().ids


def play(state, *option_ids) -> list:
    """Apply the options in order; all events, in order."""
    events = []
    for option_id in option_ids:
        events += state.apply(option_id)
    return events


def kinds(events) -> list:
    return [e.kind for e in events]


def prompt(state) -> str:
    return state.pending().prompt
