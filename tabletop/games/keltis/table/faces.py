"""The Keltis deck: five colours each with its own symbol and pattern, End, Point and
Wishing Stone cards.

Colour is never alone: green shamrock, yellow sun, red flame, pink flower, blue moon; the
symbol sits in both corners and repeats as a faint pattern over the face.
"""

from __future__ import annotations

from PIL import Image

from ....core.cards import CardSpec, DeckSpec
from ....ui.render.cardbase import blank, lattice_back, mix
from ....ui.render.cardbase import shape_field as _pattern
from ....ui.render.emblems import Canvas
from ....ui.render.theme import RGB, Theme

SYMBOLS = {"G": "shamrock", "Y": "sun", "R": "flame", "P": "flower", "B": "moon"}
COLOUR_NAMES = {"G": "Green", "Y": "Yellow", "R": "Red", "P": "Pink", "B": "Blue"}
KINDS = frozenset({"number", "end", "point", "stone"})
WHITE: RGB = (255, 255, 255)


def palette(theme: Theme) -> dict[str, RGB]:
    """Each colour's and kind's colour in ``theme``: the five suits, ``point`` and ``stone``
    (the colour-blind theme's are chosen in ``render/theme.py``)."""
    return {**dict(theme.keltis), "point": theme.keltis_point, "stone": theme.keltis_stone}


def is_keltis(deck: DeckSpec) -> bool:
    return deck.deck_id.startswith("keltis") or (
        bool(deck.cards) and all(c.kind in KINDS for c in deck.cards))


def _dark(colour: RGB, theme: Theme) -> RGB:
    return mix(colour, theme.ink, 0.62 if theme.high_contrast else 0.45)


def _frame(c: Canvas, theme: Theme, colour: RGB, tint: float = 0.86) -> tuple[float, ...]:
    w, h = c.w, c.h
    m = w * 0.055
    box = (m, m, w - m, h - m)
    c.rounded_rect(box, w * 0.045, fill=mix(colour, theme.card_face, tint), outline=colour,
                   width=max(1.5, w * 0.04))
    return tuple(box)


def _corners(c: Canvas, theme: Theme, label: str | None, symbol: str | None, colour: RGB,
             label_colour: RGB, outline: RGB | None = None) -> None:
    w, h = c.w, c.h
    corner = Canvas((w, h), scale=c.s)
    cx = w * 0.17
    pill = (w * 0.07, w * 0.07, w * 0.27, w * (0.5 if label and symbol else 0.3))
    corner.rounded_rect(pill, w * 0.06, fill=theme.card_face, outline=colour, width=max(0.6, w / 100))
    y = w * 0.18
    if label:
        px = w * (0.15 if len(label) == 1 else 0.12)
        corner.numeral((cx, y), label, px, label_colour)
        y += w * 0.19
    if symbol:
        corner.shape(symbol, cx, y, w * 0.12, colour, outline=outline or _dark(colour, theme),
                     stroke=max(0.3, w / 300))
    c.img.alpha_composite(corner.img)
    c.img.alpha_composite(corner.img.rotate(180))


def _number(c: Canvas, theme: Theme, card: CardSpec) -> None:
    w, h = c.w, c.h
    suit = card.suit or "G"
    colour, symbol = theme.keltis_colour(suit), SYMBOLS.get(suit, "circle")
    box = _frame(c, theme, colour)
    _pattern(c, symbol, mix(colour, theme.card_face, 0.68), box)
    dark = _dark(colour, theme)
    label = str(card.rank)
    r = w * 0.3
    c.ellipse((w / 2 - r, h / 2 - r, w / 2 + r, h / 2 + r), fill=theme.card_face, outline=colour,
              width=max(1.0, w / 40))
    c.numeral((w / 2, h / 2 + w * 0.01), label, w * (0.42 if len(label) == 1 else 0.34), dark)
    _corners(c, theme, label, symbol, colour, dark)


