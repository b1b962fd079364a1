"""The standard deck: corner indices, classic pip layouts, drawn court figures and the Tingle
(Joker)."""

from __future__ import annotations

from PIL import Image

from ...core.cards import CardSpec, DeckSpec
from ...core.decks import NICKNAMED_SUITS, SUIT_NAMES
from .cardbase import blank, lattice_back, mix
from .emblems import Canvas
from .figures import paint_court, paint_tingle
from .theme import RGB, Theme

RANK_LABELS = {1: "A", 11: "J", 12: "Q", 13: "K"}
# Hyrule's special cards (they beat a Joker): marked with a gold star in the free corners.
HYRULE_SPECIALS = {"3H": "Three Hearts", "AS": "Master Sword", "5C": "Bombs", "5D": "Blue Rupee"}

# Pip positions: (column, row) with column in {0, 1, 2} (left, centre, right) and row in
# 0..1 from the top of the pip area. Pips below the middle are drawn upside down.
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6),
         (0, 1), (2, 1)),
}


def palette(theme: Theme) -> dict[str, RGB]:
    """The four suits' pip colours in ``theme``."""
    return {suit: theme.suit_colour(suit) for suit in SUIT_NAMES}


def suit_label(suit: str, nickname: bool = True) -> str:
    """Display name of a suit: the seed's nickname (Hyrule) or the plain name; a label on the
    face, never instead of the suit's shape."""
    return NICKNAMED_SUITS[suit] if nickname else SUIT_NAMES[suit]


def is_standard(deck: DeckSpec) -> bool:
    return all(c.kind in ("plain", "joker") and (c.kind == "joker" or c.suit in SUIT_NAMES)
               for c in deck.cards)


def _pip(c: Canvas, theme: Theme, suit: str, x: float, y: float, size: float,
         flip: bool = False) -> None:
    colour = theme.suit_colour(suit)
    if theme.outline_pips:
        c.shape(suit, x, y, size, colour, flip=flip, outline=(0, 0, 0), stroke=max(0.5, size / 28))
    else:
        c.shape(suit, x, y, size, colour, flip=flip)


def _index_text(c: Canvas, x: float, y: float, label: str, px: float, colour, theme: Theme) -> None:
    """A corner index; "10" is set tight (two glyphs overlapping a little) to fit the margin."""
    stroke = c.w / 400 if theme.high_contrast else 0
    if label == "10":
        dx = px * 0.27
        c.text((x - dx, y), "1", px, colour, serif=True, stroke=stroke, stroke_fill=colour)
        c.text((x + dx, y), "0", px, colour, serif=True, stroke=stroke, stroke_fill=colour)
    else:
        c.text((x, y), label, px, colour, serif=True, stroke=stroke, stroke_fill=colour)


def _corner(c: Canvas, theme: Theme, label: str, suit: str | None, colour) -> None:
    """Rank and suit in the top-left corner, then the same turned 180° bottom-right."""
    w = c.w
    corner = Canvas((w, c.h), scale=c.s)
    cx = w * 0.11
    _index_text(corner, cx, w * 0.13, label, w * (0.19 if label != "10" else 0.165), colour, theme)
    if suit:
        size = w * 0.12
        if theme.outline_pips:
            corner.shape(suit, cx, w * 0.29, size, colour, outline=(0, 0, 0), stroke=size / 28)
        else:
            corner.shape(suit, cx, w * 0.29, size, colour)
    c.img.alpha_composite(corner.img)
    c.img.alpha_composite(corner.img.rotate(180))


def _pips(c: Canvas, theme: Theme, card: CardSpec) -> None:
    w, h = c.w, c.h
    rank = card.rank or 0
    suit = card.suit or "S"
    cols = (w * 0.345, w * 0.5, w * 0.655)
    top, bottom = h * 0.2, h * 0.8
    size = w * (0.18 if rank < 9 else 0.17)
    for col, row in PIP_LAYOUTS[rank]:
        y = top + (bottom - top) * row
        _pip(c, theme, suit, cols[col], y, size, flip=row > 0.5)


def _ace(c: Canvas, theme: Theme, card: CardSpec, nickname: bool) -> None:
    w, h = c.w, c.h
    suit = card.suit or "S"
    colour = theme.suit_colour(suit)
    r = w * 0.34
    c.ellipse((w / 2 - r, h / 2 - r, w / 2 + r, h / 2 + r),
              outline=mix(colour, theme.card_face, 0.55), width=max(0.8, w / 90))
    _pip(c, theme, suit, w / 2, h / 2, w * 0.44)
    if nickname:
        c.text((w / 2, h * 0.86), suit_label(suit).upper(), w * 0.085, mix(colour, theme.ink, 0.3),
               anchor="mm", bold=True)


