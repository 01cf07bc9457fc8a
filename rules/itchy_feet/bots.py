"""Itchy Feet's bots: `simple` (the greedy bot of spec §10.2) and the search's playout policy.

The simple bot reads only its view: its hand, the public table, and its memory of the others'
cards (`view["known"]`, kept by the rules from what this seat saw: trades, recycles, travel
reveals, Security Checks, gifts, what it stole and what was stolen from it).
"""
from __future__ import annotations

from itertools import combinations

from rules.core import PriorityBot
from rules.core.bots import random_option
from rules.core.search import searched_options

from .cards import ORD, by_ord, is_forbidden, is_passport, item_of, kind_of, needs
from .state import answer_ok, payment_ok


def needed_kinds(view, seat) -> set:
    """need(P): the destination's kinds, plus the centre's while not home yet (§10.1)."""
    home_done = view["home_done"][seat]
    dest = view["centre"] if home_done else view["homes"][seat]
    kinds = set(needs(dest))
    if not home_done:
        kinds |= set(needs(view["centre"]))
    return kinds


def values(view, seat, hand) -> dict:
    """Card value for keeping (§10.1): higher = keep."""
    home_done = view["home_done"][seat]
    dest = set(needs(view["centre"] if home_done else view["homes"][seat]))
    centre = set(needs(view["centre"]))
    out, seen, passports = {}, set(), 0
    for c in by_ord(hand):
        item = item_of(c)
        if is_passport(c):
            passports += 1
            v = 100 if passports == 1 else 5
        elif item is not None:
            if item in seen:
                v = 0
            elif item in dest:
                v = 60
            elif not home_done and item in centre:
                v = 35
            else:
                v = 0
            seen.add(item)
        elif is_forbidden(c):
            v = -50
        elif c == "SP-CREDIT":
            v = 55
        elif c == "SP-MAP":
            v = 0 if home_done else 45
        elif c in ("SP-GUIDE", "SP-TPOST"):
            v = 25
        elif c == "SP-MOUSETRAP":
            v = 20
        elif c.startswith("PC-"):
            v = 0 if home_done else 10
        else:
            v = 0
        out[c] = v
    return out


def missing(view, seat) -> list:
    """The destination's kinds the hand holds no real card of."""
    home_done = view["home_done"][seat]
    dest = needs(view["centre"] if home_done else view["homes"][seat])
    have = {item_of(c) for c in view["hand"]}
    return [k for k in dest if k not in have]


def known_threat(view, seat) -> tuple:
    """How close `seat` looks to winning from what the viewer knows: home reached, the
    destination's kinds known in its hand, its hand size."""
    home_done = view["home_done"][seat]
    dest = needs(view["centre"] if home_done else view["homes"][seat])
    known = {item_of(c) for c in view["known"][seat]}
    return home_done, sum(1 for k in dest if k in known), view["hand_sizes"][seat]


# How likely a home opponent is to hold two or more of the centre's three kinds (so that one more
# card may win it the game), as measured by `python -m tools.itchy_feet_race threat Planner 3 300`
# (the share of 300 games' turns where each clue was right).
ASKED_THREAT = {1: 0.97, 2: 0.28, 3: 0.0}     # by how many centre kinds its last offers asked for
KNOWN_THREAT = {(0, 2): 0.13, (0, 3): 0.59, (1, 1): 0.38, (1, 2): 0.76, (1, 3): 0.98}
"""By (centre kinds known in its hand, cards of it the viewer does not know, 3 = 3 or more)."""


def asked_centre_kinds(view, seat) -> set:
    """The centre's kinds `seat`'s offers of its last turn asked for (public, §4.6.2)."""
    centre = set(needs(view["centre"]))
    return {a[len("item:"):] for a in view["asked"][seat] if a.startswith("item:")} & centre


