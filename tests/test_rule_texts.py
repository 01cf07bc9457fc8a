"""Every text the rules hand a person, from long random games of every game, reads right in English.

Collected: decision texts, option labels, log lines (whole and as each seat sees them),
progress lines and the result's labels, tie-break and reason. Each is rendered as the table
renders it (players named, things named from the game's names table) and must not show:
an internal id ("x31", "G07", "panel:0", "act_hull"), an unfilled or unnamed field, a wrong
article ("a anchor"), a wrong plural ("1 crowns", "card(s)"), a bad sign ("-0", "+-2"),
unbalanced brackets or doubled punctuation; and every message id must be in the catalog template
(locale/gameshelf.pot), so the text can be translated.
"""
from __future__ import annotations

import pathlib
import re

import pytest

import rules
from rules.core import RandomBot
from rules.core.text import LIST, JOIN, PLURAL, _split_top, kind_of, msgids, parse, render

ROOT = pathlib.Path(__file__).resolve().parent.parent
NAMES = ["Alice", "Bruno", "Chiara", "Dmitri", "Eve", "Farid"]
GAMES = [*rules.GAMES.values(), *rules.coming()]

# Ids the board itself prints, so naming them is naming what the player sees.
SHOWN_IDS = {"hermagor": re.compile(r"\bR\d\d\b")}        # region pills on the map

INTERNAL_ID = [
    re.compile(r"\b[a-z]+_[a-z0-9_]+\b"),                  # snake_case ids: act_hull, good_fish
    re.compile(r"\b[a-z]+:[\w:]+"),                         # zone ids: panel:0, slot:corn:0
    re.compile(r"\b[A-Za-z]{1,4}\d+[a-z]?\b"),              # board ids: S21, x31, G07, ship1, A4a
]
WORDS_WRONG = [
    (re.compile(r"\b[Aa] [aeiouAEIOU]\w"), "'a' before a vowel"),
    (re.compile(r"\b[Aa]n [b-df-hj-np-tv-zB-DF-HJ-NP-TV-Z]\w"), "'an' before a consonant"),
    (re.compile(r"\(s\)"), "a plural written as (s)"),
    (re.compile(r"(?<![\d.])1 (cards|coins|crowns|workers|actions|buys|posts|buyers|rewards|"
                r"uses|tiles|ships|goods|points|turns|rounds|players)\b"), "a plural after 1"),
    (re.compile(r"(?<![\d.])(0|[2-9]|\d\d+) (card|coin|crown|worker|action|buy|post|buyer|"
                r"reward|use|ship|point|turn|round|player)\b(?! (deck|pile|track|tile|row))"),
     "a singular after a count"),
    (re.compile(r"[-−]0(?!\d)|\+-|\+−|--"), "a sign on zero or a doubled sign"),
    (re.compile(r"\s[,.;:!?)]|\(\s|,,|(?<!\.)\.\.(?!\.)|;;|::"), "stray punctuation or spacing"),
    (re.compile(r"\s\s"), "a double space"),
    (re.compile(r"[{}]|\x1e|\x1f|\|\|"), "an unfilled field or separator"),
]


def _catalog() -> set:
    from babel.messages.pofile import read_po
    with open(ROOT / "locale" / "gameshelf.pot", "rb") as handle:
        return {(m.id if isinstance(m.id, str) else tuple(m.id), m.context)
                for m in read_po(handle) if m.id}


def _play(game, players: int, seed: int, variants: dict | None, texts: set) -> None:
    """A random game to its end (or its decision bound); every rule text goes into `texts`."""
    state = game.new(players, seed, variants)
    bots = [RandomBot(seat, seed * 31 + seat) for seat in range(players)]
    names = NAMES[:players]
    for _ in range(game.max_decisions(players)):
        decision = state.pending()
        if decision is None:
            break
        texts.add(decision.text)
        texts.update(option.label for option in decision.options)
        texts.add(state.progress())
        option = bots[decision.seat].choose(state.view(decision.seat), decision)
        for event in state.apply(option.id):
            texts.add(game.describe_event(event, names))
            for seat in range(players):
                seen = event.for_seat(seat)
                if seen is not None:
                    texts.add(game.describe_event(seen, names))
    texts.add(state.progress())
    result = state.result()
    if result is not None:
        texts.update(t for t in (result.tiebreak, result.reason) if t)
        texts.update(result.label(key) for row in result.breakdown + result.details
                     for key in row)
        texts.update(v for row in result.details for v in row.values() if isinstance(v, str))


