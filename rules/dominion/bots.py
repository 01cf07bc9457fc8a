"""Dominion bots (spec §10). They read only `view` and `decision`; chance comes from their own
generator (`self.rng`), never the game's.

    random            uniform over the listed options (rules.core.RandomBot)
    big_money         BM, the canonical yardstick (§10.2): Province $8, Gold $6-7, Silver $3-5
    smithy_big_money  Smithy-BM, DominionSim's list (§10.3)
    pyminion_smithy   pyminion's own BigMoneySmithy (Smithy at exactly $4), for the engine
                      comparison with pyminion (whose BigMoney is `big_money`)
    simple            Big Money Ultimate (§10.2; the 3-4 player list with 3+ players) plus one
                      copy of the kingdom's best single card from the §10.6 lookup
    medium            the §10.6 Medium bot: the best Money + X list for the kingdom (§10.3
                      lookup) plus the endgame rules (a)-(c)

Every bot answers every decision with the §10.5 default heuristics unless its strategy says
otherwise.
"""
from __future__ import annotations

from rules.core.bots import Bot

from .cards import ACTIONS, COST, DRAFT_RANKING, ORDER, TREASURES, VALUE, VICTORIES
from .state import draw_pile_composition, vp_of

DRAWERS = ("smithy", "council_room", "library", "moat")
NON_TERMINALS = ("festival", "village", "laboratory", "market", "spy", "cellar")
VILLAGES = frozenset(("festival", "village"))
GIVES_ACTIONS = frozenset(("festival", "village", "laboratory", "market", "spy", "cellar"))
TERMINALS = frozenset(c for c in ACTIONS if c not in GIVES_ACTIONS and c != "throne_room")
THRONE_ORDER = ("witch", "village", "festival", "laboratory", "market", "smithy", "council_room",
                "militia", "moneylender", "mine", "feast", "workshop", "woodcutter", "chancellor",
                "adventurer", "bureaucrat", "spy", "cellar", "moat", "remodel", "chapel", "thief",
                "library")
VICTORY_ORDER = ("estate", "gardens", "duchy", "province")
# §10.5 PLAY_ACTION order of terminals; Library comes before Smithy when the hand is small
TERMINAL_ORDER = ("witch", "militia", "smithy", "council_room", "library", "moneylender", "mine",
                  "remodel", "adventurer", "bureaucrat", "woodcutter", "chancellor", "workshop",
                  "feast", "thief", "chapel", "moat")
TERMINAL_ORDER_SMALL_HAND = ("witch", "militia", "library") + tuple(
    c for c in TERMINAL_ORDER if c not in ("witch", "militia", "library"))
PLAIN = frozenset(("smithy", "council_room", "laboratory", "village", "festival", "market",
                   "moat", "woodcutter", "adventurer"))


class Ctx:
    """What buy conditions look at (§10.1), computed once per decision from the view; the
    money counts only when a condition asks (most buys never do: this is the hot path)."""

    __slots__ = ("view", "me", "owned", "supply", "P", "coins", "players", "_gte")

    def __init__(self, view, coins: int | None = None):
        self.view = view
        self.me = me = view["seat"]
        self.owned = view["owned"][me]
        self.supply = supply = view["supply"]
        self.P = supply["province"]
        self.coins = view["coins"] if coins is None else coins
        self.players = len(view["turns"])
        self._gte = None

    def n(self, card: str) -> int:
        return self.owned.get(card, 0)

    @property
    def money(self) -> int:
        """Coins of all the Treasures owned."""
        g = self.owned.get
        return g("copper", 0) + 2 * g("silver", 0) + 3 * g("gold", 0)

    @property
    def treasures(self) -> int:
        """Treasure cards owned."""
        g = self.owned.get
        return g("copper", 0) + g("silver", 0) + g("gold", 0)

    @property
    def gte(self) -> int:
        """Gains to end: min(P, the three smallest of the other 16 piles), DominionSim's."""
        if self._gte is None:
            counts = sorted(v for c, v in self.supply.items() if c != "province")
            self._gte = min(self.P, counts[0] + counts[1] + counts[2])
        return self._gte


def _always(c):
    return True


