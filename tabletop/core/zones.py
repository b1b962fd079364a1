"""Zones: ordered piles of cards with a visibility rule and per-card exceptions.

A game keeps its state however it likes (tuples of ints are fastest) and materialises
``Zone`` objects through ``Rules.zones(state)``. Everything generic (views, determinize, the
conformance harness, the UI) reads zones; the rule for who sees a card lives in one place here.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum

from .cards import CardSpec
from .ids import ALL, CardId, PlayerId, ZoneId


class Vis(Enum):
    PUBLIC = "public"  # faces seen by everyone (tricks, rows, discard piles)
    OWNER = "owner"  # faces seen by the owner only (hands, committed cards)
    HIDDEN = "hidden"  # faces seen by nobody (stock, cards removed unseen)


@dataclass(frozen=True, slots=True)
class Zone:
    """An ordered pile, bottom first. The owner is None for shared zones.

    Exceptions to ``vis``:
    * ``face_up``: cards everyone sees even in an OWNER/HIDDEN zone (Ard Rí's proven warriors);
    * ``face_down``: cards only the owner sees even in a PUBLIC zone (unproven warriors);
    * ``known``: (card, players) pairs for cards some players know in a zone they cannot
      otherwise see (a Keltis card picked up from a discard pile stays known to everyone).

    ``may_hold``: the kinds of card this zone can ever hold (labels matched against a card's
    ``kind`` and ``tags``), or None for any card. It is public knowledge (Ard Rí's face-down
    warriors are J/Q/K; a hand never holds a switched-off card type), so ``determinize``
    deals an unseen card only into a slot that may hold it.

    ``order_public``: where each card lies in this zone is public, so a view keeps every back
    in its place. Only for zones whose cards arrive one by one through public steps and leave
    together (a pending zone: each gather is seen, and Ard Rí aims each one). Otherwise (the
    default) a viewer who cannot see every card gets the ones it sees first, in zone order,
    then the backs: where a back lies would tell its history (``core/views.py``).
    """

    id: ZoneId
    cards: tuple[CardId, ...] = ()
    owner: PlayerId | None = None
    vis: Vis = Vis.PUBLIC
    face_up: frozenset[CardId] = frozenset()
    face_down: frozenset[CardId] = frozenset()
    known: tuple[tuple[CardId, frozenset[PlayerId]], ...] = ()
    may_hold: frozenset[str] | None = None
    order_public: bool = False

    def visible_to(self, card: CardId, viewer: PlayerId) -> bool:
        """Whether ``viewer`` may see the face of ``card`` lying in this zone."""
        if viewer == ALL or card in self.face_up:
            return True
        is_owner = self.owner is not None and viewer == self.owner
        if self.vis is Vis.PUBLIC:
            if card not in self.face_down or is_owner:
                return True
        elif self.vis is Vis.OWNER and is_owner:
            return True
        for known_card, players in self.known:
            if known_card == card and viewer in players:
                return True
        return False

    def lies_face_up(self, card: CardId) -> bool:
        """The physical orientation on the table (public knowledge)."""
        if card in self.face_up:
            return True
        return self.vis is Vis.PUBLIC and card not in self.face_down


def card_fits(spec: CardSpec, may_hold: frozenset[str] | None) -> bool:
    """Whether a card of this spec may lie in a zone that declares ``may_hold``."""
    return may_hold is None or spec.kind in may_hold or not may_hold.isdisjoint(spec.tags)


def all_cards(zones: Mapping[ZoneId, Zone]) -> list[CardId]:
    out: list[CardId] = []
    for zone in zones.values():
        out.extend(zone.cards)
    return out
