"""Rounded translucent panels (lit from above), soft shadows under them: the background of
every widget and overlay."""

from __future__ import annotations

from functools import lru_cache

import pygame

RGB = tuple[int, int, int]


@lru_cache(maxsize=128)
def _panel(w: int, h: int, fill: RGB, alpha: int, edge: RGB | None, radius: int,
           width: int) -> pygame.Surface:
    """A rounded panel lit from above: its fill a little lighter at the top than at the
    bottom, a faint highlight line just inside the top edge, then the edge."""
    w, h = max(1, w), max(1, h)
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    top = tuple(min(255, round(c + (255 - c) * 0.10)) for c in fill)
    bottom = tuple(round(c * 0.88) for c in fill)
    for y in range(h):
        t = y / max(1, h - 1)
        surf.fill((*(round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)), alpha),
                  (0, y, w, 1))
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius)
    surf.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    if h > 2 * radius and w > 2 * radius:
        shine = tuple(min(255, c + 40) for c in top)
        pygame.draw.line(surf, (*shine, min(255, alpha // 3)), (radius, max(1, width)),
                         (w - radius, max(1, width)))
    if edge is not None and width > 0:
        pygame.draw.rect(surf, (*edge, 255), surf.get_rect(), width, border_radius=radius)
    return _ready(surf)


def soft_box(w: int, h: int, pad: int, radius: int, rgba: tuple[int, int, int, int]) -> pygame.Surface:
    """A rounded ``w``×``h`` box of colour ``rgba`` with edges blurred over ~``pad`` pixels, on a
    transparent surface ``pad`` larger on every side. Drawn small and scaled up smoothly: as
    soft as a gaussian blur for a shadow or a halo, at a fraction of its cost (first frames)."""
    k = max(1, pad // 2)
    W, H = w + 2 * pad, h + 2 * pad
    small = pygame.Surface((max(1, -(-W // k)), max(1, -(-H // k))), pygame.SRCALPHA)
    pygame.draw.rect(small, rgba, (round(pad / k), round(pad / k), max(1, round(w / k)), max(1, round(h / k))),
                     border_radius=max(0, round(radius / k)))
    return pygame.transform.smoothscale(small, (W, H))


@lru_cache(maxsize=64)
def _soft_shadow(w: int, h: int, radius: int, alpha: int) -> pygame.Surface:
    return _ready(soft_box(w, h, max(4, h // 5), radius, (0, 0, 0, alpha)))


def draw_shadow(surf: pygame.Surface, rect: pygame.Rect | tuple, radius: int = 10,
                alpha: int = 110) -> None:
    """A soft shadow a little below ``rect`` (draw it before the panel itself)."""
    r = pygame.Rect(rect)
    if r.w < 1 or r.h < 1:
        return
    s = _soft_shadow(r.w, r.h, radius, max(0, min(255, alpha)))
    pad = (s.get_width() - r.w) // 2
    surf.blit(s, (r.x - pad, r.y - pad + max(2, r.h // 14)))


def _ready(s: pygame.Surface) -> pygame.Surface:
    """Converted to the display format when there is one (alpha blits are far cheaper)."""
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        return s.convert_alpha()
    return s


def draw_panel(surf: pygame.Surface, rect: pygame.Rect | tuple, fill: RGB, alpha: int = 220,
               edge: RGB | None = None, radius: int = 10, width: int = 2, fade: float = 1.0) -> None:
    """A filled rounded rectangle (cached per size and colours, so cheap every frame).

    ``fade`` (0–1) fades the whole panel, its edge too: a fading message or score pop-up
    passed as a lower ``alpha`` thinned only its fill, so its opaque outline stayed as an
    empty pill once its words had gone (Treasure: beside the plate after a group was tabled).
    """
    r = pygame.Rect(rect)
    panel = _panel(r.w, r.h, tuple(fill), alpha, tuple(edge) if edge else None, radius, width)
    if fade < 1.0:
        if fade <= 0.0:
            return
        panel = panel.copy()
        panel.set_alpha(round(255 * fade))
    surf.blit(panel, r)


@lru_cache(maxsize=32)
def _shade(w: int, h: int, alpha: int) -> pygame.Surface:
    s = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    s.fill((0, 0, 0, alpha))
    return _ready(s)


def dim(surf: pygame.Surface, alpha: int = 150) -> None:
    """Darken everything drawn so far (under a transparent overlay)."""
    w, h = surf.get_size()
    surf.blit(_shade(w, h, alpha), (0, 0))
