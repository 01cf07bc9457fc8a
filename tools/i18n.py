"""The translation catalogs: extract every message, merge it into each language, report coverage.

    python -m tools.i18n extract   # locale/gameshelf.pot from the code and the games' data
    python -m tools.i18n update    # extract, then merge into locale/<lang>/LC_MESSAGES/gameshelf.po
    python -m tools.i18n stats     # translated / untranslated / fuzzy per language
    python -m tools.i18n todo hu   # the messages of one language still to translate

Messages come from two places:
- the source, by Babel's extractor: `_`, `N_`, `ngettext`, `pgettext` in the scenes and `T`,
  `TN`, `N_` (rule-text templates) in the rules;
- the games' own data, which no call wraps: titles, blurbs, variant titles, value labels, help,
  preset titles (plain msgids) and the names of things (`GameDef.names`, with the game's id as
  context, as `scenes.i18n.tr` looks them up).
"""
from __future__ import annotations

import pathlib
import sys

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_dir
from babel.messages.pofile import read_po, write_po

ROOT = pathlib.Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / "gameshelf.pot"
KEYWORDS = {**DEFAULT_KEYWORDS, "T": None, "TN": (1, 2), "N_": None}
SOURCES = ("rules", "scenes", "saves", "main.py")
HEADER = {"project": "gameshelf", "version": "0.1.0", "domain": "gameshelf",
          "copyright_holder": "the gameshelf authors", "msgid_bugs_address": ""}


def _extract_source(catalog: Catalog) -> None:
    for folder in SOURCES:
        path = ROOT / folder
        if path.is_file():
            from babel.messages.extract import extract_from_file
            found = ((path.name, *m) for m in extract_from_file(
                "python", str(path), keywords=KEYWORDS, strip_comment_tags=True))
            for filename, lineno, message, comments, context in found:
                catalog.add(message, None, [(filename, lineno)], auto_comments=comments,
                            context=context)
            continue
        for filename, lineno, message, comments, context in extract_from_dir(
                str(path), method_map=[("**.py", "python")], keywords=KEYWORDS,
                strip_comment_tags=True):
            catalog.add(message, None, [(f"{folder}/{filename}", lineno)],
                        auto_comments=comments, context=context)


def game_messages(game) -> list[tuple[str, str | None]]:
    """(msgid, context) of everything a game shows from its data rather than from a call."""
    plain = [game.title, game.blurb]
    plain += [game.variant_title(name) for name in game.variants]
    for labels in game.value_labels.values():
        plain += list(labels.values())
    plain += list(game.variant_help.values())
    for helps in game.value_help.values():
        plain += list(helps.values())
    plain += list(game.bot_titles.values()) + list(game.bot_help.values())
    plain += list(game.preset_titles.values())
    plain += [title for title, _ in game.variant_groups]
    found = [(m, None) for m in plain if m]
    for table in game.names.values():
        found += [(name, game.id) for name in table.values() if name]
    return found


def build_template() -> Catalog:
    import rules
    catalog = Catalog(**HEADER, fuzzy=False)
    _extract_source(catalog)
    # Coming games too: their texts are translated before their tables open.
    for game in [*rules.GAMES.values(), *rules.coming()]:
        for message, context in game_messages(game):
            catalog.add(message, None, [(f"rules/{game.id}", 0)], context=context)
    return catalog


def extract() -> Catalog:
    catalog = build_template()
    LOCALE.mkdir(exist_ok=True)
    with open(TEMPLATE, "wb") as handle:
        write_po(handle, catalog, width=100, sort_output=True, include_lineno=False)
    return catalog


def languages() -> list[str]:
    return sorted(p.name for p in LOCALE.iterdir() if (p / "LC_MESSAGES").is_dir())


def update() -> None:
    extract()
    for code in languages():
        with open(TEMPLATE, "rb") as handle:      # a fresh copy per language: update shares
            template = read_po(handle)             # message objects with its template
        path = LOCALE / code / "LC_MESSAGES" / "gameshelf.po"
        if path.exists():
            with open(path, "rb") as handle:
                catalog = read_po(handle, locale=code)
        else:
            catalog = Catalog(locale=code, **HEADER)
        catalog.update(template, no_fuzzy_matching=True)
        if code == "en":               # the source language translates to itself
            for message in catalog:
                if message.id and not _complete(message.string):
                    message.string = message.id     # a plural: (singular, plural)
        catalog.fuzzy = False
        with open(path, "wb") as handle:
            write_po(handle, catalog, width=100, ignore_obsolete=True, sort_output=True,
                     include_lineno=False)


def _complete(string) -> bool:
    """Every form of a translation is there (a plural message has one string per form)."""
    return bool(string) and (not isinstance(string, tuple) or all(string))


def stats() -> dict:
    out = {}
    for code in languages():
        with open(LOCALE / code / "LC_MESSAGES" / "gameshelf.po", "rb") as handle:
            catalog = read_po(handle, locale=code)
        messages = [m for m in catalog if m.id]
        done = sum(1 for m in messages if _complete(m.string) and not m.fuzzy)
        fuzzy = sum(1 for m in messages if m.fuzzy)
        out[code] = {"messages": len(messages), "translated": done, "fuzzy": fuzzy,
                     "untranslated": len(messages) - done - fuzzy}
    return out


def todo(code: str) -> list:
    """The messages of one language that are untranslated or fuzzy, in catalog order."""
    with open(LOCALE / code / "LC_MESSAGES" / "gameshelf.po", "rb") as handle:
        catalog = read_po(handle, locale=code)
    return [m for m in catalog if m.id and (m.fuzzy or not _complete(m.string))]


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "stats"
    if command == "extract":
        print(f"{len(extract())} messages in {TEMPLATE.relative_to(ROOT)}")
    elif command == "update":
        update()
        print("catalogs updated: " + ", ".join(languages()))
    elif command == "stats":
        for code, row in stats().items():
            print(f"{code}: {row['translated']}/{row['messages']} translated, "
                  f"{row['untranslated']} untranslated, {row['fuzzy']} fuzzy")
    elif command == "todo" and len(argv) == 2:
        for message in todo(argv[1]):
            where = ", ".join(sorted({path for path, _line in message.locations}))
            context = f" [{message.context}]" if message.context else ""
            print(f"{message.id!r}{context}  ({where})")
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
