"""Itchy Feet at 4 players: variants of `bots.Planner` measured against the plan on the same
seeds (paired), a measuring script, not a test.

    .venv/bin/python -m tools.itchy_feet_p4 GAMES FIRST_SEED [Variant ...]
    .venv/bin/python -m tools.itchy_feet_p4 --odds GAMES FIRST_SEED     # `ready_odds` calibration

Each variant changes the plan at 4 players only (racing rather than denying, the keep value,
trading). At b6d5c42 (the plan then offered trades at 4 players), 1000 games from seed 30001:
the plan 33.3 %; `NoSteal` -0.4 points [-4.4 to +3.5], `NoTrade` +1.9 [-1.6 to +5.3],
`NoAnswer` -5.2 [-7.9 to -2.4], `Spare50` -0.2 [-1.1 to +0.8].
`NoTrade` kept (`Planner.OFFER_PLAYERS`); held out, 1000 games from seed 40001: the plan
without offers 35.7 %, `Trades` (the plan before) -2.4 [-5.8 to +1.1], `Answer1` the same games.
On the plan without offers at 95714f8, 1000 games from seed 30001 (35.1 %): `Spare10` -0.2
[-0.6 to +0.2], `NoSteal` -1.0 [-4.9 to +2.9].
At 2a7275b (the same plan), 1000 games from seed 30001 (35.1 %): `NoDeny` -6.9 [-10.5 to
-3.4] (the denial is the plan's lever at 4 players too); `TradeFar` -1.9 [-5.3 to +1.5],
`TradeEarly` -0.7 [-3.8 to +2.3], `TradeAway` -0.5 [-3.7 to +2.8];
`HomeDecline` the same games (the plan never accepts a home partner's offer anyway);
`FarAnswer` +0.1 [-0.4 to +0.6]; `StealThreat` +0.6 [-1.1 to +2.4]; `StealSure` -0.0 [-3.6
to +3.5], `StealSure5` +0.7 [-2.0 to +3.4]; `KeepUseful` +2.3 [-0.2 to +4.8], `KeepHome`
+2.6 [+0.1 to +5.1], `KeepAsked` +2.7 [-0.1 to +5.6], `KeepUsefulW` +2.1 [-0.4 to +4.6], but
held out (2000 games from seed 50001, the plan 37.7 %) `KeepUseful` -1.8 [-3.6 to +0.1],
`KeepHome` -1.9 [-3.8 to -0.1], so none kept. The endgame's variants, `python -m
tools.itchy_feet_tune late tools.itchy_feet_p4:EndgameZ1 Planner 4 1000 30001 --budget-ms
100` (207 of the 1000 games reach round 92): `EndgamePlanner` (the kept one) +1.2 [-0.1 to
+2.5] over the plan, `EndgameZ1` +0.9 [+0.1 to +1.7], `Endgame3` +0.0 [-1.0 to +1.1]
(-1.2 [-2.4 to +0.1] against the kept endgame, paired on the same games).
At 5d838f9 (if10), 1000 games from seed 30001 (the plan 35.1 %): once home, grabbing where
`simple` recycles a missing centre item, +5.6 [+2.3 to +8.9], held out (2000 games from seed
50001, the plan 37.7 %) +5.7 [+3.4 to +8.0]: kept (`Planner.grabs_not_recycles`); `NoRecycle`
(not home either) +3.4 [-0.3 to +7.1]; recycling rather than robbing, `KeepRecycle` -5.1
[-7.7 to -2.4], `KeepRecycleAsked` -1.6 [-3.2 to -0.1]. The denial by `ready_odds`: `First10`
+0.0 [-2.2 to +2.3], `First20` -0.2 [-1.0 to +0.7], `RankOdds` -1.2 [-3.0 to +0.7], `Only08`
-2.4 [-5.7 to +0.9], `Floor05` -0.7 [-3.7 to +2.4], `Floor02` +1.1 [-1.6 to +3.7] but held out
-0.4 [-2.4 to +1.5]: none kept. The denial's ceiling (`python -m tools.itchy_feet_race oracle -
4 600 30001`, an oracle robbing whoever can travel): +9.4 [+4.4 to +14.4], 46.2 % of 600.
"""
from __future__ import annotations

import sys
from collections import Counter
from itertools import combinations
from math import comb

from rules.itchy_feet.bots import Planner, SimpleBot, asked_centre_kinds, centre_threat
from rules.itchy_feet.cards import ITEMS, ORD, item_of, needs
from rules.itchy_feet.endgame import EndgamePlanner
from tools.itchy_feet_tune import compare, play, shares, summary


