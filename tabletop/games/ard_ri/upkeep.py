"""Samhain upkeep (A-10): a minimal payment of at least 5 per warrior, and desertion.

A payment is a set of Cattle from the field whose total is at least ``need`` and minimal: no
chosen card could be dropped with the total still enough, i.e. ``total - min < need``.
``completable`` answers, for the step convention, whether some minimal payment contains the
cards already chosen; it is exact (a reachable-sums bitset per candidate smallest card).
"""

from __future__ import annotations

from collections.abc import Sequence

UPKEEP = 5  # 5 points of cattle per warrior


def is_minimal_payment(values: Sequence[int], need: int) -> bool:
    total = sum(values)
    return total >= need and (not values or total - min(values) < need)


def completable(chosen: Sequence[int], available: Sequence[int], need: int) -> bool:
    """Whether some minimal payment holds the values ``chosen`` plus some of ``available``."""
    total = sum(chosen)
    if total >= need:
        return not chosen or total - min(chosen) < need
    low = min(chosen) if chosen else 11
    # the payment's smallest card y: either the chosen one (low) or an available one <= low
    candidates = {low} if chosen else set()
    candidates |= {v for v in available if v <= low}
    for y in sorted(candidates):
        rest = list(available)
        if y == low and chosen:
            base = total - y
        else:
            rest.remove(y)
            base = total
        # the others T (all >= y) must bring sum(T) into [need - y, need - 1]
        lo, hi = need - y - base, need - 1 - base
        if hi < 0:
            continue
        reach = 1
        for v in rest:
            if v >= y:
                reach |= reach << v
        reach >>= max(lo, 0)
        if reach & ((1 << (hi - max(lo, 0) + 1)) - 1):
            return True
    return False


def deserters_needed(warriors: int, field_total: int) -> int:
    """A-10 step 3: how many warriors must desert so that the rest can be paid."""
    return max(0, warriors - field_total // UPKEEP)
