"""Reusable decision frames: plain dicts on `state.frames`, so they save with the state.

pick    choose k of n items (with repeats) by pick/unpick options closed by `done`
choose  choose one of a listed set of options (yes/no is a choose with two)
commit  sequential hidden commits: each listed seat chooses in turn; nobody sees another's
        choice until all have chosen (views must not show `frame["committed"]` early)
auction an open ascending auction: bidders bid (an amount decision) or pass in turn

Every frame carries `purpose`; when it closes it is popped and `state.finish_<purpose>(frame, out)`
runs, with the answer in the frame: `picked` (pick), `chosen` and `chosen_args` (choose),
`committed` as [[seat, option id], ...] (commit). `ctx` is free plain data for the finisher.
Nothing irreversible happens before the frame closes.
"""
from __future__ import annotations

from .contract import Decision, Event, Option
from .text import N_, T, texts_quiet


def _fmt(template: str | None, item) -> str | None:
    return None if template is None else template.replace("{item}", str(item))


# ---- pick k of n ------------------------------------------------------------------------------
def push_pick(state, *, seat: int, purpose: str, items: list, lo: int, hi: int, prompt: str,
              text: str, pick_target: str | None = "{item}", unpick_target: str | None = None,
              labels: dict | None = None, done_label: str = N_("Done"),
              ctx: dict | None = None) -> None:
    """Open a pick frame over the multiset `items` (ids, one per copy).

    `hi` is clamped to len(items) and `lo` to `hi`. `text` may hold {n}, the count picked so far.
    Targets are templates where {item} becomes the item id (None: a button in the side panel).
    `labels`: item -> a rule text naming it (default: the item as it is).
    """
    hi = min(hi, len(items))
    lo = min(lo, hi)
    state.frames.append({
        "frame": "pick", "seat": seat, "purpose": purpose, "items": list(items),
        "lo": lo, "hi": hi, "picked": [], "prompt": prompt, "text": text,
        "pick_target": pick_target, "unpick_target": unpick_target,
        "labels": labels or {}, "done_label": done_label, "ctx": ctx or {},
    })


class _Pick:
    @staticmethod
    def decision(state, f: dict) -> Decision:
        labels = f["labels"]
        options = []
        if len(f["picked"]) < f["hi"]:
            for item in _left(f["items"], f["picked"]):
                options.append(Option("pick", (item,), _fmt(f["pick_target"], item),
                                      T("Choose {what}", what=labels.get(str(item), item))))
        for item in dict.fromkeys(f["picked"]):
            options.append(Option("unpick", (item,), _fmt(f["unpick_target"], item),
                                  T("Put back {what}", what=labels.get(str(item), item))))
        if f["lo"] <= len(f["picked"]) <= f["hi"]:
            options.append(Option("done", (), None, f["done_label"]))
        info = {"frame": "pick", "min": f["lo"], "max": f["hi"], "picked": list(f["picked"]),
                "items": list(f["items"]), "ctx": f["ctx"]}
        text = f["text"]
        if "{n}" in text:
            text = T(text, n=len(f["picked"]))
        return Decision(f["seat"], f["prompt"], text, options, info)

    @staticmethod
    def apply(state, f: dict, option: Option, out: list) -> None:
        if option.kind == "pick":
            f["picked"].append(_same_type(f["items"], option.args[0]))
        elif option.kind == "unpick":
            f["picked"].remove(_same_type(f["picked"], option.args[0]))
        else:
            state.frames.pop()
            state.finish(f, out)


def _left(items: list, picked: list) -> list:
    """The distinct items of the multiset `items` with copies not yet picked, in first-appearance
    order (counted in a plain dict: a pick frame asks at every step, Counters cost 4 times more)."""
    counts: dict = {}
    for item in items:
        counts[item] = counts.get(item, 0) + 1
    for item in picked:
        counts[item] = counts.get(item, 0) - 1
    return [item for item, n in counts.items() if n > 0]


def _same_type(pool: list, arg):
    """Option args are stored as given; map back to the pool's own value (str vs int)."""
    for item in pool:
        if item == arg or str(item) == str(arg):
            return item
    raise ValueError(f"{arg!r} is not among {pool!r}")


# ---- choose one -------------------------------------------------------------------------------
def push_choose(state, *, seat: int, purpose: str, options: list, prompt: str, text: str,
                ctx: dict | None = None) -> None:
    """Open a choose frame. `options`: Option objects (kind, args, target, label)."""
    if not options:
        raise ValueError(f"a choose frame for {purpose} needs at least one option")
    state.frames.append({
        "frame": "choose", "seat": seat, "purpose": purpose, "prompt": prompt, "text": text,
        "options": [[o.kind, list(o.args), o.target, o.label] for o in options],
        "ctx": ctx or {},
    })


