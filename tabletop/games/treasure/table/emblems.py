"""Drawn emblems for the Viashi deck (Treasure): one picture per god and one per rank.

Each ``god_*`` / ``rank_*`` function draws into a square of side ``s`` centred on (cx, cy) of a
``Canvas``, in several colours, with Pillow vector primitives only (our own designs):

* gods: the Lady a radiant sun with a star, the Dark Lord an eclipse with burning eyes, the
  Builder an arch and a hammer, the Thief a mask and a key, the Protectress a shield with a
  leaf, the Seductress a rose, the Minion a chain, the Friend a lantern, the Changeling a
  butterfly whose two sides differ;
* ranks: Queen tiara, King crown, Prince circlet with a star, Princess flower, Warrior sword,
  Merchant scales, Worker pickaxe, Magician hat, Fool jester's cap; fabric takes the suit's
  colour, metal is gold or steel.

``outlined`` fills a registered shape and strokes its edge, which ``Canvas.shape``'s own
outline does not show on every shape.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ....ui.render.cardbase import mix
from ....ui.render.emblems import Canvas, unit_shape
from ....ui.render.figures import _arc
from ....ui.render.theme import RGB

GOLD: RGB = (222, 176, 52)
GOLD_DARK: RGB = (150, 104, 24)
STEEL: RGB = (196, 204, 214)
WOOD: RGB = (130, 86, 48)
WHITE: RGB = (255, 255, 255)
BLACK: RGB = (16, 14, 22)


def outlined(c: Canvas, name: str, cx: float, cy: float, size: float, fill: RGB, ink: RGB,
             width: float, rotate: float = 0.0) -> None:
    """A registered shape filled, then its edge stroked (the stroke sits on the edge)."""
    c.shape(name, cx, cy, size, fill, rotate=rotate)
    cs, sn = math.cos(rotate), math.sin(rotate)
    for poly in unit_shape(name):
        pts = [(cx + (x * cs - y * sn) * size, cy + (x * sn + y * cs) * size) for x, y in poly]
        c.line(pts + pts[:1], ink, width)


def _lw(s: float, k: float = 40) -> float:
    return max(0.5, s / k)


def _disc(c: Canvas, cx: float, cy: float, r: float, fill, outline=None, width: float = 0) -> None:
    c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=width)


def _rot(pts: list[tuple[float, float]], cx: float, cy: float, a: float) -> list[tuple[float, float]]:
    cs, sn = math.cos(a), math.sin(a)
    return [(cx + (x - cx) * cs - (y - cy) * sn, cy + (x - cx) * sn + (y - cy) * cs) for x, y in pts]


def _star_pts(cx: float, cy: float, r: float, inner: float, points: int, rot: float = -math.pi / 2
              ) -> list[tuple[float, float]]:
    return [(cx + (r if i % 2 == 0 else r * inner) * math.cos(rot + math.pi * i / points),
             cy + (r if i % 2 == 0 else r * inner) * math.sin(rot + math.pi * i / points))
            for i in range(points * 2)]


# --- the nine gods ------------------------------------------------------------------------

def god_lady(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A radiant sun, a silver disc and a sky-blue star: the highest light."""
    r = s * 0.5
    c.polygon(_star_pts(cx, cy, r, 0.62, 16), fill=GOLD, outline=GOLD_DARK, width=_lw(s, 60))
    c.polygon(_star_pts(cx, cy, r * 0.8, 0.7, 16, -math.pi / 2 + math.pi / 16), fill=(250, 216, 110))
    _disc(c, cx, cy, r * 0.5, (255, 250, 232), GOLD_DARK, _lw(s, 50))
    c.polygon(_star_pts(cx, cy, r * 0.38, 0.42, 6), fill=(96, 156, 222), outline=(40, 86, 150),
              width=_lw(s, 90))
    _disc(c, cx, cy, r * 0.09, WHITE)


