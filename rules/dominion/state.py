"""The Dominion state machine (spec: shared/rules/dominion.md).

Everything that happens is driven by `_run`, which carries the game forward until exactly one
decision is pending: first any open decision frame (the generic pick/choose frames of
`rules.core.frames`), then the continuation stack `todo` (plain-data steps such as
["play", card, pos, nth] or ["window", i] for a Moat reaction window), then the turn flow
(Action phase -> Buy phase -> Clean-up -> next turn). Every frame finisher and `apply_base`
ends with `_run`, so after any `apply` the state is again "over, or exactly one decision".

Zones per seat: decks (element 0 = top), hands (arrival order), discards (last = top),
play (play order), aside (set aside / revealed cards). `known` holds, per seat, the cards
whose place on top of the draw pile is public (a prefix of that pile).
"""
from __future__ import annotations

from rules.core import Decision, Event, N_, Option, Result, State, T, TN, frames, rank_by
from rules.core.state import copy_data
from rules.core.text import cached_text

from .cards import (ACTIONS, ATTACKS, COST, HAND_SIZE, KINGDOM, ORDER,
                    PLUS, RECOMMENDED, STARTING_DECK, TREASURES, TURN_CAP, VALUE,
                    display_order, supply_for)
from .effects import CardEffects
from .options import (ASIDE_Z, BUY, DECK_Z, DISCARD_Z, DONE_TREASURES, DRAFT, END_ACTIONS,
                      END_TURN, GAIN, HAND_Z, PLAY, PLAY_ALL, PLAY_Z)

_ORDER_KEY = ORDER.__getitem__
RESULT_LABELS = {"estates": N_("Estates"), "duchies": N_("Duchies"),
                 "provinces": N_("Provinces"), "gardens": N_("Gardens"), "curses": N_("Curses"),
                 "turns": N_("Turns taken"), "cards": N_("Cards owned")}
END_REASONS = {"provinces": T("The Province pile is empty"),
               "three piles": T("Three Supply piles are empty"),
               "turn cap": T("The turn limit was reached")}

# purposes of the generic frames this game opens; each has `_fin_<purpose>`
PURPOSES = ("cellar", "chapel", "militia", "thief_gain", "chancellor", "gain", "remodel",
            "mine", "moneylender", "throne", "library", "spy", "thief_trash", "moat",
            "bureaucrat")


_BUYABLE: dict = {}
# what a quiet state's draws leave in `apply`'s events instead of the draw: the core sees that
# hidden cards moved and sets the undo barrier as it does for a logged draw
REVEALED = Event("revealed", {}, visible_to=(), reveal=True)
_ACTION_TEXT = T("Play an Action card or end your Action phase")
_BUY_TEXTS: dict = {}
_PROGRESS: dict = {}


def _buy_text(coins: int, buys: int) -> str:
    """The buy prompt's text, built once per (coins, buys): decisions are the hot path."""
    return cached_text(_BUY_TEXTS, (coins, buys),
                       lambda: TN("Buy a card (${coins}, {n} buy)",
                                  "Buy a card (${coins}, {n} buys)", buys, coins=coins))


def draw_pile_composition(view: dict) -> dict:
    """The composition of the viewing seat's own draw pile, from its view: every card it owns
    minus those in its hand, discard pile, play area and set-aside zone (sorted by card id).
    The view leaves it out because it is derivable and a view must be cheap."""
    seat = view["seat"]
    left = dict(view["owned"][seat])
    for zone in (view["hand"], view["in_play"][seat], view["set_aside"][seat]):
        for c in zone:
            left[c] -= 1
    for c, n in view["my_discard"].items():
        left[c] -= n
    return {c: left[c] for c in sorted(left, key=_ORDER_KEY) if left[c] > 0}


