"""What every card shares: the rounded blank, corner geometry and the shared back design."""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image

from .emblems import Canvas
from .theme import RGB, Theme


def radius(w: int) -> float:
    return max(2.0, w * 0.06)


def blank(size: tuple[int, int], theme: Theme, fill: RGB | None = None,
          edge: RGB | None = None) -> Canvas:
    """A card-shaped canvas: rounded face with a thin edge, transparent corners."""
    c = Canvas(size)
    w, h = size
    edge_w = max(1.0, w / 90) if not theme.high_contrast else max(1.5, w / 50)
    c.rounded_rect((0, 0, w, h), radius(w), fill=fill or theme.card_face,
                   outline=edge or theme.card_edge, width=edge_w)
    return c


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """Blend colour ``a`` towards ``b`` by ``t`` (0..1)."""
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore[return-value]


def _band(c: Canvas, pts: list[tuple[float, float]], fill: RGB, edge: RGB, width: float) -> None:
    """A strand of knotwork: a band with dark edges (drawn edge first, then the fill)."""
    c.line(pts, edge, width * 1.55)
    c.line(pts, fill, width)


def knot_field(pat: Canvas, size: tuple[int, int], base: RGB, pattern: RGB) -> None:
    """Plaitwork over the whole canvas: two families of diagonal bands that go over and under
    each other in turn, as in Celtic interlace. ``pat`` is clipped by the caller."""
    w, h = size
    step = w / 4.2
    bw = max(1.0, w / 26)
    edge = mix(base, (0, 0, 0), 0.45)
    n = int((w + h) / step) + 3
    starts = [k * step - h for k in range(n)]
    a_lines = [[(x, 0.0), (x + h, float(h))] for x in starts]
    b_lines = [[(x + h, 0.0), (x, float(h))] for x in starts]
    for pts in b_lines:
        _band(pat, pts, pattern, edge, bw)
    for pts in a_lines:
        _band(pat, pts, pattern, edge, bw)
    # every other crossing, B goes back over A: short pieces of B redrawn on top
    half = step * 0.32
    for i, xa in enumerate(starts):
        for j, xb in enumerate(starts):
            # A: y = x - xa ; B: y = xb + h - x  -> crossing
            x = (xa + xb + h) / 2
            y = x - xa
            if (i + j) % 2 or not (-step < x < w + step and -step < y < h + step):
                continue
            _band(pat, [(x - half, y + half), (x + half, y - half)], pattern, edge, bw)
            pat.line([(x - half * 0.98, y + half * 0.98), (x + half * 0.98, y - half * 0.98)], pattern, bw)


