"""Itchy Feet's rules (spec shared/rules/itchy_feet.md, classic mode).

The machine: the main decision of the active player is the base decision; every other choice is
a frame (the core's pick and choose frames, and this game's own `cards` frame for the travel
payment and the answer to an offer). Everything that happens by itself - draws, events, the
checkpoint, the next turn - is a task on `tasks`, a stack (top = last element) run after every
answer until a frame opens or nothing is left. A drawn Event pushes its own resolution, then
its discard, then the replacement draw, so whatever it interrupted continues afterwards (§4.12).

Knowledge (`known[o][t]`: cards seat o knows seat t holds) is kept truthful: a card can only
be listed if it is in that hand; when a hand loses a card some observer could not see, that
observer's list of the hand is cleared. The simple bot and the search read it from the view.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

from rules.core.state import copy_data
from rules.core.text import cached_text, texts_quiet
from rules.core import N_, Decision, Event, Option, Result, State, T, TN, frames, rank_by, turns

from .cards import (COUNTRY_ORDER, PASSPORTS, WHITE, by_ord, country_distance, deck_extras,
                    eligible_characters, is_event, is_forbidden, is_passport, item_of, kind_of,
                    needs, trade_kinds)

HAND_LIMIT = 7
ACTION_LABEL = {"guide": N_("Play The Local Guide"), "tpost": N_("Play the Trading Post"),
                "smuggle": N_("Smuggle a Forbidden Item"), "grab": N_("Grab"),
                "recycle": N_("Recycle"), "trade": N_("Trade"), "steal": N_("Steal"),
                "travel": N_("Travel"), "dump": N_("Dump a Forbidden Item")}
# built once: the same answers are offered at every turn, and an Option never changes
ACTION_OPTION = {a: Option(a, (), f"action:{a}", text) for a, text in ACTION_LABEL.items()}


def card_label(card: str) -> str:
    return label("{card}", card)


_LABELS: dict = {}


def label(template: str, value=None, field: str = "card") -> str:
    """A rule text with at most one field, built once (option labels are made all the time)."""
    return cached_text(_LABELS, (template, value, field),
                       lambda: T(template) if value is None else T(template, **{field: value}))


_OPTIONS: dict = {}
_ASK_PICKS: dict = {}


def frame_option(kind: str, value, target: str | None, template: str,
                 field: str = "card") -> Option:
    """An option of this game's card frames, built once: a random trade asks and answers dozens
    of times, and an Option never changes once built. Quiet labels (bare templates) are kept
    apart from the written ones."""
    key = (kind, value, target, template, field, texts_quiet())
    option = _OPTIONS.get(key)
    if option is None:
        option = _OPTIONS[key] = Option(kind, () if value is None else (value,), target,
                                        label(template, value, field))
    return option


def ask_picks(kinds: list) -> list:
    """The 'ask for a kind' options of a trade, one per kind (the same list at every step)."""
    key = (tuple(kinds), texts_quiet())
    options = _ASK_PICKS.get(key)
    if options is None:
        options = _ASK_PICKS[key] = [frame_option("pick", k, None, N_("Ask for {kind}"),
                                                  "kind") for k in kinds]
    return options


def payment_ok(cards, home: bool, needed, postcards: bool) -> bool:
    """§4.18 'Valid Travel payment': exactly a covering of `needed` (and one optional Postcard)."""
    kinds, credit, maps, posts = [], 0, 0, 0
    for c in cards:
        item = item_of(c)
        if item is not None:
            if item not in needed or item in kinds:
                return False
            kinds.append(item)
        elif c == "SP-CREDIT":
            credit += 1
        elif c == "SP-MAP" and home:
            maps += 1
        elif c.startswith("PC-") and home and postcards:
            posts += 1
        else:
            return False
    if credit > 1 or maps > 1 or posts > 1:
        return False
    missing = 3 - len(kinds)
    if missing == 0:
        return credit + maps == 0
    if missing == 1:
        return credit + maps == 1
    if missing == 2:
        return maps == 1
    return credit == 1 and maps == 1


def answer_ok(cards, ask) -> bool:
    """§4.6.2: the chosen cards match the ask list one-to-one."""
    if len(cards) != len(ask):
        return False
    have = Counter(kind_of(c) for c in cards)
    return all(have[k] >= n for k, n in Counter(ask).items() if k != "any")


def answer_completable(picked, hand, ask) -> bool:
    """Can `picked` still grow (from the rest of `hand`) into a matching answer?"""
    want = Counter(k for k in ask if k != "any")
    spare_slots = len(ask) - sum(want.values())
    have = Counter(kind_of(c) for c in picked)
    surplus = len(picked) - sum(min(have[k], n) for k, n in want.items())
    if surplus > spare_slots or len(picked) > len(ask):
        return False
    rest = Counter(kind_of(c) for c in hand if c not in picked)
    if any(rest[k] < n - have[k] for k, n in want.items()):
        return False
    return sum(rest.values()) >= len(ask) - len(picked)


class ItchyFeetState(State):
    GAME_ID = "itchy_feet"

    # ---- setup (§3) ---------------------------------------------------------------------------
    def setup(self) -> list:
        n = self.num_players
        out: list[Event] = []
        passports = list(PASSPORTS)
        self.rng.shuffle(passports)
        self.hands = [[passports.pop()] for _ in range(n)]
        self.passports = by_ord(h[0] for h in self.hands)      # the ones in the game (§3.2)
        countries = list(COUNTRY_ORDER)
        self.rng.shuffle(countries)
        self.homes = [countries.pop() for _ in range(n)]
        self.centre = countries.pop()
        self.home_done = [False] * n
        self.pile = list(WHITE)
        self.rng.shuffle(self.pile)
        for hand in self.hands:
            hand.extend(self.pile.pop() for _ in range(3))
        self.characters = [None] * n
        if self.variants["ext_characters"]:
            chars = eligible_characters(self.variants)
            self.rng.shuffle(chars)
            self.characters = [chars.pop() for _ in range(n)]
            for s in range(n):
                if self.characters[s] == "CH-FLYER":
                    self.hands[s].append(self.pile.pop())
        extras = deck_extras(self.variants)
        if extras:
            self.pile.extend(extras)
            self.rng.shuffle(self.pile)
        self.discard = []
        self.first = self.first_player()
        self._reset(self.first)
        self.round = 1
        self.tasks = []
        self.unrest = None          # the seat whose Civil Unrest lies on the centre country
        self.mixup = {}             # str(seat) -> card chosen for a Baggage Mix-up (secret)
        self.known = [[[] for _ in range(n)] for _ in range(n)]
        self.asked = [[] for _ in range(n)]    # what each seat's offers asked for in its last turn
        self.winner = None
        self.end = None             # None, "centre" or "cap"
        out.append(Event("setup", {"homes": list(self.homes), "centre": self.centre,
                                   "characters": list(self.characters)}))
        out.append(Event("first_player", {"seat": self.first}))
        return out

    def after_load(self) -> None:
        if not hasattr(self, "asked"):     # a save from before the field: nobody asked yet
            self.asked = [[] for _ in range(self.num_players)]

    def first_player(self) -> int:
        dist = [country_distance(h, self.centre) for h in self.homes]
        return min(range(self.num_players), key=lambda s: (dist[s], s))

    def _reset(self, seat: int) -> None:
        self.active = seat
        self.stage = "main"
        self.declined = 0
        self.smuggled = False
        self.travelled = False
        self.offer = None

    # ---- small facts ---------------------------------------------------------------------------
    def char(self, seat: int) -> str | None:
        return self.characters[seat]

    def limit(self, seat: int) -> int:
        return 9 if self.char(seat) == "CH-OVERPACKER" else HAND_LIMIT

    def free_cards(self, seat: int) -> list:
        return [c for c in self.hands[seat] if not is_forbidden(c)]

    def destination(self, seat: int) -> str:
        return self.centre if self.home_done[seat] else self.homes[seat]

    def others_with_cards(self, seat: int) -> list:
        return [s for s in turns.seats_from(seat, self.num_players, (), False) if self.hands[s]]

    def coverage(self, seat: int) -> int:
        """How many of the destination's requirements the hand covers (substitutes counted)."""
        hand = self.hands[seat]
        home = not self.home_done[seat]
        real = sum(1 for k in needs(self.destination(seat)) if any(item_of(c) == k for c in hand))
        subs = ("SP-CREDIT" in hand) + (2 if home and "SP-MAP" in hand else 0)
        return min(3, real + subs)

    def can_travel(self, seat: int) -> bool:
        hand = self.hands[seat]
        if not any(is_passport(c) for c in hand) or any(is_forbidden(c) for c in hand):
            return False
        if self.home_done[seat] and self.unrest is not None:
            return False
        return self.coverage(seat) == 3

    def recycle_cost(self, seat: int) -> int:
        return 1 if self.char(seat) == "CH-HIPPIE" else 2

    def legal_actions(self) -> list:
        p = self.active
        hand = self.hands[p]
        free = self.free_cards(p)
        others = self.others_with_cards(p)
        legal = []
        if "SP-GUIDE" in hand and (self.pile or self.discard):
            legal.append("guide")
        if "SP-TPOST" in hand and any(c != "SP-TPOST" for c in free):
            legal.append("tpost")
        if self.char(p) == "CH-SMUGGLER" and not self.smuggled and len(free) < len(hand):
            legal.append("smuggle")
        legal.append("grab")
        if any(not is_event(c) for c in self.discard) and len(free) >= self.recycle_cost(p):
            legal.append("recycle")
        if hand and others and self.declined < self.variants["max_offers_per_turn"]:
            legal.append("trade")
        if others and (free or self.char(p) == "CH-PICKPOCKET"):
            legal.append("steal")
        if self.can_travel(p) and not (self.variants["travel_is_free_move"] and self.travelled):
            legal.append("travel")
        if self.variants["ext_forbidden"] and free and len(free) < len(hand):
            legal.append("dump")
        return legal

    # ---- the machine --------------------------------------------------------------------------
    def over(self) -> bool:
        return self.end is not None

    def _dispatch(self, chosen, decision, out) -> None:
        super()._dispatch(chosen, decision, out)
        self.run(out)

    def run(self, out: list) -> None:
        """Run tasks until a frame opens, the game ends or nothing is left to do."""
        while self.tasks and not self.frames and not self.over():
            task = self.tasks.pop()
            getattr(self, "_t_" + task[0])(*task[1:], out=out)

    def push(self, *tasks) -> None:
        """Queue tasks to run in the order given (the stack's top is its last element)."""
        self.tasks.extend(list(t) for t in reversed(tasks))

    def base_decision(self) -> Decision | None:
        if self.over():
            return None
        p = self.active
        if self.stage == "after_action":
            return Decision(p, "itchy.after_action", T("Travel now, or end your turn?"),
                            [Option("travel", (), "action:travel", T("Travel")),
                             Option("end", (), "action:end", T("End the turn"))])
        options = [ACTION_OPTION[a] for a in self.legal_actions()]
        return Decision(p, "itchy.turn", T("Choose your action"), options,
                        {"declined": self.declined})

    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        getattr(self, "_do_" + option.kind)(self.active, out)

    # ---- the checkpoint and the turn order (§4.2, §4.4, §5.2) -----------------------------------
    def _t_end_action(self, out) -> None:
        if self.variants["travel_is_free_move"] and not self.travelled and \
                self.can_travel(self.active):
            self.stage = "after_action"
            return
        self.push(["checkpoint"])

    def _do_end(self, p, out) -> None:
        self.push(["checkpoint"])

    def _t_checkpoint(self, out) -> None:
        self.stage = "main"
        seats = turns.seats_from(self.active, self.num_players)
        self.push(*[["limit", s] for s in seats], ["next_turn"])

    def _t_limit(self, seat, out) -> None:
        free = self.free_cards(seat)
        k = min(len(self.hands[seat]) - self.limit(seat), len(free))
        if k > 0:
            frames.push_pick(self, seat=seat, purpose="limit", items=by_ord(free), lo=k, hi=k,
                             prompt="itchy.limit",
                             text=TN("Discard {n} card to get down to the hand limit",
                                     "Discard {n} cards to get down to the hand limit", k),
                             labels={c: card_label(c) for c in free}, pick_target="card:{item}")

    def finish_limit(self, frame, out) -> None:
        self.discard_cards(frame["seat"], frame["picked"], out, "limit")

    def _t_next_turn(self, out) -> None:
        nxt = (self.active + 1) % self.num_players
        if nxt == self.first:
            cap = self.variants["safety_cap_rounds"]
            if cap and self.round >= cap:
                self.end = "cap"
                self.tasks = []
                out.append(Event("game_over", {"reason": "cap", "round": self.round}))
                return
            self.round += 1
        self._reset(nxt)
        self.push(["turn_start", nxt])

    def _t_turn_start(self, seat, out) -> None:
        out.append(Event("turn", {"seat": seat, "round": self.round}))
        self.asked[seat] = []
        if self.unrest == seat:
            self.unrest = None
            self.discard.append("EV-UNREST")
            out.append(Event("unrest_ends", {"seat": seat}))
        if not self.hands[seat]:
            out.append(Event("refill", {"seat": seat}))
            self.push(["draw", seat, 3])

    # ---- moving cards -------------------------------------------------------------------------
    def reshuffle(self, out) -> None:
        self.pile = self.discard
        self.discard = []
        self.rng.shuffle(self.pile)
        out.append(Event("reshuffle", {"count": len(self.pile)}))

    def discard_cards(self, seat: int, cards, out, why: str) -> None:
        """Cards leave `seat`'s hand face up, in order, to the discard pile."""
        cards = list(cards)
        for c in cards:
            self.hands[seat].remove(c)
            self.discard.append(c)
        self.forget(seat, cards)
        if cards:
            out.append(Event("discard", {"seat": seat, "cards": cards, "why": why}))

    def _t_draw(self, seat, count, out) -> None:
        if count > 1:
            self.push(["draw", seat, count - 1])
        if not self.pile and self.discard:
            self.reshuffle(out)
        if not self.pile:
            out.append(Event("draw_nothing", {"seat": seat}))
            return
        card = self.pile.pop()
        if not self.pile and self.discard:
            self.reshuffle(out)
        if is_event(card):
            out.append(Event("event", {"seat": seat, "card": card}, reveal=True))
            self.push(*self.event_tasks(card, seat), ["event_end", card, seat],
                      ["draw", seat, 1])
            return
        self.hands[seat].append(card)
        out.append(Event("draw", {"seat": seat, "card": card}, visible_to=[seat],
                         secret=("card",), reveal=True))

    # ---- knowledge (what each seat knows of the others' hands) ----------------------------------
    def learn_all(self, seat: int, cards) -> None:
        """Everybody saw `cards` arrive in (or be shown from) `seat`'s hand."""
        for o in range(self.num_players):
            if o != seat:
                row = self.known[o][seat]
                for c in cards:
                    if c not in row:
                        row.append(c)

    def forget(self, seat: int, cards) -> None:
        """`cards` left `seat`'s hand in public."""
        for o in range(self.num_players):
            row = self.known[o][seat]
            for c in cards:
                if c in row:
                    row.remove(c)

    def lost_unseen(self, seat: int, card: str, seen_by) -> None:
        """`seat` lost `card`; only `seen_by` know which: the others know nothing for sure."""
        for o in range(self.num_players):
            if o == seat:
                continue
            if o in seen_by:
                if card in self.known[o][seat]:
                    self.known[o][seat].remove(card)
            else:
                self.known[o][seat] = []

    # ---- Grab (§4.5) ----------------------------------------------------------------------------
    def _do_grab(self, p, out) -> None:
        out.append(Event("grab", {"seat": p}))
        if self.char(p) == "CH-BACKPACKER":
            self.push(["draw", p, 2], ["backpacker", p], ["end_action"])
        else:
            self.push(["draw", p, 1], ["end_action"])

    def _t_backpacker(self, seat, out) -> None:
        self.choose_discard(seat, "backpacker", "itchy.backpacker.discard",
                            T("The Backpacker: discard a card"))

    def choose_discard(self, seat, purpose, prompt, text) -> None:
        free = by_ord(self.free_cards(seat))
        if free:
            frames.push_choose(self, seat=seat, purpose=purpose, prompt=prompt, text=text,
                               options=[Option("discard", (c,), f"card:{c}",
                                               T("Discard {card}", card=c)) for c in free])

    def finish_backpacker(self, frame, out) -> None:
        self.discard_cards(frame["seat"], frame["chosen_args"], out, "backpacker")

    # ---- Recycle (§4.7) -------------------------------------------------------------------------
    def _do_recycle(self, p, out) -> None:
        takeable = by_ord(c for c in self.discard if not is_event(c))
        frames.push_choose(self, seat=p, purpose="recycle_take", prompt="itchy.recycle.take",
                           text=T("Recycle: choose the card to take from the discard pile"),
                           options=[Option("take", (c,), f"discard:{c}",
                                           T("Take {card}", card=c)) for c in takeable])

    def finish_recycle_take(self, frame, out) -> None:
        self.ask_recycle_pay(frame["seat"], frame["chosen_args"][0], [])

    def ask_recycle_pay(self, p: int, card: str, paid: list) -> None:
        """The cost, one card at a time (`pay:<card>`); nothing moves before the last one."""
        left = self.recycle_cost(p) - len(paid)
        free = [c for c in by_ord(self.free_cards(p)) if c not in paid]
        frames.push_choose(self, seat=p, purpose="recycle_pay", prompt="itchy.recycle.pay",
                           text=TN("Recycle {card}: pay {n} more card",
                                   "Recycle {card}: pay {n} more cards", left, card=card),
                           options=[Option("pay", (c,), f"card:{c}", label(N_("Pay {card}"), c))
                                    for c in free], ctx={"take": card, "paid": paid})

    def finish_recycle_pay(self, frame, out) -> None:
        p, card = frame["seat"], frame["ctx"]["take"]
        paid = frame["ctx"]["paid"] + [frame["chosen_args"][0]]
        if len(paid) < self.recycle_cost(p):
            self.ask_recycle_pay(p, card, paid)
            return
        self.discard_cards(p, paid, out, "recycle")
        self.discard.remove(card)
        self.hands[p].append(card)
        self.learn_all(p, [card])
        out.append(Event("recycle", {"seat": p, "card": card}))
        self.push(["end_action"])

    # ---- Trade (§4.6) ---------------------------------------------------------------------------
    def _do_trade(self, p, out) -> None:
        frames.push_choose(self, seat=p, purpose="trade_partner", prompt="itchy.trade.partner",
                           text=T("Trade: choose a partner"),
                           options=[Option("partner", (s,), f"seat:{s}",
                                           T("Trade with {seat}", seat=s))
                                    for s in self.others_with_cards(p)])

    def finish_trade_partner(self, frame, out) -> None:
        p, q = frame["seat"], int(frame["chosen_args"][0])
        hand = by_ord(self.hands[p])
        frames.push_pick(self, seat=p, purpose="trade_give", items=hand, lo=1, hi=len(hand),
                         prompt="itchy.trade.give",
                         text=T("Trade with {seat}: choose the cards to give", seat=q),
                         labels={c: card_label(c) for c in hand}, pick_target="card:{item}",
                         done_label=N_("Next: what to ask for"), ctx={"to": q})

    def finish_trade_give(self, frame, out) -> None:
        p, q = frame["seat"], frame["ctx"]["to"]
        self.frames.append({"frame": "cards", "rule": "ask", "seat": p, "purpose": "trade_ask",
                            "prompt": "itchy.trade.ask", "items": trade_kinds(self.variants),
                            "picked": [], "ctx": {"to": q, "give": list(frame["picked"]),
                                                  "size": len(self.hands[q])}})

    def finish_trade_ask(self, frame, out) -> None:
        p, q, give = frame["seat"], frame["ctx"]["to"], frame["ctx"]["give"]
        ask = list(frame["picked"])
        self.offer = {"from": p, "to": q, "give": give, "ask": ask}
        self.asked[p].extend(ask)         # public (§4.6.2): it shows what p still lacks
        self.learn_all(p, give)
        out.append(Event("offer", dict(self.offer)))
        self.frames.append({"frame": "cards", "rule": "answer", "seat": q, "purpose": "answer",
                            "prompt": "itchy.trade.answer", "items": by_ord(self.hands[q]),
                            "picked": [], "ctx": {"ask": ask}})

    def finish_answer(self, frame, out) -> None:
        offer, self.offer = self.offer, None
        p, q = offer["from"], offer["to"]
        if frame["chosen"] == "decline":
            self.declined += 1
            out.append(Event("declined", {"seat": q, "by": p}))
            return
        got = list(frame["picked"])
        for c in offer["give"]:
            self.hands[p].remove(c)
        for c in got:
            self.hands[q].remove(c)
        self.hands[p].extend(got)
        self.hands[q].extend(offer["give"])
        self.forget(p, offer["give"])
        self.forget(q, got)
        self.learn_all(p, got)
        self.learn_all(q, offer["give"])
        out.append(Event("trade", {"seat": p, "to": q, "gave": offer["give"], "got": got}))
        bonus = 2 if self.char(p) == "CH-DIPLOMAT" else 1
        self.push(["draw", p, bonus], ["end_action"])

    # ---- Steal (§4.8) ---------------------------------------------------------------------------
    def _do_steal(self, p, out) -> None:
        frames.push_choose(self, seat=p, purpose="steal_victim", prompt="itchy.steal.victim",
                           text=T("Steal: choose whom to steal from"),
                           options=[Option("victim", (s,), f"seat:{s}",
                                           T("Steal from {seat}", seat=s))
                                    for s in self.others_with_cards(p)])

    def finish_steal_victim(self, frame, out) -> None:
        p, v = frame["seat"], int(frame["chosen_args"][0])
        if self.char(p) == "CH-PICKPOCKET":
            self.steal(p, v, None, out)
            return
        frames.push_choose(self, seat=p, purpose="steal_pay", prompt="itchy.steal.pay",
                           text=T("Steal from {seat}: pay a card", seat=v),
                           options=[Option("pay", (c,), f"card:{c}", T("Pay {card}", card=c))
                                    for c in by_ord(self.free_cards(p))], ctx={"victim": v})

    def finish_steal_pay(self, frame, out) -> None:
        self.steal(frame["seat"], frame["ctx"]["victim"], frame["chosen_args"][0], out)

    def steal(self, p: int, v: int, cost: str | None, out) -> None:
        if cost is not None:
            self.discard_cards(p, [cost], out, "steal")
        if "SP-MOUSETRAP" in self.hands[v]:
            self.discard_cards(v, ["SP-MOUSETRAP"], out, "mousetrap")
            out.append(Event("mousetrap", {"seat": p, "victim": v}))
            self.push(["checkpoint"])
            return
        hand = by_ord(self.hands[v])
        card = hand[self.rng.below(len(hand))]
        self.hands[v].remove(card)
        self.hands[p].append(card)
        self.lost_unseen(v, card, (p,))
        if card not in self.known[v][p]:
            self.known[v][p].append(card)
        out.append(Event("steal", {"seat": p, "victim": v, "card": card},
                         visible_to=[p, v], secret=("card",), reveal=True))
        self.push(["end_action"])

    # ---- Travel (§4.9) --------------------------------------------------------------------------
    def _do_travel(self, p, out) -> None:
        dest = self.destination(p)
        hand = list(self.hands[p])
        self.learn_all(p, hand)
        out.append(Event("travel_reveal", {"seat": p, "country": dest, "hand": hand},
                         reveal=True))
        usable = [c for c in by_ord(hand) if self.pay_candidate(p, c)]
        self.frames.append({"frame": "cards", "rule": "travel", "seat": p, "purpose": "travel",
                            "prompt": "itchy.travel.pay", "items": usable, "picked": [],
                            "ctx": {"country": dest, "home": not self.home_done[p],
                                    "stage": self.stage}})

    def pay_candidate(self, p: int, card: str) -> bool:
        home = not self.home_done[p]
        item = item_of(card)
        if item is not None:
            return item in needs(self.destination(p))
        return card == "SP-CREDIT" or (home and card == "SP-MAP") or \
            (home and card.startswith("PC-") and self.variants["ext_postcards"])

    def finish_travel(self, frame, out) -> None:
        p, dest = frame["seat"], frame["ctx"]["country"]
        paid = list(frame["picked"])
        self.discard_cards(p, paid, out, "travel")
        self.travelled = True
        if self.home_done[p]:
            self.winner = p
            self.end = "centre"
            self.tasks = []
            out.append(Event("travel", {"seat": p, "country": dest, "home": False}))
            out.append(Event("game_over", {"reason": "centre", "seat": p}))
            return
        self.home_done[p] = True
        out.append(Event("travel", {"seat": p, "country": dest, "home": True}))
        draws = 1 + (self.char(p) == "CH-FLYER") + 2 * any(c.startswith("PC-") for c in paid)
        after = [] if self.variants["travel_is_free_move"] and frame["ctx"]["stage"] == "main" \
            else [["end_action"]]
        self.stage = "main"
        self.push(["draw", p, draws], *after)

    # ---- Dump (§4.10) ---------------------------------------------------------------------------
    def _do_dump(self, p, out) -> None:
        fbs = by_ord(c for c in self.hands[p] if is_forbidden(c))
        frames.push_choose(self, seat=p, purpose="dump_forbidden", prompt="itchy.dump.forbidden",
                           text=T("Dump: choose the Forbidden Item"),
                           options=[Option("dump", (c,), f"card:{c}", T("Dump {card}", card=c))
                                    for c in fbs])

    def finish_dump_forbidden(self, frame, out) -> None:
        p, fb = frame["seat"], frame["chosen_args"][0]
        frames.push_choose(self, seat=p, purpose="dump_pay", prompt="itchy.dump.pay",
                           text=T("Dump {card}: pay a card with it", card=fb),
                           options=[Option("pay", (c,), f"card:{c}", T("Pay {card}", card=c))
                                    for c in by_ord(self.free_cards(p))], ctx={"forbidden": fb})

    def finish_dump_pay(self, frame, out) -> None:
        self.discard_cards(frame["seat"], [frame["ctx"]["forbidden"], frame["chosen_args"][0]],
                           out, "dump")
        self.push(["end_action"])

    # ---- free moves: The Local Guide, Trading Post, Smuggler (§4.11, §4.13) ---------------------
    def _do_guide(self, p, out) -> None:
        if not self.pile and self.discard:
            self.reshuffle(out)
        look = [self.pile.pop() for _ in range(min(3, len(self.pile)))]
        out.append(Event("guide", {"seat": p, "count": len(look)}))
        # only the guide's player sees the cards; the others had the public `guide` line
        out.append(Event("guide_look", {"seat": p, "cards": look}, visible_to=[p], reveal=True))
        options = [Option("take", (c,), f"card:{c}", T("Take {card}", card=c))
                   for c in look if not is_event(c)]
        options.append(Option("none", (), None, T("Take nothing")))
        frames.push_choose(self, seat=p, purpose="guide", prompt="itchy.guide.take",
                           text=T("The Local Guide: take one of the top cards"),
                           options=options, ctx={"look": look})

    def finish_guide(self, frame, out) -> None:
        p, look = frame["seat"], frame["ctx"]["look"]
        taken = frame["chosen_args"][0] if frame["chosen_kind"] == "take" else None
        if taken is not None:
            self.hands[p].append(taken)
        rest = [c for c in look if c != taken]
        self.pile[:0] = list(reversed(rest))
        out.append(Event("guide_done", {"seat": p, "took": taken is not None,
                                        "card": taken}, visible_to=[p], secret=("card",)))
        if not self.pile and self.discard:
            self.reshuffle(out)
        self.discard_cards(p, ["SP-GUIDE"], out, "guide")

    def _do_tpost(self, p, out) -> None:
        free = by_ord(c for c in self.free_cards(p) if c != "SP-TPOST")
        frames.push_pick(self, seat=p, purpose="tpost", items=free, lo=1, hi=2,
                         prompt="itchy.tpost.pay",
                         text=T("Trading Post: discard 1 or 2 cards to draw as many"),
                         labels={c: card_label(c) for c in free}, pick_target="card:{item}")

    def finish_tpost(self, frame, out) -> None:
        p, paid = frame["seat"], list(frame["picked"])
        self.discard_cards(p, paid, out, "tpost")
        self.push(["draw", p, len(paid)], ["discard_held", p, "SP-TPOST"])

    def _t_discard_held(self, seat, card, out) -> None:
        if card in self.hands[seat]:      # an event during the draws may have taken it
            self.discard_cards(seat, [card], out, "used")

    def _do_smuggle(self, p, out) -> None:
        fbs = by_ord(c for c in self.hands[p] if is_forbidden(c))
        frames.push_choose(self, seat=p, purpose="smuggle_card", prompt="itchy.smuggle.card",
                           text=T("Smuggle: choose the Forbidden Item to give away"),
                           options=[Option("give", (c,), f"card:{c}", T("Give {card}", card=c))
                                    for c in fbs])

    def finish_smuggle_card(self, frame, out) -> None:
        p, fb = frame["seat"], frame["chosen_args"][0]
        frames.push_choose(self, seat=p, purpose="smuggle_to", prompt="itchy.smuggle.to",
                           text=T("Smuggle {card}: choose who gets it", card=fb),
                           options=[Option("to", (s,), f"seat:{s}", T("Give it to {seat}", seat=s))
                                    for s in turns.seats_from(p, self.num_players, (), False)],
                           ctx={"card": fb})

    def finish_smuggle_to(self, frame, out) -> None:
        p, q, fb = frame["seat"], int(frame["chosen_args"][0]), frame["ctx"]["card"]
        self.hands[p].remove(fb)
        self.hands[q].append(fb)
        self.forget(p, [fb])
        self.learn_all(q, [fb])
        self.smuggled = True
        out.append(Event("smuggle", {"seat": p, "to": q, "card": fb}))

    # ---- Events (§4.12) -------------------------------------------------------------------------
    def event_tasks(self, card: str, drawer: int) -> list:
        order = turns.seats_from(drawer, self.num_players)
        if card == "EV-LOST":
            return [["lost", s] for s in order]
        if card == "EV-OVERWEIGHT":
            return [["overweight", s] for s in order]
        if card == "EV-TOURIST":
            return [["draw", s, 1] for s in order]
        if card == "EV-MIXUP":
            givers = [s for s in order if self.hands[s]]
            return [["mixup", s] for s in givers] + [["mixup_exec", givers]]
        if card == "EV-SECURITY":
            return [["security_reveal"]] + [["security", s] for s in order]
        return []          # Civil Unrest only lies on the centre country (event_end)

    def _t_event_end(self, card, drawer, out) -> None:
        if card == "EV-UNREST":
            self.unrest = drawer
            out.append(Event("unrest", {"seat": drawer}))
        else:
            self.discard.append(card)
            out.append(Event("event_done", {"card": card}))

    def _t_lost(self, seat, out) -> None:
        self.choose_discard(seat, "lost", "itchy.event.lost",
                            T("Lost Luggage: discard a card"))

    def finish_lost(self, frame, out) -> None:
        self.discard_cards(frame["seat"], frame["chosen_args"], out, "lost")

    def _t_overweight(self, seat, out) -> None:
        free = self.free_cards(seat)
        k = min(len(self.hands[seat]) - 5, len(free))
        if k > 0:
            frames.push_pick(self, seat=seat, purpose="overweight", items=by_ord(free), lo=k,
                             hi=k, prompt="itchy.event.overweight",
                             text=TN("Overweight Baggage: discard {n} card",
                                     "Overweight Baggage: discard {n} cards", k),
                             labels={c: card_label(c) for c in free}, pick_target="card:{item}")

    def finish_overweight(self, frame, out) -> None:
        self.discard_cards(frame["seat"], frame["picked"], out, "overweight")

    def _t_mixup(self, seat, out) -> None:
        hand = by_ord(self.hands[seat])
        if hand:
            frames.push_choose(self, seat=seat, purpose="mixup", prompt="itchy.event.mixup",
                               text=T("Baggage Mix-up: choose a card to pass to {seat}",
                                      seat=(seat + 1) % self.num_players),
                               options=[Option("pass", (c,), f"card:{c}",
                                               T("Pass {card}", card=c)) for c in hand])

    def finish_mixup(self, frame, out) -> None:
        self.mixup[str(frame["seat"])] = frame["chosen_args"][0]
        out.append(Event("mixup_chosen", {"seat": frame["seat"]}))

    def _t_mixup_exec(self, givers, out) -> None:
        moves = [(g, (g + 1) % self.num_players, self.mixup[str(g)]) for g in givers
                 if str(g) in self.mixup]
        self.mixup = {}
        for g, _, card in moves:
            self.hands[g].remove(card)
        for g, r, card in moves:
            self.hands[r].append(card)
            self.lost_unseen(g, card, (r,))
        for g, r, card in moves:
            if card not in self.known[g][r]:
                self.known[g][r].append(card)
            out.append(Event("mixup_pass", {"seat": g, "to": r, "card": card},
                             visible_to=[g, r], secret=("card",), reveal=True))

    def _t_security_reveal(self, out) -> None:
        hands = [list(h) for h in self.hands]
        for s in range(self.num_players):
            self.learn_all(s, hands[s])
        out.append(Event("security", {"hands": hands}, reveal=True))

    def _t_security(self, seat, out) -> None:
        fbs = by_ord(c for c in self.hands[seat] if is_forbidden(c))
        if not fbs:
            return
        self.discard_cards(seat, fbs, out, "security")
        free = self.free_cards(seat)
        k = min(len(fbs), len(free))
        if k:
            frames.push_pick(self, seat=seat, purpose="security", items=by_ord(free), lo=k,
                             hi=k, prompt="itchy.event.security",
                             text=TN("Security Check: discard {n} more card",
                                     "Security Check: discard {n} more cards", k),
                             labels={c: card_label(c) for c in free}, pick_target="card:{item}")

    def finish_security(self, frame, out) -> None:
        self.discard_cards(frame["seat"], frame["picked"], out, "security")

    # ---- this game's own frame: a set of cards that must be a valid whole -----------------------
    def _valid_sets(self, f: dict) -> list:
        key = (self.steps, len(f["items"]))
        cache = getattr(self, "_sets", None)
        if cache is not None and cache[0] == key:
            return cache[1]
        home, need = f["ctx"]["home"], needs(f["ctx"]["country"])
        posts = self.variants["ext_postcards"]
        sets = [frozenset(s) for k in range(1, 5) for s in combinations(f["items"], k)
                if payment_ok(s, home, need, posts)]
        self._sets = (key, sets)
        return sets

    def _can_add(self, f: dict, card: str) -> bool:
        grown = f["picked"] + [card]
        if f["rule"] == "travel":
            want = set(grown)
            return any(want <= s for s in self._valid_sets(f))
        return answer_completable(grown, f["items"], f["ctx"]["ask"])

    def _complete(self, f: dict) -> bool:
        if f["rule"] == "travel":
            return frozenset(f["picked"]) in self._valid_sets(f)
        return answer_ok(f["picked"], f["ctx"]["ask"])

    def frame_decision(self, f: dict) -> Decision:
        if f["rule"] == "ask":
            return self._ask_decision(f)
        options = []
        if f["rule"] == "answer":
            offer = self.offer
            options.append(frame_option("decline", None, None, N_("Decline")))
            text = T("{seat} offers you {give} for {ask}", seat=offer["from"],
                     give=T("{cards}", cards=offer["give"]),
                     ask=T("{kinds}", kinds=offer["ask"]))
            close = frame_option("accept", None, None, N_("Accept"))
        else:
            text = T("Travel to {country}: choose the cards to pay", country=f["ctx"]["country"])
            close = frame_option("done", None, None, N_("Pay and travel"))
        for c in f["items"]:
            if c not in f["picked"] and self._can_add(f, c):
                options.append(frame_option("pick", c, f"card:{c}", N_("Choose {card}")))
        for c in f["picked"]:
            options.append(frame_option("unpick", c, f"card:{c}", N_("Put back {card}")))
        if self._complete(f):
            options.append(close)
        info = {"frame": "pick" if f["rule"] == "travel" else "answer",
                "items": list(f["items"]), "picked": list(f["picked"]), "ctx": f["ctx"]}
        return Decision(f["seat"], f["prompt"], text, options, info)

    def _ask_decision(self, f: dict) -> Decision:
        """The kinds asked for: each kind as often as wanted, as long as the partner's hand
        could still hold that many cards (§4.18 itchy.trade.ask)."""
        picked, ctx = f["picked"], f["ctx"]
        options = []
        if len(picked) < ctx["size"]:
            options += ask_picks(f["items"])
        for k in dict.fromkeys(picked):
            options.append(frame_option("unpick", k, None, N_("Ask for one {kind} less"), "kind"))
        if picked:
            options.append(frame_option("done", None, None, N_("Send the offer")))
        return Decision(f["seat"], f["prompt"],
                        T("Trade with {seat}: choose what to ask for", seat=ctx["to"]), options,
                        {"frame": "pick", "items": list(f["items"]), "picked": list(picked),
                         "min": 1, "max": ctx["size"], "ctx": ctx})

    def frame_apply(self, f: dict, option: Option, out: list) -> None:
        if option.kind == "pick":
            f["picked"].append(option.args[0])
        elif option.kind == "unpick":
            f["picked"].remove(option.args[0])
        else:
            self.frames.pop()
            f["chosen"] = option.kind
            self.finish(f, out)

    # ---- the view, the progress and the result ---------------------------------------------------
    def view_data(self, seat: int) -> dict:
        top = self.frames[-1] if self.frames else None
        own_frame = top if top is not None and top.get("seat") == seat else None
        return {
            "hand": list(self.hands[seat]),
            "hand_sizes": [len(h) for h in self.hands],
            "homes": list(self.homes), "centre": self.centre, "home_done": list(self.home_done),
            "characters": list(self.characters), "discard": list(self.discard),
            "pile_size": len(self.pile), "unrest": self.unrest, "first": self.first,
            "active": self.active, "round": self.round, "stage": self.stage,
            "declined": self.declined, "smuggled": self.smuggled, "travelled": self.travelled,
            "offer": None if self.offer is None else dict(self.offer),
            "known": [list(k) for k in self.known[seat]],
            "asked": [list(a) for a in self.asked],
            "winner": self.winner, "end": self.end,
            "machine": {"tasks": [list(t) for t in self.tasks],
                        "frame": None if own_frame is None else copy_data(own_frame),
                        "frames_open": len(self.frames),
                        "mixup": self.mixup.get(str(seat)),
                        "mixup_chosen": sorted(int(s) for s in self.mixup)},
        }

    def progress(self) -> str:
        return label(N_("round {n}"), self.round, "n")

    def progress_points(self, seat: int) -> int:
        """§5.2: requirements covered plus 1 for holding a passport."""
        return self.coverage(seat) + any(is_passport(c) for c in self.hands[seat])

    def compute_result(self) -> Result:
        n = self.num_players
        details = [{"home": T("yes") if self.home_done[s] else T("no"),
                    "progress": self.progress_points(s), "hand": len(self.hands[s])}
                   for s in range(n)]
        labels = {"win": N_("Reached the centre"), "home": N_("Home country reached"),
                  "progress": N_("Progress (items held for the next trip, +1 for a passport)"),
                  "hand": N_("Cards in hand"),
                  "home_points": N_("Home country (10)")}
        if self.end == "centre":
            scores = [int(s == self.winner) for s in range(n)]
            others = [s for s in range(n) if s != self.winner]
            ranking = [[self.winner]] + ([others] if others else [])
            breakdown = [{"win": scores[s]} for s in range(n)]
            explain = [{"win": T("reached the centre country: {n}", n=1) if s == self.winner
                        else T("did not reach the centre country: {n}", n=0)}
                       for s in range(n)]
            return Result(scores, ranking, breakdown, None, details, labels,
                          T("{seat} reached the centre country", seat=self.winner), explain)
        scores = [10 * self.home_done[s] + self.progress_points(s) for s in range(n)]
        ranking = rank_by([(v,) for v in scores])
        breakdown = [{"home_points": 10 * self.home_done[s],
                      "progress": self.progress_points(s)} for s in range(n)]
        tie = T("Equal home travel and progress share a place") \
            if any(len(g) > 1 for g in ranking) else None
        explain = [self.explain_points(s) for s in range(n)]
        return Result(scores, ranking, breakdown, tie, details, labels,
                      TN("The safety limit of {n} round was reached",
                         "The safety limit of {n} rounds was reached", self.round), explain)

    def explain_points(self, seat: int) -> dict:
        """The arithmetic of each column when the safety limit ended the game (§5.2)."""
        passport = int(any(is_passport(c) for c in self.hands[seat]))
        return {
            "home_points": T("home country reached: 1 × 10 = {n}", n=10)
            if self.home_done[seat] else T("home country not reached: {n}", n=0),
            "progress": T("{covered} of the next trip's 3 requirements covered + {passport} "
                          "for a passport = {n}", covered=self.coverage(seat),
                          passport=passport, n=self.progress_points(seat)),
        }
