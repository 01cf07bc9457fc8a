"""Hermagor (Emanuele Ornella, Mind the Move 2006) for gameshelf: see README.md beside this file."""
from __future__ import annotations

from rules.core import N_, GameDef, RandomBot

from . import data as D
from . import playout, strong
from .bots import SimpleBot
from .determinize import determinize
from .state import HermagorState
from .texts import NAMES, describe

__all__ = ["GAME", "HermagorState"]


def _max_decisions(num_players: int) -> int:
    # Per round at most: 4 buyer decisions per player (x2 with neutral follow-ups), 20 awards,
    # a start-player choice and a tax round, 6 actions per player (x2 with neutral posts), and
    # one disc choice per region enclosure (22 regions x 6 colours over the game).
    per_round = 8 * num_players + 20 + 1 + 2 * num_players + 12 * num_players
    return 5 * per_round + 22 * 6


def _secret_zones(state) -> list:
    zones = [(None, ("action_stack",)), (None, ("bag",))]
    if state.hide_money():
        zones += [(seat, ("money", seat)) for seat in range(state.num_players)]
    return zones


def _invariants(state) -> list:
    problems = []
    n = state.num_players
    colours = list(state.colours) + ([state.neutral] if state.neutral else [])
    # Posts: hand + supply + map = 21 per colour; at most one post per colour and village.
    on_map = {c: 0 for c in colours}
    for village, here in state.posts.items():
        if len(here) != len(set(here)):
            problems.append(f"{village} holds two posts of one colour: {here}")
        for c in here:
            on_map[c] += 1
    for seat, c in enumerate(state.colours):
        total = state.hand[seat] + state.supply[seat] + on_map[c]
        if total != D.POSTS_PER_COLOUR:
            problems.append(f"{c} has {total} posts, not {D.POSTS_PER_COLOUR}")
        if state.hand[seat] < 0 or state.supply[seat] < 0:
            problems.append(f"{c} has a negative post count")
    if state.neutral:
        total = state.neutral_supply + sum(state.neutral_posts) + on_map[state.neutral]
        if total != D.POSTS_PER_COLOUR:
            problems.append(f"neutral colour has {total} posts, not {D.POSTS_PER_COLOUR}")
    # Discs: left + on the price table = 9 per colour.
    for c in colours:
        placed = sum(row.count(c) for row in state.rows.values()) + state.nobility.count(c)
        left = state.neutral_discs if c == state.neutral else state.discs[state.seat_of(c)]
        if placed + left != D.DISCS_PER_COLOUR or left < 0:
            problems.append(f"{c} has {placed} discs placed and {left} left")
    # Rows fill their existing slots from the left; the nobility track from the left.
    slots = D.slots_for(n)
    for good, row in state.rows.items():
        filled = [row[k] is not None for k in slots]
        if filled != sorted(filled, reverse=True):
            problems.append(f"{good} row has a gap: {row}")
        if any(row[k] is not None for k in range(4) if k not in slots):
            problems.append(f"{good} row uses a slot missing with {n} players")
        if not D.MIN_PRICE <= state.prices[good] <= D.MAX_PRICE:
            problems.append(f"{good} price {state.prices[good]} out of 5..10")
    taken = [c is not None for c in state.nobility]
    if taken != sorted(taken, reverse=True):
        problems.append(f"nobility track has a gap: {state.nobility}")
    # Tiles: every tile in play exactly once in the bag, on a stall or held.
    tiles = list(state.bag) + [t for t in state.stalls.values() if t is not None]
    for held in state.held:
        tiles += held
    if sorted(tiles) != D.tiles_in_play(n):
        problems.append("tiles are not conserved between bag, stalls and hands")
    if state.bag != sorted(state.bag):
        problems.append("the bag is not kept sorted")
    unused = set(D.STALLS) - set(D.used_stalls(n))
    if any(state.stalls[s] is not None for s in unused):
        problems.append("a tile lies on an unused stall")
    # Buyers: at most 4 per colour, only on used stalls with a tile and usable spaces.
    usable = set(D.usable_spaces(n))
    if state.buyers and state.stage not in ("buyers", "awards"):
        problems.append(f"buyers stand on the market in stage {state.stage}")
    for pos, c in state.buyers.items():
        if pos in D.SPACES and pos not in usable:
            problems.append(f"buyer on unusable space {pos}")
        if pos in D.STALLS and state.stalls[pos] is None and state.stage != "awards":
            problems.append(f"buyer on empty stall {pos}")
    for c in colours:
        if list(state.buyers.values()).count(c) > D.BUYERS_PER_COLOUR:
            problems.append(f"{c} has more than 4 buyers on the market")
    # Money never negative before final scoring; merchants on the map.
    if state.stage != "over":
        for seat, money in enumerate(state.money):
            if money < 0:
                problems.append(f"seat {seat} has negative money {money}")
    for loc in state.merchant:
        if loc not in D.NODES:
            problems.append(f"merchant on unknown node {loc}")
    return problems


def _progress(state) -> tuple:
    """The round and each player's money (the score at the end)."""
    return state.round, list(state.money)


GAME = GameDef(
    id="hermagor", title=N_("Hermagor"), min_players=2, max_players=5,
    state_cls=HermagorState,
    progress=_progress, progress_label=N_("Money"),
    variants={
        "tax_official": ((False, True), False),
        "six_actions": ((False, True), False),
        "start_money_10": ((False, True), False),
        "hide_money": ((True, False), True),
    },
    bots={"random": RandomBot, "simple": SimpleBot, "strong": strong.strong},
    max_decisions=_max_decisions,
    determinize=determinize, evaluate=playout.evaluate, playout_policy=playout.policy,
    playout_depth=playout.DEPTH, search_options=playout.search_options,
    secret_zones=_secret_zones, invariants=_invariants, describe=describe,
    blurb=N_("Bid for goods on the market of Hermagor, then travel the three duchies selling, "
             "opening trading posts and enclosing regions."),
    names=NAMES,
    variant_titles={"tax_official": N_("Tax Official"), "six_actions": N_("Six-action tile"),
                    "start_money_10": N_("Ten starting coins"), "hide_money": N_("Hidden money")},
    variant_help={
        "tax_official": N_("Players may reveal their money; the poorest names the start player"),
        "six_actions": N_("A longer game: one 4 action tile is replaced by the 6"),
        "start_money_10": N_("A tighter game: everybody starts with 10 coins instead of 20"),
        "hide_money": N_("Keep each player's coins secret from the others")},
    variant_groups=[(N_("Rules"), ["tax_official", "six_actions", "start_money_10"]),
                    (N_("Table"), ["hide_money"])],
    bot_titles={"random": N_("Random"), "simple": N_("Merchant")},
    bot_help={"random": N_("Picks any legal move: for trying the rules, not a real opponent"),
              "simple": N_("Bids for the goods it can sell and travels to sell them")},
    designers=("Emanuele Ornella",), publisher="Mind the Move", year=2006,
)