def threat_clue(view, seat) -> tuple:
    """What the viewer can tell of a home opponent's hand: ("asked", how many of the centre's
    kinds its offers of its last turn asked for) - the offers are public and a traveller asks
    for what it lacks - else ("known", the centre kinds known in its hand, its cards the viewer
    does not know, up to 3)."""
    centre = set(needs(view["centre"]))
    known = view["known"][seat]
    held = len({item_of(c) for c in known} & centre)
    asked = asked_centre_kinds(view, seat)
    if held < 2 and asked:
        return ("asked", len(asked))
    return ("known", held, min(3, view["hand_sizes"][seat] - len(known)))


def centre_threat(view, seat) -> float:
    """The chance, as the viewer can tell, that `seat` (home already) holds two or more of the
    centre's kinds (`threat_clue`): one kind asked for means two held."""
    clue = threat_clue(view, seat)
    if clue[0] == "asked":
        return ASKED_THREAT[clue[1]]
    held, unknown = clue[1:]
    return 1.0 if held >= 2 else KNOWN_THREAT.get((held, unknown), 0.0)


# The chance a home opponent holds a given centre kind, by what the viewer knows of it: the
# share of such cases where it did, over 400 games at 3 players from seed 10001 (checked by
# `python -m tools.itchy_feet_race belief Planner 3 300 10001`):
ASKED_HELD = 0.10           # it asked for the kind on its last turn (a hidden draw since)
BESIDE_ASK_HELD = 0.97      # its last offers asked for other centre kinds, not this one
UNKNOWN_HELD = {0: 0.0, 1: 0.16, 2: 0.32, 3: 0.50, 4: 0.70}
"""No clue but its cards the viewer does not know, by their number (more: 0.70)."""


def kind_beliefs(view, seat) -> dict:
    """For each of the centre's kinds, the chance (as the viewer can tell) that the home
    opponent `seat` holds one: known cards are certain; a traveller asks for what it lacks and
    so holds what it does not ask for; else a share by its unknown cards."""
    centre = needs(view["centre"])
    known = {item_of(c) for c in view["known"][seat]}
    asked = asked_centre_kinds(view, seat)
    unknown = view["hand_sizes"][seat] - len(view["known"][seat])
    out = {}
    for kind in centre:
        if kind in known:
            out[kind] = 1.0
        elif kind in asked:
            out[kind] = ASKED_HELD
        elif asked:
            out[kind] = BESIDE_ASK_HELD
        else:
            out[kind] = UNKNOWN_HELD.get(unknown, UNKNOWN_HELD[4])
    return out


def travel_chance(view, seat) -> float:
    """The chance that the home opponent `seat` holds all three of the centre's kinds now (so
    travels on its next turn unless robbed), taking the kinds as independent."""
    chance = 1.0
    for p in kind_beliefs(view, seat).values():
        chance *= p
    return chance


