"""A group's badge that lies on cards, a plate, a place's name or another badge finds room
(``settle``), as drawn; the layout still measures the badges as laid (``badges.overflow``).

In the smallest window (960×540) the badges' words (never under 14 px) are wider than the
groups (cards 28–36 px wide) and taller than their caption rooms: a badge stacked under its
neighbour's (``badges._apart``) lay on the next row of groups or on a side seat's plate, and
the viewer's five-line badge rose over the viewer's groups. Only such a badge is placed again;
the others stay where they are. It goes on its caption room's line or the line it was on, in
a free stretch (within ``badges.bounds``, clear of every place at its fullest, the strips and
the other badges), as wide as it was or wider, its words wrapped to that width and in as many
lines as the room under it holds: the place that shows the most of its words, then reaches
least far from its group. The last line is cut with an ellipsis only where no place holds
them all (every word is on the Scores sheet too); a badge with no room at all keeps its place.
"""

from __future__ import annotations

import math

import pygame

from ....ui.render.fonts import text
from ....ui.table.actionbar import table_rects
from ....ui.table.hud import fit_text
from ....ui.table.layout import Rect, TableLayout, inflate, overlap

Badge = tuple[str, pygame.Rect, list[str], bool]


def lines_of(parts: list[str], px: int, width: int, most: int = 6) -> list[str]:
    """``parts`` joined by " · " into lines no wider than ``width``, each part whole on one
    line where it fits one (wrapped by words only where it does not, and then alone on its
    lines) and where that takes no more than ``most`` lines (else wrapped as one text); at
    most ``most`` lines (the last one cut only if even that is not enough).
    Wrapped as one text, a badge read "runs of 3 · cancelled cancels the / Protectress"."""
    from ....ui.widgets.scroll_text import wrap

    lines: list[str] = []
    joinable = False  # the last line ends with a whole part
    for part in parts:
        if joinable and text(f"{lines[-1]} · {part}", px, (0, 0, 0), bold=True).get_width() <= width:
            lines[-1] = f"{lines[-1]} · {part}"
            continue
        pieces = wrap(part, width, px, bold=True) or [part]
        lines += pieces
        joinable = len(pieces) == 1
    if len(lines) > most:  # whole parts take more lines than there are: as one text, then
        lines = wrap(" · ".join(parts), width, px, bold=True)
    lines = [line.strip(" ·") for line in lines] or [""]
    if len(lines) > most:
        lines = lines[:most - 1] + [" ".join(lines[most - 1:])]
    return [fit_text(line, px, width) for line in lines]


def settle(boxes: list[Badge], lay: TableLayout, counts: dict[str, int], words: dict[str, list[str]],
           px: int, pad: int, gap: int, bounds) -> list[Badge]:
    """``boxes`` with each that lies on cards, a plate, a place's name or another badge placed
    again (see the module docstring). ``counts``: cards per zone; ``words``: each badge's
    parts; ``bounds(lay, caption)``: how far left and right a badge under ``caption`` may
    spread."""
    held = [zl.extent(counts[z]) for z, zl in lay.zones.items()
            if counts.get(z) and z not in lay.overlays]  # cards on the table
    words_at = [r for k, r in lay.labels.items() if k.startswith("title/")] + list(lay.plates.values())
    # a badge that moves keeps off every place at its fullest (an empty group's place too),
    # the status line, the message strip, the action bar and the tabs' column
    taken = table_rects(lay, counts) + list(lay.areas.values())

    def hits(box: pygame.Rect, others: list[Rect]) -> bool:
        r = inflate(tuple(box), -0.5, -0.5)  # (half a pixel of rounding is not an overlap)
        return any(overlap(r, o) for o in others)

    order = sorted(boxes, key=lambda b: (b[1].y, b[1].x))
    fine = {b[0] for b in order if not hits(b[1], held + words_at)}
    placed: list[Rect] = []
    out: dict[str, Badge] = {}
    for i, (zid, box, lines, on) in enumerate(order):
        if zid not in fine or hits(box, placed):
            later = [tuple(b[1]) for b in order[i + 1:] if b[0] in fine]
            blockers = [*taken, *(inflate(r, gap, gap) for r in (*placed, *later))]
            cap = lay.labels[f"caption/{zid}"]
            found = _fit(lay, cap, box, words[zid], px, pad, blockers, bounds(lay, cap))
            if found is not None:
                box, lines = found
        placed.append(tuple(box))
        out[zid] = (zid, box, lines, on)
    return [out[b[0]] for b in boxes]


