"""What one viewer sees: the single place where secrets are stripped.

``view`` turns a game's zones into ``ZoneView``s in which every card the viewer may not see
is ``None`` (a back). The UI draws only views, the CLI prints only views, and the harness
checks that no view shows a face its zone hides.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .ids import CardId, PlayerId, ZoneId
from .zones import Vis, Zone


@dataclass(frozen=True, slots=True)
class ZoneView:
    id: ZoneId
    owner: PlayerId | None
    vis: Vis
    cards: tuple[CardId | None, ...]  # None: the viewer sees only the back
    face_up: tuple[bool, ...]  # how each card lies on the table (public knowledge)
    #: the kinds of card this zone may hold (public: a back can say "a court card"), or None
    may_hold: frozenset[str] | None = None

    @property
    def count(self) -> int:
        return len(self.cards)

    @property
    def top(self) -> CardId | None:
        return self.cards[-1] if self.cards else None

    def to_json(self) -> dict[str, Any]:
        out = {"owner": self.owner, "vis": self.vis.value, "cards": list(self.cards),
               "face_up": list(self.face_up)}
        if self.may_hold is not None:
            out["may_hold"] = sorted(self.may_hold)
        return out


@dataclass(frozen=True, slots=True)
class TableView:
    viewer: PlayerId
    to_act: PlayerId | None
    phase: str
    zones: Mapping[ZoneId, ZoneView]
    info: Mapping[str, Any] = field(default_factory=dict)  # public game facts (JSON-able)

    def to_json(self, code=None) -> dict[str, Any]:
        """JSON-able form; ``code`` (card id -> text) names the cards, else ids are kept."""

        def name(c: CardId | None) -> Any:
            if c is None:
                return None
            return code(c) if code else c

        zones = {}
        for zid, z in self.zones.items():
            d = z.to_json()
            d["cards"] = [name(c) for c in z.cards]
            zones[zid] = d
        return {"viewer": self.viewer, "to_act": self.to_act, "phase": self.phase,
                "zones": zones, "info": dict(self.info)}


def zone_view(zone: Zone, viewer: PlayerId) -> ZoneView:
    """The zone as ``viewer`` sees it.

    The hidden-order contract: where the viewer sees some cards of a zone and not others, the
    cards it sees come first (in zone order), then the backs, unless the zone's order is public
    (``Zone.order_public``). So the view never depends on where the hidden cards lie, which is
    history (Ard Rí keeps a hand in the order the cards came: which back left would say which
    card was picked) or their identity (a sorted hand: where a known card sorts among the
    hidden ones)."""
    if not (zone.face_up or zone.face_down or zone.known):  # the whole zone alike (most zones)
        n = len(zone.cards)
        seen = zone.vis is Vis.PUBLIC or zone.visible_to(zone.cards[0], viewer) if n else True
        return ZoneView(zone.id, zone.owner, zone.vis, zone.cards if seen else (None,) * n,
                        (zone.vis is Vis.PUBLIC,) * n, zone.may_hold)
    shown = tuple(c if zone.visible_to(c, viewer) else None for c in zone.cards)
    face_up = tuple(zone.lies_face_up(c) for c in zone.cards)
    if not zone.order_public and None in shown:
        keep = [i for i, c in enumerate(shown) if c is not None]
        backs = [i for i, c in enumerate(shown) if c is None]  # a hidden card lies face down
        shown = tuple(shown[i] for i in keep) + (None,) * len(backs)
        face_up = tuple(face_up[i] for i in keep) + tuple(face_up[i] for i in backs)
    return ZoneView(zone.id, zone.owner, zone.vis, shown, face_up, zone.may_hold)


def view_order(zone: Zone, viewer: PlayerId) -> tuple[list[CardId], list[CardId]]:
    """The zone's cards ``viewer`` sees (in zone order) and the ones it does not. For a zone
    whose order is not public, a view lists them in just this order (``zone_view``)."""
    seen: list[CardId] = []
    unseen: list[CardId] = []
    for c in zone.cards:
        (seen if zone.visible_to(c, viewer) else unseen).append(c)
    return seen, unseen


def zone_views(zones: Mapping[ZoneId, Zone], viewer: PlayerId) -> dict[ZoneId, ZoneView]:
    return {zid: zone_view(z, viewer) for zid, z in zones.items()}


def visible_cards(zones: Mapping[ZoneId, Zone], viewer: PlayerId) -> set[CardId]:
    out: set[CardId] = set()
    for z in zones.values():
        if not z.cards:
            continue
        if z.face_up or z.face_down or z.known:
            out.update(c for c in z.cards if z.visible_to(c, viewer))
        elif z.vis is Vis.PUBLIC or z.visible_to(z.cards[0], viewer):  # the whole zone alike
            out.update(z.cards)
    return out
