"""Two identical parcel cards in the display or in a hand are two options: their labels say which
one by its place, so no two options of a decision read the same, in any language (issue 16)."""
import pytest

from rules.kairo import GAME
from scenes import i18n
from tests.kairo.helpers import A, give, play, prompt, start, take, turn

NAMES = ["Anna", "Bela", "Cili", "Dora"]


def labels(state, lang):
    i18n.set_language(lang)
    try:
        return {o.id: i18n.tr(o.label, NAMES, GAME) for o in state.pending().options}
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "hu", "et"])
def test_twin_cards_in_the_display_are_told_apart_by_their_place(lang):
    state = start()
    assert state.display[2] == "P7-b"
    state.deck.append(state.display[1])
    state.display[1] = take(state, "P7-a")          # two parcel-7 cards side by side
    turn(state, A)
    play(state, "draw")
    shown = labels(state, lang)
    assert prompt(state) == "kairo.draw1"
    assert len(set(shown.values())) == len(shown)
    assert "2" in shown["display:1"] and "3" in shown["display:2"]
    if lang == "en":
        assert shown["display:1"] == "Take parcel 7 from place 2 of the display"
        assert shown["display:0"] == "Take parcel 5 from the display"     # no twin: as before
    if lang == "hu":
        assert shown["display:2"] == "Elveszem a nyílt készlet 3. helyéről: 7. parcella"


@pytest.mark.parametrize("lang", ["en", "hu", "et"])
def test_twin_cards_in_a_hand_are_told_apart_when_played_or_discarded(lang):
    state = start()
    give(state, A, "P1-a", "P3-b", "P1-c", "P9-c")
    state.deck.remove("P6-a")
    state.deck.append("P6-a")
    turn(state, A)
    play(state, "draw", "display:3", "deck")
    assert prompt(state) == "kairo.discard"
    shown = labels(state, lang)
    assert len(set(shown.values())) == len(shown)
    if lang == "en":
        assert shown["discard:P1-a"] == "Discard parcel 1, card 1 of your hand"
        assert shown["discard:P1-c"] == "Discard parcel 1, card 3 of your hand"
        assert shown["discard:P3-b"] == "Discard parcel 3"
    if lang == "hu":
        assert shown["discard:P1-c"] == "Eldobom: 1. parcella (3. lap a kezemben)"
