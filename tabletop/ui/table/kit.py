"""The seat layout kit: a game declares its zones per seat and per table, the kit places them.

A declaration (``Seats``) says, in logical terms, what each seat and the table hold:

* ``own``: the viewer's band along the bottom edge, one line of items left to right (the
  ``grow`` part, usually the hand, takes the free width and is centred on the screen when it
  can be; the action bar sits above it);
* ``other``: each opponent's block, lines of items top to bottom. Down the left and right
  edges the block is first tried narrower (its name plate on a line of its own), then as
  declared;
* ``centre``: parts in the centre band, in a row (``at="left"``/``"right"`` pin a part to the
  band's edges, stacked); ``overlay`` parts are shown instead of others (a run-off row) and
  reserve no room;
* ``toward``: one part per seat placed in the centre toward its seat (play slots), in two
  rows: the viewer's with their neighbours' beside it, the far seats' above.

An item is a ``Part``, ``PLATE`` (the seat's name plate), ``STATUS`` (the status line) or a
``Stack`` of lines. A part of kind ``aid`` (zone ``@aid/<name>``) holds no cards: it reserves a
box as wide as ``step`` × its height, which the game draws in
(``TableLayout.labels["aid/<name>"]``, a suit circle, say), checked by the layout test like
the rest. Zone ids are templates: ``{seat}`` is the seat, ``{side}`` its side where partners
share places (``Seats.side``: a team's one point field lies before whichever partner looks,
and the other blocks leave it out); a part whose id ends in
``*`` stands for every zone of the view with that prefix (zones that appear during play:
groups, melds), side by side in natural order (``wrap`` per row); with ``next`` the viewer's
family also gets the place of its next member (numbered one past the highest), the zone a
move is about to create, so a drag has somewhere to drop before that zone exists. Card heights are fractions of the hand card
(``Metrics.card_h``); when the opponents' blocks or the centre's parts do not fit, the
opponents' cards shrink (down to ``MIN_SCALE``). The layout depends on the set of zones in the view, so the table lays itself
out again whenever that set changes (``zone_key``).

Every table uses its room (issue 22): rows and fans of faces step wider than declared, up to a
whole card (``LOOSE``), while their room allows; the viewer's hand may slide into all the width
its line leaves (``ZoneLayout.span``); a part beside the plate moves above it when the hand
needs the width (``fold``); the centre's rows share the band's free width; opponents along the
top are tried larger first (``GROW_SCALES``); the blocks along the top share the row's whole
width, a row of faces at the end of a line (a point field, a seat's groups) taking its
block's free width (``topband.widened``: the blocks that widen share what the others leave; a family shares it by how many cards each member holds); and the Rules/Log/Hint/Help tabs keep a column of
their own (``TABS_W``, ``areas["tabs"]``) so they never move with the play: against the side
seats' blocks at their fullest (``fullest_w``), else they seek a gap clear of where those
blocks may grow (``TableLayout.growth``).
"""

from __future__ import annotations

from dataclasses import replace

from ...core.ids import ALL, PlayerId, ZoneId
from ...core.views import TableView
from ...core.zones import Vis
from .declare import PLATE, STATUS, Item, Line, Part, Seats, Stack, _natural, next_member
from .layout import Metrics, Rect, SeatPlace, TableLayout, ZoneLayout
from .legibility import INDEX_SHOWN, READABLE_PX, faces_w, least_face, readable
from .seating import allocate
from .tabcolumn import tabs_span
from .topband import widened
from .toward import place_toward, toward_rows

MARGIN, GAP = 12, 10  # logical units
LIFT = 0.13  # hover lift of a playable hand, of the card height
ACTIONS_H, ACTIONS_W = 44, 520  # the action bar (buttons or the prompt) above the viewer's hand
KEEP_W = 170  # Undo/Redo beside the action bar (``TableKeeping.layout``)
MESSAGES_H = 40  # the message strip (toasts, banners) above the action bar
TITLE_CHAR = 7.5  # logical width per character of a title, to keep the part as wide as it
STATUS_H = 26
TABS_W = 106  # the Rules/Log/Hint/Help column at the right of the centre band (``comfort``)
PILE_RISE = 5  # pixels a thick pile rises above its slot (``ZoneLayout.slot``)
MIN_SCALE = 0.55
#: the viewer's own cards give way, in these steps, before an opponent's faces go under
#: ``READABLE_PX`` (a 1280×720 screen's window is 1240×620: its hand card is still 110 px)
OWN_SCALES = (0.92, 0.85)
GROW_SCALES = (1.5, 1.3, 1.15)  # opponents' cards grow first while the table has the room
GROW_CAP = 0.6  # of the hand card: the largest an opponent's grown card gets
LOOSE = 1.06  # of the card width: the widest step a row of faces takes when it has room
TOWARD = {"bottom": (0.0, -1.0), "top": (0.0, 1.0), "left": (1.0, 0.0), "right": (-1.0, 0.0)}