class SimpleBot(PriorityBot):
    name = "simple"
    ANSWER_GAIN = 5         # the least gain for which an offer is accepted (§10.2)
    handlers = {
        "itchy.turn": "turn", "itchy.after_action": "after_action",
        "itchy.guide.take": "guide", "itchy.tpost.pay": "tpost",
        "itchy.smuggle.card": "first", "itchy.smuggle.to": "smuggle_to",
        "itchy.recycle.take": "recycle_take", "itchy.trade.partner": "trade_partner",
        "itchy.trade.give": "trade_give", "itchy.trade.ask": "trade_ask",
        "itchy.trade.answer": "answer", "itchy.steal.victim": "steal_victim",
        "itchy.travel.pay": "travel_pay", "itchy.dump.forbidden": "first",
        "itchy.event.mixup": "mixup",
        # every other forced discard: the lowest-valued card(s)
        "itchy.steal.pay": "lowest", "itchy.dump.pay": "lowest",
        "itchy.backpacker.discard": "lowest", "itchy.event.lost": "lowest",
        "itchy.recycle.pay": "lowest", "itchy.limit": "pick_lowest",
        "itchy.event.overweight": "pick_lowest", "itchy.event.security": "pick_lowest",
    }

    def __init__(self, seat, seed):
        super().__init__(seat, seed)
        self.plan = {}
        self.tried = set()         # (round, active, kind) trade offers made this turn

    # ---- helpers ----------------------------------------------------------------------------
    def vals(self, view):
        return values(view, self.seat, view["hand"])

    def lowest(self, view, decision):
        v = self.vals(view)
        return min(decision.options, key=lambda o: (v.get(o.args[0], 0) if o.args else 999,
                                                    ORD.get(o.args[0], 0) if o.args else 0))

    def pick_lowest(self, view, decision):
        done = decision.find("done")
        if done is not None:
            return done
        v = self.vals(view)
        picks = [o for o in decision.options if o.kind == "pick"]
        return min(picks, key=lambda o: (v.get(o.args[0], 0), ORD[o.args[0]])) if picks else None

    def first(self, view, decision):
        return decision.options[0]

    def others(self, view):
        n = view["num_players"]
        return [(self.seat + k) % n for k in range(1, n)]

    def leader(self, view):
        """The opponent closest to winning: home done first, then the largest hand."""
        return max(self.others(view), key=lambda s: (view["home_done"][s],
                                                     view["hand_sizes"][s], -s))

    # ---- the main decision ------------------------------------------------------------------
    def turn(self, view, decision):
        legal = {o.kind for o in decision.options}
        v = self.vals(view)
        hand = view["hand"]
        self.plan = {}
        if "travel" in legal:
            return "travel"
        if "guide" in legal:
            return "guide"
        if "tpost" in legal and any(c != "SP-TPOST" and val <= 0 and not is_forbidden(c)
                                    for c, val in v.items()):
            return "tpost"
        if "smuggle" in legal:
            return "smuggle"
        miss = missing(view, self.seat)
        has_fb = any(is_forbidden(c) for c in hand)
        limit = 9 if view["characters"][self.seat] == "CH-OVERPACKER" else 7
        if "dump" in legal and has_fb and (len(miss) <= 1 or len(hand) >= limit):
            return "dump"
        has_passport = any(is_passport(c) for c in hand)
        if "recycle" in legal:
            cheap = [c for c, val in v.items() if val <= 5 and not is_forbidden(c)]
            passports = [c for c in view["discard"] if is_passport(c)]
            wanted = [c for c in view["discard"] if item_of(c) in miss]
            if not has_passport and passports:
                self.plan = {"take": passports[-1]}
                return "recycle"
            if wanted and len(cheap) >= 2:
                self.plan = {"take": wanted[-1]}
                return "recycle"
        if "trade" in legal:
            plan = self.trade_plan(view, miss, v)
            if plan is not None:
                self.plan = plan
                self.tried.add((view["round"], view["active"], plan["ask"][0]))
                return "trade"
        if "steal" in legal:
            victim = self.steal_target(view, miss, has_passport)
            if victim is not None:
                self.plan = {"victim": victim}
                return "steal"
        return "grab"

    def trade_plan(self, view, miss, v):
        known = view["known"]
        sizes = view["hand_sizes"]
        for m in miss:
            if (view["round"], view["active"], f"item:{m}") in self.tried:
                continue
            others = [s for s in self.others(view) if sizes[s] > 0]
            if not others:
                return None
            holders = [s for s in others if any(item_of(c) == m for c in known[s])
                       and m not in needed_kinds(view, s)]
            if holders:
                partner = holders[0]
            else:
                free = [s for s in others if m not in needed_kinds(view, s)]
                partner = max(free or others, key=lambda s: (sizes[s], -s))
            cheap = sorted((c for c, val in v.items() if val <= 5),
                           key=lambda c: (v[c], ORD[c]))
            theirs = needed_kinds(view, partner)
            wanted = [c for c in cheap if item_of(c) in theirs]
            give = wanted[:1] or cheap[:2]
            if not give:
                return None
            return {"partner": partner, "give": give, "ask": [f"item:{m}"]}
        return None

    def steal_target(self, view, miss, has_passport):
        sizes, known = view["hand_sizes"], view["known"]
        others = [s for s in self.others(view) if sizes[s] > 0]
        if not others:
            return None
        largest = max(others, key=lambda s: (sizes[s], -s))
        if not has_passport:
            doubles = [s for s in others if sum(is_passport(c) for c in known[s]) >= 2]
            return doubles[0] if doubles else largest
        for s in others:
            if any(item_of(c) in miss for c in known[s]):
                return s
        centre = set(needs(view["centre"]))
        for s in others:
            if view["home_done"][s] and \
                    len({item_of(c) for c in known[s]} & centre) >= 2:
                return s
        if view["pile_size"] == 0 and not view["discard"]:
            return largest
        return None

    def resume(self, view, action: str) -> None:
        """Plan the steps of an action chosen by someone else (the search): a trade needs its
        partner and cards; a steal robs the opponent closest to winning (as the playouts that
        chose it did); the other actions' steps do well without a plan."""
        self.plan = {}
        if action == "trade":
            self.plan = self.trade_plan(view, missing(view, self.seat), self.vals(view)) or {}
            if self.plan:
                self.tried.add((view["round"], view["active"], self.plan["ask"][0]))
        elif action == "steal":
            others = [s for s in self.others(view) if view["hand_sizes"][s] > 0]
            if others:
                self.plan = {"victim": max(others, key=lambda s: (known_threat(view, s), -s))}

    def after_action(self, view, decision):
        return "travel"

    # ---- sub-decisions ----------------------------------------------------------------------
    def guide(self, view, decision):
        takes = [o for o in decision.options if o.kind == "take"]
        if not takes:
            return "none"
        v = values(view, self.seat, view["hand"] + [o.args[0] for o in takes])
        return max(takes, key=lambda o: (v.get(o.args[0], 0), -ORD[o.args[0]]))

    def tpost(self, view, decision):
        info = decision.info
        v = self.vals(view)
        if len(info["picked"]) < 2:
            for o in decision.options:
                if o.kind == "pick" and v.get(o.args[0], 0) <= 0:
                    return o
        return decision.find("done") or self.pick_lowest(view, decision)

    def smuggle_to(self, view, decision):
        return f"to:{self.leader(view)}"

    def recycle_take(self, view, decision):
        card = self.plan.get("take")
        if card and decision.find(f"take:{card}"):
            return f"take:{card}"
        v = values(view, self.seat, view["hand"] + view["discard"])
        return max(decision.options, key=lambda o: (v.get(o.args[0], 0), -ORD[o.args[0]]))

    def trade_partner(self, view, decision):
        partner = self.plan.get("partner")
        return f"partner:{partner}" if partner is not None else None

    def trade_give(self, view, decision):
        give = [c for c in self.plan.get("give", []) if c in view["hand"]]
        picked = decision.info["picked"]
        for c in give:
            if c not in picked:
                return f"pick:{c}"
        if picked:
            return "done"
        return self.pick_lowest(view, decision)

    def trade_ask(self, view, decision):
        if decision.info["picked"]:
            return "done"
        for kind in self.plan.get("ask", []):
            if decision.find(f"pick:{kind}"):
                return f"pick:{kind}"
        return decision.find("pick:any")

    def answer(self, view, decision):
        offer = view["offer"]
        target = self.answer_set(view, offer)
        if target is None:
            return "decline"
        picked = decision.info["picked"]
        if any(c not in target for c in picked):
            return f"unpick:{next(c for c in picked if c not in target)}"
        for c in target:
            if c not in picked:
                return f"pick:{c}"
        return "accept"

    def answer_set(self, view, offer):
        """The cheapest matching answer, if accepting it is worth `ANSWER_GAIN` or more."""
        hand = view["hand"]
        v = self.vals(view)
        chosen = []
        ask = offer["ask"]
        for kind in [k for k in ask if k != "any"] + [k for k in ask if k == "any"]:
            pool = [c for c in hand if c not in chosen and (kind == "any" or kind_of(c) == kind)]
            if not pool:
                return None
            chosen.append(min(pool, key=lambda c: (v[c], ORD[c])))
        if not answer_ok(chosen, ask):
            return None
        after = [c for c in hand if c not in chosen] + list(offer["give"])
        gain = sum(values(view, self.seat, after).values()) - sum(v.values())
        if gain < self.ANSWER_GAIN:
            return None
        if sum(is_passport(c) for c in hand) == 1 and any(is_passport(c) for c in chosen) \
                and not any(is_passport(c) for c in offer["give"]):
            return None
        partner = offer["from"]
        centre = set(needs(view["centre"]))
        if view["home_done"][partner] and any(item_of(c) in centre for c in chosen):
            return None
        return chosen

    def steal_victim(self, view, decision):
        victim = self.plan.get("victim")
        if victim is not None and decision.find(f"victim:{victim}"):
            return f"victim:{victim}"
        return max(decision.options, key=lambda o: (view["hand_sizes"][int(o.args[0])],
                                                    -int(o.args[0])))

    def travel_pay(self, view, decision):
        info = decision.info
        items, picked = info["items"], info["picked"]
        home = info["ctx"]["home"]
        need = needs(info["ctx"]["country"])
        posts = view["variants"]["ext_postcards"]
        best = None
        for k in range(1, 5):
            for combo in combinations(items, k):
                if not payment_ok(combo, home, need, posts) or \
                        not set(picked) <= set(combo):
                    continue
                # real items first; keep the Credit Card for the centre; pay a Postcard
                key = (home and "SP-CREDIT" in combo, "SP-MAP" in combo and k < 3,
                       -any(c.startswith("PC-") for c in combo), len(combo))
                if best is None or key < best[0]:
                    best = (key, combo)
        if best is None:
            return None
        for c in best[1]:
            if c not in picked:
                return f"pick:{c}"
        return "done"

    def mixup(self, view, decision):
        for o in decision.options:
            if is_forbidden(o.args[0]):
                return o
        return self.lowest(view, decision)


