"""Kairo's state machine (spec §3-5): setup, the three actions, the final stage, scoring.

Every multi-step action is one frame {"frame": "kairo", "kind": ...} on `state.frames`, filled
in step by step; steps with a single possible answer are filled in by themselves, and the
action runs once the frame is complete. Only the deciding seat sees its frame.
"""
from __future__ import annotations

from rules.core import Decision, Event, Option, Result, State, T, TN, rank_by
from rules.core.text import listing

from .board import shared_board
from .data import (CARD_IDS, CARDS, COLOURS, CRIER_CARDS, DISPLAY_SLOTS, EXPANSIONS_PER_COLOUR,
                   HAND_LIMIT, JOKER_FEE, MEDAL_VALUE, MONEY_PER_VP, NEUTRAL, PARCEL,
                   PREDEFINED, START_HAND, START_SPACES, STALL_GUARD_TURNS, cell, cell_id,
                   is_joker, parse_cell, xy)

KINDS = ("main", "expand", "relocate")


def where(i: int) -> str:
    """A cell in a rule text: its column and row."""
    x, y = xy(i)
    return T("({x}, {y})", x=x, y=y)


def expansion_payable(money: dict, colour: str, size: int) -> bool:
    """§4.3.3: at least 1 unit of the colour, the rest in it or 2:1 in other colours."""
    own = money.get(colour, 0)
    if own < 1:
        return False
    others = sum(v for c, v in money.items() if c != colour)
    return 2 * (size - min(own, size)) <= others


def fee_colours(money: dict, build) -> list[str]:
    """The joker-coin colours that leave `build` payable (§4.3.1)."""
    out = []
    for c in COLOURS:
        if money.get(c, 0) < JOKER_FEE:
            continue
        if build[0] == "expand":
            rest = dict(money)
            rest[c] -= JOKER_FEE
            if not expansion_payable(rest, build[1], build[4]):
                continue
        out.append(c)
    return out



def has_twin(cards: list, card: str) -> bool:
    """Another card of `cards` is the same parcel card (P1-a, P1-b): both are offered, so their
    options say which one by its place, or they would read the same."""
    kind = CARDS.get(card)       # None for a card this table does not know (a planted probe)
    return kind is not None and sum(1 for c in cards if c is not None and CARDS.get(c) == kind) > 1


def discard_label(hand: list, i: int):
    card = hand[i]
    if has_twin(hand, card):
        return T("Discard {card}, card {n} of your hand", card=card, n=i + 1)
    return T("Discard {card}", card=card)

