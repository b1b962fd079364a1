"""Drawn characters for court cards and the Joker ("Tingle"): our own simple designs.

A court figure is a bust (head, headwear, hair, robe, something held) drawn into the top
half of the court frame; ``standard._court`` mirrors that half like a printed double-headed
court card. King: crown, beard, sceptre. Queen: coronet, long hair, a shamrock. Jack: a cap
with a feather, a spear. The robe is the suit colour with a gold collar, so the suit still
shows in the figure; the rank is read from the corner indices, never from colour.

Everything is vector drawing on a supersampled ``Canvas``, so figures are crisp at any size.
"""

from __future__ import annotations

import math

from .cardbase import mix
from .emblems import Canvas
from .theme import RGB, Theme

JACK, QUEEN, KING = 11, 12, 13


def _arc(cx: float, cy: float, rx: float, ry: float, a0: float, a1: float, n: int = 24
         ) -> list[tuple[float, float]]:
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n))
            for i in range(n + 1)]


def _face(c: Canvas, cx: float, cy: float, r: float, theme: Theme, ink: RGB, lips: RGB) -> None:
    """Head, eyes, nose and mouth; ``r`` is the head's half width."""
    c.ellipse((cx - r, cy - r * 1.18, cx + r, cy + r * 1.18), fill=theme.skin, outline=ink,
              width=max(0.5, r / 14))
    ey = cy - r * 0.12
    er = max(0.5, r * 0.11)
    for dx in (-0.38, 0.38):
        c.ellipse((cx + dx * r - er, ey - er * 0.8, cx + dx * r + er, ey + er * 0.8), fill=ink)
        c.line([(cx + dx * r - er * 1.8, ey - er * 2.4), (cx + dx * r + er * 1.6, ey - er * 2.6)],
               ink, max(0.4, r / 16))
    c.line([(cx, ey + er), (cx - r * 0.1, cy + r * 0.32), (cx + r * 0.06, cy + r * 0.36)], ink,
           max(0.4, r / 18))
    c.line(_arc(cx, cy + r * 0.42, r * 0.26, r * 0.14, 0.2, math.pi - 0.2, 10), lips,
           max(0.6, r / 10))
    cheek = mix(theme.skin, lips, 0.35)
    for dx in (-0.55, 0.55):
        c.ellipse((cx + dx * r - r * 0.14, cy + r * 0.18, cx + dx * r + r * 0.14, cy + r * 0.38),
                  fill=cheek)


def _robe(c: Canvas, cx: float, top: float, bottom: float, half_w: float, colour: RGB,
          theme: Theme, ink: RGB) -> None:
    """Rounded shoulders down to the half line, a gold collar and a knotted trim."""
    shoulder = top + (bottom - top) * 0.28
    pts = ([(cx - half_w * 0.42, top)] + _arc(cx - half_w * 0.55, shoulder, half_w * 0.45,
                                                (shoulder - top), math.pi * 1.5, math.pi, 8)
           + [(cx - half_w, bottom + 2), (cx + half_w, bottom + 2)]
           + _arc(cx + half_w * 0.55, shoulder, half_w * 0.45, (shoulder - top), 0,
                  -math.pi / 2, 8) + [(cx + half_w * 0.42, top)])
    c.polygon(pts, fill=colour, outline=ink, width=max(0.5, half_w / 40))
    fold = mix(colour, ink, 0.35)
    for dx in (-0.45, 0.45):
        c.line([(cx + dx * half_w, shoulder + (bottom - shoulder) * 0.2),
                (cx + dx * half_w * 1.1, bottom)], fold, max(0.5, half_w / 45))
    # the collar: a gold V with a knot of dots
    collar = [(cx - half_w * 0.46, top + 1), (cx, top + (bottom - top) * 0.42),
              (cx + half_w * 0.46, top + 1)]
    c.line(collar, theme.gold, max(0.8, half_w / 9))
    c.line(collar, mix(theme.gold, ink, 0.45), max(0.4, half_w / 40))
    dot = max(0.6, half_w / 20)
    for t in (0.25, 0.5, 0.75):
        y = top + (bottom - top) * (0.42 + 0.55 * t)
        c.ellipse((cx - dot, y - dot, cx + dot, y + dot), fill=theme.gold)


