"""The 27 god effects (rules T7): positions, cancellation by parity, flags that never stack.

A god card on the table has the *positions* of its memberships: set, run or colour, and
colour + run when it is a run member of its colour's embedded run (T2.7–T2.8). Each god in
each position is one effect (9 gods × 3 positions = 27). They are state-based (T7.1): the flags
are recomputed from the table after every change. Three effects cancel another god's whole
set of effects while an **odd** number of copies holds the cancelling position (T7.2: the Dark
Lord in a run cancels the Lady, the Seductress in a colour the Protectress, the Minion in a
set the Friend); two identical gods in one position still count once (T7.3, no stacking).

``flags(groups)`` returns a bit mask of the effects below; the minimum sizes and the scoring
read it.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .deck import G, rank_of, suit_of
from .groups import COLOUR, RUN, SET, run_members

LADY, DARK_LORD, BUILDER, THIEF, PROTECTRESS, SEDUCTRESS, MINION, FRIEND, CHANGELING = range(1, 10)

# effect flags (one bit each)
RUNS_X2, EXTEND_RUNS, WIND_X2 = 1 << 0, 1 << 1, 1 << 2
RUNS_HALF, WIND_HALF = 1 << 3, 1 << 4
COLOURS_OF_3, BUILDER_DRAW, RUNS_OF_3 = 1 << 5, 1 << 6, 1 << 7
WARRIORS_CHANGE, STONES_CHANGE, HAND_ZERO = 1 << 8, 1 << 9, 1 << 10
LEAF_X2, COLOURS_X2, EXTEND_COLOURS = 1 << 11, 1 << 12, 1 << 13
LEAF_HALF, COLOURS_HALF = 1 << 14, 1 << 15
FLAME_HALF, SETS_HALF = 1 << 16, 1 << 17
EXTEND_SETS, FLAME_X2, SETS_X2 = 1 << 18, 1 << 19, 1 << 20
WAVES_CHANGE, FOOLS_X2, QUEENS_CHANGE = 1 << 21, 1 << 22, 1 << 23
LADY_CANCELLED, PROTECTRESS_CANCELLED, FRIEND_CANCELLED = 1 << 24, 1 << 25, 1 << 26
#: the Builder in a colour with the house rule builderColorEffect=setsOf2 (T-13 b)
SETS_OF_2 = 1 << 27

# house rules (T14, T-39) that change what the gods do or how cards score: given as
# ``house`` to ``flags``, which carries them in the mask so every reader of the mask sees them
HOUSE_BUILDER_SETS_OF_2 = 1 << 28  # builderColorEffect=setsOf2: the Builder in a colour: sets of 2
HOUSE_BUILDER_NOOP = 1 << 29  # builderColorEffect=literalNoop: the Builder in a colour does nothing
HOUSE_HAND_MULTIPLIERS = 1 << 30  # multipliersApplyToHand: suit and Fool factors apply in hand
HOUSE_SINGLE_MEMBERSHIP = 1 << 31  # colorRunDoubleMembership=false: a colour's run member scores once
HOUSE_GODS_APART = 1 << 32  # godsInMixedRuns=false: a run is all gods or has no god (T-04)
HOUSE = (HOUSE_BUILDER_SETS_OF_2 | HOUSE_BUILDER_NOOP | HOUSE_HAND_MULTIPLIERS | HOUSE_SINGLE_MEMBERSHIP
         | HOUSE_GODS_APART)

#: (god, position) -> (flag, the effect in words); the cancelling positions have their own bit,
#: worded so they read true with or without the cancelled god on the table ("the Lady has no
#: effect": said as the Dark Lord enters a run, before any Lady is tabled)
EFFECTS: dict[tuple[int, str], tuple[int, str]] = {
    (LADY, SET): (RUNS_X2, "runs score double"),
    (LADY, RUN): (EXTEND_RUNS, "anyone may add to other players' runs"),
    (LADY, COLOUR): (WIND_X2, "wind cards score double"),
    (DARK_LORD, SET): (RUNS_HALF, "runs score half"),
    (DARK_LORD, RUN): (LADY_CANCELLED, "the Lady has no effect"),
    (DARK_LORD, COLOUR): (WIND_HALF, "wind cards score half"),
    (BUILDER, SET): (COLOURS_OF_3, "colours of three cards may be tabled"),
    (BUILDER, RUN): (BUILDER_DRAW, "every player draws three cards (once a hand)"),
    (BUILDER, COLOUR): (RUNS_OF_3, "runs of three cards may be tabled"),
    (THIEF, SET): (WARRIORS_CHANGE, "Warriors may change colour"),
    (THIEF, RUN): (STONES_CHANGE, "stone cards may change rank"),
    (THIEF, COLOUR): (HAND_ZERO, "cards left in hand score 0"),
    (PROTECTRESS, SET): (LEAF_X2, "leaf cards score double"),
    (PROTECTRESS, RUN): (COLOURS_X2, "colours score double"),
    (PROTECTRESS, COLOUR): (EXTEND_COLOURS, "anyone may add to other players' colours"),
    (SEDUCTRESS, SET): (LEAF_HALF, "leaf cards score half"),
    (SEDUCTRESS, RUN): (COLOURS_HALF, "colours score half"),
    (SEDUCTRESS, COLOUR): (PROTECTRESS_CANCELLED, "the Protectress has no effect"),
    (MINION, SET): (FRIEND_CANCELLED, "the Friend has no effect"),
    (MINION, RUN): (FLAME_HALF, "flame cards score half"),
    (MINION, COLOUR): (SETS_HALF, "sets score half"),
    (FRIEND, SET): (EXTEND_SETS, "anyone may add to other players' sets"),
    (FRIEND, RUN): (FLAME_X2, "flame cards score double"),
    (FRIEND, COLOUR): (SETS_X2, "sets score double"),
    (CHANGELING, SET): (WAVES_CHANGE, "wave cards may change rank"),
    (CHANGELING, RUN): (FOOLS_X2, "Fools (rank 9, the Changeling too) score double"),
    (CHANGELING, COLOUR): (QUEENS_CHANGE, "Queens may change colour"),
}
FLAG_NAMES = {flag: words for flag, words in EFFECTS.values()}
FLAG_NAMES[SETS_OF_2] = "sets of two cards may be tabled"
#: the god whose effects each cancelling flag removes
CANCELS = {LADY_CANCELLED: LADY, PROTECTRESS_CANCELLED: PROTECTRESS, FRIEND_CANCELLED: FRIEND}
CANCELLER = {LADY: (DARK_LORD, RUN), PROTECTRESS: (SEDUCTRESS, COLOUR), FRIEND: (MINION, SET)}

#: a tabled group as the rules store it: (type, cards, identities, owners)
Group = tuple[str, tuple[int, ...], tuple[int, ...], tuple[int, ...]]


def run_min_for(flags: int) -> int:
    return 3 if flags & RUNS_OF_3 else 4


def mins_for(flags: int) -> tuple[int, int, int]:
    return _MINS[flags >> 5 & 7 | (flags >> 24 & 8)]


#: ``mins_for`` by the bits it reads: COLOURS_OF_3 (bit 5), RUNS_OF_3 (bit 7), SETS_OF_2 (bit 27)
_MINS = tuple((2 if k & 8 else 3, 3 if k & 4 else 4, 3 if k & 1 else 4) for k in range(16))


def god_positions(groups: Iterable[Group], house: int = 0) -> list[tuple[int, str]]:
    """(god, position) for every god copy on the table, one entry per copy and position."""
    with_gods = [g for g in groups if max(g[2]) > _LOWEST_GOD]  # gods have the highest identities
    run_min = table_run_min(with_gods, house)
    return [pos for g in with_gods for pos in group_god_positions(g, run_min)]


def table_run_min(groups: Iterable[Group], house: int = 0) -> int:
    """A run's minimum length on this table: 3 while the Builder sits in a colour (unless a
    house rule gives the Builder's colour effect another meaning), else 4 (the colour
    position never depends on it)."""
    if house & (HOUSE_BUILDER_SETS_OF_2 | HOUSE_BUILDER_NOOP):
        return 4
    return 3 if any(kind == COLOUR and _BUILDER in idents for kind, _, idents, _ in groups) else 4


def group_god_positions(group: Group, run_min: int) -> list[tuple[int, str]]:
    """(god, position) for each god in one group: a god in a colour's embedded run has both."""
    kind, _, idents, _ = group
    members = run_members(idents, run_min) if kind == COLOUR else ()
    out: list[tuple[int, str]] = []
    for i, x in enumerate(idents):
        if suit_of(x) != G:
            continue
        out.append((rank_of(x), kind))
        if i in members:
            out.append((rank_of(x), RUN))
    return out


