"""Save fuzzing: for every game, hundreds of mutated save files (>= 1,000 per run in all), each of
which must be refused with a clear message; the files are never overwritten or deleted, other
saves still load, and the app (listing, Continue, the load list) keeps running.

Every mutation is invalid by construction (a comment at each says why), so "refused" is the only
right answer: truncated files, bad JSON, wrong types, missing keys, huge numbers, deep nesting, a
newer format version, an unknown game, an illegal option in the log, a state that contradicts its
log, a wrong seat, moves after the end, broken seats and variants, broken version-1 files.
"""
import functools
import hashlib
import json
import math
import os
import random

import pytest

import rules
import saves
from saves import SaveError, format as save_format
from rules.core.text import msgids
from saves.checks import MAX_TEXT
from tests.games import ALL
from tools import shelf

FILES_PER_RUN = 1000
PER_GAME = max(250, math.ceil(FILES_PER_RUN / len(ALL)))
IDS = [g.id for g in ALL]


# ---- paths into a document -------------------------------------------------------------------
def get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


def put(doc, path, value):
    get(doc, path[:-1])[path[-1]] = value


def delete(doc, path):
    del get(doc, path[:-1])[path[-1]]


def leaves(value, path=()):
    """Every (path, leaf) under value; empty containers count as leaves."""
    if isinstance(value, dict) and value:
        for k, v in value.items():
            yield from leaves(v, path + (k,))
    elif isinstance(value, list) and value:
        for i, v in enumerate(value):
            yield from leaves(v, path + (i,))
    else:
        yield path, value


def structural_positions(text):
    """Offsets of {}[]:, outside strings (changing one of these always breaks the JSON)."""
    out, in_string, escaped = [], False, False
    for i, ch in enumerate(text):
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "{}[]:,":
            out.append(i)
    return out


def different(value, rng):
    """A JSON value that is != value (1 == 1.0 == True in Python, so care is needed)."""
    if isinstance(value, bool):
        return rng.choice([not value, "yes", None, [value]])
    if isinstance(value, int):
        return rng.choice([value + 1, value - 1, -value - 1, str(value), None, [value]])
    if isinstance(value, float):
        return value + 1.5
    if isinstance(value, str):
        return rng.choice([value + "x", "", value.upper() + "\u00e9", 0, None])
    if value is None:
        return rng.choice([0, "", [], {}, False])
    if isinstance(value, list):
        return rng.choice([value + [0], value[:-1] if value else [None], {}, None])
    if isinstance(value, dict):
        return rng.choice([{**value, "zz_extra": 1}, [], None])
    raise AssertionError(value)


WRONG = [0, 7, -3, 2.5, "text", "", [], [1, 2], {}, {"a": 1}, True, False, None]


def wrong_type(rng, allowed: tuple):
    """A value whose type is not one of `allowed` (bool is kept apart from int)."""
    def ok(v):
        if isinstance(v, bool):
            return bool in allowed
        return type(v) in allowed
    return rng.choice([v for v in WRONG if not ok(v)])


# ---- the base saves ------------------------------------------------------------------------------
class Base:
    def __init__(self, game, players, seed, fraction):
        state, _total = shelf.play_to(game, players, seed, "random", fraction=fraction)
        self.game, self.state = game, state
        self.setup = shelf.bot_setup(game, players, seed, state.variants, humans=1)
        self.doc = save_format.build(state, self.setup, "2026-11-21T20:00:00")
        self.text = json.dumps(self.doc)
        self.over = state.pending() is None

    def copy(self):
        return json.loads(self.text)


def bases_for(game):
    lo, hi = game.min_players, game.max_players
    return [Base(game, lo, 11, 0.6), Base(game, hi, 12, 0.8), Base(game, lo, 13, 1.0)]


# ---- the mutations: each returns (bytes, words the message must contain or None) ---------------
def m_truncated(b, rng):
    raw = b.text.encode()
    cut = rng.randrange(0, len(raw))          # a JSON object cut anywhere is no longer complete
    return raw[:cut], ("empty", "damaged")


