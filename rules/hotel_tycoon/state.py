"""Hotel Tycoon's state machine: the turn skeleton of spec §4.1 and everything it calls.

A turn runs through phases: roll -> (arrive: the stay, with rent_timing on_arrival) -> square
-> extras -> stay -> end. `_advance` walks them, stopping where a person must decide; a debt
(`self.debt`) interrupts any phase and is settled first (§4.7: the debtor picks lots to
auction until the debt is covered, then pays). Auctions are the core's open auction frame.
"""
from __future__ import annotations

from functools import lru_cache

from rules.core import (Decision, Event, N_, Option, Result, State, T, TN, dice, frames,
                        rank_by, turns)
from rules.core import text as rule_text
from rules.core.state import copy_data
from rules.core.text import listing

from . import data
from .data import HOTELS, PLOTS, SLOTS, SLOT_ORDER, SLOTS_OF, SQUARES, square_id

def _quiet() -> bool:
    """Inside the search's `quiet_texts()`: nobody reads the texts, so none are written (and
    none of those bare templates may land in the caches below)."""
    return rule_text.texts_quiet()


@lru_cache(maxsize=8192)
def _label(template: str, *fields) -> str:
    """A rule text, cached: the same few labels are built again at every decision."""
    return T(template, **dict(fields))


def label(template: str, **fields) -> str:
    if _quiet():
        return template
    return _label(template, *sorted(fields.items()))


@lru_cache(maxsize=256)
def _permit_label(plot: str, k: int, cost: int) -> str:
    return TN("Apply for {n} building on {plot} (${amount})",
              "Apply for {n} buildings on {plot} (${amount})", k, plot=plot, amount=cost)


def permit_label(plot: str, k: int, cost: int) -> str:
    return "" if _quiet() else _permit_label(plot, k, cost)


# the squares of the slots, and the slots open to entrances in §8.6 order (asked at every
# entrance decision)
SLOT_SQUARE = {slot: square_id(info["square"]) for slot, info in SLOTS.items()}
OPEN_SLOTS = tuple((s, SLOTS[s]["plot"], SLOT_SQUARE[s]) for s in SLOT_ORDER
                   if SLOTS[s]["entrance_allowed"])


# options with no fields in their words are the same at every decision
ROLL = Option("roll", (), None, T("Roll"))
PASS = Option("pass", (), None, T("Pass"))
DONE = Option("done", (), None, T("Done"))
PURCHASE_PLOTS = {n: tuple(sorted(data.plots_of_square(n), key=PLOTS.index)) for n in SQUARES}


@lru_cache(maxsize=512)
def _entrance_option(slot: str, price: int | None, quiet: bool) -> Option:
    """An entrance option (options are never changed once made, so one serves every
    decision that offers it)."""
    plot, square = SLOTS[slot]["plot"], SLOT_SQUARE[slot]
    if quiet:
        text = ""
    elif price is None:
        text = label(N_("Entrance for {plot} on {square}"), plot=plot, square=square)
    else:
        text = label(N_("Buy an entrance for {plot} on {square} (${amount})"), plot=plot,
                     square=square, amount=price)
    return Option("entrance", (slot,), slot, text)


# the public data fields; the view shows them all (nothing is hidden in this game)
FIELDS = ("cash", "planes", "owner", "level", "acquired", "completed", "entrances", "supply",
          "first", "current", "round", "turn_id", "initial_players", "bank_income", "phase",
          "this_turn", "debt", "claims", "claim_count", "finished")

CLAIMABLE = ("roll", "square", "extras")     # phases whose decisions carry claim options


