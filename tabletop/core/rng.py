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
        self._state = (self._state + 0x9E3779B97F4A7C15) & _MASK
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def random(self) -> float:
        """A float in [0, 1)."""
        return (self.next_u64() >> 11) * (1.0 / (1 << 53))

    def randrange(self, n: int) -> int:
        """An int in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("randrange needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.randrange(len(items))]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher–Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randrange(i + 1)
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        out = list(items)
        self.shuffle(out)
        return out

    def fork(self, *labels: object) -> Rng:
        """An independent generator for a sub-task, derived from this one's next output."""
        return Rng(derive(self.next_u64(), *labels))
