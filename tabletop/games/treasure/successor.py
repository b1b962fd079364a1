"""The legal list after a gather, from the list before it (issue 29: rules speed).

Nearly half of a game's moves are gathers, and after one the seat is still in its meld
stage with cards pending: its list is the gathers that can still complete the group, then
the commits. Every gather the new list holds was in the list before it, in the same order
(a group completable with one more card pending was completable before it, that card being
one of the hand's), so ``after_gather`` keeps the previous gathers that pass the new test
instead of judging every card of the hand again; the commits are listed afresh.

The test itself is carried on too (``Judged``): after a gather that follows a gather, what
the pending identities share (``decl_facts``) and what the gathers were judged by follow
from the last ones and the card gathered, without counting the hand again. After the first
gather they are worked out from the hand, as ``gathers`` does. Why they follow:

* Without changing cards, ``fixed_ok`` is the top bits of: the first rank, if all pending
  share it and they and the hand's cards of that rank are a set; the suit likewise; the
  ranks a run may still take. The card gathered leaves the hand for the pending group, so a
  set's or a colour's count is the same if it is of that rank or suit, and gone if not. Its
  rank was either one the run could take, and the run keeps its block of ranks (the ranks
  gathered and held are the same) less that one, or not, and no run can be made any more
  (the first rank is no run rank: it is gathered already).
* With changing cards, a set's or a colour's count of the hand's cards that may take its
  rank or suit loses the card gathered exactly when the pending group gains it (it may take
  the identity it was gathered as), so those stay if the identity shares them and go if
  not; for a run, its rank joins the ranks gathered and so the ranks blocked (a card of
  fixed rank leaves only a rank gathered unblocked), and a wild card leaves the wild cards
  held; a rank gathered twice makes no run (blocked 0).

``after_gather`` returns None where the list is not simply so (T-04's house rule, whose
gathers are judged on the plain definition; a twin of the gathered card left in hand, which
would become the move's new representative; a move not taken from the list), and the rules
then build the list as always. The result is the very tuple ``LegalMoves._legal`` would
give (``tests/games/treasure/test_treasure_rules_speed.py`` checks every step of seeded
games).
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.actions import Action
from ...core.steps import GATHER
from . import gods as gd
from .deck import NATURAL
from .gathers import (
    _AT_LEAST_ONE,
    _FACTS1,
    _RANK_TOPS,
    _RUN_RANKS,
    _TOP,
    ID_BIT,
    NATURAL_BIT,
    PACK,
    TOP,
    Facts,
    _card_info,
    _pending_ok,
    _run_ranks_by_spare,
    changing_masks,
    decl_facts,
    hand_packed,
)
from .legal import _COMMITS, commits, kinds_mask
from .moves import CHANGING
from .state import TState

_APART = gd.HOUSE_GODS_APART
_MINS = gd._MINS

#: what a list with cards pending was judged by: the pending identities' ``decl_facts``, and
#: without changing cards ``fixed_ok`` (then 0, 0), with them the ranks and suits a set or a
#: colour takes, the ranks a run's gaps may not be and the wild cards held
#: (``changing_masks``' last three)
Judged = tuple[Facts, int, int, int]


def after_gather(s: TState, a: Action, new: TState, legal: tuple[Action, ...],
                 judged: Judged | None) -> tuple[tuple[Action, ...], Judged] | None:
    """The legal list of ``new`` (``s`` after the gather ``a``, whose list was ``legal``,
    judged by ``judged`` if ``s`` had cards pending and the list came from here), and what it
    was judged by; or None where it must be built afresh.

    After a gather that follows a gather (nearly four in five) everything is written out in
    this one function: the next facts (``decl_facts``), the next test (the module's
    docstring says why it follows), the run ranks (``gathers._run_ranks``), the kinds of
    group (``legal.kinds_mask``) and the commits (``legal.commits``); a call to each would
    cost about as much as its work."""
    flags = s.flags
    if flags & _APART:
        return None
    p = a.player
    c = a.cards[0]
    if c < 54 and s.decks == 2 and c + 54 in new.hands[p]:  # the twin left would now be listed
        return None
    decl = new.decl[p]
    if judged is None:
        return _first(a, new, legal, flags, p, c, decl)
    mins = _MINS[flags >> 5 & 7 | (flags >> 24 & 8)]  # ``gods.mins_for``
    x = decl[-1]
    r = x % 10
    (first, same_rank, suit, same_suit, run_mask), ok, blocked, wild = judged
    if run_mask >= 0:  # the facts with x after them (``decl_facts``)
        run_mask = -1 if run_mask >> r & 1 else run_mask | 1 << r
    same_rank = same_rank and r == first
    same_suit = same_suit and x // 10 == suit
    facts = (first, same_rank, suit, same_suit, run_mask)
    out = []
    changing = flags & CHANGING
    if changing:  # the test carried on (the module's docstring), then ``changing_masks``' masks
        info = _card_info(changing)
        ok &= (1 << first if r == first else 0) | (1 << 10 + suit if x // 10 == suit else 0)
        if blocked:
            blocked = blocked | 1 << r if run_mask >= 0 else 0
        i = info[c]
        if i is not None and i[2]:
            wild -= 1
        pm = pm1 = ok
        if blocked:  # ``_run_ranks``: ``blocked`` holds the ranks gathered
            run_min = mins[1]
            by_spare = _RUN_RANKS.get((run_mask << 10 | blocked) << 4 | run_min)
            if by_spare is None:
                by_spare = _run_ranks_by_spare(run_mask, blocked, run_min)
            pm |= by_spare[wild if wild < 9 else 9]
            if wild:
                pm1 |= by_spare[wild - 1 if wild < 10 else 9]
        judged = (facts, ok, blocked, wild)
        found = _changing_gathers(legal, a, c, info, pm, pm1, out)
    else:  # ``fixed_ok`` carried on (the module's docstring)
        keep = 0
        if r == first:
            keep = ok & _TOP[first]
        elif ok & _TOP[r]:  # a run rank: the run's ranks less it
            keep = ok & _RUN_TOPS[first] & ~_TOP[r]
        if x // 10 == suit:
            keep |= ok & _TOP[10 + suit]
        judged = (facts, keep, 0, 0)
        found = _fixed_gathers(legal, a, c, keep, out)
    if not found:
        return None
    n = len(decl)  # ``kinds_mask``: two cards pending at least
    kinds = 1 if same_rank and n >= mins[0] else 0
    if run_mask >= 0 and n >= mins[1]:
        block = run_mask // (run_mask & -run_mask)  # the ranks shifted down to bit 0
        if not block & block + 1:  # one block of consecutive ranks
            kinds |= 2
    if same_suit and n >= mins[2]:
        kinds |= 4
    if kinds:
        k = len(new.groups[p])
        got = _COMMITS.get((p << 7 | k) << 3 | kinds)
        out += commits(p, k, kinds) if got is None else got
    return tuple(out), judged


def _first(a: Action, new: TState, legal: tuple[Action, ...], flags: int, p: int, c: int,
           decl: tuple[int, ...]) -> tuple[tuple[Action, ...], Judged] | None:
    """``after_gather`` after a group's first gather: what the list is judged by is worked
    out from the hand, as ``gathers`` does."""
    hand = new.hands[p]
    mins = _MINS[flags >> 5 & 7 | (flags >> 24 & 8)]  # ``gods.mins_for``
    changing = flags & CHANGING
    facts = _FACTS1[decl[0]] if len(decl) == 1 else decl_facts(decl)
    out = []
    if changing:
        info, pm, pm1, pass0, blocked, wild = changing_masks(changing, hand, decl, mins, facts, p)
        judged = (facts, pass0, blocked, wild)
        found = _changing_gathers(legal, a, c, info, pm, pm1, out)
    else:
        packed = hand_packed(p, hand, PACK)  # ``fixed_ok`` written out
        ok = _pending_ok(packed, (packed + _AT_LEAST_ONE) & _RANK_TOPS, len(decl), mins, facts)
        judged = (facts, ok, 0, 0)
        found = _fixed_gathers(legal, a, c, ok, out)
    if not found:
        return None
    n = len(decl)
    if n >= 2:
        kinds = kinds_mask(n, mins, facts)
        if kinds:
            out += commits(p, len(new.groups[p]), kinds)
    return tuple(out), judged


def _fixed_gathers(legal: tuple[Action, ...], a: Action, c: int, ok: int, out: list[Action]) -> bool:
    """Without changing cards: onto ``out``, the gathers of ``legal`` (they come first) other
    than of card ``c`` whose rank or suit ``ok`` (``fixed_ok``) still takes; whether ``a``
    itself was among them. One call per list, not per gather."""
    found = False
    for g in legal:
        if g.kind != GATHER:
            break
        d = g.cards[0]
        if d == c:
            found = g is a
        elif TOP[d] & ok:
            out.append(g)
    return found


def _changing_gathers(legal: tuple[Action, ...], a: Action, c: int, info: Sequence, pm: int, pm1: int,
                      out: list[Action]) -> bool:
    """With changing cards: onto ``out``, the gathers of ``legal`` (they come first) other
    than of card ``c`` that the pass masks ``pm`` / ``pm1`` (``changing_masks``) still let
    through; whether ``a`` itself was among them. One call per list, not per gather."""
    found = False
    for g in legal:
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
    return found


#: per first rank: the other ranks' top bits (the run part of ``fixed_ok``)
_RUN_TOPS = tuple(sum(_TOP[1:10]) & ~_TOP[r] for r in range(10))
