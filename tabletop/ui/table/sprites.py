"""Card sprites: where one card is drawn right now. Plain objects, animated by tweens.

A sprite's ``key`` is its identity across frames: ``("c", card_id)`` for a card whose face
the viewer knows, ``("z", zone, index)`` for a back (the view gives no identity for unseen
cards, so backs are identified by their place). ``face`` is the card to draw face up, or None
for a back; the engine never looks a face up by anything but the view.
"""

from __future__ import annotations

from ...core.ids import CardId, ZoneId

# draw layers, bottom to top
LAYER_TABLE = 0
LAYER_HAND = 1
LAYER_FLYING = 2
LAYER_DRAG = 3


class CardSprite:
    __slots__ = ("key", "face", "zone", "x", "y", "w", "h", "scale_x", "lift", "layer",
                 "order", "glow", "hidden", "tint", "dim", "chosen")

    def __init__(self, key: tuple, face: CardId | None, zone: ZoneId, x: float, y: float,
                 w: float, h: float) -> None:
        self.key = key
        self.face = face
        self.zone = zone
        self.x = x  # centre
        self.y = y
        self.w = w
        self.h = h
        self.scale_x = 1.0  # flips squash the width through zero
        self.lift = 0.0  # hover/selection lift in pixels (drawn higher, shadow stays)
        self.layer = LAYER_TABLE
        self.order = 0  # order within the layer (index in its zone)
        self.glow = False  # a legal card under the pointer, or a highlighted target
        self.hidden = False  # not drawn (deep inside a pile)
        self.tint = False  # own card lying face down (chance commits): drawn dimmed
        self.dim = False  # a pile that may not be picked from now: drawn darkened
        self.chosen = False  # gathered into the viewer's pending decision: outlined, never dimmed

    def rect(self) -> tuple[float, float, float, float]:
        w = self.w * abs(self.scale_x)
        return self.x - w / 2, self.y - self.h / 2 - self.lift, w, self.h

    def contains(self, px: float, py: float) -> bool:
        x, y, w, h = self.rect()
        return x <= px <= x + w and y <= py <= y + h

    def __repr__(self) -> str:  # debugging aid
        return f"CardSprite({self.key}, face={self.face}, zone={self.zone}, at=({self.x:.0f},{self.y:.0f}))"
