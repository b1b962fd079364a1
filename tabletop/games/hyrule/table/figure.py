"""Hyrule's suit circle: which suit beats which, as a small drawn diagram.

The four suits sit on a ring, each beating the next one clockwise (♦ → ♣ → ♠ → ♥ → ♦), and the
two remaining pairs cross the middle (♦ → ♠, ♣ → ♥). Every arrow is read from the rules'
own table (``precedence.BEATS``), so the picture cannot drift from what the game does. The
same picture shows on the table (the kit's ``aid`` part) and beside Hyrule's rules.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from ....ui.render.emblems import Canvas
from ....ui.render.theme import Theme
from ..precedence import BEATS

#: where each suit sits on the ring, as an angle (0 = right, clockwise, y down): each beats
#: the next one clockwise
RING = {"D": -90.0, "C": 0.0, "S": 90.0, "H": 180.0}
CAPTION = "Arrow: beats"
CAPTION_MARGIN = 0.1  # of the plaque's width, kept clear each side of the caption
GAP, HEAD = 1.15, 0.6  # an arrow stops this many disc radii from a centre; its head's length


def arrows() -> list[tuple[str, str]]:
    """Every (winner, loser) pair the diagram draws: exactly the rules' cross-suit relation."""
    return sorted((a, b) for a, losers in BEATS.items() for b in losers)


def layout(w: int, h: int, caption: bool = True) -> tuple[dict[str, tuple[float, float]], float, float]:
    """Suit centres, the suits' disc radius and the caption's height inside a ``w``×``h`` box."""
    cap = max(19.0, h * 0.14) if caption else 0.0
    side = min(w, h - cap)
    cx, cy = w / 2, (h - cap) / 2
    ring = side * 0.36
    disc = side * 0.13
    centres = {s: (cx + ring * math.cos(math.radians(a)), cy + ring * math.sin(math.radians(a)))
               for s, a in RING.items()}
    return centres, disc, cap


def _arrow(c: Canvas, a: tuple[float, float], b: tuple[float, float], gap: float, head: float,
           width: float, colour) -> None:
    """A straight arrow from disc ``a`` to disc ``b`` (stopping ``gap`` short of each centre)."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    x0, y0 = a[0] + ux * gap, a[1] + uy * gap
    x1, y1 = b[0] - ux * gap, b[1] - uy * gap
    c.line([(x0, y0), (x1 - ux * head * 0.6, y1 - uy * head * 0.6)], colour, width)
    px, py = -uy, ux
    c.polygon([(x1, y1), (x1 - ux * head + px * head * 0.55, y1 - uy * head + py * head * 0.55),
               (x1 - ux * head - px * head * 0.55, y1 - uy * head - py * head * 0.55)], fill=colour)


def caption_px(c: Canvas, w: int, cap: float) -> float:
    """The caption's size: the caption band's, shrunk until the words keep a margin of a tenth
    of the plaque from each side (at 1240×620 they ran to its rounded edge)."""
    px = max(13.0, cap * 0.7)
    room = w * (1 - 2 * CAPTION_MARGIN)
    while px > 9.0 and c.text_size(CAPTION, px)[0] > room:
        px -= 0.5
    return px


@lru_cache(maxsize=16)
def suit_circle(size: tuple[int, int], theme: Theme, caption: bool = True) -> pygame.Surface:
    """The diagram on a soft dark plaque, ``size`` pixels (cached per size and theme)."""
    w, h = size
    c = Canvas(size)
    centres, disc, cap = layout(w, h, caption)
    radius = min(w, h) * 0.12
    c.rounded_rect((0, 0, w, h), radius, fill=(*theme.panel, 150),
                   outline=(*theme.panel_edge, 200), width=max(1.0, w / 120))
    ink = (*theme.text, 235)
    for a, b in arrows():
        _arrow(c, centres[a], centres[b], disc * GAP, disc * HEAD, max(1.2, disc * 0.13), ink)
    for suit, (x, y) in centres.items():
        c.ellipse((x - disc, y - disc, x + disc, y + disc), fill=(*theme.card_face, 255),
                  outline=(*theme.card_edge, 255), width=max(1.0, disc / 10))
        c.shape(suit, x, y, disc * 1.15, (*theme.suit_colour(suit), 255))
    if caption:
        px = caption_px(c, w, cap)
        c.text((w / 2, h - cap * 0.62), CAPTION, px, (*theme.text_dim, 255), bold=True)
    img = c.finish()
    return pygame.image.frombytes(img.tobytes(), size, "RGBA")
