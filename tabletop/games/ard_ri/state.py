"""Ard Rí's state record and the small helpers every rules module shares.

Every non-zone field is public (``docs/architecture.md``): the order of play, the stage,
the raid in progress, who is whose lord. Hidden are the hands, the face-down (unproven)
warriors, the pending cards and the Draw-Deck. ``proven`` lists the warriors lying face up in
a Roundhouse; ``known`` the cards everyone knows although they lie in a hand, a pending zone
or face down (taken from the Wilderness, shown for céilsine, picked up from a public place).
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...core.events import PhaseChanged

SEASONS = ("spring", "summer", "autumn", "samhain", "winter")
#: the events that only name a phase: immutable, so each made once and shared (a seat's
#: turn: the core's ``TURN_CHANGED``)
PHASE = {ph: PhaseChanged(ph) for ph in (*SEASONS, "bealtaine", "defence", "over")}


class ArdState(NamedTuple):
    n: int
    seed: int
    decks: int
    rounds: int  # the round limit in force (D-A23; "off" is a far backstop)
    dealer: int
    round: int  # 1-based
    season: str  # one of SEASONS, or "over"
    order: tuple[int, ...]  # this season's order of play
    idx: int  # position in ``order`` of the seat acting this season
    stage: str  # what the acting seat is doing (see rules.py)
    hands: tuple[tuple[int, ...], ...]  # in the order they came (known cards keep their place)
    fields: tuple[tuple[int, ...], ...]
    houses: tuple[tuple[int, ...], ...]  # Roundhouses
    pending: tuple[tuple[int, ...], ...]  # gather order
    aims: tuple[int, ...]  # per pending card of the acting seat: raid target / blocked attacker
    target: int  # céilsine target (-1 none)
    proven: tuple[int, ...]  # sorted: warriors face up in a Roundhouse
    known: tuple[int, ...]  # sorted: cards known to all though in a hand/pending/face down
    marches: tuple[int, ...]
    m_owner: tuple[int, ...]  # per Marches card: the warrior's owner / the raider of stolen cattle
    attack: tuple[tuple[int, int], ...]  # (attacker, target) of the raid or enforcement
    blocks: tuple[tuple[int, int], ...]  # (defender, attacker)
    defence: tuple[int, ...]  # targets still to answer, the first answering now
    loot: tuple[int, ...]  # unblocked attackers still to plunder
    wilderness: tuple[int, ...]
    otherworld: tuple[int, ...]
    deck: tuple[int, ...]  # top is last
    discard: tuple[int, ...]
    lord: tuple[int, ...]  # per seat: its lord, -1 none
    shuffles: int  # reshuffles so far (the rng counter)
    winner: int  # the Ard Rí, -1 none
    #: house rules (A-15, A-Q19, T-39): where a gift's cards may come from ("hand+field",
    #: "hand" or "field") and where the target's highest cattle are counted ("field+hand" or
    #: "field"); left out of the state hash at their defaults (``ArdRiRules.state_hash``)
    gift_sources: str = "hand+field"
    target_zones: str = "field+hand"
    #: the first dealer option: 0 random (A-4), else the seat counted from 1
    first_dealer: int = 0
    #: stacked card orders for the next reshuffles of the Draw-Deck, the next first: chance to
    #: come (``STACKS``), empty in every bot's world
    stacks: tuple[tuple[str, ...], ...] = ()


_FIELD_INDEX = {name: i for i, name in enumerate(ArdState._fields)}
_new_tuple = tuple.__new__


def _replace_fast(self: ArdState, **changes: Any) -> ArdState:
    """``ArdState._replace`` without the generic one's map over all 31 fields (about half
    its cost; the rules call it once or twice per move, the search millions of times)."""
    values = list(self)
    for name, value in changes.items():
        values[_FIELD_INDEX[name]] = value
    return _new_tuple(ArdState, values)


ArdState._replace = _replace_fast  # type: ignore[method-assign]


def put(t: tuple, i: int, v: Any) -> tuple:
    return t[:i] + (v,) + t[i + 1:]


def without(cards: tuple[int, ...], gone: tuple[int, ...] | list[int] | set[int]) -> tuple[int, ...]:
    drop = set(gone)
    return tuple(c for c in cards if c not in drop)


def clients(s: ArdState, p: int) -> int:
    return sum(1 for q in range(s.n) if s.lord[q] == p)


def clients_to_win(n: int) -> int:
    """A-17: two clients, one in a 2-player game."""
    return 1 if n == 2 else 2
