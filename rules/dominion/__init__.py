"""Dominion, base set, first edition (2-4 players): all 7 basic and 25 kingdom cards.

Spec: shared/rules/dominion.md. The board-scene contract is in README.md beside this file.
"""
from __future__ import annotations

from itertools import combinations

from rules.core import N_, T, TN, Event, GameDef, ManyOf, RandomBot, join, listing

from .bots import BOTS
from .cards import (ACTIONS, BASIC, CARDS, COST, KINGDOM, NAME, RECOMMENDED, TEXT, TREASURES,
                    TURN_CAP, TYPES, VICTORIES)
from . import playout, strong
from .determinize import determinize
from .state import END_REASONS, DominionState, draw_pile_composition, vp_of

KINGDOM_MODES = ("first_game", "big_money", "interaction", "size_distortion", "village_square",
                 "random", "draft", "custom")
# "none" = first player at random; otherwise the 1-based seats that won the previous game of a
# series (rematch rule, §6.2), e.g. "2" or "1,3"
PREVIOUS_WINNERS = ("none",) + tuple(",".join(map(str, c)) for k in range(1, 5)
                                     for c in combinations(range(1, 5), k))

VARIANTS = {
    "kingdom": (KINGDOM_MODES, "first_game"),
    "custom_kingdom": (ManyOf(KINGDOM, 10), list(RECOMMENDED["first_game"])),
    "previous_winners": (PREVIOUS_WINNERS, "none"),
    "auto_treasures": ((True, False), True),
    "vp_counter": ((True, False), True),
    "turn_cap": ((True, False), True),
    "second_edition": ((False, True), False),
}


# per player count, built once: every new game checks its variants against them
_WINNERS_AT = {n: tuple(v for v in PREVIOUS_WINNERS
                        if v == "none" or all(int(w) <= n for w in v.split(",")))
               for n in range(1, 5)}


def _previous_winners(num_players, humans) -> tuple:
    """Only seats that exist at this table can have won the previous game."""
    if num_players is None:
        return PREVIOUS_WINNERS
    return _WINNERS_AT.get(num_players) or tuple(
        v for v in PREVIOUS_WINNERS
        if v == "none" or all(int(w) <= num_players for w in v.split(",")))


def _card_line(card: str) -> str:
    """What the kingdom picker says of a card: cost, types and text."""
    return f"${COST[card]} · {' – '.join(TYPES[card])}: {TEXT[card]}"


def _secret_zones(state) -> list:
    zones = []
    for seat in range(state.num_players):
        zones.append((seat, ("hands", seat)))
        # the owner may see the composition of their own draw pile (never its order: tested
        # separately); nobody else sees anything of it but its size
        zones.append((seat, ("decks", seat)))
    return zones


def _invariants(state) -> list:
    problems = []
    n = state.num_players
    if not state.supply:                     # kingdom draft still running
        return problems
    counts = {}

    def add(cards):
        for c in cards:
            counts[c] = counts.get(c, 0) + 1

    for c, left in state.supply.items():
        if left < 0:
            problems.append(f"Supply pile {c} is negative ({left})")
        counts[c] = counts.get(c, 0) + left
    add(state.trash)
    for s in range(n):
        mine = {}
        for zone in (state.decks[s], state.hands[s], state.discards[s], state.play[s],
                     state.aside[s]):
            add(zone)
            for c in zone:
                mine[c] = mine.get(c, 0) + 1
        if mine != state.owned[s]:
            problems.append(f"P{s + 1} owns {mine} but the counter says {state.owned[s]}")
        known = state.known[s]
        if state.decks[s][:len(known)] != known:
            problems.append(f"P{s + 1}'s known deck top {known} is not the top of the deck")
        if any(c not in CARDS for c in state.decks[s] + state.hands[s]):
            problems.append(f"P{s + 1} holds an unknown card")
    if counts != state.totals:
        diff = {c: counts.get(c, 0) - state.totals.get(c, 0)
                for c in set(counts) | set(state.totals)
                if counts.get(c, 0) != state.totals.get(c, 0)}
        problems.append(f"cards not conserved: {diff}")
    if len(state.supply) != 17:
        problems.append(f"{len(state.supply)} Supply piles, not 17")
    if state.phase != "over":
        if min(state.actions, state.buys, state.coins) < 0:
            problems.append(f"negative counters: actions {state.actions}, buys {state.buys}, "
                            f"coins {state.coins}")
        if not state.frames and not state.todo and any(state.aside):
            problems.append("set-aside cards left over between decisions")
    for s in range(n):
        if not 0 <= state.turns[s] <= TURN_CAP:
            problems.append(f"P{s + 1} has taken {state.turns[s]} turns")
    first_turns = state.turns[state.first]
    if state.phase != "draft" and any(not first_turns - 1 <= t <= first_turns
                                      for t in state.turns):
        problems.append(f"turn counts out of step: {state.turns}")
    if state.phase == "over" and state.pending() is not None:
        problems.append("the game is over but a decision is pending")
    return problems