def push_yes_no(state, *, seat: int, purpose: str, prompt: str, text: str,
                yes: str = N_("Yes"), no: str = N_("No"), ctx: dict | None = None) -> None:
    push_choose(state, seat=seat, purpose=purpose, prompt=prompt, text=text, ctx=ctx,
                options=[Option("yes", (), None, yes), Option("no", (), None, no)])


class _Choose:
    @staticmethod
    def decision(state, f: dict) -> Decision:
        options = [Option(kind, tuple(args), target, label)
                   for kind, args, target, label in f["options"]]
        return Decision(f["seat"], f["prompt"], f["text"], options,
                        {"frame": "choose", "ctx": f["ctx"]})

    @staticmethod
    def apply(state, f: dict, option: Option, out: list) -> None:
        state.frames.pop()
        f["chosen"] = option.id
        f["chosen_kind"] = option.kind
        f["chosen_args"] = list(option.args)
        state.finish(f, out)


# ---- sequential hidden commits ----------------------------------------------------------------
def push_commit(state, *, seats: list, purpose: str, options: dict, prompt: str, text: str,
                ctx: dict | None = None) -> None:
    """Each seat of `seats` in turn commits one option, hidden from the others until all have.

    options: seat -> list of Option (each seat may have its own list).
    """
    state.frames.append({
        "frame": "commit", "seats": list(seats), "purpose": purpose, "prompt": prompt,
        "text": text, "committed": [], "ctx": ctx or {},
        "options": {str(s): [[o.kind, list(o.args), o.target, o.label] for o in options[s]]
                    for s in seats},
    })


class _Commit:
    @staticmethod
    def decision(state, f: dict) -> Decision:
        seat = f["seats"][len(f["committed"])]
        options = [Option(kind, tuple(args), target, label)
                   for kind, args, target, label in f["options"][str(seat)]]
        return Decision(seat, f["prompt"], f["text"], options,
                        {"frame": "commit", "waiting": f["seats"][len(f["committed"]):],
                         "ctx": f["ctx"]})

    @staticmethod
    def apply(state, f: dict, option: Option, out: list) -> None:
        seat = f["seats"][len(f["committed"])]
        f["committed"].append([seat, option.id])
        if len(f["committed"]) == len(f["seats"]):
            state.frames.pop()
            state.finish(f, out)


def committed_seats(frame: dict) -> list[int]:
    """Public part of a commit frame: who has already chosen (never what)."""
    return [seat for seat, _ in frame["committed"]]




