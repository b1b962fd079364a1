from hypothesis import given
from hypothesis import strategies as st

from tabletop.core.rng import Rng, derive


def test_same_seed_same_stream():
    a, b = Rng(42), Rng(42)
    assert [a.next_u64() for _ in range(5)] == [b.next_u64() for _ in range(5)]


def test_known_values_are_stable_across_platforms():
    # splitmix64 reference outputs for seed 0 (fixed forever: replays depend on them)
    r = Rng(0)
    assert r.next_u64() == 0xE220A8397B1DCDAF
    assert r.next_u64() == 0x6E789E6AA1B965F4
    assert derive(1, "deal", 0) == derive(1, "deal", 0) != derive(1, "deal", 1)


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=1000))
def test_randrange_in_bounds(seed, n):
    r = Rng(seed)
    assert all(0 <= r.randrange(n) < n for _ in range(20))


@given(st.integers(min_value=0, max_value=2**64 - 1), st.lists(st.integers(), max_size=60))
def test_shuffle_is_a_permutation(seed, items):
    out = Rng(seed).shuffled(items)
    assert sorted(out) == sorted(items)


def test_shuffle_is_roughly_uniform():
    counts = [0] * 4
    r = Rng(7)
    for _ in range(4000):
        counts[r.shuffled([0, 1, 2, 3]).index(0)] += 1
    assert all(850 < c < 1150 for c in counts), counts