def vp_of(owned: dict) -> int:
    """Victory points of one player's card counts (§5.2)."""
    g = owned.get
    vp = g("estate", 0) + 3 * g("duchy", 0) + 6 * g("province", 0) - g("curse", 0)
    if "gardens" in owned:
        vp += owned["gardens"] * (sum(owned.values()) // 10)
    return vp


def _remove_in_hand_order(hand: list, chosen: list) -> list:
    """Take the multiset `chosen` out of `hand`; returns the removed cards in hand order."""
    want = {}
    for c in chosen:
        want[c] = want.get(c, 0) + 1
    moved, kept = [], []
    for c in hand:
        if want.get(c):
            want[c] -= 1
            moved.append(c)
        else:
            kept.append(c)
    hand[:] = kept
    return moved


class DominionState(CardEffects, State):
    GAME_ID = "dominion"
    # False on a quiet copy (`quiet()`): the hot events are not built (see REVEALED)
    _log = True

    def quiet(self) -> "DominionState":
        """Stop building the frequent events (draws, buys, plays, turns): a simulation or a
        search playout reads none of them, and building them was a third of a game's time.
        The state itself moves exactly as a logged one (the undo barrier included); `apply`
        then returns only what it still logs. Not saved: a copy or a load logs again."""
        self._log = False
        return self

    # ---- setup (§3.2) ---------------------------------------------------------------------
    def setup(self) -> list:
        """§3.2. Returns the opening events: the first player, the kingdom, the deals and the
        first turn (with a preset kingdom the first player is already in the Buy phase)."""
        n = self.num_players
        v = self.variants
        self.kingdom = []
        self.supply = {}
        self.totals = {}
        self.trash = []
        self.decks = [[] for _ in range(n)]
        self.hands = [[] for _ in range(n)]
        self.discards = [[] for _ in range(n)]
        self.play = [[] for _ in range(n)]
        self.aside = [[] for _ in range(n)]
        self.known = [[] for _ in range(n)]
        self.owned = [{} for _ in range(n)]
        self.turns = [0] * n
        self.gains_now = [[] for _ in range(n)]
        self.gains_prev = [[] for _ in range(n)]
        self.first = 0
        self.current = 0
        self.phase = "setup"
        self.actions = 0
        self.buys = 0
        self.coins = 0
        self.bought = False
        self.treasure_phase = False
        self.todo = []
        self.protected = []
        self.thief_trashed = []
        self.draft = []
        self.end_reason = None
        mode = v["kingdom"]
        if mode == "draft":
            self.first = self._choose_first()
            self.current = self.first
            self.phase = "draft"
            return [Event("first_player", {"seat": self.first})]
        if mode == "random":
            ids = list(KINGDOM)
            self.rng.shuffle(ids)
            kingdom = ids[:10]
        elif mode == "custom":
            kingdom = list(v["custom_kingdom"])
        else:
            kingdom = list(RECOMMENDED[mode])
        self.first = self._choose_first()
        out = [Event("first_player", {"seat": self.first})]
        self._build(kingdom, out)
        return out

    def after_load(self) -> None:
        # the piles affordable with $0..$8, in display order (the Supply's keys never change;
        # the lists are shared by every state of the same Supply and only ever read)
        piles = tuple(self.supply)
        buyable = _BUYABLE.get(piles)
        if buyable is None:
            buyable = _BUYABLE[piles] = [[c for c in piles if COST[c] <= k] for k in range(9)]
        self._buyable = buyable

    def _choose_first(self) -> int:
        n = self.num_players
        winners = self.variants.get("previous_winners", "none")
        if winners in (None, "none", ""):
            return self.rng.below(n)
        seats = sorted({int(w) - 1 for w in str(winners).split(",")})
        if any(not 0 <= s < n for s in seats):
            raise ValueError(f"previous winners {winners!r} name a seat beyond the {n} players")
        if len(seats) == 1:
            return (seats[0] + 1) % n
        losers = [s for s in range(n) if s not in seats] or list(range(n))
        return losers[self.rng.below(len(losers))]

    def _build(self, kingdom: list, out: list) -> None:
        n = self.num_players
        self.kingdom = display_order(kingdom)
        self.supply = supply_for(self.kingdom, n)
        totals = dict(self.supply)
        totals["copper"] += 7 * n
        totals["estate"] += 3 * n
        self.totals = totals
        self.after_load()
        out.append(Event("kingdom", {"cards": list(self.kingdom)}))
        for i in range(n):
            seat = (self.first + i) % n
            deck = list(STARTING_DECK)
            self.rng.shuffle(deck)
            self.decks[seat] = deck
            self.owned[seat] = {"copper": 7, "estate": 3}
            self.hands[seat] = deck[:HAND_SIZE]
            del deck[:HAND_SIZE]
            out.append(Event("draw", {"seat": seat, "count": HAND_SIZE,
                                       "cards": list(self.hands[seat]), "from": DECK_Z[seat],
                                       "to": HAND_Z[seat]},
                              visible_to=(seat,), secret=("cards",), reveal=True))
        self.current = self.first
        self._start_turn(out)
        self._run(out)

    # ---- the driver -------------------------------------------------------------------------
    def _run(self, out: list) -> None:
        """Carry the game forward until one decision is pending or the game is over."""
        todo = self.todo
        while not self.frames:
            if todo:
                step = todo.pop()
                _STEPS[step[0]](self, step, out)
                continue
            phase = self.phase
            if phase == "action":
                if self.actions > 0:
                    for c in self.hands[self.current]:
                        if c in ACTIONS:
                            return
                self._enter_buy(out)
            elif phase == "buy":
                if self.treasure_phase:
                    for c in self.hands[self.current]:
                        if c in TREASURES:
                            return
                    self.treasure_phase = False
                if self.buys > 0 and self._can_buy():
                    return
                self._cleanup(out)
            else:
                return

    def _can_buy(self) -> bool:
        supply = self.supply
        if supply["copper"] or supply["curse"]:
            return True
        coins = self.coins
        for card, left in supply.items():
            if left and COST[card] <= coins:
                return True
        return False

    # ---- the turn ---------------------------------------------------------------------------
    def _start_turn(self, out: list) -> None:
        s = self.current
        self.turns[s] += 1
        self.actions = 1
        self.buys = 1
        self.coins = 0
        self.bought = False
        self.treasure_phase = False
        self.phase = "action"
        self.gains_prev[s] = self.gains_now[s]
        self.gains_now[s] = []
        if self._log:
            out.append(Event("turn", {"seat": s, "turn": self.turns[s]}))

    def _enter_buy(self, out: list) -> None:
        """Start the Buy phase; with auto-play, all Treasures in hand are played at once (the
        "phase" event then lists them and the coins they made)."""
        self.phase = "buy"
        s = self.current
        played = []
        if self.variants.get("auto_treasures", True):
            hand = self.hands[s]
            played = [c for c in hand if c in TREASURES]
            if played:
                if len(played) == len(hand):
                    hand.clear()
                else:
                    hand[:] = [c for c in hand if c not in TREASURES]
                self.play[s] += played
                coins = self.coins
                for c in played:
                    coins += VALUE[c]
                self.coins = coins
        else:
            self.treasure_phase = True
        if self._log:
            out.append(Event("phase", {"seat": s, "phase": "buy", "treasures": played,
                                       "from": HAND_Z[s], "to": PLAY_Z[s],
                                       "coins": self.coins}))

    def _play_treasures(self, s: int, cards: list, out: list) -> None:
        self.play[s].extend(cards)
        self.coins += sum(VALUE[c] for c in cards)
        if self._log:
            out.append(Event("treasures", {"seat": s, "cards": cards, "from": HAND_Z[s],
                                           "to": PLAY_Z[s], "coins": self.coins}))

    def _cleanup(self, out: list) -> None:
        """Clean-up (§4.6): play area, then hand, to the discard pile; draw 5; end check.

        One "cleanup" event: the played cards are public, the hand only to its owner (the
        others see how many cards and the new top card)."""
        s = self.current
        played, hand, discard = self.play[s], self.hands[s], self.discards[s]
        discard += played
        discard += hand
        if self._log:
            out.append(Event("cleanup", {"seat": s, "played": played, "hand": hand,
                                         "hand_count": len(hand),
                                         "top": discard[-1] if discard else None,
                                         "from": [PLAY_Z[s], HAND_Z[s]],
                                         "to": DISCARD_Z[s]},
                             visible_to=(s,), secret=("hand",)))
        self.play[s] = []
        self.hands[s] = []
        self._draw(s, HAND_SIZE, out)
        self.actions = self.buys = self.coins = 0
        supply = self.supply
        reason = None
        if supply["province"] == 0:
            reason = "provinces"
        elif list(supply.values()).count(0) >= 3:
            reason = "three piles"
        elif self.turns[s] >= TURN_CAP and self.variants.get("turn_cap", True):
            reason = "turn cap"
        if reason is not None:
            self.phase = "over"
            self.end_reason = reason
            out.append(Event("game_over", {"reason": reason,
                                           "scores": [vp_of(o) for o in self.owned],
                                           "turns": list(self.turns)}))
            return
        self.current = (s + 1) % self.num_players
        self._start_turn(out)

    # ---- primitive operations (§4.3) ---------------------------------------------------------
    def _shuffle(self, s: int, out: list) -> None:
        cards = self.discards[s]
        cards.sort(key=_ORDER_KEY)
        self.rng.shuffle(cards)
        self.decks[s].extend(cards)
        if self._log:
            out.append(Event("shuffle", {"seat": s, "count": len(cards),
                                         "from": DISCARD_Z[s], "to": DECK_Z[s]}))
        cards.clear()

    def _draw(self, s: int, n: int, out: list) -> list:
        """Draw n cards one pile-run at a time, shuffling only when a draw needs it."""
        deck = self.decks[s]
        if n <= len(deck):            # the common case: one run, no shuffle
            return self._draw_run(s, n, out)
        drawn = []
        while n > 0:
            if not deck:
                if not self.discards[s]:
                    break
                self._shuffle(s, out)
            got = self._draw_run(s, n if n < len(deck) else len(deck), out)
            drawn += got
            n -= len(got)
        return drawn

    def _draw_run(self, s: int, k: int, out: list) -> list:
        """Move the top k cards of s's draw pile (k <= its size) to the hand, as one event."""
        deck = self.decks[s]
        got = deck[:k]
        del deck[:k]
        known = self.known[s]
        if known:
            del known[:k]
        self.hands[s] += got
        if self._log:
            out.append(Event("draw", {"seat": s, "count": k, "cards": got, "from": DECK_Z[s],
                                      "to": HAND_Z[s]},
                             visible_to=(s,), secret=("cards",), reveal=True))
        else:
            out.append(REVEALED)
        return got

    def _reveal_top(self, s: int, out: list) -> str | None:
        """Reveal the top card of s's draw pile into s's set-aside zone (shuffle if needed)."""
        deck = self.decks[s]
        if not deck:
            if not self.discards[s]:
                return None
            self._shuffle(s, out)
        card = deck.pop(0)
        if self.known[s]:
            self.known[s].pop(0)
        self.aside[s].append(card)
        out.append(Event("reveal", {"seat": s, "cards": [card], "from": DECK_Z[s],
                                    "to": ASIDE_Z[s]}, reveal=True))
        return card

    def _discard_aside(self, s: int, cards: list, out: list) -> None:
        """Move the given set-aside cards (in that order) to s's discard pile."""
        aside = self.aside[s]
        for c in cards:
            aside.remove(c)
        self.discards[s].extend(cards)
        out.append(Event("discard", {"seat": s, "count": len(cards), "cards": list(cards),
                                     "from": ASIDE_Z[s], "to": DISCARD_Z[s],
                                     "top": self.discards[s][-1]}))

    def _discard_from_hand(self, s: int, chosen: list, out: list) -> list:
        moved = _remove_in_hand_order(self.hands[s], chosen)
        if moved:
            self.discards[s].extend(moved)
            if self._log:
                out.append(Event("discard", {"seat": s, "count": len(moved), "cards": moved,
                                             "from": HAND_Z[s], "to": DISCARD_Z[s],
                                             "top": moved[-1]},
                                 visible_to=(s,), secret=("cards",)))
        return moved

    def _trash_from_hand(self, s: int, chosen: list, out: list) -> list:
        moved = _remove_in_hand_order(self.hands[s], chosen)
        if moved:
            self._to_trash(s, moved, HAND_Z[s], out)
        return moved

    def _to_trash(self, s: int, cards: list, source: str, out: list) -> None:
        self.trash.extend(cards)
        owned = self.owned[s]
        for c in cards:
            owned[c] -= 1
            if not owned[c]:
                del owned[c]
        if self._log:
            out.append(Event("trash", {"seat": s, "cards": list(cards), "from": source,
                                       "to": "trash"}))

    def _gain(self, s: int, card: str, dest: str, out: list, source: str = "supply") -> bool:
        """Gain `card` for seat s from the Supply (or the Trash) to discard / deck / hand."""
        if source == "supply":
            if not self.supply.get(card):
                return False
            self.supply[card] -= 1
            origin = f"supply:{card}"
        else:
            trash = self.trash
            del trash[len(trash) - 1 - trash[::-1].index(card)]
            origin = "trash"
        owned = self.owned[s]
        owned[card] = owned.get(card, 0) + 1
        if s == self.current:
            self.gains_now[s].append(card)
        if dest == "discard":
            self.discards[s].append(card)
        elif dest == "deck":
            self.decks[s].insert(0, card)
            self.known[s].insert(0, card)
        else:
            self.hands[s].append(card)
        if self._log:
            out.append(Event("gain", {"seat": s, "card": card, "from": origin,
                                      "to": f"{dest}:{s}"}))
        return True

    def _topdeck_from(self, s: int, card: str, zone: list, source: str, out: list) -> None:
        zone.remove(card)
        self.decks[s].insert(0, card)
        self.known[s].insert(0, card)
        out.append(Event("topdeck", {"seat": s, "card": card, "from": source,
                                     "to": DECK_Z[s]}, reveal=True))

    def _bonus(self, s: int, card: str, cards: int, actions: int, buys: int, coins: int,
               out: list) -> None:
        if cards:
            self._draw(s, cards, out)
        if actions or buys or coins:
            self.actions += actions
            self.buys += buys
            self.coins += coins
            if self._log:
                out.append(Event("bonus", {"seat": s, "card": card, "actions": actions,
                                           "buys": buys, "coins": coins,
                                           "now": {"actions": self.actions, "buys": self.buys,
                                                   "coins": self.coins}}))

    def _others(self, s: int) -> list:
        n = self.num_players
        return [(s + i) % n for i in range(1, n)]

    # ---- asking -------------------------------------------------------------------------------
    def _ask(self, seat: int, purpose: str, prompt: str, text: str, options: list,
             ctx: dict, out: list) -> None:
        """A choose frame; a single option is taken at once without asking (§4.13).

        Call it last in a step: the automatic path resolves before returning."""
        if len(options) == 1:
            o = options[0]
            getattr(self, "_fin_" + purpose)(
                {"seat": seat, "purpose": purpose, "chosen": o.id, "chosen_kind": o.kind,
                 "chosen_args": list(o.args), "ctx": ctx}, out)
            return
        frames.push_choose(self, seat=seat, purpose=purpose, options=options, prompt=prompt,
                           text=text, ctx=ctx)

    def _ask_gain(self, s: int, limit: int, dest: str, prompt: str, text: str, out: list,
                  treasure_only: bool = False) -> None:
        legal = [GAIN[c] for c, left in self.supply.items()
                 if left and COST[c] <= limit and (not treasure_only or c in TREASURES)]
        if legal:
            self._ask(s, "gain", prompt, text, legal, {"dest": dest, "limit": limit}, out)

    def _pick(self, seat: int, purpose: str, items: list, lo: int, hi: int, prompt: str,
              text: str, out: list, target: str = "hand:{item}", ctx: dict | None = None):
        hi = min(hi, len(items))
        lo = min(lo, hi)
        if lo == hi and (hi == 0 or hi == len(items) or len(set(items)) == 1):
            getattr(self, "_fin_" + purpose)(
                {"seat": seat, "purpose": purpose, "picked": list(items[:hi]),
                 "ctx": ctx or {}}, out)
            return
        frames.push_pick(self, seat=seat, purpose=purpose, items=items, lo=lo, hi=hi,
                         prompt=prompt, text=text, pick_target=target, unpick_target=target,
                         labels={c: T("{card}", card=c) for c in set(items)},
                         done_label=T("Confirm"),
                         ctx=ctx)

    # ---- base decisions ------------------------------------------------------------------
    def base_decision(self) -> Decision | None:
        phase = self.phase
        s = self.current
        if phase == "action":
            options = []
            seen = set()
            for c in self.hands[s]:
                if c in ACTIONS and c not in seen:
                    seen.add(c)
                    options.append(PLAY[c])
            options.append(END_ACTIONS)
            return Decision(s, "dominion.action", _ACTION_TEXT, options,
                            {"actions": self.actions, "buys": self.buys, "coins": self.coins})
        if phase == "buy":
            if self.treasure_phase:
                options = []
                seen = set()
                for c in self.hands[s]:
                    if c in TREASURES and c not in seen:
                        seen.add(c)
                        options.append(PLAY[c])
                options.append(PLAY_ALL)
                options.append(DONE_TREASURES)
                return Decision(s, "dominion.treasure", T("Play Treasures, then buy"), options,
                                {"coins": self.coins, "buys": self.buys})
            coins = self.coins
            supply = self.supply
            options = [BUY[c] for c in self._buyable[coins if coins < 8 else 8] if supply[c]]
            options.append(END_TURN)
            return Decision(s, "dominion.buy", _buy_text(coins, self.buys),
                            options, {"coins": coins, "buys": self.buys})
        if phase == "draft":
            seat = (self.first + len(self.draft)) % self.num_players
            options = [DRAFT[c] for c in KINGDOM if c not in self.draft]
            return Decision(seat, "dominion.draft",
                            T("Pick a kingdom card ({n} of 10 chosen)", n=len(self.draft)),
                            options,
                            {"picked": list(self.draft)})
        return None

    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        kind = option.kind
        s = decision.seat
        if kind == "buy":
            card = option.args[0]
            cost = COST[card]
            self.coins -= cost
            self.buys -= 1
            self.bought = True
            self.supply[card] -= 1
            owned = self.owned[s]
            owned[card] = owned.get(card, 0) + 1
            self.discards[s].append(card)
            self.gains_now[s].append(card)
            if self._log:
                out.append(Event("buy", {"seat": s, "card": card, "cost": cost,
                                         "coins": self.coins, "buys": self.buys,
                                         "from": f"supply:{card}", "to": DISCARD_Z[s]}))
        elif kind == "end_turn":
            self.buys = 0
        elif kind == "play":
            card = option.args[0]
            if decision.prompt == "dominion.treasure":
                self.hands[s].remove(card)
                self._play_treasures(s, [card], out)
            else:
                self.actions -= 1
                self._play_from_hand(s, card, out)
        elif kind == "end_actions":
            self._enter_buy(out)
        elif kind == "play_all":
            hand = self.hands[s]
            played = [c for c in hand if c in TREASURES]
            hand[:] = [c for c in hand if c not in TREASURES]
            self._play_treasures(s, played, out)
            self.treasure_phase = False
        elif kind == "done":
            self.treasure_phase = False
        elif kind == "draft":
            card = option.args[0]
            self.draft.append(card)
            out.append(Event("draft_pick", {"seat": s, "card": card}))
            if len(self.draft) == 10:
                self._build(list(self.draft), out)
                return
        self._run(out)

    # ---- playing cards ----------------------------------------------------------------------
    def _play_from_hand(self, s: int, card: str, out: list, via: str | None = None) -> None:
        self.hands[s].remove(card)
        play = self.play[s]
        play.append(card)
        if self._log:
            data = {"seat": s, "card": card, "from": HAND_Z[s], "to": PLAY_Z[s]}
            if via:
                data["via"] = via
            out.append(Event("play", data))
        self._resolve(s, card, len(play) - 1, out)

    def _resolve(self, s: int, card: str, pos: int, out: list) -> None:
        """One play of `card` (already in the play area at index pos)."""
        if card in ATTACKS:
            self.protected = []
            self.todo.append(["attack", card, pos])
            self.todo.append(["window", 1])
            return
        plus = PLUS.get(card)
        if plus is not None:
            self._bonus(s, card, plus[0], plus[1], plus[2], plus[3], out)
        effect = _EFFECTS.get(card)
        if effect is not None:
            effect(self, s, pos, out)

    def _step_play(self, step: list, out: list) -> None:
        _, card, pos, nth = step
        s = self.current
        if nth > 1:
            out.append(Event("replay", {"seat": s, "card": card, "via": "throne_room"}))
        self._resolve(s, card, pos, out)

    def _step_window(self, step: list, out: list) -> None:
        """Reaction window (§4.7): each other player in turn order holding a Moat may reveal."""
        i = step[1]
        n = self.num_players
        s = self.current
        while i < n:
            victim = (s + i) % n
            i += 1
            if "moat" in self.hands[victim]:
                self.todo.append(["window", i])
                frames.push_choose(
                    self, seat=victim, purpose="moat", prompt="dominion.moat",
                    text=T("{seat} played {card}: reveal Moat to be unaffected?", seat=s,
                           card=self._last_attack() or "militia"),
                    options=[Option("reveal", (), "hand:moat", T("Reveal Moat")),
                             Option("decline", (), None, T("Don't reveal"))],
                    ctx={"attacker": s, "attack": self._last_attack()})
                return

    def _last_attack(self) -> str | None:
        for step in reversed(self.todo):
            if step[0] == "attack":
                return step[1]
        return None

    def _fin_moat(self, f: dict, out: list) -> None:
        if f["chosen"] == "reveal":
            seat = f["seat"]
            self.protected.append(seat)
            out.append(Event("moat", {"seat": seat, "card": "moat", "from": HAND_Z[seat],
                                      "attacker": f["ctx"]["attacker"]}, reveal=True))

    def _step_attack(self, step: list, out: list) -> None:
        _, card, pos = step
        s = self.current
        plus = PLUS.get(card)
        if plus is not None:
            self._bonus(s, card, plus[0], plus[1], plus[2], plus[3], out)
        _EFFECTS[card](self, s, pos, out)

    # ---- what a seat sees (§4.12) ------------------------------------------------------------
    def view_data(self, seat: int) -> dict:
        discard = self.discards[seat]
        discard_counts = dict.fromkeys(sorted(set(discard), key=_ORDER_KEY), 0)
        for c in discard:
            discard_counts[c] += 1
        supply = self.supply
        view = {
            "phase": self.phase,
            "current": self.current,
            "first": self.first,
            "actions": self.actions,
            "buys": self.buys,
            "coins": self.coins,
            "kingdom": list(self.kingdom),
            "supply": dict(supply),
            "empty_piles": list(supply.values()).count(0),
            "trash": list(self.trash),
            "hand": list(self.hands[seat]),
            "hand_sizes": list(map(len, self.hands)),
            "deck_sizes": list(map(len, self.decks)),
            "discard_sizes": list(map(len, self.discards)),
            "discard_tops": [d[-1] if d else None for d in self.discards],
            "in_play": list(map(list, self.play)),
            "set_aside": list(map(list, self.aside)),
            "known_tops": list(map(list, self.known)),
            "turns": list(self.turns),
            "owned": list(map(dict, self.owned)),
            "vp": (list(map(vp_of, self.owned))
                   if self.variants.get("vp_counter", True) else None),
            "my_discard": discard_counts,
            "my_gains": {"this_turn": list(self.gains_now[seat]),
                         "last_turn": list(self.gains_prev[seat])},
            "end_reason": self.end_reason,
        }
        # the public machinery, for the search's determinization: what is still to resolve,
        # and the open frames when they are all this seat's own (else another seat chooses)
        own = all(f.get("seat") == seat for f in self.frames)
        view["machine"] = {
            "todo": [list(t) for t in self.todo], "protected": list(self.protected),
            "thief_trashed": list(self.thief_trashed), "draft": list(self.draft),
            "bought": self.bought, "treasure_phase": self.treasure_phase,
            "gains_now": [list(g) for g in self.gains_now],
            "gains_prev": [list(g) for g in self.gains_prev], "totals": dict(self.totals),
            "frames": copy_data(self.frames) if own else None}
        if self.phase == "draft":
            view["draft"] = {"picked": list(self.draft),
                             "available": [c for c in KINGDOM if c not in self.draft]}
        return view

    def progress(self) -> str:
        if self.phase == "over":
            return T("Game over: {why}", why=END_REASONS.get(self.end_reason, T("the end")))
        if self.phase == "draft":
            return T("Kingdom draft: {n} of 10 picked", n=len(self.draft))
        key = (self.turns[self.current], self.current)    # built once: every view asks for it
        return cached_text(_PROGRESS, key, lambda: T("{seat}: turn {n}", n=key[0], seat=key[1]))

    # ---- scoring (§5) -------------------------------------------------------------------------
    def scores(self) -> list:
        return [vp_of(o) for o in self.owned]

    def compute_result(self) -> Result:
        scores = self.scores()
        n = self.num_players
        ranking = rank_by([(scores[s], -self.turns[s]) for s in range(n)])
        by_vp = rank_by([(scores[s],) for s in range(n)])
        tiebreak = None
        if len(by_vp[0]) > 1:
            if len(ranking[0]) < len(by_vp[0]):
                tiebreak = T("Tied on VP: fewer turns wins")
            else:
                tiebreak = T("Shared: equal VP and equal turns")
        gardens = "gardens" in self.supply
        breakdown = []
        for s in range(n):
            o = self.owned[s]
            row = {"estates": o.get("estate", 0), "duchies": 3 * o.get("duchy", 0),
                   "provinces": 6 * o.get("province", 0)}
            if gardens:          # a column only where it can score
                row["gardens"] = o.get("gardens", 0) * (sum(o.values()) // 10)
            row["curses"] = -o.get("curse", 0)
            breakdown.append(row)
        details = [{"turns": self.turns[s], "cards": sum(self.owned[s].values())}
                   for s in range(n)]
        explain = [_explain_vp(self.owned[s], gardens) for s in range(n)]
        return Result(scores, ranking, breakdown, tiebreak, details, RESULT_LABELS,
                      END_REASONS.get(self.end_reason), explain)


def _explain_vp(owned: dict, gardens: bool) -> dict:
    """The arithmetic of each VP column of one player (the results screen shows it on hover)."""
    g = owned.get
    out = {"estates": TN("{n} Estate × 1 VP", "{n} Estates × 1 VP", g("estate", 0)),
           "duchies": TN("{n} Duchy × 3 VP", "{n} Duchies × 3 VP", g("duchy", 0)),
           "provinces": TN("{n} Province × 6 VP", "{n} Provinces × 6 VP", g("province", 0))}
    if gardens:
        cards = sum(owned.values())
        out["gardens"] = TN("{n} Gardens × {each} VP ({cards} cards ÷ 10)",
                            "{n} Gardens × {each} VP ({cards} cards ÷ 10)",
                            g("gardens", 0), each=cards // 10, cards=cards)
    out["curses"] = TN("{n} Curse × −1 VP", "{n} Curses × −1 VP", g("curse", 0))
    return out


_EFFECTS = {
    "cellar": DominionState._cellar, "chapel": DominionState._chapel,
    "chancellor": DominionState._chancellor, "workshop": DominionState._workshop,
    "feast": DominionState._feast, "moneylender": DominionState._moneylender,
    "remodel": DominionState._remodel, "mine": DominionState._mine,
    "throne_room": DominionState._throne_room, "council_room": DominionState._council_room,
    "library": DominionState._library, "adventurer": DominionState._adventurer,
    "witch": DominionState._witch, "militia": DominionState._militia,
    "bureaucrat": DominionState._bureaucrat, "spy": DominionState._spy,
    "thief": DominionState._thief,
}

_STEPS = {
    "play": DominionState._step_play, "window": DominionState._step_window,
    "attack": DominionState._step_attack, "library": DominionState._step_library,
    "militia": DominionState._step_militia, "bureaucrat": DominionState._step_bureaucrat,
    "spy": DominionState._step_spy, "thief": DominionState._step_thief,
    "thief_gain": DominionState._step_thief_gain,
}


def _make_finisher(purpose: str):
    inner = getattr(DominionState, "_fin_" + purpose)

    def finisher(self, frame: dict, out: list) -> None:
        inner(self, frame, out)
        self._run(out)

    finisher.__name__ = "finish_" + purpose
    return finisher


for _purpose in PURPOSES:
    setattr(DominionState, "finish_" + _purpose, _make_finisher(_purpose))