_LOWEST_GOD = G * 10  # every god's identity is above this, every other card's below
_BUILDER = G * 10 + BUILDER


def flags_from_positions(positions: Sequence[tuple[int, str]], house: int = 0) -> int:
    """The effects' mask, with the ``house`` rules' bits carried along (T-39)."""
    counts: dict[tuple[int, str], int] = {}
    for key in positions:
        counts[key] = counts.get(key, 0) + 1
    cancelled = {god for god, (who, pos) in CANCELLER.items() if counts.get((who, pos), 0) % 2}
    flags = 0
    for (god, pos), n in counts.items():
        if n and god not in cancelled and (god, pos) not in _CANCELLING:
            flags |= EFFECTS[(god, pos)][0]
    for god in cancelled:
        flags |= next(f for f, g in CANCELS.items() if g == god)
    if flags & RUNS_OF_3 and house & (HOUSE_BUILDER_SETS_OF_2 | HOUSE_BUILDER_NOOP):
        flags &= ~RUNS_OF_3  # T-13: the Builder in a colour gives sets of 2, or nothing
        if house & HOUSE_BUILDER_SETS_OF_2:
            flags |= SETS_OF_2
    return flags | (house & HOUSE)


_CANCELLING = frozenset(CANCELLER.values())


def flags(groups: Iterable[Group], house: int = 0) -> int:
    """The effects of the gods on the table (``house``: the house-rule bits, ``HOUSE``).
    Only the groups holding a god count; their kinds and identities decide, so the answer is
    remembered by them (a table without gods has only the house bits)."""
    with_gods = tuple((g[0], g[2]) for g in groups if max(g[2]) > _LOWEST_GOD)
    if not with_gods:
        return house & HOUSE
    key: tuple[int, tuple[tuple[str, tuple[int, ...]], ...]] | None = (house, with_gods)
    try:
        mask = _FLAGS.get(key)
    except TypeError:  # identities given as a list: worked out, not remembered
        mask = key = None
    if mask is None:
        mask = _table_flags(with_gods, house)
        if key is not None:
            if len(_FLAGS) > 1 << 14:
                _FLAGS.clear()
            _FLAGS[key] = mask
    return mask


