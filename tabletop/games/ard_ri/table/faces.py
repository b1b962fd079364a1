"""Ard Rí's cards: the standard deck as cattle and warriors, roles readable at a glance.

Painter (``paint_face``/``paint_back``, registered in ``art.py`` before the standard family so
it wins for the ``ardri52``/``ardri104``/``ardri156`` decks):

* every card keeps its standard corner index (rank and suit), so it reads as the card it is;
* a **role badge** in the free corners (top right, and turned, bottom left): **cattle** (A–10)
  a cream roundel with a drawn bull's head; **warriors** (J/Q/K) a dark roundel with a round
  shield on crossed spears and gold **studs for the combat rank** (Jack 1, Queen 2, King 3:
  K beats Q beats J, rule A-12);
* the **Ace is cattle worth 1** (rule A-2, decision D-A2): its centre is a bull's head in the
  suit colour with the value 1 on a plaque, not the usual big pip;
* at the smallest sizes (under ``SMALL_W`` px wide, e.g. an opponent's field) the face turns
  into a large-index face: a big rank, the suit, the role badge, and below them the card's
  picture (a big suit sign for cattle, the court figure for warriors), so a field's wealth is
  still read from across the table;
* a back of its own: a moss-green knotwork (or the chosen back style) with a bull medallion.

Marks the table draws over cards (pure pygame, no Pillow; ``unit`` is the layout's pixels per
logical pixel, ``Metrics.unit``):

* ``overlay_unproven(surf, rect, unit)``: a warrior lying face down that its owner can see
  (unproven): a dashed slate-blue frame and a closed-eye badge on the top edge;
* ``overlay_proven(surf, rect, unit)``: a face-up (proven) warrior: an open-eye gold badge on
  the top edge (use it where proven and unproven warriors lie together, as in the roundhouse);
* ``overlay_counted(surf, rect, unit)``: one of the two highest cattle of its suit in a field,
  the cards that count for wealth (A-5): a gold frame and a gold badge with a tally mark;
* ``icon(art, name, px, colour)``: the ``"cattle"`` or ``"warrior"`` sign as a small surface
  (e.g. beside a field's wealth total).

Each overlay returns the badge's rectangle (for layout checks). Shapes, not colour alone, tell
the marks apart: closed eye and dashes (unproven), open eye (proven), tally (counted).
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from PIL import Image

    from ....core.cards import CardSpec, DeckSpec
    from ....ui.render.emblems import Canvas
    from ....ui.render.theme import Theme

SMALL_W = 60  # below this width a face is drawn as a large-index face
#: how far from a face's left edge its corner index reaches ("10", the widest, with a pixel
#: of air), of the card's width: a large-index face's, and the standard corner's
INDEX_SMALL, INDEX_STANDARD = 0.41, 0.23
#: how far down from a face's top edge its corner index reaches (rank and suit, with a pixel of
#: air), of the card's width: a large-index face's, and the standard corner's
INDEX_SMALL_H, INDEX_STANDARD_H = 0.66, 0.38
RGB = tuple[int, int, int]

# role colours (the same in every theme; each comes with its own shape)
CATTLE_FILL: RGB = (242, 228, 196)   # cream roundel
CATTLE_INK: RGB = (122, 72, 34)      # a brown bull
WARRIOR_FILL: RGB = (48, 52, 64)     # dark iron roundel
WARRIOR_INK: RGB = (214, 218, 226)   # silver shield and spears
STUD: RGB = (232, 184, 60)           # gold rank studs
BACK_BASE: RGB = (44, 72, 46)        # moss green
BACK_PATTERN: RGB = (112, 140, 82)
UNPROVEN: RGB = (132, 164, 226)      # slate blue: hidden from the others
PROVEN: RGB = (232, 184, 60)         # gold: shown to all
COUNTED: RGB = (246, 200, 70)
DARK: RGB = (28, 28, 34)

STRENGTH = {11: 1, 12: 2, 13: 3}  # studs on a warrior's badge: its place in K > Q > J


# --- the two role shapes (unit polygons, registered with the emblems on first use) ------------

def _bull() -> list[list[tuple[float, float]]]:
    """A bull's head seen from the front: horns sweeping out and up, ears, a broad muzzle."""
    head = [(-0.42, -0.5), (0.42, -0.5), (0.5, -0.3), (0.4, 0.05), (0.33, 0.35), (0.4, 0.62),
            (0.3, 0.82), (0.0, 0.9), (-0.3, 0.82), (-0.4, 0.62), (-0.33, 0.35), (-0.4, 0.05),
            (-0.5, -0.3)]
    horns = []
    for side in (-1, 1):
        # the horn's centre line: a curve out from the brow, then up to a point
        (x0, y0), (xc, yc), (x1, y1) = (side * 0.3, -0.4), (side * 1.2, -0.42), (side * 0.98, -1.0)
        outer, inner = [], []
        for i in range(17):
            t = i / 16
            x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * xc + t * t * x1
            y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * yc + t * t * y1
            dx = 2 * (1 - t) * (xc - x0) + 2 * t * (x1 - xc)
            dy = 2 * (1 - t) * (yc - y0) + 2 * t * (y1 - yc)
            n = math.hypot(dx, dy) or 1.0
            half = 0.13 * (1 - t) ** 0.8 + 0.012
            nx, ny = -dy / n * half, dx / n * half
            outer.append((x + nx, y + ny))
            inner.append((x - nx, y - ny))
        horns.append(outer + inner[::-1])
    ears = []
    for side in (-1, 1):
        ears.append([(side * (0.42 + 0.32 * math.cos(a)) , -0.2 + 0.12 * math.sin(a))
                     for a in (2 * math.pi * k / 16 for k in range(16))])
    return [head, *horns, *ears]


