"""Dominion's card effects (spec §4.9): what each Action card does once its +Cards, +Actions,
+Buys and +Coins are given (`DominionState._resolve`), and the finishers of the choices it
asks for. A mixin of `DominionState` (state.py), whose primitive operations (draw, gain,
trash, pick, ...) it uses.
"""
from __future__ import annotations

from rules.core import Event, Option, T, TN, frames

from .cards import ACTIONS, COST, TREASURES, VICTORIES
from .options import (ASIDE_Z, DECK_Z, DISCARD_Z, HAND_Z, PLAY, PLAY_Z, TOPDECK, TRASH,
                      distinct)


class CardEffects:
    """The Action cards' effects and their finishers (module docstring)."""

    def _cellar(self, s: int, pos: int, out: list) -> None:
        hand = self.hands[s]
        if hand:
            self._pick(s, "cellar", list(hand), 0, len(hand), "dominion.cellar",
                       T("Discard any number of cards, then draw that many ({n} chosen)"), out)

    def _fin_cellar(self, f: dict, out: list) -> None:
        s = f["seat"]
        moved = self._discard_from_hand(s, f["picked"], out)
        if moved:
            self._draw(s, len(moved), out)

    def _chapel(self, s: int, pos: int, out: list) -> None:
        hand = self.hands[s]
        if hand:
            self._pick(s, "chapel", list(hand), 0, 4, "dominion.chapel",
                       T("Trash up to 4 cards from your hand ({n} chosen)"), out)

    def _fin_chapel(self, f: dict, out: list) -> None:
        self._trash_from_hand(f["seat"], f["picked"], out)

    def _chancellor(self, s: int, pos: int, out: list) -> None:
        if self.decks[s]:
            self._ask(s, "chancellor", "dominion.chancellor",
                      T("Put your whole draw pile into your discard pile?"),
                      [Option("yes", (), "draw_pile", T("Yes: draw pile to discard")),
                       Option("no", (), None, T("No"))], {}, out)

    def _fin_chancellor(self, f: dict, out: list) -> None:
        if f["chosen"] == "yes":
            s = f["seat"]
            deck = self.decks[s]
            count = len(deck)
            self.discards[s].extend(deck)
            deck.clear()
            self.known[s].clear()
            out.append(Event("deck_to_discard", {"seat": s, "count": count,
                                                 "from": DECK_Z[s], "to": DISCARD_Z[s],
                                                 "top": self.discards[s][-1]}, reveal=True))

    def _workshop(self, s: int, pos: int, out: list) -> None:
        self._ask_gain(s, 4, "discard", "dominion.workshop",
                       T("Gain a card costing up to ${cost}", cost=4),
                       out)

    def _feast(self, s: int, pos: int, out: list) -> None:
        play = self.play[s]
        if pos < len(play) and play[pos] == "feast":
            del play[pos]
            self._to_trash(s, ["feast"], PLAY_Z[s], out)
        self._ask_gain(s, 5, "discard", "dominion.feast",
                       T("Gain a card costing up to ${cost}", cost=5), out)

    def _fin_gain(self, f: dict, out: list) -> None:
        self._gain(f["seat"], f["chosen_args"][0], f["ctx"]["dest"], out)

    def _moneylender(self, s: int, pos: int, out: list) -> None:
        if "copper" not in self.hands[s]:
            return
        if self.variants.get("second_edition"):
            self._ask(s, "moneylender", "dominion.moneylender", T("Trash a Copper for +$3?"),
                      [Option("yes", (), "hand:copper", T("Trash a Copper (+$3)")),
                       Option("no", (), None, T("No"))], {}, out)
        else:
            self._fin_moneylender({"seat": s, "chosen": "yes"}, out)

    def _fin_moneylender(self, f: dict, out: list) -> None:
        if f["chosen"] == "yes":
            s = f["seat"]
            self._trash_from_hand(s, ["copper"], out)
            self._bonus(s, "moneylender", 0, 0, 0, 3, out)

    def _remodel(self, s: int, pos: int, out: list) -> None:
        hand = self.hands[s]
        if hand:
            self._ask(s, "remodel", "dominion.remodel",
                      T("Choose a card to trash (Remodel)"),
                      [TRASH[c] for c in distinct(hand)], {}, out)

    def _fin_remodel(self, f: dict, out: list) -> None:
        s = f["seat"]
        card = f["chosen_args"][0]
        self._trash_from_hand(s, [card], out)
        limit = COST[card] + 2
        self._ask_gain(s, limit, "discard", "dominion.remodel.gain",
                       T("Gain a card costing up to ${cost}", cost=limit), out)

    def _mine(self, s: int, pos: int, out: list) -> None:
        options = [TRASH[c] for c in distinct(self.hands[s], TREASURES)]
        if not options:
            return
        if self.variants.get("second_edition"):
            options.append(Option("decline", (), None, T("Trash nothing")))
        self._ask(s, "mine", "dominion.mine", T("Choose a Treasure to trash (Mine)"), options, {},
                  out)

    def _fin_mine(self, f: dict, out: list) -> None:
        if f["chosen_kind"] != "trash":
            return
        s = f["seat"]
        card = f["chosen_args"][0]
        self._trash_from_hand(s, [card], out)
        limit = COST[card] + 3
        self._ask_gain(s, limit, "hand", "dominion.mine.gain",
                       T("Gain a Treasure costing up to ${cost} into your hand", cost=limit), out,
                       treasure_only=True)

    def _throne_room(self, s: int, pos: int, out: list) -> None:
        options = [PLAY[c] for c in distinct(self.hands[s], ACTIONS)]
        if not options:
            return
        if self.variants.get("second_edition"):
            options.append(Option("decline", (), None, T("Choose nothing")))
        self._ask(s, "throne", "dominion.throne_room",
                  T("Choose an Action card to play twice"), options, {}, out)

    def _fin_throne(self, f: dict, out: list) -> None:
        if f["chosen_kind"] != "play":
            return
        s = f["seat"]
        card = f["chosen_args"][0]
        self.hands[s].remove(card)
        play = self.play[s]
        play.append(card)
        pos = len(play) - 1
        out.append(Event("play", {"seat": s, "card": card, "from": HAND_Z[s],
                                  "to": PLAY_Z[s], "via": "throne_room"}))
        self.todo.append(["play", card, pos, 2])
        self.todo.append(["play", card, pos, 1])

    def _council_room(self, s: int, pos: int, out: list) -> None:
        for other in self._others(s):
            self._draw(other, 1, out)

    def _library(self, s: int, pos: int, out: list) -> None:
        self._step_library(["library"], out)

    def _step_library(self, step: list, out: list) -> None:
        s = self.current
        hand = self.hands[s]
        while len(hand) < 7:
            got = self._draw(s, 1, out)
            if not got:
                break
            card = got[0]
            if card in ACTIONS:
                self.todo.append(["library"])
                frames.push_choose(
                    self, seat=s, purpose="library", prompt="dominion.library",
                    text=T("Keep the Action card you drew, or set it aside?"),
                    options=[Option("keep", (card,), f"hand:{card}", T("Keep {card}", card=card)),
                             Option("set_aside", (card,), f"hand:{card}",
                                    T("Set {card} aside", card=card))],
                    ctx={"card": card})
                return
        if self.aside[s]:
            self._discard_aside(s, list(self.aside[s]), out)

    def _fin_library(self, f: dict, out: list) -> None:
        if f["chosen_kind"] == "set_aside":
            s = f["seat"]
            card = f["chosen_args"][0]
            hand = self.hands[s]
            # the card just drawn is the last one in hand
            idx = len(hand) - 1 - hand[::-1].index(card)
            del hand[idx]
            self.aside[s].append(card)
            out.append(Event("set_aside", {"seat": s, "card": card, "from": HAND_Z[s],
                                           "to": ASIDE_Z[s]}, reveal=True))

    def _adventurer(self, s: int, pos: int, out: list) -> None:
        found = 0
        revealed = []
        while found < 2:
            card = self._reveal_top(s, out)
            if card is None:
                break
            revealed.append(card)
            if card in TREASURES:
                found += 1
        if not revealed:
            return
        treasures = [c for c in revealed if c in TREASURES]
        others = [c for c in revealed if c not in TREASURES]
        aside = self.aside[s]
        if treasures:
            for c in treasures:
                aside.remove(c)
            self.hands[s].extend(treasures)
            out.append(Event("take", {"seat": s, "cards": treasures, "from": ASIDE_Z[s],
                                      "to": HAND_Z[s]}))
        if others:
            self._discard_aside(s, others, out)

    # -- attacks (after the reaction window; `protected` holds the Moat revealers) --
    def _witch(self, s: int, pos: int, out: list) -> None:
        for other in self._others(s):
            if other not in self.protected:
                self._gain(other, "curse", "discard", out)

    def _militia(self, s: int, pos: int, out: list) -> None:
        for other in reversed(self._others(s)):
            self.todo.append(["militia", other])

    def _step_militia(self, step: list, out: list) -> None:
        victim = step[1]
        if victim in self.protected:
            return
        hand = self.hands[victim]
        if len(hand) > 3:
            k = len(hand) - 3
            self._pick(victim, "militia", list(hand), k, k, "dominion.militia",
                       T("{seat} played Militia: discard {k} down to 3 ({n} chosen)",
                         seat=self.current, k=TN("{n} card", "{n} cards", k)),
                       out, ctx={"attacker": self.current})

    def _fin_militia(self, f: dict, out: list) -> None:
        self._discard_from_hand(f["seat"], f["picked"], out)

    def _bureaucrat(self, s: int, pos: int, out: list) -> None:
        self._gain(s, "silver", "deck", out)
        for other in reversed(self._others(s)):
            self.todo.append(["bureaucrat", other])

    def _step_bureaucrat(self, step: list, out: list) -> None:
        victim = step[1]
        if victim in self.protected:
            return
        hand = self.hands[victim]
        options = [TOPDECK[c] for c in distinct(hand, VICTORIES)]
        if not options:
            out.append(Event("reveal_hand", {"seat": victim, "cards": list(hand),
                                             "from": HAND_Z[victim]}, reveal=True))
            return
        self._ask(victim, "bureaucrat", "dominion.bureaucrat",
                  T("{seat} played Bureaucrat: put a Victory card from your hand onto your "
                    "deck", seat=self.current), options,
                  {"attacker": self.current}, out)

    def _fin_bureaucrat(self, f: dict, out: list) -> None:
        s = f["seat"]
        self._topdeck_from(s, f["chosen_args"][0], self.hands[s], HAND_Z[s], out)

    def _spy(self, s: int, pos: int, out: list) -> None:
        for other in reversed(self._others(s)):
            self.todo.append(["spy", other])
        self.todo.append(["spy", s])

    def _step_spy(self, step: list, out: list) -> None:
        victim = step[1]
        s = self.current
        if victim != s and victim in self.protected:
            return
        card = self._reveal_top(victim, out)
        if card is None:
            return
        target = f"set_aside:{victim}:{card}"
        frames.push_choose(
            self, seat=s, purpose="spy", prompt="dominion.spy",
            text=(T("Spy: discard your revealed {card} or put it back?", card=card)
                  if victim == s else
                  T("Spy: discard the {card} {seat} revealed or put it back?", card=card,
                    seat=victim)),
            options=[Option("discard", (), target, T("Discard it")),
                     Option("keep", (), target, T("Put it back"))],
            ctx={"victim": victim, "card": card})

    def _fin_spy(self, f: dict, out: list) -> None:
        victim = f["ctx"]["victim"]
        card = f["ctx"]["card"]
        if f["chosen"] == "discard":
            self._discard_aside(victim, [card], out)
        else:
            self._topdeck_from(victim, card, self.aside[victim], ASIDE_Z[victim], out)

    def _thief(self, s: int, pos: int, out: list) -> None:
        self.thief_trashed = []
        self.todo.append(["thief_gain"])
        for other in reversed(self._others(s)):
            self.todo.append(["thief", other])

    def _step_thief(self, step: list, out: list) -> None:
        victim = step[1]
        if victim in self.protected:
            return
        s = self.current
        revealed = []
        for _ in range(2):
            card = self._reveal_top(victim, out)
            if card is None:
                break
            revealed.append(card)
        kinds = distinct(revealed, TREASURES)
        if not kinds:
            if revealed:
                self._discard_aside(victim, revealed, out)
            return
        self._ask(s, "thief_trash", "dominion.thief.trash",
                  T("Thief: choose a Treasure of {seat} to trash", seat=victim),
                  [Option("trash", (c,), f"set_aside:{victim}:{c}", T("Trash {card}", card=c))
                   for c in kinds], {"victim": victim, "revealed": revealed}, out)

    def _fin_thief_trash(self, f: dict, out: list) -> None:
        victim = f["ctx"]["victim"]
        card = f["chosen_args"][0]
        aside = self.aside[victim]
        aside.remove(card)
        self._to_trash(victim, [card], ASIDE_Z[victim], out)
        self.thief_trashed.append(card)
        rest = list(aside)
        if rest:
            self._discard_aside(victim, rest, out)

    def _step_thief_gain(self, step: list, out: list) -> None:
        stolen = self.thief_trashed
        if stolen:
            self._pick(self.current, "thief_gain", list(stolen), 0, len(stolen),
                       "dominion.thief.gain",
                       T("Thief: choose any of the trashed Treasures to gain ({n} chosen)"), out,
                       target="trash:{item}")

    def _fin_thief_gain(self, f: dict, out: list) -> None:
        s = f["seat"]
        for card in f["picked"]:
            self._gain(s, card, "discard", out, source="trash")
        self.thief_trashed = []
