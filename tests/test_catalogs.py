"""The shipped translation catalogs are complete, keep every placeholder, and draw with the
bundled fonts.

A failure here after new texts were added: run `python -m tools.i18n update`, then
`python -m tools.i18n todo hu` (and `et`) lists what is left to translate.
"""
import os
import re
import unicodedata

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame.freetype  # noqa: E402
import pytest  # noqa: E402
from babel.messages.pofile import read_po  # noqa: E402

from scenes import i18n  # noqa: E402
from scenes.theme import FONT_FILES  # noqa: E402
from tools import i18n as tool  # noqa: E402

TRANSLATED = ["hu", "et"]
FONTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "fonts")
# a field of a rule text or a str.format call ({seat}, {n}), or a %-directive (%s, %(name)d)
PLACEHOLDER = re.compile(r"\{[^{}]*\}|%(?:\([A-Za-z_]\w*\))?[sdif]")


def _catalog(code):
    with open(i18n.catalog_path(code, i18n.DEFAULT_LOCALE_DIR), "rb") as handle:
        return read_po(handle, locale=code)


def _messages(code):
    return [m for m in _catalog(code) if m.id]


def _forms(message):
    return list(message.string) if isinstance(message.string, tuple) else [message.string]


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text)))


def placeholder_problems(message):
    """What a translation got wrong about its placeholders (empty when it is right).

    A plain message keeps its msgid's set. A plural message: the last form keeps the plural
    msgid's set; the first (n == 1 in Hungarian and Estonian) keeps the singular's or the
    plural's set (naming the count in the singular is fine, the count is always given)."""
    if not isinstance(message.id, tuple):
        if message.string and placeholders(message.string) != placeholders(message.id):
            return [f"{message.id!r} -> {message.string!r}"]
        return []
    singular, plural = (placeholders(t) for t in message.id)
    problems = []
    for i, form in enumerate(_forms(message)):
        allowed = [plural] if i else [singular, plural]
        if form and placeholders(form) not in allowed:
            problems.append(f"{message.id[i and 1]!r} -> form {i} {form!r}")
    return problems


@pytest.mark.parametrize("code", TRANSLATED)
def test_plural_forms_are_two_for_hungarian_and_estonian(code):
    catalog = _catalog(code)
    assert catalog.num_plurals == 2 and catalog.plural_expr == "(n != 1)"


@pytest.mark.parametrize("code", [*TRANSLATED, "en"])
def test_no_message_is_untranslated_or_fuzzy(code):
    left = tool.todo(code)
    assert not left, (f"{len(left)} messages of {code} untranslated or fuzzy "
                      f"(python -m tools.i18n todo {code}), e.g. {[m.id for m in left[:5]]}")


@pytest.mark.parametrize("code", [*TRANSLATED, "en"])
def test_every_extracted_message_is_in_the_catalog(code):
    """The catalog was merged with the current template (tools.i18n update was run)."""
    with open(tool.TEMPLATE, "rb") as handle:
        wanted = {(m.id, m.context) for m in read_po(handle) if m.id}
    have = {(m.id, m.context) for m in _messages(code)}
    missing = wanted - have
    assert not missing, f"{len(missing)} messages missing from {code}: run tools.i18n update"


@pytest.mark.parametrize("code", [*TRANSLATED, "en"])
def test_every_translation_keeps_the_placeholders_of_its_message(code):
    problems = [p for m in _messages(code) for p in placeholder_problems(m)]
    assert not problems, problems[:10]


def test_the_placeholder_check_catches_a_lost_renamed_or_added_field():
    from babel.messages.catalog import Message
    good = Message("{seat} buys {card}", "{seat} megveszi: {card}")
    assert placeholder_problems(good) == []
    for wrong in ["{seat} vásárol", "{seat} megveszi: {kártya}", "{seat} {card} {n}"]:
        assert placeholder_problems(Message("{seat} buys {card}", wrong)), wrong
    plural = Message(("{seat} draws a card", "{seat} draws {n} cards"),
                     ("{seat} húz {n} lapot", "{seat} húz {n} lapot"))
    assert placeholder_problems(plural) == []
    plural.string = ("{seat} húz egy lapot", "{seat} húz lapot")
    assert placeholder_problems(plural)
    assert placeholder_problems(Message("Saved %s", "Mentve")) != []


@pytest.fixture(scope="module")
def fonts():
    pygame.freetype.init()
    loaded = {name: pygame.freetype.Font(os.path.join(FONTS, file), 24)
              for name, file in FONT_FILES.items() if name != "mono"}
    yield loaded


def missing_glyphs(font, text):
    """The characters of `text` the font has no glyph for (freetype gives them no metrics)."""
    chars = sorted({c for c in text if not c.isspace()
                    and unicodedata.category(c) not in ("Cc", "Cf")})   # controls draw nothing
    return [c for c, metrics in zip(chars, font.get_metrics("".join(chars))) if metrics is None]


def test_the_glyph_check_sees_a_missing_glyph(fonts):
    assert missing_glyphs(fonts["regular"], "Árvíztűrő tükörfúrógép õäöüšž") == []
    assert missing_glyphs(fonts["regular"], "a\ue000b漢") == ["漢", "\ue000"]


@pytest.mark.parametrize("code", [*TRANSLATED, "en"])
def test_every_translation_draws_with_the_bundled_fonts(code, fonts):
    text = "".join(form for m in _messages(code) for form in _forms(m) if form)
    for name, font in fonts.items():
        missing = missing_glyphs(font, text)
        assert not missing, f"{name} font lacks {[f'{c} U+{ord(c):04X}' for c in missing]}"


def test_no_scene_function_hides_the_translation_function():
    """`for _ in ...` or `a, _, b = ...` in a function that also calls `_()` makes `_` a local
    there, and the call fails at run time (only when that code runs)."""
    import ast
    import pathlib
    root = pathlib.Path(FONTS).parent.parent
    found = []
    for path in sorted((root / "scenes").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for fn in ast.walk(tree):
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            nodes = list(ast.walk(fn))
            stores = any(isinstance(n, ast.Name) and n.id == "_" and isinstance(n.ctx, ast.Store)
                         for n in nodes)
            calls = any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name)
                        and n.func.id == "_" for n in nodes)
            if stores and calls:
                found.append(f"{path.relative_to(root)}:{fn.lineno} {fn.name}")
    assert not found, found


def test_every_bot_level_has_a_title_in_the_catalog():
    """A level's title made up from its name (never extracted) would stay English in every
    language ("Gép: Simple" in Hungarian)."""
    import rules
    with open(tool.TEMPLATE, "rb") as handle:
        ids = {m.id for m in read_po(handle) if m.id}
    untitled = [(game_id, level, d.bot_title(level)) for game_id, d in sorted(rules.GAMES.items())
                for level in d.bot_levels() if d.bot_title(level) not in ids]
    assert not untitled, untitled
