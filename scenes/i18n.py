"""Every string a person reads goes through here: gettext catalogs, the language setting, and the
rendering of the rules' language-free texts (`rules.core.text`).

Catalogs are `locale/<lang>/LC_MESSAGES/gameshelf.po` (the source of truth, edited by people and
`tools/i18n.py`); they are compiled in memory with Babel when a language is chosen, so no
compiled file can go stale. English is the source language: its catalog only fixes plural forms
and wording, a missing message simply shows the English text.

    from scenes.i18n import _, ngettext, tr
    _("New game")                                  # a scene's own text
    ngettext("{n} card", "{n} cards", n).format(n=n)
    tr(decision.text, names, game)                 # a rule text, names and things filled in

Nothing here needs a display, so tests and headless tools use it too. The rules never import
this module: they hand over templates, the scenes translate them.
"""
from __future__ import annotations

import functools
import gettext as _gettext
import io
import locale as _locale
import os
import pathlib

from rules.core.text import Renderer

DEFAULT_LOCALE_DIR = pathlib.Path(__file__).resolve().parent.parent / "locale"
LOCALE_DIR = DEFAULT_LOCALE_DIR          # tests point it at a tiny catalog
DOMAIN = "gameshelf"
# code -> the language's own name (shown in Settings in that language, so anyone finds theirs)
LANGUAGES = {"en": "English", "hu": "Magyar", "et": "Eesti"}

_current = "en"
_translations: _gettext.NullTranslations = _gettext.NullTranslations()
_listeners: list = []


def catalog_path(code: str, root: pathlib.Path | None = None) -> pathlib.Path:
    return (root or LOCALE_DIR) / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def load_catalog(code: str, root: pathlib.Path | None = None) -> _gettext.NullTranslations:
    """The translations of one language, compiled from its .po file (English if there is none)."""
    path = catalog_path(code, root)
    if not path.exists():
        return _gettext.NullTranslations()
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po
    with open(path, "rb") as handle:
        catalog = read_po(handle, locale=code, domain=DOMAIN)
    compiled = io.BytesIO()
    write_mo(compiled, catalog, use_fuzzy=False)
    compiled.seek(0)
    return _gettext.GNUTranslations(compiled)


def set_language(code: str, root: pathlib.Path | None = None) -> str:
    """Switch every text to `code` (unknown codes fall back to English); tells the listeners
    (open scenes rebuild their widgets) and returns the language now in use."""
    global _current, _translations
    if code not in LANGUAGES and root is None:
        code = "en"
    _translations = load_catalog(code, root)
    _current = code
    _said.clear()
    for listener in list(_listeners):
        listener(code)
    return code


def language() -> str:
    return _current


def on_change(listener) -> None:
    """`listener(code)` is called after every language switch."""
    if listener not in _listeners:
        _listeners.append(listener)


def system_language() -> str:
    """The desktop's language when it is one of ours, else English."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "")
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    try:
        code = (_locale.getlocale()[0] or "").split("_")[0].lower()
    except ValueError:
        code = ""
    return code if code in LANGUAGES else "en"


# ---- the translation functions ---------------------------------------------------------------
def _(message: str) -> str:
    return _translations.gettext(message) if message else message


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translations.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translations.pgettext(context, message)


def N_(message: str) -> str:
    """Marks a constant for extraction where it is defined; translate it where it is shown."""
    return message


def list_join(words: list) -> str:
    """"a, b and c" in the current language."""
    words = [str(w) for w in words]
    if len(words) <= 1:
        return "".join(words)
    return _("{items} and {last}").format(items=_(", ").join(words[:-1]), last=words[-1])


@functools.lru_cache(maxsize=512)
def _grouped(value: int, code: str) -> str:
    from babel.numbers import format_decimal
    return format_decimal(value, locale=code)


def number(value: int) -> str:
    """A whole number with the current language's digit groups: "12,000"; hu, et "12 000"."""
    return _grouped(int(value), _current)


def money(amount: int) -> str:
    """An amount of money as the current language writes it: "$12,000"; hu, et "12 000 $" (the
    Hungarian rulebook of Hotel writes "2000 $", "12 ezer $": the sign after the number)."""
    # TRANSLATORS: an amount of money; keep {amount}, put the $ where your language writes it
    return _("${amount}").format(amount=number(amount))


_said: dict = {}        # (text, names, game id) -> its words in the current language
SAID_MAX = 20000


def tr(text, names=(), game=None) -> str:
    """A rule text in words: translated, with the players' names and the game's things named.

    Names of things (cards, spaces, goods) come from `game.names` and are translated with the
    game's id as context, so the same English word can differ between games.
    The words are kept per language: a log says the same texts again and again, and is said
    whole again by a replay, an undo or a resumed game.
    """
    if text is None:
        return ""
    key = (str(text), tuple(names), game.id if game is not None else None)
    words = _said.get(key)
    if words is None:
        words = _render(key[0], key[1], game)
        if len(_said) >= SAID_MAX:
            _said.clear()
        _said[key] = words
    return words


def _render(text: str, names, game) -> str:
    def entity(kind: str, value: str):
        if game is None:
            return None
        english = game.entity(kind, value)
        return None if english is None else pgettext(game.id, english)
    return Renderer(names, entity, _, ngettext, list_join, number)(text)