def m_bad_json(b, rng):
    text = b.text
    kind = rng.randrange(5)
    if kind == 0:                             # a structural character replaced: never valid
        i = rng.choice(structural_positions(text))
        return (text[:i] + rng.choice("#@;x") + text[i + 1:]).encode(), ("damaged",)
    if kind == 1:                             # a structural character dropped: never valid
        i = rng.choice(structural_positions(text))
        return (text[:i] + text[i + 1:]).encode(), ("damaged",)
    if kind == 2:                             # ",," is valid nowhere outside a string
        i = rng.choice(structural_positions(text))
        return (text[:i] + ",," + text[i:]).encode(), ("damaged",)
    if kind == 3:                             # bytes that are not UTF-8
        i = rng.randrange(len(text))
        junk = bytes(rng.randrange(0x80, 0x100) for _ in range(rng.randrange(1, 6)))
        return text[:i].encode() + b"\xff" + junk + text[i:].encode(), ("not text",)
    return (text + rng.choice(["}", "]", "x", "{}", "\x00"])).encode(), ("damaged",)


def validated_paths(doc, game):
    """(path, allowed types) of every value the loader must check."""
    paths = [(("format",), (str,)), (("version",), (int,)), (("game",), (str,)),
             (("setup",), (dict,)), (("setup", "seats"), (list,)), (("setup", "seed"), (int,)),
             (("setup", "variants"), (dict,)), (("log",), (list,)), (("state",), (dict,))]
    for i, seat in enumerate(doc["setup"]["seats"]):
        paths += [(("setup", "seats", i), (dict,)), (("setup", "seats", i, "name"), (str,)),
                  (("setup", "seats", i, "kind"), (str,))]
        if seat["kind"] == "bot":
            paths.append((("setup", "seats", i, "level"), (str,)))
    for i in range(min(len(doc["log"]), 40)):
        paths += [(("log", i), (list,)), (("log", i, 0), (int, type(None))),
                  (("log", i, 1), (str,))]
    return paths


def m_wrong_type(b, rng):
    doc = b.copy()
    path, allowed = rng.choice(validated_paths(doc, b.game))
    value = wrong_type(rng, allowed)
    if path == ("state",) and value is None:    # null is the one allowed non-object
        value = []
    if path == ("setup", "variants") and value == {}:
        value = []
    put(doc, path, value)
    return json.dumps(doc).encode(), None


def m_wrong_type_in_state(b, rng):
    doc = b.copy()
    path, value = rng.choice(list(leaves(doc["state"])))
    put(doc, ("state",) + path, different(value, rng))   # the replay gives the old value
    return json.dumps(doc).encode(), ("contradicts", "position")


REQUIRED = [("format",), ("version",), ("game",), ("setup",), ("setup", "seats"),
            ("setup", "seed"), ("log",), ("state",)]


def m_missing_key(b, rng):
    doc = b.copy()
    choice = rng.randrange(4)
    if choice == 0 or not doc["log"]:
        delete(doc, rng.choice(REQUIRED))
    elif choice == 1:
        seats = doc["setup"]["seats"]
        i = rng.randrange(len(seats))
        keys = ["name", "kind"] + (["level"] if seats[i]["kind"] == "bot" else [])
        del seats[i][rng.choice(keys)]
    elif choice == 2:
        entry = rng.choice(doc["log"])
        del entry[rng.randrange(2)]               # a move must be [seat, option id]
    else:
        data = doc["state"]["data"] if doc["state"]["data"] else doc["state"]
        del data[rng.choice(list(data))]          # the replayed state has every key
    return json.dumps(doc).encode(), None


def m_huge_number(b, rng):
    doc = b.copy()
    big = rng.choice([2 ** 63, 2 ** 64 + 1, 10 ** 30, 10 ** 300, -(10 ** 30)])
    kind = rng.randrange(6)
    if kind == 0:
        doc["version"] = abs(big)                 # newer than any format this reads
        return json.dumps(doc).encode(), ("newer",)
    if kind == 1:
        doc["setup"]["seed"] = big                # seeds are 0 <= seed < 2**63
        return json.dumps(doc).encode(), ("seed",)
    if kind == 2 and doc["log"]:
        rng.choice(doc["log"])[0] = big           # no such seat
        return json.dumps(doc).encode(), ("wrong seat",)
    if kind == 3:
        ints = [(p, v) for p, v in leaves(doc["state"]) if type(v) is int]
        path, _ = rng.choice(ints)
        put(doc, ("state",) + path, big)          # the replay never gives that
        return json.dumps(doc).encode(), ("contradicts",)
    if kind == 4:                                 # more digits than Python converts
        text = json.dumps(doc).replace(f'"version": {save_format.FORMAT_VERSION}',
                                       '"version": ' + "9" * 5000, 1)
        return text.encode(), ("damaged",)
    doc["setup"]["seed"] = float("inf")           # json writes Infinity, Python reads it
    return json.dumps(doc).encode(), ("seed",)


