"""Names for Treasure's places that had none: the viewer's gathering place in the centre, where
picked cards gather before they are tabled ("Gathering"), and the next group's place at the
right of the hand ("New group"). With eight players at 1240x620 both were bare outlines: a new
player could not tell what they were. The other seats' gathering places are named too, for
whom ("Ciara's gathering"): they carried no name while the viewer's did. Each name goes above
its place where that is free (as a place's title, ``title/<zone>``, which the table lets reach
into the free room on its line: ``TitleRoom``), else under it, else it is left out; another
seat's only while it gathers there (the table is laid out again as that starts and ends)."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ....core.ids import PlayerId, ZoneId
from ....core.names import owned
from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.table.layout import Rect, TableLayout, overlap
from ....ui.table.titles import TitleRoom

TITLE_H = 18  # logical px, as the centre's titles ("Draw pile")
GATHERING, NEW_GROUP = "Gathering", "New group"


def gathering(name: str) -> list[str]:
    """The names of another seat's gathering place, longest first: "Ciara's gathering",
    "Ciara's" ("Dara (AI) gathering", "Dara (AI)")."""
    return [f"{owned(name)} {GATHERING.lower()}", owned(name)]


def name_places(lay: TableLayout, bottom: PlayerId, next_group: ZoneId | None,
                names: Sequence[str] = (), gathering_seats: Collection[PlayerId] = (),
                badges: Sequence[Rect] = ()) -> None:
    """The viewer's places' names, and those of ``gathering_seats``' gathering places (the
    other seats gathering there now: a name on the layout is a word on the table to every
    part that keeps off words, so an empty place's name is not laid out; ``gatherers``), their
    words clear of the groups' ``badges`` too (one hung under Fionn's groups at 1920x1080)."""
    for zid, words in ((f"pending/{bottom}", GATHERING), (next_group, NEW_GROUP)):
        _name(lay, zid, [words])
    # the others' names: one at a time gathers, beside the viewer's names and the centre's
    room = TitleRoom(lay, {z: _full(zl) for z, zl in lay.zones.items()}, lay.metrics.font(13, 12))
    for p in sorted(set(gathering_seats) - {bottom}):
        _name(lay, f"pending/{p}", gathering(names[p] if p < len(names) else f"Player {p + 1}"), room, badges)


def gatherers(view: TableView) -> tuple[PlayerId, ...]:
    """The seats with cards in their gathering place (a name for it while it shows them)."""
    prefix = "pending/"
    return tuple(sorted(int(z[len(prefix):]) for z, zv in view.zones.items()
                        if z.startswith(prefix) and z[len(prefix):].isdigit() and zv.cards))


def _name(lay: TableLayout, zid: ZoneId | None, choices: list[str], room: TitleRoom | None = None,
          avoid: Sequence[Rect] = ()) -> None:
    """``zid``'s title: the first of ``choices`` whose words, with ``room`` (``TitleRoom``),
    fit their line centred on the place without crowding another name (else the last one),
    clear of what the place's names keep off and of ``avoid``."""
    m = lay.metrics
    h, gap = TITLE_H * m.unit, 2 * m.unit
    zl = lay.zones.get(zid) if zid is not None else None
    if zid is None or zl is None or zl.label or f"title/{zid}" in lay.labels:
        return
    x, y, w, ph = zl.extent(1)
    taken = _taken(lay, zid)
    badge = (m.font(15, 12) + m.px(4)) * 0.4 if zl.show_count else 0.0  # (its count hangs under it)
    spots = [s for s in ((x, y - gap - h, w, h), (x, y + ph + badge + gap, w, h))
             if s[1] >= 0 and s[1] + h <= m.h and not any(overlap(s, r) for r in taken)]
    px = m.font(13, 12)
    for k, words in enumerate(choices):
        for spot in spots:
            last = k == len(choices) - 1
            if room is not None:
                half = text(words, px, (0, 0, 0), bold=True).get_width() / 2 + m.px(5)  # (its pill)
                pill = (x + w / 2 - half, spot[1], 2 * half, h)
                if any(overlap(pill, r) for r in (*taken, *avoid)):
                    continue
                left, right = room.span(zid, spot)  # "Ciara's gathering" ran into "Gathering"
                if not last and (pill[0] < left or pill[0] + pill[2] > right):
                    continue
            zl.label = words
            lay.labels[f"title/{zid}"] = spot
            lay.give_way.add(f"title/{zid}")  # a message or the tour's words go over it
            return


def _full(zl) -> int:
    return max(1, int(zl.extra.get("full", 1)))


def _taken(lay: TableLayout, zid: ZoneId) -> list[Rect]:
    m = lay.metrics
    out: list[Rect] = []
    for z, zl in lay.zones.items():
        if z == zid or z in lay.overlays:
            continue
        x, y, w, h = zl.room(_full(zl))
        lift = zl.card[1] * 0.13 if zl.extra.get("lift") else 0.0
        out.append((x, y - lift, w, h + lift + (m.font(15, 12) * 0.6 if zl.show_count else 0.0)))
    return out + list(lay.labels.values()) + list(lay.plates.values()) + list(lay.areas.values())
