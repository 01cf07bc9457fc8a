"""The rules contract shared by every game (see ../DESIGN.md and each class's docstring)."""
from .contract import (Decision, Event, GameDef, IllegalMove, ManyOf, Option, Result, rank_by,
                       with_names)
from .rng import Rng, ScriptedRng
from .state import State
from .text import N_, T, TN, join, listing, render
from .bots import Bot, PriorityBot, RandomBot
from . import dice, frames, search, text, turns

__all__ = ["Decision", "Event", "GameDef", "IllegalMove", "ManyOf", "Option", "Result", "rank_by",
           "Rng", "ScriptedRng", "State", "with_names", "Bot", "PriorityBot", "RandomBot", "N_",
           "T", "TN", "join", "listing", "render", "dice", "frames", "search", "text", "turns"]