class KairoState(State):
    GAME_ID = "kairo"

    # ---- setup (§3) ----------------------------------------------------------------------
    def setup(self) -> list:
        n = self.num_players
        self.after_load()
        self.deck = list(CARD_IDS)
        self.rng.shuffle(self.deck)
        self.display = [self.deck.pop() for _ in range(DISPLAY_SLOTS)]
        self.discard = []
        bag = list(COLOURS)
        self.rng.shuffle(bag)
        self.customers = {c: None for c in COLOURS}
        for colour, space in zip(bag, START_SPACES):
            self.customers[colour] = space
        self.start = self.rng.below(n)
        self.hands = [[] for _ in range(n)]
        for k in range(START_HAND * n):
            self.hands[(self.start + k) % n].append(self.deck.pop())
        self.money = [{c: 1 for c in COLOURS} for _ in range(n)]
        self.vp = [0] * n
        self.size_vp = [0] * n
        self.medal_vp = [0] * n
        self.criers = [0] * n
        self.crier_space = CRIER_CARDS
        self.supply = {c: EXPANSIONS_PER_COLOUR for c in COLOURS}
        self.medals = {c: {"gold": None, "silver": None} for c in COLOURS}
        self.stalls = []
        self.turn = self.start
        self.stage = "main"
        self.passed = []
        self.idle = 0
        self.main_passes = 0
        self.turns_taken = 0
        self.end_reason = None
        self.queue = []             # variable setup: [[chooser, owner, neutral colour or None]]
        self.neutral_bag = []
        out = [Event("customers", {"placed": {c: cell_id(at) for c, at in self.customers.items()
                                              if at is not None},
                                   "waiting": bag[-1]}),
               Event("start_player", {"seat": self.start})]
        if self.variants["setup"] == "predefined":
            for pos, colour, (sx, sy), (ex, ey) in PREDEFINED[n]:
                owner = NEUTRAL if pos == "neutral" else self.seat_at(pos)
                self.stalls.append({"owner": owner, "colour": colour, "entrance": cell(ex, ey),
                                    "tiles": [cell(sx, sy)]})
        else:
            self.stage = "setup"
            self.queue = [[self.seat_at(p), self.seat_at(p), None]
                          for _ in range(3) for p in range(1, n + 1)]
            if n == 2:
                self.neutral_bag = list(COLOURS)
                self.rng.shuffle(self.neutral_bag)
                self.queue += [[self.seat_at(1 + k % 2), NEUTRAL, None] for k in range(6)]
            self._settle_setup(out)
        return out

    def seat_at(self, position: int) -> int:
        return (self.start + position - 1) % self.num_players

    def after_load(self) -> None:
        self._board = None
        self._open_step = None

    def touch(self) -> None:
        super().touch()
        self.after_load()

    @property
    def board(self) -> Board:
        if self._board is None:
            self._board = shared_board(self.stalls, self.customers, self.supply)
        return self._board

    def changed(self) -> None:
        self._board = None

    # ---- who owns what ----------------------------------------------------------------------
    def stall_of(self, owner: int, colour: str) -> int | None:
        for k, st in enumerate(self.stalls):
            if st["owner"] == owner and st["colour"] == colour:
                return k
        return None

    def unplaced(self, seat: int) -> list[str]:
        placed = {st["colour"] for st in self.stalls if st["owner"] == seat}
        return [c for c in COLOURS if c not in placed]

    # ---- complete builds (§4.3), cached per step -----------------------------------------------
    def builds(self, seat: int) -> list[tuple]:
        """Every complete placement for `seat` ignoring permits and money:
        (kind, colour, cell, entrance or None, new size) for main stalls, tents, relocations."""
        cache = self.board.cache
        found = cache.get(("builds", seat))
        if found is None:
            found = cache[("builds", seat)] = [b for run in self._build_runs(seat) for b in run]
        return found

    def _build_runs(self, seat: int) -> list[list[tuple]]:
        """`builds` in runs that are paid alike, none empty: the main stalls of one colour, the
        tents of one stall, the moves of one stall (money is checked once per run)."""
        board = self.board
        runs = [board.main_builds(colour) for colour in self.unplaced(seat)]
        return [run for run in runs + self._own_stall_runs(seat) if run]

    def _runs_in_parcel(self, seat: int, parcel: int) -> list[list[tuple]]:
        """`_build_runs` cut down to the builds in one parcel, in the same order."""
        cache = self.board.cache
        key = ("parcel_runs", seat, parcel)
        found = cache.get(key)
        if found is None:
            board = self.board
            runs = [board.main_builds(colour, parcel) for colour in self.unplaced(seat)]
            runs += [[b for b in run if PARCEL[b[2]] == parcel]
                     for run in self._own_stall_runs(seat)]
            found = cache[key] = [run for run in runs if run]
        return found

    def _own_stall_runs(self, seat: int) -> list[list[tuple]]:
        """Per stall of the seat, in order: its tents, its moves if it is blocked."""
        board = self.board
        found = board.cache.get(("own_runs", seat))
        if found is not None:
            return found
        runs = []
        for k, st in enumerate(self.stalls):
            if st["owner"] != seat:
                continue
            colour = st["colour"]
            if self.supply[colour] > 0:
                size = len(st["tiles"]) + 1
                runs.append([("expand", colour, x, None, size) for x in board.expansion_cells(k)])
            if len(st["tiles"]) == 1 and board.blocked(k):
                old = (st["tiles"][0], st["entrance"])
                runs.append([("relocate", colour, s, e, 1)
                             for s, e in board.without(k).main_spots(colour) if (s, e) != old])
        board.cache[("own_runs", seat)] = runs
        return runs

    def payable(self, seat: int, build, joker: bool) -> bool:
        money = self.money[seat]
        if joker:
            return bool(fee_colours(money, build))
        return build[0] != "expand" or expansion_payable(money, build[1], build[4])

    def permitted(self, seat: int, permit) -> list[tuple]:
        """The complete, payable builds a permit allows: a card id, or a list of 3 cards (any
        3 cards allow the same). Kept in the board's cache by the purse they were paid from:
        a turn asks the same question at every step of its action (do not change the list)."""
        cache = self.board.cache
        wildcard = isinstance(permit, list)
        key = ("permitted", seat, "wildcard" if wildcard else permit,
               tuple(self.money[seat].items()))
        found = cache.get(key)
        if found is not None:
            return found
        if wildcard:
            runs = self._build_runs(seat)
        else:
            runs = [run for p in CARDS.get(permit, ()) for run in self._runs_in_parcel(seat, p)]
        joker = not wildcard and is_joker(permit)
        found = [b for run in runs if self.payable(seat, run[0], joker) for b in run]
        cache[key] = found
        return found

    def can_build(self, seat: int) -> bool:
        hand = self.hands[seat]
        if len(hand) >= 3:
            return self.can_build_anywhere(seat)
        return any(self.permitted(seat, card) for card in hand)

    def can_build_anywhere(self, seat: int) -> bool:
        """Whether the wildcard permits any build (`permitted(seat, 3 cards)` is not empty),
        without listing them all: a new main stall costs nothing, one spot for it will do."""
        board = self.board
        return any(board.has_main_spot(colour) for colour in self.unplaced(seat)) or \
            any(self.payable(seat, run[0], False) for run in self._own_stall_runs(seat) if run)

    # ---- the base decision -------------------------------------------------------------------
    def base_decision(self) -> Decision | None:
        if self.stage == "over":
            return None
        seat = self.turn
        if self.stage == "setup":
            return self._setup_decision()
        if self.stage == "final":
            options = []
            if self.can_build(seat):
                options.append(Option("build", (), None, T("Build")))
            options.append(Option("pass", (), None, T("Pass for the rest of the game")))
            return Decision(seat, "kairo.final_action",
                            T("Final stage: build or pass for good"), options)
        options = []
        if self.can_build(seat):
            options.append(Option("build", (), None, T("Build")))
        if self.attractable():
            options.append(Option("attract", (), None, T("Attract a customer")))
        if self.can_draw():
            options.append(Option("draw", (), None, T("Draw two cards")))
        if not options:
            options.append(Option("pass", (), None, T("Pass (nothing can be done)")))
        return Decision(seat, "kairo.action", T("Build, attract a customer or draw two cards"),
                        options)

    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        seat = decision.seat
        if self.stage == "setup":
            chooser, owner, colour = self.queue[0]
            f = {"frame": "kairo", "kind": "setup", "seat": seat, "owner": owner,
                 "colour": colour, "stall": None, "entrance": None}
            if option.kind == "colour":
                f["colour"] = option.args[0]
            else:
                f["stall"] = parse_cell(option.args[0])
            self.frames.append(f)
            self._settle(f, out)
            return
        if option.kind == "pass":
            self._pass(seat, out)
            return
        self.main_passes = 0
        f = {"frame": "kairo", "kind": option.kind, "seat": seat}
        if option.kind == "build":
            f.update(permit=None, cards=[], build=None, colour=None, stall=None, entrance=None,
                     fee=None, own=None, others=[])
        elif option.kind == "attract":
            f.update(customer=None, criers=None, target=None)
        else:
            f.update(drawn=[], draws=0, discards=False)
        self.frames.append(f)
        self._settle(f, out)

    def _pass(self, seat: int, out: list) -> None:
        if self.stage == "final":
            self.passed.append(seat)
            out.append(Event("pass", {"seat": seat, "final": True}))
            self._next_turn(out)
            return
        self.main_passes += 1
        out.append(Event("pass", {"seat": seat, "final": False}))
        if self.main_passes >= self.num_players:
            self.end_reason = "stuck"
            self._game_over(out)
            return
        self._end_turn(out, progress=False, expansion=False)

    # ---- frames: the next open step ---------------------------------------------------------------
    def frame_decision(self, f: dict) -> Decision:
        open_step, self._open_step = self._open_step, None
        if open_step is not None and open_step[0] is f:
            prompt, text, options = open_step[1]       # just worked out by `_settle`
        else:
            prompt, text, options = self._step(f)
        return Decision(f["seat"], prompt, text, options, {"frame": "kairo", "kind": f["kind"]})

    def frame_apply(self, f: dict, option: Option, out: list) -> None:
        self._fill(f, option, out)
        self._settle(f, out)

    def _settle(self, f: dict, out: list) -> None:
        """Fill the steps that have one answer; run the action once the frame is complete."""
        while True:
            step = self._step(f)
            if step is None:
                self.frames.pop()
                getattr(self, f"_do_{f['kind']}")(f, out)
                return
            prompt, _text, options = step
            if len(options) != 1 or prompt not in AUTO_STEPS:
                self._open_step = (f, step)     # the decision asked next: made once
                return
            self._fill(f, options[0], out)

    def _step(self, f: dict):
        return getattr(self, f"_step_{f['kind']}")(f)

    def _fill(self, f: dict, option: Option, out: list) -> None:
        getattr(self, f"_fill_{f['kind']}")(f, option, out)

    # ---- build steps (§4.10) -------------------------------------------------------------------------
    def _frame_builds(self, f: dict) -> list[tuple]:
        seat = f["seat"]
        if f["permit"] == "wildcard":
            builds = self.permitted(seat, f["cards"])
        else:
            builds = self.permitted(seat, f["permit"])
        if f["build"] is not None:
            builds = [b for b in builds if b[0] == f["build"]]
        if f["colour"] is not None:
            builds = [b for b in builds if b[1] == f["colour"]]
        if f["stall"] is not None:
            builds = [b for b in builds if b[2] == f["stall"]]
        if f["entrance"] is not None:
            builds = [b for b in builds if b[3] == f["entrance"]]
        return builds

    def _step_build(self, f: dict):
        seat = f["seat"]
        hand = self.hands[seat]
        if f["permit"] is None:
            options = [Option("card", (c,), f"card:{c}",
                              T("Play {card}, card {n} of your hand", card=c, n=i + 1)
                              if has_twin(hand, c) else T("Play {card}", card=c))
                       for i, c in enumerate(hand) if self.permitted(seat, c)]
            if len(hand) >= 3 and self.can_build_anywhere(seat):
                options.append(Option("wildcard", (), None,
                                      T("Discard any 3 cards to build anywhere")))
            return "kairo.permit", T("Choose the building permit"), options
        if f["permit"] == "wildcard" and len(f["cards"]) < 3:
            options = [Option("discard", (c,), f"card:{c}", discard_label(hand, i))
                       for i, c in enumerate(hand) if c not in f["cards"]]
            return "kairo.wildcard", TN("Choose {n} more card to discard",
                                        "Choose {n} more cards to discard",
                                        n=3 - len(f["cards"])), options
        builds = self._frame_builds(f)
        if f["build"] is None:
            labels = {"main": T("New main stall"), "expand": T("Add a market tent"),
                      "relocate": T("Move a blocked stall")}
            options = [Option(k, (), None, labels[k]) for k in KINDS
                       if any(b[0] == k for b in builds)]
            return "kairo.build_kind", T("What do you build?"), options
        if f["colour"] is None:
            colours = {b[1] for b in builds}
            options = [Option("colour", (c,), None, T("{colour}", colour=c))
                       for c in COLOURS if c in colours]
            return "kairo.colour", T("Which colour?"), options
        if f["stall"] is None:
            cells = sorted({b[2] for b in builds})
            if f["build"] == "expand":
                options = [Option("cell", (cell_id(i),), cell_id(i), T("Tent at {where}", where=where(i)))
                           for i in cells]
                return "kairo.cell", T("Where does the {colour} tent go?", colour=f["colour"]), \
                    options
            options = [Option("stall", (cell_id(i),), cell_id(i),
                              T("Stall at {where}", where=where(i))) for i in cells]
            return "kairo.stall", T("Where does the {colour} stall stand?", colour=f["colour"]), \
                options
        if f["build"] != "expand" and f["entrance"] is None:
            cells = sorted({b[3] for b in builds})
            options = [Option("entrance", (cell_id(i),), cell_id(i),
                              T("Entrance at {where}", where=where(i))) for i in cells]
            return "kairo.entrance", T("Where is its entrance?"), options
        build = builds[0]
        money = self._money_left(f)
        if f["permit"] not in (None, "wildcard") and is_joker(f["permit"]) and f["fee"] is None:
            options = [Option("pay", (c,), f"money:{c}", T("Pay 1 {colour}", colour=c))
                       for c in fee_colours(self.money[seat], build)]
            return "kairo.fee", T("Pay the joker's coin"), options
        if build[0] != "expand":
            return None
        colour, size = build[1], build[4]
        others = sum(v for c, v in money.items() if c != colour)
        if f["own"] is None:
            options = [Option("own", (a,), None, TN("Pay {n} {colour}", "Pay {n} {colour}",
                                                     n=a, colour=colour))
                       for a in range(min(money[colour], size), 0, -1)
                       if 2 * (size - a) <= others]
            return "kairo.own", T("How much {colour} money do you pay for a tent costing "
                                  "{cost}?", colour=colour, cost=size), options
        need = 2 * (size - f["own"]) - len(f["others"])
        if need <= 0:
            return None
        left = {c: v for c, v in money.items() if c != colour and v > 0}
        options = [Option("other", (c,), f"money:{c}", T("Pay 1 {colour}", colour=c))
                   for c in COLOURS if c in left]
        if sum(left.values()) == need:          # everything must go: one split only
            options = options[:1]
        return "kairo.other", TN("Pay {n} more unit in other colours",
                                 "Pay {n} more units in other colours", n=need), options

    def _money_left(self, f: dict) -> dict:
        money = dict(self.money[f["seat"]])
        if f.get("fee"):
            money[f["fee"]] -= JOKER_FEE
        for c in f.get("others", ()):
            money[c] -= 1
        return money

    def _fill_build(self, f: dict, option: Option, out: list) -> None:
        kind, args = option.kind, option.args
        if kind == "card":
            f["permit"] = args[0]
        elif kind == "wildcard":
            f["permit"] = "wildcard"
        elif kind == "discard":
            f["cards"].append(args[0])
        elif kind in KINDS:
            f["build"] = kind
        elif kind == "colour":
            f["colour"] = args[0]
        elif kind in ("cell", "stall"):
            f["stall"] = parse_cell(args[0])
        elif kind == "entrance":
            f["entrance"] = parse_cell(args[0])
        elif kind == "pay":
            f["fee"] = args[0]
        elif kind == "own":
            f["own"] = int(args[0])
        elif kind == "other":
            f["others"].append(args[0])

    def _do_build(self, f: dict, out: list) -> None:
        seat = f["seat"]
        build = self._frame_builds(f)[0]
        kind, colour, at, door, size = build
        cards = f["cards"] if f["permit"] == "wildcard" else [f["permit"]]
        for c in cards:
            self.hands[seat].remove(c)
        self.discard.extend(cards)
        out.append(Event("permit", {"seat": seat, "cards": list(cards),
                                    "wildcard": f["permit"] == "wildcard"}))
        if f["fee"]:
            self.money[seat][f["fee"]] -= JOKER_FEE
            out.append(Event("payment", {"seat": seat, "colour": f["fee"], "units": -JOKER_FEE,
                                         "reason": "joker"}))
        progress = kind != "relocate"
        if kind == "expand":
            self._expand(seat, colour, at, f["own"], f["others"], out)
        else:
            if kind == "relocate":
                k = self.stall_of(seat, colour)
                old = self.stalls.pop(k)
                out.append(Event("remove_main", {"seat": seat, "colour": colour,
                                                 "stall": cell_id(old["tiles"][0]),
                                                 "entrance": cell_id(old["entrance"])}))
            self.stalls.append({"owner": seat, "colour": colour, "entrance": door,
                                "tiles": [at]})
            self.changed()
            out.append(Event("place_main", {"seat": seat, "colour": colour,
                                            "stall": cell_id(at), "entrance": cell_id(door),
                                            "relocated": kind == "relocate"}))
        self._end_turn(out, progress=progress, expansion=kind == "expand")

    def _expand(self, seat: int, colour: str, at: int, own: int, others: list, out: list):
        k = self.stall_of(seat, colour)
        st = self.stalls[k]
        size = len(st["tiles"]) + 1
        paid = {colour: own}
        for c in others:
            paid[c] = paid.get(c, 0) + 1
        for c, units in paid.items():
            self.money[seat][c] -= units
        st["tiles"].append(at)
        self.supply[colour] -= 1
        self.changed()
        out.append(Event("place_expansion", {"seat": seat, "colour": colour, "cell": cell_id(at),
                                             "size": size, "paid": paid}))
        self._score(seat, size, "size", out)
        self._medals(seat, colour, size, out)

    def _score(self, seat: int, points: int, reason: str, out: list) -> None:
        self.vp[seat] += points
        if reason == "size":
            self.size_vp[seat] += points
        else:
            self.medal_vp[seat] += points
        out.append(Event("score", {"seat": seat, "points": points, "reason": reason}))

    def _medals(self, seat: int, colour: str, size: int, out: list) -> None:
        """§4.3.5: strictly largest takes gold and silver; equalling the largest takes silver."""
        m = max((len(st["tiles"]) for st in self.stalls
                 if st["colour"] == colour and st["owner"] != seat), default=0)
        kinds = ("gold", "silver") if size > m else ("silver",) if size == m else ()
        for kind in kinds:
            holder = self.medals[colour][kind]
            if holder == seat:
                continue
            self.medals[colour][kind] = seat
            out.append(Event("medal", {"colour": colour, "kind": kind, "from": holder,
                                       "to": seat}))
            self._score(seat, MEDAL_VALUE[kind], "medal", out)

    # ---- attract steps (§4.4) ---------------------------------------------------------------------
    def attractable(self) -> list[str]:
        board = self.board
        return [c for c in COLOURS if board.can_attract(c)]

    def _step_attract(self, f: dict):
        seat = f["seat"]
        if f["customer"] is None:
            options = [Option("customer", (c,), f"customer:{c}",
                              T("The {colour} customer", colour=c)) for c in self.attractable()]
            return "kairo.customer", T("Which customer do you attract?"), options
        tiers = self.board.tiers(f["customer"])
        if f["criers"] is None:
            top = min(self.criers[seat], len(tiers) - 1)
            options = [Option("criers", (k,), None,
                              TN("Play {n} crier card", "Play {n} crier cards", n=k))
                       for k in range(top + 1)]
            return "kairo.criers", T("Play crier cards to send the customer further?"), options
        if f["target"] is None:
            options = []
            for k, d in tiers[f["criers"]]:
                e = self.stalls[k]["entrance"]
                options.append(Option("entrance", (cell_id(e),), cell_id(e),
                                      TN("To the entrance at {where} ({n} step)",
                                         "To the entrance at {where} ({n} steps)", n=d,
                                         where=where(e))))
            return "kairo.target", T("Which entrance does the customer walk to?"), options
        return None

    def _fill_attract(self, f: dict, option: Option, out: list) -> None:
        if option.kind == "customer":
            f["customer"] = option.args[0]
        elif option.kind == "criers":
            f["criers"] = int(option.args[0])
        else:
            f["target"] = parse_cell(option.args[0])

    def _do_attract(self, f: dict, out: list) -> None:
        seat, colour, target = f["seat"], f["customer"], f["target"]
        if f["criers"]:
            self.criers[seat] -= f["criers"]
            self.crier_space += f["criers"]
            out.append(Event("crier_played", {"seat": seat, "count": f["criers"]}))
        start = self.customers[colour]
        path = self.board.route(start, target)
        out.append(Event("customer_move", {"seat": seat, "colour": colour,
                                           "path": [cell_id(i) for i in path],
                                           "target": cell_id(target)}))
        waiting = next(c for c, at in self.customers.items() if at is None)
        self.customers[colour] = None
        self.customers[waiting] = target
        self.changed()
        out.append(Event("customer_swap", {"placed": waiting, "cell": cell_id(target),
                                           "to_tray": colour}))
        st = next(s for s in self.stalls if s["entrance"] == target)
        size, owner = len(st["tiles"]), st["owner"]
        if owner == seat:
            self._pay(seat, colour, size, "own_stall", out)
        else:
            self._pay(seat, colour, 1, "mover", out)
            if owner != NEUTRAL:
                self._pay(owner, colour, size, "owner", out)
        self._end_turn(out, progress=False, expansion=False)

    def _pay(self, seat: int, colour: str, units: int, reason: str, out: list) -> None:
        self.money[seat][colour] += units
        out.append(Event("payment", {"seat": seat, "colour": colour, "units": units,
                                     "reason": reason}))

    # ---- draw steps (§4.5) ----------------------------------------------------------------------
    def can_draw(self) -> bool:
        """Whether `draw_sources` offers anything (without making the options)."""
        return any(card is not None for card in self.display) or bool(self.deck) or \
            bool(self.discard) or bool(self.crier_space)

    def draw_sources(self, seat: int, taken: list) -> list[Option]:
        options = [Option("display", (slot,), f"display:{slot}",
                          T("Take {card} from place {n} of the display", card=card, n=slot + 1)
                          if has_twin(self.display, card) else
                          T("Take {card} from the display", card=card))
                   for slot, card in enumerate(self.display) if card is not None]
        if self.deck or self.discard:
            options.append(Option("deck", (), "deck", T("Draw from the pile")))
        if self.crier_space:
            options.append(Option("crier", (), "crier_space", T("Take a crier card")))
        return options

    def _step_draw(self, f: dict):
        seat = f["seat"]
        if f["draws"] < 2 and not f["discards"]:
            options = self.draw_sources(seat, f["drawn"])
            if options:
                which = "kairo.draw1" if f["draws"] == 0 else "kairo.draw2"
                return which, T("Draw a card ({n} of 2)", n=f["draws"] + 1), options
        hand = self.hands[seat]
        if len(hand) > HAND_LIMIT:
            options = [Option("discard", (c,), f"card:{c}", discard_label(hand, i))
                       for i, c in enumerate(hand)]
            return "kairo.discard", TN("Discard {n} card down to the limit of 4",
                                       "Discard {n} cards down to the limit of 4",
                                       n=len(hand) - HAND_LIMIT), options
        return None

    def _fill_draw(self, f: dict, option: Option, out: list) -> None:
        """Drawing happens at once (the next source is chosen having seen this card)."""
        seat = f["seat"]
        if option.kind == "discard":
            f["discards"] = True
            self.hands[seat].remove(option.args[0])
            self.discard.append(option.args[0])
            out.append(Event("discard", {"seat": seat, "card": option.args[0]}))
            return
        f["draws"] += 1
        if option.kind == "display":
            slot = int(option.args[0])
            card = self.display[slot]
            self.display[slot] = None
            self.hands[seat].append(card)
            out.append(Event("draw", {"seat": seat, "source": "display", "slot": slot,
                                      "card": card}))
        elif option.kind == "deck":
            card = self._pop_deck(out)
            self.hands[seat].append(card)
            out.append(Event("draw", {"seat": seat, "source": "deck", "card": card},
                             visible_to=(seat,), secret=("card",), reveal=True))
        else:
            self.crier_space -= 1
            self.criers[seat] += 1
            out.append(Event("draw", {"seat": seat, "source": "crier"}))
        f["drawn"].append(option.id)

    def _pop_deck(self, out: list):
        if not self.deck:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            out.append(Event("reshuffle", {"cards": len(self.deck)}))
        return self.deck.pop() if self.deck else None

    def _do_draw(self, f: dict, out: list) -> None:
        self._end_turn(out, progress=False, expansion=False)

    # ---- variable setup (§3.3, §3.4) ---------------------------------------------------------------
    def _setup_decision(self) -> Decision:
        chooser, owner, colour = self.queue[0]
        board = self.board
        if owner == NEUTRAL:
            spots = sorted({s for s, _ in board.main_spots(colour, setup=True)})
            options = [Option("stall", (cell_id(i),), cell_id(i),
                              T("Stall at {where}", where=where(i))) for i in spots]
            return Decision(chooser, "kairo.setup_neutral",
                            T("Place the neutral {colour} stall", colour=colour), options)
        options = [Option("colour", (c,), None, T("{colour}", colour=c))
                   for c in self.unplaced(owner) if board.main_spots(c, setup=True)]
        return Decision(chooser, "kairo.setup_colour",
                        T("Choose the colour of a starting stall"), options)

    def _step_setup(self, f: dict):
        spots = self.board.main_spots(f["colour"], setup=True)
        if f["stall"] is None:
            cells = sorted({s for s, _ in spots})
            options = [Option("stall", (cell_id(i),), cell_id(i),
                              T("Stall at {where}", where=where(i))) for i in cells]
            return "kairo.stall", T("Where does the {colour} stall stand?",
                                    colour=f["colour"]), options
        if f["entrance"] is None:
            options = [Option("entrance", (cell_id(e),), cell_id(e),
                              T("Entrance at {where}", where=where(e)))
                       for s, e in spots if s == f["stall"]]
            return "kairo.entrance", T("Where is its entrance?"), options
        return None

    def _fill_setup(self, f: dict, option: Option, out: list) -> None:
        key = "stall" if option.kind == "stall" else "entrance"
        f[key] = parse_cell(option.args[0])

    def _do_setup(self, f: dict, out: list) -> None:
        self.stalls.append({"owner": f["owner"], "colour": f["colour"],
                            "entrance": f["entrance"], "tiles": [f["stall"]]})
        self.changed()
        out.append(Event("place_main", {"seat": f["owner"], "colour": f["colour"],
                                        "stall": cell_id(f["stall"]),
                                        "entrance": cell_id(f["entrance"]), "relocated": False}))
        self.queue.pop(0)
        self._settle_setup(out)

    def _settle_setup(self, out: list) -> None:
        """Draw the next neutral stall; skip placements that have no legal spot (§3.3-3.4)."""
        while self.queue:
            chooser, owner, colour = self.queue[0]
            if owner == NEUTRAL and colour is None:
                colour = self.queue[0][2] = self.neutral_bag.pop()
                out.append(Event("neutral_drawn", {"seat": chooser, "colour": colour}))
            board = self.board
            if owner == NEUTRAL:
                possible = bool(board.main_spots(colour, setup=True))
            else:
                possible = any(board.main_spots(c, setup=True) for c in self.unplaced(owner))
            if possible:
                self.turn = chooser
                return
            self.queue.pop(0)
            out.append(Event("setup_skipped", {"seat": owner, "colour": colour}))
        self.stage = "main"
        self.turn = self.start

    # ---- end of turn (§4.6, §4.7) -------------------------------------------------------------------
    def _end_turn(self, out: list, progress: bool, expansion: bool) -> None:
        for slot in range(DISPLAY_SLOTS):
            if self.display[slot] is None and (self.deck or self.discard):
                card = self._pop_deck(out)
                self.display[slot] = card
                out.append(Event("refill", {"slot": slot, "card": card}))
        self.turns_taken += 1
        if self.stage == "main":
            self.idle = 0 if progress else self.idle + 1
            empty = [c for c in COLOURS if self.supply[c] == 0]
            ones = [c for c in COLOURS if self.supply[c] == 1]
            if expansion and (empty or len(ones) >= 2):
                self._start_final("supply", out)
            elif self.idle >= STALL_GUARD_TURNS:
                self._start_final("stall_guard", out)
        self._next_turn(out)

    def _start_final(self, reason: str, out: list) -> None:
        self.stage = "final"
        self.end_reason = reason
        out.append(Event("final_stage_started", {"reason": reason}))

    def _next_turn(self, out: list) -> None:
        n = self.num_players
        if self.stage == "final":
            if len(self.passed) >= n:
                self._game_over(out)
                return
            for step in range(1, n + 1):
                seat = (self.turn + step) % n
                if seat not in self.passed:
                    self.turn = seat
                    return
        self.turn = (self.turn + 1) % n

    def _game_over(self, out: list) -> None:
        self.stage = "over"
        result = self.compute_result()
        out.append(Event("game_over", {"scores": list(result.scores)}))

    # ---- scoring (§5) ---------------------------------------------------------------------------
    def medals_held(self, seat: int) -> int:
        return sum(MEDAL_VALUE[kind] for colour in COLOURS
                   for kind, holder in self.medals[colour].items() if holder == seat)

    def score_entry(self, seat: int) -> dict:
        """One seat's score if the game ended now, column by column."""
        return {"size_vp": self.size_vp[seat], "medal_vp_in_play": self.medal_vp[seat],
                "medal_vp_final": self.medals_held(seat),
                "money_vp": sum(self.money[seat].values()) // MONEY_PER_VP}

    def compute_result(self) -> Result:
        n = self.num_players
        scores, breakdown, details = [], [], []
        for s in range(n):
            units = sum(self.money[s].values())
            entry = self.score_entry(s)
            breakdown.append(entry)
            scores.append(sum(entry.values()))
            details.append({"money_left": units,
                            "medals": sum(1 for c in COLOURS
                                          for h in self.medals[c].values() if h == s)})
        ranking = rank_by([(score,) for score in scores])
        labels = {"size_vp": T("Stall sizes"), "medal_vp_in_play": T("Medals won in play"),
                  "medal_vp_final": T("Medals held at the end"),
                  "money_vp": T("Money (1 per 3 units)"), "money_left": T("Money left"),
                  "medals": T("Medals held")}
        tiebreak = T("Tied players share the place") if any(len(g) > 1 for g in ranking) \
            else None
        reason = {"supply": T("The market tents ran low"),
                  "stall_guard": T("Nobody built for 100 turns"),
                  "stuck": T("Nobody could do anything")}.get(self.end_reason)
        explain = [self.explain_score(s) for s in range(n)]
        return Result(scores, ranking, breakdown, tiebreak, details, labels, reason, explain)

    def explain_score(self, seat: int) -> dict:
        """The arithmetic of each column of one seat (the results screen's hover)."""
        # every expansion scored the stall's new size: a stall of k tiles brought 2 + ... + k
        grown = [st for st in self.stalls if st["owner"] == seat and len(st["tiles"]) > 1]
        stalls = listing(*(T("{colour} stall: {sizes} = {n}", colour=st["colour"],
                             sizes=" + ".join(str(k) for k in range(2, len(st["tiles"]) + 1)),
                             n=sum(range(2, len(st["tiles"]) + 1))) for st in grown))
        size = T("each expansion scored the stall's new size: {stalls}; in all {n}",
                 stalls=stalls, n=self.size_vp[seat]) if grown \
            else T("no stall expanded: {n}", n=self.size_vp[seat])
        held = {kind: sum(1 for c in COLOURS if self.medals[c].get(kind) == seat)
                for kind in MEDAL_VALUE}
        units = sum(self.money[seat].values())
        return {
            "size_vp": size,
            "medal_vp_in_play": T("points scored for medals won while playing: {n}",
                                  n=self.medal_vp[seat]),
            "medal_vp_final": T("{gold} gold × {gold_vp} + {silver} silver × {silver_vp} = {n}",
                                gold=held["gold"], gold_vp=MEDAL_VALUE["gold"],
                                silver=held["silver"], silver_vp=MEDAL_VALUE["silver"],
                                n=self.medals_held(seat)),
            "money_vp": T("{units} units of money ÷ {per} = {n}, {left} left over", units=units,
                          per=MONEY_PER_VP, n=units // MONEY_PER_VP, left=units % MONEY_PER_VP),
        }

    # ---- what a seat sees (§4.9) -------------------------------------------------------------------
    def view_data(self, seat: int) -> dict:
        open_money = self.variants.get("open_money", False)
        own_frame = [dict(f) for f in self.frames if f["seat"] == seat]
        return {
            "stalls": [{"owner": st["owner"], "colour": st["colour"],
                        "entrance": st["entrance"], "tiles": list(st["tiles"])}
                       for st in self.stalls],
            "customers": dict(self.customers), "supply": dict(self.supply),
            "medals": {c: dict(m) for c, m in self.medals.items()},
            "vp": list(self.vp), "size_vp": list(self.size_vp), "medal_vp": list(self.medal_vp),
            "criers": list(self.criers), "crier_space": self.crier_space,
            "hand": list(self.hands[seat]), "hand_sizes": [len(h) for h in self.hands],
            "display": list(self.display), "discard": list(self.discard),
            "deck_size": len(self.deck),
            "money": [dict(m) if (s == seat or open_money) else None
                      for s, m in enumerate(self.money)],
            "start": self.start, "turn_seat": self.turn, "stage": self.stage,
            "passed": list(self.passed), "idle": self.idle, "main_passes": self.main_passes,
            "turns_taken": self.turns_taken, "end_reason": self.end_reason,
            "queue": [list(q) for q in self.queue], "neutral_bag_size": len(self.neutral_bag),
            "action": own_frame[0] if own_frame else None,
        }

    def progress(self) -> str:
        if self.stage == "final":
            return T("Final stage, turn {n}", n=self.turns_taken + 1)
        return T("Turn {n}", n=self.turns_taken + 1)


# steps filled in by themselves when they have one answer (§4.10: "skipped if ...")
AUTO_STEPS = frozenset({"kairo.entrance", "kairo.own", "kairo.other", "kairo.criers",
                        "kairo.target"})
