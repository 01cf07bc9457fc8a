"""Nauticus bots. `random` is the core RandomBot; `simple` ("Deckhand") follows spec 10.1/10.2.

The simple bot reads only `view` and the decision. It values everything in taler equivalents
(TE): 1 worker = 2 TE, 1 VP = 2.5 TE (3 TE in the last round). A ship being built is worth
C(size) = VP value of the ship + 7 TE per completion reward; a tile placed on it is worth
C / (components still missing), so tiles that finish a ship (or nearly) come first. One greedy
planner (`_Planner`) both estimates what an action is worth (choose / perform-or-pass / extra
action) and picks the next use, so the estimate and the play agree.
"""
from __future__ import annotations

from rules.core import PriorityBot

from . import ships as sy
from .data import (ACTION_ITEMS, ACTIONS, BONUS_TILE_CHOICES, BONUSES, CROWN_CAP, CROWN_MAST,
                   CROWN_SAIL, EXTRA_PRICE, EXTRA_WORKERS, MONEY_PER_WORKER, PHASES,
                   REPEAT_PRICE, SHIP_VP, TILE_ORDER, WAREHOUSE_CAPACITY, goods_group_vp,
                   list_price, tile_kind, tile_units)

WORKER_TE = 2.0
REWARD_TE = 7.0
STEP_MIN = 0.5          # a use must gain more than this to be made
PERFORM_MIN = 3.0       # perform the phase action if the plan gains at least this (10.2)
KIND_ACTION = {"hull": "act_hull", "mast": "act_mast", "sail": "act_sail", "good": "act_goods"}


def _copy_player(p: dict) -> dict:
    return {"taler": p["taler"], "workers": p["workers"], "warehouse": dict(p["warehouse"]),
            "ships": [{"slots": [dict(s) for s in ship["slots"]], "finished": ship["finished"],
                       "crest": ship["crest"]} for ship in p["ships"]],
            "delivered": dict(p["delivered"]), "crown_vp": dict(p["crown_vp"]),
            "crowns": p["crowns"], "extra": p["extra"], "passes": p["passes"]}


def _units(p: dict) -> int:
    return sum(tile_units(t) * c for t, c in p["warehouse"].items())


class _Ctx:
    """What the bot knows about the game position, from the view."""

    def __init__(self, view: dict, seat: int):
        self.view = view
        self.seat = seat
        self.round = view["round"]
        self.rounds = view["rounds"]
        self.phase = view["phase"]
        self.last_round = self.round == self.rounds
        self.vp_te = 3.0 if self.last_round else 2.5
        self.face_up = {sp["tile"] for sp in view["spaces"] if sp["face_up"]}
        current = view.get("current")
        self.current_action = current["action"] if current else None
        # Actions that can still be played after the current phase in this round.
        later = set(self.face_up)
        if self.current_action:
            later.discard(self.current_action)
        self.later = later
        self.phases_left = PHASES - self.phase          # after the current phase
        self.time_left = (self.rounds - self.round) + self.phases_left / PHASES
        self.stock = view["stock"]
        self.unlimited = view["unlimited_tiles"]
        # Expected future crown actions (this round if still to come, 7/8 of each later round).
        self.crown_actions = (1.0 if "act_crowns" in later else 0.0) + \
            0.875 * (self.rounds - self.round)

    def in_stock(self, tile: str) -> bool:
        return self.unlimited or self.stock[tile] > 0

    def obtainable(self, kind: str, player: dict) -> bool:
        """Can a tile of this kind still reach the shipyard in time (rough, order ignored)?"""
        if not self.last_round:
            return True
        if KIND_ACTION[kind] in self.later or player["extra"]:
            return True
        if "act_transport" in self.later and any(tile_kind(t) == kind
                                                 for t in player["warehouse"]):
            return True
        return False


