"""Shared scoring helpers: winners from scores, returns that share ties."""

from __future__ import annotations

from collections.abc import Sequence


def top_seats(values: Sequence[float]) -> tuple[int, ...]:
    """Seats holding the highest value (several on a tie)."""
    best = max(values)
    return tuple(i for i, v in enumerate(values) if v == best)


def shared_returns(winners: Sequence[int], n: int) -> tuple[float, ...]:
    """1 for a sole winner, 1/k each for k tied winners, 0 for everyone else."""
    share = 1.0 / len(winners)
    return tuple(share if i in winners else 0.0 for i in range(n))


def counter_clockwise(start: int, n: int, seats: Sequence[int] | None = None) -> tuple[int, ...]:
    """Seats in counter-clockwise order from ``start`` (seats are numbered clockwise)."""
    order = tuple((start - k) % n for k in range(n))
    if seats is None:
        return order
    chosen = set(seats)
    return tuple(s for s in order if s in chosen)


def clockwise(start: int, n: int) -> tuple[int, ...]:
    return tuple((start + k) % n for k in range(n))
