"""Turn order around the table, skipping seats that are out of the game.

A game with elimination keeps a public list `eliminated` (seats in the order they went out) on
its state; the core's `view` shows it to everybody under the key "eliminated", and these helpers
walk the table clockwise past those seats.
"""
from __future__ import annotations

from .contract import Event


def next_seat(seat: int, num_players: int, out=()) -> int:
    """The next seat clockwise after `seat` that is still in the game (`seat` itself if it is
    the only one left)."""
    for step in range(1, num_players + 1):
        candidate = (seat + step) % num_players
        if candidate not in out:
            return candidate
    raise ValueError("every seat is out of the game")


def seats_from(seat: int, num_players: int, out=(), include_first: bool = True) -> list[int]:
    """The seats still in the game clockwise from `seat` (first, unless include_first=False)."""
    order = [(seat + k) % num_players for k in range(num_players)]
    if not include_first:
        order = order[1:]
    return [s for s in order if s not in out]


def remaining(num_players: int, out=()) -> list[int]:
    return [s for s in range(num_players) if s not in out]


def eliminate(state, seat: int, out: list) -> None:
    """Take `seat` out of the game: appended to `state.eliminated`, with a public event."""
    gone = getattr(state, "eliminated", None)
    if gone is None:
        raise ValueError(f"{type(state).__name__} keeps no `eliminated` list")
    if seat not in gone:
        gone.append(seat)
        out.append(Event("eliminated", {"seat": seat, "place": state.num_players - len(gone) + 1}))


def elimination_ranking(survivors: list[list[int]], eliminated: list[int]) -> list[list[int]]:
    """Survivors' groups first (best first), then the eliminated, the last to go out first."""
    return [list(g) for g in survivors] + [[s] for s in reversed(eliminated)]