ZONES = {"hand": T("{seat}'s hand"), "deck": T("{seat}'s deck"),
         "discard": T("{seat}'s discard pile"), "play": T("{seat}'s play area"),
         "set_aside": T("{seat}'s set-aside cards")}


def _zone(zone: str) -> str:
    """A zone id ("hand:2", "supply:smithy") as a rule text."""
    kind, _, rest = zone.partition(":")
    if kind == "supply":
        return T("the Supply")
    if kind == "trash":
        return T("the Trash")
    if kind in ZONES and rest.isdigit():
        return ZONES[kind].replace("{seat}", "{seat:" + rest + "}")
    return T("{zone}", zone=kind)


def _some(cards, count=None) -> str:
    """Cards by name, or "N cards" when only their number is known to this seat."""
    if cards:
        return T("{cards}", cards=cards)
    return TN("{n} card", "{n} cards", count or 0)


def _describe(event: Event, names: list) -> str | None:
    d = event.data
    k = event.kind
    who = d.get("seat")
    card = d.get("card")
    if k == "turn":
        return T("{seat} begins turn {n}", seat=who, n=d["turn"])
    if k == "phase":
        played = d.get("treasures")
        if played:
            return T("{seat}: Buy phase, plays {cards} (${coins})", seat=who, cards=played,
                     coins=d["coins"])
        return T("{seat}: {phase} phase", seat=who, phase=d["phase"])
    if k == "cleanup":
        hand = d.get("hand")
        played = d["played"]
        kept = _some(hand, d.get("hand_count")) if hand is None or hand else None
        if played and kept:
            return T("{seat} cleans up: discards {played} from play and {hand} from hand",
                     seat=who, played=T("{cards}", cards=played), hand=kept)
        if played:
            return T("{seat} cleans up: discards {played} from play", seat=who,
                     played=T("{cards}", cards=played))
        if kept:
            return T("{seat} cleans up: discards {hand} from hand", seat=who, hand=kept)
        return T("{seat} cleans up", seat=who)
    if k == "play":
        if d.get("via"):
            return T("{seat} plays {card} (Throne Room)", seat=who, card=card)
        return T("{seat} plays {card}", seat=who, card=card)
    if k == "replay":
        return T("{seat} plays {card} again (Throne Room)", seat=who, card=card)
    if k == "treasures":
        return T("{seat} plays {cards} (${coins})", seat=who, cards=d["cards"], coins=d["coins"])
    if k == "buy":
        return T("{seat} buys {card} for ${coins}", seat=who, card=card, coins=d["cost"])
    if k == "gain":
        return T("{seat} gains {card} from {src} to {dest}", seat=who, card=card,
                 src=_zone(d["from"]), dest=_zone(d["to"]))
    if k == "draw":
        return T("{seat} draws {what}", seat=who, what=_some(d.get("cards"), d.get("count")))
    if k == "shuffle":
        return TN("{seat} shuffles {n} card into a new deck",
                  "{seat} shuffles {n} cards into a new deck", d["count"], seat=who)
    if k == "discard":
        return T("{seat} discards {what} from {src}", seat=who,
                 what=_some(d.get("cards"), d.get("count")), src=_zone(d["from"]))
    if k == "trash":
        return T("{seat} trashes {cards}", seat=who, cards=d["cards"])
    if k == "reveal":
        return T("{seat} reveals {cards}", seat=who, cards=d["cards"])
    if k == "reveal_hand":
        if d["cards"]:
            return T("{seat} reveals a hand with no Victory card: {cards}", seat=who,
                     cards=d["cards"])
        return T("{seat} reveals an empty hand", seat=who)
    if k == "topdeck":
        return T("{seat} puts {card} on top of their deck", seat=who, card=card)
    if k == "set_aside":
        return T("{seat} sets aside {card}", seat=who, card=card)
    if k == "take":
        return T("{seat} puts {cards} into their hand", seat=who, cards=d["cards"])
    if k == "moat":
        return T("{seat} reveals Moat and is unaffected", seat=who)
    if k == "bonus":
        parts = []
        if d["actions"]:
            parts.append(TN("+{n} Action", "+{n} Actions", d["actions"]))
        if d["buys"]:
            parts.append(TN("+{n} Buy", "+{n} Buys", d["buys"]))
        if d["coins"]:
            parts.append(T("+${coins}", coins=d["coins"]))
        return T("{seat} gets {bonus} from {card}", seat=who, card=card,
                 bonus=listing(*parts))
    if k == "deck_to_discard":
        return TN("{seat} puts their deck ({n} card) into the discard pile",
                  "{seat} puts their deck ({n} cards) into the discard pile", d["count"],
                  seat=who)
    if k == "first_player":
        return T("{seat} is the first player", seat=who)
    if k == "draft_pick":
        return T("{seat} picks {card} for the kingdom", seat=who, card=card)
    if k == "kingdom":
        return T("Kingdom: {cards}", cards=d["cards"])
    if k == "game_over":
        scores = join(*(T("{seat}: {n} VP", seat=s, n=v) for s, v in enumerate(d["scores"])))
        return join(T("Game over: {why}.", why=END_REASONS.get(d["reason"], T("the end"))),
                    scores)
    return None


