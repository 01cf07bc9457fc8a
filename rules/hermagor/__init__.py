"""Hermagor (Emanuele Ornella, Mind the Move 2006) for gameshelf: see README.md beside this file."""
from __future__ import annotations

from rules.core import N_, Event, GameDef, RandomBot, search

from . import data as D
from . import playout
from .bots import SimpleBot
from .determinize import determinize
from .state import HermagorState

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


def _describe(event: Event, names: list) -> str | None:
    d = event.data
    kind = event.kind

    def who(key="seat"):
        seat = d.get(key)
        if seat is None:
            return "the neutral colour" if "colour" in d else "someone"
        return names[seat] if 0 <= seat < len(names) else f"seat {seat}"

    village = D.VILLAGE_NAMES.get(d.get("village") or "", d.get("village"))
    if kind == "round_started":
        return f"Round {d['round']} of {d['rounds']} begins"
    if kind == "action_revealed":
        return f"Action tile {d['tile']}: {d['actions']} actions this round"
    if kind == "tile_moved":
        return f"{D.tile_name(d['tile'])} from {d['from']} to {d['to']}"
    if kind == "posts_taken":
        return f"{who()} takes {d['count']} trading posts"
    if kind == "neutral_taken":
        return f"{who()} takes {d['posts']} neutral posts and {d['buyers']} neutral buyers"
    if kind == "buyer_placed":
        if d.get("seat") is None:
            return f"{names[d['by']]} places a neutral buyer on {d['to']}"
        return f"{who()} places a buyer on {d['to']} for {d['cost']}"
    if kind == "buyer_passed":
        return f"{who()} passes with a buyer"
    if kind == "market_income":
        lanes = ", ".join(f"{k} {v}" for k, v in d["lanes"].items())
        return f"{who()} earns {d['amount']} from the lanes ({lanes})"
    if kind == "tile_won":
        reasons = {"majority": "majority", "on_tile": "buyer on the tile",
                   "sides": "more side buyers"}
        return (f"{who() if d['seat'] is not None else 'The neutral colour'} wins "
                f"{D.tile_name(d['tile'])} on {d['stall']} ({reasons[d['reason']]})")
    if kind == "tile_stays":
        return f"{D.tile_name(d['tile'])} stays on {d['stall']} ({d['reason'].replace('_', ' ')})"
    if kind == "price_raised":
        return f"{D.GOOD_NAMES[d['good']]} price rises from {d['from']} to {d['to']}"
    if kind == "compensation":
        if d["tile"] is None:
            return f"{who()} draws nothing: no goods tile left in the bag"
        return f"{who()} draws {D.tile_name(d['tile'])} as compensation"
    if kind == "start_namer":
        return f"{who()} holds the lowest tile ({d['tile']}) and names the start player"
    if kind == "start_player":
        return f"{names[d['by']]} makes {who()} the start player"
    if kind == "tax_revealed":
        return f"{who()} reveals {d['money']} coins to the tax official"
    if kind == "tax_passed":
        return f"{who()} keeps their money secret"
    if kind == "merchant_moved":
        path = " > ".join(D.VILLAGE_NAMES[v] for v in d["path"])
        return f"{who()} travels {path} (trip {d['cost']})"
    if kind == "sold":
        return f"{who()} sells {D.GOOD_NAMES[d['good']].lower()} in {village} for {d['price']}"
    if kind == "rent":
        return f"{who()} gets {d['amount']} for a post in {village}"
    if kind == "post_placed":
        if d.get("seat") is None:
            return f"{names[d['by']]} places a neutral post on {village}"
        return f"{who()} places a post on {village}"
    if kind == "post_returned":
        return f"{who()} returns a post to the supply"
    if kind == "passed":
        return f"{who()} passes"
    if kind == "side_road":
        return f"{who()} uses the Side Road: pays {d['paid']} instead of {d['full']}"
    if kind == "region_enclosed":
        owner = who() if d.get("seat") is not None else "The neutral colour"
        return f"{owner} encloses region {d['region']}"
    if kind == "disc_placed":
        owner = who() if d.get("seat") is not None else "The neutral colour"
        return (f"{owner} builds a {D.BUILDING_NAMES[d['building']].lower()} (slot "
                f"\"{D.SLOT_VALUES[d['slot']]}\", +{d['value']})")
    if kind == "nobility_placed":
        owner = who() if d.get("seat") is not None else "The neutral colour"
        return f"{owner} joins the nobility on space {d['index'] + 1} (+{d['value']})"
    if kind == "no_disc":
        return f"Region {d['region']} gives nothing: {d['why']}"
    if kind == "disc_declined":
        return f"{who()} keeps the disc for region {d['region']}"
    if kind == "money":
        sign = "+" if d["delta"] > 0 else ""
        total = f" (now {d['total']})" if "total" in d else ""
        return f"{who()} {sign}{d['delta']} coins ({d['reason'].replace('_', ' ')}){total}"
    if kind == "final_income":
        return (f"{who()}: production {d['production']}, dukedoms {d['dukedoms']}, "
                f"main road {d['main_road']:+d} -> {d['final']}")
    if kind == "round_ended":
        return f"Round {d['round']} ends: all tiles go back into the bag"
    if kind == "phase":
        return f"Phase {d['phase']} of round {d['round']}"
    if kind == "buyers_home":
        return "All buyers leave the market"
    if kind == "neutral_returned":
        return f"{d['posts']} unused neutral posts go back"
    if kind == "game_over":
        return "The game is over"
    return None


GAME = GameDef(
    id="hermagor", title="Hermagor", min_players=2, max_players=5,
    state_cls=HermagorState,
    variants={
        "tax_official": ((False, True), False),
        "six_actions": ((False, True), False),
        "start_money_10": ((False, True), False),
        "hide_money": ((True, False), True),
    },
    bots={"random": RandomBot, "simple": SimpleBot, "strong": search.strong},
    max_decisions=_max_decisions,
    determinize=determinize, evaluate=playout.evaluate, playout_policy=playout.policy,
    playout_depth=playout.DEPTH, search_options=playout.search_options,
    secret_zones=_secret_zones, invariants=_invariants, describe=_describe,
    blurb="Bid for goods on the market of Hermagor, then travel the three duchies selling, "
          "opening trading posts and enclosing regions.",
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
