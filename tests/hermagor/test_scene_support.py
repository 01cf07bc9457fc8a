"""The board-test kit of tests/scenes/kit.py bound to Hermagor (this module holds no tests)."""
from tests.scenes.kit import (bind, button_visible, click_button, click_target, first,  # noqa
                              has, ready, wait_for_human)

setup_for, open_board, find_position, board_at = bind("hermagor", 4)
