"""A person's record in words, as the results screen and the game picker show it: "Anna won 4
of 9 (1 assisted), Bela 1 of 2" (the counts from saves.records / saves.note_result)."""
from __future__ import annotations

from ..i18n import _


def record_words(people: list) -> str:
    """`people`: (name, wins, games, wins with help), the first named in full."""
    first, *rest = people
    # TRANSLATORS: a person's record in one game: games won of the games played
    parts = [_("{name} won {wins} of {games}").format(name=first[0], wins=first[1],
                                                      games=first[2]) + helped(first[3])]
    # TRANSLATORS: the same for the next people of the line ("Bela 1 of 2")
    parts += [_("{name} {wins} of {games}").format(name=n, wins=w, games=g) + helped(h)
              for n, w, g, h in rest]
    return ", ".join(parts)


def helped(wins: int) -> str:
    """" (1 assisted)" after a record where wins were had with help (a hint, an assisted undo),
    else nothing."""
    # TRANSLATORS: after a record ("Anna won 4 of 9"): how many of the wins had help (hints, or
    # moves taken back past hidden information)
    return " " + _("({n} assisted)").format(n=wins) if wins else ""


def most_played(found: dict, n: int = 2) -> list:
    """The `n` people with the most games in a game's records {name: (wins, games, wins with
    help)}."""
    ranked = sorted(found.items(), key=lambda item: (-item[1][1], item[0]))[:n]
    return [(name, *counts) for name, counts in ranked]


def tables_words(game, found: dict, n: int = 3) -> str:
    """The `n` most played people's records at each kind of table (saves.records_by_table): a
    person's name, then a line a table, the most played first ("  against Strong 1 of 3")."""
    ranked = sorted(found.items(), key=lambda item: (-sum(c[1] for c in item[1].values()),
                                                      item[0]))[:n]
    lines = []
    for name, tables in ranked:
        lines.append(name)
        # the most played first; on a tie bots before people, the games noted before last
        order = sorted(tables.items(), key=lambda t: (-t[1][1], t[0] is None, not t[0],
                                                      t[0] or ()))
        for bots, (wins, games, with_help) in order:
            if bots is None:
                # TRANSLATORS: a record of the games noted before records were kept by table
                words = _("earlier games {wins} of {games}")
            elif not bots:
                words = _("at tables of people {wins} of {games}")
            else:
                words = _("against {bots} {wins} of {games}")
            levels = ", ".join(_(game.bot_title(b)) for b in bots or ())
            lines.append("    " + words.format(bots=levels, wins=wins, games=games) +
                         helped(with_help))
    return "\n".join(lines)