class NoSteal(Planner):
    """Races: never robs but to deny a home opponent (`deny_victim`)."""

    def steal_target(self, view, miss, has_passport):
        return None


class NoTrade(Planner):
    """Never offers a trade."""

    def trade_plan(self, view, miss, v):
        return None


class NoAnswer(Planner):
    """Never accepts an offer (an accepted trade helps the offerer at least as much)."""

    def answer_set(self, view, offer):
        return None


class Spare50(Planner):
    SPARE = 50


class Spare10(Planner):
    SPARE = 10


class Deny60(Planner):
    DENY = 0.6


class Answer1(Planner):
    """Accepts an offer worth 1 or more to it (`simple`: 5)."""
    ANSWER_GAIN = 1


class Trades(Planner):
    """The plan before: offers trades at every player count."""
    OFFER_PLAYERS = (2, 3, 4, 5)


class TradesAnswer1(Answer1, Trades):
    pass


class NoDeny(Planner):
    """Never robs a home opponent to deny it (`deny_victim`)."""
    DENY = 2.0


class TradeFar(Planner):
    """Offers `simple`'s trades at 4 players too, but only to partners not home yet."""
    OFFER_PLAYERS = (2, 3, 4)
    far_only = False

    def trade_plan(self, view, miss, v):
        self.far_only = True
        try:
            return super().trade_plan(view, miss, v)
        finally:
            self.far_only = False

    def others(self, view):
        out = super().others(view)
        return [s for s in out if not view["home_done"][s]] if self.far_only else out


class TradeEarly(Planner):
    """Offers `simple`'s trades at 4 players too, but only while nobody is home."""
    OFFER_PLAYERS = (2, 3, 4)

    def trade_plan(self, view, miss, v):
        return None if any(view["home_done"]) else super().trade_plan(view, miss, v)


class TradeAway(TradeFar):
    """`TradeFar`, but only while the bot is not home itself."""

    def trade_plan(self, view, miss, v):
        return None if view["home_done"][self.seat] else super().trade_plan(view, miss, v)


class HomeDecline(Planner):
    """Declines every offer from a home partner."""

    def answer_set(self, view, offer):
        return None if view["home_done"][offer["from"]] else super().answer_set(view, offer)


class FarAnswer(Planner):
    """Declines an offer that would take its offerer home: it asks for the one kind of its
    home not known in its hand."""

    def answer_set(self, view, offer):
        partner = offer["from"]
        if not view["home_done"][partner]:
            known = {item_of(c) for c in view["known"][partner]}
            asked = {a[len("item:"):] for a in offer["ask"] if a.startswith("item:")}
            if not set(needs(view["homes"][partner])) - known - asked:
                return None
        return super().answer_set(view, offer)


class StealThreat(Planner):
    """Of the known holders of a missing kind, robs the one closest to winning (home, then
    its `centre_threat`), not the first in seat order."""

    def steal_target(self, view, miss, has_passport):
        n = view["num_players"]
        holders = [s for s in self.others(view) if view["hand_sizes"][s] > 0
                   and any(item_of(c) in miss for c in view["known"][s])]
        if has_passport and holders:
            return max(holders, key=lambda s: (view["home_done"][s], view["home_done"][s]
                                               and centre_threat(view, s), -((s - self.seat) % n)))
        return super().steal_target(view, miss, has_passport)


class StealSure(Planner):
    """Robs a known holder of a missing kind only when that card is at least `ODDS` of its
    hand (the best such holder), else `simple`'s later rules; a steal pays one card."""
    ODDS = 1 / 3

    def steal_target(self, view, miss, has_passport):
        sizes = view["hand_sizes"]
        if has_passport:
            odds = [(sum(item_of(c) in miss for c in view["known"][s]) / sizes[s], s)
                    for s in self.others(view) if sizes[s] > 0]
            best = max(odds, default=(0, None))
            if best[0] >= self.ODDS:
                return best[1]
            miss = []         # no holder worth robbing: the later rules
        return super().steal_target(view, miss, has_passport)


class StealSure5(StealSure):
    ODDS = 1 / 5