# ---- buy lists (§10.2-10.3): (card, condition) in priority order ------------------------------
BM = (("province", _always), ("gold", _always), ("silver", _always))
BMU = (("province", lambda c: c.money > 18), ("duchy", lambda c: c.P <= 4),
       ("estate", lambda c: c.P <= 2), ("gold", _always), ("duchy", lambda c: c.P <= 6),
       ("silver", _always))
BMU_34 = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.gte <= 7),
          ("estate", lambda c: c.gte <= 3), ("gold", _always), ("silver", _always))
SMITHY_BM = (("province", lambda c: c.money > 15), ("duchy", lambda c: c.P <= 4),
             ("estate", lambda c: c.P <= 2), ("gold", _always), ("duchy", lambda c: c.P <= 6),
             ("smithy", lambda c: c.n("smithy") < c.treasures / 11), ("silver", _always))
DOUBLE_WITCH = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 5),
                ("estate", lambda c: c.P <= 2), ("witch", lambda c: c.n("witch") == 0),
                ("gold", _always), ("witch", lambda c: c.n("witch") < 2), ("silver", _always))
DOUBLE_MILITIA = (("province", _always), ("duchy", lambda c: 0 < c.gte <= 5),
                  ("militia", lambda c: c.n("militia") < 2),
                  ("estate", lambda c: 0 < c.gte <= 2), ("gold", _always), ("silver", _always),
                  ("copper", lambda c: c.gte <= 3))
MILITIA_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 6),
              ("estate", lambda c: c.P <= 2), ("gold", _always),
              ("militia", lambda c: c.n("militia") < 3), ("silver", _always))
COUNCIL_ROOM_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 4),
                   ("estate", lambda c: c.P <= 2), ("gold", _always),
                   ("duchy", lambda c: c.P <= 6),
                   ("council_room", lambda c: c.n("council_room") == 0),
                   ("council_room", lambda c: c.n("council_room") < c.money / 13),
                   ("silver", _always))
LIBRARY_BM = (("province", _always), ("duchy", lambda c: 0 < c.gte <= 5),
              ("estate", lambda c: 0 < c.gte <= 2), ("gold", _always), ("library", _always),
              ("silver", _always))
BUREAUCRAT_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 5),
                 ("estate", lambda c: c.P <= 2), ("gold", _always),
                 ("duchy", lambda c: c.P <= 6),
                 ("bureaucrat", lambda c: c.n("bureaucrat") == 0),
                 ("bureaucrat", lambda c: c.n("bureaucrat") < c.treasures / 20),
                 ("silver", _always))
MOAT_BM = (("province", lambda c: c.money > 16), ("duchy", lambda c: c.P <= 4),
           ("estate", lambda c: c.P <= 2), ("gold", _always), ("duchy", lambda c: c.P <= 6),
           ("moat", lambda c: c.treasures >= 10 and c.n("moat") == 0), ("silver", _always),
           ("moat", lambda c: c.n("moat") < 2))
LABORATORY_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 4),
                 ("estate", lambda c: c.P <= 2), ("gold", _always), ("laboratory", _always),
                 ("silver", _always))
FESTIVAL_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 4),
               ("estate", lambda c: c.P <= 2), ("gold", _always), ("duchy", lambda c: c.P <= 6),
               ("festival", _always), ("silver", _always))
CHANCELLOR_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 4),
                 ("estate", lambda c: c.P <= 2), ("gold", _always),
                 ("duchy", lambda c: c.P <= 6),
                 ("chancellor", lambda c: c.n("chancellor") < c.treasures / 19),
                 ("chancellor", lambda c: c.n("chancellor") == 0), ("silver", _always))
ADVENTURER_BM = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.P <= 4),
                 ("estate", lambda c: c.P <= 2),
                 ("adventurer", lambda c: c.n("gold") > 0 and c.n("adventurer") == 0),
                 ("gold", _always), ("duchy", lambda c: c.P <= 5), ("silver", _always))
WITCH_34 = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.gte <= 7),
            ("estate", lambda c: c.gte <= 3), ("witch", lambda c: c.n("witch") == 0),
            ("gold", _always), ("witch", lambda c: c.n("witch") < 2), ("silver", _always))
DOUBLE_MOAT_34 = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.gte <= 7),
                  ("estate", lambda c: c.gte <= 3), ("gold", _always),
                  ("silver", lambda c: c.n("silver") == 0), ("moat", lambda c: c.n("moat") < 2),
                  ("silver", _always))
