"""Assisted undo (the research's undo anchor, as the Temple Gates Dominion app has it): one
person against bots may take a decision back past hidden information (a draw, a die, a bot's
move) after a question; the game then counts as assisted, in its save, on the top bar and on
the results. The state comes back with its generator, so the same choice meets the same luck."""
import json

import pygame
import pytest

import saves
from saves import SaveError, Seat, Setup
from scenes.menus.confirm import ConfirmScene
from scenes.menus.results import ResultsScene
from scenes.table.board import BoardScene
from scenes.table.match import Match
from tests.scenes.driver import Driver, install_test_game


def past_a_bot(match):
    """Play until Anna decides again after the bot has moved (no plain undo is left)."""
    for _ in range(200):
        decision = match.pending()
        if decision.seat == 0 and match.snapshots and not match.can_undo(0):
            return
        if match.is_bot(decision.seat):
            match.apply(match.bot_choose(decision.seat).id)
        else:
            match.apply(decision.options[0].id)
    raise AssertionError("Anna never decided after the bot")


def point(target):
    """An undo target (step, state or None) as plain data, to compare."""
    step, state = target
    return step, None if state is None else state.to_dict()


@pytest.fixture
def pebbles(home, monkeypatch):
    install_test_game(monkeypatch)


def test_one_person_may_take_back_past_a_bot_s_move_and_the_game_counts_it(pebbles):
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3, {}))
    past_a_bot(match)
    assert match.may_assist and match.undo_target(0) is None
    step, _data = match.undo_target(0, assisted=True)     # (behind a barrier: no data)
    history = list(match.state.history)
    before = match.setup.new_state()
    for _seat, option_id in history[:step]:
        before.apply(option_id)
    assert match.undo(0, assisted=True)
    assert match.state.to_dict() == before.to_dict() and match.state.steps == step
    assert match.setup.assists == 1
    # the same choice again meets the same luck: the game replays as it went
    again = [option_id for _seat, option_id in history[step:]]
    for option_id in again:
        match.apply(option_id)
    assert match.state.history == history
    match.close()


def test_no_assisted_undo_at_a_table_of_people(pebbles):
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bela")], 3, {}))
    for _ in range(30):
        decision = match.pending()
        if decision.seat == 0 and match.snapshots and not match.can_undo(0):
            break
        match.apply(decision.options[0].id)
    assert not match.may_assist
    assert match.undo_target(0, assisted=True) is None and not match.undo(0, assisted=True)
    assert match.setup.assists == 0
    match.close()


def test_the_count_is_saved_and_an_assisted_undo_survives_a_restart(pebbles):
    setup = Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3, {})
    match = Match(setup)
    past_a_bot(match)
    assert match.undo(0, assisted=True)
    past_a_bot(match)
    match.flush()
    loaded_setup, state, session = saves.load_path(match.session.path)
    assert loaded_setup.assists == 1
    again = Match(loaded_setup, state, session)
    assert point(again.undo_target(0, assisted=True)) == point(match.undo_target(0, assisted=True))
    assert again.undo(0, assisted=True) and again.setup.assists == 2
    match.close(), again.close()


@pytest.mark.parametrize("bad", [-1, "2", 2.5, True, 10 ** 7])
def test_a_damaged_count_is_refused(pebbles, bad):
    setup = Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3, {})
    match = Match(setup, autosave=False)
    path = saves.save_new(match.state, setup)
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["setup"]["assists"] = bad
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(SaveError, match="assisted undos"):
        saves.load_path(path)
    match.close()


def test_at_the_table_undo_asks_first_then_marks_the_game(pebbles):
    d = Driver()
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3, {}))
    past_a_bot(match)
    board = BoardScene(match)
    d.app.reset(board)
    d.run_until(lambda: board.settled and match.pending().seat == 0)
    assert board.undo_button.is_enabled                 # it leads to the question
    steps = match.state.steps
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    assert isinstance(d.top, ConfirmScene)
    assert d.top.question == "Take back past hidden information?"
    d.press("Keep it")
    assert d.top is board and match.state.steps == steps and match.setup.assists == 0
    d.key(pygame.K_z, pygame.KMOD_CTRL)
    d.press("Take back")
    assert d.top is board and match.state.steps < steps and match.setup.assists == 1
    assert board.toast[0] == ("Undone (assisted: 1 move taken back past hidden information).")
    assert board.progress_words().endswith(" · assisted")
    d.close()


def test_the_results_say_that_the_game_was_assisted(pebbles, monkeypatch):
    from scenes import theme
    from rules.core import RandomBot
    match = Match(Setup("pebbles", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3, {}),
                  autosave=False)
    bot = RandomBot(0, 1)
    while (decision := match.pending()) is not None:
        match.apply(bot.choose(match.state.view(decision.seat), decision).id)
    match.setup.assists = 2
    d = Driver()
    scene = ResultsScene(match)
    d.app.reset(scene)
    d.frame()
    texts, original = [], theme.text

    def spy(surface, text_, *args, **kwargs):
        texts.append(str(text_))
        return original(surface, text_, *args, **kwargs)
    monkeypatch.setattr(theme, "text", spy)
    d.frame()
    assert ("An assisted game: 2 moves were taken back past a draw, a die or a bot's move."
            in texts)
    d.close()


def test_behind_a_barrier_only_the_step_is_kept_and_undo_replays_to_it(home, monkeypatch):
    """A long game against bots keeps a state for every decision since the last barrier only
    (loading one stays as quick as before); an assisted undo further back replays the moves."""
    import rules
    from tests.toygame import gavel                      # its rolls are barriers
    monkeypatch.setitem(rules.GAMES, "gavel", gavel.GAME)
    match = Match(Setup("gavel", [Seat("Anna"), Seat("Bot", "bot", "simple")], 3, {}),
                  autosave=False)
    for _ in range(400):
        decision = match.pending()
        if decision is None:
            break
        match.apply((match.bot_choose(decision.seat) if match.is_bot(decision.seat)
                     else decision.options[0]).id)
        old = [s for s in match.snapshots if s[1] < match.state.barrier_step]
        if old and match.pending() is not None and match.pending().seat == 0:
            break
    assert old and all(data is None for _seat, _step, data in old)
    assert all(data is not None for _seat, step, data in match.snapshots
               if step >= match.state.barrier_step)
    while match.snapshots[-1][1] >= match.state.barrier_step:       # plain undos first
        assert match.undo(0, assisted=True)
    step = match.snapshots[-1][1]
    history = list(match.state.history)
    before = match.setup.new_state()
    for _seat, option_id in history[:step]:
        before.apply(option_id)
    assert match.undo(0, assisted=True)
    assert match.state.to_dict() == before.to_dict()
    match.close()
