"""Table layout in logical units: metrics from the window size, seats, zone shapes.

Everything is computed from the window size on each resize: one logical unit is
``min(w / 1280, h / 720)`` pixels, so the design is made at 1280×720 and scales both ways
(HiDPI windows simply report more pixels). Card height follows the window height with a
minimum; text sizes follow the unit with a minimum so they stay readable.

The seat layout kit (``kit.py``) maps each zone id to a ``ZoneLayout`` (a fan, a row, a pile
or a column) and each seat to a ``SeatPlace``; the table engine asks a zone layout where card
``i`` of ``n`` goes, so layouts work for any count, including intermediate counts during an
animation.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

from ...core.ids import PlayerId, ZoneId

Rect = tuple[float, float, float, float]  # x, y, w, h
CARD_ASPECT = 0.7  # width / height, used until the card art reports its own


@dataclass(frozen=True)
class Metrics:
    w: int
    h: int
    unit: float
    card_w: int
    card_h: int
    small_w: int
    small_h: int

    def px(self, v: float) -> int:
        return max(1, round(v * self.unit))

    def font(self, logical: float, minimum: int = 12) -> int:
        return max(minimum, round(logical * self.unit))


def metrics_for(w: int, h: int, size_for_height=None, card_frac: float = 0.2,
                small_frac: float = 0.58) -> Metrics:
    """Metrics for a ``w``×``h`` window. ``size_for_height(h) -> (w, h)`` comes from the
    card art (its aspect ratio); without it ``CARD_ASPECT`` is used."""
    unit = min(w / 1280, h / 720)
    card_h = max(84, round(h * card_frac))
    card_h = min(card_h, round(w * card_frac * 0.8))  # very wide-and-short windows
    card_h = max(84, card_h)
    small_h = max(56, round(card_h * small_frac))

    def size(hh: int) -> tuple[int, int]:
        if size_for_height is not None:
            sw, sh = size_for_height(hh)
            return int(sw), int(sh)
        return round(hh * CARD_ASPECT), hh

    cw, ch = size(card_h)
    sw, sh = size(small_h)
    return Metrics(w, h, unit, cw, ch, sw, sh)


@dataclass(frozen=True)
class SeatPlace:
    """Where a seat sits: ``side`` is bottom/left/top/right; ``x, y`` is the centre of its
    block as a fraction of the window; ``toward`` is the unit vector to the table centre."""

    seat: PlayerId
    side: str
    x: float
    y: float
    toward: tuple[float, float]


@dataclass
class ZoneLayout:
    """How one zone's cards are placed.

    ``kind``: ``fan`` (a hand: cards overlap by ``step``, squeezed to ``max_width``, with a
    slight arc), ``row`` (side by side, same as a fan without arc), ``pile`` (stacked, a
    hint of thickness), ``column`` (top-anchored: the first card's centre is ``cx, cy`` and
    each later card lies ``step`` lower over it, squeezed so the column stays within
    ``max_length``; a Keltis row). ``cx, cy`` is the centre; ``card`` the card size in this zone.
    ``vertical`` fans run top to bottom (hands at the left and right edges).

    A row or fan uses the room it is given (issue 22, "every table uses its room"): its cards
    step ``step`` apart, wider up to ``loose`` (a whole card and a little air) while
    ``max_length`` allows, and closer only when it does not. With ``span`` (x0, x1) a
    horizontal row may use that stretch of the table: it lies centred on ``cx`` while it fits
    there and slides toward the free side as it grows, so a hand centred on the screen takes
    the room beside it before its cards overlap.
    """

    zone: ZoneId
    kind: str
    cx: float
    cy: float
    card: tuple[int, int]
    step: float = 0.0
    max_length: float = 0.0
    arc: float = 0.0
    vertical: bool = False
    label: str = ""
    show_count: bool = False
    visible_depth: int = 3  # piles draw only their top few cards
    extra: dict = field(default_factory=dict)
    loose: float = 0.0  # the widest step while there is room (0: never wider than ``step``)
    span: tuple[float, float] | None = None  # the stretch a horizontal row may slide in

    def step_for(self, n: int) -> float:
        """The step between neighbours when the zone holds ``n`` cards: ``step`` widened up
        to ``loose`` while ``max_length`` has room, narrowed when it has not."""
        step = self.step
        if n > 1 and self.max_length:
            length = self.card[1] if self.vertical or self.kind == "column" else self.card[0]
            room = (self.max_length - length) / (n - 1)
            step = min(max(step, min(self.loose, room)), room)
        return step

    def slot(self, i: int, n: int) -> tuple[float, float]:
        """Centre of card ``i`` (0 = bottom) when the zone holds ``n`` cards."""
        if self.kind == "pile":
            depth = min(i, 12) // 3
            return self.cx - depth * 0.6, self.cy - depth * 1.0
        step = self.step_for(n)
        if self.kind == "column":
            return self.cx, self.cy + i * step
        offset = (i - (n - 1) / 2) * step
        cx = self.cx
        if self.span is not None and not self.vertical:  # slide within the span, never out
            half = (self.card[0] + (n - 1) * step) / 2
            cx = min(max(cx, self.span[0] + half), self.span[1] - half)
        bend = 0.0
        if self.kind == "fan" and self.arc and n > 1:
            half = max(1.0, (n - 1) / 2)
            bend = self.arc * ((i - (n - 1) / 2) / half) ** 2
        if self.vertical:
            return self.cx - bend, self.cy + offset
        return cx + offset, self.cy + bend

    def declared_extent(self, n: int) -> Rect:
        """The extent at ``n`` cards at the declared step, as if it never stepped wider: where
        a preview may go beside the zone without running off the screen."""
        from dataclasses import replace
        return replace(self, loose=0.0).extent(n)

    def room(self, n: int) -> Rect:
        """The most this zone may cover once it holds ``n`` cards or more: a row or fan that
        steps wider into free room (``loose``) can reach the ends of its room, so what must
        stay clear of it is that room, not the extent at a count."""
        x, y, w, h = self.extent(n)
        if self.loose <= self.step or self.vertical or self.kind not in ("row", "fan") \
                or not self.max_length:
            return x, y, w, h
        x0, x1 = self.span if self.span is not None else (
            self.cx - self.max_length / 2, self.cx + self.max_length / 2)
        return min(x, x0), y, max(x + w, x1) - min(x, x0), h

    def extent(self, n: int) -> Rect:
        """The rectangle the zone's cards cover when it holds ``n`` cards (at least one)."""
        n = max(1, n)
        cw, ch = self.card
        xs, ys = [], []
        for i in (0, n - 1):
            x, y = self.slot(i, n)
            xs += [x - cw / 2, x + cw / 2]
            ys += [y - ch / 2, y + ch / 2]
        top = self.slot(n - 1, n)
        if self.kind == "fan" and self.arc:
            ys.append(top[1] - ch / 2 - abs(self.arc))
        return min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)