class Planner(SimpleBot):
    """The strong bot's plan: `simple`'s, except

    - once anybody is home a spare copy of a centre item is kept, not paid or thrown away
      (every traveller home needs the same three kinds, and a discarded spare is an
      opponent's recycle). Measured without any search, this plan in one seat against
      `simple` in the others at 3 players, on the same seeds as `simple` itself in that seat:
      39.5 % against 36.0 % (1500 games) and 39.9 % against 34.9 % (1500 other games);
    - at 2 players it steals from the opponent where `simple` would grab, when a card worth
      nothing to it pays for the steal: the card taken is one the opponent kept, the opponent
      is one card poorer, and nobody else profits. Without search, `python -m
      tools.itchy_feet_tune match Planner 2 1000 1`: 82.2 % [79.8-84.5] (55.1 % without this
      rule on seeds 1001-2000; paying with any card: 51.3 %). At 3 and 4 players the same
      rule loses (29.3 % against 37.7 % at 3 players): a steal helps the seat not robbed;
    - at any player count it robs the home opponent most likely one card from the centre
      (`deny_victim`), rather than take any other action but travelling: at 3 players
      44.1 % against 34.6 % without it on the same 600 seeds, 47.2 % [45.0-49.4] of 2000
      held-out games (figures and commands in strong.py); at 3 players it first robs the
      home opponent likeliest to hold all three of the centre's kinds (`travel_chance`):
      +1.8 points [-0.7 to +4.4] over 2000 held-out games, 49.0 %;
    - at 4 players it offers no trade (`trade_plan`): +2.4 points over 1000 held-out games;
    - at 3-4 players, once home, it grabs rather than recycle a missing centre item
      (`grabs_not_recycles`): +5.7 (4p) and +10.0 (3p) points over 2000 held-out games.
    """

    SPARE = 30              # a spare centre item's keep value: below the trip's own items
    STEAL_PAY = 5           # the most a card paying for a steal-instead-of-grab may be worth
    DENY = 0.75             # the `centre_threat` from which a home opponent is robbed

    def turn(self, view, decision):
        choice = super().turn(view, decision)
        if choice == "recycle" and self.grabs_not_recycles(view):
            choice, self.plan = "grab", {}
        if choice == "travel" or not decision.find("steal"):
            return choice
        victim = self.deny_victim(view)
        if victim is not None:
            self.plan = {"victim": victim}
            return "steal"
        # a legal steal at 2 players robs the one opponent, who holds cards
        if choice == "grab" and view["num_players"] == 2 \
                and min(self.vals(view).values()) <= self.STEAL_PAY:
            self.plan = {"victim": self.others(view)[0]}
            return "steal"
        return choice

    HOME_GRAB_PLAYERS = (3, 4)  # once home, grabs rather than recycle an item (see below)

    def grabs_not_recycles(self, view) -> bool:
        """Once home at 3-4 players it grabs where `simple` recycles a missing centre item: the
        recycled card is shown, so the opponents learn which centre kinds it holds and rob it
        (and two cards are paid); a draw stays hidden. Measured with `python -m
        tools.itchy_feet_p4`, figures in strong.py."""
        return view["num_players"] in self.HOME_GRAB_PLAYERS and view["home_done"][self.seat] \
            and item_of(self.plan.get("take", "")) is not None

    OFFER_PLAYERS = (2, 3)  # offers trades only at these player counts (see `trade_plan`)

    def trade_plan(self, view, miss, v):
        """`simple`'s offer, but none at 4 players: there an offer helps the one partner of
        three opponents (`python -m tools.itchy_feet_p4`: figures in strong.py)."""
        if view["num_players"] not in self.OFFER_PLAYERS:
            return None
        return super().trade_plan(view, miss, v)

    TRAVEL = 0.05           # first robs the home opponent whose `travel_chance` reaches it,
    TRAVEL_PLAYERS = (3,)   # at these player counts (at 4 players it measured -1.5 points)

    def deny_victim(self, view):
        """The home opponent to rob: at 3 players first the one likeliest to hold all three of
        the centre's kinds (`travel_chance`, from `TRAVEL`), then at any player count the one
        most likely one card from winning (`centre_threat`, from `DENY`); on a tie the one who
        plays first. Robbing it takes one of its few cards, most of them the centre's items."""
        n = view["num_players"]
        home = [s for s in self.others(view) if view["home_done"][s] and view["hand_sizes"][s]]
        rules = [(travel_chance, self.TRAVEL)] if n in self.TRAVEL_PLAYERS else []
        for chance, threshold in rules + [(centre_threat, self.DENY)]:
            ranked = [(chance(view, s), -((s - self.seat) % n), s) for s in home]
            if ranked and max(ranked)[0] >= threshold:
                return max(ranked)[2]
        return None

    def vals(self, view):
        v = super().vals(view)
        if any(view["home_done"]):
            centre = set(needs(view["centre"]))
            for card, value in v.items():
                if value == 0 and item_of(card) in centre:
                    v[card] = self.SPARE
        return v


