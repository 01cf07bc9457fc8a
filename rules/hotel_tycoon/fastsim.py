"""A fast rollout for the `strong` bot's search: the rules of state.py played straight on a
state's own fields, the moves chosen by `Brain` as `strong.simple_policy` chooses them.

A rollout decision through the engine costs its Decision and Options (labels, ids), Events,
dice events and the pending-decision cache; a rollout reads none of them. This walks the same
turn skeleton (`HotelState._advance`) with option ids only, draws the same dice from the
state's generator in the same order, keeps `history` and `steps` as `apply` does and opens
the same auction frames, so the state it leaves is the engine's state after the same moves
(tests/hotel_tycoon/test_fastsim.py checks it from many positions of many games). Only the
default table rules are played here (no claims, rent after the square's action, affordable
permits only); other variants take the engine's rollout (`supports`).

Keep it in step with state.py: a rule changed there must change here (the equivalence test
fails otherwise).
"""
from __future__ import annotations

from rules.core import T, turns
from rules.core.search import rewards

from . import data
from .bots import Brain, Policy
from .data import HOTELS, PLOTS, SLOTS, SQUARES, square_id
from .playout import _Fields
from .state import OPEN_SLOTS, PURCHASE_PLOTS, SLOT_SQUARE

FACILITY_COST = {p: HOTELS[p]["pieces"][-1]["cost"] for p in PLOTS}
SQUARE_KIND = {n: kind for n, (kind, _, _) in SQUARES.items()}
SQUARE_ID = {n: square_id(n) for n in SQUARES}
# square (0: the START apron) -> roll -> the squares flown over, the last where the roll aims
PATHS = {start: {r: tuple(data.target(start, k) for k in range(1, r + 1)) for r in range(1, 7)}
         for start in [0, *SQUARES]}
NEXT_SQUARE = {n: data.target(n, 1) for n in SQUARES}
# permit options' ids per plot, level and count (ids built once, not at every decision)
PERMIT_IDS = {(p, k): f"permit:{p}:{k}" for p in PLOTS for k in range(1, 8)}


def supports(state) -> bool:
    """The table rules this rollout plays (the engine plays every other variant)."""
    v = state.variants
    return (not v["claims_required"] and v["rent_timing"] == "after_actions"
            and v["permit_affordability"] and not state.claims)


def rollout(state, policies: list[Policy], cut, deadline):
    """Play `state` on in place, seat s choosing as Brain with `policies[s]`, until the game
    ends (its rewards), `cut(state, steps)` returns a value before a decision (that value) or
    `deadline()` comes first (None): what `Search.playout` returns for the same policy."""
    sim = _Sim(state)
    steps = 0
    while not state.finished:
        value = cut(state, steps)
        if value is not None:
            return value
        if deadline is not None and not steps & 3 and deadline():     # a read costs a step
            return None
        if state.phase == "roll" and state.debt is None and not state.frames:
            state.history.append([state.current, "roll"])      # the one option: no choosing
            sim.roll()
        else:
            seat, choice = sim.choose(policies)
            sim.apply(choice)
            state.history.append([seat, choice])
        state.steps += 1
        sim.advance()
        steps += 1
    state.touch()
    return rewards(state)


