"""Hermagor state machine: rounds of market, journey preparation and selling (spec section 4).

Flow control: `stage` names where the round stands; `_advance` runs every automatic step (market
filling, income, awards, compensation, region checks, end of round, final scoring) until a
decision is needed. Small follow-up choices (price raise, fluctuation, production row) are
generic `choose` frames closed by `finish_<purpose>`, which continue with `_advance`.
"""
from __future__ import annotations

from rules.core import T, Decision, Event, Option, Result, State, frames, rank_by
from rules.core.state import copy_data
from rules.core.text import cached_text

from . import data as D
from . import texts
from .texts import signed
from .market import award, lane_income
from .routes import DIST, PATH
from .scoring import (best_nobility_index, discs_on_table, explain_final, final_breakdown,
                      ranking_keys)

STAGE_NAMES = {"tax": "market", "tax_start": "market", "buyers": "market",
               "awards": "journey", "start": "journey", "actions": "selling", "over": "over"}


STAGE_TEXTS = {"tax": T("market"), "tax_start": T("market"), "buyers": T("market"),
               "awards": T("journey"), "start": T("journey"), "actions": T("selling"),
               "over": T("over")}


def _space_words(index: int):
    """A nobility space counted as the log counts it (from 1), or "none"."""
    return index + 1 if index >= 0 else T("none")


_LEAN_OPTIONS: dict = {}
_MARKET_LABELS: dict = {}        # (place, price, naming tile) -> label


def _lean_option(kind: str, args: tuple, target: str | None) -> Option:
    """An unlabelled option, made once and shared (options are never changed once made)."""
    key = (kind, args)
    option = _LEAN_OPTIONS.get(key)
    if option is None:
        option = _LEAN_OPTIONS[key] = Option(kind, args, target)
    return option


# market position -> (its own-buyer option, its neutral-buyer option, the cost of a buyer there)
_LEAN_BUYERS = {pos: (_lean_option("place_buyer", (kind, pos), pos),
                      _lean_option("place_neutral_buyer", (kind, pos), pos),
                      D.SPACES[pos]["cost"] if kind == "space" else D.TILE_COST)
                for kind, places in (("tile", D.STALLS), ("space", D.SPACES)) for pos in places}


