"""What counts as a set, a run or a colour (rules T2.4–T2.6, T5), pure and on identities.

* SET: one effective rank, at least ``set_min`` cards (gods at their equivalent rank);
* RUN: distinct ranks forming one interval within 1–9, no wrap, at least ``run_min`` cards,
  any suits, gods mixed in at their equivalent rank (T-04);
* COLOUR: one effective suit (the gods are the sixth suit), at least ``colour_min`` cards.

A colour's **embedded runs** are its maximal blocks of consecutive ranks of length
``run_min`` or more; for each rank in such a block the earliest-placed member of that rank is
the run member (T2.6, T-32). ``completable`` answers the steps question "can these gathered
cards still become a group with cards from the hand?" (T-36), exactly, changing cards
included (each hand card comes with the suits and ranks it may take).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from .deck import G, rank_of, suit_of

SET, RUN, COLOUR = "set", "run", "colour"
TYPES = (SET, RUN, COLOUR)
ALL_RANKS = frozenset(range(1, 10))

#: the minimum sizes (set, run, colour); the gods can only lower them (T2.4)
Mins = tuple[int, int, int]
#: a hand card's possible identities: (suits it may take, ranks it may take)
Options = tuple[frozenset[int], frozenset[int]]


def is_valid(kind: str, idents: Sequence[int], mins: Mins) -> bool:
    if kind == SET:
        return len(idents) >= mins[0] and len({rank_of(i) for i in idents}) == 1
    if kind == RUN:
        ranks = {rank_of(i) for i in idents}
        return (len(idents) >= mins[1] and len(ranks) == len(idents)
                and max(ranks) - min(ranks) == len(ranks) - 1)
    return len(idents) >= mins[2] and len({suit_of(i) for i in idents}) == 1


def valid_kinds(idents: Sequence[int], mins: Mins) -> tuple[str, ...]:
    return tuple(k for k in TYPES if is_valid(k, idents, mins))


def can_add(kind: str, idents: Sequence[int], identity: int) -> bool:
    """Whether one more card of ``identity`` keeps a tabled group valid (M2/M3): a set takes
    its rank, a run grows at either end (T-33), a colour takes its suit."""
    if kind == SET:
        return rank_of(identity) == rank_of(idents[0])
    if kind == COLOUR:
        return suit_of(identity) == suit_of(idents[0])
    ranks = [rank_of(i) for i in idents]
    r = rank_of(identity)
    return r == min(ranks) - 1 or r == max(ranks) + 1


def rank_blocks(ranks: Collection[int], run_min: int) -> list[range]:
    """The maximal blocks of consecutive ranks in ``ranks`` at least ``run_min`` long."""
    out: list[range] = []
    r = 1
    while r <= 9:
        if r not in ranks:
            r += 1
            continue
        lo = r
        while r + 1 in ranks:
            r += 1
        if r - lo + 1 >= run_min:
            out.append(range(lo, r + 1))
        r += 1
    return out


def run_members(idents: Sequence[int], run_min: int) -> tuple[int, ...]:
    """Indices (placement order) of a colour's designated run members (T2.6)."""
    first: dict[int, int] = {}
    for i, x in enumerate(idents):
        first.setdefault(rank_of(x), i)
    return tuple(sorted(first[k] for block in rank_blocks(first, run_min) for k in block))


def mixes_gods(idents: Sequence[int]) -> bool:
    """Whether ``idents`` hold both a god and an ordinary card (a run the house rule
    godsInMixedRuns=false forbids, T-04)."""
    gods = sum(1 for i in idents if i // 10 == G)
    return 0 < gods < len(idents)


def completable_apart(idents: Sequence[int], avail: Sequence[tuple[Options, bool]], mins: Mins) -> bool:
    """``completable`` when runs may not mix gods and ordinary cards: a set or a colour as
    usual, a run only of cards of one kind (each ``avail`` entry says whether it is a god:
    gods never change into ordinary cards, nor these into gods)."""
    plain = [opts for opts, _ in avail]
    if completable_as(SET, idents, plain, mins) or completable_as(COLOUR, idents, plain, mins):
        return True
    if mixes_gods(idents):
        return False
    gods = bool(idents) and idents[0] // 10 == G
    same = [opts for opts, is_god in avail if is_god == gods]
    return completable_as(RUN, idents, same, mins)


def completable(idents: Sequence[int], avail: Sequence[Options], mins: Mins) -> bool:
    """Whether some valid set, run or colour holds the gathered ``idents`` plus only cards of
    ``avail`` (each taking one of its possible identities)."""
    return any(completable_as(k, idents, avail, mins) for k in TYPES)


def completable_as(kind: str, idents: Sequence[int], avail: Sequence[Options], mins: Mins) -> bool:
    if not idents:
        return True
    if kind == SET:
        ranks = {rank_of(i) for i in idents}
        if len(ranks) != 1:
            return False
        r = next(iter(ranks))
        return len(idents) + sum(1 for _, rs in avail if r in rs) >= mins[0]
    if kind == COLOUR:
        suits = {suit_of(i) for i in idents}
        if len(suits) != 1:
            return False
        s = next(iter(suits))
        return len(idents) + sum(1 for ss, _ in avail if s in ss) >= mins[2]
    ranks = {rank_of(i) for i in idents}
    if len(ranks) != len(idents):
        return False
    lo, hi = min(ranks), max(ranks)
    length = max(mins[1], hi - lo + 1)
    if length > 9:
        return False
    fixed = {next(iter(rs)) for _, rs in avail if len(rs) == 1}
    wild = sum(1 for _, rs in avail if len(rs) > 1)
    for start in range(max(1, hi - length + 1), min(lo, 10 - length) + 1):
        missing = [r for r in range(start, start + length) if r not in ranks and r not in fixed]
        if len(missing) <= wild:
            return True
    return False
