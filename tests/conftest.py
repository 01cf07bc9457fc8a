"""Headless everywhere: dummy SDL drivers and a private GAMESHELF_HOME before anything loads."""
import gc
import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["GAMESHELF_HOME"] = tempfile.mkdtemp(prefix="gameshelf-test-home-")

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

import pytest  # noqa: E402

# The suite makes millions of short-lived objects (states copied, views and frames built), nearly
# all freed by their reference counts; at Python's default (a young collection every 700
# allocations) the cycle collector ran tens of thousands of times over them for nothing. Once
# every 50,000 costs some 130 MB more a worker and about a tenth of the suite's CPU time.
gc.set_threshold(50_000, 20, 100)


@pytest.fixture
def home(tmp_path, monkeypatch):
    """A fresh GAMESHELF_HOME for one test."""
    monkeypatch.setenv("GAMESHELF_HOME", str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def english_again():
    """A test that switched the language (Settings, a monkey's click) leaves English behind."""
    yield
    from scenes import i18n
    if i18n.language() != "en" or i18n.LOCALE_DIR != i18n.DEFAULT_LOCALE_DIR:
        i18n.LOCALE_DIR = i18n.DEFAULT_LOCALE_DIR
        i18n.set_language("en")


@pytest.fixture(autouse=True)
def ui_scale_again():
    """A test that changed the UI scale (Settings, a monkey's click) leaves the one it started
    at behind (100 %, or GAMESHELF_UI_SCALE's)."""
    yield
    from scenes import theme
    if theme.ui_scale() != theme.env_ui_scale():
        theme.set_ui_scale(theme.env_ui_scale())


@pytest.fixture(autouse=True)
def shelf_again():
    """A test that put a test game on the shelf (tools.shelf.register) takes it off again, so
    later tests in the same worker see the real shelf."""
    import rules
    before = dict(rules.GAMES)
    yield
    if rules.GAMES != before:
        rules.GAMES.clear()
        rules.GAMES.update(before)


@pytest.fixture(autouse=True)
def cores_again():
    """A test that left a match's bot process open (the window keeps off its core while it
    lives) gives the test worker all its cores back, so later tests are not squeezed onto one."""
    yield
    thinker = sys.modules.get("scenes.table.thinker")
    if thinker is not None and thinker._WindowCores.saved is not None:
        os.sched_setaffinity(0, thinker._WindowCores.saved)
        thinker._WindowCores.open, thinker._WindowCores.saved = 0, None