WITCH_MOAT_34 = (("province", lambda c: c.n("gold") > 0), ("duchy", lambda c: c.gte <= 7),
                 ("estate", lambda c: c.gte <= 3), ("gold", _always),
                 ("witch", lambda c: c.n("witch") == 0), ("moat", lambda c: c.n("moat") == 0),
                 ("silver", _always))

STRATEGIES = {
    "big_money": BM, "bmu": BMU, "bmu_34": BMU_34, "smithy_bm": SMITHY_BM,
    "double_witch": DOUBLE_WITCH, "double_militia": DOUBLE_MILITIA, "militia_bm": MILITIA_BM,
    "council_room_bm": COUNCIL_ROOM_BM, "library_bm": LIBRARY_BM,
    "bureaucrat_bm": BUREAUCRAT_BM, "moat_bm": MOAT_BM, "laboratory_bm": LABORATORY_BM,
    "festival_bm": FESTIVAL_BM, "chancellor_bm": CHANCELLOR_BM,
    "adventurer_bm": ADVENTURER_BM, "witch_34": WITCH_34, "double_moat_34": DOUBLE_MOAT_34,
    "witch_moat_34": WITCH_MOAT_34,
}

# §10.6 lookup: kingdom card -> strategy (2 players), in priority order
LOOKUP = (("witch", "double_witch"), ("smithy", "smithy_bm"), ("militia", "militia_bm"),
          ("council_room", "council_room_bm"), ("library", "library_bm"),
          ("bureaucrat", "bureaucrat_bm"), ("moat", "moat_bm"),
          ("laboratory", "laboratory_bm"), ("festival", "festival_bm"),
          ("adventurer", "adventurer_bm"), ("chancellor", "chancellor_bm"))


def medium_strategy(kingdom, players: int) -> str:
    """The §10.6 Medium lookup for a kingdom and a player count."""
    kingdom = set(kingdom)
    if players >= 3:
        if "witch" in kingdom:
            return "witch_moat_34" if "moat" in kingdom else "witch_34"
        for card, strategy in LOOKUP:
            if card in kingdom:
                return "double_moat_34" if card == "moat" else strategy
        return "bmu_34"
    for card, strategy in LOOKUP:
        if card in kingdom:
            return strategy
    return "bmu"


def one_card(kingdom) -> str | None:
    """The single kingdom card the simple bot adds to Big Money Ultimate (first of §10.6)."""
    kingdom = set(kingdom)
    for card, _ in LOOKUP:
        if card in kingdom:
            return card
    return None


def _first(decision, *ids):
    for option_id in ids:
        option = decision.find(option_id)
        if option is not None:
            return option
    return None


