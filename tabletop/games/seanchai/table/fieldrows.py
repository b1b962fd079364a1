"""The viewer's point field: the room beside and above it, and rows once one row is crowded.

At 1280×720 the point field lies above the name plate, about four cards wide; from nine cards
one row stepped each card less than its corner index (value and symbol), so the pairs won
piled up unreadably (issue 22). At 1240×620 its cards overlapped from five, their names cut
("Rou Tow"), while the felt beside and above it lay empty. So ``rising_fields`` gives the
field the width up to the message strip and the action bar (the hand's row starting right of
it, as long as the hand still lies whole) and the height up to what lies above it
(``RisingField.ceiling``). ``RisingField`` keeps one row while every card shows its name
(``NAMED`` of its width), then lays the cards in rows one above the other, each card whole
(``NAMED_RISE``), as many as the height allows; past that in two (or three) rows, the earlier
ones behind, each back row raised by ``RISE`` of the card's height (its corners over the row
in front), while every card shows at least ``SHOWN`` of its width. It is a plain row to the
rest of the table (no hand behaviour).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ....core.ids import PlayerId
from ....ui.table.kit import GAP
from ....ui.table.layout import Rect, TableLayout, ZoneLayout

SHOWN = 0.4  # of a card's width: the least each card of one row shows (its index and symbol)
NAMED = 0.92  # of a card's width: each card of a row shows its name whole
MAX_ROWS = 3
RISE = 0.46  # of a card's height: how far the back row stands above the front (its corner shows)
NAMED_RISE = 0.96  # of a card's height: rows whose cards each show all of their words


@dataclass
class RisingField(ZoneLayout):
    #: the highest the top of the back row may stand (room for the field's title above it);
    #: None: no rows of whole cards
    ceiling: float | None = None

    def _step(self, per: int) -> float:
        """The step of a row of ``per`` cards."""
        return min(self.step_for(per), (self.max_length - self.card[0]) / (per - 1)) if per > 1 \
            else float(self.card[0])

    def form(self, n: int) -> tuple[int, float]:
        """How many rows and how far each stands above the next: one row while each card
        shows its name, then rows of cards whole while the ceiling allows, else the fewest
        rows (at most ``MAX_ROWS``) in which each card shows ``SHOWN`` of its width."""
        if n < 2 or not self.max_length:
            return 1, RISE
        cw, ch = self.card
        if self._step(n) >= NAMED * cw:
            return 1, RISE
        if self.ceiling is not None:
            for k in range(2, MAX_ROWS + 1):
                if self.cy - ch / 2 - (k - 1) * ch * NAMED_RISE < self.ceiling - 0.5:
                    break
                if self._step(-(-n // k)) >= NAMED * cw:
                    return k, NAMED_RISE
        for k in range(1, MAX_ROWS + 1):
            if self._step(-(-n // k)) >= SHOWN * cw:
                return k, RISE
        return MAX_ROWS, RISE

    def rows(self, n: int) -> int:
        return self.form(n)[0]

    def slot(self, i: int, n: int) -> tuple[float, float]:
        k, rise = self.form(n)
        if k == 1:
            return super().slot(i, n)
        per = -(-n // k)  # the back rows full, the front row the rest
        row, j = divmod(i, per)
        count = per if row < k - 1 else n - per * (k - 1)
        x, y = super().slot(j, count)
        return x, y - self.card[1] * rise * (k - 1 - row)

    def extent(self, n: int) -> Rect:
        if self.rows(max(1, n)) == 1:
            return super().extent(n)
        cw, ch = self.card
        pts = [self.slot(i, n) for i in range(n)]
        x0 = min(x for x, _ in pts) - cw / 2
        y0 = min(y for _, y in pts) - ch / 2
        return x0, y0, max(x for x, _ in pts) + cw / 2 - x0, max(y for _, y in pts) + ch / 2 - y0


def rising_fields(layout: TableLayout, bottom: PlayerId) -> None:
    """The viewer's point field (``field/…`` zones of their block) rises into rows, with the
    room beside it (``widen``) and above it (``ceiling``)."""
    for zid, zl in list(layout.zones.items()):
        if zid.startswith("field/") and layout.owners.get(zid) == bottom \
                and type(zl) is ZoneLayout and not zl.vertical:
            field = layout.zones[zid] = RisingField(**{f.name: getattr(zl, f.name) for f in fields(zl)})
            widen(layout, field, bottom)
            field.ceiling = ceiling(layout, field)


def _right(r: Rect) -> float:
    return r[0] + r[2]


def widen(layout: TableLayout, field: RisingField, bottom: PlayerId) -> None:
    """Let ``field`` step wider up to the message strip and the action bar at its right, when
    they lie beside it; the hand's row then starts right of it, if the hand still has the
    room for its declared cards whole."""
    m = layout.metrics
    gap = GAP * m.unit
    x0, right = field.cx - field.max_length / 2, field.cx + field.max_length / 2
    strips = [r for k, r in layout.areas.items() if k in ("messages", "actions") and r[0] >= right]
    if not strips:
        return
    limit = min(r[0] for r in strips) - gap
    hand = layout.zones.get(f"hand/{bottom}")
    if hand is not None and hand.span is not None:
        whole = hand.card[0] * int(hand.extra.get("full", 1))  # the declared cards side by side
        limit = min(limit, hand.span[1] - whole - gap)
    if limit <= right:
        return
    field.span = (x0, limit)
    field.max_length = limit - x0 + 0.5
    if hand is not None and hand.span is not None and hand.span[0] < limit + gap:
        hand.span = (limit + gap, hand.span[1])
        hand.max_length = hand.span[1] - hand.span[0] + 0.5


def ceiling(layout: TableLayout, field: RisingField) -> float | None:
    """The highest the top of ``field``'s back row may stand: under everything above it in
    its stretch of the table (cards at their declared count, with their counts under them,
    names, plates, strips), with the field's title and a gap between."""
    m = layout.metrics
    gap = GAP * m.unit
    x0, x1 = field.span if field.span is not None else (field.cx - field.max_length / 2,
                                                         field.cx + field.max_length / 2)
    top = field.cy - field.card[1] / 2
    title = layout.labels.get(f"title/{field.zone}")
    rects: list[Rect] = []
    for zid, zl in layout.zones.items():
        if zid == field.zone or zid in layout.overlays:
            continue
        x, y, w, h = zl.room(max(1, int(zl.extra.get("full", 1))))
        rects.append((x, y, w, h + (m.font(15, 12) if zl.show_count else 0.0)))  # its count
    rects += [r for k, r in layout.labels.items() if k != f"title/{field.zone}"]
    rects += list(layout.plates.values()) + list(layout.areas.values())
    above = [r[1] + r[3] for r in rects if r[0] < x1 and x0 < _right(r) and r[1] + r[3] <= top + 0.5]
    if not above:
        return None
    return max(above) + gap + (title[3] if title is not None else 0.0)
