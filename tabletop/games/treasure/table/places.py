"""Names for Treasure's empty places of the viewer: the gathering place in the centre, where
picked cards gather before they are tabled ("Gathering"), and the next group's place at the
right of the hand ("New group"). With eight players at 1240x620 both were bare outlines: a new
player could not tell what they were. Each name goes above its place where that is free (as
a place's title, ``title/<zone>``), else under it, else it is left out."""

from __future__ import annotations

from ....core.ids import PlayerId, ZoneId
from ....ui.table.layout import Rect, TableLayout, overlap

TITLE_H = 18  # logical px, as the centre's titles ("Draw pile")
GATHERING, NEW_GROUP = "Gathering", "New group"


def name_places(lay: TableLayout, bottom: PlayerId, next_group: ZoneId | None) -> None:
    m = lay.metrics
    h, gap = TITLE_H * m.unit, 2 * m.unit
    for zid, words in ((f"pending/{bottom}", GATHERING), (next_group, NEW_GROUP)):
        zl = lay.zones.get(zid) if zid is not None else None
        if zl is None or zl.label or f"title/{zid}" in lay.labels:
            continue
        x, y, w, ph = zl.extent(1)
        taken = _taken(lay, zid)
        badge = (m.font(15, 12) + m.px(4)) * 0.4 if zl.show_count else 0.0  # (its count hangs under it)
        for spot in ((x, y - gap - h, w, h), (x, y + ph + badge + gap, w, h)):
            inside = spot[1] >= 0 and spot[1] + h <= m.h
            if inside and not any(overlap(spot, r) for r in taken):
                zl.label = words
                lay.labels[f"title/{zid}"] = spot
                lay.give_way.add(f"title/{zid}")  # a message or the tour's words go over it
                break


def _taken(lay: TableLayout, zid: ZoneId) -> list[Rect]:
    m = lay.metrics
    out: list[Rect] = []
    for z, zl in lay.zones.items():
        if z == zid or z in lay.overlays:
            continue
        x, y, w, h = zl.room(max(1, int(zl.extra.get("full", 1))))
        lift = zl.card[1] * 0.13 if zl.extra.get("lift") else 0.0
        out.append((x, y - lift, w, h + lift + (m.font(15, 12) * 0.6 if zl.show_count else 0.0)))
    return out + list(lay.labels.values()) + list(lay.plates.values()) + list(lay.areas.values())
