"""Nauticus (Kramer & Kiesling, Kosmos 2013): build ships, load goods, deliver them.

Spec: shared/rules/nauticus.md. The board-scene contract (view keys, prompts, option kinds,
targets, events, object ids) is in README.md beside this file.
"""
from __future__ import annotations

from operator import attrgetter

from rules.core import N_, GameDef, RandomBot

from . import ships as sy
from . import playout, strong
from .bots import SimpleBot
from .data import (ACTION_NAMES, GOODS, MASTS, SAILS, STOCK, TILE_ORDER, WAREHOUSE_CAPACITY,
                   HULLS, CROWN_CAP)
from .determinize import determinize
from .scoring import player_score
from .state import NauticusState
from .texts import NAMES, describe


def _max_decisions(num_players: int) -> int:
    # 35 phases; per turn at most turn_start, done, turn_end and an extra action (start + done);
    # every one of the 255 tiles is bought (buy + place, plus one all-four bonus per run) and
    # moved at most once (move + place); rewards <= 72 masts (+ a goods pair each); bonus tiles
    # <= 35; deliveries <= 48 goods. About 2 200 with 4 players: 3 000 is generous but real.
    return 3000


def _invariants(state) -> list:
    problems = []
    owned = {t: 0 for t in TILE_ORDER}
    for seat, p in enumerate(state.players):
        who = f"seat {seat}"
        if p["taler"] < 0:
            problems.append(f"{who} has {p['taler']} taler")
        if p["workers"] < 0:
            problems.append(f"{who} has {p['workers']} workers")
        units = state.warehouse_units(p)
        if units > WAREHOUSE_CAPACITY:
            problems.append(f"{who}'s warehouse uses {units} units")
        if any(c <= 0 for c in p["warehouse"].values()):
            problems.append(f"{who}'s warehouse holds a non-positive count")
        for tile, count in p["warehouse"].items():
            owned[tile] += count
        for i, ship in enumerate(p["ships"]):
            for text in sy.problems(ship):
                problems.append(f"{who} ship {i + 1}: {text}")
            for slot in ship["slots"]:
                for key in ("hull", "mast", "sail", "good"):
                    if slot[key] is not None:
                        owned[slot[key]] += 1
        for good in GOODS:
            owned[good] += p["delivered"][good]
        turned = sum(1 for v in p["pass_tiles"].values() if v == "crown")
        if turned != min(p["passes"], 3):
            problems.append(f"{who} passed {p['passes']} times but shows {turned} crowns")
        for key, vp in p["crown_vp"].items():
            if not 0 <= vp <= CROWN_CAP:
                problems.append(f"{who} scored {vp} crown VP ({key}) this round")
        if p["vp"] != 10 + sum(p["vp_by"].values()):
            problems.append(f"{who} has {p['vp']} VP but the ledger says "
                            f"{10 + sum(p['vp_by'].values())}")
    if not state._unlimited:
        for tile in TILE_ORDER:
            if state.stock[tile] < 0:
                problems.append(f"stock of {tile} is {state.stock[tile]}")
            if state.stock[tile] + owned[tile] != STOCK[tile]:
                problems.append(f"{tile}: stock {state.stock[tile]} + owned {owned[tile]} "
                                f"!= {STOCK[tile]}")
    runs = [f for f in state.frames if f["frame"] == "nauticus.run"]
    if len(runs) > 1:
        problems.append(f"{len(runs)} runs open at once")
    if any(run["blue"] < 0 for run in runs):
        problems.append("negative blue workers")
    if not state.over:
        on_board = sorted(state.space_tiles.values())
        if on_board != sorted(ACTION_NAMES):
            problems.append(f"action tiles on the board: {on_board}")
        face_up = sum(state.face_up.values())
        expected = 8 - (state.phase - 1)
        if face_up != expected:
            problems.append(f"{face_up} tiles face up in phase {state.phase}")
    return problems


def _progress(state) -> tuple:
    """The round and each player's score if the game ended now (taler converted too)."""
    return state.round, [player_score(p)["final"] for p in state.players]


GAME = GameDef(
    id="nauticus",
    progress=_progress, progress_round=attrgetter("round"), progress_label=N_("Score so far"),
    title=N_("Nauticus"),
    min_players=2,
    max_players=4,
    state_cls=NauticusState,
    variants={
        "first_player": (("random", "seat0"), "random"),
        "component_limits": (("published", "unlimited_tiles"), "published"),
    },
    bots={"random": RandomBot, "simple": SimpleBot, "strong": strong.strong},
    max_decisions=_max_decisions,
    determinize=determinize, evaluate=playout.evaluate, playout_policy=playout.policy,
    playout_depth=playout.DEPTH, search_options=playout.search_options,
    secret_zones=lambda state: [],
    invariants=_invariants,
    describe=describe,
    blurb=N_("Build ships of one to four sections, load goods and deliver them."),
    names=NAMES,
    hidden_information=False,
    variant_titles={"first_player": N_("First player"), "component_limits": N_("Tile stacks")},
    value_labels={"first_player": {"random": N_("drawn at random"), "seat0": N_("seat 1")},
                  "component_limits": {"published": N_("as published (limited)"),
                                       "unlimited_tiles": N_("unlimited (teaching aid)")}},
    variant_help={"first_player": N_("Who takes the first turn: a random player or the first seat"),
                  "component_limits": N_("Unlimited removes the limits of the tile stacks (a "
                                         "teaching aid, not in the rules)")},
    bot_titles={"random": N_("Random"), "simple": N_("Deckhand")},
    bot_help={"random": N_("Picks any legal move: for trying the rules, not a real opponent"),
              "simple": N_("Builds and delivers steadily with a simple plan")},
    designers=("Wolfgang Kramer", "Michael Kiesling"), publisher="KOSMOS", year=2013,
)

__all__ = ["GAME", "NauticusState", "HULLS", "MASTS", "SAILS", "GOODS"]