def _warrior() -> list[list[tuple[float, float]]]:
    """A round shield over two crossed spears with leaf-shaped heads."""
    polys = []
    for side in (-1, 1):
        # the shaft from bottom (side) to the head at the top (other side)
        x0, y0, x1, y1 = side * 0.82, 0.86, -side * 0.62, -0.62
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy)
        ux, uy = dx / n, dy / n
        px, py = -uy * 0.055, ux * 0.055
        polys.append([(x0 + px, y0 + py), (x1 + px, y1 + py), (x1 - px, y1 - py), (x0 - px, y0 - py)])
        # the head: a leaf along the shaft
        hx, hy = x1 + ux * 0.2, y1 + uy * 0.2
        wx, wy = -uy * 0.13, ux * 0.13
        polys.append([(x1 - ux * 0.05, y1 - uy * 0.05), (hx + wx, hy + wy), (x1 + ux * 0.5, y1 + uy * 0.5),
                      (hx - wx, hy - wy)])
    polys.append([(0.5 * math.cos(2 * math.pi * k / 48), 0.12 + 0.5 * math.sin(2 * math.pi * k / 48))
                  for k in range(48)])
    return polys


def register_shapes() -> None:
    """Add ``cattle`` and ``warrior`` to the emblem shapes (idempotent; imports Pillow)."""
    from ....ui.render import emblems

    if "cattle" in emblems.shape_names():
        return
    emblems.shape("cattle")(lambda: emblems._fit(_bull()))
    emblems.shape("warrior")(lambda: emblems._fit(_warrior()))


def icon(art, name: str, px: int, colour: RGB, outline: RGB | None = None) -> pygame.Surface:
    """The ``cattle`` or ``warrior`` sign as a ``px``-square surface, through ``art.symbol``
    (memory-cached there)."""
    register_shapes()
    return art.symbol(name, px, colour, outline)


# --- painting ------------------------------------------------------------------------------

def _role_badge(c: Canvas, card: CardSpec, cx: float, cy: float, r: float, theme: Theme) -> None:
    """The role roundel of radius ``r``: a bull (cattle) or shield and spears with rank studs."""
    edge = max(0.5, r / 9)
    if (card.rank or 0) <= 10:
        c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=CATTLE_FILL, outline=CATTLE_INK, width=edge)
        c.shape("cattle", cx, cy + r * 0.04, r * 1.55, CATTLE_INK)
        eye = max(0.35, r * 0.075)
        for dx in (-0.19, 0.19):
            x, y = cx + dx * r, cy + r * 0.02
            c.ellipse((x - eye, y - eye, x + eye, y + eye), fill=CATTLE_FILL)
        return
    c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=WARRIOR_FILL, outline=STUD, width=edge)
    c.shape("warrior", cx, cy, r * 1.55, WARRIOR_INK)
    n = STRENGTH.get(card.rank or 13, 3)
    sy = cy + r * 0.12
    sr = r * (0.17 if n < 3 else 0.15)
    gap = sr * 2.3
    for k in range(n):
        x = cx + (k - (n - 1) / 2) * gap
        c.ellipse((x - sr, sy - sr, x + sr, sy + sr), fill=STUD, outline=DARK, width=max(0.3, sr / 4))


