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


def paint_face(deck: DeckSpec, card: CardSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    w, h = size
    colour, symbol = suit_style(theme, card.suit, deck)
    c = blank(size, theme)
    m, top = w * 0.08, w * 0.17
    c.rounded_rect((m, top, w - m, h - top), w * 0.04, fill=mix(colour, theme.card_face, 0.85),
                   outline=colour, width=max(1.0, w / 70))
    label = str(card.rank) if card.rank is not None else card.code
    px = _fit_text(c, label, w * 0.36, w * 0.7, True)
    c.text((w / 2, h * 0.42), label, px, mix(colour, theme.ink, 0.35), serif=True,
           stroke=max(0.5, w / 120), stroke_fill=theme.card_face)
    c.shape(symbol, w / 2, h * 0.19, w * 0.18, colour, outline=theme.ink, stroke=w / 300)
    name = card.name or card.kind.title()
    px = _fit_text(c, name, w * 0.1, w * 0.76, False)
    c.text((w / 2, h * 0.7), name, px, theme.ink, bold=False)
    corner = Canvas((w, h), scale=c.s)
    px = _fit_text(c, card.code, w * 0.1, w * 0.3, False)
    corner.text((w * 0.1, w * 0.035), card.code, px, mix(colour, theme.ink, 0.35), anchor="lt")
    c.img.alpha_composite(corner.img)
    c.img.alpha_composite(corner.img.rotate(180))
    return c.finish()


def paint_back(deck: DeckSpec, size: tuple[int, int], theme: Theme) -> Image.Image:
    return lattice_back(size, theme, theme.back, theme.back_pattern, theme.back_trim,
                        motif="hexagon").finish()
