"""Ard Rí's client lines: a dashed gold line from each client's name plate to their lord's,
and what it means written on the table (the lesson alone said it; a new player saw dashes).

The line is routed (``client_routes``) so it crosses no other seat's plate and no place of
cards: straight where that is clear, else the shortest of an elbow or a path along a free lane
(down from the client's plate, along the gap between the top row's plates and their cards, up
to the lord's); with five seats a straight line along the top ran under the plates between.

Each line carries a pill with its words, "Aoife's client" (``client_words``: "Your client",
"The client of Dara (AI)"), on the line near the client, where it covers no cards' place,
plate, place name, strip, tab or another pill: on one line of words, else on two (a gap
between two plates), else just beside the line. Where the line has no such room (plates
side by side along the top row with five seats) a pill says it whole, "Brian (AI) is the
client of Orla (AI)", at the free spot nearest the line. Public information (the view's
``lord``)."""

from __future__ import annotations

import heapq
import math
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from itertools import pairwise

import pygame

from ....core.names import capital, says, whose
from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.render.theme import Theme
from ....ui.table.layout import Rect, TableLayout, shared_area
from ....ui.widgets.panel import draw_panel
from ....ui.widgets.scroll_text import wrap_even

#: where along a client's line its pill is tried, from the client's plate (0) to the lord's
#: (1): nearer the client, whom it names, first
ALONG = tuple(sorted((k / 40 for k in range(4, 37)), key=lambda t: (abs(t - 0.35), t)))
ACROSS = (0, 1, -1, 2, -2)  # beside the line, in pill sizes (downward first)

Caption = tuple[int, pygame.Rect, list[pygame.Surface], str]  # client, pill, its lines, the words


def client_words(lord: str) -> str:
    """What a client's line says: "Aoife's client", "Your client", "The client of Dara (AI)"."""
    return capital(whose(lord, "client"))


def whole_words(client: str, lord: str) -> str:
    """The same away from the line: "Brian (AI) is the client of Orla (AI)", "You are
    Aoife's client", "Orla (AI) is your client"."""
    return f"{says(client, 'is')} {whose(lord, 'client')}"