def paint_court(c: Canvas, theme: Theme, rank: int, suit: str, box: tuple[float, float, float, float],
                colour: RGB) -> None:
    """The bust of a King, Queen or Jack in the top half of ``box`` (the court frame)."""
    x0, y0, x1, y1 = box
    w = x1 - x0
    mid = (y0 + y1) / 2
    cx = (x0 + x1) / 2
    ink = mix(theme.ink, colour, 0.25)
    lips = (178, 62, 62)
    r = w * 0.18
    hy = y0 + (mid - y0) * 0.44
    hair = theme.hair[{JACK: 0, QUEEN: 1, KING: 2}.get(rank, 2)]
    robe = mix(colour, theme.court_fill, 0.12 if suit in "HD" else 0.2)
    # hair behind the head (queen's falls to the shoulders)
    if rank == QUEEN:
        c.polygon(_arc(cx, hy + r * 0.2, r * 1.45, r * 1.75, math.pi, 2 * math.pi, 16)
                  + [(cx + r * 1.55, mid - (mid - y0) * 0.12), (cx - r * 1.55, mid - (mid - y0) * 0.12)],
                  fill=hair, outline=ink, width=max(0.4, r / 14))
    _robe(c, cx, hy + r * 1.05, mid, w * 0.44, robe, theme, ink)
    if rank == KING:  # ermine cape edge
        for i in range(7):
            x = cx - w * 0.36 + i * w * 0.12
            y = hy + r * 1.5 + (abs(i - 3) * r * 0.12)
            c.ellipse((x - r * 0.2, y - r * 0.2, x + r * 0.2, y + r * 0.2), fill=theme.card_face,
                      outline=ink, width=max(0.3, r / 20))
            c.ellipse((x - r * 0.05, y - r * 0.05, x + r * 0.05, y + r * 0.08), fill=ink)
    _face(c, cx, hy, r, theme, ink, lips)
    # hair, beard and headwear
    if rank == KING:
        beard = (_arc(cx, hy + r * 0.3, r * 1.02, r * 1.25, 0.05, math.pi - 0.05, 14))
        c.polygon(beard, fill=hair, outline=ink, width=max(0.4, r / 14))
        c.line([(cx - r * 0.45, hy + r * 0.52), (cx, hy + r * 0.36), (cx + r * 0.45, hy + r * 0.52)],
               hair, max(0.8, r / 5))
        c.line(_arc(cx, hy + r * 0.42, r * 0.22, r * 0.1, 0.3, math.pi - 0.3, 8), lips, max(0.6, r / 10))
        c.shape("crown", cx, hy - r * 1.45, r * 1.9, theme.gold, outline=ink, stroke=max(0.4, r / 16))
        c.ellipse((cx - r * 0.16, hy - r * 1.5, cx + r * 0.16, hy - r * 1.18), fill=colour)
    elif rank == QUEEN:
        c.polygon(_arc(cx, hy - r * 0.25, r * 1.08, r * 1.05, math.pi, 2 * math.pi, 14)
                  + [(cx + r * 0.5, hy - r * 0.55), (cx - r * 0.5, hy - r * 0.55)],
                  fill=hair, outline=ink, width=max(0.4, r / 14))
        c.shape("coronet", cx, hy - r * 1.25, r * 1.5, theme.gold, outline=ink, stroke=max(0.4, r / 16))
    else:
        c.polygon(_arc(cx, hy - r * 0.3, r * 1.06, r * 0.95, math.pi, 2 * math.pi, 12)
                  + [(cx + r * 1.0, hy + r * 0.1), (cx + r * 0.6, hy - r * 0.45),
                     (cx - r * 0.6, hy - r * 0.45), (cx - r * 1.0, hy + r * 0.1)],
                  fill=hair, outline=ink, width=max(0.4, r / 14))
        cap = [(cx - r * 1.25, hy - r * 0.7), (cx + r * 1.2, hy - r * 0.75), (cx + r * 0.7, hy - r * 1.55),
               (cx - r * 0.4, hy - r * 1.7)]
        c.polygon(cap, fill=mix(colour, theme.ink, 0.15), outline=ink, width=max(0.4, r / 14))
        c.line([(cx - r * 1.25, hy - r * 0.72), (cx + r * 1.2, hy - r * 0.77)], theme.gold, max(0.8, r / 5))
        feather = _arc(cx + r * 1.7, hy - r * 1.2, r * 1.1, r * 0.9, math.pi * 1.05, math.pi * 1.55, 10)
        c.line(feather, theme.gold, max(0.8, r / 4))
    # what each holds, at the side of the robe
    sx = cx + w * 0.34
    if rank == KING:  # a sceptre with the suit on top
        c.line([(sx, mid), (sx, hy - r * 0.1)], mix(theme.gold, ink, 0.2), max(1.0, w / 40))
        c.shape(suit, sx, hy - r * 0.45, r * 0.8, colour, outline=theme.gold, stroke=max(0.4, r / 10))
    elif rank == QUEEN:  # a shamrock on a stem
        fx = cx - w * 0.32
        c.line([(fx, mid), (fx, hy + r * 0.1)], theme.green, max(0.8, w / 60))
        c.shape("shamrock", fx, hy - r * 0.2, r * 0.95, theme.green, outline=ink, stroke=max(0.3, r / 18))
    else:  # a spear
        c.line([(sx, mid), (sx, hy - r * 1.0)], (130, 90, 52), max(1.0, w / 45))
        c.polygon([(sx, hy - r * 1.75), (sx - r * 0.25, hy - r * 0.95), (sx + r * 0.25, hy - r * 0.95)],
                  fill=(200, 204, 212), outline=ink, width=max(0.3, r / 18))
    # a small suit sign on the robe's breast: the suit is always a shape too
    c.shape(suit, cx, mid - (mid - y0) * 0.1, r * 0.6, theme.gold if suit in "SC" else theme.card_face,
            outline=ink, stroke=max(0.3, r / 20))


