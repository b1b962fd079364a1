"""Rounded translucent panels, the background of every widget and overlay."""

from __future__ import annotations

from functools import lru_cache

import pygame

RGB = tuple[int, int, int]


@lru_cache(maxsize=128)
def _panel(w: int, h: int, fill: RGB, alpha: int, edge: RGB | None, radius: int,
           width: int) -> pygame.Surface:
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    pygame.draw.rect(surf, (*fill, alpha), surf.get_rect(), border_radius=radius)
    if edge is not None and width > 0:
        pygame.draw.rect(surf, (*edge, 255), surf.get_rect(), width, border_radius=radius)
    return _ready(surf)


def _ready(s: pygame.Surface) -> pygame.Surface:
    """Converted to the display format when there is one (alpha blits are far cheaper)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return s.convert_alpha()
    return s


def draw_panel(surf: pygame.Surface, rect: pygame.Rect | tuple, fill: RGB, alpha: int = 220,
               edge: RGB | None = None, radius: int = 10, width: int = 2) -> None:
    """A filled rounded rectangle (cached per size and colours, so cheap every frame)."""
    r = pygame.Rect(rect)
    surf.blit(_panel(r.w, r.h, tuple(fill), alpha, tuple(edge) if edge else None, radius, width), r)


@lru_cache(maxsize=32)
def _shade(w: int, h: int, alpha: int) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    s.fill((0, 0, 0, alpha))
    return _ready(s)


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under a transparent overlay)."""
    w, h = surf.get_size()
    surf.blit(_shade(w, h, alpha), (0, 0))
