"""The god effects on the Treasure table: under each group, a badge with what the gods in it
do ("runs ×2 · Warriors change colour"), in the group's caption room (``kit.Part.caption``).
A changing card placed as another card is named there too ("9S as 4S"; the card itself also
shows the declared index, ``scene.TreasureTable.draw_over``). A badge may spread into the
caption room of a neighbour without a badge of its own, so its words are seldom cut; a
cancelled effect says which ("flame ×2 cancelled"; a badge with no effect on is dimmed), and
each effect stays whole on a line where it fits one. A badge that still lies on cards, a
plate or another badge (a small window) is placed again where there is room (``badgefit``).
The cause of each multiplier is spelled out on the Scores sheet (``sheet.py``)."""

from __future__ import annotations

import pygame

from ....core.views import TableView
from ....ui.render.fonts import text
from ....ui.render.theme import Theme
from ....ui.table.kit import MARGIN
from ....ui.table.layout import Rect, TableLayout
from ....ui.widgets.panel import draw_panel
from .. import gods as gd
from ..deck import NATURAL, SUIT_NAMES
from .badgefit import lines_of, settle
from .score import Group, badges, groups_of


def badge_room(lay: TableLayout, zid: str, has_badge: set[str]) -> Rect | None:
    """The caption room of group ``zid``, widened by half of each neighbour's on its row
    that shows no badge (none beside it: half its own width), kept on the screen."""
    rect = lay.labels.get(f"caption/{zid}")
    if rect is None:
        return None
    x, y, w, h = rect
    row = sorted((r for k, r in lay.labels.items() if k.startswith("caption/group/")
                  and abs(r[1] - y) < 1 and k != f"caption/{zid}"), key=lambda r: r[0])
    left = [r for r in row if r[0] < x]
    right = [r for r in row if r[0] > x]
    free = {k.removeprefix("caption/") for k in lay.labels} - has_badge

    def spare(r: Rect | None) -> float:
        if r is None:
            return w / 2
        key = next(k for k, v in lay.labels.items() if v == r and k.startswith("caption/"))
        return r[2] / 2 if key.removeprefix("caption/") in free else 0.0

    lo, hi = bounds(lay, rect)
    x0 = max(lo, x - spare(left[-1] if left else None))
    x1 = min(hi, x + w + spare(right[0] if right else None))
    return x0, y, x1 - x0, h


def bounds(lay: TableLayout, cap: Rect) -> tuple[float, float]:
    """How far left and right a badge under the caption room ``cap`` may spread: never left
    of its row's first group (the viewer's hand lies there), nor over the tabs' column (a
    right-hand seat's groups lie beyond it), nor nearer the window's edge than the table's
    margin (``kit.MARGIN``: Oisín's "cancels the Friend", eight players at 1240x620, lay 3 px
    from it, beyond his plate's edge)."""
    m = lay.metrics
    lo = min(r[0] for k, r in lay.labels.items()
             if k.startswith("caption/group/") and abs(r[1] - cap[1]) < 1)
    edge = MARGIN * m.unit
    lo, hi = max(edge, lo), m.w - edge
    tabs = lay.areas.get("tabs")
    if tabs is not None and cap[0] >= tabs[0] + tabs[2]:
        lo = max(lo, tabs[0] + tabs[2] + m.px(4))
    return lo, hi


def overflow(lay: TableLayout, view: TableView, seats: set[int], last: bool = True) -> float:
    """How far (px) the badges under ``seats``' groups reach below their caption rooms: the
    height the caption rooms lack for them. The viewer's groups lie on the bottom edge, where
    a badge pushed up would cover the cards; an opponent's badge may hang lower under the
    last row of its groups (``last=False`` leaves those out), never into the next row."""
    out = 0.0
    lowest: dict[str, float] = {}
    for k, r in lay.labels.items():
        if k.startswith("caption/group/"):
            fam = k.removeprefix("caption/").rpartition("/")[0]
            lowest[fam] = max(lowest.get(fam, r[1]), r[1])
    for zid, box, _, _ in badge_boxes(lay, view, floor=float("inf")):
        cap = lay.labels.get(f"caption/{zid}")
        fam, _, _ = zid.rpartition("/")
        if cap is None or int(fam.rpartition("/")[2]) not in seats:
            continue
        if last or cap[1] < lowest.get(fam, cap[1]) - 0.5:
            out = max(out, box.bottom - (cap[1] + cap[3]), 0.0)
    return out


def declared(group: Group) -> list[str]:
    """The group's changing cards placed as another card, in words a newcomer reads: "9 of
    Stones as 4" (a rank changed), "5 of Leaves as Winds" (a colour changed); the group counts
    them as declared. The notation ("9S as 4S", "5L as 5W") read as code: V for Waves."""
    _, cards, idents, _ = group
    return [declared_words(NATURAL[c], x) for c, x in zip(cards, idents, strict=False)
            if NATURAL[c] != x]