def m_deep_nesting(b, rng):
    doc = b.copy()
    path, _allowed = rng.choice(validated_paths(doc, b.game))
    put(doc, path, "@@DEEP@@")
    depth = rng.choice([3, 40, 900, 5_000, 100_000])
    deep = "[" * depth + "0" + "]" * depth    # a nested list is the wrong type everywhere
    return json.dumps(doc).replace('"@@DEEP@@"', deep, 1).encode(), None


def m_newer_version(b, rng):
    doc = b.copy()
    doc["version"] = save_format.FORMAT_VERSION + rng.choice([1, 2, 17, 10 ** 6])
    return json.dumps(doc).encode(), ("newer",)


def m_unknown_game(b, rng):
    doc = b.copy()
    doc["game"] = rng.choice(["chess", "", "DOMINION", "dominion ", "x" * 10_000,
                              "\u0434\u043e\u043c\u0438\u043d\u0438\u043e\u043d", "../../etc",
                              b.game.id + "_v2"])
    return json.dumps(doc).encode(), ("does not have",)


def m_other_game(b, rng):
    others = [g for g in rules.GAMES if g != b.game.id]
    doc = b.copy()
    if not others:                                # only this game: a game we do not have
        doc["game"] = "nosuchgame"
        return json.dumps(doc).encode(), ("does not have",)
    doc["game"] = rng.choice(others)              # this log and state are not that game's
    return json.dumps(doc).encode(), None


def replay_options(b, step):
    """The option ids legal before decision `step` (0-based) of the base game."""
    state = b.game.new(len(b.setup.seats), b.setup.seed, b.setup.variants)
    for _seat, option_id in b.state.history[:step]:
        state.apply(option_id)
    decision = state.pending()
    return set(decision.ids)


def m_illegal_option(b, rng):
    doc = b.copy()
    if not doc["log"]:
        doc["log"] = [[0, "teleport"]]
        return json.dumps(doc).encode(), ("not a legal move",)
    step = rng.randrange(len(doc["log"]))
    legal = replay_options(b, step)
    every = sorted({entry[1] for entry in doc["log"]})
    pool = [o for o in every if o not in legal] + [
        "teleport:everywhere", "", "done:", doc["log"][step][1] + ":0", "buy:" + "z" * 3000,
        "\u00fcber", "pass pass"]
    doc["log"][step][1] = option = rng.choice([o for o in pool if o not in legal])
    if len(option) > MAX_TEXT:                 # refused before the replay, as any long text
        return json.dumps(doc).encode(), ("damaged",)
    return json.dumps(doc).encode(), ("not a legal move",)


def m_contradicting_state(b, rng):
    doc = b.copy()
    kind = rng.randrange(3)
    if kind == 0 and doc["log"]:                  # fewer moves than the state has seen
        drop = rng.randrange(1, len(doc["log"]) + 1)
        doc["log"] = doc["log"][:-drop]
    elif kind == 1:                               # the generator moved on
        doc["state"]["rng"]["state"] = (doc["state"]["rng"]["state"] + 1) % 2 ** 64
    else:
        doc["state"]["steps"] += rng.choice([1, -1, 1000])
    return json.dumps(doc).encode(), ("contradicts",)


def m_wrong_seat(b, rng):
    doc = b.copy()
    step = rng.randrange(len(doc["log"]))
    seat = doc["log"][step][0]
    others = [s for s in range(len(doc["setup"]["seats"])) if s != seat]
    doc["log"][step][0] = rng.choice(others)
    return json.dumps(doc).encode(), ("wrong seat",)


