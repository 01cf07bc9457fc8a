"""Building Nauticus positions by hand for the rule tests and the spec's worked examples."""
from __future__ import annotations

from rules.nauticus import GAME
from rules.nauticus import ships as sy
from rules.nauticus.data import ACTIONS, SPACE_IDS
from tests.games import simple_positions

H = {"single": "hull_single", "bow": "hull_bow", "middle": "hull_middle", "stern": "hull_stern"}


def new_game(players: int = 3, seed: int = 1, **variants):
    """A fresh game with seat 0 as the first start player (unless a variant says otherwise)."""
    chosen = {"first_player": "seat0"}
    chosen.update(variants)
    return GAME.new(players, seed, chosen)


def positions(players=2, seed=1, every=3):
    """States met along a game of `simple` bots, every `every` decisions."""
    return simple_positions(GAME, players, seed, every)


def deal(state, mapping: dict) -> None:
    """Put the given action tiles on the given spaces; the others fill the rest in order."""
    rest = [a for a in ACTIONS if a not in mapping.values()]
    tiles = {}
    for space in SPACE_IDS:
        tiles[space] = mapping[space] if space in mapping else rest.pop(0)
    state.space_tiles = tiles
    state.face_up = {a: True for a in ACTIONS}
    state.touch()


def action_on(space: str, action: str, players: int = 3):
    """A fresh game with `action`'s tile on `space` and nobody holding the extra-action tile."""
    state = new_game(players)
    for seat in range(players):
        setp(state, seat, extra=False)
    deal(state, {space: action})
    return state


def make_ship(*hulls, masts=None, sails=None, goods=None) -> dict:
    """A ship from short hull names; masts/sails/goods are per-slot lists of tile ids or None."""
    ship = {"slots": [sy.new_slot(H.get(h, h)) for h in hulls], "finished": False, "crest": None}
    for key, values in (("mast", masts), ("sail", sails), ("good", goods)):
        for j, value in enumerate(values or []):
            ship["slots"][j][key] = value
    ship["crest"] = sy.compute_crest(ship)
    ship["finished"] = sy.compute_finished(ship)
    return ship


def setp(state, seat: int, **fields) -> dict:
    """Set fields of a player (taler, workers, vp, warehouse, ships, extra, ...)."""
    player = state.players[seat]
    for key, value in fields.items():
        if key == "vp":
            player["vp_by"]["bonus"] += value - player["vp"]
        player[key] = value
    state.touch()
    return player


def take_from_stock(state, seat: int) -> None:
    """After putting tiles on a player by hand, take them out of the stock (conservation)."""
    player = state.players[seat]
    for tile, count in player["warehouse"].items():
        state.stock[tile] -= count
    for ship in player["ships"]:
        for slot in ship["slots"]:
            for key in ("hull", "mast", "sail", "good"):
                if slot[key]:
                    state.stock[slot[key]] -= 1
    for good, count in player["delivered"].items():
        state.stock[good] -= count
    state.touch()


def turn_of(state, seat: int, space: str, chooser: int | None = None) -> None:
    """Make it `seat`'s turn_start in a phase whose action lies on `space`."""
    n = state.num_players
    chooser = seat if chooser is None else chooser
    state.chooser = chooser
    order = [(chooser + i) % n for i in range(n)]
    state.current = {"space": space, "action": state.space_tiles[space], "order": order,
                     "idx": order.index(seat)}
    state.turn = {"seat": seat, "part": "start"}
    state.touch()


def play(state, *option_ids) -> list:
    """Apply option ids in order; returns all events."""
    events = []
    for option_id in option_ids:
        events.extend(state.apply(option_id))
    return events


def ids(state) -> list:
    return state.pending().ids


def prompt(state) -> str:
    return state.pending().prompt


def kinds(events) -> list:
    return [e.kind for e in events]


def no_problems(state) -> None:
    problems = GAME.invariants(state)
    assert not problems, problems


def finish_phase(state) -> list:
    """Everybody still to act passes (taking the first free tile of a bonus, ending turns)."""
    events = []
    phase, rnd = state.phase, state.round
    while state.pending() is not None and (state.phase, state.round) == (phase, rnd):
        decision = state.pending()
        if decision.prompt in ("nauticus.bonus_tile", "nauticus.allfour_bonus",
                               "nauticus.reward", "nauticus.reward_goods"):
            events += state.apply(decision.options[0])
        elif decision.prompt == "nauticus.turn_start":
            events += state.apply("pass")
        elif decision.prompt == "nauticus.turn_end":
            events += state.apply("end_turn")
        elif decision.prompt == "nauticus.use":
            events += state.apply("done")
        else:
            break
    return events


def at_phase(state, phase: int, anchor: str = "S1", keep=()) -> None:
    """Jump to a later phase of the current round (the anchor tile lies on `anchor`): the
    first phase-1 action tiles not in `keep` are turned face down."""
    state.phase = phase
    state.anchor_space = anchor
    down = [a for a in ACTIONS if a not in keep][:phase - 1]
    state.face_up = {a: a not in down for a in ACTIONS}
    state.touch()


def turn_ended(state, seat: int) -> bool:
    """True once `seat` no longer acts in the current phase (later turns may have been
    applied automatically when they had a single option)."""
    decision = state.pending()
    return decision is None or decision.seat != seat or \
        decision.prompt == "nauticus.choose_action"