class StrongBot:
    """Searches the choices that shape the game (the action of the turn, travelling after
    it) at 2 players; the steps inside an action (which card, which partner) follow its
    `simple`-like plan (a `Planner`), and so does everything at 3 players or more, where the
    search's choices measured as noise (see strong.py), but for the last rounds before the
    round cap (`endgame.EndgamePlanner`)."""

    name = "strong"
    SEARCHED = ("itchy.turn", "itchy.after_action")
    MAX_SEARCHED_PLAYERS = 2

    def __init__(self, searcher, simple: SimpleBot):
        self.searcher = searcher
        self.simple = simple
        self.seat = simple.seat
        self.reasoning: dict | None = None     # what the last decision's search found

    @property
    def search(self):
        return self.searcher.search

    @property
    def consider(self) -> str | None:
        return self.searcher.consider

    @consider.setter
    def consider(self, option_id: str | None) -> None:
        self.searcher.consider = option_id

    def choose(self, view: dict, decision):
        self.reasoning = None
        if decision.prompt not in self.SEARCHED or \
                view["num_players"] > self.MAX_SEARCHED_PLAYERS:
            return self.simple.choose(view, decision)
        option = self.searcher.choose(view, decision)
        self.reasoning = self.searcher.reasoning
        tried = set(self.simple.tried)
        if self.simple.choose(view, decision).id == option.id:
            return option          # the simple bot's own move: played on with its own plan
        self.simple.tried = tried
        self.simple.resume(view, option.kind)
        return option


