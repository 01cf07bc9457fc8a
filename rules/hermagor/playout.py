"""How the search imagines the rest of a Hermagor game: a quick greedy trader for every seat,
and a value for a position where a playout is cut short.

Uniformly random play wanders (trips without sales, buyers bought at random), so its playouts
say little. This policy places buyers mostly on tiles, sells where price minus trip is best
(now and then elsewhere, so that playouts differ), raises prices and takes production slots.
It reads the (sampled) state directly: it only ever runs inside the search's imagined games.

`evaluate` values a position at the start of a round's market (before that, money spent on
buyers has not come back as sales yet, so a playout goes on to the end of its round) by each
seat's money plus the final income the board would give now (production, dukedoms, main road),
turned into win shares by a softmax.

These are the game's generic search hooks (GameDef.playout_policy, evaluate). The `strong` bot
(strong.py) keeps `search_options` and `calm` but rolls out with `simple` itself and values
money margins: this greedy policy ignores regions, dukedoms and the main road, and misjudged
the continuation too often to beat `simple` clearly.
"""
from __future__ import annotations

from rules.core.search import heuristic, win_shares

from . import data as D
from .bots import SimpleBot, _Ctx
from .routes import DIST
from .scoring import final_breakdown

DEPTH = 1                  # a playout is scored at the start of the next round's market
SCALE = 6.0                # coins: a lead this big is worth about e:1 odds of winning


def calm(state) -> bool:
    """At the start of a round's market: before that, buyers bought and tiles won have not
    paid back yet as sales."""
    return state.stage in ("buyers", "tax") and not state.cursor and not state.own_done


def evaluate(state) -> list[float] | None:
    if not calm(state):
        return None
    finals = [entry["final"] for entry in final_breakdown(
        state.colours, state.money, state.rows, state.prices, state.posts, state.num_players)]
    return win_shares(finals, SCALE)


def policy(state, decision, rng):
    state._lean = True          # an imagined game: lean decisions from here on (see state.py)
    prompt = decision.prompt
    options = decision.options
    if prompt == "hermagor.action":
        return _action(state, decision, rng)
    if prompt == "hermagor.buyer":
        tiles = [o for o in options if o.kind == "place_buyer" and o.args[0] == "tile"]
        spaces = [o for o in options if o.kind == "place_buyer" and o.args[0] == "space"]
        roll = rng.below(4)
        if tiles and roll < 2:
            return tiles[rng.below(len(tiles))]
        if spaces and roll == 2:
            return spaces[rng.below(len(spaces))]
        return decision.find("pass_buyer")
    if prompt == "hermagor.raise_price":
        return options[0]                        # the raise (the other option keeps the price)
    if prompt == "hermagor.place_disc":
        discs = [o for o in options if o.args[1] != "decline"]
        return discs[rng.below(len(discs))] if discs else options[-1]
    return options[rng.below(len(options))]


def _action(state, decision, rng):
    """The sale with the best price minus trip, sometimes another good one; else pass."""
    seat = decision.seat
    loc = state.merchant[seat]
    prices = state.prices
    best, best_gain, good = None, 0, []
    for o in decision.options:
        if o.kind == "sell":
            gain = prices[D.SELLS[loc]] + 2
        elif o.kind == "move_sell":
            trip = DIST[loc][o.args[0]]
            gain = prices[D.SELLS[o.args[0]]] - (trip // 2 if len(o.args) > 1 else trip)
        elif o.kind == "place_neutral_post":
            gain = 1
        else:
            continue
        if gain > 0:
            good.append(o)
            if gain > best_gain:
                best, best_gain = o, gain
    if best is None:
        return decision.find("pass")
    if rng.below(4) == 0:
        return good[rng.below(len(good))]
    return best


# ---- which options the tree searches -------------------------------------------------------
KEEP = 2                   # placements or sales kept besides the heuristic's own choice


def search_options(state, decision) -> list:
    """The `simple` bot's choice first (the tree tries it first and keeps it unless it finds
    clearly better). A buyer or action decision offers up to ~100 options, far more than a
    search of a few dozen samples can tell apart: of those only the few best by the heuristic's
    scoring (buyers) or by price minus trip (sales) follow, and passing. Others stay whole."""
    options = decision.options
    if len(options) == 1:
        return list(options)
    view = state.view(decision.seat)
    bot = heuristic(SimpleBot, decision.seat)
    choice = bot.choose(view, decision)
    prompt = decision.prompt
    if prompt == "hermagor.buyer" and len(options) > KEEP + 2:
        kept = _best_placements(bot, view, decision)
        neutral = [o for o in options if o.kind == "place_neutral_buyer"]
        if neutral:
            kept.append(bot.neutral_buyer(view, decision) or neutral[0])
        kept.append(decision.find("pass_buyer"))
    elif prompt == "hermagor.action" and len(options) > KEEP + 2:
        kept = _best_sales(state, decision)
        kept.append(decision.find("pass"))
    else:
        kept = list(options)
    out = [choice]
    for o in kept:
        if o is not None and o not in out and o in options:
            out.append(o)
    return out


# Compared by paired playouts (rules/core/search.py PairedSearch): a hundred samples spread
# over a tree of four options told them apart by noise (57.5 % against `simple`); the same
# sampled state and the same chances for the favourite and each rival cancel most of it.
search_options.paired = True


def _best_placements(bot, view, decision) -> list:
    ctx = _Ctx(view)
    values = bot._tile_values(ctx, ctx.colour)
    costs = decision.info.get("costs", {})
    scored = []
    for o in decision.options:
        if o.kind == "place_buyer":
            pos = o.args[1]
            gain = bot._placement_gain(ctx, values, view["buyers"], pos, ctx.colour,
                                           costs.get(pos) or D.market_cost(pos))
            scored.append((-gain, o.id, o))
    scored.sort(key=lambda e: e[:2])
    return [o for _, _, o in scored[:KEEP]]


def _best_sales(state, decision) -> list:
    seat = decision.seat
    loc = state.merchant[seat]
    scored = []
    for o in decision.options:
        if o.kind == "sell":
            gain = state.prices[D.SELLS[loc]]
        elif o.kind == "move_sell":
            trip = DIST[loc][o.args[0]]
            gain = state.prices[D.SELLS[o.args[0]]] - (trip // 2 if len(o.args) > 1 else trip)
        else:
            continue
        scored.append((-gain, o.id, o))
    scored.sort(key=lambda e: e[:2])
    return [o for _, _, o in scored[:KEEP]]
