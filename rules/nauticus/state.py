"""The Nauticus state machine (spec sections 3-5).

Flow: `choose_action` (base, chooser) -> bonus -> one turn per seat clockwise from the chooser.
A turn (base, `self.turn`) is `turn_start` (first use, pass, or the extra action), then a run of
`use` decisions closed by `done` (a "nauticus.run" frame: the purchase run with its blue workers
and types bought), then `turn_end` while the extra-action tile is still owned. Sub-choices are
frames on top of it ("nauticus.place", "nauticus.reward", "nauticus.reward_goods",
"nauticus.allfour", "nauticus.bonus_tile"). All these are frames of this game's own kinds whose
options are computed from the state when they come to the top, so rewards resolved first never
leave stale options behind.

A decision with exactly one option is applied automatically and a tile choice with no legal
option is skipped (spec 4.16, G14): `_settle` does both after every applied option.
"""
from __future__ import annotations

from functools import lru_cache

from rules.core import T, TN, Decision, Event, Option, State
from rules.core.state import copy_data

from . import ships as sy
from . import texts
from .data import (ACTION_ITEMS, ACTIONS, BONUS_TILE_CHOICES, BONUSES,
                   CROWN_CAP, CROWN_MAST, CROWN_SAIL, EXTRA_PRICE, EXTRA_WORKERS, GOODS,
                   MAX_SAME_REWARD, MONEY_PER_WORKER, PASS_TILES, PHASES, REPEAT_PRICE,
                   REWARDS, ROUNDS, SPACE_IDS, SPACES, START_OFFSET,
                   START_RESOURCES, STOCK, TILE_ORDER, VP_START, WAREHOUSE_CAPACITY,
                   blue_at, deal_spaces, list_price, tile_units)

PROMPT = "nauticus."


def ship_id(index: int) -> str:
    return f"ship{index + 1}"


def ship_index(sid: str) -> int:
    return int(sid[4:]) - 1


def short_good(good: str) -> str:
    return good.split("_", 1)[1]


