"""The kit's ``toward`` parts (``kit.Seats.toward``): one per seat in the centre band, each
toward its seat, in two rows (the viewer's row and the far seats'). ``gap`` is the kit's gap
in pixels, ``widest_step`` its widest step as a fraction of a card (``kit.LOOSE``)."""

from __future__ import annotations

from ...core.ids import PlayerId, ZoneId
from .declare import Part
from .layout import Metrics, Rect, ZoneLayout


def toward_rows(n: int) -> tuple[list[int], list[int]]:
    """Seat offsets from the viewer (0 = the viewer, clockwise) for the two rows of toward
    parts: the viewer's row (the seats at their left and right beside theirs from four seats
    on) and the far row (the others, left to right)."""
    if n < 4:
        return [0], list(range(1, n))
    return [1, 0, n - 1], list(range(2, n - 1))


def place_toward(p: Part, m: Metrics, n: int, bottom: PlayerId, rect: Rect,
                 zones: dict[ZoneId, ZoneLayout], gap: float, widest_step: float,
                 tight: bool = False) -> None:
    """One ``p`` per seat, in two rows in the middle of ``rect`` (``toward_rows``): each
    seat's slot lies toward it. Cards shrink (to 60%) when the rows do not fit."""
    x0, y0, w, h = rect
    near, far = toward_rows(n)
    widest = max(len(near), len(far))
    rows = [r for r in (far, near) if r]
    spread = 1 + p.step * max(0, p.cards - 1) if p.kind in ("row", "fan") else 1.0
    for shrink in (1.0, 0.95, 0.9, 0.85, 0.8, 0.75, 0.7, 0.65, 0.6):
        ch = round(m.card_h * p.size * shrink)
        cw = round(ch * m.card_w / m.card_h)
        if widest * cw * spread + (widest - 1) * gap * 2 <= w and len(rows) * ch + gap * 2 <= h:
            break
    step_x = cw * spread + gap * 2
    length, loose = cw * spread, 0.0
    if p.kind in ("row", "fan") and not tight:  # rows share the band's width: step wider
        length = max(length, (w - (widest - 1) * gap * 2) / widest)
        step_x = length + gap * 2
        loose = max(p.step, widest_step) * cw
    top = y0 + (h - len(rows) * ch - (len(rows) - 1) * gap * 2) / 2
    for r, members in enumerate(rows):
        cy = top + ch / 2 + r * (ch + gap * 2)
        for i, k in enumerate(members):
            cx = x0 + w / 2 + (i - (len(members) - 1) / 2) * step_x
            seat = (bottom + k) % n
            zid = p.zone.replace("{seat}", str(seat))
            zones[zid] = ZoneLayout(zid, p.kind, cx, cy, (cw, ch), step=p.step * cw,
                                    max_length=length,
                                    show_count=p.count, visible_depth=p.depth,
                                    extra={**p.extra, "full": p.cards}, loose=loose)