class HotelState(State):
    GAME_ID = "hotel_tycoon"

    # ---- set-up -----------------------------------------------------------------------------
    def setup(self) -> list:
        n = self.num_players
        out = []
        choice = self.variants["first_player"]
        if choice == "random":
            self.first = self.rng.die(n) - 1
        else:
            self.first = int(choice[1:]) - 1
        out.append(Event("first_player", {"seat": self.first}))
        self.cash = [data.STARTING_CASH] * n
        self.planes = [0] * n                 # square number; 0 = START apron; None = gone
        self.owner = {p: None for p in PLOTS}
        self.level = {p: 0 for p in PLOTS}
        self.acquired = {p: None for p in PLOTS}     # turn id of the last acquisition
        self.completed = {p: None for p in PLOTS}    # turn id the last building was placed
        self.entrances = {}                   # square id -> plot
        self.supply = data.ENTRANCES_TOTAL
        self.eliminated = []
        self.current = self.first
        self.round = 1
        self.turn_id = 0
        self.initial_players = n
        self.bank_income = not (self.variants["two_player_cutoff"] == "always" and n == 2)
        self.phase = "roll"
        self.this_turn = {}
        self.debt = None
        self.claims = []                      # pending claims (claims mode)
        self.claim_count = 0
        self.finished = None                  # "last_player" or "round_limit" once over
        out.append(Event("turn", {"seat": self.current, "round": 1, "bonus": False}))
        return out

    # ---- small facts ------------------------------------------------------------------------
    def owned(self, seat: int) -> list:
        return [p for p in PLOTS if self.owner[p] == seat]

    def alive(self) -> list:
        return turns.remaining(self.num_players, self.eliminated)

    def position(self, seat: int) -> int:
        """Play position: 0 for the first player, then clockwise."""
        return (seat - self.first) % self.num_players

    def entrances_of(self, plot: str) -> list:
        return [sq for sq, p in self.entrances.items() if p == plot]

    def free_slots(self, plot: str) -> list:
        if self.supply <= 0:
            return []
        return [s for s in SLOTS_OF[plot] if SLOTS[s]["entrance_allowed"]
                and SLOT_SQUARE[s] not in self.entrances]

    def net_worth(self, seat: int) -> dict:
        parts = {"cash": self.cash[seat], "land": 0, "buildings": 0, "entrances": 0}
        for p in self.owned(seat):
            parts["land"] += HOTELS[p]["land"]
            parts["buildings"] += data.built_value(p, self.level[p])
            parts["entrances"] += HOTELS[p]["entrance"] * len(self.entrances_of(p))
        return parts

    # ---- decisions ----------------------------------------------------------------------------
    def base_decision(self) -> Decision | None:
        if self.finished:
            return None
        if self.debt is not None:
            return self._sell_decision()
        made, self._made = getattr(self, "_made", None), None
        if made is not None:
            decision = made                       # built by `_advance` a moment ago
        elif self.phase == "roll":
            options = [ROLL]
            decision = Decision(self.current, "hotel_tycoon.roll",
                                label(N_("{seat}: roll the die to fly"), seat=self.current),
                                options)
        elif self.phase == "square":
            decision = self._square_decision()
        else:
            decision = self._extras_decision()
        if self.claims:
            decision = Decision(decision.seat, decision.prompt, decision.text,
                                list(decision.options) + self._claim_options(), decision.info)
        return decision

    def touch(self) -> None:
        self._made = None
        super().touch()

    def _claim_options(self) -> list:
        out = []
        for c in self.claims:
            out.append(Option("claim", (c["number"],), None,
                              label(N_("{seat} claims ${amount}"), seat=c["seat"],
                                    amount=c["amount"]),
                              by=c["seat"]))
        return out

    def _sell_decision(self) -> Decision:
        d = self.debt
        options = [Option("auction", (p,), p, label(N_("Auction {plot}"), plot=p))
                   for p in self.sellable(d)]
        return Decision(d["debtor"], "hotel_tycoon.sell",
                        T("{seat} owes ${amount} but has ${cash}: choose a hotel to auction",
                          seat=d["debtor"], amount=d["amount"], cash=self.cash[d["debtor"]]),
                        options, {"debt": dict(d)})

    def sellable(self, debt: dict) -> list:
        """The lots the debtor may put up: all, except a doubled permit's site while another
        lot is left (variant `permit_site` "last", the seed: the work must be paid for)."""
        lots = self.owned(debt["debtor"])
        permit = debt["permit"]
        if permit is not None and self.variants["permit_site"] == "last" and len(lots) > 1:
            return [p for p in lots if p != permit["plot"]]
        return lots

    def _square_decision(self) -> Decision | None:
        kind = SQUARES[self.this_turn["square"]][0]
        seat, cash = self.current, self.cash[self.current]
        options = []
        if kind == "purchase":
            plots = PURCHASE_PLOTS[self.this_turn["square"]]
            for p in plots:
                if self.owner[p] is None and cash >= HOTELS[p]["land"]:
                    options.append(Option("buy", (p,), p, label(
                        N_("Buy {plot} for ${amount}"), plot=p, amount=HOTELS[p]["land"])))
            for p in plots:
                other = self.owner[p]
                if other not in (None, seat) and self.level[p] == 0 \
                        and cash >= HOTELS[p]["buyout"]:
                    options.append(Option("buyout", (p,), p, label(
                        N_("Buy {plot} out from {seat} for ${amount}"), plot=p, seat=other,
                        amount=HOTELS[p]["buyout"])))
            text = label(N_("{seat} may buy one plot next to the square"), seat=seat)
            prompt = "hotel_tycoon.purchase"
        elif kind == "permit":
            for p in self.owned(seat):
                if self.acquired[p] == self.turn_id:
                    continue
                level = self.level[p]
                for k in range(1, HOTELS[p]["buildings"] - level + 1):
                    cost = data.cost_of(p, level, k)
                    if self.variants["permit_affordability"] and cost > cash:
                        break
                    options.append(Option("permit", (p, k), p, permit_label(p, k, cost)))
            text = label(N_("{seat} may apply for a building permit"), seat=seat)
            prompt = "hotel_tycoon.permit"
        elif kind == "free_build":
            for p in self.owned(seat):
                if self.acquired[p] != self.turn_id and self.level[p] < data.pieces(p):
                    options.append(Option("free_build", (p,), p,
                                          label(N_("Build the next piece of {plot} free"), plot=p)))
            text = label(N_("{seat} may build one piece free"), seat=seat)
            prompt = "hotel_tycoon.free_build"
        elif kind == "free_entrance":
            for slot in self._slots_for(seat, lambda p: True):
                options.append(self._entrance_option(slot, None))
            if not options:
                return None
            return Decision(seat, "hotel_tycoon.free_entrance",
                            label(N_("{seat} places a free entrance"), seat=seat), options)
        else:
            return None
        if not options:
            return None
        options.append(PASS)
        return Decision(seat, prompt, text, options)

    def _slots_for(self, seat: int, allow) -> list:
        """Legal slots, in §8.6 order, of the seat's built hotels that `allow` lets through."""
        plots = {p for p in self.owned(seat) if self.level[p] >= 1 and allow(p)}
        if not plots or self.supply <= 0:
            return []
        taken = self.entrances
        return [s for s, plot, square in OPEN_SLOTS if plot in plots and square not in taken]

    def _entrance_option(self, slot: str, price: int | None) -> Option:
        return _entrance_option(slot, price, _quiet())

    def _extras_decision(self) -> Decision | None:
        seat, cash = self.current, self.cash[self.current]
        options = []
        if self.this_turn.get("tower"):
            bought = self.this_turn["tower_bought"]
            for slot in self._slots_for(seat, lambda p: p not in bought
                                        and cash >= HOTELS[p]["entrance"]):
                options.append(self._entrance_option(slot, HOTELS[SLOTS[slot]["plot"]]["entrance"]))
        for p in self.owned(seat):
            price = HOTELS[p]["pieces"][-1]["cost"]
            if self.level[p] == HOTELS[p]["buildings"] and self.completed[p] is not None \
                    and self.completed[p] < self.turn_id and cash >= price:
                options.append(Option("facility", (p,), p, label(
                    N_("Build the leisure facility of {plot} (${amount})"), plot=p, amount=price)))
        if not options:
            return None
        options.append(DONE)
        return Decision(seat, "hotel_tycoon.extras",
                        label(N_("{seat} may buy entrances and leisure facilities"), seat=seat),
                        options)

    # ---- applying -----------------------------------------------------------------------------
    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        self._made = None
        kind = option.kind
        if kind == "claim":
            self._claim(int(option.args[0]), out)
        elif kind == "auction":
            self._auction(option.args[0], out)
        elif kind == "roll":
            self._roll(out)
        elif kind == "buy":
            self._acquire(option.args[0], HOTELS[option.args[0]]["land"], None, out)
        elif kind == "buyout":
            plot = option.args[0]
            self._acquire(plot, HOTELS[plot]["buyout"], self.owner[plot], out)
        elif kind == "permit":
            self._permit(option.args[0], int(option.args[1]), out)
        elif kind == "free_build":
            self.phase = "extras"
            self._build(option.args[0], 1, out, free=True)
        elif kind == "entrance":
            self._entrance(option.args[0], out)
        elif kind == "facility":
            plot = option.args[0]
            self.cash[self.current] -= HOTELS[plot]["pieces"][-1]["cost"]
            self._build(plot, 1, out, free=False)
        elif kind == "pass":
            self.phase = "extras"
        elif kind == "done":
            self.phase = "stay"
        self._advance(out)

    def _advance(self, out: list) -> None:
        """Run the automatic parts of the turn until somebody must decide (or the game ends)."""
        while not self.finished and not self.frames:
            if self.debt is not None:
                d = self.debt
                if self.cash[d["debtor"]] < d["amount"] and self.owned(d["debtor"]):
                    return                                  # the debtor must auction a lot
                self._pay_debt(out)
                continue
            phase = self.phase
            if phase == "roll":
                if self.current in self.eliminated:         # a claim put out a bonus-turn taker
                    self._pass_turn(out)
                    continue
                return
            if phase == "arrive":
                self.phase = "square"
                self._stay(out)
            elif phase == "square":
                self._made = self._square_decision()
                if self._made is not None:
                    return
                self.phase = "extras"
            elif phase == "extras":
                self._made = self._extras_decision()
                if self._made is not None:
                    return
                self.phase = "stay"
            elif phase == "stay":
                self.phase = "end"
                if self.variants["rent_timing"] == "after_actions":
                    self._stay(out)
            elif phase == "end":
                self._end_turn(out)

    # ---- the turn -----------------------------------------------------------------------------
    def _roll(self, out: list) -> None:
        seat = self.current
        if self.claims:
            out.append(Event("claims_lapsed", {"numbers": [c["number"] for c in self.claims]}))
            self.claims = []
        self.turn_id += 1
        r = dice.roll(self, seat, out, purpose="move")[0]
        start = self.planes[seat]
        taken = {p for s, p in enumerate(self.planes) if s != seat and p}
        path = [data.target(start, k) for k in range(1, r + 1)]
        while path[-1] in taken:                          # bump on to the next empty square
            path.append(data.target(path[-1], 1))
        self.planes[seat] = path[-1]
        self.this_turn = {"roll": r, "square": path[-1], "path": path, "tower": False,
                          "tower_bought": [], "bonus": r == 6}
        out.append(Event("move", {"seat": seat, "from": start, "to": path[-1], "path": path,
                                  "bumped": len(path) - r}))
        if data.HANGAR_SQUARE in path and self.bank_income:
            if self.variants["claims_required"]:
                self._new_claim("hangar", seat, None, data.BANK_INCOME, out)
            else:
                self.cash[seat] += data.BANK_INCOME
                out.append(Event("income", {"seat": seat, "amount": data.BANK_INCOME}))
        if data.TOWER_SQUARE in path:
            self.this_turn["tower"] = True
            out.append(Event("tower", {"seat": seat}))
        self.phase = "arrive" if self.variants["rent_timing"] == "on_arrival" else "square"

    def _acquire(self, plot: str, price: int, seller: int | None, out: list) -> None:
        seat = self.current
        self.cash[seat] -= price
        if seller is not None:
            self.cash[seller] += price
        self.owner[plot] = seat
        self.acquired[plot] = self.turn_id
        out.append(Event("buy" if seller is None else "buyout",
                         {"seat": seat, "plot": plot, "amount": price, "from": seller}))
        self.phase = "extras"

    def _permit(self, plot: str, k: int, out: list) -> None:
        seat = self.current
        self.phase = "extras"
        cost = data.cost_of(plot, self.level[plot], k)
        face = dice.roll(self, seat, out, purpose="permit", faces=data.PERMIT_FACES)[0]
        out.append(Event("permit", {"seat": seat, "plot": plot, "k": k, "face": face,
                                    "cost": cost}))
        if face == "free":
            self._build(plot, k, out, free=True)
        elif face == "green" and self.variants["permit_affordability"]:
            self.cash[seat] -= cost
            self._build(plot, k, out, free=False)
        elif face in ("green", "double"):
            owed = cost * (2 if face == "double" else 1)
            self.debt = {"debtor": seat, "creditor": None, "amount": owed, "reason": "permit",
                         "permit": {"plot": plot, "k": k, "amount": owed}}

    def _build(self, plot: str, k: int, out: list, free: bool) -> None:
        before = self.level[plot]
        self.level[plot] = before + k
        full = HOTELS[plot]["buildings"]
        if before < full <= self.level[plot]:
            self.completed[plot] = self.turn_id
        out.append(Event("build", {"seat": self.owner[plot], "plot": plot, "pieces": k,
                                   "level": self.level[plot], "free": free}))

    def _entrance(self, slot: str, out: list) -> None:
        seat, plot = self.current, SLOTS[slot]["plot"]
        price = 0
        if self.phase == "extras":
            price = HOTELS[plot]["entrance"]
            self.cash[seat] -= price
            self.this_turn["tower_bought"].append(plot)
        else:
            self.phase = "extras"
        self.entrances[SLOT_SQUARE[slot]] = plot
        self.supply -= 1
        out.append(Event("entrance", {"seat": seat, "plot": plot, "slot": slot,
                                      "square": SLOT_SQUARE[slot],
                                      "amount": price}))

    def _stay(self, out: list) -> None:
        seat = self.current
        plot = self.entrances.get(square_id(self.this_turn["square"]))
        host = None if plot is None else self.owner[plot]
        if host is None or host == seat:
            return
        nights = dice.roll(self, seat, out, purpose="nights")[0]
        amount = data.rate(plot, self.level[plot]) * nights
        out.append(Event("stay", {"seat": seat, "host": host, "plot": plot, "nights": nights,
                                  "amount": amount}))
        if self.variants["claims_required"]:
            self._new_claim("stay", host, seat, amount, out)
        else:
            self.debt = {"debtor": seat, "creditor": host, "amount": amount, "reason": "stay",
                         "permit": None}

    def _end_turn(self, out: list) -> None:
        seat = self.current
        if self.this_turn.get("bonus") and seat not in self.eliminated and len(self.alive()) >= 2:
            self.phase = "roll"
            out.append(Event("turn", {"seat": seat, "round": self.round, "bonus": True}))
            return
        self._pass_turn(out)

    def _pass_turn(self, out: list) -> None:
        seat = self.current
        nxt = turns.next_seat(seat, self.num_players, self.eliminated)
        if self.position(nxt) < self.position(seat):
            if self.round >= self.variants["max_rounds"]:
                self._finish("round_limit", out)
                return
            self.round += 1
        self.current = nxt
        self.phase = "roll"
        self.this_turn = {}
        out.append(Event("turn", {"seat": nxt, "round": self.round, "bonus": False}))

    def _finish(self, why: str, out: list) -> None:
        self.finished = why
        self.phase = "over"
        self.debt = None
        self.claims = []
        out.append(Event("game_over", {"reason": why}))

    # ---- debts, auctions, elimination (§4.7) ----------------------------------------------------
    def _auction(self, plot: str, out: list) -> None:
        seller = self.debt["debtor"]
        out.append(Event("auction", {"seat": seller, "plot": plot}))
        bidders = turns.seats_from(seller, self.num_players, self.eliminated, False)
        frames.push_auction(self, out, seller=seller, bidders=bidders,
                            budgets={s: self.cash[s] for s in bidders}, purpose="lot",
                            prompt="hotel_tycoon.bid", text=T("Bid for {plot} or pass", plot=plot),
                            step=data.MONEY_UNIT, opening=data.MONEY_UNIT, lot=plot)

    def finish_lot(self, frame: dict, out: list) -> None:
        plot, seller, winner = frame["lot"], frame["seller"], frame["winner"]
        permit = self.debt["permit"] if self.debt else None
        if permit is not None and permit["plot"] == plot:
            self.debt["amount"] -= permit["amount"]
            self.debt["permit"] = None
            out.append(Event("permit_cancelled", {"seat": seller, "plot": plot,
                                                  "amount": permit["amount"]}))
        if winner is None:
            gone = self.entrances_of(plot)
            for sq in gone:
                del self.entrances[sq]
            self.supply += len(gone)
            self.owner[plot] = None
            self.level[plot] = 0
            self.acquired[plot] = None
            self.completed[plot] = None
            out.append(Event("demolished", {"seat": seller, "plot": plot,
                                            "entrances": len(gone)}))
        else:
            price = frame["price"]
            self.cash[winner] -= price
            self.cash[seller] += price
            self.owner[plot] = winner
            self.acquired[plot] = self.turn_id
            out.append(Event("sold", {"seat": seller, "buyer": winner, "plot": plot,
                                      "amount": price}))
        self._advance(out)

    def _pay_debt(self, out: list) -> None:
        d = self.debt
        debtor, creditor = d["debtor"], d["creditor"]
        paid = min(self.cash[debtor], d["amount"])
        self.cash[debtor] -= paid
        if creditor is not None:
            self.cash[creditor] += paid
        self.debt = None
        out.append(Event("pay", {"seat": debtor, "to": creditor, "amount": paid,
                                 "owed": d["amount"], "reason": d["reason"]}))
        if d["permit"] is not None:
            self._build(d["permit"]["plot"], d["permit"]["k"], out, free=False)
        if self.cash[debtor] == 0 and not self.owned(debtor):
            self._eliminate(debtor, out)

    def _eliminate(self, seat: int, out: list) -> None:
        turns.eliminate(self, seat, out)
        self.planes[seat] = None
        self.claims = [c for c in self.claims if seat not in (c["seat"], c["debtor"])]
        alive = self.alive()
        if len(alive) == 1:
            self._finish("last_player", out)
            return
        if len(alive) == 2 and self.initial_players >= 3 and self.bank_income \
                and self.variants["two_player_cutoff"] != "never":
            self.bank_income = False
            out.append(Event("income_cut", {}))
        if seat == self.current and self.phase != "roll":
            self.this_turn["bonus"] = False        # the turn ends at once, no bonus turn
            self.phase = "end"

    # ---- claims (§6, claims mode) ---------------------------------------------------------------
    def _new_claim(self, kind: str, seat: int, debtor: int | None, amount: int, out: list):
        self.claim_count += 1
        self.claims.append({"number": self.claim_count, "kind": kind, "seat": seat,
                            "debtor": debtor, "amount": amount})
        out.append(Event("claim_open", {"number": self.claim_count, "kind": kind, "seat": seat,
                                        "debtor": debtor, "amount": amount}))

    def _claim(self, number: int, out: list) -> None:
        claim = next(c for c in self.claims if c["number"] == number)
        self.claims.remove(claim)
        out.append(Event("claimed", {"number": number, "seat": claim["seat"],
                                     "amount": claim["amount"], "kind": claim["kind"]}))
        if claim["kind"] == "hangar":
            self.cash[claim["seat"]] += claim["amount"]
        else:
            self.debt = {"debtor": claim["debtor"], "creditor": claim["seat"],
                         "amount": claim["amount"], "reason": "stay", "permit": None}

    # ---- what everybody sees ------------------------------------------------------------------
    def view_data(self, seat: int) -> dict:
        out = {name: copy_data(getattr(self, name)) for name in FIELDS}
        out["frames"] = copy_data(self.frames)        # an auction's machinery, for the search
        out["auction"] = frames.auction_view(self)
        out["net_worth"] = [sum(self.net_worth(s).values()) for s in range(self.num_players)]
        out["rates"] = {p: data.rate(p, self.level[p]) for p in PLOTS}
        return out

    # the safety round limit is named only when it is near: real games end around round 30,
    # and "round 1 of 250" reads as if the game would last 250 rounds
    LIMIT_SHOWN = 10

    def progress(self) -> str:
        last = self.variants["max_rounds"]
        if self.round > last - self.LIMIT_SHOWN:
            return T("round {n} of {max}", n=self.round, max=last)
        return T("round {n}", n=self.round)

    def compute_result(self) -> Result:
        n = self.num_players
        alive = self.alive()
        parts = [self.net_worth(s) for s in range(n)]
        worth = [sum(p.values()) for p in parts]
        keys = [(worth[s], self.cash[s], -self.position(s)) for s in alive]
        groups = [[alive[i] for i in g] for g in rank_by(keys)]
        ranking = turns.elimination_ranking(groups, self.eliminated)
        tiebreak = None
        if self.finished == "round_limit" and len({worth[s] for s in alive}) < len(alive):
            tiebreak = T("equal net worth: more cash first, then the earlier seat in the next "
                         "round")
        reason = T("only one player is left") if self.finished == "last_player" else \
            T("the round limit was reached")
        labels = {"cash": T("Cash"), "land": T("Land"), "buildings": T("Buildings"),
                  "entrances": T("Entrances"), "standing": T("Standing")}
        # one line per seat under its score: why it ranks where it does
        details = []
        for s in range(n):
            if s in self.eliminated:
                why = T("bankrupt: left the game with nothing")
            elif self.finished == "last_player":
                why = T("the last player not bankrupt")
            else:
                why = T("net worth after round {n}: cash plus the price of land, buildings and "
                        "entrances", n=self.round)
            details.append({"standing": why})
        explain = [self.explain_worth(s) for s in range(n)]
        return Result([worth[s] for s in range(n)], ranking, parts, tiebreak, details, labels,
                      reason, explain)

    def explain_worth(self, seat: int) -> dict:
        """The arithmetic of each net-worth column of one seat (the results screen's hover)."""
        owned = self.owned(seat)
        parts = self.net_worth(seat)

        def items(value_of) -> str:
            return listing(*(T("{plot} {n}", plot=p, n=value_of(p)) for p in owned
                             if value_of(p)))

        if seat in self.eliminated:
            return {key: T("bankrupt, so nothing counts: {n}", n=value)
                    for key, value in parts.items()}
        out = {"cash": T("cash in hand at the end: {n}", n=parts["cash"])}
        if not owned:
            for key in ("land", "buildings", "entrances"):
                out[key] = T("no hotel owned: {n}", n=0)
            return out
        out["land"] = T("price of the land owned: {items} = {n}",
                        items=items(lambda p: HOTELS[p]["land"]), n=parts["land"])
        out["buildings"] = T("price of every building placed: {items} = {n}",
                             items=items(lambda p: data.built_value(p, self.level[p])),
                             n=parts["buildings"]) if parts["buildings"] \
            else T("nothing built yet: {n}", n=0)
        out["entrances"] = T("entrances placed, each at its hotel's price: {items} = {n}",
                             items=items(lambda p: HOTELS[p]["entrance"]
                                         * len(self.entrances_of(p))),
                             n=parts["entrances"]) if parts["entrances"] \
            else T("no entrance placed: {n}", n=0)
        return out
