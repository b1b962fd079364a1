"""Where a Seanchaí face prints its card's name, in plain arithmetic (no Pillow: the table's
layout reads it before any face is painted). ``faces.py`` sets the name there; the point
fields (``fieldrows.py``) keep that band of each card in sight, and a test checks the band
holds the ink of every card's name at the sizes the table uses (``faces.name_area``)."""

from __future__ import annotations

SMALL_W = 80        # narrower than this: the small face
NAME_CAP = 0.2      # the small face's name: capital height / card width (9.6 px at 48 px) ...
NAME_CAP_PX = 10    # ... up to this many px; wider cards keep 0.15 of their width
CAP_RATIO = 0.73    # capital height / type size of the card fonts (DejaVu)
INK_RISE = 1.05     # a small face's name (two lines, an accent) reaches this many type sizes above its box's middle
INK_FALL = 1.2      # ... and (a descender) this many below it
INK_RIGHT = {True: 0.95, False: 0.91}  # small face / normal face: of the width, where a name's ink ends
NAME_TOP, NAME_FOOT = 0.42, 0.745  # of the height: where a normal face's name box starts and ends


def small_name_px(w: float) -> float:
    """The type size of a small face's name (``w`` px wide)."""
    return max(0.15 * w, min(NAME_CAP * w, NAME_CAP_PX)) / CAP_RATIO


def name_band(card: tuple[int, int]) -> tuple[float, float, float]:
    """(top, right, bottom) in a card's pixels: every card's name prints between ``top`` and
    ``bottom`` and left of ``right`` on a face of this size (its left edge is never covered
    in a row)."""
    w, h = card
    if w < SMALL_W:
        mid, px = (w * 0.74 + h - w * 0.07) / 2, small_name_px(w)
        return mid - INK_RISE * px, INK_RIGHT[True] * w, min(float(h), mid + INK_FALL * px)
    return NAME_TOP * h, INK_RIGHT[False] * w, NAME_FOOT * h
