"""Seanchaí's move tables: every action the rules list is made once and reused, and the pair,
flip and discard moves of a seat are looked up by card (``a * 60 + b``) instead of being built
on each call. Speed only: ``rules.py`` decides which moves are legal."""

from __future__ import annotations

from collections.abc import Sequence

from ...core.actions import Action
from ...core.ids import ZoneId
from .cards import CARDS, DARK, KIND, PAIRS, REGULAR, SHAMROCK, TWIN, WILD

_ACTIONS: dict[tuple, Action] = {}
HAND_Z = tuple(f"hand/{p}" for p in range(5))
FIELD_Z = tuple(f"field/{p}" for p in range(5))


def _act(kind: str, p: int, cards: tuple[int, ...] = (), src: ZoneId | None = None, dst: ZoneId | None = None,
         choice: str | None = None) -> Action:
    """The action, made once and reused (the search lists the same moves over and over; a
    finite set: at most every pair of cards for every seat)."""
    key = (kind, p, cards, src, dst, choice)
    a = _ACTIONS.get(key)
    if a is None:
        a = _ACTIONS[key] = Action(kind, p, cards, src, dst, choice)
    return a


def _distinct(cards: Sequence[int]) -> Sequence[int]:
    """One card per notation code (identical Shamrocks and Faeries give one move)."""
    if _TWINS.isdisjoint(cards):
        return cards
    out = []
    seen = 0
    for c in cards:
        twin = TWIN[c]
        if twin:
            if seen & twin:
                continue
            seen |= twin
        out.append(c)
    return out


#: cards that make the slower branches of the move list necessary
_TWINS = frozenset(c for c in range(len(CARDS)) if TWIN[c])
_SPECIAL = frozenset(c for c in range(len(CARDS)) if KIND[c] in (DARK, SHAMROCK))
_SHAMROCKS = frozenset(c for c in range(len(CARDS)) if KIND[c] == SHAMROCK)
_BIT = tuple(1 << c for c in range(len(CARDS)))
#: per card, the cards it pairs with as bits
_PARTNERS = tuple(sum(_BIT[b] for b in range(len(CARDS)) if PAIRS[a][b]) for a in range(len(CARDS)))
#: the move tables, built once per seat (and side, and where a flipped card's partner is):
#: entry ``a * 60 + b`` is the pair move of cards a and b, or None if they do not pair
_PAIR_ROWS: dict[tuple, list[Action | None]] = {}
_DISCARD_ROWS: dict[int, list[Action | None]] = {}
_USES: dict[tuple, tuple[Action, ...]] = {}


_FLIPS = tuple(_act("flip", p, (), "draw", "flip") for p in range(5))


def _pair_row(p: int, side: int) -> list[Action | None]:
    row = _PAIR_ROWS.get((p, side))
    if row is None:
        row = _PAIR_ROWS[(p, side)] = [
            _act("pair", p, (h, t), HAND_Z[p], FIELD_Z[side]) if PAIRS[h][t] else None
            for h in range(60) for t in range(60)]
    return row


def _flip_row(p: int, side: int, where: str) -> list[Action | None]:
    row = _PAIR_ROWS.get((p, side, where))
    if row is None:
        row = _PAIR_ROWS[(p, side, where)] = [
            _act("pair", p, (c, x), "flip", FIELD_Z[side], where) if PAIRS[c][x] else None
            for c in range(60) for x in range(60)]
    return row


def _discard_row(p: int) -> list[Action | None]:
    """Per card: its discard move (regular and wild cards), else None."""
    row = _DISCARD_ROWS.get(p)
    if row is None:
        row = _DISCARD_ROWS[p] = [_act("discard", p, (c,), HAND_Z[p], "tableau") if KIND[c] in (REGULAR, WILD)
                                  else None for c in range(60)]
    return row
