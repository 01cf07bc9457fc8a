"""The bundled DejaVu fonts cover every letter and symbol the UI draws.

pygame-ce only (no fontTools): a character the font lacks is drawn as the
.notdef box, so each character's rendering is compared with the rendering of
code points no font here provides (U+E000 private use, U+10FFFF).
"""
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

FONTS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "fonts")

LETTERS = "áéíóöőúüű ÁÉÍÓÖŐÚÜŰ õäöüšž ÕÄÖÜŠŽ".replace(" ", "")   # Hungarian, Estonian
SYMBOLS = "●▲■◆★⬟✓→↶⚓♛•"                                       # markers the UI draws
DIGITS = "0123456789+-−×/%.,:$"

TEXT_FONTS = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSans-Oblique.ttf"]
MONO = "DejaVuSansMono.ttf"


@pytest.fixture(scope="module", autouse=True)
def _font_module():
    pygame.font.init()
    yield


def _image(font, ch):
    surf = font.render(ch, True, (255, 255, 255), (0, 0, 0))
    return surf.get_size(), pygame.image.tobytes(surf, "RGB")


def _notdef(font):
    a, b = _image(font, "\ue000"), _image(font, "\U0010ffff")
    assert a == b, "the two reference code points should both draw the .notdef box"
    assert any(a[1]), ".notdef box should not be blank"
    return a


def _missing(path, chars):
    font = pygame.font.Font(path, 32)
    box = _notdef(font)
    assert _image(font, "A") != box, "check is blind: 'A' draws like .notdef"
    return [f"{c} U+{ord(c):04X}" for c in chars if _image(font, c) == box]


def test_licence_and_files_present():
    for name in TEXT_FONTS + [MONO, "LICENSE-DejaVu.txt"]:
        assert os.path.isfile(os.path.join(FONTS, name)), name
    licence = open(os.path.join(FONTS, "LICENSE-DejaVu.txt"), encoding="utf-8").read()
    assert "Bitstream Vera" in licence and "Arev" in licence


@pytest.mark.parametrize("name", TEXT_FONTS)
def test_text_fonts_cover_letters_and_symbols(name):
    assert _missing(os.path.join(FONTS, name), LETTERS + SYMBOLS + DIGITS) == []


def test_mono_covers_digits_and_letters():
    assert _missing(os.path.join(FONTS, MONO), DIGITS + LETTERS) == []
