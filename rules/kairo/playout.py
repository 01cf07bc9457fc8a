"""What the search of Kairo's `strong` bot needs beyond `determinize` (spec §10.2): a quick
playout policy that plays like `simple` (whole actions planned once, their steps followed) and an
evaluation for playouts cut short."""
from __future__ import annotations

import math

from .bots import SimpleBot
from .data import MONEY_PER_VP

TOP_PROMPTS = ("kairo.action", "kairo.final_action")
SETUP_PROMPTS = ("kairo.setup_colour", "kairo.setup_neutral")
LEAD_SCALE = 6.0            # points of lead worth about e:1 odds


def standing(state, seat: int) -> float:
    """Points as they would stand if the game ended now."""
    units = sum(state.money[seat].values())
    return state.vp[seat] + state.medals_held(seat) + units / MONEY_PER_VP


def evaluate(state) -> list[float]:
    """Per seat in 0..1: how far ahead of the best other player, squashed."""
    points = [standing(state, s) for s in range(state.num_players)]
    out = []
    for s, mine in enumerate(points):
        best_other = max(p for o, p in enumerate(points) if o != s)
        out.append(1 / (1 + math.exp(-(mine - best_other) / LEAD_SCALE)))
    return out


_PLANNERS: dict[int, SimpleBot] = {}


def planner(seat: int) -> SimpleBot:
    """One simple bot per seat that plans and follows for playouts (its plan lives on the
    state, so one planner serves every imagined game)."""
    bot = _PLANNERS.get(seat)
    if bot is None:
        bot = _PLANNERS[seat] = SimpleBot(seat, 0)
    return bot


def set_plan(state, seat: int, plan: dict) -> None:
    """The action `seat` has begun in this state (a private cache: copies start without)."""
    plans = state.__dict__.get("_plans")
    if plans is None:
        plans = state._plans = {}
    plans[seat] = plan


def follow_view(state, seat: int) -> dict:
    """The parts of the seat's view that `SimpleBot.follow` reads (its action, its money, the
    display, the criers, the stalls), straight from the state: `follow` only reads them, and
    a playout follows a plan at nearly every decision (copying the whole view cost more)."""
    action = next((f for f in state.frames if f["seat"] == seat), None)
    return {"action": action, "money": state.money, "display": state.display,
            "criers": state.criers, "stalls": state.stalls}


def playout_policy(state, decision, rng):
    """Like `simple`, read straight from the state (no view, no sampling): the best one-ply
    action at the top of a turn, then the steps of that plan."""
    seat = decision.seat
    bot = planner(seat)
    prompt = decision.prompt
    if prompt in TOP_PROMPTS:
        plan = bot.plan_for(state, decision)
        set_plan(state, seat, plan)
        return decision.find(plan["action"])
    plan = (state.__dict__.get("_plans") or {}).get(seat)
    if plan is not None and prompt not in SETUP_PROMPTS:
        bot.plan = plan
        picked = bot.follow(follow_view(state, seat), decision)
        if picked is not None:
            return picked
    options = decision.options_for(seat)
    return options[rng.below(len(options))]
