"""Dominion (base set, first edition): the card table, supply sizes and recommended kingdoms.

Card keys (lower-case snake case of the English name) are the identifiers in the state, in
option ids and in targets; `ORDER` gives the spec's numeric id (§8.1), the sort key used
before every shuffle.
"""
from __future__ import annotations

from rules.core.text import N_

# key, spec id, English, Hungarian, cost, types, coin value, VP, plus (cards, actions, buys, coins)
_TABLE = [
    ("copper", 0, "Copper", "Réz", 0, ("Treasure",), 1, 0, None),
    ("silver", 1, "Silver", "Ezüst", 3, ("Treasure",), 2, 0, None),
    ("gold", 2, "Gold", "Arany", 6, ("Treasure",), 3, 0, None),
    ("estate", 3, "Estate", "Birtok", 2, ("Victory",), 0, 1, None),
    ("duchy", 4, "Duchy", "Hercegség", 5, ("Victory",), 0, 3, None),
    ("province", 5, "Province", "Tartomány", 8, ("Victory",), 0, 6, None),
    ("curse", 6, "Curse", "Átok", 0, ("Curse",), 0, -1, None),
    ("cellar", 10, "Cellar", "Pince", 2, ("Action",), 0, 0, (0, 1, 0, 0)),
    ("chapel", 11, "Chapel", "Kápolna", 2, ("Action",), 0, 0, None),
    ("moat", 12, "Moat", "Várárok", 2, ("Action", "Reaction"), 0, 0, (2, 0, 0, 0)),
    ("chancellor", 13, "Chancellor", "Kancellár", 3, ("Action",), 0, 0, (0, 0, 0, 2)),
    ("village", 14, "Village", "Falu", 3, ("Action",), 0, 0, (1, 2, 0, 0)),
    ("woodcutter", 15, "Woodcutter", "Favágó", 3, ("Action",), 0, 0, (0, 0, 1, 2)),
    ("workshop", 16, "Workshop", "Műhely", 3, ("Action",), 0, 0, None),
    ("bureaucrat", 17, "Bureaucrat", "Bürokrata", 4, ("Action", "Attack"), 0, 0, None),
    ("feast", 18, "Feast", "Lakoma", 4, ("Action",), 0, 0, None),
    ("gardens", 19, "Gardens", "Park", 4, ("Victory",), 0, 0, None),
    ("militia", 20, "Militia", "Polgárőrség", 4, ("Action", "Attack"), 0, 0, (0, 0, 0, 2)),
    ("moneylender", 21, "Moneylender", "Pénzkölcsönző", 4, ("Action",), 0, 0, None),
    ("remodel", 22, "Remodel", "Átépítés", 4, ("Action",), 0, 0, None),
    ("smithy", 23, "Smithy", "Kovácsműhely", 4, ("Action",), 0, 0, (3, 0, 0, 0)),
    ("spy", 24, "Spy", "Kém", 4, ("Action", "Attack"), 0, 0, (1, 1, 0, 0)),
    ("thief", 25, "Thief", "Tolvaj", 4, ("Action", "Attack"), 0, 0, None),
    ("throne_room", 26, "Throne Room", "Trónterem", 4, ("Action",), 0, 0, None),
    ("council_room", 27, "Council Room", "Tanácsterem", 5, ("Action",), 0, 0, (4, 0, 1, 0)),
    ("festival", 28, "Festival", "Fesztivál", 5, ("Action",), 0, 0, (0, 2, 1, 2)),
    ("laboratory", 29, "Laboratory", "Laboratórium", 5, ("Action",), 0, 0, (2, 1, 0, 0)),
    ("library", 30, "Library", "Könyvtár", 5, ("Action",), 0, 0, None),
    ("market", 31, "Market", "Piac", 5, ("Action",), 0, 0, (1, 1, 1, 1)),
    ("mine", 32, "Mine", "Bánya", 5, ("Action",), 0, 0, None),
    ("witch", 33, "Witch", "Boszorkány", 5, ("Action", "Attack"), 0, 0, (2, 0, 0, 0)),
    ("adventurer", 34, "Adventurer", "Kalandor", 6, ("Action",), 0, 0, None),
]