def _badges(c: Canvas, card: CardSpec, theme: Theme, cx: float, cy: float, r: float,
            turned: bool = True) -> None:
    """The role badge at (cx, cy) and, turned, in the opposite corner."""
    from ....ui.render.emblems import Canvas

    layer = Canvas((c.w, c.h), scale=c.s)
    _role_badge(layer, card, cx, cy, r, theme)
    c.img.alpha_composite(layer.img)
    if turned:
        c.img.alpha_composite(layer.img.rotate(180))


def _ace(c: Canvas, card: CardSpec, theme: Theme) -> None:
    """A-2: the Ace is cattle worth 1: a bull's head in the suit colour over a ring, the suit
    on its brow, and the value on a plaque."""
    from ....ui.render.cardbase import mix

    w, h = c.w, c.h
    suit = card.suit or "S"
    colour = theme.suit_colour(suit)
    cx, cy = w / 2, h * 0.47
    r = w * 0.33
    c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=mix(colour, theme.card_face, 0.9),
              outline=mix(colour, theme.card_face, 0.45), width=max(0.8, w / 90))
    c.shape("cattle", cx, cy, w * 0.52, colour,
            outline=theme.ink if theme.outline_pips else None, stroke=max(0.4, w / 200))
    c.shape(suit, cx, cy + w * 0.07, w * 0.12, theme.card_face)
    py = cy + r + w * 0.1
    plaque = (cx - w * 0.13, py - w * 0.075, cx + w * 0.13, py + w * 0.075)
    c.rounded_rect(plaque, w * 0.04, fill=CATTLE_FILL, outline=CATTLE_INK, width=max(0.5, w / 150))
    c.text((cx, py), "1", w * 0.12, CATTLE_INK, serif=True)


def _small(c: Canvas, card: CardSpec, theme: Theme) -> None:
    """The large-index face for small cards: rank, suit, role, and the card's picture."""
    from ....ui.render.cardbase import mix
    from ....ui.render.figures import paint_court
    from ....ui.render.standard import RANK_LABELS, _index_text, _pip

    w, h = c.w, c.h
    rank = card.rank or 0
    suit = card.suit or "S"
    colour = theme.suit_colour(suit)
    label = RANK_LABELS.get(rank, str(rank))
    px = w * (0.34 if label != "10" else 0.28)
    _index_text(c, w * (0.2 if label != "10" else 0.22), w * 0.2, label, px, colour, theme)
    _pip(c, theme, suit, w * 0.2, w * 0.5, w * 0.22)
    _role_badge(c, card, w * 0.72, w * 0.25, w * 0.19, theme)
    box = (w * 0.1, w * 0.7, w * 0.9, h - w * 0.1)
    if rank > 10:
        x0, y0, x1, y1 = box
        c.rounded_rect(box, w * 0.04, fill=theme.court_fill, outline=colour, width=max(1.0, w / 40))
        fig = type(c)((w, h), scale=c.s)
        paint_court(fig, theme, rank, suit, (x0, y0 + w * 0.02, x1, y0 + 2 * (y1 - y0)), colour)
        clip = tuple(round(v * c.s) for v in (x0 + 1, y0 + 1, x1 - 1, y1 - 1))
        c.img.alpha_composite(fig.img.crop(clip), clip[:2])
        c.rounded_rect(box, w * 0.04, outline=colour, width=max(1.0, w / 40))
    elif rank == 1:
        cx, cy = w / 2, (box[1] + box[3]) / 2
        c.shape("cattle", cx, cy, w * 0.5, colour, outline=theme.ink if theme.outline_pips else None,
                stroke=max(0.4, w / 160))
        c.shape(suit, cx, cy + w * 0.07, w * 0.12, theme.card_face)
    else:
        cx, cy = w / 2, (box[1] + box[3]) / 2
        r = w * 0.3
        c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=mix(colour, theme.card_face, 0.9))
        _pip(c, theme, suit, cx, cy, w * 0.42)