def _round(state) -> int:
    """The round: the most turns any player has begun."""
    return max(state.turns)


def _progress(state) -> tuple:
    """The round and each player's VP so far."""
    return _round(state), [vp_of(owned) for owned in state.owned]


GAME = GameDef(
    id="dominion",
    progress=_progress, progress_round=_round, progress_label=N_("Victory points"),
    title=N_("Dominion"),
    min_players=2,
    max_players=4,
    state_cls=DominionState,
    variants=VARIANTS,
    bots={"random": RandomBot, **BOTS, "strong": strong.strong},
    # the safety cap ends a game after 100 turns per player; 25 decisions a turn is generous
    max_decisions=lambda n: 25 * TURN_CAP * n,
    secret_zones=_secret_zones,
    invariants=_invariants,
    describe=_describe,
    determinize=determinize,
    playout_policy=playout.policy,
    blurb=N_("Build a deck of treasure, victory and kingdom cards; the most VP wins."),
    variant_titles={"kingdom": N_("Kingdom"), "custom_kingdom": N_("Custom kingdom"),
                    "previous_winners": N_("Previous winners"),
                    "auto_treasures": N_("Auto Treasures"), "vp_counter": N_("VP counter"),
                    "turn_cap": N_("Turn limit"), "second_edition": N_("2nd-edition texts")},
    value_labels={
        "kingdom": {"first_game": N_("First Game"), "big_money": N_("Big Money"),
                    "interaction": N_("Interaction"), "size_distortion": N_("Size Distortion"),
                    "village_square": N_("Village Square"), "random": N_("Random 10"),
                    "draft": N_("Draft at the table"), "custom": N_("Custom (below)")},
        "custom_kingdom": {card: NAME[card] for card in KINGDOM},
        "previous_winners": {"none": N_("none (random first player)"),
                             **{v: ("players " if "," in v else "player ") +
                                v.replace(",", " & ") for v in PREVIOUS_WINNERS if v != "none"}},
        "turn_cap": {"True": N_("100 turns each"), "False": N_("no limit")},
    },
    variant_help={
        "kingdom": N_("Which 10 kingdom cards are in the Supply"),
        "custom_kingdom": N_("Your own 10 kingdom cards (with Kingdom: Custom)"),
        "previous_winners": N_("Rematch rule: the player after the previous winner goes "
                               "first; none picks the first player at random"),
        "auto_treasures": N_("Play all your Treasures with one click in the Buy phase"),
        "vp_counter": N_("Show each player's victory points during the game"),
        "turn_cap": N_("A safety limit: on, the game ends after each player's 100th turn "
                       "even if no end condition is met"),
        "second_edition": N_("Use the second edition's wording where it differs"),
    },
    variant_choices={"previous_winners": _previous_winners},
    value_help={"custom_kingdom": {card: _card_line(card) for card in KINGDOM}},
    bot_titles={"random": N_("Random"), "big_money": N_("Big Money"),
                "simple": N_("Money Ultimate"), "smithy_big_money": N_("Smithy Big Money"),
                "pyminion_smithy": N_("Smithy at $4"),
                "bmu_one_card": N_("Money and one card"), "medium": N_("Medium"),
                "strong": N_("Strong (thinks ahead)")},
    bot_help={"random": N_("Picks any legal move: for trying the rules, not a real opponent"),
              "big_money": N_("Buys only treasure and Provinces: the classic yardstick"),
              "simple": N_("Buys treasure and victory cards at the right moments"),
              "smithy_big_money": N_("Big Money with Smithies for bigger hands"),
              "pyminion_smithy": N_("Big Money that buys a Smithy only with exactly $4 (the "
                                    "engine benchmark's yardstick)"),
              "bmu_one_card": N_("Money Ultimate plus one copy of the kingdom's best card"),
              "medium": N_("Plays the kingdom's best money-and-action plan and times the end"),
              "strong": N_("Looks ahead by playing the game out many times: slowest, hardest")},
    variant_groups=[(N_("Kingdom"), ["kingdom", "custom_kingdom"]),
                    (N_("Table"), ["previous_winners", "auto_treasures", "vp_counter",
                                   "turn_cap", "second_edition"])],
    names={"card": NAME, "cards": NAME,
           "phase": {"action": N_("Action"), "buy": N_("Buy"), "cleanup": N_("Clean-up")}},
    designers=("Donald X. Vaccarino",), publisher="Rio Grande Games", year=2008,
)

__all__ = ["GAME", "DominionState", "vp_of", "draw_pile_composition", "VARIANTS",
           "KINGDOM_MODES", "BASIC", "KINGDOM", "ACTIONS", "TREASURES", "VICTORIES"]
