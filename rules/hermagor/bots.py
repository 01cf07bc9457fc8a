"""The `simple` Hermagor bot (spec 10.2, level "Merchant"): reads only the view and the decision.

Phase 1: every placement is scored as the change in the value of the tiles the bot would win
(under the award rules of 4.3.2) plus the change in lane income minus its cost.
Phase 3: a small beam search over sequences of sales (price - trip - rent handed to opponents +
region, duchy and main-road bonuses); the first step of the best sequence is played.
"""
from __future__ import annotations

from rules.core import PriorityBot

from . import data as D
from .market import award, lane_income
from .routes import DIST

BEAM_WIDTH = 30
BEAM_DEPTH = 3
TILE_SPECIAL_VALUE = {D.SP_GOODDEAL: 5.0, D.SP_FLUCT: 2.5, D.SP_SIDEROAD: 3.0,
                      D.SP_BLACKMARKET: 2.0}


class _Ctx:
    """What the bot derives from one view, once per decision."""

    __slots__ = ("view", "me", "colour", "n", "prices", "posts", "own", "loc", "money", "goods",
                 "players", "rows", "nobility", "discs", "last_round", "opp_colours")

    def __init__(self, view: dict):
        self.view = view
        self.me = view["me"]
        self.colour = view["colour"]
        self.n = len(view["colours"])
        self.players = view["players"]
        me = self.players[self.me]
        self.prices = view["prices"]
        self.posts = view["posts"]
        self.own = {v for v, cs in self.posts.items() if self.colour in cs}
        self.loc = me["merchant"]
        self.money = me["money"] or 0
        self.goods = {g for t in me["held"] for g in D.tile_goods(t)}
        self.rows = view["rows"]
        self.nobility = view["nobility"]
        self.discs = me["discs_left"]
        self.last_round = view["round"] >= view["rounds"]
        self.opp_colours = [c for c in view["colours"] if c != self.colour]


def _available(ctx: _Ctx, good: str, colour: str | None = None) -> list:
    colour = colour or ctx.colour
    return [v for v in D.VILLAGES_SELLING[good] if colour not in ctx.posts.get(v, ())]


def _next_slot(ctx: _Ctx, good: str, taken: int = 0) -> int | None:
    slots = D.slots_for(ctx.n)
    row = ctx.rows[good]
    free = [k for k in slots if row[k] is None]
    if len(free) <= taken:
        return None
    slot = free[taken]
    return None if D.slot_hidden(slot, ctx.prices[good]) else slot


def _end_estimate(ctx: _Ctx, good: str) -> float:
    price = ctx.prices[good]
    bump = 0 if ctx.last_round or price >= D.MAX_PRICE else 1
    return float(D.end_value(min(D.MAX_PRICE, price + bump)))


