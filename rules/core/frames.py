"""Reusable decision frames: plain dicts on `state.frames`, so they save with the state.

pick    choose k of n items (with repeats) by pick/unpick options closed by `done`
choose  choose one of a listed set of options (yes/no is a choose with two)
commit  sequential hidden commits: each listed seat chooses in turn; nobody sees another's
        choice until all have chosen (views must not show `frame["committed"]` early)

Every frame carries `purpose`; when it closes it is popped and `state.finish_<purpose>(frame, out)`
runs, with the answer in the frame: `picked` (pick), `chosen` and `chosen_args` (choose),
`committed` as [[seat, option id], ...] (commit). `ctx` is free plain data for the finisher.
Nothing irreversible happens before the frame closes.
"""
from __future__ import annotations

from collections import Counter

from .contract import Decision, Option


def _fmt(template: str | None, item) -> str | None:
    return None if template is None else template.replace("{item}", str(item))


# ---- pick k of n ------------------------------------------------------------------------------
def push_pick(state, *, seat: int, purpose: str, items: list, lo: int, hi: int, prompt: str,
              text: str, pick_target: str | None = "{item}", unpick_target: str | None = None,
              labels: dict | None = None, done_label: str = "Done", ctx: dict | None = None) -> None:
    """Open a pick frame over the multiset `items` (ids, one per copy).

    `hi` is clamped to len(items) and `lo` to `hi`. `text` may hold {n}, the count picked so far.
    Targets are templates where {item} becomes the item id (None: a button in the side panel).
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
        left = Counter(f["items"]) - Counter(f["picked"])
        labels = f["labels"]
        options = []
        if len(f["picked"]) < f["hi"]:
            for item in _ordered(f["items"], left):
                options.append(Option("pick", (item,), _fmt(f["pick_target"], item),
                                      f"Choose {labels.get(str(item), item)}"))
        for item in _ordered(f["picked"], Counter(f["picked"])):
            options.append(Option("unpick", (item,), _fmt(f["unpick_target"], item),
                                  f"Put back {labels.get(str(item), item)}"))
        if f["lo"] <= len(f["picked"]) <= f["hi"]:
            options.append(Option("done", (), None, f["done_label"]))
        info = {"frame": "pick", "min": f["lo"], "max": f["hi"], "picked": list(f["picked"]),
                "items": list(f["items"]), "ctx": f["ctx"]}
        text = f["text"]
        if "{n}" in text:
            text = text.replace("{n}", str(len(f["picked"])))
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


def _ordered(source: list, counts: Counter) -> list:
    """Distinct items with a positive count, in first-appearance order of `source`."""
    seen, order = set(), []
    for item in source:
        if item not in seen and counts[item] > 0:
            seen.add(item)
            order.append(item)
    return order


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
                yes: str = "Yes", no: str = "No", ctx: dict | None = None) -> None:
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


KINDS = {"pick": _Pick, "choose": _Choose, "commit": _Commit}
