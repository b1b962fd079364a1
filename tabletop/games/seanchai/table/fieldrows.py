"""The viewer's point field in two rows once one row would hide the cards' corners.

At 1280×720 the point field lies above the name plate, about four cards wide; from nine cards
one row stepped each card less than its corner index (value and symbol), so the pairs won
piled up unreadably (issue 22). ``RisingField`` keeps one row while every card shows at least
``SHOWN`` of its width, and otherwise lays the cards in two (or three) rows, the earlier ones
behind, each back row raised by ``RISE`` of the card's height (its corners over the row in
front), each row stepping within the same width. It is a plain row to the rest of the table (no hand behaviour).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from ....core.ids import PlayerId
from ....ui.table.layout import Rect, TableLayout, ZoneLayout

SHOWN = 0.4  # of a card's width: the least each card of one row shows (its index and symbol)
MAX_ROWS = 3
RISE = 0.46  # of a card's height: how far the back row stands above the front (its corner shows)


@dataclass
class RisingField(ZoneLayout):
    def rows(self, n: int) -> int:
        """One row while each card shows ``SHOWN`` of its width, else the fewest rows (at most
        ``MAX_ROWS``) in which they do."""
        if n < 2 or not self.max_length:
            return 1
        cw = self.card[0]
        for k in range(1, MAX_ROWS + 1):
            per = -(-n // k)
            if per < 2 or min(self.step_for(per), (self.max_length - cw) / (per - 1)) >= SHOWN * cw:
                return k
        return MAX_ROWS

    def slot(self, i: int, n: int) -> tuple[float, float]:
        k = self.rows(n)
        if k == 1:
            return super().slot(i, n)
        per = -(-n // k)  # the back rows full, the front row the rest
        row, j = divmod(i, per)
        count = per if row < k - 1 else n - per * (k - 1)
        x, y = super().slot(j, count)
        return x, y - self.card[1] * RISE * (k - 1 - row)

    def extent(self, n: int) -> Rect:
        if self.rows(max(1, n)) == 1:
            return super().extent(n)
        cw, ch = self.card
        pts = [self.slot(i, n) for i in range(n)]
        x0 = min(x for x, _ in pts) - cw / 2
        y0 = min(y for _, y in pts) - ch / 2
        return x0, y0, max(x for x, _ in pts) + cw / 2 - x0, max(y for _, y in pts) + ch / 2 - y0


def rising_fields(layout: TableLayout, bottom: PlayerId) -> None:
    """The viewer's point field (``field/…`` zones of their block) rises into two rows."""
    for zid, zl in list(layout.zones.items()):
        if zid.startswith("field/") and layout.owners.get(zid) == bottom \
                and type(zl) is ZoneLayout and not zl.vertical:
            layout.zones[zid] = RisingField(**{f.name: getattr(zl, f.name) for f in fields(zl)})
