"""The table's record (scenes/table/record.py): a save opened to the table is replayed once, and
its log and undo points are the ones a second, separate replay would give; undo cuts the log
back instead of replaying the game."""
import pytest

import rules
import saves
from saves import Seat, Setup
from scenes.table import match as match_module
from scenes.table.match import Match
from scenes.table.record import Record


def played(game_id: str, players: int, seed: int, moves: int, humans: int = 1) -> Match:
    """A match `moves` decisions in (people's seats answered by `simple` too)."""
    game = rules.get(game_id)
    seats = [Seat(f"P{i}") if i < humans else Seat(f"Bot {i}", "bot", "simple")
             for i in range(players)]
    match = Match(Setup(game_id, seats, seed, game.check_variants(None)), autosave=False)
    helpers = {seat: game.bot("simple", seat, seed) for seat in range(players)}
    for _ in range(moves):
        decision = match.pending()
        if decision is None:
            break
        seat = decision.seat
        match.apply(helpers[seat].choose(match.state.view(seat), decision).id)
    return match


def same_points(a: list, b: list) -> bool:
    """Two lists of undo points alike: the same seats and steps, the same states where kept."""
    def plain(points):
        return [(seat, step, None if s is None else s.to_dict()) for seat, step, s in points]
    return plain(a) == plain(b)


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
@pytest.mark.parametrize("humans", [1, 2])
def test_a_save_s_own_replay_gives_the_log_and_undo_points_of_a_second_replay(home, game_id,
                                                                            humans):
    live = played(game_id, 3, 11, 90, humans)
    path = saves.save_new(live.state, live.setup)
    record = Record()
    setup, state, session = saves.load_path(path, watch=record)
    opened = Match(setup, state, session, record=record)
    again = Match(setup, state.copy(), autosave=False)          # rebuilt when first asked
    assert opened.events == again.events == live.events
    assert same_points(opened.snapshots, again.snapshots)
    assert same_points(opened.snapshots, live.snapshots)
    for m in (live, opened, again):
        m.close()


def test_opening_a_save_replays_its_moves_once(home, monkeypatch):
    live = played("itchy_feet", 4, 5, 300)
    path = saves.save_new(live.state, live.setup)
    applied = []
    state_class = type(live.state)
    original = state_class.apply
    monkeypatch.setattr(state_class, "apply",
                        lambda self, option: applied.append(1) or original(self, option))
    monkeypatch.setattr(match_module, "open_match",
                        lambda app, setup, state, session, record: Match(
                            setup, state, session, record=record).events)
    assert match_module.open_save(None, path) is None
    assert len(applied) == live.state.steps
    live.close()


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
def test_undo_cuts_the_log_back_to_where_it_stood_before_the_move(home, game_id):
    match = played(game_id, 2, 3, 60)
    for _ in range(3):
        if not match.snapshots:
            break
        step = match.snapshots[-1][1]
        assert match.undo(0, assisted=True)
        fresh = Match(match.setup, match.state.copy(), autosave=False)
        assert match.state.steps == step
        assert match.events == fresh.events
        assert same_points(match.snapshots, fresh.snapshots)
        # and play goes on from there as from a fresh replay
        decision = match.pending()
        option = decision.options[-1].id
        assert match.apply(option) == fresh.apply(option)
        assert match.events == fresh.events
        assert same_points(match.snapshots, fresh.snapshots)
        match.undo(0, assisted=True)
        fresh.close()
    match.close()
