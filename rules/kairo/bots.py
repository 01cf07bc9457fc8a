"""Kairo's simple bot (spec §10.1): a one-ply greedy player over complete actions.

At the start of its turn it values every complete action it can take - each build under each
permit in its hand, each customer it can attract (with or without criers), drawing - and keeps
the best as a plan; the following steps of the action just follow the plan. It sees only its
view: the legal builds come from a state sampled from that view (its own hand and money are
exact there, and nothing else enters its own builds).
"""
from __future__ import annotations

from rules.core import Bot, Rng

from .board import zone_ok
from .data import CARDS, COLOURS, MEDAL_VALUE, NEIGHBOURS, NEUTRAL, PARCEL, cell_id, is_joker
from .determinize import determinize


CARD_VALUE = 0.8
CRIER_VALUE = 1.0


class SimpleBot(Bot):
    name = "simple"

    def __init__(self, seat: int, seed: int):
        super().__init__(seat, seed)
        self.plan: dict | None = None

    # ---- the top decision ----------------------------------------------------------------
    def choose(self, view: dict, decision):
        prompt = decision.prompt
        if prompt in ("kairo.action", "kairo.final_action"):
            self.plan = self.best_plan(view, decision)
            return decision.find(self.plan["action"])
        if prompt in ("kairo.setup_colour", "kairo.setup_neutral") or self.plan is None:
            return self.fallback(view, decision)
        picked = self.follow(view, decision)
        return picked if picked is not None else self.fallback(view, decision)

    def fallback(self, view, decision):
        """Outside a plan (set-up placements): the first listed option, which is stable."""
        options = decision.options_for(decision.seat)
        if decision.prompt in ("kairo.stall", "kairo.setup_neutral") and len(options) > 1:
            return options[self.rng.below(len(options))]
        return options[0]

    def best_plan(self, view: dict, decision) -> dict:
        return self.plan_for(determinize(view, self.seat, Rng(0)), decision)

    def plan_for(self, state, decision) -> dict:
        """The best complete action in `state` (only the seat's own hand and money are read,
        so a state sampled from its view gives the same plan as the true one)."""
        return max(self.plans(state, decision), key=lambda p: p["value"])

    def plans(self, state, decision) -> list[dict]:
        """Every complete action the seat can take now, each with its one-ply value."""
        final = state.stage == "final"
        plans = []
        if decision.find("build") is not None:
            plans += self.build_plans(state, final)
        if decision.find("attract") is not None:
            plans += self.attract_plans(state)
        if decision.find("draw") is not None:
            plans.append(self.draw_plan(state))
        if final:
            plans.append({"action": "pass", "value": 0.0})
        if not plans:
            plans.append({"action": decision.options[0].id, "value": 0.0})
        return plans

    # ---- values ---------------------------------------------------------------------------------
    def unit_value(self, state, colour: str, final: bool) -> float:
        if final:
            return 1 / 3
        k = state.stall_of(self.seat, colour)
        return 0.5 if k is not None and state.supply[colour] > 0 else 0.34

    def pay_split(self, money: dict, colour: str, size: int) -> tuple[int, list]:
        """Own colour as much as possible, the rest 2:1 from the colours held most."""
        own = min(money[colour], size)
        need = 2 * (size - own)
        left = {c: v for c, v in money.items() if c != colour}
        others = []
        for _ in range(need):
            c = max(COLOURS, key=lambda x: (left.get(x, 0), -COLOURS.index(x)))
            left[c] -= 1
            others.append(c)
        return own, others

    def build_value(self, state, build, final: bool) -> float:
        kind, colour, at, door, size = build
        money = state.money[self.seat]
        if kind == "expand":
            own, others = self.pay_split(money, colour, size)
            cost = own * self.unit_value(state, colour, final) + \
                sum(self.unit_value(state, c, final) for c in others)
            m = max((len(st["tiles"]) for st in state.stalls
                     if st["colour"] == colour and st["owner"] != self.seat), default=0)
            medals = state.medals[colour]
            gain = 0.0
            kinds = ("gold", "silver") if size > m else ("silver",) if size == m else ()
            for medal in kinds:
                if medals[medal] != self.seat:
                    gain += MEDAL_VALUE[medal] * (2 if final else 1.6)
            income = 0.0 if final else 0.6 * self.customers_heading_to(state, colour)
            return size + gain + income - cost
        if final:
            return -1.0
        value = 1.5 + 0.3 * self.room(state, colour, at)
        if state.supply[colour] == 0:
            value -= 2.0
        if kind == "relocate":
            value -= 1.0
        return value

    def room(self, state, colour: str, at: int) -> int:
        board = state.board
        key = ("room", colour, at)
        room = board.cache.get(key)
        if room is None:
            room = board.cache[key] = sum(1 for n in NEIGHBOURS[at]
                                          if board.free(n) and zone_ok(colour, n))
        return room

    def customers_heading_to(self, state, colour: str) -> int:
        k = state.stall_of(self.seat, colour)
        tiers = state.board.tiers(colour)
        return int(bool(tiers) and any(j == k for j, _ in tiers[0]))

    def permit_cost(self, state, card) -> float:
        if card == "wildcard":
            return 3 * CARD_VALUE
        return CARD_VALUE + (0.4 if is_joker(card) else 0.0)

    def build_plans(self, state, final: bool) -> list[dict]:
        plans = []
        hand = state.hands[self.seat]
        permits = list(dict.fromkeys(hand))
        if len(hand) >= 3:
            permits.append("wildcard")
        cost_scale = 0.0 if final else 1.0
        # a build's value, whichever permit allows it; it does not depend on the entrance
        # either, so it is kept by kind, colour and cell
        values: dict = {}
        for permit in permits:
            builds = state.permitted(self.seat, sorted(hand)[:3] if permit == "wildcard"
                                     else permit)
            cost = cost_scale * self.permit_cost(state, permit)
            for build in builds:
                value = values.get(build[:3])
                if value is None:
                    value = values[build[:3]] = self.build_value(state, build, final)
                value -= cost
                if final and value <= 0:
                    continue
                plans.append({"action": "build", "value": value, "permit": permit,
                              "build": build})
        return plans

    def attract_plans(self, state) -> list[dict]:
        plans = []
        criers = state.criers[self.seat]
        for colour in state.attractable():
            tiers = state.board.tiers(colour)
            for k in range(min(criers, len(tiers) - 1) + 1):
                for j, _d in tiers[k]:
                    st = state.stalls[j]
                    size, owner = len(st["tiles"]), st["owner"]
                    v = self.unit_value(state, colour, False)
                    if owner == self.seat:
                        value = size * v - 0.3
                    else:
                        value = v + 0.5 - (0.5 * size * 0.5 if owner != NEUTRAL else 0)
                    value -= CRIER_VALUE * k
                    plans.append({"action": "attract", "value": value, "customer": colour,
                                  "criers": k, "target": st["entrance"]})
        return plans

    def draw_plan(self, state) -> dict:
        hand = state.hands[self.seat]
        value = 1.2 if len(hand) <= 1 else 0.9 if len(hand) <= 3 else 0.3
        return {"action": "draw", "value": value}

    # ---- following the plan --------------------------------------------------------------------
    def follow(self, view, decision):
        plan = self.plan
        frame = view["action"]
        if frame is None or frame["kind"] != plan["action"]:
            return None                     # a plan made for another action
        prompt = decision.prompt
        find = decision.find
        if prompt == "kairo.permit":
            return find("wildcard" if plan.get("permit") == "wildcard"
                        else f"card:{plan.get('permit')}")
        if prompt == "kairo.wildcard":
            return self.least_useful(view, decision, "discard")
        if prompt == "kairo.build_kind":
            return find(plan["build"][0])
        if prompt == "kairo.colour":
            return find(f"colour:{plan['build'][1]}")
        if prompt in ("kairo.stall", "kairo.cell"):
            kind = "cell" if prompt == "kairo.cell" else "stall"
            return find(f"{kind}:{cell_id(plan['build'][2])}")
        if prompt == "kairo.entrance":
            door = plan.get("build", (None,) * 4)[3]
            return find(f"entrance:{cell_id(door)}") if door is not None else None
        if prompt == "kairo.fee":
            colour = plan["build"][1]
            money = view["money"][self.seat]
            options = [o for o in decision.options if o.args[0] != colour] or decision.options
            return max(options, key=lambda o: money[o.args[0]])
        if prompt == "kairo.own":
            return decision.options[0]                  # the most of the stall's colour
        if prompt == "kairo.other":
            money = dict(view["money"][self.seat])
            action = view["action"] or {}
            for c in action.get("others", ()):
                money[c] -= 1
            return max(decision.options, key=lambda o: money[o.args[0]])
        if prompt == "kairo.customer":
            return find(f"customer:{plan['customer']}")
        if prompt == "kairo.criers":
            return find(f"criers:{plan['criers']}")
        if prompt == "kairo.target":
            return find(f"entrance:{cell_id(plan['target'])}")
        if prompt in ("kairo.draw1", "kairo.draw2"):
            return self.draw_source(view, decision)
        if prompt == "kairo.discard":
            return self.least_useful(view, decision, "discard")
        return None

    def card_use(self, view, card: str) -> float:
        """How much a building card may help: parcels with own stalls count most."""
        mine = [st for st in view["stalls"] if st["owner"] == self.seat]
        parcels = CARDS[card]
        score = 0.0
        for st in mine:
            if any(PARCEL[t] in parcels for t in st["tiles"]):
                score += 1.0
        return score + (0.5 if is_joker(card) else 0.0)

    def least_useful(self, view, decision, kind: str):
        options = [o for o in decision.options if o.kind == kind]
        return min(options, key=lambda o: self.card_use(view, o.args[0]))

    def draw_source(self, view, decision):
        best, best_value = None, 0.6                 # the pile: an unknown card
        for o in decision.options:
            if o.kind == "display":
                value = self.card_use(view, view["display"][int(o.args[0])])
            elif o.kind == "crier":
                value = 0.5 if view["criers"][self.seat] < 2 else 0.1
            else:
                value = 0.6
            if best is None or value > best_value:
                best, best_value = o, value
        return best
