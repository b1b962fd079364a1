"""Where the large preview of a card goes (``Hud.zoom_rect``): beside its zone, else above
it, never over the prompt, a name plate or another seat's zone."""

from __future__ import annotations

from collections.abc import Sequence

from .layout import Metrics, Rect, TableLayout, overlap, shared_area


def zoom_spot(lay: TableLayout, card: Rect, zone: str | None, keep: Sequence[Rect] = (),
              shown: Rect | None = None) -> Rect:
    """Where the large preview of a hovered card goes: beside its zone (on the side nearer
    the card: the first card of a long hand has it at the left), else above it; never over
    the prompt, the message strip, a name plate, a zone that is not the card's own seat's
    (a trick slot, a shared pile) or what ``keep`` names (the keyboard's ring on a held
    card's destination). Smaller when it must."""
    m = lay.metrics
    margin = m.px(8)
    seat = lay.owners.get(zone) if zone else None
    guard = [r for k, r in lay.areas.items() if k in ("actions", "messages", "status")] + list(keep)
    guard += list(lay.plates.values())
    guard += [zl.room(zl.extra.get("full", 1)) for z, zl in lay.zones.items()
              if z not in lay.overlays and (seat is None or lay.owners.get(z) != seat)]
    zl = lay.zones.get(zone) if zone else None
    box = zl.declared_extent(zl.extra.get("full", 1)) if zl is not None else card
    bx, by, bw, bh = box
    cx, cy, cw, ch = card
    ratio = m.card_w / m.card_h
    heights = [m.card_h * 1.7]
    while heights[-1] > m.card_h * 1.15:
        heights.append(heights[-1] * 0.9)
    bottom = min(m.h - margin, by + bh)
    near = lambda x0, x1, h: sorted(  # noqa: E731 (beside x0..x1, the card's side first)
        [(x1 + margin, bottom - h), (x0 - margin - h * ratio, bottom - h)],
        key=lambda p: abs(p[0] + h * ratio / 2 - (cx + cw / 2)))
    # first beside where the zone's cards lie ``shown`` now, at any size (a hand stepping
    # wider than declared had the preview "beside" it on its own last card, shown twice);
    # then beside its declared place, either side, or above the card
    tries = [] if shown is None else [
        lambda h: near(min(bx, shown[0]), max(bx + bw, shown[0] + shown[2]), h)[:1]]
    tries.append(lambda h: [*near(bx, bx + bw, h), (cx + cw / 2 - h * ratio / 2, cy - margin - h)])
    for spots in tries:
        for height in heights:
            for x, y in spots(height):
                r = (x, y, height * ratio, height)
                if (x >= margin and y >= margin and x + r[2] <= m.w - margin
                        and not any(overlap(r, g) for g in guard)):
                    return r
    height = heights[-1]
    return least_covering(m, (cx, cy, cw, ch), (height * ratio, height), list(keep), guard)


def least_covering(m: Metrics, card: Rect, size: tuple[float, float], keep: list[Rect],
                   guard: list[Rect]) -> Rect:
    """The smallest preview where no place is clear: straight above the card, unless it
    would cover some of ``keep`` (a button, a held card's place and its number key: Ard
    Rí at 1280x720, it hid the Cattle Field's "1"); then the nearest spot
    along that line, or beside the card, that covers none of it (or the least)."""
    cx, cy, cw, ch = card
    w, h = size
    margin = m.px(8)
    y_above = max(margin, cy - margin - h)
    y_beside = min(max(margin, cy + ch / 2 - h / 2), m.h - margin - h)
    straight = min(max(margin, cx + cw / 2 - w / 2), m.w - margin - w)
    spots = [(straight, y_above)]
    step = max(1, m.px(24))
    for i in range(1, int(2 * w // step) + 1):  # nearest first, either way, within two widths
        spots += [(straight - i * step, y_above), (straight + i * step, y_above)]
    spots += [(cx + cw + margin, y_beside), (cx - margin - w, y_beside)]
    spots = [(x, y) for x, y in spots if margin <= x <= m.w - margin - w]

    def covered(r: Rect, rects: list[Rect]) -> float:
        return sum(shared_area(r, g) for g in rects)

    def cost(spot: tuple[float, float]) -> tuple[float, float, float]:
        r = (spot[0], spot[1], w, h)
        return (covered(r, keep), abs(spot[0] - straight), covered(r, guard))

    x, y = min(spots, key=cost)
    return (x, y, w, h)
