"""Vector emblems as polygons in a unit box, and a supersampled Pillow canvas to draw them.

Every shape is a list of polygons with coordinates in ``[-0.5, 0.5]`` (y points down), so it
can be scaled, flipped and stroked at any size and stays crisp: nothing is a bitmap.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache, lru_cache

from PIL import Image, ImageDraw, ImageFont

from .fonts import font_path

Point = tuple[float, float]
Poly = list[Point]
RGBA = tuple[int, ...]

_SHAPES: dict[str, Callable[[], list[Poly]]] = {}


def shape(name: str):
    """Register a unit shape builder under ``name``."""
    def wrap(fn: Callable[[], list[Poly]]) -> Callable[[], list[Poly]]:
        _SHAPES[name] = fn
        return fn
    return wrap


def shape_names() -> tuple[str, ...]:
    return tuple(_SHAPES)


@cache
def unit_shape(name: str) -> tuple[tuple[Point, ...], ...]:
    return tuple(tuple(p) for p in _SHAPES[name]())


# --- primitives -----------------------------------------------------------------------------

def _circle(cx: float, cy: float, r: float, n: int = 48) -> Poly:
    return [(cx + r * math.cos(2 * math.pi * i / n), cy + r * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def _ellipse(cx: float, cy: float, rx: float, ry: float, rot: float = 0.0, n: int = 40) -> Poly:
    c, s = math.cos(rot), math.sin(rot)
    pts = []
    for i in range(n):
        a = 2 * math.pi * i / n
        x, y = rx * math.cos(a), ry * math.sin(a)
        pts.append((cx + x * c - y * s, cy + x * s + y * c))
    return pts


def _fit(polys: list[Poly]) -> list[Poly]:
    """Scale and centre polygons so the whole shape fills the unit box (aspect kept)."""
    xs = [x for p in polys for x, _ in p]
    ys = [y for p in polys for _, y in p]
    w, h = max(xs) - min(xs), max(ys) - min(ys)
    k = 1.0 / max(w, h)
    mx, my = (max(xs) + min(xs)) / 2, (max(ys) + min(ys)) / 2
    return [[((x - mx) * k, (y - my) * k) for x, y in p] for p in polys]


def _heart_outline(n: int = 72) -> Poly:
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    return pts


def _star(points: int, inner: float, rot: float = -math.pi / 2) -> Poly:
    pts = []
    for i in range(points * 2):
        r = 1.0 if i % 2 == 0 else inner
        a = rot + math.pi * i / points
        pts.append((r * math.cos(a), r * math.sin(a)))
    return pts


# --- suits ----------------------------------------------------------------------------------

@shape("H")
def _heart() -> list[Poly]:
    return _fit([_heart_outline()])


@shape("S")
def _spade() -> list[Poly]:
    body = [(x, -y - 3) for x, y in _heart_outline()]
    stem = [(-1.6, 8), (1.6, 8), (3.2, 17), (-3.2, 17)]
    foot = _ellipse(0, 17, 6.5, 1.6)
    return _fit([body, stem, foot[20:] + foot[:1]])


@shape("D")
def _diamond() -> list[Poly]:
    pts = []
    n = 24
    for q in range(4):
        for i in range(n):
            t = i / n
            # slightly concave sides, like a printed diamond pip
            a = (q + t) * math.pi / 2
            x, y = math.cos(a), math.sin(a)
            ax, ay = abs(x), abs(y)
            k = (ax ** 0.82 + ay ** 0.82) ** (-1 / 0.82)
            pts.append((x * k * 0.78, y * k))
    return _fit([pts])


@shape("C")
def _club() -> list[Poly]:
    r = 4.6
    stem = [(-1.4, 2), (1.4, 2), (3.0, 13.5), (-3.0, 13.5)]
    foot = _ellipse(0, 13.5, 5.8, 1.4)
    return _fit([_circle(0, -5.2, r), _circle(-5.0, 2.6, r), _circle(5.0, 2.6, r),
                 [(-3, -2), (3, -2), (3, 3), (-3, 3)], stem, foot[20:] + foot[:1]])


# --- seat symbols ---------------------------------------------------------------------------

@shape("circle")
def _circle_shape() -> list[Poly]:
    return [_circle(0, 0, 0.5, 64)]


@shape("square")
def _square() -> list[Poly]:
    return [[(-0.42, -0.42), (0.42, -0.42), (0.42, 0.42), (-0.42, 0.42)]]


@shape("triangle")
def _triangle() -> list[Poly]:
    return _fit([[(0, -1), (0.95, 0.7), (-0.95, 0.7)]])


@shape("diamond")
def _rhombus() -> list[Poly]:
    return [[(0, -0.5), (0.36, 0), (0, 0.5), (-0.36, 0)]]


@shape("star")
def _star5() -> list[Poly]:
    return _fit([_star(5, 0.45)])


@shape("hexagon")
def _hexagon() -> list[Poly]:
    return _fit([[(math.cos(math.pi / 3 * i), math.sin(math.pi / 3 * i)) for i in range(6)]])


# --- Keltis colour symbols ------------------------------------------------------------------

@shape("shamrock")
def _shamrock() -> list[Poly]:
    leaves = []
    for k in range(3):
        a = -math.pi / 2 + k * 2 * math.pi / 3
        # a heart whose point touches the centre, turned to face outwards along angle a
        leaf = [(x * 0.034, y * 0.034 - 0.56) for x, y in _heart_outline()]
        c, s = math.cos(a + math.pi / 2), math.sin(a + math.pi / 2)
        leaves.append([(x * c - y * s, x * s + y * c) for x, y in leaf])
    stem = [(-0.05, 0.05), (0.06, 0.05), (0.36, 1.0), (0.24, 1.04)]
    return _fit(leaves + [_circle(0, 0, 0.1), stem])


@shape("sun")
def _sun() -> list[Poly]:
    rays = []
    for i in range(12):
        a = 2 * math.pi * i / 12
        w = 0.17
        rays.append([(0.62 * math.cos(a - w), 0.62 * math.sin(a - w)),
                     (1.0 * math.cos(a), 1.0 * math.sin(a)),
                     (0.62 * math.cos(a + w), 0.62 * math.sin(a + w))])
    return _fit([_circle(0, 0, 0.62, 64)] + rays)


def _chaikin(pts: Poly, rounds: int = 3) -> Poly:
    """Round a closed polygon's corners (Chaikin corner cutting)."""
    for _ in range(rounds):
        out: Poly = []
        for i, (x0, y0) in enumerate(pts):
            x1, y1 = pts[(i + 1) % len(pts)]
            out += [(0.75 * x0 + 0.25 * x1, 0.75 * y0 + 0.25 * y1),
                    (0.25 * x0 + 0.75 * x1, 0.25 * y0 + 0.75 * y1)]
        pts = out
    return pts