# ---- amounts ------------------------------------------------------------------------------------
def amount_options(kind: str, lo: int, hi: int, step: int, *, target: str | None = None,
                   label: str = "{amount}") -> list[Option]:
    """One option per amount lo, lo+step, ... up to hi (`kind:<amount>`), as the contract wants
    every choice listed; pair it with `amount_hint` so the UI shows a stepper instead of a
    wall of buttons and bots can pick an amount with sense. `label` is a rule-text template
    with the field {amount}."""
    if step <= 0:
        raise ValueError(f"an amount step must be positive, not {step}")
    if lo < 0:                             # not kept: the rows below start at 0
        return [Option(kind, (a,), target, T(label, amount=a)) for a in range(lo, hi + 1, step)]
    base = lo % step                       # every amount of a range is base + a multiple
    key = (kind, step, base, target, label, texts_quiet())
    row = _AMOUNTS.get(key, ())
    if len(row) <= (hi - base) // step:    # not listed this far yet: list up to hi
        row = tuple(Option(kind, (a,), target, T(label, amount=a))
                    for a in range(base, hi + 1, step))
        if len(_AMOUNTS) >= _AMOUNTS_MAX:
            _AMOUNTS.clear()
        _AMOUNTS[key] = row
    return list(row[(lo - base) // step:(hi - base) // step + 1])


# amounts already listed, by kind, step and label: an auction lists the same hundreds of bids
# at every go (each from a higher minimum), and a replay or a search asks for them again at
# every step; Options are never changed once made, so decisions can share them
_AMOUNTS: dict = {}
_AMOUNTS_MAX = 256


def amount_hint(kind: str, lo: int, hi: int, step: int) -> dict:
    """The `info` entry that marks a decision's `kind:<amount>` options as one range."""
    return {"amount": {"kind": kind, "min": lo, "max": hi, "step": step}}


def sensible_amount(rng, hint: dict) -> int:
    """An amount a casual player might name: usually the minimum or a small raise, now and
    then more, never uniformly over hundreds of steps."""
    lo, hi, step = hint["min"], hint["max"], hint["step"]
    count = (hi - lo) // step + 1
    roll = rng.below(10)
    if roll < 5 or count == 1:
        k = 0
    elif roll < 9:
        k = 1 + rng.below(min(count - 1, 4))
    else:
        k = rng.below(count)
    return lo + k * step


# ---- open ascending auction ----------------------------------------------------------------------
def push_auction(state, out: list, *, seller: int | None, bidders: list, budgets: dict,
                 purpose: str, prompt: str, text: str, step: int = 1, opening: int | None = None,
                 lot: str | None = None, ctx: dict | None = None) -> None:
    """Open an open ascending auction: every bidder in `bidders` order bids or passes in turn
    (passing is for good) until one bidder is left holding the high bid, or all passed with no
    bid. A first bid is at least `opening` (default `step`), each later one at least the high
    bid + `step`, never more than the bidder's budget (`budgets`: seat -> most it can pay). A
    bidder who cannot afford the minimum drops out on its go, with an event. A lone bidder with
    no bid on the table still gets a go. When it closes, `finish_<purpose>(frame, out)` runs
    with `frame["winner"]` (a seat, or None) and `frame["price"]`.

    Events: `bid` {seat, amount, lot} and `bid_pass` {seat, lot, auto}. The open auction is
    public: `auction_view(state)` gives what every seat may see of it.
    """
    order = [s for s in bidders if s != seller]
    frame = {"frame": "auction", "purpose": purpose, "prompt": prompt, "text": text,
             "seller": seller, "lot": lot, "order": order, "active": list(order),
             "budgets": {str(s): int(budgets[s]) for s in order}, "step": int(step),
             "opening": int(step if opening is None else opening), "high": None,
             "go": 0, "ctx": ctx or {}}
    state.frames.append(frame)
    _Auction.settle(state, frame, out)


def auction_view(state) -> dict | None:
    """The open auction (the top-most), as every seat may see it, or None."""
    for f in reversed(state.frames):
        if f.get("frame") == "auction":
            bidder = f["active"][f["go"]] if f["active"] else None
            return {"lot": f["lot"], "seller": f["seller"], "bidder": bidder,
                    "active": list(f["active"]), "order": list(f["order"]),
                    "high": None if f["high"] is None else {"seat": f["high"][0],
                                                            "amount": f["high"][1]},
                    "minimum": _Auction.minimum(f), "purpose": f["purpose"]}
    return None


class _Auction:
    @staticmethod
    def minimum(f: dict) -> int:
        return f["opening"] if f["high"] is None else f["high"][1] + f["step"]

    @staticmethod
    def decision(state, f: dict) -> Decision:
        seat = f["active"][f["go"]]
        lo, hi = _Auction.minimum(f), f["budgets"][str(seat)]
        options = amount_options("bid", lo, hi, f["step"], label=N_("Bid {amount}"))
        options.append(Option("pass", (), None, T("Pass")))
        info = {"frame": "auction", "lot": f["lot"], "ctx": f["ctx"],
                "high": f["high"], **amount_hint("bid", lo, hi, f["step"])}
        return Decision(seat, f["prompt"], f["text"], options, info)

    @staticmethod
    def apply(state, f: dict, option: Option, out: list) -> None:
        seat = f["active"][f["go"]]
        if option.kind == "bid":
            amount = int(option.args[0])
            f["high"] = [seat, amount]
            out.append(Event("bid", {"seat": seat, "amount": amount, "lot": f["lot"]}))
            f["go"] += 1
        else:
            f["active"].pop(f["go"])
            out.append(Event("bid_pass", {"seat": seat, "lot": f["lot"], "auto": False}))
        _Auction.settle(state, f, out)

    @staticmethod
    def settle(state, f: dict, out: list) -> None:
        """Move the go on past bidders who cannot raise; close the auction when it is over."""
        while True:
            active = f["active"]
            if active:
                f["go"] %= len(active)
            if not active or (len(active) == 1 and f["high"] is not None
                              and f["high"][0] == active[0]):
                state.frames[:] = [g for g in state.frames if g is not f]
                f["winner"] = None if f["high"] is None else f["high"][0]
                f["price"] = None if f["high"] is None else f["high"][1]
                state.finish(f, out)
                return
            seat = active[f["go"]]
            if f["high"] is not None and f["high"][0] == seat:
                f["go"] = (f["go"] + 1) % len(active)     # the high bidder does not outbid itself
                continue
            if f["budgets"][str(seat)] < _Auction.minimum(f):
                active.pop(f["go"])
                out.append(Event("bid_pass", {"seat": seat, "lot": f["lot"], "auto": True}))
                continue
            return


KINDS = {"pick": _Pick, "choose": _Choose, "commit": _Commit, "auction": _Auction}
