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
At the count its hand lies open and holds what it will hold: the field takes the room the
hand leaves on their line (``beside_hand``: five players at 1280x800, ten cards 2.7 cards
wide lay as slivers, "Pú", "St Brig", beside an empty hand's room of 3.5 cards).

``FieldRows`` keeps one row while every card shows its name (``nameband.name_band``: where
a face of that size prints it), then lays the cards in rows of cards whole (``NAMED_RISE``)
as the room allows; past that in overlapping rows whose names stay in sight: each row lies
over the one under it, which shows its foot (a small face prints its name in its lower
half, a normal face across the middle) — names are what a player reads. Only where even that has no room does the viewer's field fall
back on two (or three) rows each showing the corner of its cards (``SHOWN``, ``RISE``), and
a rival's on its one row.

The viewer's field no longer lays rows over each other: four players at 1920x1080, eleven
cards in rows each lying over the one under it hid every card's index (the points and the
scéal badge, "S8"), and the newest cards jumped to the top row after each pair. Its rows
(``_rows_of_corners``) fill in the order the cards came, each as full as its cards' names
allow, the first at the back and each in front of the one before, showing its top: whole
cards with three quarters of each name at least where the room allows (``NAME_SHARE``),
else the index and the top of the names; a hand of few beside it leaves it the room up to
the message strip (``SeanchaiTable.layout_key``). It is a plain row to the rest of the table (no hand behaviour).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, fields

from ....core.ids import PlayerId
from ....ui.table.kit import GAP, LOOSE, MARGIN
from ....ui.table.layout import Rect, TableLayout, ZoneLayout
from .nameband import name_band

SHOWN = 0.4  # of a card's width: the least each card of one row shows (its index and symbol)
MAX_ROWS = 3  # rows of corners
NAME_ROWS = 6  # rows whose names show
RISE = 0.46  # of a card's height: how far the back row stands above the front (its corner shows)
NAMED_RISE = 0.96  # of a card's height: rows whose cards each show all of their words
#: of a card's width: how deep its index runs down the left edge (the kind's shape, the points
#: and the scéal badge, which ends at 0.58 of the width on a normal face, 0.65 on a small one)
INDEX_DEPTH = 0.68
NAME_SHARE = 0.75  # of a name's band: the least a row of whole cards shows of each name


