"""Texts the rules produce for people: English templates with their values inside, never prose.

The rules know no language and no player names. A rule text (a decision's text, an option's
label, a log line, a result label) is a *template* whose fields carry their values:

    T("{seat} buys {card} for {coins}", seat=1, card="smithy", coins=4)
        -> "{seat:1} buys {card:smithy} for {coins:4}"

Whoever shows it (`render`) takes the template back out ("{seat} buys {card} for {coins}", the
gettext msgid), translates it, and fills the fields in: a seat becomes the player's name, an id
becomes the name of the thing (from the game's entity tables, translated too), a number stays a
number. A field's kind is its name without trailing digits ("seat2" is a seat), so one template
can name two players. A field's value may itself be a rule text ("{what:{card:smithy}}"), and
a list of ids is written with commas ("{cards:copper,silver}").

    TN("{seat} discards {n} card", "{seat} discards {n} cards", n=3, seat=0)

carries both forms; the count `n` picks one (gettext plural forms in other languages).
`join(a, b)` puts several texts side by side ("Game over. Alice: 12 VP"); `listing(a, b, c)`
makes one list of them ("+1 Action, +1 Buy and +$1").

All of it is plain JSON-safe text, so it sits in frames, saves and views like any string, and a
string with no fields is simply an English sentence. Nothing here imports gettext: `render` takes
the translation functions as arguments.
"""
from __future__ import annotations

import re
from typing import Callable


JOIN = "\x1f"           # between texts shown side by side
LIST = "\x1e"           # between the items of a list ("a, b and c")
PLURAL = "||"           # between the singular and the plural form
_DIGITS = "0123456789"
_BARE = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)\}")

# templates reworded after saves had stored them (a save keeps the rule text of its progress,
# which the load list shows in the reader's language): old template -> the one to show instead
REWORDED = {"Turn {n} of {seat}": "{seat}: turn {n}"}


def N_(message: str) -> str:
    """Marks a constant English string for extraction (titles, entity names); returns it."""
    return message


# a brace would read as a field of the rule text it is put into, and these two as separators
_NOT_IN_FIELDS = str.maketrans({"{": "(", "}": ")", JOIN: " ", LIST: " "})


def quoted(value, limit: int | None = 40) -> str:
    """Text from outside (an exception's words, an id or a path from a file) as the value of a
    rule text's field: cut to `limit` characters, and nothing in it read as a field."""
    text = str(value)
    if limit is not None and len(text) > limit:
        text = text[:limit] + "..."
    return text.translate(_NOT_IN_FIELDS)


class TextError(Exception):
    """An error whose reason a person reads: `text` is the reason as a rule text, shown in the
    reader's language; str() is the English sentence (for logs and tests)."""

    def __init__(self, text: str):
        super().__init__(render(text))
        self.text = text


def _encode(template: str, fields: dict) -> str:
    out = template
    for name, value in fields.items():
        if isinstance(value, (list, tuple)):
            value = ",".join(map(str, value))
        elif isinstance(value, bool):
            value = "yes" if value else "no"
        value = str(value)
        if value.count("{") != value.count("}"):
            raise ValueError(f"a text field cannot hold unbalanced braces: {value!r}")
        marker = "{" + name + "}"
        if marker not in out:
            raise ValueError(f"the template {template!r} has no field {{{name}}}")
        out = out.replace(marker, "{" + name + ":" + value + "}")
    return out


_ENCODED: dict = {}     # (template, *fields) -> text, for fields that are plain str or int
_ENCODED_MAX = 20_000   # forgotten whole when full (a few MB): a long session names new amounts


def _encode_cached(template: str, fields: dict) -> str:
    """`_encode`, kept per template and values: the same few labels are written at every
    decision. Only str and int values are keys (a bool equals 1, a list is not hashable, and
    an object's str could change); errors are raised every time, as nothing is kept for them."""
    for value in fields.values():
        if type(value) is not str and type(value) is not int:
            return _encode(template, fields)
    key = (template, *fields.items())
    text = _ENCODED.get(key)
    if text is None:
        text = _encode(template, fields)
        if len(_ENCODED) >= _ENCODED_MAX:
            _ENCODED.clear()
        _ENCODED[key] = text
    return text


