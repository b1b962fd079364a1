"""Where the large preview of a card goes (``Hud.zoom_rect``): beside its zone, else above
it, never over the prompt, a name plate, another seat's zone or the cards of its own hand."""

from __future__ import annotations

from collections.abc import Sequence

from .layout import Metrics, Rect, TableLayout, overlap, shared_area


def zoom_spot(lay: TableLayout, card: Rect, zone: str | None, keep: Sequence[Rect] = (),
              shown: Rect | None = None, soft: Sequence[Rect] = ()) -> Rect:
    """Where the large preview of a hovered card goes: beside its zone (on the side nearer
    the card: the first card of a long hand has it at the left), else above it; never over
    the prompt, the message strip, a name plate, a zone that is not the card's own seat's
    (a trick slot, a shared pile) or what ``keep`` names (the keyboard's ring on a held
    card's destination); nor over ``shown``, where the zone's cards lie now (the hand's
    cards: a preview on them showed the focused card twice), nor ``soft`` (the prompt).
    Smaller when it must; where nothing is clear, it covers the least of ``keep``, then of
    the cards, then of ``soft``."""
    m = lay.metrics
    margin = m.px(8)
    seat = lay.owners.get(zone) if zone else None
    strips = [r for k, r in lay.areas.items() if k in ("actions", "messages", "status")]
    guard = list(keep) + list(lay.plates.values())
    guard += [zl.room(zl.extra.get("full", 1)) for z, zl in lay.zones.items()
              if z not in lay.overlays and (seat is None or lay.owners.get(z) != seat)]
    zl = lay.zones.get(zone) if zone else None
    box = zl.declared_extent(zl.extra.get("full", 1)) if zl is not None else card
    bx, by, bw, bh = box
    cx, cy, cw, ch = card
    ratio = m.card_w / m.card_h
    heights = [m.card_h * 1.7]
    while heights[-1] > m.card_h * 1.15:  # (the least is 1.15 cards high: larger than the card)
        heights.append(max(heights[-1] * 0.9, m.card_h * 1.15))
    bottom = min(m.h - margin, by + bh)
    near = lambda x0, x1, h: sorted(  # noqa: E731 (beside x0..x1, the card's side first)
        [(x1 + margin, bottom - h), (x0 - margin - h * ratio, bottom - h)],
        key=lambda p: abs(p[0] + h * ratio / 2 - (cx + cw / 2)))
    top = cy if shown is None else min(cy, shown[1])
    cards = [] if shown is None else [shown]
    strict = strips + guard + cards + list(soft)
    # first beside where the zone's cards lie ``shown`` now, at any size (a hand stepping
    # wider than declared had the preview "beside" it on its own last card, shown twice);
    # then beside its declared place, either side, or above the card; never on the cards
    # as they lie (Hyrule at 1280x800: the trick pile right of the hand, the name plate
    # left of it, and the declared place's side lay on the hand's last cards)
    tries = [(lambda h: [*near(bx, bx + bw, h), (cx + cw / 2 - h * ratio / 2, top - margin - h)], strict)]
    if shown is not None:
        x0, x1 = min(bx, shown[0]), max(bx + bw, shown[0] + shown[2])
        tries.insert(0, (lambda h: near(x0, x1, h)[:1], strict))
        # then above the cards, slid along from straight above the card, across the
        # message and action strips but off the prompt, the buttons and every other place
        # (Keltis at 1240x620: the last card's preview lay on the hand, or else at its far
        # side over the rows); last beside the cards on their other side
        tries += [(lambda h: above(m, (cx, top, cw, ch), h * ratio, h), guard + cards + list(soft)),
                  (lambda h: near(x0, x1, h)[1:], strict)]
    for spots, blockers in tries:
        for height in heights:
            for x, y in spots(height):
                r = (x, y, height * ratio, height)
                if (x >= margin and y >= margin and x + r[2] <= m.w - margin and y + height <= m.h - margin
                        and not any(overlap(r, g) for g in blockers)):
                    return r
    height = heights[-1]
    return least_covering(m, (cx, top, cw, cy + ch - top), (height * ratio, height),
                          [list(keep), cards, list(soft)], strips + guard)


def above(m: Metrics, card: Rect, w: float, h: float) -> list[tuple[float, float]]:
    """Spots for a ``w`` x ``h`` preview just above ``card``: straight above it (kept on
    screen), then slid either way, nearest first, within two widths."""
    cx, cy, cw, _ = card
    margin = m.px(8)
    y = cy - margin - h
    straight = min(max(margin, cx + cw / 2 - w / 2), m.w - margin - w)
    step = max(1, m.px(24))
    spots = [(straight, y)]
    for i in range(1, int(2 * w // step) + 1):
        spots += [(straight - i * step, y), (straight + i * step, y)]
    return spots


def least_covering(m: Metrics, card: Rect, size: tuple[float, float], keep: list[list[Rect]],
                   guard: list[Rect]) -> Rect:
    """The smallest preview where no place is clear: straight above the card, unless it
    would cover some of ``keep`` (a button, a held card's place and its number key: Ard
    Rí at 1280x720, it hid the Cattle Field's "1"; then the hand's cards; then the prompt,
    tier by tier); then the nearest spot along that line, or beside the card, that covers
    none of it (or the least)."""
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

    def cost(spot: tuple[float, float]) -> tuple[float, ...]:
        r = (spot[0], spot[1], w, h)
        return (*(covered(r, tier) for tier in keep), abs(spot[0] - straight), covered(r, guard))

    x, y = min(spots, key=cost)
    return (x, y, w, h)