@dataclass
class FieldRows(ZoneLayout):
    #: the highest the top of the back row may stand (room for the field's title above it);
    #: None: no rows of whole cards
    ceiling: float | None = None
    #: a rival's field: its rows go down from its place, their foot over what lies under its
    #: stretch of the table (``floor``: these rects, the window's foot among them)
    under: list[Rect] | None = None
    gap: float = 0.0
    #: the rows start at the field's left in columns, the last row's cards under the first
    #: columns (a rival's field at the count, ``beside_hand``); else each row is centred
    columns: bool = False

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
        if self.under is None and self.ceiling is not None:
            return self._rows_of_corners(n, right, whole)
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

    def _fits(self, right: float) -> int:
        """The most cards one row holds with every name's width in sight (one at least)."""
        per = 1
        while per < 60 and self._step(per + 1) >= right:
            per += 1
        return per

    def corner(self) -> float:
        """Of a card's height: how much of a back row must show for its index (the points and
        the scéal badge) to be read."""
        return min(NAMED_RISE, max(RISE, INDEX_DEPTH * self.card[0] / self.card[1]))

    def _rows_of_corners(self, n: int, right: float, whole: float) -> tuple[int, float, bool]:
        """The viewer's field: rows of as many cards as show their names' width (``_fits``),
        filled in order, the first row at the back, each row in front of the one before and
        showing its top: its index and as much of its names as the room allows (rows lying
        over each other hid every index, the points and the scéal badges, "S8"). Whole cards
        where the room allows; else where the rows stand too close for the index, more cards
        to a row (narrower steps; the index stays at each card's left)."""
        ch = self.card[1]
        room = self._room(n)
        assert room is not None
        least = self.corner()
        for per in range(self._fits(right), n + 1):  # rows of whole cards, most of each name
            k = -(-n // per)
            if self._step(per) < NAME_SHARE * right:
                break
            if k == 1 or (k <= NAME_ROWS and (room - ch) / ((k - 1) * ch) >= whole):
                return (1, RISE, False) if k == 1 else (k, whole, False)
        for per in range(self._fits(right), n + 1):
            k = -(-n // per)
            if k == 1:
                return 1, RISE, False
            if k > NAME_ROWS or self._step(per) < SHOWN * self.card[0]:
                continue
            rise = (room - ch) / ((k - 1) * ch)
            if rise >= least:
                return k, min(rise, whole), False
        for k in range(1, MAX_ROWS + 1):
            if self._step(-(-n // k)) >= SHOWN * self.card[0]:
                return k, RISE, False
        return MAX_ROWS, RISE, False

    def _per(self, n: int, k: int) -> int:
        """Cards in each full row of ``k`` rows: the viewer's field fills each row to what shows
        its names (the order stays as cards come: a new card joins the last row)."""
        per = -(-n // k)
        if k > 1 and self.under is None and self.ceiling is not None:
            return max(per, min(self._fits(name_band(self.card)[1]), -(-n // (k - 1)) - 1))
        return per

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

    def shows(self, n: int) -> tuple[bool, bool]:
        """How ``n`` cards show, best first: (False, False) every card whole, (False, True)
        every name (rows lying over each other), (True, …) not every name."""
        k, _, over = self.form(n)
        return self._step(self._per(n, k)) < name_band(self.card)[1], over

    def slot(self, i: int, n: int) -> tuple[float, float]:
        return self._slot(i, n, *self.form(n))

    def _slot(self, i: int, n: int, k: int, rise: float, over: bool) -> tuple[float, float]:
        """Card ``i``'s centre in the ``form`` (``k`` rows ``rise`` apart, ``over``)."""
        if k == 1:
            return super().slot(i, n)
        per = self._per(n, k)  # full rows, one the rest
        rest = n - per * (k - 1)
        if over:  # the bottom row (the rest) first, each row above lies over it
            row, j = (0, i) if i < rest else (1 + (i - rest) // per, (i - rest) % per)
            count = rest if row == 0 else per
            row = k - 1 - row  # (counted from the top)
        else:  # the top row first, the bottom row (the rest) in front
            row, j = divmod(i, per)
            count = per if row < k - 1 else rest
        x, y = super().slot(j, count)
        if over or self.columns or self.ceiling is not None:  # (in the columns of the full
            # rows: on no two cards at once; the viewer's, so that a card keeps its place)
            x = super().slot(j, per)[0]
        if self.under is not None:  # the top row in the field's place, the others under it
            return x, y + self.card[1] * rise * row
        return x, y - self.card[1] * rise * (k - 1 - row)

    def extent(self, n: int) -> Rect:
        form = self.form(max(1, n))
        if form[0] == 1:
            return super().extent(n)
        cw, ch = self.card
        pts = [self._slot(i, n, *form) for i in range(n)]
        x0 = min(x for x, _ in pts) - cw / 2
        y0 = min(y for _, y in pts) - ch / 2
        return x0, y0, max(x for x, _ in pts) + cw / 2 - x0, max(y for _, y in pts) + ch / 2 - y0


def rising_fields(layout: TableLayout, bottom: PlayerId, keep: int | None = None,
                  held: dict[str, int] | None = None,
                  lines: dict[str, Sequence[tuple[float, float]]] | None = None) -> None:
    """The viewer's point field (``field/…`` zones of their block) rises into rows, with the
    room beside it (``widen``; the hand keeping room for ``keep`` cards whole, None: its
    declared cards) and above it (``ceiling``); a rival's goes down into rows, with the room
    under it (``floor``) and, at the count (``held``: the cards in each place; ``lines``: the
    sizes each field's count line may take), the room its hand leaves (``beside_hand``).
    Until the next deal a field at the count holds all it will hold: that is its fullest
    (``extra["full"]``, its seven or ten declared cards before), what the count's lines and
    the rest of the table keep clear of."""
    rivals = []
    for zid, zl in list(layout.zones.items()):
        if zid.startswith("field/") and type(zl) is ZoneLayout and not zl.vertical and zl.kind == "row":
            field = layout.zones[zid] = FieldRows(**{f.name: getattr(zl, f.name) for f in fields(zl)})
            if held is not None:  # (at the count it holds all it will hold till the next deal)
                field.extra = {**field.extra, "full": max(1, held.get(zid, 0))}
            if layout.owners.get(zid) == bottom:
                widen(layout, field, bottom, keep)
                field.ceiling = ceiling(layout, field)
            else:
                rivals.append(field)
    if held is not None:
        for field in rivals:
            beside_hand(layout, field, held, (lines or {}).get(field.zone, ()))
    for field in rivals:  # (each keeps off the others' rows of seven)
        field.under, field.gap = floor(layout, field), max(field.gap, GAP * layout.metrics.unit)


def beside_hand(layout: TableLayout, field: FieldRows, held: dict[str, int],
                line: Sequence[tuple[float, float]] = ()) -> None:
    """At the count a rival's hand lies open and no card comes to it or to its field: the
    two share their line. The hand lies at its left, its cards whole where that leaves the
    field its names (four cards of a hand lay in a stack of slivers, "Co", "M", "B", beside a
    field with room to spare), else as the kit laid it; the field takes the rest, from half a
    card past the hand (five players at 1280x800: ten cards in a field 2.7 cards wide lay in
    three rows of slivers, "Pú", "St Brig", while the hand beside it, empty, kept a room of
    3.5 cards). Its rows start at its left, in columns. Of the ways to lie, a column of cards
    wider or narrower, its rows kept higher or not, it takes the one that shows every name of
    the field, then of the hand, then leaves room for its count's line (``line``: the sizes the line may take, with its
    gaps) under its rows or under the hand, then lays whole cards, then the fewest rows (four
    rows of two beside the side tabs stood 0.82 of a card apart, two rows 0.80: a heap), then
    the rows furthest apart, then keeps a card's width from the next seat's block (the blocks
    lay 14 px apart: a field's last card beside the next seat's hand read as one row), then
    lies nearest the hand."""
    hand = layout.zones.get(f"hand/{layout.owners.get(field.zone)}")
    if hand is None or hand.vertical or hand.kind != "row" or hand.span is not None \
            or abs(hand.cy - field.cy) > 0.5 or hand.cx >= field.cx:
        return
    cw, ch = field.card
    gap = GAP * layout.metrics.unit
    apart = max(gap, cw / 2)
    cards = max(1, held.get(hand.zone, 0))
    left, room = hand.cx - hand.max_length / 2, hand.max_length
    own, x1 = _stretch(field)
    laid = hand.card[0] + (cards - 1) * hand.step_for(cards)  # (as the kit laid it)
    whole = hand.card[0] + (cards - 1) * max(hand.step, hand.loose, name_band(hand.card)[1])
    most = x1 - cw - apart - left  # the hand's room with one card of the field after it
    if whole <= laid + 0.5:
        needs = [laid]
    elif left + whole + apart + cw <= x1:
        needs = [whole, laid]
    else:  # as much as the line leaves, where that is more than the kit's (Ciara's seven at
        needs = [most, laid] if most > laid + 0.5 else [laid]  # 1280x800 lay in slivers, "Oi", "Bri")

    def lefts(need: float) -> list[float]:
        lo = left + need + apart
        lo = own if lo > own >= left + need + gap else lo  # (as the kit laid it: its gap)
        return sorted(x for x in {lo, own} | {x1 - cw - j * cw * LOOSE for j in range(40)}
                      if lo <= x <= max(lo, own) and x <= x1 - cw)

    if needs == [laid] and len(lefts(laid)) < 2:
        return
    row = (field.cy - ch / 2, field.cy + ch / 2)
    seat = layout.owners.get(field.zone)
    plate = layout.plates.get(seat) if seat is not None else None
    blocks = [r for s, r in layout.plates.items() if s != seat] + [
        zl.extent(max(1, held.get(z, 0))) for z, zl in layout.zones.items()
        if layout.owners.get(z) not in (None, seat) and z not in layout.overlays]
    blocks = [r for r in blocks if r[1] < row[1] and row[0] - (plate[3] if plate else 0.0) < r[1] + r[3]]
    prev = max((_right(r) for r in blocks if _right(r) <= left + 0.5), default=None)
    after = min((r[0] for r in blocks if r[0] >= x1 - 0.5), default=None)
    nexts = [r[0] for r in blocks if r[0] >= x1 - 0.5]
    n = held.get(field.zone, 0)
    keeps = sorted({gap} | {h for w, h in line if h > gap})
    best: tuple[tuple, float, float, float, float] | None = None
    for need in needs:
        hand.max_length, hand.cx = need + 0.5, left + need / 2
        squeezed = cards > 1 and hand.step_for(cards) < name_band(hand.card)[1]
        others = _others(layout, field)
        ends = [x1] if not nexts or min(nexts) - 2 * apart <= left + need + apart + cw else \
            [min(x1, min(nexts) - 2 * apart), x1]
        for e, end in enumerate(ends):
            for x0 in lefts(need):
                field.cx, field.span, field.max_length, field.columns = x0, (x0, end), end - x0 + 0.5, True
                field.under = floor(layout, field, others)
                for keep in keeps:  # (the rows kept that high above what lies under them)
                    field.gap = keep
                    k, rise, over = field.form(n)
                    hidden = field._step(-(-n // k)) < name_band(field.card)[1]  # (as ``shows``)
                    ext = field.extent(max(1, n))  # (the seat's stretch, as the lines measure it)
                    right = max(_right(ext), _right(plate) if plate else 0.0)
                    reach = ((prev + left) / 2 if prev is not None else 0.0,
                             (after + right) / 2 if after is not None else float(layout.metrics.w))
                    key = (hidden, squeezed, not _line_fits(ext, hand, others, reach, line), over, k,
                           -round(rise if k > 1 else 1.0, 2), e)
                    if best is None or key < best[0]:
                        best = key, need, x0, end, keep
    if best is None:
        hand.max_length, hand.cx = room, left + room / 2
        return
    _, need, x0, end, field.gap = best
    hand.max_length, hand.cx = need + 0.5, left + need / 2
    field.cx, field.span, field.max_length = x0, (x0, end), end - x0 + 0.5
    field.under = floor(layout, field)


def _line_fits(cards: Rect, hand: ZoneLayout, others: list[Rect], reach: tuple[float, float],
               line: Sequence[tuple[float, float]]) -> bool:
    """Whether a box of one of the sizes ``line`` fits in the seat's ``reach`` under a field's
    ``cards`` (and its hand), or under the hand left of the field, above what lies under
    them. No sizes: it fits."""
    if not line:
        return True
    x, y, w, h = cards
    hand_foot = hand.extent(1)[1] + hand.card[1]
    foot = max(y + h, hand_foot)
    return any(_room_for(lw, lh, reach[0], reach[1], foot, others)
               or _room_for(lw, lh, reach[0], x, hand_foot, others) for lw, lh in line)


def _room_for(w: float, h: float, x0: float, x1: float, top: float, others: list[Rect]) -> bool:
    """Whether a box ``w``×``h`` fits from ``top`` down somewhere between ``x0`` and ``x1``,
    above everything in ``others`` under it there."""
    if w > x1 - x0:
        return False
    under = [r for r in others if r[1] >= top - 0.5 and r[0] < x1 and x0 < _right(r)]
    for a in {x0, x1 - w} | {_right(r) for r in under} | {r[0] - w for r in under}:
        if x0 <= a <= x1 - w and all(r[1] - top >= h for r in under if r[0] < a + w and a < _right(r)):
            return True
    return False


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


def floor(layout: TableLayout, field: FieldRows, others: list[Rect] | None = None) -> list[Rect]:
    """What lies under a rival's field in its stretch of the table (and the window's foot):
    its rows reach down to the top of what lies under them, a gap between. (``others``:
    ``_others(layout, field)`` if measured already.)"""
    x0, x1 = _stretch(field)
    foot = field.cy + field.card[1] / 2
    m = layout.metrics
    others = _others(layout, field) if others is None else others
    return [r for r in others if r[0] < x1 and x0 < _right(r) and r[1] >= foot - 0.5] \
        + [(0.0, float(m.h), float(m.w), 0.0)]