def index_width(card_w: float) -> float:
    """The width of a face's corner index at ``card_w`` px: the least a neighbour lying on
    the card may leave of it, so the rank reads whole (a field's "10" read "1(")."""
    return card_w * (INDEX_SMALL if card_w < SMALL_W else INDEX_STANDARD)


def index_height(card_w: float) -> float:
    """The height of a face's corner index (rank over suit) at ``card_w`` px: the least a card
    lying lower over it may leave of it (a crowded field's rows, ``field.SuitRow``)."""
    return card_w * (INDEX_SMALL_H if card_w < SMALL_W else INDEX_STANDARD_H)


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image | None:
    """A cattle card or a warrior (see the module docstring); None for anything else."""
    from ....ui.render import standard as std
    from ....ui.render.cardbase import blank

    if card.kind not in ("cattle", "warrior") or not card.suit:
        return None
    register_shapes()
    c = blank(size, theme)
    rank = card.rank or 0
    suit = card.suit
    if c.w < SMALL_W:
        _small(c, card, theme)
        return c.finish()
    colour = theme.suit_colour(suit)
    std._corner(c, theme, std.RANK_LABELS.get(rank, str(rank)), suit, colour)
    if rank == 1:
        _ace(c, card, theme)
    elif rank in std.PIP_LAYOUTS:
        std._pips(c, theme, card)
    else:
        std._court(c, theme, card)
    w = c.w
    if rank > 10:  # the court frame leaves only the margins: a smaller badge over its corner
        _badges(c, card, theme, w * 0.87, w * 0.15, w * 0.115)
    else:
        _badges(c, card, theme, w * 0.86, w * 0.15, w * 0.12)
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    """Moss-green knotwork (or the chosen back style) with a bull's head medallion."""
    from ....ui.render.cardbase import lattice_back, mix

    register_shapes()
    base = mix(BACK_BASE, theme.back, 0.5) if theme.high_contrast else BACK_BASE
    c = lattice_back(size, theme, base, BACK_PATTERN, theme.back_trim, motif="cattle")
    if theme.back_style != "plain":  # the medallion's centre: a bull large enough to see
        w, h = size
        r = w * 0.14
        c.ellipse((w / 2 - r, h / 2 - r, w / 2 + r, h / 2 + r), fill=base, outline=theme.back_trim,
                  width=max(0.6, w / 110))
        c.shape("cattle", w / 2, h / 2 + r * 0.05, r * 1.6, theme.back_trim)
    return c.finish()


# --- marks over cards on the table (pygame only) ---------------------------------------------

_SS = 4  # supersampling of the marks


def _ready(s: pygame.Surface) -> pygame.Surface:
    return s.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else s


