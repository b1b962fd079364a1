"""Events: past-tense facts a step produced, for the UI to animate and the log to narrate.

Events never drive the game: the state is the truth, events are decoration that the
conformance harness checks against the state (moves must turn the old zones into the new).
Card ids in events are the true ids; ``redact`` replaces the ones a viewer may not see.
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


def _redacted(cards: tuple[CardId | None, ...], visible: set[CardId]) -> tuple[CardId | None, ...]:
    return tuple(c if c in visible else None for c in cards)


def redact(events: Iterable[Event], visible: set[CardId], viewer: PlayerId) -> list[Event]:
    """Events as ``viewer`` may see them. ``visible`` is every card whose face the viewer saw
    before or after the step (see ``views.visible_cards``)."""
    out: list[Event] = []
    for ev in events:
        if isinstance(ev, CardsShown):
            if viewer == ALL or viewer in ev.to:
                out.append(ev)
            else:
                out.append(replace(ev, cards=tuple(None for _ in ev.cards)))
        elif isinstance(ev, CardsMoved | CardsFlipped):
            out.append(replace(ev, cards=_redacted(ev.cards, visible)))
        else:
            out.append(ev)
    return out
