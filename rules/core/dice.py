"""Dice shown to everybody: one roll convention for every game.

A roll is drawn from the state's own generator (so it is part of the seeded, replayable game and
a barrier for undo) and reported as a public `dice` event:

    Event("dice", {"seat": 2, "purpose": "move", "dice": [{"sides": 6, "value": 4}]})

`faces` names what a special die shows (value 1 is faces[0]); the event then carries the face
too: {"sides": 6, "value": 5, "face": "free"}. Tests pin rolls with `rng.ScriptedRng`.
"""
from __future__ import annotations

from .contract import Event


def roll(state, seat: int | None, out: list, *, purpose: str = "", sides: int = 6,
         count: int = 1, faces: tuple | None = None) -> list:
    """Roll `count` dice for `seat`, append the public event to `out`, return the values
    (the faces, for a die with `faces`)."""
    dice, results = [], []
    for _ in range(count):
        value = state.rng.die(sides)
        die = {"sides": sides, "value": value}
        if faces is not None:
            die["face"] = faces[value - 1]
            results.append(faces[value - 1])
        else:
            results.append(value)
        dice.append(die)
    out.append(Event("dice", {"seat": seat, "purpose": purpose, "dice": dice}))
    return results
