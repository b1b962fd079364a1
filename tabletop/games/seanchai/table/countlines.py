"""The count's lines: beside each point field, its side's score for the hand just played
("Cards +25 · Scéalta +0 · Out +0 · In hand −10 = +15", the S-21 lines and the total).

Each line used to start at its field's left edge, one line long, under a rival's field (above
the viewer's): wider than a rival's block, it ran into the next rival's line (four and five
players at 1240×620, 1280×800 and 1920×1080) or over the cards under it. ``place`` now finds
each line a box of its own near its field, clear of every place at its fullest, the names,
the plates, the strips and the other lines: on one line where that fits, else wrapped onto
two (whole parts, evenly), else in shorter words (the parts worth nothing left out), else
three lines; within its seat's stretch of the table where it can (under that seat's block)
and by its field's cards as drawn (beside, above or under them, less than half a card away),
the nearest to just past its field. A line with no such place begins with whose it is ("You:
Cards +20 · …"). The boxes are ``SeanchaiTable.felt_rects``, so the layout test measures them
with everything else. The layout keeps room for them (``sizes``): a rival's field at the
count lies where its line fits under it or under its hand (``fieldrows.beside_hand``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

import pygame

from ....core.names import is_you, joined, signed
from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.table.layout import Metrics, Rect, TableLayout
from ....ui.table.scoresheet import first_tab_spots
from ....ui.table.titles import title_top
from ....ui.table.zoomspot import whole

SHORT = ("Cards", "Scéalta", "Out", "In hand")  # the S-21 lines, as the count words them
LIFT = 0.13  # of a card's height: how far a playable hand's card rises (the layout test's lift)


@dataclass(frozen=True)
class Line:
    """One side's count: its box on the felt and the lines of words in it."""
    side: int
    box: pygame.Rect
    lines: tuple[str, ...]


def wordings(values: list[int], name: str = "") -> list[list[str]]:
    """The parts of a side's line, in full ("Cards +25", …, "In hand −10 = +15"), then
    shorter: the parts worth nothing left out (the cards' part kept), the total on the last;
    with ``name``, it begins the first part ("You: Cards +25")."""
    total = f" = {signed(sum(values))}"
    full = [f"{label} {signed(v)}" for label, v in zip(SHORT, values, strict=True)]
    kept = [p for p, v in zip(full, values, strict=True) if v] or full[:1]
    out = [[*full[:-1], full[-1] + total], [*kept[:-1], kept[-1] + total]]
    return [[f"{name}: {ps[0]}", *ps[1:]] for ps in out] if name else out


def split(parts: list[str], rows: int, px: int) -> list[str]:
    """``parts`` joined by " · " into ``rows`` lines (whole parts, in order), the widest line
    as narrow as it gets."""
    rows = min(rows, len(parts))
    best: tuple[int, list[str]] | None = None
    for cuts in combinations(range(1, len(parts)), rows - 1):
        bounds = (0, *cuts, len(parts))
        lines = [" · ".join(parts[a:b]) for a, b in zip(bounds, bounds[1:], strict=False)]
        widest = max(_width(line, px) for line in lines)
        if best is None or widest < best[0]:
            best = (widest, lines)
    assert best is not None
    return best[1]


def _width(line: str, px: int) -> int:
    return text(line, px, (0, 0, 0), bold=True).get_width()


def forms(values: list[int], px: int, name: str = "") -> list[list[str]]:
    """The ways to word and wrap a side's line, best first: in full on one line, on two;
    shorter on one, on two; in full on three, shorter on three (each way once)."""
    full, short = wordings(values, name)
    out: list[list[str]] = []
    for parts, rows in ((full, 1), (full, 2), (short, 1), (short, 2), (full, 3), (short, 3)):
        lines = split(parts, rows, px)
        if lines not in out:
            out.append(lines)
    return out


def sizes(m: Metrics, view: TableView) -> dict[str, list[tuple[float, float]]]:
    """At the count, each field's line's sizes as ``place`` may word it (``forms``), each with
    the gap ``place`` keeps around it and a pixel more each side (its boxes are in whole
    pixels, what they keep clear of rounded out): what the layout keeps room for
    (``fieldrows.beside_hand``)."""
    history = view.info.get("history") or []
    if view.phase not in ("scored", "over") or not history:
        return {}
    px, gap, pad = _metrics(m)
    return {f"field/{side}": [(max(_width(line, px) for line in lines) + 2 * (pad[0] + gap + 1),
                               len(lines) * _height(px) + 2 * (pad[1] + gap + 1)) for lines in forms(values, px)]
            for side, values in enumerate(history[-1])}


def _metrics(m: Metrics) -> tuple[int, int, tuple[int, int]]:
    """A line's text size, the gap kept round its box and its padding (across, down): one
    place for ``place`` and the room ``sizes`` asks the layout for."""
    return m.font(14, 13), m.px(4), (m.px(5), m.px(3))