class KeepUseful(Planner):
    """Of cards worth the same, pays and discards first the one the fewest opponents' trips
    (home, then the centre) need: a paid card lands where they may recycle it. `WEIGHT`
    adds that much keep value per opponent needing it."""
    WEIGHT = 0

    def needing(self, view, card) -> int:
        item = item_of(card)
        return sum(item in needs(view["centre"] if view["home_done"][s] else view["homes"][s])
                   for s in self.others(view)) if item else 0

    def key(self, view):
        v = self.vals(view)

        def key(card):
            n = self.needing(view, card)
            return v.get(card, 0) + self.WEIGHT * n, n, ORD.get(card, 0)
        return key

    def lowest(self, view, decision):
        key = self.key(view)
        return min(decision.options, key=lambda o: key(o.args[0]) if o.args else (999,))

    def pick_lowest(self, view, decision):
        if decision.find("done") is not None:
            return decision.find("done")
        key = self.key(view)
        picks = [o for o in decision.options if o.kind == "pick"]
        return min(picks, key=lambda o: key(o.args[0])) if picks else None


class KeepUsefulW(KeepUseful):
    WEIGHT = 4


class KeepHome(KeepUseful):
    """A home opponent's need (a centre kind) counts three times."""

    def needing(self, view, card) -> int:
        item = item_of(card)
        return sum((3 if view["home_done"][s] else 1) for s in self.others(view)
                   if item in needs(view["centre"] if view["home_done"][s] else view["homes"][s]))


class KeepAsked(KeepUseful):
    """A kind an opponent's last offers asked for counts ten times more."""

    def needing(self, view, card) -> int:
        asked = sum(f"item:{item_of(card)}" in view["asked"][s] for s in self.others(view))
        return super().needing(view, card) + 10 * asked


class EndgameZ1(EndgamePlanner):
    """The endgame, but a rival must beat the plan's choice by one standard error."""

    def __init__(self, seat, seed, deadline=None):
        super().__init__(seat, seed, deadline)
        self.endgame.Z = 1.0


class Endgame3(EndgamePlanner):
    """The endgame from 3 rounds before the cap (not 2)."""

    def __init__(self, seat, seed, deadline=None):
        super().__init__(seat, seed, deadline)
        self.endgame.ROUNDS = 3


def unseen_copies(view, viewer: int) -> tuple:
    """Per item kind, the copies whose place `viewer` does not know (not in its hand, the
    discard pile or a card known in another hand), and how many cards are unseen in all."""
    copies = Counter({kind: 4 for kind in ITEMS})
    n = view["num_players"]
    seen = list(view["hand"]) + list(view["discard"])
    for t in range(n):
        if t != viewer:
            seen += view["known"][t]
    copies.subtract(item_of(c) for c in seen if item_of(c))
    unknown = sum(view["hand_sizes"][t] - len(view["known"][t]) for t in range(n) if t != viewer)
    return copies, view["pile_size"] + unknown


def draws_cover(copies, total: int, cards: int, kinds) -> float:
    """The chance that `cards` cards drawn at random from `total` unseen ones hold a copy of
    each of `kinds` (inclusion-exclusion over the kinds missed)."""
    if not kinds:
        return 1.0
    if cards <= 0 or total <= 0:
        return 0.0
    cards = min(cards, total)
    p = 0.0
    for r in range(len(kinds) + 1):
        for missed in combinations(kinds, r):
            rest = total - sum(max(0, copies[k]) for k in missed)
            p += (-1) ** r * comb(max(0, rest), cards)
    return max(0.0, min(1.0, p / comb(total, cards)))


def ready_odds(view, viewer: int, seat: int) -> float:
    """The chance, as `viewer` can tell, that the home opponent `seat` holds the centre's three
    kinds now: known cards are certain; a kind its last offers asked for can have come only by
    one hidden draw since, the kinds beside such an ask are held (0.97); else its unknown cards
    are drawn at random from the unseen ones. Calibrated (`python -m tools.itchy_feet_p4
    --odds 300 30001`): 0.13 able to travel in the 0.1-0.2 band, 0.34 in 0.2-0.3."""
    known = {item_of(c) for c in view["known"][seat]}
    lacking = [k for k in needs(view["centre"]) if k not in known]
    copies, total = unseen_copies(view, viewer)
    unknown = view["hand_sizes"][seat] - len(view["known"][seat])
    asked = asked_centre_kinds(view, seat)
    if not asked:
        return draws_cover(copies, total, unknown, lacking)
    lacking_asked = [k for k in lacking if k in asked]
    return 0.97 ** (len(lacking) - len(lacking_asked)) * \
        draws_cover(copies, total, min(unknown, 1), lacking_asked)


