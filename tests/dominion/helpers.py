"""Build Dominion positions directly (as the spec's worked examples do) and play them."""
from __future__ import annotations

from rules.dominion import GAME
from rules.dominion.cards import RECOMMENDED

ALL_ACTION_KINGDOM = ["cellar", "chapel", "moat", "chancellor", "village", "woodcutter",
                      "workshop", "bureaucrat", "feast", "militia"]


def position(n=2, kingdom=None, current=0, hands=None, decks=None, discards=None,
             supply=None, phase="action", actions=1, buys=1, coins=0, variants=None,
             turns=None, seed=0, play=None, trash=None):
    """A state with exactly the given zones (seat -> list); everything else empty.

    phase "action": the Action phase of `current` (call `run` if the hand has no Action);
    phase "buy": just before the Buy phase, which `run` enters.

    `owned` and the conservation totals are recomputed from the zones, so the invariants
    hold for the built position. Unlisted seats have empty zones.
    """
    chosen = dict(variants or {})
    if kingdom is not None:
        chosen.setdefault("kingdom", "custom")
        chosen["custom_kingdom"] = list(kingdom)
    state = GAME.new(n, seed, chosen)
    hands, decks, discards, play = hands or {}, decks or {}, discards or {}, play or {}
    for s in range(n):
        state.hands[s] = list(hands.get(s, []))
        state.decks[s] = list(decks.get(s, []))
        state.discards[s] = list(discards.get(s, []))
        state.play[s] = list(play.get(s, []))
        state.aside[s] = []
        state.known[s] = []
        state.gains_now[s] = []
        state.gains_prev[s] = []
    for card, count in (supply or {}).items():
        state.supply[card] = count
    state.trash = list(trash or [])
    recount(state)
    state.current = current
    state.first = current
    state.turns = list(turns) if turns is not None else [1] * n
    state.actions, state.buys, state.coins = actions, buys, coins
    state.phase = phase
    if phase == "buy":
        # start right before the Buy phase: `run` enters it (and auto-plays the Treasures)
        state.phase, state.actions = "action", 0
    state.bought = False
    state.treasure_phase = False
    state.frames = []
    state.todo = []
    state.protected = []
    state.thief_trashed = []
    state.end_reason = None
    state.touch()
    return state


def recount(state):
    """Owned counters and conservation totals from the zones as they are now."""
    totals = dict(state.supply)
    for c in state.trash:
        totals[c] = totals.get(c, 0) + 1
    for s in range(state.num_players):
        owned = {}
        for zone in (state.decks[s], state.hands[s], state.discards[s], state.play[s],
                     state.aside[s]):
            for c in zone:
                owned[c] = owned.get(c, 0) + 1
                totals[c] = totals.get(c, 0) + 1
        state.owned[s] = owned
    state.totals = totals
    state.touch()


def run(state):
    """Carry a hand-built position forward to its first decision; returns the events."""
    out = []
    state._run(out)
    state.touch()
    return out


def do(state, *option_ids):
    """Apply the options in order; returns all events."""
    events = []
    for option_id in option_ids:
        events += state.apply(option_id)
    return events


def ids(state):
    decision = state.pending()
    return [] if decision is None else decision.ids


def kinds(events):
    return [e.kind for e in events]


def check(state):
    problems = GAME.invariants(state)
    assert not problems, problems


FIRST_GAME = RECOMMENDED["first_game"]


def kingdom_with(*cards):
    """A valid custom kingdom holding `cards`, filled up to 10 from the First Game set."""
    chosen = list(dict.fromkeys(cards))
    for card in FIRST_GAME + ["witch", "chapel", "festival", "laboratory"]:
        if len(chosen) == 10:
            break
        if card not in chosen:
            chosen.append(card)
    return chosen