def fullest(lay: TableLayout, view: TableView) -> dict[str, Rect]:
    """Every place at its fullest, as the layout test measures it: as many cards as it holds
    or as the game declared it shows, a playable hand lifted, a counted pile with its badge."""
    m = lay.metrics
    out: dict[str, Rect] = {}
    for zid, zl in lay.zones.items():
        if zid in lay.overlays:
            continue
        zv = view.zones.get(zid)
        held = len(zv.cards) if zv is not None else 0
        full = held if zl.kind == "pile" else max(held, zl.extra.get("full", 1))
        x, y, w, h = zl.extent(max(1, full))
        if zl.extra.get("lift"):
            y, h = y - zl.card[1] * LIFT, h + zl.card[1] * LIFT
        if zl.show_count:
            h += m.px(14)  # the count badge hangs under the pile
        out[zid] = (x, y, w, h)
    return out


def labels(lay: TableLayout, view: TableView) -> dict[str, Rect]:
    """The zones' names where they are drawn (a title over cards risen above its place)."""
    out = {}
    for k, (x, y, w, h) in lay.labels.items():
        zl = lay.zones.get(k.partition("/")[2])
        if k.startswith("title/") and zl is not None:
            zv = view.zones.get(zl.zone)
            y = title_top(zl, y, h, max(len(zv.cards) if zv is not None else 0, zl.extra.get("full", 1)))
        out[k] = (x, y, w, h)
    return out


def blockers(lay: TableLayout, places: dict[str, Rect], names: dict[str, Rect]) -> list[pygame.Rect]:
    """What a line must not lie on: ``places`` (``fullest``), the ``names`` (``labels``), the
    plates, the areas (status line, message strip, action bar, tabs) and the Scores tab."""
    out = [*places.values(), *names.values(), *lay.plates.values(), *lay.areas.values(), *scores_tab(lay)]
    return [pygame.Rect(whole(r)) for r in out]


def scores_tab(lay: TableLayout) -> list[Rect]:
    """Where the Scores tab goes first (``SheetPanel.layout``): right of the status line, or
    under Rules, Log… in their column."""
    tabs = lay.areas.get("tabs")
    return first_tab_spots(lay, None if tabs is None else tabs[1] + tabs[3])


def stretches(lay: TableLayout, places: dict[str, Rect]) -> dict[int, tuple[float, float]]:
    """How far left and right each seat's stretch of the table reaches: its places at their
    fullest and its plate, and half the way to the next block on either side (beside it, on
    its line)."""
    own: dict[int, list[Rect]] = {}
    for zid, r in places.items():
        if zid in lay.owners:
            own.setdefault(lay.owners[zid], []).append(r)
    for seat, r in lay.plates.items():
        own.setdefault(seat, []).append(r)
    block = {s: (min(r[0] for r in rs), min(r[1] for r in rs), max(r[0] + r[2] for r in rs),
                 max(r[1] + r[3] for r in rs)) for s, rs in own.items()}
    out = {}
    for seat, (x0, y0, x1, y1) in block.items():
        left, right = 0.0, float(lay.metrics.w)
        for other, (a0, b0, a1, b1) in block.items():
            if other == seat or b1 <= y0 or y1 <= b0:
                continue  # (not beside it)
            if a1 <= x0:
                left = max(left, (a1 + x0) / 2)
            elif x1 <= a0:
                right = min(right, (x1 + a0) / 2)
        out[seat] = (left, right)
    return out


def whose(view: TableView, side: int, names: Sequence[str]) -> str:
    """Whose line it is, to begin it: "You", "Ciara (AI)", in teams "You and Dara (AI)"."""
    teams = view.info.get("teams") or []
    seats = [p for p, t in enumerate(teams) if t == side] if view.info.get("teams") and len(set(teams)) == 2 \
        else [side]
    said = [names[p] if p < len(names) else f"Player {p + 1}" for p in seats]
    return joined(sorted(said, key=lambda n: not is_you(n)))


