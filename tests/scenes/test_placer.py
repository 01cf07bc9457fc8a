"""Where passing texts go (scenes/table/overlay.py): off the keep-clear rectangles and each
other; a note that stays for seconds also off the moves a person may click, where it can."""
import pygame

from scenes.table.overlay import Placer


def placer(keep_clear=()):
    p = Placer((0, 0, 1000, 600))
    p.begin(keep_clear)
    return p


def test_a_free_place_is_kept():
    assert placer().place((100, 500, 300, 60)) == pygame.Rect(100, 500, 300, 60)


def test_a_text_moves_off_a_keep_clear_rectangle_and_off_another_text():
    p = placer([(0, 480, 1000, 120)])
    first = p.place((100, 500, 300, 60))
    assert first.bottom <= 480 and first.x == 100
    second = p.place((100, 500, 300, 60))
    assert not second.colliderect(first) and second.bottom <= 480


def test_a_text_avoids_the_moves_too_where_it_can():
    button = pygame.Rect(350, 520, 100, 40)
    spot = placer().place((100, 500, 300, 60), avoid=[button])
    assert not spot.colliderect(button)


def test_with_no_place_free_of_the_moves_it_still_keeps_off_the_keep_clear_ones():
    everywhere = [pygame.Rect(0, 0, 1000, 600)]           # moves all over the table
    p = placer([(0, 540, 1000, 60)])
    spot = p.place((100, 500, 300, 60), avoid=everywhere)
    assert spot.bottom <= 540 and not p.crowded