PAYING = ("itchy.recycle.pay", "itchy.steal.pay", "itchy.dump.pay",
          "itchy.backpacker.discard", "itchy.event.lost")


def _keep(state, seat: int, hand: list) -> dict:
    """A quick keep value per card of a hand (the playouts' `values`): the first passport,
    then the destination's items, then the centre's, specials; duplicates and Forbidden last."""
    home_done = state.home_done[seat]
    dest = needs(state.destination(seat))
    centre = () if home_done else needs(state.centre)
    out, seen, passport = {}, set(), False
    for c in hand:
        item = item_of(c)
        if is_passport(c):
            v, passport = (0 if passport else 4), True
        elif item is not None:
            v = 0 if item in seen else 3 if item in dest else 2 if item in centre else 0
            seen.add(item)
        elif is_forbidden(c):
            v = -1
        else:
            v = 1
        out[c] = v
    return out


def _wanted(state, seat: int, cards) -> list:
    """Of `cards`, those that would cover a missing requirement (or be a first passport)."""
    hand = state.hands[seat]
    have = {item_of(c) for c in hand}
    miss = [k for k in needs(state.destination(seat)) if k not in have]
    passport = any(is_passport(c) for c in hand)
    return [c for c in cards if item_of(c) in miss or (not passport and is_passport(c))]