class _Placer:
    """Measures and places the items of one declaration for one seat."""

    def __init__(self, m: Metrics, view: TableView, seat: PlayerId, scale: float,
                 plate: tuple[float, float], own: bool, side: PlayerId | None = None,
                 leave: frozenset[ZoneId] = frozenset()) -> None:
        self.m, self.view, self.seat, self.scale, self.own = m, view, seat, scale, own
        self.side = seat if side is None else side  # ``{side}`` (``Seats.side``)
        self.leave = leave  # zones the viewer's own block shows: another block leaves them out
        self.u = m.unit
        self.plate = (plate[0] * self.u, plate[1] * self.u)
        self.status_w = 0.0
        self.zones: dict[ZoneId, ZoneLayout] = {}
        self.labels: dict[str, Rect] = {}
        self.areas: dict[str, Rect] = {}
        self.owners: dict[ZoneId, PlayerId] = {}
        self.plate_rect: Rect | None = None
        self.tight = False  # rows keep their declared step and place (no room taken beyond)
        #: an opponent's block widened into the free room of its row (``topband``): its declared
        #: width, which lines without a row of faces keep; such rows take the rest
        self.natural: float | None = None
        self.centred = False  # the lines that keep ``natural`` lie centred (a lone top seat)
        self.full = False  # measuring the block at its fullest (``fullest_w``)
        self._expanded: dict[Part, list[tuple[ZoneId, Part]]] = {}

    # --- measuring ----------------------------------------------------------------------------
    def card(self, p: Part) -> tuple[int, int]:
        scale = self.scale
        if scale > 1.0:  # grown into free room, never past ``GROW_CAP`` nor below as declared
            scale = min(scale, max(1.0, GROW_CAP / p.size))
        ch = max(8, round(self.m.card_h * p.size * scale))
        return max(6, round(ch * self.m.card_w / self.m.card_h)), ch

    def expand(self, p: Part) -> list[tuple[ZoneId, Part]]:
        found = self._expanded.get(p)  # (asked again and again while lines are measured)
        if found is None:
            found = self._expanded[p] = self._expand(p)
        return found

    def _expand(self, p: Part) -> list[tuple[ZoneId, Part]]:
        zid = p.zone.replace("{seat}", str(self.seat)).replace("{side}", str(self.side))
        if zid.endswith("*"):
            found = sorted((z for z in self.view.zones if z.startswith(zid[:-1]) and z not in self.leave),
                           key=_natural)
            if p.next and self.own:
                found.append(next_member(zid[:-1], found))
            if self.full and p.wrap:  # a whole row of members, those still to come unnamed
                found += [f"{zid[:-1]}~{k}" for k in range(p.wrap - len(found))]
            return [(z, p) for z in found]
        return [] if zid in self.leave else [(zid, p)]

    def body(self, p: Part) -> tuple[float, float]:
        """The cards' own extent (without lift, titles, captions)."""
        cw, ch = self.card(p)
        if p.kind == "aid":  # a drawn game aid (no cards): a box as tall as the card
            return ch * p.step, ch
        more = max(0, p.cards - 1) * p.step
        if p.kind == "column" or p.vertical:
            return cw, ch + more * ch
        if p.kind in ("fan", "row"):
            return cw + more * cw, ch
        return cw, ch

    def extra_h(self, p: Part) -> tuple[float, float]:
        """Room above and below the cards: title, lift (and the action bar), caption, badge."""
        u = self.u
        above = p.title * u + (self.card(p)[1] * LIFT if p.lift else 0.0)
        if p.kind == "pile":
            above += PILE_RISE
        if p.grow and self.own:
            above += (MESSAGES_H + ACTIONS_H + 2 * GAP) * u
        below = p.caption * u + (self.m.font(15, 12) * 0.6 if p.count else 0.0) \
            + p.below * self.card(p)[1]
        return above, below

    def size(self, item: Item) -> tuple[float, float]:
        if isinstance(item, Stack):
            sizes = [self.line_size(line) for line in item.lines]
            return (max((s[0] for s in sizes), default=0.0),
                    sum(s[1] for s in sizes) + GAP * self.u * max(0, len(sizes) - 1))
        if item is PLATE:
            return self.plate
        if item is STATUS:
            return max(self.plate[0], self.status_w * self.u), STATUS_H * self.u
        n = len(self.expand(item))
        if not n:
            return 0.0, 0.0
        w, h = self.body(item)
        if item.title and item.label:
            w = max(w, (len(item.label) * TITLE_CHAR + 12) * self.u,
                    item.extra.get("title_room", 0.0) * self.u)  # (logical: a title's room at large text)
        above, below = self.extra_h(item)
        cols, rows = self.grid(item, n)
        gap = GAP * self.u
        return cols * w + (cols - 1) * gap, rows * (h + above + below) + (rows - 1) * gap

    @staticmethod
    def grid(p: Part, n: int) -> tuple[int, int]:
        """Columns and rows of a family of ``n`` zones (``wrap`` per row at most)."""
        cols = min(n, p.wrap) if p.wrap else n
        return max(1, cols), max(1, -(-n // max(1, cols)))

    def line_size(self, line: Line) -> tuple[float, float]:
        sizes = [self.size(i) for i in line if self.size(i)[0] > 0]
        return (sum(s[0] for s in sizes) + GAP * self.u * max(0, len(sizes) - 1),
                max((s[1] for s in sizes), default=0.0))

    # --- placing ------------------------------------------------------------------------------
    def place_line(self, line: Line, x: float, y: float, width: float, height: float,
                   align: str, spread: bool = True) -> None:
        """Lay ``line`` out in the box (x, y, width, height); ``align``: top/centre/bottom.
        A line with nothing to grow shares the free room out between its items (``spread``)
        or is centred."""
        gap = GAP * self.u
        items = [(i, self.size(i)) for i in line if self.size(i)[0] > 0]
        grows = [i for i, _ in items if isinstance(i, Part) and i.grow]
        if self.natural is not None:  # a widened block: a row of faces at the end of its
            grows = [i for i, _ in items[-1:] if self.widens(i)]  # line takes the room
            if not grows and width > self.natural:  # the rest keeps its declared width
                x += (width - self.natural) / 2 if self.centred else 0.0
                width = self.natural
        fixed = sum(s[0] for i, s in items if i not in grows)
        free = width - fixed - gap * max(0, len(items) - 1)
        share = 0.0
        if not grows and spread and items:  # each item centred in an equal share of the room
            share = max(0.0, free) / len(items)
        elif not grows:  # centre the line in its box
            x += max(0.0, free) / 2
        grown = sum(s[0] for i, s in items if i in grows) or 1.0
        for item, (w, h) in items:
            if item in grows:  # exactly the room left, shared by declared width: a fan
                w = max(0.0, free) * w / grown  # squeezes itself, never runs off
            top = {"top": y, "bottom": y + height - h}.get(align, y + (height - h) / 2)
            if isinstance(item, Stack):
                self.place_stack(item, x, top, w + share)
            elif item is PLATE:  # plates and the status line keep their size, at the left
                self.plate_rect = (x, top, w, h)
            elif item is STATUS:
                self.areas["status"] = (x, top, w, h)
            else:
                widened = item in grows and self.natural is not None
                natural = w + share - (width - self.natural) if widened else w + share
                self.place_part(item, x, top, w + share, h, widened=widened,
                                natural=max(self.size(item)[0], natural))
            x += w + share + gap

    def cells(self, members: list[tuple[ZoneId, Part]], cols: int, w: float,
              least: float) -> list[tuple[float, float]]:
        """Where each member of a widened family lies in its row (offset, width): the row's
        width shared by how wide each member's cards lie whole, so a long group gets the room
        a short one leaves; none narrower than ``least`` (else equal shares)."""
        gap = GAP * self.u
        cw = self.card(members[0][1])[0]
        out: list[tuple[float, float]] = []
        for start in range(0, len(members), cols):
            row = members[start:start + cols]
            zones = self.view.zones
            need = [cw * (1 + max(0, len(zones[z].cards) - 1 if z in zones else 0) * LOOSE)
                    for z, _ in row]
            room = w - gap * (cols - 1)
            scale = max(room / sum(need), 0.0)
            if scale * min(need) < least:  # no member narrower than before it widened
                out += [(k * (room / cols + gap), room / cols) for k in range(len(row))]
                continue
            x = 0.0
            for n in need:
                out.append((x, n * scale))
                x += n * scale + gap
        return out

    def widens(self, item: Item) -> bool:
        """Whether ``item`` takes a widened block's room: a horizontal row or fan whose
        zones show faces here (a row of backs has nothing more to show)."""
        if not isinstance(item, Part) or item.kind not in ("row", "fan") or item.vertical:
            return False
        members = self.expand(item)
        return bool(members) and all(self.faces(z) for z, _ in members)

    def place_stack(self, st: Stack, x: float, y: float, width: float) -> None:
        for line in st.lines:
            lw, lh = self.line_size(line)
            self.place_line(line, x, y, width, lh, "top")
            y += lh + GAP * self.u

    def place_part(self, p: Part, x: float, y: float, w: float, h: float,
                   widened: bool = False, natural: float = 0.0) -> None:
        members = self.expand(p)
        span = None
        if widened and len(members) == 1 and w > natural:  # lies at the left of its room,
            span, w = (x, x + w), natural  # stepping wider into the rest as it grows
        if p.grow and self.own:  # the hand: centred on the screen when that leaves it room,
            span = None if self.tight else (x, x + w)  # sliding into the rest as it grows
            half = min(self.m.w / 2 - x, x + w - self.m.w / 2)
            if 2 * half >= self.body(p)[0]:
                x, w = self.m.w / 2 - half, 2 * half
        bw, bh = self.body(p)
        gap = GAP * self.u
        cols, rows = self.grid(p, len(members))
        each = w if len(members) == 1 else (w - gap * (cols - 1)) / cols
        above, below = self.extra_h(p)
        cell_h = (h - gap * (rows - 1)) / rows
        x0, y0 = x, y
        least = (natural - gap * (cols - 1)) / cols  # a member's width before widening
        cells = self.cells(members, cols, w, least) if widened and len(members) > 1 else None
        for i, (zid, part) in enumerate(members):
            x = x0 + (i % cols) * (each + gap)
            if cells is not None:  # a widened family: each member as wide as its cards ask
                x, each = x0 + cells[i][0], cells[i][1]
            y = y0 + (i // cols) * (cell_h + gap)
            h = cell_h
            top = y + above
            if part.kind == "aid":  # no zone: the game draws it into ``labels["aid/<name>"]``
                self.labels[f"aid/{zid.removeprefix('@aid/')}"] = (x + (each - bw) / 2, top, bw, bh)
                continue
            self.zones[zid] = self.zone(zid, part, x + each / 2, top, each, bh)
            if span is not None:
                self.zones[zid].span = span
                self.zones[zid].max_length = span[1] - span[0] + 0.5
                if self.zones[zid].loose < self.zones[zid].step:  # room to lie whole in
                    self.zones[zid].loose = max(p.step, LOOSE) * self.zones[zid].card[0]
            if "{seat}" in p.zone or "{side}" in p.zone:
                self.owners[zid] = self.seat
            if part.title:
                self.labels[f"title/{zid}"] = (x, y, each, part.title * self.u)
            if part.caption:
                cap = part.caption * self.u
                self.labels[f"caption/{zid}"] = (x, top + bh + (h - above - bh - cap), each, cap)
            if p.grow and self.own:  # the bar, with room at its right for Undo/Redo
                room = self.m.w - MARGIN * self.u - KEEP_W * self.u
                aw = min(ACTIONS_W * self.u, room - x)
                ax = min(max(x, x + each / 2 - aw / 2), room - aw)
                mw = max(aw, min(x + each, self.m.w - MARGIN * self.u) - ax)
                self.areas["messages"] = (ax, y, mw, MESSAGES_H * self.u)
                self.areas["actions"] = (ax, y + (MESSAGES_H + GAP) * self.u, aw, ACTIONS_H * self.u)

    def zone(self, zid: ZoneId, p: Part, cx: float, top: float, length: float,
             body_h: float) -> ZoneLayout:
        cw, ch = self.card(p)
        vertical = p.kind == "column" or p.vertical
        step = p.step * (ch if vertical else cw)
        max_length = (body_h if vertical else length) + 0.5  # rounding never squeezes
        cy = top + ch / 2 if p.kind == "column" else top + body_h / 2
        loose = max(p.step, LOOSE) * cw if p.kind in ("row", "fan") and not vertical \
            and self.faces(zid) and not self.tight else 0.0
        return ZoneLayout(zid, p.kind, cx, cy, (cw, ch), step=step, max_length=max_length,
                          arc=p.arc * ch, vertical=p.vertical, label=p.label,
                          show_count=p.count, visible_depth=p.depth,
                          extra={**p.extra, "full": p.cards, **({"lift": True} if p.lift else {}),
                                 **({"below": p.below * ch} if p.below else {})},
                          loose=loose)

    def faces(self, zid: ZoneId) -> bool:
        """Whether a zone's cards show faces to the seats at this table (its own seat's, an
        open zone, or any once the game is over and every hand is shown): only those step
        wider into free room; a row of backs keeps its declared overlap, as there is nothing
        on a back to read."""
        zv = self.view.zones.get(zid)
        return self.own or zv is None or zv.vis is Vis.PUBLIC or self.view.viewer == ALL


def whole_width(pl: _Placer, p: Part) -> float:
    """How wide ``p``'s declared cards lie without overlapping (a step of at least a card)."""
    cw, _ = pl.card(p)
    return cw * (1 + max(0, p.cards - 1) * max(p.step, 1.0))


def fold(pl: _Placer, line: Line, width: float) -> Line:
    """The viewer's band, folded where that gives the hand room: while the growing part
    cannot lay its declared cards whole, a part between the first ``Stack`` (the plate and
    the status line) and it moves on top of that stack, when it fits under the band's height
    (the hand's own height, with its lift and the strips above it). Room that lay empty above
    the plate then holds, say, a point field, and the hand takes its width."""
    if not line or not isinstance(line[0], Stack):
        return line
    grows = [i for i in line if isinstance(i, Part) and i.grow]
    if len(grows) != 1:
        return line
    hand = grows[0]
    end = line.index(hand)
    _, band_h = pl.line_size(line)
    stack, moved = line[0], list(line[1:end])
    for item in line[1:end]:
        if not isinstance(item, Part) or item.grow:
            continue
        lw = pl.line_size((stack, *moved, hand, *line[end + 1:]))[0]
        if width - lw + pl.size(hand)[0] >= whole_width(pl, hand):
            break  # the hand lies whole already
        folded = Stack(((item,), *stack.lines))
        if pl.size(folded)[1] > band_h + 0.5:
            break
        stack = folded
        moved.remove(item)
    return (stack, *moved, *line[end:])


def side_lines(lines: tuple[Line, ...]) -> tuple[Line, ...]:
    """A block made narrower for a side seat: the name plate on a line of its own."""
    rest = tuple(tuple(i for i in line if i is not PLATE) for line in lines)
    return ((PLATE,), *(line for line in rest if line))


def lay_out(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int,
            rows: bool = True) -> TableLayout:
    """Place every declared zone for ``n`` seats with ``bottom`` (the viewer) at the bottom.
    Side blocks are tried narrow (plate on its own line) and then as declared; when neither
    fits, the opponents' cards shrink step by step. Before all that they are tried larger
    (``GROW_SCALES``): where the table has room, an opponent's field reads as well as one's own.
    The tabs' column is kept while the opponents' cards need not shrink; a table that needs
    smaller cards gives it up (the tabs then find a free gap, ``comfort``). Where a row of
    faces along the top overlaps, its family is also tried in more rows (``top_forms``) and
    the layout that shows the most of the worst-shown card is kept (``readable``); ``rows``
    False keeps the families as declared (a game whose words under a member would run into
    the next row)."""
    lay = fitting(decl, m, view, bottom, n, rows)
    if lay is None:  # nothing fits even with the smallest cards: laid out by force
        lay = _try(decl, m, view, bottom, n, MIN_SCALE, True, force=True, tabs=False)
        assert lay is not None
    return lay


def fitting(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int,
            rows: bool = True) -> TableLayout | None:
    """``lay_out`` short of laying out by force: None when nothing fits (a game trying a
    roomier declaration first falls back to its own)."""
    lay = _best(decl, m, view, bottom, n, (*GROW_SCALES, 1.0), tabs=True, rows=rows)
    if lay is None:
        lay = _best(decl, m, view, bottom, n, (1.0,), tabs=False, rows=rows)
    if lay is not None:
        if least_face(lay, view, bottom) < READABLE_PX:  # faces declared too small for this
            # window: raised where the room allows
            return to_floor(decl, m, view, bottom, n, rows, readable(lay, view, bottom),
                            tabs="tabs" in lay.areas) or lay
        return lay
    scale = 1.0
    while scale > MIN_SCALE:
        smaller = max(MIN_SCALE, round(scale - 0.1, 2))
        if faces_px(decl, m, view, bottom, n, scale) >= READABLE_PX > faces_px(decl, m, view, bottom, n, smaller):
            # the viewer's cards shrink before the opponents' go unreadable
            tries = [(scale, narrow, own) for own in OWN_SCALES for narrow in (True, False)]
        else:
            tries = []
        scale = smaller
        for at, narrow, own in [*tries, (scale, True, 1.0), (scale, False, 1.0)]:
            lay = _try(decl, m, view, bottom, n, at, narrow, force=False, tabs=False, own_scale=own)
            if lay is not None:
                return lay
    return None


def faces_px(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int,
             scale: float, full: bool = False) -> float:
    """The height of the smallest opponent's card that shows a face at ``scale`` (an open
    zone's, or any at a table everyone sees, the end's); infinite when none does. ``full``:
    counting the families' members still to come (``fullest_w``)."""
    least = float("inf")
    for seat in range(n):
        if seat == bottom:
            continue
        pl = _other(decl, m, view, bottom, seat, scale)
        pl.full = full
        for p in _parts(decl.other):
            shown = [z for z, _ in pl.expand(p) if pl.faces(z)]
            if shown and not p.extra.get("backs"):
                least = min(least, pl.card(p)[1])
    return least


def to_floor(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int,
             rows: bool, shown: float | None, tabs: bool) -> TableLayout | None:
    """The opponents' faces raised to ``READABLE_PX`` where declared smaller for this window
    (1240×620), the viewer's cards giving way if need be; None where that does not fit, or
    the top row would show less than ``shown`` (``readable`` at the declared size) and under
    ``INDEX_SHOWN`` of a card. ``tabs``: the tabs keep their column (they must not move)."""
    least = faces_px(decl, m, view, bottom, n, 1.0)
    if least >= READABLE_PX:
        return None
    scale = (READABLE_PX + 0.5) / least
    for own_scale in (1.0, *OWN_SCALES):
        lay = _best(decl, m, view, bottom, n, (scale,), tabs=tabs, rows=rows,
                    own_scale=own_scale, up_to_floor=True)
        if lay is None or least_face(lay, view, bottom) < READABLE_PX:
            continue
        seen = readable(lay, view, bottom)
        if seen is None or shown is not None and (seen >= shown - 0.5
                                                  or seen >= INDEX_SHOWN * faces_w(lay, view, bottom)):
            return lay
    return None


def fullest_w(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int,
              lines: tuple[Line, ...], scale: float) -> float:
    """The widest an opponent's block of ``lines`` grows in this game: each family a whole
    row of ``wrap`` members (one without a wrap as it stands), the cards at the size
    ``to_floor`` raises faces to once they show. The tabs' column lies against it, so it
    stays put while groups appear and the cards are raised (Treasure at eight moved it
    some ten times a game)."""
    least = faces_px(decl, m, view, bottom, n, 1.0, full=True)
    if least < READABLE_PX:
        scale = max(scale, (READABLE_PX + 0.5) / least)
    widest = 0.0
    for seat in range(n):
        if seat != bottom:
            pl = _other(decl, m, view, bottom, seat, scale)
            pl.full = True
            widest = max([widest, *(pl.line_size(line)[0] for line in lines)])
    return widest


def _parts(lines: tuple[Line, ...]) -> list[Part]:
    """Every zone part of a block's lines, stacks opened."""
    found: list[Part] = []
    for line in lines:
        for item in line:
            if isinstance(item, Stack):
                found.extend(_parts(item.lines))
            elif item is not PLATE and item is not STATUS:
                found.append(item)
    return found


def _best(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int,
          scales: tuple[float, ...], tabs: bool, rows: bool = True, own_scale: float = 1.0,
          up_to_floor: bool = False) -> TableLayout | None:
    """The layout that shows the most of the worst-shown card along the top (``readable``),
    among the opponents' cards at each of ``scales`` and their blocks in each of
    ``top_forms``: the first where nothing overlaps, else the best, then the larger cards,
    then fewer rows. None when nothing fits."""
    best: tuple[tuple[float, int], TableLayout] | None = None
    tried = 0
    for scale in scales:
        for top in top_forms(decl, view, bottom, n) if rows else [decl.other]:
            for narrow in (True, False):
                lay = _try(decl, m, view, bottom, n, scale, narrow, force=False, tabs=tabs, top=top,
                           own_scale=own_scale, up_to_floor=up_to_floor)
                if lay is None:
                    continue
                seen = readable(lay, view, bottom)
                if seen is None:
                    return lay
                key = (round(seen), -tried)
                if best is None or key > best[0]:
                    best = (key, lay)
                tried += 1
                break
    return best[1] if best is not None else None


def top_forms(decl: Seats, view: TableView, bottom: PlayerId, n: int) -> list[tuple[Line, ...]]:
    """The opponents' block along the top as declared, then with each family of faces (a
    seat's groups) wrapped into more rows: as many members per row as still make a new row
    count (3, 2, 1 for three groups). The block grows downward into the felt the centre leaves,
    and each member gets a wider share of the row (issue 22)."""
    forms = [decl.other]
    families = [p for line in decl.other for p in line if isinstance(p, Part)
                and p.zone.endswith("*") and p.kind in ("row", "fan") and not p.vertical]
    if not families or n < 2:
        return forms
    most = max((sum(1 for z in view.zones if z.startswith(p.zone[:-1].replace("{seat}", str(s))))
                for p in families for s in range(n) if s != bottom), default=0)
    wraps: list[int] = []
    for rows in range(2, most + 1):
        wrap = -(-most // rows)
        declared = min(p.wrap or most for p in families)
        if wrap < declared and -(-most // wrap) > -(-most // declared) and wrap not in wraps:
            wraps.append(wrap)
    for wrap in wraps:
        forms.append(tuple(tuple(replace(i, wrap=min(i.wrap or wrap, wrap)) if i in families else i
                                 for i in line) for line in decl.other))
    return forms


def _side(decl: Seats, view: TableView, seat: PlayerId) -> PlayerId:
    return seat if decl.side is None else decl.side(view, seat)


def _other(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, seat: PlayerId,
           scale: float) -> _Placer:
    """The placer of another seat's block: it leaves out the zones of the viewer's side that
    the viewer's own block shows (a team's point field lies before whichever partner looks)."""
    leave: frozenset[ZoneId] = frozenset()
    if decl.side is not None:
        own = _Placer(m, view, bottom, 1.0, decl.plate, True, _side(decl, view, bottom))
        leave = frozenset(z for p in _parts((decl.own,)) if "{side}" in p.zone for z, _ in own.expand(p))
    return _Placer(m, view, seat, scale, decl.other_plate, False, _side(decl, view, seat), leave)


def _try(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId, n: int, scale: float,
         narrow: bool, force: bool, tabs: bool = True,
         top: tuple[Line, ...] | None = None, own_scale: float = 1.0,
         up_to_floor: bool = False) -> TableLayout | None:
    """One layout attempt, None when it does not fit. ``up_to_floor``: the opponents' cards are
    raised (``scale`` > 1) only as far as ``READABLE_PX``, not grown into spare room."""
    u = m.unit
    margin, gap = MARGIN * u, GAP * u
    own = _Placer(m, view, bottom, own_scale, decl.plate, True, _side(decl, view, bottom))
    own.status_w = decl.status_w
    own.tight = force  # a table that does not fit has no room to spare
    band_w = m.w - 2 * margin
    own_line = fold(own, decl.own, band_w)
    _, band_h = own.line_size(own_line)
    band_top = m.h - margin - band_h
    own.place_line(own_line, margin, band_top, band_w, band_h, "bottom")

    made: dict[tuple[PlayerId, int], tuple[_Placer, float, float]] = {}

    def block(seat: PlayerId, lines: tuple[Line, ...]) -> tuple[_Placer, float, float]:
        """A seat's placer and its block's size (measured once: the placer that measured a
        block places it)."""
        if (seat, id(lines)) not in made:
            pl = _other(decl, m, view, bottom, seat, scale)
            sizes = [pl.line_size(line) for line in lines]
            made[seat, id(lines)] = (pl, max(s[0] for s in sizes),
                                     sum(s[1] for s in sizes) + gap * (len(sizes) - 1))
        return made[seat, id(lines)]

    others = [(bottom + k) % n for k in range(1, n)] or [bottom]
    # every opponent's block gets the size of the largest (zones that appear make them grow)
    top_lines = decl.other if top is None else top
    tops = [block(s, top_lines)[1:] for s in others]
    side_form = side_lines(decl.other) if narrow else decl.other
    sides = [block(s, side_form)[1:] for s in others]
    tw, th = max(b[0] for b in tops), max(b[1] for b in tops)
    sw, sh = max(b[0] for b in sides), max(b[1] for b in sides)
    seating = allocate(n, bottom, m.w, m.h, (tw, th), (sw, sh), band_top, margin, gap)
    if seating is None:
        if not force:
            return None
        seating = allocate(n, bottom, m.w, m.h, (tw, th), (sw, sh), m.h, margin, gap)
        assert seating is not None, "no room for the seats even without the viewer's band"
    # the Rules/Log/Hint/Help tabs keep a column of their own at the centre band's right, so
    # the band's parts may take all the rest and the tabs never move with the play
    cx, cy, cw, ch = seating.centre
    edges = {side for s, side in seating.sides.items() if side in ("left", "right")}
    fullest = max(fullest_w(decl, m, view, bottom, n, form, scale)  # (narrow now, it may be
                  for form in {side_form, decl.other}) if edges else 0.0  # declared later)
    need_w, need_h = centre_need(decl, m, view, bottom, n)
    right = m.w - margin - fullest - gap  # the right seats' blocks at their fullest
    if tabs and "right" in edges:
        if right - (margin + fullest + gap if "left" in edges else cx) < need_w + (TABS_W + GAP) * u:
            return None  # no column beside the side seats at their fullest: none from the start
        cw = min(cx + cw, right) - cx  # (it came and went as their blocks grew: Treasure, 7)
    tabs_w = TABS_W * u if tabs else 0.0
    centre = (cx, cy, max(0.0, cw - tabs_w - gap), ch) if tabs else seating.centre
    if scale > 1.0 and not up_to_floor:  # grown opponents leave the centre a third more than it needs at least,
        need_h = need_h * 1.3 + decl.centre_clear * m.card_h  # and the room the centre keeps
        # clear (``Seats.centre_clear``), and grow only along the top (down the sides the blocks meet the top
        if any(side != "top" for s, side in seating.sides.items() if s != bottom):
            return None  # row's captions and badges)
    if not force and (centre[2] < need_w or centre[3] < need_h):
        return None
    if not tabs:  # the tabs will look for a gap at the right edge: the hand slides short of it
        edge = m.w - margin - TABS_W * u - gap
        for zl in own.zones.values():
            if zl.span is not None and zl.span[1] > edge:  # (never less than its centred box)
                x0, x1 = zl.span
                zl.span = (x0, max(edge, min(x1, 2 * zl.cx - x0)))
                zl.max_length = zl.span[1] - x0 + 0.5
    zones, labels, areas = dict(own.zones), dict(own.labels), dict(own.areas)
    owners = dict(own.owners)
    plates: dict[PlayerId, Rect] = {}
    if own.plate_rect:
        plates[bottom] = own.plate_rect
    places: dict[PlayerId, SeatPlace] = {}
    row = sorted((s for s, side in seating.sides.items() if side == "top"),
                 key=lambda s: seating.blocks[s][0])

    def widens(seat: PlayerId) -> bool:
        pl = block(seat, top_lines)[0]
        return any(pl.widens(([i for i in line if pl.size(i)[0] > 0] or [PLATE])[-1]) for line in top_lines)

    wide = set() if force or not decl.widen else {s for s in row if s != bottom and widens(s)}
    shares = dict(zip(row, widened([(seating.blocks[s][0], seating.blocks[s][2]) for s in row],
                                   [s in wide for s in row], m.w, margin, gap), strict=True))
    for seat in range(n):
        side = seating.sides[seat]
        bx, by, bw, bh = seating.blocks[seat]
        places[seat] = SeatPlace(seat, side, (bx + bw / 2) / m.w, (by + bh / 2) / m.h, TOWARD[side])
        if seat == bottom:
            continue
        lines = top_lines if side == "top" else side_form
        pl, _, _ = block(seat, lines)
        pl.tight = side != "top" or force  # down a side the preview needs the room beside it
        if seat in wide:  # the row's free width widens a block with a row of faces to spread
            pl.natural, pl.centred = bw, len(row) == 1
            bx, bw = shares[seat]
        y = by
        for line in lines:
            _, lh = pl.line_size(line)
            pl.place_line(line, bx, y, bw, lh, "top")
            y += lh + gap
        zones.update(pl.zones)
        labels.update(pl.labels)
        owners.update(pl.owners)
        if pl.plate_rect:
            plates[seat] = pl.plate_rect
    if tabs:
        top, tall = tabs_span(m, cy, ch)  # where the tabs stand, not the band's whole height
        areas["tabs"] = (cx + cw - tabs_w, top, tabs_w, tall)
        if "messages" in areas:  # a folded hand lifts the strip: never under the tabs
            sx, sy, sw, sh = areas["messages"]
            aw = areas.get("actions", (sx, sy, 0.0, sh))[2]
            areas["messages"] = (sx, sy, max(aw, min(sw, cx + cw - tabs_w - gap - sx)), sh)
    _centre(decl, m, view, n, bottom, centre, zones, labels, tight=force)
    growth = [] if tabs else [(margin if side == "left" else right + gap, cy, fullest, ch)
                              for side in sorted(edges)]  # the tabs seek a gap clear of these
    return TableLayout(m, zones, places, plates, areas, labels,
                       {p.zone for p in decl.centre if p.overlay}, owners, growth)


def centre_need(decl: Seats, m: Metrics, view: TableView, bottom: PlayerId,
                n: int) -> tuple[float, float]:
    """The least room the centre band's parts take: its pinned columns beside the wider of
    its middle row and its toward rows (with cards at 80%), and the tallest of them."""
    gap = GAP * m.unit
    pl = _Placer(m, view, bottom, 1.0, decl.plate, False)
    width, height = 0.0, 0.0
    for at in ("left", "right"):
        pinned = [pl.size(p) for p in decl.centre if p.at == at]
        if pinned:
            width += max(s[0] for s in pinned) + gap
            height = max(height, sum(s[1] for s in pinned) + gap * (len(pinned) - 1))
    middle = tuple(p for p in decl.centre if not p.at and not p.overlay)
    mw, mh = pl.line_size(middle) if middle else (0.0, 0.0)
    tw, th = 0.0, 0.0
    for p in decl.toward:
        near, far = toward_rows(n)
        ch = m.card_h * p.size * 0.8
        cw = ch * m.card_w / m.card_h * (1 + p.step * max(0, p.cards - 1) if p.kind in ("row", "fan") else 1)
        cols = max(len(near), len(far))
        tw = max(tw, cols * cw + (cols - 1) * gap * 2)
        th = max(th, (2 if far else 1) * ch + gap * 2)
    return width + max(mw, tw), max(height, mh, th)


def _centre(decl: Seats, m: Metrics, view: TableView, n: int, bottom: PlayerId, rect: Rect,
            zones: dict[ZoneId, ZoneLayout], labels: dict[str, Rect], tight: bool = False) -> None:
    """The centre band: pinned columns at its edges, a row in the middle, overlays, and the
    seats' ``toward`` parts in two rows."""
    u = m.unit
    gap = GAP * u
    x0, y0, w, h = rect
    pl = _Placer(m, view, bottom, 1.0, decl.plate, False)
    pl.tight = tight
    for at in ("left", "right"):
        pinned = [p for p in decl.centre if p.at == at]
        if not pinned:
            continue
        width = max(pl.size(p)[0] for p in pinned)
        x = x0 if at == "left" else x0 + w - width
        pl.place_stack(Stack(tuple((p,) for p in pinned)), x, y0 + (h - sum(
            pl.size(p)[1] for p in pinned) - gap * (len(pinned) - 1)) / 2, width)
        if at == "left":
            x0 += width + gap
        w -= width + gap
    # the middle row's rows of cards share the band's free width (a tableau of eight lies whole)
    middle = tuple(replace(p, grow=True) if p.kind in ("row", "fan") and not p.vertical else p
                   for p in decl.centre if not p.at and not p.overlay)
    if middle:
        _, lh = pl.line_size(middle)
        y = y0 + (h - lh) / 2
        if decl.centre_clear:  # raised where the foot of the band must stay clear
            y = y0 + max(0.0, min((h - lh) / 2, h - decl.centre_clear * m.card_h - gap - lh))
        pl.place_line(middle, x0, y, w, lh, "centre", spread=False)
    for p in decl.centre:
        if p.overlay:
            cw, ch = pl.card(p)
            zones[p.zone] = ZoneLayout(p.zone, p.kind, x0 + w / 2, y0 + h / 2, (cw, ch),
                                       step=p.step * cw, max_length=w)
    zones.update(pl.zones)
    labels.update(pl.labels)
    for p in decl.toward:
        place_toward(p, m, n, bottom, (x0, y0, w, h), zones, gap, LOOSE, tight)