def paint_tingle(c: Canvas, theme: Theme) -> None:
    """The Joker: a small balloon seller in a green hood, holding three balloons."""
    w, h = c.w, c.h
    ink = theme.ink
    green = theme.green
    hand = (w * 0.5, h * 0.5)
    balloons = ((w * 0.33, h * 0.24, theme.red), (w * 0.67, h * 0.22, theme.blue),
                (w * 0.5, h * 0.15, theme.gold))
    for bx, by, _ in balloons:
        c.line([(bx, by + w * 0.12), ((bx + hand[0]) / 2 + w * 0.02, (by + hand[1]) / 2), hand],
               mix(ink, theme.card_face, 0.3), max(0.5, w / 180))
    for bx, by, col in balloons:
        c.shape("balloon", bx, by, w * 0.24, col, outline=ink, stroke=max(0.4, w / 220))
        c.ellipse((bx - w * 0.06, by - w * 0.08, bx - w * 0.025, by - w * 0.03),
                  fill=mix(col, (255, 255, 255), 0.6))
    cx, hy, r = w * 0.5, h * 0.6, w * 0.12
    # body: a round green suit with a belt, short legs
    body = (cx - w * 0.2, hy + r * 0.6, cx + w * 0.2, h * 0.82)
    for dx in (-0.09, 0.09):
        c.rounded_rect((cx + dx * w - w * 0.04, h * 0.78, cx + dx * w + w * 0.04, h * 0.85), w * 0.02,
                       fill=mix(green, ink, 0.4))
    c.ellipse(body, fill=green, outline=ink, width=max(0.5, w / 160))
    c.rect((cx - w * 0.19, h * 0.725, cx + w * 0.19, h * 0.745), fill=mix(theme.gold, ink, 0.2))
    # the arm up to the balloon strings
    c.line([(cx + w * 0.12, hy + r * 1.3), (hand[0] + w * 0.02, hand[1] + w * 0.01)], green, max(1.0, w / 28))
    c.ellipse((hand[0] - w * 0.025, hand[1] - w * 0.02, hand[0] + w * 0.035, hand[1] + w * 0.035),
              fill=theme.skin, outline=ink, width=max(0.3, w / 300))
    # hood with a point, face, a round red nose
    c.polygon([(cx - r * 1.35, hy + r * 0.6), (cx - r * 1.1, hy - r * 1.0), (cx + r * 0.2, hy - r * 2.3),
               (cx + r * 1.2, hy - r * 0.9), (cx + r * 1.35, hy + r * 0.6)],
              fill=green, outline=ink, width=max(0.5, w / 160))
    _face(c, cx, hy, r, theme, ink, (178, 62, 62))
    c.ellipse((cx - r * 0.2, hy + r * 0.05, cx + r * 0.2, hy + r * 0.4), fill=theme.red)
    c.text((w / 2, h * 0.91), "Tingle", w * 0.11, mix(green, ink, 0.3), anchor="mm", serif=True)
