"""The `simple` bot of spec §10.1: keep a cash reserve against the worst stays, buy and build
what pays per dollar, place entrances where they block or will be landed on, bid up to a lot's
worth. Deterministic given the view; it reads only the view (the playout policy hands it the
same fields straight from a state, uncopied)."""
from __future__ import annotations

from rules.core import PriorityBot, turns

from . import data
from .data import HOTELS, PLOTS, SLOTS, SQUARES, square_id


def reserve(v: dict, seat: int) -> float:
    """R = 1000 + 3.5 x the highest nightly rate among opponents' hotels with an entrance."""
    worst = 0
    for plot in set(v["entrances"].values()):
        if v["owner"][plot] not in (None, seat):
            worst = max(worst, data.rate(plot, v["level"][plot]))
    return TUNE["base"] + TUNE["nights"] * worst


TUNE = {"base": 1000, "nights": 3.5, "double": 0.5, "bare": 1, "entr": 0.3, "fac": 0.5,
        "bo_main": 0, "bo_bare": 9, "ahead_first": False, "ratio": "land", "maxk": 9, "buy_main": 1}


def plot_ratio(p: str) -> float:
    h = HOTELS[p]
    if TUNE["ratio"] == "land":
        return h["pieces"][-1]["rate"] * len(data.SLOTS_OF[p]) / h["land"]
    if TUNE["ratio"] == "full":
        return h["pieces"][-1]["rate"] * len(data.SLOTS_OF[p]) / (h["land"] + data.built_value(p, data.pieces(p)))
    return h["pieces"][0]["rate"] * len(data.SLOTS_OF[p]) / (h["land"] + h["pieces"][0]["cost"])


def lot_value(v: dict, plot: str) -> float:
    entrances = sum(1 for p in v["entrances"].values() if p == plot)
    return (HOTELS[plot]["buyout"] + 0.5 * data.built_value(plot, v["level"][plot])
            + 0.5 * HOTELS[plot]["entrance"] * entrances)


def _entrances(v: dict, plot: str) -> int:
    return sum(1 for p in v["entrances"].values() if p == plot)


def _gain(plot: str, level: int, k: int) -> int:
    return data.rate(plot, level + k) - data.rate(plot, level)


