"""Where the large preview of a card goes (``Hud.zoom_rect``): beside its zone, else above
it, never over the prompt, a name plate, another seat's zone, a game's drawn aid or the cards
of its own hand."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from .layout import Metrics, Rect, TableLayout, overlap, shared_area
from .layout import _apart as apart


def aids(lay: TableLayout) -> list[Rect]:
    """The game aids the table draws (``labels["aid/<name>"]``: Ard Rí's season panel,
    Hyrule's suit circle): shared places with no cards, which no preview or caption covers."""
    return [r for k, r in lay.labels.items() if k.startswith("aid/")]


def zoom_spot(lay: TableLayout, card: Rect, zone: str | None, keep: Sequence[Rect] = (),
              shown: Rect | None = None, soft: Sequence[Rect] = (), sight: Sequence[Rect] = (),
              room: tuple[float, float] = (0, 0), short: tuple[float, float] = (0, 0)) -> Rect:
    """Where the large preview of a hovered card goes: beside its zone (on the side nearer
    the card: the first card of a long hand has it at the left), else above it; never over
    the prompt, the message strip, a name plate, a zone that is not the card's own seat's
    (a trick slot, a shared pile) or what ``keep`` names (the keyboard's ring on a held
    card's destination); nor over ``shown``, where the zone's cards lie now (the hand's
    cards: a preview on them showed the focused card twice), nor ``soft`` (the prompt).
    Smaller when it must; where nothing is clear, it covers the least of ``keep``, then of
    the cards, then of ``soft``.

    ``sight`` is what the player should go on seeing where the room allows (every card on the
    table, the viewer's own places, their outlines where empty, and their names): a spot clear
    of it as well is taken first, the spots below and then the whole window searched, nearest
    the card first, largest first (Keltis at 1240x620: the preview of a hand card lay on the
    player's own rows), with ``room`` for its caption under or above it, else with ``short``
    room (the caption's first line: ``KeyPlay.caption`` shortens it where it must). Only where
    none is clear of it do the spots below allow it."""
    m = lay.metrics
    margin = m.px(8)
    seat = lay.owners.get(zone) if zone else None
    strips = [r for k, r in lay.areas.items() if k in ("actions", "messages", "status")]
    guard = list(keep) + list(lay.plates.values())
    guard += [zl.room(zl.extra.get("full", 1)) for z, zl in lay.zones.items()
              if z not in lay.overlays and (seat is None or lay.owners.get(z) != seat)]
    guard += aids(lay)  # a game's drawn aid is a shared place too (Ard Rí's season panel)
    zl = lay.zones.get(zone) if zone else None
    box = zl.declared_extent(zl.extra.get("full", 1)) if zl is not None else card
    bx, by, bw, bh = box
    cx, cy, cw, ch = card
    ratio = m.card_w / m.card_h
    heights = [m.card_h * 1.7]
    # the least is 1.15 hand cards high, larger than any card; a card under half a hand
    # card (a rival's, 0.4 of one) may have a smaller one where that keeps it by its card,
    # down to twice the card: at four players the rivals' previews lay across the window
    least = m.card_h * 1.15 if ch >= m.card_h / 2 else max(ch * 2, m.card_h * 0.85)
    while heights[-1] > least:
        heights.append(max(heights[-1] * 0.9, least))
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
    if sight:
        near_tries = tries[:-1] if shown is not None else tries  # (not yet the hand's far side)
        # with room for the caption, else the preview alone; by the card, else anywhere.
        # First a spot beside the card, as the pointer's preview has, with as much of the
        # caption as finds room there: the focused card's preview took a larger spot across
        # the window with room for all of its words (Ard Rí at 1240x620, two players: a
        # Chosen card's 300 px above it, the pointer's beside it)
        rooms = [r for r in (room, short) if r[1]] + [(0, 0)]

        def search(band: float, words: tuple[float, float], nearest: bool) -> Rect | None:
            return _in_sight(m, card, heights, ratio, near_tries, list(sight), guard + cards + list(soft),
                             words, lay.words(), band, nearest=nearest)

        # (the pointer's: no words under it)
        pointer = (search(1.5, (0, 0), True) or search(math.inf, (0, 0), True)) if rooms[0][1] else None
        if pointer is not None:
            # where the pointer's preview goes, slid a little to make room for the words:
            # no further from the card than it, or half its height, and a margin either way
            reach = max(apart(pointer, card), pointer[3] / 2) + 2 * margin
            slid = (lambda h: _slid(pointer, h, ratio, max(1, m.px(2)), card, reach), guard + cards + list(soft))
            for words in rooms[:-1]:
                found = _in_sight(m, card, heights, ratio, [slid], list(sight), guard + cards + list(soft),
                                  words, lay.words(), sideways=math.inf, search=False)
                if found is not None:
                    return found
        for band, words in ((band, r) for band in (1.5, math.inf) for r in rooms):
            found = search(band, words, not (room[1] or short[1]))
            if found is not None:
                return found
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


def _slid(spot: Rect, height: float, ratio: float, step: int, card: Rect,
          reach: float) -> list[tuple[float, float]]:
    """Spots for a preview ``height`` high, no higher than ``spot``, on its centre, then slid
    up, down, left or right, ``step`` pixels at a time, nearest first, up to half its height:
    those within ``reach`` of ``card``, edge to edge."""
    x, y, w, h = spot
    if height > h + 0.5:
        return []
    x0, y0 = x + w / 2 - height * ratio / 2, y + h / 2 - height / 2
    out = [(x0, y0)]
    for k in range(1, int(height / 2 / step) + 1):
        out += [(x0, y0 - k * step), (x0, y0 + k * step), (x0 - k * step, y0), (x0 + k * step, y0)]
    return [(sx, sy) for sx, sy in out if apart((sx, sy, height * ratio, height), card) <= reach]


def _in_sight(m: Metrics, card: Rect, heights: list[float], ratio: float, tries: list,
              sight: list[Rect], walls: list[Rect], room: tuple[float, float],
              names: list[Rect], band: float = math.inf, nearest: bool = False,
              sideways: float = 1.5, search: bool = True) -> Rect | None:
    """The first spot of ``tries`` clear of its blockers and of ``sight``, else the spot of
    the window nearest to ``card`` (a step sideways counting double) clear of ``sight`` and ``walls`` (the plates, other
    places, the cards, the prompt, the buttons; the message strips may be crossed, as above
    the hand), largest first; None where there is none. Either way with ``room`` for the
    caption under the preview or above it, clear too, and of the ``names`` (plates, labels).
    A spot of ``tries`` more than ``sideways`` previews (a preview and a half) sideways from
    the card is left to the search (which may find one nearer; none unless ``search``). The
    search keeps within ``band`` previews' widths of the card, sideways. ``nearest`` (a preview with no caption: the pointer's): the
    search takes a smaller preview by the card over a larger one away from it."""
    margin = m.px(8)
    names_ = [pygame.Rect(whole(r)) for r in names]
    screen = pygame.Rect(margin, margin, m.w - 2 * margin, m.h - 2 * margin)

    def fits(r: pygame.Rect, stops: list[pygame.Rect]) -> bool:
        if not screen.contains(r) or r.collidelist(stops) >= 0:
            return False
        if not room[1]:
            return True
        # the caption's gap (``KeyPlay.caption``), less the two pixels its box is grown by
        # each way for the preview's rounding: checked 2 px further off, a caption drawn
        # above a held card's preview lay on its Cattle Field's outline (Ard Rí, 1920x1080)
        gap = max(0, m.px(4) - 2)
        words = pygame.Rect(0, 0, math.ceil(room[0]) + 4, math.ceil(room[1]) + 4)
        under, over, right, left = (words.copy() for _ in range(4))
        under.midtop, over.midbottom = (r.centerx, r.bottom + gap), (r.centerx, r.top - gap)
        right.midleft, left.midright = (r.right + gap, r.centery), (r.left - gap, r.centery)
        for i, spot in enumerate((under, over, right, left)):  # as ``keyplay.clear_spot`` tries them
            if i < 2:
                spot.x = min(max(0, spot.x), m.w - spot.w)
            else:
                spot.y = min(max(0, spot.y), m.h - spot.h)
            if (pygame.Rect(0, 0, m.w, m.h).contains(spot) and spot.collidelist(stops) < 0
                    and spot.collidelist(names_) < 0):
                return True
        return False

    for spots, blockers in tries:
        stops = [pygame.Rect(whole(g)) for g in (*blockers, *sight)]
        for height in heights:
            for x, y in spots(height):
                if abs(x + height * ratio / 2 - (card[0] + card[2] / 2)) > sideways * height * ratio:
                    continue
                if fits(pygame.Rect(whole((x, y, height * ratio, height))), stops):
                    return (x, y, height * ratio, height)
    if not search:
        return None
    stops = [pygame.Rect(whole(g)) for g in (*walls, *sight)]
    step = max(4, m.px(12))
    mx, my = card[0] + card[2] / 2, card[1] + card[3] / 2
    found: list[tuple[float, float, float, float, float]] = []  # (distance, x, y, w, h)
    for height in heights:
        w = height * ratio
        best = None
        for y in range(margin, int(m.h - margin - height) + 1, step):
            for x in range(margin, int(m.w - margin - w) + 1, step):
                d = math.hypot(2 * (x + w / 2 - mx), y + height / 2 - my)  # (by it sideways first)
                if abs(x + w / 2 - mx) > band * w:
                    continue
                if (best is None or d < best[0]) and fits(pygame.Rect(x, y, math.ceil(w), math.ceil(height)), stops):
                    best = (d, x, y)
        if best is not None:
            found.append((best[0], best[1], best[2], w, height))
            if not nearest or best[0] <= w + height / 2:  # by the card: no smaller one
                break
    if not found:
        return None
    # the largest spot by the card, else the nearest: a larger preview across the window
    # from its card (four players in Ard Rí: a rival's card at the top, its preview at the
    # bottom left) is worse than a smaller one beside it
    _, x, y, w, height = min(found, key=lambda f: f[0])
    return (x, y, w, height)


def whole(r: Rect) -> tuple[int, int, int, int]:
    """``r`` in whole pixels, rounded outward (a pygame rectangle holding all of it)."""
    x0, y0 = math.floor(r[0]), math.floor(r[1])
    return x0, y0, math.ceil(r[0] + r[2]) - x0, math.ceil(r[1] + r[3]) - y0


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
