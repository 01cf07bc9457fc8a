"""What the `strong` bot's search leans on: the position built once per view and copied, the
options it compares, and texts that stay whole for people after a search went quiet."""
from rules.core import Rng
from rules.core.text import quiet_texts
from rules.hotel_tycoon.determinize import determinize
from tests.hotel_tycoon.helpers import dice, do, table


def test_each_sample_is_an_independent_copy_of_the_viewed_position():
    state = table(2, cash={0: 6000}, owner={"ZEBRA": 1})
    view = state.view(0)
    first = determinize(view, 0, Rng(1))
    first.cash[0] = 1
    first.owner["ZEBRA"] = 0
    second = determinize(view, 0, Rng(2))
    assert second.view(0) == view                      # the first sample's changes stay there
    assert second.cash is not first.cash and second.rng.state != first.rng.state
    state.apply("roll")
    later = state.view(0)
    assert determinize(later, 0, Rng(3)).view(0) == later     # a new view, a new position


def test_labels_are_whole_again_after_a_quiet_search():
    def labels():
        state = table(2, planes={0: 6, 1: 20}, owner={"DRAGON": 0}, level={"DRAGON": 1})
        dice(state, 1)
        do(state, "roll")
        return [o.label for o in state.pending().options]
    with quiet_texts():
        quiet = labels()
    loud = labels()
    assert all("{square:" in text for text in loud), loud
    assert quiet != loud
