"""Gavel: a test-only game for the core pieces the shelf's auction and dice games need.

2-4 players, 6 coins each, a shuffled pile of lots worth 1..8 points. On your turn you `roll`
(pending claims lapse now): first you pay 1 coin upkeep - with no coin to pay you are out of
the game - then the die gives you that many coins, minus 2 (at least 0). Then the top lot is
auctioned openly to every player still in the game, starting left of you (bids in whole coins,
an amount decision); the winner pays the bank and scores the lot, with no bid it is discarded.
A 6 lets every other player still in the game claim 1 coin (an out-of-turn option offered on the
next `roll` decisions until somebody rolls) when the variant `claims` is on, which is allowed
only when every seat is human. The game ends when the lots run out or one player is left.
Most points wins, then most coins; the eliminated rank last, the last to go out first.
"""
from __future__ import annotations

from rules.core import (Decision, Event, GameDef, N_, Option, PriorityBot, RandomBot, Result,
                        State, T, dice, frames, rank_by, search, turns)

LOTS = 8
START_COINS = 6


def _claims_allowed(num_players, humans):
    return (False, True) if humans is not None and all(humans) else (False,)


class GavelState(State):
    GAME_ID = "gavel"

    def setup(self) -> list:
        self.coins = [self.variants["start_coins"]] * self.num_players
        self.points = [0] * self.num_players
        self.lots = list(range(1, LOTS + 1))
        self.rng.shuffle(self.lots)
        self.eliminated = []
        self.turn = 0
        self.claims = []            # [[number, seat]]: pending claims of one coin each
        self.claim_count = 0
        self.lots_done = []         # lots won or discarded, in order
        return [Event("lots", {"count": len(self.lots)})]

    def over(self) -> bool:
        return not self.lots or len(turns.remaining(self.num_players, self.eliminated)) <= 1

    def base_decision(self) -> Decision | None:
        if self.over():
            return None
        options = [Option("roll", (), None, T("Roll the die"))]
        options += [Option("claim", (number,), None, T("{seat} claims a coin", seat=seat),
                           by=seat) for number, seat in self.claims]
        return Decision(self.turn, "gavel.roll", T("Roll for lot {lot}", lot=self.lots[-1]),
                        options)

    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        if option.kind == "claim":
            number = int(option.args[0])
            seat = next(s for n, s in self.claims if n == number)
            self.claims = [c for c in self.claims if c[0] != number]
            self.coins[seat] += 1
            out.append(Event("claimed", {"seat": seat, "coins": 1}))
            return
        seat = decision.seat
        if self.claims:
            out.append(Event("claims_lapsed", {"count": len(self.claims)}))
            self.claims = []
        if self.coins[seat] == 0:
            turns.eliminate(self, seat, out)
            self._next(seat)
            return
        self.coins[seat] -= 1
        value = dice.roll(self, seat, out, purpose="income")[0]
        self.coins[seat] += max(0, value - 2)
        if value == 6 and self.variants["claims"]:
            for other in turns.seats_from(seat, self.num_players, self.eliminated, False):
                self.claim_count += 1
                self.claims.append([self.claim_count, other])
        bidders = turns.seats_from(seat, self.num_players, self.eliminated, False) + [seat]
        frames.push_auction(
            self, out, seller=None, bidders=bidders,
            budgets={s: self.coins[s] for s in bidders}, purpose="lot", prompt="gavel.bid",
            text=T("Bid for lot {lot} or pass", lot=self.lots[-1]), step=1,
            lot=str(self.lots[-1]), ctx={"roller": seat})

    def finish_lot(self, frame: dict, out: list) -> None:
        lot = self.lots.pop()
        self.lots_done.append(lot)
        winner = frame["winner"]
        if winner is None:
            out.append(Event("lot_discarded", {"lot": lot}))
        else:
            self.coins[winner] -= frame["price"]
            self.points[winner] += lot
            out.append(Event("lot_won", {"seat": winner, "lot": lot, "price": frame["price"]}))
        self._next(frame["ctx"]["roller"])

    def _next(self, seat: int) -> None:
        if not self.over():
            self.turn = turns.next_seat(seat, self.num_players, self.eliminated)

    def view_data(self, seat: int) -> dict:
        return {"coins": list(self.coins), "points": list(self.points),
                "lots_left": len(self.lots), "next_lot": self.lots[-1] if self.lots else None,
                "auction": frames.auction_view(self), "lots_done": list(self.lots_done),
                "claims": [list(c) for c in self.claims], "turn_seat": self.turn,
                "claim_count": self.claim_count}

    def progress(self) -> str:
        return T("{n} lots left", n=len(self.lots))

    def compute_result(self) -> Result:
        alive = turns.remaining(self.num_players, self.eliminated)
        keys = {s: (self.points[s], self.coins[s]) for s in alive}
        groups = [[alive[i] for i in g] for g in rank_by([keys[s] for s in alive])]
        ranking = turns.elimination_ranking(groups, self.eliminated)
        scores = [self.points[s] if s in alive else 0 for s in range(self.num_players)]
        breakdown = [{"lots": scores[s]} for s in range(self.num_players)]
        details = [{"coins": self.coins[s]} for s in range(self.num_players)]
        return Result(scores, ranking, breakdown, None, details)


