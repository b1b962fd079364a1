"""A hand keeps its shape while the pointer stays over it after a click took a card from it.

Treasure's and Ard Rí's hands are clicked card after card to gather a group. Each card taken
used to close the hand up and centre it again, so the card beside the one just taken slid
under the pointer and the next click took the wrong card (a player's report). After a click
on a hand card, ``HeldShape`` keeps the cards left where they lay, at the slots of the hand as
it was, until the pointer leaves the hand (or a card the hand did not hold arrives in it, or
a step brings a card to light: a flip, another seat's card; that asks a new decision, and
Seanchaí's hand kept a gap where the Shamrock was while its flip waited): then the hand closes
up, animated, as before. Common practice in card games on a screen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .layout import Rect, ZoneLayout
from .sprites import CardSprite


@dataclass(frozen=True)
class HeldShape:
    zone: str
    count: int  # cards the hand held when it was clicked
    slots: dict  # each sprite's key -> its slot then (0 = the first)

    @classmethod
    def of(cls, zone: str, pile: Sequence[CardSprite]) -> HeldShape:
        return cls(zone, len(pile), {s.key: i for i, s in enumerate(pile)})

    def places(self, zl: ZoneLayout, pile: Sequence[CardSprite]) -> list[tuple[float, float]] | None:
        """Where each card of ``pile`` lies while held; None once a card it never held is in
        it (a draw: the hand lays itself out afresh)."""
        if any(s.key not in self.slots for s in pile):
            return None
        return [zl.slot(self.slots[s.key], self.count) for s in pile]

    def reach(self, zl: ZoneLayout) -> Rect:
        """Where the hand lay when it was clicked, with room for a raised card above it: the
        pointer inside it keeps the shape."""
        x, y, w, h = zl.extent(self.count)
        lift = zl.card[1] * 0.25
        return x, y - lift, w, h + lift
