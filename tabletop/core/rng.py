"""Our own seeded PRNG (splitmix64), so games replay exactly on every platform.

Rules and AI draw randomness only from here, never from the global ``random`` module,
and never from ``hash(str)`` (which Python randomises per process).
"""

from __future__ import annotations

import hashlib
import sys
from collections.abc import MutableSequence, Sequence
from functools import cache
from operator import ge
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_TWO64 = 1 << 64
_GAMMA = 0x9E3779B97F4A7C15
_MIX1 = 0xBF58476D1CE4E5B9
_MIX2 = 0x94D049BB133111EB
#: ``_LIMITS[n]``: the rejection bound of ``randrange(n)`` (draws at or above it are redrawn so
#: that ``x % n`` has no modulo bias), worked out once for the lengths a card game shuffles.
_LIMITS: tuple[int, ...] = (0, *(_TWO64 - _TWO64 % n for n in range(1, 513)))


def derive(seed: int, *labels: object) -> int:
    """A 64-bit seed derived from ``seed`` and any labels, stable across runs and platforms."""
    text = repr((int(seed), *[str(label) for label in labels])).encode()
    return int.from_bytes(hashlib.blake2b(text, digest_size=8).digest(), "little")


class Rng:
    """splitmix64: tiny, fast enough, and good enough for shuffles and rollouts."""

    __slots__ = ("_state",)

    def __init__(self, seed: int = 0) -> None:
        self._state = seed & _MASK

    @classmethod
    def derived(cls, seed: int, *labels: object) -> Rng:
        return cls(derive(seed, *labels))

    def next_u64(self) -> int:
        self._state = z = (self._state + _GAMMA) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def randrange(self, n: int) -> int:
        """An int in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = _LIMITS[n] if n < 513 else _TWO64 - _TWO64 % n
        s = self._state
        while True:  # next_u64 inlined: the same draws, without a call per draw
            s = (s + _GAMMA) & _MASK
            z = ((s ^ (s >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self._state = s
                return z % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place: ``j = randrange(i + 1)`` for i from the last index down to 1.

        ``randrange`` and ``next_u64`` are inlined with the state in a local (a deal's shuffle
        is most of a card game's deal); from ``_LANES_FROM`` items on, the draws are worked
        out all at once first (``_draws``). The draws, and so every permutation, are
        bit-identical to the plain loop (``tests/core/test_rng_shuffle_identical.py`` checks
        it).
        """
        if len(items) >= _LANES_FROM and _LITTLE_ENDIAN and self._shuffle_drawn(items):
            return
        s = self._state
        limits = _LIMITS
        try:
            for i in range(len(items) - 1, 0, -1):
                n = i + 1
                limit = limits[n] if n < 513 else _TWO64 - _TWO64 % n
                while True:
                    s = (s + _GAMMA) & _MASK
                    z = ((s ^ (s >> 30)) * _MIX1) & _MASK
                    z = ((z ^ (z >> 27)) * _MIX2) & _MASK
                    z ^= z >> 31
                    if z < limit:
                        break
                j = z % n
                items[i], items[j] = items[j], items[i]
        finally:
            # written back even if ``items`` refuses a store, so the stream stays where the
            # plain loop would have left it
            self._state = s

    def _shuffle_drawn(self, items: MutableSequence[T]) -> bool:
        """``shuffle`` with its draws made in advance (``_draws``), where no draw is thrown
        away by the rejection test (all but about one deck in 2**48); else False, nothing
        drawn, and ``shuffle`` draws one at a time."""
        count = len(items)
        if count > 512:
            return False
        s = self._state
        draws = _draws(s, count - 1)
        if max(draws) >= _ALWAYS_KEPT and any(map(ge, draws, _limits_down(count))):
            return False
        i = count
        try:
            for i, z in zip(range(count - 1, 0, -1), draws, strict=True):
                j = z % (i + 1)
                items[i], items[j] = items[j], items[i]
        finally:
            # written back even if ``items`` refuses a store, as ``shuffle`` does: the draws
            # up to the swap of ``i``
            self._state = (s + (count - i) * _GAMMA) & _MASK
        return True

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self, *labels: object) -> Rng:
        """An independent generator for a sub-task, derived from this one's next output."""
        return Rng(derive(self.next_u64(), *labels))


#: from this many items on, ``Rng.shuffle`` makes its draws at once (``_draws``), where
#: native 64-bit words are little-endian (``memoryview.cast`` reads them so)
_LANES_FROM = 8
_LITTLE_ENDIAN = sys.byteorder == "little"


#: no draw below this is thrown away by a shuffle of up to 512 items (``_LIMITS``)
_ALWAYS_KEPT = _TWO64 - 512


@cache
def _lanes(m: int) -> tuple[int, int, int]:
    """For ``m`` lanes of 128 bits: one in each lane, lane k holding (k + 1) * ``_GAMMA``,
    and 64 ones in each (``_draws``' constants)."""
    ones = sum(1 << 128 * k for k in range(m))
    return ones, _GAMMA * sum(k + 1 << 128 * k for k in range(m)), ones * _MASK


@cache
def _limits_down(count: int) -> tuple[int, ...]:
    """The rejection bounds of a shuffle's draws in order (``randrange(count)`` first, down
    to ``randrange(2)``), for ``count`` up to 512."""
    return _LIMITS[count:1:-1]


def _draws(state: int, m: int) -> list[int]:
    """The next ``m`` values of splitmix64 from ``state`` (``next_u64``'s, in order), worked
    out side by side in one integer of ``m`` lanes of 128 bits: lane k holds the state after
    k + 1 steps, ``state + (k + 1) * _GAMMA`` mod 2**64, and each step of the mixer is one
    operation on the whole integer, the lanes cut back to 64 bits before every shift and
    product (a product of two 64-bit numbers fits in a lane, and a shift brings the next
    lane's low bits only above bit 64, which the cut clears). Python's big integers do it in
    C: a 108-card shuffle costs about 264,000 instructions this way, 624,000 draw by draw."""
    ones, steps, low = _lanes(m)
    z = (state * ones + steps) & low
    z = (z ^ z >> 30) & low
    z = z * _MIX1 & low
    z = (z ^ z >> 27) & low
    z = z * _MIX2 & low
    z = (z ^ z >> 31) & low
    return memoryview(z.to_bytes(16 * m, "little")).cast("Q")[::2].tolist()
