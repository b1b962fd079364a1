"""Treasure's gathers (T4.2, T-36): the cards whose addition to the pending group can still be
completed, judged on counts of the hand (split from ``moves.py``, issue 29). Without changing
cards each kind is judged once (``gathers_fixed``), with them each run question once per rank
(``gathers_changing``). The tests hold both to the plain definition (``groups.completable``).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import Any

from ...core.actions import Action
from ...core.steps import GATHER
from . import gods as gd
from .deck import NATURAL
from .moves import CARDS, CHANGING, GATHER_ACT, RANK, SEATS, SUIT, _identities, _options, distinct

#: ``decl_facts``: the first rank, all of it, the first suit, all of it, the ranks' mask or -1
Facts = tuple[int, bool, int, bool, int]


def gathers(s: Any, p: int, cards: Sequence[int] | None = None, facts: Facts | None = None) -> list[Action]:
    """The cards whose addition to the pending group can still be completed (T-36), judged
    on counts of the hand; the tests hold them to the plain definition (``completable``).
    ``cards``: the hand's distinct cards, ``facts``: ``decl_facts`` of the cards pending,
    if the caller has them."""
    mask = s.flags
    mins = gd.mins_for(mask)
    hand = s.hands[p]
    decl = s.decl[p]
    if cards is None:
        cards = distinct(hand) if s.decks == 2 else hand
    if not mask & CHANGING:
        return gathers_fixed(p, hand, cards, decl, mins, facts)
    return gathers_changing(s, p, hand, cards, decl, mins, facts)


@cache
def _card_info(changing: int) -> tuple[tuple[Any, ...] | None, ...]:
    """Per card id under these effects: None for a card that cannot change, else (the ranks
    it may take, the suits it may take, whether it may take any rank: a wild card for runs,
    the identities it may be placed as, the rank and suit bits of those identities together
    as ``ID_BIT`` gives them, and the card's part of a ``_CHANGING_GATHERS`` key)."""
    out: list[tuple[Any, ...] | None] = []
    for c in range(len(NATURAL)):
        suits, ranks = _options(c, changing)
        if len(suits) > 1 or len(ranks) > 1:
            xs = _identities(c, changing)
            rel = 0
            for x in xs:
                rel |= ID_BIT[x]
            out.append((tuple(sorted(ranks)), tuple(sorted(suits)), len(ranks) > 1, xs, rel,
                        (changing << 7 | c) << 19))
        else:
            out.append(None)
    return tuple(out)


@cache
def _changing_pack(changing: int) -> tuple[int, ...]:
    """Per card id under these effects, its packed counters (8 bits each): field r (0–9)
    counts the cards that may take rank r, field 10 + u those that may take suit u, field
    16 + r the cards of fixed rank r, field 26 the wild cards (any rank)."""
    out = []
    for c in range(len(NATURAL)):
        suits, ranks = _options(c, changing)
        v = sum(1 << 8 * r for r in ranks) + sum(1 << 8 * (10 + u) for u in suits)
        v += 1 << 8 * 26 if len(ranks) > 1 else 1 << 8 * (16 + next(iter(ranks)))
        out.append(v)
    return tuple(out)


#: per effects, ``_card_info`` and ``_changing_pack``'s look-up, in one (at most 16 keys)
_CHANGING_TABLES: dict[int, tuple[tuple[tuple[Any, ...] | None, ...], tuple[int, ...]]] = {}
_RUN_MEMO: dict[tuple[int, int, int, int], bool] = {}


def _run_possible(have: int, fixed: int, spare: int, run_min: int) -> bool:
    """Whether a run holds the ranks of bit mask ``have``, the other ranks of its window each
    from a hand card of that fixed rank (bit mask ``fixed``) or one of ``spare`` wild cards
    (remembered: a function of a few small numbers only)."""
    key = (have, fixed, spare, run_min)
    ok = _RUN_MEMO.get(key)
    if ok is None:
        lo = (have & -have).bit_length() - 1
        hi = have.bit_length() - 1
        length = max(run_min, hi - lo + 1)
        ok = False
        if length <= 9:
            open_ = ~(have | fixed)  # the ranks a wild card would have to fill
            window = (1 << length) - 1
            for start in range(max(1, hi - length + 1), min(lo, 10 - length) + 1):
                if (window << start & open_).bit_count() <= spare:
                    ok = True
                    break
        if len(_RUN_MEMO) > 1 << 16:
            _RUN_MEMO.clear()
        _RUN_MEMO[key] = ok
    return ok


def gathers_changing(s: Any, p: int, hand: Sequence[int], cards: Sequence[int],
                      decl: tuple[int, ...], mins: tuple[int, int, int], facts: Facts | None = None) -> list[Action]:
    """``gathers`` while some cards may change rank or suit (T6). For identity x (rank r,
    suit u) of a card: a set needs the gathered cards of rank r and enough other hand cards
    that may take r; a colour likewise by suit; a run needs a window of ranks holding the
    gathered ranks and r whose other ranks each have a hand card of that fixed rank, the
    wild cards (any rank) filling the rest. The run answer depends only on r and whether the
    card itself is wild, so it is worked out for every rank at once, as a bit mask per
    wildness (``_run_ranks``).

    The hand is counted in one sum of packed counters (``_changing_pack``); a set or a colour
    is then judged by the top bits of the identity's rank and suit fields in one mask ``ok``,
    folded with the run ranks into a 16-bit mask of the ranks (bits 0–9) and suits (bits
    10–15) an identity may have to be gathered (``_pass_mask``). A changing card's gathers
    are then one look-up by that mask (``_changing_gathers``) instead of one test per
    identity (a wild card has dozens)."""
    info, pm, pm1, _, _, _ = changing_masks(s.flags & CHANGING, hand, decl, mins, facts, p)
    acts = GATHER_ACT[p]
    out = []
    for c in cards:
        i = info[c]
        if i is None:  # most cards: their own identity only
            if NATURAL_BIT[c] & pm:
                out.append(acts[c])
            continue
        # a changing card: its gathers by the bits of the mask its identities can meet
        key = i[5] | ((pm1 if i[2] else pm) & i[4]) << 3 | p
        got = _CHANGING_GATHERS.get(key)
        if got is None:
            got = _changing_gathers(key)
        if got:
            out += got
    return out


def changing_masks(changing: int, hand: Sequence[int], decl: tuple[int, ...], mins: tuple[int, int, int],
                   facts: Facts | None = None,
                   p: int | None = None) -> tuple[tuple[tuple[Any, ...] | None, ...], int, int, int, int, int]:
    """What ``gathers_changing`` judges the cards by: ``_card_info`` under the changing
    effects ``changing``, and the 16-bit masks of the ranks and suits an identity may have
    to be gathered (``pm``), and a wild card's (``pm1``: its own run has one wild card fewer
    to fill the gaps), for ``hand`` and the identities pending ``decl``; then what they were
    made of, for ``successor.py``: the ranks and suits a set or a colour takes, the ranks a
    run's gaps may not be (gathered, or of a fixed rank held; 0 once no run can be made),
    and the wild cards held. ``p``: the seat whose hand it is (its counters may be hinted,
    ``hand_packed``), if the caller knows it."""
    tables = _CHANGING_TABLES.get(changing)
    if tables is None:
        tables = _CHANGING_TABLES[changing] = (_card_info(changing), _changing_pack(changing))
    info = tables[0]
    if p is None:
        packed = _counted(hand, tables[1])
    else:  # ``hand_packed``'s hint read here: a call costs about what a count saves
        h = PACKED[p]
        packed = h[2] if h[0] is hand and h[1] is tables[1] else hand_packed(p, hand, tables[1])
    wild = packed >> 8 * 26
    size = len(decl) + 1
    # an identity's rank and suit are always among its card's own options, so the card
    # itself is one of the counted cards that may take them: a set needs set_min - size + 1
    # cards that may take its rank, a colour likewise
    set_need, colour_need = mins[0] - size + 1, mins[2] - size + 1
    top = _AT_LEAST8[set_need if set_need > 0 else 0][colour_need if colour_need > 0 else 0]
    ok = (packed & _COUNT_FIELDS) + top
    if decl:  # what the identities gathered share (``decl_facts``, passed in by the legal list when it has them)
        first, same_rank, suit, same_suit, d_mask = facts or decl_facts(decl)
        ok &= (_TOP8[first] if same_rank else 0) | (_TOP8[10 + suit] if same_suit else 0)
        can_run = d_mask >= 0  # no rank repeated
    else:
        ok &= _TOPS8
        can_run = True
        d_mask = 0
    # the memos of ``_pass_mask``, ``_fixed_ranks`` and ``_run_ranks`` read here, each
    # worked out by its function only when missing (a call costs about what a look-up does)
    pm = _PASS_MEMO.get(ok)  # the ranks and suits a set or a colour takes
    if pm is None:
        pm = _pass_mask(ok)
    pass0 = pm1 = pm
    blocked = 0
    if can_run:
        # the fixed ranks held, as the top bits of their fields (a field holds at most 108,
        # so adding 127 carries into the top bit exactly when it is not 0)
        tops = ((packed >> 8 * 16 & _FIXED_FIELDS) + _ADD_127) & _FIXED_TOPS
        fixed = _FIXED_MEMO.get(tops)
        if fixed is None:
            fixed = _fixed_ranks(tops)
        blocked = d_mask | fixed
        run_min = mins[1]
        by_spare = _RUN_RANKS.get((d_mask << 10 | blocked) << 4 | run_min)
        if by_spare is None:
            by_spare = _run_ranks_by_spare(d_mask, blocked, run_min)
        pm |= by_spare[wild if wild < 9 else 9]
        if wild:  # a wild card fills a gap of its own run with one wild card fewer
            pm1 |= by_spare[wild - 1 if wild < 10 else 9]
    return info, pm, pm1, pass0, blocked, wild


#: per identity (suit * 10 + rank): its rank's bit (0–9) and its suit's bit (10–15), as
#: ``_pass_mask`` gives them
ID_BIT = tuple(1 << x % 10 | 1 << 10 + x // 10 for x in range(60))
#: per card id: its natural identity's ``ID_BIT``
NATURAL_BIT = tuple(ID_BIT[x] for x in NATURAL)


def _pass_mask(ok: int) -> int:
    """The 16 top bits of the count fields 0–15 in ``ok`` as a 16-bit mask (remembered)."""
    m = _PASS_MEMO.get(ok)
    if m is None:
        m = sum(1 << k for k in range(16) if ok >> 8 * k + 7 & 1)
        if len(_PASS_MEMO) > 1 << 16:
            _PASS_MEMO.clear()
        _PASS_MEMO[ok] = m
    return m


_PASS_MEMO: dict[int, int] = {}


def _run_ranks(d_mask: int, fixed_ranks: int, spare: int, run_min: int) -> int:
    """The bit mask of the ranks r (not gathered yet) with which a run holding the ranks of
    ``d_mask`` and r can still be made (``_run_possible`` of ``d_mask | 1 << r``), with
    ``spare`` wild cards: one of the answers for every number of them (``_run_ranks_by_spare``,
    remembered: a function of three small numbers)."""
    blocked = d_mask | fixed_ranks  # the fixed ranks count only as far as they block
    by_spare = _RUN_RANKS.get((d_mask << 10 | blocked) << 4 | run_min)
    if by_spare is None:
        by_spare = _run_ranks_by_spare(d_mask, blocked, run_min)
    return by_spare[spare if spare < 9 else 9]


def _run_ranks_by_spare(d_mask: int, blocked: int, run_min: int) -> tuple[int, ...]:
    """``_run_ranks`` for 0 to 9 spare wild cards (no window has more than 9 gaps, so more
    change nothing), worked out over the windows of ranks at once: a run can be made in some
    window (ranks 1–9, at least ``run_min`` long) holding the ranks gathered whose other
    ranks (its gaps: not ``blocked``) a card of that fixed rank or a wild card fills; r
    itself is the card asked about, so with ``spare`` wild cards every rank of a window of
    at most ``spare`` gaps qualifies, and with one gap more, the gaps themselves."""
    whole = [0] * 11  # by the number of gaps: the windows' ranks, and their gaps
    gaps_of = [0] * 11
    for w in _windows_over(d_mask, run_min):
        gaps = w & ~blocked
        k = gaps.bit_count()
        whole[k] |= w
        gaps_of[k] |= gaps
    by_spare = []
    m = 0
    for spare in range(10):
        m |= whole[spare]  # every window of at most ``spare`` gaps
        by_spare.append((m | gaps_of[spare + 1]) & ~d_mask)
    if len(_RUN_RANKS) > 1 << 16:
        _RUN_RANKS.clear()
    answer = _RUN_RANKS[(d_mask << 10 | blocked) << 4 | run_min] = tuple(by_spare)
    return answer


#: per run minimum, the windows of ranks a run may lie in: ranks 1–9, at least that long
_WINDOWS = {k: tuple(((1 << length) - 1) << start for length in range(max(k, 1), 10)
                     for start in range(1, 11 - length)) for k in range(10)}
_RUN_RANKS: dict[int, tuple[int, ...]] = {}


@cache
def _windows_over(d_mask: int, run_min: int) -> tuple[int, ...]:
    """The windows of ranks (``_WINDOWS``) holding every rank of ``d_mask`` (at most 1,024
    masks per run minimum)."""
    return tuple(w for w in _WINDOWS[run_min] if w & d_mask == d_mask)


def _changing_gathers(key: int) -> tuple[Action, ...]:
    """Seat p's gathers of changing card c under effects ``changing``, given the rank and
    suit bits ``pm`` (``_pass_mask`` and the run ranks) its identities can meet, ``key`` =
    ((changing << 7 | c) << 16 | pm) << 3 | p: one gather per identity of the card whose rank
    or suit bit is in ``pm``, in the order of its identities, the natural one as the plain
    gather (remembered by ``key``, whose mask is cut down to the bits the card's identities
    can meet: masks that differ only in other bits share the answer)."""
    pm = key >> 3 & 0xFFFF
    got = tuple(a for bit, a in _card_gathers(key & 7, key >> 19 & 127, key >> 26) if bit & pm)
    if len(_CHANGING_GATHERS) > 1 << 16:
        _CHANGING_GATHERS.clear()
    _CHANGING_GATHERS[key] = got
    return got


_CHANGING_GATHERS: dict[int, tuple[Action, ...]] = {}


@cache
def _card_gathers(p: int, c: int, changing: int) -> tuple[tuple[int, Action], ...]:
    """Seat p's every gather of changing card c under effects ``changing``, in the order of
    its identities, each with its identity's rank and suit bits (``ID_BIT``): the natural
    one as the plain gather, the others declared."""
    nat = NATURAL[c]
    return tuple((ID_BIT[x], GATHER_ACT[p][c] if x == nat else _declared(p, c, x))
                 for x in _card_info(changing)[c][3])


@cache
def _declared(p: int, c: int, x: int) -> Action:
    """A gather of changing card ``c`` declared as identity ``x``."""
    return Action(GATHER, p, (c,), f"hand/{p}", f"pending/{p}", x)


#: 8-bit packed counters (``_changing_pack``): the top bit of each field, the rank (0–9) and
#: suit (10–15) count fields, the fixed-rank fields (16–25) shifted down to 0–9
_TOP8 = tuple(128 << 8 * k for k in range(27))
_TOPS8 = sum(_TOP8[1:16])
_COUNT_FIELDS = sum(255 << 8 * k for k in range(16))
_FIXED_FIELDS = sum(255 << 8 * k for k in range(10))
#: per identity (suit * 10 + rank): the top bits of its rank's and its suit's fields
ID_TOP = tuple(_TOP8[x % 10] | _TOP8[10 + x // 10] for x in range(60))


def _at_least8(set_need: int, colour_need: int) -> int:
    """What to add to the 8-bit count fields so a rank's top bit is set when at least
    ``set_need`` cards may take it, a suit's when ``colour_need`` may (a field holds at most
    108, so nothing carries out of it)."""
    return (sum((128 - set_need) << 8 * r for r in range(10))
            + sum((128 - colour_need) << 8 * (10 + u) for u in range(6)))


#: ``_at_least8`` by the cards needed (at most 4: the minimums are 2 to 4)
_AT_LEAST8 = tuple(tuple(_at_least8(a, b) for b in range(5)) for a in range(5))


_ADD_127 = sum(127 << 8 * k for k in range(10))
_FIXED_TOPS = sum(_TOP8[:10])


def _fixed_ranks(tops: int) -> int:
    """The bit mask of the ranks whose field's top bit is set in ``tops`` (ranks 0–9;
    remembered: at most 1,024 masks)."""
    m = _FIXED_MEMO.get(tops)
    if m is None:
        m = _FIXED_MEMO[tops] = sum(1 << r for r in range(10) if tops >> 8 * r + 7 & 1)
    return m


_FIXED_MEMO: dict[int, int] = {}


def gathers_fixed(p: int, hand: tuple[int, ...], cards: Sequence[int], decl: tuple[int, ...],
                  mins: tuple[int, int, int], facts: Facts | None = None) -> list[Action]:
    """``gathers`` without changing cards: every card has its one identity, so each rank and
    each suit is judged once. A run can still be made with a card of rank r exactly when the
    ranks gathered, r, and the ranks held lie in one block of consecutive ranks of at least
    the run minimum (``groups.completable`` with no wild cards comes to the same).

    The hand is counted in one sum of packed counters (``PACK``: a field of 6 bits per rank
    and per suit), and "at least k" is one addition that carries into each field's top bit
    (seat ``p``'s hint, ``hand_packed``)."""
    acts = GATHER_ACT[p]
    h = PACKED[p]  # ``hand_packed``'s hint read here
    packed = h[2] if h[0] is hand and h[1] is PACK else hand_packed(p, hand, PACK)
    held = (packed + _AT_LEAST_ONE) & _RANK_TOPS  # the top bit of each rank held
    n = len(decl)
    if not n:  # a group's first card: a set, a colour, or a block of held ranks long enough
        key = held | mins[1]  # the held ranks' top bits lie above bit 10
        blocks = _BLOCKS.get(key)
        if blocks is None:  # the held ranks in a block of run_min held ranks in a row
            run_min = mins[1]
            starts = held  # the ranks that begin one
            for k in range(6, 6 * run_min, 6):
                starts &= held >> k
            blocks = 0
            for k in range(0, 6 * run_min, 6):
                blocks |= starts << k
            _BLOCKS[key] = blocks  # at most 512 masks of held ranks per run minimum
        ok = (packed + _AT_LEAST[mins[0]][mins[2]]) & _TOPS | blocks
        out = []
        for c in cards:  # a plain loop: no comprehension's frame
            if TOP[c] & ok:
                out.append(acts[c])
        return out
    ok = _pending_ok(packed, held, n, mins, facts or decl_facts(decl))
    if not ok:  # no card can join the cards pending (often so)
        return []
    return [acts[c] for c in cards if TOP[c] & ok]


def fixed_ok(hand: Sequence[int], decl: tuple[int, ...], mins: tuple[int, int, int],
             facts: Facts | None = None) -> int:
    """``gathers_fixed``'s test with cards pending (``decl``, not empty): card c may be
    gathered exactly when ``TOP[c] & fixed_ok(...)``."""
    packed = _counted(hand, PACK)
    return _pending_ok(packed, (packed + _AT_LEAST_ONE) & _RANK_TOPS, len(decl), mins,
                       facts or decl_facts(decl))


def _pending_ok(packed: int, held: int, n: int, mins: tuple[int, int, int], facts: Facts) -> int:
    """The top bits (``TOP``) of the ranks and suits that may join ``n`` cards pending of
    these ``facts``, the hand counted in ``packed`` (its held ranks' top bits ``held``)."""
    first, same_rank, suit, same_suit, run_mask = facts
    ok = 0
    if same_rank and n + (packed >> 6 * first & 63) >= mins[0]:
        ok = _TOP[first]
    if same_suit and n + (packed >> 6 * (10 + suit) & 63) >= mins[2]:
        ok |= _TOP[10 + suit]
    if run_mask >= 0:
        ok |= _run_tops(run_mask, held, mins[1])
    return ok


def decl_facts(decl: tuple[int, ...]) -> Facts:
    """What ``gathers_fixed`` asks of the identities gathered: the first rank, whether all
    share it, the first suit, whether all share it, and the bit mask of their ranks (-1 when
    a rank repeats: no run). Worked out from one sum of packed counters (``_DECL_PACK``) and
    remembered by the identities (a group being gathered is short, and those that can still
    be completed are few: the same ones come back); one card's from a table (``_FACTS1``)."""
    if len(decl) == 1:
        return _FACTS1[decl[0]]
    facts = _FACTS.get(decl)
    if facts is None:
        facts = _decl_facts(decl)
    return facts


def _decl_facts(decl: tuple[int, ...]) -> Facts:
    """``decl_facts`` worked out, and remembered (``_FACTS``, at most 1 << 16 answers)."""
    packed = sum(map(_DECL_PACK.__getitem__, decl))
    n = len(decl)
    x = decl[0]
    first, suit = x % 10, x // 10
    facts = (first, packed >> 8 * first & 255 == n, suit, packed >> 8 * (10 + suit) & 255 == n,
             -1 if packed & _REPEATED else packed >> 128 & 1023)
    if len(_FACTS) > 1 << 16:
        _FACTS.clear()
    _FACTS[decl] = facts
    return facts


_FACTS: dict[tuple[int, ...], Facts] = {}


#: per identity (suit * 10 + rank): one in its rank's 8-bit count field (0–9) and in its
#: suit's (10–15), and its rank's bit at 128 + rank (their sum is the ranks' mask while no
#: rank repeats); a pending group holds fewer than 256 cards, so no field carries
_DECL_PACK = tuple(1 << 8 * (x % 10) | 1 << 8 * (10 + x // 10) | 1 << 128 + x % 10 for x in range(60))
#: the rank count fields at 2 or more
_REPEATED = sum(254 << 8 * r for r in range(10))
#: ``decl_facts`` of one identity
_FACTS1 = tuple((x % 10, True, x // 10, True, 1 << x % 10) for x in range(60))


def _run_tops(have_mask: int, held: int, run_min: int) -> int:
    """The top bits (``_TOP``) of the ranks that may join a run holding the ranks of
    ``have_mask`` when the hand holds the ranks whose top bits ``held`` has: the ranks
    gathered and those held must make one block of consecutive ranks, at least ``run_min``
    long. Worked out on rank masks (bit r: rank r), not remembered."""
    ranks = have_mask | _HELD_RANKS[held]
    lo = (have_mask & -have_mask).bit_length() - 1
    up = ranks >> lo
    top = lo + (~up & up + 1).bit_length() - 2  # the block of ``ranks`` from ``lo`` up
    if top < have_mask.bit_length() - 1:  # a gap between the ranks gathered
        return 0
    bottom = (~ranks & (1 << lo) - 1).bit_length()  # rank 0 is never held: a zero below
    if top - bottom + 1 < run_min:
        return 0
    return _RANK_TOP[((1 << top + 1) - (1 << bottom)) & ~have_mask]


_BLOCKS: dict[int, int] = {}


#: packed counters: field k (6 bits) counts rank k (1–9) for k < 10, suit k - 10 (0–5) above;
#: a hand holds at most 12 cards of a rank and 18 of a suit, so adding up to 31 never
#: carries out of a field
_TOP = tuple(32 << 6 * k for k in range(16))
_TOPS = sum(_TOP[1:10]) + sum(_TOP[10:16])
_RANK_TOPS = sum(_TOP[1:10])
_AT_LEAST_ONE = sum(31 << 6 * r for r in range(1, 10))
#: per card id: its rank's and its suit's counter, and those counters' top bits
PACK = tuple(1 << 6 * RANK[c] | 1 << 6 * (10 + SUIT[c]) for c in range(CARDS))
TOP = tuple(_TOP[RANK[c]] | _TOP[10 + SUIT[c]] for c in range(CARDS))
#: per mask of ranks (bit r: rank r, 0–9), their fields' top bits (``_TOP``), and back for
#: the ranks 1–9 a hand may hold (``_run_tops``)
_RANK_TOP = tuple(sum(_TOP[r] for r in range(10) if m >> r & 1) for m in range(1024))
_HELD_RANKS = {_RANK_TOP[m]: m for m in range(0, 1024, 2)}


@cache
def _at_least(set_min: int, colour_min: int) -> int:
    """What to add to packed counters so a rank's top bit is set when it has ``set_min``
    cards or more, a suit's when it has ``colour_min``."""
    return (sum((32 - set_min) << 6 * r for r in range(1, 10))
            + sum((32 - colour_min) << 6 * (10 + u) for u in range(6)))


#: ``_at_least`` by the set and the colour minimums (2 to 4)
_AT_LEAST = tuple(tuple(_at_least(a, b) if a >= 2 and b >= 2 else 0 for b in range(5)) for a in range(5))


def _counted(hand: Sequence[int], table: tuple[int, ...]) -> int:
    """The sum of ``table``'s packed counters over ``hand`` (a plain loop: ``sum(map(...))``
    calls a slot wrapper per card and costs nearly twice as much)."""
    packed = 0
    for c in hand:
        packed += table[c]
    return packed


#: per seat, the last hand whose packed counters were counted (``hand_packed``): (the hand
#: tuple, the table counted by: ``PACK`` or a ``_changing_pack``, the sum). The moves carry
#: it to the hand they make (``Play._do``: a card in or out is one addition), so the legal
#: list after a draw, a take, a gather or a commit finds it instead of counting the hand
#: again (a count costs more than the rest of a first gather's list). Keyed by the tuple's
#: identity, as ``moves.TWIN_FREE`` is: the hint keeps the tuple alive, so it can only ever
#: name the hand it was counted from, whatever state holds it.
PACKED: list[tuple[Any, tuple[int, ...], int]] = [((), PACK, 0)] * SEATS


def hand_packed(p: int, hand: tuple[int, ...], table: tuple[int, ...]) -> int:
    """``table``'s packed counters summed over seat ``p``'s ``hand``: the seat's hint
    (``PACKED``) if it names this very hand and table, else counted and hinted."""
    h = PACKED[p]
    if h[0] is hand and h[1] is table:
        return h[2]
    packed = _counted(hand, table)
    PACKED[p] = (hand, table, packed)
    return packed


def carry_pack(p: int, old: tuple[int, ...], hand: tuple[int, ...], c: int, sign: int) -> None:
    """Seat ``p``'s hint (``PACKED``) carried from ``old`` to ``hand``, which is ``old`` with
    card ``c`` added (``sign`` 1) or taken out (-1)."""
    h = PACKED[p]
    if h[0] is old:
        table = h[1]
        PACKED[p] = (hand, table, h[2] + table[c] if sign > 0 else h[2] - table[c])
