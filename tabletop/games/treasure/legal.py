"""Treasure's legal moves for the player to act (``TreasureRules.legal_actions``): draw or
take, gather, commit, add, discard, deal; T-04's house rule (no runs mixing gods and
ordinary cards) filters the gathers and adds; ``_refusal`` says why a move is not among them.
Mixed into ``TreasureRules``."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from operator import itemgetter
from typing import Any

from ...core.actions import Action
from ...core.steps import COMMIT, GATHER, commit_action
from . import gods as gd
from .deck import NATURAL, G
from .gathers import Facts, decl_facts, gathers, gathers_changing, gathers_fixed
from .groups import COLOUR, RUN, SET, completable_apart, mixes_gods
from .meta import DRAW, OVER, SCORED
from .moves import (
    ANY_EXTEND,
    CHANGING,
    DISCARD_ACT,
    DRAW_ACT,
    DRAW_LISTS,
    DRAW_LISTS1,
    TWIN_FREE,
    adds,
    distinct,
    options_for,
    targets,
)
from .state import Group, TState

_MINS = gd._MINS


@cache
def _commit(p: int, kind: str, k: int) -> Action:
    return commit_action(p, kind, f"group/{p}/{k}")


#: the kinds of group, in the order the commits are listed, and their bits in ``kinds_mask``
KIND_BITS = ((SET, 1), (RUN, 2), (COLOUR, 4))


def commits(p: int, k: int, kinds: int) -> tuple[Action, ...]:
    """Seat ``p``'s commits as its group ``k`` of the kinds in the bit mask ``kinds``
    (``KIND_BITS``), remembered by one int."""
    key = (p << 7 | k) << 3 | kinds
    got = _COMMITS.get(key)
    if got is None:
        got = _COMMITS[key] = tuple(_commit(p, kind, k) for kind, bit in KIND_BITS if kinds & bit)
    return got


_COMMITS: dict[int, tuple[Action, ...]] = {}  # at most 8 seats x 108 groups x 8 masks


@cache
def _deal_action(p: int) -> Action:
    return Action("deal", p)


def kinds_mask(n: int, mins: tuple[int, int, int], facts: Facts, runs: bool = True) -> int:
    """The kinds of group (``KIND_BITS``) that ``n`` pending identities of these ``facts``
    (``decl_facts``) make now (``groups.is_valid`` of each); ``runs`` False: not a run
    (T-04's house rule when they mix gods and ordinary cards)."""
    _, same_rank, _, same_suit, run_mask = facts
    kinds = 1 if same_rank and n >= mins[0] else 0
    if runs and run_mask >= 0 and n >= mins[1]:
        block = run_mask // (run_mask & -run_mask)  # the ranks shifted down to bit 0
        if not block & block + 1:  # one block of consecutive ranks
            kinds |= 2
    if same_suit and n >= mins[2]:
        kinds |= 4
    return kinds


def _valid_kinds(decl: tuple[int, ...], mins: tuple[int, int, int], apart: bool,
                 facts: Facts | None = None) -> list[str]:
    """The kinds of group the pending identities ``decl`` make now (``groups.is_valid`` of
    each, T-04's flag ``apart``: no run mixing gods and ordinary cards), read off the facts
    the gathers use (``decl_facts``), not remembered: on new positions the same pending
    identities seldom come back; ``facts``: those facts, if the caller has them."""
    kinds = kinds_mask(len(decl), mins, facts or decl_facts(decl), not (apart and mixes_gods(decl)))
    return [kind for kind, bit in KIND_BITS if kinds & bit]


class LegalMoves:
    """The legal moves, mixed into ``TreasureRules``."""

    def legal_actions(self, s: TState) -> tuple[Action, ...]:
        """Cached for the last state asked (``apply`` checks against the same list), with
        what a list derived after a gather was judged by (``successor.py``), else None."""
        cache = self._cache  # one tuple, read and written whole
        if cache[0] is s:
            return cache[1]
        legal = self._legal(s)
        self._cache = (s, legal, None)
        return legal

    _cache: tuple[TState | None, tuple[Action, ...], Any] = (None, (), None)

    def _legal(self, s: TState) -> tuple[Action, ...]:
        stage = s.stage
        p = s.turn
        if stage == DRAW:
            if len(s.discard) >= 2:
                return DRAW_LISTS[p][s.discard[-1]]
            if s.discard:
                return DRAW_LISTS1[p][s.discard[-1]]
            return (DRAW_ACT[p],)
        if stage == OVER:
            return ()
        if stage == SCORED:
            return (_deal_action(p),)
        flags = s.flags
        hand = s.hands[p]
        if s.decks == 2 and TWIN_FREE[p] is not hand:  # no hint (``moves.TWIN_FREE``)
            cards = distinct(hand)
            if cards is hand:
                TWIN_FREE[p] = hand
        else:
            cards = hand
        decl = s.decl[p]
        mins = _MINS[flags >> 5 & 7 | (flags >> 24 & 8)]  # ``gods.mins_for``
        facts = decl_facts(decl) if decl else None  # the gathers' and the commits' (cards pending)
        # ``gathers`` written out: this is the hot path
        if flags & CHANGING:
            out = gathers_changing(s, p, hand, cards, decl, mins, facts)
        else:
            out = gathers_fixed(p, hand, cards, decl, mins, facts)
        apart = flags & gd.HOUSE_GODS_APART  # T-04's flag: runs of gods or of ordinary cards
        if apart:
            out = [a for a in out if self._gatherable_apart(s, p, a)]
        if s.pending[p]:  # cards pending: the kinds of group they make now (2 cards at least)
            if len(decl) >= 2:
                kinds = kinds_mask(len(decl), mins, facts, not (apart and mixes_gods(decl)))
                if kinds:
                    out += commits(p, len(s.groups[p]), kinds)
            return tuple(out)
        if s.groups[p] or flags & ANY_EXTEND:
            out += self._adds(s, p, cards) if apart else adds(s, p, cards)
        if len(cards) > 1:  # looked up in C at once: no Python step per card
            return (*out, *itemgetter(*cards)(DISCARD_ACT[p]))
        out += [DISCARD_ACT[p][c] for c in cards]
        return tuple(out)

    def _gathers(self, s: TState, p: int) -> list[Action]:
        out = gathers(s, p)
        if s.flags & gd.HOUSE_GODS_APART:  # T-04's flag: runs of gods or of ordinary cards
            out = [a for a in out if self._gatherable_apart(s, p, a)]
        return out

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
