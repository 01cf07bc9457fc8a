"""The plain-data types that cross the line between the rules and everything else."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable

from .text import JOIN, PLURAL, N_, T, render

def with_names(text: str, names: list) -> str:
    """The English words of a rule text, seats named (see `text.py`: the rules know no names)."""
    if "{" not in text and JOIN not in text and PLURAL not in text:
        return text
    return render(text, names)


class IllegalMove(ValueError):
    """An option that is not in the pending decision (or a game that is over). Nothing changed.

    `text` is a rule text (text.py) so that a person reads it in their language; `detail` is
    for developers only (the option ids). str() is the English of both."""

    def __init__(self, text: str, detail: str = ""):
        self.text, self.detail = text, detail
        super().__init__(render(text) + (f" ({detail})" if detail else ""))

    def __reduce__(self):           # travels between processes (the bot worker) whole
        return IllegalMove, (self.text, self.detail)


class Option:
    """One answer to a decision. Identity is `id` = kind plus args; target and label are looks.

    `target` names the board object the option is bound to (clickable), or None for a button.
    `by` is None for the deciding seat's own options; a seat number marks an *out-of-turn*
    option that seat may take while another seat decides (a claim called across the table).
    A plain slotted class (not a dataclass): decisions build many of these on the hot path.
    """

    __slots__ = ("kind", "args", "target", "label", "id", "by")

    def __init__(self, kind: str, args=(), target: str | None = None, label: str = "",
                 by: int | None = None):
        # built by the thousand in every search: the common shapes (no argument, one argument)
        # skip the general join
        args = args if type(args) is tuple else tuple(args)
        self.kind = kind
        self.args = args
        self.target = target
        self.label = label
        self.by = by
        if not args:
            self.id = kind
        elif len(args) == 1:
            self.id = kind + ":" + str(args[0])
        else:
            self.id = ":".join([kind, *map(str, args)])

    def to_dict(self) -> dict:
        out = {"id": self.id, "kind": self.kind, "args": list(self.args),
               "target": self.target, "label": self.label or self.id}
        if self.by is not None:
            out["by"] = self.by
        return out

    def __eq__(self, other):
        if isinstance(other, Option):
            return self.id == other.id
        return NotImplemented

    def __hash__(self):
        return hash(self.id)

    def __repr__(self):
        return f"Option({self.id!r}, target={self.target!r})"


class Decision:
    """The one pending choice: `seat` must pick one of `options`.

    prompt: stable key naming the kind of choice ("dominion.cellar.discard");
    text: what the player is asked, in words; info: hints for the UI (JSON-safe).
    """

    __slots__ = ("seat", "prompt", "text", "options", "info", "_by_id")

    def __init__(self, seat: int, prompt: str, text: str, options, info: dict | None = None):
        self.seat = seat
        self.prompt = prompt
        self.text = text
        self.options = tuple(options)
        self.info = info if info is not None else {}
        self._by_id = None

    def find(self, option_id: str) -> Option | None:
        if self._by_id is None:
            if len(self.options) <= 8:      # a scan beats building the index (apply finds once)
                for option in self.options:
                    if option.id == option_id:
                        return option
                return None
            self._by_id = {o.id: o for o in self.options}
        return self._by_id.get(option_id)

    @property
    def ids(self) -> list[str]:
        return [o.id for o in self.options]

    def options_for(self, seat: int) -> list:
        """What `seat` may choose now: all its own options if it decides, else only the
        out-of-turn options marked for it."""
        if seat == self.seat:
            return [o for o in self.options if o.by is None or o.by == seat]
        return [o for o in self.options if o.by == seat]

    def chooser(self, option) -> int:
        """The seat that takes `option`: the deciding seat, or the out-of-turn seat named."""
        return self.seat if option.by is None else option.by

    @property
    def amount(self) -> dict | None:
        """The amount hint {kind, min, max, step} when the options include a range of amounts."""
        return self.info.get("amount")

    def to_dict(self) -> dict:
        return {"seat": self.seat, "prompt": self.prompt, "text": self.text,
                "options": [o.to_dict() for o in self.options], "info": self.info}

    def __repr__(self):
        return f"Decision(seat={self.seat}, {self.prompt!r}, {len(self.options)} options)"


class Event:
    """Something that happened, in order, for the log and the animations.

    Public unless `visible_to` names the seats that may see it whole. Every other seat gets the
    data without the `secret` keys; with no `secret` keys given, the event is invisible to them.
    `reveal` marks an event that showed hidden information (a draw, a look at a card): undo
    never crosses it. Random outcomes are barriers anyway (the state notices its generator moved).
    A plain slotted class: a card game emits hundreds of these per game.
    """

    __slots__ = ("kind", "data", "visible_to", "secret", "reveal")

    def __init__(self, kind: str, data: dict | None = None, visible_to=None, secret=(),
                 reveal: bool = False):
        self.kind = kind
        self.data = data if data is not None else {}
        self.visible_to = visible_to
        self.secret = secret
        self.reveal = reveal

    def for_seat(self, seat: int | None) -> "Event | None":
        if self.visible_to is None or (seat is not None and seat in self.visible_to):
            return self
        if not self.secret:
            return None
        public = {k: v for k, v in self.data.items() if k not in self.secret}
        return Event(self.kind, public, None, (), self.reveal)

    def to_dict(self) -> dict:
        out = {"kind": self.kind, "data": self.data}
        if self.visible_to is not None:
            out["visible_to"] = list(self.visible_to)
            out["secret"] = list(self.secret)
        return out

    def __eq__(self, other):
        if not isinstance(other, Event):
            return NotImplemented
        return (self.kind, self.data, self.visible_to, tuple(self.secret), self.reveal) == \
            (other.kind, other.data, other.visible_to, tuple(other.secret), other.reveal)

    __hash__ = None

    def __repr__(self):
        return f"Event({self.kind!r}, {self.data!r})"


@dataclass
class Result:
    """Final outcome. ranking: groups of seats, best first, ties grouped, e.g. [[2], [0, 1]].

    breakdown: one dict per seat, category -> points, in the order the results screen shows
        them; a seat's categories add up to its score (the generic suite checks it).
    details: one dict per seat of facts that explain the score or break ties but are not
        points (turns taken, leftover money, discs on the table), values numbers or short text.
    labels: category or detail key -> the words the results screen shows (default: the key).
    tiebreak: a rule text: which tie-break decided (or that a tie was shared); None if not needed.
    reason: a rule text: why the game ended ("the Province pile is empty"); None if obvious.
    explain: one dict per seat, category or detail key -> a rule text with the arithmetic
        behind that number ("3 Duchies x 3 VP"); the results screen shows it on hover.
    """

    scores: list
    ranking: list
    breakdown: list = field(default_factory=list)
    tiebreak: str | None = None
    details: list = field(default_factory=list)
    labels: dict = field(default_factory=dict)
    reason: str | None = None
    explain: list = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"scores": list(self.scores), "ranking": [list(g) for g in self.ranking],
                "breakdown": list(self.breakdown), "tiebreak": self.tiebreak,
                "details": list(self.details), "labels": dict(self.labels),
                "reason": self.reason, "explain": list(self.explain)}

    @property
    def winners(self) -> list[int]:
        return list(self.ranking[0]) if self.ranking else []

    def label(self, key: str) -> str:
        return self.labels.get(key) or key.replace("_", " ").capitalize()

    def why(self, seat: int, key: str) -> str | None:
        """The arithmetic behind `seat`'s number under `key`, or None."""
        return self.explain[seat].get(key) if seat < len(self.explain) else None


