"""Gavel whose `strong` bot raises: a bot process's failure, its traceback and the fallback."""
import dataclasses

from . import gavel


def strong(game, seat: int, seed: int, **options):
    return BrokenBot()


strong.needs_game = True


class BrokenBot:
    def choose(self, view, decision):
        return plan_the_move(view)


def plan_the_move(view):
    raise ValueError("the plan has no move")


GAME = dataclasses.replace(gavel.GAME, id="gavel_broken",
                           bots={**gavel.GAME.bots, "strong": strong})