def _badge_px(rect: pygame.Rect, unit: float) -> int:
    """Badge diameter: about a third of the card's width, never under 16 logical px."""
    return max(round(16 * unit), min(rect.w, rect.h) * 30 // 100, 12)


def _eye(s: pygame.Surface, d: int, open_: bool, ink: RGB) -> None:
    """An eye across a ``d``-square surface: an almond with its pupil (open), or a lowered
    lid, a curve hanging down with lashes under it (closed)."""
    cx, cy = d / 2, d / 2
    rx = d * 0.32
    lw = max(1, round(d * 0.08))
    if open_:
        ry = d * 0.2
        top = [(cx + rx * math.cos(a), cy - ry * math.sin(a)) for a in (math.pi * k / 20 for k in range(21))]
        bottom = [(x, 2 * cy - y) for x, y in top]
        pygame.draw.lines(s, ink, False, top, lw)
        pygame.draw.lines(s, ink, False, bottom, lw)
        pygame.draw.circle(s, ink, (cx, cy), d * 0.11)
        return
    ry = d * 0.13
    y0 = cy - d * 0.08
    lid = [(cx + rx * math.cos(a), y0 + ry * math.sin(a)) for a in (math.pi * k / 20 for k in range(21))]
    pygame.draw.lines(s, ink, False, lid, lw)
    for a in (math.pi * 0.2, math.pi * 0.4, math.pi * 0.6, math.pi * 0.8):
        x, y = cx + rx * math.cos(a), y0 + ry * math.sin(a)
        pygame.draw.line(s, ink, (x, y), (x + math.cos(a) * d * 0.13, y + math.sin(a) * d * 0.13), lw)


@lru_cache(maxsize=32)
def _badge(d: int, kind: str) -> pygame.Surface:
    """A round badge ``d`` px across: ``unproven`` (closed eye), ``proven`` (open eye),
    ``counted`` (a tally: two strokes bound by a third)."""
    big = d * _SS
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    fill = {"unproven": UNPROVEN, "proven": PROVEN, "counted": COUNTED}[kind]
    pygame.draw.circle(s, DARK, (big / 2, big / 2), big / 2)
    pygame.draw.circle(s, fill, (big / 2, big / 2), big / 2 - max(1, big // 12))
    if kind == "counted":
        lw = max(2, big // 11)
        for x in (0.38, 0.62):
            pygame.draw.line(s, DARK, (big * x, big * 0.26), (big * x, big * 0.74), lw)
        pygame.draw.line(s, DARK, (big * 0.24, big * 0.62), (big * 0.76, big * 0.38), lw)
    else:
        _eye(s, big, kind == "proven", DARK)
    return _ready(pygame.transform.smoothscale(s, (d, d)))


@lru_cache(maxsize=32)
def _frame(w: int, h: int, kind: str, lw: int) -> pygame.Surface:
    """A frame around a card: dashed slate blue (unproven) or solid gold (counted)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(2, w // 14)
    if kind == "counted":
        pygame.draw.rect(s, (*COUNTED, 235), s.get_rect(), lw, border_radius=radius)
        return _ready(s)
    dash = max(3, lw * 3)
    colour = (*UNPROVEN, 240)
    for x in range(radius, w - radius, dash * 2):
        for y in (lw // 2, h - 1 - lw // 2):
            pygame.draw.line(s, colour, (x, y), (min(x + dash, w - radius), y), lw)
    for y in range(radius, h - radius, dash * 2):
        for x in (lw // 2, w - 1 - lw // 2):
            pygame.draw.line(s, colour, (x, y), (x, min(y + dash, h - radius)), lw)
    return _ready(s)


def _place(rect: pygame.Rect, d: int, anchor: str) -> pygame.Rect:
    """Where a badge goes: straddling the card's edge at ``anchor`` (top, bottom, topright,
    topleft), so it covers as little of the face as it can; or ``inside`` the top edge."""
    b = pygame.Rect(0, 0, d, d)
    if anchor == "bottom":
        b.center = (rect.centerx, rect.bottom - d // 6)
    elif anchor == "topright":
        b.center = (rect.right - d // 3, rect.top + d // 3)
    elif anchor == "topleft":
        b.center = (rect.left + d // 3, rect.top + d // 3)
    elif anchor == "inside":  # just inside the top edge: the place's title sits right above it
        b.center = (rect.centerx, rect.top + d // 2 + max(1, d // 10))
    else:
        b.center = (rect.centerx, rect.top + d // 6)
    return b


def _line_w(unit: float) -> int:
    return max(2, round(2 * unit))


def _mark(surf: pygame.Surface, rect, unit: float, kind: str, anchor: str, framed: bool) -> pygame.Rect:
    r = pygame.Rect(rect)
    if framed:
        surf.blit(_frame(r.w, r.h, kind, _line_w(unit)), r.topleft)
    b = _place(r, _badge_px(r, unit), anchor)
    surf.blit(_badge(b.w, kind), b.topleft)
    return b


def overlay_unproven(surf: pygame.Surface, rect, unit: float, anchor: str = "top") -> pygame.Rect:
    """Mark an unproven warrior (face down; its owner sees it): dashed frame, closed eye."""
    return _mark(surf, rect, unit, "unproven", anchor, framed=True)


def overlay_proven(surf: pygame.Surface, rect, unit: float, anchor: str = "top") -> pygame.Rect:
    """Mark a proven warrior (face up, seen by all): an open-eye badge."""
    return _mark(surf, rect, unit, "proven", anchor, framed=False)


def overlay_counted(surf: pygame.Surface, rect, unit: float, anchor: str = "topright") -> pygame.Rect:
    """Mark one of a suit's two counted cattle in a field: gold frame, tally badge."""
    return _mark(surf, rect, unit, "counted", anchor, framed=True)
