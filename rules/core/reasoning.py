"""What a searching bot found at its last decision: the "why" of a person's hint.

Every `strong` bot compares a few candidate moves by paired playouts (the same imagined
positions and the same luck for each). `found` sums one comparison up as plain data, JSON
that crosses from the bot process to the window, where the hint puts it in words:

- `moves`: how many different moves were played out and compared;
- `games`: the imagined games behind the comparison (the most any move was played in);
- `unit`: what a value counts, "win" (shares of a win) or "score" (the game's own points or
  coins, as margins over the best opponent);
- `next`: the option id of the best other move;
- `lead`: the chosen move's mean value over `next`'s in the games both were played in;
  negative where `next` did better there, but not clearly enough to be chosen;
- `sure`: whether the lead is clear: positive and at least `SURE_Z` standard errors over at
  least `SURE_GAMES` games, or positive at all where the search's playouts leave nothing to
  chance (`exact`: one imagined game tells what a move leads to). A lead that is not sure is
  noise: a hint does not quote it.
- `others`: the same for every other move compared, {option id: {"lead", "sure"}} (a checked
  game asks about the move that was played: scenes/table/review.py).

None where nothing was compared (one candidate, no time for a single round).

A bot that decided by a plan instead may say so in the game's own words: `planned(text)`,
{"plan": a rule text}, e.g. Dominion's buy list for the kingdom before it weighs buys.
"""
from __future__ import annotations

from .stats import mean_error

UNITS = ("win", "score")
SURE_Z = 2.0
SURE_GAMES = 3


def found(ids: list, gains: list, pick: int, unit: str = "win",
          exact: bool = False) -> dict | None:
    """`ids[i]`: candidate i's option id (two candidates may share one: two plans that start
    with the same move); `gains[i]`: its paired gains over candidate 0, one a round (candidate
    0's own list may be empty: zeros); `pick`: the chosen candidate's index."""
    if unit not in UNITS:
        raise ValueError(f"unknown unit {unit!r}")
    played = [i for i in range(len(ids)) if i == 0 or gains[i]]
    if pick not in played or not any(gains[i] for i in played):
        return None

    def mean(i: int) -> float:
        return sum(gains[i]) / len(gains[i]) if gains[i] else 0.0

    def versus(i: int) -> dict:
        """The pick's paired lead over candidate i, and whether it is clear."""
        mine, theirs = gains[pick], gains[i]
        mine, theirs = mine or [0.0] * len(theirs), theirs or [0.0] * len(mine)
        lead, error = mean_error([a - b for a, b in zip(mine, theirs)])
        games = min(len(mine), len(theirs))
        sure = lead > 0 and (exact or (games >= SURE_GAMES and lead >= SURE_Z * error))
        return {"lead": round(lead, 4), "sure": sure}
    best_of: dict = {}        # per other move, its best candidate (two plans may share one)
    for i in played:
        if ids[i] != ids[pick] and (ids[i] not in best_of or mean(i) > mean(best_of[ids[i]])):
            best_of[ids[i]] = i
    if not best_of:
        return None
    runner = max(best_of.values(), key=mean)
    return {"moves": len({ids[i] for i in played}),
            "games": max(len(gains[i]) for i in played),
            "unit": unit, "next": ids[runner], **versus(runner),
            "others": {move: versus(i) for move, i in best_of.items()}}


def planned(text: str) -> dict:
    """A decision made by the bot's plan, not compared: the plan in a rule text."""
    return {"plan": text}
