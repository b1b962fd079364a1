"""Treasure's legal moves for the player to act (``TreasureRules.legal_actions``): draw or
take, gather, commit, add, discard, deal; T-04's house rule (no runs mixing gods and
ordinary cards) filters the gathers and adds; ``_refusal`` says why a move is not among them.
Mixed into ``TreasureRules``."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

from ...core.actions import Action
from ...core.steps import COMMIT, GATHER, commit_action
from . import gods as gd
from .deck import NATURAL, G
from .gathers import gathers
from .groups import RUN, TYPES, completable_apart, is_valid, mixes_gods
from .meta import DRAW, OVER, SCORED
from .moves import (
    ANY_EXTEND,
    CHANGING,
    DISCARD_ACT,
    DRAW_ACT,
    TAKE_ACT,
    TAKE_ALL_ACT,
    adds,
    distinct,
    options_for,
    targets,
)
from .state import Group, TState


@cache
def _commit(p: int, kind: str, k: int) -> Action:
    return commit_action(p, kind, f"group/{p}/{k}")


@cache
def _deal_action(p: int) -> Action:
    return Action("deal", p)


@lru_cache(maxsize=1 << 14)
def _valid_kinds(decl: tuple[int, ...], mins: tuple[int, int, int], apart: bool) -> tuple[str, ...]:
    """The kinds of group the pending identities ``decl`` make now (T-04's flag ``apart``:
    no run mixing gods and ordinary cards); remembered, as the same few come again and again."""
    key = (decl, mins, apart)
    kinds = _KINDS.get(key)
    if kinds is None:
        mixed = apart and mixes_gods(decl)
        kinds = tuple(kind for kind in TYPES if is_valid(kind, decl, mins) and not (mixed and kind == RUN))
        if len(_KINDS) > 1 << 16:
            _KINDS.clear()
        _KINDS[key] = kinds
    return kinds


_KINDS: dict[tuple[tuple[int, ...], tuple[int, int, int], bool], tuple[str, ...]] = {}

#: the effects the gathers read (the changing cards', the minimum sizes' of ``gd.mins_for``)
#: and T-04's house rule, which filters them and the kinds of group
HAND_FLAGS = CHANGING | gd.COLOURS_OF_3 | gd.RUNS_OF_3 | gd.SETS_OF_2 | gd.HOUSE_GODS_APART

_FIRST: dict[tuple[int, tuple[int, ...], tuple[int, ...], int], tuple[Action, ...]] = {}
_PENDING: dict[tuple[int, tuple[int, ...], tuple[int, ...], int, int], tuple[Action, ...]] = {}
_CARDS: dict[tuple[int, ...], tuple[int, ...]] = {}


def _remember(memo: dict[Any, Any], key: Any, value: Any) -> None:
    """``memo[key] = value``, the memo emptied first past 65,536 answers."""
    if len(memo) > 1 << 16:
        memo.clear()
    memo[key] = value


def _hand_cards(hand: tuple[int, ...]) -> tuple[int, ...]:
    """The hand's distinct cards (one per code: ``distinct``, the hand itself with one deck),
    remembered by the hand (a tuple of numbers, which the garbage collector stops visiting,
    apart from the remembered moves)."""
    cards = tuple(distinct(hand))
    _remember(_CARDS, hand, cards)
    return cards


class LegalMoves:
    """The legal moves, mixed into ``TreasureRules``."""

    def legal_actions(self, s: TState) -> tuple[Action, ...]:
        """Cached for the last state asked (``apply`` checks against the same list)."""
        cache = self._cache  # one tuple, read and written whole
        if cache[0] is s:
            return cache[1]
        legal = self._legal(s)
        self._cache = (s, legal)
        return legal

    _cache: tuple[TState | None, tuple[Action, ...]] = (None, ())

    def _legal(self, s: TState) -> tuple[Action, ...]:
        stage = s.stage
        p = s.turn
        if stage == DRAW:
            if len(s.discard) >= 2:
                return (DRAW_ACT[p], TAKE_ACT[p][s.discard[-1]], TAKE_ALL_ACT[p])
            if s.discard:
                return (DRAW_ACT[p], TAKE_ACT[p][s.discard[-1]])
            return (DRAW_ACT[p],)
        if stage == OVER:
            return ()
        if stage == SCORED:
            return (_deal_action(p),)
        flags = s.flags
        hand = s.hands[p]
        if s.pending[p]:
            pkey = (p, hand, s.decl[p], flags & HAND_FLAGS, len(s.groups[p]))
            got = _PENDING.get(pkey)
            return self._pending_moves(s, p, pkey) if got is None else got
        key = (p, hand, s.decl[p], flags & HAND_FLAGS)
        first = _FIRST.get(key)
        if first is None:
            first = self._first_moves(s, p, key)
        if s.groups[p] or flags & ANY_EXTEND:
            cards = _CARDS.get(hand) or _hand_cards(hand)
            more = self._adds(s, p, cards)
            if more:  # between the gathers and the discards (one per distinct card)
                i = len(first) - len(cards)
                return (*first[:i], *more, *first[i:])
        return first

    def _pending_moves(self, s: TState, p: int,
                       key: tuple[int, tuple[int, ...], tuple[int, ...], int, int]) -> tuple[Action, ...]:
        """The gathers and the commits while cards are pending, remembered by what they follow
        from (``key``: the seat, its hand, the identities gathered, the effects in
        ``HAND_FLAGS``, the number of its groups, which names the next): a search meets the
        same hand in world after world."""
        out = self._gathered(s, p, None)
        decl = s.decl[p]
        if len(decl) >= 2:  # the kinds of group they make now (2 cards at least)
            flags = s.flags
            kinds = _valid_kinds(decl, gd.mins_for(flags), bool(flags & gd.HOUSE_GODS_APART))
            out += tuple(_commit(p, kind, key[4]) for kind in kinds)
        _remember(_PENDING, key, out)
        return out

    def _first_moves(self, s: TState, p: int, key: tuple[int, tuple[int, ...], tuple[int, ...], int]
                     ) -> tuple[Action, ...]:
        """With no card pending: the gathers and the discards (one per distinct card), the legal
        list but for the adds, which alone depend on the table; remembered by what they follow
        from (``key``: the seat, its hand, the identities gathered (none), the effects in
        ``HAND_FLAGS``)."""
        cards = _hand_cards(s.hands[p])
        discards = DISCARD_ACT[p]
        first = self._gathered(s, p, cards) + tuple([discards[c] for c in cards])
        _remember(_FIRST, key, first)
        return first

    def _gathered(self, s: TState, p: int, cards: Sequence[int] | None) -> tuple[Action, ...]:
        """``gathers`` (``cards``: the hand's distinct cards, if known), less those T-04's flag
        forbids (runs of gods or of ordinary cards only)."""
        out = gathers(s, p, cards)
        if s.flags & gd.HOUSE_GODS_APART:
            out = [a for a in out if self._gatherable_apart(s, p, a)]
        return tuple(out)

    @staticmethod
    def _gatherable_apart(s: TState, p: int, a: Action) -> bool:
        """Whether the pending group plus ``a``'s card can still be completed when runs may
        not mix gods and ordinary cards (judged exactly, on the plain definition)."""
        c = a.cards[0]
        x = NATURAL[c] if a.choice is None else int(a.choice)
        rest = list(s.hands[p])
        rest.remove(c)
        avail = [(options_for(d, s.flags), NATURAL[d] // 10 == G) for d in rest]
        return completable_apart(s.decl[p] + (x,), avail, gd.mins_for(s.flags))

    def targets(self, s: TState, p: int) -> list[tuple[int, int, Group]]:
        """The groups ``p`` may add to now: their own, and others' while an effect allows it."""
        return targets(s, p)

    def _adds(self, s: TState, p: int, cards: Sequence[int] | None = None) -> list[Action]:
        out = adds(s, p, cards)
        if s.flags & gd.HOUSE_GODS_APART:  # T-04's flag: a run takes only its own kind
            out = [a for a in out if not self._mixes_run(s, a)]
        return out

    @staticmethod
    def _mixes_run(s: TState, a: Action) -> bool:
        _, q, k = str(a.dst).split("/")
        g = s.groups[int(q)][int(k)]
        x = NATURAL[a.cards[0]] if a.choice is None else int(a.choice)
        return g[0] == RUN and (x // 10 == G) != (g[2][0] // 10 == G)

    def _refusal(self, s: TState, a: Action) -> str:
        if s.stage == OVER:
            return "the match is over"
        if a.player != s.turn:
            return f"it is player {s.turn + 1}'s turn, not player {a.player + 1}'s"
        if s.stage == DRAW:
            return "draw first: the draw pile, the top discard or the whole discard pile"
        if s.pending[s.turn] and a.kind not in (GATHER, COMMIT):
            return "finish the group you are gathering first (or take its cards back)"
        return f"{a.kind} is not legal now"