def god_dark_lord(c: Canvas, cx: float, cy: float, s: float) -> None:
    """An eclipse: a black sun in a crimson corona, with two burning eyes under a spiked crown."""
    r = s * 0.5
    crimson = (196, 30, 44)
    c.polygon(_star_pts(cx, cy + r * 0.08, r * 0.95, 0.7, 14), fill=crimson, outline=(90, 10, 20),
              width=_lw(s, 70))
    _disc(c, cx, cy + r * 0.08, r * 0.66, (255, 120, 60))
    _disc(c, cx, cy + r * 0.08, r * 0.6, BLACK)
    crown = [(cx - r * 0.42, cy - r * 0.3), (cx - r * 0.5, cy - r * 0.8), (cx - r * 0.22, cy - r * 0.48),
             (cx, cy - r * 0.92), (cx + r * 0.22, cy - r * 0.48), (cx + r * 0.5, cy - r * 0.8),
             (cx + r * 0.42, cy - r * 0.3)]
    c.polygon(crown, fill=(70, 70, 84), outline=crimson, width=_lw(s, 60))
    for dx in (-1, 1):
        eye = [(cx + dx * r * 0.08, cy + r * 0.02), (cx + dx * r * 0.36, cy - r * 0.06),
               (cx + dx * r * 0.3, cy + r * 0.1)]
        c.polygon(eye, fill=(255, 70, 50))


