"""Seat avatars: a drawn emblem in a round medallion beside a player's name (no photos).

Eight emblems from the island's old stories and crafts: a harp, a stag, a salmon, a raven,
an oak, a boat, a round tower and a sun. Each is vector drawing on a supersampled ``Canvas``
(crisp at any size), cream on the seat's colour inside a gold ring; memory-cached per name,
size and colour. The seat's symbol (circle, square…) stays beside it wherever colour
matters, so the avatar is decoration and identity, never the only sign of a seat.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from .theme import RGB

AVATARS: tuple[str, ...] = ("harp", "stag", "salmon", "raven", "oak", "boat", "tower", "sun")
LABELS = {"harp": "Harp", "stag": "Stag", "salmon": "Salmon", "raven": "Raven", "oak": "Oak",
          "boat": "Boat", "tower": "Round tower", "sun": "Sun"}
CREAM = (246, 236, 208)
GOLD = (214, 170, 66)
_cache: dict[tuple, pygame.Surface] = {}

Draw = Callable[..., None]


def _harp(c, x, y, r, ink, bg) -> None:
    pillar = [(x - r * 0.45, y - r * 0.55), (x - r * 0.5, y + r * 0.6)]
    c.line(pillar, ink, r * 0.14)
    neck = [(x - r * 0.45 + r * 0.9 * t, y - r * 0.55 - math.sin(t * math.pi) * r * 0.22 + t * r * 0.05)
            for t in (i / 12 for i in range(13))]
    c.line(neck, ink, r * 0.13)
    c.line([(x + r * 0.45, y - r * 0.5), (x - r * 0.5, y + r * 0.6)], ink, r * 0.16)
    for k in range(1, 6):
        t = k / 6
        top = (x - r * 0.45 + r * 0.9 * t, y - r * 0.55 - math.sin(t * math.pi) * r * 0.22 + t * r * 0.05)
        bx = x + r * 0.45 - (r * 0.95) * t
        by = y - r * 0.5 + (r * 1.1) * t
        c.line([top, (bx, by)], ink, r * 0.035)


def _stag(c, x, y, r, ink, bg) -> None:
    head = [(x - r * 0.2, y - r * 0.1), (x + r * 0.2, y - r * 0.1), (x + r * 0.12, y + r * 0.45),
            (x, y + r * 0.62), (x - r * 0.12, y + r * 0.45)]
    c.polygon(head, fill=ink)
    for sgn in (-1, 1):
        c.polygon([(x + sgn * r * 0.18, y - r * 0.05), (x + sgn * r * 0.5, y - r * 0.2),
                   (x + sgn * r * 0.22, y + r * 0.08)], fill=ink)
        beam = [(x + sgn * r * 0.12, y - r * 0.12), (x + sgn * r * 0.3, y - r * 0.45),
                (x + sgn * r * 0.42, y - r * 0.75)]
        c.line(beam, ink, r * 0.09)
        for (px_, py_), (dx, dy) in ((beam[1], (0.28, -0.05)), (beam[1], (-0.05, -0.3)),
                                     (beam[2], (0.18, 0.05))):
            c.line([(px_, py_), (px_ + sgn * dx * r, py_ + dy * r)], ink, r * 0.07)


def _salmon(c, x, y, r, ink, bg) -> None:
    body = [(x - r * 0.62 + r * 1.1 * t, y - math.sin(t * math.pi) * r * 0.3) for t in (i / 16 for i in range(17))]
    belly = [(x - r * 0.62 + r * 1.1 * t, y + math.sin(t * math.pi) * r * 0.26) for t in (i / 16 for i in range(17))]
    c.polygon(body + belly[::-1], fill=ink)
    c.polygon([(x + r * 0.42, y), (x + r * 0.75, y - r * 0.3), (x + r * 0.68, y), (x + r * 0.75, y + r * 0.3)],
              fill=ink)
    c.ellipse((x - r * 0.46, y - r * 0.1, x - r * 0.34, y + r * 0.02), fill=bg)
    for k in range(3):
        sx = x - r * 0.1 + k * r * 0.17
        c.line([(sx, y - r * 0.12), (sx + r * 0.07, y), (sx, y + r * 0.12)], bg, r * 0.04)


def _raven(c, x, y, r, ink, bg) -> None:
    c.ellipse((x - r * 0.42, y - r * 0.12, x + r * 0.3, y + r * 0.34), fill=ink)
    c.ellipse((x + r * 0.1, y - r * 0.42, x + r * 0.44, y - r * 0.08), fill=ink)
    c.polygon([(x + r * 0.4, y - r * 0.3), (x + r * 0.72, y - r * 0.2), (x + r * 0.4, y - r * 0.16)], fill=ink)
    c.polygon([(x - r * 0.35, y + r * 0.05), (x - r * 0.75, y + r * 0.38), (x - r * 0.3, y + r * 0.28)], fill=ink)
    c.polygon([(x - r * 0.2, y), (x + r * 0.05, y - r * 0.62), (x + r * 0.15, y - r * 0.05)], fill=ink)
    c.ellipse((x + r * 0.26, y - r * 0.32, x + r * 0.34, y - r * 0.24), fill=bg)
    for dx in (-0.05, 0.08):
        c.line([(x + dx * r, y + r * 0.3), (x + dx * r, y + r * 0.55)], ink, r * 0.05)


def _oak(c, x, y, r, ink, bg) -> None:
    c.polygon([(x - r * 0.1, y + r * 0.65), (x - r * 0.07, y), (x + r * 0.07, y), (x + r * 0.1, y + r * 0.65)],
              fill=ink)
    for cx_, cy_, rr in ((0, -0.3, 0.34), (-0.32, -0.1, 0.26), (0.32, -0.1, 0.26), (-0.18, -0.52, 0.22),
                         (0.18, -0.52, 0.22), (0, 0.02, 0.22)):
        c.ellipse((x + (cx_ - rr) * r, y + (cy_ - rr) * r, x + (cx_ + rr) * r, y + (cy_ + rr) * r), fill=ink)
    c.line([(x - r * 0.55, y + r * 0.66), (x + r * 0.55, y + r * 0.66)], ink, r * 0.06)


def _boat(c, x, y, r, ink, bg) -> None:
    c.polygon([(x - r * 0.7, y + r * 0.2), (x + r * 0.7, y + r * 0.2), (x + r * 0.45, y + r * 0.5),
               (x - r * 0.45, y + r * 0.5)], fill=ink)
    c.line([(x, y + r * 0.2), (x, y - r * 0.7)], ink, r * 0.07)
    c.polygon([(x + r * 0.06, y - r * 0.62), (x + r * 0.55, y + r * 0.1), (x + r * 0.06, y + r * 0.1)], fill=ink)
    c.polygon([(x - r * 0.06, y - r * 0.45), (x - r * 0.45, y + r * 0.1), (x - r * 0.06, y + r * 0.1)], fill=ink)
    for k in range(3):
        wx = x - r * 0.6 + k * r * 0.42
        c.line([(wx, y + r * 0.66), (wx + r * 0.1, y + r * 0.6), (wx + r * 0.2, y + r * 0.66),
                (wx + r * 0.3, y + r * 0.6)], ink, r * 0.05)


def _tower(c, x, y, r, ink, bg) -> None:
    c.polygon([(x - r * 0.2, y + r * 0.68), (x - r * 0.16, y - r * 0.4), (x + r * 0.16, y - r * 0.4),
               (x + r * 0.2, y + r * 0.68)], fill=ink)
    c.polygon([(x - r * 0.2, y - r * 0.38), (x, y - r * 0.78), (x + r * 0.2, y - r * 0.38)], fill=ink)
    c.rounded_rect((x - r * 0.06, y + r * 0.05, x + r * 0.06, y + r * 0.25), r * 0.05, fill=bg)
    c.rect((x - r * 0.04, y - r * 0.3, x + r * 0.04, y - r * 0.2), fill=bg)
    c.line([(x - r * 0.6, y + r * 0.7), (x + r * 0.6, y + r * 0.7)], ink, r * 0.06)


def _sun(c, x, y, r, ink, bg) -> None:
    c.shape("sun", x, y, r * 1.4, ink)


_EMBLEMS: dict[str, Draw] = {"harp": _harp, "stag": _stag, "salmon": _salmon, "raven": _raven,
                             "oak": _oak, "boat": _boat, "tower": _tower, "sun": _sun}


def avatar(name: str, size_px: int, colour: RGB) -> pygame.Surface:
    """The medallion for ``name`` (unknown names get the harp), ``size_px`` square."""
    from .cardbase import mix
    from .emblems import Canvas

    size_px = max(8, int(size_px))
    name = name if name in _EMBLEMS else AVATARS[0]
    key = (name, size_px, tuple(colour))
    surf = _cache.get(key)
    if surf is not None:
        return surf
    c = Canvas((size_px, size_px))
    r = size_px / 2
    bg = mix(tuple(colour), (20, 24, 22), 0.45)
    c.ellipse((0.5, 0.5, size_px - 0.5, size_px - 0.5), fill=GOLD)
    ring = max(1.0, size_px / 16)
    c.ellipse((ring, ring, size_px - ring, size_px - ring), fill=bg)
    c.ellipse((ring * 1.8, ring * 1.8, size_px - ring * 1.8, size_px - ring * 1.8),
              outline=mix(bg, GOLD, 0.45), width=max(0.5, size_px / 60))
    _EMBLEMS[name](c, r, r, r * 0.78, CREAM, bg)
    img = c.finish()
    surf = pygame.image.frombytes(img.tobytes(), img.size, "RGBA")
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert_alpha()
    if len(_cache) > 128:
        _cache.clear()
    _cache[key] = surf
    return surf


def seat_avatar(ctx, seat: int) -> str:
    """The avatar chosen for ``seat`` (setup screen): remembered settings, else this session's
    choice (``ctx.settings["avatars"]``), else one by seat number."""
    chosen = ctx.settings.get("avatars") if ctx is not None else None
    if chosen and 0 <= seat < len(chosen) and chosen[seat] in AVATARS:
        return chosen[seat]
    settings = getattr(getattr(ctx, "prefs", None), "settings", None)
    if settings is not None and hasattr(settings, "avatar_for"):
        return settings.avatar_for(seat)
    return AVATARS[seat % len(AVATARS)]