def trinity_rings(c: Canvas, cx: float, cy: float, r: float, fill: RGB, edge: RGB, width: float) -> None:
    """Three interlaced rings around a centre (a knotwork medallion)."""
    centres = [(cx + r * 0.5 * math.cos(a), cy + r * 0.5 * math.sin(a))
               for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    rr = r * 0.55
    rings = []
    for x, y in centres:
        pts = [(x + rr * math.cos(2 * math.pi * k / 48), y + rr * math.sin(2 * math.pi * k / 48))
               for k in range(49)]
        rings.append(pts)
        _band(c, pts, fill, edge, width)
    # over-under: each ring's first third goes back over its neighbour
    for pts in rings:
        _band(c, pts[4:14], fill, edge, width)
        c.line(pts[3:15], fill, width)


def lattice_back(size: tuple[int, int], theme: Theme, base: RGB, pattern: RGB, trim: RGB,
                 motif: str = "star", rings: bool = False) -> Canvas:
    """A card back in the theme's ``back_style``: Celtic knotwork (default), the classic diamond
    lattice (or rings) with a central medallion, or a plain field. Every deck's back goes
    through here, so the style setting changes them all alike; ``motif`` stays the deck's own."""
    w, h = size
    c = blank(size, theme, fill=trim, edge=theme.card_edge)
    m = w * 0.07
    c.rounded_rect((m, m, w - m, h - m), radius(w) * 0.6, fill=base)
    lw = max(0.6, w / 160)
    step = w / 7
    inner = (m + lw, m + lw, w - m - lw, h - m - lw)
    style = theme.back_style
    if style == "plain":
        c.rounded_rect((m * 1.8, m * 1.8, w - m * 1.8, h - m * 1.8), radius(w) * 0.4, outline=trim,
                       width=max(0.6, w / 140))
        c.shape(motif, w / 2, h / 2, w * 0.22, mix(base, trim, 0.55))
        return c
    pat = Canvas(size, scale=c.s)
    if style == "knotwork":
        knot_field(pat, size, base, pattern)
    elif rings:
        for i in range(1, 16):
            r = i * step * 0.55
            pat.ellipse((w / 2 - r, h / 2 - r, w / 2 + r, h / 2 + r), outline=pattern, width=lw * 1.6)
    else:
        k = -h
        while k < w + h:
            pat.line([(k, 0), (k + h, h)], pattern, lw)
            pat.line([(k + h, 0), (k, h)], pattern, lw)
            k += step
        for i in range(-1, 9):
            for j in range(-1, 12):
                x, y = i * step + (step / 2 if j % 2 else 0), j * step / 2 * 1.0
                pat.shape("diamond", x, y + step * 0.25, step * 0.22, pattern)
    # clip the pattern to the inner panel
    mask = Canvas(size, scale=c.s)
    mask.rounded_rect(inner, radius(w) * 0.5, fill=(255, 255, 255, 255))
    from PIL import ImageChops  # local: only backs need it

    alpha = ImageChops.multiply(pat.img.getchannel("A"), mask.img.getchannel("A"))
    pat.img.putalpha(alpha)
    c.img.alpha_composite(pat.img)
    # medallion
    r = w * 0.24
    cx, cy = w / 2, h / 2
    c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=base, outline=trim, width=max(1.0, w / 60))
    if style == "knotwork":
        trinity_rings(c, cx, cy, r * 0.95, trim, mix(base, (0, 0, 0), 0.4), max(0.8, w / 30))
        c.shape(motif, cx, cy, r * 0.3, trim)
        c.rounded_rect((m, m, w - m, h - m), radius(w) * 0.6, outline=trim, width=max(0.8, w / 120))
        return c
    r2 = r * 0.78
    c.ellipse((cx - r2, cy - r2, cx + r2, cy + r2), outline=pattern, width=max(0.8, w / 110))
    if motif == "star":
        c.shape("star", cx, cy, r * 1.2, trim)
        c.shape("star", cx, cy, r * 0.5, base, rotate=math.pi / 5)
    else:
        c.shape(motif, cx, cy, r * 1.1, trim)
    c.rounded_rect((m, m, w - m, h - m), radius(w) * 0.6, outline=trim, width=max(0.8, w / 120))
    return c


def shape_field(c: Canvas, symbol: str, colour: RGB, box: tuple[float, ...]) -> None:
    """A faint staggered field of one symbol over ``box``: the pattern that backs up a suit's
    colour on its cards (Keltis, Viashi)."""
    c.img.alpha_composite(_field_layer(symbol, colour, tuple(box), (c.w, c.h), c.s))


@lru_cache(maxsize=64)
def _field_layer(symbol: str, colour: RGB, box: tuple[float, ...], size: tuple[int, int],
                 scale: int) -> Image.Image:
    """The field is the same on every card of a suit: drawn once per size."""
    layer = Canvas(size, scale=scale)
    x0, y0, x1, y1 = box
    step = size[0] * 0.2
    row = 0
    y = y0 + step * 0.5
    while y < y1 - step * 0.3:
        x = x0 + step * (0.5 if row % 2 == 0 else 1.0)
        while x < x1 - step * 0.3:
            layer.shape(symbol, x, y, step * 0.42, colour)
            x += step
        y += step * 0.85
        row += 1
    return layer.img
