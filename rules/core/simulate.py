"""Bot-against-bot play with no window: the engine of `main.py simulate`, tests and benchmarks."""
from __future__ import annotations

from dataclasses import dataclass

from .contract import GameDef, IllegalMove
from .text import T


@dataclass
class Played:
    seed: int
    state: object
    decisions: int

    def to_dict(self) -> dict:
        result = self.state.result()
        return {"seed": self.seed, "scores": list(result.scores),
                "ranking": [list(g) for g in result.ranking], "decisions": self.decisions}


def play(game: GameDef, num_players: int, seed: int, bots: list[str],
         variants: dict | None = None, max_decisions: int | None = None,
         bot_options: dict | None = None) -> Played:
    """One full game; `bots` names one bot per seat. Raises if a bot answers illegally.
    `bot_options` (budget_ms and the caller's clock) reach the searching bots only."""
    state = game.new(num_players, seed, variants)
    players = [game.bot(name, seat, seed, **(bot_options or {}))
               for seat, name in enumerate(bots)]
    limit = max_decisions or game.max_decisions(num_players)
    decisions = 0
    while (decision := state.pending()) is not None:
        if decisions >= limit:
            raise RuntimeError(f"{game.id} seed {seed}: no end after {limit} decisions")
        option = players[decision.seat].choose(state.view(decision.seat), decision)
        if decision.find(getattr(option, "id", None)) is None:     # options are equal by id
            raise IllegalMove(T("A bot chose an option that is not legal."),
                              f"bot {bots[decision.seat]} answered {option!r} to {decision.prompt}")
        state.apply(option)
        decisions += 1
    return Played(seed, state, decisions)


def expand_bots(game: GameDef, num_players: int, names: str | list | None) -> list[str]:
    if not names:
        names = ["random"]
    if isinstance(names, str):
        names = [n.strip() for n in names.split(",") if n.strip()]
    if len(names) == 1:
        names = names * num_players
    if len(names) != num_players:
        raise ValueError(f"give one bot for every seat or one per seat ({num_players}), "
                         f"not {len(names)}")
    for name in names:
        if name not in game.bots:
            raise ValueError(f"{game.title} has no bot {name!r}; it has {', '.join(game.bots)}")
    return names


def simulate(game: GameDef, num_players: int, seed: int, games: int, bots: list[str],
             variants: dict | None = None, bot_options: dict | None = None) -> dict:
    """K games on seeds S, S+1, ... (the caller adds "seconds": the rules have no clock)."""
    results = [play(game, num_players, seed + i, bots, variants, bot_options=bot_options).to_dict()
               for i in range(games)]
    return {"game": game.id, "players": num_players, "bots": list(bots), "games": games,
            "results": results}


def win_rates(summary: dict) -> list[float]:
    """Per seat: wins (a shared first place counts as 1/k) per game."""
    wins = [0.0] * summary["players"]
    for r in summary["results"]:
        top = r["ranking"][0]
        for seat in top:
            wins[seat] += 1 / len(top)
    n = max(1, summary["games"])
    return [w / n for w in wins]
