"""The legal list after a gather, from the list before it (issue 29: rules speed).

Half of a game's moves are gathers, and most of them leave the seat in the same stage with
the same choices less one: Spring cattle, Summer warriors, exile, desertion, enforcers,
the gift, a pick from the Wilderness. ``after_gather`` derives the next list from the
previous one instead of building it again from the state; it returns None wherever that is
not simply so (the upkeep payment, raids, hunts and blocks, a copy of the gathered card left
in the same place, which would become the move's new representative), and the rules then
build the list as always. The result is the very tuple ``moves.legal`` would give
(``tests/games/ard_ri/test_ard_ri_rules_speed.py`` checks every step of seeded games).
"""

from __future__ import annotations

from ...core.actions import Action
from ...core.steps import GATHER
from .cards import SUIT, SUIT_NO
from .moves import COMMITS, GIFTS, field_total
from .state import ArdState
from .upkeep import deserters_needed

#: per card id, the ids of its copies in the other decks (copies are 52 ids apart)
_COPIES = tuple(tuple(k % 52 + 52 * d for d in range(3) if k % 52 + 52 * d != k) for k in range(156))


#: the stages whose next list is derived here (the others are built afresh)
_DERIVED = frozenset(("cattle", "gift", "warriors", "exile", "enforce", "desert", "draw"))


def _drop(legal: tuple[Action, ...], a: Action) -> tuple[Action, ...] | None:
    """``legal`` without ``a``, found by identity (``tuple.index`` would call the
    dataclass ``__eq__`` on every move before it); None if ``a`` is not in it."""
    i = 0
    for x in legal:
        if x is a:
            return legal[:i] + legal[i + 1:]
        i += 1
    return None


def after_gather(s: ArdState, a: Action, new: ArdState, legal: tuple[Action, ...],
                 where: str) -> tuple[Action, ...] | None:
    """The legal list of ``new`` (``s`` after the gather ``a``, whose list was ``legal``),
    or None where it must be built afresh."""
    st = s.stage
    if new.stage is not st or st not in _DERIVED:
        return None
    p = a.player
    c = a.cards[0]
    if s.decks > 1:  # a copy left behind would be listed in the card's place
        src = new.hands[p] if where == "hand" else new.houses[p] if where == "roundhouse" \
            else new.wilderness if where == "wilderness" else new.fields[p]
        for x in _COPIES[c]:
            if x in src:
                return None
    out = _drop(legal, a)
    if out is None:
        return None
    if st == "cattle":
        if s.pending[p]:
            return out
        suit = SUIT[c]  # the first card names the suit
        return tuple([x for x in out[:-1] if SUIT[x.cards[0]] == suit]) + (COMMITS["cattle"][p],)
    if st == "gift":
        if len(new.pending[p]) == 4:
            return (GIFTS[p][new.target],)
        suit = SUIT_NO[c]
        return tuple([x for x in out if SUIT_NO[x.cards[0]] != suit])
    if st == "warriors" or st == "exile" or st == "enforce":
        if s.pending[p]:
            return out
        return out[:-1] + (COMMITS[st][p],)
    if st == "desert":  # the number to desert is the same before and after
        if len(new.pending[p]) >= deserters_needed(len(new.houses[p]) + len(new.pending[p]), field_total(new, p)):
            return (COMMITS["desert"][p],)
        return out
    if st == "draw":  # the Wilderness holds more than the seat picks
        if len(new.pending[p]) < s.idx + 1:
            return tuple([x for x in out if x.kind == GATHER])
        return (COMMITS["take"][p],)
    return None