def _end(c: Canvas, theme: Theme, card: CardSpec) -> None:
    w, h = c.w, c.h
    suit = card.suit or "G"
    colour, symbol = theme.keltis_colour(suit), SYMBOLS.get(suit, "circle")
    box = _frame(c, theme, colour, tint=0.55)
    _pattern(c, symbol, mix(colour, theme.card_face, 0.3), box)
    dark = _dark(colour, theme)
    cx, cy = w / 2, h * 0.44
    c.shape("hexagon", cx, cy, w * 0.62, theme.card_face, outline=dark, stroke=max(0.8, w / 60))
    c.shape(symbol, cx, cy, w * 0.36, colour, outline=dark, stroke=max(0.4, w / 150))
    bar = (w * 0.16, h * 0.66, w * 0.84, h * 0.8)
    c.rounded_rect(bar, w * 0.04, fill=dark, outline=theme.card_face, width=max(0.6, w / 100))
    c.text((w / 2, (bar[1] + bar[3]) / 2), "END", w * 0.13, theme.card_face, serif=True)
    _corners(c, theme, None, symbol, colour, dark)


def _point(c: Canvas, theme: Theme, card: CardSpec) -> None:
    """The grey value decides where a Point card may go and which row it scores with, so it
    is the big centre number, as on a Number card; the point it scores is the "1 POINT"
    badge below it."""
    w, h = c.w, c.h
    grey = theme.keltis_point
    _frame(c, theme, grey, tint=0.8)
    dark = mix(grey, theme.ink, 0.62 if theme.high_contrast else 0.5)
    label = str(card.rank)
    r = w * 0.3
    cy = h * 0.45
    c.ellipse((w / 2 - r, cy - r, w / 2 + r, cy + r), fill=theme.card_face, outline=dark,
              width=max(1.0, w / 40))
    c.numeral((w / 2, cy + w * 0.01), label, w * (0.42 if len(label) == 1 else 0.34), dark)
    badge = (w * 0.1, h * 0.78, w * 0.66, h * 0.9)  # left of the turned corner index
    c.rounded_rect(badge, (badge[3] - badge[1]) / 2, fill=grey, outline=dark, width=max(0.6, w / 90))
    mid = (badge[1] + badge[3]) / 2
    c.text((w * 0.22, mid), "1", w * 0.13, WHITE, serif=True, stroke=max(0.4, w / 110), stroke_fill=dark)
    c.text((w * 0.44, mid), "POINT", w * 0.08, WHITE, stroke=max(0.3, w / 160), stroke_fill=dark)
    _corners(c, theme, label, "circle", grey, dark)


def _stone(c: Canvas, theme: Theme, card: CardSpec) -> None:
    w, h = c.w, c.h
    orange = theme.keltis_stone
    box = _frame(c, theme, orange, tint=0.35)
    dark = mix(orange, theme.ink, 0.5)
    _pattern(c, "gem", mix(orange, theme.card_face, 0.15), box)
    cx, cy = w / 2, h * 0.47
    c.ellipse((cx - w * 0.32, cy - w * 0.27, cx + w * 0.32, cy + w * 0.27),
              fill=mix(orange, WHITE, 0.75), outline=dark, width=max(1.0, w / 45))
    label = str(card.rank)
    c.numeral((cx, cy + w * 0.01), label, w * 0.38, dark)
    _corners(c, theme, label, "gem", orange, dark)
    c.text((w / 2, h * 0.84), "WISHING STONE", w * 0.065, dark)


_KIND_PAINTERS = {"number": _number, "end": _end, "point": _point, "stone": _stone}


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme
               ) -> Image.Image | None:
    """A Keltis face, or ``None`` for a kind this painter does not know (generic fallback)."""
    painter = _KIND_PAINTERS.get(card.kind)
    if painter is None:
        return None
    c = blank(size, theme)
    painter(c, theme, card)
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    base = mix(theme.keltis_colour("B"), theme.ink, 0.55)
    pattern = mix(theme.keltis_colour("G"), base, 0.45)
    return lattice_back(size, theme, base, pattern, theme.back_trim, motif="shamrock",
                        rings=True).finish()