def god_builder(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A stone arch with its keystone, and a hammer laid across it."""
    r = s * 0.46
    base = cy + r * 0.75
    stone = (196, 168, 128)
    ink = (92, 66, 40)
    n = 7
    for i in range(n):  # the voussoirs
        a0 = math.pi + math.pi * i / n
        a1 = math.pi + math.pi * (i + 1) / n
        outer = _arc(cx, base - r * 0.2, r, r * 1.05, a0, a1, 6)
        inner = _arc(cx, base - r * 0.2, r * 0.55, r * 0.62, a1, a0, 6)
        fill = GOLD if i == n // 2 else (stone if i % 2 else mix(stone, WHITE, 0.2))
        c.polygon(outer + inner, fill=fill, outline=ink, width=_lw(s, 70))
    for dx in (-1, 1):  # the piers
        x0 = cx + dx * r * 0.55
        x1 = cx + dx * r
        c.rect((min(x0, x1), base - r * 0.22, max(x0, x1), base + r * 0.12), fill=stone, outline=ink,
               width=_lw(s, 70))
    # the hammer, handle to the lower left
    a = -math.pi / 4
    hx, hy = cx + r * 0.15, cy - r * 0.05
    handle = _rot([(hx - r * 0.06, hy), (hx + r * 0.06, hy), (hx + r * 0.07, hy + r * 1.1),
                   (hx - r * 0.07, hy + r * 1.1)], hx, hy, a)
    c.polygon(handle, fill=WOOD, outline=ink, width=_lw(s, 70))
    head = _rot([(hx - r * 0.42, hy - r * 0.2), (hx + r * 0.3, hy - r * 0.2), (hx + r * 0.42, hy - r * 0.1),
                 (hx + r * 0.42, hy + r * 0.1), (hx + r * 0.3, hy + r * 0.2), (hx - r * 0.42, hy + r * 0.2)],
                hx, hy, a)
    c.polygon(head, fill=(92, 96, 108), outline=BLACK, width=_lw(s, 60))


def god_thief(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A black domino mask over a golden key."""
    r = s * 0.5
    # the key, slanting behind the mask
    a = math.pi / 5
    kx, ky = cx, cy + r * 0.35
    shaft = _rot([(kx - r * 0.7, ky - r * 0.05), (kx + r * 0.55, ky - r * 0.05),
                  (kx + r * 0.55, ky + r * 0.05), (kx - r * 0.7, ky + r * 0.05)], kx, ky, a)
    c.polygon(shaft, fill=GOLD, outline=GOLD_DARK, width=_lw(s, 70))
    bow = _rot([(kx - r * 0.78, ky)], kx, ky, a)[0]
    _disc(c, bow[0], bow[1], r * 0.2, GOLD, GOLD_DARK, _lw(s, 50))
    _disc(c, bow[0], bow[1], r * 0.08, (40, 110, 110))
    for t in (0.35, 0.5):
        bit = _rot([(kx + r * t, ky + r * 0.05), (kx + r * (t + 0.1), ky + r * 0.05),
                    (kx + r * (t + 0.1), ky + r * 0.25), (kx + r * t, ky + r * 0.25)], kx, ky, a)
        c.polygon(bit, fill=GOLD, outline=GOLD_DARK, width=_lw(s, 90))
    # the mask
    my = cy - r * 0.22
    mask = (_arc(cx - r * 0.45, my, r * 0.55, r * 0.4, math.pi * 0.55, math.pi * 1.45, 12)
            + [(cx, my - r * 0.22)]
            + _arc(cx + r * 0.45, my, r * 0.55, r * 0.4, -math.pi * 0.45, math.pi * 0.45, 12)
            + [(cx + r * 0.12, my + r * 0.3), (cx, my + r * 0.18), (cx - r * 0.12, my + r * 0.3)])
    c.polygon(mask, fill=(34, 34, 44), outline=(120, 200, 196), width=_lw(s, 50))
    for dx in (-1, 1):
        ex = cx + dx * r * 0.4
        c.ellipse((ex - r * 0.2, my - r * 0.12, ex + r * 0.2, my + r * 0.1), fill=(120, 200, 196))
        _disc(c, ex, my - r * 0.01, r * 0.06, BLACK)
    # the ribbon ends
    for dx in (-1, 1):
        c.line([(cx + dx * r, my), (cx + dx * r * 1.0, my + r * 0.3), (cx + dx * r * 0.88, my + r * 0.5)],
               (34, 34, 44), _lw(s, 22))


def god_protectress(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A steel-blue shield with a gold rim, bearing a green leaf."""
    outlined(c, "shield", cx, cy, s * 0.95, GOLD, GOLD_DARK, _lw(s, 60))
    c.shape("shield", cx, cy + s * 0.01, s * 0.8, (70, 112, 168))
    c.line([(cx, cy - s * 0.36), (cx, cy + s * 0.38)], (110, 150, 200), _lw(s, 40))
    outlined(c, "leaf", cx, cy - s * 0.02, s * 0.42, (70, 170, 80), (20, 70, 30), _lw(s, 90))


def god_seductress(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A red rose on a stem with two leaves."""
    r = s * 0.5
    ink = (110, 14, 40)
    green, dark = (60, 140, 60), (24, 70, 30)
    c.line([(cx, cy + r * 0.1), (cx + r * 0.05, cy + r * 0.95)], dark, _lw(s, 18))
    for dx, y in ((-1, 0.55), (1, 0.7)):
        leaf = _arc(cx + dx * r * 0.3, cy + r * y, r * 0.3, r * 0.12, 0, 2 * math.pi, 16)
        c.polygon(_rot(leaf, cx + dx * r * 0.3, cy + r * y, dx * -0.5), fill=green, outline=dark,
                  width=_lw(s, 90))
    red, light = (206, 36, 70), (236, 92, 120)
    hy = cy - r * 0.15
    for k in range(5):  # outer petals
        a = -math.pi / 2 + k * 2 * math.pi / 5
        px, py = cx + r * 0.32 * math.cos(a), hy + r * 0.32 * math.sin(a)
        _disc(c, px, py, r * 0.36, red, ink, _lw(s, 80))
    _disc(c, cx, hy, r * 0.4, light, ink, _lw(s, 80))
    spiral = [(cx + r * 0.32 * (1 - t / 30) * math.cos(t * 0.45), hy + r * 0.32 * (1 - t / 30) * math.sin(t * 0.45))
              for t in range(30)]
    c.line(spiral, ink, _lw(s, 50))


def god_minion(c: Canvas, cx: float, cy: float, s: float) -> None:
    """Three iron chain links running across, and a small horned head over them."""
    r = s * 0.5
    iron, ink = (120, 124, 134), (40, 40, 48)
    rust = (170, 84, 44)
    a = -math.pi / 6
    centres = [(cx - r * 0.55, cy + r * 0.45), (cx, cy + r * 0.13), (cx + r * 0.55, cy - r * 0.19)]
    for i, (x, y) in enumerate(centres):
        if i % 2 == 0:
            ring = _rot(_arc(x, y, r * 0.36, r * 0.2, 0, 2 * math.pi, 28), x, y, a)
            c.line(ring, ink, _lw(s, 9))
            c.line(ring, iron, _lw(s, 16))
        else:
            c.line(_rot([(x - r * 0.36, y), (x + r * 0.36, y)], x, y, a), ink, _lw(s, 7))
            c.line(_rot([(x - r * 0.34, y), (x + r * 0.34, y)], x, y, a), iron, _lw(s, 12))
    # the head: a rust-red face with horns, peering over the chain
    hx, hy = cx - r * 0.28, cy - r * 0.45
    for dx in (-1, 1):
        horn = [(hx + dx * r * 0.15, hy - r * 0.12), (hx + dx * r * 0.42, hy - r * 0.5),
                (hx + dx * r * 0.28, hy - r * 0.05)]
        c.polygon(horn, fill=(236, 226, 200), outline=ink, width=_lw(s, 80))
    _disc(c, hx, hy, r * 0.26, rust, ink, _lw(s, 70))
    for dx in (-1, 1):
        c.polygon([(hx + dx * r * 0.04, hy - r * 0.02), (hx + dx * r * 0.16, hy - r * 0.07),
                   (hx + dx * r * 0.13, hy + r * 0.04)], fill=(255, 220, 80))
    c.line(_arc(hx, hy + r * 0.08, r * 0.1, r * 0.05, 0.2, math.pi - 0.2, 6), ink, _lw(s, 80))


def god_friend(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A lit lantern in a warm glow."""
    r = s * 0.5
    glow = (255, 214, 120)
    _disc(c, cx, cy + r * 0.1, r * 0.78, mix(glow, WHITE, 0.35))
    _disc(c, cx, cy + r * 0.1, r * 0.58, glow)
    bronze, ink = (150, 96, 40), (70, 40, 14)
    c.line(_arc(cx, cy - r * 0.62, r * 0.2, r * 0.24, math.pi, 2 * math.pi, 12), ink, _lw(s, 22))
    roof = [(cx - r * 0.42, cy - r * 0.32), (cx, cy - r * 0.66), (cx + r * 0.42, cy - r * 0.32)]
    c.polygon(roof, fill=bronze, outline=ink, width=_lw(s, 60))
    glass = (cx - r * 0.3, cy - r * 0.32, cx + r * 0.3, cy + r * 0.5)
    c.rect(glass, fill=(255, 236, 160), outline=ink, width=_lw(s, 40))
    outlined(c, "flame", cx, cy + r * 0.1, r * 0.5, (246, 140, 30), (190, 70, 10), _lw(s, 90))
    for dx in (-0.3, 0.3):
        c.line([(cx + dx * r, cy - r * 0.32), (cx + dx * r, cy + r * 0.5)], bronze, _lw(s, 24))
    c.line([(cx, cy - r * 0.32), (cx, cy - r * 0.1)], bronze, _lw(s, 40))
    c.rect((cx - r * 0.38, cy + r * 0.5, cx + r * 0.38, cy + r * 0.66), fill=bronze, outline=ink,
           width=_lw(s, 60))


def god_changeling(c: Canvas, cx: float, cy: float, s: float) -> None:
    """A butterfly whose left wings are violet and right wings teal: one thing, two natures."""
    r = s * 0.5
    sides = (((140, 70, 190), (74, 30, 110)), ((30, 170, 160), (10, 90, 84)))
    for side, (fill, ink) in zip((-1, 1), sides, strict=True):
        upper = _rot(_arc(cx + side * r * 0.42, cy - r * 0.28, r * 0.46, r * 0.34, 0, 2 * math.pi, 28),
                     cx + side * r * 0.42, cy - r * 0.28, side * -0.45)
        lower = _rot(_arc(cx + side * r * 0.3, cy + r * 0.36, r * 0.3, r * 0.24, 0, 2 * math.pi, 24),
                     cx + side * r * 0.3, cy + r * 0.36, side * 0.5)
        c.polygon(lower, fill=mix(fill, WHITE, 0.2), outline=ink, width=_lw(s, 60))
        c.polygon(upper, fill=fill, outline=ink, width=_lw(s, 60))
        _disc(c, cx + side * r * 0.5, cy - r * 0.32, r * 0.13, mix(fill, WHITE, 0.65), ink, _lw(s, 90))
        _disc(c, cx + side * r * 0.32, cy + r * 0.38, r * 0.07, GOLD)
    c.ellipse((cx - r * 0.07, cy - r * 0.5, cx + r * 0.07, cy + r * 0.6), fill=BLACK)
    for side in (-1, 1):
        c.line(_arc(cx + side * r * 0.2, cy - r * 0.55, r * 0.2, r * 0.3, math.pi if side > 0 else 0,
                    math.pi * 1.5, 8), BLACK, _lw(s, 50))


GODS: dict[int, Callable[[Canvas, float, float, float], None]] = {
    1: god_lady, 2: god_dark_lord, 3: god_builder, 4: god_thief, 5: god_protectress,
    6: god_seductress, 7: god_minion, 8: god_friend, 9: god_changeling}

#: each god's own colour (the medallion's ground and its name plate's trim)
GOD_COLOURS: dict[int, RGB] = {
    1: (238, 226, 170), 2: (120, 24, 40), 3: (176, 120, 72), 4: (40, 110, 110),
    5: (70, 112, 168), 6: (200, 60, 100), 7: (96, 92, 100), 8: (214, 150, 50), 9: (110, 60, 160)}


# --- the nine ranks -----------------------------------------------------------------------

def _ink(fill: RGB) -> RGB:
    return mix(fill, BLACK, 0.55)


def rank_queen(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    """A tiara: a gold arc rising to a point, pearls along its crest, a gem in the suit's colour."""
    r = s * 0.5
    n = 24
    top = [(cx + r * 0.9 * t, cy + r * (0.1 - 0.75 * (1 - abs(t)) ** 1.6))
           for t in (2 * i / n - 1 for i in range(n + 1))]
    bottom = [(cx + r * 0.9 * t, cy + r * (0.45 - 0.12 * (1 - t * t)))
              for t in (1 - 2 * i / n for i in range(n + 1))]
    c.polygon(top + bottom, fill=GOLD, outline=GOLD_DARK, width=_lw(s, 45))
    c.line([(cx + r * 0.88 * t, cy + r * (0.3 - 0.12 * (1 - t * t))) for t in (2 * i / n - 1 for i in range(n + 1))],
           GOLD_DARK, _lw(s, 70))
    for k in range(-3, 4):
        t = k / 3.6
        px, py = cx + r * 0.9 * t, cy + r * (0.1 - 0.75 * (1 - abs(t)) ** 1.6)
        _disc(c, px, py - r * 0.06, r * (0.1 if k else 0.13), (250, 246, 236), GOLD_DARK, _lw(s, 90))
    gem = [(cx, cy - r * 0.32), (cx + r * 0.17, cy - r * 0.05), (cx, cy + r * 0.22), (cx - r * 0.17, cy - r * 0.05)]
    c.polygon(gem, fill=colour, outline=ink, width=_lw(s, 60))


def rank_king(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    outlined(c, "crown", cx, cy, s * 0.92, GOLD, GOLD_DARK, _lw(s, 45))
    for dx in (-0.26, 0, 0.26):
        _disc(c, cx + dx * s, cy + s * 0.2, s * 0.06, colour, ink, _lw(s, 90))


def rank_prince(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    r = s * 0.46
    c.ellipse((cx - r, cy - r * 0.1, cx + r, cy + r * 0.55), outline=GOLD_DARK, width=_lw(s, 8))
    c.ellipse((cx - r, cy - r * 0.1, cx + r, cy + r * 0.55), outline=GOLD, width=_lw(s, 12))
    c.polygon(_star_pts(cx, cy - r * 0.3, r * 0.55, 0.45, 5), fill=colour, outline=ink, width=_lw(s, 60))


def rank_princess(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    c.line([(cx, cy + s * 0.12), (cx, cy + s * 0.5)], (50, 120, 50), _lw(s, 14))
    outlined(c, "flower", cx, cy - s * 0.08, s * 0.75, colour, ink, _lw(s, 60))
    _disc(c, cx, cy - s * 0.08, s * 0.11, GOLD, GOLD_DARK, _lw(s, 80))


def rank_warrior(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    r = s * 0.5
    blade = [(cx, cy - r), (cx + r * 0.12, cy - r * 0.8), (cx + r * 0.1, cy + r * 0.35),
             (cx - r * 0.1, cy + r * 0.35), (cx - r * 0.12, cy - r * 0.8)]
    c.polygon(blade, fill=STEEL, outline=(70, 76, 90), width=_lw(s, 60))
    c.line([(cx, cy - r * 0.8), (cx, cy + r * 0.3)], (150, 158, 172), _lw(s, 60))
    c.rounded_rect((cx - r * 0.45, cy + r * 0.33, cx + r * 0.45, cy + r * 0.47), r * 0.05, fill=GOLD,
                   outline=GOLD_DARK, width=_lw(s, 80))
    c.rect((cx - r * 0.07, cy + r * 0.47, cx + r * 0.07, cy + r * 0.82), fill=colour, outline=ink,
           width=_lw(s, 90))
    _disc(c, cx, cy + r * 0.9, r * 0.1, GOLD, GOLD_DARK, _lw(s, 90))


def rank_merchant(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    r = s * 0.5
    lw = _lw(s, 22)
    c.line([(cx, cy - r * 0.75), (cx, cy + r * 0.7)], GOLD_DARK, lw)
    c.line([(cx - r * 0.8, cy - r * 0.5), (cx + r * 0.8, cy - r * 0.5)], GOLD_DARK, lw)
    c.rect((cx - r * 0.35, cy + r * 0.68, cx + r * 0.35, cy + r * 0.8), fill=GOLD, outline=GOLD_DARK,
           width=_lw(s, 90))
    _disc(c, cx, cy - r * 0.78, r * 0.1, GOLD, GOLD_DARK, _lw(s, 90))
    for dx in (-1, 1):
        px = cx + dx * r * 0.7
        c.line([(px, cy - r * 0.5), (px - r * 0.25, cy + r * 0.15)], GOLD_DARK, _lw(s, 70))
        c.line([(px, cy - r * 0.5), (px + r * 0.25, cy + r * 0.15)], GOLD_DARK, _lw(s, 70))
        pan = _arc(px, cy + r * 0.15, r * 0.3, r * 0.2, 0, math.pi, 10)
        c.polygon(pan, fill=GOLD, outline=GOLD_DARK, width=_lw(s, 80))
    _disc(c, cx - r * 0.7, cy + r * 0.08, r * 0.12, colour, ink, _lw(s, 90))


def rank_worker(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    r = s * 0.5
    a = math.pi / 4
    handle = _rot([(cx - r * 0.07, cy - r * 0.45), (cx + r * 0.07, cy - r * 0.45),
                   (cx + r * 0.08, cy + r * 0.95), (cx - r * 0.08, cy + r * 0.95)], cx, cy, a)
    c.polygon(handle, fill=WOOD, outline=_ink(WOOD), width=_lw(s, 70))
    head = _arc(cx, cy - r * 0.05, r * 0.9, r * 0.55, math.pi * 1.12, math.pi * 1.88, 16)
    head = head + [(x, y + r * 0.16) for x, y in reversed(_arc(cx, cy - r * 0.05, r * 0.66, r * 0.44,
                                                                math.pi * 1.16, math.pi * 1.84, 16))]
    c.polygon(_rot(head, cx, cy, a), fill=STEEL, outline=(70, 76, 90), width=_lw(s, 60))
    band = _rot([(cx - r * 0.11, cy - r * 0.52), (cx + r * 0.11, cy - r * 0.52),
                 (cx + r * 0.11, cy - r * 0.3), (cx - r * 0.11, cy - r * 0.3)], cx, cy, a)
    c.polygon(band, fill=colour, outline=ink, width=_lw(s, 80))


def rank_magician(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    r = s * 0.5
    hat = [(cx - r * 0.5, cy + r * 0.45), (cx - r * 0.1, cy - r * 0.55), (cx + r * 0.15, cy - r * 0.95),
           (cx + r * 0.2, cy - r * 0.55), (cx + r * 0.5, cy + r * 0.45)]
    c.polygon(hat, fill=colour, outline=ink, width=_lw(s, 50))
    c.ellipse((cx - r * 0.85, cy + r * 0.32, cx + r * 0.85, cy + r * 0.66), fill=colour, outline=ink,
              width=_lw(s, 50))
    c.polygon([(cx - r * 0.46, cy + r * 0.36), (cx + r * 0.46, cy + r * 0.36), (cx + r * 0.42, cy + r * 0.2),
               (cx - r * 0.42, cy + r * 0.2)], fill=GOLD)
    for x, y, k in ((-0.1, -0.05, 0.2), (0.18, -0.38, 0.13), (0.22, 0.1, 0.1)):
        c.polygon(_star_pts(cx + x * r, cy + y * r, r * k, 0.4, 4), fill=GOLD)


def rank_fool(c: Canvas, cx: float, cy: float, s: float, colour: RGB, ink: RGB) -> None:
    r = s * 0.5
    alt = GOLD
    band_y = cy + r * 0.45
    tips = ((-0.85, -0.05), (0.0, -0.85), (0.85, -0.05))
    for i, (tx, ty) in enumerate(tips):
        base_l, base_r = cx + (i - 1) * r * 0.42 - r * 0.26, cx + (i - 1) * r * 0.42 + r * 0.26
        tip = (cx + tx * r, cy + ty * r)
        mid = ((base_l + base_r) / 2 + (tip[0] - cx) * 0.2, (band_y + tip[1]) / 2 - r * 0.15)
        pts = [(base_l, band_y), (mid[0] - r * 0.12, mid[1]), tip, (mid[0] + r * 0.12, mid[1] + r * 0.1),
               (base_r, band_y)]
        c.polygon(pts, fill=colour if i != 1 else mix(colour, BLACK, 0.25), outline=ink, width=_lw(s, 60))
        _disc(c, tip[0], tip[1], r * 0.12, alt, GOLD_DARK, _lw(s, 80))
    c.rounded_rect((cx - r * 0.7, band_y - r * 0.05, cx + r * 0.7, band_y + r * 0.22), r * 0.08, fill=alt,
                   outline=GOLD_DARK, width=_lw(s, 70))


RANKS: dict[int, Callable[[Canvas, float, float, float, RGB, RGB], None]] = {
    1: rank_queen, 2: rank_king, 3: rank_prince, 4: rank_princess, 5: rank_warrior,
    6: rank_merchant, 7: rank_worker, 8: rank_magician, 9: rank_fool}
