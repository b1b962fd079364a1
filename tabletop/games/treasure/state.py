"""Treasure's state record (``TState``) and the small tuple helpers the rules build new
states with: the field indexes of the fast paths (``_HANDS`` …), a ``_replace`` without the
generic one's map over every field, sorted insertion and removal. Pure data; ``rules.py``
plays it.

A tuple is copied into a list as ``[*t]`` here and on the moves' paths (``play.py``), not
``list(t)``: the same list without a call (about a third fewer machine instructions for a
hand, and the state record's 30 fields, a tuple subclass, are walked either way)."""

from __future__ import annotations

from bisect import bisect_right
from typing import Any, NamedTuple

from ...core.events import CardsMoved
from ...core.ids import CardId
from . import gods as gd
from .deck import NATURAL
from .meta import MAX_REBUILDS, TARGET

Group = gd.Group


def _naturals(cards: tuple[CardId, ...]) -> tuple[int, ...]:
    """The cards' printed identities (identical copies share one)."""
    return tuple(NATURAL[c] for c in cards)


class TState(NamedTuple):
    n: int
    seed: int
    decks: int
    gods2: bool
    max_hands: int
    hand_no: int
    dealer: int
    totals: tuple[int, ...]
    last: tuple[tuple[int, int], ...]  # the last finished hand: (table, hand) per seat
    hands: tuple[tuple[int, ...], ...]  # sorted
    pending: tuple[tuple[int, ...], ...]  # in gather order
    decl: tuple[tuple[int, ...], ...]  # the pending cards' identities (declared or natural)
    groups: tuple[tuple[Group, ...], ...]  # per creator: (type, cards, identities, owners)
    stock: tuple[int, ...]  # top last
    discard: tuple[int, ...]  # top last
    known: tuple[int, ...]  # sorted: hand/pending cards everyone saw taken from the discard pile
    turn: int
    stage: str  # draw, meld, scored (a hand lies open until the next deal), over
    flags: int  # the god effects (gods.py)
    builder_used: bool
    rebuilds: int
    turns: int  # turns begun this hand
    #: T-37: finished turns in a row that made no progress, and whether this turn has made
    #: some (a draw from the draw pile, or a card tabled); both follow from the moves, so the
    #: state hash leaves them out (``state_hash``: saves from rules v1 keep theirs)
    quiet: int = 0
    progress: bool = False
    #: house rules (T14, T-39): the bits that change effects and scoring (``gods.HOUSE``),
    #: the rebuilds allowed (T-26), the match target (T-29) and the direction (+1 clockwise,
    #: n - 1 counter-clockwise: the next seat is ``(p + step) % n``, T-30)
    house: int = 0
    max_rebuilds: int = MAX_REBUILDS
    target: int = TARGET
    step: int = 1
    #: the first dealer option: 0 random (T-30), else the seat counted from 1
    first_dealer: int = 0
    #: stacked card orders for the next shuffles (a hand's deal, a rebuilt draw pile), the
    #: next first: chance to come (``STACKS``), empty in every bot's world
    stacks: tuple[tuple[str, ...], ...] = ()


#: state fields the state hash leaves out (``TreasureRules.state_hash``)
_DERIVED = ("quiet", "progress")
#: house-rule fields, left out of the state hash at their defaults (rules v1 had none)
_HOUSE_DEFAULTS = {"house": 0, "max_rebuilds": MAX_REBUILDS, "target": TARGET, "step": 1}


def _set(t: tuple, i: int, v: Any) -> tuple:
    """``t[:i] + (v,) + t[i + 1:]``, through a list: two new objects, not four."""
    out = [*t]
    out[i] = v
    return tuple(out)


_FIELD_INDEX = {name: i for i, name in enumerate(TState._fields)}
_new_tuple = tuple.__new__
(_HANDS, _PENDING_I, _DECL, _GROUPS, _STOCK, _DISCARD, _KNOWN, _TURN, _STAGE, _FLAGS, _TURNS, _QUIET,
 _PROGRESS) = (_FIELD_INDEX[f] for f in ("hands", "pending", "decl", "groups", "stock", "discard", "known",
                                         "turn", "stage", "flags", "turns", "quiet", "progress"))


def _replace_fast(self: TState, **changes: Any) -> TState:
    """``TState._replace`` without the generic one's map over all 30 fields (the rules call
    it once or twice per move, a search millions of times)."""
    values = [*self]
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return _new_tuple(TState, values)


TState._replace = _replace_fast  # type: ignore[method-assign]


def _without(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    """``cards`` less its copy of ``c`` (through a list: two new objects, not three)."""
    out = [*cards]
    del out[cards.index(c)]
    return tuple(out)


def _insert(cards: tuple[int, ...], c: int) -> tuple[int, ...]:
    """Sorted ``cards`` with ``c`` in its place (``tuple(sorted(cards + (c,)))``; through a
    list: two new objects, not four)."""
    out = [*cards]
    out.insert(bisect_right(cards, c), c)
    return tuple(out)


def all_groups(s: TState) -> list[Group]:
    return [g for gs in s.groups for g in gs]


#: hand zone ids made once (the moves' events and ``zones`` name them)
_HAND_ID = tuple(f"hand/{p}" for p in range(8))


class _OneCardMoves(dict[int, CardsMoved]):
    """The event of one card moved between two zones (``src`` and ``dst``: zone ids, ``{}``
    for the seat), made once per seat and card, key ``p << 7 | c`` (an event is immutable,
    and building a frozen dataclass costs more than the rest of a common move)."""

    def __init__(self, src: str, dst: str) -> None:
        super().__init__()
        self.zones = (src, dst)

    def __missing__(self, key: int) -> CardsMoved:
        p = key >> 7
        ev = self[key] = CardsMoved((key & 127,), self.zones[0].format(p), self.zones[1].format(p))
        return ev


#: the events of the commonest moves (``Play._do``): a discard, a gather, a draw, a take
DISCARDED = _OneCardMoves("hand/{}", "discard")
GATHERED = _OneCardMoves("hand/{}", "pending/{}")
DRAWN = _OneCardMoves("stock", "hand/{}")
TAKEN = _OneCardMoves("discard", "hand/{}")
