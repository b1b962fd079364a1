"""Treasure's legal table moves (T4.2, T-33, T-36), kept apart from the turn machine.

``gathers``: the cards whose addition to the pending group can still be completed, judged on
counts of the hand (``groups.completable_counts``); a group's first card and, without
changing cards, each further card are judged once per kind. ``adds``: one card onto a tabled
group (own, or another's while the Lady, the Protectress or the Friend allows it). A changing
card gives one move per identity it may be declared as (T6.2). The tests check both against
the plain definitions (``groups.completable``, ``groups.can_add``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.steps import GATHER
from . import gods as gd
from . import scoring
from .deck import CODE, NATURAL, REGULAR, ident, rank_of, suit_of
from .groups import COLOUR, RUN, SET, completable_counts

Group = gd.Group
CHANGING = gd.WARRIORS_CHANGE | gd.STONES_CHANGE | gd.WAVES_CHANGE | gd.QUEENS_CHANGE
#: per card id: its options when no changing effect is active
FIXED_OPTIONS = tuple((frozenset((suit_of(x),)), frozenset((rank_of(x),))) for x in NATURAL)
EXTEND = {RUN: gd.EXTEND_RUNS, COLOUR: gd.EXTEND_COLOURS, SET: gd.EXTEND_SETS}


def options_for(card: int, mask: int) -> tuple[frozenset[int], frozenset[int]]:
    """The suits and ranks ``card`` may take when placed now (T6.2)."""
    return _options(card, mask & CHANGING)


@cache
def _options(card: int, changing: int) -> tuple[frozenset[int], frozenset[int]]:
    x = NATURAL[card]
    suits = frozenset(REGULAR) if scoring.colour_changer(card, changing) else frozenset((suit_of(x),))
    ranks = frozenset(range(1, 10)) if scoring.rank_changer(card, changing) else frozenset((rank_of(x),))
    return suits, ranks


def identities(card: int, mask: int) -> tuple[int, ...]:
    """The identities ``card`` may be placed as, its natural one first."""
    return _identities(card, mask & CHANGING)


@cache
def _identities(card: int, changing: int) -> tuple[int, ...]:
    x = NATURAL[card]
    suits, ranks = _options(card, changing)
    if len(suits) == 1 and len(ranks) == 1:
        return (x,)
    return (x,) + tuple(ident(s, r) for s in sorted(suits) for r in sorted(ranks) if ident(s, r) != x)


def distinct(hand: Sequence[int]) -> list[int]:
    """One card per code (identical cards of two decks give one action): the lowest id."""
    seen: set[str] = set()
    out = []
    for c in hand:
        if CODE[c] not in seen:
            seen.add(CODE[c])
            out.append(c)
    return out



def gathers(s: Any, p: int) -> list[Action]:
    """The cards whose addition to the pending group can still be completed (T-36),
    judged on counts of the hand (``completable_counts``)."""
    mask = s.flags
    mins = gd.mins_for(mask)
    hand = s.hands[p]
    decl = s.decl[p]
    rank_cnt = [0] * 10
    suit_cnt = [0] * 6
    fixed = [0] * 10
    wild = 0
    changing = mask & CHANGING
    opts = [options_for(c, mask) if changing else FIXED_OPTIONS[c] for c in hand]
    for suits, ranks in opts:
        for r in ranks:
            rank_cnt[r] += 1
        for x in suits:
            suit_cnt[x] += 1
        if len(ranks) == 1:
            fixed[next(iter(ranks))] += 1
        else:
            wild += 1
    out = []
    hz, pz = f"hand/{p}", f"pending/{p}"
    if not decl and not changing:  # a group's first card: one pass over the ranks
        runs = set()
        for start in range(1, 11 - mins[1]):
            window = range(start, start + mins[1])
            if all(fixed[r] for r in window):
                runs.update(window)
        for c in (distinct(hand) if s.decks == 2 else hand):
            x = NATURAL[c]
            r = x % 10
            if rank_cnt[r] >= mins[0] or suit_cnt[x // 10] >= mins[2] or r in runs:
                out.append(Action(GATHER, p, (c,), hz, pz))
        return out
    if not changing:  # more cards for a group: what each kind still takes, once
        ranks = [x % 10 for x in decl]
        set_rank = ranks[0] if len(decl) + rank_cnt[ranks[0]] >= mins[0] and len(set(ranks)) == 1 else 0
        suit = decl[0] // 10
        col_suit = suit if len(decl) + suit_cnt[suit] >= mins[2] and all(x // 10 == suit for x in decl) else -1
        run_ok: dict[int, bool] = {}
        distinct_ranks = len(set(ranks)) == len(ranks)
        for c in (distinct(hand) if s.decks == 2 else hand):
            x = NATURAL[c]
            r = x % 10
            if r == set_rank or x // 10 == col_suit:
                out.append(Action(GATHER, p, (c,), hz, pz))
                continue
            if distinct_ranks and r not in ranks:
                if r not in run_ok:
                    run_ok[r] = completable_counts(decl + (x,), rank_cnt, suit_cnt, fixed, wild, mins,
                                                   FIXED_OPTIONS[c])
                if run_ok[r]:
                    out.append(Action(GATHER, p, (c,), hz, pz))
        return out
    for c in (distinct(hand) if s.decks == 2 else hand):
        own = opts[hand.index(c)] if changing else FIXED_OPTIONS[c]
        for x in (identities(c, mask) if changing else (NATURAL[c],)):
            if completable_counts(decl + (x,), rank_cnt, suit_cnt, fixed, wild, mins, own):
                out.append(Action(GATHER, p, (c,), hz, pz, None if x == NATURAL[c] else x))
    return out

def targets(s: Any, p: int) -> list[tuple[int, int, Group]]:
    """The groups ``p`` may add to now: their own, and others' while an effect allows it."""
    return [(q, k, g) for q in range(s.n) for k, g in enumerate(s.groups[q])
            if q == p or s.flags & EXTEND[g[0]]]

def adds(s: Any, p: int) -> list[Action]:
    allowed = targets(s, p)
    if not allowed:
        return []
    wants = []  # per target: what it takes (a rank set for sets and runs, a suit for colours)
    for q, k, g in allowed:
        kind, idents = g[0], g[2]
        if kind == SET:
            wants.append((f"group/{q}/{k}", 0, frozenset((idents[0] % 10,))))
        elif kind == RUN:
            ranks = [i % 10 for i in idents]
            wants.append((f"group/{q}/{k}", 0, frozenset((min(ranks) - 1, max(ranks) + 1))))
        else:
            wants.append((f"group/{q}/{k}", 1, frozenset((idents[0] // 10,))))
    changing = s.flags & CHANGING
    out = []
    hz = f"hand/{p}"
    for c in (distinct(s.hands[p]) if s.decks == 2 else s.hands[p]):
        nat = NATURAL[c]
        for x in (identities(c, s.flags) if changing else (nat,)):
            r, su = x % 10, x // 10
            for zone, by_suit, took in wants:
                if (su if by_suit else r) in took:
                    out.append(Action("add", p, (c,), hz, zone, None if x == nat else x))
    return out