class _Sim:
    """The turn machine of HotelState on the state's own fields (no events, no options)."""

    def __init__(self, state):
        self.s = state
        self.view = _Fields(state)            # what Brain reads in an auction (its "auction")
        self.fields = state.__dict__          # ... elsewhere: the same values, read faster
        self.version = 0                      # counts changes to what a reserve depends on
        self.reserves: dict = {}              # (seat, policy) -> (version, Brain's R)
        self.ids: list | None = None          # the pending square/extras decision's ids
        self.prompt = ""
        state.touch()                         # the engine's cached decision goes stale
        self._find_pending()

    # ---- the pending decision -----------------------------------------------------------------
    def _find_pending(self) -> None:
        """At a decision point already (a rollout starts at one): the square or extras ids."""
        s = self.s
        if s.finished or s.frames or s.debt is not None or s.phase == "roll":
            return
        if s.phase == "square":
            self.ids = self._square_ids()
        else:
            self.ids = self._extras_ids()

    def choose(self, policies) -> tuple[int, str]:
        """The seat to move and its choice (`strong.simple_policy`)."""
        s = self.s
        if s.frames:
            f = s.frames[-1]
            seat = f["active"][f["go"]]
            lo = f["opening"] if f["high"] is None else f["high"][1] + f["step"]
            hint = {"kind": "bid", "min": lo, "max": f["budgets"][str(seat)], "step": f["step"]}
            choice = Brain(self.view, seat, policies[seat]).bid(hint)
            return seat, choice          # "bid:<min>" or "pass", both always offered
        if s.debt is not None:
            seat = s.debt["debtor"]
            ids = [f"auction:{p}" for p in s.sellable(s.debt)]
            prompt = "sell"
        elif s.phase == "roll":
            return s.current, "roll"
        else:
            seat, ids, prompt = s.current, self.ids, self.prompt
        if len(ids) == 1:
            return seat, ids[0]
        brain = Brain(self.fields, seat, policies[seat])
        if prompt != "free_build" and prompt != "free_entrance" and prompt != "sell":
            brain.R = self._reserve(brain)
        choice = brain.choose(prompt, set(ids), None)
        return seat, choice if choice in ids else ids[0]

    def _reserve(self, brain) -> float:
        """Brain's R, kept while no hotel, building, entrance or player changed (a rollout
        asks for the same seat's reserve turn after turn)."""
        key = (brain.seat, id(brain.policy))
        kept = self.reserves.get(key)
        if kept is not None and kept[0] == self.version:
            return kept[1]
        value = brain.R
        self.reserves[key] = (self.version, value)
        return value

    def _square_ids(self) -> list | None:
        s = self.s
        number = s.this_turn["square"]
        kind = SQUARE_KIND[number]
        seat = s.current
        cash = s.cash[seat]
        owner, level = s.owner, s.level
        ids = []
        if kind == "purchase":
            plots = PURCHASE_PLOTS[number]
            for p in plots:
                if owner[p] is None and cash >= HOTELS[p]["land"]:
                    ids.append("buy:" + p)
            for p in plots:
                other = owner[p]
                if other is not None and other != seat and level[p] == 0 \
                        and cash >= HOTELS[p]["buyout"]:
                    ids.append("buyout:" + p)
        elif kind == "permit":
            turn = s.turn_id
            for p in PLOTS:
                if owner[p] != seat or s.acquired[p] == turn:
                    continue
                lvl = level[p]
                for k in range(1, HOTELS[p]["buildings"] - lvl + 1):
                    if data.cost_of(p, lvl, k) > cash:
                        break
                    ids.append(PERMIT_IDS[p, k])
        elif kind == "free_build":
            turn = s.turn_id
            for p in PLOTS:
                if owner[p] == seat and s.acquired[p] != turn and level[p] < data.pieces(p):
                    ids.append("free_build:" + p)
        elif kind == "free_entrance":
            self.prompt = "free_entrance"
            ids = ["entrance:" + slot for slot in self._slots(seat, None)]
            return ids or None
        else:
            return None
        if not ids:
            return None
        self.prompt = kind
        ids.append("pass")
        return ids

    def _slots(self, seat: int, cash: int | None) -> list:
        """HotelState._slots_for: the open slots of the seat's built hotels (with `cash`: the
        tower's, of hotels not yet served this turn whose entrance the cash pays)."""
        s = self.s
        owner, level = s.owner, s.level
        if cash is None:
            plots = {p for p in PLOTS if owner[p] == seat and level[p] >= 1}
        else:
            bought = s.this_turn["tower_bought"]
            plots = {p for p in PLOTS if owner[p] == seat and level[p] >= 1
                     and p not in bought and cash >= HOTELS[p]["entrance"]}
        if not plots or s.supply <= 0:
            return []
        taken = s.entrances
        return [slot for slot, plot, square in OPEN_SLOTS if plot in plots and square not in taken]

    def _extras_ids(self) -> list | None:
        s = self.s
        seat = s.current
        cash = s.cash[seat]
        ids = []
        if s.this_turn.get("tower"):
            ids = ["entrance:" + slot for slot in self._slots(seat, cash)]
        turn = s.turn_id
        for p in PLOTS:
            if s.owner[p] != seat:
                continue
            done = s.completed[p]
            if s.level[p] == HOTELS[p]["buildings"] and done is not None and done < turn \
                    and cash >= FACILITY_COST[p]:
                ids.append("facility:" + p)
        if not ids:
            return None
        self.prompt = "extras"
        ids.append("done")
        return ids

    # ---- applying (HotelState.apply_base, the auction frame's apply) ----------------------------
    def apply(self, choice: str) -> None:
        s = self.s
        kind, _, arg = choice.partition(":")
        if s.frames:
            self._bid(s.frames[-1], kind, arg)
            return
        if kind == "roll":
            self.roll()
        elif kind == "auction":
            self._auction(arg)
        elif kind == "buy":
            self._acquire(arg, HOTELS[arg]["land"], None)
        elif kind == "buyout":
            self._acquire(arg, HOTELS[arg]["buyout"], s.owner[arg])
        elif kind == "permit":
            plot, _, k = arg.partition(":")
            self._permit(plot, int(k))
        elif kind == "free_build":
            s.phase = "extras"
            self._build(arg, 1)
        elif kind == "entrance":
            self._entrance(arg)
        elif kind == "facility":
            s.cash[s.current] -= FACILITY_COST[arg]
            self._build(arg, 1)
        elif kind == "pass":
            s.phase = "extras"
        elif kind == "done":
            s.phase = "stay"

    def advance(self) -> None:
        """HotelState._advance: the automatic parts of the turn up to the next decision."""
        s = self.s
        self.ids = None
        while not s.finished and not s.frames:
            debt = s.debt
            if debt is not None:
                debtor = debt["debtor"]
                if s.cash[debtor] < debt["amount"] and debtor in s.owner.values():
                    return
                self._pay_debt()
                continue
            phase = s.phase
            if phase == "roll":
                if s.current in s.eliminated:
                    self._pass_turn()
                    continue
                return
            if phase == "square":
                self.ids = self._square_ids()
                if self.ids is not None:
                    return
                s.phase = "extras"
            elif phase == "extras":
                self.ids = self._extras_ids()
                if self.ids is not None:
                    return
                s.phase = "stay"
            elif phase == "stay":
                s.phase = "end"
                self._stay()
            elif phase == "end":
                self._end_turn()
            else:
                raise ValueError(f"the fast rollout does not play phase {phase!r}")

    # ---- the turn -----------------------------------------------------------------------------
    def roll(self) -> None:
        s = self.s
        seat = s.current
        s.turn_id += 1
        r = s.rng.die(6)
        start = s.planes[seat]
        path = list(PATHS[start][r])
        planes = s.planes
        while path[-1] in planes:                     # taken (no other plane is on `start`)
            path.append(NEXT_SQUARE[path[-1]])
        s.planes[seat] = path[-1]
        s.this_turn = {"roll": r, "square": path[-1], "path": path, "tower": False,
                       "tower_bought": [], "bonus": r == 6}
        if data.HANGAR_SQUARE in path and s.bank_income:
            s.cash[seat] += data.BANK_INCOME
        if data.TOWER_SQUARE in path:
            s.this_turn["tower"] = True
        s.phase = "square"

    def _acquire(self, plot: str, price: int, seller: int | None) -> None:
        s = self.s
        seat = s.current
        s.cash[seat] -= price
        if seller is not None:
            s.cash[seller] += price
        s.owner[plot] = seat
        s.acquired[plot] = s.turn_id
        s.phase = "extras"
        self.version += 1

    def _permit(self, plot: str, k: int) -> None:
        s = self.s
        seat = s.current
        s.phase = "extras"
        cost = data.cost_of(plot, s.level[plot], k)
        face = data.PERMIT_FACES[s.rng.die(6) - 1]
        if face == "free":
            self._build(plot, k)
        elif face == "green":
            s.cash[seat] -= cost
            self._build(plot, k)
        elif face == "double":
            owed = cost * 2
            s.debt = {"debtor": seat, "creditor": None, "amount": owed, "reason": "permit",
                      "permit": {"plot": plot, "k": k, "amount": owed}}

    def _build(self, plot: str, k: int) -> None:
        s = self.s
        before = s.level[plot]
        s.level[plot] = before + k
        self.version += 1
        if before < HOTELS[plot]["buildings"] <= before + k:
            s.completed[plot] = s.turn_id

    def _entrance(self, slot: str) -> None:
        s = self.s
        plot = SLOTS[slot]["plot"]
        if s.phase == "extras":
            s.cash[s.current] -= HOTELS[plot]["entrance"]
            s.this_turn["tower_bought"].append(plot)
        else:
            s.phase = "extras"
        s.entrances[SLOT_SQUARE[slot]] = plot
        s.supply -= 1
        self.version += 1

    def _stay(self) -> None:
        s = self.s
        seat = s.current
        plot = s.entrances.get(SQUARE_ID[s.this_turn["square"]])
        host = None if plot is None else s.owner[plot]
        if host is None or host == seat:
            return
        nights = s.rng.die(6)
        s.debt = {"debtor": seat, "creditor": host, "amount": data.rate(plot, s.level[plot])
                  * nights, "reason": "stay", "permit": None}

    def _end_turn(self) -> None:
        s = self.s
        seat = s.current
        if s.this_turn.get("bonus") and seat not in s.eliminated \
                and s.num_players - len(s.eliminated) >= 2:
            s.phase = "roll"
            return
        self._pass_turn()

    def _pass_turn(self) -> None:
        s = self.s
        seat = s.current
        nxt = turns.next_seat(seat, s.num_players, s.eliminated)
        if s.position(nxt) < s.position(seat):
            if s.round >= s.variants["max_rounds"]:
                self._finish("round_limit")
                return
            s.round += 1
        s.current = nxt
        s.phase = "roll"
        s.this_turn = {}

    def _finish(self, why: str) -> None:
        s = self.s
        s.finished = why
        s.phase = "over"
        s.debt = None
        s.claims = []

    # ---- debts, auctions, elimination ---------------------------------------------------------
    def _auction(self, plot: str) -> None:
        """HotelState._auction with frames.push_auction: the same frame, settled the same way."""
        s = self.s
        seller = s.debt["debtor"]
        order = turns.seats_from(seller, s.num_players, s.eliminated, False)
        frame = {"frame": "auction", "purpose": "lot", "prompt": "hotel_tycoon.bid",
                 "text": T("Bid for {plot} or pass", plot=plot), "seller": seller, "lot": plot,
                 "order": order, "active": list(order),
                 "budgets": {str(b): int(s.cash[b]) for b in order}, "step": data.MONEY_UNIT,
                 "opening": data.MONEY_UNIT, "high": None, "go": 0, "ctx": {}}
        s.frames.append(frame)
        self._settle(frame)

    def _bid(self, f: dict, kind: str, amount: str) -> None:
        """frames._Auction.apply."""
        if kind == "bid":
            f["high"] = [f["active"][f["go"]], int(amount)]
            f["go"] += 1
        else:
            f["active"].pop(f["go"])
        self._settle(f)

    def _settle(self, f: dict) -> None:
        """frames._Auction.settle: on past bidders who cannot raise; close when it is over."""
        while True:
            active, high = f["active"], f["high"]
            if active:
                f["go"] %= len(active)
            if not active or (len(active) == 1 and high is not None and high[0] == active[0]):
                self.s.frames[:] = [g for g in self.s.frames if g is not f]
                f["winner"] = None if high is None else high[0]
                f["price"] = None if high is None else high[1]
                self._finish_lot(f)
                return
            seat = active[f["go"]]
            if high is not None and high[0] == seat:
                f["go"] = (f["go"] + 1) % len(active)
                continue
            minimum = f["opening"] if high is None else high[1] + f["step"]
            if f["budgets"][str(seat)] < minimum:
                active.pop(f["go"])
                continue
            return

    def _finish_lot(self, frame: dict) -> None:
        """HotelState.finish_lot (its `_advance` comes after every move here)."""
        s = self.s
        plot, seller, winner = frame["lot"], frame["seller"], frame["winner"]
        self.version += 1
        permit = s.debt["permit"] if s.debt else None
        if permit is not None and permit["plot"] == plot:
            s.debt["amount"] -= permit["amount"]
            s.debt["permit"] = None
        if winner is None:
            gone = [sq for sq, p in s.entrances.items() if p == plot]
            for sq in gone:
                del s.entrances[sq]
            s.supply += len(gone)
            s.owner[plot] = None
            s.level[plot] = 0
            s.acquired[plot] = None
            s.completed[plot] = None
        else:
            price = frame["price"]
            s.cash[winner] -= price
            s.cash[seller] += price
            s.owner[plot] = winner
            s.acquired[plot] = s.turn_id

    def _pay_debt(self) -> None:
        s = self.s
        d = s.debt
        debtor, creditor = d["debtor"], d["creditor"]
        paid = min(s.cash[debtor], d["amount"])
        s.cash[debtor] -= paid
        if creditor is not None:
            s.cash[creditor] += paid
        s.debt = None
        if d["permit"] is not None:
            self._build(d["permit"]["plot"], d["permit"]["k"])
        if s.cash[debtor] == 0 and debtor not in s.owner.values():
            self._eliminate(debtor)

    def _eliminate(self, seat: int) -> None:
        s = self.s
        if seat not in s.eliminated:
            s.eliminated.append(seat)
        self.version += 1
        s.planes[seat] = None
        alive = s.num_players - len(s.eliminated)
        if alive == 1:
            self._finish("last_player")
            return
        if alive == 2 and s.initial_players >= 3 and s.bank_income \
                and s.variants["two_player_cutoff"] != "never":
            s.bank_income = False
        if seat == s.current and s.phase != "roll":
            s.this_turn["bonus"] = False
            s.phase = "end"