@shape("flame")
def _flame() -> list[Poly]:
    """A flame with a leaning tip and two side tongues."""
    pts = [(0.05, -1.05), (0.22, -0.55), (0.42, -0.78), (0.42, -0.3), (0.62, -0.42),
           (0.62, 0.05), (0.55, 0.42), (0.3, 0.7), (0.0, 0.78), (-0.3, 0.7), (-0.55, 0.42),
           (-0.62, 0.02), (-0.52, -0.36), (-0.34, -0.18), (-0.3, -0.58), (-0.1, -0.48)]
    return _fit([_chaikin(pts, 3)])


@shape("flower")
def _flower() -> list[Poly]:
    petals = [_ellipse(0.5 * math.cos(a), 0.5 * math.sin(a), 0.42, 0.27, a)
              for a in (-math.pi / 2 + k * 2 * math.pi / 5 for k in range(5))]
    return _fit(petals + [_circle(0, 0, 0.3)])


@shape("drop")
def _drop() -> list[Poly]:
    pts = []
    n = 72
    for i in range(n):
        t = 2 * math.pi * i / n
        x = math.sin(t) * math.sin(t / 2) ** 1.3 * 0.8
        y = -math.cos(t)
        pts.append((x, y))
    return _fit([pts])


@shape("moon")
def _moon() -> list[Poly]:
    """A crescent: the left half of a circle closed by a half ellipse."""
    n = 48
    outer = [(math.cos(math.pi / 2 + math.pi * i / n), math.sin(math.pi / 2 + math.pi * i / n))
             for i in range(n + 1)]
    inner = [(-0.2 * math.cos(math.pi / 2 + math.pi * i / n),
              math.sin(math.pi / 2 + math.pi * i / n) * 0.98) for i in range(n, -1, -1)]
    pts = [(x, y) for x, y in outer] + [(-x, y) for x, y in inner]
    return _fit([[(x * 0.9 + 0.1 * y, y) for x, y in pts]])


