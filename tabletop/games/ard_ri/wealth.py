"""Wealth and the order of play (A-5), and the two sums céilsine compares (A-15).

Wealth: for each suit the two highest Cattle in the Cattle Field, added up over the four
suits. Players act in descending wealth; ties keep the previous order (stable sort).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .cards import SUIT_NO, VALUE


def suit_tops(cards: Iterable[int], keep: int) -> list[list[int]]:
    """Per suit (S, H, D, C), the ``keep`` highest cattle values, highest first."""
    tops: list[list[int]] = [[], [], [], []]
    for c in cards:
        v = VALUE[c]
        if not v:
            continue
        t = tops[SUIT_NO[c]]
        t.append(v)
        t.sort(reverse=True)
        del t[keep:]
    return tops


def wealth(field: Iterable[int]) -> int:
    """A-5: the two highest cattle of each suit in the field, added up. The rules and the AI
    ask it constantly, mostly of fields they asked about before: a field given as a tuple
    has its answer remembered."""
    if type(field) is tuple:
        w = _WEALTH.get(field)
        if w is None:
            w = _wealth(field)
            if len(_WEALTH) > 1 << 15:
                _WEALTH.clear()
            _WEALTH[field] = w
        return w
    return _wealth(field)


_WEALTH: dict[tuple[int, ...], int] = {}


def _wealth(field: Iterable[int]) -> int:
    """``wealth`` worked out (the top two per suit in plain lists, no sorting)."""
    top = [0, 0, 0, 0]
    second = [0, 0, 0, 0]
    for c in field:
        v = VALUE[c]
        if v:
            i = SUIT_NO[c]
            if v > top[i]:
                second[i] = top[i]
                top[i] = v
            elif v > second[i]:
                second[i] = v
    return top[0] + top[1] + top[2] + top[3] + second[0] + second[1] + second[2] + second[3]


def counted_places(field: Sequence[int]) -> list[int]:
    """The places (indices, ascending) of the cards ``wealth`` adds up in a Cattle Field: per
    suit the two highest cattle; of two equal cards (copies) the one that came first. By place,
    not by id, so public info never tells two copies apart (issue 23)."""
    best: list[list[int]] = [[], [], [], []]
    for i in sorted(range(len(field)), key=lambda i: (-VALUE[field[i]], i)):
        c = field[i]
        t = best[SUIT_NO[c]]
        if VALUE[c] and len(t) < 2:
            t.append(i)
    return sorted(i for t in best for i in t)


def counted(field: Sequence[int]) -> list[int]:
    """The cards ``wealth`` adds up (``counted_places``), for the table to mark."""
    return sorted(field[i] for i in counted_places(field))


def suit_wealth(field: Iterable[int]) -> list[int]:
    return [sum(t) for t in suit_tops(field, 2)]


def order_of_play(fields: Sequence[Sequence[int]], previous: Sequence[int]) -> tuple[int, ...]:
    """A-5: descending wealth; ties keep their relative order from ``previous``."""
    w = [wealth(f) for f in fields]
    return tuple(sorted(previous, key=w.__getitem__, reverse=True))  # reverse keeps ties' order


def counted_per_suit(field: Iterable[int], hand: Iterable[int]) -> list[int]:
    """A-15 step 3: the cards V adds up, a suit at a time: each suit's single highest cattle
    over the target's field and hand, the field's where the hand's is no higher (copies: the
    lowest id). The gift's notice names them (a player saw one of the hand cards shown, on
    top of the rival's hand, and could not check the sum)."""
    best: list[tuple[int, int]] = [(0, -1)] * 4
    for c in (*sorted(field), *sorted(hand)):
        if VALUE[c] > best[SUIT_NO[c]][0]:
            best[SUIT_NO[c]] = (VALUE[c], c)
    return [c for v, c in best if v]
