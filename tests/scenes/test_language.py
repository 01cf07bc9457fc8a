"""Switching the language in Settings changes the menus at once (a tiny test catalog), and the
choice is kept in the settings file."""
import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

import saves
from scenes import i18n
from scenes.menus.choices import ChoiceList
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from tests.scenes.driver import Driver

WORDS = {"New game": "Új parti", "Settings": "Beállítás-teszt", "Done": "Kész-teszt",
         "Language": "Nyelv-teszt", "Load game": "Betöltés-teszt"}


@pytest.fixture
def tiny_catalog(tmp_path, monkeypatch):
    catalog = Catalog(locale="hu", domain="gameshelf")
    for english, hungarian in WORDS.items():
        catalog.add(english, hungarian)
    folder = tmp_path / "hu" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    with open(folder / "gameshelf.po", "wb") as handle:
        write_po(handle, catalog)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    return tmp_path


def button_texts(d):
    return {b.text for b in d.buttons()}


def test_choosing_a_language_in_settings_changes_the_menus_at_once(tiny_catalog, home):
    d = Driver({"anim_speed": "instant", "bot_pace": "quick"})
    d.app.go("title")
    d.frame()
    d.press("Settings")
    settings = d.top
    assert isinstance(settings, SettingsScene)
    d.click(settings.box("language").center)
    menu = d.top
    assert isinstance(menu, ChoiceList)
    row = next(i for i, item in enumerate(menu.items) if item[0] == "hu")
    assert menu.items[row][1] == "Magyar"          # each language in its own name
    d.click((menu.rows[row].centerx, menu.rows[row].bottom - 3))
    assert d.top is settings and i18n.language() == "hu"
    assert "Kész-teszt" in button_texts(d)         # this screen, without reopening it
    assert saves.read_settings()["language"] == "hu"
    d.press("Kész-teszt")
    assert isinstance(d.top, TitleScene)
    assert {"Új parti", "Beállítás-teszt", "Betöltés-teszt"} <= button_texts(d)
    # and back to English, at once again
    d.press("Beállítás-teszt")
    d.click(d.top.box("language").center)
    menu = d.top
    row = next(i for i, item in enumerate(menu.items) if item[0] == "en")
    d.click(menu.rows[row].center)
    assert i18n.language() == "en" and "Done" in button_texts(d)


@pytest.mark.parametrize("code", ["hu", "et"])
def test_every_menu_text_is_translated(code):
    """The Hungarian and Estonian catalogs cover every text the menu screens show."""
    from babel.messages.pofile import read_po
    with open(i18n.catalog_path(code), "rb") as handle:
        catalog = read_po(handle, locale=code)
    missing = [m.id for m in catalog if m.id and
               any(path.startswith("scenes/menus/") for path, _line in m.locations) and
               not (m.string and (not isinstance(m.string, tuple) or all(m.string)))]
    assert not missing, missing


def test_the_menus_speak_hungarian_with_the_real_catalog():
    d = Driver()
    i18n.set_language("hu")
    d.app.go("title")
    d.frame()
    assert {"Új játék", "Beállítások", "Kilépés"} <= button_texts(d)


def test_rule_texts_said_in_one_language_are_said_again_in_the_next():
    """`tr` keeps the words of the texts it has said (a log says them again and again); a
    switch of language must not show the words kept in the one before."""
    from rules.core.text import T
    text = T("{seat} passes", seat=0)
    english = i18n.tr(text, ["Anna", "Bela"])
    i18n.set_language("hu")
    hungarian = i18n.tr(text, ["Anna", "Bela"])
    assert i18n.tr(text, ["Anna", "Bela"]) == hungarian
    i18n.set_language("en")
    assert i18n.tr(text, ["Anna", "Bela"]) == english
    assert i18n.tr(text, ["Cecil", "Bela"]) != english      # other names, other words
    # names given as they come (an iterator), read once
    assert i18n.tr(T("{seat} passes", seat=1), iter(["Anna", "Dora"])) == "Dora passes"
    assert "Anna" in english and "Anna" in hungarian
    assert hungarian != english, "the test needs a text the Hungarian catalog translates"
