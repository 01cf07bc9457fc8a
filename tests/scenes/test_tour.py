"""The tour of the table (scenes/table/tour.py): at a person's first game of a kind, six notes
beside the parts of the table they explain; the bots wait, Next/Enter go on, Esc skips, the game
is then marked as toured in the settings, and the pause menu shows the tour again."""
import pygame
import pytest

import rules
import saves
from scenes import gui, i18n, theme
from scenes.table.board import BoardScene
from scenes.table.tour import STEPS, TourScene
from scenes.table.toured import toured
from tests.scenes import kit
from tests.scenes.driver import Driver


def touring_board(game_id="kairo", n=2):
    """A table opened as the app opens one: with the settings file's settings."""
    d = Driver(dict(saves.read_settings(), anim_speed="instant", bot_pace="quick", tour=True))
    match = kit.Match(kit.setup_for(game_id, n, 3), autosave=False)
    board = BoardScene(match)
    d.app.reset(board)
    d.run_until(lambda: isinstance(d.top, TourScene) or kit.ready(board), limit=3000)
    return d, board, match


def key(d, k):
    d.key(k)


def test_a_first_game_opens_the_tour_once_its_person_may_play(home):
    d, board, match = touring_board()
    try:
        tour = d.top
        assert isinstance(tour, TourScene) and tour.board is board and tour.step == 0
        assert tour.words()[0] == "Welcome to Kairo"
        steps = match.state.steps
        d.frames(20)                                       # the bots wait under the tour
        assert match.state.steps == steps and d.top is tour
        for step in range(1, len(STEPS)):
            d.press("Next")
            assert tour.step == step
        d.press("Start playing")
        assert d.top is board
        assert toured(d.app.settings, "kairo") and saves.read_settings()["toured"] == ["kairo"]
    finally:
        d.close()
    d2, board2, _match = touring_board()                   # the next game of Kairo: no tour
    try:
        assert d2.top is board2 and kit.ready(board2)
        d2.frames(5)
        assert d2.top is board2
    finally:
        d2.close()


def test_keys_go_on_and_back_and_escape_skips(home):
    d, board, match = touring_board("dominion")
    try:
        tour = d.top
        key(d, pygame.K_RETURN)
        key(d, pygame.K_RIGHT)
        assert tour.step == 2
        key(d, pygame.K_LEFT)
        assert tour.step == 1
        key(d, pygame.K_ESCAPE)
        assert d.top is board and toured(d.app.settings, "dominion")
        assert not toured(d.app.settings, "kairo")          # each game has its own tour
    finally:
        d.close()


def test_the_pause_menu_shows_the_tour_again(home):
    d, board, match = touring_board()
    try:
        key(d, pygame.K_ESCAPE)                            # skip it
        assert d.top is board
        key(d, pygame.K_ESCAPE)                            # the pause menu
        d.press("Tour of the table")
        assert isinstance(d.top, TourScene) and d.top.step == 0
    finally:
        d.close()


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
@pytest.mark.parametrize("lang, scale", [("en", 1.0), ("hu", 2.0)])
def test_every_note_sits_inside_the_window_beside_what_it_points_at(home, game_id, lang, scale):
    i18n.set_language(lang)
    theme.set_ui_scale(scale)
    try:
        n = max(2, rules.GAMES[game_id].min_players)
        d, board, match = touring_board(game_id, n)
        try:
            tour = d.top
            assert isinstance(tour, TourScene)
            screen = pygame.Rect((0, 0), theme.SCREEN)
            for step, (part, _title, _text) in enumerate(STEPS):
                tour.go_to(step)
                d.frame()
                note, anchor = tour.note_rect(), tour.anchor(part)
                assert screen.contains(note), (step, note)
                assert anchor is None or not note.colliderect(anchor), (step, note, anchor)
                for button in (tour.next_b, tour.skip_b):
                    if button is not None:
                        assert note.contains(gui.rect_of(button)), (step, button.text)
                if part == "targets":
                    assert anchor.colliderect(board.layout["board"])
        finally:
            d.close()
    finally:
        theme.set_ui_scale(1.0)



def test_a_hover_text_shown_on_the_table_goes_when_a_scene_opens_over_it(home):
    """The Menu button's hover text stayed bright over the tour and the pause menu (the table's
    widgets no longer see the mouse once covered)."""
    from scenes.table.tour import TourScene as Tour
    d, board, match = kit.open_board("kairo", 2, seed=3)
    try:
        kit.wait_for_human(d, board)
        centre = gui.rect_of(board.menu_button).center
        pygame.mouse.set_pos(centre)                       # pygame-gui reads the pointer
        d.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=centre, rel=(0, 0),
                                    buttons=(0, 0, 0))])
        for _ in range(60):
            if board.menu_button.tool_tip is not None:
                break
            d.frame(dt=0.1)
        assert board.menu_button.tool_tip is not None
        d.app.go("tour", board=board)
        d.frame()
        assert isinstance(d.top, Tour) and board.menu_button.tool_tip is None
    finally:
        d.close()
