"""What every card shares: the rounded blank, corner geometry and the shared back design."""

from __future__ import annotations

import math

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


def lattice_back(size: tuple[int, int], theme: Theme, base: RGB, pattern: RGB, trim: RGB,
                 motif: str = "star", rings: bool = False) -> Canvas:
    """A classic back: trim border, a diamond lattice (or rings) and a central medallion."""
    w, h = size
    c = blank(size, theme, fill=trim, edge=theme.card_edge)
    m = w * 0.07
    c.rounded_rect((m, m, w - m, h - m), radius(w) * 0.6, fill=base)
    lw = max(0.6, w / 160)
    step = w / 7
    inner = (m + lw, m + lw, w - m - lw, h - m - lw)
    pat = Canvas(size, scale=c.s)
    if rings:
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
    r2 = r * 0.78
    c.ellipse((cx - r2, cy - r2, cx + r2, cy + r2), outline=pattern, width=max(0.8, w / 110))
    if motif == "star":
        c.shape("star", cx, cy, r * 1.2, trim)
        c.shape("star", cx, cy, r * 0.5, base, rotate=math.pi / 5)
    else:
        c.shape(motif, cx, cy, r * 1.1, trim)
    c.rounded_rect((m, m, w - m, h - m), radius(w) * 0.6, outline=trim, width=max(0.8, w / 120))
    return c