class SimpleBot(PriorityBot):
    name = "simple"
    handlers = {
        "hermagor.buyer": "buyer",
        "hermagor.neutral_buyer": "neutral_buyer",
        "hermagor.raise_price": "raise_price",
        "hermagor.fluctuate": "fluctuate",
        "hermagor.choose_start": "choose_start",
        "hermagor.tax": "tax",
        "hermagor.action": "action",
        "hermagor.neutral_post": "neutral_post",
        "hermagor.place_disc": "place_disc",
        "hermagor.neutral_disc": "neutral_disc",
    }

    # ---- phase 1 ------------------------------------------------------------------------------
    def _tile_values(self, ctx: _Ctx, colour: str) -> dict:
        """stall -> value of its tile for `colour` (goods it can still sell, specials)."""
        view = ctx.view
        values = {}
        for stall, tile in view["stalls"].items():
            if tile is None:
                continue
            if tile in TILE_SPECIAL_VALUE:
                values[stall] = TILE_SPECIAL_VALUE[tile]
                continue
            value = 0.0
            for good in D.tile_goods(tile):
                avail = len(_available(ctx, good, colour))
                if avail:
                    value += (ctx.prices[good] - 2) * (0.6 if avail == 1 else 1.0)
            if D.is_single(tile) and ctx.prices[D.tile_goods(tile)[0]] < D.MAX_PRICE:
                value += 1.5
            values[stall] = value + 2.0        # any goods tile avoids a random compensation
        return values

    @staticmethod
    def _win(stall: str, buyers: dict, colour: str) -> float:
        winner, reason, tied = award(stall, buyers)
        if winner == colour:
            return 1.0
        if reason == "tie" and colour in tied:
            return 0.4
        return 0.0

    def _placement_gain(self, ctx, values, buyers, pos, colour, cost) -> float:
        after = dict(buyers)
        after[pos] = colour
        stalls = [pos] if pos in D.STALL_SPACES else D.SPACES[pos]["stalls"]
        gain = -float(cost)
        for stall in stalls:
            if stall in values:
                gain += values[stall] * (self._win(stall, after, colour)
                                         - self._win(stall, buyers, colour))
        if pos in D.SPACES:
            gain += lane_income(after, colour)[0] - lane_income(buyers, colour)[0]
        return gain

    def buyer(self, view, decision):
        ctx = _Ctx(view)
        values = self._tile_values(ctx, ctx.colour)
        buyers = view["buyers"]
        costs = decision.info.get("costs") or {}     # (a playout's lean decision has none)
        best, best_gain = None, 0.0
        reserve = 2
        for option in decision.options:
            if option.kind != "place_buyer":
                continue
            pos = option.args[1]
            cost = costs.get(pos) or D.market_cost(pos)
            gain = self._placement_gain(ctx, values, buyers, pos, ctx.colour, cost)
            if ctx.money - cost < reserve and gain < 4:
                continue
            if gain > best_gain:
                best, best_gain = option, gain
        return best or decision.find("pass_buyer")

    def neutral_buyer(self, view, decision):
        ctx = _Ctx(view)
        neutral = view["neutral"]["colour"]
        opp = ctx.opp_colours[0] if ctx.opp_colours else None
        mine = self._tile_values(ctx, ctx.colour)
        theirs = self._tile_values(ctx, opp) if opp else {}
        buyers = view["buyers"]
        best, best_score = None, 0.5
        for option in decision.options:
            if option.kind != "place_neutral_buyer":
                continue
            pos = option.args[1]
            after = dict(buyers)
            after[pos] = neutral
            stalls = [pos] if pos in D.STALL_SPACES else D.SPACES[pos]["stalls"]
            score = 0.0
            for stall in stalls:
                if stall not in mine:
                    continue
                score += mine[stall] * (self._win(stall, after, ctx.colour)
                                        - self._win(stall, buyers, ctx.colour))
                if opp:
                    score -= theirs[stall] * (self._win(stall, after, opp)
                                              - self._win(stall, buyers, opp))
            if score > best_score:
                best, best_score = option, score
        return best or decision.find("skip_neutral")

    # ---- phase 2 ------------------------------------------------------------------------------
    def _interest(self, ctx: _Ctx, seat: int, good: str) -> int:
        player = ctx.players[seat]
        colour = player["colour"]
        held = {g for t in player["held"] for g in D.tile_goods(t)}
        score = 0
        if good in held:
            score += min(len(_available(ctx, good, colour)), max(1, ctx.view["actions"]))
        if colour in ctx.rows[good]:
            score += 1
        return score

    def _raise_margin(self, ctx: _Ctx, good: str) -> int:
        mine = self._interest(ctx, ctx.me, good)
        theirs = max((self._interest(ctx, s, good) for s in range(ctx.n) if s != ctx.me),
                     default=0)
        return mine - theirs

    def raise_price(self, view, decision):
        ctx = _Ctx(view)
        good = decision.info["ctx"]["good"]
        if self._raise_margin(ctx, good) > 0:
            return decision.find(f"raise_price:{good}")
        return decision.find("raise_price:none")

    def fluctuate(self, view, decision):
        ctx = _Ctx(view)
        return max(decision.options, key=lambda o: self._raise_margin(ctx, o.args[0]))

    def choose_start(self, view, decision):
        """Keep the start in the last round or when a rival sells the same goods (contested
        villages); otherwise hand it to the rival with the fewest goods tiles."""
        ctx = _Ctx(view)
        if ctx.last_round or view["stage"] == "tax_start":
            return decision.find(f"choose_start:{ctx.me}")
        rivals = [p for p in ctx.players if p["seat"] != ctx.me]
        for p in rivals:
            if ctx.goods & {g for t in p["held"] for g in D.tile_goods(t)}:
                return decision.find(f"choose_start:{ctx.me}")
        weakest = min(rivals, key=lambda p: (sum(D.is_goods_tile(t) for t in p["held"]),
                                             p["seat"]))
        return decision.find(f"choose_start:{weakest['seat']}")

    def tax(self, view, decision):
        ctx = _Ctx(view)
        shown = [m for _s, m in decision.info.get("revealed", []) if m is not None]
        if not shown or ctx.money <= min(shown):
            return decision.find("tax_reveal")
        return decision.find("tax_pass")

    # ---- phase 3 ------------------------------------------------------------------------------
    def _enclosure_value(self, ctx: _Ctx, region: str, used: dict) -> float:
        """Money-equivalent of enclosing a region now; `used` counts discs/slots planned."""
        if ctx.discs - used["discs"] <= 0:
            return 0.0
        best = 0.0
        for building in D.REGION_BUILDINGS[region]:
            good = D.GOOD_OF[building]
            slot = _next_slot(ctx, good, used.get(good, 0))
            if slot is None:
                continue
            value = D.SLOT_VALUES[slot]
            if ctx.colour not in ctx.rows[good]:
                value += _end_estimate(ctx, good)
            best = max(best, value)
        if D.REGION_NOBILITY[region]:
            free = [k for k, c in enumerate(ctx.nobility) if c is None]
            if len(free) > used["nobility"]:
                best = max(best, D.NOBILITY_VALUES[free[used["nobility"]]] + 1.0)
        return best

    def _step_score(self, ctx: _Ctx, village: str, owned: set, duchy: dict, road: int,
                    road_lead: int, used: dict, black: bool) -> float:
        score = 0.0
        here = ctx.posts.get(village, ())
        if not black:
            neutral = ctx.view["neutral"]
            rent = 2 if neutral and neutral["colour"] in here else 1
            opps = [c for c in here if c != ctx.colour and (not neutral or c != neutral["colour"])]
            score -= rent * len(opps) / max(1, ctx.n - 1)
        for region in D.VILLAGE_REGIONS[village]:
            missing = [v for v in D.REGION_VILLAGES[region] if v not in owned and v != village]
            if not missing:
                score += self._enclosure_value(ctx, region, used)
            elif len(missing) == 1:
                score += 1.0
        weakest = min(duchy.values())
        if duchy[D.DUCHY[village]] == weakest:
            score += 2.7 if ctx.n == 5 else 2.0
        if village in D.MAIN_ROAD_VILLAGES and road <= road_lead:
            score += 1.5
        return score

    def action(self, view, decision):
        ctx = _Ctx(view)
        legal = {}
        for option in decision.options:
            if option.kind == "sell":
                legal[(ctx.loc, False)] = option
            elif option.kind == "move_sell":
                legal[(option.args[0], len(option.args) > 1)] = option
        if not legal:
            return decision.find("pass")
        me = ctx.players[ctx.me]
        black = D.SP_BLACKMARKET in me["held"]
        side = D.SP_SIDEROAD in me["held"]
        duchy = {d: 0 for d in D.DUCHIES}
        for v in ctx.own:
            duchy[D.DUCHY[v]] += 1
        road = sum(1 for v in D.MAIN_ROAD_VILLAGES if v in ctx.own)
        road_lead = max((sum(1 for v in D.MAIN_ROAD_VILLAGES if c in ctx.posts.get(v, ()))
                         for c in ctx.opp_colours), default=0)
        candidates = [v for v in D.VILLAGE_ORDER
                      if D.SELLS[v] in ctx.goods and v not in ctx.own]
        depth = max(1, min(BEAM_DEPTH, me["posts_in_hand"]))
        # beam entries: (score, loc, money, planned, side available, first step key)
        beam = [(0.0, ctx.loc, ctx.money, (), side, None)]
        best_entry = None
        for level in range(depth):
            grown = []
            for score, loc, money, planned, side_ok, first in beam:
                owned = ctx.own.union(planned)
                duchy_now = dict(duchy)
                road_now = road
                used = {"discs": 0, "nobility": 0}
                for v in planned:
                    duchy_now[D.DUCHY[v]] += 1
                    road_now += v in D.MAIN_ROAD_VILLAGES
                for v in candidates:
                    if v in planned:
                        continue
                    good = D.SELLS[v]
                    price = ctx.prices[good]
                    cost = 0 if v == loc else DIST[loc][v]
                    bonus = self._step_score(ctx, v, owned, duchy_now, road_now, road_lead,
                                             used, black)
                    variants = [(cost, side_ok, False)]
                    if side_ok and cost >= 4:
                        variants.append((cost // 2, False, True))
                    for pay, side_after, use_side in variants:
                        key = (v, use_side)
                        if level == 0 and key not in legal:
                            continue
                        if money + price < pay:
                            continue
                        total = score + price - pay + bonus
                        grown.append((total, v, money + price - pay, planned + (v,),
                                      side_after, first if level else key))
            if not grown:
                break
            grown.sort(key=lambda e: (-e[0], e[3]))
            beam = grown[:BEAM_WIDTH]
            if best_entry is None or beam[0][0] > best_entry[0]:
                best_entry = beam[0]
        if best_entry is None or best_entry[0] < 0:
            return decision.find("pass")
        return legal[best_entry[5]]

    def neutral_post(self, view, decision):
        ctx = _Ctx(view)
        best, best_score = None, 0.0
        for option in decision.options:
            if option.kind != "place_neutral_post":
                continue
            here = ctx.posts.get(option.args[0], ())
            mine = ctx.colour in here
            theirs = any(c in here for c in ctx.opp_colours)
            score = (1.0 if mine and not theirs else 0.0) - (2.0 if theirs and not mine else 0.0)
            if score > best_score:
                best, best_score = option, score
        return best or decision.find("skip_neutral")

    def place_disc(self, view, decision):
        ctx = _Ctx(view)
        best, best_value = None, -1.0
        for option in decision.options:
            building = option.args[1]
            if building == "decline":
                continue
            good = D.GOOD_OF[building]
            slot = _next_slot(ctx, good)
            value = D.SLOT_VALUES[slot] if slot is not None else 0
            if ctx.colour not in ctx.rows[good]:
                value += _end_estimate(ctx, good)
            if value > best_value:
                best, best_value = option, value
        return best

    def neutral_disc(self, view, decision):
        ctx = _Ctx(view)
        # Put the neutral disc where the bot loses least: a row it already scores, else the
        # row with the lowest end value.
        def cost(option):
            good = D.GOOD_OF[option.args[1]]
            return (ctx.colour not in ctx.rows[good], D.end_value(ctx.prices[good]))
        return min(decision.options, key=cost)