def m_after_the_end(b, rng):
    doc = b.copy()
    if not b.over:
        return m_wrong_seat(b, rng)
    doc["log"].append(list(rng.choice(doc["log"])))
    doc["state"] = None
    return json.dumps(doc).encode(), ("after the game ended",)


def m_bad_setup(b, rng):
    doc = b.copy()
    seats = doc["setup"]["seats"]
    kind = rng.randrange(7)
    if kind == 0:                                 # too few or too many seats
        n = rng.choice([0, 1, b.game.min_players - 1, b.game.max_players + 1, 50])
        doc["setup"]["seats"] = [dict(seats[0], name=f"P{i}") for i in range(n)]
        return json.dumps(doc).encode(), ("seats",)
    if kind == 1:
        bot = next(s for s in seats if s["kind"] == "bot")
        bot["level"] = rng.choice(["grandmaster", "", "RANDOM", "simple "])
        return json.dumps(doc).encode(), ("bot",)
    if kind == 2:
        rng.choice(seats)["kind"] = rng.choice(["alien", "Human", "", "robot"])
        return json.dumps(doc).encode(), ("damaged",)
    if kind == 3:
        doc["setup"]["seed"] = rng.choice([-1, -(2 ** 40)])
        return json.dumps(doc).encode(), ("seed",)
    if kind == 4:
        doc["setup"]["variants"] = {"no_such_variant_" + str(rng.randrange(99)): True}
        return json.dumps(doc).encode(), ("variant",)
    if kind == 5 and b.game.variants:
        name = rng.choice(list(b.game.variants))
        doc["setup"]["variants"] = {name: rng.choice(["ludicrous", 12345, [1, 2], {"a": 1}])}
        return json.dumps(doc).encode(), ("variant",)
    bot = next(s for s in seats if s["kind"] == "bot")
    bot["level"] = rng.choice([[1], {"x": 1}, 3])  # not even a name
    return json.dumps(doc).encode(), ("bot",)


def m_broken_v1(b, rng):
    doc = b.copy()
    doc["version"] = 1
    kind = rng.randrange(3)
    if kind == 0:                                 # v1 logs are {kind, args}: lists are broken
        return json.dumps(doc).encode(), ("upgraded",)
    if kind == 1:
        doc["log"] = [{"kind": "teleport", "args": ["everywhere"]}]
        return json.dumps(doc).encode(), ("not a legal move",)
    doc["log"] = [{"kind": 5, "args": "x"}]
    return json.dumps(doc).encode(), ("upgraded",)


def m_not_a_save(b, rng):
    value = rng.choice([[1, 2], 3, "save", None, {"format": "other"}, {"version": 2},
                        {"format": "gameshelf-save"} | {"version": 0}])
    return json.dumps(value).encode(), ("not a gameshelf save", "format version")


MUTATIONS = [m_truncated, m_bad_json, m_wrong_type, m_wrong_type_in_state, m_missing_key,
             m_huge_number, m_deep_nesting, m_newer_version, m_unknown_game, m_other_game,
             m_illegal_option, m_contradicting_state, m_wrong_seat, m_after_the_end,
             m_bad_setup, m_broken_v1, m_not_a_save]


def fingerprint(folder):
    return {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in sorted(folder.iterdir())}


@functools.cache
def _translated(lang: str) -> frozenset:
    from babel.messages.pofile import read_po
    from scenes.i18n import catalog_path
    with open(catalog_path(lang), "rb") as handle:
        catalog = read_po(handle, locale=lang)
    return frozenset(m.id for m in catalog
                     if m.string and all(m.string if isinstance(m.string, tuple) else [1]))


def untranslated(reasons) -> list:
    """(language, message) of the words of the reasons (rule texts) that Hungarian or Estonian
    lacks: a refused save's reason is read in a translated frame ("Nem tölthető be: ...")."""
    return sorted({(lang, str(m)) for text in reasons for m in msgids(text)
                   for lang in ("hu", "et") if m not in _translated(lang)})


def clear_message(message: str) -> bool:
    return (0 < len(message) <= 300 and "\n" not in message and "Traceback" not in message
            and " object at 0x" not in message)


