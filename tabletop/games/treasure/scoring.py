"""A hand's scoring with every multiplier (rules T11), and which cards are changing cards (T6).

Each table card scores for the player who placed it, once per membership (a colour's run
member has two, T-07): 4 × the type multiplier × its effective suit's multiplier × 2 for a
Fool while the Changeling is in a run. Doubles and halves multiply (T-20, T-21) and every
value is a whole number (T11.3). Cards left in hand: −9 for a god or a changing card, else
−(natural rank); all 0 while the Thief is in a colour (T-22). Suit and rank multipliers never
apply to the hand (T-19).

House rules (T14, T-39; their bits ride in the mask, ``gods.HOUSE``): with
colorRunDoubleMembership off, a colour's run member scores once, 4 × both type multipliers ×
its suit's and the Fool's (T-07 b: a half is possible, so a player's table total is rounded
toward zero); with multipliersApplyToHand on, each card in hand is multiplied by its suit's
and the Fool's factors (the Changeling counts as a Fool) and the hand total is rounded toward
zero (T-19).
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from functools import cache

from . import gods as gd
from .deck import NATURAL, F, G, L, S, V, W, rank_of, suit_of
from .groups import COLOUR, RUN, SET, run_members

Group = gd.Group


_TYPE_BITS = {SET: (gd.SETS_X2, gd.SETS_HALF), RUN: (gd.RUNS_X2, gd.RUNS_HALF),
              COLOUR: (gd.COLOURS_X2, gd.COLOURS_HALF)}
_SUIT_BITS = {W: (gd.WIND_X2, gd.WIND_HALF), L: (gd.LEAF_X2, gd.LEAF_HALF),
              F: (gd.FLAME_X2, gd.FLAME_HALF)}
#: the flags a membership's value depends on
_SCORING = gd.FOOLS_X2
for _bits in (*_TYPE_BITS.values(), *_SUIT_BITS.values()):
    _SCORING |= _bits[0] | _bits[1]


def _exp(mask: int, bits: tuple[int, int] | None) -> int:
    """A factor ×2, ×½ or ×1 (both: ×1, T-21) as a power of two."""
    if bits is None:
        return 0
    return (1 if mask & bits[0] else 0) - (1 if mask & bits[1] else 0)


def type_factor(mask: int, kind: str) -> Fraction:
    return Fraction(2) ** _exp(mask, _TYPE_BITS[kind])


def suit_factor(mask: int, suit: int) -> Fraction:
    return Fraction(2) ** _exp(mask, _SUIT_BITS.get(suit))


def membership_value(mask: int, kind: str, identity: int) -> int:
    """4 × the type's, the suit's and the Fool's factors. Each is ×2, ×½ or ×1, so the value
    is a power of two from 1 to 32 (T11.3), worked out on the exponent (and remembered)."""
    key = (mask & _SCORING, kind, identity)
    value = _VALUE.get(key)
    if value is None:
        e = 2 + _exp(key[0], _TYPE_BITS[kind]) + _exp(key[0], _SUIT_BITS.get(suit_of(identity)))
        if key[0] & gd.FOOLS_X2 and rank_of(identity) == 9:
            e += 1
        assert e >= 0, "a membership value is always whole (T11.3)"
        value = _VALUE[key] = 1 << e
    return value


_VALUE: dict[tuple[int, str, int], int] = {}


def memberships(group: Group, run_min: int) -> list[tuple[str, ...]]:
    """Per member (placement order), its membership kinds as a tuple of type strings."""
    kind, _, idents, _ = group
    if kind != COLOUR:
        return [(kind,)] * len(idents)
    members = set(run_members(idents, run_min))
    return [(COLOUR, RUN) if i in members else (COLOUR,) for i in range(len(idents))]


def card_values(group: Group, mask: int) -> list[int | Fraction]:
    """What each member of ``group`` scores for its owner (all memberships together)."""
    kinds = memberships(group, gd.run_min_for(mask))
    if mask & gd.HOUSE_SINGLE_MEMBERSHIP:
        return [_joint_value(mask, ks, x) if len(ks) > 1 else membership_value(mask, ks[0], x)
                for ks, x in zip(kinds, group[2], strict=True)]
    return [sum(membership_value(mask, k, x) for k in ks) for ks, x in zip(kinds, group[2], strict=True)]


def _joint_value(mask: int, kinds: tuple[str, ...], identity: int) -> int | Fraction:
    """T-07 (b): one membership with every type's multiplier (a power of two, maybe ½)."""
    e = 2 + sum(_exp(mask, _TYPE_BITS[k]) for k in kinds) + _exp(mask, _SUIT_BITS.get(suit_of(identity)))
    if mask & gd.FOOLS_X2 and rank_of(identity) == 9:
        e += 1
    return 1 << e if e >= 0 else Fraction(1, 1 << -e)