@shape("gem")
def _gem() -> list[Poly]:
    return _fit([[(-0.5, -0.2), (-0.25, -0.5), (0.25, -0.5), (0.5, -0.2), (0, 0.55)]])


# --- Viashi suit symbols (Treasure): a shape per suit, flames use "flame" ---------------------

def _band_poly(path: Poly, width: float) -> Poly:
    """A stroke of ``width`` along an open path as one closed polygon (left side out, right
    side back), so a curling line can be filled and outlined like any other shape."""
    left: Poly = []
    right: Poly = []
    for i, (x, y) in enumerate(path):
        x0, y0 = path[max(0, i - 1)]
        x1, y1 = path[min(len(path) - 1, i + 1)]
        dx, dy = x1 - x0, y1 - y0
        n = math.hypot(dx, dy) or 1.0
        nx, ny = -dy / n * width / 2, dx / n * width / 2
        left.append((x + nx, y + ny))
        right.append((x - nx, y - ny))
    return left + right[::-1]


def _curl(x0: float, x1: float, y: float, r: float, up: bool, turn: float = 1.4) -> Poly:
    """A straight stroke from x0 to x1 at height y that rolls into a curl of radius r."""
    line = [(x0 + (x1 - x0) * i / 8, y) for i in range(8)]
    sign = -1 if up else 1
    cy = y + sign * r
    arc = []
    for i in range(25):
        a = math.pi * turn * i / 24
        rr = r * (1 - 0.35 * i / 24)
        arc.append((x1 + rr * math.sin(a), cy - sign * rr * math.cos(a)))
    return line + arc


@shape("gust")
def _gust() -> list[Poly]:
    """Wind: three strokes, two of them rolling into curls."""
    return _fit([_band_poly(_curl(-1.0, 0.35, -0.2, 0.3, True), 0.17),
                 _band_poly(_curl(-0.7, 0.55, 0.22, 0.26, False), 0.17),
                 _band_poly([(-1.05 + 0.12 * i, 0.6) for i in range(8)], 0.17)])


@shape("wave")
def _wave() -> list[Poly]:
    """Waves: a breaking crest curling over a swell."""
    pts = [(-1.0, 0.62), (-0.95, 0.2), (-0.75, -0.25), (-0.4, -0.58), (0.05, -0.72),
           (0.5, -0.66), (0.82, -0.42), (0.9, -0.12), (0.74, 0.06), (0.5, 0.04), (0.38, -0.12),
           (0.5, -0.26), (0.36, -0.34), (0.12, -0.24), (0.02, 0.0), (0.12, 0.24), (0.42, 0.38),
           (0.75, 0.4), (1.0, 0.32), (1.0, 0.62)]
    return _fit([_chaikin(pts, 3)])


@shape("rock")
def _rock() -> list[Poly]:
    """Stones: a cut stone with a flat foot."""
    return _fit([[(-0.8, 0.7), (-0.86, 0.05), (-0.5, -0.62), (0.12, -0.8), (0.66, -0.45),
                  (0.86, 0.2), (0.72, 0.7)]])