def _fit(lay: TableLayout, cap: Rect, was: pygame.Rect, parts: list[str], px: int, pad: int,
         blockers: list[Rect], span: tuple[float, float]) -> tuple[pygame.Rect, list[str]] | None:
    """The badge's box and lines in a free stretch of its caption room's line or of the line
    it was on (``was``: its box), as wide as it was, up to three times that, or the stretch:
    the one that shows the most of its words, then reaches least far from its group (a
    block under it rather than a strip under its neighbours'), then takes fewer lines."""
    line_h = text("Ag", px, (0, 0, 0), bold=True).get_height()
    cx = cap[0] + cap[2] / 2
    words = [t for t in " ".join(parts).split() if t != "·"]
    best: tuple[tuple, pygame.Rect, list[str]] | None = None
    for top in dict.fromkeys((math.ceil(cap[1]), was.y)):
        for a, b in _stretches(span, top, line_h, blockers):
            for room in sorted({min(b - a, round(was.w * k)) for k in (1, 1.5, 2, 3)} | {b - a}):
                for x0 in _beside(a, b, room, cx, top, blockers):
                    below = [r[1] for r in blockers if r[0] < x0 + room and x0 < r[0] + r[2]
                             and r[1] + r[3] > top]
                    depth = math.floor(min([lay.metrics.h, *below])) - top
                    most = min(6, depth // line_h)  # (at most six lines, as ``lines_of``)
                    if most < 1 or room - 2 * pad < line_h:
                        continue
                    lines = lines_of(parts, px, room - 2 * pad, most)
                    widest = max(text(line, px, (0, 0, 0), bold=True).get_width() for line in lines)
                    w = min(room, widest + 2 * pad)
                    h = len(lines) * line_h + min(lay.metrics.px(4), depth - len(lines) * line_h)
                    x = min(max(x0, round(cx - w / 2)), x0 + room - w)
                    reach = max(abs(x - cx), abs(x + w - cx)) + abs(top - was.y)
                    key = (-_shown(words, lines), reach, len(lines))
                    if best is None or key < best[0]:
                        best = (key, pygame.Rect(x, top, w, h), lines)
    return None if best is None else (best[1], best[2])


def _beside(a: int, b: int, room: int, cx: float, top: int, blockers: list[Rect]) -> list[int]:
    """Where a ``room`` wide box may lie in the stretch ``a``..``b``: centred on ``cx`` as near
    as it gets, and just beside each thing under that place (deeper room beside it)."""
    at = min(max(a, round(cx - room / 2)), b - room)
    under = [r for r in blockers if r[0] < at + room and at < r[0] + r[2] and r[1] + r[3] > top]
    beside = {math.ceil(r[0] + r[2]) for r in under} | {math.floor(r[0]) - room for r in under}
    return [at, *sorted(x for x in beside if a <= x <= b - room and x != at)]


def _shown(words: list[str], lines: list[str]) -> float:
    """How many of ``words`` (in order, from the first) ``lines`` show; a word cut with an
    ellipsis counts by the share of it that shows."""
    got = [t for t in " ".join(lines).split() if t != "·"]
    n = 0.0
    for want, have in zip(words, got, strict=False):
        if want == have:
            n += 1
            continue
        if have.endswith("…") and want.startswith(have[:-1]):
            n += (len(have) - 1) / len(want)
        break
    return n


def _stretches(span: tuple[float, float], top: int, line_h: int, blockers: list[Rect]
               ) -> list[tuple[int, int]]:
    """The stretches of ``span`` that one line of words at ``top`` leaves free of
    ``blockers`` (whole pixels)."""
    cuts = sorted((r[0], r[0] + r[2]) for r in blockers if r[1] < top + line_h and top < r[1] + r[3])
    free, x = [], span[0]
    for a, b in cuts:
        if a > x:
            free.append((x, min(a, span[1])))
        x = max(x, b)
    if x < span[1]:
        free.append((x, span[1]))
    return [(math.ceil(a), math.floor(b)) for a, b in free if math.floor(b) > math.ceil(a)]