@pytest.mark.parametrize("gid", IDS)
def test_mutated_saves_are_refused_and_left_alone(gid, home, monkeypatch):
    game = next(g for g in ALL if g.id == gid)
    monkeypatch.setitem(rules.GAMES, gid, game)
    rng = random.Random(f"fuzz-{gid}")
    bases = bases_for(game)
    folder = saves.saves_dir()
    good = [saves.save_new(b.state, b.setup, f"good-{i}") for i, b in enumerate(bases)]
    auto = saves.Session(bases[0].setup, folder / "autosave-good.json")
    auto.autosave(bases[0].state)
    written = []
    for i in range(PER_GAME):
        mutate = MUTATIONS[i % len(MUTATIONS)]
        base = bases[rng.randrange(len(bases))]
        raw, expect = mutate(base, rng)
        name = (f"autosave-fuzz-{i:04d}.json" if i % 10 == 0 else f"fuzz-{i:04d}.json")
        path = folder / name
        path.write_bytes(raw)
        written.append((path, raw, mutate.__name__, expect))
    before = fingerprint(folder)
    problems, reasons = [], set()
    for path, raw, kind, expect in written:
        try:
            saves.load_path(path)
        except SaveError as exc:
            message = str(exc)
            reasons.add(exc.text)
        except Exception as exc:      # anything but SaveError would reach the player as a crash
            problems.append(f"{kind}: {path.name}: {type(exc).__name__}: {exc}"[:300])
            continue
        else:
            problems.append(f"{kind}: {path.name} was accepted")
            continue
        if not clear_message(message):
            problems.append(f"{kind}: unclear message {message!r}")
        elif expect and not any(word in message for word in expect):
            problems.append(f"{kind}: {message!r} says none of {expect}")
    assert not problems, f"{len(problems)} of {len(written)} files:\n" + "\n".join(problems)
    assert len(reasons) > 10 and not untranslated(reasons), untranslated(reasons)
    # listing reads every file, good or bad, and touches none
    infos = {i.path.name: i for i in saves.list_saves()}
    assert set(infos) == set(before)
    for info in infos.values():
        assert info.error is None or clear_message(info.error), info.error[:200]
    assert fingerprint(folder) == before
    # other saves still load
    for path, b in zip(good, bases):
        assert saves.load_path(path)[1].to_dict() == b.state.to_dict()
    assert saves.load_path(auto.path)[1].to_dict() == bases[0].state.to_dict()
    # a new game's autosave prunes old autosaves: never one it could not load
    session = saves.Session(bases[1].setup)
    session.autosave(bases[1].state)
    after = fingerprint(folder)
    assert {n: h for n, h in after.items() if n != session.path.name} == before
    assert sum(1 for _ in written) >= PER_GAME


def test_a_run_fuzzes_at_least_a_thousand_files():
    assert PER_GAME * len(IDS) >= FILES_PER_RUN


@pytest.mark.parametrize("gid", IDS)
def test_the_app_keeps_running_among_broken_saves(gid, home, monkeypatch):
    """The title (Continue), the load list and opening a file, with broken saves around."""
    from scenes.menus.loadlist import LoadScene
    from scenes.table.match import open_save
    from scenes.menus.title import TitleScene
    from tests.scenes.driver import Driver, install_test_game
    install_test_game(monkeypatch)
    game = next(g for g in ALL if g.id == gid)
    monkeypatch.setitem(rules.GAMES, gid, game)
    rng = random.Random(f"app-{gid}")
    bases = bases_for(game)
    folder = saves.saves_dir()
    for i in range(60):
        mutate = MUTATIONS[i % len(MUTATIONS)]
        raw, _expect = mutate(bases[rng.randrange(len(bases))], rng)
        (folder / f"autosave-broken-{i:03d}.json").write_bytes(raw)
    before = fingerprint(folder)
    d = Driver()
    d.app.push(TitleScene())
    d.frame()
    title = d.top
    if title.continue_info is not None:       # the newest autosave that decodes, broken inside
        d.press("Continue")
        assert isinstance(d.top, TitleScene) and title.message.startswith("Cannot load")
    d.press("Load game")
    assert isinstance(d.top, LoadScene)
    rows = d.top.rows
    assert len(rows) == len(before)
    for button, info in list(rows.items()):
        message = open_save(d.app, info.path)
        assert message and message.startswith("Cannot load"), info.path.name
        d.frame()
        assert isinstance(d.top, LoadScene)
    # the rows a person can reach: enabled and inside the list's visible box (it scrolls)
    for button in [b for b in rows if b.is_enabled and d.top.box.rect.contains(b.rect)][:10]:
        d.click(button.rect.center)
        assert isinstance(d.top, LoadScene) and d.top.message.startswith("Cannot load")
    assert fingerprint(folder) == before
    d.app.reset(TitleScene())
    d.frame()


