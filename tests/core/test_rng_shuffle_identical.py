"""``Rng.shuffle`` and ``Rng.randrange`` are inlined for speed; every game's replay depends on
them drawing exactly what the plain definitions draw. These tests keep the plain definitions
(splitmix64, rejection sampling, Fisher–Yates) and compare the two over many seeds and lengths,
including draws that the rejection test must throw away.
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.core.rng import Rng

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15
_M1 = 0xBF58476D1CE4E5B9
_M2 = 0x94D049BB133111EB


class PlainRng:
    """The reference: splitmix64 and the textbook loops, one call per draw."""

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = (self.state + _GAMMA) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * _M1) & _MASK
        z = ((z ^ (z >> 27)) * _M2) & _MASK
        return z ^ (z >> 31)

    def randrange(self, n: int) -> int:
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: MutableSequence[Any]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]


def _unshift_xor(z: int, k: int) -> int:
    """The inverse of ``z ^ (z >> k)`` on 64 bits."""
    x = z
    for _ in range(64 // k + 1):
        x = z ^ (x >> k)
    return x


def state_giving(output: int) -> int:
    """The splitmix64 state whose mixed value is ``output`` (the mixer is a bijection)."""
    z = _unshift_xor(output, 31)
    z = (z * pow(_M2, -1, 1 << 64)) & _MASK
    z = _unshift_xor(z, 27)
    z = (z * pow(_M1, -1, 1 << 64)) & _MASK
    return _unshift_xor(z, 30)


def seed_whose_first_draw_is(output: int) -> int:
    return (state_giving(output) - _GAMMA) & _MASK


def test_the_inverse_is_right() -> None:
    for out in (0, 1, _MASK, 0x0123456789ABCDEF, 1 << 63):
        assert PlainRng(seed_whose_first_draw_is(out)).next_u64() == out


@settings(max_examples=400, deadline=None)
@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=0, max_value=700))
def test_shuffle_matches_the_plain_loop(seed: int, length: int) -> None:
    fast, plain = Rng(seed), PlainRng(seed)
    a, b = list(range(length)), list(range(length))
    fast.shuffle(a)
    plain.shuffle(b)
    assert a == b
    assert fast.next_u64() == plain.next_u64()  # the stream is left at the same place


def test_shuffle_matches_over_every_length_and_many_seeds() -> None:
    for length in range(0, 130):
        for seed in (0, 1, 2, 7, 42, 2**63, _MASK, 0xDEADBEEF * (length + 1)):
            fast, plain = Rng(seed), PlainRng(seed)
            a, b = list(range(length)), list(range(length))
            fast.shuffle(a)
            plain.shuffle(b)
            assert a == b, (seed, length)
            assert fast.next_u64() == plain.next_u64(), (seed, length)


@pytest.mark.parametrize("length", [3, 5, 6, 7, 55, 110, 111, 511, 513, 600])
def test_shuffle_throws_away_the_draws_the_plain_loop_throws_away(length: int) -> None:
    """The first draw of a shuffle is for ``randrange(length)``; a seed that makes it
    ``2**64 - 1`` (at or above the bound whenever ``length`` is not a power of two) must be
    thrown away by both, and the next draws used."""
    seed = seed_whose_first_draw_is(_MASK)
    assert PlainRng(seed).next_u64() >= (1 << 64) - ((1 << 64) % length)
    _assert_shuffles_alike(seed, length)


def _assert_shuffles_alike(seed: int, length: int) -> None:
    """``Rng`` and ``PlainRng`` shuffle ``length`` items alike and leave the stream alike."""
    fast, plain = Rng(seed), PlainRng(seed)
    a, b = list(range(length)), list(range(length))
    fast.shuffle(a)
    plain.shuffle(b)
    assert a == b
    assert fast.next_u64() == plain.next_u64()


@settings(max_examples=300, deadline=None)
@given(st.integers(min_value=0, max_value=2**64 - 1),
       st.one_of(st.integers(min_value=1, max_value=1000),
                 st.integers(min_value=1, max_value=2**64)))
def test_randrange_matches_the_plain_one(seed: int, n: int) -> None:
    # n near 2**64 (drawn by the second strategy) throws away up to half the draws
    fast, plain = Rng(seed), PlainRng(seed)
    assert [fast.randrange(n) for _ in range(8)] == [plain.randrange(n) for _ in range(8)]
    assert fast.next_u64() == plain.next_u64()


def test_randrange_throws_away_what_the_plain_one_throws_away() -> None:
    for n in (3, 7, 100, 511, 513, 1000, 2**63 + 1):
        seed = seed_whose_first_draw_is(_MASK)
        fast, plain = Rng(seed), PlainRng(seed)
        assert fast.randrange(n) == plain.randrange(n)
        assert fast.next_u64() == plain.next_u64()


class _Refusing(list):
    """A list that refuses its ``after``-th store, to check where the stream is left."""

    def __init__(self, items: list[int], after: int) -> None:
        super().__init__(items)
        self.after = after

    def __setitem__(self, key: Any, value: Any) -> None:
        if self.after == 0:
            raise RuntimeError("refused")
        self.after -= 1
        super().__setitem__(key, value)


@pytest.mark.parametrize("after", [0, 1, 9, 30])
def test_a_refused_store_leaves_the_stream_where_the_plain_loop_does(after: int) -> None:
    fast, plain = Rng(99), PlainRng(99)
    a, b = _Refusing(list(range(40)), after), _Refusing(list(range(40)), after)
    with pytest.raises(RuntimeError):
        fast.shuffle(a)
    with pytest.raises(RuntimeError):
        plain.shuffle(b)
    assert list(a) == list(b)
    assert fast.next_u64() == plain.next_u64()


@pytest.mark.parametrize(("length", "k"), [(8, 3), (40, 1), (108, 50), (108, 105), (512, 200)])
def test_a_draw_thrown_away_mid_shuffle_is_thrown_away_by_both(length: int, k: int) -> None:
    """From 8 items on, ``shuffle`` makes its draws in advance (``rng._draws``) and falls
    back to drawing one at a time where one would be thrown away: a seed whose draw k is
    ``2**64 - 1`` (at or above the bound of a length that is not a power of two)."""
    seed = (state_giving(_MASK) - (k + 1) * _GAMMA) & _MASK
    plain = PlainRng(seed)
    assert [plain.next_u64() for _ in range(k + 1)][k] == _MASK
    _assert_shuffles_alike(seed, length)


@settings(max_examples=200, deadline=None)
@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=600))
def test_draws_side_by_side_are_the_draws_one_by_one(seed: int, m: int) -> None:
    from tabletop.core.rng import _draws

    plain = PlainRng(seed)
    assert _draws(seed, m) == [plain.next_u64() for _ in range(m)]
