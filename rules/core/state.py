"""The `State` base: validation, the decision-frame stack, the history and the step counter.

A game subclasses `State` and writes:
  setup()                      deal, shuffle, place (uses self.rng); called once by `create`
  base_decision()              the pending decision when no frame is open (None once over)
  apply_base(decision, option, out)
  view_data(seat)              the JSON-safe part of `view` that this seat may see
  compute_result()             a `Result` once the game is over
and, for frames of its own kinds, frame_decision(frame) and frame_apply(frame, option, out).
The generic frames (pick, choose, commit: see `frames.py`) call back `finish_<purpose>(frame, out)`.

Game data lives in public attributes holding plain JSON data (lists, dicts with string keys,
str, int, bool, None): `to_dict` saves every public attribute and `from_dict` restores them, so a
game writes no serialisation code. Caches go in attributes whose name starts with `_`.
"""
from __future__ import annotations

import json

from .contract import Decision, Event, IllegalMove, Option, Result
from .rng import Rng
from .text import T
from . import frames as generic_frames

_BASE_FIELDS = ("num_players", "seed", "variants", "rng", "frames", "history", "steps",
                "barrier_step")


_ATOMS = frozenset({int, str, bool, float, type(None)})
_SHALLOW = frozenset({"history", "rng"})      # fields `copy` builds itself


def copy_data(value):
    """Deep copy of plain JSON data (lists, dicts, atoms): several times faster than deepcopy."""
    kind = type(value)
    if kind is list:
        return [v if type(v) in _ATOMS else copy_data(v) for v in value]
    if kind is dict:
        return {k: (v if type(v) in _ATOMS else copy_data(v)) for k, v in value.items()}
    if kind is tuple:
        return tuple(copy_data(v) for v in value)
    return value


