"""Where a callout label goes beside the place it points at (the first-run tour's labels).

A label sits above its place, else below, else to its left, else to its right, each first
centred on that side and then slid along it, to its ends and then its quarters (above and
below also a little nearer, at half the gap). The spot on screen that covers least is
taken, the earliest of equals: what it must keep clear (the welcome box, the other marked
places and labels, the table's tabs, buttons and message) counts a thousand times what it
had better keep clear (the table's cards and names, dimmed under the tour). A place inside
another marked place (the hand within "where cards go") thus still gets a spot off the
message and the tabs. With no spot on screen at all, the label goes above (or below, with
no room above) and is kept on screen.

Marks that share a label (the places a card may go, where they lie apart) share one callout,
placed for the first of them; a line reaches each of the others (``facing``, ``reach``).

The welcome box is placed by the same costs (``place_box``): among a few heights, each
centred and shifted a little to either side, the spot that hides no marked place, tab or
button and least of the table's names and labels.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from ..table.layout import inside, shared_area

Rect = tuple[int, int, int, int]  # x, y, w, h
SIDES = ("above", "below", "left", "right")
#: what covering a must-keep-clear pixel costs, against one a label had better keep clear of
MUST = 1000
WORDS = 4  # what covering a name or a card on show costs, against the room kept for cards
SLIGHT = 0.1  # the welcome box over a place's name (its rect, mostly empty felt), against a card


def _spots(size: tuple[int, int], target: Rect, gap: int) -> Iterator[tuple[Rect, str]]:
    """Every candidate spot, best first: each side centred, then slid to the side's ends,
    then to its quarters (between a message and a tab, say, over a long side)."""
    w, h = size
    tx, ty, tw, th = target
    cx, cy = tx + tw // 2, ty + th // 2
    # above and below: centred, left-aligned, right-aligned, centred on a quarter
    xs = (cx - w // 2, tx, tx + tw - w, tx + tw // 4 - w // 2, tx + 3 * tw // 4 - w // 2)
    # left and right: centred, top-aligned, bottom-aligned, centred on a quarter
    ys = (cy - h // 2, ty, ty + th - h, ty + th // 4 - h // 2, ty + 3 * th // 4 - h // 2)
    for side in SIDES:
        if side in ("above", "below"):
            for g in (gap, gap // 2):
                y = ty - g - h if side == "above" else ty + th + g
                for x in xs:
                    yield (x, y, w, h), side
        else:
            x = tx - gap - w if side == "left" else tx + tw + gap
            for y in ys:
                yield (x, y, w, h), side


def place_callout(size: tuple[int, int], target: Rect, keep_clear: Sequence[Rect],
                  screen: tuple[int, int], gap: int,
                  better_clear: Sequence[Rect] = (), words: Sequence[Rect] = ()) -> tuple[Rect, str]:
    """The label's rectangle and the side of ``target`` it is on (see the module's words).
    ``words``: what is on show there now (names, plates, cards), worth ``WORDS`` times the
    room ``better_clear`` reserves for cards to come (a label on a point field's empty room
    hides less than one on a name plate)."""
    best: tuple[float, Rect, str] | None = None
    for spot, side in _spots(size, target, gap):
        if not inside(spot, (0, 0, *screen)):
            continue
        cost = (MUST * sum(shared_area(spot, r) for r in keep_clear)
                + sum(shared_area(spot, r) for r in better_clear)
                + WORDS * sum(shared_area(spot, r) for r in words))
        if best is None or cost < best[0]:
            best = (cost, spot, side)
        if cost == 0:
            break
    if best is not None:
        return best[1], best[2]
    w, h = size
    tx, ty, tw, th = target
    side = "above" if ty - gap - h >= 0 else "below"
    y = ty - gap - h if side == "above" else ty + th + gap
    x = min(max(0, tx + tw // 2 - w // 2), screen[0] - w)
    y = min(max(0, y), screen[1] - h)
    return (x, y, w, h), side


def leader(label: Rect, target: Rect, side: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """The straight line from the label's edge to the target's facing edge: it runs across
    the gap along the label's middle, kept within the target's extent."""
    lx, ly, lw, lh = label
    tx, ty, tw, th = target
    if side in ("above", "below"):
        x = min(max(lx + lw // 2, tx), tx + tw)
        if side == "above":
            return (x, ly + lh), (x, ty)
        return (x, ly), (x, ty + th)
    y = min(max(ly + lh // 2, ty), ty + th)
    if side == "left":
        return (lx + lw, y), (tx, y)
    return (lx, y), (tx + tw, y)


def facing(label: Rect, target: Rect) -> str | None:
    """The side of ``target`` that ``label`` lies on (the way it is furthest out), or None
    where they overlap."""
    lx, ly, lw, lh = label
    tx, ty, tw, th = target
    gaps = {"above": ty - (ly + lh), "below": ly - (ty + th), "left": tx - (lx + lw), "right": lx - (tx + tw)}
    side = max(gaps, key=lambda k: gaps[k])
    return side if gaps[side] > 0 else None


def reach(label: Rect, target: Rect, side: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """A line from ``label`` to a further place it also names (one label, several outlines):
    from the label's facing edge, at the point nearest the target's middle, to the middle of
    the target's facing edge; slanted where the two are not in line."""
    lx, ly, lw, lh = label
    tx, ty, tw, th = target
    if side in ("above", "below"):
        sx = min(max(tx + tw // 2, lx), lx + lw)
        if side == "above":
            return (sx, ly + lh), (tx + tw // 2, ty)
        return (sx, ly), (tx + tw // 2, ty + th)
    sy = min(max(ty + th // 2, ly), ly + lh)
    if side == "left":
        return (lx + lw, sy), (tx, ty + th // 2)
    return (lx, sy), (tx + tw, ty + th // 2)


def arrowhead(tip: tuple[int, int], side: str, size: int) -> list[tuple[int, int]]:
    """The triangle whose point is ``tip`` (on the target's edge), pointing away from the
    label's ``side``: down for a label above, left for a label to the right, and so on."""
    x, y = tip
    if side == "above":
        return [(x, y), (x - size, y - size), (x + size, y - size)]
    if side == "below":
        return [(x, y), (x - size, y + size), (x + size, y + size)]
    if side == "left":
        return [(x, y), (x - size, y - size), (x - size, y + size)]
    return [(x, y), (x + size, y - size), (x + size, y + size)]


#: heights (fractions of the screen) tried for the welcome box's centre, best first
BOX_HEIGHTS = (0.42, 0.32, 0.52, 0.22, 0.62, 0.12, 0.72, 0.8)
#: sideways shifts (fractions of the screen's width) tried at each height, best first
BOX_SHIFTS = (0.0, -0.06, 0.06, -0.12, 0.12, -0.18, 0.18, -0.24, 0.24)


def place_box(size: tuple[int, int], screen: tuple[int, int], keep_clear: Sequence[Rect],
              better_clear: Sequence[Rect] = (), narrower: Sequence[tuple[int, int]] = (),
              slight: Sequence[Rect] = ()) -> Rect:
    """The welcome box's rectangle: of the heights in ``BOX_HEIGHTS``, each centred and then
    shifted by ``BOX_SHIFTS``, the spot on screen that covers least (``MUST`` per pixel of
    ``keep_clear``, one per pixel of ``better_clear``), the earliest of equals. The box may
    take a size in ``narrower`` instead where that covers less (a crowded table: Hyrule's led
    card at 1280x720 lay under the box at any spot of its full width). ``slight`` counts
    ``SLIGHT`` a pixel: the places' names, whose rects are wider than the words drawn in
    them (a centre row's name spans the row). Where every one of
    those spots covers something, the whole screen is searched (``BOX_GRID`` steps down its
    height) for the spot that covers least, the nearest the middle of equals: Seanchaí's box
    at 1240×620 lay on a rival's cards and another's plate while the felt between the places
    had room for a narrower one."""
    def cost(spot: Rect) -> float:
        return box_cost(spot, keep_clear, better_clear, slight)

    best: tuple[float, Rect] | None = None
    sizes = (size, *narrower)
    for w, h in sizes:
        for fy in BOX_HEIGHTS:
            y = min(max(0, round(screen[1] * fy) - h // 2), screen[1] - h)
            for fx in BOX_SHIFTS:
                x = min(max(0, (screen[0] - w) // 2 + round(screen[0] * fx)), screen[0] - w)
                spot = (x, y, w, h)
                c = cost(spot)
                if best is None or c < best[0]:
                    best = (c, spot)
    assert best is not None
    if best[0] == 0:
        return best[1]
    step = max(4, screen[1] // BOX_GRID)
    found = best
    for w, h in sizes:  # anywhere: the spot that covers least, the nearest the middle of equals
        cx, cy = (screen[0] - w) / 2, screen[1] * BOX_HEIGHTS[0] - h / 2
        spots = [(x, y, w, h) for x in range(0, screen[0] - w + 1, step)
                 for y in range(0, screen[1] - h + 1, step)]
        spots.sort(key=lambda s: (s[0] - cx) ** 2 + 2 * (s[1] - cy) ** 2)
        for s in spots:
            if any(shared_area(s, r) for r in keep_clear):
                continue
            c = cost(s)
            if c < found[0]:
                found = (c, s)
                if not c:
                    return s
    return found[1]


def box_cost(spot: Rect, keep_clear: Sequence[Rect], better_clear: Sequence[Rect] = (),
             slight: Sequence[Rect] = ()) -> float:
    """What the welcome box at ``spot`` covers (``place_box``'s measure): ``MUST`` a pixel of
    ``keep_clear``, one of ``better_clear``, ``SLIGHT`` of ``slight``."""
    return (MUST * sum(shared_area(spot, r) for r in keep_clear)
            + sum(shared_area(spot, r) for r in better_clear)
            + SLIGHT * sum(shared_area(spot, r) for r in slight))


#: the whole-screen search for the welcome box: this many steps down the screen's height
BOX_GRID = 48


def place_band(sizes: Sequence[tuple[int, int]], screen: tuple[int, int], keep_clear: Sequence[Rect],
               better_clear: Sequence[Rect] = (), slight: Sequence[Rect] = (), gap: int = 4) -> list[Rect]:
    """A low, wide welcome box (a band of two or three lines, its button beside the words)
    in a strip of felt between the table's rows, where a box of the usual shape finds none
    (Seanchaí, four players at 1240x620: the felt left between the marked places, the plates
    and the cards is at most 74 px tall, and no more than 44 px where it is wider than 400).
    Each size in ``sizes`` (in turn: the first with a free spot is taken) is tried just under each thing on the table (and at
    the screen's top), centred, else beside it; the spot covering nothing in ``keep_clear``
    or ``better_clear``: every one, those covering least of ``slight`` and nearest the
    screen's middle first (none where there is none)."""
    rects = [*keep_clear, *better_clear]
    for w, h in sizes:
        if w > screen[0] or h > screen[1]:
            continue
        ys = sorted({gap, *(round(r[1] + r[3]) + gap for r in rects)})
        xs = sorted({(screen[0] - w) // 2, gap, screen[0] - w - gap,
                     *(round(r[0] + r[2]) + gap for r in rects), *(round(r[0]) - gap - w for r in rects)})
        spots = [(x, y, w, h) for y in ys for x in xs
                 if 0 <= x <= screen[0] - w and 0 <= y <= screen[1] - h]
        free = [s for s in spots if not box_cost(s, keep_clear, better_clear)]
        if free:
            mid = (screen[0] / 2, screen[1] * BOX_HEIGHTS[0])
            return sorted(free, key=lambda s: (box_cost(s, (), (), slight),
                                               abs(s[0] + w / 2 - mid[0]) + abs(s[1] + h / 2 - mid[1])))
    return []
