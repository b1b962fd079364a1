"""How legible a laid-out table's cards are: the smallest face it shows and how much of the
worst-shown card along the top stays in sight. The seat layout kit (``kit.py``) keeps its
tables to these measures; the layout test holds every table to ``READABLE_PX``."""

from __future__ import annotations

from ...core.ids import ALL, PlayerId
from ...core.views import TableView
from ...core.zones import Vis
from .layout import TableLayout

#: the smallest card that shows its face readably (its corner index is then about 10 px)
READABLE_PX = 48
WHOLE = 0.9  # of the card width: neighbours this far apart show their faces whole
INDEX_SHOWN = 0.5  # of the card width: a card this far under its neighbour shows its index whole


def least_face(lay: TableLayout, view: TableView, bottom: PlayerId) -> float:
    """The height of the smallest card in ``lay`` that shows a face to the viewer (inf: none)."""
    return min((zl.card[1] for z, zl in lay.zones.items()
                if z in view.zones and not zl.extra.get("backs")
                and (view.viewer in (ALL, view.zones[z].owner) or view.zones[z].vis is Vis.PUBLIC)),
               default=float("inf"))


def faces_w(lay: TableLayout, view: TableView, bottom: PlayerId) -> float:
    """The width of the smallest card in ``lay`` that shows a face (``least_face``'s)."""
    return least_face(lay, view, bottom) * lay.metrics.card_w / lay.metrics.card_h


def readable(lay: TableLayout, view: TableView, bottom: PlayerId) -> float | None:
    """How much of the worst-shown card of the top opponents' rows of faces shows (px between
    neighbours, counted up to ``WHOLE`` of a card), or None when no such row overlaps."""
    worst: float | None = None
    for zid, zl in lay.zones.items():
        seat = lay.owners.get(zid)
        zv = view.zones.get(zid)
        if seat is None or seat == bottom or lay.seats[seat].side != "top" or zv is None \
                or zl.kind not in ("row", "fan") or zl.vertical or zv.vis is not Vis.PUBLIC \
                or len(zv.cards) < 2:
            continue
        shown = min(zl.step_for(len(zv.cards)), WHOLE * zl.card[0])
        if shown < WHOLE * zl.card[0] - 0.5:
            worst = shown if worst is None else min(worst, shown)
    return worst
