"""The point fields: the room beside and above the viewer's, and rows once one row is crowded.

At 1280×720 the point field lies above the name plate, about four cards wide; from nine cards
one row stepped each card less than its corner index (value and symbol), so the pairs won
piled up unreadably (issue 22). At 1240×620 its cards overlapped from five, their names cut
("Rou Tow"), while the felt beside and above it lay empty. So ``rising_fields`` gives the
field the width up to the message strip and the action bar (the hand's row starting right of
it, as long as the hand still lies whole) and the height up to what lies above it
(``FieldRows.ceiling``); beside a hand of fewer than four cards a crowded field takes the
room the hand leaves (seventeen cards lay in rows of corners at 1280×800, the felt up to the
strip empty; the table lays out again as the hand empties, ``SeanchaiTable.layout_key``).
A rival's point field (a team's) was one row of seven cards in its
block: from 13 cards their names were cut ("Fae", "Chan lin"); its rows go down into the
felt under its block, down to what lies under the rows (``floor``, ``FieldRows.under``).

``FieldRows`` keeps one row while every card shows its name (``nameband.name_band``: where
a face of that size prints it), then lays the cards in rows of cards whole (``NAMED_RISE``)
as the room allows; past that in overlapping rows whose names stay in sight: each row lies
over the one under it, which shows its foot (a small face prints its name in its lower
half, a normal face across the middle) — names are what a player reads. Only where even that has no room does the viewer's field fall
back on two (or three) rows each showing the corner of its cards (``SHOWN``, ``RISE``), and
a rival's on its one row. It is a plain row to the rest of the table (no hand behaviour).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ....core.ids import PlayerId
from ....ui.table.kit import GAP, MARGIN
from ....ui.table.layout import Rect, TableLayout, ZoneLayout
from .nameband import name_band

SHOWN = 0.4  # of a card's width: the least each card of one row shows (its index and symbol)
MAX_ROWS = 3  # rows of corners
NAME_ROWS = 6  # rows whose names show
RISE = 0.46  # of a card's height: how far the back row stands above the front (its corner shows)
NAMED_RISE = 0.96  # of a card's height: rows whose cards each show all of their words


@dataclass
class FieldRows(ZoneLayout):
    #: the highest the top of the back row may stand (room for the field's title above it);
    #: None: no rows of whole cards
    ceiling: float | None = None
    #: a rival's field: its rows go down from its place, their foot over what lies under its
    #: stretch of the table (``floor``: these rects, the window's foot among them)
    under: list[Rect] | None = None
    gap: float = 0.0

    def _step(self, per: int) -> float:
        """The step of a row of ``per`` cards."""
        return min(self.step_for(per), (self.max_length - self.card[0]) / (per - 1)) if per > 1 \
            else float(self.card[0])

    def _room(self, per: int) -> float | None:
        """How tall rows of ``per`` cards may stand, from the foot of the field's place up to
        the ceiling (or from its top down to what lies under those rows)."""
        ch = self.card[1]
        if self.under is not None:
            x0 = super().slot(0, per)[0] - self.card[0] / 2
            x1 = super().slot(per - 1, per)[0] + self.card[0] / 2
            tops = [r[1] for r in self.under if r[0] < x1 and x0 < r[0] + r[2]]
            return min(tops) - self.gap - (self.cy - ch / 2)
        if self.ceiling is not None:
            return self.cy + ch / 2 - self.ceiling + 0.5
        return None

    def form(self, n: int) -> tuple[int, float, bool]:
        """How many rows, how far each stands from the next, and whether each lies over the
        one under it (names in sight) rather than under it: one row while each card shows its
        name; then the fewest rows that show every name, of whole cards while the room
        allows; else (the viewer's field) the fewest rows (at most ``MAX_ROWS``) in which
        each card shows ``SHOWN`` of its width, or (a rival's) one row."""
        if n < 2 or not self.max_length:
            return 1, RISE, False
        cw, ch = self.card
        top, right, bottom = name_band(self.card)
        whole = max(NAMED_RISE, bottom / ch)  # (the row in front starts under the names)
        if self._step(n) >= right:
            return 1, RISE, False
        if self._room(n) is not None:
            for k in range(2, NAME_ROWS + 1):
                per = -(-n // k)
                room = self._room(per)
                if self._step(per) < right or room is None:
                    continue
                rise = (room - ch) / ((k - 1) * ch)
                if rise >= whole:
                    return k, whole, False
                if rise >= (ch - top) / ch:
                    return k, rise, True
                break  # more rows only stand closer
        if self.under is not None:  # a rival's: the rows with the widest step whose names
            return self._partly(n, top)  # show in height, their right ends under the next card
        for k in range(1, MAX_ROWS + 1):
            if self._step(-(-n // k)) >= SHOWN * cw:
                return k, RISE, False
        return MAX_ROWS, RISE, False

    def _partly(self, n: int, top: float) -> tuple[int, float, bool]:
        """A rival's field past the rows that show every name: the rows (as many as its room
        under it takes) that step each card widest while each row lies over the one under it
        showing its names' band, so most of each name reads (14 cards beside the side tabs at
        1280x800 lay in one row, a sliver of each card); one row where none steps wider."""
        ch = self.card[1]
        best = (self._step(n), 1, RISE, False)
        for k in range(2, NAME_ROWS + 1):
            per = -(-n // k)
            room = self._room(per)
            if room is None or per < 2:
                continue
            rise = (room - ch) / ((k - 1) * ch)
            if rise >= (ch - top) / ch and self._step(per) > best[0] + 0.5:
                best = (self._step(per), k, min(rise, NAMED_RISE), rise < NAMED_RISE)
        return best[1:]

    def rows(self, n: int) -> int:
        return self.form(n)[0]

    def slot(self, i: int, n: int) -> tuple[float, float]:
        k, rise, over = self.form(n)
        if k == 1:
            return super().slot(i, n)
        per = -(-n // k)  # full rows, one the rest
        rest = n - per * (k - 1)
        if over:  # the bottom row (the rest) first, each row above lies over it
            row, j = (0, i) if i < rest else (1 + (i - rest) // per, (i - rest) % per)
            count = rest if row == 0 else per
            row = k - 1 - row  # (counted from the top)
        else:  # the top row first, the bottom row (the rest) in front
            row, j = divmod(i, per)
            count = per if row < k - 1 else rest
        x, y = super().slot(j, count)
        if self.under is not None:  # the top row in the field's place, the others under it
            return x, y + self.card[1] * rise * row
        return x, y - self.card[1] * rise * (k - 1 - row)

    def extent(self, n: int) -> Rect:
        if self.rows(max(1, n)) == 1:
            return super().extent(n)
        cw, ch = self.card
        pts = [self.slot(i, n) for i in range(n)]
        x0 = min(x for x, _ in pts) - cw / 2
        y0 = min(y for _, y in pts) - ch / 2
        return x0, y0, max(x for x, _ in pts) + cw / 2 - x0, max(y for _, y in pts) + ch / 2 - y0


def rising_fields(layout: TableLayout, bottom: PlayerId, keep: int | None = None) -> None:
    """The viewer's point field (``field/…`` zones of their block) rises into rows, with the
    room beside it (``widen``; the hand keeping room for ``keep`` cards whole, None: its
    declared cards) and above it (``ceiling``); a rival's goes down into rows, with the room
    under it (``floor``)."""
    rivals = []
    for zid, zl in list(layout.zones.items()):
        if zid.startswith("field/") and type(zl) is ZoneLayout and not zl.vertical and zl.kind == "row":
            field = layout.zones[zid] = FieldRows(**{f.name: getattr(zl, f.name) for f in fields(zl)})
            if layout.owners.get(zid) == bottom:
                widen(layout, field, bottom, keep)
                field.ceiling = ceiling(layout, field)
            else:
                rivals.append(field)
    for field in rivals:  # (each keeps off the others' rows of seven)
        field.under, field.gap = floor(layout, field), GAP * layout.metrics.unit


def _right(r: Rect) -> float:
    return r[0] + r[2]


def widen(layout: TableLayout, field: FieldRows, bottom: PlayerId, keep: int | None = None) -> None:
    """Let ``field`` step wider up to the message strip and the action bar at its right, when
    they lie beside it; the hand's row then starts right of it, if the hand still has the
    room for its declared cards whole (or ``keep`` cards: a hand of few beside a crowded
    field, whose seventeen cards lay in rows of corners, their names hidden)."""
    m = layout.metrics
    gap = GAP * m.unit
    x0, right = field.cx - field.max_length / 2, field.cx + field.max_length / 2
    hand = layout.zones.get(f"hand/{bottom}")
    strips = [r for k, r in layout.areas.items() if k in ("messages", "actions") and r[0] >= right]
    if not strips and keep is None:
        return
    limit = min(r[0] for r in strips) - gap if strips else m.w - MARGIN * m.unit
    if hand is not None and hand.span is not None:
        whole = hand.card[0] * (keep if keep is not None else int(hand.extra.get("full", 1)))  # (side by side)
        limit = min(limit, hand.span[1] - whole - gap)
    if limit <= right:
        return
    field.span = (x0, limit)
    field.max_length = limit - x0 + 0.5
    if hand is not None and hand.span is not None and hand.span[0] < limit + gap:
        hand.span = (limit + gap, hand.span[1])
        hand.max_length = hand.span[1] - hand.span[0] + 0.5


def ceiling(layout: TableLayout, field: FieldRows) -> float | None:
    """The highest the top of ``field``'s back row may stand: under everything above it in
    its stretch of the table (cards at their declared count, with their counts under them,
    names, plates, strips), with the field's title and a gap between."""
    gap = GAP * layout.metrics.unit
    x0, x1 = _stretch(field)
    top = field.cy - field.card[1] / 2
    title = layout.labels.get(f"title/{field.zone}")
    rects = _others(layout, field)
    above = [r[1] + r[3] for r in rects if r[0] < x1 and x0 < _right(r) and r[1] + r[3] <= top + 0.5]
    if not above:
        return None
    return max(above) + gap + (title[3] if title is not None else 0.0)


def _stretch(field: FieldRows) -> tuple[float, float]:
    return field.span if field.span is not None else (field.cx - field.max_length / 2,
                                                      field.cx + field.max_length / 2)


def _others(layout: TableLayout, field: FieldRows) -> list[Rect]:
    """Everything on the table but ``field``: cards at their declared count (with their counts
    under them), names, plates, strips."""
    m = layout.metrics
    rects: list[Rect] = []
    for zid, zl in layout.zones.items():
        if zid == field.zone or zid in layout.overlays:
            continue
        x, y, w, h = zl.room(max(1, int(zl.extra.get("full", 1))))
        rects.append((x, y, w, h + (m.font(15, 12) * 0.6 if zl.show_count else 0.0)))  # its count badge, as the kit keeps room for it
    rects += [r for k, r in layout.labels.items() if k != f"title/{field.zone}"]
    return rects + list(layout.plates.values()) + list(layout.areas.values())


def floor(layout: TableLayout, field: FieldRows) -> list[Rect]:
    """What lies under a rival's field in its stretch of the table (and the window's foot):
    its rows reach down to the top of what lies under them, a gap between."""
    x0, x1 = _stretch(field)
    foot = field.cy + field.card[1] / 2
    m = layout.metrics
    return [r for r in _others(layout, field) if r[0] < x1 and x0 < _right(r) and r[1] >= foot - 0.5] \
        + [(0.0, float(m.h), float(m.w), 0.0)]
