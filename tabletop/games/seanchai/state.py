"""Seanchaí's state record and the small questions asked of it everywhere (sides, seats,
opponents, the score lines of the hand in play). Pure data; ``rules.py`` plays it."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.effects import Effect
from .cards import GOING_OUT, PENALTY, POINTS, SCEAL, SCEAL_BONUS


class SState(NamedTuple):
    n: int
    seed: int
    scealta: bool
    dark: bool
    shamrocks: bool
    teams: bool
    hand_no: int  # 0..3
    dealer: int
    hands: tuple[tuple[int, ...], ...]  # sorted, then the cards in ``shown`` in the order they came
    shown: tuple[int, ...]  # hand cards everyone knows (returned by the Púka, D-S27)
    draw: tuple[int, ...]  # top is last
    tableau: tuple[int, ...]
    fields: tuple[tuple[int, ...], ...]  # per side
    flip: tuple[int, ...]  # () or the flipped card
    dark_zone: tuple[int, ...]  # () or the Dark card being used
    removed: tuple[int, ...]
    turn: int
    stage: str
    after: str  # what follows a Dark use: "discard" (the turn goes on) or "end" (it was the discard)
    stack: tuple[Effect, ...]
    skip: tuple[int, ...]  # per seat: loses the next turn (Caorthánach)
    emptied: int  # the first seat whose hand emptied this hand, -1 none
    history: tuple[tuple[tuple[int, ...], ...], ...]  # per finished hand, per side: LINES values
    over: bool
    #: the first dealer option: 0 random (D-S7), else the seat counted from 1
    first_dealer: int = 0
    #: stacked card orders for the next hands' deals, the next first: chance to come
    #: (``STACKS``), empty in every bot's world
    stacks: tuple[tuple[str, ...], ...] = ()


#: field positions, for building a state without ``_replace`` on the hot path
_HANDS, _DRAW, _TABLEAU, _FIELDS, _FLIP, _DARK, _REMOVED, _TURN, _STAGE, _AFTER, _STACK = (
    SState._fields.index(f) for f in ("hands", "draw", "tableau", "fields", "flip", "dark_zone", "removed", "turn",
                                      "stage", "after", "stack"))
_new = tuple.__new__


def _set(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def _without(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    i = cards.index(c)
    return cards[:i] + cards[i + 1:]


def side_of(s: SState, seat: int) -> int:
    return seat % 2 if s.teams else seat


def seats_of(s: SState, side: int) -> tuple[int, ...]:
    return (side, side + 2) if s.teams else (side,)


def opponents(s: SState, seat: int) -> tuple[int, ...]:
    """Who may receive ``seat``'s Dark card (S-20.1; in team play the other team, D-S16)."""
    return tuple(q for q in range(s.n) if q != seat and (not s.teams or q % 2 != seat % 2))


def hand_lines(s: SState) -> tuple[tuple[int, ...], ...]:
    """Per side, the S-21 score lines of the current hand as it lies now (cards in the point
    field, scéalta, going out, cards left in hand)."""
    out = []
    for side, fld in enumerate(s.fields):
        cards = sum(POINTS[c] for c in fld)
        sceal = 0
        if s.scealta and len(fld) >= 3:
            syms = [SCEAL[c] for c in fld if SCEAL[c]]
            sceal = SCEAL_BONUS * sum(1 for sym in set(syms) if syms.count(sym) == 3)
        seats = seats_of(s, side)
        out_pts = GOING_OUT if s.emptied in seats else 0
        left = -sum(PENALTY[c] for q in seats for c in s.hands[q])
        out.append((cards, sceal, out_pts, left))
    return tuple(out)
