"""Our own seeded PRNG (splitmix64), so games replay exactly on every platform.

Rules and AI draw randomness only from here, never from the global ``random`` module,
and never from ``hash(str)`` (which Python randomises per process).
"""

from __future__ import annotations

import hashlib
from collections.abc import MutableSequence, Sequence
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
        is most of a card game's deal); the draws, and so every permutation, are bit-identical
        to the plain loop (``tests/core/test_rng_shuffle_identical.py`` checks it).
        """
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

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self, *labels: object) -> Rng:
        """An independent generator for a sub-task, derived from this one's next output."""
        return Rng(derive(self.next_u64(), *labels))