class DominionBot(Bot):
    """A buy list plus the §10.5 default answer to every decision."""

    name = "dominion"
    endgame = False          # the Medium endgame rules (a)-(c)

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed)
        self._rules = None
        self.x_cards = ()

    # -- strategy --
    def rules(self, view: dict):
        if self._rules is None:
            self._rules = self.make_rules(view)
            self.x_cards = tuple({card for card, _ in self._rules} & ACTIONS)
        return self._rules

    def make_rules(self, view: dict):
        return BM

    def choose(self, view: dict, decision):
        handler = _HANDLERS.get(decision.prompt)
        if handler is not None:
            option = handler(self, view, decision)
            if option is not None:
                return option
        return decision.options[self.rng.below(len(decision.options))]

    # -- BUY (§10.1) --
    def pick_buy(self, ctx: Ctx, allowed=None):
        """The first list entry that holds, is in stock, affordable (and allowed)."""
        supply = ctx.supply
        coins = ctx.coins
        for card, cond in self.rules(ctx.view):
            if supply.get(card) and COST[card] <= coins and (allowed is None or card in allowed):
                if cond(ctx):
                    return card
        return None

    def buy(self, view, decision):
        ctx = Ctx(view)
        if not self.endgame:
            card = self.pick_buy(ctx)
            return decision.find("buy:" + card) if card else decision.find("end_turn")
        return self.buy_endgame(view, decision, ctx)

    def buy_endgame(self, view, decision, ctx):
        me = ctx.me
        supply = ctx.supply
        provinces = supply["province"]
        empty = list(supply.values()).count(0)
        # only the last Province, or the last card of a pile with two piles empty, can end it
        can_end = provinces != 0 and empty < 3 and (provinces == 1 or empty == 2)
        owned_all = view["owned"]
        turns = view["turns"]
        # rules (a) and (b) look at the scores; most buys are far from both (the hot path)
        close = can_end or provinces == 2
        vps = [vp_of(o) for o in owned_all] if close else None
        affordable = [o.args[0] for o in decision.options if o.kind == "buy"] if close else ()

        def ends(card):
            if not can_end:
                return False
            if card == "province" and provinces == 1:
                return True
            return supply[card] == 1 and empty == 2

        def vp_after(card):
            o = dict(owned_all[me])
            o[card] = o.get(card, 0) + 1
            return vp_of(o)

        def wins_if_ends(card):
            mine = vp_after(card)
            for s, v in enumerate(vps):
                if s == me:
                    continue
                if v > mine or (v == mine and turns[s] < turns[me]):
                    return False
            return True

        # (a) end the game now if that wins (best VP first)
        enders = [c for c in affordable if ends(c) and wins_if_ends(c)] if can_end else []
        if enders:
            best = max(enders, key=lambda c: (vp_after(c), COST[c]))
            return decision.find("buy:" + best)
        # walk the list, skipping losing enders and an unsafe penultimate Province
        blocked = set()
        while True:
            allowed = [c for c in affordable if c not in blocked] if blocked else None
            card = self.pick_buy(ctx, allowed)
            if card is None:
                break
            if ends(card):              # ending here would lose (winning enders taken above)
                blocked.add(card)
                continue
            if card == "province" and provinces == 2:     # (b) penultimate Province
                nxt = (me + 1) % len(vps)
                if vps[nxt] > vps[me] and self.could_hit(owned_all[nxt], 8):
                    blocked.add("province")
                    if "duchy" in affordable and not ends("duchy"):
                        return decision.find("buy:duchy")
                    continue
            return decision.find("buy:" + card)
        # (c) leftover $2 in the last turns
        if ctx.coins >= 2 and decision.find("buy:estate") and ctx.gte <= 2 and not (
                ends("estate") and not wins_if_ends("estate")):
            return decision.find("buy:estate")
        return decision.find("end_turn")

    ppr_threshold = 6.0

    def could_hit(self, owned: dict, cost: int) -> bool:
        """Could a player with these cards reach `cost` next turn? Judged from public card
        counts: the average coins of a 5-card hand (Treasures only) against a threshold."""
        cards = sum(owned.values())
        if not cards:
            return False
        money = owned.get("copper", 0) + 2 * owned.get("silver", 0) + 3 * owned.get("gold", 0)
        return 5 * money / cards >= self.ppr_threshold * cost / 8

    # -- PLAY_ACTION (§10.5) --
    def play_action(self, view, decision):
        hand = view["hand"]
        playable = [o.args[0] for o in decision.options if o.kind == "play"]
        if len(playable) == 1 and playable[0] in PLAIN:
            return decision.options[0]           # a card with no condition: just play it
        for card in NON_TERMINALS:
            if card in playable and (card != "cellar" or self.cellar_choice(view, hand, True)):
                return decision.find("play:" + card)
        if "throne_room" in playable:
            target = self.throne_target(view, hand, exclude_self=True)
            if target is not None and target != "library":
                return decision.find("play:throne_room")
        order = self.terminal_order(view, hand, playable)
        if view["actions"] >= 2:
            order = [c for c in order if c in DRAWERS] + [c for c in order if c not in DRAWERS]
        if order:
            return decision.find("play:" + order[0])
        return decision.find("end_actions")

    def terminal_order(self, view, hand, playable):
        """The playable terminals in the §10.5 order (conditions checked only for cards in
        hand)."""
        curses_left = view["supply"].get("curse", 0) > 0
        order = []
        ranking = TERMINAL_ORDER_SMALL_HAND if len(hand) - 1 <= 4 else TERMINAL_ORDER
        for card in ranking:
            if card not in playable:
                continue
            if card == "witch" and not curses_left:
                continue
            if card == "moneylender" and "copper" not in hand:
                continue
            if card == "mine" and not any(c in TREASURES for c in hand):
                continue
            if card == "remodel" and self.remodel_target(view, hand, good_only=True) is None:
                continue
            if card == "chapel" and not self.chapel_choice(view, hand):
                continue
            order.append(card)
        if "witch" in playable and "witch" not in order:
            order.append("witch")                # no Curses left: still +2 Cards
        return order

    # -- card choices --
    def throne_target(self, view, hand, exclude_self=False):
        rest = list(hand)
        if exclude_self and "throne_room" in rest:
            rest.remove("throne_room")
        acts = [c for c in rest if c in ACTIONS]
        if not acts:
            return None
        if "throne_room" in acts and len(acts) > 1:
            return "throne_room"
        has_terminal = any(c in TERMINALS for c in acts)
        for card in THRONE_ORDER:
            if card not in acts:
                continue
            if card == "witch" and view["supply"].get("curse", 0) < 2:
                continue
            if card in ("village", "festival", "laboratory", "market") and not has_terminal:
                continue
            if card == "moneylender" and rest.count("copper") < 2:
                continue
            return card
        return acts[0]

    def chapel_choice(self, view, hand) -> list:
        ctx = Ctx(view)
        money = ctx.money
        out = []
        for c in hand:
            if c == "curse":
                out.append(c)
        if ctx.gte > 4:
            out += [c for c in hand if c == "estate"]
        for c in hand:
            if c == "copper" and len(out) < 4 and money - 1 > 4:
                out.append(c)
                money -= 1
        if ctx.gte > 2:
            already = out.count("estate")
            out += ["estate"] * (hand.count("estate") - already)
        return out[:4]

    def cellar_choice(self, view, hand, before_play=False) -> list:
        # playing Cellar costs an Action and gives one back: `actions` is what remains after
        rest = list(hand)
        if before_play and "cellar" in rest:
            rest.remove("cellar")
        out = [c for c in rest if c in VICTORIES or c == "curse"]
        terminals = [c for c in rest if c in TERMINALS]
        out += terminals[view["actions"]:]
        return out

    def remodel_target(self, view, hand, good_only=False):
        ctx = Ctx(view)
        rest = list(hand)
        if "remodel" in rest:
            rest.remove("remodel")
        if not rest:
            return None
        if "curse" in rest:
            return "curse"
        if "gold" in rest and ctx.gte <= 4:
            return "gold"
        if "estate" in rest and ctx.gte > 4:
            return "estate"
        self.rules(view)
        junk = [c for c in rest if c in ACTIONS and c not in self.x_cards]
        if junk:
            return min(junk, key=lambda c: (COST[c], ORDER[c]))
        if good_only:
            return None
        if "copper" in rest:
            return "copper"
        return min(rest, key=lambda c: (COST[c], ORDER[c]))

    def gain_choice(self, view, decision, limit):
        legal = [o.args[0] for o in decision.options if o.kind == "gain"]
        if not legal:
            return None
        ctx = Ctx(view, coins=limit)
        card = self.pick_buy(ctx, legal)
        if card is None:
            treasures = [c for c in legal if c in TREASURES]
            actions = [c for c in legal if c in ACTIONS]
            if treasures:
                card = max(treasures, key=lambda c: (COST[c], -ORDER[c]))
            elif actions:
                card = max(actions, key=lambda c: (COST[c], -ORDER[c]))
            elif "estate" in legal and ctx.gte <= 4:
                card = "estate"
            else:
                for fallback in ("copper", "estate", "curse"):
                    if fallback in legal:
                        card = fallback
                        break
                else:
                    card = legal[0]
        return decision.find("gain:" + card)

    def militia_choice(self, view, hand, k) -> list:
        """The k cards to discard (§10.5 MILITIA_DISCARD)."""
        rest = list(hand)
        out = []

        def take(pred):
            for c in list(rest):
                if len(out) >= k:
                    return
                if pred(c):
                    rest.remove(c)
                    out.append(c)

        take(lambda c: c == "curse")
        for v in VICTORY_ORDER:
            take(lambda c, v=v: c == v)
        if len(out) < k:
            has_village = any(c in VILLAGES for c in rest)
            terminals = [c for c in rest if c in TERMINALS]
            if not has_village and len(terminals) > 1:
                keep = max(terminals, key=lambda c: (c in self.x_cards, COST[c]))
                extra = list(terminals)
                extra.remove(keep)
                for c in extra:
                    if len(out) < k:
                        rest.remove(c)
                        out.append(c)
        take(lambda c: c == "copper")
        while len(out) < k and rest:
            c = min(rest, key=lambda c: (COST[c], ORDER[c]))
            rest.remove(c)
            out.append(c)
        return out


