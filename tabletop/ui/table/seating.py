"""Seats around the table for 2–8 players: who sits where, their style and default name.

``allocate`` puts the viewer along the bottom edge and the other seats, clockwise, in compact
blocks: along the top while they fit side by side, otherwise also down the left and right
edges (as many on each side, the top taking the rest). What is left in the middle is the
centre band, where the shared zones go. Seat numbers run clockwise, so the seat after the
viewer sits at the viewer's left.

Every seat has a style: a colour *and* a symbol (never colour alone), eight of them, and a
default name for computer seats.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from ...core.ids import PlayerId
from ..render.theme import Theme, seat_colour

Rect = tuple[float, float, float, float]  # x, y, w, h

MAX_SEATS = 8
#: default names of the eight seats (setup, computer players)
DEFAULT_NAMES: tuple[str, ...] = ("Aoife", "Ciara", "Dara", "Eimear", "Fionn", "Gráinne",
                                  "Niamh", "Oisín")


def seat_style(theme: Theme, seat: PlayerId) -> tuple[tuple[int, int, int], str]:
    """A seat's colour and symbol name; eight distinct pairs (the theme's seat colours and
    ``SEAT_SYMBOLS``), told apart by shape without colour vision."""
    return seat_colour(theme, seat)


@dataclass(frozen=True)
class Seating:
    """Where each seat's block goes (``side`` is bottom/left/top/right) and the centre band."""

    sides: dict[PlayerId, str]
    blocks: dict[PlayerId, Rect]
    centre: Rect


def split_sides(others: int, top_capacity: int) -> tuple[int, int, int]:
    """How many opponents sit (left, top, right): all on top while they fit, else the same
    number on each side (the left one more when odd) and the top the rest."""
    if others <= max(1, top_capacity):
        return 0, others, 0
    sides = others - top_capacity
    if sides % 2 and top_capacity > 0:
        sides += 1
    sides = min(sides, others)
    left = math.ceil(sides / 2)
    return left, others - sides, sides - left


def allocate(n: int, bottom: PlayerId, w: float, h: float, top_block: tuple[float, float],
             side_block: tuple[float, float], band_top: float, margin: float,
             gap: float) -> Seating | None:
    """Blocks for ``n`` seats in a ``w``×``h`` window whose bottom band (the viewer's) starts
    at ``band_top``. ``top_block``/``side_block``: an opponent block's size along the top and
    down a side. None when they do not fit (the caller tries smaller cards)."""
    if not 1 <= n <= MAX_SEATS:
        raise ValueError(f"the table seats 1–{MAX_SEATS} players, not {n}")
    others = [(bottom + k) % n for k in range(1, n)]
    tw, th = top_block
    sw, sh = side_block
    capacity = int((w - 2 * margin + gap) // (tw + gap))
    left, top, right = split_sides(len(others), capacity)
    if top > capacity:
        return None
    sides: dict[PlayerId, str] = {bottom: "bottom"}
    blocks: dict[PlayerId, Rect] = {bottom: (margin, band_top, w - 2 * margin, h - margin - band_top)}
    top_bottom = margin + th if top else margin - gap
    lo, hi = top_bottom + gap, band_top - gap
    for count, seats, x in ((left, others[:left][::-1], margin),
                            (right, others[left + top:], w - margin - sw)):
        if not count:
            continue
        need = count * sh + (count - 1) * gap
        if need > hi - lo:
            return None
        y = lo + (hi - lo - need) / 2
        for seat in seats:  # the left column is filled bottom-up (clockwise), the right top-down
            sides[seat] = "left" if x == margin else "right"
            blocks[seat] = (x, y, sw, sh)
            y += sh + gap
    row = others[left:left + top]
    if row:
        free = w - 2 * margin - top * tw
        space = free / (top - 1) if top > 1 else 0.0
        x = margin if top > 1 else (w - tw) / 2
        for seat in row:
            sides[seat] = "top"
            blocks[seat] = (x, margin, tw, th)
            x += tw + space
    cx0 = margin + sw + gap if left else margin
    cx1 = w - margin - sw - gap if right else w - margin
    if hi <= lo or cx1 <= cx0:
        return None
    return Seating(sides, blocks, (cx0, lo, cx1 - cx0, hi - lo))