_quiet = 0              # > 0 inside `quiet_texts()`


class quiet_texts:
    """Within `with quiet_texts():` rule texts stay bare templates, their values left out.

    For the search's imagined games only: nobody reads the labels and texts of a sampled
    state's decisions, and writing the values into them is a third of a playout's time. Every
    option id, every rule and every chance outcome stays the same; only words go missing.
    (One switch for the process: the search runs in the bot process or in a tool, never in a
    thread beside a window that shows texts.)
    """

    def __enter__(self):
        global _quiet
        _quiet += 1
        return self

    def __exit__(self, *exc):
        global _quiet
        _quiet -= 1
        return False


def texts_quiet() -> bool:
    """Inside `quiet_texts()`."""
    return _quiet > 0


def cached_text(cache: dict, key, build) -> str:
    """A rule text built once per key (labels are made at every decision). Inside
    `quiet_texts()` a missing one is built bare and not kept: a bare template in the cache
    would later be shown to a person ('Put back {card}')."""
    text = cache.get(key)
    if text is None:
        text = build()
        if not _quiet:
            cache[key] = text
    return text


def T(template: str, **fields) -> str:
    """A rule text: the English template with the values written into its fields."""
    return _encode_cached(template, fields) if fields and not _quiet else template


def TN(singular: str, plural: str, n: int, **fields) -> str:
    """A rule text with a singular and a plural form; `n` is the count that picks one."""
    if _quiet:
        return singular + PLURAL + plural
    fields = {"n": n, **fields}
    return _encode_cached(singular, {k: v for k, v in fields.items()
                                     if "{" + k + "}" in singular}) \
        + PLURAL + _encode_cached(plural, fields)


def join(*texts: str) -> str:
    """Several rule texts shown one after another (separated by a space)."""
    return JOIN.join(t for t in texts if t)


def listing(*texts: str) -> str:
    """Several rule texts as one list: "+1 Action, +1 Buy and +$1" in the reader's language."""
    return LIST.join(t for t in texts if t)


# ---- reading a text back --------------------------------------------------------------------
def _split_top(text: str, sep: str) -> list[str]:
    """Split at `sep` where it is not inside a field."""
    if sep not in text:                 # most texts: a log shows thousands of them
        return [text]
    if "{" not in text and "}" not in text:
        return text.split(sep)
    parts, depth, start, i = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
        elif depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i])
            i += len(sep)
            start = i
            continue
        i += 1
    parts.append(text[start:])
    return parts


def parse(form: str) -> tuple[str, dict]:
    """One form of a text -> (msgid with bare fields, {field name: raw value})."""
    out, fields, i = [], {}, 0
    while i < len(form):
        brace = form.find("{", i)
        if brace < 0:
            out.append(form[i:])
            break
        out.append(form[i:brace])
        i = brace
        depth, j = 0, i
        while j < len(form):
            if form[j] == "{":
                depth += 1
            elif form[j] == "}":
                depth -= 1
                if depth == 0:
                    break
            j += 1
        inner = form[i + 1:j]
        name, colon, value = inner.partition(":")
        if colon and name and (name[0].isalpha() or name[0] == "_") and \
                all(ch.isalnum() or ch == "_" for ch in name):
            fields[name] = value
            out.append("{" + name + "}")
        else:
            out.append(form[i:j + 1])
        i = j + 1
    return "".join(out), fields


def kind_of(name: str) -> str:
    """A field's kind: its name without trailing digits ("seat2" -> "seat")."""
    return name.rstrip(_DIGITS) or name


