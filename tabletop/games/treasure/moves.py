"""Treasure's legal table moves (T4.2, T-33, T-36), kept apart from the turn machine: the
moves made once, the identities a card may take, and ``adds``; the gathers are ``gathers.py``.

``adds``: one card onto a tabled
group (own, or another's while the Lady, the Protectress or the Friend allows it). A changing
card gives one move per identity it may be declared as (T6.2). The tests check both against
the plain definitions (``groups.completable``, ``groups.can_add``).
"""

from __future__ import annotations

from bisect import bisect_left
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
#: per seat, per card on top of the discard pile: the draw stage's legal list, with more
#: cards under it (``DRAW_LISTS``) and alone (``DRAW_LISTS1``)
DRAW_LISTS = tuple(tuple((DRAW_ACT[p], TAKE_ACT[p][c], TAKE_ALL_ACT[p]) for c in range(CARDS)) for p in range(SEATS))
DRAW_LISTS1 = tuple(tuple((DRAW_ACT[p], TAKE_ACT[p][c]) for c in range(CARDS)) for p in range(SEATS))
_ADD_DECLARED: dict[tuple[int, int, str, int], Action] = {}


class _ZoneAdds(dict[int, Action]):
    """Seat ``p``'s adds of a card as its natural identity to one group's zone, by card id,
    each made on first use: ``adds`` looks one up with two subscripts (``NATURAL_ADDS[p][zone]
    [c]``), no call and no key to build (an ``Action`` is immutable, and building one costs
    more than the rest of listing it)."""

    def __init__(self, p: int, zone: str) -> None:
        super().__init__()
        self.p = p
        self.zone = zone

    def __missing__(self, c: int) -> Action:
        a = self[c] = Action("add", self.p, (c,), f"hand/{self.p}", self.zone)
        return a


class _SeatAdds(dict[str, _ZoneAdds]):
    """Seat ``p``'s ``_ZoneAdds``, by zone id, each made on first use."""

    def __init__(self, p: int) -> None:
        super().__init__()
        self.p = p

    def __missing__(self, zone: str) -> _ZoneAdds:
        table = self[zone] = _ZoneAdds(self.p, zone)
        return table


#: per seat: its natural adds, by zone and card (``_ZoneAdds``)
NATURAL_ADDS = tuple(_SeatAdds(p) for p in range(SEATS))


def add_action(p: int, c: int, zone: str, choice: int | None) -> Action:
    """``add`` of card ``c`` to ``zone`` (natural identity from ``NATURAL_ADDS``, declared
    ones remembered within bounds)."""
    if choice is None:
        return NATURAL_ADDS[p][zone][c]
    dkey = (p, c, zone, choice)
    a = _ADD_DECLARED.get(dkey)
    if a is None:
        if len(_ADD_DECLARED) > 1 << 16:
            _ADD_DECLARED.clear()
        a = _ADD_DECLARED[dkey] = Action("add", p, (c,), f"hand/{p}", zone, choice)
    return a


