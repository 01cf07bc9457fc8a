"""The project's generator: SplitMix64 values, unbiased bounds, the inlined shuffle, forks."""
from rules.core import Rng


def reference_shuffle(rng: Rng, items: list) -> None:
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def test_splitmix64_known_values():
    # First outputs of SplitMix64 seeded with 0 (Vigna's reference implementation).
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_inlined_shuffle_is_exactly_fisher_yates_on_below():
    for seed in range(60):
        for size in (0, 1, 2, 5, 10, 17, 40, 600):
            a, b = Rng(seed * 7919 + size), Rng(seed * 7919 + size)
            items_a, items_b = list(range(size)), list(range(size))
            a.shuffle(items_a)
            reference_shuffle(b, items_b)
            assert items_a == items_b and a.state == b.state


def test_below_stays_in_range_and_covers_it():
    rng = Rng(42)
    seen = {rng.below(6) for _ in range(600)}
    assert seen == set(range(6))
    assert all(1 <= rng.die() <= 6 for _ in range(100))


def test_fork_is_independent_and_does_not_advance():
    rng = Rng(7)
    state = rng.state
    child = rng.fork(1)
    assert rng.state == state
    assert child.next64() != Rng(7).next64()
    assert Rng(7).fork(1).next64() == Rng(7).fork(1).next64()
    assert Rng(7).fork(1).next64() != Rng(7).fork(2).next64()


def test_round_trip():
    rng = Rng(99)
    rng.next64()
    again = Rng.from_dict(rng.to_dict())
    assert [again.next64() for _ in range(5)] == [rng.next64() for _ in range(5)]
