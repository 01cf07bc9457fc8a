"""Hold until seen (scenes/table/hold.py) and the hot-seat peek: the end of a round and the last
move stay on the table until the person dismisses them; bots and curtains wait; a game whose
only secret is small (Hermagor's money) needs no curtain, the seat to move holds P to see it."""
from __future__ import annotations

import pygame

import rules
from scenes.menus.curtain import CurtainScene
from scenes.menus.results import ResultsScene
from scenes.table.board import BoardScene
from scenes.table.hold import Gate, Summary, since_last, tally
from scenes.table.match import Match
from scenes.table.tween import AnimationQueue, wait
from tests.scenes.driver import Driver
from tests.scenes.kit import setup_for

HOLDING = {"anim_speed": "instant", "bot_pace": "quick", "hold_until_seen": True}


def open_with(game_id, n, seed, humans=1, settings=HOLDING):
    d = Driver(dict(settings))
    match = Match(setup_for(game_id, n, seed, humans=humans), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    return d, board, match


def people_play_until(d, board, stop, limit=20000):
    """The people's seats play like a simple bot until stop() (curtains are lifted)."""
    match = board.match
    helpers = {s: match.game.bot("simple", s, 7 + s) for s in match.humans}
    for _ in range(limit):
        if stop():
            return
        if isinstance(d.top, CurtainScene):
            d.press("I am")
            continue
        decision = match.pending()
        if (decision is not None and decision.seat in helpers and d.top is board
                and board.anims.idle and not board.dirty and decision.seat == board.viewer):
            option = helpers[decision.seat].choose(match.state.view(decision.seat), decision)
            board.play(option.id)
        d.frame()
    raise AssertionError("never stopped")


def test_a_gate_waits_for_release_and_skipping_stops_at_it():
    queue = AnimationQueue(1.0)
    gate = Gate(Summary("Round 1 is over"))
    before, after = wait(0.5), wait(0.5)
    queue.add(before)
    queue.add(gate)
    queue.add(after)
    queue.skip()                       # Space: the animation before it ends, the gate stays
    assert before.done and queue.gate is gate and not after.done
    for _ in range(100):
        queue.update(0.1)
    assert queue.gate is gate and not queue.idle
    gate.release()
    queue.update(0.1)
    queue.update(1.0)
    assert queue.idle and after.done
    instant = AnimationQueue(0.0)
    instant.add(Gate(Summary("x")))
    instant.update(1.0)
    assert not instant.idle            # "instant" speed never skips a hold either


def test_tally_and_since_last_read_one_round():
    class E:
        def __init__(self, kind, **data):
            self.kind, self.data = kind, data
    events = [E("money", seat=0, delta=5), E("round_ended", round=1), E("money", seat=0, delta=3),
              E("money", seat=1, delta=-2), E("post_placed", seat=1), E("round_ended", round=2)]
    round_two = since_last(events, "round_ended")
    assert [e.kind for e in round_two] == ["money", "money", "post_placed", "round_ended"]
    totals = tally(round_two, {"money": lambda d: [(d["seat"], "coins", d["delta"])],
                               "post_placed": lambda d: [(d["seat"], "posts", 1)]})
    assert totals == {0: {"coins": 3}, 1: {"coins": -2, "posts": 1}}


def test_hermagor_round_end_is_held_until_the_person_dismisses_it(home):
    d, board, match = open_with("hermagor", 3, 5)
    people_play_until(d, board, lambda: board.anims.gate is not None)
    gate = board.anims.gate
    assert gate.summary.title == "Round 1 is over"
    assert [seat for seat, _text in gate.summary.rows] == [0, 1, 2]
    assert any("coin" in text for _seat, text in gate.summary.rows)
    # nobody moves while it is shown: not the bots, not a click on the board
    steps = match.state.steps
    d.frames(200)
    d.click((100, 200))
    assert match.state.steps == steps and board.anims.gate is gate
    d.frame()                          # drawn: the card has its place on the screen
    assert board.card.rect.w > 0
    d.click(board.card.button_rect.center)
    assert gate.done and board.anims.gate is None
    people_play_until(d, board, lambda: match.state.steps > steps)


def test_the_last_move_is_shown_before_the_results(home):
    d, board, match = open_with("hermagor", 2, 3)

    def stop():
        gate = board.anims.gate
        if gate is not None and gate.summary.title.startswith("Round"):
            d.key(pygame.K_RETURN)
        return match.pending() is None
    people_play_until(d, board, stop, limit=60000)
    d.frames(3)                        # the last move's animation, then the hold
    gate = board.anims.gate
    assert gate is not None and gate.summary.button == "See the results"
    winners = match.state.result().ranking[0]
    assert match.names[winners[0]] in gate.summary.title
    d.frames(100)
    assert d.top is board              # the table stays until seen
    d.key(pygame.K_SPACE)
    d.run_until(lambda: isinstance(d.top, ResultsScene))


def test_nobody_at_the_table_means_holds_go_on_by_themselves(home):
    d, board, match = open_with("hermagor", 2, 3, humans=0)
    d.run_until(lambda: board.anims.gate is not None, limit=20000)
    gate = board.anims.gate
    d.frames(80, dt=0.05)              # 4 s of table time
    assert gate.done


def test_hermagor_hot_seat_has_no_curtain_and_money_shows_only_while_tab_is_held(home):
    d, board, match = open_with("hermagor", 3, 5, humans=3)
    assert board.peek_mode and not board.curtains
    seen_seats = set()
    logged = []
    append = board.log.append
    board.log.append = lambda lines, tags=None: (logged.extend(lines), append(lines, tags))

    def stop():
        assert not isinstance(d.top, CurtainScene), "a curtain fell in a game of small secrets"
        if board.anims.gate is not None:
            d.key(pygame.K_RETURN)
        if board.settled and match.pending() is not None:
            seen_seats.add(board.viewer)
            me = board.viewer
            assert board.shown["players"][me]["money"] is None
            assert board.presented["players"][me]["money"] is not None
        return len(seen_seats) == 3 and match.state.steps > 12
    people_play_until(d, board, stop)
    assert logged and not any(", now " in line for line in logged), "a money total in the log"
    me = board.viewer
    d.frame([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_p, mod=0, unicode="",
                                scancode=0)])
    assert board.shown["players"][me]["money"] == match.state.view(me)["players"][me]["money"]
    d.frame([pygame.event.Event(pygame.KEYUP, key=pygame.K_p, mod=0, unicode="", scancode=0)])
    assert board.shown["players"][me]["money"] is None
    # the peek button works the same with the mouse held on it
    spot = board.peek_rect().center
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=spot, button=1)])
    assert board.peeking and board.shown["players"][me]["money"] is not None
    d.frame([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=spot, button=1)])
    assert not board.peeking


