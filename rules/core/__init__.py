"""The rules contract shared by every game (see ../DESIGN.md and each class's docstring)."""
from .contract import (Decision, Event, GameDef, IllegalMove, ManyOf, Option, Result, rank_by,
                       with_names)
from .rng import Rng
from .state import State
from .bots import Bot, PriorityBot, RandomBot
from . import frames

__all__ = ["Decision", "Event", "GameDef", "IllegalMove", "ManyOf", "Option", "Result", "rank_by", "Rng",
           "State", "with_names", "Bot", "PriorityBot", "RandomBot", "frames"]