def rank_by(keys: list[tuple], higher_is_better: bool = True) -> list[list[int]]:
    """Group seats by equal key tuples, best first. Keys compare lexicographically."""
    order = sorted(range(len(keys)), key=lambda s: keys[s], reverse=higher_is_better)
    groups: list[list[int]] = []
    for seat in order:
        if groups and keys[groups[-1][0]] == keys[seat]:
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return groups


@dataclass(frozen=True)
class ManyOf:
    """A variant whose value is a list of `count` distinct items from `choices` (a custom
    kingdom, say). Use it as the `allowed` part of a variant; its default is a list."""

    choices: tuple
    count: int

    def __contains__(self, value) -> bool:
        return (isinstance(value, list) and len(value) == self.count
                and len(set(value)) == self.count and all(v in self.choices for v in value))

    def __iter__(self):
        return iter(self.choices)



# Titles of the levels every game may offer, weakest first; a game's `bot_titles` come first.
LEVEL_TITLES = {"random": N_("Random"), "simple": N_("Simple"), "medium": N_("Medium"),
                "strong": N_("Strong")}


@dataclass
class GameDef:
    """Everything the shelf knows about one game. `rules/<game>/__init__.py` exports `GAME`.

    variants: name -> (allowed values, default), allowed being a tuple or a `ManyOf`; bots: name -> factory(seat, seed) -> Bot.
    variant_choices: name -> f(num_players, humans) -> allowed values, for variants whose
        choices depend on the table (a first player among the seats that exist; an option
        offered only when every seat is human). `humans` is a list of bools per seat, or None
        when unknown (headless set-up): then only the player count narrows the choice.
    presets: name -> {variant: value} (e.g. "first_game": everything off); preset_titles: words.
    variant_groups: [(title, [variant names])] for the setup screen; variant_help: name -> one
        line that says what the variant does (shown on hover).
    value_help: name -> {str(value): one line} about each value (a card's cost and text in a
        custom kingdom), shown where the value is chosen.
    bot_titles: bot name -> its title, weakest first (the setup lists the levels in this order);
        bot_help: bot name -> one line on how it plays.
    designers, publisher, year: who made the published game (the credits page lists them).
    names: kind -> {id: English name}: what a rule text's fields name ("card" -> {"smithy":
        "Smithy"}); the scenes translate them.
    max_decisions(num_players): a generous bound a finished game never exceeds (tests use it).
    secret_zones(state): where seats' secrets live, for the generic no-leak check: a list of
        (owner_seat_or_None, attribute path) pairs, e.g. (1, ("hands", 1)) or (None, ("decks", 0));
        None means nobody may see it (a deck's order, the bag).
    invariants(state): a list of broken invariants in words (empty when all hold).
    describe(event, names): the log line for an event (a rule text), names being the seat names.
    determinize(view, seat, rng) -> State: a full state that agrees with everything `seat` may
        know (its view), the unknown sampled from what is possible; with it the game can offer
        the search bot `rules.core.search.strong` as "strong". evaluate(state) -> [value per seat in 0..1]
        and playout_policy(state, decision, rng) -> Option tune that search; playout_depth
        (decisions) cuts each playout there and scores it by `evaluate` (None: play to the end;
        `evaluate` may answer None where a position cannot be judged fairly: the playout goes on);
        search_options(state, decision) -> the few options worth searching (a game with wide
        decisions prunes them by its own heuristic; default: `search.searched_options`).
    progress(state) -> (round number, [standing per seat]): where the game stands now (victory
        points so far, money); `progress_label` names the standing ("VP", "Money"). With it
        the results chart and the replay timeline draw each seat's standing round by round
        (`rules.core.timeline`). progress_round(state) -> the same round number alone, where
        the standing is dear to compute: the timeline then asks `progress` only when a round
        begins.
    """

    id: str
    title: str
    min_players: int
    max_players: int
    state_cls: type
    variants: dict = field(default_factory=dict)
    bots: dict = field(default_factory=dict)
    max_decisions: Callable[[int], int] = lambda n: 10_000
    secret_zones: Callable[[Any], list] = lambda state: []
    invariants: Callable[[Any], list] = lambda state: []
    describe: Callable[[Event, list], str] | None = None
    blurb: str = ""
    hidden_information: bool = True
    # how the setup screen shows variants: name -> title, and name -> {str(value): label}
    variant_titles: dict = field(default_factory=dict)
    value_labels: dict = field(default_factory=dict)
    variant_choices: dict = field(default_factory=dict)
    presets: dict = field(default_factory=dict)
    preset_titles: dict = field(default_factory=dict)
    variant_groups: list = field(default_factory=list)
    variant_help: dict = field(default_factory=dict)
    value_help: dict = field(default_factory=dict)
    bot_titles: dict = field(default_factory=dict)
    bot_help: dict = field(default_factory=dict)
    names: dict = field(default_factory=dict)
    # who made the game, for the credits page (names as printed, not translated)
    designers: tuple = ()
    publisher: str = ""
    year: int | None = None
    # search (the `strong` bot): a full state sampled to agree with one seat's view; optional
    # per-seat values in [0, 1] for cutting playouts short, and a playout policy
    determinize: Callable | None = None
    evaluate: Callable | None = None
    playout_policy: Callable | None = None
    playout_depth: int | None = None
    search_options: Callable | None = None
    # the standing round by round, for the results chart and the replay timeline
    progress: Callable | None = None
    progress_label: str = ""
    progress_round: Callable | None = None

    def variant_title(self, name: str) -> str:
        return self.variant_titles.get(name) or name.replace("_", " ").capitalize()

    def value_label(self, name: str, value) -> str:
        labels = self.value_labels.get(name, {})
        if isinstance(value, list):
            return ", ".join(labels.get(str(v), str(v)) for v in value)
        if str(value) in labels:
            return labels[str(value)]
        if isinstance(value, bool):
            return "on" if value else "off"
        return str(value).replace("_", " ")

    def bot_levels(self) -> list[str]:
        """The bots weakest first: those with a title in `bot_titles` order, then the rest."""
        order = list(self.bot_titles) + [b for b in LEVEL_TITLES if b not in self.bot_titles]
        return [b for b in order if b in self.bots] + [b for b in self.bots if b not in order]

    def bot_title(self, name: str) -> str:
        return (self.bot_titles.get(name) or LEVEL_TITLES.get(name)
                or name.replace("_", " ").capitalize())

    def entity(self, kind: str, value: str) -> str | None:
        """The English name of what a rule text's field names, or None if the game has none."""
        table = self.names.get(kind)
        return None if table is None else table.get(value)

    def allowed_values(self, name: str, num_players: int | None = None, humans=None):
        """The values variant `name` may take at this table (all of them when unknown)."""
        allowed, _ = self.variants[name]
        narrow = self.variant_choices.get(name)
        if narrow is None or (num_players is None and humans is None):
            return allowed
        return narrow(num_players, None if humans is None else list(humans))

    def default_variants(self, num_players: int | None = None, humans=None) -> dict:
        chosen = {}
        for name, (_, default) in self.variants.items():
            allowed = self.allowed_values(name, num_players, humans)
            if default not in allowed and not isinstance(allowed, ManyOf) and allowed:
                default = tuple(allowed)[0]
            chosen[name] = default
        return chosen

    def check_variants(self, variants: dict | None, num_players: int | None = None,
                       humans=None) -> dict:
        chosen = self.default_variants(num_players, humans)
        for name, value in (variants or {}).items():
            if name not in self.variants:
                raise ValueError(f"{self.title} has no variant {name!r}; "
                                 f"it has {', '.join(self.variants) or 'none'}")
            allowed = self.allowed_values(name, num_players, humans)
            if value not in allowed:
                if isinstance(allowed, ManyOf):
                    raise ValueError(f"variant {name!r} of {self.title} needs {allowed.count} "
                                     f"different items of: {', '.join(map(str, allowed))}")
                raise ValueError(f"variant {name!r} of {self.title} cannot be {value!r} at "
                                 f"this table; allowed: {', '.join(map(str, allowed))}")
            chosen[name] = list(value) if isinstance(value, list) else value
        return chosen

    def preset(self, name: str) -> dict:
        """A preset's variant values over the defaults."""
        if name not in self.presets:
            raise ValueError(f"{self.title} has no preset {name!r}; it has "
                             f"{', '.join(self.presets) or 'none'}")
        return {**self.default_variants(), **self.presets[name]}

    def new(self, num_players: int, seed: int, variants: dict | None = None, humans=None):
        """A new game. `humans` (a bool per seat: is it a person?) lets variants that depend
        on who sits at the table be chosen (claims only when every seat is human); without it
        only the player count narrows them. Saves pass it too, so a load recreates the same."""
        if not self.min_players <= num_players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players}-{self.max_players} players, "
                             f"not {num_players}")
        if humans is not None and len(humans) != num_players:
            raise ValueError(f"{num_players} players but {len(humans)} seats described")
        return self.state_cls.create(num_players, int(seed),
                                     self.check_variants(variants, num_players, humans))

    def load(self, data: dict):
        return self.state_cls.from_dict(data)

    def bot(self, name: str, seat: int, seed: int, **options):
        """A bot for `seat`. A factory marked `needs_game` (the search's `strong`) is given this
        game first and `options` (budget_ms, clock, iterations); the others get (seat, seed)."""
        if name not in self.bots:
            raise ValueError(f"{self.title} has no bot {name!r}; it has {', '.join(self.bots)}")
        factory = self.bots[name]
        if getattr(factory, "needs_game", False):
            return factory(self, seat, seed, **options)
        return factory(seat, seed)

    def describe_event(self, event: Event, names: list[str]) -> str:
        """The log line for an event as a rule text (render it to words with the names)."""
        if self.describe is not None:
            text = self.describe(event, names)
            if text:
                return text
        return core_describe(event) or default_describe(event, names)


def core_describe(event: Event) -> str | None:
    """Log lines for the events the core's own frames and helpers emit."""
    d = event.data
    if event.kind == "dice":
        values = [die.get("face") or die["value"] for die in d.get("dice", [])]
        if len(values) == 1:
            return T("{seat} rolls {roll}", seat=d["seat"], roll=values[0])
        return T("{seat} rolls {rolls}", seat=d["seat"], rolls=" + ".join(map(str, values)))
    if event.kind == "bid":
        return T("{seat} bids {amount}", seat=d["seat"], amount=d["amount"])
    if event.kind == "bid_pass":
        if d.get("auto"):
            return T("{seat} cannot raise and drops out of the auction", seat=d["seat"])
        return T("{seat} passes in the auction", seat=d["seat"])
    if event.kind == "eliminated":
        return T("{seat} is out of the game", seat=d["seat"])
    return None


def default_describe(event: Event, names: list[str]) -> str:
    parts = []
    for key, value in event.data.items():
        if key == "seat" and isinstance(value, int) and 0 <= value < len(names):
            value = names[value]
        parts.append(f"{key} {value}")
    return f"{event.kind.replace('_', ' ')}: " + ", ".join(parts) if parts else event.kind
