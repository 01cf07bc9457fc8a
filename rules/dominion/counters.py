"""Which Money + X list the `strong` bot plays in a two-player game: the best answer to the list
Medium plays there, from measured head-to-head win rates.

Medium's lookup (§10.6) takes the first of a fixed order of cards that is in the kingdom; that
order is not the order of strength against each other. Measured (2000 games a pair, seats
alternating, every list with Medium's endgame rules, `measure`): Library-BM beats Militia-BM
76 %, Council Room-BM beats Library-BM 65 %, Chancellor-BM beats Laboratory-, Festival- and
Adventurer-BM... So the strong bot looks up the list Medium would play and plays, among the
lists its kingdom allows, the one that beats it most, when that gains at least `MARGIN`.
"""
from __future__ import annotations

from rules.core.text import quiet_texts

from .bots import STRATEGIES, MediumBot, _always, medium_strategy

# the kingdom card each two-player list needs (Big Money Ultimate needs none)
X_CARD = {"bmu": None, "double_witch": "witch", "smithy_bm": "smithy",
          "militia_bm": "militia", "double_militia": "militia",
          "council_room_bm": "council_room", "library_bm": "library",
          "bureaucrat_bm": "bureaucrat", "moat_bm": "moat", "laboratory_bm": "laboratory",
          "festival_bm": "festival", "adventurer_bm": "adventurer",
          "chancellor_bm": "chancellor"}

# share of the games the first list wins against the second (ties split), 2000 games a pair,
# seeds 0-1999, seats alternating: `measure(first, second, 2000)`
WIN = {
    ("bmu", "double_witch"): 0.053,
    ("bmu", "smithy_bm"): 0.259,
    ("bmu", "militia_bm"): 0.254,
    ("bmu", "double_militia"): 0.261,
    ("bmu", "council_room_bm"): 0.295,
    ("bmu", "library_bm"): 0.346,
    ("bmu", "bureaucrat_bm"): 0.364,
    ("bmu", "moat_bm"): 0.419,
    ("bmu", "laboratory_bm"): 0.424,
    ("bmu", "festival_bm"): 0.455,
    ("bmu", "adventurer_bm"): 0.491,
    ("bmu", "chancellor_bm"): 0.401,
    ("double_witch", "smithy_bm"): 0.849,
    ("double_witch", "militia_bm"): 0.894,
    ("double_witch", "double_militia"): 0.909,
    ("double_witch", "council_room_bm"): 0.848,
    ("double_witch", "library_bm"): 0.899,
    ("double_witch", "bureaucrat_bm"): 0.909,
    ("double_witch", "moat_bm"): 0.827,
    ("double_witch", "laboratory_bm"): 0.940,
    ("double_witch", "festival_bm"): 0.946,
    ("double_witch", "adventurer_bm"): 0.931,
    ("double_witch", "chancellor_bm"): 0.904,
    ("smithy_bm", "militia_bm"): 0.660,
    ("smithy_bm", "double_militia"): 0.644,
    ("smithy_bm", "council_room_bm"): 0.513,
    ("smithy_bm", "library_bm"): 0.594,
    ("smithy_bm", "bureaucrat_bm"): 0.637,
    ("smithy_bm", "moat_bm"): 0.648,
    ("smithy_bm", "laboratory_bm"): 0.662,
    ("smithy_bm", "festival_bm"): 0.708,
    ("smithy_bm", "adventurer_bm"): 0.731,
    ("smithy_bm", "chancellor_bm"): 0.644,
    ("militia_bm", "double_militia"): 0.553,
    ("militia_bm", "council_room_bm"): 0.371,
    ("militia_bm", "library_bm"): 0.237,
    ("militia_bm", "bureaucrat_bm"): 0.713,
    ("militia_bm", "moat_bm"): 0.459,
    ("militia_bm", "laboratory_bm"): 0.548,
    ("militia_bm", "festival_bm"): 0.666,
    ("militia_bm", "adventurer_bm"): 0.707,
    ("militia_bm", "chancellor_bm"): 0.637,
    ("double_militia", "council_room_bm"): 0.416,
    ("double_militia", "library_bm"): 0.313,
    ("double_militia", "bureaucrat_bm"): 0.689,
    ("double_militia", "moat_bm"): 0.500,
    ("double_militia", "laboratory_bm"): 0.581,
    ("double_militia", "festival_bm"): 0.700,
    ("double_militia", "adventurer_bm"): 0.698,
    ("double_militia", "chancellor_bm"): 0.629,
    ("council_room_bm", "library_bm"): 0.651,
    ("council_room_bm", "bureaucrat_bm"): 0.604,
    ("council_room_bm", "moat_bm"): 0.639,
    ("council_room_bm", "laboratory_bm"): 0.651,
    ("council_room_bm", "festival_bm"): 0.692,
    ("council_room_bm", "adventurer_bm"): 0.714,
    ("council_room_bm", "chancellor_bm"): 0.623,
    ("library_bm", "bureaucrat_bm"): 0.581,
    ("library_bm", "moat_bm"): 0.564,
    ("library_bm", "laboratory_bm"): 0.552,
    ("library_bm", "festival_bm"): 0.604,
    ("library_bm", "adventurer_bm"): 0.626,
    ("library_bm", "chancellor_bm"): 0.544,
    ("bureaucrat_bm", "moat_bm"): 0.505,
    ("bureaucrat_bm", "laboratory_bm"): 0.550,
    ("bureaucrat_bm", "festival_bm"): 0.608,
    ("bureaucrat_bm", "adventurer_bm"): 0.607,
    ("bureaucrat_bm", "chancellor_bm"): 0.490,
    ("moat_bm", "laboratory_bm"): 0.524,
    ("moat_bm", "festival_bm"): 0.551,
    ("moat_bm", "adventurer_bm"): 0.587,
    ("moat_bm", "chancellor_bm"): 0.490,
    ("laboratory_bm", "festival_bm"): 0.567,
    ("laboratory_bm", "adventurer_bm"): 0.584,
    ("laboratory_bm", "chancellor_bm"): 0.493,
    ("festival_bm", "adventurer_bm"): 0.531,
    ("festival_bm", "chancellor_bm"): 0.436,
    ("adventurer_bm", "chancellor_bm"): 0.418,
}

