"""Rule texts (language-free templates with their values) and their translation by the scenes."""
import pathlib

import pytest

from rules.core.text import T, TN, join, msgids, parse, render
from scenes import i18n

NAMES = ["Ann", "Bob", "Cy"]
CARDS = {"smithy": "Smithy", "copper": "Copper", "silver": "Silver"}


def entity(kind, value):
    return CARDS.get(value) if kind in ("card", "cards") else None


def test_a_template_carries_its_values_and_renders_back_to_english():
    text = T("{seat} buys {card} for {coins}", seat=1, card="smithy", coins=4)
    assert text == "{seat:1} buys {card:smithy} for {coins:4}"
    assert parse(text) == ("{seat} buys {card} for {coins}",
                           {"seat": "1", "card": "smithy", "coins": "4"})
    assert render(text, NAMES, entity) == "Bob buys Smithy for 4"


def test_two_fields_of_one_kind_and_lists():
    text = T("{seat} pays {seat2}", seat=0, seat2=2)
    assert render(text, NAMES) == "Ann pays Cy"
    text = T("{seat} discards {cards}", seat=0, cards=["copper", "copper", "silver"])
    assert render(text, NAMES, entity) == "Ann discards Copper, Copper and Silver"


def test_plural_forms_pick_by_n():
    one = TN("{seat} draws {n} card", "{seat} draws {n} cards", 1, seat=0)
    many = TN("{seat} draws {n} card", "{seat} draws {n} cards", 3, seat=0)
    assert render(one, NAMES) == "Ann draws 1 card"
    assert render(many, NAMES) == "Ann draws 3 cards"
    assert msgids(many) == [("{seat} draws {n} card", "{seat} draws {n} cards")]


def test_nested_texts_and_joined_texts():
    label = T("Choose {what}", what=T("{card}", card="smithy"))
    assert label == "Choose {what:{card:smithy}}"
    assert render(label, NAMES, entity) == "Choose Smithy"
    assert msgids(label) == ["Choose {what}", "{card}"]
    assert msgids("2, 3") == [] and msgids(join("2", T("none"))) == ["none"]   # numbers only
    both = join(T("Game over."), T("{seat} wins", seat=2))
    assert render(both, NAMES) == "Game over. Cy wins"


def test_plain_strings_and_unknown_braces_pass_through():
    assert render("Pass", NAMES) == "Pass"
    assert render("a {weird} brace", NAMES) == "a {weird} brace"
    assert render(T("{seat} is here", seat=7), NAMES) == "player 8 is here"


def test_templates_refuse_fields_they_do_not_have_and_unbalanced_values():
    with pytest.raises(ValueError):
        T("Buy {card}", cost=3)
    with pytest.raises(ValueError):
        T("Buy {card}", card="a}b")


def test_a_text_written_again_is_the_same_and_kept_apart_by_the_type_of_its_values():
    # texts are kept per template and values: True equals 1 and "1" looks like it, yet each
    # is written as itself however often and in whatever order it is asked
    assert [T("{n} left", n=v) for v in (1, True, "1", 1, True)] == \
        ["{n:1} left", "{n:yes} left", "{n:1} left", "{n:1} left", "{n:yes} left"]
    assert T("{a} and {b}", a=1, b=2) == "{a:1} and {b:2}" == T("{a} and {b}", a=1, b=2)
    assert T("{cards}", cards=["a", "b"]) == "{cards:a,b}"
    for _ in range(2):              # a refused value is refused every time
        with pytest.raises(ValueError):
            T("Buy {card}", card="a}b")


# ---- translation with a tiny catalog --------------------------------------------------------------
PO = r'''
msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\n"

msgid "{seat} buys {card} for {coins}"
msgstr "{seat} megveszi: {card}, ára {coins}"

msgid "{seat} draws {n} card"
msgid_plural "{seat} draws {n} cards"
msgstr[0] "{seat} húz {n} lapot"
msgstr[1] "{seat} húz {n} lapot (sok)"

msgid "{items} and {last}"
msgstr "{items} és {last}"

msgctxt "testgame"
msgid "Smithy"
msgstr "Kovács"

msgid "Broken {seat}"
msgstr "Törött {nincs}"

msgid "New game"
msgstr "Új játék"
'''


class _Game:
    id = "testgame"

    def entity(self, kind, value):
        return CARDS.get(value)


@pytest.fixture
def tiny_catalog(tmp_path, monkeypatch):
    path = tmp_path / "xx" / "LC_MESSAGES"
    path.mkdir(parents=True)
    (path / "gameshelf.po").write_text(PO, encoding="utf-8")
    # only these tests' listeners hear the switch: a table another test left open in this
    # worker (its window not yet collected) would relabel itself in "xx", which has no
    # number format (a clean clone's run once failed so, by the order tests ran in)
    monkeypatch.setattr(i18n, "_listeners", [])
    i18n.set_language("xx", root=tmp_path)
    yield tmp_path
    i18n.set_language("en")