class HermagorState(State):
    GAME_ID = "hermagor"

    # Lean decisions, for the search's imagined games only: the playout policy sets `_lean` on
    # the throwaway state it plays (a cache attribute: never saved, never copied). Decisions
    # then come without labels, route previews and the `move` options, which the policy never
    # chooses: building them was most of a playout's time. Every option the policy can choose
    # is there, in the same order, so its playouts are the same.
    _lean = False

    # ---- setup ---------------------------------------------------------------------------------
    def setup(self) -> None:
        n = self.num_players
        self.colours = list(D.COLOURS[:n])
        self.neutral = D.NEUTRAL_COLOUR if n == 2 else None
        # Canonical randomness (8.9): start player first, then the action stack.
        self.start = self.rng.below(n)
        stack = D.action_set(n, bool(self.variants.get("six_actions")))
        self.rng.shuffle(stack)
        self.action_stack = stack            # hidden order; rounds take index 0 first
        self.actions_revealed = []
        self.actions = 0
        self.round = 0
        self.bag = D.tiles_in_play(n)
        self.stalls = {s: None for s in D.STALLS}
        self.buyers = {}                     # market position (stall or space id) -> colour
        start_money = D.START_MONEY_VARIANT if self.variants.get("start_money_10") else D.START_MONEY
        self.money = [start_money] * n
        self.merchant = [D.CITY] * n
        self.hand = [0] * n
        self.supply = [D.POSTS_PER_COLOUR] * n
        self.discs = [D.DISCS_PER_COLOUR] * n
        self.held = [[] for _ in range(n)]
        self.posts = {v: [] for v in D.VILLAGE_ORDER}
        self.rows = {g: [None, None, None, None] for g in D.GOODS}
        self.nobility = [None] * len(D.NOBILITY_VALUES)
        self.prices = {g: D.MIN_PRICE for g in D.GOODS}
        self.buyers_left = [0] * n
        self.neutral_buyers = [0] * n
        self.neutral_posts = [0] * n
        self.neutral_supply = D.POSTS_PER_COLOUR if self.neutral else 0
        self.neutral_discs = D.DISCS_PER_COLOUR if self.neutral else 0
        self.stage = "round_start"
        self.cursor = 0
        self.namer = None
        self.turn = None
        self.own_done = False
        self.neutral_done = False
        self.tax_reveals = []
        self.enclosures = []
        self.final = None
        self.after_load()
        self._advance([])

    def after_load(self) -> None:
        n = self.num_players
        self._used_stalls = D.used_stalls(n)
        self._usable = D.usable_spaces(n)
        self._slots = D.slots_for(n)

    # ---- small helpers ---------------------------------------------------------------------------
    def seat_of(self, colour: str) -> int | None:
        return self.colours.index(colour) if colour in self.colours else None

    def hide_money(self) -> bool:
        """Money is secret while the game runs (the variant); once it is over, all is shown."""
        return bool(self.variants.get("hide_money", True)) and self.stage != "over"

    def goods_held(self, seat: int) -> set:
        return {g for t in self.held[seat] for g in D.tile_goods(t)}

    def _gain(self, seat: int, amount: int, reason: str, out: list, **extra) -> None:
        if amount == 0:
            return
        self.money[seat] += amount
        data = {"seat": seat, "delta": amount, "reason": reason, **extra,
                "total": self.money[seat]}
        if self.hide_money():
            out.append(Event("money", data, visible_to=(seat,), secret=("total",)))
        else:
            out.append(Event("money", data))

    def _to_bag(self, tile: str, source: str, out: list) -> None:
        self.bag.append(tile)
        self.bag.sort()
        out.append(Event("tile_moved", {"tile": tile, "from": source, "to": "bag"}))

    def row_next_slot(self, good: str) -> int | None:
        """The slot the next disc of this row would take, None if the row cannot take one."""
        row = self.rows[good]
        for slot in self._slots:
            if row[slot] is None:
                return None if D.slot_hidden(slot, self.prices[good]) else slot
        return None

    def discs_left(self, colour: str) -> int:
        if colour == self.neutral:
            return self.neutral_discs
        return self.discs[self.seat_of(colour)]

    def free_market_targets(self) -> list:
        """Free used stalls holding a tile, then free usable spaces (reading order)."""
        out = [s for s in self._used_stalls if self.stalls[s] is not None and s not in self.buyers]
        out += [sp for sp in self._usable if sp not in self.buyers]
        return out

    def neutral_post_villages(self, seat: int) -> list:
        goods = self.goods_held(seat)
        return [v for v in D.VILLAGE_ORDER
                if D.SELLS[v] in goods and self.neutral not in self.posts[v]]

    # ---- the automatic flow ------------------------------------------------------------------------
    def _advance(self, out: list) -> None:
        while True:
            if self.frames:
                return
            if self.enclosures:
                self._resolve_enclosure(out)
                continue
            stage = self.stage
            if stage == "round_start":
                self._start_round(out)
            elif stage == "buyers":
                if not self.own_done or self._neutral_buyer_follow_up():
                    return
                self._next_buyer_decision(out)
            elif stage == "awards":
                if not self._award_next(out):
                    self._after_awards(out)
            elif stage == "actions":
                if not self.own_done or self._neutral_post_follow_up():
                    return
                self._end_turn(out)
            else:                    # tax, tax_start, start: a decision; over: nothing
                return

    # ---- phase 1 ---------------------------------------------------------------------------------------
    def _start_round(self, out: list) -> None:
        n = self.num_players
        self.round += 1
        out.append(Event("round_started", {"round": self.round, "rounds": self.total_rounds()}))
        for stall in self._used_stalls:
            if self.stalls[stall] is None and self.bag:
                tile = self.bag.pop(self.rng.below(len(self.bag)))
                self.stalls[stall] = tile
                out.append(Event("tile_moved", {"tile": tile, "from": "bag", "to": stall}))
        tile = self.action_stack.pop(0)
        self.actions_revealed.append(tile)
        self.actions = D.ACTION_TILES[tile]
        out.append(Event("action_revealed", {"tile": tile, "actions": self.actions}))
        for seat in range(n):
            take = min(self.actions, self.supply[seat])
            self.supply[seat] -= take
            self.hand[seat] = take
            self.buyers_left[seat] = D.BUYERS_PER_COLOUR
            out.append(Event("posts_taken", {"seat": seat, "count": take}))
        if self.neutral:
            for k in range(n):
                seat = (self.start + k) % n
                take = min(D.NEUTRAL_POSTS_PER_PLAYER, self.neutral_supply)
                self.neutral_supply -= take
                self.neutral_posts[seat] = take
                self.neutral_buyers[seat] = D.NEUTRAL_BUYERS_PER_PLAYER
                out.append(Event("neutral_taken", {"seat": seat, "posts": take,
                                                   "buyers": D.NEUTRAL_BUYERS_PER_PLAYER}))
        self.tax_reveals = []
        self.cursor = 0
        self.own_done = self.neutral_done = False
        self.stage = "tax" if self.variants.get("tax_official") else "buyers"

    def buyer_seat(self) -> int:
        return (self.start + self.cursor) % self.num_players

    def _neutral_buyer_follow_up(self) -> bool:
        seat = self.buyer_seat()
        return (self.neutral is not None and not self.neutral_done
                and self.neutral_buyers[seat] > 0 and bool(self.free_market_targets()))

    def _next_buyer_decision(self, out: list) -> None:
        self.cursor += 1
        self.own_done = self.neutral_done = False
        if self.cursor >= D.BUYERS_PER_COLOUR * self.num_players:
            self._phase_two(out)

    def _finish_tax(self, out: list) -> None:
        revealed = [(money, k, seat) for k, (seat, money) in enumerate(self.tax_reveals)
                    if money is not None]
        self.namer = min(revealed)[2] if revealed else self.start
        self.stage = "tax_start"

    # ---- phase 2 ---------------------------------------------------------------------------------------
    def _phase_two(self, out: list) -> None:
        out.append(Event("phase", {"phase": 2, "round": self.round}))
        for seat, colour in enumerate(self.colours):
            total, per_lane = lane_income(self.buyers, colour)
            if total:
                out.append(Event("market_income", {"seat": seat, "lanes": per_lane,
                                                   "amount": total}))
                self._gain(seat, total, "market", out)
        self.stage = "awards"
        self.cursor = 0

    def _award_next(self, out: list) -> bool:
        while self.cursor < len(self._used_stalls):
            stall = self._used_stalls[self.cursor]
            self.cursor += 1
            tile = self.stalls[stall]
            if tile is None:
                continue
            winner, reason, tied = award(stall, self.buyers)
            if winner is None:
                out.append(Event("tile_stays", {"stall": stall, "tile": tile, "reason": reason,
                                                "tied": tied}))
                return True
            self.stalls[stall] = None
            seat = self.seat_of(winner)
            out.append(Event("tile_won", {"stall": stall, "tile": tile, "colour": winner,
                                          "seat": seat, "reason": reason, "tied": tied}))
            if seat is None:                 # the 2-player neutral colour
                self._to_bag(tile, stall, out)
                if D.is_single(tile):
                    self._raise(D.tile_goods(tile)[0], None, "neutral", out)
                return True
            if tile == D.SP_GOODDEAL:
                self._gain(seat, D.GOOD_DEAL_COINS, "good_deal", out)
                self._to_bag(tile, stall, out)
            elif tile == D.SP_FLUCT:
                self._to_bag(tile, stall, out)
                goods = [g for g in D.GOODS if self.prices[g] < D.MAX_PRICE]
                if goods:
                    frames.push_choose(
                        self, seat=seat, purpose="fluctuate", prompt="hermagor.fluctuate",
                        text=T("Price Fluctuation: choose a good whose price rises by 1"),
                        options=[Option("fluctuate", (g,), D.arrow_id(g),
                                        T("Price of {good}: {n} to {m}", good=g, n=self.prices[g],
                                          m=self.prices[g] + 1)) for g in goods])
            else:
                self.held[seat].append(tile)
                out.append(Event("tile_moved", {"tile": tile, "from": stall,
                                                "to": D.panel_id(seat)}))
                if D.is_single(tile):
                    good = D.tile_goods(tile)[0]
                    if self.prices[good] < D.MAX_PRICE:
                        p = self.prices[good]
                        frames.push_choose(
                            self, seat=seat, purpose="raise", prompt="hermagor.raise_price",
                            text=T("Raise the price of {good}?", good=good),
                            options=[Option("raise_price", (good,), D.arrow_id(good),
                                            T("Raise the price of {good} from {n} to {m}",
                                              good=good, n=p, m=p + 1)),
                                     Option("raise_price", ("none",), None,
                                            T("Keep the price of {good} at {n}", good=good, n=p))],
                            ctx={"tile": tile, "good": good})
            return True
        return False

    def _raise(self, good: str, seat: int | None, reason: str, out: list) -> None:
        before = self.prices[good]
        if before >= D.MAX_PRICE:
            return
        self.prices[good] = before + 1
        out.append(Event("price_raised", {"good": good, "from": before, "to": before + 1,
                                          "seat": seat, "reason": reason}))

    def finish_raise(self, frame: dict, out: list) -> None:
        good = frame["chosen_args"][0]
        if good != "none":
            self._raise(good, frame["seat"], "single_tile", out)
        self._advance(out)

    def finish_fluctuate(self, frame: dict, out: list) -> None:
        self._raise(frame["chosen_args"][0], frame["seat"], "fluctuation", out)
        self._advance(out)

    def _after_awards(self, out: list) -> None:
        n = self.num_players
        if self.buyers:
            out.append(Event("buyers_home", {"buyers": dict(self.buyers)}))
        self.buyers = {}
        self.neutral_buyers = [0] * n
        self.buyers_left = [0] * n
        for k in range(n):
            seat = (self.start + k) % n
            if any(D.is_goods_tile(t) for t in self.held[seat]):
                continue
            goods = [t for t in self.bag if D.is_goods_tile(t)]
            if not goods:
                out.append(Event("compensation", {"seat": seat, "tile": None}))
                continue
            tile = goods[self.rng.below(len(goods))]
            self.bag.remove(tile)
            self.held[seat].append(tile)
            out.append(Event("compensation", {"seat": seat, "tile": tile}))
            out.append(Event("tile_moved", {"tile": tile, "from": "bag",
                                            "to": D.panel_id(seat)}))
        if self.variants.get("tax_official"):
            self._begin_actions(out)
            return
        lowest = None
        for seat in range(n):
            for t in self.held[seat]:
                number = D.tile_number(t)
                if number is not None and (lowest is None or number < lowest[0]):
                    lowest = (number, seat, t)
        if lowest is None:
            self._begin_actions(out)
            return
        self.namer = lowest[1]
        out.append(Event("start_namer", {"seat": lowest[1], "tile": lowest[2]}))
        self.stage = "start"

    # ---- phase 3 ---------------------------------------------------------------------------------------
    def _begin_actions(self, out: list) -> None:
        out.append(Event("phase", {"phase": 3, "round": self.round}))
        self.stage = "actions"
        self.namer = None
        self.own_done = self.neutral_done = False
        self.turn = self._next_with_posts(self.start)
        if self.turn is None:
            self._end_round(out)

    def _next_with_posts(self, first: int) -> int | None:
        n = self.num_players
        for k in range(n):
            seat = (first + k) % n
            if self.hand[seat] > 0:
                return seat
        return None

    def _neutral_post_follow_up(self) -> bool:
        seat = self.turn
        return (self.neutral is not None and not self.neutral_done
                and self.neutral_posts[seat] > 0 and bool(self.neutral_post_villages(seat)))

    def _end_turn(self, out: list) -> None:
        self.own_done = self.neutral_done = False
        self.turn = self._next_with_posts((self.turn + 1) % self.num_players)
        if self.turn is None:
            self._end_round(out)

    def _end_round(self, out: list) -> None:
        for seat in range(self.num_players):
            for tile in self.held[seat]:
                self._to_bag(tile, D.panel_id(seat), out)
            self.held[seat] = []
        if self.neutral:
            back = sum(self.neutral_posts)
            self.neutral_supply += back
            self.neutral_posts = [0] * self.num_players
            if back:
                out.append(Event("neutral_returned", {"posts": back}))
        self.turn = None
        out.append(Event("round_ended", {"round": self.round}))
        if self.action_stack:
            self.stage = "round_start"
        else:
            self._final_scoring(out)

    def move_options(self, seat: int) -> list:
        """The own-action options of a phase-3 turn (4.4.3)."""
        if self._lean:
            return self._lean_move_options(seat)
        colour = self.colours[seat]
        loc = self.merchant[seat]
        money = self.money[seat]
        goods = self.goods_held(seat)
        side = D.SP_SIDEROAD in self.held[seat]
        sells, sides, moves = [], [], []
        options = []
        if loc != D.CITY and colour not in self.posts[loc] and D.SELLS[loc] in goods:
            good = D.SELLS[loc]
            options.append(Option("sell", (), loc, T(
                "{village}: sell {good} here {price}, no trip", village=loc, good=good,
                price=signed(self.prices[good]))))
        dist = DIST[loc]
        for v in D.VILLAGE_ORDER:
            if v == loc or colour in self.posts[v]:
                continue
            cost = dist[v]
            good = D.SELLS[v]
            if good in goods:
                price = self.prices[good]
                if money + price >= cost:
                    sells.append(Option("move_sell", (v,), v, T(
                        "{village}: move and sell {good} {price}, trip {n} (net {net})",
                        village=v, good=good, price=signed(price), n=cost,
                        net=signed(price - cost))))
                if side and money + price >= cost // 2:
                    sides.append(Option("move_sell", (v, "sideroad"), v, T(
                        "{village}: Side Road, sell {good} {price}, trip {n} instead of {m} "
                        "(net {net})", village=v, good=good, price=signed(price), n=cost // 2,
                        m=cost, net=signed(price - cost // 2))))
            if money >= cost // 2:
                moves.append(Option("move", (v,), v, T(
                    "{village}: only move, pay {n} (half the trip), no sale", village=v,
                    n=cost // 2)))
        options += sells + sides + moves
        options.append(Option("pass", (), None, T("Pass (return a post)")))
        return options

    def _lean_move_options(self, seat: int) -> list:
        """`move_options` as the playout policy needs them: the sales and the pass only."""
        colour = self.colours[seat]
        loc = self.merchant[seat]
        money = self.money[seat]
        goods = self.goods_held(seat)
        options, sides = [], []
        if loc != D.CITY and colour not in self.posts[loc] and D.SELLS[loc] in goods:
            options.append(_lean_option("sell", (), loc))
        if goods:
            side = D.SP_SIDEROAD in self.held[seat]
            dist = DIST[loc]
            posts = self.posts
            prices = self.prices
            for v in D.VILLAGE_ORDER:
                good = D.SELLS[v]
                if good not in goods or v == loc or colour in posts[v]:
                    continue
                cost = dist[v]
                price = prices[good]
                if money + price >= cost:
                    options.append(_lean_option("move_sell", (v,), v))
                if side and money + price >= cost // 2:
                    sides.append(_lean_option("move_sell", (v, "sideroad"), v))
        options += sides
        options.append(_lean_option("pass", (), None))
        return options

    def _neutral_post_options(self, seat: int) -> list:
        if self._lean:
            return [_lean_option("place_neutral_post", (v,), v)
                    for v in self.neutral_post_villages(seat)]
        return [Option("place_neutral_post", (v,), v,
                       T("{village}: a neutral post (free; pays nobody)", village=v))
                for v in self.neutral_post_villages(seat)]

    def _do_action(self, seat: int, option: Option, out: list) -> None:
        colour = self.colours[seat]
        loc = self.merchant[seat]
        if option.kind == "pass":
            self.hand[seat] -= 1
            self.supply[seat] += 1
            out.append(Event("passed", {"seat": seat}))
            out.append(Event("post_returned", {"seat": seat, "colour": colour,
                                               "from": D.panel_id(seat)}))
        elif option.kind == "move":
            dest = option.args[0]
            cost = DIST[loc][dest]
            self._walk(seat, loc, dest, out)
            self._gain(seat, -(cost // 2), "trip", out)
            self.hand[seat] -= 1
            self.supply[seat] += 1
            out.append(Event("post_returned", {"seat": seat, "colour": colour,
                                               "from": D.panel_id(seat)}))
        elif option.kind == "sell":
            self._sell(seat, loc, 0, out)
        else:                                                  # move_sell
            dest = option.args[0]
            cost = DIST[loc][dest]
            if len(option.args) > 1:
                cost //= 2
                self.held[seat].remove(D.SP_SIDEROAD)
                out.append(Event("side_road", {"seat": seat, "full": DIST[loc][dest],
                                               "paid": cost}))
                self._to_bag(D.SP_SIDEROAD, D.panel_id(seat), out)
            self._walk(seat, loc, dest, out)
            self._sell(seat, dest, cost, out)
        self.own_done = True

    def _walk(self, seat: int, src: str, dest: str, out: list) -> None:
        path = list(PATH[src][dest])
        roads = [D.road_between(a, b) for a, b in zip(path, path[1:])]
        self.merchant[seat] = dest
        out.append(Event("merchant_moved", {"seat": seat, "from": src, "to": dest,
                                            "path": path, "roads": roads,
                                            "cost": DIST[src][dest]}))

    def _sell(self, seat: int, village: str, trip: int, out: list) -> None:
        """4.4.4: price, rents, trip, post, region check."""
        colour = self.colours[seat]
        good = D.SELLS[village]
        price = self.prices[good]
        out.append(Event("sold", {"seat": seat, "village": village, "good": good,
                                  "price": price}))
        self._gain(seat, price, "sale", out, village=village)
        black = D.SP_BLACKMARKET in self.held[seat]
        double = self.neutral is not None and self.neutral in self.posts[village]
        for other in self.posts[village]:
            if other == colour or other == self.neutral:
                continue
            rent = 0 if black else (2 if double else 1)
            owner = self.seat_of(other)
            out.append(Event("rent", {"seat": owner, "village": village, "amount": rent,
                                      "black_market": black}))
            self._gain(owner, rent, "rent", out, village=village)
        if trip:
            self._gain(seat, -trip, "trip", out)
        self.hand[seat] -= 1
        self._place_post(colour, village, seat, out)

    def _place_post(self, colour: str, village: str, chooser: int, out: list) -> None:
        self.posts[village].append(colour)
        out.append(Event("post_placed", {"colour": colour, "seat": self.seat_of(colour),
                                         "village": village, "by": chooser}))
        for region in D.VILLAGE_REGIONS[village]:
            if all(colour in self.posts[v] for v in D.REGION_VILLAGES[region]):
                self.enclosures.append(["all", colour, region, chooser])

    def _place_neutral_post(self, seat: int, village: str, out: list) -> None:
        self.neutral_posts[seat] -= 1
        self.neutral_done = True
        self._place_post(self.neutral, village, seat, out)

    # ---- regions (4.5) ---------------------------------------------------------------------------------
    def _resolve_enclosure(self, out: list) -> None:
        part, colour, region, chooser = self.enclosures.pop(0)
        seat = self.seat_of(colour)
        buildings = D.REGION_BUILDINGS[region]
        if part == "all":
            out.append(Event("region_enclosed", {"colour": colour, "seat": seat,
                                                 "region": region}))
            if buildings and D.REGION_NOBILITY[region]:
                self.enclosures.insert(0, ["nobility", colour, region, chooser])
            if buildings:
                self._production(colour, region, chooser, out)
                return
        self._nobility(colour, region, out)

    def _production(self, colour: str, region: str, chooser: int, out: list) -> None:
        seat = self.seat_of(colour)
        if self.discs_left(colour) <= 0:
            out.append(Event("no_disc", {"colour": colour, "seat": seat, "region": region,
                                         "why": "no discs left"}))
            return
        legal = [b for b in D.REGION_BUILDINGS[region]
                 if self.row_next_slot(D.GOOD_OF[b]) is not None]
        if not legal:
            out.append(Event("no_disc", {"colour": colour, "seat": seat, "region": region,
                                         "why": "no open production slot"}))
            return
        if seat is None and len(legal) == 1:
            self._put_disc(colour, region, legal[0], out)
            return
        options = []
        for b in legal:
            good = D.GOOD_OF[b]
            slot = self.row_next_slot(good)
            value = D.SLOT_VALUES[slot]
            if seat is None:
                label = T("{building} ({good} row): slot {slot}", building=b, good=good,
                          slot=value)
            else:
                label = T("{building} ({good} row): slot {slot}, {value}", building=b,
                          good=good, slot=value, value=signed(value))
            options.append(Option("place_disc", (region, b), D.slot_id(good, slot), label))
        if seat is not None:
            options.append(Option("place_disc", (region, "decline"), None,
                                  T("Keep the disc")))
            text = T("Region {region} enclosed: place a production disc?", region=region)
            prompt = "hermagor.place_disc"
        else:
            text = T("The neutral colour encloses region {region}: choose the row for its "
                     "disc", region=region)
            prompt = "hermagor.neutral_disc"
        frames.push_choose(self, seat=chooser, purpose="disc", prompt=prompt, text=text,
                           options=options, ctx={"colour": colour, "region": region})

    def finish_disc(self, frame: dict, out: list) -> None:
        region, building = frame["chosen_args"]
        colour = frame["ctx"]["colour"]
        if building == "decline":
            out.append(Event("disc_declined", {"colour": colour, "seat": self.seat_of(colour),
                                               "region": region}))
        else:
            self._put_disc(colour, region, building, out)
        self._advance(out)

    def _take_disc(self, colour: str) -> None:
        if colour == self.neutral:
            self.neutral_discs -= 1
        else:
            self.discs[self.seat_of(colour)] -= 1

    def _put_disc(self, colour: str, region: str, building: str, out: list) -> None:
        good = D.GOOD_OF[building]
        slot = self.row_next_slot(good)
        self.rows[good][slot] = colour
        self._take_disc(colour)
        seat = self.seat_of(colour)
        value = D.SLOT_VALUES[slot]
        out.append(Event("disc_placed", {"colour": colour, "seat": seat, "region": region,
                                         "building": building, "good": good, "slot": slot,
                                         "to": D.slot_id(good, slot),
                                         "value": value if seat is not None else 0}))
        if seat is not None:
            self._gain(seat, value, "production", out)

    def _nobility(self, colour: str, region: str, out: list) -> None:
        seat = self.seat_of(colour)
        if self.discs_left(colour) <= 0:
            out.append(Event("no_disc", {"colour": colour, "seat": seat, "region": region,
                                         "why": "no discs left"}))
            return
        if None not in self.nobility:
            out.append(Event("no_disc", {"colour": colour, "seat": seat, "region": region,
                                         "why": "nobility track full"}))
            return
        index = self.nobility.index(None)
        self.nobility[index] = colour
        self._take_disc(colour)
        value = D.NOBILITY_VALUES[index]
        out.append(Event("nobility_placed", {"colour": colour, "seat": seat, "region": region,
                                             "index": index, "to": D.nobility_id(index),
                                             "value": value if seat is not None else 0}))
        if seat is not None:
            self._gain(seat, value, "nobility", out)

    # ---- end of the game (section 5) ----------------------------------------------------------------
    def _final_scoring(self, out: list) -> None:
        self.final = final_breakdown(self.colours, self.money, self.rows, self.prices,
                                     self.posts, self.num_players)
        for seat, entry in enumerate(self.final):
            out.append(Event("final_income", {"seat": seat, **entry}))
            for key in ("production", "dukedoms", "main_road"):
                self._gain(seat, entry[key], f"final_{key}", out)
        self.stage = "over"
        self.turn = None
        out.append(Event("game_over", {"scores": list(self.money)}))

    def compute_result(self) -> Result:
        keys = ranking_keys(self.colours, self.money, self.rows, self.nobility)
        ranking = rank_by(keys)
        by_money = rank_by([(k[0],) for k in keys])
        tiebreak = None
        if len(by_money[0]) > 1:
            by_discs = rank_by([k[:2] for k in keys])
            if len(ranking[0]) == len(by_money[0]):
                tiebreak = T("shared victory: equal money, discs and nobility")
            elif len(by_discs[0]) < len(by_money[0]):
                tiebreak = T("more discs on the price table")
            else:
                tiebreak = T("nobility disc furthest right")
        breakdown, details = [], []
        for seat in range(self.num_players):
            entry = dict(self.final[seat]) if self.final else {"money": self.money[seat]}
            entry.pop("final", None)            # the score itself, shown as the total
            breakdown.append(entry)
            colour = self.colours[seat]
            details.append({"discs": discs_on_table(colour, self.rows, self.nobility),
                            "nobility_space": _space_words(best_nobility_index(colour,
                                                                               self.nobility))})
        explain = []
        if self.final:
            before = [entry["money"] for entry in self.final]
            more, explain = explain_final(self.colours, before, self.rows, self.prices,
                                          self.posts, self.num_players)
            details = [{**m, **d} for m, d in zip(more, details)]
        labels = {"money": T("Money before final income"), "production": T("Production"),
                  "dukedoms": T("Dukedoms"), "main_road": T("Main road"),
                  "discs": T("Discs on the table"), "nobility_space": T("Best nobility space"),
                  "production_rows": T("Rows paying production"),
                  "duchy_posts": T("Posts per duchy"),
                  "main_road_posts": T("Posts on the main road")}
        return Result(list(self.money), ranking, breakdown, tiebreak, details, labels,
                      reason=T("The last action tile has been played"), explain=explain)

    # ---- decisions ------------------------------------------------------------------------------------
    def base_decision(self) -> Decision | None:
        stage = self.stage
        if stage == "buyers":
            return self._buyer_decision()
        if stage == "actions":
            return self._action_decision()
        if stage == "tax":
            seat = (self.start + self.cursor) % self.num_players
            return Decision(seat, "hermagor.tax", T("Tax Official: reveal your money or pass"),
                            [Option("tax_reveal", (), D.panel_id(seat), T("Reveal my money")),
                             Option("tax_pass", (), None, T("Pass"))],
                            {"revealed": [list(r) for r in self.tax_reveals]})
        if stage in ("tax_start", "start"):
            # players by their name only: the table shows each seat's one colour and shape
            options = [Option("choose_start", (s,), D.panel_id(s),
                              T("Myself") if s == self.namer else T("{seat}", seat=s))
                       for s in range(self.num_players)]
            return Decision(self.namer, "hermagor.choose_start", T("Name the new start player"),
                            options, {"current": self.start})
        return None

    def _market_option(self, kind: str, pos: str, cost: int | None) -> Option:
        args = ("space", pos) if pos in D.SPACES else ("tile", pos)
        if self._lean:
            return _lean_option(kind, args, pos)
        # a label names the place by the tile it is named after: built once per place, price
        # and naming tile (the first one around a lane space, as `texts.place` picks it)
        stalls = self.stalls
        named = (stalls.get(pos) if pos in D.STALLS else
                 next(((i, stalls[stall]) for i, stall in enumerate(D.SPACES[pos]["stalls"])
                       if stalls.get(stall)), None))
        return Option(kind, args, pos, cached_text(_MARKET_LABELS, (pos, cost, named),
                                                   lambda: self._market_label(pos, cost)))

    def _market_label(self, pos: str, cost: int | None) -> str:
        where = texts.place(pos, self.stalls, start=True)   # the prompt says "place a buyer"
        if cost is None:
            return T("{where}: a neutral buyer (free)", where=where)
        return T("{where}: pay {n}", where=where, n=cost)

    def _buyer_decision(self) -> Decision:
        seat = self.buyer_seat()
        free = self.free_market_targets()
        neutral_ok = (self.neutral is not None and not self.neutral_done
                      and self.neutral_buyers[seat] > 0)
        if self._lean:
            return self._lean_buyer_decision(seat, free, neutral_ok)
        info = {"decision": self.cursor // self.num_players + 1,
                "buyers_left": self.buyers_left[seat],
                "neutral_buyers": self.neutral_buyers[seat] if self.neutral else 0}
        if self.own_done:
            options = [self._market_option("place_neutral_buyer", p, None) for p in free]
            options.append(Option("skip_neutral", (), None, T("No neutral buyer")))
            return Decision(seat, "hermagor.neutral_buyer", T("Place a neutral buyer or skip"),
                            options, info)
        money = self.money[seat]
        options = []
        costs = {}
        for pos in free:
            cost = D.SPACES[pos]["cost"] if pos in D.SPACES else D.TILE_COST
            if cost <= money:
                options.append(self._market_option("place_buyer", pos, cost))
                costs[pos] = cost
        options.append(Option("pass_buyer", (), None, T("Pass (this buyer stays unused)")))
        if neutral_ok:
            options += [self._market_option("place_neutral_buyer", p, None) for p in free]
        info["costs"] = costs
        text = T("Place buyer {n} of 4 on a tile or lane space, or pass", n=info["decision"])
        return Decision(seat, "hermagor.buyer", text, options, info)

    def _lean_buyer_decision(self, seat: int, free: list, neutral_ok: bool) -> Decision:
        """`_buyer_decision`'s options, unlabelled and without hints (see `_lean`)."""
        if self.own_done:
            options = [_LEAN_BUYERS[pos][1] for pos in free]
            options.append(_lean_option("skip_neutral", (), None))
            return Decision(seat, "hermagor.neutral_buyer", "", options, {})
        money = self.money[seat]
        options = []
        for pos in free:
            own, _neutral, cost = _LEAN_BUYERS[pos]
            if cost <= money:
                options.append(own)
        options.append(_lean_option("pass_buyer", (), None))
        if neutral_ok:
            options += [_LEAN_BUYERS[pos][1] for pos in free]
        return Decision(seat, "hermagor.buyer", "", options, {})

    def _action_decision(self) -> Decision:
        seat = self.turn
        if self.own_done:
            options = self._neutral_post_options(seat)
            options.append(_lean_option("skip_neutral", (), None) if self._lean else
                           Option("skip_neutral", (), None, T("No neutral post")))
            return Decision(seat, "hermagor.neutral_post", T("Place a neutral post or skip"),
                            options, {"neutral_posts": self.neutral_posts[seat]})
        options = self.move_options(seat)
        if self.neutral is not None and not self.neutral_done and self.neutral_posts[seat] > 0:
            options += self._neutral_post_options(seat)
        if self._lean:
            return Decision(seat, "hermagor.action", "", options, {})
        loc = self.merchant[seat]
        destinations = {}
        for o in options:
            if o.kind in ("move_sell", "move") and o.args[0] not in destinations:
                v = o.args[0]
                good = D.SELLS[v]
                destinations[v] = {"path": list(PATH[loc][v]), "cost": DIST[loc][v],
                                   "half": DIST[loc][v] // 2, "sells": good,
                                   "price": self.prices[good]}
        info = {"location": loc, "posts_in_hand": self.hand[seat],
                "side_road": D.SP_SIDEROAD in self.held[seat],
                "black_market": D.SP_BLACKMARKET in self.held[seat],
                "neutral_posts": self.neutral_posts[seat] if self.neutral else 0,
                "destinations": destinations}
        return Decision(seat, "hermagor.action",
                        T("Take an action: move and sell, sell, move or pass"), options, info)

    # ---- applying decisions ---------------------------------------------------------------------------
    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        seat = decision.seat
        kind = option.kind
        if kind in ("tax_reveal", "tax_pass"):
            money = self.money[seat] if kind == "tax_reveal" else None
            self.tax_reveals.append([seat, money])
            if money is None:
                out.append(Event("tax_passed", {"seat": seat}))
            else:
                out.append(Event("tax_revealed", {"seat": seat, "money": money}, reveal=True))
            self.cursor += 1
            if self.cursor >= self.num_players:
                self._finish_tax(out)
        elif kind == "choose_start":
            new = option.args[0]
            out.append(Event("start_player", {"seat": new, "by": seat, "before": self.start}))
            self.start = new
            if self.stage == "tax_start":
                self.stage = "buyers"
                self.cursor = 0
                self.own_done = self.neutral_done = False
            else:
                self._begin_actions(out)
        elif kind == "place_buyer":
            pos = option.args[1]
            cost = D.SPACES[pos]["cost"] if pos in D.SPACES else D.TILE_COST
            self.buyers[pos] = self.colours[seat]
            self.buyers_left[seat] -= 1
            out.append(Event("buyer_placed", {"seat": seat, "colour": self.colours[seat],
                                              "to": pos, "cost": cost,
                                              "where": texts.place(pos, self.stalls)}))
            self._gain(seat, -cost, "buyer", out)
            self.own_done = True
        elif kind == "pass_buyer":
            self.buyers_left[seat] -= 1
            out.append(Event("buyer_passed", {"seat": seat}))
            self.own_done = True
        elif kind == "place_neutral_buyer":
            pos = option.args[1]
            self.buyers[pos] = self.neutral
            self.neutral_buyers[seat] -= 1
            self.neutral_done = True
            out.append(Event("buyer_placed", {"seat": None, "colour": self.neutral,
                                              "to": pos, "cost": 0, "by": seat,
                                              "where": texts.place(pos, self.stalls)}))
            if self.own_done:
                self._next_buyer_decision(out)
        elif kind == "skip_neutral":
            self.neutral_done = True
            if self.stage == "buyers":
                self._next_buyer_decision(out)
        elif kind == "place_neutral_post":
            self._place_neutral_post(seat, option.args[0], out)
        else:
            self._do_action(seat, option, out)
        self._advance(out)

    # ---- what a seat sees -----------------------------------------------------------------------------
    def total_rounds(self) -> int:
        return len(self.actions_revealed) + len(self.action_stack)

    def progress(self) -> str:
        if self.stage == "over":
            return T("game over")
        return T("round {n} of {rounds}, {stage}", n=self.round, rounds=self.total_rounds(),
                 stage=STAGE_TEXTS.get(self.stage, T("market")))

    def bag_contents(self) -> list:
        """The bag as every player can derive it: tiles in play not on a stall and not held."""
        out_of_bag = {t for t in self.stalls.values() if t is not None}
        for tiles in self.held:
            out_of_bag.update(tiles)
        return [t for t in D.tiles_in_play(self.num_players) if t not in out_of_bag]

    def actions_left(self) -> list:
        """The multiset of unrevealed action values (public; their order is not)."""
        pool = D.action_set(self.num_players, bool(self.variants.get("six_actions")))
        for tile in self.actions_revealed:
            pool.remove(tile)
        return sorted(D.ACTION_TILES[t] for t in pool)

    def view_data(self, seat: int) -> dict:
        hide = self.hide_money()
        players = []
        for s, colour in enumerate(self.colours):
            known = s == seat or not hide
            players.append({
                "seat": s, "colour": colour,
                "money": self.money[s] if known else None, "money_known": known,
                "merchant": self.merchant[s], "posts_in_hand": self.hand[s],
                "posts_in_supply": self.supply[s], "discs_left": self.discs[s],
                "held": list(self.held[s]), "buyers_left": self.buyers_left[s],
                "neutral_buyers": self.neutral_buyers[s], "neutral_posts": self.neutral_posts[s],
                "start_player": s == self.start,
            })
        used = self._used_stalls
        leaders = {}
        if self.stage in ("buyers", "tax", "tax_start"):
            for stall in used:
                if self.stalls[stall] is not None:
                    winner, reason, tied = award(stall, self.buyers)
                    leaders[stall] = {"winner": winner, "reason": reason, "tied": tied}
        return {
            "me": seat,
            "colour": self.colours[seat],
            "colours": list(self.colours),
            "neutral": None if self.neutral is None else {
                "colour": self.neutral, "discs_left": self.neutral_discs,
                "posts_in_supply": self.neutral_supply},
            "hide_money": hide,
            "players": players,
            "round": self.round,
            "rounds": self.total_rounds(),
            "stage": self.stage,
            "phase": STAGE_NAMES.get(self.stage, ""),
            "actions": self.actions,
            "action_tiles_revealed": list(self.actions_revealed),
            "actions_left": self.actions_left(),
            "start_player": self.start,
            "turn_seat": self.turn,
            "stalls": {s: self.stalls[s] for s in used},
            "used_stalls": list(used),
            "usable_spaces": list(self._usable),
            "buyers": dict(self.buyers),
            "stall_leaders": leaders,
            "bag": self.bag_contents(),
            "prices": dict(self.prices),
            "rows": {g: list(r) for g, r in self.rows.items()},
            "nobility": list(self.nobility),
            "posts": {v: list(c) for v, c in self.posts.items() if c},
            "tax_reveals": [list(r) for r in self.tax_reveals],
            "final": self.final,
            # the public machinery, for the search's determinization (all of it is public)
            "machine": {"cursor": self.cursor, "namer": self.namer, "own_done": self.own_done,
                        "neutral_done": self.neutral_done,
                        "enclosures": [list(e) for e in self.enclosures],
                        "frames": copy_data(self.frames)},
        }