def place(lay: TableLayout, view: TableView, names: Sequence[str] = ()) -> list[Line]:
    """Each side's count line where it overlaps nothing (see the module docstring); a line
    with no such place anywhere lies at its field as before."""
    history = view.info.get("history") or []
    if view.phase not in ("scored", "over") or not history:
        return []
    m = lay.metrics
    px, gap, pad = _metrics(m)
    window = pygame.Rect(0, 0, m.w, m.h)
    places, words = fullest(lay, view), labels(lay, view)
    taken = [r.inflate(2 * gap, 2 * gap) for r in blockers(lay, places, words)]
    seats = stretches(lay, places)
    fields = [(side, f"field/{side}") for side in range(len(history[-1]))]
    out: list[Line] = []
    for side, zid in sorted(((s, z) for s, z in fields if z in lay.zones),
                            key=lambda f: lay.zones[f[1]].extent(1)[:2]):
        zl, zv = lay.zones[zid], view.zones.get(zid)
        held = len(zv.cards) if zv is not None else 0
        # where the field's cards lie as drawn, and the room it may take
        cards = pygame.Rect(whole(zl.extent(max(1, held))))
        room = pygame.Rect(whole(places[zid]))  # (at its fullest, as the layout test measures)
        if f"title/{zid}" in words:
            room = room.union(pygame.Rect(whole(words[f"title/{zid}"])))
        reach = seats.get(lay.owners.get(zid, side), (0.0, float(m.w)))
        below = room.centery < m.h / 2  # a field in the top half: its line under it
        values = history[-1][side]
        found = _best(forms(values, px), room, cards, zl.card[1], below, reach, taken, window, px, pad,
                      gap, named=False)
        if found is None or found[0][:2] != (False, False):  # nowhere near its field: named
            named = _best(forms(values, px, whose(view, side, names)), room, cards, zl.card[1], below,
                          reach, taken, window, px, pad, gap, named=True)
            found = named or found
        if found is None:  # no room anywhere: in full at its field, as it always lay
            lines = forms(values, px)[0]
            w, h = _width(lines[0], px) + 2 * pad[0], _height(px) + 2 * pad[1]
            y = room.bottom + gap if below else room.y - h - gap
            found = ((), pygame.Rect(room.x, y, w, h).clamp(window), lines)
        box = found[1]
        out.append(Line(side, box, tuple(found[2])))
        taken.append(box.inflate(2 * gap, 2 * gap))
    return out


def _height(px: int) -> int:
    return text("Ag", px, (0, 0, 0), bold=True).get_height()


def _best(ways: list[list[str]], room: pygame.Rect, cards: pygame.Rect, card_h: float,
          below: bool, reach: tuple[float, float], taken: list[pygame.Rect], window: pygame.Rect,
          px: int, pad: tuple[int, int], gap: int, named: bool) -> tuple[tuple, pygame.Rect, list[str]] | None:
    """The best box for a line worded in one of ``ways`` (best first): in its seat's stretch
    (``reach``), by its field's ``cards`` as drawn (``_by``; a ``named`` line need not be), in
    the better way, nearest to just past the field's ``room``."""
    best: tuple[tuple, pygame.Rect, list[str]] | None = None
    for rank, lines in enumerate(ways):
        w = max(_width(line, px) for line in lines) + 2 * pad[0]
        h = len(lines) * _height(px) + 2 * pad[1]
        top = room.bottom + gap if below else room.y - gap - h  # right past the field
        for box in _spots(room, w, h, below, gap, taken, window, reach):
            if box.collidelist(taken) >= 0:
                continue
            outside = max(0.0, reach[0] - box.x) + max(0.0, box.right - reach[1])
            far = not named and not _by(box, cards, card_h / 2)
            key = (outside > 0.5, far, rank, abs(box.y - top) + abs(box.x - room.x) / 2)
            if best is None or key < best[0]:
                best = (key, box, lines)
        if best is not None and best[0][:2] == (False, False):
            break  # near its field in its seat's stretch: a later way is never better
    return best


def _by(box: pygame.Rect, cards: pygame.Rect, most: float) -> bool:
    """Whether ``box`` lies by ``cards``: beside them (the two sharing a stretch of height) or
    above or under them (sharing one of width), at most ``most`` away. Measured to the nearest
    box, a field's title included (its box the width of the seat's block), the viewer's line
    under the tableau, 98 px from their cards and 38 px right of them, was near and unnamed
    (five players at 1280x800)."""
    across = box.y < cards.bottom and cards.y < box.bottom
    down = box.x < cards.right and cards.x < box.right
    return (across or down) and _apart(box, cards) <= most


def _apart(a: pygame.Rect, b: pygame.Rect) -> int:
    """How far apart two boxes are, across and down (0: touching or overlapping)."""
    return max(0, a.x - b.right, b.x - a.right) + max(0, a.y - b.bottom, b.y - a.bottom)


def _spots(field: pygame.Rect, w: int, h: int, below: bool, gap: int, taken: list[pygame.Rect],
           window: pygame.Rect, reach: tuple[float, float]) -> list[pygame.Rect]:
    """Boxes ``w``×``h`` worth trying for a field's line: at the field's left or right edge,
    at either end of its seat's stretch (``reach``) or just beside anything in the way; at the
    height just past the field or just past anything in the way, going away from the field
    (down from a rival's, up from the viewer's)."""
    if below:
        tops = {field.bottom + gap} | {r.bottom for r in taken if r.bottom >= field.y}
        tops = {t for t in tops if t + h <= window.bottom}
    else:
        tops = {field.y - gap - h} | {r.y - h for r in taken if r.y - h <= field.bottom - h}
        tops = {t for t in tops if t >= 0}
    xs = {field.x, field.right - w, int(-(-reach[0] // 1)), int(reach[1] // 1) - w}
    xs |= {r.right for r in taken} | {r.x - w for r in taken}
    xs = {x for x in xs if 0 <= x <= window.w - w}
    return [pygame.Rect(x, y, w, h) for y in tops for x in xs]