# ---- handlers: one per prompt --------------------------------------------------------------
def _pick_towards(decision, wanted: list):
    """In a pick frame, move the selection towards the multiset `wanted`, then confirm."""
    picked = list(decision.info.get("picked", []))
    for c in picked:
        if c in wanted:
            wanted.remove(c)
        else:
            return decision.find("unpick:" + c)
    for c in wanted:
        option = decision.find("pick:" + c)
        if option is not None:
            return option
    return decision.find("done")


def _h_action(bot, view, decision):
    return bot.play_action(view, decision)


def _h_treasure(bot, view, decision):
    return _first(decision, "play_all", "done")


def _h_buy(bot, view, decision):
    return bot.buy(view, decision)


def _h_cellar(bot, view, decision):
    return _pick_towards(decision, bot.cellar_choice(view, decision.info["items"]))


def _h_chapel(bot, view, decision):
    return _pick_towards(decision, bot.chapel_choice(view, decision.info["items"]))


def _h_militia(bot, view, decision):
    items = decision.info["items"]
    return _pick_towards(decision, bot.militia_choice(view, items, decision.info["max"]))


def _h_thief_gain(bot, view, decision):
    wanted = [c for c in decision.info["items"] if c in ("gold", "silver")]
    return _pick_towards(decision, wanted)