def test_rule_texts_translate_with_names_and_things(tiny_catalog):
    game = _Game()
    text = T("{seat} buys {card} for {coins}", seat=0, card="smithy", coins=4)
    assert i18n.tr(text, NAMES, game) == "Ann megveszi: Kovács, ára 4"
    many = TN("{seat} draws {n} card", "{seat} draws {n} cards", 2, seat=1)
    assert i18n.tr(many, NAMES, game) == "Bob húz 2 lapot (sok)"
    assert i18n.list_join(["a", "b", "c"]) == "a, b és c"
    assert i18n.tr(T("Broken {seat}", seat=0), NAMES, game) == "Broken Ann"   # falls back
    assert i18n._("New game") == "Új játék"


def test_switching_language_tells_the_listeners(tmp_path, tiny_catalog):
    heard = []
    i18n.on_change(heard.append)
    try:
        i18n.set_language("en")
        assert heard[-1] == "en" and i18n._("New game") == "New game"
    finally:
        i18n._listeners.remove(heard.append)


def test_the_shipped_catalogs_exist_and_compile():
    for code in i18n.LANGUAGES:
        assert i18n.catalog_path(code).exists(), code
        i18n.load_catalog(code)


def test_the_system_language_is_used_when_it_is_ours(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "hu_HU.UTF-8")
    assert i18n.system_language() == "hu"
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    monkeypatch.setenv("LANGUAGE", "fr:et")
    assert i18n.system_language() == "et"


def test_the_catalog_template_is_up_to_date():
    """Every message the code and the games' data produce is in locale/gameshelf.pot
    (run `python -m tools.i18n update` after changing texts)."""
    from babel.messages.pofile import read_po
    from tools import i18n as tool
    fresh = {(m.id, m.context) for m in tool.build_template() if m.id}
    root = pathlib.Path(tool.TEMPLATE)
    with open(root, "rb") as handle:
        stored = {(m.id, m.context) for m in read_po(handle) if m.id}
    missing = fresh - stored
    assert not missing, f"{len(missing)} messages not extracted, e.g. {sorted(missing, key=str)[:5]}"


def test_a_listing_of_texts_reads_as_one_list():
    from rules.core.text import listing
    bonus = listing(T("+{n} Action", n=1), T("+{n} Buy", n=1), T("+${coins}", coins=1))
    assert render(T("{seat} gets {bonus}", seat=0, bonus=bonus), NAMES) == \
        "Ann gets +1 Action, +1 Buy and +$1"
    assert msgids(bonus) == ["+{n} Action", "+{n} Buy", "+${coins}"]


def test_a_nested_constant_text_is_translated_but_ids_and_numbers_are_not():
    from rules.core.text import Renderer
    words = {"most buyers": "a legtöbb vevő", "{seat} wins {tile} ({why})":
             "{seat} nyeri: {tile} ({why})"}
    renderer = Renderer(["Ann"], gettext=lambda s: words.get(s, s))
    text = T("{seat} wins {tile} ({why})", seat=0, tile="G07", why=T("most buyers"))
    assert renderer(text) == "Ann nyeri: G07 (a legtöbb vevő)"
    assert renderer(T("{why}", why="-3")) == "-3"


@pytest.mark.parametrize("outside", [
    "Expecting value: line 1 column 2 (char 1) {", "}}}{", "a||b", "x\x1fy\x1ez", "{n:3}",
    "{seat:0} wins",
])
def test_words_from_outside_are_a_field_value_and_read_back_as_they_were(outside):
    """An exception's words or a hostile file's id go into a rule text as `quoted(...)`: the
    text can be made (unbalanced braces would be refused), nothing in them reads as a field, a
    plural or a list, and a person reads them back with only the braces and separators
    changed."""
    from rules.core.text import TextError, quoted
    text = T("the file is damaged: {reason}", reason=quoted(outside, 120))
    shown = outside.translate({ord("{"): "(", ord("}"): ")", 0x1e: " ", 0x1f: " "})
    assert render(text) == f"the file is damaged: {shown}"
    assert msgids(text) == ["the file is damaged: {reason}"]
    error = TextError(text)
    assert error.text == text and str(error) == render(text)
    assert quoted("x" * 50) == "x" * 40 + "..." and quoted("x" * 50, None) == "x" * 50


def test_a_reworded_template_stored_in_an_old_save_shows_in_its_new_words():
    from rules.core.text import REWORDED, _BARE
    pot = (pathlib.Path(__file__).resolve().parent.parent / "locale" / "gameshelf.pot").read_text()
    for old, new in REWORDED.items():
        assert set(_BARE.findall(old)) == set(_BARE.findall(new)), old
        assert f'msgid "{new}"' in pot and f'msgid "{old}"' not in pot
    assert render("Turn {n:13} of {seat:0}", NAMES) == "Ann: turn 13"
