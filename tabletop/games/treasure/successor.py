"""The legal list after a gather, from the list before it (issue 29: rules speed).

Nearly half of a game's moves are gathers, and after one the seat is still in its meld
stage with cards pending: its list is the gathers that can still complete the group, then
the commits. Every gather the new list holds was in the list before it, in the same order
(a group completable with one more card pending was completable before it, that card being
one of the hand's), so ``after_gather`` keeps the previous gathers that pass the new test
instead of judging every card of the hand again; the commits are listed afresh.

The test itself is carried on too (``Judged``): after a gather that follows a gather, what
the pending identities share (``decl_facts``) and what the gathers were judged by follow
from the last ones and the card gathered, without counting the hand again (see
``_next_fixed`` and ``_next_changing`` for why). After the first gather they are worked out
from the hand, as ``gathers`` does.

``after_gather`` returns None where the list is not simply so (T-04's house rule, whose
gathers are judged on the plain definition; a twin of the gathered card left in hand, which
would become the move's new representative; a move not taken from the list), and the rules
then build the list as always. The result is the very tuple ``LegalMoves._legal`` would
give (``tests/games/treasure/test_treasure_rules_speed.py`` checks every step of seeded
games).
"""

from __future__ import annotations

from typing import Any

from ...core.actions import Action
from ...core.steps import GATHER
from . import gods as gd
from .deck import NATURAL
from .gathers import (
    _TOP,
    ID_BIT,
    NATURAL_BIT,
    TOP,
    Facts,
    _card_info,
    _run_ranks,
    changing_masks,
    decl_facts,
    fixed_ok,
)
from .legal import commits, kinds_mask
from .moves import CHANGING
from .state import TState

#: what a list with cards pending was judged by: the pending identities' ``decl_facts``, and
#: without changing cards ``fixed_ok`` (then 0, 0), with them the ranks and suits a set or a
#: colour takes, the ranks a run's gaps may not be and the wild cards held
#: (``changing_masks``' last three)
Judged = tuple[Facts, int, int, int]


def after_gather(s: TState, a: Action, new: TState, legal: tuple[Action, ...],
                 judged: Judged | None) -> tuple[tuple[Action, ...], Judged] | None:
    """The legal list of ``new`` (``s`` after the gather ``a``, whose list was ``legal``,
    judged by ``judged`` if ``s`` had cards pending and the list came from here), and what it
    was judged by; or None where it must be built afresh."""
    flags = s.flags
    if flags & gd.HOUSE_GODS_APART:
        return None
    p = a.player
    c = a.cards[0]
    hand = new.hands[p]
    if c < 54 and s.decks == 2 and c + 54 in hand:  # the twin left would now be listed
        return None
    decl = new.decl[p]
    x = decl[-1]
    mins = gd.mins_for(flags)
    changing = flags & CHANGING
    out = []
    found = False
    if changing:
        info = _card_info(changing)
        if judged is None:
            facts = decl_facts(decl)
            _, pm, pm1, pass0, blocked, wild = changing_masks(changing, hand, decl, mins, facts)
        else:
            facts, pass0, blocked, wild = _next_changing(judged, x, info[c])
            pm = pm1 = pass0
            if blocked:
                pm |= _run_ranks(facts[4], blocked, wild, mins[1])
                if wild:
                    pm1 |= _run_ranks(facts[4], blocked, wild - 1, mins[1])
        judged = (facts, pass0, blocked, wild)
        for g in legal:  # the gathers come first
            if g.kind != GATHER:
                break
            d = g.cards[0]
            if d == c:
                found = found or g is a
                continue
            i = info[d]
            if i is None:
                if NATURAL_BIT[d] & pm:
                    out.append(g)
            elif ID_BIT[NATURAL[d] if g.choice is None else g.choice] & (pm1 if i[2] else pm):
                out.append(g)
    else:
        if judged is None:
            facts = decl_facts(decl)
            ok = fixed_ok(hand, decl, mins, facts)
            judged = (facts, ok, 0, 0)
        else:
            judged = _next_fixed(judged, x)
            facts, ok = judged[0], judged[1]
        for g in legal:
            if g.kind != GATHER:
                break
            d = g.cards[0]
            if d == c:
                found = g is a
            elif TOP[d] & ok:
                out.append(g)
    if not found:
        return None
    n = len(decl)
    if n >= 2:
        kinds = kinds_mask(n, mins, facts)
        if kinds:
            out += commits(p, len(new.groups[p]), kinds)
    return tuple(out), judged


def _next_facts(facts: Facts, x: int) -> Facts:
    """``decl_facts`` of the pending identities with ``x`` after them, from theirs."""
    first, same_rank, suit, same_suit, run_mask = facts
    r = x % 10
    if run_mask >= 0:
        run_mask = -1 if run_mask >> r & 1 else run_mask | 1 << r
    return first, same_rank and r == first, suit, same_suit and x // 10 == suit, run_mask


def _next_fixed(judged: Judged, x: int) -> Judged:
    """``judged`` (no changing cards, cards pending) after the next card, of identity ``x``,
    is gathered. ``fixed_ok`` is the top bits of: the first rank, if all pending share it and
    they and the hand's cards of that rank are a set; the suit likewise; the ranks a run may
    still take. The card gathered leaves the hand for the pending group, so a set's or a
    colour's count is the same if it is of that rank or suit, and gone if not. Its rank was
    either one the run could take, and the run keeps its block of ranks (the ranks gathered
    and held are the same) less that one, or not, and no run can be made any more (the
    first rank is no run rank: it is gathered already)."""
    facts, ok, _, _ = judged
    first, suit = facts[0], facts[2]
    r = x % 10
    new = 0
    if r == first:
        new = ok & _TOP[first]
    elif ok & _TOP[r]:  # a run rank: the run's ranks less it
        new = ok & _RUN_TOPS[first] & ~_TOP[r]
    if x // 10 == suit:
        new |= ok & _TOP[10 + suit]
    return _next_facts(facts, x), new, 0, 0


#: per first rank: the other ranks' top bits (the run part of ``fixed_ok``)
_RUN_TOPS = tuple(sum(_TOP[1:10]) & ~_TOP[r] for r in range(10))


def _next_changing(judged: Judged, x: int, info: tuple[Any, ...] | None) -> Judged:
    """``judged`` (changing cards, cards pending) after the next card, of identity ``x`` and
    ``_card_info`` ``info``, is gathered. A set's or a colour's count of the hand's cards that
    may take its rank or suit loses that card exactly when the pending group gains it (it
    may take the identity it was gathered as), so those stay if ``x`` shares them and go if
    not; for a run, ``x``'s rank joins the ranks gathered and so the ranks blocked (a card of
    fixed rank leaves only a rank gathered unblocked), and a wild card leaves the wild cards
    held; a rank gathered twice makes no run (blocked 0)."""
    facts, pass0, blocked, wild = judged
    first, suit = facts[0], facts[2]
    r = x % 10
    keep = (1 << first if r == first else 0) | (1 << 10 + suit if x // 10 == suit else 0)
    facts = _next_facts(facts, x)
    if blocked:
        blocked = blocked | 1 << r if facts[4] >= 0 else 0
    if info is not None and info[2]:
        wild -= 1
    return facts, pass0 & keep, blocked, wild