def test_dominion_hot_seat_keeps_its_curtain(home):
    d, board, match = open_with("dominion", 2, 4, humans=2)
    assert board.curtains and not board.peek_mode
    assert isinstance(d.top, CurtainScene)


def test_every_shelf_game_declares_how_its_secrets_are_kept():
    from scenes.games import adapter_class
    for game_id, game in rules.GAMES.items():
        secrets = adapter_class(game_id).secrets
        assert secrets in ("hands", "small", "none") or isinstance(secrets, property), game_id


def test_settings_turn_the_round_summaries_off_and_the_board_follows(home):
    from scenes.menus.settings import SettingsScene
    d = Driver({"anim_speed": "instant", "bot_pace": "quick", "hold_until_seen": True})
    d.app.reset(SettingsScene())
    d.frame()
    d.press("Round summaries: on")
    assert d.app.settings["hold_until_seen"] is False
    assert d.find_button("Round summaries: off")
    match = Match(setup_for("hermagor", 2, 3, humans=0), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.run_until(lambda: match.state.view(0)["round"] >= 2, limit=20000)
    assert board.anims.gate is None and not board.pauses


def test_the_replay_never_holds_and_shows_the_viewed_seat_whole(home):
    from scenes.table.replay import ReplayScene
    game = rules.get("hermagor")
    state = game.new(3, 5)
    bots = [game.bot("simple", s, 9 + s) for s in range(3)]
    while state.pending() is not None and state.view(0)["round"] < 3:
        d_ = state.pending()
        state.apply(bots[d_.seat].choose(state.view(d_.seat), d_).id)
    d = Driver(dict(HOLDING))
    replay = ReplayScene(setup_for("hermagor", 3, 5, humans=3), state.history, viewer=1)
    d.app.reset(replay)
    d.frame()
    assert not replay.peek_mode
    assert replay.shown["players"][1]["money"] is not None
    replay.playing = True
    d.run_until(lambda: replay.match.state.view(0)["round"] >= 3, limit=20000)
    assert replay.anims.gate is None


def test_the_curtain_falls_after_what_the_table_still_shows(home):
    from scenes.table.tween import Effect
    d, board, match = open_with("dominion", 2, 4, humans=2,
                                settings={"anim_speed": "normal", "bot_pace": "quick"})
    d.press("I am")                      # the first curtain
    assert d.top is board
    board.adapter.effects.append(Effect(lambda surface, e: None, 1.0))
    board.needs_curtain = True
    d.frames(10, dt=0.05)                # half a second: the effect still plays
    assert d.top is board
    d.frames(20, dt=0.05)
    assert isinstance(d.top, CurtainScene)


def test_a_hot_seat_curtain_waits_for_the_hold(home, monkeypatch):
    d, board, match = open_with("hermagor", 2, 3, humans=2)
    # as if Hermagor's secrets needed a curtain
    monkeypatch.setattr(type(board.adapter), "secrets", "hands")
    assert board.curtains

    def stop():
        return board.anims.gate is not None
    people_play_until(d, board, stop)
    gate = board.anims.gate
    d.frames(50)
    assert d.top is board and not gate.done     # no curtain over the summary
    d.key(pygame.K_RETURN)
    d.run_until(lambda: isinstance(d.top, CurtainScene) or match.pending().seat == board.viewer)


def test_hermagor_with_open_money_has_neither_curtain_nor_peek(home):
    d = Driver(dict(HOLDING))
    setup = setup_for("hermagor", 2, 3, variants={"hide_money": False}, humans=2)
    match = Match(setup, autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.frame()
    assert match.hot_seat and not board.curtains and not board.peek_mode
    assert d.top is board
    assert board.shown is board.presented
