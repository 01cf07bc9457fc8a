"""What the bench, the soak and the robustness tests share: which games to cover, their variants,
their board status, and late-game positions.

Everything iterates over `rules.GAMES`, so a game is covered the day it is registered. Extra
games (test-only, or not yet on the shelf) come from GAMESHELF_EXTRA_GAMES, a comma-separated
list of modules exporting GAME (as `main.py` reads it), or from `with_test_game=True`, which adds
the test games Pebbles and Gavel (tests/toygame).
"""
from __future__ import annotations

import importlib
import os

import rules
from rules.core import GameDef, ManyOf, Rng

TEST_GAME_MODULES = {"pebbles": "tests.toygame", "gavel": "tests.toygame.gavel"}
NO_MAP = "no board map yet"


def extra_modules() -> list[str]:
    return [m.strip() for m in os.environ.get("GAMESHELF_EXTRA_GAMES", "").split(",") if m.strip()]


def games(with_test_game: bool = False, only: list[str] | None = None) -> list[GameDef]:
    """The registered games (shelf order), then extra games; `only` filters by id (in order)."""
    found: dict[str, GameDef] = dict(rules.GAMES)
    modules = extra_modules() + (list(TEST_GAME_MODULES.values()) if with_test_game else [])
    for name in modules:
        game = importlib.import_module(name).GAME
        found.setdefault(game.id, game)
    if only:
        for game in rules.coming():          # named on purpose: rules ready, table coming
            if game.id in only:
                found.setdefault(game.id, game)
        for test_id in set(only) & set(TEST_GAME_MODULES) - set(found):
            found[test_id] = importlib.import_module(TEST_GAME_MODULES[test_id]).GAME
        missing = [g for g in only if g not in found]
        if missing:
            raise SystemExit(f"unknown game(s) {', '.join(missing)}; the shelf has: "
                             f"{', '.join(found) or 'none'} (test games: "
                             f"{', '.join(TEST_GAME_MODULES)})")
        return [found[g] for g in only]
    return list(found.values())


def register(game: GameDef) -> None:
    """Put a game on `rules.GAMES` if it is not there (saves and Match look games up there)."""
    rules.GAMES.setdefault(game.id, game)


def seat_counts(game: GameDef) -> list[int]:
    return list(range(game.min_players, game.max_players + 1))


def sample_variants(game: GameDef, rng: Rng) -> dict:
    """A random value for every variant (a ManyOf gets `count` distinct random items)."""
    chosen = {}
    for name, (allowed, _default) in game.variants.items():
        if isinstance(allowed, ManyOf):
            pool = list(allowed.choices)
            rng.shuffle(pool)
            chosen[name] = pool[:allowed.count]
        else:
            values = list(allowed)
            chosen[name] = values[rng.below(len(values))]
    return chosen


def variants_for(game: GameDef, players: int, seed: int, randomise: bool = True) -> tuple:
    """(variants, refused): random variants derived from (seed, players) that the rules accept.

    Some combinations are refused at set-up by design (e.g. a previous winner in seat 4 of a
    2-player game): those are counted in `refused` and another draw is made; after 8 refusals the
    defaults are used. The same (game, players, seed) always gives the same variants.
    """
    if not randomise or not game.variants:
        return game.default_variants(), 0
    rng = Rng(seed).fork(1000 + players)
    refused = 0
    for _ in range(8):
        variants = sample_variants(game, rng)
        try:
            game.new(players, seed, variants)
        except ValueError:
            refused += 1
            continue
        return variants, refused
    return game.default_variants(), refused


def play_to(game: GameDef, players: int, seed: int, bots: str = "random",
            variants: dict | None = None, fraction: float = 1.0):
    """A state `fraction` of the way through a full bot game (1.0: the finished game).

    Returns (state, total decisions of the full game)."""
    from rules.core.simulate import play
    full = play(game, players, seed, [bots] * players, variants)
    stop = min(full.decisions, int(full.decisions * fraction))
    state = game.new(players, seed, variants)
    for _seat, option_id in full.state.history[:stop]:
        state.apply(option_id)
    return state, full.decisions


def bot_setup(game: GameDef, players: int, seed: int, variants: dict | None = None,
              bots: str = "random", humans: int = 0):
    """A saves.Setup: the first `humans` seats are people, the rest bots of level `bots`."""
    from saves import Seat, Setup
    seats = [Seat(f"Player {i + 1}") if i < humans else Seat(f"Bot {i + 1}", "bot", bots)
             for i in range(players)]
    return Setup(game.id, seats, seed, game.check_variants(variants))


def board_status(game: GameDef) -> tuple:
    """(adapter class, None) when the game has a board, else (None, the reason it has not)."""
    from scenes import games as scene_games
    if game.id == "pebbles":
        from tests.toygame.adapter import PebblesAdapter
        return PebblesAdapter, None
    path = scene_games.map_path(game)
    if not path.exists():
        return None, f"{NO_MAP} ({path.relative_to(path.parents[2])} is missing)"
    return scene_games.adapter_class(game.id), None


def install_adapter(game: GameDef) -> None:
    """Make the scenes find the game and its adapter (needed for the test game only)."""
    register(game)
    adapter, reason = board_status(game)
    if adapter is not None and game.id == "pebbles":
        from scenes import games as scene_games
        scene_games.register(game.id, adapter)


TIME_BUDGET_ATTRS = (("time_budget", 1.0), ("budget", 1.0), ("budget_s", 1.0),
                     ("budget_seconds", 1.0), ("think_seconds", 1.0), ("budget_ms", 0.001),
                     ("time_budget_ms", 0.001))


def time_budget(bot) -> float | None:
    """A bot's thinking budget in seconds, if it declares one (attribute names above)."""
    for attr, scale in TIME_BUDGET_ATTRS:
        value = getattr(bot, attr, None)
        if isinstance(value, (int, float)) and not isinstance(value, bool) and value > 0:
            return float(value) * scale
    return None


def percentile(values: list, q: float) -> float:
    """The q-th percentile (0-100) by linear interpolation; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    if len(ordered) == 1:
        return float(ordered[0])
    k = (len(ordered) - 1) * q / 100.0
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return float(ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo))


def median(values: list) -> float:
    return percentile(values, 50.0)