def client_lines(surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
    """A dashed gold line from each client's name plate to their lord's, along its route."""
    u = lay.metrics.unit
    dash = 10 * u
    layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    for _, route in client_routes(lay, view):
        done = 0.0  # the dashes run on round the route's bends
        for (x0, y0), (x1, y1) in pairwise(route):
            length = math.hypot(x1 - x0, y1 - y0)
            if length < 0.5:
                continue
            d = -(done % (2 * dash))
            while d < length:
                t0, t1 = max(0.0, d) / length, min(length, d + dash) / length
                if t1 > t0:
                    pygame.draw.line(layer, (*theme.highlight[:3], 150), (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                                     (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), max(2, round(2 * u)))
                d += 2 * dash
            done += length
    surf.blit(layer, (0, 0))


Point = tuple[float, float]
_ROUTES: dict[tuple, list[tuple[int, list[Point]]]] = {}


def client_routes(lay: TableLayout, view: TableView) -> list[tuple[int, list[Point]]]:
    """Each client with the route of their line: plate centre to plate centre (the ends lie
    under the two plates), crossing no other plate and no place of cards where a route can."""
    key = (id(lay), tuple(view.info.get("lord", [])),
           tuple(sorted((z, len(zv.cards)) for z, zv in view.zones.items())))
    if key not in _ROUTES:
        if len(_ROUTES) > 8:
            _ROUTES.clear()
        hard, soft = _obstacles(lay, view)
        routes: list[tuple[int, list[Point]]] = []
        apart = lay.metrics.px(5)
        for client, lord, a, b in _ends(lay, view):
            route = _route(lay, client, lord, a, b, hard, soft)
            routes.append((client, route))
            for (x0, y0), (x1, y1) in pairwise(route):  # the next lines keep off this one
                soft.append((min(x0, x1) - apart, min(y0, y1) - apart,
                             abs(x1 - x0) + 2 * apart, abs(y1 - y0) + 2 * apart))
        _ROUTES[key] = routes
    return _ROUTES[key]


def _ends(lay: TableLayout, view: TableView) -> list[tuple[int, int, Point, Point]]:
    out = []
    for client, lord in enumerate(view.info.get("lord", [])):
        a, b = lay.plates.get(client), lay.plates.get(lord)
        if lord >= 0 and a is not None and b is not None:
            out.append((client, lord, (a[0] + a[2] / 2, a[1] + a[3] / 2), (b[0] + b[2] / 2, b[1] + b[3] / 2)))
    return out


def _obstacles(lay: TableLayout, view: TableView) -> tuple[list[tuple[int, Rect]], list[Rect]]:
    """What a line keeps a little off (plates, by seat, and the places of cards at their
    declared count and as they lie now, a chosen card raised), and what it had better not
    cross (names, strips, the season wheel)."""
    m = lay.metrics
    gap = m.px(3)
    hard: list[tuple[int, Rect]] = [(s, (r[0] - gap, r[1] - gap, r[2] + 2 * gap, r[3] + 2 * gap))
                                    for s, r in lay.plates.items()]
    for zid, zl in lay.zones.items():
        if zid in lay.overlays:
            continue
        zv = view.zones.get(zid)
        lift = zl.card[1] * 0.16 if zl.extra.get("lift") or zid.startswith("pending/") else 0.0
        for x, y, w, h in (zl.room(max(1, int(zl.extra.get("full", 1)))),
                           zl.extent(max(1, len(zv.cards) if zv is not None else 1))):
            hard.append((-1, (x - gap, y - lift - gap, w + 2 * gap, h + lift + 3 * gap)))  # (gold bars)
    return hard, [*lay.labels.values(), *lay.areas.values()]


def _route(lay: TableLayout, client: int, lord: int, a: Point, b: Point,
           hard: list[tuple[int, Rect]], soft: list[Rect]) -> list[Point]:
    """The shortest route from ``a`` to ``b`` in straight runs across and down the table
    (each bend counted as some length) that crosses no other seat's plate and no place of
    cards, keeping a little off them, and crosses names and strips only where it must: on
    the lines through the edges of those things (a Hanan grid). Straight where that is clear;
    where every route crosses something, the one crossing least."""
    m = lay.metrics
    walls = [r for s, r in hard if s not in (client, lord)]
    if not any(_cuts(r, a, b) for r in walls):
        return [a, b]
    a, b = (round(a[0]), round(a[1])), (round(b[0]), round(b[1]))
    xs, ys, across, down = _grid(m, a, b, walls, soft)
    nx, ny = len(xs), len(ys)
    bend = m.px(60)
    start, goal = (xs.index(a[0]), ys.index(a[1])), (xs.index(b[0]), ys.index(b[1]))
    best: dict[tuple[int, int, int], float] = {}
    came: dict[tuple[int, int, int], tuple[int, int, int] | None] = {}
    heap: list[tuple[float, float, tuple[int, int, int]]] = []

    def guess(i: int, j: int) -> float:  # (A*: no route is shorter than this)
        return abs(xs[i] - b[0]) + abs(ys[j] - b[1])

    for d in range(4):
        best[(*start, d)] = 0.0
        came[(*start, d)] = None
        heapq.heappush(heap, (guess(*start), 0.0, (*start, d)))
    end = None
    while heap:
        _, cost, state = heapq.heappop(heap)
        if cost > best.get(state, math.inf):
            continue
        i, j, d = state
        if (i, j) == goal:
            end = state
            break
        for nd, ni, nj, w in ((0, i + 1, j, across[j][i]), (1, i - 1, j, across[j][i - 1] if i else 0.0),
                              (2, i, j + 1, down[j][i]), (3, i, j - 1, down[j - 1][i] if j else 0.0)):
            if not (0 <= ni < nx and 0 <= nj < ny):
                continue
            new = cost + w * (abs(xs[ni] - xs[i]) + abs(ys[nj] - ys[j])) + (
                bend if nd != d and (i, j) != start else 0.0)
            if new < best.get((ni, nj, nd), math.inf):
                best[(ni, nj, nd)] = new
                came[(ni, nj, nd)] = state
                heapq.heappush(heap, (new + guess(ni, nj), new, (ni, nj, nd)))
    if end is None:
        return [a, b]
    cells: list[tuple[int, int]] = []
    state: tuple[int, int, int] | None = end
    while state is not None:
        cells.append(state[:2])
        state = came[state]
    return _bends([(xs[i], ys[j]) for i, j in reversed(cells)])


def _grid(m, a: Point, b: Point, walls: list[Rect], soft: list[Rect]
          ) -> tuple[list[int], list[int], list[list[float]], list[list[float]]]:
    """The route's grid: the lines through the edges of what it keeps off and through its two
    ends (a Hanan grid), and the cost of a pixel of each run across (``across[j][i]``: from
    column i to i + 1 on line j) and down; a name or strip costs 4, another plate or cards 60."""
    edge = m.px(16)  # (never along the window's edge)
    xs = sorted({round(v) for r in walls + soft for v in (r[0], r[0] + r[2]) if edge <= v <= m.w - edge}
                | {a[0], b[0]})
    ys = sorted({round(v) for r in walls + soft for v in (r[1], r[1] + r[3]) if edge <= v <= m.h - edge}
                | {a[1], b[1]})
    nx, ny = len(xs), len(ys)
    across = [[1.0] * nx for _ in range(ny)]  # the cost of a pixel of each run (i, j) -> (i + 1, j)
    down = [[1.0] * nx for _ in range(ny)]  # ... and (i, j) -> (i, j + 1)
    for r, weight in [*((r, 4.0) for r in soft), *((r, 60.0) for r in walls)]:  # (crossed only
        x0, y0, x1, y1 = r[0] + 0.5, r[1] + 0.5, r[0] + r[2] - 0.5, r[1] + r[3] - 0.5  # where it must)
        cols = range(max(0, bisect_left(xs, x0) - 1), min(nx, bisect_right(xs, x1) + 1))
        rows = range(max(0, bisect_left(ys, y0) - 1), min(ny, bisect_right(ys, y1) + 1))
        for jj in rows:
            y = ys[jj]
            for ii in cols:
                x = xs[ii]
                if ii + 1 < nx and y0 < y < y1 and x0 < (x + xs[ii + 1]) / 2 < x1:
                    across[jj][ii] = max(across[jj][ii], weight)
                if jj + 1 < ny and x0 < x < x1 and y0 < (y + ys[jj + 1]) / 2 < y1:
                    down[jj][ii] = max(down[jj][ii], weight)
    return xs, ys, across, down


def _bends(pts: list[Point]) -> list[Point]:
    """A route of grid points reduced to its ends and bends."""
    out = [pts[0]]
    for k in range(1, len(pts) - 1):
        (x0, y0), (x1, y1), (x2, y2) = out[-1], pts[k], pts[k + 1]
        if not ((x0 == x1 == x2) or (y0 == y1 == y2)):
            out.append(pts[k])
    out.append(pts[-1])
    return out


def _cuts(r: Rect, p: Point, q: Point) -> bool:
    return bool(pygame.Rect(round(r[0]), round(r[1]), round(r[2]), round(r[3])).clipline(p, q))


_CACHE: dict[tuple, list[Caption]] = {}


def client_captions(lay: TableLayout, view: TableView, names: Sequence[str], theme: Theme) -> list[Caption]:
    """Where each client's line is named and with what words (the module's docstring)."""
    key = (id(lay), tuple(view.info.get("lord", [])), tuple(names), theme.highlight,
           tuple(sorted((z, len(zv.cards)) for z, zv in view.zones.items())))
    if key not in _CACHE:
        if len(_CACHE) > 8:
            _CACHE.clear()
        _CACHE[key] = _captions(lay, view, names, theme)
    return _CACHE[key]


def _captions(lay: TableLayout, view: TableView, names: Sequence[str], theme: Theme) -> list[Caption]:
    m = lay.metrics
    px = m.font(11, 12)
    avoid = _taken(lay)
    screen = pygame.Rect(0, 0, m.w, m.h).inflate(-m.px(4), -m.px(4))
    out: list[Caption] = []
    for client, route in client_routes(lay, view):
        lord = view.info["lord"][client]
        if lord >= len(names) or client >= len(names):
            continue
        words = client_words(names[lord])
        found = _on_line(m, route, _forms(words, px, theme), avoid, screen)
        if found is None:  # no room by the line: the words whole, where there is room
            words = whole_words(names[client], names[lord])
            found = _nearest(m, route, _forms(words, px, theme), avoid, screen)
        if found is None:
            continue
        out.append((client, found[0], found[1], words))
        avoid.append(tuple(found[0].inflate(m.px(4), m.px(4))))
    return out


def _forms(words: str, px: int, theme: Theme) -> list[list[pygame.Surface]]:
    """The words on one line, then on two."""
    one = text(words, px, theme.highlight, bold=True)
    two = wrap_even(words, round(one.get_width() * 0.65), px, bold=True)
    return [[one], [text(w, px, theme.highlight, bold=True) for w in two]]


def _pill(m, lines: list[pygame.Surface]) -> pygame.Rect:
    return pygame.Rect(0, 0, max(i.get_width() for i in lines) + 2 * m.px(8),
                       sum(i.get_height() for i in lines) + 2 * m.px(2))


def _free(r: pygame.Rect, avoid: list[Rect]) -> bool:
    return not any(shared_area(tuple(r), o) for o in avoid)


def along(route: list[Point], t: float) -> tuple[Point, Point]:
    """The point a share ``t`` of the way along ``route``, and the unit vector across the
    route there (downward first)."""
    segs = [(p, q, math.hypot(q[0] - p[0], q[1] - p[1])) for p, q in pairwise(route)]
    total = sum(d for _, _, d in segs) or 1.0
    left = t * total
    for p, q, d in segs:
        if left <= d or (p, q, d) == segs[-1]:
            k = min(1.0, left / d) if d else 0.0
            nx, ny = (-(q[1] - p[1]) / d, (q[0] - p[0]) / d) if d else (0.0, 1.0)
            if ny < 0 or (ny == 0 and nx < 0):
                nx, ny = -nx, -ny
            return (p[0] + (q[0] - p[0]) * k, p[1] + (q[1] - p[1]) * k), (nx, ny)
        left -= d
    return route[0], (0.0, 1.0)


def _on_line(m, route, forms, avoid, screen) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    for off in ACROSS:
        for lines in forms:
            pill = _pill(m, lines)
            for t in ALONG:
                (x, y), (nx, ny) = along(route, t)
                side = off * (abs(nx) * pill.w / 2 + abs(ny) * pill.h / 2 + m.px(3))
                pill.center = (round(x + nx * side), round(y + ny * side))
                if screen.contains(pill) and _free(pill, avoid):
                    return pill, lines
    return None


def _nearest(m, route, forms, avoid, screen) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    """The free spot nearest the route's point ``ALONG[0]`` (a grid over the window)."""
    (cx, cy), _ = along(route, ALONG[0])
    step = m.px(12)
    best: tuple[float, pygame.Rect, list[pygame.Surface]] | None = None
    for lines in forms:
        pill = _pill(m, lines)
        for x in range(screen.x, screen.right - pill.w + 1, step):
            for y in range(screen.y, screen.bottom - pill.h + 1, step):
                d = math.hypot(x + pill.w / 2 - cx, y + pill.h / 2 - cy)
                if best is not None and d >= best[0]:
                    continue
                r = pygame.Rect(x, y, pill.w, pill.h)
                if _free(r, avoid):
                    best = (d, r, lines)
    return (best[1], best[2]) if best is not None else None


def _taken(lay: TableLayout) -> list[Rect]:
    """What a pill keeps off: every zone's room at its declared cards (a chosen or hovered
    card raised over it, its count and gold bars under it), the plates, the places' names,
    the strips and the tabs."""
    m = lay.metrics
    out: list[Rect] = []
    for zid, zl in lay.zones.items():
        if zid in lay.overlays:
            continue
        x, y, w, h = zl.room(max(1, int(zl.extra.get("full", 1))))
        below = zl.card[1] * 0.3 if zl.show_count else m.px(8)
        lift = zl.card[1] * 0.16 if zl.extra.get("lift") or zid.startswith("pending/") else 0.0
        out.append((x - m.px(4), y - lift, w + m.px(8), h + lift + below))
    return out + list(lay.plates.values()) + list(lay.labels.values()) + list(lay.areas.values())


def draw_client_captions(surf: pygame.Surface, lay: TableLayout, view: TableView,
                         names: Sequence[str], theme: Theme) -> None:
    """Each client's line named on a pill (``client_captions``), over the line."""
    for _, pill, lines, _ in client_captions(lay, view, names, theme):
        draw_panel(surf, pill, theme.panel, 215, theme.highlight,
                   radius=min(pill.h // 2, lay.metrics.px(10)), width=1)
        y = pill.centery - sum(i.get_height() for i in lines) // 2
        for img in lines:
            surf.blit(img, img.get_rect(midtop=(pill.centerx, y)))
            y += img.get_height()