class OddsDeny(Planner):
    """At 4 players the denial by `ready_odds`: first the home opponent likeliest to be able to
    travel, from `FIRST`; then (unless `ONLY`) the plan's `centre_threat` rule among those whose
    `ready_odds` reaches `FLOOR`, the likeliest first if `BY_ODDS`."""
    FIRST, FLOOR, BY_ODDS, ONLY = 2.0, -1.0, False, False

    def deny_victim(self, view):
        n = view["num_players"]
        if n != 4:
            return super().deny_victim(view)
        home = [s for s in self.others(view) if view["home_done"][s] and view["hand_sizes"][s]]
        odds = {s: ready_odds(view, self.seat, s) for s in home}
        order = {s: -((s - self.seat) % n) for s in home}
        if home and max(odds.values()) >= self.FIRST:
            return max(home, key=lambda s: (odds[s], order[s]))
        threats = [s for s in home if not self.ONLY and odds[s] >= self.FLOOR
                   and centre_threat(view, s) >= self.DENY]
        key = odds.get if self.BY_ODDS else (lambda s: centre_threat(view, s))
        return max(threats, key=lambda s: (key(s), order[s]), default=None)


class First10(OddsDeny):
    FIRST = 0.10


class First20(OddsDeny):
    FIRST = 0.20


class RankOdds(OddsDeny):
    BY_ODDS = True


class Floor02(OddsDeny):
    FLOOR = 0.02


class Floor05(OddsDeny):
    FLOOR = 0.05


class Only08(OddsDeny):
    FIRST, ONLY = 0.08, True


class Only12(OddsDeny):
    FIRST, ONLY = 0.12, True


class KeepRecycle(Planner):
    """At 4 players a recycle of a missing kind (`simple`'s choice) is not replaced by the
    denial's steal: the card recycled is one a home opponent could recycle next (with `ASKED`,
    only a kind a home opponent's last offers asked for)."""
    ASKED = False

    def turn(self, view, decision):
        choice = SimpleBot.turn(self, view, decision)
        if view["num_players"] == 4 and choice == "recycle":
            kind = item_of(self.plan.get("take", ""))
            if not self.ASKED or any(f"item:{kind}" in view["asked"][s]
                                     for s in self.others(view) if view["home_done"][s]):
                return choice
        return super().turn(view, decision)


class KeepRecycleAsked(KeepRecycle):
    ASKED = True


class NoRecycle(Planner):
    """At 4 players recycles only a passport it lacks, never a missing item (it grabs or
    robs instead); with `HOME_ONLY`, only once it is home."""
    HOME_ONLY = False

    def turn(self, view, decision):
        choice = super().turn(view, decision)
        if view["num_players"] == 4 and choice == "recycle" \
                and item_of(self.plan.get("take", "")) is not None \
                and (view["home_done"][self.seat] or not self.HOME_ONLY):
            self.plan = {}
            return "grab"
        return choice


VARIANTS = [NoSteal, NoTrade, NoAnswer, Spare50, Spare10]


def odds_calibration(games: int, first: int) -> None:
    """At the plan's turns, each home opponent's `ready_odds` (in tenths) against whether it
    could travel."""
    seen, ready = Counter(), Counter()

    def record(state, decision, option):
        if decision.prompt != "itchy.turn" or decision.seat != watched[0] or state.declined:
            return
        view = state.view(decision.seat)
        for s in range(4):
            if s != decision.seat and state.home_done[s] and state.hands[s]:
                band = min(9, int(10 * ready_odds(view, decision.seat, s)))
                seen[band] += 1
                ready[band] += state.can_travel(s)

    watched = [0]
    for g in range(games):
        watched[0] = g % 4
        play(Planner, 4, first + g, watched[0], record)
    for band in sorted(seen):
        print(f"ready_odds {band / 10:.1f}-{(band + 1) / 10:.1f}: {seen[band]:6d} cases, able "
              f"to travel in {100 * ready[band] / seen[band]:.1f} %")


def main(argv: list) -> int:
    if argv[0] == "--odds":
        odds_calibration(int(argv[1]), int(argv[2]))
        return 0
    games, first = int(argv[0]), int(argv[1])
    chosen = [globals()[name] for name in argv[2:]] or VARIANTS
    base = shares(Planner, 4, games, first)
    print(summary("Planner", base, 4), flush=True)
    for cls in chosen:
        values = shares(cls, 4, games, first)
        print(summary(cls.__name__, values, 4), compare(values, base), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