class NauticusState(State):
    GAME_ID = "nauticus"

    # =============================================================================== setup ====
    def setup(self) -> list:
        """Deal the opening position; returns its events (the round-1 deal) for the scene."""
        self.after_load()       # the caches are needed while dealing
        n = self.num_players
        if self.variants.get("first_player", "random") == "random":
            first = self.rng.below(n)          # RNG call (1) of spec 8.10
        else:
            first = 0
        self.first_player = first
        self.rounds = ROUNDS[n]
        self.round = 1
        self.phase = 1
        self.chooser = first
        self.wheel_offset = START_OFFSET
        self.space_tiles = {}
        self.face_up = {}
        self.anchor_space = None
        self.stock = dict(STOCK)
        self.players = [None] * n
        for pos in range(n):
            seat = (first + pos) % n
            taler, workers = START_RESOURCES[n][pos]
            self.players[seat] = {
                "vp": VP_START, "taler": taler, "workers": workers, "warehouse": {},
                "ships": [], "delivered": {g: 0 for g in GOODS},
                "pass_tiles": {str(v): "up" for v in PASS_TILES}, "passes": 0,
                "extra": True, "crown_vp": {"regular": 0, "extra": 0},
                "vp_by": {"bonus": 0, "reward": 0, "crowns": 0, "pass_penalty": 0},
            }
        self.current = None     # the chosen action of this phase and whose turn it is
        self.turn = None        # the acting player's turn: seat and part (start / end)
        self.over = False
        out: list = []
        self._prepare_round(out)
        self._settle(out)
        return out

    def after_load(self) -> None:
        self._unlimited = self.variants.get("component_limits") == "unlimited_tiles"

    # ============================================================================ helpers ====
    def in_stock(self, tile: str) -> bool:
        return self._unlimited or self.stock[tile] > 0

    def _take_stock(self, tile: str) -> None:
        if not self._unlimited:
            self.stock[tile] -= 1

    @staticmethod
    def warehouse_units(player: dict) -> int:
        return sum(tile_units(t) * c for t, c in player["warehouse"].items())

    def fits(self, player: dict, tile: str) -> bool:
        return self.warehouse_units(player) + tile_units(tile) <= WAREHOUSE_CAPACITY

    @staticmethod
    def crowns(player: dict) -> int:
        count = player["warehouse"].get(CROWN_MAST, 0) + player["warehouse"].get(CROWN_SAIL, 0)
        for ship in player["ships"]:
            for slot in ship["slots"]:
                count += (slot["mast"] == CROWN_MAST) + (slot["sail"] == CROWN_SAIL)
        return count + sum(1 for v in player["pass_tiles"].values() if v == "crown")

    def _add_warehouse(self, player: dict, tile: str) -> None:
        player["warehouse"][tile] = player["warehouse"].get(tile, 0) + 1

    def _remove_warehouse(self, player: dict, tile: str) -> None:
        left = player["warehouse"][tile] - 1
        if left:
            player["warehouse"][tile] = left
        else:
            del player["warehouse"][tile]

    def _gain_vp(self, seat: int, amount: int, source: str) -> None:
        player = self.players[seat]
        player["vp"] += amount
        player["vp_by"][source] += amount

    def price(self, run: dict, tile: str) -> int:
        if run["bought"].get(tile, 0):
            return REPEAT_PRICE
        if run["extra"]:
            return EXTRA_PRICE
        return list_price(run["action"], run["space"], tile)

    def blue(self, space: str) -> int:
        return blue_at(space, self.wheel_offset)

    @staticmethod
    def _use_workers(run: dict, player: dict, count: int) -> tuple[int, int]:
        from_blue = min(count, run["blue"])
        run["blue"] -= from_blue
        own = count - from_blue
        player["workers"] -= own
        return from_blue, own

    def warehouse_layout(self, player: dict) -> list[dict]:
        """Canonical cells of the warehouse: tiles in TILE_ORDER, a mast taking two cells."""
        layout, cell = [], 0
        for tile in sorted(player["warehouse"], key=_TILE_RANK.__getitem__):
            size = tile_units(tile)
            for _ in range(player["warehouse"][tile]):
                layout.append({"tile": tile, "cells": list(range(cell, cell + size))})
                cell += size
        return layout

    def _warehouse_cell_of(self, seat: int, tile: str) -> int:
        cell = 0
        for t in TILE_ORDER:
            if t == tile:
                return cell
            cell += tile_units(t) * self.players[seat]["warehouse"].get(t, 0)
        return cell

    # ========================================================================= round flow ====
    def _prepare_round(self, out: list) -> None:
        if self.round > 1:
            self.wheel_offset = int(self.anchor_space[1:])
        self.anchor_space = None
        tiles = list(ACTIONS)
        self.rng.shuffle(tiles)                 # RNG call (2) of spec 8.10
        self.space_tiles = dict(zip(deal_spaces(self.wheel_offset), tiles))
        self.space_tiles = {s: self.space_tiles[s] for s in SPACE_IDS}
        self.face_up = {a: True for a in ACTIONS}
        for player in self.players:
            player["crown_vp"] = {"regular": 0, "extra": 0}
        out.append(Event("round_started", {
            "round": self.round, "rounds": self.rounds, "wheel_offset": self.wheel_offset,
            "tiles": dict(self.space_tiles),
            "blue": {s: self.blue(s) for s in SPACE_IDS}, "chooser": self.chooser}))

    def _end_turn(self, out: list) -> None:
        cur = self.current
        cur["idx"] += 1
        if cur["idx"] < self.num_players:
            self.turn = {"seat": cur["order"][cur["idx"]], "part": "start"}
            return
        self._close_phase(out)

    def _close_phase(self, out: list) -> None:
        cur = self.current
        self.face_up[cur["action"]] = False
        anchor = self.phase == 1
        if anchor:
            self.anchor_space = cur["space"]
        self.chooser = (self.chooser + 1) % self.num_players
        out.append(Event("phase_ended", {
            "round": self.round, "phase": self.phase, "space": cur["space"],
            "action": cur["action"], "anchor": anchor, "next_chooser": self.chooser}))
        self.current = None
        self.turn = None
        if self.phase < PHASES:
            self.phase += 1
            return
        self._end_round(out)

    def _end_round(self, out: list) -> None:
        penalties = []
        for seat, player in enumerate(self.players):
            penalty = sum(int(v) for v, side in player["pass_tiles"].items() if side == "up")
            self._gain_vp(seat, -penalty, "pass_penalty")
            penalties.append(penalty)
            player["pass_tiles"] = {str(v): "up" for v in PASS_TILES}
            player["passes"] = 0
        out.append(Event("round_ended", {
            "round": self.round, "penalties": penalties,
            "vp": [p["vp"] for p in self.players]}))
        if self.round >= self.rounds:
            self.over = True
            result = self.compute_result()
            out.append(Event("game_over", {"scores": list(result.scores),
                                           "ranking": [list(g) for g in result.ranking]}))
            return
        self.round += 1
        self.phase = 1
        self._prepare_round(out)

    # ============================================================================ pending ====
    def base_decision(self) -> Decision | None:
        if self.over:
            return None
        if self.current is None:
            return self._choose_action_decision()
        if self.turn["part"] == "start":
            return self._turn_start_decision()
        return self._turn_end_decision()

    def _choose_action_decision(self) -> Decision:
        options = []
        for s in SPACE_IDS:
            action = self.space_tiles[s]
            if self.face_up[action]:
                bonus = SPACES[s]["bonus"]
                options.append(Option("choose", (s,), f"{s}_tile", TN(
                    "{action} (bonus: {bonus}; {n} free blue worker)",
                    "{action} (bonus: {bonus}; {n} free blue workers)", self.blue(s),
                    action=action, bonus=bonus)))
        return Decision(self.chooser, PROMPT + "choose_action",
                        T("Choose the action of phase {n}", n=self.phase), options,
                        {"round": self.round, "phase": self.phase})

    def new_run(self, action: str, extra: bool, resume: str | None = None) -> dict:
        """A run frame: one performance of an action by the acting player."""
        if extra:
            space, blue = None, 0
        else:
            space = self.current["space"]
            blue = self.blue(space)
        return {"frame": "nauticus.run", "seat": self.turn["seat"], "action": action,
                "extra": extra, "space": space, "blue": blue, "bought": {}, "allfour": False,
                "uses": 0, "resume": resume}

    def open_run(self) -> dict | None:
        for frame in reversed(self.frames):
            if frame["frame"] == "nauticus.run":
                return frame
        return None

    def _turn_start_decision(self) -> Decision:
        seat = self.turn["seat"]
        player = self.players[seat]
        action = self.current["action"]
        run = self.new_run(action, False)
        options = self.use_options(seat, run)
        options.append(self._pass_option(seat))
        if player["extra"]:
            options.extend(self._extra_options(seat))
        return Decision(seat, PROMPT + "turn_start",
                        T("{action}: perform it or pass", action=action), options,
                        {"action": action, "space": self.current["space"], "blue": run["blue"],
                         "prices": self.run_prices(run)})

    def _use_decision(self, run: dict) -> Decision:
        seat = run["seat"]
        options = self.use_options(seat, run)
        label = T("End the extra action") if run["extra"] else T("Done")
        options.append(Option("done", (), None, label))
        what = run["action"]
        text = (T("Extra action, {action}: use it again or finish", action=what) if run["extra"]
                else T("{action}: use it again or finish", action=what))
        return Decision(seat, PROMPT + "use", text, options,
                        {"action": run["action"], "extra": run["extra"], "blue": run["blue"],
                         "uses": run["uses"], "bought": dict(run["bought"]),
                         "prices": self.run_prices(run)})

    def _turn_end_decision(self) -> Decision:
        seat = self.turn["seat"]
        options = self._extra_options(seat)
        options.append(Option("end_turn", (), None, T("End your turn")))
        return Decision(seat, PROMPT + "turn_end",
                        T("Use your extra action now or end your turn"), options,
                        {"action": self.current["action"]})

    def _pass_option(self, seat: int) -> Option:
        tiles = self.players[seat]["pass_tiles"]
        up = [v for v in PASS_TILES if tiles[str(v)] == "up"]
        target = f"p{seat}_pass_{up[0] if up else PASS_TILES[-1]}"
        label = T("Pass (turn your -{n} pass tile)", n=up[0]) if up else T("Pass")
        return Option("pass", (), target, label)

    def _extra_options(self, seat: int) -> list[Option]:
        return [Option("extra", (a,), f"p{seat}_extra",
                       T("Extra action: {action} (+{workers})", action=a,
                         workers=texts.workers(EXTRA_WORKERS)))
                for a in ACTIONS]

    def run_prices(self, run: dict) -> dict | None:
        if run["action"] not in ACTION_ITEMS:
            return None
        return {t: self.price(run, t) for t in ACTION_ITEMS[run["action"]]}

    def use_options(self, seat: int, run: dict) -> list[Option]:
        """The legal uses of `run`'s action for `seat` right now (spec 4.16)."""
        player = self.players[seat]
        avail = run["blue"] + player["workers"]
        action = run["action"]
        out: list[Option] = []
        if avail < 1:
            return out
        if action in ACTION_ITEMS:
            for tile in ACTION_ITEMS[action]:
                if not self.in_stock(tile):
                    continue
                price = self.price(run, tile)
                if player["taler"] < price:
                    continue
                if not (self.fits(player, tile)
                        or (price >= 1 and sy.has_placement(player["ships"], tile))):
                    continue
                out.append(Option("buy", (tile,), f"supply_{tile}",
                                  texts.buy_label(tile, price)))
        elif action == "act_transport":
            for tile in TILE_ORDER:
                if player["warehouse"].get(tile, 0) and sy.has_placement(player["ships"], tile):
                    cell = self._warehouse_cell_of(seat, tile)
                    out.append(Option("move", (tile,), f"p{seat}_warehouse_{cell}",
                                      T("Move {a_tile} to the shipyard", a_tile=tile)))
        elif action == "act_money":
            for w in range(1, avail + 1):
                out.append(Option("money", (w,), f"p{seat}_taler",
                                  T("Use {workers} for {price}", workers=texts.workers(w),
                                    price=texts.taler(MONEY_PER_WORKER * w))))
        elif action == "act_deliver":
            for i, ship in enumerate(player["ships"]):
                size = len(ship["slots"])
                if ship["finished"] and size <= avail and \
                        all(slot["good"] is not None for slot in ship["slots"]):
                    out.append(Option("deliver", (ship_id(i),), f"p{seat}_{ship_id(i)}",
                                      T("Deliver {goods} from ship {ship}", ship=i + 1,
                                        goods=[slot["good"] for slot in ship["slots"]])))
        elif action == "act_crowns":
            crowns = self.crowns(player)
            left = CROWN_CAP - player["crown_vp"]["extra" if run["extra"] else "regular"]
            if crowns > 0 and left > 0:
                top = min(avail, -(-left // crowns))
                for w in range(1, top + 1):
                    out.append(Option("crowns", (w,), f"p{seat}_vp_badge", T(
                        "Score {what}", what=texts.crowns_text(crowns, w,
                                                                min(crowns * w, left)))))
        return out

    # ---- frames -----------------------------------------------------------------------------
    def frame_decision(self, frame: dict) -> Decision:
        kind = frame["frame"]
        seat = frame["seat"]
        if kind == "nauticus.run":
            return self._use_decision(frame)
        if kind == "nauticus.place":
            return Decision(seat, PROMPT + "place",
                            texts.place_prompt(frame["tile"], frame["source"], frame["price"]),
                            self._place_options(frame),
                            {"tile": frame["tile"], "source": frame["source"],
                             "price": frame["price"]})
        if kind == "nauticus.reward":
            return Decision(seat, PROMPT + "reward",
                            TN("Choose a reward for ship {ship} ({n} left)",
                               "Choose a reward for ship {ship} ({n} left)", frame["left"],
                               ship=frame["ship"] + 1), self._reward_options(frame),
                            {"ship": ship_id(frame["ship"]), "left": frame["left"],
                             "taken": dict(frame["taken"])})
        if kind == "nauticus.reward_goods":
            return Decision(seat, PROMPT + "reward_goods", T("Choose two different goods"),
                            self._goods_pair_options(), {"ship": ship_id(frame["ship"])})
        if kind == "nauticus.allfour":
            items = ACTION_ITEMS[frame["action"]]
            return Decision(seat, PROMPT + "allfour_bonus",
                            T("Choose your free tile for buying all four types"),
                            self._free_tile_options(seat, items), {"action": frame["action"]})
        if kind == "nauticus.bonus_tile":
            items = BONUS_TILE_CHOICES[frame["choice"]]
            return Decision(seat, PROMPT + "bonus_tile",
                            texts.FREE_CHOICE[frame["choice"]],
                            self._free_tile_options(seat, items), {"bonus": frame["bonus"],
                                                                   "space": frame["space"]})
        return super().frame_decision(frame)

    def _place_options(self, frame: dict) -> list[Option]:
        seat, tile = frame["seat"], frame["tile"]
        player = self.players[seat]
        out = []
        if frame["source"] == "buy" and self.fits(player, tile):
            out.append(Option("place", ("warehouse",),
                              f"p{seat}_warehouse_{min(self.warehouse_units(player), 11)}",
                              T("Into the warehouse")))
        if frame["source"] == "move" or frame["price"] >= 1:
            for where in sy.placements(player["ships"], tile):
                out.append(self._placement_option(seat, where))
        return out

    @staticmethod
    def _placement_option(seat: int, where: tuple) -> Option:
        if where[0] == "new":
            return Option("place", ("new",), f"p{seat}_ship_new", T("Start a new ship"))
        i, pos = where
        sid = ship_id(i)
        if pos in ("front", "back"):
            text = (T("At the front of ship {ship}", ship=i + 1) if pos == "front"
                    else T("At the back of ship {ship}", ship=i + 1))
            return Option("place", (sid, pos), f"p{seat}_{sid}_{pos}", text)
        return Option("place", (sid, f"slot{pos}"), f"p{seat}_{sid}_slot{pos}",
                      T("Ship {ship}, section {n}", ship=i + 1, n=pos + 1))

    def _reward_options(self, frame: dict) -> list[Option]:
        player = self.players[frame["seat"]]
        units = self.warehouse_units(player)
        out = []
        for rw in REWARDS:
            if frame["taken"].get(rw, 0) >= MAX_SAME_REWARD:
                continue
            if rw == "rw_crown_mast" and not (self.in_stock(CROWN_MAST)
                                              and units + 2 <= WAREHOUSE_CAPACITY):
                continue
            if rw == "rw_crown_sail" and not (self.in_stock(CROWN_SAIL)
                                              and units + 1 <= WAREHOUSE_CAPACITY):
                continue
            if rw == "rw_2goods" and not (sum(1 for g in GOODS if self.in_stock(g)) >= 2
                                          and units + 2 <= WAREHOUSE_CAPACITY):
                continue
            out.append(Option("reward", (rw,), rw, T("Take {reward}", reward=rw)))
        return out

    def _goods_pair_options(self) -> list[Option]:
        kinds = [g for g in GOODS if self.in_stock(g)]
        out = []
        for i, a in enumerate(kinds):
            for b in kinds[i + 1:]:
                out.append(Option("goods", (f"{a}+{b}",), f"supply_{a}",
                                  T("Take {tile} and {tile2}", tile=a, tile2=b)))
        return out

    def _free_tile_options(self, seat: int, items: list) -> list[Option]:
        player = self.players[seat]
        return [Option("bonus", (t,), f"supply_{t}", T("Take {a_tile}", a_tile=t))
                for t in items if self.in_stock(t) and self.fits(player, t)]

    # ============================================================================== apply ====
    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        self._base_do(decision, option, out)
        self._settle(out)

    def frame_apply(self, frame: dict, option: Option, out: list) -> None:
        self._frame_do(frame, option, out)
        self._settle(out)

    def _settle(self, out: list) -> None:
        """Skip tile choices with no legal option; apply decisions with a single option."""
        while True:
            if self.frames:
                frame = self.frames[-1]
                decision = self.frame_decision(frame)
                if not decision.options:
                    self.frames.pop()
                    out.append(Event("bonus_lost", {
                        "seat": frame["seat"],
                        "reason": "allfour" if frame["frame"] == "nauticus.allfour" else "bonus",
                        "what": frame.get("action") or frame.get("bonus")}))
                    continue
                if len(decision.options) == 1:
                    self._frame_do(frame, decision.options[0], out)
                    continue
                return
            decision = self.base_decision()
            if decision is None or len(decision.options) != 1:
                return
            self._base_do(decision, decision.options[0], out)

    # ---- base decisions ---------------------------------------------------------------------
    def _base_do(self, decision: Decision, option: Option, out: list) -> None:
        kind = option.kind
        if kind == "choose":
            self._choose(option.args[0], out)
            return
        seat = self.turn["seat"]
        if kind == "pass":
            self._pass(seat, out)
            self._after_phase_action(out)
        elif kind == "extra":
            self._start_extra(seat, option.args[0], out)
        elif kind == "end_turn":
            self._end_turn(out)
        else:
            run = self.new_run(self.current["action"], False)
            self.frames.append(run)
            self._use(run, option, out)

    def _choose(self, space: str, out: list) -> None:
        seat = self.chooser
        action = self.space_tiles[space]
        n = self.num_players
        self.current = {"space": space, "action": action,
                        "order": [(seat + i) % n for i in range(n)], "idx": 0}
        out.append(Event("action_chosen", {"seat": seat, "space": space, "action": action,
                                           "round": self.round, "phase": self.phase,
                                           "blue": self.blue(space)}))
        self.turn = {"seat": seat, "part": "start"}
        bonus = SPACES[space]["bonus"]
        spec = BONUSES[bonus]
        player = self.players[seat]
        player["workers"] += spec.get("workers", 0)
        player["taler"] += spec.get("taler", 0)
        if spec.get("vp"):
            self._gain_vp(seat, spec["vp"], "bonus")
        out.append(Event("bonus_received", {
            "seat": seat, "space": space, "bonus": bonus, "from": f"{space}_bonus",
            "workers": spec.get("workers", 0), "taler": spec.get("taler", 0),
            "vp": spec.get("vp", 0)}))
        if "tile_choice" in spec:
            self.frames.append({"frame": "nauticus.bonus_tile", "seat": seat, "bonus": bonus,
                                "space": space, "choice": spec["tile_choice"]})

    def _pass(self, seat: int, out: list) -> None:
        player = self.players[seat]
        turned = None
        for v in PASS_TILES:
            if player["pass_tiles"][str(v)] == "up":
                player["pass_tiles"][str(v)] = "crown"
                turned = v
                break
        player["passes"] += 1
        out.append(Event("passed", {
            "seat": seat, "action": self.current["action"], "passes": player["passes"],
            "tile": f"p{seat}_pass_{turned}" if turned else None,
            "crowns": self.crowns(player)}))

    def _after_phase_action(self, out: list) -> None:
        if self.players[self.turn["seat"]]["extra"]:
            self.turn["part"] = "end"
        else:
            self._end_turn(out)

    def _start_extra(self, seat: int, action: str, out: list) -> None:
        player = self.players[seat]
        player["extra"] = False
        player["workers"] += EXTRA_WORKERS
        resume = self.turn["part"]
        self.frames.append(self.new_run(action, True, resume))
        out.append(Event("extra_used", {"seat": seat, "action": action, "from": f"p{seat}_extra",
                                        "workers": EXTRA_WORKERS, "when": "before"
                                        if resume == "start" else "after"}))

    def _end_run(self, run: dict, out: list) -> None:
        closed = self.frames.pop()
        assert closed is run, "the run frame must be on top when it ends"
        out.append(Event("action_done", {"seat": run["seat"], "action": run["action"],
                                         "extra": run["extra"], "uses": run["uses"]}))
        if run["extra"]:
            if run["resume"] == "end":
                self._end_turn(out)
            return                      # before the phase action: back to turn_start
        self._after_phase_action(out)

    def _use(self, run: dict, option: Option, out: list) -> None:
        seat = run["seat"]
        player = self.players[seat]
        kind = option.kind
        if kind == "buy":
            tile = option.args[0]
            self.frames.append({"frame": "nauticus.place", "seat": seat, "tile": tile,
                                "source": "buy", "price": self.price(run, tile)})
        elif kind == "move":
            self.frames.append({"frame": "nauticus.place", "seat": seat,
                                "tile": option.args[0], "source": "move", "price": 0})
        elif kind == "money":
            w = int(option.args[0])
            blue, own = self._use_workers(run, player, w)
            run["uses"] += w
            player["taler"] += MONEY_PER_WORKER * w
            out.append(Event("money_taken", {"seat": seat, "workers": w, "blue": blue,
                                             "own": own, "taler": MONEY_PER_WORKER * w,
                                             "to": f"p{seat}_taler"}))
            self._end_run(run, out)
        elif kind == "deliver":
            i = ship_index(option.args[0])
            ship = player["ships"][i]
            goods = [slot["good"] for slot in ship["slots"]]
            blue, own = self._use_workers(run, player, len(goods))
            run["uses"] += len(goods)
            for slot in ship["slots"]:
                slot["good"] = None
            for good in goods:
                player["delivered"][good] += 1
            out.append(Event("delivered", {"seat": seat, "ship": ship_id(i), "goods": goods,
                                           "blue": blue, "own": own,
                                           "from": f"p{seat}_{ship_id(i)}",
                                           "to": [f"p{seat}_delivered_{short_good(g)}"
                                                  for g in goods]}))
        elif kind == "crowns":
            w = int(option.args[0])
            key = "extra" if run["extra"] else "regular"
            crowns = self.crowns(player)
            left = CROWN_CAP - player["crown_vp"][key]
            gained = min(crowns * w, left)
            blue, own = self._use_workers(run, player, w)
            run["uses"] += w
            player["crown_vp"][key] += gained
            self._gain_vp(seat, gained, "crowns")
            out.append(Event("crowns_scored", {"seat": seat, "crowns": crowns, "workers": w,
                                               "blue": blue, "own": own, "vp": gained,
                                               "capped": crowns * w > left,
                                               "extra": run["extra"]}))
            self._end_run(run, out)
        else:
            raise ValueError(f"unknown use {option.id}")

    # ---- frame decisions ----------------------------------------------------------------------
    def _frame_do(self, frame: dict, option: Option, out: list) -> None:
        kind = frame["frame"]
        seat = frame["seat"]
        player = self.players[seat]
        if kind == "nauticus.run":
            if option.kind == "done":
                self._end_run(frame, out)
            else:
                self._use(frame, option, out)
        elif kind == "nauticus.place":
            self.frames.pop()
            self._place(frame, option, out)
        elif kind == "nauticus.reward":
            rw = option.args[0]
            frame["taken"][rw] = frame["taken"].get(rw, 0) + 1
            frame["left"] -= 1
            if frame["left"] == 0:
                self.frames.pop()
            data = {"seat": seat, "ship": ship_id(frame["ship"]), "reward": rw, "from": rw}
            if rw == "rw_3vp":
                self._gain_vp(seat, 3, "reward")
            elif rw == "rw_7t":
                player["taler"] += 7
            elif rw == "rw_3w":
                player["workers"] += 3
            out.append(Event("reward_taken", data))
            if rw == "rw_crown_mast":
                self._gain_free(seat, CROWN_MAST, "reward", out)
            elif rw == "rw_crown_sail":
                self._gain_free(seat, CROWN_SAIL, "reward", out)
            elif rw == "rw_2goods":
                self.frames.append({"frame": "nauticus.reward_goods", "seat": seat,
                                    "ship": frame["ship"]})
        elif kind == "nauticus.reward_goods":
            self.frames.pop()
            for good in option.args[0].split("+"):
                self._gain_free(seat, good, "reward", out)
        elif kind in ("nauticus.allfour", "nauticus.bonus_tile"):
            self.frames.pop()
            self._gain_free(seat, option.args[0],
                            "allfour" if kind == "nauticus.allfour" else "bonus", out)
        else:
            raise ValueError(f"unknown decision frame {kind!r}")

    def _gain_free(self, seat: int, tile: str, reason: str, out: list) -> None:
        """Golden rule: a tile received without paying taler goes into the warehouse."""
        self._take_stock(tile)
        self._add_warehouse(self.players[seat], tile)
        out.append(Event("tile_gained", {"seat": seat, "tile": tile, "reason": reason,
                                         "from": f"supply_{tile}", "to": f"p{seat}_warehouse"}))

    def _place(self, frame: dict, option: Option, out: list) -> None:
        seat, tile = frame["seat"], frame["tile"]
        player = self.players[seat]
        run = self.open_run()
        blue, own = self._use_workers(run, player, 1)
        run["uses"] += 1
        if frame["source"] == "buy":
            price = frame["price"]
            player["taler"] -= price
            self._take_stock(tile)
            run["bought"][tile] = run["bought"].get(tile, 0) + 1
            origin = f"supply_{tile}"
            out.append(Event("bought", {"seat": seat, "tile": tile, "price": price,
                                        "blue": blue, "own": own, "extra": run["extra"]}))
        else:
            self._remove_warehouse(player, tile)
            origin = f"p{seat}_warehouse"
        args = option.args
        finished_ship = None
        if args[0] == "warehouse":
            self._add_warehouse(player, tile)
            out.append(Event("tile_placed", {"seat": seat, "tile": tile, "from": origin,
                                             "to": f"p{seat}_warehouse", "ship": None,
                                             "slot": None, "source": frame["source"]}))
        else:
            if args[0] == "new":
                where = ("new",)
            else:
                i = ship_index(args[0])
                pos = args[1]
                where = (i, pos if pos in ("front", "back") else int(pos[4:]))
            i, j = sy.place(player["ships"], tile, where)
            ship = player["ships"][i]
            out.append(Event("tile_placed", {
                "seat": seat, "tile": tile, "from": origin,
                "to": f"p{seat}_{ship_id(i)}_slot{j}", "ship": ship_id(i), "slot": j,
                "new_ship": where[0] == "new", "end": where[1] if len(where) > 1 and
                where[1] in ("front", "back") else None, "source": frame["source"]}))
            if not ship["finished"] and sy.compute_finished(ship):
                ship["finished"] = True
                finished_ship = i
                out.append(Event("ship_finished", {"seat": seat, "ship": ship_id(i),
                                                   "size": len(ship["slots"]),
                                                   "rewards": len(ship["slots"])}))
        if frame["source"] == "buy" and not run["allfour"]:
            items = ACTION_ITEMS[run["action"]]
            if all(run["bought"].get(t, 0) for t in items):
                run["allfour"] = True
                self.frames.append({"frame": "nauticus.allfour", "seat": seat,
                                    "action": run["action"]})
        if finished_ship is not None:
            ship = player["ships"][finished_ship]
            self.frames.append({"frame": "nauticus.reward", "seat": seat, "ship": finished_ship,
                                "left": sum(1 for s in ship["slots"] if s["mast"]),
                                "taken": {}})

    # ============================================================================= views ====
    def view_data(self, seat: int) -> dict:
        spaces = []
        for s in SPACE_IDS:
            action = self.space_tiles[s]
            spaces.append({
                "id": s, "bonus": SPACES[s]["bonus"], "price_row": list(SPACES[s]["price_row"]),
                "tile": action, "face_up": self.face_up[action], "blue": self.blue(s),
                "prices": _space_prices(action, s)})
        players = []
        for p_seat, p in enumerate(self.players):
            ships = []
            for i, ship in enumerate(p["ships"]):
                ships.append({"id": ship_id(i), "slots": [dict(slot) for slot in ship["slots"]],
                              "size": len(ship["slots"]), "closed": sy.is_closed(ship),
                              "finished": ship["finished"], "crest": ship["crest"]})
            players.append({
                "seat": p_seat, "vp": p["vp"], "taler": p["taler"], "workers": p["workers"],
                "warehouse": dict(p["warehouse"]), "warehouse_units": self.warehouse_units(p),
                "warehouse_layout": self.warehouse_layout(p), "ships": ships,
                "delivered": dict(p["delivered"]), "pass_tiles": dict(p["pass_tiles"]),
                "passes": p["passes"], "extra": p["extra"], "crowns": self.crowns(p),
                "crown_vp": dict(p["crown_vp"]), "vp_by": dict(p["vp_by"])})
        turn = None
        run = self.open_run()
        if self.turn is not None:
            turn = {"seat": self.turn["seat"], "part": self.turn["part"] if run is None
                    else "run", "run": None}
            if run is not None:
                turn["run"] = dict(run, bought=dict(run["bought"]), prices=self.run_prices(run))
        top = self.frames[-1] if self.frames else None
        return {
            "round": self.round, "rounds": self.rounds, "phase": self.phase, "phases": PHASES,
            "chooser": self.chooser, "first_player": self.first_player,
            "wheel_offset": self.wheel_offset, "anchor_space": self.anchor_space,
            "unlimited_tiles": self._unlimited, "spaces": spaces, "stock": dict(self.stock),
            "current": None if self.current is None else dict(
                self.current, order=list(self.current["order"]),
                blue=self.blue(self.current["space"])),
            "acting": turn,
            "frame": None if top is None or top is run else _public_frame(top),
            "players": players, "over": self.over,
            # the public machinery, for the search's determinization (all of it is public)
            "machine": {"frames": copy_data(self.frames),
                        "turn": None if self.turn is None else dict(self.turn)},
        }

    def progress(self) -> str:
        if self.over:
            return T("game over")
        return T("round {n} of {rounds}, phase {phase} of {phases}", n=self.round,
                 rounds=self.rounds, phase=self.phase, phases=PHASES)

    def compute_result(self):
        from .scoring import result
        return result(self)


_TILE_RANK = {tile: i for i, tile in enumerate(TILE_ORDER)}


@lru_cache(maxsize=None)
def _prices_of(action: str, space: str) -> tuple:
    return tuple((t, list_price(action, space, t)) for t in ACTION_ITEMS[action])


def _space_prices(action: str, space: str) -> dict | None:
    """The prices a paid action costs on a space (fixed data, built once per pair)."""
    return dict(_prices_of(action, space)) if action in ACTION_ITEMS else None


def _public_frame(frame: dict) -> dict:
    out = {k: v for k, v in frame.items()}
    if "taken" in out:
        out["taken"] = dict(out["taken"])
    return out
