"""A match asks its searching bots in the bot process and falls back to its quick bot when that
process fails: the game goes on (issue 15, point 5)."""
import os
import signal
import time

import rules
from saves import Seat, Setup
from scenes.table.match import Match, ThinkerAnswer
from tests.toygame import gavel


def _answer(future, seconds=30.0):
    end = time.monotonic() + seconds
    while not future.done():
        assert time.monotonic() < end, "no answer"
        time.sleep(0.005)
    return future.result()


def _match(monkeypatch):
    monkeypatch.setitem(rules.GAMES, "gavel", gavel.GAME)
    match = Match(Setup("gavel", [Seat("Bot A", "bot", "strong"), Seat("Bot B", "bot", "simple")],
                        4, {}), autosave=False)
    match.budget_ms = 50
    return match


def test_a_searching_bot_answers_from_the_bot_process(monkeypatch):
    match = _match(monkeypatch)
    try:
        assert match.searches(0) and not match.searches(1)
        for _ in range(12):
            decision = match.pending()
            future = match.bot_choose_async(decision.seat)
            assert isinstance(future, ThinkerAnswer) == (decision.seat == 0)
            option = _answer(future)
            assert option in decision.options
            match.apply(option.id)
        assert match._thinker is not None and match._thinker.alive
    finally:
        match.close()
    assert match._thinker is None


def test_a_dead_bot_process_falls_back_to_the_quick_bot(monkeypatch):
    match = _match(monkeypatch)
    try:
        while match.pending().seat != 0:
            match.apply(_answer(match.bot_choose_async(match.pending().seat)).id)
        thinker = match.thinker()
        os.kill(thinker._process.pid, signal.SIGKILL)
        thinker._process.join(5)
        decision = match.pending()
        future = match.bot_choose_async(0)
        option = _answer(future)
        assert option in decision.options and future.failure
        # the table tells why in the reader's language (was: the process's English words)
        from scenes import i18n
        i18n.set_language("hu")
        try:
            said = i18n.tr(future.failure)
        finally:
            i18n.set_language("en")
        assert said.startswith(("a gépi játékos folyamata leállt (kilépési kód: -9; ",
                                "a gépi játékos folyamata már nem fut (")), said
    finally:
        match.close()