@shape("leaf")
def _leaf() -> list[Poly]:
    """Leaves: a pointed leaf on a short stem, leaning right."""
    n = 40
    top = [(2 * i / n - 1, -0.5 * math.sin(math.pi * (i / n) ** 0.8) ** 0.9) for i in range(n + 1)]
    bottom = [(x, -y) for x, y in reversed(top[1:-1])]
    blade = top + bottom
    stem = _band_poly([(-0.9 - 0.07 * i, 0.012 * i * i) for i in range(5)], 0.13)
    a = -math.pi / 4
    c, s = math.cos(a), math.sin(a)
    return _fit([[(x * c - y * s, x * s + y * c) for x, y in poly] for poly in (blade, stem)])


@shape("star8")
def _star8() -> list[Poly]:
    """The gods' sign: an eight-pointed star."""
    return _fit([_star(8, 0.5)])


# --- court and joker emblems ----------------------------------------------------------------

@shape("crown")
def _crown() -> list[Poly]:
    band = [(-1, 0.2), (1, 0.2), (1, 0.55), (-1, 0.55)]
    top = [(-1, 0.2), (-1.1, -0.55), (-0.55, -0.05), (0, -0.8), (0.55, -0.05), (1.1, -0.55),
           (1, 0.2)]
    return _fit([band, top, _circle(-1.1, -0.62, 0.13), _circle(0, -0.88, 0.14),
                 _circle(1.1, -0.62, 0.13)])


@shape("coronet")
def _coronet() -> list[Poly]:
    band = [(-1, 0.15), (1, 0.15), (0.9, 0.5), (-0.9, 0.5)]
    arches = []
    for k in range(-2, 3):
        cx = k * 0.45
        arches.append(_ellipse(cx, 0.1, 0.24, 0.32))
        arches.append(_circle(cx, -0.38, 0.12))
    return _fit([band] + arches)


@shape("shield")
def _shield() -> list[Poly]:
    # flat top with small notches, sides curving into a point at the bottom (heater shield)
    pts: Poly = [(-0.8, -0.9), (-0.3, -0.8), (0.0, -0.92), (0.3, -0.8), (0.8, -0.9)]
    n = 30
    right = []
    for i in range(n + 1):
        t = i / n
        right.append((0.8 * (1 - t ** 2.2), -0.9 + 1.9 * t ** 0.9))
    left = [(-x, y) for x, y in reversed(right)]
    return _fit([pts + right[1:] + left[1:-1]])


@shape("balloon")
def _balloon() -> list[Poly]:
    body = _ellipse(0, -0.25, 0.62, 0.75, 0, 64)
    knot = [(0, 0.45), (0.12, 0.62), (-0.12, 0.62)]
    return _fit([body, knot])


# --- the canvas -----------------------------------------------------------------------------

@lru_cache(maxsize=128)
def pil_font(px: int, bold: bool = True, serif: bool = False) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path(bold, serif=serif)), max(1, px))


def supersample(width: int) -> int:
    """Oversampling factor: more for small cards, where antialiasing matters most."""
    return 4 if width < 110 else 3 if width < 260 else 2


#: numerals that read as each other upside down: underlined (``Canvas.numeral``)
UNDERLINED = frozenset({"6", "9"})


