"""Inside `quiet_texts()` (the search's imagined games) rule texts stay bare templates, and
nothing else changes: the same seed and choices give the same options, states and results."""
import pytest

from rules.core import RandomBot, T, TN
from rules.core.text import quiet_texts
from tests.games import ALL


def test_texts_inside_are_bare_templates_and_full_again_outside():
    with quiet_texts():
        assert T("{seat} buys {card}", seat=1, card="smithy") == "{seat} buys {card}"
        with quiet_texts():
            assert TN("{n} card", "{n} cards", 3) == "{n} card||{n} cards"
        assert T("{seat} passes", seat=0) == "{seat} passes"
    assert T("{seat} buys {card}", seat=1, card="smithy") == "{seat:1} buys {card:smithy}"


def _play(game, seed: int):
    state = game.new(2 if game.min_players <= 2 <= game.max_players else game.min_players, seed)
    bot = RandomBot(0, seed)
    ids = []
    while (decision := state.pending()) is not None and len(ids) < 400:
        option = bot.choose(None, decision)
        ids.append((decision.seat, decision.prompt, tuple(o.id for o in decision.options)))
        state.apply(option.id)
    return ids, state


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_quiet_texts_change_no_rule(game):
    loud_ids, loud = _play(game, 12)
    with quiet_texts():
        quiet_ids, quiet = _play(game, 12)
    assert quiet_ids == loud_ids
    assert quiet.steps == loud.steps and quiet.rng.state == loud.rng.state
    if loud.pending() is None:
        assert quiet.result().ranking == loud.result().ranking
        assert quiet.result().scores == loud.result().scores


def _labels(game, seed: int) -> list:
    state = game.new(2 if game.min_players <= 2 <= game.max_players else game.min_players, seed)
    bot = RandomBot(0, seed)
    texts = []
    while (decision := state.pending()) is not None and len(texts) < 4000:
        texts += [decision.text] + [o.label for o in decision.options]
        state.apply(bot.choose(None, decision).id)
    return texts


@pytest.mark.parametrize("game", ALL, ids=lambda g: g.id)
def test_a_label_cache_never_keeps_a_bare_template_from_a_quiet_game(game):
    """A search's quiet game that builds a label first must not leave its bare template in a
    cache for the real game after it (Itchy Feet's option labels once showed 'Put back
    {card}')."""
    import re
    with quiet_texts():
        _labels(game, 4321)
    unfilled = {t for t in _labels(game, 4321) if re.search(r"\{\w+\}", t)}
    assert not unfilled
