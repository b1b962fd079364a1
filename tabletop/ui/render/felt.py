"""The table felt: a lit centre, darker edges, a vignette and a fine woven grain (seeded,
reproducible).

Painted straight into a pygame surface because it is needed at window size on the first
frame: the smooth light is computed small and scaled up (a gradient loses nothing by it),
then a small seeded grain tile is added and subtracted across the whole surface with blend
blits. ~3 ms at 1080p instead of ~90 ms for the same look in Pillow at full size.

The two small ingredients (the light at 1/8 size, the grain tiles) are made with Pillow and,
given a ``cache`` folder, kept there as raw RGB bytes: a start-up with them on disk paints
the felt without importing Pillow at all, to exactly the same pixels. ``cached_felt`` keeps
the painted felt itself there too, one raw file per window size (2.8 MB at 1280×720): reading
it is ~2 ms of CPU where painting is ~10–18 ms on the shared machine (issue 27, start-up).
"""

from __future__ import annotations

import mmap
import os
from functools import lru_cache
from pathlib import Path

import pygame

from .theme import Theme

_TILE = 96
_LIGHT_SCALE = 8  # the gradient is computed at 1/8 size
_LIGHTS_KEPT = 8  # light files kept per theme (one per window size; older ones are pruned)
_WHOLE_KEPT = 3  # painted felts kept per theme (a few MB each: the latest window sizes)


def _grain(seed: int):
    """A tileable luminance noise tile around 128 (from our seeded PRNG, 8 pixels a draw)."""
    from PIL import Image, ImageFilter

    from ...core.rng import Rng

    rng = Rng(seed)
    data = b"".join(rng.next_u64().to_bytes(8, "little") for _ in range(_TILE * _TILE // 8))
    tile = Image.frombytes("L", (_TILE, _TILE), data).point(lambda v: 112 + (v >> 3))
    return tile.filter(ImageFilter.GaussianBlur(0.6))


def _grain_strength(theme: Theme) -> float:
    """How far the grain moves a channel: soft light moves mid-dark felt by b(255-b)/255 per
    unit of (g-128)/128; we take the felt's mean channel as b."""
    b = sum(theme.felt) / 3
    return b * (255 - b) / (255 * 128)


def _paint_grain(seed: int, strength: float) -> bytes:
    """RGB bytes of the grain's bright part followed by its dark part, scaled to ``strength``."""
    from PIL import Image

    grain = _grain(seed)
    up = grain.point(lambda g: min(255, round(max(0, g - 128) * strength)))
    down = grain.point(lambda g: min(255, round(max(0, 128 - g) * strength)))
    return (Image.merge("RGB", (up, up, up)).tobytes()
            + Image.merge("RGB", (down, down, down)).tobytes())


@lru_cache(maxsize=8)
def _grain_tiles(seed: int, strength: float, cache: Path | None = None) -> tuple[bytes, bytes]:
    """RGB bytes of the grain's bright part and dark part, scaled to ``strength``."""
    n = _TILE * _TILE * 3
    data = _cached(cache and cache / f"grain-{seed}-{strength}.rgb", 2 * n,
                   lambda: _paint_grain(seed, strength))
    return data[:n], data[n:]


def _paint_light(small: tuple[int, int], theme: Theme) -> bytes:
    """The cloth's light: the felt colour in the middle, the edge colour outside, and a
    vignette darkening the last stretch to the window's edge, like a lamp over a table."""
    from PIL import Image

    radial = Image.radial_gradient("L").resize(small, Image.Resampling.BILINEAR)
    centre = Image.new("RGB", small, theme.felt)
    edge = Image.new("RGB", small, theme.felt_edge)
    lit = Image.composite(edge, centre, radial.point(lambda v: min(255, int(v * 1.15))))
    rim = Image.new("RGB", small, tuple(round(c * 0.45) for c in theme.felt_edge))
    vignette = radial.point(lambda v: min(200, max(0, (v - 150) * 2)))
    return Image.composite(rim, lit, vignette).tobytes()


def _light(size: tuple[int, int], theme: Theme, cache: Path | None = None) -> pygame.Surface:
    w, h = size
    small = (max(2, w // _LIGHT_SCALE), max(2, h // _LIGHT_SCALE))
    data = _cached(cache and cache / f"light-{small[0]}x{small[1]}.rgb", small[0] * small[1] * 3,
                   lambda: _paint_light(small, theme), keep=_LIGHTS_KEPT)
    surf = pygame.image.frombytes(data, small, "RGB")
    return pygame.transform.smoothscale(surf, (w, h))


def _cached(path: Path | None, length: int, make, keep: int = 0) -> bytes:
    """``make()``'s bytes, read from ``path`` when it holds exactly ``length`` of them, else
    made and written there (atomically; a read-only or full folder is not an error). With
    ``keep``, only that many files of the same kind stay in the folder (newest first)."""
    if path is None:
        return make()
    try:
        data = path.read_bytes()
        if len(data) == length:
            return data
    except OSError:
        pass
    data = make()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        if keep:
            kind = path.name.split("-", 1)[0] + "-"
            old = sorted((p for p in path.parent.iterdir() if p.name.startswith(kind)),
                         key=lambda p: p.stat().st_mtime, reverse=True)
            for p in old[keep - 1:]:
                p.unlink(missing_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
        tmp.write_bytes(data)
        os.replace(tmp, path)
    except OSError:
        pass
    return data


def paint_felt(size: tuple[int, int], theme: Theme, cache: Path | None = None) -> pygame.Surface:
    """The felt at exactly ``size`` as an opaque surface (not yet converted). ``cache``: a
    folder for this theme's ingredients (None: made in memory every time)."""
    surf = _light(size, theme, cache)
    up, down = _grain_tiles(7, round(_grain_strength(theme), 3), cache)
    bright = pygame.image.frombytes(up, (_TILE, _TILE), "RGB")
    dark = pygame.image.frombytes(down, (_TILE, _TILE), "RGB")
    w, h = size
    for y in range(0, h, _TILE):
        for x in range(0, w, _TILE):
            surf.blit(bright, (x, y), special_flags=pygame.BLEND_RGB_ADD)
            surf.blit(dark, (x, y), special_flags=pygame.BLEND_RGB_SUB)
    return surf


def cached_felt(size: tuple[int, int], theme: Theme, cache: Path | None = None) -> pygame.Surface:
    """``paint_felt``'s felt, read whole from ``cache`` when it holds this size (raw RGB
    bytes), else painted and kept there: the same pixels either way."""
    if cache is None:
        return paint_felt(size, theme)
    w, h = size
    path = cache / f"whole-{w}x{h}.rgb"
    try:  # mapped rather than read: no copy of its bytes before the display's conversion
        with path.open("rb") as f:
            if os.fstat(f.fileno()).st_size == w * h * 3:
                mapped = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
                return pygame.image.frombuffer(mapped, size, "RGB")  # keeps the mapping
    except (OSError, ValueError):
        pass
    data = _cached(path, w * h * 3, lambda: pygame.image.tobytes(paint_felt(size, theme, cache), "RGB"),
                   keep=_WHOLE_KEPT)
    return pygame.image.frombuffer(data, size, "RGB")  # the surface keeps ``data`` alive