class Canvas:
    """An RGBA image drawn at ``scale``× and shrunk once at the end.

    Coordinates passed to the methods are in final pixels (floats allowed).
    """

    def __init__(self, size: tuple[int, int], bg: RGBA = (0, 0, 0, 0),
                 scale: int | None = None) -> None:
        self.w, self.h = size
        self.s = scale or supersample(self.w)
        self.img = Image.new("RGBA", (self.w * self.s, self.h * self.s), bg)
        self.draw = ImageDraw.Draw(self.img)

    def _p(self, v: float) -> float:
        return v * self.s

    def rounded_rect(self, box: tuple[float, float, float, float], radius: float,
                     fill=None, outline=None, width: float = 0) -> None:
        x0, y0, x1, y1 = (self._p(v) for v in box)
        self.draw.rounded_rectangle((x0, y0, x1 - 1, y1 - 1), radius=self._p(radius), fill=fill,
                                    outline=outline, width=max(0, round(self._p(width))))

    def rect(self, box, fill=None, outline=None, width: float = 0) -> None:
        x0, y0, x1, y1 = (self._p(v) for v in box)
        self.draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=fill, outline=outline,
                            width=max(0, round(self._p(width))))

    def ellipse(self, box, fill=None, outline=None, width: float = 0) -> None:
        self.draw.ellipse(tuple(self._p(v) for v in box), fill=fill, outline=outline,
                          width=max(0, round(self._p(width))))

    def line(self, pts: list[Point], fill, width: float) -> None:
        self.draw.line([(self._p(x), self._p(y)) for x, y in pts], fill=fill,
                       width=max(1, round(self._p(width))), joint="curve")

    def polygon(self, pts: list[Point], fill=None, outline=None, width: float = 0) -> None:
        self.draw.polygon([(self._p(x), self._p(y)) for x, y in pts], fill=fill,
                          outline=outline, width=max(0, round(self._p(width))))

    def shape(self, name: str, cx: float, cy: float, size: float, fill,
              flip: bool = False, outline=None, stroke: float = 0.0,
              rotate: float = 0.0) -> None:
        """Draw a registered unit shape ``size`` pixels tall/wide centred on (cx, cy).

        ``stroke`` draws an outline of that width *around* the union of the polygons.
        """
        c, s = math.cos(rotate), math.sin(rotate)
        polys = []
        for poly in unit_shape(name):
            pts = []
            for x, y in poly:
                if flip:
                    x, y = -x, -y
                x, y = x * c - y * s, x * s + y * c
                pts.append((cx + x * size, cy + y * size))
            polys.append(pts)
        if outline is not None and stroke > 0:
            w = stroke * 2
            for pts in polys:
                self.polygon(pts, fill=outline, outline=outline, width=w)
        for pts in polys:
            self.polygon(pts, fill=fill)

    def text(self, xy: Point, txt: str, px: float, fill, anchor: str = "mm",
             bold: bool = True, serif: bool = False, stroke: float = 0.0,
             stroke_fill=None) -> None:
        f = pil_font(max(1, round(self._p(px))), bold, serif)
        self.draw.text((self._p(xy[0]), self._p(xy[1])), txt, font=f, fill=fill, anchor=anchor,
                       stroke_width=round(self._p(stroke)), stroke_fill=stroke_fill)

    def numeral(self, xy: Point, label: str, px: float, fill, bold: bool = True,
                serif: bool = True, stroke: float = 0.0, stroke_fill=None) -> None:
        """A card's number, centred on ``xy``; a 6 or a 9 is underlined, as printed decks do,
        so that the one does not read as the other on a card lying upside down."""
        self.text(xy, label, px, fill, bold=bold, serif=serif, stroke=stroke, stroke_fill=stroke_fill)
        if label not in UNDERLINED:
            return
        w, h = self.text_size(label, px, bold, serif)
        y = xy[1] + h / 2 + px * 0.1
        self.line([(xy[0] - w * 0.42, y), (xy[0] + w * 0.42, y)], fill, max(0.6, px * 0.09))

    def text_size(self, txt: str, px: float, bold: bool = True, serif: bool = False
                  ) -> tuple[float, float]:
        f = pil_font(max(1, round(self._p(px))), bold, serif)
        x0, y0, x1, y1 = f.getbbox(txt)
        return (x1 - x0) / self.s, (y1 - y0) / self.s

    def paste(self, other: Canvas, xy: tuple[float, float] = (0, 0)) -> None:
        """Composite another canvas drawn at the same scale."""
        self.img.alpha_composite(other.img, (round(self._p(xy[0])), round(self._p(xy[1]))))

    def rotated_half(self) -> None:
        """Copy the top half, turned 180°, over the bottom half (court-card symmetry)."""
        hh = self.img.height // 2
        top = self.img.crop((0, 0, self.img.width, hh)).rotate(180)
        self.img.paste(top, (0, self.img.height - hh))

    def finish(self) -> Image.Image:
        """Shrink to the final size: a box average of each s×s block (plain supersampling,
        several times faster than a Lanczos resize and just as clean for vector art)."""
        if self.s == 1:
            return self.img
        # average in premultiplied alpha so transparent corners leave no dark fringe
        return self.img.convert("RGBa").reduce(self.s).convert("RGBA")
