"""Pebbles: a tiny game that lives only in tests, to exercise the generic suites and the scenes.

2-4 players, six spots in a ring worth 1..6. First every seat secretly commits a bonus spot
(commit frame). Then in turn: place a pebble on a free spot (board target), then optionally
discard up to 2 hand cards to add their values (pick frame); or draw a card from the shuffled
deck (hidden, random) and then decide whether to keep it (yes/no frame); or pass. A pebble on
your own bonus spot scores double. The game ends when every spot is taken or everybody passed
in a row. Most points wins; ties are broken by more cards left in hand, else shared.
"""
from __future__ import annotations

from rules.core import Decision, Event, GameDef, Option, Result, State, frames, rank_by
from rules.core.bots import PriorityBot, RandomBot

SPOTS = 6


class PebblesState(State):
    GAME_ID = "pebbles"

    def setup(self) -> None:
        deck = [v for v in range(1, 7) for _ in range(2)]
        self.rng.shuffle(deck)
        self.deck = deck
        self.hands = [[self.deck.pop(), self.deck.pop()] for _ in range(self.num_players)]
        self.spots = [None] * SPOTS           # seat holding each spot
        self.points = [0] * self.num_players
        self.bonus = None                     # revealed bonus spots, per seat
        self.turn = 0
        self.passes = 0
        frames.push_commit(
            self, seats=list(range(self.num_players)), purpose="bonus",
            prompt="pebbles.bonus", text="Secretly choose your bonus spot",
            options={s: [Option("bonus", (i,), f"spot:{i}", f"Bonus on spot {i + 1}")
                         for i in range(SPOTS)] for s in range(self.num_players)})

    # -- decisions --
    def base_decision(self) -> Decision | None:
        if self.over():
            return None
        seat = self.turn
        options = [Option("place", (i,), f"spot:{i}", f"Place on spot {i + 1}")
                   for i in range(SPOTS) if self.spots[i] is None]
        if self.deck:
            options.append(Option("draw", (), "deck", "Draw a card"))
        options.append(Option("pass", (), None, "Pass"))
        return Decision(seat, "pebbles.turn", "Place a pebble, draw a card or pass", options)

    def over(self) -> bool:
        return all(s is not None for s in self.spots) or self.passes >= self.num_players

    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        seat = decision.seat
        if option.kind == "place":
            spot = option.args[0]
            self.spots[spot] = seat
            value = (spot + 1) * (2 if self.bonus[seat] == spot else 1)
            self.points[seat] += value
            self.passes = 0
            out.append(Event("placed", {"seat": seat, "spot": spot, "points": value}))
            if self.hands[seat]:
                frames.push_pick(self, seat=seat, purpose="boost", items=self.hands[seat],
                                 lo=0, hi=2, prompt="pebbles.boost",
                                 text="Discard up to 2 cards to add their values ({n} chosen)",
                                 pick_target="hand:{item}", unpick_target="hand:{item}",
                                 labels={str(v): f"card {v}" for v in self.hands[seat]},
                                 done_label="Score these")
            else:
                self.next_turn()
        elif option.kind == "draw":
            card = self.deck.pop()
            self.hands[seat].append(card)
            self.passes = 0
            out.append(Event("drew", {"seat": seat, "card": card}, visible_to=(seat,),
                             secret=("card",), reveal=True))
            frames.push_yes_no(self, seat=seat, purpose="keep", prompt="pebbles.keep",
                               text=f"Keep the {card} you drew?", yes="Keep", no="Discard it",
                               ctx={"card": card})
        else:
            self.passes += 1
            out.append(Event("passed", {"seat": seat}))
            self.next_turn()

    def next_turn(self) -> None:
        self.turn = (self.turn + 1) % self.num_players

    # -- finishers of the generic frames --
    def finish_bonus(self, frame: dict, out: list) -> None:
        self.bonus = [None] * self.num_players
        for seat, option_id in frame["committed"]:
            self.bonus[seat] = int(option_id.split(":")[1])
        out.append(Event("bonus_revealed", {"bonus": list(self.bonus)}))

    def finish_boost(self, frame: dict, out: list) -> None:
        seat = frame["seat"]
        for card in frame["picked"]:
            self.hands[seat].remove(card)
            self.points[seat] += card
        if frame["picked"]:
            out.append(Event("boosted", {"seat": seat, "cards": list(frame["picked"])}))
        self.next_turn()

    def finish_keep(self, frame: dict, out: list) -> None:
        seat = frame["seat"]
        if frame["chosen"] == "no":
            self.hands[seat].remove(frame["ctx"]["card"])
            out.append(Event("discarded", {"seat": seat, "card": frame["ctx"]["card"]},
                             visible_to=(seat,), secret=("card",)))
        self.next_turn()

    # -- what a seat sees --
    def view_data(self, seat: int) -> dict:
        committed = []
        if self.frames and self.frames[-1]["frame"] == "commit":
            committed = frames.committed_seats(self.frames[-1])
        return {"spots": list(self.spots), "points": list(self.points),
                "hand": list(self.hands[seat]),
                "hand_sizes": [len(h) for h in self.hands], "deck_size": len(self.deck),
                "bonus": self.bonus, "committed": committed, "turn_seat": self.turn}

    def progress(self) -> str:
        return f"{sum(s is not None for s in self.spots)} of {SPOTS} spots taken"

    def compute_result(self) -> Result:
        keys = [(self.points[s], len(self.hands[s])) for s in range(self.num_players)]
        ranking = rank_by(keys)
        tiebreak = None
        by_points = rank_by([(p,) for p in self.points])
        if len(by_points[0]) > 1:
            tiebreak = ("more cards left in hand" if len(ranking[0]) < len(by_points[0])
                        else "shared: equal points and cards")
        breakdown = [{"spots": sum((i + 1) * (2 if self.bonus[s] == i else 1)
                                   for i in range(SPOTS) if self.spots[i] == s),
                      "discarded cards": self.points[s] - sum(
                          (i + 1) * (2 if self.bonus[s] == i else 1)
                          for i in range(SPOTS) if self.spots[i] == s)}
                     for s in range(self.num_players)]
        return Result(list(self.points), ranking, breakdown, tiebreak)


