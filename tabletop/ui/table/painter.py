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


@lru_cache(maxsize=16)
def _shadow(w: int, h: int) -> pygame.Surface:
    pad = max(4, w // 10)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(70 * (1 - i / pad) ** 1.5) + 6
        pygame.draw.rect(s, (0, 0, 0, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         border_radius=max(2, w // 14) + i)
    return s


@lru_cache(maxsize=16)
def _glow(w: int, h: int, colour: tuple[int, int, int]) -> pygame.Surface:
    pad = max(3, w // 16)
    s = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    for i in range(pad, 0, -1):
        alpha = int(200 * (1 - i / (pad + 1)))
        pygame.draw.rect(s, (*colour, alpha), (pad - i, pad - i, w + 2 * i, h + 2 * i),
                         width=2, border_radius=max(2, w // 14) + i)
    return s


@lru_cache(maxsize=8)
def _tint(w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(s, (20, 30, 60, 95), s.get_rect(), border_radius=max(2, w // 14))
    return s


class CardPainter:
    def __init__(self, art, deck: DeckSpec, highlight: tuple[int, int, int] = (255, 214, 74)) -> None:
        self.art = art
        self.deck = deck
        self.highlight = highlight
        self.faces_drawn: list[CardId] = []
        self.backs_drawn = 0
        self.blits = 0

    def image(self, face: CardId | None, size: tuple[int, int]) -> pygame.Surface:
        if face is None:
            return self.art.back(self.deck, size)
        return self.art.face(self.deck, face, size)

    def begin_frame(self) -> None:
        self.faces_drawn = []
        self.backs_drawn = 0
        self.blits = 0

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
            sh = _shadow(sw, h)
            pad = (sh.get_width() - sw) // 2
            off = round(3 + s.lift * 0.35) if s.layer != LAYER_DRAG else round(h * 0.06)
            surf.blit(sh, (x - pad + off // 2, y - pad + off + round(s.lift)))
        img = self.image(s.face, (w, h))
        if sw != w:
            img = pygame.transform.scale(img, (sw, h))
        surf.blit(img, (x, y))
        self.blits += 1
        if s.face is None:
            self.backs_drawn += 1
        else:
            self.faces_drawn.append(s.face)
            if s.tint:
                surf.blit(_tint(sw, h), (x, y))
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