def _threat(state, seat: int) -> tuple:
    """How close `seat` is to winning, in a playout (which sees every hand)."""
    return state.home_done[seat], state.coverage(seat), len(state.hands[seat])


def simple_favourite(simple: SimpleBot):
    """`search_options` for the strong bot: the simple bot's choice first (it remembers this
    turn's trade offers, so a declined offer is not the favourite again), then the other
    options as rivals. Marked `paired`: the search compares the favourite with a few rivals by
    paired playouts and keeps it unless one is clearly better."""
    def options(state, decision):
        bot = type(simple)(simple.seat, 0)
        bot.tried = set(simple.tried)
        choice = bot.choose(state.view(decision.seat), decision)
        return [choice] + [o for o in searched_options(decision) if o.id != choice.id]
    options.ranked = False
    options.paired = True
    return options


def playout_policy(state, decision, rng):
    """The search's fast playouts, a rough `simple` for every seat: travel when possible,
    recycle a missing item from the discard pile, pay and discard the least useful cards,
    steal now and then (from the seat closest to winning), else grab; never trade (offers are
    declined)."""
    prompt = decision.prompt
    seat = decision.seat
    if prompt == "itchy.turn":
        find = decision.find
        if find("travel") is not None:
            return find("travel")
        hand = state.hands[seat]
        if find("dump") is not None and any(is_forbidden(c) for c in hand):
            return find("dump")
        if find("recycle") is not None and _wanted(state, seat, state.discard):
            keep = _keep(state, seat, hand)
            if sum(1 for v in keep.values() if v <= 1) >= state.recycle_cost(seat):
                return find("recycle")
        if find("steal") is not None and rng.below(4) == 0:
            return find("steal")
        return find("grab")
    if prompt == "itchy.recycle.take":
        wanted = _wanted(state, seat, [o.args[0] for o in decision.options])
        if wanted:
            return decision.find(f"take:{wanted[0]}")
    elif prompt in PAYING:
        keep = _keep(state, seat, state.hands[seat])
        return min(decision.options, key=lambda o: keep.get(o.args[0], 0))
    elif prompt == "itchy.trade.answer":
        return decision.find("decline")
    elif prompt == "itchy.steal.victim":       # rob the one closest to winning
        return max(decision.options, key=lambda o: _threat(state, int(o.args[0])))
    elif prompt == "itchy.after_action":
        return decision.find("travel")
    close = decision.find("done") or decision.find("accept")
    if close is not None:
        return close
    picks = [o for o in decision.options if o.kind == "pick"]
    if picks:
        if prompt in ("itchy.limit", "itchy.event.overweight", "itchy.event.security"):
            keep = _keep(state, seat, state.hands[seat])
            return min(picks, key=lambda o: keep.get(o.args[0], 0))
        return picks[rng.below(len(picks))]
    return random_option(rng, decision, seat)