def msgids(text: str) -> list:
    """Every message id in a text: str for a plain form, (singular, plural) for a plural one.
    Used by the tests that check the catalogs cover what the rules say."""
    found = []
    parts = [i for p in _split_top(text, JOIN) for i in _split_top(p, LIST)]
    for part in parts:
        if not part:
            continue
        forms = _split_top(part, PLURAL)
        ids = [parse(f)[0] for f in forms]
        if not any(ch.isalpha() for ch in "".join(ids)):
            continue          # numbers and signs only ("2, 3"): nothing to translate
        found.append(ids[0] if len(ids) == 1 else (ids[0], ids[1]))
        for f in forms:
            for value in parse(f)[1].values():
                if "{" in value:
                    found.extend(msgids(value))
    return found


class Renderer:
    """Turns rule texts into words for one table.

    names: the players' names by seat. entity(kind, value) -> the thing's name in the target
    language, or None (then the value shows as it is). gettext/ngettext: translation functions
    (English when left out). list_join(words) -> "a, b and c" in the target language.
    number(n) -> a whole number with the language's digit groups (left out: digits as they are).
    """

    def __init__(self, names=(), entity: Callable[[str, str], str | None] | None = None,
                 gettext: Callable[[str], str] | None = None,
                 ngettext: Callable[[str, str, int], str] | None = None,
                 list_join: Callable[[list], str] | None = None,
                 number: Callable[[int], str] | None = None):
        self.names = list(names)
        self.number = number
        self.entity = entity
        self.gettext = gettext or (lambda s: s)
        self.ngettext = ngettext or (lambda s, p, n: s if n == 1 else p)
        self.list_join = list_join or english_list

    def __call__(self, text) -> str:
        if text is None:
            return ""
        text = str(text)
        if "{" not in text and JOIN not in text and PLURAL not in text and LIST not in text:
            return self.gettext(text) if text else text
        return " ".join(self._item(p) for p in _split_top(text, JOIN) if p)

    def _item(self, part: str) -> str:
        items = _split_top(part, LIST)
        if len(items) > 1:
            return self.list_join([self._part(i) for i in items if i])
        return self._part(part)

    def _part(self, part: str) -> str:
        forms = _split_top(part, PLURAL)
        msgid, fields = parse(forms[-1])
        msgid = REWORDED.get(msgid, msgid)
        if len(forms) > 1:
            singular, first = parse(forms[0])
            fields = {**first, **fields}
            try:
                n = int(fields.get("n", "1"))
            except ValueError:
                n = 1
            template = self.ngettext(singular, msgid, n)
        else:
            template = self.gettext(msgid)
        values = {name: self.value(kind_of(name), value) for name, value in fields.items()}
        if set(_BARE.findall(template)) - set(values):
            template = msgid                     # a broken translation: fall back to English
        return _BARE.sub(lambda m: values.get(m.group(1), m.group(0)), template)

    def value(self, kind: str, raw: str) -> str:
        if "{" in raw or LIST in raw or JOIN in raw:
            return self(raw)
        if kind == "seat":
            try:
                seat = int(raw)
            except ValueError:
                return raw
            if 0 <= seat < len(self.names):
                return str(self.names[seat])
            return self(T("player {n}", n=seat + 1))
        if self.entity is not None:
            if "," in raw:
                words = [self.entity(kind, v) for v in raw.split(",")]
                if all(w is not None for w in words):
                    return self.list_join(words)
            elif raw:
                word = self.entity(kind, raw)
                if word is not None:
                    return word
        # a nested constant text ({why:most buyers}) is a message of its own; an id has no
        # translation and stays as it is; a number takes the language's digit groups
        digits = raw.lstrip("+-")
        if not digits.isdigit():
            return self.gettext(raw) if raw else raw
        if self.number is None or len(digits) < 4:
            return raw
        return raw[:len(raw) - len(digits)] + self.number(int(digits))


def english_list(words: list) -> str:
    words = [str(w) for w in words]
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " and " + words[-1]


def render(text, names=(), entity=None) -> str:
    """The English words of a rule text (headless use, tests, simulate)."""
    return Renderer(names, entity)(text)
