"""Events: past-tense facts a step produced, for the UI to animate and the log to narrate.

Events never drive the game: the state is the truth, events are decoration that the
conformance harness checks against the state (moves must turn the old zones into the new).
Card ids in events are the true ids; ``redact`` replaces the ones a viewer may not see
where the event shows them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace

from .ids import ALL, CardId, PlayerId, ZoneId
from .zones import Zone


@dataclass(frozen=True, slots=True)
class Event:
    pass


@dataclass(frozen=True, slots=True)
class CardsMoved(Event):
    """Cards left ``src`` and were put on ``dst`` (at ``index``, or on top if None).

    After redaction, a card the viewer cannot see is ``None``.
    """

    cards: tuple[CardId | None, ...]
    src: ZoneId
    dst: ZoneId
    index: int | None = None


@dataclass(frozen=True, slots=True)
class CardsFlipped(Event):
    cards: tuple[CardId | None, ...]
    zone: ZoneId
    face_up: bool


@dataclass(frozen=True, slots=True)
class CardsShown(Event):
    """A private reveal: ``to`` saw these cards (a peek, a counter shown to the user)."""

    cards: tuple[CardId | None, ...]
    zone: ZoneId
    to: frozenset[PlayerId]


@dataclass(frozen=True, slots=True)
class ZoneShuffled(Event):
    zone: ZoneId


@dataclass(frozen=True, slots=True)
class PhaseChanged(Event):
    phase: str


@dataclass(frozen=True, slots=True)
class TurnChanged(Event):
    player: PlayerId


#: ``TurnChanged(p)`` made once per seat (up to 8): an event is immutable, and building a
#: frozen dataclass on every turn costs the rules' hot path more than the turn itself
TURN_CHANGED = tuple(TurnChanged(p) for p in range(8))


@dataclass(frozen=True, slots=True)
class ScoreChanged(Event):
    player: PlayerId
    delta: int
    total: int


@dataclass(frozen=True, slots=True)
class Notice(Event):
    """Something to tell the players in words: ``key`` names it, ``args`` fill it in."""

    key: str
    args: tuple[str | int, ...] = ()
    player: PlayerId | None = None


def replay_moves(before: Mapping[ZoneId, Zone], events: Iterable[Event]) -> dict[ZoneId, list[CardId]]:
    """Apply the step's ``CardsMoved`` events to the old card lists (used by the harness)."""
    piles: dict[ZoneId, list[CardId]] = {zid: list(z.cards) for zid, z in before.items()}
    for ev in events:
        if isinstance(ev, CardsMoved):
            src = piles.setdefault(ev.src, [])
            for card in ev.cards:
                if card is None or card not in src:
                    raise AssertionError(f"event moves card {card} not in {ev.src}")
                src.remove(card)
            dst = piles.setdefault(ev.dst, [])
            if ev.index is None:
                dst.extend(c for c in ev.cards if c is not None)
            else:
                dst[ev.index:ev.index] = [c for c in ev.cards if c is not None]
    return piles


def _sees(zones: Mapping[ZoneId, Zone], other: Mapping[ZoneId, Zone], zid: ZoneId, card: CardId,
          viewer: PlayerId) -> bool:
    """Whether ``viewer`` sees ``card``'s face while it lies in zone ``zid`` (judged by
    ``zones``, or by ``other`` for a zone only that one has)."""
    zone = zones.get(zid) or other.get(zid)
    return zone is not None and zone.visible_to(card, viewer)


def sees_move(before: Mapping[ZoneId, Zone], after: Mapping[ZoneId, Zone], card: CardId,
              src: ZoneId, dst: ZoneId, viewer: PlayerId) -> bool:
    """Whether ``viewer`` may see which card this is as it moves from ``src`` to ``dst``:
    it sees the card where it came from (the zones before the step) or where it went (the
    zones after it). Having seen the card somewhere else earlier is not enough: a captured
    card shuffled into the stock and dealt to another seat is a back to everyone else."""
    return _sees(before, after, src, card, viewer) or _sees(after, before, dst, card, viewer)


def redact(events: Iterable[Event], before: Mapping[ZoneId, Zone], after: Mapping[ZoneId, Zone],
           viewer: PlayerId) -> list[Event]:
    """Events as ``viewer`` may see them (``before``/``after``: the zones around the step).

    Each card is judged by the places the event shows it in, never by what the viewer saw
    at some other time: a moved card is named if the viewer sees it at its source or its
    destination (``sees_move``); a card turned face up is named (everyone sees it now), one
    turned face down only if the viewer saw it in that zone; a private reveal only to its
    audience.
    """
    out: list[Event] = []
    for ev in events:
        if isinstance(ev, CardsShown):
            if viewer == ALL or viewer in ev.to:
                out.append(ev)
            else:
                out.append(replace(ev, cards=tuple(None for _ in ev.cards)))
        elif isinstance(ev, CardsMoved):
            out.append(replace(ev, cards=tuple(
                c if c is not None and sees_move(before, after, c, ev.src, ev.dst, viewer) else None
                for c in ev.cards)))
        elif isinstance(ev, CardsFlipped):
            out.append(replace(ev, cards=tuple(
                c if c is not None and (ev.face_up or _sees(before, after, ev.zone, c, viewer)
                                        or _sees(after, before, ev.zone, c, viewer)) else None
                for c in ev.cards)))
        else:
            out.append(ev)
    return out