_FLAGS: dict[tuple[int, tuple[tuple[str, tuple[int, ...]], ...]], int] = {}


def _table_flags(with_gods: Sequence[tuple[str, Sequence[int]]], house: int) -> int:
    """``flags_from_positions(god_positions(...))`` of the groups holding a god, given as
    (kind, identities), worked out on bit masks (``table_bits``, ``bits_flags``: no lists of
    positions, no dict of counts: new tables mostly miss ``_FLAGS``)."""
    _, held, odd = table_bits(with_gods, house)
    return bits_flags(held, odd, house)


def table_bits(with_gods: Sequence[tuple[str, Sequence[int]]], house: int) -> tuple[int, int, int]:
    """The table's run minimum for the colours' embedded runs (``table_run_min``) and the
    positions its gods hold as bits (``group_bits`` of each group holding a god, or'ed
    and xor'ed)."""
    if house & (HOUSE_BUILDER_SETS_OF_2 | HOUSE_BUILDER_NOOP):
        run_min = 4
    else:
        run_min = 3 if any(kind == COLOUR and _BUILDER in idents for kind, idents in with_gods) else 4
    held = odd = 0
    for kind, idents in with_gods:
        h, o = group_bits(kind, idents, run_min)
        held |= h
        odd ^= o
    return run_min, held, odd


def table_bits_with(bits: tuple[int, int, int], kind: str, idents: Sequence[int],
                    house: int) -> tuple[int, int, int] | None:
    """``table_bits`` of a table whose own are ``bits`` with one more group: its gods'
    positions added; None where the run minimum changes with it (a first colour holding the
    Builder: every colour's embedded run is then judged again)."""
    run_min, held, odd = bits
    if run_min == 4 and kind == COLOUR and _BUILDER in idents \
            and not house & (HOUSE_BUILDER_SETS_OF_2 | HOUSE_BUILDER_NOOP):
        return None
    h, o = group_bits(kind, idents, run_min)
    return run_min, held | h, odd ^ o


