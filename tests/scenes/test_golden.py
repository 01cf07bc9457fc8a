"""The first screens a person sees match their golden images (tools/goldens.py): a change that
moves, hides or overlaps something on them fails here with a picture of what changed. After a
change made on purpose, look at the pictures, then store the new look:

    .venv/bin/python -m tools.goldens update NAME
"""
import pygame
import pytest

from tools import goldens


@pytest.mark.parametrize("name", goldens.NAMES)
def test_the_screen_matches_its_golden_image(name, tmp_path):
    actual = goldens.render(name)
    share, changed = goldens.compare(name, actual)
    if share > goldens.CHANGED_SHARE:
        picture = goldens.save_failure(name, actual, changed, tmp_path)
        pytest.fail(f"{name}: {share:.2%} of the screen changed (more than "
                    f"{goldens.CHANGED_SHARE:.1%}); the changed blocks are outlined in {picture}. "
                    f"If the change is meant: python -m tools.goldens update {name}")


def test_noise_and_a_one_pixel_nudge_pass_and_a_hidden_label_does_not(tmp_path):
    """The comparison's tolerance: what it forgives and what it catches (on the title)."""
    golden = goldens.render("title")
    blocks = goldens.COMPARED[0] * goldens.COMPARED[1]
    noisy = golden.copy()
    for y in range(0, golden.get_height(), 2):            # +-12 in every channel, here and there
        for x in range((y // 2) % 3, golden.get_width(), 3):
            k = 12 if (x * 7 + y * 13) % 5 < 2 else -12
            noisy.set_at((x, y), [max(0, min(255, c + k)) for c in golden.get_at((x, y))[:3]])
    assert goldens.changed_blocks(noisy, golden) == []
    nudged = golden.copy()
    button = pygame.Rect(520, 340, 240, 44)               # "New game", one pixel to the right
    nudged.blit(golden, button.move(1, 0), button)
    assert goldens.changed_blocks(nudged, golden) == []
    hidden = golden.copy()
    pygame.draw.rect(hidden, golden.get_at((5, 5)), (540, 350, 200, 30))   # its label gone
    changed = goldens.changed_blocks(hidden, golden)
    assert len(changed) / blocks > goldens.CHANGED_SHARE
    picture = goldens.save_failure("title", hidden, changed, tmp_path)   # what a failure shows
    assert pygame.image.load(str(picture)).get_size() == goldens.STORED
    assert (tmp_path / "title-actual.png").exists()
