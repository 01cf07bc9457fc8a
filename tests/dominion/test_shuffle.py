"""The inlined shuffle is exactly the core generator's Fisher-Yates (§4.3.2)."""
from rules.core import Rng
from rules.dominion.state import shuffle_with


def test_inlined_shuffle_matches_rng_shuffle():
    for seed in range(60):
        for size in (0, 1, 2, 5, 10, 17, 40, 600):
            a, b = Rng(seed * 7919 + size), Rng(seed * 7919 + size)
            items_a, items_b = list(range(size)), list(range(size))
            a.shuffle(items_a)
            shuffle_with(b, items_b)
            assert items_a == items_b
            assert a.state == b.state