class _Planner:
    """Values of tiles, placements and whole action runs for one player (a copy)."""

    def __init__(self, ctx: _Ctx, player: dict):
        self.ctx = ctx
        self.p = player

    # ---- ships ---------------------------------------------------------------------------------
    def ship_value(self, size: int) -> float:
        value = self.ctx.vp_te * SHIP_VP[size] + REWARD_TE * size
        # a 4-ship needs four masts and four sails of one crest: repeats at 4 T (10.2: only
        # with a round to spare)
        return value * (0.75 if size == 4 else 1.0)

    def target(self, ship: dict) -> int:
        """The size this (unfinished) ship is being built to."""
        shape = sy.hulls(ship)
        if sy.is_closed(ship):
            return len(shape)
        minimal = len(shape) + (shape[0] != sy.BOW) + (shape[-1] != sy.STERN)
        mids = shape.count(sy.MIDDLE)
        if minimal < 3 and mids < 2 and self.ctx.time_left >= 1.5 and len(shape) == 1:
            return 3
        return min(4, minimal)

    def remaining(self, ship: dict, target: int) -> int:
        masts = sum(1 for s in ship["slots"] if s["mast"])
        sails = sum(1 for s in ship["slots"] if s["sail"])
        return (target - len(ship["slots"])) + (target - masts) + (target - sails)

    def feasible(self, ship: dict, target: int) -> float:
        ctx = self.ctx
        needs = []
        if len(ship["slots"]) < target:
            needs.append("hull")
        if any(s["mast"] is None for s in ship["slots"]) or len(ship["slots"]) < target:
            needs.append("mast")
        needs.append("sail")
        if not all(ctx.obtainable(k, self.p) for k in needs):
            return 0.0
        if ctx.last_round and len(needs) == 3 and ctx.phases_left < 3:
            return 0.3
        if ctx.time_left < 1.0 and len(needs) >= 2:
            return 0.7
        return 1.0

    def unfinished(self) -> list:
        return [s for s in self.p["ships"] if not s["finished"]]

    def goods_marginal(self, good: str) -> float:
        """VP one more good of this kind is worth: the average gain of the group over the
        deliveries still expected this game (group scoring is convex, 10.2)."""
        n = self.p["delivered"][good] + sum(1 for ship in self.p["ships"]
                                             for s in ship["slots"] if s["good"] == good)
        more = max(1, min(6, int(2 * self.ctx.time_left)))
        return (goods_group_vp(n + more) - goods_group_vp(n)) / more

    def crown_te(self) -> float:
        return 1.5 * self.ctx.crown_actions * 1.6

    def placement_value(self, tile: str, where: tuple) -> float:
        """TE of putting `tile` at a shipyard placement (see ships.placements)."""
        kind = tile_kind(tile)
        ships = self.p["ships"]
        if where[0] == "new":
            return self.new_ship_value(tile)
        ship = ships[where[0]]
        if kind == "good":
            return self.good_value(ship, tile)
        if ship["finished"]:
            return 0.0
        if kind == "hull":
            trial = {"slots": [dict(s) for s in ship["slots"]], "finished": False,
                     "crest": ship["crest"]}
            sy.place([trial], tile, (0, where[1]))
            t_after = self.target(trial)
            return self.ship_value(t_after) * self.feasible(trial, t_after) / \
                (self.remaining(trial, t_after) + 1)
        t = self.target(ship)
        r = self.remaining(ship, t)
        value = self.ship_value(t) * self.feasible(ship, t) / max(1, r)
        if kind == "mast" and tile == CROWN_MAST:
            value += 1.0          # a crowned mast on a ship keeps its crown
        return value

    def new_ship_value(self, hull: str) -> float:
        ctx = self.ctx
        open_small = [s for s in self.unfinished() if not sy.is_closed(s) and len(s["slots"]) < 2]
        count = len(self.unfinished())
        if count >= 3:
            return 0.0
        factor = 0.3 if count >= 2 else 1.0
        if hull == sy.SINGLE:
            size = 1
        else:
            if open_small:
                return 0.0
            if hull == sy.MIDDLE:
                if ctx.time_left < 1.5:
                    return 0.0
                size = 3
                factor *= 0.8
            else:
                size = 3 if ctx.time_left >= 1.5 else 2
        trial = sy.new_ship(hull)
        f = self.feasible(trial, size)
        return self.ship_value(size) * f * factor / (3 * size)

    def good_value(self, ship: dict, good: str) -> float:
        ctx = self.ctx
        if ship["finished"]:
            ready = 1.0
        else:
            t = self.target(ship)
            r = self.remaining(ship, t)
            f = self.feasible(ship, t)
            ready = 0.0 if f == 0 else (0.5 if r <= 2 else 0.1)
        if ctx.last_round and "act_deliver" not in ctx.later and not self.p["extra"]:
            ready = 0.0
        empties = sum(1 for s in ship["slots"] if s["good"] is None)
        value = ready * (ctx.vp_te * self.goods_marginal(good) - WORKER_TE)
        value *= 1.0 if empties == 1 else 0.85
        return max(value, 1.0)

    def best_direct(self, tile: str) -> tuple:
        best, where = 0.0, None
        for w in sy.placements(self.p["ships"], tile):
            v = self.placement_value(tile, w)
            if v > best:
                best, where = v, w
        return best, where

    def fits(self, tile: str) -> bool:
        return _units(self.p) + tile_units(tile) <= WAREHOUSE_CAPACITY

    def warehouse_value(self, tile: str) -> float:
        """TE of a tile sitting in the warehouse (it still needs Transport to be used)."""
        if not self.fits(tile):
            return float("-inf")
        ctx = self.ctx
        value = 1.0
        if tile in (CROWN_MAST, CROWN_SAIL):
            value += self.crown_te()
        transport = (not ctx.last_round) or "act_transport" in ctx.later
        if transport:
            direct, _ = self.best_direct(tile)
            if direct > 0:
                value = max(value, 0.7 * (direct - WORKER_TE))
        if _units(self.p) + tile_units(tile) > 8:
            value -= 0.5
        return value

    # ---- one use of an action ------------------------------------------------------------------
    def buy_step(self, action: str, run: dict):
        """Best next purchase: (net TE, tile, placement or ("warehouse",)) or None."""
        p = self.p
        if run["blue"] + p["workers"] < 1:
            return None
        wcost = 0.0 if run["blue"] > 0 else WORKER_TE
        items = ACTION_ITEMS[action]
        bought_types = [t for t in items if run["bought"].get(t)]
        best = None
        for tile in items:
            if not self.ctx.in_stock(tile):
                continue
            repeat = bool(run["bought"].get(tile))
            if repeat:
                price = REPEAT_PRICE
            elif run["extra"]:
                price = EXTRA_PRICE
            else:
                price = list_price(action, run["space"], tile)
            if p["taler"] < price:
                continue
            wh = self.warehouse_value(tile)
            value, where = wh, ("warehouse",)
            if price >= 1:
                direct, dwhere = self.best_direct(tile)
                if direct > value:
                    value, where = direct, dwhere
            if value == float("-inf"):
                continue
            # taler are scarce (no income): spending the last few costs more
            cost = price * (1.0 if p["taler"] - price >= 4 else 1.4)
            net = value - cost - wcost
            if repeat and net <= 2.0:
                continue
            if len(bought_types) == 3 and not repeat and not run["allfour"]:
                net += max([self.warehouse_value(t) for t in items if self.ctx.in_stock(t)]
                           + [0.0])
            if best is None or net > best[0]:
                best = (net, tile, where, price)
        if best is None or best[0] <= STEP_MIN:
            return None
        return best

    def apply_buy(self, run: dict, tile: str, where: tuple, price: int) -> None:
        p = self.p
        if run["blue"] > 0:
            run["blue"] -= 1
        else:
            p["workers"] -= 1
        p["taler"] -= price
        run["bought"][tile] = run["bought"].get(tile, 0) + 1
        self._put(tile, where)
        items = ACTION_ITEMS[run["action"]]
        if not run["allfour"] and all(run["bought"].get(t) for t in items):
            run["allfour"] = True
            choices = [t for t in items if self.ctx.in_stock(t) and self.fits(t)]
            if choices:
                pick = max(choices, key=self.warehouse_value)
                p["warehouse"][pick] = p["warehouse"].get(pick, 0) + 1

    def _put(self, tile: str, where: tuple) -> None:
        p = self.p
        if where[0] == "warehouse":
            p["warehouse"][tile] = p["warehouse"].get(tile, 0) + 1
            return
        i, _ = sy.place(p["ships"], tile, where)
        ship = p["ships"][i]
        if not ship["finished"] and sy.compute_finished(ship):
            ship["finished"] = True
            # rewards: the planner assumes taler (usable at once in the same run)
            p["taler"] += 7 * len(ship["slots"])

    def move_step(self, run: dict):
        p = self.p
        if run["blue"] + p["workers"] < 1:
            return None
        wcost = 0.0 if run["blue"] > 0 else WORKER_TE
        best = None
        for tile in TILE_ORDER:
            if not p["warehouse"].get(tile):
                continue
            direct, where = self.best_direct(tile)
            if where is None:
                continue
            keep = 1.0 + (self.crown_te() if tile in (CROWN_MAST, CROWN_SAIL) else 0.0)
            if tile in (CROWN_MAST, CROWN_SAIL):
                direct += self.crown_te()
            net = direct - keep - wcost
            if best is None or net > best[0]:
                best = (net, tile, where)
        if best is None or best[0] <= STEP_MIN:
            return None
        return best

    def apply_move(self, run: dict, tile: str, where: tuple) -> None:
        p = self.p
        if run["blue"] > 0:
            run["blue"] -= 1
        else:
            p["workers"] -= 1
        left = p["warehouse"][tile] - 1
        if left:
            p["warehouse"][tile] = left
        else:
            del p["warehouse"][tile]
        self._put(tile, where)

    def deliver_step(self, run: dict):
        p = self.p
        avail = run["blue"] + p["workers"]
        best = None
        for i, ship in enumerate(p["ships"]):
            size = len(ship["slots"])
            if not ship["finished"] or size > avail or \
                    any(s["good"] is None for s in ship["slots"]):
                continue
            counts = dict(p["delivered"])
            vp = 0
            for s in ship["slots"]:
                g = s["good"]
                vp += goods_group_vp(counts[g] + 1) - goods_group_vp(counts[g])
                counts[g] += 1
            own = max(0, size - run["blue"])
            net = self.ctx.vp_te * vp - WORKER_TE * own - size * 1.0
            if best is None or net > best[0]:
                best = (net, i)
        if best is None or best[0] <= 0:
            return None
        return best

    def apply_deliver(self, run: dict, i: int) -> None:
        p = self.p
        ship = p["ships"][i]
        size = len(ship["slots"])
        from_blue = min(size, run["blue"])
        run["blue"] -= from_blue
        p["workers"] -= size - from_blue
        for s in ship["slots"]:
            p["delivered"][s["good"]] += 1
            s["good"] = None

    def crowns_choice(self, run: dict):
        """(net TE, workers) for the crown action, or None."""
        p = self.p
        crowns = p["crowns"]
        left = CROWN_CAP - p["crown_vp"]["extra" if run["extra"] else "regular"]
        avail = run["blue"] + p["workers"]
        if crowns <= 0 or left <= 0 or avail <= 0:
            return None
        need = -(-left // crowns)
        best = None
        for w in range(1, min(avail, need) + 1):
            own = max(0, w - run["blue"])
            if own and crowns < 2 and w > run["blue"]:
                continue
            net = self.ctx.vp_te * min(crowns * w, left) - WORKER_TE * own
            if best is None or net > best[0] + 1e-9:
                best = (net, w)
        return best

    def money_choice(self, run: dict):
        """Use all blue workers; own workers only while taler are short (10.2)."""
        p = self.p
        blue = run["blue"]
        want = max(0, -(-(10 - p["taler"] - MONEY_PER_WORKER * blue) // MONEY_PER_WORKER))
        own = min(want, max(0, p["workers"] - 1))
        w = blue + own
        if w <= 0:
            return None
        short = 1.0 if p["taler"] < 6 else 0.0
        return (MONEY_PER_WORKER * blue + short * (MONEY_PER_WORKER * own + 1.0), w)

    # ---- a whole run ---------------------------------------------------------------------------
    def run_gain(self, run: dict, max_steps: int = 10) -> tuple:
        """Greedy plan of a whole run on this (copied) player: (gain TE, finished sizes)."""
        action = run["action"]
        gain = 0.0
        finished = []
        before = {id(s) for s in self.p["ships"] if s["finished"]}
        if action in ACTION_ITEMS:
            for _ in range(max_steps):
                step = self.buy_step(action, run)
                if step is None:
                    break
                net, tile, where, price = step
                gain += net
                self.apply_buy(run, tile, where, price)
        elif action == "act_transport":
            for _ in range(max_steps):
                step = self.move_step(run)
                if step is None:
                    break
                gain += step[0]
                self.apply_move(run, step[1], step[2])
        elif action == "act_deliver":
            for _ in range(max_steps):
                step = self.deliver_step(run)
                if step is None:
                    break
                gain += step[0]
                self.apply_deliver(run, step[1])
        elif action == "act_crowns":
            choice = self.crowns_choice(run)
            if choice:
                gain += choice[0]
        elif action == "act_money":
            choice = self.money_choice(run)
            if choice:
                gain += choice[0]
        for s in self.p["ships"]:
            if s["finished"] and id(s) not in before:
                finished.append(len(s["slots"]))
        return gain, finished


def _new_run(action: str, space: str | None, blue: int, extra: bool) -> dict:
    return {"action": action, "space": space, "blue": blue, "bought": {}, "allfour": False,
            "extra": extra}


class SimpleBot(PriorityBot):
    """Deckhand: the spec's heuristic bot (10.2)."""

    name = "simple"
    handlers = {
        "nauticus.choose_action": "on_choose_action",
        "nauticus.bonus_tile": "on_free_tile",
        "nauticus.allfour_bonus": "on_free_tile",
        "nauticus.turn_start": "on_turn_start",
        "nauticus.use": "on_use",
        "nauticus.place": "on_place",
        "nauticus.reward": "on_reward",
        "nauticus.reward_goods": "on_reward_goods",
        "nauticus.turn_end": "on_turn_end",
    }

    def fallback(self, view, decision):
        return decision.options[0]

    # ---- helpers -------------------------------------------------------------------------------
    def _ctx(self, view):
        return _Ctx(view, self.seat)

    def _planner(self, ctx, seat=None):
        return _Planner(ctx, _copy_player(ctx.view["players"][self.seat if seat is None
                                                              else seat]))

    @staticmethod
    def _space(view, space_id):
        for sp in view["spaces"]:
            if sp["id"] == space_id:
                return sp
        raise KeyError(space_id)

    def _action_gain(self, ctx, seat, action, space, blue, extra=False):
        planner = self._planner(ctx, seat)
        if extra:
            planner.p["workers"] += EXTRA_WORKERS
        return planner.run_gain(_new_run(action, space, blue, extra))

    def _bonus_value(self, ctx, bonus):
        spec = BONUSES[bonus]
        value = WORKER_TE * spec.get("workers", 0) + spec.get("taler", 0) + \
            ctx.vp_te * spec.get("vp", 0)
        if "tile_choice" in spec:
            planner = self._planner(ctx)
            values = [planner.warehouse_value(t) for t in BONUS_TILE_CHOICES[spec["tile_choice"]]
                      if ctx.in_stock(t)]
            values = [v for v in values if v != float("-inf")]
            value += max(values) if values else 0.0
        return value

    def _pass_value(self, me):
        up = [int(v) for v, side in me["pass_tiles"].items() if side == "up"]
        return max(up) * 2.5 if up else 0.0

    # ---- choosing the phase action ----------------------------------------------------------
    def on_choose_action(self, view, decision):
        ctx = self._ctx(view)
        me = view["players"][self.seat]
        pass_bonus = 0.5 * self._pass_value(me) if me["passes"] < 2 else 0.0
        best, best_score = None, None
        for option in decision.options:
            sp = self._space(view, option.args[0])
            action = sp["tile"]
            own, _ = self._action_gain(ctx, self.seat, action, sp["id"], sp["blue"])
            opp = 0.0
            for seat in range(len(view["players"])):
                if seat != self.seat:
                    g, _ = self._action_gain(ctx, seat, action, sp["id"], sp["blue"])
                    opp = max(opp, g)
            score = self._bonus_value(ctx, sp["bonus"]) + max(own, pass_bonus) - 0.5 * opp
            if best_score is None or score > best_score + 1e-9:
                best, best_score = option, score
        return best

    # ---- perform or pass ---------------------------------------------------------------------
    def on_turn_start(self, view, decision):
        ctx = self._ctx(view)
        me = view["players"][self.seat]
        info = decision.info
        run = _new_run(info["action"], info["space"], info["blue"], False)
        gain, _ = self._planner(ctx).run_gain(dict(run, bought={}))
        pass_opt = decision.find("pass")
        tile_value = self._pass_value(me)
        if me["passes"] == 0 and ctx.phases_left <= 2:
            # force a pass this round: on this action unless a later one is weaker (10.2)
            later = [self._action_gain(ctx, self.seat, sp["tile"], sp["id"], sp["blue"])[0]
                     for sp in view["spaces"] if sp["tile"] in ctx.later]
            perform = gain > tile_value and (not later or gain > min(later))
        elif me["passes"] == 1 and ctx.phases_left == 0:
            perform = gain > tile_value
        else:
            perform = gain >= PERFORM_MIN
        if not perform:
            return pass_opt
        step = self._next_use(ctx, run, decision)
        return step if step is not None else pass_opt

    def on_use(self, view, decision):
        ctx = self._ctx(view)
        turn_run = view["acting"]["run"]
        run = _new_run(turn_run["action"], turn_run["space"], turn_run["blue"],
                       turn_run["extra"])
        run["bought"] = dict(turn_run["bought"])
        run["allfour"] = turn_run["allfour"]
        step = self._next_use(ctx, run, decision)
        return step if step is not None else decision.find("done")

    def _next_use(self, ctx, run, decision):
        planner = self._planner(ctx)
        action = run["action"]
        if action in ACTION_ITEMS:
            step = planner.buy_step(action, run)
            return decision.find(f"buy:{step[1]}") if step else None
        if action == "act_transport":
            step = planner.move_step(run)
            return decision.find(f"move:{step[1]}") if step else None
        if action == "act_deliver":
            step = planner.deliver_step(run)
            return decision.find(f"deliver:ship{step[1] + 1}") if step else None
        if action == "act_crowns":
            choice = planner.crowns_choice(run)
            return decision.find(f"crowns:{choice[1]}") if choice else None
        if action == "act_money":
            choice = planner.money_choice(run)
            return decision.find(f"money:{choice[1]}") if choice else None
        return None

    def on_place(self, view, decision):
        ctx = self._ctx(view)
        planner = self._planner(ctx)
        tile = decision.info["tile"]
        best, best_value = None, None
        for option in decision.options:
            if option.args[0] == "warehouse":
                value = planner.warehouse_value(tile)
            elif option.args[0] == "new":
                value = planner.placement_value(tile, ("new",))
            else:
                i = int(option.args[0][4:]) - 1
                pos = option.args[1]
                where = (i, pos if pos in ("front", "back") else int(pos[4:]))
                value = planner.placement_value(tile, where)
            if best_value is None or value > best_value + 1e-9:
                best, best_value = option, value
        return best

    # ---- free tiles and rewards --------------------------------------------------------------
    def on_free_tile(self, view, decision):
        ctx = self._ctx(view)
        planner = self._planner(ctx)
        board_price = {}
        for sp in view["spaces"]:
            if sp["prices"]:
                board_price.update(sp["prices"])

        def key(option):
            tile = option.args[0]
            return (round(planner.warehouse_value(tile), 3), board_price.get(tile, 0))

        return max(decision.options, key=key)

    def on_reward(self, view, decision):
        ctx = self._ctx(view)
        me = view["players"][self.seat]
        ids = {o.args[0]: o for o in decision.options}
        crowns_coming = "act_crowns" in ctx.later or ctx.round < ctx.rounds
        order = []
        if ctx.last_round:
            order = ["rw_3vp", "rw_7t", "rw_3w"]
        elif ctx.round == ctx.rounds - 1:
            order = ["rw_7t", "rw_3w"] if me["taler"] < 2 * me["workers"] + 4 else \
                ["rw_3w", "rw_7t"]
            order.append("rw_3vp")
        else:
            if crowns_coming:
                order = ["rw_crown_sail", "rw_crown_mast"]
            order += ["rw_7t", "rw_3w", "rw_3vp"]
        for rw in order:
            if rw in ids:
                return ids[rw]
        return None

    def on_reward_goods(self, view, decision):
        ctx = self._ctx(view)
        planner = self._planner(ctx)

        def key(option):
            a, b = option.args[0].split("+")
            return planner.goods_marginal(a) + planner.goods_marginal(b)

        return max(decision.options, key=key)

    # ---- the extra action ----------------------------------------------------------------------
    def on_turn_end(self, view, decision):
        """Keep the extra action for the last round (never let it lapse); earlier only when it
        finishes a 3- or 4-ship (10.2)."""
        ctx = self._ctx(view)
        plans = []
        for action in ACTIONS:
            gain, finished = self._action_gain(ctx, self.seat, action, None, 0, extra=True)
            plans.append((gain, any(size >= 3 for size in finished), action))
        if not ctx.last_round:
            big = [plan for plan in plans if plan[1]]
            if not big:
                return decision.find("end_turn")
            return decision.find(f"extra:{max(big, key=lambda plan: plan[0])[2]}")
        gain, _, action = max(plans, key=lambda plan: plan[0])
        if ctx.phase == PHASES or gain >= 8.0:
            return decision.find(f"extra:{action}")
        return decision.find("end_turn")
