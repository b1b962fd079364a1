"""A good-looking face for any card of a deck without its own painter.

Built from the card's code, name, suit and rank; the suit gets a stable colour *and* symbol so
two suits never differ by colour alone.
"""

from __future__ import annotations

import zlib

from PIL import Image

from ...core.cards import CardSpec, DeckSpec
from .cardbase import blank, lattice_back, mix
from .emblems import Canvas
from .theme import SEAT_SYMBOLS, Theme


def suit_style(theme: Theme, suit: str | None, deck: DeckSpec | None = None
               ) -> tuple[tuple[int, int, int], str]:
    """A (colour, symbol) for an arbitrary suit: by its place among the deck's suits, so up to
    six suits of one deck get distinct colours *and* symbols; stable for a given deck."""
    if not suit:
        return theme.ink, "circle"
    if deck is not None:
        suits = sorted({c.suit for c in deck.cards if c.suit})
        k = suits.index(suit) if suit in suits else zlib.crc32(suit.encode())
    else:
        k = zlib.crc32(suit.encode())
    return (theme.seat_colours[k % len(theme.seat_colours)],
            SEAT_SYMBOLS[k % len(SEAT_SYMBOLS)])


def _fit_text(c: Canvas, txt: str, px: float, max_w: float, serif: bool) -> float:
    w, _ = c.text_size(txt, px, serif=serif)
    return px if w <= max_w else px * max_w / w


#: an emblem for suitless kinds whose name is no shape of ours
KIND_SHAPES = {"dark": "moon", "wild": "star", "joker": "star"}


def _emblem(card: CardSpec, theme: Theme, deck: DeckSpec) -> tuple[tuple[int, int, int], str]:
    """Colour and shape: the suit's when it has one, else one for its kind."""
    if card.suit:
        return suit_style(theme, card.suit, deck)
    from .emblems import shape_names

    shape = card.kind if card.kind in shape_names() else KIND_SHAPES.get(card.kind, "circle")
    colour = {"shamrock": theme.green, "dark": mix(theme.ink, theme.blue, 0.3),
              "wild": theme.gold}.get(card.kind, theme.ink)
    return colour, shape


def _lines(c: Canvas, text: str, px: float, max_w: float, most: int) -> tuple[list[str], float]:
    """``text`` in at most ``most`` lines of width ``max_w`` (smaller type if it must)."""
    words = text.split()
    while True:
        lines: list[str] = []
        for word in words:
            if lines and c.text_size(f"{lines[-1]} {word}", px, serif=True)[0] <= max_w:
                lines[-1] += f" {word}"
            else:
                lines.append(word)
        if len(lines) <= most and all(c.text_size(ln, px, serif=True)[0] <= max_w for ln in lines):
            return lines, px
        if px < 4:
            return lines[:most], px
        px *= 0.9


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    """A rank card: its number large. A named card without a rank: its emblem in a medallion
    and its name as the title, so a card reads as what it is, not as a code."""
    w, h = size
    colour, symbol = _emblem(card, theme, deck)
    c = blank(size, theme)
    m, top = w * 0.08, w * 0.17
    c.rounded_rect((m, top, w - m, h - top), w * 0.04, fill=mix(colour, theme.card_face, 0.85),
                   outline=colour, width=max(1.0, w / 70))
    ink = mix(colour, theme.ink, 0.35)
    if card.rank is not None:
        label = str(card.rank)
        px = _fit_text(c, label, w * 0.36, w * 0.7, True)
        c.text((w / 2, h * 0.42), label, px, ink, serif=True,
               stroke=max(0.5, w / 120), stroke_fill=theme.card_face)
        c.shape(symbol, w / 2, h * 0.19, w * 0.18, colour, outline=theme.ink, stroke=w / 300)
        name = card.name or card.kind.title()
        px = _fit_text(c, name, w * 0.1, w * 0.76, False)
        c.text((w / 2, h * 0.7), name, px, theme.ink, bold=False)
    else:
        r = w * 0.22
        cx, cy = w / 2, h * 0.36
        c.ellipse((cx - r, cy - r, cx + r, cy + r), fill=theme.card_face, outline=colour,
                  width=max(1.0, w / 60))
        c.ellipse((cx - r * 0.86, cy - r * 0.86, cx + r * 0.86, cy + r * 0.86),
                  outline=mix(colour, theme.card_face, 0.5), width=max(0.5, w / 160))
        c.shape(symbol, cx, cy, r * 1.15, colour, outline=theme.ink, stroke=w / 300)
        name = card.name or card.kind.title()
        lines, px = _lines(c, name, w * 0.12, w * 0.74, 3)
        y0 = h * 0.64 - (len(lines) - 1) * px * 0.6
        for i, line in enumerate(lines):
            c.text((w / 2, y0 + i * px * 1.2), line, px, ink, serif=True)
    corner = Canvas((w, h), scale=c.s)
    px = _fit_text(c, card.code, w * 0.1, w * 0.3, False)
    corner.text((w * 0.1, w * 0.035), card.code, px, ink, anchor="lt")
    c.img.alpha_composite(corner.img)
    c.img.alpha_composite(corner.img.rotate(180))
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    return lattice_back(size, theme, theme.back, theme.back_pattern, theme.back_trim,
                        motif="hexagon").finish()