def _h_chancellor(bot, view, decision):
    deck = draw_pile_composition(view)
    deck_total = sum(deck.values())
    if deck_total:
        owned = view["owned"][view["seat"]]
        junk = ("estate", "duchy", "province", "gardens", "curse")
        share_deck = sum(deck.get(c, 0) for c in junk) / deck_total
        share_all = sum(owned.get(c, 0) for c in junk) / max(1, sum(owned.values()))
        if share_deck >= share_all:
            return decision.find("yes")
    bot.rules(view)
    wanted = {"gold", *bot.x_cards}
    gains = view["my_gains"]
    if any(c in wanted for c in gains["this_turn"] + gains["last_turn"]):
        return decision.find("yes")
    return decision.find("no")


def _h_gain(limit):
    def handler(bot, view, decision):
        lim = limit if limit is not None else decision.info.get("ctx", {}).get("limit", 0)
        return bot.gain_choice(view, decision, lim)
    return handler


def _h_remodel(bot, view, decision):
    card = bot.remodel_target(view, view["hand"])
    return decision.find("trash:" + card) if card else None


def _h_mine(bot, view, decision):
    hand = view["hand"]
    supply = view["supply"]
    if "silver" in hand and supply.get("gold"):
        return decision.find("trash:silver")
    if "copper" in hand and supply.get("silver"):
        return decision.find("trash:copper")
    if decision.find("decline") is not None and all(c == "gold" for c in hand if c in TREASURES):
        return decision.find("decline")
    for c in ("copper", "silver", "gold"):
        option = decision.find("trash:" + c)
        if option is not None:
            return option
    return None


def _h_mine_gain(bot, view, decision):
    legal = [o.args[0] for o in decision.options if o.kind == "gain"]
    best = max(legal, key=lambda c: COST[c])
    return decision.find("gain:" + best)


def _h_moneylender(bot, view, decision):
    return decision.find("yes")


def _h_throne(bot, view, decision):
    target = bot.throne_target(view, view["hand"])
    return decision.find("play:" + target) if target else None


def _h_library(bot, view, decision):
    card = decision.options[0].args[0]
    return decision.find(("set_aside:" if view["actions"] == 0 else "keep:") + card)


def _h_spy(bot, view, decision):
    ctx = decision.info["ctx"]
    card = ctx["card"]
    if ctx["victim"] == view["seat"]:
        bad = card in VICTORIES or card == "curse" or card == "copper"
        return decision.find("discard" if bad else "keep")
    good = card in ("silver", "gold") or card in ACTIONS
    return decision.find("discard" if good else "keep")