# The one-line card texts shown on hover (our own words, first-edition effects).
TEXT = {
    "copper": N_("$1"), "silver": N_("$2"), "gold": N_("$3"),
    "estate": N_("1 VP"), "duchy": N_("3 VP"), "province": N_("6 VP"), "curse": N_("-1 VP"),
    "cellar": N_("+1 Action. Discard any number of cards, then draw that many."),
    "chapel": N_("Trash up to 4 cards from your hand."),
    "moat": N_("+2 Cards. When another player plays an Attack, you may reveal this from your "
               "hand to be unaffected by it."),
    "chancellor": N_("+$2. You may immediately put your deck into your discard pile."),
    "village": N_("+1 Card, +2 Actions."),
    "woodcutter": N_("+1 Buy, +$2."),
    "workshop": N_("Gain a card costing up to $4."),
    "bureaucrat": N_("Gain a Silver onto your deck. Each other player reveals a Victory card "
                     "from hand and puts it on their deck (or reveals a hand with none)."),
    "feast": N_("Trash this card. Gain a card costing up to $5."),
    "gardens": N_("Worth 1 VP for every 10 cards in your deck (rounded down)."),
    "militia": N_("+$2. Each other player discards down to 3 cards in hand."),
    "moneylender": N_("Trash a Copper from your hand. If you do, +$3."),
    "remodel": N_("Trash a card from your hand. Gain a card costing up to $2 more than it."),
    "smithy": N_("+3 Cards."),
    "spy": N_("+1 Card, +1 Action. Each player (you too) reveals the top card of their deck; "
           "you choose: discard it or put it back."),
    "thief": N_("Each other player reveals the top 2 cards of their deck. If they revealed "
                "Treasures, they trash one you choose. You may gain any of these trashed cards. "
                "They discard the other revealed cards."),
    "throne_room": N_("Choose an Action card in your hand. Play it twice."),
    "council_room": N_("+4 Cards, +1 Buy. Each other player draws a card."),
    "festival": N_("+2 Actions, +1 Buy, +$2."),
    "laboratory": N_("+2 Cards, +1 Action."),
    "library": N_("Draw until you have 7 cards in hand. You may set aside any Action cards drawn "
                  "this way; discard the set-aside cards afterwards."),
    "market": N_("+1 Card, +1 Action, +1 Buy, +$1."),
    "mine": N_("Trash a Treasure from your hand. Gain a Treasure costing up to $3 more, "
               "into your hand."),
    "witch": N_("+2 Cards. Each other player gains a Curse."),
    "adventurer": N_("Reveal cards from your deck until you reveal 2 Treasures. Put those into "
                     "your hand and discard the other revealed cards."),
}

CARDS = [row[0] for row in _TABLE]
ORDER = {row[0]: row[1] for row in _TABLE}
NAME = {row[0]: row[2] for row in _TABLE}
HU = {row[0]: row[3] for row in _TABLE}
COST = {row[0]: row[4] for row in _TABLE}
TYPES = {row[0]: row[5] for row in _TABLE}
VALUE = {row[0]: row[6] for row in _TABLE if row[6]}
VP = {row[0]: row[7] for row in _TABLE if row[7]}
PLUS = {row[0]: row[8] for row in _TABLE if row[8]}

ACTIONS = frozenset(k for k, t in TYPES.items() if "Action" in t)
TREASURES = frozenset(k for k, t in TYPES.items() if "Treasure" in t)
VICTORIES = frozenset(k for k, t in TYPES.items() if "Victory" in t)
ATTACKS = frozenset(k for k, t in TYPES.items() if "Attack" in t)
REACTIONS = frozenset(k for k, t in TYPES.items() if "Reaction" in t)

BASIC = ("copper", "silver", "gold", "estate", "duchy", "province", "curse")
# The 25 kingdom cards in ascending spec id: the list `ids` that random kingdoms shuffle.
KINGDOM = tuple(k for k in CARDS if k not in BASIC)
# The basic piles in the display order of the table layout (§8.5) and their zone ids.
BASIC_DISPLAY = ("province", "duchy", "estate", "curse", "gold", "silver", "copper")
BASIC_ZONES = {card: f"pile_{card}" for card in BASIC_DISPLAY}

RECOMMENDED = {
    "first_game": ["cellar", "market", "militia", "mine", "moat", "remodel", "smithy",
                   "village", "woodcutter", "workshop"],
    "big_money": ["adventurer", "bureaucrat", "chancellor", "chapel", "feast", "laboratory",
                  "market", "mine", "moneylender", "throne_room"],
    "interaction": ["bureaucrat", "chancellor", "council_room", "festival", "library",
                    "militia", "moat", "spy", "thief", "village"],
    "size_distortion": ["cellar", "chapel", "feast", "gardens", "laboratory", "thief",
                        "village", "witch", "woodcutter", "workshop"],
    "village_square": ["bureaucrat", "cellar", "festival", "library", "market", "remodel",
                       "smithy", "throne_room", "village", "woodcutter"],
}

# The draft bots' ranking (§10.6 lookup list) used by DRAFT_PICK.
DRAFT_RANKING = ("witch", "smithy", "militia", "council_room", "library", "bureaucrat",
                 "moat", "laboratory", "festival", "adventurer", "chancellor")

STARTING_DECK = ["copper"] * 7 + ["estate"] * 3      # sorted by spec id
HAND_SIZE = 5
TURN_CAP = 100


def display_order(kingdom) -> list:
    """Kingdom piles sorted by cost, then English name (§3.2 step 4)."""
    return sorted(kingdom, key=lambda k: (COST[k], NAME[k]))


def pile_size(card: str, players: int) -> int:
    """The Supply pile of `card` for `players` players (§3.1)."""
    if card == "copper":
        return 60 - 7 * players
    if card in ("silver",):
        return 40
    if card == "gold":
        return 30
    if card == "curse":
        return 10 * (players - 1)
    if card in VICTORIES:
        return 8 if players == 2 else 12
    return 10


def supply_for(kingdom, players: int) -> dict:
    """The 17 piles with their sizes, in display order: basic piles (§8.5), then kingdom."""
    supply = {card: pile_size(card, players) for card in BASIC_DISPLAY}
    for card in display_order(kingdom):
        supply[card] = pile_size(card, players)
    return supply


def card_info(card: str) -> dict:
    """Everything the board needs to draw one card face (JSON-safe)."""
    return {"card": card, "id": ORDER[card], "name": NAME[card], "hu": HU[card],
            "cost": COST[card], "types": list(TYPES[card]), "value": VALUE.get(card, 0),
            "vp": "floor(cards/10)" if card == "gardens" else VP.get(card, 0),
            "text": TEXT[card]}
