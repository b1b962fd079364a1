"""A Cattle Field on the Ard Rí table: grouped by suit, its counted cards marked, its wealth.

The rules keep a field as one zone in the order the cards came; the table shows it grouped by
suit (Sword ♠, Cauldron ♥, Stone ♦, Spear ♣), highest first, with a small gap between the
groups (``SuitRow``). The two cards of each suit that count for wealth (the view's
``info["counted"]``) stand first in their group and get a gold bar under them; under each
group its suit symbol and what it adds; the field's wealth is in its title (the viewer's) or
at the end of its caption line (the others').
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ....core.ids import CardId, ZoneId
from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.render.theme import Theme
from ....ui.table.hud import draw_symbol
from ....ui.table.layout import Rect, TableLayout, ZoneLayout
from ....ui.table.sprites import LAYER_TABLE
from ....ui.widgets.panel import draw_panel
from ..cards import SUIT, SUIT_NO, VALUE
from ..wealth import counted as wealth_counted
from .faces import index_height, index_width

GROUP_GAP = 0.32  # extra room between two suit groups, of the card width
SUIT_ORDER = "SHDC"


def field_order(cards: tuple[CardId | None, ...], counted: set[CardId]) -> tuple[list[int], tuple[int, ...]]:
    """The display order of a field's cards (indices) and the size of each non-empty suit
    group: by suit, counted cards first, then by value, highest first."""
    def key(i: int) -> tuple:
        c = cards[i]
        if c is None:
            return (4, 0, 0, i)
        return (SUIT_NO[c], c not in counted, -VALUE[c], c)
    order = sorted(range(len(cards)), key=key)
    sizes: dict[int, int] = {}
    for i in order:
        c = cards[i]
        g = SUIT_NO[c] if c is not None else 4
        sizes[g] = sizes.get(g, 0) + 1
    return order, tuple(sizes[g] for g in sorted(sizes))


def bar_height(unit: float) -> int:
    """The height of the gold bar that marks a counted card."""
    return max(2, round(3 * unit))


def pack(sizes: tuple[int, ...], cap: int, whole: bool) -> list[list[int]]:
    """Suit groups of ``sizes`` cards in rows of at most ``cap``, each row as the parts of the
    groups it holds. ``whole``: a group that fits in a row of its own starts a new row rather
    than break across two."""
    rows: list[list[int]] = [[]]
    room = cap
    for size in sizes:
        left = size
        if whole and rows[-1] and room < left <= cap:
            rows.append([])
            room = cap
        while left:
            if not room:
                rows.append([])
                room = cap
            take = min(left, room)
            rows[-1].append(take)
            room -= take
            left -= take
    return rows


@dataclass
class SuitRow(ZoneLayout):
    """A row whose cards fall into groups with a gap between them (``groups``: the sizes,
    shared with the table, which learns them when it arranges the zone). While the zone holds
    another number of cards (mid-animation) it is a plain row.

    A row longer than its room shows at the index step (a rival's crowded field) folds into
    rows, each ``pitch`` below the one before, in the room the kit kept under it
    (``extra["below"]``, ``Part.below``): later rows lie over the lower part of the earlier
    ones, leaving each card's corner index whole. Whole suit groups start a row where that
    takes no more rows. Only a field too long for all those rows overlaps closer."""

    groups: dict[ZoneId, tuple[int, ...]] = field(default_factory=dict)
    _placed: dict = field(default_factory=dict, repr=False, compare=False)

    def slot(self, i: int, n: int) -> tuple[float, float]:
        folded = self.fold(n)
        if folded is not None:
            return folded[i]
        sizes = self.groups.get(self.zone, ())
        if sum(sizes) != n or len(sizes) < 2:
            return super().slot(i, n)
        cw = self.card[0]
        full = int(self.extra.get("full", n))
        limit = self.max_length if n >= full or self.span is not None else \
            min(self.max_length, cw + (full - 1) * self.step)
        step, gap = self.spacing(n, len(sizes) - 1, max(0.0, limit - cw))
        starts, k = set(), 0
        for size in sizes[:-1]:
            k += size
            starts.add(k)
        offs, x = [], 0.0
        for j in range(n):
            if j:
                x += step + (gap if j in starts else 0.0)
            offs.append(x)
        cx, half = self.cx, (offs[-1] + cw) / 2
        if self.span is not None:  # a widened block's row slides within its room (the kit)
            cx = min(max(cx, self.span[0] + half), self.span[1] - half)
        return cx - half + cw / 2 + offs[i], self.cy

    def spacing(self, n: int, gaps: int, room: float) -> tuple[float, float]:
        """The step between neighbours and the gap between suit groups for ``n`` cards in
        ``gaps`` + 1 groups, the row ``room`` px longer than one card. Each card's corner
        index shows whole first (``faces.index_width``), then the gaps, then the row steps
        wider as the room allows (the kit's ``step_for``); only a row too long for the
        index step overlaps closer. (Gaps shrunk with the step: a crowded rival's field cut
        its "10" to "1(".)"""
        if n < 2:
            return 0.0, 0.0
        read = min(max(self.step, index_width(self.card[0])), room / (n - 1))
        gap = min(GROUP_GAP * self.card[0], max(0.0, room - (n - 1) * read) / gaps) if gaps else 0.0
        wide = min(self.step_for(n), (room - gaps * gap) / (n - 1))
        return max(read, wide), gap

    # --- a crowded field folds into rows -----------------------------------------------------
    def pitch(self) -> float:
        """How far each row of a folded field lies below the one before: the cards' corner
        index whole, and under it the bar of a counted card (``over_bar``)."""
        u = float(self.extra.get("unit", 1.0))
        return index_height(self.card[0]) + bar_height(u) + 2 * u

    def most_rows(self) -> int:
        """How many rows the room kept under the field (``extra["below"]``) holds."""
        return 1 + int((float(self.extra.get("below", 0.0)) + 0.5) // self.pitch())

    def per_row(self) -> int:
        """How many cards one row shows at the step that leaves each corner index whole."""
        cw = self.card[0]
        read = max(self.step, index_width(cw))
        return max(1, 1 + int((self.max_length - cw) / read + 1e-6))

    def rows(self, n: int) -> list[list[int]] | None:
        """The rows of a folded field of ``n`` cards (each as the parts of the suit groups it
        holds), None while one row shows them all at the index step."""
        cap, most = self.per_row(), self.most_rows()
        if n <= cap or most < 2 or self.kind != "row" or self.vertical:
            return None
        sizes = self.groups.get(self.zone, ())
        if sum(sizes) != n:
            sizes = (n,)
        whole = pack(sizes, cap, True)
        if len(whole) <= min(most, -(-n // cap)):  # (no more rows than the cards need)
            return whole
        if n <= cap * most:
            return pack(sizes, cap, False)
        return pack(sizes, -(-n // most), False)  # too many for the rows: they overlap closer

    def fold(self, n: int) -> list[tuple[float, float]] | None:
        """Where each of ``n`` cards lies in a folded field (None: one row)."""
        key = (n, self.groups.get(self.zone), self.cx, self.cy, self.max_length, self.card, self.span)
        if key in self._placed:
            return self._placed[key]
        rows = self.rows(n)
        if rows is None:
            self._placed[key] = None
            return None
        cw = self.card[0]
        room = max(0.0, self.max_length - cw)
        counts = [sum(r) for r in rows]
        step = min(self.spacing(k, len(r) - 1, room)[0] if k > 1 else room for k, r in zip(counts, rows, strict=True))
        out: list[tuple[float, float]] = []
        lines: list[list[float]] = []
        for r, k in zip(rows, counts, strict=True):
            gap = min(GROUP_GAP * cw, max(0.0, room - (k - 1) * step) / (len(r) - 1)) if len(r) > 1 else 0.0
            offs, x = [], 0.0
            for part in r:
                for _j in range(part):
                    offs.append(x)
                    x += step
                x += gap
            lines.append(offs)
        width = max(offs[-1] for offs in lines) + cw
        left = self.cx - width / 2
        if self.span is not None:
            left = min(max(left, self.span[0]), self.span[1] - width)
        for row, offs in enumerate(lines):
            y = self.cy + row * self.pitch()
            out += [(left + cw / 2 + x, y) for x in offs]
        self._placed[key] = out
        return out

    def extent(self, n: int) -> Rect:
        folded = self.fold(max(1, n))
        if folded is None:
            return super().extent(n)
        cw, ch = self.card
        xs, ys = [x for x, _ in folded], [y for _, y in folded]
        return min(xs) - cw / 2, min(ys) - ch / 2, max(xs) - min(xs) + cw, max(ys) - min(ys) + ch


def suit_rows(lay: TableLayout, groups: dict[ZoneId, tuple[int, ...]]) -> None:
    """Make every field zone of ``lay`` a ``SuitRow`` sharing ``groups``."""
    for zid, zl in list(lay.zones.items()):
        if zid.startswith("field/") and zl.kind == "row":
            lay.zones[zid] = SuitRow(**{k: getattr(zl, k) for k in ZoneLayout.__dataclass_fields__},
                                     groups=groups)
            lay.zones[zid].extra["unit"] = lay.metrics.unit  # (the rows' pitch: a bar's room)


def counted_cards(view: TableView, seat: int) -> set[CardId]:
    """The cards of ``seat``'s field that make its wealth (public info names their places)."""
    zv = view.zones.get(f"field/{seat}")
    places = view.info.get("counted", [[]] * (seat + 1))[seat]
    cards = zv.cards if zv is not None else ()
    return {c for i in places if i < len(cards) and (c := cards[i]) is not None}


def field_wealth(view: TableView, seat: int) -> int:
    """The wealth the table shows for ``seat``: the counted cards of its field, added up."""
    zv = view.zones.get(f"field/{seat}")
    counted = counted_cards(view, seat)
    return sum(VALUE[c] for c in (zv.cards if zv else ()) if c is not None and c in counted)


@dataclass(frozen=True)
class FieldMarks:
    """Where the marks under one field go: a gold bar under each counted card, and (under the
    viewer's own field) each suit group's sum: the suit, the sum, the symbol's centre and
    size, where the number goes, and the chip the two take (what the table keeps clear)."""

    bars: list[pygame.Rect]
    totals: list[tuple[str, int, tuple[float, float], float, tuple[int, int], pygame.Rect]]


def field_marks(lay: TableLayout, view: TableView, seat: int, own: bool) -> FieldMarks | None:
    """The marks under ``seat``'s field (None where it is not on the table or is empty)."""
    zid = f"field/{seat}"
    zl, zv = lay.zones.get(zid), view.zones.get(zid)
    if zl is None or zv is None or not zv.cards:
        return None
    u = lay.metrics.unit
    counted = counted_cards(view, seat)
    cards = zv.cards
    n = len(cards)
    order, _ = field_order(cards, counted)
    cw, ch = zl.card
    spots = [zl.slot(k, n) for k in range(n)]
    xs = [x for x, _ in spots]
    last = max(y for _, y in spots)  # a folded field's front row (``SuitRow.fold``)
    bottom = last + ch / 2
    bar_h = bar_height(u)
    bars: list[pygame.Rect] = []
    sums: dict[str, list[float]] = {}
    for k, i in enumerate(order):
        c = cards[i]
        if c is None:
            continue
        left = xs[k] - cw / 2
        same_row = k + 1 < n and abs(spots[k + 1][1] - spots[k][1]) < 0.5
        right = xs[k + 1] - cw / 2 if same_row else xs[k] + cw / 2
        if c in counted and spots[k][1] >= last - 0.5:  # (the rows behind: ``over_bars``)
            bars.append(pygame.Rect(round(left + 2 * u), round(bottom + 2 * u),
                                    max(2, round(right - left - 4 * u)), bar_h))
        g = sums.setdefault(SUIT[c], [left, right, 0])
        g[0], g[1] = min(g[0], left), max(g[1], right)
        if c in counted:
            g[2] += VALUE[c]
    if not own:  # an opponent's wealth is on their plate; no room for a line of sums
        return FieldMarks(bars, [])
    px = lay.metrics.font(12, 12)
    y = bottom + 2 * u + bar_h + 1 * u
    sym = max(8.0, px * 0.42)
    totals = []
    for suit in SUIT_ORDER:
        if suit not in sums:
            continue
        left, right, total = sums[suit]
        tw, th = text(str(int(total)), px, (0, 0, 0), bold=True).get_size()
        width = sym * 2 + 2 * u + tw
        x = (left + right) / 2 - width / 2
        cy = y + th / 2
        chip_r = sym * 1.15
        chip = pygame.Rect(round(x + sym - chip_r), round(min(y, cy - chip_r)),
                           round(width - sym + chip_r), round(max(th, 2 * chip_r)))
        totals.append((suit, int(total), (x + sym, cy), sym, (round(x + 2 * sym + 2 * u), round(y)), chip))
    return FieldMarks(bars, totals)


def over_bars(lay: TableLayout, sprites: list) -> list[pygame.Rect]:
    """The bars of the counted cards in the rows behind a folded field's front row: over the
    card, just under its corner index (the row in front hides its foot), as wide as the card
    shows. ``sprites``: the cards on the table as drawn, so a bar goes with its card."""
    rows: dict[ZoneId, list] = {}
    for s in sprites:
        if s.zone.startswith("field/") and s.face is not None and s.layer == LAYER_TABLE:
            rows.setdefault(s.zone, []).append(s)
    out: list[pygame.Rect] = []
    for zid, pile in rows.items():
        zl = lay.zones.get(zid)
        if not isinstance(zl, SuitRow) or zl.fold(len(pile)) is None:
            continue
        u = lay.metrics.unit
        pitch = zl.pitch()
        counted = set(wealth_counted([s.face for s in pile]))
        rects = [s.rect() for s in pile]
        for s, (x, y, w, _h) in zip(pile, rects, strict=True):
            if s.face not in counted or not any(r[1] > y + pitch / 2 for r in rects):
                continue  # (the front row's bars lie on the felt under it: ``field_marks``)
            right = min((r[0] for r in rects if abs(r[1] - y) < pitch / 2 and x < r[0] < x + w),
                        default=x + w)
            out.append(pygame.Rect(round(x + 2 * u), round(y + index_height(w) + 1 * u),
                                   max(2, round(right - x - 4 * u)), bar_height(u)))
    return out


def draw_over_bars(surf: pygame.Surface, lay: TableLayout, sprites: list, theme: Theme) -> None:
    for bar in over_bars(lay, sprites):
        pygame.draw.rect(surf, theme.highlight, bar, border_radius=bar.h // 2)


def draw_field(surf: pygame.Surface, lay: TableLayout, view: TableView, seat: int, own: bool,
               theme: Theme) -> int | None:
    """Marks under one field (``field_marks``): a gold bar under each counted card; under
    the viewer's own field each group's suit symbol and sum, and the wealth in its title (an
    opponent's wealth is on their plate). Returns the wealth drawn."""
    zid = f"field/{seat}"
    if lay.zones.get(zid) is None or view.zones.get(zid) is None:
        return None
    wealth = field_wealth(view, seat)
    title = lay.labels.get(f"title/{zid}")
    if own and title is not None:
        _pill(surf, lay, title, f"Cattle Field · wealth {wealth}", theme, theme.text)
    marks = field_marks(lay, view, seat, own)
    if marks is None:
        return wealth
    for bar in marks.bars:
        pygame.draw.rect(surf, theme.highlight, bar, border_radius=bar.h // 2)
    px = lay.metrics.font(12, 12)
    for suit, total, centre, sym, at, _ in marks.totals:
        # the suit's mark on a chip of card face: black ♠/♣ straight on a dark cloth read at
        # 1.5-2.6:1 (issue 28, item 8)
        pygame.draw.circle(surf, theme.card_face, (round(centre[0]), round(centre[1])), round(sym * 1.15))
        colour = theme.suit_colour(suit)
        draw_symbol(surf, suit, centre, sym * 1.5, colour, outline=colour)
        surf.blit(text(str(total), px, theme.text, bold=True), at)
    return wealth


def _pill(surf: pygame.Surface, lay: TableLayout, rect: tuple[float, float, float, float],
          words: str, theme: Theme, colour) -> None:
    m = lay.metrics
    x, y, w, h = rect
    img = text(words, m.font(13, 12), colour, bold=True)
    r = img.get_rect(center=(round(x + w / 2), round(y + h / 2)))
    draw_panel(surf, r.inflate(m.px(10), m.px(2)), theme.panel, 150, None, radius=m.px(8))
    surf.blit(img, r)
