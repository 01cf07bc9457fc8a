"""Every base-set card face at every size the table draws it: the name, the whole type line and
the text fit; a face that does not show the card's whole text carries the "more on hover" mark
(issue 11, point 2: never a part that reads as the whole)."""
import pygame
import pytest

from rules.dominion import cards as C
from scenes.games.dominion import cards as art

SIZES = [(116, 162), (132, 185), (104, 145), (96, 134)]     # supply, hand, play, overlays


@pytest.fixture(autouse=True, scope="module")
def display():
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((32, 32))
    yield


def test_the_type_line_names_every_type():
    assert art.type_line("militia") == "Action – Attack"
    assert art.type_line("moat") == "Action – Reaction"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("card", list(C.NAME))
def test_nothing_on_a_face_is_cut_without_the_mark(card, size):
    w, h = size
    g = art.layout(card, w, h)
    assert g.title.get_width() <= g.banner.w - 6
    assert g.type_line.get_width() <= g.type_room          # all the types, squeezed not cut
    assert g.art.h >= art.MIN_ART and g.art.bottom <= g.box.top
    assert g.box.bottom <= g.bar.top
    fit = g.fit
    if fit.height is None:                                   # a coin or a VP shield
        assert art.main_type(card) in ("Treasure", "Victory", "Curse")
        return
    assert fit.height <= g.box.h, f"{card} at {size}: the text runs out of its box"
    assert all(image.get_width() <= g.text_width for image in fit.images)
    if fit.complete:                  # the whole text: every bonus and the rest of the text
        assert len(fit.images) == len(art.bonus_lines(card)) + (1 if art.full_text(card) else 0)
    else:                             # else the mark is drawn where it says "more"
        face = art.face(card, w, h)
        tab_y = g.box.bottom - 2 - (art.MARK_H - 3) // 2
        ink = face.get_at((g.box.centerx + 3, tab_y))[:3]
        assert sum(abs(a - b) for a, b in zip(ink, art.INK)) < 40, f"{card}: no mark"


def test_the_supply_shows_the_whole_text_of_the_cards_the_newcomer_misread():
    """Cellar, Militia and Moat looked like "+1 Action", "+$2", "+2 Cards" alone; Remodel and
    Mine were cut off with "...": at the Supply's size the short ones show their whole text,
    the two longest their summary under the "more on hover" mark."""
    w, h = SIZES[0]
    for card in ("cellar", "militia", "remodel"):
        assert art.layout(card, w, h).fit.complete, card
    for card in ("moat", "mine"):
        fit = art.layout(card, w, h).fit
        assert not fit.complete and len(fit.images) == len(art.bonus_lines(card)) + 1
