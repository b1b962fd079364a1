"""The Celtic year turning (A-5, A-10, A-13, D-A23): seasons begin and end, seats take their
turns in the order of play, Winter ends, the round limit ends the match. Pure functions of
the state; events are appended to ``ev``. What a seat does in its turn is ``seasons.py`` and
``raids.py``, which both end a turn with ``done``.
"""

from __future__ import annotations

from ...core.events import CardsMoved, Event, PhaseChanged, TurnChanged
from .cards import IS_WARRIOR, VALUE
from .state import SEASONS, ArdState
from .upkeep import UPKEEP
from .wealth import order_of_play

FIRST_STAGE = {"spring": "cattle", "summer": "warriors", "autumn": "draw", "winter": "act"}


def start_season(s: ArdState, season: str, ev: list[Event]) -> ArdState:
    """A-5: recompute the order at the start of each season; a festival (Samhain) keeps the
    order of the season before it (D-A5). Bealtaine (A-7) has no effect in the basic game:
    it is the place court abilities would trigger (D-A21, D-A27)."""
    order = s.order if season == "samhain" else order_of_play(s.fields, s.order)
    if season == "summer":
        ev.append(PhaseChanged("bealtaine"))  # hook point: no effect in the basic game
    ev.append(PhaseChanged(season))
    return next_turn(s._replace(season=season, order=order, idx=0), ev)


def next_turn(s: ArdState, ev: list[Event]) -> ArdState:
    """The seat at ``s.idx`` begins, or the season ends; Samhain passes over seats with no
    warriors (public knowledge)."""
    while True:
        if s.idx >= s.n:
            return end_season(s, ev)
        p = s.order[s.idx]
        stage = samhain_stage(s, p) if s.season == "samhain" else FIRST_STAGE[s.season]
        if stage:
            ev.append(TurnChanged(p))
            return s._replace(stage=stage)
        s = s._replace(idx=s.idx + 1)


def end_season(s: ArdState, ev: list[Event]) -> ArdState:
    if s.season != "winter":
        return start_season(s, SEASONS[SEASONS.index(s.season) + 1], ev)
    s = end_of_winter(s, ev)
    if s.round >= s.rounds:  # D-A23: the round limit
        ev.append(PhaseChanged("over"))
        return s._replace(season="over", stage="")
    return start_season(s._replace(round=s.round + 1), "spring", ev)


def end_of_winter(s: ArdState, ev: list[Event]) -> ArdState:
    """A-13: warriors in the Marches go home face up (proven); stolen cattle join the raider's
    Cattle Field."""
    houses, fields, proven = list(s.houses), list(s.fields), set(s.proven)
    for p in range(s.n):
        mine = tuple(c for c, o in zip(s.marches, s.m_owner, strict=True) if o == p)
        warriors = tuple(c for c in mine if IS_WARRIOR[c])
        cattle = tuple(c for c in mine if not IS_WARRIOR[c])
        if warriors:
            ev.append(CardsMoved(warriors, "marches", f"roundhouse/{p}"))
            houses[p] += warriors
            proven.update(warriors)
        if cattle:
            ev.append(CardsMoved(cattle, "marches", f"field/{p}"))
            fields[p] += cattle
    return s._replace(houses=tuple(houses), fields=tuple(fields), proven=tuple(sorted(proven)),
                      marches=(), m_owner=())


def samhain_stage(s: ArdState, p: int) -> str:
    """A-10 for seat ``p``: exile if it has unproven warriors, else desert or pay (or nothing)."""
    house = s.houses[p]
    if not house:
        return ""
    if any(c not in s.proven for c in house):
        return "exile"
    return upkeep_stage(s, p)


def upkeep_stage(s: ArdState, p: int) -> str:
    warriors = len(s.houses[p])
    if not warriors:
        return ""
    total = sum(VALUE[c] for c in s.fields[p])
    return "pay" if total >= UPKEEP * warriors else "desert"


def done(s: ArdState, ev: list[Event]) -> ArdState:
    """The acting seat's turn this season is over."""
    return next_turn(s._replace(idx=s.idx + 1, stage="", aims=(), target=-1, attack=(), blocks=(),
                                defence=(), loot=()), ev)