def _h_thief_trash(bot, view, decision):
    options = [o for o in decision.options if o.kind == "trash"]
    return max(options, key=lambda o: VALUE.get(o.args[0], 0))


def _h_moat(bot, view, decision):
    return decision.find("reveal")


def _h_bureaucrat(bot, view, decision):
    for c in VICTORY_ORDER:
        option = decision.find("topdeck:" + c)
        if option is not None:
            return option
    return None


def _h_draft(bot, view, decision):
    for c in DRAFT_RANKING:
        option = decision.find("draft:" + c)
        if option is not None:
            return option
    left = [o.args[0] for o in decision.options]
    best = max(left, key=lambda c: (COST[c], -ORDER[c]))
    return decision.find("draft:" + best)


_HANDLERS = {
    "dominion.action": _h_action, "dominion.treasure": _h_treasure, "dominion.buy": _h_buy,
    "dominion.cellar": _h_cellar, "dominion.chapel": _h_chapel,
    "dominion.militia": _h_militia, "dominion.thief.gain": _h_thief_gain,
    "dominion.chancellor": _h_chancellor, "dominion.workshop": _h_gain(4),
    "dominion.feast": _h_gain(5), "dominion.remodel.gain": _h_gain(None),
    "dominion.remodel": _h_remodel, "dominion.mine": _h_mine,
    "dominion.mine.gain": _h_mine_gain, "dominion.moneylender": _h_moneylender,
    "dominion.throne_room": _h_throne, "dominion.library": _h_library,
    "dominion.spy": _h_spy, "dominion.thief.trash": _h_thief_trash, "dominion.moat": _h_moat,
    "dominion.bureaucrat": _h_bureaucrat, "dominion.draft": _h_draft,
}


class BigMoneyBot(DominionBot):
    name = "big_money"

    def make_rules(self, view):
        return BM


class SmithyBigMoneyBot(DominionBot):
    name = "smithy_big_money"

    def make_rules(self, view):
        return SMITHY_BM


# pyminion's own BigMoneySmithy (pyminion/bots/examples/big_money_smithy.py), exactly: Province
# at $8+, Gold at $6+, Smithy at exactly $4, Silver at $3+; play Smithy whenever it is in hand.
# (Its BigMoney is our `big_money`.) For the engine comparison in tools/dominion_vs_pyminion.py.
PYMINION_SMITHY = (("province", _always), ("gold", _always),
                   ("smithy", lambda c: c.coins == 4), ("silver", _always))


class PyminionSmithyBot(DominionBot):
    name = "pyminion_smithy"

    def make_rules(self, view):
        return PYMINION_SMITHY


class SimpleBot(DominionBot):
    """Big Money Ultimate, the treasure-only list of §10.2 (the 3-4 player list with 3+)."""

    name = "simple"

    def make_rules(self, view):
        return BMU if len(view["turns"]) == 2 else BMU_34


class OneCardBot(DominionBot):
    """Big Money Ultimate plus exactly one copy of the kingdom's best single card (the first
    card of the §10.6 lookup): the money-and-one-card yardstick between simple and medium."""

    name = "bmu_one_card"

    def make_rules(self, view):
        base = BMU if len(view["turns"]) == 2 else BMU_34
        x = one_card(view["kingdom"])
        if x is None:
            return base
        rules = list(base)
        rules.insert(len(rules) - 1, (x, lambda c, x=x: c.n(x) == 0))
        return tuple(rules)


class MediumBot(DominionBot):
    """§10.6 Medium: the kingdom's best Money + X list plus the endgame rules."""

    name = "medium"
    endgame = True

    def make_rules(self, view):
        return STRATEGIES[medium_strategy(view["kingdom"], len(view["turns"]))]


BOTS = {"simple": SimpleBot, "medium": MediumBot, "big_money": BigMoneyBot,
        "smithy_big_money": SmithyBigMoneyBot, "bmu_one_card": OneCardBot,
        "pyminion_smithy": PyminionSmithyBot}
__all__ = ["BOTS", "STRATEGIES", "medium_strategy", "one_card", "Ctx", "DominionBot"]