CHANGING = gd.WARRIORS_CHANGE | gd.STONES_CHANGE | gd.WAVES_CHANGE | gd.QUEENS_CHANGE
EXTEND = {RUN: gd.EXTEND_RUNS, COLOUR: gd.EXTEND_COLOURS, SET: gd.EXTEND_SETS}
ANY_EXTEND = gd.EXTEND_RUNS | gd.EXTEND_COLOURS | gd.EXTEND_SETS
#: ``group/<q>/<k>`` zone ids, made once (a group has at least one card: at most 108 a seat)
GROUP_ID = tuple(tuple(f"group/{q}/{k}" for k in range(CARDS)) for q in range(SEATS))
#: per card id: its natural rank and suit
RANK = tuple(x % 10 for x in NATURAL)
SUIT = tuple(x // 10 for x in NATURAL)
#: per card id: its rank (bits 0–10: a run takes ranks 0 to 10 at its ends) and its suit
#: (bits 11–16) as ``adds`` compares them
ADD_BIT = tuple(1 << r | 1 << 11 + u for r, u in zip(RANK, SUIT, strict=True))


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


def distinct(hand: Sequence[int]) -> Sequence[int]:
    """One card per code (identical cards of two decks give one action): the lowest id. A
    second deck's card is the first deck's id + 54 (``deck.py``); ``hand`` is sorted. Most
    hands hold no two identical cards: they are given back as they are (never changed)."""
    if not hand or hand[-1] < 54:
        return hand
    i = bisect_left(hand, 54)  # the first deck's cards come first
    if not i:
        return hand
    first = hand[:i]  # a few cards: ``in`` scans them faster than a set is built
    for c in hand[i:]:  # a plain loop, no list made, until a twin is met (if ever)
        if c - 54 in first:
            break
    else:
        return hand
    return [*first, *[c for c in hand[i:] if c - 54 not in first]]


#: per seat, the last of its hands known to hold no two identical cards: ``distinct`` gives
#: such a hand back as it is. The legal list's ``distinct`` (about a tenth of a meld-stage
#: list with two decks) is then skipped for that very tuple, and the moves carry the hint to
#: the hand they make (``Play._do``): one card less keeps a hand so, one card more keeps it
#: so unless its twin is held. Keyed by the tuple's identity, so a hint can only be true of
#: the hand it names, whatever state holds it (the list keeps the tuple alive: its id is
#: never another's).
TWIN_FREE: list[tuple[int, ...] | None] = [None] * SEATS


def twin(c: int) -> int:
    """The id of the other deck's copy of card ``c`` (``deck.py``: the second deck's ids are
    the first's + 54)."""
    return c - 54 if c >= 54 else c + 54


@cache
def _identity_table(changing: int) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """``identities`` of every card id under these effects, and per card what all its
    identities together may be taken by (``ADD_BITS`` of each, or'ed)."""
    ids = tuple(_identities(c, changing) for c in range(len(NATURAL)))
    any_bits = []
    for xs in ids:
        m = 0
        for x in xs:
            m |= ADD_BITS[x]
        any_bits.append(m)
    return ids, tuple(any_bits)


#: per identity (suit * 10 + rank): what it is taken by, as ``ADD_BIT`` (rank bit, suit bit 11 + u)
ADD_BITS = tuple(1 << x % 10 | 1 << 11 + x // 10 for x in range(60))


def targets(s: Any, p: int) -> list[tuple[int, int, Group]]:
    """The groups ``p`` may add to now: their own, and others' while an effect allows it."""
    if not s.flags & ANY_EXTEND:
        return [(p, k, g) for k, g in enumerate(s.groups[p])]
    return [(q, k, g) for q in range(s.n) for k, g in enumerate(s.groups[q])
            if q == p or s.flags & EXTEND[g[0]]]


def _wants(s: Any, p: int, flags: int) -> tuple[list[tuple[str, int]], int]:
    """Per group ``p`` may add to, (its zone, what it takes: bits 0–10 ranks, 11–16 suits as
    ``ADD_BIT``), and all they take together, in ``targets``' order. They follow from the
    table and the effects alone, so each seat's last answer is kept with the groups it was
    worked out from: the state's tuple of groups while an effect lets ``p`` add to others'
    groups, else ``p``'s own tuple of groups (each carries on unchanged from move to move
    until one of its groups changes; with 8 seats the whole table's changes between two of a
    seat's turns, its own groups seldom); one tuple, read and written whole. Each seat's
    part is remembered too (``_part``), so a change to one seat's groups leaves the others'
    parts as they were."""
    extend = flags & ANY_EXTEND  # the only effects they depend on
    groups = s.groups if extend else s.groups[p]
    memo = _WANTS[p]
    if memo[0] is groups and memo[1] == extend:
        return memo[2], memo[3]
    if extend:
        wants: list[tuple[str, int]] = []
        takes = 0
        for q, gq in enumerate(groups):
            if gq:
                allow = -1 if q == p else extend
                part = _PARTS[q << 1 | (allow >= 0)]  # ``_part``'s memo read here: no call
                if part[0] is not gq or part[3] != allow:
                    part = _part(q, gq, allow)
                wants += part[1]
                takes |= part[2]
    else:
        part = _part(p, groups, -1)
        wants, takes = part[1], part[2]
    _WANTS[p] = (groups, extend, wants, takes)
    return wants, takes


def _part(q: int, gq: tuple[Group, ...], allow: int) -> tuple[Any, list[tuple[str, int]], int, int]:
    """Seat ``q``'s groups ``gq`` as ``_wants`` lists them: all of them (``allow`` -1, the
    seat's own), or those of a kind an extend effect in ``allow`` opens to others; (``gq``,
    the list, what they take together), the last answer kept per seat and ``allow`` (read
    and written whole: one slot each, no key to make and hash, and no old tables kept)."""
    slot = q << 1 | (allow >= 0)
    part = _PARTS[slot]
    if part[0] is gq and part[3] == allow:
        return part
    wants = []
    takes = 0
    for k, g in enumerate(gq):
        kind, idents = g[0], g[2]
        if allow >= 0 and not allow & EXTEND[kind]:
            continue
        if kind == SET:
            m = 1 << idents[0] % 10
        elif kind == RUN:
            ranks = [i % 10 for i in idents]
            m = 1 << (min(ranks) - 1) | 1 << (max(ranks) + 1)
        else:
            m = 1 << 11 + idents[0] // 10
        wants.append((GROUP_ID[q][k], m))
        takes |= m
    part = _PARTS[slot] = (gq, wants, takes, allow)
    return part


_PARTS: list[tuple[Any, list[tuple[str, int]], int, int]] = [((), [], 0, -2)] * (2 * SEATS)
_WANTS: list[tuple[Any, int, list[tuple[str, int]], int]] = [((), -1, [], 0)] * SEATS


def adds(s: Any, p: int, cards: Sequence[int] | None = None) -> list[Action]:
    """One card onto a group ``p`` may add to (``targets``): a set takes its rank, a run a rank
    at either end, a colour its suit (``wants``). ``cards``: the hand's distinct cards, if
    the caller has them."""
    flags = s.flags
    wants, takes = _wants(s, p, flags)
    if not takes:
        return []
    if cards is None:
        hand = s.hands[p]
        cards = distinct(hand) if s.decks == 2 else hand
    out = []
    natural = NATURAL_ADDS[p]
    if not flags & CHANGING:
        for c in cards:
            b = ADD_BIT[c]
            if not b & takes:  # no group takes it (most cards)
                continue
            for zone, m in wants:
                if b & m:
                    out.append(natural[zone][c])
        return out
    changing = flags & CHANGING
    any_bits = _identity_table(changing)[1]
    for c in cards:
        if not any_bits[c] & takes:  # no group takes any identity of it (most cards)
            continue
        key = (c, changing, takes & any_bits[c])  # what the card's identities can meet
        taken = _TAKEN.get(key)
        if taken is None:
            taken = _taken(key)
        nat = NATURAL[c]
        for x in taken:
            b = ADD_BITS[x]
            for zone, m in wants:
                if b & m:
                    out.append(natural[zone][c] if x == nat else add_action(p, c, zone, x))
    return out


def _taken(key: tuple[int, int, int]) -> tuple[int, ...]:
    """The identities of card c under effects ``changing`` that some group takes (``takes``,
    bits as ``ADD_BITS``), in the order of ``identities`` (remembered by ``key`` = (c,
    changing, takes), ``takes`` cut down to the bits c's identities can meet: a wild card has
    dozens of identities, few of them taken)."""
    c, changing, takes = key
    taken = tuple(x for x in _identity_table(changing)[0][c] if ADD_BITS[x] & takes)
    if len(_TAKEN) > 1 << 16:
        _TAKEN.clear()
    _TAKEN[key] = taken
    return taken


_TAKEN: dict[tuple[int, int, int], tuple[int, ...]] = {}
