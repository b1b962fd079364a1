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


def joinable_values(field: Sequence[int], chosen: Sequence[int], need: int) -> set[int]:
    """The values ``v`` of the field (sorted values) for which ``completable(chosen + [v],
    field less one v, need)``: ``completable`` worked out for every value at once, without
    its lists (issue 29: the upkeep payment's legal list is built at every step of it).
    ``chosen`` is sorted too."""
    total0 = sum(chosen)
    low0 = chosen[0] if chosen else 11
    ok = set()
    for v in set(field):
        total = total0 + v
        low = v if v < low0 else low0
        if total >= need:
            if total - low < need:
                ok.add(v)
            continue
        rest = list(field)
        rest.remove(v)
        # the payment's smallest card y: an available one below ``low``, or ``low`` itself
        for y in [*sorted({u for u in rest if u < low}), low]:
            reach = 1
            if y == low:  # the others T (all >= y) bring sum(T) into [need - total, need - 1 - total + y]
                lo, hi = need - total, need - 1 - total + y
                for u in rest:
                    if u >= y:
                        reach |= reach << u
            else:  # y joins from the field: T from the rest but one y, sum(T) + total + y in range
                lo, hi = need - y - total, need - 1 - total
                skipped = False
                for u in rest:
                    if u >= y:
                        if u == y and not skipped:
                            skipped = True
                            continue
                        reach |= reach << u
            if hi < 0:
                continue
            if lo < 0:
                lo = 0
            if (reach >> lo) & ((1 << (hi - lo + 1)) - 1):
                ok.add(v)
                break
    return ok


def joinable_bits(counts: Sequence[int], total0: int, low0: int, need: int) -> int:
    """``joinable_values`` as a bit mask (bit ``v``: value ``v`` may join) from the field's
    value counts (``counts[v]`` cards of value ``v``, 1–10), the chosen payment's total and
    lowest value (11 when nothing is chosen yet). The same question, asked faster (issue 29:
    the upkeep payment's list is built at every step of it, rarely twice alike): per value
    one pass from the highest useful value down, each smallest card ``y`` tried as the pass
    reaches it, and no value above what the others may still add (``top``)."""
    ok = 0
    for v in range(1, 11):
        if not counts[v]:
            continue
        total = total0 + v
        low = v if v < low0 else low0
        lo = need - total  # what the others must add at least
        if lo <= 0:  # enough already: minimal, or never (more cards only add)
            if total - low < need:
                ok |= 1 << v
            continue
        top = lo + low - 1  # ... and at most, with ``low`` the smallest card
        reach = 1  # sums of the others of values above u (``v`` itself left out), by bit
        for u in range(top if top < 10 else 10, 0, -1):
            k = counts[u]
            if u == v:
                k -= 1
            if k:
                if u < low:
                    # u the payment's smallest: one u joins, the rest of the others are at
                    # least u and bring the sum to [need - u, need - 1] before it
                    x = reach
                    for _ in range(k - 1):
                        x |= x << u
                    if (x >> (lo - u) if lo > u else x) & ((1 << (u if lo > u else lo)) - 1):
                        ok |= 1 << v
                        break
                for _ in range(k):
                    reach |= reach << u
            if u == low and (reach >> lo) & ((1 << low) - 1):  # ``low`` the smallest
                ok |= 1 << v
                break
    return ok


def deserters_needed(warriors: int, field_total: int) -> int:
    """A-10 step 3: how many warriors must desert so that the rest can be paid."""
    return max(0, warriors - field_total // UPKEEP)