def _special_badge(c: Canvas, theme: Theme) -> None:
    """A gold star in the top-right corner and, turned, bottom-left."""
    w = c.w
    badge = Canvas((w, c.h), scale=c.s)
    badge.shape("star", w * 0.885, w * 0.13, w * 0.15, theme.gold, outline=theme.ink,
                stroke=max(0.4, w / 200))
    c.img.alpha_composite(badge.img)
    c.img.alpha_composite(badge.img.rotate(180))


def _court(c: Canvas, theme: Theme, card: CardSpec) -> None:
    w, h = c.w, c.h
    suit = card.suit or "S"
    rank = card.rank or 13
    colour = theme.suit_colour(suit)
    x0, y0, x1, y1 = w * 0.22, h * 0.085, w * 0.78, h * 0.915
    c.rect((x0, y0, x1, y1), fill=theme.court_fill, outline=colour, width=max(1.0, w / 70))
    inset = w * 0.025
    # a faint diagonal weave in the suit colour behind the figure, clipped to the frame
    weave = Canvas((w, h), scale=c.s)
    step = w * 0.06
    k = x0 - (y1 - y0)
    while k < x1:
        weave.line([(k, y1), (k + (y1 - y0), y0)], mix(colour, theme.court_fill, 0.86),
                   max(0.5, w / 200))
        k += step
    box = tuple(round(v * c.s) for v in (x0, y0, x1, y1))
    c.img.alpha_composite(weave.img.crop(box), box[:2])
    c.rect((x0, y0, x1, y1), outline=colour, width=max(1.0, w / 70))
    c.rect((x0 + inset, y0 + inset, x1 - inset, y1 - inset),
           outline=mix(colour, theme.court_fill, 0.5), width=max(0.6, w / 150))
    # top half: the drawn figure; the bottom half is the same turned around
    half = Canvas((w, h), scale=c.s)
    paint_court(half, theme, rank, suit, (x0 + inset, y0 + inset, x1 - inset, y1 - inset), colour)
    # keep the figure inside the frame's top half
    hb = tuple(round(v * c.s) for v in (x0 + inset, y0 + inset, x1 - inset, h / 2))
    clipped = Image.new("RGBA", half.img.size, (0, 0, 0, 0))
    clipped.paste(half.img.crop(hb), hb[:2])
    half.img = clipped
    img = half.img
    hh = img.height // 2
    top = img.crop((0, 0, img.width, hh))
    mirrored = Image.new("RGBA", img.size, (0, 0, 0, 0))
    mirrored.paste(top, (0, 0))
    mirrored.paste(top.rotate(180), (0, img.height - hh))
    c.img.alpha_composite(mirrored)
    c.line([(x0 + inset, h / 2), (x1 - inset, h / 2)], mix(colour, theme.court_fill, 0.4),
           max(0.6, w / 160))


def _tingle(c: Canvas, theme: Theme) -> None:
    """The Joker as a 'Tingle': a drawn balloon seller (``figures.paint_tingle``), our design."""
    w = c.w
    corner = Canvas((w, c.h), scale=c.s)
    for i, ch in enumerate("TINGLE"):
        corner.text((w * 0.1, w * (0.1 + i * 0.115)), ch, w * 0.1, theme.green, anchor="mm")
    corner.shape("star", w * 0.1, w * 0.82, w * 0.1, theme.gold, outline=theme.ink, stroke=w / 300)
    c.img.alpha_composite(corner.img)
    c.img.alpha_composite(corner.img.rotate(180))
    paint_tingle(c, theme)


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    c = blank(size, theme)
    if card.kind == "joker":
        _tingle(c, theme)
        return c.finish()
    rank = card.rank or 0
    suit = card.suit or "S"
    colour = theme.suit_colour(suit)
    _corner(c, theme, RANK_LABELS.get(rank, str(rank)), suit, colour)
    if rank == 1:
        _ace(c, theme, card, nickname=deck.deck_id.startswith("hyrule") and c.w >= 80)
    elif rank in PIP_LAYOUTS:
        _pips(c, theme, card)
    else:
        _court(c, theme, card)
    if deck.deck_id.startswith("hyrule") and card.code in HYRULE_SPECIALS:
        _special_badge(c, theme)
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    return lattice_back(size, theme, theme.back, theme.back_pattern, theme.back_trim).finish()