def inflate(r: Rect, dx: float, dy: float) -> Rect:
    return r[0] - dx, r[1] - dy, r[2] + 2 * dx, r[3] + 2 * dy


def slot_outline(extent: Rect, m: Metrics) -> Rect:
    """Where a place's outline is drawn around its ``extent`` (``Hud.slot_marks``): in whole
    pixels, half of ``px(8)`` out on each side."""
    pad = m.px(8)
    x, y, w, h = (round(v) for v in extent)
    return x - pad // 2, y - pad // 2, w + pad, h + pad


def contains(r: Rect, x: float, y: float) -> bool:
    return r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]


def overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def shared_area(a: Rect, b: Rect) -> float:
    """The area two rectangles share (0 where they do not overlap)."""
    w = min(a[0] + a[2], b[0] + b[2]) - max(a[0], b[0])
    h = min(a[1] + a[3], b[1] + b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0


def inside(inner: Rect, outer: Rect) -> bool:
    return (inner[0] >= outer[0] and inner[1] >= outer[1]
            and inner[0] + inner[2] <= outer[0] + outer[2] + 0.5
            and inner[1] + inner[3] <= outer[1] + outer[3] + 0.5)


def sideways(box: Rect, hit: Sequence[Rect], gap: float) -> list[Rect]:
    """``box`` moved along its line just clear of every rectangle in ``hit``: to their left,
    then to their right (a caption or a message slid off what it would cover)."""
    x, y, w, h = box
    return [(min(r[0] for r in hit) - gap - w, y, w, h), (max(r[0] + r[2] for r in hit) + gap, y, w, h)]


def enclosing(rects: list[Rect]) -> Rect:
    """The smallest rectangle holding every one of ``rects`` (at least one)."""
    x0, y0 = min(r[0] for r in rects), min(r[1] for r in rects)
    return x0, y0, max(r[0] + r[2] for r in rects) - x0, max(r[1] + r[3] for r in rects) - y0


def clusters(rects: list[Rect], gap: float) -> list[Rect]:
    """``rects`` gathered into groups that lie within ``gap`` of each other (edge to edge, a
    group's enclosing rectangle counting as one), each group as its enclosing rectangle,
    largest first (the earliest of equals first)."""
    groups = [tuple(r) for r in rects]
    merged = True
    while merged:
        merged = False
        for i in range(len(groups)):
            for j in range(i + 1, len(groups)):
                if _apart(groups[i], groups[j]) <= gap:
                    groups[i] = enclosing([groups[i], groups.pop(j)])
                    merged = True
                    break
            if merged:
                break
    return sorted(groups, key=lambda r: -r[2] * r[3])


def _apart(a: Rect, b: Rect) -> float:
    """How far apart two rectangles are, edge to edge (0 where they touch or overlap)."""
    dx = max(a[0] - (b[0] + b[2]), b[0] - (a[0] + a[2]), 0)
    dy = max(a[1] - (b[1] + b[3]), b[1] - (a[1] + a[3]), 0)
    return math.hypot(dx, dy)


def with_title(rect: Rect, title: Rect | None, card: bool = False) -> Rect:
    """``rect`` with its place's name (``title``, the name's pill as drawn) taken in, so an
    outline, arrow or badge drawn round it leaves the name readable: always for the place
    itself, for a ``card`` only where it lies just under the name (the top card of a pile)."""
    if title is None:
        return rect
    if card:
        under = title[1] + title[3] <= rect[1] + 4 <= title[1] + 2 * title[3]
        if not (under and title[0] < rect[0] + rect[2] and rect[0] < title[0] + title[2]):
            return rect
    return enclosing([rect, title])


def taking_in_names(rect: Rect, names: list[Rect], pad: float) -> Rect:
    """``rect`` grown until its outline (``rect`` grown by ``pad`` each side) cuts through no
    name in ``names``: a name the outline would cross is taken in whole (Keltis' "Draw",
    beside the discard piles, lay on the edge of the places' mark). Names wholly outside
    the outline stay outside."""
    grown = tuple(rect)
    changed = True
    while changed:
        changed = False
        outline = (grown[0] - pad, grown[1] - pad, grown[2] + 2 * pad, grown[3] + 2 * pad)
        for n in names:
            if _apart(outline, n) == 0 and not _holds(grown, n) and edge_crosses(outline, n):
                grown = enclosing([grown, n])
                changed = True
    return grown


def _holds(outer: Rect, inner: Rect) -> bool:
    return (outer[0] <= inner[0] and outer[1] <= inner[1]
            and inner[0] + inner[2] <= outer[0] + outer[2] and inner[1] + inner[3] <= outer[1] + outer[3])


def edge_crosses(outline: Rect, name: Rect) -> bool:
    """Whether a name overlaps the outline's edge (not lying wholly inside or outside it)."""
    x0, y0, x1, y1 = name[0], name[1], name[0] + name[2], name[1] + name[3]
    inside = (outline[0] < x0 and outline[1] < y0
              and x1 < outline[0] + outline[2] and y1 < outline[1] + outline[3])
    apart = (x1 <= outline[0] or y1 <= outline[1]
             or x0 >= outline[0] + outline[2] or y0 >= outline[1] + outline[3])
    return not inside and not apart


def distance(r: Rect, x: float, y: float) -> float:
    return math.hypot(r[0] + r[2] / 2 - x, r[1] + r[3] / 2 - y)


@dataclass
class TableLayout:
    """A whole table: zones, seats, and the rectangles of the HUD elements (name plates...)
    that the scene draws, so one test can check that nothing overlaps or is cut off."""

    metrics: Metrics
    zones: dict[ZoneId, ZoneLayout]
    seats: dict[PlayerId, SeatPlace]
    plates: dict[PlayerId, Rect] = field(default_factory=dict)  # name/score plates
    areas: dict[str, Rect] = field(default_factory=dict)  # other HUD rects: buttons, banner
    #: label rects on the felt: ``title/<zone>`` above a zone, ``caption/<zone>`` under it
    labels: dict[str, Rect] = field(default_factory=dict)
    #: zones shown instead of others (a run-off row over the play slots): not reserved
    overlays: set[ZoneId] = field(default_factory=set)
    #: the seat each seat's own zone belongs to (its block), for pop-ups on its plate
    owners: dict[ZoneId, PlayerId] = field(default_factory=dict)
    #: the room the side seats' blocks may grow into during the game (down each side, at their
    #: fullest width): the tabs, where they seek a gap, keep clear of it (``comfort``)
    growth: list[Rect] = field(default_factory=list)
    #: labels that give way to the messages and the first-run tour's words: names that help a
    #: new player (Treasure's "Gathering"), which keep no message off its spot and are not
    #: drawn while one covers them (``Hud.hidden_titles``)
    give_way: set[str] = field(default_factory=set)

    def words(self) -> list[Rect]:
        """Where the table writes: the seats' name plates and the zones' labels."""
        return list(self.plates.values()) + list(self.labels.values())

    def rivals_card(self, viewer: PlayerId) -> float:
        """The height of the cards of every zone not ``viewer``'s (0: none): a roomier layout
        a game tries must not shrink them (Treasure's declarations, Seanchaí's open hands)."""
        return max((zl.card[1] for z, zl in self.zones.items() if self.owners.get(z, viewer) != viewer),
                   default=0.0)
