"""Where the zones' titles go (``Hud.titles``): over a hand folded into two rows
(``title_top``), and how far a title wider than its zone may reach along its line
(``TitleRoom``); and which names give way this frame (``covered``)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from ..render.fonts import text
from .layout import TableLayout, ZoneLayout

TITLE_LINE = 18  # logical height of a title's line (the kit's usual ``Part.title``)


def title_top(zl: ZoneLayout, y: float, h: float, n: int) -> float:
    """Where a zone's title (laid out at ``y``, ``h`` high) goes with ``n`` cards in the zone:
    a fan folded into two rows rises above its place, so the title goes over it. A title
    laid out under its place stays there (Treasure's "Gathering" went up behind the
    gathered cards)."""
    if n and y + h <= zl.extent(1)[1] + 0.5:
        top = zl.extent(n)[1]
        if top < y + h:
            return max(0.0, top - h)
    return y


def title_room(lay: TableLayout, zid: str, rect: tuple[float, float, float, float],
               counts: dict[str, int], px: int) -> tuple[int, int]:
    """How far a zone's title may reach left and right on its line: to the nearest zone,
    plate, area or other label beside it (issue 28, item 4: a title wider than its zone, "Draw
    pile" over a small card, was cut to "Draw p…" though the felt beside it was empty)."""
    return TitleRoom(lay, counts, px).span(zid, rect)


class TitleRoom:
    """What a title's line may run into: every zone at its count, plate, area and label,
    measured once for all the titles (``title_room``)."""

    def __init__(self, lay: TableLayout, counts: dict[str, int], px: int) -> None:
        self.gap = lay.metrics.px(6)
        self.width = float(lay.metrics.w)
        #: each title's own span (its rect's left and right): it never gets less room than that
        self.own: dict[str, tuple[float, float]] = {}
        #: (whose rect it is: a zone's or a label's, to leave out a title's own; the rect)
        rects: list[tuple[tuple[str, str] | None, tuple[float, float, float, float]]] = [
            (("zone", z), zl.extent(counts.get(z, 0))) for z, zl in lay.zones.items()]
        rects += [(None, r) for r in lay.plates.values()]
        rects += [(None, r) for r in lay.areas.values()]
        for k, (lx, ly, lw, lh) in lay.labels.items():
            z = k.partition("/")[2]
            if k.startswith("title/") and z in lay.zones:  # its words, not its whole rect
                tw = text(lay.zones[z].label, px, (0, 0, 0), bold=True).get_width()
                rects.append((("title", k), (lx + (lw - tw) / 2, ly, tw, lh)))
                self.own[k] = (lx, lx + lw)
            else:
                rects.append((("label", k), (lx, ly, lw, lh)))
        self.rects = rects

    def span(self, zid: str, rect: tuple[float, float, float, float]) -> tuple[int, int]:
        x, y, w, h = rect
        gap = self.gap
        own = (("zone", zid), ("title", f"title/{zid}"))
        left, right = gap / 2, self.width - gap / 2  # (a title at x 1 had its pill cut)
        mid = x + w / 2
        for whose, (ox, oy, ow, oh) in self.rects:
            if whose in own or ow <= 0 or oh <= 0 or oy >= y + h or oy + oh <= y:
                continue  # its own zone and title, or not on the title's line
            if whose is not None and whose[0] == "title":
                left, right = self._beside(whose[1], (ox, ow), mid, left, right)
                continue
            if ox + ow <= mid:
                left = max(left, ox + ow + gap)
            elif ox >= mid:
                right = min(right, ox - gap)
        left, right = min(left, x), max(right, x + w)  # never less than the title's own rect
        return round(left), round(right)

    def _beside(self, other: str, words: tuple[float, float], mid: float, left: float,
                right: float) -> tuple[float, float]:
        """The bounds a title at ``mid`` keeps from another title's ``words`` (left, width)
        on its line. Words that spill past their own rect take the room up to halfway
        between the two, or their own rect where that reaches further; from spilt words a
        title keeps twice the gap, so two names do not read as one. (Each took only the
        other's rect for a bound: at 150 % Keltis' "Point row" and "Your stones", both wider
        than their places, ran together 3 px apart.)"""
        gap = self.gap
        ox, ow = words
        lo, hi = self.own.get(other, (ox, ox + ow))
        half = (mid + ox + ow / 2) / 2
        if ox + ow / 2 < mid:  # on the left
            edge = min(ox + ow, max(half - gap, hi))
            return max(left, edge + (gap if edge >= ox + ow else 2 * gap)), right
        edge = max(ox, min(half + gap, lo))
        return left, min(right, edge - (gap if edge <= ox else 2 * gap))


def covered(lay: TableLayout, covers: Sequence[pygame.Rect]) -> frozenset[str]:
    """The zones whose titles give way (``TableLayout.give_way``: a place's name that helps a
    new player, Treasure's "Gathering") and lie under ``covers`` (the message on show, the
    first-run tour's box and callouts): the table leaves those titles out while they are
    covered, rather than the message or the tour keeping off them (Treasure, four players: a
    long Hint kept off "Gathering" and grew down over the prompt)."""
    m = lay.metrics
    px = m.font(13, 12)
    out = set()
    for key in lay.give_way:
        zid = key.partition("/")[2]
        zl, r = lay.zones.get(zid), lay.labels.get(key)
        if zl is None or r is None or not covers:
            continue
        x, y, w, h = r
        tw = max(w, text(zl.label, px, (0, 0, 0), bold=True).get_width())
        pill = pygame.Rect(round(x + w / 2 - tw / 2), round(y), round(tw), round(h)).inflate(m.px(10), m.px(2))
        if pill.collidelist(list(covers)) >= 0:
            out.add(zid)
    return frozenset(out)