# ---- the bugs the fuzzing found, pinned down ---------------------------------------------------
def pebbles_doc(monkeypatch):
    game = next(g for g in ALL if g.id == "pebbles")
    monkeypatch.setitem(rules.GAMES, "pebbles", game)
    return Base(game, 2, 5, 0.5).copy()


@pytest.mark.parametrize("level", [[1], {"x": 1}, ["simple"]])
def test_a_bot_level_that_is_not_a_name_is_refused(level, monkeypatch):
    """Was: TypeError (unhashable) out of the loader instead of a refusal."""
    doc = pebbles_doc(monkeypatch)
    bot = next(s for s in doc["setup"]["seats"] if s["kind"] == "bot")
    bot["level"] = level
    with pytest.raises(SaveError, match="bot"):
        save_format.parse(json.dumps(doc).encode())


def test_a_huge_newer_version_is_named_briefly(monkeypatch):
    """Was: a 300-digit version number printed whole in the message."""
    doc = pebbles_doc(monkeypatch)
    doc["version"] = 10 ** 300
    with pytest.raises(SaveError) as err:
        save_format.parse(json.dumps(doc).encode())
    assert "newer" in str(err.value) and len(str(err.value)) < 160


@pytest.mark.parametrize("mutate", [
    lambda d: d.update(game={"id": "pebbles"}),
    lambda d: d.update(game=["pebbles"]),
    lambda d: d.update(game="x" * 5000),
    lambda d: d["setup"].update(seats=5),
    lambda d: d["setup"]["seats"][0].update(name="n" * 5000),
    lambda d: d.update(summary={"progress": json.loads("[" * 900 + "]" * 900), "to_move": 7}),
])
def test_the_listing_survives_any_file(mutate, home, monkeypatch):
    """Was: TypeError out of list_saves (so out of the title screen) for an unhashable game id
    or a number of seats, and a 5000-character game id shown whole."""
    doc = pebbles_doc(monkeypatch)
    mutate(doc)
    path = saves.saves_dir() / "odd.json"
    path.write_text(json.dumps(doc))
    (info,) = saves.list_saves()
    assert info.error is None or clear_message(info.error)
    assert len(info.seats) < 200 and len(info.progress) < 200
    assert saves.newest_autosave() is None


def test_pruning_keeps_every_autosave_it_cannot_load(home, monkeypatch):
    """Was: an old autosave from a newer version, for another game, or contradicting its log was
    deleted when a new game pruned autosaves (only undecodable files were spared), and broken
    files pushed good ones out of the newest twelve."""
    doc = pebbles_doc(monkeypatch)
    folder = saves.saves_dir()
    broken = []
    for i, mutate in enumerate([lambda d: d.update(version=99), lambda d: d.update(game="chess"),
                                lambda d: d["state"].update(steps=1)] * 6):
        bad = json.loads(json.dumps(doc))
        mutate(bad)
        path = folder / f"autosave-broken-{i:02d}.json"
        path.write_text(json.dumps(bad))
        broken.append(path)
    good = []
    for i in range(saves.store.KEEP_AUTOSAVES + 3):
        path = folder / f"autosave-good-{i:02d}.json"
        path.write_text(json.dumps(doc))
        os.utime(path, (1000 + i, 1000 + i))          # older than the broken ones
        good.append(path)
    game = next(g for g in ALL if g.id == "pebbles")
    session = saves.Session(Base(game, 2, 6, 0.3).setup)
    session.autosave(Base(game, 2, 6, 0.3).state)
    assert all(p.exists() for p in broken)
    kept = [p for p in good if p.exists()]
    assert kept == good[-(saves.store.KEEP_AUTOSAVES - 1):]     # the new one counts too