def table_points(groups: Sequence[Group], mask: int, n: int) -> list[int]:
    if mask & gd.HOUSE_SINGLE_MEMBERSHIP:  # T-07 (b): halves are possible
        out: list[int | Fraction] = [0] * n
        for group in groups:
            for owner, value in zip(group[3], card_values(group, mask), strict=True):
                out[owner] += value
        return [int(v) for v in out]  # whole already, but for T-07 (b): toward zero
    # every membership a whole power of two (``membership_value``): 1 << (2 + the suit's and
    # the Fool's exponents, per identity, + the type's), worked out here, not remembered
    ex = _exponents(mask & _SUIT_FOOL)
    t_set, t_run, t_colour = (_exp(mask, _TYPE_BITS[kind]) for kind in (SET, RUN, COLOUR))
    run_min = gd.run_min_for(mask)
    whole = [0] * n
    for group in groups:
        kind, _, idents, owners = group
        if kind != COLOUR:
            t = t_set if kind == SET else t_run
            for owner, x in zip(owners, idents, strict=True):
                whole[owner] += 1 << ex[x] + t
            continue
        members = run_members(idents, run_min)
        for i, (owner, x) in enumerate(zip(owners, idents, strict=True)):
            e = ex[x]
            whole[owner] += (1 << e + t_colour) + (1 << e + t_run) if i in members else 1 << e + t_colour
    return whole


#: the flags a membership's value depends on besides its type's
_SUIT_FOOL = gd.FOOLS_X2
for _bits in _SUIT_BITS.values():
    _SUIT_FOOL |= _bits[0] | _bits[1]


@cache
def _exponents(mask: int) -> tuple[int, ...]:
    """Per identity, 2 + its suit's and the Fool's exponents under ``mask`` (``_SUIT_FOOL``
    bits only: at most 128 of them), as ``membership_value`` adds them."""
    return tuple(2 + _exp(mask, _SUIT_BITS.get(suit_of(x))) + (1 if mask & gd.FOOLS_X2 and rank_of(x) == 9 else 0)
                 for x in range(60))


def rank_changer(card: int, mask: int) -> bool:
    s = suit_of(NATURAL[card])
    return bool((s == S and mask & gd.STONES_CHANGE) or (s == V and mask & gd.WAVES_CHANGE))


def colour_changer(card: int, mask: int) -> bool:
    x = NATURAL[card]
    if suit_of(x) == G:
        return False  # gods never change suit (T-11)
    r = rank_of(x)
    return bool((r == 5 and mask & gd.WARRIORS_CHANGE) or (r == 1 and mask & gd.QUEENS_CHANGE))


def is_changing(card: int, mask: int) -> bool:
    return rank_changer(card, mask) or colour_changer(card, mask)


def hand_penalty(card: int, mask: int) -> int | Fraction:
    if mask & gd.HAND_ZERO:
        return 0
    x = NATURAL[card]
    value = -9 if suit_of(x) == G or is_changing(card, mask) else -rank_of(x)
    if mask & gd.HOUSE_HAND_MULTIPLIERS:  # T-19's flag: the suit's and the Fool's factors
        factor = suit_factor(mask, suit_of(x))
        if mask & gd.FOOLS_X2 and rank_of(x) == 9:
            factor *= 2
        product = value * factor
        return int(product) if product.denominator == 1 else product
    return value


def hand_points(hand: Sequence[int], mask: int) -> int:
    if mask & gd.HOUSE_HAND_MULTIPLIERS:
        return int(sum(hand_penalty(c, mask) for c in hand))  # toward zero (T-19's flag)
    penalty = _penalties(mask & _PENALTY)
    return sum(map(penalty.__getitem__, hand))


#: the flags a card's penalty in hand depends on, without the hand-multipliers house rule
_PENALTY = gd.HAND_ZERO | gd.STONES_CHANGE | gd.WAVES_CHANGE | gd.WARRIORS_CHANGE | gd.QUEENS_CHANGE


@cache
def _penalties(mask: int) -> tuple[int, ...]:
    """``hand_penalty`` per card id under these flags (the hand-multipliers rule off)."""
    return tuple(int(hand_penalty(c, mask)) for c in range(len(NATURAL)))
