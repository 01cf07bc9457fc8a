"""A person's record in words, as the results screen and the game picker show it: "Anna won 4
of 9, Bela 1 of 2" (the counts from saves.records / saves.note_result)."""
from __future__ import annotations

from ..i18n import _


def record_words(people: list) -> str:
    """`people`: (name, wins, games), the first named in full."""
    first, *rest = people
    # TRANSLATORS: a person's record in one game: games won of the games played
    parts = [_("{name} won {wins} of {games}").format(name=first[0], wins=first[1],
                                                      games=first[2])]
    # TRANSLATORS: the same for the next people of the line ("Bela 1 of 2")
    parts += [_("{name} {wins} of {games}").format(name=n, wins=w, games=g) for n, w, g in rest]
    return ", ".join(parts)


def most_played(found: dict, n: int = 2) -> list:
    """The `n` people with the most games in a game's records {name: (wins, games)}."""
    ranked = sorted(found.items(), key=lambda item: (-item[1][1], item[0]))[:n]
    return [(name, wins, games) for name, (wins, games) in ranked]
