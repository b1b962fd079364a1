"""Draws card sprites: faces and backs from the card art, shadows, glows, flips.

Surfaces come from ``CardArt`` at the exact size of the zone (already converted); a sprite in
flight between two sizes, or squashed by a flip, is scaled from the nearest cached surface.
Every face blitted in a frame is recorded in ``faces_drawn`` so tests can check what a
screen actually showed (e.g. no hidden face behind a hand-off).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from ...core.cards import DeckSpec
from ...core.ids import CardId
from .sprites import LAYER_DRAG, LAYER_FLYING, CardSprite


def _ready(s: pygame.Surface) -> pygame.Surface:
    """Converted to the display format when there is one (alpha blits are far cheaper)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return s.convert_alpha()
    return s


@lru_cache(maxsize=16)
def _shadow(w: int, h: int) -> pygame.Surface:
    pad = max(4, w // 10)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(70 * (1 - i / pad) ** 1.5) + 6
        pygame.draw.rect(s, (0, 0, 0, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         border_radius=max(2, w // 14) + i)
    return _ready(s)


@lru_cache(maxsize=16)
def _glow(w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    pad = max(3, w // 16)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(200 * (1 - i / (pad + 1)))
        pygame.draw.rect(s, (*colour, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         width=2, border_radius=max(2, w // 14) + i)
    return _ready(s)


@lru_cache(maxsize=8)
def _tint(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (20, 30, 60, 95), s.get_rect(), border_radius=max(2, w // 14))
    return _ready(s)


@lru_cache(maxsize=8)
def _dim(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0, 140), s.get_rect(), border_radius=max(2, w // 14))
    return _ready(s)


class CardPainter:
    def __init__(self, art, deck: DeckSpec, highlight: tuple[int, int, int] = (255, 214, 74)) -> None:
        self.art = art
        self.deck = deck
        self.highlight = highlight
        #: the sizes the art is asked for (the zones' card sizes); sprites between sizes
        #: (in flight, mid-flip) are scaled from the nearest, never painted anew
        self.sizes: list[tuple[int, int]] = []
        self._scaled: dict[tuple, pygame.Surface] = {}
        self._images: dict[tuple, pygame.Surface] = {}
        self.faces_drawn: list[CardId] = []
        self.backs_drawn = 0
        self.blits = 0
        self.on_screen = 0  # cards visible this frame (blitted now or held in a cached layer)

    def image(self, face: CardId | None, size: tuple[int, int]) -> pygame.Surface:
        key = (face, size)
        img = self._images.get(key)
        if img is None:
            if face is None:
                img = self.art.back(self.deck, size)
            else:
                img = self.art.face(self.deck, face, size)
            if len(self._images) > 400:
                self._images.clear()
            self._images[key] = img
        return img

    def _canonical(self, w: int, h: int) -> tuple[int, int]:
        """The nearest zone card size (shadows are cached per canonical size only)."""
        if not self.sizes or (w, h) in self.sizes:
            return w, h
        base = min(self.sizes, key=lambda sz: abs(sz[1] - h))
        return (base[0] if w > base[0] * 0.9 else max(1, w)), base[1]

    def sized(self, face: CardId | None, w: int, h: int, sw: int) -> pygame.Surface:
        """The card at ``sw``×``h`` (``w`` is its unsquashed width)."""
        if not self.sizes or (w, h) in self.sizes:
            img = self.image(face, (w, h))
            return img if sw == w else pygame.transform.scale(img, (sw, h))
        base = min(self.sizes, key=lambda sz: abs(sz[1] - h))
        key = (face, sw, h)
        img = self._scaled.get(key)
        if img is None:
            if len(self._scaled) > 64:
                self._scaled.clear()
            img = pygame.transform.smoothscale(self.image(face, base), (sw, h))
            self._scaled[key] = img
        return img

    def begin_frame(self) -> None:
        self.faces_drawn = []
        self.backs_drawn = 0
        self.blits = 0
        self.on_screen = 0

    def draw(self, surf: pygame.Surface, sprites: list[CardSprite]) -> None:
        for s in sprites:
            self.draw_one(surf, s)

    def draw_one(self, surf: pygame.Surface, s: CardSprite) -> None:
        w, h = max(1, round(s.w)), max(1, round(s.h))
        sw = max(0, round(w * abs(s.scale_x)))
        if sw < 1:
            return
        x = round(s.x - sw / 2)
        y = round(s.y - h / 2 - s.lift)
        if s.lift > 0.5 or s.layer in (LAYER_FLYING, LAYER_DRAG):
            bw, bh = self._canonical(sw, h)
            sh = _shadow(bw, bh)
            pad = (sh.get_width() - sw) // 2
            off = round(3 + s.lift * 0.35) if s.layer != LAYER_DRAG else round(h * 0.06)
            surf.blit(sh, (x - pad + off // 2, y - pad + off + round(s.lift)))
        img = self.sized(s.face, w, h, sw)
        surf.blit(img, (x, y))
        self.blits += 1
        self.on_screen += 1
        if s.face is None:
            self.backs_drawn += 1
        else:
            self.faces_drawn.append(s.face)
            if s.tint:
                surf.blit(_tint(sw, h), (x, y))
        if s.dim:
            surf.blit(_dim(sw, h), (x, y))
        if s.glow:
            g = _glow(sw, h, self.highlight)
            pad = (g.get_width() - sw) // 2
            surf.blit(g, (x - pad, y - pad))

    def zoom(self, surf: pygame.Surface, face: CardId, centre: tuple[int, int], height: int) -> pygame.Rect:
        """A large preview of ``face`` centred near ``centre``, kept on screen."""
        w, h = self.art.size_for_height(height)
        r = pygame.Rect(0, 0, w, h)
        r.center = centre
        r.clamp_ip(surf.get_rect())
        sh = _shadow(w, h)
        pad = (sh.get_width() - w) // 2
        surf.blit(sh, (r.x - pad + 4, r.y - pad + 8))
        surf.blit(self.art.face(self.deck, face, (w, h)), r)
        self.faces_drawn.append(face)
        return r