def declared_words(natural: int, counts_as: int) -> str:
    """"7 of Stones as 6", "5 of Leaves as Winds", else both in full."""
    (s, r), (s2, r2) = divmod(natural, 10), divmod(counts_as, 10)
    if s == s2:
        return f"{r} of {SUIT_NAMES[s]} as {r2}"
    if r == r2:
        return f"{r} of {SUIT_NAMES[s]} as {SUIT_NAMES[s2]}"
    return f"{r} of {SUIT_NAMES[s]} as {r2} of {SUIT_NAMES[s2]}"


#: the narrowest a badge's room gets (px at 1280×720): "Warriors change colour" on one line
MIN_ROOM = 200


def badge_boxes(lay: TableLayout, view: TableView, floor: float | None = None
                ) -> list[tuple[str, pygame.Rect, list[str], bool]]:
    """Each group's badge: (zone, box, lines, active). The words wrap onto up to six lines
    under the group rather than being cut ("5W as 5S · 5V as 5S · 5S a…" was). ``floor``:
    the lowest a badge may reach (the window's bottom edge; ``overflow`` measures without)."""
    groups = groups_of(view)
    if not groups:
        return []
    mask = gd.flags(groups.values(), int(view.info.get("house", 0)))
    m = lay.metrics
    px = m.font(14, 14)
    pad = m.px(5)
    found_by_zone = badges(groups, mask)
    words = {z: [*declared(g), *(b.text for b in found_by_zone.get(z, ()))] for z, g in groups.items()}
    words = {z: w for z, w in words.items() if w}
    out = []
    parts = {z: list(dict.fromkeys(said)) for z, said in words.items()}
    for zid in words:
        found = found_by_zone.get(zid, [])
        room = badge_room(lay, zid, set(words))
        if room is None:
            continue
        x, y, w, h = room
        cap = lay.labels[f"caption/{zid}"]
        cx = cap[0] + cap[2] / 2
        if w < m.px(MIN_ROOM):  # a narrow group: its badge may be wider than the group,
            lo, hi = bounds(lay, cap)  # within its bounds
            w = min(m.px(MIN_ROOM), hi - lo)
            x = min(max(lo, cx - w / 2), hi - w)
        lines = lines_of(parts[zid], px, round(w) - 2 * pad)
        line_h = text("Ag", px, (0, 0, 0), bold=True).get_height()
        widest = max(text(line, px, (0, 0, 0), bold=True).get_width() for line in lines)
        box = pygame.Rect(0, 0, min(round(w), widest + 2 * pad),  # as tall as its words
                          max(min(round(h), line_h + m.px(4)), len(lines) * line_h + m.px(4)))
        box.midtop = (round(cx), round(y))  # under its group, slid to stay in its room
        box.left = max(box.left, round(x))
        box.right = min(box.right, round(x + w))
        box.bottom = min(box.bottom, m.h if floor is None else floor)
        out.append((zid, box, lines, any(b.on for b in found) or not found))
    out = _apart(out, m.px(3), m.h if floor is None else floor)
    if floor is None:  # as drawn (``overflow`` measures the badges as laid): one that lies on
        # cards, a plate or another badge finds room (a small window: ``badgefit``)
        counts = {z: len(zv.cards) for z, zv in view.zones.items()}
        out = settle(out, lay, counts, parts, px, pad, m.px(3), bounds)
    return out


def _apart(boxes: list[tuple[str, pygame.Rect, list[str], bool]], gap: int, bottom: int
           ) -> list[tuple[str, pygame.Rect, list[str], bool]]:
    """Badges that would overlap (a narrow group's badge is wider than the group) stack:
    from left to right, one that meets an earlier badge moves below it (above it when there
    is no room below)."""
    placed: list[pygame.Rect] = []
    for _zid, box, _lines, _on in sorted(boxes, key=lambda b: (b[1].y, b[1].x)):
        for _ in range(len(placed) + 1):
            hit = [r for r in placed if r.colliderect(box)]
            if not hit:
                break
            below = max(r.bottom for r in hit) + gap
            if below + box.h <= bottom:
                box.top = below
            else:
                box.bottom = min(r.top for r in hit) - gap
        placed.append(box)
    return boxes


def draw_badges(surf: pygame.Surface, lay: TableLayout, view: TableView, theme: Theme) -> None:
    m = lay.metrics
    px = m.font(14, 14)
    for _zid, box, lines, active in badge_boxes(lay, view):
        draw_panel(surf, box, theme.panel, 215, theme.highlight if active else None,
                   radius=m.px(6), width=1)
        imgs = [text(line, px, theme.highlight if active else theme.text_dim, bold=True)
                for line in lines]
        y = box.centery - sum(i.get_height() for i in imgs) // 2
        for img in imgs:
            surf.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += img.get_height()
