"""The app's name drawn as a logo: "Tabletop" in the display face, gold with a dark rim and
a cast shadow, over a small fan of three card backs, with a knotted rule beneath.

Drawn with pygame alone (no Pillow): it is part of the first menu frame (docs/ui.md,
start-up). Cached per size and theme, and kept on disk as raw bytes beside the card art
(``cached_logo``): reading them back costs a fraction of drawing it (issue 27).
"""

from __future__ import annotations

import math
import os
import struct
import zlib
from functools import lru_cache
from pathlib import Path

import pygame

from .fonts import font, font_path
from .theme import Theme

GOLD = (232, 194, 98)
GOLD_DARK = (120, 84, 30)


def _outlined(label: str, px: int, fill, rim, rim_w: int) -> pygame.Surface:
    f = font(px, display=True)
    body = f.render(label, True, fill)
    edge = f.render(label, True, rim)
    w, h = body.get_width() + 2 * rim_w, body.get_height() + 2 * rim_w
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    steps = max(8, rim_w * 6)
    for k in range(steps):
        a = 2 * math.pi * k / steps
        out.blit(edge, (rim_w + round(rim_w * math.cos(a)), rim_w + round(rim_w * math.sin(a))))
    out.blit(body, (rim_w, rim_w))
    # a lighter upper half: the letters catch the light
    shine = f.render(label, True, tuple(min(255, c + 28) for c in fill))
    top = shine.get_height() * 9 // 20
    out.blit(shine, (rim_w, rim_w), area=pygame.Rect(0, 0, shine.get_width(), top))
    return out


def _mini_card(w: int, h: int, theme: Theme) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = max(2, w // 8)
    pygame.draw.rect(s, theme.back_trim, s.get_rect(), border_radius=r)
    inner = s.get_rect().inflate(-max(2, w // 7), -max(2, w // 7))
    pygame.draw.rect(s, theme.back, inner, border_radius=max(1, r // 2))
    cx, cy, d = w / 2, h / 2, w * 0.22
    pygame.draw.polygon(s, theme.back_trim, [(cx, cy - d * 1.4), (cx + d, cy), (cx, cy + d * 1.4), (cx - d, cy)])
    pygame.draw.rect(s, (40, 30, 20), s.get_rect(), 1, border_radius=r)
    return s


@lru_cache(maxsize=4)
def logo(px: int, theme: Theme) -> pygame.Surface:
    """The logo with its letters ``px`` pixels tall (the surface is wider and taller)."""
    px = max(16, int(px))
    rim = max(2, px // 28)
    word = _outlined("Tabletop", px, GOLD, (30, 22, 12), rim)
    shadow = _outlined("Tabletop", px, (0, 0, 0), (0, 0, 0), rim)
    shadow.set_alpha(90)
    fan_h = round(px * 0.62)
    fan_w = round(fan_h / 1.4)
    w = word.get_width() + 2 * rim
    h = fan_h + word.get_height() + round(px * 0.32)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    # the fan: three backs turned -18°, 0°, 18° around a point below them
    card = _mini_card(fan_w, fan_h, theme)
    for angle in (18, -18, 0):
        img = pygame.transform.rotozoom(card, angle, 1.0)
        dx = -math.sin(math.radians(angle)) * fan_h * 0.55
        out.blit(img, img.get_rect(center=(w / 2 + dx, fan_h * 0.62)))
    y = round(fan_h * 0.82)
    out.blit(shadow, (rim + max(2, px // 30), y + max(3, px // 18)))
    out.blit(word, (rim, y))
    # a knotted rule: two gold lines meeting a diamond, with rings at the ends
    ry = y + word.get_height() - round(px * 0.05)
    half = word.get_width() * 0.36
    lw = max(1, px // 40)
    cx = w / 2
    for sgn in (-1, 1):
        pygame.draw.line(out, GOLD_DARK, (cx + sgn * px * 0.18, ry + lw), (cx + sgn * half, ry + lw), lw + 1)
        pygame.draw.line(out, GOLD, (cx + sgn * px * 0.18, ry), (cx + sgn * half, ry), lw)
        rr = max(3, px // 16)
        pygame.draw.circle(out, GOLD, (round(cx + sgn * (half + rr)), ry), rr, lw)
    d = px * 0.12
    pygame.draw.polygon(out, GOLD, [(cx, ry - d), (cx + d, ry), (cx, ry + d), (cx - d, ry)])
    pygame.draw.polygon(out, GOLD_DARK, [(cx, ry - d), (cx + d, ry), (cx, ry + d), (cx - d, ry)], lw)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        out = out.convert_alpha()
    return out


#: logo files kept per theme folder (one per size: the latest few window sizes)
LOGO_KEPT = 3
_HEADER = struct.Struct("<II")  # the logo's width and height, before its RGBA bytes


def _code_text(code) -> bytes:
    """A function's code as bytes that change only when the code does (in any process)."""
    consts = [_code_text(c) if hasattr(c, "co_code") else repr(c).encode() for c in code.co_consts]
    return code.co_code + repr((code.co_names, code.co_varnames)).encode() + b"".join(consts)


_CODE = b"".join(_code_text(f.__code__) for f in (_outlined, _mini_card, logo.__wrapped__))


def _drawn_from() -> str:
    """A digest of all that draws the logo: this module's code and colours, the display
    face and pygame's version (a change to any of them draws it afresh)."""
    try:
        face = font_path(display=True).stat().st_size
    except OSError:
        face = 0
    return f"{zlib.crc32(_CODE + repr((GOLD, GOLD_DARK, face, pygame.version.ver)).encode()):08x}"


@lru_cache(maxsize=4)
def cached_logo(px: int, theme: Theme, folder: Path | None) -> pygame.Surface:
    """``logo(px, theme)``, read from ``folder`` (the theme's art cache) when it holds it as
    raw bytes, else drawn and kept there: the same pixels either way. None: drawn only."""
    px = max(16, int(px))
    if folder is None:
        return logo(px, theme)
    path = folder / f"logo-{px}-{_drawn_from()}.rgba"
    try:
        data = path.read_bytes()
        w, h = _HEADER.unpack_from(data)
        if len(data) == _HEADER.size + w * h * 4:
            surf = pygame.image.frombytes(data[_HEADER.size:], (w, h), "RGBA")
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            return surf
    except (OSError, ValueError, struct.error, pygame.error):
        pass  # not kept yet, or unreadable: draw it
    surf = logo(px, theme)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        old = sorted((p for p in folder.iterdir() if p.name.startswith("logo-")),
                     key=lambda p: p.stat().st_mtime, reverse=True)
        for p in old[LOGO_KEPT - 1:]:
            p.unlink(missing_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(_HEADER.pack(*surf.get_size()) + pygame.image.tobytes(surf, "RGBA"))
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only cache: drawn each start, as before
    return surf