class State:
    GAME_ID = ""
    VERSION = 1           # bump when the meaning of the saved data changes
    _pending = None       # (steps, decision): the cached pending decision
    _applying = False     # True inside apply, while the state is still changing

    # ---- construction -------------------------------------------------------------------
    @classmethod
    def create(cls, num_players: int, seed: int, variants: dict):
        state = cls.__new__(cls)
        state.num_players = num_players
        state.seed = seed
        state.variants = dict(variants)
        state.rng = Rng(seed)
        state.frames = []
        state.history = []          # [seat, option id] per applied decision
        state.steps = 0
        state.barrier_step = 0      # steps count just after the last apply that drew or revealed
        opening = state.setup()
        state.after_load()
        state._opening = list(opening or [])
        return state

    def setup(self) -> list | None:
        """Deal the opening position; may return the opening's events (for the log)."""
        raise NotImplementedError(f"{type(self).__name__} must deal the opening position")

    def opening_events(self) -> list:
        """The events `setup` returned (only on a freshly created state, not a loaded one)."""
        return list(getattr(self, "_opening", []))

    def after_load(self) -> None:
        """Rebuild `_caches` from the public data (after create and after from_dict)."""

    # ---- what the game implements --------------------------------------------------------
    def base_decision(self) -> Decision | None:
        raise NotImplementedError(f"{type(self).__name__} must say what is pending")

    def apply_base(self, decision: Decision, option: Option, out: list) -> None:
        raise NotImplementedError(f"{type(self).__name__} must apply its own options")

    def frame_decision(self, frame: dict) -> Decision:
        raise ValueError(f"unknown decision frame {frame.get('frame')!r}")

    def frame_apply(self, frame: dict, option: Option, out: list) -> None:
        raise ValueError(f"unknown decision frame {frame.get('frame')!r}")

    def view_data(self, seat: int) -> dict:
        raise NotImplementedError(f"{type(self).__name__} must say what a seat sees")

    def compute_result(self) -> Result:
        raise NotImplementedError(f"{type(self).__name__} must score a finished game")

    def progress(self) -> str:
        """A short public note on how far the game is, for save lists ("round 3 of 5")."""
        return f"decision {self.steps}"

    # ---- the contract -----------------------------------------------------------------------
    def pending(self) -> Decision | None:
        """The one pending decision, or None once the game is over.

        Cached per step: a test that edits a state by hand after asking must call `touch()`.
        """
        cached = self._pending
        if cached is not None and cached[0] == self.steps:
            return cached[1]
        decision = self._compute_pending()
        if not self._applying:                # mid-apply the state is still changing
            self._pending = (self.steps, decision)
        return decision

    def touch(self) -> None:
        """Forget the cached pending decision (after editing the state by hand)."""
        self._pending = None

    def _compute_pending(self) -> Decision | None:
        if self.frames:
            frame = self.frames[-1]
            handler = generic_frames.KINDS.get(frame.get("frame"))
            if handler is not None:
                return handler.decision(self, frame)
            return self.frame_decision(frame)
        return self.base_decision()

    def is_over(self) -> bool:
        return self.pending() is None

    def apply(self, option) -> list[Event]:
        decision = self.pending()
        if decision is None:
            raise IllegalMove(T("The game is over: no option can be chosen."))
        option_id = option.id if isinstance(option, Option) else str(option)
        chosen = decision.find(option_id)
        if chosen is None:
            legal = ", ".join(decision.ids[:12]) + (" ..." if len(decision.options) > 12 else "")
            raise IllegalMove(T("That is not a legal option now. {asked}", asked=decision.text),
                              f"{option_id!r} for {decision.prompt}; legal now: {legal}")
        rng_before = self.rng.state
        out: list[Event] = []
        self._pending = None
        self._applying = True
        try:
            self._dispatch(chosen, decision, out)
        finally:
            self._applying = False
        # Decision.chooser, inlined (every apply of every playout passes here)
        self.history.append([decision.seat if chosen.by is None else chosen.by, option_id])
        self.steps += 1
        self._pending = None
        if self.rng.state != rng_before:
            self.barrier_step = self.steps
        else:
            for event in out:
                if event.reveal:
                    self.barrier_step = self.steps
                    break
        return out

    def _dispatch(self, chosen: Option, decision: Decision, out: list) -> None:
        if self.frames:
            frame = self.frames[-1]
            handler = generic_frames.KINDS.get(frame.get("frame"))
            if handler is not None:
                handler.apply(self, frame, chosen, out)
            else:
                self.frame_apply(frame, chosen, out)
        else:
            self.apply_base(decision, chosen, out)

    def finish(self, frame: dict, out: list) -> None:
        """Run the finisher of a generic frame that has just been closed."""
        purpose = frame["purpose"]
        finisher = getattr(self, f"finish_{purpose}", None)
        if finisher is None:
            raise ValueError(f"{type(self).__name__} has no finish_{purpose} for its frame")
        finisher(frame, out)

    RESERVED_VIEW_KEYS = frozenset({"seat", "steps", "progress", "turn", "decision", "result",
                                    "out_of_turn", "eliminated", "num_players",
                                    "variants"})

    def eliminated_seats(self) -> list[int]:
        """Seats out of the game, in the order they went out (games with elimination keep a
        public `eliminated` list; see `turns.py`)."""
        return list(getattr(self, "eliminated", ()) or ())

    def view(self, seat: int) -> dict:
        data = self.view_data(seat)
        clash = self.RESERVED_VIEW_KEYS.intersection(data)
        if clash:
            raise ValueError(f"{type(self).__name__}.view_data uses keys the core sets: "
                             f"{', '.join(sorted(clash))}")
        decision = self.pending()
        data["seat"] = seat
        data["num_players"] = self.num_players
        data["variants"] = dict(self.variants)       # public: chosen before the game
        data["steps"] = self.steps
        data["progress"] = self.progress()
        data["turn"] = None if decision is None else {
            "seat": decision.seat, "prompt": decision.prompt, "text": decision.text}
        data["decision"] = decision.to_dict() if decision and decision.seat == seat else None
        # options this seat may take although another seat decides (claims across the table)
        data["out_of_turn"] = [] if decision is None or decision.seat == seat else \
            [o.to_dict() for o in decision.options if o.by == seat]
        data["eliminated"] = self.eliminated_seats()
        result = self.result() if decision is None else None
        data["result"] = result.to_dict() if result else None
        return data

    def result(self) -> Result | None:
        if self.pending() is not None:
            return None
        return self.compute_result()

    def can_undo_to(self, step: int, seat: int) -> bool:
        """True when every decision since `step` was `seat`'s and none drew or revealed
        (history records who chose: the out-of-turn seat for an out-of-turn option)."""
        if not 0 <= step <= self.steps or self.barrier_step > step:
            return False
        return all(s == seat for s, _ in self.history[step:])

    # ---- saving -----------------------------------------------------------------------------
    def to_dict(self) -> dict:
        data = {k: v for k, v in vars(self).items()
                if not k.startswith("_") and k not in _BASE_FIELDS}
        whole = {
            "game": self.GAME_ID, "version": self.VERSION,
            "num_players": self.num_players, "seed": self.seed, "variants": self.variants,
            "rng": self.rng.to_dict(), "frames": self.frames, "history": self.history,
            "steps": self.steps, "barrier_step": self.barrier_step, "data": data,
        }
        # A deep copy that is also proof of JSON-safety: a later change never reaches a save.
        return json.loads(json.dumps(whole))

    @classmethod
    def from_dict(cls, whole: dict):
        if whole.get("game") != cls.GAME_ID:
            raise ValueError(f"this state is for {whole.get('game')!r}, not {cls.GAME_ID!r}")
        if whole.get("version") != cls.VERSION:
            raise ValueError(f"state version {whole.get('version')!r} is not the supported "
                             f"version {cls.VERSION}")
        whole = json.loads(json.dumps(whole))
        state = cls.__new__(cls)
        state.num_players = int(whole["num_players"])
        state.seed = int(whole["seed"])
        state.variants = dict(whole["variants"])
        state.rng = Rng.from_dict(whole["rng"])
        state.frames = list(whole["frames"])
        state.history = [list(h) for h in whole["history"]]
        state.steps = int(whole["steps"])
        state.barrier_step = int(whole["barrier_step"])
        for key, value in whole["data"].items():
            if key.startswith("_") or key in _BASE_FIELDS or hasattr(cls, key):
                raise ValueError(f"unexpected state field {key!r}")
            setattr(state, key, value)
        state.after_load()
        return state

    def clone(self):
        """A full, independent copy (the same as a save round trip, only much faster)."""
        return self.copy()

    def copy(self):
        """A fast deep copy of the public JSON data; caches are rebuilt by `after_load`. Search
        copies states thousands of times a second, so this avoids any JSON round trip.

        The history is the one field not copied deep: its [seat, option] entries are never
        changed once appended, so a new list holding the same entries is independent (a deep
        copy of it cost more than the rest of a late-game state)."""
        new = object.__new__(type(self))
        mine = new.__dict__
        for key, value in self.__dict__.items():
            if key[0] != "_" and key not in _SHALLOW:
                mine[key] = value if type(value) in _ATOMS else copy_data(value)
        new.history = list(self.history)
        new.rng = Rng(self.rng.state)
        new.after_load()
        return new