class GreedyBot(PriorityBot):
    """Takes the best free spot, keeps high cards, boosts with its two best cards."""

    name = "simple"
    handlers = {"pebbles.turn": "turn", "pebbles.keep": "keep", "pebbles.boost": "boost",
                "pebbles.bonus": "bonus"}

    def turn(self, view, decision):
        places = [o for o in decision.options if o.kind == "place"]
        return max(places, key=lambda o: o.args[0]) if places else decision.find("pass")

    def keep(self, view, decision):
        return decision.find("yes")

    def boost(self, view, decision):
        if len(decision.info["picked"]) < 2:
            picks = [o for o in decision.options if o.kind == "pick"]
            if picks:
                return max(picks, key=lambda o: int(o.args[0]))
        return decision.find("done")

    def bonus(self, view, decision):
        return decision.options[-1]


def _secret_zones(state) -> list:
    zones = [(seat, ("hands", seat)) for seat in range(state.num_players)]
    zones.append((None, ("deck",)))
    return zones


def _invariants(state) -> list:
    problems = []
    cards = len(state.deck) + sum(len(h) for h in state.hands)
    if cards > 12:
        problems.append(f"{cards} cards exist, more than the 12 of the deck")
    return problems


def _describe(event: Event, names: list) -> str | None:
    who = names[event.data["seat"]] if "seat" in event.data else ""
    if event.kind == "placed":
        return f"{who} placed a pebble on spot {event.data['spot'] + 1} (+{event.data['points']})"
    if event.kind == "drew":
        card = event.data.get("card")
        return f"{who} drew {'a ' + str(card) if card is not None else 'a card'}"
    if event.kind == "passed":
        return f"{who} passed"
    return None


GAME = GameDef(
    id="pebbles", title="Pebbles (test game)", min_players=2, max_players=4,
    state_cls=PebblesState,
    variants={},
    bots={"random": RandomBot, "simple": GreedyBot},
    max_decisions=lambda n: 400,
    secret_zones=_secret_zones, invariants=_invariants, describe=_describe,
    blurb="A tiny test game: pebbles on six spots.",
)
