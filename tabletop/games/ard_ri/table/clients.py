"""Ard Rí's client lines: a dashed gold line from each client's name plate to their lord's,
and what it means written on the table (the lesson alone said it; a new player saw dashes).

Each line carries a pill with its words, "Aoife's client" (``client_words``: "Your client",
"The client of Dara (AI)"), on the line near the client, where it covers no cards' place,
plate, place name, strip, tab or another pill: on one line of words, else on two (a gap
between two plates), else just beside the line. Where the line has no such room (plates
side by side along the top row with five seats) a pill says it whole, "Brian (AI) is the
client of Orla (AI)", at the free spot nearest the line. Public information (the view's
``lord``)."""

from __future__ import annotations

import math
from collections.abc import Sequence

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
    """A dashed gold line from each client's name plate to their lord's."""
    u = lay.metrics.unit
    for _, a, b in _pairs(lay, view):
        (x0, y0), (x1, y1) = a, b
        length = math.hypot(x1 - x0, y1 - y0)
        dash = 10 * u
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        for k in range(int(length // (2 * dash)) + 1):
            t0, t1 = 2 * k * dash / length, min(1.0, (2 * k + 1) * dash / length)
            pygame.draw.line(layer, (*theme.highlight[:3], 150), (x0 + (x1 - x0) * t0, y0 + (y1 - y0) * t0),
                             (x0 + (x1 - x0) * t1, y0 + (y1 - y0) * t1), max(2, round(2 * u)))
        surf.blit(layer, (0, 0))


def _pairs(lay: TableLayout, view: TableView) -> list[tuple[int, tuple[float, float], tuple[float, float]]]:
    """Each client with their plate's centre and their lord's."""
    out = []
    for client, lord in enumerate(view.info.get("lord", [])):
        a, b = lay.plates.get(client), lay.plates.get(lord)
        if lord >= 0 and a is not None and b is not None:
            out.append((client, (a[0] + a[2] / 2, a[1] + a[3] / 2), (b[0] + b[2] / 2, b[1] + b[3] / 2)))
    return out


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
    for client, a, b in _pairs(lay, view):
        lord = view.info["lord"][client]
        if lord >= len(names) or client >= len(names):
            continue
        words = client_words(names[lord])
        found = _on_line(m, a, b, _forms(words, px, theme), avoid, screen)
        if found is None:  # no room by the line: the words whole, where there is room
            words = whole_words(names[client], names[lord])
            found = _nearest(m, a, b, _forms(words, px, theme), avoid, screen)
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


def _on_line(m, a, b, forms, avoid, screen) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    (x0, y0), (x1, y1) = a, b
    length = max(1.0, math.hypot(x1 - x0, y1 - y0))
    nx, ny = -(y1 - y0) / length, (x1 - x0) / length  # across the line, downward first
    if ny < 0:
        nx, ny = -nx, -ny
    for off in ACROSS:
        for lines in forms:
            pill = _pill(m, lines)
            side = off * (abs(nx) * pill.w / 2 + abs(ny) * pill.h / 2 + m.px(3))
            for t in ALONG:
                pill.center = (round(x0 + (x1 - x0) * t + nx * side), round(y0 + (y1 - y0) * t + ny * side))
                if screen.contains(pill) and _free(pill, avoid):
                    return pill, lines
    return None


def _nearest(m, a, b, forms, avoid, screen) -> tuple[pygame.Rect, list[pygame.Surface]] | None:
    """The free spot nearest the line's point ``ALONG[0]`` (a grid over the window)."""
    t = ALONG[0]
    cx, cy = a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t
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