def _tables(game) -> list:
    """(players, seed, variants) for a few long games: both ends of the player range, and
    the yes/no variants switched away from their defaults."""
    flipped = {}
    for name, (allowed, default) in game.variants.items():
        if isinstance(default, bool) and (not default) in tuple(allowed):
            flipped[name] = not default
    runs = [(game.min_players, 1, None), (game.max_players, 2, None)]
    mid = (game.min_players + game.max_players + 1) // 2
    try:
        game.check_variants(flipped, mid)
        runs.append((mid, 3, flipped))
    except ValueError:
        runs.append((mid, 3, None))
    return runs


def _fields(text: str):
    """Every (field name, raw value) in a rule text, nested ones too."""
    parts = [i for p in _split_top(text, JOIN) for i in _split_top(p, LIST)]
    for part in parts:
        for form in _split_top(part, PLURAL):
            for name, value in parse(form)[1].items():
                yield name, value
                if "{" in value or LIST in value or JOIN in value:
                    yield from _fields(value)


def _problems(game, text: str, catalog: set) -> list:
    problems = []
    words = render(text, NAMES, game.entity)
    shown = SHOWN_IDS.get(game.id)
    checked = shown.sub("", words) if shown else words
    for pattern in INTERNAL_ID:
        if pattern.search(checked):
            problems.append(f"internal id {pattern.search(checked).group(0)!r}")
    for pattern, what in WORDS_WRONG:
        if pattern.search(words):
            problems.append(f"{what} ({pattern.search(words).group(0)!r})")
    if words.count("(") != words.count(")"):
        problems.append("unbalanced brackets")
    for name, value in _fields(text):
        kind = kind_of(name)
        if kind in game.names and "{" not in value:
            for item in value.split(",") if value else []:
                if game.entity(kind, item) is None:
                    problems.append(f"{item!r} has no name in the {kind!r} table")
                elif (game.entity(kind, item), game.id) not in catalog:
                    problems.append(f"the name of {item!r} is not in the catalog")
    for msgid in msgids(text):
        if (msgid, None) not in catalog:
            problems.append(f"msgid {msgid!r} is not in locale/gameshelf.pot")
    return [f"{words!r} <- {text!r}: {p}" for p in problems]


@pytest.mark.parametrize("game", GAMES, ids=[g.id for g in GAMES])
def test_every_rule_text_of_long_random_games_reads_right(game):
    catalog = _catalog()
    texts: set = set()
    for players, seed, variants in _tables(game):
        _play(game, players, seed, variants, texts)
    texts.discard("")
    assert len(texts) > 30, "the games were too short to say anything"
    problems = [p for text in sorted(texts) for p in _problems(game, text, catalog)]
    assert not problems, f"{len(problems)} bad texts, e.g.:\n" + "\n".join(problems[:25])


@pytest.mark.parametrize("bad, why", [
    ("Alice buys a anchor sail", "'a' before a vowel"),
    ("Alice scores 1 crowns x 2", "a plural after 1"),
    ("Deliver the 1 goods of ship 1", "a plural after 1"),
    ("Alice -0 coins", "a sign on zero"),
    ("discards 0 card(s) from hand", "a plural written as (s)"),
    ("Tile (truncated?))", "unbalanced brackets"),
    ("places a buyer on x31", "internal id"),
    ("G07 (Book) from S21 to panel:0", "internal id"),
    ("Buyer on {where} (pay 2)", "an unfilled field"),
])
def test_the_checks_catch_the_reported_mistakes(bad, why):
    game = rules.GAMES["hermagor"]
    problems = _problems(game, bad, catalog=set())
    assert any(why in p for p in problems), problems