class Brain:
    """The §10.1 heuristics over a view-like dict `v` for `seat`."""

    def __init__(self, v: dict, seat: int):
        self.v = v
        self.seat = seat
        self.cash = v["cash"][seat]
        self.R = reserve(v, seat)
        self.mine = [p for p in PLOTS if v["owner"][p] == seat]

    # purchase square
    def purchase(self, ids: set) -> str:
        v, cash, R = self.v, self.cash, self.R
        # bare land is a liability (opponents buy it out at half price): hold one at a time,
        # and only with the money to put its main building up soon
        bare = sum(v["level"][p] == 0 for p in self.mine)
        for p in PLOTS:
            need = HOTELS[p]["buyout"] + TUNE["bo_main"] * HOTELS[p]["pieces"][0]["cost"]
            if f"buyout:{p}" in ids and cash - need >= R and bare < TUNE["bo_bare"]:
                return f"buyout:{p}"
        if bare >= TUNE["bare"]:
            return "pass"
        limit = R / 2 if len(self.mine) < 2 else R
        best, best_ratio = "pass", 0.0
        for p in PLOTS:
            need = HOTELS[p]["land"] + TUNE["buy_main"] * HOTELS[p]["pieces"][0]["cost"]
            if f"buy:{p}" in ids and cash - need >= limit:
                ratio = plot_ratio(p)
                if ratio > best_ratio:
                    best, best_ratio = f"buy:{p}", ratio
        return best

    # permit square
    def permit(self, ids: set) -> str:
        v, cash, R = self.v, self.cash, self.R
        plots = [p for p in self.mine if f"permit:{p}:1" in ids]
        if not plots:
            return "pass"

        def worth(p):
            level = v["level"][p]
            one_short = HOTELS[p]["buildings"] - level == 1
            per_cost = _gain(p, level, 1) * (_entrances(v, p) + 1) / data.cost_of(p, level, 1)
            return (one_short, per_cost, -PLOTS.index(p))

        best = max(plots, key=worth)
        level = v["level"][best]
        # auctions raise little (few bidders, no reserve): a "2" must be payable from cash
        choice = None
        for k in range(1, min(TUNE["maxk"], HOTELS[best]["buildings"] - level) + 1):
            cost = data.cost_of(best, level, k)
            if f"permit:{best}:{k}" in ids and cost <= cash - R \
                    and 2 * cost <= cash - TUNE["double"] * R:
                choice = k
        if choice is None and 2 * data.cost_of(best, level, 1) <= cash:
            choice = 1
        return "pass" if choice is None else f"permit:{best}:{choice}"

    # free building square: the biggest jump in rate (facilities give the biggest)
    def free_build(self, ids: set) -> str:
        plots = [p for p in self.mine if f"free_build:{p}" in ids]
        if not plots:
            return "pass"
        v = self.v
        best = max(plots, key=lambda p: (v["level"][p] == HOTELS[p]["buildings"],
                                         _gain(p, v["level"][p], 1), -PLOTS.index(p)))
        return f"free_build:{best}"

    # entrances: which slot of which hotel
    def slot_score(self, slot: str) -> tuple:
        v, seat = self.v, self.seat
        square, plot = SLOTS[slot]["square"], SLOTS[slot]["plot"]
        across = [p for p in data.plots_of_square(square) if p != plot]
        blocks = any(v["owner"][p] not in (None, seat) for p in across)
        ahead = False
        alive = turns.remaining(v["num_players"], v["eliminated"])
        if len(alive) > 1:
            nxt = turns.next_seat(seat, v["num_players"], v["eliminated"])
            start = v["planes"][nxt] or 0
            ahead = square in {data.target(start, r) for r in range(1, 7)}
        rate = data.rate(plot, v["level"][plot])
        if TUNE["ahead_first"]:
            return (ahead, blocks, rate, -data.SLOT_ORDER.index(slot))
        return (blocks, ahead, rate, -data.SLOT_ORDER.index(slot))

    def best_slot(self, slots: list) -> str:
        return max(slots, key=self.slot_score)

    def extras(self, ids: set) -> str:
        v, cash, R = self.v, self.cash, self.R
        for p in self.mine:
            if f"facility:{p}" in ids \
                    and cash - HOTELS[p]["pieces"][-1]["cost"] >= TUNE["fac"] * R:
                return f"facility:{p}"
        slots = [i.split(":", 1)[1] for i in ids if i.startswith("entrance:")]
        slots = [s for s in slots
                 if cash - HOTELS[SLOTS[s]["plot"]]["entrance"] >= TUNE["entr"] * R]
        if slots:
            return "entrance:" + self.best_slot(slots)
        return "done"

    # debts: which lot to sell - the least valuable first; a permit site cancels its debt
    def sell(self, ids: set) -> str:
        v = self.v
        plots = [p for p in self.mine if f"auction:{p}" in ids]
        permit = (v["debt"] or {}).get("permit")

        def keep(p):
            worth = lot_value(v, p) + data.rate(p, v["level"][p]) * 3.5 * (_entrances(v, p) + 1)
            if permit and permit["plot"] == p:
                worth -= permit["amount"]
            return (worth, PLOTS.index(p))

        return f"auction:{min(plots, key=keep)}"

    # auctions: bid the minimum while the lot is worth more
    def bid(self, hint: dict | None) -> str:
        v = self.v
        auction = v["auction"]
        if hint is None or auction is None:
            return "pass"
        limit = lot_value(v, auction["lot"])
        debt = v["debt"]
        if debt and debt["creditor"] == self.seat:
            limit += max(0, debt["amount"] - v["cash"][debt["debtor"]])
        if hint["min"] <= min(limit, self.cash - self.R / 2):
            return f"bid:{hint['min']}"
        return "pass"

    def choose(self, prompt: str, ids: set, hint: dict | None) -> str:
        key = prompt.rsplit(".", 1)[-1]
        if key == "roll":
            return "roll"
        if key == "purchase":
            return self.purchase(ids)
        if key == "permit":
            return self.permit(ids)
        if key == "free_build":
            return self.free_build(ids)
        if key == "free_entrance":
            return "entrance:" + self.best_slot([i.split(":", 1)[1] for i in ids
                                                  if i.startswith("entrance:")])
        if key == "extras":
            return self.extras(ids)
        if key == "sell":
            return self.sell(ids)
        if key == "bid":
            return self.bid(hint)
        return ""


class SimpleBot(PriorityBot):
    """Spec §10.1, deterministic given the view; never claims (claims are for all-human
    tables)."""

    name = "simple"
    handlers = {"hotel_tycoon.": "decide"}

    def decide(self, view, decision):
        own = {o.id for o in decision.options_for(self.seat) if o.by is None}
        return Brain(view, self.seat).choose(decision.prompt, own, decision.amount)


def square_kind(number: int) -> str:
    return SQUARES[number][0]


__all__ = ["SimpleBot", "Brain", "reserve", "lot_value", "square_id"]
