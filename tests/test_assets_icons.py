"""Every icon named in assets/icons/index.json exists, renders as SVG and is not blank."""
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

ICONS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "assets", "icons")

with open(os.path.join(ICONS, "index.json"), encoding="utf-8") as _fh:
    INDEX = json.load(_fh)
FILES = sorted({entry["file"] for entry in INDEX["icons"].values()})


def test_index_shape():
    assert INDEX["license"] == "CC BY 3.0"
    assert INDEX["source"].startswith("game-icons.net via npm @iconify-json/game-icons ")
    assert INDEX["icons"]
    for role, entry in INDEX["icons"].items():
        assert set(entry) >= {"file", "author"}, role
        assert entry["author"], role
        assert os.path.isfile(os.path.join(ICONS, entry["file"])), (role, entry["file"])


def test_no_stray_svgs():
    on_disk = {f for f in os.listdir(ICONS) if f.endswith(".svg")}
    assert on_disk == set(FILES)


@pytest.mark.parametrize("name", FILES)
def test_icon_renders(name):
    path = os.path.join(ICONS, name)
    text = open(path, encoding="utf-8").read()
    assert "currentColor" not in text and "#ffffff" in text
    surf = pygame.image.load_sized_svg(path, (48, 48))
    assert surf.get_size() == (48, 48)
    alphas = [surf.get_at((x, y)).a for x in range(48) for y in range(48)]
    assert any(a > 200 for a in alphas), "no opaque pixel"
    assert any(a == 0 for a in alphas), "no transparent pixel"
    opaque = [surf.get_at((x, y)) for x in range(48) for y in range(48) if surf.get_at((x, y)).a == 255]
    assert all(min(c.r, c.g, c.b) >= 250 for c in opaque), "fill should be white"