def determinize(view: dict, seat: int, rng) -> GavelState:
    """Everything is public but the order of the lots still face down."""
    state = GavelState.create(view["num_players"], rng.below(2 ** 31), view["variants"])
    state.coins = list(view["coins"])
    state.points = list(view["points"])
    state.eliminated = list(view["eliminated"])
    state.turn = view["turn_seat"]
    state.claims = [list(c) for c in view["claims"]]
    state.claim_count = view["claim_count"]
    state.lots_done = list(view["lots_done"])
    hidden = [lot for lot in range(1, LOTS + 1)
              if lot not in state.lots_done and lot != view["next_lot"]]
    rng.shuffle(hidden)
    state.lots = hidden + ([view["next_lot"]] if view["next_lot"] is not None else [])
    auction = view["auction"]
    state.frames = []
    if auction is not None:
        high = auction["high"]
        state.frames.append({
            "frame": "auction", "purpose": "lot", "prompt": "gavel.bid",
            "text": T("Bid for lot {lot} or pass", lot=auction["lot"]), "seller": None,
            "lot": auction["lot"], "order": list(auction["order"]),
            "active": list(auction["active"]),
            "budgets": {str(s): state.coins[s] for s in auction["order"]}, "step": 1,
            "opening": 1, "high": None if high is None else [high["seat"], high["amount"]],
            "go": auction["active"].index(auction["bidder"]), "ctx": {"roller": state.turn}})
    state.steps = view["steps"]
    state.touch()
    return state


class ThriftyBot(PriorityBot):
    """Bids up to the lot's value while keeping a coin for the next upkeep."""

    name = "simple"
    handlers = {"gavel.bid": "bid", "gavel.roll": "roll"}

    def roll(self, view, decision):
        return decision.find("roll")

    def bid(self, view, decision):
        hint = decision.amount
        lot = view["auction"]["lot"]
        limit = min(int(lot), view["coins"][self.seat] - 1)
        if hint is not None and hint["min"] <= limit:
            return decision.find(f"bid:{hint['min']}")
        return decision.find("pass")


def _describe(event: Event, names: list) -> str | None:
    d = event.data
    if event.kind == "lot_won":
        return T("{seat} wins lot {lot} for {coins} coins", seat=d["seat"], lot=d["lot"],
                 coins=d["price"])
    if event.kind == "lot_discarded":
        return T("Nobody bids: lot {lot} is discarded", lot=d["lot"])
    if event.kind == "claimed":
        return T("{seat} claims a coin", seat=d["seat"])
    if event.kind == "claims_lapsed":
        return T("Unclaimed coins lapse")
    if event.kind == "lots":
        return T("{n} lots are up for auction", n=d["count"])
    return None


GAME = GameDef(
    id="gavel", title=N_("Gavel (test game)"), min_players=2, max_players=4,
    state_cls=GavelState,
    variants={"claims": ((False, True), False), "start_coins": ((2, 6, 10), START_COINS)},
    variant_choices={"claims": _claims_allowed},
    presets={"short": {"start_coins": 2}, "rich": {"start_coins": 10}},
    preset_titles={"short": N_("Short game"), "rich": N_("Rich players")},
    variant_groups=[(N_("Table talk"), ["claims"]), (N_("Economy"), ["start_coins"])],
    variant_help={"claims": N_("After a 6 the others must claim their coin before the next roll"),
                  "start_coins": N_("Coins each player starts with")},
    bots={"random": RandomBot, "simple": ThriftyBot, "strong": search.strong},
    max_decisions=lambda n: 600,
    describe=_describe, hidden_information=False, determinize=determinize,
    blurb=N_("A tiny test game: dice, open auctions, claims and elimination."),
)
