"""Treasure's legal table moves (T4.2, T-33, T-36), kept apart from the turn machine.

``gathers``: the cards whose addition to the pending group can still be completed, judged on
counts of the hand: without changing cards each kind is judged once, with them each run
question once per rank. ``adds``: one card onto a tabled
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
from .deck import NATURAL, REGULAR, ident, rank_of, suit_of
from .groups import COLOUR, RUN, SET

Group = gd.Group
SEATS, CARDS = 8, 108


def _per_card(kind: str, src: str, dst: str) -> tuple[tuple[Action, ...], ...]:
    return tuple(tuple(Action(kind, p, (c,), src.format(p), dst.format(p)) for c in range(CARDS))
                 for p in range(SEATS))


#: the actions the rules list again and again, made once (an ``Action`` is immutable, and
#: building one costs more than the rest of listing it): per seat, per card
GATHER_ACT = _per_card(GATHER, "hand/{}", "pending/{}")
DISCARD_ACT = _per_card("discard", "hand/{}", "discard")
TAKE_ACT = _per_card("take", "discard", "hand/{}")
DRAW_ACT = tuple(Action("draw", p, (), "stock", f"hand/{p}") for p in range(SEATS))
TAKE_ALL_ACT = tuple(Action("take_all", p, (), "discard", f"hand/{p}") for p in range(SEATS))
_ADD_ACT: dict[tuple[int, int, str], Action] = {}


def add_action(p: int, c: int, zone: str, choice: int | None) -> Action:
    """``add`` of card ``c`` to ``zone`` (natural identity from the cache, declared ones new)."""
    if choice is not None:
        return Action("add", p, (c,), f"hand/{p}", zone, choice)
    key = (p, c, zone)
    a = _ADD_ACT.get(key)
    if a is None:
        a = _ADD_ACT[key] = Action("add", p, (c,), f"hand/{p}", zone)
    return a


CHANGING = gd.WARRIORS_CHANGE | gd.STONES_CHANGE | gd.WAVES_CHANGE | gd.QUEENS_CHANGE
EXTEND = {RUN: gd.EXTEND_RUNS, COLOUR: gd.EXTEND_COLOURS, SET: gd.EXTEND_SETS}
_ANY_EXTEND = gd.EXTEND_RUNS | gd.EXTEND_COLOURS | gd.EXTEND_SETS
#: ``group/<q>/<k>`` zone ids, made once (a group has at least one card: at most 108 a seat)
GROUP_ID = tuple(tuple(f"group/{q}/{k}" for k in range(CARDS)) for q in range(SEATS))
#: per card id: its natural rank and suit
RANK = tuple(x % 10 for x in NATURAL)
SUIT = tuple(x // 10 for x in NATURAL)


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


@cache
def _changers(changing: int) -> dict[int, bool]:
    """The cards that may change under these effects, each with whether it may take any
    rank (a wild card for runs)."""
    out = {}
    for c in range(len(NATURAL)):
        suits, ranks = _options(c, changing)
        if len(suits) > 1 or len(ranks) > 1:
            out[c] = len(ranks) > 1
    return out


def distinct(hand: Sequence[int]) -> list[int]:
    """One card per code (identical cards of two decks give one action): the lowest id. A
    second deck's card is the first deck's id + 54 (``deck.py``); ``hand`` is sorted."""
    if not hand or hand[-1] < 54:
        return list(hand)
    held = set(hand)
    return [c for c in hand if c < 54 or c - 54 not in held]


def gathers(s: Any, p: int) -> list[Action]:
    """The cards whose addition to the pending group can still be completed (T-36), judged
    on counts of the hand; the tests hold them to the plain definition (``completable``)."""
    mask = s.flags
    mins = gd.mins_for(mask)
    hand = s.hands[p]
    decl = s.decl[p]
    cards = distinct(hand) if s.decks == 2 else hand
    if not mask & CHANGING:
        return _gathers_fixed(hand, cards, decl, mins, GATHER_ACT[p])
    return _gathers_changing(s, p, hand, cards, decl, mins)


def _gathers_changing(s: Any, p: int, hand: Sequence[int], cards: Sequence[int],
                      decl: tuple[int, ...], mins: tuple[int, int, int]) -> list[Action]:
    """``gathers`` while some cards may change rank or suit (T6). For identity x (rank r,
    suit u) of a card: a set needs the gathered cards of rank r and enough other hand cards
    that may take r; a colour likewise by suit; a run needs a window of ranks holding the
    gathered ranks and r whose other ranks each have a hand card of that fixed rank, the
    wild cards (any rank) filling the rest. The run answer depends only on r and whether the
    card itself is wild, so it is worked out once per pair."""
    mask = s.flags
    changers = _changers(mask & CHANGING)
    rank_cnt = [0] * 10
    suit_cnt = [0] * 6
    fixed = [0] * 10
    wild = 0
    for c in hand:
        if c not in changers:
            x = NATURAL[c]
            rank_cnt[x % 10] += 1
            suit_cnt[x // 10] += 1
            fixed[x % 10] += 1
            continue
        suits, ranks = options_for(c, mask)
        for r in ranks:
            rank_cnt[r] += 1
        for u in suits:
            suit_cnt[u] += 1
        if len(ranks) == 1:
            fixed[next(iter(ranks))] += 1
        else:
            wild += 1
    size = len(decl) + 1
    d_ranks = {x % 10 for x in decl}
    d_suits = {x // 10 for x in decl}
    set_rank = next(iter(d_ranks)) if len(d_ranks) == 1 else (0 if decl else -1)  # -1: any
    col_suit = next(iter(d_suits)) if len(d_suits) == 1 else (-2 if decl else -1)
    can_run = len(d_ranks) == len(decl)
    run_ok: dict[tuple[int, bool], bool] = {}

    def run_with(r: int, is_wild: bool) -> bool:
        have = d_ranks | {r}
        lo, hi = min(have), max(have)
        length = max(mins[1], hi - lo + 1)
        if length > 9:
            return False
        spare = wild - is_wild
        for start in range(max(1, hi - length + 1), min(lo, 10 - length) + 1):
            missing = 0
            for k in range(start, start + length):
                if k not in have and fixed[k] <= 0:
                    missing += 1
            if missing <= spare:
                return True
        return False

    def run_answer(r: int, is_wild: bool) -> bool:
        key = (r, is_wild)
        ok = run_ok.get(key)
        if ok is None:
            ok = run_ok[key] = run_with(r, is_wild)
        return ok

    # an identity's rank and suit are always among its card's own options, so the card
    # itself is one of the counted cards that may take them
    set_ok = [set_rank in (r, -1) and size + rank_cnt[r] - 1 >= mins[0] for r in range(10)]
    col_ok = [col_suit in (u, -1) and size + suit_cnt[u] - 1 >= mins[2] for u in range(6)]
    acts = GATHER_ACT[p]
    hz, pz = f"hand/{p}", f"pending/{p}"
    out = []
    for c in cards:
        if c not in changers:  # most cards: their own identity only
            x = NATURAL[c]
            r = x % 10
            if set_ok[r] or col_ok[x // 10] or (can_run and r not in d_ranks and run_answer(r, False)):
                out.append(acts[c])
            continue
        is_wild = changers[c]
        for x in identities(c, mask):
            r = x % 10
            if set_ok[r] or col_ok[x // 10] or (can_run and r not in d_ranks and run_answer(r, is_wild)):
                out.append(acts[c] if x == NATURAL[c] else Action(GATHER, p, (c,), hz, pz, x))
    return out


def _gathers_fixed(hand: Sequence[int], cards: Sequence[int], decl: tuple[int, ...],
                   mins: tuple[int, int, int], acts: tuple[Action, ...]) -> list[Action]:
    """``gathers`` without changing cards: every card has its one identity, so each rank and
    each suit is judged once. A run can still be made with a card of rank r exactly when the
    ranks gathered, r, and the ranks held lie in one block of consecutive ranks of at least
    the run minimum (``groups.completable`` with no wild cards comes to the same)."""
    rank_cnt = [0] * 10
    suit_cnt = [0] * 6
    for c in hand:
        rank_cnt[RANK[c]] += 1
        suit_cnt[SUIT[c]] += 1
    n = len(decl)
    if not n:  # a group's first card: a set, a colour, or a block of held ranks long enough
        rank_ok = [k >= mins[0] for k in rank_cnt]
        streak = 0
        for r in range(1, 11):
            if r <= 9 and rank_cnt[r]:
                streak += 1
                continue
            if streak >= mins[1]:
                for k in range(r - streak, r):
                    rank_ok[k] = True
            streak = 0
        suit_ok = [k >= mins[2] for k in suit_cnt]
        return [acts[c] for c in cards if rank_ok[RANK[c]] or suit_ok[SUIT[c]]]
    ranks = [x % 10 for x in decl]
    first = ranks[0]
    rank_ok = [False] * 10
    if n + rank_cnt[first] >= mins[0] and ranks.count(first) == n:
        rank_ok[first] = True
    suit = decl[0] // 10
    suit_ok = [False] * 6
    if n + suit_cnt[suit] >= mins[2] and all(x // 10 == suit for x in decl):
        suit_ok[suit] = True
    have = set(ranks)
    if len(have) == n:
        lo, hi = min(have), max(have)
        if all(r in have or rank_cnt[r] for r in range(lo, hi + 1)):
            while lo > 1 and rank_cnt[lo - 1]:
                lo -= 1
            while hi < 9 and rank_cnt[hi + 1]:
                hi += 1
            if hi - lo + 1 >= mins[1]:
                for r in range(lo, hi + 1):
                    if r not in have:
                        rank_ok[r] = True
    return [acts[c] for c in cards if rank_ok[RANK[c]] or suit_ok[SUIT[c]]]


def targets(s: Any, p: int) -> list[tuple[int, int, Group]]:
    """The groups ``p`` may add to now: their own, and others' while an effect allows it."""
    if not s.flags & _ANY_EXTEND:
        return [(p, k, g) for k, g in enumerate(s.groups[p])]
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
            wants.append((GROUP_ID[q][k], 0, frozenset((idents[0] % 10,))))
        elif kind == RUN:
            ranks = [i % 10 for i in idents]
            wants.append((GROUP_ID[q][k], 0, frozenset((min(ranks) - 1, max(ranks) + 1))))
        else:
            wants.append((GROUP_ID[q][k], 1, frozenset((idents[0] // 10,))))
    any_rank = frozenset().union(*(took for _, by_suit, took in wants if not by_suit))
    any_suit = frozenset().union(*(took for _, by_suit, took in wants if by_suit))
    changing = s.flags & CHANGING
    out = []
    for c in (distinct(s.hands[p]) if s.decks == 2 else s.hands[p]):
        nat = NATURAL[c]
        for x in (identities(c, s.flags) if changing else (nat,)):
            r, su = x % 10, x // 10
            if r not in any_rank and su not in any_suit:  # no group takes it (most cards)
                continue
            for zone, by_suit, took in wants:
                if (su if by_suit else r) in took:
                    out.append(add_action(p, c, zone, None if x == nat else x))
    return out
