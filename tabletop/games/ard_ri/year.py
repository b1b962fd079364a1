"""The Celtic year turning (A-5, A-10, A-13, D-A23): seasons begin and end, seats take their
turns in the order of play, Winter ends, the round limit ends the match. Pure functions of
the state; events are appended to ``ev``. What a seat does in its turn is ``seasons.py`` and
``raids.py``, which both end a turn with ``done``.
"""

from __future__ import annotations

from typing import Any

from ...core.events import TURN_CHANGED, CardsMoved, Event
from .cards import IS_WARRIOR, VALUE
from .state import _FIELD_INDEX, PHASE, SEASONS, ArdState
from .upkeep import UPKEEP
from .wealth import order_of_play

FIRST_STAGE = {"spring": "cattle", "summer": "warriors", "autumn": "draw", "winter": "act"}
#: the state record's fields the calendar sets, by place (states are built in one step)
_new_tuple = tuple.__new__
_IDX, _STAGE, _AIMS, _TARGET, _ATTACK, _BLOCKS, _DEFENCE, _LOOT, _SEASON, _ORDER = (
    _FIELD_INDEX[f] for f in ("idx", "stage", "aims", "target", "attack", "blocks", "defence", "loot",
                              "season", "order"))


def changed(s: ArdState, changes: dict[str, Any]) -> ArdState:
    """``s._replace(**changes)`` for a dict of changes in hand (no keywords unpacked)."""
    v = list(s)
    for name, value in changes.items():
        v[_FIELD_INDEX[name]] = value
    return _new_tuple(ArdState, v)


def start_season(s: ArdState, season: str, ev: list[Event] | None,
                 changes: dict[str, Any] | None = None) -> ArdState:
    """A-5: recompute the order at the start of each season; a festival (Samhain) keeps the
    order of the season before it (D-A5). Bealtaine (A-7) has no effect in the basic game:
    it is the place court abilities would trigger (D-A21, D-A27). ``changes``: the end of
    the last turn's (``done``), made in the same new state; they touch neither the order
    nor what the stages read."""
    order = s.order if season == "samhain" else order_of_play(s.fields, s.order)
    if season == "summer":
        if ev is not None:
            ev.append(PHASE["bealtaine"])  # hook point: no effect in the basic game
    if ev is not None:
        ev.append(PHASE[season])
    idx, p, stage = first_turn(s, season, order, 0)
    v = list(s)  # s._replace(**changes, season=..., order=..., idx=...), built directly
    if changes:
        for name, value in changes.items():
            v[_FIELD_INDEX[name]] = value
    v[_SEASON] = season
    v[_ORDER] = order
    v[_IDX] = idx
    if stage:
        if ev is not None:
            ev.append(TURN_CHANGED[p])
        v[_STAGE] = stage
        return _new_tuple(ArdState, v)
    return end_season(_new_tuple(ArdState, v), ev)


def first_turn(s: ArdState, season: str, order: tuple[int, ...], idx: int) -> tuple[int, int, str]:
    """The first position from ``idx`` on in ``order`` whose seat has something to do this
    season, the seat and its stage; (past the last position, -1, "") if none has. Samhain
    passes over seats with no warriors (public knowledge); the stages read only the
    Roundhouses and Cattle Fields, which a new season or a turn's end leaves as they are."""
    n = s.n
    if season != "samhain":
        return (idx, order[idx], FIRST_STAGE[season]) if idx < n else (idx, -1, "")
    while idx < n:
        p = order[idx]
        stage = samhain_stage(s, p)
        if stage:
            return idx, p, stage
        idx += 1
    return idx, -1, ""


def next_turn(s: ArdState, ev: list[Event] | None) -> ArdState:
    """The seat at ``s.idx`` begins, or the next one with something to do, or the season
    ends."""
    idx, p, stage = first_turn(s, s.season, s.order, s.idx)
    if stage:
        if ev is not None:
            ev.append(TURN_CHANGED[p])
        return s._replace(idx=idx, stage=stage)
    return end_season(s if idx == s.idx else s._replace(idx=idx), ev)