# a cantrip (+1 Card +1 Action) bought at $5 instead of a Silver: the first list's share against
# itself without it (2000 games, a kingdom of both cards); only where it gains 3 % or more.
# Drawing lists (Witch, Council Room, Library, Smithy with Laboratory) gain nothing from it.
CANTRIP = {"bmu": {"market": 0.617, "laboratory": 0.596},
           "smithy_bm": {"market": 0.521},        # 52.2 % of 5000 games in the First Game
           "militia_bm": {"market": 0.649, "laboratory": 0.651},
           "double_militia": {"market": 0.675, "laboratory": 0.688},
           "bureaucrat_bm": {"market": 0.597, "laboratory": 0.599},
           "moat_bm": {"market": 0.557, "laboratory": 0.533},
           "adventurer_bm": {"market": 0.609, "laboratory": 0.613},
           "chancellor_bm": {"market": 0.577, "laboratory": 0.571}}
# one copy of a card instead of a Silver, the first of the kingdom's: in the Witch mirror one
# Moat wins 56.7 %, one Chapel 55.0 % against Double Witch without it (2000 games each; two
# Moats lose, 44.9 %, and so do both together, 50.6 %)
ONE_COPY = {"double_witch": ("moat", "chapel")}

MARGIN = 0.02       # a list replaces Medium's only when it wins at least 52 % against it
# a kingdom for measuring two lists against each other: their cards first, then cards no list
# buys (only the pile counts of these matter: for the end by three piles)
FILLER = ("cellar", "chapel", "village", "woodcutter", "workshop", "gardens", "feast", "spy",
          "thief", "remodel", "market", "mine", "moneylender", "throne_room")


def win_rate(first: str, second: str) -> float:
    if first == second:
        return 0.5
    if (first, second) in WIN:
        return WIN[first, second]
    return 1 - WIN[second, first]


def counter_strategy(kingdom, players: int = 2) -> str:
    """The list the strong bot plays: Medium's, or the list of this kingdom that beats it."""
    medium = medium_strategy(kingdom, players)
    if players != 2:
        return medium
    kingdom = set(kingdom)
    allowed = [s for s, card in X_CARD.items() if card is None or card in kingdom]
    best = max(allowed, key=lambda s: win_rate(s, medium))
    return best if win_rate(best, medium) >= 0.5 + MARGIN else medium


def with_cantrip(rules: tuple, card: str, most: int | None = None) -> tuple:
    """A buy list with `card` (up to `most` copies) bought instead of its last Silver."""
    last_silver = max(i for i, (c, _) in enumerate(rules) if c == "silver")
    wanted = _always if most is None else (lambda c: c.n(card) < most)
    return rules[:last_silver] + ((card, wanted),) + rules[last_silver:]


def counter_rules(kingdom, players: int = 2) -> tuple:
    """The strong bot's buy list: `counter_strategy`'s, with the best cantrip of the kingdom
    where one helps that list."""
    strategy = counter_strategy(kingdom, players)
    rules = STRATEGIES[strategy]
    if players != 2:
        return rules
    for card in ONE_COPY.get(strategy, ()):
        if card in kingdom:
            return with_cantrip(rules, card, most=1)
    gains = {c: w for c, w in CANTRIP.get(strategy, {}).items() if c in kingdom}
    if not gains:
        return rules
    return with_cantrip(rules, max(gains, key=gains.get))


class ListBot(MediumBot):
    """Medium's endgame rules with a given buy list."""

    name = "list"

    def __init__(self, seat: int, seed: int, strategy: str):
        super().__init__(seat, seed)
        self.strategy = strategy

    def make_rules(self, view):
        return STRATEGIES[self.strategy]


class CounterBot(MediumBot):
    """Medium's endgame rules with `counter_rules`' list: the strong bot's plan."""

    name = "counter"

    def make_rules(self, view):
        return counter_rules(view["kingdom"], len(view["turns"]))


def play(first: str, second: str, seed: int) -> float:
    """One two-player game of two lists (the first in seat `seed % 2`): its share of the win."""
    from . import GAME                         # the game module imports this one
    from .fastview import FastView
    cards = list(dict.fromkeys(c for c in (X_CARD[first], X_CARD[second]) if c))
    kingdom = cards + [c for c in FILLER if c not in cards][:10 - len(cards)]
    seat = seed % 2
    state = GAME.new(2, seed, {"kingdom": "custom", "custom_kingdom": kingdom}).quiet()
    bots = [ListBot(seat, seed, first), ListBot(1 - seat, seed + 7, second)]
    if seat == 1:
        bots.reverse()
    views = [FastView(state, 0), FastView(state, 1)]
    while (decision := state.pending()) is not None:
        state.apply(bots[decision.seat].choose(views[decision.seat], decision))
    top = state.result().ranking[0]
    return 1 / len(top) if seat in top else 0.0


def measure(first: str, second: str, games: int) -> float:
    """The first list's win share against the second over seeds 0..games-1 (how WIN was made)."""
    with quiet_texts():
        return sum(play(first, second, seed) for seed in range(games)) / games
