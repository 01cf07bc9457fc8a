"""The headless driver itself: what a test counts in frames must not hang on the machine's timing."""
from __future__ import annotations

from tests.scenes import kit


def frames_to_the_first_decision(game_id: str, players: int, seed: int) -> tuple[int, int]:
    """(frames, bot moves) from a new board until seat 0, the person, may click."""
    d, board, match = kit.open_board(game_id, players, seed)
    frames = 0
    step = d.frame

    def counted(*args, **kwargs):
        nonlocal frames
        frames += 1
        step(*args, **kwargs)

    d.frame = counted
    try:
        assert kit.wait_for_human(d, board)
        return frames, match.state.steps
    finally:
        d.close()


def test_a_bot_in_its_thread_moves_at_its_pace_in_frames_not_at_the_mercy_of_the_gil(home):
    """Frames spun back to back starved the bot's thread (the app's loop sleeps between frames,
    the driver does not): 14 moves of a simple Nauticus bot took 700 to 2,200 frames, a different
    number each run, and `wait_for_human` gave up at 3,000 now and then. Now each move takes its
    pace (0.15 s, 3 frames of 0.05 s) and about one frame to come back."""
    frames, moves = frames_to_the_first_decision("nauticus", 2, 3)
    assert moves == 14
    assert frames <= moves * 5
    assert frames_to_the_first_decision("nauticus", 2, 3) == (frames, moves)