def end_season(s: ArdState, ev: list[Event] | None) -> ArdState:
    if s.season != "winter":
        return start_season(s, SEASONS[SEASONS.index(s.season) + 1], ev)
    s = end_of_winter(s, ev)
    if s.round >= s.rounds:  # D-A23: the round limit
        if ev is not None:
            ev.append(PHASE["over"])
        return s._replace(season="over", stage="")
    return start_season(s._replace(round=s.round + 1), "spring", ev)


def end_of_winter(s: ArdState, ev: list[Event] | None) -> ArdState:
    """A-13: warriors in the Marches go home face up (proven); stolen cattle join the raider's
    Cattle Field."""
    n = s.n
    warriors: list[list[int]] = [[] for _ in range(n)]  # per seat, in the Marches' order
    cattle: list[list[int]] = [[] for _ in range(n)]
    for c, o in zip(s.marches, s.m_owner, strict=True):
        (warriors if IS_WARRIOR[c] else cattle)[o].append(c)
    houses, fields, proven = list(s.houses), list(s.fields), set(s.proven)
    for p in range(n):
        if warriors[p]:
            mine = tuple(warriors[p])
            if ev is not None:
                ev.append(CardsMoved(mine, "marches", f"roundhouse/{p}"))
            houses[p] += mine
            proven.update(mine)
        if cattle[p]:
            mine = tuple(cattle[p])
            if ev is not None:
                ev.append(CardsMoved(mine, "marches", f"field/{p}"))
            fields[p] += mine
    return s._replace(houses=tuple(houses), fields=tuple(fields), proven=tuple(sorted(proven)),
                      marches=(), m_owner=())


def samhain_stage(s: ArdState, p: int) -> str:
    """A-10 for seat ``p``: exile if it has unproven warriors, else desert or pay (or nothing)."""
    house = s.houses[p]
    if not house:
        return ""
    proven = s.proven
    for c in house:
        if c not in proven:
            return "exile"
    return upkeep_stage(s, p)


def upkeep_stage(s: ArdState, p: int) -> str:
    warriors = len(s.houses[p])
    if not warriors:
        return ""
    total = sum(VALUE[c] for c in s.fields[p])
    return "pay" if total >= UPKEEP * warriors else "desert"


#: what the end of a turn clears
_CLEARED = {"stage": "", "aims": (), "target": -1, "attack": (), "blocks": (), "defence": (), "loot": ()}


def done(s: ArdState, ev: list[Event] | None, changes: dict[str, Any] | None = None) -> ArdState:
    """The acting seat's turn this season is over: the next seat with something to do
    begins, or the season ends (and the next begins), in one new state. ``changes``: the
    turn's last move's, made in the same new state when the season goes on outside Samhain
    (where who acts next depends on nothing they change)."""
    season = s.season
    if season != "samhain":  # ``first_turn``, written out: the next seat in the order
        idx = s.idx + 1
        if idx < s.n:
            p, stage = s.order[idx], FIRST_STAGE[season]
        else:
            p, stage = -1, ""
    else:
        if changes is not None:
            s = changed(s, changes)
            changes = None
        idx, p, stage = first_turn(s, season, s.order, s.idx + 1)
    if stage:
        if ev is not None:
            ev.append(TURN_CHANGED[p])
        v = list(s)  # s._replace(idx=idx, stage=stage, the rest as _CLEARED), built directly
        if changes is not None:
            for name, value in changes.items():
                v[_FIELD_INDEX[name]] = value
        v[_IDX] = idx
        v[_STAGE] = stage
        v[_AIMS] = v[_ATTACK] = v[_BLOCKS] = v[_DEFENCE] = v[_LOOT] = ()
        v[_TARGET] = -1
        return _new_tuple(ArdState, v)
    if changes is not None:
        s = changed(s, changes)
    if s.season != "winter" and s.season in SEASONS:
        return start_season(s, SEASONS[SEASONS.index(s.season) + 1], ev, _CLEARED)
    return end_season(s._replace(idx=idx, **_CLEARED), ev)