def group_bits(kind: str, idents: Sequence[int], run_min: int) -> tuple[int, int]:
    """The positions one group's gods hold: bit 3 × god + position (set 0, run 1, colour 2)
    of the first says a copy holds that position, of the second that an odd number does."""
    held = odd = 0
    members = run_members(idents, run_min) if kind == COLOUR else ()
    pos = _POSITION[kind]
    for i, x in enumerate(idents):
        if x > _LOWEST_GOD:
            b = 1 << 3 * (x - _LOWEST_GOD) + pos
            if i in members:  # a colour's run member: the run position too
                b |= b >> 1
            held |= b
            odd ^= b
    return held, odd


def bits_flags(held: int, odd: int, house: int) -> int:
    """The effects' mask of the positions held (``table_bits``), the house bits with them."""
    # three gods' positions per table look-up (positions use bits 3 to 29), then the
    # cancellations where an odd number of copies holds a cancelling position
    mask = (_CHUNK_FLAGS[0][held >> 3 & 511] | _CHUNK_FLAGS[1][held >> 12 & 511]
            | _CHUNK_FLAGS[2][held >> 21 & 511])
    clear, cancelled = _CANCEL_BY_ODD[odd & _CANCELLING_BITS]
    mask = mask & ~clear | cancelled
    if mask & RUNS_OF_3 and house & (HOUSE_BUILDER_SETS_OF_2 | HOUSE_BUILDER_NOOP):
        mask &= ~RUNS_OF_3  # T-13: the Builder in a colour gives sets of 2, or nothing
        if house & HOUSE_BUILDER_SETS_OF_2:
            mask |= SETS_OF_2
    return mask | (house & HOUSE)


#: a position's bit within a god's three (``_table_flags``)
_POSITION = {SET: 0, RUN: 1, COLOUR: 2}
#: the cancelling positions' bits, as ``_table_flags`` sets them
_CANCELLING_BITS = sum(1 << 3 * who + _POSITION[pos] for who, pos in CANCELLER.values())


#: per god, per mask of the positions its copies hold: its effects' flags (a cancelling
#: position gives none of its own)
_GOD_FLAGS = tuple(tuple(sum(EFFECTS[(god, kind)][0] for kind, i in _POSITION.items()
                             if m >> i & 1 and (god, kind) not in _CANCELLING) for m in range(8))
                   if god else (0,) * 8 for god in range(10))
#: per three gods (1–3, 4–6, 7–9), per mask of the nine positions they hold: their effects'
#: flags (``_GOD_FLAGS`` of each, or'ed)
_CHUNK_FLAGS = tuple(tuple(_GOD_FLAGS[3 * c + 1][m & 7] | _GOD_FLAGS[3 * c + 2][m >> 3 & 7]
                           | _GOD_FLAGS[3 * c + 3][m >> 6 & 7] for m in range(512)) for c in range(3))


def _cancellations(odd: int) -> tuple[int, int]:
    """The flags the cancelling positions held by an odd number of copies in ``odd`` take
    away (every effect of the god each cancels, T7.2), and the flags saying so."""
    clear = cancelled = 0
    for flag, god in CANCELS.items():
        who, kind = CANCELLER[god]
        if odd >> 3 * who + _POSITION[kind] & 1:
            clear |= _GOD_FLAGS[god][7]
            cancelled |= flag
    return clear, cancelled


def _submasks(bits: int) -> list[int]:
    """Every mask of some of ``bits``' bits (0 and ``bits`` among them)."""
    out = [0]
    for b in range(bits.bit_length()):
        if bits >> b & 1:
            out += [m | 1 << b for m in out]
    return out


#: ``_cancellations`` of every mask of the cancelling positions (``_CANCELLING_BITS``)
_CANCEL_BY_ODD = {odd: _cancellations(odd) for odd in _submasks(_CANCELLING_BITS)}


def active_words(mask: int) -> list[str]:
    """The active effects in words, in the order of the rules' table."""
    out = []
    for flag, words in EFFECTS.values():
        if mask & flag:
            out.append(words)
        if flag == RUNS_OF_3 and mask & SETS_OF_2:  # the Builder in a colour, T-13 (b)
            out.append(FLAG_NAMES[SETS_OF_2])
    return out
