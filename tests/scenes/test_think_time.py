"""The strong bot's thinking time is a Settings choice (0.5 / 1 / 2 / 5 s, 1 s by default), kept
in the settings file and read by every match live: a change applies from the next move."""
import saves
from saves import Seat, Setup
from scenes.menus.choices import ChoiceList
from scenes.menus.settings import SettingsScene
from scenes.menus.title import TitleScene
from scenes.table.match import DEFAULT_BUDGET_MS, Match, open_match, think_ms
from tests.scenes.driver import Driver, install_test_game


def pick(d, key, value):
    settings = d.top
    d.click(settings.box(key).center)
    menu = d.top
    assert isinstance(menu, ChoiceList)
    assert [item[0] for item in menu.items] == [500, 1000, 2000, 5000]
    assert menu.current == settings.current(key)
    row = next(i for i, item in enumerate(menu.items) if item[0] == value)
    d.click(menu.rows[row].center)
    assert d.top is settings


def test_choosing_a_think_time_is_saved_and_reaches_the_match(home, monkeypatch):
    install_test_game(monkeypatch)
    d = Driver()
    d.app.go("title")
    d.frame()
    d.press("Settings")
    assert isinstance(d.top, SettingsScene)
    assert d.top.label("think_ms") == "1 second"            # the default
    pick(d, "think_ms", 2000)
    assert d.top.label("think_ms") == "2 seconds"
    assert saves.read_settings()["think_ms"] == 2000
    d.press("Done")
    assert isinstance(d.top, TitleScene)
    # a match opened from the app thinks for the chosen time ...
    setup = Setup("pebbles", [Seat("Ann", "human", None), Seat("Bot", "bot", "simple")], 3, {})
    open_match(d.app, setup)
    d.frame()
    match = d.top.match
    assert match.budget_ms == 2000
    # ... and a change made meanwhile (Settings over the paused game) applies to the next move
    d.app.go("settings")
    d.frame()
    pick(d, "think_ms", 500)
    assert match.budget_ms == 500
    d.app.reset(TitleScene())
    d.frame()


def test_an_odd_think_time_in_the_settings_file_means_the_default():
    for odd in (None, "fast", 7, 1000.5, True, [1000]):
        assert think_ms({"think_ms": odd}) == DEFAULT_BUDGET_MS
    assert think_ms(None) == DEFAULT_BUDGET_MS and think_ms({"think_ms": 5000}) == 5000


def test_a_match_without_settings_uses_the_default_and_tools_may_set_it(monkeypatch):
    install_test_game(monkeypatch)
    setup = Setup("pebbles", [Seat("A", "bot", "simple"), Seat("B", "bot", "simple")], 3, {})
    match = Match(setup, autosave=False)
    assert match.budget_ms == DEFAULT_BUDGET_MS
    match.budget_ms = 50
    assert match.budget_ms == 50
    match.close()
